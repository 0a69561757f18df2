/* critpath.c - critical path of a descriptor's program for a device (critpath.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/critpath.h"

#define NREGS 264   /* R0..R254 (0..254), P0..P6 (256..262) */

/* Work of one warp on the SM's pipes: warp instructions per unit, issue slots, shared-memory
 * wavefronts */
struct pipe_work {
	double ins[GP_UNIT_COUNT];
	double issued;
	double smem;
};

struct walk {
	const struct gp_device *dev;
	const struct gp_program *p;
	const double *trips;        /* per loop */
	double gld_cycles;
	double gld_block_cycles;    /* the slowest of a block's loads, for loads a barrier waits on */
	int last_barrier;           /* index of the program's last block barrier, -1 none */
	double warps_per_block;     /* warps a barrier waits for */
	struct pipe_work phase;     /* a warp's pipe work since the last barrier */
	struct pipe_work fill;      /* the same with each loop's body once: the work the other
				     * warps put ahead of the last one (critpath.h) */
	double phase_excess;        /* the cycles the phase's pipe-bound loops add to the path */
	const double *smem_ways;    /* per instruction: its wavefronts (memory profile), or NULL */
	const double *share;        /* per instruction: how often it runs when its loop's
				     * iteration (or the warp) does, 0..1; NULL: always */
	int saw_barrier;            /* the walk crossed a BAR.SYNC */
	int phase_dram;             /* the phase since the last barrier has a DRAM load */
	int first_bar_dram;         /* the walk's first barrier closed a phase with one (-1: none yet) */
	double dram_syncs;          /* barriers so far that closed a phase with a DRAM load */
	double ready[NREGS];        /* when each register's value is available */
	double stores_acked;        /* when the L2 has acknowledged every store issued so far */
	double last_issue;          /* when walk_range issued its last instruction */
};

/* BAR.SYNC / BAR.RED / BAR.ARV...: the block barriers (MEMBAR orders memory, waits for no warp) */
static int is_block_barrier(const struct gp_pinstr *in)
{
	return in->iclass == GP_IC_BAR && strncmp(in->op, "BAR", 3) == 0;
}

/* Cycles the busiest pipe (or the issue ports) of an SM needs for the work pw of one warp:
 * warp size x instructions / lanes (thesis eq. 4.5, per unit), integer work on the FP32
 * lanes where there are no INT32 ones. */
static double pipe_cycles(const struct gp_device *dev, const struct pipe_work *pw)
{
	double ins[GP_UNIT_COUNT], best = 0;
	memcpy(ins, pw->ins, sizeof(ins));
	gp_unit_fold_counts(dev, ins, GP_FOLD_INT32);
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (dev->units[u] > 0 && dev->warp_size * ins[u] / dev->units[u] > best)
			best = dev->warp_size * ins[u] / dev->units[u];
	if (dev->schedulers > 0 && dev->issue_per_scheduler > 0 &&
	    pw->issued / ((double)dev->schedulers * dev->issue_per_scheduler) > best)
		best = pw->issued / ((double)dev->schedulers * dev->issue_per_scheduler);
	/* the SM's shared-memory pipe, one wavefront a cycle (the model's shared_memory bound) */
	if (pw->smem > best)
		best = pw->smem;
	return best;
}

/* pw += k x add */
static void pipe_work_add(struct pipe_work *pw, const struct pipe_work *add, double k)
{
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		pw->ins[u] += add->ins[u] * k;
	pw->issued += add->issued * k;
	pw->smem += add->smem * k;
}

/*
 * What the block's last warp reaches the end of the phase since the last barrier behind
 * its own path: the other W - 1 warps' work that goes ahead of its own on the busiest pipe.
 * In straight-line code that is all of theirs (the fill and drain of the phase; MWP-CWP's
 * synchronization cost, Hong & Kim ISCA 2009 sec. 4.9). In a loop the warps interleave
 * iteration by iteration: while the loop's iteration is latency-bound (its W warps' pipe
 * work under one warp's period) the others' work hides under the last warp's latency, and
 * it waits for one iteration's worth once (the fill); an iteration that is pipe-bound
 * delays it by the difference every iteration (phase_excess). Charging the whole phase's
 * work, as for straight-line code, counted the pipe's queue twice (here and in the closed
 * network, warp_rate): gpu-benches' gpu-cache, one 256-thread block an SM streaming from
 * L1, came out at 75% of the L1 ceiling, measured 88% (V100) to 98% (A100, H100).
 */
static double phase_drain(const struct walk *w)
{
	return (w->warps_per_block - 1) * pipe_cycles(w->dev, &w->fill) + w->phase_excess;
}

static void phase_clear(struct walk *w)
{
	memset(&w->phase, 0, sizeof(w->phase));
	memset(&w->fill, 0, sizeof(w->fill));
	w->phase_excess = 0;
}

static double ins_latency(const struct walk *w, const struct gp_pinstr *in)
{
	const struct gp_device *dev = w->dev;
	switch (in->iclass) {
	case GP_IC_GLD:
	case GP_IC_LOCAL:
	case GP_IC_ATOM:
		if (in->iclass == GP_IC_GLD && in->mem_level == GP_MEM_DRAM)
			return in - w->p->ins < w->last_barrier ? w->gld_block_cycles : w->gld_cycles;
		return in->iclass == GP_IC_GLD ? dev->lat_mem[in->mem_level] : dev->lat_class[in->iclass];
	case GP_IC_BRANCH:
		return dev->lat_branch_not_taken;
	case GP_IC_LDS:
		/* a conflicted load's data comes back after its last wavefront (the engine's
		 * lat_shared + (ways - 1) wavefronts) */
		if (w->smem_ways && w->smem_ways[in - w->p->ins] > 1)
			return dev->lat_class[in->iclass] + w->smem_ways[in - w->p->ins] - 1;
		return dev->lat_class[in->iclass];
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

/* The barriers of trips iterations of a loop whose one iteration's walk is *in (it saw a
 * barrier) that close a phase with a DRAM load: each iteration's own, and, when its first
 * barrier's phase had none of its own, that phase's loads carried in from before it - the
 * phase open before the loop for the first iteration, the last iteration's tail for the
 * others. The tail opens the phase after the loop. */
static void loop_dram_syncs(struct walk *w, const struct walk *in, double trips)
{
	if (trips <= 0)
		return;
	w->dram_syncs += in->dram_syncs * trips;
	if (in->first_bar_dram == 0)
		w->dram_syncs += fmin(1, trips) * w->phase_dram + fmax(0, trips - 1) * in->phase_dram;
	if (w->first_bar_dram < 0)
		w->first_bar_dram = w->phase_dram || in->first_bar_dram > 0;
	w->phase_dram = in->phase_dram;
}

/* Walk instructions lo..hi starting at time t0 with the issue clock at t0; returns the time
 * the last result is ready. *exited is set when an unpredicated EXIT is reached. */
static double walk_range(struct walk *w, int lo, int hi, double t0, int *exited)
{
	double issue = t0, end = t0, gap = -1;   /* the last instruction's stall, -1: not given */
	for (int i = lo; i <= hi && i < w->p->n; i++) {
		const struct gp_pinstr *in = &w->p->ins[i];
		int l = loop_at(w->p, i, lo, hi);
		double start, fin, f;
		if (l >= 0) {
			/* one iteration from time 0 with everything ready, then trips of them */
			struct walk inner = *w;
			double iter, after, period;
			int ex = 0;
			for (int r = 0; r < NREGS; r++)
				inner.ready[r] = 0;
			inner.stores_acked = 0;
			phase_clear(&inner);
			inner.saw_barrier = 0;
			inner.phase_dram = 0;
			inner.first_bar_dram = -1;
			inner.dram_syncs = 0;
			iter = walk_range(&inner, i, w->p->loops[l].tail, 0, &ex) +
			       w->dev->lat_branch_taken;
			period = iter;
			/* The next iteration issues behind this one's last instruction (in order),
			 * with this iteration's registers: what it does not wait for overlaps
			 * (a software-pipelined stream's loads, issued an iteration ahead of the
			 * chain that consumes them, cost max(chain, load latency) an iteration,
			 * not their sum). Its walk from there gives the steady period (the
			 * recurrence-bound initiation interval of modulo scheduling, Rau,
			 * MICRO 1994); a body with barriers keeps one walk per iteration. */
			if (!inner.saw_barrier && w->trips[l] > 1) {
				struct walk next = inner;
				int ex2 = 0;
				double t1 = iter - w->dev->lat_branch_taken;
				double t2 = walk_range(&next, i, w->p->loops[l].tail,
						       inner.last_issue + w->dev->lat_branch_taken, &ex2);
				if (t2 - t1 < period)
					period = fmax(t2 - t1, 0);
			}
			/* a body without a barrier is part of the enclosing phase, trips times; one
			 * with barriers was charged per phase inside (its tail joins the next
			 * iteration's first phase, which the walk of one iteration already holds) */
			if (!inner.saw_barrier) {
				double pipe = pipe_cycles(w->dev, &inner.phase);
				pipe_work_add(&w->phase, &inner.phase, w->trips[l]);
				pipe_work_add(&w->fill, &inner.fill, fmin(1, w->trips[l]));
				w->phase_excess += inner.phase_excess * w->trips[l] +
						   fmax(0, w->trips[l] - 1) *
						   fmax(0, w->warps_per_block * pipe - period);
				w->phase_dram |= inner.phase_dram && w->trips[l] > 0;
			} else {
				loop_dram_syncs(w, &inner, w->trips[l]);
				/* the phase open before the loop ended at its first barrier; the last
				 * iteration's tail opens the phase after the loop */
				w->phase = inner.phase;
				w->fill = inner.fill;
				w->phase_excess = inner.phase_excess;
				w->saw_barrier = 1;
			}
			start = issue > end ? issue : end;
			after = start + (w->trips[l] > 1 ? iter + period * (w->trips[l] - 1)
							 : iter * w->trips[l]);
			/* the last iteration's stores are acknowledged after it began */
			if (w->trips[l] > 0 && after - iter + inner.stores_acked > w->stores_acked)
				w->stores_acked = after - iter + inner.stores_acked;
			for (int j = i; j <= w->p->loops[l].tail; j++)
				for (int k = 0; k < w->p->ins[j].ndst; k++)
					if (w->p->ins[j].dst[k] >= 0 && w->p->ins[j].dst[k] < NREGS)
						w->ready[w->p->ins[j].dst[k]] = after;
			issue = end = after;
			gap = -1;
			i = w->p->loops[l].tail;
			continue;
		}
		/* an instruction a branch skips on some iterations is on the path, and in the
		 * phase's pipe work, for the share of them it runs (its expected cost) */
		f = w->share ? w->share[i] : 1;
		/* the warp issues behind the instruction before: after its stall count where the
		 * listing gives one (the compiler's schedule, which covers its fixed-latency
		 * results), else after the device's dependent-issue latency (thesis Table 4.1) */
		if (in->dual && w->dev->dual_issue)
			start = issue;
		else if (gap >= 0)
			start = issue + gap;
		else
			start = issue + f * (i > lo ? w->dev->ilp_latency_cycles : 0);
		gap = in->stall ? f * in->stall : -1;
		{
			/* straight-line work is in the phase and in the fill alike */
			struct pipe_work one = { .issued = f,
						 .smem = w->smem_ways ? f * w->smem_ways[i] : 0 };
			one.ins[gp_iclass_unit((enum gp_iclass)in->iclass)] = f * gp_pinstr_work(in);
			pipe_work_add(&w->phase, &one, 1);
			pipe_work_add(&w->fill, &one, 1);
		}
		if (is_block_barrier(in)) {
			/* No warp of the block passes the barrier before the last one reaches it,
			 * and the last one reaches it behind the other warps' share of the phase
			 * on the busiest pipe: the phase costs its latency plus (W - 1) warps'
			 * pipe time (the fill and drain of the phase; MWP-CWP's synchronization
			 * cost, Hong & Kim ISCA 2009 sec. 4.9, charges each barrier the departure
			 * delays of the other warps in the same way). Nothing of phase k+1 of this
			 * block overlaps phase k, so the phases add up on the warp's path. The
			 * released warps issue again after the barrier's latency (Table 4.1's
			 * class latency; the engine's lat_bar). */
			double release = start + phase_drain(w) + w->dev->lat_class[GP_IC_BAR];
			if (w->first_bar_dram < 0)
				w->first_bar_dram = w->phase_dram;
			w->dram_syncs += f * w->phase_dram;
			w->phase_dram = 0;
			phase_clear(w);
			w->saw_barrier = 1;
			gap = -1;
			if (release > end)
				end = release;
			issue = release;
			continue;
		}
		for (int k = 0; k < in->nsrc; k++)
			if (in->src[k] >= 0 && in->src[k] < NREGS && w->ready[in->src[k]] > start)
				start = w->ready[in->src[k]];
		fin = start + f * ins_latency(w, in);
		if (in->iclass == GP_IC_GLD && in->mem_level == GP_MEM_DRAM && f > 0)
			w->phase_dram = 1;
		for (int k = 0; k < in->ndst; k++)
			if (in->dst[k] >= 0 && in->dst[k] < NREGS)
				w->ready[in->dst[k]] = fin;
		/* a warp retires only when its stores are acknowledged by the L2 (GPGPU-Sim and
		 * Accel-Sim: hardware_done() needs stores_done()), but nothing after a store
		 * waits for its acknowledgement: the acks are kept apart from the path (a loop's
		 * iteration does not wait for the previous one's stores) and join it at the end */
		if ((in->iclass == GP_IC_GST || in->iclass == GP_IC_ATOM) &&
		    start + w->dev->lat_mem[GP_MEM_L2] > w->stores_acked)
			w->stores_acked = start + w->dev->lat_mem[GP_MEM_L2];
		if (in->ndst > 0 && fin > end)
			end = fin;
		if (start > end)
			end = start;
		issue = start;
		if (in->is_exit && !in->predicated) {
			*exited = 1;
			break;
		}
	}
	w->last_issue = issue;
	return end;
}

/* How often each instruction of an emulated program runs per run of its innermost loop's
 * head (per iteration), or per warp outside loops: its execs over theirs, capped at 1.
 * NULL without execs (or without memory: then every instruction counts whole). */
static double *exec_share(const struct gp_program *p)
{
	double *f;
	if (!p->has_execs || !(f = malloc((size_t)p->n * sizeof(*f))))
		return NULL;
	for (int i = 0; i < p->n; i++) {
		int best = -1;
		double ref;
		for (int l = 0; l < p->nloops; l++)
			if (p->loops[l].head <= i && i <= p->loops[l].tail &&
			    (best < 0 || p->loops[l].tail - p->loops[l].head <
					 p->loops[best].tail - p->loops[best].head))
				best = l;
		ref = best >= 0 ? p->ins[p->loops[best].head].execs : 1;   /* execs are a warp's */
		f[i] = ref > 0 ? fmin(1, p->ins[i].execs / ref) : 1;
	}
	return f;
}

int gp_critpath_program(const struct gp_device *dev, const struct gp_kernel *k,
			const struct gp_params *params, double gld_latency_cycles, double *cycles,
			struct gp_diag *d)
{
	return gp_critpath_phased(dev, k, params, gld_latency_cycles, gld_latency_cycles, 1,
				  cycles, NULL, NULL, d);
}

int gp_critpath_has_barrier(const struct gp_kernel *k)
{
	for (int i = 0; k->program && i < k->program->n; i++)
		if (is_block_barrier(&k->program->ins[i]))
			return 1;
	return 0;
}

int gp_critpath_phased(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_params *params, double gld_latency_cycles,
		       double gld_block_latency_cycles, double warps_per_block, double *cycles,
		       double *repl_cycles, double *dram_syncs, struct gp_diag *d)
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
	w.warps_per_block = warps_per_block > 1 ? warps_per_block : 1;
	w.gld_block_cycles = gld_block_latency_cycles > 0 ? gld_block_latency_cycles : w.gld_cycles;
	w.last_barrier = -1;
	for (int i = 0; i < k->program->n; i++)
		if (is_block_barrier(&k->program->ins[i]))
			w.last_barrier = i;
	w.gld_cycles = gld_latency_cycles > 0 ? gld_latency_cycles : dev->lat_mem[GP_MEM_DRAM];
	w.smem_ways = gp_program_shared_ways(k->program, k->memory);
	w.share = exec_share(k->program);
	w.first_bar_dram = -1;
	*cycles = walk_range(&w, 0, k->program->n - 1, 0, &exited);
	if (dram_syncs)
		*dram_syncs = w.dram_syncs + w.phase_dram;
	/* a block ends, and frees its warp slots, with its last warp: the program's end closes
	 * the last phase as a barrier would (nothing for a block of one warp) */
	*cycles += phase_drain(&w);
	/* its slot frees block_replacement cycles after its last instruction, and no earlier
	 * than its stores are acknowledged (as the engine, engine.c) */
	{
		double end = fmax(*cycles, w.stores_acked);
		*cycles = fmax(*cycles + dev->block_replacement_cycles, w.stores_acked);
		if (repl_cycles)
			*repl_cycles = *cycles - end;
	}
	free((void *)w.smem_ways);
	free((void *)w.share);
	return 0;
}

