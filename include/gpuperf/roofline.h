/* roofline.h - a launch's place under every ceiling the model prices it against: the
 * hierarchical roofline (one point per memory level, Yang, Kurth and Williams, "Hierarchical
 * Roofline analysis for GPUs", CCPE 2020), for any kernel, floating point or not. */
#ifndef GPUPERF_ROOFLINE_H
#define GPUPERF_ROOFLINE_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/estimate.h"

/* The memory levels a point is placed at: its work per byte moved at that level. */
enum gp_roof_level { GP_ROOF_DRAM, GP_ROOF_L2, GP_ROOF_L1, GP_ROOF_LEVELS };

/*
 * One ceiling. A bandwidth roof (level >= 0) is bytes/s at that level: the point's height
 * there is at most value x its intensity at that level. A compute roof (level -1) is thread
 * instructions/s of one kind. Device peaks are lanes x SMs x clock (units), schedulers x
 * issue per scheduler x warp size x SMs x clock (issue); the memory roofs are the ceilings the
 * model prices bytes at: DRAM its sustained bandwidth at this launch's read/write mix
 * (estimate.h dram_gbps_ceiling), L2 memory.l2_bw_gbps, L1/shared the shared-memory bytes
 * per clock x SMs x clock. A bound with no device peak (mio, partial writes, block dispatch,
 * the latency regime) is drawn as the model's ceiling for this launch (from_model): the
 * work per warp at the rate that bound allows.
 */
struct gp_roof {
	char name[32];             /* "DRAM", "L2", "L1/shared", "fp32", "int32", ..., "issue" */
	int level;                 /* enum gp_roof_level, or -1 for a compute roof */
	double value;              /* bytes/s (bandwidth) or thread instructions/s (compute) */
	int from_model;            /* 1: this launch's bound, not a figure of the device */
};

#define GP_ROOFLINE_ROOFS_MAX 16

struct gp_roofline {
	/* What the y axis counts, chosen so the limiter's roof bounds it: the limiting unit's
	 * thread instructions when a unit limits, the issued ones when issue does, otherwise
	 * FP32+FP64 thread instructions (an FMA is one: two FLOP) when the kernel has any,
	 * else INT32 ones, else every issued one. */
	char work_name[48];        /* "FP32+FP64", "int32", "issued", ... */
	double work;               /* thread instructions over the launch */
	double work_per_s;         /* over the kernel time (no launch overhead): the height */
	double bytes[GP_ROOF_LEVELS];      /* DRAM (less write-backs left past the end), L2,
					    * L1 plus shared memory */
	double intensity[GP_ROOF_LEVELS];  /* work / bytes; 0 where a level moves none */
	int nroofs;
	struct gp_roof roofs[GP_ROOFLINE_ROOFS_MAX];
	int limiter;               /* the roof of the estimate's limiter (gp_estimate_limiter_name) */
};

/*
 * The roofline of estimate e on dev (the device it ran on). Returns 0, or -GP_EINVAL when
 * the launch moves no bytes at any level (nothing to place on the intensity axis; d's
 * message follows the kernel's name) or took no time.
 */
int gp_roofline_of(const struct gp_estimate *e, const struct gp_device *dev,
		   struct gp_roofline *r, struct gp_diag *d);

/* "DRAM", "L2", "L1/shared". */
const char *gp_roof_level_name(enum gp_roof_level l);

#endif
