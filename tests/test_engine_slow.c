/* test_engine_slow.c - long engine runs (make check-slow): thesis 6.1 and 6.2 sweeps, big launches. */
#include <math.h>
#include "testutil.h"
#include "gpuperf/engine.h"
#include "gpuperf/estimate.h"
#include "gpuperf/program.h"

static struct gp_device gtx970;
static struct gp_kernel saxpy2;

static int setup(void **state)
{
	struct gp_diag d;
	(void)state;
	if (tu_device_load("devices/gtx970.json", &gtx970) < 0)
		return -1;
	if (gp_kernel_load("kernels/saxpy2.json", &saxpy2, &d) < 0) {
		gp_diag_print(&d, stderr);
		return -1;
	}
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	gp_kernel_release(&saxpy2);
	return 0;
}

static void sim(double a, long long grid, int block, double occ, int jobs, int sample,
		struct gp_engine_result *r)
{
	struct gp_params p;
	struct gp_launch l = { .grid = grid, .block = block, .occupancy_warps = occ };
	struct gp_engine_opts o;
	struct gp_diag d;
	gp_params_init(&p);
	gp_params_set(&p, "a", a, NULL);
	gp_engine_opts_init(&o);
	o.jobs = jobs;
	o.sample = sample;
	if (gp_engine_run(&gtx970, &saxpy2, &p, &l, &o, r, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

/* The analytical model with the program's own counts and thesis eq. 5.1's latency bound. */
static void model(double a, long long grid, int block, double occ, struct gp_estimate *e)
{
	struct gp_params p;
	struct gp_launch l = { .grid = grid, .block = block, .occupancy_warps = occ, .lambda = 1 };
	struct gp_kernel_counts c;
	struct gp_diag d;
	gp_params_init(&p);
	gp_params_set(&p, "a", a, NULL);
	assert_int_equal(gp_program_counts(&gtx970, &saxpy2, &p, &c, &d), 0);
	c.latency_bound_cycles = 942 + 24 * a;
	assert_int_equal(gp_estimate_counts(&gtx970, &c, 8, 0, &l, e, &d), 0);
}

/* Thesis 6.2, every occupancy from 2 to 64 warps/SM the block scheduler can hold
 * whole waves of: time falls as 1/occupancy, then flattens past the knee. */
static void test_occupancy_sweep(void **state)
{
	const int warps[] = { 2, 4, 6, 8, 12, 16, 24, 32, 48, 64 };
	const int n = sizeof(warps) / sizeof(warps[0]);
	const long long grid = 13 * 768;
	double t[10], m[10];
	(void)state;
	for (int i = 0; i < n; i++) {
		struct gp_engine_result r;
		struct gp_estimate e;
		sim(128, grid, 64, warps[i], 1, 0, &r);
		model(128, grid, 64, warps[i], &e);
		t[i] = r.kernel_s;
		m[i] = e.kernel_s;
		print_message("%2d warps/SM: engine %.5g ms, model %.5g ms (%s), engine/model %.3f\n",
			      warps[i], t[i] * 1e3, m[i] * 1e3, gp_regime_name(e.regime), t[i] / m[i]);
		/* README: 1.5-5.1% from 2 to 64 warps/SM. Measured engine/model 1.015 (2-12
		 * warps) to 1.051 (32, at the knee the model's corner is sharpest: 1.043 until
		 * the engine's block slots waited out the measured replacement time after a
		 * block's last instruction, which the thesis's 942 + 24a path leaves out); the
		 * engine is never faster than the min of the two bounds (0.5% slack for the last
		 * wave), and at most 1% over the measured spread */
		assert_true(t[i] >= 0.995 * m[i]);
		assert_true(t[i] <= 1.06 * m[i]);
	}
	for (int i = 1; i < n; i++)
		assert_true(t[i] < t[i - 1] * 1.001);
	tu_assert_rel(t[0] / t[3], 4.0, 0.05);
	assert_true(t[8] / t[9] < 1.1);
}

/* Thesis 6.1: compute intensity 1..4096 at 64 warps/SM. Memory-bound at low a
 * (the engine below the model: sustained DRAM bandwidth is under the peak),
 * FP32/issue-bound from a ~ 32 on, where both agree within 5%. */
static void test_intensity_sweep(void **state)
{
	(void)state;
	for (int a = 1; a <= 4096; a *= 4) {
		struct gp_engine_result r;
		struct gp_estimate e;
		/* memory-bound launches long enough that the stores the L2 still holds at the
		 * end (it writes back, and a kernel's end does not flush it) are a small part
		 * of the traffic the model charges in full: 96 waves, 30 MB */
		long long grid = a >= 256 ? 13 * 8 * 8 : a >= 64 ? 13 * 8 * 24 : 13 * 8 * 96;
		sim(a, grid, 256, 0, 1, 0, &r);
		model(a, grid, 256, 0, &e);
		print_message("a=%4d: engine %.5g ms, model %.5g ms (%s), %.0f GB/s, engine/model %.3f\n",
			      a, r.kernel_s * 1e3, e.kernel_s * 1e3, gp_bound_name(e.limiter_bound),
			      r.dram_bw_gbps, r.kernel_s / e.kernel_s);
		assert_true(r.dram_bw_gbps <= gtx970.dram_bw_gbps);
		/* issue-bound (a >= 64): measured 1.025-1.039, the README's 2.5-3.9%.
		 * Memory-bound (a <= 16): measured 1.080-1.092 (1.157-1.212 before the DRAM
		 * channels served at the measured sustained bandwidth), the README's 8-9%; never below 1
		 * (sustained DRAM bandwidth cannot pass the eq. 4.7 peak the model uses), at most
		 * 1.30: the measured spread plus 9 points, because the engine's DRAM model is being
		 * reworked; a change past that must change the README's figure too */
		if (a >= 64)
			assert_true(r.kernel_s >= 0.995 * e.kernel_s && r.kernel_s <= 1.05 * e.kernel_s);
		else
			assert_true(r.kernel_s >= e.kernel_s && r.kernel_s <= 1.30 * e.kernel_s);
	}
}

/* A launch of the thesis's size (400M threads, a = 128), sampled: extrapolated
 * from steady waves, close to the model's throughput-bound time. */
static void test_large_sampled(void **state)
{
	struct gp_engine_result r;
	struct gp_estimate e;
	(void)state;
	sim(128, 1562500, 256, 0, 1, 1, &r);
	model(128, 1562500, 256, 0, &e);
	print_message("400M threads: sampled %.3g of %lld waves, %.5g ms (model %.5g ms)\n",
		      r.waves_simulated, r.waves, r.kernel_s * 1e3, e.kernel_s * 1e3);
	assert_int_equal(r.sampled, 1);
	tu_assert_rel(r.kernel_s, e.kernel_s, 0.05);
}

/* Bit-identical for 1, 2 and 3 host threads on a launch with many epochs. */
static void test_jobs_identical(void **state)
{
	struct gp_engine_result a, b, c;
	(void)state;
	sim(2, 13 * 8 * 40 + 7, 256, 0, 1, 0, &a);
	sim(2, 13 * 8 * 40 + 7, 256, 0, 2, 0, &b);
	sim(2, 13 * 8 * 40 + 7, 256, 0, 3, 0, &c);
	assert_memory_equal(&a, &b, sizeof(a));
	assert_memory_equal(&a, &c, sizeof(a));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_occupancy_sweep),
		cmocka_unit_test(test_intensity_sweep),
		cmocka_unit_test(test_large_sampled),
		cmocka_unit_test(test_jobs_identical),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
