/* test_engine_sustained.c - the engine's DRAM channels at the device's measured sustained
 * bandwidth (memory.sustained_gbps): the per-sector factor by hand, the H200 triad at the
 * gpu-stream plateau, and devices without the figure unchanged to the cycle. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/device.h"
#include "gpuperf/engine.h"
#include "enginebench.h"
#include "gpuperf/kernel.h"
#include "engine_int.h"

/*
 * By hand from engine_dram.c's equation, refresh share 350 / 3900 = 0.0897436, write
 * batch turnarounds 2 x 2 ns / 24 = 0.16667 ns a channel per 12 sectors (two read lines,
 * one written line, 384 B):
 *   H200 (devices/h200.json: 4800 GB/s peak, 96 channels, 3534 GB/s sustained): own
 *   384 / (50 x 0.9102564) = 8.43718 ns, wanted 384 / 36.8125 - 0.16667 = 10.26457 ns,
 *   f = 1.216587.
 *   V100 (900 GB/s, 32 channels, 814 GB/s): own 384 / (28.125 x 0.9102564) = 14.99944 ns,
 *   wanted 384 / 25.4375 - 0.16667 = 14.92916 ns, f = 0.99531: the engine's own ceiling is
 *   already below the measured plateau, so the factor is 1 (the bus never runs faster).
 *   A100 40 GB (1555, 40, 1375): own 10.85168 ns, wanted 11.00424 ns, f = 1.014059.
 */
static void test_factor_by_hand(void **state)
{
	struct gp_device dev;
	(void)state;
	tu_device("h200", &dev);
	assert_true(fabs(en_dram_sustained_factor(&dev) - 1.216587) < 2e-6);
	tu_device("v100", &dev);
	assert_true(en_dram_sustained_factor(&dev) == 1.0);
	tu_device("a100", &dev);
	assert_true(fabs(en_dram_sustained_factor(&dev) - 1.014059) < 2e-6);
	/* no measured figure: exactly 1 */
	tu_device("gtx1080", &dev);
	assert_true(dev.dram_sustained_gbps == 0);
	assert_true(en_dram_sustained_factor(&dev) == 1.0);
	tu_device("h200", &dev);
	dev.dram_sustained_gbps = 0;
	assert_true(en_dram_sustained_factor(&dev) == 1.0);
}

/*
 * The H200 triad at full occupancy (2 x 1024 threads per SM), timed as gpu-stream times it
 * (gp_engine_bench_triad), against gpu-stream's plateau 3534 GB/s (the figure the factor is
 * derived from; before the factor the engine gave 4300, +21.7%). Tolerance 3%: the
 * measurement's own spread on its plateau (rows 29..31 of gpu-stream_h200.txt, blocks
 * 960..1024: 3447..3534 GB/s, 2.5%, as test_engine_gpubenches's triad points take it) and half
 * a percent for the engine's scheduling around the bus equation the factor is solved from
 * (before the factor, its saturated triads were -1.3% (A100 80 GB) to +0.4% (H200) off
 * that equation).
 */
static void test_triad_h200(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	double gbps;
	(void)state;
	tu_device("h200", &dev);
	assert_int_equal(gp_engine_bench_triad(&dev, 1024, &gbps, &d), 0);
	printf("  h200 triad 2 x 1024: engine %.1f measured 3534 GB/s (%+.2f%%)\n", gbps,
	       100 * (gbps - 3534) / 3534);
	assert_true(fabs(gbps - 3534) <= 0.03 * 3534);
}

static uint64_t triad_cycles(const struct gp_device *dev, long long grid)
{
	struct gp_kernel k;
	struct gp_params p;
	struct gp_launch l = { 0 };
	struct gp_engine_opts o;
	struct gp_engine_result r;
	struct gp_diag d;
	/* gpu-stream's triad kernel, the one gp_engine_bench_triad runs */
	assert_int_equal(gp_engine_bench_triad_kernel(&k, &d), 0);
	gp_params_init(&p);
	l.grid = grid;
	l.block = 256;
	gp_engine_opts_init(&o);
	assert_int_equal(gp_engine_run(dev, &k, &p, &l, &o, &r, &d), 0);
	gp_kernel_release(&k);
	printf("  %s triad %lld x 256: %llu cycles\n", dev->name, grid,
	       (unsigned long long)r.cycles);
	return r.cycles;
}

/*
 * Devices without a measured sustained figure run exactly as before the factor: the
 * cycles pinned here are the engine's on the same launches before the change (a triad of
 * 32 blocks of 256 threads a SM). The launch is DRAM-bound: H200 with its figure takes
 * 10413 cycles, about the factor longer (10413 / 8756 = 1.19), so the pins would see a
 * factor applied without the figure.
 */
#define GTX1080_CYCLES 18843
#define H200_CYCLES 8756

static void test_unchanged_without_figure(void **state)
{
	struct gp_device dev;
	(void)state;
	tu_device("gtx1080", &dev);
	assert_int_equal(triad_cycles(&dev, 32LL * dev.sms), GTX1080_CYCLES);
	tu_device("h200", &dev);
	dev.dram_sustained_gbps = 0;
	dev.block_dispatch_s = 0;   /* the pin predates the spaced block starts too */
	assert_int_equal(triad_cycles(&dev, 32LL * dev.sms), H200_CYCLES);
	tu_device("h200", &dev);
	assert_true(triad_cycles(&dev, 32LL * dev.sms) > 1.1 * H200_CYCLES);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_factor_by_hand),
		cmocka_unit_test(test_triad_h200),
		cmocka_unit_test(test_unchanged_without_figure),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
