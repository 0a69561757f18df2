/* occcurve.h - occupancy over one launch resource (block size, registers or shared memory),
 * the others held: the curves of NVIDIA's Occupancy Calculator, point by point. */
#ifndef GPUPERF_OCCCURVE_H
#define GPUPERF_OCCCURVE_H

#include "gpuperf/occupancy.h"

enum gp_occ_axis { GP_OCC_AXIS_BLOCK, GP_OCC_AXIS_REGS, GP_OCC_AXIS_SMEM };

/* One point: the varied value, and the calculator's answer (launchable 0: the block does
 * not fit at all, occ.active_blocks_per_sm 0 and occ.limiter the resource that does not). */
struct gp_occ_point {
	long value;                /* threads per block, registers per thread or bytes */
	int launchable;
	struct gp_occupancy occ;
};

struct gp_occ_curve {
	enum gp_occ_axis axis;
	int n;
	struct gp_occ_point *pts;  /* owned; gp_occ_curve_release frees */
};

/*
 * The points of axis on dev with the other two resources of (threads, regs, smem) held and
 * the carve-out preference carveout_pct (GP_OCC_CARVEOUT_DEFAULT: none): block sizes from
 * one warp to max_threads_per_block in warps, registers 1..max_regs_per_thread, shared memory
 * 0..smem_per_block_optin_bytes in steps of smem_alloc_unit_bytes. The value varied on
 * axis is not read. Returns 0, -GP_EINVAL (d filled) for a held value out of range,
 * -GP_ENOMEM.
 */
int gp_occ_curve_make(const struct gp_device *dev, enum gp_occ_axis axis, int threads, int regs,
		      long smem, int carveout_pct, struct gp_occ_curve *c, struct gp_diag *d);
void gp_occ_curve_release(struct gp_occ_curve *c);

/* "block", "regs", "smem" -> 0, or -GP_EINVAL. */
int gp_occ_axis_parse(const char *s, enum gp_occ_axis *out);
const char *gp_occ_axis_name(enum gp_occ_axis a);

#endif
