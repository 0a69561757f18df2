/* test_occupancy_curve.c - 'occupancy --curve block|regs|smem': every point of the CSV equal to the
 * occupancy calculator (occupancy.c) and, where tests/data/occ_oracle.txt (NVIDIA's
 * cuda_occupancy.h run by tests/occ_oracle.cpp) holds the configuration, to NVIDIA's;
 * registers and shared memory read from a descriptor and from a 'ptxas -v' log. */
#include "testutil.h"

#include "gpuperf/occupancy.h"

/* Blocks per SM NVIDIA's calculator gives dev at (regs, smem, default carve-out, block), or
 * -1 when the committed table has no such line. */
static int oracle_blocks(const char *dev, int regs, long smem, int block)
{
	static char line[1 << 16];
	char want[160];
	int in = 0, got = -1;
	FILE *f = fopen("tests/data/occ_oracle.txt", "r");
	assert_non_null(f);
	snprintf(want, sizeof(want), "D %s ", dev);
	while (got < 0 && fgets(line, sizeof(line), f)) {
		char *p, *end;
		int from = 1;
		if (line[0] == 'D')
			in = strncmp(line, want, strlen(want)) == 0;
		if (!in || line[0] != 'L')
			continue;
		if ((int)strtol(line + 1, &end, 10) != regs || strtol(end, &end, 10) != smem ||
		    strtol(end, &end, 10) != -1)
			continue;
		for (p = end; *p && *p != '\n' && got < 0;) {
			int last = (int)strtol(p, &end, 10);
			int nvb = (int)strtol(end + 1, &end, 10);
			strtoul(end + 1, &end, 10);
			p = end;
			if (block >= from && block <= last)
				got = nvb;
			from = last + 1;
		}
	}
	fclose(f);
	return got;
}

/* Run the curve and check each CSV row against the calculator (and NVIDIA where it can);
 * returns the rows and how many NVIDIA's table confirmed in *confirmed. */
static int check_curve(const char *dev_name, const char *args, int *confirmed)
{
	struct tu_run r;
	struct gp_device dev;
	char *line, *save = NULL;
	int rows = 0;
	tu_device(dev_name, &dev);
	tu_gpuperf(&r, "occupancy --device %s %s --csv", dev_name, args);
	assert_int_equal(r.status, 0);
	*confirmed = 0;
	line = strtok_r(r.out, "\n", &save);
	assert_non_null(line);
	assert_string_equal(line, "block,regs,smem_bytes,active_blocks_per_sm,active_warps_per_sm,"
			    "occupancy,limiter");
	while ((line = strtok_r(NULL, "\n", &save))) {
		struct gp_occupancy o;
		struct gp_diag d;
		long long block, regs, smem;
		int blocks, warps, nv, launchable;
		double occ;
		char lim[64], want[80];
		assert_int_equal(sscanf(line, "%lld,%lld,%lld,%d,%d,%lf,%63s", &block, &regs, &smem,
					&blocks, &warps, &occ, lim), 7);
		gp_diag_clear(&d);
		launchable = gp_occupancy_calc(&dev, (int)block, (int)regs, (long)smem, &o, &d) == 0;
		snprintf(want, sizeof(want), "%s%s", launchable ? "" : "does_not_fit:",
			 gp_occ_limiter_name(o.limiter));
		if (blocks != o.active_blocks_per_sm || warps != o.active_warps_per_sm ||
		    strcmp(lim, want) != 0 || fabs(occ - o.occupancy) > 1e-6)
			fail_msg("%s %s: row '%s', the calculator %d blocks %d warps %s", dev_name, args,
				 line, o.active_blocks_per_sm, o.active_warps_per_sm, want);
		nv = oracle_blocks(dev_name, (int)regs, (long)smem, (int)block);
		if (nv >= 0) {
			if (nv != blocks)
				fail_msg("%s: row '%s', NVIDIA's calculator %d blocks", dev_name, line, nv);
			(*confirmed)++;
		}
		rows++;
	}
	return rows;
}

/* Block sizes 32..1024 in warps at 32 registers: all 32 points, each in NVIDIA's table. */
static void test_block_curve(void **state)
{
	int ok;
	(void)state;
	assert_int_equal(check_curve("a100", "--curve block --regs 32 --smem 0", &ok), 32);
	assert_int_equal(ok, 32);
	assert_int_equal(check_curve("gtx970", "--curve block --regs 64 --smem 0", &ok), 32);
	assert_int_equal(ok, 32);
}

/* Registers 1..255 at 256 threads: every point, each in NVIDIA's table (regs 0..255 at no
 * shared memory). */
static void test_regs_curve(void **state)
{
	int ok;
	(void)state;
	assert_int_equal(check_curve("a100", "--curve regs --block 256 --smem 0", &ok), 255);
	assert_int_equal(ok, 255);
	assert_int_equal(check_curve("h100-sxm", "--curve regs --block 128", &ok), 255);
	assert_int_equal(ok, 255);
}

/* Shared memory 0..166912 bytes (the A100's opt-in maximum) in its 128-byte allocation unit:
 * 1305 points against the calculator, NVIDIA's table holding 21 of them (every 8 KB at 64
 * registers). */
static void test_smem_curve(void **state)
{
	int ok;
	(void)state;
	assert_int_equal(check_curve("a100", "--curve smem --block 256 --regs 64", &ok),
			 166912 / 128 + 1);
	assert_int_equal(ok, 21);
}

/* --kernel: the descriptor's 10 registers and 4224 bytes (kernels/transpose.json); --ptxas:
 * the log's "Used 32 registers, 2048 bytes smem" (kernels/sass/matmul_tiled.sm_80.ptxas.log);
 * --regs overrides. */
static void test_kernel_resources(void **state)
{
	struct tu_run r;
	int ok;
	(void)state;
	tu_gpuperf(&r, "occupancy --device a100 --kernel kernels/transpose.json --curve block --csv");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\n256,10,4224,");
	tu_assert_contains(r.err, "kernels/transpose.json: 10 registers a thread, 4224 bytes of "
			   "static shared memory");
	assert_int_equal(check_curve("a100", "--kernel transpose --curve regs --block 256", &ok),
			 255);
	tu_gpuperf(&r, "occupancy --device a100 --ptxas kernels/sass/matmul_tiled.sm_80.ptxas.log "
		   "--block 256");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "block              256 threads, 32 registers/thread, 2048 bytes "
			   "shared\n");
	tu_gpuperf(&r, "occupancy --device a100 --ptxas kernels/sass/matmul_tiled.sm_80.ptxas.log "
		   "--block 256 --regs 40");
	tu_assert_contains(r.out, "256 threads, 40 registers/thread, 2048 bytes shared\n");
	tu_assert_contains(r.err, "40 registers a thread (--regs)");
	/* a log of three kernels needs --function, which takes the source name */
	tu_gpuperf(&r, "occupancy --device a100 --ptxas kernels/sass/cpasync.sm_80.ptxas.log "
		   "--block 256");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "the log has several kernels");
	tu_assert_contains(r.err, "hint: name one with --function NAME");
	tu_gpuperf(&r, "occupancy --device a100 --ptxas kernels/sass/cpasync.sm_80.ptxas.log "
		   "--function cpasync_gather --block 256");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "256 threads, 12 registers/thread, 512 bytes shared\n");
}

static void test_usage(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "occupancy --device a100 --curve warps --block 256");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--curve must be block, regs or smem, got 'warps'");
	tu_gpuperf(&r, "occupancy --device a100 --curve regs");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--device and --block are required (--block but with --curve "
			   "block)");
	tu_gpuperf(&r, "occupancy --device a100 --block 256 --csv");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--csv and --plot draw a curve");
}

/* The plot: gnuplot's picture of the same points. */
static void test_plot(void **state)
{
	struct tu_run r;
	const char *svg = tu_tmpfile(0, ".svg", "");
	char text[1 << 16];
	size_t n;
	FILE *f;
	(void)state;
	if (system("command -v gnuplot >/dev/null 2>&1") != 0) {
		tu_skip_why("gnuplot is not installed: the curve's plot is not checked");
		skip();
	}
	tu_gpuperf(&r, "occupancy --device a100 --kernel transpose --block 256 --curve block "
		   "--plot %s", svg);
	assert_int_equal(r.status, 0);
	f = fopen(svg, "r");
	assert_non_null(f);
	n = fread(text, 1, sizeof(text) - 1, f);
	text[n] = '\0';
	fclose(f);
	assert_true(n < sizeof(text) - 1);
	tu_assert_contains(text, "occupancy of transpose on a100 over block");
	tu_assert_contains(text, "limited by warps");
	tu_assert_contains(text, "this launch");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_block_curve),
		cmocka_unit_test(test_regs_curve),
		cmocka_unit_test(test_smem_curve),
		cmocka_unit_test(test_kernel_resources),
		cmocka_unit_test(test_usage),
		cmocka_unit_test(test_plot),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
