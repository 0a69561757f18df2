/* gpgpusim_import.h - device descriptions from GPGPU-Sim / Accel-Sim configuration files
 * (gpgpusim_import.c). */
#ifndef GPUPERF_GPGPUSIM_IMPORT_H
#define GPUPERF_GPGPUSIM_IMPORT_H

#include <stddef.h>

#include "gpuperf/device.h"
#include "gpuperf/device_save.h"
#include "gpuperf/diag.h"
#include "gpuperf/gpgpusim_options.h"

struct gp_import_opts {
	const char *trace_config;   /* Accel-Sim trace.config, or NULL */
	const char *name;           /* device name; NULL: from the config's directory name */
	const char *like;           /* shipped device (name or path) giving the figures a config
				     * lacks; NULL: the shipped device with the same SM count and
				     * threads per SM, if exactly one; "none": built-in defaults */
	const char *search_path;    /* colon-separated device directories (NULL: $GPUPERF_DEVICES,
				     * then "devices") searched for the matching device */
};

/* An Accel-Sim execution unit with its opcode latency and initiation interval. */
struct gp_import_op {
	char unit[16];              /* "int" "sp" "dp" "sfu" "tensor", or a specialized unit's name */
	int units;                  /* units per SM (specialized units), 0 when not given */
	int latency_cycles;
	int initiation_cycles;
	int line;
};

#define GP_IMPORT_UNMAPPED_MAX 256
#define GP_IMPORT_OPS_MAX 16
#define GP_IMPORT_NOTES_MAX 16

struct gp_import {
	struct gp_device dev;
	struct gp_sources src;
	char like[512];             /* path of the device the defaults came from, "" = built-in */
	int n_unmapped;             /* options gpuperf does not use, each once */
	struct {
		char name[64];
		int file, line;
	} unmapped[GP_IMPORT_UNMAPPED_MAX];
	int n_unmapped_dropped;     /* beyond the table */
	char files[GP_GSIM_FILES_MAX][512];
	int n_ops;
	struct gp_import_op ops[GP_IMPORT_OPS_MAX];
	int n_notes;                /* remarks worth printing (figures far from the like device) */
	char notes[GP_IMPORT_NOTES_MAX][320];
};

/*
 * A device figure read straight from one integer option (the rest of the mapping derives
 * figures from several options and stays code). The option's value, checked against
 * min..max, goes into the field at offset field of struct gp_device; an absent option is an
 * error when required, else the field gets dflt (or, when dflt_field is nonzero, the value
 * of the field at that offset, of the same type) and its source says dflt_cite.
 */
struct gp_import_figure {
	const char *option;         /* with the leading '-' */
	long long min, max;
	int required;
	int step;                   /* the point of the mapping that reads it */
	size_t field;               /* offsetof(struct gp_device, ...) */
	int is_double;              /* the field is a double, else an int */
	const char *path;           /* its key in struct gp_sources ("/limits/regs_per_sm") */
	double dflt;
	size_t dflt_field;
	const char *dflt_cite;
};

/* The table of one-to-one figures (static storage); *n gets its length. */
const struct gp_import_figure *gp_import_figures(int *n);

/*
 * Read a gpgpusim.config (and, when o->trace_config is set, Accel-Sim's
 * trace.config, whose options override) into out->dev, citing the option
 * and line of every figure in out->src. Figures a config does not hold
 * (PCIe link, Unified Memory, power, memory size, a few latencies and
 * occupancy granularities) come from the matching shipped device when
 * there is one, else from documented gpuperf defaults; out->src says
 * which. Returns 0 or negative with d naming file, line and option for a
 * malformed value or a missing required option. out is heap-sized
 * (~100 KB): allocate it.
 */
int gp_import_gpgpusim(const char *config_path, const struct gp_import_opts *o,
		       struct gp_import *out, struct gp_diag *d);

#endif
