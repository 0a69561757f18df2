/* cmd_sweep.c - 'gpuperf sweep': a model over many configurations and devices into CSV. */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef GP_HAVE_MPI
#include <mpi.h>
#endif

#include "appcli.h"
#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "cliout.h"
#include "gpuperf/sweep.h"
#include "plot.h"
#include "util.h"

#define MAX_DEVICES 64
#define MAX_INPUTS 1024

/* Add the devices of one --devices value: comma-separated names or paths, or a glob. */
static int add_devices(const char *val, const char **names, int *n, glob_t *globs, int *nglobs)
{
	char buf[4096], *save = NULL, *tok;
	if (strlen(val) >= sizeof(buf))
		return gp_cli_usage("sweep", "--devices: list too long");
	snprintf(buf, sizeof(buf), "%s", val);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (strpbrk(tok, "*?[")) {
			glob_t *g = &globs[*nglobs];
			if (*nglobs == 8)
				return gp_cli_usage("sweep", "--devices: too many patterns");
			if (glob(tok, 0, NULL, g) != 0)
				return gp_cli_usage("sweep", "--devices: '%s' matches no file", tok);
			(*nglobs)++;
			for (size_t i = 0; i < g->gl_pathc; i++) {
				if (*n == MAX_DEVICES)
					return gp_cli_usage("sweep", "more than %d devices", MAX_DEVICES);
				names[(*n)++] = g->gl_pathv[i];
			}
			continue;
		}
		if (*n == MAX_DEVICES)
			return gp_cli_usage("sweep", "more than %d devices", MAX_DEVICES);
		/* tok points into buf: keep a stable copy in val's storage instead */
		names[(*n)++] = val + (tok - buf);
	}
	return 0;
}

#define SWEEP_SETS_MAX 256
#define SWEEP_DEVVALS_MAX 16

struct sweep_opts {
	const char *model, *outpath, *plotpath, *bename, *maxc;
	const char *varies[GP_SWEEP_AXES_MAX], *sets[SWEEP_SETS_MAX], *devvals[SWEEP_DEVVALS_MAX];
	int nvaries, nsets, ndevvals;
	long long jobs;
};

/* MODEL, then (after --devices) the shell's expansion of a device glob */
static int read_positional(const char *cmd, const struct gp_option *opt, const char *val,
			   void *base)
{
	struct sweep_opts *p = base;
	size_t n = strlen(val);
	(void)opt;
	if (!p->model) {
		p->model = val;
	} else if (p->ndevvals > 0 && n > 5 && strcmp(val + n - 5, ".json") == 0) {
		if (p->ndevvals == SWEEP_DEVVALS_MAX)
			return gp_cli_usage(cmd, "too many --devices values");
		p->devvals[p->ndevvals++] = val;
	} else {
		return gp_cli_usage(cmd, "one model at a time ('%s' is extra)", val);
	}
	return 0;
}

static int read_vary(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct sweep_opts *p = base;
	(void)opt;
	if (p->nvaries == GP_SWEEP_AXES_MAX)
		return gp_cli_usage(cmd, "at most %d --vary options", GP_SWEEP_AXES_MAX);
	p->varies[p->nvaries++] = val;
	return 0;
}

static int read_set(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct sweep_opts *p = base;
	(void)opt;
	if (p->nsets == SWEEP_SETS_MAX)
		return gp_cli_usage(cmd, "too many --set options");
	p->sets[p->nsets++] = val;
	return 0;
}

static int read_devices(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct sweep_opts *p = base;
	(void)opt;
	if (p->ndevvals == SWEEP_DEVVALS_MAX)
		return gp_cli_usage(cmd, "too many --devices values");
	p->devvals[p->ndevvals++] = val;
	return 0;
}

#define O struct sweep_opts
const struct gp_option cmd_sweep_options[] = {
	{ .kind = GP_OPTK_ARG, .name = "MODEL", .help = "a path or a name (models/NAME.json on "
	  "the search path)", .offset = offsetof(O, model), .cb = read_positional,
	  .flags = GP_OPT_REQUIRED, .missing = "no model given" },
	GP_OPTION_CALLBACK("--vary", "VAR=LIST|START:STOP[:STEP|xFACTOR]", "an axis of the sweep "
			   "(device.memory.dram_bw_gbps=900,1800: one what-if device per value)", O,
			   varies, read_vary, GP_OPT_REPEAT),
	{ .kind = GP_OPTK_STRING, .name = "--output", .alias = "-o", .argh = "OUT.csv",
	  .help = "the CSV to write ('-' for standard output)", .offset = offsetof(O, outpath),
	  .flags = GP_OPT_REQUIRED, .missing = "no output: give -o OUT.csv ('-' for stdout)" },
	{ .kind = GP_OPTK_CALLBACK, .name = "--devices", .alias = "--device",
	  .argh = "D1,D2,...|devices/*.json", .help = "the devices to sweep over", .offset =
	  offsetof(O, devvals), .cb = read_devices, .flags = GP_OPT_REPEAT },
	GP_OPTION_CALLBACK("--set", "VAR=VALUE", "a model variable, or a device figure (a what-if)",
			   O, sets, read_set, GP_OPT_REPEAT),
	GP_OPTION_STRING("--backend", "analytic|engine", "what prices each launch (default "
			 "analytic)", O, bename, 0),
	GP_OPTION_STRING("--max-cycles", "N", "engine: simulated cycles per launch (default 1e8)",
			 O, maxc, 0),
	{ .kind = GP_OPTK_INT, .name = "--jobs", .alias = "-j", .argh = "N", .help = "points "
	  "evaluated at once (OpenMP)", .offset = offsetof(O, jobs), .imin = 1, .imax = 256,
	  .size = sizeof(long long) },
	GP_OPTION_STRING("--plot", "FILE.svg|png", "plot the CSV (gnuplot)", O, plotpath, 0),
	GP_OPTION_END,
};
#undef O

static int run_sweep(int argc, char **argv)
{
	struct sweep_opts p = { .bename = "analytic", .jobs = 1 };
	const char *model, *outpath, *plotpath, *bename, *maxc;
	const char **varies, **sets, **devvals;
	const char *devnames[MAX_DEVICES];
	const char *inputs[MAX_INPUTS];
	char *devcopies[16] = { 0 };
	glob_t globs[8];
	int nvaries, nsets, ndevvals, ndev = 0, nglobs = 0, rc = GP_EXIT_OK;
	int ninputs = 0;
	long long jobs;
	struct gp_sweep_axis axes[GP_SWEEP_AXES_MAX];
	int naxes = 0;
	struct gp_device *devs = NULL;
	const struct gp_device *devptrs[MAX_DEVICES];
	struct gp_devset devset;
	struct gp_sweep_axis devaxis;
	int have_devaxis = 0, nloaded = 0;
	struct gp_app *a = NULL;
	struct gp_sweep s;
	struct gp_atomic out;
	struct gp_diag d;
	struct gp_cliout_progress prog;
	int writer = gp_sweep_is_writer(), opened = 0;

	memset(&out, 0, sizeof(out));
	if ((rc = gp_optable_parse("sweep", cmd_sweep_options, argc, argv, &p)))
		return rc;
	model = p.model, outpath = p.outpath, plotpath = p.plotpath, bename = p.bename;
	maxc = p.maxc, varies = p.varies, sets = p.sets, devvals = p.devvals, jobs = p.jobs;
	nvaries = p.nvaries, nsets = p.nsets, ndevvals = p.ndevvals;
	if (plotpath && strcmp(outpath, "-") == 0)
		return gp_cli_usage("sweep", "--plot reads the CSV back: write it to a file with -o");
	if (plotpath && strcmp(plotpath, outpath) == 0)
		return gp_cli_usage("sweep", "--plot and -o name the same file '%s'", outpath);
	memset(&s, 0, sizeof(s));
	if ((rc = gp_appcli_backend("sweep", bename, &s.be)))
		return rc;
	if ((rc = gp_appcli_backend_state("sweep", s.be, maxc, &s.be_state)))
		return rc;
	if ((rc = gp_appcli_load_model(model, &a)))
		goto out;
	s.app = a;
	s.jobs = (int)jobs;
	gp_app_values_defaults(a, &s.base);
	gp_devset_init(&devset);
	memset(&devaxis, 0, sizeof(devaxis));
	for (int i = 0; i < nsets; i++) {
		if (gp_devset_is_device_name(sets[i]))
			rc = gp_cli_devset_add(&devset, sets[i]);
		else
			rc = gp_appcli_set(a, &s.base, sets[i]);
		if (rc)
			goto out;
	}
	for (int i = 0; i < nvaries; i++) {
		struct gp_sweep_axis *ax = &axes[naxes];
		gp_diag_clear(&d);
		if (gp_devset_is_device_name(varies[i])) {
			/* a what-if device axis: one device per value, named after it */
			if (have_devaxis) {
				rc = gp_cli_usage("sweep", "--vary: one device figure at a time ('%s' "
						  "is a second)", varies[i]);
				goto out;
			}
			if (gp_sweep_axis_parse(varies[i], &devaxis, &d) < 0) {
				rc = gp_cli_fail(&d);
				goto out;
			}
			have_devaxis = 1;
			continue;
		}
		if (gp_sweep_axis_parse(varies[i], ax, &d) < 0) {
			rc = gp_cli_fail(&d);
			goto out;
		}
		naxes++;
		if (gp_sweep_axis_bind(ax, a, axes, naxes - 1, &d) < 0) {
			rc = gp_cli_fail(&d);
			goto out;
		}
	}
	for (int i = 0; i < ndevvals; i++) {
		devcopies[i] = strdup(devvals[i]);
		if (!devcopies[i]) {
			rc = GP_EXIT_ERROR;
			goto out;
		}
		if ((rc = add_devices(devcopies[i], devnames, &ndev, globs, &nglobs)))
			goto out;
		/* add_devices split on commas: terminate each name in the copy */
		for (char *c = devcopies[i]; *c; c++)
			if (*c == ',')
				*c = '\0';
	}
	if (ndev == 0) {
		if (!gp_app_device(a)[0]) {
			rc = gp_cli_usage("sweep", "model %s names no device: give --devices",
					  gp_app_path(a));
			goto out;
		}
		devnames[ndev++] = gp_app_device(a);
	}
	if (have_devaxis && (long long)ndev * devaxis.n > MAX_DEVICES) {
		rc = gp_cli_usage("sweep", "%d devices x %lld values of %s is more than %d devices",
				  ndev, devaxis.n, devaxis.name, MAX_DEVICES);
		goto out;
	}
	devs = calloc((size_t)ndev * (size_t)(have_devaxis ? devaxis.n : 1), sizeof(*devs));
	if (!devs) {
		rc = GP_EXIT_ERROR;
		goto out;
	}
	for (int i = 0; i < ndev; i++) {
		for (long long k = 0; k < (have_devaxis ? devaxis.n : 1); k++) {
			struct gp_devset one = devset;
			if (have_devaxis) {
				char text[GP_DEVSET_PATH_MAX + 64];
				snprintf(text, sizeof(text), "%s=%.17g", devaxis.name, devaxis.values[k]);
				if ((rc = gp_cli_devset_add(&one, text)))
					goto out;
			}
			if ((rc = gp_cli_load_device_set(devnames[i], &one, 1, &devs[nloaded])))
				goto out;
			devptrs[nloaded] = &devs[nloaded];
			if (k == 0 && writer)
				gp_appcli_note_arch(a, &devs[nloaded]);
			nloaded++;
		}
	}
	ndev = nloaded;
	s.ndev = ndev;
	s.devs = devptrs;
	s.naxes = naxes;
	s.axes = axes;
	if (gp_sweep_points(&s) < 0) {
		rc = gp_cli_usage("sweep", "more than %lld points", (long long)GP_SWEEP_POINTS_MAX);
		goto out;
	}
	gp_cliout_progress_start(&prog, "sweep");
	if (writer && gp_cli_stderr_is_tty()) {
		s.progress = gp_cliout_progress;
		s.progress_ctx = &prog;
	}
	gp_diag_clear(&d);
	gp_appcli_inputs(a, inputs, &ninputs, MAX_INPUTS - MAX_DEVICES - 1);
	for (int i = 0; i < ndev; i++)
		inputs[ninputs++] = devs[i].path;
	if (writer) {
		if (gp_output_check(outpath, inputs, ninputs, &d) < 0 ||
		    gp_output_check(plotpath, inputs, ninputs, &d) < 0 ||
		    gp_atomic_open(&out, outpath, &d) < 0) {
			rc = gp_cli_fail(&d);
#ifdef GP_HAVE_MPI
			MPI_Abort(MPI_COMM_WORLD, rc);
#endif
			goto out;
		}
		opened = 1;
		gp_cliout_guard(&out);
	}
	if (gp_sweep_write(&s, writer ? out.f : NULL, &d) < 0) {
		if (opened)
			gp_atomic_abort(&out);
		opened = 0;
		gp_cliout_unguard();
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (writer) {
		opened = 0;
		rc = gp_atomic_commit(&out, &d) < 0 ? gp_cli_fail(&d) : GP_EXIT_OK;
		gp_cliout_unguard();
		if (rc == GP_EXIT_OK && plotpath) {
			gp_diag_clear(&d);
			inputs[ninputs++] = outpath;
			if (gp_plot_sweep(outpath, naxes ? axes[0].name : NULL, plotpath, inputs,
					  ninputs, &d) < 0)
				rc = gp_cli_fail(&d);
		}
	}
out:
	if (opened) {
		gp_atomic_abort(&out);
		gp_cliout_unguard();
	}
	for (int i = 0; i < naxes; i++)
		gp_sweep_axis_release(&axes[i]);
	if (have_devaxis)
		gp_sweep_axis_release(&devaxis);
	for (int i = 0; i < nglobs; i++)
		globfree(&globs[i]);
	for (int i = 0; i < ndevvals; i++)
		free(devcopies[i]);
	free(devs);
	gp_app_free(a);
	gp_backend_state_free(s.be, s.be_state);
	return rc;
}

int cmd_sweep(int argc, char **argv)
{
#ifdef GP_HAVE_MPI
	int provided, rc;
	MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
	rc = run_sweep(argc, argv);
	MPI_Finalize();
	return rc;
#else
	return run_sweep(argc, argv);
#endif
}
