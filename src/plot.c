/* plot.c - gnuplot charts through popen: the data goes inline as datablocks. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "csvio.h"
#include "plot.h"
#include "plot_layout.h"
#include "util.h"

int gp_plot_available(void)
{
	const char *path = getenv("PATH");
	char buf[4096], *save = NULL, *dir;
	if (!path)
		return 0;
	snprintf(buf, sizeof(buf), "%s", path);
	for (dir = strtok_r(buf, ":", &save); dir; dir = strtok_r(NULL, ":", &save)) {
		char p[4200];
		snprintf(p, sizeof(p), "%s/gnuplot", dir);
		if (access(p, X_OK) == 0)
			return 1;
	}
	return 0;
}

/* Open gnuplot writing a width x height chart to a temporary next to out_path; *tmp gets
 * its name. */
static FILE *plot_open(const char *out_path, int width, int height, char *tmp, size_t tmpsz,
		       struct gp_diag *d)
{
	size_t n = strlen(out_path);
	const char *term;
	FILE *g;
	if (n > 4 && strcmp(out_path + n - 4, ".svg") == 0)
		term = "svg size %d,%d dynamic background rgb 'white'";
	else if (n > 4 && strcmp(out_path + n - 4, ".png") == 0)
		term = "pngcairo size %d,%d";
	else {
		gp_diag_at(d, out_path, 0, 0);
		gp_diag_field(d, "--plot");
		gp_error(d, GP_EUSAGE, "the plot file must end in .svg or .png");
		gp_diag_hint(d, "for example --plot sweep.svg");
		return NULL;
	}
	if (!gp_plot_available()) {
		gp_diag_field(d, "--plot");
		gp_error(d, GP_ENOTFOUND, "gnuplot is not installed");
		gp_diag_hint(d, "install it (Debian: apt-get install gnuplot-nox) or leave out --plot");
		return NULL;
	}
	snprintf(tmp, tmpsz, "%s.tmp.%ld", out_path, (long)getpid());
	g = popen("gnuplot 2>/dev/null", "w");
	if (!g) {
		gp_error(d, GP_EIO, "cannot start gnuplot");
		return NULL;
	}
	fprintf(g, "set terminal ");
	fprintf(g, term, width, height);
	/* labels are names (device, kernel, column): '_' is a character, not a subscript */
	fprintf(g, "\nset output '%s'\nset termoption noenhanced\n", tmp);
	return g;
}

static int plot_close(FILE *g, const char *tmp, const char *out_path, struct gp_diag *d)
{
	int st = pclose(g);
	if (st == -1 || !WIFEXITED(st) || WEXITSTATUS(st) != 0 || rename(tmp, out_path) != 0) {
		unlink(tmp);
		gp_diag_at(d, out_path, 0, 0);
		gp_error(d, GP_EIO, "gnuplot could not draw the chart");
		gp_diag_hint(d, "check that the directory is writable; run gnuplot by hand to see "
				"its messages");
		return -GP_EIO;
	}
	return 0;
}

/* Text cells go into gnuplot strings in single quotes: drop the quote character. */
static void put_label(FILE *g, const char *s)
{
	for (; *s; s++)
		if (*s != '\'' && *s != '\n')
			fputc(*s, g);
}

/* Logarithmic axes where the values call for them (a x2 sweep, times over decades). */
static void set_axes(FILE *g, const struct gp_csv *t, int xc, int yc)
{
	double *v = malloc(((size_t)t->nrows + 1) * sizeof(*v));
	int n, base;
	if (!v)
		return;
	for (int axis = 0; axis < 2; axis++) {
		n = 0;
		for (long r = 0; r < t->nrows; r++)
			if (gp_parse_double(gp_csv_cell(t, r, axis ? yc : xc), &v[n]) == 0)
				n++;
		base = gp_plot_log_base(v, n);
		/* y: only a wide span of times earns a log axis, not a x2 pattern */
		if (axis == 1 && base == 2)
			base = 0;
		if (base)
			fprintf(g, "set logscale %c %d\n", axis ? 'y' : 'x', base);
	}
	free(v);
}

int gp_plot_sweep(const char *csv_path, const char *x_col, const char *out_path,
		  struct gp_diag *d)
{
	struct gp_csv t;
	char tmp[1100];
	int xc, yc, devc, regc = -1, rc, nin;
	int *group = NULL, *devof = NULL, ngroups = 0, key_cols, height;
	long *first = NULL;
	FILE *g;

	if ((rc = gp_csv_read(csv_path, &t, d)) < 0)
		return rc;
	devc = gp_csv_require_col(&t, "device", d);
	yc = devc < 0 ? devc : gp_csv_require_col(&t, "total_s", d);
	if (devc < 0 || yc < 0) {
		gp_csv_release(&t);
		return -GP_EINVAL;
	}
	nin = devc;    /* the inputs come before "device" */
	if (nin == 0) {
		gp_csv_release(&t);
		return gp_error(d, GP_EINVAL, "the sweep has no input column to plot against");
	}
	xc = x_col ? gp_csv_require_col(&t, x_col, d) : 0;
	if (xc < 0) {
		gp_csv_release(&t);
		return xc;
	}
	for (int c = 0; c < t.ncols; c++) {
		size_t n = strlen(t.names[c]);
		if (n > 7 && strcmp(t.names[c] + n - 7, "_regime") == 0) {
			regc = c;
			break;
		}
	}
	/* a series = the same device and the same values of the inputs other than x */
	group = calloc((size_t)t.nrows + 1, sizeof(int));
	first = calloc((size_t)t.nrows + 1, sizeof(long));
	devof = calloc((size_t)t.nrows + 1, sizeof(int));
	if (!group || !first || !devof) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	for (long r = 0; r < t.nrows; r++) {
		int gidx = -1;
		for (int k = 0; k < ngroups && gidx < 0; k++) {
			int same = strcmp(gp_csv_cell(&t, r, devc), gp_csv_cell(&t, first[k], devc)) == 0;
			for (int c = 0; c < nin && same; c++)
				if (c != xc)
					same = strcmp(gp_csv_cell(&t, r, c),
						      gp_csv_cell(&t, first[k], c)) == 0;
			if (same)
				gidx = k;
		}
		if (gidx < 0) {
			if (ngroups == 64) {
				rc = gp_error(d, GP_ELIMIT,
					      "more than 64 curves: vary fewer inputs to plot");
				gp_diag_hint(d, "the CSV is complete; plot a slice of it yourself");
				goto out;
			}
			first[ngroups] = r;
			gidx = ngroups++;
		}
		group[r] = gidx;
	}
	gp_plot_legend_layout(ngroups, &key_cols, &height);
	if (!(g = plot_open(out_path, ngroups > 8 ? 1280 : 960, height, tmp, sizeof(tmp), d))) {
		rc = d ? -d->code : -GP_EIO;
		goto out;
	}
	for (int k = 0; k < ngroups; k++) {
		fprintf(g, "$s%d << EOD\n", k);
		for (long r = 0; r < t.nrows; r++) {
			double x, y;
			if (group[r] != k || gp_parse_double(gp_csv_cell(&t, r, xc), &x) < 0 ||
			    gp_parse_double(gp_csv_cell(&t, r, yc), &y) < 0)
				continue;
			fprintf(g, "%.9g %.9g %d\n", x, y * 1e3,
				regc >= 0 && strcmp(gp_csv_cell(&t, r, regc), "latency") == 0);
		}
		fprintf(g, "EOD\n");
	}
	set_axes(g, &t, xc, yc);
	fprintf(g, "set xlabel '");
	put_label(g, t.names[xc]);
	/* the legend under the plot in columns, so many series never cover the curves */
	fprintf(g, "'\nset ylabel 'time [ms]'\nset grid\n");
	if (ngroups > 8)
		fprintf(g, "set key outside below center horizontal maxcols %d font ',9'\n",
			key_cols);
	else
		fprintf(g, "set key outside right top\n");
	fprintf(g, "set xlabel offset 0,0.6\nset title 'total time against ");
	put_label(g, t.names[xc]);
	fprintf(g, " (hollow points: latency-bound, filled: throughput-bound)'\nplot ");
	for (int k = 0, ndev = 0; k < ngroups; k++) {
		/* one colour per device, one dash pattern per other series of that device */
		const char *colour;
		int dev = -1, sub = 0;
		for (int j = 0; j < k; j++)
			if (strcmp(gp_csv_cell(&t, first[j], devc), gp_csv_cell(&t, first[k], devc)) == 0) {
				dev = devof[j];
				sub++;
			}
		devof[k] = dev < 0 ? ndev++ : dev;
		colour = gp_plot_colour(devof[k]);
		fprintf(g, "%s$s%d using 1:2 with lines lw 1.5 lc rgb '%s' dt %d title '",
			k ? ", " : "", k, colour, sub % 5 + 1);
		put_label(g, gp_csv_cell(&t, first[k], devc));
		for (int c = 0; c < nin; c++) {
			int varies = 0;
			if (c == xc)
				continue;
			for (long r = 0; r < t.nrows && !varies; r++)
				varies = strcmp(gp_csv_cell(&t, r, c), gp_csv_cell(&t, 0, c)) != 0;
			if (varies) {
				fprintf(g, " ");
				put_label(g, t.names[c]);
				fprintf(g, "=");
				put_label(g, gp_csv_cell(&t, first[k], c));
			}
		}
		fprintf(g, "', $s%d using 1:($3 > 0 ? $2 : 1/0) with points pt 6 lc rgb '%s' notitle, "
			   "$s%d using 1:($3 > 0 ? 1/0 : $2) with points pt 7 lc rgb '%s' notitle",
			k, colour, k, colour);
	}
	fprintf(g, "\n");
	rc = plot_close(g, tmp, out_path, d);
out:
	free(group);
	free(first);
	free(devof);
	gp_csv_release(&t);
	return rc;
}

int gp_plot_calibration(const char *title, const double *measured_s, const double *before_s,
			const double *after_s, int n, const char *out_path, struct gp_diag *d)
{
	char tmp[1100];
	FILE *g = plot_open(out_path, 960, 640, tmp, sizeof(tmp), d);
	double lo = INFINITY, hi = 0;
	if (!g)
		return d ? -d->code : -GP_EIO;
	fprintf(g, "$m << EOD\n");
	for (int i = 0; i < n; i++) {
		fprintf(g, "%.9g %.9g %.9g\n", measured_s[i], before_s[i], after_s[i]);
		lo = fmin(lo, fmin(measured_s[i], fmin(before_s[i], after_s[i])));
		hi = fmax(hi, fmax(measured_s[i], fmax(before_s[i], after_s[i])));
	}
	fprintf(g, "EOD\nset logscale xy\nset grid\nset key top left\n"
		   "set xlabel 'measured [s]'\nset ylabel 'predicted [s]'\nset title '");
	put_label(g, title);
	fprintf(g, "'\nset xrange [%g:%g]\nset yrange [%g:%g]\n"
		   "plot x title 'predicted = measured' lc rgb 'gray', "
		   "$m using 1:2 with points pt 6 title 'before', "
		   "$m using 1:3 with points pt 7 title 'after'\n",
		lo * 0.8, hi * 1.25, lo * 0.8, hi * 1.25);
	return plot_close(g, tmp, out_path, d);
}

int gp_plot_roofline(const char *title, const char *y_label, double bw_bytes_s, const double *peak,
		     const char *const *peak_names, int npeaks, double x, double y,
		     const char *point_label, const char *out_path, struct gp_diag *d)
{
	char tmp[1100];
	double lo = x, hi = x;
	FILE *g;
	for (int i = 0; i < npeaks; i++) {
		lo = fmin(lo, peak[i] / bw_bytes_s);   /* the ridge points */
		hi = fmax(hi, peak[i] / bw_bytes_s);
	}
	if (!(g = plot_open(out_path, 960, 640, tmp, sizeof(tmp), d)))
		return d ? -d->code : -GP_EIO;
	fprintf(g, "$k << EOD\n%.9g %.9g\nEOD\nset logscale xy\nset grid\nset key bottom right\n"
		   "set xlabel 'arithmetic intensity [per DRAM byte]'\nset ylabel '", x, y);
	put_label(g, y_label);
	fprintf(g, "'\nset title '");
	put_label(g, title);
	fprintf(g, "'\nset xrange [%g:%g]\nset samples 400\nplot ", lo / 16, hi * 16);
	for (int i = 0; i < npeaks; i++) {
		fprintf(g, "(%.9g * x < %.9g ? %.9g * x : %.9g) with lines lw 2 lc rgb '%s' title '",
			bw_bytes_s, peak[i], bw_bytes_s, peak[i], gp_plot_colour(i));
		put_label(g, peak_names[i]);
		fprintf(g, "', ");
	}
	fprintf(g, "$k using 1:2 with points pt 7 ps 2 lc rgb 'black' title '");
	put_label(g, point_label);
	fprintf(g, "'\n");
	return plot_close(g, tmp, out_path, d);
}
