/* calib_data.c - the points 'calibrate' fits: measurements from CSV tables or a reference
 * backend's times, each kernel's estimate split at two lambdas (thesis eq. 4.1), the fits
 * (calibrate.c) and the predictions before and after them. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "csvio.h"
#include "gpuperf/calib_data.h"
#include "gpuperf/transfer.h"
#include "util.h"

/* ==== Series ==== */

int gp_calib_series_add(struct gp_calib_series *s, double x, double f, double m,
			struct gp_diag *d)
{
	if (s->n == s->cap) {
		/* three arrays, one capacity: each grows from the same one to the same one */
		int cx = s->cap, cf = s->cap, cm = s->cap;
		if (gp_grow_int((void **)&s->x, &cx, s->n + 1, sizeof(double)) < 0 ||
		    gp_grow_int((void **)&s->f, &cf, s->n + 1, sizeof(double)) < 0 ||
		    gp_grow_int((void **)&s->m, &cm, s->n + 1, sizeof(double)) < 0)
			return gp_error(d, GP_ENOMEM, "out of memory");
		s->cap = cx;
	}
	s->x[s->n] = x;
	s->f[s->n] = f;
	s->m[s->n] = m;
	s->n++;
	return 0;
}

void gp_calib_series_release(struct gp_calib_series *s)
{
	free(s->x);
	free(s->f);
	free(s->m);
	memset(s, 0, sizeof(*s));
}

/*
 * Eq. 4.1 divides part of a launch's time by lambda: with t1 and t2 its estimates at
 * lambda 1 and 2, that part is 2 (t1 - t2) and the rest (launch overhead) t1 minus it.
 */
static int add_kernel(struct gp_calib_series *s, double t1, double t2, double m,
		      struct gp_diag *d)
{
	double scaled = 2 * (t1 - t2);
	return gp_calib_series_add(s, scaled, t1 - scaled, m, d);
}

int gp_calib_data_init(struct gp_calib_data *c, int nops, struct gp_diag *d)
{
	memset(c, 0, sizeof(*c));
	c->nops = nops;
	if (nops == 0)
		return 0;
	c->kern = calloc((size_t)nops, sizeof(*c->kern));
	c->kfit = calloc((size_t)nops, sizeof(*c->kfit));
	c->kfitted = calloc((size_t)nops, sizeof(int));
	c->lambda_before = calloc((size_t)nops, sizeof(double));
	if (!c->kern || !c->kfit || !c->kfitted || !c->lambda_before)
		return gp_error(d, GP_ENOMEM, "out of memory");
	return 0;
}

void gp_calib_data_release(struct gp_calib_data *c)
{
	for (int op = 0; c->kern && op < c->nops; op++)
		gp_calib_series_release(&c->kern[op]);
	for (int k = 0; k < 2; k++)
		gp_calib_series_release(&c->link[k]);
	free(c->kern);
	free(c->kfit);
	free(c->kfitted);
	free(c->lambda_before);
	memset(c, 0, sizeof(*c));
}

/* ==== Tables ==== */

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

/* An error about row r that names no place of its own names the row's line. */
static int fail_at(struct gp_diag *d, const struct gp_csv *t, long r, int rc)
{
	if (d && (!d->file[0] || d->line == 0))
		gp_diag_at(d, t->path, t->lines[r], 0);
	return rc;
}

static int need_rows(const struct gp_csv *t, struct gp_diag *d)
{
	if (t->nrows > 0)
		return 0;
	gp_diag_at(d, t->path, 2, 0);
	gp_error(d, GP_EPARSE, "no measurements after the header");
	gp_diag_hint(d, "add one row per measured configuration");
	return -GP_EPARSE;
}

int gp_calib_data_read_link(struct gp_calib_data *c, const struct gp_csv *t, struct gp_diag *d)
{
	static const char *const names[2] = { "htod", "dtoh" };
	int bc, dirc, mc = -1, wide[2] = { -1, -1 }, rc;
	double scale = 1, wscale[2] = { 1, 1 };

	if ((rc = need_rows(t, d)) < 0)
		return rc;
	if ((bc = gp_csv_require_col(t, "bytes", d)) < 0)
		return bc;
	dirc = gp_csv_col(t, "dir");
	if (dirc >= 0) {
		if ((rc = measured_col(t, "measured", &mc, &scale, d)) < 0)
			return rc;
	} else {
		for (int i = 0; i < 2; i++) {
			struct gp_diag tmp;
			gp_diag_clear(&tmp);
			if (measured_col(t, names[i], &wide[i], &wscale[i], &tmp) < 0)
				wide[i] = -1;
		}
		if (wide[0] < 0 && wide[1] < 0) {
			gp_diag_at(d, t->path, 1, 0);
			gp_error(d, GP_EINVAL, "missing columns: need 'dir' and 'measured_s', or "
					       "'htod_s' / 'dtoh_s' (or _ms, _us)");
			gp_diag_hint(d, "e.g. bytes,dir,measured_s or bytes,htod_ms,dtoh_ms");
			return -GP_EINVAL;
		}
	}
	for (long r = 0; r < t->nrows; r++) {
		double bytes, v;
		if ((rc = gp_csv_num(t, r, bc, &bytes, d)) < 0)
			return rc;
		if (bytes != floor(bytes)) {
			gp_diag_at(d, t->path, t->lines[r], 0);
			gp_diag_field(d, "bytes");
			gp_error(d, GP_EINVAL, "%.17g is not a whole number of bytes", bytes);
			gp_diag_hint(d, "a copy moves whole bytes: write the size the program copied");
			return -GP_EINVAL;
		}
		if (bytes > GP_TRANSFER_MAX_BYTES) {   /* the README's bound of every copy */
			gp_diag_at(d, t->path, t->lines[r], 0);
			gp_diag_field(d, "bytes");
			gp_error(d, GP_EINVAL, "%.17g bytes is above the 1 PiB a copy may move", bytes);
			gp_diag_hint(d, "write the size the program copied");
			return -GP_EINVAL;
		}
		if (dirc >= 0) {
			const char *s = gp_csv_cell(t, r, dirc);
			int k = strcmp(s, "htod") == 0 || strcmp(s, "h2d") == 0   ? 0
				: strcmp(s, "dtoh") == 0 || strcmp(s, "d2h") == 0 ? 1
										   : -1;
			if (k < 0) {
				gp_diag_at(d, t->path, t->lines[r], 0);
				gp_diag_field(d, "dir");
				gp_error(d, GP_EPARSE, "'%s' is not a direction", s);
				gp_diag_hint(d, "write htod or dtoh");
				return -GP_EPARSE;
			}
			if ((rc = gp_csv_num(t, r, mc, &v, d)) < 0 ||
			    (rc = gp_calib_series_add(&c->link[k], bytes, 0, v * scale, d)) < 0)
				return rc;
			continue;
		}
		for (int k = 0; k < 2; k++) {
			if (wide[k] < 0)
				continue;
			if ((rc = gp_csv_num(t, r, wide[k], &v, d)) < 0 ||
			    (rc = gp_calib_series_add(&c->link[k], bytes, 0, v * wscale[k], d)) < 0)
				return rc;
		}
	}
	return 0;
}

/* The op rows time without an "op" column: opname, else the model's only kernel. */
static int default_op(const struct gp_app *a, const struct gp_csv *t, int opc, const char *opname,
		      int *out, struct gp_diag *d)
{
	*out = -1;
	if (opname) {
		*out = gp_app_op_index(a, opname);
		if (*out < 0 || !gp_app_op_is_timed(a, *out)) {
			gp_diag_field(d, "calib.op");
			gp_error(d, GP_EUSAGE, "'%s' is not a timed op of %s", opname, gp_app_name(a));
			gp_diag_hint(d, "'gpuperf run %s' lists the ops", gp_app_path(a));
			return -GP_EUSAGE;
		}
		return 0;
	}
	if (opc >= 0)
		return 0;
	for (int op = 0; op < gp_app_n_ops(a); op++)
		if (gp_app_op_kind(a, op) == GP_APP_KERNEL) {
			if (*out >= 0) {
				gp_diag_at(d, t->path, 1, 0);
				gp_error(d, GP_EINVAL, "missing column 'op': the model has several kernels");
				gp_diag_hint(d, "add an 'op' column naming the timed operation, or give "
						"{calib.op} NAME");
				return -GP_EINVAL;
			}
			*out = op;
		}
	if (*out < 0) {
		gp_diag_at(d, t->path, 1, 0);
		gp_error(d, GP_EINVAL, "missing column 'op' (the model has no kernel)");
		gp_diag_hint(d, "add an 'op' column naming the timed copy");
		return -GP_EINVAL;
	}
	return 0;
}

/* Row r's inputs over base into *v, its time into *meas, the op it timed into *op. */
static int read_row(const struct gp_app *a, const struct gp_csv *t, long r, const int *colinput,
		    int mc, double scale, int opc, struct gp_app_values *v, double *meas, int *op,
		    struct gp_diag *d)
{
	int rc;
	for (int col = 0; col < t->ncols; col++) {
		double x;
		int in = colinput[col];
		if (in < 0)
			continue;
		if ((rc = gp_csv_num(t, r, col, &x, d)) < 0)
			return rc;
		if (gp_app_input_is_int(a, in) && x != floor(x)) {
			gp_diag_at(d, t->path, t->lines[r], 0);
			gp_diag_field(d, "%s", t->names[col]);
			gp_error(d, GP_EPARSE, "%g is not whole (an int input)", x);
			gp_diag_hint(d, "give a whole number");
			return -GP_EPARSE;
		}
		v->value[in] = x;
		v->set[in] = 1;
	}
	if ((rc = gp_csv_num(t, r, mc, meas, d)) < 0)
		return rc;
	*meas *= scale;
	if (opc >= 0) {
		const char *s = gp_csv_cell(t, r, opc);
		*op = gp_app_op_index(a, s);
		if (*op < 0 || !gp_app_op_is_timed(a, *op)) {
			gp_diag_at(d, t->path, t->lines[r], 0);
			gp_diag_field(d, "op");
			gp_error(d, GP_EINVAL, "'%s' is not a timed op of model %s", s, gp_app_name(a));
			gp_diag_hint(d, "'gpuperf run %s' lists the ops", gp_app_path(a));
			return -GP_EINVAL;
		}
	}
	return 0;
}

int gp_calib_data_read_model(struct gp_calib_data *c, const struct gp_app *a,
			     const struct gp_device *dev, const struct gp_backend_ops *be,
			     const struct gp_csv *t, const struct gp_app_values *base,
			     const char *opname, struct gp_diag *d)
{
	int nops = gp_app_n_ops(a), opc, mc, dop, rc;
	struct gp_app_eval *e = gp_app_eval_new(a, be, c->be_state);
	struct gp_app_eval *e2 = gp_app_eval_new(a, be, c->be_state);
	struct gp_app_op_result *ops = calloc((size_t)nops, sizeof(*ops));
	struct gp_app_op_result *ops2 = calloc((size_t)nops, sizeof(*ops2));
	int *colinput = calloc((size_t)(t->ncols > 0 ? t->ncols : 1), sizeof(int));
	double scale;

	if (!e || !e2 || !ops || !ops2 || !colinput) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	gp_app_eval_set_lambda(e, 1);
	gp_app_eval_set_lambda(e2, 2);
	if ((rc = need_rows(t, d)) < 0 || (rc = measured_col(t, "measured", &mc, &scale, d)) < 0)
		goto out;
	opc = gp_csv_col(t, "op");
	for (int col = 0; col < t->ncols; col++) {
		colinput[col] = -1;
		if (col == mc || col == opc)
			continue;
		colinput[col] = gp_app_input_index(a, t->names[col]);
		if (colinput[col] < 0) {
			gp_diag_at(d, t->path, 1, 0);
			gp_diag_field(d, "%s", t->names[col]);
			gp_error(d, GP_EINVAL, "column is not an input of model %s", gp_app_name(a));
			gp_diag_hint(d, "columns: the model's inputs, measured_s (or _ms, _us) and "
					"optionally op");
			rc = -GP_EINVAL;
			goto out;
		}
	}
	if ((rc = default_op(a, t, opc, opname, &dop, d)) < 0)
		goto out;
	for (long r = 0; r < t->nrows; r++) {
		struct gp_app_values v = *base;
		double meas, total, bytes;
		int op = dop;
		if ((rc = read_row(a, t, r, colinput, mc, scale, opc, &v, &meas, &op, d)) < 0)
			goto out;
		if (gp_app_op_kind(a, op) == GP_APP_KERNEL) {
			if ((rc = gp_app_eval_run(e, dev, &v, ops, &total, d)) < 0 ||
			    (rc = gp_app_eval_run(e2, dev, &v, ops2, &total, d)) < 0) {
				rc = fail_at(d, t, r, rc);
				goto out;
			}
			if ((rc = add_kernel(&c->kern[op], ops[op].time_s, ops2[op].time_s, meas, d)) < 0)
				goto out;
			continue;
		}
		if ((rc = gp_app_op_bytes(a, op, &v, &bytes, d)) < 0) {
			rc = fail_at(d, t, r, rc);
			goto out;
		}
		if ((rc = gp_calib_series_add(&c->link[gp_app_op_dir(a, op) == GP_APP_HTOD ? 0 : 1],
					      bytes, 0, meas, d)) < 0)
			goto out;
	}
	rc = 0;
out:
	free(colinput);
	free(ops);
	free(ops2);
	gp_app_eval_free(e);
	gp_app_eval_free(e2);
	return rc;
}

/* ==== A reference backend ==== */

int gp_calib_data_against(struct gp_calib_data *c, const struct gp_app *a,
			  const struct gp_device *dev, const struct gp_backend_ops *pred,
			  const struct gp_backend_ops *ref, const struct gp_app_values *base,
			  const struct gp_sweep_axis *axes, int naxes, struct gp_diag *d)
{
	struct gp_app_eval *ep = gp_app_eval_new(a, pred, c->be_state);
	struct gp_app_eval *er = gp_app_eval_new(a, ref, c->ref_state);
	struct gp_app_eval *ep2 = gp_app_eval_new(a, pred, c->be_state);
	int nops = gp_app_n_ops(a), rc = 0;
	struct gp_app_op_result *op_p = calloc((size_t)nops, sizeof(*op_p));
	struct gp_app_op_result *op_p2 = calloc((size_t)nops, sizeof(*op_p2));
	struct gp_app_op_result *op_r = calloc((size_t)nops, sizeof(*op_r));
	struct gp_sweep_iter it;
	long long total = 1;

	if (!ep || !ep2 || !er || !op_p || !op_p2 || !op_r) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	gp_app_eval_set_lambda(ep, 1);
	gp_app_eval_set_lambda(ep2, 2);
	/* checked per axis: the product of many long axes would overflow */
	for (int i = 0; i < naxes && total <= GP_CALIB_AGAINST_POINTS_MAX; i++)
		total *= axes[i].n;
	if (total > GP_CALIB_AGAINST_POINTS_MAX) {
		gp_diag_field(d, "calib.against");
		gp_error(d, GP_EUSAGE, "more than %d points is too many for a reference backend",
			 GP_CALIB_AGAINST_POINTS_MAX);
		gp_diag_hint(d, "vary fewer values");
		rc = -GP_EUSAGE;
		goto out;
	}
	gp_sweep_iter_init(&it, axes, naxes, 0);
	for (long long p = 0; p < total; p++, gp_sweep_iter_next(&it)) {
		struct gp_app_values v;
		double tp, tr;
		gp_sweep_iter_values(&it, base, &v);
		if ((rc = gp_app_eval_run(ep, dev, &v, op_p, &tp, d)) < 0 ||
		    (rc = gp_app_eval_run(ep2, dev, &v, op_p2, &tp, d)) < 0 ||
		    (rc = gp_app_eval_run(er, dev, &v, op_r, &tr, d)) < 0)
			goto out;
		for (int op = 0; op < nops; op++)
			if (gp_app_op_kind(a, op) == GP_APP_KERNEL &&
			    (rc = add_kernel(&c->kern[op], op_p[op].k.time_s, op_p2[op].k.time_s,
					     op_r[op].k.time_s, d)) < 0)
				goto out;
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

/* ==== Fits ==== */

/* The lambda the model gives op for base: what the "before" errors are priced at (1 when
 * the model cannot be evaluated there). */
static double model_lambda(const struct gp_app *a, int op, const struct gp_device *dev,
			   const struct gp_backend_ops *be, void *be_state,
			   const struct gp_app_values *base)
{
	struct gp_app_eval *e = gp_app_eval_new(a, be, be_state);
	struct gp_app_op_result *ops = calloc((size_t)gp_app_n_ops(a), sizeof(*ops));
	struct gp_diag ignored;
	double lambda = 1, total;
	gp_diag_clear(&ignored);
	if (e && ops && gp_app_eval_run(e, dev, base, ops, &total, &ignored) == 0)
		lambda = ops[op].lambda;
	free(ops);
	gp_app_eval_free(e);
	return lambda;
}

int gp_calib_data_fit(struct gp_calib_data *c, const struct gp_app *a,
		      const struct gp_device *dev, const struct gp_backend_ops *be,
		      const struct gp_app_values *base, struct gp_diag *d)
{
	int rc;
	for (int op = 0; op < c->nops; op++) {
		if (c->kern[op].n == 0)
			continue;
		c->lambda_before[op] = model_lambda(a, op, dev, be, c->be_state, base);
		if ((rc = gp_calib_lambda(c->kern[op].x, c->kern[op].f, c->kern[op].m, c->kern[op].n,
					  c->lambda_before[op], &c->kfit[op], d)) < 0) {
			gp_diag_field(d, "op %s", gp_app_op_name(a, op));
			return rc;
		}
		c->kfitted[op] = 1;
	}
	for (int k = 0; k < 2; k++) {
		const struct gp_link_dir *ld = k == 0 ? &dev->link.htod : &dev->link.dtoh;
		if (c->link[k].n == 0)
			continue;
		if (!(c->bw_gbps > 0) && (rc = gp_link_bandwidth_gbps(&dev->link, &c->bw_gbps, d)) < 0) {
			gp_diag_at(d, dev->path, 0, 0);
			return rc;
		}
		if ((rc = gp_calib_link(c->link[k].x, c->link[k].m, c->link[k].n, c->bw_gbps,
					ld->startup_s, ld->lambda, &c->lfit[k], d)) < 0) {
			gp_diag_field(d, "%s", k == 0 ? "htod" : "dtoh");
			return rc;
		}
		c->lfitted[k] = 1;
	}
	return 0;
}

int gp_calib_data_predictions(const struct gp_calib_data *c, const struct gp_device *dev,
			      struct gp_calib_series *before, struct gp_calib_series *after,
			      struct gp_diag *d)
{
	int rc = 0;
	for (int op = 0; op < c->nops; op++) {
		const struct gp_calib_series *s = &c->kern[op];
		for (int i = 0; c->kfitted[op] && i < s->n && rc == 0; i++) {
			/* eq. 4.1: the scaled part over lambda, plus the part it does not scale */
			if ((rc = gp_calib_series_add(before, s->m[i], 0,
						      s->x[i] / c->lambda_before[op] + s->f[i], d)) < 0 ||
			    (rc = gp_calib_series_add(after, s->m[i], 0,
						      s->x[i] / c->kfit[op].lambda + s->f[i], d)) < 0)
				return rc;
		}
	}
	for (int k = 0; k < 2; k++) {
		const struct gp_link_dir *ld = k == 0 ? &dev->link.htod : &dev->link.dtoh;
		const struct gp_link_fit *f = &c->lfit[k];
		double bw = c->bw_gbps * 1e9;
		for (int i = 0; c->lfitted[k] && i < c->link[k].n; i++) {
			double n = c->link[k].x[i];
			if (n == 0)
				continue;
			/* eq. 5.5: T = t_s + n / (bw * lambda) */
			if ((rc = gp_calib_series_add(before, c->link[k].m[i], 0,
						      ld->startup_s + n / (bw * ld->lambda), d)) < 0 ||
			    (rc = gp_calib_series_add(after, c->link[k].m[i], 0,
						      f->startup_s + n / (bw * (f->has_lambda
										   ? f->lambda
										   : ld->lambda)),
						      d)) < 0)
				return rc;
		}
	}
	return 0;
}
