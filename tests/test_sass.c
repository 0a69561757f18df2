/* test_sass.c - the SASS reader on every real listing, hand counts per family, and bad input. */
#include <dirent.h>
#include "testutil.h"
#include "gpuperf/flowgraph.h"
#include "gpuperf/sass.h"
#include "util.h"

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	return tu_device_load("devices/gtx970.json", &gtx970);
}

/* Every listing in ../shared/data/ext/sass parses, with no unknown opcode, and analyses. */
static void test_all_ext_listings(void **state)
{
	const char *dir = tu_shared_path("ext/sass");
	char dirpath[2048], path[4096];
	DIR *dp;
	struct dirent *e;
	int files = 0, funcs = 0;
	(void)state;
	if (!dir)
		skip();
	snprintf(dirpath, sizeof(dirpath), "%s", dir);
	dp = opendir(dirpath);
	if (!dp)
		skip();
	while ((e = readdir(dp))) {
		struct gp_sass_file f;
		struct gp_diag d;
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dirpath, e->d_name);
		gp_diag_clear(&d);
		if (gp_sass_load(path, &f, &d) < 0) {
			print_error("%s:%d: %s\n", path, d.line, d.msg);
			fail();
		}
		for (int i = 0; i < f.n; i++) {
			struct gp_flowgraph *c = NULL;
			if (f.funcs[i].n_unknown) {
				print_error("%s: %s: unknown opcode %s\n", path, f.funcs[i].name,
					    f.funcs[i].unknown_ops[0]);
				fail();
			}
			assert_true(f.funcs[i].sm >= 35 && f.funcs[i].sm <= 90);
			assert_int_equal(gp_flowgraph_build(&f.funcs[i], &gtx970, NULL, &c, &d), 0);
			gp_flowgraph_free(c);
			funcs++;
		}
		gp_sass_file_release(&f);
		files++;
	}
	closedir(dp);
	assert_true(files >= 29);
	assert_true(funcs >= 40);
}

static struct gp_flowgraph *one(const char *rel, const char *func, int sm, struct gp_sass_file *f)
{
	const char *path = tu_shared_path(rel);
	const struct gp_sass_func *fn;
	struct gp_diag d;
	struct gp_flowgraph *c = NULL;
	if (!path || gp_sass_load(path, f, &d) < 0)
		return NULL;
	fn = gp_sass_find(f, func, sm, &d);
	if (!fn || gp_flowgraph_build(fn, &gtx970, NULL, &c, &d) < 0) {
		gp_sass_file_release(f);
		return NULL;
	}
	return c;
}

/*
 * Kepler (sm_35, cuobjdump, no space before ';'): _Z4moveiPdS_S_PKdS1_S1_S1_
 * counted by hand from the listing: 38 instructions up to EXIT, 3 DFMA,
 * 4 LDG + 3 LD + 3 ST (all .64: 10 x 8 bytes x 32 = 2560), 25 others.
 */
static void test_kepler_counts(void **state)
{
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	(void)state;
	if (!tu_shared_path("ext/sass"))
		skip();
	c = one("ext/sass/celeritas_view-vs-ref_saxpy_move.sm_35.cuobjdump.s", NULL, 0, &f);
	assert_non_null(c);
	assert_int_equal(gp_flowgraph_summary(c)->reachable, 38);
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP64], "3");
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_LSU], "10");
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP32], "25");
	assert_string_equal(gp_flowgraph_summary(c)->gmem_bytes, "2560");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/*
 * Maxwell (sm_52, dual issue with the encoding pushed to the next line and
 * no ';'): extern "C" kernel, c = a + b. By hand: 19 instructions to EXIT,
 * LDG x2 + STG = 3 LSU, 16 others, one { } pair: 18 issue slots, 384 bytes.
 * The hand-annotated copy after it is the same function and is dropped.
 */
static void test_maxwell_counts(void **state)
{
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	(void)state;
	if (!tu_shared_path("ext/sass"))
		skip();
	c = one("ext/sass/pavleandric_sass_txt_kernel_intadd.sm_52.annotated.txt", "kernel", 52, &f);
	assert_non_null(c);
	assert_int_equal(f.n, 1);
	assert_int_equal(f.duplicates, 1);
	assert_int_equal(gp_flowgraph_summary(c)->reachable, 19);
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_LSU], "3");
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP32], "16");
	assert_string_equal(gp_flowgraph_summary(c)->issued, "18");
	assert_int_equal(gp_flowgraph_summary(c)->dual_pairs, 1);
	assert_string_equal(gp_flowgraph_summary(c)->gmem_bytes, "384");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/*
 * Volta (sm_70, blank line after every instruction): _Z6mylog2Pf: MOV, @!PT
 * SHFL, S2R, MOV, IMAD.WIDE.U32, LDG, MUFU.LG2, STG, EXIT = 9; 1 SFU, 2 LSU.
 */
static void test_volta_counts(void **state)
{
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	const struct gp_sass_func *fn;
	(void)state;
	if (!tu_shared_path("ext/sass"))
		skip();
	c = one("ext/sass/celeritas_logs_log2-float_mylog2f.sm_70.cuobjdump_noenc.s", NULL, 0, &f);
	assert_non_null(c);
	fn = &f.funcs[0];
	assert_int_equal(gp_flowgraph_summary(c)->reachable, 9);
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_SFU], "1");
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_LSU], "2");
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP32], "6");
	assert_string_equal(gp_flowgraph_summary(c)->gmem_bytes, "256");
	/* IMAD.WIDE writes a pair; the load reads it */
	assert_int_equal(fn->ins[4].ndst, 2);
	assert_int_equal(fn->ins[4].dst[1], GP_REG_R(3));
	assert_int_equal(fn->ins[5].src[1], GP_REG_R(3));
	assert_true(fn->ins[1].never);
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/*
 * Turing (sm_75): the tiled matrix multiply of the CUDA samples: one loop,
 * shared loads and stores and two BAR.SYNC in it.
 */
static void test_turing_loop(void **state)
{
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	(void)state;
	if (!tu_shared_path("ext/sass"))
		skip();
	c = one("ext/sass/marek_cuassembler_gemm_tiled_matrixMul16.sm_75.sass", NULL, 0, &f);
	assert_non_null(c);
	assert_int_equal(gp_flowgraph_nloops(c), 1);
	assert_non_null(strstr(gp_flowgraph_summary(c)->smem_bytes, "*loop1"));
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/*
 * Ampere (sm_80 nvdisasm): write_float (indexing): MOV, S2R, HFMA2.MMA, MOV,
 * ULDC.64, S2R, IMAD, IMAD.WIDE.U32, STG, EXIT = 10; ULDC and STG on the LSU,
 * HFMA2 on the FP32 cores; one 4-byte store = 128 bytes. The BRA .L_x_0 /
 * NOP padding is not reachable.
 */
static void test_ampere_counts(void **state)
{
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	(void)state;
	if (!tu_shared_path("ext/sass"))
		skip();
	c = one("ext/sass/librecuda_indexing.sm_80.nvdisasm.asm", "write_float", 80, &f);
	assert_non_null(c);
	assert_int_equal(f.funcs[0].n, 24);
	assert_int_equal(gp_flowgraph_summary(c)->reachable, 10);
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_LSU], "2");
	assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_FP32], "8");
	assert_string_equal(gp_flowgraph_summary(c)->gmem_bytes, "128");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/* nvdisasm: labels, `(.L_x_N) targets, a CALL.REL.NOINC loop exit, the internal subroutine */
static void test_nvdisasm_labels(void **state)
{
	struct gp_sass_file f;
	struct gp_flowgraph *c;
	const struct gp_sass_func *fn;
	int bra = -1;
	(void)state;
	if (!tu_shared_path("ext/sass"))
		skip();
	c = one("ext/sass/librecuda_async_write_float_dloop.sm_80.nvdisasm.asm", NULL, 0, &f);
	assert_non_null(c);
	fn = &f.funcs[0];
	assert_int_equal(fn->regs_hint, 22);
	for (int i = 0; i < fn->n; i++)
		if (fn->ins[i].addr == 0x1460)
			bra = i;
	assert_true(bra > 0);
	assert_int_equal(fn->ins[fn->ins[bra].target].addr, 0x30);
	assert_int_equal(gp_flowgraph_nloops(c), 1);
	assert_string_equal(gp_flowgraph_loop(c, 0)->name, ".L_x_1");
	/* 320 dependent DADDs at 48 cycles each plus the back edge */
	assert_string_equal(gp_flowgraph_loop(c, 0)->iter_text, "15360");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/* Several architectures of one kernel: --arch picks; without it the choice is ambiguous. */
static void test_multi_arch(void **state)
{
	const char *path = tu_shared_path("ext/sass/accelsim_tensor_bw_half_max_flops_half.sm70_75_80_86.sass.txt");
	struct gp_sass_file f;
	struct gp_diag d;
	const struct gp_sass_func *fn;
	(void)state;
	if (!path)
		skip();
	assert_int_equal(gp_sass_load(path, &f, &d), 0);
	assert_int_equal(f.n, 4);
	assert_null(gp_sass_find(&f, NULL, 0, &d));
	tu_assert_contains(d.hint, "{sass.function}");
	fn = gp_sass_find(&f, "void max_flops<__half>(unsigned long*, unsigned long*, __half*, "
			      "__half*, __half*, unsigned int)", 86, &d);
	assert_non_null(fn);
	assert_int_equal(fn->sm, 86);
	assert_null(gp_sass_find(&f, NULL, 52, &d));
	tu_assert_contains(d.msg, "no code for sm_52");
	gp_sass_file_release(&f);
}

static void expect_error(const char *text, size_t len, int line, const char *msg)
{
	struct gp_sass_file f;
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_true(gp_sass_parse(text, len, "bad.sass", &f, &d) < 0);
	tu_assert_contains(d.msg, msg);
	assert_int_equal(d.line, line);
	assert_string_equal(d.file, "bad.sass");
	assert_true(d.hint[0] != '\0' || line > 0);
	assert_int_equal(f.n, 0);
}

static void test_errors(void **state)
{
	static const char head[] = "\tcode for sm_52\n\t\tFunction : k\n";
	char buf[20000];
	(void)state;
	expect_error("hello world\nthis is not sass\n", 29, 0, "no SASS code found");
	expect_error("", 0, 0, "no SASS code found");
	snprintf(buf, sizeof(buf), "%s        /*0008*/  MOV R300, RZ ;\n", head);
	expect_error(buf, strlen(buf), 3, "register R300 out of range");
	snprintf(buf, sizeof(buf), "%s        /*0008*/  LDG.E R0, [R2 ;\n", head);
	expect_error(buf, strlen(buf), 3, "unbalanced brackets");
	snprintf(buf, sizeof(buf), "%s        /*0008*/  @Q0 EXIT ;\n", head);
	expect_error(buf, strlen(buf), 3, "malformed guard");
	snprintf(buf, sizeof(buf), "%s        /*0008*/  mov r0 ;\n", head);
	expect_error(buf, strlen(buf), 3, "malformed instruction");
	snprintf(buf, sizeof(buf), "%s        /*0010*/  NOP ;\n        /*0008*/  NOP ;\n", head);
	expect_error(buf, strlen(buf), 4, "addresses go backwards");
	/* truncated: a function header and nothing after it */
	expect_error(head, strlen(head), 2, "has no instructions");
	/* binary */
	memcpy(buf, "\x7f" "ELF\0\0\0", 7);
	expect_error(buf, 7, 1, "binary data");
	/* enormous line */
	memset(buf, 'A', sizeof(buf) - 1);
	buf[sizeof(buf) - 1] = '\0';
	expect_error(buf, strlen(buf), 1, "line longer than");
}

/* Unknown opcodes are kept and reported, never fatal. */
static void test_unknown_opcode(void **state)
{
	static const char text[] = "\tcode for sm_80\n\t\tFunction : k\n"
				   "        /*0000*/  FROB.X R0, R1 ;\n"
				   "        /*0010*/  EXIT ;\n";
	struct gp_sass_file f;
	struct gp_diag d;
	struct gp_flowgraph *c;
	(void)state;
	assert_int_equal(gp_sass_parse(text, strlen(text), "t", &f, &d), 0);
	assert_int_equal(f.funcs[0].n_unknown, 1);
	assert_string_equal(f.funcs[0].unknown_ops[0], "FROB");
	assert_int_equal(f.funcs[0].ins[0].dst[0], GP_REG_R(0));
	assert_int_equal(gp_flowgraph_build(&f.funcs[0], &gtx970, NULL, &c, &d), 0);
	tu_assert_contains(gp_flowgraph_warning(c, 0), "FROB");
	gp_flowgraph_free(c);
	gp_sass_file_release(&f);
}

/* Operand forms: predicates as destinations, carry-out predicates, uniform registers. */
static void test_operands(void **state)
{
	static const char text[] = "\tcode for sm_75\n\t\tFunction : k\n"
				   "        /*0000*/  ISETP.GE.AND P0, PT, R0, c[0x0][0x160], PT ;\n"
				   "        /*0010*/  IADD3 R4, P1, R2, R3, RZ ;\n"
				   "        /*0020*/  IADD3.X R5, R6, R7, RZ, P1, !PT ;\n"
				   "        /*0030*/  LOP3.LUT P2, RZ, R8, 0x7, RZ, 0xc0, !PT ;\n"
				   "        /*0040*/  @!P0 DADD R10, R12, R14 ;\n"
				   "        /*0050*/  STS.128 [R1+0x10], R20 ;\n"
				   "        /*0060*/  UIADD3 UR4, UR4, 0x1, URZ ;\n"
				   "        /*0070*/  EXIT ;\n";
	struct gp_sass_file f;
	struct gp_diag d;
	const struct gp_sass_ins *in;
	(void)state;
	assert_int_equal(gp_sass_parse(text, strlen(text), "t", &f, &d), 0);
	in = f.funcs[0].ins;
	assert_int_equal(in[0].ndst, 1);
	assert_int_equal(in[0].dst[0], GP_REG_P(0));
	assert_int_equal(in[1].ndst, 2);
	assert_int_equal(in[1].dst[1], GP_REG_P(1));
	assert_int_equal(in[2].ndst, 1);
	assert_int_equal(in[2].src[2], GP_REG_P(1));
	assert_int_equal(in[3].dst[0], GP_REG_P(2));
	assert_int_equal(in[4].ndst, 2);
	assert_int_equal(in[4].nsrc, 5);      /* two pairs and the guard */
	assert_int_equal(in[4].src[4], GP_REG_P(0));
	assert_int_equal(in[5].width_bytes, 16);
	assert_int_equal(in[5].nsrc, 5);      /* address R1, data R20..R23 */
	assert_int_equal(in[6].dst[0], GP_REG_UR(4));
	gp_sass_file_release(&f);
}

/* ==== Listing integrity ==== */

static char *read_text(const char *path, size_t *len)
{
	struct gp_diag d;
	char *t;
	gp_diag_clear(&d);
	t = gp_read_file(path, 0, len, &d);
	assert_non_null(t);
	return t;
}

/* The listing with the instruction text of line `line` (1-based) blanked, as CUDA 11.8's
 * disassemblers print what they cannot decode: the line keeps only its encoding comment. */
static void blank_line(char *t, int line)
{
	char *p = t, *enc;
	for (int i = 1; i < line; i++)
		p = strchr(p, '\n') + 1;
	enc = strstr(p, "/* 0x");
	assert_non_null(enc);
	assert_true(enc < strchr(p, '\n'));
	memset(p, ' ', (size_t)(enc - p));
}

static void expect_refused(const char *text, size_t len, const char *name, int line,
			   const char *msg, const char *hint)
{
	struct gp_sass_file f;
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_true(gp_sass_parse(text, len, name, &f, &d) < 0);
	tu_assert_contains(d.msg, msg);
	tu_assert_contains(d.hint, hint);
	assert_int_equal(d.line, line);
	assert_string_equal(d.file, name);
}

/* A function whose PCs have a gap or a repeat: the file parses, the function is marked and
 * refused when selected (gp_sass_find) with the error naming the PCs at its line; the
 * listing's other functions stay usable. Returns the number of whole functions. */
static int expect_broken(const char *text, size_t len, const char *name, const char *func,
			 int line, const char *msg, const char *hint)
{
	struct gp_sass_file f;
	struct gp_diag d;
	int whole = 0, broken = 0;
	gp_diag_clear(&d);
	assert_int_equal(gp_sass_parse(text, len, name, &f, &d), 0);
	gp_diag_clear(&d);
	assert_null(gp_sass_find(&f, func, 0, &d));
	assert_int_equal(d.code, GP_EPARSE);
	tu_assert_contains(d.msg, msg);
	tu_assert_contains(d.hint, hint);
	assert_int_equal(d.line, line);
	assert_string_equal(d.file, name);
	for (int i = 0; i < f.n; i++) {
		struct gp_diag d2;
		gp_diag_clear(&d2);
		if (strcmp(f.funcs[i].name, func) == 0) {
			assert_int_equal(gp_sass_func_check(&f.funcs[i], &d2), -GP_EPARSE);
			assert_string_equal(d2.msg, d.msg);
			broken++;
		} else {
			assert_int_equal(gp_sass_func_check(&f.funcs[i], &d2), 0);
			assert_ptr_equal(gp_sass_find(&f, f.funcs[i].name, f.funcs[i].sm, &d2),
					 &f.funcs[i]);
			whole++;
		}
	}
	assert_int_equal(broken, 1);
	gp_sass_file_release(&f);
	return whole;
}

static void test_pc_gaps_refused(void **state)
{
	size_t len;
	char *t;
	(void)state;
	/* the committed sm_90 listings of calls.cu: the 11.8 cuobjdump and nvdisasm print
	 * clampi's VIMNMX (encoding 0x0000000400007c48) as a blank line */
	t = read_text("kernels/sass/calls.sm_90.sass", &len);
	/* (switch_pick, its other kernel, stays usable) */
	assert_int_equal(expect_broken(t, len, "calls.sm_90.sass", "_Z10call_clampPKfPfi", 198,
				       "'_Z10call_clampPKfPfi' (sm_90): no instruction at PC 0x01d0 "
				       "(between 0x01c0 and 0x01e0)", "CUDA 12.0 or newer"), 1);
	free(t);
	t = read_text("kernels/sass/calls_rdc.sm_90.nvdisasm.asm", &len);
	/* clampi, a device function of its own under -rdc: switch_pick and call_clamp whole */
	assert_int_equal(expect_broken(t, len, "calls_rdc.sm_90.asm", "_Z6clampiiii", 462,
				       "no instruction at PC 0x0010", "VIMNMX"), 2);
	free(t);
	/* Volta+: vecadd sm_80 with 0x0060 blanked (line 17), then 0x0060 and 0x0070 */
	t = read_text("kernels/sass/vecadd.sm_80.sass", &len);
	blank_line(t, 17);
	expect_broken(t, len, "v80.sass", "_Z6vecaddPKfS0_Pfi", 19, "'_Z6vecaddPKfS0_Pfi' (sm_80): "
		      "no instruction at PC 0x0060 (between 0x0050 and 0x0070)", "CUDA 11.0 or newer");
	blank_line(t, 19);
	expect_broken(t, len, "v80.sass", "_Z6vecaddPKfS0_Pfi", 21, "no instructions at PCs "
		      "0x0060..0x0070 (2 missing between 0x0050 and 0x0080)", "older than sm_80");
	free(t);
	/* Pascal: 0x0050 of a control group (0x0048, 0x0050, 0x0058 after the word at 0x0040) */
	t = read_text("kernels/sass/vecadd.sm_61.sass", &len);
	blank_line(t, 15);
	expect_broken(t, len, "v61.sass", "_Z6vecaddPKfS0_Pfi", 16, "no instruction at PC 0x0050 "
		      "(between 0x0048 and 0x0058)", "CUDA 8.0 or newer");
	free(t);
	/* a PC listed twice */
	{
		static const char twice[] = "\tcode for sm_80\n\t\tFunction : k\n"
			"        /*0000*/                   MOV R1, c[0x0][0x28] ;\n"
			"        /*0010*/                   EXIT ;\n"
			"        /*0010*/                   EXIT ;\n";
		expect_broken(twice, sizeof(twice) - 1, "twice.sass", "k", 5, "PC 0x0010 is listed "
			      "twice (lines 4 and 5)", "regenerate");
	}
	/* an address and an encoding, no text: an unreadable line still refuses the file */
	{
		static const char bare[] = "\tcode for sm_80\n\t\tFunction : k\n"
			"        /*0000*/                   MOV R1, c[0x0][0x28] ;\n"
			"        /*0010*/   /* 0x0000000400007c48 */\n"
			"        /*0020*/                   EXIT ;\n";
		expect_refused(bare, sizeof(bare) - 1, "bare.sass", 4, "PC 0x0010 is listed with its "
			       "encoding but no instruction", "could not decode");
	}
}

/* Every committed listing parses (kernels/sass, tests/data, the shared ones), and three
 * sm_90 listings hold a broken function each (VIMNMX blank in CUDA 11.8): call_clamp in
 * calls.sm_90.sass, clampi in calls_rdc.sm_90.nvdisasm.asm (test_pc_gaps_refused), and
 * matvec_tiled in matvec_tiled.sm_90.sass (test_emu_arith). */
static void test_committed_listings_whole(void **state)
{
	static const char *const dirs[] = { "kernels/sass", "tests/data/accelwattch/sass",
					    "tests/data/transpose_h100/sass" };
	int files = 0, refused = 0;
	(void)state;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		DIR *dp = opendir(dirs[i]);
		struct dirent *e;
		assert_non_null(dp);
		while ((e = readdir(dp))) {
			char path[600];
			struct gp_sass_file f;
			struct gp_diag d;
			if (!strstr(e->d_name, ".sass") && !strstr(e->d_name, ".asm"))
				continue;
			snprintf(path, sizeof(path), "%s/%s", dirs[i], e->d_name);
			gp_diag_clear(&d);
			if (gp_sass_load(path, &f, &d) < 0) {
				print_error("%s:%d: %s\n", path, d.line, d.msg);
				fail();
			}
			for (int k = 0; k < f.n; k++) {
				if (!f.funcs[k].broken)
					continue;
				if (strcmp(e->d_name, "calls.sm_90.sass") != 0 &&
				    strcmp(e->d_name, "calls_rdc.sm_90.nvdisasm.asm") != 0 &&
				    strcmp(e->d_name, "matvec_tiled.sm_90.sass") != 0) {
					print_error("%s:%d: %s\n", path, f.funcs[k].broken->line,
						    f.funcs[k].broken->msg);
					fail();
				}
				refused++;
			}
			gp_sass_file_release(&f);
			files++;
		}
		closedir(dp);
	}
	assert_int_equal(refused, 3);
	assert_true(files > 100);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_all_ext_listings),
		cmocka_unit_test(test_kepler_counts),
		cmocka_unit_test(test_maxwell_counts),
		cmocka_unit_test(test_volta_counts),
		cmocka_unit_test(test_turing_loop),
		cmocka_unit_test(test_ampere_counts),
		cmocka_unit_test(test_nvdisasm_labels),
		cmocka_unit_test(test_multi_arch),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_unknown_opcode),
		cmocka_unit_test(test_operands),
		cmocka_unit_test(test_pc_gaps_refused),
		cmocka_unit_test(test_committed_listings_whole),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
