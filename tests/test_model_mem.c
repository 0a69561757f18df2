/* test_model_mem.c - the hierarchy model on hand-derived memory profiles (the descriptors in kernels/mem,
 * counted from the sm_70 listings in kernels/sass): sustained bandwidth, coalescing, reuse, bank
 * conflicts, waves and the partial last wave, latencies re-derived for the target. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/estimate.h"
#include "gpuperf/memhier.h"

static const char *const devs[] = { "v100", "a100", "h100-sxm" };

static void est_with(const struct gp_device *dev, const char *kernel, int block, long long grid,
		     enum gp_combine combine, struct gp_estimate *e)
{
	struct gp_kernel k;
	struct gp_launch l = { .grid = grid, .block = block, .combine = combine };
	struct gp_diag d;
	char path[128];
	snprintf(path, sizeof(path), "kernels/mem/%s.json", kernel);
	gp_kernel_init(&k);
	if (gp_kernel_load(path, &k, &d) < 0 || gp_estimate_kernel(dev, &k, NULL, &l, e, &d) < 0) {
		print_error("%s: %s\n", path, d.msg);
		fail();
	}
	assert_int_equal(e->model, GP_MODEL_HIERARCHY);
	assert_true(e->has_profile);
	gp_kernel_release(&k);
}

static void est(const struct gp_device *dev, const char *kernel, int block, long long grid,
		struct gp_estimate *e)
{
	est_with(dev, kernel, block, grid, GP_COMBINE_DEFAULT, e);
}

/* STREAM triad, n = 2^25 floats: 12 bytes a point, all compulsory, DRAM-bound at the
 * sustained bandwidth: V100 814 and A100 1375 GB/s measured (gpu-stream tables), H100 SXM
 * 0.884 x 3350 = 2961 GB/s (no measurement of that part). The default (queueing)
 * combination approaches the ceiling: within 5%; the hard corner reaches it: within 1%
 * (the partial last wave costs at most one wave). The DRAM time is that of the bytes less
 * the stores the write-back L2 still holds at the end: L2 x 4/12 (the stores' share of the
 * footprint), all of it dirty; dram_bytes keeps them (traffic). */
static void test_triad_sustained(void **state)
{
	const double want[] = { 814, 1375, 0.884 * 3350 };
	(void)state;
	for (int i = 0; i < 3; i++) {
		struct gp_device dev;
		struct gp_estimate e;
		tu_device(devs[i], &dev);
		est(&dev, "triad", 256, (1LL << 25) / 256, &e);
		double timed;
		tu_assert_rel(e.dram_bytes, 12.0 * (1 << 25), 1e-12);
		tu_assert_rel(e.hier.dram_deferred_bytes, dev.l2_bytes / 3.0, 1e-12);
		timed = e.dram_bytes - dev.l2_bytes / 3.0;
		assert_int_equal(e.limiter_bound, GP_BOUND_DRAM);
		assert_int_equal(e.regime, GP_REGIME_THROUGHPUT);
		assert_int_equal(e.combine, GP_COMBINE_QUEUE);
		tu_assert_rel(timed / e.kernel_s / 1e9, want[i], 0.05);
		est_with(&dev, "triad", 256, (1LL << 25) / 256, GP_COMBINE_MIN, &e);
		tu_assert_rel(timed / e.kernel_s / 1e9, want[i], 0.01);
	}
}

/*
 * Transposes of 4096 x 4096 floats. Naive: 32x8 blocks, a coalesced load (4 sectors) and a
 * column store (32 sectors, 4 bytes each): L2 sees 128 + 1024 = 1152 bytes a warp, DRAM
 * only the footprint (256), and each of the 32 sectors is written in part: 32 x 64 bytes
 * (ECC) at the channels' peak, V100 900e9 / (80 x 1530e6) = 7.3529 B/clk/SM, 278.53 cycles a
 * warp, the limiter on all three (A100: 2048 / (1555e9 / (108 x 1410e6)) = 200.55; H100 SXM
 * 159.77). Padded 32x33 tile: 256 bytes a warp everywhere, shared
 * conflict-free. V100 by hand: L2 2440e9 / (80 x 1530e6) = 19.935 B/clk/SM; DRAM at the
 * read/write mix (drammix.h) of the padded tile's 128 read and 122 written bytes a warp
 * (250 = 256 less the stores the write-back L2 holds at the end, V100's 6 MiB x 1/2, the
 * stores' share, over 524288 warps): V100's read 866, write 895 and triad 814 GB/s give a
 * turnaround of 3/814 - 2/866 - 1/895 ns per byte of min(R, W), so 250 / (128/866 +
 * 122/895 + 122 x (3/814 - 2/866 - 1/895)) = 791.94 GB/s, 6.4701 B/clk/SM; naive 65536
 * blocks = 102 waves of 640 + 256 blocks (4 per SM, 32 warps): 6560 warps x 1152/19.935;
 * padded 16384 blocks = 102 waves of 160 + 64 blocks on 64 SMs (DRAM shared by 64:
 * x 64/80): 6528 x 250/6.4701 + 32 x 0.8 x 250/6.4701, plus V100's unloaded DRAM latency,
 * 485 cycles, once: the launch's first bytes arrive only after it. The naive kernel: 6560
 * warps x 278.53 cycles; ratio 7.20 (1.494 at the L2 bound, before the partial-sector
 * stores' bound). (The hard corner, MIN; the default queueing form is checked for the
 * limiters and the ordering.)
 */
static void test_transpose(void **state)
{
	(void)state;
	for (int i = 0; i < 3; i++) {
		struct gp_device dev;
		struct gp_estimate nv, pad, tiled;
		tu_device(devs[i], &dev);
		est(&dev, "transpose_naive", 256, 65536, &nv);
		est(&dev, "transpose", 1024, 16384, &pad);
		est(&dev, "transpose_tiled", 1024, 16384, &tiled);
		/* every version moves the same compulsory bytes to DRAM */
		tu_assert_rel(nv.dram_bytes, 2.0 * 4 * 4096 * 4096, 1e-12);
		tu_assert_rel(pad.dram_bytes, nv.dram_bytes, 1e-12);
		tu_assert_rel(nv.l2_bytes, 4.5 * nv.dram_bytes, 1e-12);
		/* the naive one is limited by the scattered stores' partial writes, not by DRAM */
		assert_int_equal(nv.limiter_bound, GP_BOUND_PARTIAL);
		tu_assert_rel(nv.cpw[GP_BOUND_PARTIAL],
			      32 * 64 / (dev.dram_bw_gbps * 1e9 / (dev.sms * dev.sm_clock_mhz * 1e6)), 1e-12);
		assert_int_equal(pad.limiter_bound, GP_BOUND_DRAM);
		assert_true(pad.cpw[GP_BOUND_PARTIAL] == 0);
		assert_true(nv.kernel_s > 2 * pad.kernel_s);
		/* the unpadded tile's 32-way conflict: 32 wavefronts against 1 */
		tu_assert_rel(tiled.cpw[GP_BOUND_SMEM], 32 + 1, 1e-12);
		tu_assert_rel(pad.cpw[GP_BOUND_SMEM], 1 + 1, 1e-12);
		assert_true(tiled.kernel_s >= pad.kernel_s);
		if (i == 0) {
			double turn = 3.0 / 814 - 2.0 / 866 - 1.0 / 895;
			double l2 = 2440e9 / (80 * 1530e6),
			       dr = 250 / (128.0 / 866 + 122.0 / 895 + 122 * turn) * 1e9 / (80 * 1530e6);
			est_with(&dev, "transpose_naive", 256, 65536, GP_COMBINE_MIN, &nv);
			est_with(&dev, "transpose", 1024, 16384, GP_COMBINE_MIN, &pad);
			double pw = 900e9 / (80 * 1530e6);
			double t_nv = 6560 * 2048 / pw, t_pad = 485 + 6528 * 250 / dr + 32 * 0.8 * 250 / dr;
			tu_assert_rel(2048 / pw, 278.53, 1e-4);
			tu_assert_rel(6560 * 1152 / l2, 6560 * 57.789, 1e-4);   /* the L2 bound, below */
			assert_int_equal(nv.limiter_bound, GP_BOUND_PARTIAL);
			tu_assert_rel(nv.kernel_s * 1530e6, t_nv, 1e-6);
			tu_assert_rel(pad.kernel_s * 1530e6, t_pad, 1e-6);
			tu_assert_rel(nv.kernel_s / pad.kernel_s, 7.20, 0.002);
		}
	}
}

/* 5-point stencil, n = 8192: u requested 22 sectors per 32 points; the wave's footprint fits
 * L1 and L2, so DRAM carries the compulsory 8 bytes a point (within 20% required). */
static void test_stencil_compulsory(void **state)
{
	(void)state;
	for (int i = 0; i < 3; i++) {
		struct gp_device dev;
		struct gp_estimate e;
		double compulsory = 8.0 * 8192 * 8192;
		tu_device(devs[i], &dev);
		est(&dev, "stencil5", 256, 262144, &e);
		assert_true(fabs(e.dram_bytes - compulsory) <= 0.2 * compulsory);
		tu_assert_rel(e.l1_bytes, (22.0 + 4) * 32 * 8192 * 8192 / 32, 1e-12);
		assert_true(e.hier.l1_hit_rate > 0.8);
		assert_int_equal(e.limiter_bound, GP_BOUND_DRAM);
	}
}

/* Tiled SGEMM n = 4096: per k0 step and warp 32 FFMA (16 cycles on 64 FP32 lanes) against 44
 * LSU instructions and 42 shared wavefronts: LSU/shared-bound, DRAM far from its ceiling. */
static void test_sgemm_not_dram(void **state)
{
	(void)state;
	for (int i = 0; i < 3; i++) {
		struct gp_device dev;
		struct gp_estimate e;
		tu_device(devs[i], &dev);
		est(&dev, "sgemm_tiled", 1024, 16384, &e);
		assert_true(e.limiter_bound == GP_BOUND_UNIT0 + GP_UNIT_LSU ||
			    e.limiter_bound == GP_BOUND_SMEM ||
			    e.limiter_bound == GP_BOUND_UNIT0 + GP_UNIT_FP32);
		tu_assert_rel(e.cpw[GP_BOUND_SMEM], 42.0 * 128, 1e-12);
		assert_true(e.util[GP_BOUND_DRAM] < 0.1);
	}
}

/* The throughput of a closed network of n customers with a delay z and up to three queueing
 * stations of demands d (0: none), by Buzen's convolution algorithm (Comm. ACM 16(9), 1973),
 * not the mean value recursion the model runs: the normalising constant over the placements
 * of m customers, G(m), starts as the delay's z^m / m!, each station folds in as G(m) +=
 * d G(m - 1), and X = G(n - 1) / G(n). The demands are taken in units of the largest, so
 * that G stays in range. */
static double closed_rate_by_convolution(int n, double z, double d0, double d1, double d2)
{
	double d[3] = { d0, d1, d2 }, g[65], s = fmax(z, fmax(d0, fmax(d1, d2)));
	assert_true(n >= 1 && n <= 64);
	g[0] = 1;
	for (int m = 1; m <= n; m++)
		g[m] = g[m - 1] * (z / s) / m;
	for (int k = 0; k < 3; k++)
		for (int m = 1; m <= n && d[k] > 0; m++)
			g[m] += d[k] / s * g[m - 1];
	return g[n - 1] / g[n] / s;
}

/* Waves by hand on V100: FP32-bound counts (64 FFMA = 32 cycles a warp), latency 100,
 * 256 threads x 32 registers = 8 blocks (64 warps) an SM, a wave of 640 blocks. */
static void test_partial_wave(void **state)
{
	struct gp_device dev;
	struct gp_kernel_counts c = { 0 };
	struct gp_launch l = { .block = 256 };
	struct gp_estimate e;
	struct gp_diag d;
	(void)state;
	tu_device("v100", &dev);
	c.ins[GP_UNIT_FP32] = 64;
	c.ins_issued = 64;
	c.latency_bound_cycles = 100;
	/* the waves under the hard corner (the default's queueing near the knee is checked
	 * below): 1000 blocks: one wave, then 360 blocks = 5 an SM (40 warps):
	 * (64 + 40) x 32 cycles */
	l.combine = GP_COMBINE_MIN;
	l.grid = 1000;
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	assert_int_equal(e.full_waves, 1);
	assert_int_equal(e.tail_blocks, 360);
	tu_assert_rel(e.kernel_s * 1530e6, (64 + 40) * 32.0, 1e-12);
	/* 1280 blocks: two whole waves, no tail */
	l.grid = 1280;
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	assert_int_equal(e.tail_blocks, 0);
	tu_assert_rel(e.kernel_s * 1530e6, 2 * 64 * 32.0, 1e-12);
	/* under one wave: 10 blocks on 10 SMs, 8 warps each, 8 x 32 cycles */
	l.grid = 10;
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	tu_assert_rel(e.kernel_s * 1530e6, 8 * 32.0, 1e-12);
	/* one warp: the ramp is the latency bound, under either form (a warp alone queues
	 * behind nobody) */
	l.grid = 1;
	l.block = 32;
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	tu_assert_rel(e.kernel_s * 1530e6, 100.0, 1e-12);
	assert_int_equal(e.regime, GP_REGIME_LATENCY);
	l.combine = GP_COMBINE_DEFAULT;
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	tu_assert_rel(e.kernel_s * 1530e6, 100.0, 1e-12);
	assert_int_equal(e.regime, GP_REGIME_LATENCY);
	l.block = 256;
	l.grid = 10;
	/* the default (queueing) form near the knee: a closed network of the 8 warps with a
	 * delay Z = 100 - 32 - 16 = 52 and two queueing stations, the FP32 pipe (32 cycles a
	 * warp) and the issue ports (64 / 4 = 16), solved exactly, here by convolution (the
	 * model runs the mean value recursion): 8 / X = 258.57 cycles (the hard corner's 256 is
	 * the asymptote; Schweitzer's approximation, which the model ran before, gave 269.37) */
	{
		double x = closed_rate_by_convolution(8, 52, 32, 16, 0);
		l.combine = GP_COMBINE_DEFAULT;
		assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
		tu_assert_rel(8 / x, 258.574, 1e-5);
		tu_assert_rel(e.kernel_s * 1530e6, 8 / x, 1e-9);
	}
	/* DRAM-bound tail on 40 of 80 SMs under the hard corner: each gets twice the
	 * bandwidth, 8 warps x 512 B / (2 x 814e9 / (80 x 1530e6)) */
	l.combine = GP_COMBINE_MIN;
	memset(&c, 0, sizeof(c));
	c.ins[GP_UNIT_FP32] = 1;
	c.ins_issued = 1;
	c.gmem_bytes = 512;
	c.latency_bound_cycles = 100;
	l.grid = 40;
	l.block = 256;
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	tu_assert_rel(e.kernel_s * 1530e6, 8 * 512 / (2 * 814e9 / (80 * 1530e6)), 1e-9);
	/*
	 * The queueing form by hand, one full wave (640 blocks, 64 warps an SM): D = 512 /
	 * 6.6503 cycles of DRAM a warp, L0 = 100, one DRAM access on the path, which the
	 * block's end waits on for the slowest of its 8 warps x 4 lines = 32 requests; the
	 * utilisation u solves u = D x 64 / L with L = L0 + D u / (2 (1 - u)) + X(u), X the
	 * slowest request's extra wait, here the Gaussian limit D sqrt(2 ln 32 Nq), Nq =
	 * u^2 / (2 (1 - u)): u = 0.98917747 (tests/test_model_barrier_wait.c derives it; without X the
	 * quadratic (D - 2 L0) u^2 + 2 (L0 + 64 D) u - 128 D = 0 gave 0.99215 and a wave of
	 * 4978.62 cycles, now 4993.50). The other ceilings are
	 * queueing stations of the 64 warps' closed network: FP32 32 x 1 / 64 = 0.5, issue
	 * 1 / 4 = 0.25, L2 512 B / (2440e9 / (80 x 1530e6)) = 25.68 cycles a warp, with a delay
	 * Z = L - 26.43; the network's exact X (convolution as above) makes the wave 64 / X
	 * cycles (0.24% over 64 D / u: the L2's queue); the DRAM latency is the one at u.
	 */
	{
		double dd = 512 / (814e9 / (80 * 1530e6)), u = 0.98917747;
		double nq = u * u / (2 * (1 - u)), l2 = 512 / (2440e9 / (80 * 1530e6));
		double lat = 100 + dd * u / (2 * (1 - u)) + dd * sqrt(2 * log(32) * nq);
		double x = closed_rate_by_convolution(64, lat - 0.75 - l2, 0.5, 0.25, l2);
		l.combine = GP_COMBINE_QUEUE;
		l.grid = 640;
		assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
		assert_true(u > 0.9 && u < 1);
		tu_assert_rel(64 / x, 64 * dd / u * 1.00245, 1e-4);
		tu_assert_rel(e.kernel_s * 1530e6, 64 / x, 1e-6);
		tu_assert_rel(e.dram_latency_cycles, 485 + dd * u / (2 * (1 - u)), 1e-6);
	}
	/* the thesis's model keeps its continuous stream: lambda 1 selects it */
	l.grid = 1000;
	l.lambda = 1;
	c = (struct gp_kernel_counts){ .ins = { [GP_UNIT_FP32] = 64 }, .ins_issued = 64,
				       .latency_bound_cycles = 100 };
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	assert_int_equal(e.model, GP_MODEL_THESIS);
	tu_assert_rel(e.kernel_s * 1530e6 * 80, 8000 * 32.0, 1e-12);
}

/*
 * kernels/mem/triad.json was made for sm_70 and carries its program. The critical path by
 * hand (critpath.c's rules: ILP latency between neighbours, a result's latency to its
 * users, a store done when the L2 acknowledges it; the block ends its replacement time
 * after its last instruction, and not before its stores are acknowledged), one warp so
 * DRAM is unloaded:
 *   V100 (ILP 2, IMAD 4 (Arafa et al. HPEC 2019, cited in devices/v100.json), DRAM 485,
 *     L2 215, replacement 330): the IMAD and IMAD.WIDE chain is done 28/30, LDG 28 -> 513
 *     and 30 -> 515, FFMA 515 -> 519, STG 519 -> 734, EXIT 521: max(521 + 330, 734) = 851
 *   H100 (ILP 1, IMAD 4, DRAM 742, L2 265, replacement 417): IMAD.WIDE done 24/25, LDG
 *     24 -> 766 and 25 -> 767, FFMA 767 -> 771, STG 771 -> 1036, EXIT 772:
 *     max(772 + 417, 1036) = 1189
 * The thesis model keeps the descriptor's sm_70 figure (878) on both.
 */
static void test_latency_rederived(void **state)
{
	const char *names[] = { "v100", "h100-sxm" };
	const double want[] = { 851, 1189 };
	(void)state;
	for (int i = 0; i < 2; i++) {
		struct gp_device dev;
		struct gp_kernel k;
		struct gp_launch l = { .grid = 1, .block = 32 };
		struct gp_estimate e;
		struct gp_diag d;
		tu_device(names[i], &dev);
		gp_kernel_init(&k);
		assert_int_equal(gp_kernel_load("kernels/mem/triad.json", &k, &d), 0);
		assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
		assert_true(e.latency_rederived);
		assert_true(e.counts_from_program);
		tu_assert_rel(e.latency_bound_cycles, want[i], 0.001);
		/* the program's counts for this device: 16 instructions, 3 on the LSU */
		tu_assert_rel(e.counts.ins_issued, 16, 1e-12);
		tu_assert_rel(e.counts.ins[GP_UNIT_LSU], 3, 1e-12);
		l.model = GP_MODEL_THESIS;
		assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
		tu_assert_rel(e.latency_bound_cycles, 878, 1e-12);
		gp_kernel_release(&k);
	}
}

/* The reuse hit models on one lane chasing through 177 kB on V100 (L1 128 KB, L2 6 MB):
 * LRU stack distance misses L1 and hits L2: 215 cycles a load; proportional hits L1 with
 * 131072 / 181248 = 0.7232: 0.7232 x 30 + 0.2768 x 215 = 81.2 cycles. */
static void test_reuse_models(void **state)
{
	const char *text =
		"{\"name\": \"chase\", \"fidelity\": \"hand\", \"per_warp\": {\"ins_lsu\": 1e9, "
		"\"ins_issued\": 1e9, \"latency_bound\": 1000}, \"memory\": [{\"pc\": 0, \"op\": "
		"\"LDG.E\", \"requests\": 1e9, \"sectors_per_request\": 1, \"bytes\": 4e9, \"alloc\": 0}], "
		"\"footprints\": [{\"name\": \"buf\", \"bytes\": 181248, \"accessed_bytes\": 3.2e10}]}";
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_launch l = { .grid = 1, .block = 32 };
	struct gp_estimate e;
	struct gp_diag d;
	double h1 = 131072.0 / 181248;
	(void)state;
	tu_device("v100", &dev);
	gp_kernel_init(&k);
	tu_kernel_text(&k, text, "chase");
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	assert_true(e.hier.l1_hit_rate < 1e-5);
	tu_assert_rel(gp_memhier_load_latency(&dev, e.hier.l1_hit_rate, e.hier.l2_hit_rate, 485), 215, 1e-4);
	l.reuse = GP_REUSE_PROPORTIONAL;
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	tu_assert_rel(e.hier.l1_hit_rate, h1, 1e-4);
	tu_assert_rel(gp_memhier_load_latency(&dev, e.hier.l1_hit_rate, e.hier.l2_hit_rate, 485),
		      h1 * 30 + (1 - h1) * 215, 1e-4);
	gp_kernel_release(&k);
}

/*
 * Who shares a sector decides where its reuse hits (memhier.c). A hand profile on V100 (80
 * SMs, 128 KB L1, 6 MB L2): 1000 blocks of 8 warps, all resident, one load executed 100
 * times a warp (a loop of 100 steps), 4 sectors a request: 8000 x 100 x 4 x 32 B =
 * 102.4 MB requested over a 12.8 MB footprint. Each sector is touched by k = 4 blocks
 * (block_bytes 51.2 MB) and, within a block, by 2 warps (warp_bytes 102.4 MB: no warp reads
 * a sector twice).
 * - Without the split (no block/warp bytes) all reuse is the warps' own: its distance is
 *   the wave's 12.8 MB, over the L2, but 160 kB an SM passes the L1 while a warp's own
 *   1.6 kB does not: the schedulers keep one warp each ahead (memhier.c, greedy_group_hits;
 *   g = 100 warps an SM / 4 = 25, no outstanding loads given), whose own reuse hits the L1
 *   but for 1 - rho (g - 1) / g, rho = 2440 GB/s / 80 SMs / 1530 MHz / 128 B = 0.15574:
 *   DRAM reads 12.8 MB + 89.6 MB x rho x 24 / 25.
 * - With it: between two warps' uses at the same step the wave touches 12.8 MB / 100 =
 *   128 kB, 1.6 kB an SM: the block's warps' share (102.4 - 51.2 MB) hits L1; of the
 *   blocks' share (51.2 - 12.8 MB) (k - d) / (k - 1) hits L1, d SMs holding a sector's 4
 *   blocks, the rest hits the L2 (128 kB fits); DRAM reads 12.8 MB. The one wave deals its
 *   1000 blocks to the 80 SMs in turn, 12.5 each, so 4 blocks at random miss an SM with
 *   probability (987.5 x 986.5 x 985.5 x 984.5) / (1000 x 999 x 998 x 997): d = 3.931 (3.854
 *   when blocks were taken as placed at random, 80 (1 - (79/80)^4)).
 * - A read-modify-write allocation (the same bytes also stored) reads and writes its F.
 */
static void test_sharing_split(void **state)
{
	struct gp_device dev;
	struct gp_memprofile *m = gp_memprofile_new();
	struct gp_memrec r = { .space = GP_MSPACE_GLOBAL, .width_bytes = 4, .requests = 100,
			       .sectors_per_request = 4, .bytes = 12800, .alloc = 0 };
	struct gp_footprint f = { .name = "a", .bytes = 12.8e6, .accessed_bytes = 102.4e6 };
	struct gp_memhier_launch l = { .warps = 8000, .grid_blocks = 1000, .wave_blocks = 1000 };
	struct gp_memhier h;
	double d = 80 * (1 - 987.5 * 986.5 * 985.5 * 984.5 / (1000.0 * 999 * 998 * 997));
	double l1_share = 38.4e6 * (4 - d) / 3;
	(void)state;
	tu_device("v100", &dev);
	assert_non_null(m);
	assert_int_equal(gp_memprofile_push(m, &r), 0);
	assert_int_equal(gp_memprofile_push_footprint(m, &f), 0);
	assert_int_equal(gp_memhier_eval(&dev, m, &l, &h), 0);
	tu_assert_rel(h.dram_read_bytes,
		      12.8e6 + 89.6e6 * 2440e3 / (80 * 1530.0) / 128 * 24 / 25, 1e-9);
	m->foot[0].block_bytes = 51.2e6;
	m->foot[0].warp_bytes = 102.4e6;
	assert_int_equal(gp_memhier_eval(&dev, m, &l, &h), 0);
	tu_assert_rel(h.dram_read_bytes, 12.8e6, 1e-9);
	tu_assert_rel(h.l2_bytes, 102.4e6 - 51.2e6 - l1_share, 1e-9);
	tu_assert_rel(h.l1_hit_rate, (51.2e6 + l1_share) / 102.4e6, 1e-9);
	/* the same sectors stored once each: 12.8 MB more requested, reads keep their F */
	r.is_store = 1;
	r.requests = 12.5;
	m->foot[0].accessed_bytes = 115.2e6;
	assert_int_equal(gp_memprofile_push(m, &r), 0);
	assert_int_equal(gp_memhier_eval(&dev, m, &l, &h), 0);
	tu_assert_rel(h.dram_read_bytes, 12.8e6, 1e-9);
	tu_assert_rel(h.dram_write_bytes, 12.8e6, 1e-9);
	gp_memprofile_free(m);
}

/* The command prints the levels and carries them in --json. */
static void test_cli(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "estimate --device v100 --kernel kernels/mem/triad.json --block 256 "
		       "--grid 131072 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"dram_bytes\": 402653184");
	tu_assert_contains(r.out, "\"l2_bytes\": 402653184");
	tu_assert_contains(r.out, "\"l1_bytes\": 402653184");
	tu_assert_contains(r.out, "\"limiter\": \"dram\"");
	tu_assert_contains(r.out, "\"model\": \"hierarchy\"");
	tu_gpuperf(&r, "estimate --device h100-sxm --kernel kernels/mem/triad.json --block 256 "
		       "--grid 131072");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "traffic       L1/TEX 402.7 MB");
	tu_assert_contains(r.out, "limiter       dram");
	tu_assert_contains(r.err, "re-derived with sm_90's latencies");
	tu_gpuperf(&r, "estimate --device v100 --kernel kernels/mem/triad.json --block 256 "
		       "--grid 131072 --model thesis");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "lambda        1");
}

/*
 * The MIO: LSU and MUFU instructions go through one scheduler (estimate.c), so a warp's MIO
 * cycles are the sum of the two pipes'. By hand on V100 (16 MUFU lanes and 32 LD/ST lanes
 * an SM, the whitepaper): 4 MUFU = 4 x 32 / 16 = 8 cycles, 4 LSU = 4 x 32 / 32 = 4, MIO 12,
 * above issue (14 instructions over 4 schedulers, 3.5): the limiter. Without MUFU there is no
 * MIO bound (the LSU's own is the same), and the thesis model keeps its units apart.
 */
static void test_mio_bound(void **state)
{
	static const char with_sfu[] =
		"{ \"name\": \"m\", \"fidelity\": \"hand\", \"regs_per_thread\": 16,"
		" \"per_warp\": { \"ins_sfu\": 4, \"ins_lsu\": 4, \"ins_fp32\": 6,"
		" \"ins_issued\": 14, \"latency_bound\": 200 } }";
	static const char no_sfu[] =
		"{ \"name\": \"n\", \"fidelity\": \"hand\", \"regs_per_thread\": 16,"
		" \"per_warp\": { \"ins_lsu\": 4, \"ins_fp32\": 6, \"ins_issued\": 10,"
		" \"latency_bound\": 200 } }";
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_launch l = { .grid = 80 * 64, .block = 1024 };
	struct gp_estimate e;
	struct gp_diag d;
	(void)state;
	tu_device("v100", &dev);
	l.model = GP_MODEL_HIERARCHY;
	assert_int_equal(gp_kernel_parse(with_sfu, strlen(with_sfu), "m.json", &k, &d), 0);
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_SFU], 8, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_LSU], 4, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_MIO], 12, 1e-12);
	assert_int_equal(e.limiter_bound, GP_BOUND_MIO);
	assert_string_equal(gp_bound_name(e.limiter_bound), "mio");
	l.model = GP_MODEL_THESIS;
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	assert_true(e.cpw[GP_BOUND_MIO] == 0);
	assert_int_equal(e.limiter_bound, GP_BOUND_UNIT0 + GP_UNIT_SFU);
	gp_kernel_release(&k);
	l.model = GP_MODEL_HIERARCHY;
	assert_int_equal(gp_kernel_parse(no_sfu, strlen(no_sfu), "n.json", &k, &d), 0);
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	assert_true(e.cpw[GP_BOUND_MIO] == 0);
	gp_kernel_release(&k);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_triad_sustained),
		cmocka_unit_test(test_transpose),
		cmocka_unit_test(test_stencil_compulsory),
		cmocka_unit_test(test_sgemm_not_dram),
		cmocka_unit_test(test_partial_wave),
		cmocka_unit_test(test_latency_rederived),
		cmocka_unit_test(test_reuse_models),
		cmocka_unit_test(test_sharing_split),
		cmocka_unit_test(test_cli),
		cmocka_unit_test(test_mio_bound),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
