/* test_flowgraph.c - loops, counts and the critical path against thesis 5.2 (saxpy2, Figure 5.2). */
#include "testutil.h"
#include "gpuperf/flowgraph.h"
#include "gpuperf/sass.h"

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	return tu_device_load("devices/gtx970.json", &gtx970);
}

static struct gp_flowgraph *analyse_text(const char *text, const char *loopspec, struct gp_sass_file *f)
{
	struct gp_diag d;
	struct gp_flowgraph *c = NULL;
	struct gp_flowgraph_opts o;
	memset(&o, 0, sizeof(o));
	gp_params_init(&o.defaults);
	if (loopspec) {
		const char *eq = strchr(loopspec, '=');
		snprintf(o.specs[0].key, sizeof(o.specs[0].key), "%.*s", (int)(eq - loopspec), loopspec);
		snprintf(o.specs[0].expr, sizeof(o.specs[0].expr), "%s", eq + 1);
		o.nspecs = 1;
	}
	gp_diag_clear(&d);
	if (gp_sass_parse(text, strlen(text), "t", f, &d) < 0) {
		print_error("%s\n", d.msg);
		return NULL;
	}
	if (gp_flowgraph_build(&f->funcs[0], &gtx970, &o, &c, &d) < 0) {
		print_error("%s\n", d.msg);
		return NULL;
	}
	return c;
}

static struct gp_flowgraph *analyse_file(const char *path, const char *func, const char *loopspec,
				   struct gp_sass_file *f, const struct gp_sass_func **fn)
{
	struct gp_diag d;
	struct gp_flowgraph *c = NULL;
	struct gp_flowgraph_opts o;
	memset(&o, 0, sizeof(o));
	gp_params_init(&o.defaults);
	if (loopspec) {
		const char *eq = strchr(loopspec, '=');
		snprintf(o.specs[0].key, sizeof(o.specs[0].key), "%.*s", (int)(eq - loopspec), loopspec);
		snprintf(o.specs[0].expr, sizeof(o.specs[0].expr), "%s", eq + 1);
		o.nspecs = 1;
	}
	if (gp_sass_load(path, f, &d) < 0) {
		print_error("%s: %s\n", path, d.msg);
		return NULL;
	}
	*fn = gp_sass_find(f, func, 0, &d);
	if (!*fn || gp_flowgraph_build(*fn, &gtx970, &o, &c, &d) < 0) {
		print_error("%s\n", d.msg);
		return NULL;
	}
	return c;
}

/*
 * Thesis 5.2.3: INS_CUDA = 23 + 4a, INS_issued = 23 + 3 - 3 + 4a, GMem bytes =
 * 3 x 4 x 32 = 384; 5.2.2: the loop's critical path is 24 cycles (IADD32I ->
 * ISETP -> BRA, 6 + 6, plus the taken branch 12) and eq. 5.1 gives 942 + 24a.
 */
static void test_thesis_saxpy2(void **state)
{
	const char *path = tu_shared_path("thesis_saxpy2_sm52.sass");
	struct gp_sass_file f;
	const struct gp_sass_func *fn;
	struct gp_flowgraph *c;
	const struct gp_flowgraph_summary *s;
	double constant;
	(void)state;
	if (!path)
		skip();
	c = analyse_file(path, NULL, "1=a", &f, &fn);
	assert_non_null(c);
	s = gp_flowgraph_summary(c);
	assert_string_equal(s->ins[GP_UNIT_FP32], "23 + 4*a");
	assert_string_equal(s->ins[GP_UNIT_LSU], "3");
	assert_string_equal(s->ins[GP_UNIT_INT32], "0");
	assert_string_equal(s->issued, "23 + 4*a");
	assert_string_equal(s->gmem_bytes, "384");
	assert_string_equal(s->smem_bytes, "0");
	assert_int_equal(s->reachable, 30);      /* lines 1-30 of Figure 5.2 */
	assert_int_equal(s->dual_pairs, 3);
	assert_int_equal(gp_flowgraph_nloops(c), 1);
	assert_string_equal(gp_flowgraph_loop(c, 0)->iter_text, "24");
	assert_int_equal(fn->ins[gp_flowgraph_loop(c, 0)->head].addr, 0xd0);
	/* "C + 24*a" with C within 10% of 942 */
	assert_int_equal(sscanf(s->latency, "%lf + 24*a", &constant), 1);
	tu_assert_rel(constant, 942, 0.10);
	tu_assert_rel(constant, 936, 1e-12);   /* edge by edge, and the 6 to 942: test_flowgraph_latency_bound.c */
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

static void test_thesis_saxpy2_explain(void **state)
{
	const char *path = tu_shared_path("thesis_saxpy2_sm52.sass");
	struct gp_sass_file f;
	const struct gp_sass_func *fn;
	struct gp_flowgraph *c;
	char *x;
	(void)state;
	if (!path)
		skip();
	c = analyse_file(path, NULL, "0xd0=a", &f, &fn);
	assert_non_null(c);
	x = gp_flowgraph_explain(c);
	assert_non_null(x);
	/* the second load waits 350 cycles (Table 4.2, global), the end 150 (Table 4.1) */
	tu_assert_contains(x, "350  reg R5       0x0128   FADD R0, R0, R5");
	tu_assert_contains(x, "150  block end");
	tu_assert_contains(x, "latency bound: 936 + 24*a = 960 cycles");
	tu_assert_contains(x, "6  reg R4       0x00d8   ISETP.LT.AND P0, PT, R4, c[0x0][0x144], PT");
	tu_assert_contains(x, "12  back edge");
	free(x);
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/* Loops without --loop get a parameter defaulting to 1, and a warning. */
static void test_default_trips(void **state)
{
	const char *path = tu_shared_path("thesis_saxpy2_sm52.sass");
	struct gp_sass_file f;
	const struct gp_sass_func *fn;
	struct gp_flowgraph *c;
	(void)state;
	if (!path)
		skip();
	c = analyse_file(path, NULL, NULL, &f, &fn);
	assert_non_null(c);
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP32], "23 + 4*loop1");
	assert_true(gp_flowgraph_loop(c, 0)->defaulted);
	assert_int_equal(gp_flowgraph_nwarnings(c), 1);
	tu_assert_contains(gp_flowgraph_warning(c, 0), "{cfg.loop} 1=EXPR");
	tu_assert_rel(gp_flowgraph_summary(c)->latency_cycles, 936 + 24, 1e-12);
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/* A bad --loop key names the loops there are. */
static void test_bad_loop_key(void **state)
{
	const char *path = tu_shared_path("thesis_saxpy2_sm52.sass");
	struct gp_sass_file f;
	struct gp_diag d;
	struct gp_flowgraph *c = NULL;
	struct gp_flowgraph_opts o;
	(void)state;
	if (!path)
		skip();
	memset(&o, 0, sizeof(o));
	snprintf(o.specs[0].key, sizeof(o.specs[0].key), "7");
	snprintf(o.specs[0].expr, sizeof(o.specs[0].expr), "a");
	o.nspecs = 1;
	assert_int_equal(gp_sass_load(path, &f, &d), 0);
	assert_int_equal(gp_flowgraph_build(&f.funcs[0], &gtx970, &o, &c, &d), -GP_ENOTFOUND);
	tu_assert_contains(d.msg, "no loop '7'");
	tu_assert_contains(d.hint, "1 = 0x00d0");
	snprintf(o.specs[0].key, sizeof(o.specs[0].key), "1");
	snprintf(o.specs[0].expr, sizeof(o.specs[0].expr), "a +");
	assert_true(gp_flowgraph_build(&f.funcs[0], &gtx970, &o, &c, &d) < 0);
	assert_string_equal(d.field, "cfg.loop 1");
	gp_sass_file_release(&f);
}

/*
 * Nested loops multiply: the inner body (2 instructions) runs a*b times.
 * Hand count: 3 outside, outer body 3 (+2 inner x b) -> 3 + 3a + 2ab.
 */
static void test_nested_loops(void **state)
{
	static const char text[] =
		"\tcode for sm_75\n\t\tFunction : nest\n"
		"        /*0000*/                   MOV R0, RZ ;\n"
		"        /*0010*/                   MOV R1, RZ ;\n"
		"        /*0020*/                   IADD3 R0, R0, 0x1, RZ ;\n"
		"        /*0030*/                   FADD R2, R2, R2 ;\n"
		"        /*0040*/               @P1 BRA 0x30 ;\n"
		"        /*0050*/                   ISETP.NE.AND P0, PT, R0, 0x10, PT ;\n"
		"        /*0060*/               @P0 BRA 0x20 ;\n"
		"        /*0070*/                   EXIT ;\n"
		"        /*0080*/                   BRA 0x80;\n";
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	struct gp_diag d;
	struct gp_flowgraph_opts o;
	const struct gp_flowgraph_summary *s;
	(void)state;
	memset(&o, 0, sizeof(o));
	gp_params_init(&o.defaults);
	snprintf(o.specs[0].key, sizeof(o.specs[0].key), "1");
	snprintf(o.specs[0].expr, sizeof(o.specs[0].expr), "a");
	snprintf(o.specs[1].key, sizeof(o.specs[1].key), "2");
	snprintf(o.specs[1].expr, sizeof(o.specs[1].expr), "b");
	o.nspecs = 2;
	assert_int_equal(gp_sass_parse(text, strlen(text), "t", &f, &d), 0);
	assert_int_equal(gp_flowgraph_build(&f.funcs[0], &gtx970, &o, &c, &d), 0);
	s = gp_flowgraph_summary(c);
	assert_int_equal(gp_flowgraph_nloops(c), 2);
	assert_int_equal(gp_flowgraph_loop(c, 1)->parent, 0);
	assert_string_equal(s->ins[GP_UNIT_FP32], "3 + 3*a + 2*b*a");
	/* inner iteration: FADD then the back edge: 3 (ilp) + 12 (taken), FADD->FADD 6 carried */
	assert_string_equal(gp_flowgraph_loop(c, 1)->iter_text, "15");
	/* the latency grows with a*b */
	assert_non_null(strstr(s->latency, "*b*a"));
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/* 64-bit address pairs and RAW through a load: LDG.E [R2.64] waits for R3 (hand timing). */
static void test_pairs_sm80(void **state)
{
	const char *path = tu_shared_path("ext/sass/librecuda_write_float.sm_80.nvdisasm.asm");
	struct gp_sass_file f;
	const struct gp_sass_func *fn;
	struct gp_flowgraph *c;
	(void)state;
	if (!path)
		skip();
	c = analyse_file(path, "write_float_ptr", NULL, &f, &fn);
	assert_non_null(c);
	/* MOV 0, IMAD.MOV 3, MOV 6, ULDC 9, LDG 12 (R2 ready 6+6), MOV 15, IMAD.MOV 18,
	 * STG waits for R3 from the load: 12 + 350 = 362, EXIT 365, + 150 */
	assert_string_equal(gp_flowgraph_summary(c)->latency, "515");
	assert_string_equal(gp_flowgraph_summary(c)->gmem_bytes, "256");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/* Carry chains before Volta: IADD.X waits for the IADD that wrote CC. */
static void test_carry(void **state)
{
	static const char text[] =
		"\tcode for sm_52\n\t\tFunction : k\n"
		"        /*0008*/                   IADD R2.CC, R6, c[0x0][0x148] ;\n"
		"        /*0010*/                   IADD32I R9, R9, 0x1 ;\n"
		"        /*0018*/                   IADD.X R3, R7, c[0x0][0x14c] ;\n"
		"        /*0028*/                   EXIT ;\n";
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	(void)state;
	c = analyse_text(text, NULL, &f);
	assert_non_null(c);
	/* IADD 0, IADD32I 3, IADD.X at 6 (CC ready 0 + 6), EXIT 9, + 150 */
	assert_string_equal(gp_flowgraph_summary(c)->latency, "159");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/*
 * A warp-shuffle loop as nvcc lays it out for sm_70+ (the max-reduction of a row softmax):
 * the back edge is the uniform `@!P3 BRA.U` to the head; after it a convergence spin
 * (`BRA` back to the VOTE) that a converged warp never takes; and the BRA.DIV fallback is an
 * out-of-line block after EXIT whose last jump returns into the loop's body. Neither of
 * those two is the loop's back edge: the loop is 0x20..0xb0, one FMNMX an iteration, and
 * the two FADDs after it (0xd0, 0xe0) run once. Merged with the return from 0x110 the loop
 * spanned the whole kernel (tail 0x110, the FADDs counted a times).
 */
static void test_shuffle_loop_layout(void **state)
{
	static const char text[] =
		"\tcode for sm_75\n\t\tFunction : shfl\n"
		"        /*0000*/                   MOV R9, 0x20 ;\n"
		"        /*0010*/                   MOV R8, RZ ;\n"
		"        /*0020*/                   SHF.R.S32.HI R13, RZ, 0x1, R9 ;\n"
		"        /*0030*/                   BRA.DIV 0x100 ;\n"
		"        /*0040*/                   SHFL.DOWN PT, R11, R8, R13, 0x1f ;\n"
		"        /*0050*/                   ISETP.GT.AND P3, PT, R9, 0x3, PT ;\n"
		"        /*0060*/                   FMNMX R8, R11, R8, !PT ;\n"
		"        /*0070*/              @!P3 BRA 0xd0 ;\n"
		"        /*0080*/                   IMAD.MOV.U32 R9, RZ, RZ, R13 ;\n"
		"        /*0090*/                   VOTE.ANY R10, PT, PT ;\n"
		"        /*00a0*/                   YIELD ;\n"
		"        /*00b0*/              @!P3 BRA.U 0x20 ;\n"
		"        /*00c0*/                   BRA 0x90 ;\n"
		"        /*00d0*/                   FADD R2, R8, R8 ;\n"
		"        /*00e0*/                   FADD R3, R2, R2 ;\n"
		"        /*00f0*/                   EXIT ;\n"
		"        /*0100*/                   MOV R12, R8 ;\n"
		"        /*0110*/                   BRA 0x50 ;\n"
		"        /*0120*/                   BRA 0x120;\n";
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	(void)state;
	c = analyse_text(text, "1=a", &f);
	assert_non_null(c);
	assert_int_equal(gp_flowgraph_nloops(c), 1);
	assert_int_equal(f.funcs[0].ins[gp_flowgraph_loop(c, 0)->head].addr, 0x20);
	assert_int_equal(f.funcs[0].ins[gp_flowgraph_loop(c, 0)->tail].addr, 0xb0);
	/* on the GTX 970 integer and branch work share the FP32 pipes: once each, MOV, MOV, the
	 * spin BRA, the FADDs, EXIT and the out-of-line MOV and BRA (8); a times, the loop's ten
	 * but SHFL (an LSU instruction): 9 */
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP32], "8 + 9*a");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_thesis_saxpy2),
		cmocka_unit_test(test_thesis_saxpy2_explain),
		cmocka_unit_test(test_default_trips),
		cmocka_unit_test(test_bad_loop_key),
		cmocka_unit_test(test_nested_loops),
		cmocka_unit_test(test_pairs_sm80),
		cmocka_unit_test(test_carry),
		cmocka_unit_test(test_shuffle_loop_layout),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
