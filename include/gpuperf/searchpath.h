/* searchpath.h - where gpuperf finds device, kernel, model and system files by name. */
#ifndef GPUPERF_SEARCHPATH_H
#define GPUPERF_SEARCHPATH_H

#include <stddef.h>
#include "gpuperf/diag.h"

enum gp_data_kind { GP_DATA_DEVICES, GP_DATA_KERNELS, GP_DATA_MODELS, GP_DATA_SYSTEMS };

#define GP_SEARCHPATH_DIRS_MAX 32
#define GP_SEARCHPATH_LEN 1024

/*
 * The directories searched for kind, in order: the colon-separated extra list (may be
 * NULL), each $GPUPERF_PATH entry's <subdir>, the kind's older variable ($GPUPERF_DEVICES,
 * $GPUPERF_KERNELS, $GPUPERF_MODELS, $GPUPERF_SYSTEMS), ./<subdir>, the share directory
 * next to the running binary (<bin>/../share/gpuperf/<subdir>), the compiled-in
 * GP_DATADIR/<subdir>, and the source tree the binary was built from. Duplicates are
 * dropped. Fills dirs and returns how many (at most max).
 */
int gp_searchpath_dirs(enum gp_data_kind kind, const char *extra,
		     char dirs[][GP_SEARCHPATH_LEN], int max);

/*
 * Resolve name_or_path to a file: a path as given when it exists or names a directory
 * (contains '/'); else NAME and NAME.json in the current directory; else NAME.json in
 * each directory of gp_searchpath_dirs(). Returns 0 with path (of size sz) filled, or
 * -GP_ENOTFOUND with d filled (field `field`, a hint naming GPUPERF_PATH and the share
 * directory).
 */
int gp_searchpath_find(enum gp_data_kind kind, const char *name_or_path, const char *extra,
		     char *path, size_t sz, const char *field, struct gp_diag *d);

#endif
