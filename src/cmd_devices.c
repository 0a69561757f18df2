/* cmd_devices.c - 'gpuperf devices': list the device descriptions in a directory. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gpuperf/datapath.h"
#include "gpuperf/device.h"

#define MAX_DEVICES 1024

struct entry {
	char *name, *path;
};

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct entry *)a)->name, ((const struct entry *)b)->name);
}

/* Append dir's NAME.json files not already listed; returns the new count. */
static int add_dir_names(const char *dir, struct entry *ents, int n)
{
	DIR *dp = opendir(dir);
	struct dirent *e;
	if (!dp)
		return n;
	while ((e = readdir(dp)) && n < MAX_DEVICES) {
		size_t len = strlen(e->d_name);
		int seen = 0;
		char path[2048];
		if (len <= 5 || strcmp(e->d_name + len - 5, ".json") != 0)
			continue;
		for (int i = 0; i < n && !seen; i++)
			seen = strcmp(ents[i].name, e->d_name) == 0;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (seen || !(ents[n].name = strdup(e->d_name)))
			continue;
		if (!(ents[n].path = strdup(path))) {
			free(ents[n].name);
			continue;
		}
		n++;
	}
	closedir(dp);
	return n;
}

int cmd_devices(int argc, char **argv)
{
	struct gp_opts o;
	const char *dir = NULL;
	int json = 0, status = GP_EXIT_OK, n = 0, shown = 0;
	static struct entry ents[MAX_DEVICES];
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
	if (dir) {
		dp = opendir(dir);
		if (!dp) {
			fprintf(stderr, "%s: error: cannot open the device directory\n"
				"hint: name a directory of device JSON files, or leave it out to list "
				"the search path ($GPUPERF_PATH, the install, the source tree)\n", dir);
			return GP_EXIT_ERROR;
		}
		closedir(dp);
		n = add_dir_names(dir, ents, n);
	} else {
		/* the search path gp_device_find uses: an earlier directory hides a later file of
		 * the same name, as it does when a name is resolved */
		static char dirs[GP_DATAPATH_DIRS_MAX][GP_DATAPATH_LEN];
		int nd = gp_datapath_dirs(GP_DATA_DEVICES, NULL, dirs, GP_DATAPATH_DIRS_MAX);
		for (int i = 0; i < nd; i++)
			n = add_dir_names(dirs[i], ents, n);
		if (n == 0) {
			fprintf(stderr, "error: no device files found in %d directories (%s ... %s)\n"
				"hint: set GPUPERF_PATH=DIR (with devices/), install with 'make install', "
				"or name a directory\n", nd, nd ? dirs[0] : "", nd ? dirs[nd - 1] : "");
			return GP_EXIT_ERROR;
		}
	}
	qsort(ents, (size_t)n, sizeof(ents[0]), by_name);
	if (json)
		printf("[");
	else
		printf("%-12s %-38s %-9s %4s %5s %9s %9s\n", "NAME", "GPU", "ARCH", "CC", "SMS",
		       "CLOCK_MHZ", "DRAM_GBS");
	for (int i = 0; i < n; i++) {
		struct gp_device dev;
		struct gp_diag d;
		const char *path = ents[i].path;
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
	for (int i = 0; i < n; i++) {
		free(ents[i].name);
		free(ents[i].path);
	}
	return status;
}
