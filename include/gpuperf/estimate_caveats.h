/* estimate_caveats.h - where an estimate falls in a regime its validation against hardware measured it
 * off: the launch's own figures against the measured bands (README, "Known limits of the
 * model"), so a user reads the number with the error the validation found around it. */
#ifndef GPUPERF_ESTIMATE_CAVEATS_H
#define GPUPERF_ESTIMATE_CAVEATS_H

#include <stddef.h>

#include "gpuperf/estimate.h"

enum gp_caveat {
	/* the data an SM reuses is within 0.9-2x what its L1 can cache: gpu-benches' gpu-cache
	 * loses its L1 hits gradually from just below the capacity to 1.5-1.8x it (V100, A100
	 * 80 GB, H100 PCIe), where the model keeps all below 1x and, above, a fixed share while
	 * the warps its schedulers run ahead fit (memhier.c), then none */
	GP_CAVEAT_L1_EDGE = 1 << 0,
	/* blocks of 16 or more warps meeting at a barrier, at or near the latency bound: the
	 * tiled transposes' blocks live ~600 cycles longer on the hardware than their critical
	 * path (gpu-matrix-transpose H100 SXM; the padded tiles on A100 PCIe, RTX 2080 Ti) */
	GP_CAVEAT_WIDE_BARRIER = 1 << 1,
	/* data blocks share is 0.73-1x the L2: gpu-l2-cache loses L2 hits there (A100 80 GB
	 * from 0.75x, H100 PCIe from 0.79x, H200 from 0.86x), where the model keeps them all
	 * below 1x */
	GP_CAVEAT_L2_EDGE = 1 << 2,
};
#define GP_CAVEAT_COUNT 3

/* The band of the L1 edge (data reused per SM over the L1 bytes it can cache), and the share
 * of its loads that must be reuses for the L1 to matter. */
#define GP_CAVEAT_L1_EDGE_LO 0.9
#define GP_CAVEAT_L1_EDGE_HI 2.0
#define GP_CAVEAT_L1_REUSE_MIN 0.1
/* The band of the L2 edge (the wave's distinct bytes over the L2's; it starts between the
 * last gpu-l2-cache row every GPU keeps its hits at, 0.72x, and the first one loses them at,
 * 0.75x) and the share of the loads that must re-read other blocks' sectors. */
#define GP_CAVEAT_L2_EDGE_LO 0.73
#define GP_CAVEAT_L2_EDGE_HI 1.0
#define GP_CAVEAT_L2_SHARED_MIN 0.1
/* Warps a block needs, and the unloaded latency bound's rate over the throughput bound at
 * most (1: latency-bound even unloaded), for the barrier caveat: the rows measured slow sit
 * at 0.65-2.11, those within 5% at 2.98 and up (README, "Known limits of the model"). */
#define GP_CAVEAT_BARRIER_WARPS 16
#define GP_CAVEAT_BARRIER_NEAR 2.5

/*
 * The caveats of estimate e of a launch whose program has a block barrier (has_barrier): a
 * mask of enum gp_caveat. Only the hierarchy model with a memory profile has an L1 to be at
 * the edge of.
 */
unsigned gp_caveats(const struct gp_estimate *e, int has_barrier);

/* A short id ("l1_edge", "wide_barrier", "l2_edge") for JSON and CSV. */
const char *gp_caveat_name(enum gp_caveat c);

/* The ids of a mask joined by ';' into buf (n bytes; "" for none). Returns buf. */
const char *gp_caveat_ids(unsigned mask, char *buf, size_t n);

/* One line saying what the launch's figures are and what the hardware measured there, into
 * buf (n bytes, truncated to fit). Returns buf. */
const char *gp_caveat_text(enum gp_caveat c, const struct gp_estimate *e, char *buf, size_t n);

#endif
