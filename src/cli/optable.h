/* optable.h - declarative option tables for the subcommands: parsing, checks and usage from one table.
 *
 * After git's parse-options: a command describes its options once, as an array of
 * struct gp_option ending in GP_OPTION_END, each naming the field it fills (offsetof into
 * the command's options struct), its bounds, a one-line help and the name its value is shown as.
 * gp_optable_parse() reads argv against the table; gp_optable_usage() renders the same
 * table for 'gpuperf help CMD'. Options shared by several commands (the launch options)
 * are a table of their own that a command includes with GP_OPTION_GROUP.
 * Command layer only: this module prints usage errors to stderr.
 */
#ifndef GPUPERF_OPTABLE_H
#define GPUPERF_OPTABLE_H

#include <stddef.h>
#include <stdio.h>

enum gp_optkind {
	GP_OPTK_END = 0,
	GP_OPTK_FLAG,     /* no value: int field set to 1 */
	GP_OPTK_STRING,   /* const char * field: the argv string (borrowed; lives as long as argv) */
	GP_OPTK_INT,      /* int, long or long long field, whole number in [imin, imax] */
	GP_OPTK_DOUBLE,   /* double field, finite number in [dmin, dmax] */
	GP_OPTK_CALLBACK, /* cb reads the value (sizes, dim3, choices, NAME=VALUE lists) */
	GP_OPTK_GROUP,    /* the entries of group, their fields relative to offset */
	GP_OPTK_ARG,      /* a positional argument: const char * field; name is how usage shows it;
			   * with GP_OPT_REPEAT, or a cb (which reads it instead), it takes every
			   * later one */
};

/* flags */
#define GP_OPT_REQUIRED 1u   /* missing: "A, B and C are required" (usage error) */
#define GP_OPT_REPEAT 2u     /* may be given more than once (usage shows "...") */
#define GP_OPT_OPTIONAL 4u   /* on a GP_OPTK_GROUP: its entries' GP_OPT_REQUIRED do not apply */

struct gp_option;
/*
 * Reads val for opt into base (the struct the entry's table describes; the field is at
 * base + opt->offset). Returns 0, or an exit status after printing the error.
 */
typedef int gp_option_cb(const char *cmd, const struct gp_option *opt, const char *val,
			 void *base);

struct gp_option {
	enum gp_optkind kind;
	const char *name;          /* "--device"; for GP_OPTK_ARG the name usage shows ("DIR") */
	const char *argh;          /* value name shown in usage ("D", "X[xY[xZ]]"), NULL for flags */
	const char *help;          /* one line */
	const char *alias;         /* a short name ("-o") read as name, or NULL */
	const char *missing;       /* GP_OPT_REQUIRED: the message when it is missing, or NULL
				    * for "A, B and C are required" */
	const char *extra;         /* the last GP_OPTK_ARG: the message for a positional argument
				    * beyond it (one %s, the argument), or NULL for
				    * "unexpected argument '%s'" */
	size_t offset;             /* of the field filled, from the table's base */
	unsigned flags;            /* GP_OPT_REQUIRED, GP_OPT_REPEAT */
	/* In a group: the bits an including command must allow for this entry to exist (0:
	 * always). For GP_OPTK_GROUP: the bits the command allows. */
	unsigned mask;
	long long imin, imax;      /* GP_OPTK_INT bounds */
	size_t size;               /* GP_OPTK_INT: sizeof the field (int, long or long long) */
	double dmin, dmax;         /* GP_OPTK_DOUBLE bounds */
	gp_option_cb *cb;          /* GP_OPTK_CALLBACK */
	const struct gp_option *group; /* GP_OPTK_GROUP */
};

#define GP_OPTION_FLAG(n, h, type, field) \
	{ .kind = GP_OPTK_FLAG, .name = (n), .help = (h), .offset = offsetof(type, field) }
#define GP_OPTION_STRING(n, a, h, type, field, fl) \
	{ .kind = GP_OPTK_STRING, .name = (n), .argh = (a), .help = (h), \
	  .offset = offsetof(type, field), .flags = (fl) }
#define GP_OPTION_INT(n, a, h, type, field, lo, hi) \
	{ .kind = GP_OPTK_INT, .name = (n), .argh = (a), .help = (h), \
	  .offset = offsetof(type, field), .imin = (lo), .imax = (hi), \
	  .size = sizeof(((type *)0)->field) }
#define GP_OPTION_DOUBLE(n, a, h, type, field, lo, hi) \
	{ .kind = GP_OPTK_DOUBLE, .name = (n), .argh = (a), .help = (h), \
	  .offset = offsetof(type, field), .dmin = (lo), .dmax = (hi) }
#define GP_OPTION_CALLBACK(n, a, h, type, field, fn, fl) \
	{ .kind = GP_OPTK_CALLBACK, .name = (n), .argh = (a), .help = (h), \
	  .offset = offsetof(type, field), .cb = (fn), .flags = (fl) }
#define GP_OPTION_GROUP(tbl, type, field, allowed) \
	{ .kind = GP_OPTK_GROUP, .group = (tbl), .offset = offsetof(type, field), .mask = (allowed) }
/* The same whose entries are all optional (the command checks what it needs itself). */
#define GP_OPTION_GROUP_OPTIONAL(tbl, type, field, allowed) \
	{ .kind = GP_OPTK_GROUP, .group = (tbl), .offset = offsetof(type, field), .mask = (allowed), \
	  .flags = GP_OPT_OPTIONAL }
#define GP_OPTION_ARG(n, h, type, field, fl) \
	{ .kind = GP_OPTK_ARG, .name = (n), .help = (h), .offset = offsetof(type, field), \
	  .flags = (fl) }
#define GP_OPTION_END { .kind = GP_OPTK_END }

/* Most entries one command's table can expand to (groups included). */
#define GP_OPTABLE_MAX 64

/* One entry of a table with its groups expanded: the entry and where its base is. */
struct gp_optable_entry {
	const struct gp_option *opt;
	size_t base_offset;        /* add to the command's base for the entry's own base */
	int required;              /* GP_OPT_REQUIRED and no GP_OPT_OPTIONAL group around it */
};

/*
 * Expand table (groups included, entries the groups' masks leave out dropped) into out,
 * at most max entries. Returns how many, or -1 when it does not fit (a GP_BUG-like
 * programming error, caught by test_optable).
 */
int gp_optable_flatten(const struct gp_option *table, struct gp_optable_entry *out, int max);

/*
 * Read argv[1..argc) (argv[0] is the command name) against table into base, the
 * command's options struct (set defaults before). "--name value" and "--name=value";
 * values are checked against the entry's kind and bounds as they are read; at the end
 * every GP_OPT_REQUIRED entry must have been seen. Returns 0, or GP_EXIT_USAGE (or the
 * callback's status) after printing "gpuperf CMD: ..." and a hint to stderr:
 *   unknown option '--x'; option '--x' needs a value; option '--json' takes no value;
 *   unexpected argument 'y'; --regs: 256 is out of range [0, 255]; A and B are required.
 */
int gp_optable_parse(const char *cmd, const struct gp_option *table, int argc, char **argv,
		     void *base);
/* The same with the message for an option not in the table: unknown_fmt has one %s, the
 * option ("%s does not go with --trace"); NULL for "unknown option '%s'". */
int gp_optable_parse_ex(const char *cmd, const struct gp_option *table, int argc, char **argv,
			void *base, const char *unknown_fmt);

/* The entry named name in table restricted to mask, or NULL. */
const struct gp_option *gp_optable_find(const struct gp_option *table, unsigned mask,
					const char *name);

/*
 * 'gpuperf help CMD' for a table: the synopsis (required options first, then the
 * optional ones in brackets, positional arguments last, wrapped at 80 columns), a blank
 * line and one line per option with its help.
 */
void gp_optable_usage(FILE *f, const char *cmd, const struct gp_option *table);

#endif
