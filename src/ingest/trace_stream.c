/* trace_stream.c - kernel traces read block by block (plain, gzip, xz) in bounded memory. */
#include <lzma.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "gpuperf/traceg.h"
#include "gpuperf/trace_stream.h"
#include "util.h"

#define CHUNK (1 << 20)              /* bytes read from the file at a time */
#define BLOCK_TEXT_MAX (256L << 20)  /* one block's text: far beyond any real block */

enum codec { PLAIN_OR_GZIP, XZ };

struct gp_trace_stream {
	char path[512];
	enum codec codec;
	gzFile gz;                   /* plain and gzip (zlib reads plain files as they are) */
	FILE *f;                     /* xz */
	lzma_stream xz;
	unsigned char *in;           /* xz: compressed bytes */
	int eof;
	char *buf;                   /* decompressed text: [pos, len) not yet consumed */
	size_t len, pos, cap;
	char *blk;                   /* the current block's text */
	size_t blen, bcap;
	int line;                    /* lines consumed */
	int header_lines;
	uint64_t bytes;
	struct gp_trace_kernel hdr;
};

static int sfail(struct gp_trace_stream *s, struct gp_diag *d, int code, int line,
		 const char *hint, const char *what)
{
	gp_diag_at(d, s->path, line, 0);
	gp_error(d, code, "%s", what);
	if (hint)
		gp_diag_hint(d, "%s", hint);
	return -code;
}

static int codec_open(struct gp_trace_stream *s, struct gp_diag *d)
{
	unsigned char magic[6] = { 0 };
	FILE *f = fopen(s->path, "rb");
	size_t n;
	if (!f)
		return sfail(s, d, GP_EIO, 0, "check the path", "cannot open the trace");
	n = fread(magic, 1, sizeof(magic), f);
	s->codec = n == 6 && memcmp(magic, "\xfd" "7zXZ\0", 6) == 0 ? XZ : PLAIN_OR_GZIP;
	s->eof = 0;
	if (s->codec == XZ) {
		lzma_stream init = LZMA_STREAM_INIT;
		rewind(f);
		s->f = f;
		s->xz = init;
		if (!s->in && !(s->in = malloc(CHUNK)))
			return gp_error(d, GP_ENOMEM, "out of memory");
		if (lzma_stream_decoder(&s->xz, UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK)
			return gp_error(d, GP_ENOMEM, "out of memory starting the xz decoder");
		return 0;
	}
	fclose(f);
	s->gz = gzopen(s->path, "rb");
	if (!s->gz)
		return sfail(s, d, GP_EIO, 0, "check the path", "cannot open the trace");
	gzbuffer(s->gz, CHUNK);
	return 0;
}

static void codec_close(struct gp_trace_stream *s)
{
	if (s->gz)
		gzclose(s->gz);
	s->gz = NULL;
	if (s->f) {
		lzma_end(&s->xz);
		fclose(s->f);
	}
	s->f = NULL;
}

/* Up to n decompressed bytes into p: the count, 0 at the end, -1 on a read or format error. */
static long codec_read(struct gp_trace_stream *s, char *p, size_t n)
{
	if (s->codec == PLAIN_OR_GZIP) {
		int r = gzread(s->gz, p, (unsigned)n), err = Z_OK;
		/* a truncated gzip stream ends with an error, not a short file */
		if (r == 0)
			gzerror(s->gz, &err);
		return r < 0 || (err != Z_OK && err != Z_STREAM_END) ? -1 : r;
	}
	s->xz.next_out = (uint8_t *)p;
	s->xz.avail_out = n;
	while (s->xz.avail_out == n) {
		lzma_ret r;
		if (s->xz.avail_in == 0 && !feof(s->f)) {
			s->xz.next_in = s->in;
			s->xz.avail_in = fread(s->in, 1, CHUNK, s->f);
			if (ferror(s->f))
				return -1;
		}
		r = lzma_code(&s->xz, feof(s->f) && s->xz.avail_in == 0 ? LZMA_FINISH : LZMA_RUN);
		if (r == LZMA_STREAM_END)
			break;
		if (r != LZMA_OK)
			return -1;
	}
	return (long)(n - s->xz.avail_out);
}

/* Make sure [pos, len) holds more than it does: read a chunk (growing the buffer). 0 at
 * the end of the file, 1 when more came, negative gp_err. */
static int fill(struct gp_trace_stream *s)
{
	long r;
	if (s->eof)
		return 0;
	if (s->pos > 0 && s->pos > s->cap / 2) {
		memmove(s->buf, s->buf + s->pos, s->len - s->pos);
		s->len -= s->pos;
		s->pos = 0;
	}
	if (s->cap - s->len < CHUNK + 1) {
		size_t nc = s->cap ? s->cap * 2 : 2 * CHUNK + 1;
		if (nc > (size_t)BLOCK_TEXT_MAX * 2)
			return -GP_ELIMIT;
		if (gp_grow((void **)&s->buf, &s->cap, nc, 1) < 0)
			return -GP_ENOMEM;
	}
	r = codec_read(s, s->buf + s->len, CHUNK);
	if (r < 0)
		return -GP_EIO;
	if (r == 0) {
		s->eof = 1;
		return 0;
	}
	s->len += (size_t)r;
	s->bytes += (uint64_t)r;
	return 1;
}

/* The next line (without its newline, NUL-terminated, valid until the next call), or
 * NULL at the end; *err set on a read error. */
static char *next_line(struct gp_trace_stream *s, int *err)
{
	for (;;) {
		char *nl = s->pos < s->len ? memchr(s->buf + s->pos, '\n', s->len - s->pos) : NULL;
		long r;
		if (nl || (s->eof && s->pos < s->len)) {
			char *line = s->buf + s->pos;
			if (nl) {
				*nl = '\0';
				s->pos = (size_t)(nl - s->buf) + 1;
			} else {
				s->buf[s->len] = '\0';
				s->pos = s->len;
			}
			s->line++;
			return line;
		}
		if (s->eof)
			return NULL;
		/* read more: fill keeps the partial line from pos on */
		if ((r = fill(s)) < 0) {
			*err = (int)-r;
			return NULL;
		}
	}
}

static int blk_add(struct gp_trace_stream *s, const char *line)
{
	size_t n = strlen(line);
	if (s->blen + n + 2 > s->bcap) {
		size_t nc = s->bcap ? s->bcap * 2 : 1 << 16;
		while (nc < s->blen + n + 2)
			nc *= 2;
		if (nc > (size_t)BLOCK_TEXT_MAX)
			return -GP_ELIMIT;
		if (gp_grow((void **)&s->blk, &s->bcap, nc, 1) < 0)
			return -GP_ENOMEM;
	}
	memcpy(s->blk + s->blen, line, n);
	s->blen += n;
	s->blk[s->blen++] = '\n';
	return 0;
}

static int read_fail(struct gp_trace_stream *s, struct gp_diag *d, int err)
{
	if (err == GP_ENOMEM)
		return gp_error(d, GP_ENOMEM, "out of memory reading %s", s->path);
	if (err == GP_ELIMIT)
		return sfail(s, d, GP_ELIMIT, s->line, "a block's text is at most 256 MiB",
			     "a line or block is too long");
	return sfail(s, d, GP_EIO, s->line, "is the compressed file complete?",
		     "cannot read or decompress the trace");
}

/* The header: every line before the first #BEGIN_TB, parsed as a trace of no blocks. */
static int read_header(struct gp_trace_stream *s, struct gp_diag *d)
{
	int err = 0, rc;
	char *line;
	s->blen = 0;
	while ((line = next_line(s, &err))) {
		const char *p = line;
		while (*p == ' ' || *p == '\t')
			p++;
		if (strncmp(p, "#BEGIN_TB", 9) == 0) {
			/* put it back: the first block starts here */
			line[strlen(line)] = '\n';
			s->pos = (size_t)(line - s->buf);
			s->line--;
			break;
		}
		if ((rc = blk_add(s, line)) < 0)
			return read_fail(s, d, -rc);
	}
	if (err)
		return read_fail(s, d, err);
	s->header_lines = s->line;
	gp_trace_kernel_release(&s->hdr);
	if ((rc = gp_trace_kernel_parse(s->blk, s->blen, s->path, &s->hdr, d)) < 0)
		return rc;
	snprintf(s->hdr.path, sizeof(s->hdr.path), "%s", s->path);
	return 0;
}

int gp_trace_stream_open(const char *path, struct gp_trace_stream **out,
			 struct gp_trace_kernel *hdr, struct gp_diag *d)
{
	struct gp_trace_stream *s = calloc(1, sizeof(*s));
	int rc;
	*out = NULL;
	if (!s)
		return gp_error(d, GP_ENOMEM, "out of memory");
	snprintf(s->path, sizeof(s->path), "%s", path);
	if ((rc = codec_open(s, d)) < 0 || (rc = read_header(s, d)) < 0) {
		gp_trace_stream_close(s);
		return rc;
	}
	*hdr = s->hdr;
	hdr->ins = NULL;
	hdr->warps = NULL;
	hdr->addrs = NULL;
	hdr->ops = NULL;
	hdr->nops = 0;
	*out = s;
	return 0;
}

static int count_lines(const char *p, const char *e)
{
	int n = 0;
	while ((p = memchr(p, '\n', (size_t)(e - p)))) {
		n++;
		p++;
	}
	return n;
}

/*
 * The next block is parsed where it lies in the read buffer: find its #BEGIN_TB
 * (only blank and comment lines before it), then its #END_TB, reading more until
 * both are in; no copy of the text.
 */
int gp_trace_stream_next(struct gp_trace_stream *s, struct gp_trace_kernel *blk,
			 struct gp_diag *d)
{
	size_t scan = 0, b0;
	char *e;
	int rc, line0;
	gp_trace_kernel_release(blk);
	/* skip to the block's start */
	for (;;) {
		char *p = s->buf + s->pos, *end = s->buf + s->len, *nl;
		while (p < end && (*p == ' ' || *p == '\t' || *p == '\r'))
			p++;
		nl = p < end ? memchr(p, '\n', (size_t)(end - p)) : NULL;
		if (p < end && *p == '#' && (size_t)(end - p) >= 9 &&
		    strncmp(p, "#BEGIN_TB", 9) == 0)
			break;
		if (nl && (*p == '\n' || *p == '#')) {
			/* a blank or comment line */
			s->pos = (size_t)(nl - s->buf) + 1;
			s->line++;
			continue;
		}
		if (p < end && *p != '\n' && *p != '#' && (nl || s->eof)) {
			s->line++;
			return sfail(s, d, GP_EPARSE, s->line,
				     "instructions belong between #BEGIN_TB and #END_TB; "
				     "header lines come before the first block",
				     "text outside a block");
		}
		if (s->eof && !nl) {
			if (p < end && *p == '#')
				s->line++;
			s->pos = s->len;
			return 0;
		}
		if ((rc = fill(s)) < 0)
			return read_fail(s, d, -rc);
	}
	/* find its end */
	b0 = s->pos;
	for (;;) {
		char *from = s->buf + b0 + scan, *end = s->buf + s->len;
		e = NULL;
		while (from < end && (e = memchr(from, '#', (size_t)(end - from)))) {
			if ((size_t)(end - e) < 7) {
				e = NULL;
				break;
			}
			if (strncmp(e, "#END_TB", 7) == 0)
				break;
			from = e + 1;
			e = NULL;
		}
		if (e) {
			char *nl = memchr(e, '\n', (size_t)(end - e));
			if (nl || s->eof) {
				size_t len = (size_t)((nl ? nl : end) - (s->buf + b0));
				line0 = s->line;
				s->line += count_lines(s->buf + b0, s->buf + b0 + len) + (nl != NULL);
				s->pos = b0 + len + (nl != NULL);
				if (s->pos > s->len)
					s->pos = s->len;
				rc = gp_trace_block_parse(&s->hdr, s->buf + b0, len, line0, blk, d);
				return rc < 0 ? rc : 1;
			}
		}
		/* not all in yet: scan on from where this pass stopped */
		scan = s->len - b0 > 8 ? s->len - b0 - 8 : 0;
		{
			size_t before = s->pos;
			if ((rc = fill(s)) < 0)
				return read_fail(s, d, -rc);
			b0 -= before - s->pos;   /* fill() may have moved the text down */
			if (rc == 0) {
				s->line += count_lines(s->buf + b0, s->buf + s->len);
				return sfail(s, d, GP_EPARSE, s->line, "each block ends with #END_TB",
					     "trace ends inside a block (truncated file?)");
			}
		}
	}
}

uint64_t gp_trace_stream_bytes(const struct gp_trace_stream *s)
{
	return s->bytes;
}

void gp_trace_stream_close(struct gp_trace_stream *s)
{
	if (!s)
		return;
	codec_close(s);
	free(s->in);
	free(s->buf);
	free(s->blk);
	gp_trace_kernel_release(&s->hdr);
	free(s);
}
