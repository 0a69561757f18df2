/* trace_kernel.h - a kernel descriptor (counts, coalescing, latency bound, program) from an
 * NVBit trace (trace_kernel.c). */
#ifndef GPUPERF_TRACE_KERNEL_H
#define GPUPERF_TRACE_KERNEL_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/iclass.h"
#include "gpuperf/kernel.h"
#include "gpuperf/traceg.h"

struct gp_trace_stats {
	double warps;                      /* traced warps */
	double warp_insts;                 /* dynamic warp instructions (nvprof inst_executed) */
	double thread_insts;               /* ... times active threads */
	double by_class[GP_IC_COUNT];      /* dynamic warp instructions per class */
	double thread_by_class[GP_IC_COUNT];
	double gld_requests, gst_requests; /* global load/store warp instructions with active threads */
	double gld_sectors, gst_sectors;   /* 32-byte sectors they touch (summed per request) */
	double sectors_per_request;        /* (gld + gst sectors) / requests */
	double footprint_bytes;            /* distinct global 32-byte sectors x 32 */
	double smem_requests, smem_wavefronts; /* shared accesses and bank-conflict passes */
	double latency_bound_cycles;       /* mean per warp of the dependency critical path */
	double dram_bytes;                 /* what the descriptor charges as gmem_bytes, in total */
};

/*
 * Turn a trace into a descriptor (fidelity "trace"): per-warp dynamic counts
 * by unit (integer work on the FP32 cores when dev has no INT32 units,
 * kernels/README.md), ins_issued = dynamic instructions (traces carry no
 * dual-issue pairing), gmem_bytes = compulsory traffic (distinct sectors)
 * when the footprint fits dev's L2, else every sector requested; smem_bytes
 * from the bank-conflict passes; latency_bound = mean critical path (thesis
 * 5.2.2, dev's latencies; a global access is charged DRAM latency on a
 * sector's first touch, L2 after); registers and shared memory from the
 * header. k->program holds the longest warp's path with one address pattern
 * per memory instruction (affine when every traced access fits it, random
 * over the touched range otherwise). regions (may be NULL) names arrays by
 * the kernelslist.g copies. k must be gp_kernel_init'ed; st may be NULL.
 */
int gp_trace_to_kernel(const struct gp_trace_kernel *t, const struct gp_device *dev,
		       const struct gp_trace_list *regions, struct gp_kernel *k,
		       struct gp_trace_stats *st, struct gp_diag *d);

#endif
