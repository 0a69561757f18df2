/* cmd_devices.c - 'gpuperf devices': list the device descriptions, or compare a few side by side. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cliprint.h"
#include "commands.h"
#include "devlist.h"
#include "optable.h"
#include "gpuperf/searchpath.h"
#include "gpuperf/device.h"

#define COMPARE_MAX 8

/* devices --compare a,b[,c...]: load each (name or path), at --clock when given. */
static int compare(const char *list, const char *clock, int json)
{
	struct gp_device devs[COMPARE_MAX];
	struct gp_device_peaks pk[COMPARE_MAX];
	char buf[4096], *save = NULL, *tok;
	int n = 0, rc;

	if (strlen(list) >= sizeof(buf))
		return gp_cli_usage("devices", "--compare: the list is too long");
	snprintf(buf, sizeof(buf), "%s", list);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (n == COMPARE_MAX)
			return gp_cli_usage("devices", "--compare: at most %d devices", COMPARE_MAX);
		if ((rc = gp_cli_load_device(tok, &devs[n])) || (rc = gp_cli_apply_clock(clock, &devs[n])))
			return rc;
		gp_device_peaks(&devs[n], &pk[n]);
		n++;
	}
	if (n < 2)
		return gp_cli_usage("devices", "--compare needs two or more devices, e.g. "
				    "--compare a100,h100-sxm");
	gp_cliprint_devices_compare(stdout, devs, pk, n, json);
	return GP_EXIT_OK;
}

#define GPU_COLUMN 48   /* the list's GPU column: the longest product name shipped (GH200's) */

struct devices_opts {
	const char *dir, *list, *clock;
	int json;
};

#define O struct devices_opts
const struct gp_option cmd_devices_options[] = {
	GP_OPTION_STRING("--compare", "A,B[,C...]", "compare these devices side by side", O, list, 0),
	GP_OPTION_STRING("--clock", "base|boost|sustained|MHZ", "clock of the comparison "
			 "(with --compare)", O, clock, 0),
	GP_OPTION_FLAG("--json", "JSON on stdout", O, json),
	GP_OPTION_ARG("DIR", "list this directory's device files, not the search path", O, dir, 0),
	GP_OPTION_END,
};
#undef O

int cmd_devices(int argc, char **argv)
{
	struct devices_opts p = { 0 };
	const char *dir, *list, *clock;
	int json, status = GP_EXIT_OK, n = 0, nd = 0, shown = 0;
	struct gp_devlist l;
	const char *first, *last;
	DIR *dp;

	if ((status = gp_optable_parse("devices", cmd_devices_options, argc, argv, &p)))
		return status;
	dir = p.dir, list = p.list, clock = p.clock, json = p.json;
	if (list)
		return dir ? gp_cli_usage("devices", "--compare takes device names, not a directory")
			   : compare(list, clock, json);
	if (clock)
		return gp_cli_usage("devices", "--clock goes with --compare");
	if (dir) {
		dp = opendir(dir);
		if (!dp) {
			fprintf(stderr, "%s: error: cannot open the device directory\n"
				"hint: name a directory of device JSON files, or leave it out to list "
				"the search path ($GPUPERF_PATH, the install, the source tree)\n", dir);
			return GP_EXIT_ERROR;
		}
		closedir(dp);
	}
	if ((n = gp_devlist_fill(&l, dir, &nd, &first, &last)) < 0) {
		gp_devlist_release(&l);
		fprintf(stderr, "error: out of memory listing the device files\n"
			"hint: name one directory\n");
		return GP_EXIT_ERROR;
	}
	if (n == 0 && !dir) {
		gp_devlist_release(&l);
		fprintf(stderr, "error: no device files found in %d directories (%s ... %s)\n"
			"hint: set GPUPERF_PATH=DIR (with devices/), install with 'make install', "
			"or name a directory\n", nd, first, last);
		return GP_EXIT_ERROR;
	}
	if (json)
		printf("[");
	else
		printf("%-12s %-*s %-9s %4s %5s %9s %9s\n", "NAME", GPU_COLUMN, "GPU", "ARCH", "CC",
		       "SMS", "CLOCK_MHZ", "DRAM_GBS");
	for (int i = 0; i < n; i++) {
		struct gp_device dev;
		struct gp_diag d;
		const char *path = l.ents[i].path;
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
			       "\"dram_bw_gbps\": %.6g, \"boost_clock_mhz\": %g, \"base_clock_mhz\": ",
			       dev.cc_major, dev.cc_minor, dev.sms, dev.sm_clock_mhz, dev.dram_bw_gbps,
			       dev.boost_clock_mhz);
			if (dev.base_clock_mhz > 0)
				printf("%g", dev.base_clock_mhz);
			else
				printf("null");
			printf(", \"sustained_clock_mhz\": ");
			if (dev.sustained_clock_mhz > 0)
				printf("%g", dev.sustained_clock_mhz);
			else
				printf("null");
			printf(", \"path\": ");
			gp_cli_json_string(stdout, path);
			printf("}");
		} else {
			printf("%-12s %-*.*s %-9s %2d.%d %5d %9.0f %9.1f\n", dev.name, GPU_COLUMN,
			       GPU_COLUMN, dev.full_name, dev.arch, dev.cc_major, dev.cc_minor, dev.sms,
			       dev.sm_clock_mhz, dev.dram_bw_gbps);
		}
		shown++;
	}
	if (json)
		printf("\n]\n");
	gp_devlist_release(&l);
	return status;
}
