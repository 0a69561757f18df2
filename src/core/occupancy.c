/* occupancy.c - resident blocks per SM by the CUDA Occupancy Calculator's rules (thesis 4.4.1). */
#include <limits.h>

#include "gpuperf/occupancy.h"

/*
 * The rules, as NVIDIA's calculator applies them for cc 5.0-9.0 (all figures
 * come from the device file's "limits", see devices/README.md):
 *
 *  warps     a block takes ceil(threads / warp size) warp slots (rounded to the
 *            warp allocation granularity); blocks = max warps per SM / that.
 *  blocks    the per-SM block limit of the compute capability.
 *  registers each warp gets regs x warp size registers rounded up to the
 *            allocation unit (256). The register file is split into
 *            sub-partitions (4; 2 on GP100) and a warp lives in one, so the
 *            warps that fit are (regs per SM / sub-partitions / regs per warp)
 *            x sub-partitions. A block must also pass the hardware's per-block
 *            check, which assumes its warps are rounded up to a multiple of the
 *            sub-partitions, and the plain per-block register limit.
 *  shared    per block: static + dynamic + the driver's reservation (1 KB from
 *            cc 8.0), rounded up to the allocation unit (256 B, 128 B from cc
 *            8.0); at most the opt-in limit plus the reservation. The SM's
 *            shared-memory size is the carve-out: the preference rounded up to
 *            the next supported configuration, or, when one block needs more,
 *            the smallest configuration that holds it.
 *
 * A limit of 0 means the block cannot launch. Registers or shared memory a
 * kernel does not use impose no limit (INT_MAX in blocks_by_limit).
 */

static long long round_up(long long x, long long unit)
{
	return unit > 1 ? (x + unit - 1) / unit * unit : x;
}

static const char *limiter_names[] = {
	[GP_OCC_WARPS] = "warps", [GP_OCC_BLOCKS] = "blocks",
	[GP_OCC_REGISTERS] = "registers", [GP_OCC_SHARED] = "shared_memory",
};

const char *gp_occ_limiter_name(enum gp_occ_limiter l)
{
	return (unsigned)l < 4 ? limiter_names[l] : "?";
}

/*
 * Blocks per SM allowed by registers with the register file split into
 * sub_partitions; 0 when a block does not fit. *per_block gets the registers
 * allocated to one block.
 */
static long long regs_limit(const struct gp_device *dev, int sub_partitions, long long warps,
			    int regs, long long *per_block)
{
	long long per_warp, assumed, warps_per_sp;

	if (!dev->reg_alloc_per_warp) {
		/* whole-block allocation (pre-Fermi style): one rounded chunk per block */
		*per_block = round_up((long long)regs * dev->warp_size * warps, dev->reg_alloc_unit);
		if (*per_block > dev->max_regs_per_block)
			return 0;
		return dev->regs_per_sm / *per_block;
	}
	per_warp = round_up((long long)regs * dev->warp_size, dev->reg_alloc_unit);
	*per_block = per_warp * warps;
	assumed = per_warp * round_up(warps, sub_partitions);
	if (*per_block > dev->max_regs_per_block || assumed > dev->max_regs_per_block)
		return 0;
	warps_per_sp = (dev->regs_per_sm / sub_partitions) / per_warp;
	return warps_per_sp * sub_partitions / warps;
}

/* Smallest carve-out (bytes) holding bytes, or -1 when none does. */
static long long carveout_round_up(const struct gp_device *dev, long long bytes)
{
	for (int i = 0; i < dev->n_carveout; i++)
		if ((long long)dev->carveout_kib[i] * 1024 >= bytes)
			return (long long)dev->carveout_kib[i] * 1024;
	return -1;
}

/* Blocks per SM allowed by shared memory; 0 when a block does not fit. */
static long long smem_limit(const struct gp_device *dev, long smem, int carveout_pct,
			    long long *per_block, long long *config)
{
	long long alloc, pref;

	*config = dev->smem_per_sm_bytes;
	if (smem > dev->smem_per_block_optin_bytes) {
		*per_block = smem;   /* not rounded: it cannot be allocated anyway */
		return 0;
	}
	alloc = round_up(smem + (long long)dev->smem_reserved_per_block_bytes,
			 dev->smem_alloc_unit_bytes);
	*per_block = alloc;
	if (alloc > (long long)dev->smem_per_block_optin_bytes + dev->smem_reserved_per_block_bytes)
		return 0;

	/* carve-out: the preference (default: all of it), rounded up to a configuration */
	pref = carveout_pct < 0 ? dev->smem_per_sm_bytes
				: (long long)carveout_pct * dev->smem_per_sm_bytes / 100;
	pref = carveout_round_up(dev, pref);
	if (pref < 0)
		pref = dev->smem_per_sm_bytes;
	if (pref >= alloc) {
		*config = pref;
	} else {
		/* the block needs more than preferred: the smallest configuration that holds it */
		*config = carveout_round_up(dev, alloc);
		if (*config < 0) {
			*config = dev->smem_per_sm_bytes;
			return 0;
		}
	}
	return alloc > 0 ? *config / alloc : INT_MAX;
}

static int fail_launch(const struct gp_device *dev, int threads, int regs, long smem,
		       const struct gp_occupancy *out, struct gp_diag *d)
{
	if (!d)
		return -GP_EINVAL;   /* callers sweeping configurations skip the formatting */
	switch (out->limiter) {
	case GP_OCC_WARPS:
		gp_diag_field(d, "launch.block");
		gp_error(d, GP_EINVAL, "%d threads per block is outside 1..%d on %s", threads,
			 dev->max_threads_per_block, dev->name);
		gp_diag_hint(d, "use at most %d threads per block", dev->max_threads_per_block);
		break;
	case GP_OCC_REGISTERS:
		gp_diag_field(d, "launch.regs");
		if (regs > dev->max_regs_per_thread) {
			gp_error(d, GP_EINVAL, "%d registers per thread is outside 0..%d on %s", regs,
				 dev->max_regs_per_thread, dev->name);
			gp_diag_hint(d, "ptxas -v reports the registers a kernel uses; "
				     "-maxrregcount caps them");
		} else {
			/* the hardware's check rounds the warps up to the sub-partitions (4 for
			 * the cc 6.x compatibility rule on GP100) */
			long long warps = ((long long)threads + dev->warp_size - 1) / dev->warp_size;
			int sp = dev->cc_major == 6 && dev->cc_minor == 0 ? 4 : dev->sub_partitions;
			long long per_warp = round_up((long long)regs * dev->warp_size,
						      dev->reg_alloc_unit);
			long long need = per_warp * round_up(warps, sp);
			if (need < out->regs_per_block || !dev->reg_alloc_per_warp)
				need = out->regs_per_block;
			gp_error(d, GP_EINVAL, "%d registers x %d threads needs %lld registers per "
				 "block%s, more than the %d allowed on %s", regs, threads,
				 need, need > out->regs_per_block ?
				 " (warps counted in multiples of the register-file sub-partitions)" : "",
				 dev->max_regs_per_block, dev->name);
			gp_diag_hint(d, "use fewer threads per block or fewer registers "
				     "(-maxrregcount, __launch_bounds__)");
		}
		break;
	default:
		gp_diag_field(d, "launch.smem");
		if (smem > dev->smem_per_block_optin_bytes)
			gp_error(d, GP_EINVAL, "%ld bytes of shared memory per block is outside 0..%d "
				 "on %s", smem, dev->smem_per_block_optin_bytes, dev->name);
		else
			gp_error(d, GP_EINVAL, "%ld bytes of shared memory per block take %d bytes "
				 "with the %d-byte reservation, more than %s allows", smem,
				 out->smem_per_block_bytes, dev->smem_reserved_per_block_bytes,
				 dev->name);
		gp_diag_hint(d, "use less shared memory per block (the opt-in maximum is %d bytes)",
			     dev->smem_per_block_optin_bytes);
		break;
	}
	return -GP_EINVAL;
}

int gp_occupancy_calc_carveout(const struct gp_device *dev, int threads, int regs, long smem,
			       int carveout_pct, struct gp_occupancy *out, struct gp_diag *d)
{
	long long warps, alloc_warps, by[4], regs_block = 0, smem_block = 0, config;
	int best;

	if (threads < 1) {
		gp_diag_field(d, "launch.block");
		gp_error(d, GP_EINVAL, "block size must be at least 1 thread, got %d", threads);
		gp_diag_hint(d, "pass the threads per block of the launch (blockDim.x*y*z)");
		return -GP_EINVAL;
	}
	if (regs < 0) {
		gp_diag_field(d, "launch.regs");
		gp_error(d, GP_EINVAL, "registers per thread must be >= 0, got %d", regs);
		gp_diag_hint(d, "0 means unknown (registers then impose no limit)");
		return -GP_EINVAL;
	}
	if (smem < 0) {
		gp_diag_field(d, "launch.smem");
		gp_error(d, GP_EINVAL, "shared memory per block must be >= 0 bytes, got %ld", smem);
		gp_diag_hint(d, "pass static plus dynamic shared memory per block in bytes");
		return -GP_EINVAL;
	}
	if (carveout_pct < GP_OCC_CARVEOUT_DEFAULT || carveout_pct > 100) {
		gp_diag_field(d, "launch.carveout");
		gp_error(d, GP_EINVAL, "shared-memory carve-out must be 0..100 percent, got %d",
			 carveout_pct);
		gp_diag_hint(d, "omit it for the driver default");
		return -GP_EINVAL;
	}

	warps = ((long long)threads + dev->warp_size - 1) / dev->warp_size;
	alloc_warps = round_up(warps, dev->warp_alloc_granularity);

	by[GP_OCC_WARPS] = threads > dev->max_threads_per_block ? 0
							       : dev->max_warps_per_sm / alloc_warps;
	by[GP_OCC_BLOCKS] = dev->max_blocks_per_sm;

	if (regs > dev->max_regs_per_thread) {
		by[GP_OCC_REGISTERS] = 0;
	} else if (regs == 0) {
		by[GP_OCC_REGISTERS] = INT_MAX;
	} else {
		by[GP_OCC_REGISTERS] = regs_limit(dev, dev->sub_partitions, alloc_warps, regs,
						  &regs_block);
		/*
		 * GP100 (cc 6.0) has 2 sub-partitions, its cc 6.x siblings 4; the
		 * calculator refuses a block on GP100 that could not run on those
		 * (cuda_occupancy.h's forward-compatibility rule).
		 */
		if (by[GP_OCC_REGISTERS] > 0 && dev->cc_major == 6 && dev->cc_minor == 0) {
			long long unused;
			if (regs_limit(dev, 4, alloc_warps, regs, &unused) == 0)
				by[GP_OCC_REGISTERS] = 0;
		}
	}

	by[GP_OCC_SHARED] = smem_limit(dev, smem, carveout_pct, &smem_block, &config);

	/* the tightest limit wins; ties go to the first of warps, blocks, registers, shared */
	best = GP_OCC_WARPS;
	for (int i = 1; i < 4; i++)
		if (by[i] < by[best])
			best = i;
	for (int i = 0; i < 4; i++)
		out->blocks_by_limit[i] = by[i] > INT_MAX ? INT_MAX : (int)by[i];
	out->limiter = best;
	out->active_blocks_per_sm = (int)by[best];
	out->active_warps_per_sm = (int)(by[best] * warps);
	out->occupancy = (double)out->active_warps_per_sm / dev->max_warps_per_sm;
	out->smem_config_bytes = (int)config;
	out->regs_per_block = regs_block > INT_MAX ? INT_MAX : (int)regs_block;
	out->smem_per_block_bytes = smem_block > INT_MAX ? INT_MAX : (int)smem_block;
	if (out->active_blocks_per_sm == 0)
		return fail_launch(dev, threads, regs, smem, out, d);
	return 0;
}

long gp_occupancy_driver_carveout_bytes(const struct gp_device *dev, const struct gp_occupancy *o)
{
	long long need = (long long)o->active_blocks_per_sm * o->smem_per_block_bytes;
	long long full = (long long)dev->max_blocks_per_sm * dev->smem_reserved_per_block_bytes;
	long long config = carveout_round_up(dev, need > full ? need : full);
	if (dev->n_carveout == 0)
		return (long)need;
	return (long)(config >= 0 ? config : dev->smem_per_sm_bytes);
}

double gp_occupancy_l1_bytes(const struct gp_device *dev, const struct gp_occupancy *o)
{
	double l1;
	if (dev->cc_major < 7)
		return dev->l1_bytes_per_sm;
	l1 = dev->l1_bytes_per_sm - (double)gp_occupancy_driver_carveout_bytes(dev, o);
	return l1 > 0 ? l1 : 0;
}

int gp_occupancy_calc(const struct gp_device *dev, int threads, int regs, long smem,
		      struct gp_occupancy *out, struct gp_diag *d)
{
	return gp_occupancy_calc_carveout(dev, threads, regs, smem, GP_OCC_CARVEOUT_DEFAULT, out,
					  d);
}
