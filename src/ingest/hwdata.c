/* hwdata.c - readers for measured tables (gpu-benches latency/STREAM, nvprof metric logs). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/hwdata.h"
#include "util.h"

/* Next line of *p into buf (without the newline); returns 0 at the end. */
static int next_line(const char **p, char *buf, size_t sz, int *line)
{
	const char *s = *p, *e;
	size_t n;
	if (!*s)
		return 0;
	e = strchr(s, '\n');
	n = e ? (size_t)(e - s) : strlen(s);
	if (n >= sz)
		n = sz - 1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	if (n && buf[n - 1] == '\r')
		buf[n - 1] = '\0';
	*p = e ? e + 1 : s + strlen(s);
	(*line)++;
	return 1;
}

static int blank(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return !*s;
}

static int fail(struct gp_diag *d, const char *name, int line, int code, const char *msg,
		const char *hint)
{
	gp_diag_at(d, name, line, 0);
	gp_error(d, code, "%s", msg);
	gp_diag_hint(d, "%s", hint);
	return -code;
}

/* ==== gpu-latency ==== */

int gp_hw_latency_parse(const char *text, const char *name, struct gp_hw_latency *t,
			struct gp_diag *d)
{
	char buf[1024];
	const char *p = gp_skip_bom(text);
	int line = 0;
	memset(t, 0, sizeof(*t));
	while (next_line(&p, buf, sizeof(buf), &line)) {
		double it, clk, kb, ms, cyc;
		char extra;
		if (blank(buf) || strncmp(buf, "clock:", 6) == 0)
			continue;
		if (sscanf(buf, "%lf %lf %lf %lf %lf %c", &it, &clk, &kb, &ms, &cyc, &extra) != 5 ||
		    !(clk > 0) || !(kb > 0) || !(cyc > 0) || !isfinite(cyc))
			return fail(d, name, line, GP_EPARSE, "expected 'iterations clock_MHz "
				    "footprint_kB time_ms cycles'", "a gpu-benches gpu-latency table");
		if (t->n >= GP_HW_ROWS_MAX)
			return fail(d, name, line, GP_ELIMIT, "more rows than the table holds",
				    "split the file");
		if (t->n && kb < t->footprint_kib[t->n - 1])
			return fail(d, name, line, GP_EPARSE, "data sets must grow row by row",
				    "rows are in the order the benchmark prints them");
		t->footprint_kib[t->n] = kb;
		t->cycles[t->n] = cyc;
		t->clock_mhz = clk;
		t->n++;
	}
	if (t->n < 9)
		return fail(d, name, line, GP_EPARSE, "fewer than 9 rows: no L1, L2 and DRAM "
			    "plateaus", "a gpu-benches gpu-latency table");
	return 0;
}

static double median3(double a, double b, double c)
{
	if (a > b) {
		double x = a;
		a = b;
		b = x;
	}
	return c < a ? a : c > b ? b : c;
}

void gp_hw_latency_levels(const struct gp_hw_latency *t, double *l1, double *l2, double *dram)
{
	int best_start = 3, best_len = 0, n = t->n;
	*l1 = median3(t->cycles[0], t->cycles[1], t->cycles[2]);
	*dram = median3(t->cycles[n - 1], t->cycles[n - 2], t->cycles[n - 3]);
	/* the longest plateau strictly between the L1 and DRAM values */
	for (int i = 3; i < n - 3;) {
		int j = i + 1;
		double v = t->cycles[i];
		if (v < 1.5 * *l1 || v > 0.9 * *dram) {
			i++;
			continue;
		}
		while (j < n - 3 && fabs(t->cycles[j] - v) <= 0.03 * v)
			j++;
		if (j - i > best_len) {
			best_len = j - i;
			best_start = i;
		}
		i = j;
	}
	if (best_len == 0) {
		*l2 = 0;
		return;
	}
	{
		/* median of the run */
		double tmp[GP_HW_ROWS_MAX];
		for (int k = 0; k < best_len; k++)
			tmp[k] = t->cycles[best_start + k];
		for (int a = 1; a < best_len; a++)
			for (int b = a; b > 0 && tmp[b - 1] > tmp[b]; b--) {
				double x = tmp[b];
				tmp[b] = tmp[b - 1];
				tmp[b - 1] = x;
			}
		*l2 = tmp[best_len / 2];
	}
}

/* ==== gpu-stream ==== */

int gp_hw_stream_parse(const char *text, const char *name, struct gp_hw_stream *t,
		       struct gp_diag *d)
{
	char buf[1024], *bar, *tok, *save;
	const char *p = gp_skip_bom(text);
	int line = 0;
	memset(t, 0, sizeof(*t));
	while (next_line(&p, buf, sizeof(buf), &line)) {
		if (blank(buf))
			continue;
		bar = strchr(buf, '|');
		if (!bar)
			return fail(d, name, line, GP_EPARSE, "expected '|' between the launch and "
				    "the bandwidth columns", "a gpu-benches gpu-stream table");
		if (!t->ncols) {
			for (tok = strtok_r(bar + 1, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
				if (t->ncols >= GP_HW_COLS_MAX)
					return fail(d, name, line, GP_ELIMIT, "too many columns",
						    "at most 16 bandwidth columns");
				snprintf(t->cols[t->ncols++], sizeof(t->cols[0]), "%s", tok);
			}
			if (!t->ncols)
				return fail(d, name, line, GP_EPARSE, "header names no columns",
					    "a gpu-benches gpu-stream table");
			continue;
		}
		if (t->n >= GP_HW_ROWS_MAX)
			return fail(d, name, line, GP_ELIMIT, "more rows than the table holds",
				    "split the file");
		tok = strtok_r(bar + 1, " \t", &save);
		if (!tok || strcmp(tok, "GB/s:") != 0)
			return fail(d, name, line, GP_EPARSE, "expected 'GB/s:' after '|'",
				    "a gpu-benches gpu-stream table");
		for (int c = 0; c < t->ncols; c++) {
			tok = strtok_r(NULL, " \t", &save);
			if (!tok || gp_parse_double(tok, &t->gbps[t->n][c]) < 0 ||
			    t->gbps[t->n][c] < 0)
				return fail(d, name, line, GP_EPARSE, "missing or malformed bandwidth",
					    "one GB/s figure per header column");
		}
		if (strtok_r(NULL, " \t", &save))
			return fail(d, name, line, GP_EPARSE, "more figures than header columns",
				    "one GB/s figure per header column");
		t->n++;
	}
	if (!t->n)
		return fail(d, name, line, GP_EPARSE, "no rows", "a gpu-benches gpu-stream table");
	return 0;
}

double gp_hw_stream_max(const struct gp_hw_stream *t, const char *col)
{
	double best = -1;
	for (int c = 0; c < t->ncols; c++) {
		if (strcmp(t->cols[c], col) != 0)
			continue;
		for (int r = 0; r < t->n; r++)
			if (t->gbps[r][c] > best)
				best = t->gbps[r][c];
	}
	return best;
}

/* ==== nvprof CSV logs ==== */

/* Split one CSV line with double-quoted fields (nvprof's form) in place. */
static int csv_split(char *s, char **f, int max)
{
	int n = 0;
	while (n < max) {
		if (*s == '"') {
			char *e = strchr(s + 1, '"');
			if (!e)
				return -1;
			*e = '\0';
			f[n++] = s + 1;
			s = e + 1;
		} else {
			f[n++] = s;
			s += strcspn(s, ",");
		}
		if (*s == '\0')
			return n;
		if (*s != ',')
			return -1;
		*s++ = '\0';
	}
	return -1;
}

int gp_hw_nvprof_metric(const char *text, const char *name, const char *kernel,
			const char *metric, double *value, struct gp_diag *d)
{
	enum { MAXF = 512, LINE = 65536 };
	char *hdr = malloc(LINE), *row = malloc(LINE);
	char **hf = malloc(MAXF * sizeof(*hf)), **rf = malloc(MAXF * sizeof(*rf));
	const char *p = gp_skip_bom(text);
	int line = 0, nh = -1, kcol = -1, mcol = -1, hline = 0, rc;

	if (!hdr || !row || !hf || !rf) {
		rc = gp_error(d, GP_ENOMEM, "out of memory reading %s", name);
		goto out;
	}
	while (next_line(&p, row, LINE, &line)) {
		int nr;
		if (strncmp(row, "==", 2) == 0 || blank(row))
			continue;
		if (nh < 0) {
			if (row[0] != '"')
				continue;
			memcpy(hdr, row, LINE);
			nh = csv_split(hdr, hf, MAXF);
			hline = line;
			if (nh < 0) {
				rc = fail(d, name, line, GP_EPARSE, "malformed CSV header",
					  "an 'nvprof --csv --metrics ...' log");
				goto out;
			}
			for (int i = 0; i < nh; i++) {
				if (strcmp(hf[i], "Kernel") == 0)
					kcol = i;
				if (strcmp(hf[i], metric) == 0)
					mcol = i;
			}
			if (kcol < 0) {
				rc = fail(d, name, line, GP_EPARSE, "no \"Kernel\" column",
					  "an 'nvprof --csv --metrics ...' log");
				goto out;
			}
			if (mcol < 0) {
				gp_diag_at(d, name, line, 0);
				gp_diag_field(d, "%s", metric);
				rc = gp_error(d, GP_ENOTFOUND, "metric not in the log");
				gp_diag_hint(d, "run nvprof with --metrics %s", metric);
				goto out;
			}
			continue;
		}
		nr = csv_split(row, rf, MAXF);
		if (row[0] == '"' && nr != nh) {
			rc = fail(d, name, line, GP_EPARSE, "row does not match the header columns",
				  "an 'nvprof --csv --metrics ...' log");
			goto out;
		}
		if (nr != nh || row[0] != '"')
			continue;   /* the units row */
		if (kernel && strcmp(rf[kcol], kernel) != 0)
			continue;
		if (gp_parse_double(rf[mcol], value) < 0) {
			rc = fail(d, name, line, GP_EPARSE, "metric value is not a number",
				  "pick a numeric metric");
			goto out;
		}
		rc = 0;
		goto out;
	}
	gp_diag_at(d, name, hline, 0);
	if (nh < 0)
		rc = gp_error(d, GP_ENOTFOUND, "no CSV header in the log");
	else
		rc = gp_error(d, GP_ENOTFOUND, "kernel '%s' not in the log",
			      kernel ? kernel : "(any)");
	gp_diag_hint(d, "nvprof --csv --metrics ... ./app 2> log");
out:
	free(hdr);
	free(row);
	free(hf);
	free(rf);
	return rc;
}
