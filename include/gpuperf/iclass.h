/* iclass.h - instruction classes shared by descriptors, latency tables and the engine. */
#ifndef GPUPERF_ICLASS_H
#define GPUPERF_ICLASS_H

/*
 * Fine classes: what the latency table is keyed by (thesis Tables 4.1/4.2)
 * and what the SASS opcode table maps to. Each belongs to one execution unit
 * (enum gp_unit) through gp_iclass_unit().
 */
enum gp_iclass {
	GP_IC_FP32,      /* FADD FMUL FFMA FSET...           -> fp32 cores     */
	GP_IC_INT,       /* IADD LOP SHL SHR ISETP MOV SEL... -> int32 (or fp32 cores) */
	GP_IC_IMUL,      /* IMAD XMAD IMUL (int mad/mul, Table 4.1) */
	GP_IC_FP64,      /* DADD DMUL DFMA ...               -> fp64 units     */
	GP_IC_SFU,       /* MUFU RRO                          -> SFUs           */
	GP_IC_HALF,      /* HADD2 HFMA2 ...                  -> fp32 cores (packed) */
	GP_IC_TENSOR,    /* HMMA IMMA HGMMA                   -> tensor units   */
	GP_IC_CONV,      /* F2F F2I I2F ...                   -> sfu/conversion */
	GP_IC_GLD,       /* global loads LDG/LD               -> lsu, memory    */
	GP_IC_GST,       /* global stores STG/ST              -> lsu, memory    */
	GP_IC_LDS,       /* shared loads                      -> lsu, shared    */
	GP_IC_STS,       /* shared stores                     -> lsu, shared    */
	GP_IC_LDC,       /* constant loads                    -> lsu (constant) */
	GP_IC_LOCAL,     /* LDL STL (spills)                  -> lsu, memory    */
	GP_IC_ATOM,      /* ATOM RED ATOMS                    -> lsu, memory    */
	GP_IC_BAR,       /* BAR.SYNC MEMBAR                   -> control        */
	GP_IC_BRANCH,    /* BRA SSY SYNC CAL RET EXIT ...     -> control        */
	GP_IC_MISC,      /* S2R NOP CS2R VOTE SHFL ...        -> int32/misc     */
	GP_IC_COUNT
};

/* Execution units whose per-SM throughput bounds a warp (thesis eq. 4.5 and its extension). */
enum gp_unit {
	GP_UNIT_FP32,    /* CUDA cores */
	GP_UNIT_INT32,   /* separate INT32 cores (Volta+); folded into FP32 when the device has none */
	GP_UNIT_FP64,
	GP_UNIT_SFU,
	GP_UNIT_TENSOR,
	GP_UNIT_LSU,
	GP_UNIT_CTRL,    /* branch unit: issue slot only */
	GP_UNIT_COUNT
};

/* Lower-case stable names ("fp32", "int", "imul", ...; "fp32", "int32", ...). */
const char *gp_iclass_name(enum gp_iclass c);
const char *gp_unit_name(enum gp_unit u);
/* Name to class; returns -1 when unknown. */
int gp_iclass_from_name(const char *name);
enum gp_unit gp_iclass_unit(enum gp_iclass c);
/* 1 for the memory classes (global, shared, local, constant, atomics). */
int gp_iclass_is_memory(enum gp_iclass c);

struct gp_device;

/* Which work gp_unit_on moves onto the FP32 cores of a device without INT32 lanes. */
enum gp_unit_fold {
	GP_FOLD_INT32,       /* integer work (the model, the engine, traces) */
	GP_FOLD_INT32_CTRL,  /* integer and branch work: a descriptor's INS_CUDA as extract
			      * counts it (flowgraph.c: "everything except memory accesses is processed
			      * by CUDA cores", thesis 5.2) */
};

/* The unit work of unit u runs on, on dev: integer work (and with GP_FOLD_INT32_CTRL
 * branch work) on the FP32 cores where dev has no separate INT32 lanes (Maxwell, Pascal;
 * the thesis's INS_CUDA); else u. The one place this rule is written. */
enum gp_unit gp_unit_on(const struct gp_device *dev, enum gp_unit u, enum gp_unit_fold fold);
/* Per-unit counts ins[GP_UNIT_COUNT] moved in place onto the units dev runs them on
 * (gp_unit_on). */
void gp_unit_fold_counts(const struct gp_device *dev, double *ins, enum gp_unit_fold fold);

/* Memory levels of the latency table (Table 4.2). */
enum gp_memlevel {
	GP_MEM_DRAM,     /* "global" in the thesis */
	GP_MEM_L2,
	GP_MEM_L1,
	GP_MEM_SHARED,
	GP_MEM_CONST,
	GP_MEM_COUNT
};
const char *gp_memlevel_name(enum gp_memlevel m);
int gp_memlevel_from_name(const char *name);

#endif
