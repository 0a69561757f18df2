/* gmmu.c - GMMU for a cycle-level simulator: per-SM TLBs, walks, replayable far faults and
 * fault MSHRs in front of the migration planner (seed 001 B.1/B.2, C.1, C.2). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/gmmu.h"

struct tlb_entry {
	uint64_t page;            /* + 1; 0 = empty */
	uint64_t lru;
};

struct gmmu_map {
	uint64_t base, end;       /* byte addresses */
	uint64_t first_page;
};

struct gp_gmmu {
	struct gp_gmmu_config c;
	struct gp_uvm_space *space;
	double page_bytes;
	struct tlb_entry *tlb;    /* sms x tlb_entries */
	uint64_t stamp;
	struct gmmu_map maps[GP_GMMU_MAX_MAPS];
	int nmaps;
	/* completion cycles of outstanding far faults: the link queue is serialized, so they
	 * complete in the order they were raised and a FIFO is enough */
	uint64_t *fifo;
	size_t head, n, cap;
	struct gp_gmmu_stats st;
};

void gp_gmmu_config_init(struct gp_gmmu_config *g, const struct gp_device *dev)
{
	memset(g, 0, sizeof(*g));
	g->sms = dev->sms;
	g->tlb_entries = GP_GMMU_TLB_DEFAULT;
	g->fault_mshrs = 0;
	g->clock_hz = dev->sm_clock_mhz * 1e6;
	g->ptw_cycles = (uint64_t)llround(dev->uvm.ptw_cycles);
}

struct gp_gmmu *gp_gmmu_new(const struct gp_uvm_config *uc, const struct gp_gmmu_config *gc,
			    struct gp_diag *d)
{
	struct gp_gmmu *g;
	if (gc->sms < 1 || gc->tlb_entries < 1 || gc->fault_mshrs < 0 || !(gc->clock_hz > 0)) {
		gp_error(d, GP_EINVAL, "GMMU needs SMs >= 1, TLB entries >= 1, MSHRs >= 0 and a clock > 0 "
			 "(got %d, %d, %d, %g Hz)", gc->sms, gc->tlb_entries, gc->fault_mshrs, gc->clock_hz);
		return NULL;
	}
	if (!(g = calloc(1, sizeof(*g))) ||
	    !(g->tlb = calloc((size_t)gc->sms * (size_t)gc->tlb_entries, sizeof(*g->tlb)))) {
		free(g);
		gp_error(d, GP_ENOMEM, "out of memory");
		return NULL;
	}
	g->c = *gc;
	g->page_bytes = uc->page_bytes;
	if (!(g->space = gp_uvm_space_new(uc, d))) {
		gp_gmmu_free(g);
		return NULL;
	}
	g->st.uvm.page_bytes = uc->page_bytes;
	return g;
}

void gp_gmmu_free(struct gp_gmmu *g)
{
	if (!g)
		return;
	gp_uvm_space_free(g->space);
	free(g->tlb);
	free(g->fifo);
	free(g);
}

int gp_gmmu_map(struct gp_gmmu *g, uint64_t base, double bytes, struct gp_diag *d)
{
	uint64_t first, np, end;
	int rc;
	if (g->nmaps == GP_GMMU_MAX_MAPS)
		return gp_error(d, GP_ELIMIT, "more than %d managed arrays", GP_GMMU_MAX_MAPS);
	if ((rc = gp_uvm_space_alloc(g->space, bytes, &first, &np, d)) < 0)
		return rc;
	end = base + (uint64_t)ceil(bytes);
	for (int i = 0; i < g->nmaps; i++)
		if (base < g->maps[i].end && g->maps[i].base < end)
			return gp_error(d, GP_EINVAL, "managed range at 0x%llx overlaps another",
					(unsigned long long)base);
	g->maps[g->nmaps].base = base;
	g->maps[g->nmaps].end = end;
	g->maps[g->nmaps].first_page = first;
	g->nmaps++;
	return 0;
}

static uint64_t to_cycle(const struct gp_gmmu *g, double s)
{
	return (uint64_t)ceil(s * g->c.clock_hz);
}

static int fifo_push(struct gp_gmmu *g, uint64_t t)
{
	if (g->n == g->cap) {
		size_t nc = g->cap ? 2 * g->cap : 256;
		uint64_t *f = malloc(nc * sizeof(*f));
		if (!f)
			return -GP_ENOMEM;
		for (size_t i = 0; i < g->n; i++)
			f[i] = g->fifo[(g->head + i) % g->cap];
		free(g->fifo);
		g->fifo = f;
		g->head = 0;
		g->cap = nc;
	}
	g->fifo[(g->head + g->n) % g->cap] = t;
	g->n++;
	return 0;
}

static void fifo_drain(struct gp_gmmu *g, uint64_t cycle)
{
	while (g->n && g->fifo[g->head] <= cycle) {
		g->head = (g->head + 1) % g->cap;
		g->n--;
	}
}

uint64_t gp_gmmu_next_arrival(const struct gp_gmmu *g, uint64_t cycle)
{
	for (size_t i = 0; i < g->n; i++) {
		uint64_t t = g->fifo[(g->head + i) % g->cap];
		if (t > cycle)
			return t;
	}
	return UINT64_MAX;
}

int gp_gmmu_access(struct gp_gmmu *g, int sm, uint64_t addr, uint64_t cycle,
		   uint64_t *ready_cycle)
{
	const struct gmmu_map *m = NULL;
	struct tlb_entry *t, *victim;
	uint64_t page, at;
	double ready_s;
	int rc;

	for (int i = 0; i < g->nmaps; i++)
		if (addr >= g->maps[i].base && addr < g->maps[i].end)
			m = &g->maps[i];
	if (!m) {
		*ready_cycle = cycle;
		return GP_GMMU_UNMANAGED;
	}
	if (sm < 0 || sm >= g->c.sms)
		return -GP_ERANGE;
	page = m->first_page + (uint64_t)((double)(addr - m->base) / g->page_bytes);
	g->st.accesses++;
	t = &g->tlb[(size_t)sm * (size_t)g->c.tlb_entries];
	victim = t;
	/* C.1: fully associative TLB, one cycle; a hit on a page evicted since is a miss
	 * (the eviction shot the entry down) */
	for (int i = 0; i < g->c.tlb_entries; i++) {
		if (t[i].page == page + 1 && gp_uvm_page_valid(g->space, page)) {
			t[i].lru = ++g->stamp;
			g->st.tlb_hits++;
			rc = gp_uvm_touch(g->space, page, (double)(cycle + 1) / g->c.clock_hz, &ready_s,
					  NULL);
			if (rc < 0)
				return rc;
			at = to_cycle(g, ready_s);
			*ready_cycle = at > cycle + 1 ? at : cycle + 1;
			return rc;
		}
		if (t[i].lru < victim->lru)
			victim = &t[i];
	}
	g->st.tlb_misses++;
	fifo_drain(g, cycle);
	at = cycle;
	/* far-fault MSHRs full: the request waits for the oldest outstanding fault */
	if (g->c.fault_mshrs && g->n >= (size_t)g->c.fault_mshrs && !gp_uvm_page_valid(g->space, page)) {
		at = g->fifo[g->head];
		g->st.mshr_waits++;
		fifo_drain(g, at);
	}
	rc = gp_uvm_touch(g->space, page, (double)at / g->c.clock_hz, &ready_s, NULL);
	if (rc < 0)
		return rc;
	if (rc == GP_UVM_FAULT) {
		/* the planner charged the walk that found the fault */
		*ready_cycle = to_cycle(g, ready_s);
		if (fifo_push(g, *ready_cycle) < 0)
			return -GP_ENOMEM;
	} else {
		g->st.walks++;
		at += g->c.ptw_cycles;
		uint64_t r = to_cycle(g, ready_s);
		*ready_cycle = r > at ? r : at;
	}
	victim->page = page + 1;
	victim->lru = ++g->stamp;
	return rc;
}

void gp_gmmu_stats(const struct gp_gmmu *g, struct gp_gmmu_stats *out)
{
	*out = g->st;
	gp_uvm_space_stats(g->space, &out->uvm);
}
