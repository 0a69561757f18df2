/* powerclock.c - the SM clock at which a launch's board power meets the board's limit. */
#include <math.h>
#include <string.h>

#include "gpuperf/energy.h"
#include "gpuperf/powerclock.h"

/* The launch's average board power at SM clock mhz, W: idle power plus its dynamic
 * energy over the time it runs (no launch overhead). */
static int power_at(const struct gp_device *dev, double mhz, const struct gp_kernel *k,
		    const struct gp_params *params, const struct gp_launch *l, double *w,
		    struct gp_diag *d)
{
	struct gp_device at = *dev;
	struct gp_estimate e;
	struct gp_energy en;

	if (gp_device_set_clock(&at, GP_CLOCK_MHZ, mhz, d) < 0 ||
	    gp_estimate_kernel(&at, k, params, l, &e, d) < 0 || gp_energy_kernel(&at, &e, &en, d) < 0)
		return -1;
	if (!(e.kernel_s > 0))
		return gp_error(d, GP_EINVAL, "the launch takes no time at %g MHz", mhz);
	*w = dev->power.idle_w + en.dynamic_j / e.kernel_s;
	return 0;
}

int gp_powerclock_solve(const struct gp_device *dev, const struct gp_kernel *k,
			const struct gp_params *params, const struct gp_launch *l,
			struct gp_powerclock *out, struct gp_diag *d)
{
	double lo, hi, p;

	memset(out, 0, sizeof(*out));
	if (!dev->power.has_power || !(dev->power.tdp_w > 0)) {
		gp_diag_field(d, "/power/tdp_w");
		gp_error(d, GP_ENOTFOUND, "device '%s' has no power figures: no power-limited clock",
			 dev->name);
		gp_diag_hint(d, "add a \"power\" section with tdp_w to %s (devices/README.md), or "
			     "give the clock in MHz", dev->path);
		return -GP_ENOTFOUND;
	}
	if (!(dev->base_clock_mhz > 0) || !(dev->boost_clock_mhz > dev->base_clock_mhz)) {
		gp_diag_field(d, "/base_clock_mhz");
		gp_error(d, GP_EINVAL, "device '%s' gives no base clock below its boost clock: the "
			 "power-limited clock is searched between the two", dev->name);
		gp_diag_hint(d, "add base_clock_mhz to %s, or give the clock in MHz", dev->path);
		return -GP_EINVAL;
	}
	out->tdp_w = dev->power.tdp_w;
	out->boost_mhz = dev->boost_clock_mhz;
	out->floor_mhz = dev->base_clock_mhz;
	if (power_at(dev, out->boost_mhz, k, params, l, &out->boost_power_w, d) < 0)
		return -GP_EINVAL;
	out->clock_mhz = out->boost_mhz;
	out->power_w = out->boost_power_w;
	if (out->boost_power_w <= out->tdp_w)
		return 0;
	out->limited = 1;
	if (power_at(dev, out->floor_mhz, k, params, l, &p, d) < 0)
		return -GP_EINVAL;
	if (p > out->tdp_w) {
		out->above_at_floor = 1;
		out->clock_mhz = out->floor_mhz;
		out->power_w = p;
		return 0;
	}
	/* whole MHz, as boards step their clocks; invariant: power(lo) <= tdp < power(hi) */
	lo = out->floor_mhz, hi = out->boost_mhz;
	out->power_w = p;
	while (hi - lo > 1) {
		double mid = floor(0.5 * (lo + hi));
		if (mid <= lo)
			break;
		if (power_at(dev, mid, k, params, l, &p, d) < 0)
			return -GP_EINVAL;
		if (p <= out->tdp_w)
			lo = mid, out->power_w = p;
		else
			hi = mid;
	}
	out->clock_mhz = lo;
	return 0;
}
