/* atomics.c - same-address serialisation of global atomics at the L2 (atomics.h). */
#include <string.h>

#include "gpuperf/atomics.h"

void gp_atomics_eval(const struct gp_device *dev, const struct gp_memprofile *m, double warps,
		     struct gp_atomics *o)
{
	memset(o, 0, sizeof(*o));
	if (!m)
		return;
	for (int i = 0; i < m->n; i++) {
		const struct gp_memrec *r = &m->recs[i];
		double passes, updates, hot;
		if (!r->is_atomic || !(r->requests > 0))
			continue;
		passes = gp_memrec_atomic_passes(r) * r->requests * warps;
		if (r->space == GP_MSPACE_SHARED) {
			o->smem_requests += r->requests * warps;
			o->smem_passes += passes;
			continue;
		}
		if (r->space != GP_MSPACE_GLOBAL)
			continue;
		updates = r->width_bytes > 0 ? r->bytes / r->width_bytes * warps : 0;
		o->global_requests += r->requests * warps;
		o->global_updates += updates;
		o->global_passes += passes;
		/* the hottest address of each instruction; two instructions' hottest ones are
		 * taken to be different addresses (the profile keys them apart) */
		hot = r->atomic_hot_share * updates;
		if (hot > o->hot_updates) {
			o->hot_updates = hot;
			o->hot_share = r->atomic_hot_share;
		}
	}
	o->l2_slices = (double)dev->dram_channels *
		       (dev->l2_slices_per_channel > 0 ? dev->l2_slices_per_channel : 1);
	if (o->l2_slices < 1)
		o->l2_slices = 1;
	o->l2_cycles = o->hot_updates > o->global_passes / o->l2_slices
		? o->hot_updates / GP_ATOMICS_ADDR_OPS_PER_CLK
		: o->global_passes / o->l2_slices / GP_ATOMICS_ADDR_OPS_PER_CLK;
}

double gp_atomics_smem_passes_per_request(const struct gp_atomics *a)
{
	return a->smem_requests > 0 ? a->smem_passes / a->smem_requests : 0;
}

double gp_atomics_global_passes_per_request(const struct gp_atomics *a)
{
	return a->global_requests > 0 ? a->global_passes / a->global_requests : 0;
}
