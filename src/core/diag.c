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

void gp_diag_print(const struct gp_diag *d, void *stream)
{
	FILE *f = stream;
	if (d->file[0]) {
		fputs(d->file, f);
		if (d->line > 0)
			fprintf(f, ":%d", d->line);
		if (d->line > 0 && d->col > 0)
			fprintf(f, ":%d", d->col);
		fputs(": ", f);
	}
	fputs("error: ", f);
	if (d->field[0])
		fprintf(f, "'%s' ", d->field);
	fprintf(f, "%s\n", d->msg[0] ? d->msg : "unknown error");
	if (d->hint[0])
		fprintf(f, "hint: %s\n", d->hint);
}

void gp_bug(const char *file, int line, const char *msg)
{
	fprintf(stderr, "%s:%d: BUG: %s\n", file, line, msg);
	abort();
}
