/* plot.h - charts through gnuplot (when installed): sweep curves and calibration scatter. */
#ifndef GPUPERF_PLOT_H
#define GPUPERF_PLOT_H

#include "gpuperf/diag.h"

struct gp_outset;

/* 1 when a gnuplot executable is on PATH. */
int gp_plot_available(void);

/*
 * Plot total_s of a sweep CSV against column x_col (NULL: the first input
 * column), one line per device and per combination of the other inputs that
 * vary, points of the first kernel's latency-bound regime drawn hollow and
 * throughput-bound ones filled. out_path ends in .svg or .png; written
 * atomically (gp_atomic_open) from gnuplot's standard output, never named to
 * gnuplot, and refused when it is one of the ninputs inputs; every text
 * (column names, cells, title) reaches gnuplot as escaped string data.
 * Errors: no gnuplot (-GP_ENOTFOUND with an install hint), an unknown column,
 * the output being an input (-GP_EINVAL), gnuplot failing (-GP_EIO).
 * Every plot function takes set: the outputs the chart is committed with (util.h,
 * gp_outset; its gp_outset_commit gives the chart its name), or NULL to commit it alone.
 */
int gp_plot_sweep(const char *csv_path, const char *x_col, const char *out_path,
		  const char *const *inputs, int ninputs, struct gp_outset *set,
		  struct gp_diag *d);

/* Measured against predicted times, before and after calibration, with y = x. */
int gp_plot_calibration(const char *title, const double *measured_s, const double *before_s,
			const double *after_s, int n, const char *out_path,
			const char *const *inputs, int ninputs, struct gp_outset *set,
			struct gp_diag *d);

/*
 * A roofline chart, log-log: intensity (x, work per byte) against performance (y, work per
 * second). A roof with diagonal set is a bandwidth (bytes/s: y = value x x, up to the highest
 * flat roof), else a flat ceiling (y = value, from where the fastest bandwidth meets it). The
 * limiter is drawn thicker, a roof with dashed set dashed (a bound of this launch rather than
 * of the device). Each point is drawn in the colour of the roof named by its roof index.
 * Names are shown as given (data, not gnuplot code). Written atomically like the others.
 */
struct gp_plot_roof {
	const char *name;
	double value;
	int diagonal, dashed, limiter;
};
struct gp_plot_point {
	const char *name;
	double x, y;
	int roof;                  /* index in roofs of the roof it is read against */
};
int gp_plot_roofline(const char *title, const char *x_label, const char *y_label,
		     const struct gp_plot_roof *roofs, int nroofs, const struct gp_plot_point *pts,
		     int npts, const char *out_path, const char *const *inputs, int ninputs,
		     struct gp_outset *set, struct gp_diag *d);

/*
 * Occupancy (y, percent) over x[0..n), a step line with each point marked by its limiter
 * (limiter[i] indexes names), and the launch's own x marked by a vertical line (mark_x; not
 * drawn when outside the points). Written atomically like the others.
 */
int gp_plot_occupancy(const char *title, const char *x_label, const double *x, const double *y,
		      const int *limiter, int n, const char *const *names, int nnames,
		      double mark_x, const char *out_path, const char *const *inputs, int ninputs,
		      struct gp_outset *set, struct gp_diag *d);

#endif
