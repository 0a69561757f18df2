/* fit_write_wait.c - derives each device's memory.dram_write_read_wait_ns (what a DRAM read
 * waits per unit of the DRAM's write utilisation, estimate.c's write_wait_cycles) from
 * gpu-stream's triad column (../shared/data/ext/hwdata/gpu-benches): the value in 0..2000 ns,
 * 10 ns apart, whose hierarchy-model predictions of all of the table's triad rows (2 blocks
 * of 32..1024 threads per SM) have the least mean absolute percentage error. Prints per
 * device the error without the figure and at the fit, the device file's figure, and the
 * scale column's error at the fit: scale (1 read : 1 write) is held out and checks it. The
 * figures in the device files (devices/NAME.json) come from this program; `make fit-write-wait` runs it. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gpuperf/estimate.h"
#include "testutil.h"

#define MAXROWS 64

struct table {
	int n, block[MAXROWS];
	double triad[MAXROWS], scale[MAXROWS];
};

/* gpu-stream's rows: block size, then init, read, scale, triad GB/s after "GB/s:". */
static int read_table(const char *file, struct table *t)
{
	const char *path = tu_shared_path(file);
	char line[512];
	FILE *f = path ? fopen(path, "r") : NULL;
	t->n = 0;
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f) && t->n < MAXROWS) {
		double v[4];
		char *g = strstr(line, "GB/s:");
		if (!g || sscanf(line, "%d", &t->block[t->n]) != 1 ||
		    sscanf(g + 5, "%lf %lf %lf %lf", &v[0], &v[1], &v[2], &v[3]) != 4)
			continue;
		t->scale[t->n] = v[2];
		t->triad[t->n] = v[3];
		t->n++;
	}
	fclose(f);
	return t->n > 0 ? 0 : -1;
}

/* Mean absolute percentage error of kernel k's predicted bandwidth (streams arrays of
 * gpu-stream's N doubles) against the measured column m; -1 when an estimate fails. */
static double mape(const struct gp_device *dev, const struct gp_kernel *k, int streams,
		   const struct table *t, const double *m)
{
	const double n = 128.0 * 1024 * 1024 + 2;   /* gpu-stream's max_buffer_size */
	double sum = 0;
	for (int i = 0; i < t->n; i++) {
		struct gp_launch l = { .block = t->block[i], .grid = (long long)(n / t->block[i]) + 1,
				       .occupancy_warps = 2.0 * ceil(t->block[i] / 32.0),
				       .combine = GP_COMBINE_QUEUE };
		struct gp_estimate e;
		struct gp_diag d;
		if (gp_estimate_kernel(dev, k, NULL, &l, &e, &d) < 0) {
			fprintf(stderr, "fit_write_wait: %s block %d: %s\n", dev->name, t->block[i], d.msg);
			return -1;
		}
		sum += fabs(streams * n * 8 / e.kernel_s / 1e9 - m[i]) / m[i];
	}
	return 100 * sum / t->n;
}

int main(void)
{
	static const struct {
		const char *dev, *file;
	} sets[] = {
		{ "v100", "ext/hwdata/gpu-benches/gpu-stream_v100.txt" },
		{ "a100", "ext/hwdata/gpu-benches/gpu-stream_a100_40.txt" },
		{ "a100-80", "ext/hwdata/gpu-benches/gpu-stream_a100_80.txt" },
		{ "h100-pcie", "ext/hwdata/gpu-benches/gpu-stream_h100_pcie.txt" },
		{ "h200", "ext/hwdata/gpu-benches/gpu-stream_h200.txt" },
	};
	struct gp_kernel triad, scale;
	struct gp_diag d;
	int rc = 0;

	gp_kernel_init(&triad);
	gp_kernel_init(&scale);
	if (gp_kernel_load("kernels/mem/gpu_stream_triad.json", &triad, &d) < 0 ||
	    gp_kernel_load("kernels/mem/gpu_stream_scale.json", &scale, &d) < 0) {
		fprintf(stderr, "fit_write_wait: %s\n", d.msg);
		return 1;
	}
	printf("%-10s %8s %8s %10s %10s %12s %12s\n", "device", "file ns", "fit ns", "triad 0",
	       "triad fit", "scale 0", "scale fit");
	for (size_t s = 0; s < sizeof(sets) / sizeof(sets[0]); s++) {
		struct gp_device dev;
		struct table t;
		char path[64];
		double best = -1, best_ns = 0, file_ns, t0, s0, sf;
		snprintf(path, sizeof(path), "devices/%s.json", sets[s].dev);
		if (gp_device_load(path, &dev, &d) < 0) {
			fprintf(stderr, "fit_write_wait: %s\n", d.msg);
			rc = 1;
			break;
		}
		if (read_table(sets[s].file, &t) < 0) {
			printf("%-10s skipped: ../shared/data/%s not found\n", sets[s].dev, sets[s].file);
			continue;
		}
		file_ns = dev.dram_write_read_wait_ns;
		for (int ns = 0; ns <= 2000; ns += 10) {
			double m;
			dev.dram_write_read_wait_ns = ns;
			if ((m = mape(&dev, &triad, 3, &t, t.triad)) < 0)
				return 1;
			if (best < 0 || m < best) {
				best = m;
				best_ns = ns;
			}
		}
		dev.dram_write_read_wait_ns = 0;
		t0 = mape(&dev, &triad, 3, &t, t.triad);
		s0 = mape(&dev, &scale, 2, &t, t.scale);
		dev.dram_write_read_wait_ns = best_ns;
		sf = mape(&dev, &scale, 2, &t, t.scale);
		printf("%-10s %8.0f %8.0f %9.1f%% %9.1f%% %11.1f%% %11.1f%%\n", sets[s].dev, file_ns,
		       best_ns, t0, best, s0, sf);
	}
	gp_kernel_release(&triad);
	gp_kernel_release(&scale);
	return rc;
}
