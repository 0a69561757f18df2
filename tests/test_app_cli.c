/* test_app_cli.c - 'gpuperf run', 'sweep' and 'calibrate' as a user runs them: real inputs,
 * malformed CSVs, interrupted sweeps, usage errors and their exit statuses. */
#include <dirent.h>
#include <signal.h>

#include "testutil.h"

static struct tu_run r;

static const char *bin(void)
{
	const char *b = getenv("GPUPERF_BIN");
	return b ? b : "build/gpuperf";
}

static int file_exists(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0;
}

/* Files in /tmp whose name starts with prefix (leftover temporaries). */
static int count_prefix(const char *prefix)
{
	DIR *dir = opendir("/tmp");
	struct dirent *e;
	int n = 0;
	if (!dir)
		return -1;
	while ((e = readdir(dir)))
		if (strncmp(e->d_name, prefix, strlen(prefix)) == 0)
			n++;
	closedir(dir);
	return n;
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	if (buf) {
		buf[n] = '\0';
		*len = (size_t)n;
	}
	return buf;
}

static void test_run_saxpy(void **state)
{
	(void)state;
	tu_gpuperf(&r, "run models/saxpy_app.json --set occupancy=64 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"total_s\": 0.595700981");
	tu_assert_contains(r.out, "\"name\": \"saxpy2\", \"kind\": \"kernel\", \"time_s\": 0.146659919");
	tu_assert_contains(r.out, "\"regime\": \"throughput\", \"limiter\": \"issue\"");
	tu_assert_contains(r.out, "\"occupancy\": 64");
	tu_gpuperf(&r, "run models/saxpy_app.json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "total   595.700981 ms");
	tu_assert_contains(r.out, "htod 1600000000 bytes");
	tu_assert_contains(r.out, "64 warps/SM");
}

/*
 * run --backend engine carries the engine's options to every launch: the saxpy2 launch of
 * numElements = 100000 (grid 391 of 256, a = 128) takes what `simulate --sample` gives
 * for the same launch with the same scheduler (GTO 0.027163 ms, LRR 0.026892 ms; the
 * engine is deterministic, so --jobs 2 changes nothing), a cycle bound below the launch
 * stops it naming --max-cycles, and engine options on the analytic backend are refused;
 * sweep's saxpy2_s column takes the same LRR time.
 */
static void test_run_engine_options(void **state)
{
	const char *run = "run models/saxpy_app.json --backend engine --set numElements=100000";
	const char *sim = "simulate --device gtx970 --kernel saxpy2_app --grid 391 --block 256 "
			  "--param a=128 --sample --json";
	char want[64];
	double t = 0;
	(void)state;
	for (int lrr = 0; lrr < 2; lrr++) {
		tu_gpuperf(&r, "%s --scheduler %s", sim, lrr ? "lrr" : "gto");
		assert_int_equal(r.status, 0);
		t = tu_json_num(r.out, "time_s");
		snprintf(want, sizeof(want), "saxpy2               kernel      %11.6f", t * 1e3);
		tu_gpuperf(&r, "%s --scheduler %s", run, lrr ? "lrr" : "gto");
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.out, want);
		tu_gpuperf(&r, "%s --scheduler %s --jobs 2 --max-cycles 100000000", run,
			   lrr ? "lrr" : "gto");
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.out, want);
	}
	tu_gpuperf(&r, "%s --max-cycles 1000", run);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "--max-cycles");
	tu_gpuperf(&r, "run models/saxpy_app.json --jobs 2");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--jobs: the analytic backend simulates no cycles");
	tu_gpuperf(&r, "%s --scheduler fifo", run);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--scheduler: 'fifo' is not gto or lrr");
	tu_gpuperf(&r, "sweep models/saxpy_app.json --backend engine --scheduler lrr --jobs 2 "
		   "--max-cycles 100000000 --vary numElements=100000 -o -");
	assert_int_equal(r.status, 0);
	snprintf(want, sizeof(want), ",%.9g,", t);   /* saxpy2_s: the LRR launch */
	tu_assert_contains(r.out, want);
}

static void test_run_errors(void **state)
{
	(void)state;
	tu_gpuperf(&r, "run");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "no model given");
	/* the engine backend runs saxpy2_app's program (sampled) */
	tu_gpuperf(&r, "run models/saxpy_app.json --backend engine --set numElements=100000");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "(engine backend)");
	tu_gpuperf(&r, "run models/saxpy_app.json --backend fast");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown backend 'fast'");
	tu_gpuperf(&r, "run models/saxpy_app.json --set numElement=5");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "'numElement' is not a variable");
	tu_gpuperf(&r, "run models/saxpy_app.json --device no-such-gpu");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "no-such-gpu");
	tu_gpuperf(&r, "run models/saxpy_app.json --set blockSize=0");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "models/saxpy_app.json:10: error: '/variables/gridSize' division by zero");
	tu_gpuperf(&r, "run /nonexistent/model.json");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "/nonexistent/model.json: error: cannot open");
	tu_gpuperf(&r, "run models/saxpy_app.json --frobnicate");
	assert_int_equal(r.status, 2);
}

static void test_sweep_file_and_jobs(void **state)
{
	char *a, *b;
	size_t la, lb;
	int lines = 0;
	(void)state;
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary numElements=1000:2000000:1000 "
		       "--vary blockSize=64,256 --devices gtx970,devices/gtx970.json -o /tmp/gp_cli_s1.csv");
	assert_int_equal(r.status, 0);
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary numElements=1000:2000000:1000 "
		       "--vary blockSize=64,256 --devices gtx970,devices/gtx970.json --jobs 2 "
		       "-o /tmp/gp_cli_s2.csv");
	assert_int_equal(r.status, 0);
	a = slurp("/tmp/gp_cli_s1.csv", &la);
	b = slurp("/tmp/gp_cli_s2.csv", &lb);
	assert_non_null(a);
	assert_non_null(b);
	assert_int_equal(la, lb);
	assert_memory_equal(a, b, la);
	for (size_t i = 0; i < la; i++)
		lines += a[i] == '\n';
	assert_int_equal(lines, 1 + 2 * 2000 * 2);
	free(a);
	free(b);
	assert_int_equal(count_prefix("gp_cli_s1.csv.tmp"), 0);
	remove("/tmp/gp_cli_s1.csv");
	remove("/tmp/gp_cli_s2.csv");
	/* a shell-expanded device list after --devices */
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary computeIntensity=1,2 --devices "
		       "devices/gtx970.json devices/gtx970.json -o -");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\n400000000,256,1,,gtx970,analytic,");
}

static void test_sweep_errors(void **state)
{
	(void)state;
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary numElements=1:10");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "give -o OUT.csv");
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary gridSize=1:10 -o -");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "'gridSize' is not an input variable");
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary blockSize=1:10:0 -o -");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "STEP is 0");
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary blockSize=1.5,2 -o -");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "int variable");
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary blockSize=1,2 --vary blockSize=3 -o -");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "varied twice");
	tu_gpuperf(&r, "sweep models/saxpy_app.json --jobs 0 -o -");
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "sweep models/saxpy_app.json --backend engine --vary numElements=1000,2000 -o -");
	assert_int_equal(r.status, 0);
	tu_gpuperf(&r, "sweep models/saxpy_app.json --devices 'nodir/*.json' -o -");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "matches no file");
	tu_gpuperf(&r, "sweep models/saxpy_app.json -o /nonexistent-dir/out.csv");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "cannot create output");
}

/* A sweep killed midway leaves neither OUT.csv nor its temporary, and exits 128 + the
 * signal (SIGINT 2: 130, SIGTERM 15: 143) as the README says. */
static void kill_midway(const char *sig, int status)
{
	char cmd[1024];
	int st;
	remove("/tmp/gp_cli_kill.csv");
	snprintf(cmd, sizeof(cmd),
		 "rm -f /tmp/gp_cli_kill.csv.tmp.*; "
		 "%s sweep models/saxpy_app.json --vary numElements=1:100000 "
		 "--vary computeIntensity=1:1000 "
		 "-o /tmp/gp_cli_kill.csv </dev/null >/dev/null 2>&1 & pid=$!; "
		 "i=0; while [ $i -lt 400 ] && ! ls /tmp/gp_cli_kill.csv.tmp.* >/dev/null 2>&1; do "
		 "sleep 0.05; i=$((i+1)); done; sleep 0.3; kill -%s $pid; wait $pid; exit $?",
		 bin(), sig);
	st = system(cmd);
	assert_true(WIFEXITED(st));
	assert_int_equal(WEXITSTATUS(st), status);
	assert_false(file_exists("/tmp/gp_cli_kill.csv"));
	assert_int_equal(count_prefix("gp_cli_kill.csv.tmp"), 0);
}

static void test_sweep_interrupted(void **state)
{
	(void)state;
	kill_midway("TERM", 143);
	kill_midway("INT", 130);
}

static void test_sweep_plot(void **state)
{
	size_t len;
	char *svg;
	(void)state;
	if (system("command -v gnuplot >/dev/null 2>&1") != 0) {
		tu_skip_why("gnuplot not installed: --plot output not checked");
		skip();
	}
	tu_gpuperf(&r, "sweep models/saxpy_app.json --vary computeIntensity=1:64:x2 "
		       "--vary blockSize=128,256 -o /tmp/gp_cli_p.csv --plot /tmp/gp_cli_p.svg");
	assert_int_equal(r.status, 0);
	svg = slurp("/tmp/gp_cli_p.svg", &len);
	assert_non_null(svg);
	tu_assert_contains(svg, "<svg");
	tu_assert_contains(svg, "gtx970 blockSize=128");
	tu_assert_contains(svg, "computeIntensity");
	free(svg);
	remove("/tmp/gp_cli_p.svg");
	remove("/tmp/gp_cli_p.csv");
	tu_gpuperf(&r, "sweep models/saxpy_app.json -o /tmp/gp_cli_p.csv --plot /tmp/gp_cli_p.pdf");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, ".svg or .png");
	remove("/tmp/gp_cli_p.csv");
}

/* Malformed measurement files: a clear error naming file and line, exit status 1. */
static void calib_bad(const char *csv, const char *where, const char *msg)
{
	const char *p = tu_tmpfile(3, ".csv", csv);
	char expect[320];
	tu_gpuperf(&r, "calibrate models/saxpy_app.json %s -o /tmp/gp_cli_never.json", p);
	assert_int_equal(r.status, 1);
	snprintf(expect, sizeof(expect), "%.250s%.20s: error: ", p, where);
	tu_assert_contains(r.err, expect);
	tu_assert_contains(r.err, msg);
	tu_assert_contains(r.err, "hint: ");
	assert_false(file_exists("/tmp/gp_cli_never.json"));
	remove(p);
}

static void test_calibrate_malformed(void **state)
{
	(void)state;
	calib_bad("", ":1", "empty file");
	calib_bad("numElements,time\n1000000,0.001\n", ":1", "missing column 'measured_s'");
	calib_bad("numElements,measured_s\n1000000,0.001\n2000000,abc\n", ":3",
		  "'measured_s' 'abc' is not a number");
	calib_bad("numElements,measured_s\n1000000,\"0,001\"\n", ":2", "'0,001' is not a number");
	calib_bad("numElements,measured_s\n1000000,0,001\n", ":2", "row has 3 cells, the header has 2");
	calib_bad("numElements,measured_s\n1000000,\"0.001\"x\n", ":2", "malformed quoting");
	calib_bad("numElemnts,measured_s\n1000000,0.001\n", ":1", "'numElemnts' column is not an input");
	calib_bad("numElements,measured_s,op\n1000000,0.001,saxpy3\n", ":2",
		  "'op' 'saxpy3' is not a timed op");
	calib_bad("numElements,measured_s\n1000000.5,0.001\n", ":2", "not whole");
	calib_bad("numElements,measured_s\n", ":2", "no measurements");
}

/* Measurements made by the model itself at lambda 0.5 calibrate back to 0.5. */
static void test_calibrate_kernel_and_copies(void **state)
{
	char csv[4096];
	size_t n = 0;
	const char *p;
	(void)state;
	n += (size_t)snprintf(csv + n, sizeof(csv) - n, "numElements,computeIntensity,op,measured_s\n");
	/* saxpy2 at lambda 0.5 = its time at 0.703787 scaled, launch overhead kept */
	tu_gpuperf(&r, "run models/saxpy_app.json --json --set numElements=100000000");
	assert_int_equal(r.status, 0);
	{
		const char *k = strstr(r.out, "\"saxpy2\", \"kind\": \"kernel\", \"time_s\": ");
		double t;
		assert_non_null(k);
		t = strtod(k + strlen("\"saxpy2\", \"kind\": \"kernel\", \"time_s\": "), NULL);
		n += (size_t)snprintf(csv + n, sizeof(csv) - n, "100000000,128,saxpy2,%.17g\n",
				      (t - 5e-6) * 0.703787 / 0.5 + 5e-6);
	}
	/* the copies follow eq. 5.5 with ts = 4 us, lambda 0.5 (htod) */
	for (double e = 10; e <= 1e8; e *= 10)
		n += (size_t)snprintf(csv + n, sizeof(csv) - n, "%.0f,128,htod_x,%.17g\n", e,
				      4e-6 + 4 * e / (15.8e9 * 0.5));
	p = tu_tmpfile(4, ".csv", csv);
	tu_gpuperf(&r, "calibrate models/saxpy_app.json %s -o /tmp/gp_cli_model.json "
		       "--device-out /tmp/gp_cli_dev.json --json", p);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"op\": \"saxpy2\", \"n\": 1, \"lambda\": 0.5,");
	tu_assert_contains(r.out, "\"lambda_before\": 0.703787");
	tu_assert_contains(r.out, "\"dir\": \"htod\", \"n\": 8, \"n_zero_skipped\": 0, "
				  "\"startup_s\": 4e-06, \"lambda\": 0.5,");
	/* the calibrated copies load and give the measurements back */
	tu_gpuperf(&r, "run /tmp/gp_cli_model.json --device /tmp/gp_cli_dev.json --json "
		       "--set numElements=10");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"name\": \"htod_x\", \"kind\": \"memcpy\", \"time_s\": 4.00506329e-06");
	tu_assert_contains(r.out, "\"lambda\": 0.5}");
	remove(p);
	remove("/tmp/gp_cli_model.json");
	remove("/tmp/gp_cli_dev.json");
}

static void test_calibrate_outputs_guarded(void **state)
{
	const char *p;
	(void)state;
	p = tu_tmpfile(5, ".csv", "numElements,measured_s\n100000000,0.05\n");
	tu_gpuperf(&r, "calibrate models/saxpy_app.json %s -o models/saxpy_app.json", p);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "is the input model: add --force");
	tu_gpuperf(&r, "calibrate --link data/thesis_table_5_1.csv --device gtx970 -o devices/gtx970.json");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "is the input device file");
	tu_gpuperf(&r, "calibrate models/saxpy_app.json");
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "calibrate --link data/thesis_table_5_1.csv");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--link needs --device");
	tu_gpuperf(&r, "calibrate models/saxpy_app.json --against engine --vary computeIntensity=1,2 "
		       "-o /tmp/gp_test_engine_cal_%d.json", (int)getpid());
	assert_int_equal(r.status, 0);
	{
		char cal[64];
		snprintf(cal, sizeof(cal), "/tmp/gp_test_engine_cal_%d.json", (int)getpid());
		remove(cal);
	}
	remove(p);
}

/* Thesis Table 5.1: startups 3.96868 / 5.15692 us (eqs. 5.6, 5.7); lambda needs bigger copies. */
static void test_calibrate_thesis_table(void **state)
{
	char *dev;
	size_t len;
	(void)state;
	tu_gpuperf(&r, "calibrate --link data/thesis_table_5_1.csv --device gtx970 "
		       "-o /tmp/gp_cli_970.json --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"dir\": \"htod\", \"n\": 8, \"n_zero_skipped\": 1, "
				  "\"startup_s\": 3.968675e-06, \"lambda\": null");
	tu_assert_contains(r.out, "\"dir\": \"dtoh\", \"n\": 8, \"n_zero_skipped\": 1, "
				  "\"startup_s\": 5.1569125e-06, \"lambda\": null");
	dev = slurp("/tmp/gp_cli_970.json", &len);
	assert_non_null(dev);
	tu_assert_contains(dev, "\"startup_us\":\t3.968675");
	tu_assert_contains(dev, "\"lambda\":\t0.689");
	tu_assert_contains(dev, "gpuperf calibrate");
	free(dev);
	tu_gpuperf(&r, "calibrate --link data/thesis_table_5_1.csv --device gtx970 -o /tmp/gp_cli_970.json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "lambda not determined");
	tu_assert_contains(r.out, "1 of 0 bytes skipped");
	remove("/tmp/gp_cli_970.json");
}

static void test_calibrate_against(void **state)
{
	(void)state;
	/* the analytic backend as its own reference: the model's lambda comes back */
	tu_gpuperf(&r, "calibrate models/saxpy_app.json --against analytic --vary "
		       "computeIntensity=1,16,256 --vary blockSize=64,256 -o /tmp/gp_cli_ag.json --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"op\": \"saxpy2\", \"n\": 6, \"lambda\": 0.703787,");
	remove("/tmp/gp_cli_ag.json");
}

static void test_help(void **state)
{
	(void)state;
	tu_gpuperf(&r, "help sweep");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "--vary VAR=LIST|START:STOP[:STEP|xFACTOR]");
	tu_gpuperf(&r, "help");
	tu_assert_contains(r.out, "calibrate");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_run_saxpy),
		cmocka_unit_test(test_run_errors),
		cmocka_unit_test(test_run_engine_options),
		cmocka_unit_test(test_sweep_file_and_jobs),
		cmocka_unit_test(test_sweep_errors),
		cmocka_unit_test(test_sweep_interrupted),
		cmocka_unit_test(test_sweep_plot),
		cmocka_unit_test(test_calibrate_malformed),
		cmocka_unit_test(test_calibrate_kernel_and_copies),
		cmocka_unit_test(test_calibrate_outputs_guarded),
		cmocka_unit_test(test_calibrate_thesis_table),
		cmocka_unit_test(test_calibrate_against),
		cmocka_unit_test(test_help),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
