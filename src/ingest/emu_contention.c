/* emu_contention.c - how atomics contend: per atomic instruction, the distinct addresses of
 * each warp request (the hardware serialises same-address lanes: one update per address per
 * pass) and the share of the instruction's lane updates over the launch that hit its hottest
 * address. A histogram of one bin has 1 address a request and a share of 1; a uniform one of
 * B bins up to 32 and 1/B. Global addresses are keyed within their allocation; shared ones by
 * their offset in the block's window, every block's copy pooled (blocks run the same code). */
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"

struct emu_contention {
	double requests;             /* warp requests, each the block's weight */
	double addrs;                /* distinct addresses summed over requests, weighted */
	double updates;              /* lane updates, weighted */
	uint64_t *key;               /* open addressing: address + 1, 0 empty */
	double *count;               /* weighted updates per address */
	size_t n, cap;
};

/* The count slot of key (created at 0); NULL when out of memory. */
static double *slot(struct emu_contention *t, uint64_t addr)
{
	size_t i;
	if (2 * (t->n + 1) > t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 64;
		uint64_t *k = calloc(cap, sizeof(*k));
		double *v = calloc(cap, sizeof(*v));
		if (!k || !v) {
			free(k);
			free(v);
			return NULL;
		}
		for (size_t j = 0; j < t->cap; j++) {
			if (!t->key[j])
				continue;
			for (i = (size_t)(t->key[j] * 0x9e3779b97f4a7c15ULL >> 7) & (cap - 1); k[i];
			     i = (i + 1) & (cap - 1))
				;
			k[i] = t->key[j];
			v[i] = t->count[j];
		}
		free(t->key);
		free(t->count);
		t->key = k;
		t->count = v;
		t->cap = cap;
	}
	for (i = (size_t)((addr + 1) * 0x9e3779b97f4a7c15ULL >> 7) & (t->cap - 1);
	     t->key[i] && t->key[i] != addr + 1; i = (i + 1) & (t->cap - 1))
		;
	if (!t->key[i]) {
		t->key[i] = addr + 1;
		t->n++;
	}
	return &t->count[i];
}

int emu_contention_access(struct emu_ctx *c, int idx, const uint64_t *addr, uint32_t mask)
{
	struct emu_contention *t;
	uint64_t seen[W];
	int distinct = 0;
	if (!c->cont && !(c->cont = calloc((size_t)c->n, sizeof(*c->cont))))
		return gp_error(c->d, GP_ENOMEM, "out of memory");
	t = &c->cont[idx];
	for (int lane = 0; lane < W; lane++) {
		double *v;
		int k;
		if (!(mask >> lane & 1))
			continue;
		for (k = 0; k < distinct && seen[k] != addr[lane]; k++)
			;
		if (k == distinct)
			seen[distinct++] = addr[lane];
		if (!(v = slot(t, addr[lane])))
			return gp_error(c->d, GP_ENOMEM, "out of memory");
		*v += c->wt;
	}
	t->requests += c->wt;
	t->addrs += distinct * c->wt;
	t->updates += __builtin_popcount(mask) * c->wt;
	return 0;
}

void emu_contention_fill(const struct emu_ctx *c, int idx, struct gp_memrec *m)
{
	const struct emu_contention *t = c->cont ? &c->cont[idx] : NULL;
	double hot = 0;
	if (!t || t->requests <= 0)
		return;
	for (size_t i = 0; i < t->cap; i++)
		if (t->key[i] && t->count[i] > hot)
			hot = t->count[i];
	m->atomic_addrs_per_request = t->addrs / t->requests;
	m->atomic_hot_share = hot / t->updates;
}

void emu_contention_free(struct emu_ctx *c)
{
	for (int i = 0; c->cont && i < c->n; i++) {
		free(c->cont[i].key);
		free(c->cont[i].count);
	}
	free(c->cont);
	c->cont = NULL;
}
