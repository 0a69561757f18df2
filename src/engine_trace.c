/* engine_trace.c - the engine's trace source: static instructions per PC, per-warp traced streams and addresses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"
#include "gpuperf/trace.h"

#define WARP 32

void en_trace_release(struct en_trace *tr)
{
	free(tr->dyn);
	free(tr->first);
	free(tr->count);
	memset(tr, 0, sizeof(*tr));
}

int en_trace_addresses(const struct en_trace *tr, const struct en_warp *w, uint64_t *addr)
{
	const struct gp_trace_inst *ti = &tr->t->ins[w->cur];
	const uint64_t *a;
	uint32_t m = ti->mask;
	int n = 0;
	if (!ti->width_bytes)
		return 0;   /* a memory opcode traced without addresses touches nothing */
	a = tr->t->addrs + ti->addr;
	while (m) {
		int l = __builtin_ctz(m);
		addr[n++] = a[l];
		m &= m - 1;
	}
	return n;
}

struct pc_ref { uint32_t pc; uint32_t ins; };

static int pc_cmp(const void *a, const void *b)
{
	const struct pc_ref *x = a, *y = b;
	if (x->pc != y->pc)
		return x->pc < y->pc ? -1 : 1;
	return x->ins < y->ins ? -1 : x->ins > y->ins;
}

/* The engine's class of a traced opcode: memory fences and dependency barriers
 * do not wait for the block (only BAR does), so they issue as plain instructions. */
static enum gp_iclass engine_class(const char *op)
{
	enum gp_iclass c = gp_trace_opcode_class(op);
	if (c == GP_IC_BAR && strncmp(op, "BAR", 3) != 0)
		return GP_IC_MISC;
	return c;
}

/* A traced access width the memory path handles: 1, 2, 4, 8 or 16 bytes per thread. */
static int engine_width(int w)
{
	int e = 1;
	if (w <= 0)
		return 4;
	while (e < w && e < 16)
		e *= 2;
	return e;
}

static int trace_fail(struct gp_diag *d, const struct gp_trace_kernel *t, int line, int code,
		      const char *hint, const char *what)
{
	gp_error(d, code, "%s", what);
	gp_diag_at(d, t->path, line, 0);
	gp_diag_hint(d, "%s", hint);
	return -code;
}

/*
 * The static program of a trace: one instruction per distinct PC (the first
 * execution's opcode, registers and width), in PC order. Control flow never
 * comes from it (no targets, no loops): each warp follows its traced stream.
 */
static int static_program(const struct gp_device *dev, const struct gp_trace_kernel *t,
			  const struct pc_ref *refs, struct gp_kernel *k, int32_t *sidx,
			  struct gp_diag *d)
{
	char msg[256];
	k->program = gp_program_new();
	if (!k->program)
		return gp_error(d, GP_ENOMEM, "out of memory");
	snprintf(k->name, sizeof(k->name), "%s", t->name);
	snprintf(k->path, sizeof(k->path), "%s", t->path);
	k->regs_per_thread = t->nregs;
	for (size_t i = 0; i < t->ninst; i++) {
		const struct gp_trace_inst *ti = &t->ins[refs[i].ins];
		struct gp_pinstr pi;
		const char *op = t->ops[ti->op];
		enum gp_iclass c;
		enum gp_unit u;
		int idx;
		if (i > 0 && refs[i].pc == refs[i - 1].pc) {
			const struct gp_trace_inst *first = &t->ins[refs[i - 1].ins];
			if (ti->op != first->op) {
				snprintf(msg, sizeof(msg), "PC 0x%x is '%s' here and '%s' on line %u",
					 ti->pc, op, t->ops[first->op], first->line);
				return trace_fail(d, t, (int)ti->line, GP_EINVAL, "one PC holds one "
						  "instruction in every warp: is the file a mix of "
						  "two kernels' traces?", msg);
			}
			sidx[refs[i].ins] = k->program->n - 1;
			continue;
		}
		c = engine_class(op);
		u = gp_iclass_unit(c);
		if (u == GP_UNIT_INT32 && dev->units[GP_UNIT_INT32] <= 0)
			u = GP_UNIT_FP32;
		if (u != GP_UNIT_CTRL && !(dev->units[u] > 0)) {
			snprintf(msg, sizeof(msg), "device %s has no %s units for '%s' (PC 0x%x)",
				 dev->name, gp_unit_name(u), op, ti->pc);
			return trace_fail(d, t, (int)ti->line, GP_EINVAL,
					  "simulate the trace on a device of the architecture it "
					  "was recorded on", msg);
		}
		memset(&pi, 0, sizeof(pi));
		pi.iclass = (uint8_t)c;
		pi.target = -1;
		pi.pattern = -1;
		pi.is_exit = strncmp(op, "EXIT", 4) == 0 && (op[4] == '\0' || op[4] == '.');
		snprintf(pi.op, sizeof(pi.op), "%.15s", op);
		for (int j = 0; j < ti->ndst && pi.ndst < GP_PI_MAX_DST; j++)
			pi.dst[pi.ndst++] = ti->dst[j];
		/* the scoreboard tracks up to GP_PI_MAX_SRC sources (wide stores list more) */
		for (int j = 0; j < ti->nsrc && pi.nsrc < GP_PI_MAX_SRC; j++)
			pi.src[pi.nsrc++] = ti->src[j];
		if (gp_iclass_is_memory(c))
			pi.width_bytes = (uint8_t)engine_width(ti->width_bytes);
		if ((idx = gp_program_push(k->program, &pi)) < 0)
			return gp_error(d, GP_ENOMEM, "out of memory");
		sidx[refs[i].ins] = idx;
	}
	return 0;
}

int en_trace_compile(const struct gp_device *dev, const struct gp_trace_kernel *t,
		     int block_threads, struct en_prog *p, struct en_trace *tr, struct gp_diag *d)
{
	struct gp_kernel k;
	struct pc_ref *refs = NULL;
	int32_t *sidx = NULL;
	long long grid = (long long)t->grid[0] * t->grid[1] * t->grid[2];
	size_t wpb = ((size_t)block_threads + WARP - 1) / WARP, nstreams;
	char msg[256];
	int rc = 0;

	memset(tr, 0, sizeof(*tr));
	gp_kernel_init(&k);
	tr->t = t;
	if (t->ninst == 0)
		return trace_fail(d, t, 0, GP_EINVAL, "trace the kernel with the Accel-Sim tracer",
				  "the trace holds no instructions");
	if (t->ninst >= UINT32_MAX)
		return trace_fail(d, t, 0, GP_ELIMIT, "split the launch into smaller traces",
				  "more than 4294967294 traced instructions");
	if ((double)grid > (double)t->ninst) {
		/* every traced block has an instruction: some blocks are missing */
		snprintf(msg, sizeof(msg), "the grid has %lld blocks but the trace only %zu "
			 "instructions", grid, t->ninst);
		return trace_fail(d, t, 0, GP_EINVAL, "trace every block (a truncated trace cannot "
				  "drive the engine; estimate it with 'extract --trace')", msg);
	}
	nstreams = (size_t)grid * wpb;
	refs = malloc(sizeof(*refs) * t->ninst);
	sidx = malloc(sizeof(*sidx) * t->ninst);
	tr->dyn = calloc(t->ninst, sizeof(*tr->dyn));
	tr->first = calloc(nstreams, sizeof(*tr->first));
	tr->count = calloc(nstreams, sizeof(*tr->count));
	if (!refs || !sidx || !tr->dyn || !tr->first || !tr->count) {
		rc = gp_error(d, GP_ENOMEM, "out of memory indexing the trace");
		goto out;
	}
	for (size_t i = 0; i < t->ninst; i++)
		refs[i] = (struct pc_ref){ t->ins[i].pc, (uint32_t)i };
	qsort(refs, t->ninst, sizeof(*refs), pc_cmp);
	if ((rc = static_program(dev, t, refs, &k, sidx, d)) < 0)
		goto out;
	if ((rc = en_prog_compile(dev, &k, NULL, block_threads, p, d)) < 0)
		goto out;

	/* each (block, warp) stream: where it starts, and per instruction the static
	 * index, the active lanes and whether the next traced PC is a jump */
	for (size_t w = 0; w < t->nwarps; w++) {
		const struct gp_trace_warp *tw = &t->warps[w];
		long long b = tw->block[0] + (long long)tw->block[1] * t->grid[0] +
			      (long long)tw->block[2] * t->grid[0] * t->grid[1];
		size_t ws = (size_t)b * wpb + (size_t)tw->warp;
		if (tr->count[ws] > 0 || tw->count > UINT32_MAX) {
			snprintf(msg, sizeof(msg), "block %d,%d,%d warp %d is traced twice",
				 tw->block[0], tw->block[1], tw->block[2], tw->warp);
			const struct gp_trace_inst *ti = tw->count ? &t->ins[tw->first] : NULL;
			rc = trace_fail(d, t, ti ? (int)ti->line : 0, GP_EINVAL,
					"a trace holds each warp of each block once", msg);
			goto out;
		}
		tr->first[ws] = (uint32_t)tw->first;
		tr->count[ws] = (uint32_t)tw->count;
		for (size_t j = tw->first; j < tw->first + tw->count; j++) {
			const struct gp_trace_inst *ti = &t->ins[j];
			struct en_tins *e = &tr->dyn[j];
			e->sidx = sidx[j];
			e->lanes = (uint8_t)__builtin_popcount(ti->mask);
			/* fall-through is the next slot (8 or 16 bytes on, past a control word) */
			if (p->ins[e->sidx].kind == EN_K_BRA && j + 1 < tw->first + tw->count) {
				uint32_t next = t->ins[j + 1].pc;
				e->taken = !(next > ti->pc && next <= ti->pc + 16);
			}
		}
	}
	for (long long b = 0; b < grid; b++) {
		int any = 0;
		for (size_t w = 0; w < wpb && !any; w++)
			any = tr->count[(size_t)b * wpb + w] > 0;
		if (!any) {
			snprintf(msg, sizeof(msg), "block %lld of the %lld-block grid is not in the trace",
				 b, grid);
			rc = trace_fail(d, t, 0, GP_EINVAL, "trace every block (a truncated trace "
					"cannot drive the engine; estimate it with 'extract --trace')",
					msg);
			goto out;
		}
	}
out:
	free(refs);
	free(sidx);
	gp_kernel_release(&k);
	if (rc < 0) {
		en_prog_release(p);
		en_trace_release(tr);
	}
	return rc;
}
