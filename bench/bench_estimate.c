/* bench_estimate.c - analytical estimates per second, the model alone (no I/O, no parsing).
 * Targets: 1 M/s for the thesis model, 2 M/s for the hierarchy model (issue 46). */
#include <stdio.h>
#include <time.h>

#include "gpuperf/estimate.h"

/* The process's CPU time: one thread, so the rate of one core however busy the machine is
 * (wall time counts the other programs' turns on a shared core too). */
static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(void)
{
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_kernel_counts c;
	struct gp_params p;
	struct gp_diag d;
	struct gp_estimate e;
	struct gp_launch l = { .grid = 1562500, .block = 256, .lambda = 0.703787 };
	const long n = 5000000;
	double t0, t1, sink = 0;

	if (gp_device_load("devices/gtx970.json", &dev, &d) < 0 ||
	    gp_kernel_load("kernels/saxpy2.json", &k, &d) < 0) {
		gp_diag_print(&d, stderr);
		return 1;
	}
	gp_params_init(&p);
	gp_params_set(&p, "a", 128, NULL);
	if (gp_kernel_eval(&k, &p, &c, &d) < 0)
		return 1;
	t0 = now_s();
	for (long i = 0; i < n; i++) {
		/* vary the launch so nothing is hoisted out of the loop */
		l.block = 32 + (int)(i % 32) * 32;
		l.grid = 1000 + i % 4096;
		if (gp_estimate_counts(&dev, &c, k.regs_per_thread, 0, &l, &e, &d) < 0)
			return 1;
		sink += e.time_s;
	}
	t1 = now_s();
	printf("bench_estimate: %ld estimates in %.3f s of CPU = %.0f estimates/s on one core "
	       "(target >= 1000000; checksum %.6g)\n", n, t1 - t0, n / (t1 - t0), sink);
	/* the hierarchy model on the same counts (no lambda: sustained DRAM, waves, loaded latency);
	 * most of its time is the exact mean value recursion of each wave shape (estimate.c
	 * closed_rate: one division after another, a step per resident warp) */
	l.lambda = 0;
	t0 = now_s();
	for (long i = 0; i < n; i++) {
		l.block = 32 + (int)(i % 32) * 32;
		l.grid = 1000 + i % 4096;
		if (gp_estimate_counts(&dev, &c, k.regs_per_thread, 0, &l, &e, &d) < 0)
			return 1;
		sink += e.time_s;
	}
	t1 = now_s();
	printf("bench_estimate: %ld hierarchy-model estimates = %.0f estimates/s on one core "
	       "(target >= 2000000, issue 46; checksum %.6g)\n", n, n / (t1 - t0), sink);
	l.lambda = 0.703787;
	/* full path, expressions included */
	t0 = now_s();
	for (long i = 0; i < n / 10; i++) {
		p.values[0] = 1 + i % 512;
		if (gp_estimate_kernel(&dev, &k, &p, &l, &e, &d) < 0)
			return 1;
		sink += e.time_s;
	}
	t1 = now_s();
	printf("bench_estimate: %ld estimates with expression evaluation = %.0f estimates/s\n",
	       n / 10, n / 10 / (t1 - t0));
	gp_kernel_release(&k);
	return 0;
}
