/* expr.c - parse and evaluate arithmetic expressions over named parameters. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/expr.h"
#include "util.h"

/* ==== Parameters ==== */

void gp_params_init(struct gp_params *p)
{
	p->n = 0;
}

static int valid_name(const char *s)
{
	if (!(isalpha((unsigned char)*s) || *s == '_' || *s == '.'))
		return 0;
	for (; *s; s++)
		if (!(isalnum((unsigned char)*s) || *s == '_' || *s == '.'))
			return 0;
	return 1;
}

int gp_params_set(struct gp_params *p, const char *name, double value, struct gp_diag *d)
{
	if (strlen(name) >= GP_NAME_MAX || !valid_name(name)) {
		gp_error(d, GP_EINVAL, "bad parameter name '%s'", name);
		gp_diag_hint(d, "names are letters, digits, '_' and '.', starting with a letter, "
				"at most %d characters", GP_NAME_MAX - 1);
		return -GP_EINVAL;
	}
	for (int i = 0; i < p->n; i++) {
		if (strcmp(p->names[i], name) == 0) {
			p->values[i] = value;
			return 0;
		}
	}
	if (p->n >= GP_PARAMS_MAX)
	{
		gp_error(d, GP_ELIMIT, "more than %d parameters", GP_PARAMS_MAX);
		gp_diag_hint(d, "a descriptor or model may use at most %d named parameters", GP_PARAMS_MAX);
		return -GP_ELIMIT;
	}
	strcpy(p->names[p->n], name);
	p->values[p->n++] = value;
	return 0;
}

int gp_params_get(const struct gp_params *p, const char *name, double *value)
{
	if (!p)
		return 0;
	for (int i = 0; i < p->n; i++) {
		if (strcmp(p->names[i], name) == 0) {
			*value = p->values[i];
			return 1;
		}
	}
	return 0;
}

int gp_params_parse_assignment(struct gp_params *p, const char *text, struct gp_diag *d)
{
	char name[GP_NAME_MAX];
	const char *eq = strchr(text, '=');
	char *end;
	double v;
	if (!eq || eq == text || (size_t)(eq - text) >= sizeof(name)) {
		gp_error(d, GP_EUSAGE, "'%s' is not NAME=VALUE", text);
		gp_diag_hint(d, "write it as e.g. a=128");
		return -GP_EUSAGE;
	}
	memcpy(name, text, (size_t)(eq - text));
	name[eq - text] = '\0';
	v = strtod(eq + 1, &end);
	if (end == eq + 1 || *end != '\0' || !isfinite(v)) {
		gp_error(d, GP_EUSAGE, "value of '%s' is not a finite number: '%s'", name, eq + 1);
		gp_diag_hint(d, "write it as e.g. %s=128", name);
		return -GP_EUSAGE;
	}
	{
		/* one value a name: a second is refused, never silently the last */
		double first;
		char num[GP_FMT_EXACT_LEN];
		if (gp_params_get(p, name, &first)) {
			gp_error(d, GP_EUSAGE, "'%s': '%s' is given twice (first as %s=%s)", text, name,
				 name, gp_fmt_num(num, first));
			gp_diag_hint(d, "give each name once");
			return -GP_EUSAGE;
		}
	}
	return gp_params_set(p, name, v, d);
}

/* ==== Syntax tree ==== */

enum node_kind { N_NUM, N_VAR, N_NEG, N_ADD, N_SUB, N_MUL, N_DIV, N_MOD, N_POW, N_CALL };

enum func { F_CEIL, F_FLOOR, F_ROUND, F_MIN, F_MAX, F_ABS, F_SQRT, F_LOG2 };

static const struct {
	const char *name;
	int min_args, max_args;
} funcs[] = {
	[F_CEIL] = { "ceil", 1, 1 },  [F_FLOOR] = { "floor", 1, 1 }, [F_ROUND] = { "round", 1, 1 },
	[F_MIN] = { "min", 2, 16 },   [F_MAX] = { "max", 2, 16 },    [F_ABS] = { "abs", 1, 1 },
	[F_SQRT] = { "sqrt", 1, 1 },  [F_LOG2] = { "log2", 1, 1 },
};
#define N_FUNCS (sizeof(funcs) / sizeof(funcs[0]))

struct node {
	enum node_kind kind;
	double num;
	char *name;            /* N_VAR */
	int func;              /* N_CALL */
	int nargs;
	struct node **args;    /* N_CALL; also children of binary/unary ops */
};

struct gp_expr {
	char *text;
	struct node *root;
};

struct parser {
	const char *src, *p;
	int depth;
	struct gp_diag *d;
	int failed;
};

static void node_free(struct node *n)
{
	if (!n)
		return;
	for (int i = 0; i < n->nargs; i++)
		node_free(n->args[i]);
	free(n->args);
	free(n->name);
	free(n);
}

static struct node *node_new(struct parser *ps, enum node_kind k, int nargs)
{
	struct node *n = calloc(1, sizeof(*n));
	if (n && nargs) {
		n->args = calloc((size_t)nargs, sizeof(*n->args));
		if (!n->args) {
			free(n);
			n = NULL;
		}
	}
	if (!n) {
		if (!ps->failed)
			gp_error(ps->d, GP_ENOMEM, "out of memory");
		ps->failed = 1;
		return NULL;
	}
	n->kind = k;
	n->nargs = nargs;
	return n;
}

static struct node *perr(struct parser *ps, const char *msg, const char *hint)
{
	if (!ps->failed) {
		gp_error(ps->d, GP_EPARSE, "%s", msg);
		if (ps->d) {
			ps->d->col = (int)(ps->p - ps->src) + 1;
			if (hint)
				gp_diag_hint(ps->d, "%s", hint);
		}
	}
	ps->failed = 1;
	return NULL;
}

static void skip_ws(struct parser *ps)
{
	while (isspace((unsigned char)*ps->p))
		ps->p++;
}

static struct node *parse_sum(struct parser *ps);
static struct node *parse_unary(struct parser *ps);

static struct node *binary(struct parser *ps, enum node_kind k, struct node *l, struct node *r)
{
	struct node *n;
	if (!l || !r) {
		node_free(l);
		node_free(r);
		return NULL;
	}
	n = node_new(ps, k, 2);
	if (!n) {
		node_free(l);
		node_free(r);
		return NULL;
	}
	n->args[0] = l;
	n->args[1] = r;
	return n;
}

/*
 * One more level of nesting (a parenthesis, function arguments, a sign, an
 * exponent): 1, or 0 after reporting when it would exceed GP_EXPR_DEPTH_MAX.
 * Recursion only happens through these, so the limit also bounds the stack.
 */
static int enter(struct parser *ps)
{
	if (ps->depth >= GP_EXPR_DEPTH_MAX) {
		perr(ps, "expression nested too deeply (over 64 levels)", "simplify the expression");
		return 0;
	}
	ps->depth++;
	return 1;
}

static struct node *parse_call(struct parser *ps, const char *name, size_t len)
{
	struct node *args[16];
	int nargs = 0, f = -1;
	struct node *n;

	for (size_t i = 0; i < N_FUNCS; i++)
		if (strlen(funcs[i].name) == len && strncmp(funcs[i].name, name, len) == 0)
			f = (int)i;
	if (f < 0)
		return perr(ps, "unknown function", "functions: ceil floor round min max abs sqrt log2");
	ps->p++; /* '(' */
	skip_ws(ps);
	if (*ps->p != ')') {
		for (;;) {
			struct node *a;
			if (nargs == 16)
				goto bad;
			if (!enter(ps))
				goto bad;
			a = parse_sum(ps);
			ps->depth--;
			if (!a)
				goto bad;
			args[nargs++] = a;
			skip_ws(ps);
			if (*ps->p == ',') {
				ps->p++;
				continue;
			}
			break;
		}
	}
	if (*ps->p != ')') {
		perr(ps, "expected ')' after function arguments", NULL);
		goto bad;
	}
	ps->p++;
	if (nargs < funcs[f].min_args || nargs > funcs[f].max_args) {
		perr(ps, "wrong number of arguments to function", "ceil(x), min(a, b, ...), max(a, b, ...)");
		goto bad;
	}
	n = node_new(ps, N_CALL, nargs);
	if (!n)
		goto bad;
	n->func = f;
	memcpy(n->args, args, (size_t)nargs * sizeof(*args));
	return n;
bad:
	for (int i = 0; i < nargs; i++)
		node_free(args[i]);
	return NULL;
}

static struct node *parse_atom(struct parser *ps)
{
	struct node *n;
	skip_ws(ps);
	if (isdigit((unsigned char)*ps->p) || (*ps->p == '.' && isdigit((unsigned char)ps->p[1]))) {
		char *end;
		double v = strtod(ps->p, &end);
		if (!isfinite(v))
			return perr(ps, "number out of range", NULL);
		ps->p = end;
		n = node_new(ps, N_NUM, 0);
		if (n)
			n->num = v;
		return n;
	}
	if (isalpha((unsigned char)*ps->p) || *ps->p == '_') {
		const char *s = ps->p;
		size_t len;
		while (isalnum((unsigned char)*ps->p) || *ps->p == '_' || *ps->p == '.')
			ps->p++;
		len = (size_t)(ps->p - s);
		skip_ws(ps);
		if (*ps->p == '(')
			return parse_call(ps, s, len);
		if (len >= GP_NAME_MAX)
			return perr(ps, "name too long", NULL);
		n = node_new(ps, N_VAR, 0);
		if (!n)
			return NULL;
		n->name = malloc(len + 1);
		if (!n->name) {
			node_free(n);
			return perr(ps, "out of memory", NULL);
		}
		memcpy(n->name, s, len);
		n->name[len] = '\0';
		return n;
	}
	if (*ps->p == '(') {
		ps->p++;
		if (!enter(ps))
			return NULL;
		n = parse_sum(ps);
		ps->depth--;
		if (!n)
			return NULL;
		skip_ws(ps);
		if (*ps->p != ')') {
			node_free(n);
			return perr(ps, "expected ')'", "check that parentheses are balanced");
		}
		ps->p++;
		return n;
	}
	if (*ps->p == '\0')
		return perr(ps, "unexpected end of expression", "an operand is missing");
	return perr(ps, "unexpected character", "expressions use numbers, names, + - * / % ^ ( ) and functions");
}

static struct node *parse_power(struct parser *ps)
{
	struct node *l = parse_atom(ps);
	skip_ws(ps);
	if (l && *ps->p == '^') {
		struct node *r;
		ps->p++;
		if (!enter(ps)) {
			node_free(l);
			return NULL;
		}
		r = parse_unary(ps);
		ps->depth--;
		return binary(ps, N_POW, l, r);
	}
	return l;
}

static struct node *parse_unary(struct parser *ps)
{
	struct node *n, *c;
	skip_ws(ps);
	if (*ps->p == '-' || *ps->p == '+') {
		int neg = *ps->p == '-';
		ps->p++;
		if (!enter(ps))
			return NULL;
		c = parse_unary(ps);
		ps->depth--;
		if (!c || !neg)
			return c;
		n = node_new(ps, N_NEG, 1);
		if (!n) {
			node_free(c);
			return NULL;
		}
		n->args[0] = c;
	} else {
		n = parse_power(ps);
	}
	return n;
}

static struct node *parse_term(struct parser *ps)
{
	struct node *l = parse_unary(ps);
	for (;;) {
		enum node_kind k;
		skip_ws(ps);
		if (!l)
			return NULL;
		if (*ps->p == '*')
			k = N_MUL;
		else if (*ps->p == '/')
			k = N_DIV;
		else if (*ps->p == '%')
			k = N_MOD;
		else
			return l;
		ps->p++;
		l = binary(ps, k, l, parse_unary(ps));
	}
}

static struct node *parse_sum(struct parser *ps)
{
	struct node *l = parse_term(ps);
	for (;;) {
		enum node_kind k;
		skip_ws(ps);
		if (!l)
			break;
		if (*ps->p == '+')
			k = N_ADD;
		else if (*ps->p == '-')
			k = N_SUB;
		else
			break;
		ps->p++;
		l = binary(ps, k, l, parse_term(ps));
	}
	return l;
}

struct gp_expr *gp_expr_parse(const char *text, struct gp_diag *d)
{
	struct parser ps = { text, text, 0, d, 0 };
	struct gp_expr *e;
	struct node *root;
	size_t len = strlen(text);

	if (len > GP_EXPR_LEN_MAX) {
		gp_error(d, GP_ELIMIT, "expression longer than %d characters", GP_EXPR_LEN_MAX);
		return NULL;
	}
	root = parse_sum(&ps);
	if (root) {
		skip_ws(&ps);
		if (*ps.p) {
			node_free(root);
			root = perr(&ps, "unexpected text after the expression",
				    "an operator may be missing");
		}
	}
	if (!root)
		return NULL;
	e = malloc(sizeof(*e));
	if (!e || !(e->text = malloc(len + 1))) {
		free(e);
		node_free(root);
		gp_error(d, GP_ENOMEM, "out of memory");
		return NULL;
	}
	memcpy(e->text, text, len + 1);
	e->root = root;
	return e;
}

struct gp_expr *gp_expr_const(double v)
{
	char buf[64];
	struct gp_diag d;
	snprintf(buf, sizeof(buf), "%.17g", v);
	return gp_expr_parse(v < 0 ? (snprintf(buf, sizeof(buf), "(%.17g)", v), buf) : buf, &d);
}

void gp_expr_free(struct gp_expr *e)
{
	if (!e)
		return;
	node_free(e->root);
	free(e->text);
	free(e);
}

struct gp_expr *gp_expr_dup(const struct gp_expr *e)
{
	struct gp_diag d;
	return e ? gp_expr_parse(e->text, &d) : NULL;
}

const char *gp_expr_text(const struct gp_expr *e)
{
	return e->text;
}

/* ==== Evaluation ==== */

static int eval(const struct node *n, const struct gp_params *p, double *out, struct gp_diag *d)
{
	double a = 0, b = 0;
	int rc;

	switch (n->kind) {
	case N_NUM:
		*out = n->num;
		return 0;
	case N_VAR:
		if (!gp_params_get(p, n->name, out)) {
			gp_error(d, GP_ENOTFOUND, "unknown parameter '%s'", n->name);
			gp_diag_hint(d, "declare it (\"params\") or give it with {kernel.param} %s=VALUE",
				     n->name);
			return -GP_ENOTFOUND;
		}
		return 0;
	case N_CALL: {
		double v[16];
		for (int i = 0; i < n->nargs; i++)
			if ((rc = eval(n->args[i], p, &v[i], d)) < 0)
				return rc;
		switch (n->func) {
		case F_CEIL: *out = ceil(v[0]); break;
		case F_FLOOR: *out = floor(v[0]); break;
		case F_ROUND: *out = round(v[0]); break;
		case F_ABS: *out = fabs(v[0]); break;
		case F_SQRT:
			if (v[0] < 0) {
				gp_error(d, GP_ERANGE, "sqrt of a negative number (%g)", v[0]);
				gp_diag_hint(d, "check the parameter values");
				return -GP_ERANGE;
			}
			*out = sqrt(v[0]);
			break;
		case F_LOG2:
			if (v[0] <= 0) {
				gp_error(d, GP_ERANGE, "log2 of a non-positive number (%g)", v[0]);
				gp_diag_hint(d, "check the parameter values");
				return -GP_ERANGE;
			}
			*out = log2(v[0]);
			break;
		case F_MIN:
		case F_MAX:
			*out = v[0];
			for (int i = 1; i < n->nargs; i++)
				*out = (n->func == F_MIN) ? fmin(*out, v[i]) : fmax(*out, v[i]);
			break;
		default:
			GP_BUG("unknown function id");
		}
		break;
	}
	case N_NEG:
		if ((rc = eval(n->args[0], p, &a, d)) < 0)
			return rc;
		*out = -a;
		break;
	default:
		if ((rc = eval(n->args[0], p, &a, d)) < 0 || (rc = eval(n->args[1], p, &b, d)) < 0)
			return rc;
		switch (n->kind) {
		case N_ADD: *out = a + b; break;
		case N_SUB: *out = a - b; break;
		case N_MUL: *out = a * b; break;
		case N_DIV:
		case N_MOD:
			if (b == 0) {
				gp_error(d, GP_ERANGE, "division by zero");
				gp_diag_hint(d, "check the parameter values used in the divisor");
				return -GP_ERANGE;
			}
			*out = n->kind == N_DIV ? a / b : fmod(a, b);
			break;
		case N_POW: *out = pow(a, b); break;
		default: GP_BUG("bad node kind");
		}
	}
	if (isnan(*out)) {
		/* not an overflow: (-8)^(1/3), sqrt(-1), log2(-1) have no real value */
		gp_error(d, GP_ERANGE, "domain error: the result is not a real number");
		gp_diag_hint(d, "a negative base needs a whole exponent; sqrt and log2 need "
				"arguments >= 0");
		return -GP_ERANGE;
	}
	if (!isfinite(*out)) {
		gp_error(d, GP_ERANGE, "result is not finite (overflow)");
		gp_diag_hint(d, "check for huge powers or products of large parameters");
		return -GP_ERANGE;
	}
	return 0;
}

int gp_expr_eval(const struct gp_expr *e, const struct gp_params *p, double *out,
		 struct gp_diag *d)
{
	return eval(e->root, p, out, d);
}

static void each_var(const struct node *n, void (*fn)(const char *, void *), void *ctx,
		     const char **seen, int *nseen)
{
	if (n->kind == N_VAR) {
		for (int i = 0; i < *nseen; i++)
			if (strcmp(seen[i], n->name) == 0)
				return;
		if (*nseen < GP_PARAMS_MAX)
			seen[(*nseen)++] = n->name;
		fn(n->name, ctx);
		return;
	}
	for (int i = 0; i < n->nargs; i++)
		each_var(n->args[i], fn, ctx, seen, nseen);
}

void gp_expr_each_var(const struct gp_expr *e, void (*fn)(const char *name, void *ctx), void *ctx)
{
	const char *seen[GP_PARAMS_MAX];
	int nseen = 0;
	each_var(e->root, fn, ctx, seen, &nseen);
}

static int has_var(const struct node *n)
{
	if (n->kind == N_VAR)
		return 1;
	for (int i = 0; i < n->nargs; i++)
		if (has_var(n->args[i]))
			return 1;
	return 0;
}

int gp_expr_is_const(const struct gp_expr *e, double *v)
{
	struct gp_diag d;
	if (has_var(e->root))
		return 0;
	return eval(e->root, NULL, v, &d) == 0;
}
