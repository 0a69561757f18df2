/* test_sass_stall.c - the stall counts of a listing's control codes (sass.c control_word): decoded
 * from the upper 64 bits cuobjdump lists after each sm_70+ instruction, or from the control
 * word before each group of three on Maxwell and Pascal, carried through
 * the descriptor, and used as the issue gap on the model's critical path (critpath.c) and in
 * the engine (engine_sm.c). Figures hand-derived from the control words and from
 * devices/v100.json (FP32 latency 4, dependent-issue latency 2, block replacement 330). */
#include <string.h>

#include "gpuperf/flowgraph.h"
#include "gpuperf/critpath.h"
#include "gpuperf/engine.h"
#include "gpuperf/sass.h"
#include "testutil.h"
#include "util.h"

/* Four instructions of an sm_70 listing as cuobjdump prints them. The upper words' bits 41-44:
 * 0x000fc4... -> 0xfc4 >> 1 = 0x7e2, low nibble 2; 0x000fcc... -> 0x7e6: 6; 0x000fd8... ->
 * 0x7ec: 12; 0x000fea... -> 0x7f5: 5. */
static const char volta[] =
	"\tcode for sm_70\n\t\tFunction : k\n"
	"\t.headerflags    @\"EF_CUDA_SM70 EF_CUDA_PTX_SM(EF_CUDA_SM70)\"\n"
	"        /*0000*/                   FFMA R1, R0, R0, R0 ;          /* 0x0000000000017223 */\n"
	"                                                                    /* 0x000fc40000000000 */\n"
	"        /*0010*/                   FFMA R2, R0, R0, R0 ;          /* 0x0000000000027223 */\n"
	"                                                                    /* 0x000fcc0000000000 */\n"
	"        /*0020*/                   FSETP.GT.AND P0, PT, R0, RZ, PT ; /* 0x000000ff0000720b */\n"
	"                                                                    /* 0x000fd80003f04000 */\n"
	"        /*0030*/                   EXIT ;                         /* 0x000000000000794d */\n"
	"                                                                    /* 0x000fea0003800000 */\n";

static void test_decodes_volta_stalls(void **state)
{
	struct gp_sass_file f;
	struct gp_diag d;
	(void)state;
	assert_int_equal(gp_sass_parse(volta, strlen(volta), "k.sass", &f, &d), 0);
	assert_int_equal(f.funcs[0].n, 4);
	assert_int_equal(f.funcs[0].ins[0].stall, 2);
	assert_int_equal(f.funcs[0].ins[1].stall, 6);
	assert_int_equal(f.funcs[0].ins[2].stall, 12);
	assert_int_equal(f.funcs[0].ins[3].stall, 5);
	/* extract's static path: the FFMAs at 0 and 2, FSETP at 8, EXIT at 20, the block's slot
	 * free 330 cycles later (v100): 350, each edge named "stall" in --explain */
	{
		struct gp_device dev;
		struct gp_flowgraph *c;
		char *why;
		tu_device("v100", &dev);
		assert_int_equal(gp_flowgraph_build(&f.funcs[0], &dev, NULL, &c, &d), 0);
		tu_assert_rel(gp_flowgraph_summary(c)->latency_cycles, 350, 1e-12);
		why = gp_flowgraph_explain(c);
		assert_non_null(why);
		tu_assert_contains(why, "  stall  ");
		free(why);
		gp_flowgraph_free(c);
	}
	gp_sass_file_release(&f);
}

/*
 * Maxwell and Pascal: a control word before each group of three instructions, 21 bits each,
 * the stall count in the low 4 (sass.c control_word). kernels/sass/branchy.sm_61.sass opens
 * with 0x001cfc00e22007f6: fields 0x7f6, 0x711, 0x73f, stalls 6, 1, 15; then 0x001fd842fec20ff1:
 * 0x20ff1, 0x217f6, 0x7f6: 1, 6, 6; then 0x001ff400fd4007ed: 13, 10, 13; then
 * 0x001f9800fe2207f0: 0x207f0 (0, the first of the dual-issue pair SHR/SSY: the next cycle),
 * 0x7f1 (1). The line after "SSY 0x3b8 }" is SSY's own encoding, not a control word.
 */
static void test_decodes_maxwell_groups(void **state)
{
	static const int want[11] = { 6, 1, 15, 1, 6, 6, 13, 10, 13, 1, 1 };
	struct gp_sass_file f;
	struct gp_diag d;
	size_t len;
	char *text = gp_read_file("kernels/sass/branchy.sm_61.sass", 0, &len, &d);
	(void)state;
	assert_non_null(text);
	assert_int_equal(gp_sass_parse(text, len, "branchy.sm_61.sass", &f, &d), 0);
	for (int i = 0; i < 11; i++)
		assert_int_equal(f.funcs[0].ins[i].stall, want[i]);
	assert_int_equal(f.funcs[0].ins[10].dual, 1);
	/* the third of that group follows SSY's encoding line, from the same control word */
	assert_int_equal(f.funcs[0].ins[11].addr, 0x78);
	assert_int_equal(f.funcs[0].ins[11].stall, 6);
	gp_sass_file_release(&f);
	free(text);
}

/* Kepler's control words (one before seven instructions) are not read. */
static void test_kepler_untouched(void **state)
{
	static const char kepler[] =
		"\tcode for sm_35\n\t\tFunction : k\n"
		"                                                                    /* 0x08a0bc80b0a0a0a0 */\n"
		"        /*0008*/                   MOV R1, c[0x0][0x44] ;         /* 0x64c03c00089c0006 */\n"
		"        /*0010*/                   FFMA R2, R0, R0, R0 ;          /* 0xcc000000001c0002 */\n"
		"        /*0018*/                   EXIT ;                         /* 0x18000000001c003c */\n";
	struct gp_sass_file f;
	struct gp_diag d;
	(void)state;
	assert_int_equal(gp_sass_parse(kepler, strlen(kepler), "k.sass", &f, &d), 0);
	assert_int_equal(f.funcs[0].n, 3);
	for (int i = 0; i < 3; i++)
		assert_int_equal(f.funcs[0].ins[i].stall, 0);
	gp_sass_file_release(&f);
}

/* A real listing: inverseCNDKernel (quasirandomGenerator, CUDA 11.8 ptxas for sm_70, the
 * AccelWattch set). At 0x0700 IMAD R2, R5, R2 has upper word 0x000fca..., stall 5; at 0x0760
 * the FSETP that the branch at 0x0770 reads has 0x000fd8..., 12 (a predicate's latency);
 * the branch 0x000fea..., 5. */
static void test_real_listing(void **state)
{
	struct gp_sass_file f;
	struct gp_diag d;
	size_t len;
	char *text = gp_read_file("tests/data/accelwattch/sass/quasirandomGenerator.sm_70.sass", 0,
				  &len, &d);
	int fn = -1, seen = 0;
	(void)state;
	assert_non_null(text);
	assert_int_equal(gp_sass_parse(text, len, "quasirandomGenerator.sm_70.sass", &f, &d), 0);
	for (int i = 0; i < f.n; i++)
		if (strcmp(f.funcs[i].name, "_Z16inverseCNDKernelPfPjj") == 0)
			fn = i;
	assert_true(fn >= 0);
	for (int i = 0; i < f.funcs[fn].n; i++) {
		const struct gp_sass_ins *in = &f.funcs[fn].ins[i];
		assert_true(in->stall >= 1 && in->stall <= 15);
		if (in->addr == 0x700)
			assert_int_equal(in->stall, 5), seen++;
		if (in->addr == 0x760)
			assert_int_equal(in->stall, 12), seen++;
		if (in->addr == 0x770)
			assert_int_equal(in->stall, 5), seen++;
	}
	assert_int_equal(seen, 3);
	gp_sass_file_release(&f);
	free(text);
}

/* Three independent FFMAs, then an FADD of the third's result and EXIT; with stalls the
 * listing's 2, 6, 1, 1, 5, without them the device's dependent-issue latency (2). */
static void stall_kernel(struct gp_kernel *k, int stalls)
{
	static const int st[5] = { 2, 6, 1, 1, 5 };
	char text[2048], s[5][16];
	for (int i = 0; i < 5; i++)
		snprintf(s[i], sizeof(s[i]), stalls ? ", \"stall\": %d" : "", st[i]);
	snprintf(text, sizeof(text),
		 "{ \"name\": \"stalls\", \"fidelity\": \"sass\", \"regs_per_thread\": 8,"
		 " \"per_warp\": { \"ins_fp32\": 4, \"ins_ctrl\": 1, \"ins_issued\": 5, \"latency_bound\": 1 },"
		 " \"program\": { \"instructions\": ["
		 "{ \"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"src\": [\"R0\"]%s },"
		 "{ \"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R0\"]%s },"
		 "{ \"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R3\"], \"src\": [\"R0\"]%s },"
		 "{ \"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R4\"], \"src\": [\"R3\"]%s },"
		 "{ \"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true%s } ] } }",
		 s[0], s[1], s[2], s[3], s[4]);
	tu_kernel_text(k, text, "stalls.json");
}

/*
 * The critical path by hand. Without stalls the FFMAs issue at 0, 2, 4; the FADD waits for
 * R3 (4 + 4 = 8) and its result is ready at 12; the block's slot frees 330 cycles later: 342.
 * With them they issue at 0, 2 and 8 (after the second's 6), the FADD at max(8 + 1, 8 + 4) =
 * 12, its result at 16: 346. The stall counts survive the descriptor's text round trip.
 */
static void test_critical_path_by_hand(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	double cycles[2];
	(void)state;
	tu_device("v100", &dev);
	for (int s = 0; s < 2; s++) {
		struct gp_kernel k;
		stall_kernel(&k, s);
		assert_int_equal(k.program->ins[1].stall, s ? 6 : 0);
		assert_int_equal(gp_critpath_program(&dev, &k, NULL, 0, &cycles[s], &d), 0);
		gp_kernel_release(&k);
	}
	tu_assert_rel(cycles[0], 342, 1e-12);
	tu_assert_rel(cycles[1], 346, 1e-12);
}

/* The engine issues the same schedule: the FADD at 8 without stalls (R3's result), at 12 with
 * them; EXIT 2 (ILP) and 1 (its stall) cycles later: one warp ends 10 -> 13, 3 cycles later. */
static void test_engine_by_hand(void **state)
{
	struct gp_device dev;
	struct gp_engine_result r[2];
	(void)state;
	tu_device("v100", &dev);
	for (int s = 0; s < 2; s++) {
		struct gp_kernel k;
		stall_kernel(&k, s);
		tu_engine_run(&dev, &k, 1, 32, &r[s]);
		gp_kernel_release(&k);
	}
	printf("  engine: %llu cycles without stalls, %llu with\n", (unsigned long long)r[0].cycles,
	       (unsigned long long)r[1].cycles);
	assert_int_equal(r[1].cycles - r[0].cycles, 3);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_decodes_volta_stalls),
		cmocka_unit_test(test_decodes_maxwell_groups),
		cmocka_unit_test(test_kepler_untouched),
		cmocka_unit_test(test_real_listing),
		cmocka_unit_test(test_critical_path_by_hand),
		cmocka_unit_test(test_engine_by_hand),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
