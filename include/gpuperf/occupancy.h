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
	int blocks_by_limit[4];        /* indexed by gp_occ_limiter; INT_MAX: resource unused */
	int smem_config_bytes;         /* carve-out chosen for shared memory */
	int regs_per_block;            /* registers allocated to one block */
	int smem_per_block_bytes;      /* shared memory allocated to one block (with reservation) */
};

/* No carve-out preference (the driver default): the calculator assumes the largest. */
#define GP_OCC_CARVEOUT_DEFAULT (-1)

/*
 * threads_per_block 1..max, regs_per_thread 0..max (0 = unknown: not a limit),
 * smem_bytes = static + dynamic shared memory per block; a block needing more
 * than smem_per_block_bytes is assumed to opt in (cudaFuncSetAttribute) up to
 * smem_per_block_optin_bytes.
 *
 * The limiter is the smallest of the four per-SM block limits; when several
 * are equal the first of warps, blocks, registers, shared memory is reported
 * (the architectural limits first: relaxing registers or shared memory would
 * not raise occupancy then).
 *
 * Returns 0, or -GP_EINVAL with d filled: for arguments out of range
 * (threads < 1, negative registers or shared memory), and when the block
 * cannot launch at all (too many threads, registers or shared memory). In the
 * latter case out is filled too, with active_blocks_per_sm 0 and limiter
 * naming the resource that does not fit.
 */
int gp_occupancy_calc(const struct gp_device *dev, int threads_per_block, int regs_per_thread,
		      long smem_bytes, struct gp_occupancy *out, struct gp_diag *d);

/*
 * Same, with a shared-memory carve-out preference in percent of the SM's
 * maximum (0..100, as cudaFuncAttributePreferredSharedMemoryCarveout), or
 * GP_OCC_CARVEOUT_DEFAULT. The preference is rounded up to the device's next
 * carve-out; when one block needs more, the smallest carve-out that fits it is
 * used instead (devices without configurable carve-outs ignore it).
 */
int gp_occupancy_calc_carveout(const struct gp_device *dev, int threads_per_block,
			       int regs_per_thread, long smem_bytes, int carveout_pct,
			       struct gp_occupancy *out, struct gp_diag *d);

const char *gp_occ_limiter_name(enum gp_occ_limiter l);

#endif
