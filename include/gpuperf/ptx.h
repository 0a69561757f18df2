/* ptx.h - PTX (nvcc -ptx) read into the same instruction form as SASS: the lower-fidelity path. */
#ifndef GPUPERF_PTX_H
#define GPUPERF_PTX_H

#include <stddef.h>
#include "gpuperf/diag.h"
#include "gpuperf/sass.h"

/*
 * Parse PTX text: every .entry and .func becomes a function (source
 * GP_SRC_PTX) whose instructions carry PTX opcodes classed by the PTX table,
 * virtual registers numbered from GP_REG_VIRT (predicates odd, others even),
 * labels and branch targets. ld.param is left out: SASS reads parameters as
 * constant operands. PTX is what ptxas starts from, not what runs, so
 * descriptors made from it are marked lower fidelity. Errors name the line.
 */
int gp_ptx_parse(const char *text, size_t len, const char *name, struct gp_sass_file *out,
		 struct gp_diag *d);
int gp_ptx_load(const char *path, struct gp_sass_file *out, struct gp_diag *d);

#endif
