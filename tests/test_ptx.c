/* test_ptx.c - the PTX path: our kernels' PTX from the local nvcc, hand counts and timing, bad input. */
#include "testutil.h"
#include "gpuperf/flowgraph.h"
#include "gpuperf/ptx.h"

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	return tu_device_load("devices/gtx970.json", &gtx970);
}

/*
 * vecadd.ptx by hand: 22 statements, the 4 ld.param left out -> 18; two
 * ld.global and one st.global (3 x 4 x 32 = 384 bytes); critical path on
 * the GTX 970 table: ... mad 12 -> setp 25 (13) -> bra 31 -> ... -> ld 65,
 * ld 68 -> add.f32 418 (350) -> add.s64 427 -> st 433 -> ret 436, +150 = 586.
 */
static void test_vecadd(void **state)
{
	struct gp_sass_file f;
	struct gp_diag d;
	struct gp_flowgraph *c;
	struct gp_kernel k;
	(void)state;
	assert_int_equal(gp_ptx_load("kernels/ptx/vecadd.ptx", &f, &d), 0);
	assert_int_equal(f.n, 1);
	assert_int_equal(f.funcs[0].source, GP_SRC_PTX);
	assert_int_equal(f.funcs[0].sm, 75);
	assert_int_equal(f.funcs[0].n, 18);
	assert_string_equal(f.funcs[0].display_name, "vecadd(float const*, float const*, float*, int)");
	assert_int_equal(f.funcs[0].ins[3].iclass, GP_IC_IMUL);
	assert_int_equal(f.funcs[0].ins[17].flow, GP_FLOW_EXIT);
	assert_int_equal(gp_flowgraph_build(&f.funcs[0], &gtx970, NULL, &c, &d), 0);
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_LSU], "3");
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP32], "15");
	assert_string_equal(gp_flowgraph_summary(c)->gmem_bytes, "384");
	assert_string_equal(gp_flowgraph_summary(c)->latency, "586");
	gp_kernel_init(&k);
	assert_int_equal(gp_flowgraph_fill_kernel(c, &k, &d), 0);
	assert_int_equal(k.fidelity, GP_FID_PTX);
	/* virtual registers were coloured onto R/P registers for the engine */
	assert_int_equal(k.program->n, 18);
	assert_int_equal(k.program->ins[4].dst[0], 256);   /* setp -> P0 */
	assert_true(k.program->ins[3].nsrc == 3);
	gp_kernel_release(&k);
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/* Every kernel's PTX parses; loops come out where the source has them. */
static void test_all_kernels(void **state)
{
	static const struct { const char *name; int loops; } k[] = {
		{ "vecadd", 0 }, { "saxpy_loop", 1 }, { "reduce", 1 }, { "matmul_tiled", 1 },
		{ "matmul_naive", 1 }, { "transpose", 0 }, { "stencil1d", 0 }, { "jacobi2d", 0 },
		{ "histogram", 1 }, { "daxpy", 1 }, { "sfu", 0 }, { "dot", 1 },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(k) / sizeof(k[0]); i++) {
		char path[256];
		struct gp_sass_file f;
		struct gp_diag d;
		struct gp_flowgraph *c;
		snprintf(path, sizeof(path), "kernels/ptx/%s.ptx", k[i].name);
		assert_int_equal(gp_ptx_load(path, &f, &d), 0);
		assert_int_equal(f.funcs[0].n_unknown, 0);
		assert_int_equal(gp_flowgraph_build(&f.funcs[0], &gtx970, NULL, &c, &d), 0);
		assert_int_equal(gp_flowgraph_nloops(c), k[i].loops);
		gp_flowgraph_free(c);
		gp_sass_file_release(&f);
	}
}

/* Classes from PTX types: fp64 in daxpy, sfu in sfu_mix, shared atomics in histogram. */
static void test_classes(void **state)
{
	struct gp_sass_file f;
	struct gp_diag d;
	struct gp_flowgraph *c;
	(void)state;
	assert_int_equal(gp_ptx_load("kernels/ptx/sfu.ptx", &f, &d), 0);
	assert_int_equal(gp_flowgraph_build(&f.funcs[0], &gtx970, NULL, &c, &d), 0);
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_SFU], "4");   /* sin, ex2, rsqrt, lg2 */
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
	assert_int_equal(gp_ptx_load("kernels/ptx/daxpy.ptx", &f, &d), 0);
	assert_int_equal(gp_flowgraph_build(&f.funcs[0], &gtx970, NULL, &c, &d), 0);
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP64], "1 + loop1");
	/* one dependent fma.rn.f64 per iteration: 48 (fp64) */
	assert_string_equal(gp_flowgraph_loop(c, 0)->iter_text, "48");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
	assert_int_equal(gp_ptx_load("kernels/ptx/histogram.ptx", &f, &d), 0);
	assert_int_equal(gp_flowgraph_build(&f.funcs[0], &gtx970, NULL, &c, &d), 0);
	assert_non_null(strstr(gp_flowgraph_summary(c)->smem_bytes, "128*loop1"));
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

static void expect_error(const char *text, int line, const char *msg)
{
	struct gp_sass_file f;
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_true(gp_ptx_parse(text, strlen(text), "bad.ptx", &f, &d) < 0);
	tu_assert_contains(d.msg, msg);
	assert_int_equal(d.line, line);
	assert_true(d.hint[0] != '\0');
}

static void test_errors(void **state)
{
	(void)state;
	expect_error("this is not ptx\n", 0, "no PTX functions found");
	expect_error(".visible .entry k(\n)\n{\n\tadd.f32 %f1, %f2, %f3;\n", 4, "not closed");
	expect_error(".entry k()\n{\n\t@ bra $L;\n}\n", 3, "malformed guard");
	expect_error(".entry k()\n{\n\tADD.F32 %f1, %f2;\n}\n", 3, "malformed instruction");
	expect_error(".entry k()\n{\n\tadd.f32 %f1, [%f2;\n}\n", 3, "unbalanced");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vecadd),
		cmocka_unit_test(test_all_kernels),
		cmocka_unit_test(test_classes),
		cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
