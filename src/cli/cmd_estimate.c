/* cmd_estimate.c - 'gpuperf estimate': one kernel launch through the analytical model. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cliprint.h"
#include "devlist.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/estimate.h"
#include "plot.h"

static void print_json(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_cli_launch *a, const struct gp_estimate *e)
{
	const struct gp_launch *l = &a->l;
	struct gp_estimate_rates r;
	const long long *g = a->env.grid_dim, *b = a->env.block_dim;
	printf("{\"device\": ");
	gp_cli_json_string(stdout, dev->name);
	printf(", \"clock\": \"%s\", \"sm_clock_mhz\": %.9g", dev->clock_name, dev->sm_clock_mhz);
	printf(", \"kernel\": ");
	gp_cli_json_string(stdout, k->name);
	printf(", \"descriptor_arch\": ");
	gp_cli_json_string(stdout, k->arch);
	printf(", \"grid\": %lld, \"block\": %d", l->grid, l->block);
	printf(", \"grid_dim\": [%lld, %lld, %lld], \"block_dim\": [%lld, %lld, %lld]", g[0], g[1],
	       g[2], b[0], b[1], b[2]);
	printf(", \"time_s\": %.9g, \"kernel_s\": %.9g, \"launch_overhead_s\": %.9g", e->time_s,
	       e->kernel_s, e->launch_overhead_s);
	printf(", \"duration_s\": %.9g, \"grid_start_end_s\": %.9g", e->duration_s,
	       e->grid_start_end_s);
	printf(", \"warps_launched\": %.17g, \"occupancy_warps\": %.9g", e->warps_launched,
	       e->occupancy_warps);
	printf(", \"active_blocks_per_sm\": %d, \"occupancy_limiter\": \"%s\"",
	       e->occ.active_blocks_per_sm, gp_occ_limiter_name(e->occ.limiter));
	printf(", \"latency_bound_cycles\": %.9g, \"latency_idle_cycles\": %.9g", e->latency_bound_cycles,
	       e->latency_idle_cycles);
	printf(", \"throughput_bound_wpc\": %.9g", e->throughput_bound_wpc);
	printf(", \"latency_wpc\": %.9g, \"warp_throughput_wpc\": %.9g", e->latency_wpc,
	       e->warp_throughput_wpc);
	printf(", \"regime\": \"%s\", \"limiter\": \"%s\", \"lambda\": %.9g",
	       gp_regime_name(e->regime), gp_estimate_limiter_name(e), e->lambda);
	printf(", \"throughput_limiter\": \"%s\", \"cycles_per_warp\": {", gp_bound_name(e->limiter_bound));
	for (int b = 0; b < GP_BOUND_COUNT; b++)
		printf("%s\"%s\": %.9g", b ? ", " : "", gp_bound_name(b), e->cpw[b]);
	printf("}, \"ceiling_used\": {");
	for (int b = 0; b < GP_BOUND_COUNT; b++)
		printf("%s\"%s\": %.6g", b ? ", " : "", gp_bound_name(b), e->util[b]);
	printf("}, \"model\": \"%s\", \"dram_bytes\": %.17g, \"l2_bytes\": %.17g, \"l1_bytes\": %.17g",
	       gp_model_name(e->model), e->dram_bytes, e->l2_bytes, e->l1_bytes);
	printf(", \"shared_bytes\": %.17g, \"compulsory_bytes\": %.17g", e->hier.smem_bytes,
	       e->hier.compulsory_bytes);
	printf(", \"dram_deferred_bytes\": %.17g", e->hier.dram_deferred_bytes);
	printf(", \"l1_hit_rate\": %.6g, \"l2_hit_rate\": %.6g, \"dram_ceiling_gbps\": %.6g",
	       e->hier.l1_hit_rate, e->hier.l2_hit_rate, e->dram_gbps_ceiling);
	printf(", \"dram_latency_cycles\": %.6g, \"load_latency_cycles\": %.6g", e->dram_latency_cycles,
	       e->load_latency_cycles);
	printf(", \"memory_profile\": %s, \"counts_from_program\": %s, \"latency_rederived\": %s",
	       e->has_profile ? "true" : "false", e->counts_from_program ? "true" : "false",
	       e->latency_rederived ? "true" : "false");
	printf(", \"full_waves\": %lld, \"wave_blocks\": %.6g, \"tail_blocks\": %lld", e->full_waves,
	       e->wave_blocks, e->tail_blocks);
	printf(", \"what_would_move_it\": ");
	gp_cli_json_string(stdout, gp_estimate_hint(e));
	gp_cliprint_caveats(stdout, e, NULL, 1);
	gp_estimate_rates(e, dev, &r);
	printf(", \"dram_gbps\": %.9g, \"dram_peak_fraction\": %.9g, \"smem_gbps\": %.9g"
	       ", \"fp32_inst_per_s\": %.9g, \"fp64_inst_per_s\": %.9g}",
	       r.dram_bytes_per_s / 1e9, r.dram_bytes_per_s / 1e9 / dev->dram_bw_gbps,
	       r.smem_bytes_per_s / 1e9, r.fp32_inst_per_s, r.fp64_inst_per_s);
}

static void print_human(const struct gp_device *dev, const struct gp_kernel *k,
			const struct gp_cli_launch *a, const struct gp_estimate *e)
{
	const struct gp_launch *l = &a->l;
	const long long *g = a->env.grid_dim, *b = a->env.block_dim;
	struct gp_estimate_rates r;
	gp_estimate_rates(e, dev, &r);
	printf("kernel        %s on %s (%d SMs @ %g MHz, %s clock)\n", k->display_name,
	       dev->full_name, dev->sms, dev->sm_clock_mhz, dev->clock_name);
	if (g[1] * g[2] * b[1] * b[2] > 1)
		printf("launch        grid %lldx%lldx%lld, block %lldx%lldx%lld: ", g[0], g[1], g[2],
		       b[0], b[1], b[2]);
	else
		printf("launch        ");
	printf("%lld blocks x %d threads = %.0f warps (eq. 4.2)\n", l->grid, l->block,
	       e->warps_launched);
	printf("occupancy     %.4g warps/SM%s; calculator: %d blocks, %d warps, limited by %s\n",
	       e->occupancy_warps, l->occupancy_warps > 0 ? " (forced)" : "",
	       e->occ.active_blocks_per_sm, e->occ.active_warps_per_sm,
	       gp_occ_limiter_name(e->occ.limiter));
	printf("latency bound %.6g cycles/warp -> occupancy/latency = %.6g warps/cycle/SM\n",
	       e->latency_bound_cycles, e->latency_wpc);
	printf("cycles/warp   ");
	for (int b = 0; b < GP_BOUND_COUNT; b++)
		if (e->cpw[b] > 0)
			printf("%s %.6g%s  ", gp_bound_name(b), e->cpw[b],
			       (enum gp_bound)b == e->limiter_bound ? "*" : "");
	printf("(eq. 4.5)\n");
	printf("throughput    bound %.6g warps/cycle/SM, limited by %s (eq. 4.6)\n",
	       e->throughput_bound_wpc, gp_bound_name(e->limiter_bound));
	printf("regime        %s-bound: warp throughput %.6g warps/cycle/SM (eq. 4.3)\n",
	       gp_regime_name(e->regime), e->warp_throughput_wpc);
	if (e->model == GP_MODEL_THESIS) {
		printf("lambda        %g\n", e->lambda);
	} else {
		printf("model         hierarchy, no lambda: counts %s, latency bound %s\n",
		       e->counts_from_program ? "walked from the program for this device" : "from per_warp",
		       e->latency_rederived ? "= the program's critical path with this device's latencies"
					    : "from the descriptor");
		if (e->has_profile)
			printf("traffic       L1/TEX %.4g MB (hit %.1f%%), L2 %.4g MB (hit %.1f%%), DRAM %.4g MB "
			       "(compulsory %.4g MB, %.4g MB of writes left dirty in L2 at the end), shared %.4g MB\n",
			       e->l1_bytes / 1e6, 100 * e->hier.l1_hit_rate, e->l2_bytes / 1e6,
			       100 * e->hier.l2_hit_rate, e->dram_bytes / 1e6, e->hier.compulsory_bytes / 1e6,
			       e->hier.dram_deferred_bytes / 1e6, e->hier.smem_bytes / 1e6);
		else
			printf("traffic       DRAM %.4g MB (no memory profile: every global byte goes to DRAM)\n",
			       e->dram_bytes / 1e6);
		printf("ceilings      ");
		for (int b = 0; b < GP_BOUND_COUNT; b++)
			if (e->cpw[b] > 0)
				printf("%s %.1f%%%s  ", gp_bound_name(b), 100 * e->util[b],
				       (enum gp_bound)b == e->limiter_bound ? "*" : "");
		printf("(of each ceiling; DRAM at %.4g GB/s%s)\n", e->dram_gbps_ceiling,
		       dev->dram_sustained_gbps > 0 ? " measured" : ", a fraction of peak");
		printf("latency       global load %.4g cycles mean; DRAM %.4g under this load\n",
		       e->load_latency_cycles, e->dram_latency_cycles);
		printf("waves         %lld full of %.6g blocks + a tail of %lld blocks\n", e->full_waves,
		       e->wave_blocks, e->tail_blocks);
		printf("limiter       %s: %s\n", gp_estimate_limiter_name(e), gp_estimate_hint(e));
	}
	/* achieved throughput over the kernel time: what to compare with a profiler */
	printf("achieved      DRAM ");
	gp_cliprint_si(stdout, r.dram_bytes_per_s, "B/s");
	printf(" (%.0f%% of the %g GB/s peak)", 100 * r.dram_bytes_per_s / 1e9 /
	       dev->dram_bw_gbps, dev->dram_bw_gbps);
	if (e->counts.smem_bytes > 0) {
		printf(", shared ");
		gp_cliprint_si(stdout, r.smem_bytes_per_s, "B/s");
	}
	if (e->counts.ins[GP_UNIT_FP32] > 0) {
		printf(", FP32 ");
		gp_cliprint_si(stdout, r.fp32_inst_per_s, "inst/s");
	}
	if (e->counts.ins[GP_UNIT_FP64] > 0) {
		printf(", FP64 ");
		gp_cliprint_si(stdout, r.fp64_inst_per_s, "inst/s");
	}
	printf("\n");
	printf("time          %.6g ms (kernel %.6g ms + launch %.3g us; eq. 4.1)\n", e->time_s * 1e3,
	       e->kernel_s * 1e3, e->launch_overhead_s * 1e6);
	if (e->grid_start_end_s > 0)
		printf("profiled      %.6g ms (kernel + %.3g us of the grid's start and end: a "
		       "profiler's kernel duration)\n", e->duration_s * 1e3, e->grid_start_end_s * 1e6);
	gp_cliprint_caveats(stdout, e, "caution       ", 0);
}
/* The kernel's point against the device's FP roofs and its DRAM bandwidth, plotted; the
 * intensity is per byte the model sends to DRAM (after L1/L2 reuse with a memory profile). */
static int roofline(const struct gp_device *dev, const struct gp_kernel *k,
		    const struct gp_estimate *e, const char *path)
{
	struct gp_diag d, why;
	struct gp_roofline_point rp;
	double peaks[2];
	const char *names[2], *inputs[2] = { k->path, dev->path };
	char n32[96], n64[96], title[400], label[300];
	int np = 0;
	gp_diag_clear(&d);
	gp_diag_clear(&why);
	if (gp_estimate_roofline(e, dev, &rp, &why) < 0) {
		/* "has no ...": after the descriptor's name */
		gp_diag_field(&d, "--plot");
		gp_error(&d, GP_EINVAL, "%s %s", k->path, why.msg);
		gp_diag_hint(&d, "the roofline places FP work per DRAM byte; leave out --plot");
		return gp_cli_fail(&d);
	}
	peaks[np] = rp.fp32_peak_inst_per_s;
	snprintf(n32, sizeof(n32), "FP32 roof %.4g T inst/s", peaks[np] / 1e12);
	names[np++] = n32;
	if (rp.fp64_peak_inst_per_s > 0) {
		peaks[np] = rp.fp64_peak_inst_per_s;
		snprintf(n64, sizeof(n64), "FP64 roof %.4g T inst/s", peaks[np] / 1e12);
		names[np++] = n64;
	}
	snprintf(title, sizeof(title), "roofline: %.120s on %s (DRAM %g GB/s)", k->display_name,
		 dev->name, dev->dram_bw_gbps);
	snprintf(label, sizeof(label), "%.120s: %.3g inst/byte, %.4g G inst/s (%s-bound)",
		 k->name, rp.inst_per_byte, rp.inst_per_s / 1e9, gp_estimate_limiter_name(e));
	if (gp_plot_roofline(title, "FP thread instructions/s", dev->dram_bw_gbps * 1e9, peaks,
			     names, np, rp.inst_per_byte, rp.inst_per_s, label, path, inputs, 2,
			     &d) < 0)
		return gp_cli_fail(&d);
	return GP_EXIT_OK;
}

struct estimate_opts {
	struct gp_cli_launch a;
	const char *plot;
	int json;
};

static int read_model(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	(void)opt;
	if (gp_model_parse(val, &((struct estimate_opts *)base)->a.l.model) < 0)
		return gp_cli_usage(cmd, "--model must be thesis, hierarchy or auto, got '%s'", val);
	return 0;
}

static int read_reuse(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	(void)opt;
	if (gp_reuse_parse(val, &((struct estimate_opts *)base)->a.l.reuse) < 0)
		return gp_cli_usage(cmd, "--reuse must be stack or proportional, got '%s'", val);
	return 0;
}

static int read_combine(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	(void)opt;
	if (gp_combine_parse(val, &((struct estimate_opts *)base)->a.l.combine) < 0)
		return gp_cli_usage(cmd, "--combine must be min or queue, got '%s'", val);
	return 0;
}

#define O struct estimate_opts
const struct gp_option cmd_estimate_options[] = {
	GP_OPTION_GROUP(gp_cli_launch_options, O, a, GP_CLI_LAUNCH_OCCUPANCY | GP_CLI_LAUNCH_LAMBDA |
			GP_CLI_LAUNCH_REGS | GP_CLI_LAUNCH_CLOCK | GP_CLI_LAUNCH_SET),
	GP_OPTION_CALLBACK("--model", "thesis|hierarchy|auto", "thesis ch. 4, or the cache "
			   "hierarchy model", O,
			   a.l.model, read_model, 0),
	GP_OPTION_CALLBACK("--combine", "min|queue", "how the bounds combine (hierarchy model): queueing (default) or the hard corner", O,
			   a.l.combine, read_combine, 0),
	GP_OPTION_CALLBACK("--reuse", "stack|proportional", "cache reuse (hierarchy model)", O,
			   a.l.reuse, read_reuse, 0),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_STRING("--plot", "ROOFLINE.png|svg", "write a roofline plot (gnuplot)", O, plot, 0),
	GP_OPTION_END,
};
#undef O

/* ==== Several devices: --device a,b,c or --device all ==== */

#define DEVICES_MAX 64

/* One device's row: its estimate, or why there is none. */
struct device_row {
	char name[128];              /* as --device named it */
	struct gp_device dev;
	struct gp_cli_launch a;      /* the launch as resolved on this device */
	struct gp_estimate e;
	char why[600];               /* "" when estimated */
};

static int is_device_list(const char *arg)
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
static void estimate_row(const struct estimate_opts *p, const struct gp_kernel *k, int quiet,
			 struct device_row *r)
{
	struct gp_devset set = p->a.set;
	struct gp_diag d;
	enum gp_clock_kind kind;
	double mhz;
	gp_diag_clear(&d);
	r->a = p->a;
	if (gp_devset_find(r->name, &set, &r->dev, &d) < 0)
		goto fail;
	for (int i = 0; i < set.n; i++) {
		size_t used = strlen(r->dev.name);
		snprintf(r->dev.name + used, sizeof(r->dev.name) - used, "+%s=%g", set.path[i],
			 set.value[i]);
	}
	if (p->a.clock && (gp_clock_parse(p->a.clock, &kind, &mhz, &d) < 0 ||
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
	gp_diag_print(&d, stderr);
	snprintf(r->why, sizeof(r->why), "%s", d.msg);
}

static void print_rows_json(const struct gp_kernel *k, const struct device_row *rows, int n)
{
	printf("[");
	for (int i = 0; i < n; i++) {
		printf("%s\n ", i ? "," : "");
		if (!rows[i].why[0]) {
			print_json(&rows[i].dev, k, &rows[i].a, &rows[i].e);
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
	       "instructions: an FMA is one, two FLOP)\n", k->display_name);
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

/* Exit status: 0 when every device was estimated, else GP_EXIT_ERROR (each failed row names
 * its reason, and its error went to stderr). */
static int estimate_devices(const struct estimate_opts *p)
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
	if (p->plot) {
		rc = gp_cli_usage("estimate", "--plot draws one device's roofline: give one --device");
		goto out_rows;
	}
	if ((n = device_names(p->a.device, rows)) < 0) {
		rc = -n;
		goto out_rows;
	}
	if (gp_kernel_find(p->a.kernel, &k, &d) < 0) {
		rc = gp_cli_fail(&d);
		goto out_rows;
	}
	/* the launch's shape is the same on every device: a usage error stops it once */
	{
		struct estimate_opts q = *p;
		if ((rc = gp_cli_launch_shape("estimate", &q.a, &k)))
			goto out;
		for (int i = 0; i < n; i++) {
			estimate_row(&q, &k, i > 0, &rows[i]);
			failed += rows[i].why[0] != 0;
			snprintf(arch, sizeof(arch), "sm_%d%d", rows[i].dev.cc_major, rows[i].dev.cc_minor);
			if (!rows[i].why[0] && k.arch[0] && strcmp(arch, k.arch) != 0)
				other_arch++;
		}
	}
	if (other_arch && !p->json)
		fprintf(stderr, "note: %s was made for %s; on the %d of %d devices of another "
			"architecture its counts and critical path are re-derived when it has a program, "
			"else they are %s's (a what-if)\n", k.path, k.arch, other_arch, n, k.arch);
	if (p->json)
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

int cmd_estimate(int argc, char **argv)
{
	static const char *cmd = "estimate";
	struct estimate_opts p;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_estimate e;
	struct gp_diag d;
	int json, rc;
	const char *plot;

	memset(&p, 0, sizeof(p));
	gp_cli_launch_init(&p.a);
	gp_diag_clear(&d);
	if ((rc = gp_optable_parse(cmd, cmd_estimate_options, argc, argv, &p)))
		return rc;
	if (p.a.device && is_device_list(p.a.device))
		return estimate_devices(&p);
	json = p.json, plot = p.plot;
	if ((rc = gp_cli_load_device_set(p.a.device, &p.a.set, json, &dev)) ||
	    (rc = gp_cli_apply_clock(p.a.clock, &dev)))
		return rc;
	if (gp_kernel_find(p.a.kernel, &k, &d) < 0)
		return gp_cli_fail(&d);
	if ((rc = gp_cli_launch_shape(cmd, &p.a, &k)) ||
	    (rc = gp_cli_launch_finish(cmd, &p.a, &dev, &k, 0))) {
		gp_kernel_release(&k);
		return rc;
	}
	rc = gp_estimate_kernel(&dev, &k, &p.a.params, &p.a.l, &e, &d);
	if (rc < 0) {
		/* a '/...' field without a file is the device's (e.g. '/units/tensor') */
		if (!d.file[0] && d.field[0] == '/')
			gp_diag_at(&d, dev.path, 0, 0);
		gp_kernel_release(&k);
		return gp_cli_fail(&d);
	}
	/* counts and the latency bound belong to the ISA the descriptor was made from, unless
	 * the hierarchy model re-derived them from the program */
	if (k.arch[0] && !json) {
		char dev_arch[16];
		snprintf(dev_arch, sizeof(dev_arch), "sm_%d%d", dev.cc_major, dev.cc_minor);
		if (strcmp(dev_arch, k.arch) != 0 && e.latency_rederived)
			fprintf(stderr, "note: %s was made for %s; %s is %s: its program's counts and "
				"critical path are re-derived with %s's latencies\n", k.path, k.arch,
				dev.name, dev_arch, dev_arch);
		else if (strcmp(dev_arch, k.arch) != 0)
			fprintf(stderr, "note: %s was made for %s; %s is %s: its counts and latency "
				"bound are %s's (a what-if)\n", k.path, k.arch, dev.name, dev_arch, k.arch);
	}
	if (json) {
		print_json(&dev, &k, &p.a, &e);
		printf("\n");
	} else
		print_human(&dev, &k, &p.a, &e);
	rc = plot ? roofline(&dev, &k, &e, plot) : GP_EXIT_OK;
	gp_kernel_release(&k);
	return rc;
}
