/* emu_mem.c - the emulator's memory accounting: 32-byte sectors per warp request (global and
 * local), shared-memory bank serialisation, and the distinct sectors each allocation sees
 * (footprints, in hash sets). */
#include <stdlib.h>
#include <string.h>

#include "coalesce.h"
#include "emu_int.h"
#include "util.h"

/* ==== Set of sector numbers (bitmap, or open addressing with key + 1 stored so 0 is empty) ==== */

/* A key's first slot: its group (the key without bits oshift..oshift+2) hashed, those three
 * bits the slot in the group's line, so a warp's consecutive sectors share a cache line. */
static inline size_t set_slot(const struct emu_set *s, uint64_t key, size_t mask)
{
	unsigned sh = (unsigned)s->oshift;
	uint64_t g = (key >> (sh + 3)) << sh | (key & ((1ULL << sh) - 1));
	return (size_t)(((g * 0x9E3779B97F4A7C15ULL) >> 20) << 3 | (key >> sh & 7)) & mask;
}

int emu_set_add(struct emu_set *s, uint64_t key)
{
	size_t mask, i;
	if (s->bits && key - s->lo < s->nbits) {
		uint64_t k = key - s->lo, b = 1ULL << (k & 63);
		if (s->bits[k >> 6] & b)
			return 0;
		s->bits[k >> 6] |= b;
		s->n++;
		return 1;
	}
	if (2 * (s->n + 1) > s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 1024;
		uint64_t *k = calloc(cap, sizeof(*k));
		if (!k)
			return -GP_ENOMEM;
		for (size_t j = 0; j < s->cap; j++) {
			uint64_t x = s->keys[j];
			if (!x)
				continue;
			for (i = set_slot(s, x - 1, cap - 1); k[i]; i = (i + 1) & (cap - 1))
				;
			k[i] = x;
		}
		free(s->keys);
		s->keys = k;
		s->cap = cap;
	}
	mask = s->cap - 1;
	for (i = set_slot(s, key, mask); s->keys[i]; i = (i + 1) & mask)
		if (s->keys[i] == key + 1)
			return 0;
	s->keys[i] = key + 1;
	s->n++;
	return 1;
}

int emu_set_range(struct emu_set *s, uint64_t lo, uint64_t nbits)
{
	if (!(s->bits = calloc((size_t)((nbits + 63) / 64), sizeof(*s->bits))))
		return -GP_ENOMEM;
	s->lo = lo;
	s->nbits = nbits;
	return 0;
}

void emu_set_release(struct emu_set *s)
{
	free(s->keys);
	free(s->bits);
	memset(s, 0, sizeof(*s));
}

void emu_set_clear(struct emu_set *s)
{
	if (s->keys)
		memset(s->keys, 0, s->cap * sizeof(*s->keys));
	if (s->bits)
		memset(s->bits, 0, (size_t)((s->nbits + 63) / 64) * sizeof(*s->bits));
	s->n = 0;
}

/* ==== Allocations ==== */

uint64_t gp_emu_alloc_base(int i)
{
	/* 4 GiB apart, far from 0 so that a null-based address is not mistaken for data */
	return 0x7f0000000000ULL + ((uint64_t)i << 32);
}

int emu_mem_alloc_of(const struct emu_ctx *c, uint64_t addr)
{
	uint64_t b = gp_emu_alloc_base(0);
	int64_t i;
	if (addr < b)
		return -1;
	i = (int64_t)((addr - b) >> 32);
	return i < c->nallocs ? (int)i : -1;
}

/* ==== One warp request ==== */

/* Distinct 32-byte sectors of the lanes' [addr, addr + width): footprint sets updated, and
 * the block's and the warp's own first touches counted (warp: its index in the block). */
static int sectors(struct emu_ctx *c, const uint64_t *addr, uint32_t mask, int width, int foot_fixed,
		   unsigned warp, int *out)
{
	uint64_t seen[2 * W];
	int n = 0, rc;
	for (int lane = 0; lane < W; lane++) {
		uint64_t first, last;
		if (!(mask >> lane & 1))
			continue;
		first = addr[lane] >> 5;
		last = (addr[lane] + (uint64_t)width - 1) >> 5;
		for (uint64_t s = first; s <= last && s < first + 2; s++) {
			int k;
			for (k = n - 1; k >= 0 && seen[k] != s; k--)
				;
			if (k < 0)
				seen[n++] = s;
		}
	}
	for (int k = 0; k < n; k++) {
		int f = foot_fixed >= 0 ? foot_fixed : emu_mem_alloc_of(c, seen[k] << 5);
		if (f < 0)
			f = c->nallocs + 2;
		c->sect_req[f] += c->wt;
		if (!c->sect[f].n || seen[k] < c->sect_lo[f])
			c->sect_lo[f] = seen[k];
		if (!c->sect[f].n || seen[k] > c->sect_hi[f])
			c->sect_hi[f] = seen[k];
		if ((rc = emu_set_add(&c->sect[f], seen[k])) < 0)
			return gp_error(c->d, GP_ENOMEM, "out of memory");
		if (rc == 1)
			c->sect_w[f] += c->wt;
		/* a block has at most 32 warps: the pair is one key */
		if ((rc = emu_set_add(&c->blk_sect, seen[k])) < 0 ||
		    (rc == 1 && (c->sect_blk[f] += c->wt) < 0) ||
		    (rc = emu_set_add(&c->warp_sect, seen[k] << 6 | (warp & 63))) < 0)
			return gp_error(c->d, GP_ENOMEM, "out of memory");
		if (rc == 1)
			c->sect_warp[f] += c->wt;
	}
	*out = n;
	return 0;
}

/* Sectors a store's lanes write only in part (fewer than their 32 bytes): each lane's
 * [addr, addr + width) ORed into its sectors' byte masks. A scattered 4-byte store touches
 * 32 sectors, 4 bytes each: 32; a coalesced one 0; one shifted by a lane 2 of its 5. */
static int partial_sectors(const uint64_t *addr, uint32_t mask, int width)
{
	uint64_t sec[2 * W];
	uint32_t bytes[2 * W];
	int n = 0, partial = 0;
	for (int lane = 0; lane < W; lane++) {
		uint64_t a, e;
		if (!(mask >> lane & 1))
			continue;
		/* the lane's bytes one sector's piece at a time */
		for (a = addr[lane], e = addr[lane] + (uint64_t)width; a < e;) {
			uint64_t s = a >> 5, next;
			uint32_t piece = gp_sector_piece(a, e, &next);
			int k;
			for (k = n - 1; k >= 0 && sec[k] != s; k--)
				;
			if (k < 0 && n < 2 * W) {
				k = n++;
				sec[k] = s;
				bytes[k] = 0;
			}
			/* k < 0: more sectors than two a lane, not an aligned access */
			if (k >= 0)
				bytes[k] |= piece;
			a = next;
		}
	}
	for (int k = 0; k < n; k++)
		partial += bytes[k] != 0xffffffffu;
	return partial;
}

/* Wavefronts of a shared access (the rule is coalesce.h's, which the engine applies too);
 * a load packs lanes that pair up on one address, a store (LDGSTS's shared side included),
 * an atomic or an LDSM (each lane one row of a matrix) does not. */
int emu_mem_bank_ways(const struct emu_ins *e, const uint64_t *addr, uint32_t mask, int width,
		      int is_store)
{
	return gp_smem_wavefronts(addr, mask, width, 32,
				  !is_store && !e->is_atomic && e->op != EOP_LDSM);
}

int emu_mem_account(struct emu_ctx *c, struct emu_warp *w, int idx, const uint64_t *addr,
		    uint32_t mask)
{
	const struct emu_ins *e = &c->ins[idx];
	return emu_mem_account_side(c, w, idx, addr, mask, e->space, e->is_store, &c->ms[idx]);
}

int emu_mem_account_side(struct emu_ctx *c, struct emu_warp *w, int idx, const uint64_t *addr,
			 uint32_t mask, int space, int is_store, struct emu_memstat *ms)
{
	const struct emu_ins *e = &c->ins[idx];
	int n = 0, width = e->width;
	if (!mask)
		return 0;
	if (c->skip_rec && emu_skip_access(c, w, idx, addr, mask, space, is_store, ms))
		return 0;
	memcpy(c->last_addr, addr, sizeof(c->last_addr));
	c->last_mask = mask;
	if (c->l->on_access) {
		struct gp_emu_access a;
		a.pc = c->fn->ins[idx].addr;
		a.space = space;
		a.is_store = is_store;
		a.width_bytes = width;
		memcpy(a.block, c->ctaid, sizeof(a.block));
		a.tid0 = w->tid0;
		a.mask = mask;
		a.addr = addr;
		c->l->on_access(c->l->user, &a);
	}
	if (e->is_atomic && emu_contention_access(c, idx, addr, mask) < 0)
		return -GP_ENOMEM;
	ms->requests += c->wt;
	ms->bytes += (double)__builtin_popcount(mask) * width * c->wt;
	switch (space) {
	case GP_SPACE_SHARED: {
		/* shared footprint: the block's distinct sectors (a bitmap cleared per block) and
		 * the sectors each request touches */
		uint64_t seen[2 * W];
		int f = c->nallocs;
		ms->bank_ways += emu_mem_bank_ways(e, addr, mask, width, is_store) * c->wt;
		for (int lane = 0; lane < W; lane++) {
			uint64_t s0, s1;
			if (!(mask >> lane & 1))
				continue;
			s0 = addr[lane] >> 5;
			s1 = (addr[lane] + (uint64_t)width - 1) >> 5;
			for (uint64_t s = s0; s <= s1 && s < s0 + 2; s++) {
				int k;
				for (k = n - 1; k >= 0 && seen[k] != s; k--)
					;
				if (k >= 0)
					continue;
				seen[n++] = s;
				if (s < c->smem_bytes / 32 + 1 && !c->smem_seen[s]) {
					c->smem_seen[s] = 1;
					c->sect[f].n++;   /* counted, not stored: per-block bitmap */
					c->sect_w[f] += c->wt;
				}
			}
		}
		c->sect_req[f] += n * c->wt;
		return 0;
	}
	case GP_SPACE_LOCAL: {
		/* local memory is interleaved per thread: the same offset of 32 lanes is one
		 * contiguous 128-byte line */
		uint64_t lin[W];
		uint64_t warp_base = ((uint64_t)c->block_serial * 64 + w->warp_in_block) *
				     (uint64_t)EMU_LOCAL_BYTES * W;
		for (int lane = 0; lane < W; lane++)
			if (mask >> lane & 1)
				lin[lane] = warp_base + ((addr[lane] >> 2) * W + (uint64_t)lane) * 4 +
					    (addr[lane] & 3);
		if (sectors(c, lin, mask, width < 4 ? width : 4, c->nallocs + 1, w->tid0 / W, &n) < 0)
			return -GP_ENOMEM;
		ms->sectors += (double)n * (width > 4 ? width / 4 : 1) * c->wt;
		return 0;
	}
	case GP_SPACE_CONST: {
		/* a __constant__ array's first touch comes from DRAM (constant cache, then L2):
		 * its distinct sectors, with the bank in the key, are the constant footprint;
		 * bank 0 is the launch's parameters, which the launch itself writes */
		const struct emu_opnd *o = e->ns > 0 ? &e->o[e->s0] : NULL;
		uint64_t key[W];
		if (!o || o->bank == 0)
			return 0;
		for (int lane = 0; lane < W; lane++)
			key[lane] = (uint64_t)o->bank << 40 | (addr[lane] & 0xffffffffu);
		if (sectors(c, key, mask, width, c->nallocs + 3, w->tid0 / W, &n) < 0)
			return -GP_ENOMEM;
		return 0;
	}
	default:
		emu_fit_access(c, w, idx, addr, mask, width);
		if (sectors(c, addr, mask, width, -1, w->tid0 / W, &n) < 0)
			return -GP_ENOMEM;
		ms->sectors += n * c->wt;
		if (is_store && !e->is_atomic)
			ms->partial += partial_sectors(addr, mask, width) * c->wt;
		if (ms->alloc == -2)
			ms->alloc = emu_mem_alloc_of(c, addr[__builtin_ctz(mask)]);
		return 0;
	}
}
