/* sass.c - reading cuobjdump -sass and nvdisasm listings into decoded instructions. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/demangle.h"
#include "gpuperf/opcodes.h"
#include "gpuperf/sass.h"
#include "util.h"

/* A branch target waiting for its function to be complete. */
struct pending {
	int ins;
	int line;
	int by_label;
	uint32_t addr;
	char label[96];
};

struct parser {
	const char *name;
	struct gp_diag *d;
	struct gp_sass_file *f;
	int cur;              /* index of the open function, -1 none */
	int block_sm;         /* "code for sm_XX" / "arch = sm_XX" */
	int header_sm;        /* .headerflags EF_CUDA_SMxx */
	int in_group, group_first;
	int line;
	int ins_hex;          /* the last instruction's line carried its encoding */
	unsigned long long ctl;   /* Maxwell/Pascal: the control word before the group */
	int ctl_valid;
	long ctl_base;        /* the group's address (a multiple of 32), -1 before its first */
	struct pending *pend;
	int npend, cap_pend;
	int *seen;            /* (name, sm) hash of the functions so far: index + 1, 0 empty */
};

/* Slots of the duplicate-function hash: a power of two, at most half full. */
#define SEEN_SLOTS (2 * GP_SASS_MAX_FUNCS)

/* ==== Functions and files ==== */

void gp_sass_func_release(struct gp_sass_func *fn)
{
	if (!fn)
		return;
	free(fn->ins);
	free(fn->labels);
	free(fn->broken);
	fn->ins = NULL;
	fn->labels = NULL;
	fn->broken = NULL;
	fn->n = fn->cap = fn->nlabels = fn->cap_labels = 0;
}

void gp_sass_file_release(struct gp_sass_file *f)
{
	if (!f)
		return;
	for (int i = 0; i < f->n; i++)
		gp_sass_func_release(&f->funcs[i]);
	free(f->funcs);
	memset(f, 0, sizeof(*f));
}

struct gp_sass_func *gp_sass_file_add(struct gp_sass_file *f, const char *name, int sm, int line,
				      struct gp_diag *d)
{
	struct gp_sass_func *fn;
	if (f->n >= GP_SASS_MAX_FUNCS) {
		gp_error(d, GP_ELIMIT, "more than %d functions", GP_SASS_MAX_FUNCS);
		gp_diag_hint(d, "split the listing: disassemble fewer kernels at a time "
			     "(cuobjdump -sass -fun NAME, or one object file each)");
		return NULL;
	}
	if (gp_grow_int((void **)&f->funcs, &f->cap, f->n + 1, sizeof(*f->funcs)) < 0) {
		gp_error(d, GP_ENOMEM, "out of memory");
		return NULL;
	}
	fn = &f->funcs[f->n++];
	memset(fn, 0, sizeof(*fn));
	snprintf(fn->name, sizeof(fn->name), "%s", name);
	gp_demangle(fn->name, fn->display_name, sizeof(fn->display_name));
	fn->sm = sm;
	fn->line = line;
	return fn;
}

int gp_sass_func_push(struct gp_sass_func *fn, const struct gp_sass_ins *in, struct gp_diag *d)
{
	if (fn->n >= GP_SASS_MAX_INS)
		return gp_error(d, GP_ELIMIT, "function '%s' has more than %d instructions",
				fn->name, GP_SASS_MAX_INS);
	if (gp_grow_int((void **)&fn->ins, &fn->cap, fn->n + 1, sizeof(*fn->ins)) < 0)
		return gp_error(d, GP_ENOMEM, "out of memory");
	fn->ins[fn->n++] = *in;
	return 0;
}

int gp_sass_func_label(struct gp_sass_func *fn, const char *label, struct gp_diag *d)
{
	if (fn->nlabels >= GP_SASS_MAX_INS)
		return gp_error(d, GP_ELIMIT, "too many labels in '%s'", fn->name);
	if (gp_grow_int((void **)&fn->labels, &fn->cap_labels, fn->nlabels + 1,
			sizeof(*fn->labels)) < 0)
		return gp_error(d, GP_ENOMEM, "out of memory");
	snprintf(fn->labels[fn->nlabels].name, sizeof(fn->labels[0].name), "%s", label);
	fn->labels[fn->nlabels].index = fn->n;
	fn->nlabels++;
	return 0;
}

static int label_cmp(const void *a, const void *b)
{
	const struct gp_sass_label *x = *(const struct gp_sass_label *const *)a;
	const struct gp_sass_label *y = *(const struct gp_sass_label *const *)b;
	int c = strcmp(x->name, y->name);
	/* equal names: definition order (the labels array), so the first one is found */
	return c ? c : (x > y) - (x < y);
}

int gp_sass_label_index_build(struct gp_sass_label_index *ix, const struct gp_sass_func *fn)
{
	ix->n = fn->nlabels;
	ix->order = NULL;
	if (!ix->n)
		return 0;
	if (!(ix->order = malloc((size_t)ix->n * sizeof(*ix->order))))
		return -GP_ENOMEM;
	for (int i = 0; i < ix->n; i++)
		ix->order[i] = &fn->labels[i];
	qsort(ix->order, (size_t)ix->n, sizeof(*ix->order), label_cmp);
	return 0;
}

int gp_sass_label_index_find(const struct gp_sass_label_index *ix, const char *label)
{
	int lo = 0, hi = ix->n;
	while (lo < hi) {     /* the first entry not below label */
		int mid = lo + (hi - lo) / 2;
		if (strcmp(ix->order[mid]->name, label) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < ix->n && strcmp(ix->order[lo]->name, label) == 0 ? ix->order[lo]->index : -1;
}

void gp_sass_label_index_release(struct gp_sass_label_index *ix)
{
	free(ix->order);
	ix->order = NULL;
	ix->n = 0;
}

const char *gp_sass_reg_name(int id, char *buf, size_t size)
{
	if (id >= GP_REG_VIRT)
		snprintf(buf, size, "%%v%d", id - GP_REG_VIRT);
	else if (id == GP_REG_CC)
		snprintf(buf, size, "CC");
	else if (id >= GP_REG_UP(0))
		snprintf(buf, size, "UP%d", id - GP_REG_UP(0));
	else if (id >= GP_REG_UR(0))
		snprintf(buf, size, "UR%d", id - GP_REG_UR(0));
	else if (id >= GP_REG_P(0))
		snprintf(buf, size, "P%d", id - GP_REG_P(0));
	else
		snprintf(buf, size, "R%d", id);
	return buf;
}

const struct gp_sass_func *gp_sass_find(const struct gp_sass_file *f, const char *name, int sm,
					struct gp_diag *d)
{
	const struct gp_sass_func *hit = NULL;
	int nhit = 0, nsm = 0;
	char list[400] = "";
	size_t used = 0;

	for (int i = 0; i < f->n; i++) {
		const struct gp_sass_func *fn = &f->funcs[i];
		int name_ok = !name || gp_demangle_matches(fn->name, fn->display_name, name);
		if (used + 80 < sizeof(list)) {
			int w = snprintf(list + used, sizeof(list) - used, "%s%s (sm_%d)",
					 used ? ", " : "", fn->name, fn->sm);
			used += w > 0 ? (size_t)w : 0;
		}
		if (!name_ok)
			continue;
		nsm++;
		if (sm && fn->sm && fn->sm != sm)
			continue;
		if (!hit)
			hit = fn;
		nhit++;
	}
	if (nhit == 1)
		return gp_sass_func_check(hit, d) < 0 ? NULL : hit;
	if (nhit == 0 && nsm > 0) {
		gp_error(d, GP_ENOTFOUND, "no code for sm_%d in the listing", sm);
		gp_diag_hint(d, "the listing holds: %s; pass {sass.arch} to pick one", list);
	} else if (nhit == 0) {
		gp_error(d, GP_ENOTFOUND, "function '%s' is not in the listing", name ? name : "");
		gp_diag_hint(d, "the listing holds: %s", list);
	} else {
		gp_error(d, GP_EINVAL, "%d functions match%s%s", nhit, name ? " " : "",
			 name ? name : "");
		gp_diag_hint(d, "choose one with {sass.function} NAME (and {sass.arch} sm_XX): %s", list);
	}
	return NULL;
}

int gp_sass_func_check(const struct gp_sass_func *fn, struct gp_diag *d)
{
	if (!fn->broken)
		return 0;
	if (d)
		*d = *fn->broken;
	return -fn->broken->code;
}

/* ==== Lexical helpers ==== */

static int is_ident(int c)
{
	return isalnum(c) || c == '_' || c == '.' || c == '$';
}

static const char *skip_ws(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

static int starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* "sm_52" after prefix at s: 52, else 0. */
static int parse_sm(const char *s)
{
	long v = 0;
	if (!starts(s, "sm_"))
		return 0;
	s += 3;
	if (!isdigit((unsigned char)*s))
		return 0;
	while (isdigit((unsigned char)*s) && v < 10000)
		v = v * 10 + (*s++ - '0');
	return (int)v;
}

static int fail(struct parser *p, int code, const char *fmt, const char *arg)
{
	gp_error(p->d, code, fmt, arg);
	gp_diag_at(p->d, p->name, p->line, 0);
	return -code;
}

/* ==== Operands ==== */

enum opkind { OPK_OTHER, OPK_PRED, OPK_REG, OPK_MEM, OPK_CONST };

struct regref {
	int id;        /* base id */
	int is64;      /* ".64" suffix */
	int cc;        /* ".CC" suffix */
	int in_mem;    /* inside [ ] */
};

#define MAX_OPS 16
#define MAX_REFS 8

struct operand {
	char text[160];
	enum opkind kind;
	int nref;
	struct regref ref[MAX_REFS];
};

/* Predicate-only operand: P0, !P3, PT, UP1, UPT. */
static int is_pred_text(const char *s)
{
	s = skip_ws(s);
	if (*s == '!')
		s++;
	if (*s == 'U')
		s++;
	if (*s != 'P')
		return 0;
	s++;
	if (*s == 'T')
		s++;
	else if (*s >= '0' && *s <= '7')
		s++;
	else
		return 0;
	s = skip_ws(s);
	return *s == '\0';
}

/* Registers named in an operand. Returns 0 or -1 (index out of range). */
static int scan_refs(struct parser *p, struct operand *op)
{
	const char *s = op->text;
	int depth = 0;
	for (size_t i = 0; s[i]; i++) {
		char c = s[i];
		size_t j;
		long num = 0;
		int kind;
		if (c == '[')
			depth++;
		else if (c == ']')
			depth--;
		if (!isalpha((unsigned char)c) || (i > 0 && is_ident(s[i - 1])))
			continue;
		/* identifier at a boundary */
		j = i;
		while (isalnum((unsigned char)s[j]) || s[j] == '_')
			j++;
		kind = -1;
		if (s[i] == 'R' && j > i + 1 && isdigit((unsigned char)s[i + 1]))
			kind = 0;
		else if (s[i] == 'P' && j == i + 2 && isdigit((unsigned char)s[i + 1]))
			kind = 1;
		else if (s[i] == 'U' && s[i + 1] == 'R' && j > i + 2 &&
			 isdigit((unsigned char)s[i + 2]))
			kind = 2;
		else if (s[i] == 'U' && s[i + 1] == 'P' && j == i + 3 &&
			 isdigit((unsigned char)s[i + 2]))
			kind = 3;
		if (kind >= 0) {
			size_t k = i + (kind >= 2 ? 2 : 1);
			int ok = 1;
			for (; k < j; k++) {
				if (!isdigit((unsigned char)s[k]))
					ok = 0;
				else if (num < 100000)
					num = num * 10 + (s[k] - '0');
			}
			if (ok) {
				long lim = kind == 0 ? 254 : kind == 2 ? 62 : 6;
				struct regref r = { 0, 0, 0, depth > 0 };
				if (num > lim) {
					char reg[32];
					snprintf(reg, sizeof(reg), "%.*s", (int)(j - i), s + i);
					return fail(p, GP_EPARSE, "register %s out of range", reg);
				}
				r.id = kind == 0 ? GP_REG_R(num) : kind == 1 ? GP_REG_P(num)
				     : kind == 2 ? GP_REG_UR(num) : GP_REG_UP(num);
				/* suffixes: R2.64 (pair), R2.CC (writes carry), R0.reuse */
				while (s[j] == '.') {
					size_t e = j + 1;
					while (isalnum((unsigned char)s[e]) || s[e] == '_')
						e++;
					if (e - j - 1 == 2 && strncmp(s + j + 1, "64", 2) == 0)
						r.is64 = 1;
					if (e - j - 1 == 2 && strncmp(s + j + 1, "CC", 2) == 0)
						r.cc = 1;
					j = e;
				}
				if (op->nref < MAX_REFS)
					op->ref[op->nref++] = r;
			}
		}
		i = j > i ? j - 1 : i;
	}
	return 0;
}

/* Length of the instruction text at s (n bytes): up to ';' or the '}' that closes a
 * dual-issue pair. Braces the text opens itself (sm_5x/6x `DEPBAR {0,1}`) are its own.
 * *closes (when given) says whether a group-closing '}' was found. */
static size_t ins_len(const char *s, size_t n, int *closes)
{
	int depth = 0;
	size_t i;
	if (closes)
		*closes = 0;
	for (i = 0; i < n && s[i]; i++) {
		if (s[i] == '{')
			depth++;
		else if (s[i] == '}' && depth > 0)
			depth--;
		else if (s[i] == '}' || (s[i] == ';' && depth == 0))
			break;
	}
	if (closes && i < n && s[i] == '}')
		*closes = 1;
	else if (closes && i < n && s[i] == ';')
		*closes = memchr(s + i, '}', n - i) != NULL;
	return i;
}

/* Split "a, [b, c], d" at top-level commas. Returns count or -1 when unbalanced. */
static int split_operands(struct parser *p, const char *s, struct operand *ops)
{
	int n = 0, depth = 0;
	const char *start = s;
	for (const char *c = s;; c++) {
		if (*c == '[' || *c == '(' || *c == '{')
			depth++;
		else if (*c == ']' || *c == ')' || *c == '}')
			depth--;
		if (depth < 0)
			return fail(p, GP_EPARSE, "unbalanced brackets in operands '%s'", s);
		if ((*c == ',' && depth == 0) || *c == '\0') {
			const char *a = skip_ws(start), *b = c;
			while (b > a && (b[-1] == ' ' || b[-1] == '\t'))
				b--;
			if (b > a || *c == ',') {
				if (n >= MAX_OPS)
					return fail(p, GP_EPARSE, "too many operands in '%s'", s);
				if (b == a)
					return fail(p, GP_EPARSE, "empty operand in '%s'", s);
				memset(&ops[n], 0, sizeof(ops[n]));
				snprintf(ops[n].text, sizeof(ops[n].text), "%.*s", (int)(b - a), a);
				n++;
			}
			if (*c == '\0')
				break;
			start = c + 1;
		}
	}
	if (depth != 0)
		return fail(p, GP_EPARSE, "unbalanced brackets in operands '%s'", s);
	for (int i = 0; i < n; i++) {
		const char *t = skip_ws(ops[i].text);
		while (*t == '-' || *t == '|' || *t == '~' || *t == '!')
			t++;
		if (scan_refs(p, &ops[i]) < 0)
			return -1;
		if (is_pred_text(ops[i].text))
			ops[i].kind = OPK_PRED;
		else if (starts(t, "c[") || starts(t, "c ["))
			ops[i].kind = OPK_CONST;
		else if (strchr(t, '['))
			ops[i].kind = OPK_MEM;
		else if ((t[0] == 'R' || (t[0] == 'U' && t[1] == 'R')) && ops[i].nref > 0)
			ops[i].kind = OPK_REG;
		else if (starts(t, "RZ") || starts(t, "URZ"))
			ops[i].kind = OPK_REG;
	}
	return n;
}

/* ==== Modifiers: widths and types ==== */

int gp_sass_has_mod(const char *mn, const char *mod)
{
	const char *s = strchr(mn, '.');
	size_t len = strlen(mod);
	while (s) {
		if (strncmp(s + 1, mod, len) == 0 && (s[1 + len] == '.' || s[1 + len] == '\0'))
			return 1;
		s = strchr(s + 1, '.');
	}
	return 0;
}

double gp_mma_share(double fmas, enum gp_mma_type t)
{
	static const double rate[] = { [GP_MMA_FP16] = 1, [GP_MMA_TF32] = 0.5, [GP_MMA_INT8] = 2,
				       [GP_MMA_INT4] = 4, [GP_MMA_FP64] = 1.0 / 16 };
	return fmas / rate[t] / 2048;
}

double gp_sass_mma_share(const char *mn)
{
	/* FMAs of the warp instruction's shape, m x n x k (Volta: a quad-pair's m8n8k4 per step,
	 * four quad-pairs) */
	static const struct { const char *mod; double fmas; } shape[] = {
		{ "884", 256 }, { "1684", 512 }, { "1688", 1024 }, { "16816", 2048 },
		{ "16832", 4096 }, { "8816", 1024 }, { "8832", 2048 }, { "16864", 8192 },
	};
	double fmas = 0;
	for (size_t i = 0; i < sizeof(shape) / sizeof(shape[0]); i++)
		if (gp_sass_has_mod(mn, shape[i].mod))
			fmas = shape[i].fmas;
	if (fmas <= 0)
		return 1;
	if (starts(mn, "HMMA"))
		return gp_mma_share(fmas, gp_sass_has_mod(mn, "TF32") ? GP_MMA_TF32 : GP_MMA_FP16);
	if (starts(mn, "IMMA"))
		return gp_mma_share(fmas, gp_sass_has_mod(mn, "S4") || gp_sass_has_mod(mn, "U4")
						  ? GP_MMA_INT4 : GP_MMA_INT8);
	if (starts(mn, "DMMA"))
		return gp_mma_share(fmas, GP_MMA_FP64);
	return 1;
}

/* Access width in bytes from the size modifiers (LDG.E.64, LDS.U.128, STG.E.U8). */
static int mem_width(const char *mn, unsigned flags)
{
	static const struct { const char *mod; int bytes; } w[] = {
		{ "U8", 1 }, { "S8", 1 }, { "U16", 2 }, { "S16", 2 }, { "F16", 2 },
		{ "32", 4 }, { "F32", 4 }, { "64", 8 }, { "F64", 8 }, { "S64", 8 }, { "U64", 8 },
		{ "128", 16 },
	};
	int bytes = 4;
	if (flags & GP_OPF_LDSM) {
		/* LDSM.16.M88.4: four 8x8 matrices, one register each per thread */
		const char *last = strrchr(mn, '.');
		if (last && (strcmp(last, ".2") == 0 || strcmp(last, ".X2") == 0))
			return 8;
		if (last && (strcmp(last, ".4") == 0 || strcmp(last, ".X4") == 0))
			return 16;
		return 4;
	}
	for (size_t i = 0; i < sizeof(w) / sizeof(w[0]); i++)
		if (gp_sass_has_mod(mn, w[i].mod))
			bytes = w[i].bytes;
	return bytes;
}

/* Type widths of a conversion (F2F.F32.F64: dst 1 register, src 2). */
static void conv_widths(const char *mn, int *dst_w, int *src_w)
{
	static const char *const types[] = { "F16", "BF16", "F32", "F64", "S8", "S16", "S32",
					      "S64", "U8", "U16", "U32", "U64" };
	int is_float[2] = { 0, 0 }, w[2] = { 1, 1 }, n = 0;
	const char *s = strchr(mn, '.');
	int i2f = starts(mn, "I2F"), f2i = starts(mn, "F2I");
	while (s && n < 2) {
		for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
			size_t len = strlen(types[i]);
			if (strncmp(s + 1, types[i], len) == 0 &&
			    (s[1 + len] == '.' || s[1 + len] == '\0')) {
				is_float[n] = types[i][0] == 'F' || types[i][0] == 'B';
				w[n] = strstr(types[i], "64") ? 2 : 1;
				n++;
				break;
			}
		}
		s = strchr(s + 1, '.');
	}
	*dst_w = *src_w = 1;
	if (n == 2) {
		*dst_w = w[0];
		*src_w = w[1];
	} else if (n == 1) {
		/* one type: it names the integer side of I2F/F2I, else both sides */
		if ((i2f && !is_float[0]) || (f2i && is_float[0]))
			*src_w = w[0];
		else if (i2f || f2i)
			*dst_w = w[0];
		else
			*dst_w = *src_w = w[0];
	}
}

/* ==== Instructions ==== */

static void add_reg(int *arr, uint8_t *n, int max, int id, int width)
{
	for (int k = 0; k < width; k++) {
		int r = id + k;
		if (id < GP_REG_P(0) && r > 254)
			break;
		if (*n < max)
			arr[(*n)++] = r;
	}
}

static int target_operand(struct parser *p, int index, const struct operand *ops, int nops)
{
	struct pending *pe;
	for (int i = nops - 1; i >= 0; i--) {
		const char *t = ops[i].text, *q = strstr(t, "`(");
		char *end;
		unsigned long v;
		if (gp_grow_int((void **)&p->pend, &p->cap_pend, p->npend + 1, sizeof(*p->pend)) < 0)
			return gp_error(p->d, GP_ENOMEM, "out of memory");
		pe = &p->pend[p->npend];
		memset(pe, 0, sizeof(*pe));
		pe->ins = index;
		pe->line = p->line;
		if (q) {
			const char *e = strchr(q, ')');
			if (!e)
				return fail(p, GP_EPARSE, "unterminated branch target '%s'", t);
			snprintf(pe->label, sizeof(pe->label), "%.*s", (int)(e - q - 2), q + 2);
			pe->by_label = 1;
			p->npend++;
			return 0;
		}
		t = skip_ws(t);
		if (t[0] == '-' && t[1] == '0' && (t[2] == 'x' || t[2] == 'X')) {
			fail(p, GP_EPARSE, "negative branch target '%s'", t);
			gp_diag_hint(p->d, "targets are addresses in the function, from 0x0 up");
			return -GP_EPARSE;
		}
		if (t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
			v = strtoul(t, &end, 16);
			if (*skip_ws(end) == '\0') {
				if (v > 0xffffffffUL) {
					fail(p, GP_EPARSE, "branch target '%s' is beyond 32 bits", t);
					gp_diag_hint(p->d, "targets are addresses in the function");
					return -GP_EPARSE;
				}
				pe->addr = (uint32_t)v;
				p->npend++;
				return 0;
			}
		}
	}
	return 0;
}

/* a stall count as the issue gap: 0 (a dual-issue pair's first, or a Volta encoding's
 * minimum) still takes the next cycle; the pair itself is the dual flag's */
static uint8_t stall_gap(unsigned long long bits)
{
	return (uint8_t)((bits & 0xf) ? (bits & 0xf) : 1);
}

/*
 * A line that is only an encoding, "/" "* 0x<16 hex digits> *" "/". The compiler's stall count
 * is in it: the cycles the warp waits before issuing its next instruction, which cover the
 * fixed-latency results that instruction depends on.
 * - Volta and later (sm_70+) encode an instruction in 128 bits; cuobjdump and nvdisasm -hex
 *   list the upper 64 on the line after it. Its bits 41-44 (the instruction's 105-108) are the
 *   stall count (Jia, Maggioni, Staiger and Scarpazza, "Dissecting the NVIDIA Volta GPU
 *   Architecture via Microbenchmarking", 2018, sec. 2.1: stall cycles, yield, write and read
 *   barriers, wait mask, reuse).
 * - Maxwell and Pascal (sm_50..sm_62) give every group of three 64-bit instructions a control
 *   word, listed before them at the group's 32-byte boundary: 21 bits an instruction, its
 *   stall count in the low 4 (the same paper's comparison of the encodings: Kepler one control
 *   word for 7 instructions, Maxwell and Pascal one for 3, Volta none, the control in each
 *   instruction). The line after a dual-issue pair's closing brace is that instruction's own
 *   encoding instead.
 * 1 when s is such a line (consumed), else 0. Kepler's control words are left alone.
 */
static int control_word(struct parser *p, const char *s)
{
	struct gp_sass_func *fn;
	unsigned long long hi;
	char *end;
	const char *h;
	int fam, follows;
	/* s + 2 only once s holds "/\*": a shorter line ends before it */
	if (s[0] != '/' || s[1] != '*')
		return 0;
	h = skip_ws(s + 2);
	if (h[0] != '0' || h[1] != 'x' || p->cur < 0)
		return 0;
	hi = strtoull(h + 2, &end, 16);
	if (end - (h + 2) != 16 || strncmp(skip_ws(end), "*/", 2) != 0)
		return 0;
	fn = &p->f->funcs[p->cur];
	fam = gp_sm_family(fn->sm);   /* -1 when the listing names no sm */
	follows = fn->n > 0 && fn->ins[fn->n - 1].line == p->line - 1;
	if (fam >= GP_FAM_VOLTA) {
		if (!follows)
			return 0;
		fn->ins[fn->n - 1].stall = stall_gap(hi >> 41);
		return 1;
	}
	if (fam != GP_FAM_MAXWELL)
		return 0;
	if (!(follows && !p->ins_hex)) {
		p->ctl = hi;
		p->ctl_valid = 1;
		p->ctl_base = -1;
	}
	return 1;
}

/* Maxwell/Pascal: the stall count of the instruction at addr from its group's control word */
static void group_stall(struct parser *p, struct gp_sass_ins *in)
{
	long base = (long)(in->addr & ~0x1fu);
	int slot = (int)((in->addr & 0x1fu) / 8) - 1;
	if (!p->ctl_valid || slot < 0)
		return;
	if (p->ctl_base < 0)
		p->ctl_base = base;
	if (p->ctl_base != base) {
		p->ctl_valid = 0;
		return;
	}
	in->stall = stall_gap(p->ctl >> (21 * slot));
	if (slot == 2)
		p->ctl_valid = 0;
}

static int parse_instruction(struct parser *p, const char *rest, int closes_group, uint32_t addr)
{
	struct gp_sass_func *fn = &p->f->funcs[p->cur];
	struct gp_sass_ins in;
	struct operand ops[MAX_OPS];
	const struct gp_opcode *oc;
	char buf[GP_SASS_MAX_LINE];
	const char *s = rest;
	size_t len;
	int nops, fam, flags, width_regs, dst_ops[3], ndst_ops = 0;

	memset(&in, 0, sizeof(in));
	in.addr = addr;
	in.line = p->line;
	in.guard = -1;
	in.target = -1;

	/* the instruction ends at ';' or the closing '}' of a dual-issue pair */
	len = ins_len(s, strlen(s), NULL);
	while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		len--;
	if (len == 0)
		return fail(p, GP_EPARSE, "empty instruction%s", "");
	if (len >= sizeof(buf))
		len = sizeof(buf) - 1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	snprintf(in.text, sizeof(in.text), "%.127s", buf);
	s = buf;

	if (*s == '@') {
		const char *g = s + 1;
		int neg = 0;
		if (*g == '!') {
			neg = 1;
			g++;
		}
		if (g[0] == 'P' && g[1] == 'T') {
			in.never = (uint8_t)neg;
			g += 2;
		} else if (g[0] == 'U' && g[1] == 'P' && g[2] == 'T') {
			in.never = (uint8_t)neg;
			g += 3;
		} else if (g[0] == 'P' && g[1] >= '0' && g[1] <= '6') {
			in.guard = GP_REG_P(g[1] - '0');
			in.guarded = 1;
			g += 2;
		} else if (g[0] == 'U' && g[1] == 'P' && g[2] >= '0' && g[2] <= '6') {
			in.guard = GP_REG_UP(g[2] - '0');
			in.guarded = 1;
			g += 3;
		} else {
			return fail(p, GP_EPARSE, "malformed guard predicate in '%s'", in.text);
		}
		if (*g != ' ' && *g != '\t')
			return fail(p, GP_EPARSE, "malformed guard predicate in '%s'", in.text);
		s = skip_ws(g);
	}

	/* mnemonic: OPCODE(.MOD)* */
	{
		size_t m = 0;
		if (!isupper((unsigned char)s[0]))
			return fail(p, GP_EPARSE, "malformed instruction '%s'", in.text);
		while (isalnum((unsigned char)s[m]) || s[m] == '_' || s[m] == '.')
			m++;
		if (m >= sizeof(in.opcode))
			return fail(p, GP_EPARSE, "opcode too long in '%s'", in.text);
		if (s[m] != '\0' && s[m] != ' ' && s[m] != '\t')
			return fail(p, GP_EPARSE, "malformed instruction '%s'", in.text);
		memcpy(in.opcode, s, m);
		in.opcode[m] = '\0';
		if (in.opcode[m - 1] == '.' || strstr(in.opcode, ".."))
			return fail(p, GP_EPARSE, "malformed opcode in '%s'", in.text);
		s = skip_ws(s + m);
	}
	nops = split_operands(p, s, ops);
	if (nops < 0)
		return -1;

	fam = gp_sm_family(fn->sm);
	oc = gp_opcode_find(in.opcode, fn->sm);
	if (oc) {
		in.known = 1;
		in.iclass = (int8_t)oc->iclass;
		in.flow = oc->flow;
		in.space = oc->space;
		flags = (int)oc->flags;
	} else {
		char base[24];
		int dup = 0;
		snprintf(base, sizeof(base), "%.*s", (int)strcspn(in.opcode, "."), in.opcode);
		in.iclass = GP_IC_MISC;
		flags = 0;
		fn->n_unknown++;
		for (int i = 0; i < fn->n_unknown_ops; i++)
			dup |= strcmp(fn->unknown_ops[i], base) == 0;
		if (!dup && fn->n_unknown_ops < 8)
			snprintf(fn->unknown_ops[fn->n_unknown_ops++], sizeof(fn->unknown_ops[0]),
				 "%s", base);
	}
	/* absolute calls and jumps name relocations (0x0), not places in this function */
	if ((in.flow == GP_FLOW_CALL || in.flow == GP_FLOW_JUMP) &&
	    (gp_sass_has_mod(in.opcode, "ABS") || starts(in.opcode, "JCAL") || starts(in.opcode, "JMP")))
		in.flow = GP_FLOW_NONE;
	if (in.iclass == GP_IC_GLD || in.iclass == GP_IC_GST || in.iclass == GP_IC_LDS ||
	    in.iclass == GP_IC_STS || in.iclass == GP_IC_LDC || in.iclass == GP_IC_LOCAL ||
	    in.iclass == GP_IC_ATOM)
		in.width_bytes = (uint8_t)mem_width(in.opcode, (unsigned)flags);
	width_regs = in.width_bytes > 4 ? in.width_bytes / 4 : 1;

	/* which operands are written (see sass.h: setp, carry-out predicates, ...) */
	if (!(flags & GP_OPF_NODST) && nops > 0) {
		int k = 0;
		if (flags & GP_OPF_SETP) {
			while (k < nops && k < 2 && ops[k].kind == OPK_PRED)
				dst_ops[ndst_ops++] = k++;
			if (ndst_ops == 0)
				dst_ops[ndst_ops++] = 0;
		} else if (ops[0].kind == OPK_PRED) {
			while (k < nops && k < 2 && ops[k].kind == OPK_PRED)
				dst_ops[ndst_ops++] = k++;
			if (k < nops && ops[k].kind == OPK_REG)
				dst_ops[ndst_ops++] = k;
		} else {
			dst_ops[ndst_ops++] = 0;
			k = 1;
			while (k < nops && ops[k].kind == OPK_PRED && ndst_ops < 3 && k + 1 < nops &&
			       ops[k + 1].kind != OPK_PRED)
				dst_ops[ndst_ops++] = k++;
		}
	}
	{
		int conv_dst = 1, conv_src = 1, mma_dst = 1;
		int e_pair = in.space == GP_SPACE_GLOBAL || in.space == GP_SPACE_G2S;
		if (flags & GP_OPF_CONV)
			conv_widths(in.opcode, &conv_dst, &conv_src);
		if (flags & GP_OPF_MMA) {
			in.mma_share = (float)gp_sass_mma_share(in.opcode);
			/* the accumulator registers it writes (and reads as C): Volta's HMMA.884
			 * steps a pair each, F16 or F32 (STEP0..3 of an F32 m8n8k4 quad-pair write
			 * R8, R10, R4, R6 in the shared listing
			 * accelsim_tensor_bw_half_max_flops_floatacc.sm70_75_80.sass.txt); the later
			 * HMMA.1688/16816 2 (F16) or 4 (F32) */
			mma_dst = starts(in.opcode, "DMMA") ? 2
				: (starts(in.opcode, "HMMA") && (!gp_sass_has_mod(in.opcode, "F32") ||
								  gp_sass_has_mod(in.opcode, "884"))) ? 2 : 4;
		}
		e_pair = e_pair && gp_sass_has_mod(in.opcode, "E") && (fn->sm == 0 || fn->sm < 80);

		for (int i = 0; i < nops; i++) {
			int is_dst = 0;
			for (int k = 0; k < ndst_ops; k++)
				is_dst |= dst_ops[k] == i;
			for (int r = 0; r < ops[i].nref; r++) {
				const struct regref *rr = &ops[i].ref[r];
				int w = 1, is_pred = rr->id >= GP_REG_P(0) && rr->id < GP_REG_UR(0);
				is_pred |= rr->id >= GP_REG_UP(0) && rr->id < GP_REG_CC;
				if (rr->in_mem) {
					w = rr->is64 || (e_pair && r == 0) ? 2 : 1;
				} else if (!is_pred) {
					if (is_dst && in.space != GP_SPACE_NONE)
						w = width_regs;
					else if (!is_dst && (flags & GP_OPF_STORE) && i == nops - 1)
						w = width_regs;
					else if (flags & GP_OPF_MMA)
						w = is_dst || i == 3 ? mma_dst : 2;
					else if (flags & GP_OPF_F64)
						w = 2;
					else if (flags & GP_OPF_CONV)
						w = is_dst ? conv_dst : conv_src;
					else if (gp_sass_has_mod(in.opcode, "WIDE") && (is_dst || i == 3))
						w = 2;
					else if (is_dst && starts(in.opcode, "CS2R") &&
						 !gp_sass_has_mod(in.opcode, "32"))
						w = 2;
				}
				if (is_dst && !rr->in_mem && !in.never)
					add_reg(in.dst, &in.ndst, GP_SASS_MAX_DST, rr->id, w);
				else if (!is_dst || rr->in_mem)
					add_reg(in.src, &in.nsrc, GP_SASS_MAX_SRC, rr->id, w);
				if (is_dst && rr->cc && !in.never && in.ndst < GP_SASS_MAX_DST)
					in.dst[in.ndst++] = GP_REG_CC;
			}
		}
		/* carry chains before Volta: IADD R2.CC then IADD.X R3 */
		if ((flags & GP_OPF_CARRY) && gp_sass_has_mod(in.opcode, "X") &&
		    (fam == GP_FAM_KEPLER || fam == GP_FAM_MAXWELL) && in.nsrc < GP_SASS_MAX_SRC)
			in.src[in.nsrc++] = GP_REG_CC;
		if (in.guarded && in.nsrc < GP_SASS_MAX_SRC)
			in.src[in.nsrc++] = in.guard;
	}

	if (fam == GP_FAM_MAXWELL)
		group_stall(p, &in);
	if (p->in_group) {
		in.dual = (uint8_t)!p->group_first;
		p->group_first = 0;
	}
	if (closes_group)
		p->in_group = 0;

	if (in.flow == GP_FLOW_JUMP || in.flow == GP_FLOW_CALL || in.flow == GP_FLOW_SETSYNC) {
		if (target_operand(p, fn->n, ops, nops) < 0)
			return -1;
	}
	return gp_sass_func_push(fn, &in, p->d) < 0 ? (gp_diag_at(p->d, p->name, p->line, 0), -1)
						    : 0;
}

/* ==== Functions: open, close (resolve targets) ==== */

/*
 * 1 when function idx repeats an earlier one (same name and sm), else 0 after
 * recording it; -1 out of memory. Open addressing over FNV-1a of the name:
 * constant time per function, so a listing of 65,536 functions stays linear.
 */
static int seen_before(struct parser *p, int idx)
{
	const struct gp_sass_func *fn = &p->f->funcs[idx];
	unsigned h = gp_fnv1a(fn->name, strlen(fn->name));
	if (!p->seen && !(p->seen = calloc(SEEN_SLOTS, sizeof(*p->seen))))
		return -1;
	h ^= (unsigned)fn->sm * 2654435761u;
	for (unsigned slot = h & (SEEN_SLOTS - 1);; slot = (slot + 1) & (SEEN_SLOTS - 1)) {
		const struct gp_sass_func *o;
		if (!p->seen[slot]) {
			p->seen[slot] = idx + 1;
			return 0;
		}
		o = &p->f->funcs[p->seen[slot] - 1];
		if (o->sm == fn->sm && strcmp(o->name, fn->name) == 0)
			return 1;
	}
}

/* ==== Listing integrity ==== */

/* The first CUDA release whose disassemblers print every instruction of sm (CUDA toolkit
 * release notes: the release that added the architecture; sm_90 from 12.0, CUDA 11.8's
 * cuobjdump and nvdisasm printing some sm_90 instructions, VIMNMX among them, as lines with
 * no address or text). 10 * major + minor; 0 when unknown. */
int gp_sass_disasm_release(int sm)
{
	static const struct { int sm, release; } first[] = {
		{ 30, 50 }, { 35, 50 }, { 37, 65 }, { 50, 60 }, { 52, 65 }, { 53, 70 },
		{ 60, 80 }, { 61, 80 }, { 62, 80 }, { 70, 90 }, { 72, 100 }, { 75, 100 },
		{ 80, 110 }, { 86, 111 }, { 87, 114 }, { 89, 118 }, { 90, 120 }, { 100, 128 },
		{ 120, 128 },
	};
	int best = 0;
	for (size_t i = 0; i < sizeof(first) / sizeof(first[0]); i++)
		if (first[i].sm <= sm)
			best = first[i].release;
	return best;
}

/* The address of the instruction slot after addr: 16 bytes on Volta and later; 8 before,
 * skipping the control words at every 32 bytes (Maxwell, Pascal) or 64 (Kepler). */
static uint32_t next_slot(int fam, uint32_t addr)
{
	uint32_t next = addr + (fam >= GP_FAM_VOLTA ? 16 : 8);
	if ((fam == GP_FAM_MAXWELL && next % 32 == 0) || (fam == GP_FAM_KEPLER && next % 64 == 0))
		next += 8;
	return next;
}

/*
 * A function's instructions must fill its PC range: a PC listed twice, or a slot with no
 * instruction (a disassembler older than the architecture prints what it cannot decode as a
 * line with only the encoding), is an error naming the PCs; counts and the emulation would
 * otherwise run on a kernel with instructions missing. The error goes into d (the
 * function's own, not the file's: one broken kernel leaves the others of the listing
 * usable). Listings that name no architecture are not checked.
 */
static int check_pcs(struct parser *p, const struct gp_sass_func *fn, struct gp_diag *d)
{
	int fam = gp_sm_family(fn->sm);
	if (fn->sm <= 0 || fam < 0)
		return 0;
	for (int i = 1; i < fn->n; i++) {
		uint32_t prev = fn->ins[i - 1].addr, at = fn->ins[i].addr, want = next_slot(fam, prev);
		uint32_t last = want;
		int missing = 0, rel = gp_sass_disasm_release(fn->sm);
		/* before Volta a step of 8 is always whole: the tail after a kernel's last
		 * BRA lists no control word (Kepler listings: NOPs at 64-byte multiples) */
		if (at == want || (fam < GP_FAM_VOLTA && at == prev + 8))
			continue;
		if (at == prev) {
			gp_error(d, GP_EPARSE, "'%s': PC 0x%04x is listed twice (lines %d and %d)",
				 fn->name, at, fn->ins[i - 1].line, fn->ins[i].line);
			gp_diag_at(d, p->name, fn->ins[i].line, 0);
			gp_diag_hint(d, "the listing looks edited or two dumps were joined; "
				     "regenerate it with 'cuobjdump -sass' or 'nvdisasm'");
			return -GP_EPARSE;
		}
		for (uint32_t a = want; a < at; a = next_slot(fam, a)) {
			last = a;
			missing++;
		}
		if (missing > 1)
			gp_error(d, GP_EPARSE, "'%s' (sm_%d): no instructions at PCs 0x%04x..0x%04x "
				 "(%d missing between 0x%04x and 0x%04x)", fn->name, fn->sm, want,
				 last, missing, prev, at);
		else
			gp_error(d, GP_EPARSE, "'%s' (sm_%d): no instruction at PC 0x%04x (between "
				 "0x%04x and 0x%04x)", fn->name, fn->sm, want, prev, at);
		gp_diag_at(d, p->name, fn->ins[i].line, 0);
		if (rel)
			gp_diag_hint(d, "a disassembler older than sm_%d prints instructions it "
				     "cannot decode as blank lines (CUDA 11.8 does so for some sm_90 "
				     "ones, VIMNMX); disassemble with CUDA %d.%d or newer", fn->sm,
				     rel / 10, rel % 10);
		else
			gp_diag_hint(d, "the listing lacks instructions: regenerate it with the "
				     "CUDA release of its architecture");
		return -GP_EPARSE;
	}
	return 0;
}

static int close_func(struct parser *p)
{
	struct gp_sass_label_index ix;
	struct gp_sass_func *fn;
	if (p->cur < 0)
		return 0;
	fn = &p->f->funcs[p->cur];
	if (gp_sass_label_index_build(&ix, fn) < 0) {
		p->cur = -1;
		return gp_error(p->d, GP_ENOMEM, "out of memory");
	}
	for (int i = 0; i < p->npend; i++) {
		struct pending *pe = &p->pend[i];
		int t = -1;
		if (pe->by_label) {
			t = gp_sass_label_index_find(&ix, pe->label);
			if (t < 0 || t >= fn->n) {
				gp_sass_label_index_release(&ix);
				p->line = pe->line;
				p->npend = 0;
				p->cur = -1;
				fail(p, GP_EPARSE, "branch to label '%s', which the function does not "
				     "define", pe->label);
				gp_diag_hint(p->d, "the listing looks truncated or edited");
				return -GP_EPARSE;
			}
		} else {
			/* the instruction at the address; before Volta a target may name the
			 * control-word slot just before it (Maxwell/Kepler: 8 bytes) */
			int lo = 0, hi = fn->n;
			while (lo < hi) {
				int mid = (lo + hi) / 2;
				if (fn->ins[mid].addr < pe->addr)
					lo = mid + 1;
				else
					hi = mid;
			}
			t = lo < fn->n ? lo : -1;
			if (t < 0 || pe->addr % 8 != 0 ||
			    (fn->ins[t].addr != pe->addr &&
			     !(fn->sm > 0 && fn->sm < 70 && fn->ins[t].addr == pe->addr + 8))) {
				char a[32];
				gp_sass_label_index_release(&ix);
				snprintf(a, sizeof(a), "0x%x", (unsigned)pe->addr);
				p->line = pe->line;
				p->npend = 0;
				p->cur = -1;
				fail(p, GP_EPARSE, t < 0 ? "branch target %s is past the end of the "
				     "function" : "branch target %s is not the address of an "
				     "instruction", a);
				gp_diag_hint(p->d, "targets must be instruction addresses of the same "
						   "function (aligned, in range)");
				return -GP_EPARSE;
			}
		}
		fn->ins[pe->ins].target = t;
	}
	gp_sass_label_index_release(&ix);
	p->npend = 0;
	p->in_group = 0;
	if (fn->n == 0) {
		gp_error(p->d, GP_EPARSE, "function '%s' has no instructions", fn->name);
		gp_diag_at(p->d, p->name, fn->line, 0);
		gp_diag_hint(p->d, "the listing looks truncated; regenerate it with "
				   "'cuobjdump -sass' or 'nvdisasm'");
		p->cur = -1;
		return -GP_EPARSE;
	}
	for (int i = 1; i < fn->n; i++) {
		if (fn->ins[i].addr < fn->ins[i - 1].addr) {
			gp_error(p->d, GP_EPARSE, "instruction addresses go backwards in '%s'",
				 fn->name);
			gp_diag_at(p->d, p->name, fn->ins[i].line, 0);
			gp_diag_hint(p->d, "addresses must increase within a function");
			p->cur = -1;
			return -GP_EPARSE;
		}
	}
	{
		struct gp_diag why;
		gp_diag_clear(&why);
		if (check_pcs(p, fn, &why) < 0) {
			if (!(fn->broken = malloc(sizeof(*fn->broken)))) {
				p->cur = -1;
				return gp_error(p->d, GP_ENOMEM, "out of memory");
			}
			*fn->broken = why;
		}
	}
	/* the same function again (another copy in the file): keep the first */
	switch (seen_before(p, p->cur)) {
	case 1:
		gp_sass_func_release(fn);
		p->f->n--;
		p->f->duplicates++;
		break;
	case -1:
		p->cur = -1;
		return gp_error(p->d, GP_ENOMEM, "out of memory");
	}
	p->cur = -1;
	return 0;
}

static int open_func(struct parser *p, const char *name)
{
	struct gp_sass_func *fn;
	int sm = p->block_sm ? p->block_sm : p->header_sm;
	if (close_func(p) < 0)
		return -1;
	fn = gp_sass_file_add(p->f, name, sm, p->line, p->d);
	if (!fn)
		return -1;
	p->cur = p->f->n - 1;
	return 0;
}

/* ==== Lines ==== */

static int label_line(const char *s, char *out, size_t size)
{
	size_t n = 0;
	if (!(isalpha((unsigned char)s[0]) || s[0] == '.' || s[0] == '$' || s[0] == '_'))
		return 0;
	while (is_ident((unsigned char)s[n]) || s[n] == '@')
		n++;
	if (s[n] != ':' || n == 0 || n >= size)
		return 0;
	if (*skip_ws(s + n + 1) != '\0' && !starts(skip_ws(s + n + 1), "//"))
		return 0;
	memcpy(out, s, n);
	out[n] = '\0';
	return 1;
}

static int parse_line(struct parser *p, char *s)
{
	char name[512];
	s = (char *)skip_ws(s);
	if (*s == '\0')
		return 0;

	if (starts(s, "code for sm_")) {
		if (close_func(p) < 0)
			return -1;
		p->block_sm = parse_sm(s + 9);
		return 0;
	}
	if (starts(s, "arch = sm_")) {
		p->block_sm = parse_sm(s + 7);
		return 0;
	}
	if (starts(s, "Fatbin ")) {
		p->block_sm = 0;
		return close_func(p);
	}
	if (starts(s, "Function :") || starts(s, "Function:")) {
		const char *n = skip_ws(strchr(s, ':') + 1);
		size_t len = strcspn(n, " \t");
		if (len == 0)
			return fail(p, GP_EPARSE, "function name missing%s", "");
		snprintf(name, sizeof(name), "%.*s", (int)len, n);
		return open_func(p, name);
	}
	if (starts(s, ".headerflags")) {
		const char *e = strstr(s, "EF_CUDA_SM");
		if (e && isdigit((unsigned char)e[10])) {
			p->header_sm = atoi(e + 10);
			if (p->cur >= 0 && p->f->funcs[p->cur].sm == 0)
				p->f->funcs[p->cur].sm = p->header_sm;
		}
		return 0;
	}
	if (starts(s, ".section") && (s[8] == ' ' || s[8] == '\t')) {
		const char *t = strstr(s, ".text.");
		if (close_func(p) < 0)
			return -1;
		if (t) {
			size_t len = strcspn(t + 6, ", \t\"");
			snprintf(name, sizeof(name), "%.*s", (int)len, t + 6);
			return open_func(p, name);
		}
		return 0;
	}
	if (starts(s, ".sectioninfo")) {
		const char *r = strstr(s, "SHI_REGISTERS=");
		if (r && p->cur >= 0)
			p->f->funcs[p->cur].regs_hint = atoi(r + 14);
		return 0;
	}
	if (s[0] == '/' && s[1] == '*' && isxdigit((unsigned char)s[2])) {
		char *end;
		unsigned long addr = strtoul(s + 2, &end, 16);
		const char *rest;
		int closes;
		size_t code_len;
		if (end[0] != '*' || end[1] != '/')
			goto other;
		rest = skip_ws(end + 2);
		if (starts(rest, "/*") && p->cur >= 0) {
			/* an address and an encoding with no text: an instruction the
			 * disassembler could not print */
			char a[16];
			snprintf(a, sizeof(a), "0x%04lx", addr);
			fail(p, GP_EPARSE, "PC %s is listed with its encoding but no instruction", a);
			gp_diag_hint(p->d, "the disassembler could not decode it: regenerate the "
				     "listing with a CUDA release at least as new as the architecture");
			return -1;
		}
		if (*rest == '\0' || *rest == '.' || starts(rest, "/*") || starts(rest, "//"))
			return 0;
		if (*rest == '{') {
			p->in_group = 1;
			p->group_first = 1;
			rest = skip_ws(rest + 1);
		}
		code_len = strcspn(rest, "/");
		while (rest[code_len] == '/' && rest[code_len + 1] != '*' && rest[code_len + 1] != '/' &&
		       rest[code_len + 1] != '\0')
			code_len += 1 + strcspn(rest + code_len + 1, "/");
		ins_len(rest, code_len, &closes);
		p->ins_hex = rest[code_len] == '/' && strstr(rest + code_len, "0x") != NULL;
		((char *)rest)[code_len] = '\0';
		if (p->cur < 0) {
			if (open_func(p, "anonymous") < 0)
				return -1;
		}
		return parse_instruction(p, rest, closes, (uint32_t)addr);
	}
	if (control_word(p, s))
		return 0;
	if (label_line(s, name, sizeof(name))) {
		if (starts(name, ".text.") &&
		    (p->cur < 0 || strcmp(p->f->funcs[p->cur].name, name + 6) != 0))
			return open_func(p, name + 6);
		if (p->cur >= 0)
			return gp_sass_func_label(&p->f->funcs[p->cur], name, p->d);
		return 0;
	}
	if (s[0] == '.' || starts(s, "//") || starts(s, "/*") || starts(s, "==") ||
	    strcmp(s, "compressed") == 0)
		return 0;
	{
		/* cuobjdump block headers: "code version = [1,7]", "host = linux" */
		size_t k = strspn(s, "abcdefghijklmnopqrstuvwxyz_ ");
		if (k > 0 && k + 2 <= strlen(s) && s[k] == '=' && s[k - 1] == ' ')
			return 0;
	}
	if (s[0] == '}' && *skip_ws(s + 1) == '\0') {
		p->in_group = 0;
		return 0;
	}
other:
	if (!p->f->skipped_lines)
		p->f->first_skipped_line = p->line;
	p->f->skipped_lines++;
	return 0;
}

int gp_sass_parse(const char *text, size_t len, const char *name, struct gp_sass_file *out,
		  struct gp_diag *d)
{
	struct parser p;
	char line[GP_SASS_MAX_LINE + 2];
	size_t pos = 0;
	int rc = 0;

	memset(out, 0, sizeof(*out));
	memset(&p, 0, sizeof(p));
	p.name = name;
	p.d = d;
	p.f = out;
	p.cur = -1;
	pos = gp_bom_bytes(text, len);
	while (pos < len) {
		size_t e = pos, n;
		while (e < len && text[e] != '\n')
			e++;
		n = e - pos;
		p.line++;
		if (memchr(text + pos, '\0', n)) {
			rc = fail(&p, GP_EPARSE, "binary data, not a SASS listing%s", "");
			gp_diag_hint(d, "pass the text that 'cuobjdump -sass' or 'nvdisasm' prints, "
					"not the binary");
			goto out;
		}
		if (n > GP_SASS_MAX_LINE) {
			rc = fail(&p, GP_ELIMIT, "line longer than %s characters", "8192");
			gp_diag_hint(d, "is this a SASS listing?");
			goto out;
		}
		memcpy(line, text + pos, n);
		line[n] = '\0';
		if (n > 0 && line[n - 1] == '\r')
			line[n - 1] = '\0';
		if (parse_line(&p, line) < 0) {
			rc = -(d && d->code ? d->code : GP_EPARSE);
			goto out;
		}
		pos = e + 1;
	}
	p.line++;
	if (close_func(&p) < 0) {
		rc = -(d && d->code ? d->code : GP_EPARSE);
		goto out;
	}
	if (out->n == 0) {
		gp_error(d, GP_EPARSE, "no SASS code found");
		gp_diag_at(d, name, 0, 0);
		gp_diag_hint(d, "expected the output of 'cuobjdump -sass' or 'nvdisasm' "
				"('Function :' blocks or .text sections with /*addr*/ lines)");
		rc = -GP_EPARSE;
	}
out:
	free(p.pend);
	free(p.seen);
	if (rc < 0)
		gp_sass_file_release(out);
	return rc;
}

int gp_sass_load(const char *path, struct gp_sass_file *out, struct gp_diag *d)
{
	size_t len;
	char *text = gp_read_file(path, 0, &len, d);
	int rc;
	memset(out, 0, sizeof(*out));
	if (!text)
		return -(d && d->code ? d->code : GP_EIO);
	rc = gp_sass_parse(text, len, path, out, d);
	free(text);
	return rc;
}
