/* test_launchrec.c - the launch record's one rule for "is this the launch a descriptor
 * recorded?" (gp_launch_same_shape, used by models, estimate and estimate --device a,b) and
 * its paths made absolute once (gp_path_absolute, gp_launch_rec_add_init), by hand. */
#include "testutil.h"

#include <limits.h>
#include <string.h>
#include <unistd.h>

#include "gpuperf/diag.h"
#include "gpuperf/launchrec.h"
#include "util.h"

/* A descriptor recorded at grid 64x32, block 16x16 (2048 blocks of 256 threads). */
static const unsigned rg[3] = { 64, 32, 1 }, rb[3] = { 16, 16, 1 };

static int same(double gx, double gy, double bx, double by, int gs, int bs)
{
	const double g[3] = { gx, gy, 1 }, b[3] = { bx, by, 1 };
	return gp_launch_same_shape(rg, rb, g, b, gs, bs);
}

static void test_same_shape(void **state)
{
	(void)state;
	assert_int_equal(same(64, 32, 16, 16, 1, 1), 1);     /* the recorded launch */
	assert_int_equal(same(2048, 1, 256, 1, 0, 0), 1);    /* 1-D totals, no shape given */
	assert_int_equal(same(2048, 1, 16, 16, 0, 1), 1);    /* --grid 2048 --block 16x16 */
	assert_int_equal(same(2048, 1, 256, 1, 0, 1), 0);    /* --block 256 is 256x1x1 */
	assert_int_equal(same(32, 64, 16, 16, 1, 1), 0);     /* the same total, another shape */
	assert_int_equal(same(32, 64, 16, 16, 0, 1), 1);     /* ... that the launch does not give */
	assert_int_equal(same(64, 16, 16, 16, 0, 0), 0);     /* half the blocks */
	assert_int_equal(same(64, 32, 16, 8, 0, 0), 0);      /* half the threads */
	/* a recorded 0 (a descriptor written before z was kept) is 1 */
	{
		const unsigned g0[3] = { 8, 0, 0 }, b0[3] = { 128, 0, 0 };
		const double g[3] = { 8, 1, 1 }, b[3] = { 128, 1, 1 };
		assert_int_equal(gp_launch_same_shape(g0, b0, g, b, 1, 1), 1);
	}
}

/* Paths: relative to a directory or the current one, links resolved, "" kept, too long and
 * missing refused; an init's file: path made absolute, other specs kept as written. */
static void test_paths(void **state)
{
	char cwd[PATH_MAX], want[PATH_MAX + 32], out[PATH_MAX], tiny[8];
	const char *f = tu_tmpfile(0, ".bin", "12345678");
	const char *slash = strrchr(f, '/');
	char dir[PATH_MAX];
	struct gp_launch_rec r;
	(void)state;
	assert_non_null(getcwd(cwd, sizeof(cwd)));
	assert_int_equal(gp_path_absolute(NULL, "Makefile", out, sizeof(out)), 0);
	snprintf(want, sizeof(want), "%s/Makefile", cwd);
	assert_string_equal(out, want);
	assert_int_equal(gp_path_absolute("tests", "../Makefile", out, sizeof(out)), 0);
	assert_string_equal(out, want);
	/* an absolute path ignores the directory */
	assert_int_equal(gp_path_absolute("/nonexistent-dir", want, out, sizeof(out)), 0);
	assert_string_equal(out, want);
	assert_int_equal(gp_path_absolute(NULL, "", out, sizeof(out)), 0);
	assert_string_equal(out, "");
	assert_int_equal(gp_path_absolute(NULL, "no-such-file.json", out, sizeof(out)),
			 -GP_ENOTFOUND);
	assert_int_equal(gp_path_absolute(NULL, "Makefile", tiny, sizeof(tiny)), -GP_ELIMIT);

	snprintf(dir, sizeof(dir), "%.*s", (int)(slash - f), f);
	gp_launch_rec_init(&r);
	assert_int_equal(gp_launch_rec_add_init(&r, dir, "1=file:" "x"), -GP_ENOTFOUND);
	snprintf(want, sizeof(want), "0=file:%s", slash + 1);
	assert_int_equal(gp_launch_rec_add_init(&r, dir, want), 0);
	assert_int_equal(gp_path_absolute(NULL, f, out, sizeof(out)), 0);
	snprintf(want, sizeof(want), "0=file:%s", out);
	assert_string_equal(r.inits[0], want);
	assert_int_equal(gp_launch_rec_add_init(&r, NULL, "2=random:0:9"), 0);
	assert_string_equal(r.inits[1], "2=random:0:9");
	assert_int_equal(r.ninit, 2);
	for (int i = 0; i < GP_LAUNCH_ARGS_MAX; i++)
		assert_int_equal(gp_launch_rec_add_arg(&r, "n=4096"), 0);
	assert_int_equal(gp_launch_rec_add_arg(&r, "n=4096"), -GP_ELIMIT);
	assert_int_equal(r.nargs, GP_LAUNCH_ARGS_MAX);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same_shape),
		cmocka_unit_test(test_paths),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
