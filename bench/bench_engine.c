/* bench_engine.c - simulated warp instructions per second, one host thread and two. */
#include <stdio.h>
#include <time.h>

#include "gpuperf/engine.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Best of three runs: the machine is shared, the minimum is the least disturbed. */
static int run(const struct gp_device *dev, const struct gp_kernel *k, const struct gp_params *p,
	       const struct gp_launch *l, int jobs, double *ins_per_s, unsigned long long *cycles)
{
	struct gp_engine_opts o;
	struct gp_engine_result r;
	struct gp_diag d;
	double best = 0;
	gp_engine_opts_init(&o);
	o.jobs = jobs;
	for (int i = 0; i < 3; i++) {
		double t0 = now_s(), dt;
		if (gp_engine_run(dev, k, p, l, &o, &r, &d) < 0) {
			gp_diag_print(&d, stderr);
			return -1;
		}
		dt = now_s() - t0;
		if (r.warp_instructions / dt > best)
			best = r.warp_instructions / dt;
	}
	*ins_per_s = best;
	*cycles = (unsigned long long)r.cycles;
	return 0;
}

int main(void)
{
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_params p;
	struct gp_diag d;
	struct { const char *what; double a; long long grid; } cases[] = {
		{ "saxpy2 a=64 (fp32-bound)", 64, 13 * 8 * 6 },
		{ "saxpy2 a=1 (dram-bound)", 1, 13 * 8 * 24 },
	};
	if (gp_device_load("devices/gtx970.json", &dev, &d) < 0 ||
	    gp_kernel_load("kernels/saxpy2.json", &k, &d) < 0) {
		gp_diag_print(&d, stderr);
		return 1;
	}
	{
		/* the 2-thread figure depends on what else the host runs */
		FILE *f = fopen("/proc/loadavg", "r");
		double load = 0;
		if (f) {
			if (fscanf(f, "%lf", &load) != 1)
				load = 0;
			fclose(f);
		}
		printf("bench_engine: host load average %.2f\n", load);
	}
	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		struct gp_launch l = { .grid = cases[c].grid, .block = 256 };
		double one, two;
		unsigned long long c1, c2;
		gp_params_init(&p);
		gp_params_set(&p, "a", cases[c].a, NULL);
		if (run(&dev, &k, &p, &l, 1, &one, &c1) < 0 || run(&dev, &k, &p, &l, 2, &two, &c2) < 0)
			return 1;
		printf("bench_engine: %-26s GTX 970, %lld blocks: %.3g warp instructions/s with 1 thread, "
		       "%.3g with 2 (speed-up %.2fx)%s\n", cases[c].what, cases[c].grid, one, two,
		       two / one, c1 == c2 ? "" : " CYCLES DIFFER");
		if (c1 != c2)
			return 1;
	}
	gp_kernel_release(&k);
	return 0;
}
