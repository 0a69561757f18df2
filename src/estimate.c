/* estimate.c - kernel time from Little's law: thesis eqs. 4.1-4.7 (after Volkov 2016). */
#include <math.h>
#include <string.h>

#include "gpuperf/estimate.h"

static const char *bound_names[GP_BOUND_COUNT] = {
	"fp32", "int32", "fp64", "sfu", "tensor", "lsu", "ctrl", "issue", "dram", "shared_memory",
};

const char *gp_bound_name(enum gp_bound b)
{
	return (unsigned)b < GP_BOUND_COUNT ? bound_names[b] : "?";
}

const char *gp_regime_name(enum gp_regime r)
{
	return r == GP_REGIME_LATENCY ? "latency" : "throughput";
}

/* Cycles a warp needs on each unit: warp size x instructions / lanes (eq. 4.5's first term,
 * applied to every unit). Integer work runs on the FP32 cores where the device has no
 * separate INT32 lanes (Maxwell/Pascal; the thesis's INS_CUDA). */
static int unit_cycles(const struct gp_device *dev, const struct gp_kernel_counts *c,
		       double *cpw, struct gp_diag *d)
{
	double ins[GP_UNIT_COUNT];
	memcpy(ins, c->ins, sizeof(ins));
	if (dev->units[GP_UNIT_INT32] <= 0) {
		ins[GP_UNIT_FP32] += ins[GP_UNIT_INT32];
		ins[GP_UNIT_INT32] = 0;
	}
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		cpw[u] = 0;
		if (ins[u] <= 0)
			continue;
		if (dev->units[u] <= 0) {
			gp_diag_field(d, "/units/%s", gp_unit_name(u));
			gp_error(d, GP_EINVAL, "the kernel uses %s instructions but %s has no %s units",
				 gp_unit_name(u), dev->name, gp_unit_name(u));
			gp_diag_hint(d, "pick a device that has them, or a descriptor made for this one");
			return -GP_EINVAL;
		}
		cpw[u] = dev->warp_size * ins[u] / dev->units[u];
	}
	return 0;
}

int gp_estimate_counts(const struct gp_device *dev, const struct gp_kernel_counts *c,
		       int regs, long smem_bytes, const struct gp_launch *l,
		       struct gp_estimate *e, struct gp_diag *d)
{
	double warps_per_block, clock_hz, best = 0;
	int rc;

	gp_diag_clear(d);
	if (l->grid < 1) {
		gp_diag_field(d, "--grid");
		gp_error(d, GP_EINVAL, "grid must have at least one block, got %lld", l->grid);
		gp_diag_hint(d, "give --grid >= 1 or --threads >= 1");
		return -GP_EINVAL;
	}
	if (l->lambda < 0 || !isfinite(l->lambda)) {
		gp_diag_field(d, "--lambda");
		gp_error(d, GP_EINVAL, "lambda must be > 0, got %g", l->lambda);
		gp_diag_hint(d, "lambda scales the model (eq. 4.4); 1 means uncalibrated");
		return -GP_EINVAL;
	}
	if ((rc = gp_occupancy_calc(dev, l->block, l->regs_override > 0 ? l->regs_override : regs,
				    smem_bytes + l->smem_dynamic_bytes, &e->occ, d)) < 0)
		return rc;
	e->counts = *c;
	e->lambda = l->lambda > 0 ? l->lambda : 1.0;
	warps_per_block = ceil((double)l->block / dev->warp_size);
	e->warps_launched = (double)l->grid * warps_per_block;          /* eq. 4.2 */

	e->occupancy_warps = e->occ.active_warps_per_sm;
	if (l->occupancy_warps > 0) {
		if (l->occupancy_warps > dev->max_warps_per_sm) {
			gp_diag_field(d, "--occupancy");
			gp_error(d, GP_EINVAL, "%g resident warps is more than the %d an SM of %s holds",
				 l->occupancy_warps, dev->max_warps_per_sm, dev->name);
			gp_diag_hint(d, "leave --occupancy out to use the occupancy calculator");
			return -GP_EINVAL;
		}
		e->occupancy_warps = l->occupancy_warps;
	}
	/* a launch smaller than one full wave cannot fill the SMs (occupancy is per SM) */
	if (e->warps_launched / dev->sms < e->occupancy_warps)
		e->occupancy_warps = e->warps_launched / dev->sms;

	if ((rc = unit_cycles(dev, c, e->cpw, d)) < 0)
		return rc;
	/* eq. 4.5: issue slots per warp over schedulers; eq. 4.7 for DRAM bytes per cycle */
	e->cpw[GP_BOUND_ISSUE] = c->ins_issued / ((double)dev->schedulers * dev->issue_per_scheduler);
	e->cpw[GP_BOUND_DRAM] = c->gmem_bytes / gp_device_gmem_bytes_per_clk(dev);
	e->cpw[GP_BOUND_SMEM] = c->smem_bytes / dev->smem_bytes_per_clk;
	e->limiter_bound = GP_BOUND_ISSUE;
	for (int b = 0; b < GP_BOUND_COUNT; b++)
		if (e->cpw[b] > best) {
			best = e->cpw[b];
			e->limiter_bound = (enum gp_bound)b;
		}
	if (best <= 0) {
		gp_error(d, GP_EINVAL, "the kernel issues no instructions (every count is 0)");
		gp_diag_hint(d, "check per_warp/ins_issued in the descriptor");
		return -GP_EINVAL;
	}
	e->cpw_bound = best;
	e->throughput_bound_wpc = 1.0 / best;                               /* eq. 4.6 */
	e->latency_bound_cycles = c->latency_bound_cycles;
	e->latency_wpc = e->occupancy_warps / c->latency_bound_cycles;
	if (e->latency_wpc < e->throughput_bound_wpc) {                     /* eq. 4.3 */
		e->warp_throughput_wpc = e->latency_wpc;
		e->regime = GP_REGIME_LATENCY;
	} else {
		e->warp_throughput_wpc = e->throughput_bound_wpc;
		e->regime = GP_REGIME_THROUGHPUT;
	}
	clock_hz = dev->sm_clock_mhz * 1e6;
	e->kernel_s = e->warps_launched /
		      (e->warp_throughput_wpc * dev->sms * clock_hz * e->lambda);  /* eq. 4.1 */
	e->launch_overhead_s = dev->launch_overhead_s;
	e->time_s = e->kernel_s + e->launch_overhead_s;
	if (!isfinite(e->time_s)) {
		gp_error(d, GP_ERANGE, "the estimate overflows (grid of %lld blocks)", l->grid);
		gp_diag_hint(d, "check the grid size and the descriptor's counts");
		return -GP_ERANGE;
	}
	return 0;
}

int gp_estimate_kernel(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_params *params, const struct gp_launch *l,
		       struct gp_estimate *out, struct gp_diag *d)
{
	struct gp_kernel_counts c;
	int rc = gp_kernel_eval(k, params, &c, d);
	if (rc < 0)
		return rc;
	return gp_estimate_counts(dev, &c, k->regs_per_thread, k->smem_static_bytes, l, out, d);
}
