/* enginebench.h - the cycle-level engine on gpu-benches' microbenchmarks: the pointer chase
 * (gpu-latency) and the STREAM triad (gpu-stream), measured the way those programs measure. */
#ifndef GPUPERF_TESTS_ENGINEBENCH_H
#define GPUPERF_TESTS_ENGINEBENCH_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"

/* Loads in the loop body of the chase: gpu-latency unrolls its timed loop, so the loop
 * counter and back branch cost 1/GP_BENCH_CHASE_UNROLL of their cycles per load. */
#define GP_BENCH_CHASE_UNROLL 32
/* Loads of the second pass the cycles per load are averaged over. */
#define GP_BENCH_CHASE_WINDOW 2048

/*
 * One thread chasing 8-byte pointers through footprint_bytes, one pointer every 64 bytes
 * as gpu-latency lays them out, each load's address the previous load's result. The chain
 * is a ring that visits every pointer of the footprint once a pass in one fixed shuffled
 * order, as gpu-latency's std::shuffle makes it (kernel.h's wrap and shuffle). Like
 * gpu-latency, which times a
 * second traversal after a first has warmed the caches, the result is the second pass's:
 * *cycles_per_load = (cycles(pass + window) - cycles(pass)) / window. A footprint of
 * more pointers than max_warm_loads is warmed with max_warm_loads loads only (the chase
 * misses a cache smaller than its footprint on every pass, so the first touch already
 * costs what the second pass does; 0 = no limit). Returns 0 or a negative GP_E* (d filled).
 */
int gp_engine_bench_chase(const struct gp_device *dev, double footprint_bytes,
			  double max_warm_loads, double *cycles_per_load, struct gp_diag *d);

/* gpu-stream's arrays: 128 Mi + 2 doubles each */
#define GP_BENCH_STREAM_ELEMS (128.0 * 1024 * 1024 + 2)

/*
 * gpu-stream's triad a[i] = b[i] + s * c[i] on doubles, one element a thread as gpu-stream
 * launches it, block threads per block, two blocks resident per SM (gpu-stream limits the
 * occupancy so): *gbps = 24 bytes x the elements one run has more than another / the time
 * it takes more (runs over 2 and 4 L2s of data, so launch, ramp-up and the L2's first
 * fill of dirty lines drop out). Returns 0 or a negative GP_E* (d filled).
 */
int gp_engine_bench_triad(const struct gp_device *dev, int block, double *gbps,
			  struct gp_diag *d);

/* The triad's kernel descriptor (its SASS: the bounds check, two 8-byte loads, the FMA, the
 * store, each access an affine pattern) into k, for callers that launch it themselves.
 * Returns 0 or a negative GP_E* (d filled); release k with gp_kernel_release. */
struct gp_kernel;
int gp_engine_bench_triad_kernel(struct gp_kernel *k, struct gp_diag *d);

#endif
