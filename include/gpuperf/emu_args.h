/* emu_args.h - an emulated launch's arguments from text: their layout (the mangled name, else
 * the PTX beside the listing, a cubin or the CUDA declaration: kparams.h), then the values
 * ("3=1000", "n=1000", "0=4096" a pointer's buffer size) and the buffers' contents ("in=zeros",
 * "in=random:0:1", "in=file:PATH"), as 'extract --arg/--init' and the launch-bound kernels
 * of application models give them (klaunch.h). */
#ifndef GPUPERF_EMU_ARGS_H
#define GPUPERF_EMU_ARGS_H

#include <stddef.h>
#include <stdint.h>
#include "gpuperf/diag.h"
#include "gpuperf/emu.h"
#include "gpuperf/sass.h"

/* Where an extern "C" kernel's argument layout can come from; each member may be NULL. */
struct gp_emu_argsrc {
	const char *listing;   /* the PTX beside it ("k.sm_80.sass": k.sm_80.ptx, k.ptx) */
	const char *ptx, *cubin;
	const char *source;    /* the .cu that declares the kernel: names (and types) */
};

/*
 * fn's arguments into l->args: their layout from fn's mangled name, else from s's PTX (given,
 * then beside the listing), cubin and source in that order; then the source's names. from
 * (n bytes) gets the file an extern "C" layout came from ("" from the name). *real_unknown is
 * set when the layout (a cubin's) does not say which 4-byte arguments are floats. Returns 0;
 * 1 when no file lays out an extern "C" kernel (l->nargs 0; d says why: an error only when
 * arguments are to be given); negative GP_E* with d filled (a file that does not read or does
 * not describe fn).
 */
int gp_emu_args_layout(const struct gp_emu_argsrc *s, const struct gp_sass_func *fn,
		       struct gp_emu_launch *l, int *real_unknown, char *from, size_t n,
		       struct gp_diag *d);

/* The argument spec ("3=..." or "NAME=...") names: its index, and *eq at its '=';
 * -1 when it names none. */
long gp_emu_arg_index(const struct gp_emu_launch *l, const char *spec, const char **eq);

/*
 * "I=V": a scalar's value (a whole number for an integer, within its C type's range), a
 * pointer's buffer size in bytes (a whole number >= 0) or "null". real_unknown as
 * gp_emu_args_layout sets it. Returns 0 or -GP_EUSAGE with d's message naming spec.
 */
int gp_emu_arg_apply(struct gp_emu_launch *l, int real_unknown, const char *spec,
		     struct gp_diag *d);

/*
 * "I=zeros|index|const:V|random:LO:HI|ring:SPACING|file:PATH": a pointer argument's
 * contents. A file is read into files[I] (freed by the caller with gp_emu_args_free_files;
 * the argument points at it until then). Returns 0, -GP_EUSAGE (d naming spec) or the
 * file's read error.
 */
int gp_emu_init_apply(struct gp_emu_launch *l, const char *spec,
		      uint8_t *files[GP_EMU_MAX_ARGS], struct gp_diag *d);
void gp_emu_args_free_files(struct gp_emu_launch *l, uint8_t *files[GP_EMU_MAX_ARGS]);

#endif
