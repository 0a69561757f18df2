/* trace_cli.h - command-line glue for NVBit traces, shared by extract and trace-report. */
#ifndef GPUPERF_TRACE_CLI_H
#define GPUPERF_TRACE_CLI_H

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

#endif
