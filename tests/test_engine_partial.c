/* test_engine_partial.c - the engine's partial-sector stores: which sectors a store writes only
 * in part (en_mem_coalesce_partial), and the memory channels' partial-write stage they pass, by hand. */
#include "testutil.h"
#include "gpuperf/engine.h"
#include "gpuperf/traceg.h"
#include "engine_int.h"

/*
 * devices/v100.json: 80 SMs at 1530 MHz, 900 GB/s over 32 channels, ECC on. Restated here so
 * that a changed device file shows up as a failure instead of moving the expected values
 * with it. A channel moves 900e9 / 32 / 1.53e9 = 18.382 bytes a SM cycle at its peak, so its
 * partial-write stage takes a sector written only in part for 64 / 18.382 = 3.4816 cycles
 * with ECC (a read-modify-write: gp_device_partial_write_bytes 64) and 1.7408 without (32);
 * the 32 stages together take 64 B x 1.53e9 / 900e9 = 0.10880 cycles a partial sector.
 */
#define SMS 80
#define CLOCK_HZ 1530e6
#define DRAM_BPS 900e9
#define CHANNELS 32

/* The launch: blocks of 256 threads at 8 registers, 8 blocks (2048 threads) an SM, so 640
 * resident; each thread stores one float. */
#define BLOCK 256
#define RESIDENT 640

static struct gp_device v100;

static int setup(void **state)
{
	(void)state;
	if (tu_device_load("devices/v100.json", &v100) < 0)
		return -1;
	if (v100.sms != SMS || v100.sm_clock_mhz != CLOCK_HZ / 1e6 || v100.dram_bw_gbps != DRAM_BPS / 1e9 ||
	    v100.dram_channels != CHANNELS || !v100.dram_ecc || v100.max_threads_per_sm != 2048) {
		fprintf(stderr, "devices/v100.json changed: the hand figures below need redoing\n");
		return -1;
	}
	return 0;
}

/* GPU-wide SM cycles of one partial sector through the partial-write stages */
static double partial_cycles(int ecc)
{
	return (ecc ? 64.0 : 32.0) * CLOCK_HZ / DRAM_BPS;
}

/* ==== Which sectors a store writes in part ==== */

/* en_mem_coalesce_partial's lines in *nl (as en_mem_coalesce's), their partial sectors
 * in partial[]; returns the sectors written in part. */
static int partial_of(const uint64_t *addr, int n, int width, uint8_t *partial, int *nl)
{
	uint64_t lines[64], lines0[64];
	uint8_t masks[64], masks0[64];
	int total = 0;
	*nl = en_mem_coalesce_partial(addr, n, width, lines, masks, partial);
	assert_int_equal(en_mem_coalesce(addr, n, width, lines0, masks0), *nl);
	assert_memory_equal(lines, lines0, sizeof(lines[0]) * (size_t)*nl);
	assert_memory_equal(masks, masks0, (size_t)*nl);
	for (int j = 0; j < *nl; j++)
		total += partial[j];
	return total;
}

/*
 * Lane addresses by hand (base 0x1000, a line boundary): the byte ranges each lane writes,
 * ORed per sector; a sector is partial when fewer than its 32 bytes are covered.
 */
static void test_partial_sectors_by_hand(void **state)
{
	uint64_t a[32];
	uint8_t p[64];
	int nl;
	(void)state;
	/* coalesced 4-byte stores, one aligned line: none */
	for (int l = 0; l < 32; l++)
		a[l] = 0x1000 + 4 * (uint64_t)l;
	assert_int_equal(partial_of(a, 32, 4, p, &nl), 0);
	assert_int_equal(nl, 1);
	/* shifted by one float: bytes 4..131, sectors 0..4 of two lines; the first (4..31) and
	 * the last (128..131) in part */
	for (int l = 0; l < 32; l++)
		a[l] = 0x1004 + 4 * (uint64_t)l;
	assert_int_equal(partial_of(a, 32, 4, p, &nl), 2);
	assert_int_equal(nl, 2);
	assert_int_equal(p[0], 1);
	assert_int_equal(p[1], 1);
	/* its first 16 lanes, bytes 4..67: sectors 0 and 2 in part, 1 whole */
	assert_int_equal(partial_of(a, 16, 4, p, &nl), 2);
	/* 16 lanes from the line's start, bytes 0..63: two whole sectors */
	for (int l = 0; l < 16; l++)
		a[l] = 0x1000 + 4 * (uint64_t)l;
	assert_int_equal(partial_of(a, 16, 4, p, &nl), 0);
	/* one lane, 4 bytes: its sector in part */
	assert_int_equal(partial_of(a, 1, 4, p, &nl), 1);
	/* the same lanes in reverse order (not the contiguous path): still whole */
	for (int l = 0; l < 32; l++)
		a[l] = 0x1000 + 4 * (uint64_t)(31 - l);
	assert_int_equal(partial_of(a, 32, 4, p, &nl), 0);
	/* the naive transpose's store: 32 B apart, every lane its own sector, 4 of 32 bytes:
	 * 8 lines of 4 partial sectors; 128 B apart: 32 lines of 1 */
	for (int l = 0; l < 32; l++)
		a[l] = 0x1000 + 32 * (uint64_t)l;
	assert_int_equal(partial_of(a, 32, 4, p, &nl), 32);
	assert_int_equal(nl, 8);
	for (int j = 0; j < 8; j++)
		assert_int_equal(p[j], 4);
	for (int l = 0; l < 32; l++)
		a[l] = 0x1000 + 128 * (uint64_t)l;
	assert_int_equal(partial_of(a, 32, 4, p, &nl), 32);
	assert_int_equal(nl, 32);
	/* every lane the same word: one sector, 4 bytes of it */
	for (int l = 0; l < 32; l++)
		a[l] = 0x1000;
	assert_int_equal(partial_of(a, 32, 4, p, &nl), 1);
	/* 8 lanes 16 B apart writing 16 bytes each, every other sector's lanes swapped: whole */
	for (int l = 0; l < 8; l++)
		a[l] = 0x1000 + 16 * (uint64_t)(l ^ 1);
	assert_int_equal(partial_of(a, 8, 16, p, &nl), 0);
	/* an 8-byte lane across a sector boundary (28..35): both sectors in part */
	a[0] = 0x101c;
	assert_int_equal(partial_of(a, 1, 8, p, &nl), 2);
	assert_int_equal(nl, 1);
	assert_int_equal(p[0], 2);
}

/* ==== The partial-write stage ==== */

/*
 * Its time a partial sector, fixed point (1/65536 cycle): 3.4816 x 65536 = 228170.14 with
 * ECC, 1.7408 x 65536 = 114085.07 without, rounded. A device imported from a GPGPU-Sim
 * config (tests/data/accelsim/SM7_QV100.json, store_ack_retire) has none: GPGPU-Sim's L2
 * takes a partial write into its sector's byte mask at no cost, and the imported devices
 * are checked against Accel-Sim's cycles (test_engine_accelsim).
 */
static void test_stage_cost(void **state)
{
	struct gp_device dev = v100, qv100;
	(void)state;
	assert_int_equal(en_dram_partial_write_fp(&v100), 228170);
	dev.dram_ecc = 0;
	assert_int_equal(en_dram_partial_write_fp(&dev), 114085);
	tu_device("tests/data/accelsim/SM7_QV100.json", &qv100);
	assert_true(qv100.store_ack_retire);
	assert_int_equal(en_dram_partial_write_fp(&qv100), 0);
}

/* ==== The partial-write stage: the hand program ==== */

/*
 * One STG.E a thread, then EXIT; out[(tid * stride) mod 1M floats] with the global thread
 * index tid: stride 8 floats (32 B) is the scattered store of the naive transpose (8 lines
 * of 4 partial sectors a warp, 256 partial sectors a block), stride 1 the coalesced one.
 * The 4 MB the stores wrap over stay in V100's 6 MB L2, so no dirty line goes back to DRAM
 * during the run: nothing but the partial-write stage bounds the scattered kernel. Its
 * other servers: each channel's L2 slice takes a sector for 32 B / (2440 GB/s / 32 /
 * 1530 MHz) = 0.64 cycles, 0.020 a sector GPU-wide, a fifth of the stage's 0.109; the LSU's
 * 8 passes a warp on a sub-partition's 8 lanes take 32 cycles, 64 a block on an SM's four,
 * 0.8 cycles a block GPU-wide against the stage's 27.9.
 */
static void store_kernel(struct gp_kernel *k, int stride)
{
	char prog[1024];
	snprintf(prog, sizeof(prog),
		 "{\"instructions\": ["
		 "{\"op\": \"STG.E\", \"class\": \"gst\", \"src\": [\"R2\", \"R0\"], \"pattern\": 0},"
		 "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}],"
		 " \"patterns\": [{\"array\": \"out\", \"elem_bytes\": 4, \"kind\": \"affine\","
		 " \"offset\": 0, \"tid\": %d, \"block\": %d, \"iter\": 0, \"wrap\": true,"
		 " \"footprint_bytes\": 4194304}]}",
		 stride, stride * BLOCK);
	tu_program_kernel(k, "", prog);
}

static uint64_t sim(const struct gp_device *dev, const struct gp_kernel *k, long long grid)
{
	struct gp_launch l = { .grid = grid, .block = BLOCK };
	struct gp_engine_result r;
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_engine_run(dev, k, NULL, &l, NULL, &r, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
	return r.cycles;
}

/* The kernel k over 2 and 6 waves of RESIDENT blocks on dev (*c1, *c2 cycles): the 4 more
 * waves take 4 x RESIDENT blocks at per_block cycles each, to 1% (label names the run). */
static void four_more_waves(const struct gp_device *dev, const struct gp_kernel *k,
			    const char *label, double per_block, uint64_t *c1, uint64_t *c2)
{
	*c1 = sim(dev, k, 2 * RESIDENT);
	*c2 = sim(dev, k, 6 * RESIDENT);
	print_message("%s: %llu and %llu cycles, %.3f a block (by hand %.3f)\n", label,
		      (unsigned long long)*c1, (unsigned long long)*c2,
		      (double)(*c2 - *c1) / (4 * RESIDENT), per_block);
	tu_assert_rel((double)(*c2 - *c1), 4 * RESIDENT * per_block, 0.01);
}

/*
 * The stage's rate. Its queue grows from the start: the SMs issue the stores far faster than
 * the stages take them, and a block's slot frees only once its stores are acknowledged, at
 * the end of their partial-write service. So blocks start at the stages' rate, one block
 * (256 partial sectors) every 256 x 0.10880 = 27.853 cycles with ECC, and 2 x 640 more
 * blocks (4 and 2 waves: 1280 and 3840 blocks) take 2560 x 27.853 = 71303 cycles more
 * (that is 655360 partial writes x 64 B / 900 GB/s = 46.60 us). The run ends once the
 * stages have drained (engine.c finish: a launch is over when its writes are in), so the
 * 3840-block run takes all its blocks through the stage, 3840 x 27.853 = 106956 cycles.
 * Measured: 35760 and 107063, 71303 apart to the cycle, the whole run +0.1% (17968 and 89299
 * while the run ended at the last warp's exit, without the last wave's queued writes). The
 * same kernel took 16701 cycles before the stage (bounded by the L2 slices).
 */
static void test_scattered_stores_ecc(void **state)
{
	struct gp_kernel k;
	uint64_t c1, c2;
	double per_block = BLOCK * partial_cycles(1);
	(void)state;
	store_kernel(&k, 8);
	four_more_waves(&v100, &k, "ECC", per_block, &c1, &c2);
	tu_assert_rel((double)c2, 6 * RESIDENT * per_block, 0.01);
	gp_kernel_release(&k);
}

/*
 * Without ECC a partial sector costs its channel 32 B, not 64: the same launches on the same
 * device but for memory.ecc take half the cycles more, 2560 x 13.926 = 35652 (2.000x fewer
 * than with ECC). The stage still bounds them: the
 * slices take 0.020 cycles a sector GPU-wide against its 0.054.
 */
static void test_scattered_stores_no_ecc(void **state)
{
	struct gp_device dev = v100;
	struct gp_kernel k;
	uint64_t c1, c2, e1, e2;
	double per_block = BLOCK * partial_cycles(0);
	(void)state;
	dev.dram_ecc = 0;
	store_kernel(&k, 8);
	four_more_waves(&dev, &k, "no ECC", per_block, &c1, &c2);
	e1 = sim(&v100, &k, 2 * RESIDENT);
	e2 = sim(&v100, &k, 6 * RESIDENT);
	tu_assert_rel((double)(e2 - e1) / (double)(c2 - c1), 2.0, 0.01);
	gp_kernel_release(&k);
}

/*
 * Coalesced stores write whole sectors: none passes the stage, and the cycles are the
 * engine's before it had one, to the cycle (measured before the change): 7680 blocks on
 * V100, 4740 cycles; the same with ECC off. So are the scattered ones on the imported
 * QV100 (no stage): 1280 blocks, 6542 cycles.
 */
static void test_coalesced_stores_unchanged(void **state)
{
	struct gp_device dev = v100, qv100;
	struct gp_kernel k;
	(void)state;
	dev.dram_ecc = 0;
	store_kernel(&k, 1);
	assert_int_equal(sim(&v100, &k, 12 * RESIDENT), 4740);
	assert_int_equal(sim(&dev, &k, 12 * RESIDENT), 4740);
	gp_kernel_release(&k);
	tu_device("tests/data/accelsim/SM7_QV100.json", &qv100);
	store_kernel(&k, 8);
	assert_int_equal(sim(&qv100, &k, 2 * RESIDENT), 6542);
	gp_kernel_release(&k);
}

/* ==== The same through the trace source ==== */

/* The store kernel as an Accel-Sim trace of blocks blocks: each warp's STG.E at its lanes'
 * addresses (base EN_HEAP_BASE, where the engine places the program's array, stride bytes
 * apart), then EXIT. The caller frees the text. */
static char *store_trace(int blocks, int stride, size_t *len)
{
	size_t cap = (size_t)blocks * (BLOCK / 32) * 120 + 4096, m = 0;
	char *t = malloc(cap);
	assert_non_null(t);
	m += tu_trace_header(t + m, cap - m, "store", blocks, BLOCK, 70);
	for (int b = 0; b < blocks; b++) {
		m += (size_t)snprintf(t + m, cap - m, "#BEGIN_TB\n\nthread block = %d,0,0\n\n", b);
		for (int w = 0; w < BLOCK / 32; w++) {
			unsigned long long tid = (unsigned long long)b * BLOCK + (unsigned)w * 32;
			unsigned long long at = EN_HEAP_BASE + tid * (unsigned)stride % 4194304;
			m += (size_t)snprintf(t + m, cap - m,
					      "warp = %d\ninsts = 2\n"
					      "0010 ffffffff 0 STG.E 2 R2 R0 4 1 0x%llx %d\n"
					      "0020 ffffffff 0 EXIT 0 0\n\n", w, at, stride);
		}
		m += (size_t)snprintf(t + m, cap - m, "#END_TB\n\n");
	}
	*len = m;
	return t;
}

static uint64_t sim_trace(const struct gp_device *dev, int blocks, int stride)
{
	struct gp_trace_kernel t;
	struct gp_engine_result r;
	struct gp_diag d;
	size_t len;
	char *text = store_trace(blocks, stride, &len);
	gp_diag_clear(&d);
	if (gp_trace_kernel_parse(text, len, "store.traceg", &t, &d) < 0 ||
	    gp_engine_run_trace(dev, &t, NULL, &r, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
	gp_trace_kernel_release(&t);
	free(text);
	return r.cycles;
}

/*
 * The traced lanes' addresses take the same path: the scattered trace's 2560 more blocks
 * take 71303 cycles more by hand, as the program's (measured 35760 and 107063, 71303
 * apart); the coalesced trace's 7680 blocks 4740 cycles, as before the stage.
 */
static void test_trace_source(void **state)
{
	uint64_t c1, c2;
	(void)state;
	c1 = sim_trace(&v100, 2 * RESIDENT, 32);
	c2 = sim_trace(&v100, 6 * RESIDENT, 32);
	print_message("trace: %llu and %llu cycles\n", (unsigned long long)c1,
		      (unsigned long long)c2);
	tu_assert_rel((double)(c2 - c1), 4 * RESIDENT * BLOCK * partial_cycles(1), 0.01);
	assert_int_equal(sim_trace(&v100, 12 * RESIDENT, 4), 4740);
}

/*
 * The committed listing of the shared-memory transpose (kernels/sass/transpose.sm_70.sass):
 * its one STG.E writes a warp's 32 consecutive floats, whole sectors, so its traced launch
 * of 512^2 floats takes the cycles it took before the stage: 3120 on V100 (3156 before V100's
 * block replacement was taken at the 1380 MHz its gpu-stream table ran at: 36 cycles less).
 */
static void test_transpose_listing_unchanged(void **state)
{
	static struct tu_run r;
	char dir[64], cmd[160];
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/gp_test_partial_%d", (int)getpid());
	tu_gpuperf(&r, "extract --sass kernels/sass/transpose.sm_70.sass --ptxas "
		   "kernels/sass/transpose.sm_70.ptxas.log --device v100 --grid 16x16 --block 32x32 "
		   "--arg 0=1048576 --arg 1=1048576 --arg 2=512 --arg 3=512 --trace-out %s -o %s.json",
		   dir, dir);
	assert_int_equal(r.status, 0);
	tu_gpuperf(&r, "simulate --device v100 --trace %s/kernelslist.g --json", dir);
	assert_int_equal(r.status, 0);
	assert_true(tu_json_num(r.out, "cycles") == 3120);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s' '%s.json'", dir, dir);
	assert_int_equal(system(cmd), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_partial_sectors_by_hand),
		cmocka_unit_test(test_stage_cost),
		cmocka_unit_test(test_scattered_stores_ecc),
		cmocka_unit_test(test_scattered_stores_no_ecc),
		cmocka_unit_test(test_coalesced_stores_unchanged),
		cmocka_unit_test(test_trace_source),
		cmocka_unit_test(test_transpose_listing_unchanged),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
