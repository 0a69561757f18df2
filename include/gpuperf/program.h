/* program.h - a descriptor's program walked by one warp: the counts the analytical model
 * takes from it. The engine runs the same compiled program (program.c) warp by warp. */
#ifndef GPUPERF_PROGRAM_H
#define GPUPERF_PROGRAM_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/kernel.h"

/*
 * Per-warp counts of a full warp walking the program with these params, in
 * the analytical model's terms (thesis 5.2.3): instructions per unit, issue
 * slots after dual issue, DRAM bytes assuming every global access misses,
 * shared bytes; latency_bound is left 0 (the critical path is extract's job).
 * Returns 0, or a negative GP_E* code with d filled (no program, a malformed one,
 * a unit dev lacks, a walk over the step limit, out of memory).
 */
int gp_program_counts(const struct gp_device *dev, const struct gp_kernel *k,
		      const struct gp_params *params, struct gp_kernel_counts *out,
		      struct gp_diag *d);

#endif
