/* ptxas.h - resource usage per function from 'ptxas -v' logs and 'cuobjdump -res-usage'. */
#ifndef GPUPERF_PTXAS_H
#define GPUPERF_PTXAS_H

#include <stddef.h>
#include "gpuperf/diag.h"

#define GP_PTXAS_CMEM_BANKS 18

struct gp_ptxas_func {
	char name[512];          /* as printed: mangled, or demangled by newer ptxas */
	char arch[16];           /* "sm_52"; "" when the log does not say */
	int line;                /* where it starts in the log */
	int is_entry;            /* a kernel ("Compiling entry function"), not a device function */
	int has_regs;            /* a "Used N registers" (or REG:) line was seen */
	int regs;
	int barriers;
	long stack_bytes;        /* stack frame */
	long spill_store_bytes;
	long spill_load_bytes;
	long smem_bytes;         /* static shared memory */
	long lmem_bytes;         /* local memory (older ptxas) */
	long cmem_bytes[GP_PTXAS_CMEM_BANKS];  /* constant banks cmem[0..17] */
};

struct gp_ptxas_log {
	int n, cap;
	struct gp_ptxas_func *funcs;
	long gmem_bytes;         /* "N bytes gmem" (the last one) */
};

/*
 * Parse a log. Lines that are not ptxas/cuobjdump resource lines are ignored
 * (logs hold other compiler output). A resource line with a malformed or
 * overflowing number, binary data, or a log without any function is an error
 * naming the line. Release with gp_ptxas_log_release.
 */
int gp_ptxas_parse(const char *text, size_t len, const char *name, struct gp_ptxas_log *out,
		   struct gp_diag *d);
int gp_ptxas_load(const char *path, struct gp_ptxas_log *out, struct gp_diag *d);
void gp_ptxas_log_release(struct gp_ptxas_log *log);

/*
 * The entry for a function: name and display_name (either may be NULL) are
 * compared with the logged name; arch "" matches any. The first match wins
 * (a log may hold several compilations). NULL when none.
 */
const struct gp_ptxas_func *gp_ptxas_find(const struct gp_ptxas_log *log, const char *name,
					  const char *display_name, const char *arch);
/* The same with the architecture as a number: sm 52 is "sm_52", 0 any. */
const struct gp_ptxas_func *gp_ptxas_find_sm(const struct gp_ptxas_log *log, const char *name,
					     const char *display_name, int sm);

#endif
