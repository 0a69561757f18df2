/* test_engine_gpubenches.c - the engine on gpu-benches' pointer chase and STREAM triad against
 * the measured tables (../shared/data/ext/hwdata/gpu-benches), a few points per device, and
 * the wrapping address pattern the chase walks with. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/device.h"
#include "gpuperf/engine.h"
#include "enginebench.h"
#include "gpuperf/hwdata.h"
#include "gpuperf/kernel.h"
#include "util.h"

/* Beyond the measurement's own spread, what the engine may miss by: its latencies are the
 * tables' plateaus (device files), so a point on a plateau is off only by the plateau's
 * slope and the loop's share of a load; 5% leaves room for that and nothing more. */
#define MARGIN 0.05

static char *shared_text(const char *rel)
{
	const char *p = tu_shared_path(rel);
	struct gp_diag d;
	return p ? gp_read_file(p, 0, NULL, &d) : NULL;
}

/*
 * The row of the table closest to kib, and the measurement's spread there: the relative
 * range (max - min) / median of the row and its two neighbours each side (the table gives
 * one value a size, the minimum of 7 runs; neighbouring sizes on a plateau are repeats of
 * the same measurement).
 */
static double row_near(const struct gp_hw_latency *t, double kib, double *spread)
{
	int best = 0;
	double lo = INFINITY, hi = 0;
	for (int i = 1; i < t->n; i++)
		if (fabs(log(t->footprint_kib[i] / kib)) < fabs(log(t->footprint_kib[best] / kib)))
			best = i;
	for (int i = best - 2; i <= best + 2; i++)
		if (i >= 0 && i < t->n) {
			lo = fmin(lo, t->cycles[i]);
			hi = fmax(hi, t->cycles[i]);
		}
	*spread = (hi - lo) / t->cycles[best];
	return best;
}

static void chase_points(const char *dev_name, const char *file, const double *kib, int n)
{
	struct gp_hw_latency t;
	struct gp_device dev;
	struct gp_diag d;
	char *text = shared_text(file);
	if (!text)
		skip();
	assert_int_equal(gp_hw_latency_parse(text, file, &t, &d), 0);
	free(text);
	tu_device(dev_name, &dev);
	dev.lat_mem[GP_MEM_DRAM] *= t.clock_mhz / dev.sm_clock_mhz;
	for (int i = 0; i < n; i++) {
		double spread, cyc, tol;
		int r = (int)row_near(&t, kib[i], &spread);
		assert_int_equal(gp_engine_bench_chase(&dev, t.footprint_kib[r] * 1024,
						       1.25 * dev.l2_bytes / 64, &cyc, &d), 0);
		tol = spread + MARGIN;
		/* DRAM plateau: the engine takes the device's DRAM latency as that of a full
		 * line from an open row (test_engine's saxpy2 convention, thesis Table 4.2), a
		 * chase load is one sector from a closed row, so it reads longer by a row
		 * activation (EN_DRAM_ACT_NS, 24 ns) less three sectors' transfer: allowed on
		 * top, as a known bias */
		if (t.footprint_kib[r] * 1024 > 4 * dev.l2_bytes)
			tol += 24e-9 * t.clock_mhz * 1e6 / t.cycles[r];
		printf("  %s chase %g kB: engine %.1f measured %.1f cycles (%+.1f%%, tolerance "
		       "%.1f%%)\n", dev_name, t.footprint_kib[r], cyc, t.cycles[r],
		       100 * (cyc - t.cycles[r]) / t.cycles[r], 100 * tol);
		assert_true(fabs(cyc - t.cycles[r]) <= tol * t.cycles[r]);
	}
}

/* L1 plateau, L2 plateau, DRAM plateau of each table */
static void test_chase_a100(void **state)
{
	const double kib[] = { 18, 2686, 926711 };
	(void)state;
	chase_points("a100", "ext/hwdata/gpu-benches/gpu-latency_a100_40.txt", kib, 3);
}

static void test_chase_v100(void **state)
{
	const double kib[] = { 18, 2686, 926711 };
	(void)state;
	chase_points("v100", "ext/hwdata/gpu-benches/gpu-latency_v100.txt", kib, 3);
}

static void test_chase_h100(void **state)
{
	const double kib[] = { 18, 2686 };
	(void)state;
	chase_points("h100-pcie", "ext/hwdata/gpu-benches/gpu-latency_h100_pcie.txt", kib, 2);
}

/* Triad at full occupancy (2 x 1024 threads per SM): row 31 of gpu-stream (block 1024);
 * the spread is the range of rows 29..31 (blocks 960..1024, the bandwidth plateau). */
static void triad_point(const char *dev_name, const char *file)
{
	struct gp_hw_stream t;
	struct gp_device dev;
	struct gp_diag d;
	int c = -1;
	double gbps, lo = INFINITY, hi = 0, tol;
	char *text = shared_text(file);
	if (!text)
		skip();
	assert_int_equal(gp_hw_stream_parse(text, file, &t, &d), 0);
	free(text);
	for (int i = 0; i < t.ncols; i++)
		if (strcmp(t.cols[i], "triad") == 0)
			c = i;
	assert_true(c >= 0 && t.n == 32);
	for (int r = 29; r <= 31; r++) {
		lo = fmin(lo, t.gbps[r][c]);
		hi = fmax(hi, t.gbps[r][c]);
	}
	tu_device(dev_name, &dev);
	assert_int_equal(gp_engine_bench_triad(&dev, 1024, &gbps, &d), 0);
	tol = (hi - lo) / t.gbps[31][c] + MARGIN;
	printf("  %s triad 2 x 1024: engine %.0f measured %.0f GB/s (%+.1f%%, tolerance %.1f%%)\n",
	       dev_name, gbps, t.gbps[31][c], 100 * (gbps - t.gbps[31][c]) / t.gbps[31][c],
	       100 * tol);
	assert_true(fabs(gbps - t.gbps[31][c]) <= tol * t.gbps[31][c]);
}

static void test_triad_a100(void **state)
{
	(void)state;
	triad_point("a100", "ext/hwdata/gpu-benches/gpu-stream_a100_40.txt");
}

static void test_triad_v100(void **state)
{
	(void)state;
	triad_point("v100", "ext/hwdata/gpu-benches/gpu-stream_v100.txt");
}

/*
 * The wrapping pattern by hand: one thread, 8-byte loads at index 3 x iter modulo 8
 * elements (a 64-byte footprint, 2 sectors), 16 iterations. Without the wrap the loads
 * would touch 16 x 3 x 8 = 384 bytes, 12 sectors; with it every load is one of the two
 * sectors: 2 misses, then L1 hits (l1_accesses 16, hit rate 14/16).
 */
static void test_wrap_pattern(void **state)
{
	const char *text =
		"{\"name\": \"w\", \"fidelity\": \"hand\", \"regs_per_thread\": 8, \"per_warp\": "
		"{\"ins_issued\": 19, \"latency_bound\": 1}, \"program\": {\"instructions\": ["
		"{\"op\": \"LDG.E.64\", \"class\": \"gld\", \"dst\": [\"R2\", \"R3\"], "
		"\"src\": [\"R2\", \"R3\"], \"width\": 8, \"pattern\": 0}, "
		"{\"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": 0}, "
		"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}], "
		"\"loops\": [{\"head\": 0, \"tail\": 1, \"trips\": 16}], \"patterns\": ["
		"{\"array\": \"x\", \"elem_bytes\": 8, \"kind\": \"affine\", \"tid\": 0, "
		"\"block\": 0, \"iter\": 3, \"footprint_bytes\": 64, \"wrap\": true}]}}";
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_launch l = { .grid = 1, .block = 1 };
	struct gp_engine_opts o;
	struct gp_engine_result r;
	struct gp_diag d;
	(void)state;
	tu_device("a100", &dev);
	gp_kernel_init(&k);
	tu_kernel_text(&k, text, "w");
	gp_engine_opts_init(&o);
	assert_int_equal(gp_engine_run(&dev, &k, NULL, &l, &o, &r, &d), 0);
	assert_true(r.l1_accesses == 16);
	assert_true(fabs(r.l1_hit_rate - 14.0 / 16) < 1e-9);
	gp_kernel_release(&k);
}

/* A wrapping pattern without a footprint is an error naming the field. */
static void test_wrap_needs_footprint(void **state)
{
	const char *text =
		"{\"name\": \"w\", \"fidelity\": \"hand\", \"per_warp\": {\"ins_issued\": 1, "
		"\"latency_bound\": 1}, \"program\": {\"instructions\": [{\"op\": \"EXIT\", "
		"\"class\": \"branch\", \"exit\": true}], \"patterns\": [{\"array\": \"x\", "
		"\"elem_bytes\": 8, \"kind\": \"affine\", \"wrap\": true}]}}";
	struct gp_kernel k;
	struct gp_diag d;
	(void)state;
	gp_kernel_init(&k);
	assert_true(gp_kernel_parse(text, strlen(text), "w", &k, &d) < 0);
	assert_non_null(strstr(d.field, "footprint_bytes"));
	gp_kernel_release(&k);
}

/* shuffle walks a wrapping pattern only: without wrap it is an error naming the field; with
 * it the key survives a save and a load. */
static void test_shuffle_needs_wrap(void **state)
{
	static const char *const fmt =
		"{\"name\": \"w\", \"fidelity\": \"hand\", \"per_warp\": {\"ins_issued\": 1, "
		"\"latency_bound\": 1}, \"program\": {\"instructions\": [{\"op\": \"EXIT\", "
		"\"class\": \"branch\", \"exit\": true}], \"patterns\": [{\"array\": \"x\", "
		"\"elem_bytes\": 8, \"kind\": \"affine\", \"footprint_bytes\": 64%s, "
		"\"shuffle\": true}]}}";
	char text[512], path[] = "build/tests/shuffle_rt.json";
	struct gp_kernel k, k2;
	struct gp_diag d;
	(void)state;
	snprintf(text, sizeof(text), fmt, "");
	gp_kernel_init(&k);
	assert_true(gp_kernel_parse(text, strlen(text), "w", &k, &d) < 0);
	assert_non_null(strstr(d.field, "/shuffle"));
	gp_kernel_release(&k);
	snprintf(text, sizeof(text), fmt, ", \"wrap\": true");
	tu_kernel_text(&k, text, "w");
	assert_int_equal(k.program->patterns[0].shuffle, 1);
	assert_int_equal(gp_kernel_save(&k, path, NULL, &d), 0);
	assert_int_equal(gp_kernel_load(path, &k2, &d), 0);
	assert_int_equal(k2.program->patterns[0].shuffle, 1);
	assert_int_equal(k2.program->patterns[0].wrap, 1);
	gp_kernel_release(&k);
	gp_kernel_release(&k2);
	unlink(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_wrap_pattern),
		cmocka_unit_test(test_wrap_needs_footprint),
		cmocka_unit_test(test_shuffle_needs_wrap),
		cmocka_unit_test(test_chase_a100),
		cmocka_unit_test(test_chase_v100),
		cmocka_unit_test(test_chase_h100),
		cmocka_unit_test(test_triad_a100),
		cmocka_unit_test(test_triad_v100),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
