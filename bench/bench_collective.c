/* bench_collective.c - collectives priced per second over shipped systems (link sharing included). */
#include <stdio.h>
#include <time.h>

#include "gpuperf/collective.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int run(const char *path, int gpus, long n)
{
	struct gp_system s;
	struct gp_coll_result r;
	struct gp_diag d;
	double t0, t1, sink = 0;
	if (gp_system_load(path, &s, &d) < 0) {
		gp_diag_print(&d, stderr);
		gp_system_release(&s);
		return 1;
	}
	t0 = now_s();
	for (long i = 0; i < n; i++) {
		/* vary the size so both algorithms win sometimes */
		double bytes = (double)(1L << (i % 31));
		if (gp_collective_time(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, bytes, gpus, 0, NULL, NULL,
				       &r, &d) < 0) {
			gp_diag_print(&d, stderr);
			gp_system_release(&s);
			return 1;
		}
		sink += r.time_s;
	}
	t1 = now_s();
	printf("bench_collective: %s, %d GPUs: %ld all-reduces (ring + tree each) in %.3f s = "
	       "%.0f/s (checksum %.6g)\n", s.name, gpus, n, t1 - t0, n / (t1 - t0), sink);
	gp_system_release(&s);
	return 0;
}

int main(void)
{
	return run("devices/systems/dgx-h100.json", 8, 20000) ||
	       run("devices/systems/v100x4-pcie.json", 4, 20000) ||
	       run("devices/systems/dgx-a100x2-hdr.json", 16, 2000);
}
