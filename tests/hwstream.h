/* hwstream.h - a gpu-stream table from ../shared/data and its columns, for the tests that
 * derive or check device figures from it (test_device_block_replacement, test_drammix). */
#ifndef GP_HWSTREAM_H
#define GP_HWSTREAM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "enginebench.h"
#include "gpuperf/estimate.h"
#include "gpuperf/hwdata.h"
#include "util.h"

/* gpu-stream's max_buffer_size: N doubles, one a thread (the engine's bench launches the same) */
#define HW_STREAM_N GP_BENCH_STREAM_ELEMS

/* A gpu-stream launch as the benchmark makes it: block threads, grid N / block + 1, 2 blocks
 * an SM (its shared-memory spoiler and carve-out hold it there). */
static inline struct gp_launch hw_stream_launch(int block)
{
	struct gp_launch l = { .block = block, .grid = (long long)(HW_STREAM_N / block) + 1,
			       .occupancy_warps = 2.0 * ceil(block / 32.0) };
	return l;
}

/* The model's GB/s for gpu-stream kernel k moving `streams` arrays of N doubles at block
 * threads (*e, when not NULL, gets the estimate); an estimate that fails fails the test. */
static inline double hw_stream_gbps(const struct gp_device *dev, const struct gp_kernel *k,
				    int block, int streams, struct gp_estimate *e)
{
	struct gp_launch l = hw_stream_launch(block);
	struct gp_estimate own;
	struct gp_diag d;
	if (!e)
		e = &own;
	if (gp_estimate_kernel(dev, k, NULL, &l, e, &d) < 0)
		fail_msg("%s on %s: %s", k->name, dev->name, d.msg);
	return streams * HW_STREAM_N * 8 / e->kernel_s / 1e9;
}

/* The devices gpu-benches' gpu-stream measured, and their tables under ../shared/data. */
static const struct hw_stream_file {
	const char *dev, *file;
} hw_stream_files[] = {
	{ "v100", "ext/hwdata/gpu-benches/gpu-stream_v100.txt" },
	{ "a100", "ext/hwdata/gpu-benches/gpu-stream_a100_40.txt" },
	{ "a100-80", "ext/hwdata/gpu-benches/gpu-stream_a100_80.txt" },
	{ "h100-pcie", "ext/hwdata/gpu-benches/gpu-stream_h100_pcie.txt" },
	{ "h200", "ext/hwdata/gpu-benches/gpu-stream_h200.txt" },
};
#define HW_STREAM_NFILES (sizeof(hw_stream_files) / sizeof(hw_stream_files[0]))

/* file under ../shared/data into t: 0, -1 when the data is absent (the caller skips), or the
 * parser's negative status. */
static inline int hw_stream_load(const char *file, struct gp_hw_stream *t)
{
	const char *p = tu_shared_path(file);
	struct gp_diag d;
	char *text = p ? gp_read_file(p, 0, NULL, &d) : NULL;
	int rc;
	if (!text)
		return -1;
	rc = gp_hw_stream_parse(text, file, t, &d);
	free(text);
	return rc;
}

/* The index of the column named name (init, read, scale, triad, ...), -1 when the table has
 * none. */
static inline int hw_stream_column_find(const struct gp_hw_stream *t, const char *name)
{
	for (int i = 0; i < t->ncols; i++)
		if (strcmp(t->cols[i], name) == 0)
			return i;
	return -1;
}

/* The same inside a test: a table without the column fails it. */
static inline int hw_stream_column(const struct gp_hw_stream *t, const char *name)
{
	int i = hw_stream_column_find(t, name);
	if (i < 0)
		fail_msg("gpu-stream table without a %s column", name);
	return i;
}

/* One data row of a gpu-benches gpu-small-kernels table ("d  NkB  rate rate ..."): d doubles
 * into *d and up to max rates (GB/s, one a block size) into v. Returns how many rates, 0 when
 * the line is not a data row. */
static inline int hw_small_row(const char *line, long long *d, double *v, int max)
{
	int off = 0, used, n = 0;
	char kb[32];
	if (sscanf(line, "%lld %31s%n", d, kb, &off) != 2)
		return 0;
	while (n < max && sscanf(line + off, "%lf%n", &v[n], &used) == 1) {
		off += used;
		n++;
	}
	return n;
}

#endif
