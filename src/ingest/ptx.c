/* ptx.c - reading PTX functions into decoded instructions (fallback when no SASS is available). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/opcodes.h"
#include "gpuperf/ptx.h"
#include "util.h"

#define PTX_MAX_STMT 16384
#define PTX_MAX_OPS 16

/* Virtual register names of one function -> ids. */
struct vreg {
	char name[32];
	int id;
};

#define PTX_NONPRED_MAX 64

struct px {
	const char *name;
	struct gp_diag *d;
	struct gp_sass_file *f;
	int line, sm;
	int cur;                 /* open function, -1 none */
	int is_entry;
	int depth;               /* brace depth inside the body */
	int in_body;
	struct vreg *regs;
	int nregs, cap_regs, npred, nother;
	int *rslot;              /* name hash of regs: index + 1, 0 empty; nrslots a power of 2 */
	int nrslots;
	struct { int ins; char label[96]; } *pend;
	int npend, cap_pend;
	int *label_line;         /* the line of each label of the open function (fn->labels) */
	int cap_label_line;
	char stmt[PTX_MAX_STMT];
	size_t stmt_len;
	int stmt_line;
	/* ".reg .b32 %r<11>;" declarations of the open function that are not .pred, to
	 * refuse them as guards ("%r" with count 11, or a plain name with count 0) */
	struct { char name[32]; int count; } nonpred[PTX_NONPRED_MAX];
	int nnonpred;
};

static int perr(struct px *p, const char *msg, const char *what)
{
	gp_error(p->d, GP_EPARSE, "%s '%.80s'", msg, what);
	gp_diag_at(p->d, p->name, p->stmt_line ? p->stmt_line : p->line, 0);
	gp_diag_hint(p->d, "expected PTX as 'nvcc -ptx' writes it");
	return -GP_EPARSE;
}

/* Remember the names a ".reg .TYPE" directive declares when TYPE is not .pred. */
static int reg_decl(struct px *p, const char *s)
{
	char type[16], names[256], *tok, *save = NULL;
	if (sscanf(s, " .%15s %255[^;]", type, names) != 2 || strcmp(type, "pred") == 0)
		return 0;
	for (tok = strtok_r(names, ", \t", &save); tok; tok = strtok_r(NULL, ", \t", &save)) {
		char *lt = strchr(tok, '<');
		if (p->nnonpred == PTX_NONPRED_MAX || tok[0] != '%')
			break;
		snprintf(p->nonpred[p->nnonpred].name, sizeof(p->nonpred[0].name), "%.*s",
			 (int)(lt ? lt - tok : (long)strlen(tok)), tok);
		p->nonpred[p->nnonpred].count = lt ? atoi(lt + 1) : 0;
		p->nnonpred++;
	}
	return 0;
}

/* 1 when the guard register g ("%r3", up to white space) was declared other than .pred. */
static int guard_not_pred(const struct px *p, const char *g)
{
	size_t n = strcspn(g, " \t");
	for (int i = 0; i < p->nnonpred; i++) {
		size_t k = strlen(p->nonpred[i].name);
		if (n < k || strncmp(g, p->nonpred[i].name, k) != 0)
			continue;
		if (n == k && p->nonpred[i].count == 0)
			return 1;
		if (p->nonpred[i].count > 0 && n > k && strspn(g + k, "0123456789") == n - k)
			return 1;
	}
	return 0;
}

/* The slot of name in the register index, or the empty slot where it would go. */
static int *reg_slot(const struct px *p, const char *name, size_t len)
{
	unsigned mask = (unsigned)p->nrslots - 1;
	for (unsigned i = gp_fnv1a(name, len) & mask;; i = (i + 1) & mask) {
		const char *o;
		if (!p->rslot[i])
			return &p->rslot[i];
		o = p->regs[p->rslot[i] - 1].name;
		if (strncmp(o, name, len) == 0 && o[len] == '\0')
			return &p->rslot[i];
	}
}

/* Virtual register id of a name, added when new; hashed so that a function of a million
 * registers reads in linear time. -1 out of memory or over the limit. */
static int reg_id(struct px *p, const char *name, size_t len, int is_pred)
{
	struct vreg *r;
	int *slot;
	if (len >= sizeof(p->regs[0].name))
		len = sizeof(p->regs[0].name) - 1;
	if (2 * (p->nregs + 1) > p->nrslots) {
		int n = p->nrslots ? 2 * p->nrslots : 512;
		int *ns = calloc((size_t)n, sizeof(*ns));
		if (!ns)
			return -1;
		free(p->rslot);
		p->rslot = ns;
		p->nrslots = n;
		for (int i = 0; i < p->nregs; i++)
			*reg_slot(p, p->regs[i].name, strlen(p->regs[i].name)) = i + 1;
	}
	slot = reg_slot(p, name, len);
	if (*slot)
		return p->regs[*slot - 1].id;
	if (p->nregs >= GP_SASS_MAX_INS ||
	    gp_grow_int((void **)&p->regs, &p->cap_regs, p->nregs + 1, sizeof(*p->regs)) < 0)
		return -1;
	*slot = p->nregs + 1;
	r = &p->regs[p->nregs++];
	memcpy(r->name, name, len);
	r->name[len] = '\0';
	r->id = GP_REG_VIRT + (is_pred ? 2 * p->npred++ + 1 : 2 * p->nother++);
	return r->id;
}

/* Registers in an operand: %name tokens that are not special registers. */
static int operand_regs(struct px *p, const char *s, int *ids, int max, int *n)
{
	static const char *const special[] = { "tid", "ntid", "ctaid", "nctaid", "laneid",
					       "warpid", "nwarpid", "smid", "nsmid", "gridid",
					       "clock", "clock64", "lanemask", "globaltimer", "pm",
					       "envreg", "dynamic_smem_size", "total_smem_size",
					       "aggr_smem_size", "reserved_smem", "cluster" };
	for (size_t i = 0; s[i]; i++) {
		size_t j;
		int sp = 0;
		if (s[i] != '%')
			continue;
		j = i + 1;
		while (isalnum((unsigned char)s[j]) || s[j] == '_' || s[j] == '$')
			j++;
		for (size_t k = 0; k < sizeof(special) / sizeof(special[0]); k++) {
			size_t len = strlen(special[k]);
			if (strncmp(s + i + 1, special[k], len) == 0 &&
			    !isdigit((unsigned char)s[i + 1 + len]))
				sp = 1;
		}
		if (!sp && j > i + 1) {
			int is_pred = s[i + 1] == 'p' && (j == i + 2 || isdigit((unsigned char)s[i + 2]));
			int id = reg_id(p, s + i, j - i, is_pred);
			if (id < 0)
				return gp_error(p->d, GP_ENOMEM, "out of memory");
			if (*n < max)
				ids[(*n)++] = id;
		}
		i = j - 1;
	}
	return 0;
}

/* The last type modifier of an opcode (".f32"), its class and size in bytes. */
struct ptype {
	int is_float, is_half, is_f64, bytes, found;
};

static struct ptype type_of(const char *mods, int which_last)
{
	static const struct { const char *t; int fl, half, f64, bytes; } types[] = {
		{ "f16x2", 1, 1, 0, 4 }, { "bf16x2", 1, 1, 0, 4 }, { "f16", 1, 1, 0, 2 },
		{ "bf16", 1, 1, 0, 2 }, { "f32", 1, 0, 0, 4 }, { "f64", 1, 0, 1, 8 },
		{ "s8", 0, 0, 0, 1 }, { "u8", 0, 0, 0, 1 }, { "b8", 0, 0, 0, 1 },
		{ "s16", 0, 0, 0, 2 }, { "u16", 0, 0, 0, 2 }, { "b16", 0, 0, 0, 2 },
		{ "s32", 0, 0, 0, 4 }, { "u32", 0, 0, 0, 4 }, { "b32", 0, 0, 0, 4 },
		{ "s64", 0, 0, 0, 8 }, { "u64", 0, 0, 0, 8 }, { "b64", 0, 0, 0, 8 },
		{ "b128", 0, 0, 0, 16 }, { "pred", 0, 0, 0, 4 },
	};
	struct ptype r = { 0, 0, 0, 4, 0 }, first = r;
	const char *s = mods;
	while (s && *s) {
		const char *m = s + 1;
		size_t len = strcspn(m, ".");
		for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
			if (strlen(types[i].t) == len && strncmp(m, types[i].t, len) == 0) {
				struct ptype t = { types[i].fl, types[i].half, types[i].f64,
						   types[i].bytes, 1 };
				if (!first.found)
					first = t;
				r = t;
			}
		s = strchr(m, '.');
	}
	return which_last ? r : first;
}

static int has(const char *mods, const char *m)
{
	size_t len = strlen(m);
	const char *s = mods;
	while ((s = strchr(s, '.'))) {
		if (strncmp(s + 1, m, len) == 0 && (s[1 + len] == '.' || s[1 + len] == '\0'))
			return 1;
		s++;
	}
	return 0;
}

static int split(char *s, char **ops)
{
	int n = 0, depth = 0;
	char *start = s;
	for (char *c = s;; c++) {
		if (*c == '[' || *c == '{' || *c == '(')
			depth++;
		else if (*c == ']' || *c == '}' || *c == ')')
			depth--;
		if (depth < 0)
			return -1;
		if ((*c == ',' && depth == 0) || *c == '\0') {
			int end = *c == '\0';
			*c = '\0';
			while (*start == ' ' || *start == '\t')
				start++;
			if (*start) {
				if (n >= PTX_MAX_OPS)
					return -1;
				ops[n++] = start;
			}
			if (end)
				break;
			start = c + 1;
		}
	}
	return depth == 0 ? n : -1;
}

/* A PTX mma / wmma's work in dense FP16 m16n8k16 MMAs (sass.h gp_sass_mma_share), from its
 * .mMnNkK shape: the warp's M x N x K FMAs (the half-precision mma.m8n8k4: each of the four
 * quad-pairs does one) at its type's rate (gp_mma_share); 1 when the shape is not given. */
static double ptx_mma_share(const char *op)
{
	const char *s = strstr(op, ".m");
	int m, n, k;
	double fmas;
	while (s && sscanf(s, ".m%dn%dk%d", &m, &n, &k) != 3)
		s = strstr(s + 1, ".m");
	if (!s || m <= 0 || n <= 0 || k <= 0)
		return 1;
	fmas = (double)m * n * k;
	if (m == 8 && n == 8 && k == 4 && strncmp(op, "mma", 3) == 0 && !strstr(op, ".f64"))
		fmas *= 4;   /* the half-precision m8n8k4 is per quad-pair, the f64 one warp-wide */
	return gp_mma_share(fmas, strstr(op, ".tf32") ? GP_MMA_TF32
				  : strstr(op, ".s4") || strstr(op, ".u4") ? GP_MMA_INT4
				  : strstr(op, ".s8") || strstr(op, ".u8") ? GP_MMA_INT8
				  : strstr(op, ".f64") ? GP_MMA_FP64 : GP_MMA_FP16);
}

static int statement(struct px *p, char *s)
{
	struct gp_sass_func *fn = &p->f->funcs[p->cur];
	struct gp_sass_ins in;
	const struct gp_ptx_opcode *oc;
	char op[48], base[24], *ops[PTX_MAX_OPS], *mods;
	int nops, srcs[64], ns = 0, dsts[8], nd = 0;
	size_t m;

	while (*s == ' ' || *s == '\t')
		s++;
	if (strncmp(s, ".reg", 4) == 0 && (s[4] == ' ' || s[4] == '\t'))
		return reg_decl(p, s + 4);
	if (*s == '\0' || *s == '.')
		return 0;   /* directives: .shared, .pragma, .loc */
	memset(&in, 0, sizeof(in));
	in.guard = -1;
	in.target = -1;
	in.line = p->stmt_line;
	in.addr = (uint32_t)fn->n * 16;
	snprintf(in.text, sizeof(in.text), "%.127s", s);
	if (*s == '@') {
		char *e = s + 1;
		int id, n0 = 0;
		if (*e == '!')
			e++;
		if (*e != '%')
			return perr(p, "malformed guard in", s);
		while (*e && *e != ' ' && *e != '\t')
			e++;
		if (*e == '\0')
			return perr(p, "instruction missing after guard in", s);
		*e = '\0';
		if (guard_not_pred(p, *(s + 1) == '!' ? s + 2 : s + 1))
			return perr(p, "guard is a general register, not a .pred one:", s);
		if (operand_regs(p, s + 1, &id, 1, &n0) < 0)
			return -1;
		if (n0 == 1) {
			in.guard = id;
			in.guarded = 1;
			srcs[ns++] = id;
		}
		s = e + 1;
		while (*s == ' ' || *s == '\t')
			s++;
	}
	m = 0;
	while (isalnum((unsigned char)s[m]) || s[m] == '.' || s[m] == '_')
		m++;
	if (m == 0 || m >= sizeof(op) || !islower((unsigned char)s[0]))
		return perr(p, "malformed instruction", s);
	memcpy(op, s, m);
	op[m] = '\0';
	snprintf(in.opcode, sizeof(in.opcode), "%s", op);
	snprintf(base, sizeof(base), "%.*s", (int)strcspn(op, "."), op);
	mods = op + strlen(base);
	nops = split(s + m, ops);
	if (nops < 0)
		return perr(p, "unbalanced or too many operands in", in.text);

	if (strcmp(base, "ld") == 0 && has(mods, "param"))
		return 0;   /* parameters are constant-bank operands in SASS */
	oc = gp_ptx_opcode_find(base);
	if (!oc) {
		int dup = 0;
		in.iclass = GP_IC_MISC;
		fn->n_unknown++;
		for (int i = 0; i < fn->n_unknown_ops; i++)
			dup |= strcmp(fn->unknown_ops[i], base) == 0;
		if (!dup && fn->n_unknown_ops < 8)
			snprintf(fn->unknown_ops[fn->n_unknown_ops++], sizeof(fn->unknown_ops[0]),
				 "%s", base);
	} else {
		struct ptype t = type_of(mods, 1);
		in.known = 1;
		in.flow = oc->flow;
		in.iclass = (int8_t)oc->iclass;
		if (in.iclass == GP_IC_TENSOR)
			in.mma_share = (float)ptx_mma_share(op);
		switch (oc->rule) {
		case GP_PTX_BYTYPE:
		case GP_PTX_MULTYPE:
			if (t.is_f64)
				in.iclass = GP_IC_FP64;
			else if (t.is_half)
				in.iclass = GP_IC_HALF;
			else if (t.is_float)
				in.iclass = GP_IC_FP32;
			else
				in.iclass = oc->rule == GP_PTX_MULTYPE ? GP_IC_IMUL : GP_IC_INT;
			break;
		case GP_PTX_SFU:
			in.iclass = t.is_f64 ? GP_IC_FP64 : t.is_float ? GP_IC_SFU : GP_IC_IMUL;
			break;
		case GP_PTX_MEMORY: {
			int st = strcmp(base, "st") == 0, atom = oc->iclass == GP_IC_ATOM;
			int vec = has(mods, "v4") ? 4 : has(mods, "v2") ? 2 : 1;
			if (strcmp(base, "cp") == 0) {
				if (!has(mods, "async") || has(mods, "commit_group") ||
				    has(mods, "wait_group") || has(mods, "wait_all")) {
					in.iclass = GP_IC_MISC;
					break;
				}
				in.space = GP_SPACE_G2S;
				in.width_bytes = (uint8_t)(nops >= 3 ? atoi(ops[2]) : 16);
				break;
			}
			in.width_bytes = (uint8_t)(t.bytes * vec > 255 ? 255 : t.bytes * vec);
			if (has(mods, "shared")) {
				in.space = GP_SPACE_SHARED;
				in.iclass = atom ? GP_IC_ATOM : st ? GP_IC_STS : GP_IC_LDS;
			} else if (has(mods, "local")) {
				in.space = GP_SPACE_LOCAL;
				in.iclass = GP_IC_LOCAL;
			} else if (has(mods, "const")) {
				in.space = GP_SPACE_CONST;
				in.iclass = GP_IC_LDC;
			} else if (has(mods, "param")) {
				in.iclass = GP_IC_MISC;
				in.width_bytes = 0;
			} else {
				in.space = GP_SPACE_GLOBAL;
			}
			break;
		}
		default:
			break;
		}
		if (strcmp(base, "cvt") == 0) {
			struct ptype a = type_of(mods, 0), b = type_of(mods, 1);
			in.iclass = !a.is_float && !b.is_float ? GP_IC_INT : GP_IC_CONV;
		}
		if (strcmp(base, "ret") == 0 && p->is_entry)
			in.flow = GP_FLOW_EXIT;
	}

	/* destinations: the first operand (both of "%p1|%p2"), except stores and branches */
	for (int i = 0; i < nops; i++) {
		int is_dst = i == 0 && !(oc && (oc->flags & GP_OPF_NODST)) && in.flow == GP_FLOW_NONE &&
			     in.space != GP_SPACE_G2S;
		if (in.iclass == GP_IC_BRANCH || in.iclass == GP_IC_BAR)
			is_dst = 0;
		if (strchr(ops[i], '|') && i == 0 && is_dst) {
			if (operand_regs(p, ops[i], dsts, 8, &nd) < 0)
				return -1;
			continue;
		}
		if (operand_regs(p, ops[i], is_dst ? dsts : srcs, is_dst ? 8 : 64,
				 is_dst ? &nd : &ns) < 0)
			return -1;
	}
	for (int i = 0; i < nd && in.ndst < GP_SASS_MAX_DST; i++)
		in.dst[in.ndst++] = dsts[i];
	for (int i = 0; i < ns && in.nsrc < GP_SASS_MAX_SRC; i++)
		in.src[in.nsrc++] = srcs[i];
	if (in.flow == GP_FLOW_JUMP && nops > 0) {
		const char *t = ops[nops - 1];
		if (gp_grow_int((void **)&p->pend, &p->cap_pend, p->npend + 1, sizeof(*p->pend)) < 0)
			return gp_error(p->d, GP_ENOMEM, "out of memory");
		p->pend[p->npend].ins = fn->n;
		snprintf(p->pend[p->npend].label, sizeof(p->pend[0].label), "%s", t);
		p->npend++;
	}
	return gp_sass_func_push(fn, &in, p->d);
}

static int close_func(struct px *p)
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
	/* a label defined twice: a branch to it would be ambiguous (ptxas refuses it too);
	 * equal names sit side by side in the sorted order, in definition order */
	for (int i = 1; i < ix.n; i++) {
		const struct gp_sass_label *a = ix.order[i - 1], *b = ix.order[i];
		if (strcmp(a->name, b->name) == 0) {
			int first = p->label_line[a - fn->labels], again = p->label_line[b - fn->labels];
			gp_sass_label_index_release(&ix);
			p->npend = 0;
			p->cur = -1;
			gp_error(p->d, GP_EPARSE, "label '%s' of '%s' is defined twice (first at %s:%d)",
				 a->name, fn->name, p->name, first);
			gp_diag_at(p->d, p->name, again, 0);
			gp_diag_hint(p->d, "rename one of them: each label of a function names one place");
			return -GP_EPARSE;
		}
	}
	for (int i = 0; i < p->npend; i++) {
		int t = gp_sass_label_index_find(&ix, p->pend[i].label);
		if (t < 0) {
			/* a branch to a label the function does not define: never a self-loop */
			gp_sass_label_index_release(&ix);
			p->stmt_line = fn->ins[p->pend[i].ins].line;
			p->npend = 0;
			p->cur = -1;
			return perr(p, "branch to an undefined label", p->pend[i].label);
		}
		fn->ins[p->pend[i].ins].target = t < fn->n ? t : -1;
	}
	gp_sass_label_index_release(&ix);
	p->npend = 0;
	p->nregs = p->npred = p->nother = 0;
	free(p->rslot);          /* the next function starts small again */
	p->rslot = NULL;
	p->nrslots = 0;
	p->nnonpred = 0;
	p->cur = -1;
	p->in_body = 0;
	if (fn->n == 0) {
		/* an empty kernel still runs: give it its implicit exit */
		struct gp_sass_ins in;
		memset(&in, 0, sizeof(in));
		in.guard = in.target = -1;
		in.iclass = GP_IC_BRANCH;
		in.flow = GP_FLOW_EXIT;
		in.known = 1;
		in.line = fn->line;
		snprintf(in.opcode, sizeof(in.opcode), "ret");
		snprintf(in.text, sizeof(in.text), "ret");
		return gp_sass_func_push(fn, &in, p->d);
	}
	return 0;
}

/* ".visible .entry _Z3addPfS_(" or ".func (.param .b32 r) _Z1fi(" */
static int header(struct px *p, const char *s, int is_entry)
{
	const char *k = strstr(s, is_entry ? ".entry" : ".func") + (is_entry ? 6 : 5);
	const char *n;
	size_t len;
	char name[512];
	while (*k == ' ' || *k == '\t')
		k++;
	if (*k == '(') {
		int depth = 0;
		for (; *k; k++) {
			depth += *k == '(';
			depth -= *k == ')';
			if (depth == 0) {
				k++;
				break;
			}
		}
		while (*k == ' ' || *k == '\t')
			k++;
	}
	n = k;
	len = strcspn(n, " \t(;");
	if (len == 0)
		return 0;   /* name on a later line: rare, not produced by nvcc */
	snprintf(name, sizeof(name), "%.*s", (int)(len < 511 ? len : 511), n);
	if (close_func(p) < 0)
		return -1;
	if (!gp_sass_file_add(p->f, name, p->sm, p->line, p->d))
		return -1;
	p->cur = p->f->n - 1;
	p->f->funcs[p->cur].source = GP_SRC_PTX;
	p->is_entry = is_entry;
	p->depth = 0;
	p->in_body = 0;
	return 0;
}

static int line(struct px *p, char *s)
{
	char *c = strstr(s, "//");
	if (c)
		*c = '\0';
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s == '\0')
		return 0;
	if (p->cur < 0 || !p->in_body) {
		if (strncmp(s, ".target", 7) == 0) {
			const char *t = strstr(s, "sm_");
			p->sm = t ? atoi(t + 3) : 0;
			return 0;
		}
		if (strstr(s, ".entry ") || strstr(s, ".entry\t"))
			return header(p, s, 1);
		if ((strstr(s, ".func ") || strstr(s, ".func\t")) && !strchr(s, ';'))
			return header(p, s, 0);
		if (p->cur >= 0 && s[0] == '{') {
			p->in_body = 1;
			p->depth = 1;
			s++;
		} else {
			return 0;
		}
	}
	/* inside a body: labels, scopes, statements ending in ';' */
	while (*s) {
		size_t n;
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			break;
		if (p->stmt_len == 0) {
			size_t l = 0;
			while (isalnum((unsigned char)s[l]) || s[l] == '_' || s[l] == '$' || s[l] == '.')
				l++;
			if (l > 0 && s[l] == ':' && s[0] != '.') {
				struct gp_sass_func *fn = &p->f->funcs[p->cur];
				char lbl[96];
				if (l >= sizeof(lbl)) {
					/* cut short, two labels could become one */
					p->stmt_line = p->line;
					return perr(p, "label longer than 95 characters:", s);
				}
				snprintf(lbl, sizeof(lbl), "%.*s", (int)l, s);
				if (gp_grow_int((void **)&p->label_line, &p->cap_label_line,
						fn->nlabels + 1, sizeof(*p->label_line)) < 0)
					return gp_error(p->d, GP_ENOMEM, "out of memory");
				p->label_line[fn->nlabels] = p->line;
				if (gp_sass_func_label(fn, lbl, p->d) < 0)
					return -1;
				s += l + 1;
				continue;
			}
			if (*s == '{') {
				p->depth++;
				s++;
				continue;
			}
			if (*s == '}') {
				s++;
				if (--p->depth == 0)
					return close_func(p);
				continue;
			}
			p->stmt_line = p->line;
		}
		n = strcspn(s, ";");
		if (p->stmt_len + n + 2 >= sizeof(p->stmt))
			return perr(p, "statement too long at", s);
		if (p->stmt_len)
			p->stmt[p->stmt_len++] = ' ';
		memcpy(p->stmt + p->stmt_len, s, n);
		p->stmt_len += n;
		p->stmt[p->stmt_len] = '\0';
		if (s[n] != ';')
			break;   /* continues on the next line */
		p->stmt_len = 0;
		if (statement(p, p->stmt) < 0)
			return -1;
		s += n + 1;
	}
	return 0;
}

int gp_ptx_parse(const char *text, size_t len, const char *name, struct gp_sass_file *out,
		 struct gp_diag *d)
{
	struct px *p = calloc(1, sizeof(*p));
	char *buf = malloc(PTX_MAX_STMT + 2);
	size_t pos = 0;
	int rc = 0;

	memset(out, 0, sizeof(*out));
	if (!p || !buf) {
		free(p);
		free(buf);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	p->name = name;
	p->d = d;
	p->f = out;
	p->cur = -1;
	while (pos < len) {
		size_t e = pos, n;
		while (e < len && text[e] != '\n')
			e++;
		n = e - pos;
		if (n && text[e - 1] == '\r')
			n--;   /* CRLF line ends (a file from Windows), as ptxas takes them */
		p->line++;
		p->stmt_line = p->stmt_len ? p->stmt_line : 0;
		if (memchr(text + pos, '\0', n)) {
			gp_error(d, GP_EPARSE, "binary data, not PTX");
			gp_diag_at(d, name, p->line, 0);
			gp_diag_hint(d, "pass the text that 'nvcc -ptx' writes");
			rc = -GP_EPARSE;
			break;
		}
		if (n > PTX_MAX_STMT) {
			gp_error(d, GP_ELIMIT, "line longer than %d characters", PTX_MAX_STMT);
			gp_diag_at(d, name, p->line, 0);
			gp_diag_hint(d, "split the line: 'nvcc -ptx' writes one statement a line");
			rc = -GP_ELIMIT;
			break;
		}
		memcpy(buf, text + pos, n);
		buf[n] = '\0';
		if (line(p, buf) < 0) {
			rc = -(d && d->code ? d->code : GP_EPARSE);
			break;
		}
		pos = e + 1;
	}
	if (rc == 0 && p->cur >= 0) {
		gp_error(d, GP_EPARSE, "function '%s' is not closed (truncated PTX?)",
			 out->funcs[p->cur].name);
		gp_diag_at(d, name, p->line, 0);
		gp_diag_hint(d, "every '{' of a function body needs its '}'");
		rc = -GP_EPARSE;
	}
	if (rc == 0 && out->n == 0) {
		gp_error(d, GP_EPARSE, "no PTX functions found");
		gp_diag_at(d, name, 0, 0);
		gp_diag_hint(d, "expected '.entry NAME(...)' blocks as 'nvcc -ptx' writes them");
		rc = -GP_EPARSE;
	}
	free(p->regs);
	free(p->rslot);
	free(p->pend);
	free(p->label_line);
	free(p);
	free(buf);
	if (rc < 0)
		gp_sass_file_release(out);
	return rc;
}

int gp_ptx_load(const char *path, struct gp_sass_file *out, struct gp_diag *d)
{
	size_t len;
	char *text = gp_read_file(path, 0, &len, d);
	int rc;
	memset(out, 0, sizeof(*out));
	if (!text)
		return -(d && d->code ? d->code : GP_EIO);
	rc = gp_ptx_parse(text, len, path, out, d);
	free(text);
	return rc;
}
