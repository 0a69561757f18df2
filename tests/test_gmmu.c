/* test_gmmu.c - the GMMU (TLBs, walks, replayable faults, MSHRs, skip-ahead) and its consistency
 * with the analytical model (same planner, so counts agree by construction) on a streaming
 * kernel driven warp by warp. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/gmmu.h"
#include "gpuperf/uvm_model.h"

#define MB (1024.0 * 1024.0)

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	return tu_device_load("devices/gtx970.json", &gtx970);
}

static void test_tlb_walk_fault(void **state)
{
	struct gp_uvm_config uc;
	struct gp_gmmu_config gc;
	struct gp_gmmu *g;
	struct gp_gmmu_stats st;
	struct gp_diag d;
	uint64_t r, r2;
	const uint64_t base = 1ULL << 40;
	(void)state;
	assert_int_equal(gp_uvm_config_init(&uc, &gtx970, GP_UVM_PF_NONE, &d), 0);
	gp_gmmu_config_init(&gc, &gtx970);
	assert_int_equal(gc.sms, 13);
	assert_int_equal(gc.ptw_cycles, 100);
	assert_non_null(g = gp_gmmu_new(&uc, &gc, &d));
	assert_int_equal(gp_gmmu_map(g, base, 1 * MB, &d), 0);
	assert_int_equal(gp_gmmu_map(g, base + 4096, 1 * MB, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "overlaps another");
	/* unmanaged address: untouched */
	assert_int_equal(gp_gmmu_access(g, 0, 4096, 10, &r), GP_GMMU_UNMANAGED);
	assert_int_equal(r, 10);
	/* far fault at cycle 0: walk (100 cycles) + 45 us + 4 KB at 3.2219 GB/s, in cycles */
	assert_int_equal(gp_gmmu_access(g, 0, base + 8, 0, &r), GP_UVM_FAULT);
	double expect_s = 100 / 1253e6 + 45e-6 + 4096 / 3.2219e9;
	assert_int_equal(r, (uint64_t)ceil(expect_s * 1253e6));
	assert_int_equal(gp_gmmu_next_arrival(g, 0), r);
	assert_int_equal(gp_gmmu_next_arrival(g, r), UINT64_MAX);
	/* another SM on the same page while in flight: walk, then waits (no second fault) */
	assert_int_equal(gp_gmmu_access(g, 5, base + 64, 10, &r2), GP_UVM_PENDING);
	assert_int_equal(r2, r);
	/* after arrival: SM 0 hits its TLB (1 cycle), SM 7 walks (100 cycles) */
	assert_int_equal(gp_gmmu_access(g, 0, base + 128, r + 50, &r2), GP_UVM_HIT);
	assert_int_equal(r2, r + 51);
	assert_int_equal(gp_gmmu_access(g, 7, base + 128, r + 50, &r2), GP_UVM_HIT);
	assert_int_equal(r2, r + 150);
	gp_gmmu_stats(g, &st);
	assert_int_equal(st.uvm.faults, 1);
	assert_int_equal(st.tlb_hits, 1);
	assert_int_equal(st.tlb_misses, 3);
	assert_int_equal(st.accesses, 4);
	assert_int_equal(gp_gmmu_access(g, 13, base, 0, &r2), -GP_ERANGE);
	gp_gmmu_free(g);

	/* one fault MSHR: a second fault on another page waits for the first to resolve */
	gc.fault_mshrs = 1;
	assert_non_null(g = gp_gmmu_new(&uc, &gc, &d));
	assert_int_equal(gp_gmmu_map(g, base, 1 * MB, &d), 0);
	assert_int_equal(gp_gmmu_access(g, 0, base, 0, &r), GP_UVM_FAULT);
	assert_int_equal(gp_gmmu_access(g, 1, base + 4096, 0, &r2), GP_UVM_FAULT);
	gp_gmmu_stats(g, &st);
	assert_int_equal(st.mshr_waits, 1);
	/* raised at r: its walk, 45 us and 4 KB follow */
	assert_true(r2 >= r + (uint64_t)floor(expect_s * 1253e6) - 1);
	gp_gmmu_free(g);
	gc.tlb_entries = 0;
	assert_null(gp_gmmu_new(&uc, &gc, &d));
	tu_assert_contains(d.msg, "TLB entries >= 1");
}

/*
 * A grid-stride streaming kernel (y = a*x + y over two managed arrays) driven warp by warp:
 * 13 SMs x 64 warp slots; each warp reads its 128-byte chunk of x and of y, then works
 * work_cycles; a freed slot takes the next chunk. Event-driven: the clock jumps to the next
 * slot that can run (with every warp waiting on faults, that is the next arrival, C.2).
 */
struct slot { uint64_t t; int sm; };

static void heap_down(struct slot *h, int n, int i)
{
	for (;;) {
		int l = 2 * i + 1, r = l + 1, m = i;
		if (l < n && (h[l].t < h[m].t || (h[l].t == h[m].t && h[l].sm < h[m].sm)))
			m = l;
		if (r < n && (h[r].t < h[m].t || (h[r].t == h[m].t && h[r].sm < h[m].sm)))
			m = r;
		if (m == i)
			return;
		struct slot x = h[i];
		h[i] = h[m];
		h[m] = x;
		i = m;
	}
}

static uint64_t drive(struct gp_gmmu *g, uint64_t base_x, uint64_t base_y, uint64_t chunks,
		      int sms, int slots, uint64_t work_cycles, uint64_t *events)
{
	int n = sms * slots;
	struct slot *h = calloc((size_t)n, sizeof(*h));
	uint64_t next = 0, end = 0;
	assert_non_null(h);
	for (int i = 0; i < n; i++)
		h[i].sm = i % sms;
	*events = 0;
	while (next < chunks) {
		uint64_t t = h[0].t, rx, ry, c = next++;
		assert_true(gp_gmmu_access(g, h[0].sm, base_x + c * 128, t, &rx) >= 0);
		assert_true(gp_gmmu_access(g, h[0].sm, base_y + c * 128, t + 1, &ry) >= 0);
		h[0].t = (rx > ry ? rx : ry) + work_cycles;
		if (h[0].t > end)
			end = h[0].t;
		heap_down(h, n, 0);
		(*events)++;
	}
	free(h);
	return end;
}

/* Engine-style run and analytical model agree on faults exactly and on time within 15% for
 * every prefetcher, and the prefetchers order as in seed 001. */
static void streaming(uint64_t work)
{
	const double bytes = 32 * MB;
	const uint64_t chunks = (uint64_t)(bytes / 128), bx = 1ULL << 40, by = 2ULL << 40;
	const int sms = 13, slots = 64;
	struct gp_gmmu_config gc;
	struct gp_diag d;
	uint64_t events, free_cycles;
	double t_pf[GP_UVM_PF_COUNT];
	gp_gmmu_config_init(&gc, &gtx970);

	/* the kernel without Unified Memory: nothing mapped */
	{
		struct gp_uvm_config uc;
		struct gp_gmmu *g;
		assert_int_equal(gp_uvm_config_init(&uc, &gtx970, GP_UVM_PF_NONE, &d), 0);
		assert_non_null(g = gp_gmmu_new(&uc, &gc, &d));
		free_cycles = drive(g, bx, by, chunks, sms, slots, work, &events);
		gp_gmmu_free(g);
	}
	print_message("work %llu cycles/warp: kernel alone %.4f ms\n", (unsigned long long)work,
		      (double)free_cycles / 1253e6 * 1e3);
	for (int pf = 0; pf < GP_UVM_PF_COUNT; pf++) {
		struct gp_uvm_config uc;
		struct gp_gmmu *g;
		struct gp_gmmu_stats st;
		struct gp_uvm_workload w;
		struct gp_uvm_result r;
		uint64_t cycles;
		assert_int_equal(gp_uvm_config_init(&uc, &gtx970, (enum gp_uvm_prefetcher)pf, &d), 0);
		assert_non_null(g = gp_gmmu_new(&uc, &gc, &d));
		assert_int_equal(gp_gmmu_map(g, bx, bytes, &d), 0);
		assert_int_equal(gp_gmmu_map(g, by, bytes, &d), 0);
		cycles = drive(g, bx, by, chunks, sms, slots, work, &events);
		gp_gmmu_stats(g, &st);
		gp_gmmu_free(g);

		memset(&w, 0, sizeof(w));
		w.n_arrays = 2;
		for (int i = 0; i < 2; i++) {
			w.arrays[i].bytes = bytes;
			w.arrays[i].elem_bytes = 4;
		}
		w.passes = 1;
		w.kernel_s = (double)free_cycles / 1253e6;
		w.resident_threads = sms * slots * 32;
		assert_int_equal(gp_uvm_model_run(&uc, &w, &r, &d), 0);

		double engine_s = (double)cycles / 1253e6;
		print_message("%-9s engine %8llu faults %9.4f ms | model %8llu faults %9.4f ms (%+.1f%%)\n",
			      gp_uvm_prefetcher_name((enum gp_uvm_prefetcher)pf),
			      (unsigned long long)st.uvm.faults, engine_s * 1e3,
			      (unsigned long long)r.stats.faults, r.time_s * 1e3,
			      100 * (r.time_s / engine_s - 1));
		assert_int_equal(st.uvm.faults, r.stats.faults);
		assert_int_equal(st.uvm.migrated_pages, r.stats.migrated_pages);
		tu_assert_rel(r.time_s, engine_s, 0.15);
		t_pf[pf] = engine_s;
	}
	assert_true(t_pf[GP_UVM_PF_TBNP] < t_pf[GP_UVM_PF_SEQLOCAL]);
	assert_true(t_pf[GP_UVM_PF_SEQLOCAL] < t_pf[GP_UVM_PF_RANDOM]);
	assert_true(t_pf[GP_UVM_PF_RANDOM] < t_pf[GP_UVM_PF_NONE]);
	/* fault-bound runs are cheap to simulate: one event per warp, not per cycle */
	assert_true((double)events < 0.01 * (double)(t_pf[GP_UVM_PF_NONE] * 1253e6));
}

/* Light work (~ a DRAM round trip per warp): the faults dominate. */
static void test_streaming_agrees_with_model(void **state)
{
	(void)state;
	streaming(600);
}

/* Heavy work: the kernel alone takes about as long as TBNp's migrations, so the overlap of
 * kernel execution with migrations decides the total. */
static void test_streaming_overlap_agrees(void **state)
{
	(void)state;
	streaming(60000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tlb_walk_fault),
		cmocka_unit_test(test_streaming_agrees_with_model),
		cmocka_unit_test(test_streaming_overlap_agrees),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
