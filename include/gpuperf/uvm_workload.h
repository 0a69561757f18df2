/* uvm_workload.h - what 'uvm' prices, built from what the user gave: managed arrays of one
 * size and pattern, or the arrays a kernel descriptor's address patterns name, with the
 * launch's own time and the threads in flight (uvm.h's gp_uvm_model_run takes the result). */
#ifndef GPUPERF_UVM_WORKLOAD_H
#define GPUPERF_UVM_WORKLOAD_H

#include "gpuperf/device.h"
#include "gpuperf/kernel.h"
#include "gpuperf/uvm_model.h"

/* The arrays and the launch, as given; pointers borrowed for the call. */
struct gp_uvm_spec {
	int n_arrays;                     /* arrays of bytes each in pattern (without a kernel's) */
	double bytes;                     /* each array's size */
	int has_bytes;                    /* bytes was given (else a kernel's patterns size them) */
	struct gp_uvm_pattern pattern;
	int has_pattern;                  /* pattern was given: it wins over a kernel's patterns */
	double elem_bytes;                /* bytes per thread access, unless a pattern says */
	int passes;
	int prefetch_all;
	uint64_t seed;
	double kernel_s;                  /* the kernel's own time; < 0: the estimate's (or 0) */
	/* a kernel launch, or kernel NULL */
	const struct gp_kernel *kernel;
	double estimate_s;                /* its estimated time (estimate.h) */
	double occupancy_warps;           /* its resident warps per SM */
	double launch_threads;            /* grid x block */
};

/*
 * Fill w from s for dev. A kernel's address patterns give one array per array name (the
 * first pattern naming it decides): random patterns are random over their footprint (else
 * s->bytes), a thread stride above one element is strided by it, others sequential. The
 * warps resident on all SMs raise faults ahead of the work (at most the launch's threads).
 * Errors: more than GP_UVM_ARRAYS_MAX arrays named (GP_ELIMIT), a kernel
 * with no patterns and no bytes (GP_EINVAL).
 */
int gp_uvm_workload_build(struct gp_uvm_workload *w, const struct gp_device *dev,
			  const struct gp_uvm_spec *s, struct gp_diag *d);

#endif
