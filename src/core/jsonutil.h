/* jsonutil.h - typed, path-reporting reads from cJSON documents (the one module that knows cJSON
 * besides the writers). Internal: cJSON types never reach include/gpuperf. */
#ifndef GPUPERF_JSONUTIL_H
#define GPUPERF_JSONUTIL_H

#include <cjson/cJSON.h>
#include "gpuperf/diag.h"
#include "gpuperf/expr.h"

/* Nesting of JSON objects and arrays (gpuperf's files use a handful of levels). */
#define GP_JSON_DEPTH_MAX 64

/* Line of each value of a parsed document, by JSON path. */
struct gp_json_lines;

/* Reading context: file name for messages, where errors go, the schema doc for hints,
 * and (after gp_jr_parse) the line of each value so that every error names its line. */
struct gp_jr {
	const char *file;
	struct gp_diag *d;
	const char *doc;     /* "devices/README.md" */
	struct gp_json_lines *lines;   /* owned; NULL: errors carry no line */
};

/*
 * Parse text; malformed JSON reports file:line:col, nesting deeper than
 * GP_JSON_DEPTH_MAX is refused before parsing (a limit error, not "malformed"),
 * and a key repeated in one object is an error naming both lines. The caller
 * cJSON_Delete()s *out.
 */
int gp_json_parse(const char *text, size_t len, const char *file, cJSON **out,
		  struct gp_diag *d);
/* The same with r's file and diag, keeping the lines index in r (free with gp_jr_release). */
int gp_jr_parse(struct gp_jr *r, const char *text, size_t len, cJSON **out);
void gp_jr_release(struct gp_jr *r);
/* Line where the value at path starts (the nearest enclosing value when path itself was
 * not read), 0 when unknown. */
int gp_json_line(const struct gp_json_lines *l, const char *path);
void gp_json_lines_free(struct gp_json_lines *l);

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
