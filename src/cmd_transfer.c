/* cmd_transfer.c - 'gpuperf transfer': one host<->device copy priced by thesis eq. 5.5. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "gpuperf/transfer.h"

int cmd_transfer(int argc, char **argv)
{
	static const char *cmd = "transfer";
	struct gp_opts o;
	struct gp_device dev;
	struct gp_transfer t;
	struct gp_diag d;
	enum gp_xfer_dir dir = GP_XFER_HTOD;
	enum gp_host_mem mem = GP_HOST_PINNED;
	const char *device = NULL, *bytes_arg = NULL, *dir_arg = NULL, *v;
	double bytes;
	int json = 0, rc;

	gp_diag_clear(&d);
	gp_opts_init(&o, argc, argv);
	while (gp_opts_next(&o)) {
		if (gp_opt_is(&o, "--json")) {
			json = 1;
			continue;
		}
		if (o.positional)
			return gp_cli_usage(cmd, "unexpected argument '%s'", o.arg);
		if (!gp_opt_is(&o, "--device") && !gp_opt_is(&o, "--bytes") &&
		    !gp_opt_is(&o, "--dir") && !gp_opt_is(&o, "--host"))
			return gp_cli_usage(cmd, "unknown option '%s'", o.arg);
		if (!(v = gp_opt_value(&o)))
			return GP_EXIT_USAGE;
		if (gp_opt_is(&o, "--device")) {
			device = v;
		} else if (gp_opt_is(&o, "--bytes")) {
			bytes_arg = v;
		} else if (gp_opt_is(&o, "--dir")) {
			dir_arg = v;
			if (gp_xfer_dir_parse(v, &dir, &d) < 0)
				return gp_cli_fail(&d);
		} else if (gp_host_mem_parse(v, &mem, &d) < 0) {
			return gp_cli_fail(&d);
		}
	}
	if (!device || !bytes_arg || !dir_arg)
		return gp_cli_usage(cmd, "--device, --bytes and --dir are required");
	if (gp_transfer_parse_bytes(bytes_arg, &bytes) < 0)
		return gp_cli_usage(cmd, "--bytes: '%s' is not a size (a whole number of bytes, or with K/M/G)",
				    bytes_arg);
	if ((rc = gp_cli_load_device(device, &dev)))
		return rc;
	if (gp_transfer_time(&dev.link, dir, mem, bytes, &t, &d) < 0) {
		if (!d.file[0] && d.field[0] == '/')
			gp_diag_at(&d, dev.path, 0, 0);
		else if (strcmp(d.field, "bytes") == 0)
			gp_diag_field(&d, "--bytes");   /* the size came from the command line */
		return gp_cli_fail(&d);
	}
	if (json) {
		printf("{\"device\": ");
		gp_cli_json_string(stdout, dev.name);
		printf(", \"dir\": \"%s\", \"host_mem\": \"%s\", \"pageable_figures\": %s",
		       gp_xfer_dir_name(dir), gp_host_mem_name(mem), t.used_pageable ? "true" : "false");
		printf(", \"bytes\": %.17g", bytes);
		printf(", \"time_s\": %.9g, \"bandwidth_gbps\": %.9g, \"startup_s\": %.9g", t.time_s,
		       t.bandwidth_gbps, t.startup_s);
		printf(", \"lambda\": %.9g, \"link_bw_gbps\": %.9g}\n", t.lambda, t.link_bw_gbps);
		return GP_EXIT_OK;
	}
	printf("link          %s, %s%s", dev.full_name, dev.link.kind,
	       dev.link.generation ? "" : "\n");
	if (dev.link.generation)
		printf(" %d.0 x%d\n", dev.link.generation, dev.link.lanes);
	printf("copy          %.17g bytes %s, %s host memory%s\n", bytes,
	       dir == GP_XFER_HTOD ? "host to device" : "device to host", gp_host_mem_name(mem),
	       mem == GP_HOST_PAGEABLE && !t.used_pageable ? " (no separate figures: pinned used)"
							   : "");
	printf("figures       startup %.6g us, bw %.6g GB/s, lambda %.6g (eq. 5.5)\n",
	       t.startup_s * 1e6, t.link_bw_gbps, t.lambda);
	printf("time          %.6g ms\n", t.time_s * 1e3);
	printf("bandwidth     %.6g GB/s effective\n", t.bandwidth_gbps);
	return GP_EXIT_OK;
}
