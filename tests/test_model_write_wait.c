/* test_model_write_wait.c - a DRAM read's wait for the writes among a launch's bytes
 * (memory.dram_write_read_wait_ns, estimate.c write_wait_cycles) and the launch that only
 * writes to DRAM (no DRAM round on its path): the device files' figures are still the fit
 * to gpu-stream's triad column (tests/writewait.h), the held-out scale column's knee, the
 * launches the figure must leave alone, Little's law at the solved utilisation, the
 * write-only column's hard corner against the measured table, and the engine's reads
 * waiting the same way. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/device.h"
#include "enginebench.h"
#include "gpuperf/estimate.h"
#include "gpuperf/kernel.h"
#include "hwstream.h"
#include "writewait.h"

static void load_table(const char *dev, struct gp_hw_stream *t)
{
	for (size_t i = 0; i < HW_STREAM_NFILES; i++)
		if (strcmp(hw_stream_files[i].dev, dev) == 0) {
			if (hw_stream_load(hw_stream_files[i].file, t) != 0) {
				tu_skip_why("../shared/data/%s not found", hw_stream_files[i].file);
				skip();
			}
			return;
		}
	fail_msg("no gpu-stream table for %s", dev);
}

/* The model's GB/s for the gpu-stream kernel file at row's launch (2 blocks of 32 (row + 1)
 * threads an SM); *out, when not NULL, gets the estimate. */
static double predict(const struct gp_device *dev, const char *kernel, int streams, int row,
		      struct gp_estimate *out)
{
	struct gp_kernel k;
	double gbps;
	tu_kernel_load(kernel, &k);
	gbps = hw_stream_gbps(dev, &k, 32 * (row + 1), streams, out);
	gp_kernel_release(&k);
	return gbps;
}

/* Each of the five devices gpu-stream measured carries the figure the fit finds today (the
 * least mean error over its 32 triad rows on the 10 ns grid), and it lowers that error. */
static void test_files_hold_the_fit(void **state)
{
	(void)state;
	for (size_t i = 0; i < HW_STREAM_NFILES; i++) {
		struct gp_kernel triad;
		struct gp_device dev;
		struct gp_hw_stream t;
		struct gp_diag d;
		double ns = -1, err, at0;
		int col;
		/* the table first: a skip leaves nothing allocated */
		load_table(hw_stream_files[i].dev, &t);
		tu_kernel_load("kernels/mem/gpu_stream_triad.json", &triad);
		tu_device_benched(hw_stream_files[i].dev, &dev);
		col = hw_stream_column(&t, "triad");
		assert_int_equal(ww_fit(&dev, &triad, &t, col, &ns, &err, &d), 0);
		printf("  %s: file %.0f ns, fit %.0f ns, triad error %.2f%%\n", dev.name,
		       dev.dram_write_read_wait_ns, ns, err);
		assert_true(dev.dram_write_read_wait_ns > 0);
		tu_assert_rel(dev.dram_write_read_wait_ns, ns, 1e-12);
		dev.dram_write_read_wait_ns = 0;
		at0 = ww_mape(&dev, &triad, 3, &t, col, &d);
		assert_true(at0 >= err);
		gp_kernel_release(&triad);
	}
}

/* gpu-stream scale (1 read : 1 write, not in the fit) on H200 and H100 PCIe, rows of 2 x 480
 * and 2 x 224 threads an SM: measured 2157 and 925 GB/s. Without the figure the model is
 * 25.3% and 19.7% above (27.8% and 21.0% before both devices read at their measured
 * read-only ceilings); with it within 5% (-3.8%, -2.4%). */
static void test_scale_knee_held_out(void **state)
{
	static const struct {
		const char *dev;
		int row;
		double without_pct;
	} c[] = { { "h200", 14, 25.3 }, { "h100-pcie", 6, 19.7 } };
	(void)state;
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct gp_device dev;
		struct gp_hw_stream t;
		double meas, with, without;
		load_table(c[i].dev, &t);
		tu_device_benched(c[i].dev, &dev);
		meas = t.gbps[c[i].row][hw_stream_column(&t, "scale")];
		with = predict(&dev, "kernels/mem/gpu_stream_scale.json", 2, c[i].row, NULL);
		dev.dram_write_read_wait_ns = 0;
		without = predict(&dev, "kernels/mem/gpu_stream_scale.json", 2, c[i].row, NULL);
		printf("  %s scale, 2 x %d threads: measured %.0f, predicted %.0f (%+.1f%%), without the "
		       "figure %.0f (%+.1f%%)\n", c[i].dev, 32 * (c[i].row + 1), meas, with,
		       100 * (with - meas) / meas, without, 100 * (without - meas) / meas);
		tu_assert_rel(without, meas * (1 + c[i].without_pct / 100), 0.002);
		tu_assert_rel(with, meas, 0.05);
	}
}

/* A launch that only reads (gpu-stream read) or only writes (init) waits nothing for writes:
 * the same prediction to the digit with the figure and without it. A mixed one (triad) at
 * the knee is slower with it. */
static void test_pure_streams_untouched(void **state)
{
	struct gp_device dev;
	double a, b;
	(void)state;
	tu_device("h200", &dev);
	for (int row = 3; row < 32; row += 7) {
		double r1 = predict(&dev, "kernels/mem/gpu_stream_read.json", 1, row, NULL);
		double i1 = predict(&dev, "kernels/mem/gpu_stream_init.json", 1, row, NULL);
		double keep = dev.dram_write_read_wait_ns;
		dev.dram_write_read_wait_ns = 0;
		assert_true(predict(&dev, "kernels/mem/gpu_stream_read.json", 1, row, NULL) == r1);
		assert_true(predict(&dev, "kernels/mem/gpu_stream_init.json", 1, row, NULL) == i1);
		dev.dram_write_read_wait_ns = keep;
	}
	a = predict(&dev, "kernels/mem/gpu_stream_triad.json", 3, 8, NULL);
	dev.dram_write_read_wait_ns = 0;
	b = predict(&dev, "kernels/mem/gpu_stream_triad.json", 3, 8, NULL);
	assert_true(a < 0.9 * b);
}

/*
 * Little's law at the solved DRAM utilisation u: the resident warps over the warps'
 * latency are the warp rate, and the DRAM cycles a warp needs times that rate are u
 * (warp_rate: x = occ / lat = u / D, D the DRAM's cycles a warp). H200 triad at 2 x 288
 * threads an SM, latency-bound: with the figure the latency is longer and u lower.
 */
static void test_little_at_the_root(void **state)
{
	struct gp_device dev;
	struct gp_estimate with, without;
	(void)state;
	tu_device("h200", &dev);
	predict(&dev, "kernels/mem/gpu_stream_triad.json", 3, 8, &with);
	dev.dram_write_read_wait_ns = 0;
	predict(&dev, "kernels/mem/gpu_stream_triad.json", 3, 8, &without);
	assert_int_equal(with.regime, GP_REGIME_LATENCY);
	tu_assert_rel(with.warp_throughput_wpc, with.occupancy_warps / with.latency_bound_cycles,
		      0.01);
	tu_assert_rel(with.warp_throughput_wpc * with.cpw[GP_BOUND_DRAM], with.util[GP_BOUND_DRAM],
		      0.01);
	assert_true(with.latency_bound_cycles > without.latency_bound_cycles);
	assert_true(with.util[GP_BOUND_DRAM] < without.util[GP_BOUND_DRAM]);
}

/*
 * gpu-stream init (stores only) on V100: its stores wait for nothing, so the model takes the
 * hard corner, the latency bound's linear rise up to the write-only plateau (895 GB/s, the
 * device file's memory.dram_write_sustained_gbps): from 2 x 224 threads an SM on every row
 * is the plateau, to 0.1%; the table has 895 GB/s on each of them. Below it, at 2 x 160,
 * measured 723: within 10%.
 */
static void test_write_only_corner(void **state)
{
	struct gp_device dev;
	struct gp_hw_stream t;
	int col;
	(void)state;
	load_table("v100", &t);
	tu_device_benched("v100", &dev);
	col = hw_stream_column(&t, "init");
	for (int row = 6; row < 32; row++) {
		double p = predict(&dev, "kernels/mem/gpu_stream_init.json", 1, row, NULL);
		tu_assert_rel(p, dev.dram_write_sustained_gbps, 0.001);
		tu_assert_rel(t.gbps[row][col], 895, 0.001);
	}
	tu_assert_rel(predict(&dev, "kernels/mem/gpu_stream_init.json", 1, 4, NULL), t.gbps[4][col],
		      0.1);
}

/*
 * The engine's DRAM reads wait the figure times their channel's write utilisation
 * (engine_dram.c): gpu-stream's triad at 2 x 256 threads an SM on H200 and H100 PCIe,
 * measured 1905 and 1399 GB/s, on an L2 of 16 ways. The engine without the wait is 33.5% and 24.5% above them
 * (2543, 1742); with it within 7% (1973, +3.5%; 1487, +6.3%).
 */
static void test_engine_waits_too(void **state)
{
	static const struct {
		const char *dev;
		double without_gbps;
	} c[] = { { "h200", 2543.1 }, { "h100-pcie", 1741.8 } };
	(void)state;
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct gp_device dev;
		struct gp_hw_stream t;
		struct gp_diag d;
		double with, without, meas;
		load_table(c[i].dev, &t);
		tu_device_benched(c[i].dev, &dev);
		/* the figures were read with 16 L2 ways; the files now carry Accel-Sim's 40,
		 * which Accel-Sim pairs with a hashed set index the engine does not have (its
		 * sets are linear): with them the engine is +2.4% (h200) and +10.9% (h100-pcie)
		 * here, validate_engine_bench lists both */
		dev.l2_assoc = 16;
		meas = t.gbps[7][hw_stream_column(&t, "triad")];
		assert_int_equal(gp_engine_bench_triad(&dev, 256, &with, &d), 0);
		dev.dram_write_read_wait_ns = 0;
		dev.block_dispatch_s = 0;   /* the pin predates the spaced block starts */
		assert_int_equal(gp_engine_bench_triad(&dev, 256, &without, &d), 0);
		printf("  %s triad 2 x 256: measured %.0f, engine %.1f (%+.1f%%), without the wait %.1f\n",
		       c[i].dev, meas, with, 100 * (with - meas) / meas, without);
		tu_assert_rel(without, c[i].without_gbps, 0.001);
		assert_true(without > 1.24 * meas);
		tu_assert_rel(with, meas, 0.07);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_files_hold_the_fit),
		cmocka_unit_test(test_scale_knee_held_out),
		cmocka_unit_test(test_pure_streams_untouched),
		cmocka_unit_test(test_little_at_the_root),
		cmocka_unit_test(test_write_only_corner),
		cmocka_unit_test(test_engine_waits_too),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
