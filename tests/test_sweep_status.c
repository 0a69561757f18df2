/* test_sweep_status.c - a sweep point that cannot run makes the exit status 1 and is named
 * (its CSV line, device and varied values), and a number in a message carries its digits:
 * 4194559 / 256 = 16384.99609375 blocks, not "16385". */
#include "testutil.h"

#include "util.h"

/* vecadd at 256 threads a block, its grid n / 256 (a fraction unless 256 divides n). */
static const char *model =
	"{\"name\": \"frac\", \"device\": \"gtx970\", \"variables\": {"
	"\"n\": {\"value\": 4194304, \"type\": \"int\", \"doc\": \"elements\"},"
	"\"grid\": \"n / 256\"}, \"ops\": [{\"op\": \"kernel\", \"name\": \"vecadd\", "
	"\"kernel\": \"vecadd\", \"grid\": \"grid\", \"block\": 256}]}";

static int count_lines(const char *path)
{
	FILE *f = fopen(path, "r");
	int c, n = 0;
	assert_non_null(f);
	while ((c = fgetc(f)) != EOF)
		n += c == '\n';
	fclose(f);
	return n;
}

static void test_failed_point(void **state)
{
	struct tu_run r;
	const char *m = tu_tmpfile(0, ".json", model), *csv = tu_tmpfile(1, ".csv", "");
	(void)state;
	/* 4194559 and 4194303 do not divide by 256; 4194304 does */
	tu_gpuperf(&r, "sweep %s --vary n=4194304,4194559,4194303 -o %s", m, csv);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, ":3: error: 2 of 3 points could not run; the first here "
			   "(device gtx970, n=4194559): /ops/0/grid: '16384.99609375': grid x "
			   "16384.99609375 is not a whole number\nhint: every row's reason is in its "
			   "'error' column");
	/* the CSV is whole: the header and a row per point, the failed ones with their reason */
	assert_int_equal(count_lines(csv), 4);
	tu_gpuperf(&r, "sweep %s --vary n=4194303 -o -", m);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.out, "grid x 16383.99609375 is not a whole number");
	tu_assert_contains(r.err, "sweep: error: 1 of 1 points could not run; the first, line 2 of "
			   "the CSV (device gtx970, n=4194303)");
	/* every point runs: 0 */
	tu_gpuperf(&r, "sweep %s --vary n=4194304,4194560 -o %s", m, csv);
	assert_int_equal(r.status, 0);
	assert_null(strstr(r.err, "error"));
	assert_int_equal(count_lines(csv), 3);
}

/* An int variable given a fraction is refused up front at its digits. */
static void test_int_digits(void **state)
{
	struct tu_run r;
	const char *m = tu_tmpfile(0, ".json", model);
	(void)state;
	tu_gpuperf(&r, "sweep %s --set n=2.0000001 -o -", m);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "n is an int variable, 2.0000001 is not whole");
	tu_gpuperf(&r, "sweep %s --vary n=4194303.5 -o -", m);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "n is an int variable, 4194303.5 is not whole");
}

/* The fewest digits that read back as the number. */
static void test_fmt_exact(void **state)
{
	char b[GP_FMT_EXACT_LEN];
	(void)state;
	assert_string_equal(gp_fmt_exact(b, 4194559.0 / 256), "16384.99609375");
	assert_string_equal(gp_fmt_exact(b, 16385), "16385");
	assert_string_equal(gp_fmt_exact(b, 0.1), "0.1");
	assert_string_equal(gp_fmt_exact(b, 1.0 / 3), "0.3333333333333333");   /* 16 digits read it back */
	assert_string_equal(gp_fmt_exact(b, 1e300), "1e+300");
	assert_string_equal(gp_fmt_exact(b, -2.5e-7), "-2.5e-07");
}

/* Two kernels on two devices: the plot has a line per kernel (its dash in the legend) beside
 * each total, and a marker per limiter the CSV names. */
static void test_plot_kernels(void **state)
{
	static const char *two =
		"{\"name\": \"two\", \"device\": \"a100\", \"variables\": {"
		"\"n\": {\"value\": 16777216, \"type\": \"int\", \"doc\": \"elements\"}}, "
		"\"ops\": [{\"op\": \"kernel\", \"name\": \"vecadd\", \"kernel\": \"vecadd\", "
		"\"grid\": \"ceil(n / 256)\", \"block\": 256}, {\"op\": \"kernel\", \"name\": "
		"\"histogram\", \"kernel\": \"histogram\", \"grid\": 4096, \"block\": 256, "
		"\"params\": {\"n\": \"n\"}}]}";
	struct tu_run r;
	const char *m = tu_tmpfile(0, ".json", two), *csv = tu_tmpfile(1, ".csv", "");
	const char *svg = tu_tmpfile(2, ".svg", "");
	char text[65536];
	size_t n;
	FILE *f;
	(void)state;
	if (system("command -v gnuplot >/dev/null 2>&1") != 0) {
		tu_skip_why("gnuplot is not installed: the sweep plot is not checked");
		skip();
	}
	tu_gpuperf(&r, "sweep %s --vary n=1048576:67108864:x4 --devices a100,h100-sxm -o %s "
		   "--plot %s", m, csv, svg);
	assert_int_equal(r.status, 0);
	f = fopen(svg, "r");
	assert_non_null(f);
	n = fread(text, 1, sizeof(text) - 1, f);
	text[n] = '\0';
	fclose(f);
	tu_assert_contains(text, "<svg");
	tu_assert_contains(text, ">a100</text>");
	tu_assert_contains(text, ">h100-sxm</text>");
	tu_assert_contains(text, ">total</text>");
	tu_assert_contains(text, ">kernel vecadd</text>");
	tu_assert_contains(text, ">kernel histogram</text>");
	tu_assert_contains(text, ">dram-bound</text>");   /* vecadd at 16M elements is */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_failed_point),
		cmocka_unit_test(test_int_digits),
		cmocka_unit_test(test_fmt_exact),
		cmocka_unit_test(test_plot_kernels),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
