/* launch_emu.h - 'estimate --sass F --function K --grid G --block B --arg ...': a kernel
 * emulated at the launch the command evaluates (gpuperf/extract.h gp_extract_launch), and an
 * emulated descriptor given with --kernel at another launch than the one it records:
 * emulated again from its listing, or refused. */
#ifndef GPUPERF_LAUNCH_EMU_H
#define GPUPERF_LAUNCH_EMU_H

#include "cli.h"
#include "optable.h"
#include "gpuperf/launchrec.h"

struct gp_cli_emu {
	const char *sass, *func, *ptxas, *ptx, *cubin, *source, *cache;
	long long seed, sample;
	int nargs, ninit;
	const char *args[GP_LAUNCH_ARGS_MAX], *inits[GP_LAUNCH_ARGS_MAX];
};
/* The options above as a table over struct gp_cli_emu (GP_OPTION_GROUP). */
extern const struct gp_option gp_cli_emu_options[];
void gp_cli_emu_init(struct gp_cli_emu *em);

/*
 * The descriptor the command evaluates into k: with --sass, the listing emulated at a's
 * launch (--grid/--threads, --block; --kernel must be absent); else --kernel loaded, and when
 * it records an emulated launch and --grid/--block give another, emulated again there (a note
 * on stderr) or refused when its listing cannot be read. --cache DIR keeps the emulations.
 * Returns 0 or an exit status (errors printed).
 */
int gp_cli_emu_kernel(const char *cmd, const struct gp_cli_emu *em, struct gp_cli_launch *a,
		      const struct gp_device *dev, struct gp_kernel *k);

/* gp_cli_emu_kernel for a command without --sass: --kernel loaded, emulated again at
 * another --grid/--block, or refused. */
int gp_cli_emu_find(const char *cmd, struct gp_cli_launch *a, const struct gp_device *dev,
		    struct gp_kernel *k);

#endif
