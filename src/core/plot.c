/* plot.c - gnuplot charts: the data goes inline as datablocks, the chart comes back on
 * gnuplot's standard output. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
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

/*
 * A running gnuplot: its script goes down a pipe and its chart comes out of its
 * standard output into an unnamed temporary file (tmpfile: nothing is left behind), which
 * is checked whole (gnuplot exits 0 after a failed write: a chart cut short by a full
 * disk must not pass) and copied into the atomic output file, whose every write is
 * checked. No file name and no user text ever becomes gnuplot code (see put_text); no
 * shell is involved.
 */
struct plot {
	FILE *g;
	FILE *chart;
	pid_t pid;
	int is_svg;
	struct gp_atomic out;
	struct sigaction old_pipe;
};

static int plot_open(struct plot *p, const char *out_path, int width, int height,
		     const char *const *inputs, int ninputs, struct gp_outset *set,
		     struct gp_diag *d)
{
	size_t n = strlen(out_path);
	const char *term;
	struct sigaction ign;
	int fds[2];

	if (n > 4 && strcmp(out_path + n - 4, ".svg") == 0)
		term = "svg size %d,%d dynamic background rgb 'white'";
	else if (n > 4 && strcmp(out_path + n - 4, ".png") == 0)
		term = "pngcairo size %d,%d";
	else {
		gp_diag_at(d, out_path, 0, 0);
		gp_diag_field(d, "plot.path");
		gp_error(d, GP_EUSAGE, "the plot file must end in .svg or .png");
		gp_diag_hint(d, "for example {plot.path} sweep.svg");
		return -GP_EUSAGE;
	}
	if (!gp_plot_available()) {
		gp_diag_field(d, "plot.path");
		gp_error(d, GP_ENOTFOUND, "gnuplot is not installed");
		gp_diag_hint(d, "install it (Debian: apt-get install gnuplot-nox) or leave out {plot.path}");
		return -GP_ENOTFOUND;
	}
	if (gp_output_check(out_path, inputs, ninputs, d) < 0)
		return -GP_EINVAL;
	p->is_svg = strcmp(out_path + n - 4, ".svg") == 0;
	if (gp_atomic_open_in(&p->out, set, out_path, d) < 0)
		return -GP_EIO;
	if (!(p->chart = tmpfile())) {
		int e = errno;
		gp_atomic_abort(&p->out);
		gp_diag_at(d, out_path, 0, 0);
		gp_error(d, GP_EIO, "cannot make gnuplot's temporary file: %s", strerror(e));
		gp_diag_hint(d, "check free space and permissions in the temporary directory");
		return -GP_EIO;
	}
	if (pipe(fds) != 0 || (p->pid = fork()) < 0) {
		fclose(p->chart);
		gp_atomic_abort(&p->out);
		gp_diag_at(d, out_path, 0, 0);
		gp_error(d, GP_EIO, "cannot start gnuplot: %s", strerror(errno));
		gp_diag_hint(d, "check the process and file limits (ulimit -u, -n)");
		return -GP_EIO;
	}
	if (p->pid == 0) {
		int null = open("/dev/null", O_WRONLY);
		close(fds[1]);
		if (dup2(fds[0], 0) < 0 || dup2(fileno(p->chart), 1) < 0 ||
		    (null >= 0 && dup2(null, 2) < 0))
			_exit(127);
		execlp("gnuplot", "gnuplot", (char *)NULL);
		_exit(127);
	}
	close(fds[0]);
	/* gnuplot dying early must fail the plot, not kill us with SIGPIPE */
	memset(&ign, 0, sizeof(ign));
	ign.sa_handler = SIG_IGN;
	sigemptyset(&ign.sa_mask);
	sigaction(SIGPIPE, &ign, &p->old_pipe);
	if (!(p->g = fdopen(fds[1], "w"))) {
		close(fds[1]);
		waitpid(p->pid, NULL, 0);
		sigaction(SIGPIPE, &p->old_pipe, NULL);
		fclose(p->chart);
		gp_atomic_abort(&p->out);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	/* "set output" without a name: standard output, our file */
	fprintf(p->g, "set terminal ");
	fprintf(p->g, term, width, height);
	/* labels are names (device, kernel, column): '_' is a character, not a subscript */
	fprintf(p->g, "\nset termoption noenhanced\nset output\n");
	return 0;
}

/* Whether the chart ends as a whole one does: an SVG with its closing tag, a PNG with its
 * IEND chunk (PNG spec 11.2.5: length 0, "IEND", CRC ae 42 60 82). */
static int chart_whole(FILE *f, int is_svg)
{
	static const unsigned char iend[12] = { 0, 0, 0, 0, 'I', 'E', 'N', 'D',
						0xae, 0x42, 0x60, 0x82 };
	unsigned char tail[64];
	long size;
	size_t got;
	if (fflush(f) != 0 || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 12)
		return 0;
	got = size < (long)sizeof(tail) ? (size_t)size : sizeof(tail);
	if (fseek(f, -(long)got, SEEK_END) != 0 || fread(tail, 1, got, f) != got)
		return 0;
	if (!is_svg)
		return memcmp(tail + got - 12, iend, 12) == 0;
	while (got && isspace(tail[got - 1]))
		got--;
	return got >= 6 && memcmp(tail + got - 6, "</svg>", 6) == 0;
}

/* The checked chart into the output, every write checked, then committed. */
static int chart_copy(struct plot *p, struct gp_diag *d)
{
	char buf[65536];
	size_t n;
	rewind(p->chart);
	while ((n = fread(buf, 1, sizeof(buf), p->chart)) > 0)
		if (fwrite(buf, 1, n, p->out.f) != n)
			break;
	if (ferror(p->chart) || ferror(p->out.f)) {
		int e = errno;
		fclose(p->chart);
		gp_atomic_abort(&p->out);
		gp_diag_at(d, p->out.path, 0, 0);
		gp_error(d, GP_EIO, "cannot write output: %s", strerror(e));
		gp_diag_hint(d, "check free disk space and that the directory is writable");
		return -GP_EIO;
	}
	fclose(p->chart);
	return gp_atomic_commit(&p->out, d);
}

static int plot_close(struct plot *p, struct gp_diag *d)
{
	int st = 0, bad = fclose(p->g) != 0;
	pid_t w;
	while ((w = waitpid(p->pid, &st, 0)) < 0 && errno == EINTR)
		;
	sigaction(SIGPIPE, &p->old_pipe, NULL);
	if (bad || w < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		fclose(p->chart);
		gp_atomic_abort(&p->out);
		gp_diag_at(d, p->out.path, 0, 0);
		gp_error(d, GP_EIO, "gnuplot could not draw the chart");
		gp_diag_hint(d, "run gnuplot by hand to see its messages");
		return -GP_EIO;
	}
	if (!chart_whole(p->chart, p->is_svg)) {
		fclose(p->chart);
		gp_atomic_abort(&p->out);
		gp_diag_at(d, p->out.path, 0, 0);
		gp_error(d, GP_EIO, "gnuplot's chart is cut short (no space left in the temporary "
			 "directory?)");
		gp_diag_hint(d, "check free space in $TMPDIR or /tmp");
		return -GP_EIO;
	}
	return chart_copy(p, d);
}

/*
 * The body of a gnuplot double-quoted string holding s as data: every byte but
 * letters, digits and a few harmless marks is written as an octal escape, so
 * quotes, backquotes (command substitution), '@' (macros), backslashes and
 * newlines cannot end the string or be expanded; control bytes become '?'.
 */
static void put_text(FILE *g, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (isalnum(c) || strchr(" ._,=+-:()", c))
			fputc(c, g);
		else if (c < 0x20 || c == 0x7f)
			fputc('?', g);
		else
			fprintf(g, "\\%03o", c);
	}
}

#define SWEEP_PLOT_NAME 256   /* the longest column name a legend shows */

/* put_text of the first n bytes of s. */
static void put_text_n(FILE *g, const char *s, size_t n)
{
	char buf[SWEEP_PLOT_NAME + 1];
	snprintf(buf, sizeof(buf), "%.*s", (int)n, s);
	put_text(g, buf);
}

/* Sweep plots: kernels drawn each with its dash (the total solid), limiters each a marker. */
#define SWEEP_PLOT_KERNELS 8
#define SWEEP_PLOT_LIMITERS 12
static const int limiter_points[SWEEP_PLOT_LIMITERS] = { 7, 6, 5, 4, 9, 8, 13, 12, 11, 10, 3, 2 };

static int kernel_dash(int j)
{
	return j % 4 + 2;
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
		  const char *const *inputs, int ninputs, struct gp_outset *set,
		  struct gp_diag *d)
{
	struct gp_csv t;
	struct plot p;
	int xc, yc, devc, rc, nin, nk = 0, nlim = 0;
	int klim[SWEEP_PLOT_KERNELS], ktime[SWEEP_PLOT_KERNELS];
	const char *lims[SWEEP_PLOT_LIMITERS];
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
	/* the kernels: each <kernel>_limiter column with its <kernel>_s time */
	for (int c = 0; c < t.ncols && nk < SWEEP_PLOT_KERNELS; c++) {
		size_t n = strlen(t.names[c]);
		char tcol[SWEEP_PLOT_NAME + 8];
		if (n <= 8 || strcmp(t.names[c] + n - 8, "_limiter") != 0)
			continue;
		snprintf(tcol, sizeof(tcol), "%.*s_s", (int)(n - 8), t.names[c]);
		if ((ktime[nk] = gp_csv_col(&t, tcol)) < 0)
			continue;
		klim[nk++] = c;
	}
	/* the limiters named anywhere, each a marker */
	for (long r = 0; r < t.nrows; r++)
		for (int j = 0; j < nk; j++) {
			const char *l = gp_csv_cell(&t, r, klim[j]);
			int seen = !l[0];
			for (int i = 0; i < nlim && !seen; i++)
				seen = strcmp(lims[i], l) == 0;
			if (!seen && nlim < SWEEP_PLOT_LIMITERS)
				lims[nlim++] = l;
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
	if ((rc = plot_open(&p, out_path, ngroups > 8 ? 1280 : 960, height, inputs, ninputs,
			     set, d)) < 0)
		goto out;
	g = p.g;
	for (int k = 0; k < ngroups; k++) {
		fprintf(g, "$s%d << EOD\n", k);
		for (long r = 0; r < t.nrows; r++) {
			double x, y;
			if (group[r] != k || gp_parse_double(gp_csv_cell(&t, r, xc), &x) < 0 ||
			    gp_parse_double(gp_csv_cell(&t, r, yc), &y) < 0)
				continue;
			fprintf(g, "%.9g %.9g", x, y * 1e3);
			/* each kernel's time (ms, NaN when the point failed) and limiter index */
			for (int j = 0; j < nk; j++) {
				double kt;
				int li = -1;
				if (gp_parse_double(gp_csv_cell(&t, r, ktime[j]), &kt) < 0)
					kt = NAN;
				for (int i = 0; i < nlim; i++)
					if (strcmp(lims[i], gp_csv_cell(&t, r, klim[j])) == 0)
						li = i;
				fprintf(g, " %.9g %d", kt * 1e3, li);
			}
			fprintf(g, "\n");
		}
		fprintf(g, "EOD\n");
	}
	set_axes(g, &t, xc, yc);
	fprintf(g, "set xlabel \"");
	put_text(g, t.names[xc]);
	/* the legend under the plot in columns, so many series never cover the curves */
	fprintf(g, "\"\nset ylabel 'time [ms]'\nset grid\n");
	if (ngroups > 8)
		fprintf(g, "set key outside below center horizontal maxcols %d font ',9'\n",
			key_cols);
	else
		fprintf(g, "set key outside right top Left reverse\n");
	fprintf(g, "set xlabel offset 0,0.6\nset title \"time against ");
	put_text(g, t.names[xc]);
	fprintf(g, "\"\nplot ");
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
		/* with kernels drawn, dashes are theirs: a colour per series */
		colour = gp_plot_colour(nk ? k : devof[k]);
		fprintf(g, "%s$s%d using 1:2 with lines lw 1.5 lc rgb '%s' dt %d title \"",
			k ? ", " : "", k, colour, nk ? 1 : sub % 5 + 1);
		put_text(g, gp_csv_cell(&t, first[k], devc));
		for (int c = 0; c < nin; c++) {
			int varies = 0;
			if (c == xc)
				continue;
			for (long r = 0; r < t.nrows && !varies; r++)
				varies = strcmp(gp_csv_cell(&t, r, c), gp_csv_cell(&t, 0, c)) != 0;
			if (varies) {
				fprintf(g, " ");
				put_text(g, t.names[c]);
				fprintf(g, "=");
				put_text(g, gp_csv_cell(&t, first[k], c));
			}
		}
		fprintf(g, "\"");
		for (int j = 0; j < nk; j++) {
			fprintf(g, ", $s%d using 1:%d with lines lw 1.5 lc rgb '%s' dt %d notitle", k,
				3 + 2 * j, colour, kernel_dash(j));
			for (int i = 0; i < nlim; i++)
				fprintf(g, ", $s%d using 1:($%d == %d ? $%d : 1/0) with points pt %d ps 1.3 "
					   "lc rgb '%s' notitle", k, 4 + 2 * j, i, 3 + 2 * j,
					limiter_points[i], colour);
		}
	}
	/* the legend's key to dashes and markers, drawn nowhere (NaN) */
	if (nk)
		fprintf(g, ", NaN with lines lw 1.5 lc rgb '#555555' dt 1 title \"total\"");
	for (int j = 0; j < nk; j++) {
		size_t n = strlen(t.names[klim[j]]);
		fprintf(g, ", NaN with lines lw 1.5 lc rgb '#555555' dt %d title \"kernel ",
			kernel_dash(j));
		put_text_n(g, t.names[klim[j]], n - 8);
		fprintf(g, "\"");
	}
	for (int i = 0; i < nlim; i++) {
		fprintf(g, ", NaN with points pt %d ps 1.3 lc rgb '#000000' title \"",
			limiter_points[i]);
		put_text(g, lims[i]);
		fprintf(g, "-bound\"");
	}
	fprintf(g, "\n");
	rc = plot_close(&p, d);
out:
	free(group);
	free(first);
	free(devof);
	gp_csv_release(&t);
	return rc;
}

int gp_plot_occupancy(const char *title, const char *x_label, const double *x, const double *y,
		      const int *limiter, int n, const char *const *names, int nnames,
		      double mark_x, const char *out_path, const char *const *inputs, int ninputs,
		      struct gp_outset *set, struct gp_diag *d)
{
	struct plot p;
	FILE *g;
	int rc;
	if (n < 1) {
		gp_diag_field(d, "plot.path");
		return gp_error(d, GP_EINVAL, "an occupancy curve needs a point");
	}
	if ((rc = plot_open(&p, out_path, 960, 560, inputs, ninputs, set, d)) < 0)
		return rc;
	g = p.g;
	fprintf(g, "$o << EOD\n");
	for (int i = 0; i < n; i++)
		fprintf(g, "%.9g %.9g %d\n", x[i], y[i], limiter[i]);
	fprintf(g, "EOD\nset grid\nset key outside right top Left reverse\nset yrange [0:105]\n"
		   "set xrange [%g:%g]\nset ylabel 'occupancy [%% of the SM warps]'\nset xlabel \"",
		x[0], x[n - 1]);
	put_text(g, x_label);
	fprintf(g, "\"\nset title \"");
	put_text(g, title);
	fprintf(g, "\"\n");
	if (mark_x >= x[0] && mark_x <= x[n - 1])
		fprintf(g, "set arrow from %.9g, 0 to %.9g, 105 nohead dt 2 lc rgb '#555555'\n",
			mark_x, mark_x);
	fprintf(g, "plot $o using 1:2 with steps lw 2 lc rgb '#555555' title 'occupancy'");
	for (int i = 0; i < nnames; i++) {
		fprintf(g, ", $o using 1:($3 == %d ? $2 : 1/0) with points pt 7 ps %s lc rgb '%s' "
			   "title \"limited by ", i, n > 80 ? "0.5" : "1", gp_plot_colour(i));
		put_text(g, names[i]);
		fprintf(g, "\"");
	}
	if (mark_x >= x[0] && mark_x <= x[n - 1])
		fprintf(g, ", NaN with lines dt 2 lc rgb '#555555' title 'this launch'");
	fprintf(g, "\n");
	return plot_close(&p, d);
}

int gp_plot_calibration(const char *title, const double *measured_s, const double *before_s,
			const double *after_s, int n, const char *out_path,
			const char *const *inputs, int ninputs, struct gp_outset *set,
			struct gp_diag *d)
{
	struct plot p;
	double lo = INFINITY, hi = 0;
	FILE *g;
	int rc = plot_open(&p, out_path, 960, 640, inputs, ninputs, set, d);
	if (rc < 0)
		return rc;
	g = p.g;
	fprintf(g, "$m << EOD\n");
	for (int i = 0; i < n; i++) {
		fprintf(g, "%.9g %.9g %.9g\n", measured_s[i], before_s[i], after_s[i]);
		lo = fmin(lo, fmin(measured_s[i], fmin(before_s[i], after_s[i])));
		hi = fmax(hi, fmax(measured_s[i], fmax(before_s[i], after_s[i])));
	}
	fprintf(g, "EOD\nset logscale xy\nset grid\nset key top left\n"
		   "set xlabel 'measured [s]'\nset ylabel 'predicted [s]'\nset title \"");
	put_text(g, title);
	fprintf(g, "\"\nset xrange [%g:%g]\nset yrange [%g:%g]\n"
		   "plot x title 'predicted = measured' lc rgb 'gray', "
		   "$m using 1:2 with points pt 6 title 'before', "
		   "$m using 1:3 with points pt 7 title 'after'\n",
		lo * 0.8, hi * 1.25, lo * 0.8, hi * 1.25);
	return plot_close(&p, d);
}

/* The limiter in black, the others in the first ten hues (neither black nor pale). */
static const char *roof_colour(const struct gp_plot_roof *roofs, int i)
{
	return roofs[i].limiter ? "#000000" : gp_plot_colour(i % 10);
}

int gp_plot_roofline(const char *title, const char *x_label, const char *y_label,
		     const struct gp_plot_roof *roofs, int nroofs, const struct gp_plot_point *pts,
		     int npts, const char *out_path, const char *const *inputs, int ninputs,
		     struct gp_outset *set, struct gp_diag *d)
{
	static const int point_types[] = { 7, 5, 9, 11, 13 };
	struct plot p;
	double lo = INFINITY, hi = 0, ylo = INFINITY, top = 0, fastest = 0;
	FILE *g;
	int rc;
	for (int i = 0; i < nroofs; i++)
		if (roofs[i].diagonal)
			fastest = fmax(fastest, roofs[i].value);
		else
			top = fmax(top, roofs[i].value);
	/* the x range holds every point and every ridge (where a bandwidth meets a ceiling) */
	for (int i = 0; i < npts; i++) {
		lo = fmin(lo, pts[i].x);
		hi = fmax(hi, pts[i].x);
		ylo = fmin(ylo, pts[i].y);
	}
	for (int i = 0; i < nroofs; i++)
		for (int j = 0; j < nroofs; j++)
			if (roofs[i].diagonal && !roofs[j].diagonal) {
				lo = fmin(lo, roofs[j].value / roofs[i].value);
				hi = fmax(hi, roofs[j].value / roofs[i].value);
			}
	if (!(lo > 0) || !(hi > 0) || !(top > 0) || !(fastest > 0)) {
		gp_diag_field(d, "plot.path");
		return gp_error(d, GP_EINVAL, "a roofline needs a point, a bandwidth and a ceiling");
	}
	for (int i = 0; i < nroofs; i++)
		if (!roofs[i].diagonal)
			ylo = fmin(ylo, roofs[i].value);
	/* the legend to the right of the plot, one entry a line */
	if ((rc = plot_open(&p, out_path, 960, 720, inputs, ninputs, set, d)) < 0)
		return rc;
	g = p.g;
	fprintf(g, "$k << EOD\n");
	for (int i = 0; i < npts; i++)
		fprintf(g, "%.9g %.9g\n\n\n", pts[i].x, pts[i].y);
	fprintf(g, "EOD\nset logscale xy\nset grid\nset rmargin at screen 0.56\n"
		   "set key at screen 0.57, screen 0.92 left top Left reverse spacing 1.2 "
		   "font ',10'\n"
		   "set format x '%%g'\nset format y '%%.0s%%c'\nset xlabel \"");
	put_text(g, x_label);
	fprintf(g, "\"\nset ylabel \"");
	put_text(g, y_label);
	fprintf(g, "\"\nset title \"");
	put_text(g, title);
	fprintf(g, "\"\nset xrange [%g:%g]\nset yrange [%g:%g]\nset samples 600\nplot ",
		lo / 8, hi * 8, ylo / 8, top * 3);
	for (int i = 0; i < nroofs; i++) {
		const struct gp_plot_roof *f = &roofs[i];
		if (f->diagonal)
			fprintf(g, "(%.9g * x < %.9g ? %.9g * x : 1/0)", f->value, top, f->value);
		else
			fprintf(g, "(%.9g * x > %.9g ? %.9g : 1/0)", fastest, f->value, f->value);
		fprintf(g, " with lines lw %d dt %d lc rgb '%s' title \"", f->limiter ? 5 : 2,
			f->dashed ? 2 : 1, roof_colour(roofs, i));
		put_text(g, f->name);
		fprintf(g, "\", ");
	}
	for (int i = 0; i < npts; i++) {
		fprintf(g, "%s$k index %d using 1:2 with points pt %d ps 2.5 lc rgb '%s' title \"",
			i ? ", " : "", i, point_types[i % 5], roof_colour(roofs, pts[i].roof));
		put_text(g, pts[i].name);
		fprintf(g, "\"");
	}
	fprintf(g, "\n");
	return plot_close(&p, d);
}
