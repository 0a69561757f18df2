/* emu_fast.c - the emulator's fast paths: the commonest instructions (shared-memory loads and
 * stores, FFMA/FADD/FMUL) done for a whole warp in tight loops, with the same results as the
 * general interpreter (emu_isa.c, emu_mem.c) to the bit.
 *
 * emu_fast_prepare classifies each decoded instruction once per launch. A fast path handles
 * only the plain case (registers and immediates as operands, every lane's address aligned and
 * inside the window); anything else (an address out of bounds, misaligned, a callback to
 * call) returns 0 before it changed any state, and the general path runs the instruction, so
 * every check and message stays emu_isa.c's. */
#include <string.h>

#include "emu_int.h"

enum emu_fast_kind {
	FAST_NONE,
	FAST_LDS,    /* LDS Rd, [Ra(.X4)+off] of 4, 8 or 16 bytes */
	FAST_STS,    /* STS [Ra(.X4)+off], Rb of 4, 8 or 16 bytes */
	FAST_FOP,    /* FFMA/FADD/FMUL Rd, a, b(, c): registers, immediates, bank-0 constants */
	FAST_IADD3,  /* IADD3(.X) Rd(, Pc..), a, b, c(, Pin..) of the same sources */
	FAST_ISETP,  /* ISETP.cmp.bop Pd(, Pe), a, b, Pin */
	FAST_IMADW   /* IMAD.WIDE(.U32) Rd, a, b, c (c a register pair or a constant pair) */
};

/* ==== Classification ==== */

/* An address operand the fast paths compute: a 32-bit vector register (or none) with an
 * optional scale, a uniform register added, an offset. */
static int plain_address(const struct emu_opnd *m)
{
	return m->kind == OK_MEM && !m->is64 && !m->reg_is_ur;
}

static int plain_float_source(const struct emu_ctx *c, const struct emu_opnd *o)
{
	switch (o->kind) {
	case OK_R:
		return !o->inv;
	case OK_IMM:
		return !o->inv;
	case OK_C:
		return o->reg < 0 && o->bank == 0 && !o->inv && emu_cbank_known(c, 0);
	default:
		return 0;
	}
}

/* Integer sources: vector and uniform registers, immediates, bank-0 constants. */
static int plain_int_source(const struct emu_ctx *c, const struct emu_opnd *o)
{
	switch (o->kind) {
	case OK_R: case OK_UR: case OK_IMM:
		return 1;
	case OK_C:
		return o->reg < 0 && o->bank == 0 && emu_cbank_known(c, 0);
	default:
		return 0;
	}
}

static int int_sources(const struct emu_ctx *c, const struct emu_ins *e, int n)
{
	for (int k = 0; k < n && k < e->ns; k++)
		if (!plain_int_source(c, &e->o[e->s0 + k]))
			return 0;
	return 1;
}

/* Predicate operands from o[first], n of them, all vector predicates (P0..P6, PT). */
static int vector_predicates(const struct emu_ins *e, int first, int n)
{
	for (int k = 0; k < n; k++)
		if (first + k >= e->nops || e->o[first + k].kind != OK_P)
			return 0;
	return 1;
}

static int classify_int(const struct emu_ctx *c, struct emu_ins *e)
{
	int rd_r = e->rd != 255 && e->o[e->rd].kind == OK_R;
	if (e->uniform)
		return FAST_NONE;
	switch (e->op) {
	case EOP_IADD3:
		if (!rd_r || e->sub != IADD3_PLAIN || !int_sources(c, e, 3) ||
		    !vector_predicates(e, e->rd + 1, e->ncout) ||
		    ((e->mf & MF_X) && !vector_predicates(e, e->s0 + e->ns, e->ncin < 2 ? e->ncin : 2)))
			return FAST_NONE;
		return FAST_IADD3;
	case EOP_ISETP:
		if ((e->mf & MF_X) || e->npd < 1 || e->npd > 2 || e->ns != 2 ||
		    !vector_predicates(e, 0, e->npd) ||
		    !int_sources(c, e, 2) || (e->ncin && !vector_predicates(e, e->s0 + e->ns, 1)))
			return FAST_NONE;
		return FAST_ISETP;
	case EOP_IMAD:
		if (!rd_r || (e->mf & (MF_WIDE | MF_HI | MF_X)) != MF_WIDE || e->ncout ||
		    !int_sources(c, e, 3))
			return FAST_NONE;
		return FAST_IMADW;
	default:
		return FAST_NONE;
	}
}

static int classify(const struct emu_ctx *c, struct emu_ins *e)
{
	if (e->op == EOP_LD || e->op == EOP_ST) {
		int m = -1;
		for (int k = 0; k < e->nops; k++)
			if (e->o[k].kind == OK_MEM) {
				m = k;
				break;
			}
		if (m < 0 || e->space != GP_SPACE_SHARED || e->is_atomic || e->uniform ||
		    (e->width != 4 && e->width != 8 && e->width != 16) || !plain_address(&e->o[m]))
			return FAST_NONE;
		e->fmem = (uint8_t)m;
		if (e->op == EOP_LD)
			return e->rd != 255 && e->o[e->rd].kind == OK_R && !e->o[e->rd].cc &&
			       !e->ncout ? FAST_LDS : FAST_NONE;
		/* the stored value follows the address: a vector register */
		return m + 1 < e->nops && e->o[m + 1].kind == OK_R ? FAST_STS : FAST_NONE;
	}
	if (e->op == EOP_FFMA || e->op == EOP_FADD || e->op == EOP_FMUL) {
		int ns = e->op == EOP_FFMA ? 3 : 2;
		/* the general path writes its destination by scatter: a vector register */
		if (e->uniform || e->rd == 255 || e->o[e->rd].kind != OK_R)
			return FAST_NONE;
		for (int k = 0; k < ns; k++)
			if (k >= e->ns || !plain_float_source(c, &e->o[e->s0 + k]))
				return FAST_NONE;
		return FAST_FOP;
	}
	return classify_int(c, e);
}

void emu_fast_prepare(struct emu_ctx *c)
{
	for (int i = 0; i < c->n; i++)
		c->ins[i].fast = c->ins[i].op == EOP_UNSUPPORTED || c->l->general_only
				 ? FAST_NONE : (uint8_t)classify(c, &c->ins[i]);
}

/* ==== Shared memory ==== */

/* How a warp's shared addresses lie: one address for every lane (a broadcast), consecutive
 * width-byte elements from lane 0 up with every lane running, or neither. */
enum { PAT_ANY, PAT_SAME, PAT_SEQ };

/* Every lane's address is read after the access: a trace prints them, an in-process consumer
 * (the engine, gp_emu_launch.on_inst) takes them. */
static int lanes_wanted(const struct emu_ctx *c)
{
	return c->l->trace || c->l->on_inst || c->skip_rec;
}

/* Every lane's address of a plain address operand m into addr and their pattern into *pat;
 * 0 when one falls outside [0, smem_bytes - width] or is not a multiple of width. The
 * patterns are found on the register (scale * r + add is one-to-one, r < 2^32): a broadcast
 * has one value, consecutive elements values step = width / scale apart without wrapping.
 * For those only addr[0] and addr[W - 1] are set, unless a trace prints every lane's. */
static int shared_addresses(const struct emu_ctx *c, const struct emu_warp *w,
			    const struct emu_opnd *m, uint32_t exec, int width, uint64_t *addr,
			    int *pat)
{
	uint64_t add = (uint64_t)(int64_t)m->off, bad = 0, lim, scale = m->scale ? m->scale : 1;
	const uint32_t *r;
	if (c->smem_bytes < (uint32_t)width)
		return 0;
	lim = c->smem_bytes - (uint64_t)width;
	if (m->ureg >= 0 && m->ureg != EMU_URZ)
		add += w->ur[m->ureg];
	if (m->reg < 0 || m->reg == EMU_RZ) {
		for (int l = 0; l < W; l++)
			addr[l] = add;
		*pat = PAT_SAME;
		return !((add > lim) | (add & (uint64_t)(width - 1)));
	}
	r = w->r[m->reg];
	*pat = PAT_ANY;
	if (exec == ~0u) {
		uint32_t r0 = r[0], same = 0, seq = 0, step = (uint32_t)((uint64_t)width / scale);
		for (int l = 0; l < W; l++)
			same |= r[l] ^ r0;
		if (!same) {
			*pat = PAT_SAME;
		} else if ((uint64_t)width % scale == 0 && r0 <= UINT32_MAX - (W - 1) * step) {
			for (int l = 0; l < W; l++)
				seq |= r[l] ^ (r0 + (uint32_t)l * step);
			if (!seq)
				*pat = PAT_SEQ;
		}
		if (*pat != PAT_ANY && !lanes_wanted(c)) {
			addr[0] = (uint64_t)r0 * scale + add;
			addr[W - 1] = (uint64_t)r[W - 1] * scale + add;
			/* the lanes lie between the two (consecutive: the difference is
			 * (W - 1) * width exactly, both in the window) */
			return !((addr[0] > lim) | (addr[W - 1] > lim) | (addr[0] & (uint64_t)(width - 1)));
		}
	}
	for (int l = 0; l < W; l++)
		addr[l] = (uint64_t)r[l] * scale + add;
	for (int l = 0; l < W; l++)
		if (exec >> l & 1)
			bad |= (addr[l] > lim) | (addr[l] & (uint64_t)(width - 1));
	if (*pat == PAT_ANY && exec != ~0u) {
		uint64_t a0 = addr[__builtin_ctz(exec)], same = 0;
		for (int l = 0; l < W; l++)
			if (exec >> l & 1)
				same |= addr[l] ^ a0;
		*pat = !same ? PAT_SAME : PAT_ANY;
	}
	return !bad;
}

/* A shared sector the running block touches: counted once per block (emu_mem.c). */
static inline void shared_sector(struct emu_ctx *c, int f, uint64_t s)
{
	if (s < c->smem_bytes / 32 + 1 && !c->smem_seen[s]) {
		c->smem_seen[s] = 1;
		c->sect[f].n++;   /* counted, not stored: per-block bitmap */
		c->sect_w[f] += c->wt;
	}
}

/* The wavefronts of a shared access (emu_mem_bank_ways); for a broadcast or consecutive
 * elements shared_addresses set only the first and last lanes' addresses, so every lane's is
 * made from them first. */
static int wide_ways(const struct emu_ctx *c, int idx, const uint64_t *addr, uint32_t mask,
		     int width, int pat)
{
	uint64_t lane[W];
	if (pat == PAT_ANY)
		return emu_mem_bank_ways(&c->ins[idx], addr, mask, width, c->ins[idx].is_store);
	for (int l = 0; l < W; l++)
		lane[l] = pat == PAT_SAME ? addr[__builtin_ctz(mask)]
					  : addr[0] + (uint64_t)l * (uint64_t)width;
	return emu_mem_bank_ways(&c->ins[idx], lane, mask, width, c->ins[idx].is_store);
}

/* emu_mem_account_side's shared case for the fast paths (no access callback). A broadcast
 * and consecutive elements of 4 bytes or less take one wavefront (wider ones a phase each:
 * coalesce.h); aligned accesses of at most 16 bytes each lie in one sector. */
static void account_shared(struct emu_ctx *c, const struct emu_warp *w, int idx,
			   const uint64_t *addr, uint32_t mask, int width, int pat)
{
	struct emu_memstat *ms = &c->ms[idx];
	int f = c->nallocs, n = 0;
	if (c->skip_rec && emu_skip_access(c, w, idx, addr, mask, GP_SPACE_SHARED,
					   c->ins[idx].is_store, ms))
		return;
	if (lanes_wanted(c))   /* what a trace line prints, an in-process consumer reads */
		memcpy(c->last_addr, addr, sizeof(c->last_addr));
	c->last_mask = mask;
	ms->requests += c->wt;
	ms->bytes += (double)__builtin_popcount(mask) * width * c->wt;
	ms->bank_ways += (pat != PAT_ANY && width <= 4 ? 1 : wide_ways(c, idx, addr, mask, width,
								       pat)) * c->wt;
	if (pat == PAT_SAME) {
		n = 1;
		shared_sector(c, f, addr[__builtin_ctz(mask)] >> 5);
	} else if (pat == PAT_SEQ) {
		uint64_t first = addr[0] >> 5, last = (addr[W - 1] + (uint64_t)width - 1) >> 5;
		for (uint64_t s = first; s <= last; s++)
			shared_sector(c, f, s);
		n = (int)(last - first + 1);
	} else {
		uint64_t seen[W];
		for (int lane = 0; lane < W; lane++) {
			uint64_t s;
			int k;
			if (!(mask >> lane & 1))
				continue;
			s = addr[lane] >> 5;
			for (k = n - 1; k >= 0 && seen[k] != s; k--)
				;
			if (k >= 0)
				continue;
			seen[n++] = s;
			shared_sector(c, f, s);
		}
	}
	c->sect_req[f] += n * c->wt;
}

/* An address register holding unknown data: the access assumes the declared contents. */
static void address_taint(struct emu_ctx *c, const struct emu_warp *w, int idx,
			  const struct emu_opnd *m, uint32_t exec)
{
	if (m->reg >= 0 && m->reg != EMU_RZ && (w->taint[m->reg] & exec)) {
		emu_fit_reject(c, idx);
		if (!c->r->unknown_addresses++)
			c->r->first_unknown_pc = c->fn->ins[idx].addr;
	}
}

static int fast_lds(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *m = &e->o[e->fmem], *d = &e->o[e->rd];
	uint64_t addr[W];
	int width = e->width, words = width / 4, nwr, pat;
	uint32_t taint = 0;
	if (!shared_addresses(c, w, m, exec, width, addr, &pat) || c->l->on_access)
		return 0;
	address_taint(c, w, idx, m, exec);
	account_shared(c, w, idx, addr, exec, width, pat);
	/* registers past RZ are not written (wr_reg) */
	nwr = d->reg == EMU_RZ ? 0 : d->reg + words <= EMU_RZ ? words : EMU_RZ - d->reg;
	if (pat == PAT_SAME) {
		uint64_t a = addr[__builtin_ctz(exec)];
		const uint8_t *tw = c->smem_taint + a / 4;
		int any = 0;
		for (int k = 0; k < nwr; k++) {
			uint32_t v, *r = w->r[d->reg + k];
			memcpy(&v, c->smem + a + 4 * k, 4);
			if (exec == ~0u)
				for (int l = 0; l < W; l++)
					r[l] = v;
			else
				for (int l = 0; l < W; l++)
					if (exec >> l & 1)
						r[l] = v;
		}
		for (int k = 0; k < words; k++)
			any |= tw[k];
		taint = any ? exec : 0;
	} else if (pat == PAT_SEQ) {
		const uint8_t *p = c->smem + addr[0], *tw = c->smem_taint + addr[0] / 4;
		if (words == 1 && nwr)
			memcpy(w->r[d->reg], p, 4 * W);
		else
			for (int k = 0; k < nwr; k++)
				for (int l = 0; l < W; l++)
					memcpy(&w->r[d->reg + k][l], p + 4 * (l * words + k), 4);
		uint64_t anyw = 0;
		for (int b = 0; b < W * words; b += 8) {
			uint64_t t8;
			memcpy(&t8, tw + b, 8);
			anyw |= t8;
		}
		for (int l = 0; anyw && l < W; l++) {
			int any = 0;
			for (int k = 0; k < words; k++)
				any |= tw[l * words + k];
			taint |= (uint32_t)(any != 0) << l;
		}
	} else {
		for (int lane = 0; lane < W; lane++) {
			const uint8_t *p, *tw;
			int any = 0;
			if (!(exec >> lane & 1))
				continue;
			p = c->smem + addr[lane];
			tw = c->smem_taint + addr[lane] / 4;
			for (int k = 0; k < nwr; k++)
				memcpy(&w->r[d->reg + k][lane], p + 4 * k, 4);
			for (int k = 0; k < words; k++)
				any |= tw[k];
			if (any)
				taint |= 1u << lane;
		}
	}
	c->xtaint |= taint;
	return 1;
}

static int fast_sts(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *m = &e->o[e->fmem], *v = &e->o[e->fmem + 1];
	uint64_t addr[W];
	int width = e->width, words = width / 4, pat;
	uint32_t vt;
	if (!shared_addresses(c, w, m, exec, width, addr, &pat) || c->l->on_access)
		return 0;
	address_taint(c, w, idx, m, exec);
	account_shared(c, w, idx, addr, exec, width, pat);
	/* a value's taint is its first register's (emu_isa.c exec_mem) */
	vt = v->reg != EMU_RZ ? w->taint[v->reg] : 0;
	if (pat == PAT_SAME)   /* lanes store in order: the last one's value stays */
		exec = 1u << (31 - __builtin_clz(exec));
	for (int lane = 0; lane < W; lane++) {
		uint64_t a = pat == PAT_SEQ ? addr[0] + (uint64_t)lane * (uint64_t)width : addr[lane];
		uint8_t *p, *tw;
		if (!(exec >> lane & 1))
			continue;
		p = c->smem + a;
		tw = c->smem_taint + a / 4;
		for (int k = 0; k < words; k++) {
			uint32_t x = v->reg + k >= EMU_RZ ? 0 : w->r[v->reg + k][lane];
			memcpy(p + 4 * k, &x, 4);
			tw[k] = (uint8_t)(vt >> lane & 1);
		}
	}
	return 1;
}

/* ==== Float arithmetic ==== */

/* A float source for every lane (emu_isa.c gather with fp and mods: -x and |x| on the sign
 * bit; a decimal immediate converted to float): the register itself when it has neither,
 * else buf filled. */
static const uint32_t *float_source(const struct emu_ctx *c, const struct emu_warp *w,
				    const struct emu_opnd *o, uint32_t buf[W])
{
	uint32_t v, and = o->abs ? 0x7fffffffu : ~0u, xor = o->neg ? 0x80000000u : 0;
	if (o->kind == OK_R) {
		const uint32_t *r = w->r[o->reg];
		if (!o->abs && !o->neg)
			return r;
		for (int l = 0; l < W; l++)
			buf[l] = (r[l] & and) ^ xor;
		return buf;
	}
	if (o->kind == OK_IMM) {
		v = o->has_fimm ? f_bits((float)o->fimm) : o->imm;
	} else {
		int64_t off = o->off;
		v = 0;
		if (off >= 0 && off + 4 <= (int64_t)EMU_CBANK_BYTES)
			memcpy(&v, c->cbank + off, 4);
	}
	v = (v & and) ^ xor;
	for (int l = 0; l < W; l++)
		buf[l] = v;
	return buf;
}

#if defined(__x86_64__) && defined(__GNUC__)
/* The processor's fused multiply-add where it has one: like fmaf it rounds once, so the
 * bits are the same. */
__attribute__((target("avx2,fma"))) static void ffma_avx2(const uint32_t *a, const uint32_t *b,
							   const uint32_t *cc, uint32_t *r)
{
	for (int l = 0; l < W; l++)
		r[l] = f_bits(__builtin_fmaf(bits_f(a[l]), bits_f(b[l]), bits_f(cc[l])));
}
#define HAVE_FMA_PATH 1
#endif

static void ffma_lanes(const uint32_t *a, const uint32_t *b, const uint32_t *cc, uint32_t *r)
{
#ifdef HAVE_FMA_PATH
	if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
		ffma_avx2(a, b, cc, r);
		return;
	}
#endif
	for (int l = 0; l < W; l++)
		r[l] = f_bits(__builtin_fmaf(bits_f(a[l]), bits_f(b[l]), bits_f(cc[l])));
}

static int fast_fop(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *d = &e->o[e->rd];
	uint32_t ba[W], bb[W], bc[W], r[W], *dst;
	const uint32_t *a = float_source(c, w, &e->o[e->s0], ba);
	const uint32_t *b = float_source(c, w, &e->o[e->s0 + 1], bb);
	if (e->op == EOP_FFMA) {
		ffma_lanes(a, b, float_source(c, w, &e->o[e->s0 + 2], bc), r);
	} else if (e->op == EOP_FADD) {
		for (int l = 0; l < W; l++)
			r[l] = f_bits(bits_f(a[l]) + bits_f(b[l]));
	} else {
		for (int l = 0; l < W; l++)
			r[l] = f_bits(bits_f(a[l]) * bits_f(b[l]));
	}
	if (d->reg == EMU_RZ)
		return 1;
	dst = w->r[d->reg];
	if (exec == ~0u) {
		memcpy(dst, r, sizeof(r));
		return 1;
	}
	for (int l = 0; l < W; l++)
		if (exec >> l & 1)
			dst[l] = r[l];
	return 1;
}

/* ==== Integer arithmetic ==== */

/* An integer source's raw value for every lane (emu_isa.c raw): the register itself, else
 * buf filled with the one value. */
static const uint32_t *int_raw(const struct emu_ctx *c, const struct emu_warp *w,
			       const struct emu_opnd *o, uint32_t buf[W])
{
	uint32_t v = 0;
	if (o->kind == OK_R)
		return w->r[o->reg];
	if (o->kind == OK_UR) {
		v = o->reg == EMU_URZ ? 0 : w->ur[o->reg];
	} else if (o->kind == OK_IMM) {
		v = o->imm;
	} else if (o->off >= 0 && o->off + 4 <= (int32_t)EMU_CBANK_BYTES) {
		memcpy(&v, c->cbank + o->off, 4);
	}
	for (int l = 0; l < W; l++)
		buf[l] = v;
	return buf;
}

/* emu_isa.c iv for every lane: |x|, then -x, then ~x as the operand says (neg 0: not -x). */
static const uint32_t *int_value(const struct emu_ctx *c, const struct emu_warp *w,
				 const struct emu_opnd *o, int neg, uint32_t buf[W])
{
	const uint32_t *r = int_raw(c, w, o, buf);
	if (!o->abs && !neg && !o->inv)
		return r;
	for (int l = 0; l < W; l++) {
		uint32_t v = r[l];
		if (o->abs && (int32_t)v < 0)
			v = 0u - v;
		if (neg)
			v = 0u - v;
		if (o->inv)
			v = ~v;
		buf[l] = v;
	}
	return buf;
}

/* Operand k of the sources, RZ past the last (emu_isa.c S). */
static const struct emu_opnd *src(const struct emu_ins *e, int k)
{
	static const struct emu_opnd rz = { .kind = OK_R, .reg = EMU_RZ, .ureg = -1 };
	return k < e->ns ? &e->o[e->s0 + k] : &rz;
}

/* A vector predicate's lanes (with !P), or false past the last carry-in (emu_isa.c CIN). */
static uint32_t pred_in(const struct emu_warp *w, const struct emu_ins *e, int k)
{
	const struct emu_opnd *o;
	if (k >= e->ncin)
		return 0;
	o = &e->o[e->s0 + e->ns + k];
	return o->inv ? ~w->p[o->reg] : w->p[o->reg];
}

/* Write lanes of exec in bits to predicate operand o (PT is not written). */
static void pred_out(struct emu_warp *w, const struct emu_opnd *o, uint32_t exec, uint32_t bits)
{
	if (o->reg != EMU_PT)
		w->p[o->reg] = (w->p[o->reg] & ~exec) | (bits & exec);
}

static int fast_iadd3(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *d = &e->o[e->rd];
	uint64_t s[W];
	uint32_t buf[W], r[W];
	for (int l = 0; l < W; l++)
		s[l] = 0;
	for (int k = 0; k < 3; k++) {
		const struct emu_opnd *o = src(e, k);
		const uint32_t *v = int_value(c, w, o, 0, buf);
		if (o->neg) {
			/* -x as ~x + 1, the 1 left out when the carry-in stands for it */
			uint64_t one = (e->mf & MF_X) ? 0 : 1;
			for (int l = 0; l < W; l++)
				s[l] += (uint64_t)(uint32_t)~v[l] + one;
		} else {
			for (int l = 0; l < W; l++)
				s[l] += v[l];
		}
	}
	if (e->mf & MF_X)
		for (int k = 0; k < e->ncin && k < 2; k++) {
			uint32_t p = pred_in(w, e, k);
			for (int l = 0; l < W; l++)
				s[l] += p >> l & 1;
		}
	for (int k = 0; k < e->ncout; k++) {
		uint32_t bits = 0;
		for (int l = 0; l < W; l++)
			bits |= (uint32_t)((s[l] >> 32) > (uint64_t)k) << l;
		pred_out(w, &e->o[e->rd + 1 + k], exec, bits);
	}
	if (d->reg == EMU_RZ)
		return 1;
	for (int l = 0; l < W; l++)
		r[l] = (uint32_t)s[l];
	emu_write_lanes(w->r[d->reg], exec, r);
	return 1;
}

static int fast_isetp(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *oa = src(e, 0), *ob = src(e, 1);
	uint32_t ba[W], bb[W], rbits = 0, pc, t0, t1;
	const uint32_t *a, *b;
	int uns = (e->mf & MF_U32) != 0;
	/* a compare of unknown data is decided by probability: the general path's */
	for (int k = 0; k < 2; k++) {
		const struct emu_opnd *o = src(e, k);
		if (o->kind == OK_R && o->reg != EMU_RZ && (w->taint[o->reg] & exec))
			return 0;
		if (o->kind == OK_UR && o->reg != EMU_URZ && (w->taint[GP_REG_UR(o->reg)] & exec))
			return 0;
	}
	a = int_value(c, w, oa, oa->neg, ba);
	b = int_value(c, w, ob, ob->neg, bb);
	for (int l = 0; l < W; l++) {
		uint32_t x = a[l], y = b[l];
		int lt = uns ? x < y : (int32_t)x < (int32_t)y, eq = x == y, r;
		switch (e->cmp) {
		case CMP_LT: r = lt; break;
		case CMP_EQ: r = eq; break;
		case CMP_LE: r = lt || eq; break;
		case CMP_GT: r = !lt && !eq; break;
		case CMP_NE: r = !eq; break;
		case CMP_GE: r = !lt; break;
		case CMP_T: r = 1; break;
		default: r = 0; break;
		}
		rbits |= (uint32_t)r << l;
	}
	/* the combining predicate: PT inverted (false) when absent */
	pc = e->ncin ? pred_in(w, e, 0) : 0;
	switch (e->bop) {
	case BOP_AND:
		t0 = rbits & pc;
		t1 = ~rbits & pc;
		break;
	case BOP_OR:
		t0 = rbits | pc;
		t1 = ~rbits | pc;
		break;
	default:
		t0 = rbits ^ pc;
		t1 = ~rbits ^ pc;
		break;
	}
	pred_out(w, &e->o[0], exec, t0);
	if (e->npd > 1)
		pred_out(w, &e->o[1], exec, t1);
	return 1;
}

/* emu_isa.c iv64 for every lane: a register pair, two constant words, a sign-extended
 * immediate or a uniform pair; then -x and ~x. */
static void int64_value(const struct emu_ctx *c, const struct emu_warp *w,
			const struct emu_opnd *o, uint64_t v[W])
{
	if (o->kind == OK_R) {
		const uint32_t *lo = w->r[o->reg], *hi = w->r[o->reg + 1 < EMU_RZ ? o->reg + 1 : EMU_RZ];
		for (int l = 0; l < W; l++)
			v[l] = o->reg == EMU_RZ ? 0 : (uint64_t)lo[l] | (uint64_t)hi[l] << 32;
	} else {
		uint64_t x;
		if (o->kind == OK_UR) {
			x = o->reg == EMU_URZ ? 0 : (uint64_t)w->ur[o->reg] | (uint64_t)w->ur[o->reg + 1] << 32;
		} else if (o->kind == OK_C) {
			uint32_t lo = 0, hi = 0;
			if (o->off >= 0 && o->off + 4 <= (int32_t)EMU_CBANK_BYTES)
				memcpy(&lo, c->cbank + o->off, 4);
			if (o->off + 4 >= 0 && o->off + 8 <= (int32_t)EMU_CBANK_BYTES)
				memcpy(&hi, c->cbank + o->off + 4, 4);
			x = (uint64_t)lo | (uint64_t)hi << 32;
		} else {
			x = (uint64_t)(int64_t)(int32_t)o->imm;
		}
		for (int l = 0; l < W; l++)
			v[l] = x;
	}
	for (int l = 0; l < W; l++) {
		if (o->neg)
			v[l] = 0 - v[l];
		if (o->inv)
			v[l] = ~v[l];
	}
}

static int fast_imadw(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *d = &e->o[e->rd], *oa = src(e, 0), *ob = src(e, 1);
	uint32_t ba[W], bb[W], lo[W], hi[W];
	uint64_t add[W];
	const uint32_t *a = int_value(c, w, oa, oa->neg, ba), *b = int_value(c, w, ob, ob->neg, bb);
	int64_value(c, w, src(e, 2), add);
	for (int l = 0; l < W; l++) {
		uint64_t p = (e->mf & MF_U32) ? (uint64_t)a[l] * b[l]
					      : (uint64_t)((int64_t)(int32_t)a[l] * (int32_t)b[l]);
		uint64_t s = p + add[l];
		lo[l] = (uint32_t)s;
		hi[l] = (uint32_t)(s >> 32);
	}
	/* wr64: registers up to RZ */
	if (d->reg != EMU_RZ)
		emu_write_lanes(w->r[d->reg], exec, lo);
	if (d->reg != EMU_RZ && d->reg + 1 < EMU_RZ)
		emu_write_lanes(w->r[d->reg + 1], exec, hi);
	return 1;
}

int emu_fast_exec(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	switch (c->ins[idx].fast) {
	case FAST_LDS:
		return fast_lds(c, w, idx, exec);
	case FAST_STS:
		return fast_sts(c, w, idx, exec);
	case FAST_FOP:
		return fast_fop(c, w, idx, exec);
	case FAST_IADD3:
		return fast_iadd3(c, w, idx, exec);
	case FAST_ISETP:
		return fast_isetp(c, w, idx, exec);
	case FAST_IMADW:
		return fast_imadw(c, w, idx, exec);
	default:
		return 0;
	}
}
