/* uvm.h - Unified Memory (cudaMallocManaged): far faults, hardware prefetchers, migrations
 * and eviction, the migration planner of uvm.c (UVMSmart, seed 001). The analytical
 * fault-cost model over it: uvm_model.h. */
#ifndef GPUPERF_UVM_H
#define GPUPERF_UVM_H

#include <stdint.h>
#include "gpuperf/device.h"
#include "gpuperf/diag.h"

/* Prefetchers of UVMSmart B.3. */
enum gp_uvm_prefetcher {
	GP_UVM_PF_NONE,      /* demand paging: only the faulting page */
	GP_UVM_PF_RANDOM,    /* B.3.1: plus one random page of the same 2 MB region */
	GP_UVM_PF_SEQLOCAL,  /* B.3.2: the faulting page's 64 KB basic block */
	GP_UVM_PF_TBNP,      /* B.3.3: tree-based neighbourhood, 2 MB trees of 64 KB leaves */
	GP_UVM_PF_COUNT
};

/* Logical granules of B.3.2/B.3.3 and of LRU eviction. */
#define GP_UVM_BLOCK_BYTES (64.0 * 1024)
#define GP_UVM_LARGE_BYTES (2.0 * 1024 * 1024)
/* Table 1 of seed 001 was measured on PCIe 3.0 x16 (Listing 1: 16 GB/s, 8 GT/s x16). */
#define GP_UVM_REF_LINK_GBPS 15.8
/* Largest managed footprint the model accepts (1 TiB of pages). */
#define GP_UVM_MAX_BYTES 1099511627776.0

/* What the migration planner and its timing need, taken from a device. */
struct gp_uvm_config {
	double page_bytes;        /* 4096; a power of two dividing 64 KB */
	double fault_latency_s;   /* far-fault handling, 45 us (20-50 us reported) */
	double ptw_s;             /* page-table walk: ptw_cycles / SM clock */
	double capacity_bytes;    /* device memory for managed pages; 0 = unlimited */
	double bw_scale;          /* Table 1 figures are scaled by link bw / GP_UVM_REF_LINK_GBPS */
	int n_bw;                 /* transfer size -> bandwidth (Table 1), ascending */
	double bw_size_bytes[GP_UVM_BW_POINTS];
	double bw_gbps[GP_UVM_BW_POINTS];
	enum gp_uvm_prefetcher prefetcher;
	uint64_t seed;            /* random prefetcher's choices */
};

/*
 * Fill c from dev (its .uvm and .link; capacity = device memory). Errors
 * (-GP_EINVAL, field named): page size not a power of two dividing 64 KB,
 * latency < 0, an empty or non-ascending bandwidth table, a bandwidth <= 0,
 * a link without bandwidth.
 */
int gp_uvm_config_init(struct gp_uvm_config *c, const struct gp_device *dev,
		       enum gp_uvm_prefetcher pf, struct gp_diag *d);
/* Re-check a config after the caller changed it (capacity, table). */
int gp_uvm_config_check(const struct gp_uvm_config *c, struct gp_diag *d);

/*
 * Migration bandwidth for one transfer of bytes, GB/s: Table 1 interpolated
 * linearly in log2(size); outside the table the end figure is carried by the
 * shape of UVMSmart's fit bw(KB) = (2a/pi) atan(b KB) (b = 0.07292); times
 * bw_scale.
 */
double gp_uvm_bw_gbps(const struct gp_uvm_config *c, double bytes);
/* bytes / bandwidth, seconds. */
double gp_uvm_transfer_s(const struct gp_uvm_config *c, double bytes);

int gp_uvm_prefetcher_parse(const char *s, enum gp_uvm_prefetcher *out, struct gp_diag *d);
const char *gp_uvm_prefetcher_name(enum gp_uvm_prefetcher pf);

/* ---- the migration planner: one managed address space ---- */

/* A contiguous run of pages moved in one PCIe transfer (or written back). */
struct gp_uvm_group {
	uint64_t first_page;
	uint32_t n_pages;
	uint8_t is_fault;         /* fault group: ends with the faulting page */
};

/* What one far fault schedules: transfer groups in queue order, and evictions. */
struct gp_uvm_plan {
	uint64_t page;            /* the faulting page */
	int n_groups, cap_groups;
	struct gp_uvm_group *groups;
	int n_evict, cap_evict;
	struct gp_uvm_group *evict; /* written back to the host before the migration */
	uint64_t migrate_pages, evict_pages;
};
void gp_uvm_plan_init(struct gp_uvm_plan *p);
void gp_uvm_plan_release(struct gp_uvm_plan *p);

struct gp_uvm_space;

/* A new empty space (caller frees with gp_uvm_space_free); NULL with d filled. */
struct gp_uvm_space *gp_uvm_space_new(const struct gp_uvm_config *c, struct gp_diag *d);
void gp_uvm_space_free(struct gp_uvm_space *s);

/*
 * cudaMallocManaged(bytes): the allocation starts on a 2 MB boundary and is
 * rounded up as TBNp does (whole 2 MB trees, the rest to 2^i x 64 KB). Fills
 * the first page and the page count. -GP_EINVAL for bytes <= 0, -GP_ELIMIT
 * past GP_UVM_MAX_BYTES in total.
 */
int gp_uvm_space_alloc(struct gp_uvm_space *s, double bytes, uint64_t *first_page,
		       uint64_t *n_pages, struct gp_diag *d);

enum gp_uvm_access { GP_UVM_HIT, GP_UVM_PENDING, GP_UVM_FAULT };

/*
 * An access to page at time now_s. Returns GP_UVM_HIT (resident), GP_UVM_PENDING
 * (its migration is queued: the access waits, no new fault - faults to a page in
 * flight coalesce) or GP_UVM_FAULT (a far fault: the planner chose the pages,
 * evictions were made, the transfers were queued on the serialized link).
 * *ready_s is when the data is usable (>= now_s). plan, when not NULL, receives
 * what a fault scheduled. -GP_ERANGE for a page outside every allocation.
 */
int gp_uvm_touch(struct gp_uvm_space *s, uint64_t page, double now_s, double *ready_s,
		 struct gp_uvm_plan *plan);

/*
 * cudaMemPrefetchAsync(first_page, n_pages) issued at now_s: the absent pages
 * migrate in transfers cut at 2 MB boundaries, with no fault handling cost.
 * *done_s is when the last one lands.
 */
int gp_uvm_prefetch(struct gp_uvm_space *s, uint64_t first_page, uint64_t n_pages, double now_s,
		    double *done_s, struct gp_diag *d);

/* 1 when page is valid (resident or in flight). */
int gp_uvm_page_valid(const struct gp_uvm_space *s, uint64_t page);

struct gp_uvm_stats {
	uint64_t touches, hits, pending, faults;
	uint64_t refaults;          /* faults on pages evicted before: thrashing */
	uint64_t migrated_pages;    /* all pages moved to the device */
	uint64_t prefetched_pages;  /* of which by a prefetcher or cudaMemPrefetchAsync */
	uint64_t evicted_pages;
	uint64_t transfers;         /* transfer groups */
	double fault_s;             /* fault handling time on the link queue */
	double migrate_s;           /* host->device transfer time */
	double evict_s;             /* write-back time (device->host lane) */
	double evict_wait_s;        /* host->device queue idle, waiting for write-backs */
	double link_free_s;         /* when the host->device queue drains */
	double page_bytes;
};
void gp_uvm_space_stats(const struct gp_uvm_space *s, struct gp_uvm_stats *out);

#endif
