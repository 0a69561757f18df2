/* device_schema.h - the device file's schema as one table of rows (private to core and the
 * CLI's printers): device.c reads and range-checks by it, device_save.c writes by it, the
 * CLI's 'devices --compare' prints its rows, tests/test_device_schema.c holds it against
 * devices/README.md and every shipped device.
 *
 * Adding a device figure is one struct gp_device member and one row of gp_dschema_fields[]
 * (device_schema.c): the row says where the figure sits in the JSON, its type, whether it
 * is required, its range, its unit conversion, when the writer writes it, and its
 * --compare line if it has one. What depends on other figures (eq. 4.7, l2_dirty_bytes <=
 * l2_bytes, the occupancy limits) stays a named check of its section, run after the
 * section's rows. */
#ifndef GPUPERF_DEVICE_SCHEMA_H
#define GPUPERF_DEVICE_SCHEMA_H

#include <stddef.h>

#include "gpuperf/device.h"
#include "gpuperf/device_save.h"

struct cJSON;
struct gp_jr;

enum gp_dtype {
	GP_DT_NUM,      /* double; JSON number */
	GP_DT_INT,      /* int; JSON number without a fraction */
	GP_DT_BOOL,     /* int 0/1; JSON true/false */
	GP_DT_STR,      /* char[size]; JSON string */
	GP_DT_ENUM,     /* int, the index of the JSON string in names[] */
	GP_DT_CUSTOM,   /* read / write functions of the row (arrays, "8.0") */
};

/* Units: the JSON's and the struct's, converted in gp_dunit_to_struct/_to_json only.
 * KIB and MIB are display units of --compare rows (bytes shown in KiB, MiB). */
enum gp_dunit { GP_DU_NONE, GP_DU_US, GP_DU_NS, GP_DU_GIB, GP_DU_KIB, GP_DU_MIB };

/* Whether a row must be in its section (need() overrides it where another figure decides). */
enum gp_dneed { GP_DN_SKIP = -1, GP_DN_OPTIONAL = 0, GP_DN_REQUIRED = 1 };

/* When the writer writes a row: always, or when the value is not 0 / "" (then the reader's
 * 0 is what leaving it out means); omit() may leave out more. */
enum gp_dsave { GP_DS_ALWAYS, GP_DS_NONZERO };

/* How 'devices --compare' shows a row: a number, a number whose 0 means not given ("-" and
 * null), a boolean as on/off, a string or an enumeration's name ("-" and null when not
 * given). */
enum gp_dshow { GP_DSHOW_NONE, GP_DSHOW_NUM, GP_DSHOW_KNOWN, GP_DSHOW_ONOFF, GP_DSHOW_TEXT };

struct gp_dcompare {
	int rank;               /* position among the comparison's lines (ascending); 0: not shown */
	const char *label;      /* "L2 (MiB)" */
	const char *json;       /* its --json name, stable: "l2_mib" */
	enum gp_dshow show;
	const char *fmt;        /* printf format of a number */
	enum gp_dunit unit;     /* display unit when not the JSON's (GP_DU_MIB); NONE: the JSON's */
};

struct gp_dfield {
	const char *section;    /* JSON path of the object holding it: "" (root), "/memory" */
	const char *key;
	enum gp_dtype type;
	size_t off;             /* offsetof(struct gp_device, member) */
	int required;           /* enum gp_dneed */
	double min, max;        /* NUM, INT: inclusive range, in the JSON's unit */
	enum gp_dunit unit;     /* JSON unit -> struct unit (launch_overhead_us -> seconds) */
	enum gp_dsave save;
	size_t size;            /* STR, ENUM: the buffer the JSON string is read into */
	const char *const *names;   /* ENUM: the string of each value; NULL: not a JSON value */
	const char *bad_fmt;    /* ENUM: message for another string, one %s */
	int (*need)(const struct gp_device *dev);   /* enum gp_dneed from figures read before */
	int (*omit)(const struct gp_device *dev, const struct gp_sources *src);   /* writer */
	/* CUSTOM: read obj[key] (required as given) into dev, 0 or a negative gp_err; build the
	 * JSON value (NULL: out of memory) */
	int (*read)(struct gp_jr *r, const struct cJSON *obj, const struct gp_dfield *f,
		    int required, struct gp_device *dev);
	struct cJSON *(*write)(const struct gp_device *dev);
	struct gp_dcompare cmp;
};

struct gp_dsection {
	const char *path;       /* "/link/htod"; "" the root */
	const char *parent;     /* the enclosing section's path */
	const char *key;        /* "htod" */
	int required;
	int present_off;        /* offset of an int set to 1 when the section is given; -1 none */
	const char *const *extra_keys;   /* keys of the object that are neither rows nor sections */
	void (*defaults)(struct gp_device *dev);   /* before reading, given or not */
	/* the section's cross-field checks, after its rows (obj: the section's JSON object) */
	int (*check)(struct gp_jr *r, const struct cJSON *obj, struct gp_device *dev);
	int (*omit)(const struct gp_device *dev, const struct gp_sources *src);   /* writer */
};

/* The rows in the order devices/README.md and the writer give them; sections parents first. */
extern const struct gp_dfield gp_dschema_fields[];
extern const size_t gp_dschema_n_fields;
extern const struct gp_dsection gp_dschema_sections[];
extern const size_t gp_dschema_n_sections;

double gp_dunit_to_struct(enum gp_dunit u, double json);
double gp_dunit_to_json(enum gp_dunit u, double member);

/* The member as a number in the struct's unit (NUM, INT, BOOL, ENUM; 0 for the others). */
double gp_dfield_get(const struct gp_dfield *f, const struct gp_device *dev);
/* A STR row's string, an ENUM row's name; NULL when not given ("", or a value without a name). */
const char *gp_dfield_text(const struct gp_dfield *f, const struct gp_device *dev);
/* "/memory/l2_bytes" into buf; returns buf. */
const char *gp_dfield_path(const struct gp_dfield *f, char *buf, size_t n);
/* The name devices/README.md documents it by: "memory.l2_bytes", "sms". */
const char *gp_dfield_doc(const struct gp_dfield *f, char *buf, size_t n);
/* The section whose path is path, or NULL. */
const struct gp_dsection *gp_dschema_section(const char *path);
/* 1 when the writer leaves out the section at path (or one enclosing it). */
int gp_dschema_section_omitted(const char *path, const struct gp_device *dev,
			       const struct gp_sources *src);
/* 1 when the writer writes row f of dev (its save rule, omit(), its section's). */
int gp_dfield_written(const struct gp_dfield *f, const struct gp_device *dev,
		      const struct gp_sources *src);

/* Read every section of root into dev (zeroed by the caller) by the table, each section's
 * rows then its checks; 0, or a negative gp_err with r's diag naming the JSON path. */
int gp_dschema_read(struct gp_jr *r, const struct cJSON *root, struct gp_device *dev);

#endif
