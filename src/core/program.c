/* program.c - compiles a descriptor's program for a device into the instruction table the
 * engine runs (program_int.h), and walks one warp through it for the model's counts. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "program_int.h"
#include "gpuperf/expr.h"

#define EN_TRIPS_MAX 4294967295.0
#define EN_WARP_ANY UINT64_MAX
#define EN_WALK_MAX 1000000000ULL

static int ins_error(struct gp_diag *d, const struct gp_kernel *k, int i, int code,
		     const char *what, const char *hint)
{
	const struct gp_pinstr *pi = &k->program->ins[i];
	gp_error(d, code, "%s (instruction %d '%s')", what, i, pi->op);
	gp_diag_at(d, k->path[0] ? k->path : k->name, 0, 0);
	gp_diag_field(d, "/program/instructions/%d", i);
	if (hint)
		gp_diag_hint(d, "%s", hint);
	return -code;
}

/* Parameters: the declared defaults, overridden by params; an undeclared name is an error. */
static int merge_params(const struct gp_kernel *k, const struct gp_params *params,
			struct gp_params *out, struct gp_diag *d)
{
	double v;
	*out = k->defaults;
	if (!params)
		return 0;
	for (int i = 0; i < params->n; i++) {
		if (!gp_params_get(&k->defaults, params->names[i], &v)) {
			gp_error(d, GP_ENOTFOUND, "unknown parameter '%s' for kernel %s",
				 params->names[i], k->name);
			gp_diag_field(d, "kernel.param %s", params->names[i]);
			gp_diag_hint(d, "the descriptor's \"params\" object declares the names it uses");
			return -GP_ENOTFOUND;
		}
		if (gp_params_set(out, params->names[i], params->values[i], d) < 0)
			return -GP_ELIMIT;
	}
	return 0;
}

static int whole(double v, int64_t *out)
{
	if (!isfinite(v) || fabs(v) > 9.0e15 || v != floor(v))
		return -1;
	*out = (int64_t)v;
	return 0;
}

static int compile_pattern(const struct gp_kernel *k, const struct gp_pattern *gp, int idx,
			   int block_threads, uint64_t base, struct en_pat *p, struct gp_diag *d)
{
	p->random = gp->kind == GP_PAT_RANDOM;
	p->elem_bytes = gp->elem_bytes > 0 ? gp->elem_bytes : 4;
	p->base = base;
	if (p->elem_bytes > 1024) {
		gp_error(d, GP_EINVAL, "elem_bytes %d is larger than 1024", gp->elem_bytes);
		goto fail;
	}
	if (p->random) {
		double e = gp->footprint_bytes / p->elem_bytes;
		if (!(e >= 1) || e > 1e15) {
			gp_error(d, GP_EINVAL,
				 "random pattern needs footprint_bytes of at least one element, got %g",
				 gp->footprint_bytes);
			goto fail;
		}
		p->footprint_elems = (uint64_t)e;
		return 0;
	}
	if (whole(gp->offset, &p->offset) || whole(gp->c_tid, &p->c_tid) ||
	    whole(gp->c_iter, &p->c_iter) ||
	    (!gp->c_block_is_blocksize && whole(gp->c_block, &p->c_block))) {
		gp_error(d, GP_EINVAL, "affine pattern coefficients must be whole numbers of elements");
		goto fail;
	}
	if (gp->c_block_is_blocksize)
		p->c_block = block_threads;
	p->dims = gp->dims;
	if (gp->dims && (whole(gp->c_tid_y, &p->c_tid_y) || whole(gp->c_tid_z, &p->c_tid_z) ||
			 whole(gp->c_block_y, &p->c_block_y) || whole(gp->c_block_z, &p->c_block_z))) {
		gp_error(d, GP_EINVAL, "affine pattern coefficients must be whole numbers of elements");
		goto fail;
	}
	if (gp->wrap) {
		double e = gp->footprint_bytes / p->elem_bytes;
		if (!(e >= 1) || e > 1e15) {
			gp_error(d, GP_EINVAL,
				 "wrapping pattern needs footprint_bytes of at least one element, got %g",
				 gp->footprint_bytes);
			goto fail;
		}
		p->wrap = 1;
		p->footprint_elems = (uint64_t)e;
		if (gp->shuffle) {
			p->shuffle = 1;
			gp_ring_init(&p->ring, p->footprint_elems, gp->array);
		}
	}
	return 0;
fail:
	gp_diag_at(d, k->path[0] ? k->path : k->name, 0, 0);
	gp_diag_field(d, "/program/patterns/%d", idx);
	gp_diag_hint(d, "see kernels/README.md, 'patterns'");
	return -GP_EINVAL;
}

int64_t en_pat_index(const struct en_prog *pg, const struct en_pat *p, int64_t tid, int64_t block,
		     int64_t iter)
{
	int64_t idx = p->offset + iter * p->c_iter;
	if (!p->dims)
		return idx + tid * p->c_tid + block * p->c_block;
	/* CUDA's linear order: x fastest, then y, then z */
	idx += tid % pg->bdim[0] * p->c_tid + tid / pg->bdim[0] % pg->bdim[1] * p->c_tid_y +
	       tid / (pg->bdim[0] * pg->bdim[1]) * p->c_tid_z;
	idx += block % pg->gdim[0] * p->c_block + block / pg->gdim[0] % pg->gdim[1] * p->c_block_y +
	       block / (pg->gdim[0] * pg->gdim[1]) * p->c_block_z;
	return idx;
}

int en_shape_error(const struct gp_kernel *k, struct gp_diag *d)
{
	gp_error(d, GP_EINVAL, "kernel %s: a pattern has tid_y/tid_z/block_y/block_z but the "
		 "descriptor has no launch shape to split thread and block indices by", k->name);
	gp_diag_at(d, k->path[0] ? k->path : k->name, 0, 0);
	gp_diag_field(d, "/dynamic/block");
	gp_diag_hint(d, "extract the descriptor with {launch.grid} XxY {launch.block} XxY (its dynamic.grid and "
		     "dynamic.block record the launch), or give the patterns linear tid and block "
		     "only");
	return -GP_EINVAL;
}

static enum en_kind kind_of(const struct gp_pinstr *pi)
{
	switch ((enum gp_iclass)pi->iclass) {
	case GP_IC_GLD: return EN_K_GLD;
	case GP_IC_GST: return EN_K_GST;
	case GP_IC_LOCAL: return pi->ndst > 0 ? EN_K_GLD : EN_K_GST;
	case GP_IC_ATOM: return EN_K_ATOM;
	case GP_IC_LDS: return EN_K_LDS;
	case GP_IC_STS: return EN_K_STS;
	case GP_IC_LDC: return EN_K_LDC;
	case GP_IC_BAR: return EN_K_BAR;
	case GP_IC_BRANCH: return pi->is_exit ? EN_K_EXIT : EN_K_BRA;
	default: return EN_K_ALU;
	}
}

static int is_mem(enum en_kind k)
{
	return k == EN_K_GLD || k == EN_K_GST || k == EN_K_ATOM || k == EN_K_LDS || k == EN_K_STS;
}

void en_prog_release(struct en_prog *p)
{
	free(p->ins);
	free(p->loop_head);
	free(p->loop_tail);
	free(p->trips);
	free(p->trips_frac);
	free(p->pat);
	memset(p, 0, sizeof(*p));
}

static int compile_loops(const struct gp_kernel *k, const struct gp_params *prm, struct en_prog *p,
			 struct gp_diag *d)
{
	const struct gp_program *gp = k->program;
	const char *file = k->path[0] ? k->path : k->name;
	p->nloops = gp->nloops;
	p->loop_head = calloc((size_t)gp->nloops + 1, sizeof(int));
	p->loop_tail = calloc((size_t)gp->nloops + 1, sizeof(int));
	p->trips = calloc((size_t)gp->nloops + 1, sizeof(uint64_t));
	p->trips_frac = calloc((size_t)gp->nloops + 1, sizeof(double));
	if (!p->loop_head || !p->loop_tail || !p->trips || !p->trips_frac)
		return gp_error(d, GP_ENOMEM, "out of memory compiling loops");
	for (int l = 0; l < gp->nloops; l++) {
		const struct gp_ploop *lp = &gp->loops[l];
		double v;
		int rc;
		gp_diag_at(d, file, 0, 0);
		gp_diag_field(d, "/program/loops/%d", l);
		if (lp->head < 0 || lp->tail < lp->head || lp->tail >= gp->n) {
			gp_error(d, GP_EINVAL, "loop spans instructions %d..%d, outside 0..%d or reversed",
				 lp->head, lp->tail, gp->n - 1);
			gp_diag_hint(d, "head and tail are instruction indices, head <= tail");
			return -GP_EINVAL;
		}
		for (int m = 0; m < l; m++) {
			const struct gp_ploop *o = &gp->loops[m];
			int disjoint = lp->tail < o->head || o->tail < lp->head;
			int nested = (lp->head >= o->head && lp->tail <= o->tail) ||
				     (o->head >= lp->head && o->tail <= lp->tail);
			if (o->head == lp->head || o->tail == lp->tail || (!disjoint && !nested)) {
				gp_error(d, GP_EINVAL,
					 "loop %d..%d overlaps loop %d (%d..%d) without nesting, or shares its head or tail",
					 lp->head, lp->tail, m, o->head, o->tail);
				gp_diag_hint(d, "loops must be disjoint or strictly nested");
				return -GP_EINVAL;
			}
		}
		if (!lp->trips) {
			gp_error(d, GP_EINVAL, "loop has no trip count");
			gp_diag_hint(d, "give \"trips\": an expression in the kernel's parameters");
			return -GP_EINVAL;
		}
		gp_diag_field(d, "/program/loops/%d/trips", l);
		if ((rc = gp_expr_eval(lp->trips, prm, &v, d)) < 0)
			return rc;
		/* a mean over warps (an emulated descriptor's 2.125) is a valid trip count:
		 * en_prog_next runs it as floor or ceil per warp */
		if (!(v >= 0) || v > EN_TRIPS_MAX) {
			gp_error(d, GP_ERANGE, "trip count evaluates to %g; must be in 0..%.0f",
				 v, EN_TRIPS_MAX);
			gp_diag_hint(d, "a loop runs a non-negative number of times (a fractional "
				     "value is a mean over warps); change the expression or {kernel.param}");
			return -GP_ERANGE;
		}
		p->loop_head[l] = lp->head;
		p->loop_tail[l] = lp->tail;
		p->trips[l] = (uint64_t)ceil(v);
		p->trips_frac[l] = v - floor(v);
	}
	gp_diag_clear(d);
	return 0;
}

/* Which instructions can run: fall-through unless an unconditional exit/branch, plus targets. */
static int check_reachable(const struct gp_kernel *k, const struct en_prog *p, struct gp_diag *d)
{
	int n = p->n, rc = 0, top = 0;
	char *seen = calloc((size_t)n, 1);
	int *stack = malloc(sizeof(int) * (size_t)(n + 1));
	if (!seen || !stack) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	stack[top++] = 0;
	seen[0] = 1;
	while (top > 0) {
		int i = stack[--top];
		const struct en_ins *in = &p->ins[i];
		int succ[3], ns = 0;
		if (in->kind == EN_K_BRA && in->target >= 0 && in->target <= i && in->loop_tail < 0) {
			rc = ins_error(d, k, i, GP_EINVAL,
				       "backward branch that is not a declared loop's back edge",
				       "declare the loop in program.loops with a trip count");
			goto out;
		}
		if (in->loop_tail >= 0)
			succ[ns++] = p->loop_head[in->loop_tail];
		if (in->kind == EN_K_BRA && in->target >= 0)
			succ[ns++] = in->target;
		if (!((in->kind == EN_K_EXIT && !in->predicated) ||
		      (in->kind == EN_K_BRA && in->target >= 0 && !in->predicated && in->loop_tail < 0)))
			succ[ns++] = i + 1;
		for (int j = 0; j < ns; j++)
			if (succ[j] < n && !seen[succ[j]]) {
				seen[succ[j]] = 1;
				stack[top++] = succ[j];
			}
	}
out:
	free(seen);
	free(stack);
	return rc;
}

/* Control-flow successors of instruction i (n = leaving the program), as the warps can go. */
static int successors(const struct en_prog *p, int i, int *succ)
{
	const struct en_ins *in = &p->ins[i];
	int ns = 0;
	if (in->loop_tail >= 0)
		succ[ns++] = p->loop_head[in->loop_tail];
	if (in->kind == EN_K_BRA && in->target >= 0 && in->loop_tail < 0)
		succ[ns++] = in->target;
	if (in->kind == EN_K_EXIT && !in->predicated)
		succ[ns++] = p->n;
	else if (!(in->kind == EN_K_BRA && in->target >= 0 && !in->predicated && in->loop_tail < 0))
		succ[ns++] = i + 1;
	return ns;
}

/*
 * Reconvergence points: the immediate post-dominator of each divergent branch
 * (the first instruction every path from the branch must reach; the end of the
 * program when a path can exit). Dominators of the reversed control-flow graph
 * rooted at the exit, by the iterative algorithm of Cooper, Harvey and Kennedy
 * ("A Simple, Fast Dominance Algorithm", 2001), in linear memory.
 */
static int compute_rpc(struct en_prog *p, struct gp_diag *d)
{
	int n = p->n, N = n + 1, rc = 0, changed = 1, cnt = 0, top = 0;
	int *npred = calloc((size_t)N + 1, sizeof(int)), *pred = NULL, *po = NULL, *order = NULL;
	int *ipdom = NULL, *stack = NULL, *it = NULL;
	if (!npred)
		return gp_error(d, GP_ENOMEM, "out of memory");
	/* predecessors of each node in the forward graph = its successors when reversed */
	for (int i = 0; i < n; i++) {
		int succ[3], ns = successors(p, i, succ);
		for (int j = 0; j < ns; j++)
			npred[succ[j] + 1]++;
	}
	for (int v = 0; v < N; v++)
		npred[v + 1] += npred[v];
	pred = malloc(sizeof(int) * (size_t)(npred[N] + 1));
	it = malloc(sizeof(int) * (size_t)N);
	po = malloc(sizeof(int) * (size_t)N);
	order = malloc(sizeof(int) * (size_t)N);
	ipdom = malloc(sizeof(int) * (size_t)N);
	stack = malloc(sizeof(int) * (size_t)N);
	if (!pred || !it || !po || !order || !ipdom || !stack) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	memcpy(it, npred, sizeof(int) * (size_t)N);
	for (int i = 0; i < n; i++) {
		int succ[3], ns = successors(p, i, succ);
		for (int j = 0; j < ns; j++)
			pred[it[succ[j]]++] = i;
	}
	/* post-order of the reversed graph from the exit (iterative depth-first search) */
	for (int v = 0; v < N; v++) {
		po[v] = -1;
		ipdom[v] = -1;
		it[v] = npred[v];
	}
	stack[top++] = n;
	po[n] = -2;
	while (top > 0) {
		int v = stack[top - 1];
		if (it[v] < npred[v + 1]) {
			int u = pred[it[v]++];
			if (po[u] == -1) {
				po[u] = -2;
				stack[top++] = u;
			}
		} else {
			top--;
			order[cnt] = v;
			po[v] = cnt++;
		}
	}
	ipdom[n] = n;
	while (changed) {
		changed = 0;
		for (int k = cnt - 2; k >= 0; k--) {   /* reverse post-order, the root (exit) excluded */
			int v = order[k], succ[3], ns = successors(p, v, succ), nd = -1;
			for (int j = 0; j < ns; j++) {
				int a = succ[j], b = nd;
				if (ipdom[a] < 0)
					continue;
				if (b < 0) {
					nd = a;
					continue;
				}
				while (a != b) {
					while (po[a] < po[b])
						a = ipdom[a];
					while (po[b] < po[a])
						b = ipdom[b];
				}
				nd = a;
			}
			if (nd >= 0 && ipdom[v] != nd) {
				ipdom[v] = nd;
				changed = 1;
			}
		}
	}
	for (int i = 0; i < n; i++)
		if (p->ins[i].diverge)
			p->ins[i].rpc = ipdom[i] >= 0 ? ipdom[i] : n;
out:
	free(npred);
	free(pred);
	free(it);
	free(po);
	free(order);
	free(ipdom);
	free(stack);
	return rc;
}

int en_ins_timing(const struct gp_device *dev, const struct gp_pinstr *pi, struct en_ins *in)
{
	int sched = dev->schedulers > 0 ? dev->schedulers : 1;
	enum gp_unit u = gp_unit_on(dev, gp_iclass_unit((enum gp_iclass)pi->iclass), GP_FOLD_INT32);
	double lanes;
	in->kind = (uint8_t)kind_of(pi);
	lanes = dev->units[u];
	if (u != GP_UNIT_CTRL && !(lanes > 0))
		return -1;
	in->unit = (uint8_t)u;
	/* each scheduler owns 1/schedulers of the lanes (its sub-partition): a
	 * warp instruction costs warp_size / (lanes / schedulers) of its cycles */
	in->work = (float)gp_pinstr_work(pi);
	in->cost_fp = u == GP_UNIT_CTRL ? 0
		      : (uint64_t)llround((double)dev->warp_size * sched / lanes * in->work *
					  (double)EN_FP);
	in->predicated = pi->predicated;
	in->target = -1;
	in->loop_tail = in->loop_head = in->inner_loop = -1;
	in->lat = (uint32_t)(dev->lat_class[pi->iclass] >= 1 ? dev->lat_class[pi->iclass] : 1);
	return 0;
}

int en_prog_compile(const struct gp_device *dev, const struct gp_kernel *k,
		    const struct gp_params *params, int block_threads, struct en_prog *p,
		    struct gp_diag *d)
{
	const struct gp_program *gp = k->program;
	struct gp_params prm;
	int16_t map[EN_REG_IDS];
	int rc, narrays = 0;
	char (*arrays)[GP_NAME_MAX] = NULL;
	double *smem_ways = NULL;

	memset(p, 0, sizeof(*p));
	if (!gp || gp->n <= 0) {
		gp_error(d, GP_EINVAL, "kernel %s has no program for the engine to run", k->name);
		gp_diag_at(d, k->path[0] ? k->path : k->name, 0, 0);
		gp_diag_field(d, "/program");
		gp_diag_hint(d, "add a \"program\" section (kernels/README.md) or write the "
			     "descriptor with 'gpuperf extract' from SASS");
		return -GP_EINVAL;
	}
	if ((rc = merge_params(k, params, &prm, d)) < 0)
		return rc;
	p->n = gp->n;
	p->ins = calloc((size_t)gp->n, sizeof(*p->ins));
	p->npat = gp->npatterns + gp->n;
	p->pat = calloc((size_t)p->npat, sizeof(*p->pat));
	arrays = calloc((size_t)gp->npatterns + 1, sizeof(*arrays));
	smem_ways = gp_program_shared_ways(gp, k->memory);   /* NULL: nothing maps */
	if (!p->ins || !p->pat || !arrays) {
		rc = gp_error(d, GP_ENOMEM, "out of memory compiling the program");
		goto fail;
	}
	if ((rc = compile_loops(k, &prm, p, d)) < 0)
		goto fail;

	/* Patterns: arrays by name get distinct provisional bases 1 TiB apart (the
	 * engine then places them as cudaMalloc would: en_place_arrays); each
	 * instruction without a pattern gets an array of its own (no reuse). */
	for (int i = 0; i < gp->npatterns; i++) {
		int id = -1;
		for (int a = 0; a < narrays; a++)
			if (strcmp(arrays[a], gp->patterns[i].array) == 0)
				id = a;
		if (id < 0) {
			id = narrays++;
			snprintf(arrays[id], GP_NAME_MAX, "%s", gp->patterns[i].array);
		}
		rc = compile_pattern(k, &gp->patterns[i], i, block_threads,
				     (uint64_t)(id + 1) << 40, &p->pat[i], d);
		if (rc < 0)
			goto fail;
		p->has_dims |= p->pat[i].dims;
	}
	/* per-dimension coefficients split linear indices by the launch's shape, which an
	 * emulated descriptor records (the caller checks it against its launch) */
	if (k->dynamic && k->dynamic->block[0] && k->dynamic->grid[0]) {
		p->shape_known = 1;
		for (int a = 0; a < 3; a++) {
			p->bdim[a] = k->dynamic->block[a] ? k->dynamic->block[a] : 1;
			p->gdim[a] = k->dynamic->grid[a] ? k->dynamic->grid[a] : 1;
		}
	}

	for (int r = 0; r < EN_REG_IDS; r++)
		map[r] = -1;
	for (int i = 0; i < gp->n; i++) {
		const struct gp_pinstr *pi = &gp->ins[i];
		struct en_ins *in = &p->ins[i];

		if (pi->iclass >= GP_IC_COUNT) {
			rc = ins_error(d, k, i, GP_EINVAL, "unknown instruction class",
				       "classes are listed in kernels/README.md");
			goto fail;
		}
		if (en_ins_timing(dev, pi, in) < 0) {
			char what[192];
			snprintf(what, sizeof(what), "device %s has no %s units", dev->name,
				 gp_unit_name(gp_iclass_unit((enum gp_iclass)pi->iclass)));
			rc = ins_error(d, k, i, GP_EINVAL, what,
				       "run the kernel on a device that has them, or use a "
				       "descriptor compiled for this architecture");
			goto fail;
		}
		in->dual = pi->dual && i > 0;
		in->stall = pi->stall;
		in->target = pi->target;
		if (in->kind == EN_K_BRA && (pi->target < -1 || pi->target >= gp->n)) {
			rc = ins_error(d, k, i, GP_EINVAL, "branch target outside the program",
				       "target is an instruction index");
			goto fail;
		}
		if (pi->has_taken) {
			if (in->kind != EN_K_BRA || pi->target < 0 || !pi->predicated) {
				rc = ins_error(d, k, i, GP_EINVAL, "\"taken\" on an instruction that is "
					       "not a conditional branch",
					       "only a branch with \"pred\" and \"target\" diverges");
				goto fail;
			}
			if (!(pi->taken >= 0 && pi->taken <= 1)) {
				rc = ins_error(d, k, i, GP_ERANGE, "\"taken\" outside 0..1",
					       "the fraction of a warp's active threads that jump");
				goto fail;
			}
			in->diverge = pi->taken > 0 && pi->taken < 1;
			in->taken_fp = (uint32_t)llround(pi->taken * (double)EN_FP);
			p->ndiv += in->diverge;
		}
		if (pi->ndst > GP_PI_MAX_DST || pi->nsrc > GP_PI_MAX_SRC) {
			rc = ins_error(d, k, i, GP_EINVAL, "too many operands",
				       "at most 4 destinations and 6 sources");
			goto fail;
		}
		for (int j = 0; j < pi->nsrc + pi->ndst; j++) {
			int r = j < pi->nsrc ? pi->src[j] : pi->dst[j - pi->nsrc];
			int c, dup = 0;
			if (r < 0)
				continue;
			if (r >= EN_REG_IDS || (r > 254 && r < 256)) {
				rc = ins_error(d, k, i, GP_EINVAL, "register id out of range",
					       "R0..R254 and P0..P6");
				goto fail;
			}
			if (map[r] < 0)
				map[r] = (int16_t)p->nregs++;
			c = map[r];
			for (int q = 0; q < in->nwait; q++)
				dup |= in->wait[q] == c;
			if (!dup)
				in->wait[in->nwait++] = (uint16_t)c;
			if (j >= pi->nsrc)
				in->dst[in->ndst++] = (uint16_t)c;
		}
		if (is_mem((enum en_kind)in->kind) || in->kind == EN_K_LDC) {
			int w = pi->width_bytes ? pi->width_bytes : 4;
			if (w != 1 && w != 2 && w != 4 && w != 8 && w != 16) {
				rc = ins_error(d, k, i, GP_EINVAL, "access width must be 1, 2, 4, 8 or 16 bytes",
					       "\"width\" is the bytes each thread reads or writes");
				goto fail;
			}
			in->width = (uint8_t)w;
		}
		if (is_mem((enum en_kind)in->kind)) {
			if (pi->pattern >= gp->npatterns) {
				rc = ins_error(d, k, i, GP_EINVAL, "pattern index outside program.patterns",
					       "\"pattern\" indexes program.patterns");
				goto fail;
			}
			if (pi->pattern >= 0) {
				in->pattern = pi->pattern;
			} else {
				/* default: unit stride by global thread index (shared: by thread in block) */
				struct en_pat *dp = &p->pat[gp->npatterns + i];
				int shared = in->kind == EN_K_LDS || in->kind == EN_K_STS;
				dp->elem_bytes = in->width;
				dp->c_tid = 1;
				dp->c_block = shared ? 0 : block_threads;
				dp->base = (uint64_t)(gp->npatterns + i + 1) << 40;
				in->pattern = gp->npatterns + i;
				/* a shared access the descriptor gives no addresses for takes its
				 * bank ways from the memory profile when it has them (an emulated
				 * kernel's: its lanes' real addresses), as the model's path does */
				if (shared && smem_ways && smem_ways[i] >= 1)
					in->smem_ways_fp = (uint32_t)llround(smem_ways[i] * (double)EN_FP);
			}
		}
	}
	/* A dual pair issues together: the partner may not read what the first writes. */
	for (int i = 1; i < p->n; i++) {
		struct en_ins *in = &p->ins[i];
		for (int q = 0; in->dual && q < in->nwait; q++)
			for (int r = 0; r < p->ins[i - 1].ndst; r++)
				if (in->wait[q] == p->ins[i - 1].dst[r])
					in->dual = 0;
	}
	for (int l = 0; l < p->nloops; l++) {
		struct en_ins *t = &p->ins[p->loop_tail[l]];
		t->loop_tail = l;
		p->ins[p->loop_head[l]].loop_head = l;
		if (t->kind == EN_K_BRA && t->target >= 0 && t->target != p->loop_head[l]) {
			rc = ins_error(d, k, p->loop_tail[l], GP_EINVAL,
				       "loop tail branches somewhere other than the loop head",
				       "the branch at a loop's tail jumps back to its head");
			goto fail;
		}
	}
	for (int i = 0; i < p->n; i++) {
		struct en_ins *in = &p->ins[i];
		int best = -1;
		for (int l = 0; l < p->nloops; l++)
			if (p->loop_head[l] <= i && i <= p->loop_tail[l] &&
			    (best < 0 || p->loop_tail[l] - p->loop_head[l] <
						 p->loop_tail[best] - p->loop_head[best]))
				best = l;
		in->inner_loop = best;
		/* A guarded forward branch over loops is their zero-trip guard: it jumps
		 * only when every loop it spans runs zero times. (The guard over an
		 * unrolled loop and its remainder loop falls through when only the
		 * unrolled one is empty: the inner guard skips that one.) */
		if (in->kind == EN_K_BRA && in->predicated && in->target > i && in->loop_tail < 0) {
			int spans = 0, empty = 0;
			for (int l = 0; l < p->nloops; l++)
				if (p->loop_head[l] > i && p->loop_tail[l] < in->target) {
					spans++;
					empty += p->trips[l] == 0;
				}
			in->skip_taken = spans > 0 && empty == spans;
		}
		/* every lane jumps: an unguarded branch, a skip over a zero-trip loop, or a
		 * guarded one annotated "taken": 1 (0 keeps the guarded default: fall through) */
		if (in->kind == EN_K_BRA && in->target >= 0 && in->loop_tail < 0)
			in->jump = gp->ins[i].has_taken ? in->taken_fp >= EN_FP && !in->diverge
							: !in->predicated || in->skip_taken;
		/* an emulated program's guarded forward branch jumps on the share of its
		 * executions the launch did not fall through: 1 - execs(next) / execs(it), the
		 * next instruction being the fall-through side (reached from elsewhere too, the
		 * share is smaller; an execution where the warp diverged runs the fall-through
		 * side, as the counts of an if without else) */
		if (gp->has_execs && in->kind == EN_K_BRA && in->predicated && in->target > i &&
		    in->loop_tail < 0 && !gp->ins[i].has_taken && gp->ins[i].execs > 0 &&
		    i + 1 < gp->n) {
			double f = 1 - gp->ins[i + 1].execs / gp->ins[i].execs;
			in->jump = f >= 1 - 1e-9;
			in->jumps_fp = !in->jump && f > 1e-9 ? (uint32_t)llround(f * (double)EN_FP) : 0;
		}
		/* an emulated program's guarded EXIT (`if (ty == 0 && by == 0) { ... }` ends the
		 * other warps there) leaves on the share of its executions that did not go on:
		 * 1 - execs(next) / execs(it), decided warp by warp as a guarded branch's jumps
		 * (en_prog_decides); 0 keeps the bounds guard alone */
		if (gp->has_execs && in->kind == EN_K_EXIT && in->predicated && in->loop_tail < 0 &&
		    gp->ins[i].execs > 0 && i + 1 < gp->n) {
			double f = 1 - gp->ins[i + 1].execs / gp->ins[i].execs;
			in->jumps_fp = f > 1e-9 ? (uint32_t)llround(fmin(1, f) * (double)EN_FP) : 0;
		}
		if (gp->ins[i].has_taken && in->loop_tail >= 0) {
			rc = ins_error(d, k, i, GP_EINVAL, "\"taken\" on a loop's back edge",
				       "a loop's back edge runs its trip count; annotate a branch "
				       "inside the loop instead");
			goto fail;
		}
	}
	if ((rc = check_reachable(k, p, d)) < 0)
		goto fail;
	if (p->ndiv > 0 && (rc = compute_rpc(p, d)) < 0)
		goto fail;
	free(arrays);
	free(smem_ways);
	return 0;
fail:
	free(arrays);
	free(smem_ways);
	en_prog_release(p);
	return rc;
}

/*
 * The trip count warp runs of loop l. A fractional mean t runs as floor(t) or ceil(t):
 * warp g (serials from 1) takes ceil when floor(g t) > floor((g - 1) t), so any run of G
 * consecutive warps makes floor(G t) or ceil(G t) iterations in all, the mean within one
 * iteration over the run, with no generator and the same for any --jobs. A warp takes the
 * same choice at every entry of the loop. The walk of gp_program_counts (warp 0)
 * takes ceil for the loops in p->walk_ceil; EN_WARP_ANY (a divergent branch's target,
 * whose warp is not known there) enters a loop unless it never runs.
 */
static inline uint64_t warp_trips(const struct en_prog *p, int l, uint64_t warp)
{
	double f = p->trips_frac ? p->trips_frac[l] : 0;
	int up;
	if (f == 0)
		return p->trips[l];
	if (warp == EN_WARP_ANY)
		up = 1;
	else if (warp == 0)
		up = l < 64 && (p->walk_ceil >> l & 1);
	else
		up = floor((double)warp * f) > floor((double)(warp - 1) * f);
	return up ? p->trips[l] : p->trips[l] - 1;
}

/* Reaching the head of a loop warp runs zero times skips it. */
static inline int skip_zero(const struct en_prog *p, int next, uint64_t warp, int *taken)
{
	while (next < p->n && p->ins[next].loop_head >= 0 &&
	       warp_trips(p, p->ins[next].loop_head, warp) == 0) {
		next = p->loop_tail[p->ins[next].loop_head] + 1;
		*taken = 1;
	}
	return next;
}

/*
 * Control flow after instruction pc (exits are the caller's): a loop's tail
 * jumps back to its head until the trip count is reached; an unguarded branch
 * is taken; a guarded forward branch only when it skips a zero-trip loop (or
 * is annotated "taken": 1), or on its share of executions in an emulated
 * program; reaching the head of a zero-trip loop skips it. *taken tells branch
 * latency. Divergent branches go through en_prog_branch.
 */
int en_prog_next(const struct en_prog *p, int pc, uint32_t *iter, uint64_t warp, int *taken)
{
	const struct en_ins *in = &p->ins[pc];
	int next = pc + 1;
	*taken = 0;
	if (in->loop_tail >= 0) {
		int l = in->loop_tail;
		if ((uint64_t)++iter[l] < warp_trips(p, l, warp)) {
			*taken = 1;
			return p->loop_head[l];
		}
		iter[l] = 0;
	} else if (in->jump) {
		*taken = 1;
		next = in->target;
	} else if (in->jumps_fp && en_prog_decides(in, iter, warp)) {
		*taken = 1;
		next = in->target;
	}
	return skip_zero(p, next, warp, taken);
}

int en_prog_decides(const struct en_ins *in, const uint32_t *iter, uint64_t warp)
{
	/* the k-th decision is yes when floor((k + 1) f) > floor(k f), k = the warp's serial
	 * plus its iteration of the innermost loop: a share f of any run of consecutive warps
	 * or iterations, with no generator and the same for any --jobs */
	uint64_t k = (warp == EN_WARP_ANY ? 0 : warp) +
		     (in->inner_loop >= 0 ? iter[in->inner_loop] : 0);
	if (in->jumps_fp >= EN_FP)
		return 1;
	return ((k + 1) * in->jumps_fp) >> EN_FP_SHIFT > (k * in->jumps_fp) >> EN_FP_SHIFT;
}

/*
 * A divergent branch: round(taken x active) lanes jump. When some but not all
 * do, the warp runs the fall-through lanes first and keeps the jumping ones on
 * its reconvergence stack until the branch's immediate post-dominator (the
 * classic SIMT stack: both sides execute serially, each with its own mask).
 */
int en_prog_branch(const struct en_prog *p, int pc, struct en_simt *m, int *active, int *taken)
{
	const struct en_ins *in = &p->ins[pc];
	int a = *active, t = (int)(((uint64_t)a * in->taken_fp + EN_FP / 2) >> EN_FP_SHIFT);
	int next = pc + 1, dummy;
	*taken = 0;
	if (t >= a) {
		*taken = 1;
		next = in->target;
	} else if (t > 0) {
		struct en_div *e;
		if (!m->stk || m->n >= EN_DIV_MAX)
			GP_BUG("engine: reconvergence stack overflow");
		e = &m->stk[m->n++];
		e->rpc = in->rpc;
		e->pc_b = skip_zero(p, in->target, EN_WARP_ANY, &dummy);
		e->lane0 = (uint8_t)m->lane0;
		e->lanes = (uint8_t)a;
		e->lanes_a = (uint8_t)(a - t);
		e->phase = 0;
		e->a_ended = 0;
		*active = a - t;
	}
	return skip_zero(p, next, EN_WARP_ANY, taken);
}

int en_simt_join(const struct en_prog *p, struct en_simt *m, int next, int ended, int *active,
		 int *taken)
{
	int arrived = next;
	while (m->n > 0) {
		struct en_div *e = &m->stk[m->n - 1];
		if (!ended && next != e->rpc)
			break;
		if (e->phase == 0) {
			/* the fall-through lanes are done (at rpc, or exited): the jumping ones run */
			e->phase = 1;
			e->a_ended = (uint8_t)ended;
			m->lane0 = e->lane0 + e->lanes_a;
			*active = e->lanes - e->lanes_a;
			next = e->pc_b;
			ended = 0;
			continue;   /* an empty jumping path is at rpc already */
		}
		m->n--;
		if (ended && e->a_ended)
			continue;   /* every lane of this branch exited: unwind further */
		if (ended) {
			/* the jumping lanes exited; the fall-through ones wait at rpc */
			m->lane0 = e->lane0;
			*active = e->lanes_a;
			next = e->rpc;
			ended = 0;
		} else if (!e->a_ended) {
			m->lane0 = e->lane0;
			*active = e->lanes;
		}
	}
	if (ended)
		return p->n;
	if (next != arrived)
		*taken = 1;   /* the warp moves to the other path: a jump */
	return next;
}

/* One walk of warp 0 (loops of fractional mean trips rounded as p->walk_ceil says): its
 * counts added to out. Returns 0 or -GP_ELIMIT. */
static int program_walk(const struct gp_device *dev, const struct en_prog *p, uint32_t *iter,
			struct gp_kernel_counts *out, struct gp_diag *d)
{
	struct en_div stk[EN_DIV_MAX];
	struct en_simt m = { 0, 0, stk };
	uint64_t steps = 0;
	int rc = 0, pc, prev_single = -2, entry_jump;
	int active = dev->warp_size < 32 ? dev->warp_size : 32;

	memset(iter, 0, sizeof(uint32_t) * (size_t)(p->nloops + 1));
	pc = skip_zero(p, 0, 0, &entry_jump);   /* as the SMs start a warp */
	while (pc < p->n) {
		const struct en_ins *in = &p->ins[pc];
		int taken, next;
		if (++steps > EN_WALK_MAX) {
			rc = gp_error(d, GP_ELIMIT, "program runs more than %llu instructions per warp",
				      (unsigned long long)EN_WALK_MAX);
			gp_diag_hint(d, "lower the loop trip counts ({kernel.param})");
			return rc;
		}
		out->ins[in->unit] += in->work;
		/* a dual-issued instruction shares its partner's issue slot (thesis 5.2.3) */
		int paired = in->dual && dev->dual_issue && prev_single == pc - 1;
		if (!paired)
			out->ins_issued += 1;
		if (in->kind == EN_K_GLD || in->kind == EN_K_GST || in->kind == EN_K_ATOM) {
			/* coalesced sectors of the warp's active lanes (threads 0..31 of block 0
			 * when it has not diverged); a random pattern is taken as every lane in a
			 * sector of its own */
			const struct en_pat *pt = &p->pat[in->pattern];
			uint64_t lines[64];
			uint8_t masks[64];
			uint64_t addr[32];
			int nl;
			for (int j = 0; j < active; j++) {
				int l = m.lane0 + j;
				int64_t idx = en_pat_index(p, pt, l, 0,
							   in->inner_loop >= 0 ? iter[in->inner_loop] : 0);
				addr[j] = pt->random ? pt->base + (uint64_t)l * 4096u * (uint64_t)pt->elem_bytes
						     : pt->base + (uint64_t)idx * (uint64_t)pt->elem_bytes;
			}
			nl = en_mem_coalesce(addr, active, in->width, lines, masks);
			for (int j = 0; j < nl; j++) {
				double b = EN_SECTOR_BYTES * __builtin_popcount(masks[j]);
				out->gmem_bytes += b;
				if (in->kind == EN_K_GST)
					out->gmem_store_bytes += b;
			}
		} else if (in->kind == EN_K_LDS || in->kind == EN_K_STS) {
			out->smem_bytes += (double)active * in->width;
		}
		if (in->kind == EN_K_EXIT && !in->predicated) {
			/* the path's lanes leave: the warp goes on while other lanes are pending */
			if (m.n == 0)
				break;
			next = en_simt_join(p, &m, p->n, 1, &active, &taken);
		} else if (in->diverge) {
			next = en_prog_branch(p, pc, &m, &active, &taken);
		} else {
			next = en_prog_next(p, pc, iter, 0, &taken);
		}
		if (m.n > 0 && (next >= p->n || next == m.stk[m.n - 1].rpc))
			next = en_simt_join(p, &m, next, next >= p->n, &active, &taken);
		prev_single = (paired || taken) ? -2 : pc;
		pc = next;
	}
	return rc;
}

/*
 * Loops of a fractional mean trip count t (an emulated descriptor's means) make the counts
 * the expectation over warps that run floor(t) or ceil(t) with probabilities 1 - frac(t)
 * and frac(t), independently per loop: the counts are multilinear in the loops' trips, so
 * the expectation is the walks over every floor/ceil choice of those loops, weighted.
 */
#define EN_FRAC_LOOPS_MAX 10

int gp_program_counts(const struct gp_device *dev, const struct gp_kernel *k,
		      const struct gp_params *params, struct gp_kernel_counts *out,
		      struct gp_diag *d)
{
	struct en_prog p;
	uint32_t *iter = NULL;
	int rc, frac[EN_FRAC_LOOPS_MAX], nfrac = 0;

	memset(out, 0, sizeof(*out));
	/* warp 0 of block 0 stands for every warp, so the block size does not matter */
	if ((rc = en_prog_compile(dev, k, params, dev->warp_size, &p, d)) < 0)
		return rc;
	if (p.has_dims && !p.shape_known) {
		rc = en_shape_error(k, d);
		goto out;
	}
	for (int l = 0; l < p.nloops; l++) {
		if (p.trips_frac[l] == 0)
			continue;
		if (nfrac == EN_FRAC_LOOPS_MAX || l >= 64) {
			rc = gp_error(d, GP_ELIMIT, "more than %d loops with a fractional trip count",
				      EN_FRAC_LOOPS_MAX);
			gp_diag_hint(d, "round some trip counts with floor() or ceil()");
			goto out;
		}
		frac[nfrac++] = l;
	}
	iter = calloc((size_t)p.nloops + 1, sizeof(uint32_t));
	if (!iter) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	for (unsigned s = 0; s < 1u << nfrac; s++) {
		struct gp_kernel_counts one;
		double wgt = 1;
		p.walk_ceil = 0;
		for (int j = 0; j < nfrac; j++) {
			double f = p.trips_frac[frac[j]];
			if (s >> j & 1)
				p.walk_ceil |= 1ull << frac[j];
			wgt *= s >> j & 1 ? f : 1 - f;
		}
		memset(&one, 0, sizeof(one));
		if ((rc = program_walk(dev, &p, iter, &one, d)) < 0)
			goto out;
		for (int u = 0; u < GP_UNIT_COUNT; u++)
			out->ins[u] += wgt * one.ins[u];
		out->ins_issued += wgt * one.ins_issued;
		out->gmem_bytes += wgt * one.gmem_bytes;
		out->gmem_store_bytes += wgt * one.gmem_store_bytes;
		out->smem_bytes += wgt * one.smem_bytes;
	}
	out->gmem_split_known = 1;
	/* an emulated launch counted each instruction's executions: a branch inside a loop
	 * that some iterations skip (binomialOptions' tid <= i) runs its body less often than
	 * the trips say, and the walk above, which follows one warp's lanes of block 0, cannot
	 * know how often. The counts are the executions on this device's units. */
	if (k->program->has_execs) {
		const struct gp_program *gp = k->program;
		memset(out->ins, 0, sizeof(out->ins));
		out->ins_issued = 0;
		for (int i = 0; i < gp->n; i++) {
			out->ins[p.ins[i].unit] += gp->ins[i].execs * p.ins[i].work;
			/* a dual-issued partner shares its slot when the pair runs together */
			if (!(gp->ins[i].dual && dev->dual_issue && i > 0))
				out->ins_issued += gp->ins[i].execs;
		}
	}
out:
	free(iter);
	en_prog_release(&p);
	return rc;
}
