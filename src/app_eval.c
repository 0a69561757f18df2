/* app.c - application models: load models/NAME.json, evaluate copies, launches and managed
 * memory on a device through a backend, on a timeline of CUDA streams. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gpuperf/app.h"
#include "gpuperf/launchenv.h"
#include "gpuperf/appmulti.h"
#include "gpuperf/collective.h"
#include "gpuperf/kernel.h"
#include "gpuperf/transfer.h"
#include "gpuperf/uvm.h"
#include "jsonutil.h"
#include "util.h"

#define APP_DOC "models/README.md"
#define APP_STREAMS_MAX 32
#define APP_OP_MANAGED_MAX 8
#define APP_OP_PARAMS_MAX 16
#define APP_OP_BUILTINS_MAX 24
/* the memo key: grid, block, their y and z, occupancy, lambda, smem, regs, the parameters */
#define APP_KEY_MAX (APP_OP_PARAMS_MAX + 10)

/* ==== Model ==== */

/* A compiled expression plus the variables it depends on (bit i = variable i). */
struct fexpr {
	struct gp_expr *e;      /* NULL: field absent */
	uint64_t deps;
	int is_const;           /* no variables: value below, no evaluation per point */
	double value;
};

struct app_var {
	char name[GP_NAME_MAX];
	int is_input;
	int is_int;
	int has_default;        /* inputs: 0 = null (unset) */
	double def;
	struct fexpr expr;      /* derived variables */
};

struct app_op {
	enum gp_app_op_kind kind;
	char name[GP_NAME_MAX];
	int stream;                       /* -1: the legacy default stream (synchronizing) */
	enum gp_app_dir dir;
	int pageable;
	struct fexpr bytes;               /* memcpy, managed; prefetch (absent = whole buffer) */
	int buffer;                       /* prefetch: op index of the managed allocation */
	/* kernel */
	struct gp_kernel kernel;
	int has_kernel;
	/* "kernel": "NAME.{arch}.json": one descriptor per architecture found; kernel is the
	 * lowest, more[] the others, each with its sm (kernel_sm for kernel) */
	int kernel_sm, nmore;
	struct gp_kernel *more;
	int *more_sm;
	struct fexpr grid, block, occupancy, lambda, smem, regs;
	struct fexpr grid_yz[2], block_yz[2];   /* "grid": [x, y, z] / "block": [x, y, z] */
	int nbuiltin;                     /* launchenv.h names the descriptor uses */
	char bnames[APP_OP_BUILTINS_MAX][GP_NAME_MAX];
	int nparams;
	char pnames[APP_OP_PARAMS_MAX][GP_NAME_MAX];
	char pfields[APP_OP_PARAMS_MAX][GP_NAME_MAX + 8];   /* "params/NAME", for messages */
	struct fexpr pexpr[APP_OP_PARAMS_MAX];
	int nmanaged;
	int managed[APP_OP_MANAGED_MAX];  /* op indices of managed buffers the kernel touches */
	/* multi-GPU (memcpy, kernel, alloc: data split over "gpus"; p2p; collectives) */
	struct fexpr gpus, src, dst;
	enum gp_coll_op coll;
	enum gp_coll_algo algo;
};

struct gp_app {
	char name[128];
	char path[512];
	char device[128];
	char *text;                       /* the source, for writing calibrated copies */
	size_t text_len;
	struct gp_json_lines *lines;      /* line of each JSON value, for evaluation errors */
	int nvars;
	struct app_var vars[GP_APP_VARS_MAX];
	int ninputs;
	int inputs[GP_APP_VARS_MAX];      /* var index of input i */
	const void *vars_json;            /* while loading: the "variables" object */
	int nops;
	struct app_op *ops;
	struct gp_system *sys;            /* "system": NULL for a single device */
};

static void fexpr_free(struct fexpr *f)
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
		fexpr_free(&a->vars[i].expr);
	for (int i = 0; i < a->nops; i++) {
		struct app_op *o = &a->ops[i];
		fexpr_free(&o->bytes);
		fexpr_free(&o->grid);
		fexpr_free(&o->block);
		for (int j = 0; j < 2; j++) {
			fexpr_free(&o->grid_yz[j]);
			fexpr_free(&o->block_yz[j]);
		}
		fexpr_free(&o->occupancy);
		fexpr_free(&o->lambda);
		fexpr_free(&o->smem);
		fexpr_free(&o->regs);
		for (int j = 0; j < o->nparams; j++)
			fexpr_free(&o->pexpr[j]);
		fexpr_free(&o->gpus);
		fexpr_free(&o->src);
		fexpr_free(&o->dst);
		if (o->has_kernel)
			gp_kernel_release(&o->kernel);
		for (int j = 0; j < o->nmore; j++)
			gp_kernel_release(&o->more[j]);
		free(o->more);
		free(o->more_sm);
	}
	free(a->ops);
	free(a->text);
	gp_system_release(a->sys);
	free(a->sys);
	free(a);
}

/* ==== Loading ==== */

struct deps_ctx {
	const struct gp_app *a;
	int nvisible;            /* variables defined so far */
	uint64_t deps;
	const char *bad;         /* first unknown name */
	char badbuf[GP_NAME_MAX];
};

static int var_index(const struct gp_app *a, int nvisible, const char *name)
{
	for (int i = 0; i < nvisible; i++)
		if (strcmp(a->vars[i].name, name) == 0)
			return i;
	return -1;
}

static void collect_dep(const char *name, void *ctx)
{
	struct deps_ctx *c = ctx;
	int i = var_index(c->a, c->nvisible, name);
	if (i < 0) {
		if (!c->bad) {
			snprintf(c->badbuf, sizeof(c->badbuf), "%s", name);
			c->bad = c->badbuf;
		}
		return;
	}
	c->deps |= c->a->vars[i].is_input ? (UINT64_C(1) << i) : c->a->vars[i].expr.deps;
	c->deps |= UINT64_C(1) << i;
}

/* Read key as an expression and resolve its names against the first nvisible variables. */
static int read_fexpr(struct gp_jr *r, const struct gp_app *a, int nvisible, const cJSON *obj,
		      const char *path, const char *key, int required, struct fexpr *out)
{
	struct deps_ctx c;
	char full[256];
	int rc = gp_jr_expr(r, obj, path, key, required, &out->e);
	if (rc)
		return rc;
	memset(&c, 0, sizeof(c));
	c.a = a;
	c.nvisible = nvisible;
	gp_expr_each_var(out->e, collect_dep, &c);
	out->deps = c.deps;
	out->is_const = gp_expr_is_const(out->e, &out->value);
	if (c.bad) {
		fexpr_free(out);
		snprintf(full, sizeof(full), "%s/%s", path, key);
		rc = gp_jr_fail(r, GP_ENOTFOUND, full, "uses '%s', which is not a variable%s", c.bad,
				a->vars_json && cJSON_GetObjectItemCaseSensitive(a->vars_json, c.bad)
					? " defined before it"
					: "");
		if (r->d)
			gp_diag_hint(r->d, "declare it under \"variables\" (above any variable that "
					   "uses it); see %s", APP_DOC);
		return rc;
	}
	return 0;
}

static int check_keys(struct gp_jr *r, const cJSON *obj, const char *path,
		      const char *const *allowed)
{
	const cJSON *it;
	cJSON_ArrayForEach(it, obj) {
		int ok = 0;
		for (int i = 0; allowed[i]; i++)
			if (strcmp(it->string, allowed[i]) == 0)
				ok = 1;
		if (!ok) {
			char full[256], list[256];
			size_t n = 0;
			int rc;
			list[0] = '\0';
			for (int i = 0; allowed[i] && n < sizeof(list) - 1; i++)
				n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s", i ? ", " : "",
						      allowed[i]);
			snprintf(full, sizeof(full), "%s/%s", path, it->string);
			rc = gp_jr_fail(r, GP_EINVAL, full, "unknown key");
			if (r->d)
				gp_diag_hint(r->d, "keys allowed here: %s", list);
			return rc;
		}
	}
	return 0;
}

static int valid_name(const char *s)
{
	if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
		return 0;
	for (s++; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || *s == '_'))
			return 0;
	return 1;
}

static int load_vars(struct gp_jr *r, struct gp_app *a, const cJSON *vars)
{
	const cJSON *it;
	cJSON_ArrayForEach(it, vars) {
		struct app_var *v;
		const cJSON *val = it;
		char path[256];
		snprintf(path, sizeof(path), "/variables/%s", it->string);
		if (a->nvars == GP_APP_VARS_MAX)
			return gp_jr_fail(r, GP_ELIMIT, path, "more than %d variables",
					  GP_APP_VARS_MAX);
		if (!valid_name(it->string) || strlen(it->string) >= GP_NAME_MAX)
			return gp_jr_fail(r, GP_EINVAL, path,
					  "is not a valid name (letters, digits, '_'; at most %d)",
					  GP_NAME_MAX - 1);
		if (var_index(a, a->nvars, it->string) >= 0)
			return gp_jr_fail(r, GP_EINVAL, path, "is declared twice");
		v = &a->vars[a->nvars];
		memset(v, 0, sizeof(*v));
		snprintf(v->name, sizeof(v->name), "%s", it->string);
		if (cJSON_IsObject(it)) {
			static const char *const keys[] = { "value", "type", "doc", NULL };
			char type[16] = "double";
			int rc = check_keys(r, it, path, keys);
			if (rc)
				return rc;
			rc = gp_jr_str(r, it, path, "type", 0, type, sizeof(type));
			if (rc < 0)
				return rc;
			if (strcmp(type, "int") == 0)
				v->is_int = 1;
			else if (strcmp(type, "double") != 0)
				return gp_jr_fail(r, GP_EINVAL, "/type",
						  "must be \"int\" or \"double\", got \"%s\"", type);
			val = cJSON_GetObjectItemCaseSensitive(it, "value");
			if (!val)
				return gp_jr_fail(r, GP_EINVAL, path, "needs a \"value\"");
			snprintf(path + strlen(path), sizeof(path) - strlen(path), "/value");
		}
		if (cJSON_IsNull(val)) {
			v->is_input = 1;
		} else if (cJSON_IsNumber(val)) {
			if (!isfinite(val->valuedouble))
				return gp_jr_fail(r, GP_ERANGE, path, "must be finite");
			v->is_input = 1;
			v->has_default = 1;
			v->def = val->valuedouble;
		} else if (cJSON_IsString(val)) {
			cJSON *tmp = cJSON_CreateObject();
			int rc;
			char parent[256];
			if (!tmp || !cJSON_AddStringToObject(tmp, "x", val->valuestring)) {
				cJSON_Delete(tmp);
				return gp_jr_fail(r, GP_ENOMEM, path, "out of memory");
			}
			snprintf(parent, sizeof(parent), "%.*s", (int)(strrchr(path, '/') - path), path);
			rc = read_fexpr(r, a, a->nvars, tmp, parent, "x", 1, &v->expr);
			cJSON_Delete(tmp);
			if (rc) {
				/* name the variable, not the temporary key */
				if (r->d)
					snprintf(r->d->field, sizeof(r->d->field), "%s", path);
				return rc;
			}
			if (gp_expr_is_const(v->expr.e, &v->def)) {
				fexpr_free(&v->expr);
				v->is_input = 1;
				v->has_default = 1;
			}
		} else {
			return gp_jr_fail(r, GP_EINVAL, path,
					  "must be a number, an expression string, null or "
					  "{\"value\": ..., \"type\": \"int\"}");
		}
		if (v->is_input && v->has_default && v->is_int && v->def != floor(v->def))
			return gp_jr_fail(r, GP_EINVAL, path, "is an int but %g is not whole", v->def);
		if (v->is_input)
			a->inputs[a->ninputs++] = a->nvars;
		a->nvars++;
	}
	return 0;
}

static int parse_dir(struct gp_jr *r, const cJSON *op, const char *path, enum gp_app_dir *dir)
{
	char s[16];
	int rc = gp_jr_str(r, op, path, "dir", 1, s, sizeof(s));
	if (rc)
		return rc;
	if (strcmp(s, "htod") == 0 || strcmp(s, "h2d") == 0)
		*dir = GP_APP_HTOD;
	else if (strcmp(s, "dtoh") == 0 || strcmp(s, "d2h") == 0)
		*dir = GP_APP_DTOH;
	else {
		char full[256];
		snprintf(full, sizeof(full), "%s/dir", path);
		return gp_jr_fail(r, GP_EINVAL, full, "must be \"htod\" or \"dtoh\", got \"%s\"", s);
	}
	return 0;
}

/* Find a kernel descriptor: a path relative to the model, <model dir>/../kernels/NAME.json,
 * then the kernel search path. */
static int find_kernel(const char *ref, const char *dir, struct gp_kernel *k, struct gp_diag *d)
{
	char p[1100];
	struct stat st;     /* stat, not fopen: opening a FIFO to probe it would block */
	int has_slash = strchr(ref, '/') != NULL;
	size_t n = strlen(ref);
	int is_json = n > 5 && strcmp(ref + n - 5, ".json") == 0;

	if (ref[0] != '/' && (has_slash || is_json)) {
		snprintf(p, sizeof(p), "%s/%s", dir, ref);
		if (stat(p, &st) == 0)
			return gp_kernel_load(p, k, d);
	}
	if (!has_slash && !is_json) {
		snprintf(p, sizeof(p), "%s/../kernels/%s.json", dir, ref);
		if (stat(p, &st) == 0)
			return gp_kernel_load(p, k, d);
	}
	return gp_kernel_find(ref, k, d);
}

/* The architectures a "{arch}" descriptor set is looked for in, oldest first. */
static const int arch_list[] = { 30, 32, 35, 37, 50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87,
				 89, 90, 100, 101, 103, 120, 121 };
#define N_ARCHS ((int)(sizeof(arch_list) / sizeof(arch_list[0])))

/* "kernel": "triad.{arch}.json": load every sm_XY that exists; the lowest becomes o->kernel. */
static int load_arch_set(struct gp_jr *r, struct app_op *o, const char *kref, const char *dir,
			 const char *path)
{
	const char *at = strstr(kref, "{arch}");
	char ref[600];
	int n = 0;
	for (int i = 0; i < N_ARCHS; i++) {
		struct gp_kernel k;
		struct gp_diag d;
		int rc;
		snprintf(ref, sizeof(ref), "%.*ssm_%d%s", (int)(at - kref), kref, arch_list[i], at + 6);
		gp_diag_clear(&d);
		rc = find_kernel(ref, dir, &k, &d);
		if (rc == -GP_ENOTFOUND || rc == -GP_EIO)
			continue;
		if (rc < 0) {
			if (r->d)
				*r->d = d;
			return rc;
		}
		if (n == 0) {
			o->kernel = k;
			o->kernel_sm = arch_list[i];
		} else {
			struct gp_kernel *mk = realloc(o->more, (size_t)n * sizeof(*mk));
			int *ms = realloc(o->more_sm, (size_t)n * sizeof(*ms));
			if (mk)
				o->more = mk;
			if (ms)
				o->more_sm = ms;
			if (!mk || !ms) {
				gp_kernel_release(&k);
				return gp_jr_fail(r, GP_ENOMEM, path, "out of memory");
			}
			o->more[o->nmore] = k;
			o->more_sm[o->nmore++] = arch_list[i];
		}
		n++;
	}
	if (n == 0) {
		char full[300];
		snprintf(full, sizeof(full), "%s/kernel", path);
		gp_jr_fail(r, GP_ENOTFOUND, full, "no descriptor matches \"%s\" for any of sm_%d..sm_%d",
			   kref, arch_list[0], arch_list[N_ARCHS - 1]);
		if (r->d)
			gp_diag_hint(r->d, "write them with 'gpuperf extract --all --arch sm_XY -o DIR' "
					   "(files NAME.sm_XY.json)");
		return -GP_ENOTFOUND;
	}
	return 0;
}

/* "grid"/"block": one expression (the total) or [x, y, z] as CUDA's dim3 (y, z optional);
 * x goes to *x, y and z to yz[0..1] (absent: not set). */
static int read_dim3(struct gp_jr *r, const struct gp_app *a, const cJSON *op, const char *path,
		     const char *key, struct fexpr *x, struct fexpr yz[2])
{
	const cJSON *arr = cJSON_GetObjectItemCaseSensitive(op, key);
	char apath[256];
	cJSON *tmp;
	int n, rc = 0;
	if (!cJSON_IsArray(arr))
		return read_fexpr(r, a, a->nvars, op, path, key, 1, x);
	snprintf(apath, sizeof(apath), "%s/%s", path, key);
	n = cJSON_GetArraySize(arr);
	if (n < 1 || n > 3)
		return gp_jr_fail(r, GP_EINVAL, apath, "must have 1 to 3 dimensions (x, y, z), got %d",
				  n);
	if (!(tmp = cJSON_CreateObject()))
		return gp_jr_fail(r, GP_ENOMEM, apath, "out of memory");
	for (int i = 0; i < n && !rc; i++) {
		static const char *const names[3] = { "0", "1", "2" };
		cJSON_AddItemReferenceToObject(tmp, names[i], cJSON_GetArrayItem(arr, i));
		rc = read_fexpr(r, a, a->nvars, tmp, apath, names[i], 1, i ? &yz[i - 1] : x);
	}
	cJSON_Delete(tmp);
	return rc;
}

static int load_kernel_op(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
			  const char *path, const char *dir)
{
	static const char *const keys[] = { "op", "name", "stream", "kernel", "grid", "block",
					    "params", "occupancy", "lambda", "smem_dynamic_bytes",
					    "regs", "managed", "gpus", NULL };
	char kref[512];
	const cJSON *params = NULL, *managed = NULL, *it;
	int rc = check_keys(r, op, path, keys);
	if (rc)
		return rc;
	if ((rc = gp_jr_str(r, op, path, "kernel", 1, kref, sizeof(kref))))
		return rc;
	gp_kernel_init(&o->kernel);
	if (strstr(kref, "{arch}")) {
		if ((rc = load_arch_set(r, o, kref, dir, path)) < 0)
			return rc;
	} else if ((rc = find_kernel(kref, dir, &o->kernel, r->d)) < 0) {
		if (r->d && rc == -GP_ENOTFOUND) {   /* name the model's field, not --kernel */
			char f[160];
			snprintf(f, sizeof(f), "%s/kernel", path);
			gp_diag_at(r->d, r->file, gp_json_line(r->lines, f), 0);
			gp_diag_field(r->d, "%s", f);
			gp_diag_hint(r->d, "give a descriptor path relative to the model, or a name "
					   "under kernels/");
		}
		return rc;
	}
	o->has_kernel = 1;
	if (!o->name[0])
		snprintf(o->name, sizeof(o->name), "%.*s", GP_NAME_MAX - 1,
			 o->kernel.display_name[0] ? o->kernel.display_name : o->kernel.name);
	if ((rc = read_dim3(r, a, op, path, "grid", &o->grid, o->grid_yz)) ||
	    (rc = read_dim3(r, a, op, path, "block", &o->block, o->block_yz)))
		return rc;
	if ((rc = read_fexpr(r, a, a->nvars, op, path, "occupancy", 0, &o->occupancy)) < 0 ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "lambda", 0, &o->lambda)) < 0 ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "smem_dynamic_bytes", 0, &o->smem)) < 0 ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "regs", 0, &o->regs)) < 0 ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "gpus", 0, &o->gpus)) < 0)
		return rc;
	if ((rc = gp_jr_obj(r, op, path, "params", 0, &params)) < 0)
		return rc;
	if (params) {
		char ppath[256];
		snprintf(ppath, sizeof(ppath), "%s/params", path);
		cJSON_ArrayForEach(it, params) {
			double dummy;
			char full[300];
			snprintf(full, sizeof(full), "%s/%s", ppath, it->string);
			if (o->nparams == APP_OP_PARAMS_MAX)
				return gp_jr_fail(r, GP_ELIMIT, full, "more than %d parameters",
						  APP_OP_PARAMS_MAX);
			int declared = gp_params_get(&o->kernel.defaults, it->string, &dummy);
			for (int j = 0; j < o->nmore; j++)
				declared &= gp_params_get(&o->more[j].defaults, it->string, &dummy);
			if (!declared) {
				rc = gp_jr_fail(r, GP_ENOTFOUND, full,
						"is not a parameter of kernel '%s'", o->kernel.name);
				if (r->d)
					gp_diag_hint(r->d, "the descriptor %s declares its parameters "
							   "under \"params\"", o->kernel.path);
				return rc;
			}
			snprintf(o->pnames[o->nparams], GP_NAME_MAX, "%s", it->string);
			snprintf(o->pfields[o->nparams], sizeof(o->pfields[0]), "params/%s",
				 it->string);
			if ((rc = read_fexpr(r, a, a->nvars, params, ppath, it->string, 1,
					     &o->pexpr[o->nparams])))
				return rc;
			o->nparams++;
		}
	}
	/* built-in names (blockDim.x, threads, sms, ...) the descriptor uses or declares and
	 * the op does not set: each launch supplies them */
	for (int i = 0; gp_launchenv_name(i); i++) {
		const char *bn = gp_launchenv_name(i);
		double dv;
		int set_by_op = 0;
		for (int j = 0; j < o->nparams; j++)
			set_by_op |= strcmp(o->pnames[j], bn) == 0;
		int wanted = gp_params_get(&o->kernel.defaults, bn, &dv) ||
			     gp_launchenv_kernel_uses(&o->kernel, bn);
		for (int j = 0; j < o->nmore; j++)
			wanted |= gp_params_get(&o->more[j].defaults, bn, &dv) ||
				  gp_launchenv_kernel_uses(&o->more[j], bn);
		if (set_by_op || !wanted)
			continue;
		if (o->nbuiltin == APP_OP_BUILTINS_MAX)
			break;
		snprintf(o->bnames[o->nbuiltin++], GP_NAME_MAX, "%s", bn);
	}
	if ((rc = gp_jr_arr(r, op, path, "managed", 0, &managed)) < 0)
		return rc;
	if (managed) {
		int i = 0;
		cJSON_ArrayForEach(it, managed) {
			char full[300];
			int found = -1;
			snprintf(full, sizeof(full), "%s/managed/%d", path, i++);
			if (!cJSON_IsString(it))
				return gp_jr_fail(r, GP_EINVAL, full, "must be the name of a managed op");
			for (int j = 0; j < a->nops; j++)
				if (a->ops[j].kind == GP_APP_MANAGED &&
				    strcmp(a->ops[j].name, it->valuestring) == 0)
					found = j;
			if (found < 0)
				return gp_jr_fail(r, GP_ENOTFOUND, full,
						  "no \"managed\" op named '%s' before this kernel",
						  it->valuestring);
			if (o->nmanaged == APP_OP_MANAGED_MAX)
				return gp_jr_fail(r, GP_ELIMIT, full, "more than %d buffers",
						  APP_OP_MANAGED_MAX);
			o->managed[o->nmanaged++] = found;
		}
	}
	return 0;
}

/* ==== Multi-GPU ops (loading) ==== */

/* Operation kinds that need more than one device's view, by their "op" name. */
static const struct {
	const char *name;
	enum gp_app_op_kind kind;
	enum gp_coll_op coll;
} multi_kinds[] = {
	{ "alloc", GP_APP_ALLOC, GP_COLL_ALLREDUCE },
	{ "p2p", GP_APP_P2P, GP_COLL_ALLREDUCE },
	{ "allreduce", GP_APP_COLLECTIVE, GP_COLL_ALLREDUCE },
	{ "allgather", GP_APP_COLLECTIVE, GP_COLL_ALLGATHER },
	{ "broadcast", GP_APP_COLLECTIVE, GP_COLL_BROADCAST },
};

static int is_multi_kind(const char *kind)
{
	for (size_t i = 0; i < sizeof(multi_kinds) / sizeof(multi_kinds[0]); i++)
		if (strcmp(kind, multi_kinds[i].name) == 0)
			return 1;
	return 0;
}

/*
 * alloc     {bytes, gpus?}            cudaMalloc of bytes split over GPUs 0..gpus-1
 * p2p       {src, dst, bytes}         cudaMemcpyPeer between two GPUs of the system
 * allreduce / allgather / broadcast {bytes, gpus, algo?, root?}   NCCL-style collective
 */
static int load_multi_op(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
			 const char *path, const char *kind, int idx)
{
	static const char *const alloc_keys[] = { "op", "name", "stream", "bytes", "gpus", NULL };
	static const char *const p2p_keys[] = { "op", "name", "stream", "src", "dst", "bytes", NULL };
	static const char *const coll_keys[] = { "op", "name", "stream", "bytes", "gpus", "algo",
						 "root", NULL };
	size_t i = 0;
	int rc;
	while (strcmp(multi_kinds[i].name, kind) != 0)
		i++;
	o->kind = multi_kinds[i].kind;
	o->coll = multi_kinds[i].coll;
	o->algo = GP_COLL_AUTO;
	if (o->kind == GP_APP_ALLOC) {
		if ((rc = check_keys(r, op, path, alloc_keys)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "gpus", 0, &o->gpus)) < 0)
			return rc;
		if (!o->name[0])
			return gp_jr_fail(r, GP_EINVAL, path,
					  "an allocation needs a \"name\" (memory errors name it)");
		return 0;
	}
	if (!a->sys) {
		char full[80];
		snprintf(full, sizeof(full), "%s/op", path);
		rc = gp_jr_fail(r, GP_EINVAL, full, "\"%s\" needs a multi-GPU system", kind);
		if (r->d)
			gp_diag_hint(r->d, "name one at the top of the model: \"system\": \"dgx-h100\" "
					   "(devices/systems/)");
		return rc;
	}
	if (o->kind == GP_APP_P2P) {
		if ((rc = check_keys(r, op, path, p2p_keys)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "src", 1, &o->src)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "dst", 1, &o->dst)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)))
			return rc;
	} else {
		char algo[16] = "auto";
		if ((rc = check_keys(r, op, path, coll_keys)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "gpus", 1, &o->gpus)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "root", 0, &o->src)) < 0 ||
		    (rc = gp_jr_str(r, op, path, "algo", 0, algo, sizeof(algo))) < 0)
			return rc;
		if (gp_coll_algo_parse(algo, &o->algo, NULL) < 0) {
			char full[80];
			snprintf(full, sizeof(full), "%s/algo", path);
			rc = gp_jr_fail(r, GP_EINVAL, full, "unknown algorithm \"%s\"", algo);
			if (r->d)
				gp_diag_hint(r->d, "use \"ring\", \"tree\" or \"auto\" (the cheaper)");
			return rc;
		}
	}
	if (!o->name[0])
		snprintf(o->name, sizeof(o->name), "%s_%d", kind, idx);
	return 0;
}

/* "system": a multi-GPU system (devices/systems/); its GPUs' device becomes the model's
 * device unless the model names one. */
static int load_system(struct gp_jr *r, struct gp_app *a, const cJSON *root)
{
	char name[256];
	int rc = gp_jr_str(r, root, "", "system", 0, name, sizeof(name));
	if (rc)
		return rc < 0 ? rc : 0;
	a->sys = calloc(1, sizeof(*a->sys));
	if (!a->sys)
		return gp_error(r->d, GP_ENOMEM, "out of memory");
	if ((rc = gp_system_find(name, a->sys, r->d)) < 0) {
		if (r->d && (!r->d->file[0] || strcmp(r->d->field, "--system") == 0)) {
			gp_diag_at(r->d, r->file, gp_json_line(r->lines, "/system"), 0);
			gp_diag_field(r->d, "/system");
		}
		return rc;
	}
	if (!a->device[0])
		snprintf(a->device, sizeof(a->device), "%s", a->sys->kind[0].device);
	return 0;
}

static int load_op(struct gp_jr *r, struct gp_app *a, const cJSON *op, int idx, const char *dir)
{
	struct app_op *o = &a->ops[idx];
	char path[64], kind[32];
	int rc, stream = -1;
	snprintf(path, sizeof(path), "/ops/%d", idx);
	memset(o, 0, sizeof(*o));
	o->stream = -1;
	o->buffer = -1;
	if (!cJSON_IsObject(op))
		return gp_jr_fail(r, GP_EINVAL, path, "must be an object with an \"op\" key");
	if ((rc = gp_jr_str(r, op, path, "op", 1, kind, sizeof(kind))))
		return rc;
	if ((rc = gp_jr_str(r, op, path, "name", 0, o->name, sizeof(o->name))) < 0)
		return rc;
	if ((rc = gp_jr_int(r, op, path, "stream", 0, 0, APP_STREAMS_MAX - 1, &stream)) < 0)
		return rc;
	o->stream = rc == 0 ? stream : -1;
	if (strcmp(kind, "memcpy") == 0) {
		static const char *const keys[] = { "op", "name", "stream", "dir", "bytes",
						    "pageable", "gpus", NULL };
		o->kind = GP_APP_MEMCPY;
		if ((rc = check_keys(r, op, path, keys)) || (rc = parse_dir(r, op, path, &o->dir)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "gpus", 0, &o->gpus)) < 0)
			return rc;
		if ((rc = gp_jr_bool(r, op, path, "pageable", 0, &o->pageable)) < 0)
			return rc;
		if (!o->name[0])
			snprintf(o->name, sizeof(o->name), "%s_%d",
				 o->dir == GP_APP_HTOD ? "htod" : "dtoh", idx);
	} else if (strcmp(kind, "kernel") == 0) {
		o->kind = GP_APP_KERNEL;
		if ((rc = load_kernel_op(r, a, o, op, path, dir)))
			return rc;
	} else if (strcmp(kind, "managed") == 0) {
		static const char *const keys[] = { "op", "name", "stream", "bytes", NULL };
		o->kind = GP_APP_MANAGED;
		if ((rc = check_keys(r, op, path, keys)) ||
		    (rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)))
			return rc;
		if (!o->name[0])
			return gp_jr_fail(r, GP_EINVAL, path,
					  "a managed allocation needs a \"name\" (kernels and "
					  "prefetches refer to it)");
	} else if (strcmp(kind, "prefetch") == 0) {
		static const char *const keys[] = { "op", "name", "stream", "buffer", "dir", "bytes",
						    NULL };
		char buf[GP_NAME_MAX];
		o->kind = GP_APP_PREFETCH;
		if ((rc = check_keys(r, op, path, keys)) || (rc = parse_dir(r, op, path, &o->dir)) ||
		    (rc = gp_jr_str(r, op, path, "buffer", 1, buf, sizeof(buf))))
			return rc;
		for (int j = 0; j < idx; j++)
			if (a->ops[j].kind == GP_APP_MANAGED && strcmp(a->ops[j].name, buf) == 0)
				o->buffer = j;
		if (o->buffer < 0) {
			char full[80];
			snprintf(full, sizeof(full), "%s/buffer", path);
			return gp_jr_fail(r, GP_ENOTFOUND, full,
					  "no \"managed\" op named '%s' before this prefetch", buf);
		}
		if ((rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 0, &o->bytes)) < 0)
			return rc;
		if (!o->name[0])
			snprintf(o->name, sizeof(o->name), "prefetch_%.40s_%d", buf, idx);
	} else if (is_multi_kind(kind)) {
		if ((rc = load_multi_op(r, a, o, op, path, kind, idx)))
			return rc;
	} else if (strcmp(kind, "sync") == 0) {
		static const char *const keys[] = { "op", "name", "stream", NULL };
		o->kind = GP_APP_SYNC;
		if ((rc = check_keys(r, op, path, keys)))
			return rc;
		if (!o->name[0])
			snprintf(o->name, sizeof(o->name), "sync_%d", idx);
	} else {
		char full[80];
		snprintf(full, sizeof(full), "%s/op", path);
		rc = gp_jr_fail(r, GP_EINVAL, full, "unknown operation \"%s\"", kind);
		if (r->d)
			gp_diag_hint(r->d, "operations: memcpy, kernel, managed, prefetch, sync, alloc, p2p, "
					   "allreduce, allgather, broadcast");
		return rc;
	}
	if (!valid_name(o->name)) {
		char full[80];
		snprintf(full, sizeof(full), "%s/name", path);
		return gp_jr_fail(r, GP_EINVAL, full,
				  "\"%s\" is not a valid name (letters, digits, '_'): it becomes a "
				  "CSV column",
				  o->name);
	}
	for (int j = 0; j < idx; j++)
		if (strcmp(a->ops[j].name, o->name) == 0) {
			char full[80];
			snprintf(full, sizeof(full), "%s/name", path);
			return gp_jr_fail(r, GP_EINVAL, full, "\"%s\" is already the name of op %d",
					  o->name, j);
		}
	return 0;
}

int gp_app_parse(const char *text, size_t len, const char *name, const char *dir,
		 struct gp_app **out, struct gp_diag *d)
{
	static const char *const keys[] = { "name", "description", "device", "variables", "ops",
					    "notes", "source", "system", NULL };
	struct gp_jr r = { name, d, APP_DOC, NULL };
	const cJSON *vars = NULL, *ops = NULL, *it;
	struct gp_app *a;
	cJSON *root = NULL;
	int rc, n;

	*out = NULL;
	a = calloc(1, sizeof(*a));
	if (!a)
		return gp_error(d, GP_ENOMEM, "out of memory");
	snprintf(a->path, sizeof(a->path), "%s", name);
	a->text = malloc(len + 1);
	if (!a->text) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	memcpy(a->text, text, len);
	a->text[len] = '\0';
	a->text_len = len;
	if ((rc = gp_jr_parse(&r, text, len, &root)))
		goto out;
	if ((rc = check_keys(&r, root, "", keys)))
		goto out;
	if ((rc = gp_jr_str(&r, root, "", "name", 0, a->name, sizeof(a->name))) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "device", 0, a->device, sizeof(a->device))) < 0)
		goto out;
	if ((rc = load_system(&r, a, root)) < 0)
		goto out;
	if ((rc = gp_jr_obj(&r, root, "", "variables", 0, &vars)) < 0)
		goto out;
	a->vars_json = vars;
	if (vars && (rc = load_vars(&r, a, vars)))
		goto out;
	if ((rc = gp_jr_arr(&r, root, "", "ops", 1, &ops)))
		goto out;
	n = cJSON_GetArraySize(ops);
	if (n == 0) {
		rc = gp_jr_fail(&r, GP_EINVAL, "/ops", "is empty: a model needs at least one operation");
		goto out;
	}
	if (n > GP_APP_OPS_MAX) {
		rc = gp_jr_fail(&r, GP_ELIMIT, "/ops", "has %d operations, the limit is %d", n,
				GP_APP_OPS_MAX);
		goto out;
	}
	a->ops = calloc((size_t)n, sizeof(*a->ops));
	if (!a->ops) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	cJSON_ArrayForEach(it, ops) {
		rc = load_op(&r, a, it, a->nops, dir ? dir : ".");
		a->nops++;    /* so gp_app_free releases what the op holds, even on error */
		if (rc)
			goto out;
	}
	if (!a->name[0]) {
		const char *b = strrchr(name, '/');
		snprintf(a->name, sizeof(a->name), "%s", b ? b + 1 : name);
	}
	rc = 0;
out:
	a->vars_json = NULL;
	cJSON_Delete(root);
	a->lines = r.lines;     /* kept: evaluation errors name the line of their field */
	r.lines = NULL;
	if (rc) {
		gp_app_free(a);
		return rc < 0 ? rc : -rc;
	}
	*out = a;
	return 0;
}

int gp_app_load(const char *path, struct gp_app **out, struct gp_diag *d)
{
	size_t len;
	char dir[512];
	const char *slash = strrchr(path, '/');
	char *text = gp_read_file(path, 4u << 20, &len, d);
	int rc;
	*out = NULL;
	if (!text)
		return d ? -d->code : -GP_EIO;
	if (slash)
		snprintf(dir, sizeof(dir), "%.*s", (int)(slash - path), path);
	else
		snprintf(dir, sizeof(dir), ".");
	rc = gp_app_parse(text, len, path, dir, out, d);
	free(text);
	return rc;
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

const struct gp_kernel *gp_app_op_kernel(const struct gp_app *a, int op)
{
	return a->ops[op].has_kernel ? &a->ops[op].kernel : NULL;
}

/* The descriptor of a set made for dev's architecture; else the newest older one; else
 * the oldest. */
static const struct gp_kernel *pick_kernel(const struct app_op *o, const struct gp_device *dev)
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
	return pick_kernel(&a->ops[op], dev);
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
	return a->ops[op].kind != GP_APP_MANAGED && a->ops[op].kind != GP_APP_SYNC &&
	       a->ops[op].kind != GP_APP_ALLOC;
}

const char *gp_app_op_kernel_path(const struct gp_app *a, int op)
{
	return a->ops[op].has_kernel && a->ops[op].kernel.path[0] ? a->ops[op].kernel.path : NULL;
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

int gp_app_values_assign(const struct gp_app *a, struct gp_app_values *v, const char *text,
			 struct gp_diag *d)
{
	char name[GP_NAME_MAX];
	const char *eq = strchr(text, '=');
	double x;
	int i;
	if (!eq || eq == text || (size_t)(eq - text) >= sizeof(name)) {
		gp_diag_field(d, "--set");
		gp_error(d, GP_EUSAGE, "'%s' is not NAME=VALUE", text);
		gp_diag_hint(d, "for example --set numElements=1000000");
		return -GP_EUSAGE;
	}
	snprintf(name, sizeof(name), "%.*s", (int)(eq - text), text);
	i = gp_app_input_index(a, name);
	if (i < 0) {
		int derived = var_index(a, a->nvars, name) >= 0;
		gp_diag_field(d, "--set");
		gp_error(d, GP_EUSAGE, "'%s' is %s of model %s", name,
			 derived ? "a derived variable, not an input" : "not a variable", a->name);
		gp_diag_hint(d, "%s", derived ? "set the inputs it is computed from"
					      : "'gpuperf run MODEL --json' lists the inputs");
		return -GP_EUSAGE;
	}
	if (gp_parse_double(eq + 1, &x) < 0) {
		gp_diag_field(d, "--set");
		gp_error(d, GP_EUSAGE, "%s: '%s' is not a number", name, eq + 1);
		gp_diag_hint(d, "write a plain number, e.g. %s=256", name);
		return -GP_EUSAGE;
	}
	if (a->vars[a->inputs[i]].is_int && x != floor(x)) {
		gp_diag_field(d, "--set");
		gp_error(d, GP_EUSAGE, "%s is an int variable, %g is not whole", name, x);
		gp_diag_hint(d, "give a whole number");
		return -GP_EUSAGE;
	}
	v->value[i] = x;
	v->set[i] = 1;
	return 0;
}

/* ==== Evaluation ==== */

/* The last launch of a kernel op, reused when its inputs repeat (sweeps). */
struct kmemo {
	int valid;
	const struct gp_device *dev;
	double key[APP_KEY_MAX];
	struct gp_kernel_result res;
	/* counts for the last parameter values (backends with kernel_time_counts) */
	int counts_valid;
	const struct gp_kernel *counts_kernel;   /* of a "{arch}" set: which one */
	double pkey[APP_OP_PARAMS_MAX];
	struct gp_kernel_counts counts;
};

struct gp_app_eval {
	const struct gp_app *a;
	const struct gp_backend_ops *be;
	void *be_state;
	double lambda_forced;             /* > 0: every kernel at this lambda */
	struct gp_params vals;            /* every variable, in declaration order */
	struct gp_params kparams;         /* scratch for one launch */
	int kparams_op;                   /* op whose names kparams holds, -1 none */
	uint64_t unset;                   /* variables without a value this run */
	struct kmemo *memo;               /* per op */
	double *resident;                 /* per op: managed bytes resident on the device */
	double *alloc;                    /* per op: managed allocation size */
	/* multi-GPU accounting (gp_app_eval_stats) */
	double mem_whatif_bytes;          /* > 0: device memory to assume */
	double *mem_used;                 /* per GPU: bytes of explicit allocations */
	double *gpu_busy;                 /* per GPU */
	double *link_busy;                /* per system link */
	struct gp_app_stats stats;
};

struct gp_app_eval *gp_app_eval_new(const struct gp_app *a, const struct gp_backend_ops *be,
				    void *be_state)
{
	struct gp_app_eval *e = calloc(1, sizeof(*e));
	if (!e)
		return NULL;
	e->a = a;
	e->be = be;
	e->be_state = be_state;
	e->memo = calloc((size_t)a->nops, sizeof(*e->memo));
	e->resident = calloc((size_t)a->nops, sizeof(double));
	e->alloc = calloc((size_t)a->nops, sizeof(double));
	e->stats.ngpus = a->sys ? a->sys->gpus : 1;
	e->stats.nlinks = a->sys ? a->sys->nlinks : 0;
	e->mem_used = calloc((size_t)e->stats.ngpus, sizeof(double));
	e->gpu_busy = calloc((size_t)e->stats.ngpus, sizeof(double));
	e->link_busy = calloc((size_t)(e->stats.nlinks + 1), sizeof(double));
	e->stats.gpu_busy_s = e->gpu_busy;
	e->stats.link_busy_s = e->link_busy;
	if (!e->memo || !e->resident || !e->alloc || !e->mem_used || !e->gpu_busy ||
	    !e->link_busy) {
		gp_app_eval_free(e);
		return NULL;
	}
	gp_params_init(&e->vals);
	gp_params_init(&e->kparams);
	e->kparams_op = -1;
	for (int i = 0; i < a->nvars; i++) {
		snprintf(e->vals.names[i], GP_NAME_MAX, "%s", a->vars[i].name);
		e->vals.values[i] = 0;
	}
	e->vals.n = a->nvars;
	return e;
}

void gp_app_eval_free(struct gp_app_eval *e)
{
	if (!e)
		return;
	free(e->memo);
	free(e->resident);
	free(e->alloc);
	free(e->mem_used);
	free(e->gpu_busy);
	free(e->link_busy);
	free(e);
}

void gp_app_eval_set_device_mem(struct gp_app_eval *e, double bytes)
{
	e->mem_whatif_bytes = bytes > 0 ? bytes : 0;
}

const struct gp_app_stats *gp_app_eval_stats(const struct gp_app_eval *e)
{
	return &e->stats;
}

const struct gp_system *gp_app_system(const struct gp_app *a)
{
	return a->sys;
}

void gp_app_eval_set_lambda(struct gp_app_eval *e, double lambda)
{
	e->lambda_forced = lambda;
}

/* Name the first unset input among deps, for messages. */
static const char *first_unset(const struct gp_app *a, uint64_t deps)
{
	for (int i = 0; i < a->nvars; i++)
		if ((deps >> i) & 1 && a->vars[i].is_input)
			return a->vars[i].name;
	return "?";
}

/*
 * Evaluate a field. Returns 1 when absent or when it uses an unset input and
 * is optional (*v untouched), 0 with *v set, negative on error.
 */
static int eval_field(struct gp_app_eval *e, const struct fexpr *f, int op, const char *field,
		      int required, double *v, struct gp_diag *d)
{
	if (!f->e)
		return 1;
	if (f->deps & e->unset) {
		if (!required)
			return 1;
		gp_diag_field(d, "/ops/%d/%s", op, field);
		gp_error(d, GP_EINVAL, "needs '%s', which has no value",
			 first_unset(e->a, f->deps & e->unset));
		gp_diag_hint(d, "give it one with --set %s=VALUE",
			     first_unset(e->a, f->deps & e->unset));
		return -GP_EINVAL;
	}
	if (f->is_const) {
		*v = f->value;
		return 0;
	}
	if (gp_expr_eval(f->e, &e->vals, v, d) < 0) {
		gp_diag_field(d, "/ops/%d/%s", op, field);
		return d ? -d->code : -GP_EINVAL;
	}
	return 0;
}

/* A copy over the device's link: thesis eq. 5.5 (transfer.c). */
static int link_time_s(const struct gp_device *dev, enum gp_app_dir dir, int pageable,
		       double bytes, double *t, struct gp_diag *d)
{
	struct gp_transfer x;
	int rc = gp_transfer_time(&dev->link, dir == GP_APP_HTOD ? GP_XFER_HTOD : GP_XFER_DTOH,
				  pageable ? GP_HOST_PAGEABLE : GP_HOST_PINNED, bytes, &x, d);
	if (rc < 0)
		return rc;
	*t = x.time_s;
	return 0;
}

/*
 * Demand paging of a managed buffer that a kernel touches while it is not on
 * the device (UVMSmart, seed 001, baseline without prefetching): every page
 * far-faults, each fault is handled in the fault latency and its page crosses
 * the link at the bandwidth the link reaches for page-sized transfers (Table
 * 1, uvm.c); migrations are serialized on PCIe.
 */
static int demand_paging_s(const struct gp_device *dev, double bytes, double *t,
			   struct gp_diag *d)
{
	struct gp_uvm_config c;
	int rc;
	*t = 0;
	if (bytes <= 0)
		return 0;
	if ((rc = gp_uvm_config_init(&c, dev, GP_UVM_PF_NONE, d)) < 0)
		return rc;
	*t = ceil(bytes / c.page_bytes) * (c.fault_latency_s + gp_uvm_transfer_s(&c, c.page_bytes));
	return 0;
}

static int run_kernel(struct gp_app_eval *e, const struct gp_device *dev, int op, int gpus,
		      struct gp_app_op_result *r, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	struct kmemo *m = &e->memo[op];
	struct gp_launch l;
	double key[APP_KEY_MAX], grid, block, x, gx, bx, dims[4] = { 1, 1, 1, 1 };
	const struct gp_kernel *kk = pick_kernel(o, dev);
	struct gp_launchenv env;
	int nk = 0, rc;

	memset(&l, 0, sizeof(l));
	if ((rc = eval_field(e, &o->grid, op, "grid", 1, &grid, d)) ||
	    (rc = eval_field(e, &o->block, op, "block", 1, &block, d)))
		return rc;
	/* dim3 launches: y and z multiply into the totals the model uses */
	for (int i = 0; i < 4; i++) {
		const struct fexpr *f = i < 2 ? &o->grid_yz[i] : &o->block_yz[i - 2];
		if (!f->e)
			continue;
		if ((rc = eval_field(e, f, op, i < 2 ? "grid" : "block", 1, &dims[i], d)))
			return rc;
		if (dims[i] < 1 || dims[i] != floor(dims[i]) || dims[i] > 65535) {
			gp_diag_field(d, "/ops/%d/%s/%d", op, i < 2 ? "grid" : "block", i % 2 + 1);
			gp_error(d, GP_EINVAL, "dimension of %g is not a whole number in [1, 65535]",
				 dims[i]);
			gp_diag_hint(d, "CUDA's dim3: y and z are whole numbers up to 65535; round "
					"with ceil() or floor()");
			return -GP_EINVAL;
		}
	}
	gx = grid;
	bx = block;
	if ((o->grid_yz[0].e && gx != floor(gx)) || (o->block_yz[0].e && bx != floor(bx))) {
		gp_diag_field(d, "/ops/%d/%s/0", op, gx != floor(gx) ? "grid" : "block");
		gp_error(d, GP_EINVAL, "dimension of %g is not a whole number", gx != floor(gx) ? gx : bx);
		gp_diag_hint(d, "round it, e.g. \"ceil(n / 16)\"");
		return -GP_EINVAL;
	}
	grid *= dims[0] * dims[1];
	block *= dims[2] * dims[3];
	if (grid < 1 || grid != floor(grid) || grid > 9.2e18) {
		gp_diag_field(d, "/ops/%d/grid", op);
		gp_error(d, GP_EINVAL, "grid of %g blocks is not a positive whole number", grid);
		gp_diag_hint(d, "round it, e.g. \"ceil(n / blockSize)\"");
		return -GP_EINVAL;
	}
	if (block < 1 || block != floor(block) || block > 1 << 20) {
		gp_diag_field(d, "/ops/%d/block", op);
		gp_error(d, GP_EINVAL, "block of %g threads is not a positive whole number", block);
		gp_diag_hint(d, "use a whole number of threads per block");
		return -GP_EINVAL;
	}
	/* data-parallel over gpus devices: each runs its share of the blocks, all at once */
	grid = ceil(grid / gpus);
	l.grid = (long long)grid;
	l.block = (int)block;
	/* the totals were checked above, so each dimension fits */
	env.grid_dim[0] = (long long)gx;
	env.block_dim[0] = (long long)bx;
	for (int i = 0; i < 2; i++) {
		env.grid_dim[i + 1] = (long long)dims[i];
		env.block_dim[i + 1] = (long long)dims[i + 2];
	}
	if (gpus > 1)    /* each GPU's share: split along x */
		env.grid_dim[0] = (long long)ceil((double)env.grid_dim[0] / gpus);
	for (int i = 0; i < 4; i++)
		key[nk++] = dims[i];
	key[nk++] = grid;
	key[nk++] = block;
	if ((rc = eval_field(e, &o->occupancy, op, "occupancy", 0, &x, d)) < 0)
		return rc;
	l.occupancy_warps = rc == 0 ? x : 0;
	if (rc == 0 && !(x > 0)) {
		gp_diag_field(d, "/ops/%d/occupancy", op);
		gp_error(d, GP_EINVAL, "occupancy of %g warps per SM must be > 0", x);
		gp_diag_hint(d, "leave the variable unset to let the occupancy calculator decide");
		return -GP_EINVAL;
	}
	key[nk++] = l.occupancy_warps;
	if ((rc = eval_field(e, &o->lambda, op, "lambda", 0, &x, d)) < 0)
		return rc;
	/* no lambda given: 0 lets the analytical backend pick the hierarchy model, which takes
	 * none (a given lambda selects the thesis's eq. 4.1, where it scales the time) */
	l.lambda = e->lambda_forced > 0 ? e->lambda_forced : rc == 0 ? x : 0;
	if (rc == 0 && !(l.lambda > 0)) {
		gp_diag_field(d, "/ops/%d/lambda", op);
		gp_error(d, GP_EINVAL, "lambda %g must be > 0 (thesis eq. 4.4)", l.lambda);
		gp_diag_hint(d, "lambda = t_estimated / t_measured; 'gpuperf calibrate' fits it");
		return -GP_EINVAL;
	}
	key[nk++] = l.lambda;
	if ((rc = eval_field(e, &o->smem, op, "smem_dynamic_bytes", 0, &x, d)) < 0)
		return rc;
	l.smem_dynamic_bytes = rc == 0 ? (long)x : 0;
	key[nk++] = (double)l.smem_dynamic_bytes;
	if ((rc = eval_field(e, &o->regs, op, "regs", 0, &x, d)) < 0)
		return rc;
	l.regs_override = rc == 0 ? (int)x : 0;
	key[nk++] = l.regs_override;
	if (e->kparams_op != op) {    /* names change only when the op does */
		for (int i = 0; i < o->nparams; i++)
			memcpy(e->kparams.names[i], o->pnames[i], GP_NAME_MAX);
		for (int i = 0; i < o->nbuiltin; i++)
			memcpy(e->kparams.names[o->nparams + i], o->bnames[i], GP_NAME_MAX);
		e->kparams.n = o->nparams + o->nbuiltin;
		e->kparams_op = op;
	}
	for (int i = 0; i < o->nbuiltin; i++) {
		double bv = 0;
		gp_launchenv_value(o->bnames[i], &env, dev, &bv);
		e->kparams.values[o->nparams + i] = bv;
	}
	for (int i = 0; i < o->nparams; i++) {
		if ((rc = eval_field(e, &o->pexpr[i], op, o->pfields[i], 1, &x, d)))
			return rc;
		key[nk++] = x;
		e->kparams.values[i] = x;
	}
	r->lambda = l.lambda;
	if (m->valid && m->dev == dev && memcmp(m->key, key, (size_t)nk * sizeof(double)) == 0) {
		r->k = m->res;
		return 0;
	}
	/* the counts fast path holds when the time depends on the counts alone: a given lambda
	 * (the thesis's eq. 4.1), or a descriptor with neither a program nor a memory profile
	 * (the hierarchy model walks the program for the device and reads the profile) */
	if (e->be->kernel_time_counts && (l.lambda > 0 || (!kk->program && !kk->memory))) {
		/* the counts depend on the parameters only: evaluate them when those change */
		const double *pk = key + nk - o->nparams;
		size_t psz = (size_t)o->nparams * sizeof(double);
		/* built-ins follow the launch and the device: no reuse across launches then */
		if (!m->counts_valid || o->nbuiltin > 0 || m->counts_kernel != kk ||
		    memcmp(m->pkey, pk, psz) != 0) {
			m->counts_valid = 0;
			m->counts_kernel = kk;
			if ((rc = gp_kernel_eval(kk, &e->kparams, &m->counts, d)) < 0) {
				if (d && !d->field[0])
					gp_diag_field(d, "/ops/%d (%s)", op, o->name);
				return rc;
			}
			memcpy(m->pkey, pk, psz);
			m->counts_valid = 1;
		}
		rc = e->be->kernel_time_counts(e->be_state, dev, kk, &m->counts, &l, &r->k,
					       d);
	} else {
		rc = e->be->kernel_time(e->be_state, dev, kk, &e->kparams, &l, &r->k, d);
	}
	if (rc < 0) {
		/* the backend names its own option ("--block"); here the model's op is what
		 * the user wrote */
		gp_diag_field(d, "/ops/%d (%s)", op, o->name);
		m->valid = 0;
		return rc;
	}
	m->valid = 1;
	m->dev = dev;
	memcpy(m->key, key, (size_t)nk * sizeof(double));
	m->res = r->k;
	return 0;
}

/* Inputs from in, derived variables in declaration order; unset ones are marked. */
static int eval_vars(struct gp_app_eval *e, const struct gp_app_values *in, struct gp_diag *d)
{
	const struct gp_app *a = e->a;
	e->unset = 0;
	for (int i = 0; i < a->ninputs; i++) {
		int vi = a->inputs[i];
		if (in->set[i])
			e->vals.values[vi] = in->value[i];
		else
			e->unset |= UINT64_C(1) << vi;
	}
	for (int vi = 0; vi < a->nvars; vi++) {
		const struct app_var *v = &a->vars[vi];
		double x;
		if (v->is_input)
			continue;
		if (v->expr.deps & e->unset) {
			e->unset |= UINT64_C(1) << vi;
			continue;
		}
		if (gp_expr_eval(v->expr.e, &e->vals, &x, d) < 0) {
			gp_diag_field(d, "/variables/%s", v->name);
			return d ? -d->code : -GP_EINVAL;
		}
		/* "int" variables truncate like the integer arithmetic of Figure 5.23 */
		e->vals.values[vi] = v->is_int ? trunc(x) : x;
	}
	return 0;
}

/* Copy engines (one per direction) and the compute engine each run one op at a time. */
enum { RES_HTOD, RES_DTOH, RES_COMPUTE, RES_NONE };

/* ==== Multi-GPU ops (evaluation) ==== */

static void multi_reset(struct gp_app_eval *e)
{
	memset(e->mem_used, 0, (size_t)e->stats.ngpus * sizeof(double));
	memset(e->gpu_busy, 0, (size_t)e->stats.ngpus * sizeof(double));
	memset(e->link_busy, 0, (size_t)(e->stats.nlinks + 1) * sizeof(double));
	e->stats.gpus_used = 1;
	e->stats.has_energy = 0;
	e->stats.energy_j = e->stats.static_j = e->stats.dynamic_j = 0;
}

/* A whole number of GPUs in 1..what the system has (1 without a system). */
static int whole_gpus(struct gp_app_eval *e, int op, const char *field, double x, int *out,
		      struct gp_diag *d)
{
	int have = e->a->sys ? e->a->sys->gpus : 1;
	if (!(x >= 1) || x != floor(x) || x > have) {
		gp_diag_field(d, "/ops/%d/%s", op, field);
		if (!e->a->sys) {
			gp_error(d, GP_EINVAL, "%g GPUs, but the model has no multi-GPU system", x);
			gp_diag_hint(d, "add \"system\": \"NAME\" (devices/systems/) to the model");
		} else {
			gp_error(d, GP_EINVAL, "%g GPUs is not a whole number in 1..%d (system '%s')", x,
				 have, e->a->sys->name);
			gp_diag_hint(d, "use a system with more GPUs, or fewer GPUs");
		}
		return -GP_EINVAL;
	}
	*out = (int)x;
	return 0;
}

/* The op's "gpus" (1 when absent); remembers the most GPUs any op used. */
static int op_gpus(struct gp_app_eval *e, int op, int *gpus, struct gp_diag *d)
{
	double x;
	int rc = eval_field(e, &e->a->ops[op].gpus, op, "gpus", 0, &x, d);
	*gpus = 1;
	if (rc < 0)
		return rc;
	if (rc == 0 && (rc = whole_gpus(e, op, "gpus", x, gpus, d)) < 0)
		return rc;
	if (*gpus > e->stats.gpus_used)
		e->stats.gpus_used = *gpus;
	return 0;
}

static double device_mem(const struct gp_app_eval *e, const struct gp_device *dev)
{
	return e->mem_whatif_bytes > 0 ? e->mem_whatif_bytes : dev->mem_size_bytes;
}

/*
 * Managed buffers a kernel touches, in a model with a system or when they do not fit
 * in what the explicit allocations leave of device memory: the Unified Memory model
 * prices faults, prefetches, migrations and evictions (appmulti.h), and the cost of
 * oversubscription against unlimited memory. Returns 1 when it priced them; 0 leaves
 * *t alone (the caller charges plain demand paging, as for a single device).
 */
static int managed_oversubscribed(struct gp_app_eval *e, const struct gp_device *dev, int op,
				  struct gp_app_op_result *r, double *t, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	double bytes[APP_OP_MANAGED_MAX], total = 0, cap, t2;
	int rc;
	for (int j = 0; j < o->nmanaged; j++) {
		bytes[j] = e->alloc[o->managed[j]];
		total += bytes[j];
	}
	cap = device_mem(e, dev) - e->mem_used[0];
	if (o->nmanaged == 0 || (total <= cap && !e->a->sys))
		return 0;
	if ((rc = gp_appmulti_managed(dev, cap, bytes, o->nmanaged, *t, &t2, &r->oversub_bytes,
				      &r->oversub_s, d)) < 0) {
		gp_diag_field(d, "/ops/%d (%s)", op, o->name);
		return rc;
	}
	r->paging_s = t2 - *t;
	*t = t2;
	/* what stays resident afterwards: the buffers share the capacity */
	for (int j = 0; j < o->nmanaged; j++)
		e->resident[o->managed[j]] = total <= cap ? bytes[j] : bytes[j] * (cap > 0 ? cap / total : 0);
	return 1;
}

/* A kernel op's GPUs are busy for t; each adds the kernel's energy. */
static void kernel_account(struct gp_app_eval *e, const struct gp_device *dev,
			   struct gp_app_op_result *r, double t)
{
	for (int g = 0; g < r->gpus && g < e->stats.ngpus; g++)
		e->gpu_busy[g] += t;
	if (dev->power.has_power && r->k.energy_j > 0) {
		r->energy_j = r->gpus * r->k.energy_j;
		/* the idle share is charged once for the whole run (multi_energy) */
		e->stats.dynamic_j += r->gpus * (r->k.energy_j - dev->power.idle_w * r->k.time_s);
	}
}

/* Every GPU used idles for the whole run; kernels added their dynamic energy. */
static void multi_energy(struct gp_app_eval *e, const struct gp_device *dev, double total_s)
{
	if (!dev->power.has_power)
		return;
	e->stats.has_energy = 1;
	e->stats.static_j = dev->power.idle_w * total_s * e->stats.gpus_used;
	e->stats.energy_j = e->stats.static_j + e->stats.dynamic_j;
}

static int gpu_index(struct gp_app_eval *e, const struct fexpr *f, int op, const char *field,
		     int *out, struct gp_diag *d)
{
	double x;
	int rc = eval_field(e, f, op, field, 1, &x, d);
	if (rc)
		return rc;
	if (!(x >= 0) || x != floor(x) || x >= e->a->sys->gpus) {
		gp_diag_field(d, "/ops/%d/%s", op, field);
		gp_error(d, GP_EINVAL, "GPU %g does not exist (system '%s' has GPUs 0..%d)", x,
			 e->a->sys->name, e->a->sys->gpus - 1);
		gp_diag_hint(d, "GPUs are numbered node by node from 0");
		return -GP_EINVAL;
	}
	*out = (int)x;
	if (*out + 1 > e->stats.gpus_used)
		e->stats.gpus_used = *out + 1;
	return 0;
}

static int run_multi_op(struct gp_app_eval *e, const struct gp_device *dev, int op,
			struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	int rc;
	*t = 0;
	if ((rc = eval_field(e, &o->bytes, op, "bytes", 1, &r->bytes, d)))
		return rc;
	if (!(r->bytes >= 0) || !isfinite(r->bytes)) {
		gp_diag_field(d, "/ops/%d/bytes", op);
		gp_error(d, GP_EINVAL, "%g bytes is not a size", r->bytes);
		gp_diag_hint(d, "sizes are >= 0 bytes");
		return -GP_EINVAL;
	}
	if (o->kind == GP_APP_ALLOC) {
		double cap = device_mem(e, dev), share = r->bytes / r->gpus;
		for (int g = 0; g < r->gpus; g++) {
			if (e->mem_used[g] + share > cap) {
				gp_diag_field(d, "/ops/%d (%s)", op, o->name);
				gp_error(d, GP_ERANGE,
					 "allocation '%s' does not fit: it needs %.4g GiB on GPU %d, which has "
					 "%.4g GiB left of %.4g GiB (%s)",
					 o->name, share / 1073741824.0, g, (cap - e->mem_used[g]) / 1073741824.0,
					 cap / 1073741824.0, dev->name);
				gp_diag_hint(d, "split it over more GPUs (\"gpus\"), make it managed memory "
						"(\"op\": \"managed\") to oversubscribe, or ask for a what-if "
						"device: --device-mem BYTES");
				return -GP_ERANGE;
			}
			e->mem_used[g] += share;
		}
		return 0;
	}
	if (o->kind == GP_APP_P2P) {
		int src, dst;
		if ((rc = gpu_index(e, &o->src, op, "src", &src, d)) ||
		    (rc = gpu_index(e, &o->dst, op, "dst", &dst, d)))
			return rc;
		if ((rc = gp_appmulti_p2p(e->a->sys, src, dst, r->bytes, e->link_busy, t, d)) < 0) {
			gp_diag_field(d, "/ops/%d (%s)", op, o->name);
			return rc;
		}
		*res = RES_NONE;
		return 0;
	}
	{
		struct gp_coll_result cr;
		double x = 0;
		int root = 0;
		if ((rc = eval_field(e, &o->src, op, "root", 0, &x, d)) < 0)
			return rc;
		if (rc == 0 && (!(x >= 0) || x != floor(x) || x >= r->gpus)) {
			gp_diag_field(d, "/ops/%d/root", op);
			gp_error(d, GP_EINVAL, "root %g is not one of the %d GPUs", x, r->gpus);
			gp_diag_hint(d, "the root is a GPU index 0..%d", r->gpus - 1);
			return -GP_EINVAL;
		}
		root = rc == 0 ? (int)x : 0;
		if ((rc = gp_collective_time(e->a->sys, o->coll, o->algo, r->bytes, r->gpus, root,
					     e->link_busy, NULL, &cr, d)) < 0) {
			gp_diag_field(d, "/ops/%d (%s)", op, o->name);
			return rc;
		}
		*t = cr.time_s;
		r->coll_algo = cr.algo;
		for (int g = 0; g < r->gpus; g++)
			e->gpu_busy[g] += *t;
		/* NCCL runs collectives as kernels on the GPUs' SMs */
		*res = RES_COMPUTE;
	}
	return 0;
}

static int eval_run(struct gp_app_eval *e, const struct gp_device *dev,
		    const struct gp_app_values *in, struct gp_app_op_result *ops,
		    double *total_s, struct gp_diag *d);

int gp_app_eval_run(struct gp_app_eval *e, const struct gp_device *dev,
		    const struct gp_app_values *in, struct gp_app_op_result *ops,
		    double *total_s, struct gp_diag *d)
{
	int rc = eval_run(e, dev, in, ops, total_s, d);
	/* an error about one of the model's fields ("/ops/2/bytes", "/ops/2 (saxpy)") names
	 * the line of that field */
	if (rc < 0 && d && d->line == 0 && d->field[0] == '/' &&
	    (!d->file[0] || strcmp(d->file, e->a->path) == 0)) {
		char path[256];
		snprintf(path, sizeof(path), "%s", d->field);
		path[strcspn(path, " ")] = '\0';
		gp_diag_at(d, e->a->path, gp_json_line(e->a->lines, path), 0);
	}
	return rc;
}

static int eval_run(struct gp_app_eval *e, const struct gp_device *dev,
		    const struct gp_app_values *in, struct gp_app_op_result *ops,
		    double *total_s, struct gp_diag *d)
{
	const struct gp_app *a = e->a;
	/* ready[s]: when stream s is free, not counting the legacy stream's last op, which
	 * every stream waits for (legacy_end); end_all: the latest end so far */
	double ready[APP_STREAMS_MAX], res_free[RES_NONE], end_all = 0, legacy_end = 0;
	int rc;

	if ((rc = eval_vars(e, in, d)) < 0)
		return rc;
	multi_reset(e);

	memset(ready, 0, sizeof(ready));
	for (int k = 0; k < RES_NONE; k++)
		res_free[k] = 0;
	for (int op = 0; op < a->nops; op++) {
		const struct app_op *o = &a->ops[op];
		struct gp_app_op_result *r = &ops[op];
		double t = 0, start, x;
		int res = RES_NONE;

		memset(r, 0, sizeof(*r));
		if ((rc = op_gpus(e, op, &r->gpus, d)) < 0)
			return rc;
		switch (o->kind) {
		case GP_APP_MEMCPY:
			if ((rc = eval_field(e, &o->bytes, op, "bytes", 1, &r->bytes, d)))
				return rc;
			if (a->sys) {
				/* one share per GPU, at once, over the system's links */
				if ((rc = gp_appmulti_host_copy(a->sys, o->dir == GP_APP_HTOD, r->bytes,
								r->gpus, e->link_busy, &t, d)) < 0) {
					gp_diag_field(d, "/ops/%d (%s)", op, o->name);
					return rc;
				}
			} else if ((rc = link_time_s(dev, o->dir, o->pageable, r->bytes, &t, d)) < 0) {
				gp_diag_field(d, "/ops/%d/bytes", op);
				return rc;
			}
			res = o->dir == GP_APP_HTOD ? RES_HTOD : RES_DTOH;
			break;
		case GP_APP_KERNEL:
			if ((rc = run_kernel(e, dev, op, r->gpus, r, d)) < 0)
				return rc;
			t = r->k.time_s;
			if ((rc = managed_oversubscribed(e, dev, op, r, &t, d)) < 0)
				return rc;
			for (int j = 0; j < o->nmanaged && rc == 0; j++) {
				int b = o->managed[j];
				double paging;
				if ((rc = demand_paging_s(dev, e->alloc[b] - e->resident[b], &paging,
							  d)) < 0)
					return rc;
				r->paging_s += paging;
				e->resident[b] = e->alloc[b];
			}
			t += rc == 0 ? r->paging_s : 0;
			kernel_account(e, dev, r, t);
			res = RES_COMPUTE;
			break;
		case GP_APP_MANAGED:
			if ((rc = eval_field(e, &o->bytes, op, "bytes", 1, &r->bytes, d)))
				return rc;
			if (!(r->bytes >= 0)) {
				gp_diag_field(d, "/ops/%d/bytes", op);
				return gp_error(d, GP_EINVAL, "allocation of %g bytes", r->bytes);
			}
			/* the Unified Memory model's own bound (per-page state), whether or not a
			 * kernel ever touches the buffer */
			if (!(r->bytes <= GP_UVM_MAX_BYTES)) {
				gp_diag_field(d, "/ops/%d/bytes", op);
				gp_error(d, GP_ELIMIT, "managed allocation of %.6g B is above the %.6g B "
					 "that managed memory can hold", r->bytes, GP_UVM_MAX_BYTES);
				gp_diag_hint(d, "model a smaller footprint");
				return -GP_ELIMIT;
			}
			e->alloc[op] = r->bytes;
			e->resident[op] = 0;     /* first touch decides; the host touches first */
			break;
		case GP_APP_PREFETCH: {
			int b = o->buffer;
			double want = e->alloc[b];
			if ((rc = eval_field(e, &o->bytes, op, "bytes", 0, &x, d)) < 0)
				return rc;
			if (rc == 0 && !(x >= 0 && x <= e->alloc[b])) {
				gp_diag_field(d, "/ops/%d/bytes", op);
				gp_error(d, GP_EINVAL, "prefetch of %.17g bytes, but buffer '%s' holds "
					 "%.17g", x, a->ops[b].name, e->alloc[b]);
				gp_diag_hint(d, "prefetch at most the buffer's size (leave out \"bytes\" "
						"for all of it)");
				return -GP_EINVAL;
			}
			if (rc == 0)
				want = x;
			if (o->dir == GP_APP_HTOD) {
				r->bytes = want > e->resident[b] ? want - e->resident[b] : 0;
				e->resident[b] += r->bytes;
			} else {
				r->bytes = want < e->resident[b] ? want : e->resident[b];
				e->resident[b] -= r->bytes;
			}
			/* a prefetch is a bulk migration: a copy over the link (eq. 5.5) */
			if ((rc = link_time_s(dev, o->dir, 0, r->bytes, &t, d)) < 0)
				return rc;
			res = o->dir == GP_APP_HTOD ? RES_HTOD : RES_DTOH;
			break;
		}
		case GP_APP_SYNC:
			break;
		case GP_APP_ALLOC:
		case GP_APP_P2P:
		case GP_APP_COLLECTIVE:
			if ((rc = run_multi_op(e, dev, op, r, &t, &res, d)) < 0)
				return rc;
			break;
		}
		/* Timeline: the legacy default stream (and sync) waits for every stream and
		 * every stream waits for it; other streams only for their own previous op. */
		if (o->stream < 0 || o->kind == GP_APP_SYNC)
			start = end_all;
		else
			start = ready[o->stream] > legacy_end ? ready[o->stream] : legacy_end;
		if (res != RES_NONE && res_free[res] > start)
			start = res_free[res];
		r->time_s = t;
		r->start_s = start;
		r->end_s = start + t;
		if (res != RES_NONE)
			res_free[res] = r->end_s;
		if (o->stream < 0 || o->kind == GP_APP_SYNC)
			legacy_end = r->end_s;
		else
			ready[o->stream] = r->end_s;
		end_all = r->end_s > end_all ? r->end_s : end_all;
	}
	*total_s = end_all;
	multi_energy(e, dev, end_all);
	return 0;
}

int gp_app_op_bytes(const struct gp_app *a, int op, const struct gp_app_values *in,
		    double *bytes, struct gp_diag *d)
{
	struct gp_app_eval *e;
	int rc;
	if (a->ops[op].kind != GP_APP_MEMCPY && a->ops[op].kind != GP_APP_PREFETCH)
		return gp_error(d, GP_EINVAL, "op '%s' is not a copy", a->ops[op].name);
	/* Only the variables are needed: no device, no backend. */
	e = gp_app_eval_new(a, NULL, NULL);
	if (!e)
		return gp_error(d, GP_ENOMEM, "out of memory");
	rc = eval_vars(e, in, d);
	if (rc == 0)
		rc = eval_field(e, &a->ops[op].bytes, op, "bytes", 1, bytes, d);
	if (rc == 1) {
		rc = gp_error(d, GP_EINVAL, "prefetch '%s' gives no \"bytes\"", a->ops[op].name);
		gp_diag_hint(d, "add \"bytes\" to the prefetch to calibrate with it");
	}
	gp_app_eval_free(e);
	return rc;
}

int gp_app_save_lambda(const struct gp_app *a, int op, double lambda, const char *path,
		       struct gp_diag *d)
{
	struct gp_atomic out;
	cJSON *root = NULL, *ops, *o;
	char *text = NULL;
	int rc;

	if (a->ops[op].kind != GP_APP_KERNEL)
		return gp_error(d, GP_EINVAL, "op '%s' is not a kernel", a->ops[op].name);
	if ((rc = gp_json_parse(a->text, a->text_len, a->path, &root, d)))
		return rc;
	ops = cJSON_GetObjectItemCaseSensitive(root, "ops");
	o = cJSON_GetArrayItem(ops, op);
	if (!o) {
		cJSON_Delete(root);
		GP_BUG("op index outside the model's ops");
	}
	cJSON_DeleteItemFromObjectCaseSensitive(o, "lambda");
	if (!cJSON_AddNumberToObject(o, "lambda", lambda) || !(text = cJSON_Print(root))) {
		cJSON_Delete(root);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	cJSON_Delete(root);
	if ((rc = gp_atomic_open(&out, path, d)) < 0) {
		free(text);
		return rc;
	}
	fputs(text, out.f);
	fputc('\n', out.f);
	free(text);
	return gp_atomic_commit(&out, d);
}
