/* sass.h - SASS listings (cuobjdump -sass, nvdisasm) parsed into functions of decoded instructions. */
#ifndef GPUPERF_SASS_H
#define GPUPERF_SASS_H

#include <stddef.h>
#include <stdint.h>
#include "gpuperf/diag.h"

/*
 * Register ids shared by the SASS and PTX readers and the dependency graph.
 * RZ, PT, URZ and UPT are constants and get no id. PTX virtual registers
 * are numbered from GP_REG_VIRT up.
 */
#define GP_REG_R(n)   (n)           /* R0..R254 */
#define GP_REG_P(n)   (256 + (n))   /* P0..P6 */
#define GP_REG_UR(n)  (264 + (n))   /* UR0..UR62 (Turing+ uniform datapath) */
#define GP_REG_UP(n)  (328 + (n))   /* UP0..UP6 */
#define GP_REG_CC     336           /* condition code: .CC writes, .X reads (sm_3x..sm_6x) */
#define GP_REG_VIRT   400

#define GP_SASS_MAX_DST 4
#define GP_SASS_MAX_SRC 12

/* Limits on input (documented in the README): larger inputs are refused. */
#define GP_SASS_MAX_LINE 8192
#define GP_SASS_MAX_FUNCS 65536
#define GP_SASS_MAX_INS (4 * 1024 * 1024)

/* How an instruction changes control flow. */
enum gp_sass_flow {
	GP_FLOW_NONE,
	GP_FLOW_JUMP,     /* BRA JMP: to target; falls through when guarded */
	GP_FLOW_IJUMP,    /* BRX JMX: computed target (unknown) */
	GP_FLOW_CALL,     /* CAL CALL JCAL: to target, then back */
	GP_FLOW_RET,      /* RET: back to the caller */
	GP_FLOW_EXIT,     /* EXIT KILL: the thread ends (falls through when guarded) */
	GP_FLOW_SETSYNC,  /* SSY PBK PCNT BSSY: names a reconvergence point, no jump */
	GP_FLOW_SYNC,     /* SYNC BRK CONT BSYNC WARPSYNC: reconvergence, falls through */
};

/* Memory space a memory instruction touches. */
enum gp_sass_space {
	GP_SPACE_NONE,
	GP_SPACE_GLOBAL,     /* LDG STG LD ST ATOM RED, texture and surface */
	GP_SPACE_SHARED,     /* LDS STS ATOMS LDSM */
	GP_SPACE_LOCAL,      /* LDL STL: spills and stack */
	GP_SPACE_CONST,      /* LDC ULDC */
	GP_SPACE_G2S,        /* LDGSTS: global to shared copy */
};

/* Where a function's text came from: its fidelity. */
enum gp_sass_source { GP_SRC_SASS, GP_SRC_PTX };

struct gp_sass_ins {
	uint32_t addr;          /* byte address as listed (PTX: 16 * index) */
	int line;               /* 1-based line in the input */
	char opcode[48];        /* mnemonic with modifiers, "LDG.E.64.SYS" */
	char text[128];         /* the instruction as listed, for reports (may be cut) */
	int8_t iclass;          /* enum gp_iclass */
	uint8_t known;          /* found in the opcode table */
	uint8_t dual;           /* issued with the previous instruction ({ } pair) */
	uint8_t flow;           /* enum gp_sass_flow */
	uint8_t space;          /* enum gp_sass_space */
	uint8_t guarded;        /* has a guard predicate other than @PT */
	uint8_t never;          /* guarded by @!PT: never executes */
	uint8_t width_bytes;    /* per-thread access width (memory classes) */
	uint8_t stall;          /* cycles the warp waits before its next instruction, the
				 * control code's stall count (sm_50..sm_62 and sm_70+: sass.c
				 * control_word), 1..15; 0 not listed */
	float mma_share;        /* a tensor instruction's work in m16n8k16 FP16 equivalents
				 * (gp_sass_mma_share); 0 on the other classes */
	int guard;              /* guard predicate id, -1 when none or PT */
	int target;             /* instruction index of the branch target, -1 none */
	uint8_t ndst, nsrc;
	int dst[GP_SASS_MAX_DST];
	int src[GP_SASS_MAX_SRC];
};

struct gp_sass_label {
	char name[96];
	int index;              /* instruction it precedes */
};

struct gp_sass_func {
	char name[512];         /* as in the listing (mangled) */
	char display_name[512]; /* demangled when possible */
	int sm;                 /* 52 for sm_52; 0 when the listing does not say */
	int line;               /* where the function starts */
	enum gp_sass_source source;
	int regs_hint;          /* registers from the listing (nvdisasm SHI_REGISTERS), 0 unknown */
	int n, cap;
	struct gp_sass_ins *ins;
	int nlabels, cap_labels;
	struct gp_sass_label *labels;
	int n_unknown;          /* instructions whose opcode is not in the table */
	char unknown_ops[8][24];/* the first distinct unknown opcodes */
	int n_unknown_ops;
	struct gp_diag *broken; /* why the function cannot be used: its PCs have a gap or a
				 * repeat (file:line, the PCs, a hint); NULL when whole. Owned,
				 * freed by gp_sass_func_release */
};

struct gp_sass_file {
	int n, cap;
	struct gp_sass_func *funcs;
	int skipped_lines;      /* lines that were not understood and were ignored */
	int first_skipped_line;
	int duplicates;         /* repeated functions (same name and sm) that were dropped */
};

/*
 * Parse a SASS listing: cuobjdump -sass (sm_3x..sm_9x, with or without
 * encodings, { } dual-issue groups) or nvdisasm (labels, `(.L_x_N) targets,
 * ELF sections). name is used in messages. On success out holds the
 * functions (release with gp_sass_file_release); a file with no code, binary
 * data, an over-long line or a malformed instruction is an error naming the
 * line. A function whose PCs have a gap or a repeat does not fail the file:
 * it is kept with `broken` set, and gp_sass_find, gp_sass_func_check and the
 * emulator refuse it, so the other kernels of the listing stay usable.
 * Unknown opcodes are kept (class misc) and listed per function.
 */
int gp_sass_parse(const char *text, size_t len, const char *name, struct gp_sass_file *out,
		  struct gp_diag *d);
int gp_sass_load(const char *path, struct gp_sass_file *out, struct gp_diag *d);
void gp_sass_file_release(struct gp_sass_file *f);

/*
 * Find a function by mangled or demangled name (NULL name: the only one),
 * for sm (0: any; ambiguous when several archs hold it). Returns NULL with d
 * naming the candidates when none or several match, and with the function's
 * own error (gp_sass_func_check) when the one that matches is broken.
 */
const struct gp_sass_func *gp_sass_find(const struct gp_sass_file *f, const char *name, int sm,
					struct gp_diag *d);

/* 0 when fn can be used; else -code with d (may be NULL) a copy of fn->broken: the
 * error naming the PCs missing or listed twice, at file:line, and the hint. */
int gp_sass_func_check(const struct gp_sass_func *fn, struct gp_diag *d);

/* The first CUDA release (10 * major + minor: 120 for 12.0) whose cuobjdump and nvdisasm
 * print every instruction of architecture sm (a listing from an older one has blank lines,
 * which gp_sass_parse marks broken in the function, naming the PCs); 0 when sm is unknown. */
int gp_sass_disasm_release(int sm);

/* Append helpers shared with the PTX reader. Return 0 or -GP_ENOMEM/-GP_ELIMIT. */
int gp_sass_func_push(struct gp_sass_func *fn, const struct gp_sass_ins *in, struct gp_diag *d);
int gp_sass_func_label(struct gp_sass_func *fn, const char *label, struct gp_diag *d);
struct gp_sass_func *gp_sass_file_add(struct gp_sass_file *f, const char *name, int sm, int line,
				      struct gp_diag *d);
void gp_sass_func_release(struct gp_sass_func *fn);

/*
 * The labels of fn sorted by name, for resolving many branches in
 * O(log labels) each (the first definition of a repeated label wins). Valid while fn's labels do not change; release
 * frees the order. build returns 0 or -GP_ENOMEM.
 */
struct gp_sass_label_index {
	const struct gp_sass_label **order;
	int n;
};
int gp_sass_label_index_build(struct gp_sass_label_index *ix, const struct gp_sass_func *fn);
int gp_sass_label_index_find(const struct gp_sass_label_index *ix, const char *label);
void gp_sass_label_index_release(struct gp_sass_label_index *ix);

/* An MMA's operand type, by its rate on the tensor cores against FP16 (and BF16): TF32 half,
 * int8 twice, int4 four times, FP64 1/16 (A100 and H100). */
enum gp_mma_type { GP_MMA_FP16, GP_MMA_TF32, GP_MMA_INT8, GP_MMA_INT4, GP_MMA_FP64 };

/* A warp MMA of fmas multiply-adds of type t in dense FP16 m16n8k16 MMAs (2048 FMAs at the
 * tensor cores' FP16 rate: the unit devices/README.md's `tensor` lanes count). */
double gp_mma_share(double fmas, enum gp_mma_type t);

/* The work of one warp's tensor instruction in m16n8k16 MMAs (gp_mma_share), from the
 * mnemonic's shape: Volta's HMMA.884 steps 1/8 (a wmma m16n16k16 is 16 of them), HMMA.1688
 * 1/2, HMMA.16816 1, the TF32 forms twice their FMAs over 2048, IMMA half (int8) or a quarter
 * (int4) of theirs, DMMA.884 2. Other tensor mnemonics (HGMMA, BMMA): 1, not derived. */
double gp_sass_mma_share(const char *mnemonic);

/* What one execution of in counts on its unit: its mma_share on the tensor cores, else 1. */
static inline double gp_sass_work(const struct gp_sass_ins *in)
{
	return in->mma_share > 0 ? in->mma_share : 1;
}

/* Does the mnemonic carry modifier mod (".E", ".WIDE", ...)? "LDG.E.64" has "E" and "64". */
int gp_sass_has_mod(const char *mnemonic, const char *mod);

/* Text of a register id ("R4", "P0", "UR2", "CC", "%v12"), into buf. */
const char *gp_sass_reg_name(int id, char *buf, size_t size);

#endif
