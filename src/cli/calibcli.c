/* calibcli.c - what 'calibrate' writes and prints: calibrated copies of the model and the
 * device file, never over a file it read, and the fits as text or JSON. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "calibcli.h"
#include "cli.h"
#include "devpatch.h"
#include "plot.h"
#include "util.h"

static void json_errs(const char *key, const struct gp_calib_errors *e)
{
	printf(", \"%s\": {\"mean_rel\": %.9g, \"max_rel\": %.9g}", key, e->mean_rel, e->max_rel);
}

static void json_num_or_null(double v)
{
	if (isfinite(v))
		printf("%.9g", v);
	else
		printf("null");
}

void gp_calibcli_report(const struct gp_calib_data *c, const struct gp_app *app,
			const struct gp_device *dev, int json, const char *model_out,
			const char *dev_out)
{
	static const char *const dn[2] = { "htod", "dtoh" };
	int nops = c->nops, first = 1;
	if (json) {
		printf("{\"kernels\": [");
		for (int op = 0; op < nops; op++) {
			const struct gp_lambda_fit *f = &c->kfit[op];
			if (!c->kfitted[op])
				continue;
			printf("%s{\"op\": \"%s\", \"n\": %d, \"lambda\": %.9g, \"lambda_before\": %.9g, "
			       "\"r2\": ",
			       first ? "" : ", ", gp_app_op_name(app, op), f->n, f->lambda,
			       c->lambda_before[op]);
			json_num_or_null(f->r2);
			printf(", \"slope\": ");
			json_num_or_null(f->slope);
			json_errs("before", &f->before);
			json_errs("after", &f->after);
			printf("}");
			first = 0;
		}
		printf("], \"links\": [");
		first = 1;
		for (int k = 0; k < 2; k++) {
			const struct gp_link_fit *f = &c->lfit[k];
			if (!c->lfitted[k])
				continue;
			printf("%s{\"dir\": \"%s\", \"n\": %d, \"n_zero_skipped\": %d, \"startup_s\": %.9g, "
			       "\"lambda\": ",
			       first ? "" : ", ", dn[k], f->n, f->n_zero, f->startup_s);
			json_num_or_null(f->has_lambda ? f->lambda : NAN);
			printf(", \"bw_gbps\": %.9g, \"r2\": ", c->bw_gbps);
			json_num_or_null(f->r2);
			json_errs("before", &f->before);
			json_errs("after", &f->after);
			printf("}");
			first = 0;
		}
		printf("], \"model_out\": ");
		if (model_out)
			gp_cli_json_string(stdout, model_out);
		else
			printf("null");
		printf(", \"device_out\": ");
		if (dev_out)
			gp_cli_json_string(stdout, dev_out);
		else
			printf("null");
		printf("}\n");
		return;
	}
	for (int op = 0; op < nops; op++) {
		const struct gp_lambda_fit *f = &c->kfit[op];
		if (!c->kfitted[op])
			continue;
		printf("kernel %s: lambda %.6g (was %.6g), %d points, eq. 4.4 fitted in log space\n",
		       gp_app_op_name(app, op), f->lambda, c->lambda_before[op], f->n);
		if (isfinite(f->r2) && isfinite(f->slope))
			printf("  R^2 (log) %.6g, slope of log measured on log estimate %.4g\n", f->r2,
			       f->slope);
		else   /* as --json's null: no spread to correlate */
			printf("  R^2 (log) and slope undefined: every point has the same estimate\n");
		printf("  relative error per point: before mean %.3g%% max %.3g%%, after mean %.3g%% "
		       "max %.3g%%\n",
		       100 * f->before.mean_rel, 100 * f->before.max_rel, 100 * f->after.mean_rel,
		       100 * f->after.max_rel);
	}
	for (int k = 0; k < 2; k++) {
		const struct gp_link_fit *f = &c->lfit[k];
		if (!c->lfitted[k])
			continue;
		printf("link %s: startup %.6g us, ", dn[k], f->startup_s * 1e6);
		if (f->has_lambda)
			printf("lambda %.6g at %g GB/s (eq. 5.5), R^2 %.6g\n", f->lambda, c->bw_gbps,
			       f->r2);
		else
			printf("lambda not determined: no copy of %g bytes or more (kept %g)\n",
			       GP_CALIB_SMALL_BYTES,
			       k == 0 ? dev->link.htod.lambda : dev->link.dtoh.lambda);
		printf("  %d copies used", f->n);
		if (f->n_zero)
			printf(", %d of 0 bytes skipped (no transfer happens, thesis Table 5.1)", f->n_zero);
		printf("\n  relative error per point: before mean %.3g%% max %.3g%%, after mean %.3g%% "
		       "max %.3g%%\n",
		       100 * f->before.mean_rel, 100 * f->before.max_rel, 100 * f->after.mean_rel,
		       100 * f->after.max_rel);
	}
	if (model_out)
		printf("wrote %s\n", model_out);
	if (dev_out)
		printf("wrote %s\n", dev_out);
}

/* "<dir of nothing>/<stem>.calibrated.json" in the current directory. */
static void default_out(const char *in, char *out, size_t sz)
{
	const char *b = strrchr(in, '/');
	size_t n;
	b = b ? b + 1 : in;
	n = strlen(b);
	if (n > 5 && strcmp(b + n - 5, ".json") == 0)
		n -= 5;
	snprintf(out, sz, "%.*s.calibrated.json", (int)n, b);
}

static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	if (stat(a, &sa) != 0 || stat(b, &sb) != 0)
		return 0;
	return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* gp_output_check over every input but the one --force allows to replace (allowed). */
static int output_clash(const char *out, const char *const *inputs, int n, const char *allowed,
			struct gp_diag *d)
{
	for (int i = 0; i < n; i++)
		if (!same_file(inputs[i], allowed) && gp_output_check(out, &inputs[i], 1, d) < 0)
			return 1;
	return 0;
}

/* The model, its inputs (--set) and the device; or the device alone for --link. */

/* The calibrated model: never over an input but the model itself with --force. */
int gp_calibcli_write_model(const struct gp_app *a, const struct gp_calib_data *c,
			    const char *outpath, const struct gp_calibcli_guard *g, char *out,
			    size_t sz)
{
	struct gp_diag d;
	double *lambda;
	int rc;
	if (outpath)
		snprintf(out, sz, "%s", outpath);
	else
		default_out(gp_app_path(a), out, sz);
	if (same_file(out, gp_app_path(a)) && !g->force)
		return gp_cli_usage("calibrate", "'%s' is the input model: add --force to "
						 "overwrite it", out);
	gp_diag_clear(&d);
	if (output_clash(out, g->inputs, g->ninputs, gp_app_path(a), &d))
		return gp_cli_fail(&d);
	if (!(lambda = malloc((size_t)c->nops * sizeof(*lambda))))
		return GP_EXIT_ERROR;
	for (int op = 0; op < c->nops; op++)
		lambda[op] = c->kfitted[op] ? c->kfit[op].lambda : NAN;
	rc = gp_app_save_lambdas(a, lambda, out, g->set, &d) < 0 ? gp_cli_fail(&d) : 0;
	free(lambda);
	return rc;
}

/* The calibrated device file: the fitted link figures patched into a copy. */
int gp_calibcli_write_device(const struct gp_device *dev, const struct gp_calib_data *c,
			     const char *devout, const char *model_out, const char *data_path,
			     const struct gp_calibcli_guard *g, char *out, size_t sz)
{
	struct gp_link_update up;
	struct gp_diag d;
	const char *src = dev->path;
	if (devout)
		snprintf(out, sz, "%s", devout);
	else
		default_out(src, out, sz);
	if (same_file(out, src) && !g->force)
		return gp_cli_usage("calibrate", "'%s' is the input device file: add --force to "
						 "overwrite it", out);
	gp_diag_clear(&d);
	if (output_clash(out, g->inputs, g->ninputs, src, &d) ||
	    (model_out && gp_output_check(out, (const char *[]){ model_out }, 1, &d)))
		return gp_cli_fail(&d);
	memset(&up, 0, sizeof(up));
	for (int k = 0; k < 2; k++) {
		up.set[k] = c->lfitted[k];
		up.startup_s[k] = c->lfit[k].startup_s;
		up.has_lambda[k] = c->lfit[k].has_lambda;
		up.lambda[k] = c->lfit[k].lambda;
	}
	snprintf(up.source, sizeof(up.source), "gpuperf calibrate: thesis eq. 5.5 fitted to %.400s",
		 data_path ? data_path : "?");
	gp_diag_clear(&d);
	if (gp_devpatch_link(src, &up, out, g->set, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

int gp_calibcli_plot(const struct gp_calib_data *c, const struct gp_device *dev, const char *path,
		     const char *const *inputs, int ninputs, struct gp_outset *set)
{
	struct gp_calib_series before, after;
	struct gp_diag d;
	int rc = 0;
	memset(&before, 0, sizeof(before));
	memset(&after, 0, sizeof(after));
	gp_diag_clear(&d);
	if (gp_calib_data_predictions(c, dev, &before, &after, &d) < 0 ||
	    gp_plot_calibration("gpuperf calibrate: measured vs predicted", before.x, before.m,
				after.m, before.n, path, inputs, ninputs, set, &d) < 0)
		rc = gp_cli_fail(&d);
	gp_calib_series_release(&before);
	gp_calib_series_release(&after);
	return rc;
}
