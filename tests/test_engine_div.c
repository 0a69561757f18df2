/* test_engine_div.c - branch divergence in the program section: loader, saver, engine timing by hand. */
#include "testutil.h"
#include "gpuperf/engine.h"
#include "gpuperf/kernel.h"
#include "gpuperf/program.h"

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	if (tu_device_load("devices/gtx970.json", &gtx970) < 0)
		return -1;
	return 0;
}

static void sim(const struct gp_kernel *k, const char *param, double v, long long grid, int block,
		int jobs, struct gp_engine_result *r)
{
	struct gp_params p;
	struct gp_launch l = { .grid = grid, .block = block };
	struct gp_engine_opts o;
	struct gp_diag d;
	gp_params_init(&p);
	if (param)
		gp_params_set(&p, param, v, NULL);
	gp_engine_opts_init(&o);
	o.jobs = jobs;
	gp_diag_clear(&d);
	if (gp_engine_run(&gtx970, k, &p, &l, &o, r, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

/*
 * if (c) { 4 dependent FADDs } else { 4 dependent FMULs }; then a FADD reading
 * both results. SASS shape: the guarded branch jumps to the else side, the
 * then side ends with a branch over it; both sides reconverge at 11.
 */
#define IF_ELSE(taken)                                                                   \
	"{\"instructions\": ["                                                           \
	"{\"op\": \"ISETP\", \"class\": \"int\", \"dst\": [\"P0\"]},"                    \
	"{\"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": 7" taken "}," \
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"src\": [\"R1\"]},"  \
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"src\": [\"R1\"]},"  \
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"src\": [\"R1\"]},"  \
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"src\": [\"R1\"]},"  \
	"{\"op\": \"BRA\", \"class\": \"branch\", \"target\": 11},"                      \
	"{\"op\": \"FMUL\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R2\"]},"  \
	"{\"op\": \"FMUL\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R2\"]},"  \
	"{\"op\": \"FMUL\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R2\"]},"  \
	"{\"op\": \"FMUL\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R2\"]},"  \
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R3\"], \"src\": [\"R1\", \"R2\"]}," \
	"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}]}"

/*
 * One warp on a GTX 970 (fp32 and int latency 6, ILP 3, branch taken 12, not
 * taken 10; one warp instruction costs its scheduler 32 x 4 / 128 = 1 cycle).
 *
 * Uniform (no "taken": the guarded branch falls through, as before):
 *   ISETP @0; BRA @6 (P0 at 0+6), not taken -> 16; FADDs @16 22 28 34 (chain, 6
 *   each; R1 ready at 40); BRA @37 (34+3), taken -> 49; FADD R3 @49; EXIT @52.
 *   53 cycles, 9 warp instructions, every lane active.
 * Divergent 50/50: the same to BRA @37, which reaches the reconvergence point
 *   11, so the 16 jumping lanes run from 7 at 37+12 = 49: FMULs @49 55 61 67
 *   (R2 at 73); at 11 the warp reconverges (fall-through: 67+3 = 70); FADD R3
 *   waits for R2 @73; EXIT @76. 77 cycles, 13 warp instructions: both sides.
 *   Thread instructions 32+32 + 4x16 + 16 + 4x16 + 32+32 = 272 of 13 x 32.
 */
static void test_if_else_by_hand(void **state)
{
	struct gp_kernel uni, div, all;
	struct gp_engine_result a, b, c, b2;
	(void)state;
	tu_program_kernel(&uni, "", IF_ELSE(""));
	tu_program_kernel(&div, "", IF_ELSE(", \"taken\": 0.5"));
	tu_program_kernel(&all, "", IF_ELSE(", \"taken\": 1"));
	sim(&uni, NULL, 0, 1, 32, 1, &a);
	sim(&div, NULL, 0, 1, 32, 1, &b);
	assert_int_equal((int)a.cycles, 53);
	assert_true(a.warp_instructions == 9);
	assert_true(a.thread_instructions == 9 * 32);
	assert_true(a.simd_efficiency == 1);
	assert_int_equal((int)b.cycles, 77);
	assert_true(b.warp_instructions == 13);
	assert_true(b.thread_instructions == 272);
	tu_assert_rel(b.simd_efficiency, 272.0 / (13 * 32), 1e-12);
	/* both sides: the divergent run costs about the two paths together */
	assert_true(b.warp_instructions == a.warp_instructions + 4);

	/* "taken": 1, every lane jumps: ISETP @0, BRA @6 taken -> 18; FMULs @18 24 30 36
	 * (R2 at 42); FADD R3 @42; EXIT @45. 46 cycles, 8 warp instructions. */
	sim(&all, NULL, 0, 1, 32, 1, &c);
	assert_int_equal((int)c.cycles, 46);
	assert_true(c.warp_instructions == 8);

	/* a one-thread block cannot split: round(0.5 x 1) = 1 lane jumps, as "taken": 1 */
	sim(&div, NULL, 0, 1, 1, 1, &c);
	assert_int_equal((int)c.cycles, 46);
	assert_true(c.warp_instructions == 8);
	assert_true(c.thread_instructions == 8);

	/* many blocks: the same on 1 and 2 host threads */
	sim(&div, NULL, 0, 500, 256, 1, &b);
	sim(&div, NULL, 0, 500, 256, 2, &b2);
	assert_true(b.cycles == b2.cycles);
	assert_true(b.warp_instructions == 500 * 8 * 13);
	assert_true(b.thread_instructions == b2.thread_instructions);
	gp_kernel_release(&uni);
	gp_kernel_release(&div);
	gp_kernel_release(&all);
}

/* The analytical counts walk both sides too: 10 instructions on the FP32 cores
 * (ISETP, 4 FADD, 4 FMUL, FADD; Maxwell runs integer work there), 3 control. */
static void test_counts_both_paths(void **state)
{
	struct gp_kernel uni, div;
	struct gp_kernel_counts cu, cd;
	struct gp_diag d;
	(void)state;
	tu_program_kernel(&uni, "", IF_ELSE(""));
	tu_program_kernel(&div, "", IF_ELSE(", \"taken\": 0.25"));
	assert_int_equal(gp_program_counts(&gtx970, &uni, NULL, &cu, &d), 0);
	assert_int_equal(gp_program_counts(&gtx970, &div, NULL, &cd, &d), 0);
	assert_true(cu.ins[GP_UNIT_FP32] == 6 && cu.ins[GP_UNIT_CTRL] == 3 && cu.ins_issued == 9);
	assert_true(cd.ins[GP_UNIT_FP32] == 10 && cd.ins[GP_UNIT_CTRL] == 3 && cd.ins_issued == 13);
	gp_kernel_release(&uni);
	gp_kernel_release(&div);
}

/*
 * Divergence inside a loop of a trips: each iteration splits and reconverges
 * at 6. Per iteration 7 warp instructions (1..7) against 6 uniform (1 2 3 4 6 7);
 * with the MOV and EXIT: 2 + 7a and 2 + 6a.
 */
#define LOOPED(taken)                                                                     \
	"{\"instructions\": ["                                                            \
	"{\"op\": \"MOV\", \"class\": \"int\", \"dst\": [\"R4\"]},"                       \
	"{\"op\": \"ISETP\", \"class\": \"int\", \"dst\": [\"P0\"], \"src\": [\"R4\"]},"  \
	"{\"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": 5" taken "}," \
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"src\": [\"R1\"]},"  \
	"{\"op\": \"BRA\", \"class\": \"branch\", \"target\": 6},"                       \
	"{\"op\": \"FMUL\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R2\"]},"  \
	"{\"op\": \"IADD\", \"class\": \"int\", \"dst\": [\"R4\"], \"src\": [\"R4\"]},"   \
	"{\"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P1\", \"target\": 1},"      \
	"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}],"                    \
	"\"loops\": [{\"head\": 1, \"tail\": 7, \"trips\": \"a\"}]}"

static void test_divergence_in_loop(void **state)
{
	struct gp_kernel uni, div;
	struct gp_engine_result a, b;
	(void)state;
	tu_program_kernel(&uni, "\"a\": 1", LOOPED(""));
	tu_program_kernel(&div, "\"a\": 1", LOOPED(", \"taken\": 0.5"));
	sim(&uni, "a", 3, 1, 32, 1, &a);
	sim(&div, "a", 3, 1, 32, 1, &b);
	assert_true(a.warp_instructions == 2 + 6 * 3);
	assert_true(b.warp_instructions == 2 + 7 * 3);
	/* per iteration: 16 lanes in FADD and its BRA, 16 in FMUL, the other 4 at 32 */
	assert_true(b.thread_instructions == 2 * 32 + 3 * (4 * 32 + 3 * 16));
	assert_true(b.cycles > a.cycles);
	gp_kernel_release(&uni);
	gp_kernel_release(&div);
}

/*
 * A side that exits: the immediate post-dominator is the program's end, so the
 * lanes never reconverge; the jumping lanes still run after the others left.
 * 0 ISETP, 1 @P0 BRA 4 (0.5), 2 FADD, 3 EXIT, 4 FMUL, 5 FMUL, 6 EXIT: all 7 run.
 */
static void test_exit_in_a_path(void **state)
{
	struct gp_kernel div, uni;
	struct gp_engine_result a, b;
	struct gp_kernel_counts c;
	struct gp_diag d;
	const char *prog =
		"{\"instructions\": ["
		"{\"op\": \"ISETP\", \"class\": \"int\", \"dst\": [\"P0\"]},"
		"{\"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": 4%s},"
		"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"]},"
		"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true},"
		"{\"op\": \"FMUL\", \"class\": \"fp32\", \"dst\": [\"R2\"]},"
		"{\"op\": \"FMUL\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R2\"]},"
		"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}]}";
	char p1[2048], p2[2048];
	(void)state;
	snprintf(p1, sizeof(p1), prog, ", \"taken\": 0.75");
	snprintf(p2, sizeof(p2), prog, "");
	tu_program_kernel(&div, "", p1);
	tu_program_kernel(&uni, "", p2);
	sim(&div, NULL, 0, 1, 32, 1, &b);
	sim(&uni, NULL, 0, 1, 32, 1, &a);
	assert_true(b.warp_instructions == 7);
	/* 8 lanes fall through (FADD, EXIT), 24 jump (FMUL, FMUL, EXIT) */
	assert_true(b.thread_instructions == 32 + 32 + 2 * 8 + 3 * 24);
	assert_true(a.warp_instructions == 4);
	/* ISETP @0, BRA @6 -> 16: FADD @16, EXIT @19; the jumping lanes at 19 + 12:
	 * FMUL @31, FMUL @37 (R2 at 37), EXIT @40: 41 cycles */
	assert_int_equal((int)b.cycles, 41);
	assert_int_equal(gp_program_counts(&gtx970, &div, NULL, &c, &d), 0);
	assert_true(c.ins_issued == 7);
	gp_kernel_release(&div);
	gp_kernel_release(&uni);
}

/* The annotation survives gp_kernel_save and a reload. */
static void test_save_round_trip(void **state)
{
	struct gp_kernel k, back;
	struct gp_diag d;
	char path[128];
	(void)state;
	tu_program_kernel(&k, "", IF_ELSE(", \"taken\": 0.375"));
	snprintf(path, sizeof(path), "/tmp/gp_test_div_%d.json", (int)getpid());
	assert_int_equal(gp_kernel_save(&k, path, NULL, &d), 0);
	gp_kernel_init(&back);
	assert_int_equal(gp_kernel_load(path, &back, &d), 0);
	assert_int_equal(back.program->n, 13);
	assert_int_equal(back.program->ins[1].has_taken, 1);
	assert_true(back.program->ins[1].taken == 0.375);
	for (int i = 0; i < back.program->n; i++)
		if (i != 1)
			assert_int_equal(back.program->ins[i].has_taken, 0);
	remove(path);
	gp_kernel_release(&k);
	gp_kernel_release(&back);
}

static void expect_error(const char *program, const char *field, const char *msg)
{
	struct gp_kernel k;
	struct gp_diag d;
	assert_true(tu_program_kernel_parse(&k, "\"a\": 1", program, "div.json", &d) < 0);
	if (!strstr(d.field, field) || !strstr(d.msg, msg)) {
		print_error("field '%s' msg '%s'\n", d.field, d.msg);
		fail();
	}
	gp_kernel_release(&k);
}

static void test_loader_errors(void **state)
{
	(void)state;
	/* out of range */
	expect_error(IF_ELSE(", \"taken\": 1.5"), "/program/instructions/1/taken", "must be in [0, 1]");
	expect_error(IF_ELSE(", \"taken\": -0.1"), "/program/instructions/1/taken", "must be in [0, 1]");
	expect_error(IF_ELSE(", \"taken\": \"half\""), "/program/instructions/1/taken",
		     "must be a number");
	/* not a conditional branch: an ALU instruction, an unguarded branch, an exit */
	expect_error("{\"instructions\": [{\"class\": \"fp32\", \"taken\": 0.5}]}",
		     "/program/instructions/0/taken", "only a conditional branch diverges");
	expect_error("{\"instructions\": [{\"class\": \"branch\", \"target\": 0, \"taken\": 0.5}]}",
		     "/program/instructions/0/taken", "only a conditional branch diverges");
	expect_error("{\"instructions\": [{\"class\": \"branch\", \"pred\": \"P0\", \"exit\": true, "
		     "\"taken\": 0.5}]}", "/program/instructions/0/taken",
		     "only a conditional branch diverges");
	/* a loop's back edge runs its trip count */
	expect_error("{\"instructions\": [{\"class\": \"fp32\"}, {\"class\": \"branch\", "
		     "\"pred\": \"P0\", \"target\": 0, \"taken\": 0.5}], \"loops\": [{\"head\": 0, "
		     "\"tail\": 1, \"trips\": \"a\"}]}", "/program/instructions/1/taken", "back edge");
}

/* Programs built in code (extract, traces) get the same checks from the engine. */
static void test_engine_checks(void **state)
{
	struct gp_kernel k;
	struct gp_engine_result r;
	struct gp_launch l = { .grid = 1, .block = 32 };
	struct gp_diag d;
	(void)state;
	tu_program_kernel(&k, "", IF_ELSE(""));
	k.program->ins[0].has_taken = 1;   /* on the ISETP */
	k.program->ins[0].taken = 0.5;
	gp_diag_clear(&d);
	assert_int_equal(gp_engine_run(&gtx970, &k, NULL, &l, NULL, &r, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "\"taken\" on an instruction that is not a conditional branch");
	tu_assert_contains(d.field, "/program/instructions/0");
	k.program->ins[0].has_taken = 0;
	k.program->ins[1].has_taken = 1;
	k.program->ins[1].taken = 2;
	gp_diag_clear(&d);
	assert_int_equal(gp_engine_run(&gtx970, &k, NULL, &l, NULL, &r, &d), -GP_ERANGE);
	tu_assert_contains(d.msg, "outside 0..1");
	gp_kernel_release(&k);
}

/*
 * An emulated program's executions decide its uniform branches: a 4-trip loop whose body
 * is @P0 BRA over 8 FFMAs that the emulated launch ran on half the iterations (execs 4, 2,
 * then the back edge 4 and EXIT 1). The engine jumps on 1 - 2/4 = 0.5 of the branch's
 * executions: decision k = warp serial (1 for the first warp) + iteration (0..3) jumps when
 * floor((k + 1) / 2) > floor(k / 2), at k = 1 and 3, so the FFMAs run twice: 4 BRA + 2 x 8
 * FFMA + 4 back edges + EXIT = 25 warp instructions (without execs the branch falls
 * through: 4 + 32 + 4 + 1 = 41). Two warps (serials 1 and 2) make 25 + 25: warp 2's
 * decisions k = 2..5 jump at 3 and 5.
 */
static void test_execs_decide_branches(void **state)
{
	char prog[4096];
	size_t n = 0;
	struct gp_kernel with, without;
	struct gp_engine_result a, b, c;
	(void)state;
	for (int e = 1; e >= 0; e--) {
		n = (size_t)snprintf(prog, sizeof(prog),
				     "{\"instructions\": [{\"op\": \"BRA\", \"class\": \"branch\","
				     " \"pred\": \"P0\", \"target\": 9%s},", e ? ", \"execs\": 4" : "");
		for (int i = 0; i < 8; i++)
			n += (size_t)snprintf(prog + n, sizeof(prog) - n,
					      "{\"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R1\"],"
					      " \"src\": [\"R1\", \"R0\"]%s},", e ? ", \"execs\": 2" : "");
		snprintf(prog + n, sizeof(prog) - n,
			 "{\"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P1\", \"target\": 0%s},"
			 "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true%s}],"
			 " \"loops\": [{\"head\": 0, \"tail\": 9, \"trips\": 4}]}",
			 e ? ", \"execs\": 4" : "", e ? ", \"execs\": 1" : "");
		tu_program_kernel(e ? &with : &without, "", prog);
	}
	sim(&with, NULL, 0, 1, 32, 1, &a);
	sim(&without, NULL, 0, 1, 32, 1, &b);
	sim(&with, NULL, 0, 1, 64, 1, &c);
	assert_true(a.warp_instructions == 4 + 2 * 8 + 4 + 1);
	assert_true(b.warp_instructions == 4 + 4 * 8 + 4 + 1);
	assert_true(c.warp_instructions == 2 * (4 + 2 * 8 + 4 + 1));
	assert_true(a.cycles < b.cycles);
	gp_kernel_release(&with);
	gp_kernel_release(&without);
}

/*
 * An emulated program's guarded EXIT ends the share of the warps the launch ended there
 * (`if (ty == 0 && by == 0) { ... }` in backprop's adjust_weights: the launch's other warps
 * leave at @P0 EXIT): an FFMA and @P0 EXIT run by every warp (execs 1), then 2 FFMAs and
 * EXIT by a quarter of them (execs 0.25). The engine leaves on 1 - 0.25 / 1 = 0.75 of the
 * EXIT's executions, warp by warp as a guarded branch's jumps: of 8 warps (serials 1..8)
 * the decisions k = 1..8 stay at k = 4 and 8 (floor((k + 1) 0.75) = floor(k 0.75)), so
 * 8 x 2 + 2 x 3 = 22 warp instructions. Without execs the EXIT is only the launch's bounds
 * guard and every warp goes on: 8 x 5 = 40.
 */
static void test_execs_decide_exits(void **state)
{
	char prog[1024];
	struct gp_kernel with, without;
	struct gp_engine_result a, b;
	(void)state;
	for (int e = 1; e >= 0; e--) {
		snprintf(prog, sizeof(prog),
			 "{\"instructions\": ["
			 "{\"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"src\": [\"R1\", \"R0\"]%s},"
			 "{\"op\": \"EXIT\", \"class\": \"branch\", \"pred\": \"P0\", \"exit\": true%s},"
			 "{\"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R1\", \"R0\"]%s},"
			 "{\"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R3\"], \"src\": [\"R2\", \"R0\"]%s},"
			 "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true%s}]}",
			 e ? ", \"execs\": 1" : "", e ? ", \"execs\": 1" : "", e ? ", \"execs\": 0.25" : "",
			 e ? ", \"execs\": 0.25" : "", e ? ", \"execs\": 0.25" : "");
		tu_program_kernel(e ? &with : &without, "", prog);
	}
	sim(&with, NULL, 0, 1, 256, 1, &a);
	sim(&without, NULL, 0, 1, 256, 1, &b);
	assert_true(a.warp_instructions == 8 * 2 + 2 * 3);
	assert_true(b.warp_instructions == 8 * 5);
	gp_kernel_release(&with);
	gp_kernel_release(&without);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_if_else_by_hand),
		cmocka_unit_test(test_counts_both_paths),
		cmocka_unit_test(test_divergence_in_loop),
		cmocka_unit_test(test_exit_in_a_path),
		cmocka_unit_test(test_save_round_trip),
		cmocka_unit_test(test_loader_errors),
		cmocka_unit_test(test_engine_checks),
		cmocka_unit_test(test_execs_decide_branches),
		cmocka_unit_test(test_execs_decide_exits),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
