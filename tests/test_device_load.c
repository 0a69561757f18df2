/* test_device_load.c - device loading: thesis figures and every validation error. */
#include "testutil.h"
#include "gpuperf/device.h"
#include "util.h"

static char *base_text;

static int setup(void **state)
{
	struct gp_diag d;
	(void)state;
	base_text = gp_read_file("devices/gtx970.json", 0, NULL, &d);
	return base_text ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	free(base_text);
	return 0;
}

/* base text with the first occurrence of from replaced by to */
static char *edit(const char *from, const char *to)
{
	const char *at = strstr(base_text, from);
	size_t n = strlen(base_text) - strlen(from) + strlen(to) + 1;
	char *out = malloc(n);
	assert_non_null(at);
	memcpy(out, base_text, (size_t)(at - base_text));
	strcpy(out + (at - base_text), to);
	strcat(out, at + strlen(from));
	return out;
}

static void expect_error(const char *from, const char *to, const char *field, const char *msg)
{
	struct gp_device dev;
	struct gp_diag d;
	char *text = edit(from, to);
	gp_diag_clear(&d);
	assert_true(gp_device_parse(text, strlen(text), "x.json", &dev, &d) < 0);
	assert_string_equal(d.file, "x.json");
	if (field)
		assert_string_equal(d.field, field);
	tu_assert_contains(d.msg, msg);
	free(text);
}

static void test_gtx970_thesis_figures(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	(void)state;
	assert_int_equal(gp_device_load("devices/gtx970.json", &dev, &d), 0);
	assert_int_equal(dev.sms, 13);
	assert_true(dev.sm_clock_mhz == 1253);
	/* thesis eq. 5.2: 1753 x 256/8 x 4 / (13 x 1253) = 13.78 bytes/cycle/SM */
	assert_true(fabs(gp_device_gmem_bytes_per_clk(&dev) - 13.78) < 0.005);
	tu_assert_rel(dev.dram_bw_gbps, 224.384, 1e-9);
	assert_true(dev.units[GP_UNIT_FP32] == 128 && dev.schedulers == 4);
	/* GM107 column of Tables 4.1/4.2 */
	assert_true(dev.lat_class[GP_IC_FP32] == 6 && dev.lat_class[GP_IC_IMUL] == 13);
	assert_true(dev.lat_mem[GP_MEM_DRAM] == 350 && dev.lat_mem[GP_MEM_L2] == 194 &&
		    dev.lat_mem[GP_MEM_SHARED] == 28);
	assert_true(dev.lat_class[GP_IC_GLD] == 350);
	assert_true(dev.ilp_latency_cycles == 3 && dev.block_replacement_cycles == 150);
	/* Table 6.2 link */
	tu_assert_rel(dev.link.htod.startup_s, 3.96868e-6, 1e-12);
	tu_assert_rel(dev.link.dtoh.lambda, 0.653, 1e-12);
	assert_true(dev.link.bw_gbps == 15.8);
	assert_int_equal(dev.uvm.n_bw, 5);
	tu_assert_rel(dev.launch_overhead_s, 5e-6, 1e-12);
}

static void test_titanx_bandwidth_eq47(void **state)
{
	/* thesis Table 6.1: TITAN X 384-bit, 24 SMs at 1076 MHz -> 13.03 bytes/cycle/SM */
	struct gp_device dev;
	struct gp_diag d;
	char *orig = base_text, *t1, *t2, *t3;
	(void)state;
	t1 = edit("\"sms\": 13", "\"sms\": 24");
	base_text = t1;
	t2 = edit("\"sm_clock_mhz\": 1253", "\"sm_clock_mhz\": 1076");
	base_text = t2;
	t3 = edit("\"bus_width_bits\": 256", "\"bus_width_bits\": 384");
	base_text = orig;
	assert_int_equal(gp_device_parse(t3, strlen(t3), "titanx", &dev, &d), 0);
	assert_true(fabs(gp_device_gmem_bytes_per_clk(&dev) - 13.03) < 0.005);
	free(t1);
	free(t2);
	free(t3);
}

static void test_malformed_json_line(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	char *text = edit("\"sms\": 13,", "\"sms\": 13");
	(void)state;
	assert_int_equal(gp_device_parse(text, strlen(text), "bad.json", &dev, &d), -GP_EPARSE);
	assert_int_equal(d.line, 7);
	tu_assert_contains(d.msg, "malformed JSON");
	free(text);
	assert_int_equal(gp_device_parse("", 0, "empty.json", &dev, &d), -GP_EPARSE);
	tu_assert_contains(d.msg, "empty");
	assert_int_equal(gp_device_parse("[1]", 3, "arr.json", &dev, &d), -GP_EPARSE);
	tu_assert_contains(d.msg, "top level must be a JSON object");
	assert_int_equal(gp_device_parse("{} x", 4, "trail.json", &dev, &d), -GP_EPARSE);
}

static void test_field_errors(void **state)
{
	(void)state;
	expect_error("\"sms\": 13,", "", "/sms", "is missing");
	expect_error("\"sms\": 13", "\"sms\": \"13\"", "/sms", "must be a number, got a string");
	expect_error("\"sms\": 13", "\"sms\": 0", "/sms", "must be in [1,");
	expect_error("\"sms\": 13", "\"sms\": 13.5", "/sms", "whole number");
	expect_error("\"fp32_cores\": 128", "\"fp32_cores\": -128", "/units/fp32_cores", "must be in");
	expect_error("\"dual_issue\": true", "\"dual_issue\": 1", "/units/dual_issue", "true or false");
	expect_error("\"memory\": {", "\"notes\": {", "/memory", "is missing");
	expect_error("\"clock_mhz\": 1753", "\"clock_mhz\": 1753, \"clok_mhz\": 1", "/memory/clok_mhz",
		     "unknown key \"clok_mhz\"");
	expect_error("\"sms\": 13", "\"sms\": 13, \"smz\": 1", "/smz", "unknown key");
	expect_error("\"lambda\": 0.689", "\"lambda\": 0.689, \"lamda\": 1", "/link/htod/lamda", "unknown key");
	expect_error("\"lambda\": 0.689", "\"lambda\": 0", "/link/htod/lambda", "must be in");
	expect_error("\"generation\": 3", "\"generation\": 9", "/link/generation", "must be in");
	expect_error("\"lanes\": 16", "\"lanes\": 12", "/link/lanes", "must be 1, 2, 4");
	expect_error("\"kind\": \"pcie\"", "\"kind\": \"usb\"", "/link/kind", "must be \"pcie\"");
	expect_error("\"compute_capability\": \"5.2\"", "\"compute_capability\": \"five\"",
		     "/compute_capability", "must look like");
	expect_error("\"reg_alloc_granularity\": \"warp\"", "\"reg_alloc_granularity\": \"thread\"",
		     "/limits/reg_alloc_granularity", "must be \"warp\" or \"block\"");
	expect_error("\"smem_carveout_kib\": [96]", "\"smem_carveout_kib\": [64, 32]",
		     "/limits/smem_carveout_kib/1", "ascending");
	expect_error("\"bw_by_size\": [[4096, 3.2219],", "\"bw_by_size\": [[4096, 0],",
		     "/uvm/bw_by_size/0", "> 0");
	expect_error("\"data_rate\": 4,", "\"data_rate\": 4, \"dram_bw_gbps\": 300,",
		     "/memory/dram_bw_gbps", "gives 224.384");
	expect_error("\"idle_w\": 15", "\"idle_w\": 150", "/power/idle_w", "above tdp_w");
	expect_error("\"sms\": 13", "\"sms\": 1e400", "/sms", "must be finite");
}

static void test_inconsistent_limits(void **state)
{
	(void)state;
	expect_error("\"max_warps_per_sm\": 64", "\"max_warps_per_sm\": 48", "/limits/max_warps_per_sm",
		     "max warps per SM x warp size (1536) != max threads per SM (2048)");
	expect_error("\"max_threads_per_block\": 1024", "\"max_threads_per_block\": 4096",
		     "/limits/max_threads_per_block", "exceeds max threads per SM");
	expect_error("\"smem_carveout_kib\": [96]", "\"smem_carveout_kib\": [64]",
		     "/limits/smem_carveout_kib", "differs from shared memory per SM");
	expect_error("\"smem_per_block_optin_bytes\": 49152", "\"smem_per_block_optin_bytes\": 32768",
		     "/limits/smem_per_block_bytes", "exceeds the opt-in maximum");
}

/* power with TDP and idle only: loads, and energy falls back to TDP scaling */
static void test_power_tdp_only(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	const char *from = "\"pj_per_warp_ins\": { \"fp32\": 1200, \"int32\": 1000, \"fp64\": 4000, "
			   "\"sfu\": 2500, \"tensor\": 0, \"lsu\": 1500, \"ctrl\": 400 },\n    "
			   "\"pj_per_dram_byte\": 60";
	char *t1;
	(void)state;
	{
		char from2[512];
		snprintf(from2, sizeof(from2), ",\n    %s", from);
		t1 = edit(from2, "");
	}
	assert_int_equal(gp_device_parse(t1, strlen(t1), "p.json", &dev, &d), 0);
	assert_int_equal(dev.power.has_power, 1);
	assert_true(dev.power.tdp_w == 145 && dev.power.pj_per_dram_byte == 0);
	free(t1);
	expect_error("\"pj_per_warp_ins\": { \"fp32\": 1200, \"int32\": 1000, \"fp64\": 4000, "
		     "\"sfu\": 2500, \"tensor\": 0, \"lsu\": 1500, \"ctrl\": 400 },", "",
		     "/power/pj_per_warp_ins", "give it with pj_per_dram_byte, or neither");
}

static void test_sources_required(void **state)
{
	(void)state;
	expect_error("\"/sms\": \"thesis Table 6.1 (13 SMs)\",", "", "/sms",
		     "has no entry in \"sources\"");
	expect_error("\"/uvm\": ", "\"/uvmx\": ", "/uvm/page_bytes", "has no entry in \"sources\"");
}

static void test_files(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	const char *bom;
	char *text;
	(void)state;
	gp_diag_clear(&d);
	assert_int_equal(gp_device_load("devices", &dev, &d), -GP_EIO);
	tu_assert_contains(d.msg, "is a directory");
	assert_int_equal(gp_device_load("/nonexistent/x.json", &dev, &d), -GP_EIO);
	tu_assert_contains(d.msg, "cannot open");
	assert_int_equal(gp_device_find("no-such-gpu", NULL, &dev, &d), -GP_ENOTFOUND);
	tu_assert_contains(d.msg, "unknown device 'no-such-gpu'");
	tu_assert_contains(d.hint, "gpuperf devices");
	assert_int_equal(gp_device_find("gtx970", NULL, &dev, &d), 0);
	assert_string_equal(dev.name, "gtx970");
	/* a UTF-8 byte-order mark is accepted */
	text = malloc(strlen(base_text) + 4);
	strcpy(text, "\xEF\xBB\xBF");
	strcat(text, base_text);
	bom = tu_tmpfile(0, ".json", text);
	assert_int_equal(gp_device_load(bom, &dev, &d), 0);
	remove(bom);
	free(text);
}

static void test_pcie_table(void **state)
{
	(void)state;
	/* thesis Table 4.3 */
	assert_true(gp_pcie_bw_gbps(1, 16) == 4);
	assert_true(gp_pcie_bw_gbps(2, 4) == 2);
	assert_true(gp_pcie_bw_gbps(2, 16) == 8);
	assert_true(gp_pcie_bw_gbps(3, 16) == 15.8);
	assert_true(fabs(gp_pcie_bw_gbps(3, 8) - 7.9) < 1e-12);
	assert_true(gp_pcie_bw_gbps(3, 4) == 3.94);
	assert_true(gp_pcie_bw_gbps(3, 1) == 0.985);
	assert_true(fabs(gp_pcie_bw_gbps(4, 16) - 31.52) < 1e-9);
	assert_true(fabs(gp_pcie_bw_gbps(5, 16) - 63.04) < 1e-9);
	assert_true(gp_pcie_bw_gbps(7, 16) == 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gtx970_thesis_figures),
		cmocka_unit_test(test_titanx_bandwidth_eq47),
		cmocka_unit_test(test_malformed_json_line),
		cmocka_unit_test(test_field_errors),
		cmocka_unit_test(test_inconsistent_limits),
		cmocka_unit_test(test_sources_required),
		cmocka_unit_test(test_power_tdp_only),
		cmocka_unit_test(test_files),
		cmocka_unit_test(test_pcie_table),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
