/* extract_emu.h - command-line glue for 'gpuperf extract --grid G --block B ...': the emulator's
 * launch options, the run, and what it puts into the descriptor. */
#ifndef GPUPERF_EXTRACT_EMU_H
#define GPUPERF_EXTRACT_EMU_H

#include "gpuperf/cfg.h"
#include "gpuperf/device.h"
#include "gpuperf/emu.h"
#include "gpuperf/kernel.h"

#define GP_EMU_CLI_MAX 64

struct gp_emu_cli {
	int on;                          /* --grid given */
	const char *grid, *block, *trace_out;
	const char *source;              /* --source FILE.cu: argument names */
	int nargv, ninit;
	const char *argv[GP_EMU_CLI_MAX];    /* --arg I=V */
	const char *init[GP_EMU_CLI_MAX];    /* --init I=... */
	int ndump;
	const char *dump[GP_EMU_CLI_MAX];    /* --dump I=PATH */
	uint8_t *init_file[GP_EMU_CLI_MAX];  /* --init I=file:PATH contents, during the run */
	struct gp_emu_launch l;
};

void gp_emu_cli_init(struct gp_emu_cli *e);
/* 1 when opt is one of the emulator's options (then val is taken), 0 when not, -1 (usage
 * error printed) on a bad value. */
int gp_emu_cli_option(struct gp_emu_cli *e, const char *opt, const char *val);
/* 1 when opt takes a value and belongs to the emulator. */
int gp_emu_cli_is_option(const char *opt);

/*
 * Run the emulator on fn (registers and static shared memory as ptxas says, 0 unknown),
 * write --trace-out, print what it found to stderr. Returns 0 or an exit status (error
 * printed).
 */
int gp_emu_cli_run(struct gp_emu_cli *e, const char *sass_path, const struct gp_sass_func *fn,
		   int smem_static_bytes, int nregs, struct gp_emu_result *r);

/* Iterations per entering warp of each of cfg's loops, from r, as --loop specs in co (loops
 * the user set are left alone), so the latency bound and the program section use them. */
int gp_emu_cli_loops(const struct gp_cfg *cfg, const struct gp_emu_result *r,
		     struct gp_cfg_opts *co);

/* Per-warp counts, DRAM and shared bytes, fidelity "emulated", memory profile and dynamic
 * section into k (which takes r's profile: r->memory and r->dynamic become NULL). */
int gp_emu_cli_fill(struct gp_emu_result *r, const struct gp_device *dev, struct gp_kernel *k,
		    struct gp_diag *d);

/*
 * extract's emulated launch of fn from the listing sass (file: its parsed form): constant
 * bank 2 from the listing (BRX jump tables), the run (smem_static_bytes and nregs as ptxas
 * says, 0 unknown), then *cfg rebuilt for dev with the loop trips found (co takes them).
 * Returns 0 or an exit status (error printed); r holds the run for gp_emu_cli_fill().
 */
int gp_emu_cli_extract(struct gp_emu_cli *e, const char *sass, const struct gp_sass_file *file,
		       const struct gp_sass_func *fn, int smem_static_bytes, int nregs,
		       const struct gp_device *dev, struct gp_cfg_opts *co, struct gp_cfg **cfg,
		       struct gp_emu_result *r);

#endif
