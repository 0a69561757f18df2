/* extract.c - one kernel's descriptor from its listing (extract.h): the listing and the ptxas
 * log read, the function found, the control-flow graph built for the device, the launch
 * emulated when asked (its loop trips, executions and address patterns fed back into the
 * graph, and its dynamic counts into the descriptor). The library's half of 'gpuperf
 * extract'; the command parses, runs the CUDA tools and prints. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/extract.h"
#include "gpuperf/ptx.h"
#include "gpuperf/ptxas.h"
#include "gpuperf/sass.h"
#include "util.h"

static void note(const struct gp_extract_hooks *h, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void note(const struct gp_extract_hooks *h, const char *fmt, ...)
{
	char line[1024];
	va_list ap;
	if (!h->note)
		return;
	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	h->note(h->ctx, line);
}

/* ==== The emulated launch ==== */

static int write_trace(const char *trace_out, struct gp_outset *outs, struct gp_emu_launch *l,
		       const struct gp_sass_func *fn, int nregs, struct gp_emu_result *r,
		       struct gp_diag *d)
{
	char path[1100];
	struct gp_atomic list, tr;
	struct gp_outset own, *set = outs ? outs : &own;
	int rc;
	gp_outset_init(&own);
	if ((rc = gp_outset_mkdir(set, trace_out, d)) < 0) {
		gp_diag_field(d, "emu.trace_out");
		return rc;
	}
	snprintf(path, sizeof(path), "%s/kernel-1.traceg", trace_out);
	if ((rc = gp_atomic_open_in(&tr, set, path, d)) < 0)
		goto fail;
	gp_emu_trace_header(tr.f, fn, l, nregs);
	l->trace = tr.f;
	rc = gp_emu_run(fn, l, r, d);
	l->trace = NULL;
	if (rc == -GP_EIO && !d->file[0]) {
		/* the trace's own write failed (a full disk): the file is the one to blame */
		gp_diag_at(d, path, 0, 0);
		gp_diag_hint(d, "check free disk space and that the directory is writable");
	}
	if (rc < 0) {
		gp_atomic_abort(&tr);
		goto fail;
	}
	snprintf(path, sizeof(path), "%s/kernelslist.g", trace_out);
	if ((rc = gp_atomic_open_in(&list, set, path, d)) < 0) {
		gp_atomic_abort(&tr);
		goto fail;
	}
	/* the buffers whose sizes were given, as copies: readers of the list name the arrays */
	for (int i = 0, a = 0; i < l->nargs; i++) {
		if (!l->args[i].is_pointer)
			continue;
		if (l->args[i].alloc_bytes)
			fprintf(list.f, "MemcpyHtoD,0x%016llx,%llu\n",
				(unsigned long long)gp_emu_alloc_base(a),
				(unsigned long long)l->args[i].alloc_bytes);
		a++;
	}
	fprintf(list.f, "kernel-1.traceg\n");
	/* both or neither, with the set's other outputs (util.h, gp_outset) */
	if ((rc = gp_atomic_commit(&tr, d)) < 0) {
		gp_atomic_abort(&list);
		goto fail;
	}
	if ((rc = gp_atomic_commit(&list, d)) < 0 || (!outs && (rc = gp_outset_commit(&own, d)) < 0))
		goto fail;
	return 0;
fail:
	/* nothing left of a trace that was refused or failed: the directory made for it goes
	 * too (it is empty then) */
	gp_outset_abort(set);
	return rc;
}

/* Run q's launch of fn (registers and static shared memory as ptxas says, 0 unknown),
 * writing q->trace_out when given. Returns 0 or a negative GP_E* code (d filled). */
static int emu_run(const struct gp_extract_request *q, const struct gp_sass_func *fn,
		   int smem_static_bytes, int nregs, struct gp_emu_result *r, struct gp_diag *d)
{
	struct gp_emu_launch *l = q->launch;
	int rc;
	if (q->hooks.launch_prepare) {
		if ((rc = q->hooks.launch_prepare(q->hooks.ctx, fn, l, d)) < 0)
			return rc;
	} else {
		gp_emu_args_from_name(fn->name, l, d);
		gp_diag_clear(d);
	}
	l->smem_static_bytes = (unsigned)smem_static_bytes;
	if (q->trace_out) {
		/* a trace holds every block */
		l->all_blocks_max = (int)((double)l->grid[0] * l->grid[1] * l->grid[2]);
		rc = write_trace(q->trace_out, q->outs, l, fn, nregs, r, d);
	} else {
		rc = gp_emu_run(fn, l, r, d);
	}
	if (rc < 0) {
		if (d->line && !d->file[0])
			gp_diag_at(d, q->sass, d->line, 0);
		if (!d->hint[0])
			gp_diag_hint(d, "%s", rc == -GP_ELIMIT ? "raise {emu.max_steps}, or check the "
				     "launch (a loop bound of 0 from an argument not given?)" :
				     "the instruction is named by its PC and listing line");
		return rc;
	}
	if (q->hooks.launch_done && (rc = q->hooks.launch_done(q->hooks.ctx, l, r, d)) < 0)
		return rc;
	return 0;
}

/* A deep copy of run src into dst (its global memory left out): 0 or -GP_ENOMEM (dst then
 * released). */
static int run_copy(const struct gp_emu_result *src, struct gp_emu_result *dst)
{
	*dst = *src;
	dst->gmem = NULL;
	dst->pc = src->pc ? malloc((size_t)src->n * sizeof(*src->pc)) : NULL;
	dst->pat = src->pat ? malloc((size_t)src->n * sizeof(*src->pat)) : NULL;
	dst->blocks = src->blocks && src->blocks_emulated > 0
		? malloc((size_t)src->blocks_emulated * sizeof(*src->blocks)) : NULL;
	dst->memory = gp_memprofile_clone(src->memory);
	dst->dynamic = gp_dynamic_clone(src->dynamic);
	if ((src->pc && !dst->pc) || (src->pat && !dst->pat) ||
	    (src->blocks && src->blocks_emulated > 0 && !dst->blocks) ||
	    (src->memory && !dst->memory) || (src->dynamic && !dst->dynamic)) {
		gp_emu_result_release(dst);
		return -GP_ENOMEM;
	}
	if (dst->pc)
		memcpy(dst->pc, src->pc, (size_t)src->n * sizeof(*src->pc));
	if (dst->pat)
		memcpy(dst->pat, src->pat, (size_t)src->n * sizeof(*src->pat));
	if (dst->blocks)
		memcpy(dst->blocks, src->blocks, (size_t)src->blocks_emulated * sizeof(*src->blocks));
	return 0;
}

/* The emulator's exact address fits as descriptor patterns: per-dimension coefficients when
 * the launch has a y or z extent (the descriptor's dynamic section records its shape), the
 * linear tid and block otherwise. An iteration coefficient needs every execution to have
 * accessed (cfg then keeps it only for a loop that is not nested). */
static struct gp_pattern *emu_patterns(const struct gp_emu_launch *l, const struct gp_emu_result *r)
{
	struct gp_pattern *pats = calloc((size_t)r->n, sizeof(*pats));
	int shaped = l->block[1] * l->block[2] > 1 || l->grid[1] * l->grid[2] > 1;
	for (int i = 0; pats && r->pat && i < r->n; i++) {
		const struct gp_emu_pattern *f = &r->pat[i];
		struct gp_pattern *p = &pats[i];
		if (!f->ok || (f->c_iter != 0 && !f->every_exec) || f->arg < 0 || f->arg >= l->nargs)
			continue;
		/* the argument's name, as its footprint is named (emu.c names them all) */
		snprintf(p->array, sizeof(p->array), "%s", l->args[f->arg].name);
		p->elem_bytes = f->elem_bytes;
		p->kind = GP_PAT_AFFINE;
		p->offset = (double)f->offset;
		p->c_tid = (double)f->c_tid[0];
		p->c_block = (double)f->c_block[0];
		p->c_iter = (double)f->c_iter;
		p->dims = shaped;
		p->c_tid_y = (double)f->c_tid[1];
		p->c_tid_z = (double)f->c_tid[2];
		p->c_block_y = (double)f->c_block[1];
		p->c_block_z = (double)f->c_block[2];
	}
	return pats;
}

/*
 * The emulated launch of fn from the listing q->sass (file: its parsed form): constant
 * bank 2 from the listing (BRX jump tables), the run, then *cfg rebuilt for q->dev with the
 * loop trips found (q->co takes them), the executions and the address patterns. Returns 0
 * or a negative GP_E* code (d filled); r holds the run for gp_extract_fill_emulated().
 */
static int emulate(const struct gp_extract_request *q, const struct gp_sass_file *file,
		   const struct gp_sass_func *fn, int smem_static_bytes, int nregs,
		   struct gp_flowgraph **cfg, struct gp_emu_result *r, struct gp_diag *out)
{
	struct gp_diag dd, *d = &dd;
	static uint8_t cbank2[65536];   /* the largest constant bank */
	unsigned cbank2_bytes = 0;
	double *execs;
	struct gp_pattern *pats;
	struct gp_flowgraph_opts *co = q->co;
	int rc;
	gp_diag_clear(d);
	q->launch->file = file;
	/* BRX jump tables: nvdisasm listings print the kernel's constant bank 2 */
	if ((rc = gp_emu_cbank_load(q->sass, fn->name, 2, cbank2, sizeof(cbank2), &cbank2_bytes,
				    d)) < 0)
		goto fail;
	q->launch->cbank2 = cbank2_bytes ? cbank2 : NULL;
	q->launch->cbank2_bytes = cbank2_bytes;
	if (q->reuse) {
		/* the run made before: the arguments' names (the patterns name them), its counts */
		if (q->hooks.launch_prepare &&
		    (rc = q->hooks.launch_prepare(q->hooks.ctx, fn, q->launch, d)) < 0)
			goto fail;
		if (q->reuse->n != fn->n || run_copy(q->reuse, r) < 0) {
			rc = gp_error(d, q->reuse->n != fn->n ? GP_EINVAL : GP_ENOMEM, "%s",
				      q->reuse->n != fn->n ? "the run to reuse is another function's"
							   : "out of memory");
			goto fail;
		}
	} else if ((rc = emu_run(q, fn, smem_static_bytes, nregs, r, d)) < 0) {
		goto fail;
	}
	if (q->keep && !q->reuse && run_copy(r, q->keep) < 0) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto fail;
	}
	/* dynamic loop trips feed the static parts */
	gp_extract_emu_loops(*cfg, r, co);
	gp_flowgraph_free(*cfg);
	*cfg = NULL;
	/* the descriptor's program keeps the instructions the launch executed, with their counts */
	if (!(execs = malloc((size_t)r->n * sizeof(double)))) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto fail;
	}
	for (int i = 0; i < r->n; i++)
		execs[i] = r->pc[i].warp_execs / r->warps_emulated;
	if (!(pats = emu_patterns(q->launch, r))) {
		free(execs);
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto fail;
	}
	co->execs = execs;
	co->patterns = pats;
	rc = gp_flowgraph_build(fn, q->dev, co, cfg, d);
	co->execs = NULL;
	co->patterns = NULL;
	free(execs);
	free(pats);
	if (rc < 0)
		goto fail;
	return 0;
fail:
	*out = dd;
	return rc;
}

/* ==== One kernel's descriptor ==== */

int gp_extract(const struct gp_extract_request *q, struct gp_extract_result *x,
	       struct gp_diag *d)
{
	const struct gp_device *dev = q->dev;
	const struct gp_extract_hooks *h = &q->hooks;
	struct gp_sass_file *file = &x->file;
	struct gp_ptxas_log log;
	struct gp_kernel *k = &x->k;
	struct gp_emu_result er;
	const struct gp_sass_func *fn;
	const struct gp_ptxas_func *pf = NULL;
	const char *sass = q->sass, *ptx = q->ptx, *ptxas = q->ptxas;
	int sm = q->sm, rc;

	memset(x, 0, sizeof(*x));
	memset(&er, 0, sizeof(er));
	gp_kernel_init(k);
	memset(&log, 0, sizeof(log));
	/* SASS is what runs; PTX is the fallback when no SASS is at hand */
	if ((rc = sass ? gp_sass_load(sass, file, d) : gp_ptx_load(ptx, file, d)) < 0)
		return rc;
	if (sass && ptx)
		note(h, "note: using the SASS listing; {emu.ptx} %s gives the argument layout only", ptx);
	fn = gp_sass_find(file, q->func, sm, d);
	if (!fn && !sm && d->code == GP_EINVAL) {
		/* the same kernel for several architectures: take the device's if present */
		struct gp_diag d2;
		gp_diag_clear(&d2);
		fn = gp_sass_find(file, q->func, dev->cc_major * 10 + dev->cc_minor, &d2);
		if (fn && fn->sm != dev->cc_major * 10 + dev->cc_minor)
			fn = NULL;
		if (!fn && d2.code == GP_EPARSE)
			*d = d2;   /* the device's kernel is broken: say why */
	}
	if (!fn) {
		if (!d->file[0])   /* a broken function's error names its own line */
			gp_diag_at(d, sass ? sass : ptx, 0, 0);
		rc = -d->code;
		goto out;
	}
	snprintf(x->func, sizeof(x->func), "%s", fn->name);
	x->sm = fn->sm;
	if (file->skipped_lines)
		note(h, "warning: %s: %d line(s) not understood and ignored (first at line %d)",
		     sass ? sass : ptx, file->skipped_lines, file->first_skipped_line);
	if (ptxas) {
		if ((rc = gp_ptxas_load(ptxas, &log, d)) < 0)
			goto out;
		if (!(pf = gp_ptxas_find_sm(&log, fn->name, fn->display_name, fn->sm)))
			note(h, "warning: %s has no entry for %s%s%.0d; registers and shared memory "
			     "unknown", ptxas, fn->name, fn->sm ? " on sm_" : "", fn->sm);
	}
	if ((rc = gp_flowgraph_build(fn, dev, q->co, &x->cfg, d)) < 0)
		goto out;
	/* dynamic counts from the emulated launch; its loop trips feed the static parts */
	if (q->launch && (rc = emulate(q, file, fn, pf ? (int)pf->smem_bytes : 0,
				       pf && pf->has_regs ? pf->regs : fn->regs_hint, &x->cfg,
				       &er, d)) < 0)
		goto out;
	for (int i = 0; i < gp_flowgraph_nwarnings(x->cfg); i++)
		note(h, "warning: %s", gp_flowgraph_warning(x->cfg, i));
	if ((rc = gp_flowgraph_fill_kernel(x->cfg, k, d)) < 0)
		goto out;
	k->regs_per_thread = pf && pf->has_regs ? pf->regs : fn->regs_hint;
	if (pf) {
		k->smem_static_bytes = (int)pf->smem_bytes;
		if (fn->source == GP_SRC_PTX && (pf->spill_store_bytes || pf->spill_load_bytes))
			note(h, "warning: ptxas spills %ld/%ld bytes (stores/loads) that PTX does "
			     "not show", pf->spill_store_bytes, pf->spill_load_bytes);
	}
	if (fn->source == GP_SRC_PTX)
		note(h, "note: counts from PTX, not SASS: lower fidelity");
	if (q->launch && (rc = gp_extract_fill_emulated(&er, dev, k, d)) < 0)
		goto out;
	rc = 0;
out:
	gp_emu_result_release(&er);
	gp_ptxas_log_release(&log);
	return rc;
}

void gp_extract_result_release(struct gp_extract_result *x)
{
	gp_flowgraph_free(x->cfg);
	x->cfg = NULL;
	gp_kernel_release(&x->k);
	gp_sass_file_release(&x->file);
}

/* ==== Dynamic counts to the descriptor ==== */

int gp_extract_emu_loops(const struct gp_flowgraph *cfg, const struct gp_emu_result *r,
			 struct gp_flowgraph_opts *co)
{
	for (int L = 0; L < gp_flowgraph_nloops(cfg); L++) {
		const struct gp_flowgraph_loop *lp = gp_flowgraph_loop(cfg, L);
		double head = r->pc[lp->head].warp_execs, taken = r->pc[lp->tail].taken, it = 0;
		struct gp_flowgraph_loopspec *s;
		int given = 0;
		for (int k = 0; k < co->nspecs; k++)
			given |= gp_flowgraph_spec_matches(cfg, L, co->specs[k].key);
		if (given || co->nspecs >= GP_FLOWGRAPH_MAX_SPECS)
			continue;
		if (head > taken)
			it = head / (head - taken);
		s = &co->specs[co->nspecs++];
		snprintf(s->key, sizeof(s->key), "%s", lp->name);
		snprintf(s->expr, sizeof(s->expr), "%.17g", it);
	}
	return 0;
}

int gp_extract_fill_emulated(struct gp_emu_result *r, const struct gp_device *dev,
			     struct gp_kernel *k, struct gp_diag *d)
{
	double unit[GP_UNIT_COUNT] = { 0 }, per_div = r->warps_emulated, dram, smem = 0;
	struct gp_memtotals t;
	for (int c = 0; c < GP_IC_COUNT; c++) {
		/* as the static path: integer and branch work on the CUDA cores when the device
		 * has no separate INT32 units */
		enum gp_unit u = gp_unit_on(dev, gp_iclass_unit((enum gp_iclass)c), GP_FOLD_INT32_CTRL);
		unit[u] += r->by_class[c] / per_div;
	}
	gp_memprofile_totals(r->memory, &t);
	/* DRAM: compulsory traffic when the footprint fits in L2, else every sector requested
	 * (as for traces) */
	dram = gp_memprofile_dram_bytes(dev, t.footprint_bytes, t.sector_bytes[GP_MSPACE_GLOBAL],
					r->warps_total);
	/* local memory: the resident threads' frames, not every launched thread's */
	if (r->dynamic)
		dram += gp_memprofile_local_dram_bytes(dev, &t, (int)(r->dynamic->block[0] *
								     r->dynamic->block[1] *
								     r->dynamic->block[2]),
						       k->regs_per_thread, k->smem_static_bytes,
						       r->blocks_total, r->warps_total);
	for (int i = 0; i < r->memory->n; i++) {
		const struct gp_memrec *m = &r->memory->recs[i];
		if (m->space == GP_MSPACE_SHARED)
			smem += m->requests * (m->bank_ways > 0 ? m->bank_ways : 1) *
				dev->smem_bytes_per_clk * (m->width_bytes > 4 ? m->width_bytes / 4 : 1);
	}
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		gp_expr_free(k->ins[u]);
		k->ins[u] = unit[u] > 0 ? gp_expr_const(unit[u]) : NULL;
		if (unit[u] > 0 && !k->ins[u])
			return gp_error(d, GP_ENOMEM, "out of memory");
	}
	gp_expr_free(k->ins_issued);
	gp_expr_free(k->gmem_bytes);
	gp_expr_free(k->smem_bytes);
	/* listed pairs share an issue slot only on devices that dual-issue (as the static path) */
	k->ins_issued = gp_expr_const((dev->dual_issue ? r->ins_issued : r->warp_insts) / per_div);
	k->gmem_bytes = gp_expr_const(dram);
	k->smem_bytes = gp_expr_const(smem);
	if (!k->ins_issued || !k->gmem_bytes || !k->smem_bytes)
		return gp_error(d, GP_ENOMEM, "out of memory");
	k->fidelity = GP_FID_EMULATED;
	gp_memprofile_free(k->memory);
	gp_dynamic_free(k->dynamic);
	k->memory = r->memory;
	k->dynamic = r->dynamic;
	r->memory = NULL;
	r->dynamic = NULL;
	return 0;
}
