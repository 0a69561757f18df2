/* trace_cli.h - command-line glue for NVBit traces, shared by extract and trace-report. */
#ifndef GPUPERF_TRACE_CLI_H
#define GPUPERF_TRACE_CLI_H

#include <stdio.h>

#include "gpuperf/device.h"
#include "gpuperf/kernel.h"
#include "gpuperf/traceg.h"
#include "gpuperf/trace_kernel.h"

/*
 * Load a trace given as kernel-N.traceg or as kernelslist.g (then its kernel
 * named func, or the first; the list's copies name the arrays). Fills t, l
 * (l->n == 0 for a bare .traceg) and, with dev, k and st. Prints errors the
 * compiler way and returns 0 or an exit status.
 */
int gp_cli_trace_load(const char *trace, const char *func, const struct gp_device *dev,
		      struct gp_trace_kernel *t, struct gp_trace_list *l, struct gp_kernel *k,
		      struct gp_trace_stats *st);

/* 'gpuperf extract --trace FILE --device D [-o OUT]': returns an exit status. */
int gp_extract_trace(const char *trace, const char *func, const char *device, const char *outp);

/* 'gpuperf simulate --trace LIST|TRACEG --device D ...': the engine on each traced kernel of the
 * list, its copies priced by eq. 5.5; returns an exit status. */
int gp_simulate_trace(int argc, char **argv);

/* ==== trace-report's document ==== */

/* One table row, kept for the notes under the table (they say only what the rows show). */
struct gp_trace_report_row {
	const char *name;
	char dev[128];
	long long grid;
	int block;
	double trace_ins, engine_ins, meas_ins;   /* warp instructions */
	double pcyc, ecyc, mcyc;                  /* predicted, engine, measured cycles */
	int have_m, same_kernel;
};

/* The report's title and what its columns mean; hw is the GPU the logs come from. */
void gp_trace_report_intro(FILE *f, const struct gp_device *hw);
/* The notes under the table, each derived from the n rows written above it. */
void gp_trace_report_notes(FILE *f, const struct gp_trace_report_row *rows, int n);

#endif
