/* engine_sm.c - one SM per cycle: warp schedulers, scoreboard, execution units, barriers, L1. */
#include <stdlib.h>
#include <string.h>

#include "coalesce.h"
#include "engine_int.h"
#include "util.h"

/* Out of memory inside the parallel phase cannot be reported through a diag
 * from every thread; the engine preallocates generously and treats it as fatal. */
#define GROW(p, cap, need) \
	do { \
		if (gp_grow_int((void **)&(p), &(cap), (need), sizeof(*(p))) < 0) \
			GP_BUG("out of memory in the engine"); \
	} while (0)

int en_sm_init(struct en_sim *s, struct en_sm *sm, int id)
{
	int nr = s->prog.nregs, nl = s->prog.nloops;
	memset(sm, 0, sizeof(*sm));
	sm->id = id;
	sm->nslots = s->bps * s->wpb;
	sm->nbslots = s->bps;
	sm->w = calloc((size_t)sm->nslots, sizeof(*sm->w));
	sm->b = calloc((size_t)sm->nbslots, sizeof(*sm->b));
	sm->greedy = calloc((size_t)s->sched, sizeof(int));
	sm->last = calloc((size_t)s->sched, sizeof(int));
	sm->sreason = calloc((size_t)s->sched, 1);
	sm->ordcap = sm->nslots / s->sched + 1;
	sm->ord = calloc((size_t)s->sched * (size_t)sm->ordcap, sizeof(int));
	sm->ordr = calloc((size_t)s->sched * (size_t)sm->ordcap, sizeof(uint64_t));
	sm->nord = calloc((size_t)s->sched, sizeof(int));
	sm->unit_free = calloc((size_t)s->sched, sizeof(*sm->unit_free));
	sm->qwake = calloc((size_t)s->sched, sizeof(uint64_t));
	sm->mio_disp = calloc((size_t)s->sched, sizeof(uint64_t));
	if (!sm->unit_free || !sm->qwake || !sm->mio_disp || !sm->w || !sm->b || !sm->greedy || !sm->last || !sm->sreason || !sm->ord || !sm->nord ||
	    !sm->ordr)
		return -GP_ENOMEM;
	for (int i = 0; i < sm->nslots; i++) {
		struct en_warp *w = &sm->w[i];
		w->q = i % s->sched;   /* slot i belongs to scheduler i mod schedulers */
		w->reg = calloc((size_t)nr + 1, sizeof(uint64_t));
		w->reg_mem = calloc((size_t)nr + 1, 1);
		w->iter = calloc((size_t)nl + 1, sizeof(uint32_t));
		if (!w->reg || !w->reg_mem || !w->iter)
			return -GP_ENOMEM;
		if (s->prog.ndiv > 0 &&
		    !(w->simt.stk = calloc(EN_DIV_MAX, sizeof(*w->simt.stk))))
			return -GP_ENOMEM;
	}
	for (int b = 0; b < sm->nbslots; b++)
		sm->b[b].block = -1;
	for (int q = 0; q < s->sched; q++) {
		sm->greedy[q] = -1;
		sm->last[q] = -1;
		sm->sreason[q] = GP_STALL_IDLE;
	}
	if (en_cache_init(&sm->l1, s->l1_sets, s->l1_assoc) < 0)
		return -GP_ENOMEM;
	return 0;
}

void en_sm_release(struct en_sm *sm)
{
	if (sm->w)
		for (int i = 0; i < sm->nslots; i++) {
			free(sm->w[i].reg);
			free(sm->w[i].reg_mem);
			free(sm->w[i].iter);
			free(sm->w[i].simt.stk);
		}
	free(sm->w);
	free(sm->b);
	free(sm->greedy);
	free(sm->last);
	free(sm->sreason);
	free(sm->ord);
	free(sm->ordr);
	free(sm->nord);
	free(sm->unit_free);
	free(sm->qwake);
	free(sm->mio_disp);
	free(sm->req);
	free(sm->ld);
	free(sm->mshr);
	free(sm->st);
	free(sm->dn);
	free(sm->late);
	en_cache_release(&sm->l1);
	memset(sm, 0, sizeof(*sm));
}

int en_sm_assign(struct en_sm *sm, long long block, uint64_t t, struct en_tblock *tb)
{
	int bs = -1;
	for (int b = 0; b < sm->nbslots; b++)
		if (sm->b[b].block == -1) {
			bs = b;
			break;
		}
	if (bs < 0)
		return -1;
	sm->b[bs].block = -2;  /* reserved until it starts */
	if (gp_grow_int((void **)&sm->st, &sm->capst, sm->nst + 1, sizeof(*sm->st)) < 0)
		return -GP_ENOMEM;
	sm->st[sm->nst++] = (struct en_start){ block, t, bs, tb };
	return 0;
}

/* ==== MSHR release times: a binary min-heap ==== */

static void heap_push(struct en_sm *sm, uint64_t v)
{
	int i;
	GROW(sm->mshr, sm->capmshr, sm->nmshr + 1);
	i = sm->nmshr++;
	while (i > 0 && sm->mshr[(i - 1) / 2] > v) {
		sm->mshr[i] = sm->mshr[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	sm->mshr[i] = v;
}

static void heap_pop(struct en_sm *sm)
{
	uint64_t v = sm->mshr[--sm->nmshr];
	int i = 0, n = sm->nmshr;
	for (;;) {
		int c = 2 * i + 1;
		if (c >= n)
			break;
		if (c + 1 < n && sm->mshr[c + 1] < sm->mshr[c])
			c++;
		if (sm->mshr[c] >= v)
			break;
		sm->mshr[i] = sm->mshr[c];
		i = c;
	}
	if (n > 0)
		sm->mshr[i] = v;
}

/* ==== Warps ==== */

static void occ_change(struct en_sm *sm, uint64_t t, int delta)
{
	sm->occ_integral += (uint64_t)sm->resident * (t - sm->occ_last_t);
	sm->occ_last_t = t;
	sm->resident += delta;
}

/* The scheduler's age-ordered list (GTO's "oldest"): insert by generation,
 * remove on exit. ordr[] mirrors each listed warp's ready_at so the issue scan
 * reads one small array. */
static void ord_insert(const struct en_sim *s, struct en_sm *sm, int slot)
{
	int q = slot % s->sched, n = sm->nord[q], i = n;
	int *o = &sm->ord[q * sm->ordcap];
	uint64_t *r = &sm->ordr[q * sm->ordcap];
	while (i > 0 && sm->w[o[i - 1]].gen > sm->w[slot].gen) {
		o[i] = o[i - 1];
		r[i] = r[i - 1];
		sm->w[o[i]].ordpos = i;
		i--;
	}
	o[i] = slot;
	r[i] = sm->w[slot].ready_at;
	sm->w[slot].ordpos = i;
	sm->nord[q] = n + 1;
}

static void ord_remove(const struct en_sim *s, struct en_sm *sm, int slot)
{
	int q = slot % s->sched, n = sm->nord[q], i = sm->w[slot].ordpos;
	int *o = &sm->ord[q * sm->ordcap];
	uint64_t *r = &sm->ordr[q * sm->ordcap];
	for (; i + 1 < n; i++) {
		o[i] = o[i + 1];
		r[i] = r[i + 1];
		sm->w[o[i]].ordpos = i;
	}
	sm->nord[q] = n - 1;
}

/* Earliest issue of the warp's next instruction by the scoreboard (RAW/WAW),
 * the ILP/branch delay, and why it waits. */
static void warp_refresh(const struct en_sim *s, struct en_sm *sm, struct en_warp *w)
{
	const struct en_ins *in = &s->prog.ins[w->pc];
	uint64_t r = w->next_issue;
	uint8_t why = w->bar_delay ? GP_STALL_BARRIER : GP_STALL_DEPENDENCY;
	if (w->at_bar) {
		r = EN_INF;
		why = GP_STALL_BARRIER;
		goto out;
	}
	for (int q = 0; q < in->nwait; q++) {
		uint64_t v = w->reg[in->wait[q]];
		if (v > r) {
			r = v;
			why = w->reg_mem[in->wait[q]] ? GP_STALL_MEMORY : GP_STALL_DEPENDENCY;
		}
	}
	/* a dual-issue pair (the compiler's control codes) waits until both can go */
	if (s->dual && w->pc + 1 < s->prog.n && in[1].dual)
		for (int q = 0; q < in[1].nwait; q++) {
			uint64_t v = w->reg[in[1].wait[q]];
			if (v > r) {
				r = v;
				why = w->reg_mem[in[1].wait[q]] ? GP_STALL_MEMORY : GP_STALL_DEPENDENCY;
			}
		}
out:
	w->ready_at = r;
	w->reason = why;
	sm->qwake[w->q] = 0;
	sm->ordr[w->q * sm->ordcap + w->ordpos] = r;
}

static void start_block(struct en_sim *s, struct en_sm *sm, const struct en_start *st, uint64_t t)
{
	struct en_bslot *b = &sm->b[st->bslot];
	int entry = 0;
	/* a zero-trip loop at the very start is skipped like any other */
	while (entry < s->prog.n && s->prog.ins[entry].loop_head >= 0 &&
	       s->prog.trips[s->prog.ins[entry].loop_head] == 0)
		entry = s->prog.loop_tail[s->prog.ins[entry].loop_head] + 1;
	if (s->trace)
		entry = 0;   /* each warp starts where its own stream does */
	b->block = st->block;
	b->live = s->wpb;
	b->store_ack = 0;
	b->at_bar = 0;
	b->st_ack = 0;
	b->tb = st->tb;
	for (int i = 0; i < s->wpb; i++) {
		struct en_warp *w = &sm->w[st->bslot * s->wpb + i];
		int lanes = s->block_threads - i * 32;
		memset(w->reg, 0, sizeof(uint64_t) * (size_t)(s->prog.nregs + 1));
		memset(w->reg_mem, 0, (size_t)s->prog.nregs + 1);
		memset(w->iter, 0, sizeof(uint32_t) * (size_t)(s->prog.nloops + 1));
		w->block = st->block;
		w->wib = i;
		w->bslot = st->bslot;
		w->active = lanes > 32 ? 32 : lanes;
		w->gen = (uint64_t)st->block * (uint64_t)s->wpb + (uint64_t)i + 1;
		w->ins = 0;
		w->tmark = 0;
		w->pc = entry;
		w->simt.lane0 = 0;
		w->simt.n = 0;
		if (s->trace) {
			w->tb = st->tb;
			w->cur = st->tb->first[i];
			w->end = w->cur + st->tb->count[i];
			w->pc = w->cur < w->end ? st->tb->dyn[w->cur].sidx : s->prog.n;
		}
		w->at_bar = 0;
		w->bar_delay = 0;
		w->next_issue = t;
		if (w->pc >= s->prog.n) {
			/* nothing to run: the warp is done at once */
			w->active = 0;
			b->live--;
			continue;
		}
		ord_insert(s, sm, st->bslot * s->wpb + i);
		warp_refresh(s, sm, w);
	}
	occ_change(sm, t, b->live);
	if (b->live == 0) {
		GROW(sm->dn, sm->capdn, sm->ndn + 1);
		sm->dn[sm->ndn++] = (struct en_done){ t, b->block, 0, b->tb, st->bslot };
		b->block = -1;
	}
}

/* EN_SRC_PROG: add the instructions since the last lane change at the current lanes. */
static inline void lanes_flush(const struct en_sim *s, struct en_sm *sm, struct en_warp *w)
{
	if (s->src == EN_SRC_PROG) {
		sm->thread_ins += (w->ins - w->tmark) * (uint64_t)w->active;
		w->tmark = w->ins;
	}
}

uint64_t en_sm_thread_ins(const struct en_sim *s, const struct en_sm *sm)
{
	uint64_t n = sm->thread_ins;
	if (s->src == EN_SRC_PROG)
		for (int i = 0; i < sm->nslots; i++)
			if (sm->w[i].active)
				n += (sm->w[i].ins - sm->w[i].tmark) * (uint64_t)sm->w[i].active;
	return n;
}

/* Every warp of block slot bslot waiting at the barrier goes on after the barrier's latency. */
static void bar_release(const struct en_sim *s, struct en_sm *sm, struct en_bslot *b, int bslot,
			uint64_t t)
{
	for (int i = 0; i < s->wpb; i++) {
		struct en_warp *o = &sm->w[bslot * s->wpb + i];
		if (o->active && o->at_bar) {
			o->at_bar = 0;
			o->bar_delay = 1;
			o->next_issue = t + s->lat_bar;
			warp_refresh(s, sm, o);
		}
	}
	b->at_bar = 0;
}

static void warp_exit(struct en_sim *s, struct en_sm *sm, struct en_warp *w, uint64_t t)
{
	struct en_bslot *b = &sm->b[w->bslot];
	lanes_flush(s, sm, w);
	w->active = 0;
	ord_remove(s, sm, (int)(w - sm->w));
	occ_change(sm, t, -1);
	if (t > sm->last_exit)
		sm->last_exit = t;
	if (--b->live == 0) {
		uint64_t ins = 0;
		for (int i = 0; i < s->wpb; i++)
			ins += sm->w[w->bslot * s->wpb + i].ins;
		GROW(sm->dn, sm->capdn, sm->ndn + 1);
		sm->dn[sm->ndn++] = (struct en_done){ t, b->block, ins, b->tb, w->bslot };
		b->block = -1;
	} else if (b->at_bar > 0 && b->at_bar == b->live) {
		/* the warps still running are all at the barrier: release them */
		bar_release(s, sm, b, w->bslot, t);
	}
}

/* ==== Memory instructions ==== */

static int new_load(struct en_sm *sm, int slot, const struct en_warp *w, const struct en_ins *in,
		    uint64_t ready)
{
	struct en_load *ld;
	GROW(sm->ld, sm->capld, sm->nld + 1);
	ld = &sm->ld[sm->nld];
	ld->slot = slot;
	ld->gen = w->gen;
	ld->ready = ready;
	ld->ndst = in->ndst;
	for (int q = 0; q < in->ndst; q++)
		ld->dst[q] = in->dst[q];
	return sm->nld++;
}

static void push_req(struct en_sm *sm, uint64_t line, uint64_t t, int l1_line, int load,
		     uint8_t mask, uint8_t kind)
{
	struct en_req *r;
	GROW(sm->req, sm->capreq, sm->nreq + 1);
	r = &sm->req[sm->nreq++];
	r->line = line;
	r->cycle = t;
	r->resp = 0;
	r->l1_line = l1_line;
	r->load = load;
	r->mask = mask;
	r->kind = kind;
	r->dram = 0;
	r->partial = 0;
	r->passes = 0;
	r->sm = (uint16_t)sm->id;
	r->bslot = -1;
	r->of = -1;
}

/* This epoch's read of line that asked for sector k, or -1 (a sector in flight since an
 * earlier epoch is answered already; one the GMMU deferred is not merged into). */
static int pending_read(const struct en_sm *sm, uint64_t line, int k)
{
	int lo = sm->nreq > EN_MERGE_SCAN ? sm->nreq - EN_MERGE_SCAN : 0;
	for (int i = sm->nreq - 1; i >= lo; i--) {
		const struct en_req *r = &sm->req[i];
		if (r->kind == EN_REQ_READ && r->line == line && (r->mask & (1u << k)))
			return i;
	}
	return -1;
}

static void set_dst(struct en_warp *w, const struct en_ins *in, uint64_t ready, int mem)
{
	for (int q = 0; q < in->ndst; q++) {
		w->reg[in->dst[q]] = ready;
		w->reg_mem[in->dst[q]] = (uint8_t)mem;
	}
}

/* An atomic's passes over the lanes of addr[0..n) on 128-byte line line. */
static int line_passes(const uint64_t *addr, int n, uint64_t line)
{
	uint64_t on[32];
	int m = 0;
	for (int l = 0; l < n; l++)
		if (addr[l] >> 7 == line)
			on[m++] = addr[l];
	return en_mem_atomic_passes(on, m);
}

/*
 * The global path: coalesce into sectors, then per 128-byte line the L1
 * (hits, hits on fills already scheduled) and a request to L2 for the rest.
 * With Unified Memory the requests to L2 are translated (TLB, walks, far
 * faults) in the memory step (engine_gmmu.c); the L1 is virtually tagged.
 */
static void exec_global(struct en_sim *s, struct en_sm *sm, int slot, struct en_warp *w,
			const struct en_ins *in, uint64_t t)
{
	uint64_t addr[32], lines[64];
	uint8_t masks[64], partial[64];
	int n = s->trace ? en_trace_addresses(w->tb, w, addr) : en_mem_addresses(s, in, w, addr);
	int nl = in->kind == EN_K_GST ? en_mem_coalesce_partial(addr, n, in->width, lines, masks,
								partial)
				      : en_mem_coalesce(addr, n, in->width, lines, masks);
	uint64_t ready = t + s->lat_l1;
	int load = -1, nreq = 0, packets = 0;

	/* one LSU pass per line: uncoalesced accesses replay (thesis 5.2.3) */
	if (nl > 1) {
		sm->unit_free[w->q][GP_UNIT_LSU] += (uint64_t)(nl - 1) * s->lsu_cost_fp;
		sm->unit_busy_fp[GP_UNIT_LSU] += (uint64_t)(nl - 1) * s->lsu_cost_fp;
	}
	for (int j = 0; j < nl; j++) {
		int set = (int)(lines[j] % (uint64_t)sm->l1.sets);
		int way = en_cache_find(&sm->l1, set, lines[j]);
		struct en_line *l = way >= 0 ? en_cache_at(&sm->l1, set, way) : NULL;
		uint8_t hit = 0, miss;
		int nsec = __builtin_popcount(masks[j]);

		if (in->kind == EN_K_ATOM) {
			if (load < 0 && in->ndst > 0)
				load = new_load(sm, slot, w, in, t);
			push_req(sm, lines[j], t, -1, load, masks[j], EN_REQ_ATOMIC);
			/* its passes at the slice's atomic unit, from the lanes on this line; the
			 * block's slot waits for the update as for a store (en_mem_serve) */
			sm->req[sm->nreq - 1].passes = (uint8_t)line_passes(addr, n, lines[j]);
			sm->req[sm->nreq - 1].bslot = (int16_t)w->bslot;
			packets += nsec;
			if (in->ndst > 0) {
				sm->mshr_unresolved++;
				nreq++;
			}
			continue;
		}
		if (in->kind == EN_K_GST) {
			/* write-through, no allocate; a present line keeps its data. The
			 * sectors written only in part take the channel's partial-write stage
			 * (engine_mem.c, en_mem_serve) */
			if (l)
				en_cache_touch(&sm->l1, l);
			push_req(sm, lines[j], t, -1, -1, masks[j], EN_REQ_WRITE);
			sm->req[sm->nreq - 1].bslot = (int16_t)w->bslot;
			sm->req[sm->nreq - 1].partial = partial[j];
			packets += nsec;
			continue;
		}
		sm->l1_access += (uint64_t)nsec;
		if (l)
			for (int k = 0; k < 4; k++)
				if ((masks[j] & l->valid & (1u << k)) && l->ready[k] != EN_INF) {
					hit |= (uint8_t)(1u << k);
					if (l->ready[k] > ready)
						ready = l->ready[k];
				}
		if (l && !s->gm)
			/* sectors on their way for an earlier miss of this epoch: merge into it */
			for (int k = 0; k < 4; k++) {
				int of;
				if (!(masks[j] & l->valid & (1u << k) & ~hit) || l->ready[k] != EN_INF ||
				    (of = pending_read(sm, lines[j], k)) < 0)
					continue;
				hit |= (uint8_t)(1u << k);
				if (load < 0)
					load = new_load(sm, slot, w, in, ready);
				push_req(sm, lines[j], t, -1, load, (uint8_t)(1u << k), EN_REQ_MERGE);
				sm->req[sm->nreq - 1].of = of;
				nreq++;
			}
		sm->l1_hit += (uint64_t)__builtin_popcount(hit);
		miss = (uint8_t)(masks[j] & ~hit);
		if (miss) {
			if (!l) {
				way = en_cache_victim(&sm->l1, set);
				l = en_cache_fill(&sm->l1, set, way, lines[j]);
			}
			l->valid |= miss;
			for (int k = 0; k < 4; k++)
				if (miss & (1u << k))
					l->ready[k] = EN_INF;
			if (load < 0)
				load = new_load(sm, slot, w, in, ready);
			push_req(sm, lines[j], t, set * sm->l1.assoc + way, load, miss, EN_REQ_READ);
			sm->mshr_unresolved++;
			nreq++;
			packets += __builtin_popcount(miss);
		}
		en_cache_touch(&sm->l1, l);
	}
	if (s->mq_fp && packets) {
		/* the miss queue drains one packet per port cycle (engine_mem.c, mem_request) */
		uint64_t now = t << EN_FP_SHIFT;
		sm->mq_free = (sm->mq_free > now ? sm->mq_free : now) +
			      (uint64_t)packets * s->icnt_sector_fp;
	}
	if (in->kind == EN_K_GST)
		return;
	if (nreq > 0) {
		sm->ld[load].ready = ready > sm->ld[load].ready ? ready : sm->ld[load].ready;
		set_dst(w, in, EN_INF, 1);
	} else {
		set_dst(w, in, ready, 1);
	}
}

static void exec_shared(struct en_sim *s, struct en_sm *sm, struct en_warp *w,
			const struct en_ins *in, uint64_t t)
{
	uint64_t addr[32];
	uint64_t ways_fp, wave, now = t << EN_FP_SHIFT;
	if (!s->trace && in->smem_ways_fp) {
		/* the memory profile's wavefronts (en_ins.smem_ways_fp): a mean over the launch */
		ways_fp = in->smem_ways_fp;
	} else {
		uint64_t lane[32];
		uint32_t mask;
		int n = s->trace ? en_trace_addresses(w->tb, w, addr) : en_mem_addresses(s, in, w, addr);
		int ways;
		if (s->trace) {
			mask = en_trace_lanes(w->tb, w, lane);
		} else {
			/* synthesised addresses: the warp's active lanes from its first */
			memcpy(lane, addr, (size_t)n * sizeof(*lane));
			mask = n >= 32 ? ~0u : (1u << n) - 1;
		}
		ways = gp_smem_wavefronts(lane, mask, in->width, s->smem_banks,
					  in->kind == EN_K_LDS && !in->atomic);
		if (ways < 1)
			ways = 1;
		/* a shared atomic holds the pipe for its passes when more than its bank ways:
		 * the model's rule (gp_memrec_smem_passes), one bank one word a pass */
		if (in->atomic && en_mem_atomic_passes(addr, n) > ways)
			ways = en_mem_atomic_passes(addr, n);
		ways_fp = (uint64_t)ways << EN_FP_SHIFT;
	}
	wave = (s->smem_wave_fp * ways_fp) >> EN_FP_SHIFT;
	sm->smem_free = (sm->smem_free > now ? sm->smem_free : now) + wave;
	sm->smem_ins++;
	sm->smem_ways_fp += ways_fp;
	if (in->kind == EN_K_LDS)
		set_dst(w, in, t + s->lat_shared + en_fp_ceil(wave - s->smem_wave_fp), 1);
}

/* ==== Issue ==== */

/* The MIO's dispatch cycles of in: its MUFU work and its shared and constant accesses; global
 * and local ones (and the L2's atomics) wait in the LSU's own LG queue instead (Nsight
 * Compute's lg_throttle; the model's mio bound, estimate.c, takes the same share). */
static uint64_t mio_cost(const struct en_sim *s, const struct en_ins *in)
{
	if (in->kind == EN_K_GLD || in->kind == EN_K_GST || in->kind == EN_K_ATOM)
		return 0;
	return s->mio_fp[in->unit];
}

/* Structural hazards: 0 when in can issue at t, else the cycle it might and why. */
static int blocked(const struct en_sim *s, const struct en_sm *sm, int q, const struct en_ins *in,
		   uint64_t t, uint64_t *when, uint8_t *why)
{
	uint64_t lim = (t + 1) << EN_FP_SHIFT;
	if (in->cost_fp && sm->unit_free[q][in->unit] >= lim) {
		*when = sm->unit_free[q][in->unit] >> EN_FP_SHIFT;
		*why = GP_STALL_UNIT;
		return 1;
	}
	/* the sub-partition's MIO queue still holds its last LSU or MUFU instruction */
	if (mio_cost(s, in) && sm->mio_disp[q] >= lim) {
		*when = sm->mio_disp[q] >> EN_FP_SHIFT;
		*why = GP_STALL_MIO;
		return 1;
	}
	if ((in->kind == EN_K_LDS || in->kind == EN_K_STS) && sm->smem_free >= lim) {
		*when = sm->smem_free >> EN_FP_SHIFT;
		*why = GP_STALL_UNIT;
		return 1;
	}
	/* a full L1 miss queue stalls the SM's memory pipeline: GPGPU-Sim's L1 refuses the
	 * access (MISS_QUEUE_FULL, gpu-cache.cc) and the instruction waits in the one LD/ST
	 * unit (shader.cc, ldst_unit::memory_cycle), which shared-memory instructions use too */
	if (s->mq_fp && (in->kind == EN_K_GLD || in->kind == EN_K_GST || in->kind == EN_K_ATOM ||
			 in->kind == EN_K_LDS || in->kind == EN_K_STS) &&
	    sm->mq_free > (t << EN_FP_SHIFT) + s->mq_fp) {
		*when = (sm->mq_free - s->mq_fp) >> EN_FP_SHIFT;
		*why = GP_STALL_MEMORY;
		return 1;
	}
	if ((in->kind == EN_K_GLD || (in->kind == EN_K_ATOM && in->ndst > 0)) &&
	    sm->nmshr + sm->mshr_unresolved >= s->mshr) {
		*when = sm->nmshr > 0 ? sm->mshr[0] : EN_INF;
		*why = GP_STALL_MEMORY;
		return 1;
	}
	return 0;
}

/*
 * The instruction source: the warp's next instruction after in. From the
 * program: its control flow (loops, branches, divergence and reconvergence);
 * from a trace: the warp's next traced instruction. p->n: the warp is done.
 */
static inline __attribute__((always_inline)) int
next_pc(struct en_sim *s, struct en_warp *w, const struct en_ins *in, int *taken,
	const enum en_src src)
{
	int next;
	if (src == EN_SRC_TRACE)
		return en_trace_next(w->tb, &s->prog, w, taken);
	if (src == EN_SRC_PROG)
		return en_prog_next(&s->prog, w->pc, w->iter, w->gen, taken);
	if (in->diverge)
		next = en_prog_branch(&s->prog, w->pc, &w->simt, &w->active, taken);
	else
		next = en_prog_next(&s->prog, w->pc, w->iter, w->gen, taken);
	if (w->simt.n && (next >= s->prog.n || next == w->simt.stk[w->simt.n - 1].rpc))
		next = en_simt_join(&s->prog, &w->simt, next, next >= s->prog.n, &w->active, taken);
	return next;
}

/* Execute the warp's current instruction at t; returns 1 when the next one
 * follows in program order (so it may be its dual-issue partner). One copy
 * per instruction source (src is a constant in each). */
static inline __attribute__((always_inline)) int
exec_src(struct en_sim *s, struct en_sm *sm, int slot, struct en_warp *w, uint64_t t,
	 const enum en_src src)
{
	const struct en_ins *in = &s->prog.ins[w->pc];
	uint64_t now = t << EN_FP_SHIFT, *uf = &sm->unit_free[w->q][in->unit], mio;
	int taken = 0, next;

	w->ins++;
	w->bar_delay = 0;
	sm->warp_ins++;
	/* thread instructions: the plain program's lanes change only at the bounds guard and
	 * exit, so they are summed there (lanes_flush); the other sources count each one */
	if (src == EN_SRC_TRACE)
		sm->thread_ins += w->tb->dyn[w->cur].lanes;
	else if (src == EN_SRC_DIV)
		sm->thread_ins += (uint64_t)w->active;
	sm->unit_ins[in->unit]++;
	if (in->cost_fp) {
		*uf = (*uf > now ? *uf : now) + in->cost_fp;
		sm->unit_busy_fp[in->unit] += in->cost_fp;
	}
	if ((mio = mio_cost(s, in))) {
		/* into the queue; the dispatch takes it when it has taken those before it. The
		 * result's latency counts from issue as before: the device's latencies are a lone
		 * warp's, through an idle MIO, and a busy one holds the next instruction back */
		uint64_t d = sm->mio_free > now ? sm->mio_free : now;
		sm->mio_disp[w->q] = d;
		sm->mio_free = d + mio;
		sm->mio_busy_fp += mio;
	}
	switch ((enum en_kind)in->kind) {
	case EN_K_ALU:
		set_dst(w, in, t + in->lat, 0);
		break;
	case EN_K_GLD:
	case EN_K_GST:
	case EN_K_ATOM:
		exec_global(s, sm, slot, w, in, t);
		break;
	case EN_K_LDS:
	case EN_K_STS:
		exec_shared(s, sm, w, in, t);
		break;
	case EN_K_LDC:
		set_dst(w, in, t + s->lat_const, 1);
		break;
	case EN_K_EXIT:
		if (src == EN_SRC_TRACE)
			break;   /* the traced masks say which lanes leave, the stream's end when */
		if (in->predicated) {
			/* the bounds guard: lanes at or past the launch's thread count leave */
			long long first = w->block * (long long)s->block_threads + (long long)w->wib * 32 +
					  w->simt.lane0;
			long long keep = s->threads - first;
			if (src == EN_SRC_PROG)
				lanes_flush(s, sm, w);
			if (keep < w->active)
				w->active = keep > 0 ? (int)keep : 0;
			/* an emulated program's guarded EXIT ends its share of the warps (a launch
			 * by --threads whose last block has whole warps past the count ends those
			 * twice over: by the guard and in the share, at most a block's warps) */
			if (src != EN_SRC_DIV && in->jumps_fp && en_prog_decides(in, w->iter, w->gen))
				w->active = 0;
			if (w->active > 0)
				break;
		}
		if (src == EN_SRC_DIV && w->simt.n) {
			/* lanes of a divergent path leave: the others are still pending */
			next = en_simt_join(&s->prog, &w->simt, s->prog.n, 1, &w->active, &taken);
			if (next < s->prog.n) {
				w->pc = next;
				w->next_issue = t + s->lat_taken;
				return 0;
			}
		}
		warp_exit(s, sm, w, t);
		return 0;
	case EN_K_BAR: {
		struct en_bslot *b = &sm->b[w->bslot];
		w->pc = next_pc(s, w, in, &taken, src);
		if (w->pc >= s->prog.n) {
			warp_exit(s, sm, w, t);
			return 0;
		}
		w->at_bar = 1;
		if (++b->at_bar == b->live) {
			bar_release(s, sm, b, w->bslot, t);
		} else {
			warp_refresh(s, sm, w);
		}
		return 0;
	}
	case EN_K_BRA:
		break;
	}
	next = next_pc(s, w, in, &taken, src);
	if (next >= s->prog.n) {
		warp_exit(s, sm, w, t);
		return 0;
	}
	w->pc = next;
	if (taken)
		w->next_issue = t + s->lat_taken;
	else if (in->kind == EN_K_BRA || in->kind == EN_K_EXIT)
		w->next_issue = t + s->lat_not_taken;
	else
		w->next_issue = t + (in->stall ? in->stall : s->ilp);
	return !taken;
}

/* Issue the warp's instruction and, with dual issue, its marked partner. */
static inline __attribute__((always_inline)) void
issue(struct en_sim *s, struct en_sm *sm, int slot, uint64_t t, const enum en_src src)
{
	struct en_warp *w = &sm->w[slot];
	sm->issue_slots++;
	if (exec_src(s, sm, slot, w, t, src) && s->dual && w->active && !w->at_bar) {
		const struct en_ins *p = &s->prog.ins[w->pc];
		uint64_t when;
		uint8_t why;
		int ok = p->dual;
		for (int q = 0; ok && q < p->nwait; q++)
			ok = w->reg[p->wait[q]] <= t;
		if (ok && !blocked(s, sm, w->q, p, t, &when, &why)) {
			/* the pair shares the slot: no ILP delay between them (thesis 5.2.2) */
			exec_src(s, sm, slot, w, t, src);
		}
	}
	if (w->active && !w->at_bar)
		warp_refresh(s, sm, w);
}

/* Check one warp for pick(): 1 when it can issue at t, else fold its wait into *bw. */
static inline int consider(const struct en_sim *s, const struct en_sm *sm, const struct en_warp *w,
		    uint64_t t, uint64_t *bw, uint8_t *breason, int *any_mem, int *any_bar)
{
	uint64_t when;
	uint8_t r;
	if (w->ready_at <= t) {
		const struct en_ins *in = &s->prog.ins[w->pc];
		int q = w->q;
		/* a dual pair waits for both instructions' units */
		if (!blocked(s, sm, q, in, t, &when, &r) &&
		    !(s->dual && w->pc + 1 < s->prog.n && in[1].dual &&
		      blocked(s, sm, q, &in[1], t, &when, &r)))
			return 1;
	} else {
		when = w->ready_at;
		r = w->reason;
	}
	if (when == EN_INF) {
		*any_mem |= r == GP_STALL_MEMORY;
		*any_bar |= r == GP_STALL_BARRIER;
	} else if (when < *bw) {
		*bw = when;
		*breason = r;
	}
	return 0;
}

/* One scheduler's choice at t: a warp that can issue now, or -1 with the
 * earliest cycle one might (*wake) and the reason of that warp. GTO stays on
 * its last warp, else takes the oldest ready one; LRR takes the next ready
 * one after the last it issued. */
static inline __attribute__((always_inline)) int
pick(struct en_sim *s, struct en_sm *sm, int q, uint64_t t, uint64_t *wake,
		uint8_t *why)
{
	int S = s->sched, n = sm->nord[q];
	uint64_t bw = EN_INF;
	uint8_t breason = GP_STALL_IDLE;
	int any_mem = 0, any_bar = 0;

	if (s->opts.sched == GP_ENGINE_GTO) {
		const int *o = &sm->ord[q * sm->ordcap];
		int g = sm->greedy[q];
		if (g >= 0 && sm->w[g].active &&
		    consider(s, sm, &sm->w[g], t, &bw, &breason, &any_mem, &any_bar))
			return g;
		const uint64_t *rd = &sm->ordr[q * sm->ordcap];
		/* fast pass: the oldest warp whose operands are ready and units free */
		for (int i = 0; i < n; i++)
			if (rd[i] <= t && o[i] != g &&
			    consider(s, sm, &sm->w[o[i]], t, &bw, &breason, &any_mem, &any_bar))
				return o[i];
		/* none: when the earliest could, and why */
		for (int i = 0; i < n; i++)
			if (rd[i] > t)
				consider(s, sm, &sm->w[o[i]], t, &bw, &breason, &any_mem, &any_bar);
	} else if (q < sm->nslots) {
		/* scheduler q owns slots q, q + S, ...: none when the SM holds fewer warp
		 * slots than schedulers */
		int start = sm->last[q] < 0 ? q : sm->last[q] + S;
		if (start >= sm->nslots)
			start = q;
		for (int slot = start;;) {
			if (sm->w[slot].active &&
			    consider(s, sm, &sm->w[slot], t, &bw, &breason, &any_mem, &any_bar))
				return slot;
			slot += S;
			if (slot >= sm->nslots)
				slot = q;
			if (slot == start)
				break;
		}
	}
	if (bw == EN_INF)
		breason = n == 0 ? GP_STALL_IDLE : any_mem ? GP_STALL_MEMORY
					       : any_bar ? GP_STALL_BARRIER : GP_STALL_DEPENDENCY;
	*wake = bw;
	*why = breason;
	return -1;
}

/* Stall accounting: each scheduler's last state holds until the next scan. */
static void account(const struct en_sim *s, struct en_sm *sm, uint64_t t, uint64_t *acct_t)
{
	uint64_t dt = t - *acct_t;
	if (dt == 0)
		return;
	for (int q = 0; q < s->sched; q++)
		sm->stall[sm->sreason[q]] += dt;
	*acct_t = t;
}

static inline __attribute__((always_inline)) void
cycle(struct en_sim *s, struct en_sm *sm, uint64_t t, const enum en_src src)
{
	uint64_t wake = EN_INF;
	int issued_any = 0;

	/* blocks whose replacement delay has passed */
	for (int i = 0; i < sm->nst;) {
		if (sm->st[i].t <= t) {
			struct en_start st = sm->st[i];
			sm->st[i] = sm->st[--sm->nst];
			start_block(s, sm, &st, t);
		} else {
			if (sm->st[i].t < wake)
				wake = sm->st[i].t;
			i++;
		}
	}
	/* Freed miss entries need no rescan: a scheduler that found a load blocked on
	 * them woke itself for the earliest release (blocked() gives it), and new
	 * entries only come with the replies, which rescan every scheduler. */
	while (sm->nmshr > 0 && sm->mshr[0] <= t)
		heap_pop(sm);

	/* schedulers take turns at what they share (shared memory, miss entries) */
	int q0 = (int)(t % (uint64_t)s->sched);
	for (int qi = 0; qi < s->sched; qi++) {
		int q = q0 + qi < s->sched ? q0 + qi : q0 + qi - s->sched;
		int issued = 0;
		uint64_t qw = EN_INF;
		uint8_t why = GP_STALL_IDLE;
		/* nothing of this scheduler's changed since it found no warp to issue */
		if (t < sm->qwake[q]) {
			if (sm->qwake[q] < wake)
				wake = sm->qwake[q];
			continue;
		}
		for (int k = 0; k < s->issue_w; k++) {
			int slot = pick(s, sm, q, t, &qw, &why);
			if (slot < 0)
				break;
			issue(s, sm, slot, t, src);
			sm->greedy[q] = slot;
			sm->last[q] = slot;
			issued++;
		}
		if (issued) {
			sm->sreason[q] = GP_STALL_ISSUE;
			sm->qwake[q] = 0;
			issued_any = 1;
		} else {
			sm->sreason[q] = why;
			sm->qwake[q] = qw > t ? qw : t + 1;
			if (qw < wake)
				wake = qw;
		}
	}
	if (issued_any || wake <= t)
		wake = t + 1;
	sm->wake = wake;
}

/* Unified Memory: replies to requests whose translation (walk, far fault) outlived
 * their epoch, as the GMMU stage's memory steps served them (engine_gmmu.c). */
static void apply_late(struct en_sim *s, struct en_sm *sm)
{
	for (int i = 0; i < sm->nlate; i++) {
		const struct en_late *e = &sm->late[i];
		if (e->mshr) {
			heap_push(sm, e->resp);
			sm->mshr_unresolved--;
		}
		if (e->l1_line >= 0) {
			struct en_line *l = &sm->l1.lines[e->l1_line];
			if (l->tag == e->line + 1)
				for (int k = 0; k < 4; k++)
					if ((e->mask & (1u << k)) && l->ready[k] == EN_INF)
						l->ready[k] = e->resp;
		}
		if (e->slot >= 0) {
			struct en_warp *w = &sm->w[e->slot];
			if (w->gen != e->gen || !w->active)
				continue;
			for (int q = 0; q < e->ndst; q++)
				if (w->reg[e->dst[q]] == EN_INF)
					w->reg[e->dst[q]] = e->reg_ready;
			warp_refresh(s, sm, w);
		}
	}
	sm->nlate = 0;
}

/* Apply the memory step's replies: L1 fills, MSHR release times, load results. */
static void apply_replies(struct en_sim *s, struct en_sm *sm)
{
	if (sm->nlate)
		apply_late(s, sm);
	for (int i = 0; i < sm->nreq; i++) {
		const struct en_req *r = &sm->req[i];
		if (r->kind == EN_REQ_WRITE)
			continue;
		if (r->resp == EN_INF) {
			/* its translation is still pending: the load waits for a late reply,
			 * the miss entry stays taken */
			if (r->load >= 0)
				sm->ld[r->load].ready = EN_INF;
			continue;
		}
		if (r->kind != EN_REQ_MERGE && (r->kind == EN_REQ_READ || r->load >= 0)) {
			heap_push(sm, r->resp);
			sm->mshr_unresolved--;
		}
		if (r->l1_line >= 0) {
			struct en_line *l = &sm->l1.lines[r->l1_line];
			if (l->tag == r->line + 1)
				for (int k = 0; k < 4; k++)
					if ((r->mask & (1u << k)) && l->ready[k] == EN_INF)
						l->ready[k] = r->resp;
		}
		if (r->load >= 0 && r->resp > sm->ld[r->load].ready)
			sm->ld[r->load].ready = r->resp;
	}
	for (int i = 0; i < sm->nld; i++) {
		const struct en_load *ld = &sm->ld[i];
		struct en_warp *w = &sm->w[ld->slot];
		if (w->gen != ld->gen || !w->active)
			continue;
		for (int q = 0; q < ld->ndst; q++)
			if (w->reg[ld->dst[q]] == EN_INF)
				w->reg[ld->dst[q]] = ld->ready;
		warp_refresh(s, sm, w);
	}
	sm->nreq = 0;
	sm->nld = 0;
	memset(sm->qwake, 0, sizeof(uint64_t) * (size_t)s->sched);
}

uint64_t en_sm_next_event(const struct en_sm *sm)
{
	uint64_t t = sm->wake;
	for (int i = 0; i < sm->nreq; i++)
		if (sm->req[i].kind != EN_REQ_WRITE && sm->req[i].resp < t)
			t = sm->req[i].resp;
	for (int i = 0; i < sm->nst; i++)
		if (sm->st[i].t < t)
			t = sm->st[i].t;
	for (int i = 0; i < sm->nlate; i++)
		if (sm->late[i].resp < t)
			t = sm->late[i].resp;
	return t;
}

/* The epoch loop, compiled once per instruction source (src is a constant in each). */
static inline __attribute__((always_inline)) void
epoch_src(struct en_sim *s, struct en_sm *sm, uint64_t t0, uint64_t t1, const enum en_src src)
{
	uint64_t t = t0, acct_t = sm->stall_t;
	account(s, sm, t0, &acct_t);
	apply_replies(s, sm);
	sm->wake = t0;
	while (t < t1) {
		if (sm->wake > t) {
			t = sm->wake < t1 ? sm->wake : t1;
			continue;
		}
		account(s, sm, t, &acct_t);
		cycle(s, sm, t, src);
		t++;
	}
	account(s, sm, t1, &acct_t);
	sm->stall_t = acct_t;
}

void en_sm_epoch(struct en_sim *s, struct en_sm *sm, uint64_t t0, uint64_t t1)
{
	switch (s->src) {
	case EN_SRC_PROG:
		epoch_src(s, sm, t0, t1, EN_SRC_PROG);
		break;
	case EN_SRC_DIV:
		epoch_src(s, sm, t0, t1, EN_SRC_DIV);
		break;
	case EN_SRC_TRACE:
		epoch_src(s, sm, t0, t1, EN_SRC_TRACE);
		break;
	}
}
