/* flowgraph.c - reachable code, loops, counts per warp and the critical-path latency bound (thesis 5.2). */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/flowgraph.h"
#include "gpuperf/opcodes.h"
#include "util.h"

/*
 * Conventions (thesis 5.2.2 and 5.2.3, Figures 5.2 and 5.6):
 *  - Only instructions reachable from the entry count: the "BRA self; NOP..."
 *    padding after the final EXIT is dropped, as the thesis drops it.
 *    Both sides of a branch count (the thesis reads the listing top to
 *    bottom), and a subroutine reached by CALL counts once.
 *  - Every instruction is a node; neighbours in listing order are joined by
 *    the ILP latency, or 0 when the second is dual-issued with the first
 *    (on devices that dual-issue). A register read waits for the writer's
 *    latency (Table 4.1 by class, Table 4.2 by memory level: global loads at
 *    DRAM latency, the thesis's 0% hit assumption). The end node adds the
 *    block replacement latency.
 *  - A loop (a backward branch) becomes one node: its per-iteration critical
 *    path (the body's longest path plus the taken-branch latency, or a
 *    loop-carried dependency if longer) times its trip count. The loop starts
 *    when the registers it reads are ready, counting from where in the body
 *    they are first read, and its results are ready at its exit. Nested loops
 *    multiply. So the bound is "C + sum of per-iteration path x trips"
 *    (eq. 5.1, "942 + 24a").
 *  - Counts: each instruction counts once per execution (trip counts of its
 *    enclosing loops). Dual issue saves one issue slot per listed pair, once,
 *    as in INS_issued = 23 + 3 - 3 + 4a; accesses are assumed coalesced (no
 *    replays), so a memory instruction moves width x 32 bytes per warp.
 *  - On devices without separate INT32 units integer, control and other
 *    non-memory instructions count as FP32-core instructions (the thesis's
 *    INS_CUDA: "everything except memory accesses is processed by CUDA cores").
 */

#define FMAX 8   /* forms kept per time value before they are merged */

/* A time: the max of up to FMAX linear forms c + sum_L k_L * chain(L). */
struct lt {
	int n;
	double *f;   /* n forms of W doubles each; storage for FMAX */
};

enum rkind { R_START, R_ILP, R_DUAL, R_BAR, R_AFTER_LOOP, R_RAW, R_CARRIED, R_STALL };

struct step {
	int ins;          /* instruction index, -1 for a loop node */
	int loop;
	double t, t_exit; /* at the default parameters */
	int rkind;
	int from;         /* step index in the same walk, -1 */
	int reg;
	double charged;
};

struct steps {
	int n, cap;
	struct step *s;
};

struct loopsum {
	struct lt ii;
	int nreads;
	int *read_reg;
	double *read_off;
	int nwrites;
	int *write_reg;
	struct lt *write_rel;
};

struct gp_flowgraph {
	const struct gp_sass_func *fn;
	const struct gp_device *dev;
	int n, W, nregs, dual_ok;
	unsigned char *reach;
	double *execs;             /* copy of gp_flowgraph_opts.execs, or NULL */
	struct gp_pattern *pats;   /* copy of gp_flowgraph_opts.patterns, or NULL */
	int *inloop;
	int nloops;
	struct gp_flowgraph_loop *loops;
	struct loopsum *sums;
	double *tripval;
	struct gp_params params;
	struct steps *steps;   /* per context: [0] function, [1 + L] loop L */
	struct gp_flowgraph_summary sum;
	int nwarn;
	char warn[32][300];
};

/* walk state: per register ready time and writer */
struct wstate {
	struct lt *ready;
	int *wstep;
	int *wgen;
	double *first_read;
	int gen;
};

static void warnf(struct gp_flowgraph *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void warnf(struct gp_flowgraph *c, const char *fmt, ...)
{
	va_list ap;
	if (c->nwarn >= 32)
		return;
	va_start(ap, fmt);
	vsnprintf(c->warn[c->nwarn++], sizeof(c->warn[0]), fmt, ap);
	va_end(ap);
}

/* ==== Time values ==== */

static int lt_new(struct gp_flowgraph *c, struct lt *t)
{
	t->n = 1;
	t->f = calloc((size_t)FMAX * (size_t)c->W, sizeof(double));
	return t->f ? 0 : -1;
}

static void lt_free(struct lt *t)
{
	free(t->f);
	t->f = NULL;
	t->n = 0;
}

static void lt_const(const struct gp_flowgraph *c, struct lt *t, double v)
{
	memset(t->f, 0, sizeof(double) * (size_t)c->W);
	t->f[0] = v;
	t->n = 1;
}

static void lt_copy(const struct gp_flowgraph *c, struct lt *dst, const struct lt *src)
{
	memcpy(dst->f, src->f, sizeof(double) * (size_t)c->W * (size_t)src->n);
	dst->n = src->n;
}

/* chain value of loop L relative to context ctx, at the default parameters */
static double relchain(const struct gp_flowgraph *c, int L, int ctx)
{
	double v = 1;
	while (L >= 0 && L != ctx) {
		v *= c->tripval[L];
		L = c->loops[L].parent;
	}
	return v;
}

static double form_val(const struct gp_flowgraph *c, const double *f, int ctx)
{
	double v = f[0];
	for (int L = 0; L < c->nloops; L++)
		if (f[1 + L] != 0)
			v += f[1 + L] * relchain(c, L, ctx);
	return v;
}

static double lt_val(const struct gp_flowgraph *c, const struct lt *t, int ctx)
{
	double best = -INFINITY;
	for (int i = 0; i < t->n; i++) {
		double v = form_val(c, t->f + (size_t)i * c->W, ctx);
		if (v > best)
			best = v;
	}
	return t->n ? best : 0;
}

/* Drop dominated forms; merge into the componentwise max above FMAX. */
static void lt_prune(const struct gp_flowgraph *c, struct lt *t, double *tmp, int n)
{
	int W = c->W, kept = 0;
	for (int i = 0; i < n; i++) {
		double *a = tmp + (size_t)i * W;
		int dominated = 0;
		for (int j = 0; j < n && !dominated; j++) {
			double *b = tmp + (size_t)j * W;
			int ge = 1, gt = 0;
			if (j == i)
				continue;
			for (int k = 0; k < W; k++) {
				if (b[k] < a[k])
					ge = 0;
				if (b[k] > a[k])
					gt = 1;
			}
			/* b dominates a; equal forms keep the first */
			if (ge && (gt || j < i))
				dominated = 1;
		}
		if (!dominated) {
			if (kept != i)
				memmove(tmp + (size_t)kept * W, a, sizeof(double) * W);
			kept++;
		}
	}
	if (kept > FMAX) {
		for (int i = 1; i < kept; i++)
			for (int k = 0; k < W; k++)
				if (tmp[(size_t)i * W + k] > tmp[k])
					tmp[k] = tmp[(size_t)i * W + k];
		kept = 1;
	}
	memcpy(t->f, tmp, sizeof(double) * (size_t)W * kept);
	t->n = kept;
}

/* dst = max(dst, src) */
static void lt_max(const struct gp_flowgraph *c, struct lt *dst, const struct lt *src, double *tmp)
{
	int W = c->W;
	memcpy(tmp, dst->f, sizeof(double) * W * dst->n);
	memcpy(tmp + (size_t)W * dst->n, src->f, sizeof(double) * W * src->n);
	lt_prune(c, dst, tmp, dst->n + src->n);
}

static void lt_add_const(const struct gp_flowgraph *c, struct lt *t, double v)
{
	for (int i = 0; i < t->n; i++)
		t->f[(size_t)i * c->W] += v;
}

/* dst = a + b (every pair) */
static void lt_sum(const struct gp_flowgraph *c, struct lt *dst, const struct lt *a, const struct lt *b,
		   double *tmp)
{
	int W = c->W, m = 0;
	for (int i = 0; i < a->n; i++)
		for (int j = 0; j < b->n; j++, m++)
			for (int k = 0; k < W; k++)
				tmp[(size_t)m * W + k] = a->f[(size_t)i * W + k] + b->f[(size_t)j * W + k];
	lt_prune(c, dst, tmp, m);
}

/* dst = a - b, with b replaced by a lower bound (its componentwise min), clamped at 0 */
static void lt_sub(const struct gp_flowgraph *c, struct lt *dst, const struct lt *a, const struct lt *b,
		   double *tmp)
{
	int W = c->W;
	for (int k = 0; k < W; k++) {
		double lo = b->f[k];
		for (int j = 1; j < b->n; j++)
			if (b->f[(size_t)j * W + k] < lo)
				lo = b->f[(size_t)j * W + k];
		for (int i = 0; i < a->n; i++) {
			double v = a->f[(size_t)i * W + k] - lo;
			tmp[(size_t)i * W + k] = v > 0 ? v : 0;
		}
	}
	lt_prune(c, dst, tmp, a->n);
}

/* The constant part of the smallest form: a lower bound on a time's start. */
static double lt_lb_const(const struct gp_flowgraph *c, const struct lt *t)
{
	double lo = t->f[0];
	for (int i = 1; i < t->n; i++)
		if (t->f[(size_t)i * c->W] < lo)
			lo = t->f[(size_t)i * c->W];
	return lo;
}

/* g (forms inside loop L's body) times trips(L): the constant becomes L's coefficient */
static void lt_scale_loop(const struct gp_flowgraph *c, struct lt *dst, const struct lt *g, int L)
{
	lt_copy(c, dst, g);
	for (int i = 0; i < dst->n; i++) {
		double *f = dst->f + (size_t)i * c->W;
		f[1 + L] += f[0];
		f[0] = 0;
	}
}

/* ==== Text of forms ==== */

static int simple_name(const char *s)
{
	for (; *s; s++)
		if (!(isalnum((unsigned char)*s) || *s == '_'))
			return 0;
	return 1;
}

static void num_text(char *buf, size_t size, double v)
{
	if (fabs(v - round(v)) < 1e-9 && fabs(v) < 1e15)
		snprintf(buf, size, "%.0f", round(v));
	else
		snprintf(buf, size, "%.6g", v);
}

static void chain_text(const struct gp_flowgraph *c, int L, int ctx, char *buf, size_t size)
{
	size_t used = 0;
	buf[0] = '\0';
	while (L >= 0 && L != ctx) {
		const char *t = c->loops[L].trips;
		int w = simple_name(t) ? snprintf(buf + used, size - used, "%s%s", used ? "*" : "", t)
				       : snprintf(buf + used, size - used, "%s(%s)", used ? "*" : "", t);
		if (w < 0 || (size_t)w >= size - used)
			break;
		used += (size_t)w;
		L = c->loops[L].parent;
	}
}

static void form_text(const struct gp_flowgraph *c, const double *f, int ctx, char *buf, size_t size)
{
	size_t used = 0;
	char num[64], chain[512];
	int terms = 0;
	buf[0] = '\0';
	if (f[0] != 0 || c->nloops == 0) {
		num_text(num, sizeof(num), f[0]);
		used += (size_t)snprintf(buf, size, "%s", num);
		terms++;
	}
	for (int L = 0; L < c->nloops && used < size; L++) {
		double k = f[1 + L];
		int w;
		if (k == 0)
			continue;
		chain_text(c, L, ctx, chain, sizeof(chain));
		num_text(num, sizeof(num), fabs(k));
		if (fabs(k) == 1)
			w = snprintf(buf + used, size - used, "%s%s", terms ? (k < 0 ? " - " : " + ")
					: (k < 0 ? "-" : ""), chain);
		else
			w = snprintf(buf + used, size - used, "%s%s*%s", terms ? (k < 0 ? " - " : " + ")
					: (k < 0 ? "-" : ""), num, chain);
		if (w < 0)
			break;
		used += (size_t)w;
		terms++;
	}
	if (terms == 0)
		snprintf(buf, size, "0");
}

static void lt_text(const struct gp_flowgraph *c, const struct lt *t, int ctx, char *buf, size_t size)
{
	size_t used;
	if (t->n == 1) {
		form_text(c, t->f, ctx, buf, size);
		return;
	}
	used = (size_t)snprintf(buf, size, "max(");
	for (int i = 0; i < t->n && used < size; i++) {
		char one[GP_FLOWGRAPH_TEXT];
		form_text(c, t->f + (size_t)i * c->W, ctx, one, sizeof(one));
		used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? ", " : "", one);
	}
	if (used < size)
		snprintf(buf + used, size - used, ")");
}

/* ==== Latencies ==== */

static double ins_latency(const struct gp_flowgraph *c, const struct gp_sass_ins *in)
{
	const struct gp_device *dev = c->dev;
	switch (in->iclass) {
	case GP_IC_GLD:
		return dev->lat_mem[GP_MEM_DRAM];
	case GP_IC_LDS:
		return dev->lat_mem[GP_MEM_SHARED];
	case GP_IC_LDC:
		return dev->lat_mem[GP_MEM_CONST];
	case GP_IC_LOCAL:
		return dev->lat_mem[GP_MEM_L1];
	case GP_IC_ATOM:
		return in->space == GP_SPACE_SHARED ? dev->lat_mem[GP_MEM_SHARED]
						    : dev->lat_mem[GP_MEM_L2];
	default:
		return dev->lat_class[in->iclass];
	}
}

static int mem_level(const struct gp_sass_ins *in)
{
	switch (in->iclass) {
	case GP_IC_LDS: case GP_IC_STS: return GP_MEM_SHARED;
	case GP_IC_LDC: return GP_MEM_CONST;
	case GP_IC_LOCAL: return GP_MEM_L1;
	case GP_IC_ATOM: return in->space == GP_SPACE_SHARED ? GP_MEM_SHARED : GP_MEM_L2;
	default: return GP_MEM_DRAM;
	}
}

/* ==== Walks ==== */

static int steps_push(struct steps *s, const struct step *st)
{
	if (gp_grow_int((void **)&s->s, &s->cap, s->n + 1, sizeof(*s->s)) < 0)
		return -1;
	s->s[s->n++] = *st;
	return s->n - 1;
}

static int loop_at(const struct gp_flowgraph *c, int i, int ctx)
{
	for (int L = 0; L < c->nloops; L++)
		if (c->loops[L].head == i && c->loops[L].parent == ctx)
			return L;
	return -1;
}

/*
 * Walk the reachable instructions lo..hi of context ctx (-1: the function,
 * else loop ctx's body) with inner loops collapsed into nodes. start is the
 * issue time of the first; *end gets the issue time of the last.
 */
static int walk(struct gp_flowgraph *c, int ctx, int lo, int hi, const struct lt *start,
		struct wstate *ws, struct lt *end, double *tmp)
{
	const struct gp_device *dev = c->dev;
	struct steps *steps = &c->steps[ctx + 1];
	struct lt prev = { 0, NULL }, t = { 0, NULL }, cand = { 0, NULL };
	double edge = 0;
	int first = 1, last = -1, prev_is_loop = 0, rc = -1;
	int edge_kind = R_START;

	if (lt_new(c, &prev) < 0 || lt_new(c, &t) < 0 || lt_new(c, &cand) < 0)
		goto out;
	steps->n = 0;
	lt_copy(c, &prev, start);
	for (int i = lo; i <= hi; i++) {
		const struct gp_sass_ins *in = &c->fn->ins[i];
		struct step st;
		int L;
		if (!c->reach[i])
			continue;
		memset(&st, 0, sizeof(st));
		st.from = last;
		st.reg = -1;
		L = loop_at(c, i, ctx);
		lt_copy(c, &t, &prev);
		if (!first)
			lt_add_const(c, &t, edge);
		st.rkind = first ? R_START : edge_kind;
		st.charged = first ? 0 : edge;
		if (L >= 0) {
			const struct loopsum *s = &c->sums[L];
			struct lt exitv;
			double best = lt_val(c, &t, ctx);
			for (int r = 0; r < s->nreads; r++) {
				int reg = s->read_reg[r];
				lt_copy(c, &cand, &ws->ready[reg]);
				lt_add_const(c, &cand, -s->read_off[r]);
				for (int k = 0; k < cand.n; k++)
					if (cand.f[(size_t)k * c->W] < 0)
						cand.f[(size_t)k * c->W] = 0;
				if (lt_val(c, &cand, ctx) > best && ws->wstep[reg] >= 0) {
					best = lt_val(c, &cand, ctx);
					st.rkind = ws->wgen[reg] == ws->gen ? R_RAW : R_CARRIED;
					st.from = ws->wgen[reg] == ws->gen ? ws->wstep[reg] : -1;
					st.reg = reg;
				}
				lt_max(c, &t, &cand, tmp);
				if (ws->first_read && ws->wstep[reg] < 0 && ws->first_read[reg] < 0)
					ws->first_read[reg] = lt_lb_const(c, &t) + s->read_off[r];
			}
			if (lt_new(c, &exitv) < 0)
				goto out;
			lt_scale_loop(c, &cand, &s->ii, L);
			lt_sum(c, &exitv, &t, &cand, tmp);
			st.ins = -1;
			st.loop = L;
			st.t = lt_val(c, &t, ctx);
			st.t_exit = lt_val(c, &exitv, ctx);
			if (st.rkind == R_RAW && st.from >= 0) {
				const struct step *w = &steps->s[st.from];
				st.charged = st.t - (w->ins < 0 ? w->t_exit : w->t);
			}
			last = steps_push(steps, &st);
			if (last < 0) {
				lt_free(&exitv);
				goto out;
			}
			for (int w = 0; w < s->nwrites; w++) {
				int reg = s->write_reg[w];
				lt_sum(c, &cand, &exitv, &s->write_rel[w], tmp);
				lt_max(c, &ws->ready[reg], &cand, tmp);
				ws->wstep[reg] = last;
				ws->wgen[reg] = ws->gen;
			}
			lt_copy(c, &prev, &exitv);
			lt_free(&exitv);
			edge = 0;
			edge_kind = R_AFTER_LOOP;
			prev_is_loop = 1;
			first = 0;
			i = c->loops[L].tail;
			continue;
		}
		if (!first && in->dual && c->dual_ok && !prev_is_loop) {
			lt_copy(c, &t, &prev);
			st.rkind = R_DUAL;
			st.charged = 0;
		}
		{
			double best = lt_val(c, &t, ctx);
			for (int k = 0; k < in->nsrc; k++) {
				int reg = in->src[k];
				if (reg < 0 || reg >= c->nregs)
					continue;
				if (lt_val(c, &ws->ready[reg], ctx) > best && ws->wstep[reg] >= 0) {
					best = lt_val(c, &ws->ready[reg], ctx);
					st.rkind = ws->wgen[reg] == ws->gen ? R_RAW : R_CARRIED;
					st.from = ws->wgen[reg] == ws->gen ? ws->wstep[reg] : -1;
					st.reg = reg;
				}
				lt_max(c, &t, &ws->ready[reg], tmp);
			}
			if (ws->first_read)
				for (int k = 0; k < in->nsrc; k++) {
					int reg = in->src[k];
					if (reg >= 0 && reg < c->nregs && ws->wstep[reg] < 0 &&
					    ws->first_read[reg] < 0)
						ws->first_read[reg] = lt_lb_const(c, &t);
				}
		}
		st.ins = i;
		st.loop = -1;
		st.t = lt_val(c, &t, ctx);
		if ((st.rkind == R_RAW) && st.from >= 0) {
			const struct step *w = &steps->s[st.from];
			double wt = w->ins < 0 ? w->t_exit : w->t;
			st.charged = st.t - wt;
		}
		last = steps_push(steps, &st);
		if (last < 0)
			goto out;
		{
			double lat = ins_latency(c, in);
			for (int k = 0; k < in->ndst; k++) {
				int reg = in->dst[k];
				if (reg < 0 || reg >= c->nregs)
					continue;
				lt_copy(c, &cand, &t);
				lt_add_const(c, &cand, lat);
				lt_max(c, &ws->ready[reg], &cand, tmp);
				ws->wstep[reg] = last;
				ws->wgen[reg] = ws->gen;
			}
		}
		lt_copy(c, &prev, &t);
		/* the next instruction issues after this one's stall count where the listing
		 * gives it (sass.c control_word), else after the device's ILP latency */
		edge = in->stall ? in->stall : dev->ilp_latency_cycles;
		edge_kind = in->stall ? R_STALL : R_ILP;
		if (in->iclass == GP_IC_BAR && dev->lat_class[GP_IC_BAR] > edge) {
			/* nothing after a barrier issues before it completes */
			edge = dev->lat_class[GP_IC_BAR];
			edge_kind = R_BAR;
		}
		prev_is_loop = 0;
		first = 0;
	}
	lt_copy(c, end, &prev);
	rc = 0;
out:
	lt_free(&prev);
	lt_free(&t);
	lt_free(&cand);
	return rc;
}

static int ws_init(struct gp_flowgraph *c, struct wstate *ws, int collect)
{
	memset(ws, 0, sizeof(*ws));
	ws->ready = calloc((size_t)c->nregs, sizeof(*ws->ready));
	ws->wstep = malloc((size_t)c->nregs * sizeof(int));
	ws->wgen = calloc((size_t)c->nregs, sizeof(int));
	if (collect)
		ws->first_read = malloc((size_t)c->nregs * sizeof(double));
	if (!ws->ready || !ws->wstep || !ws->wgen || (collect && !ws->first_read))
		return -1;
	for (int r = 0; r < c->nregs; r++) {
		if (lt_new(c, &ws->ready[r]) < 0)
			return -1;
		ws->wstep[r] = -1;
		if (collect)
			ws->first_read[r] = -1;
	}
	ws->gen = 1;
	return 0;
}

static void ws_free(struct gp_flowgraph *c, struct wstate *ws)
{
	if (ws->ready)
		for (int r = 0; r < c->nregs; r++)
			lt_free(&ws->ready[r]);
	free(ws->ready);
	free(ws->wstep);
	free(ws->wgen);
	free(ws->first_read);
}

/* Per-iteration summary of loop L (its inner loops are done already). */
static int analyze_loop(struct gp_flowgraph *c, int L, double *tmp)
{
	struct gp_flowgraph_loop *lp = &c->loops[L];
	struct loopsum *s = &c->sums[L];
	struct wstate ws;
	struct lt start, end1, end2;
	double taken = c->dev->lat_branch_taken;
	int rc = -1, nw = 0, nr = 0;

	start.f = end1.f = end2.f = NULL;
	if (ws_init(c, &ws, 1) < 0 || lt_new(c, &start) < 0 || lt_new(c, &end1) < 0 ||
	    lt_new(c, &end2) < 0 || lt_new(c, &s->ii) < 0)
		goto out;
	lt_const(c, &start, 0);
	if (walk(c, L, lp->head, lp->tail, &start, &ws, &end1, tmp) < 0)
		goto out;
	lt_add_const(c, &end1, taken);
	for (int r = 0; r < c->nregs; r++)
		if (ws.first_read[r] >= 0)
			nr++;
	s->read_reg = malloc((size_t)(nr ? nr : 1) * sizeof(int));
	s->read_off = malloc((size_t)(nr ? nr : 1) * sizeof(double));
	if (!s->read_reg || !s->read_off)
		goto out;
	for (int r = 0; r < c->nregs; r++)
		if (ws.first_read[r] >= 0) {
			s->read_reg[s->nreads] = r;
			s->read_off[s->nreads++] = ws.first_read[r];
		}
	/* second iteration: what the first left behind (loop-carried dependencies) */
	free(ws.first_read);
	ws.first_read = NULL;
	ws.gen = 2;
	if (walk(c, L, lp->head, lp->tail, &end1, &ws, &end2, tmp) < 0)
		goto out;
	lt_add_const(c, &end2, taken);
	lt_sub(c, &s->ii, &end2, &end1, tmp);
	lt_max(c, &s->ii, &end1, tmp);
	for (int r = 0; r < c->nregs; r++)
		if (ws.wstep[r] >= 0)
			nw++;
	s->write_reg = malloc((size_t)(nw ? nw : 1) * sizeof(int));
	s->write_rel = calloc((size_t)(nw ? nw : 1), sizeof(struct lt));
	if (!s->write_reg || !s->write_rel)
		goto out;
	for (int r = 0; r < c->nregs; r++) {
		if (ws.wstep[r] < 0)
			continue;
		if (lt_new(c, &s->write_rel[s->nwrites]) < 0)
			goto out;
		lt_sub(c, &s->write_rel[s->nwrites], &ws.ready[r], &end2, tmp);
		s->write_reg[s->nwrites++] = r;
	}
	lt_text(c, &s->ii, L, lp->iter_text, sizeof(lp->iter_text));
	lp->iter_cycles = lt_val(c, &s->ii, L);
	rc = 0;
out:
	ws_free(c, &ws);
	lt_free(&start);
	lt_free(&end1);
	lt_free(&end2);
	return rc;
}

/* ==== Reachability and loops ==== */

static int find_reachable(struct gp_flowgraph *c)
{
	const struct gp_sass_func *fn = c->fn;
	int *stack = malloc((size_t)(c->n + 1) * sizeof(int)), sp = 0;
	if (!stack)
		return -1;
	stack[sp++] = 0;
	c->reach[0] = 1;
	while (sp > 0) {
		int i = stack[--sp], succ[2], ns = 0;
		const struct gp_sass_ins *in = &fn->ins[i];
		int flow = in->never ? GP_FLOW_NONE : in->flow;
		int fall = 1;
		switch (flow) {
		case GP_FLOW_JUMP:
			if (in->target >= 0)
				succ[ns++] = in->target;
			fall = in->guarded || in->target < 0;
			break;
		case GP_FLOW_CALL:
		case GP_FLOW_SETSYNC:
			if (in->target >= 0)
				succ[ns++] = in->target;
			break;
		case GP_FLOW_RET:
		case GP_FLOW_EXIT:
			fall = in->guarded;
			break;
		default:
			break;
		}
		if (fall && i + 1 < c->n)
			succ[ns++] = i + 1;
		for (int k = 0; k < ns; k++)
			if (!c->reach[succ[k]]) {
				c->reach[succ[k]] = 1;
				stack[sp++] = succ[k];
			}
	}
	free(stack);
	return 0;
}

static int cmp_loop(const void *a, const void *b)
{
	const struct gp_flowgraph_loop *x = a, *y = b;
	if (x->head != y->head)
		return x->head < y->head ? -1 : 1;
	return x->tail > y->tail ? -1 : x->tail < y->tail;
}

static int find_loops(struct gp_flowgraph *c)
{
	const struct gp_sass_func *fn = c->fn;
	int n = 0, changed = 1;
	for (int i = 0; i < c->n; i++) {
		const struct gp_sass_ins *in = &fn->ins[i];
		if (c->reach[i] && !in->never && in->flow == GP_FLOW_JUMP && in->target >= 0 &&
		    in->target <= i)
			n++;
	}
	c->loops = calloc((size_t)(n ? n : 1), sizeof(*c->loops));
	if (!c->loops)
		return -1;
	for (int i = 0; i < c->n; i++) {
		const struct gp_sass_ins *in = &fn->ins[i];
		if (c->reach[i] && !in->never && in->flow == GP_FLOW_JUMP && in->target >= 0 &&
		    in->target <= i) {
			c->loops[c->nloops].head = in->target;
			c->loops[c->nloops].tail = i;
			c->nloops++;
		}
	}
	/* loops sharing a head, or overlapping without nesting, become one. Its tail stays a
	 * jump back to its head (the last one in the merged range): an overlapping jump that
	 * lands inside the loop from below its tail is not the loop's back edge. nvcc emits
	 * two: the return from an out-of-line block placed after the kernel's EXIT (the
	 * BRA.DIV fallback of a shuffle loop: `BRA.DIV out; ...; out: ...; BRA back-in`), and
	 * the convergence spin after a uniform back edge (`@!P BRA.U head; BRA vote`). Taking
	 * their end as the tail made the loop span the rest of the kernel, with a tail that
	 * an emulated launch never runs (its trips read as 1 and the loop left out of the
	 * program, whose real back edge then had no loop). */
	while (changed) {
		changed = 0;
		qsort(c->loops, (size_t)c->nloops, sizeof(*c->loops), cmp_loop);
		for (int a = 0; a < c->nloops && !changed; a++)
			for (int b = a + 1; b < c->nloops && !changed; b++) {
				struct gp_flowgraph_loop *x = &c->loops[a], *y = &c->loops[b];
				int same = x->head == y->head;
				int overlap = y->head <= x->tail && y->tail > x->tail;
				if (same || overlap) {
					int hi = y->tail > x->tail ? y->tail : x->tail;
					for (int i = hi; i >= x->head; i--) {
						const struct gp_sass_ins *in = &fn->ins[i];
						if (c->reach[i] && !in->never && in->flow == GP_FLOW_JUMP &&
						    in->target == x->head) {
							x->tail = i;
							break;
						}
					}
					*y = c->loops[--c->nloops];
					changed = 1;
				}
			}
	}
	for (int j = 0; j < c->nloops; j++) {
		c->loops[j].parent = -1;
		for (int i = j - 1; i >= 0; i--)
			if (c->loops[i].head <= c->loops[j].head && c->loops[j].tail <= c->loops[i].tail) {
				c->loops[j].parent = i;
				break;
			}
	}
	for (int i = 0; i < c->n; i++)
		c->inloop[i] = -1;
	for (int L = 0; L < c->nloops; L++)
		for (int i = c->loops[L].head; i <= c->loops[L].tail; i++)
			c->inloop[i] = L;
	return 0;
}

/* ==== Trip counts ==== */

struct var_ctx {
	struct gp_flowgraph *c;
	const struct gp_flowgraph_opts *o;
	int rc;
	struct gp_diag *d;
};

static void declare_var(const char *name, void *vctx)
{
	struct var_ctx *v = vctx;
	double val = 1;
	if (v->rc < 0 || gp_params_get(&v->c->params, name, &val))
		return;
	if (v->o)
		gp_params_get(&v->o->defaults, name, &val);
	if (gp_params_set(&v->c->params, name, val, v->d) < 0)
		v->rc = -1;
}

int gp_flowgraph_spec_matches(const struct gp_flowgraph *c, int L, const char *key)
{
	char *end;
	long idx;
	const struct gp_flowgraph_loop *lp = &c->loops[L];
	if (strcmp(lp->name, key) == 0)
		return 1;
	if (key[0] == '0' && (key[1] == 'x' || key[1] == 'X')) {
		unsigned long a = strtoul(key, &end, 16);
		return *end == '\0' && a == c->fn->ins[lp->head].addr;
	}
	idx = strtol(key, &end, 10);
	return *end == '\0' && end != key && idx == L + 1;
}

static int set_trips(struct gp_flowgraph *c, const struct gp_flowgraph_opts *o, struct gp_diag *d)
{
	char names[1024] = "";
	size_t used = 0;
	for (int L = 0; L < c->nloops; L++) {
		struct gp_flowgraph_loop *lp = &c->loops[L];
		int lbl = -1;
		for (int k = 0; k < c->fn->nlabels; k++)
			if (c->fn->labels[k].index == lp->head && c->fn->labels[k].name[0] == '.') {
				lbl = k;
				break;
			}
		if (lbl >= 0)
			snprintf(lp->name, sizeof(lp->name), "%s", c->fn->labels[lbl].name);
		else
			snprintf(lp->name, sizeof(lp->name), "0x%04x", (unsigned)c->fn->ins[lp->head].addr);
		if (used + 120 < sizeof(names))
			used += (size_t)snprintf(names + used, sizeof(names) - used, "%s%d = %s",
						 used ? ", " : "", L + 1, lp->name);
	}
	for (int s = 0; o && s < o->nspecs; s++) {
		int hits = 0;
		for (int L = 0; L < c->nloops; L++)
			if (gp_flowgraph_spec_matches(c, L, o->specs[s].key)) {
				/* one count a loop, however it is named: never silently the last */
				for (int f = 0; f < s; f++)
					if (gp_flowgraph_spec_matches(c, L, o->specs[f].key)) {
						gp_diag_at(d, "", 0, 0);   /* the option's, not a file's */
						gp_diag_field(d, "cfg.loop");
						gp_error(d, GP_EUSAGE, "'%s=%s': loop %d is given twice (first "
							 "as '%s=%s')", o->specs[s].key, o->specs[s].expr, L + 1,
							 o->specs[f].key, o->specs[f].expr);
						gp_diag_hint(d, "give each loop once (by its label, index or "
							     "address)");
						return -GP_EUSAGE;
					}
				snprintf(c->loops[L].trips, sizeof(c->loops[L].trips), "%s",
					 o->specs[s].expr);
				hits++;
			}
		if (!hits) {
			gp_diag_at(d, "", 0, 0);   /* the option's, not a file's */
			gp_error(d, GP_ENOTFOUND, "no loop '%s' in '%s'", o->specs[s].key, c->fn->name);
			gp_diag_field(d, "cfg.loop");
			if (c->nloops)
				gp_diag_hint(d, "its loops (index = head): %s", names);
			else
				gp_diag_hint(d, "the function has no loops (no backward branches)");
			return -GP_ENOTFOUND;
		}
	}
	for (int L = 0; L < c->nloops; L++) {
		struct gp_flowgraph_loop *lp = &c->loops[L];
		struct gp_expr *e;
		struct var_ctx v = { c, o, 0, d };
		if (!lp->trips[0]) {
			snprintf(lp->trips, sizeof(lp->trips), "loop%d", L + 1);
			lp->defaulted = 1;
			warnf(c, "loop %d (%s, 0x%04x..0x%04x): trip count unknown, using parameter "
				 "loop%d = 1; set it with {cfg.loop} %d=EXPR", L + 1, lp->name,
			      (unsigned)c->fn->ins[lp->head].addr, (unsigned)c->fn->ins[lp->tail].addr,
			      L + 1, L + 1);
		}
		e = gp_expr_parse(lp->trips, d);
		if (!e) {
			gp_diag_field(d, "cfg.loop %d", L + 1);
			return -GP_EPARSE;
		}
		gp_expr_each_var(e, declare_var, &v);
		if (v.rc == 0 && gp_expr_eval(e, &c->params, &c->tripval[L], d) < 0)
			v.rc = -1;
		gp_expr_free(e);
		if (v.rc < 0) {
			gp_diag_field(d, "cfg.loop %d", L + 1);
			return -GP_EINVAL;
		}
		if (c->tripval[L] < 0) {
			/* the value is the option's, not the listing's: no file to blame */
			gp_diag_at(d, "", 0, 0);
			gp_diag_field(d, "cfg.loop %d", L + 1);
			gp_error(d, GP_EINVAL, "trip count '%s' is negative (%g)", lp->trips,
				 c->tripval[L]);
			gp_diag_hint(d, "a loop runs 0 or more times: {cfg.loop} %d=EXPR with EXPR >= 0",
				     L + 1);
			return -GP_EINVAL;
		}
		if (c->tripval[L] > 4294967295.0) {
			/* more than a descriptor holds (program.c's bound), and than any kernel runs */
			gp_diag_at(d, "", 0, 0);
			gp_diag_field(d, "cfg.loop %d", L + 1);
			gp_error(d, GP_EINVAL, "trip count '%s' is %g, above 4294967295", lp->trips,
				 c->tripval[L]);
			gp_diag_hint(d, "{cfg.loop} %d=EXPR gives the back-edge jumps per entering warp",
				     L + 1);
			return -GP_EINVAL;
		}
	}
	return 0;
}

/* ==== Counts ==== */

static enum gp_unit unit_of(const struct gp_flowgraph *c, int iclass)
{
	return gp_unit_on(c->dev, gp_iclass_unit((enum gp_iclass)iclass), GP_FOLD_INT32_CTRL);
}

static void counts(struct gp_flowgraph *c)
{
	int W = c->W;
	double *ins = calloc((size_t)W * (GP_UNIT_COUNT + 3), sizeof(double));
	double *issued, *gmem, *smem;
	if (!ins)
		return;
	issued = ins + (size_t)W * GP_UNIT_COUNT;
	gmem = issued + W;
	smem = gmem + W;
	for (int i = 0; i < c->n; i++) {
		const struct gp_sass_ins *in = &c->fn->ins[i];
		int L = c->inloop[i], slot = L >= 0 ? 1 + L : 0;
		double bytes = (double)in->width_bytes * 32;
		if (!c->reach[i])
			continue;
		c->sum.reachable++;
		ins[(size_t)unit_of(c, in->iclass) * W + slot] += gp_sass_work(in);
		issued[slot] += 1;
		if (in->dual && c->dual_ok) {
			issued[0] -= 1;
			c->sum.dual_pairs++;
		}
		if ((in->iclass == GP_IC_GLD || in->iclass == GP_IC_GST || in->iclass == GP_IC_ATOM) &&
		    (in->space == GP_SPACE_GLOBAL || in->space == GP_SPACE_G2S))
			gmem[slot] += bytes;
		if (in->space == GP_SPACE_SHARED || in->space == GP_SPACE_G2S)
			smem[slot] += bytes;
	}
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		form_text(c, ins + (size_t)u * W, -1, c->sum.ins[u], sizeof(c->sum.ins[u]));
	form_text(c, issued, -1, c->sum.issued, sizeof(c->sum.issued));
	form_text(c, gmem, -1, c->sum.gmem_bytes, sizeof(c->sum.gmem_bytes));
	form_text(c, smem, -1, c->sum.smem_bytes, sizeof(c->sum.smem_bytes));
	free(ins);
}

/* ==== Build ==== */

int gp_flowgraph_build(const struct gp_sass_func *fn, const struct gp_device *dev,
		 const struct gp_flowgraph_opts *o, struct gp_flowgraph **out, struct gp_diag *d)
{
	struct gp_flowgraph *c;
	double *tmp = NULL;
	int rc = -GP_ENOMEM, maxreg = GP_REG_CC;
	struct wstate ws;
	struct lt start, end;

	*out = NULL;
	memset(&ws, 0, sizeof(ws));
	start.f = end.f = NULL;
	if (!fn || fn->n == 0)
		return gp_error(d, GP_EINVAL, "no instructions to analyse");
	c = calloc(1, sizeof(*c));
	if (!c)
		return gp_error(d, GP_ENOMEM, "out of memory");
	c->fn = fn;
	c->dev = dev;
	c->n = fn->n;
	c->dual_ok = dev->dual_issue;
	gp_params_init(&c->params);
	for (int i = 0; i < fn->n; i++) {
		for (int k = 0; k < fn->ins[i].ndst; k++)
			if (fn->ins[i].dst[k] > maxreg)
				maxreg = fn->ins[i].dst[k];
		for (int k = 0; k < fn->ins[i].nsrc; k++)
			if (fn->ins[i].src[k] > maxreg)
				maxreg = fn->ins[i].src[k];
	}
	c->nregs = maxreg + 1;
	c->reach = calloc((size_t)c->n, 1);
	c->inloop = malloc((size_t)c->n * sizeof(int));
	if (!c->reach || !c->inloop)
		goto fail;
	if (o && o->execs) {
		if (!(c->execs = malloc((size_t)c->n * sizeof(double))))
			goto fail;
		memcpy(c->execs, o->execs, (size_t)c->n * sizeof(double));
	}
	if (o && o->patterns) {
		if (!(c->pats = malloc((size_t)c->n * sizeof(*c->pats))))
			goto fail;
		memcpy(c->pats, o->patterns, (size_t)c->n * sizeof(*c->pats));
	}
	if (find_reachable(c) < 0 || find_loops(c) < 0)
		goto fail;
	c->W = c->nloops + 1;
	c->sums = calloc((size_t)(c->nloops ? c->nloops : 1), sizeof(*c->sums));
	c->tripval = calloc((size_t)(c->nloops ? c->nloops : 1), sizeof(double));
	c->steps = calloc((size_t)c->nloops + 1, sizeof(*c->steps));
	/* scratch for pairwise sums: FMAX^2 forms */
	tmp = malloc(sizeof(double) * (size_t)c->W * (FMAX * FMAX + 2 * FMAX));
	if (!c->sums || !c->tripval || !c->steps || !tmp)
		goto fail;
	if ((rc = set_trips(c, o, d)) < 0)
		goto fail_diag;
	rc = -GP_ENOMEM;
	if (fn->n_unknown)
		warnf(c, "%d instruction(s) with opcodes not in the table for sm_%d (%s%s%s%s): "
			 "counted as misc", fn->n_unknown, fn->sm, fn->unknown_ops[0],
		      fn->n_unknown_ops > 1 ? ", " : "", fn->n_unknown_ops > 1 ? fn->unknown_ops[1] : "",
		      fn->n_unknown_ops > 2 ? ", ..." : "");
	{
		/* a kernel always ends in EXIT: a listing without one was cut short */
		int has_exit = 0;
		for (int i = 0; i < fn->n; i++)
			has_exit |= fn->ins[i].flow == GP_FLOW_EXIT;
		if (!has_exit)
			warnf(c, "no EXIT instruction: the listing looks truncated; counts cover only "
				 "the %d instruction(s) present", fn->n);
	}
	counts(c);
	/* inner loops first: a child's index is above its parent's */
	for (int L = c->nloops - 1; L >= 0; L--)
		if (analyze_loop(c, L, tmp) < 0)
			goto fail;
	if (ws_init(c, &ws, 0) < 0 || lt_new(c, &start) < 0 || lt_new(c, &end) < 0)
		goto fail;
	lt_const(c, &start, 0);
	if (walk(c, -1, 0, c->n - 1, &start, &ws, &end, tmp) < 0)
		goto fail;
	lt_add_const(c, &end, dev->block_replacement_cycles);
	lt_text(c, &end, -1, c->sum.latency, sizeof(c->sum.latency));
	c->sum.latency_cycles = lt_val(c, &end, -1);
	ws_free(c, &ws);
	lt_free(&start);
	lt_free(&end);
	free(tmp);
	*out = c;
	return 0;
fail:
	gp_error(d, GP_ENOMEM, "out of memory analysing '%s'", fn->name);
fail_diag:
	ws_free(c, &ws);
	lt_free(&start);
	lt_free(&end);
	free(tmp);
	gp_flowgraph_free(c);
	return rc;
}

void gp_flowgraph_free(struct gp_flowgraph *c)
{
	if (!c)
		return;
	free(c->execs);
	free(c->pats);
	for (int L = 0; c->sums && L < c->nloops; L++) {
		struct loopsum *s = &c->sums[L];
		lt_free(&s->ii);
		free(s->read_reg);
		free(s->read_off);
		for (int w = 0; w < s->nwrites; w++)
			lt_free(&s->write_rel[w]);
		free(s->write_rel);
		free(s->write_reg);
	}
	for (int k = 0; c->steps && k <= c->nloops; k++)
		free(c->steps[k].s);
	free(c->steps);
	free(c->sums);
	free(c->tripval);
	free(c->loops);
	free(c->reach);
	free(c->inloop);
	free(c);
}

const struct gp_flowgraph_summary *gp_flowgraph_summary(const struct gp_flowgraph *c)
{
	return &c->sum;
}

int gp_flowgraph_nloops(const struct gp_flowgraph *c)
{
	return c->nloops;
}

const struct gp_flowgraph_loop *gp_flowgraph_loop(const struct gp_flowgraph *c, int i)
{
	return i >= 0 && i < c->nloops ? &c->loops[i] : NULL;
}

int gp_flowgraph_nwarnings(const struct gp_flowgraph *c)
{
	return c->nwarn;
}

const char *gp_flowgraph_warning(const struct gp_flowgraph *c, int i)
{
	return i >= 0 && i < c->nwarn ? c->warn[i] : NULL;
}

/* ==== Descriptor ==== */

static struct gp_expr *expr_of(const char *text, const char *field, struct gp_diag *d)
{
	struct gp_expr *e = gp_expr_parse(text, d);
	if (!e)
		gp_diag_field(d, "%s", field);
	return e;
}

static int prog_reg(int id, const int *vmap, int nv)
{
	if (id >= GP_REG_VIRT)
		return id - GP_REG_VIRT < nv ? vmap[id - GP_REG_VIRT] : -1;
	if (id >= GP_REG_R(0) && id <= GP_REG_R(254))
		return id;
	if (id >= GP_REG_P(0) && id <= GP_REG_P(6))
		return id;
	return -1;
}

struct vint {
	int v, first, last;
};

static int cmp_vint(const void *a, const void *b)
{
	const struct vint *x = a, *y = b;
	return x->first != y->first ? (x->first < y->first ? -1 : 1) : (x->v > y->v) - (x->v < y->v);
}

/*
 * PTX virtual registers onto R0..R254 and P0..P6 for the program section:
 * live ranges (first to last use, stretched over any loop they touch) are
 * coloured greedily in order of start, which is optimal for intervals. When
 * more are live at once than there are registers, the overflow shares
 * registers (a false dependency) rather than failing.
 */
static int color_virtual(const struct gp_flowgraph *c, int *vmap, int nv)
{
	struct vint *iv = malloc((size_t)(nv ? nv : 1) * sizeof(*iv));
	int busy[255], overflow = 0;
	if (!iv)
		return -1;
	for (int v = 0; v < nv; v++) {
		iv[v].v = v;
		iv[v].first = iv[v].last = -1;
		vmap[v] = -1;
	}
	for (int i = 0; i < c->n; i++) {
		const struct gp_sass_ins *in = &c->fn->ins[i];
		if (!c->reach[i])
			continue;
		for (int k = 0; k < in->ndst + in->nsrc; k++) {
			int r = k < in->ndst ? in->dst[k] : in->src[k - in->ndst];
			int v = r - GP_REG_VIRT;
			if (v < 0 || v >= nv)
				continue;
			if (iv[v].first < 0)
				iv[v].first = i;
			iv[v].last = i;
		}
	}
	for (int pass = 0; pass < 2; pass++)
		for (int L = 0; L < c->nloops; L++)
			for (int v = 0; v < nv; v++) {
				int h = c->loops[L].head, t = c->loops[L].tail;
				if (iv[v].first < 0 || iv[v].last < h || iv[v].first > t)
					continue;
				/* conservatively live across the whole loop (back edge) */
				if (iv[v].first > h)
					iv[v].first = h;
				if (iv[v].last < t)
					iv[v].last = t;
			}
	qsort(iv, (size_t)nv, sizeof(*iv), cmp_vint);
	for (int kind = 0; kind < 2; kind++) {
		int ncol = kind ? 7 : 255;
		for (int r = 0; r < ncol; r++)
			busy[r] = -1;
		for (int j = 0; j < nv; j++) {
			int v = iv[j].v, col = -1;
			if (iv[j].first < 0 || (v & 1) != kind)
				continue;
			for (int r = 0; r < ncol && col < 0; r++)
				if (busy[r] < iv[j].first)
					col = r;
			if (col < 0) {
				col = v % ncol;
				overflow = 1;
			}
			busy[col] = iv[j].last;
			vmap[v] = kind ? GP_REG_P(col) : GP_REG_R(col);
		}
	}
	free(iv);
	return overflow;
}

/* Instruction i's fitted pattern into p->patterns, when it has one the program can use: a
 * global access, and an iteration coefficient only in a loop that is not nested (the
 * emulator's count of the warp's accesses is then that loop's iteration). */
static int take_pattern(const struct gp_flowgraph *c, int i, struct gp_program *p, int *cap,
			struct gp_pinstr *pi)
{
	const struct gp_pattern *src = &c->pats[i];
	int L = c->inloop[i];
	if (src->elem_bytes <= 0 || (pi->iclass != GP_IC_GLD && pi->iclass != GP_IC_GST &&
				     pi->iclass != GP_IC_ATOM))
		return 0;
	if (src->c_iter != 0 &&
	    (L < 0 || c->loops[L].parent >= 0 ||
	     (c->execs && c->execs[i] != c->execs[c->loops[L].head])))
		return 0;
	if (p->npatterns >= 4096)
		return 0;
	if (gp_grow_int((void **)&p->patterns, cap, p->npatterns + 1, sizeof(*p->patterns)) < 0)
		return -GP_ENOMEM;
	p->patterns[p->npatterns] = *src;
	pi->pattern = (int16_t)p->npatterns++;
	return 0;
}

static int fill_program(const struct gp_flowgraph *c, struct gp_kernel *k, struct gp_diag *d)
{
	struct gp_program *p = gp_program_new();
	int rc, cap_patterns = 0;
	int *map = malloc((size_t)c->n * sizeof(int)), idx = 0;
	int nv = c->nregs > GP_REG_VIRT ? c->nregs - GP_REG_VIRT : 0;
	int *vmap = malloc((size_t)(nv ? nv : 1) * sizeof(int));
	if (!p || !map || !vmap || color_virtual(c, vmap, nv) < 0) {
		free(map);
		free(vmap);
		gp_program_free(p);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	/* an emulated launch's program is what it executed: the paths no warp took are left
	 * out, so the critical path of the other side of a branch (a kernel that exits early
	 * for one argument and loops for the other) is not walked in its place */
	for (int i = 0; i < c->n; i++)
		map[i] = c->reach[i] && (!c->execs || c->execs[i] > 0) ? idx++ : -1;
	for (int i = 0; i < c->n; i++) {
		const struct gp_sass_ins *in = &c->fn->ins[i];
		struct gp_pinstr pi;
		if (map[i] < 0)
			continue;
		memset(&pi, 0, sizeof(pi));
		pi.iclass = (uint8_t)in->iclass;
		pi.dual = (uint8_t)(in->dual && c->dual_ok);
		pi.stall = in->stall;
		pi.mma_share = in->mma_share;
		for (int r = 0; r < in->ndst && pi.ndst < GP_PI_MAX_DST; r++)
			if (prog_reg(in->dst[r], vmap, nv) >= 0)
				pi.dst[pi.ndst++] = (int16_t)prog_reg(in->dst[r], vmap, nv);
		for (int r = 0; r < in->nsrc && pi.nsrc < GP_PI_MAX_SRC; r++)
			if (prog_reg(in->src[r], vmap, nv) >= 0)
				pi.src[pi.nsrc++] = (int16_t)prog_reg(in->src[r], vmap, nv);
		pi.width_bytes = in->width_bytes;
		pi.mem_level = (uint8_t)mem_level(in);
		pi.pattern = -1;
		if (c->pats && (rc = take_pattern(c, i, p, &cap_patterns, &pi)) < 0) {
			free(map);
			free(vmap);
			gp_program_free(p);
			return gp_error(d, GP_ENOMEM, "out of memory");
		}
		pi.target = in->flow == GP_FLOW_JUMP && !in->never && in->target >= 0
			  ? map[in->target] : -1;
		pi.predicated = in->guarded;
		pi.is_exit = in->flow == GP_FLOW_EXIT && !in->never;
		pi.execs = c->execs ? c->execs[i] : 0;
		snprintf(pi.op, sizeof(pi.op), "%.15s", in->opcode);
		if (gp_program_push(p, &pi) < 0) {
			free(map);
			free(vmap);
			gp_program_free(p);
			return gp_error(d, GP_ENOMEM, "out of memory");
		}
	}
	p->has_execs = c->execs != NULL && p->n > 0;
	if (c->nloops) {
		p->loops = calloc((size_t)c->nloops, sizeof(*p->loops));
		if (!p->loops) {
			free(map);
			free(vmap);
			gp_program_free(p);
			return gp_error(d, GP_ENOMEM, "out of memory");
		}
		for (int L = 0; L < c->nloops; L++) {
			struct gp_ploop *pl = &p->loops[p->nloops];
			if (map[c->loops[L].head] < 0 || map[c->loops[L].tail] < 0)
				continue;   /* never entered in the emulated launch */
			pl->head = map[c->loops[L].head];
			pl->tail = map[c->loops[L].tail];
			pl->trips = expr_of(c->loops[L].trips, "program/loops/trips", d);
			p->nloops++;
			if (!pl->trips) {
				free(map);
				free(vmap);
				gp_program_free(p);
				return -GP_EPARSE;
			}
		}
	}
	free(map);
	free(vmap);
	k->program = p;
	return 0;
}

int gp_flowgraph_fill_kernel(const struct gp_flowgraph *c, struct gp_kernel *k, struct gp_diag *d)
{
	static const char *const unit_field[GP_UNIT_COUNT] = {
		"ins_fp32", "ins_int32", "ins_fp64", "ins_sfu", "ins_tensor", "ins_lsu", "ins_ctrl",
	};
	snprintf(k->name, sizeof(k->name), "%.255s", c->fn->name);
	snprintf(k->display_name, sizeof(k->display_name), "%.255s", c->fn->display_name);
	k->fidelity = c->fn->source == GP_SRC_PTX ? GP_FID_PTX : GP_FID_SASS;
	if (c->fn->sm)
		snprintf(k->arch, sizeof(k->arch), "sm_%d", c->fn->sm);
	k->defaults = c->params;
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		if (strcmp(c->sum.ins[u], "0") == 0)
			continue;
		if (!(k->ins[u] = expr_of(c->sum.ins[u], unit_field[u], d)))
			return -GP_EPARSE;
	}
	if (!(k->ins_issued = expr_of(c->sum.issued, "ins_issued", d)) ||
	    !(k->gmem_bytes = expr_of(c->sum.gmem_bytes, "gmem_bytes", d)) ||
	    !(k->smem_bytes = expr_of(c->sum.smem_bytes, "smem_bytes", d)) ||
	    !(k->latency_bound = expr_of(c->sum.latency, "latency_bound", d)))
		return -GP_EPARSE;
	return fill_program(c, k, d);
}

/* ==== Explanation ==== */

struct sbuf {
	char *s;
	size_t n, cap;
	int oom;
};

static void sb_printf(struct sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(struct sbuf *b, const char *fmt, ...)
{
	va_list ap;
	int w;
	if (b->oom)
		return;
	for (;;) {
		size_t room = b->cap - b->n;
		va_start(ap, fmt);
		w = vsnprintf(b->s ? b->s + b->n : NULL, b->s ? room : 0, fmt, ap);
		va_end(ap);
		if (w < 0) {
			b->oom = 1;
			return;
		}
		if (b->s && (size_t)w < room) {
			b->n += (size_t)w;
			return;
		}
		if (gp_grow((void **)&b->s, &b->cap, b->n + (size_t)w + 1, 1) < 0) {
			b->oom = 1;
			return;
		}
	}
}

static const char *rkind_name(int k)
{
	static const char *const names[] = { "start", "ilp", "dual", "barrier", "after loop",
					     "reg", "carried", "stall" };
	return names[k];
}

static void explain_ctx(const struct gp_flowgraph *c, struct sbuf *b, int ctx)
{
	const struct steps *st = &c->steps[ctx + 1];
	int *chain, n = 0, cur;
	char reg[32];
	if (st->n == 0)
		return;
	chain = malloc((size_t)st->n * sizeof(int));
	if (!chain) {
		b->oom = 1;
		return;
	}
	/* follow the edge that set each node's time back from the last node */
	for (cur = st->n - 1; cur >= 0 && n < st->n; cur = st->s[cur].from)
		chain[n++] = cur;
	sb_printf(b, "  %10s %9s  %-12s %-8s %s\n", "t", "charged", "edge", "address",
		  "instruction");
	for (int k = n - 1; k >= 0; k--) {
		const struct step *s = &st->s[chain[k]];
		char edge[48];
		if (s->rkind == R_RAW || s->rkind == R_CARRIED)
			snprintf(edge, sizeof(edge), "%s %s", rkind_name(s->rkind),
				 gp_sass_reg_name(s->reg, reg, sizeof(reg)));
		else
			snprintf(edge, sizeof(edge), "%s", rkind_name(s->rkind));
		if (s->ins >= 0) {
			const struct gp_sass_ins *in = &c->fn->ins[s->ins];
			sb_printf(b, "  %10.0f %9.0f  %-12s 0x%04x   %s\n", s->t, s->charged, edge,
				  (unsigned)in->addr, in->text);
		} else {
			const struct gp_flowgraph_loop *lp = &c->loops[s->loop];
			sb_printf(b, "  %10.0f %9.0f  %-12s 0x%04x   loop %d (%s): %s cycles x %s "
				  "-> ends at %.0f\n", s->t, s->charged, edge,
				  (unsigned)c->fn->ins[lp->head].addr, s->loop + 1, lp->name,
				  lp->iter_text, lp->trips, s->t_exit);
		}
	}
	free(chain);
}

char *gp_flowgraph_explain(const struct gp_flowgraph *c)
{
	struct sbuf b = { NULL, 0, 0, 0 };
	const struct steps *top = &c->steps[0];
	sb_printf(&b, "critical path of %s", c->fn->name);
	if (strcmp(c->fn->display_name, c->fn->name) != 0)
		sb_printf(&b, " (%s)", c->fn->display_name);
	sb_printf(&b, "%s%d on %s, at the default parameters",
		  c->fn->sm ? ", sm_" : "", c->fn->sm, c->dev->name);
	for (int i = 0; i < c->params.n; i++)
		sb_printf(&b, "%s%s = %g", i ? ", " : " (", c->params.names[i], c->params.values[i]);
	sb_printf(&b, "%s\n", c->params.n ? ")" : "");
	sb_printf(&b, "latencies: ilp %g, dual issue %s, block replacement %g, taken branch %g\n",
		  c->dev->ilp_latency_cycles, c->dual_ok ? "0" : "not modelled",
		  c->dev->block_replacement_cycles, c->dev->lat_branch_taken);
	explain_ctx(c, &b, -1);
	if (top->n > 0) {
		const struct step *last = &top->s[top->n - 1];
		sb_printf(&b, "  %10.0f %9.0f  %-12s\n", (last->ins < 0 ? last->t_exit : last->t) +
			  c->dev->block_replacement_cycles, c->dev->block_replacement_cycles,
			  "block end");
	}
	sb_printf(&b, "latency bound: %s = %.0f cycles\n", c->sum.latency, c->sum.latency_cycles);
	for (int L = 0; L < c->nloops; L++) {
		const struct gp_flowgraph_loop *lp = &c->loops[L];
		sb_printf(&b, "\nloop %d (%s, 0x%04x..0x%04x, trips %s): per-iteration critical path "
			  "%s cycles (second iteration, times from the loop start)\n", L + 1, lp->name,
			  (unsigned)c->fn->ins[lp->head].addr, (unsigned)c->fn->ins[lp->tail].addr,
			  lp->trips, lp->iter_text);
		explain_ctx(c, &b, L);
		sb_printf(&b, "  %10s %9.0f  %-12s\n", "", c->dev->lat_branch_taken, "back edge");
	}
	if (b.oom) {
		free(b.s);
		return NULL;
	}
	return b.s;
}
