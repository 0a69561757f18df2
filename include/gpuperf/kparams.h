/* kparams.h - a kernel's parameter layout (each argument's size, pointer or scalar, integer
 * or real) without a mangled C++ name: from the PTX .param list, from a cubin's parameter
 * table (EIATTR_KPARAM_INFO of .nv.info.<kernel>) and from the kernel's declaration in its
 * CUDA source. extern "C" kernels (NVRTC, CuPy RawKernel, driver-API code) carry no types in
 * their symbol; these three carry them. */
#ifndef GPUPERF_KPARAMS_H
#define GPUPERF_KPARAMS_H

#include <stddef.h>
#include "gpuperf/diag.h"
#include "gpuperf/emu.h"

/*
 * One parameter type as written in C or as c++filt prints it ("float const*", "const int",
 * "unsigned long", "size_t") into a (is_pointer, size_bytes, is_float). Returns 0, or -1 for
 * a type the emulator does not lay out (a struct passed by value, a template).
 */
int gp_kparams_ctype(const char *type, struct gp_emu_arg *a);

/*
 * The .param list of `.entry func(...)` in PTX text: .u32/.s32/.b32 integers, .f32/.f64
 * reals, 64-bit ones a pointer when the body converts it to an address (cvta.to.global /
 * .shared, or an ld/st through it), else a 64-bit integer. Fills l->args (names "arg0"..)
 * and l->nargs. Returns 0; -GP_ENOTFOUND when the PTX has no such entry; -GP_EINVAL for a
 * parameter the emulator does not lay out (an aggregate .b8 array), d naming it.
 */
int gp_kparams_from_ptx(const char *ptx, const char *func, struct gp_emu_launch *l,
			struct gp_diag *d);

/*
 * The parameter table of func in an ELF cubin (buf, len bytes): EIATTR_KPARAM_INFO entries
 * give each parameter's ordinal, offset and size in bytes, not its type: an 8-byte one is
 * taken as a pointer, a 4-byte one as an integer (*real_unknown is set: a caller may take a
 * value written as a real as a float). Returns 0; -GP_ENOTFOUND when the cubin has no
 * .nv.info.<func>; -GP_EPARSE for a file that is not an ELF cubin or a table out of bounds;
 * -GP_EINVAL for gaps or sizes other than 1, 2, 4, 8 (an aggregate).
 */
int gp_kparams_from_cubin(const void *buf, size_t len, const char *func, struct gp_emu_launch *l,
			  int *real_unknown, struct gp_diag *d);

/*
 * The declaration `__global__ ... base(...)` in CUDA source text (base: the kernel's name as
 * written, without namespaces or template arguments). With types != 0 it fills l->args and
 * l->nargs from the declared types; else it only names the first l->nargs arguments (the last
 * identifier of each declaration), as --arg NAME=V and --init NAME=.. use them. Returns 0;
 * -GP_ENOTFOUND when no such __global__ declaration is in the text; -GP_EINVAL when a declared
 * type is one gp_kparams_ctype does not lay out.
 */
int gp_kparams_from_source(const char *src, const char *base, int types, struct gp_emu_launch *l,
			   struct gp_diag *d);

#endif
