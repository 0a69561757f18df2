/* device_whatif.h - what-if devices: a device file with figures overridden on the command line
 * (--set memory.dram_bw_gbps=1800), dependent figures rescaled to stay consistent. */
#ifndef GPUPERF_DEVICE_WHATIF_H
#define GPUPERF_DEVICE_WHATIF_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"

#define GP_WHATIF_MAX 16
#define GP_WHATIF_PATH_MAX 128

/* Overrides: each a device JSON path written with dots ("memory.dram_bw_gbps",
 * "link.htod.lambda"; array elements by index, "uvm.bw_by_size.0.1") and its new value. */
struct gp_whatif {
	int n;
	char path[GP_WHATIF_MAX][GP_WHATIF_PATH_MAX];
	double value[GP_WHATIF_MAX];
	double file_value[GP_WHATIF_MAX];   /* what the file said, filled by gp_whatif_find */
	int rescaled;                       /* figures changed to keep cross-checks true */
	char rescaled_text[256];            /* "memory.clock_mhz, memory.sustained_gbps" */
};

void gp_whatif_init(struct gp_whatif *s);

/* 1 when text names a device figure: a "device." prefix, or a path into one of the device
 * file's sections (memory., units., limits., latency., link., uvm., power.). How 'run'
 * tells a --set device override from a model variable. */
int gp_whatif_is_device_name(const char *text);

/* Parse "PATH=VALUE" (a leading "device." is dropped) and add or replace it.
 * Returns 0, -GP_EPARSE (bad text, d filled), -GP_ELIMIT (more than GP_WHATIF_MAX). */
int gp_whatif_parse(struct gp_whatif *s, const char *text, struct gp_diag *d);

/*
 * Resolve name_or_path like gp_device_find(), apply s (may be NULL or empty: a plain
 * load), and load the result into dev. Overriding memory.dram_bw_gbps rescales the
 * memory clock (the peak is checked against clock x bus x rate) and the measured
 * sustained bandwidths (triad, read-only, write-only) by the same ratio; overriding the
 * clock, bus width or data rate recomputes the peak; each overridden figure's source becomes "what-if". Figures that
 * do not exist or are not numbers are errors naming the path. Returns 0 or negative.
 */
int gp_whatif_find(const char *name_or_path, struct gp_whatif *s, struct gp_device *dev,
		   struct gp_diag *d);

#endif
