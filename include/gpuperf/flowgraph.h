/* flowgraph.h - control flow, loops, dependency graph and critical path of a kernel (thesis 5.2). */
#ifndef GPUPERF_FLOWGRAPH_H
#define GPUPERF_FLOWGRAPH_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/expr.h"
#include "gpuperf/kernel.h"
#include "gpuperf/sass.h"

#define GP_FLOWGRAPH_MAX_SPECS 64
#define GP_FLOWGRAPH_TEXT 1024

/* --loop KEY=EXPR: KEY is the label at the loop head (".L_x_1"), its 1-based
 * index in address order ("2"), or the head's address ("0xd0"). */
struct gp_flowgraph_loopspec {
	char key[96];
	char expr[256];
};

struct gp_flowgraph_opts {
	int nspecs;
	struct gp_flowgraph_loopspec specs[GP_FLOWGRAPH_MAX_SPECS];
	/* default values of the names used in loop expressions (1 when not given) */
	struct gp_params defaults;
	/* per instruction of the function, an emulated launch's warp executions per warp; the
	 * descriptor's program keeps those it executed, each with its count ("execs"), and
	 * leaves the others out (NULL: every reachable instruction, no counts) */
	const double *execs;
	/* per instruction of the function, an emulated launch's fitted address pattern
	 * (elem_bytes 0: none); the program's global accesses get theirs. A pattern with c_iter
	 * is kept only for an instruction of a loop that is not nested (its iteration is then
	 * the count the emulator fitted); NULL: no patterns */
	const struct gp_pattern *patterns;
};

struct gp_flowgraph_loop {
	int head, tail;           /* instruction indices, inclusive; tail branches back to head */
	int parent;               /* enclosing loop, -1 at the top */
	char name[96];            /* label at the head, else its address */
	char trips[256];          /* trip-count expression */
	int defaulted;            /* no --loop given: a parameter defaulting to 1 */
	char iter_text[GP_FLOWGRAPH_TEXT];  /* per-iteration critical path, cycles */
	double iter_cycles;       /* the same at the default parameters */
};

/* What the analysis found, as expression texts in the loop parameters. */
struct gp_flowgraph_summary {
	char ins[GP_UNIT_COUNT][GP_FLOWGRAPH_TEXT];  /* warp instructions per unit */
	char issued[GP_FLOWGRAPH_TEXT];              /* issue slots (dual issue, replays) */
	char gmem_bytes[GP_FLOWGRAPH_TEXT];          /* global bytes per warp */
	char smem_bytes[GP_FLOWGRAPH_TEXT];          /* shared-memory bytes per warp */
	char latency[GP_FLOWGRAPH_TEXT];             /* critical path, cycles (thesis eq. 5.1) */
	int reachable;                         /* instructions on some path from the entry */
	int dual_pairs;                        /* dual-issue pairs counted */
	double latency_cycles;                 /* latency at the default parameters */
};

struct gp_flowgraph;

/*
 * Analyse fn for dev: reachable code, loops from back edges, instruction and
 * byte counts per warp, and the latency bound by the critical-path method of
 * thesis 5.2.2. Loop trip counts come from o (may be NULL); loops without one
 * get a parameter "loopN" defaulting to 1 and a warning. Returns 0 and a new
 * analysis in *out (gp_flowgraph_free it), or negative with d filled (bad --loop
 * key or expression, no reachable code).
 */
int gp_flowgraph_build(const struct gp_sass_func *fn, const struct gp_device *dev,
		 const struct gp_flowgraph_opts *o, struct gp_flowgraph **out, struct gp_diag *d);
void gp_flowgraph_free(struct gp_flowgraph *c);

const struct gp_flowgraph_summary *gp_flowgraph_summary(const struct gp_flowgraph *c);
int gp_flowgraph_nloops(const struct gp_flowgraph *c);
const struct gp_flowgraph_loop *gp_flowgraph_loop(const struct gp_flowgraph *c, int i);
/* 1 when loop spec key (a label, a 1-based index or a head address "0xd0") names loop i:
 * the one matching of --loop and of the emulator's measured trips. */
int gp_flowgraph_spec_matches(const struct gp_flowgraph *c, int i, const char *key);
/* Warnings for people (loops without trip counts, unknown opcodes, ...). */
int gp_flowgraph_nwarnings(const struct gp_flowgraph *c);
const char *gp_flowgraph_warning(const struct gp_flowgraph *c, int i);

/*
 * Fill k (initialised by the caller with gp_kernel_init) with the names,
 * fidelity, parameters, per-warp expressions and the program section (the
 * reachable instructions, loops with their trip counts). regs/smem are left
 * to the caller (ptxas). Returns 0 or negative with d filled.
 */
int gp_flowgraph_fill_kernel(const struct gp_flowgraph *c, struct gp_kernel *k, struct gp_diag *d);

/*
 * The critical path instruction by instruction with the latency charged on
 * each edge, at the default parameters, for a person to audit. Returns a new
 * string the caller frees, or NULL when out of memory.
 */
char *gp_flowgraph_explain(const struct gp_flowgraph *c);

#endif
