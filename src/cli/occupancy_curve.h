/* occupancy_curve.h - 'gpuperf occupancy' beyond one launch: the registers and shared memory
 * of a given kernel, and curves over block size, registers or shared memory. */
#ifndef GPUPERF_OCCUPANCY_CURVE_H
#define GPUPERF_OCCUPANCY_CURVE_H

#include "gpuperf/device.h"
#include "gpuperf/occcurve.h"

/*
 * Registers per thread and static shared memory of a kernel: a descriptor (kernel, a name or
 * path) or a 'ptxas -v' log (ptxas) whose entry function is function (NULL: the log's only
 * one), for dev's architecture where the log has several. *regs / *smem are set only when
 * negative (not given on the command line). A note on stderr says what was read. Returns 0
 * or an exit status (errors printed). label (size n) gets the kernel's short name.
 */
int gp_occcli_kernel(const char *kernel, const char *ptxas, const char *function,
		     const struct gp_device *dev, long long *regs, long long *smem, char *label,
		     size_t n);

/* The curve over axis as a table (csv 0) or CSV on stdout, and a chart at plot (NULL: none);
 * block, regs and smem are the held values and mark the launch's own point. Returns an
 * exit status. */
int gp_occcli_curve(const struct gp_device *dev, enum gp_occ_axis axis, long long block,
		    long long regs, long long smem, int carveout, const char *label, int csv,
		    const char *plot, const char *const *inputs, int ninputs);

#endif
