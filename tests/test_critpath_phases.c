/* test_critpath_phases.c - barrier phases on the critical path (critpath.h, gp_critpath_phased): a
 * block's warps leave a BAR only when the last one reached it, behind the other warps' share
 * of the phase on the SM's busiest pipe. Figures hand-derived from devices/v100.json. */
#include <math.h>
#include <string.h>

#include "gpuperf/critpath.h"
#include "gpuperf/engine.h"
#include "gpuperf/estimate.h"
#include "gpuperf/program.h"
#include "testutil.h"

/* Phase 1: 64 dependent FFMAs (R1 = R1 * R0 + R1), then BAR.SYNC; phase 2: one FADD, EXIT.
 * With "loop" the FFMAs and the barrier are the body of a 3-trip loop (its back edge BRA
 * follows the barrier, so each iteration is one phase ending at the barrier). */
static void kernel_text(char *buf, size_t cap, int loop)
{
	size_t n = 0;
	n += (size_t)snprintf(buf + n, cap - n,
			      "{ \"name\": \"phases\", \"fidelity\": \"sass\", \"regs_per_thread\": 8,"
			      " \"per_warp\": { \"ins_fp32\": 1, \"ins_issued\": 1, \"latency_bound\": 1 },"
			      " \"program\": { \"instructions\": [");
	if (loop == 2)   /* R0, which every FFMA reads, comes from a global load */
		n += (size_t)snprintf(buf + n, cap - n,
				      "{ \"op\": \"LDG.E\", \"class\": \"gld\", \"dst\": [\"R0\"],"
				      " \"src\": [\"R2\"], \"width\": 4, \"level\": \"dram\" },");
	for (int i = 0; i < 64; i++)
		n += (size_t)snprintf(buf + n, cap - n,
				      "{ \"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R1\"],"
				      " \"src\": [\"R1\", \"R0\"] },");
	n += (size_t)snprintf(buf + n, cap - n, "{ \"op\": \"BAR.SYNC\", \"class\": \"bar\" },");
	if (loop == 1)
		n += (size_t)snprintf(buf + n, cap - n,
				      "{ \"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\","
				      " \"target\": 0 },");
	n += (size_t)snprintf(buf + n, cap - n,
			      "{ \"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R1\"] },"
			      "{ \"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true } ]%s } }",
			      loop == 1 ? ", \"loops\": [ { \"head\": 0, \"tail\": 65, \"trips\": 3 } ]" : "");
}

static double path_lat(const struct gp_device *dev, int loop, double wpb, double gld,
		       double gld_block)
{
	static char text[16384];
	struct gp_kernel k;
	struct gp_diag d;
	double cycles = -1;
	kernel_text(text, sizeof(text), loop);
	tu_kernel_text(&k, text, "phases.json");
	assert_int_equal(gp_critpath_phased(dev, &k, NULL, gld, gld_block, wpb, &cycles, NULL, NULL, &d), 0);
	gp_kernel_release(&k);
	return cycles;
}

static double path(const struct gp_device *dev, int loop, double wpb)
{
	return path_lat(dev, loop, wpb, 0, 0);
}

/*
 * V100 (devices/v100.json): 64 FP32 lanes, 4 schedulers issuing 1 each. Phase 1 is 64 FFMAs
 * and the BAR: FP32 pipe 64 x 32 / 64 = 32 cycles a warp, issue 65 / 4 = 16.25, so the
 * busiest pipe is FP32 at 32. A block of 8 warps (256 threads) releases the barrier
 * (8 - 1) x 32 = 224 cycles after a lone warp would pass it; a block of one warp adds
 * nothing (gp_critpath_program's path exactly). In the loop the barrier is crossed once
 * per trip: 3 x 224 = 672. The block ends with its last warp, so the program's end closes
 * the last phase as a barrier does: FADD and EXIT (FP32 32 / 64 = 0.5, issue 2 / 4 = 0.5;
 * V100 lists no branch lanes) add 7 x 0.5 = 3.5; after the loop the last iteration's BRA
 * joins them (issue 3 / 4 = 0.75): 7 x 0.75 = 5.25.
 */
static void test_barrier_phase_by_hand(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	struct gp_kernel k;
	static char text[16384];
	double one, eight, plain, loop1, loop8;
	(void)state;
	tu_device("devices/v100.json", &dev);
	assert_int_equal(dev.units[GP_UNIT_FP32], 64);
	one = path(&dev, 0, 1);
	eight = path(&dev, 0, 8);
	kernel_text(text, sizeof(text), 0);
	tu_kernel_text(&k, text, "phases.json");
	assert_int_equal(gp_critpath_program(&dev, &k, NULL, 0, &plain, &d), 0);
	gp_kernel_release(&k);
	assert_true(one > 0);
	assert_true(plain == one);
	assert_true(fabs((eight - one) - (7 * 32.0 + 7 * 0.5)) < 1e-9);
	loop1 = path(&dev, 1, 1);
	loop8 = path(&dev, 1, 8);
	assert_true(fabs((loop8 - loop1) - (3 * 7 * 32.0 + 7 * 0.75)) < 1e-9);
}

/*
 * A global load whose result the phase needs before its barrier takes the block's slowest
 * load (gld_block) instead of the mean one (gld): with the load first and every FFMA
 * reading its register, the path moves by exactly 400 - 100 = 300 cycles; with both at 100
 * it is the mean path.
 */
static void test_barrier_waits_for_slowest_load(void **state)
{
	struct gp_device dev;
	double mean, slow;
	(void)state;
	tu_device("devices/v100.json", &dev);
	mean = path_lat(&dev, 2, 8, 100, 100);
	slow = path_lat(&dev, 2, 8, 100, 400);
	assert_true(fabs((slow - mean) - 300.0) < 1e-9);
}

/*
 * A store's acknowledgement is on no later instruction's path, only the warp's end: a 3-trip
 * loop of LDG R0, FFMA R1 = R0 * R0 + R1, STG [R4] = R1, BRA; then EXIT. V100 by hand (DRAM
 * 485, FP32 4, ILP 2, L2 215, branch taken 8, block replacement 330), one iteration from 0:
 * LDG 0 -> 485; FFMA issues at 2, waits for R0: 485 -> 489; STG at 487, waits for R1: 489,
 * acknowledged 489 + 215 = 704; BRA issues at 491; the iteration is 491 + 8 = 499 (the
 * acknowledgement of 704 is not in it). Three trips end at 1497; the last one's store is
 * acknowledged at 1497 - 499 + 704 = 1702; EXIT issues at 1499; the block's slot frees at
 * max(1499 + 330, 1702) = 1829. (Waiting for each iteration's acknowledgement, as the walk
 * once did, put the last instruction at 3 x (704 + 8) + 2 = 2138.)
 */
static void test_store_ack_off_the_loop_path(void **state)
{
	static const char text[] =
		"{ \"name\": \"storeloop\", \"fidelity\": \"sass\", \"regs_per_thread\": 8,"
		" \"per_warp\": { \"ins_fp32\": 1, \"ins_issued\": 1, \"latency_bound\": 1 },"
		" \"program\": { \"instructions\": ["
		"{ \"op\": \"LDG.E\", \"class\": \"gld\", \"dst\": [\"R0\"], \"src\": [\"R2\"],"
		" \"width\": 4, \"level\": \"dram\" },"
		"{ \"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R1\"],"
		" \"src\": [\"R0\", \"R0\", \"R1\"] },"
		"{ \"op\": \"STG.E\", \"class\": \"gst\", \"src\": [\"R4\", \"R1\"], \"width\": 4 },"
		"{ \"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": 0 },"
		"{ \"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true } ],"
		" \"loops\": [ { \"head\": 0, \"tail\": 3, \"trips\": 3 } ] } }";
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_diag d;
	double cycles = -1, repl = -1;
	(void)state;
	assert_int_equal(gp_device_load("devices/v100.json", &dev, &d), 0);
	assert_int_equal(gp_kernel_parse(text, strlen(text), "storeloop.json", &k, &d), 0);
	assert_int_equal(gp_critpath_program(&dev, &k, NULL, 0, &cycles, &d), 0);
	tu_assert_rel(cycles, 1829, 1e-12);
	/* of which the replacement adds 1829 - max(1499, 1702) = 127: what a block with no
	 * successor (a launch of one partial wave) does not take */
	assert_int_equal(gp_critpath_phased(&dev, &k, NULL, 0, 0, 1, &cycles, &repl, NULL, &d), 0);
	gp_kernel_release(&k);
	tu_assert_rel(repl, 127, 1e-12);
}

/*
 * Bank conflicts on the path: STS, BAR.SYNC, LDS.U R5, FADD R6 = R5 + R5, EXIT, with a memory
 * profile giving the LDS 1 or 32 bank ways (a 32x32 tile read down a column). With 32 ways
 * its result comes 31 wavefronts later (the engine's lat_shared + (ways - 1) wavefronts) and
 * the last phase holds 32 shared-memory wavefronts a warp instead of 1 (its LSU share is 1,
 * 32 lanes; issue 3 / 4): a block of 8 warps ends 7 x (32 - 1) later. By hand on V100:
 * 31 + 7 x 31 = 248 cycles more.
 */
/* The tile kernel's text with the LDS at `ways` bank ways, "sass" or "emulated" fidelity */
static void conflict_text(char *text, size_t cap, int ways, const char *fidelity)
{
	snprintf(text, cap,
		 "{ \"name\": \"tile\", \"fidelity\": \"%s\", \"regs_per_thread\": 8,"
		 " \"per_warp\": { \"ins_fp32\": 1, \"ins_issued\": 1, \"latency_bound\": 1 },"
		 " \"program\": { \"instructions\": ["
		 "{ \"op\": \"STS\", \"class\": \"sts\", \"src\": [\"R1\", \"R2\"], \"width\": 4,"
		 " \"level\": \"shared\" },"
		 "{ \"op\": \"BAR.SYNC\", \"class\": \"bar\" },"
		 "{ \"op\": \"LDS.U\", \"class\": \"lds\", \"dst\": [\"R5\"], \"src\": [\"R4\"],"
		 " \"width\": 4, \"level\": \"shared\" },"
		 "{ \"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R6\"], \"src\": [\"R5\", \"R5\"] },"
		 "{ \"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true } ] },"
		 " \"memory\": ["
		 "{ \"pc\": 0, \"op\": \"STS\", \"space\": \"shared\", \"store\": true, \"width_bytes\": 4,"
		 " \"requests\": 1, \"bank_ways\": 1, \"bytes\": 128 },"
		 "{ \"pc\": 32, \"op\": \"LDS.U\", \"space\": \"shared\", \"width_bytes\": 4,"
		 " \"requests\": 1, \"bank_ways\": %d, \"bytes\": 128 } ] }", fidelity, ways);
}

static double conflict_path(const struct gp_device *dev, int ways)
{
	char text[2048];
	struct gp_kernel k;
	struct gp_diag d;
	double cycles = -1;
	conflict_text(text, sizeof(text), ways, "sass");
	assert_int_equal(gp_kernel_parse(text, strlen(text), "tile.json", &k, &d), 0);
	assert_int_equal(gp_critpath_phased(dev, &k, NULL, 0, 0, 8, &cycles, NULL, NULL, &d), 0);
	gp_kernel_release(&k);
	return cycles;
}

static void test_bank_conflicts_on_the_path(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	(void)state;
	assert_int_equal(gp_device_load("devices/v100.json", &dev, &d), 0);
	tu_assert_rel(conflict_path(&dev, 32) - conflict_path(&dev, 1), 31 + 7 * 31.0, 1e-12);
}

/*
 * The engine takes the same profile's bank ways for shared accesses the descriptor gives no
 * addresses for (an emulated kernel's: gp_program_shared_ways), where it used to make up
 * unit-stride addresses (no conflict for 4-byte lanes, 4 wavefronts for every LDS.128, a
 * broadcast or not: parboil sgemm's 32 broadcast LDS.U.128 an iteration came out at +43% on
 * the QV100, then -8%). One block of 8 warps on V100, the LDS at 1 or 32 ways: its
 * instructions average (1 + 1) / 2 or (1 + 32) / 2 wavefronts, and the block ends 31 + 7 x 31
 * = 248 cycles later, the model's figure above: the last warp's LDS waits for the other 7
 * warps' 31 more wavefronts each on the SM's one shared pipe (one a cycle), and its result
 * comes 31 wavefronts after its first.
 */
static void test_engine_takes_profile_ways(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	struct gp_engine_result r[2];
	(void)state;
	assert_int_equal(gp_device_load("devices/v100.json", &dev, &d), 0);
	for (int i = 0; i < 2; i++) {
		char text[2048];
		struct gp_kernel k;
		conflict_text(text, sizeof(text), i ? 32 : 1, "emulated");
		assert_int_equal(gp_kernel_parse(text, strlen(text), "tile.json", &k, &d), 0);
		tu_engine_run(&dev, &k, 1, 256, &r[i]);
		gp_kernel_release(&k);
	}
	tu_assert_rel(r[0].smem_conflict_ways, 1, 1e-12);
	tu_assert_rel(r[1].smem_conflict_ways, 16.5, 1e-12);
	printf("  engine: %llu cycles at 1 way, %llu at 32\n", (unsigned long long)r[0].cycles,
	       (unsigned long long)r[1].cycles);
	assert_int_equal(r[1].cycles - r[0].cycles, 31 + 7 * 31);
}

/*
 * An emulated program's counts ("execs", warp executions a warp): a 4-trip loop whose body
 * is a branch over 8 dependent FFMAs (R1 = R1 * R0 + R1) that half the iterations skip (execs
 * 2 of the loop head's 4), then the back edge. The per-device counts are the executions:
 * 8 x 2 = 16 FP32 warp instructions a warp, not the trips' 32. On the path each FFMA counts
 * for the half of the iterations it runs: by hand on V100 (FP32 latency 4, ILP 2, branch not
 * taken 6, taken 8) the first iteration is the chain's 2 + 8 x 4 = 34 cycles plus the back
 * edge's 8, 42, and with the FFMAs at half weight 17 + 8 = 25. The next iterations issue a
 * taken branch's 8 cycles after the back edge (critpath.c's steady period): whole, the back
 * edge issues at 32, 2 cycles before the chain's last result, which the next iteration needs
 * only at its first FFMA (42), so each takes 40; at half weight it issues at 17, when the
 * chain ends, and each takes 25. The loop is 42 - 25 + 3 x (40 - 25) = 62 cycles shorter.
 */
static const char *share_text(int with_execs, char *buf, size_t cap)
{
	size_t n = 0;
	n += (size_t)snprintf(buf + n, cap - n,
			      "{ \"name\": \"skip\", \"fidelity\": \"emulated\", \"regs_per_thread\": 8,"
			      " \"per_warp\": { \"ins_fp32\": 16, \"ins_issued\": 25, \"latency_bound\": 1 },"
			      " \"program\": { \"instructions\": ["
			      "{ \"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": 9%s },",
			      with_execs ? ", \"execs\": 4" : "");
	for (int i = 0; i < 8; i++)
		n += (size_t)snprintf(buf + n, cap - n,
				      "{ \"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R1\"],"
				      " \"src\": [\"R1\", \"R0\"]%s },", with_execs ? ", \"execs\": 2" : "");
	snprintf(buf + n, cap - n,
		 "{ \"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P1\", \"target\": 0%s },"
		 "{ \"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true%s } ],"
		 " \"loops\": [ { \"head\": 0, \"tail\": 9, \"trips\": 4 } ] } }",
		 with_execs ? ", \"execs\": 4" : "", with_execs ? ", \"execs\": 1" : "");
	return buf;
}

static void test_executed_share(void **state)
{
	char text[4096];
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_kernel_counts c;
	struct gp_diag d;
	double whole = -1, half = -1;
	(void)state;
	assert_int_equal(gp_device_load("devices/v100.json", &dev, &d), 0);
	share_text(0, text, sizeof(text));
	assert_int_equal(gp_kernel_parse(text, strlen(text), "skip.json", &k, &d), 0);
	assert_int_equal(gp_critpath_program(&dev, &k, NULL, 0, &whole, &d), 0);
	assert_int_equal(gp_program_counts(&dev, &k, NULL, &c, &d), 0);
	assert_float_equal(c.ins[GP_UNIT_FP32], 32, 1e-9);
	gp_kernel_release(&k);
	share_text(1, text, sizeof(text));
	assert_int_equal(gp_kernel_parse(text, strlen(text), "skip.json", &k, &d), 0);
	assert_int_equal(gp_critpath_program(&dev, &k, NULL, 0, &half, &d), 0);
	assert_int_equal(gp_program_counts(&dev, &k, NULL, &c, &d), 0);
	assert_float_equal(c.ins[GP_UNIT_FP32], 16, 1e-9);
	assert_float_equal(c.ins_issued, 4 + 16 + 4 + 1, 1e-9);
	gp_kernel_release(&k);
	tu_assert_rel(whole - half, 62, 1e-12);
}

/* execs on some instructions and not on others is an error naming the field */
static void test_execs_all_or_none(void **state)
{
	const char *text =
		"{ \"name\": \"half\", \"per_warp\": { \"ins_fp32\": 1, \"ins_issued\": 1,"
		" \"latency_bound\": 1 },"
		" \"program\": { \"instructions\": ["
		"{ \"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"execs\": 1 },"
		"{ \"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true } ] } }";
	struct gp_kernel k;
	struct gp_diag d;
	(void)state;
	assert_true(gp_kernel_parse(text, strlen(text), "half.json", &k, &d) < 0);
	assert_non_null(strstr(d.msg, "execs"));
	assert_non_null(strstr(d.field, "/program/instructions/1/execs"));
}

/*
 * The blocks of a kernel with barriers are the customers of its busiest pipe (estimate.c
 * warp_rate). The phases kernel, 8 warps a block, on V100: its busiest pipe is FP32, 65
 * FP32 instructions x 32 / 64 lanes = 32.5 cycles a warp, D = 8 x 32.5 = 260 a block; its
 * path with the block's warps meeting at the barrier is L (critpath). Mean value analysis
 * (closed_rate): one block an SM alone is X(1) = 1 / (Z + D) = 1 / L blocks a cycle (Z = L -
 * D), so 8 / L warps a cycle, and finds the pipe's queue Q(1) = X(1) D = D / L; the second
 * block waits it out, R(2) = D (1 + D / L), so X(2) = 2 / (Z + R(2)) = 2 L / (L^2 + D^2).
 */
static void test_blocks_are_the_customers(void **state)
{
	static char text[16384];
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_diag d;
	double lat, per_block = 8 * 65 * 32 / 64.0;
	(void)state;
	tu_device("v100", &dev);
	kernel_text(text, sizeof(text), 0);
	tu_kernel_text(&k, text, "phases.json");
	lat = path(&dev, 0, 8);
	assert_true(lat > per_block);
	for (int blocks = 1; blocks <= 2; blocks++) {
		struct gp_launch l = { .block = 256, .grid = 80 * 1000, .occupancy_warps = 8.0 * blocks,
				       .combine = GP_COMBINE_QUEUE };
		struct gp_estimate e;
		double want;
		assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
		tu_assert_rel(e.latency_bound_cycles, lat, 1e-9);
		tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 32.5, 1e-9);
		if (blocks == 1)
			want = 8 / lat;
		else
			want = 8 * 2 * lat / (lat * lat + per_block * per_block);
		printf("  %d block(s) an SM: L %.1f cycles, %.6f warps a cycle (hand %.6f)\n", blocks,
		       lat, e.warp_throughput_wpc, want);
		tu_assert_rel(e.warp_throughput_wpc, want, 1e-9);
	}
	gp_kernel_release(&k);
}

/* A barrier-free loop of `trips` iterations: a body of n FFMAs, one dependent chain on R1
 * (chain) or n chains, each FFMA on its own register, then the back edge; EXIT after. */
static double loop_path(const struct gp_device *dev, int n, int chain, int trips, double wpb)
{
	static char text[16384];
	struct gp_kernel k;
	struct gp_diag d;
	double cycles = -1;
	size_t at = 0;
	at += (size_t)snprintf(text + at, sizeof(text) - at,
			       "{ \"name\": \"loop\", \"fidelity\": \"sass\", \"regs_per_thread\": 40,"
			       " \"per_warp\": { \"ins_fp32\": 1, \"ins_issued\": 1, \"latency_bound\": 1 },"
			       " \"program\": { \"instructions\": [");
	for (int i = 0; i < n; i++)
		at += (size_t)snprintf(text + at, sizeof(text) - at,
				       "{ \"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R%d\"],"
				       " \"src\": [\"R%d\", \"R0\"] },", chain ? 1 : 2 + i,
				       chain ? 1 : 2 + i);
	at += (size_t)snprintf(text + at, sizeof(text) - at,
			       "{ \"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": 0 },"
			       "{ \"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true } ],"
			       " \"loops\": [ { \"head\": 0, \"tail\": %d, \"trips\": %d } ] } }", n, trips);
	tu_kernel_text(&k, text, "loop.json");
	assert_int_equal(gp_critpath_phased(dev, &k, NULL, 0, 0, wpb, &cycles, NULL, NULL, &d), 0);
	gp_kernel_release(&k);
	return cycles;
}

/*
 * In a loop without barriers the block's warps interleave iteration by iteration, so the
 * last one ends behind the others' work of one iteration, not of the whole loop (critpath.c
 * phase_drain). V100 (64 FP32 lanes, 4 schedulers): a chain of 8 FFMAs and the back edge is
 * 8 x 32 / 64 = 4 cycles of FP32 pipe a warp an iteration, issue 9 / 4; with EXIT the fill
 * is FP32 4 (issue 10 / 4 = 2.5): 8 warps end 7 x 4 = 28 cycles after one, at 100 trips as
 * at 2 (the whole loop's work, 7 x 400, was charged before). The iteration's path (the
 * chain, 8 x 4 cycles and more) is longer than the 8 warps' 32 cycles of pipe, so no
 * iteration waits for the pipe. 32 independent FFMAs an iteration are 16 cycles of FP32
 * pipe a warp: 8 warps need 128 a trip, more than one warp's period P (32 issues 2 cycles
 * apart, and the back edge: the walk's own figure, the difference of 3 and 2 trips), so
 * each trip after the first adds 8 x 16 - P to the fill's 7 x 16.
 */
static void test_loop_drains_one_iteration(void **state)
{
	struct gp_device dev;
	double period;
	(void)state;
	tu_device("devices/v100.json", &dev);
	assert_true(fabs(loop_path(&dev, 8, 1, 100, 8) - loop_path(&dev, 8, 1, 100, 1) - 28) < 1e-9);
	assert_true(fabs(loop_path(&dev, 8, 1, 2, 8) - loop_path(&dev, 8, 1, 2, 1) - 28) < 1e-9);
	period = loop_path(&dev, 32, 0, 3, 1) - loop_path(&dev, 32, 0, 2, 1);
	assert_true(period >= 64 && period < 128);
	printf("  32 independent FFMAs: a warp's period %.1f cycles, 8 warps' pipe 128\n", period);
	assert_true(fabs(loop_path(&dev, 32, 0, 3, 8) - loop_path(&dev, 32, 0, 3, 1) -
			 (7 * 16 + 2 * (128 - period))) < 1e-9);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_barrier_phase_by_hand),
		cmocka_unit_test(test_barrier_waits_for_slowest_load),
		cmocka_unit_test(test_store_ack_off_the_loop_path),
		cmocka_unit_test(test_bank_conflicts_on_the_path),
		cmocka_unit_test(test_engine_takes_profile_ways),
		cmocka_unit_test(test_executed_share),
		cmocka_unit_test(test_execs_all_or_none),
		cmocka_unit_test(test_blocks_are_the_customers),
		cmocka_unit_test(test_loop_drains_one_iteration),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
