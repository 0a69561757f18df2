/* backend_analytic.c - the analytical model behind struct gp_backend_ops (backend.h). */
#include <string.h>

#include "gpuperf/backend.h"
#include "gpuperf/energy.h"

static void analytic_result(const struct gp_device *dev, const struct gp_estimate *e,
			    struct gp_kernel_result *out)
{
	struct gp_energy en;
	memset(out, 0, sizeof(*out));
	out->time_s = e->time_s;
	out->occupancy_warps = e->occupancy_warps;
	out->regime = e->regime;
	out->caveats = e->caveats;
	strncpy(out->limiter, e->regime == GP_REGIME_LATENCY ? "latency" : gp_bound_name(e->limiter_bound),
		sizeof(out->limiter) - 1);
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		out->warp_instructions += e->counts.ins[u] * e->warps_launched;
	out->dram_bytes = e->counts.gmem_bytes * e->warps_launched;
	out->fp_thread_ops = (e->counts.ins[GP_UNIT_FP32] + e->counts.ins[GP_UNIT_FP64]) *
			     dev->warp_size * e->warps_launched;
	/* energy.h: idle x time + per-operation energies; 0 when the device has no figures */
	if (dev->power.has_power && gp_energy_kernel(dev, e, &en, NULL) == 0)
		out->energy_j = en.total_j;
}

static int analytic_kernel_time(void *state, const struct gp_device *dev,
				const struct gp_kernel *k, const struct gp_params *params,
				const struct gp_launch *l, struct gp_kernel_result *out,
				struct gp_diag *d)
{
	struct gp_estimate e;
	int rc = gp_estimate_kernel(dev, k, params, l, &e, d);
	(void)state;
	if (rc < 0)
		return rc;
	analytic_result(dev, &e, out);
	return 0;
}

static int analytic_kernel_time_counts(void *state, const struct gp_device *dev,
				       const struct gp_kernel *k, const struct gp_kernel_counts *c,
				       const struct gp_launch *l, struct gp_kernel_result *out,
				       struct gp_diag *d)
{
	struct gp_estimate e;
	int rc = gp_estimate_counts(dev, c, k->regs_per_thread, k->smem_static_bytes, l, &e, d);
	(void)state;
	if (rc < 0)
		return rc;
	analytic_result(dev, &e, out);
	return 0;
}

const struct gp_backend_ops gp_backend_analytic = {
	.name = "analytic",
	.kernel_time = analytic_kernel_time,
	.kernel_time_counts = analytic_kernel_time_counts,
};
