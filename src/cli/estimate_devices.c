/* estimate_devices.c - 'gpuperf estimate --device a,b,c' (or all): the launch on each device,
 * one table row or JSON object per device. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "devlist.h"
#include "estimate_print.h"
#include "gpuperf/estimate.h"

#define DEVICES_MAX 64

/* One device's row: its estimate, or why there is none. */
struct device_row {
	char name[128];              /* as --device named it */
	struct gp_device dev;
	struct gp_cli_launch a;      /* the launch as resolved on this device */
	struct gp_estimate e;
	char why[600];               /* "" when estimated */
};

int gp_estimate_is_device_list(const char *arg)
{
	return strchr(arg, ',') || strcmp(arg, "all") == 0;
}

/* Split --device into rows' names (all: every file on the device search path); the count or
 * an exit status < 0 negated. */
static int device_names(const char *arg, struct device_row *rows)
{
	char buf[4096], *save = NULL, *tok;
	int n = 0;
	if (strcmp(arg, "all") == 0) {
		struct gp_devlist l;
		int got = gp_devlist_fill(&l, NULL, NULL, NULL, NULL);
		for (int i = 0; i < got && n < DEVICES_MAX; i++)
			snprintf(rows[n++].name, sizeof(rows[0].name), "%s", l.ents[i].name);
		gp_devlist_release(&l);
		if (got > DEVICES_MAX)
			return -gp_cli_usage("estimate", "--device all: %d device files, at most %d at "
					     "once (name them)", got, DEVICES_MAX);
		if (got <= 0) {
			fprintf(stderr, "--device: error: 'all' found no device files on the search path\n"
				"hint: set GPUPERF_PATH=DIR (with devices/), or name the devices: "
				"--device a100,h100-sxm\n");
			return -GP_EXIT_ERROR;
		}
		return n;
	}
	if (strlen(arg) >= sizeof(buf))
		return -gp_cli_usage("estimate", "--device: the list is too long");
	if (gp_cli_list_check("estimate", "--device", arg))
		return -GP_EXIT_USAGE;
	snprintf(buf, sizeof(buf), "%s", arg);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (n == DEVICES_MAX)
			return -gp_cli_usage("estimate", "--device: at most %d devices", DEVICES_MAX);
		snprintf(rows[n++].name, sizeof(rows[0].name), "%s", tok);
	}
	if (n == 0)
		return -gp_cli_usage("estimate", "--device: '%s' names no device", arg);
	return n;
}

/* Estimate k on one row's device as a single --device run would: its error goes to stderr
 * and, shortened, into the row. */
static void estimate_row(const struct gp_cli_launch *pa, const struct gp_kernel *k, int quiet,
			 struct device_row *r)
{
	struct gp_whatif set = pa->set;
	struct gp_diag d, shown;
	enum gp_clock_kind kind;
	double mhz;
	gp_diag_clear(&d);
	r->a = *pa;
	if (gp_whatif_find(r->name, &set, &r->dev, &d) < 0)
		goto fail;
	for (int i = 0; i < set.n; i++) {
		size_t used = strlen(r->dev.name);
		snprintf(r->dev.name + used, sizeof(r->dev.name) - used, "+%s=%g", set.path[i],
			 set.value[i]);
	}
	if (pa->clock && (gp_clock_parse(pa->clock, &kind, &mhz, &d) < 0 ||
			   gp_device_set_clock(&r->dev, kind, mhz, &d) < 0))
		goto fail;
	if (gp_cli_launch_finish("estimate", &r->a, &r->dev, k, quiet)) {
		snprintf(r->why, sizeof(r->why), "the launch does not apply (the error above)");
		return;
	}
	if (gp_estimate_kernel(&r->dev, k, &r->a.params, &r->a.l, &r->e, &d) == 0)
		return;
	if (!d.file[0] && d.field[0] == '/')
		gp_diag_at(&d, r->dev.path, 0, 0);
fail:
	gp_cli_diag_print(&d, stderr);
	gp_cli_diag_map(&d, &shown);
	snprintf(r->why, sizeof(r->why), "%s", shown.msg);
}

static void print_rows_json(const struct gp_kernel *k, const struct device_row *rows, int n)
{
	printf("[");
	for (int i = 0; i < n; i++) {
		printf("%s\n ", i ? "," : "");
		if (!rows[i].why[0]) {
			gp_estprint_json(&rows[i].dev, k, &rows[i].a, &rows[i].e, NULL);
			continue;
		}
		printf("{\"device\": ");
		gp_cli_json_string(stdout, rows[i].name);
		printf(", \"kernel\": ");
		gp_cli_json_string(stdout, k->name);
		printf(", \"error\": ");
		gp_cli_json_string(stdout, rows[i].why);
		printf("}");
	}
	printf("\n]\n");
}

/* The table: time, limiter, achieved DRAM bandwidth and FP rates, occupancy per device. */
static void print_rows_table(const struct gp_kernel *k, const struct device_row *rows, int n)
{
	printf("kernel %s, one row per device (achieved rates over the kernel time; FP in thread "
	       "instructions: an FMA is one, two FLOP)\n", gp_cli_esc(k->display_name));
	printf("%-14s %11s %-9s %10s %6s %12s %12s %9s %5s\n", "DEVICE", "TIME_MS", "LIMITER",
	       "DRAM_GB/S", "%PEAK", "FP32_GINST/S", "FP64_GINST/S", "WARPS/SM", "%OCC");
	for (int i = 0; i < n; i++) {
		const struct device_row *r = &rows[i];
		struct gp_estimate_rates rt;
		if (r->why[0]) {
			printf("%-14s %11s %-9s %s\n", r->name, "-", "error", r->why);
			continue;
		}
		gp_estimate_rates(&r->e, &r->dev, &rt);
		printf("%-14s %11.6g %-9s %10.4g %6.1f %12.4g %12.4g %9.4g %5.1f\n", r->name,
		       r->e.time_s * 1e3, gp_estimate_limiter_name(&r->e), rt.dram_bytes_per_s / 1e9,
		       100 * rt.dram_bytes_per_s / 1e9 / r->dev.dram_bw_gbps, rt.fp32_inst_per_s / 1e9,
		       rt.fp64_inst_per_s / 1e9, r->e.occupancy_warps,
		       100 * r->e.occ.occupancy);
	}
}

/* 1 when --grid/--threads and --block give the launch k's descriptor records (or do not
 * parse: the launch's own check names them later). */
static int same_launch(const struct gp_cli_launch *pa, const struct gp_kernel *k)
{
	long long g[3];
	double gd[3], bd[3];
	if (gp_cli_grid_dims("estimate", pa->grid, pa->threads, pa->block, g) != 0)
		return 1;
	for (int i = 0; i < 3; i++) {
		gd[i] = (double)g[i];
		bd[i] = (double)pa->block_dim[i];
	}
	return gp_launch_same_shape(k->dynamic->grid, k->dynamic->block, gd, bd,
				    pa->grid && strpbrk(pa->grid, "xX,"), 1);
}

int gp_estimate_devices(const struct gp_cli_launch *pa, const char *plot, int json)
{
	struct device_row *rows = calloc(DEVICES_MAX, sizeof(*rows));
	struct gp_kernel k;
	struct gp_diag d;
	int n, failed = 0, rc = GP_EXIT_OK;
	int other_arch = 0;
	char arch[16];

	if (!rows) {
		fprintf(stderr, "error: out of memory\nhint: name fewer devices\n");
		return GP_EXIT_ERROR;
	}
	gp_diag_clear(&d);
	if (plot) {
		rc = gp_cli_usage("estimate", "--plot draws one device's roofline: give one --device");
		goto out_rows;
	}
	if ((n = device_names(pa->device, rows)) < 0) {
		rc = -n;
		goto out_rows;
	}
	if (!pa->kernel) {
		rc = gp_cli_usage("estimate", "--kernel K or --sass LISTING is required");
		goto out_rows;
	}
	if (gp_kernel_find(pa->kernel, &k, &d) < 0) {
		rc = gp_cli_fail(&d);
		goto out_rows;
	}
	/* an emulated descriptor holds its launch's facts: another --grid/--block is refused
	 * here (one --device emulates it again), by the rule of gp_cli_emu_kernel */
	if (k.fidelity == GP_FID_EMULATED && k.dynamic && k.dynamic->block[0] && pa->block > 0 &&
	    (pa->grid || pa->threads) && !same_launch(pa, &k)) {
		fprintf(stderr, "error: '--kernel' %s was emulated at grid %ux%ux%u, block %ux%ux%u: "
			"its counts and addresses are that launch's\nhint: estimate it at another "
			"launch with one --device (it is emulated again), or sweep a model with "
			"--devices\n", gp_cli_esc(k.path), k.dynamic->grid[0], k.dynamic->grid[1],
			k.dynamic->grid[2], k.dynamic->block[0], k.dynamic->block[1],
			k.dynamic->block[2]);
		rc = GP_EXIT_ERROR;
		goto out;
	}
	/* the launch's shape is the same on every device: a usage error stops it once */
	{
		struct gp_cli_launch q = *pa;
		if ((rc = gp_cli_launch_shape("estimate", &q, &k)))
			goto out;
		for (int i = 0; i < n; i++) {
			estimate_row(&q, &k, i > 0, &rows[i]);
			failed += rows[i].why[0] != 0;
			snprintf(arch, sizeof(arch), "sm_%d%d", rows[i].dev.cc_major, rows[i].dev.cc_minor);
			if (!rows[i].why[0] && k.arch[0] && strcmp(arch, k.arch) != 0)
				other_arch++;
		}
	}
	if (other_arch && !json)
		fprintf(stderr, "note: %s was made for %s; on the %d of %d devices of another "
			"architecture its counts and critical path are re-derived when it has a program, "
			"else they are %s's (a what-if)\n", gp_cli_esc(k.path), gp_cli_esc(k.arch), other_arch, n, gp_cli_esc(k.arch));
	if (json)
		print_rows_json(&k, rows, n);
	else
		print_rows_table(&k, rows, n);
	if (failed)
		fprintf(stderr, "error: %d of %d devices could not be estimated (their rows say why)\n",
			failed, n);
	rc = failed ? GP_EXIT_ERROR : GP_EXIT_OK;
out:
	gp_kernel_release(&k);
out_rows:
	free(rows);
	return rc;
}
