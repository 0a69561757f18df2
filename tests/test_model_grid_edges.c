/* test_model_grid_edges.c - the grid's start and end (grid_start_end_us): derived again from the
 * measurements the device files cite, and carried into estimate's duration. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/device.h"
#include "gpuperf/estimate.h"
#include "gpuperf/kernel.h"
#include "gpuperf/trace_kernel.h"
#include "gpuperf/traceg.h"
#include "csvio.h"
#include "util.h"

/* A CSV file of the shared data read whole (csvio.c), or -1 when it is absent. */
static int shared_csv(const char *rel, struct gp_csv *t)
{
	const char *p = tu_shared_path(rel);
	struct gp_diag d;
	if (!p || access(p, R_OK) != 0)
		return -1;
	if (gp_csv_read(p, t, &d) < 0)
		fail_msg("%s: %s", rel, d.msg);
	return 0;
}

/*
 * QV100: AccelWattch's Num_Idle_SMs is (1 - smsp__cycles_active / elapsed) x 80, so
 * Num_Idle_SMs / 80 x Elapsed_Cycles is the time an average SM sub-partition held no warp.
 * Its floor over the 25 kernels is backprop's bpnn_layerforward, 7.520 / 80 x 23324.8 = 2192.5
 * cycles, 1.937 us at the 1132 MHz Nsight Compute locks; the next three (dct8x8's two
 * kernels, hotspot) idle 2238-2354 cycles in kernels of 5.8k-56k: a fixed time of the grid,
 * its start and end, not a share of the kernel.
 */
static void test_v100_from_idle_sms(void **state)
{
	struct gp_csv t;
	struct gp_diag d;
	double idle[32];
	int ci, ce;
	struct gp_device dev;
	(void)state;
	if (shared_csv("ext/hwdata/accelwattch_hw_perf.csv", &t) < 0)
		skip();
	ci = gp_csv_col(&t, "Num_Idle_SMs");
	ce = gp_csv_col(&t, "Elapsed_Cycles");
	assert_true(ci >= 0 && ce >= 0);
	assert_int_equal(t.nrows, 25);
	for (long i = 0; i < t.nrows; i++) {
		double sms, cyc;
		assert_int_equal(gp_csv_num(&t, i, ci, &sms, &d), 0);
		assert_int_equal(gp_csv_num(&t, i, ce, &cyc, &d), 0);
		idle[i] = sms / 80 * cyc;
	}
	qsort(idle, (size_t)t.nrows, sizeof(idle[0]), tu_cmp_double);
	gp_csv_release(&t);
	assert_true(fabs(idle[0] - 2192.5) < 0.5);
	assert_true(idle[3] / idle[0] < 1.08);   /* four kernels share the floor */
	tu_device("v100", &dev);
	assert_true(fabs(dev.grid_start_end_s * 1e6 - idle[0] / 1132) < 0.005);
}

/*
 * GTX 1080: Nsight Compute timed a 100-element vecAdd<float> at 2720 ns
 * (gpu__time_duration). Its body, the traced kernel (32 warps in one block) estimated on the
 * device, is 0.36 us (one block: no successor waits for its replacement); the rest, 2.36 us,
 * is the grid's start and end.
 */
static void test_gtx1080_from_ncu(void **state)
{
	struct gp_csv csv;
	const char *list;
	char path[4096], num[32];
	struct gp_trace_list tl;
	struct gp_trace_kernel t;
	struct gp_trace_stats st;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_launch l = { .grid = 1, .block = 1024 };
	struct gp_estimate e;
	struct gp_diag d;
	const char *cell;
	size_t n = 0;
	double ns;
	int c;
	(void)state;
	if (shared_csv("ext/hwdata/microgpusim_nsight_vectoradd_100_32_metrics_all_gtx1080.csv",
		       &csv) < 0)
		skip();
	if (!(list = tu_shared_path("ext/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g"))) {
		gp_csv_release(&csv);
		skip();
		return;
	}
	snprintf(path, sizeof(path), "%s", list);
	c = gp_csv_col(&csv, "gpu__time_duration");
	assert_true(c >= 0 && csv.nrows >= 2);
	/* row 0 holds the units; Nsight Compute writes thousands separators ("2,720.00") */
	for (cell = gp_csv_cell(&csv, 1, c); *cell && n + 1 < sizeof(num); cell++)
		if (*cell != ',')
			num[n++] = *cell;
	num[n] = '\0';
	gp_csv_release(&csv);
	ns = strtod(num, NULL);
	assert_true(ns == 2720);
	assert_int_equal(gp_trace_list_load(path, &tl, &d), 0);
	assert_int_equal(gp_trace_kernel_load(tl.cmds[3].path, &t, &d), 0);
	tu_device("gtx1080", &dev);
	gp_kernel_init(&k);
	assert_int_equal(gp_trace_to_kernel(&t, &dev, &tl, &k, &st, &d), 0);
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	printf("  gtx1080: vecAdd body %.3f us, measured %.3f us, start and end %.3f us\n",
	       e.kernel_s * 1e6, ns / 1e3, ns / 1e3 - e.kernel_s * 1e6);
	assert_true(fabs(e.kernel_s * 1e6 - 0.36) < 0.01);
	assert_true(fabs(dev.grid_start_end_s * 1e6 - (ns / 1e3 - e.kernel_s * 1e6)) < 0.05);
	gp_kernel_release(&k);
	gp_trace_kernel_release(&t);
	gp_trace_list_release(&tl);
}

/* estimate: duration = kernel + the grid's start and end, in --json and in the text; a
 * device file without the figure has no start and end and prints no duration line. */
static void test_estimate_duration(void **state)
{
	struct tu_run r;
	double kernel, dur, edges;
	const char *nofig;
	char *text;
	struct gp_diag d;
	(void)state;
	tu_gpuperf(&r, "estimate --device v100 --kernel kernels/mem/gpu_stream_init.json "
		   "--block 256 --grid 1000 --json");
	assert_int_equal(r.status, 0);
	kernel = tu_json_num(r.out, "kernel_s");
	dur = tu_json_num(r.out, "duration_s");
	edges = tu_json_num(r.out, "grid_start_end_s");
	assert_true(fabs(edges - 1.94e-6) < 1e-12);
	assert_true(fabs(dur - (kernel + edges)) < 1e-15);
	tu_gpuperf(&r, "estimate --device v100 --kernel kernels/mem/gpu_stream_init.json "
		   "--block 256 --grid 1000");
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "profiled "));
	assert_non_null(strstr(r.out, "1.94 us of the grid's start and end"));
	/* the engine's run the same way */
	tu_gpuperf(&r, "simulate --device v100 --kernel kernels/mem/gpu_stream_init.json "
		   "--block 256 --grid 1000 --json");
	assert_int_equal(r.status, 0);
	assert_true(fabs(tu_json_num(r.out, "duration_s") -
			 (tu_json_num(r.out, "kernel_s") + 1.94e-6)) < 1e-12);

	text = gp_read_file("devices/v100.json", 0, NULL, &d);
	assert_non_null(text);
	{
		char *k1 = strstr(text, "  \"grid_start_end_us\"");
		char *k2 = strstr(text, "    \"/grid_start_end_us\"");
		assert_non_null(k1);
		assert_non_null(k2);
		memset(k1, ' ', strchr(k1, '\n') - k1);
		memset(k2, ' ', strchr(k2, '\n') - k2);
	}
	nofig = tu_tmpfile(0, ".json", text);
	free(text);
	tu_gpuperf(&r, "estimate --device %s --kernel kernels/mem/gpu_stream_init.json "
		   "--block 256 --grid 1000 --json", nofig);
	assert_int_equal(r.status, 0);
	assert_true(tu_json_num(r.out, "grid_start_end_s") == 0);
	assert_true(tu_json_num(r.out, "duration_s") == tu_json_num(r.out, "kernel_s"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_v100_from_idle_sms),
		cmocka_unit_test(test_gtx1080_from_ncu),
		cmocka_unit_test(test_estimate_duration),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
