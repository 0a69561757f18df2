/* diag.c - filling and printing struct gp_diag. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/diag.h"

void gp_diag_clear(struct gp_diag *d)
{
	/* empty strings, not a 1.8 kB memset: estimates clear one per call (a sweep's row) */
	if (d) {
		d->code = 0;
		d->line = d->col = 0;
		d->file[0] = d->field[0] = d->msg[0] = d->hint[0] = '\0';
	}
}

int gp_error(struct gp_diag *d, int code, const char *fmt, ...)
{
	if (d) {
		va_list ap;
		d->code = code;
		va_start(ap, fmt);
		vsnprintf(d->msg, sizeof(d->msg), fmt, ap);
		va_end(ap);
	}
	return -code;
}

void gp_diag_at(struct gp_diag *d, const char *file, int line, int col)
{
	if (!d)
		return;
	if (file)
		snprintf(d->file, sizeof(d->file), "%s", file);
	d->line = line;
	d->col = col;
}

void gp_diag_field(struct gp_diag *d, const char *fmt, ...)
{
	va_list ap;
	if (!d)
		return;
	va_start(ap, fmt);
	vsnprintf(d->field, sizeof(d->field), fmt, ap);
	va_end(ap);
}

void gp_diag_hint(struct gp_diag *d, const char *fmt, ...)
{
	va_list ap;
	if (!d)
		return;
	va_start(ap, fmt);
	vsnprintf(d->hint, sizeof(d->hint), fmt, ap);
	va_end(ap);
}

/* Bytes in a valid UTF-8 sequence at s (1..4), or 0 for a byte that starts none. Overlong
 * forms, surrogates and code points past U+10FFFF start none (RFC 3629 section 4). */
static int utf8_seq(const unsigned char *s)
{
	int n = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : 2;
	unsigned cp;
	if (s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	cp = s[0] & (0x3f >> (n - 1));
	for (int i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	if ((n == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
	    (n == 4 && (cp < 0x10000 || cp > 0x10ffff)))
		return 0;
	return n;
}

/* The next unit of s: 1 (with *len 1) when its first byte is to be escaped, else 0 with
 * *len the bytes of its character, shown as they are. Escaped:
 * C0 controls, DEL, C1 controls (U+0080..U+009F: CSI and friends) and bytes that are not
 * UTF-8 go out as \xHH, so that no input can drive the terminal. */
static int unit_escaped(const unsigned char *s, int *len)
{
	int n = *s < 0x80 ? 1 : utf8_seq(s);
	int esc = *s < 0x20 || *s == 0x7f || n == 0 || (n == 2 && s[0] == 0xc2 && s[1] < 0xa0);
	*len = esc ? 1 : n;   /* an escape takes one byte; a C1's second byte is the next */
	return esc;
}

void gp_diag_fputs(const char *text, void *stream)
{
	FILE *f = stream;
	const unsigned char *s = (const unsigned char *)text;
	while (*s) {
		int n;
		if (unit_escaped(s, &n))
			fprintf(f, "\\x%02x", *s);
		else
			fwrite(s, 1, (size_t)n, f);
		s += n;
	}
}

char *gp_diag_escape(const char *text, char *out, size_t size)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t j = 0;
	if (!size)
		return out;
	while (*s) {
		int n, esc = unit_escaped(s, &n);
		size_t need = esc ? 4 : (size_t)n;
		if (j + need >= size)
			break;   /* whole units only: no half escape or sequence */
		if (esc)
			snprintf(out + j, 5, "\\x%02x", *s);
		else
			memcpy(out + j, s, (size_t)n);
		j += need;
		s += n;
	}
	out[j] = '\0';
	return out;
}

void gp_diag_print(const struct gp_diag *d, void *stream)
{
	FILE *f = stream;
	if (d->file[0]) {
		gp_diag_fputs(d->file, f);
		if (d->line > 0)
			fprintf(f, ":%d", d->line);
		if (d->line > 0 && d->col > 0)
			fprintf(f, ":%d", d->col);
		fputs(": ", f);
	}
	fputs("error: ", f);
	if (d->field[0]) {
		fputc('\'', f);
		gp_diag_fputs(d->field, f);
		fputs("' ", f);
	}
	gp_diag_fputs(d->msg[0] ? d->msg : "unknown error", f);
	fputc('\n', f);
	if (d->hint[0]) {
		fputs("hint: ", f);
		gp_diag_fputs(d->hint, f);
		fputc('\n', f);
	}
}

void gp_bug(const char *file, int line, const char *msg)
{
	fprintf(stderr, "%s:%d: BUG: %s\n", file, line, msg);
	abort();
}
