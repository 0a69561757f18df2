/* engine_gmmu.c - Unified Memory in the engine: managed arrays, the GMMU stage of the memory step, late replies. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"
#include "util.h"
#include "gpuperf/gmmu.h"

/*
 * Where the stage sits. The L1 is virtually tagged (its lines only ever fill
 * from translated requests), so translation is needed on the way to L2: every
 * L1-missing line request, store and atomic. The GMMU (gmmu.c) is shared by
 * all SMs, so it runs in the memory step, between epochs, on one thread and in
 * the canonical (cycle, SM, issue order) order: a run gives the same result
 * for every --jobs.
 *
 * A request whose translation is ready at once (unmanaged address, TLB hit on
 * a resident page: the one-cycle lookup overlaps the L1's) goes on at its
 * issue cycle as without Unified Memory. Otherwise (a walk, a page in flight,
 * a far fault) it goes on when the translation is ready: in this memory step,
 * ordered by that cycle, when it falls inside the epoch, else it is deferred
 * to the memory step of the epoch it falls in (the fault is replayed, seed 001
 * B.2 steps 4-6: the warp waits, the SM keeps issuing other warps). Its reply
 * then reaches the SM as a late reply (struct en_late), and a load with
 * deferred parts gets its registers when the last part is back.
 *
 * Skip-ahead (C.2): the next deferred request is an event of the epoch loop,
 * so when every warp waits on a fault the clock jumps to the epoch in which
 * the first fault completes instead of stepping through the epochs between.
 */

/* A request waiting for its translation. */
struct en_defer {
	uint64_t key;          /* cycle it goes on to L2 (translation ready) */
	uint64_t seq;          /* canonical order of translation: ties */
	uint64_t line;
	int32_t l1_line;
	int32_t pend;          /* its load's pending record, -1 */
	int32_t sm;
	uint8_t mask, kind, mshr;
	uint8_t partial;       /* writes: sectors written only in part (en_req's) */
	uint8_t passes;        /* atomics: passes at the atomic unit (en_req's) */
};

/* A load some of whose line requests were deferred. */
struct en_pend {
	uint64_t ready;        /* max over its parts back so far (and its L1 hits) */
	uint64_t gen;
	int32_t slot;
	int32_t count;         /* deferred parts not yet back; -1: free record */
	int32_t next_free;
	uint8_t ndst;
	uint16_t dst[GP_PI_MAX_DST];
};

/* One request served by this memory step: of this epoch (idx >= 0) or deferred (idx < 0). */
struct en_ref {
	uint64_t key, seq;
	int32_t sm, idx;
};

struct en_batch {
	uint64_t line, seq;
	int ref;               /* index into the list */
};

struct en_gmmu {
	struct gp_gmmu *g;
	int no_skip;
	struct en_defer *heap;         /* min-heap by (key, seq) */
	int nheap, capheap;
	struct en_defer *due;          /* popped for this step */
	int ndue, capdue;
	struct en_pend *pend;
	int npend, cappend, free_pend;
	struct en_ref *list;
	int nlist, caplist;
	struct en_batch *batch;
	int capbatch;
	int32_t *lmap;                 /* this step: (SM, load) -> pending record */
	int caplmap;
	int *loff;                     /* per SM: offset of its loads in lmap */
	uint64_t seq;
	int arrays;
	double managed_bytes;
};

/* ==== Managed arrays: the byte range each program array can touch ==== */

struct arr_range {
	uint64_t base;
	double lo, hi;          /* bytes relative to base: [lo, hi) */
};

static int map_arrays(struct en_sim *s, const struct gp_kernel *k, struct en_gmmu *gm,
		      double page, struct gp_diag *d)
{
	const struct gp_program *gp = k->program;
	struct arr_range r[GP_GMMU_MAX_MAPS];
	int n = 0, rc;

	for (int i = 0; i < s->prog.n && i < gp->n; i++) {
		const struct en_ins *in = &s->prog.ins[i];
		const struct en_pat *p;
		double lo, hi, iters = 1;
		int a;
		/* global memory only: local memory is the thread's own device memory */
		if ((in->kind != EN_K_GLD && in->kind != EN_K_GST && in->kind != EN_K_ATOM) ||
		    gp->ins[i].iclass == GP_IC_LOCAL)
			continue;
		if (in->inner_loop >= 0) {
			iters = (double)s->prog.trips[in->inner_loop];
			if (iters == 0)
				continue;   /* never executes */
		}
		p = &s->prog.pat[in->pattern];
		en_pat_range(s, p, iters, &lo, &hi);
		lo *= p->elem_bytes;
		hi *= p->elem_bytes;
		hi += in->width > 0 ? in->width : p->elem_bytes;
		for (a = 0; a < n && r[a].base != p->base; a++)
			;
		if (a == n) {
			if (n == GP_GMMU_MAX_MAPS)
				return gp_error(d, GP_ELIMIT, "the program has more than %d global arrays "
						"to make managed", GP_GMMU_MAX_MAPS);
			r[n++] = (struct arr_range){ p->base, lo, hi };
		} else {
			if (lo < r[a].lo)
				r[a].lo = lo;
			if (hi > r[a].hi)
				r[a].hi = hi;
		}
	}
	for (int a = 0; a < n; a++) {
		/* page-aligned, so the GMMU's pages are the address space's pages */
		double start = floor(r[a].lo / page) * page;
		double bytes = r[a].hi - start;
		if (-start > (double)r[a].base || !(bytes <= GP_UVM_MAX_BYTES)) {
			gp_diag_field(d, "/program/patterns");
			gp_error(d, GP_ELIMIT, "a global array of the program spans %.4g bytes, more "
				 "than managed memory can hold (%.4g)", bytes, GP_UVM_MAX_BYTES);
			gp_diag_hint(d, "check the pattern's coefficients against the launch size");
			return -GP_ELIMIT;
		}
		if ((rc = gp_gmmu_map(gm->g, r[a].base + (uint64_t)(int64_t)start, bytes, d)) < 0)
			return rc;
		gm->managed_bytes += bytes;
	}
	gm->arrays = n;
	return 0;
}

int en_gmmu_setup(struct en_sim *s, const struct gp_kernel *k, struct gp_diag *d)
{
	struct gp_uvm_config uc;
	struct gp_gmmu_config gc;
	struct en_gmmu *gm;
	int rc;

	if (s->opts.sample) {
		gp_diag_field(d, "engine.sample");
		gp_error(d, GP_EUSAGE, "Unified Memory runs cannot be sampled");
		gp_diag_hint(d, "faults follow first touches, so waves are not alike; drop {engine.sample} "
			     "and simulate a smaller launch");
		return -GP_EUSAGE;
	}
	if (s->opts.fault_mshrs < 0) {
		gp_diag_field(d, "uvm.fault_mshrs");
		return gp_error(d, GP_EINVAL, "far-fault MSHRs must be >= 0 (0 = unlimited), got %d",
				s->opts.fault_mshrs);
	}
	if ((rc = gp_uvm_config_init(&uc, s->dev, s->opts.prefetcher, d)) < 0) {
		if (!d->file[0] && d->field[0] == '/')
			gp_diag_at(d, s->dev->path, 0, 0);
		return rc;
	}
	if (s->opts.device_mem_bytes != 0) {
		uc.capacity_bytes = s->opts.device_mem_bytes;
		if ((rc = gp_uvm_config_check(&uc, d)) < 0) {
			gp_diag_field(d, "uvm.device_mem");
			return rc;
		}
	}
	gp_gmmu_config_init(&gc, s->dev);
	gc.fault_mshrs = s->opts.fault_mshrs;
	if (!(gm = calloc(1, sizeof(*gm))))
		return gp_error(d, GP_ENOMEM, "out of memory");
	s->gm = gm;
	gm->no_skip = s->opts.no_skip_ahead;
	gm->free_pend = -1;
	if (!(gm->loff = calloc((size_t)s->nsm + 1, sizeof(int))))
		return gp_error(d, GP_ENOMEM, "out of memory");
	if (!(gm->g = gp_gmmu_new(&uc, &gc, d)))
		return -d->code;
	return map_arrays(s, k, gm, uc.page_bytes, d);
}

void en_gmmu_release(struct en_sim *s)
{
	struct en_gmmu *gm = s->gm;
	if (!gm)
		return;
	gp_gmmu_free(gm->g);
	free(gm->heap);
	free(gm->due);
	free(gm->pend);
	free(gm->list);
	free(gm->batch);
	free(gm->lmap);
	free(gm->loff);
	free(gm);
	s->gm = NULL;
}

/* ==== The deferred requests: a binary min-heap by (key, seq) ==== */

static int defer_less(const struct en_defer *a, const struct en_defer *b)
{
	return a->key != b->key ? a->key < b->key : a->seq < b->seq;
}

static int heap_push(struct en_gmmu *gm, const struct en_defer *e)
{
	int i;
	if (gp_grow_int((void **)&gm->heap, &gm->capheap, gm->nheap + 1, sizeof(*gm->heap)) < 0)
		return -GP_ENOMEM;
	i = gm->nheap++;
	while (i > 0 && defer_less(e, &gm->heap[(i - 1) / 2])) {
		gm->heap[i] = gm->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	gm->heap[i] = *e;
	return 0;
}

static void heap_pop(struct en_gmmu *gm, struct en_defer *out)
{
	struct en_defer v;
	int i = 0, n;
	*out = gm->heap[0];
	v = gm->heap[--gm->nheap];
	n = gm->nheap;
	for (;;) {
		int c = 2 * i + 1;
		if (c >= n)
			break;
		if (c + 1 < n && defer_less(&gm->heap[c + 1], &gm->heap[c]))
			c++;
		if (!defer_less(&gm->heap[c], &v))
			break;
		gm->heap[i] = gm->heap[c];
		i = c;
	}
	if (n > 0)
		gm->heap[i] = v;
}

/* ==== Pending loads ==== */

static int pend_new(struct en_gmmu *gm, const struct en_load *ld)
{
	int id;
	struct en_pend *p;
	if (gm->free_pend >= 0) {
		id = gm->free_pend;
		gm->free_pend = gm->pend[id].next_free;
	} else {
		if (gp_grow_int((void **)&gm->pend, &gm->cappend, gm->npend + 1, sizeof(*gm->pend)) < 0)
			return -GP_ENOMEM;
		id = gm->npend++;
	}
	p = &gm->pend[id];
	p->ready = ld->ready;
	p->gen = ld->gen;
	p->slot = ld->slot;
	p->count = 0;
	p->ndst = ld->ndst;
	memcpy(p->dst, ld->dst, sizeof(p->dst));
	return id;
}

static int ref_cmp(const void *a, const void *b)
{
	const struct en_ref *x = a, *y = b;
	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The GMMU's batch: the epoch's requests by address (the driver services a batch
 * of faults sorted by address), ties in canonical order. */
static int batch_cmp(const void *a, const void *b)
{
	const struct en_batch *x = a, *y = b;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static int list_add(struct en_gmmu *gm, uint64_t key, uint64_t seq, int sm, int idx)
{
	if (gp_grow_int((void **)&gm->list, &gm->caplist, gm->nlist + 1, sizeof(*gm->list)) < 0)
		return -GP_ENOMEM;
	gm->list[gm->nlist++] = (struct en_ref){ key, seq, sm, idx };
	return 0;
}

/* Translate this epoch's request f; when it outlives the epoch, defer it and
 * mark f dropped (sm -1). Else f->key is when it reaches L2. */
static int translate(struct en_sim *s, struct en_gmmu *gm, struct en_ref *f, uint64_t t1)
{
	const int i = f->sm;
	struct en_sm *sm = &s->sm[i];
	struct en_req *r = &sm->req[f->idx];
	struct en_defer e;
	uint64_t ready, key;
	int rc = gp_gmmu_access(gm->g, i, r->line << 7, r->cycle, &ready);
	if (rc < 0)
		return rc;
	key = ready <= r->cycle + 1 ? r->cycle : ready;
	if (key < t1) {
		f->key = key;
		return 0;
	}
	f->sm = -1;
	memset(&e, 0, sizeof(e));
	e.key = key;
	e.seq = f->seq;
	e.line = r->line;
	e.l1_line = r->l1_line;
	e.pend = -1;
	e.sm = i;
	e.mask = r->mask;
	e.kind = r->kind;
	e.partial = r->partial;
	e.passes = r->passes;
	e.mshr = r->kind == EN_REQ_READ || r->load >= 0;
	if (r->load >= 0) {
		int32_t *m = &gm->lmap[gm->loff[i] + r->load];
		if (*m < 0 && (*m = pend_new(gm, &sm->ld[r->load])) < 0)
			return *m;
		gm->pend[*m].count++;
		e.pend = *m;
	}
	r->resp = EN_INF;
	return heap_push(gm, &e);
}

/* A deferred request served: its reply goes to its SM for the next epoch. */
static int answer(struct en_sim *s, struct en_gmmu *gm, const struct en_defer *e, uint64_t resp)
{
	struct en_sm *sm = &s->sm[e->sm];
	struct en_late *l;
	if (e->kind == EN_REQ_WRITE)
		return 0;
	if (gp_grow_int((void **)&sm->late, &sm->caplate, sm->nlate + 1, sizeof(*sm->late)) < 0)
		return -GP_ENOMEM;
	l = &sm->late[sm->nlate++];
	memset(l, 0, sizeof(*l));
	l->resp = resp;
	l->line = e->line;
	l->l1_line = e->l1_line;
	l->mask = e->mask;
	l->mshr = e->mshr;
	l->slot = -1;
	if (e->pend >= 0) {
		struct en_pend *p = &gm->pend[e->pend];
		if (resp > p->ready)
			p->ready = resp;
		if (--p->count == 0) {
			/* the load's last part: its registers are ready */
			l->slot = p->slot;
			l->gen = p->gen;
			l->reg_ready = p->ready;
			l->ndst = p->ndst;
			memcpy(l->dst, p->dst, sizeof(l->dst));
			p->count = -1;
			p->next_free = gm->free_pend;
			gm->free_pend = e->pend;
		}
	}
	return 0;
}

int en_gmmu_mem_step(struct en_sim *s, uint64_t t0, uint64_t t1)
{
	struct en_gmmu *gm = s->gm;
	int nsm = s->nsm, *pos = s->mpos, left = 0, nld = 0, rc;

	gm->nlist = 0;
	gm->ndue = 0;
	for (int i = 0; i < nsm; i++) {
		pos[i] = 0;
		left += s->sm[i].nreq;
		gm->loff[i] = nld;
		nld += s->sm[i].nld;
	}
	if (gp_grow_int((void **)&gm->lmap, &gm->caplmap, nld + 1, sizeof(*gm->lmap)) < 0)
		return -GP_ENOMEM;
	for (int j = 0; j < nld; j++)
		gm->lmap[j] = -1;

	/* 1. this epoch's requests in canonical order (cycle, SM, issue order) ... */
	for (uint64_t c = t0; c < t1 && left > 0; c++)
		for (int i = 0; i < nsm; i++) {
			struct en_sm *sm = &s->sm[i];
			while (pos[i] < sm->nreq && sm->req[pos[i]].cycle == c) {
				if ((rc = list_add(gm, sm->req[pos[i]].cycle, gm->seq++, i, pos[i])) < 0)
					return rc;
				pos[i]++;
				left--;
			}
		}
	if (left > 0)
		GP_BUG("memory request outside its epoch");
	/* ... translated as one batch in address order */
	if (gp_grow_int((void **)&gm->batch, &gm->capbatch, gm->nlist + 1, sizeof(*gm->batch)) < 0)
		return -GP_ENOMEM;
	for (int j = 0; j < gm->nlist; j++)
		gm->batch[j] = (struct en_batch){ s->sm[gm->list[j].sm].req[gm->list[j].idx].line,
						  gm->list[j].seq, j };
	qsort(gm->batch, (size_t)gm->nlist, sizeof(*gm->batch), batch_cmp);
	for (int j = 0; j < gm->nlist; j++)
		if ((rc = translate(s, gm, &gm->list[gm->batch[j].ref], t1)) < 0)
			return rc;
	{
		int m = 0;
		for (int j = 0; j < gm->nlist; j++)
			if (gm->list[j].sm >= 0)
				gm->list[m++] = gm->list[j];
		gm->nlist = m;
	}

	/* 2. deferred requests whose translation completes in this epoch */
	while (gm->nheap > 0 && gm->heap[0].key < t1) {
		if (gp_grow_int((void **)&gm->due, &gm->capdue, gm->ndue + 1, sizeof(*gm->due)) < 0)
			return -GP_ENOMEM;
		heap_pop(gm, &gm->due[gm->ndue]);
		if ((rc = list_add(gm, gm->due[gm->ndue].key, gm->due[gm->ndue].seq, -1,
				   -1 - gm->ndue)) < 0)
			return rc;
		gm->ndue++;
	}

	/* 3. serve them all in the order they reach L2 */
	qsort(gm->list, (size_t)gm->nlist, sizeof(*gm->list), ref_cmp);
	for (int j = 0; j < gm->nlist; j++) {
		const struct en_ref *f = &gm->list[j];
		if (f->idx >= 0) {
			struct en_req *r = &s->sm[f->sm].req[f->idx];
			r->cycle = f->key;
			en_mem_serve(s, r, r->cycle, t1);
		} else {
			const struct en_defer *e = &gm->due[-1 - f->idx];
			struct en_req r;
			memset(&r, 0, sizeof(r));
			r.line = e->line;
			r.cycle = e->key;
			r.l1_line = -1;
			r.load = -1;
			r.mask = e->mask;
			r.kind = e->kind;
			r.partial = e->partial;
			r.passes = e->passes;
			r.sm = (uint16_t)e->sm;
			r.bslot = -1;
			r.of = -1;
			en_mem_serve(s, &r, r.cycle, t1);
			if ((rc = answer(s, gm, e, r.resp)) < 0)
				return rc;
		}
	}

	/* 4. parts of deferred loads that were served now count towards their loads */
	for (int i = 0; i < nsm; i++) {
		const struct en_sm *sm = &s->sm[i];
		for (int j = 0; j < sm->nreq; j++) {
			const struct en_req *r = &sm->req[j];
			int32_t p;
			if (r->load < 0 || r->resp == EN_INF || r->kind == EN_REQ_WRITE)
				continue;
			p = gm->lmap[gm->loff[i] + r->load];
			if (p >= 0 && r->resp > gm->pend[p].ready)
				gm->pend[p].ready = r->resp;
		}
	}
	return 0;
}

uint64_t en_gmmu_next_event(const struct en_sim *s, uint64_t next, uint64_t t0, uint64_t t1)
{
	const struct en_gmmu *gm = s->gm;
	uint64_t m, e = t1 - t0;
	if (gm->nheap == 0)
		return next;
	/* without skip-ahead the clock polls epoch by epoch, as a simulator must that does
	 * not know when faults complete */
	if (gm->no_skip)
		return t1;
	/* skip-ahead: straight to the epoch of the next event, on the grid of epochs the
	 * polling clock would step through, so skipping changes nothing but host time
	 * (the epochs skipped are idle: no warp can issue, no request is due) */
	m = gm->heap[0].key < next ? gm->heap[0].key : next;
	if (m <= t1)
		return t1;
	return t1 + (m - t1) / e * e;
}

void en_gmmu_result(const struct en_sim *s, struct gp_engine_result *out)
{
	struct gp_gmmu_stats st;
	const struct en_gmmu *gm = s->gm;
	double pb;
	gp_gmmu_stats(gm->g, &st);
	pb = st.uvm.page_bytes;
	out->managed_arrays = gm->arrays;
	out->managed_bytes = gm->managed_bytes;
	out->faults = (double)st.uvm.faults;
	out->migrated_bytes = (double)st.uvm.migrated_pages * pb;
	out->prefetched_bytes = (double)st.uvm.prefetched_pages * pb;
	out->evicted_bytes = (double)st.uvm.evicted_pages * pb;
	out->fault_time_s = st.uvm.fault_s + st.uvm.migrate_s + st.uvm.evict_wait_s;
	out->tlb_hit_rate = st.accesses ? (double)st.tlb_hits / (double)st.accesses : 0;
	out->walks = (double)st.walks;
}
