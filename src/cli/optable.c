/* optable.c - reads argv against a command's option table and renders the table as its usage. */
#include <limits.h>
#include <string.h>

#include "cli.h"
#include "optable.h"

/* ==== Expanding groups ==== */

static int flatten(const struct gp_option *t, size_t base_offset, unsigned mask, int optional,
		   struct gp_optable_entry *out, int n, int max)
{
	for (; t->kind != GP_OPTK_END; t++) {
		if ((t->kind != GP_OPTK_GROUP && (t->mask & ~mask)) ||
		    (t->kind == GP_OPTK_GROUP && !t->group))
			continue;
		if (t->kind == GP_OPTK_GROUP) {
			n = flatten(t->group, base_offset + t->offset, t->mask & mask,
				    optional || (t->flags & GP_OPT_OPTIONAL), out, n, max);
			if (n < 0)
				return -1;
			continue;
		}
		if (n >= max)
			return -1;
		out[n].opt = t;
		out[n].base_offset = base_offset;
		out[n].required = !optional && (t->flags & GP_OPT_REQUIRED);
		n++;
	}
	return n;
}

int gp_optable_flatten(const struct gp_option *table, struct gp_optable_entry *out, int max)
{
	return flatten(table, 0, ~0u, 0, out, 0, max);
}

static const struct gp_optable_entry *lookup(const struct gp_optable_entry *e, int n,
					     const char *name)
{
	for (int i = 0; i < n; i++)
		if (e[i].opt->kind != GP_OPTK_ARG && (strcmp(e[i].opt->name, name) == 0 ||
						      (e[i].opt->alias && strcmp(e[i].opt->alias, name) == 0)))
			return &e[i];
	return NULL;
}

/* ==== Reading values ==== */

/* val into the entry's field; 0 or an exit status (error printed). */
static int read_value(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	void *field = (char *)base + opt->offset;
	switch (opt->kind) {
	case GP_OPTK_ARG:
		if (opt->cb)
			return opt->cb(cmd, opt, val, base);
		/* fall through */
	case GP_OPTK_STRING:
		*(const char **)field = val;
		return 0;
	case GP_OPTK_INT: {
		/* the table's bounds, narrowed to the field's type: no value can wrap */
		long long lo = opt->imin, hi = opt->imax, v;
		if (opt->size == sizeof(int)) {
			lo = lo < INT_MIN ? INT_MIN : lo;
			hi = hi > INT_MAX ? INT_MAX : hi;
		} else if (opt->size == sizeof(long)) {
			lo = lo < LONG_MIN ? LONG_MIN : lo;
			hi = hi > LONG_MAX ? LONG_MAX : hi;
		}
		if (gp_opt_ll(cmd, opt->name, val, lo, hi, &v) < 0)
			return GP_EXIT_USAGE;
		if (opt->size == sizeof(int))
			*(int *)field = (int)v;
		else if (opt->size == sizeof(long))
			*(long *)field = (long)v;
		else
			*(long long *)field = v;
		return 0;
	}
	case GP_OPTK_DOUBLE:
		return gp_opt_double(cmd, opt->name, val, opt->dmin, opt->dmax, field) < 0
			       ? GP_EXIT_USAGE : 0;
	case GP_OPTK_CALLBACK:
		return opt->cb(cmd, opt, val, base);
	default:
		*(int *)field = 1;
		return 0;
	}
}

/* "A and B are required" / "A, B and C are required" over the table's required entries. */
static int missing_required(const char *cmd, const struct gp_optable_entry *e, int n)
{
	char text[512] = "";
	int nreq = 0, k = 0;
	size_t used;
	for (int i = 0; i < n; i++)
		nreq += e[i].required;
	for (int i = 0; i < n; i++) {
		if (!e[i].required)
			continue;
		used = strlen(text);
		snprintf(text + used, sizeof(text) - used, "%s%s",
			 k == 0 ? "" : k == nreq - 1 ? " and " : ", ", e[i].opt->name);
		k++;
	}
	return gp_cli_usage(cmd, "%s %s required", text, nreq == 1 ? "is" : "are");
}

int gp_optable_parse(const char *cmd, const struct gp_option *table, int argc, char **argv,
		     void *base)
{
	return gp_optable_parse_ex(cmd, table, argc, argv, base, NULL);
}

int gp_optable_parse_ex(const char *cmd, const struct gp_option *table, int argc, char **argv,
			void *base, const char *unknown_fmt)
{
	struct gp_optable_entry e[GP_OPTABLE_MAX];
	char seen[GP_OPTABLE_MAX] = { 0 };
	struct gp_opts o;
	int n = gp_optable_flatten(table, e, GP_OPTABLE_MAX), rc;

	if (n < 0)
		return gp_cli_usage(cmd, "internal error: option table too large");
	gp_opts_init(&o, argc, argv);
	while (gp_opts_next(&o)) {
		const struct gp_optable_entry *x = NULL;
		const char *v;
		if (o.positional) {
			const char *extra = "unexpected argument '%s'";
			char msg[256];
			for (int i = 0; i < n && !x; i++) {
				if (e[i].opt->kind != GP_OPTK_ARG)
					continue;
				/* with a callback it takes every later one (and refuses what it must) */
				if (!seen[i] || (e[i].opt->flags & GP_OPT_REPEAT) || e[i].opt->cb)
					x = &e[i];
				else if (e[i].opt->extra)
					extra = e[i].opt->extra;
			}
			if (!x) {
				/* extra is the table's constant with one %s */
				snprintf(msg, sizeof(msg), extra, o.arg);
				return gp_cli_usage(cmd, "%s", msg);
			}
			v = o.arg;
		} else if (!(x = lookup(e, n, o.arg))) {
			char msg[256];
			/* unknown_fmt is the caller's constant with one %s */
			size_t len = strlen(o.arg);
			snprintf(msg, sizeof(msg), unknown_fmt ? unknown_fmt : "unknown option '%s'",
				 o.arg);
			/* a name this table spells longer (--sample -> --sample-blocks) */
			for (int i = 0; i < n; i++)
				if (e[i].opt->name && strncmp(e[i].opt->name, o.arg, len) == 0 &&
				    e[i].opt->name[len] == '-') {
					size_t m = strlen(msg);
					snprintf(msg + m, sizeof(msg) - m, " (did you mean '%s'?)",
						 e[i].opt->name);
					break;
				}
			return gp_cli_usage(cmd, "%s", msg);
		} else if (x->opt->kind == GP_OPTK_FLAG) {
			if (o.inline_val)
				return gp_cli_usage(cmd, "option '%s' takes no value", o.arg);
			v = NULL;
		} else if (!(v = gp_opt_value(&o))) {
			return GP_EXIT_USAGE;
		}
		if ((rc = read_value(cmd, x->opt, v, (char *)base + x->base_offset)))
			return rc;
		seen[x - e] = 1;
	}
	for (int i = 0; i < n; i++)
		if (e[i].required && !seen[i] && e[i].opt->missing)
			return gp_cli_usage(cmd, "%s", e[i].opt->missing);
	for (int i = 0; i < n; i++)
		if (e[i].required && !seen[i])
			return missing_required(cmd, e, n);
	return 0;
}

const struct gp_option *gp_optable_find(const struct gp_option *table, unsigned mask,
					const char *name)
{
	struct gp_optable_entry e[GP_OPTABLE_MAX];
	const struct gp_optable_entry *x;
	int n = flatten(table, 0, mask, 0, e, 0, GP_OPTABLE_MAX);
	x = n < 0 ? NULL : lookup(e, n, name);
	return x ? x->opt : NULL;
}

/* ==== Usage ==== */

/* One synopsis item ("--device D", "[--set PATH=VALUE]...", "[DIR]") into buf. */
static void synopsis_item(const struct gp_option *opt, int req, char *buf, size_t size)
{
	/* the synopsis shows "-o OUT" for a short alias, the long name otherwise */
	int short_alias = opt->alias && opt->alias[0] == '-' && opt->alias[1] != '-';
	const char *rep = (opt->flags & GP_OPT_REPEAT) ? "..." : "";
	if (opt->kind == GP_OPTK_ARG)
		snprintf(buf, size, "%s%s%s%s", req ? "" : "[", opt->name, req ? "" : "]", rep);
	else
		snprintf(buf, size, "%s%s%s%s%s%s", req ? "" : "[", short_alias ? opt->alias : opt->name,
			 opt->argh ? " " : "",
			 opt->argh ? opt->argh : "", req ? "" : "]", rep);
}

void gp_optable_usage(FILE *f, const char *cmd, const struct gp_option *table)
{
	struct gp_optable_entry e[GP_OPTABLE_MAX];
	int n = gp_optable_flatten(table, e, GP_OPTABLE_MAX);
	int indent = (int)strlen("gpuperf ") + (int)strlen(cmd), col;
	char item[256];

	if (n < 0)
		n = 0;
	col = fprintf(f, "gpuperf %s", cmd);
	/* required options, then optional ones, then positional arguments: the reading order */
	for (int pass = 0; pass < 3; pass++) {
		for (int i = 0; i < n; i++) {
			const struct gp_option *opt = e[i].opt;
			int req = e[i].required, arg = opt->kind == GP_OPTK_ARG;
			if ((pass == 0 && (!req || arg)) || (pass == 1 && (req || arg)) ||
			    (pass == 2 && !arg))
				continue;
			synopsis_item(opt, req, item, sizeof(item));
			if (col + 1 + (int)strlen(item) > 80 && col > indent) {
				fprintf(f, "\n%*s", indent, "");
				col = indent;
			}
			col += fprintf(f, " %s", item);
		}
	}
	fprintf(f, "\n\n");
	for (int i = 0; i < n; i++) {
		const struct gp_option *opt = e[i].opt;
		int w = snprintf(item, sizeof(item), "%s%s%s%s%s", opt->alias ? opt->alias : "",
				 opt->alias ? ", " : "", opt->name,
				 opt->kind == GP_OPTK_ARG || !opt->argh ? "" : " ",
				 opt->kind == GP_OPTK_ARG || !opt->argh ? "" : opt->argh);
		if (w > 26)
			fprintf(f, "  %s\n  %-26s  %s\n", item, "", opt->help);
		else
			fprintf(f, "  %-26s  %s\n", item, opt->help);
	}
}
