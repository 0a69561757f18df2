/* emu.h - functional SASS emulator: runs a kernel launch from its listing (no GPU) for the
 * facts that decide control flow and addresses: dynamic instruction counts, divergence,
 * loop trip counts and the memory access profile (coalescing, banks, footprints). */
#ifndef GPUPERF_EMU_H
#define GPUPERF_EMU_H

#include <stdint.h>
#include <stdio.h>
#include "gpuperf/diag.h"
#include "gpuperf/iclass.h"
#include "gpuperf/memprofile.h"
#include "gpuperf/sass.h"

#define GP_EMU_MAX_ARGS 32
#define GP_EMU_MAX_BRANCH 64
#define GP_EMU_WARP 32
#define GP_EMU_DEFAULT_WARP_STEPS 3000000ULL  /* one warp's instructions when max_steps is 0:
						* a loop that does not end stops within 2 s,
						* while real kernels (about 1e5 a warp for a
						* 4096-wide SGEMM) run */
#define GP_EMU_DEFAULT_MAX_STEPS 100000000ULL /* the whole run's when max_steps is 0 */
#define GP_EMU_MAX_STEPS_BOUND 10000000000LL   /* the largest max_steps --max-steps takes */

/* How a pointer argument's buffer reads before the launch writes it (stores and atomics are
 * kept: a later load reads what they wrote, see gp_emu_buffer_read). UNKNOWN reads as 0 but
 * marks what it feeds as data-dependent, so a branch on it is decided by probability
 * (struct gp_emu_launch.branch*). FILE: the bytes of init_data, zeros past its end. */
enum gp_emu_init { GP_EMU_INIT_UNKNOWN, GP_EMU_INIT_ZEROS, GP_EMU_INIT_INDEX, GP_EMU_INIT_CONST,
		   GP_EMU_INIT_RANDOM, GP_EMU_INIT_RING, GP_EMU_INIT_FILE };

struct gp_emu_arg {
	int is_pointer;           /* from the signature; pointers get an allocation each */
	int size_bytes;           /* 4 or 8 (pointers 8) */
	int is_float;             /* float/double scalar: value is given as a real */
	int sign;                 /* integers: 1 signed, -1 unsigned (a C type says which), 0
				   * unknown (a PTX or cubin layout: either range is taken) */
	int given;                /* set on the command line */
	const char *arg_spec;     /* the I=VALUE that set it, and the I=SPEC that set its init
				   * (borrowed; NULL: none yet): a second one is refused naming
				   * both (gp_emu_arg_apply, gp_emu_init_apply) */
	const char *init_spec;
	double value;             /* scalar value */
	uint64_t alloc_bytes;     /* pointers: bounds-checked size; 0 is an empty buffer when
				   * the pointer is given (not NULL) or its init is FILE, and
				   * unbounded otherwise. Global accesses past it, or at an
				   * address not a multiple of their width, are refused */
	int is_null;              /* pointers: the kernel gets NULL (its allocation is unused) */
	enum gp_emu_init init;    /* pointers: contents */
	double init_lo, init_hi;  /* CONST: lo; RANDOM: [lo, hi] (integers unless init_float) */
	int init_float;           /* CONST/RANDOM values are floats (bits of a float/double) */
	unsigned ring_spacing;    /* RING: a chain of 8-byte pointers, one every ring_spacing
				   * bytes of the alloc_bytes buffer (32, 64 or a multiple of
				   * 128), that visits them all in a fixed shuffled order (a
				   * pointer chase's ring, src/core/ring.h); the first is at the
				   * buffer's start; the bytes between them read 0 */
	const uint8_t *init_data; /* FILE: the contents (borrowed: live until the run ends and
				   * gp_emu_buffer_read is done) */
	uint64_t init_data_bytes;
	char name[64];            /* "a", or "arg0" when the name is unknown */
};

/* One warp-level memory access as the emulator makes it (for tests and tools that want the
 * addresses themselves). Global addresses include the allocation's base, shared and local ones
 * are offsets in their window. */
struct gp_emu_access {
	uint32_t pc;
	int space;                   /* enum gp_sass_space */
	int is_store, width_bytes;
	unsigned block[3];           /* the block's index */
	unsigned tid0;               /* linear thread index (in the block) of lane 0 */
	uint32_t mask;               /* lanes that access */
	const uint64_t *addr;        /* 32 addresses, valid for the lanes in mask */
};

/* One executed warp instruction as a trace line gives it (for an in-process consumer such as
 * the execution-driven engine, gpuperf/engine_emu.h). Valid only during the callback. */
struct gp_emu_winst {
	uint64_t block;              /* linear block index (x fastest) */
	int warp;                    /* warp in the block */
	int idx;                     /* instruction index in the function (fn->ins[idx]) */
	uint32_t mask;               /* lanes that executed it (guard applied), the trace's mask */
	int space;                   /* enum gp_sass_space; NONE/CONST: no addresses */
	int width_bytes;             /* per-lane access width when it has addresses */
	const uint64_t *addr;        /* 32 lane addresses (valid in mask) or NULL; shared ones are
				      * offsets in the block's window, as gp_emu_access gives them */
};

/* A launch to emulate. Fill with gp_emu_launch_init, then set what differs. */
struct gp_emu_launch {
	unsigned grid[3], block[3];
	unsigned smem_dynamic_bytes;
	unsigned smem_static_bytes;  /* from ptxas; 0 = unknown (48 KiB is provided) */
	int nargs;
	struct gp_emu_arg args[GP_EMU_MAX_ARGS];
	int nbranch;                 /* probability a data-dependent branch jumps, per PC */
	uint32_t branch_pc[GP_EMU_MAX_BRANCH];
	double branch_p[GP_EMU_MAX_BRANCH];
	double branch_default_p;     /* 0.5 */
	uint64_t seed;               /* block sample and branch decisions */
	uint64_t max_steps;          /* warp instructions over the whole run; 0: the defaults
					(GP_EMU_DEFAULT_WARP_STEPS a warp, GP_EMU_DEFAULT_MAX_STEPS
					in all) */
	int sample_blocks;           /* blocks to run when the grid is larger than all_blocks_max */
	int all_blocks_max;          /* grids up to this many blocks run whole (64) */
	void (*on_access)(void *user, const struct gp_emu_access *a);   /* may be NULL */
	void *user;
	FILE *trace;                 /* when set: the emulated blocks as an Accel-Sim .traceg
					body (#BEGIN_TB ... #END_TB), see gp_emu_trace_header */
	int trace_accelsim;          /* register lists within Accel-Sim's trace parser limits
					(trace_parser.cc: one destination, four sources, as
					NVBit lists operands); 0: every register (pairs as two),
					which gpuperf's engine uses for its scoreboard */
	const uint8_t *cbank2;       /* the kernel's constant bank 2 (the compiler's constants:
					BRX jump tables), NULL when unknown (reads are then
					data-dependent); see gp_emu_cbank_load */
	unsigned cbank2_bytes;
	const struct gp_sass_file *file;   /* the listing fn is in: CALLs to another of its
					functions (CALL.ABS `(name), JCAL) run that function;
					NULL: such calls are reported as not emulated */
	/* In-process consumers (may be NULL; with both NULL nothing changes). on_block is
	 * called before each picked block runs (end 0: return 1 to skip it, 0 to run it) and
	 * after it ran (end 1); on_inst after each warp instruction of a block that runs. A
	 * negative return from either stops the run: gp_emu_run returns -GP_ECANCELED. */
	int (*on_block)(void *user, uint64_t block, int end);
	int (*on_inst)(void *user, const struct gp_emu_winst *w);
	int skip_loops;              /* 1 (default): a sampled run (a grid larger than
					all_blocks_max) with neither trace, on_inst, on_block nor
					on_access jumps over whole periods of a loop that meets a
					barrier each iteration once it is steady, with every count
					and memory figure as if it had run them (emu_skip.c). The
					skipped periods store no values: 0 when the buffers are
					wanted (gp_emu_buffer_read) */
	int general_only;            /* internal, for tests (tests/test_emu_fast.c): every
					instruction through the general path, none through the
					whole-warp fast paths (emu_fast.c); the results are the
					same to the bit, only slower. Not a user-facing option */
};

void gp_emu_launch_init(struct gp_emu_launch *l);

/*
 * The kernel's parameters from its mangled name ("_Z5triadPfPKfS1_fi": three pointers, a
 * float, an int) into l->args (names "arg0".. ; pointers 8 bytes, int/float 4, double and
 * 64-bit integers 8). Returns 0, or -GP_EINVAL when the signature is not understood (then
 * d says which parameter) - the caller may still describe the arguments by hand.
 */
int gp_emu_args_from_name(const char *mangled, struct gp_emu_launch *l, struct gp_diag *d);

/* Per-PC dynamic facts (index = instruction index in the function). */
struct gp_emu_pcstat {
	double warp_execs;        /* warp-level executions (issued) */
	double thread_execs;      /* active lanes summed (guard not applied) */
	double taken;             /* branches: warp executions where >= 1 lane jumped */
	int random;               /* branch decided by probability at least once */
};

/* An instruction's global element index over every emulated access, exactly:
 *   offset + tid.x*c_tid[0] + tid.y*c_tid[1] + tid.z*c_tid[2] + block.x*c_block[0] + ...
 *   + k*c_iter,
 * in elements of elem_bytes (the access width) of argument arg's allocation; k counts the
 * warp's earlier accesses at the instruction in its block. */
struct gp_emu_pattern {
	int ok;                   /* 0: no access, or they do not fit (no pattern) */
	int arg;                  /* pointer argument whose allocation it reads or writes */
	int elem_bytes;
	int64_t offset, c_tid[3], c_block[3], c_iter;
	int every_exec;           /* every execution accessed (k is the loop's iteration) */
};

struct gp_emu_result {
	int n;                        /* instructions in the function */
	struct gp_emu_pcstat *pc;     /* n entries, sums over the emulated blocks, each block
					 weighted (a sample's strata: emu.c block_weight) so
					 that / warps_emulated is the launch's per-warp mean */
	double warps_emulated;        /* the emulated warps, each its block's weight: a sampled
					 launch weighs its blocks in integer proportion (emu.c
					 block_weight), so sums and this are whole numbers and a
					 sum / warps_emulated is exact where the mean is; equal to
					 the warps run when every block runs */
	double weight_sum;            /* the blocks' weights summed (blocks_emulated unsampled) */
	double warps_total;
	double blocks_total;
	int blocks_emulated;
	uint64_t *blocks;             /* blocks_emulated linear block indices, in run order */
	double warp_insts;            /* sum over emulated warps */
	double thread_insts;
	double by_class[GP_IC_COUNT]; /* warp instructions per class, emulated warps (tensor:
				       * m16n8k16 equivalents, sass.h gp_sass_mma_share) */
	double ins_issued;            /* warp instructions minus dual-issued partners */
	double simd_efficiency;
	struct gp_memprofile *memory; /* per warp of the launch (scaled), whole-launch footprints */
	struct gp_dynamic *dynamic;   /* loops, random branches, launch totals */
	struct gp_emu_pattern *pat;   /* n entries: global accesses' fitted address patterns */
	int unknown_addresses;        /* warp accesses whose address depended on unknown data */
	uint32_t first_unknown_pc;
	struct gp_emu_gmem *gmem;     /* global memory after the run (gp_emu_buffer_read) */
	double skipped_periods;       /* loop periods jumped over (skip_loops), all blocks */
};

void gp_emu_result_release(struct gp_emu_result *r);

/*
 * n bytes from byte off of pointer argument arg's buffer after the run r of launch l: what
 * the emulated blocks stored and their atomics left, the declared contents elsewhere (as a
 * 4-byte load reads them: an INDEX buffer gives 0, 1, 2... per word; UNKNOWN gives zeros).
 * Blocks a sampled grid did not run wrote nothing. Returns 0, or -GP_EINVAL (arg is not a
 * pointer argument) with d filled.
 */
int gp_emu_buffer_read(const struct gp_emu_result *r, const struct gp_emu_launch *l, int arg,
		       uint64_t off, uint64_t n, uint8_t *out, struct gp_diag *d);

/* Write pointer argument arg's whole buffer (its alloc_bytes, as gp_emu_buffer_read gives it)
 * to path atomically, committed with the outputs of set (src/core/util.h gp_atomic_open_in;
 * NULL: alone). Returns 0, -GP_EINVAL (no declared size), -GP_ELIMIT (over 256 MiB), -GP_EIO
 * or -GP_ENOMEM with d filled. */
struct gp_outset;
int gp_emu_buffer_save(const struct gp_emu_result *r, const struct gp_emu_launch *l, int arg,
		       const char *path, struct gp_outset *set, struct gp_diag *d);

/*
 * Emulate launch l of fn. On success r holds the counts (release with
 * gp_emu_result_release). Errors: -GP_EINVAL for an instruction the emulator does not
 * implement or a fault (d names the PC, opcode and why, with the listing's line),
 * -GP_ELIMIT when l->max_steps is exceeded, -GP_ENOMEM.
 */
int gp_emu_run(const struct gp_sass_func *fn, const struct gp_emu_launch *l,
	       struct gp_emu_result *r, struct gp_diag *d);

/* Accel-Sim .traceg header for fn under l (what gp_emu_run's trace body follows). */
void gp_emu_trace_header(FILE *f, const struct gp_sass_func *fn, const struct gp_emu_launch *l,
			 int nregs);

/*
 * Constant bank `bank` of function func as nvdisasm prints it (section
 * .nv.constant<bank>.<func>: .byte/.short/.word/.zero lines) from the listing at path, into
 * out (cap bytes); *n is its size, 0 when the listing has no such section (cuobjdump -sass
 * listings never do). Returns 0, or -GP_E* with d filled (unreadable file, a section larger
 * than cap, a data line not understood).
 */
int gp_emu_cbank_load(const char *path, const char *func, int bank, uint8_t *out, unsigned cap,
		      unsigned *n, struct gp_diag *d);

/* Base address of pointer argument i's allocation (256-byte aligned, 4 GiB apart). */
uint64_t gp_emu_alloc_base(int i);

#endif
