/* bench_engine_emu.c - the execution-driven engine's speed: a 4096^3 tiled SGEMM launch
 * (16384 blocks of 32x32 threads) sampled on V100 (simulate --sass --sample N, whole waves of
 * N SMs until steady), its time and the warp instructions per second the emulator and the
 * engine together simulate; and a DRAM-bound triad (2^22 floats), full, the same rate. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpuperf/device.h"
#include "gpuperf/engine_emu.h"
#include "gpuperf/sass.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int run(const char *what, const char *path, const struct gp_device *dev, int n,
	       int full, int sms, int jobs)
{
	struct gp_sass_file f;
	struct gp_diag d;
	const struct gp_sass_func *fn;
	struct gp_emu_launch l;
	struct gp_engine_opts eo;
	struct gp_engine_emu_opts o;
	struct gp_engine_result r;
	struct gp_engine_emu_info x;
	double t0, secs;
	gp_diag_clear(&d);
	if (gp_sass_load(path, &f, &d) < 0 || !(fn = gp_sass_find(&f, NULL, 0, &d))) {
		fprintf(stderr, "bench_engine_emu: needs %s; skipped\n", path);
		return 0;
	}
	gp_emu_launch_init(&l);
	if (gp_emu_args_from_name(fn->name, &l, &d) < 0)
		return 1;
	l.file = &f;
	if (strstr(path, "sgemm")) {
		l.args[0].value = n;
		l.args[1].value = 1.0;
		l.args[4].value = 0.0;
		l.grid[0] = l.grid[1] = (unsigned)(n / 32);
		l.block[0] = l.block[1] = 32;
	} else {
		l.args[3].value = 2.0;
		l.args[4].value = n;
		l.grid[0] = (unsigned)(n / 256);
		l.block[0] = 256;
	}
	gp_engine_opts_init(&eo);
	eo.jobs = jobs;
	gp_engine_emu_opts_init(&o);
	o.full = full;
	o.sample_sms = sms;
	o.regs = 32;
	o.smem_static_bytes = strstr(path, "sgemm") ? 8192 : 0;
	t0 = now_s();
	if (gp_engine_run_emu(dev, fn, &l, &eo, &o, &r, &x, &d) < 0) {
		fprintf(stderr, "bench_engine_emu: %s: %s\n", what, d.msg);
		gp_sass_file_release(&f);
		return 1;
	}
	secs = now_s() - t0;
	printf("%-34s %8.2f s  %llu cycles  %d SMs, %.3g%% of the blocks, error estimate "
	       "%.2g%%  %.3g simulated warp instructions/s (--jobs %d)\n", what, secs,
	       (unsigned long long)r.cycles, x.sms_simulated, 100 * x.sampled_fraction,
	       100 * x.error_estimate, x.emu_warp_instructions / secs, jobs);
	gp_sass_file_release(&f);
	return 0;
}

int main(void)
{
	struct gp_device dev;
	struct gp_diag d;
	int rc = 0;
	gp_diag_clear(&d);
	if (gp_device_load("devices/v100.json", &dev, &d) < 0) {
		fprintf(stderr, "bench_engine_emu: devices/v100.json: %s; skipped\n", d.msg);
		return 0;
	}
	rc |= run("sgemm_tiled 4096^3 --sample 5", "kernels/sass/sgemm_tiled.sm_70.sass", &dev,
		  4096, 0, 5, 1);
	rc |= run("triad 2^22 --full", "kernels/sass/triad.sm_70.sass", &dev, 1 << 22, 1, 0, 1);
	rc |= run("triad 2^22 --full", "kernels/sass/triad.sm_70.sass", &dev, 1 << 22, 1, 0, 2);
	return rc;
}
