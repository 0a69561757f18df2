/* engine_trace.c - the engine's trace source: static instructions per PC, blocks' traced
 * streams loaded as the blocks are issued (from memory or streamed from the file). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"
#include "gpuperf/sass.h"
#include "gpuperf/traceg.h"
#include "gpuperf/trace_stream.h"
#include "util.h"

#define WARP 32

/* ==== PC -> static instruction: open addressing, grows by doubling ==== */

struct en_trace_static {
	uint32_t *pc;                  /* per hash slot; valid where idx >= 0 */
	int32_t *idx;
	size_t cap;                    /* power of two */
	int n;
	int32_t *op;                   /* per static instruction: its opcode (index in names) */
	uint32_t *line;                /* and the line of its first execution */
	int capop;
	char (*names)[GP_TRACE_OP_MAX];/* distinct opcodes as traced */
	int nnames, capnames;
	int32_t *gop;                  /* the current block's opcodes -> names */
	int capgop;
};

static size_t slot_of(const struct en_trace_static *st, uint32_t pc)
{
	size_t h = (size_t)((pc >> 3) * 0x9E3779B1u) & (st->cap - 1);
	while (st->idx[h] >= 0 && st->pc[h] != pc)
		h = (h + 1) & (st->cap - 1);
	return h;
}

static int static_grow(struct en_trace_static *st)
{
	struct en_trace_static n = *st;
	n.cap = st->cap ? st->cap * 2 : 256;
	n.pc = malloc(n.cap * sizeof(*n.pc));
	n.idx = malloc(n.cap * sizeof(*n.idx));
	if (!n.pc || !n.idx) {
		free(n.pc);
		free(n.idx);
		return -GP_ENOMEM;
	}
	for (size_t i = 0; i < n.cap; i++)
		n.idx[i] = -1;
	for (size_t i = 0; i < st->cap; i++)
		if (st->idx[i] >= 0) {
			size_t h = slot_of(&n, st->pc[i]);
			n.pc[h] = st->pc[i];
			n.idx[h] = st->idx[i];
		}
	free(st->pc);
	free(st->idx);
	*st = n;
	return 0;
}

static void static_free(struct en_trace_static *st)
{
	if (!st)
		return;
	free(st->pc);
	free(st->idx);
	free(st->op);
	free(st->line);
	free(st->names);
	free(st->gop);
	free(st);
}

/* ==== Static instructions ==== */

/* A shared-memory atomic (ATOMS, in shared memory as its name says): the shared pipe's, not
 * the L2's. */
static int shared_atomic(const char *op)
{
	return strncmp(op, "ATOMS", 5) == 0 && (op[5] == '\0' || op[5] == '.');
}

/* The engine's class of a traced opcode: memory fences and dependency barriers
 * do not wait for the block (only BAR does), so they issue as plain instructions; a shared
 * atomic is a shared access (a load when it returns a value, else a store) that holds the
 * pipe for its passes (en_ins.atomic, engine_sm.c). */
static enum gp_iclass engine_class(const char *op, int ndst)
{
	enum gp_iclass c = gp_trace_opcode_class(op);
	if (c == GP_IC_BAR && strncmp(op, "BAR", 3) != 0)
		return GP_IC_MISC;
	if (shared_atomic(op))
		return ndst > 0 ? GP_IC_LDS : GP_IC_STS;
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

static struct en_tblock *trace_fail(struct en_trace *tr, int line, int code, const char *hint,
				    const char *what)
{
	gp_diag_clear(&tr->err);
	gp_error(&tr->err, code, "%s", what);
	gp_diag_at(&tr->err, tr->path, line, 0);
	gp_diag_hint(&tr->err, "%s", hint);
	return NULL;
}

/*
 * The static instruction of ti's PC: the first execution's opcode, registers and
 * width, added to p when the PC is new (one PC holds one instruction in every
 * warp). Registers keep their ids (no compaction: p->nregs covers them all).
 * Returns its index, or -1 with tr->err filled.
 */
/* The block's opcode table mapped onto the distinct opcodes seen so far (a block has
 * a few dozen; the trace a few hundred), so instructions compare opcodes as numbers. */
static int map_ops(struct en_trace *tr, const struct gp_trace_kernel *k)
{
	struct en_trace_static *st = tr->st;
	if (gp_grow_int((void **)&st->gop, &st->capgop, k->nops, sizeof(*st->gop)) < 0)
		return -1;
	for (int i = 0; i < k->nops; i++) {
		int j = 0;
		while (j < st->nnames && strcmp(st->names[j], k->ops[i]) != 0)
			j++;
		if (j == st->nnames) {
			if (gp_grow_int((void **)&st->names, &st->capnames, st->nnames + 1,
					sizeof(*st->names)) < 0)
				return -1;
			snprintf(st->names[st->nnames++], GP_TRACE_OP_MAX, "%s", k->ops[i]);
		}
		st->gop[i] = j;
	}
	return 0;
}

static int static_index(struct en_trace *tr, struct en_prog *p, const struct gp_trace_inst *ti,
			int gop)
{
	const char *op = tr->st->names[gop];
	struct en_trace_static *st = tr->st;
	struct gp_pinstr pi;
	struct en_ins *in;
	size_t h;
	char msg[256];
	if ((size_t)(st->n + 1) * 2 > st->cap && static_grow(st) < 0)
		goto oom;
	h = slot_of(st, ti->pc);
	if (st->idx[h] >= 0) {
		int i = st->idx[h];
		if (st->op[i] != gop) {
			snprintf(msg, sizeof(msg), "PC 0x%x is '%s' here and '%s' on line %u", ti->pc,
				 op, st->names[st->op[i]], st->line[i]);
			trace_fail(tr, (int)ti->line, GP_EINVAL, "one PC holds one instruction in "
				   "every warp: is the file a mix of two kernels' traces?", msg);
			return -1;
		}
		return i;
	}
	memset(&pi, 0, sizeof(pi));
	pi.iclass = (uint8_t)engine_class(op, ti->ndst);
	if (pi.iclass == GP_IC_TENSOR)
		pi.mma_share = (float)gp_sass_mma_share(op);
	pi.is_exit = strncmp(op, "EXIT", 4) == 0 && (op[4] == '\0' || op[4] == '.');
	if (st->n == st->capop) {
		/* three arrays, one capacity: each grows from the same one to the same one */
		int ca = st->capop, cb = st->capop, cc = st->capop;
		if (gp_grow_int((void **)&st->op, &ca, st->n + 1, sizeof(*st->op)) < 0 ||
		    gp_grow_int((void **)&st->line, &cb, st->n + 1, sizeof(*st->line)) < 0 ||
		    gp_grow_int((void **)&p->ins, &cc, st->n + 1, sizeof(*p->ins)) < 0)
			goto oom;
		st->capop = ca;
	}
	in = &p->ins[p->n];
	memset(in, 0, sizeof(*in));
	if (en_ins_timing(tr->dev, &pi, in) < 0) {
		snprintf(msg, sizeof(msg), "device %s has no %s units for '%s' (PC 0x%x)",
			 tr->dev->name, gp_unit_name(gp_iclass_unit((enum gp_iclass)pi.iclass)), op,
			 ti->pc);
		trace_fail(tr, (int)ti->line, GP_EINVAL, "simulate the trace on a device of the "
			   "architecture it was recorded on", msg);
		return -1;
	}
	/* the scoreboard tracks up to GP_PI_MAX_SRC sources (wide stores list more) */
	for (int j = 0; j < ti->nsrc && j < GP_PI_MAX_SRC; j++)
		in->wait[in->nwait++] = (uint16_t)ti->src[j];
	for (int j = 0; j < ti->ndst && j < GP_PI_MAX_DST; j++) {
		int dup = 0;
		for (int q = 0; q < in->nwait; q++)
			dup |= in->wait[q] == (uint16_t)ti->dst[j];
		if (!dup)
			in->wait[in->nwait++] = (uint16_t)ti->dst[j];
		in->dst[in->ndst++] = (uint16_t)ti->dst[j];
	}
	if (gp_iclass_is_memory((enum gp_iclass)pi.iclass))
		in->width = (uint8_t)engine_width(ti->width_bytes);
	in->atomic = (uint8_t)shared_atomic(op);
	st->op[st->n] = gop;
	st->line[st->n] = ti->line;
	st->pc[h] = ti->pc;
	st->idx[h] = st->n;
	p->n++;
	return st->n++;
oom:
	trace_fail(tr, 0, GP_ENOMEM, "free memory", "out of memory indexing the trace");
	return -1;
}

/* ==== Blocks ==== */

int en_trace_init(const struct gp_device *dev, const struct gp_trace_kernel *t,
		  struct gp_trace_stream *ts, const char *path, long long grid, int block_threads,
		  int pool_blocks, struct en_prog *p, struct en_trace *tr, struct gp_diag *d)
{
	memset(tr, 0, sizeof(*tr));
	memset(p, 0, sizeof(*p));
	tr->t = t;
	tr->ts = ts;
	tr->dev = dev;
	tr->path = path;
	tr->grid = grid;
	tr->wpb = (block_threads + WARP - 1) / WARP;
	if (t && t->ninst == 0) {
		gp_error(d, GP_EINVAL, "the trace holds no instructions");
		gp_diag_at(d, path, 0, 0);
		gp_diag_hint(d, "trace the kernel with the Accel-Sim tracer");
		return -GP_EINVAL;
	}
	if (t && t->ninst >= UINT32_MAX) {
		gp_error(d, GP_ELIMIT, "more than 4294967294 traced instructions");
		gp_diag_at(d, path, 0, 0);
		gp_diag_hint(d, "split the launch into smaller traces, or simulate the file: "
			     "it is streamed");
		return -GP_ELIMIT;
	}
	if (grid > (1LL << 34)) {
		gp_error(d, GP_ELIMIT, "a grid of %lld blocks is over the 2^34 a trace can hold", grid);
		gp_diag_at(d, path, 0, 0);
		return -GP_ELIMIT;
	}
	tr->st = calloc(1, sizeof(*tr->st));
	/* which blocks were read: pages of 2^16 blocks, allocated as blocks arrive */
	tr->seen = calloc((size_t)(grid >> 16) + 1, sizeof(*tr->seen));
	tr->npool = pool_blocks;
	tr->pool = calloc((size_t)pool_blocks, sizeof(*tr->pool));
	tr->free = malloc(sizeof(int) * (size_t)pool_blocks);
	if (t)
		tr->mdyn = calloc(t->ninst, sizeof(*tr->mdyn));
	if (!tr->st || !tr->seen || !tr->pool || !tr->free || (t && !tr->mdyn))
		return gp_error(d, GP_ENOMEM, "out of memory for the trace");
	for (int i = 0; i < pool_blocks; i++) {
		tr->pool[i].pool = i;
		tr->pool[i].first = calloc((size_t)tr->wpb, sizeof(uint32_t));
		tr->pool[i].count = calloc((size_t)tr->wpb, sizeof(uint32_t));
		if (!tr->pool[i].first || !tr->pool[i].count)
			return gp_error(d, GP_ENOMEM, "out of memory for the trace");
		tr->free[tr->nfree++] = pool_blocks - 1 - i;
	}
	/* registers keep their ids: static instructions arrive with the blocks */
	p->nregs = EN_REG_IDS;
	return 0;
}

void en_trace_release(struct en_trace *tr)
{
	for (int i = 0; tr->pool && i < tr->npool; i++) {
		free(tr->pool[i].first);
		free(tr->pool[i].count);
		if (!tr->t)
			free(tr->pool[i].dyn);
		gp_trace_kernel_release(&tr->pool[i].k);
	}
	free(tr->pool);
	free(tr->free);
	for (long long i = 0; tr->seen && i <= tr->grid >> 16; i++)
		free(tr->seen[i]);
	free(tr->seen);
	free(tr->mdyn);
	static_free(tr->st);
	memset(tr, 0, sizeof(*tr));
}

static int seen_get(const struct en_trace *tr, long long b)
{
	const uint8_t *pg = tr->seen[b >> 16];
	return pg && (pg[(b & 0xffff) >> 3] >> (b & 7) & 1);
}

static int seen_set(struct en_trace *tr, long long b)
{
	uint8_t **pg = &tr->seen[b >> 16];
	if (!*pg && !(*pg = calloc(8192, 1)))
		return -1;
	(*pg)[(b & 0xffff) >> 3] |= (uint8_t)(1u << (b & 7));
	return 0;
}

/* The trace ran out before the grid did: which block is missing. */
static struct en_tblock *missing(struct en_trace *tr)
{
	char msg[256];
	long long b = 0;
	if ((double)tr->grid > tr->ninst) {
		snprintf(msg, sizeof(msg), "the grid has %lld blocks but the trace only %.0f "
			 "instructions", tr->grid, tr->ninst);
		return trace_fail(tr, 0, GP_EINVAL, "trace every block (a truncated trace cannot "
				  "drive the engine; estimate it with 'extract {trace.file}')", msg);
	}
	while (b < tr->grid && seen_get(tr, b))
		b++;
	snprintf(msg, sizeof(msg), "block %lld of the %lld-block grid is not in the trace", b,
		 tr->grid);
	return trace_fail(tr, 0, GP_EINVAL, "trace every block (a truncated trace cannot drive "
			  "the engine; estimate it with 'extract {trace.file}')", msg);
}

/* Index the block's warps and instructions: static indices, lanes, taken branches. */
static struct en_tblock *index_block(struct en_trace *tr, struct en_prog *p, struct en_tblock *b,
				     const struct gp_trace_kernel *k, size_t w0, size_t w1,
				     struct en_tins *dyn)
{
	char msg[256];
	const struct gp_trace_warp *tw0 = &k->warps[w0];
	long long id = tw0->block[0] + (long long)tw0->block[1] * k->grid[0] +
		       (long long)tw0->block[2] * k->grid[0] * k->grid[1];
	memset(b->count, 0, sizeof(uint32_t) * (size_t)tr->wpb);
	if (seen_get(tr, id)) {
		snprintf(msg, sizeof(msg), "block %d,%d,%d warp %d is traced twice", tw0->block[0],
			 tw0->block[1], tw0->block[2], tw0->warp);
		return trace_fail(tr, tw0->count ? (int)k->ins[tw0->first].line : 0, GP_EINVAL,
				  "a trace holds each warp of each block once", msg);
	}
	if (seen_set(tr, id) < 0)
		return trace_fail(tr, 0, GP_ENOMEM, "free memory", "out of memory");
	b->ins = k->ins;
	b->addrs = k->addrs;
	b->dyn = dyn;
	if (map_ops(tr, k) < 0)
		return trace_fail(tr, 0, GP_ENOMEM, "free memory", "out of memory");
	for (size_t w = w0; w < w1; w++) {
		const struct gp_trace_warp *tw = &k->warps[w];
		if (b->count[tw->warp] > 0 || tw->count > UINT32_MAX || tw->first > UINT32_MAX) {
			snprintf(msg, sizeof(msg), "block %d,%d,%d warp %d is traced twice",
				 tw->block[0], tw->block[1], tw->block[2], tw->warp);
			return trace_fail(tr, tw->count ? (int)k->ins[tw->first].line : 0, GP_EINVAL,
					  "a trace holds each warp of each block once", msg);
		}
		b->first[tw->warp] = (uint32_t)tw->first;
		b->count[tw->warp] = (uint32_t)tw->count;
		tr->ninst += (double)tw->count;
		for (size_t j = tw->first; j < tw->first + tw->count; j++) {
			const struct gp_trace_inst *ti = &k->ins[j];
			struct en_tins *e = &dyn[j];
			int si = static_index(tr, p, ti, tr->st->gop[ti->op]);
			if (si < 0)
				return NULL;
			e->sidx = si;
			e->lanes = (uint8_t)__builtin_popcount(ti->mask);
			e->taken = 0;
			/* fall-through is the next slot (8 or 16 bytes on, past a control word) */
			if (p->ins[si].kind == EN_K_BRA && j + 1 < tw->first + tw->count) {
				uint32_t next = k->ins[j + 1].pc;
				e->taken = !(next > ti->pc && next <= ti->pc + 16);
			}
		}
	}
	return b;
}

struct en_tblock *en_trace_block_get(struct en_trace *tr, struct en_prog *p, long long block)
{
	struct en_tblock *b;
	struct en_tblock *r;
	(void)block;   /* blocks go in the trace's order: the engine numbers them as it issues */
	if (tr->nfree == 0)
		GP_BUG("engine: more trace blocks out than block slots");
	b = &tr->pool[tr->free[--tr->nfree]];
	if (tr->t) {
		const struct gp_trace_kernel *t = tr->t;
		size_t w0 = tr->next_warp, w1 = w0 + 1;
		if (w0 >= t->nwarps) {
			tr->free[tr->nfree++] = b->pool;
			return missing(tr);
		}
		/* a block's warps follow each other in the file */
		while (w1 < t->nwarps && memcmp(t->warps[w1].block, t->warps[w0].block,
						sizeof(t->warps[w0].block)) == 0)
			w1++;
		tr->next_warp = w1;
		r = index_block(tr, p, b, t, w0, w1, tr->mdyn);
	} else {
		struct gp_diag d;
		size_t need;
		int rc;
		gp_diag_clear(&d);
		rc = tr->feed ? tr->feed(tr->feed_ctx, &b->k, &d)
			      : gp_trace_stream_next(tr->ts, &b->k, &d);
		if (rc <= 0) {
			tr->free[tr->nfree++] = b->pool;
			if (rc < 0) {
				tr->err = d;
				return NULL;
			}
			return missing(tr);
		}
		if (b->k.nwarps == 0 || b->k.nblocks != 1) {
			tr->free[tr->nfree++] = b->pool;
			return trace_fail(tr, 0, GP_EINVAL, "each #BEGIN_TB .. #END_TB holds one "
					  "'thread block' and its warps", "a block with no warps");
		}
		need = b->k.ninst > 0 ? b->k.ninst : 1;
		if (gp_grow((void **)&b->dyn, &b->capdyn, need, sizeof(*b->dyn)) < 0) {
			tr->free[tr->nfree++] = b->pool;
			return trace_fail(tr, 0, GP_ENOMEM, "free memory", "out of memory");
		}
		r = index_block(tr, p, b, &b->k, 0, b->k.nwarps, b->dyn);
		if (r) {
			/* the parser's warps are one block's: they must all be that block */
			for (size_t w = 1; w < b->k.nwarps; w++)
				if (memcmp(b->k.warps[w].block, b->k.warps[0].block,
					   sizeof(b->k.warps[0].block)) != 0)
					r = trace_fail(tr, 0, GP_EINVAL, "one 'thread block' line per "
						       "#BEGIN_TB", "a block holds two thread blocks");
		}
	}
	if (!r) {
		tr->free[tr->nfree++] = b->pool;
		return NULL;
	}
	tr->nblocks++;
	return b;
}

void en_trace_block_put(struct en_trace *tr, struct en_tblock *b)
{
	if (b)
		tr->free[tr->nfree++] = b->pool;
}
