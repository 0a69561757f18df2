/* emu_skip.c - phase skipping in the long uniform loops of a sampled launch: a block's k-loop
 * is run for a few periods, its steady state is found, and the emulator jumps ahead by whole
 * periods instead of executing them, with every count and memory figure as if it had.
 *
 * The idea is loop-level (phase) sampling in GPU simulation: TBPoint (Huang et al., IISWC
 * 2014) and Photon (Liu et al., MICRO 2023) simulate a few iterations of a uniform loop and
 * extrapolate. Here the extrapolation is exact and verified, not statistical:
 *
 * - A period is the work between two releases of the same barrier (BAR.SYNC, all warps
 *   converged at one PC). At each release the block's state is snapshotted: every warp's
 *   registers, predicates, stacks, masks and step counts, the per-PC counts, the period's warp
 *   memory accesses (instruction, warp, lanes, addresses) and its compares' operands.
 * - Steady state: three periods in a row (four releases) with equal per-PC count increments,
 *   the same releases between, the same accesses whose lane addresses move by the same amount
 *   each period, the same compares whose operands do too, no random branch draw (the warps'
 *   generators unchanged), no local-memory access, no atomic, and every register either
 *   affine lanewise (the same uint32 difference each period) or data. A register that feeds
 *   an address, a predicate, a computed branch or a shuffle's lane (closure over the period's
 *   instructions, sass.h register lists) must be affine: then the period's control flow and
 *   addresses are functions of affine values, and data (FFMA accumulators, loaded tiles) can
 *   be left as they are.
 * - How far: an integer compare on affine operands decides as in the base period until its
 *   operands meet, cross or wrap (compare_cap, per lane); a jump ends one period before the
 *   first such period, so the skipped periods and the verification period all decide as the
 *   base did (a loop's exit test gives the trip count; an `if (k == K)` inside is not jumped
 *   over: that period runs, and the steady state is looked for again after it). Float
 *   compares must see the same operands every period.
 * - A jump of m periods: affine registers, step counts and per-PC counts += m times their
 *   per-period increments; then one period runs for real with its memory bookkeeping held
 *   back (the verification period). It must show the steady signature exactly (counts,
 *   releases, accesses at the extrapolated addresses, affine registers where extrapolated,
 *   the other warp state unchanged). If it does, the m skipped periods' accesses are replayed
 *   at their translated addresses through the emulator's own bookkeeping (emu_mem.c: sectors,
 *   footprint sets, per-block and per-warp first touches, address fits), shared accesses that
 *   do not move as m times their increments, then the verification period's own accesses:
 *   the same calls, in the same order, as executing the periods would have made. If it does
 *   not (a fault, the block ended, another signature), the block's state is put back (warps,
 *   shared memory, counts, step counts, fits, diagnostic) and a smaller jump is tried: where
 *   no compare bounds the jump, jumps double while they verify and halve once one fails,
 *   down to none; a block starts with the jump the previous block made in all (a launch's
 *   blocks share their trip counts).
 *
 * What it does not see: the loop's data (its data registers hold the values of the last period
 * run) deciding a branch or an address after the loop. Global stores of the skipped periods
 * and of the verification period are counted but not written (a run whose buffers are wanted
 * turns skipping off: gp_emu_launch.skip_loops). Loops without a barrier (grid-stride loops)
 * are not skipped. */
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"

#define SKIP_RING 4          /* snapshots: three periods */
#define SKIP_MAX_REL 16      /* other releases within a period */
#define SKIP_GIVE_UP 64      /* tracked releases without a steady state: stop watching */
#define SKIP_MAX_JUMP (1ULL << 32)
#define NREG 256
#define NUR 64

enum { SK_OFF, SK_WATCH, SK_DRY };

struct skip_rec {
	int idx;
	uint8_t space, is_store, side;   /* side 1: LDGSTS's shared write (ms_g2s) */
	uint8_t zero;                    /* shared, not moving: replayed as increments */
	uint16_t warp;
	uint32_t mask;
	uint64_t addr[W];
};

struct skip_log {
	struct skip_rec *v;
	size_t n, cap;
	int bad;                         /* a record was lost (out of memory) */
};

/* One warp execution of a compare: its operands per lane, their interpretation (opaque: a
 * float compare, or one on the condition code, whose operands must not change from period to
 * period). */
struct skip_cmp {
	int idx;
	uint16_t warp;
	uint8_t opaque, is_unsigned;
	uint32_t mask;
	uint32_t a[W], b[W];
};

struct skip_clog {
	struct skip_cmp *v;
	size_t n, cap;
	int bad;
};

struct skip_snap {
	struct emu_warp *warps;
	struct gp_emu_pcstat *pc;
	uint64_t steps;
	int unknown;
	uint32_t first_unknown;
	int nrel;
	uint32_t rel[SKIP_MAX_REL];
	struct skip_log log;             /* the period that ended here */
	struct skip_clog clog;           /* its equality compares */
};

struct emu_skip {
	int nw, n;
	int mode;
	uint32_t key;                    /* tracked release PC, UINT32_MAX none */
	int nrel;                        /* releases since the last tracked one */
	uint32_t rel[SKIP_MAX_REL];
	int rel_over;
	struct skip_log cur;             /* accesses since the last tracked release */
	struct skip_clog ccur;           /* equality compares since then */
	struct skip_snap ring[SKIP_RING];
	int nring, head;                 /* ring[(head + i) % SKIP_RING], oldest first */
	int releases;                    /* tracked releases in this block */
	/* steady state */
	struct skip_snap base;           /* the state jumps start from */
	uint32_t *dreg, *aff;            /* per warp: NREG x W deltas, NREG lane masks */
	uint32_t *dur;                   /* per warp: NUR deltas */
	uint64_t *aff_ur;                /* per warp: affine uniform registers */
	uint64_t *dwsteps;               /* per warp */
	struct gp_emu_pcstat *dpc;
	uint64_t dsteps;
	uint64_t (*daddr)[W];            /* per record of base.log */
	uint32_t (*dca)[W], (*dcb)[W];   /* per compare of base.clog: its operands' change a
					    period */
	double *zreq, *zbytes, *zways;   /* per instruction: a period's non-moving shared
					    accesses' increments */
	double zsect;
	uint8_t *ctrl;                   /* GP_REG ids that decide control or addresses */
	uint8_t *smem, *smem_taint;      /* base's shared memory */
	int *fit_state;
	struct gp_diag dsave;
	/* the attempt */
	uint64_t m;
	int up, predicted;
	int steady_at;                   /* tracked release where the steady state was found */
	struct skip_log dry;
	int dry_nrel;
	uint64_t block_skipped;
	/* the previous block's, for the first jump */
	int pred_at;
	uint32_t pred_key;
	uint64_t pred_total;
	uint64_t periods;                /* skipped over the run */
};

/* ==== Records ==== */

static int log_push(struct skip_log *g, const struct skip_rec *r)
{
	if (g->n == g->cap) {
		size_t cap = g->cap ? 2 * g->cap : 256;
		struct skip_rec *v = realloc(g->v, cap * sizeof(*v));
		if (!v) {
			g->bad = 1;
			return -1;
		}
		g->v = v;
		g->cap = cap;
	}
	g->v[g->n++] = *r;
	return 0;
}

static void log_clear(struct skip_log *g)
{
	g->n = 0;
	g->bad = 0;
}

static void log_swap(struct skip_log *a, struct skip_log *b)
{
	struct skip_log t = *a;
	*a = *b;
	*b = t;
}

static void clog_swap(struct skip_clog *a, struct skip_clog *b)
{
	struct skip_clog t = *a;
	*a = *b;
	*b = t;
}

/* Compares (ISETP, ISET, ICMP, FSETP, DSETP): on affine operands an integer compare keeps its
 * outcome until the operands meet or cross or one wraps; a jump stops short of that period
 * (compare_cap), so no iteration inside a skipped stretch decides differently (a k == K test,
 * an exit by k != n, a k < n that a jump would pass). */
void emu_skip_compare(struct emu_ctx *c, const struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	struct emu_skip *s = c->skip;
	struct skip_clog *g = &s->ccur;
	struct skip_cmp *r;
	int ka = 0, kb = 1;
	static const struct emu_opnd rz = { .kind = OK_R, .reg = EMU_RZ, .ureg = -1 };
	const struct emu_opnd *oa, *ob;
	if (e->op != EOP_ISETP && e->op != EOP_ISET && e->op != EOP_ICMP && e->op != EOP_FSETP &&
	    e->op != EOP_DSETP)
		return;
	if (e->op == EOP_ICMP)
		ka = 2, kb = -1;   /* Rc against 0 */
	if (g->n == g->cap) {
		size_t cap = g->cap ? 2 * g->cap : 64;
		struct skip_cmp *v = realloc(g->v, cap * sizeof(*v));
		if (!v) {
			g->bad = 1;
			return;
		}
		g->v = v;
		g->cap = cap;
	}
	r = &g->v[g->n++];
	r->idx = idx;
	r->warp = (uint16_t)w->warp_in_block;
	r->opaque = e->op == EOP_FSETP || e->op == EOP_DSETP || ((e->mf & MF_X) && e->sm_old);
	r->is_unsigned = (e->mf & MF_U32) != 0;
	r->mask = exec;
	oa = ka < e->ns ? &e->o[e->s0 + ka] : &rz;
	ob = kb >= 0 && kb < e->ns ? &e->o[e->s0 + kb] : &rz;
	for (int l = 0; l < W; l++) {
		r->a[l] = exec >> l & 1 ? emu_opnd_u32(c, w, oa, l) : 0;
		r->b[l] = exec >> l & 1 ? emu_opnd_u32(c, w, ob, l) : 0;
		/* a double's high word too */
		if (e->op == EOP_DSETP && (exec >> l & 1) && oa->kind == OK_R && oa->reg + 1 < EMU_RZ)
			r->a[l] ^= w->r[oa->reg + 1][l] * 0x9E3779B9u;
		if (e->op == EOP_DSETP && (exec >> l & 1) && ob->kind == OK_R && ob->reg + 1 < EMU_RZ)
			r->b[l] ^= w->r[ob->reg + 1][l] * 0x9E3779B9u;
	}
}

/* The first j >= 1 at which x + j * dx (dx != 0) leaves [lo, hi], or INT64_MAX. */
static int64_t first_out(int64_t x, int64_t dx, int64_t lo, int64_t hi)
{
	if (dx > 0)
		return (hi - x) / dx + 1;
	if (dx < 0)
		return (x - lo) / -dx + 1;
	return INT64_MAX;
}

/* The first j >= 1 at which the sign of d + j * dd is not the sign of d, or INT64_MAX. */
static int64_t first_sign_change(int64_t d, int64_t dd)
{
	if (!dd)
		return INT64_MAX;
	if (!d)
		return 1;
	if (d > 0 && dd < 0)
		return (d + (-dd) - 1) / (-dd);
	if (d < 0 && dd > 0)
		return (-d + dd - 1) / dd;
	return INT64_MAX;
}

/* The largest jump from base that no compare's outcome changes within: the operands as the
 * compare reads them (signed or unsigned 32-bit), moving by their per-period change, neither
 * wrapping nor meeting nor crossing the other. */
static uint64_t compare_cap(const struct emu_skip *s)
{
	uint64_t cap = UINT64_MAX;
	for (size_t i = 0; i < s->base.clog.n; i++) {
		const struct skip_cmp *r = &s->base.clog.v[i];
		int64_t lo = r->is_unsigned ? 0 : INT32_MIN, hi = r->is_unsigned ? UINT32_MAX : INT32_MAX;
		for (int l = 0; l < W; l++) {
			int64_t a, b, da, db, j;
			if (!(r->mask >> l & 1) || (!s->dca[i][l] && !s->dcb[i][l]))
				continue;
			a = r->is_unsigned ? (int64_t)r->a[l] : (int64_t)(int32_t)r->a[l];
			b = r->is_unsigned ? (int64_t)r->b[l] : (int64_t)(int32_t)r->b[l];
			da = (int32_t)s->dca[i][l];
			db = (int32_t)s->dcb[i][l];
			j = first_out(a, da, lo, hi);
			if (first_out(b, db, lo, hi) < j)
				j = first_out(b, db, lo, hi);
			if (first_sign_change(a - b, da - db) < j)
				j = first_sign_change(a - b, da - db);
			if ((uint64_t)(j - 1) < cap)
				cap = (uint64_t)(j - 1);
		}
	}
	return cap;
}

int emu_skip_access(struct emu_ctx *c, const struct emu_warp *w, int idx, const uint64_t *addr,
		    uint32_t mask, int space, int is_store, const struct emu_memstat *ms)
{
	struct emu_skip *s = c->skip;
	struct skip_rec r;
	r.idx = idx;
	r.space = (uint8_t)space;
	r.is_store = (uint8_t)is_store;
	r.side = ms == &c->ms_g2s[idx];
	r.zero = 0;
	r.warp = (uint16_t)w->warp_in_block;
	r.mask = mask;
	for (int l = 0; l < W; l++)
		r.addr[l] = mask >> l & 1 ? addr[l] : 0;
	log_push(s->mode == SK_DRY ? &s->dry : &s->cur, &r);
	return s->mode == SK_DRY;
}

/* ==== Snapshots ==== */

static int snap_alloc(struct skip_snap *p, int nw, int n)
{
	p->warps = malloc((size_t)nw * sizeof(*p->warps));
	p->pc = malloc((size_t)n * sizeof(*p->pc));
	return p->warps && p->pc ? 0 : -1;
}

static void snap_release(struct skip_snap *p)
{
	free(p->warps);
	free(p->pc);
	free(p->log.v);
	free(p->clog.v);
}

static void snap_take(const struct emu_ctx *c, const struct emu_skip *s, const struct emu_warp *warps,
		      struct skip_snap *p)
{
	memcpy(p->warps, warps, (size_t)s->nw * sizeof(*warps));
	memcpy(p->pc, c->r->pc, (size_t)s->n * sizeof(*p->pc));
	p->steps = c->steps;
	p->unknown = c->r->unknown_addresses;
	p->first_unknown = c->r->first_unknown_pc;
	p->nrel = s->nrel;
	memcpy(p->rel, s->rel, sizeof(p->rel));
}

/* The warp state that must not change over a period (registers and step counts may). */
static int warp_same(const struct emu_warp *a, const struct emu_warp *b)
{
	if (a->live != b->live || a->exists != b->exists || a->diverged || b->diverged ||
	    a->cpc != b->cpc || a->done != b->done || a->at_barrier != b->at_barrier ||
	    a->rng != b->rng || a->cc != b->cc || a->cc_sign != b->cc_sign ||
	    a->cc_zero != b->cc_zero || memcmp(a->p, b->p, sizeof(a->p)) ||
	    memcmp(a->up, b->up, sizeof(a->up)) || memcmp(a->taint, b->taint, sizeof(a->taint)) ||
	    memcmp(a->sp, b->sp, sizeof(a->sp)))
		return 0;
	for (int l = 0; l < W; l++)
		if (memcmp(a->stk[l], b->stk[l], a->sp[l] * sizeof(a->stk[l][0])))
			return 0;
	return 1;
}
static int pc_eq(const struct gp_emu_pcstat *a, const struct gp_emu_pcstat *b)
{
	return a->warp_execs == b->warp_execs && a->thread_execs == b->thread_execs &&
	       a->taken == b->taken && a->random == b->random;
}

static int rec_same_kind(const struct skip_rec *a, const struct skip_rec *b)
{
	return a->idx == b->idx && a->space == b->space && a->is_store == b->is_store &&
	       a->side == b->side && a->warp == b->warp && a->mask == b->mask;
}

/* ==== The registers that decide control flow and addresses ==== */

static void mark(uint8_t *ctrl, int id, int *changed)
{
	if (id >= 0 && id < GP_REG_VIRT && id != EMU_RZ && !ctrl[id]) {
		ctrl[id] = 1;
		*changed = 1;
	}
}

static void mark_opnd_reg(uint8_t *ctrl, int reg, int is_ur, int pair, int *ch)
{
	int id;
	if (reg < 0 || (is_ur ? reg == EMU_URZ : reg == EMU_RZ))
		return;
	id = is_ur ? GP_REG_UR(reg) : GP_REG_R(reg);
	mark(ctrl, id, ch);
	if (pair)
		mark(ctrl, id + 1, ch);
}

/* Seeds: address registers, sources of predicate writers, computed branches and shuffles;
 * then every source of an instruction that writes a marked register, to a fixpoint. Over the
 * instructions the period runs (dpc). */
static void control_regs(const struct emu_ctx *c, const struct gp_emu_pcstat *dpc, uint8_t *ctrl)
{
	int ch = 0;
	memset(ctrl, 0, GP_REG_VIRT);
	for (int i = 0; i < c->n; i++) {
		const struct gp_sass_ins *s = &c->fn->ins[i];
		const struct emu_ins *e = &c->ins[i];
		int all = e->op == EOP_BRX || e->op == EOP_SHFL || e->op == EOP_R2P;
		if (dpc[i].warp_execs <= 0)
			continue;
		for (int k = 0; k < s->ndst; k++)
			all |= s->dst[k] >= GP_REG_P(0) && s->dst[k] < GP_REG_UR(0);
		for (int k = 0; k < s->ndst; k++)
			all |= s->dst[k] >= GP_REG_UP(0) && s->dst[k] < GP_REG_CC;
		if (all)
			for (int k = 0; k < s->nsrc; k++)
				mark(ctrl, s->src[k], &ch);
		for (int k = 0; k < e->nops; k++) {
			const struct emu_opnd *o = &e->o[k];
			if (o->kind == OK_MEM) {
				mark_opnd_reg(ctrl, o->reg, o->reg_is_ur, 1, &ch);
				mark_opnd_reg(ctrl, o->ureg, 1, 1, &ch);
			} else if (o->kind == OK_C) {
				mark_opnd_reg(ctrl, o->reg, o->reg_is_ur, 0, &ch);
				mark_opnd_reg(ctrl, o->ureg, 1, 0, &ch);
			}
		}
	}
	do {
		ch = 0;
		for (int i = 0; i < c->n; i++) {
			const struct gp_sass_ins *s = &c->fn->ins[i];
			int hit = 0;
			if (dpc[i].warp_execs <= 0)
				continue;
			for (int k = 0; k < s->ndst && !hit; k++)
				hit = s->dst[k] >= 0 && s->dst[k] < GP_REG_VIRT && ctrl[s->dst[k]];
			if (hit)
				for (int k = 0; k < s->nsrc; k++)
					mark(ctrl, s->src[k], &ch);
		}
	} while (ch);
}

/* ==== Steady state ==== */


static struct skip_snap *ring_at(struct emu_skip *s, int i)
{
	return &s->ring[(s->head + i) % SKIP_RING];
}

/* Do the ring's four snapshots show a steady state? Fills the deltas, the control set and
 * base (the newest snapshot) when they do. */
static int steady(struct emu_ctx *c, struct emu_skip *s)
{
	struct skip_snap *q[SKIP_RING];
	const struct skip_log *g3;
	for (int i = 0; i < SKIP_RING; i++)
		q[i] = ring_at(s, i);
	/* counts, steps, releases */
	for (int i = 0; i < s->n; i++) {
		struct gp_emu_pcstat d[3];
		for (int k = 0; k < 3; k++) {
			d[k].warp_execs = q[k + 1]->pc[i].warp_execs - q[k]->pc[i].warp_execs;
			d[k].thread_execs = q[k + 1]->pc[i].thread_execs - q[k]->pc[i].thread_execs;
			d[k].taken = q[k + 1]->pc[i].taken - q[k]->pc[i].taken;
			d[k].random = q[k + 1]->pc[i].random != q[k]->pc[i].random;
		}
		if (!pc_eq(&d[0], &d[1]) || !pc_eq(&d[1], &d[2]) || d[2].random)
			return 0;
		s->dpc[i] = d[2];
	}
	if (q[1]->steps - q[0]->steps != q[2]->steps - q[1]->steps ||
	    q[2]->steps - q[1]->steps != q[3]->steps - q[2]->steps ||
	    q[3]->unknown != q[0]->unknown)
		return 0;
	s->dsteps = q[3]->steps - q[2]->steps;
	for (int k = 1; k < 3; k++)
		if (q[k]->nrel != q[3]->nrel || memcmp(q[k]->rel, q[3]->rel, sizeof(q[3]->rel)))
			return 0;
	/* accesses of the periods ending at q[1], q[2], q[3] */
	g3 = &q[3]->log;
	if (q[1]->log.bad || q[2]->log.bad || g3->bad || q[1]->log.n != g3->n || q[2]->log.n != g3->n)
		return 0;
	{
		uint64_t (*t)[W] = realloc(s->daddr, (g3->n ? g3->n : 1) * sizeof(*s->daddr));
		if (!t)
			return 0;
		s->daddr = t;
	}
	memset(s->zreq, 0, (size_t)s->n * sizeof(double));
	memset(s->zbytes, 0, (size_t)s->n * sizeof(double));
	memset(s->zways, 0, (size_t)s->n * sizeof(double));
	s->zsect = 0;
	for (size_t j = 0; j < g3->n; j++) {
		const struct skip_rec *a = &q[1]->log.v[j], *b = &q[2]->log.v[j];
		struct skip_rec *r = &g3->v[j];
		uint64_t any = 0;
		if (!rec_same_kind(a, r) || !rec_same_kind(b, r) || c->ins[r->idx].is_atomic ||
		    r->space == GP_SPACE_LOCAL)
			return 0;
		for (int l = 0; l < W; l++) {
			uint64_t d = r->addr[l] - b->addr[l];
			if (b->addr[l] - a->addr[l] != d)
				return 0;
			s->daddr[j][l] = d;
			any |= d;
		}
		r->zero = r->space == GP_SPACE_SHARED && !any;
		if (r->zero) {
			/* what emu_mem_account_side adds for it once its sectors are seen */
			const struct emu_ins *e = &c->ins[r->idx];
			uint64_t seen[2 * W];
			int nsec = 0;
			for (int l = 0; l < W; l++) {
				uint64_t s0, s1;
				if (!(r->mask >> l & 1))
					continue;
				s0 = r->addr[l] >> 5;
				s1 = (r->addr[l] + (uint64_t)e->width - 1) >> 5;
				for (uint64_t x = s0; x <= s1 && x < s0 + 2; x++) {
					int k;
					for (k = nsec - 1; k >= 0 && seen[k] != x; k--)
						;
					if (k < 0)
						seen[nsec++] = x;
				}
			}
			s->zreq[r->idx] += c->wt;
			s->zbytes[r->idx] += (double)__builtin_popcount(r->mask) * e->width * c->wt;
			s->zways[r->idx] += emu_mem_bank_ways(e, r->addr, r->mask, e->width, r->is_store) *
					     c->wt;
			s->zsect += nsec * c->wt;
		}
	}
	/* compares: the same ones, their operands affine lanewise (opaque ones constant) */
	if (q[1]->clog.bad || q[2]->clog.bad || q[3]->clog.bad || q[1]->clog.n != q[3]->clog.n ||
	    q[2]->clog.n != q[3]->clog.n)
		return 0;
	{
		size_t nc = q[3]->clog.n ? q[3]->clog.n : 1;
		uint32_t (*ta)[W] = realloc(s->dca, nc * sizeof(*s->dca)), (*tb)[W];
		if (ta)
			s->dca = ta;
		tb = ta ? realloc(s->dcb, nc * sizeof(*s->dcb)) : NULL;
		if (!tb)
			return 0;
		s->dcb = tb;
	}
	for (size_t j = 0; j < q[3]->clog.n; j++) {
		const struct skip_cmp *a = &q[1]->clog.v[j], *b = &q[2]->clog.v[j], *r = &q[3]->clog.v[j];
		if (a->idx != r->idx || b->idx != r->idx || a->warp != r->warp || b->warp != r->warp ||
		    a->mask != r->mask || b->mask != r->mask)
			return 0;
		for (int l = 0; l < W; l++) {
			uint32_t da = r->a[l] - b->a[l], db = r->b[l] - b->b[l];
			if (b->a[l] - a->a[l] != da || b->b[l] - a->b[l] != db || (r->opaque && (da || db)))
				return 0;
			s->dca[j][l] = da;
			s->dcb[j][l] = db;
		}
	}
	/* registers */
	control_regs(c, s->dpc, s->ctrl);
	for (int wi = 0; wi < s->nw; wi++) {
		const struct emu_warp *w0 = &q[0]->warps[wi], *w1 = &q[1]->warps[wi],
				      *w2 = &q[2]->warps[wi], *w3 = &q[3]->warps[wi];
		uint32_t *dreg = s->dreg + (size_t)wi * NREG * W, *aff = s->aff + (size_t)wi * NREG;
		uint64_t affu = 0;
		if (!warp_same(w0, w3) || !warp_same(w1, w3) || !warp_same(w2, w3) ||
		    w1->steps - w0->steps != w2->steps - w1->steps ||
		    w2->steps - w1->steps != w3->steps - w2->steps)
			return 0;
		s->dwsteps[wi] = w3->steps - w2->steps;
		for (int r = 0; r < NREG; r++) {
			uint32_t m = 0;
			for (int l = 0; l < W; l++) {
				uint32_t d = w3->r[r][l] - w2->r[r][l];
				dreg[r * W + l] = d;
				m |= (uint32_t)(w2->r[r][l] - w1->r[r][l] == d &&
						w1->r[r][l] - w0->r[r][l] == d) << l;
			}
			aff[r] = m;
			if (m != ~0u && s->ctrl[GP_REG_R(r)])
				return 0;
		}
		for (int u = 0; u < NUR; u++) {
			uint32_t d = w3->ur[u] - w2->ur[u];
			int ok = w2->ur[u] - w1->ur[u] == d && w1->ur[u] - w0->ur[u] == d;
			s->dur[(size_t)wi * NUR + u] = d;
			if (ok)
				affu |= 1ULL << u;
			else if (s->ctrl[GP_REG_UR(u)])
				return 0;
		}
		s->aff_ur[wi] = affu;
	}
	return 1;
}

/* ==== Jumps ==== */

static void save_base(struct emu_ctx *c, struct emu_skip *s, const struct emu_warp *warps)
{
	snap_take(c, s, warps, &s->base);
	memcpy(s->smem, c->smem, c->smem_bytes + 16);
	memcpy(s->smem_taint, c->smem_taint, c->smem_bytes / 4 + 4);
	for (int i = 0; i < s->n; i++)
		s->fit_state[i] = c->fit[i].state;
	if (c->d)
		s->dsave = *c->d;
}

static void restore_base(struct emu_ctx *c, struct emu_skip *s, struct emu_warp *warps)
{
	for (int wi = 0; wi < s->nw; wi++) {
		uint8_t *local = warps[wi].local;
		warps[wi] = s->base.warps[wi];
		if (local && !warps[wi].local) {
			/* the verification period made it: as new again */
			memset(local, 0, (size_t)W * EMU_LOCAL_BYTES);
			warps[wi].local = local;
		}
	}
	memcpy(c->r->pc, s->base.pc, (size_t)s->n * sizeof(*c->r->pc));
	c->steps = s->base.steps;
	c->r->unknown_addresses = s->base.unknown;
	c->r->first_unknown_pc = s->base.first_unknown;
	memcpy(c->smem, s->smem, c->smem_bytes + 16);
	memcpy(c->smem_taint, s->smem_taint, c->smem_bytes / 4 + 4);
	for (int i = 0; i < s->n; i++)
		c->fit[i].state = s->fit_state[i];
	if (c->d)
		*c->d = s->dsave;
	c->fault = 0;
}

/* base + k periods into warps, counts and step counts (affine parts only). */
static void advance_state(struct emu_ctx *c, struct emu_skip *s, struct emu_warp *warps, uint64_t k)
{
	uint32_t k32 = (uint32_t)k;
	for (int wi = 0; wi < s->nw; wi++) {
		struct emu_warp *w = &warps[wi];
		const uint32_t *dreg = s->dreg + (size_t)wi * NREG * W, *aff = s->aff + (size_t)wi * NREG;
		for (int r = 0; r < NREG; r++) {
			uint32_t m = aff[r];
			if (!m)
				continue;
			for (int l = 0; l < W; l++)
				if (m >> l & 1)
					w->r[r][l] += k32 * dreg[r * W + l];
		}
		for (int u = 0; u < NUR; u++)
			if (s->aff_ur[wi] >> u & 1)
				w->ur[u] += k32 * s->dur[(size_t)wi * NUR + u];
		w->steps += k * s->dwsteps[wi];
	}
	for (int i = 0; i < s->n; i++) {
		struct gp_emu_pcstat *p = &c->r->pc[i];
		p->warp_execs += (double)k * s->dpc[i].warp_execs;
		p->thread_execs += (double)k * s->dpc[i].thread_execs;
		p->taken += (double)k * s->dpc[i].taken;
	}
	c->steps += k * s->dsteps;
}

/* Jump s->m periods (at most to just before the period where a compare could decide
 * otherwise: when that is the next one, it runs and the steady state is looked for again)
 * and run the verification period. */
static void start_attempt(struct emu_ctx *c, struct emu_skip *s, struct emu_warp *warps)
{
	/* periods 1..cap decide as the base did, so does the verification period m + 1 */
	uint64_t cap = compare_cap(s), most = cap ? cap - 1 : 0;
	if (s->up && cap < UINT64_MAX)
		s->m = most;   /* the loop's own exit test says how far: no search */
	if (s->m > most) {
		s->m = most;
		s->up = 0;
	}
	if (!s->m) {
		/* the next period is where a compare meets: it runs, then a steady state
		 * is looked for again (after a one-off iteration, or the exit) */
		s->mode = SK_WATCH;
		c->skip_rec = 1;
		s->nring = 0;
		s->nrel = 0;
		s->rel_over = 0;
		log_clear(&s->cur);
		s->ccur.n = 0;
		s->ccur.bad = 0;
		return;
	}
	advance_state(c, s, warps, s->m);
	log_clear(&s->dry);
	s->dry_nrel = 0;
	s->mode = SK_DRY;
	c->skip_rec = 2;
}

static void stop(struct emu_ctx *c, struct emu_skip *s)
{
	s->mode = SK_OFF;
	c->skip_rec = 0;
}

/* Does the state after the verification period equal base + (m + 1) periods? */
static int verify(struct emu_ctx *c, struct emu_skip *s, const struct emu_warp *warps)
{
	uint64_t k = s->m + 1;
	uint32_t k32 = (uint32_t)k;
	if (s->dry.bad || s->dry.n != s->base.log.n || s->dry_nrel != s->base.nrel ||
	    c->steps != s->base.steps + k * s->dsteps || c->r->unknown_addresses != s->base.unknown)
		return 0;
	for (int i = 0; i < s->n; i++) {
		const struct gp_emu_pcstat *p = &c->r->pc[i], *b = &s->base.pc[i], *d = &s->dpc[i];
		if (p->warp_execs != b->warp_execs + (double)k * d->warp_execs ||
		    p->thread_execs != b->thread_execs + (double)k * d->thread_execs ||
		    p->taken != b->taken + (double)k * d->taken || p->random != b->random)
			return 0;
	}
	for (size_t j = 0; j < s->dry.n; j++) {
		const struct skip_rec *a = &s->base.log.v[j], *r = &s->dry.v[j];
		if (!rec_same_kind(a, r))
			return 0;
		for (int l = 0; l < W; l++)
			if (r->addr[l] != a->addr[l] + k * s->daddr[j][l])
				return 0;
	}
	for (int wi = 0; wi < s->nw; wi++) {
		const struct emu_warp *w = &warps[wi], *b = &s->base.warps[wi];
		const uint32_t *dreg = s->dreg + (size_t)wi * NREG * W, *aff = s->aff + (size_t)wi * NREG;
		if (!warp_same(w, b) || w->steps != b->steps + k * s->dwsteps[wi])
			return 0;
		for (int r = 0; r < NREG; r++) {
			uint32_t m = aff[r];
			for (int l = 0; m && l < W; l++)
				if ((m >> l & 1) && w->r[r][l] != b->r[r][l] + k32 * dreg[r * W + l])
					return 0;
		}
		for (int u = 0; u < NUR; u++)
			if ((s->aff_ur[wi] >> u & 1) &&
			    w->ur[u] != b->ur[u] + k32 * s->dur[(size_t)wi * NUR + u])
				return 0;
	}
	return 1;
}

static int account(struct emu_ctx *c, struct emu_warp *warps, const struct skip_rec *r,
		   const uint64_t *addr)
{
	struct emu_memstat *ms = r->side ? &c->ms_g2s[r->idx] : &c->ms[r->idx];
	return emu_mem_account_side(c, &warps[r->warp], r->idx, addr, r->mask, r->space,
				    r->is_store, ms);
}

/* The m skipped periods' accesses, then the verification period's, through the bookkeeping
 * (recording off). Returns 0 or -GP_ENOMEM. */
static int replay(struct emu_ctx *c, struct emu_skip *s, struct emu_warp *warps)
{
	const struct skip_log *g = &s->base.log;
	uint64_t addr[W];
	double m = (double)s->m;
	int any_zero = 0;
	c->skip_rec = 0;
	for (uint64_t j = 1; j <= s->m; j++)
		for (size_t i = 0; i < g->n; i++) {
			const struct skip_rec *r = &g->v[i];
			if (r->zero) {
				any_zero = 1;
				continue;
			}
			for (int l = 0; l < W; l++)
				addr[l] = r->addr[l] + j * s->daddr[i][l];
			if (account(c, warps, r, addr) < 0)
				return -GP_ENOMEM;
		}
	if (any_zero) {
		/* the same sectors every period, seen already: the increments m times */
		for (int i = 0; i < s->n; i++) {
			if (!s->zreq[i])
				continue;
			c->ms[i].requests += m * s->zreq[i];
			c->ms[i].bytes += m * s->zbytes[i];
			c->ms[i].bank_ways += m * s->zways[i];
		}
		c->sect_req[c->nallocs] += m * s->zsect;
	}
	for (size_t i = 0; i < s->dry.n; i++)
		if (account(c, warps, &s->dry.v[i], s->dry.v[i].addr) < 0)
			return -GP_ENOMEM;
	return 0;
}

/* The next jump after one that verified (ok) or did not; 0 ends the attempts. */
static void next_jump(struct emu_skip *s, int ok)
{
	if (s->predicted) {
		s->predicted = 0;
		s->up = 1;
		s->m = 1;
		return;
	}
	if (ok && s->up)
		s->m = s->m * 2 > SKIP_MAX_JUMP ? SKIP_MAX_JUMP : s->m * 2;
	else {
		s->up = 0;
		s->m /= 2;
	}
}

/* After the verification period ended (ok: verified) or failed: commit or put back, then
 * the next attempt or the end of skipping for this block. Returns 0 or -GP_ENOMEM. */
static int settle(struct emu_ctx *c, struct emu_skip *s, struct emu_warp *warps, int ok)
{
	int rc;
	if (ok) {
		if ((rc = replay(c, s, warps)) < 0)
			return gp_error(c->d, GP_ENOMEM, "out of memory");
		s->block_skipped += s->m;
		s->periods += s->m;
		/* the verification period's end is the new base, its accesses the new pattern */
		for (size_t i = 0; i < s->dry.n; i++)
			s->dry.v[i].zero = s->base.log.v[i].zero;
		/* the compares of the verification period: base's moved m + 1 periods on */
		for (size_t i = 0; i < s->base.clog.n; i++)
			for (int l = 0; l < W; l++) {
				s->base.clog.v[i].a[l] += (uint32_t)(s->m + 1) * s->dca[i][l];
				s->base.clog.v[i].b[l] += (uint32_t)(s->m + 1) * s->dcb[i][l];
			}
		log_swap(&s->base.log, &s->dry);
		s->nrel = s->dry_nrel;
		memcpy(s->rel, s->base.rel, sizeof(s->rel));
		save_base(c, s, warps);
	} else {
		restore_base(c, s, warps);
	}
	next_jump(s, ok);
	if (s->m)
		start_attempt(c, s, warps);
	else
		stop(c, s);
	return 0;
}

/* ==== Hooks ==== */

struct emu_skip *emu_skip_new(const struct emu_ctx *c, int nw)
{
	struct emu_skip *s = calloc(1, sizeof(*s));
	int ok = s != NULL;
	if (!s)
		return NULL;
	s->nw = nw;
	s->n = c->n;
	for (int i = 0; i < SKIP_RING && ok; i++)
		ok = snap_alloc(&s->ring[i], nw, c->n) == 0;
	ok = ok && snap_alloc(&s->base, nw, c->n) == 0;
	s->dreg = ok ? malloc((size_t)nw * NREG * W * sizeof(*s->dreg)) : NULL;
	s->aff = ok ? malloc((size_t)nw * NREG * sizeof(*s->aff)) : NULL;
	s->dur = ok ? malloc((size_t)nw * NUR * sizeof(*s->dur)) : NULL;
	s->aff_ur = ok ? malloc((size_t)nw * sizeof(*s->aff_ur)) : NULL;
	s->dwsteps = ok ? malloc((size_t)nw * sizeof(*s->dwsteps)) : NULL;
	s->dpc = ok ? malloc((size_t)c->n * sizeof(*s->dpc)) : NULL;
	s->zreq = ok ? malloc((size_t)c->n * sizeof(double)) : NULL;
	s->zbytes = ok ? malloc((size_t)c->n * sizeof(double)) : NULL;
	s->zways = ok ? malloc((size_t)c->n * sizeof(double)) : NULL;
	s->ctrl = ok ? malloc(GP_REG_VIRT) : NULL;
	s->smem = ok ? malloc(c->smem_bytes + 16) : NULL;
	s->smem_taint = ok ? malloc(c->smem_bytes / 4 + 4) : NULL;
	s->fit_state = ok ? malloc((size_t)c->n * sizeof(int)) : NULL;
	if (!ok || !s->dreg || !s->aff || !s->dur || !s->aff_ur || !s->dwsteps || !s->dpc ||
	    !s->zreq || !s->zbytes || !s->zways || !s->ctrl || !s->smem || !s->smem_taint ||
	    !s->fit_state) {
		emu_skip_free(s);
		return NULL;
	}
	s->pred_at = -1;
	return s;
}

void emu_skip_free(struct emu_skip *s)
{
	if (!s)
		return;
	for (int i = 0; i < SKIP_RING; i++)
		snap_release(&s->ring[i]);
	snap_release(&s->base);
	free(s->cur.v);
	free(s->ccur.v);
	free(s->dca);
	free(s->dcb);
	free(s->dry.v);
	free(s->dreg);
	free(s->aff);
	free(s->dur);
	free(s->aff_ur);
	free(s->dwsteps);
	free(s->dpc);
	free(s->daddr);
	free(s->zreq);
	free(s->zbytes);
	free(s->zways);
	free(s->ctrl);
	free(s->smem);
	free(s->smem_taint);
	free(s->fit_state);
	free(s);
}

uint64_t emu_skip_periods(const struct emu_skip *s)
{
	return s ? s->periods : 0;
}

void emu_skip_block(struct emu_ctx *c)
{
	struct emu_skip *s = c->skip;
	s->mode = SK_WATCH;
	c->skip_rec = 1;
	s->key = UINT32_MAX;
	s->nrel = 0;
	s->rel_over = 0;
	s->nring = s->head = 0;
	s->releases = 0;
	s->block_skipped = 0;
	s->steady_at = -1;
	log_clear(&s->cur);
	s->ccur.n = 0;
	s->ccur.bad = 0;
}

/* The release's key: the PC every warp that has not exited waits at, or UINT32_MAX. */
static uint32_t release_key(const struct emu_skip *s, const struct emu_warp *warps)
{
	uint32_t key = UINT32_MAX;
	for (int i = 0; i < s->nw; i++) {
		if (warps[i].done)
			continue;
		if (warps[i].diverged || (key != UINT32_MAX && warps[i].cpc != key))
			return UINT32_MAX;
		key = warps[i].cpc;
	}
	return key;
}

static void watch(struct emu_ctx *c, struct emu_skip *s, struct emu_warp *warps, uint32_t key)
{
	struct skip_snap *p;
	if (key == UINT32_MAX) {
		s->nring = 0;
		s->key = UINT32_MAX;
		return;
	}
	if (key != s->key && s->key != UINT32_MAX && s->nring < 2) {
		/* the first barrier seen did not come round again before this one: a
		 * prologue's; track the one seen twice (a loop's) */
		int seen = 0;
		for (int i = 0; i < s->nrel; i++)
			seen |= s->rel[i] == key;
		if (seen || s->rel_over) {
			s->key = key;
			s->nring = 0;
		}
	}
	if (s->key == UINT32_MAX)
		s->key = key;
	if (key != s->key) {
		if (s->nrel < SKIP_MAX_REL)
			s->rel[s->nrel++] = key;
		else
			s->rel_over = 1;
		return;
	}
	if (++s->releases > SKIP_GIVE_UP) {
		stop(c, s);
		return;
	}
	if (s->nring == SKIP_RING) {
		s->head = (s->head + 1) % SKIP_RING;
		s->nring--;
	}
	p = ring_at(s, s->nring++);
	snap_take(c, s, warps, p);
	if (s->rel_over)
		p->nrel = -1;   /* never equal: the period is not steady */
	log_swap(&p->log, &s->cur);
	log_clear(&s->cur);
	clog_swap(&p->clog, &s->ccur);
	s->ccur.n = 0;
	s->ccur.bad = 0;
	s->nrel = 0;
	s->rel_over = 0;
	if (s->nring < SKIP_RING || !steady(c, s))
		return;
	/* steady: base is the newest snapshot; the first jump */
	log_swap(&s->base.log, &p->log);
	clog_swap(&s->base.clog, &p->clog);
	save_base(c, s, warps);
	s->base.nrel = p->nrel;
	memcpy(s->base.rel, p->rel, sizeof(p->rel));
	s->base.log.bad = 0;
	s->nring = 0;
	s->up = 1;
	s->predicted = s->steady_at < 0 && s->pred_at == s->releases && s->pred_key == s->key &&
		       s->pred_total > 0;
	if (s->steady_at < 0)
		s->steady_at = s->releases;
	s->m = s->predicted ? s->pred_total : 1;
	start_attempt(c, s, warps);
}

int emu_skip_release(struct emu_ctx *c, struct emu_warp *warps)
{
	struct emu_skip *s = c->skip;
	uint32_t key;
	if (s->mode == SK_OFF)
		return 0;
	key = release_key(s, warps);
	if (s->mode == SK_WATCH) {
		watch(c, s, warps, key);
		return 0;
	}
	/* the verification period */
	if (key != s->key) {
		if (s->dry_nrel < s->base.nrel && s->base.rel[s->dry_nrel] == key) {
			s->dry_nrel++;
			return 0;
		}
		return settle(c, s, warps, 0);
	}
	return settle(c, s, warps, verify(c, s, warps));
}

int emu_skip_end(struct emu_ctx *c, struct emu_warp *warps)
{
	struct emu_skip *s = c->skip;
	int rc;
	if (s->mode == SK_DRY) {
		/* the jump passed the loop's exit: put back */
		if ((rc = settle(c, s, warps, 0)) < 0)
			return rc;
		return 1;
	}
	/* the block ran to its end: its skips are what the next block tries first */
	if (s->steady_at >= 0) {
		s->pred_at = s->steady_at;
		s->pred_key = s->key;
		s->pred_total = s->block_skipped;
	}
	stop(c, s);
	return 0;
}

int emu_skip_fault(struct emu_ctx *c, struct emu_warp *warps, int rc)
{
	struct emu_skip *s = c->skip;
	if (s->mode != SK_DRY || rc == -GP_ENOMEM)
		return rc;
	/* a fault where the jump went past the data (an access beyond a buffer, the step
	 * bound): the verification failed */
	return settle(c, s, warps, 0);
}
