/* jsonutil.c - cJSON reading with JSON-path error messages. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "jsonutil.h"
#include "util.h"

int gp_json_parse(const char *text, size_t len, const char *file, cJSON **out,
		  struct gp_diag *d)
{
	const char *end = NULL;
	const char *start = gp_skip_bom(text);
	size_t skip = (size_t)(start - text);
	cJSON *root;

	if (len - skip == 0 || strspn(start, " \t\r\n") == len - skip) {
		gp_diag_at(d, file, 1, 1);
		gp_error(d, GP_EPARSE, "empty file, expected a JSON object");
		gp_diag_hint(d, "the file must hold one JSON object { ... }");
		return -GP_EPARSE;
	}
	/* the length includes the terminating NUL: cJSON checks for it when asked to reject trailing text */
	root = cJSON_ParseWithLengthOpts(start, len - skip + 1, &end, 1);
	if (!root) {
		int line, col;
		size_t pos = end ? (size_t)(end - start) : 0;
		if (!end) {
			const char *e = cJSON_GetErrorPtr();
			pos = (e && e >= start && e <= start + (len - skip)) ? (size_t)(e - start) : 0;
		}
		gp_text_position(start, pos, &line, &col);
		gp_diag_at(d, file, line, col);
		gp_error(d, GP_EPARSE, "malformed JSON near line %d, column %d", line, col);
		gp_diag_hint(d, "check for a missing comma, quote or bracket just before this point");
		return -GP_EPARSE;
	}
	if (!cJSON_IsObject(root)) {
		cJSON_Delete(root);
		gp_diag_at(d, file, 1, 1);
		gp_error(d, GP_EPARSE, "top level must be a JSON object");
		gp_diag_hint(d, "wrap the content in { ... }");
		return -GP_EPARSE;
	}
	*out = root;
	return 0;
}

int gp_jr_fail(struct gp_jr *r, int code, const char *path, const char *fmt, ...)
{
	va_list ap;
	if (!r->d)
		return -code;
	gp_diag_at(r->d, r->file, 0, 0);
	gp_diag_field(r->d, "%s", path);
	r->d->code = code;
	va_start(ap, fmt);
	vsnprintf(r->d->msg, sizeof(r->d->msg), fmt, ap);
	va_end(ap);
	if (r->doc)
		gp_diag_hint(r->d, "see %s for this field", r->doc);
	return -code;
}

static const char *type_name(const cJSON *v)
{
	if (cJSON_IsNumber(v)) return "a number";
	if (cJSON_IsString(v)) return "a string";
	if (cJSON_IsBool(v)) return "a boolean";
	if (cJSON_IsNull(v)) return "null";
	if (cJSON_IsArray(v)) return "an array";
	if (cJSON_IsObject(v)) return "an object";
	return "invalid";
}

/* Look up key; 1 = absent and optional, 0 = found, <0 = absent and required. */
static int lookup(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
		  int required, const cJSON **v, char *full, size_t fullsz)
{
	snprintf(full, fullsz, "%s/%s", path, key);
	*v = cJSON_GetObjectItemCaseSensitive(obj, key);
	if (*v)
		return 0;
	if (!required)
		return 1;
	return gp_jr_fail(r, GP_EINVAL, full, "is missing");
}

int gp_jr_obj(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, const cJSON **out)
{
	char full[256];
	const cJSON *v;
	int rc = lookup(r, obj, path, key, required, &v, full, sizeof(full));
	if (rc)
		return rc;
	if (!cJSON_IsObject(v))
		return gp_jr_fail(r, GP_EINVAL, full, "must be an object, got %s", type_name(v));
	*out = v;
	return 0;
}

int gp_jr_arr(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, const cJSON **out)
{
	char full[256];
	const cJSON *v;
	int rc = lookup(r, obj, path, key, required, &v, full, sizeof(full));
	if (rc)
		return rc;
	if (!cJSON_IsArray(v))
		return gp_jr_fail(r, GP_EINVAL, full, "must be an array, got %s", type_name(v));
	*out = v;
	return 0;
}

int gp_jr_num(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, double min, double max, double *out)
{
	char full[256];
	const cJSON *v;
	int rc = lookup(r, obj, path, key, required, &v, full, sizeof(full));
	if (rc)
		return rc;
	if (!cJSON_IsNumber(v))
		return gp_jr_fail(r, GP_EINVAL, full, "must be a number, got %s", type_name(v));
	if (!isfinite(v->valuedouble))
		return gp_jr_fail(r, GP_ERANGE, full, "must be finite");
	if (v->valuedouble < min || v->valuedouble > max)
		return gp_jr_fail(r, GP_ERANGE, full, "must be in [%g, %g], got %g", min, max,
				  v->valuedouble);
	*out = v->valuedouble;
	return 0;
}

int gp_jr_int(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, long long min, long long max, int *out)
{
	char full[256];
	double x = 0;
	int rc = gp_jr_num(r, obj, path, key, required, (double)min, (double)max, &x);
	if (rc)
		return rc;
	if (x != floor(x)) {
		snprintf(full, sizeof(full), "%s/%s", path, key);
		return gp_jr_fail(r, GP_EINVAL, full, "must be a whole number, got %g", x);
	}
	*out = (int)x;
	return 0;
}

int gp_jr_str(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, char *out, size_t outsz)
{
	char full[256];
	const cJSON *v;
	int rc = lookup(r, obj, path, key, required, &v, full, sizeof(full));
	if (rc)
		return rc;
	if (!cJSON_IsString(v))
		return gp_jr_fail(r, GP_EINVAL, full, "must be a string, got %s", type_name(v));
	if (strlen(v->valuestring) >= outsz)
		return gp_jr_fail(r, GP_ELIMIT, full, "is longer than %zu characters", outsz - 1);
	snprintf(out, outsz, "%s", v->valuestring);
	return 0;
}

int gp_jr_bool(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	       int required, int *out)
{
	char full[256];
	const cJSON *v;
	int rc = lookup(r, obj, path, key, required, &v, full, sizeof(full));
	if (rc)
		return rc;
	if (!cJSON_IsBool(v))
		return gp_jr_fail(r, GP_EINVAL, full, "must be true or false, got %s", type_name(v));
	*out = cJSON_IsTrue(v);
	return 0;
}

int gp_jr_expr(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	       int required, struct gp_expr **out)
{
	char full[256];
	const cJSON *v;
	struct gp_diag ed;
	struct gp_expr *e;
	int rc = lookup(r, obj, path, key, required, &v, full, sizeof(full));
	if (rc)
		return rc;
	if (cJSON_IsNumber(v)) {
		if (!isfinite(v->valuedouble))
			return gp_jr_fail(r, GP_ERANGE, full, "must be finite");
		*out = gp_expr_const(v->valuedouble);
		return *out ? 0 : gp_jr_fail(r, GP_ENOMEM, full, "out of memory");
	}
	if (!cJSON_IsString(v))
		return gp_jr_fail(r, GP_EINVAL, full,
				  "must be a number or an expression string, got %s", type_name(v));
	gp_diag_clear(&ed);
	e = gp_expr_parse(v->valuestring, &ed);
	if (!e) {
		rc = gp_jr_fail(r, ed.code ? ed.code : GP_EPARSE, full,
				"bad expression \"%s\": %s (column %d)", v->valuestring, ed.msg, ed.col);
		if (r->d && ed.hint[0])
			snprintf(r->d->hint, sizeof(r->d->hint), "%s", ed.hint);
		return rc;
	}
	*out = e;
	return 0;
}

int gp_jr_only_keys(struct gp_jr *r, const cJSON *obj, const char *path,
		    const char *const *allowed)
{
	const cJSON *c;
	cJSON_ArrayForEach(c, obj) {
		int ok = 0;
		for (const char *const *a = allowed; *a && !ok; a++)
			ok = strcmp(c->string, *a) == 0;
		if (!ok) {
			char p[256];
			snprintf(p, sizeof(p), "%s/%s", path, c->string);
			return gp_jr_fail(r, GP_EINVAL, p, "unknown key \"%s\"", c->string);
		}
	}
	return 0;
}

static int covered(const cJSON *sources, const char *path)
{
	const cJSON *s;
	cJSON_ArrayForEach(s, sources) {
		size_t n = strlen(s->string);
		if (strncmp(s->string, path, n) == 0 && (path[n] == '\0' || path[n] == '/'))
			return 1;
	}
	return 0;
}

int gp_jr_check_sources(struct gp_jr *r, const cJSON *node, const char *path,
			const cJSON *sources)
{
	const cJSON *c;
	char sub[256];
	int i = 0;
	if (cJSON_IsNumber(node)) {
		if (!covered(sources, path))
			return gp_jr_fail(r, GP_EINVAL, path,
					  "has no entry in \"sources\" (every figure must say where it comes from)");
		return 0;
	}
	if (!cJSON_IsObject(node) && !cJSON_IsArray(node))
		return 0;
	cJSON_ArrayForEach(c, node) {
		if (path[0] == '\0' && c->string && strcmp(c->string, "sources") == 0)
			continue;
		if (cJSON_IsArray(node))
			snprintf(sub, sizeof(sub), "%s/%d", path, i++);
		else
			snprintf(sub, sizeof(sub), "%s/%s", path, c->string);
		if (gp_jr_check_sources(r, c, sub, sources) < 0)
			return -GP_EINVAL;
	}
	return 0;
}
