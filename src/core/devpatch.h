/* devpatch.h - write a copy of a device file with newly fitted link figures. */
#ifndef GPUPERF_DEVPATCH_H
#define GPUPERF_DEVPATCH_H

#include "gpuperf/diag.h"

/* New figures for one or both directions ([0] host to device, [1] device to host). */
struct gp_link_update {
	int set[2];
	double startup_s[2];
	int has_lambda[2];
	double lambda[2];
	char source[512];     /* goes into "sources" for the changed paths */
};

/*
 * Read the device JSON at in_path, replace /link/htod and /link/dtoh figures
 * given in u, cite u->source for them, and write the result atomically to
 * out_path, with the outputs of set (util.h, gp_outset; NULL: alone). The rest of the file
 * is kept (key order, other figures).
 */
struct gp_outset;
int gp_devpatch_link(const char *in_path, const struct gp_link_update *u, const char *out_path,
		     struct gp_outset *set, struct gp_diag *d);

#endif
