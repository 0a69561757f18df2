/* powerclock.h - the SM clock a board sustains when a launch's power meets its limit. */
#ifndef GPUPERF_POWERCLOCK_H
#define GPUPERF_POWERCLOCK_H

#include "gpuperf/device.h"
#include "gpuperf/estimate.h"
#include "gpuperf/kernel.h"

struct gp_powerclock {
	double clock_mhz;      /* the clock the launch runs at: boost, or where its power meets TDP */
	double boost_mhz;      /* the clock searched down from (the device's boost clock) */
	double floor_mhz;      /* the lowest clock searched (the device's base clock) */
	double boost_power_w;  /* the launch's board power at boost_mhz */
	double power_w;        /* at clock_mhz */
	double tdp_w;          /* the board's limit, power.tdp_w */
	int limited;           /* 1 when boost_power_w exceeds tdp_w */
	int above_at_floor;    /* 1 when even floor_mhz draws more than tdp_w (clock_mhz = floor) */
};

/*
 * The highest SM clock in [base_clock_mhz, boost_clock_mhz] at which the launch's average
 * board power while it runs, idle_w + dynamic energy / kernel time (the energy model,
 * energy.h), stays within power.tdp_w: GPU Boost raises the clock while power headroom
 * remains and lowers it when the board's power limit is reached. The launch's instructions
 * and DRAM bytes do not change with the clock, so its dynamic energy is the same at every
 * clock (assumption: the per-operation energies are taken at the voltage the file's figures
 * were set at; a lower clock also lowers the voltage on real boards, so this overstates how
 * far the clock must fall); the kernel time is re-estimated at each clock (the estimate is
 * not linear in it: DRAM-bound time does not shrink with the clock). Power falls with the
 * clock, so the clock is found by bisection, in whole MHz from the base clock. dev is not changed.
 * Errors: -GP_ENOTFOUND when the device has no power section, -GP_EINVAL without a base
 * and a boost clock or on an estimate error (d filled).
 */
int gp_powerclock_solve(const struct gp_device *dev, const struct gp_kernel *k,
			const struct gp_params *params, const struct gp_launch *l,
			struct gp_powerclock *out, struct gp_diag *d);

#endif
