/* test_result_rates.c - the readings of a result that the commands print and that used to be computed
 * in them: an op's achieved rates (run and sweep), an estimate's achieved rates, roofline point,
 * predicted cycles, limiter name and hint. Each expected figure is worked out by hand below. */
#include "testutil.h"

#include "gpuperf/app.h"
#include "gpuperf/estimate.h"

/* run's and sweep's per-kernel figures: bytes / time / 1e9 and FP thread instructions / time. */
static void test_op_rates(void **state)
{
	struct gp_app_op_result r;
	double gbps = -1, fp = -1;
	(void)state;
	memset(&r, 0, sizeof(r));
	r.time_s = 2e-3;
	r.k.dram_bytes = 4e6;          /* 4 MB in 2 ms: 2 GB/s */
	r.k.fp_thread_ops = 1e9;       /* 1e9 in 2 ms: 5e11 per second */
	assert_int_equal(gp_app_op_rates(&r, &gbps, &fp), 1);
	tu_assert_rel(gbps, 2.0, 1e-15);
	tu_assert_rel(fp, 5e11, 1e-15);
	r.time_s = 0;                  /* an op that took no time has no rate: 0, and says so */
	assert_int_equal(gp_app_op_rates(&r, &gbps, &fp), 0);
	assert_true(gbps == 0 && fp == 0);
	assert_string_equal(gp_app_op_kind_name(GP_APP_MEMCPY), "memcpy");
	assert_string_equal(gp_app_op_kind_name(GP_APP_COLLECTIVE), "collective");
}

/* A hand-made estimate on the GTX 970 (13 SMs of 128 FP32 and 4 FP64 lanes at 1253 MHz,
 * devices/gtx970.json): 1000 warps in 1 ms, per warp 10 FP32 and 2 FP64 instructions and
 * 128 shared bytes; 1 MB to DRAM of which 0.2 MB are write-backs left past the end. */
static void fill(struct gp_estimate *e)
{
	memset(e, 0, sizeof(*e));
	e->kernel_s = 1e-3;
	e->warps_launched = 1000;
	e->counts.ins[GP_UNIT_FP32] = 10;
	e->counts.ins[GP_UNIT_FP64] = 2;
	e->counts.smem_bytes = 128;
	e->dram_bytes = 1e6;
	e->hier.dram_deferred_bytes = 2e5;
	e->regime = GP_REGIME_THROUGHPUT;
	e->limiter_bound = GP_BOUND_DRAM;
}

static void test_estimate_rates(void **state)
{
	struct gp_device dev;
	struct gp_estimate e;
	struct gp_estimate_rates r;
	(void)state;
	tu_device("devices/gtx970.json", &dev);
	fill(&e);
	gp_estimate_rates(&e, &dev, &r);
	tu_assert_rel(r.dram_bytes_per_s, 8e8, 1e-15);           /* (1e6 - 2e5) / 1e-3 */
	tu_assert_rel(r.smem_bytes_per_s, 1.28e8, 1e-15);        /* 128 x 1000 / 1e-3 */
	tu_assert_rel(r.fp32_inst_per_s, 3.2e8, 1e-15);          /* 10 x 32 x 1000 / 1e-3 */
	tu_assert_rel(r.fp64_inst_per_s, 6.4e7, 1e-15);          /* 2 x 32 x 1000 / 1e-3 */
	tu_assert_rel(gp_estimate_kernel_cycles(&e, &dev), 1.253e6, 1e-15);   /* 1 ms x 1253 MHz */
	assert_string_equal(gp_estimate_limiter_name(&e), "dram");
	assert_non_null(strstr(gp_estimate_hint(&e), "fewer DRAM bytes"));
	e.regime = GP_REGIME_LATENCY;
	assert_string_equal(gp_estimate_limiter_name(&e), "latency");
	assert_non_null(strstr(gp_estimate_hint(&e), "more resident warps"));
	e.kernel_s = 0;                /* no time: no rate */
	gp_estimate_rates(&e, &dev, &r);
	assert_true(r.dram_bytes_per_s == 0 && r.fp32_inst_per_s == 0);
}

static void test_roofline(void **state)
{
	struct gp_device dev;
	struct gp_estimate e;
	struct gp_roofline_point p;
	struct gp_diag d;
	(void)state;
	tu_device("devices/gtx970.json", &dev);
	fill(&e);
	gp_diag_clear(&d);
	assert_int_equal(gp_estimate_roofline(&e, &dev, &p, &d), 0);
	tu_assert_rel(p.fp32_peak_inst_per_s, 2.084992e12, 1e-15);   /* 128 x 13 x 1253e6 */
	tu_assert_rel(p.fp64_peak_inst_per_s, 6.5156e10, 1e-15);     /* 4 x 13 x 1253e6 */
	/* (10 + 2) x 32 = 384 FP thread instructions per warp, x 1000 warps = 384000: per
	 * DRAM byte of the model (1e6, deferred write-backs included) and per second */
	tu_assert_rel(p.inst_per_byte, 0.384, 1e-15);
	tu_assert_rel(p.inst_per_s, 3.84e8, 1e-15);
	e.dram_bytes = 0;
	assert_int_equal(gp_estimate_roofline(&e, &dev, &p, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "has no DRAM traffic: it has no point on a roofline");
	e.dram_bytes = 1e6;
	e.counts.ins[GP_UNIT_FP32] = e.counts.ins[GP_UNIT_FP64] = 0;
	gp_diag_clear(&d);
	assert_int_equal(gp_estimate_roofline(&e, &dev, &p, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "has no FP32/FP64 instructions");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_op_rates),
		cmocka_unit_test(test_estimate_rates),
		cmocka_unit_test(test_roofline),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
