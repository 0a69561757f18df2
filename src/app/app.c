/* app.c - application models: what a loaded model holds (its lifetime, its inputs and
 * operations) and values for its inputs. Loading is app_load.c, the operation kinds
 * app_kind.c, evaluation app_eval.c, calibrated copies app_save.c. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "app_int.h"
#include "gpuperf/kcache.h"
#include "util.h"

/* ==== Lifetime ==== */

void app_fexpr_free(struct fexpr *f)
{
	gp_expr_free(f->e);
	f->e = NULL;
}

void gp_app_free(struct gp_app *a)
{
	if (!a)
		return;
	gp_json_lines_free(a->lines);
	for (int i = 0; i < a->nvars; i++)
		app_fexpr_free(&a->vars[i].expr);
	for (int i = 0; i < a->nops; i++) {
		struct app_op *o = &a->ops[i];
		app_fexpr_free(&o->bytes);
		app_fexpr_free(&o->grid);
		app_fexpr_free(&o->block);
		for (int j = 0; j < 2; j++) {
			app_fexpr_free(&o->grid_yz[j]);
			app_fexpr_free(&o->block_yz[j]);
		}
		app_fexpr_free(&o->occupancy);
		app_fexpr_free(&o->lambda);
		app_fexpr_free(&o->smem);
		app_fexpr_free(&o->regs);
		for (int j = 0; j < o->nparams; j++)
			app_fexpr_free(&o->pexpr[j]);
		app_fexpr_free(&o->gpus);
		app_fexpr_free(&o->src);
		app_fexpr_free(&o->dst);
		if (o->has_kernel)
			gp_kernel_release(&o->kernel);
		for (int j = 0; j < o->nlargs; j++)
			app_fexpr_free(&o->largexpr[j]);
		free(o->lt);
		for (int j = 0; j < o->nmore; j++)
			gp_kernel_release(&o->more[j]);
		free(o->more);
		free(o->more_sm);
	}
	free(a->ops);
	gp_kcache_free(a->kcache);
	free(a->text);
	gp_system_release(a->sys);
	free(a->sys);
	free(a);
}

int app_var_index(const struct gp_app *a, int nvisible, const char *name)
{
	for (int i = 0; i < nvisible; i++)
		if (strcmp(a->vars[i].name, name) == 0)
			return i;
	return -1;
}

/* ==== Queries ==== */

const char *gp_app_name(const struct gp_app *a) { return a->name; }
const char *gp_app_path(const struct gp_app *a) { return a->path; }
const char *gp_app_device(const struct gp_app *a) { return a->device; }
int gp_app_n_inputs(const struct gp_app *a) { return a->ninputs; }
int gp_app_n_ops(const struct gp_app *a) { return a->nops; }

const char *gp_app_input_name(const struct gp_app *a, int i)
{
	return a->vars[a->inputs[i]].name;
}

int gp_app_input_index(const struct gp_app *a, const char *name)
{
	for (int i = 0; i < a->ninputs; i++)
		if (strcmp(a->vars[a->inputs[i]].name, name) == 0)
			return i;
	return -1;
}

int gp_app_input_default(const struct gp_app *a, int i, double *v)
{
	const struct app_var *var = &a->vars[a->inputs[i]];
	if (!var->has_default)
		return 0;
	*v = var->def;
	return 1;
}

int gp_app_input_is_int(const struct gp_app *a, int i)
{
	return a->vars[a->inputs[i]].is_int;
}

const char *gp_app_op_name(const struct gp_app *a, int op) { return a->ops[op].name; }
enum gp_app_op_kind gp_app_op_kind(const struct gp_app *a, int op) { return a->ops[op].kind; }
enum gp_app_dir gp_app_op_dir(const struct gp_app *a, int op) { return a->ops[op].dir; }

const struct gp_kernel *app_pick_kernel(const struct app_op *o, const struct gp_device *dev)
{
	int want = dev->cc_major * 10 + dev->cc_minor, best_sm = o->kernel_sm;
	const struct gp_kernel *best = &o->kernel;
	for (int i = 0; i < o->nmore; i++)
		if (o->more_sm[i] <= want && o->more_sm[i] > best_sm) {
			best = &o->more[i];
			best_sm = o->more_sm[i];
		}
	return best;
}

const struct gp_kernel *gp_app_op_kernel_for(const struct gp_app *a, int op,
					     const struct gp_device *dev)
{
	if (!a->ops[op].has_kernel)
		return NULL;
	return app_pick_kernel(&a->ops[op], dev);
}

int gp_app_op_kernel_set(const struct gp_app *a, int op, char *archs, size_t sz)
{
	const struct app_op *o = &a->ops[op];
	size_t used = 0;
	if (!o->has_kernel || o->nmore == 0)
		return 0;
	used += (size_t)snprintf(archs, sz, "sm_%d", o->kernel_sm);
	for (int i = 0; i < o->nmore && used < sz; i++)
		used += (size_t)snprintf(archs + used, sz - used, ", sm_%d", o->more_sm[i]);
	return o->nmore + 1;
}

int gp_app_op_index(const struct gp_app *a, const char *name)
{
	for (int i = 0; i < a->nops; i++)
		if (strcmp(a->ops[i].name, name) == 0)
			return i;
	return -1;
}

int gp_app_op_is_timed(const struct gp_app *a, int op)
{
	return a->ops[op].type->timed;
}

const char *gp_app_op_kernel_path(const struct gp_app *a, int op)
{
	return a->ops[op].has_kernel && a->ops[op].kernel.path[0] ? a->ops[op].kernel.path : NULL;
}

int gp_app_op_launch_files(const struct gp_app *a, int op, const char **paths, int max)
{
	const struct gp_launch_rec *r = a->ops[op].lt;
	int n = 0;
	if (!r)
		return 0;
	{
		const char *own[] = { r->sass, r->ptxas, r->ptx, r->cubin, r->source };
		for (size_t i = 0; i < sizeof(own) / sizeof(own[0]) && n < max; i++)
			if (own[i][0])
				paths[n++] = own[i];
	}
	for (int i = 0; i < GP_LAUNCH_ARGS_MAX && n < max; i++) {
		const char *eq = strchr(r->inits[i], '=');
		if (eq && strncmp(eq + 1, "file:", 5) == 0 && eq[6])
			paths[n++] = eq + 6;
	}
	return n;
}

void gp_app_values_defaults(const struct gp_app *a, struct gp_app_values *v)
{
	memset(v, 0, sizeof(*v));
	for (int i = 0; i < a->ninputs; i++) {
		const struct app_var *var = &a->vars[a->inputs[i]];
		v->set[i] = (unsigned char)var->has_default;
		v->value[i] = var->has_default ? var->def : NAN;
	}
}

static int values_assign(const struct gp_app *a, struct gp_app_values *v, const char *text,
			 int once, struct gp_diag *d)
{
	char name[GP_NAME_MAX];
	const char *eq = strchr(text, '=');
	double x;
	int i;
	if (!eq || eq == text || (size_t)(eq - text) >= sizeof(name)) {
		gp_diag_field(d, "app.set");
		gp_error(d, GP_EUSAGE, "'%s' is not NAME=VALUE", text);
		gp_diag_hint(d, "for example {app.set} numElements=1000000");
		return -GP_EUSAGE;
	}
	snprintf(name, sizeof(name), "%.*s", (int)(eq - text), text);
	i = gp_app_input_index(a, name);
	if (i < 0) {
		int derived = app_var_index(a, a->nvars, name) >= 0;
		gp_diag_field(d, "app.set");
		gp_error(d, GP_EUSAGE, "'%s' is %s of model %s", name,
			 derived ? "a derived variable, not an input" : "not a variable", a->name);
		gp_diag_hint(d, "%s", derived ? "set the inputs it is computed from"
					      : "'gpuperf run MODEL {out.json}' lists the inputs");
		return -GP_EUSAGE;
	}
	if (gp_parse_double(eq + 1, &x) < 0) {
		gp_diag_field(d, "app.set");
		gp_error(d, GP_EUSAGE, "%s: '%s' %s", name, eq + 1,
			 gp_number_refusal(eq + 1));
		gp_diag_hint(d, "write a plain number, e.g. %s=256", name);
		return -GP_EUSAGE;
	}
	if (a->vars[a->inputs[i]].is_int && x != floor(x)) {
		char num[GP_FMT_EXACT_LEN];
		gp_diag_field(d, "app.set");
		gp_error(d, GP_EUSAGE, "%s is an int variable, %s is not whole", name,
			 gp_fmt_exact(num, x));
		gp_diag_hint(d, "give a whole number");
		return -GP_EUSAGE;
	}
	if (v->given[i] && once) {
		char num[GP_FMT_EXACT_LEN];
		gp_diag_field(d, "app.set");
		gp_error(d, GP_EUSAGE, "'%s': %s is given twice (first as %s=%s)", text, name, name,
			 gp_fmt_num(num, v->value[i]));
		gp_diag_hint(d, "give each variable once");
		return -GP_EUSAGE;
	}
	v->value[i] = x;
	v->set[i] = 1;
	v->given[i] = 1;
	return 0;
}

int gp_app_values_assign(const struct gp_app *a, struct gp_app_values *v, const char *text,
			 struct gp_diag *d)
{
	return values_assign(a, v, text, 0, d);
}

int gp_app_values_assign_once(const struct gp_app *a, struct gp_app_values *v, const char *text,
			      struct gp_diag *d)
{
	return values_assign(a, v, text, 1, d);
}

int gp_app_set_cache(struct gp_app *a, const struct gp_kcache_opts *o, struct gp_diag *d)
{
	struct gp_kcache *c = gp_kcache_new(o, d);
	if (!c)
		return -d->code;
	gp_kcache_free(a->kcache);
	a->kcache = c;
	return 0;
}

void gp_app_cache_stats(const struct gp_app *a, struct gp_kcache_stats *s)
{
	memset(s, 0, sizeof(*s));
	if (a->kcache)
		gp_kcache_stats(a->kcache, s);
}
