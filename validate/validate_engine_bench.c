/* validate_engine_bench.c - the cycle-level engine against measurements: gpu-benches' pointer
 * chase (gpu-latency, cycles per load against the data set, V100, A100 40/80 GB, H100 PCIe)
 * and STREAM triad (gpu-stream, GB/s against the block size at two blocks per SM), back-to-back
 * scale kernels against the block size (gpu-small-kernels, A100 80 GB and H200), and the
 * AccelWattch QV100 kernels (Nsight Compute's Elapsed_Cycles; each emulated from its committed
 * sm_70 listing with the benchmark's launch, tests/awcase.h, as validate_model does, and run
 * on that descriptor as `gpuperf simulate` would).
 * The chase is timed on its second pass, as gpu-latency times it (enginebench.h). Every
 * sixth row of a latency table up to 1.25x the device's L2 (warming a larger chain costs
 * minutes; past the L2 every pass misses alike, so the first touch is warm enough) and
 * five block sizes of each stream table. Prints each case, the mean absolute percentage
 * error and the points within 10% per table and overall, and the worst point. Exits non-zero only when it cannot run. About two minutes. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/device.h"
#include "gpuperf/drammix.h"
#include "gpuperf/engine.h"
#include "enginebench.h"
#include "gpuperf/hwdata.h"
#include "testutil.h"
#include "awcase.h"
#include "hwstream.h"

static double sum_all, sum_group;
static int n_all, n_group;
static int in_all, in_group;          /* points within 10% */
static double worst_err;              /* signed, the largest in magnitude */
static char worst_what[96];

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;
	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
	    (buf = malloc((size_t)n + 1))) {
		if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
			free(buf);
			buf = NULL;
		} else {
			buf[n] = 0;
		}
	}
	fclose(f);
	return buf;
}

static void add(const char *dev, const char *what, double pred, double meas)
{
	double e = 100 * (pred - meas) / meas;
	printf("%-10s %-26s %10.1f %10.1f %+7.1f%%\n", dev, what, pred, meas, e);
	sum_all += fabs(e);
	sum_group += fabs(e);
	n_all++;
	n_group++;
	in_all += fabs(e) <= 10;
	in_group += fabs(e) <= 10;
	if (fabs(e) > fabs(worst_err)) {
		worst_err = e;
		snprintf(worst_what, sizeof(worst_what), "%s %s: engine %.1f, measured %.1f", dev,
			 what, pred, meas);
	}
}

static void group_end(const char *name)
{
	if (n_group)
		printf("%-37s MAPE %5.1f%% over %d cases, %d within 10%%\n", name, sum_group / n_group,
		       n_group, in_group);
	sum_group = 0;
	n_group = 0;
	in_group = 0;
}

/* the device at the clock gpu-benches' machine held (testutil.h tu_device_load_benched) */
static int load_dev(const char *name, struct gp_device *dev)
{
	char path[128];
	snprintf(path, sizeof(path), "devices/%s.json", name);
	return tu_device_load_benched(path, dev);
}

static int latency(const char *dev_name, const char *file)
{
	struct gp_device dev;
	struct gp_hw_latency t;
	struct gp_diag d;
	const char *path = tu_shared_path(file);
	char *text;
	int rc = 0;

	if (!path)
		return 0;
	if (load_dev(dev_name, &dev) < 0)
		return -1;
	if (!(text = slurp(path)))
		return 0;
	if (gp_hw_latency_parse(text, path, &t, &d) < 0) {
		fprintf(stderr, "validate_engine_bench: %s: %s\n", path, d.msg);
		free(text);
		return -1;
	}
	free(text);
	/* the tables' clock: SM-clocked levels keep their cycles, DRAM its time */
	dev.lat_mem[GP_MEM_DRAM] *= t.clock_mhz / dev.sm_clock_mhz;
	for (int i = 0; i < t.n; i += 6) {
		double bytes = t.footprint_kib[i] * 1024, cyc;
		char what[64];
		if (bytes < 128)
			continue;
		if (bytes > 1.25 * dev.l2_bytes && i + 6 < t.n && t.footprint_kib[i + 6] * 1024 >
		    8 * dev.l2_bytes)
			continue;   /* the DRAM plateau: a few rows are enough */
		if (gp_engine_bench_chase(&dev, bytes, 1.25 * dev.l2_bytes / 64, &cyc, &d) < 0) {
			fprintf(stderr, "validate_engine_bench: %s chase %g kB: %s\n", dev_name,
				t.footprint_kib[i], d.msg);
			rc = -1;
			break;
		}
		snprintf(what, sizeof(what), "chase %g kB cyc", t.footprint_kib[i]);
		add(dev_name, what, cyc, t.cycles[i]);
	}
	return rc;
}

static int stream(const char *dev_name, const char *file)
{
	static const int blocks[] = { 64, 128, 256, 512, 1024 };
	struct gp_device dev;
	struct gp_hw_stream t;
	struct gp_diag d;
	const char *path = tu_shared_path(file);
	char *text;
	int triad = -1;

	if (!path)
		return 0;
	if (load_dev(dev_name, &dev) < 0)
		return -1;
	if (!(text = slurp(path)))
		return 0;
	if (gp_hw_stream_parse(text, path, &t, &d) < 0) {
		fprintf(stderr, "validate_engine_bench: %s: %s\n", path, d.msg);
		free(text);
		return -1;
	}
	free(text);
	for (int c = 0; c < t.ncols; c++)
		if (strcmp(t.cols[c], "triad") == 0)
			triad = c;
	if (triad < 0)
		return 0;
	for (size_t b = 0; b < sizeof(blocks) / sizeof(blocks[0]); b++) {
		/* row r has block size 32 (r + 1) (gpu-stream steps the block by a warp) */
		int r = blocks[b] / 32 - 1;
		double gbps;
		char what[64];
		if (r >= t.n)
			continue;
		if (gp_engine_bench_triad(&dev, blocks[b], &gbps, &d) < 0) {
			fprintf(stderr, "validate_engine_bench: %s triad %d: %s\n", dev_name,
				blocks[b], d.msg);
			return -1;
		}
		snprintf(what, sizeof(what), "triad 2x%d thr/SM GB/s", blocks[b]);
		add(dev_name, what, gbps, t.gbps[r][triad]);
	}
	return 0;
}

/* gpu-small-kernels (validate_model.c says what it times): the scale kernel without
 * gpu-stream's spoiler, every block size of the first two rows of d >= 5 x 10^6 doubles whose
 * arrays pass twice the L2 and of the first of d >= 10^7 (the sizes validate_model compares
 * start there; the engine takes seconds a run). The 4-64-thread columns (A100 80 GB) and
 * 32-64 (H200) at d >= 10^7 give block_dispatch_ns. The engine runs one launch from a cold
 * L2; a launch in the benchmark's stream also writes back the dirty lines the one before left
 * (the engine's l2_dirty_bytes at its end): the time compared is the larger of the engine's
 * and all those DRAM bytes at the DRAM ceiling of the kernel's read/write mix (drammix.h),
 * as validate_model takes the model's. */
static int small_kernels(const char *dev_name, const char *file, int first)
{
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_drammix mix;
	struct gp_diag d;
	const char *path = tu_shared_path(file);
	char line[512];
	FILE *f;
	int taken = 0, big = 0, rc = 0;

	if (!path)
		return 0;
	if (load_dev(dev_name, &dev) < 0)
		return -1;
	gp_kernel_init(&k);
	if (gp_kernel_load("kernels/mem/gpu_stream_scale.json", &k, &d) < 0) {
		fprintf(stderr, "validate_engine_bench: %s\n", d.msg);
		return -1;
	}
	k.smem_static_bytes = 0;
	if (gp_drammix_get(&dev, &mix) < 0) {
		gp_kernel_release(&k);
		return -1;
	}
	if (!(f = fopen(path, "r"))) {
		gp_kernel_release(&k);
		return 0;
	}
	while (rc == 0 && fgets(line, sizeof(line), f)) {
		long long dd;
		double v[12];
		int n = hw_small_row(line, &dd, v, 12);
		if (n == 0 || 16.0 * (double)dd <= 2 * dev.l2_bytes || dd < 5000000)
			continue;
		if (taken >= 2 && (big || dd < 10000000))
			continue;
		taken++;
		big |= dd >= 10000000;
		for (int c = 0; c < n && rc == 0; c++) {
			struct gp_launch l = { .block = first << c, .grid = dd / (first << c) + 1 };
			struct gp_engine_result r;
			char what[64];
			double t;
			if (gp_engine_run(&dev, &k, NULL, &l, NULL, &r, &d) < 0) {
				fprintf(stderr, "validate_engine_bench: %s scale %lld x %d: %s\n",
					dev_name, dd, first << c, d.msg);
				rc = -1;
				break;
			}
			snprintf(what, sizeof(what), "scale %lldk %dthr GB/s", dd / 1000, first << c);
			t = (r.dram_bytes + r.l2_dirty_bytes) /
			    (gp_drammix_gbps(&mix, r.dram_read_bytes,
					     r.dram_write_bytes + r.l2_dirty_bytes) * 1e9);
			add(dev_name, what, 16.0 * (double)dd / fmax(t, r.kernel_s) / 1e9, v[c]);
		}
	}
	fclose(f);
	gp_kernel_release(&k);
	return rc;
}

/* The AccelWattch QV100 set (tests/data/accelwattch/cases.tsv) on the engine: cycles from the
 * launch to the last warp's exit plus the grid's start and end, as Elapsed_Cycles counts them
 * (awcase.h aw_predict); the descriptors go to $GPUPERF_VALIDATE_OUT/engine_aw/. */
static int accelwattch(void)
{
	const char *csv = tu_shared_path(AW_CSV);
	static struct tu_run run;
	struct gp_device dev;
	struct gp_diag d;
	struct aw_case c;
	char dir[512], desc[640];

	if (!csv)
		return 0;
	if (aw_device(&dev, &d) < 0) {
		fprintf(stderr, "validate_engine_bench: qv100: %s\n", d.msg);
		return -1;
	}
	if (tu_validate_dir("engine_aw", dir, sizeof(dir)) < 0) {
		fprintf(stderr, "validate_engine_bench: cannot create %s\n", dir);
		return -1;
	}
	for (int i = 0; aw_case_get(NULL, i, &c) == 0; i++) {
		struct gp_engine_result r;
		struct gp_engine_opts o;
		struct gp_launch l = { 0 };
		struct gp_kernel k;
		struct aw_meas m;
		char what[64];
		int rc;
		snprintf(desc, sizeof(desc), "%s/%s.json", dir, c.name);
		if (aw_meas_get(csv, c.kernel, &m) < 0 || aw_extract(&c, desc, &run) < 0) {
			fprintf(stderr, "validate_engine_bench: accelwattch %s: %s\n", c.name, run.err);
			return -1;
		}
		gp_kernel_init(&k);
		l.grid = aw_dims(c.grid);
		l.block = (int)aw_dims(c.block);
		l.smem_dynamic_bytes = c.smem_dynamic_bytes;
		gp_engine_opts_init(&o);
		rc = gp_kernel_load(desc, &k, &d) < 0 || gp_engine_run(&dev, &k, NULL, &l, &o, &r, &d) < 0;
		gp_kernel_release(&k);
		if (rc) {
			fprintf(stderr, "validate_engine_bench: accelwattch %s: %s\n", c.name, d.msg);
			return -1;
		}
		snprintf(what, sizeof(what), "%s cycles", c.name);
		add("qv100", what, (double)r.cycles + dev.grid_start_end_s * dev.sm_clock_mhz * 1e6,
		    m.cycles);
	}
	return 0;
}

int main(void)
{
	static const char *const lat[][2] = {
		{ "v100", "ext/hwdata/gpu-benches/gpu-latency_v100.txt" },
		{ "a100", "ext/hwdata/gpu-benches/gpu-latency_a100_40.txt" },
		{ "a100-80", "ext/hwdata/gpu-benches/gpu-latency_a100_80.txt" },
		{ "h100-pcie", "ext/hwdata/gpu-benches/gpu-latency_h100_pcie.txt" },
	};
	static const char *const str[][2] = {
		{ "v100", "ext/hwdata/gpu-benches/gpu-stream_v100.txt" },
		{ "a100", "ext/hwdata/gpu-benches/gpu-stream_a100_40.txt" },
		{ "a100-80", "ext/hwdata/gpu-benches/gpu-stream_a100_80.txt" },
		{ "h100-pcie", "ext/hwdata/gpu-benches/gpu-stream_h100_pcie.txt" },
		{ "h200", "ext/hwdata/gpu-benches/gpu-stream_h200.txt" },
	};

	if (!tu_shared_data()) {
		printf("validate_engine_bench: ../shared/data absent, nothing to compare\n");
		return 0;
	}
	printf("%-10s %-26s %10s %10s %8s\n", "device", "case", "engine", "measured", "error");
	for (size_t i = 0; i < sizeof(lat) / sizeof(lat[0]); i++)
		if (latency(lat[i][0], lat[i][1]) < 0)
			return 1;
	group_end("pointer chase (gpu-latency)");
	for (size_t i = 0; i < sizeof(str) / sizeof(str[0]); i++)
		if (stream(str[i][0], str[i][1]) < 0)
			return 1;
	group_end("triad (gpu-stream)");
	if (small_kernels("a100-80", "ext/hwdata/gpu-benches/gpu-small-kernels_a100_80.txt", 4) < 0 ||
	    small_kernels("h200", "ext/hwdata/gpu-benches/gpu-small-kernels_h200.txt", 32) < 0)
		return 1;
	group_end("scale (gpu-small-kernels)");
	printf("%-37s MAPE %5.1f%% over %d cases, %d within 10%%\n", "engine on gpu-benches",
	       sum_all / n_all, n_all, in_all);
	if (accelwattch() < 0)
		return 1;
	group_end("AccelWattch QV100 (Nsight cycles)");
	printf("worst point: %s (%+.1f%%)\n", worst_what, worst_err);
	return 0;
}
