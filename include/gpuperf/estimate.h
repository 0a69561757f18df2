/* estimate.h - the analytical kernel-time model (thesis eqs. 4.1-4.7, Little's law). */
#ifndef GPUPERF_ESTIMATE_H
#define GPUPERF_ESTIMATE_H

#include "gpuperf/device.h"
#include "gpuperf/kernel.h"
#include "gpuperf/occupancy.h"

/* A launch: grid and block, plus what the user may force. */
struct gp_launch {
	long long grid;            /* blocks */
	int block;                 /* threads per block */
	long smem_dynamic_bytes;
	double occupancy_warps;    /* > 0 forces resident warps per SM (thesis: "occupancy") */
	double lambda;             /* scaling factor, eq. 4.4; 0 means 1 */
	int regs_override;         /* > 0 replaces the descriptor's registers */
};

/* Which bound limits the warp throughput. */
enum gp_regime { GP_REGIME_LATENCY, GP_REGIME_THROUGHPUT };

/* Bound names beyond the units: issue, dram, shared memory. */
enum gp_bound {
	GP_BOUND_UNIT0 = 0,        /* GP_BOUND_UNIT0 + enum gp_unit */
	GP_BOUND_ISSUE = GP_UNIT_COUNT,
	GP_BOUND_DRAM,
	GP_BOUND_SMEM,
	GP_BOUND_COUNT
};

struct gp_estimate {
	double time_s;                     /* kernel time incl. launch overhead */
	double kernel_s;                   /* eq. 4.1 alone */
	double launch_overhead_s;
	double warps_launched;             /* eq. 4.2 */
	double occupancy_warps;            /* resident warps per SM used */
	struct gp_occupancy occ;           /* from the calculator (even when forced) */
	double latency_bound_cycles;
	double cpw[GP_BOUND_COUNT];        /* cycles per warp per bound (eq. 4.5 terms) */
	double cpw_bound;                  /* max of cpw */
	enum gp_bound limiter_bound;       /* argmax */
	double throughput_bound_wpc;       /* eq. 4.6, warps/cycle/SM */
	double latency_wpc;                /* occupancy / latency bound */
	double warp_throughput_wpc;        /* eq. 4.3 */
	enum gp_regime regime;
	double lambda;
	struct gp_kernel_counts counts;
};

/*
 * Evaluate the model from counts already computed (the fast path the bench
 * and sweeps use; no allocation, no I/O). regs/smem for occupancy come from
 * the launch or the kernel. Returns 0 or negative with d filled (launch
 * impossible, zero grid, overflow).
 */
int gp_estimate_counts(const struct gp_device *dev, const struct gp_kernel_counts *c,
		       int regs_per_thread, long smem_bytes, const struct gp_launch *l,
		       struct gp_estimate *out, struct gp_diag *d);

/* Full path: evaluate the descriptor with params, then the model. */
int gp_estimate_kernel(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_params *params, const struct gp_launch *l,
		       struct gp_estimate *out, struct gp_diag *d);

const char *gp_bound_name(enum gp_bound b);
const char *gp_regime_name(enum gp_regime r);

#endif
