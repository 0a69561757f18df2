/* app_eval.c - evaluation of an application model on a device through a backend: its
 * variables, each operation through its kind's evaluator (app_kind.c), launches memoized
 * per op, multi-GPU accounting, and the timeline of CUDA streams and copy/compute engines. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app_int.h"
#include "gpuperf/kcache.h"
#include "gpuperf/appmulti.h"
#include "gpuperf/launchenv.h"
#include "gpuperf/transfer.h"
#include "gpuperf/uvm.h"
#include "util.h"

/* ==== Evaluation ==== */

/* The last launch of a kernel op, reused when its inputs repeat (sweeps). */
struct kmemo {
	int valid;
	const struct gp_device *dev;
	double key[APP_KEY_MAX];
	struct gp_kernel_result res;
	/* counts for the last parameter values (backends with kernel_time_counts) */
	int counts_valid;
	const struct gp_kernel *counts_kernel;   /* of a "{arch}" set: which one */
	double pkey[APP_OP_PARAMS_MAX];
	struct gp_kernel_counts counts;
};

struct gp_app_eval {
	const struct gp_app *a;
	const struct gp_backend_ops *be;
	void *be_state;
	double lambda_forced;             /* > 0: every kernel at this lambda */
	struct gp_params vals;            /* every variable, in declaration order */
	struct gp_params kparams;         /* scratch for one launch */
	int kparams_op;                   /* op whose names kparams holds, -1 none */
	uint64_t unset;                   /* variables without a value this run */
	struct kmemo *memo;               /* per op */
	double *resident;                 /* per op: managed bytes resident on the device */
	double *alloc;                    /* per op: managed allocation size */
	double managed_bytes;             /* managed allocations this run, all ops */
	/* multi-GPU accounting (gp_app_eval_stats) */
	double mem_whatif_bytes;          /* > 0: device memory to assume */
	double *mem_used;                 /* per GPU: bytes of explicit allocations */
	double *gpu_busy;                 /* per GPU */
	double *link_busy;                /* per system link */
	struct gp_app_stats stats;
};

struct gp_app_eval *gp_app_eval_new(const struct gp_app *a, const struct gp_backend_ops *be,
				    void *be_state)
{
	struct gp_app_eval *e = calloc(1, sizeof(*e));
	if (!e)
		return NULL;
	e->a = a;
	e->be = be;
	e->be_state = be_state;
	e->memo = calloc((size_t)a->nops, sizeof(*e->memo));
	e->resident = calloc((size_t)a->nops, sizeof(double));
	e->alloc = calloc((size_t)a->nops, sizeof(double));
	e->stats.ngpus = a->sys ? a->sys->gpus : 1;
	e->stats.nlinks = a->sys ? a->sys->nlinks : 0;
	e->mem_used = calloc((size_t)e->stats.ngpus, sizeof(double));
	e->gpu_busy = calloc((size_t)e->stats.ngpus, sizeof(double));
	e->link_busy = calloc((size_t)(e->stats.nlinks + 1), sizeof(double));
	e->stats.gpu_busy_s = e->gpu_busy;
	e->stats.link_busy_s = e->link_busy;
	if (!e->memo || !e->resident || !e->alloc || !e->mem_used || !e->gpu_busy ||
	    !e->link_busy) {
		gp_app_eval_free(e);
		return NULL;
	}
	gp_params_init(&e->vals);
	gp_params_init(&e->kparams);
	e->kparams_op = -1;
	for (int i = 0; i < a->nvars; i++) {
		snprintf(e->vals.names[i], GP_NAME_MAX, "%s", a->vars[i].name);
		e->vals.values[i] = 0;
	}
	e->vals.n = a->nvars;
	return e;
}

void gp_app_eval_free(struct gp_app_eval *e)
{
	if (!e)
		return;
	free(e->memo);
	free(e->resident);
	free(e->alloc);
	free(e->mem_used);
	free(e->gpu_busy);
	free(e->link_busy);
	free(e);
}

void gp_app_eval_set_device_mem(struct gp_app_eval *e, double bytes)
{
	e->mem_whatif_bytes = bytes > 0 ? bytes : 0;
}

const struct gp_app_stats *gp_app_eval_stats(const struct gp_app_eval *e)
{
	return &e->stats;
}

const struct gp_system *gp_app_system(const struct gp_app *a)
{
	return a->sys;
}

void gp_app_eval_set_lambda(struct gp_app_eval *e, double lambda)
{
	e->lambda_forced = lambda;
}

/* Name the first unset input among deps, for messages. */
static const char *first_unset(const struct gp_app *a, uint64_t deps)
{
	for (int i = 0; i < a->nvars; i++)
		if ((deps >> i) & 1 && a->vars[i].is_input)
			return a->vars[i].name;
	return "?";
}

/*
 * Evaluate a field. Returns 1 when absent or when it uses an unset input and
 * is optional (*v untouched), 0 with *v set, negative on error.
 */
static int eval_field(struct gp_app_eval *e, const struct fexpr *f, int op, const char *field,
		      int required, double *v, struct gp_diag *d)
{
	if (!f->e)
		return 1;
	if (f->deps & e->unset) {
		if (!required)
			return 1;
		gp_diag_field(d, "/ops/%d/%s", op, field);
		gp_error(d, GP_EINVAL, "needs '%s', which has no value",
			 first_unset(e->a, f->deps & e->unset));
		gp_diag_hint(d, "give it one with {app.set} %s=VALUE",
			     first_unset(e->a, f->deps & e->unset));
		return -GP_EINVAL;
	}
	if (f->is_const) {
		*v = f->value;
		return 0;
	}
	if (gp_expr_eval(f->e, &e->vals, v, d) < 0) {
		gp_diag_field(d, "/ops/%d/%s", op, field);
		return d ? -d->code : -GP_EINVAL;
	}
	return 0;
}

/* A "bytes" field: eval_field, and a finite value must be a whole number (bytes come whole;
 * the copy would otherwise be priced at 4.5 bytes and shown as 4). Signs are the caller's. */
static int eval_bytes(struct gp_app_eval *e, const struct fexpr *f, int op, int required,
		      double *v, struct gp_diag *d)
{
	int rc = eval_field(e, f, op, "bytes", required, v, d);
	if (rc == 0 && isfinite(*v) && *v != floor(*v)) {
		gp_diag_field(d, "/ops/%d/bytes", op);
		gp_error(d, GP_EINVAL, "%.17g bytes is not a whole number of bytes", *v);
		gp_diag_hint(d, "round the size: floor(...) or ceil(...) in its expression");
		return -GP_EINVAL;
	}
	return rc;
}

/* A copy over the device's link: thesis eq. 5.5 (transfer.c). */
static int link_time_s(const struct gp_device *dev, enum gp_app_dir dir, int pageable,
		       double bytes, double *t, struct gp_diag *d)
{
	struct gp_transfer x;
	int rc = gp_transfer_time(&dev->link, dir == GP_APP_HTOD ? GP_XFER_HTOD : GP_XFER_DTOH,
				  pageable ? GP_HOST_PAGEABLE : GP_HOST_PINNED, bytes, &x, d);
	if (rc < 0)
		return rc;
	*t = x.time_s;
	return 0;
}

/*
 * Demand paging of a managed buffer that a kernel touches while it is not on
 * the device (UVMSmart, seed 001, baseline without prefetching): every page
 * far-faults, each fault is handled in the fault latency and its page crosses
 * the link at the bandwidth the link reaches for page-sized transfers (Table
 * 1, uvm.c); migrations are serialized on PCIe.
 */
static int demand_paging_s(const struct gp_device *dev, double bytes, double *t,
			   struct gp_diag *d)
{
	struct gp_uvm_config c;
	int rc;
	*t = 0;
	if (bytes <= 0)
		return 0;
	if ((rc = gp_uvm_config_init(&c, dev, GP_UVM_PF_NONE, d)) < 0)
		return rc;
	*t = ceil(bytes / c.page_bytes) * (c.fault_latency_s + gp_uvm_transfer_s(&c, c.page_bytes));
	return 0;
}

/* 1 when the descriptor's recorded launch dy is the op's (gp_launch_same_shape: in the
 * op's shape where it gives one). */
static int same_launch(const struct gp_dynamic *dy, const struct gp_launchenv *env,
		       const struct app_op *o)
{
	double g[3], b[3];
	for (int i = 0; i < 3; i++) {
		g[i] = (double)env->grid_dim[i];
		b[i] = (double)env->block_dim[i];
	}
	return gp_launch_same_shape(dy->grid, dy->block, g, b, o->grid_yz[0].e != NULL,
				    o->block_yz[0].e != NULL);
}

/*
 * The descriptor of op's launch into *kk: a launch-bound op's, emulated for this launch; a
 * descriptor that records its emulated launch, as loaded at that launch and emulated again at
 * another; an emulated descriptor that records none, as loaded at its own launch and refused
 * at another. *held is set when *kk comes from the cache (release it). args: the bound
 * arguments' values. Returns 0 or a negative GP_E* code with d naming the op.
 */
static int launch_descriptor(struct gp_app_eval *e, const struct gp_device *dev, int op,
			     const struct gp_launchenv *env, unsigned smem, const double *args,
			     const struct gp_kernel **kk, const struct gp_kernel **held,
			     struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	const struct gp_dynamic *dy = (*kk)->dynamic;
	struct gp_launch_rec *r;
	char was[600], now[600];
	int rc;
	*held = NULL;
	if (!o->bound) {
		if (!dy || (*kk)->fidelity != GP_FID_EMULATED || !dy->block[0] ||
		    (same_launch(dy, env, o) && (!o->lt || o->lt->smem_dynamic_bytes == smem)))
			return 0;
		if (!o->lt || access(o->lt->sass, R_OK) != 0) {
			snprintf(was, sizeof(was), "grid %ux%ux%u, block %ux%ux%u", dy->grid[0],
				 dy->grid[1], dy->grid[2], dy->block[0], dy->block[1], dy->block[2]);
			gp_diag_field(d, "/ops/%d (%s)", op, o->name);
			gp_error(d, GP_EINVAL, "%s was emulated at %s; this launch is grid %lldx%lldx%lld, "
				 "block %lldx%lldx%lld: its counts and addresses are that launch's",
				 (*kk)->path, was, env->grid_dim[0], env->grid_dim[1], env->grid_dim[2],
				 env->block_dim[0], env->block_dim[1], env->block_dim[2]);
			if (o->lt)
				gp_diag_hint(d, "its listing %s cannot be read: put it back, or bind the "
						"op to a listing (\"sass\", \"function\", \"args\") to emulate "
						"every launch", o->lt->sass);
			else
				gp_diag_hint(d, "extract it again at this launch, or bind the op to its "
						"listing (\"sass\", \"function\", \"args\") to emulate every "
						"launch");
			return -GP_EINVAL;
		}
	}
	if (!(r = malloc(sizeof(*r))))
		return gp_error(d, GP_ENOMEM, "out of memory");
	*r = *o->lt;
	for (int i = 0; i < 3; i++) {
		r->grid[i] = (unsigned)env->grid_dim[i];
		r->block[i] = (unsigned)env->block_dim[i];
	}
	r->smem_dynamic_bytes = smem;
	if (o->bound) {
		char num[GP_FMT_EXACT_LEN];
		r->nargs = 0;
		for (int i = 0; i < o->nlargs; i++)
			snprintf(r->args[r->nargs++], sizeof(r->args[0]), "%s=%s", o->largname[i],
				 o->larg_null[i] ? "null" : gp_fmt_exact(num, args[i]));
	}
	rc = gp_kcache_get(e->a->kcache, r, dev, kk, d);
	if (rc < 0) {
		gp_launch_rec_describe(r, now, sizeof(now));
		if (!d->field[0])
			gp_diag_field(d, "/ops/%d (%s)", op, o->name);
		/* the emulator's message names the listing's line; say which launch it was */
		{
			size_t used = strlen(d->msg);
			if (used + 16 < sizeof(d->msg))
				snprintf(d->msg + used, sizeof(d->msg) - used, " (emulating %.*s)",
					 (int)(sizeof(d->msg) - used - 15), now);
		}
	} else {
		*held = *kk;
	}
	free(r);
	return rc;
}

static int run_kernel(struct gp_app_eval *e, const struct gp_device *dev, int op, int gpus,
		      struct gp_app_op_result *r, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	struct kmemo *m = &e->memo[op];
	struct gp_launch l;
	double key[APP_KEY_MAX], grid, block, x, gx, bx, dims[4] = { 1, 1, 1, 1 };
	const struct gp_kernel *kk = app_pick_kernel(o, dev), *held = NULL;
	double largs[GP_LAUNCH_ARGS_MAX];
	struct gp_launchenv env;
	int nk = 0, rc;

	memset(&l, 0, sizeof(l));
	if ((rc = eval_field(e, &o->grid, op, "grid", 1, &grid, d)) ||
	    (rc = eval_field(e, &o->block, op, "block", 1, &block, d)))
		return rc;
	/* dim3 launches: y and z multiply into the totals the model uses */
	for (int i = 0; i < 4; i++) {
		const struct fexpr *f = i < 2 ? &o->grid_yz[i] : &o->block_yz[i - 2];
		if (!f->e)
			continue;
		if ((rc = eval_field(e, f, op, i < 2 ? "grid" : "block", 1, &dims[i], d)))
			return rc;
	}
	gx = grid;
	bx = block;
	{
		/* CUDA's limits, the one rule of every launch shape (util.h); a plain grid is
		 * the blocks in all, a block up to what a device file may allow (the device's
		 * own limit is the occupancy's check) */
		double gv[3] = { gx, dims[0], dims[1] }, bv[3] = { bx, dims[2], dims[3] };
		int gn = o->grid_yz[1].e ? 3 : o->grid_yz[0].e ? 2 : 1;
		int bn = o->block_yz[1].e ? 3 : o->block_yz[0].e ? 2 : 1;
		int at, bad_grid = gp_dim3_check(gv, gn, NULL, GP_DIM3_GRID_TOTAL, 0, NULL, &at, d) < 0;
		if (bad_grid || gp_dim3_check(bv, bn, NULL, GP_DIM3_BLOCK, 8192, NULL, &at, d) < 0) {
			char hint[sizeof(d->hint)];
			snprintf(hint, sizeof(hint), "%s", d->hint);
			if ((bad_grid ? gn : bn) > 1 && at >= 0)   /* the element of [x, y, z] */
				gp_diag_field(d, "/ops/%d/%s/%d", op, bad_grid ? "grid" : "block", at);
			else
				gp_diag_field(d, "/ops/%d/%s", op, bad_grid ? "grid" : "block");
			gp_diag_hint(d, "%s; round with ceil() or floor(), e.g. \"ceil(n / blockSize)\"",
				     hint);
			d->code = GP_EINVAL;
			return -GP_EINVAL;
		}
	}
	grid *= dims[0] * dims[1];
	block *= dims[2] * dims[3];
	/* data-parallel over gpus devices: each runs its share of the blocks, all at once */
	grid = ceil(grid / gpus);
	l.grid = (long long)grid;
	l.block = (int)block;
	/* the totals were checked above, so each dimension fits */
	env.grid_dim[0] = (long long)gx;
	env.block_dim[0] = (long long)bx;
	for (int i = 0; i < 2; i++) {
		env.grid_dim[i + 1] = (long long)dims[i];
		env.block_dim[i + 1] = (long long)dims[i + 2];
	}
	if (gpus > 1)    /* each GPU's share: split along x */
		env.grid_dim[0] = (long long)ceil((double)env.grid_dim[0] / gpus);
	for (int i = 0; i < 4; i++)
		key[nk++] = dims[i];
	key[nk++] = grid;
	key[nk++] = block;
	if ((rc = eval_field(e, &o->occupancy, op, "occupancy", 0, &x, d)) < 0)
		return rc;
	l.occupancy_warps = rc == 0 ? x : 0;
	if (rc == 0 && !(x > 0)) {
		gp_diag_field(d, "/ops/%d/occupancy", op);
		gp_error(d, GP_EINVAL, "occupancy of %g warps per SM must be > 0", x);
		gp_diag_hint(d, "leave the variable unset to let the occupancy calculator decide");
		return -GP_EINVAL;
	}
	key[nk++] = l.occupancy_warps;
	if ((rc = eval_field(e, &o->lambda, op, "lambda", 0, &x, d)) < 0)
		return rc;
	/* no lambda given: 0 lets the analytical backend pick the hierarchy model, which takes
	 * none (a given lambda selects the thesis's eq. 4.1, where it scales the time) */
	l.lambda = e->lambda_forced > 0 ? e->lambda_forced : rc == 0 ? x : 0;
	if (rc == 0 && !(l.lambda > 0)) {
		gp_diag_field(d, "/ops/%d/lambda", op);
		gp_error(d, GP_EINVAL, "lambda %g must be > 0 (thesis eq. 4.4)", l.lambda);
		gp_diag_hint(d, "lambda = t_estimated / t_measured; 'gpuperf calibrate' fits it");
		return -GP_EINVAL;
	}
	key[nk++] = l.lambda;
	if ((rc = eval_field(e, &o->smem, op, "smem_dynamic_bytes", 0, &x, d)) < 0)
		return rc;
	/* whole and within what a launch can ask for before the conversions: CUDA takes an
	 * unsigned int of dynamic shared memory; no GPU has more than 255 registers a thread */
	if (rc == 0 && (!(x >= 0 && x <= 4294967295.0) || x != floor(x))) {
		gp_diag_field(d, "/ops/%d/smem_dynamic_bytes", op);
		gp_error(d, GP_EINVAL, "%.17g bytes of dynamic shared memory is not a whole number "
			 "in [0, 4294967295]", x);
		gp_diag_hint(d, "dynamic shared memory is a byte count per block (cudaLaunchKernel's "
				"sharedMem)");
		return -GP_EINVAL;
	}
	l.smem_dynamic_bytes = rc == 0 ? (long)x : 0;
	key[nk++] = (double)l.smem_dynamic_bytes;
	if ((rc = eval_field(e, &o->regs, op, "regs", 0, &x, d)) < 0)
		return rc;
	if (rc == 0 && (!(x >= 0 && x <= 255) || x != floor(x))) {
		gp_diag_field(d, "/ops/%d/regs", op);
		gp_error(d, GP_EINVAL, "%.17g registers per thread is not a whole number in [0, 255]",
			 x);
		gp_diag_hint(d, "ptxas -v reports the kernel's registers; 0 keeps the descriptor's");
		return -GP_EINVAL;
	}
	l.regs_override = rc == 0 ? (int)x : 0;
	key[nk++] = l.regs_override;
	if (e->kparams_op != op) {    /* names change only when the op does */
		for (int i = 0; i < o->nparams; i++)
			memcpy(e->kparams.names[i], o->pnames[i], GP_NAME_MAX);
		for (int i = 0; i < o->nbuiltin; i++)
			memcpy(e->kparams.names[o->nparams + i], o->bnames[i], GP_NAME_MAX);
		e->kparams.n = o->nparams + o->nbuiltin;
		e->kparams_op = op;
	}
	for (int i = 0; i < o->nbuiltin; i++) {
		double bv = 0;
		gp_launchenv_value(o->bnames[i], &env, dev, &bv);
		e->kparams.values[o->nparams + i] = bv;
	}
	for (int i = 0; i < o->nparams; i++) {
		if ((rc = eval_field(e, &o->pexpr[i], op, o->pfields[i], 1, &x, d)))
			return rc;
		key[nk++] = x;
		e->kparams.values[i] = x;
	}
	for (int i = 0; i < o->nlargs; i++) {
		char f[GP_NAME_MAX + 8];
		snprintf(f, sizeof(f), "args/%s", o->largname[i]);
		x = 0;
		if (!o->larg_null[i] && (rc = eval_field(e, &o->largexpr[i], op, f, 1, &x, d)))
			return rc;
		largs[i] = x;
		key[nk++] = x;
	}
	r->lambda = l.lambda;
	if (m->valid && m->dev == dev && memcmp(m->key, key, (size_t)nk * sizeof(double)) == 0) {
		r->k = m->res;
		return 0;
	}
	if (o->lt || kk->fidelity == GP_FID_EMULATED) {
		if ((rc = launch_descriptor(e, dev, op, &env, (unsigned)l.smem_dynamic_bytes, largs,
					    &kk, &held, d)) < 0)
			return rc;
		if (held)
			m->counts_valid = 0;   /* a new descriptor: its counts are its own */
	}
	/* the counts fast path holds when the time depends on the counts alone: a given lambda
	 * (the thesis's eq. 4.1), or a descriptor with neither a program nor a memory profile
	 * (the hierarchy model walks the program for the device and reads the profile) */
	if (e->be->kernel_time_counts && (l.lambda > 0 || (!kk->program && !kk->memory))) {
		/* the counts depend on the parameters only: evaluate them when those change */
		const double *pk = key + nk - o->nparams;
		size_t psz = (size_t)o->nparams * sizeof(double);
		/* built-ins follow the launch and the device: no reuse across launches then */
		if (!m->counts_valid || o->nbuiltin > 0 || m->counts_kernel != kk ||
		    memcmp(m->pkey, pk, psz) != 0) {
			m->counts_valid = 0;
			m->counts_kernel = kk;
			if ((rc = gp_kernel_eval(kk, &e->kparams, &m->counts, d)) < 0) {
				if (d && !d->field[0])
					gp_diag_field(d, "/ops/%d (%s)", op, o->name);
				return rc;
			}
			memcpy(m->pkey, pk, psz);
			m->counts_valid = 1;
		}
		rc = e->be->kernel_time_counts(e->be_state, dev, kk, &m->counts, &l, &r->k,
					       d);
	} else {
		rc = e->be->kernel_time(e->be_state, dev, kk, &e->kparams, &l, &r->k, d);
	}
	if (held)
		gp_kcache_release(e->a->kcache, held);
	if (rc < 0) {
		/* the backend names its own option ("--block"); here the model's op is what
		 * the user wrote */
		gp_diag_field(d, "/ops/%d (%s)", op, o->name);
		m->valid = 0;
		return rc;
	}
	m->valid = 1;
	m->dev = dev;
	memcpy(m->key, key, (size_t)nk * sizeof(double));
	m->res = r->k;
	return 0;
}

/* Inputs from in, derived variables in declaration order; unset ones are marked. */
static int eval_vars(struct gp_app_eval *e, const struct gp_app_values *in, struct gp_diag *d)
{
	const struct gp_app *a = e->a;
	e->unset = 0;
	for (int i = 0; i < a->ninputs; i++) {
		int vi = a->inputs[i];
		if (in->set[i])
			e->vals.values[vi] = in->value[i];
		else
			e->unset |= UINT64_C(1) << vi;
	}
	for (int vi = 0; vi < a->nvars; vi++) {
		const struct app_var *v = &a->vars[vi];
		double x;
		if (v->is_input)
			continue;
		if (v->expr.deps & e->unset) {
			e->unset |= UINT64_C(1) << vi;
			continue;
		}
		if (gp_expr_eval(v->expr.e, &e->vals, &x, d) < 0) {
			gp_diag_field(d, "/variables/%s", v->name);
			return d ? -d->code : -GP_EINVAL;
		}
		/* "int" variables truncate like the integer arithmetic of Figure 5.23 */
		e->vals.values[vi] = v->is_int ? trunc(x) : x;
	}
	return 0;
}

/* ==== Multi-GPU ops (evaluation): alloc, p2p, collectives ==== */

static void multi_reset(struct gp_app_eval *e)
{
	memset(e->mem_used, 0, (size_t)e->stats.ngpus * sizeof(double));
	memset(e->gpu_busy, 0, (size_t)e->stats.ngpus * sizeof(double));
	memset(e->link_busy, 0, (size_t)(e->stats.nlinks + 1) * sizeof(double));
	e->managed_bytes = 0;
	e->stats.gpus_used = 1;
	e->stats.has_energy = 0;
	e->stats.energy_j = e->stats.static_j = e->stats.dynamic_j = 0;
}

/* A whole number of GPUs in 1..what the system has (1 without a system). */
static int whole_gpus(struct gp_app_eval *e, int op, const char *field, double x, int *out,
		      struct gp_diag *d)
{
	int have = e->a->sys ? e->a->sys->gpus : 1;
	if (!(x >= 1) || x != floor(x) || x > have) {
		gp_diag_field(d, "/ops/%d/%s", op, field);
		if (!e->a->sys) {
			gp_error(d, GP_EINVAL, "%g GPUs, but the model has no multi-GPU system", x);
			gp_diag_hint(d, "add \"system\": \"NAME\" (devices/systems/) to the model");
		} else {
			char num[GP_FMT_EXACT_LEN];
			gp_error(d, GP_EINVAL, "%s GPUs is not a whole number in 1..%d (system '%s')",
				 gp_fmt_exact(num, x), have, e->a->sys->name);
			gp_diag_hint(d, "use a system with more GPUs, or fewer GPUs");
		}
		return -GP_EINVAL;
	}
	*out = (int)x;
	return 0;
}

/* The op's "gpus" (1 when absent); remembers the most GPUs any op used. */
static int op_gpus(struct gp_app_eval *e, int op, int *gpus, struct gp_diag *d)
{
	double x;
	int rc = eval_field(e, &e->a->ops[op].gpus, op, "gpus", 0, &x, d);
	*gpus = 1;
	if (rc < 0)
		return rc;
	if (rc == 0 && (rc = whole_gpus(e, op, "gpus", x, gpus, d)) < 0)
		return rc;
	if (*gpus > e->stats.gpus_used)
		e->stats.gpus_used = *gpus;
	return 0;
}

static double device_mem(const struct gp_app_eval *e, const struct gp_device *dev)
{
	return e->mem_whatif_bytes > 0 ? e->mem_whatif_bytes : dev->mem_size_bytes;
}

/*
 * Managed buffers a kernel touches, in a model with a system or when they do not fit
 * in what the explicit allocations leave of device memory: the Unified Memory model
 * prices faults, prefetches, migrations and evictions (appmulti.h), and the cost of
 * oversubscription against unlimited memory. Returns 1 when it priced them; 0 leaves
 * *t alone (the caller charges plain demand paging, as for a single device).
 */
static int managed_oversubscribed(struct gp_app_eval *e, const struct gp_device *dev, int op,
				  struct gp_app_op_result *r, double *t, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	double bytes[APP_OP_MANAGED_MAX], total = 0, cap, t2;
	int rc;
	for (int j = 0; j < o->nmanaged; j++) {
		bytes[j] = e->alloc[o->managed[j]];
		total += bytes[j];
	}
	cap = device_mem(e, dev) - e->mem_used[0];
	if (o->nmanaged == 0 || (total <= cap && !e->a->sys))
		return 0;
	if ((rc = gp_appmulti_managed(dev, cap, bytes, o->nmanaged, *t, &t2, &r->oversub_bytes,
				      &r->oversub_s, d)) < 0) {
		gp_diag_field(d, "/ops/%d (%s)", op, o->name);
		return rc;
	}
	r->paging_s = t2 - *t;
	*t = t2;
	/* what stays resident afterwards: the buffers share the capacity */
	for (int j = 0; j < o->nmanaged; j++)
		e->resident[o->managed[j]] = total <= cap ? bytes[j] : bytes[j] * (cap > 0 ? cap / total : 0);
	return 1;
}

/* A kernel op's GPUs are busy for t; each adds the kernel's energy. */
static void kernel_account(struct gp_app_eval *e, const struct gp_device *dev,
			   struct gp_app_op_result *r, double t)
{
	for (int g = 0; g < r->gpus && g < e->stats.ngpus; g++)
		e->gpu_busy[g] += t;
	if (dev->power.has_power && r->k.energy_j > 0) {
		r->energy_j = r->gpus * r->k.energy_j;
		/* the idle share is charged once for the whole run (multi_energy) */
		e->stats.dynamic_j += r->gpus * (r->k.energy_j - dev->power.idle_w * r->k.time_s);
	}
}

/* Every GPU used idles for the whole run; kernels added their dynamic energy. */
static void multi_energy(struct gp_app_eval *e, const struct gp_device *dev, double total_s)
{
	if (!dev->power.has_power)
		return;
	e->stats.has_energy = 1;
	e->stats.static_j = dev->power.idle_w * total_s * e->stats.gpus_used;
	e->stats.energy_j = e->stats.static_j + e->stats.dynamic_j;
}

static int gpu_index(struct gp_app_eval *e, const struct fexpr *f, int op, const char *field,
		     int *out, struct gp_diag *d)
{
	double x;
	int rc = eval_field(e, f, op, field, 1, &x, d);
	if (rc)
		return rc;
	if (!(x >= 0) || x != floor(x) || x >= e->a->sys->gpus) {
		gp_diag_field(d, "/ops/%d/%s", op, field);
		gp_error(d, GP_EINVAL, "GPU %g does not exist (system '%s' has GPUs 0..%d)", x,
			 e->a->sys->name, e->a->sys->gpus - 1);
		gp_diag_hint(d, "GPUs are numbered node by node from 0");
		return -GP_EINVAL;
	}
	*out = (int)x;
	if (*out + 1 > e->stats.gpus_used)
		e->stats.gpus_used = *out + 1;
	return 0;
}

/* The "bytes" of a multi-GPU op: a size. */
static int multi_bytes(struct gp_app_eval *e, int op, struct gp_app_op_result *r,
		       struct gp_diag *d)
{
	int rc;
	if ((rc = eval_bytes(e, &e->a->ops[op].bytes, op, 1, &r->bytes, d)))
		return rc;
	if (!(r->bytes >= 0) || !isfinite(r->bytes)) {
		gp_diag_field(d, "/ops/%d/bytes", op);
		gp_error(d, GP_EINVAL, "%g bytes is not a size", r->bytes);
		gp_diag_hint(d, "sizes are >= 0 bytes");
		return -GP_EINVAL;
	}
	return 0;
}

/* alloc: bytes split over the op's GPUs, each share checked against what is left. */
int app_run_alloc(struct gp_app_eval *e, const struct gp_device *dev, int op,
		  struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	double cap, share;
	int rc;
	(void)res;
	*t = 0;
	if ((rc = multi_bytes(e, op, r, d)))
		return rc;
	cap = device_mem(e, dev);
	share = r->bytes / r->gpus;
	for (int g = 0; g < r->gpus; g++) {
		if (e->mem_used[g] + share > cap) {
			gp_diag_field(d, "/ops/%d (%s)", op, o->name);
			gp_error(d, GP_ERANGE,
				 "allocation '%s' does not fit: it needs %.4g GiB on GPU %d, which has "
				 "%.4g GiB left of %.4g GiB (%s)",
				 o->name, share / 1073741824.0, g, (cap - e->mem_used[g]) / 1073741824.0,
				 cap / 1073741824.0, dev->name);
			gp_diag_hint(d, "split it over more GPUs (\"gpus\"), make it managed memory "
					"(\"op\": \"managed\") to oversubscribe, or ask for a what-if "
					"device: {uvm.device_mem} BYTES");
			return -GP_ERANGE;
		}
		e->mem_used[g] += share;
	}
	return 0;
}

/* p2p: a peer copy over the system's path between two GPUs (appmulti.h). */
int app_run_p2p(struct gp_app_eval *e, const struct gp_device *dev, int op,
		struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	int src, dst, rc;
	(void)dev;
	*t = 0;
	if ((rc = multi_bytes(e, op, r, d)))
		return rc;
	if ((rc = gpu_index(e, &o->src, op, "src", &src, d)) ||
	    (rc = gpu_index(e, &o->dst, op, "dst", &dst, d)))
		return rc;
	if ((rc = gp_appmulti_p2p(e->a->sys, src, dst, r->bytes, e->link_busy, t, d)) < 0) {
		gp_diag_field(d, "/ops/%d (%s)", op, o->name);
		return rc;
	}
	*res = RES_NONE;
	return 0;
}

/* allreduce / allgather / broadcast: collective.h over the op's GPUs. */
int app_run_collective(struct gp_app_eval *e, const struct gp_device *dev, int op,
		       struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	struct gp_coll_result cr;
	double x = 0;
	int root = 0, rc;
	(void)dev;
	*t = 0;
	if ((rc = multi_bytes(e, op, r, d)))
		return rc;
	if ((rc = eval_field(e, &o->src, op, "root", 0, &x, d)) < 0)
		return rc;
	if (rc == 0 && (!(x >= 0) || x != floor(x) || x >= r->gpus)) {
		gp_diag_field(d, "/ops/%d/root", op);
		gp_error(d, GP_EINVAL, "root %g is not one of the %d GPUs", x, r->gpus);
		gp_diag_hint(d, "the root is a GPU index 0..%d", r->gpus - 1);
		return -GP_EINVAL;
	}
	root = rc == 0 ? (int)x : 0;
	if ((rc = gp_collective_time(e->a->sys, o->coll, o->algo, r->bytes, r->gpus, root,
				     e->link_busy, NULL, &cr, d)) < 0) {
		gp_diag_field(d, "/ops/%d (%s)", op, o->name);
		return rc;
	}
	*t = cr.time_s;
	r->coll_algo = cr.algo;
	for (int g = 0; g < r->gpus; g++)
		e->gpu_busy[g] += *t;
	/* NCCL runs collectives as kernels on the GPUs' SMs */
	*res = RES_COMPUTE;
	return 0;
}

/* ==== Operation kinds (evaluation): memcpy, kernel, managed, prefetch, sync ==== */

/* memcpy: thesis eq. 5.5 over the device's link, or split over a system's links. */
int app_run_memcpy(struct gp_app_eval *e, const struct gp_device *dev, int op,
		   struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	const struct gp_app *a = e->a;
	const struct app_op *o = &a->ops[op];
	int rc;
	if ((rc = eval_bytes(e, &o->bytes, op, 1, &r->bytes, d)))
		return rc;
	if (a->sys) {
		/* one share per GPU, at once, over the system's links */
		if ((rc = gp_appmulti_host_copy(a->sys, o->dir == GP_APP_HTOD, r->bytes, r->gpus,
						e->link_busy, t, d)) < 0) {
			gp_diag_field(d, "/ops/%d (%s)", op, o->name);
			return rc;
		}
	} else if ((rc = link_time_s(dev, o->dir, o->pageable, r->bytes, t, d)) < 0) {
		gp_diag_field(d, "/ops/%d/bytes", op);
		return rc;
	}
	*res = o->dir == GP_APP_HTOD ? RES_HTOD : RES_DTOH;
	return 0;
}

/* kernel: the backend's time, plus paging in the managed buffers it touches. */
int app_run_kernel(struct gp_app_eval *e, const struct gp_device *dev, int op,
		   struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	int rc;
	if ((rc = run_kernel(e, dev, op, r->gpus, r, d)) < 0)
		return rc;
	*t = r->k.time_s;
	if ((rc = managed_oversubscribed(e, dev, op, r, t, d)) < 0)
		return rc;
	for (int j = 0; j < o->nmanaged && rc == 0; j++) {
		int b = o->managed[j];
		double paging;
		if ((rc = demand_paging_s(dev, e->alloc[b] - e->resident[b], &paging, d)) < 0)
			return rc;
		r->paging_s += paging;
		e->resident[b] = e->alloc[b];
	}
	*t += rc == 0 ? r->paging_s : 0;
	kernel_account(e, dev, r, *t);
	*res = RES_COMPUTE;
	return 0;
}

/* managed: registers the buffer, resident on the host; takes no time. */
int app_run_managed(struct gp_app_eval *e, const struct gp_device *dev, int op,
		    struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	const struct app_op *o = &e->a->ops[op];
	int rc;
	(void)dev;
	(void)t;
	(void)res;
	if ((rc = eval_bytes(e, &o->bytes, op, 1, &r->bytes, d)))
		return rc;
	if (!(r->bytes >= 0)) {
		gp_diag_field(d, "/ops/%d/bytes", op);
		return gp_error(d, GP_EINVAL, "allocation of %g bytes", r->bytes);
	}
	/* the Unified Memory model's own bound (per-page state) on all of the model's managed
	 * allocations together, whether or not a kernel ever touches them */
	if (!(r->bytes <= GP_UVM_MAX_BYTES)) {
		gp_diag_field(d, "/ops/%d/bytes", op);
		gp_error(d, GP_ELIMIT, "managed allocation of %.6g B is above the %.6g B "
			 "that managed memory can hold", r->bytes, GP_UVM_MAX_BYTES);
		gp_diag_hint(d, "model a smaller footprint");
		return -GP_ELIMIT;
	}
	if (!(e->managed_bytes + r->bytes <= GP_UVM_MAX_BYTES)) {
		gp_diag_field(d, "/ops/%d/bytes", op);
		gp_error(d, GP_ELIMIT, "managed allocation of %.6g B brings the model's managed "
			 "memory to %.6g B, above the %.6g B that managed memory can hold",
			 r->bytes, e->managed_bytes + r->bytes, GP_UVM_MAX_BYTES);
		gp_diag_hint(d, "model a smaller footprint (at most 1 TiB of managed memory in all)");
		return -GP_ELIMIT;
	}
	e->managed_bytes += r->bytes;
	e->alloc[op] = r->bytes;
	e->resident[op] = 0;     /* first touch decides; the host touches first */
	return 0;
}

/* prefetch: a bulk migration of what is not yet where it is sent, a copy over the link. */
int app_run_prefetch(struct gp_app_eval *e, const struct gp_device *dev, int op,
		     struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	const struct gp_app *a = e->a;
	const struct app_op *o = &a->ops[op];
	int b = o->buffer, rc;
	double want = e->alloc[b], x;
	if ((rc = eval_bytes(e, &o->bytes, op, 0, &x, d)) < 0)
		return rc;
	if (rc == 0 && !(x >= 0 && x <= e->alloc[b])) {
		gp_diag_field(d, "/ops/%d/bytes", op);
		gp_error(d, GP_EINVAL, "prefetch of %.17g bytes, but buffer '%s' holds %.17g", x,
			 a->ops[b].name, e->alloc[b]);
		gp_diag_hint(d, "prefetch at most the buffer's size (leave out \"bytes\" for all of "
				"it)");
		return -GP_EINVAL;
	}
	if (rc == 0)
		want = x;
	if (o->dir == GP_APP_HTOD) {
		r->bytes = want > e->resident[b] ? want - e->resident[b] : 0;
		e->resident[b] += r->bytes;
	} else {
		r->bytes = want < e->resident[b] ? want : e->resident[b];
		e->resident[b] -= r->bytes;
	}
	/* a prefetch is a bulk migration: a copy over the link (eq. 5.5) */
	if ((rc = link_time_s(dev, o->dir, 0, r->bytes, t, d)) < 0)
		return rc;
	*res = o->dir == GP_APP_HTOD ? RES_HTOD : RES_DTOH;
	return 0;
}

/* sync: takes no time; the timeline makes it wait for every stream. */
int app_run_sync(struct gp_app_eval *e, const struct gp_device *dev, int op,
		 struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d)
{
	(void)e;
	(void)dev;
	(void)op;
	(void)r;
	(void)t;
	(void)res;
	(void)d;
	return 0;
}

static int eval_run(struct gp_app_eval *e, const struct gp_device *dev,
		    const struct gp_app_values *in, struct gp_app_op_result *ops,
		    double *total_s, struct gp_diag *d);

int gp_app_eval_run(struct gp_app_eval *e, const struct gp_device *dev,
		    const struct gp_app_values *in, struct gp_app_op_result *ops,
		    double *total_s, struct gp_diag *d)
{
	int rc = eval_run(e, dev, in, ops, total_s, d);
	/* an error about one of the model's fields ("/ops/2/bytes", "/ops/2 (saxpy)") names
	 * the line of that field */
	if (rc < 0 && d && d->line == 0 && d->field[0] == '/' &&
	    (!d->file[0] || strcmp(d->file, e->a->path) == 0)) {
		char path[256];
		snprintf(path, sizeof(path), "%s", d->field);
		path[strcspn(path, " ")] = '\0';
		gp_diag_at(d, e->a->path, gp_json_line(e->a->lines, path), 0);
	}
	return rc;
}

static int eval_run(struct gp_app_eval *e, const struct gp_device *dev,
		    const struct gp_app_values *in, struct gp_app_op_result *ops,
		    double *total_s, struct gp_diag *d)
{
	const struct gp_app *a = e->a;
	/* ready[s]: when stream s is free, not counting the legacy stream's last op, which
	 * every stream waits for (legacy_end); end_all: the latest end so far */
	double ready[APP_STREAMS_MAX], res_free[RES_NONE], end_all = 0, legacy_end = 0;
	int rc;

	if ((rc = eval_vars(e, in, d)) < 0)
		return rc;
	multi_reset(e);

	memset(ready, 0, sizeof(ready));
	for (int k = 0; k < RES_NONE; k++)
		res_free[k] = 0;
	for (int op = 0; op < a->nops; op++) {
		const struct app_op *o = &a->ops[op];
		struct gp_app_op_result *r = &ops[op];
		double t = 0, start;
		int res = RES_NONE;

		memset(r, 0, sizeof(*r));
		if ((rc = op_gpus(e, op, &r->gpus, d)) < 0)
			return rc;
		if ((rc = o->type->run(e, dev, op, r, &t, &res, d)) < 0)
			return rc;
		/* Timeline: the legacy default stream (and sync) waits for every stream and
		 * every stream waits for it; other streams only for their own previous op. */
		if (o->stream < 0 || o->kind == GP_APP_SYNC)
			start = end_all;
		else
			start = ready[o->stream] > legacy_end ? ready[o->stream] : legacy_end;
		if (res != RES_NONE && res_free[res] > start)
			start = res_free[res];
		r->time_s = t;
		r->start_s = start;
		r->end_s = start + t;
		if (res != RES_NONE)
			res_free[res] = r->end_s;
		if (o->stream < 0 || o->kind == GP_APP_SYNC)
			legacy_end = r->end_s;
		else
			ready[o->stream] = r->end_s;
		end_all = r->end_s > end_all ? r->end_s : end_all;
	}
	*total_s = end_all;
	multi_energy(e, dev, end_all);
	return 0;
}

/* ==== Critical path ==== */

int gp_app_critical_path(const struct gp_app_op_result *ops, int nops, int *path)
{
	int cur = -1, n = 0;
	double eps;
	for (int i = 0; i < nops; i++)
		if (ops[i].time_s > 0 && (cur < 0 || ops[i].end_s >= ops[cur].end_s))
			cur = i;
	if (cur < 0)
		return 0;
	eps = 1e-12 * (ops[cur].end_s > 0 ? ops[cur].end_s : 1);
	while (cur >= 0 && n < nops) {
		int prev = -1;
		path[n++] = cur;
		if (ops[cur].start_s <= eps)
			break;
		for (int i = 0; i < cur; i++)
			if (ops[i].time_s > 0 && fabs(ops[i].end_s - ops[cur].start_s) <= eps)
				prev = i;     /* the latest such op in program order */
		cur = prev;
	}
	/* reverse: first op first */
	for (int i = 0; i < n / 2; i++) {
		int t = path[i];
		path[i] = path[n - 1 - i];
		path[n - 1 - i] = t;
	}
	return n;
}

int gp_app_op_bytes(const struct gp_app *a, int op, const struct gp_app_values *in,
		    double *bytes, struct gp_diag *d)
{
	struct gp_app_eval *e;
	int rc;
	if (a->ops[op].kind != GP_APP_MEMCPY && a->ops[op].kind != GP_APP_PREFETCH)
		return gp_error(d, GP_EINVAL, "op '%s' is not a copy", a->ops[op].name);
	/* Only the variables are needed: no device, no backend. */
	e = gp_app_eval_new(a, NULL, NULL);
	if (!e)
		return gp_error(d, GP_ENOMEM, "out of memory");
	rc = eval_vars(e, in, d);
	if (rc == 0)
		rc = eval_bytes(e, &a->ops[op].bytes, op, 1, bytes, d);
	if (rc == 1) {
		rc = gp_error(d, GP_EINVAL, "prefetch '%s' gives no \"bytes\"", a->ops[op].name);
		gp_diag_hint(d, "add \"bytes\" to the prefetch to calibrate with it");
	}
	gp_app_eval_free(e);
	return rc;
}


int gp_app_op_rates(const struct gp_app_op_result *r, double *dram_gbps, double *fp_inst_per_s)
{
	if (!(r->time_s > 0)) {
		*dram_gbps = *fp_inst_per_s = 0;
		return 0;
	}
	*dram_gbps = r->k.dram_bytes / r->time_s / 1e9;
	*fp_inst_per_s = r->k.fp_thread_ops / r->time_s;
	return 1;
}
