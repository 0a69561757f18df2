/* test_model_int32_lanes.c - FP32 lanes that also run INT32 (units.int32_shares_fp32: GA10x, AD10x, RTX
 * Blackwell): integer work takes FP32 lanes' slots on those parts and not on parts with
 * INT32 lanes of their own (V100, A100, T4), with the figures derived by hand from the
 * whitepapers' lanes and the Turing whitepaper's instruction mix. */
#include <math.h>
#include <stdio.h>

#include "testutil.h"
#include "gpuperf/estimate.h"

/* A throughput-bound launch of per-warp FP32 and INT32 instruction counts f and i (and
 * nothing else): 1 M blocks of 256 threads, latency 1 cycle. */
static void estimate(const char *name, double f, double i, struct gp_device *dev,
		     struct gp_estimate *e)
{
	struct gp_kernel_counts c = { 0 };
	struct gp_launch l = { .grid = 1024 * 1024, .block = 256 };
	struct gp_diag d;
	char path[64];
	snprintf(path, sizeof(path), "devices/%s.json", name);
	tu_device(path, dev);
	c.ins[GP_UNIT_FP32] = f;
	c.ins[GP_UNIT_INT32] = i;
	c.ins_issued = f + i;
	c.latency_bound_cycles = 1;
	gp_diag_clear(&d);
	assert_int_equal(gp_estimate_counts(dev, &c, 32, 0, &l, e, &d), 0);
}

/*
 * The Turing whitepaper's mix, "about 36 additional integer pipe instructions for every 100
 * floating point instructions": 100 FP32 and 36 INT32 a warp. GA102's SM has 64 FP32 lanes
 * and 64 that run FP32 or INT32 (GA102 whitepaper): the 136 instructions take 32 x 136 / 128
 * = 34 cycles of its 128 lanes, FP32 at 100 x 32 / 34 = 94.1 of its 128 lanes' peak a cycle
 * (the whitepaper's 2x FP32 over Turing holds for FP32 alone). Counted on FP32 alone it was
 * 25 cycles, the full 128 a cycle while INT32 ran beside it on lanes of its own. The same
 * on AD102 (RTX 4090; Ada whitepaper) and on the RTX 5090, whose 128 lanes all run either.
 * V100's 64 FP32 and 64 INT32 lanes are separate (Volta whitepaper): 32 x 100 / 64 = 50
 * cycles, the INT32 work beside it.
 */
static void test_turing_mix(void **state)
{
	static const char *const shared[] = { "rtx3090", "rtx3080", "rtxa6000", "a10", "rtx4090",
					      "l40s", "rtx5090" };
	struct gp_device dev;
	struct gp_estimate e;
	(void)state;
	for (size_t k = 0; k < sizeof(shared) / sizeof(shared[0]); k++) {
		estimate(shared[k], 100, 36, &dev, &e);
		assert_true(dev.int32_shares_fp32);
		tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 34, 1e-12);
		tu_assert_rel(100 * 32 / e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 94.1176, 1e-5);
		/* the FP32 lanes busy 48 / 49 of the launch's time: the scheduler's issue slots
		 * and the lanes are two stations of the same 34 cycles a warp, whose closed
		 * network of the SM's 48 warps runs at N / (N + 1) of the bound (estimate.c
		 * closed_rate: X = N / ((N + 1) D) for two equal stations and no think time) */
		assert_true(fabs(e.util[GP_BOUND_UNIT0 + GP_UNIT_FP32] - 48.0 / 49) < 0.002);
	}
	estimate("v100", 100, 36, &dev, &e);
	assert_false(dev.int32_shares_fp32);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 50, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_INT32], 18, 1e-12);
	assert_string_equal(gp_estimate_limiter_name(&e), "fp32");
}

/*
 * Integer-heavy work on GA102: 32 FP32 and 96 INT32 a warp. INT32 runs only on the 64 shared
 * lanes, 32 x 96 / 64 = 48 cycles, and the FP32 work fits on the 64 FP32-only lanes beside
 * it (32 x 32 / 64 = 16 < 48): the INT32 bound, 48, not the 128 lanes' 32 x 128 / 128 = 32.
 */
static void test_int_heavy(void **state)
{
	struct gp_device dev;
	struct gp_estimate e;
	(void)state;
	estimate("rtx3090", 32, 96, &dev, &e);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_INT32], 48, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 32, 1e-12);
	tu_assert_rel(e.cpw_bound, 48, 1e-12);
	assert_string_equal(gp_estimate_limiter_name(&e), "int32");
}


int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_turing_mix),
		cmocka_unit_test(test_int_heavy),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
