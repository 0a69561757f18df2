/* test_roofline.c - the roofline's numbers (roofline.h) for kernels without floating point,
 * a transpose and a histogram (kernels/transpose.json and histogram.json, extracted from kernels/src with their listings
 * in kernels/sass), against figures worked out by hand from the device files:
 *   H100 SXM (devices/h100-sxm.json): 132 SMs at 1980 MHz; lanes per SM fp32 128, int32 64,
 *     fp64 64, sfu 16, tensor 32, lsu 32; 4 schedulers x 1 issue;
 *     shared memory 128 B/clk; L2 9800 GB/s; DRAM 3350 GB/s peak, no measured plateau, so
 *     the model's ceiling is 0.884 of it (GP_DRAM_SUSTAINED_FRACTION) = 2961.4 GB/s.
 *   RTX 2080 Ti (devices/rtx2080ti.json): 68 SMs at 1545 MHz; DRAM 616 GB/s peak, no L2
 *     bandwidth figure (so no L2 roof); sm_75, the descriptors' own ISA, so their per-warp
 *     counts are the model's. */
#include "testutil.h"

#include "gpuperf/launchenv.h"
#include "gpuperf/roofline.h"

static void estimate(const struct gp_device *dev, const char *kpath, long long gx, long long gy,
		     long long bx, long long by, enum gp_model model, struct gp_estimate *e)
{
	struct gp_kernel k;
	struct gp_params p;
	struct gp_launch l = { .model = model };
	struct gp_launchenv env = { { gx, gy, 1 }, { bx, by, 1 } };
	struct gp_diag d;
	gp_diag_clear(&d);
	gp_params_init(&p);
	tu_kernel_load(kpath, &k);
	l.grid = gx * gy;
	l.block = (int)(bx * by);
	if (gp_launchenv_apply(&k, &env, dev, &p, &d) < 0 ||
	    gp_estimate_kernel(dev, &k, &p, &l, e, &d) < 0)
		fail_msg("%s: %s", kpath, d.msg);
	gp_kernel_release(&k);
}

static const struct gp_roof *roof(const struct gp_roofline *r, const char *name)
{
	for (int i = 0; i < r->nroofs; i++)
		if (strcmp(r->roofs[i].name, name) == 0)
			return &r->roofs[i];
	return NULL;
}

static void assert_roof(const struct gp_roofline *r, const char *name, int level, double value)
{
	const struct gp_roof *f = roof(r, name);
	if (!f)
		fail_msg("no %s roof", name);
	assert_int_equal(f->level, level);
	assert_int_equal(f->from_model, 0);
	tu_assert_rel(f->value, value, 1e-12);
}

/* The H100's roofs: every one from its file, each a figure the model prices with. */
static void check_h100_roofs(const struct gp_roofline *r)
{
	const double sm_hz = 132 * 1980e6;
	assert_roof(r, "DRAM", GP_ROOF_DRAM, 3350e9 * 0.884);
	assert_roof(r, "L2", GP_ROOF_L2, 9800e9);
	assert_roof(r, "L1/shared", GP_ROOF_L1, 128 * sm_hz);     /* 33.45 TB/s */
	assert_roof(r, "fp32", -1, 128 * sm_hz);
	assert_roof(r, "int32", -1, 64 * sm_hz);                  /* 16.73 T inst/s */
	assert_roof(r, "fp64", -1, 64 * sm_hz);
	assert_roof(r, "sfu", -1, 16 * sm_hz);
	assert_roof(r, "tensor", -1, 32 * sm_hz);
	assert_roof(r, "lsu", -1, 32 * sm_hz);
	assert_roof(r, "issue", -1, 4 * 1 * 32 * sm_hz);
}

/* transpose: 32 INT32, 4 LSU warp instructions, 256 global and 256 shared bytes a warp
 * (kernels/transpose.json per_warp); 128x128 blocks of 32x8 threads = 131072 warps. */
static void test_transpose_rtx2080ti(void **state)
{
	struct gp_device dev;
	struct gp_estimate e;
	struct gp_roofline r;
	struct gp_diag d;
	const double warps = 131072, sm_hz = 68 * 1545e6;
	(void)state;
	tu_device("devices/rtx2080ti.json", &dev);
	estimate(&dev, "kernels/transpose.json", 128, 128, 32, 8, GP_MODEL_AUTO, &e);
	gp_diag_clear(&d);
	assert_int_equal(gp_roofline_of(&e, &dev, &r, &d), 0);
	/* no FP: the work is INT32 thread instructions, 32 x 32 a warp */
	assert_string_equal(r.work_name, "int32");
	tu_assert_rel(r.work, 32.0 * 32 * warps, 1e-12);
	tu_assert_rel(r.work_per_s, 32.0 * 32 * warps / e.kernel_s, 1e-12);
	tu_assert_rel(r.bytes[GP_ROOF_DRAM], 256 * warps, 1e-12);   /* no profile: all to DRAM */
	tu_assert_rel(r.intensity[GP_ROOF_DRAM], 4.0, 1e-12);       /* 1024 / 256 */
	tu_assert_rel(r.intensity[GP_ROOF_L2], 4.0, 1e-12);
	tu_assert_rel(r.intensity[GP_ROOF_L1], 2.0, 1e-12);         /* 1024 / (256 + 256) */
	assert_roof(&r, "DRAM", GP_ROOF_DRAM, 616e9 * 0.884);        /* 544.5 GB/s */
	assert_null(roof(&r, "L2"));                                 /* the file gives none */
	assert_roof(&r, "L1/shared", GP_ROOF_L1, 128 * sm_hz);
	assert_roof(&r, "int32", -1, 64 * sm_hz);
	assert_roof(&r, "fp64", -1, 2 * sm_hz);
	assert_roof(&r, "tensor", -1, 8 * sm_hz);
	assert_roof(&r, "lsu", -1, 16 * sm_hz);
	/* the limiter's roof is drawn, and the point is under it */
	assert_string_equal(gp_estimate_limiter_name(&e), "dram");
	assert_string_equal(r.roofs[r.limiter].name, "DRAM");
	assert_true(r.work_per_s <=
		    r.roofs[r.limiter].value * r.intensity[GP_ROOF_DRAM] * (1 + 1e-12));
}

/* On the H100 the same transpose is latency-bound: the roof drawn for it is the resident
 * warps over the latency bound, 32 x 32 thread instructions a warp at latency_wpc warps per
 * cycle per SM. */
static void test_model_transpose_h100(void **state)
{
	struct gp_device dev;
	struct gp_estimate e;
	struct gp_roofline r;
	struct gp_diag d;
	(void)state;
	tu_device("devices/h100-sxm.json", &dev);
	estimate(&dev, "kernels/transpose.json", 128, 128, 32, 8, GP_MODEL_AUTO, &e);
	gp_diag_clear(&d);
	assert_int_equal(gp_roofline_of(&e, &dev, &r, &d), 0);
	check_h100_roofs(&r);
	assert_string_equal(r.work_name, "int32");
	tu_assert_rel(r.work, 32.0 * 32 * 131072, 1e-12);
	assert_string_equal(gp_estimate_limiter_name(&e), "latency");
	assert_string_equal(r.roofs[r.limiter].name, "latency");
	assert_int_equal(r.roofs[r.limiter].from_model, 1);
	tu_assert_rel(r.roofs[r.limiter].value, 32.0 * 32 * e.latency_wpc * 132 * 1980e6, 1e-12);
	assert_true(r.work_per_s <= r.roofs[r.limiter].value * (1 + 1e-12));
}

/* histogram, n = 2^24 bytes over 2^20 threads: ceil(n/threads) = 16 bytes a thread, so a
 * warp runs 15 + 6 x 16 = 111 INT32 instructions, moves 128 + 32 x 16 = 640 global and
 * 256 + 128 x 16 = 2304 shared bytes (kernels/histogram.json per_warp). Under the thesis's
 * model those are the counts and DRAM runs at its 616 GB/s peak; 4096 blocks of 256 threads
 * = 32768 warps. */
static void test_histogram_thesis(void **state)
{
	struct gp_device dev;
	struct gp_estimate e;
	struct gp_roofline r;
	struct gp_diag d;
	const double warps = 32768;
	(void)state;
	tu_device("devices/rtx2080ti.json", &dev);
	estimate(&dev, "kernels/histogram.json", 4096, 1, 256, 1, GP_MODEL_THESIS, &e);
	gp_diag_clear(&d);
	assert_int_equal(gp_roofline_of(&e, &dev, &r, &d), 0);
	assert_roof(&r, "DRAM", GP_ROOF_DRAM, 616e9);
	assert_string_equal(r.work_name, "int32");
	tu_assert_rel(r.work, 111.0 * 32 * warps, 1e-12);
	tu_assert_rel(r.intensity[GP_ROOF_DRAM], 111.0 * 32 / 640, 1e-12);          /* 5.55 */
	tu_assert_rel(r.intensity[GP_ROOF_L1], 111.0 * 32 / (640 + 2304), 1e-12);   /* 1.21 */
	/* 32 resident warps over a 7223-cycle latency bound: latency-bound, on that roof (the
	 * thesis's launch runs at it: eq. 4.3) and under DRAM's */
	assert_string_equal(gp_estimate_limiter_name(&e), "latency");
	assert_string_equal(r.roofs[r.limiter].name, "latency");
	tu_assert_rel(r.roofs[r.limiter].value, 111.0 * 32 * e.latency_wpc * 68 * 1545e6, 1e-12);
	assert_true(r.work_per_s <= r.roofs[r.limiter].value * (1 + 1e-12));
	assert_true(r.work_per_s <= 616e9 * r.intensity[GP_ROOF_DRAM]);
}

/* The hierarchy model on the H100 walks the program for sm_90: the work is still INT32
 * thread instructions (no FP), the roofs the H100's, and histogram is DRAM-bound there. */
static void test_histogram_h100(void **state)
{
	struct gp_device dev;
	struct gp_estimate e;
	struct gp_roofline r;
	struct gp_diag d;
	(void)state;
	tu_device("devices/h100-sxm.json", &dev);
	estimate(&dev, "kernels/histogram.json", 4096, 1, 256, 1, GP_MODEL_AUTO, &e);
	gp_diag_clear(&d);
	assert_int_equal(gp_roofline_of(&e, &dev, &r, &d), 0);
	check_h100_roofs(&r);
	assert_string_equal(r.work_name, "int32");
	tu_assert_rel(r.work, e.counts.ins[GP_UNIT_INT32] * 32 * e.warps_launched, 1e-12);
	tu_assert_rel(r.intensity[GP_ROOF_DRAM], r.work / e.dram_bytes, 1e-12);
	assert_string_equal(gp_estimate_limiter_name(&e), "dram");
	assert_string_equal(r.roofs[r.limiter].name, "DRAM");
	assert_true(r.work_per_s <=
		    r.roofs[r.limiter].value * r.intensity[GP_ROOF_DRAM] * (1 + 1e-12));
}

/* A unit-bound launch reads its work in that unit: a hand estimate limited by the SFU. */
static void test_unit_limiter(void **state)
{
	struct gp_device dev;
	struct gp_estimate e;
	struct gp_roofline r;
	struct gp_diag d;
	(void)state;
	tu_device("devices/h100-sxm.json", &dev);
	memset(&e, 0, sizeof(e));
	e.kernel_s = 1e-3;
	e.warps_launched = 1000;
	e.counts.ins[GP_UNIT_FP32] = 10;
	e.counts.ins[GP_UNIT_SFU] = 40;
	e.dram_bytes = e.l2_bytes = e.l1_bytes = 1e6;
	e.dram_gbps_ceiling = 2961.4;
	e.regime = GP_REGIME_THROUGHPUT;
	e.limiter_bound = GP_BOUND_UNIT0 + GP_UNIT_SFU;
	gp_diag_clear(&d);
	assert_int_equal(gp_roofline_of(&e, &dev, &r, &d), 0);
	assert_string_equal(r.work_name, "sfu");
	tu_assert_rel(r.work, 40.0 * 32 * 1000, 1e-12);
	assert_string_equal(r.roofs[r.limiter].name, "sfu");
	tu_assert_rel(r.roofs[r.limiter].value, 16 * 132 * 1980e6, 1e-12);
	/* a bound with no device figure (block dispatch) gets this launch's roof */
	e.limiter_bound = GP_BOUND_DISPATCH;
	e.cpw[GP_BOUND_DISPATCH] = 8;
	assert_int_equal(gp_roofline_of(&e, &dev, &r, &d), 0);
	assert_string_equal(r.work_name, "FP32+FP64");
	assert_string_equal(r.roofs[r.limiter].name, "block_dispatch");
	tu_assert_rel(r.roofs[r.limiter].value, 10.0 * 32 / 8 * 132 * 1980e6, 1e-12);
	/* nothing moved: no intensity, refused */
	e.dram_bytes = e.l2_bytes = e.l1_bytes = 0;
	assert_int_equal(gp_roofline_of(&e, &dev, &r, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "has no DRAM traffic: it has no point on a roofline (nor L2, L1 "
			   "or shared-memory traffic)");
}

/* The command: --plot draws any kernel's roofline (no refusal for lack of FP) and prints
 * its numbers; the picture is gnuplot's. */
static void test_cli_plot(void **state)
{
	struct tu_run r;
	const char *png = tu_tmpfile(0, ".png", "");
	FILE *f;
	unsigned char magic[8] = { 0 };
	(void)state;
	if (access("/usr/bin/gnuplot", X_OK) != 0 && system("command -v gnuplot >/dev/null") != 0) {
		tu_skip_why("gnuplot is not installed");
		skip();
	}
	tu_gpuperf(&r, "estimate --device h100-sxm --kernel kernels/transpose.json --block 32x8 "
		   "--grid 128x128 --plot %s", png);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "roofline      int32 thread instructions ");
	tu_assert_contains(r.out, "per byte at DRAM 4, L2 4, L1/shared 2\n");
	tu_assert_contains(r.out, "roofs         DRAM 2.961 TB/s, L2 9.8 TB/s, L1/shared 33.45 TB/s, "
			   "fp32 33.45 T inst/s, int32 16.73 T inst/s");
	tu_assert_contains(r.out, " (this launch's bound) (limiter)\n");
	f = fopen(png, "rb");
	assert_non_null(f);
	assert_int_equal(fread(magic, 1, 8, f), 8);
	fclose(f);
	assert_memory_equal(magic, "\x89PNG\r\n\x1a\n", 8);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_transpose_rtx2080ti),
		cmocka_unit_test(test_model_transpose_h100),
		cmocka_unit_test(test_histogram_thesis),
		cmocka_unit_test(test_histogram_h100),
		cmocka_unit_test(test_unit_limiter),
		cmocka_unit_test(test_cli_plot),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
