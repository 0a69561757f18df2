/* cmd_calibrate.c - 'gpuperf calibrate': fit kernel lambdas and link figures to measurements
 * (or to a reference backend) and write calibrated copies of the model and device files. The
 * points and the fits are calib_data.h's; this file reads options, writes and prints. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "appcli.h"
#include "cli.h"
#include "commands.h"
#include "csvio.h"
#include "devpatch.h"
#include "gpuperf/calib_data.h"
#include "gpuperf/sweep.h"
#include "plot.h"
#include "util.h"

#define MAX_INPUTS 512

/* The parsed command line (borrowed from argv) and what one run holds. */
struct run {
	const char *model, *data, *devname, *opname, *outpath, *devout, *plot;
	int link_only, json, force;
	const struct gp_backend_ops *be, *ref;
	const char *const *sets, *const *varies;
	int nsets, nvaries;
	/* state */
	struct gp_app *app;
	struct gp_device dev;
	struct gp_app_values base;
	struct gp_csv t;
	int have_t;
	struct gp_sweep_axis axes[GP_SWEEP_AXES_MAX];
	int naxes;
	struct gp_calib_data c;
	const char *inputs[MAX_INPUTS];
	int ninputs;
	char model_out[1024], dev_out[1024];
	int wrote_model, wrote_dev;
};

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

static void report(const struct gp_calib_data *c, const struct gp_app *app,
		   const struct gp_device *dev, int json, const char *model_out, const char *dev_out)
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
		printf("  R^2 (log) %.6g, slope of log measured on log estimate %.4g\n", f->r2, f->slope);
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
static int load(struct run *u)
{
	int rc;
	if (u->link_only)
		return gp_cli_load_device(u->devname, &u->dev);
	if ((rc = gp_appcli_load_model(u->model, &u->app)))
		return rc;
	gp_app_values_defaults(u->app, &u->base);
	for (int i = 0; i < u->nsets; i++)
		if ((rc = gp_appcli_set(u->app, &u->base, u->sets[i])))
			return rc;
	return gp_appcli_device("calibrate", u->app, u->devname, &u->dev);
}

/* The points: the reference backend over the --vary axes, or the CSV table. */
static int gather(struct run *u)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (u->ref) {
		for (int i = 0; i < u->nvaries; i++) {
			struct gp_sweep_axis *ax = &u->axes[u->naxes];
			if (gp_sweep_axis_parse(u->varies[i], ax, &d) < 0)
				return gp_cli_fail(&d);
			u->naxes++;
			if (gp_sweep_axis_bind(ax, u->app, u->axes, u->naxes - 1, &d) < 0)
				return gp_cli_fail(&d);
		}
		if (gp_calib_data_against(&u->c, u->app, &u->dev, u->be, u->ref, &u->base, u->axes,
					  u->naxes, &d) < 0)
			return gp_cli_fail(&d);
		return 0;
	}
	if (gp_csv_read(u->data, &u->t, &d) < 0)
		return gp_cli_fail(&d);
	u->have_t = 1;
	gp_diag_clear(&d);
	if ((u->link_only ? gp_calib_data_read_link(&u->c, &u->t, &d)
			  : gp_calib_data_read_model(&u->c, u->app, &u->dev, u->be, &u->t, &u->base,
						     u->opname, &d)) < 0)
		return gp_cli_fail(&d);
	return 0;
}

/* The calibrated model: never over an input but the model itself with --force. */
static int write_model(struct run *u)
{
	struct gp_diag d;
	double *lambda;
	int rc;
	if (u->outpath)
		snprintf(u->model_out, sizeof(u->model_out), "%s", u->outpath);
	else
		default_out(gp_app_path(u->app), u->model_out, sizeof(u->model_out));
	if (same_file(u->model_out, gp_app_path(u->app)) && !u->force)
		return gp_cli_usage("calibrate", "'%s' is the input model: add --force to "
						 "overwrite it", u->model_out);
	gp_diag_clear(&d);
	if (output_clash(u->model_out, u->inputs, u->ninputs, gp_app_path(u->app), &d))
		return gp_cli_fail(&d);
	if (!(lambda = malloc((size_t)u->c.nops * sizeof(*lambda))))
		return GP_EXIT_ERROR;
	for (int op = 0; op < u->c.nops; op++)
		lambda[op] = u->c.kfitted[op] ? u->c.kfit[op].lambda : NAN;
	rc = gp_app_save_lambdas(u->app, lambda, u->model_out, &d) < 0 ? gp_cli_fail(&d) : 0;
	free(lambda);
	return rc;
}

/* The calibrated device file: the fitted link figures patched into a copy. */
static int write_device(struct run *u)
{
	struct gp_link_update up;
	struct gp_diag d;
	const char *src = u->dev.path, *devout = u->devout;
	if (u->link_only && u->outpath && !devout)
		devout = u->outpath;
	if (devout)
		snprintf(u->dev_out, sizeof(u->dev_out), "%s", devout);
	else
		default_out(src, u->dev_out, sizeof(u->dev_out));
	if (same_file(u->dev_out, src) && !u->force)
		return gp_cli_usage("calibrate", "'%s' is the input device file: add --force to "
						 "overwrite it", u->dev_out);
	gp_diag_clear(&d);
	if (output_clash(u->dev_out, u->inputs, u->ninputs, src, &d) ||
	    (u->wrote_model && gp_output_check(u->dev_out, (const char *[]){ u->model_out }, 1, &d)))
		return gp_cli_fail(&d);
	memset(&up, 0, sizeof(up));
	for (int k = 0; k < 2; k++) {
		up.set[k] = u->c.lfitted[k];
		up.startup_s[k] = u->c.lfit[k].startup_s;
		up.has_lambda[k] = u->c.lfit[k].has_lambda;
		up.lambda[k] = u->c.lfit[k].lambda;
	}
	snprintf(up.source, sizeof(up.source), "gpuperf calibrate: thesis eq. 5.5 fitted to %.400s",
		 u->have_t ? u->t.path : "?");
	gp_diag_clear(&d);
	if (gp_devpatch_link(src, &up, u->dev_out, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

static int plot_points(struct run *u)
{
	struct gp_calib_series before, after;
	struct gp_diag d;
	int rc = 0;
	memset(&before, 0, sizeof(before));
	memset(&after, 0, sizeof(after));
	gp_diag_clear(&d);
	if (gp_calib_data_predictions(&u->c, &u->dev, &before, &after, &d) < 0 ||
	    gp_plot_calibration("gpuperf calibrate: measured vs predicted", before.x, before.m,
				after.m, before.n, u->plot, u->inputs, u->ninputs, &d) < 0)
		rc = gp_cli_fail(&d);
	gp_calib_series_release(&before);
	gp_calib_series_release(&after);
	return rc;
}

static int calibrate(struct run *u)
{
	struct gp_diag d;
	int rc;

	if ((rc = load(u)) ||
	    (gp_calib_data_init(&u->c, u->app ? gp_app_n_ops(u->app) : 0, NULL) < 0 &&
	     (rc = GP_EXIT_ERROR)) ||
	    (rc = gather(u)))
		goto out;
	gp_diag_clear(&d);
	if (gp_calib_data_fit(&u->c, u->app, &u->dev, u->be, &u->base, &d) < 0) {
		if (u->have_t && !d.file[0])
			gp_diag_at(&d, u->t.path, 0, 0);
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (u->have_t)
		u->inputs[u->ninputs++] = u->t.path;
	if (u->app)
		gp_appcli_inputs(u->app, u->inputs, &u->ninputs, MAX_INPUTS - 4);
	u->inputs[u->ninputs++] = u->dev.path;
	for (int op = 0; op < u->c.nops; op++)
		u->wrote_model |= u->c.kfitted[op];
	u->wrote_dev = u->c.lfitted[0] || u->c.lfitted[1];
	if ((u->wrote_model && (rc = write_model(u))) || (u->wrote_dev && (rc = write_device(u))))
		goto out;
	report(&u->c, u->app, &u->dev, u->json, u->wrote_model ? u->model_out : NULL,
	       u->wrote_dev ? u->dev_out : NULL);
	if (u->plot) {
		if (u->wrote_model)
			u->inputs[u->ninputs++] = u->model_out;
		if (u->wrote_dev)
			u->inputs[u->ninputs++] = u->dev_out;
		rc = plot_points(u);
	}
out:
	for (int i = 0; i < u->naxes; i++)
		gp_sweep_axis_release(&u->axes[i]);
	gp_calib_data_release(&u->c);
	gp_app_free(u->app);
	gp_csv_release(&u->t);
	return rc;
}

int cmd_calibrate(int argc, char **argv)
{
	const char *pos[2] = { NULL, NULL }, *linkdata = NULL, *devname = NULL, *opname = NULL;
	const char *outpath = NULL, *devout = NULL, *plot = NULL, *against = NULL;
	const char *bename = "analytic", *sets[256], *varies[GP_SWEEP_AXES_MAX];
	const struct gp_backend_ops *be, *ref = NULL;
	struct gp_opts o;
	struct run u;
	int npos = 0, nsets = 0, nvaries = 0, json = 0, force = 0, rc = 0;

	gp_opts_init(&o, argc, argv);
	while (gp_opts_next(&o)) {
		const char **slot = NULL;
		if (o.positional) {
			if (npos == 2)
				return gp_cli_usage("calibrate", "unexpected argument '%s'", o.arg);
			pos[npos++] = o.arg;
			continue;
		}
		if (gp_opt_is(&o, "--link"))
			slot = &linkdata;
		else if (gp_opt_is(&o, "--device"))
			slot = &devname;
		else if (gp_opt_is(&o, "--op"))
			slot = &opname;
		else if (gp_opt_is(&o, "-o") || gp_opt_is(&o, "--output"))
			slot = &outpath;
		else if (gp_opt_is(&o, "--device-out"))
			slot = &devout;
		else if (gp_opt_is(&o, "--plot"))
			slot = &plot;
		else if (gp_opt_is(&o, "--against"))
			slot = &against;
		else if (gp_opt_is(&o, "--backend"))
			slot = &bename;
		else if (gp_opt_is(&o, "--set")) {
			if (nsets == 256)
				return gp_cli_usage("calibrate", "too many --set options");
			slot = &sets[nsets++];
		} else if (gp_opt_is(&o, "--vary")) {
			if (nvaries == GP_SWEEP_AXES_MAX)
				return gp_cli_usage("calibrate", "too many --vary options");
			slot = &varies[nvaries++];
		} else if (gp_opt_is(&o, "--json")) {
			json = 1;
			continue;
		} else if (gp_opt_is(&o, "--force")) {
			force = 1;
			continue;
		} else {
			return gp_cli_usage("calibrate", "unknown option '%s'", o.arg);
		}
		if (!(*slot = gp_opt_value(&o)))
			return GP_EXIT_USAGE;
	}
	if ((rc = gp_appcli_backend("calibrate", bename, &be)))
		return rc;
	if (against && (rc = gp_appcli_backend("calibrate", against, &ref)))
		return rc;
	if (linkdata) {
		if (npos)
			return gp_cli_usage("calibrate", "--link takes the table alone, not '%s'", pos[0]);
		if (!devname)
			return gp_cli_usage("calibrate", "--link needs --device (the link's bandwidth)");
	} else if (against) {
		if (npos != 1)
			return gp_cli_usage("calibrate", "--against needs one MODEL and no data file");
	} else if (npos != 2) {
		return gp_cli_usage("calibrate", "give MODEL DATA.csv, --link DATA.csv, or MODEL "
						 "--against BACKEND");
	}
	if (outpath && devout && strcmp(outpath, devout) == 0)
		return gp_cli_usage("calibrate", "-o and --device-out name the same file '%s'",
				    outpath);
	if (plot && ((outpath && strcmp(plot, outpath) == 0) || (devout && strcmp(plot, devout) == 0)))
		return gp_cli_usage("calibrate", "--plot names an output file '%s'", plot);
	if (plot && !gp_plot_available()) {
		fprintf(stderr, "gpuperf calibrate: error: '--plot' gnuplot is not installed\n"
				"hint: install it (Debian: apt-get install gnuplot-nox) or leave out "
				"--plot\n");
		return GP_EXIT_ERROR;
	}

	memset(&u, 0, sizeof(u));
	u.model = linkdata ? NULL : pos[0];
	u.data = linkdata ? linkdata : pos[1];
	u.link_only = linkdata != NULL;
	u.devname = devname;
	u.opname = opname;
	u.outpath = outpath;
	u.devout = devout;
	u.plot = plot;
	u.be = be;
	u.ref = ref;
	u.sets = sets;
	u.nsets = nsets;
	u.varies = varies;
	u.nvaries = nvaries;
	u.json = json;
	u.force = force;
	return calibrate(&u);
}
