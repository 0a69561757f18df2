/* test_model_power_clock.c - the power-limited clock (powerclock.h) by hand: a compute-bound
 * launch whose cycles do not change with the clock draws idle + E f / C, so the clock that
 * meets a limit P is f = (P - idle) C / E; a DRAM-bound launch draws more at the base clock
 * than the limit and runs at base; a launch within the limit runs at boost. */
#include "testutil.h"
#include "gpuperf/energy.h"
#include "gpuperf/powerclock.h"

/* devices/gtx970.json: base 1050, boost 1178 MHz, idle 15 W; kernels/saxpy2.json (thesis
 * Figure 5.23's counts): per warp 23 + 4a FP32 and 3 LSU instructions, 384 DRAM bytes */
static struct gp_device dev;
static struct gp_kernel k;

static int setup(void **state)
{
	(void)state;
	if (tu_device_load("devices/gtx970.json", &dev) < 0)
		return -1;
	tu_kernel_load("kernels/saxpy2.json", &k);
	/* only the FP32 and LSU energies, so the dynamic energy is countable by hand */
	memset(dev.power.pj_per_warp_ins, 0, sizeof(dev.power.pj_per_warp_ins));
	dev.power.pj_per_warp_ins[GP_UNIT_FP32] = 1200;
	dev.power.pj_per_warp_ins[GP_UNIT_LSU] = 1500;
	dev.power.pj_per_dram_byte = 0;
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	gp_kernel_release(&k);
	return 0;
}

/* The launch every test prices: 400M elements of saxpy2 at a (thesis Figure 5.23), 256
 * threads a block, 64 warps an SM, the thesis's lambda. */
static void prepare(double a, struct gp_params *p, struct gp_launch *l)
{
	struct gp_diag d;
	gp_params_init(p);
	assert_int_equal(gp_params_set(p, "a", a, &d), 0);
	memset(l, 0, sizeof(*l));
	l->grid = 400000000 / 256;
	l->block = 256;
	l->occupancy_warps = 64;
	l->lambda = 0.703787;
}

/* The model's kernel time of the launch at mhz. */
static double kernel_s_at(double mhz, const struct gp_params *p, const struct gp_launch *l)
{
	struct gp_device at = dev;
	struct gp_estimate e;
	struct gp_diag d;
	assert_int_equal(gp_device_set_clock(&at, GP_CLOCK_MHZ, mhz, &d), 0);
	assert_int_equal(gp_estimate_kernel(&at, &k, p, l, &e, &d), 0);
	return e.kernel_s;
}

static void test_compute_bound_meets_the_limit(void **state)
{
	struct gp_params p;
	struct gp_launch l;
	struct gp_powerclock pc;
	struct gp_diag d;
	struct gp_device save = dev;
	double warps = 400000000.0 / 32, e_j, t_b, c_cycles, p_b, f;
	(void)state;
	prepare(128, &p, &l);
	/* E = warps x ((23 + 4 x 128) x 1200 + 3 x 1500) pJ = 12.5e6 x 646500 pJ = 8.08125 J */
	e_j = warps * ((23 + 4.0 * 128) * 1200 + 3 * 1500) * 1e-12;
	tu_assert_rel(e_j, 8.08125, 1e-12);
	/* compute-bound: the same cycles at the base and the boost clock */
	t_b = kernel_s_at(1178, &p, &l);
	c_cycles = t_b * 1178e6;
	tu_assert_rel(kernel_s_at(1050, &p, &l) * 1050e6, c_cycles, 1e-9);
	p_b = 15 + e_j / t_b;
	/* a limit 90% of the way from idle to the boost power: f = 0.9 x 1178 = 1060.2 MHz,
	 * above the 1050 MHz base; whole MHz below it: 1060 */
	dev.power.tdp_w = 15 + 0.9 * (p_b - 15);
	f = (dev.power.tdp_w - 15) * c_cycles / e_j / 1e6;
	tu_assert_rel(f, 1060.2, 1e-9);
	assert_int_equal(gp_powerclock_solve(&dev, &k, &p, &l, &pc, &d), 0);
	assert_true(pc.limited);
	assert_false(pc.above_at_floor);
	tu_assert_rel(pc.boost_power_w, p_b, 1e-9);
	assert_true(pc.clock_mhz == 1060);
	tu_assert_rel(pc.power_w, 15 + e_j * 1060e6 / c_cycles, 1e-9);
	assert_true(pc.power_w <= dev.power.tdp_w);
	dev = save;
}

static void test_within_the_limit_runs_at_boost(void **state)
{
	struct gp_params p;
	struct gp_launch l;
	struct gp_powerclock pc;
	struct gp_diag d;
	(void)state;
	prepare(128, &p, &l);
	/* the file's 145 W: 15 + 8.08125 J / t_b stays below it at this launch's length */
	assert_int_equal(gp_powerclock_solve(&dev, &k, &p, &l, &pc, &d), 0);
	assert_true(pc.boost_power_w < 145);
	assert_false(pc.limited);
	assert_true(pc.clock_mhz == 1178);
	tu_assert_rel(pc.power_w, pc.boost_power_w, 0);
}

static void test_memory_bound_runs_at_base(void **state)
{
	struct gp_params p;
	struct gp_launch l;
	struct gp_powerclock pc;
	struct gp_diag d;
	struct gp_device save = dev;
	double warps = 400000000.0 / 32, e_j, t_base;
	(void)state;
	prepare(0, &p, &l);
	/* a = 0: DRAM-bound, so the time hardly shrinks with the clock; a limit just below the
	 * power at the base clock cannot be met in [base, boost] */
	e_j = warps * (23 * 1200 + 3 * 1500) * 1e-12;
	t_base = kernel_s_at(1050, &p, &l);
	dev.power.tdp_w = 15 + 0.99 * e_j / t_base;
	assert_int_equal(gp_powerclock_solve(&dev, &k, &p, &l, &pc, &d), 0);
	assert_true(pc.limited);
	assert_true(pc.above_at_floor);
	assert_true(pc.clock_mhz == 1050);
	tu_assert_rel(pc.power_w, 15 + e_j / t_base, 1e-9);
	dev = save;
}

static void test_needs_power_and_base_figures(void **state)
{
	struct gp_params p;
	struct gp_launch l;
	struct gp_powerclock pc;
	struct gp_diag d;
	struct gp_device no = dev;
	(void)state;
	prepare(1, &p, &l);
	no.power.has_power = 0;
	gp_diag_clear(&d);
	assert_int_equal(gp_powerclock_solve(&no, &k, &p, &l, &pc, &d), -GP_ENOTFOUND);
	assert_string_equal(d.field, "/power/tdp_w");
	assert_non_null(strstr(d.hint, "tdp_w"));
	no = dev;
	no.base_clock_mhz = 0;
	gp_diag_clear(&d);
	assert_int_equal(gp_powerclock_solve(&no, &k, &p, &l, &pc, &d), -GP_EINVAL);
	assert_string_equal(d.field, "/base_clock_mhz");
}

/* The command: estimate --clock sustained on a device with no measured sustained clock
 * prints the power-limited clock it ran at. */
static void test_estimate_prints_it(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "estimate --kernel kernels/saxpy2.json --device gtx970 --param a=128 "
		   "--grid 1562500 --block 256 --clock sustained --json");
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "\"power_clock\": {\"limited\": false, \"boost_mhz\": 1178"));
	assert_non_null(strstr(r.out, "\"clock\": \"boost\", \"sm_clock_mhz\": 1178"));
	tu_gpuperf(&r, "estimate --kernel kernels/saxpy2.json --device gtx970 --param a=128 "
		   "--grid 1562500 --block 256 --clock sustained --set power.tdp_w=40");
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "power-limited clock)"));
	assert_non_null(strstr(r.out, "above the 40 W limit"));
	/* a measured sustained clock is used as it is (V100: 1380 MHz) */
	tu_gpuperf(&r, "estimate --kernel kernels/saxpy2.json --device v100 --param a=128 "
		   "--grid 1562500 --block 256 --clock sustained");
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "@ 1380 MHz, sustained clock)"));
	assert_null(strstr(r.out, "power   "));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_compute_bound_meets_the_limit),
		cmocka_unit_test(test_within_the_limit_runs_at_boost),
		cmocka_unit_test(test_memory_bound_runs_at_base),
		cmocka_unit_test(test_needs_power_and_base_figures),
		cmocka_unit_test(test_estimate_prints_it),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
