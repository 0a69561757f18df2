/* test_energy.c - kernel energy by hand: idle x time + pJ per warp instruction + pJ per byte. */
#include "testutil.h"
#include "cachecase.h"
#include "gpuperf/energy.h"

/* devices/gtx970.json "power": idle 15 W, TDP 145 W, FP32 1200 pJ, LSU 1500 pJ per warp
 * instruction, 60 pJ per DRAM byte */
static struct gp_device dev;

static int setup(void **state)
{
	(void)state;
	if (tu_device_load("devices/gtx970.json", &dev) < 0)
		return -1;
	return 0;
}

static void test_figures_are_the_devices(void **state)
{
	(void)state;
	assert_true(dev.power.has_power);
	tu_assert_rel(dev.power.idle_w, 15, 1e-12);
	tu_assert_rel(dev.power.pj_per_warp_ins[GP_UNIT_FP32], 1200, 1e-12);
	tu_assert_rel(dev.power.pj_per_warp_ins[GP_UNIT_LSU], 1500, 1e-12);
	tu_assert_rel(dev.power.pj_per_dram_byte, 60, 1e-12);
	assert_true(gp_power_has_op_energy(&dev.power));
}

static void test_compute_vs_memory_work(void **state)
{
	struct gp_energy_work w = { 0 };
	struct gp_energy e;
	struct gp_diag d;
	(void)state;
	/* compute-bound: 1e8 FP32 warp instructions in 1 ms:
	 * 15 W x 1 ms + 1200 pJ x 1e8 = 0.015 + 0.12 = 0.135 J */
	w.time_s = w.busy_s = 1e-3;
	w.warp_ins[GP_UNIT_FP32] = 1e8;
	assert_int_equal(gp_energy_compute(&dev.power, &w, &e, &d), 0);
	tu_assert_rel(e.static_j, 0.015, 1e-12);
	tu_assert_rel(e.unit_j[GP_UNIT_FP32], 0.12, 1e-12);
	tu_assert_rel(e.total_j, 0.135, 1e-12);
	tu_assert_rel(e.avg_power_w, 135, 1e-12);
	assert_int_equal(e.tdp_scaled, 0);
	/* memory-bound: 1e6 LSU warp instructions moving 1e9 DRAM bytes in 1 ms:
	 * 0.015 + 1500 pJ x 1e6 + 60 pJ x 1e9 = 0.015 + 0.0015 + 0.06 = 0.0765 J */
	memset(&w, 0, sizeof(w));
	w.time_s = w.busy_s = 1e-3;
	w.warp_ins[GP_UNIT_LSU] = 1e6;
	w.dram_bytes = 1e9;
	assert_int_equal(gp_energy_compute(&dev.power, &w, &e, &d), 0);
	tu_assert_rel(e.dram_j, 0.06, 1e-12);
	tu_assert_rel(e.total_j, 0.0765, 1e-12);
	/* energy-delay product */
	tu_assert_rel(gp_energy_delay_product(e.total_j, w.time_s), 0.0765e-3, 1e-12);
}

/* The thesis's saxpy2 (Figure 5.23 counts) on the GTX 970 through the analytical estimate:
 * a = 128 is compute-bound, a = 0 memory-bound; the same 12.5e6 warps move the same bytes,
 * so the dynamic energy differs exactly by the FP32 instructions' pJ. */
static void estimate_saxpy2(int a, struct gp_estimate *e)
{
	struct gp_kernel_counts c = { 0 };
	struct gp_launch l = { 0 };
	struct gp_diag d;
	c.ins[GP_UNIT_FP32] = 23 + 4.0 * a;
	c.ins_issued = 26 + 4.0 * a;
	c.gmem_bytes = 384;
	c.latency_bound_cycles = 942 + 24.0 * a;
	l.grid = 400000000 / 256;
	l.block = 256;
	l.occupancy_warps = 64;
	l.lambda = 0.703787;
	assert_int_equal(gp_estimate_counts(&dev, &c, 0, 0, &l, e, &d), 0);
}

static void test_saxpy2_compute_and_memory_bound(void **state)
{
	struct gp_estimate cb, mb;
	struct gp_energy ec, em;
	struct gp_diag d;
	double warps = 1562500.0 * 8;
	(void)state;
	estimate_saxpy2(128, &cb);
	estimate_saxpy2(0, &mb);
	/* issue-bound: (26 + 4a) / 4 schedulers = 134.5 cycles/warp > 32 x 535 / 128 = 133.75 */
	assert_int_equal(cb.limiter_bound, GP_BOUND_ISSUE);
	assert_int_equal(mb.limiter_bound, GP_BOUND_DRAM);
	tu_assert_rel(cb.warps_launched, warps, 1e-12);
	assert_int_equal(gp_energy_kernel(&dev, &cb, &ec, &d), 0);
	assert_int_equal(gp_energy_kernel(&dev, &mb, &em, &d), 0);
	/* compute-bound: 1200 pJ x 535 x 12.5e6 = 8.025 J of FP32, 60 pJ x 384 x 12.5e6 = 0.288 J */
	tu_assert_rel(ec.unit_j[GP_UNIT_FP32], 8.025, 1e-12);
	tu_assert_rel(ec.dram_j, 0.288, 1e-12);
	tu_assert_rel(ec.total_j, 15 * cb.time_s + 8.025 + 0.288, 1e-12);
	/* memory-bound: 1200 pJ x 23 x 12.5e6 = 0.345 J of FP32, the same 0.288 J of DRAM */
	tu_assert_rel(em.unit_j[GP_UNIT_FP32], 0.345, 1e-12);
	tu_assert_rel(em.dram_j, 0.288, 1e-12);
	tu_assert_rel(em.total_j, 15 * mb.time_s + 0.345 + 0.288, 1e-12);
	/* the power figures' ratio: (1200 x 535 + 60 x 384) / (1200 x 23 + 60 x 384) */
	tu_assert_rel(ec.dynamic_j / em.dynamic_j, (1200.0 * 535 + 60 * 384) / (1200.0 * 23 + 60 * 384),
		      1e-12);
	/* the memory-bound kernel spends most of its dynamic energy in DRAM, the other in FP32 */
	assert_true(em.dram_j / em.dynamic_j > 0.45 && ec.dram_j / ec.dynamic_j < 0.04);
}

/* DRAM energy is charged for the bytes that reach DRAM, not the bytes the warps request:
 * gpu-benches' gpu-cache over a 2 MB buffer on V100 (tests/cachecase.h) re-reads it from
 * the L2, so DRAM sees the buffer once (2 MiB plus each SM's lockstep share), a small part
 * of the loads' bytes. */
static void test_dram_energy_is_dram_traffic(void **state)
{
	struct gp_device v100;
	struct gp_estimate e;
	struct gp_energy en;
	struct gp_diag d;
	double gbps, requested;
	(void)state;
	tu_device("devices/v100.json", &v100);
	assert_int_equal(cc_predict(&v100, 0, 2048, GP_COMBINE_DEFAULT, &gbps, &e, &d), 0);
	requested = e.counts.gmem_bytes * e.warps_launched;
	assert_true(e.dram_bytes >= 2048.0 * 1024);
	assert_true(e.dram_bytes < 0.01 * requested);
	assert_int_equal(gp_energy_kernel(&v100, &e, &en, &d), 0);
	tu_assert_rel(en.dram_j, v100.power.pj_per_dram_byte * 1e-12 * e.dram_bytes, 1e-12);
}

static void test_tdp_scaled_fallback(void **state)
{
	struct gp_power pw = { 0 };
	struct gp_energy_work w = { 0 };
	struct gp_energy e;
	struct gp_diag d;
	(void)state;
	pw.has_power = 1;
	pw.tdp_w = 145;
	pw.idle_w = 15;
	/* no per-operation figures: idle x time + (TDP - idle) x utilization x busy time
	 * = 15 x 1.2 ms + 130 x 0.5 x 1 ms = 0.018 + 0.065 = 0.083 J */
	w.time_s = 1.2e-3;
	w.busy_s = 1e-3;
	w.utilization = 0.5;
	w.warp_ins[GP_UNIT_FP32] = 1e9;      /* ignored: no pJ figure */
	assert_false(gp_power_has_op_energy(&pw));
	assert_int_equal(gp_energy_compute(&pw, &w, &e, &d), 0);
	assert_int_equal(e.tdp_scaled, 1);
	tu_assert_rel(e.total_j, 0.083, 1e-12);
	/* a throughput-bound estimate runs at utilization 1: TDP for the kernel time */
	{
		struct gp_estimate cb;
		struct gp_energy_work ww;
		estimate_saxpy2(128, &cb);
		gp_energy_work_from_estimate(&cb, &ww);
		tu_assert_rel(ww.utilization, 1, 1e-12);
		assert_int_equal(gp_energy_compute(&pw, &ww, &e, &d), 0);
		tu_assert_rel(e.total_j, 15 * cb.time_s + 130 * cb.kernel_s, 1e-12);
	}
}

static void test_errors(void **state)
{
	struct gp_power none = { 0 };
	struct gp_energy_work w = { 0 };
	struct gp_energy e;
	struct gp_diag d;
	(void)state;
	w.time_s = w.busy_s = 1e-3;
	assert_int_equal(gp_energy_compute(&none, &w, &e, &d), -GP_ENOTFOUND);
	tu_assert_contains(d.msg, "no power figures");
	tu_assert_contains(d.hint, "devices/README.md");
	w.time_s = -1;
	assert_int_equal(gp_energy_compute(&dev.power, &w, &e, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "invalid work");
	w.time_s = 1e-3;
	w.busy_s = 2e-3;
	assert_int_equal(gp_energy_compute(&dev.power, &w, &e, &d), -GP_EINVAL);
	w.busy_s = 1e-3;
	w.utilization = 1.5;
	assert_int_equal(gp_energy_compute(&dev.power, &w, &e, &d), -GP_EINVAL);
	w.utilization = 0;
	w.warp_ins[GP_UNIT_SFU] = NAN;
	assert_int_equal(gp_energy_compute(&dev.power, &w, &e, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "sfu");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_figures_are_the_devices),
		cmocka_unit_test(test_compute_vs_memory_work),
		cmocka_unit_test(test_saxpy2_compute_and_memory_bound),
		cmocka_unit_test(test_dram_energy_is_dram_traffic),
		cmocka_unit_test(test_tdp_scaled_fallback),
		cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
