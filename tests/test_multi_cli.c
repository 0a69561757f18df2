/* test_multi_cli.c - 'gpuperf collective' end to end: numbers, JSON keys, every error path. */
#include "testutil.h"

/* The value after "key": in a JSON line, or NAN. */
static double json_num(const char *text, const char *key)
{
	char pat[128];
	const char *at;
	snprintf(pat, sizeof(pat), "\"%s\": ", key);
	at = strstr(text, pat);
	return at ? strtod(at + strlen(pat), NULL) : NAN;
}

static void test_allreduce_json(void **state)
{
	struct tu_run r;
	double n = 1073741824.0;
	(void)state;
	tu_gpuperf(&r, "collective --system dgx-h100 --op allreduce --bytes 1G --gpus 8 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"algo\": \"ring\"");
	tu_assert_contains(r.out, "\"n0/gpu7/nvswitch/in\": {\"busy_s\": ");
	/* 2(p-1) alpha + 2(p-1)/p n / B, alpha 3.4 us, B 450 GB/s x 0.8 */
	tu_assert_rel(json_num(r.out, "time_s"), 14 * 3.4e-6 + 1.75 * n / 360e9, 1e-8);
	tu_assert_rel(json_num(r.out, "bytes"), n, 1e-15);
	assert_int_equal((int)json_num(r.out, "ring_steps"), 14);
	/* each NVSwitch port carries 14 chunks of n/8, busy for 14 x (n/8) / B */
	tu_assert_rel(json_num(r.out, "busy_s"), 14 * n / 8 / 360e9, 1e-8);
}

static void test_human_output_and_defaults(void **state)
{
	struct tu_run r;
	(void)state;
	/* --gpus defaults to the whole system, --op to allreduce */
	tu_gpuperf(&r, "collective --system devices/systems/v100x4-pcie.json --bytes 64MiB");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "allreduce of 64 MiB over 4 GPUs");
	tu_assert_contains(r.out, "chosen        ring");
	tu_assert_contains(r.out, "n0/gpu0/pcie/up");
	tu_gpuperf(&r, "collective --system dgx-a100x2-hdr --bytes 1G --op broadcast --algo tree");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "chosen        tree");
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes 1K --gpus 1");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "one GPU");
	tu_gpuperf(&r, "help collective");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "--system S --bytes N");
}

static void test_usage_errors(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "collective --bytes 1G");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--system and --bytes are required");
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes 1Q");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "'1Q' is not a size");
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes -4");
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes 1G --op alltoall");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown collective 'alltoall'");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes 1G --algo star");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown algorithm 'star'");
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes 1G --gpus 0");
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes 1G --frobnicate 3");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown option '--frobnicate'");
}

static void test_model_errors(void **state)
{
	struct tu_run r;
	const char *bad;
	(void)state;
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes 1G --gpus 9");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "9 GPUs asked for, system 'dgx-h100' has 8");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "collective --system dgx-h100 --bytes 1G --op broadcast --gpus 4 --root 4");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "root 4 is not one of the 4 GPUs");
	tu_gpuperf(&r, "collective --system nope --bytes 1G");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "unknown system 'nope'");
	bad = tu_tmpfile(0, ".json", "{\"name\": \"x\",\n \"nodes\": [}\n");
	tu_gpuperf(&r, "collective --system %s --bytes 1G", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, ":2:");
	tu_assert_contains(r.err, "malformed JSON");
	remove(bad);
	bad = tu_tmpfile(1, ".json", "{\"name\": \"x\", \"nodes\": [{\"name\": \"n\", \"device\": \"v100\"}], \"sources\": {}}");
	tu_gpuperf(&r, "collective --system %s --bytes 1G", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "/nodes/0/gpus");
	remove(bad);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_allreduce_json),
		cmocka_unit_test(test_human_output_and_defaults),
		cmocka_unit_test(test_usage_errors),
		cmocka_unit_test(test_model_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
