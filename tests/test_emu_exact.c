/* test_emu_exact.c - counts that are whole come out whole: a sampled launch's weighted sums
 * and per-warp means (emu.c block_weight: integer weights), and a mean over a warp count whose
 * reciprocal is inexact (49 warps: 49 * (1 / 49) is 0.9999999999999999 in a double). */
#include "testutil.h"
#include "util.h"

/* The number after the first "key": (cJSON writes a tab after the colon). */
static double num(const char *text, const char *key)
{
	char pat[96];
	const char *at;
	snprintf(pat, sizeof(pat), "\"%s\":", key);
	at = strstr(text, pat);
	return at ? strtod(at + strlen(pat), NULL) : NAN;
}

static char *extract(const char *args, const char *out)
{
	struct tu_run r;
	struct gp_diag d;
	char *text;
	tu_gpuperf(&r, "extract %s --device a100 -o %s", args, out);
	if (r.status != 0)
		print_error("%s\n", r.err);
	assert_int_equal(r.status, 0);
	tu_tmp_remember(out);
	gp_diag_clear(&d);
	assert_non_null(text = gp_read_file(out, 0, NULL, &d));
	return text;
}

/* Grid-stride y = a*x over n = 4,096,000 on 1000 x 256 threads: every thread runs 16 trips
 * (15 back-edge jumps), each load and store 16 requests a warp; 8 of the 1000 blocks run,
 * weighted by strata. Before, the weights' sums gave 607*(16.000000000000345) and 15.99.. */
static void test_sampled_whole(void **state)
{
	struct tu_run r;
	char out[64];
	char *t;
	(void)state;
	snprintf(out, sizeof(out), "/tmp/gp_exact_%d.json", (int)getpid());
	tu_gpuperf(&r, "extract --sass kernels/sass/gridstride.sm_80.sass --device a100 --grid 1000 "
		   "--block 256 --arg 3=4096000");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "emulated 8 of 1000 block(s)");
	tu_assert_contains(r.err, "latency bound 429 + 607*16\n");
	tu_assert_contains(r.err, "15 back-edge jumps per entering warp (16 iterations)");
	t = extract("--sass kernels/sass/gridstride.sm_80.sass --grid 1000 --block 256 "
		    "--arg 3=4096000", out);
	/* exactly, not within a tolerance */
	assert_true(num(t, "requests") == 16);
	assert_true(num(t, "trips_per_warp") == 15);
	/* 168 warp instructions a warp (16 trips of the loop and the rest) x 8000 warps */
	assert_true(num(t, "warp_instructions") == 168 * 8000);
	/* a warp's 16 requests of 32 floats: 2048 bytes; 16 MB read: 4,096,000 floats */
	assert_true(num(t, "bytes") == 2048);
	tu_assert_contains(t, "\"bytes\":\t16384000,");
	assert_null(strstr(t, "0000000"));
	assert_null(strstr(t, "9999999"));
	free(t);
}

/* vecAdd on 7 blocks of 224 threads (49 warps, all run): one request a warp per access. */
static void test_49_warps(void **state)
{
	char out[64];
	char *t;
	(void)state;
	snprintf(out, sizeof(out), "/tmp/gp_exact49_%d.json", (int)getpid());
	t = extract("--sass kernels/sass/vecadd.sm_80.sass --grid 7 --block 224 --arg 3=1568", out);
	assert_true(num(t, "requests") == 1);
	assert_null(strstr(t, "9999999"));
	free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sampled_whole),
		cmocka_unit_test(test_49_warps),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
