/* calib_data.h - what 'calibrate' fits, gathered from measurements or from a reference
 * backend: per kernel op the part of the estimate that thesis eq. 4.1 divides by lambda and
 * the part it does not, per copy direction bytes and time (eq. 5.5); then the fits
 * (calibrate.h) and the predictions before and after them. */
#ifndef GPUPERF_CALIB_DATA_H
#define GPUPERF_CALIB_DATA_H

#include "gpuperf/app.h"
#include "gpuperf/calibrate.h"
#include "gpuperf/sweep.h"

struct gp_csv;

/* Points of one fit. Start from a zeroed struct; the arrays are the series' own, grown by
 * gp_calib_series_add and freed by gp_calib_series_release. */
struct gp_calib_series {
	int n, cap;
	double *x;        /* kernel: the part of the estimate eq. 4.1 scales; link: bytes */
	double *f;        /* kernel: the part it does not (launch overhead, paging); link: 0 */
	double *m;        /* measured (or reference) seconds */
};

/* Appends one point; -GP_ENOMEM (d filled) when out of memory. */
int gp_calib_series_add(struct gp_calib_series *s, double x, double f, double m,
			struct gp_diag *d);
/* Frees the arrays and empties s. */
void gp_calib_series_release(struct gp_calib_series *s);

struct gp_calib_data {
	int nops;                          /* of the model (0: a link table alone) */
	void *be_state, *ref_state;        /* the backends' states (bounds such as --max-cycles)
					      for the predicting and the --against backend;
					      borrowed, may be NULL; set after init */
	struct gp_calib_series *kern;      /* per op */
	struct gp_calib_series link[2];    /* htod, dtoh */
	/* gp_calib_data_fit */
	double *lambda_before;             /* per op: the model's own lambda */
	struct gp_lambda_fit *kfit;        /* per op */
	int *kfitted;                      /* per op: 1 when kfit holds a fit */
	double bw_gbps;                    /* link bandwidth the link fits use (transfer.h) */
	struct gp_link_fit lfit[2];
	int lfitted[2];
};

/* Empty data for a model of nops operations (0 for links only). Release with
 * gp_calib_data_release (also after an error); -GP_ENOMEM. */
int gp_calib_data_init(struct gp_calib_data *c, int nops, struct gp_diag *d);
void gp_calib_data_release(struct gp_calib_data *c);

/*
 * A table of copies, long (bytes, dir, measured_s) or wide (bytes, htod_s, dtoh_s); times
 * in _s, _ms or _us. Errors name t's file and line: no rows, missing columns, a bad
 * direction or number.
 */
int gp_calib_data_read_link(struct gp_calib_data *c, const struct gp_csv *t, struct gp_diag *d);

/*
 * Measurements of model a: each row of t sets inputs (columns named after them, over
 * base) and times one op: the "op" column, else opname (NULL: the model's only kernel).
 * measured_s (or _ms, _us) is the time. Kernels are evaluated on dev through be at
 * lambda 1 and 2 to split eq. 4.1's time; copies give their bytes. Errors name t's file
 * and line, or "--op" (GP_EUSAGE) for an opname that is not a timed op.
 */
int gp_calib_data_read_model(struct gp_calib_data *c, const struct gp_app *a,
			     const struct gp_device *dev, const struct gp_backend_ops *be,
			     const struct gp_csv *t, const struct gp_app_values *base,
			     const char *opname, struct gp_diag *d);

/* Most points --against evaluates: a reference backend may take seconds per point. */
#define GP_CALIB_AGAINST_POINTS_MAX 100000

/*
 * The reference backend ref's kernel times as the measurements, at every point of the
 * bound axes (gp_sweep_axis_bind) over base; pred prices the split at lambda 1 and 2.
 * Errors: more than GP_CALIB_AGAINST_POINTS_MAX points (GP_EUSAGE), an evaluation error.
 */
int gp_calib_data_against(struct gp_calib_data *c, const struct gp_app *a,
			  const struct gp_device *dev, const struct gp_backend_ops *pred,
			  const struct gp_backend_ops *ref, const struct gp_app_values *base,
			  const struct gp_sweep_axis *axes, int naxes, struct gp_diag *d);

/*
 * Fit every kernel op with points (eq. 4.4, gp_calib_lambda; "before" at the model's own
 * lambda for base on dev through be) and every copy direction with points (eq. 5.5,
 * gp_calib_link, at dev's link bandwidth and figures). a may be NULL without kernel
 * points. Errors name the op ("op NAME") or the direction.
 */
int gp_calib_data_fit(struct gp_calib_data *c, const struct gp_app *a,
		      const struct gp_device *dev, const struct gp_backend_ops *be,
		      const struct gp_app_values *base, struct gp_diag *d);

/*
 * Every fitted point as measured (before->x) against the prediction with the figures
 * before the fit (before->m) and after it (after->m); after->x repeats the measurement.
 * Copies of 0 bytes are left out. before and after are appended to (zeroed series to
 * start); the caller releases them, also after -GP_ENOMEM.
 */
int gp_calib_data_predictions(const struct gp_calib_data *c, const struct gp_device *dev,
			      struct gp_calib_series *before, struct gp_calib_series *after,
			      struct gp_diag *d);

#endif
