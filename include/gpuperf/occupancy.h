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

/*
 * The shared-memory carve-out (bytes) the driver configures when a launch gives no
 * preference: the smallest of the device's configurations that holds the shared memory of
 * o's resident blocks (each with its reservation), so shared memory never lowers the
 * occupancy and the rest stays L1 (CUDA C Programming Guide, compute capability 7.x and
 * 8.x, shared memory: "the driver automatically configures the shared memory capacity for
 * each kernel to avoid shared memory occupancy bottlenecks while also allowing concurrent
 * execution with already launched kernels where possible"), and at least the reservations
 * of as many blocks as an SM can hold (max_blocks_per_sm), whatever this launch's blocks.
 * On sm_80/sm_90 (1 KB reserved a block, 32 blocks) that is the 32 KB carve-out, which is
 * why gpu-latency's chase (blocks of 64 threads) sees an A100 L1 of 192 - 32 = 160 KB and an
 * H100 L1 of 256 - 32 = 224 KB (the tables' cliffs), and gpu-cache's blocks of 256 threads
 * (8 resident, whose own reservations would take 8 KB) lose L1 hits past 148-172 kB on the
 * A100 and 204-236 kB on the H100, under the 184 and 248 kB an 8 KB carve-out would leave;
 * a V100 (no reservation) keeps all 128 KB.
 */
long gp_occupancy_driver_carveout_bytes(const struct gp_device *dev, const struct gp_occupancy *o);

/*
 * The L1 data cache (bytes per SM) a launch with occupancy o gets: on devices whose L1 and
 * shared memory share one array (compute capability 7.0 and later; l1_bytes_per_sm is the
 * combined size there) what the driver's carve-out leaves, else l1_bytes_per_sm.
 */
double gp_occupancy_l1_bytes(const struct gp_device *dev, const struct gp_occupancy *o);

const char *gp_occ_limiter_name(enum gp_occ_limiter l);

#endif
