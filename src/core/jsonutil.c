/* jsonutil.c - cJSON reading with JSON-path error messages. */
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonutil.h"
#include "util.h"

/* ==== Depth, duplicate keys and the line of every value ==== */

/*
 * The index maps the FNV-1a hash of a value's JSON path ("/memory/channels",
 * "/uvm/bw_by_size/1", "" for the root) to the line where the value starts.
 * Paths are hashed as they are read, a byte at a time, so building it is
 * linear in the text however long the keys are; open addressing, at most
 * half full.
 */
struct gp_json_lines {
	struct jl_slot {
		uint64_t h;      /* 0: empty (a real hash of 0 is stored as 1) */
		int line;
	} *slot;
	size_t nslots, n;
};

#define FNV_OFFSET 14695981039346656037ULL
#define FNV_PRIME 1099511628211ULL

static uint64_t fnv_byte(uint64_t h, unsigned char c)
{
	return (h ^ c) * FNV_PRIME;
}

static uint64_t fnv_str(uint64_t h, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = fnv_byte(h, (unsigned char)s[i]);
	return h;
}

static struct jl_slot *jl_find(const struct gp_json_lines *l, uint64_t h)
{
	size_t mask = l->nslots - 1;
	if (!h)
		h = 1;
	for (size_t i = (size_t)h & mask;; i = (i + 1) & mask)
		if (!l->slot[i].h || l->slot[i].h == h)
			return &l->slot[i];
}

/* Record path hash h at line; returns the line it already had (a repeated key), 0 when new,
 * -1 out of memory. */
static int jl_add(struct gp_json_lines *l, uint64_t h, int line)
{
	struct jl_slot *s;
	if (2 * (l->n + 1) > l->nslots) {
		struct gp_json_lines g = { NULL, l->nslots ? 2 * l->nslots : 256, 0 };
		if (!(g.slot = calloc(g.nslots, sizeof(*g.slot))))
			return -1;
		for (size_t i = 0; i < l->nslots; i++)
			if (l->slot[i].h)
				*jl_find(&g, l->slot[i].h) = l->slot[i];
		g.n = l->n;
		free(l->slot);
		*l = g;
	}
	s = jl_find(l, h);
	if (s->h)
		return s->line;
	s->h = h ? h : 1;
	s->line = line;
	l->n++;
	return 0;
}

void gp_json_lines_free(struct gp_json_lines *l)
{
	if (!l)
		return;
	free(l->slot);
	free(l);
}

int gp_json_line(const struct gp_json_lines *l, const char *path)
{
	size_t n = strlen(path);
	if (!l || !l->nslots)
		return 0;
	/* the value itself, else the nearest enclosing one that was read */
	for (;;) {
		const struct jl_slot *s = jl_find(l, fnv_str(FNV_OFFSET, path, n));
		if (s->h)
			return s->line;
		if (n == 0)
			return 0;
		while (n > 0 && path[n - 1] != '/')
			n--;
		if (n > 0)
			n--;
	}
}

/* Nesting beyond GP_JSON_DEPTH_MAX, counted on the raw text before cJSON recurses into it. */
static int check_depth(const char *s, size_t len, const char *file, struct gp_diag *d)
{
	int depth = 0, in_str = 0;
	for (size_t i = 0; i < len; i++) {
		char c = s[i];
		if (in_str) {
			if (c == '\\')
				i++;
			else if (c == '"')
				in_str = 0;
		} else if (c == '"') {
			in_str = 1;
		} else if (c == '{' || c == '[') {
			if (++depth > GP_JSON_DEPTH_MAX) {
				int line, col;
				gp_text_position(s, i, &line, &col);
				gp_diag_at(d, file, line, col);
				gp_error(d, GP_ELIMIT, "JSON nested deeper than %d levels",
					 GP_JSON_DEPTH_MAX);
				gp_diag_hint(d, "gpuperf's files nest a few levels; is this the right "
						"file?");
				return -GP_ELIMIT;
			}
		} else if (c == '}' || c == ']') {
			depth--;
		}
	}
	return 0;
}

/* Index state: one frame per open container. */
struct jx_frame {
	uint64_t h;          /* hash of the container's path */
	size_t plen;         /* its length in the display path */
	long index;          /* arrays: next element */
	int is_array;
};

struct jx {
	const char *s, *end, *file;
	int line;
	struct gp_json_lines *l;
	struct gp_diag *d;
	char path[1024];     /* for messages only (cut when longer) */
	size_t plen;
};

static void jx_put(struct jx *x, char c)
{
	if (x->plen + 1 < sizeof(x->path))
		x->path[x->plen++] = c;
	x->path[x->plen] = '\0';
}

/* Hash (and copy for messages) a string token at x->s, decoding escapes as cJSON does. */
static uint64_t jx_string(struct jx *x, uint64_t h)
{
	int cut = 0;                       /* cJSON's keys are C strings: they end at \u0000 */
	x->s++;                            /* opening quote */
	while (x->s < x->end && *x->s != '"') {
		unsigned char c = (unsigned char)*x->s++;
		unsigned long u;
		char buf[5];
		int n;
		if (c != '\\') {
			cut |= c == 0;
			if (!cut) {
				h = fnv_byte(h, c);
				jx_put(x, (char)c);
			}
			continue;
		}
		c = (unsigned char)*x->s++;
		switch (c) {
		case 'b': c = '\b'; break;
		case 'f': c = '\f'; break;
		case 'n': c = '\n'; break;
		case 'r': c = '\r'; break;
		case 't': c = '\t'; break;
		case 'u':
			u = strtoul((char[5]){ x->s[0], x->s[1], x->s[2], x->s[3], 0 }, NULL, 16);
			x->s += 4;
			if (u >= 0xD800 && u < 0xDC00 && x->s + 6 <= x->end && x->s[0] == '\\' &&
			    x->s[1] == 'u') {
				unsigned long lo = strtoul((char[5]){ x->s[2], x->s[3], x->s[4],
								     x->s[5], 0 }, NULL, 16);
				x->s += 6;
				u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
			}
			if (u < 0x80) {
				buf[0] = (char)u;
				n = 1;
			} else if (u < 0x800) {
				buf[0] = (char)(0xC0 | (u >> 6));
				buf[1] = (char)(0x80 | (u & 0x3F));
				n = 2;
			} else if (u < 0x10000) {
				buf[0] = (char)(0xE0 | (u >> 12));
				buf[1] = (char)(0x80 | ((u >> 6) & 0x3F));
				buf[2] = (char)(0x80 | (u & 0x3F));
				n = 3;
			} else {
				buf[0] = (char)(0xF0 | (u >> 18));
				buf[1] = (char)(0x80 | ((u >> 12) & 0x3F));
				buf[2] = (char)(0x80 | ((u >> 6) & 0x3F));
				buf[3] = (char)(0x80 | (u & 0x3F));
				n = 4;
			}
			for (int i = 0; i < n && !cut; i++) {
				if (buf[i] == '\0') {
					cut = 1;
					break;
				}
				h = fnv_byte(h, (unsigned char)buf[i]);
				jx_put(x, buf[i]);
			}
			continue;
		default: break;              /* \" \\ \/ stand for themselves */
		}
		if (!cut) {
			h = fnv_byte(h, c);
			jx_put(x, (char)c);
		}
	}
	x->s++;                            /* closing quote */
	return h;
}

static void jx_ws(struct jx *x)
{
	/* what cJSON skips: every byte up to and including the space */
	while (x->s < x->end && (unsigned char)*x->s <= 32) {
		if (*x->s == '\n')
			x->line++;
		x->s++;
	}
}

/*
 * Walk text that cJSON accepted: record the line of every value under its
 * path, and refuse a key repeated in one object (cJSON would keep the first
 * silently). Containers are tracked on an explicit stack of at most
 * GP_JSON_DEPTH_MAX frames (check_depth ran first).
 */
static int jx_walk(struct jx *x)
{
	struct jx_frame st[GP_JSON_DEPTH_MAX + 1];
	enum { VALUE, AFTER_OPEN, MEMBER, AFTER_VALUE } state = VALUE;
	int top = -1, rc;
	uint64_t h = FNV_OFFSET;       /* the path of the value about to start */

	for (;;) {
		jx_ws(x);
		if (x->s >= x->end)
			return 0;
		switch (state) {
		case VALUE:
			if ((rc = jl_add(x->l, h, x->line)) < 0)
				return gp_error(x->d, GP_ENOMEM, "out of memory");
			if (rc > 0) {
				gp_diag_at(x->d, x->file, x->line, 0);
				gp_diag_field(x->d, "%s", x->path);
				gp_error(x->d, GP_EPARSE, "key appears twice in one object (first "
					 "on line %d)", rc);
				gp_diag_hint(x->d, "give each key once; JSON readers differ in which "
						   "copy they keep");
				return -GP_EPARSE;
			}
			if ((*x->s == '{' || *x->s == '[') && top < GP_JSON_DEPTH_MAX) {
				top++;
				st[top].h = h;
				st[top].plen = x->plen;
				st[top].index = 0;
				st[top].is_array = *x->s == '[';
				x->s++;
				state = AFTER_OPEN;
				break;
			}
			if (*x->s == '"')
				jx_string(x, 0);
			else
				while (x->s < x->end && (unsigned char)*x->s > 32 &&
				       !strchr(",}]", *x->s))
					x->s++;
			state = AFTER_VALUE;
			break;
		case AFTER_OPEN:
			if (*x->s == '}' || *x->s == ']') {
				state = AFTER_VALUE;     /* closes the empty container */
				break;
			}
			state = MEMBER;
			break;
		case MEMBER:
			x->plen = st[top].plen;
			if (st[top].is_array) {
				char num[24];
				int n = snprintf(num, sizeof(num), "/%ld", st[top].index++);
				for (int i = 0; i < n; i++)
					jx_put(x, num[i]);
				h = fnv_str(st[top].h, num, (size_t)n);
			} else {
				jx_put(x, '/');
				h = jx_string(x, fnv_byte(st[top].h, '/'));
				jx_ws(x);
				x->s++;                  /* ':' */
			}
			state = VALUE;
			break;
		case AFTER_VALUE:
			if (top < 0)
				return 0;
			if (*x->s == ',') {
				x->s++;
				state = MEMBER;
			} else {                         /* '}' or ']' */
				x->s++;
				x->plen = st[top].plen;
				x->path[x->plen] = '\0';
				top--;
			}
			break;
		}
	}
}

static int parse_terminated(const char *text, size_t len, const char *file, cJSON **out,
			    struct gp_json_lines **lines, struct gp_diag *d)
{
	const char *end = NULL;
	const char *start = gp_skip_bom(text);
	size_t skip = (size_t)(start - text);
	struct jx x;
	cJSON *root;
	int rc;

	if (len - skip == 0 || strspn(start, " \t\r\n") == len - skip) {
		gp_diag_at(d, file, 1, 1);
		gp_error(d, GP_EPARSE, "empty file, expected a JSON object");
		gp_diag_hint(d, "the file must hold one JSON object { ... }");
		return -GP_EPARSE;
	}
	if ((rc = check_depth(start, len - skip, file, d)) < 0)
		return rc;
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
	memset(&x, 0, sizeof(x));
	x.s = start;
	x.end = start + (len - skip);
	x.file = file;
	x.line = 1;
	x.d = d;
	if (!(x.l = calloc(1, sizeof(*x.l)))) {
		cJSON_Delete(root);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	if ((rc = jx_walk(&x)) < 0) {
		gp_json_lines_free(x.l);
		cJSON_Delete(root);
		return rc;
	}
	if (lines)
		*lines = x.l;
	else
		gp_json_lines_free(x.l);
	*out = root;
	return 0;
}

/* The caller's text is len bytes, not always followed by a NUL; cJSON and the BOM and
 * blank checks want one, so the parse reads a terminated copy. */
static int parse_indexed(const char *text, size_t len, const char *file, cJSON **out,
			 struct gp_json_lines **lines, struct gp_diag *d)
{
	char *copy;
	int rc;
	if (len == SIZE_MAX || !(copy = malloc(len + 1)))
		return gp_error(d, GP_ENOMEM, "out of memory");
	if (len)
		memcpy(copy, text, len);
	copy[len] = '\0';
	rc = parse_terminated(copy, len, file, out, lines, d);
	free(copy);
	return rc;
}

int gp_json_parse(const char *text, size_t len, const char *file, cJSON **out,
		  struct gp_diag *d)
{
	return parse_indexed(text, len, file, out, NULL, d);
}

int gp_jr_parse(struct gp_jr *r, const char *text, size_t len, cJSON **out)
{
	gp_json_lines_free(r->lines);
	r->lines = NULL;
	return parse_indexed(text, len, r->file, out, &r->lines, r->d);
}

void gp_jr_release(struct gp_jr *r)
{
	gp_json_lines_free(r->lines);
	r->lines = NULL;
}

int gp_jr_fail(struct gp_jr *r, int code, const char *path, const char *fmt, ...)
{
	va_list ap;
	if (!r->d)
		return -code;
	gp_diag_at(r->d, r->file, gp_json_line(r->lines, path), 0);
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
	int rc;
	/* the bounds narrowed to int's, so the conversion below is defined */
	min = min < INT_MIN ? INT_MIN : min;
	max = max > INT_MAX ? INT_MAX : max;
	rc = gp_jr_num(r, obj, path, key, required, (double)min, (double)max, &x);
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
		/* a long expression cut, so the reason at the end is never lost */
		size_t n = strlen(v->valuestring);
		rc = gp_jr_fail(r, ed.code ? ed.code : GP_EPARSE, full,
				"bad expression \"%.*s%s\": %s (column %d)", n > 80 ? 72 : (int)n,
				v->valuestring, n > 80 ? "..." : "", ed.msg, ed.col);
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
