/* calibcli.h - what 'calibrate' writes and prints (the command layer; calib_data.h holds
 * the points and the fits). */
#ifndef GPUPERF_CALIBCLI_H
#define GPUPERF_CALIBCLI_H

#include <stddef.h>

#include "gpuperf/calib_data.h"

/* The files a run read: no output replaces one, except the model or device file itself
 * with force. Borrowed. */
struct gp_calibcli_guard {
	const char *const *inputs;
	int ninputs;
	int force;
	struct gp_outset *set;    /* the run's outputs, committed together (util.h) */
};

/*
 * Write a's source with each fitted kernel's lambda to outpath (NULL: NAME.calibrated.json
 * in the current directory) as a member of g->set, the path used into out. Prints errors;
 * returns 0 or an exit status.
 */
int gp_calibcli_write_model(const struct gp_app *a, const struct gp_calib_data *c,
			    const char *outpath, const struct gp_calibcli_guard *g, char *out,
			    size_t sz);

/*
 * Write dev's file with the fitted link figures to devout (NULL: NAME.calibrated.json) as a
 * member of g->set, never over model_out (may be NULL); data_path names the measurements in the file's
 * sources. Prints errors; returns 0 or an exit status.
 */
int gp_calibcli_write_device(const struct gp_device *dev, const struct gp_calib_data *c,
			     const char *devout, const char *model_out, const char *data_path,
			     const struct gp_calibcli_guard *g, char *out, size_t sz);

/* --plot: every point measured against its prediction before and after the fits, into path
 * as a member of set (never over one of the ninputs inputs). Prints errors; returns 0 or an
 * exit status. */
struct gp_device;
int gp_calibcli_plot(const struct gp_calib_data *c, const struct gp_device *dev, const char *path,
		     const char *const *inputs, int ninputs, struct gp_outset *set);

/* The fits on stdout, as text or JSON (stable field names); model_out and dev_out name the
 * files written (NULL: none). */
void gp_calibcli_report(const struct gp_calib_data *c, const struct gp_app *app,
			const struct gp_device *dev, int json, const char *model_out,
			const char *dev_out);

#endif
