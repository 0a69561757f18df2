/* calibrate.h - fitting the model's scaling factors to measurements: kernel lambda (thesis
 * eq. 4.4) and link startup and lambda per direction (eq. 5.5). */
#ifndef GPUPERF_CALIBRATE_H
#define GPUPERF_CALIBRATE_H

#include "gpuperf/diag.h"

/* Transfers below this size measure the startup alone (thesis 5.4.2). */
#define GP_CALIB_SMALL_BYTES 1024.0
/* A fitted kernel lambda outside this range is refused: the model would overflow or
 * predict zero with it (the shipped lambdas are 0.05-1). */
#define GP_CALIB_LAMBDA_MIN 1e-9
#define GP_CALIB_LAMBDA_MAX 1e9

/* How well predictions match measurements, per point: |p - m| / m. */
struct gp_calib_errors {
	double mean_rel, max_rel;
};

struct gp_lambda_fit {
	int n;
	double lambda;              /* eq. 4.4: t_estimated(lambda = 1) / t_measured, fitted */
	double r2;                  /* of log measured vs log predicted; NaN for n < 2 or no spread */
	double slope;               /* free fit of log m on log t_est: 1 when one lambda explains all */
	struct gp_calib_errors before, after;
};

/*
 * Fit one lambda by least squares in log space. A prediction is
 * scaled_s[i] / lambda + fixed_s[i]: the part eq. 4.1 divides by lambda and a
 * part it does not (launch overhead; fixed_s may be NULL for none). The fit
 * minimizes sum over points of (ln(m_i - f_i) - ln(s_i / lambda))^2, i.e.
 * eq. 4.4 (lambda = t_estimated / t_measured) for every point at once (GSL
 * multifit). lambda_before (> 0) prices the "before" errors; R^2 and the
 * errors compare the full predictions with the measurements. Errors: n < 1,
 * a non-positive time, a measurement not above its fixed part (names the
 * point, 1-based).
 */
int gp_calib_lambda(const double *scaled_s, const double *fixed_s, const double *measured_s,
		    int n, double lambda_before, struct gp_lambda_fit *out, struct gp_diag *d);

struct gp_link_fit {
	int n, n_zero, n_small, n_large;   /* rows used; 0-byte rows skipped */
	double startup_s;
	int has_lambda;                    /* 0: no transfer >= GP_CALIB_SMALL_BYTES */
	double lambda;
	double r2;                         /* of the weighted regression; NaN without one */
	struct gp_calib_errors before, after;
};

/*
 * Fit eq. 5.5, T = t_s + n / (bw * lambda), to copies of bytes[i] timed at
 * time_s[i] over a link of bw_gbps. 0-byte copies are skipped (the runtime
 * starts no transfer, Table 5.1). With copies of GP_CALIB_SMALL_BYTES or more,
 * t_s and lambda come from a linear regression of time on bytes weighted by
 * 1/T^2 (relative errors, so small copies fix t_s and large ones lambda;
 * GSL). With small copies only, t_s is their mean (the thesis's method,
 * 5.4.2) and lambda is not determined. startup_before/lambda_before price the
 * "before" errors. Errors: no usable rows, negative times, a fit that gives a
 * negative startup or slope.
 */
int gp_calib_link(const double *bytes, const double *time_s, int n, double bw_gbps,
		  double startup_before_s, double lambda_before, struct gp_link_fit *out,
		  struct gp_diag *d);

/* Relative errors of predictions against measurements. */
void gp_calib_errors(const double *predicted, const double *measured, int n,
		     struct gp_calib_errors *out);

#endif
