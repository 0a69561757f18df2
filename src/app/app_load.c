/* app_load.c - application models from JSON (models/NAME.json, format in models/README.md):
 * variables, then each operation through its kind's loader (app_kind.c); every error names
 * the JSON path and line of the field. */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app_int.h"
#include "gpuperf/kcache.h"
#include "gpuperf/launchenv.h"
#include "gpuperf/sass.h"
#include "util.h"

/* ==== Fields and variables ==== */

struct deps_ctx {
	const struct gp_app *a;
	int nvisible;            /* variables defined so far */
	uint64_t deps;
	const char *bad;         /* first unknown name */
	char badbuf[GP_NAME_MAX];
};

static void collect_dep(const char *name, void *ctx)
{
	struct deps_ctx *c = ctx;
	int i = app_var_index(c->a, c->nvisible, name);
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
		app_fexpr_free(out);
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
		if (app_var_index(a, a->nvars, it->string) >= 0)
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
				app_fexpr_free(&v->expr);
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

/* ==== Operation kinds (loading) ==== */

/*
 * Each loader below fills o from the JSON object op at path; load_op has already read
 * "op", "name" and "stream", checked the keys against the kind's row in app_kinds[] and
 * refused a multi-GPU kind in a model without a system.
 */

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
			/* the two arrays grow together: each from the same capacity */
			int cap_k = o->nmore, cap_s = o->nmore;
			if (gp_grow_int((void **)&o->more, &cap_k, n, sizeof(*o->more)) < 0 ||
			    gp_grow_int((void **)&o->more_sm, &cap_s, n, sizeof(*o->more_sm)) < 0) {
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
			gp_diag_hint(r->d, "write them with 'gpuperf extract {extract.all} {sass.arch} sm_XY -o DIR' "
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

/* A path of the model, as the launch record keeps it: relative to the model's directory,
 * made absolute (the descriptor is found from anywhere). */
static int model_path(struct gp_jr *r, const char *dir, const char *in, const char *field,
		      char *out, size_t n)
{
	int rc = gp_path_absolute(dir, in, out, n);
	if (rc == -GP_ELIMIT)
		return gp_jr_fail(r, GP_ELIMIT, field, "'%s' is longer than %zu bytes as an "
				  "absolute path", in, n - 1);
	if (rc < 0) {
		gp_jr_fail(r, GP_ENOTFOUND, field, "'%s' cannot be read: %s", in,
			   strerror(errno));
		if (r->d)
			gp_diag_hint(r->d, "paths are relative to the model's directory");
		return -GP_ENOTFOUND;
	}
	return 0;
}

/* A launch-bound kernel: "sass" (and "ptxas", "ptx", "cubin", "source" for an extern "C"
 * layout), "function", "args" {NAME: EXPR | "null"}, "init" {NAME: SPEC}, "seed", "sample".
 * Its descriptor is emulated at each launch (kcache.h); here the listing is read and the
 * function found, so a wrong name fails at load. */
static int load_bound(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		      const char *path, const char *dir)
{
	static const char *const files[] = { "sass", "ptxas", "ptx", "cubin", "source" };
	struct gp_launch_rec *lt;
	char buf[GP_LAUNCH_PATH_MAX], field[300];
	const cJSON *args = NULL, *init = NULL, *it;
	struct gp_sass_file file;
	const struct gp_sass_func *fn;
	struct gp_diag d2;
	double x;
	int rc;
	if (!(lt = o->lt = malloc(sizeof(*lt))))
		return gp_error(r->d, GP_ENOMEM, "out of memory");
	gp_launch_rec_init(lt);
	o->bound = 1;
	for (int i = 0; i < 5; i++) {
		char *dst = i == 0 ? lt->sass : i == 1 ? lt->ptxas : i == 2 ? lt->ptx :
			    i == 3 ? lt->cubin : lt->source;
		if ((rc = gp_jr_str(r, op, path, files[i], i == 0, buf, sizeof(buf))) < 0)
			return rc;
		snprintf(field, sizeof(field), "%s/%s", path, files[i]);
		if (rc == 0 && (rc = model_path(r, dir, buf, field, dst, GP_LAUNCH_PATH_MAX)) < 0)
			return rc;
	}
	if ((rc = gp_jr_str(r, op, path, "function", 0, lt->func, sizeof(lt->func))) < 0 ||
	    (rc = gp_jr_int(r, op, path, "sample", 0, 2, 1 << 20, &lt->sample)) < 0)
		return rc;
	if ((rc = gp_jr_num(r, op, path, "seed", 0, 0, 4611686018427387904.0, &x)) < 0)
		return rc;
	if (rc == 0)
		lt->seed = (uint64_t)x;
	/* the function is in the listing: its name for the op, its errors at load */
	memset(&file, 0, sizeof(file));
	gp_diag_clear(&d2);
	if (gp_sass_load(lt->sass, &file, &d2) < 0 ||
	    !(fn = gp_sass_find(&file, lt->func[0] ? lt->func : NULL, 0, &d2))) {
		snprintf(field, sizeof(field), "%s/%s", path, lt->func[0] && d2.code != GP_EPARSE &&
			 d2.code != GP_EIO ? "function" : "sass");
		rc = gp_jr_fail(r, d2.code ? d2.code : GP_ENOTFOUND, field, "%s", d2.msg);
		if (r->d && d2.hint[0])
			gp_diag_hint(r->d, "%s", d2.hint);
		gp_sass_file_release(&file);
		return rc;
	}
	snprintf(lt->func, sizeof(lt->func), "%s", fn->name);
	lt->sm = fn->sm;
	snprintf(o->kernel.name, sizeof(o->kernel.name), "%.255s", fn->name);
	snprintf(o->kernel.display_name, sizeof(o->kernel.display_name), "%.255s", fn->display_name);
	if (fn->sm)
		snprintf(o->kernel.arch, sizeof(o->kernel.arch), "sm_%d", fn->sm);
	o->kernel.fidelity = GP_FID_EMULATED;
	if (!o->name[0]) {   /* "softmax_rows" of "softmax_rows(float const*, float*, int)" */
		snprintf(o->name, sizeof(o->name), "%.*s", GP_NAME_MAX - 1,
			 fn->display_name[0] ? fn->display_name : fn->name);
		o->name[strcspn(o->name, "(<")] = '\0';
		if (strrchr(o->name, ':'))
			memmove(o->name, strrchr(o->name, ':') + 1, strlen(strrchr(o->name, ':')));
	}
	gp_sass_file_release(&file);
	if ((rc = gp_jr_obj(r, op, path, "args", 0, &args)) < 0 ||
	    (rc = gp_jr_obj(r, op, path, "init", 0, &init)) < 0)
		return rc;
	if (args) {
		char apath[256];
		snprintf(apath, sizeof(apath), "%s/args", path);
		cJSON_ArrayForEach(it, args) {
			snprintf(field, sizeof(field), "%s/%s", apath, it->string);
			if (o->nlargs == GP_LAUNCH_ARGS_MAX)
				return gp_jr_fail(r, GP_ELIMIT, field, "more than %d arguments",
						  GP_LAUNCH_ARGS_MAX);
			if (strlen(it->string) >= GP_NAME_MAX || strchr(it->string, '='))
				return gp_jr_fail(r, GP_EINVAL, field, "is not an argument's name or "
						  "index");
			snprintf(o->largname[o->nlargs], GP_NAME_MAX, "%s", it->string);
			if (cJSON_IsString(it) && strcmp(it->valuestring, "null") == 0)
				o->larg_null[o->nlargs] = 1;
			else if ((rc = read_fexpr(r, a, a->nvars, args, apath, it->string, 1,
						  &o->largexpr[o->nlargs])))
				return rc;
			o->nlargs++;
		}
	}
	if (init) {
		cJSON_ArrayForEach(it, init) {
			char spec[GP_LAUNCH_PATH_MAX + GP_NAME_MAX + 8];
			snprintf(field, sizeof(field), "%s/init/%s", path, it->string);
			if (lt->ninit == GP_LAUNCH_ARGS_MAX)
				return gp_jr_fail(r, GP_ELIMIT, field, "more than %d inits",
						  GP_LAUNCH_ARGS_MAX);
			if (!cJSON_IsString(it))
				return gp_jr_fail(r, GP_EINVAL, field, "must be zeros, index, const:V, "
						  "random:LO:HI, ring:SPACING or file:PATH");
			if (strncmp(it->valuestring, "file:", 5) == 0) {
				if ((rc = model_path(r, dir, it->valuestring + 5, field, buf,
						     sizeof(buf))) < 0)
					return rc;
				snprintf(spec, sizeof(spec), "%s=file:%s", it->string, buf);
			} else {
				snprintf(spec, sizeof(spec), "%s=%s", it->string, it->valuestring);
			}
			if (strlen(spec) >= sizeof(lt->inits[0]))
				return gp_jr_fail(r, GP_EINVAL, field, "is too long");
			snprintf(lt->inits[lt->ninit++], sizeof(lt->inits[0]), "%s", spec);
		}
	}
	return 0;
}

/* kernel {kernel, grid, block, params?, occupancy?, lambda?, smem_dynamic_bytes?, regs?,
 *         managed?, gpus?}    a launch of a descriptor (or of a "{arch}" set of them) */
int app_load_kernel(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		    const char *path, int idx, const char *dir)
{
	char kref[512];
	const cJSON *params = NULL, *managed = NULL, *it;
	int rc;
	(void)idx;
	gp_kernel_init(&o->kernel);
	if (cJSON_GetObjectItemCaseSensitive(op, "sass")) {
		if (cJSON_GetObjectItemCaseSensitive(op, "kernel") ||
		    cJSON_GetObjectItemCaseSensitive(op, "params")) {
			char f[160];
			snprintf(f, sizeof(f), "%s/%s", path,
				 cJSON_GetObjectItemCaseSensitive(op, "kernel") ? "kernel" : "params");
			rc = gp_jr_fail(r, GP_EINVAL, f, "a launch-bound kernel (\"sass\") is emulated "
					"at each launch: it takes no descriptor and no params");
			if (r->d)
				gp_diag_hint(r->d, "give its arguments under \"args\" and its buffers' "
						"contents under \"init\"");
			return rc;
		}
		if ((rc = load_bound(r, a, o, op, path, dir)) < 0)
			return rc;
	} else if ((rc = gp_jr_str(r, op, path, "kernel", 1, kref, sizeof(kref)))) {
		return rc;
	} else {
		static const char *const only_bound[] = { "function", "ptxas", "ptx", "cubin",
							  "source", "args", "init", "seed", "sample" };
		for (size_t i = 0; i < sizeof(only_bound) / sizeof(only_bound[0]); i++)
			if (cJSON_GetObjectItemCaseSensitive(op, only_bound[i])) {
				char f[160];
				snprintf(f, sizeof(f), "%s/%s", path, only_bound[i]);
				rc = gp_jr_fail(r, GP_EINVAL, f, "belongs to a launch-bound kernel: "
						"give \"sass\" (the listing) instead of \"kernel\"");
				return rc;
			}
	}
	if (o->bound) {
		/* nothing to load: the descriptor comes from each launch */
	} else if (strstr(kref, "{arch}")) {
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
	/* a descriptor that records its emulated launch is emulated again at another one */
	if (!o->bound && o->nmore == 0 && o->kernel.launch) {
		if (!(o->lt = malloc(sizeof(*o->lt))))
			return gp_error(r->d, GP_ENOMEM, "out of memory");
		*o->lt = *o->kernel.launch;
	}
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

/* memcpy {dir, bytes, pageable?, gpus?}    cudaMemcpy: thesis eq. 5.5 */
int app_load_memcpy(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		    const char *path, int idx, const char *dir)
{
	int rc;
	(void)dir;
	if ((rc = parse_dir(r, op, path, &o->dir)) ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)) ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "gpus", 0, &o->gpus)) < 0)
		return rc;
	if ((rc = gp_jr_bool(r, op, path, "pageable", 0, &o->pageable)) < 0)
		return rc;
	if (!o->name[0])
		snprintf(o->name, sizeof(o->name), "%s_%d", o->dir == GP_APP_HTOD ? "htod" : "dtoh",
			 idx);
	return 0;
}

/* managed {name, bytes}    cudaMallocManaged; kernels and prefetches name it */
int app_load_managed(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		     const char *path, int idx, const char *dir)
{
	int rc;
	(void)idx;
	(void)dir;
	if ((rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)))
		return rc;
	if (!o->name[0])
		return gp_jr_fail(r, GP_EINVAL, path,
				  "a managed allocation needs a \"name\" (kernels and "
				  "prefetches refer to it)");
	return 0;
}

/* prefetch {buffer, dir, bytes?}    cudaMemPrefetchAsync of a managed op before it */
int app_load_prefetch(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		      const char *path, int idx, const char *dir)
{
	char buf[GP_NAME_MAX];
	int rc;
	(void)dir;
	if ((rc = parse_dir(r, op, path, &o->dir)) ||
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
	return 0;
}

/* sync {}    cudaDeviceSynchronize */
int app_load_sync(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		  const char *path, int idx, const char *dir)
{
	(void)r;
	(void)a;
	(void)op;
	(void)path;
	(void)dir;
	if (!o->name[0])
		snprintf(o->name, sizeof(o->name), "sync_%d", idx);
	return 0;
}

/* alloc {name, bytes, gpus?}    cudaMalloc of bytes split over GPUs 0..gpus-1 */
int app_load_alloc(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		   const char *path, int idx, const char *dir)
{
	int rc;
	(void)idx;
	(void)dir;
	if ((rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)) ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "gpus", 0, &o->gpus)) < 0)
		return rc;
	if (!o->name[0])
		return gp_jr_fail(r, GP_EINVAL, path,
				  "an allocation needs a \"name\" (memory errors name it)");
	return 0;
}

/* p2p {src, dst, bytes}    cudaMemcpyPeer between two GPUs of the system */
int app_load_p2p(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		 const char *path, int idx, const char *dir)
{
	int rc;
	(void)dir;
	if ((rc = read_fexpr(r, a, a->nvars, op, path, "src", 1, &o->src)) ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "dst", 1, &o->dst)) ||
	    (rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)))
		return rc;
	if (!o->name[0])
		snprintf(o->name, sizeof(o->name), "%s_%d", o->type->name, idx);
	return 0;
}

/* allreduce / allgather / broadcast {bytes, gpus, algo?, root?}    NCCL-style collective */
int app_load_collective(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
			const char *path, int idx, const char *dir)
{
	char algo[16] = "auto";
	int rc;
	(void)dir;
	if ((rc = read_fexpr(r, a, a->nvars, op, path, "bytes", 1, &o->bytes)) ||
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
	if (!o->name[0])
		snprintf(o->name, sizeof(o->name), "%s_%d", o->type->name, idx);
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
		if (r->d && (!r->d->file[0] || strcmp(r->d->field, "app.system") == 0)) {
			gp_diag_at(r->d, r->file, gp_json_line(r->lines, "/system"), 0);
			gp_diag_field(r->d, "/system");
		}
		return rc;
	}
	if (!a->device[0])
		snprintf(a->device, sizeof(a->device), "%s", a->sys->kind[0].device);
	return 0;
}

/* ==== Operations ==== */

/* One operation: the keys every kind has, then its kind's row (app_kind.c) does the rest. */
static int load_op(struct gp_jr *r, struct gp_app *a, const cJSON *op, int idx, const char *dir)
{
	struct app_op *o = &a->ops[idx];
	const struct app_kind *k;
	char path[64], kind[32], full[80];
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
	if (!(k = app_kind_find(kind))) {
		char list[256];
		app_kind_list(list, sizeof(list));
		snprintf(full, sizeof(full), "%s/op", path);
		rc = gp_jr_fail(r, GP_EINVAL, full, "unknown operation \"%s\"", kind);
		if (r->d)
			gp_diag_hint(r->d, "operations: %s", list);
		return rc;
	}
	o->kind = k->kind;
	o->type = k;
	o->coll = k->coll;
	if (k->needs_system && !a->sys) {
		snprintf(full, sizeof(full), "%s/op", path);
		rc = gp_jr_fail(r, GP_EINVAL, full, "\"%s\" needs a multi-GPU system", kind);
		if (r->d)
			gp_diag_hint(r->d, "name one at the top of the model: \"system\": \"dgx-h100\" "
					   "(devices/systems/)");
		return rc;
	}
	if ((rc = check_keys(r, op, path, k->keys)) || (rc = k->load(r, a, o, op, path, idx, dir)))
		return rc;
	if (!valid_name(o->name)) {
		snprintf(full, sizeof(full), "%s/name", path);
		return gp_jr_fail(r, GP_EINVAL, full,
				  "\"%s\" is not a valid name (letters, digits, '_'): it becomes a "
				  "CSV column",
				  o->name);
	}
	for (int j = 0; j < idx; j++)
		if (strcmp(a->ops[j].name, o->name) == 0) {
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
	/* the emulated launches' cache, in memory until gp_app_set_cache gives a directory */
	for (int i = 0; rc == 0 && i < a->nops && !a->kcache; i++)
		if (a->ops[i].lt && !(a->kcache = gp_kcache_new(NULL, d)))
			rc = -d->code;
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
