/* test_cli_messages.c - what the commands tell a user about where figures and tools come from:
 * devices --compare shows the DRAM bandwidth every estimate uses and its source (the H100 SXM
 * file has no measured figure: 0.884 x its 3350 GB/s peak = 2961 GB/s, the figure its
 * estimates print), and extract without a cuobjdump names the packages that have one. */
#include "testutil.h"

static void test_compare_dram(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "devices --compare a100,h100-sxm,v100");
	assert_int_equal(r.status, 0);
	/* a100: memory.sustained_gbps 1375; h100-sxm: none, 0.884 x 3350; v100: 814 */
	tu_assert_contains(r.out, "DRAM measured (GB/s)                   1375             -           "
			   "814\n");
	tu_assert_contains(r.out, "DRAM the model uses (GB/s)             1375          2961           "
			   "814\n");
	tu_assert_contains(r.out, "  which is                         measured  0.884 x peak      "
			   "measured\n");
	tu_gpuperf(&r, "devices --compare a100,h100-sxm --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"dram_model_gbps\": 2961.4");
	tu_assert_contains(r.out, "\"dram_model_source\": \"0.884 x peak\"");
	/* the figure an H100 estimate prices DRAM at */
	tu_gpuperf(&r, "estimate --device h100-sxm --kernel kernels/vecadd.json --block 256 "
		   "--threads 16777216");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "DRAM at 2961 GB/s, a fraction of peak");
}

/* No cuobjdump on $PATH or in $CUDA_HOME: the message names the packages. */
static void test_no_cuobjdump(void **state)
{
	const char *bin = getenv("GPUPERF_BIN");
	const char *cubin = tu_tmpfile(0, ".cubin", "not read");
	char cmd[2048], err[4096];
	FILE *f;
	size_t n;
	(void)state;
	/* under valgrind (GPUPERF_BIN "valgrind ... build/gpuperf") the empty PATH must not hide
	 * valgrind itself: its path is found first, with the PATH the test runs with */
	if (bin && strncmp(bin, "valgrind ", 9) == 0)
		snprintf(cmd, sizeof(cmd), "env -u CUDA_HOME PATH=/nonexistent \"$(command -v "
			 "valgrind)\" %s extract --cubin %s --device a100 -o /tmp/gp_test_never_dir "
			 "2>/tmp/gp_test_nodump.%d >/dev/null", bin + 9, cubin, (int)getpid());
	else
		snprintf(cmd, sizeof(cmd), "env -u CUDA_HOME PATH=/nonexistent %s extract --cubin %s "
			 "--device a100 -o /tmp/gp_test_never_dir 2>/tmp/gp_test_nodump.%d >/dev/null",
			 bin ? bin : "build/gpuperf", cubin, (int)getpid());
	assert_int_equal(WEXITSTATUS(system(cmd)), 1);
	snprintf(cmd, sizeof(cmd), "/tmp/gp_test_nodump.%d", (int)getpid());
	f = fopen(cmd, "r");
	assert_non_null(f);
	n = fread(err, 1, sizeof(err) - 1, f);
	err[n] = '\0';
	fclose(f);
	remove(cmd);
	tu_assert_contains(err, "error: --cubin needs cuobjdump; not found");
	tu_assert_contains(err, "hint: cuobjdump is packaged as cuda-cuobjdump-X-Y in NVIDIA's CUDA "
			   "repository");
	tu_assert_contains(err, "Debian 12's nvidia-cuda-toolkit (section non-free, CUDA 11.8)");
	assert_int_equal(access("/tmp/gp_test_never_dir", F_OK), -1);
}

/* Text results of the third hardening round: a calibration whose points all have one estimate
 * prints its R^2 as undefined, never "nan"; a trace's kernel name reaches simulate's text
 * with its control bytes escaped. */
static void test_results_say_no_nan_and_escape(void **state)
{
	struct tu_run r;
	const char *csv = tu_tmpfile(1, ".csv", "computeIntensity,measured_s\n1,0.6\n1,0.6\n1,0.6\n");
	const char *out = tu_tmpfile(2, ".json", "");
	const char *trace = tu_tmpfile(3, ".traceg", "-kernel name = k\x1b]2;x\x07\n-kernel id = 1\n"
				       "-grid dim = (1,1,1)\n-block dim = (32,1,1)\n-shmem = 0\n-nregs = 8\n"
				       "-binary version = 61\n-accelsim tracer version = 4\n#BEGIN_TB\n"
				       "thread block = 0,0,0\nwarp = 0\ninsts = 1\n"
				       "0000 ffffffff 1 R1 EXIT 0 0\n#END_TB\n");
	(void)state;
	tu_gpuperf(&r, "calibrate models/saxpy_app.json %s -o %s", csv, out);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "R^2 (log) and slope undefined: every point has the same estimate");
	assert_null(strstr(r.out, "nan"));
	tu_gpuperf(&r, "simulate --device gtx1080 --trace %s", trace);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "kernel  k\\x1b]2;x\\x07:");
	assert_null(strchr(r.out, 0x1b));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_compare_dram),
		cmocka_unit_test(test_no_cuobjdump),
		cmocka_unit_test(test_results_say_no_nan_and_escape),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
