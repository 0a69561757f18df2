/* hwstream.h - a gpu-stream table from ../shared/data and its columns, for the tests that
 * derive or check device figures from it (test_block_repl, test_dram_mix). */
#ifndef GP_HWSTREAM_H
#define GP_HWSTREAM_H

#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "gpuperf/hwdata.h"
#include "util.h"

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

/* The index of the column named name (init, read, scale, triad, ...); fails the test when
 * the table has none. */
static inline int hw_stream_column(const struct gp_hw_stream *t, const char *name)
{
	for (int i = 0; i < t->ncols; i++)
		if (strcmp(t->cols[i], name) == 0)
			return i;
	fail_msg("gpu-stream table without a %s column", name);
	return -1;
}

#endif
