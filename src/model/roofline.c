/* roofline.c - the ceilings an estimate was priced against and the launch's point under them. */
#include <stdio.h>
#include <string.h>

#include "gpuperf/roofline.h"

static const char *const level_names[GP_ROOF_LEVELS] = { "DRAM", "L2", "L1/shared" };

const char *gp_roof_level_name(enum gp_roof_level l)
{
	return l < GP_ROOF_LEVELS ? level_names[l] : "?";
}

static int add_roof(struct gp_roofline *r, const char *name, int level, double value,
		    int from_model)
{
	struct gp_roof *f;
	if (!(value > 0) || r->nroofs == GP_ROOFLINE_ROOFS_MAX)
		return -1;
	f = &r->roofs[r->nroofs];
	snprintf(f->name, sizeof(f->name), "%s", name);
	f->level = level;
	f->value = value;
	f->from_model = from_model;
	return r->nroofs++;
}

/* The y axis's work per warp (warp instructions; x warp size for thread ones). */
static double pick_work(const struct gp_estimate *e, struct gp_roofline *r)
{
	const double *ins = e->counts.ins;
	enum gp_bound b = e->limiter_bound;
	int latency = e->regime == GP_REGIME_LATENCY;
	if (!latency && b < GP_BOUND_ISSUE && ins[b] > 0) {
		snprintf(r->work_name, sizeof(r->work_name), "%s", gp_bound_name(b));
		return ins[b];
	}
	if ((latency || b != GP_BOUND_ISSUE) && ins[GP_UNIT_FP32] + ins[GP_UNIT_FP64] > 0) {
		snprintf(r->work_name, sizeof(r->work_name), "FP32+FP64");
		return ins[GP_UNIT_FP32] + ins[GP_UNIT_FP64];
	}
	if ((latency || b != GP_BOUND_ISSUE) && ins[GP_UNIT_INT32] > 0) {
		snprintf(r->work_name, sizeof(r->work_name), "%s", gp_bound_name(GP_BOUND_UNIT0 +
										 GP_UNIT_INT32));
		return ins[GP_UNIT_INT32];
	}
	snprintf(r->work_name, sizeof(r->work_name), "issued");
	return e->counts.ins_issued;
}

int gp_roofline_of(const struct gp_estimate *e, const struct gp_device *dev,
		   struct gp_roofline *r, struct gp_diag *d)
{
	double clock_hz = dev->sm_clock_mhz * 1e6, sm_hz = dev->sms * clock_hz;
	double per_warp, any = 0;
	int roof_of[GP_BOUND_COUNT];
	enum gp_bound b = e->limiter_bound;

	memset(r, 0, sizeof(*r));
	if (!(e->kernel_s > 0))
		return gp_error(d, GP_EINVAL, "takes no time: it has no point on a roofline");
	per_warp = pick_work(e, r) * dev->warp_size;
	r->work = per_warp * e->warps_launched;
	r->work_per_s = r->work / e->kernel_s;
	r->bytes[GP_ROOF_DRAM] = e->dram_bytes - e->hier.dram_deferred_bytes;
	r->bytes[GP_ROOF_L2] = e->l2_bytes;
	r->bytes[GP_ROOF_L1] = e->l1_bytes + e->counts.smem_bytes * e->warps_launched;
	for (int l = 0; l < GP_ROOF_LEVELS; l++) {
		r->intensity[l] = r->bytes[l] > 0 ? r->work / r->bytes[l] : 0;
		any += r->bytes[l];
	}
	if (!(any > 0) || !(r->work > 0))
		return gp_error(d, GP_EINVAL, "has no DRAM traffic: it has no point on a roofline "
				"(nor L2, L1 or shared-memory traffic)");

	for (int i = 0; i < GP_BOUND_COUNT; i++)
		roof_of[i] = -1;
	roof_of[GP_BOUND_DRAM] = add_roof(r, "DRAM", GP_ROOF_DRAM, e->dram_gbps_ceiling * 1e9, 0);
	roof_of[GP_BOUND_L2] = add_roof(r, "L2", GP_ROOF_L2, dev->l2_bw_gbps * 1e9, 0);
	roof_of[GP_BOUND_L1] = roof_of[GP_BOUND_SMEM] =
		add_roof(r, "L1/shared", GP_ROOF_L1, dev->smem_bytes_per_clk * sm_hz, 0);
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		roof_of[GP_BOUND_UNIT0 + u] = add_roof(r, gp_bound_name(GP_BOUND_UNIT0 + u), -1,
						       dev->units[u] * sm_hz, 0);
	roof_of[GP_BOUND_ISSUE] = add_roof(r, "issue", -1, (double)dev->schedulers *
					   dev->issue_per_scheduler * dev->warp_size * sm_hz, 0);
	/* the latency regime: the resident warps over the latency bound (eq. 4.3's first
	 * term); a bound without a device figure: the warps/cycle/SM its cycles allow */
	if (e->regime == GP_REGIME_LATENCY)
		r->limiter = add_roof(r, "latency", -1, per_warp * e->latency_wpc * sm_hz, 1);
	else if (roof_of[b] >= 0)
		r->limiter = roof_of[b];
	else
		r->limiter = add_roof(r, gp_bound_name(b), -1, per_warp / e->cpw[b] * sm_hz, 1);
	if (r->limiter < 0)
		GP_BUG("the limiter has no roof");
	return 0;
}
