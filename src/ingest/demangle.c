/* demangle.c - Itanium C++ ABI demangling for kernel names: the subset nvcc emits for kernels. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/demangle.h"

#define DM_STR 512
#define DM_SUBS 64
#define DM_TARGS 32
#define DM_DEPTH 48

/* Parser state; strings are built into fixed buffers and cut when too long. */
struct dm {
	const char *s;
	int depth;
	int nsubs;
	char subs[DM_SUBS][DM_STR];
	int ntargs;                 /* template arguments of the function, for T_ */
	char targs[DM_TARGS][DM_STR];
	int last_targs;             /* set when the name just parsed ended in template args */
	char last_args[DM_TARGS][DM_STR];
	int nlast_args;
};

static int type(struct dm *m, char *out);
static int template_args(struct dm *m, char *out);

static void cat(char *dst, const char *src)
{
	size_t n = strlen(dst);
	snprintf(dst + n, DM_STR - n, "%s", src);
}

static void add_sub(struct dm *m, const char *s)
{
	if (m->nsubs < DM_SUBS)
		snprintf(m->subs[m->nsubs++], DM_STR, "%s", s);
}

static const struct { const char *code; const char *name; } builtins[] = {
	{ "v", "void" }, { "w", "wchar_t" }, { "b", "bool" }, { "c", "char" },
	{ "a", "signed char" }, { "h", "unsigned char" }, { "s", "short" },
	{ "t", "unsigned short" }, { "i", "int" }, { "j", "unsigned int" }, { "l", "long" },
	{ "m", "unsigned long" }, { "x", "long long" }, { "y", "unsigned long long" },
	{ "n", "__int128" }, { "o", "unsigned __int128" }, { "f", "float" }, { "d", "double" },
	{ "e", "long double" }, { "g", "__float128" }, { "z", "..." }, { "Dn", "decltype(nullptr)" },
	{ "Ds", "char16_t" }, { "Di", "char32_t" }, { "Du", "char8_t" }, { "Dh", "half" },
	{ "DF16_", "_Float16" },
};

static int builtin(struct dm *m, char *out)
{
	for (size_t i = 0; i < sizeof(builtins) / sizeof(builtins[0]); i++) {
		size_t len = strlen(builtins[i].code);
		if (strncmp(m->s, builtins[i].code, len) == 0) {
			snprintf(out, DM_STR, "%s", builtins[i].name);
			m->s += len;
			return 1;
		}
	}
	return 0;
}

/* <number> <identifier> */
static int source_name(struct dm *m, char *out)
{
	long len = 0;
	if (!isdigit((unsigned char)*m->s))
		return -1;
	while (isdigit((unsigned char)*m->s)) {
		len = len * 10 + (*m->s++ - '0');
		if (len > 4096)
			return -1;
	}
	if (len == 0 || (long)strnlen(m->s, (size_t)len) < len)
		return -1;
	snprintf(out, DM_STR, "%.*s", (int)len, m->s);
	m->s += len;
	return 0;
}

/* S_ S0_ ... St */
static int substitution(struct dm *m, char *out)
{
	long idx = 0;
	if (m->s[0] != 'S')
		return -1;
	if (m->s[1] == 't') {
		m->s += 2;
		snprintf(out, DM_STR, "std");
		return 1;   /* a prefix, not a complete type */
	}
	m->s++;
	if (*m->s == '_') {
		idx = 0;
	} else {
		long v = 0;
		while (isdigit((unsigned char)*m->s) || isupper((unsigned char)*m->s)) {
			int dgt = isdigit((unsigned char)*m->s) ? *m->s - '0' : *m->s - 'A' + 10;
			v = v * 36 + dgt;
			if (v > DM_SUBS)
				return -1;
			m->s++;
		}
		if (*m->s != '_')
			return -1;
		idx = v + 1;
	}
	m->s++;
	if (idx >= m->nsubs)
		return -1;
	snprintf(out, DM_STR, "%s", m->subs[idx]);
	return 0;
}

/* T_ T0_ ... */
static int template_param(struct dm *m, char *out)
{
	long idx = 0;
	m->s++;
	if (*m->s != '_') {
		if (!isdigit((unsigned char)*m->s))
			return -1;
		while (isdigit((unsigned char)*m->s)) {
			idx = idx * 10 + (*m->s++ - '0');
			if (idx > DM_TARGS)
				return -1;
		}
		idx++;
		if (*m->s != '_')
			return -1;
	}
	m->s++;
	if (idx >= m->ntargs)
		return -1;
	snprintf(out, DM_STR, "%s", m->targs[idx]);
	return 0;
}

/* L <type> <value> E */
static int literal(struct dm *m, char *out)
{
	char t[DM_STR], num[64];
	size_t n = 0;
	const char *code;
	m->s++;
	code = m->s;
	if (*m->s == '_' && m->s[1] == 'Z')
		return -1;
	if (!builtin(m, t))
		return -1;
	if (*m->s == 'n') {
		num[n++] = '-';
		m->s++;
	}
	while (isdigit((unsigned char)*m->s) && n < sizeof(num) - 1)
		num[n++] = *m->s++;
	num[n] = '\0';
	if (*m->s != 'E' || n == 0)
		return -1;
	m->s++;
	switch (*code) {
	case 'i': snprintf(out, DM_STR, "%s", num); break;
	case 'j': snprintf(out, DM_STR, "%su", num); break;
	case 'l': snprintf(out, DM_STR, "%sl", num); break;
	case 'm': snprintf(out, DM_STR, "%sul", num); break;
	case 'x': snprintf(out, DM_STR, "%sll", num); break;
	case 'y': snprintf(out, DM_STR, "%sull", num); break;
	case 'b': snprintf(out, DM_STR, "%s", strcmp(num, "0") ? "true" : "false"); break;
	default: snprintf(out, DM_STR, "("); cat(out, t); cat(out, ")"); cat(out, num); break;
	}
	return 0;
}

static int template_arg(struct dm *m, char *out)
{
	if (*m->s == 'L')
		return literal(m, out);
	if (*m->s == 'J') {
		char a[DM_STR];
		m->s++;
		out[0] = '\0';
		while (*m->s && *m->s != 'E') {
			if (template_arg(m, a) < 0)
				return -1;
			if (out[0])
				cat(out, ", ");
			cat(out, a);
		}
		if (*m->s != 'E')
			return -1;
		m->s++;
		return 0;
	}
	return type(m, out);
}

/* I <arg>+ E, appended as "<a, b>"; the arguments are left in last_args. */
static int template_args(struct dm *m, char *out)
{
	char a[DM_STR];
	char (*args)[DM_STR] = malloc(DM_TARGS * sizeof(*args));
	int n = 0, rc = -1;
	if (!args)
		return -1;
	m->s++;
	cat(out, "<");
	while (*m->s && *m->s != 'E') {
		if (template_arg(m, a) < 0)
			goto out;
		if (n < DM_TARGS)
			snprintf(args[n++], DM_STR, "%s", a);
		if (out[strlen(out) - 1] != '<')
			cat(out, ", ");
		cat(out, a);
	}
	if (*m->s != 'E')
		goto out;
	m->s++;
	/* c++filt separates a closing '>' from a nested one */
	if (out[strlen(out) - 1] == '>')
		cat(out, " ");
	cat(out, ">");
	for (int i = 0; i < n; i++)
		snprintf(m->last_args[i], DM_STR, "%s", args[i]);
	m->nlast_args = n;
	rc = 0;
out:
	free(args);
	return rc;
}

/*
 * N [K|V] <component>+ E. Each prefix followed by more is a substitution
 * candidate; is_type: the whole name is one too (a class type), otherwise
 * it names a function and is not.
 */
static int nested_name(struct dm *m, char *out, int is_type)
{
	char comp[DM_STR];
	int ncomp = 0, pending = 0;
	m->s++;
	while (*m->s == 'K' || *m->s == 'V' || *m->s == 'r')
		m->s++;
	out[0] = '\0';
	m->last_targs = 0;
	while (*m->s && *m->s != 'E') {
		if (*m->s == 'I') {
			if (ncomp == 0)
				return -1;
			if (pending)
				add_sub(m, out);   /* the template prefix */
			if (template_args(m, out) < 0)
				return -1;
			pending = 1;
			m->last_targs = 1;
			continue;
		}
		if (pending)
			add_sub(m, out);
		m->last_targs = 0;
		pending = 1;
		if (*m->s == 'S') {
			if (ncomp > 0)
				return -1;
			if (substitution(m, comp) < 0)
				return -1;
			snprintf(out, DM_STR, "%s", comp);
			ncomp++;
			pending = 0;   /* already in the table */
			continue;
		}
		if (*m->s == 'T') {
			if (template_param(m, comp) < 0)
				return -1;
		} else if (source_name(m, comp) < 0) {
			return -1;
		}
		if (ncomp > 0)
			cat(out, "::");
		cat(out, comp);
		ncomp++;
	}
	if (*m->s != 'E' || ncomp == 0)
		return -1;
	m->s++;
	if (is_type && pending)
		add_sub(m, out);
	return 0;
}

static int type(struct dm *m, char *out)
{
	char inner[DM_STR];
	int rc;
	if (++m->depth > DM_DEPTH)
		return -1;
	out[0] = '\0';
	switch (*m->s) {
	case 'P': case 'R': case 'O': case 'K': case 'V': case 'r': {
		char q = *m->s++;
		if (type(m, inner) < 0)
			return -1;
		snprintf(out, DM_STR, "%s", inner);
		cat(out, q == 'P' ? "*" : q == 'R' ? "&" : q == 'O' ? "&&" : q == 'K' ? " const"
			 : q == 'V' ? " volatile" : " restrict");
		add_sub(m, out);
		break;
	}
	case 'N':
		if (nested_name(m, out, 1) < 0)
			return -1;
		break;
	case 'S':
		rc = substitution(m, out);
		if (rc < 0)
			return -1;
		if (rc == 1) {   /* St <name> */
			char n[DM_STR];
			if (source_name(m, n) < 0)
				return -1;
			cat(out, "::");
			cat(out, n);
			add_sub(m, out);
		}
		if (*m->s == 'I') {
			if (template_args(m, out) < 0)
				return -1;
			add_sub(m, out);
		}
		break;
	case 'T':
		if (template_param(m, out) < 0)
			return -1;
		add_sub(m, out);
		if (*m->s == 'I') {
			if (template_args(m, out) < 0)
				return -1;
			add_sub(m, out);
		}
		break;
	default:
		if (isdigit((unsigned char)*m->s)) {
			if (source_name(m, out) < 0)
				return -1;
			add_sub(m, out);
			if (*m->s == 'I') {
				if (template_args(m, out) < 0)
					return -1;
				add_sub(m, out);
			}
		} else if (!builtin(m, out)) {
			return -1;
		}
		break;
	}
	m->depth--;
	return 0;
}

static int encoding(struct dm *m, char *out, size_t outsz)
{
	char name[DM_STR], ret[DM_STR] = "", params[DM_STR] = "", t[DM_STR];
	int templ = 0, nparams = 0;

	if (*m->s == 'N') {
		if (nested_name(m, name, 0) < 0)
			return -1;
		templ = m->last_targs;
	} else if (*m->s == 'S' && m->s[1] == 't') {
		m->s += 2;
		if (source_name(m, t) < 0)
			return -1;
		snprintf(name, sizeof(name), "std::");
		cat(name, t);
	} else {
		if (source_name(m, name) < 0)
			return -1;
		if (*m->s == 'I') {
			add_sub(m, name);
			if (template_args(m, name) < 0)
				return -1;
			templ = 1;
		}
	}
	if (templ) {
		m->ntargs = m->nlast_args;
		for (int i = 0; i < m->nlast_args; i++)
			snprintf(m->targs[i], DM_STR, "%s", m->last_args[i]);
		if (*m->s && type(m, ret) < 0)
			return -1;
	}
	if (*m->s == '\0') {
		if (templ)
			return -1;
		snprintf(out, outsz, "%s", name);
		return 0;
	}
	while (*m->s) {
		if (*m->s == '.')
			break;   /* clone suffixes (.cold, .isra) */
		if (type(m, t) < 0)
			return -1;
		if (nparams == 0 && strcmp(t, "void") == 0 && (*m->s == '\0' || *m->s == '.')) {
			nparams = -1;
			break;
		}
		if (nparams > 0)
			cat(params, ", ");
		cat(params, t);
		nparams++;
	}
	if (templ)
		snprintf(out, outsz, "%s %s(%s)", ret, name, nparams > 0 ? params : "");
	else
		snprintf(out, outsz, "%s(%s)", name, nparams > 0 ? params : "");
	return 0;
}

int gp_demangle(const char *name, char *out, size_t outsz)
{
	struct dm *m;
	int rc = -1;
	if (!out || outsz == 0)
		return -1;
	snprintf(out, outsz, "%s", name ? name : "");
	if (!name || strncmp(name, "_Z", 2) != 0)
		return -1;
	m = calloc(1, sizeof(*m));
	if (!m)
		return -1;
	m->s = name + 2;
	{
		char *buf = malloc(outsz);
		if (buf && encoding(m, buf, outsz) == 0) {
			snprintf(out, outsz, "%s", buf);
			rc = 0;
		}
		free(buf);
	}
	free(m);
	return rc;
}

/* ==== Matching a name as the user writes it ==== */

/* Copy src[0..n) into out without template argument lists ("a<int>::b<2>" -> "a::b"). */
static void strip_templates(const char *src, size_t n, char *out, size_t outsz)
{
	size_t j = 0;
	int depth = 0;
	for (size_t i = 0; i < n && j + 1 < outsz; i++) {
		if (src[i] == '<')
			depth++;
		else if (src[i] == '>' && depth > 0)
			depth--;
		else if (depth == 0)
			out[j++] = src[i];
	}
	out[j] = '\0';
}

/* The name before the parameter list, outside template arguments, without the return type
 * templates carry ("void vecAdd<float>(float*)" -> "vecAdd<float>"): its start and length. */
static size_t short_span(const char *display, const char **start)
{
	const char *paren;
	int depth = 0;
	*start = display;
	for (paren = display; *paren; paren++) {
		if (*paren == '<')
			depth++;
		else if (*paren == '>' && depth > 0)
			depth--;
		else if (*paren == ' ' && depth == 0)
			*start = paren + 1;
		else if (*paren == '(' && depth == 0)
			break;
	}
	return (size_t)(paren - *start);
}

const char *gp_demangle_short(const char *display, char *out, size_t outsz)
{
	const char *start;
	size_t n = short_span(display, &start);
	snprintf(out, outsz, "%.*s", (int)n, start);
	return out;
}

int gp_demangle_matches(const char *mangled, const char *display, const char *query)
{
	char buf[1024], plain[1024];
	const char *last, *start;
	size_t n;

	if (!query || !mangled)
		return 0;
	if (!display) {
		gp_demangle(mangled, buf, sizeof(buf));
		display = buf;
	}
	if (strcmp(query, mangled) == 0 || strcmp(query, display) == 0)
		return 1;
	n = short_span(display, &start);
	if (strlen(query) == n && strncmp(query, start, n) == 0)
		return 1;
	strip_templates(start, n, plain, sizeof(plain));
	if (strcmp(query, plain) == 0)
		return 1;
	/* the last component of a qualified name: "ns::triad" -> "triad" */
	for (last = plain + strlen(plain); last > plain && !(last[-1] == ':' && last - 1 > plain &&
							       last[-2] == ':'); last--)
		;
	return strcmp(query, last) == 0;
}
