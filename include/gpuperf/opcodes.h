/* opcodes.h - SASS and PTX opcode classes per architecture family: a data table, not code. */
#ifndef GPUPERF_OPCODES_H
#define GPUPERF_OPCODES_H

#include <stddef.h>
#include "gpuperf/iclass.h"

/* Architecture families whose SASS differs. */
enum gp_sm_family {
	GP_FAM_KEPLER,   /* sm_30..sm_37 */
	GP_FAM_MAXWELL,  /* sm_50..sm_62: Maxwell and Pascal share the ISA */
	GP_FAM_VOLTA,    /* sm_70..sm_75: Volta and Turing */
	GP_FAM_AMPERE,   /* sm_80..sm_89: Ampere and Ada */
	GP_FAM_HOPPER,   /* sm_90 and later */
	GP_FAM_COUNT
};
#define GP_FAM_BIT(f) (1u << (f))
#define GP_FAMS_ALL ((1u << GP_FAM_COUNT) - 1)

/* Family of sm_XY given as XY (52); -1 when below sm_30 or unknown (0). */
int gp_sm_family(int sm);

/* Operand-shape flags of an opcode (how sass.c finds destinations and widths). */
enum {
	GP_OPF_NODST = 1 << 0,   /* writes no register (stores, branches, barriers) */
	GP_OPF_SETP = 1 << 1,    /* compare: destinations are up to two leading predicates */
	GP_OPF_F64 = 1 << 2,     /* register operands are 64-bit pairs */
	GP_OPF_CONV = 1 << 3,    /* widths from type modifiers (F2F.F32.F64: dst, src) */
	GP_OPF_MMA = 1 << 4,     /* matrix fragments: several registers per operand */
	GP_OPF_LDSM = 1 << 5,    /* LDSM: width from the matrix count (.x4) */
	GP_OPF_CARRY = 1 << 6,   /* .X reads the condition code (sm_3x..sm_6x) */
	GP_OPF_STORE = 1 << 7,   /* last operand is the data written to memory */
};

struct gp_opcode {
	const char *name;       /* "FFMA", or opcode plus first modifier ("IMAD.MOV") */
	unsigned families;      /* GP_FAM_BIT mask where the opcode exists with this meaning */
	enum gp_iclass iclass;
	unsigned char flow;     /* enum gp_sass_flow */
	unsigned char space;    /* enum gp_sass_space */
	unsigned flags;         /* GP_OPF_* */
};

/*
 * Look up a SASS mnemonic with its modifiers ("IMAD.MOV.U32"): the row for
 * "IMAD.MOV" wins over "IMAD". sm 0 accepts any family. NULL when unknown.
 */
const struct gp_opcode *gp_opcode_find(const char *mnemonic, int sm);

/* The whole table (for tests and --list-opcodes style reports). */
const struct gp_opcode *gp_opcode_table(size_t *n);

/* PTX: how an instruction's class follows from its opcode and type. */
enum gp_ptx_rule {
	GP_PTX_FIXED,     /* iclass as given */
	GP_PTX_BYTYPE,    /* f32 fp32, f64 fp64, f16/bf16 half, integers int */
	GP_PTX_MULTYPE,   /* as BYTYPE but integers imul */
	GP_PTX_MEMORY,    /* by state space: .global .shared .local .const .param */
	GP_PTX_SFU,       /* f64 fp64 (software sequence), else sfu */
};

struct gp_ptx_opcode {
	const char *name;       /* "add", "ld", "mma" */
	enum gp_ptx_rule rule;
	enum gp_iclass iclass;  /* for GP_PTX_FIXED, and the fallback */
	unsigned char flow;     /* enum gp_sass_flow */
	unsigned flags;         /* GP_OPF_NODST, GP_OPF_STORE, GP_OPF_SETP */
};

const struct gp_ptx_opcode *gp_ptx_opcode_find(const char *base);
const struct gp_ptx_opcode *gp_ptx_opcode_table(size_t *n);

#endif
