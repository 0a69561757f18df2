/* critpath.h - the latency bound of a descriptor's program on a given device: the critical
 * path of the warp's dependency graph (thesis 4.4.2 and 5.2.2), re-derived from the
 * target's latency table instead of the one the descriptor was made for. */
#ifndef GPUPERF_CRITPATH_H
#define GPUPERF_CRITPATH_H

#include "gpuperf/device.h"
#include "gpuperf/kernel.h"

/*
 * Cycles of k->program's critical path on dev with params (NULL: the defaults). Nodes are
 * instructions in program order; an instruction starts when its source registers are
 * ready and after its predecessor's issue plus the ILP latency (0 when dual-issued on a
 * dual-issue device); it finishes after its class latency (Table 4.1) or, for memory, its
 * level's latency (Table 4.2) - global loads at the "dram" level take gld_latency_cycles
 * instead (the model's hit-rate mix; <= 0 means the device's DRAM latency); a global store
 * or atomic ends when the L2 acknowledges it (a warp retires only then). A loop is one
 * node: its body's path plus the taken-branch latency, times its trips. The end adds the
 * block replacement latency. Returns 0 with *cycles set, or negative with d filled (no
 * program, a trip count that does not evaluate).
 */
int gp_critpath_program(const struct gp_device *dev, const struct gp_kernel *k,
			const struct gp_params *params, double gld_latency_cycles, double *cycles,
			struct gp_diag *d);

/*
 * The same path for a block of warps_per_block warps (< 1 counts as 1) that meet at
 * barriers: the program splits into phases at each BAR (inside a loop, per iteration), and
 * a warp leaves a barrier only when the whole block has reached it - at the phase's path
 * plus (warps_per_block - 1) times one warp's share of the phase on the SM's busiest pipe
 * (or issue ports), plus the barrier's latency. A barrier-free loop counts in that share
 * with one iteration (the warps interleave iteration by iteration), and an iteration whose
 * warps_per_block warps need more pipe time than one warp's period adds the difference on
 * every further trip. Global loads before the last barrier take
 * gld_block_latency_cycles (the block's slowest load, which the barrier waits for; <= 0:
 * gld_latency_cycles). The block ends with its last warp, so the program's end closes the
 * last phase the same way. A shared-memory load or store counts its wavefronts from the
 * kernel's memory profile when it has one (the k-th LDS/STS is the profile's k-th shared
 * record, both in PC order; counts or opcodes that disagree leave one wavefront each): on
 * the SM's shared-memory pipe of the phase, one a cycle, and on an LDS's latency, (ways - 1)
 * more cycles. With one warp per block, equal load latencies and no bank conflicts it is
 * gp_critpath_program. Same returns, and -GP_ENOMEM never: without memory for the map the
 * conflicts are left out. *repl_cycles (when not NULL) is how much of *cycles the block
 * replacement adds beyond the block's end (its last instruction or store acknowledgement):
 * what a block with no successor does not take. *dram_syncs (when not NULL) is the block
 * synchronisations per block that close a phase holding a global load at the "dram" level:
 * the block barriers (each execution, loops by their trips; a phase that runs across a
 * loop's back edge counts once per iteration) and the block's end, where its slot frees
 * with its last warp; each waits for the slowest of the block's DRAM requests of that phase.
 * It is 0 for a program without DRAM loads and does not depend on the latencies given.
 */
int gp_critpath_phased(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_params *params, double gld_latency_cycles,
		       double gld_block_latency_cycles, double warps_per_block, double *cycles,
		       double *repl_cycles, double *dram_syncs, struct gp_diag *d);

/* 1 when k's program has a block barrier (BAR.SYNC, BAR.RED, BAR.ARV...), else 0. */
int gp_critpath_has_barrier(const struct gp_kernel *k);

#endif
