/* energy.c - kernel energy from per-operation energies and idle power, or scaled from TDP. */
#include <math.h>
#include <string.h>

#include "gpuperf/energy.h"

int gp_power_has_op_energy(const struct gp_power *pw)
{
	if (pw->pj_per_dram_byte > 0)
		return 1;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (pw->pj_per_warp_ins[u] > 0)
			return 1;
	return 0;
}

static int bad(double v)
{
	return !(v >= 0) || !isfinite(v);
}

int gp_energy_compute(const struct gp_power *pw, const struct gp_energy_work *w,
		      struct gp_energy *out, struct gp_diag *d)
{
	memset(out, 0, sizeof(*out));
	if (!pw->has_power) {
		gp_diag_field(d, "/power");
		gp_error(d, GP_ENOTFOUND, "the device has no power figures");
		gp_diag_hint(d, "add a \"power\" section (tdp_w, idle_w, pj_per_warp_ins, "
				"pj_per_dram_byte; devices/README.md)");
		return -GP_ENOTFOUND;
	}
	if (bad(w->time_s) || bad(w->busy_s) || bad(w->dram_bytes) || bad(w->utilization) ||
	    w->utilization > 1 + 1e-9 || w->busy_s > w->time_s * (1 + 1e-12))
		return gp_error(d, GP_EINVAL, "invalid work for the energy model (time %g s, busy %g s, "
				"%g DRAM bytes, utilization %g)", w->time_s, w->busy_s, w->dram_bytes,
				w->utilization);
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (bad(w->warp_ins[u]))
			return gp_error(d, GP_EINVAL, "invalid warp instruction count %g on %s",
					w->warp_ins[u], gp_unit_name(u));
	out->static_j = pw->idle_w * w->time_s;
	if (gp_power_has_op_energy(pw)) {
		for (int u = 0; u < GP_UNIT_COUNT; u++) {
			out->unit_j[u] = pw->pj_per_warp_ins[u] * 1e-12 * w->warp_ins[u];
			out->dynamic_j += out->unit_j[u];
		}
		out->dram_j = pw->pj_per_dram_byte * 1e-12 * w->dram_bytes;
		out->dynamic_j += out->dram_j;
	} else {
		double u = w->utilization > 1 ? 1 : w->utilization;
		out->tdp_scaled = 1;
		out->dynamic_j = (pw->tdp_w - pw->idle_w) * u * w->busy_s;
	}
	out->total_j = out->static_j + out->dynamic_j;
	out->avg_power_w = w->time_s > 0 ? out->total_j / w->time_s : 0;
	return 0;
}

void gp_energy_work_from_estimate(const struct gp_estimate *e, struct gp_energy_work *w)
{
	memset(w, 0, sizeof(*w));
	w->time_s = e->time_s;
	w->busy_s = e->kernel_s;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		w->warp_ins[u] = e->counts.ins[u] * e->warps_launched;
	/* the traffic that reaches DRAM (the hierarchy model's, cache hits left out), not the
	 * bytes the warps request */
	w->dram_bytes = e->dram_bytes;
	w->utilization = e->throughput_bound_wpc > 0
				 ? e->warp_throughput_wpc / e->throughput_bound_wpc
				 : 0;
	if (w->utilization > 1)
		w->utilization = 1;
}

int gp_energy_kernel(const struct gp_device *dev, const struct gp_estimate *e,
		     struct gp_energy *out, struct gp_diag *d)
{
	struct gp_energy_work w;
	gp_energy_work_from_estimate(e, &w);
	return gp_energy_compute(&dev->power, &w, out, d);
}

double gp_energy_delay_product(double energy_j, double time_s)
{
	return energy_j * time_s;
}
