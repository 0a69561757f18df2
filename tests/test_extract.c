/* test_extract.c - gp_extract() called as a library (no binary): the triad's real listings
 * (kernels/sass/triad.sm_70.sass, .sm_61.sass, kernels/src/triad.cu), counted by hand from
 * the listing, statically and from an emulated launch, and its errors as data. */
#include "testutil.h"
#include "gpuperf/extract.h"

/* Counts of x's descriptor with its parameters' defaults. */
static void counts_of(const struct gp_extract_result *x, struct gp_kernel_counts *c)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_int_equal(gp_kernel_eval(&x->k, NULL, c, &d), 0);
}

static void note_count(void *ctx, const char *line)
{
	(void)line;
	++*(int *)ctx;
}

/*
 * sm_70 (V100, INT32 lanes): instructions 0x0000..0x00f0 reach an EXIT: FFMA (fp32); MOV,
 * SHFL, 2 S2R, IMAD, ISETP, MOV, 3 IMAD.WIDE (int32: 10); 2 LDG, STG (lsu); @P0 EXIT, EXIT
 * (ctrl); 16 issue slots (no dual issue); 3 accesses x 4 bytes x 32 lanes = 384 bytes a
 * warp, coalesced; 12 registers from the ptxas log.
 */
static void static_v100(void **state)
{
	struct gp_device v100;
	struct gp_flowgraph_opts co = { 0 };
	struct gp_extract_request q = { .sass = "kernels/sass/triad.sm_70.sass",
		.ptxas = "kernels/sass/triad.sm_70.ptxas.log", .func = "triad", .dev = &v100,
		.co = &co };
	struct gp_extract_result x;
	struct gp_kernel_counts c;
	struct gp_diag d;
	(void)state;
	assert_int_equal(tu_device_load("v100", &v100), 0);
	gp_params_init(&co.defaults);
	gp_diag_clear(&d);
	assert_int_equal(gp_extract(&q, &x, &d), 0);
	counts_of(&x, &c);
	assert_true(c.ins[GP_UNIT_FP32] == 1 && c.ins[GP_UNIT_INT32] == 10);
	assert_true(c.ins[GP_UNIT_LSU] == 3 && c.ins[GP_UNIT_CTRL] == 2);
	assert_true(c.ins_issued == 16 && c.gmem_bytes == 384 && c.smem_bytes == 0);
	assert_int_equal(x.k.regs_per_thread, 12);
	assert_int_equal(x.k.fidelity, GP_FID_SASS);
	assert_int_equal(x.sm, 70);
	assert_string_equal(x.func, "_Z5triadPfPKfS1_fi");
	gp_extract_result_release(&x);
}

/*
 * sm_61 (GTX 1080, no INT32 lanes): 23 instructions to the EXIT; the 3 memory ones on the
 * LSU, the other 20 (FFMA, 17 integer and NOP, @P0 EXIT and EXIT) on the FP32 cores, as
 * the descriptor's INS_CUDA counts them (GP_FOLD_INT32_CTRL); one listed pair { IADD; LDG }
 * dual-issues: 22 slots.
 */
static void static_gtx1080_fold(void **state)
{
	struct gp_device gtx1080;
	struct gp_flowgraph_opts co = { 0 };
	struct gp_extract_request q = { .sass = "kernels/sass/triad.sm_61.sass", .dev = &gtx1080,
		.co = &co };
	struct gp_extract_result x;
	struct gp_kernel_counts c;
	struct gp_diag d;
	(void)state;
	assert_int_equal(tu_device_load("gtx1080", &gtx1080), 0);
	gp_params_init(&co.defaults);
	gp_diag_clear(&d);
	assert_int_equal(gp_extract(&q, &x, &d), 0);
	counts_of(&x, &c);
	assert_true(c.ins[GP_UNIT_FP32] == 20 && c.ins[GP_UNIT_INT32] == 0);
	assert_true(c.ins[GP_UNIT_CTRL] == 0 && c.ins[GP_UNIT_LSU] == 3);
	assert_true(c.ins_issued == 22 && c.gmem_bytes == 384);
	gp_extract_result_release(&x);
}

static int n_arg(void *ctx, const struct gp_sass_func *fn, struct gp_emu_launch *l,
		 struct gp_diag *d)
{
	int rc = gp_emu_args_from_name(fn->name, l, d);
	(void)ctx;
	if (rc < 0)
		return rc;
	l->args[4].value = 128;   /* triad(a, b, c, s, n): n = 128 */
	l->args[4].given = 1;
	return 0;
}

static int done_count(void *ctx, const struct gp_emu_launch *l, const struct gp_emu_result *r,
		      struct gp_diag *d)
{
	(void)l;
	(void)d;
	*(double *)ctx = r->warps_total;
	return 0;
}

/*
 * The launch of 2 blocks of 64 threads with n = 128: every thread in range, each warp runs
 * the same 16 instructions (the guarded EXIT falls through); its 3 arrays of 128 floats
 * (1536 bytes) fit in the L2, so DRAM moves each byte once: 1536 / 4 warps = 384 a warp.
 */
static void emulated_v100(void **state)
{
	struct gp_device v100;
	struct gp_flowgraph_opts co = { 0 };
	struct gp_emu_launch l;
	double warps = 0;
	struct gp_extract_request q = { .sass = "kernels/sass/triad.sm_70.sass", .dev = &v100,
		.co = &co, .launch = &l,
		.hooks = { .ctx = &warps, .launch_prepare = n_arg, .launch_done = done_count } };
	struct gp_extract_result x;
	struct gp_kernel_counts c;
	struct gp_diag d;
	(void)state;
	assert_int_equal(tu_device_load("v100", &v100), 0);
	gp_params_init(&co.defaults);
	gp_emu_launch_init(&l);
	l.grid[0] = 2;
	l.block[0] = 64;
	gp_diag_clear(&d);
	assert_int_equal(gp_extract(&q, &x, &d), 0);
	assert_true(warps == 4);
	counts_of(&x, &c);
	assert_int_equal(x.k.fidelity, GP_FID_EMULATED);
	assert_true(c.ins[GP_UNIT_FP32] == 1 && c.ins[GP_UNIT_INT32] == 10);
	assert_true(c.ins[GP_UNIT_LSU] == 3 && c.ins[GP_UNIT_CTRL] == 2);
	assert_true(c.ins_issued == 16 && c.gmem_bytes == 384);
	assert_non_null(x.k.memory);
	assert_non_null(x.k.dynamic);
	gp_extract_result_release(&x);
}

/* errors come back as data, the notes through the hook */
static void errors(void **state)
{
	struct gp_device v100;
	struct gp_flowgraph_opts co = { 0 };
	int notes = 0;
	struct gp_extract_request q = { .sass = "kernels/sass/triad.sm_70.sass", .func = "nosuch",
		.dev = &v100, .co = &co, .hooks = { .ctx = &notes, .note = note_count } };
	struct gp_extract_result x;
	struct gp_diag d;
	(void)state;
	assert_int_equal(tu_device_load("v100", &v100), 0);
	gp_params_init(&co.defaults);
	gp_diag_clear(&d);
	assert_true(gp_extract(&q, &x, &d) < 0);
	assert_string_equal(d.file, "kernels/sass/triad.sm_70.sass");
	tu_assert_contains(d.msg, "nosuch");
	gp_extract_result_release(&x);
	/* a log without the kernel: a warning, registers unknown */
	q.func = NULL;
	q.ptxas = "kernels/sass/vecadd.sm_70.ptxas.log";
	assert_int_equal(gp_extract(&q, &x, &d), 0);
	assert_int_equal(notes, 1);
	gp_extract_result_release(&x);
	q.sass = "kernels/sass/no-such.sass";
	assert_true(gp_extract(&q, &x, &d) < 0);
	assert_int_equal(d.code, GP_EIO);
	gp_extract_result_release(&x);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(static_v100),
		cmocka_unit_test(static_gtx1080_fold),
		cmocka_unit_test(emulated_v100),
		cmocka_unit_test(errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
