/* test_model_barrier_wait.c - a block synchronisation waits for the slowest of its block's DRAM
 * requests (estimate.c slowest_extra): the harmonic numbers, the count of synchronised
 * rounds a program's path has (gp_critpath_phased's dram_syncs), and the added wait of two
 * launches derived by hand: near saturation (the Gaussian limit) and idle (the exponential
 * one, W (H_m - 1)). */
#include <math.h>

#include "testutil.h"
#include "gpuperf/critpath.h"
#include "gpuperf/estimate.h"

/* H_m by hand: 1, 3/2, 11/6, 25/12, 137/60; H_32 = 4.0584951954 (the sum of 1/k, k = 1..32,
 * to 10 decimals). A fraction of a request is none (floor), and m < 1 has none. */
static void test_harmonic(void **state)
{
	(void)state;
	tu_assert_rel(gp_estimate_harmonic(1), 1.0, 1e-15);
	tu_assert_rel(gp_estimate_harmonic(2), 1.5, 1e-15);
	tu_assert_rel(gp_estimate_harmonic(3), 11.0 / 6, 1e-15);
	tu_assert_rel(gp_estimate_harmonic(4), 25.0 / 12, 1e-15);
	tu_assert_rel(gp_estimate_harmonic(5), 137.0 / 60, 1e-15);
	tu_assert_rel(gp_estimate_harmonic(4.7), 25.0 / 12, 1e-15);
	tu_assert_rel(gp_estimate_harmonic(32), 4.0584951954, 1e-10);
	assert_true(gp_estimate_harmonic(0.5) == 0);
	assert_true(gp_estimate_harmonic(0) == 0);
}

static double syncs_of(const char *params, const char *program)
{
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_diag d;
	double s = -1, cycles;
	tu_device("v100", &dev);
	tu_program_kernel(&k, params, program);
	if (gp_critpath_phased(&dev, &k, NULL, 0, 0, 1, &cycles, NULL, &s, &d) < 0)
		fail_msg("%s", d.msg);
	gp_kernel_release(&k);
	return s;
}

#define LDG(dst) "{\"op\": \"LDG.E\", \"class\": \"gld\", \"dst\": [\"" dst "\"], \"width\": 4, \"level\": \"dram\"},"
#define BAR "{\"op\": \"BAR.SYNC\", \"class\": \"bar\"},"
#define FADD "{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R1\"]},"
#define BRA(t) "{\"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": " #t "},"
#define EXIT "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}"

/* Which synchronisations wait on a DRAM round, counted by hand on small programs. */
static void test_sync_rounds(void **state)
{
	(void)state;
	/* a load and the end: the block's end waits for it (gpu-stream's kernels) */
	tu_assert_rel(syncs_of("", "{\"instructions\": [" LDG("R1") FADD EXIT "]}"), 1, 0);
	/* load, barrier, load, end: the barrier and the end, one round each */
	tu_assert_rel(syncs_of("", "{\"instructions\": [" LDG("R1") BAR LDG("R3") FADD EXIT "]}"),
		      2, 0);
	/* load, barrier, then only arithmetic (a tiled transpose's shape, its stores
	 * acknowledged by the L2): the barrier alone */
	tu_assert_rel(syncs_of("", "{\"instructions\": [" LDG("R1") BAR FADD EXIT "]}"), 1, 0);
	/* no DRAM load: none */
	tu_assert_rel(syncs_of("", "{\"instructions\": [" FADD BAR FADD EXIT "]}"), 0, 0);
	/* a loop of t = 5 trips, load then barrier (a tiled GEMM's k loop): 5 barriers close a
	 * phase with a load; the end's phase (the last iteration's tail) has none */
	tu_assert_rel(syncs_of("\"t\": 5", "{\"instructions\": [" LDG("R1") BAR FADD BRA(0) EXIT
			       "], \"loops\": [{\"head\": 0, \"tail\": 3, \"trips\": \"t\"}]}"),
		      5, 0);
	/* barrier then load in the loop: iteration i's load waits for iteration i + 1's
	 * barrier (4 of them) and the last one for the block's end: 5 again */
	tu_assert_rel(syncs_of("\"t\": 5", "{\"instructions\": [" BAR FADD LDG("R1") BRA(0) EXIT
			       "], \"loops\": [{\"head\": 0, \"tail\": 3, \"trips\": \"t\"}]}"),
		      5, 0);
	/* a loop of loads without a barrier (a grid-stride loop): its rounds are the warp's
	 * own; only the end synchronises, once */
	tu_assert_rel(syncs_of("\"t\": 5", "{\"instructions\": [" LDG("R1") FADD BRA(0) EXIT
			       "], \"loops\": [{\"head\": 0, \"tail\": 2, \"trips\": \"t\"}]}"),
		      1, 0);
}

/* The hand counts of the two launches below: one FP32 instruction, 512 DRAM bytes a warp
 * (4 lines), latency bound L0 = 100 cycles, no program (one DRAM round, the block's end
 * waiting for it). */
static void stream_counts(struct gp_kernel_counts *c)
{
	memset(c, 0, sizeof(*c));
	c->ins[GP_UNIT_FP32] = 1;
	c->ins_issued = 1;
	c->gmem_bytes = 512;
	c->latency_bound_cycles = 100;
}

/*
 * One stream-like launch on V100 by hand (hand counts: no program, so one DRAM round a
 * warp and the block's end waiting for it): 512 DRAM bytes a warp = 4 lines, 256 threads =
 * 8 warps, m = 32 requests a round, H_32 = 4.0584951954; one FP32 instruction, latency
 * bound L0 = 100; 8 blocks (64 warps) an SM, one full wave of 640 blocks. The DRAM service
 * of a warp's round is D = 512 / (814e9 / (80 x 1530e6)) = 76.989 cycles; the mean wait of
 * the round is W(u) = D u / (2 (1 - u)) (M/D/1), the mean backlog Nq(u) = u^2 / (2 (1 - u)),
 * and the slowest of the 32 adds X(u) = min(W (H_32 - 1), D sqrt(2 ln 32 Nq)). Little's
 * law, 64 / L = u / D with L = L0 + W(u) + X(u), solved by hand (200 halvings of (0, 1)):
 * u = 0.98917747, W = 3518.378, and the Gaussian limit binds (W (H_32 - 1) = 10760.9
 * against D sqrt(2 ln 32 Nq) = 1362.808): L = 4981.186 cycles. The exponential form
 * alone gave u = 0.96959 and L = 100 + 1227.50 x 4.0585 = 5081.8 with the DRAM at 97%.
 */
static void test_added_wait(void **state)
{
	struct gp_device dev;
	struct gp_kernel_counts c;
	struct gp_launch l = { .block = 256, .grid = 640, .combine = GP_COMBINE_QUEUE };
	struct gp_estimate e;
	struct gp_diag d;
	const double dd = 512 / (814e9 / (80 * 1530e6)), u = 0.98917747;
	const double w = dd * u / (2 * (1 - u)), nq = u * u / (2 * (1 - u));
	(void)state;
	tu_device("v100", &dev);
	stream_counts(&c);
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	assert_int_equal(e.full_waves, 1);
	assert_int_equal(e.tail_blocks, 0);
	tu_assert_rel(w, 3518.378, 1e-5);
	tu_assert_rel(dd * sqrt(2 * log(32) * nq), 1362.808, 1e-5);
	tu_assert_rel(e.latency_bound_cycles, 4981.186, 1e-5);
	tu_assert_rel(e.latency_bound_cycles - 100 - w, dd * sqrt(2 * log(32) * nq), 1e-4);
	/* the request's own latency stays the mean: the unloaded 485 plus W */
	tu_assert_rel(e.dram_latency_cycles, dev.lat_mem[GP_MEM_DRAM] + w, 1e-5);
	/* the hard corner is left as it was: L0 + (Lsat - L0) u with Lsat = L0 here */
	l.combine = GP_COMBINE_MIN;
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	tu_assert_rel(e.latency_bound_cycles, 100, 1e-12);
}

/*
 * u -> 0: one warp of one block on one SM (the other SMs idle), 512 bytes: m = 4 lines,
 * H_4 = 25/12. The SM has the whole device's bandwidth, D / 80 = 0.96237 cycles of
 * service, u = 0.0096 and W = 0.0047 cycles: what the slowest line adds, W (H_4 - 1),
 * is 0.0051 cycles (the exponential limit: D sqrt(2 ln 4 Nq) = 0.011 is larger), and the
 * launch takes its latency bound, 100 cycles (to 1e-4), as with no DRAM traffic at all.
 */
static void test_idle_unchanged(void **state)
{
	struct gp_device dev;
	struct gp_kernel_counts c;
	struct gp_launch l = { .block = 32, .grid = 1, .combine = GP_COMBINE_QUEUE };
	struct gp_estimate e;
	struct gp_diag d;
	const double sq = 512 / (814e9 / (80 * 1530e6)) / 80, hm = 25.0 / 12;
	double u, w, qa = hm * sq - 200, qb = 2 * (100 + sq);
	(void)state;
	tu_device("v100", &dev);
	stream_counts(&c);
	u = (-qb + sqrt(qb * qb + 4 * qa * 2 * sq)) / (2 * qa);
	w = sq * u / (2 * (1 - u));
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	assert_true(u < 0.01 && w < 0.005);
	tu_assert_rel(e.latency_bound_cycles - 100 - w, w * (hm - 1), 1e-6);
	tu_assert_rel(e.kernel_s * 1530e6, 100.0, 1e-4);
	c.gmem_bytes = 0;
	assert_int_equal(gp_estimate_counts(&dev, &c, 32, 0, &l, &e, &d), 0);
	tu_assert_rel(e.kernel_s * 1530e6, 100.0, 1e-12);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_harmonic),
		cmocka_unit_test(test_sync_rounds),
		cmocka_unit_test(test_added_wait),
		cmocka_unit_test(test_idle_unchanged),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
