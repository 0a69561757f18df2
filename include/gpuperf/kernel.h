/* kernel.h - kernel descriptors (kernels/NAME.json): per-warp characteristics as expressions. */
#ifndef GPUPERF_KERNEL_H
#define GPUPERF_KERNEL_H

#include <stdint.h>
#include "gpuperf/diag.h"
#include "gpuperf/expr.h"
#include "gpuperf/iclass.h"
#include "gpuperf/launchrec.h"
#include "gpuperf/memprofile.h"

/* Fidelity of the counts: written by hand, from SASS (static), from PTX (lower), from a
 * trace, or from emulating the SASS for one launch (dynamic counts and addresses). */
enum gp_fidelity { GP_FID_HAND, GP_FID_SASS, GP_FID_PTX, GP_FID_TRACE, GP_FID_EMULATED,
		   GP_FID_COUNT };

/* ---- optional program section: the instruction stream the engine executes ---- */

enum gp_pat_kind { GP_PAT_AFFINE, GP_PAT_RANDOM };

/*
 * Address pattern of one memory instruction, in elements of elem_bytes:
 *   index = offset + tid*c_tid + block*c_block + iter*c_iter (affine), or
 *   uniformly random over footprint_bytes (random). An affine pattern with wrap
 *   takes the index modulo the footprint's elements; with shuffle too, that index is
 *   a place on a ring through the elements in a fixed pseudo-random order.
 * tid is the global thread index inside the block, block the block index,
 * iter the innermost loop iteration. Default: unit stride by global thread
 * index (c_tid = 1, c_block = block size).
 * With dims set (JSON keys tid_y, tid_z, block_y, block_z) tid and block are split into
 * x, y, z by the launch's shape (the descriptor's dynamic.block and dynamic.grid):
 *   index = offset + tid.x*c_tid + tid.y*c_tid_y + tid.z*c_tid_z
 *         + block.x*c_block + block.y*c_block_y + block.z*c_block_z + iter*c_iter.
 */
struct gp_pattern {
	char array[GP_NAME_MAX];
	int elem_bytes;
	enum gp_pat_kind kind;
	double offset, c_tid, c_block, c_iter;
	int c_block_is_blocksize;   /* c_block = block size (the default) */
	int dims;                   /* c_tid / c_block are threadIdx.x's / blockIdx.x's */
	double c_tid_y, c_tid_z, c_block_y, c_block_z;
	double footprint_bytes;     /* random: range; affine: 0 = unbounded */
	int wrap;                   /* affine: index taken modulo footprint_bytes / elem_bytes
				     * (a walk that cycles over the footprint, as a pointer chase
				     * through a permuted chain does) */
	int shuffle;                /* with wrap: the wrapped index is a place on a ring that
				     * visits the elements in a fixed pseudo-random order (a chase
				     * through a shuffled chain, gpu-latency's) */
};

#define GP_PI_MAX_DST 4
#define GP_PI_MAX_SRC 6

/* Register ids: R0..R254 are 0..254, predicates P0..P6 are 256..262; -1 none. */
struct gp_pinstr {
	uint8_t iclass;            /* enum gp_iclass */
	uint8_t ndst, nsrc;
	uint8_t dual;              /* issued together with the previous instruction */
	uint8_t stall;             /* cycles before the warp's next instruction issues (the
				    * listing's control code, sass.h), 1..15; 0 not given */
	int16_t dst[GP_PI_MAX_DST];
	int16_t src[GP_PI_MAX_SRC];
	uint8_t width_bytes;       /* per-thread access width for memory classes */
	uint8_t mem_level;         /* enum gp_memlevel assumed for latency */
	int16_t pattern;           /* index into program->patterns, -1 = default */
	int32_t target;            /* branch target instruction index, -1 none */
	uint8_t predicated;
	uint8_t is_exit;
	uint8_t has_taken;         /* "taken" given: the branch diverges (kernels/README.md) */
	double taken;              /* fraction of the active threads that jump, 0..1 */
	double execs;              /* warp executions a warp of the launch (an emulated launch's
				    * dynamic count; 0: not given, the loops' trips decide) */
	float mma_share;           /* a tensor instruction's work in dense FP16 m16n8k16 MMAs
				    * (sass.h gp_sass_mma_share: 1/8 for Volta's HMMA.884); 0: not
				    * given, 1 */
	char op[16];               /* opcode text, for reports */
};

/* What one execution of pi counts on its unit: its mma_share on the tensor cores, else 1. */
static inline double gp_pinstr_work(const struct gp_pinstr *pi)
{
	return pi->mma_share > 0 ? pi->mma_share : 1;
}

struct gp_ploop {
	int head, tail;            /* instruction indices, inclusive; tail branches to head */
	struct gp_expr *trips;     /* iterations */
};

struct gp_program {
	int n, cap;
	struct gp_pinstr *ins;
	int has_execs;             /* every instruction carries its execs */
	int nloops;
	struct gp_ploop *loops;
	int npatterns;
	struct gp_pattern *patterns;
};

/* ---- the descriptor ---- */

struct gp_kernel {
	char name[256];           /* function name as given (mangled) */
	char display_name[256];   /* demangled, for people */
	char path[512];
	enum gp_fidelity fidelity;
	char arch[16];            /* "sm_52" the counts were made for, "" if any */
	struct gp_params defaults;/* declared parameters and their default values */

	/* per-warp counts; NULL means 0 */
	struct gp_expr *ins[GP_UNIT_COUNT];   /* warp instructions per execution unit */
	struct gp_expr *ins_issued;           /* issue slots (dual issue and replays) */
	struct gp_expr *gmem_bytes;           /* DRAM bytes per warp */
	struct gp_expr *smem_bytes;           /* shared-memory bytes per warp */
	struct gp_expr *latency_bound;        /* cycles per warp (critical path) */
	/* file lines of the per-warp fields (0 unknown), for evaluation errors: ins[] in
	 * unit order, then ins_issued, gmem_bytes, smem_bytes, latency_bound */
	int per_warp_lines[GP_UNIT_COUNT + 4];

	int regs_per_thread;
	int smem_static_bytes;
	struct gp_program *program;           /* NULL when the file has none */
	struct gp_memprofile *memory;         /* "memory"/"footprints"; NULL when absent */
	struct gp_dynamic *dynamic;           /* "dynamic"; NULL when absent */
	struct gp_launch_rec *launch;         /* "launch": the emulated launch the counts were
					       * recorded at, what emulating it again needs;
					       * NULL when absent (hand, static, trace) */
};

/* A descriptor's counts evaluated for one set of parameters. */
struct gp_kernel_counts {
	double ins[GP_UNIT_COUNT];
	double ins_issued;
	double gmem_bytes;
	double smem_bytes;
	double latency_bound_cycles;
	/* of gmem_bytes, the stores' (the rest read; an atomic's line is read), when
	 * gmem_split_known: a program's walk knows it, a hand per_warp count does not */
	double gmem_store_bytes;
	int gmem_split_known;
};

/* Load kernels/<x>.json. Returns 0 or negative with d naming file, line or JSON path. */
int gp_kernel_load(const char *path, struct gp_kernel *k, struct gp_diag *d);
int gp_kernel_parse(const char *text, size_t len, const char *name, struct gp_kernel *k,
		    struct gp_diag *d);
/* Resolve a path or a name under $GPUPERF_KERNELS / kernels/. */
int gp_kernel_find(const char *name_or_path, struct gp_kernel *k, struct gp_diag *d);
/* Write a descriptor as JSON (atomically: temp file + rename), committed with the outputs of
 * set (util.h, gp_outset; NULL: alone). */
struct gp_outset;
int gp_kernel_save(const struct gp_kernel *k, const char *path, struct gp_outset *set,
		   struct gp_diag *d);
/* Release what k owns (expressions, program); k can be reused after gp_kernel_init. */
void gp_kernel_init(struct gp_kernel *k);
void gp_kernel_release(struct gp_kernel *k);

/*
 * Evaluate every count with params overriding the declared defaults.
 * An unknown parameter in params is an error (catches typos); a missing one
 * without default is an error naming it.
 */
int gp_kernel_eval(const struct gp_kernel *k, const struct gp_params *params,
		   struct gp_kernel_counts *out, struct gp_diag *d);

struct gp_program *gp_program_new(void);
void gp_program_free(struct gp_program *p);
/* Append an instruction; returns its index or -GP_ENOMEM. */
int gp_program_push(struct gp_program *p, const struct gp_pinstr *in);
/* Wavefronts of each shared-memory instruction of p from the memory profile m (its
 * records' bank ways, kernels/README.md "memory"): the profile's shared loads/stores are in
 * PC order and so are the program's, so the k-th LDS/STS of the program is the k-th shared
 * non-atomic record. A new array of p->n (the caller frees it; 0 for other instructions),
 * or NULL when nothing maps: no profile or no shared access, counts that differ (an
 * instruction never executed has no record), an opcode that does not match, no memory. */
double *gp_program_shared_ways(const struct gp_program *p, const struct gp_memprofile *m);

#endif
