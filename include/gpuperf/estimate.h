/* estimate.h - the analytical kernel-time model (thesis eqs. 4.1-4.7, Little's law). */
#ifndef GPUPERF_ESTIMATE_H
#define GPUPERF_ESTIMATE_H

#include "gpuperf/atomics.h"
#include "gpuperf/device.h"
#include "gpuperf/memhier.h"
#include "gpuperf/kernel.h"
#include "gpuperf/occupancy.h"

/*
 * Which model runs. THESIS: eqs. 4.1-4.7 as published (per_warp counts, every global byte
 * to DRAM at the peak bandwidth, a continuous stream of warps, the descriptor's latency
 * bound, lambda). HIERARCHY: no lambda; the program's counts and critical path for the
 * target device when the descriptor has a program, traffic per memory level from its
 * memory profile, DRAM at the sustained bandwidth (at the launch's read/write mix where the
 * device gives the read-only and write-only plateaus: drammix.h), whole waves plus the
 * partial last one.
 * AUTO (0) is THESIS when a lambda is given (lambda belongs to the thesis's model) and
 * HIERARCHY otherwise.
 */
enum gp_model { GP_MODEL_AUTO = 0, GP_MODEL_THESIS, GP_MODEL_HIERARCHY };

/*
 * How the hierarchy model combines its latency side with the DRAM ceiling. MIN: the
 * thesis's hard corner, eq. 4.3, with the DRAM latency rising linearly with its use up to
 * GP_DRAM_LOADED_FACTOR. QUEUE: the DRAM latency grows with the M/D/1 mean wait
 * u S / (2 (1 - u)) per dependent DRAM access on the critical path, S the service time of a
 * warp's batch of requests (its DRAM bytes at the SM's share of the sustained bandwidth),
 * the queueing term interval models add to memory latency (GPUMech, Huang et al., MICRO
 * 2014; MWP-CWP's departure delay, Hong & Kim, ISCA 2009), so the ceiling is approached
 * smoothly; the other ceilings (units, issue, L1, shared memory, L2) are the queueing
 * stations of a closed network of the resident warps, solved by exact mean value analysis
 * (estimate.c, closed_rate). DEFAULT (0) is QUEUE, which validates
 * better: validate_model 7.3% against 8.2% MAPE, validate_engine 8.9% against 10.2%.
 */
enum gp_combine { GP_COMBINE_DEFAULT = 0, GP_COMBINE_MIN, GP_COMBINE_QUEUE };

/* A launch: grid and block, plus what the user may force. */
struct gp_launch {
	long long grid;            /* blocks */
	int block;                 /* threads per block */
	long smem_dynamic_bytes;
	double occupancy_warps;    /* > 0 forces resident warps per SM (thesis: "occupancy") */
	double lambda;             /* scaling factor, eq. 4.4; 0 means 1 */
	int regs_override;         /* > 0 replaces the descriptor's registers */
	enum gp_model model;
	enum gp_combine combine;
	enum gp_reuse reuse;       /* hit model of the memory profile (memhier.h) */
};

/* Which bound limits the warp throughput. */
enum gp_regime { GP_REGIME_LATENCY, GP_REGIME_THROUGHPUT };

/* Bound names beyond the units: issue, dram, shared memory. */
enum gp_bound {
	GP_BOUND_UNIT0 = 0,        /* GP_BOUND_UNIT0 + enum gp_unit */
	GP_BOUND_ISSUE = GP_UNIT_COUNT,
	GP_BOUND_DRAM,
	GP_BOUND_SMEM,             /* shared-memory wavefronts (bank-conflict replays included) */
	GP_BOUND_L1,               /* L1/TEX tag-stage wavefronts of global/local requests */
	GP_BOUND_L2,               /* L2 bytes at the measured L2 bandwidth */
	GP_BOUND_MIO,              /* LSU and MUFU (sfu) warp instructions through the MIO */
	GP_BOUND_PARTIAL,          /* partial-sector stores at the memory's write path */
	GP_BOUND_DISPATCH,         /* the SM starting its blocks one at a time (block_dispatch_ns) */
	GP_BOUND_ATOMIC,           /* global atomics at the L2's atomic units: the hottest
				    * address's updates one after another (atomics.h) */
	GP_BOUND_COUNT
};

struct gp_estimate {
	double time_s;                     /* kernel time incl. launch overhead */
	double kernel_s;                   /* eq. 4.1 alone */
	double launch_overhead_s;
	double duration_s;                 /* kernel_s + the grid's start and end: a profiler's */
	double grid_start_end_s;
	double warps_launched;             /* eq. 4.2 */
	int warps_per_block;               /* the launch's block in warps */
	double occupancy_warps;            /* resident warps per SM used */
	struct gp_occupancy occ;           /* from the calculator (even when forced) */
	double latency_bound_cycles;
	double latency_idle_cycles;        /* the latency bound with the memory levels unloaded
					    * (before the DRAM queue's wait; = the above under the
					    * thesis's model) */
	double cpw[GP_BOUND_COUNT];        /* cycles per warp per bound (eq. 4.5 terms) */
	double cpw_bound;                  /* max of cpw */
	enum gp_bound limiter_bound;       /* argmax */
	double throughput_bound_wpc;       /* eq. 4.6, warps/cycle/SM */
	double latency_wpc;                /* occupancy / latency bound */
	double warp_throughput_wpc;        /* eq. 4.3 */
	enum gp_regime regime;
	double lambda;
	struct gp_kernel_counts counts;

	/* the hierarchy model (zero / equal to the above under the thesis's) */
	enum gp_model model;               /* THESIS or HIERARCHY: what ran */
	enum gp_combine combine;           /* MIN or QUEUE under the hierarchy model */
	int counts_from_program;           /* counts walked from the program for this device */
	int latency_rederived;             /* latency bound = the program's critical path here */
	int has_profile;                   /* traffic from the descriptor's memory profile */
	struct gp_memhier hier;               /* per-level traffic when has_profile */
	struct gp_atomics atomics;         /* the profile's atomics and their contention */
	double dram_bytes, l2_bytes, l1_bytes;  /* whole launch */
	double dram_gbps_ceiling;          /* DRAM ceiling used: sustained (at the launch's
					    * read/write mix where the device gives the read-only
					    * and write-only plateaus: drammix.h), or peak (thesis) */
	double dram_latency_cycles;        /* under the achieved load */
	double load_latency_cycles;        /* mean global-load latency (hit-rate mix, loaded) */
	double util[GP_BOUND_COUNT];       /* fraction of each ceiling the launch uses */
	double wave_blocks;                /* blocks resident at once on the GPU */
	long long full_waves;
	long long tail_blocks;             /* blocks of the partial last wave (0: none) */
	unsigned caveats;                  /* enum gp_caveat mask (estimate_caveats.h): regimes where the
					    * validation measured the model off */
};

/* DRAM latency at saturation over unloaded: the engine's queueing, 380 -> 490 cycles. */
#define GP_DRAM_LOADED_FACTOR (490.0 / 380.0)

/* The harmonic number H_m = 1 + 1/2 + ... + 1/m of floor(m) (0 for m < 1): the mean of the
 * largest of m exponential waits over their mean, which the QUEUE combination charges a
 * block synchronisation that waits for m DRAM requests (estimate.c, rounds_waited). */
double gp_estimate_harmonic(double m);

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
const char *gp_model_name(enum gp_model m);
const char *gp_combine_name(enum gp_combine c);
/* "min" / "queue" -> 0, or -GP_EINVAL. */
int gp_combine_parse(const char *s, enum gp_combine *out);
/* "thesis" / "hierarchy" / "auto" -> 0, or -GP_EINVAL. */
int gp_model_parse(const char *s, enum gp_model *out);
const char *gp_regime_name(enum gp_regime r);

/* ==== Reading an estimate ==== */

/* "latency" in the latency regime, else the throughput limiter's bound name. */
const char *gp_estimate_limiter_name(const struct gp_estimate *e);
/* What would move the limiter (the roofline reading of the bound), one line of text. */
const char *gp_estimate_hint(const struct gp_estimate *e);

/* Achieved rates over the kernel time (what a profiler reports), 0 when it took none. */
struct gp_estimate_rates {
	double dram_bytes_per_s;   /* the DRAM traffic less the write-backs deferred past the end */
	double smem_bytes_per_s;
	double fp32_inst_per_s, fp64_inst_per_s;   /* thread instructions */
};
void gp_estimate_rates(const struct gp_estimate *e, const struct gp_device *dev,
		       struct gp_estimate_rates *r);

/* The kernel's predicted cycles (eq. 4.1's kernel part, no launch overhead) at dev's SM clock. */
double gp_estimate_kernel_cycles(const struct gp_estimate *e, const struct gp_device *dev);

/*
 * The kernel's point against dev's FP roofs: peak FP32/FP64 thread instructions/s (lanes
 * x SMs x clock; fp64 0 when the device has no FP64 units), the FP thread instructions
 * per DRAM byte and per second of kernel time. Returns 0, or -GP_EINVAL when the kernel has
 * no DRAM traffic or no FP instructions (d's message, "has no DRAM traffic: ...", follows
 * the kernel's name).
 */
struct gp_roofline_point {
	double fp32_peak_inst_per_s, fp64_peak_inst_per_s;
	double inst_per_byte, inst_per_s;
};
int gp_estimate_roofline(const struct gp_estimate *e, const struct gp_device *dev,
			 struct gp_roofline_point *p, struct gp_diag *d);

#endif
