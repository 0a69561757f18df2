/* energy.h - energy of a kernel and of a whole run from a device's power figures. */
#ifndef GPUPERF_ENERGY_H
#define GPUPERF_ENERGY_H

#include "gpuperf/device.h"
#include "gpuperf/estimate.h"

struct gp_energy {
	double total_j;
	double static_j;                  /* idle power x time */
	double dynamic_j;                 /* instructions + DRAM, or the TDP-scaled share */
	double unit_j[GP_UNIT_COUNT];     /* per execution unit (0 when TDP-scaled) */
	double dram_j;
	double avg_power_w;               /* total_j / time */
	int tdp_scaled;                   /* 1 when the per-operation figures were absent */
};

/*
 * What a kernel did, in totals (not per warp): the analytical estimate's counts x warps
 * launched, or what the engine counted. utilization (0..1) is only used by the TDP-scaled
 * fallback: the fraction of the kernel time the SMs ran at their throughput bound.
 */
struct gp_energy_work {
	double time_s;                    /* wall time the device is powered for it */
	double busy_s;                    /* of it, time the kernel runs (no launch overhead) */
	double warp_ins[GP_UNIT_COUNT];
	double dram_bytes;
	double utilization;
};

/*
 * E = idle_w x time_s + sum_u pj_per_warp_ins[u] x warp_ins[u] + pj_per_dram_byte x bytes
 * (the per-access energy model of Hong & Kim, "An integrated GPU power and performance
 * model", ISCA 2010: runtime power = idle power + sum of access rates x energy per access).
 * When the device gives no per-operation figures (all pj values 0) the dynamic part is
 * (tdp_w - idle_w) x utilization x busy_s: power grows linearly from idle to TDP with how
 * busy the SMs are (tdp_scaled = 1). Errors: -GP_ENOTFOUND when the device has no power
 * section (hint: add one, devices/README.md); -GP_EINVAL on negative or non-finite work.
 */
int gp_energy_compute(const struct gp_power *pw, const struct gp_energy_work *w,
		      struct gp_energy *out, struct gp_diag *d);

/* The work of an analytical estimate: counts per warp x warps launched, utilization =
 * warp throughput / throughput bound (eq. 4.3 over eq. 4.6). */
void gp_energy_work_from_estimate(const struct gp_estimate *e, struct gp_energy_work *w);

/* Energy of one estimate on dev (the two calls above). */
int gp_energy_kernel(const struct gp_device *dev, const struct gp_estimate *e,
		     struct gp_energy *out, struct gp_diag *d);

/* 1 when the device's power section has per-operation figures (not TDP-only). */
int gp_power_has_op_energy(const struct gp_power *pw);

/* Energy-delay product, J x s (Gonzalez & Horowitz, IEEE JSSC 31(9), 1996). */
double gp_energy_delay_product(double energy_j, double time_s);

#endif
