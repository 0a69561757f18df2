/* test_emu_accelwattch.c - emulator forms found on the AccelWattch QV100 kernels (the sm_70 listings of
 * tests/data/accelwattch/sass, from the public Parboil and CUDA samples sources in ../src):
 * BRA with a predicate operand (mri-q), R2P and P2R on PR (quasirandomGenerator,
 * binomialOptions), |Rn|.reuse operands, NULL pointer arguments, and the consumers of an
 * emulated descriptor's fractional mean trip count (sobolQRNG: estimate, the engine).
 * Every figure is worked out by hand from the listing and the source. */
#include "testutil.h"
#include "emufix.h"
#include "gpuperf/device.h"
#include "gpuperf/emu.h"
#include "gpuperf/engine.h"
#include "gpuperf/expr.h"
#include "gpuperf/kernel.h"
#include "gpuperf/sass.h"
#include "gpuperf/program.h"

#define AW_SASS(name) "tests/data/accelwattch/sass/" name ".sm_70.sass"

/* ==== Fixture: tests/emufix.h ==== */

static void mriq_run(struct kfix *k, double numk, double kglobal, unsigned blocks)
{
	kload(k, AW_SASS("mri-q"), NULL, 0);
	k->l.grid[0] = blocks;
	k->l.block[0] = 256;
	karg(k, 0, numk);
	karg(k, 1, kglobal);
	krun(k);
}

static void mriq_bra_predicate(void **state)
{
	struct kfix k;
	(void)state;
	/* the benchmark's large input: numK = 2048, first launch kGlobalIndex = 0: kIndex
	 * ends the loop at 1024 after 512 iterations (P1 false, P0 still true). The emulator
	 * that ignored P1 ran to kGlobalIndex = 2048: 1024 iterations. */
	mriq_run(&k, 2048, 0, 2);
	assert_true(k.r.warp_insts == 16 * (24 + 29 * 512 + 3));   /* 2 blocks, 16 warps */
	assert_true(execs(&k, 0x400) == 16 * 512);
	assert_int_equal(k.r.dynamic->nloops, 1);
	assert_int_equal(k.r.dynamic->loops[0].head_pc, 0x240);
	assert_true(k.r.dynamic->loops[0].trips_per_warp == 511);
	/* the constant-cache loads: 4 LDC per iteration per warp */
	assert_true(execs(&k, 0x280) + execs(&k, 0x2b0) + execs(&k, 0x2c0) + execs(&k, 0x2d0) ==
		    16.0 * 4 * 512);
	kfree(&k);
	/* the other side of the AND: kGlobalIndex = 1536 reaches numK after 256 iterations
	 * while kIndex is still 512 (P0 true ends it) */
	mriq_run(&k, 2048, 1536, 1);
	assert_true(k.r.warp_insts == 8 * (24 + 29 * 256 + 3));
	assert_true(k.r.dynamic->loops[0].trips_per_warp == 255);
	kfree(&k);
}

/* ==== R2P PR, Ra.Bn, mask: quasirandomGenerator ==== */

/* Lanes of each predicate-guarded LDC of quasirandomGeneratorKernel against the bits of
 * data = seed + pos (the source's `if (data & 1) result ^= dimBase[bit]`, data >>= 1): the
 * listing sets P1..P6 from bits 1..6 (`R2P PR, R7, 0x7e`), P0..P6 from bits 8..14
 * (`R2P PR, R7.B1, 0x7f`), 16..22 (.B2) and 24..30 (.B3), R7 = pos + seed, and guards one
 * `LDC c[0x3][R2+4*bit]` with the predicate of each bit. */
struct qrng_check {
	unsigned seed, block_x;
	long accesses[16], warps_with_lanes[16], wrong;
};

static const struct { uint32_t pc; int bit; } qrng_ldc[] = {
	{ 0x170, 1 }, { 0x1a0, 2 }, { 0x1b0, 3 }, { 0x1c0, 4 }, { 0x1d0, 5 }, { 0x1e0, 6 },
	{ 0x1f0, 7 },   /* P0 from `LOP3.LUT P0, RZ, R7, 0x80`, not R2P */
	{ 0x280, 8 }, { 0x290, 9 }, { 0x2a0, 10 }, { 0x2b0, 11 }, { 0x2c0, 13 }, { 0x2d0, 14 },
};
#define NQ (sizeof(qrng_ldc) / sizeof(qrng_ldc[0]))

/* lanes of the warp whose data = seed + pos has bit b set */
static uint32_t qrng_want(const struct qrng_check *q, const unsigned *block, unsigned tid0, int b)
{
	uint32_t m = 0;
	for (int lane = 0; lane < 32; lane++) {
		unsigned pos = block[0] * q->block_x + (tid0 + (unsigned)lane) % q->block_x;
		if ((q->seed + pos) >> b & 1)
			m |= 1u << lane;
	}
	return m;
}

static void qrng_access(void *user, const struct gp_emu_access *a)
{
	struct qrng_check *q = user;
	for (size_t i = 0; i < NQ; i++) {
		if (a->pc != qrng_ldc[i].pc)
			continue;
		q->accesses[i]++;
		if (a->mask != qrng_want(q, a->block, a->tid0, qrng_ldc[i].bit))
			q->wrong++;
	}
}

static void qrng_r2p(void **state)
{
	struct kfix k;
	struct qrng_check q;
	(void)state;
	for (int s = 0; s < 2; s++) {
		memset(&q, 0, sizeof(q));
		/* two seeds: bits 8..14 all ones, then alternating; pos = 0..511 sets bits 0..8 */
		q.seed = s == 0 ? 0x7f00u : 0x2a55u;
		q.block_x = 128;
		kload(&k, AW_SASS("quasirandomGenerator"), "_Z26quasirandomGeneratorKernelPfjj", 0);
		/* grid 4 of 128x3: threadN = 512 = N, one pass of the pos loop per thread */
		k.l.grid[0] = 4;
		k.l.block[0] = 128;
		k.l.block[1] = 3;
		karg(&k, 1, q.seed);
		karg(&k, 2, 512);
		k.l.on_access = qrng_access;
		k.l.user = &q;
		krun(&k);
		assert_true(k.r.dynamic->loops[0].trips_per_warp == 0);
		/* a guarded LDC with no lane passing makes no access: count the warps that
		 * have one (48 warps: 4 blocks x 12) */
		for (size_t i = 0; i < NQ; i++) {
			long want = 0;
			for (unsigned b = 0; b < 4; b++)
				for (unsigned w = 0; w < 12; w++) {
					unsigned blk[3] = { b, 0, 0 };
					want += qrng_want(&q, blk, 32 * w, qrng_ldc[i].bit) != 0;
				}
			if (q.accesses[i] != want)
				fail_msg("seed 0x%x: LDC at 0x%x: %ld accesses, want %ld", q.seed,
					 qrng_ldc[i].pc, q.accesses[i], want);
		}
		assert_int_equal(q.wrong, 0);
		kfree(&k);
	}
}

/* ==== P2R Rd, PR, Ra, mask: binomialOptions ==== */

static void binomial_p2r(void **state)
{
	struct kfix k;
	(void)state;
	kload(&k, AW_SASS("binomialOptions"), NULL, 0);
	/* one option (block) of 128 threads: warp w's lowest final_it = max(0, 512w - 1)
	 * (tid * 16 - 1); the 16-unrolled loop's top step i = 2048 - 16j, j = 0..127 (R17).
	 * `@!P6 BRA 0x1090` (P6 = i > final_it) skips the first step's body: warp w runs it
	 * for i >= 512w, j <= 128 - 32w: 128, 97, 65, 33 times. The second step's
	 * `@!P0 BRA 0x1360` tests P0 = i - 1 > final_it, saved by `P2R R11, PR, RZ, 0x1`
	 * before the barrier and restored by `ISETP.NE P0, R11, RZ`: j <= 127 - 32w for
	 * w > 0, every j for warp 0: 128, 96, 64, 32. */
	k.l.grid[0] = 1;
	k.l.block[0] = 128;
	krun(&k);
	assert_true(execs(&k, 0x0e90) == 128 + 97 + 65 + 33);
	assert_true(execs(&k, 0x1160) == 128 + 96 + 64 + 32);
	kfree(&k);
}

/* ==== NULL pointer argument and |Rn|.reuse: inverseCNDKernel ==== */

/* inverseCNDKernel(d_Output, d_Input, pathN) reads d_Input only when it is not NULL (the
 * sample passes NULL: uniform samples made on the fly). Grid 4 x 128: threadN = 512, so
 * pathN = 4096 is 8 passes per thread, 16 warps: 128 warp passes. */
static void inverse_cnd_run(struct kfix *k, int null_input)
{
	kload(k, AW_SASS("quasirandomGenerator"), "_Z16inverseCNDKernelPfPjj", 0);
	k->l.grid[0] = 4;
	k->l.block[0] = 128;
	/* given only as NULL: a pointer given with no size would be an empty buffer */
	k->l.args[1].is_null = null_input;
	k->l.args[1].given = null_input;
	karg(k, 2, 4096);
}

static void inverse_cnd_null(void **state)
{
	struct kfix k;
	(void)state;
	/* NULL: `ISETP.NE.U32 P0, RZ, c[0x0][0x168]` (with .EX on the high word) is false and
	 * `@!P0 BRA 0x550` takes the generating loop: its STG at 0x0ad0 runs 128 times and
	 * the d_Input loop's LDG at 0x0110 never */
	inverse_cnd_run(&k, 1);
	krun(&k);
	assert_true(execs(&k, 0x0110) == 0);
	assert_true(execs(&k, 0x0ad0) == 128);
	assert_true(execs(&k, 0x0520) == 0);
	kfree(&k);
	/* an allocation of zeros instead: the LDG loop, 128 loads and stores */
	inverse_cnd_run(&k, 0);
	k.l.args[1].alloc_bytes = 4096 * 4;
	k.l.args[1].init = GP_EMU_INIT_ZEROS;   /* known data: no decided branch */
	krun(&k);
	assert_true(execs(&k, 0x0110) == 128);
	assert_true(execs(&k, 0x0520) == 128);
	kfree(&k);
}

/* The division's slow path (the subroutine at 0x0b10 both CALLs reach) holds
 * `FSETP.NEU.FTZ.AND P2, PT, |R8|.reuse, +INF, PT` at 0x0c50: the operand-reuse flag after
 * the absolute-value bars stopped the decoder. d_Input without --init is unknown, so FCHK's
 * predicate and every compare on the quotient's operands are decided by the probabilities
 * of the branches they feed (named by the PCs extract reports): 1 for `@P0 BRA 0x310`
 * (0x01b0: p2 > -0.42, the body with the division) and 0 for the others, `@!P0 BRA 0x490`
 * (0x0450) included, so every lane calls the slow path, reaches 0x0c50 and makes the same
 * choices (no divergence): each of the 128 passes runs it once. */
static void abs_reuse_operand(void **state)
{
	static const uint32_t never[] = {
		0x01c0, 0x0220, 0x0450, 0x04c0, 0x0ba0, 0x0be0, 0x0bf0, 0x0c00, 0x0c40, 0x0c70,
		0x0c80, 0x0cb0, 0x0ce0, 0x0cf0, 0x0d00, 0x0ec0, 0x0ee0, 0x0f00, 0x0f30, 0x0f70,
		0x0fa0, 0x0fd0, 0x1000,
	};
	struct kfix k;
	(void)state;
	inverse_cnd_run(&k, 0);
	k.l.branch_pc[k.l.nbranch] = 0x01b0;
	k.l.branch_p[k.l.nbranch++] = 1;
	for (size_t i = 0; i < sizeof(never) / sizeof(never[0]); i++) {
		k.l.branch_pc[k.l.nbranch] = never[i];
		k.l.branch_p[k.l.nbranch++] = 0;
	}
	krun(&k);
	assert_true(k.r.simd_efficiency == 1);
	assert_true(k.r.dynamic->loops[0].trips_per_warp == 7);
	assert_true(execs(&k, 0x0470) == 128);
	assert_true(execs(&k, 0x0c50) == 128);
	/* `@!P1 BRA !P2, 0x1150` with both predicates decided "no jump" falls through */
	assert_true(execs(&k, 0x0c90) == 128);
	kfree(&k);
}

/* The same kernel with every data-dependent choice left to the seeded generator (p 0.5):
 * lanes split at `@!P0 BRA 0x490` (0x0450), some calling the slow path at 0x0b10, placed
 * after the kernel. Lanes that skip the call must wait for the callers (the listing's
 * BSYNC B0 at 0x04c0); run lowest PC first, they went on into the next passes of the loop
 * and each pass counted several times (25.75 passes instead of 8). With the lanes in calls
 * run first, the warp still makes its 8 passes: one LDG and one STG each, 128 in all. */
static void divergent_call_in_loop(void **state)
{
	struct kfix k;
	(void)state;
	inverse_cnd_run(&k, 0);
	krun(&k);
	assert_true(k.r.dynamic->loops[0].trips_per_warp == 7);
	assert_true(execs(&k, 0x0110) == 128);
	assert_true(execs(&k, 0x0520) == 128);
	assert_true(execs(&k, 0x0b10) > 0);   /* the slow path ran */
	assert_true(k.r.simd_efficiency < 1);
	kfree(&k);
}

/* ==== Fractional mean trip counts: the program walk and the engine ==== */

/* A descriptor holding a program: one NOP in a loop of "trips" iterations, then a NOP. */
static int frac_kernel(struct gp_kernel *k, const char *trips, struct gp_diag *d)
{
	char text[1024];
	snprintf(text, sizeof(text),
		 "{\"name\": \"t\", \"fidelity\": \"hand\", \"params\": {\"a\": 1},"
		 " \"regs_per_thread\": 8, \"per_warp\": {\"ins_issued\": 1, \"latency_bound\": 1},"
		 " \"program\": {\"instructions\": [{\"op\": \"NOP\", \"class\": \"misc\"},"
		 " {\"op\": \"NOP\", \"class\": \"misc\"}],"
		 " \"loops\": [{\"head\": 0, \"tail\": 0, \"trips\": \"%s\"}]}}", trips);
	gp_diag_clear(d);
	gp_kernel_init(k);
	return gp_kernel_parse(text, strlen(text), "frac.json", k, d);
}

static void fractional_trips(void **state)
{
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_kernel_counts c;
	struct gp_engine_result r;
	struct gp_diag d;
	(void)state;
	assert_int_equal(gp_device_load("devices/v100.json", &dev, &d), 0);
	assert_int_equal(frac_kernel(&k, "2.25", &d), 0);
	/* the walk's expectation: 2.25 x the loop's NOP + the NOP after it */
	assert_int_equal(gp_program_counts(&dev, &k, NULL, &c, &d), 0);
	assert_true(c.ins_issued == 3.25);
	/* the engine: warp g (1, 2, ...) runs 3 iterations when floor(0.25 g) steps, else 2:
	 * of warps 1..8, warps 4 and 8: 2 x 4 + 6 x 3 = 26 = 8 x 3.25 instructions; of
	 * warps 1..4, warp 4: 4 + 3 x 3 = 13 */
	for (int run = 0; run < 2; run++) {
		struct gp_launch l = { .grid = run ? 4 : 8, .block = 32 };
		gp_diag_clear(&d);
		if (gp_engine_run(&dev, &k, NULL, &l, NULL, &r, &d) < 0)
			fail_msg("%s", d.msg);
		assert_true(r.warp_instructions == (run ? 13 : 26));
	}
	gp_kernel_release(&k);
	/* still refused: a negative count, and a value the expression cannot give */
	assert_int_equal(frac_kernel(&k, "a - 1.5", &d), 0);
	assert_int_equal(gp_program_counts(&dev, &k, NULL, &c, &d), -GP_ERANGE);
	tu_assert_contains(d.msg, "trip count evaluates to -0.5; must be in 0..");
	tu_assert_contains(d.field, "/program/loops/0/trips");
	gp_kernel_release(&k);
	assert_int_equal(frac_kernel(&k, "sqrt(a - 2)", &d), 0);
	assert_true(gp_program_counts(&dev, &k, NULL, &c, &d) < 0);
	tu_assert_contains(d.msg, "sqrt of a negative number");
	gp_kernel_release(&k);
}

/* sobolQRNG as the sample launches it on 80 SMs (sobol_gpu.cu: grid 4 x 80 = 320 rounded
 * up to 512 by 100 dimensions, 64 threads; 100000 vectors): the stride is 512 x 64 = 32768,
 * so threads with i0 < 100000 - 3 x 32768 = 1696 run the `i += stride` loop 3 times and the
 * others 2 (the launch's mean: 2 + 26.5 / 512 = 2.052). The 8 sampled blocks (--seed 1:
 * 0 4458 18345 29465 34535 35136 43903 51199, block x = index mod 512) hold 16 warps; block
 * 0's two (i0 0..63) run 3, the others 2 (every random block has x >= 27). The sample is
 * stratified: blocks 0 and 51199 stand for one block each, the 6 random ones for 51198 / 6
 * each, so the mean is (2 x 3 + 2 x 2 + 102396 x 2) / 102400 = 2 + 1 / 51200 (weighed
 * equally, block 0 made it 34 / 16 = 2.125). extract writes it, and estimate (the program
 * walk) takes it. */
static void sobol_fractional(void **state)
{
	static struct tu_run r;
	struct gp_kernel k;
	struct gp_diag d;
	struct gp_params p;
	double trips = -1;
	char desc[64];
	(void)state;
	snprintf(desc, sizeof(desc), "/tmp/gp_emu_aw_%d.json", (int)getpid());
	tu_gpuperf(&r, "extract --sass " AW_SASS("sobolQRNG") " --device v100 --grid 512x100 "
		   "--block 64 --arg 0=100000 --arg 1=100 --arg 2=12800 --arg 3=40000000 -o %s",
		   desc);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "loop at 0x0cc0: 1 back-edge jumps per entering warp "
			   "(2 iterations)");
	assert_int_equal(gp_kernel_load(desc, &k, &d), 0);
	gp_params_init(&p);
	for (int l = 0; l < k.program->nloops; l++)
		if (k.program->loops[l].trips &&
		    gp_expr_eval(k.program->loops[l].trips, &p, &trips, &d) == 0 &&
		    fabs(trips - (2 + 1.0 / 51200)) < 1e-12)
			break;
	assert_true(fabs(trips - (2 + 1.0 / 51200)) < 1e-12);
	gp_kernel_release(&k);
	tu_gpuperf(&r, "estimate --device v100 --kernel %s --grid 512x100 --block 64", desc);
	unlink(desc);
	if (r.status != 0)
		fail_msg("%s", r.err);
	tu_assert_contains(r.out, "counts walked from the program");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(mriq_bra_predicate),
		cmocka_unit_test(qrng_r2p),
		cmocka_unit_test(binomial_p2r),
		cmocka_unit_test(inverse_cnd_null),
		cmocka_unit_test(abs_reuse_operand),
		cmocka_unit_test(divergent_call_in_loop),
		cmocka_unit_test(fractional_trips),
		cmocka_unit_test(sobol_fractional),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
