/* cmd_estimate.c - 'gpuperf estimate': one kernel launch through the analytical model. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "estimate_print.h"
#include "launch_emu.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/estimate.h"
#include "gpuperf/powerclock.h"

struct estimate_opts {
	struct gp_cli_launch a;
	struct gp_cli_emu em;
	const char *plot;
	int json;
};

static int read_model(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	(void)opt;
	if (gp_model_parse(val, &((struct estimate_opts *)base)->a.l.model) < 0)
		return gp_cli_usage(cmd, "--model must be thesis, hierarchy or auto, got '%s'", val);
	return 0;
}

static int read_reuse(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	(void)opt;
	if (gp_reuse_parse(val, &((struct estimate_opts *)base)->a.l.reuse) < 0)
		return gp_cli_usage(cmd, "--reuse must be stack or proportional, got '%s'", val);
	return 0;
}

static int read_combine(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	(void)opt;
	if (gp_combine_parse(val, &((struct estimate_opts *)base)->a.l.combine) < 0)
		return gp_cli_usage(cmd, "--combine must be min or queue, got '%s'", val);
	return 0;
}

#define O struct estimate_opts
const struct gp_option cmd_estimate_options[] = {
	/* --device and --kernel are checked here: --sass takes --kernel's place */
	GP_OPTION_GROUP_OPTIONAL(gp_cli_launch_options, O, a, GP_CLI_LAUNCH_OCCUPANCY |
				 GP_CLI_LAUNCH_LAMBDA | GP_CLI_LAUNCH_REGS | GP_CLI_LAUNCH_CLOCK |
				 GP_CLI_LAUNCH_SET),
	GP_OPTION_GROUP(gp_cli_emu_options, O, em, 0),
	GP_OPTION_CALLBACK("--model", "thesis|hierarchy|auto", "thesis ch. 4, or the cache "
			   "hierarchy model", O,
			   a.l.model, read_model, 0),
	GP_OPTION_CALLBACK("--combine", "min|queue", "how the bounds combine (hierarchy model): queueing (default) or the hard corner", O,
			   a.l.combine, read_combine, 0),
	GP_OPTION_CALLBACK("--reuse", "stack|proportional", "cache reuse (hierarchy model)", O,
			   a.l.reuse, read_reuse, 0),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_STRING("--plot", "ROOFLINE.png|svg", "write a roofline plot (gnuplot)", O, plot, 0),
	GP_OPTION_END,
};
#undef O

int cmd_estimate(int argc, char **argv)
{
	static const char *cmd = "estimate";
	struct estimate_opts p;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_estimate e;
	struct gp_diag d;
	struct gp_powerclock pc;
	int json, rc, power_clock;
	const char *plot;

	memset(&p, 0, sizeof(p));
	gp_cli_launch_init(&p.a);
	gp_cli_emu_init(&p.em);
	gp_diag_clear(&d);
	if ((rc = gp_optable_parse(cmd, cmd_estimate_options, argc, argv, &p)))
		return rc;
	if (!p.a.device)
		return gp_cli_usage(cmd, "--device is required");
	if (p.a.device && gp_estimate_is_device_list(p.a.device)) {
		if (p.em.sass)
			return gp_cli_usage(cmd, "--sass emulates for one --device; for several, a "
					    "model's launch-bound kernel: sweep MODEL --devices a,b,...");
		return gp_estimate_devices(&p.a, p.plot, p.json);
	}
	json = p.json, plot = p.plot;
	if ((rc = gp_cli_load_device_whatif(p.a.device, &p.a.set, json, &dev)))
		return rc;
	/* --clock sustained without a measured sustained clock: the clock at which this launch's
	 * power meets the board's limit, found once the launch is known */
	power_clock = p.a.clock && strcmp(p.a.clock, "sustained") == 0 &&
		      !(dev.sustained_clock_mhz > 0) && dev.power.has_power;
	if ((rc = gp_cli_apply_clock(power_clock ? NULL : p.a.clock, &dev)))
		return rc;
	if ((rc = gp_cli_emu_kernel(cmd, &p.em, &p.a, &dev, &k)))
		return rc;
	if (!p.a.kernel)
		p.a.kernel = p.em.sass;
	if ((rc = gp_cli_launch_shape(cmd, &p.a, &k)) ||
	    (rc = gp_cli_launch_finish(cmd, &p.a, &dev, &k, 0))) {
		gp_kernel_release(&k);
		return rc;
	}
	rc = 0;
	if (power_clock) {
		rc = gp_powerclock_solve(&dev, &k, &p.a.params, &p.a.l, &pc, &d);
		if (rc >= 0)
			rc = gp_device_set_clock(&dev, GP_CLOCK_MHZ, pc.clock_mhz, &d);
		if (rc >= 0)
			snprintf(dev.clock_name, sizeof(dev.clock_name), "%s",
				 pc.limited ? "power-limited" : "boost");
	}
	if (rc >= 0)
		rc = gp_estimate_kernel(&dev, &k, &p.a.params, &p.a.l, &e, &d);
	if (rc < 0) {
		/* a '/...' field without a file is the device's (e.g. '/units/tensor') */
		if (!d.file[0] && d.field[0] == '/')
			gp_diag_at(&d, dev.path, 0, 0);
		gp_kernel_release(&k);
		return gp_cli_fail(&d);
	}
	/* counts and the latency bound belong to the ISA the descriptor was made from, unless
	 * the hierarchy model re-derived them from the program */
	if (k.arch[0] && !json) {
		char dev_arch[16];
		snprintf(dev_arch, sizeof(dev_arch), "sm_%d%d", dev.cc_major, dev.cc_minor);
		if (strcmp(dev_arch, k.arch) != 0 && e.latency_rederived)
			fprintf(stderr, "note: %s was made for %s; %s is %s: its program's counts and "
				"critical path are re-derived with %s's latencies\n", gp_cli_esc(k.path), gp_cli_esc(k.arch),
				gp_cli_esc(dev.name), dev_arch, dev_arch);
		else if (strcmp(dev_arch, k.arch) != 0)
			fprintf(stderr, "note: %s was made for %s; %s is %s: its counts and latency "
				"bound are %s's (a what-if)\n", gp_cli_esc(k.path), gp_cli_esc(k.arch), gp_cli_esc(dev.name), dev_arch, gp_cli_esc(k.arch));
	}
	if (json) {
		gp_estprint_json(&dev, &k, &p.a, &e, power_clock ? &pc : NULL);
		printf("\n");
	} else
		gp_estprint_human(&dev, &k, &p.a, &e, power_clock ? &pc : NULL);
	rc = plot ? gp_estprint_roofline(&dev, &k, &e, plot) : GP_EXIT_OK;
	gp_kernel_release(&k);
	return rc;
}
