/* kparams.c - a kernel's parameter layout from PTX, a cubin's parameter table or its CUDA
 * declaration, for kernels whose symbol carries no types (extern "C"). */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "gpuperf/kparams.h"

/* ==== C types ==== */

int gp_kparams_ctype(const char *t, struct gp_emu_arg *a)
{
	/* sign: 1 signed, -1 unsigned (the range --arg values must fit), 0 a real */
	static const struct { const char *name; int size, is_float, sign; } types[] = {
		{ "float", 4, 1, 0 }, { "double", 8, 1, 0 }, { "unsigned long long", 8, 0, -1 },
		{ "long long", 8, 0, 1 }, { "unsigned long", 8, 0, -1 }, { "long", 8, 0, 1 },
		{ "unsigned int", 4, 0, -1 }, { "int", 4, 0, 1 }, { "unsigned short", 2, 0, -1 },
		{ "short", 2, 0, 1 }, { "unsigned char", 1, 0, -1 }, { "signed char", 1, 0, 1 },
		{ "char", 1, 0, 1 }, { "bool", 1, 0, -1 }, { "__half", 2, 1, 0 }, { "half", 2, 1, 0 },
		{ "unsigned", 4, 0, -1 }, { "size_t", 8, 0, -1 }, { "ptrdiff_t", 8, 0, 1 },
		{ "int64_t", 8, 0, 1 }, { "uint64_t", 8, 0, -1 }, { "int32_t", 4, 0, 1 },
		{ "uint32_t", 4, 0, -1 },
	};
	if (strchr(t, '*') || strchr(t, '&')) {
		a->is_pointer = 1;
		a->size_bytes = 8;
		return 0;
	}
	while (*t == ' ')
		t++;
	while (strncmp(t, "const ", 6) == 0 || strncmp(t, "volatile ", 9) == 0)
		t += t[0] == 'c' ? 6 : 9;
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		size_t n = strlen(types[i].name);
		if (strncmp(t, types[i].name, n) == 0 && !(isalnum((unsigned char)t[n]) || t[n] == '_')) {
			a->size_bytes = types[i].size;
			a->is_float = types[i].is_float;
			a->sign = types[i].sign;
			return 0;
		}
	}
	return -1;
}

static struct gp_emu_arg *new_arg(struct gp_emu_launch *l, struct gp_diag *d)
{
	struct gp_emu_arg *a;
	if (l->nargs >= GP_EMU_MAX_ARGS) {
		gp_error(d, GP_ELIMIT, "more than %d kernel arguments", GP_EMU_MAX_ARGS);
		return NULL;
	}
	a = &l->args[l->nargs];
	memset(a, 0, sizeof(*a));
	snprintf(a->name, sizeof(a->name), "arg%d", l->nargs);
	l->nargs++;
	return a;
}

/* ==== PTX ==== */

static int is_ident(int c)
{
	return isalnum(c) || c == '_' || c == '$' || c == '.';
}

/* The text after ".entry func(" or NULL. */
static const char *ptx_entry(const char *ptx, const char *func)
{
	size_t n = strlen(func);
	for (const char *p = strstr(ptx, ".entry"); p; p = strstr(p + 6, ".entry")) {
		const char *q = p + 6;
		while (*q == ' ' || *q == '\t')
			q++;
		if (strncmp(q, func, n) == 0 && !is_ident((unsigned char)q[n])) {
			q += n;
			while (isspace((unsigned char)*q))
				q++;
			if (*q == '(')
				return q + 1;
		}
	}
	return NULL;
}

/* Does the body (from `body` to the next ".entry" or the end) use the register loaded from
 * parameter pname as an address: "cvta.to.global.u64 %rd4, %rd1;" or "[%rd1". */
static int ptx_param_is_address(const char *body, const char *pname)
{
	const char *end = strstr(body, ".entry"), *p;
	char ref[140], reg[64];
	snprintf(ref, sizeof(ref), "[%s]", pname);
	for (p = strstr(body, ref); p && (!end || p < end); p = strstr(p + 1, ref)) {
		/* "ld.param.u64 %rd1, [name]": the register before the comma */
		const char *c = p, *r;
		size_t k;
		while (c > body && *c != ',')
			c--;
		r = c;
		while (r > body && r[-1] != '%' && r[-1] != '\n')
			r--;
		if (r == body || r[-1] != '%' || (size_t)(c - r) + 2 > sizeof(reg))
			continue;
		k = (size_t)(c - r);
		snprintf(reg, sizeof(reg), "%%%.*s", (int)k, r);
		while (k && isspace((unsigned char)reg[k]))
			reg[k--] = '\0';
		for (const char *u = strstr(p, reg); u && (!end || u < end); u = strstr(u + 1, reg)) {
			const char *line = u;
			size_t len = strlen(reg);
			if (is_ident((unsigned char)u[len]))
				continue;
			while (line > body && line[-1] != '\n')
				line--;
			if (u[-1] == '[' || (strncmp(line + strspn(line, " \t"), "cvta.to.", 8) == 0 &&
					     u > strchr(line, ',')))
				return 1;
		}
	}
	return 0;
}

/* 32 from "u32", "f32", "b32"; 0 when not a width */
static int atoi_bits(const char *type)
{
	int bits = 0;
	for (const char *c = type + 1; *c; c++) {
		if (!isdigit((unsigned char)*c))
			return 0;
		bits = bits * 10 + (*c - '0');
	}
	return bits;
}

int gp_kparams_from_ptx(const char *ptx, const char *func, struct gp_emu_launch *l,
			struct gp_diag *d)
{
	const char *p = ptx_entry(ptx, func), *body;
	if (!p)
		return gp_error(d, GP_ENOTFOUND, "the PTX has no .entry %s", func);
	body = strchr(p, ')');
	if (!body)
		return gp_error(d, GP_EPARSE, "the PTX's .entry %s has no closing ')'", func);
	l->nargs = 0;
	while (p < body) {
		const char *decl = strstr(p, ".param");
		char type[16], name[128];
		struct gp_emu_arg *a;
		int bits;
		size_t nl;
		const char *after;
		if (!decl || decl > body)
			break;
		if (sscanf(decl, ".param .%15[a-z0-9] %127[A-Za-z0-9_$]", type, name) != 2)
			return gp_error(d, GP_EPARSE, "parameter %d of %s: '%.40s' is not '.param "
					".TYPE NAME'", l->nargs, func, decl);
		nl = strlen(name);
		after = strstr(decl, name);
		if (strcmp(type, "align") == 0 || (after && after[nl] == '['))
			return gp_error(d, GP_EINVAL, "parameter %d of %s is an aggregate (%.40s): the "
					"emulator lays out scalars and pointers", l->nargs, func, decl);
		if (!(a = new_arg(l, d)))
			return -GP_ELIMIT;
		bits = atoi_bits(type);
		if ((type[0] != 'u' && type[0] != 's' && type[0] != 'b' && type[0] != 'f') ||
		    !(bits == 8 || bits == 16 || bits == 32 || bits == 64))
			return gp_error(d, GP_EINVAL, "parameter %d of %s has type .%s the emulator "
					"does not lay out", l->nargs - 1, func, type);
		a->size_bytes = bits / 8;
		a->is_float = type[0] == 'f';
		a->is_pointer = bits == 64 && !a->is_float && ptx_param_is_address(body, name);
		p = decl + 6;
	}
	return 0;
}

/* ==== Cubin parameter table ==== */

#define EIATTR_KPARAM_INFO 0x17
#define EIFMT_SVAL 4

static uint64_t rd(const uint8_t *b, int n)
{
	uint64_t v = 0;
	for (int i = n - 1; i >= 0; i--)
		v = v << 8 | b[i];
	return v;
}

/* Section name -> [off, off + size) in buf; 0 when found. ELF64 little-endian only (every
 * cubin since sm_20's 64-bit ABI). */
static int elf_section(const uint8_t *b, size_t len, const char *want, size_t *off, size_t *size)
{
	uint64_t shoff, stroff, strsize;
	unsigned shentsize, shnum, shstrndx;
	if (len < 64 || memcmp(b, "\177ELF", 4) != 0 || b[4] != 2 || b[5] != 1)
		return -GP_EPARSE;
	shoff = rd(b + 0x28, 8);
	shentsize = (unsigned)rd(b + 0x3a, 2);
	shnum = (unsigned)rd(b + 0x3c, 2);
	shstrndx = (unsigned)rd(b + 0x3e, 2);
	if (shentsize < 64 || shstrndx >= shnum || shoff > len ||
	    (uint64_t)shnum * shentsize > len - shoff)
		return -GP_EPARSE;
	stroff = rd(b + shoff + (uint64_t)shstrndx * shentsize + 0x18, 8);
	strsize = rd(b + shoff + (uint64_t)shstrndx * shentsize + 0x20, 8);
	if (stroff > len || strsize > len - stroff)
		return -GP_EPARSE;
	for (unsigned i = 0; i < shnum; i++) {
		const uint8_t *sh = b + shoff + (uint64_t)i * shentsize;
		uint64_t name = rd(sh, 4), so = rd(sh + 0x18, 8), ss = rd(sh + 0x20, 8);
		size_t wl = strlen(want);
		if (name >= strsize || strsize - name <= wl ||
		    memcmp(b + stroff + name, want, wl + 1) != 0)
			continue;
		if (so > len || ss > len - so)
			return -GP_EPARSE;
		*off = (size_t)so;
		*size = (size_t)ss;
		return 0;
	}
	return -GP_ENOTFOUND;
}

int gp_kparams_from_cubin(const void *buf, size_t len, const char *func, struct gp_emu_launch *l,
			  int *real_unknown, struct gp_diag *d)
{
	const uint8_t *b = buf;
	char sec[600];
	size_t off, size, i;
	int size_of[GP_EMU_MAX_ARGS] = { 0 }, offset_of[GP_EMU_MAX_ARGS] = { 0 }, n = 0, rc;
	snprintf(sec, sizeof(sec), ".nv.info.%s", func);
	if ((rc = elf_section(b, len, sec, &off, &size)) < 0)
		return gp_error(d, -rc, rc == -GP_ENOTFOUND ? "the cubin has no %s section" :
				"not an ELF cubin (or its section table is out of bounds)", sec);
	/* attributes: format byte, attribute byte, then a 2-byte value, or for EIFMT_SVAL a
	 * 2-byte length and that many bytes */
	for (i = 0; i + 4 <= size;) {
		const uint8_t *e = b + off + i;
		size_t vlen = e[0] == EIFMT_SVAL ? (size_t)rd(e + 2, 2) : 0;
		if (i + 4 + vlen > size)
			return gp_error(d, GP_EPARSE, "%s: attribute at byte %zu runs past the section",
					sec, i);
		if (e[0] == EIFMT_SVAL && e[1] == EIATTR_KPARAM_INFO && vlen >= 12) {
			/* u32 index, u16 ordinal, u16 offset, u32 flags (size in bytes: bits 18..31) */
			unsigned ord = (unsigned)rd(e + 8, 2), poff = (unsigned)rd(e + 10, 2);
			unsigned psize = (unsigned)(rd(e + 12, 4) >> 18);
			if (ord >= GP_EMU_MAX_ARGS)
				return gp_error(d, GP_ELIMIT, "%s: parameter ordinal %u: more than %d "
						"kernel arguments", sec, ord, GP_EMU_MAX_ARGS);
			size_of[ord] = (int)psize;
			offset_of[ord] = (int)poff;
			if ((int)ord + 1 > n)
				n = (int)ord + 1;
		}
		i += 4 + vlen;
	}
	l->nargs = 0;
	*real_unknown = 0;
	for (int k = 0, next = 0; k < n; k++) {
		struct gp_emu_arg *a;
		int s = size_of[k];
		if (!(s == 1 || s == 2 || s == 4 || s == 8) || offset_of[k] < next ||
		    offset_of[k] % s != 0 || offset_of[k] - next >= s)
			return gp_error(d, GP_EINVAL, "%s: parameter %d has size %d at offset %d: the "
					"emulator lays out scalars and pointers at their natural "
					"alignment", sec, k, s, offset_of[k]);
		a = new_arg(l, d);
		a->size_bytes = s;
		a->is_pointer = s == 8;
		*real_unknown |= s == 4;
		next = offset_of[k] + s;
	}
	return 0;
}

/* ==== CUDA source declarations ==== */

static int ident_char(int c)
{
	return isalnum(c) || c == '_';
}

/* The text after "__global__ ... base(" or NULL. */
static const char *decl_params(const char *src, const char *base)
{
	size_t blen = strlen(base);
	for (const char *p = strstr(src, "__global__"); p; p = strstr(p + 1, "__global__")) {
		const char *q = p, *end = strpbrk(p, "{;");
		while ((q = strstr(q, base)) && (!end || q < end)) {
			const char *r = q + blen;
			while (isspace((unsigned char)*r))
				r++;
			if ((q == src || !ident_char((unsigned char)q[-1])) && *r == '(')
				return r + 1;
			q += blen;
		}
	}
	return NULL;
}

int gp_kparams_from_source(const char *src, const char *base, int types, struct gp_emu_launch *l,
			   struct gp_diag *d)
{
	const char *p = decl_params(src, base);
	int n = 0;
	if (!p)
		return gp_error(d, GP_ENOTFOUND, "no __global__ %s(...) in it", base);
	if (types)
		l->nargs = 0;
	for (;;) {
		const char *c = p, *last = NULL;
		char type[160];
		size_t len = 0;
		int depth = 0;
		for (; *c && !((*c == ',' || *c == ')') && depth == 0); c++) {
			if (*c == '<' || *c == '(' || *c == '[')
				depth++;
			else if (*c == '>' || *c == ')' || *c == ']')
				depth--;
			else if ((isalpha((unsigned char)*c) || *c == '_') &&
				 (c == p || !ident_char((unsigned char)c[-1])))
				last = c;
		}
		if (!*c)
			return gp_error(d, GP_EPARSE, "the declaration of %s has no closing ')'", base);
		while (last && ident_char((unsigned char)last[len]))
			len++;
		if (last && !(types && n == 0 && *c == ')' && len == 4 && strncmp(last, "void", 4) == 0)) {
			struct gp_emu_arg *a;
			if (!types && n >= l->nargs)
				break;
			if (types) {
				snprintf(type, sizeof(type), "%.*s", (int)(last - p) < 159 ?
					 (int)(last - p) : 159, p);
				if (!(a = new_arg(l, d)))
					return -GP_ELIMIT;
				/* "__restrict__" and "const" after the '*' change nothing here */
				if (gp_kparams_ctype(type, a) < 0)
					return gp_error(d, GP_EINVAL, "argument %d of %s has type '%s' the "
							"emulator does not lay out", n, base, type);
			}
			snprintf(l->args[n].name, sizeof(l->args[n].name), "%.*s", (int)len, last);
			n++;
		}
		if (*c != ',')
			break;
		p = c + 1;
	}
	return 0;
}
