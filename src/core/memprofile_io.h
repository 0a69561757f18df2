/* memprofile_io.h - JSON reading and writing of a descriptor's "dynamic", "memory" and
 * "footprints" sections (internal: cJSON stays out of include/gpuperf). */
#ifndef GPUPERF_MEMPROFILE_IO_H
#define GPUPERF_MEMPROFILE_IO_H

#include "gpuperf/memprofile.h"
#include "jsonutil.h"

/* Read root's optional sections; *mp / *dy stay NULL when absent. 0 or negative (r->d set). */
int gp_memprofile_read(struct gp_jr *r, const cJSON *root, struct gp_memprofile **mp,
		       struct gp_dynamic **dy);
/* Add the sections of mp / dy (either may be NULL) to root. */
void gp_memprofile_write(cJSON *root, const struct gp_memprofile *mp, const struct gp_dynamic *dy);

#endif
