/* occcurve.c - occupancy curves: the calculator (occupancy.c) at every point of one axis. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/occcurve.h"

static const char *const axis_names[] = { "block", "regs", "smem" };

int gp_occ_axis_parse(const char *s, enum gp_occ_axis *out)
{
	for (int i = 0; i < 3; i++)
		if (strcmp(s, axis_names[i]) == 0) {
			*out = (enum gp_occ_axis)i;
			return 0;
		}
	return -GP_EINVAL;
}

const char *gp_occ_axis_name(enum gp_occ_axis a)
{
	return (unsigned)a < 3 ? axis_names[a] : "?";
}

int gp_occ_curve_make(const struct gp_device *dev, enum gp_occ_axis axis, int threads, int regs,
		      long smem, int carveout_pct, struct gp_occ_curve *c, struct gp_diag *d)
{
	long first, last, step;
	memset(c, 0, sizeof(*c));
	c->axis = axis;
	/* the held values, checked once (the calculator's own checks, every point alike) */
	if ((axis != GP_OCC_AXIS_BLOCK && threads < 1) || (axis != GP_OCC_AXIS_REGS && regs < 0) ||
	    (axis != GP_OCC_AXIS_SMEM && smem < 0) ||
	    (carveout_pct != GP_OCC_CARVEOUT_DEFAULT && (carveout_pct < 0 || carveout_pct > 100)))
		return gp_error(d, GP_EINVAL, "the held block (%d threads), registers (%d) or shared "
				"memory (%ld bytes) is out of range", threads, regs, smem);
	switch (axis) {
	case GP_OCC_AXIS_BLOCK:
		first = step = dev->warp_size;
		last = dev->max_threads_per_block;
		break;
	case GP_OCC_AXIS_REGS:
		first = step = 1;
		last = dev->max_regs_per_thread;
		break;
	default:
		first = 0;
		step = dev->smem_alloc_unit_bytes > 0 ? dev->smem_alloc_unit_bytes : 256;
		last = dev->smem_per_block_optin_bytes > dev->smem_per_block_bytes
			? dev->smem_per_block_optin_bytes : dev->smem_per_block_bytes;
		break;
	}
	if (!(c->pts = calloc((size_t)((last - first) / step + 2), sizeof(*c->pts))))
		return gp_error(d, GP_ENOMEM, "out of memory");
	for (long v = first; v <= last; v += step) {
		struct gp_occ_point *p = &c->pts[c->n++];
		struct gp_diag why;
		int t = axis == GP_OCC_AXIS_BLOCK ? (int)v : threads;
		int r = axis == GP_OCC_AXIS_REGS ? (int)v : regs;
		long s = axis == GP_OCC_AXIS_SMEM ? v : smem;
		/* a block that does not fit is a point of the curve (0 blocks), not an error */
		p->value = v;
		p->launchable = gp_occupancy_calc_carveout(dev, t, r, s, carveout_pct, &p->occ,
							   &why) == 0;
	}
	return 0;
}

void gp_occ_curve_release(struct gp_occ_curve *c)
{
	free(c->pts);
	c->pts = NULL;
	c->n = 0;
}
