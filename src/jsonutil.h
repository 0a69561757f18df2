/* jsonutil.h - typed, path-reporting reads from cJSON documents (the one module that knows cJSON
 * besides the writers). Internal: cJSON types never reach include/gpuperf. */
#ifndef GPUPERF_JSONUTIL_H
#define GPUPERF_JSONUTIL_H

#include <cjson/cJSON.h>
#include "gpuperf/diag.h"
#include "gpuperf/expr.h"

/* Reading context: file name for messages, where errors go, the schema doc for hints. */
struct gp_jr {
	const char *file;
	struct gp_diag *d;
	const char *doc;     /* "devices/README.md" */
};

/* Parse text; malformed JSON reports file:line:col. The caller cJSON_Delete()s *out. */
int gp_json_parse(const char *text, size_t len, const char *file, cJSON **out,
		  struct gp_diag *d);

/* Fetch obj[key]. Optional fields return 1 when absent (and leave *out), 0 when read;
 * required ones fail when absent. path is obj's JSON path ("" for the root).
 * Ranges are inclusive. */
int gp_jr_obj(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, const cJSON **out);
int gp_jr_arr(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, const cJSON **out);
int gp_jr_num(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, double min, double max, double *out);
int gp_jr_int(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, long long min, long long max, int *out);
int gp_jr_str(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	      int required, char *out, size_t outsz);
int gp_jr_bool(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	       int required, int *out);
/* A number or an expression string; *out is a new expression. */
int gp_jr_expr(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
	       int required, struct gp_expr **out);

/* Every key of obj must be in allowed (NULL-terminated): catches typos that would
 * otherwise fall back to a default silently. */
int gp_jr_only_keys(struct gp_jr *r, const cJSON *obj, const char *path,
		    const char *const *allowed);

/* Every number under node (arrays included) must be covered by a key of sources: a
 * key covers its JSON path and everything below it. The root's own "sources" member
 * is skipped. Call with path "" for the root. */
int gp_jr_check_sources(struct gp_jr *r, const cJSON *node, const char *path,
			const cJSON *sources);

/* Report an error at path (used by callers for cross-field checks). Returns -code. */
int gp_jr_fail(struct gp_jr *r, int code, const char *path, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

#endif
