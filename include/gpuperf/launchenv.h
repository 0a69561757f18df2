/* launchenv.h - the built-in names a descriptor expression may use without declaring them:
 * the launch as CUDA writes it (blockDim.x, gridDim.y, threads, ...) and device figures. */
#ifndef GPUPERF_LAUNCHENV_H
#define GPUPERF_LAUNCHENV_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/expr.h"
#include "gpuperf/kernel.h"

/* A launch's shape: grid in blocks and block in threads, per dimension (unused ones 1). */
struct gp_launchenv {
	long long grid_dim[3];
	long long block_dim[3];
};

/* Product of the three dimensions (grid: blocks; block: threads per block). */
long long gp_launchenv_blocks(const struct gp_launchenv *env);
long long gp_launchenv_block_threads(const struct gp_launchenv *env);

/* 1 when name is a built-in (kernels/README.md lists them), 0 otherwise. */
int gp_launchenv_is_builtin(const char *name);

/* The value of built-in name for env on dev (dev may be NULL: device names then fail).
 * Returns 1 and sets *out, or 0 when name is not a built-in or needs the device. */
int gp_launchenv_value(const char *name, const struct gp_launchenv *env,
		       const struct gp_device *dev, double *out);

/* The name of the i-th built-in (0-based), NULL past the last: for listings. */
const char *gp_launchenv_name(int i);

/*
 * Add to p every built-in that k's expressions use or that k declares as a parameter
 * (the launch then replaces the declared default), unless p already sets it: a
 * --param the user gave wins. Returns how many were added, or -GP_ELIMIT with d
 * filled when p is full.
 */
int gp_launchenv_apply(const struct gp_kernel *k, const struct gp_launchenv *env,
		       const struct gp_device *dev, struct gp_params *p, struct gp_diag *d);

/* 1 when any of k's expressions (counts, loop trips) uses name. */
int gp_launchenv_kernel_uses(const struct gp_kernel *k, const char *name);

#endif
