/* occupancy.c - resident blocks per SM by the CUDA Occupancy Calculator's rules (thesis 4.4.1). */
#include <limits.h>

#include "gpuperf/occupancy.h"

static long round_up(long x, long unit)
{
	return unit > 0 ? (x + unit - 1) / unit * unit : x;
}

static const char *limiter_names[] = {
	[GP_OCC_WARPS] = "warps", [GP_OCC_BLOCKS] = "blocks",
	[GP_OCC_REGISTERS] = "registers", [GP_OCC_SHARED] = "shared_memory",
};

const char *gp_occ_limiter_name(enum gp_occ_limiter l)
{
	return (unsigned)l < 4 ? limiter_names[l] : "?";
}

int gp_occupancy_calc(const struct gp_device *dev, int threads, int regs, long smem_bytes,
		      struct gp_occupancy *out, struct gp_diag *d)
{
	long warps_per_block, regs_per_warp, smem_per_block, by[4];
	int best;

	if (threads < 1 || threads > dev->max_threads_per_block) {
		gp_diag_field(d, "--block");
		gp_error(d, GP_EINVAL, "%d threads per block is outside 1..%d on %s", threads,
			 dev->max_threads_per_block, dev->name);
		gp_diag_hint(d, "use at most %d threads per block", dev->max_threads_per_block);
		return -GP_EINVAL;
	}
	if (regs < 0 || regs > dev->max_regs_per_thread) {
		gp_diag_field(d, "--regs");
		gp_error(d, GP_EINVAL, "%d registers per thread is outside 0..%d on %s", regs,
			 dev->max_regs_per_thread, dev->name);
		gp_diag_hint(d, "ptxas -v reports the registers a kernel uses");
		return -GP_EINVAL;
	}
	if (smem_bytes < 0 || smem_bytes > dev->smem_per_block_optin_bytes) {
		gp_diag_field(d, "--smem");
		gp_error(d, GP_EINVAL, "%ld bytes of shared memory per block is outside 0..%d on %s",
			 smem_bytes, dev->smem_per_block_optin_bytes, dev->name);
		gp_diag_hint(d, "blocks can use at most %d bytes (opt-in)", dev->smem_per_block_optin_bytes);
		return -GP_EINVAL;
	}

	warps_per_block = round_up((threads + dev->warp_size - 1) / dev->warp_size,
				   dev->warp_alloc_granularity);
	by[GP_OCC_WARPS] = dev->max_warps_per_sm / warps_per_block;
	by[GP_OCC_BLOCKS] = dev->max_blocks_per_sm;

	/* registers: per-warp allocation rounded to the unit, split over sub-partitions */
	if (regs > 0) {
		long per_block, assumed;
		regs_per_warp = round_up((long)regs * dev->warp_size, dev->reg_alloc_unit);
		per_block = regs_per_warp * warps_per_block;
		assumed = regs_per_warp * round_up(warps_per_block, dev->sub_partitions);
		if (!dev->reg_alloc_per_warp)
			per_block = assumed = round_up((long)regs * dev->warp_size * warps_per_block,
						       dev->reg_alloc_unit);
		if (per_block > dev->max_regs_per_block || assumed > dev->max_regs_per_block) {
			gp_diag_field(d, "--regs");
			gp_error(d, GP_EINVAL, "%d registers x %d threads needs %ld registers per block, "
				 "more than the %d allowed on %s", regs, threads, assumed,
				 dev->max_regs_per_block, dev->name);
			gp_diag_hint(d, "use fewer threads per block or limit registers (-maxrregcount)");
			return -GP_EINVAL;
		}
		if (dev->reg_alloc_per_warp) {
			long warps_per_sp = (dev->regs_per_sm / dev->sub_partitions) / regs_per_warp;
			by[GP_OCC_REGISTERS] = warps_per_sp * dev->sub_partitions / warps_per_block;
		} else {
			by[GP_OCC_REGISTERS] = dev->regs_per_sm / per_block;
		}
	} else {
		by[GP_OCC_REGISTERS] = LONG_MAX;
	}

	/* shared memory: per-block allocation rounded, plus the per-block reservation */
	smem_per_block = round_up(smem_bytes + dev->smem_reserved_per_block_bytes,
				  dev->smem_alloc_unit_bytes);
	out->smem_config_bytes = dev->smem_per_sm_bytes;
	by[GP_OCC_SHARED] = smem_bytes > 0 ? dev->smem_per_sm_bytes / smem_per_block : LONG_MAX;

	/* the tightest limit wins; ties go to the earlier of warps, blocks, registers, shared */
	best = GP_OCC_WARPS;
	for (int i = 1; i < 4; i++)
		if (by[i] < by[best])
			best = i;
	for (int i = 0; i < 4; i++)
		out->blocks_by_limit[i] = by[i] > INT_MAX ? INT_MAX : (int)by[i];
	out->limiter = best;
	out->active_blocks_per_sm = (int)by[best];
	if (out->active_blocks_per_sm <= 0) {
		gp_error(d, GP_EINVAL, "a block of %d threads (%d registers, %ld bytes shared) cannot "
			 "be resident on %s (limited by %s)", threads, regs, smem_bytes, dev->name,
			 gp_occ_limiter_name(best));
		gp_diag_hint(d, "reduce the block size, registers or shared memory");
		return -GP_EINVAL;
	}
	out->active_warps_per_sm = out->active_blocks_per_sm * (int)((threads + dev->warp_size - 1) /
								     dev->warp_size);
	out->occupancy = (double)out->active_warps_per_sm / dev->max_warps_per_sm;
	return 0;
}
