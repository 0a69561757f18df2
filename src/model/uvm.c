/* uvm.c - the migration planner: managed pages, far faults, the four UVMSmart prefetchers,
 * transfer groups, LRU eviction and the serialized link queue (seed 001, B.1-B.3, C.1). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/transfer.h"
#include "util.h"
#include "gpuperf/uvm.h"

/* page flags */
#define PG_VALID 1u       /* resident or in flight */
#define PG_EVICTED 2u     /* was evicted once: a later fault is a refault */

struct uvm_alloc {
	uint64_t first, n_pages;
};

struct gp_uvm_space {
	struct gp_uvm_config c;
	uint32_t leaf_pages;      /* pages per 64 KB basic block */
	uint32_t large_pages;     /* pages per 2 MB region (one TBNp tree, one LRU unit) */
	uint64_t n_pages;         /* end of the space (allocations are 2 MB aligned) */
	uint64_t cap_pages;       /* length of the per-page arrays */
	uint8_t *flags;
	double *ready;            /* when a valid page's migration lands */
	uint16_t *leaf_valid;     /* valid pages per basic block */
	uint64_t *region_tick;    /* LRU stamp per 2 MB region */
	uint32_t *region_resident;
	int32_t *region_alloc;    /* allocation index, -1 for gaps */
	int n_allocs, cap_allocs;
	struct uvm_alloc *allocs;
	uint64_t capacity_pages;  /* 0 = unlimited */
	uint64_t resident_pages;
	uint64_t tick;
	double read_free;         /* host->device queue: faults and migrations, serialized (C.1) */
	double write_free;        /* device->host lane for write-backs */
	struct gp_uvm_stats st;
	uint64_t *scratch;        /* pages a plan migrates, ascending */
	size_t n_scratch, cap_scratch;
};

/* ==== configuration and bandwidth ==== */

/* UVMSmart Table 1: PCIe 3.0 x16 bandwidth by transfer size. */
static const double table1_kb[] = { 4, 16, 64, 256, 1024 };
static const double table1_gbps[] = { 3.2219, 6.4437, 8.4771, 10.508, 11.223 };

int gp_uvm_config_check(const struct gp_uvm_config *c, struct gp_diag *d)
{
	double pb = c->page_bytes;
	if (!(pb >= 512) || pb > GP_UVM_BLOCK_BYTES || pb != ldexp(1.0, ilogb(pb))) {
		gp_diag_field(d, "/uvm/page_bytes");
		gp_error(d, GP_EINVAL, "page size must be a power of two from 512 to 65536, got %g",
			 pb);
		gp_diag_hint(d, "GPUs migrate 4096-byte pages (UVMSmart B.1)");
		return -GP_EINVAL;
	}
	if (!(c->fault_latency_s >= 0) || !isfinite(c->fault_latency_s)) {
		gp_diag_field(d, "/uvm/fault_latency_us");
		gp_error(d, GP_EINVAL, "fault latency must be >= 0, got %g s", c->fault_latency_s);
		gp_diag_hint(d, "far faults cost 20-50 us; UVMSmart uses 45 us");
		return -GP_EINVAL;
	}
	if (!(c->ptw_s >= 0) || !isfinite(c->ptw_s)) {
		gp_diag_field(d, "/uvm/ptw_cycles");
		return gp_error(d, GP_EINVAL, "page-table walk time must be >= 0, got %g s", c->ptw_s);
	}
	if (!(c->capacity_bytes >= 0) || !isfinite(c->capacity_bytes)) {
		gp_diag_field(d, "device memory");
		return gp_error(d, GP_EINVAL, "device memory must be >= 0, got %g B",
				c->capacity_bytes);
	}
	/* more device memory than managed memory can hold changes nothing and would not fit
	 * the page counts */
	if (c->capacity_bytes > GP_UVM_MAX_BYTES) {
		gp_diag_field(d, "device memory");
		gp_error(d, GP_ELIMIT, "device memory of %.6g B is above the %.6g B (1 TiB) that "
			 "managed memory can hold", c->capacity_bytes, GP_UVM_MAX_BYTES);
		gp_diag_hint(d, "give at most 1T; a larger device holds every managed page anyway");
		return -GP_ELIMIT;
	}
	if (c->capacity_bytes > 0 && c->capacity_bytes < 2 * GP_UVM_LARGE_BYTES) {
		gp_diag_field(d, "device memory");
		gp_error(d, GP_EINVAL, "device memory of %g B is below two 2 MB regions",
			 c->capacity_bytes);
		gp_diag_hint(d, "eviction works on 2 MB regions; give at least 4194304 bytes");
		return -GP_EINVAL;
	}
	if (!(c->bw_scale > 0) || !isfinite(c->bw_scale)) {
		gp_diag_field(d, "/link/bw_gbps");
		gp_error(d, GP_EINVAL, "link bandwidth scale must be > 0, got %g", c->bw_scale);
		gp_diag_hint(d, "the link needs a bandwidth > 0 (PCIe generation and lanes, or bw_gbps)");
		return -GP_EINVAL;
	}
	if (c->n_bw < 1 || c->n_bw > GP_UVM_BW_POINTS) {
		gp_diag_field(d, "/uvm/bw_by_size");
		return gp_error(d, GP_EINVAL, "bandwidth table needs 1 to %d rows, has %d",
				GP_UVM_BW_POINTS, c->n_bw);
	}
	for (int i = 0; i < c->n_bw; i++) {
		if (!(c->bw_size_bytes[i] > 0) || !(c->bw_gbps[i] > 0) ||
		    !isfinite(c->bw_gbps[i]) || !isfinite(c->bw_size_bytes[i]) ||
		    (i > 0 && !(c->bw_size_bytes[i] > c->bw_size_bytes[i - 1]))) {
			gp_diag_field(d, "/uvm/bw_by_size/%d", i);
			gp_error(d, GP_EINVAL,
				 "row [%g, %g]: sizes must ascend and both figures be > 0",
				 c->bw_size_bytes[i], c->bw_gbps[i]);
			gp_diag_hint(d, "rows are [transfer bytes, GB/s], e.g. [4096, 3.2219]");
			return -GP_EINVAL;
		}
	}
	if ((unsigned)c->prefetcher >= GP_UVM_PF_COUNT)
		return gp_error(d, GP_EINVAL, "unknown prefetcher %d", (int)c->prefetcher);
	return 0;
}

int gp_uvm_config_init(struct gp_uvm_config *c, const struct gp_device *dev,
		       enum gp_uvm_prefetcher pf, struct gp_diag *d)
{
	const struct gp_uvm *u = &dev->uvm;
	double link_bw;
	int rc;

	memset(c, 0, sizeof(*c));
	if ((rc = gp_link_bandwidth_gbps(&dev->link, &link_bw, d)) < 0)
		return rc;
	c->page_bytes = u->page_bytes > 0 ? u->page_bytes : 4096;
	c->fault_latency_s = u->fault_latency_s;
	if (!(dev->sm_clock_mhz > 0)) {
		gp_diag_field(d, "/sm_clock_mhz");
		return gp_error(d, GP_EINVAL, "SM clock must be > 0, got %g MHz", dev->sm_clock_mhz);
	}
	/* C.1: a fixed 100-cycle page-table walk, in core cycles */
	c->ptw_s = u->ptw_cycles / (dev->sm_clock_mhz * 1e6);
	/* a device larger than managed memory can be holds all of it */
	c->capacity_bytes = dev->mem_size_bytes < GP_UVM_MAX_BYTES ? dev->mem_size_bytes
								   : GP_UVM_MAX_BYTES;
	/* Table 1 belongs to a 16 GB/s PCIe 3.0 x16 link; other links move it in proportion. */
	c->bw_scale = link_bw / GP_UVM_REF_LINK_GBPS;
	if (u->n_bw > 0) {
		c->n_bw = u->n_bw;
		memcpy(c->bw_size_bytes, u->bw_size_bytes, sizeof(c->bw_size_bytes));
		memcpy(c->bw_gbps, u->bw_gbps, sizeof(c->bw_gbps));
	} else {
		c->n_bw = (int)(sizeof(table1_kb) / sizeof(table1_kb[0]));
		for (int i = 0; i < c->n_bw; i++) {
			c->bw_size_bytes[i] = table1_kb[i] * 1024;
			c->bw_gbps[i] = table1_gbps[i];
		}
	}
	c->prefetcher = pf;
	c->seed = 1;
	return gp_uvm_config_check(c, d);
}

/* Shape of UVMSmart's fit bw(KB) = (2a/pi) atan(b KB); only ratios are used. */
static double fit_shape(double bytes)
{
	return atan(0.07292 * bytes / 1024.0);
}

double gp_uvm_bw_gbps(const struct gp_uvm_config *c, double bytes)
{
	int n = c->n_bw;
	double bw;

	if (bytes <= c->bw_size_bytes[0]) {
		bw = c->bw_gbps[0] * fit_shape(bytes) / fit_shape(c->bw_size_bytes[0]);
	} else if (bytes >= c->bw_size_bytes[n - 1]) {
		bw = c->bw_gbps[n - 1] * fit_shape(bytes) / fit_shape(c->bw_size_bytes[n - 1]);
	} else {
		int i = 1;
		while (bytes > c->bw_size_bytes[i])
			i++;
		double x0 = log2(c->bw_size_bytes[i - 1]), x1 = log2(c->bw_size_bytes[i]);
		double f = (log2(bytes) - x0) / (x1 - x0);
		bw = c->bw_gbps[i - 1] + f * (c->bw_gbps[i] - c->bw_gbps[i - 1]);
	}
	return bw * c->bw_scale;
}

double gp_uvm_transfer_s(const struct gp_uvm_config *c, double bytes)
{
	if (!(bytes > 0))
		return 0;
	return bytes / (gp_uvm_bw_gbps(c, bytes) * 1e9);
}

/* ==== prefetchers: each adds the pages a fault on page migrates (B.3) ==== */

static int scratch_push(struct gp_uvm_space *s, uint64_t page)
{
	if (gp_grow((void **)&s->scratch, &s->cap_scratch, s->n_scratch + 1, sizeof(*s->scratch)) < 0)
		return -GP_ENOMEM;
	s->scratch[s->n_scratch++] = page;
	return 0;
}

/* The TBNp tree (2 MB, or the allocation's rounded remainder) holding page. */
static void tree_of(const struct gp_uvm_space *s, uint64_t page, uint64_t *first, uint64_t *n)
{
	const struct uvm_alloc *a = &s->allocs[s->region_alloc[page / s->large_pages]];
	uint64_t off = (page - a->first) / s->large_pages * s->large_pages;
	uint64_t left = a->n_pages - off;
	*first = a->first + off;
	*n = left < s->large_pages ? left : s->large_pages;
}

/* Absent pages of one basic block, ascending (the fault page is absent too). */
static int push_block(struct gp_uvm_space *s, uint64_t leaf)
{
	uint64_t p0 = leaf * s->leaf_pages;
	int rc;
	for (uint64_t p = p0; p < p0 + s->leaf_pages; p++)
		if (!(s->flags[p] & PG_VALID) && (rc = scratch_push(s, p)) < 0)
			return rc;
	return 0;
}

static int pf_none(struct gp_uvm_space *s, uint64_t page)
{
	return scratch_push(s, page);
}

static uint64_t mix64(uint64_t x)
{
	/* splitmix64 finaliser: a fixed function of (seed, page), so the choice does not
	 * depend on the order faults arrive in (engine and model agree). */
	x += 0x9e3779b97f4a7c15ULL;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
	return x ^ (x >> 31);
}

/* B.3.1: one random 4 KB page of the faulting page's 2 MB large page. */
static int pf_random(struct gp_uvm_space *s, uint64_t page)
{
	uint64_t first, n, cand;
	int rc;
	tree_of(s, page, &first, &n);
	cand = first + mix64(s->c.seed * 0x100000001b3ULL ^ page) % n;
	if (cand < page && !(s->flags[cand] & PG_VALID) && (rc = scratch_push(s, cand)) < 0)
		return rc;
	if ((rc = scratch_push(s, page)) < 0)
		return rc;
	if (cand > page && !(s->flags[cand] & PG_VALID) && (rc = scratch_push(s, cand)) < 0)
		return rc;
	return 0;
}

/* B.3.2: the faulting page's whole 64 KB basic block. */
static int pf_seqlocal(struct gp_uvm_space *s, uint64_t page)
{
	return push_block(s, page / s->leaf_pages);
}

/*
 * B.3.3: the faulting leaf is made valid; then, bottom-up over its tree, every
 * node whose to-be-valid size is strictly above half its capacity (and not full)
 * has all its leaves filled. Node sizes count valid pages (in flight included).
 */
static int pf_tbnp(struct gp_uvm_space *s, uint64_t page)
{
	uint64_t first, n;
	uint32_t lv[64], want[64];
	uint32_t lp = s->leaf_pages;
	int rc;

	tree_of(s, page, &first, &n);
	uint64_t leaf0 = first / lp;
	int leaves = (int)(n / lp);
	for (int i = 0; i < leaves; i++)
		lv[i] = want[i] = s->leaf_valid[leaf0 + i];
	want[(page - first) / lp] = lp;
	for (int span = 2; span <= leaves; span *= 2) {
		for (int st = 0; st < leaves; st += span) {
			uint64_t sum = 0, cap = (uint64_t)span * lp;
			for (int i = st; i < st + span; i++)
				sum += want[i];
			if (sum != cap && 2 * sum > cap)
				for (int i = st; i < st + span; i++)
					want[i] = lp;
		}
	}
	for (int i = 0; i < leaves; i++)
		if (want[i] > lv[i] && (rc = push_block(s, leaf0 + (uint64_t)i)) < 0)
			return rc;
	return 0;
}

struct pf_ops {
	const char *name;
	int (*choose)(struct gp_uvm_space *s, uint64_t page);
};

static const struct pf_ops prefetchers[GP_UVM_PF_COUNT] = {
	[GP_UVM_PF_NONE] = { "none", pf_none },
	[GP_UVM_PF_RANDOM] = { "random", pf_random },
	[GP_UVM_PF_SEQLOCAL] = { "seqlocal", pf_seqlocal },
	[GP_UVM_PF_TBNP] = { "tbnp", pf_tbnp },
};

int gp_uvm_prefetcher_parse(const char *str, enum gp_uvm_prefetcher *out, struct gp_diag *d)
{
	for (int i = 0; i < GP_UVM_PF_COUNT; i++) {
		if (!strcmp(str, prefetchers[i].name)) {
			*out = (enum gp_uvm_prefetcher)i;
			return 0;
		}
	}
	gp_diag_field(d, "uvm.prefetcher");
	gp_error(d, GP_EUSAGE, "unknown prefetcher '%s'", str);
	gp_diag_hint(d, "use none, random, seqlocal or tbnp");
	return -GP_EUSAGE;
}

const char *gp_uvm_prefetcher_name(enum gp_uvm_prefetcher pf)
{
	return (unsigned)pf < GP_UVM_PF_COUNT ? prefetchers[pf].name : "?";
}

/* ==== plans ==== */

void gp_uvm_plan_init(struct gp_uvm_plan *p)
{
	memset(p, 0, sizeof(*p));
}

void gp_uvm_plan_release(struct gp_uvm_plan *p)
{
	free(p->groups);
	free(p->evict);
	gp_uvm_plan_init(p);
}

static int group_push(struct gp_uvm_group **arr, int *n, int *cap, uint64_t first, uint64_t np,
		      int is_fault)
{
	if (gp_grow_int((void **)arr, cap, *n + 1, sizeof(**arr)) < 0)
		return -GP_ENOMEM;
	(*arr)[*n].first_page = first;
	(*arr)[*n].n_pages = (uint32_t)np;
	(*arr)[*n].is_fault = (uint8_t)is_fault;
	(*n)++;
	return 0;
}

/*
 * Cut the scratch pages (ascending) into transfers: contiguous runs, each
 * split right after the faulting page (fault group, then prefetch group), as
 * UVMSmart's GMMU queues them (B.3.2, Figure 2: 4 KB + 60 KB).
 */
static int build_groups(struct gp_uvm_space *s, uint64_t fault_page, int has_fault,
			struct gp_uvm_plan *p)
{
	size_t i = 0, n = s->n_scratch;
	int rc;

	while (i < n) {
		size_t j = i;
		while (j + 1 < n && s->scratch[j + 1] == s->scratch[j] + 1 &&
		       (s->scratch[j + 1] % s->large_pages) != 0)
			j++;
		uint64_t a = s->scratch[i], b = s->scratch[j];
		if (has_fault && fault_page >= a && fault_page <= b) {
			if ((rc = group_push(&p->groups, &p->n_groups, &p->cap_groups, a,
					     fault_page - a + 1, 1)) < 0)
				return rc;
			if (fault_page < b &&
			    (rc = group_push(&p->groups, &p->n_groups, &p->cap_groups,
					     fault_page + 1, b - fault_page, 0)) < 0)
				return rc;
		} else if ((rc = group_push(&p->groups, &p->n_groups, &p->cap_groups, a, b - a + 1,
					    0)) < 0) {
			return rc;
		}
		p->migrate_pages += b - a + 1;
		i = j + 1;
	}
	return 0;
}

/* ==== eviction (LRU over 2 MB regions) ==== */

static int evict_region(struct gp_uvm_space *s, uint64_t r, struct gp_uvm_plan *p)
{
	uint64_t p0 = r * s->large_pages, end = p0 + s->large_pages;
	uint64_t run = 0;
	int rc;

	for (uint64_t q = p0; q <= end; q++) {
		int valid = q < end && (s->flags[q] & PG_VALID);
		if (valid) {
			s->flags[q] = (uint8_t)((s->flags[q] & ~PG_VALID) | PG_EVICTED);
			s->ready[q] = 0;
			run++;
		} else if (run) {
			if ((rc = group_push(&p->evict, &p->n_evict, &p->cap_evict, q - run, run, 0)) <
			    0)
				return rc;
			p->evict_pages += run;
			run = 0;
		}
	}
	for (uint64_t l = p0 / s->leaf_pages; l < end / s->leaf_pages; l++)
		s->leaf_valid[l] = 0;
	s->resident_pages -= s->region_resident[r];
	s->region_resident[r] = 0;
	return 0;
}

/* Make room for need more pages, never evicting region keep. */
static int make_room(struct gp_uvm_space *s, uint64_t need, uint64_t keep, struct gp_uvm_plan *p)
{
	uint64_t nreg = s->n_pages / s->large_pages;
	int rc;

	if (!s->capacity_pages)
		return 0;
	while (s->resident_pages + need > s->capacity_pages) {
		uint64_t best = UINT64_MAX, best_tick = UINT64_MAX;
		for (uint64_t r = 0; r < nreg; r++) {
			if (r != keep && s->region_resident[r] && s->region_tick[r] < best_tick) {
				best_tick = s->region_tick[r];
				best = r;
			}
		}
		if (best == UINT64_MAX)
			break;   /* only the faulting region is resident: it fits (capacity >= 4 MB) */
		if ((rc = evict_region(s, best, p)) < 0)
			return rc;
	}
	return 0;
}

/* ==== committing a plan to the link queue ==== */

/*
 * Queue a plan issued at now_s: fault handling first (when fault), then the
 * groups back to back on the host->device queue (C.1: migrations are
 * serialized); write-backs of evicted pages run on the other direction and the
 * migration waits for the frames they free.
 */
static void commit(struct gp_uvm_space *s, struct gp_uvm_plan *p, double now_s, int fault)
{
	double start = now_s > s->read_free ? now_s : s->read_free;
	double t = start;

	if (fault) {
		t += s->c.fault_latency_s;
		s->st.fault_s += s->c.fault_latency_s;
	}
	if (p->n_evict) {
		double w = start > s->write_free ? start : s->write_free;
		for (int i = 0; i < p->n_evict; i++) {
			double dt = gp_uvm_transfer_s(&s->c, p->evict[i].n_pages * s->c.page_bytes);
			w += dt;
			s->st.evict_s += dt;
		}
		s->write_free = w;
		s->st.evicted_pages += p->evict_pages;
		if (w > t) {
			s->st.evict_wait_s += w - t;
			t = w;
		}
	}
	for (int i = 0; i < p->n_groups; i++) {
		const struct gp_uvm_group *g = &p->groups[i];
		double dt = gp_uvm_transfer_s(&s->c, g->n_pages * s->c.page_bytes);
		t += dt;
		s->st.migrate_s += dt;
		for (uint64_t q = g->first_page; q < g->first_page + g->n_pages; q++) {
			s->flags[q] |= PG_VALID;
			s->ready[q] = t;
			s->leaf_valid[q / s->leaf_pages]++;
			s->region_resident[q / s->large_pages]++;
			s->region_tick[q / s->large_pages] = s->tick;
		}
	}
	s->resident_pages += p->migrate_pages;
	s->st.migrated_pages += p->migrate_pages;
	s->st.transfers += (uint64_t)p->n_groups;
	s->read_free = t;
	s->st.link_free_s = t;
}

/* ==== the space ==== */

struct gp_uvm_space *gp_uvm_space_new(const struct gp_uvm_config *c, struct gp_diag *d)
{
	struct gp_uvm_space *s;
	if (gp_uvm_config_check(c, d) < 0)
		return NULL;
	if (!(s = calloc(1, sizeof(*s)))) {
		gp_error(d, GP_ENOMEM, "out of memory");
		return NULL;
	}
	s->c = *c;
	s->leaf_pages = (uint32_t)(GP_UVM_BLOCK_BYTES / c->page_bytes);
	s->large_pages = (uint32_t)(GP_UVM_LARGE_BYTES / c->page_bytes);
	s->capacity_pages = (uint64_t)(c->capacity_bytes / c->page_bytes);
	s->st.page_bytes = c->page_bytes;
	return s;
}

void gp_uvm_space_free(struct gp_uvm_space *s)
{
	if (!s)
		return;
	free(s->flags);
	free(s->ready);
	free(s->leaf_valid);
	free(s->region_tick);
	free(s->region_resident);
	free(s->region_alloc);
	free(s->allocs);
	free(s->scratch);
	free(s);
}

/* The page arrays follow the space's end exactly (no doubling: they are per page), so the
 * growth starts from no capacity: n elements (at least GP_GROW_MIN). */
#define GROW(ptr, n)                                                               \
	do {                                                                       \
		size_t cap_ = 0;                                                   \
		if (gp_grow((void **)&(ptr), &cap_, (size_t)(n), sizeof(*(ptr))) < 0) \
			goto nomem;                                                \
	} while (0)

int gp_uvm_space_alloc(struct gp_uvm_space *s, double bytes, uint64_t *first_page,
		       uint64_t *n_pages, struct gp_diag *d)
{
	uint64_t lp = s->large_pages, leaf = s->leaf_pages, np, full, rem, first, end;

	if (!(bytes > 0) || !isfinite(bytes)) {
		gp_diag_field(d, "bytes");
		gp_error(d, GP_EINVAL, "managed allocation size must be > 0, got %.17g", bytes);
		gp_diag_hint(d, "sizes are in bytes, e.g. 67108864 or 64M");
		return -GP_EINVAL;
	}
	if (bytes + (double)s->n_pages * s->c.page_bytes > GP_UVM_MAX_BYTES) {
		gp_diag_field(d, "bytes");
		gp_error(d, GP_ELIMIT, "managed memory of %g B in total is above the %g B limit",
			 bytes + (double)s->n_pages * s->c.page_bytes, GP_UVM_MAX_BYTES);
		gp_diag_hint(d, "the model keeps state per 4 KB page; model a smaller footprint");
		return -GP_ELIMIT;
	}
	/* B.3.3: whole 2 MB trees, the remainder rounded up to 2^i x 64 KB */
	np = (uint64_t)ceil(bytes / s->c.page_bytes);
	full = np / lp;
	rem = np - full * lp;
	if (rem) {
		uint64_t r = leaf;
		while (r < rem)
			r *= 2;
		rem = r;
	}
	np = full * lp + rem;
	first = s->n_pages;   /* already 2 MB aligned */
	end = first + (np + lp - 1) / lp * lp;
	if (end > s->cap_pages) {
		uint64_t old = s->cap_pages, cap = end;
		GROW(s->flags, cap);
		GROW(s->ready, cap);
		GROW(s->leaf_valid, cap / leaf);
		GROW(s->region_tick, cap / lp);
		GROW(s->region_resident, cap / lp);
		GROW(s->region_alloc, cap / lp);
		memset(s->flags + old, 0, (cap - old) * sizeof(*s->flags));
		memset(s->ready + old, 0, (cap - old) * sizeof(*s->ready));
		memset(s->leaf_valid + old / leaf, 0, (cap - old) / leaf * sizeof(*s->leaf_valid));
		memset(s->region_tick + old / lp, 0, (cap - old) / lp * sizeof(*s->region_tick));
		memset(s->region_resident + old / lp, 0,
		       (cap - old) / lp * sizeof(*s->region_resident));
		for (uint64_t r = old / lp; r < cap / lp; r++)
			s->region_alloc[r] = -1;
		s->cap_pages = cap;
	}
	if (gp_grow_int((void **)&s->allocs, &s->cap_allocs, s->n_allocs + 1, sizeof(*s->allocs)) < 0)
		goto nomem;
	s->allocs[s->n_allocs].first = first;
	s->allocs[s->n_allocs].n_pages = np;
	for (uint64_t r = first / lp; r < end / lp; r++)
		s->region_alloc[r] = s->n_allocs;
	s->n_allocs++;
	s->n_pages = end;
	*first_page = first;
	*n_pages = np;
	return 0;
nomem:
	return gp_error(d, GP_ENOMEM, "out of memory for %g B of managed pages", bytes);
}

static int page_ok(const struct gp_uvm_space *s, uint64_t page)
{
	if (page >= s->n_pages)
		return 0;
	int32_t a = s->region_alloc[page / s->large_pages];
	return a >= 0 && page - s->allocs[a].first < s->allocs[a].n_pages;
}

int gp_uvm_page_valid(const struct gp_uvm_space *s, uint64_t page)
{
	return page_ok(s, page) && (s->flags[page] & PG_VALID);
}

int gp_uvm_touch(struct gp_uvm_space *s, uint64_t page, double now_s, double *ready_s,
		 struct gp_uvm_plan *plan)
{
	struct gp_uvm_plan local;
	struct gp_uvm_plan *p = plan ? plan : &local;
	uint64_t region;
	int rc;

	if (!page_ok(s, page))
		return -GP_ERANGE;
	region = page / s->large_pages;
	s->st.touches++;
	s->region_tick[region] = ++s->tick;
	if (s->flags[page] & PG_VALID) {
		double r = s->ready[page];
		if (r <= now_s) {
			s->st.hits++;
			*ready_s = now_s;
			return GP_UVM_HIT;
		}
		s->st.pending++;
		*ready_s = r;
		return GP_UVM_PENDING;
	}

	/* a far fault: the prefetcher picks the pages, the planner cuts the transfers */
	if (plan)
		gp_uvm_plan_release(plan);
	gp_uvm_plan_init(&local);
	p->page = page;
	s->n_scratch = 0;
	s->st.faults++;
	if (s->flags[page] & PG_EVICTED)
		s->st.refaults++;
	if ((rc = prefetchers[s->c.prefetcher].choose(s, page)) < 0 ||
	    (rc = build_groups(s, page, 1, p)) < 0 ||
	    (rc = make_room(s, p->migrate_pages, region, p)) < 0)
		goto out;
	s->st.prefetched_pages += p->migrate_pages - 1;
	/* the walk finds the fault (C.1), then the fault is handled on the queue */
	commit(s, p, now_s + s->c.ptw_s, 1);
	*ready_s = s->ready[page];
	rc = GP_UVM_FAULT;
out:
	if (!plan)
		gp_uvm_plan_release(&local);
	return rc;
}

int gp_uvm_prefetch(struct gp_uvm_space *s, uint64_t first_page, uint64_t n_pages, double now_s,
		    double *done_s, struct gp_diag *d)
{
	uint64_t end = first_page + n_pages, q = first_page;
	struct gp_uvm_plan p;
	int rc = 0;

	if (n_pages == 0 || end < first_page || !page_ok(s, first_page) || !page_ok(s, end - 1)) {
		gp_diag_field(d, "cudaMemPrefetchAsync");
		return gp_error(d, GP_ERANGE, "pages %llu..%llu are not one managed range",
				(unsigned long long)first_page, (unsigned long long)end);
	}
	gp_uvm_plan_init(&p);
	/* one planner call per 2 MB region: transfers never cross a large page */
	while (q < end) {
		uint64_t rend = (q / s->large_pages + 1) * s->large_pages;
		if (rend > end)
			rend = end;
		s->n_scratch = 0;
		for (uint64_t x = q; x < rend; x++)
			if (!(s->flags[x] & PG_VALID) && (rc = scratch_push(s, x)) < 0)
				goto out;
		if (s->n_scratch) {
			gp_uvm_plan_release(&p);
			s->tick++;
			if ((rc = build_groups(s, 0, 0, &p)) < 0 ||
			    (rc = make_room(s, p.migrate_pages, q / s->large_pages, &p)) < 0)
				goto out;
			s->st.prefetched_pages += p.migrate_pages;
			commit(s, &p, now_s, 0);
		}
		q = rend;
	}
	*done_s = s->read_free > now_s ? s->read_free : now_s;
out:
	gp_uvm_plan_release(&p);
	if (rc < 0)
		return gp_error(d, GP_ENOMEM, "out of memory planning a prefetch");
	return 0;
}

void gp_uvm_space_stats(const struct gp_uvm_space *s, struct gp_uvm_stats *out)
{
	*out = s->st;
}
