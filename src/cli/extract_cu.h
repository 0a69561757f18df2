/* extract_cu.h - 'gpuperf extract': the parsed options, one kernel's descriptor, and the
 * --cu/--cubin/--all form (one command from a .cu to descriptors). */
#ifndef GPUPERF_EXTRACT_CU_H
#define GPUPERF_EXTRACT_CU_H

#include "extract_emu.h"
#include "gpuperf/flowgraph.h"

#define GP_EXTRACT_MAX_ARCHS 16

/* What cmd_extract_options fills (strings borrowed from argv). */
struct gp_extract_opts {
	const char *cu, *cubin, *sass, *ptx, *ptxas, *func, *device, *trace, *outp;
	const char *keep;              /* --keep DIR: the built listings and logs kept there */
	int all, explain, list;
	int narch, arch[GP_EXTRACT_MAX_ARCHS];   /* --arch sm_XY, in order given */
	struct gp_flowgraph_opts co;
	struct gp_emu_cli emu;
	struct gp_outset *outs;        /* --all: every kernel's outputs join this set, which the
					  workflow commits once all succeeded (util.h); NULL: each
					  gp_extract_one commits its own */
};

/* 1 when p asks for --cu, --cubin, --all or more than one --arch: gp_extract_workflow()
 * then runs the command. */
int gp_extract_workflow_wanted(const struct gp_extract_opts *p);

/* Run the CUDA tools if needed, then gp_extract_one() once per kernel per architecture.
 * Returns an exit status (errors printed). */
int gp_extract_workflow(const struct gp_extract_opts *p);

/* One kernel's descriptor from p's --sass or --ptx (extract_one.c, over gp_extract()); p's
 * loop specs and emulator state are updated as the run goes. Its outputs (-o, --dump,
 * --trace-out) are committed together, or join p->outs. Returns an exit status (errors
 * printed). */
int gp_extract_one(struct gp_extract_opts *p);

#endif
