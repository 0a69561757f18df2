/* gpgpusim_options.h - GPGPU-Sim / Accel-Sim option files as a table of options (gpgpusim_options.c).
 * Mapping them onto a device is gpgpusim_import.h. */
#ifndef GPUPERF_GPGPUSIM_OPTIONS_H
#define GPUPERF_GPGPUSIM_OPTIONS_H

#include "gpuperf/diag.h"

/*
 * A gpgpusim.config / trace.config as GPGPU-Sim reads it: "-name value"
 * pairs separated by white space, '#' to the end of the line a comment,
 * a double-quoted value may span lines. A repeated option keeps its last
 * value (and that line).
 */
struct gp_gsim_opt {
	char name[64];        /* with the leading '-' */
	char *value;          /* quotes removed; white space inside quotes removed */
	int line;
	int file;             /* index into gp_gpgpusim_options.files */
	int used;             /* set by gp_gpgpusim_options_get */
};

#define GP_GSIM_FILES_MAX 4
/* Options per config (all files together); real configs hold a few hundred. */
#define GP_GSIM_OPTS_MAX 65536

struct gp_gpgpusim_options {
	int n, cap;
	struct gp_gsim_opt *opts;
	int *slots;           /* name hash: option index + 1, 0 empty; nslots a power of two */
	int nslots;
	int nfiles;
	char files[GP_GSIM_FILES_MAX][512];
};

/* An empty table (no allocation). */
void gp_gpgpusim_options_init(struct gp_gpgpusim_options *c);
/* Free what c holds (options, values, index) and leave it empty, as after _init. */
void gp_gpgpusim_options_release(struct gp_gpgpusim_options *c);
/*
 * Parse text (named file in messages) and add its options to c; later
 * files override earlier ones. Errors name file and line: an unterminated
 * quote, text where an option was expected, an option without a value.
 */
int gp_gpgpusim_options_parse(struct gp_gpgpusim_options *c, const char *text, const char *file,
			 struct gp_diag *d);
/* Read a file and parse it. */
int gp_gpgpusim_options_load(struct gp_gpgpusim_options *c, const char *path, struct gp_diag *d);
/* The option (name with '-'), marked used; NULL when absent. Borrowed from c. */
const struct gp_gsim_opt *gp_gpgpusim_options_get(struct gp_gpgpusim_options *c, const char *name);

#endif
