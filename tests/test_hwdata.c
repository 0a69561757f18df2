/* test_hwdata.c - gpu-benches/nvprof readers, and the shipped devices checked against the tables. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/device.h"
#include "gpuperf/hwdata.h"
#include "util.h"

static char *shared_text(const char *rel)
{
	const char *p = tu_shared_path(rel);
	struct gp_diag d;
	return p ? gp_read_file(p, 0, NULL, &d) : NULL;
}

static void test_latency_v100(void **state)
{
	struct gp_hw_latency t;
	struct gp_diag d;
	double l1, l2, dram;
	char *text = shared_text("ext/hwdata/gpu-benches/gpu-latency_v100.txt");
	(void)state;
	if (!text)
		skip();
	assert_int_equal(gp_hw_latency_parse(text, "v100", &t, &d), 0);
	assert_true(t.clock_mhz == 1380);
	assert_true(t.footprint_kib[0] == 1 && t.cycles[0] == 29.9);
	gp_hw_latency_levels(&t, &l1, &l2, &dram);
	/* the table's plateaus: 29.9 (<= 118 kB), 215.0 (0.2-5.7 MB), 436.6-437.0 (>= 0.9 GB) */
	assert_true(l1 == 29.9);
	assert_true(l2 == 215.0);
	assert_true(dram == 436.8);
	free(text);
}

static void test_latency_errors(void **state)
{
	struct gp_hw_latency t;
	struct gp_diag d;
	(void)state;
	assert_true(gp_hw_latency_parse("clock: 1\n  1000 1380 1 21.7 29.9\n  1000 1380 x 1 2\n",
					"l.txt", &t, &d) < 0);
	assert_int_equal(d.line, 3);
	tu_assert_contains(d.msg, "expected 'iterations");
	assert_true(gp_hw_latency_parse("1000 1380 8 1 2\n1000 1380 4 1 2\n", "l.txt", &t, &d) < 0);
	tu_assert_contains(d.msg, "must grow");
	assert_true(gp_hw_latency_parse("1000 1380 8 1 2\n", "l.txt", &t, &d) < 0);
	tu_assert_contains(d.msg, "fewer than 9 rows");
}

static void test_stream(void **state)
{
	struct gp_hw_stream t;
	struct gp_diag d;
	char *text = shared_text("ext/hwdata/gpu-benches/gpu-stream_v100.txt");
	(void)state;
	if (!text)
		skip();
	assert_int_equal(gp_hw_stream_parse(text, "s", &t, &d), 0);
	assert_int_equal(t.ncols, 6);
	assert_string_equal(t.cols[3], "triad");
	assert_int_equal(t.n, 32);
	assert_true(gp_hw_stream_max(&t, "triad") == 814);
	assert_true(gp_hw_stream_max(&t, "init") == 895);
	assert_true(gp_hw_stream_max(&t, "nosuch") == -1);
	free(text);
	assert_true(gp_hw_stream_parse("a b | init read\n 1 2 | GB/s: 5\n", "s.txt", &t, &d) < 0);
	assert_int_equal(d.line, 2);
	tu_assert_contains(d.msg, "missing or malformed");
	assert_true(gp_hw_stream_parse("a b c\n", "s.txt", &t, &d) < 0);
	tu_assert_contains(d.msg, "expected '|'");
}

static void test_nvprof(void **state)
{
	struct gp_diag d;
	double v;
	char *text = shared_text("ext/hwdata/microgpusim_nvprof_vectoradd_100_32_gtx1080.log");
	(void)state;
	if (!text)
		skip();
	assert_int_equal(gp_hw_nvprof_metric(text, "n.log", NULL, "elapsed_cycles_sm", &v, &d), 0);
	assert_true(v == 89355);
	assert_int_equal(gp_hw_nvprof_metric(text, "n.log", "_Z6vecAddIfEvPT_S1_S1_i",
					     "inst_issued", &v, &d), 0);
	assert_true(v == 408);
	assert_int_equal(gp_hw_nvprof_metric(text, "n.log", "other", "inst_issued", &v, &d),
			 -GP_ENOTFOUND);
	tu_assert_contains(d.msg, "kernel 'other' not in the log");
	assert_int_equal(gp_hw_nvprof_metric(text, "n.log", NULL, "nosuch_metric", &v, &d),
			 -GP_ENOTFOUND);
	assert_string_equal(d.field, "nosuch_metric");
	/* a text metric is not a number */
	assert_true(gp_hw_nvprof_metric(text, "n.log", NULL, "sysmem_utilization", &v, &d) < 0);
	tu_assert_contains(d.msg, "not a number");
	free(text);
	assert_int_equal(gp_hw_nvprof_metric("no csv here\n", "n.log", NULL, "x", &v, &d),
			 -GP_ENOTFOUND);
	tu_assert_contains(d.msg, "no CSV header");
}

/*
 * The shipped devices' latencies and sustained bandwidth against the gpu-benches tables.
 * Tolerances: L1 and L2 within 10% in cycles (both in the SM clock domain); DRAM within
 * 10% in nanoseconds (its latency is set by the memory, not the SM clock: device cycles /
 * device clock vs table cycles / table clock); sustained bandwidth within 5% of the best
 * STREAM triad. H100 SXM is compared with the H100 PCIe tables (same GH100 SM and L2,
 * different clocks and HBM generation), so only latencies are checked for it; H200 has
 * no latency table, only STREAM.
 */
struct cmp {
	const char *device, *latency, *stream;
};

static int check_device(const struct cmp *c)
{
	struct gp_device dev;
	struct gp_diag d;
	char *text;
	if (gp_device_find(c->device, NULL, &dev, &d) < 0)
		return 0;
	if (c->latency && (text = shared_text(c->latency))) {
		struct gp_hw_latency t;
		double l1, l2, dram;
		assert_int_equal(gp_hw_latency_parse(text, c->latency, &t, &d), 0);
		gp_hw_latency_levels(&t, &l1, &l2, &dram);
		tu_assert_rel(dev.lat_mem[GP_MEM_L1], l1, 0.10);
		tu_assert_rel(dev.lat_mem[GP_MEM_L2], l2, 0.10);
		tu_assert_rel(dev.lat_mem[GP_MEM_DRAM] / dev.sm_clock_mhz, dram / t.clock_mhz, 0.10);
		free(text);
	}
	if (c->stream && (text = shared_text(c->stream))) {
		struct gp_hw_stream t;
		assert_int_equal(gp_hw_stream_parse(text, c->stream, &t, &d), 0);
		assert_true(dev.dram_sustained_gbps > 0);
		tu_assert_rel(dev.dram_sustained_gbps, gp_hw_stream_max(&t, "triad"), 0.05);
		free(text);
	}
	return 1;
}

static void test_shipped_devices_match_tables(void **state)
{
	static const struct cmp cmps[] = {
		{ "v100", "ext/hwdata/gpu-benches/gpu-latency_v100.txt",
		  "ext/hwdata/gpu-benches/gpu-stream_v100.txt" },
		{ "a100", "ext/hwdata/gpu-benches/gpu-latency_a100_40.txt",
		  "ext/hwdata/gpu-benches/gpu-stream_a100_40.txt" },
		{ "h100-sxm", "ext/hwdata/gpu-benches/gpu-latency_h100_pcie.txt", NULL },
		{ "h200", NULL, "ext/hwdata/gpu-benches/gpu-stream_h200.txt" },
	};
	int n = 0;
	(void)state;
	if (!tu_shared_data())
		skip();
	for (size_t i = 0; i < sizeof(cmps) / sizeof(cmps[0]); i++)
		n += check_device(&cmps[i]);
	if (!n)
		skip();
	assert_int_equal(n, 4);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_latency_v100),
		cmocka_unit_test(test_latency_errors),
		cmocka_unit_test(test_stream),
		cmocka_unit_test(test_nvprof),
		cmocka_unit_test(test_shipped_devices_match_tables),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
