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

static void test_device_what_if(void **state)
{
	struct tu_run r;
	double base_s, fast_s;
	(void)state;
	/* saxpy2 a=4 on V100 is DRAM bound (52.224 cycles/warp against fp32 19.5): doubling the
	 * DRAM bandwidth halves the kernel time (26.112 cycles/warp -> 111.848 us) */
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --json");
	assert_int_equal(r.status, 0);
	base_s = json_num(r.out, "kernel_s");
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --set memory.dram_bw_gbps=1800 --json");
	assert_int_equal(r.status, 0);
	fast_s = json_num(r.out, "kernel_s");
	tu_assert_rel(fast_s / base_s, 0.5, 1e-6);
	tu_assert_rel(fast_s, 111.848e-6, 1e-5);
	tu_assert_contains(r.out, "\"device\": \"v100+memory.dram_bw_gbps=1800\"");
	tu_assert_contains(r.out, "\"dram\": 26.112,");
	/* the human output says what was overridden and what was kept consistent with it
	 * (the memory clock: V100's 900 GB/s is checked against 877 MHz x 4096 bit x 2) */
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --set device.memory.dram_bw_gbps=1800");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "what-if       v100 with memory.dram_bw_gbps = 1800 (file: 900)");
	tu_assert_contains(r.out, "memory.clock_mhz x2.004");
	/* occupancy with fewer registers per SM: 32768 / (32 x 256) = 4 blocks */
	tu_gpuperf(&r, "occupancy --device v100 --block 256 --regs 32 "
		       "--set limits.regs_per_sm=32768 --set limits.max_regs_per_block=32768 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"active_blocks_per_sm\": 4,");
	/* errors name the path and what to do */
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 1 "
		       "--set memory.dram_bw=1800");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "'--set memory.dram_bw' is not a figure of the device file");
	tu_gpuperf(&r, "occupancy --device v100 --block 256 --set limits.regs_per_sm=32768");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "exceed registers per SM (32768)");
	tu_assert_contains(r.err, "set the figure it names as well");
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 1 --set sms");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "'sms' is not PATH=NUMBER");
}

static void test_sweep_device_axis(void **state)
{
	struct tu_run r;
	char csv[64], *line, *save = NULL;
	FILE *f;
	static char text[65536];
	size_t n;
	int rows = 0;
	(void)state;
	snprintf(csv, sizeof(csv), "/tmp/gp_test_devaxis.%d.csv", (int)getpid());
	tu_gpuperf(&r, "sweep models/saxpy_app.json --devices v100 --vary "
		       "device.memory.dram_bw_gbps=900,1800 --vary computeIntensity=1 -o %s", csv);
	assert_int_equal(r.status, 0);
	f = fopen(csv, "r");
	assert_non_null(f);
	n = fread(text, 1, sizeof(text) - 1, f);
	text[n] = '\0';
	fclose(f);
	unlink(csv);
	/* computeIntensity 1 is DRAM bound: 4e8 threads x 12 B = 4.8 GB at 900 GB/s = 5.3333 ms,
	 * / lambda 0.703787 = 7.57805 ms, + 5 us launch = 7.58305 ms; at 1800 GB/s
	 * 2.66667 / 0.703787 + 0.005 = 3.79402 ms */
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (strstr(line, "v100+memory.dram_bw_gbps=900,"))
			tu_assert_contains(line, ",0.00758305");
		else if (strstr(line, "v100+memory.dram_bw_gbps=1800,"))
			tu_assert_contains(line, ",0.00379402");
		else
			continue;
		rows++;
	}
	assert_int_equal(rows, 2);
}

/* Run "cd DIR && ENV BIN ARGS" through tu_gpuperf by swapping $GPUPERF_BIN for the call. */
static void run_in(struct tu_run *r, const char *dir, const char *env, const char *bin,
		   const char *args)
{
	char saved[1024], prefix[4096];
	const char *old = getenv("GPUPERF_BIN");
	snprintf(saved, sizeof(saved), "%s", old ? old : "build/gpuperf");
	snprintf(prefix, sizeof(prefix), "cd %s && %s %s", dir, env, bin);
	setenv("GPUPERF_BIN", prefix, 1);
	tu_gpuperf(r, "%s", args);
	setenv("GPUPERF_BIN", saved, 1);
}

/* An absolute path to the binary under test. */
static const char *bin_abs(void)
{
	static char buf[2048];
	const char *b = getenv("GPUPERF_BIN");
	char cwd[1024];
	if (!b)
		b = "build/gpuperf";
	if (b[0] == '/' || !getcwd(cwd, sizeof(cwd)))
		snprintf(buf, sizeof(buf), "%s", b);
	else
		snprintf(buf, sizeof(buf), "%s/%s", cwd, b);
	return buf;
}

static void test_install_and_search_path(void **state)
{
	struct tu_run r;
	char prefix[128], outside[128], cmd[2048], bin[256];
	const char *gb = getenv("GPUPERF_BIN");
	(void)state;
	snprintf(prefix, sizeof(prefix), "/tmp/gp_test_prefix.%d", (int)getpid());
	snprintf(outside, sizeof(outside), "/tmp/gp_test_outside.%d", (int)getpid());
	snprintf(cmd, sizeof(cmd), "rm -rf %s %s && mkdir -p %s && make -s install PREFIX=%s%s "
		 ">/dev/null 2>&1", prefix, outside, outside, prefix,
		 gb && strstr(gb, "build-san") ? " SAN=1" : "");
	assert_int_equal(system(cmd), 0);
	snprintf(bin, sizeof(bin), "%s/bin/gpuperf", prefix);
	/* from a directory outside the checkout, the installed share dir is found first */
	run_in(&r, outside, "", bin, "devices --json");
	assert_int_equal(r.status, 0);
	snprintf(cmd, sizeof(cmd), "%s/bin/../share/gpuperf/devices/v100.json", prefix);
	tu_assert_contains(r.out, cmd);
	tu_assert_contains(r.out, "\"name\": \"h100-sxm\"");
	/* saxpy2 on V100, a = 8, 10^6 threads: 3907 blocks x 8 warps = 31256 warps; DRAM
	 * bound at 384 B/warp: 52.224 cycles/warp -> 31256 x 52.224 / 80 / 1.53e9 = 13.3359 us,
	 * + 5 us launch */
	run_in(&r, outside, "", bin, "estimate --device v100 --kernel saxpy2 --block 256 "
				  "--threads 1000000 --param a=8 --json");
	assert_int_equal(r.status, 0);
	tu_assert_rel(json_num(r.out, "time_s"), 18.3359e-6, 1e-5);
	/* models resolve by name too, and find their kernels next to them */
	run_in(&r, outside, "", bin, "run saxpy_app --json");
	assert_int_equal(r.status, 0);
	/* a name resolves to ./NAME.json in the current directory first */
	snprintf(cmd, sizeof(cmd), "sed 's/\"sm_52\"/\"sm_70\"/' kernels/saxpy2.json "
		 ">%s/stencil_70.json && mkdir -p %s/lib/devices && sed 's/\"v100\"/\"myv100\"/' "
		 "devices/v100.json >%s/lib/devices/myv100.json", outside, outside, outside);
	assert_int_equal(system(cmd), 0);
	snprintf(cmd, sizeof(cmd), "GPUPERF_PATH=/nonexistent:%s/lib", outside);
	run_in(&r, outside, cmd, bin, "estimate --device myv100 --kernel stencil_70 --block 256 "
				     "--threads 1000000 --param a=8 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"device\": \"myv100\"");
	tu_assert_contains(r.out, "\"descriptor_arch\": \"sm_70\"");
	tu_assert_rel(json_num(r.out, "time_s"), 18.3359e-6, 1e-5);
	/* an unknown name says where it looked and names GPUPERF_PATH */
	run_in(&r, outside, "", bin, "estimate --device nosuchgpu --kernel saxpy2 --block 32 "
				  "--grid 1");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "unknown device 'nosuchgpu'");
	tu_assert_contains(r.err, "GPUPERF_PATH");
	run_in(&r, outside, "", bin_abs(), "estimate --device v100 --kernel nosuchkernel "
					   "--block 32 --grid 1");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "unknown kernel 'nosuchkernel'");
	tu_assert_contains(r.err, "GPUPERF_PATH=DIR[:DIR...] (each with kernels/)");
	snprintf(cmd, sizeof(cmd), "rm -rf %s %s", prefix, outside);
	assert_int_equal(system(cmd), 0);
}

/* Every command of 'gpuperf help' takes --help and -h: usage on stdout, exit 0. */
static void test_help_everywhere(void **state)
{
	struct tu_run r;
	char list[8192], *save = NULL, *line;
	int n = 0;
	(void)state;
	tu_gpuperf(&r, "help");
	assert_int_equal(r.status, 0);
	snprintf(list, sizeof(list), "%s", strstr(r.out, "commands:\n") + 10);
	for (line = strtok_r(list, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char name[64], want[96];
		if (sscanf(line, " %63s", name) != 1 || line[0] != ' ')
			break;
		snprintf(want, sizeof(want), "gpuperf %s", name);
		tu_gpuperf(&r, "%s --help", name);
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.out, want);
		tu_gpuperf(&r, "%s --device v100 -h", name);
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.out, want);
		n++;
	}
	assert_true(n >= 14);
	tu_gpuperf(&r, "help extract");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "gpuperf extract");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_launch_dims_same_as_1d),
		cmocka_unit_test(test_builtins_follow_launch),
		cmocka_unit_test(test_default_warnings),
		cmocka_unit_test(test_launch_errors),
		cmocka_unit_test(test_install_and_search_path),
		cmocka_unit_test(test_device_what_if),
		cmocka_unit_test(test_sweep_device_axis),
		cmocka_unit_test(test_help_everywhere),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
