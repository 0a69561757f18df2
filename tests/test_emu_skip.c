/* test_emu_skip.c - loop skipping (src/ingest/emu_skip.c) changes no figure: sampled launches
 * of the repository's tiled kernels, whose k-loops meet a barrier each iteration, emulated with
 * gp_emu_launch.skip_loops on and off give the same result to the bit (every per-PC count,
 * memory record, footprint, loop trip count and address pattern), and the descriptors
 * extract writes with and without --no-skip-loops are the same bytes; the periods skipped are
 * printed and must be more than none where the loop is long. */
#include "testutil.h"
#include "emufix.h"
#include <time.h>

#include "gpuperf/emu.h"
#include "gpuperf/sass.h"
#include "util.h"

struct run {
	struct gp_sass_file f;
	struct gp_emu_launch l;
	struct gp_emu_result r;
	struct gp_diag d;
	double cpu_s;
};

static double cpu_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* path's kernel on grid x block, arguments as "V" for scalars and "bytes" for pointers (in
 * signature order), skipping on or off. */
static void run(struct run *x, const char *path, const unsigned grid[3], const unsigned block[3],
		const double *args, int nargs, int skip)
{
	const struct gp_sass_func *fn;
	double t0;
	memset(x, 0, sizeof(*x));
	gp_diag_clear(&x->d);
	if (gp_sass_load(path, &x->f, &x->d) < 0)
		fail_msg("%s: %s", path, x->d.msg);
	if (!(fn = gp_sass_find(&x->f, NULL, 0, &x->d)))
		fail_msg("%s: %s", path, x->d.msg);
	gp_emu_launch_init(&x->l);
	if (gp_emu_args_from_name(fn->name, &x->l, &x->d) < 0)
		fail_msg("%s: %s", path, x->d.msg);
	assert_int_equal(x->l.nargs, nargs);
	for (int i = 0; i < nargs; i++) {
		struct gp_emu_arg *a = &x->l.args[i];
		a->given = 1;
		if (a->is_pointer)
			a->alloc_bytes = (uint64_t)args[i];
		else
			a->value = args[i];
	}
	memcpy(x->l.grid, grid, sizeof(x->l.grid));
	memcpy(x->l.block, block, sizeof(x->l.block));
	x->l.skip_loops = skip;
	t0 = cpu_now();
	if (gp_emu_run(fn, &x->l, &x->r, &x->d) < 0)
		fail_msg("%s: %s", path, x->d.msg);
	x->cpu_s = cpu_now() - t0;
}

static void run_release(struct run *x)
{
	gp_emu_result_release(&x->r);
	gp_sass_file_release(&x->f);
}

/* Every figure of the two results, exactly (tests/emufix.h). */
static void compare(const char *path, const struct gp_emu_result *a, const struct gp_emu_result *b)
{
	emu_result_same(path, "skipping", "every period run", a, b);
}

/* Both ways; returns the periods skipped (printed with the CPU seconds of both runs). */
static double both(const char *path, unsigned gx, unsigned gy, unsigned bx, unsigned by,
		   const double *args, int nargs)
{
	const unsigned grid[3] = { gx, gy, 1 }, block[3] = { bx, by, 1 };
	struct run *on, *off;
	double periods;
	assert_non_null(on = calloc(1, sizeof(*on)));
	assert_non_null(off = calloc(1, sizeof(*off)));
	run(on, path, grid, block, args, nargs, 1);
	run(off, path, grid, block, args, nargs, 0);
	compare(path, &on->r, &off->r);
	assert_true(off->r.skipped_periods == 0);
	periods = on->r.skipped_periods;
	print_message("  %s grid %ux%u block %ux%u: %.0f periods skipped, %.3f s CPU (all run: "
		      "%.3f s)\n", path, gx, gy, bx, by, periods, on->cpu_s, off->cpu_s);
	run_release(on);
	run_release(off);
	free(on);
	free(off);
	return periods;
}

/* The register-tiled SGEMM of bench_klaunch (16 k-steps a period, two barriers), on both of
 * its listings, the five block shapes; n = 2048: 128 periods a block, of which the first ones
 * (the steady state is found on the fifth release) and the last (the exit) run. */
static void test_sgemm_regtile(void **state)
{
	static const char *const paths[] = { "kernels/sass/sgemm_regtile.sm_80.sass",
					     "kernels/sass/sgemm_regtile.sm_86.sass" };
	static const unsigned shapes[5][2] = { { 8, 8 }, { 16, 8 }, { 16, 16 }, { 32, 16 }, { 32, 32 } };
	(void)state;
	for (int p = 0; p < 2; p++)
		for (int s = 0; s < 5; s++) {
			double n = 2048, bytes = 4 * n * n;
			const double args[6] = { n, 1.0, bytes, bytes, 0.0, bytes };
			unsigned bx = shapes[s][0], by = shapes[s][1];
			assert_true(both(paths[p], (unsigned)n / (4 * bx), (unsigned)n / (4 * by), bx, by,
					 args, 6) > 0);
		}
}

/* One output a thread, a 32x32 tile a period (sm_61's SSY stacks too); n = 1056: 33 periods. */
static void test_sgemm_tiled(void **state)
{
	static const char *const paths[] = { "kernels/sass/sgemm_tiled.sm_61.sass",
					     "kernels/sass/sgemm_tiled.sm_80.sass",
					     "kernels/sass/sgemm_tiled.sm_90.sass" };
	(void)state;
	for (int p = 0; p < 3; p++) {
		double n = 1056, bytes = 4 * n * n;
		const double args[6] = { n, 1.0, bytes, bytes, 0.0, bytes };
		assert_true(both(paths[p], 33, 33, 32, 32, args, 6) > 0);
	}
}

static void test_matmul_tiled(void **state)
{
	double n = 2048, bytes = 4 * n * n;
	const double args[4] = { bytes, bytes, bytes, n };
	(void)state;
	assert_true(both("kernels/sass/matmul_tiled.sm_80.sass", 128, 128, 16, 16, args, 4) > 0);
	assert_true(both("kernels/sass/matmul_tiled.sm_70.sass", 128, 128, 16, 16, args, 4) > 0);
}

/* The loop whose last period is not like the others: width 10000 on 128-thread tiles is 78
 * whole tiles and one of 16 columns (its inner loop shorter, lanes past the width idle): no
 * jump may reach it, its compares (j < width, k < len) decide otherwise there. */
static void test_matvec_partial_last(void **state)
{
	double rows = 128 * 100, width = 10000;
	const double args[5] = { 4 * rows * width, 4 * width, 4 * rows, rows, width };
	(void)state;
	assert_true(both("kernels/sass/matvec_tiled.sm_80.sass", 100, 1, 128, 1, args, 5) > 0);
}

/* Equality compares (tests/data/skip/oneoff.sm_80.sass, written by hand: for (k = 0; k != n;
 * k++) { v = p[32 k + tid]; if (k == 37) p[32 k + tid + 8192] = v; __syncthreads(); }): the
 * exit test is ISETP.NE, true again past n, and the store runs in one iteration only, so
 * neither a jump past k = 37 nor one past the exit would show in the period that verifies it.
 * Jumps stop short of the period where a compare's operands meet; that one runs, and the
 * steady state is found again after it. Without that, the jumps run past the exit into an
 * access beyond the 65536-byte buffer. */
static void test_equality_compares(void **state)
{
	const double args[2] = { 65536, 200 };
	(void)state;
	assert_true(both("tests/data/skip/oneoff.sm_80.sass", 100, 1, 32, 1, args, 2) > 0);
}

/* A tiled transpose meets one barrier and no loop: nothing to skip, nothing changed. */
static void test_transpose_no_loop(void **state)
{
	double n = 2048, bytes = 4 * n * n;
	const double args[4] = { bytes, bytes, n, n };
	(void)state;
	assert_true(both("kernels/sass/transpose_tiled.sm_80.sass", 64, 64, 32, 32, args, 4) == 0);
}

/* The descriptor extract writes: the same bytes with and without --no-skip-loops, and the
 * report names the periods jumped over: 8 blocks of 128 periods, 122 each (a block finds its
 * steady state on the fifth release; the k-loop's exit compare bounds the jump, which ends
 * one period before the exit's; that period verifies it and the exit's runs). */
static void test_descriptor_cli(void **state)
{
	static const char *const args = "extract --sass kernels/sass/sgemm_regtile.sm_86.sass "
		"--ptxas kernels/sass/sgemm_regtile.sm_86.ptxas.log --device rtx3090 --grid 32x32 "
		"--block 16x16 --arg 0=2048 --arg 1=1 --arg 2=16777216 --arg 3=16777216 --arg 4=0 "
		"--arg 5=16777216";
	char on[64], off[64];
	char *a, *b;
	struct tu_run r;
	struct gp_diag d;
	(void)state;
	snprintf(on, sizeof(on), "/tmp/gp_skip_on_%d.json", (int)getpid());
	snprintf(off, sizeof(off), "/tmp/gp_skip_off_%d.json", (int)getpid());
	tu_tmp_remember(on);
	tu_tmp_remember(off);
	tu_gpuperf(&r, "%s -o %s", args, on);
	if (r.status != 0)
		print_error("%s\n", r.err);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "loop skipping: 976 steady loop period(s) jumped over");
	tu_gpuperf(&r, "%s --no-skip-loops -o %s", args, off);
	assert_int_equal(r.status, 0);
	assert_null(strstr(r.err, "loop skipping"));
	gp_diag_clear(&d);
	assert_non_null(a = gp_read_file(on, 0, NULL, &d));
	assert_non_null(b = gp_read_file(off, 0, NULL, &d));
	assert_string_equal(a, b);
	free(a);
	free(b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sgemm_regtile),
		cmocka_unit_test(test_sgemm_tiled),
		cmocka_unit_test(test_matmul_tiled),
		cmocka_unit_test(test_matvec_partial_last),
		cmocka_unit_test(test_equality_compares),
		cmocka_unit_test(test_transpose_no_loop),
		cmocka_unit_test(test_descriptor_cli),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
