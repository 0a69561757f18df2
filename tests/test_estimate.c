/* test_estimate.c - the analytical model against the thesis's worked example (ch. 4-5). */
#include "testutil.h"
#include "gpuperf/estimate.h"

static struct gp_device gtx970;
static struct gp_kernel saxpy2;

static int setup(void **state)
{
	struct gp_diag d;
	(void)state;
	if (tu_device_load("devices/gtx970.json", &gtx970) < 0)
		return -1;
	return gp_kernel_load("kernels/saxpy2.json", &saxpy2, &d) < 0 ? -1 : 0;
}

static int teardown(void **state)
{
	(void)state;
	gp_kernel_release(&saxpy2);
	return 0;
}

static void run(double a, long long grid, int block, double occ, double lambda,
		struct gp_estimate *e)
{
	struct gp_params p;
	struct gp_launch l = { .grid = grid, .block = block, .occupancy_warps = occ, .lambda = lambda };
	struct gp_diag d;
	gp_params_init(&p);
	gp_params_set(&p, "a", a, NULL);
	gp_diag_clear(&d);
	if (gp_estimate_kernel(&gtx970, &saxpy2, &p, &l, e, &d) < 0) {
		print_error("%s\n", d.msg);
		fail();
	}
}

/* thesis eq. 5.3: 1 / max(32 (23+4a) / 128, (23+4a) / 4, 384 / 13.78) */
static void test_throughput_bound_eq53(void **state)
{
	struct gp_estimate e;
	double gmem = 1753e6 * 32 * 4 / (13 * 1253e6);
	(void)state;
	run(128, 1562500, 256, 0, 1, &e);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 32.0 * 535 / 128, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_ISSUE], 535.0 / 4, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_DRAM], 384 / gmem, 1e-9);
	tu_assert_rel(e.throughput_bound_wpc, 1 / 133.75, 1e-12);
	assert_int_equal(e.limiter_bound, GP_BOUND_UNIT0 + GP_UNIT_FP32);
	/* a = 1: memory-bound, 384 / 13.78 = 27.87 cycles per warp */
	run(1, 1562500, 256, 0, 1, &e);
	assert_int_equal(e.limiter_bound, GP_BOUND_DRAM);
	tu_assert_rel(e.throughput_bound_wpc, gmem / 384, 1e-9);
	assert_true(fabs(e.cpw[GP_BOUND_DRAM] - 27.87) < 0.01);
	/* the knee of thesis 6.1: compute-bound from a = 32 on (32 x (23+4a)/128 > 27.87 from a=22) */
	run(32, 1562500, 256, 0, 1, &e);
	assert_int_equal(e.limiter_bound, GP_BOUND_UNIT0 + GP_UNIT_FP32);
}

/* thesis 5.2.1: 256 threads x 8 registers -> 64 resident warps on GTX 970 */
static void test_occupancy_64(void **state)
{
	struct gp_estimate e;
	(void)state;
	run(128, 1562500, 256, 0, 1, &e);
	assert_int_equal(e.occ.active_warps_per_sm, 64);
	assert_int_equal(e.occ.active_blocks_per_sm, 8);
	assert_true(e.occupancy_warps == 64);
}

/* eq. 4.1 with the thesis's lambda, by hand */
static void test_time_eq41(void **state)
{
	struct gp_estimate e;
	double warps = 1562500.0 * 8, hand;
	(void)state;
	run(128, 1562500, 256, 64, 0.703787, &e);
	assert_true(e.warps_launched == warps);
	assert_int_equal(e.regime, GP_REGIME_THROUGHPUT);
	hand = warps / ((1 / 133.75) * 13 * 1253e6 * 0.703787);
	tu_assert_rel(e.kernel_s, hand, 1e-12);
	tu_assert_rel(e.kernel_s, 0.14583, 1e-4);
	tu_assert_rel(e.time_s, hand + 5e-6, 1e-12);
	/* latency-bound at 8 resident warps: 8 / (942 + 24 x 128) warps/cycle/SM */
	run(128, 1562500, 256, 8, 0.703787, &e);
	assert_int_equal(e.regime, GP_REGIME_LATENCY);
	tu_assert_rel(e.warp_throughput_wpc, 8.0 / 4014, 1e-12);
	tu_assert_rel(e.kernel_s, warps / (8.0 / 4014 * 13 * 1253e6 * 0.703787), 1e-12);
	/* one block less than a wave: occupancy cannot exceed warps per SM launched */
	run(128, 13, 256, 0, 1, &e);
	assert_true(e.occupancy_warps == 8);
}

static void test_errors(void **state)
{
	struct gp_params p;
	struct gp_launch l = { .grid = 10, .block = 1025 };
	struct gp_estimate e;
	struct gp_diag d;
	struct gp_kernel_counts c = { 0 };
	(void)state;
	gp_params_init(&p);
	assert_int_equal(gp_estimate_kernel(&gtx970, &saxpy2, &p, &l, &e, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "1025 threads per block");
	l.block = 256;
	l.grid = 0;
	assert_int_equal(gp_estimate_kernel(&gtx970, &saxpy2, &p, &l, &e, &d), -GP_EINVAL);
	l.grid = 10;
	gp_params_set(&p, "b", 3, NULL);
	assert_int_equal(gp_estimate_kernel(&gtx970, &saxpy2, &p, &l, &e, &d), -GP_ENOTFOUND);
	tu_assert_contains(d.msg, "no parameter 'b'");
	c.ins[GP_UNIT_TENSOR] = 4;
	c.ins_issued = 4;
	c.latency_bound_cycles = 100;
	assert_int_equal(gp_estimate_counts(&gtx970, &c, 8, 0, &l, &e, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "has no tensor units");
	l.occupancy_warps = 65;
	c.ins[GP_UNIT_TENSOR] = 0;
	assert_int_equal(gp_estimate_counts(&gtx970, &c, 8, 0, &l, &e, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "65 resident warps");
}

/* integer work folds into the FP32 cores on Maxwell (no INT32 lanes) */
static void test_int_fold(void **state)
{
	struct gp_launch l = { .grid = 1000, .block = 256 };
	struct gp_kernel_counts c = { 0 };
	struct gp_estimate e;
	struct gp_diag d;
	(void)state;
	c.ins[GP_UNIT_FP32] = 10;
	c.ins[GP_UNIT_INT32] = 30;
	c.ins_issued = 40;
	c.latency_bound_cycles = 500;
	assert_int_equal(gp_estimate_counts(&gtx970, &c, 8, 0, &l, &e, &d), 0);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 32.0 * 40 / 128, 1e-12);
	assert_true(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_INT32] == 0);
}

/* the one fold rule (iclass.c gp_unit_on): Maxwell's GTX 970 has no INT32 lanes, Volta's
 * V100 64 per SM (its whitepaper's 4 x 16); branch work moves only for extract's INS_CUDA */
static void test_unit_rule(void **state)
{
	struct gp_device v100;
	double ins[GP_UNIT_COUNT] = { 0 };
	(void)state;
	assert_int_equal(tu_device_load("devices/v100.json", &v100), 0);
	assert_int_equal(gp_unit_on(&gtx970, GP_UNIT_INT32, GP_FOLD_INT32), GP_UNIT_FP32);
	assert_int_equal(gp_unit_on(&gtx970, GP_UNIT_CTRL, GP_FOLD_INT32), GP_UNIT_CTRL);
	assert_int_equal(gp_unit_on(&gtx970, GP_UNIT_CTRL, GP_FOLD_INT32_CTRL), GP_UNIT_FP32);
	assert_int_equal(gp_unit_on(&gtx970, GP_UNIT_LSU, GP_FOLD_INT32_CTRL), GP_UNIT_LSU);
	assert_int_equal(gp_unit_on(&v100, GP_UNIT_INT32, GP_FOLD_INT32_CTRL), GP_UNIT_INT32);
	assert_int_equal(gp_unit_on(&v100, GP_UNIT_CTRL, GP_FOLD_INT32_CTRL), GP_UNIT_CTRL);
	ins[GP_UNIT_FP32] = 10;
	ins[GP_UNIT_INT32] = 30;
	ins[GP_UNIT_CTRL] = 4;
	gp_unit_fold_counts(&gtx970, ins, GP_FOLD_INT32);
	assert_true(ins[GP_UNIT_FP32] == 40 && ins[GP_UNIT_INT32] == 0 && ins[GP_UNIT_CTRL] == 4);
	gp_unit_fold_counts(&gtx970, ins, GP_FOLD_INT32_CTRL);
	assert_true(ins[GP_UNIT_FP32] == 44 && ins[GP_UNIT_CTRL] == 0);
	ins[GP_UNIT_INT32] = 30;
	gp_unit_fold_counts(&v100, ins, GP_FOLD_INT32_CTRL);
	assert_true(ins[GP_UNIT_FP32] == 44 && ins[GP_UNIT_INT32] == 30);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_throughput_bound_eq53),
		cmocka_unit_test(test_occupancy_64),
		cmocka_unit_test(test_time_eq41),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_int_fold),
		cmocka_unit_test(test_unit_rule),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
