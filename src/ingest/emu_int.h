/* emu_int.h - the SASS emulator's internals shared by emu.c (launch, warps, reconvergence),
 * emu_decode.c (operands), emu_isa.c (instruction semantics) and emu_mem.c (accounting). */
#ifndef GPUPERF_EMU_INT_H
#define GPUPERF_EMU_INT_H

#include <stdint.h>
#include <string.h>
#include "gpuperf/emu.h"

#define W GP_EMU_WARP
#define EMU_RZ 255
#define EMU_URZ 63
#define EMU_PT 7
#define EMU_MAX_OPS 10
#define EMU_STACK 32
#define EMU_LOCAL_BYTES 16384u      /* per-thread local window (stack, spills) */
#define EMU_CBANK_BYTES 8192u       /* constant bank 0 as the driver fills it */
#define EMU_SMEM_DEFAULT 49152u     /* static shared memory when ptxas is not given */

/* ==== Decoded operands ==== */

enum emu_opk {
	OK_NONE, OK_R, OK_UR, OK_P, OK_UP, OK_IMM, OK_C, OK_MEM, OK_SR, OK_B, OK_TARGET, OK_RELOC,
	OK_PR   /* PR: P0..P6 as bits 0..6 (R2P, P2R) */
};

/* Special registers S2R/CS2R read. */
enum emu_sr {
	SR_ZERO, SR_TID_X, SR_TID_Y, SR_TID_Z, SR_CTAID_X, SR_CTAID_Y, SR_CTAID_Z, SR_LANEID,
	SR_NTID_X, SR_NTID_Y, SR_NTID_Z, SR_NCTAID_X, SR_NCTAID_Y, SR_NCTAID_Z, SR_WARPID,
	SR_EQMASK, SR_LTMASK, SR_LEMASK, SR_GTMASK, SR_GEMASK, SR_CLOCK, SR_SMID, SR_OTHER
};

struct emu_opnd {
	uint8_t kind;       /* enum emu_opk */
	uint8_t neg, abs, inv;   /* -x, |x|, ~x (and !P for predicates) */
	uint8_t is64;       /* R2.64 */
	uint8_t h1;         /* .H1: upper 16 bits (XMAD) */
	uint8_t cc;         /* R2.CC: writes the carry flag (sm_3x..6x) */
	uint8_t scale;      /* [R7.X4]: index scaled by 4 */
	uint8_t byte_sel;   /* R7.B1: byte 1 (R2P's source, P2R's insert); 0 = .B0 or none */
	uint8_t has_fimm;   /* decimal immediate: fimm holds its value */
	uint8_t bank;       /* c[bank][...] */
	int16_t reg;        /* R/UR/P/UP/B number; OK_C, OK_MEM: index register or -1 */
	int16_t ureg;       /* OK_MEM: uniform register added, -1 none; OK_C: UR index */
	uint8_t reg_is_ur;  /* OK_C / OK_MEM: reg is a uniform register */
	uint32_t imm;       /* OK_IMM bits; OK_SR: enum emu_sr */
	int32_t off;        /* OK_C, OK_MEM: byte offset */
	double fimm;
};

/* Operation families the interpreter implements (opcode base names map onto these). */
enum emu_op {
	EOP_UNSUPPORTED, EOP_NOP, EOP_MOV, EOP_S2R, EOP_CS2R, EOP_IMAD, EOP_IMUL, EOP_IADD3,
	EOP_IADD, EOP_ISCADD, EOP_XMAD, EOP_LEA, EOP_SHF, EOP_SHL, EOP_SHR, EOP_LOP3, EOP_LOP,
	EOP_PLOP3, EOP_PSETP, EOP_PSET, EOP_CSETP, EOP_SEL, EOP_ISETP, EOP_FSETP, EOP_DSETP, EOP_PRMT, EOP_SGXT,
	EOP_BFE, EOP_BFI, EOP_IABS, EOP_IMNMX, EOP_POPC, EOP_FLO, EOP_BREV, EOP_FADD, EOP_FMUL, EOP_FFMA,
	EOP_FMNMX, EOP_FSEL, EOP_FSET, EOP_ISET, EOP_I2I, EOP_VMNMX, EOP_I2F, EOP_F2I, EOP_F2F, EOP_MUFU, EOP_FCHK, EOP_DADD,
	EOP_DMUL, EOP_DFMA, EOP_HFMA2, EOP_SHFL, EOP_VOTE, EOP_P2R, EOP_R2P, EOP_ICMP,
	EOP_LDC, EOP_LD, EOP_ST, EOP_ATOM, EOP_RED, EOP_LDGSTS, EOP_LDSM, EOP_VALUE_UNKNOWN,
	EOP_BRA, EOP_BRX, EOP_CALL, EOP_RET, EOP_EXIT, EOP_SSY, EOP_SYNC, EOP_PBK, EOP_BRK,
	EOP_PCNT, EOP_CONT, EOP_BAR, EOP_KILL
};

/* Comparison of ISETP/FSETP/DSETP/FSET/ICMP. */
enum emu_cmp { CMP_F, CMP_LT, CMP_EQ, CMP_LE, CMP_GT, CMP_NE, CMP_GE, CMP_NUM, CMP_NAN,
	       CMP_LTU, CMP_EQU, CMP_LEU, CMP_GTU, CMP_NEU, CMP_GEU, CMP_T };
enum emu_bop { BOP_AND, BOP_OR, BOP_XOR };
/* Float rounding modes (IEEE 754 round to nearest even, toward zero, down, up). */
enum emu_rnd { RND_RN, RND_RZ, RND_RM, RND_RP };
/* IADD3's shifted forms (sm_5x/6x): (a + b) >> 16 + c and (a + b) << 16 + c. */
enum emu_iadd3 { IADD3_PLAIN, IADD3_RS, IADD3_LS };

/* Modifier flags (decoded once from the opcode's suffixes). */
#define MF_WIDE   (1u << 0)
#define MF_U32    (1u << 1)   /* unsigned integer type */
#define MF_HI     (1u << 2)
#define MF_X      (1u << 3)   /* extended: carry in / 64-bit compare */
#define MF_L      (1u << 4)
#define MF_R      (1u << 5)
#define MF_MRG    (1u << 6)
#define MF_PSL    (1u << 7)
#define MF_CBCC   (1u << 8)
#define MF_CHI    (1u << 9)
#define MF_CLO    (1u << 10)
#define MF_SX32   (1u << 11)
#define MF_U64    (1u << 12)
#define MF_S64    (1u << 13)
#define MF_S32    (1u << 14)
#define MF_E      (1u << 15)
#define MF_NZ     (1u << 16)
#define MF_Z      (1u << 17)
#define MF_F64    (1u << 18)
#define MF_FLOAT  (1u << 19)  /* atomics/reductions on floats */
#define MF_S16A   (1u << 20)  /* XMAD: a is signed */
#define MF_S16B   (1u << 21)  /* XMAD: b is signed */
#define MF_TRUNC  (1u << 22)
#define MF_FLOOR  (1u << 23)
#define MF_CEIL   (1u << 24)
#define MF_DIV    (1u << 25)  /* BRA.DIV: jumps when the warp is diverged */
#define MF_SH     (1u << 26)  /* FLO.SH */
#define MF_SRC64  (1u << 27)  /* conversions: 64-bit source */
#define MF_DST64  (1u << 28)  /* conversions: 64-bit destination */
#define MF_SRCU   (1u << 29)  /* conversions: unsigned integer source */
#define MF_DSTU   (1u << 30)  /* conversions: unsigned integer destination */
#define MF_CSFU   (1u << 31)  /* XMAD.CSFU: c with the signed high multiply's sign fix-up */

struct emu_ins {
	uint8_t op;              /* enum emu_op */
	uint8_t nops;
	uint8_t guard_kind;      /* 0 none, 1 P, 2 UP */
	uint8_t guard_reg, guard_neg;
	uint8_t uniform;         /* U* opcode: uniform datapath, warp-wide values */
	uint8_t cmp, bop, sub;   /* compare, boolean op, family detail (LUT op, SHFL mode, IADD3
				    .RS/.LS...) */
	uint8_t rnd;             /* float rounding: enum emu_rnd (.RZ, .RM, .RP; default RN) */
	uint8_t space;           /* enum gp_sass_space */
	uint8_t width;           /* memory access bytes per thread */
	uint8_t is_store, is_atomic;
	uint8_t npd;             /* leading predicate destinations (setp forms) */
	uint8_t rd;              /* index of the register destination operand, 255 none */
	uint8_t ncout;           /* carry-out predicates after rd */
	uint8_t s0, ns;          /* first source operand, number of sources */
	uint8_t ncin;            /* trailing predicate inputs */
	uint8_t sm_old;          /* sm < 70: .CC carry flag, SSY stacks */
	uint8_t dual;
	uint8_t sync_s;          /* sm_3x ".S": the lanes that ran it then SYNC */
	uint8_t iclass;
	uint8_t mat_n, mat_trans;/* LDSM: 8x8 matrices loaded (1, 2, 4), .MT88 transposed */
	uint8_t bra_cond;        /* BRA [!]Pp, target (sm_70+): o[0] is a condition the guard ANDs */
	uint32_t mf;             /* MF_* */
	int target;              /* branch / SSY target instruction index */
	uint32_t prob_pc;        /* branch whose probability decides this (data-dependent) */
	uint8_t prob_neg;        /* that branch jumps when the predicate is false (@!P) */
	uint8_t fast, fmem;      /* emu_fast.c: its fast path (0 none), the address operand */
	struct emu_opnd o[EMU_MAX_OPS];
};

/* Decode fn's instructions into ins[] (fn->n entries). Instructions the emulator cannot
 * decode get op EOP_UNSUPPORTED and why[i] names the reason (kept for the run: an
 * instruction never reached does not matter). Returns 0 or -GP_ENOMEM. */
int emu_decode(const struct gp_sass_func *fn, struct emu_ins *ins, char (*why)[96]);

/* ==== Run-time state ==== */

struct emu_warp {
	uint64_t steps;              /* its warp instructions so far (the default bound's) */
	uint32_t r[256][W];          /* R255 = RZ stays 0 */
	uint32_t p[8];               /* lane masks; P7 = PT */
	uint32_t ur[64];
	uint8_t up[8];
	uint32_t cc;                 /* carry flag per lane (sm_3x..6x) */
	uint32_t cc_sign, cc_zero;   /* the condition code's sign and zero flags per lane (.CC) */
	uint32_t taint[GP_REG_CC + 1];/* lanes whose value depends on unknown data (GP_REG_* ids) */
	uint32_t pc[W];              /* per-lane instruction index */
	uint32_t live;               /* lanes not exited */
	uint32_t exists;             /* lanes of threads in the block */
	int diverged;                /* lanes at different PCs */
	uint32_t cpc;                /* common PC while converged */
	int at_barrier, done;
	uint32_t stk[W][EMU_STACK];  /* per-lane reconvergence/call stack (kind << 28 | index) */
	uint8_t sp[W];
	uint64_t rng;
	unsigned warp_in_block;
	unsigned tid0;               /* linear thread index of lane 0 */
	uint8_t *local;              /* W x EMU_LOCAL_BYTES, allocated on first use */
	char *tbuf;                  /* trace lines of this warp */
	size_t tlen, tcap;
	long tcount;
};

/* Set of 64-bit keys (sector numbers): a bitmap over [lo, lo + nbits) when it has one (a
 * declared allocation's sectors), a hash table for the rest. The table keeps 8 keys that
 * differ only in bits oshift..oshift+2 (8 consecutive sectors of a warp) in one 64-byte line. */
struct emu_set {
	uint64_t *keys;
	size_t n, cap;
	uint64_t *bits, lo, nbits;
	int oshift;
};
int emu_set_add(struct emu_set *s, uint64_t key);   /* 1 new, 0 present, -GP_ENOMEM */
/* Give s a bitmap for the keys [lo, lo + nbits) (s empty). Returns 0 or -GP_ENOMEM (s then
 * keeps only its table). */
int emu_set_range(struct emu_set *s, uint64_t lo, uint64_t nbits);
void emu_set_release(struct emu_set *s);
void emu_set_clear(struct emu_set *s);   /* empty it, keeping its storage */

/* Per memory instruction sums over the emulated warps (each the block's weight). */
struct emu_memstat {
	double requests, sectors, bank_ways, bytes;
	double partial;              /* global stores: sectors written only in part */
	int alloc;                   /* -1 unknown / mixed (first seen kept) */
};

/* Per instruction: the exact affine fit of its global element index (emu_fit.c). */
#define EMU_FIT_VARS 8
struct emu_fit {
	int state;                   /* 0 no access yet, 1 fitting, -1 no pattern */
	int alloc, width;
	int m;                       /* independent points kept */
	double ech[EMU_FIT_VARS][EMU_FIT_VARS];   /* their echelon form (span test) */
	int piv[EMU_FIT_VARS];
	int64_t pts[EMU_FIT_VARS][EMU_FIT_VARS], val[EMU_FIT_VARS];
	double sol[EMU_FIT_VARS];    /* of 1, tid.x, tid.y, tid.z, block.x, block.y, block.z, k:
					exact on the basis, free directions 0 */
	double wacc;                 /* warp accesses, each the block's weight */
};

struct emu_ctx {
	const struct gp_sass_func *fn;
	const struct gp_emu_launch *l;
	struct emu_ins *ins;
	char (*why)[96];
	int n, sm;
	uint8_t cbank[EMU_CBANK_BYTES];
	uint32_t param_base;
	unsigned ctaid[3];
	unsigned nthreads;           /* per block */
	uint8_t *smem;               /* shared memory of the block being run */
	uint8_t *smem_taint;         /* per 4-byte word */
	uint8_t *smem_seen;          /* per 32-byte sector: touched by this block */
	uint32_t smem_bytes;
	int nallocs;
	int alloc_arg[GP_EMU_MAX_ARGS];   /* allocation -> argument index */
	struct emu_set *sect;        /* per allocation + shared + local: distinct sectors */
	double *sect_req;            /* sectors requested per footprint */
	struct emu_set blk_sect;     /* sectors the running block touched (all footprints) */
	struct emu_set warp_sect;    /* (sector, warp of the block) pairs the running block saw */
	double *sect_blk, *sect_warp; /* per footprint: distinct sectors per block and per warp,
					 summed over the emulated blocks */
	uint64_t *sect_lo, *sect_hi; /* lowest and highest sector seen per footprint (global) */
	struct emu_memstat *ms;      /* per instruction */
	struct emu_memstat *ms_g2s;  /* per instruction: LDGSTS's shared side (ms: the global) */
	struct gp_emu_result *r;
	uint64_t steps;
	struct gp_diag *d;
	int fault;                   /* an error was recorded in d */
	uint32_t xtaint;             /* lanes that read data-dependent values (loads) */
	uint32_t decided_lanes;      /* lanes whose predicates were decided by probability */
	uint64_t last_addr[W];       /* the last memory access's lane addresses (traces) */
	uint32_t last_mask;
	unsigned block_serial;       /* shared footprints: distinct per block */
	uint64_t block_linear;       /* the running block's linear index (on_inst records) */
	double wt;                   /* the running block's weight (emu.c block_weight) */
	double *sect_w;              /* per footprint: first touches, each the weight of the
					 block that made it (shared: per block, as sect[].n) */
	struct emu_fit *fit;         /* per instruction */
	uint32_t *fit_k;             /* per warp of the block x instruction: accesses so far */
	struct emu_contention *cont; /* per instruction, atomics only (emu_contention.c); NULL
					 until the first atomic */
	struct gp_emu_gmem *gmem;    /* global memory: declared contents and stores (emu_gmem.c) */
	struct emu_skip *skip;       /* loop skipping (emu_skip.c), NULL when off */
	int skip_rec;                /* 1: the accesses are recorded for it too; 2: only recorded
					(a verification period: its bookkeeping comes later) */
};

/* Address fits (emu_fit.c): one global warp access of instruction idx; an instruction whose
 * address depends on unknown data gets none; the fits into r->pat. */
void emu_fit_access(struct emu_ctx *c, const struct emu_warp *w, int idx, const uint64_t *addr,
		    uint32_t mask, int width);
void emu_fit_reject(struct emu_ctx *c, int idx);
int emu_fit_result(const struct emu_ctx *c, struct gp_emu_result *r);

/* Execute one instruction for the lanes in exec (guard applied) of w. Control flow is done
 * by the caller; this does values and memory. Returns 0 or -GP_E* with c->d filled. */
int emu_exec(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec, uint32_t active);

/* Memory accounting of one warp-level access (addresses of the lanes in mask). */
int emu_mem_account(struct emu_ctx *c, struct emu_warp *w, int idx, const uint64_t *addr,
		    uint32_t mask);
/* The same for one side of an instruction that accesses two spaces (LDGSTS: the global read
 * and the shared write), counted in ms. */
int emu_mem_account_side(struct emu_ctx *c, struct emu_warp *w, int idx, const uint64_t *addr,
			 uint32_t mask, int space, int is_store, struct emu_memstat *ms);
/* Allocation of a global address: index or -1. */
/* Atomic contention (emu_contention.c): one warp's atomic access at instruction idx, the
 * figures into its memory record (atomic_addrs_per_request, atomic_hot_share), and free.
 * access returns 0 or -GP_ENOMEM. */
int emu_contention_access(struct emu_ctx *c, int idx, const uint64_t *addr, uint32_t mask);
void emu_contention_fill(const struct emu_ctx *c, int idx, struct gp_memrec *m);
void emu_contention_free(struct emu_ctx *c);

int emu_mem_alloc_of(const struct emu_ctx *c, uint64_t addr);
/* Wavefronts of a shared access of width bytes per lane (lanes in mask): emu_mem.c. */
int emu_mem_bank_ways(const struct emu_ins *e, const uint64_t *addr, uint32_t mask, int width,
		      int is_store);

/* Phase skipping in long uniform loops (emu_skip.c), for a sampled launch's estimates. new:
 * for c's launch of nw warps a block (NULL: out of memory, then no skipping); block: before
 * each block runs. The hooks: access records a warp access (emu_mem_account_side's arguments)
 * while c->skip_rec, returning 1 when the caller must not account it now; release after a
 * barrier released the block's warps; end when every warp exited (1: the state was put back
 * to a barrier release, the block goes on); fault with a failed instruction's rc (0: put back
 * to a release, the warps run again from the first; else rc). release, end and fault return
 * -GP_ENOMEM with c->d filled when replaying runs out of memory. periods: the periods skipped
 * over the run. */
struct emu_skip *emu_skip_new(const struct emu_ctx *c, int nw);
void emu_skip_free(struct emu_skip *s);
void emu_skip_block(struct emu_ctx *c);
int emu_skip_access(struct emu_ctx *c, const struct emu_warp *w, int idx, const uint64_t *addr,
		    uint32_t mask, int space, int is_store, const struct emu_memstat *ms);
/* compare: instruction idx (any) about to run for the lanes in exec while c->skip_rec is 1:
 * an equality compare's operands are kept (a jump must not pass the period where they meet). */
void emu_skip_compare(struct emu_ctx *c, const struct emu_warp *w, int idx, uint32_t exec);
int emu_skip_release(struct emu_ctx *c, struct emu_warp *warps);
int emu_skip_end(struct emu_ctx *c, struct emu_warp *warps);
int emu_skip_fault(struct emu_ctx *c, struct emu_warp *warps, int rc);
uint64_t emu_skip_periods(const struct emu_skip *s);

/* An integer operand's value in a lane, with -, |x| and ~ applied (emu_isa.c). */
uint32_t emu_opnd_u32(const struct emu_ctx *c, const struct emu_warp *w,
		      const struct emu_opnd *o, int lane);

/* Fast paths (emu_fast.c). prepare: each instruction's kind, once per launch after emu_decode
 * and the constant bank (c->ins[].fast). exec: runs instruction idx for the lanes in exec
 * (not 0) as emu_exec would; returns 1 done, 0 not taken (nothing changed: the general path
 * runs it), or -GP_E* with c->d filled. */
void emu_fast_prepare(struct emu_ctx *c);
int emu_fast_exec(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec);

/* fn with the functions of file it calls by name placed after it (instruction indices and
 * byte offsets continue; each CALL's target is its callee's first instruction) into out.
 * Returns 1 when out was made (release it with gp_sass_func_release), 0 when fn calls no
 * function of file, or -GP_E* with d filled. */
int emu_link(const struct gp_sass_file *file, const struct gp_sass_func *fn, struct gp_sass_func *out,
	     struct gp_diag *d);

/* Is constant bank `bank` known (0: the driver's; 2: when the launch gives it)? */
static inline int emu_cbank_known(const struct emu_ctx *c, int bank)
{
	return bank == 0 || (bank == 2 && c->l->cbank2 && c->l->cbank2_bytes);
}

/* xorshift64* step: the per-warp generator. */
static inline uint64_t emu_rand(uint64_t *s)
{
	uint64_t x = *s;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545F4914F6CDD1DULL;
}

/* ==== Global memory (emu_gmem.c) ==== */

/* Pages of stored global data over all allocations (4 KiB each, about 4.6 KiB with their
 * masks): 65536 is 300 MB; stores past it fail the run. */
#define EMU_GMEM_MAX_PAGES 65536u

struct gp_emu_gmem *emu_gmem_new(const struct emu_ctx *c);   /* c's allocations; NULL: OOM */
void emu_gmem_free(struct gp_emu_gmem *g);
/* Declared contents of width bytes at byte off of allocation alloc (argument arg, NULL:
 * unknown); taint set when they are unknown. */
void emu_gmem_declared(const struct gp_emu_arg *arg, int alloc, uint64_t seed, uint64_t off,
		       int width, uint32_t *out, int *taint);
/* What a load of width bytes (1..16) at byte off of allocation alloc reads: stored bytes over
 * the declared contents; taint ORed with 1 when any byte is unknown. */
void emu_gmem_read(const struct gp_emu_gmem *g, const struct gp_emu_launch *l, int alloc,
		   uint64_t off, int width, uint32_t *out, int *taint);
/* Store width bytes of v at byte off of allocation alloc (taint: the value is unknown).
 * Returns 0, -GP_ELIMIT past EMU_GMEM_MAX_PAGES or -GP_ENOMEM. */
int emu_gmem_write(struct gp_emu_gmem *g, int alloc, uint64_t off, int width, const void *v,
		   int taint);

int emu_fail(struct emu_ctx *c, int idx, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* A float or double and its bits (the emulator keeps registers as bits). */
static inline float bits_f(uint32_t u)
{
	float f;
	memcpy(&f, &u, 4);
	return f;
}

static inline uint32_t f_bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static inline double bits_d(uint64_t u)
{
	double f;
	memcpy(&f, &u, 8);
	return f;
}

static inline uint64_t d_bits(double f)
{
	uint64_t u;
	memcpy(&u, &f, 8);
	return u;
}


/* v[lane] of the lanes in exec into dst (a register's lanes): the general path's and the
 * fast paths' one write. */
static inline void emu_write_lanes(uint32_t *dst, uint32_t exec, const uint32_t *v)
{
	if (exec == ~0u) {
		memcpy(dst, v, sizeof(uint32_t) * W);
		return;
	}
	for (int l = 0; l < W; l++)
		if (exec >> l & 1)
			dst[l] = v[l];
}

#endif
