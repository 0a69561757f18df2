/* test_workflow.c - the user's path through the CLI: launches written as CUDA writes them,
 * built-in names in descriptor expressions, warnings for what was left at a default. */
#include "testutil.h"

/* The number after "key": in a JSON line (NAN when absent). */
static double json_num(const char *s, const char *key)
{
	char pat[128];
	const char *p;
	snprintf(pat, sizeof(pat), "\"%s\": ", key);
	p = strstr(s, pat);
	return p ? strtod(p + strlen(pat), NULL) : NAN;
}

static void test_launch_dims_same_as_1d(void **state)
{
	struct tu_run r;
	static char flat[sizeof(((struct tu_run *)0)->out)];
	(void)state;
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 65536 --param a=4 "
		       "--json");
	assert_int_equal(r.status, 0);
	snprintf(flat, sizeof(flat), "%s", r.out);
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 32x8 --grid 128x512 "
		       "--param a=4 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"grid_dim\": [128, 512, 1], \"block_dim\": [32, 8, 1]");
	assert_true(json_num(r.out, "time_s") == json_num(flat, "time_s"));
	assert_true(json_num(r.out, "occupancy_warps") == json_num(flat, "occupancy_warps"));
	assert_true(json_num(r.out, "warps_launched") == 524288);
	/* by hand: V100 DRAM 900 GB/s over 80 SMs x 1530 MHz = 7.3529 B/clk/SM; saxpy2 moves
	 * 384 B/warp -> 52.224 cycles/warp (the bound); 524288 warps x 52.224 / 80 SMs /
	 * 1.53e9 Hz = 223.696 us, + 5 us launch = 228.696 us */
	tu_assert_rel(json_num(r.out, "time_s"), 228.696e-6, 1e-5);
	tu_gpuperf(&r, "occupancy --device v100 --block 32x8 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"block\": 256,");
	tu_assert_contains(r.out, "\"active_warps_per_sm\": 64");
}

static void test_builtins_follow_launch(void **state)
{
	struct tu_run r;
	(void)state;
	/* ins_fp32 = blockDim.x: V100 has 64 FP32 lanes per SM, so 64 x 32 / 64 = 32 cycles/warp */
	tu_gpuperf(&r, "estimate --device v100 --kernel tests/data/launch_dims.json --block 64x4 "
		       "--grid 10x3 --param n=1 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"fp32\": 32,");
	/* latency_bound = 1000 + gridDim.y */
	assert_true(json_num(r.out, "latency_bound_cycles") == 1003);
	tu_gpuperf(&r, "estimate --device v100 --kernel tests/data/launch_dims.json --block 128x2 "
		       "--grid 10x7 --param n=1 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"fp32\": 64,");
	assert_true(json_num(r.out, "latency_bound_cycles") == 1007);
	/* the descriptor declares 'block' (default 256): the launch's 512 replaces it, so
	 * gmem_bytes = 256 x 512 / (32 x 16) = 256 B/warp -> 256 / 7.3529 = 34.816 cycles/warp
	 * (with the default left in place it would be 128 B, 17.408) */
	tu_gpuperf(&r, "estimate --device v100 --kernel tests/data/launch_dims.json --block 512 "
		       "--grid 10 --param n=1 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"dram\": 34.816,");
	/* a --param the user gives wins over the launch, with a warning */
	tu_gpuperf(&r, "estimate --device v100 --kernel tests/data/launch_dims.json --block 512 "
		       "--grid 10 --param n=1 --param block=256 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"dram\": 17.408,");
	tu_assert_contains(r.err, "--param block=256 overrides the value the launch gives it");
}

static void test_default_warnings(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "estimate --device v100 --kernel tests/data/launch_dims.json --block 256 "
		       "--grid 10");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "warning: tests/data/launch_dims.json: parameter 'n' left at "
				  "its default 1");
	tu_assert_contains(r.err, "has no register count: occupancy ignores registers");
	/* 'block' is set by the launch: no warning for it */
	assert_null(strstr(r.err, "parameter 'block'"));
	tu_gpuperf(&r, "estimate --device v100 --kernel tests/data/launch_dims.json --block 256 "
		       "--grid 10 --param n=3 --regs 40");
	assert_int_equal(r.status, 0);
	assert_null(strstr(r.err, "warning"));
	tu_gpuperf(&r, "estimate --device gtx970 --kernel saxpy2 --block 256 --grid 10");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "parameter 'a' left at its default 1");
	tu_gpuperf(&r, "simulate --device gtx970 --kernel saxpy2 --block 8x32 --grid 2x2 --param a=1");
	assert_int_equal(r.status, 0);
	assert_null(strstr(r.err, "warning"));
}

static void test_launch_errors(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 32x --grid 1");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--block: '32x' is not a whole number (or X, XxY, XxYxZ");
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 32 --grid 1x70000");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--grid: '1x70000' is out of range");
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 64x32 --grid 1");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "2048 threads per block is outside 1..1024");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_launch_dims_same_as_1d),
		cmocka_unit_test(test_builtins_follow_launch),
		cmocka_unit_test(test_default_warnings),
		cmocka_unit_test(test_launch_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
