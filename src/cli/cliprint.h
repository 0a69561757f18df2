/* cliprint.h - printers the commands share for what they show people: numbers with SI
 * prefixes, the device comparison table, a listing's functions. Command layer only. */
#ifndef GPUPERF_CLIPRINT_H
#define GPUPERF_CLIPRINT_H

#include <stdio.h>

#include "gpuperf/device.h"
#include "gpuperf/estimate.h"
#include "gpuperf/sass.h"

/* "814 GB/s": v scaled to k/M/G/T/P with 4 significant digits, then unit. */
void gp_cliprint_si(FILE *f, double v, const char *unit);

/* devices --compare: one column per device (n of them, pk their peaks), one row per figure;
 * with json a JSON array of one object per device with the same figures. */
void gp_cliprint_devices_compare(FILE *f, const struct gp_device *devs,
				 const struct gp_device_peaks *pk, int n, int json);

/* Estimate e's caveats (estimate_caveats.h): each on a line after prefix (e.g. "caution       "), or
 * with json as `, "caveats": [{"id", "text"}]` (an empty array when there are none). */
void gp_cliprint_caveats(FILE *f, const struct gp_estimate *e, const char *prefix, int json);

/* extract --list: each function of a listing with its architecture and instruction count. */
void gp_cliprint_sass_functions(FILE *f, const struct gp_sass_file *file);

#endif
