/* estimate_print.h - the printers of 'gpuperf estimate' (estimate_print.c), which the
 * several-device form (estimate_devices.c) shares with the one-device form. */
#ifndef GPUPERF_ESTIMATE_PRINT_H
#define GPUPERF_ESTIMATE_PRINT_H

#include "cli.h"
#include "gpuperf/estimate.h"
#include "gpuperf/powerclock.h"

/* One JSON object on stdout, without a newline after it. pc: the power-limited clock the
 * launch ran at (--clock sustained without a measured one), or NULL. */
void gp_estprint_json(const struct gp_device *dev, const struct gp_kernel *k,
		      const struct gp_cli_launch *a, const struct gp_estimate *e,
		      const struct gp_powerclock *pc);
/* The human lines on stdout; pc as above. */
void gp_estprint_human(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_cli_launch *a, const struct gp_estimate *e,
		       const struct gp_powerclock *pc);
/* The roofline (gpuperf/roofline.h): two lines on stdout and a chart at path (gnuplot).
 * Returns an exit status (errors printed). */
int gp_estprint_roofline(const struct gp_device *dev, const struct gp_kernel *k,
			 const struct gp_estimate *e, const char *path);

/* --device a,b,c or all (gp_estimate_is_device_list): a table row or JSON object per device
 * (estimate_devices.c); a (the parsed launch options, device the list) is not changed.
 * Returns 0 when every device was estimated, else GP_EXIT_ERROR with each failed row
 * naming its reason (its error also on stderr), or a usage status. */
int gp_estimate_is_device_list(const char *device_arg);
int gp_estimate_devices(const struct gp_cli_launch *a, const char *plot, int json);

#endif
