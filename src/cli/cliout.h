/* cliout.h - what long-running commands share about their output: an output file that an
 * interrupt does not leave behind half-written, and a progress meter on a terminal. */
#ifndef GPUPERF_CLIOUT_H
#define GPUPERF_CLIOUT_H

#include <time.h>

#include "util.h"

/*
 * Until gp_cliout_unguard(), SIGINT, SIGTERM and SIGHUP remove out's temporary file and exit
 * 128 + the signal, as a shell reports a process the signal killed (130, 143). One output
 * at a time per process.
 */
void gp_cliout_guard(const struct gp_atomic *out);
void gp_cliout_unguard(void);
/* A guarded CSV and its chart (plotpath, may be NULL) committed as set (util.h, gp_outset):
 * both or neither. The chart is drawn from the finished CSV under its temporary name, never
 * over one of the ninputs inputs. Unguards; prints errors; returns an exit status. */
struct gp_outset;
int gp_cliout_commit_plotted(struct gp_atomic *csv, struct gp_outset *set, const char *plotpath,
			     const char *x_col, const char *const *inputs, int ninputs);

/* A progress meter on stderr, shown once the work has run a second. */
struct gp_cliout_progress {
	const char *label;        /* "sweep" */
	struct timespec t0;
	double last_s;
	int shown;
};

void gp_cliout_progress_start(struct gp_cliout_progress *p, const char *label);
/* A progress callback (ctx: the meter): "\rLABEL: done/total points (P%), R points/s". */
void gp_cliout_progress(void *ctx, long long done, long long total);

#endif
