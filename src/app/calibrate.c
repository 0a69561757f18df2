/* calibrate.c - least-squares fits of the scaling factors (the only GSL user). */
#include <gsl/gsl_errno.h>
#include <gsl/gsl_fit.h>
#include <gsl/gsl_multifit.h>
#include <math.h>
#include <stdlib.h>

#include "gpuperf/calibrate.h"

void gp_calib_errors(const double *predicted, const double *measured, int n,
		     struct gp_calib_errors *out)
{
	double sum = 0, mx = 0;
	for (int i = 0; i < n; i++) {
		double e = fabs(predicted[i] - measured[i]) / measured[i];
		sum += e;
		mx = e > mx ? e : mx;
	}
	out->mean_rel = n ? sum / n : NAN;
	out->max_rel = n ? mx : NAN;
}

static int check_times(const double *t, int n, const char *what, struct gp_diag *d)
{
	for (int i = 0; i < n; i++)
		if (!(t[i] > 0) || !isfinite(t[i])) {
			gp_error(d, GP_EINVAL, "point %d: %s time %g s is not a positive duration", i + 1,
				 what, t[i]);
			gp_diag_hint(d, "times must be > 0 seconds");
			return -GP_EINVAL;
		}
	return 0;
}

int gp_calib_lambda(const double *scaled_s, const double *fixed_s, const double *measured_s,
		    int n, double lambda_before, struct gp_lambda_fit *out, struct gp_diag *d)
{
	gsl_matrix *X = NULL, *cov = NULL;
	gsl_vector *y = NULL, *c = NULL;
	gsl_multifit_linear_workspace *w = NULL;
	gsl_error_handler_t *old;
	double chisq, *pred = NULL, *lx = NULL, *ly = NULL, mean_m = 0, ss_tot = 0, ss_res = 0;
	int rc = 0, st;

	out->n = n;
	if (n < 1)
		return gp_error(d, GP_EINVAL, "no measurements to fit");
	if ((rc = check_times(scaled_s, n, "estimated", d)) ||
	    (rc = check_times(measured_s, n, "measured", d)))
		return rc;
	for (int i = 0; fixed_s && i < n; i++)
		if (!(measured_s[i] > fixed_s[i])) {
			gp_error(d, GP_EINVAL, "point %d: measured %g s is not above the launch "
					       "overhead of %g s the model adds",
				 i + 1, measured_s[i], fixed_s[i]);
			gp_diag_hint(d, "check the unit of the measurement (measured_s is seconds)");
			return -GP_EINVAL;
		}
	if (!(lambda_before > 0))
		lambda_before = 1;
	old = gsl_set_error_handler_off();
	X = gsl_matrix_alloc((size_t)n, 1);
	y = gsl_vector_alloc((size_t)n);
	c = gsl_vector_alloc(1);
	cov = gsl_matrix_alloc(1, 1);
	w = gsl_multifit_linear_alloc((size_t)n, 1);
	pred = calloc((size_t)n, sizeof(double));
	lx = calloc((size_t)n, sizeof(double));
	ly = calloc((size_t)n, sizeof(double));
	if (!X || !y || !c || !cov || !w || !pred || !lx || !ly) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	/* ln s_i - ln(m_i - f_i) = ln lambda: a one-parameter model on a column of ones */
	for (int i = 0; i < n; i++) {
		double f = fixed_s ? fixed_s[i] : 0;
		lx[i] = log(scaled_s[i]);
		ly[i] = log(measured_s[i] - f);
		gsl_matrix_set(X, (size_t)i, 0, 1.0);
		gsl_vector_set(y, (size_t)i, lx[i] - ly[i]);
	}
	st = gsl_multifit_linear(X, y, c, cov, &chisq, w);
	if (st) {
		rc = gp_error(d, GP_EINVAL, "least-squares fit failed: %s", gsl_strerror(st));
		goto out;
	}
	out->lambda = exp(gsl_vector_get(c, 0));
	/* what calibrate writes, run must take: outside this range the times it predicts
	 * overflow or vanish (a measurement of 1e308 s gave lambda 2e-310) */
	if (!(out->lambda >= GP_CALIB_LAMBDA_MIN && out->lambda <= GP_CALIB_LAMBDA_MAX)) {
		rc = gp_error(d, GP_EINVAL, "the fitted lambda %g is outside [%g, %g]: the "
			      "measurements and the model disagree by many orders of magnitude",
			      out->lambda, GP_CALIB_LAMBDA_MIN, GP_CALIB_LAMBDA_MAX);
		gp_diag_hint(d, "check the unit of the measured column (s, ms, us) and the values");
		goto out;
	}
	/* free slope of ln m on ln s: far from 1, one lambda cannot explain every point */
	out->slope = NAN;
	if (n >= 2) {
		double c0, c1, v00, v01, v11, ss;
		if (gsl_fit_linear(lx, 1, ly, 1, (size_t)n, &c0, &c1, &v00, &v01, &v11, &ss) == 0)
			out->slope = c1;
	}
	for (int i = 0; i < n; i++)
		pred[i] = scaled_s[i] / out->lambda + (fixed_s ? fixed_s[i] : 0);
	for (int i = 0; i < n; i++)
		mean_m += log(measured_s[i]) / n;
	for (int i = 0; i < n; i++) {
		double r = log(measured_s[i]) - log(pred[i]);
		ss_res += r * r;
		ss_tot += (log(measured_s[i]) - mean_m) * (log(measured_s[i]) - mean_m);
	}
	out->r2 = n >= 2 && ss_tot > 0 ? 1 - ss_res / ss_tot : NAN;
	gp_calib_errors(pred, measured_s, n, &out->after);
	for (int i = 0; i < n; i++)
		pred[i] = scaled_s[i] / lambda_before + (fixed_s ? fixed_s[i] : 0);
	gp_calib_errors(pred, measured_s, n, &out->before);
out:
	gsl_matrix_free(X);
	gsl_vector_free(y);
	gsl_vector_free(c);
	gsl_matrix_free(cov);
	if (w)
		gsl_multifit_linear_free(w);
	free(pred);
	free(lx);
	free(ly);
	gsl_set_error_handler(old);
	return rc;
}

int gp_calib_link(const double *bytes, const double *time_s, int n, double bw_gbps,
		  double startup_before_s, double lambda_before, struct gp_link_fit *out,
		  struct gp_diag *d)
{
	double *x = NULL, *y = NULL, *wt = NULL, *pred = NULL, bw = bw_gbps * 1e9;
	gsl_error_handler_t *old = gsl_set_error_handler_off();
	int m = 0, rc = 0;

	out->n = out->n_zero = out->n_small = out->n_large = 0;
	out->has_lambda = 0;
	out->lambda = NAN;
	out->r2 = NAN;
	if (!(bw > 0)) {
		rc = gp_error(d, GP_EINVAL, "the link has no bandwidth to scale");
		goto out;
	}
	x = calloc((size_t)(n > 0 ? n : 1), sizeof(double));
	y = calloc((size_t)(n > 0 ? n : 1), sizeof(double));
	wt = calloc((size_t)(n > 0 ? n : 1), sizeof(double));
	pred = calloc((size_t)(n > 0 ? n : 1), sizeof(double));
	if (!x || !y || !wt || !pred) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	for (int i = 0; i < n; i++) {
		if (!(bytes[i] >= 0) || !isfinite(bytes[i]) || !(time_s[i] > 0) || !isfinite(time_s[i])) {
			rc = gp_error(d, GP_EINVAL, "point %d: %g bytes in %g s is not a transfer", i + 1,
				      bytes[i], time_s[i]);
			gp_diag_hint(d, "sizes must be >= 0 bytes and times > 0 seconds");
			goto out;
		}
		if (bytes[i] == 0) {    /* Table 5.1: no transfer happens for 0 bytes */
			out->n_zero++;
			continue;
		}
		if (bytes[i] < GP_CALIB_SMALL_BYTES)
			out->n_small++;
		else
			out->n_large++;
		x[m] = bytes[i];
		y[m] = time_s[i];
		wt[m] = 1.0 / (time_s[i] * time_s[i]);
		m++;
	}
	out->n = m;
	if (m == 0) {
		rc = gp_error(d, GP_EINVAL, "no transfers of more than 0 bytes to fit");
		gp_diag_hint(d, "0-byte copies start no transfer; measure a few bytes and up");
		goto out;
	}
	if (out->n_large == 0) {
		/* thesis 5.4.2: copies of a few bytes time the startup alone */
		double sum = 0;
		for (int i = 0; i < m; i++)
			sum += y[i];
		out->startup_s = sum / m;
	} else if (m == 1) {
		rc = gp_error(d, GP_EINVAL, "one transfer cannot separate startup from bandwidth");
		gp_diag_hint(d, "add copies of a few bytes (startup) and of megabytes (bandwidth)");
		goto out;
	} else {
		double c0, c1, v00, v01, v11, chisq, mean = 0, sw = 0, ss_tot = 0;
		int st;
		/* a copy takes from about a microsecond to seconds; outside 1 ps .. 1e6 s the
		 * 1/t^2 weights overflow or vanish and the fit is no number at all */
		for (int i = 0; i < m; i++)
			if (y[i] < 1e-12 || y[i] > 1e6) {
				rc = gp_error(d, GP_EINVAL, "%g bytes in %g s is not a copy's time "
					      "(1e-12 .. 1e6 s)", x[i], y[i]);
				gp_diag_hint(d, "times are in seconds; a column named _ms or _us gives "
						"milliseconds or microseconds");
				goto out;
			}
		st = gsl_fit_wlinear(x, 1, wt, 1, y, 1, (size_t)m, &c0, &c1, &v00, &v01, &v11,
					 &chisq);
		if (st) {
			rc = gp_error(d, GP_EINVAL, "regression failed: %s", gsl_strerror(st));
			goto out;
		}
		if (!isfinite(c0) || !isfinite(c1)) {
			rc = gp_error(d, GP_EINVAL, "the fit of startup and bandwidth is not a number");
			gp_diag_hint(d, "check that the sizes are bytes and the times seconds");
			goto out;
		}
		if (!(c1 > 0)) {
			rc = gp_error(d, GP_EINVAL, "time does not grow with size (slope %g s/byte)", c1);
			gp_diag_hint(d, "the measurements need copies large enough for the bandwidth "
					"to show (megabytes)");
			goto out;
		}
		if (c0 < 0) {
			rc = gp_error(d, GP_EINVAL, "the fit gives a negative startup (%g s)", c0);
			gp_diag_hint(d, "add copies of a few bytes: they time the startup");
			goto out;
		}
		out->startup_s = c0;
		out->lambda = 1.0 / (c1 * bw);
		out->has_lambda = 1;
		/* the ranges a device file accepts (devices/README.md), so the patched device loads */
		if (!(out->lambda >= 1e-6 && out->lambda <= 10) || !(c0 <= 10.0)) {
			rc = gp_error(d, GP_EINVAL, "the fit gives startup %g s and lambda %g, outside "
				      "what a device file accepts (startup <= 10 s, lambda in "
				      "[1e-6, 10])", c0, out->lambda);
			gp_diag_hint(d, "check the unit of the measured column and the byte counts");
			goto out;
		}
		for (int i = 0; i < m; i++) {
			mean += wt[i] * y[i];
			sw += wt[i];
		}
		mean /= sw;
		for (int i = 0; i < m; i++)
			ss_tot += wt[i] * (y[i] - mean) * (y[i] - mean);
		out->r2 = ss_tot > 0 ? 1 - chisq / ss_tot : NAN;
	}
	if (!(out->startup_s >= 0 && out->startup_s <= 10.0)) {
		/* devices/README.md: startup_us in [0, 1e7] */
		rc = gp_error(d, GP_EINVAL, "the fitted startup %g s is outside what a device "
			      "file accepts (0 to 10 s)", out->startup_s);
		gp_diag_hint(d, "check the unit of the measured column");
		goto out;
	}
	for (int i = 0; i < m; i++)
		pred[i] = startup_before_s + x[i] / (bw * lambda_before);
	gp_calib_errors(pred, y, m, &out->before);
	for (int i = 0; i < m; i++)
		pred[i] = out->startup_s +
			  x[i] / (bw * (out->has_lambda ? out->lambda : lambda_before));
	gp_calib_errors(pred, y, m, &out->after);
out:
	free(x);
	free(y);
	free(wt);
	free(pred);
	gsl_set_error_handler(old);
	return rc;
}
