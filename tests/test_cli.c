/* test_cli.c - the gpuperf binary: outputs, JSON keys, and each error path's message and status. */
#include "testutil.h"

static void test_device_files(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "devices");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "gtx970");
	tu_assert_contains(r.out, "224.4");
	tu_gpuperf(&r, "devices --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"name\": \"gtx970\"");
	tu_assert_contains(r.out, "\"sms\": 13");
	tu_gpuperf(&r, "devices /nonexistent-dir");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "cannot open the device directory");
}

static void test_occupancy(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "occupancy --device gtx970 --block 256 --regs 8 --smem 0 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"active_blocks_per_sm\": 8");
	tu_assert_contains(r.out, "\"active_warps_per_sm\": 64");
	tu_assert_contains(r.out, "\"occupancy\": 1,");
	tu_assert_contains(r.out, "\"limiter\": \"warps\"");
	tu_gpuperf(&r, "occupancy --device gtx970 --block 256 --regs 64 --smem 0 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"active_warps_per_sm\": 32");
	tu_assert_contains(r.out, "\"limiter\": \"registers\"");
	tu_gpuperf(&r, "occupancy --device gtx970 --block 1025 --regs 8 --smem 0");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "error: '--block' '1025': 1025 threads per block, above the 1024 a "
			  "block holds on gtx970");
	tu_gpuperf(&r, "occupancy --device gtx970 --block 256 --regs 256 --smem 0");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "256 registers per thread");
	tu_gpuperf(&r, "occupancy --device gtx970 --block 256 --regs 8 --smem 60000");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "shared memory per block");
	tu_gpuperf(&r, "occupancy --device gtx970 --regs 8");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--device and --block are required");
	tu_gpuperf(&r, "occupancy --device gtx970 --block 12x");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "'--block' '12x' is not X, XxY or XxYxZ");
	tu_gpuperf(&r, "occupancy --device nosuch --block 32");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "unknown device 'nosuch'");
	tu_assert_contains(r.err, "hint:");
}

static void test_estimate(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "estimate --device gtx970 --kernel kernels/saxpy2.json --block 256 "
		       "--threads 400000000 --param a=128 --lambda 0.703787 --occupancy 64 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"warps_launched\": 12500000");
	tu_assert_contains(r.out, "\"occupancy_warps\": 64");
	tu_assert_contains(r.out, "\"latency_bound_cycles\": 4014");
	tu_assert_contains(r.out, "\"regime\": \"throughput\"");
	tu_assert_contains(r.out, "\"limiter\": \"fp32\"");
	tu_assert_contains(r.out, "\"throughput_bound_wpc\": 0.00747663551");
	tu_assert_contains(r.out, "\"time_s\": 0.145842");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel saxpy2 --block 256 --grid 1562500 "
		       "--param a=128 --occupancy 8");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "latency-bound");
	tu_assert_contains(r.out, "(forced)");
}

static void test_estimate_errors(void **state)
{
	struct tu_run r;
	const char *bad;
	(void)state;
	tu_gpuperf(&r, "estimate --device gtx970 --kernel saxpy2 --block 256");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "exactly one of --grid G and --threads N");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel saxpy2 --block 256 --grid 10 --param b=1");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "no parameter 'b'");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel saxpy2 --block 256 --grid 10 --param a=x");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "not a finite number");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel saxpy2 --block 256 --grid 10 --lambda 0");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--lambda: 0 is out of range");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel saxpy2 --block 256 "
		       "--threads 99999999999999999999");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "overflows 64 bits");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel saxpy2 --block 1 "
		       "--threads 9223372036854775807");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "more than CUDA's largest grid");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel nosuch --block 256 --grid 1");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "unknown kernel 'nosuch'");
	bad = tu_tmpfile(1, ".json", "{\"name\": \"k\", \"params\": {\"n\": 0},\n \"per_warp\": {\n"
				     "\"ins_issued\": \"10 / n\", \"latency_bound\": 100}}");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel %s --block 256 --grid 1", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "'/per_warp/ins_issued' division by zero");
	bad = tu_tmpfile(1, ".json", "{\"name\": \"k\",\n \"per_warp\": {\n"
				     "\"ins_issued\": \"10 / n\", \"latency_bound\": 100}}");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel %s --block 256 --grid 1", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "uses parameter 'n', which \"params\" does not declare");
	bad = tu_tmpfile(1, ".json", "{\"name\": \"k\",\n \"per_warp\": {\n"
				     "\"ins_issued\": 10 \"latency_bound\": 100}}");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel %s --block 256 --grid 1", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, ".json:3:");
	tu_assert_contains(r.err, "malformed JSON");
	bad = tu_tmpfile(1, ".json", "{\"name\": \"k\", \"per_warp\": {\"ins_issued\": \"3 +* 4\", "
				     "\"latency_bound\": 100}}");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel %s --block 256 --grid 1", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "bad expression \"3 +* 4\"");
	bad = tu_tmpfile(1, ".json", "{\"name\": \"k\", \"per_warp\": {\"ins_issued\": 4, "
				     "\"ins_fp23\": 1, \"latency_bound\": 100}}");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel %s --block 256 --grid 1", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "'/per_warp/ins_fp23' is not a known count");
	tu_gpuperf(&r, "estimate --device gtx970 --kernel kernels --block 256 --grid 1");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "is a directory");
	tu_gpuperf(&r, "frobnicate");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown command 'frobnicate'");
}

/* An emulated descriptor records the launch it was made for ("dynamic": grid [256, 1024],
 * block [32, 8] for the stencil, [131072] and [256] for the triad); without --block, estimate and simulate take that launch,
 * say so on stderr, and give the same answer as when it is spelled out. */
static void test_emulated_launch_default(void **state)
{
	struct tu_run r;
	double t_default, t_given;
	(void)state;
	tu_gpuperf(&r, "estimate --device a100 --kernel kernels/mem/stencil5.json --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "the launch it was emulated for: grid 256x1024x1, block 32x8x1");
	tu_assert_contains(r.out, "\"grid_dim\": [256, 1024, 1], \"block_dim\": [32, 8, 1]");
	t_default = tu_json_num(r.out, "time_s");
	tu_gpuperf(&r, "estimate --device a100 --kernel kernels/mem/stencil5.json --block 32x8 "
		       "--grid 256x1024 --json");
	assert_int_equal(r.status, 0);
	t_given = tu_json_num(r.out, "time_s");
	assert_true(t_default > 0);
	assert_true(t_default == t_given);
	/* --threads with the recorded block: 262144 threads / 256 = 1024 blocks */
	tu_gpuperf(&r, "estimate --device a100 --kernel kernels/mem/stencil5.json --threads 262144 "
		       "--json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"grid\": 1024, \"block\": 256");
	tu_gpuperf(&r, "simulate --device a100 --kernel kernels/mem/triad.json --sample --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "the launch it was emulated for: grid 131072x1x1, block 256x1x1");
	tu_assert_contains(r.out, "\"grid\": 131072, \"block\": 256");
	/* a hand descriptor records no launch: --block stays required */
	tu_gpuperf(&r, "estimate --device gtx970 --kernel kernels/saxpy2.json --grid 10");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--block is required: kernels/saxpy2.json records no emulated "
			   "launch");
}

static void test_help(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "help");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "estimate");
	tu_gpuperf(&r, "help estimate");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "--occupancy WARPS");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_device_files),
		cmocka_unit_test(test_occupancy),
		cmocka_unit_test(test_estimate),
		cmocka_unit_test(test_estimate_errors),
		cmocka_unit_test(test_emulated_launch_default),
		cmocka_unit_test(test_help),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
