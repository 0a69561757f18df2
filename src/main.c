/* main.c - the gpuperf binary: a table of subcommands, one cmd_<name>.c each. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"

static int cmd_help(int argc, char **argv);

/* The one list of subcommands; 'gpuperf help' is generated from it. */
static const struct gp_command commands[] = {
	{ "devices", cmd_devices, "list the device descriptions",
	  "gpuperf devices [--json] [DIR]" },
	{ "occupancy", cmd_occupancy, "resident blocks and warps per SM, and the limiter",
	  "gpuperf occupancy --device D --block B --regs R --smem S [--json]" },
	{ "estimate", cmd_estimate, "analytical kernel time (Little's law, thesis ch. 4)",
	  "gpuperf estimate --device D --kernel K --block B (--grid G | --threads N)\n"
	  "                 [--param NAME=VALUE]... [--occupancy WARPS] [--lambda L]\n"
	  "                 [--regs R] [--smem-dynamic BYTES] [--json]" },
	{ "simulate", cmd_simulate, "cycle-level simulation of one launch (reference engine)",
	  "gpuperf simulate --device D --kernel K --block B (--grid G | --threads N)\n"
	  "                 [--param NAME=VALUE]... [--jobs T] [--sample] [--scheduler gto|lrr]\n"
	  "                 [--occupancy WARPS] [--regs R] [--smem-dynamic BYTES] [--json]" },
	{ "help", cmd_help, "show commands, or one command's usage", "gpuperf help [CMD]" },
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
			fprintf(stderr, "gpuperf: unknown command '%s'\n", argv[1]);
			return GP_EXIT_USAGE;
		}
		printf("%s\n  %s\n", c->usage, c->help);
		return GP_EXIT_OK;
	}
	printf("usage: gpuperf COMMAND [OPTIONS]\n\ncommands:\n");
	for (size_t i = 0; i < N_COMMANDS; i++)
		printf("  %-12s %s\n", commands[i].name, commands[i].help);
	printf("\n'gpuperf help COMMAND' shows a command's options.\n");
	return GP_EXIT_OK;
}

int main(int argc, char **argv)
{
	const struct gp_command *c;
	if (argc < 2) {
		cmd_help(1, argv);
		return GP_EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return cmd_help(1, argv);
	c = find(argv[1]);
	if (!c) {
		fprintf(stderr, "gpuperf: unknown command '%s'\nhint: 'gpuperf help' lists them\n",
			argv[1]);
		return GP_EXIT_USAGE;
	}
	return c->fn(argc - 1, argv + 1);
}
