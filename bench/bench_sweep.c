/* bench_sweep.c - analytic sweep rows per second to CSV, and --jobs 2 giving the same bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpuperf/sweep.h"
#include "util.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Sweep into path with jobs threads; returns wall seconds, or -1; *cpu_s gets CPU seconds. */
static double run(const struct gp_sweep *s0, int jobs, const char *path, double *cpu_s)
{
	clock_t c0;
	struct gp_sweep s = *s0;
	struct gp_atomic out;
	struct gp_diag d;
	double t0;
	gp_diag_clear(&d);
	s.jobs = jobs;
	if (gp_atomic_open(&out, path, &d) < 0)
		goto fail;
	t0 = now_s();
	c0 = clock();
	if (gp_sweep_write(&s, out.f, &d) < 0) {
		gp_atomic_abort(&out);
		goto fail;
	}
	if (gp_atomic_commit(&out, &d) < 0)
		goto fail;
	*cpu_s = (double)(clock() - c0) / CLOCKS_PER_SEC;
	return now_s() - t0;
fail:
	gp_diag_print(&d, stderr);
	return -1;
}

static int same_bytes(const char *a, const char *b)
{
	FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
	int same = fa && fb, ca, cb;
	while (same) {
		ca = getc(fa);
		cb = getc(fb);
		if (ca != cb)
			same = 0;
		if (ca == EOF)
			break;
	}
	if (fa)
		fclose(fa);
	if (fb)
		fclose(fb);
	return same;
}

int main(void)
{
	const char *p1 = "/tmp/gpuperf_bench_sweep_1.csv", *p2 = "/tmp/gpuperf_bench_sweep_2.csv";
	struct gp_app *a = NULL;
	struct gp_device dev;
	const struct gp_device *devs[1] = { &dev };
	struct gp_sweep_axis ax;
	struct gp_sweep s;
	struct gp_diag d;
	double t1, t2, c1 = 0, c2 = 0;
	long long n;
	int rc = 1;

	gp_diag_clear(&d);
	if (gp_app_load("models/saxpy_app.json", &a, &d) < 0 ||
	    gp_device_find("gtx970", NULL, &dev, &d) < 0 ||
	    gp_sweep_axis_parse("numElements=1000:1000000000:1000", &ax, &d) < 0) {
		gp_diag_print(&d, stderr);
		gp_app_free(a);
		return 1;
	}
	ax.input = gp_app_input_index(a, "numElements");
	memset(&s, 0, sizeof(s));
	s.app = a;
	s.be = gp_backend_find("analytic");
	s.ndev = 1;
	s.devs = devs;
	s.naxes = 1;
	s.axes = &ax;
	gp_app_values_defaults(a, &s.base);
	n = gp_sweep_points(&s);
	t1 = run(&s, 1, p1, &c1);
	t2 = t1 < 0 ? -1 : run(&s, 2, p2, &c2);
	if (t1 > 0 && t2 > 0) {
		int same = same_bytes(p1, p2);
		printf("bench_sweep: %lld-point analytic sweep of models/saxpy_app.json to CSV\n", n);
		printf("  --jobs 1: %.3f s, %.0f rows/s wall, %.0f rows per CPU second "
		       "(target 500000 on one core)\n", t1, n / t1, n / c1);
		printf("  --jobs 2: %.3f s, %.0f rows/s, output %s\n", t2, n / t2,
		       same ? "byte-identical to --jobs 1" : "DIFFERS from --jobs 1");
		rc = same ? 0 : 1;
	}
	remove(p1);
	remove(p2);
	gp_sweep_axis_release(&ax);
	gp_app_free(a);
	return rc;
}
