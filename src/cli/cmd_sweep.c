/* cmd_sweep.c - 'gpuperf sweep': a model over many configurations and devices into CSV. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef GP_HAVE_MPI
#include <mpi.h>
#endif

#include "appcli.h"
#include "cli.h"
#include "gpuperf/kcache.h"
#include "commands.h"
#include "optable.h"
#include "cliout.h"
#include "gpuperf/engine.h"
#include "gpuperf/sweep.h"
#include "plot.h"
#include "util.h"

#define MAX_INPUTS 1024

#define SWEEP_SETS_MAX 256
#define SWEEP_DEVVALS_MAX 16

struct sweep_opts {
	const char *model, *outpath, *plotpath, *bename, *cache;
	struct gp_cli_engine en;   /* its --jobs is the sweep's own: points at once */
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
	GP_OPTION_GROUP(gp_cli_engine_options, O, en, 0),
	/* host threads as the engine's --jobs, with its range, over points instead of SMs */
	{ .kind = GP_OPTK_INT, .name = "--jobs", .alias = "-j", .argh = "N", .help = "points "
	  "evaluated at once (OpenMP)", .offset = offsetof(O, jobs), .imin = 1,
	  .imax = GP_ENGINE_JOBS_MAX, .size = sizeof(long long) },
	GP_OPTION_STRING("--plot", "FILE.svg|png", "plot the CSV (gnuplot)", O, plotpath, 0),
	GP_OPTION_STRING("--cache", "DIR", "keep the emulated launches in DIR for later runs (bounded: 1 GiB)", O, cache, 0),
	GP_OPTION_END,
};
#undef O

/* A sweep with points that could not run exits 1 after writing them (each row's error cell
 * says why), naming the first by its line of the CSV (the header is line 1). */
static int report_failed(const struct gp_sweep_failed *f, long long points, const char *outpath)
{
	long long line = f->first_point + 2;
	if (!outpath)
		return GP_EXIT_ERROR;
	if (strcmp(outpath, "-") == 0)
		fprintf(stderr, "sweep: error: %lld of %lld points could not run; the first, line %lld "
			"of the CSV (%s): %s\n", f->n, points, line, gp_cli_esc(f->point), gp_cli_esc(f->why));
	else
		fprintf(stderr, "%s:%lld: error: %lld of %lld points could not run; the first here "
			"(%s): %s\n", gp_cli_esc(outpath), line, f->n, points, gp_cli_esc(f->point), gp_cli_esc(f->why));
	fprintf(stderr, "hint: every row's reason is in its 'error' column; change the model or the "
		"--vary values so each point runs\n");
	return GP_EXIT_ERROR;
}

static int run_sweep(int argc, char **argv)
{
	struct sweep_opts p = { .bename = "analytic", .jobs = 1 };
	const char *model, *outpath, *plotpath, *bename;
	const char **varies, **sets, **devvals;
	const char *inputs[MAX_INPUTS];
	int nvaries, nsets, ndevvals, ndev = 0, rc = GP_EXIT_OK;
	int ninputs = 0;
	long long jobs;
	struct gp_sweep_axis axes[GP_SWEEP_AXES_MAX];
	int naxes = 0;
	struct gp_appcli_devices dl = { 0 };
	struct gp_whatif devset;
	struct gp_sweep_axis devaxis;
	int have_devaxis = 0;
	struct gp_app *a = NULL;
	struct gp_sweep s;
	struct gp_sweep_failed failed;
	struct gp_atomic out;
	struct gp_outset set;
	struct gp_diag d;
	struct gp_cliout_progress prog;
	int writer = gp_sweep_is_writer(), opened = 0;

	memset(&out, 0, sizeof(out));
	gp_outset_init(&set);
	if ((rc = gp_optable_parse("sweep", cmd_sweep_options, argc, argv, &p)))
		return rc;
	model = p.model, outpath = p.outpath, plotpath = p.plotpath, bename = p.bename;
	varies = p.varies, sets = p.sets, devvals = p.devvals, jobs = p.jobs;
	nvaries = p.nvaries, nsets = p.nsets, ndevvals = p.ndevvals;
	if (plotpath && strcmp(outpath, "-") == 0)
		return gp_cli_usage("sweep", "--plot reads the CSV back: write it to a file with -o");
	if (plotpath && strcmp(plotpath, outpath) == 0)
		return gp_cli_usage("sweep", "--plot and -o name the same file '%s'", outpath);
	memset(&s, 0, sizeof(s));
	if ((rc = gp_appcli_backend("sweep", bename, &s.be)))
		return rc;
	if ((rc = gp_appcli_backend_state("sweep", s.be, &p.en, &s.be_state)))
		return rc;
	if ((rc = gp_appcli_load_model(model, p.cache, &a)))
		goto out;
	s.app = a;
	s.jobs = (int)jobs;
	s.failed = &failed;
	gp_app_values_defaults(a, &s.base);
	gp_whatif_init(&devset);
	memset(&devaxis, 0, sizeof(devaxis));
	for (int i = 0; i < nsets; i++) {
		if (gp_whatif_is_device_name(sets[i]))
			rc = gp_cli_whatif_add(&devset, sets[i]);
		else
			rc = gp_appcli_set(a, &s.base, sets[i]);
		if (rc)
			goto out;
	}
	for (int i = 0; i < nvaries; i++) {
		gp_diag_clear(&d);
		if (gp_whatif_is_device_name(varies[i])) {
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
		if (gp_sweep_axis_add(varies[i], a, axes, &naxes, &d) < 0) {
			rc = gp_cli_fail(&d);
			goto out;
		}
	}
	if ((rc = gp_appcli_devices_load("sweep", devvals, ndevvals, a, &devset,
					 have_devaxis ? &devaxis : NULL, writer, &dl)))
		goto out;
	ndev = dl.n;
	s.ndev = ndev;
	s.devs = dl.ptrs;
	s.naxes = naxes;
	s.axes = axes;
	if ((rc = gp_appcli_vary_clash("sweep", &s.base, axes, naxes)))
		goto out;
	gp_diag_clear(&d);
	if (gp_sweep_points_check(&s, &d) < 0) {
		rc = gp_cli_fail(&d);
		goto out;
	}
	gp_cliout_progress_start(&prog, "sweep");
	if (writer && gp_cli_stderr_is_tty()) {
		s.progress = gp_cliout_progress;
		s.progress_ctx = &prog;
	}
	gp_diag_clear(&d);
	gp_appcli_inputs(a, inputs, &ninputs, MAX_INPUTS - GP_APPCLI_DEVICES_MAX - 1);
	for (int i = 0; i < ndev; i++)
		inputs[ninputs++] = dl.devs[i].path;
	if (writer) {
		if (gp_output_check(outpath, inputs, ninputs, &d) < 0 ||
		    gp_output_check(plotpath, inputs, ninputs, &d) < 0 ||
		    gp_atomic_open_in(&out, &set, outpath, &d) < 0) {
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
		if (d.code == GP_EIO && !d.file[0])   /* a write of the rows: the output's */
			gp_diag_at(&d, strcmp(outpath, "-") ? outpath : "<stdout>", 0, 0);
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (writer) {
		struct gp_kcache_stats ks;
		gp_app_cache_stats(a, &ks);
		if (ks.asked)   /* launch-bound kernels: what the sweep emulated */
			fprintf(stderr, "gpuperf sweep: %lld launches emulated, %lld read from the "
				"cache\n", ks.emulated, ks.disk_hits);
		opened = 0;
		inputs[ninputs++] = outpath;
		rc = gp_cliout_commit_plotted(&out, &set, plotpath, naxes ? axes[0].name : NULL,
					      inputs, ninputs);
	}
	if (rc == GP_EXIT_OK && failed.n > 0)
		rc = report_failed(&failed, gp_sweep_points(&s), writer ? outpath : NULL);
out:
	if (opened) {
		gp_atomic_abort(&out);
		gp_cliout_unguard();
	}
	gp_outset_abort(&set);   /* nothing left to remove after a commit */
	for (int i = 0; i < naxes; i++)
		gp_sweep_axis_release(&axes[i]);
	if (have_devaxis)
		gp_sweep_axis_release(&devaxis);
	gp_appcli_devices_release(&dl);
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
