/* csvio.h - CSV tables in and out: a reader that keeps line numbers, a fast row writer.
 * The one module that touches libcsv; its types stay inside csvio.c. */
#ifndef GPUPERF_CSVIO_H
#define GPUPERF_CSVIO_H

#include <stddef.h>
#include <string.h>
#include "gpuperf/diag.h"

/* Columns per CSV file (a sweep of 64 inputs and many operations stays far below). */
#define GP_CSV_COLS_MAX 16384

/* A whole CSV file in memory: a header row naming the columns, then data rows. */
struct gp_csv {
	char path[512];
	int ncols;
	char **names;        /* ncols header names */
	long nrows;
	char **cells;        /* nrows * ncols, row-major, NUL-terminated, owned */
	int *lines;          /* 1-based source line of each data row */
};

/*
 * Read and parse a CSV file (RFC 4180 quoting; blank lines skipped; a UTF-8
 * BOM is ignored). Every row must have as many cells as the header; header
 * names must be non-empty and distinct. Errors name file:line and carry a
 * hint: empty file, malformed quoting, ragged rows, over GP_INPUT_MAX_BYTES,
 * more than GP_CSV_COLS_MAX columns, a NUL byte in a cell.
 * On success the caller owns t and calls gp_csv_release().
 */
int gp_csv_read(const char *path, struct gp_csv *t, struct gp_diag *d);
int gp_csv_parse(const char *text, size_t len, const char *name, struct gp_csv *t,
		 struct gp_diag *d);
void gp_csv_release(struct gp_csv *t);

/* Column index of name, or -1. */
int gp_csv_col(const struct gp_csv *t, const char *name);
/* Same, but a missing column is an error naming the file, line 1 and the columns present. */
int gp_csv_require_col(const struct gp_csv *t, const char *name, struct gp_diag *d);
/* The text of a cell (borrowed from t). */
const char *gp_csv_cell(const struct gp_csv *t, long row, int col);
/* A cell as a number; a blank or non-numeric cell is an error naming file:line and column. */
int gp_csv_num(const struct gp_csv *t, long row, int col, double *out, struct gp_diag *d);

/* ==== Writing ==== */

/* A growable byte buffer rows are formatted into. */
struct gp_buf {
	char *p;
	size_t n, cap;
};
void gp_buf_init(struct gp_buf *b);
void gp_buf_release(struct gp_buf *b);
/* Make room for extra more bytes: 0 or -GP_ENOMEM. */
int gp_buf_reserve(struct gp_buf *b, size_t extra);
/* Append raw bytes (reserves). Inline: rows are built from many short pieces. */
static inline int gp_buf_put(struct gp_buf *b, const char *s, size_t n)
{
	if (b->n + n > b->cap && gp_buf_reserve(b, n) < 0)
		return -GP_ENOMEM;
	memcpy(b->p + b->n, s, n);
	b->n += n;
	return 0;
}

/*
 * Format v with 9 significant digits the way printf's "%.9g" does (fixed for
 * exponents -5..8, else d.ddde+XX; trailing zeros dropped), without printf's
 * cost. dst needs 32 bytes; returns the length. NaN gives "" (an empty cell),
 * infinities "inf"/"-inf".
 */
size_t gp_fmt_double(char *dst, double v);

/* Append a number cell (gp_fmt_double), a text cell (quoted by libcsv when it
 * holds a comma, quote, CR or LF), a separator or the end of a row. */
int gp_csv_put_num(struct gp_buf *b, double v);
int gp_csv_put_str(struct gp_buf *b, const char *s);
static inline int gp_csv_put_sep(struct gp_buf *b) { return gp_buf_put(b, ",", 1); }
static inline int gp_csv_put_eol(struct gp_buf *b) { return gp_buf_put(b, "\n", 1); }

#endif
