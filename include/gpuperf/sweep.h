/* sweep.h - design-space sweeps: an application model over the cartesian product of varied
 * inputs and devices, one CSV row per point, in a fixed order whatever the parallelism. */
#ifndef GPUPERF_SWEEP_H
#define GPUPERF_SWEEP_H

#include <stdio.h>
#include "gpuperf/app.h"

/* Largest number of values one axis and one sweep may have (guards overflow). */
#define GP_SWEEP_AXIS_MAX 100000000LL
#define GP_SWEEP_POINTS_MAX 100000000LL   /* 1e8 rows: about 2 min and 5 GB of CSV at the
						 * analytic model's 1 us a point */
#define GP_SWEEP_AXES_MAX 16

/* One varied input. */
struct gp_sweep_axis {
	char name[64];
	int input;           /* input index in the model (gp_app_input_index), set by the caller */
	long long n;
	double *values;      /* n values, owned */
};

/*
 * Parse "VAR=v1,v2,...", "VAR=START:STOP" (step 1), "VAR=START:STOP:STEP" or
 * "VAR=START:STOP:xFACTOR" (geometric). Ranges include STOP when a step lands
 * on it (to 1e-9 relative). Errors (-GP_EUSAGE, d names the option): no '=',
 * a non-number, a zero step, a step that walks away from STOP, a factor <= 1,
 * START > STOP for a factor, more than GP_SWEEP_AXIS_MAX values.
 * On success ax->values is owned by ax: release with gp_sweep_axis_release().
 */
int gp_sweep_axis_parse(const char *spec, struct gp_sweep_axis *ax, struct gp_diag *d);
void gp_sweep_axis_release(struct gp_sweep_axis *ax);

/*
 * Bind a parsed axis to model a: sets ax->input. The one check of --vary for every
 * command (sweep, calibrate --against). Errors, -GP_EUSAGE with d naming "--vary": the
 * name is not an input of a, an axis of prev[0..nprev) already varies that input, a
 * value that is not whole for an int input.
 */
int gp_sweep_axis_bind(struct gp_sweep_axis *ax, const struct gp_app *a,
		       const struct gp_sweep_axis *prev, int nprev, struct gp_diag *d);
/* Parse spec into axes[*naxes] and bind it against the axes before it: one --vary of any
 * command. *naxes counts the axis once parsed (so releasing axes[0..*naxes) frees it
 * after a bind error too). Errors as the two above. */
int gp_sweep_axis_add(const char *spec, const struct gp_app *a, struct gp_sweep_axis *axes,
		      int *naxes, struct gp_diag *d);

/*
 * A position among the points of naxes bound axes (times devices): devices outermost,
 * then the axes in order, the last fastest. axes is borrowed for the iterator's life.
 */
struct gp_sweep_iter {
	const struct gp_sweep_axis *axes;
	int naxes;
	int dev;                              /* device index (0 without devices) */
	long long idx[GP_SWEEP_AXES_MAX];     /* value index per axis */
};

/* Position it at point p (0-based) in that order. */
void gp_sweep_iter_init(struct gp_sweep_iter *it, const struct gp_sweep_axis *axes, int naxes,
			long long p);
/* The inputs at it: base with each axis's current value set. */
void gp_sweep_iter_values(const struct gp_sweep_iter *it, const struct gp_app_values *base,
			  struct gp_app_values *v);
/* Advance to the next point. */
void gp_sweep_iter_next(struct gp_sweep_iter *it);

/* The points of a sweep that could not run (each a row with its error cell). */
struct gp_sweep_failed {
	long long n;
	long long first_point;    /* the first in the CSV's order (0-based row), -1: none */
	char point[512];          /* it, as "device NAME, VAR=VALUE, ..." (the varied inputs) */
	char why[900];            /* its error cell */
};

/* What to sweep; every pointer is borrowed for the duration of gp_sweep_write(). */
struct gp_sweep {
	const struct gp_app *app;
	const struct gp_backend_ops *be;
	void *be_state;
	int ndev;
	const struct gp_device *const *devs;
	int naxes;
	const struct gp_sweep_axis *axes;
	struct gp_app_values base;     /* values of the inputs that are not varied */
	int jobs;                      /* threads (OpenMP); 1 = serial */
	/* filled by gp_sweep_write when not NULL: the points that could not run */
	struct gp_sweep_failed *failed;
	/* called on the writing process between blocks of rows; may be NULL */
	void (*progress)(void *ctx, long long done, long long total);
	void *progress_ctx;
};

/* Points: devices x product of axis lengths; -1 when over GP_SWEEP_POINTS_MAX. */
long long gp_sweep_points(const struct gp_sweep *s);

/* 0, or -GP_EUSAGE with d naming '--vary', the count (devices x each axis's values) and the
 * bound when the sweep has more than GP_SWEEP_POINTS_MAX points: checked before any point
 * runs or any output is opened. */
int gp_sweep_points_check(const struct gp_sweep *s, struct gp_diag *d);

/*
 * Write the header and one row per point to out. Order: devices outermost (in
 * the order given), then the axes in the order given, the last varying
 * fastest. Columns: every input of the model, device, backend, <op>_s for
 * each timed op, total_s, then <kernel>_regime, <kernel>_limiter,
 * <kernel>_occupancy_warps for each kernel op, energy_j and edp_js (joules and
 * joule-seconds of the run, energy.h; empty when the device has no power
 * figures), error (empty, or why this
 * point cannot run: its time cells are then empty), then per kernel op
 * <kernel>_dram_gbps and <kernel>_fp_inst_per_s (achieved over the op's time). The bytes do not depend
 * on jobs. Built with MPI (GP_HAVE_MPI) and run under mpirun with more than
 * one rank, the points are sharded across ranks and only rank 0 writes (out
 * may be NULL elsewhere). Returns 0 or a negative gp_err (write failure,
 * out of memory); a point that cannot run is a row, not an error, counted in s->failed
 * (on every rank under MPI).
 */
int gp_sweep_write(const struct gp_sweep *s, FILE *out, struct gp_diag *d);

/* 1 when this process writes the output (always, without MPI; rank 0 with it). */
int gp_sweep_is_writer(void);

#endif
