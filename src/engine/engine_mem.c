/* engine_mem.c - the engine's memory path: addresses, coalescing, bank conflicts, L1/L2 caches. */
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"
#include "util.h"

/* ==== Set-associative caches with per-sector state and LRU ==== */

static int listed(const struct en_cache *c)
{
	return c->index != NULL;
}

int en_cache_init(struct en_cache *c, int sets, int assoc)
{
	size_t n, slots = 2;
	memset(c, 0, sizeof(*c));
	c->sets = sets > 0 ? sets : 1;
	c->assoc = assoc > 0 ? assoc : 1;
	n = (size_t)c->sets * (size_t)c->assoc;
	c->lines = calloc(n, sizeof(*c->lines));
	if (!c->lines)
		return -GP_ENOMEM;
	if (c->assoc <= EN_CACHE_LIST_ASSOC)
		return 0;
	while (slots < 2 * n)   /* at most half full: short probes */
		slots *= 2;
	c->index = calloc(slots, sizeof(*c->index));
	c->index_mask = (uint32_t)(slots - 1);
	c->newer = malloc(n * sizeof(*c->newer));
	c->older = malloc(n * sizeof(*c->older));
	c->mru = malloc((size_t)c->sets * sizeof(*c->mru));
	c->lru_way = malloc((size_t)c->sets * sizeof(*c->lru_way));
	c->filled = calloc((size_t)c->sets, sizeof(*c->filled));
	if (!c->index || !c->newer || !c->older || !c->mru || !c->lru_way || !c->filled) {
		en_cache_release(c);
		return -GP_ENOMEM;
	}
	for (int i = 0; i < c->sets; i++)
		c->mru[i] = c->lru_way[i] = -1;
	return 0;
}

void en_cache_release(struct en_cache *c)
{
	free(c->lines);
	free(c->index);
	free(c->newer);
	free(c->older);
	free(c->mru);
	free(c->lru_way);
	free(c->filled);
	c->lines = NULL;
	c->index = NULL;
	c->newer = c->older = c->mru = c->lru_way = c->filled = NULL;
}

static uint32_t line_hash(const struct en_cache *c, uint64_t line)
{
	return (uint32_t)((line * 0x9E3779B97F4A7C15ULL) >> 32) & c->index_mask;
}

/* the index position of line in set, or -1 */
static int64_t index_pos(const struct en_cache *c, uint64_t line, size_t set)
{
	for (uint32_t h = line_hash(c, line);; h = (h + 1) & c->index_mask) {
		uint32_t e = c->index[h];
		if (e == 0)
			return -1;
		if (c->lines[e - 1].tag == line + 1 && (e - 1) / (uint32_t)c->assoc == set)
			return h;
	}
}

static void index_insert(struct en_cache *c, uint64_t line, uint32_t slot)
{
	uint32_t h = line_hash(c, line);
	while (c->index[h])
		h = (h + 1) & c->index_mask;
	c->index[h] = slot + 1;
}

/* Remove position h and close the gap: linear probing's deletion by backward shift
 * (Knuth, TAOCP vol. 3, sec. 6.4, Algorithm R) */
static void index_remove(struct en_cache *c, uint32_t h)
{
	uint32_t j = h;
	c->index[h] = 0;
	for (;;) {
		uint32_t home;
		j = (j + 1) & c->index_mask;
		if (c->index[j] == 0)
			return;
		home = line_hash(c, c->lines[c->index[j] - 1].tag - 1);
		/* the entry at j may move to the gap h unless its home lies cyclically in (h, j] */
		if ((h < j) ? (home <= h || home > j) : (home <= h && home > j)) {
			c->index[h] = c->index[j];
			c->index[j] = 0;
			h = j;
		}
	}
}

static void list_unlink(struct en_cache *c, int set, int32_t slot)
{
	int32_t nw = c->newer[slot], ol = c->older[slot];
	if (nw >= 0)
		c->older[nw] = ol;
	else
		c->mru[set] = ol;
	if (ol >= 0)
		c->newer[ol] = nw;
	else
		c->lru_way[set] = nw;
}

static void list_push_front(struct en_cache *c, int set, int32_t slot)
{
	c->newer[slot] = -1;
	c->older[slot] = c->mru[set];
	if (c->mru[set] >= 0)
		c->newer[c->mru[set]] = slot;
	else
		c->lru_way[set] = slot;
	c->mru[set] = slot;
}

int en_cache_find(const struct en_cache *c, int set, uint64_t line)
{
	const struct en_line *l = &c->lines[(size_t)set * (size_t)c->assoc];
	if (listed(c)) {
		int64_t h = index_pos(c, line, (size_t)set);
		return h < 0 ? -1 : (int)((c->index[h] - 1) % (uint32_t)c->assoc);
	}
	for (int w = 0; w < c->assoc; w++)
		if (l[w].tag == line + 1)
			return w;
	return -1;
}

int en_cache_victim(const struct en_cache *c, int set)
{
	const struct en_line *l = &c->lines[(size_t)set * (size_t)c->assoc];
	int v = 0;
	if (listed(c))   /* lines are never invalidated: the ways fill in order, then LRU */
		return c->filled[set] < c->assoc ? c->filled[set]
						 : c->lru_way[set] - set * c->assoc;
	for (int w = 0; w < c->assoc; w++) {
		if (l[w].tag == 0)
			return w;
		if (l[w].lru < l[v].lru)
			v = w;
	}
	return v;
}

struct en_line *en_cache_fill(struct en_cache *c, int set, int way, uint64_t line)
{
	struct en_line *l = en_cache_at(c, set, way);
	int32_t slot = set * c->assoc + way;
	if (listed(c)) {
		if (l->tag) {
			index_remove(c, (uint32_t)index_pos(c, l->tag - 1, (size_t)set));
			list_unlink(c, set, slot);
		} else if (way == c->filled[set]) {
			c->filled[set]++;
		}
		index_insert(c, line, (uint32_t)slot);
		list_push_front(c, set, slot);
	}
	memset(l, 0, sizeof(*l));
	l->tag = line + 1;
	l->lru = ++c->stamp;
	return l;
}

void en_cache_promote(struct en_cache *c, struct en_line *l)
{
	int32_t slot = (int32_t)(l - c->lines);
	if (c->mru[slot / c->assoc] != slot) {
		list_unlink(c, slot / c->assoc, slot);
		list_push_front(c, slot / c->assoc, slot);
	}
}

/* ==== Addresses of a warp's memory instruction ==== */

/* splitmix64: a fixed hash so random patterns are the same on every run and thread count. */
static uint64_t mix64(uint64_t x)
{
	x += 0x9E3779B97F4A7C15ULL;
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
	x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
	return x ^ (x >> 31);
}

int en_mem_addresses(const struct en_sim *s, const struct en_ins *in, const struct en_warp *w,
		     uint64_t *addr)
{
	const struct en_pat *p = &s->prog.pat[in->pattern];
	int n = w->active;
	uint64_t iter = in->inner_loop >= 0 ? w->iter[in->inner_loop] : 0;
	int64_t tid0 = (int64_t)w->wib * 32 + w->simt.lane0;   /* lanes lane0.. (divergence) */

	if (p->random) {
		uint64_t key = mix64(((uint64_t)w->block << 20) ^ ((uint64_t)w->wib << 8)) ^
			       mix64(((uint64_t)(in - s->prog.ins) << 32) ^ iter);
		for (int l = 0; l < n; l++) {
			uint64_t e = mix64(key + (uint64_t)(l + w->simt.lane0)) % p->footprint_elems;
			addr[l] = p->base + e * (uint64_t)p->elem_bytes;
		}
		return n;
	}
	/* index = offset + tid*c_tid + block*c_block + iter*c_iter (kernels/README.md) */
	int64_t idx = en_pat_index(&s->prog, p, tid0, (int64_t)w->block, (int64_t)iter);
	for (int l = 0; l < n; l++) {
		/* linear tid steps c_tid a lane; per-dimension ones split each lane's tid */
		int64_t e = p->dims ? en_pat_index(&s->prog, p, tid0 + l, (int64_t)w->block,
						   (int64_t)iter) : idx + l * p->c_tid;
		if (p->wrap) {
			e %= (int64_t)p->footprint_elems;
			e += e < 0 ? (int64_t)p->footprint_elems : 0;
			if (p->shuffle)
				e = (int64_t)gp_ring_element(&p->ring, (uint64_t)e);
		}
		addr[l] = p->base + (uint64_t)e * (uint64_t)p->elem_bytes;
	}
	return n;
}

/* ==== The memory step: L2 slices and DRAM, shared by all SMs ==== */

/* A channel's slice indexes its sets by the channel-local line address (the channel's
 * address bits taken out, as GPGPU-Sim's L2 does with the partition address before its set
 * function): the lines of a contiguous buffer spread evenly over a slice's sets, so a buffer
 * that fits the L2 fits every set (gpu-latency's V100 table hits L2 up to 5.8 MB of 6). */
static int l2_set(const struct en_sim *s, int ch, uint64_t local_byte)
{
	return ch * s->l2_sets_per_slice + (int)((local_byte >> 7) % (uint64_t)s->l2_sets_per_slice);
}

/* Partitioned L2 (memhier.c's comment): the section of an SM and of a channel, each owning a
 * contiguous share of them. A line another section owns is replicated in the requesting
 * SM's section, in the set of the mirror channel (same place among its section's channels),
 * tagged by the line's full address. */
static int l2_replica_set(const struct en_sim *s, const struct en_req *r, int ch,
			  uint64_t local_byte)
{
	int per = s->dram.nch / s->l2_sections;
	int near = (int)((long)r->sm * s->l2_sections / s->nsm);
	if (s->l2_sections < 2 || ch / per == near)
		return -1;
	return l2_set(s, near * per + ch % per, local_byte);
}

/* Make room for line in set: write back the victim's dirty sectors. */
static struct en_line *l2_alloc(struct en_sim *s, int set, uint64_t line, uint64_t t_fp)
{
	int way = en_cache_victim(&s->l2, set);
	struct en_line *v = en_cache_at(&s->l2, set, way);
	if (v->tag && v->dirty) {
		struct en_dloc at;
		en_dram_locate(&s->dram, v->tag - 1, &at);
		en_dram_write(&s->dram, &at, __builtin_popcount(v->dirty), t_fp);
	}
	return en_cache_fill(&s->l2, set, way, line);
}

/* Keep a clean copy of sectors mask of line, there from cycle ready, in replica set rset
 * (a dirty victim is written back at t_fp). */
static void l2_replicate(struct en_sim *s, int rset, uint64_t line, uint8_t mask, uint64_t ready,
			 uint64_t t_fp)
{
	int way = en_cache_find(&s->l2, rset, line);
	struct en_line *v = way >= 0 ? en_cache_at(&s->l2, rset, way) : l2_alloc(s, rset, line, t_fp);
	for (int k = 0; k < 4; k++)
		if ((mask & (1u << k)) && !(v->valid & (1u << k)))
			v->ready[k] = ready;
	v->valid |= mask;
	en_cache_touch(&s->l2, v);
}

/*
 * A global atomic at its L2 slice's atomic unit, one a slice (a channel's sub-partition, the
 * one its crossbar output feeds), as the model states it (atomics.h). The unit takes the
 * requests in the memory step's order, each for its passes (en_req.passes, the most lanes
 * of the request on one address), one pass in 1 / GP_ATOMICS_ADDR_OPS_PER_CLK cycles: updates
 * of one address serialise in the order they reach it, a request's distinct addresses go
 * side by side in its passes, and different requests in one slice share the unit's rate.
 * The line's data reaches the unit a one-way trip (icnt) before the plain reply resp would
 * be back at the SM; the unit's wait and its passes beyond the first move the reply (ATOM's
 * old value) by as much, so an uncontended one-pass atomic keeps the L2's latency (the
 * device files give no separate atomic latency). The slice's input queue holds
 * EN_ATOM_QUEUE requests: one arriving while its unit has that many not done waits outside
 * until the oldest is; *taken is when the slice took it. Returns the reply.
 */
static uint64_t atomic_unit(struct en_sim *s, struct en_chan *c, const struct en_dloc *at,
			    const struct en_req *r, uint64_t resp, uint64_t *taken)
{
	int k = at->bank % s->nslices;
	uint64_t *u = &c->atom_free[k], *q = &c->atom_q[k * EN_ATOM_QUEUE + c->atom_qpos[k]];
	uint64_t arr_fp = (resp > s->icnt ? resp - s->icnt : 0) << EN_FP_SHIFT;
	uint64_t in_fp = arr_fp > *q ? arr_fp : *q;
	uint64_t begin = in_fp > *u ? in_fp : *u;
	int passes = r->passes > 0 ? r->passes : 1;
	*u = begin + (uint64_t)passes * s->atom_pass_fp;
	*q = *u;   /* the ring's oldest, replaced by this request's end */
	c->atom_qpos[k] = (c->atom_qpos[k] + 1) % EN_ATOM_QUEUE;
	*taken = en_fp_ceil(in_fp);
	s->atom_requests++;
	s->atom_passes += (uint64_t)passes;
	s->atom_wait_cycles += en_fp_ceil(begin - arr_fp);
	return resp + en_fp_ceil(*u) - en_fp_ceil(arr_fp + s->atom_pass_fp);
}

void en_mem_serve(struct en_sim *s, struct en_req *r, uint64_t sent, uint64_t t1)
{
	struct en_dram *m = &s->dram;
	struct en_dloc at;
	int ch;
	struct en_chan *c;
	int nsec = __builtin_popcount(r->mask);
	uint64_t arr_fp, start_fp;
	uint64_t bound = (uint64_t)EN_DRAM_QUEUE_SECTORS * m->sector_fp;
	uint64_t start, resp = 0;
	int set, rset, way;
	uint64_t lat_hit;
	struct en_line *l;

	en_dram_locate(m, r->line, &at);
	ch = at.ch;
	c = &m->ch[ch];
	arr_fp = (sent + s->icnt) << EN_FP_SHIFT;
	start_fp = arr_fp > c->slice_free ? arr_fp : c->slice_free;
	/* Bounded DRAM queue: while the channel's backlog exceeds the bound, the
	 * slice cannot hand it more misses and stalls (latency rises under load). */
	if (c->bus_free > bound && start_fp < c->bus_free - bound)
		start_fp = c->bus_free - bound;
	c->slice_free = start_fp + (uint64_t)nsec * m->slice_sector_fp;
	start = en_fp_ceil(start_fp);
	set = l2_set(s, ch, at.local);
	rset = r->kind == EN_REQ_READ ? l2_replica_set(s, r, ch, at.local) : -1;
	if (rset >= 0 && (way = en_cache_find(&s->l2, rset, r->line)) >= 0 &&
	    (en_cache_at(&s->l2, rset, way)->valid & r->mask) == r->mask) {
		/* every sector replicated in the near section */
		l = en_cache_at(&s->l2, rset, way);
		en_cache_touch(&s->l2, l);
		for (int k = 0; k < 4; k++)
			if ((r->mask & (1u << k)) && l->ready[k] > resp)
				resp = l->ready[k];
		if (start + s->lat_l2 - s->icnt > resp)
			resp = start + s->lat_l2 - s->icnt;
		s->l2_access += (uint64_t)nsec;
		s->l2_read_sectors += (uint64_t)nsec;
		s->l2_hit += (uint64_t)nsec;
		r->resp = resp > t1 ? resp : t1;
		return;
	}
	lat_hit = rset >= 0 ? s->lat_l2_far : s->lat_l2;
	way = en_cache_find(&s->l2, set, r->line);
	l = way >= 0 ? en_cache_at(&s->l2, set, way) : NULL;

	if (r->kind == EN_REQ_WRITE) {
		/* write-back, write-allocate without fetch (full sectors); a write to
		 * sectors already present counts as a hit */
		uint8_t wmiss = (uint8_t)(r->mask & ~(l ? l->valid : 0));
		s->l2_access += (uint64_t)nsec;
		s->l2_write_sectors += (uint64_t)nsec;
		if (l)
			s->l2_hit += (uint64_t)__builtin_popcount(l->valid & r->mask);
		else
			l = l2_alloc(s, set, r->line, start_fp);
		l->valid |= r->mask;
		l->dirty |= r->mask;
		for (int k = 0; k < 4; k++)
			if (r->mask & (1u << k))
				l->ready[k] = 0;
		en_cache_touch(&s->l2, l);
		/* the L2 acknowledges a write after the ROP pipeline like a hit's data
		 * (l2cache.cc: memory_sub_partition::push queues every request behind
		 * -gpgpu_l2_rop_latency; the ack is a WRITE_ACK packet back to the SM) */
		resp = start + s->lat_l2 - s->icnt;
		if (r->partial && m->partial_fp) {
			/* sectors written only in part pass the channel's partial-write stage, a
			 * server of its own beside the slice (in parallel with it, not after it),
			 * from the write's arrival on; the write is acknowledged once it is
			 * through (m->partial_fp: engine_dram.c en_dram_partial_write_fp) */
			uint64_t ps = arr_fp > c->pw_free ? arr_fp : c->pw_free;
			c->pw_free = ps + (uint64_t)r->partial * m->partial_fp;
			if (en_fp_ceil(c->pw_free) > resp)
				resp = en_fp_ceil(c->pw_free);
		}
		/* the block's slot frees only after the L2 took the store (GPGPU-Sim's shader: a
		 * warp is done when its stores are acknowledged, stores_done(), and a block when
		 * all its warps are) */
		if (r->bslot >= 0 && resp > s->sm[r->sm].b[r->bslot].store_ack)
			s->sm[r->sm].b[r->bslot].store_ack = resp;
		if (wmiss && s->l2_write_miss_dram) {
			/* the write goes on to DRAM, a read fetches the line, and the
			 * acknowledgement comes back from DRAM (data_cache::wr_miss_wa_naive) */
			uint64_t w = en_dram_write(m, &at, __builtin_popcount(wmiss), start_fp);
			uint64_t f = en_dram_read(m, &at, __builtin_popcount(wmiss), start_fp);
			for (int k = 0; k < 4; k++)
				if (wmiss & (1u << k))
					l->ready[k] = f;
			if (w > resp)
				resp = w;
		}
		r->resp = resp > t1 ? resp : t1;
		return;
	}
	uint8_t hit = l ? (uint8_t)(l->valid & r->mask) : 0;
	uint8_t miss = (uint8_t)(r->mask & ~hit);
	for (int k = 0; k < 4; k++)
		if (hit & (1u << k)) {
			uint64_t t = start + lat_hit - s->icnt;
			if (l->ready[k] > t)
				t = l->ready[k];   /* hit on a sector still on its way from DRAM */
			if (t > resp)
				resp = t;
		}
	if (miss) {
		uint64_t t;
		if (!l)
			l = l2_alloc(s, set, r->line, start_fp);
		t = en_dram_read(m, &at, __builtin_popcount(miss), start_fp);
		for (int k = 0; k < 4; k++)
			if (miss & (1u << k))
				l->ready[k] = t;
		l->valid |= miss;
		if (t > resp)
			resp = t;
		r->dram = 1;
	}
	if (r->kind == EN_REQ_ATOMIC) {
		l->dirty |= r->mask;
		uint64_t taken;
		resp = atomic_unit(s, c, &at, r, resp, &taken);
		/* the block's slot frees only after the slice took its atomics: a RED's warps,
		 * which wait for nothing, are held back through their blocks while the unit's
		 * queue is full (the interconnect's flow control; the credit's way back to the
		 * SM is not modelled: an atomic taken on arrival holds its slot no longer than
		 * its arrival, within the block's replacement time) */
		if (r->bslot >= 0 && taken > s->sm[r->sm].b[r->bslot].store_ack)
			s->sm[r->sm].b[r->bslot].store_ack = taken;
	}
	en_cache_touch(&s->l2, l);
	s->l2_access += (uint64_t)nsec;
	if (r->kind == EN_REQ_READ)
		s->l2_read_sectors += (uint64_t)nsec;
	s->l2_hit += (uint64_t)__builtin_popcount(hit);
	if (rset >= 0) {
		s->l2_far_hits += (uint64_t)__builtin_popcount(hit);
		l2_replicate(s, rset, r->line, r->mask, resp, start_fp);
	}
	/* replies never land inside the epoch that sent them (epoch <= L2 latency) */
	r->resp = resp > t1 ? resp : t1;
	if (r->dram) {
		uint64_t lat = r->resp - r->cycle;
		m->lat_sum += lat;
		m->lat_n++;
		if (lat > m->lat_max)
			m->lat_max = lat;
	}
}

/* ==== The SMs' interconnect ports ==== */

void en_slots_advance(struct en_slots *p, uint64_t t)
{
	if (t <= p->base)
		return;
	if (t - p->base >= EN_EJ_WINDOW) {
		memset(p->bits, 0, sizeof(p->bits));
	} else {
		uint64_t c = p->base;
		while (c < t) {
			if (c % 64 == 0 && t - c >= 64) {
				p->bits[(c % EN_EJ_WINDOW) / 64] = 0;   /* a whole word */
				c += 64;
			} else {
				p->bits[(c % EN_EJ_WINDOW) / 64] &= ~(1ULL << (c % 64));
				c++;
			}
		}
	}
	p->base = t;
}

uint64_t en_slots_reserve(struct en_slots *p, uint64_t t, int n, uint64_t *first)
{
	uint64_t c = t > p->base ? t : p->base, last = c;
	int got = 0;
	*first = c;
	while (got < n) {
		uint64_t *word, bit;
		if (c >= p->base + EN_EJ_WINDOW) {
			if (got == 0)
				*first = c;
			return c + (uint64_t)(n - got) - 1;
		}
		word = &p->bits[(c % EN_EJ_WINDOW) / 64];
		bit = 1ULL << (c % 64);
		if (*word == ~0ULL && c % 64 == 0) {
			c += 64;   /* a whole word taken */
			continue;
		}
		if (!(*word & bit)) {
			*word |= bit;
			if (got++ == 0)
				*first = c;
			last = c;
		}
		c++;
	}
	return last;
}

static int slot_taken(const struct en_slots *p, uint64_t c)
{
	if (c < p->base || c >= p->base + EN_EJ_WINDOW)
		return 0;
	return (p->bits[(c % EN_EJ_WINDOW) / 64] >> (c % 64)) & 1;
}

static void slot_take(struct en_slots *p, uint64_t c)
{
	if (c >= p->base && c < p->base + EN_EJ_WINDOW)
		p->bits[(c % EN_EJ_WINDOW) / 64] |= 1ULL << (c % 64);
}

/* Reply packets from a sub-partition's FIFO (from) to an SM's reply port (to), from t on:
 * a packet passes in a cycle free at both; while the one at the head waits for its SM,
 * nothing else leaves the FIFO (its cycles are taken too). Returns the last packet's cycle. */
static uint64_t reply_packets(struct en_slots *from, struct en_slots *to, uint64_t t, int n)
{
	uint64_t c = t;
	while (n > 0) {
		uint64_t head;
		while (slot_taken(from, c))
			c++;
		head = c;
		while (slot_taken(to, c) || slot_taken(from, c))
			c++;
		for (uint64_t k = head; k <= c; k++)
			slot_take(from, k);
		slot_take(to, c);
		if (--n > 0)
			c++;
	}
	return c;
}

/*
 * One request from sm through the interconnect. Its packets (one per sector) leave the
 * SM's injection port one a cycle, in issue order, and each must be granted by the
 * crossbar output of its memory sub-partition, which takes one packet a cycle; the
 * input is a FIFO, so a packet waiting for its grant holds back the ones behind it
 * (head-of-line blocking: local_interconnect.cc, xbar_router::iSLIP_Advance grants an
 * output only to the packet at the front of an input buffer; under saturation such a
 * switch passes 2 - sqrt(2) of its outputs' capacity, Karol, Hluchyj and Morgan, "Input
 * versus output queueing on a space-division packet switch", IEEE Trans. Commun. 1987).
 * An output grants its free cycles in the memory step's canonical order. The reply (data
 * sectors, or one acknowledgement per written sector) comes back the same way: out of the
 * sub-partition's reply FIFO one packet a cycle, into the SM's reply port one a cycle
 * (shader.cc, simt_core_cluster::icnt_cycle pops one), the FIFO's head waiting for its SM
 * holding back the rest (reply_packets). With store_ack_retire a write's acknowledgement
 * holds its block until it is back (GPGPU-Sim's warp is done only when its stores are
 * acknowledged: shader.cc, shd_warp_t::hardware_done and stores_done).
 */
static void mem_request(struct en_sim *s, struct en_sm *sm, struct en_req *r, uint64_t t1)
{
	uint64_t sent = r->cycle;
	if (s->icnt_sector_fp) {
		int packets = __builtin_popcount(r->mask);
		int per = (int)en_fp_ceil(s->icnt_sector_fp);   /* cycles per packet */
		uint64_t t = r->cycle > sm->inj_free ? r->cycle : sm->inj_free;
		struct en_dloc at;
		struct en_slots *out;
		en_dram_locate(&s->dram, r->line, &at);
		out = &s->dram.ch[at.ch].xbar[at.bank % s->nslices];
		for (int k = 0; k < packets; k++) {
			uint64_t g;
			en_slots_reserve(out, t, per, &g);
			t = g + (uint64_t)per;
			if (k == 0)
				sent = g;
		}
		sm->inj_free = t;
		en_mem_serve(s, r, sent, t1);
		r->resp = reply_packets(&s->dram.ch[at.ch].rep[at.bank % s->nslices], &sm->ej,
					r->resp, packets * per);
	} else {
		en_mem_serve(s, r, sent, t1);
	}
	if (s->store_ack_retire && (r->kind == EN_REQ_WRITE || r->kind == EN_REQ_ATOMIC) &&
	    r->bslot >= 0 &&
	    r->resp > sm->b[r->bslot].st_ack)
		sm->b[r->bslot].st_ack = r->resp;
}

/* A merged miss gets the data of the read it joined (served before it, earlier in the
 * SM's list) and then its own cycle at the SM's reply port: GPGPU-Sim hands a filled
 * miss entry's merged accesses to the LD/ST unit's writeback one per cycle (gpu-cache.cc,
 * mshr_table::next_access; shader.cc, ldst_unit::cycle takes one when m_next_wb is free). */
static void merge_reply(struct en_sim *s, struct en_sm *sm, struct en_req *r)
{
	uint64_t first;
	r->resp = sm->req[r->of].resp;
	if (s->icnt_sector_fp)
		r->resp = en_slots_reserve(&sm->ej, r->resp, 1, &first);
}

void en_mem_step(struct en_sim *s, uint64_t t0, uint64_t t1)
{
	int nsm = s->nsm;
	int *pos = s->mpos;
	int left = 0;
	for (int i = 0; i < nsm; i++) {
		pos[i] = 0;
		left += s->sm[i].nreq;
		if (s->icnt_sector_fp)
			en_slots_advance(&s->sm[i].ej, t1);
	}
	if (s->icnt_sector_fp)
		for (int c = 0; c < s->dram.nch; c++)
			for (int k = 0; k < s->nslices; k++)
			{
				en_slots_advance(&s->dram.ch[c].xbar[k], t0);
				en_slots_advance(&s->dram.ch[c].rep[k], t1);
			}
	/* canonical order: by cycle, then SM id, then issue order within the SM */
	for (uint64_t c = t0; c < t1 && left > 0; c++)
		for (int i = 0; i < nsm; i++) {
			struct en_sm *sm = &s->sm[i];
			while (pos[i] < sm->nreq && sm->req[pos[i]].cycle == c) {
				struct en_req *r = &sm->req[pos[i]++];
				if (r->kind == EN_REQ_MERGE)
					merge_reply(s, sm, r);
				else
					mem_request(s, sm, r, t1);
				left--;
			}
		}
	if (left > 0)
		GP_BUG("memory request outside its epoch");
}
