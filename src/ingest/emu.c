/* emu.c - the SASS emulator's launch: blocks (all, or a seeded sample), warps in lock-step
 * with per-lane PCs (the lanes at the lowest PC run; that reconverges structured code where
 * the hardware does), SSY/SYNC, PBK/BRK and CALL/RET stacks, EXIT of part of a warp,
 * BAR.SYNC across a block, then per-warp counts, loops, memory records and footprints. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"
#include "gpuperf/demangle.h"
#include "gpuperf/kparams.h"
#include "util.h"

#define STK_SSY 1u
#define STK_PBK 2u
#define STK_PCNT 3u
#define STK_CALL 0u
#define SHARED_BASE 0x7e0000000000ULL  /* where shared addresses appear in a trace */
#define EMU_TRACE_MAX_BYTES (1ULL << 32)  /* the most a trace (l->trace) may hold: 4 GiB */
#define EMU_TRACE_WARP_BYTES 44           /* the least a traced warp writes */
#define EMU_TRACE_BLOCK_BYTES 42          /* the least a traced block writes besides */

/* ==== Launch description ==== */

void gp_emu_launch_init(struct gp_emu_launch *l)
{
	memset(l, 0, sizeof(*l));
	for (int i = 0; i < 3; i++)
		l->grid[i] = l->block[i] = 1;
	l->branch_default_p = 0.5;
	l->seed = 1;
	l->sample_blocks = 8;
	l->all_blocks_max = 64;
	l->skip_loops = 1;
}

int gp_emu_args_from_name(const char *mangled, struct gp_emu_launch *l, struct gp_diag *d)
{
	char dem[1024];
	const char *p, *q;
	int depth = 0, n = 0;
	if (gp_demangle(mangled, dem, sizeof(dem)) < 0)
		return gp_error(d, GP_EINVAL, "'%s' is not a mangled C++ name: the argument types are "
				"unknown", mangled);
	/* the outermost parameter list is the last top-level '(' ... ')' */
	p = NULL;
	for (q = dem; *q; q++) {
		if (*q == '<')
			depth++;
		else if (*q == '>')
			depth--;
		else if (*q == '(' && depth == 0 && !p)
			p = q + 1;
	}
	if (!p)
		return gp_error(d, GP_EINVAL, "no parameter list in '%s'", dem);
	l->nargs = 0;
	depth = 0;
	for (q = p;; q++) {
		if (*q == '<' || *q == '(')
			depth++;
		else if (*q == '>' || (*q == ')' && depth > 0))
			depth--;
		if ((*q == ',' && depth == 0) || (*q == ')' && depth == 0) || !*q) {
			char t[128];
			struct gp_emu_arg *a;
			while (*p == ' ')
				p++;
			snprintf(t, sizeof(t), "%.*s", (int)(q - p), p);
			if (t[0] && strcmp(t, "void") != 0) {
				if (n >= GP_EMU_MAX_ARGS)
					return gp_error(d, GP_ELIMIT, "more than %d kernel arguments",
							GP_EMU_MAX_ARGS);
				a = &l->args[n];
				memset(a, 0, sizeof(*a));
				if (gp_kparams_ctype(t, a) < 0)
					return gp_error(d, GP_EINVAL, "argument %d of %s has type '%s' the "
							"emulator does not lay out", n, dem, t);
				snprintf(a->name, sizeof(a->name), "arg%d", n);
				n++;
			}
			if (*q != ',')
				break;
			p = q + 1;
		}
	}
	l->nargs = n;
	return 0;
}

/* ==== Errors ==== */

int emu_fail(struct emu_ctx *c, int idx, const char *fmt, ...)
{
	char msg[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	c->fault = 1;
	if (idx >= 0 && idx < c->n) {
		gp_error(c->d, GP_EINVAL, "%s at PC 0x%04x (%s): %s", c->fn->name, c->fn->ins[idx].addr,
			 c->fn->ins[idx].opcode, msg);
		if (c->d)
			c->d->line = c->fn->ins[idx].line;
	} else {
		gp_error(c->d, GP_EINVAL, "%s: %s", c->fn->name, msg);
	}
	return -GP_EINVAL;
}

/* ==== Warps ==== */

static void advance(struct emu_warp *w, uint32_t lanes, uint32_t pc)
{
	if (!lanes)
		return;
	if (!w->diverged) {
		if (lanes == w->live) {
			w->cpc = pc;
			return;
		}
		for (int l = 0; l < W; l++)
			if (w->live >> l & 1)
				w->pc[l] = w->cpc;
		w->diverged = 1;
	}
	for (int l = 0; l < W; l++)
		if (lanes >> l & 1)
			w->pc[l] = pc;
}

/* Instruction index at byte offset addr, or -1. */
static int index_of(const struct gp_sass_func *fn, uint64_t addr)
{
	int lo = 0, hi = fn->n - 1;
	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		if (fn->ins[mid].addr == addr)
			return mid;
		if (fn->ins[mid].addr < addr)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/* BRX Ra imm (sm_5x+): each lane jumps to the next instruction's offset + Ra + imm (Ra a
 * signed 32-bit offset; sm_7x+ listings also set Ra + 1 to its sign; ptxas loads Ra from the
 * jump table in constant bank 2), so lanes with different table entries diverge. */
static int brx(struct emu_ctx *c, struct emu_warp *w, int pc, uint32_t active, uint32_t g)
{
	const struct emu_ins *e = &c->ins[pc];
	const struct emu_opnd *ra = &e->o[0];
	uint64_t next = c->fn->ins[pc].addr + (c->sm < 70 ? 8 : 16);
	int64_t imm = e->nops > 1 ? (int64_t)(int32_t)e->o[1].imm : 0;
	advance(w, active & ~g, (uint32_t)pc + 1);
	if (g && (w->taint[ra->reg] & g))
		return emu_fail(c, pc, "computed branch target depends on data the emulator does not "
				"know (a jump table needs the listing's constant bank 2: nvdisasm output)");
	if (g)
		c->r->pc[pc].taken += c->wt;
	for (int l = 0; l < W; l++) {
		int64_t off;
		int t;
		if (!(g >> l & 1))
			continue;
		uint64_t to;
		off = (int64_t)(int32_t)w->r[ra->reg][l];
		to = next + (uint64_t)off + (uint64_t)imm;
		/* sm_5x/6x: every 32 bytes start with a control word; a target there runs the
		 * group's first instruction */
		if (c->sm < 70 && !(to & 31))
			to += 8;
		t = index_of(c->fn, to);
		if (t < 0)
			return emu_fail(c, pc, "computed branch target 0x%llx (thread %u) is not an "
					"instruction of the function", (unsigned long long)to,
					w->tid0 + (unsigned)l);
		advance(w, 1u << l, (uint32_t)t);
	}
	return 0;
}

static int push(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t lanes, unsigned kind,
		uint32_t target)
{
	for (int l = 0; l < W; l++) {
		if (!(lanes >> l & 1))
			continue;
		if (w->sp[l] >= EMU_STACK)
			return emu_fail(c, idx, "reconvergence/call stack deeper than %d", EMU_STACK);
		w->stk[l][w->sp[l]++] = kind << 28 | target;
	}
	return 0;
}

/* Pop each lane's entries down to one of kind and send the lane to its target. strict: a lane
 * without one is an error (else it goes on, as after a Kepler .S with nothing to pop). */
static int pop_to_s(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t lanes, unsigned kind,
		    int strict)
{
	for (int l = 0; l < W; l++) {
		int found = 0;
		if (!(lanes >> l & 1))
			continue;
		if (!strict) {
			int k = w->sp[l];
			while (k > 0 && (w->stk[l][k - 1] >> 28) != kind)
				k--;
			if (k == 0)
				continue;
		}
		while (w->sp[l] > 0) {
			uint32_t ent = w->stk[l][--w->sp[l]];
			if ((ent >> 28) == kind) {
				advance(w, 1u << l, ent & 0x0fffffff);
				found = 1;
				break;
			}
		}
		if (!found && kind == STK_CALL)
			return emu_fail(c, idx, "RET with no CALL to return to (a device function, "
					"not a kernel?)");
		if (!found)
			return emu_fail(c, idx, "lane %d has no matching %s entry on its stack", l,
					kind == STK_SSY ? "SSY" : kind == STK_PBK ? "PBK" : "PCNT");
	}
	return 0;
}

static int pop_to(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t lanes, unsigned kind)
{
	return pop_to_s(c, w, idx, lanes, kind, 1);
}

/* A predicate's lanes (!P: complemented) and its data-dependent lanes. */
static void pred_mask(const struct emu_warp *w, int uniform, uint8_t reg, int neg, uint32_t *m,
		      uint32_t *tainted)
{
	if (!uniform) {
		*m = reg == EMU_PT ? ~0u : w->p[reg];
		*tainted = reg != EMU_PT ? w->taint[GP_REG_P(reg)] : 0;
	} else {
		*m = reg == EMU_PT || w->up[reg] ? ~0u : 0;
		*tainted = reg != EMU_PT ? w->taint[GP_REG_UP(reg)] : 0;
	}
	if (neg)
		*m = ~*m;
}

static uint32_t guard_mask(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t active)
{
	const struct emu_ins *e = &c->ins[idx];
	uint32_t g, tainted;
	if (!e->guard_kind && !e->bra_cond)
		return active;
	if (!e->guard_kind)
		pred_mask(w, 0, EMU_PT, 0, &g, &tainted);
	else
		pred_mask(w, e->guard_kind == 2, e->guard_reg, e->guard_neg, &g, &tainted);
	if (e->bra_cond) {
		/* BRA Pp, target: taken where guard AND Pp (the loop of mri-q's ComputeQ_GPU,
		 * `kIndex < 1024 && kGlobalIndex < numK`, is `@!P0 BRA P1` with P0 = kGlobalIndex
		 * >= numK and P1 = kIndex < 1024). A lane known false on either side is not
		 * taken, whatever the other side's data. */
		uint32_t gc, tc, known_false;
		pred_mask(w, e->o[0].kind == OK_UP, (uint8_t)e->o[0].reg, e->o[0].inv, &gc, &tc);
		known_false = (~g & ~tainted) | (~gc & ~tc);
		tainted = (tainted | tc) & ~known_false;
		g &= gc;
	}
	tainted &= active;
	if (tainted && (e->op == EOP_BRA || e->op == EOP_EXIT || e->op == EOP_BRK ||
			e->op == EOP_SYNC || e->op == EOP_CALL || e->op == EOP_RET)) {
		/* a data-dependent branch: each lane jumps with the branch's probability */
		double p = c->l->branch_default_p;
		for (int k = 0; k < c->l->nbranch; k++)
			if (c->l->branch_pc[k] == c->fn->ins[idx].addr)
				p = c->l->branch_p[k];
		g &= ~tainted;
		for (int l = 0; l < W; l++)
			if ((tainted >> l & 1) && (double)(emu_rand(&w->rng) >> 11) * 0x1p-53 < p)
				g |= 1u << l;
		c->r->pc[idx].random = 1;
	}
	return g & active;
}

static int trace_append(struct emu_warp *w, const char *s, size_t n)
{
	if (gp_grow((void **)&w->tbuf, &w->tcap, w->tlen + n + 1, 1) < 0)
		return -GP_ENOMEM;
	memcpy(w->tbuf + w->tlen, s, n);
	w->tlen += n;
	w->tbuf[w->tlen] = '\0';
	return 0;
}

/* One Accel-Sim trace line: "PC mask ndst R.. OPCODE nsrc R.. width [0 addr...]". */
static int trace_line(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct gp_sass_ins *s = &c->fn->ins[idx];
	const struct emu_ins *e = &c->ins[idx];
	char line[2048];
	int n = 0, nd = 0, ns = 0;
	char regs[2][128];
	const int max_dst = c->l->trace_accelsim ? 1 : 4, max_src = c->l->trace_accelsim ? 4 : 8;
	regs[0][0] = regs[1][0] = '\0';
	for (int k = 0; k < s->ndst && nd < max_dst; k++)
		if (s->dst[k] < EMU_RZ)
			nd++, snprintf(regs[0] + strlen(regs[0]), sizeof(regs[0]) - strlen(regs[0]),
				       " R%d", s->dst[k]);
	for (int k = 0; k < s->nsrc && ns < max_src; k++)
		if (s->src[k] < EMU_RZ)
			ns++, snprintf(regs[1] + strlen(regs[1]), sizeof(regs[1]) - strlen(regs[1]),
				       " R%d", s->src[k]);
	n = snprintf(line, sizeof(line), "%04x %08x %d%s %s %d%s", s->addr, exec, nd, regs[0],
		     s->opcode, ns, regs[1]);
	if (e->space != GP_SPACE_NONE && e->space != GP_SPACE_CONST && e->op != EOP_UNSUPPORTED) {
		n += snprintf(line + n, sizeof(line) - (size_t)n, " %d 0", e->width);
		for (int l = 0; l < W && exec; l++) {
			uint64_t a = c->last_addr[l];
			if (!(exec >> l & 1))
				continue;
			if (e->space == GP_SPACE_SHARED)
				a += SHARED_BASE;
			n += snprintf(line + n, sizeof(line) - (size_t)n, " 0x%016llx",
				      (unsigned long long)a);
		}
	} else {
		n += snprintf(line + n, sizeof(line) - (size_t)n, " 0");
	}
	line[n++] = '\n';
	w->tcount++;
	return trace_append(w, line, (size_t)n);
}

/* The instruction just executed to the launch's on_inst consumer, as trace_line writes it. */
static int hand_out(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	struct gp_emu_winst x;
	x.block = c->block_linear;
	x.warp = (int)w->warp_in_block;
	x.idx = idx;
	x.mask = exec;
	x.space = GP_SPACE_NONE;
	x.width_bytes = 0;
	x.addr = NULL;
	if (e->space != GP_SPACE_NONE && e->space != GP_SPACE_CONST && e->op != EOP_UNSUPPORTED) {
		x.space = e->space;
		x.width_bytes = e->width;
		x.addr = c->last_addr;
	}
	if (c->l->on_inst(c->l->user, &x) < 0)
		return gp_error(c->d, GP_ECANCELED, "%s: the emulator's consumer stopped the run",
				c->fn->name);
	return 0;
}

/* Run w until it reaches a barrier, exits or fails. */
static int run_warp(struct emu_ctx *c, struct emu_warp *w)
{
	const uint64_t max = c->l->max_steps ? c->l->max_steps : GP_EMU_DEFAULT_MAX_STEPS;
	for (;;) {
		uint32_t pc, active, g;
		const struct emu_ins *e;
		struct gp_emu_pcstat *st;
		int rc = 0;
		if (!w->live) {
			w->done = 1;
			return 0;
		}
		if (!w->diverged) {
			pc = w->cpc;
			active = w->live;
		} else {
			/* the lanes deepest in calls first, then the lowest PC: a callee sits after
			 * its caller, so lanes that skipped a call (a division's slow path) would
			 * otherwise run on past the reconvergence point, into the loop's next
			 * iterations, while the callers are still in the callee */
			unsigned depth = 0;
			pc = UINT32_MAX;
			active = 0;
			for (int l = 0; l < W; l++) {
				unsigned dl = 0;
				if (!(w->live >> l & 1))
					continue;
				for (int k = 0; k < w->sp[l]; k++)
					dl += w->stk[l][k] >> 28 == STK_CALL;
				if (dl > depth || (dl == depth && w->pc[l] < pc)) {
					depth = dl;
					pc = w->pc[l];
					active = 1u << l;
				} else if (dl == depth && w->pc[l] == pc) {
					active |= 1u << l;
				}
			}
			if (active == w->live) {
				w->diverged = 0;
				w->cpc = pc;
			}
		}
		if (pc >= (uint32_t)c->n)
			return emu_fail(c, -1, "a warp ran past the last instruction");
		if (++c->steps > max ||
		    (!c->l->max_steps && ++w->steps > GP_EMU_DEFAULT_WARP_STEPS)) {
			int one = c->steps <= max;   /* the default bound of one warp */
			gp_error(c->d, GP_ELIMIT, "%s: more than %llu warp instructions "
				 "({emu.max_steps})%s: the kernel does not end for this launch, or the "
				 "bound is too small", c->fn->name, (unsigned long long)(one ?
				 GP_EMU_DEFAULT_WARP_STEPS : max), one ? " in one warp" : "");
			gp_diag_hint(c->d, "raise {emu.max_steps} (the whole run's bound; default %llu a "
				     "warp and %llu in all, at most 1e10), or check the launch (a loop "
				     "bound of 0 from an argument not given? a flag nothing sets?)",
				     (unsigned long long)GP_EMU_DEFAULT_WARP_STEPS,
				     (unsigned long long)GP_EMU_DEFAULT_MAX_STEPS);
			return -GP_ELIMIT;
		}
		e = &c->ins[pc];
		if (e->op == EOP_UNSUPPORTED)
			return emu_fail(c, (int)pc, "%s", c->why[pc]);
		if (e->sm_old && w->diverged) {
			/* lanes that reach an SSY point without SYNC leave its entry */
			for (int l = 0; l < W; l++)
				if ((active >> l & 1) && w->sp[l] &&
				    w->stk[l][w->sp[l] - 1] == (STK_SSY << 28 | pc))
					w->sp[l]--;
		}
		st = &c->r->pc[pc];
		st->warp_execs += c->wt;
		st->thread_execs += __builtin_popcount(active) * c->wt;
		g = guard_mask(c, w, (int)pc, active);
		if (c->fault)
			return -GP_EINVAL;
		switch (e->op) {
		case EOP_BRA: {
			uint32_t taken = g;
			if (e->mf & MF_DIV)
				taken = active != w->live ? g : 0;
			if (taken)
				st->taken += c->wt;
			advance(w, active & ~taken, pc + 1);
			advance(w, taken, (uint32_t)e->target);
			break;
		}
		case EOP_EXIT: case EOP_KILL:
			w->live &= ~g;
			for (int l = 0; l < W; l++)
				if (g >> l & 1)
					w->sp[l] = 0;
			advance(w, active & ~g, pc + 1);
			break;
		case EOP_SSY: case EOP_PBK: case EOP_PCNT:
			rc = push(c, w, (int)pc, active, e->op == EOP_SSY ? STK_SSY : e->op == EOP_PBK ?
				  STK_PBK : STK_PCNT, (uint32_t)(e->target >= 0 ? e->target : (int)pc + 1));
			advance(w, active, pc + 1);
			break;
		case EOP_SYNC: case EOP_BRK: case EOP_CONT:
			advance(w, active & ~g, pc + 1);
			rc = pop_to(c, w, (int)pc, g, e->op == EOP_SYNC ? STK_SSY : e->op == EOP_BRK ?
				    STK_PBK : STK_PCNT);
			break;
		case EOP_CALL:
			rc = push(c, w, (int)pc, g, STK_CALL, pc + 1);
			advance(w, active & ~g, pc + 1);
			advance(w, g, (uint32_t)e->target);
			break;
		case EOP_RET:
			advance(w, active & ~g, pc + 1);
			rc = pop_to(c, w, (int)pc, g, STK_CALL);
			break;
		case EOP_BRX:
			rc = brx(c, w, (int)pc, active, g);
			break;
		case EOP_BAR:
			advance(w, active, pc + 1);
			w->at_barrier = 1;
			break;
		default: {
			const struct gp_sass_ins *s = &c->fn->ins[pc];
			/* data dependence per lane: a result is unknown where a source was */
			uint32_t t = 0;
			for (int k = 0; k < s->nsrc; k++)
				if (s->src[k] >= 0 && s->src[k] <= GP_REG_CC && s->src[k] != EMU_RZ)
					t |= w->taint[s->src[k]];
			for (int k = 0; k < e->nops; k++)
				if (((e->o[k].kind == OK_C && !emu_cbank_known(c, e->o[k].bank)) ||
				     e->o[k].kind == OK_RELOC) &&
				    e->op != EOP_MOV)
					t = ~0u;
			c->xtaint = 0;
			c->decided_lanes = 0;
			c->last_mask = 0;
			if (c->skip_rec == 1 && g)
				emu_skip_compare(c, w, (int)pc, g);   /* loop skipping's watch */
			rc = emu_exec(c, w, (int)pc, g, active);
			t |= c->xtaint;
			if (e->uniform)
				t = t & g ? ~0u : 0;
			if (g)
				for (int k = 0; k < s->ndst; k++) {
					int id = s->dst[k];
					uint32_t tt = t;
					if (id < 0 || id > GP_REG_CC)
						continue;
					if (id >= GP_REG_P(0) && id < GP_REG_UR(0))
						tt &= ~c->decided_lanes;
					if (e->uniform)
						w->taint[id] = tt;
					else
						w->taint[id] = (w->taint[id] & ~g) | (tt & g);
				}
			advance(w, active, pc + 1);
			if (e->sync_s && rc == 0)
				rc = pop_to_s(c, w, (int)pc, g, STK_SSY, 0);
			break;
		}
		}
		if (rc < 0)
			return rc;
		if (c->l->trace && (rc = trace_line(c, w, (int)pc, g)) < 0)
			return gp_error(c->d, GP_ENOMEM, "out of memory");
		if (c->l->on_inst && (rc = hand_out(c, w, (int)pc, g)) < 0)
			return rc;
		if (w->at_barrier)
			return 0;
	}
}

/* ==== Blocks ==== */

static void warp_init(struct emu_ctx *c, struct emu_warp *w, unsigned wi, uint64_t seed)
{
	unsigned first = wi * W, n = c->nthreads - first;
	uint8_t *local = w->local;
	char *tbuf = w->tbuf;
	size_t tcap = w->tcap;
	memset(w, 0, sizeof(*w));
	w->local = local;
	if (local)
		memset(local, 0, (size_t)W * EMU_LOCAL_BYTES);
	w->tbuf = tbuf;
	w->tcap = tcap;
	w->exists = n >= W ? ~0u : (1u << n) - 1;
	w->live = w->exists;
	w->p[EMU_PT] = ~0u;
	w->warp_in_block = wi;
	w->tid0 = first;
	w->rng = seed * 0x9E3779B97F4A7C15ULL + wi + 1;
	if (!w->rng)
		w->rng = 1;
}

static int run_block(struct emu_ctx *c, struct emu_warp *warps, int nw, uint64_t b, FILE *trace)
{
	const struct gp_emu_launch *l = c->l;
	off_t pos;
	c->ctaid[0] = (unsigned)(b % l->grid[0]);
	c->ctaid[1] = (unsigned)(b / l->grid[0] % l->grid[1]);
	c->ctaid[2] = (unsigned)(b / ((uint64_t)l->grid[0] * l->grid[1]));
	memset(c->smem, 0, c->smem_bytes);
	memset(c->smem_taint, 0, c->smem_bytes / 4 + 1);
	memset(c->smem_seen, 0, c->smem_bytes / 32 + 2);
	emu_set_clear(&c->blk_sect);
	emu_set_clear(&c->warp_sect);
	memset(c->fit_k, 0, (size_t)nw * (size_t)c->n * sizeof(*c->fit_k));
	for (int i = 0; i < nw; i++)
		warp_init(c, &warps[i], (unsigned)i, l->seed ^ ((uint64_t)b << 20));
	if (c->skip)
		emu_skip_block(c);
	for (;;) {
		int alive = 0, waiting = 0, rc;
		for (int i = 0; i < nw; i++) {
			struct emu_warp *w = &warps[i];
			if (w->done || w->at_barrier)
				continue;
			if ((rc = run_warp(c, w)) < 0) {
				if (!c->skip || (rc = emu_skip_fault(c, warps, rc)) < 0)
					return rc;
				i = -1;   /* put back to a release: the warps run from the first */
			}
		}
		for (int i = 0; i < nw; i++) {
			alive += !warps[i].done;
			waiting += !warps[i].done && warps[i].at_barrier;
		}
		if (!alive) {
			if (c->skip && (rc = emu_skip_end(c, warps)) != 0) {
				if (rc < 0)
					return rc;
				continue;   /* put back to a release */
			}
			break;
		}
		if (waiting == alive) {
			for (int i = 0; i < nw; i++)
				warps[i].at_barrier = 0;
			/* a loop's period ends here: loop skipping's snapshot and jumps */
			if (c->skip && (rc = emu_skip_release(c, warps)) < 0)
				return rc;
		}
	}
	if (trace) {
		fprintf(trace, "\n#BEGIN_TB\n\nthread block = %u,%u,%u\n", c->ctaid[0], c->ctaid[1],
			c->ctaid[2]);
		for (int i = 0; i < nw; i++) {
			fprintf(trace, "\nwarp = %d\ninsts = %ld\n", i, warps[i].tcount);
			if (warps[i].tlen)
				fwrite(warps[i].tbuf, 1, warps[i].tlen, trace);
			warps[i].tlen = 0;
			warps[i].tcount = 0;
		}
		fprintf(trace, "\n#END_TB\n");
		/* a write error (a full disk) or the bound stops the run here, not at its end */
		if (ferror(trace))
			return gp_error(c->d, GP_EIO, "writing the trace failed: %s", strerror(errno));
		if ((pos = ftello(trace)) > 0 && (uint64_t)pos > EMU_TRACE_MAX_BYTES) {
			gp_diag_field(c->d, "emu.trace_out");
			gp_error(c->d, GP_ELIMIT, "the trace passes %llu bytes (4 GiB) at block "
				 "(%u,%u,%u)", (unsigned long long)EMU_TRACE_MAX_BYTES, c->ctaid[0],
				 c->ctaid[1], c->ctaid[2]);
			gp_diag_hint(c->d, "trace a smaller grid: the trace holds every block of the "
				     "launch");
			return -GP_ELIMIT;
		}
	}
	return 0;
}

static int cmp_u(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* Blocks to run: all of a small grid; else the first, the last and a seeded sample. */
static int pick_blocks(const struct gp_emu_launch *l, uint64_t total, uint64_t **out, int *n)
{
	int want;
	uint64_t rng = l->seed * 0x2545F4914F6CDD1DULL + 7;
	if (total <= (uint64_t)l->all_blocks_max || total <= (uint64_t)l->sample_blocks) {
		want = (int)total;
		if (!(*out = malloc((size_t)want * sizeof(**out))))
			return -GP_ENOMEM;
		for (int i = 0; i < want; i++)
			(*out)[i] = (uint64_t)i;
		*n = want;
		return 0;
	}
	want = l->sample_blocks < 2 ? 2 : l->sample_blocks;
	if (!(*out = malloc((size_t)want * sizeof(**out))))
		return -GP_ENOMEM;
	(*out)[0] = 0;
	(*out)[1] = total - 1;
	for (int i = 2; i < want;) {
		uint64_t b = emu_rand(&rng) % total;
		int dup = 0;
		for (int j = 0; j < i; j++)
			dup |= (*out)[j] == b;
		if (!dup)
			(*out)[i++] = b;
	}
	qsort(*out, (size_t)want, sizeof(**out), cmp_u);
	*n = want;
	return 0;
}

/* Stratified weights. A sampled launch is three strata: the first block, the last block
 * (often partial, grid = ceil(n / block), or one loop trip short) and the total - 2 blocks
 * between, of which the random ones are a uniform sample. Block 0 and the last block stand
 * for one launch block each, a random one for (total - 2) / n_random; the mean of the three
 * strata weighted so is the launch's mean. The weights are kept as integers in proportion
 * (n_random and total - 2, over their common divisor), so every weighted sum is a whole
 * number, exact in a double, and a per-warp mean (a sum over warps_emulated, the weighted
 * warps) is one correctly rounded division: a count that is whole or an exact ratio comes out
 * exact. A launch of all its blocks (or one with no random block) weighs every block 1, as an
 * unsampled sum. */
static double block_weight(uint64_t b, uint64_t total, int n)
{
	uint64_t edge = (uint64_t)n - 2, mid = total - 2, a, g;
	if ((uint64_t)n >= total || n <= 2)
		return 1;
	for (a = edge, g = mid; a; ) {   /* gcd */
		uint64_t t = g % a;
		g = a;
		a = t;
	}
	return b == 0 || b == total - 1 ? (double)(edge / g) : (double)(mid / g);
}

/* ==== Results ==== */

static int fill_result(struct emu_ctx *c, struct gp_emu_result *r)
{
	const struct gp_emu_launch *l = c->l;
	/* weighted sums over warps_emulated are per-warp means; times scale, launch totals */
	double per_div = r->warps_emulated > 0 ? r->warps_emulated : 1;
	double scale = r->weight_sum > 0 ? r->blocks_total / r->weight_sum : 0;
	double dual = 0;
	for (int i = 0; i < c->n; i++) {
		const struct gp_emu_pcstat *p = &r->pc[i];
		r->warp_insts += p->warp_execs;
		r->thread_insts += p->thread_execs;
		/* a tensor instruction counts its m16n8k16 equivalents (sass.h) */
		r->by_class[c->ins[i].iclass < GP_IC_COUNT ? c->ins[i].iclass : GP_IC_MISC] +=
			p->warp_execs * gp_sass_work(&c->fn->ins[i]);
		if (c->fn->ins[i].dual)
			dual += p->warp_execs;
	}
	r->ins_issued = r->warp_insts - dual;
	r->simd_efficiency = r->warp_insts > 0 ? r->thread_insts / (W * r->warp_insts) : 0;
	if (!(r->memory = gp_memprofile_new()) || !(r->dynamic = gp_dynamic_new()))
		return gp_error(c->d, GP_ENOMEM, "out of memory");
	for (int i = 0; i < c->n; i++) {
		const struct gp_sass_ins *s = &c->fn->ins[i];
		const struct emu_memstat *ms = &c->ms[i];
		struct gp_memrec m;
		if (s->space == GP_SPACE_NONE || c->ins[i].uniform)
			continue;
		memset(&m, 0, sizeof(m));
		m.pc = s->addr;
		snprintf(m.op, sizeof(m.op), "%.31s", s->opcode);
		m.space = s->space == GP_SPACE_SHARED ? GP_MSPACE_SHARED : s->space == GP_SPACE_LOCAL
			  ? GP_MSPACE_LOCAL : s->space == GP_SPACE_CONST ? GP_MSPACE_CONSTANT
			  : GP_MSPACE_GLOBAL;
		m.is_store = c->ins[i].is_store && s->space != GP_SPACE_G2S;
		m.is_atomic = c->ins[i].is_atomic;
		m.width_bytes = c->ins[i].width;
		m.requests = ms->requests / per_div;
		m.sectors_per_request = m.space == GP_MSPACE_GLOBAL || m.space == GP_MSPACE_LOCAL
					? (ms->requests > 0 ? ms->sectors / ms->requests : 0) : 0;
		m.bank_ways = m.space == GP_MSPACE_SHARED && ms->requests > 0
			      ? ms->bank_ways / ms->requests : 0;
		m.partial_sectors_per_request = ms->requests > 0 ? ms->partial / ms->requests : 0;
		m.bytes = ms->bytes / per_div;
		emu_contention_fill(c, i, &m);
		m.alloc = m.space == GP_MSPACE_SHARED ? c->nallocs : m.space == GP_MSPACE_LOCAL
			  ? c->nallocs + 1 : m.space == GP_MSPACE_CONSTANT ? c->nallocs + 3
			  : ms->alloc >= 0 ? ms->alloc : -1;
		if (gp_memprofile_push(r->memory, &m) < 0)
			return gp_error(c->d, GP_ENOMEM, "out of memory");
		if (s->space == GP_SPACE_G2S) {
			/* LDGSTS: the record above is its global read; this one its shared write */
			ms = &c->ms_g2s[i];
			m.space = GP_MSPACE_SHARED;
			m.is_store = 1;
			m.requests = ms->requests / per_div;
			m.sectors_per_request = 0;
			m.partial_sectors_per_request = 0;
			m.bank_ways = ms->requests > 0 ? ms->bank_ways / ms->requests : 0;
			m.bytes = ms->bytes / per_div;
			m.alloc = c->nallocs;
			if (gp_memprofile_push(r->memory, &m) < 0)
				return gp_error(c->d, GP_ENOMEM, "out of memory");
		}
	}
	for (int f = 0; f < c->nallocs + 4; f++) {
		struct gp_footprint fp;
		memset(&fp, 0, sizeof(fp));
		if (f < c->nallocs)
			snprintf(fp.name, sizeof(fp.name), "%s", l->args[c->alloc_arg[f]].name);
		else if (f == c->nallocs)
			snprintf(fp.name, sizeof(fp.name), "shared");
		else if (f == c->nallocs + 1)
			snprintf(fp.name, sizeof(fp.name), "local");
		else if (f == c->nallocs + 2)
			snprintf(fp.name, sizeof(fp.name), "other");
		else
			snprintf(fp.name, sizeof(fp.name), "constant");
		if (f >= c->nallocs && !c->sect[f].n)
			continue;
		/* the launch's distinct sectors: each sector counted once, with the weight of the
		 * block that touched it first (blocks run in index order), times total / emulated:
		 * block 0's sectors and the last block's new ones count once each (those strata
		 * are the launch's own blocks, not estimates), the random blocks' new ones
		 * (total - 2) / n_random each, as they stand for the blocks in between; a table
		 * every block reads counts once, as block 0 saw it all (and a sector the last
		 * block shares with a random one counts with the random one's weight). The random
		 * blocks' sectors shared with neighbours they stand for (a stencil's halo, a GEMM's
		 * tiles) are still counted once per block, so the launch cannot touch more of a
		 * buffer than the span between the lowest and highest sector the sample saw (the
		 * first and last blocks are always in it; a grid-stride loop's last block ends a
		 * trip early, so there the span stops at the highest random block's last trip:
		 * histogram64), nor more than the buffer's declared size */
		fp.bytes = c->sect_w[f] * 32 * scale;
		if ((f < c->nallocs || f == c->nallocs + 3) && c->sect[f].n) {
			double span = (double)(c->sect_hi[f] - c->sect_lo[f] + 1) * 32;
			uint64_t size = f < c->nallocs ? l->args[c->alloc_arg[f]].alloc_bytes : 0;
			if (fp.bytes > span)
				fp.bytes = span;
			if (size && fp.bytes > (double)size + 32)
				fp.bytes = (double)size + 32;
		}
		fp.accessed_bytes = c->sect_req[f] * 32 * scale;
		if (fp.accessed_bytes < fp.bytes)
			fp.accessed_bytes = fp.bytes;
		/* what blocks and warps share (memhier.c): each one's own distinct sectors, summed
		 * (shared memory is the block's own: not counted) */
		if (f != c->nallocs) {
			fp.block_bytes = fmin(fmax(c->sect_blk[f] * 32 * scale, fp.bytes),
					      fp.accessed_bytes);
			fp.warp_bytes = fmin(fmax(c->sect_warp[f] * 32 * scale, fp.block_bytes),
					     fp.accessed_bytes);
		}
		/* a pointer ring laid out by --init ring:SPACING: its loads walk it (memhier.c's
		 * ring law), each pointer in a sector of its own, 128 / SPACING of them a line */
		if (f < c->nallocs && l->args[c->alloc_arg[f]].init == GP_EMU_INIT_RING) {
			unsigned sp = l->args[c->alloc_arg[f]].ring_spacing;
			fp.ring_sectors_per_line = sp < 128 ? 128 / sp : 1;
		}
		if (gp_memprofile_push_footprint(r->memory, &fp) < 0)
			return gp_error(c->d, GP_ENOMEM, "out of memory");
	}
	/* footprint indices: memory records point at the pushed order; unused internal
	 * footprints (shared/local/other with no access) were skipped, so renumber */
	{
		int map[GP_EMU_MAX_ARGS + 4], k = 0;
		for (int f = 0; f < c->nallocs + 4; f++)
			map[f] = (f < c->nallocs || c->sect[f].n) ? k++ : -1;
		for (int i = 0; i < r->memory->n; i++)
			if (r->memory->recs[i].alloc >= 0)
				r->memory->recs[i].alloc = map[r->memory->recs[i].alloc];
	}
	{
		struct gp_dynamic *dy = r->dynamic;
		for (int i = 0; i < 3; i++) {
			dy->grid[i] = l->grid[i];
			dy->block[i] = l->block[i];
		}
		dy->warps = r->warps_total;
		dy->warp_instructions = r->warp_insts / per_div * r->warps_total;
		dy->simd_efficiency = r->simd_efficiency;
		dy->blocks_emulated = r->blocks_emulated;
		dy->blocks_total = r->blocks_total;
		for (int i = 0; i < c->n; i++) {
			const struct emu_ins *e = &c->ins[i];
			if (e->op == EOP_BRA && e->target >= 0 && e->target <= i && r->pc[i].warp_execs > 0) {
				double entries = r->pc[e->target].warp_execs - r->pc[i].taken;
				if (entries > 0 && gp_dynamic_push_loop(dy, c->fn->ins[e->target].addr,
									r->pc[i].taken / entries) < 0)
					return gp_error(c->d, GP_ENOMEM, "out of memory");
			}
			if (r->pc[i].random) {
				/* named by the branch it decides (what --branch takes) */
				uint32_t pc = c->ins[i].prob_pc;
				int dup = 0;
				for (int j = 0; j < dy->nrandom; j++)
					dup |= dy->random_pcs[j] == pc;
				if (!dup && gp_dynamic_push_random(dy, pc) < 0)
					return gp_error(c->d, GP_ENOMEM, "out of memory");
			}
		}
	}
	return 0;
}

void gp_emu_result_release(struct gp_emu_result *r)
{
	if (!r)
		return;
	free(r->pc);
	free(r->blocks);
	free(r->pat);
	gp_memprofile_free(r->memory);
	gp_dynamic_free(r->dynamic);
	emu_gmem_free(r->gmem);
	memset(r, 0, sizeof(*r));
}

static uint32_t param_base(int sm)
{
	/* where the driver puts kernel parameters in constant bank 0 (checked against the
	 * listings: triad reads n at 0x140+0x1c on sm_61, 0x160+0x1c on sm_80, 0x210+0x1c on
	 * sm_90) */
	return sm >= 90 ? 0x210 : sm >= 70 ? 0x160 : 0x140;
}

static int setup_cbank(struct emu_ctx *c)
{
	const struct gp_emu_launch *l = c->l;
	uint32_t off = c->param_base, v;
	int alloc = 0, old = c->sm && c->sm < 70;
	/* launch dimensions: blockDim then gridDim, from 0x0 on sm_7x+ and from 0x8 before
	 * (the listings read blockDim.x at c[0x0][0x8] and gridDim.x at c[0x0][0x14] on sm_61) */
	for (int i = 0; i < 3; i++) {
		memcpy(c->cbank + (old ? 8 : 0) + 4 * i, &l->block[i], 4);
		memcpy(c->cbank + (old ? 0x14 : 12) + 4 * i, &l->grid[i], 4);
	}
	/* the stack pointer's initial value: the top of the local window */
	v = EMU_LOCAL_BYTES;
	memcpy(c->cbank + (c->sm && c->sm < 70 ? 0x20 : 0x28), &v, 4);
	for (int i = 0; i < l->nargs; i++) {
		const struct gp_emu_arg *a = &l->args[i];
		int sz = a->size_bytes > 0 ? a->size_bytes : 4;
		uint64_t bits = 0;
		off = (off + (uint32_t)sz - 1) & ~((uint32_t)sz - 1);
		if (off + (uint32_t)sz > EMU_CBANK_BYTES)
			return gp_error(c->d, GP_ELIMIT, "kernel arguments exceed the constant bank");
		if (a->is_pointer) {
			c->alloc_arg[alloc] = i;
			/* a NULL argument keeps its allocation's slot (footprints stay by
			 * argument) and reads as 0, as `if (d_Input)` tests it */
			bits = a->is_null ? 0 : gp_emu_alloc_base(alloc);
			alloc++;
		} else if (a->is_float) {
			if (sz == 8) {
				memcpy(&bits, &a->value, 8);
			} else {
				float f = (float)a->value;
				uint32_t u;
				memcpy(&u, &f, 4);
				bits = u;
			}
		} else {
			bits = (uint64_t)(int64_t)a->value;
		}
		memcpy(c->cbank + off, &bits, (size_t)sz);
		off += (uint32_t)sz;
	}
	c->nallocs = alloc;
	return 0;
}

/* Every --branch PC names an instruction of fn (a PC between two, or past the end, would
 * silently decide nothing). Returns 0 or -GP_EINVAL with d filled. */
static int check_branch_pcs(const struct gp_sass_func *fn, const struct gp_emu_launch *l,
			    struct gp_diag *d)
{
	for (int k = 0; k < l->nbranch; k++) {
		uint32_t pc = l->branch_pc[k], near = fn->ins[0].addr;
		int found = 0;
		for (int i = 0; i < fn->n && !found; i++) {
			uint32_t a = fn->ins[i].addr;
			found = a == pc;
			if ((a > pc ? a - pc : pc - a) < (near > pc ? near - pc : pc - near))
				near = a;
		}
		if (found)
			continue;
		gp_diag_field(d, "emu.branch");
		gp_error(d, GP_EINVAL, "PC 0x%04x holds no instruction of %s (its PCs are 0x%04x to "
			 "0x%04x)", pc, fn->name, fn->ins[0].addr, fn->ins[fn->n - 1].addr);
		gp_diag_hint(d, "give a branch's PC in hex as the listing prints it; the nearest "
			     "instruction is at 0x%04x", near);
		return -GP_EINVAL;
	}
	return 0;
}

/* A trace's bytes: every traced warp writes at least its "warp = / insts =" lines and its
 * EXIT (44 bytes), every block its #BEGIN_TB/#END_TB lines (42); a launch whose shortest
 * trace is over EMU_TRACE_MAX_BYTES, or whose warps cannot each run one instruction within
 * the step bound, is refused before it runs. Returns 0 or -GP_ELIMIT with d filled. */
static int check_trace_bound(const struct gp_emu_launch *l, int blocks, int nw, struct gp_diag *d)
{
	const uint64_t max = l->max_steps ? l->max_steps : GP_EMU_DEFAULT_MAX_STEPS;
	double least = (double)blocks * (EMU_TRACE_BLOCK_BYTES + (double)nw * EMU_TRACE_WARP_BYTES);
	if (least > (double)EMU_TRACE_MAX_BYTES) {
		gp_diag_field(d, "emu.trace_out");
		gp_error(d, GP_ELIMIT, "a trace of %d blocks of %d warps holds at least %.4g bytes, "
			 "above the %llu (4 GiB) a trace may hold", blocks, nw, least,
			 (unsigned long long)EMU_TRACE_MAX_BYTES);
		gp_diag_hint(d, "trace a smaller grid: the trace holds every block of the launch");
		return -GP_ELIMIT;
	}
	if ((double)blocks * nw > (double)max) {
		gp_diag_field(d, "emu.trace_out");
		gp_error(d, GP_ELIMIT, "a trace of %d blocks of %d warps runs at least %.4g warp "
			 "instructions, more than {emu.max_steps} %llu", blocks, nw, (double)blocks * nw,
			 (unsigned long long)max);
		gp_diag_hint(d, "raise {emu.max_steps}, or trace a smaller grid (the trace holds every "
			     "block)");
		return -GP_ELIMIT;
	}
	return 0;
}

static int run_func(const struct gp_sass_func *fn, const struct gp_emu_launch *l,
		    struct gp_emu_result *r, struct gp_diag *d)
{
	static struct emu_ctx zero;
	struct emu_ctx *c = NULL;
	struct emu_warp *warps = NULL;
	double total;
	int nw = 0, rc = 0;

	memset(r, 0, sizeof(*r));
	for (int i = 0; i < 3; i++)
		if (!l->grid[i] || !l->block[i]) {
			gp_diag_field(d, "%s", !l->grid[i] ? "launch.grid" : "launch.block");
			return gp_error(d, GP_EINVAL, "grid and block dimensions must be >= 1");
		}
	if ((uint64_t)l->block[0] * l->block[1] * l->block[2] > 1024) {
		gp_diag_field(d, "launch.block");
		gp_error(d, GP_EINVAL, "a block holds at most 1024 threads, got %llu",
			 (unsigned long long)l->block[0] * l->block[1] * l->block[2]);
		gp_diag_hint(d, "CUDA allows 1024 threads per block (x * y * z)");
		return -GP_EINVAL;
	}
	if (fn->n <= 0)
		return gp_error(d, GP_EINVAL, "%s has no instructions", fn->name);
	if ((rc = check_branch_pcs(fn, l, d)) < 0)
		return rc;
	if (!(c = malloc(sizeof(*c))))
		return gp_error(d, GP_ENOMEM, "out of memory");
	*c = zero;
	c->fn = fn;
	c->l = l;
	c->d = d;
	c->n = fn->n;
	c->sm = fn->sm;
	c->r = r;
	c->param_base = param_base(fn->sm);
	c->nthreads = l->block[0] * l->block[1] * l->block[2];
	c->smem_bytes = (l->smem_static_bytes ? l->smem_static_bytes : EMU_SMEM_DEFAULT) +
			l->smem_dynamic_bytes;
	/* sm_90 code addresses the block's shared window from 0x400: its first KiB is the
	 * block's reserved shared memory (MOV 0x400, PRMT with SR_CgaCtaId), so ptxas's static
	 * bytes start there */
	if (fn->sm >= 90)
		c->smem_bytes += 1024;
	nw = (int)((c->nthreads + W - 1) / W);
	total = (double)l->grid[0] * l->grid[1] * l->grid[2];
	r->n = fn->n;
	c->ins = calloc((size_t)fn->n, sizeof(*c->ins));
	c->why = calloc((size_t)fn->n, sizeof(*c->why));
	c->ms = calloc((size_t)fn->n, sizeof(*c->ms));
	c->ms_g2s = calloc((size_t)fn->n, sizeof(*c->ms_g2s));
	r->pc = calloc((size_t)fn->n, sizeof(*r->pc));
	c->smem = calloc(c->smem_bytes + 16, 1);
	c->smem_taint = calloc(c->smem_bytes / 4 + 4, 1);
	c->smem_seen = calloc(c->smem_bytes / 32 + 4, 1);
	warps = calloc((size_t)nw, sizeof(*warps));
	c->fit = calloc((size_t)fn->n, sizeof(*c->fit));
	c->fit_k = calloc((size_t)nw * (size_t)fn->n, sizeof(*c->fit_k));
	c->sect = calloc(GP_EMU_MAX_ARGS + 4, sizeof(*c->sect));
	c->sect_req = calloc(GP_EMU_MAX_ARGS + 4, sizeof(*c->sect_req));
	c->sect_lo = calloc(GP_EMU_MAX_ARGS + 4, sizeof(*c->sect_lo));
	c->sect_hi = calloc(GP_EMU_MAX_ARGS + 4, sizeof(*c->sect_hi));
	c->sect_blk = calloc(GP_EMU_MAX_ARGS + 4, sizeof(*c->sect_blk));
	c->sect_warp = calloc(GP_EMU_MAX_ARGS + 4, sizeof(*c->sect_warp));
	c->sect_w = calloc(GP_EMU_MAX_ARGS + 4, sizeof(*c->sect_w));
	if (!c->sect_blk || !c->sect_warp || !c->sect_w) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	if (!c->ins || !c->why || !c->ms || !c->ms_g2s || !r->pc || !c->smem || !c->smem_taint || !c->smem_seen || !warps ||
	    !c->sect || !c->sect_req || !c->sect_lo || !c->sect_hi || !c->fit || !c->fit_k) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	for (int i = 0; i < fn->n; i++)
		c->ms[i].alloc = -2;
	if ((rc = emu_decode(fn, c->ins, c->why)) < 0 || (rc = setup_cbank(c)) < 0)
		goto out;
	emu_fast_prepare(c);
	/* the launch's distinct sectors of each declared allocation (up to 1 GiB) in a bitmap:
	 * a GEMM's operands are millions of sectors, a table of them mostly cache misses */
	for (int f = 0; f < c->nallocs; f++) {
		uint64_t bytes = l->args[c->alloc_arg[f]].alloc_bytes;
		if (bytes && bytes <= (1ULL << 30))
			emu_set_range(&c->sect[f], gp_emu_alloc_base(f) >> 5, bytes / 32 + 2);
	}
	c->warp_sect.oshift = 6;   /* its keys are sector << 6 | warp */
	if (!(c->gmem = emu_gmem_new(c))) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	if ((rc = pick_blocks(l, (uint64_t)l->grid[0] * l->grid[1] * l->grid[2], &r->blocks,
			       &r->blocks_emulated)) < 0) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	if (l->trace && (rc = check_trace_bound(l, r->blocks_emulated, nw, d)) < 0)
		goto out;
	r->blocks_total = total;
	r->warps_total = total * nw;
	for (int i = 0; i < r->blocks_emulated; i++)
		r->weight_sum += block_weight(r->blocks[i], (uint64_t)total, r->blocks_emulated);
	r->warps_emulated = r->weight_sum * nw;
	/* loop skipping: estimates of a sample only (a trace, an in-process consumer or an
	 * access callback want every instruction) */
	if (l->skip_loops && r->blocks_emulated < total && !l->trace && !l->on_inst &&
	    !l->on_block && !l->on_access)
		c->skip = emu_skip_new(c, nw);
	for (int i = 0; i < r->blocks_emulated; i++) {
		int skip = 0;
		c->block_serial = (unsigned)i;
		c->wt = block_weight(r->blocks[i], (uint64_t)total, r->blocks_emulated);
		c->block_linear = r->blocks[i];
		if (l->on_block && (skip = l->on_block(l->user, r->blocks[i], 0)) < 0) {
			rc = gp_error(d, GP_ECANCELED, "%s: the emulator's consumer stopped the run",
				      fn->name);
			goto out;
		}
		if (skip)
			continue;
		if ((rc = run_block(c, warps, nw, r->blocks[i], l->trace)) < 0)
			goto out;
		if (l->on_block && l->on_block(l->user, r->blocks[i], 1) < 0) {
			rc = gp_error(d, GP_ECANCELED, "%s: the emulator's consumer stopped the run",
				      fn->name);
			goto out;
		}
	}
	r->skipped_periods = (double)emu_skip_periods(c->skip);
	if ((rc = fill_result(c, r)) >= 0)
		rc = emu_fit_result(c, r);
	if (rc >= 0) {
		r->gmem = c->gmem;   /* the result owns it now */
		c->gmem = NULL;
	}
out:
	if (c) {
		emu_gmem_free(c->gmem);
		emu_skip_free(c->skip);
		for (int i = 0; i < GP_EMU_MAX_ARGS + 4 && c->sect; i++)
			emu_set_release(&c->sect[i]);
		free(c->sect);
		free(c->sect_req);
		free(c->sect_lo);
		free(c->sect_hi);
		free(c->sect_blk);
		free(c->sect_warp);
		free(c->sect_w);
		emu_set_release(&c->blk_sect);
		emu_set_release(&c->warp_sect);
		free(c->ins);
		free(c->why);
		free(c->ms);
		emu_contention_free(c);
		free(c->ms_g2s);
		free(c->smem);
		free(c->smem_taint);
		free(c->smem_seen);
		free(c->fit);
		free(c->fit_k);
	}
	for (int i = 0; warps && i < nw; i++) {
		free(warps[i].local);
		free(warps[i].tbuf);
	}
	free(warps);
	free(c);
	if (rc < 0)
		gp_emu_result_release(r);
	return rc < 0 ? rc : 0;
}

int gp_emu_run(const struct gp_sass_func *fn, const struct gp_emu_launch *l,
	       struct gp_emu_result *r, struct gp_diag *d)
{
	struct gp_sass_func linked;
	int rc;
	memset(r, 0, sizeof(*r));
	if ((rc = gp_sass_func_check(fn, d)) < 0)
		return rc;
	rc = emu_link(l->file, fn, &linked, d);
	if (rc <= 0)
		return rc < 0 ? rc : run_func(fn, l, r, d);
	rc = run_func(&linked, l, r, d);
	gp_sass_func_release(&linked);
	return rc;
}

void gp_emu_trace_header(FILE *f, const struct gp_sass_func *fn, const struct gp_emu_launch *l,
			 int nregs)
{
	fprintf(f, "-kernel name = %s\n-kernel id = 1\n-grid dim = (%u,%u,%u)\n"
		"-block dim = (%u,%u,%u)\n-shmem = %u\n-nregs = %d\n-binary version = %d\n"
		"-cuda stream id = 0\n-shmem base_addr = 0x%016llx\n"
		"-local mem base_addr = 0x%016llx\n-nvbit version = emulated\n"
		"-accelsim tracer version = 4\n-enable lineinfo = 0\n\n"
		"#traces format = [line_num] PC mask dest_num [reg_dests] opcode src_num "
		"[reg_srcs] mem_width [adrrescompress?] [mem_addresses]\n\n",
		fn->name, l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2],
		l->smem_static_bytes + l->smem_dynamic_bytes, nregs > 0 ? nregs : 32,
		fn->sm ? fn->sm : 70, (unsigned long long)SHARED_BASE,
		(unsigned long long)0x7d0000000000ULL);
}
