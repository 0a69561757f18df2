/* trace_stream.h - kernel traces read block by block (plain, gzip, xz) in bounded memory
 * (trace_stream.c). */
#ifndef GPUPERF_TRACE_STREAM_H
#define GPUPERF_TRACE_STREAM_H

#include <stdint.h>

#include "gpuperf/diag.h"
#include "gpuperf/traceg.h"

struct gp_trace_stream;

/*
 * Open a kernel trace, plain or compressed (gzip, xz; told by the content), and
 * read its header into hdr (no instructions). Memory stays bounded by the
 * largest block whatever the file's size. Close with gp_trace_stream_close.
 */
int gp_trace_stream_open(const char *path, struct gp_trace_stream **out,
			 struct gp_trace_kernel *hdr, struct gp_diag *d);
/* The next block in file order into blk (released and refilled on each call):
 * 1 when one was read, 0 at the end of the file, negative gp_err on an error. */
int gp_trace_stream_next(struct gp_trace_stream *s, struct gp_trace_kernel *blk,
			 struct gp_diag *d);
/* Bytes of trace text read so far (decompressed). */
uint64_t gp_trace_stream_bytes(const struct gp_trace_stream *s);
void gp_trace_stream_close(struct gp_trace_stream *s);

#endif
