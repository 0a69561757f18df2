/* cmd_devices.c - 'gpuperf devices': list the device descriptions in a directory. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gpuperf/device.h"

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int cmd_devices(int argc, char **argv)
{
	struct gp_opts o;
	const char *dir = NULL;
	int json = 0, status = GP_EXIT_OK, n = 0, shown = 0;
	char *names[1024];
	struct dirent *e;
	DIR *dp;

	gp_opts_init(&o, argc, argv);
	while (gp_opts_next(&o)) {
		if (gp_opt_is(&o, "--json"))
			json = 1;
		else if (o.positional && !dir)
			dir = o.arg;
		else
			return gp_cli_usage("devices", "unexpected argument '%s'", o.arg);
	}
	if (!dir)
		dir = getenv("GPUPERF_DEVICES") ? getenv("GPUPERF_DEVICES") : "devices";
	dp = opendir(dir);
	if (!dp) {
		fprintf(stderr, "%s: error: cannot open the device directory\n"
			"hint: run from the project directory, set GPUPERF_DEVICES, or name a directory\n",
			dir);
		return GP_EXIT_ERROR;
	}
	while ((e = readdir(dp)) && n < 1024) {
		size_t len = strlen(e->d_name);
		if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0)
			names[n++] = strdup(e->d_name);
	}
	closedir(dp);
	qsort(names, (size_t)n, sizeof(names[0]), by_name);
	if (json)
		printf("[");
	else
		printf("%-12s %-38s %-9s %4s %5s %9s %9s\n", "NAME", "GPU", "ARCH", "CC", "SMS",
		       "CLOCK_MHZ", "DRAM_GBS");
	for (int i = 0; i < n; i++) {
		struct gp_device dev;
		struct gp_diag d;
		char path[2048];
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
		gp_diag_clear(&d);
		if (gp_device_load(path, &dev, &d) < 0) {
			gp_diag_print(&d, stderr);
			status = GP_EXIT_ERROR;
			continue;
		}
		if (json) {
			printf("%s\n {\"name\": ", shown ? "," : "");
			gp_cli_json_string(stdout, dev.name);
			printf(", \"full_name\": ");
			gp_cli_json_string(stdout, dev.full_name);
			printf(", \"arch\": ");
			gp_cli_json_string(stdout, dev.arch);
			printf(", \"compute_capability\": \"%d.%d\", \"sms\": %d, \"sm_clock_mhz\": %g, "
			       "\"dram_bw_gbps\": %.6g, \"path\": ",
			       dev.cc_major, dev.cc_minor, dev.sms, dev.sm_clock_mhz, dev.dram_bw_gbps);
			gp_cli_json_string(stdout, path);
			printf("}");
		} else {
			printf("%-12s %-38.38s %-9s %2d.%d %5d %9.0f %9.1f\n", dev.name, dev.full_name,
			       dev.arch, dev.cc_major, dev.cc_minor, dev.sms, dev.sm_clock_mhz,
			       dev.dram_bw_gbps);
		}
		shown++;
	}
	if (json)
		printf("\n]\n");
	for (int i = 0; i < n; i++)
		free(names[i]);
	return status;
}
