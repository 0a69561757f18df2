/* test_gmmu_hand.c - Unified Memory in the engine checked without the migration planner's help:
 * fault counts, link time and cycles worked out by hand from the fault latency, the page-table
 * walk and UVMSmart's Table 1 (seed 001), and its TBNp rules (B.3.3, Figure 2). */
#include <math.h>

#include "testutil.h"
#include "gpuperf/engine.h"
#include "gpuperf/uvm.h"

#define KB 1024.0

/*
 * Seed 001: far faults cost 45 us (C.1, "20-50 us reported"), a page-table walk 100 core
 * cycles, and migrations run at the PCIe 3.0 x16 bandwidth of Table 1 by transfer size
 * (4, 16, 64, 256, 1024 KB: 3.2219, 6.4437, 8.4771, 10.508, 11.223 GB/s), between its
 * points linearly in log2(size) (include/gpuperf/uvm.h). Restated here, not read from the
 * code: the GTX 970 (1253 MHz, 15.8 GB/s link = Table 1's own link) uses them unscaled.
 */
#define FAULT_S 45e-6
#define PTW_CYCLES 100
#define CLOCK_HZ 1253e6
static const double t1_kb[] = { 4, 16, 64, 256, 1024 };
static const double t1_gbps[] = { 3.2219, 6.4437, 8.4771, 10.508, 11.223 };

/* Seconds to move kb kilobytes in one transfer (4 <= kb <= 1024). */
static double xfer_s(double kb)
{
	int i = 0;
	while (i < 3 && kb > t1_kb[i + 1])
		i++;
	double f = log2(kb / t1_kb[i]) / log2(t1_kb[i + 1] / t1_kb[i]);
	double gbps = t1_gbps[i] + f * (t1_gbps[i + 1] - t1_gbps[i]);
	return kb * KB / (gbps * 1e9);
}

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	if (tu_device_load("devices/gtx970.json", &gtx970) < 0)
		return -1;
	/* the figures above are the device's (a changed device file must show up here) */
	if (fabs(gtx970.uvm.fault_latency_s / FAULT_S - 1) > 1e-12 || gtx970.uvm.ptw_cycles != PTW_CYCLES ||
	    gtx970.sm_clock_mhz * 1e6 != CLOCK_HZ || gtx970.uvm.page_bytes != 4096)
		return -1;
	return 0;
}

/* One block-sized chunk of x per block: thread t of block b loads x[b * 1024 + t], adds, exits. */
static const char *const LOADER =
	"{\"name\": \"load\", \"fidelity\": \"hand\", \"params\": {}, \"regs_per_thread\": 8,"
	" \"per_warp\": {\"ins_issued\": 3, \"latency_bound\": 1}, \"program\": {\"instructions\": ["
	"{\"op\": \"LDG\", \"class\": \"gld\", \"dst\": [\"R1\"], \"pattern\": 0},"
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R1\"]},"
	"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}],"
	" \"patterns\": [{\"array\": \"x\", \"elem_bytes\": 4, \"tid\": 1, \"block\": 1024}]}}";

static void run(long long grid, int block, int managed, enum gp_uvm_prefetcher pf,
		struct gp_engine_result *r)
{
	struct gp_kernel k;
	struct gp_params p;
	struct gp_launch l = { .grid = grid, .block = block };
	struct gp_engine_opts o;
	struct gp_diag d;
	gp_diag_clear(&d);
	tu_kernel_text(&k, LOADER, "load.json");
	gp_params_init(&p);
	gp_engine_opts_init(&o);
	o.jobs = 1;
	o.managed = managed;
	o.prefetcher = pf;
	if (gp_engine_run(&gtx970, &k, &p, &l, &o, r, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
	gp_kernel_release(&k);
}

/*
 * One warp reads 128 bytes of a managed array, no prefetcher: one far fault on one 4 KB page.
 * The LDG issues at cycle 0; the walk finds the fault (100 cycles = 79.81 ns), the fault is
 * handled (45 us) and the page moves (4096 B at 3.2219 GB/s = 1.27130 us):
 *   link busy (fault_time_s) = 45 + 1.27130 = 46.27130 us
 *   page usable at ceil(100 + 46.27130e-6 x 1253e6) = ceil(100 + 57977.94) = cycle 58078
 * after which the load takes the same path through the caches and DRAM as without Unified
 * Memory, so the run is exactly 58078 cycles longer than the plain one.
 */
static void test_one_page(void **state)
{
	struct gp_engine_result plain, m;
	double link_s = FAULT_S + xfer_s(4);
	uint64_t ready = (uint64_t)ceil(PTW_CYCLES + link_s * CLOCK_HZ);
	(void)state;
	tu_assert_rel(link_s, 46.27130e-6, 1e-6);
	assert_int_equal(ready, 58078);
	run(1, 32, 0, GP_UVM_PF_NONE, &plain);
	run(1, 32, 1, GP_UVM_PF_NONE, &m);
	assert_true(m.faults == 1);
	assert_true(m.migrated_bytes == 4096);
	assert_true(m.prefetched_bytes == 0);
	tu_assert_rel(m.fault_time_s, link_s, 1e-9);
	assert_int_equal(m.cycles - plain.cycles, ready);
}

/*
 * Two blocks of 1024 threads, each reading its own 4 KB page (32 warps x 128 B), on two SMs:
 * both faults are raised at cycle 0 and the link handles them one after the other (C.1:
 * migrations are serialized), so the second page lands after two faults and two pages:
 *   link busy = 2 x 46.27130 = 92.54260 us
 *   second page at ceil(100 + 92.54260e-6 x 1253e6) = ceil(100 + 115955.88) = cycle 116056
 * The other 31 warps of each block wait on the page in flight (no further fault). The run
 * cannot end before the second page lands; after it, block 1's 32 warps load at once, a tail
 * no longer than the whole plain run of both blocks (64 loads to serve). Measured: 116056 +
 * 372 (the plain run: 428; one warp alone: 384, its DRAM row not yet open).
 */
static void test_two_pages_serialized(void **state)
{
	struct gp_engine_result plain, one, m;
	double link_s = 2 * (FAULT_S + xfer_s(4));
	uint64_t ready = (uint64_t)ceil(PTW_CYCLES + link_s * CLOCK_HZ);
	(void)state;
	assert_int_equal(ready, 116056);
	run(1, 32, 0, GP_UVM_PF_NONE, &one);
	run(2, 1024, 0, GP_UVM_PF_NONE, &plain);
	run(2, 1024, 1, GP_UVM_PF_NONE, &m);
	assert_true(m.managed_bytes == 8192);
	assert_true(m.faults == 2);
	assert_true(m.migrated_bytes == 8192);
	tu_assert_rel(m.fault_time_s, link_s, 1e-9);
	print_message("two pages: managed %llu cycles = %llu + %llu (one warp %llu, plain %llu)\n",
		      (unsigned long long)m.cycles, (unsigned long long)ready,
		      (unsigned long long)(m.cycles - ready), (unsigned long long)one.cycles,
		      (unsigned long long)plain.cycles);
	assert_true(m.cycles > ready);
	assert_true(m.cycles <= ready + plain.cycles);
}

/*
 * 512 KB (128 blocks x 4 KB) under TBNp, the size of seed 001's Figure 2: one 2^3 x 64 KB
 * tree. B.3.3 by hand: a fault migrates its 64 KB basic block (a 4 KB fault group and a
 * 60 KB prefetch group); when a node's to-be-valid size exceeds half of it, the whole node
 * is prefetched. The blocks start at page 0 and go up:
 *   fault 1, page 0 (N0^0):   4 KB + 60 KB
 *   fault 2, page 16 (N0^1):  4 KB + 60 KB  (N1^0 128 KB of 128: full, N2^0 128 of 256: not > half)
 *   fault 3, page 32 (N0^2):  N2^0 to-be 192 KB > 128 KB: N0^2 and N0^3, 4 KB + 124 KB
 *   fault 4, page 64 (N0^4):  N3^0 to-be 320 KB > 256 KB: N0^4..N0^7, 4 KB + 252 KB
 * Four faults, all 512 KB migrated, 496 KB of it prefetched; the link is busy for four
 * fault latencies and the eight transfers at Table 1's bandwidths:
 *   4 x 45 us + 4 x t(4 KB) + 2 x t(60 KB) + t(124 KB) + t(252 KB)
 * = 180 + 4 x 1.27130 + 2 x 7.32961 + 13.44225 + 24.61133 = 237.79800 us
 * (60 KB at 8.38244 GB/s, 124 KB at 9.44604, 252 KB at 10.48493: log2 interpolation).
 */
static void test_tbnp_512kb(void **state)
{
	struct gp_engine_result m;
	double link_s = 4 * FAULT_S + 4 * xfer_s(4) + 2 * xfer_s(60) + xfer_s(124) + xfer_s(252);
	(void)state;
	tu_assert_rel(xfer_s(60), 7.32961e-6, 1e-6);
	tu_assert_rel(link_s, 237.79800e-6, 1e-6);
	run(128, 1024, 1, GP_UVM_PF_TBNP, &m);
	assert_true(m.managed_bytes == 512 * KB);
	assert_true(m.faults == 4);
	assert_true(m.migrated_bytes == 512 * KB);
	assert_true(m.prefetched_bytes == 496 * KB);
	tu_assert_rel(m.fault_time_s, link_s, 1e-9);
}

/*
 * The same 512 KB under seqlocal (B.3.2: the faulting page's 64 KB basic block, nothing
 * more): one fault per basic block, 8 faults of 4 KB + 60 KB each.
 */
static void test_seqlocal_512kb(void **state)
{
	struct gp_engine_result m;
	double link_s = 8 * (FAULT_S + xfer_s(4) + xfer_s(60));
	(void)state;
	run(128, 1024, 1, GP_UVM_PF_SEQLOCAL, &m);
	assert_true(m.faults == 8);
	assert_true(m.migrated_bytes == 512 * KB);
	assert_true(m.prefetched_bytes == 8 * 60 * KB);
	tu_assert_rel(m.fault_time_s, link_s, 1e-9);
}

/*
 * The README's table: tests/data/saxpy_uvm.json (y = a*x + y, both loads up front) over
 * 1048576 threads, two 4 MiB managed arrays = four 2 MB TBNp trees, 2048 pages.
 *   none:     one fault per page: 2048 x (45 us + t(4 KB)) = 2048 x 46.27130 = 94.76362 ms
 *   seqlocal: one per 64 KB block: 128 x (45 + t(4 KB) + t(60 KB)) = 128 x 53.60091 = 6.86092 ms
 *   tbnp:     per 2 MB tree (32 blocks, B.3.3 as in test_tbnp_512kb, one level more each
 *             time): faults at blocks 0, 1, 2, 4, 8, 16 migrate 64, 64, 128, 256, 512 and
 *             1024 KB (the last is the paper's "at most 1020 KB at once" plus its 4 KB
 *             fault group): 6 faults, 6 x 45 us + 6 x t(4) + 2 x t(60) + t(124) + t(252)
 *             + t(508) + t(1020) = 471.31676 us; four trees: 24 faults, 1.88527 ms
 * The kernel cannot end before its last page lands, so its time is at least the link's;
 * it is at most that plus the kernel's own time without Unified Memory.
 */
static void readme_case(enum gp_uvm_prefetcher pf, double faults, double prefetched,
			double link_s, double plain_s)
{
	struct gp_kernel k;
	struct gp_params p;
	struct gp_launch l = { .grid = 4096, .block = 256 };
	struct gp_engine_opts o;
	struct gp_engine_result m;
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_int_equal(gp_kernel_load("tests/data/saxpy_uvm.json", &k, &d), 0);
	gp_params_init(&p);
	gp_engine_opts_init(&o);
	o.threads = 1048576;
	o.managed = 1;
	o.prefetcher = pf;
	assert_int_equal(gp_engine_run(&gtx970, &k, &p, &l, &o, &m, &d), 0);
	gp_kernel_release(&k);
	assert_true(m.managed_bytes == 8 * KB * KB);
	assert_true(m.faults == faults);
	assert_true(m.migrated_bytes == 8 * KB * KB);
	assert_true(m.prefetched_bytes == prefetched);
	tu_assert_rel(m.fault_time_s, link_s, 1e-9);
	assert_true(m.kernel_s >= link_s && m.kernel_s <= link_s + plain_s);
}

static void test_readme_table(void **state)
{
	struct gp_kernel k;
	struct gp_params p;
	struct gp_launch l = { .grid = 4096, .block = 256 };
	struct gp_engine_opts o;
	struct gp_engine_result plain;
	struct gp_diag d;
	double tree = 6 * FAULT_S + 6 * xfer_s(4) + 2 * xfer_s(60) + xfer_s(124) + xfer_s(252) +
		      xfer_s(508) + xfer_s(1020);
	(void)state;
	tu_assert_rel(tree, 471.31676e-6, 1e-6);
	gp_diag_clear(&d);
	assert_int_equal(gp_kernel_load("tests/data/saxpy_uvm.json", &k, &d), 0);
	gp_params_init(&p);
	gp_engine_opts_init(&o);
	o.threads = 1048576;
	assert_int_equal(gp_engine_run(&gtx970, &k, &p, &l, &o, &plain, &d), 0);
	gp_kernel_release(&k);
	readme_case(GP_UVM_PF_NONE, 2048, 0, 2048 * (FAULT_S + xfer_s(4)), plain.kernel_s);
	readme_case(GP_UVM_PF_SEQLOCAL, 128, 8 * KB * KB - 128 * 4096,
		    128 * (FAULT_S + xfer_s(4) + xfer_s(60)), plain.kernel_s);
	readme_case(GP_UVM_PF_TBNP, 24, 8 * KB * KB - 24 * 4096, 4 * tree, plain.kernel_s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one_page),
		cmocka_unit_test(test_two_pages_serialized),
		cmocka_unit_test(test_tbnp_512kb),
		cmocka_unit_test(test_seqlocal_512kb),
		cmocka_unit_test(test_readme_table),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
