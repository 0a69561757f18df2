/* test_app_launch_bound.c - a kernel is its SASS and its launch: a sweep of a launch-bound kernel over
 * block sizes and problem sizes equals, point by point, extracting at each point and
 * estimating (softmax one block a row, a grid-stride loop, a 2-D tiled transpose); run
 * likewise; a descriptor used at another launch is emulated again or refused; --jobs 2 and a
 * warm --cache give the same bytes. */
#define _XOPEN_SOURCE 700   /* realpath */
#include <math.h>
#include <stdlib.h>
#include <dirent.h>
#include <limits.h>
#include <sys/stat.h>
#include "testutil.h"
#include "gpuperf/device.h"
#include "gpuperf/kcache.h"

#define SASS(k) "kernels/sass/" k ".sm_80.sass"
#define LOG(k) "kernels/sass/" k ".sm_80.ptxas.log"
#define TMP "/tmp/gp_test_klaunch"

/* What extract + estimate give at one launch: the estimate's time_s. */
static double extract_time(const char *extract_args)
{
	struct tu_run r;
	const char *t;
	char json[256];
	snprintf(json, sizeof(json), TMP ".%d.json", (int)getpid());
	tu_gpuperf(&r, "extract --device a100 %s -o %s", extract_args, json);
	if (r.status != 0)
		fail_msg("extract %s: %s", extract_args, r.err);
	tu_gpuperf(&r, "estimate --kernel %s --device a100 --json", json);
	remove(json);
	assert_int_equal(r.status, 0);
	t = strstr(r.out, "\"time_s\":");
	assert_non_null(t);
	return atof(t + 9);
}

/* Column col (0-based) of CSV row row (1 = the first after the header) of text. */
static double cell(const char *text, int row, int col)
{
	const char *p = text;
	for (int i = 0; i < row; i++) {
		p = strchr(p, '\n');
		assert_non_null(p);
		p++;
	}
	for (int i = 0; i < col; i++) {
		p = strchr(p, ',');
		assert_non_null(p);
		p++;
	}
	return atof(p);
}

/* The sweep's time of the kernel (column col) at row, against extract_time(args). */
static void same_point(const char *csv, int row, int col, const char *args)
{
	double swept = cell(csv, row, col), direct = extract_time(args);
	assert_true(swept > 0);
	tu_assert_rel(swept, direct, 1e-9);
}

static void softmax_sweeps(void **state)
{
	static const int blocks[] = { 64, 128, 256, 512, 1024 }, ns[] = { 1024, 2048, 4096 };
	struct tu_run r;
	char args[1024];
	(void)state;
	tu_gpuperf(&r, "sweep tests/data/launch/softmax.json --vary block=64,128,256,512,1024 -o -");
	assert_int_equal(r.status, 0);
	for (int i = 0; i < 5; i++) {
		/* rows 1024 x n 4096: 16 MiB each way */
		snprintf(args, sizeof(args), "--sass " SASS("softmax_rows") " --ptxas "
			 LOG("softmax_rows") " --grid 1024 --block %d --arg 0=16777216 "
			 "--arg 1=16777216 --arg 2=4096 --init 0=random:-4.0:4.0", blocks[i]);
		same_point(r.out, i + 1, 5, args);
	}
	/* the recommended block is not the emulated one's reuse: 256 beats 64 by about 2x */
	assert_true(cell(r.out, 1, 5) > 1.5 * cell(r.out, 3, 5));
	tu_gpuperf(&r, "sweep tests/data/launch/softmax.json --vary n=1024,2048,4096 "
		       "--set block=512 -o -");
	assert_int_equal(r.status, 0);
	for (int i = 0; i < 3; i++) {
		snprintf(args, sizeof(args), "--sass " SASS("softmax_rows") " --ptxas "
			 LOG("softmax_rows") " --grid 1024 --block 512 --arg 0=%d --arg 1=%d "
			 "--arg 2=%d --init 0=random:-4.0:4.0", 4096 * ns[i], 4096 * ns[i], ns[i]);
		same_point(r.out, i + 1, 5, args);
	}
}

static void gridstride_sweeps(void **state)
{
	static const int blocks[] = { 64, 128, 256, 512, 1024 }, ns[] = { 65536, 1048576, 4194304 };
	struct tu_run r;
	char args[1024];
	(void)state;
	tu_gpuperf(&r, "sweep tests/data/launch/gridstride.json --vary block=64,128,256,512,1024 "
		       "-o -");
	assert_int_equal(r.status, 0);
	for (int i = 0; i < 5; i++) {
		int g = (1048576 + blocks[i] - 1) / blocks[i];
		snprintf(args, sizeof(args), "--sass " SASS("gridstride") " --ptxas " LOG("gridstride")
			 " --grid %d --block %d --arg 0=4194304 --arg 1=4194304 --arg 2=2.0 "
			 "--arg 3=1048576", g < 216 ? g : 216, blocks[i]);
		same_point(r.out, i + 1, 4, args);
	}
	tu_gpuperf(&r, "sweep tests/data/launch/gridstride.json --vary n=65536,1048576,4194304 -o -");
	assert_int_equal(r.status, 0);
	for (int i = 0; i < 3; i++) {
		int g = (ns[i] + 255) / 256;
		snprintf(args, sizeof(args), "--sass " SASS("gridstride") " --ptxas " LOG("gridstride")
			 " --grid %d --block 256 --arg 0=%d --arg 1=%d --arg 2=2.0 --arg 3=%d",
			 g < 216 ? g : 216, 4 * ns[i], 4 * ns[i], ns[i]);
		same_point(r.out, i + 1, 4, args);
	}
}

static void transpose_sweeps(void **state)
{
	static const int bys[] = { 2, 4, 8, 16, 32 }, ws[] = { 512, 1024, 2048 };
	struct tu_run r;
	char args[1024];
	(void)state;
	tu_gpuperf(&r, "sweep tests/data/launch/transpose.json --vary by=2,4,8,16,32 -o -");
	assert_int_equal(r.status, 0);
	for (int i = 0; i < 5; i++) {
		snprintf(args, sizeof(args), "--sass " SASS("transpose_tiled") " --ptxas "
			 LOG("transpose_tiled") " --grid 64x64 --block 32x%d --arg 0=16777216 "
			 "--arg 1=16777216 --arg 2=2048 --arg 3=2048 --init 0=index", bys[i]);
		same_point(r.out, i + 1, 5, args);
	}
	tu_gpuperf(&r, "sweep tests/data/launch/transpose.json --vary w=512,1024,2048 -o -");
	assert_int_equal(r.status, 0);
	for (int i = 0; i < 3; i++) {
		snprintf(args, sizeof(args), "--sass " SASS("transpose_tiled") " --ptxas "
			 LOG("transpose_tiled") " --grid %dx64 --block 32x32 --arg 0=%d --arg 1=%d "
			 "--arg 2=%d --arg 3=2048 --init 0=index", ws[i] / 32, 8192 * ws[i],
			 8192 * ws[i], ws[i]);
		same_point(r.out, i + 1, 5, args);
	}
}

/* run at one point and estimate --sass at the same launch: both the extract's time. */
static void run_and_estimate(void **state)
{
	struct tu_run r;
	const char *args = "--sass " SASS("softmax_rows") " --ptxas " LOG("softmax_rows")
			   " --grid 1024 --block 128 --arg 0=16777216 --arg 1=16777216 "
			   "--arg 2=4096 --init 0=random:-4.0:4.0";
	double want = extract_time(args);
	const char *t;
	(void)state;
	tu_gpuperf(&r, "run tests/data/launch/softmax.json --set block=128 --json");
	assert_int_equal(r.status, 0);
	t = strstr(r.out, "\"total_s\":");
	assert_non_null(t);
	tu_assert_rel(atof(t + 10), want, 1e-9);
	tu_gpuperf(&r, "estimate --device a100 --json %s", args);
	assert_int_equal(r.status, 0);
	t = strstr(r.out, "\"time_s\":");
	assert_non_null(t);
	tu_assert_rel(atof(t + 9), want, 1e-9);
}

/* calibrate over three block sizes, measured = twice each launch's own eq. 4.4 estimate
 * (lambda 1, extracted at that launch): every point is off by exactly 1/2 before the fit. */
static void calibrate_points(void **state)
{
	static const int blocks[] = { 64, 256, 1024 };
	struct tu_run r;
	char args[1024];
	const char *p;
	FILE *f = fopen(TMP ".csv", "w");
	(void)state;
	assert_non_null(f);
	fprintf(f, "block,measured_s\n");
	for (int i = 0; i < 3; i++) {
		char json[128];
		snprintf(json, sizeof(json), TMP ".%d.k.json", (int)getpid());
		snprintf(args, sizeof(args), "extract --device a100 --sass " SASS("softmax_rows")
			 " --ptxas " LOG("softmax_rows") " --grid 1024 --block %d --arg 0=16777216 "
			 "--arg 1=16777216 --arg 2=4096 --init 0=random:-4.0:4.0 -o %s", blocks[i],
			 json);
		tu_gpuperf(&r, "%s", args);
		assert_int_equal(r.status, 0);
		tu_gpuperf(&r, "estimate --kernel %s --device a100 --lambda 1 --json", json);
		remove(json);
		assert_int_equal(r.status, 0);
		p = strstr(r.out, "\"time_s\":");
		assert_non_null(p);
		fprintf(f, "%d,%.17g\n", blocks[i], 2 * atof(p + 9));
	}
	fclose(f);
	tu_gpuperf(&r, "calibrate tests/data/launch/softmax.json " TMP ".csv --json -o " TMP
		       ".cal.json");
	remove(TMP ".csv");
	remove(TMP ".cal.json");
	assert_int_equal(r.status, 0);
	p = strstr(r.out, "\"before\": {\"mean_rel\": ");
	assert_non_null(p);
	tu_assert_rel(atof(p + 24), 0.5, 1e-8);
	p = strstr(p, "\"max_rel\": ");
	assert_non_null(p);
	tu_assert_rel(atof(p + 11), 0.5, 1e-8);
}

/* A descriptor recorded at grid 1024 x block 64, estimated at block 512: emulated again
 * (the time of extracting at 512), and refused once its listing is gone. */
static void descriptor_other_launch(void **state)
{
	struct tu_run r;
	char cmd[2048];
	const char *t;
	double want = extract_time("--sass " SASS("softmax_rows") " --ptxas " LOG("softmax_rows")
				   " --grid 1024 --block 512 --arg 0=16777216 --arg 1=16777216 "
				   "--arg 2=4096 --init 0=random:-4.0:4.0");
	(void)state;
	snprintf(cmd, sizeof(cmd), "mkdir -p " TMP ".d && cp " SASS("softmax_rows") " " TMP
		 ".d/s.sass && cp " LOG("softmax_rows") " " TMP ".d/s.log");
	assert_int_equal(system(cmd), 0);
	tu_gpuperf(&r, "extract --device a100 --sass " TMP ".d/s.sass --ptxas " TMP ".d/s.log "
		       "--grid 1024 --block 64 --arg 0=16777216 --arg 1=16777216 --arg 2=4096 "
		       "--init 0=random:-4.0:4.0 -o " TMP ".d/k.json");
	assert_int_equal(r.status, 0);
	tu_gpuperf(&r, "estimate --kernel " TMP ".d/k.json --device a100 --grid 1024 --block 512 "
		       "--json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "emulating " );
	t = strstr(r.out, "\"time_s\":");
	assert_non_null(t);
	tu_assert_rel(atof(t + 9), want, 1e-9);
	/* at its own launch: the descriptor as it is, no emulation */
	tu_gpuperf(&r, "estimate --kernel " TMP ".d/k.json --device a100 --grid 1024 --block 64");
	assert_int_equal(r.status, 0);
	assert_null(strstr(r.err, "emulating"));
	/* several devices: refused (one device emulates it again) */
	tu_gpuperf(&r, "estimate --kernel " TMP ".d/k.json --device a100,v100 --grid 1024 "
		       "--block 512");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "was emulated at grid 1024x1x1, block 64x1x1");
	/* simulate: emulated again too (the engine runs the new launch's descriptor) */
	tu_gpuperf(&r, "simulate --kernel " TMP ".d/k.json --device a100 --grid 1024 --block 512 "
		       "--max-cycles 2000");
	tu_assert_contains(r.err, "emulating ");
	remove(TMP ".d/s.sass");
	tu_gpuperf(&r, "simulate --kernel " TMP ".d/k.json --device a100 --grid 1024 --block 512");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "was emulated at grid 1024x1x1, block 64x1x1");
	tu_gpuperf(&r, "estimate --kernel " TMP ".d/k.json --device a100 --grid 1024 --block 512");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "was emulated at grid 1024x1x1, block 64x1x1; this launch is "
			   "grid 1024x1x1, block 512x1x1");
	tu_assert_contains(r.err, "hint: its listing");
	/* in a model: the op names both launches */
	{
		FILE *f = fopen(TMP ".d/m.json", "w");
		assert_non_null(f);
		fprintf(f, "{ \"name\": \"m\", \"device\": \"a100\", \"variables\": { \"b\": { "
			"\"value\": 512, \"type\": \"int\" } }, \"ops\": [ { \"op\": \"kernel\", "
			"\"name\": \"k\", \"kernel\": \"k.json\", \"grid\": 1024, \"block\": \"b\" } ] }\n");
		fclose(f);
	}
	tu_gpuperf(&r, "run " TMP ".d/m.json");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "was emulated at grid 1024x1x1, block 64x1x1; this launch is "
			   "grid 1024x1x1, block 512x1x1");
	tu_gpuperf(&r, "run " TMP ".d/m.json --set b=64");
	assert_int_equal(r.status, 0);
	assert_int_equal(system("rm -rf " TMP ".d"), 0);
}

/* --jobs 2 gives the bytes of --jobs 1, and a warm --cache the bytes of a cold one. */
static void jobs_and_cache(void **state)
{
	struct tu_run r;
	static char one[65536];
	const char *sweep = "sweep tests/data/launch/softmax.json --vary block=64,128,256,512,1024 "
			    "--vary n=1024,4096";
	(void)state;
	assert_int_equal(system("rm -rf " TMP ".c"), 0);
	tu_gpuperf(&r, "%s -o - --jobs 1", sweep);
	assert_int_equal(r.status, 0);
	snprintf(one, sizeof(one), "%s", r.out);
	tu_gpuperf(&r, "%s -o - --jobs 2 --cache " TMP ".c", sweep);
	assert_int_equal(r.status, 0);
	assert_string_equal(r.out, one);
	tu_assert_contains(r.err, "10 launches emulated");
	assert_int_equal(system("test $(ls " TMP ".c | wc -l) -eq 10"), 0);
	tu_gpuperf(&r, "%s -o - --jobs 2 --cache " TMP ".c", sweep);
	assert_int_equal(r.status, 0);
	assert_string_equal(r.out, one);
	tu_assert_contains(r.err, "0 launches emulated, 10 read from the cache");
	assert_int_equal(system("rm -rf " TMP ".c"), 0);
}

/* From a .cu: extract --cu --keep DIR keeps the listing a model then binds; the model's sweep
 * equals the committed listing's (kernels/sass/gen.sh runs the same tools). Needs the CUDA
 * toolkit (CUDA 13 nvcc and the 11.8 cuobjdump, as tests/test_cli_workflow.c finds them). */
static void from_cu(void **state)
{
	struct tu_run r;
	static char want[65536];
	char cmd[1024];
	FILE *f;
	(void)state;
	if (system("PATH=\"$PATH:/opt/cuda118/root/usr/bin\" command -v nvcc >/dev/null && "
		   "PATH=\"$PATH:/opt/cuda118/root/usr/bin\" command -v cuobjdump >/dev/null") != 0) {
		tu_skip_why("no nvcc and cuobjdump: extract --cu --keep not run");
		skip();
	}
	assert_int_equal(system("rm -rf " TMP ".cu && mkdir -p " TMP ".cu"), 0);
	snprintf(cmd, sizeof(cmd), "PATH=\"$PATH:/opt/cuda118/root/usr/bin\" %s extract --cu "
		 "kernels/src/softmax_rows.cu --arch sm_80 --device a100 --keep " TMP ".cu --all -o "
		 TMP ".cu >/dev/null 2>&1", getenv("GPUPERF_BIN") ? getenv("GPUPERF_BIN") :
		 "build/gpuperf");
	assert_int_equal(system(cmd), 0);
	assert_int_equal(system("cmp -s " TMP ".cu/softmax_rows.sm_80.sass " SASS("softmax_rows")),
			 0);
	f = fopen(TMP ".cu/m.json", "w");
	assert_non_null(f);
	fprintf(f, "{ \"name\": \"m\", \"device\": \"a100\", \"variables\": { \"block\": "
		"{ \"value\": 256, \"type\": \"int\" } }, \"ops\": [ { \"op\": \"kernel\", "
		"\"name\": \"softmax\", \"sass\": \"softmax_rows.sm_80.sass\", \"ptxas\": "
		"\"softmax_rows.sm_80.ptxas.log\", \"args\": { \"0\": 16777216, \"1\": "
		"16777216, \"2\": 4096 }, \"init\": { \"0\": \"random:-4.0:4.0\" }, "
		"\"grid\": 1024, \"block\": \"block\" } ] }\n");
	fclose(f);
	tu_gpuperf(&r, "sweep tests/data/launch/softmax.json --set rows=1024 --vary block=64,1024 "
		       "-o -");
	assert_int_equal(r.status, 0);
	snprintf(want, sizeof(want), "%s", strchr(r.out, '\n'));
	tu_gpuperf(&r, "sweep " TMP ".cu/m.json --vary block=64,1024 -o -");
	assert_int_equal(r.status, 0);
	/* the same times: column 2 of this model is column 5 of the other */
	for (int i = 1; i <= 2; i++)
		tu_assert_rel(cell(r.out, i, 3), cell(want, i, 5), 1e-9);
	assert_int_equal(system("rm -rf " TMP ".cu"), 0);
}

/* The directory stays within its bound: each new descriptor, the oldest go. */
static void cache_bounded(void **state)
{
	struct gp_kcache_opts o = { TMP ".b", 10000, 2 };   /* about two descriptors */
	struct gp_kcache *c;
	struct gp_device dev;
	struct gp_diag d;
	double total = 0;
	int files = 0;
	DIR *dir;
	struct dirent *de;
	(void)state;
	gp_diag_clear(&d);
	assert_int_equal(system("rm -rf " TMP ".b"), 0);
	assert_int_equal(gp_device_find("a100", NULL, &dev, &d), 0);
	assert_non_null(c = gp_kcache_new(&o, &d));
	for (int i = 0; i < 6; i++) {
		struct gp_launch_rec r;
		const struct gp_kernel *k;
		char path[PATH_MAX];
		gp_launch_rec_init(&r);
		assert_non_null(realpath(SASS("gridstride"), path));
		assert_true(strlen(path) < sizeof(r.sass));
		memcpy(r.sass, path, strlen(path) + 1);
		r.grid[0] = 4 + (unsigned)i;
		r.block[0] = 128;
		r.nargs = 4;
		snprintf(r.args[0], sizeof(r.args[0]), "0=65536");
		snprintf(r.args[1], sizeof(r.args[1]), "1=65536");
		snprintf(r.args[2], sizeof(r.args[2]), "2=2.0");
		snprintf(r.args[3], sizeof(r.args[3]), "3=16384");
		if (gp_kcache_get(c, &r, &dev, &k, &d) < 0)
			fail_msg("%s", d.msg);
		assert_true(k->launch != NULL && k->launch->grid[0] == 4 + (unsigned)i);
		gp_kcache_release(c, k);
	}
	gp_kcache_free(c);
	assert_non_null(dir = opendir(TMP ".b"));
	while ((de = readdir(dir))) {
		char p[1200];
		struct stat st;
		snprintf(p, sizeof(p), TMP ".b/%s", de->d_name);
		if (de->d_name[0] != '.' && stat(p, &st) == 0) {
			total += (double)st.st_size;
			files++;
		}
	}
	closedir(dir);
	assert_true(files >= 1 && files < 6);
	assert_true(total <= 10000);
	assert_int_equal(system("rm -rf " TMP ".b"), 0);
}

/* Two sweeps at once on one --cache directory: both the bytes of a sweep without it. */
static void cache_shared_by_two_runs(void **state)
{
	struct tu_run r;
	char cmd[2048];
	const char *bin = getenv("GPUPERF_BIN") ? getenv("GPUPERF_BIN") : "build/gpuperf";
	const char *args = "sweep tests/data/launch/gridstride.json --vary block=64,128,256,512,1024 "
			   "--vary n=65536,262144";
	(void)state;
	tu_gpuperf(&r, "%s -o " TMP ".want.csv", args);
	assert_int_equal(r.status, 0);
	assert_int_equal(system("rm -rf " TMP ".s"), 0);
	snprintf(cmd, sizeof(cmd), "%s %s --cache " TMP ".s -o " TMP ".1.csv 2>/dev/null & "
		 "%s %s --cache " TMP ".s -o " TMP ".2.csv 2>/dev/null; wait; cmp " TMP ".want.csv "
		 TMP ".1.csv && cmp " TMP ".want.csv " TMP ".2.csv", bin, args, bin, args);
	assert_int_equal(system(cmd), 0);
	assert_int_equal(system("rm -rf " TMP ".s " TMP ".want.csv " TMP ".1.csv " TMP ".2.csv"),
			 0);
}

static void bad_models(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "run tests/data/launch/bad_function.json");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "/ops/0/function");
	tu_gpuperf(&r, "run tests/data/launch/bad_both.json");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "a launch-bound kernel (\"sass\") is emulated at each launch");
	tu_assert_contains(r.err, "hint:");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(softmax_sweeps),
		cmocka_unit_test(gridstride_sweeps),
		cmocka_unit_test(transpose_sweeps),
		cmocka_unit_test(run_and_estimate),
		cmocka_unit_test(calibrate_points),
		cmocka_unit_test(descriptor_other_launch),
		cmocka_unit_test(jobs_and_cache),
		cmocka_unit_test(from_cu),
		cmocka_unit_test(cache_bounded),
		cmocka_unit_test(cache_shared_by_two_runs),
		cmocka_unit_test(bad_models),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
