/* program_int.h - a descriptor's program compiled for a device: the instruction table, its
 * loops, address patterns and reconvergence points, and the walk of one warp through it
 * (program.c). The analytical model counts a launch by the walk (gp_program_counts,
 * gpuperf/program.h); the engine runs every warp through the same table (engine_int.h).
 * Private to the library: core and the areas above it see it, the commands do not. */
#ifndef GPUPERF_PROGRAM_INT_H
#define GPUPERF_PROGRAM_INT_H

#include <stdint.h>
#include "gpuperf/device.h"
#include "gpuperf/kernel.h"
#include "gpuperf/program.h"
#include "ring.h"

/* ==== Fixed point ==== */

/* Cycle times are uint64 SM cycles. Servers with fractional per-item costs
 * (execution units, L2 slices, DRAM buses) keep their free time in fixed
 * point, EN_FP units per cycle, so every result is exact integer arithmetic
 * and the same on every host. */
#define EN_FP_SHIFT 16
#define EN_FP ((uint64_t)1 << EN_FP_SHIFT)

/* ==== Memory access: sectors and banks (coalesce.c) ==== */

#define EN_SECTOR_BYTES 32

/* Unique 32-byte sectors grouped by 128-byte line: lines[] and masks[]; returns lines. */
int en_mem_coalesce(const uint64_t *addr, int n, int width, uint64_t *lines, uint8_t *masks);
/* The same, and per line the sectors the lanes' bytes [addr, addr + width) cover only in
 * part (fewer than 32 of their bytes): partial[j] for lines[j] (stores: the channels'
 * partial-write stage). */
int en_mem_coalesce_partial(const uint64_t *addr, int n, int width, uint64_t *lines,
			    uint8_t *masks, uint8_t *partial);
/* The passes an atomic over the lanes' n addresses takes through its atomic unit (the shared
 * pipe for ATOMS, an L2 slice's unit for global ATOM/RED): the most lanes on any one address,
 * its distinct addresses updated side by side (the rule behind gp_memrec_atomic_passes,
 * memprofile.h, here from the addresses themselves). 1 for n <= 1. */
int en_mem_atomic_passes(const uint64_t *addr, int n);

/* ==== The compiled program ==== */

enum en_kind {
	EN_K_ALU,     /* result after lat cycles on its unit */
	EN_K_GLD,     /* global / local load through L1 */
	EN_K_GST,     /* global / local store (write-through) */
	EN_K_ATOM,    /* atomic: at L2, bypasses L1 */
	EN_K_LDS,     /* shared load (bank conflicts) */
	EN_K_STS,     /* shared store */
	EN_K_LDC,     /* constant load (constant cache) */
	EN_K_BAR,     /* BAR.SYNC */
	EN_K_BRA,     /* branch (loops, skips) */
	EN_K_EXIT,
};

#define EN_WAIT_MAX (GP_PI_MAX_SRC + GP_PI_MAX_DST)

struct en_ins {
	uint8_t kind;          /* enum en_kind */
	uint8_t unit;          /* enum gp_unit */
	uint8_t dual;          /* may issue in the same cycle as the previous one */
	uint8_t stall;         /* the listing's stall count: cycles before the warp's next
				* instruction (kernel.h); 0: the device's ilp latency */
	float work;            /* what one execution counts on its unit (kernel.h
				* gp_pinstr_work: a tensor instruction's m16n8k16 share) */
	uint8_t predicated;
	uint8_t nwait, ndst;
	uint16_t wait[EN_WAIT_MAX];  /* compact registers read or written (RAW and WAW) */
	uint16_t dst[GP_PI_MAX_DST];
	uint32_t lat;          /* result latency, cycles (ALU; memory levels for LDS/LDC) */
	uint64_t cost_fp;      /* occupancy of its scheduler's share of the unit, fixed point */
	int32_t target;        /* branch target, -1 */
	int32_t loop_tail;     /* loop whose back edge follows this instruction, -1 */
	int32_t loop_head;     /* loop starting here, -1 */
	int32_t inner_loop;    /* innermost loop containing it (address iteration), -1 */
	uint8_t skip_taken;    /* predicated forward branch over a zero-trip loop */
	uint8_t width;         /* bytes per thread */
	int32_t pattern;       /* index into en_prog.pat (memory kinds): programs and loops
				* run past 32767 (a fully unrolled GEMM, 37564 instructions) */
	uint8_t jump;          /* branch: taken by every lane (unguarded, skip_taken, "taken": 1) */
	uint8_t diverge;       /* branch: "taken" strictly between 0 and 1, lanes split */
	uint8_t atomic;        /* LDS/STS: a shared atomic (ATOMS, from a trace): its passes
				* (en_mem_atomic_passes) when more than its bank ways */
	uint32_t taken_fp;     /* diverge: fraction of the active lanes that jump, fixed point */
	int32_t rpc;           /* diverge: reconvergence point (immediate post-dominator; n = exit) */
	uint32_t jumps_fp;     /* emulated program: fraction of its executions a warp jumps
				* (a guarded EXIT: leaves), fixed point (0: the guarded default) */
	uint32_t smem_ways_fp; /* LDS/STS without a pattern: the memory profile's wavefronts a
				* request, fixed point (0: from the synthesised addresses) */
};

struct en_pat {
	int random;
	int elem_bytes;
	int64_t offset, c_tid, c_block, c_iter;
	int dims;                 /* c_tid, c_block are x's; y and z below (prog.bdim/gdim) */
	int64_t c_tid_y, c_tid_z, c_block_y, c_block_z;
	uint64_t base;            /* array base address */
	uint64_t footprint_elems; /* random, and affine with wrap */
	int wrap;                 /* affine: index modulo footprint_elems */
	int shuffle;              /* wrap: the index a place on a shuffled ring (ring.h) */
	struct gp_ring ring;      /* shuffle: over footprint_elems, keyed by the array's name
				   * (one ring an array, whichever patterns walk it) */
};

struct en_prog {
	int n;
	struct en_ins *ins;
	int nregs;                /* compact register count */
	int nloops;
	int *loop_head, *loop_tail;
	uint64_t *trips;          /* per loop: iterations per entry, rounded up */
	double *trips_frac;       /* per loop: fractional part of a mean trip count (0: whole) */
	uint64_t walk_ceil;       /* gp_program_counts: loops its walk runs rounded up */
	int npat;
	struct en_pat *pat;
	int ndiv;                 /* divergent branches ("taken" annotations) */
	int has_dims;             /* a pattern has per-dimension coefficients */
	int shape_known;          /* the descriptor's dynamic.grid/block: bdim, gdim */
	int64_t bdim[3], gdim[3];
};

/* Element index of an affine pattern for thread tid of block (linear indices). */
int64_t en_pat_index(const struct en_prog *pg, const struct en_pat *p, int64_t tid, int64_t block,
		     int64_t iter);
/* The error for per-dimension patterns without a recorded launch shape. */
int en_shape_error(const struct gp_kernel *k, struct gp_diag *d);

#define EN_REG_IDS 263          /* R0..R254 = 0..254, P0..P6 = 256..262 */

/* program.c: an instruction's kind, unit, cost and latency on dev (target, loops
 * unset); -1 when dev has no units for it. */
int en_ins_timing(const struct gp_device *dev, const struct gp_pinstr *pi, struct en_ins *in);
/* program.c: compile k->program for dev with params (trip counts). */
int en_prog_compile(const struct gp_device *dev, const struct gp_kernel *k,
		    const struct gp_params *params, int block_threads, struct en_prog *p,
		    struct gp_diag *d);
void en_prog_release(struct en_prog *p);
/* Control flow after instruction pc (not exits): next pc (n = end); *taken when it jumps. */
/* warp: the launched warp's serial (1, 2, ...), which picks floor or ceil of a fractional
 * mean trip count; 0 is gp_program_counts' walk (p->walk_ceil picks). */
int en_prog_next(const struct en_prog *p, int pc, uint32_t *iter, uint64_t warp, int *taken);
/* A guarded branch's jump, or a guarded EXIT's leave, on its share jumps_fp of an emulated
 * program's executions: 1 for this warp (its serial, its iteration of the innermost loop). */
int en_prog_decides(const struct en_ins *in, const uint32_t *iter, uint64_t warp);

/* ==== Branch divergence (SIMT reconvergence stack, program source only) ==== */

/* A warp's active lanes are the range lane0 .. lane0 + active - 1 of its 32: a
 * divergent branch splits the range into the lanes that fall through (run
 * first) and the lanes that jump; both run to the reconvergence point. */
#define EN_DIV_MAX 32          /* each split leaves fewer lanes on both sides: depth < 32 */

struct en_div {
	int32_t rpc;            /* reconvergence point (n: the end of the program) */
	int32_t pc_b;           /* where the jumping lanes start */
	uint8_t lane0, lanes;   /* all lanes at the branch, restored at rpc */
	uint8_t lanes_a;        /* fall-through lanes: lane0 .. lane0 + lanes_a - 1 */
	uint8_t phase;          /* 0: fall-through path running, 1: jumping path running */
	uint8_t a_ended;        /* the fall-through lanes exited instead of reaching rpc */
};

struct en_simt {
	int lane0;              /* first active lane */
	int n;                  /* stack depth */
	struct en_div *stk;     /* EN_DIV_MAX entries; NULL when the program never diverges */
};

/* A divergent branch at pc with *active lanes: split (push) or go uniformly; next pc. */
int en_prog_branch(const struct en_prog *p, int pc, struct en_simt *m, int *active, int *taken);
/* The running path reached next (ended: its lanes exited): switch to the pending path
 * or reconverge while next is the top entry's point; the next pc (>= n: warp done). */
int en_simt_join(const struct en_prog *p, struct en_simt *m, int next, int ended, int *active,
		 int *taken);

#endif
