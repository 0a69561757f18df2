/* cmd_import_config.c - 'gpuperf import-config': a GPGPU-Sim/Accel-Sim config -> devices/NAME.json. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gpuperf/engine.h"
#include "commands.h"
#include "optable.h"
#include "util.h"
#include "gpuperf/gpgpusim_import.h"

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

struct import_config_opts {
	const char *config, *outp;
	struct gp_import_opts io;
	int quiet, verbose;
};

#define O struct import_config_opts
const struct gp_option cmd_import_config_options[] = {
	{ .kind = GP_OPTK_ARG, .name = "gpgpusim.config", .help = "GPGPU-Sim's configuration",
	  .offset = offsetof(O, config), .flags = GP_OPT_REQUIRED,
	  .missing = "the gpgpusim.config path is required" },
	GP_OPTION_STRING("--trace-config", "trace.config", "Accel-Sim's trace.config (latencies, "
			 "unit counts)", O, io.trace_config, 0),
	GP_OPTION_STRING("--name", "NAME", "the device's name (default: the config's directory "
			 "name)", O, io.name, 0),
	GP_OPTION_STRING("--like", "DEVICE|none", "device whose figures fill what the config "
			 "does not set", O, io.like, 0),
	GP_OPTION_FLAG("--quiet", "no summary of the options gpuperf does not use", O, quiet),
	{ .kind = GP_OPTK_FLAG, .name = "--verbose", .alias = "-v", .help = "list each unused "
	  "option with its file and line", .offset = offsetof(O, verbose) },
	{ .kind = GP_OPTK_STRING, .name = "--output", .alias = "-o", .argh = "devices/NAME.json",
	  .help = "the device file to write (- for standard output)", .offset = offsetof(O, outp),
	  .flags = GP_OPT_REQUIRED,
	  .missing = "-o FILE is required (devices/NAME.json, or - for standard output)" },
	GP_OPTION_END,
};
#undef O

int cmd_import_config(int argc, char **argv)
{
	struct import_config_opts p = { 0 };
	struct gp_import_opts io;
	struct gp_import *imp = NULL;
	struct gp_device check;
	struct gp_diag d;
	const char *config, *outp;
	char *text = NULL;
	int quiet, verbose, rc = GP_EXIT_OK;

	if ((rc = gp_optable_parse("import-config", cmd_import_config_options, argc, argv, &p)))
		return rc;
	config = p.config, outp = p.outp, io = p.io, quiet = p.quiet, verbose = p.verbose;
	if (io.name && !io.name[0])
		return gp_cli_usage("import-config", "--name: the device's name is empty");

	imp = malloc(sizeof(*imp));
	if (!imp) {
		fprintf(stderr, "gpuperf import-config: out of memory\n");
		return GP_EXIT_ERROR;
	}
	gp_diag_clear(&d);
	if (gp_import_gpgpusim(config, &io, imp, &d) < 0) {
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (verbose) {
		for (int i = 0; i < imp->n_unmapped; i++)
			fprintf(stderr, "%s:%d: warning: option %s is not used by gpuperf\n",
				gp_cli_esc(imp->files[imp->unmapped[i].file]), imp->unmapped[i].line,
				gp_cli_esc(imp->unmapped[i].name));
		if (imp->n_unmapped_dropped)
			fprintf(stderr, "%s: warning: %d more options not used by gpuperf\n", gp_cli_esc(config),
				imp->n_unmapped_dropped);
	} else if (!quiet && imp->n_unmapped + imp->n_unmapped_dropped > 0) {
		/* one line: most of a simulator config is simulator detail gpuperf has no use for */
		int total = imp->n_unmapped + imp->n_unmapped_dropped;
		fprintf(stderr, "%s: note: %d option%s not used by gpuperf (", gp_cli_esc(config), total,
			total == 1 ? "" : "s");
		for (int i = 0; i < imp->n_unmapped && i < 3; i++)
			fprintf(stderr, "%s%s", i ? ", " : "", gp_cli_esc(imp->unmapped[i].name));
		fprintf(stderr, "%s); --verbose lists them with their lines\n",
			total > 3 ? ", ..." : "");
	}
	if (!quiet) {
		for (int i = 0; i < imp->n_notes; i++)
			fprintf(stderr, "%s: note: %s\n", gp_cli_esc(config), gp_cli_esc(imp->notes[i]));
		if (imp->like[0])
			fprintf(stderr, "%s: note: figures the config lacks are taken from %s\n", gp_cli_esc(config),
				gp_cli_esc(imp->like));
		else
			fprintf(stderr, "%s: note: no matching shipped device; figures the config "
				"lacks are gpuperf defaults (see \"sources\")\n", gp_cli_esc(config));
	}
	/* What gets written must load back exactly like a shipped device. */
	text = gp_device_to_json(&imp->dev, &imp->src, &d);
	if (!text) {
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (gp_device_parse(text, strlen(text), strcmp(outp, "-") ? outp : "<stdout>", &check,
			    &d) < 0) {
		gp_diag_hint(&d, "the imported figures are inconsistent (%s)", base_name(config));
		rc = gp_cli_fail(&d);
		goto out;
	}
	/* and load in the engine: the figures only it reads */
	if (gp_engine_device_check(&check, &d) < 0) {
		gp_diag_at(&d, config, 0, 0);
		gp_diag_hint(&d, "fix -gpgpu_mem_addr_mapping in the config: GPGPU-Sim's notation "
			     "dramid@8;<64 letters of 0RBCS>");
		rc = gp_cli_fail(&d);
		goto out;
	}
	for (int i = 0; i < GP_GSIM_FILES_MAX; i++) {
		const char *in = imp->files[i];    /* unused slots are "" and skipped */
		if (gp_output_check(outp, &in, 1, &d) < 0) {
			rc = gp_cli_fail(&d);
			goto out;
		}
	}
	if (gp_output_check(outp, (const char *[]){ config, io.trace_config, imp->like }, 3, &d) < 0 ||
	    gp_device_save(&imp->dev, &imp->src, outp, &d) < 0) {
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (!quiet && strcmp(outp, "-") != 0)
		fprintf(stderr, "wrote %s: %s, %d SMs at %g MHz, %d threads and %d registers per SM, "
			"%.0f GB/s DRAM\n", gp_cli_esc(outp), gp_cli_esc(imp->dev.name), imp->dev.sms, imp->dev.sm_clock_mhz,
			imp->dev.max_threads_per_sm, imp->dev.regs_per_sm, imp->dev.dram_bw_gbps);
out:
	free(text);
	free(imp);
	return rc;
}
