/* bench_trace.c - NVBit trace reading and trace -> descriptor speed, and config imports/s. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gpuperf/gpgpusim_import.h"
#include "gpuperf/traceg.h"
#include "gpuperf/trace_kernel.h"
#include "util.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(void)
{
	const char *trace = "../shared/data/ext/traces/microgpusim_matrixmul-32-32-trace/kernel-1.traceg";
	const char *cfg = "../shared/data/ext/configs/SM7_QV100/gpgpusim.config";
	struct gp_device dev;
	struct gp_diag d;
	struct gp_import *imp;
	struct gp_import_opts io = { .like = "none" };
	char *text;
	size_t len;
	double t0, t1, insts = 0, lines = 0;
	int reps = 200, imports = 200;

	text = gp_read_file(trace, 0, &len, &d);
	if (!text || gp_device_load("devices/gtx1080.json", &dev, &d) < 0) {
		fprintf(stderr, "bench_trace: needs %s and devices/gtx1080.json; skipped\n", trace);
		free(text);
		return 0;
	}
	for (size_t i = 0; i < len; i++)
		lines += text[i] == '\n';
	t0 = now_s();
	for (int r = 0; r < reps; r++) {
		struct gp_trace_kernel t;
		struct gp_kernel k;
		if (gp_trace_kernel_parse(text, len, trace, &t, &d) < 0)
			return 1;
		gp_kernel_init(&k);
		if (gp_trace_to_kernel(&t, &dev, NULL, &k, NULL, &d) < 0)
			return 1;
		insts += (double)t.ninst;
		gp_kernel_release(&k);
		gp_trace_kernel_release(&t);
	}
	t1 = now_s();
	printf("bench_trace: %.3g warp instructions/s read and turned into a descriptor "
	       "(%.3g MB/s of trace text, matrixmul trace x %d)\n", insts / (t1 - t0),
	       len * (double)reps / (t1 - t0) / 1e6, reps);
	(void)lines;
	free(text);
	imp = malloc(sizeof(*imp));
	if (!imp)
		return 1;
	t0 = now_s();
	for (int r = 0; r < imports; r++)
		if (gp_import_gpgpusim(cfg, &io, imp, &d) < 0) {
			gp_diag_print(&d, stderr);
			free(imp);
			return 1;
		}
	t1 = now_s();
	printf("bench_trace: %.3g GPGPU-Sim config imports/s (QV100)\n", imports / (t1 - t0));
	free(imp);
	return 0;
}
