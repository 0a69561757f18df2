/* bench_emu.c - the SASS emulator's speed: emulated thread-instructions per second on a tiled
 * SGEMM (shared memory, barriers, FFMA) and the time to profile a sampled 4096x4096 SGEMM launch.
 * Times are this process's CPU time (one core), steady on a machine others share too. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpuperf/emu.h"
#include "gpuperf/sass.h"

/* CPU time of this process: the figure of one core, whatever else the machine runs */
static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* sgemm_tiled(n, alpha, A, B, beta, C) on an n x n problem in 32x32 blocks */
static int sgemm(const struct gp_sass_func *fn, int n, struct gp_emu_result *r, double *secs)
{
	struct gp_emu_launch l;
	struct gp_diag d;
	double t0;
	gp_emu_launch_init(&l);
	if (gp_emu_args_from_name(fn->name, &l, &d) < 0)
		return -1;
	l.args[0].value = n;
	l.args[1].value = 1.0;
	l.args[4].value = 0.0;
	l.grid[0] = l.grid[1] = (unsigned)(n / 32);
	l.block[0] = l.block[1] = 32;
	t0 = now_s();
	if (gp_emu_run(fn, &l, r, &d) < 0) {
		fprintf(stderr, "bench_emu: %s\n", d.msg);
		return -1;
	}
	*secs = now_s() - t0;
	return 0;
}

int main(void)
{
	const char *path = "kernels/sass/sgemm_tiled.sm_80.sass";
	struct gp_sass_file f;
	struct gp_diag d;
	const struct gp_sass_func *fn;
	struct gp_emu_result r;
	double secs, best = 0;

	if (gp_sass_load(path, &f, &d) < 0 || !(fn = gp_sass_find(&f, NULL, 0, &d))) {
		fprintf(stderr, "bench_emu: needs %s; skipped\n", path);
		return 0;
	}
	/* 256 x 256: 64 blocks, all emulated; best of 3 */
	for (int rep = 0; rep < 3; rep++) {
		if (sgemm(fn, 256, &r, &secs) < 0)
			return 1;
		if (r.thread_insts / secs > best)
			best = r.thread_insts / secs;
		if (rep < 2)
			gp_emu_result_release(&r);
	}
	printf("bench_emu: %.3g emulated thread-instructions/s (%.3g warp instructions/s), "
	       "sgemm_tiled sm_80 256x256, %d blocks (target >= 1e8; before the fast paths "
	       "of emu_fast.c 0.6-1.0e8, after 2.8-3.2e8)\n", best,
	       best / (r.thread_insts / r.warp_insts), r.blocks_emulated);
	gp_emu_result_release(&r);
	if (sgemm(fn, 4096, &r, &secs) < 0)
		return 1;
	printf("bench_emu: sgemm_tiled 4096x4096 (%.0f blocks, %d emulated): %.3f s CPU, %.3g thread "
	       "instructions counted, %.0f loop periods of them jumped over (target <= 0.2 s for "
	       "100 launches in 20 s)\n", r.blocks_total, r.blocks_emulated, secs, r.thread_insts,
	       r.skipped_periods);
	gp_emu_result_release(&r);
	gp_sass_file_release(&f);
	return 0;
}
