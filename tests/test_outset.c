/* test_outset.c - outputs committed together (src/core/util.h, gp_outset): a command with two
 * or more outputs leaves all of them new or all of them as they were, and no temporary. The
 * set itself (a rename that fails undoes the earlier ones), then every command with more than
 * one output (sweep -o + --plot, calibrate -o + --plot, extract -o + --dump + --trace-out,
 * trace-report -o + --data) with its second output failing. */
#include <dirent.h>
#include <sys/stat.h>

#include "testutil.h"
#include "util.h"

static char dir[256];

static void fresh_dir(void)
{
	snprintf(dir, sizeof(dir), "/tmp/gp_outset_XXXXXX");
	assert_non_null(mkdtemp(dir));
}

static void rm_dir(void)
{
	char cmd[512];
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	assert_int_equal(system(cmd), 0);
}

static const char *in_dir(int slot, const char *name)
{
	static char p[8][1024];
	snprintf(p[slot], sizeof(p[slot]), "%s/%s", dir, name);
	return p[slot];
}

/* The names in dir, sorted, space-separated ("" when empty). */
static const char *listing(void)
{
	static char out[4096];
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort);
	size_t k = 0;
	out[0] = '\0';
	assert_true(n >= 0);
	for (int i = 0; i < n; i++) {
		if (strcmp(names[i]->d_name, ".") && strcmp(names[i]->d_name, ".."))
			k += (size_t)snprintf(out + k, sizeof(out) - k, "%s%s", k ? " " : "",
					      names[i]->d_name);
		free(names[i]);
	}
	free(names);
	return out;
}

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void assert_text(const char *path, const char *want)
{
	char buf[256] = "";
	FILE *f = fopen(path, "r");
	size_t n;
	assert_non_null(f);
	n = fread(buf, 1, sizeof(buf) - 1, f);
	buf[n] = '\0';
	fclose(f);
	assert_string_equal(buf, want);
}

static int have_gnuplot(void)
{
	return system("command -v gnuplot >/dev/null 2>&1") == 0;
}

/* ==== The set ==== */

/* Three members, the third's rename failing (its temporary gone): the first, which replaced
 * a file, has that file back; the second, new, is removed; no temporary is left. */
static void test_failed_rename_undoes_the_others(void **state)
{
	struct gp_outset set;
	struct gp_atomic a, b, c;
	struct gp_diag d;
	char tmp_c[1100];
	(void)state;
	fresh_dir();
	put(in_dir(0, "a.txt"), "OLD a\n");
	gp_outset_init(&set);
	gp_diag_clear(&d);
	assert_int_equal(gp_atomic_open_in(&a, &set, in_dir(0, "a.txt"), &d), 0);
	assert_int_equal(gp_atomic_open_in(&b, &set, in_dir(1, "b.txt"), &d), 0);
	assert_int_equal(gp_atomic_open_in(&c, &set, in_dir(2, "c.txt"), &d), 0);
	fputs("NEW a\n", a.f);
	fputs("NEW b\n", b.f);
	fputs("NEW c\n", c.f);
	snprintf(tmp_c, sizeof(tmp_c), "%s", gp_atomic_tmp_path(&c));
	assert_int_equal(gp_atomic_commit(&a, &d), 0);
	assert_int_equal(gp_atomic_commit(&b, &d), 0);
	assert_int_equal(gp_atomic_commit(&c, &d), 0);
	/* finished, not yet named: the previous a, no b */
	assert_text(in_dir(0, "a.txt"), "OLD a\n");
	assert_int_equal(access(in_dir(1, "b.txt"), F_OK), -1);
	assert_int_equal(unlink(tmp_c), 0);
	assert_int_equal(gp_outset_commit(&set, &d), -GP_EIO);
	tu_assert_contains(d.file, "c.txt");
	assert_text(in_dir(0, "a.txt"), "OLD a\n");
	assert_string_equal(listing(), "a.txt");
	gp_outset_abort(&set);   /* after a commit: nothing */
	rm_dir();
}

/* The same set committed whole: every file new, nothing else in the directory; an abort
 * removes every finished temporary and the directory the set made. */
static void test_commit_and_abort(void **state)
{
	struct gp_outset set;
	struct gp_atomic a, b;
	struct gp_diag d;
	(void)state;
	fresh_dir();
	put(in_dir(0, "a.txt"), "OLD a\n");
	gp_outset_init(&set);
	gp_diag_clear(&d);
	assert_int_equal(gp_atomic_open_in(&a, &set, in_dir(0, "a.txt"), &d), 0);
	assert_int_equal(gp_atomic_open_in(&b, &set, in_dir(1, "b.txt"), &d), 0);
	fputs("NEW a\n", a.f);
	fputs("NEW b\n", b.f);
	assert_int_equal(gp_atomic_commit(&a, &d), 0);
	assert_int_equal(gp_atomic_commit(&b, &d), 0);
	assert_int_equal(gp_outset_commit(&set, &d), 0);
	assert_text(in_dir(0, "a.txt"), "NEW a\n");
	assert_text(in_dir(1, "b.txt"), "NEW b\n");
	assert_string_equal(listing(), "a.txt b.txt");

	gp_outset_init(&set);
	assert_int_equal(gp_outset_mkdir(&set, in_dir(2, "sub"), &d), 0);
	assert_int_equal(gp_atomic_open_in(&a, &set, in_dir(0, "sub/x.txt"), &d), 0);
	assert_int_equal(gp_atomic_open_in(&b, &set, in_dir(1, "a.txt"), &d), 0);
	assert_int_equal(gp_atomic_commit(&a, &d), 0);
	gp_atomic_abort(&b);
	/* a member aborted: the commit refuses, keeping nothing */
	assert_int_equal(gp_outset_commit(&set, &d), -GP_EINVAL);
	assert_string_equal(listing(), "a.txt b.txt");
	assert_text(in_dir(0, "a.txt"), "NEW a\n");
	rm_dir();
}

/* Two members that are one file, spelled differently, before either exists: refused naming
 * both. A device takes any number. */
static void test_same_output_twice(void **state)
{
	struct gp_outset set;
	struct gp_atomic a, b;
	struct gp_diag d;
	char other[1100];
	(void)state;
	fresh_dir();
	gp_outset_init(&set);
	gp_diag_clear(&d);
	snprintf(other, sizeof(other), "%s/./x.json", dir);
	assert_int_equal(gp_atomic_open_in(&a, &set, in_dir(0, "x.json"), &d), 0);
	assert_int_equal(gp_atomic_open_in(&b, &set, other, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "is also the output");
	tu_assert_contains(d.msg, "x.json");
	assert_int_equal(gp_atomic_open_in(&b, &set, "/dev/null", &d), 0);
	gp_atomic_abort(&b);
	gp_atomic_abort(&a);
	gp_outset_abort(&set);
	assert_string_equal(listing(), "");
	rm_dir();
}

/* ==== The commands ==== */

static void test_sweep_csv_and_plot(void **state)
{
	struct tu_run r;
	(void)state;
	if (!have_gnuplot()) {
		tu_skip_why("gnuplot is not installed: sweep --plot not run");
		skip();
	}
	fresh_dir();
	put(in_dir(0, "s.csv"), "OLD\n");
	tu_gpuperf(&r, "sweep models/saxpy_app.json -o %s --vary numElements=1000,2000 --plot "
		       "%s/none/p.svg", in_dir(0, "s.csv"), dir);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "none/p.svg: error: cannot create output");
	assert_text(in_dir(0, "s.csv"), "OLD\n");
	assert_string_equal(listing(), "s.csv");
	/* both written when both can be */
	tu_gpuperf(&r, "sweep models/saxpy_app.json -o %s --vary numElements=1000,2000 --plot %s",
		   in_dir(0, "s.csv"), in_dir(1, "p.svg"));
	assert_int_equal(r.status, 0);
	assert_string_equal(listing(), "p.svg s.csv");
	rm_dir();
}

static void test_calibrate_outputs_and_plot(void **state)
{
	struct tu_run r;
	const char *data = "bytes,dir,measured_s\n1000,htod,1e-5\n100000,htod,2e-5\n"
			   "10000000,htod,1e-3\n";
	(void)state;
	fresh_dir();
	put(in_dir(0, "link.csv"), data);
	put(in_dir(1, "dev.json"), "OLD\n");
	/* the plot cannot be written: the device file keeps what it held */
	if (have_gnuplot()) {
		tu_gpuperf(&r, "calibrate --link %s --device gtx970 -o %s --plot %s/none/p.svg",
			   in_dir(0, "link.csv"), in_dir(1, "dev.json"), dir);
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "none/p.svg: error: cannot create output");
		assert_text(in_dir(1, "dev.json"), "OLD\n");
		assert_string_equal(listing(), "dev.json link.csv");
		/* both when both can be */
		tu_gpuperf(&r, "calibrate --link %s --device gtx970 -o %s --plot %s",
			   in_dir(0, "link.csv"), in_dir(1, "dev.json"), in_dir(2, "p.svg"));
		assert_int_equal(r.status, 0);
		assert_string_equal(listing(), "dev.json link.csv p.svg");
	} else {
		tu_skip_why("gnuplot is not installed: calibrate --plot not run");
		rm_dir();
		skip();
	}
	rm_dir();
}

static void test_extract_outputs(void **state)
{
	struct tu_run r;
	const char *launch = "--sass kernels/sass/gridstride.sm_80.sass --device a100 --grid 1 "
			     "--block 32 --arg 0=128 --arg 1=128 --arg 2=1.0 --arg 3=32";
	(void)state;
	fresh_dir();
	put(in_dir(0, "k.json"), "OLD\n");
	/* the --dump cannot be written: no descriptor, no trace, no trace directory */
	tu_gpuperf(&r, "extract %s -o %s --trace-out %s/tr --dump 1=%s/none/d.bin", launch,
		   in_dir(0, "k.json"), dir, dir);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "none/d.bin: error: '--dump' cannot create output");
	assert_text(in_dir(0, "k.json"), "OLD\n");
	assert_string_equal(listing(), "k.json");
	/* the descriptor cannot be written (a full disk): no trace, no dump */
	tu_gpuperf(&r, "extract %s -o /dev/full --trace-out %s/tr --dump 1=%s", launch, dir,
		   in_dir(1, "d.bin"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "No space left on device");
	assert_string_equal(listing(), "k.json");
	/* -o in a directory that does not exist, after the trace was written */
	tu_gpuperf(&r, "extract %s -o %s/none/k.json --trace-out %s/tr", launch, dir, dir);
	assert_int_equal(r.status, 1);
	assert_string_equal(listing(), "k.json");
	/* all of them */
	tu_gpuperf(&r, "extract %s -o %s --trace-out %s/tr --dump 1=%s", launch,
		   in_dir(0, "k.json"), dir, in_dir(1, "d.bin"));
	assert_int_equal(r.status, 0);
	assert_string_equal(listing(), "d.bin k.json tr");
	rm_dir();
}

static void test_trace_report_report_and_data(void **state)
{
	const char *list = tu_shared_path("ext/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g");
	struct tu_run r;
	(void)state;
	if (!list || access(list, R_OK) != 0) {
		tu_skip_why("%s not found: trace-report not run", tu_shared_last());
		skip();
	}
	fresh_dir();
	put(in_dir(0, "r.md"), "OLD\n");
	tu_gpuperf(&r, "trace-report --measured-on gtx1080 --device gtx1080 --case vectorAdd,%s "
		       "-o %s --data %s/none/d.dat", list, in_dir(0, "r.md"), dir);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "none/d.dat: error: '--data' cannot create output");
	assert_text(in_dir(0, "r.md"), "OLD\n");
	assert_string_equal(listing(), "r.md");
	rm_dir();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_failed_rename_undoes_the_others),
		cmocka_unit_test(test_commit_and_abort),
		cmocka_unit_test(test_same_output_twice),
		cmocka_unit_test(test_sweep_csv_and_plot),
		cmocka_unit_test(test_calibrate_outputs_and_plot),
		cmocka_unit_test(test_extract_outputs),
		cmocka_unit_test(test_trace_report_report_and_data),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
