/* main.c - the gpuperf binary: a table of subcommands, one cmd_<name>.c each. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "simulate_emu.h"

static int cmd_help(int argc, char **argv);

/* A command's option tables (optable.h), one per form of the command. */
#define FORMS(...) ((const struct gp_option *const[]){ __VA_ARGS__, NULL })

/* The one list of subcommands; 'gpuperf help' is generated from it. */
static const struct gp_command commands[] = {
	{ "devices", cmd_devices, "list the device descriptions, or compare a few side by side",
	  "  without --compare: every device file on the search path, or in DIR",
	  FORMS(cmd_devices_options) },
	{ "occupancy", cmd_occupancy, "resident blocks and warps per SM, and the limiter", NULL,
	  FORMS(cmd_occupancy_options) },
	{ "estimate", cmd_estimate, "analytical kernel time (Little's law, thesis ch. 4)",
	  "  give exactly one of --grid and --threads. --set memory.dram_bw_gbps=1800 (any\n"
	  "  numeric device figure by its JSON path) is a what-if device; descriptor expressions\n"
	  "  may use blockDim.x, gridDim.y, threads, block, sms, device.* (kernels/README.md)",
	  FORMS(cmd_estimate_options) },
	{ "collective", cmd_collective,
	  "all-reduce / all-gather / broadcast time on a multi-GPU system", NULL,
	  FORMS(cmd_collective_options) },
	{ "simulate", cmd_simulate, "cycle-level simulation of one launch (reference engine)",
	  "  give exactly one of --grid and --threads; with --trace the trace gives the launch",
	  FORMS(cmd_simulate_options, cmd_simulate_trace_options, gp_simulate_emu_options) },
	{ "import-config", cmd_import_config,
	  "device file from a GPGPU-Sim gpgpusim.config (+ Accel-Sim trace.config)",
	  "  options the config sets that gpuperf does not use are counted on one line;\n"
	  "  --verbose lists each with its file and line",
	  FORMS(cmd_import_config_options) },
	{ "run", cmd_run, "evaluate an application model: each copy and launch, and the total",
	  NULL, FORMS(cmd_run_options) },
	{ "sweep", cmd_sweep, "evaluate a model over many configurations and devices into CSV",
	  "  a device what-if axis names each device v100+memory.dram_bw_gbps=900; built with\n"
	  "  'make MPI=1', 'mpirun -np N gpuperf sweep ...' shards the points",
	  FORMS(cmd_sweep_options) },
	{ "calibrate", cmd_calibrate, "fit kernel and PCIe lambdas to measurements (thesis eqs. 4.4, 5.5)",
	  "  forms: MODEL DATA.csv [--op NAME]; --link DATA.csv --device D; MODEL --against\n"
	  "  engine --vary VAR=...; --max-cycles N bounds the engine (--backend or --against\n"
	  "  engine) per launch",
	  FORMS(cmd_calibrate_options) },
	{ "extract", cmd_extract, "kernel descriptor from SASS / ptxas -v / PTX (thesis 5.2)",
	  "  loops without --loop get a parameter loopN = 1. --trace reads an NVBit trace\n"
	  "  instead of a listing; --grid emulates the launch (fidelity emulated) and --trace-out\n"
	  "  writes it as an Accel-Sim trace for simulate --trace. Give one of --cu, --cubin,\n"
	  "  --sass and --ptx; --cu, --cubin, --all or several --arch extract each kernel\n"
	  "  matching --function for each architecture, with the other options applied to\n"
	  "  each; --all writes them into DIR as NAME.sm_XY.json.",
	  FORMS(cmd_extract_options) },
	{ "transfer", cmd_transfer, "host<->device copy time over PCIe/NVLink-C2C (thesis eq. 5.5)", NULL,
	  FORMS(cmd_transfer_options) },
	{ "uvm", cmd_uvm, "Unified Memory fault and migration cost (UVMSmart prefetchers)",
	  "  --device and --bytes, or --device and --kernel with --block and one of --grid and\n"
	  "  --threads (the kernel's estimate is the time without faults)",
	  FORMS(cmd_uvm_options) },
	{ "trace-report", cmd_trace_report,
	  "predicted vs measured kernel times for NVBit traces (markdown)", NULL,
	  FORMS(cmd_trace_report_options) },
	{ "help", cmd_help, "show commands, or one command's usage", "gpuperf help [CMD]", NULL },
};
#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]))

static const struct gp_command *find(const char *name)
{
	for (size_t i = 0; i < N_COMMANDS; i++)
		if (strcmp(commands[i].name, name) == 0)
			return &commands[i];
	return NULL;
}

static int cmd_help(int argc, char **argv)
{
	if (argc > 1) {
		const struct gp_command *c = find(argv[1]);
		if (!c) {
			fputs("gpuperf help: unknown command '", stderr);
			gp_diag_fputs(argv[1], stderr);
			fputs("'\nhint: 'gpuperf help' lists them\n", stderr);
			return GP_EXIT_USAGE;
		}
		if (!c->options) {
			printf("%s\n  %s\n", c->usage, c->help);
			return GP_EXIT_OK;
		}
		/* generated from the table the command parses with */
		for (int i = 0; c->options[i]; i++) {
			if (i)
				printf("\n");
			gp_optable_usage(stdout, c->name, c->options[i]);
		}
		if (c->usage)
			printf("\n%s\n", c->usage);
		printf("\n  %s\n", c->help);
		return GP_EXIT_OK;
	}
	printf("usage: gpuperf COMMAND [OPTIONS]\n\ncommands:\n");
	for (size_t i = 0; i < N_COMMANDS; i++)
		printf("  %-14s %s\n", commands[i].name, commands[i].help);
	printf("\n'gpuperf help COMMAND' shows a command's options.\n");
	return GP_EXIT_OK;
}

/* A command's printed result that did not reach stdout (a full disk, a closed pipe's
 * EPIPE) fails the command, as a file output's write does. */
static int stdout_checked(int rc)
{
	int e;
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return rc;
	e = errno;
	fprintf(stderr, "<stdout>: error: cannot write output: %s\n"
		"hint: check free disk space, or where standard output is redirected\n",
		e ? strerror(e) : "write error");
	return rc == GP_EXIT_OK ? GP_EXIT_ERROR : rc;
}

int main(int argc, char **argv)
{
	const struct gp_command *c;
	/* a write past ulimit -f fails with EFBIG and is reported, in every command, instead
	 * of SIGXFSZ ending the process with a partial file */
	signal(SIGXFSZ, SIG_IGN);
	if (argc < 2) {
		cmd_help(1, argv);
		return GP_EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return cmd_help(1, argv);
	c = find(argv[1]);
	if (!c) {
		fputs("gpuperf: unknown command '", stderr);
		gp_diag_fputs(argv[1], stderr);
		fputs("'\nhint: 'gpuperf help' lists them\n", stderr);
		return GP_EXIT_USAGE;
	}
	/* every command's --help / -h is 'gpuperf help CMD' (usage on stdout, exit 0) */
	for (int i = 2; i < argc; i++)
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			char *help_argv[2] = { argv[0], argv[1] };
			return cmd_help(2, help_argv);
		}
	return stdout_checked(c->fn(argc - 1, argv + 1));
}
