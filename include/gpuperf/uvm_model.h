/* uvm_model.h - analytical Unified Memory cost: a kernel sweeping managed arrays, run through
 * the migration planner of uvm.h (uvm_model.c; UVMSmart, seed 001). */
#ifndef GPUPERF_UVM_MODEL_H
#define GPUPERF_UVM_MODEL_H

#include <stdint.h>

#include "gpuperf/diag.h"
#include "gpuperf/uvm.h"

enum gp_uvm_pattern_kind { GP_UVM_SEQUENTIAL, GP_UVM_STRIDED, GP_UVM_RANDOM };

struct gp_uvm_pattern {
	enum gp_uvm_pattern_kind kind;
	double stride_bytes;      /* strided: distance between consecutive accesses */
};
/* "sequential", "strided:S" (S bytes > 0, suffixes K M G), "random". -GP_EUSAGE otherwise. */
int gp_uvm_pattern_parse(const char *s, struct gp_uvm_pattern *out, struct gp_diag *d);

/* One managed array the kernel reads. */
struct gp_uvm_array {
	double bytes;
	struct gp_uvm_pattern pattern;
	double elem_bytes;        /* bytes per thread access (4) */
};

#define GP_UVM_ARRAYS_MAX 16

struct gp_uvm_workload {
	int n_arrays;
	struct gp_uvm_array arrays[GP_UVM_ARRAYS_MAX];
	int passes;               /* sweeps over the arrays (>= 1; more shows thrashing) */
	double kernel_s;          /* the kernel's own time for all passes, no faults (0: none) */
	double resident_threads;  /* threads in flight: how far ahead faults are raised (0: all) */
	int prefetch_all;         /* cudaMemPrefetchAsync every array before the kernel */
	uint64_t seed;            /* random access pattern */
};

struct gp_uvm_result {
	struct gp_uvm_stats stats;
	double prefetch_s;        /* explicit bulk migration before the kernel */
	double uvm_s;             /* fault handling + migrations (+ write-back waits) */
	double kernel_s;
	double overlap_s;         /* uvm_s + kernel_s + prefetch_s - time_s */
	double time_s;            /* completion of the kernel */
	uint64_t touches;         /* page touches simulated */
};

/*
 * Run the workload through the migration planner (the same one the engine's
 * GMMU calls): arrays are allocated one after another, touched pass by pass in
 * their patterns' order (arrays interleaved access by access); the kernel's work
 * is spread evenly over the touches and a touch's work waits for its page.
 * Faults are raised resident_threads' worth of accesses ahead of the work.
 * Errors: bad sizes, passes < 1, more than GP_UVM_MODEL_MAX_TOUCHES touches.
 */
#define GP_UVM_MODEL_MAX_TOUCHES 200000000.0
int gp_uvm_model_run(const struct gp_uvm_config *c, const struct gp_uvm_workload *w,
		     struct gp_uvm_result *r, struct gp_diag *d);

#endif
