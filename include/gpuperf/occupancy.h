/* occupancy.h - resident blocks and warps per SM, by the CUDA Occupancy Calculator's rules. */
#ifndef GPUPERF_OCCUPANCY_H
#define GPUPERF_OCCUPANCY_H

#include "gpuperf/device.h"

enum gp_occ_limiter {
	GP_OCC_WARPS,
	GP_OCC_BLOCKS,
	GP_OCC_REGISTERS,
	GP_OCC_SHARED,
};

struct gp_occupancy {
	int active_blocks_per_sm;
	int active_warps_per_sm;
	double occupancy;              /* active warps / max warps, 0..1 */
	enum gp_occ_limiter limiter;
	int blocks_by_limit[4];        /* indexed by gp_occ_limiter */
	int smem_config_bytes;         /* carve-out chosen for shared memory */
};

/*
 * threads_per_block 1..max, regs_per_thread 0..max (0 = unknown: not a limit),
 * smem_bytes = static + dynamic shared memory per block.
 * Returns 0, or -GP_EINVAL with d filled when the block cannot launch
 * (too many threads, registers or shared memory).
 */
int gp_occupancy_calc(const struct gp_device *dev, int threads_per_block, int regs_per_thread,
		      long smem_bytes, struct gp_occupancy *out, struct gp_diag *d);

const char *gp_occ_limiter_name(enum gp_occ_limiter l);

#endif
