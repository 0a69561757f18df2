/* cmd_calibrate.c - 'gpuperf calibrate': fit kernel lambdas and link figures to measurements
 * (or to a reference backend) and write calibrated copies of the model and device files. The
 * points and the fits are calib_data.h's; this file reads options, writes and prints. */
#include <stdio.h>
#include <string.h>

#include "appcli.h"
#include "calibcli.h"
#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "csvio.h"
#include "gpuperf/calib_data.h"
#include "gpuperf/sweep.h"
#include "util.h"
#include "plot.h"

#define MAX_INPUTS 512

/* The parsed command line (borrowed from argv) and what one run holds. */
struct run {
	const char *model, *data, *devname, *opname, *outpath, *devout, *plot, *cache;
	int link_only, json, force;
	const struct gp_backend_ops *be, *ref;
	const struct gp_cli_engine *en;   /* for whichever backend simulates cycles */
	const char *const *sets, *const *varies;
	int nsets, nvaries;
	/* state */
	struct gp_app *app;
	struct gp_device dev;
	struct gp_app_values base;
	struct gp_csv t;
	int have_t;
	struct gp_sweep_axis axes[GP_SWEEP_AXES_MAX];
	int naxes;
	struct gp_calib_data c;
	const char *inputs[MAX_INPUTS];
	int ninputs;
	char model_out[1024], dev_out[1024];
	int wrote_model, wrote_dev;
};

/* The model, its inputs (--set) and the device; or the device alone for --link. */
static int load(struct run *u)
{
	int rc;
	if (u->link_only)
		return gp_cli_load_device(u->devname, &u->dev);
	if ((rc = gp_appcli_load_model(u->model, u->cache, &u->app)))
		return rc;
	gp_app_values_defaults(u->app, &u->base);
	for (int i = 0; i < u->nsets; i++)
		if ((rc = gp_appcli_set(u->app, &u->base, u->sets[i])))
			return rc;
	return gp_appcli_device("calibrate", u->app, u->devname, &u->dev);
}

/* The points: the reference backend over the --vary axes, or the CSV table. */
static int gather(struct run *u)
{
	struct gp_diag d;
	int rc;
	gp_diag_clear(&d);
	if (u->ref) {
		for (int i = 0; i < u->nvaries; i++)
			if (gp_sweep_axis_add(u->varies[i], u->app, u->axes, &u->naxes, &d) < 0)
				return gp_cli_fail(&d);
		if ((rc = gp_appcli_vary_clash("calibrate", &u->base, u->axes, u->naxes)))
			return rc;
		if (gp_calib_data_against(&u->c, u->app, &u->dev, u->be, u->ref, &u->base, u->axes,
					  u->naxes, &d) < 0)
			return gp_cli_fail(&d);
		return 0;
	}
	if (gp_csv_read(u->data, &u->t, &d) < 0)
		return gp_cli_fail(&d);
	u->have_t = 1;
	gp_diag_clear(&d);
	if ((u->link_only ? gp_calib_data_read_link(&u->c, &u->t, &d)
			  : gp_calib_data_read_model(&u->c, u->app, &u->dev, u->be, &u->t, &u->base,
						     u->opname, &d)) < 0)
		return gp_cli_fail(&d);
	return 0;
}

static int calibrate(struct run *u)
{
	struct gp_calibcli_guard g;
	struct gp_outset set;
	struct gp_diag d;
	int rc;

	gp_outset_init(&set);

	if ((rc = load(u)))
		goto out;
	if (gp_calib_data_init(&u->c, u->app ? gp_app_n_ops(u->app) : 0, NULL) < 0) {
		rc = GP_EXIT_ERROR;
		goto out;
	}
	if ((rc = gp_appcli_backend_state("calibrate", u->be, u->be->state_new ? u->en : NULL,
					  &u->c.be_state)) ||
	    (u->ref && (rc = gp_appcli_backend_state("calibrate", u->ref, u->ref->state_new
						     ? u->en : NULL, &u->c.ref_state))))
		goto out;
	if ((rc = gather(u)))
		goto out;
	gp_diag_clear(&d);
	if (gp_calib_data_fit(&u->c, u->app, &u->dev, u->be, &u->base, &d) < 0) {
		if (u->have_t && !d.file[0])
			gp_diag_at(&d, u->t.path, 0, 0);
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (u->have_t)
		u->inputs[u->ninputs++] = u->t.path;
	if (u->app)
		gp_appcli_inputs(u->app, u->inputs, &u->ninputs, MAX_INPUTS - 4);
	u->inputs[u->ninputs++] = u->dev.path;
	for (int op = 0; op < u->c.nops; op++)
		u->wrote_model |= u->c.kfitted[op];
	u->wrote_dev = u->c.lfitted[0] || u->c.lfitted[1];
	g.inputs = u->inputs;
	g.ninputs = u->ninputs;
	g.force = u->force;
	g.set = &set;    /* -o, --device-out and --plot: all of them or none (util.h) */
	if (u->wrote_model && (rc = gp_calibcli_write_model(u->app, &u->c, u->outpath, &g,
							    u->model_out, sizeof(u->model_out))))
		goto out;
	/* --link writes the device file to -o */
	if (u->wrote_dev &&
	    (rc = gp_calibcli_write_device(&u->dev, &u->c,
					   u->devout ? u->devout : u->link_only ? u->outpath : NULL,
					   u->wrote_model ? u->model_out : NULL,
					   u->have_t ? u->t.path : NULL, &g, u->dev_out,
					   sizeof(u->dev_out))))
		goto out;
	if (u->plot) {
		if (u->wrote_model)
			u->inputs[u->ninputs++] = u->model_out;
		if (u->wrote_dev)
			u->inputs[u->ninputs++] = u->dev_out;
		if ((rc = gp_calibcli_plot(&u->c, &u->dev, u->plot, u->inputs, u->ninputs, &set)))
			goto out;
	}
	gp_diag_clear(&d);
	if (gp_outset_commit(&set, &d) < 0) {
		rc = gp_cli_fail(&d);
		goto out;
	}
	gp_calibcli_report(&u->c, u->app, &u->dev, u->json, u->wrote_model ? u->model_out : NULL,
			   u->wrote_dev ? u->dev_out : NULL);
out:
	gp_outset_abort(&set);   /* nothing left to remove after a commit */
	for (int i = 0; i < u->naxes; i++)
		gp_sweep_axis_release(&u->axes[i]);
	gp_backend_state_free(u->be, u->c.be_state);
	if (u->ref)
		gp_backend_state_free(u->ref, u->c.ref_state);
	gp_calib_data_release(&u->c);
	gp_app_free(u->app);
	gp_csv_release(&u->t);
	return rc;
}

#define CALIBRATE_SETS_MAX 256

struct calibrate_opts {
	const char *model, *data, *linkdata, *devname, *opname, *outpath, *devout, *plot;
	const char *against, *bename, *cache;
	struct gp_cli_engine en;
	const char *sets[CALIBRATE_SETS_MAX], *varies[GP_SWEEP_AXES_MAX];
	int nsets, nvaries, json, force;
};

static int read_set(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct calibrate_opts *p = base;
	(void)opt;
	if (p->nsets == CALIBRATE_SETS_MAX)
		return gp_cli_usage(cmd, "too many --set options");
	p->sets[p->nsets++] = val;
	return 0;
}

static int read_vary(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct calibrate_opts *p = base;
	(void)opt;
	if (p->nvaries == GP_SWEEP_AXES_MAX)
		return gp_cli_usage(cmd, "too many --vary options");
	p->varies[p->nvaries++] = val;
	return 0;
}

#define O struct calibrate_opts
const struct gp_option cmd_calibrate_options[] = {
	GP_OPTION_STRING("--link", "DATA.csv", "fit the PCIe lambda and startup of eq. 5.5 (with "
			 "--device)", O, linkdata, 0),
	GP_OPTION_STRING("--device", "D", "the device (default: the model's)", O, devname, 0),
	GP_OPTION_STRING("--op", "NAME", "the model's operation the data measures", O, opname, 0),
	GP_OPTION_CALLBACK("--set", "VAR=VALUE", "a model variable, or a device figure (a what-if)",
			   O, sets, read_set, GP_OPT_REPEAT),
	GP_OPTION_STRING("--against", "BACKEND", "fit to another backend's times instead of "
			 "measurements (engine)", O, against, 0),
	GP_OPTION_CALLBACK("--vary", "VAR=LIST|START:STOP[:STEP|xFACTOR]", "the points to fit "
			   "(with --against)", O, varies, read_vary, GP_OPT_REPEAT),
	GP_OPTION_STRING("--backend", "analytic|engine", "the backend being fitted (default "
			 "analytic)", O, bename, 0),
	GP_OPTION_GROUP(gp_cli_engine_options, O, en, GP_CLI_ENGINE_JOBS),
	{ .kind = GP_OPTK_STRING, .name = "--output", .alias = "-o", .argh = "OUT.json",
	  .help = "write the model (with --link: the device) with the fitted figures", .offset =
	  offsetof(O, outpath) },
	GP_OPTION_STRING("--device-out", "DEV.json", "write the device with the fitted link "
			 "figures", O, devout, 0),
	GP_OPTION_FLAG("--force", "let -o (or --device-out) replace the input model (or device)", O,
		       force),
	GP_OPTION_STRING("--plot", "FILE", "plot the measurements and the fit (gnuplot)", O, plot,
			 0),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_ARG("MODEL", "the application model", O, model, 0),
	GP_OPTION_ARG("DATA.csv", "the measurements", O, data, 0),
	GP_OPTION_STRING("--cache", "DIR", "keep the emulated launches in DIR for later runs (bounded: 1 GiB)", O, cache, 0),
	GP_OPTION_END,
};
#undef O

int cmd_calibrate(int argc, char **argv)
{
	struct calibrate_opts p = { .bename = "analytic" };
	const char *pos[2], *linkdata, *devname, *opname, *outpath, *devout, *plot, *against;
	const char *bename, **sets, **varies, *given;
	const struct gp_backend_ops *be, *ref = NULL;
	struct run u;
	int npos, nsets, nvaries, json, force, rc = 0;

	if ((rc = gp_optable_parse("calibrate", cmd_calibrate_options, argc, argv, &p)))
		return rc;
	pos[0] = p.model, pos[1] = p.data, npos = !!p.model + !!p.data;
	linkdata = p.linkdata, devname = p.devname, opname = p.opname, outpath = p.outpath;
	devout = p.devout, plot = p.plot, against = p.against, bename = p.bename;
	sets = p.sets, nsets = p.nsets, varies = p.varies, nvaries = p.nvaries;
	json = p.json, force = p.force;
	if ((rc = gp_appcli_backend("calibrate", bename, &be)))
		return rc;
	if (against && (rc = gp_appcli_backend("calibrate", against, &ref)))
		return rc;
	/* the engine's options go to whichever of the two backends simulates cycles */
	given = gp_cli_engine_given(&p.en);
	if (given && !be->state_new && !(ref && ref->state_new))
		return gp_cli_usage("calibrate", "%s: neither backend simulates cycles (use it with "
				    "--backend engine or --against engine)", given);
	if (linkdata) {
		if (npos)
			return gp_cli_usage("calibrate", "--link takes the table alone, not '%s'", pos[0]);
		if (!devname)
			return gp_cli_usage("calibrate", "--link needs --device (the link's bandwidth)");
	} else if (against) {
		if (npos != 1)
			return gp_cli_usage("calibrate", "--against needs one MODEL and no data file");
	} else if (npos != 2) {
		return gp_cli_usage("calibrate", "give MODEL DATA.csv, --link DATA.csv, or MODEL "
						 "--against BACKEND");
	}
	if (outpath && devout && strcmp(outpath, devout) == 0)
		return gp_cli_usage("calibrate", "-o and --device-out name the same file '%s'",
				    outpath);
	if (plot && ((outpath && strcmp(plot, outpath) == 0) || (devout && strcmp(plot, devout) == 0)))
		return gp_cli_usage("calibrate", "--plot names an output file '%s'", plot);
	if (plot && !gp_plot_available()) {
		fprintf(stderr, "gpuperf calibrate: error: '--plot' gnuplot is not installed\n"
				"hint: install it (Debian: apt-get install gnuplot-nox) or leave out "
				"--plot\n");
		return GP_EXIT_ERROR;
	}

	memset(&u, 0, sizeof(u));
	u.model = linkdata ? NULL : pos[0];
	u.cache = p.cache;
	u.data = linkdata ? linkdata : pos[1];
	u.link_only = linkdata != NULL;
	u.devname = devname;
	u.opname = opname;
	u.outpath = outpath;
	u.devout = devout;
	u.plot = plot;
	u.be = be;
	u.ref = ref;
	u.en = &p.en;
	u.sets = sets;
	u.nsets = nsets;
	u.varies = varies;
	u.nvaries = nvaries;
	u.json = json;
	u.force = force;
	return calibrate(&u);
}
