/* cmd_transfer.c - 'gpuperf transfer': one host<->device copy priced by thesis eq. 5.5. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/transfer.h"

struct transfer_opts {
	const char *device;
	double bytes;
	enum gp_xfer_dir dir;
	enum gp_host_mem mem;
	int json;
};

static int read_bytes(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	(void)opt;
	if (gp_transfer_parse_bytes(val, &((struct transfer_opts *)base)->bytes) < 0)
		return gp_cli_usage(cmd, "--bytes: '%s' is not a size (a whole number of bytes, or "
				    "with K/M/G)", val);
	return 0;
}

static int read_dir(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_diag d;
	(void)cmd, (void)opt;
	gp_diag_clear(&d);
	return gp_xfer_dir_parse(val, &((struct transfer_opts *)base)->dir, &d) < 0 ? gp_cli_fail(&d)
										    : 0;
}

static int read_host(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_diag d;
	(void)cmd, (void)opt;
	gp_diag_clear(&d);
	return gp_host_mem_parse(val, &((struct transfer_opts *)base)->mem, &d) < 0
		       ? gp_cli_fail(&d) : 0;
}

#define O struct transfer_opts
const struct gp_option cmd_transfer_options[] = {
	GP_OPTION_STRING("--device", "D", "device name or JSON file (its link figures)", O, device,
			 GP_OPT_REQUIRED),
	GP_OPTION_CALLBACK("--bytes", "N", "bytes copied (a whole number, or with K/M/G)", O, bytes,
			   read_bytes, GP_OPT_REQUIRED),
	GP_OPTION_CALLBACK("--dir", "htod|dtoh", "host to device or device to host", O, dir, read_dir,
			   GP_OPT_REQUIRED),
	GP_OPTION_CALLBACK("--host", "pinned|pageable", "host memory kind (default pinned)", O, mem,
			   read_host, 0),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_END,
};
#undef O

int cmd_transfer(int argc, char **argv)
{
	static const char *cmd = "transfer";
	struct transfer_opts p = { .dir = GP_XFER_HTOD, .mem = GP_HOST_PINNED };
	struct gp_device dev;
	struct gp_transfer t;
	struct gp_diag d;
	enum gp_xfer_dir dir;
	enum gp_host_mem mem;
	const char *device;
	double bytes;
	int json, rc;

	gp_diag_clear(&d);
	if ((rc = gp_optable_parse(cmd, cmd_transfer_options, argc, argv, &p)))
		return rc;
	device = p.device, bytes = p.bytes, dir = p.dir, mem = p.mem, json = p.json;
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
	printf("link          %s, %s%s", gp_cli_esc(dev.full_name), dev.link.kind,
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
