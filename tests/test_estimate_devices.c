/* test_estimate_devices.c - estimate --device a,b,c and --device all: one row (and one JSON object)
 * per device, each the figures a single-device run of the same launch prints, a failing
 * device a row with its reason and exit status 1. */
#include "testutil.h"

#define LAUNCH "--kernel kernels/vecadd.json --block 256 --threads 16777216"

/* Run gpuperf with args (shell text), stdout into a new buffer the caller frees; *status
 * gets the exit status. The JSON of every device is longer than struct tu_run holds. */
static char *run_out(int *status, const char *args)
{
	const char *bin = getenv("GPUPERF_BIN");
	char cmd[4096], path[64];
	char *buf;
	long n;
	FILE *f;
	int st;
	snprintf(path, sizeof(path), "/tmp/gp_test_multidev.%d", (int)getpid());
	snprintf(cmd, sizeof(cmd), "%s %s >%s 2>/dev/null </dev/null", bin ? bin : "build/gpuperf",
		 args, path);
	st = system(cmd);
	*status = WIFEXITED(st) ? WEXITSTATUS(st) : 128;
	f = fopen(path, "r");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	remove(path);
	return buf;
}

/* The single-device JSON of dev, without its newline. */
static char *single_json(const char *dev, const char *extra)
{
	char args[1024];
	int st;
	char *s;
	snprintf(args, sizeof(args), "estimate --device %s " LAUNCH " %s --json", dev, extra);
	s = run_out(&st, args);
	assert_int_equal(st, 0);
	assert_true(strlen(s) > 2 && s[strlen(s) - 1] == '\n');
	s[strlen(s) - 1] = '\0';
	return s;
}

/* The array is "[\n " + each single-device object joined by ",\n " + "\n]\n". */
static void check_array(const char *out, char *const *objs, int n)
{
	const char *at = out;
	assert_true(strncmp(at, "[\n ", 3) == 0);
	at += 3;
	for (int i = 0; i < n; i++) {
		size_t len = strlen(objs[i]);
		if (strncmp(at, objs[i], len) != 0)
			fail_msg("object %d differs from the single-device run:\n%.300s\nvs\n%.300s", i,
				 at, objs[i]);
		at += len;
		assert_true(strncmp(at, i + 1 < n ? ",\n " : "\n]\n", 3) == 0);
		at += 3;
	}
	assert_int_equal(*at, '\0');
}

static void test_named_json(void **state)
{
	char *objs[3], *out;
	int st;
	(void)state;
	objs[0] = single_json("a100", "");
	objs[1] = single_json("h100-sxm", "");
	objs[2] = single_json("gtx970", "");
	out = run_out(&st, "estimate --device a100,h100-sxm,gtx970 " LAUNCH " --json");
	assert_int_equal(st, 0);
	check_array(out, objs, 3);
	for (int i = 0; i < 3; i++)
		free(objs[i]);
	free(out);
}

/* The table row of dev: its time, limiter, DRAM GB/s and % of the peak, FP32 Ginst/s,
 * warps/SM and % occupancy, checked against the single-device JSON's figures at the
 * digits the table prints. */
static void check_row(const char *table, const char *dev, const char *json)
{
	char pat[64], limiter[32], want_limiter[32];
	const char *row, *lim;
	double t, gbps, pct, fp32, fp64, warps, occ;
	snprintf(pat, sizeof(pat), "\n%-14s ", dev);
	row = strstr(table, pat);
	if (!row)
		fail_msg("no row for %s in:\n%s", dev, table);
	assert_int_equal(sscanf(row + strlen(pat), "%lf %31s %lf %lf %lf %lf %lf %lf", &t, limiter,
				&gbps, &pct, &fp32, &fp64, &warps, &occ), 8);
	lim = strstr(json, "\"limiter\": \"");
	assert_non_null(lim);
	assert_int_equal(sscanf(lim + 12, "%31[^\"]", want_limiter), 1);
	assert_string_equal(limiter, want_limiter);
	tu_assert_rel(t, tu_json_num(json, "time_s") * 1e3, 1e-5);          /* %.6g */
	tu_assert_rel(gbps, tu_json_num(json, "dram_gbps"), 1e-3);          /* %.4g */
	assert_true(fabs(pct - 100 * tu_json_num(json, "dram_peak_fraction")) <= 0.05 + 1e-9);
	tu_assert_rel(fp32, tu_json_num(json, "fp32_inst_per_s") / 1e9, 1e-3);
	assert_true(fp64 == 0 && tu_json_num(json, "fp64_inst_per_s") == 0);
	tu_assert_rel(warps, tu_json_num(json, "occupancy_warps"), 1e-3);
	assert_true(occ > 0 && occ <= 100);
}

static void test_named_table(void **state)
{
	const char *devs[] = { "a100", "h100-sxm", "gtx970" };
	char *out, *json;
	int st;
	(void)state;
	out = run_out(&st, "estimate --device a100,h100-sxm,gtx970 " LAUNCH);
	assert_int_equal(st, 0);
	for (int i = 0; i < 3; i++) {
		json = single_json(devs[i], "");
		check_row(out, devs[i], json);
		free(json);
	}
	/* the rows in the order given, one each: header, title, three rows */
	assert_true(strstr(out, "\na100 ") < strstr(out, "\nh100-sxm ") &&
		    strstr(out, "\nh100-sxm ") < strstr(out, "\ngtx970 "));
	free(out);
}

/* all: every device on the search path (the names 'devices --json' lists), each equal to its
 * own run. */
static void test_all(void **state)
{
	char *list, *out, *objs[64] = { 0 }, *table;
	char names[64][64];
	const char *at;
	int st, n = 0;
	(void)state;
	list = run_out(&st, "devices --json");
	assert_int_equal(st, 0);
	for (at = list; (at = strstr(at, "\"path\": \"")) && n < 64; n++) {
		const char *slash, *end = strstr(at + 9, ".json\"");
		assert_non_null(end);
		for (slash = end; slash > at && slash[-1] != '/'; slash--)
			;
		snprintf(names[n], sizeof(names[n]), "%.*s", (int)(end - slash), slash);
		at = end;
	}
	assert_true(n >= 20);   /* devices/ ships 30 */
	out = run_out(&st, "estimate --device all " LAUNCH " --json");
	assert_int_equal(st, 0);
	for (int i = 0; i < n; i++)
		objs[i] = single_json(names[i], "");
	check_array(out, objs, n);
	table = run_out(&st, "estimate --device all " LAUNCH);
	assert_int_equal(st, 0);
	for (int i = 0; i < n; i++) {
		check_row(table, names[i], objs[i]);
		free(objs[i]);
	}
	free(table);
	free(out);
	free(list);
}

/* 200000 bytes of shared memory a block fit an H100 (227 KB opt-in) and not an A100
 * (163 KB): the A100's row carries the reason, the H100's its estimate, exit status 1. */
static void test_failed_device(void **state)
{
	struct tu_run r;
	char *h100;
	(void)state;
	tu_gpuperf(&r, "estimate --device a100,h100-sxm " LAUNCH " --smem-dynamic 200000");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.out, "a100                     - error     200000 bytes of shared memory "
			   "per block is outside 0..166912 on a100");
	tu_assert_contains(r.err, "error: 1 of 2 devices could not be estimated");
	h100 = single_json("h100-sxm", "--smem-dynamic 200000");
	check_row(r.out, "h100-sxm", h100);
	tu_gpuperf(&r, "estimate --device a100,h100-sxm,nosuch " LAUNCH
		   " --smem-dynamic 200000 --json");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.out, "{\"device\": \"a100\", \"kernel\": \"_Z6vecaddPKfS0_Pfi\", "
			   "\"error\": \"200000 bytes of shared memory per block is outside "
			   "0..166912 on a100\"},\n ");
	tu_assert_contains(r.out, h100);
	tu_assert_contains(r.out, ",\n {\"device\": \"nosuch\", \"kernel\": \"_Z6vecaddPKfS0_Pfi\", "
			   "\"error\": \"unknown device 'nosuch'\"}\n]\n");
	tu_assert_contains(r.err, "error: 2 of 3 devices could not be estimated");
	free(h100);
}

static void test_usage(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "estimate --device a100,h100-sxm " LAUNCH " --plot /tmp/gp_never.png");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--plot draws one device's roofline: give one --device");
	assert_int_equal(access("/tmp/gp_never.png", F_OK), -1);
	tu_gpuperf(&r, "estimate --device , " LAUNCH);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--device ',': an empty name in the list");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_named_json),
		cmocka_unit_test(test_named_table),
		cmocka_unit_test(test_all),
		cmocka_unit_test(test_failed_device),
		cmocka_unit_test(test_usage),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
