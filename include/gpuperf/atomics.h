/* atomics.h - what same-address atomics cost a launch: the serialisation of global ATOM/RED
 * at the L2's atomic units, from the emulator's contention figures in the memory profile
 * (memprofile.h, atomic_addrs_per_request and atomic_hot_share). Shared-memory atomics
 * (ATOMS) are priced on the shared pipe by gp_memrec_smem_passes, the bank-way rule. */
#ifndef GPUPERF_ATOMICS_H
#define GPUPERF_ATOMICS_H

#include "gpuperf/device.h"
#include "gpuperf/memprofile.h"

/*
 * Updates of one global address an L2 atomic unit completes a clock: "Atomic operation
 * throughput to a common global memory address is improved by 9x to one operation per
 * clock" (NVIDIA, "Kepler GK110" architecture whitepaper v1.0, 2012, its atomic
 * operations; docs/REFERENCES.md). Assumptions, not measured here: the same rate on every later part (no
 * NVIDIA document gives another), at the SM clock (the whitepaper names no clock domain),
 * and one such unit per L2 slice, each taking one pass of a request's updates a clock
 * (gp_memrec_atomic_passes).
 */
#define GP_ATOMICS_ADDR_OPS_PER_CLK 1.0

/* A launch's atomics, whole-launch figures (0 where the profile records no contention). */
struct gp_atomics {
	double smem_requests;       /* shared atomic warp requests */
	double smem_passes;         /* their passes through the shared pipe (gp_memrec_atomic_passes) */
	double global_requests;     /* global ATOM/RED warp requests */
	double global_updates;      /* their lane updates */
	double global_passes;       /* their passes through the L2's atomic units */
	double hot_updates;         /* updates of the hottest address: the largest of each
				     * instruction's atomic_hot_share x its updates */
	double hot_share;           /* that instruction's atomic_hot_share */
	double l2_slices;           /* atomic units: memory channels x L2 slices a channel */
	double l2_cycles;           /* SM cycles the L2's atomic units need: the larger of
				     * hot_updates and global_passes / l2_slices, over
				     * GP_ATOMICS_ADDR_OPS_PER_CLK */
};

/*
 * Sum profile m's atomic records over a launch of warps warps (m's counts are per warp) on
 * dev into o (zeroed first). The L2 bound: the hottest address's updates serialise at
 * GP_ATOMICS_ADDR_OPS_PER_CLK, and all the passes spread over the slices at that rate each.
 * Records without contention figures add their requests but no passes. No allocation; m
 * NULL leaves o zero.
 */
void gp_atomics_eval(const struct gp_device *dev, const struct gp_memprofile *m, double warps,
		     struct gp_atomics *o);

/* Mean passes a request, shared and global (0 without such requests). */
double gp_atomics_smem_passes_per_request(const struct gp_atomics *a);
double gp_atomics_global_passes_per_request(const struct gp_atomics *a);

#endif
