/* extract.h - one kernel's descriptor from its listing: SASS (or PTX), the ptxas -v log, the
 * device, the control-flow graph and, for an emulated launch, the emulator's dynamic counts
 * (thesis 5.2). What 'gpuperf extract' runs per kernel and architecture; any caller can. */
#ifndef GPUPERF_EXTRACT_H
#define GPUPERF_EXTRACT_H

#include "gpuperf/flowgraph.h"
#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/emu.h"
#include "gpuperf/kernel.h"
#include "gpuperf/launchrec.h"
#include "gpuperf/sass.h"

/* What the caller hears while an extraction runs, in order; every member may be NULL. */
struct gp_extract_hooks {
	void *ctx;
	/* a warning or note ("warning: ...", "note: ..."), one line without a newline */
	void (*note)(void *ctx, const char *line);
	/* before the emulated launch of fn runs: its arguments (names, values, buffers) into
	 * l. Returns 0, or a negative GP_E* code (d filled) that ends the extraction. NULL:
	 * the arguments as gp_emu_args_from_name() gives them, all 0. */
	int (*launch_prepare)(void *ctx, const struct gp_sass_func *fn, struct gp_emu_launch *l,
			      struct gp_diag *d);
	/* after it ran, before the descriptor is built from it (the result's buffers can be read:
	 * gp_emu_buffer_save). Returns 0, or a negative GP_E* code (d filled) that ends the
	 * extraction. */
	int (*launch_done)(void *ctx, const struct gp_emu_launch *l, const struct gp_emu_result *r,
			   struct gp_diag *d);
};

/* What to extract. Paths and pointers are borrowed for the call. */
struct gp_extract_request {
	const char *sass;                /* cuobjdump -sass / nvdisasm listing, or NULL */
	const char *ptx;                 /* PTX, read when sass is NULL (lower fidelity) */
	const char *ptxas;               /* ptxas -v log: registers, shared memory; or NULL */
	const char *func;                /* the kernel (source or mangled name); NULL: the only one */
	int sm;                          /* its architecture (75 for sm_75); 0: the device's */
	const struct gp_device *dev;     /* latencies and units of the static counts */
	struct gp_flowgraph_opts *co;          /* loop trips and parameter defaults; an emulated
					  * launch adds the trips it measured */
	struct gp_emu_launch *launch;    /* grid, block, seed, ... of a launch to emulate (its
					  * arguments by hooks.launch_prepare); NULL: static counts */
	const char *trace_out;           /* with launch: write it as an Accel-Sim trace into this
					  * directory (kernel-1.traceg, kernelslist.g) */
	struct gp_outset *outs;          /* with trace_out: the set its two files join (util.h:
					  * given names by the caller's gp_outset_commit, with its
					  * other outputs; an error aborts the whole set); NULL:
					  * committed here, both or neither */
	const struct gp_emu_result *reuse; /* with launch: this launch's run made before (for
					  * another device: the run does not depend on it); its
					  * counts are used, nothing is emulated (its arguments'
					  * names still come from hooks.launch_prepare) */
	struct gp_emu_result *keep;      /* with launch: a copy of the run (its global memory
					  * left out) for later requests' reuse; release it with
					  * gp_emu_result_release */
	struct gp_extract_hooks hooks;
};

/* What an extraction made. */
struct gp_extract_result {
	struct gp_kernel k;              /* the descriptor */
	struct gp_flowgraph *cfg;              /* the control-flow graph it was built from */
	struct gp_sass_file file;        /* the listing read (cfg points into it) */
	char func[512];                  /* the kernel's (mangled) name, and its architecture */
	int sm;
};

/*
 * The descriptor of q's kernel into x (initialised here; release it with
 * gp_extract_result_release, also after an error). Returns 0, or a negative GP_E* code with
 * d filled: a listing or log that does not read, no such function, a device without the
 * units it needs, an emulated launch that fails (d at the listing's line), or what
 * hooks.launch_prepare or hooks.launch_done returned.
 */
int gp_extract(const struct gp_extract_request *q, struct gp_extract_result *x,
	       struct gp_diag *d);
void gp_extract_result_release(struct gp_extract_result *x);

/* Iterations per entering warp of each of cfg's loops, from r, as loop specs in co (loops
 * already in co are left alone), so the latency bound and the program section use them. */
int gp_extract_emu_loops(const struct gp_flowgraph *cfg, const struct gp_emu_result *r,
			 struct gp_flowgraph_opts *co);

/* An emulated launch's dynamic counts into k: per-warp instructions per unit (integer and
 * branch work on the FP32 cores of a device without INT32 lanes), issue slots, DRAM bytes
 * (gp_memprofile_dram_bytes), shared-memory bytes by bank wavefronts, fidelity "emulated",
 * and r's memory profile and dynamic section (k takes them: r->memory and r->dynamic
 * become NULL). Returns 0 or -GP_ENOMEM. */
int gp_extract_fill_emulated(struct gp_emu_result *r, const struct gp_device *dev,
			     struct gp_kernel *k, struct gp_diag *d);

/*
 * The descriptor of the emulated launch r on dev into k (initialised here; k->launch is a copy
 * of r with its function's mangled name and architecture): the listing, ptxas log and layout
 * files r names, its arguments and inits as 'extract --arg/--init' takes them, no loop specs.
 * What 'gpuperf extract --sass S --grid G --block B --arg ...' writes, for any caller.
 * Returns 0 or a negative GP_E* code with d filled (nothing in k then).
 */
int gp_extract_launch(const struct gp_launch_rec *r, const struct gp_device *dev,
		      struct gp_kernel *k, struct gp_diag *d);
/* The same with a run of r made before (reuse, or NULL), keeping a copy of the run in keep
 * when not NULL (extract.h's request members of those names). */
int gp_extract_launch_run(const struct gp_launch_rec *r, const struct gp_device *dev,
			  const struct gp_emu_result *reuse, struct gp_emu_result *keep,
			  struct gp_kernel *k, struct gp_diag *d);

#endif
