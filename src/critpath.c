/* critpath.c - critical path of a descriptor's program for a device (critpath.h). */
#include <string.h>

#include "gpuperf/critpath.h"

#define NREGS 264   /* R0..R254 (0..254), P0..P6 (256..262) */

struct walk {
	const struct gp_device *dev;
	const struct gp_program *p;
	const double *trips;        /* per loop */
	double gld_cycles;
	double ready[NREGS];        /* when each register's value is available */
};

static double ins_latency(const struct walk *w, const struct gp_pinstr *in)
{
	const struct gp_device *dev = w->dev;
	switch (in->iclass) {
	case GP_IC_GLD:
	case GP_IC_LOCAL:
	case GP_IC_ATOM:
		if (in->iclass == GP_IC_GLD && in->mem_level == GP_MEM_DRAM)
			return w->gld_cycles;
		return in->iclass == GP_IC_GLD ? dev->lat_mem[in->mem_level] : dev->lat_class[in->iclass];
	case GP_IC_BRANCH:
		return dev->lat_branch_not_taken;
	default:
		return dev->lat_class[in->iclass];
	}
}

static int loop_at(const struct gp_program *p, int head, int lo, int hi)
{
	for (int l = 0; l < p->nloops; l++)
		if (p->loops[l].head == head && p->loops[l].tail <= hi && !(head == lo && p->loops[l].tail == hi))
			return l;
	return -1;
}

/* Walk instructions lo..hi starting at time t0 with the issue clock at t0; returns the time
 * the last result is ready. *exited is set when an unpredicated EXIT is reached. */
static double walk_range(struct walk *w, int lo, int hi, double t0, int *exited)
{
	double issue = t0, end = t0;
	for (int i = lo; i <= hi && i < w->p->n; i++) {
		const struct gp_pinstr *in = &w->p->ins[i];
		int l = loop_at(w->p, i, lo, hi);
		double start, fin;
		if (l >= 0) {
			/* one iteration from time 0 with everything ready, then trips of them */
			struct walk inner = *w;
			double iter, after;
			int ex = 0;
			for (int r = 0; r < NREGS; r++)
				inner.ready[r] = 0;
			iter = walk_range(&inner, i, w->p->loops[l].tail, 0, &ex) +
			       w->dev->lat_branch_taken;
			start = issue > end ? issue : end;
			after = start + iter * w->trips[l];
			for (int j = i; j <= w->p->loops[l].tail; j++)
				for (int k = 0; k < w->p->ins[j].ndst; k++)
					if (w->p->ins[j].dst[k] >= 0 && w->p->ins[j].dst[k] < NREGS)
						w->ready[w->p->ins[j].dst[k]] = after;
			issue = end = after;
			i = w->p->loops[l].tail;
			continue;
		}
		start = issue + (in->dual && w->dev->dual_issue ? 0 : (i > lo ? w->dev->ilp_latency_cycles : 0));
		for (int k = 0; k < in->nsrc; k++)
			if (in->src[k] >= 0 && in->src[k] < NREGS && w->ready[in->src[k]] > start)
				start = w->ready[in->src[k]];
		fin = start + ins_latency(w, in);
		for (int k = 0; k < in->ndst; k++)
			if (in->dst[k] >= 0 && in->dst[k] < NREGS)
				w->ready[in->dst[k]] = fin;
		/* a warp retires only when its stores are acknowledged by the L2 (GPGPU-Sim and
		 * Accel-Sim: hardware_done() needs stores_done()); other results when ready */
		if (in->iclass == GP_IC_GST || in->iclass == GP_IC_ATOM)
			fin = start + w->dev->lat_mem[GP_MEM_L2];
		if ((in->ndst > 0 || in->iclass == GP_IC_GST || in->iclass == GP_IC_ATOM) && fin > end)
			end = fin;
		if (start > end)
			end = start;
		issue = start;
		if (in->is_exit && !in->predicated) {
			*exited = 1;
			break;
		}
	}
	return end;
}

int gp_critpath_program(const struct gp_device *dev, const struct gp_kernel *k,
			const struct gp_params *params, double gld_latency_cycles, double *cycles,
			struct gp_diag *d)
{
	struct gp_params prm = k->defaults;
	double trips[64];
	struct walk w;
	int exited = 0;

	if (!k->program || k->program->n == 0) {
		gp_error(d, GP_EINVAL, "%s has no program to derive a critical path from", k->name);
		return -GP_EINVAL;
	}
	if (k->program->nloops > 64) {
		gp_error(d, GP_ELIMIT, "%s has %d loops; the critical path handles 64", k->name,
			 k->program->nloops);
		return -GP_ELIMIT;
	}
	for (int i = 0; params && i < params->n; i++)
		if (gp_params_set(&prm, params->names[i], params->values[i], d) < 0)
			return -GP_ELIMIT;
	for (int l = 0; l < k->program->nloops; l++) {
		int rc;
		trips[l] = 1;
		if (k->program->loops[l].trips &&
		    (rc = gp_expr_eval(k->program->loops[l].trips, &prm, &trips[l], d)) < 0)
			return rc;
		if (trips[l] < 0)
			trips[l] = 0;
	}
	memset(&w, 0, sizeof(w));
	w.dev = dev;
	w.p = k->program;
	w.trips = trips;
	w.gld_cycles = gld_latency_cycles > 0 ? gld_latency_cycles : dev->lat_mem[GP_MEM_DRAM];
	*cycles = walk_range(&w, 0, k->program->n - 1, 0, &exited) + dev->block_replacement_cycles;
	return 0;
}
