/* plot.h - charts through gnuplot (when installed): sweep curves and calibration scatter. */
#ifndef GPUPERF_PLOT_H
#define GPUPERF_PLOT_H

#include "gpuperf/diag.h"

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
 */
int gp_plot_sweep(const char *csv_path, const char *x_col, const char *out_path,
		  const char *const *inputs, int ninputs, struct gp_diag *d);

/* Measured against predicted times, before and after calibration, with y = x. */
int gp_plot_calibration(const char *title, const double *measured_s, const double *before_s,
			const double *after_s, int n, const char *out_path,
			const char *const *inputs, int ninputs, struct gp_diag *d);

/*
 * Roofline: performance (y, per second) against arithmetic intensity (x, per DRAM byte),
 * each ceiling min(bw_bytes_s x I, peak[i]) drawn with its name, and the kernel's point
 * (x, y) labelled. Log-log; written atomically like the others.
 */
int gp_plot_roofline(const char *title, const char *y_label, double bw_bytes_s, const double *peak,
		     const char *const *peak_names, int npeaks, double x, double y,
		     const char *point_label, const char *out_path, const char *const *inputs,
		     int ninputs, struct gp_diag *d);

#endif
