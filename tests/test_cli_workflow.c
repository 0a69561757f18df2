/* test_cli_workflow.c - the user's path through the CLI: launches written as CUDA writes them,
 * built-in names in descriptor expressions, warnings for what was left at a default. */
#include "testutil.h"
#include "gpuperf/demangle.h"
#include "gpuperf/kernel.h"
#include "plot_layout.h"

static void run_in(struct tu_run *r, const char *dir, const char *env, const char *bin,
		   const char *args);
static const char *bin_abs(void);

/* The number after "key": in a JSON line (NAN when absent). */
static void test_launch_dims_same_as_1d(void **state)
{
	struct tu_run r;
	static char flat[sizeof(((struct tu_run *)0)->out)];
	(void)state;
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 --grid 65536 --param a=4 "
		       "--json");
	assert_int_equal(r.status, 0);
	snprintf(flat, sizeof(flat), "%s", r.out);
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 32x8 --grid 128x512 "
		       "--param a=4 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"grid_dim\": [128, 512, 1], \"block_dim\": [32, 8, 1]");
	assert_true(tu_json_num(r.out, "time_s") == tu_json_num(flat, "time_s"));
	assert_true(tu_json_num(r.out, "occupancy_warps") == tu_json_num(flat, "occupancy_warps"));
	assert_true(tu_json_num(r.out, "warps_launched") == 524288);
	/* by hand: V100 DRAM 900 GB/s over 80 SMs x 1530 MHz = 7.3529 B/clk/SM; saxpy2 moves
	 * 384 B/warp -> 52.224 cycles/warp (the bound); 524288 warps x 52.224 / 80 SMs /
	 * 1.53e9 Hz = 223.696 us, + 5 us launch = 228.696 us */
	tu_assert_rel(tu_json_num(r.out, "time_s"), 228.696e-6, 1e-5);
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
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel tests/data/launch_dims.json --block 64x4 "
		       "--grid 10x3 --param n=1 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"fp32\": 32,");
	/* latency_bound = 1000 + gridDim.y */
	assert_true(tu_json_num(r.out, "latency_bound_cycles") == 1003);
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel tests/data/launch_dims.json --block 128x2 "
		       "--grid 10x7 --param n=1 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"fp32\": 64,");
	assert_true(tu_json_num(r.out, "latency_bound_cycles") == 1007);
	/* the descriptor declares 'block' (default 256): the launch's 512 replaces it, so
	 * gmem_bytes = 256 x 512 / (32 x 16) = 256 B/warp -> 256 / 7.3529 = 34.816 cycles/warp
	 * (with the default left in place it would be 128 B, 17.408) */
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel tests/data/launch_dims.json --block 512 "
		       "--grid 10 --param n=1 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"dram\": 34.816,");
	/* a --param the user gives wins over the launch, with a warning */
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel tests/data/launch_dims.json --block 512 "
		       "--grid 10 --param n=1 --param block=256 --regs 32 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"dram\": 17.408,");
	tu_assert_contains(r.err, "--param block=256 overrides the value the launch gives it");
}

/* A model's "grid": [x, y] and "block": [x, y] launch as CUDA's dim3, and the descriptor's
 * built-in names follow them: the model gives what estimate gives for the same launch. */
static void test_model_dims(void **state)
{
	struct tu_run r;
	double model_s, est_s;
	(void)state;
	for (int tx = 64; tx <= 128; tx *= 2) {
		tu_gpuperf(&r, "run tests/data/launch_dims_app.json --set tx=%d --json", tx);
		assert_int_equal(r.status, 0);
		model_s = tu_json_num(strstr(r.out, "\"tile\""), "time_s");
		tu_gpuperf(&r, "estimate --device v100 --kernel tests/data/launch_dims.json --block %dx4 "
			       "--grid %dx128 --param n=1 --regs 32 --json", tx, 1024 / tx);
		assert_int_equal(r.status, 0);
		est_s = tu_json_num(r.out, "time_s");
		assert_true(model_s == est_s);
	}
	/* and they differ between the two: ins_fp32 = blockDim.x doubles the FP32 cycles
	 * (32 -> 64 per warp), which overtakes DRAM's 34.816 */
	tu_assert_contains(r.out, "\"fp32\": 64,");
	tu_assert_contains(r.out, "\"limiter\": \"fp32\"");
	/* a grid dimension of 0 blocks (ny / 4 with ny = 2) is refused, naming the field */
	tu_gpuperf(&r, "run tests/data/launch_dims_app.json --set ny=2");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "/ops/0/grid/1");
}

/* "kernel": "triad.{arch}.json": each device gets the descriptor for its architecture, or the
 * newest older one with a note. */
static void test_model_arch_set(void **state)
{
	struct tu_run r;
	char dir[128], cmd[2048], args[512];
	double run_s, est_s, other_s;
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/gp_test_archset.%d", (int)getpid());
	snprintf(cmd, sizeof(cmd), "rm -rf %s && mkdir %s && sed 's/triad.sm_70.json/triad.{arch}.json/' "
		 "examples/triad/triad_app.json >%s/app.json", dir, dir, dir);
	assert_int_equal(system(cmd), 0);
	for (int sm = 70; sm <= 90; sm += 20) {
		tu_gpuperf(&r, "extract --sass kernels/sass/triad.sm_%d.sass --ptxas "
			       "kernels/sass/triad.sm_%d.ptxas.log --function triad --device v100 "
			       "-o %s/triad.sm_%d.json", sm, sm, dir, sm);
		assert_int_equal(r.status, 0);
	}
	/* with DRAM out of the way the two descriptors' issue counts decide (sm_70: 16 issue
	 * slots per warp, sm_90: 21), so the times tell which one ran */
	snprintf(args, sizeof(args), "run %s/app.json --device h100-sxm --set "
		 "device.memory.dram_bw_gbps=100000 --json", dir);
	tu_gpuperf(&r, "%s", args);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"descriptor_arch\": \"sm_90\"");
	run_s = tu_json_num(strstr(r.out, "\"triad\""), "time_s");
	tu_gpuperf(&r, "estimate --device h100-sxm --kernel %s/triad.sm_90.json --block 256 "
		       "--threads 67108864 --set memory.dram_bw_gbps=100000 --json", dir);
	est_s = tu_json_num(r.out, "time_s");
	tu_gpuperf(&r, "estimate --device h100-sxm --kernel %s/triad.sm_70.json --block 256 "
		       "--threads 67108864 --set memory.dram_bw_gbps=100000 --json", dir);
	other_s = tu_json_num(r.out, "time_s");
	assert_true(run_s == est_s);
	assert_true(run_s != other_s);
	/* A100 (sm_80) has none of its own: the newest older one, said on stderr */
	tu_gpuperf(&r, "run %s/app.json --device a100 --json", dir);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"descriptor_arch\": \"sm_70\"");
	tu_assert_contains(r.err, "kernel triad has descriptors for sm_70, sm_90, none for sm_80 "
				  "(a100): using sm_70's");
	snprintf(cmd, sizeof(cmd), "rm -f %s/triad.sm_*.json", dir);
	assert_int_equal(system(cmd), 0);
	tu_gpuperf(&r, "run %s/app.json", dir);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "no descriptor matches \"triad.{arch}.json\"");
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	assert_int_equal(system(cmd), 0);
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
	tu_assert_contains(r.err, "'--block' '32x' is not X, XxY or XxYxZ (whole numbers");
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 32 --grid 1x70000");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "'--grid' '1x70000': grid y is 70000, above CUDA's 65535");
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 64x32 --grid 1");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "'--block' '64x32': 2048 threads per block, above the 1024 a block "
			  "holds on v100");
}

static void test_device_what_if(void **state)
{
	struct tu_run r;
	double base_s, fast_s, base_used, fast_used;
	(void)state;
	/* saxpy2 a=4 on V100 is DRAM bound (52.224 cycles/warp against fp32 19.5): doubling the
	 * DRAM bandwidth halves the kernel time (26.112 cycles/warp -> 111.848 us) */
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --json");
	assert_int_equal(r.status, 0);
	base_s = tu_json_num(r.out, "kernel_s");
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --set memory.dram_bw_gbps=1800 --json");
	assert_int_equal(r.status, 0);
	fast_s = tu_json_num(r.out, "kernel_s");
	tu_assert_rel(fast_s / base_s, 0.5, 1e-6);
	tu_assert_rel(fast_s, 111.848e-6, 1e-5);
	tu_assert_contains(r.out, "\"device\": \"v100+memory.dram_bw_gbps=1800\"");
	tu_assert_contains(r.out, "\"dram\": 26.112,");
	/* the hierarchy model (the default): DRAM-bound too, but its latency side does not
	 * scale with the bandwidth: the same bytes at twice the ceiling (1628 against 814 GB/s)
	 * and a little less of it used, so a little over half (0.5175; 0.5288 since a block's
	 * end waits for its slowest DRAM request; 0.5540 since a read waits for the writes,
	 * memory.dram_write_read_wait_ns, the same 420 ns per unit of write utilisation on the
	 * faster DRAM). The time is the bytes over the used share of the ceiling: the ratio is
	 * exactly 0.5 x (share before / share after). The V100 stays DRAM-bound at 97.5% of its
	 * ceiling; the faster one reaches 86% of its own and is latency-bound: the what-if
	 * moves the limiter. */
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --json");
	assert_int_equal(r.status, 0);
	base_s = tu_json_num(r.out, "kernel_s");
	base_used = tu_json_num(r.out, "dram_gbps") / tu_json_num(r.out, "dram_ceiling_gbps");
	tu_assert_rel(tu_json_num(r.out, "dram_ceiling_gbps"), 814, 1e-9);
	tu_assert_contains(r.out, "\"limiter\": \"dram\"");
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --set memory.dram_bw_gbps=1800 --json");
	assert_int_equal(r.status, 0);
	fast_used = tu_json_num(r.out, "dram_gbps") / tu_json_num(r.out, "dram_ceiling_gbps");
	tu_assert_rel(tu_json_num(r.out, "dram_ceiling_gbps"), 1628, 1e-9);
	tu_assert_rel(tu_json_num(r.out, "kernel_s") / base_s, 0.5 * base_used / fast_used, 1e-6);
	assert_true(base_used > 0.97 && fast_used > 0.85 && fast_used < 0.9);
	tu_assert_contains(r.out, "\"limiter\": \"latency\"");
	tu_assert_contains(r.out, "\"throughput_limiter\": \"dram\"");
	/* the human output says what was overridden and what was kept consistent with it
	 * (the memory clock: V100's 900 GB/s is checked against 877 MHz x 4096 bit x 2) */
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --set device.memory.dram_bw_gbps=1800");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "what-if       v100 with memory.dram_bw_gbps = 1800 (file: 900)");
	tu_assert_contains(r.out, "memory.clock_mhz x2.004");
	/* the L2's lockstep rate is a measured fraction of its ceiling (A100: 4600 of 5400) */
	tu_gpuperf(&r, "estimate --model thesis --device a100-80 --kernel saxpy2 --block 256 --grid 65536 "
		       "--param a=4 --regs 8 --set memory.l2_bw_gbps=10800");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "kept consistent: memory.l2_lockstep_gbps x2");
	/* occupancy with fewer registers per SM: 32768 / (32 x 256) = 4 blocks */
	tu_gpuperf(&r, "occupancy --device v100 --block 256 --regs 32 "
		       "--set limits.regs_per_sm=32768 --set limits.max_regs_per_block=32768 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"active_blocks_per_sm\": 4,");
	/* errors name the path and what to do */
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 --grid 1 "
		       "--set memory.dram_bw=1800");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "'--set memory.dram_bw' is not a figure of the device file");
	tu_gpuperf(&r, "occupancy --device v100 --block 256 --set limits.regs_per_sm=32768");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "exceed registers per SM (32768)");
	tu_assert_contains(r.err, "set the figure it names as well");
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 --grid 1 --set sms");
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

static void test_throughput(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 --grid 65536 --param a=4 "
		       "--regs 8 --json");
	assert_int_equal(r.status, 0);
	/* DRAM bound: 384 B x 524288 warps in 223.696 us is the 900 GB/s peak itself; FP32:
	 * (23 + 4 x 4) x 32 x 524288 / 223.696e-6 s = 2.9250e12 thread instructions/s */
	tu_assert_rel(tu_json_num(r.out, "dram_gbps"), 900, 1e-6);
	tu_assert_rel(tu_json_num(r.out, "dram_peak_fraction"), 1, 1e-6);
	tu_assert_rel(tu_json_num(r.out, "fp32_inst_per_s"), 2.9250e12, 1e-4);
	tu_gpuperf(&r, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 --grid 65536 --param a=4 "
		       "--regs 8");
	tu_assert_contains(r.out, "achieved      DRAM 900 GB/s (100% of the 900 GB/s peak), FP32 "
				  "2.925 Tinst/s");
	/* run: saxpy_app on gtx970 at computeIntensity 1 is DRAM bound: 4.8e9 B over the kernel
	 * time; the sweep CSV carries the same per kernel */
	tu_gpuperf(&r, "run saxpy_app --set computeIntensity=1 --json");
	assert_int_equal(r.status, 0);
	tu_assert_rel(tu_json_num(r.out, "dram_gbps"), 4.8e9 / tu_json_num(strstr(r.out, "\"saxpy2\""),
								      "time_s") / 1e9, 1e-6);
}

static void test_plot_layout(void **state)
{
	const double x2[] = { 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 1, 2 };
	const double dec[] = { 1e3, 1e4, 1e5, 1e6 };
	const double lin[] = { 1, 2, 3, 4, 5 };
	const double zero[] = { 0, 1, 2, 4, 8 };
	const double wide[] = { 0.1, 0.5, 7, 30 };
	int cols, h;
	char csv[64], png[64], cmd[256];
	unsigned char hdr[24];
	FILE *f;
	struct tu_run r;
	(void)state;
	assert_int_equal(gp_plot_log_base(x2, 13), 2);
	assert_int_equal(gp_plot_log_base(dec, 4), 10);
	assert_int_equal(gp_plot_log_base(lin, 5), 0);
	assert_int_equal(gp_plot_log_base(zero, 5), 0);     /* 0 has no logarithm */
	assert_int_equal(gp_plot_log_base(wide, 4), 10);    /* 300x span */
	/* 33 series: 4 legend columns of 9 rows under a 600 px plot: 600 + 9 x 17 */
	gp_plot_legend_layout(33, &cols, &h);
	assert_int_equal(cols, 4);
	assert_int_equal(h, 753);
	gp_plot_legend_layout(3, &cols, &h);
	assert_int_equal(cols, 1);
	assert_int_equal(h, 640);
	assert_string_not_equal(gp_plot_colour(0), gp_plot_colour(10));
	/* the 33-series sweep chart of the README: 11 devices x 3 block sizes */
	if (system("command -v gnuplot >/dev/null 2>&1") != 0)
		skip();
	snprintf(csv, sizeof(csv), "/tmp/gp_test_plot.%d.csv", (int)getpid());
	snprintf(png, sizeof(png), "/tmp/gp_test_plot.%d.png", (int)getpid());
	tu_gpuperf(&r, "sweep saxpy_app --devices gtx970,titanx,gtx1080,p100,v100,t4,rtx2080ti,a100,"
		       "rtx3080ti,h100-sxm,h200 --vary computeIntensity=1:1024:x2 "
		       "--vary blockSize=128,256,512 -o %s --plot %s", csv, png);
	assert_int_equal(r.status, 0);
	f = fopen(png, "rb");
	assert_non_null(f);
	assert_int_equal(fread(hdr, 1, sizeof(hdr), f), sizeof(hdr));
	fclose(f);
	/* PNG IHDR: width and height, big-endian, at bytes 16 and 20 */
	assert_int_equal((hdr[16] << 24) | (hdr[17] << 16) | (hdr[18] << 8) | hdr[19], 1280);
	assert_int_equal((hdr[20] << 24) | (hdr[21] << 16) | (hdr[22] << 8) | hdr[23], 753);
	snprintf(cmd, sizeof(cmd), "rm -f %s %s", csv, png);
	assert_int_equal(system(cmd), 0);
}

static void test_roofline(void **state)
{
	struct tu_run r;
	char png[64];
	unsigned char hdr[24];
	FILE *f;
	(void)state;
	const char *nodram = tu_tmpfile(0, ".json", "{\"name\": \"k\", \"regs_per_thread\": 8, "
					"\"per_warp\": {\"ins_fp32\": 4, \"ins_issued\": 4, "
					"\"latency_bound\": 100}}");
	/* a kernel without DRAM traffic has no point on a roofline */
	tu_gpuperf(&r, "estimate --device v100 --kernel %s --block 64 --grid 1 --plot /tmp/never.png",
		   nodram);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "has no DRAM traffic: it has no point on a roofline");
	unlink(nodram);
	if (system("command -v gnuplot >/dev/null 2>&1") != 0)
		skip();
	snprintf(png, sizeof(png), "/tmp/gp_test_roof.%d.png", (int)getpid());
	/* saxpy2 a=64: (23 + 4 x 64) x 32 = 8928 FP32 thread instructions per 384 DRAM bytes:
	 * 23.25 per byte, right of V100's FP32 ridge (7.834e12 / 900e9 = 8.7 per byte) */
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 65536 --param a=64 "
		       "--regs 8 --plot %s", png);
	assert_int_equal(r.status, 0);
	f = fopen(png, "rb");
	assert_non_null(f);
	assert_int_equal(fread(hdr, 1, sizeof(hdr), f), sizeof(hdr));
	fclose(f);
	assert_int_equal((hdr[16] << 24) | (hdr[17] << 16) | (hdr[18] << 8) | hdr[19], 960);
	unlink(png);
	unlink("/tmp/never.png");
	tu_gpuperf(&r, "estimate --device v100 --kernel saxpy2 --block 256 --grid 1 --plot x.pdf");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "must end in .svg or .png");
}

static void test_bare_names(void **state)
{
	struct tu_run r;
	(void)state;
	/* the name as written in the source, for the mangled and demangled forms */
	assert_int_equal(gp_demangle_matches("_Z5triadPfPKfS1_fi", NULL, "triad"), 1);
	assert_int_equal(gp_demangle_matches("_Z5triadPfPKfS1_fi", NULL, "_Z5triadPfPKfS1_fi"), 1);
	assert_int_equal(gp_demangle_matches("_Z5triadPfPKfS1_fi", NULL,
					     "triad(float*, float const*, float const*, float, int)"), 1);
	assert_int_equal(gp_demangle_matches("_Z5triadPfPKfS1_fi", NULL, "tria"), 0);
	assert_int_equal(gp_demangle_matches("_Z5triadPfPKfS1_fi", NULL, "triad2"), 0);
	assert_int_equal(gp_demangle_matches("_Z6vecAddIfEvPT_S1_S1_i", NULL, "vecAdd"), 1);
	assert_int_equal(gp_demangle_matches("_Z6vecAddIfEvPT_S1_S1_i", NULL, "vecAdd<float>"), 1);
	assert_int_equal(gp_demangle_matches("_Z6vecAddIfEvPT_S1_S1_i", NULL, "vecAdd<double>"), 0);
	assert_int_equal(gp_demangle_matches("_ZN2ns5scaleEPf", NULL, "scale"), 1);
	assert_int_equal(gp_demangle_matches("_ZN2ns5scaleEPf", NULL, "ns::scale"), 1);
	assert_int_equal(gp_demangle_matches("write_float", NULL, "write_float"), 1);
	/* and on the command line */
	tu_gpuperf(&r, "extract --sass kernels/sass/triad.sm_70.sass --function triad --device v100");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"name\":\t\"_Z5triadPfPKfS1_fi\"");
	tu_gpuperf(&r, "extract --sass kernels/sass/vectoradd_nvbit.sm_61.sass --function "
		       "'vecAdd<double>' --device gtx1080");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "_Z6vecAddIdEvPT_S1_S1_i");
	tu_gpuperf(&r, "extract --sass kernels/sass/vectoradd_nvbit.sm_61.sass --function vecAdd "
		       "--device gtx1080");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "2 functions match vecAdd");
}

/* Read a file written by a command into a static buffer ("" when absent). */
static const char *slurp(const char *path)
{
	static char buf[1 << 16];
	FILE *f = fopen(path, "r");
	size_t n = 0;
	if (f) {
		n = fread(buf, 1, sizeof(buf) - 1, f);
		fclose(f);
	}
	buf[n] = '\0';
	return buf;
}

static void test_extract_all(void **state)
{
	struct tu_run r;
	char dir[128], p[512];
	const char *ext;
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/gp_test_all.%d", (int)getpid());
	/* two instantiations of one template kernel: one descriptor each */
	tu_gpuperf(&r, "extract --sass kernels/sass/vectoradd_nvbit.sm_61.sass --device gtx1080 "
		       "--all -o %s", dir);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "2 descriptor(s) in");
	snprintf(p, sizeof(p), "%s/vecAdd_float.sm_61.json", dir);
	tu_assert_contains(slurp(p), "\"name\":\t\"_Z6vecAddIfEvPT_S1_S1_i\"");
	tu_assert_contains(slurp(p), "\"arch\":\t\"sm_61\"");
	snprintf(p, sizeof(p), "%s/vecAdd_double.sm_61.json", dir);
	tu_assert_contains(slurp(p), "\"name\":\t\"_Z6vecAddIdEvPT_S1_S1_i\"");
	/* --all with a bare --function narrows the set */
	tu_gpuperf(&r, "extract --sass kernels/sass/vectoradd_nvbit.sm_61.sass --device gtx1080 "
		       "--all --function 'vecAdd<float>' -o %s/one", dir);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "1 descriptor(s) in");
	/* several kernels without --all: an error that says what to do */
	tu_gpuperf(&r, "extract --sass kernels/sass/vectoradd_nvbit.sm_61.sass --device gtx1080 "
		       "--arch sm_61 --arch sm_70 -o %s/x.json", dir);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "no kernel for sm_70 in the listing");
	tu_gpuperf(&r, "extract --sass kernels/sass/vectoradd_nvbit.sm_61.sass --device gtx1080 "
		       "--all");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "give -o DIR");
	if ((ext = tu_shared_path("ext/sass"))) {
		/* one kernel for four architectures: one descriptor per architecture */
		tu_gpuperf(&r, "extract --sass %s/accelsim_tensor_bw_half_max_flops_half."
			       "sm70_75_80_86.sass.txt --device v100 --all -o %s/mf", ext, dir);
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.err, "4 descriptor(s) in");
		snprintf(p, sizeof(p), "%s/mf/max_flops.sm_86.json", dir);
		tu_assert_contains(slurp(p), "\"arch\":\t\"sm_86\"");
		/* three kernels by plain C names */
		tu_gpuperf(&r, "extract --sass %s/librecuda_write_float.sm_80.nvdisasm.asm "
			       "--device a100 --all -o %s/lc", ext, dir);
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.err, "3 descriptor(s) in");
		snprintf(p, sizeof(p), "%s/lc/write_float_ptr.sm_80.json", dir);
		tu_assert_contains(slurp(p), "\"name\":\t\"write_float_ptr\"");
		/* --arch picks the architectures of a multi-architecture listing */
		tu_gpuperf(&r, "extract --sass %s/accelsim_tensor_bw_half_max_flops_half."
			       "sm70_75_80_86.sass.txt --device v100 --arch sm_70 --arch sm_80 "
			       "-o %s/two", ext, dir);
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "2 kernels match");
		tu_gpuperf(&r, "extract --sass %s/accelsim_tensor_bw_half_max_flops_half."
			       "sm70_75_80_86.sass.txt --device v100 --arch sm_70 --arch sm_80 --all "
			       "-o %s/two", ext, dir);
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.err, "2 descriptor(s) in");
	}
	snprintf(p, sizeof(p), "rm -rf %s", dir);
	assert_int_equal(system(p), 0);
	if (!ext)
		skip();
}

/* PATH with the CUDA tools: $PATH, plus an older toolkit's directory when one is unpacked
 * where kernels/sass/gen.sh looks for it (its cuobjdump reads what a newer ptxas cannot). */
static const char *cuda_path(void)
{
	static char buf[4096];
	struct stat st;
	const char *old = "/opt/cuda118/root/usr/bin";
	snprintf(buf, sizeof(buf), "%s%s%s", getenv("PATH") ? getenv("PATH") : "/usr/bin:/bin",
		 stat(old, &st) == 0 ? ":" : "", stat(old, &st) == 0 ? old : "");
	return buf;
}

static int have_tool(const char *path, const char *tool)
{
	char cmd[4400];
	snprintf(cmd, sizeof(cmd), "PATH='%s' command -v %s >/dev/null 2>&1 || "
		 "{ [ -n \"$CUDA_HOME\" ] && [ -x \"$CUDA_HOME/bin/%s\" ]; }", path, tool, tool);
	return system(cmd) == 0;
}

static void test_extract_cu(void **state)
{
	struct tu_run r;
	char dir[128], p[512], env[4400];
	const char *path = cuda_path();
	(void)state;
	/* without the tools: which are missing and the commands that do the same by hand */
	run_in(&r, ".", "env -u CUDA_HOME PATH=/nonexistent", bin_abs(),
	       "extract --cu kernels/src/triad.cu --device v100 -o /tmp/never.json");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "not found: nvcc ptxas cuobjdump nvdisasm");
	tu_assert_contains(r.err, "nvcc -arch=sm_70 -cubin -Xptxas -v -o k.cubin "
				  "kernels/src/triad.cu 2> k.ptxas.log");
	tu_assert_contains(r.err, "gpuperf extract --sass k.sass --ptxas k.ptxas.log --device v100");
	if (!have_tool(path, "nvcc") || !have_tool(path, "ptxas") ||
	    !(have_tool(path, "cuobjdump") || have_tool(path, "nvdisasm"))) {
		tu_skip_why("no CUDA toolkit (nvcc, ptxas, cuobjdump or nvdisasm) on PATH or in "
			    "CUDA_HOME: extract --cu not run end to end");
		skip();
	}
	/* with them: one command from the .cu to descriptors for two architectures, equal to
	 * what the committed listings (kernels/sass/gen.sh, the same tools) give */
	snprintf(dir, sizeof(dir), "/tmp/gp_test_cu.%d", (int)getpid());
	snprintf(env, sizeof(env), "PATH='%s'", path);
	snprintf(p, sizeof(p), "extract --cu kernels/src/triad.cu --arch sm_70 --arch sm_80 "
		 "--device v100 --all -o %s", dir);
	run_in(&r, ".", env, bin_abs(), p);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "2 descriptor(s) in");
	for (int sm = 70; sm <= 80; sm += 10) {
		static char from_cu[1 << 16];
		snprintf(p, sizeof(p), "%s/triad.sm_%d.json", dir, sm);
		snprintf(from_cu, sizeof(from_cu), "%s", slurp(p));
		tu_assert_contains(from_cu, "\"name\":\t\"_Z5triadPfPKfS1_fi\"");
		/* ptxas -v: "Used 12 registers" (kernels/sass/triad.sm_70.ptxas.log) */
		tu_assert_contains(from_cu, "\"regs_per_thread\":\t12");
		tu_gpuperf(&r, "extract --sass kernels/sass/triad.sm_%d.sass --ptxas "
			       "kernels/sass/triad.sm_%d.ptxas.log --device v100", sm, sm);
		assert_int_equal(r.status, 0);
		assert_string_equal(from_cu, r.out);
	}
	/* the .cu names the arguments of the emulated launch: n = 16000 of 64 x 256 threads
	 * leaves 384 idle, so 500 of the 512 warps run the body */
	snprintf(p, sizeof(p), "extract --cu kernels/src/triad.cu --arch sm_70 --device v100 "
		 "--grid 64 --block 256 --arg n=16000 --arg s=2 -o %s/named.json", dir);
	run_in(&r, ".", env, bin_abs(), p);
	assert_int_equal(r.status, 0);
	snprintf(p, sizeof(p), "%s/named.json", dir);
	tu_assert_contains(slurp(p), "\"warps\":\t512");
	/* --cubin: a cubin from the same tools (nvcc -cubin when the dumper reads its output,
	 * else the PTX route as kernels/sass/gen.sh takes it), dumped and read back */
	{
		static char sh[8192];
		snprintf(sh, sizeof(sh), "cd %s && export PATH='%s' && D=$(dirname $(command -v cuobjdump "
			 "|| command -v nvdisasm)) && { nvcc -arch=sm_75 -cubin -o t.cubin %s/kernels/src/"
			 "triad.cu && $D/cuobjdump -sass t.cubin >/dev/null 2>&1 || { nvcc -arch=compute_75 "
			 "-ptx -o t.ptx %s/kernels/src/triad.cu && sed -e 's/^\\.version .*/.version 7.8/' "
			 "-e 's/^\\.target .*/.target sm_75/' t.ptx >t75.ptx && $D/ptxas -arch=sm_75 t75.ptx "
			 "-o t.cubin; }; } >/dev/null 2>&1", dir, path, getcwd(p, sizeof(p)), p);
		if (system(sh) == 0 && have_tool(path, "cuobjdump")) {
			char args[1024];
			snprintf(args, sizeof(args), "extract --cubin %s/t.cubin --device t4 -o %s/t.json",
				 dir, dir);
			run_in(&r, ".", env, bin_abs(), args);
			assert_int_equal(r.status, 0);
			snprintf(p, sizeof(p), "%s/t.json", dir);
			tu_assert_contains(slurp(p), "\"name\":\t\"_Z5triadPfPKfS1_fi\"");
			tu_assert_contains(slurp(p), "\"arch\":\t\"sm_75\"");
			/* registers from cuobjdump -res-usage */
			assert_null(strstr(slurp(p), "\"regs_per_thread\":\t0,"));
		}
	}
	snprintf(p, sizeof(p), "rm -rf %s", dir);
	assert_int_equal(system(p), 0);
}

/* Run one shell command line (no single quotes in it) in dir with SRC and PATH set;
 * stdout and stderr into out. Returns the exit status as pclose gives it. */
static int run_line(const char *dir, const char *src, const char *bindir, const char *line,
		    char *out, size_t sz)
{
	static char cmd[8192];
	FILE *p;
	size_t n = 0, got;
	snprintf(cmd, sizeof(cmd), "cd '%s' && SRC='%s' PATH='%s':\"$PATH\" sh -c '%s' 2>&1", dir,
		 src, bindir, line);
	if (!(p = popen(cmd, "r")))
		return -1;
	while (n + 1 < sz && (got = fread(out + n, 1, sz - 1 - n, p)) > 0)
		n += got;
	out[n] = '\0';
	return pclose(p);
}

/* The README's worked example: each "$ " line between the example markers runs in an
 * empty directory and must print exactly the lines that follow it. */
static void test_readme_example(void **state)
{
	static char text[1 << 18], got[1 << 16], want[1 << 16], line[4096];
	char root[1024], bindir[1024], dir[128], *begin, *end, *p;
	const char *bin = bin_abs();
	FILE *f;
	size_t n;
	int ncmd = 0;
	(void)state;
	if (getenv("GPUPERF_VALGRIND") || system("command -v gnuplot >/dev/null 2>&1") != 0)
		skip();
	assert_non_null(getcwd(root, sizeof(root)));
	snprintf(bindir, sizeof(bindir), "%s", bin);
	assert_non_null(strrchr(bindir, '/'));
	*strrchr(bindir, '/') = '\0';
	f = fopen("README.md", "r");
	assert_non_null(f);
	n = fread(text, 1, sizeof(text) - 1, f);
	text[n] = '\0';
	fclose(f);
	begin = strstr(text, "<!-- example:begin -->");
	end = strstr(text, "<!-- example:end -->");
	assert_non_null(begin);
	assert_non_null(end);
	*end = '\0';
	snprintf(dir, sizeof(dir), "/tmp/gp_test_readme.%d", (int)getpid());
	snprintf(line, sizeof(line), "rm -rf %s && mkdir %s", dir, dir);
	assert_int_equal(system(line), 0);
	p = strstr(begin, "\n$ ");
	while (p) {
		char *cmd_end, *next;
		p += 3;
		cmd_end = strchr(p, '\n');
		assert_non_null(cmd_end);
		snprintf(line, sizeof(line), "%.*s", (int)(cmd_end - p), p);
		next = strstr(cmd_end, "\n$ ");
		/* the expected output: up to the next command or the closing fence */
		{
			char *stop = next ? next : strstr(cmd_end, "\n```");
			assert_non_null(stop);
			/* the lines after the command, each with its newline */
			snprintf(want, sizeof(want), "%.*s", (int)(stop - cmd_end), cmd_end + 1);
		}
		assert_int_equal(run_line(dir, root, bindir, line, got, sizeof(got)), 0);
		if (strcmp(got, want) != 0)
			print_error("README command: %s\nprinted:\n%s\nREADME shows:\n%s\n", line,
				    got, want);
		assert_string_equal(got, want);
		ncmd++;
		p = next;
	}
	assert_int_equal(ncmd, 6);
	snprintf(line, sizeof(line), "rm -rf %s", dir);
	assert_int_equal(system(line), 0);
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
	const char *b = tu_bin_path();
	char cwd[1024];
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
	run_in(&r, outside, "", bin, "estimate --model thesis --device v100 --kernel saxpy2 --block 256 "
				  "--threads 1000000 --param a=8 --json");
	assert_int_equal(r.status, 0);
	tu_assert_rel(tu_json_num(r.out, "time_s"), 18.3359e-6, 1e-5);
	/* models resolve by name too, and find their kernels next to them */
	run_in(&r, outside, "", bin, "run saxpy_app --json");
	assert_int_equal(r.status, 0);
	/* a name resolves to ./NAME.json in the current directory first */
	snprintf(cmd, sizeof(cmd), "sed 's/\"sm_52\"/\"sm_70\"/' kernels/saxpy2.json "
		 ">%s/stencil_70.json && mkdir -p %s/lib/devices && sed 's/\"v100\"/\"myv100\"/' "
		 "devices/v100.json >%s/lib/devices/myv100.json", outside, outside, outside);
	assert_int_equal(system(cmd), 0);
	snprintf(cmd, sizeof(cmd), "GPUPERF_PATH=/nonexistent:%s/lib", outside);
	run_in(&r, outside, cmd, bin, "estimate --model thesis --device myv100 --kernel stencil_70 --block 256 "
				     "--threads 1000000 --param a=8 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"device\": \"myv100\"");
	tu_assert_contains(r.out, "\"descriptor_arch\": \"sm_70\"");
	tu_assert_rel(tu_json_num(r.out, "time_s"), 18.3359e-6, 1e-5);
	/* import-config's --like search finds the installed library too */
	if (tu_shared_path("ext/configs/SM7_QV100/gpgpusim.config")) {
		static char cfg[4096], big[8192];
		const char *rel = tu_shared_path("ext/configs/SM7_QV100/gpgpusim.config");
		char cwd[1024];
		if (rel[0] == '/' || !getcwd(cwd, sizeof(cwd)))
			snprintf(cfg, sizeof(cfg), "%s", rel);
		else
			snprintf(cfg, sizeof(cfg), "%s/%s", cwd, rel);
		snprintf(big, sizeof(big), "import-config %s -o %s/q.json", cfg, outside);
		run_in(&r, outside, "", bin, big);
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.err, "taken from");
		tu_assert_contains(r.err, "share/gpuperf/devices/v100.json");
	}
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
		cmocka_unit_test(test_model_dims),
		cmocka_unit_test(test_model_arch_set),
		cmocka_unit_test(test_default_warnings),
		cmocka_unit_test(test_launch_errors),
		cmocka_unit_test(test_install_and_search_path),
		cmocka_unit_test(test_device_what_if),
		cmocka_unit_test(test_sweep_device_axis),
		cmocka_unit_test(test_throughput),
		cmocka_unit_test(test_plot_layout),
		cmocka_unit_test(test_roofline),
		cmocka_unit_test(test_bare_names),
		cmocka_unit_test(test_extract_all),
		cmocka_unit_test(test_extract_cu),
		cmocka_unit_test(test_readme_example),
		cmocka_unit_test(test_help_everywhere),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
