/* test_collective_cli.c - 'gpuperf collective' end to end: numbers, JSON keys, every error path. */
#include "testutil.h"

/* The value after the last "key": (top-level keys come after the ops list in run --json). */
static double json_num_last(const char *text, const char *key)
{
	char pat[128];
	const char *at, *last = NULL;
	snprintf(pat, sizeof(pat), "\"%s\": ", key);
	for (at = strstr(text, pat); at; at = strstr(at + 1, pat))
		last = at;
	return last ? strtod(last + strlen(pat), NULL) : NAN;
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
	tu_assert_rel(tu_json_num(r.out, "time_s"), 14 * 3.4e-6 + 1.75 * n / 360e9, 1e-8);
	tu_assert_rel(tu_json_num(r.out, "bytes"), n, 1e-15);
	assert_int_equal((int)tu_json_num(r.out, "ring_steps"), 14);
	/* each NVSwitch port carries 14 chunks of n/8, busy for 14 x (n/8) / B */
	tu_assert_rel(tu_json_num(r.out, "busy_s"), 14 * n / 8 / 360e9, 1e-8);
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

/* run --json reports energy_j = idle x time x GPUs + the kernels' dynamic energy */
static void test_run_json_energy(void **state)
{
	struct tu_run r;
	double total, e, st, dyn;
	(void)state;
	tu_gpuperf(&r, "run models/saxpy_multi.json --set gpus=4 --json");
	assert_int_equal(r.status, 0);
	total = tu_json_num(r.out, "total_s");
	e = json_num_last(r.out, "energy_j");
	st = tu_json_num(r.out, "static_j");
	dyn = tu_json_num(r.out, "dynamic_j");
	tu_assert_rel(st, 50.0 * total * 4, 1e-8);      /* a100.json idle_w, 4 GPUs */
	tu_assert_rel(e, st + dyn, 1e-8);
	tu_assert_rel(tu_json_num(r.out, "edp_js"), e * total, 1e-8);
	assert_int_equal((int)tu_json_num(r.out, "gpus_used"), 4);
	tu_assert_contains(r.out, "\"system\": \"dgx-a100x2-hdr\"");
	tu_assert_contains(r.out, "\"critical_path\": [\"htod_x\", \"htod_y\", \"saxpy2\", \"dtoh_y\"]");
	tu_assert_contains(r.out, "\"n0/switch1/uplink/down\": ");
	tu_assert_contains(r.out, "\"gpu_busy_s\": [");
	/* human output */
	tu_gpuperf(&r, "run models/dp_step.json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "grads                collective");
	tu_assert_contains(r.out, "critical path: compute > grads");
	tu_assert_contains(r.out, "energy  ");
}

static void test_run_memory(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "run models/saxpy_multi.json --set numElements=6000000000");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "allocation 'y' does not fit");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "run models/saxpy_multi.json --set numElements=6000000000 --device-mem 64G");
	assert_int_equal(r.status, 0);
	tu_gpuperf(&r, "run models/saxpy_multi.json --device-mem lots");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--device-mem: 'lots' is not a size");
	tu_gpuperf(&r, "run models/saxpy_managed.json --device-mem 2G --json");
	assert_int_equal(r.status, 0);
	tu_assert_rel(tu_json_num(r.out, "oversub_bytes"), 3.2e9 - 2147483648.0, 1e-12);
	assert_true(tu_json_num(r.out, "oversub_s") > 0);
}

/* sweep --vary gpus: the scaling curve, with energy and EDP columns */
static void test_sweep_scaling_energy(void **state)
{
	struct tu_run r;
	char line[4096];
	FILE *f;
	int rows = 0;
	(void)state;
	tu_gpuperf(&r, "sweep models/saxpy_multi.json --vary gpus=1,2,4,8 -o /tmp/gp_multi_%d.csv",
		   (int)getpid());
	assert_int_equal(r.status, 0);
	snprintf(line, sizeof(line), "/tmp/gp_multi_%d.csv", (int)getpid());
	f = fopen(line, "r");
	assert_non_null(f);
	assert_non_null(fgets(line, sizeof(line), f));
	tu_assert_contains(line, ",total_s,saxpy2_regime,saxpy2_limiter,saxpy2_occupancy_warps,"
				 "energy_j,edp_js,error");
	while (fgets(line, sizeof(line), f)) {
		/* gpus,weak,numElements,blockSize,computeIntensity,occupancy,device,backend,
		 * htod_x_s,htod_y_s,saxpy2_s,dtoh_y_s,total_s,saxpy2_regime,saxpy2_limiter,
		 * saxpy2_occupancy_warps,energy_j,edp_js,error */
		double v[18];
		char *p = line;
		for (int i = 0; i < 18; i++) {
			v[i] = strtod(p, NULL);
			p = strchr(p, ',');
			assert_non_null(p);
			p++;
		}
		tu_assert_rel(v[17], v[16] * v[12], 1e-8);
		tu_assert_rel(v[12], v[8] + v[9] + v[10] + v[11], 1e-8);
		/* idle power of every GPU over the run is part of it (a100.json: 50 W) */
		assert_true(v[16] > 50.0 * v[12] * v[0]);
		rows++;
	}
	fclose(f);
	assert_int_equal(rows, 4);
	snprintf(line, sizeof(line), "/tmp/gp_multi_%d.csv", (int)getpid());
	remove(line);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_allreduce_json),
		cmocka_unit_test(test_human_output_and_defaults),
		cmocka_unit_test(test_usage_errors),
		cmocka_unit_test(test_model_errors),
		cmocka_unit_test(test_run_json_energy),
		cmocka_unit_test(test_run_memory),
		cmocka_unit_test(test_sweep_scaling_energy),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
