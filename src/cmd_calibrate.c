/* cmd_calibrate.c - 'gpuperf calibrate': fit kernel lambdas and link figures to measurements
 * (or to a reference backend) and write calibrated copies of the model and device files. */
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
#include "gpuperf/calibrate.h"
#include "gpuperf/sweep.h"
#include "plot.h"
#include "util.h"

/* Points gathered for one fit. */
struct series {
	int n, cap;
	double *x;        /* kernel: the part of the estimate eq. 4.1 scales; link: bytes */
	double *f;        /* kernel: the part it does not (launch overhead, paging); link: 0 */
	double *m;        /* measured (or reference) seconds */
};

static int grow(double **p, int cap)
{
	double *np = realloc(*p, (size_t)cap * sizeof(double));
	if (!np)
		return -1;
	*p = np;
	return 0;
}

static int series_add3(struct series *s, double x, double f, double m)
{
	if (s->n == s->cap) {
		int cap = s->cap ? s->cap * 2 : 32;
		if (grow(&s->x, cap) || grow(&s->f, cap) || grow(&s->m, cap))
			return -1;
		s->cap = cap;
	}
	s->x[s->n] = x;
	s->f[s->n] = f;
	s->m[s->n] = m;
	s->n++;
	return 0;
}

static int series_add(struct series *s, double x, double m)
{
	return series_add3(s, x, 0, m);
}

/* Split a launch's estimate at lambda 1 (t1) and 2 (t2) into the part eq. 4.1 divides by
 * lambda, 2 (t1 - t2), and the rest. */
static int series_add_kernel(struct series *s, double t1, double t2, double m)
{
	double scaled = 2 * (t1 - t2);
	return series_add3(s, scaled, t1 - scaled, m);
}

static void series_release(struct series *s)
{
	free(s->x);
	free(s->f);
	free(s->m);
	memset(s, 0, sizeof(*s));
}

struct calib {
	const char *data;                 /* CSV path (or NULL with --against) */
	struct gp_app *app;
	void *be_state, *ref_state;       /* the backends' bounds (--max-cycles) */
	struct gp_device dev;
	double bw_gbps;
	struct series *kern;              /* per op */
	double *lambda_before;            /* per op */
	struct gp_lambda_fit *kfit;       /* per op */
	int *kfitted;
	struct series link[2];
	struct gp_link_fit lfit[2];
	int lfitted[2];
	/* for --plot: every point, measured, before, after */
	struct series plot_before, plot_after;
};

static double link_bw(const struct gp_device *dev)
{
	return dev->link.bw_gbps > 0 ? dev->link.bw_gbps
				     : gp_pcie_bw_gbps(dev->link.generation, dev->link.lanes);
}

/* The measured column and its scale to seconds. */
static int measured_col(const struct gp_csv *t, const char *prefix, int *col, double *scale,
			struct gp_diag *d)
{
	static const char *const units[] = { "_s", "_ms", "_us" };
	static const double scales[] = { 1, 1e-3, 1e-6 };
	char name[64];
	for (int i = 0; i < 3; i++) {
		snprintf(name, sizeof(name), "%s%s", prefix, units[i]);
		if ((*col = gp_csv_col(t, name)) >= 0) {
			*scale = scales[i];
			return 0;
		}
	}
	snprintf(name, sizeof(name), "%s_s", prefix);
	return gp_csv_require_col(t, name, d);
}

static int fail_at(struct gp_diag *d, const struct gp_csv *t, long row)
{
	if (!d->file[0] || d->line == 0)
		gp_diag_at(d, t->path, t->lines[row], 0);
	return gp_cli_fail(d);
}

/* --link: a table of copies, long (bytes, dir, measured_s) or wide (bytes, htod_ms, dtoh_ms). */
static int read_link_table(struct calib *c, const struct gp_csv *t)
{
	struct gp_diag d;
	int bc, dirc, mc = -1, wide[2] = { -1, -1 };
	double scale = 1, wscale[2] = { 1, 1 };
	static const char *const names[2] = { "htod", "dtoh" };

	gp_diag_clear(&d);
	if ((bc = gp_csv_require_col(t, "bytes", &d)) < 0)
		return gp_cli_fail(&d);
	dirc = gp_csv_col(t, "dir");
	if (dirc >= 0) {
		if (measured_col(t, "measured", &mc, &scale, &d) < 0)
			return gp_cli_fail(&d);
	} else {
		for (int i = 0; i < 2; i++) {
			struct gp_diag tmp;
			gp_diag_clear(&tmp);
			if (measured_col(t, names[i], &wide[i], &wscale[i], &tmp) < 0)
				wide[i] = -1;
		}
		if (wide[0] < 0 && wide[1] < 0) {
			gp_diag_at(&d, t->path, 1, 0);
			gp_error(&d, GP_EINVAL, "missing columns: need 'dir' and 'measured_s', or "
						"'htod_s' / 'dtoh_s' (or _ms, _us)");
			gp_diag_hint(&d, "e.g. bytes,dir,measured_s or bytes,htod_ms,dtoh_ms");
			return gp_cli_fail(&d);
		}
	}
	for (long r = 0; r < t->nrows; r++) {
		double bytes, v;
		if (gp_csv_num(t, r, bc, &bytes, &d) < 0)
			return gp_cli_fail(&d);
		if (dirc >= 0) {
			const char *s = gp_csv_cell(t, r, dirc);
			int k = strcmp(s, "htod") == 0 || strcmp(s, "h2d") == 0   ? 0
				: strcmp(s, "dtoh") == 0 || strcmp(s, "d2h") == 0 ? 1
										   : -1;
			if (k < 0) {
				gp_diag_at(&d, t->path, t->lines[r], 0);
				gp_diag_field(&d, "dir");
				gp_error(&d, GP_EPARSE, "'%s' is not a direction", s);
				gp_diag_hint(&d, "write htod or dtoh");
				return gp_cli_fail(&d);
			}
			if (gp_csv_num(t, r, mc, &v, &d) < 0)
				return gp_cli_fail(&d);
			if (series_add(&c->link[k], bytes, v * scale) < 0)
				return GP_EXIT_ERROR;
			continue;
		}
		for (int k = 0; k < 2; k++) {
			if (wide[k] < 0)
				continue;
			if (gp_csv_num(t, r, wide[k], &v, &d) < 0)
				return gp_cli_fail(&d);
			if (series_add(&c->link[k], bytes, v * wscale[k]) < 0)
				return GP_EXIT_ERROR;
		}
	}
	return 0;
}

/* MODEL DATA.csv: each row sets inputs, names the op it timed (or the only kernel). */
static int read_model_table(struct calib *c, const struct gp_csv *t, const struct gp_app_values *base,
			    const char *opname, const struct gp_backend_ops *be)
{
	struct gp_app *a = c->app;
	struct gp_app_eval *e = gp_app_eval_new(a, be, c->be_state);
	struct gp_app_eval *e2 = gp_app_eval_new(a, be, c->be_state);
	struct gp_app_op_result *ops = calloc((size_t)gp_app_n_ops(a), sizeof(*ops));
	struct gp_app_op_result *ops2 = calloc((size_t)gp_app_n_ops(a), sizeof(*ops2));
	int opc, mc, default_op = -1, rc = 0;
	int colinput[512];
	double scale;
	struct gp_diag d;

	gp_diag_clear(&d);
	if (!e || !e2 || !ops || !ops2) {
		rc = GP_EXIT_ERROR;
		goto out;
	}
	gp_app_eval_set_lambda(e, 1);
	gp_app_eval_set_lambda(e2, 2);
	if (measured_col(t, "measured", &mc, &scale, &d) < 0) {
		rc = gp_cli_fail(&d);
		goto out;
	}
	opc = gp_csv_col(t, "op");
	if (t->ncols > 512) {
		rc = gp_cli_usage("calibrate", "more than 512 columns");
		goto out;
	}
	for (int col = 0; col < t->ncols; col++) {
		colinput[col] = -1;
		if (col == mc || col == opc)
			continue;
		colinput[col] = gp_app_input_index(a, t->names[col]);
		if (colinput[col] < 0) {
			gp_diag_at(&d, t->path, 1, 0);
			gp_diag_field(&d, "%s", t->names[col]);
			gp_error(&d, GP_EINVAL, "column is not an input of model %s", gp_app_name(a));
			gp_diag_hint(&d, "columns: the model's inputs, measured_s (or _ms, _us) and "
					 "optionally op");
			rc = gp_cli_fail(&d);
			goto out;
		}
	}
	if (opname) {
		default_op = gp_app_op_index(a, opname);
		if (default_op < 0 || !gp_app_op_is_timed(a, default_op)) {
			rc = gp_cli_usage("calibrate", "--op: '%s' is not a timed op of %s", opname,
					  gp_app_name(a));
			goto out;
		}
	} else if (opc < 0) {
		for (int op = 0; op < gp_app_n_ops(a); op++)
			if (gp_app_op_kind(a, op) == GP_APP_KERNEL) {
				if (default_op >= 0) {
					gp_diag_at(&d, t->path, 1, 0);
					gp_error(&d, GP_EINVAL, "missing column 'op': the model has "
								"several kernels");
					gp_diag_hint(&d, "add an 'op' column naming the timed operation, "
							 "or give --op NAME");
					rc = gp_cli_fail(&d);
					goto out;
				}
				default_op = op;
			}
		if (default_op < 0) {
			gp_diag_at(&d, t->path, 1, 0);
			gp_error(&d, GP_EINVAL, "missing column 'op' (the model has no kernel)");
			gp_diag_hint(&d, "add an 'op' column naming the timed copy");
			rc = gp_cli_fail(&d);
			goto out;
		}
	}
	for (long r = 0; r < t->nrows; r++) {
		struct gp_app_values v = *base;
		double meas, total;
		int op = default_op;
		for (int col = 0; col < t->ncols; col++) {
			double x;
			int in = colinput[col];
			if (in < 0)
				continue;
			if (gp_csv_num(t, r, col, &x, &d) < 0) {
				rc = gp_cli_fail(&d);
				goto out;
			}
			if (gp_app_input_is_int(a, in) && x != floor(x)) {
				gp_diag_at(&d, t->path, t->lines[r], 0);
				gp_diag_field(&d, "%s", t->names[col]);
				gp_error(&d, GP_EPARSE, "%g is not whole (an int input)", x);
				gp_diag_hint(&d, "give a whole number");
				rc = gp_cli_fail(&d);
				goto out;
			}
			v.value[in] = x;
			v.set[in] = 1;
		}
		if (gp_csv_num(t, r, mc, &meas, &d) < 0) {
			rc = gp_cli_fail(&d);
			goto out;
		}
		meas *= scale;
		if (opc >= 0) {
			const char *s = gp_csv_cell(t, r, opc);
			op = gp_app_op_index(a, s);
			if (op < 0 || !gp_app_op_is_timed(a, op)) {
				gp_diag_at(&d, t->path, t->lines[r], 0);
				gp_diag_field(&d, "op");
				gp_error(&d, GP_EINVAL, "'%s' is not a timed op of model %s", s,
					 gp_app_name(a));
				gp_diag_hint(&d, "'gpuperf run %s' lists the ops", gp_app_path(a));
				rc = gp_cli_fail(&d);
				goto out;
			}
		}
		if (gp_app_op_kind(a, op) == GP_APP_KERNEL) {
			if (gp_app_eval_run(e, &c->dev, &v, ops, &total, &d) < 0 ||
			    gp_app_eval_run(e2, &c->dev, &v, ops2, &total, &d) < 0) {
				rc = fail_at(&d, t, r);
				goto out;
			}
			if (series_add_kernel(&c->kern[op], ops[op].time_s, ops2[op].time_s, meas) < 0) {
				rc = GP_EXIT_ERROR;
				goto out;
			}
		} else {
			double bytes;
			if (gp_app_op_bytes(a, op, &v, &bytes, &d) < 0) {
				rc = fail_at(&d, t, r);
				goto out;
			}
			if (series_add(&c->link[gp_app_op_dir(a, op) == GP_APP_HTOD ? 0 : 1], bytes,
				       meas) < 0) {
				rc = GP_EXIT_ERROR;
				goto out;
			}
		}
	}
out:
	free(ops);
	free(ops2);
	gp_app_eval_free(e);
	gp_app_eval_free(e2);
	return rc;
}

/* --against BACKEND: the reference backend's kernel times over the --vary points. */
static int read_against(struct calib *c, const struct gp_app_values *base,
			const struct gp_backend_ops *pred, const struct gp_backend_ops *ref,
			struct gp_sweep_axis *axes, int naxes)
{
	struct gp_app *a = c->app;
	struct gp_app_eval *ep = gp_app_eval_new(a, pred, c->be_state);
	struct gp_app_eval *er = gp_app_eval_new(a, ref, c->ref_state);
	struct gp_app_eval *ep2 = gp_app_eval_new(a, pred, c->be_state);
	int nops = gp_app_n_ops(a), rc = 0;
	struct gp_app_op_result *op_p = calloc((size_t)nops, sizeof(*op_p));
	struct gp_app_op_result *op_p2 = calloc((size_t)nops, sizeof(*op_p2));
	struct gp_app_op_result *op_r = calloc((size_t)nops, sizeof(*op_r));
	long long idx[GP_SWEEP_AXES_MAX] = { 0 }, total = 1;
	struct gp_diag d;

	if (!ep || !ep2 || !er || !op_p || !op_p2 || !op_r) {
		rc = GP_EXIT_ERROR;
		goto out;
	}
	gp_app_eval_set_lambda(ep, 1);
	gp_app_eval_set_lambda(ep2, 2);
	for (int i = 0; i < naxes; i++)
		total *= axes[i].n;
	if (total > 100000) {
		rc = gp_cli_usage("calibrate", "--against: %lld points is too many for a reference "
					       "backend (limit 100000)", total);
		goto out;
	}
	for (long long p = 0; p < total; p++) {
		struct gp_app_values v = *base;
		double tp, tr;
		for (int i = 0; i < naxes; i++) {
			v.value[axes[i].input] = axes[i].values[idx[i]];
			v.set[axes[i].input] = 1;
		}
		gp_diag_clear(&d);
		if (gp_app_eval_run(ep, &c->dev, &v, op_p, &tp, &d) < 0 ||
		    gp_app_eval_run(ep2, &c->dev, &v, op_p2, &tp, &d) < 0 ||
		    gp_app_eval_run(er, &c->dev, &v, op_r, &tr, &d) < 0) {
			rc = gp_cli_fail(&d);
			goto out;
		}
		for (int op = 0; op < nops; op++)
			if (gp_app_op_kind(a, op) == GP_APP_KERNEL &&
			    series_add_kernel(&c->kern[op], op_p[op].k.time_s, op_p2[op].k.time_s,
					      op_r[op].k.time_s) < 0) {
				rc = GP_EXIT_ERROR;
				goto out;
			}
		for (int i = naxes - 1; i >= 0; i--) {
			if (++idx[i] < axes[i].n)
				break;
			idx[i] = 0;
		}
	}
out:
	free(op_p);
	free(op_p2);
	free(op_r);
	gp_app_eval_free(ep);
	gp_app_eval_free(ep2);
	gp_app_eval_free(er);
	return rc;
}

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

static void report(const struct calib *c, int json, const char *model_out, const char *dev_out)
{
	static const char *const dn[2] = { "htod", "dtoh" };
	int nops = c->app ? gp_app_n_ops(c->app) : 0, first = 1;
	if (json) {
		printf("{\"kernels\": [");
		for (int op = 0; op < nops; op++) {
			const struct gp_lambda_fit *f = &c->kfit[op];
			if (!c->kfitted[op])
				continue;
			printf("%s{\"op\": \"%s\", \"n\": %d, \"lambda\": %.9g, \"lambda_before\": %.9g, "
			       "\"r2\": ",
			       first ? "" : ", ", gp_app_op_name(c->app, op), f->n, f->lambda,
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
		       gp_app_op_name(c->app, op), f->lambda, c->lambda_before[op], f->n);
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
			       k == 0 ? c->dev.link.htod.lambda : c->dev.link.dtoh.lambda);
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

#define MAX_INPUTS 512

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

static int plot_points(struct calib *c, const char *plot, const char *const *inputs, int ninputs)
{
	struct gp_diag d;
	int nops = c->app ? gp_app_n_ops(c->app) : 0, rc = 0;
	for (int op = 0; op < nops; op++)
		for (int i = 0; c->kfitted[op] && i < c->kern[op].n; i++) {
			rc |= series_add(&c->plot_before, c->kern[op].m[i],
					 c->kern[op].x[i] / c->lambda_before[op] + c->kern[op].f[i]);
			rc |= series_add(&c->plot_after, c->kern[op].m[i],
					 c->kern[op].x[i] / c->kfit[op].lambda + c->kern[op].f[i]);
		}
	for (int k = 0; k < 2; k++) {
		const struct gp_link_dir *ld = k == 0 ? &c->dev.link.htod : &c->dev.link.dtoh;
		const struct gp_link_fit *f = &c->lfit[k];
		double bw = c->bw_gbps * 1e9;
		for (int i = 0; c->lfitted[k] && i < c->link[k].n; i++) {
			double n = c->link[k].x[i];
			if (n == 0)
				continue;
			rc |= series_add(&c->plot_before, c->link[k].m[i],
					 ld->startup_s + n / (bw * ld->lambda));
			rc |= series_add(&c->plot_after, c->link[k].m[i],
					 f->startup_s + n / (bw * (f->has_lambda ? f->lambda : ld->lambda)));
		}
	}
	if (rc)
		return GP_EXIT_ERROR;
	gp_diag_clear(&d);
	if (gp_plot_calibration("gpuperf calibrate: measured vs predicted", c->plot_before.x,
				c->plot_before.m, c->plot_after.m, c->plot_before.n, plot, inputs,
				ninputs, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

int cmd_calibrate(int argc, char **argv)
{
	const char *pos[2] = { NULL, NULL }, *linkdata = NULL, *devname = NULL, *opname = NULL;
	const char *outpath = NULL, *devout = NULL, *plot = NULL, *against = NULL;
	const char *bename = "analytic", *sets[256], *varies[GP_SWEEP_AXES_MAX], *maxc = NULL;
	const struct gp_backend_ops *be, *ref = NULL;
	struct gp_sweep_axis axes[GP_SWEEP_AXES_MAX];
	struct gp_app_values base;
	struct gp_csv t;
	struct calib c;
	struct gp_diag d;
	struct gp_opts o;
	int npos = 0, nsets = 0, nvaries = 0, naxes = 0, json = 0, force = 0, rc = 0, nops = 0;
	int wrote_model = 0, wrote_dev = 0, have_t = 0;
	char model_out[1024], dev_out[1024];
	const char *inputs[MAX_INPUTS];
	int ninputs = 0;

	memset(&c, 0, sizeof(c));
	memset(&t, 0, sizeof(t));
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
		else if (gp_opt_is(&o, "--max-cycles"))
			slot = &maxc;
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
	/* --max-cycles bounds whichever of the two backends simulates cycles */
	if (maxc && !be->state_new && !(ref && ref->state_new))
		return gp_cli_usage("calibrate", "--max-cycles: neither backend simulates cycles "
				    "(use it with --backend engine or --against engine)");
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

	if ((rc = gp_appcli_backend_state("calibrate", be, be->state_new ? maxc : NULL,
					  &c.be_state)))
		goto out;
	if (ref && (rc = gp_appcli_backend_state("calibrate", ref, ref->state_new ? maxc : NULL,
						 &c.ref_state)))
		goto out;
	if (!linkdata) {
		if ((rc = gp_appcli_load_model(pos[0], &c.app)))
			goto out;
		nops = gp_app_n_ops(c.app);
		c.kern = calloc((size_t)nops, sizeof(*c.kern));
		c.kfit = calloc((size_t)nops, sizeof(*c.kfit));
		c.kfitted = calloc((size_t)nops, sizeof(int));
		c.lambda_before = calloc((size_t)nops, sizeof(double));
		if (!c.kern || !c.kfit || !c.kfitted || !c.lambda_before) {
			rc = GP_EXIT_ERROR;
			goto out;
		}
		gp_app_values_defaults(c.app, &base);
		for (int i = 0; i < nsets; i++)
			if ((rc = gp_appcli_set(c.app, &base, sets[i])))
				goto out;
		if ((rc = gp_appcli_device("calibrate", c.app, devname, &c.dev)))
			goto out;
	} else if ((rc = gp_cli_load_device(devname, &c.dev))) {
		goto out;
	}
	c.bw_gbps = link_bw(&c.dev);

	if (against) {
		for (int i = 0; i < nvaries; i++) {
			gp_diag_clear(&d);
			if (gp_sweep_axis_parse(varies[i], &axes[naxes], &d) < 0) {
				rc = gp_cli_fail(&d);
				goto out;
			}
			axes[naxes].input = gp_app_input_index(c.app, axes[naxes].name);
			naxes++;
			if (axes[naxes - 1].input < 0) {
				rc = gp_cli_usage("calibrate", "--vary: '%s' is not an input of %s",
						  axes[naxes - 1].name, gp_app_path(c.app));
				goto out;
			}
		}
		if ((rc = read_against(&c, &base, be, ref, axes, naxes)))
			goto out;
	} else {
		gp_diag_clear(&d);
		if (gp_csv_read(linkdata ? linkdata : pos[1], &t, &d) < 0) {
			rc = gp_cli_fail(&d);
			goto out;
		}
		have_t = 1;
		if (t.nrows == 0) {
			gp_diag_at(&d, t.path, 2, 0);
			gp_error(&d, GP_EPARSE, "no measurements after the header");
			gp_diag_hint(&d, "add one row per measured configuration");
			rc = gp_cli_fail(&d);
			goto out;
		}
		rc = linkdata ? read_link_table(&c, &t) : read_model_table(&c, &t, &base, opname, be);
		if (rc)
			goto out;
	}

	/* fits */
	for (int op = 0; op < nops; op++) {
		struct gp_app_op_result *ops;
		struct gp_app_eval *e;
		double total;
		if (c.kern[op].n == 0)
			continue;
		/* the model's own lambda prices the "before" errors */
		c.lambda_before[op] = 1;
		e = gp_app_eval_new(c.app, be, c.be_state);
		ops = calloc((size_t)nops, sizeof(*ops));
		gp_diag_clear(&d);
		if (e && ops && gp_app_eval_run(e, &c.dev, &base, ops, &total, &d) == 0)
			c.lambda_before[op] = ops[op].lambda;
		free(ops);
		gp_app_eval_free(e);
		gp_diag_clear(&d);
		if (gp_calib_lambda(c.kern[op].x, c.kern[op].f, c.kern[op].m, c.kern[op].n,
				    c.lambda_before[op],
				    &c.kfit[op], &d) < 0) {
			gp_diag_field(&d, "op %s", gp_app_op_name(c.app, op));
			if (have_t)
				gp_diag_at(&d, t.path, 0, 0);
			rc = gp_cli_fail(&d);
			goto out;
		}
		c.kfitted[op] = 1;
	}
	for (int k = 0; k < 2; k++) {
		const struct gp_link_dir *ld = k == 0 ? &c.dev.link.htod : &c.dev.link.dtoh;
		if (c.link[k].n == 0)
			continue;
		gp_diag_clear(&d);
		if (gp_calib_link(c.link[k].x, c.link[k].m, c.link[k].n, c.bw_gbps, ld->startup_s,
				  ld->lambda, &c.lfit[k], &d) < 0) {
			gp_diag_field(&d, "%s", k == 0 ? "htod" : "dtoh");
			if (have_t)
				gp_diag_at(&d, t.path, 0, 0);
			rc = gp_cli_fail(&d);
			goto out;
		}
		c.lfitted[k] = 1;
	}

	/* outputs: calibrated copies, never over an input (the model or device only with --force) */
	if (have_t)
		inputs[ninputs++] = t.path;
	if (c.app)
		gp_appcli_inputs(c.app, inputs, &ninputs, MAX_INPUTS - 4);
	inputs[ninputs++] = c.dev.path;
	for (int op = 0; op < nops; op++)
		wrote_model |= c.kfitted[op];
	wrote_dev = c.lfitted[0] || c.lfitted[1];
	if (wrote_model) {
		if (outpath)
			snprintf(model_out, sizeof(model_out), "%s", outpath);
		else
			default_out(gp_app_path(c.app), model_out, sizeof(model_out));
		if (same_file(model_out, gp_app_path(c.app)) && !force) {
			rc = gp_cli_usage("calibrate", "'%s' is the input model: add --force to "
						       "overwrite it", model_out);
			goto out;
		}
		/* --force lets the model (inputs[1]) be replaced, never the data or a device */
		gp_diag_clear(&d);
		if (output_clash(model_out, inputs, ninputs, gp_app_path(c.app), &d)) {
			rc = gp_cli_fail(&d);
			goto out;
		}
		for (int op = 0, saved = 0; op < nops; op++) {
			struct gp_app *tmp = NULL;
			if (!c.kfitted[op])
				continue;
			gp_diag_clear(&d);
			/* later kernels patch the copy the earlier ones wrote */
			if (saved && gp_app_load(model_out, &tmp, &d) < 0) {
				rc = gp_cli_fail(&d);
				goto out;
			}
			rc = gp_app_save_lambda(tmp ? tmp : c.app, op, c.kfit[op].lambda, model_out, &d);
			gp_app_free(tmp);
			if (rc < 0) {
				rc = gp_cli_fail(&d);
				goto out;
			}
			saved = 1;
		}
	}
	if (wrote_dev) {
		struct gp_link_update u;
		const char *src = c.dev.path;
		if (linkdata && outpath && !devout)
			devout = outpath;
		if (devout)
			snprintf(dev_out, sizeof(dev_out), "%s", devout);
		else
			default_out(src, dev_out, sizeof(dev_out));
		if (same_file(dev_out, src) && !force) {
			rc = gp_cli_usage("calibrate", "'%s' is the input device file: add --force to "
						       "overwrite it", dev_out);
			goto out;
		}
		gp_diag_clear(&d);
		if (output_clash(dev_out, inputs, ninputs, src, &d) ||
		    (wrote_model && gp_output_check(dev_out, (const char *[]){ model_out }, 1, &d))) {
			rc = gp_cli_fail(&d);
			goto out;
		}
		memset(&u, 0, sizeof(u));
		for (int k = 0; k < 2; k++) {
			u.set[k] = c.lfitted[k];
			u.startup_s[k] = c.lfit[k].startup_s;
			u.has_lambda[k] = c.lfit[k].has_lambda;
			u.lambda[k] = c.lfit[k].lambda;
		}
		snprintf(u.source, sizeof(u.source),
			 "gpuperf calibrate: thesis eq. 5.5 fitted to %.400s", have_t ? t.path : "?");
		gp_diag_clear(&d);
		if (gp_devpatch_link(src, &u, dev_out, &d) < 0) {
			rc = gp_cli_fail(&d);
			goto out;
		}
	}
	report(&c, json, wrote_model ? model_out : NULL, wrote_dev ? dev_out : NULL);
	if (plot) {
		if (wrote_model)
			inputs[ninputs++] = model_out;
		if (wrote_dev)
			inputs[ninputs++] = dev_out;
		rc = plot_points(&c, plot, inputs, ninputs);
	}
out:
	for (int op = 0; c.kern && op < nops; op++)
		series_release(&c.kern[op]);
	for (int k = 0; k < 2; k++)
		series_release(&c.link[k]);
	series_release(&c.plot_before);
	series_release(&c.plot_after);
	for (int i = 0; i < naxes; i++)
		gp_sweep_axis_release(&axes[i]);
	free(c.kern);
	free(c.kfit);
	free(c.kfitted);
	free(c.lambda_before);
	gp_app_free(c.app);
	gp_csv_release(&t);
	gp_backend_state_free(be, c.be_state);
	if (ref)
		gp_backend_state_free(ref, c.ref_state);
	return rc;
}
