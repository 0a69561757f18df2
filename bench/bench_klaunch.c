/* bench_klaunch.c - a sweep that emulates every launch it prices: 5 block shapes x 20 problem
 * sizes (n 3072..5504, step 128) of a register-tiled SGEMM (bench/data/sgemm_regtile_app.json)
 * on two devices of its architecture (A100, RTX 3090: one emulation a launch serves both), on
 * one core; cold (an empty --cache directory), then warm (the same directory). Targets: cold
 * <= 20 s, warm <= 1 s (issue: a kernel is its SASS and its launch). Cold is the emulator's:
 * 8 sampled blocks a launch, each k-loop of n/16 periods mostly jumped over (emu_skip.c);
 * the figures are in docs/APPS.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpuperf/app.h"
#include "gpuperf/kcache.h"
#include "gpuperf/sweep.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The process's CPU seconds: the figure on one core when other work shares the machine. */
static double cpu_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* One sweep of the model through the cache directory dir; seconds, or -1. */
static double sweep(const char *dir, const char *csv, struct gp_kcache_stats *st, double *cpu)
{
	struct gp_app *a = NULL;
	struct gp_device dev[2];
	const struct gp_device *devs[2] = { &dev[0], &dev[1] };
	struct gp_sweep_axis ax[2];
	struct gp_kcache_opts o = { dir, 0, 0 };
	struct gp_sweep s;
	struct gp_diag d;
	double t0, t = -1;
	int nax = 0;
	FILE *f;
	gp_diag_clear(&d);
	t0 = now_s();
	*cpu = cpu_s();
	if (gp_app_load("bench/data/sgemm_regtile_app.json", &a, &d) < 0 ||
	    gp_app_set_cache(a, &o, &d) < 0 || gp_device_find("a100", NULL, &dev[0], &d) < 0 ||
	    gp_device_find("rtx3090", NULL, &dev[1], &d) < 0 ||
	    gp_sweep_axis_add("shape=0:4", a, ax, &nax, &d) < 0) {
		gp_diag_print(&d, stderr);
		gp_app_free(a);
		return -1;
	}
	/* the model's shape 0..4: blocks 8x8, 16x8, 16x16, 32x16, 32x32 */
	memset(&s, 0, sizeof(s));
	if (gp_sweep_axis_add("n=3072:5504:128", a, ax, &nax, &d) < 0) {
		gp_diag_print(&d, stderr);
		goto out;
	}
	s.app = a;
	s.be = gp_backend_find("analytic");
	s.ndev = 2;
	s.devs = devs;
	s.naxes = nax;
	s.axes = ax;
	s.jobs = 1;
	gp_app_values_defaults(a, &s.base);
	if (!(f = fopen(csv, "w")))
		goto out;
	if (gp_sweep_write(&s, f, &d) < 0)
		gp_diag_print(&d, stderr);
	else
		t = now_s() - t0;
	*cpu = cpu_s() - *cpu;
	fclose(f);
	gp_app_cache_stats(a, st);
out:
	for (int i = 0; i < nax; i++)
		gp_sweep_axis_release(&ax[i]);
	gp_app_free(a);
	return t;
}

int main(void)
{
	char dir[] = "/tmp/gpuperf_bench_klaunch.XXXXXX", cmd[128];
	struct gp_kcache_stats cold, warm;
	double tc, tw, cc = 0, cw = 0;
	if (!mkdtemp(dir))
		return 1;
	tc = sweep(dir, "/tmp/gpuperf_bench_klaunch_1.csv", &cold, &cc);
	tw = tc < 0 ? -1 : sweep(dir, "/tmp/gpuperf_bench_klaunch_2.csv", &warm, &cw);
	if (tc > 0 && tw > 0) {
		printf("bench_klaunch: 200-row sweep (5 blocks x 20 sizes x 2 devices) of a "
		       "register-tiled SGEMM, each launch emulated, one core\n");
		printf("  cold: %.2f s wall, %.2f s CPU, %lld launches emulated (target <= 20 s)%s\n",
		       tc, cc, cold.emulated, cc <= 20 ? "" : "  MISSED");
		printf("  warm: %.3f s wall, %.3f s CPU, %lld read from --cache (target <= 1 s)%s\n",
		       tw, cw, warm.disk_hits, cw <= 1 ? "" : "  MISSED");
	}
	snprintf(cmd, sizeof(cmd), "rm -rf %s /tmp/gpuperf_bench_klaunch_[12].csv", dir);
	if (system(cmd) != 0)
		return 1;
	return tc > 0 && tw > 0 ? 0 : 1;
}
