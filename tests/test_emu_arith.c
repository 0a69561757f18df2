/* test_emu_arith.c - the emulator's integer division on real listings: the runtime division
 * ceil(n / blockDim.x) that every architecture compiles to a reciprocal and a fix-up
 * (sm_70+: I2F.U32.RP, MUFU.RCP, F2I.FTZ.U32.TRUNC, IMAD.HI with its 64-bit addend; sm_61: the
 * same with XMAD products and IADD3.RS column sums), checked by the trip count of the loop it
 * bounds (kernels/src/divtrip.cu, matvec_tiled.cu). Every figure is worked out by hand. */
#include "testutil.h"
#include "emufix.h"

#define SASS(name) "kernels/sass/" name

static const int archs[] = { 61, 70, 80, 90 };

/* the one loop's back-edge count per warp (trips - 1) */
static double only_loop(const struct kfix *k)
{
	assert_int_equal(k->r.dynamic->nloops, 1);
	return k->r.dynamic->loops[0].trips_per_warp;
}

/* divtrip(n, out): q = (n + 511) / 512 with 512-thread blocks; the #pragma unroll 1 loop runs
 * q times, so q - 1 back edges. n = 2000: 2511 / 512 = 4; 5000: 5511 / 512 = 10;
 * 100000: 100511 / 512 = 196; 512: 1023 / 512 = 1 (no back edge); 513: 1024 / 512 = 2;
 * 1000000: 1000511 / 512 = 1954 (remainder 63). */
static void division_trips(void **state)
{
	static const struct { int n; double q; } cases[] = {
		{ 2000, 4 }, { 5000, 10 }, { 100000, 196 }, { 512, 1 }, { 513, 2 },
		{ 1000000, 1954 },
	};
	(void)state;
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++) {
		char path[64];
		snprintf(path, sizeof(path), SASS("divtrip.sm_%d.sass"), archs[a]);
		for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
			struct kfix k;
			kload(&k, path, NULL, 0);
			kdim(&k, 1, 1, 512, 1);
			karg(&k, 0, cases[i].n);
			k.l.args[1].init = GP_EMU_INIT_ZEROS;
			krun(&k);
			if (only_loop(&k) != cases[i].q - 1)
				fail_msg("sm_%d n = %d: %g back edges, want %g", archs[a], cases[i].n,
					 only_loop(&k), cases[i].q - 1);
			kfree(&k);
		}
	}
	{
		/* the listing loads; its one kernel is refused, by name and by the emulator */
		struct gp_sass_file f;
		struct gp_emu_launch l;
		struct gp_emu_result r;
		struct gp_diag d;
		gp_diag_clear(&d);
		assert_int_equal(gp_sass_load(SASS("matvec_tiled.sm_90.sass"), &f, &d), 0);
		assert_int_equal(f.n, 1);
		assert_null(gp_sass_find(&f, "matvec_tiled", 90, &d));
		assert_int_equal(d.code, GP_EPARSE);
		tu_assert_contains(d.msg, "'_Z12matvec_tiledPKfS0_Pfii' (sm_90): no instruction at PC "
				   "0x0340 (between 0x0330 and 0x0350)");
		tu_assert_contains(d.hint, "CUDA 12.0 or newer");
		assert_int_equal(d.line, 111);
		gp_diag_clear(&d);
		gp_emu_launch_init(&l);
		l.file = &f;
		assert_int_equal(gp_emu_run(&f.funcs[0], &l, &r, &d), -GP_EPARSE);
		tu_assert_contains(d.msg, "no instruction at PC 0x0340");
		gp_sass_file_release(&f);
	}
}

/* matvec_tiled(A, x, y, rows, width) with 512-thread blocks: tiles = ceil(width / 512), the
 * outer loop (its head read from each listing) runs 8 times for width 4096, 9 for 4097
 * (4097 + 511 = 4608 = 9 x 512), 1 for 512. The sm_90 kernel is refused: CUDA 11.8's
 * cuobjdump prints the min()'s VIMNMX at 0x0340 as a blank line (listing integrity). */
static void matvec_outer_trips(void **state)
{
	static const struct { int sm; uint32_t head; } outer[] = {
		{ 61, 0x258 }, { 70, 0x250 }, { 80, 0x250 },
	};
	static const struct { int width; double tiles; } cases[] = {
		{ 4096, 8 }, { 4097, 9 }, { 1024, 2 }, { 512, 1 },
	};
	(void)state;
	for (size_t a = 0; a < sizeof(outer) / sizeof(outer[0]); a++) {
		char path[64];
		snprintf(path, sizeof(path), SASS("matvec_tiled.sm_%d.sass"), outer[a].sm);
		for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
			struct kfix k;
			double back = -1;
			kload(&k, path, NULL, 0);
			kdim(&k, 1, 1, 512, 1);
			k.l.smem_dynamic_bytes = 512 * 4;
			karg(&k, 3, 512);
			karg(&k, 4, cases[i].width);
			k.l.args[0].init = k.l.args[1].init = GP_EMU_INIT_ZEROS;
			krun(&k);
			for (int l = 0; l < k.r.dynamic->nloops; l++)
				if (k.r.dynamic->loops[l].head_pc == outer[a].head)
					back = k.r.dynamic->loops[l].trips_per_warp;
			if (cases[i].tiles == 1 ? back > 0 : back != cases[i].tiles - 1)
				fail_msg("sm_%d width %d: outer loop at 0x%x %g back edges, want %g",
					 outer[a].sm, cases[i].width, outer[a].head, back,
					 cases[i].tiles - 1);
			kfree(&k);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(division_trips),
		cmocka_unit_test(matvec_outer_trips),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
