/* gmmu.h - the GPU memory-management unit a cycle-level simulator puts in its memory path:
 * per-SM TLBs, page-table walks, replayable far faults over the migration planner (seed 001
 * B.1/B.2, C.1, C.2). */
#ifndef GPUPERF_GMMU_H
#define GPUPERF_GMMU_H

#include <stdint.h>
#include "gpuperf/uvm.h"

struct gp_gmmu_config {
	int sms;
	int tlb_entries;          /* per SM, fully associative, LRU (UVMSmart: 1-cycle lookup) */
	int fault_mshrs;          /* far faults outstanding at once; 0 = unlimited */
	double clock_hz;          /* SM clock: cycles <-> seconds for the planner */
	uint64_t ptw_cycles;      /* page-table walk after a TLB miss (C.1: 100) */
};

#define GP_GMMU_TLB_DEFAULT 64
#define GP_GMMU_MAX_MAPS 64

struct gp_gmmu;

/* Defaults from a device: its SMs, clock and walk cycles, 64 TLB entries, no MSHR cap. */
void gp_gmmu_config_init(struct gp_gmmu_config *g, const struct gp_device *dev);

/* A GMMU over a new managed space with uc's prefetcher and figures. Caller frees. */
struct gp_gmmu *gp_gmmu_new(const struct gp_uvm_config *uc, const struct gp_gmmu_config *gc,
			    struct gp_diag *d);
void gp_gmmu_free(struct gp_gmmu *g);

/* cudaMallocManaged of bytes at the simulator's byte address base (ranges must not overlap). */
int gp_gmmu_map(struct gp_gmmu *g, uint64_t base, double bytes, struct gp_diag *d);

/*
 * A memory request of SM sm for byte address addr issued at cycle: returns in
 * *ready_cycle when it may proceed to the caches (cycle itself for addresses
 * outside every managed range). TLB hit on a resident page: +1 cycle. Miss:
 * + walk; a page in flight waits for its arrival; an absent page is a far
 * fault (replayable: only this request waits, the SM keeps issuing). Returns
 * enum gp_uvm_access for managed addresses, 3 for unmanaged ones, or negative.
 */
#define GP_GMMU_UNMANAGED 3
int gp_gmmu_access(struct gp_gmmu *g, int sm, uint64_t addr, uint64_t cycle,
		   uint64_t *ready_cycle);

/*
 * Skip-ahead (C.2): the cycle the next migration lands after cycle, or UINT64_MAX.
 * When every warp waits on a fault the simulator can jump there directly.
 */
uint64_t gp_gmmu_next_arrival(const struct gp_gmmu *g, uint64_t cycle);

struct gp_gmmu_stats {
	struct gp_uvm_stats uvm;
	uint64_t accesses, tlb_hits, tlb_misses, walks, mshr_waits;
};
void gp_gmmu_stats(const struct gp_gmmu *g, struct gp_gmmu_stats *out);

#endif
