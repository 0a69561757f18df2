/* csvio.c - CSV reading with line numbers and fast row writing (the only libcsv user). */
#include <csv.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "csvio.h"
#include "util.h"

/* ==== Reading ==== */

struct rd {
	struct gp_csv *t;
	struct gp_diag *d;
	int line;              /* physical line being fed to the parser */
	int row_line;          /* line where the current record started */
	int in_row;
	char **row;            /* cells of the current record */
	int nrow, caprow;
	long caprows;
	int failed;
};

static char *dup_n(const char *s, size_t n)
{
	char *p = malloc(n + 1);
	if (p) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
}

static int rd_fail(struct rd *r, int code, int line, const char *hint, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static int rd_fail(struct rd *r, int code, int line, const char *hint, const char *fmt, ...)
{
	va_list ap;
	if (r->failed)
		return -r->failed;
	r->failed = code;
	if (!r->d)
		return -code;
	gp_diag_at(r->d, r->t->path, line, 0);
	r->d->code = code;
	va_start(ap, fmt);
	vsnprintf(r->d->msg, sizeof(r->d->msg), fmt, ap);
	va_end(ap);
	if (hint)
		gp_diag_hint(r->d, "%s", hint);
	return -code;
}

static void free_row(struct rd *r)
{
	for (int i = 0; i < r->nrow; i++)
		free(r->row[i]);
	r->nrow = 0;
}

static void on_field(void *s, size_t n, void *ctx)
{
	struct rd *r = ctx;
	char *cell;
	if (r->failed)
		return;
	if (!r->in_row) {
		r->in_row = 1;
		r->row_line = r->line;
	}
	if (gp_grow_int((void **)&r->row, &r->caprow, r->nrow + 1, sizeof(*r->row)) < 0) {
		rd_fail(r, GP_ENOMEM, r->line, NULL, "out of memory");
		return;
	}
	if (s && memchr(s, '\0', n)) {
		rd_fail(r, GP_EPARSE, r->line, "CSV is text; remove the binary data",
			"a NUL byte in cell %d", r->nrow + 1);
		return;
	}
	if (r->nrow >= GP_CSV_COLS_MAX) {
		rd_fail(r, GP_ELIMIT, r->row_line, "the limits are listed in the README",
			"more than %d cells in a row", GP_CSV_COLS_MAX);
		return;
	}
	cell = dup_n(s ? s : "", s ? n : 0);
	if (!cell) {
		rd_fail(r, GP_ENOMEM, r->line, NULL, "out of memory");
		return;
	}
	r->row[r->nrow++] = cell;
}

/* A header cell for sorting: by name, then by column, so equal names end up adjacent. */
struct named_col {
	const char *name;
	int col;
};

static int name_cmp(const void *a, const void *b)
{
	const struct named_col *x = a, *y = b;
	int c = strcmp(x->name, y->name);
	return c ? c : (x->col > y->col) - (x->col < y->col);
}

static int store_header(struct rd *r)
{
	struct gp_csv *t = r->t;
	struct named_col *ix;
	int dup_i = -1, dup_j = -1;
	if (r->nrow > GP_CSV_COLS_MAX)
		return rd_fail(r, GP_ELIMIT, r->row_line, "the limits are listed in the README",
			       "more than %d columns", GP_CSV_COLS_MAX);
	for (int i = 0; i < r->nrow; i++)
		if (!r->row[i][0])
			return rd_fail(r, GP_EPARSE, r->row_line,
				       "the first row names the columns; give every column a name",
				       "column %d of the header has no name", i + 1);
	/* repeated names in O(n log n), not by comparing every pair */
	if (!(ix = calloc(r->nrow > 0 ? (size_t)r->nrow : 1u, sizeof(*ix))))
		return rd_fail(r, GP_ENOMEM, r->row_line, NULL, "out of memory");
	for (int i = 0; i < r->nrow; i++) {
		ix[i].name = r->row[i];
		ix[i].col = i;
	}
	qsort(ix, (size_t)r->nrow, sizeof(*ix), name_cmp);
	for (int k = 1; k < r->nrow; k++)   /* the pair whose second column comes first */
		if (strcmp(ix[k].name, ix[k - 1].name) == 0 &&
		    (k < 2 || strcmp(ix[k - 2].name, ix[k].name) != 0) &&
		    (dup_i < 0 || ix[k].col < dup_i)) {
			dup_i = ix[k].col;
			dup_j = ix[k - 1].col;
		}
	free(ix);
	if (dup_i >= 0)
		return rd_fail(r, GP_EPARSE, r->row_line, "each column name may appear once",
			       "column name '%s' appears twice (columns %d and %d)",
			       r->row[dup_i], dup_j + 1, dup_i + 1);
	t->ncols = r->nrow;
	t->names = r->row;
	r->row = NULL;
	r->nrow = r->caprow = 0;
	return 0;
}

static int store_row(struct rd *r)
{
	struct gp_csv *t = r->t;
	if (r->nrow != t->ncols) {
		rd_fail(r, GP_EPARSE, r->row_line,
			"every row needs one cell per header column; a comma inside a value "
			"needs the value in double quotes",
			"row has %d cells, the header has %d", r->nrow, t->ncols);
		free_row(r);
		return -GP_EPARSE;
	}
	if (t->nrows == r->caprows) {
		/* cells hold ncols per row: both arrays grow from the same row capacity */
		size_t rows_c = (size_t)r->caprows, rows_l = (size_t)r->caprows;
		if (gp_grow((void **)&t->cells, &rows_c, (size_t)t->nrows + 1,
			    (size_t)t->ncols * sizeof(*t->cells)) < 0 ||
		    gp_grow((void **)&t->lines, &rows_l, (size_t)t->nrows + 1, sizeof(*t->lines)) < 0)
			return rd_fail(r, GP_ENOMEM, r->row_line, NULL, "out of memory");
		r->caprows = (long)rows_c;
	}
	memcpy(t->cells + (size_t)t->nrows * (size_t)t->ncols, r->row,
	       (size_t)t->ncols * sizeof(char *));
	t->lines[t->nrows++] = r->row_line;
	r->nrow = 0;
	return 0;
}

static void on_row(int c, void *ctx)
{
	struct rd *r = ctx;
	(void)c;
	if (r->failed || !r->in_row) {
		free_row(r);
		r->in_row = 0;
		return;
	}
	r->in_row = 0;
	if (!r->t->names)
		store_header(r);
	else
		store_row(r);
	free_row(r);
}

int gp_csv_parse(const char *text, size_t len, const char *name, struct gp_csv *t,
		 struct gp_diag *d)
{
	struct csv_parser p;
	struct rd r;
	const char *s = text + gp_bom_bytes(text, len), *end = text + len;
	int rc = 0;

	memset(t, 0, sizeof(*t));
	snprintf(t->path, sizeof(t->path), "%s", name);
	memset(&r, 0, sizeof(r));
	r.t = t;
	r.d = d;
	r.line = 1;
	const char *b = s;
	while (b < end && (*b == ' ' || *b == '\t' || *b == '\r' || *b == '\n'))
		b++;
	if (b == end) {
		gp_diag_at(d, t->path, 1, 0);
		gp_error(d, GP_EPARSE, "empty file, expected a header row naming the columns");
		gp_diag_hint(d, "the first line lists the columns, e.g. 'numElements,measured_s'");
		return -GP_EPARSE;
	}
	if (csv_init(&p, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0)
		return gp_error(d, GP_ENOMEM, "out of memory");
	/* Feed one physical line at a time so callbacks know the line they are on. */
	while (s < end && !r.failed) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t n = nl ? (size_t)(nl - s) + 1 : (size_t)(end - s);
		if (csv_parse(&p, s, n, on_field, on_row, &r) != n) {
			rd_fail(&r, GP_EPARSE, r.line,
				"a quoted cell must end with a quote followed by a comma or the end "
				"of the line; write a quote inside quotes as \"\"",
				"malformed quoting (%s)", csv_strerror(csv_error(&p)));
			break;
		}
		s += n;
		r.line++;
	}
	if (!r.failed && csv_fini(&p, on_field, on_row, &r) != 0)
		rd_fail(&r, GP_EPARSE, r.line - 1,
			"a quoted cell was opened but never closed", "unterminated quoted cell");
	csv_free(&p);
	free_row(&r);
	free(r.row);
	if (r.failed) {
		rc = -r.failed;
		gp_csv_release(t);
		return rc;
	}
	if (!t->names) {
		gp_csv_release(t);
		gp_diag_at(d, name, 1, 0);
		gp_error(d, GP_EPARSE, "empty file, expected a header row naming the columns");
		return -GP_EPARSE;
	}
	return 0;
}

int gp_csv_read(const char *path, struct gp_csv *t, struct gp_diag *d)
{
	size_t len;
	char *text = gp_read_file(path, 0, &len, d);
	int rc;
	memset(t, 0, sizeof(*t));
	if (!text)
		return d ? -d->code : -GP_EIO;
	rc = gp_csv_parse(text, len, path, t, d);
	free(text);
	return rc;
}

void gp_csv_release(struct gp_csv *t)
{
	if (!t)
		return;
	for (int i = 0; t->names && i < t->ncols; i++)
		free(t->names[i]);
	for (size_t i = 0; t->cells && i < (size_t)t->nrows * (size_t)t->ncols; i++)
		free(t->cells[i]);
	free(t->names);
	free(t->cells);
	free(t->lines);
	t->names = NULL;
	t->cells = NULL;
	t->lines = NULL;
	t->ncols = 0;
	t->nrows = 0;
}

int gp_csv_col(const struct gp_csv *t, const char *name)
{
	for (int i = 0; i < t->ncols; i++)
		if (strcmp(t->names[i], name) == 0)
			return i;
	return -1;
}

int gp_csv_require_col(const struct gp_csv *t, const char *name, struct gp_diag *d)
{
	char have[400];
	size_t n = 0;
	int c = gp_csv_col(t, name);
	if (c >= 0)
		return c;
	have[0] = '\0';
	for (int i = 0; i < t->ncols && n < sizeof(have) - 1; i++)
		n += (size_t)snprintf(have + n, sizeof(have) - n, "%s%s", i ? ", " : "",
				      t->names[i]);
	gp_diag_at(d, t->path, 1, 0);
	gp_error(d, GP_EINVAL, "missing column '%s'", name);
	gp_diag_hint(d, "the header has: %s", have);
	return -GP_EINVAL;
}

const char *gp_csv_cell(const struct gp_csv *t, long row, int col)
{
	return t->cells[(size_t)row * (size_t)t->ncols + (size_t)col];
}

int gp_csv_num(const struct gp_csv *t, long row, int col, double *out, struct gp_diag *d)
{
	const char *s = gp_csv_cell(t, row, col);
	if (gp_parse_double(s, out) == 0)
		return 0;
	gp_diag_at(d, t->path, t->lines[row], 0);
	gp_diag_field(d, "%s", t->names[col]);
	if (!s[0]) {
		gp_error(d, GP_EPARSE, "is empty, expected a number");
		gp_diag_hint(d, "fill in every cell of the column");
	} else {
		gp_error(d, GP_EPARSE, "'%s' %s", s, gp_number_refusal(s));
		gp_diag_hint(d, "write plain numbers such as 0.0042 or 4e8: '.' for decimals, "
				"no units or thousands separators");
	}
	return -GP_EPARSE;
}

/* ==== Writing ==== */

void gp_buf_init(struct gp_buf *b)
{
	b->p = NULL;
	b->n = b->cap = 0;
}

void gp_buf_release(struct gp_buf *b)
{
	free(b->p);
	gp_buf_init(b);
}

int gp_buf_reserve(struct gp_buf *b, size_t extra)
{
	if (extra > SIZE_MAX - b->n)
		return -GP_ENOMEM;
	return gp_grow((void **)&b->p, &b->cap, b->n + extra, 1);
}

/* Exact powers of ten representable as doubles. */
static const double pow10_tab[23] = {
	1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

/* a * 10^k with as few roundings as the table allows. */
static double scale10(double a, int k)
{
	while (k > 22) {
		a *= 1e22;
		k -= 22;
	}
	while (k < -22) {
		a /= 1e22;
		k += 22;
	}
	return k >= 0 ? a * pow10_tab[k] : a / pow10_tab[-k];
}

/* floor(log10(a)) or one less, for a finite a > 0, from its binary exponent: a lies in
 * [2^(b-1), 2^b) and log10(2) < 1, so floor((b - 1) log10(2)) misses by at most one; the
 * caller's check of the nine digits corrects it as it corrected log10's rounding. Reading
 * the exponent's bits instead of calling log10 keeps the sweep's CSV writing cheap. */
static int decimal_exponent_guess(double a)
{
	uint64_t u;
	int b;
	memcpy(&u, &a, sizeof(u));
	b = (int)((u >> 52) & 0x7ff) - 1022;
	if (b == -1022)        /* subnormal: the bits do not hold the exponent */
		return (int)floor(log10(a));
	{
		double x = (b - 1) * 0.30102999566398120;
		int i = (int)x;            /* truncates toward zero: floor for x < 0 is one less */
		return x < i ? i - 1 : i;
	}
}

/* x rounded to the nearest integer, ties to even, for 0 <= x < 2^52: what nearbyint gives
 * in the default rounding mode, without its save and restore of the floating-point
 * environment (adding 2^52 leaves no fraction bits; the sum is rounded by the hardware).
 * Only where doubles are evaluated as doubles (FLT_EVAL_METHOD 0: SSE2, not x87). */
static double round_even(double x)
{
#if FLT_EVAL_METHOD == 0
	const double two52 = 4503599627370496.0;
	double t = x + two52;   /* not folded away: C evaluates it as written (no fast-math) */
	return t - two52;
#else
	return nearbyint(x);
#endif
}

static size_t put_uint(char *dst, uint64_t v)
{
	char tmp[24];
	size_t n = 0, i;
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	for (i = 0; i < n; i++)
		dst[i] = tmp[n - 1 - i];
	return n;
}

/* "00" "01" ... "99": the two decimal digits of n at digit_pairs + 2n */
static const char digit_pairs[201] =
	"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

size_t gp_fmt_double(char *dst, double v)
{
	char dig[16];
	char *o = dst;
	double a, m;
	uint32_t mi;
	int e, nd;

	if (isnan(v)) {
		*dst = '\0';
		return 0;
	}
	if (v < 0) {
		*o++ = '-';
		a = -v;
	} else {
		a = v;
	}
	if (isinf(a)) {
		memcpy(o, "inf", 4);
		return (size_t)(o - dst) + 3;
	}
	if (a == 0) {
		*dst = '0';
		dst[1] = '\0';
		return 1;
	}
	/* Whole numbers below 1e9 print as integers under %.9g: the common case. */
	if (a < 1e9 && a == (double)(uint64_t)a) {
		o += put_uint(o, (uint64_t)a);
		*o = '\0';
		return (size_t)(o - dst);
	}
	e = decimal_exponent_guess(a);
	m = round_even(scale10(a, 8 - e));
	if (m >= 1e9) {
		e++;
		m = round_even(scale10(a, 8 - e));
	} else if (m < 1e8) {
		e--;
		m = round_even(scale10(a, 8 - e));
	}
	if (m >= 1e9) {      /* rounding carried into a tenth digit */
		m = 1e8;
		e++;
	}
	mi = (uint32_t)m;
	for (int i = 8; i >= 1; i -= 2) {    /* exactly 9 digits, two at a time */
		memcpy(dig + i - 1, digit_pairs + 2 * (mi % 100), 2);
		mi /= 100;
	}
	dig[0] = (char)('0' + mi);
	nd = 9;
	while (nd > 1 && dig[nd - 1] == '0')
		nd--;
	if (e >= -4 && e < 9) {
		if (e >= 0) {
			int ip = e + 1;
			memcpy(o, dig, (size_t)(ip < nd ? ip : nd));
			o += ip < nd ? ip : nd;
			for (int i = nd; i < ip; i++)
				*o++ = '0';
			if (nd > ip) {
				*o++ = '.';
				memcpy(o, dig + ip, (size_t)(nd - ip));
				o += nd - ip;
			}
		} else {
			*o++ = '0';
			*o++ = '.';
			for (int i = 0; i < -e - 1; i++)
				*o++ = '0';
			memcpy(o, dig, (size_t)nd);
			o += nd;
		}
	} else {
		int ae = e < 0 ? -e : e;
		*o++ = dig[0];
		if (nd > 1) {
			*o++ = '.';
			memcpy(o, dig + 1, (size_t)(nd - 1));
			o += nd - 1;
		}
		*o++ = 'e';
		*o++ = e < 0 ? '-' : '+';
		if (ae < 10)
			*o++ = '0';
		o += put_uint(o, (uint64_t)ae);
	}
	*o = '\0';
	return (size_t)(o - dst);
}

int gp_csv_put_num(struct gp_buf *b, double v)
{
	if (gp_buf_reserve(b, 32) < 0)
		return -GP_ENOMEM;
	b->n += gp_fmt_double(b->p + b->n, v);
	return 0;
}

int gp_csv_put_str(struct gp_buf *b, const char *s)
{
	size_t n = strlen(s);
	if (!s[strcspn(s, ",\"\r\n")] && !(n && (s[0] == ' ' || s[n - 1] == ' ')))
		return gp_buf_put(b, s, n);
	/* Worst case every byte is a quote (doubled) plus the surrounding pair. */
	if (gp_buf_reserve(b, 2 * n + 2) < 0)
		return -GP_ENOMEM;
	b->n += csv_write(b->p + b->n, 2 * n + 2, s, n);
	return 0;
}
