/* test_model_real.c - the hierarchy model on descriptors the SASS emulator makes from the
 * committed real sm_70 listings (kernels/sass, CUDA 11.8 ptxas), with no lambda and no hand
 * counts: the canonical memory cases on V100, A100 and H100 SXM. */
#include "testutil.h"

static const char *const devs[] = { "v100", "a100", "h100-sxm" };

/* extract --grid ... -o OUT for kernels/sass/NAME.sm_70.sass */
static void emulate(const char *name, const char *launch, const char *args, const char *out)
{
	struct tu_run r;
	tu_gpuperf(&r, "extract --sass kernels/sass/%s.sm_70.sass --ptxas kernels/sass/%s.sm_70.ptxas.log "
		       "--device v100 %s %s -o %s", name, name, launch, args, out);
	if (r.status != 0)
		fprintf(stderr, "%s", r.err);
	assert_int_equal(r.status, 0);
}

/* estimate --json on dev; returns the output (static buffer of r) */
static void estimate(struct tu_run *r, const char *dev, const char *desc, const char *launch)
{
	tu_gpuperf(r, "estimate --device %s --kernel %s %s --json", dev, desc, launch);
	if (r->status != 0)
		fprintf(stderr, "%s", r->err);
	assert_int_equal(r->status, 0);
}

/* STREAM triad, 2^25 floats: the emulator finds 3 x 4 B x 2^25 of compulsory traffic and
 * the model runs it at the device's sustained bandwidth (V100's measured 814 GB/s, A100's
 * and H100's from their gpu-stream tables, cited in the device files): within 5%. */
static void test_triad_sustained(void **state)
{
	static struct tu_run r;
	const double n = 33554432, bytes = 3 * 4 * n;
	(void)state;
	emulate("triad", "--grid 131072 --block 256",
		"--arg 0=134217728 --arg 1=134217728 --arg 2=134217728 --arg 3=2.0 --arg 4=33554432",
		"build/tests/real_triad.json");
	for (int i = 0; i < 3; i++) {
		double gbps;
		estimate(&r, devs[i], "build/tests/real_triad.json", "--grid 131072 --block 256");
		tu_assert_rel(tu_json_num(r.out, "dram_bytes"), bytes, 1e-9);
		gbps = bytes / tu_json_num(r.out, "kernel_s") / 1e9;
		tu_assert_rel(gbps, tu_json_num(r.out, "dram_ceiling_gbps"), 0.05);
		tu_assert_contains(r.out, "\"limiter\": \"dram\"");
	}
}

/* 5-point stencil on 8192^2: u is read once and v written once, 2 x 8192^2 x 4 B =
 * 536.9 MB compulsory (the border is 0.05% of it); the emulated sample of 8 blocks must
 * not count the halo rows neighbouring blocks share once per block: within 20%. */
static void test_stencil_compulsory(void **state)
{
	static struct tu_run r;
	const double compulsory = 2.0 * 8192 * 8192 * 4;
	(void)state;
	emulate("stencil5", "--grid 256x1024 --block 32x8",
		"--arg 0=268435456 --arg 1=268435456 --arg 2=8192", "build/tests/real_stencil5.json");
	for (int i = 0; i < 3; i++) {
		estimate(&r, devs[i], "build/tests/real_stencil5.json", "--grid 256x1024 --block 32x8");
		tu_assert_rel(tu_json_num(r.out, "dram_bytes"), compulsory, 0.20);
	}
}

/* Transposes of 4096^2 floats: the naive one's column store touches 32 sectors a request
 * (emulated), each written in part, so it moves 4.5x the padded tile's L2 traffic and its
 * partial-sector stores take a channel's sector time each, two with the ECC all three parts
 * run: at least twice the padded tile's time on every device (measured: 3.56x on the H100
 * SXM, tests/test_model_transpose_h100.c; 2.2-3.7x on an A100, tests/test_model_partial_writes.c; the old
 * static descriptors gave the three one time); the padded tile is never slower than the
 * bank-conflicted 32x32 one. */
static void test_transposes_ranked(void **state)
{
	static struct tu_run r;
	const char *args = "--arg 0=67108864 --arg 1=67108864 --arg 2=4096 --arg 3=4096";
	(void)state;
	emulate("transpose_naive", "--grid 128x512 --block 32x8", args, "build/tests/real_tn.json");
	emulate("transpose_tiled", "--grid 128x128 --block 32x32", args, "build/tests/real_tt.json");
	emulate("transpose", "--grid 128x128 --block 32x32", args, "build/tests/real_tp.json");
	for (int i = 0; i < 3; i++) {
		double naive, tiled, padded;
		estimate(&r, devs[i], "build/tests/real_tn.json", "--grid 128x512 --block 32x8");
		naive = tu_json_num(r.out, "kernel_s");
		/* L2 sectors: the load 4 + the store 32 per warp of 32 elements, x 524288 warps */
		tu_assert_rel(tu_json_num(r.out, "l2_bytes"), 524288.0 * 36 * 32, 1e-6);
		estimate(&r, devs[i], "build/tests/real_tt.json", "--grid 128x128 --block 32x32");
		tiled = tu_json_num(r.out, "kernel_s");
		estimate(&r, devs[i], "build/tests/real_tp.json", "--grid 128x128 --block 32x32");
		padded = tu_json_num(r.out, "kernel_s");
		if (!(naive >= 2 * padded))
			fail_msg("%s: naive %.4g s, padded %.4g s", devs[i], naive, padded);
		assert_true(tiled >= padded);
	}
}

/* Tiled SGEMM 4096^3 (32x32 tiles): each element of A, B and C is read from DRAM once and C
 * written once (C = alpha AB + beta C reads C: 4 x 64 MiB compulsory; the tiles' reuse hits
 * shared memory and the caches), so the limiter is the LSU/shared-memory pipe, not DRAM.
 * Its 8 sampled blocks run 5.0 million warp instructions, above the default bound (3e6):
 * --max-steps raises it. */
static void test_sgemm_not_dram(void **state)
{
	static struct tu_run r;
	(void)state;
	emulate("sgemm_tiled", "--grid 128x128 --block 32x32",
		"--arg 0=4096 --arg 1=1.0 --arg 2=67108864 --arg 3=67108864 --arg 4=0.0 "
		"--arg 5=67108864 --max-steps 10000000", "build/tests/real_sgemm.json");
	for (int i = 0; i < 3; i++) {
		estimate(&r, devs[i], "build/tests/real_sgemm.json", "--grid 128x128 --block 32x32");
		assert_null(strstr(r.out, "\"limiter\": \"dram\""));
		tu_assert_rel(tu_json_num(r.out, "dram_bytes"), 4 * 67108864.0, 0.01);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_triad_sustained),
		cmocka_unit_test(test_stencil_compulsory),
		cmocka_unit_test(test_transposes_ranked),
		cmocka_unit_test(test_sgemm_not_dram),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
