/* uvm_workload.c - a Unified Memory workload from the arrays given or from a kernel
 * descriptor's address patterns and its launch (uvm_workload.h). */
#include <math.h>
#include <string.h>

#include "gpuperf/uvm_workload.h"

/* One managed array per array name in k's address patterns; -1 past GP_UVM_ARRAYS_MAX. */
static int arrays_from_kernel(const struct gp_kernel *k, double bytes, double elem_bytes,
			      struct gp_uvm_workload *w)
{
	const struct gp_program *p = k->program;
	const char *names[GP_UVM_ARRAYS_MAX];
	w->n_arrays = 0;
	for (int i = 0; p && i < p->npatterns; i++) {
		const struct gp_pattern *pt = &p->patterns[i];
		struct gp_uvm_array *a;
		int seen = 0;
		for (int j = 0; j < w->n_arrays; j++)
			seen |= !strcmp(names[j], pt->array);
		if (seen)
			continue;
		if (w->n_arrays == GP_UVM_ARRAYS_MAX)
			return -1;
		names[w->n_arrays] = pt->array;
		a = &w->arrays[w->n_arrays++];
		memset(a, 0, sizeof(*a));
		a->elem_bytes = pt->elem_bytes > 0 ? pt->elem_bytes : elem_bytes;
		a->bytes = bytes;
		if (pt->kind == GP_PAT_RANDOM) {
			a->pattern.kind = GP_UVM_RANDOM;
			if (pt->footprint_bytes > 0)
				a->bytes = pt->footprint_bytes;
		} else if (fabs(pt->c_tid) > 1) {
			/* consecutive threads c_tid elements apart */
			a->pattern.kind = GP_UVM_STRIDED;
			a->pattern.stride_bytes = fabs(pt->c_tid) * a->elem_bytes;
		} else {
			a->pattern.kind = GP_UVM_SEQUENTIAL;
		}
	}
	return w->n_arrays;
}

int gp_uvm_workload_build(struct gp_uvm_workload *w, const struct gp_device *dev,
			  const struct gp_uvm_spec *s, struct gp_diag *d)
{
	const struct gp_kernel *k = s->kernel;
	memset(w, 0, sizeof(*w));
	w->passes = s->passes;
	w->prefetch_all = s->prefetch_all;
	w->seed = s->seed;
	w->kernel_s = s->kernel_s > 0 ? s->kernel_s : 0;
	if (k) {
		if (s->kernel_s < 0)
			w->kernel_s = s->estimate_s;
		/* the warps in flight decide how far ahead of the work faults are raised */
		w->resident_threads = s->occupancy_warps * dev->sms * dev->warp_size;
		if (w->resident_threads > s->launch_threads)
			w->resident_threads = s->launch_threads;
		if (!s->has_pattern && k->program && k->program->npatterns > 0 &&
		    arrays_from_kernel(k, s->has_bytes ? s->bytes : 0, s->elem_bytes, w) < 0)
			return gp_error(d, GP_ELIMIT, "more than %d arrays in the address patterns",
					GP_UVM_ARRAYS_MAX);
		if (w->n_arrays == 0 && !s->has_bytes) {
			gp_error(d, GP_EINVAL, "the descriptor has no address patterns to size arrays by");
			gp_diag_hint(d, "give {uvm.bytes} for the managed array size");
			return -GP_EINVAL;
		}
	}
	if (w->n_arrays == 0) {
		w->n_arrays = s->n_arrays;
		for (int i = 0; i < w->n_arrays; i++) {
			w->arrays[i].bytes = s->bytes;
			w->arrays[i].pattern = s->pattern;
			w->arrays[i].elem_bytes = s->elem_bytes;
		}
	}
	return 0;
}
