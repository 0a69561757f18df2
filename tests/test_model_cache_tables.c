/* test_model_cache_tables.c - gpu-benches' gpu-cache and gpu-l2-cache kernels as the hand
 * descriptors of tests/cachecase.h (make validate's cache and l2cache groups): their bytes
 * from the kernels' sources, the hit rates the hierarchy model gives them on either side of
 * V100's L1 and L2, and the plateaus that must sit at the device ceilings the tables gave.
 * The facts are derived by hand below; the measured rows are read only to check the table
 * format and skip without ../shared/data. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "testutil.h"
#include "cachecase.h"

/* gpu-cache (l2 = 0) or gpu-l2-cache (1) over kb kB on the device file dev_path, the default
 * combination of bounds; dev (if not NULL) gets the device. Returns the GB/s. */
static double predict_on(const char *dev_path, int l2, double kb, struct gp_estimate *e,
			 struct gp_device *dev)
{
	struct gp_device own;
	struct gp_diag d;
	double gbps = 0;
	if (!dev)
		dev = &own;
	tu_device_benched(dev_path, dev);
	assert_int_equal(cc_predict(dev, l2, kb, GP_COMBINE_DEFAULT, &gbps, e, &d), 0);
	return gbps;
}

/* The Eff. bw of a table's rows with data sets in [kb_lo, kb_hi] into v (at most cap), their
 * count; the test skips without ../shared/data. */
static int table_rows(const char *file, int l2, double kb_lo, double kb_hi, double *v, int cap)
{
	const char *p = tu_shared_path(file);
	double kb, gbps;
	char line[512];
	int n = 0;
	FILE *f = p ? fopen(p, "r") : NULL;
	if (!f) {
		tu_skip_why("../shared/data not found");
		skip();
	}
	while (fgets(line, sizeof(line), f))
		if (cc_row(line, l2, &kb, &gbps) && kb >= kb_lo && kb <= kb_hi && n < cap)
			v[n++] = gbps;
	fclose(f);
	return n;
}

/* gpu-cache on v100 (80 SMs) over kb kB of doubles */
static double cache_v100(double kb, struct gp_estimate *e)
{
	return predict_on("devices/v100.json", 0, kb, e, NULL);
}

/* A warp's bytes: gpu-cache's thread t loads B[t + 256 i] (8 bytes), so a warp's request is
 * 32 consecutive doubles, 256 bytes in 8 sectors, N / 256 of them a pass. 2 kB (N = 256):
 * one load a pass, and the descriptor runs max(16, 4096 / 1) = 4096 of the 390627 passes
 * (cachecase.h): 4096 x 256 = 1048576 bytes a warp. 16 kB (N = 2048): 8 loads a pass,
 * 512 passes (4096 / 8), the same 4096 loads. gpu-l2-cache: 64 loads of 8 bytes a thread,
 * 64 x 256 = 16384 bytes a warp, 512 kB a block of 32 warps. */
static void test_bytes(void **state)
{
	struct gp_estimate e = { 0 };
	(void)state;
	assert_true(cc_cache_iters(256) == 390627);
	assert_true(cc_cache_loads(256) == 4096);
	assert_true(cc_cache_loads(2048) == 4096);
	cache_v100(2, &e);
	assert_float_equal(e.counts.gmem_bytes, 1048576, 1e-6);
	assert_float_equal(e.counts.ins[GP_UNIT_LSU], 4096, 1e-9);
	/* the launch: one block of 8 warps on each of the 80 SMs */
	assert_float_equal(e.warps_launched, 640, 0);
	predict_on("devices/h200.json", 1, 20480, &e, NULL);
	assert_float_equal(e.counts.gmem_bytes, 16384, 1e-6);
	assert_float_equal(e.warps_launched * 16384, CC_L2_GRID * CC_L2_SLICE_BYTES, 1e-3);
	assert_float_equal(CC_L2_SLICE_BYTES, 512 * 1024, 0);
}

/* The gpu-l2-cache descriptor's footprint as the parser reads it: blockRun = 40 slices of
 * 512 kB (the data set), each read by 100000 / 40 = 2500 blocks, blockRun apart. */
static void test_l2_footprint(void **state)
{
	static char text[32768];
	struct gp_kernel k;
	struct gp_diag d;
	(void)state;
	assert_int_equal(cc_l2_text(text, sizeof(text), 40), 0);
	gp_kernel_init(&k);
	assert_int_equal(gp_kernel_parse(text, strlen(text), "l2", &k, &d), 0);
	assert_non_null(k.memory);
	assert_int_equal(k.memory->nfoot, 1);
	assert_float_equal(k.memory->foot[0].bytes, 40 * 524288.0, 0);
	assert_float_equal(k.memory->foot[0].block_bytes / k.memory->foot[0].bytes, 2500, 1e-9);
	assert_float_equal(k.memory->foot[0].share_stride_blocks, 40, 0);
	gp_kernel_release(&k);
}

/* V100's L1: 128 KB a SM with no shared memory carved out (the kernel has none), and every
 * SM reads the whole buffer. 60 kB fits: only the first pass misses, 30 loads a pass over
 * max(16, ceil(4096 / 30)) = 137 passes, so h1 >= 136 / 137 = 0.9927. 148 kB does not fit,
 * and no block finds another's sectors in its SM's L1 (the launch is one wave, dealt one
 * block to each of the 80 SMs; memhier.c), but the 4 schedulers run one warp each ahead (memhier.c,
 * greedy_group_hits): g = 8 / 4 = 2 warps a scheduler, the group's 148 / 2 = 74 kB times
 * 1 + rho fits what the warps' outstanding loads (8 a warp, CC_WINDOW, of 256 bytes: 16 kB)
 * leave of 128 kB, so a warp's own reuse (all but the first of the 56 passes) hits 1 - rho / 2,
 * rho = the L2 ceiling's share, 2440 GB/s over 80 SMs at the benched 1380 MHz, over 128 bytes
 * a cycle (0.1727): h1 = 55 / 56 x 0.9136 = 0.8973 (the table's L2-read column: 92%). At
 * 204 kB the group's 102 kB x 1.1727 = 119.6 kB passes the 112 kB: no hit (the table: 67%). */
static void test_l1_edge(void **state)
{
	struct gp_estimate e = { 0 };
	struct gp_device dev;
	double rho;
	(void)state;
	cache_v100(60, &e);
	assert_true(e.hier.l1_hit_rate >= 0.9927 - 1e-4);
	predict_on("devices/v100.json", 0, 148, &e, &dev);
	tu_assert_rel(e.hier.warp_inflight_bytes, CC_WINDOW * 256.0, 0.02);
	rho = dev.l2_bw_gbps * 1e3 / (dev.sms * dev.sm_clock_mhz) / 128;
	tu_assert_rel(rho, 0.17266, 1e-4);
	tu_assert_rel(e.hier.l1_hit_rate, 55.0 / 56 * (1 - rho / 2), 1e-9);
	assert_true(cc_cache_loads(148 * 1024 / 8) == 56 * 74);
	assert_true(e.hier.l1_stall_cycles > 0);
	cache_v100(204, &e);
	assert_float_equal(e.hier.l1_hit_rate, 0, 1e-12);
	assert_float_equal(e.hier.l1_stall_cycles, 0, 0);
}

/* The same law on A100 80 GB and H100 PCIe, where the driver's carve-out leaves 160 and 224 kB
 * of L1 (occupancy.h) and the held-back warps' L2 rate is the smaller of the ceiling's share
 * (A100: 5400 GB/s / 108 SMs / 1410 MHz = 35.46 bytes a cycle) and what their outstanding
 * loads bring in an L2 latency (H100: 4 warps x 2 kB / 265 cycles = 30.7, under 6950 / 114 /
 * 1755 = 34.7). A100 204 kB: 102 kB x 1.277 = 130.3 fits 160 - 16 = 144; its own reuse
 * (all but the first pass: own_share) hits 1 - 0.277 / 2; 236 kB: 118 x 1.277 = 150.7 does
 * not (the table: 84% and 1% of loads hit). H100 328 kB: 164 x 1.240 = 203 fits 208 (85% measured); 384 kB:
 * 192 x 1.240 = 238 does not (the table's rate is the L2's there). The estimate's rate is the
 * hits at the L1's and the misses at the L2's one after the other: within 10% of the rows. */
static double own_share(double kb)
{
	double n = kb * 1024 / 8;
	return 1 - n / CC_CACHE_BLOCK / cc_cache_loads(n);
}

static void test_l1_greedy(void **state)
{
	struct gp_estimate e = { 0 };
	struct gp_device dev;
	double rho, gbps;
	(void)state;
	gbps = predict_on("devices/a100-80.json", 0, 204, &e, &dev);
	rho = dev.l2_bw_gbps * 1e3 / (dev.sms * dev.sm_clock_mhz) / 128;
	tu_assert_rel(e.hier.l1_hit_rate, own_share(204) * (1 - rho / 2), 1e-9);
	assert_true(fabs(gbps / 13549.4 - 1) < 0.10);
	predict_on("devices/a100-80.json", 0, 236, &e, NULL);
	assert_float_equal(e.hier.l1_hit_rate, 0, 1e-12);
	gbps = predict_on("devices/h100-pcie.json", 0, 328, &e, &dev);
	rho = 4 * e.hier.warp_inflight_bytes / dev.lat_mem[GP_MEM_L2] / 128;
	assert_true(rho < dev.l2_bw_gbps * 1e3 / (dev.sms * dev.sm_clock_mhz) / 128);
	tu_assert_rel(e.hier.l1_hit_rate, own_share(328) * (1 - rho / 2), 1e-9);
	assert_true(fabs(gbps / 15822.0 - 1) < 0.10);
	predict_on("devices/h100-pcie.json", 0, 384, &e, NULL);
	assert_float_equal(e.hier.l1_hit_rate, 0, 1e-12);
}

/* Between L1 and L2 (1000 kB on V100) the SMs stream from the L2 at its ceiling: the L2
 * bytes over the kernel's time are memory.l2_bw_gbps (2440, the plateau of this table the
 * device file cites), never above it and within 5% under it (the closed network's queues,
 * estimate.c closed_rate, keep 8 warps an SM a little below the corner: within 0.01% of it
 * at 1380 MHz now that they are solved exactly). Beyond the 6 MB L2 (20000 kB) the 80 SMs re-read the
 * buffer in lockstep: of a pass's L1 misses only the first of the 80 SMs' of each sector comes
 * a whole buffer after its last use: with the first pass's compulsory misses, 16 of the 16 x
 * 80 buffer reads, 1/80 (the table's DRAM read is 29 of 2330 GB/s, 1/80.3), and the L2 stays
 * the bound: the same ceiling. */
static void test_l2_plateau(void **state)
{
	struct gp_estimate e = { 0 };
	struct gp_device dev;
	(void)state;
	tu_device_benched("devices/v100.json", &dev);
	cache_v100(1000, &e);
	assert_true(e.l2_bytes / e.kernel_s / 1e9 <= dev.l2_bw_gbps * (1 + 1e-9));
	assert_true(e.l2_bytes / e.kernel_s / 1e9 > 0.95 * dev.l2_bw_gbps);
	assert_int_equal(e.limiter_bound, GP_BOUND_L2);
	cache_v100(20000, &e);
	tu_assert_rel(e.hier.dram_read_bytes, e.l2_bytes / 80, 1e-9);
	assert_int_equal(e.limiter_bound, GP_BOUND_L2);
	assert_true(e.l2_bytes / e.kernel_s / 1e9 > 0.95 * dev.l2_bw_gbps);
}

/* gpu-l2-cache on H200 past its 50 MB L2 (4881920 kB: 9535 slices): each block reads its
 * 512 kB once and the slices come back a whole data set later, so every byte is a DRAM
 * read and the rate is the read-only DRAM ceiling (drammix: memory.dram_read_sustained_gbps
 * where the device has it, else sustained_gbps: h200's is 3888.5, the plateau of these
 * rows). */
static void test_l2cache_dram(void **state)
{
	struct gp_estimate e = { 0 };
	struct gp_device dev;
	double gbps;
	(void)state;
	gbps = predict_on("devices/h200.json", 1, 4881920, &e, &dev);
	assert_true(e.hier.dram_read_bytes > 0.99 * e.l2_bytes);
	assert_true(fabs(gbps - e.dram_gbps_ceiling) < 0.02 * e.dram_gbps_ceiling);
	tu_assert_rel(e.dram_gbps_ceiling, dev.dram_read_sustained_gbps, 1e-9);
}

/* The probability that a line is still in an LRU L2 of cap bytes in ways-way sets its hash
 * fills at random, d bytes of other lines after its last use: its set got fewer than ways
 * of them, a Poisson count of mean ways x d / cap (memhier.c set_fit). */
#define M_PI_VALUE 3.14159265358979323846

static double set_hit(double ways, double cap, double d)
{
	double lambda = ways * d / cap, term = exp(-lambda), sum = term;
	for (int n = 1; n < (int)ways; n++) {
		term *= lambda / n;
		sum += term;
	}
	return sum;
}

/* The probability a slice's next reader, blockRun = r blocks later in a launch of w-block
 * waves, finds it in cap bytes of ways-way sets (memhier.c staggered_fit): the Beta(r, w - r +
 * 1) span of the launches, normal, in lifetimes of w x 512 kB, the distance at most the
 * data set r x 512 kB; the mean of set_hit over it, by Simpson's rule on +-8 deviations
 * (the model takes five Gauss-Hermite nodes). */
static double stagger_hit(double r, double w, double ways, double cap)
{
	double mu = r / (w + 1), sd = sqrt(r * (w - r + 1) / ((w + 1) * (w + 1) * (w + 2)));
	double sum = 0, step = 16.0 / 2000;
	for (int i = 0; i <= 2000; i++) {
		double z = -8 + i * step, span = fmax(0, mu + sd * z);
		double f = exp(-z * z / 2) / sqrt(2 * M_PI_VALUE) *
			   set_hit(ways, cap, fmin(r, span * w) * 524288);
		sum += f * (i == 0 || i == 2000 ? 1 : i % 2 ? 4 : 2);
	}
	return sum * step / 3;
}

/* gpu-l2-cache on A100 80 GB (L2 40 MiB in two sections of 20 MiB, 16 ways: Accel-Sim's
 * SM80_A100 geometry; 216 blocks a wave) across its L2: 100000 blocks in 463 waves, so the
 * blocks in flight are spread over a block's lifetime and the next reader of a slice,
 * blockRun blocks later, meets it about a whole data set (blockRun x 512 kB) later (memhier.c).
 * A re-read hits with stagger_hit: 15360 kB (30 slices) 0.9997; 30720 kB (60 slices, 30 MiB)
 * 0.876, the sets' conflicts, though the data fit the L2 (the table's rate: 0.83); past one
 * section the near copy is mostly gone (stagger_hit(60, 216, 16, 20 MiB) = 0.065) and of the
 * rest of the hits half are far (a line has a copy by each section's readers). 44032 kB (86
 * slices, 43 MiB) 0.412 (the table's rate: 0.30). */
static void test_l2cache_stagger(void **state)
{
	const char *a100 = "devices/a100-80.json";
	struct gp_estimate e = { 0 };
	double h, hn, reuse;
	(void)state;
	predict_on(a100, 1, 15360, &e, NULL);
	h = stagger_hit(30, 216, 16, 41943040);
	assert_true(h > 0.999 && h < 1);
	reuse = e.l2_bytes - 30 * 524288.0;
	tu_assert_rel(e.hier.dram_read_bytes - 30 * 524288.0, reuse * (1 - h), 0.05);
	predict_on(a100, 1, 30720, &e, NULL);
	h = stagger_hit(60, 216, 16, 41943040);
	hn = stagger_hit(60, 216, 16, 20971520);
	assert_true(fabs(h - 0.876) < 0.001 && fabs(hn - 0.065) < 0.001);
	reuse = e.l2_bytes - 60 * 524288.0;
	tu_assert_rel(e.hier.dram_read_bytes - 60 * 524288.0, reuse * (1 - h), 1e-2);
	tu_assert_rel(e.hier.l2_far_share, (h - hn) / 2 / h, 1e-3);
	assert_int_equal(e.limiter_bound, GP_BOUND_L2);
	predict_on(a100, 1, 44032, &e, NULL);
	h = stagger_hit(86, 216, 16, 41943040);
	assert_true(fabs(h - 0.412) < 0.001);
	reuse = e.l2_bytes - 86 * 524288.0;
	tu_assert_rel(e.hier.dram_read_bytes - 86 * 524288.0, reuse * (1 - h), 1e-3);
	assert_true(e.l2_bytes > 0.99 * CC_L2_GRID * CC_L2_SLICE_BYTES);
	assert_int_equal(e.limiter_bound, GP_BOUND_DRAM);
}

/* Across the capacity the hits and the misses take the L2 and the DRAM one after the other
 * (estimate.c l2_serial_cpw): the Eff. bw is l2_bytes over (hit bytes at memory.l2_bw_gbps
 * + DRAM reads at the read ceiling), not the slower of the two alone, which would keep the
 * L2's 5400 GB/s to 40448 kB (0.54 hits: 0.46 x 5400 = 2480 GB/s of DRAM reads, over its
 * 1739). The table: A100 80 GB 3999.5 GB/s at 30720 kB and 2462.0 at 40448; H100 PCIe (40
 * ways, Accel-Sim's SM90_H100) 3452.7 at 48128 kB. */
static void test_l2cache_serial(void **state)
{
	static const struct {
		const char *dev;
		double kb, measured, tol;
	} rows[] = {
		{ "devices/a100-80.json", 30720, 3999.5, 0.08 },
		{ "devices/a100-80.json", 40448, 2462.0, 0.14 },
		{ "devices/h100-pcie.json", 48128, 3452.7, 0.15 },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct gp_estimate e = { 0 };
		struct gp_device dev;
		double gbps = predict_on(rows[i].dev, 1, rows[i].kb, &e, &dev), serial_s;
		serial_s = e.hier.l2_hit_bytes / (dev.l2_bw_gbps * 1e9) +
			   e.hier.dram_read_bytes / (e.dram_gbps_ceiling * 1e9);
		/* the ceiling binds: the time is the sum, but for the pipeline's fill; the
		 * launch is at a ceiling, not latency-bound */
		tu_assert_rel(e.kernel_s, serial_s, 0.01);
		assert_int_equal(e.regime, GP_REGIME_THROUGHPUT);
		assert_true(gbps < 0.8 * dev.l2_bw_gbps);
		assert_true(fabs(gbps - rows[i].measured) < rows[i].tol * rows[i].measured);
	}
}

/* gpu-cache on A100 80 GB past one L2 section (20 MiB of its 2 x 20 MiB): 26632 kB, f bytes,
 * 16 passes of 108 SMs, one block each, all in one wave (memhier.c). Each warp's own reuse
 * (15 passes, 1620 f) leaves the L1 (f > 192 KB); of it the first of the 108 SMs that meet a
 * sector together finds it a pass later, the rest at the same step; the first pass's 107 f
 * re-reads meet it in the L2 at the same step. Those lockstep L2 hits, 1620 x 107/108 f +
 * 107 f = 1712 f of the 1728 f the L1 misses, have one copy (l2_one_copy_bytes) and take
 * the L2 twice the time: the L2 bound carries l2_bytes + one-copy bytes at
 * memory.l2_bw_gbps, half its rate. 19456 kB fits one section: no one-copy bytes. */
static void test_one_copy(void **state)
{
	struct gp_estimate e = { 0 };
	struct gp_device dev;
	double f = 26632 * 1024.0, rate;
	(void)state;
	predict_on("devices/a100-80.json", 0, 19456, &e, NULL);
	assert_float_equal(e.hier.l2_one_copy_bytes, 0, 0);
	predict_on("devices/a100-80.json", 0, 26632, &e, &dev);
	tu_assert_rel(e.l2_bytes, 1728 * f, 1e-9);
	tu_assert_rel(e.hier.l2_one_copy_bytes, 1712 * f, 1e-9);
	assert_int_equal(e.limiter_bound, GP_BOUND_L2);
	rate = (e.l2_bytes + e.hier.l2_one_copy_bytes) / e.kernel_s / 1e9;
	assert_true(rate <= dev.l2_bw_gbps * (1 + 1e-9) && rate > 0.95 * dev.l2_bw_gbps);
}

/* Within one section (4044 kB on A100 80 GB, 16 passes as at 26632 kB in test_one_copy) the
 * same 1712 f of the 1728 f the L1 misses are lockstep hits, with no one-copy bytes: every
 * SM reads the sector at the same step. They take the L2 at memory.l2_lockstep_gbps (4600
 * GB/s, the table's own median below), the rest at memory.l2_bw_gbps (5400): the L2 bound
 * carries l2_bytes + (5400 / 4600 - 1) x 1712 f at 5400 GB/s. That is 4597 GB/s of Eff. bw
 * for the table's 4392 (+4.6%; at the ceiling of different slices, 5358, it was +22%).
 * H100 PCIe's lockstep rate is above its ceiling (the L2 Request Coalescer): a cost under 1.
 * A device without the figure charges lockstep hits like the others (cost 1: h100-sxm), and
 * so does v100, whose two figures are one (its ceiling is this table's plateau itself). */
static void test_lockstep(void **state)
{
	struct gp_estimate e = { 0 };
	struct gp_device dev, h100, v100, sxm;
	double f = 4044 * 1024.0, rate, cost;
	(void)state;
	predict_on("devices/a100-80.json", 0, 4044, &e, &dev);
	cost = gp_device_l2_lockstep_cost(&dev);
	tu_assert_rel(cost, 5400 / 4600.0, 1e-12);
	tu_assert_rel(e.l2_bytes, 1728 * f, 1e-9);
	tu_assert_rel(e.hier.l2_lockstep_bytes, 1712 * f, 1e-9);
	assert_float_equal(e.hier.l2_one_copy_bytes, 0, 0);
	assert_int_equal(e.limiter_bound, GP_BOUND_L2);
	rate = (e.l2_bytes + (cost - 1) * e.hier.l2_lockstep_bytes) / e.kernel_s / 1e9;
	assert_true(rate <= dev.l2_bw_gbps * (1 + 1e-9) && rate > 0.95 * dev.l2_bw_gbps);
	assert_true(fabs(cc_cache_loads(4044 * 128.0) * 256 * 8 * 108 / e.kernel_s / 1e9 / 4392.2 - 1) <
		    0.05);
	tu_device("devices/h100-pcie.json", &h100);
	tu_assert_rel(gp_device_l2_lockstep_cost(&h100), 6950 / 8259.0, 1e-12);
	tu_device("devices/v100.json", &v100);
	assert_float_equal(v100.l2_lockstep_gbps, v100.l2_bw_gbps, 0);
	assert_float_equal(gp_device_l2_lockstep_cost(&v100), 1, 0);
	tu_device("devices/h100-sxm.json", &sxm);
	assert_float_equal(sxm.l2_lockstep_gbps, 0, 0);
	assert_true(sxm.l2_bw_gbps > 0);
	assert_float_equal(gp_device_l2_lockstep_cost(&sxm), 1, 0);
}

/* The lockstep rates are the medians of the gpu-cache rows the device files cite: past the
 * L1 and within one L2 section, 236-19456 kB on A100 80 GB (28 rows), 384-22764 kB on H100
 * PCIe (26 rows). */
static void test_lockstep_rates(void **state)
{
	static const struct {
		const char *dev, *file;
		double kb_lo, kb_hi;
		int rows;
	} c[] = {
		{ "devices/a100-80.json", CC_DIR "gpu-cache_a100_80.txt", 236, 19456, 28 },
		{ "devices/h100-pcie.json", CC_DIR "gpu-cache_h100_pcie.txt", 384, 22764, 26 },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct gp_device dev;
		double v[64];
		int n = table_rows(c[i].file, 0, c[i].kb_lo, c[i].kb_hi, v, 64);
		assert_int_equal(n, c[i].rows);
		tu_device(c[i].dev, &dev);
		assert_true(fabs(dev.l2_lockstep_gbps - tu_median(v, (size_t)n)) < 0.5);
	}
}

/* gpu-l2-cache on A100 80 GB at 1536 kB: blockRun 3, so k = 100000 / 3 blocks read each
 * slice, kw = 216 / 3 = 72 of them in flight, on d = 108 (1 - (107/108)^72) = 52.7 SMs (a
 * launch of many waves: where blocks end). Of a slice's k - 1 re-reads, (k - groups) / (k - 1)
 * are within a group (groups = k / kw), and (kw - d) / (kw - 1) of those by a block whose SM
 * holds another reader. That reader started a uniform fraction of a block's lifetime before,
 * while the SM read that fraction of its two blocks' 1 MiB: it is within the L1 (192 KB less
 * the driver's 32 KB carve-out, the 1 KB reserved for each of the 32 blocks an SM can hold:
 * 163840 bytes, occupancy.h) for 163840 / 1048576 = 16% of them. With the readers at the
 * same step all of them hit, and the model gave +70%. */
static void test_l2cache_coresident(void **state)
{
	struct gp_estimate e = { 0 };
	double k = 100000 / 3.0, kw = 72, d = 108 * (1 - pow(107 / 108.0, 72));
	double ld = 100000 * 524288.0, after = ld - 3 * 524288.0;
	double within = after * (k - k / kw) / (k - 1);
	(void)state;
	predict_on("devices/a100-80.json", 1, 1536, &e, NULL);
	tu_assert_rel(e.hier.l1_hit_rate * ld,
		      within * (kw - d) / (kw - 1) * 163840 / 1048576, 1e-9);
}

/* gpu-l2-cache on H200 (50 MiB L2, 264 blocks a wave) at 52736 kB, 103 slices: 1.03 times the
 * L2. The 264 slots start their blocks at phases spread over a block's lifetime T, so blocks
 * 103 apart start a Beta(103, 162) fraction of T apart, mean 103/265, variance
 * 103 x 162 / (265^2 x 266); the 264 blocks read 264 x 512 kB in T, and a slice's next reader
 * finds it in the L2 (40 ways: Accel-Sim's SM90_H100 geometry) with set_hit at that span x
 * 264 x 512 kB: 0.487 over the span's spread. Every re-read that reaches the L2 hits with
 * that probability, all of them past one 25 MiB section (far: half the hits). A fixed
 * distance of 103 slices, over the L2, missed them all (-40.6% against the table). */
static void test_l2cache_spread(void **state)
{
	struct gp_estimate e = { 0 };
	double h = stagger_hit(103, 264, 40, 52428800);
	(void)state;
	assert_true(fabs(h - 0.487) < 0.001);
	predict_on("devices/h200.json", 1, 52736, &e, NULL);
	tu_assert_rel(e.hier.l2_hit_rate * e.l2_bytes, (e.l2_bytes - 103 * 524288.0) * h, 1e-3);
	assert_float_equal(e.hier.l2_far_share, 0.5, 1e-4);
}

/* The tables parse as validate_model reads them: v100's first gpu-cache row and h200's
 * first gpu-l2-cache row (the files' own numbers). */
static void test_rows(void **state)
{
	const char *p1 = tu_shared_path(CC_DIR "gpu-cache_v100.txt");
	const char *p2;
	char line[512];
	double kb, gbps;
	FILE *f;
	(void)state;
	if (!p1 || !(f = fopen(p1, "r"))) {
		tu_skip_why("../shared/data not found");
		skip();
	}
	assert_non_null(fgets(line, sizeof(line), f));
	assert_false(cc_row(line, 0, &kb, &gbps));
	assert_non_null(fgets(line, sizeof(line), f));
	assert_true(cc_row(line, 0, &kb, &gbps));
	assert_float_equal(kb, 2, 0);
	assert_float_equal(gbps, 13646.3, 1e-9);
	fclose(f);
	p2 = tu_shared_path(CC_DIR "gpu-l2-cache_h200.txt");
	assert_non_null(p2);
	assert_non_null(f = fopen(p2, "r"));
	assert_non_null(fgets(line, sizeof(line), f));
	assert_non_null(fgets(line, sizeof(line), f));
	assert_true(cc_row(line, 1, &kb, &gbps));
	assert_float_equal(kb, 1536, 0);
	assert_float_equal(gbps, 13526.6, 1e-9);
	fclose(f);
}

/* H100 PCIe's and H200's read-only DRAM ceilings are the medians of their gpu-l2-cache
 * rows on the DRAM plateau (the device files' sources): 100 MB to 1.5 GB on H100 PCIe (30
 * rows; past it the rate falls), 100 MB to 4.9 GB on H200 (42 rows). */
static void test_read_ceilings(void **state)
{
	static const struct {
		const char *dev, *file;
		double kb_hi;
		int rows;
	} c[] = {
		{ "devices/h100-pcie.json", CC_DIR "gpu-l2-cache_h100_pcie.txt", 1556992, 30 },
		{ "devices/h200.json", CC_DIR "gpu-l2-cache_h200.txt", 1e12, 42 },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct gp_device dev;
		double v[64], median;
		int n = table_rows(c[i].file, 1, 100352, c[i].kb_hi, v, 64);
		assert_int_equal(n, c[i].rows);
		median = tu_median(v, (size_t)n);
		assert_true(v[n - 1] - v[0] < 0.005 * v[0]);   /* a plateau (v is sorted) */
		tu_device(c[i].dev, &dev);
		tu_assert_rel(dev.dram_read_sustained_gbps, median, 1e-12);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bytes),
		cmocka_unit_test(test_l2_footprint),
		cmocka_unit_test(test_l1_edge),
		cmocka_unit_test(test_l1_greedy),
		cmocka_unit_test(test_l2_plateau),
		cmocka_unit_test(test_l2cache_dram),
		cmocka_unit_test(test_l2cache_stagger),
		cmocka_unit_test(test_l2cache_serial),
		cmocka_unit_test(test_one_copy),
		cmocka_unit_test(test_lockstep),
		cmocka_unit_test(test_lockstep_rates),
		cmocka_unit_test(test_l2cache_coresident),
		cmocka_unit_test(test_l2cache_spread),
		cmocka_unit_test(test_rows),
		cmocka_unit_test(test_read_ceilings),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
