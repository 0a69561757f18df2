/* extract_emu.h - command-line glue for 'gpuperf extract --grid G --block B ...': the emulator's
 * launch options, the kernel's arguments and the report of the run (the run itself and what it
 * puts into the descriptor are the library's: gpuperf/extract.h). */
#ifndef GPUPERF_EXTRACT_EMU_H
#define GPUPERF_EXTRACT_EMU_H

#include "gpuperf/flowgraph.h"
#include "gpuperf/device.h"
#include "gpuperf/emu.h"
#include "gpuperf/kernel.h"
#include "gpuperf/launchrec.h"

#define GP_EMU_CLI_MAX 64

struct gp_emu_cli {
	const char *cmd;                 /* the command its messages name ("extract", set by
					    gp_emu_cli_init; "simulate" for simulate --sass) */
	int on;                          /* --grid given */
	const char *grid, *block, *trace_out;
	const char *source;              /* --source FILE.cu: argument names (and types for an
					    extern "C" kernel) */
	const char *ptx, *cubin;         /* --ptx beside --sass, the --cubin or the --cu build:
					    argument layout when the name is not mangled */
	int real_unknown;                /* the layout (a cubin's) does not say which 4-byte
					    arguments are floats: a value written as a real is */
	int nargv, ninit;
	const char *argv[GP_EMU_CLI_MAX];    /* --arg I=V */
	const char *init[GP_EMU_CLI_MAX];    /* --init I=... */
	int ndump;
	const char *dump[GP_EMU_CLI_MAX];    /* --dump I=PATH */
	int no_skip_loops;               /* --no-skip-loops: every period of the loops runs (with
					    --dump too: skipped periods store no values) */
	uint8_t *init_file[GP_EMU_MAX_ARGS]; /* --init I=file:PATH contents, during the run */
	struct gp_outset *set;           /* the --dump files join it (util.h): committed with
					    the command's other outputs; NULL: each alone */
	struct gp_emu_launch l;
};

void gp_emu_cli_init(struct gp_emu_cli *e);
/* An emulator option of the command tables' EMU entries (--grid --block --arg --init --dump
 * --branch --source --trace-out --trace-format; --seed, --sample-blocks, --max-steps and
 * --smem-dynamic are plain table entries): 1 when taken, 0 when opt is none of them, -1
 * (usage error printed) on a bad value. */
int gp_emu_cli_option(struct gp_emu_cli *e, const char *opt, const char *val);

/* The kernel fn's arguments into e->l: their layout from its name, their names from
 * --source, the values and buffers of --arg and --init (a warning for each scalar not given),
 * and the limit of --trace-out. Returns 0 or an exit status (error printed). */
int gp_emu_cli_prepare(struct gp_emu_cli *e, const char *sass_path,
		       const struct gp_sass_func *fn);

/* What the emulated launch found, on stderr: blocks and warps run, the sample, loop trips,
 * addresses and branches that depend on unknown data. */
void gp_emu_cli_report(const struct gp_emu_cli *e, const struct gp_emu_result *r);
/* After the run: each --dump I=PATH written from r (never over the listing or an --init
 * file). Returns 0 or an exit status (error printed). */
int gp_emu_cli_dump(struct gp_emu_cli *e, const char *sass_path, const struct gp_emu_result *r);
/* The launch e describes, as a descriptor records it (gpuperf/launchrec.h): paths made
 * absolute. Returns 0, or -1 when a path does not resolve or a value is too long (the
 * descriptor then records no launch). */
int gp_emu_cli_record(const struct gp_emu_cli *e, const char *sass, const char *ptxas,
		      const char *func, int sm, struct gp_launch_rec *r);
/* Frees what the launch's --init files held (the arguments point at them until then). */
void gp_emu_cli_release(struct gp_emu_cli *e);

#endif
