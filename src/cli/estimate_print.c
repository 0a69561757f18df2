/* estimate_print.c - what 'gpuperf estimate' prints of one estimate: its JSON object, its
 * human lines, and its roofline (text and chart). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cliprint.h"
#include "estimate_print.h"
#include "gpuperf/demangle.h"
#include "gpuperf/estimate.h"
#include "gpuperf/roofline.h"
#include "plot.h"

void gp_estprint_json(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_cli_launch *a, const struct gp_estimate *e,
		       const struct gp_powerclock *pc)
{
	const struct gp_launch *l = &a->l;
	struct gp_estimate_rates r;
	const long long *g = a->env.grid_dim, *b = a->env.block_dim;
	printf("{\"device\": ");
	gp_cli_json_string(stdout, dev->name);
	printf(", \"clock\": \"%s\", \"sm_clock_mhz\": %.9g", dev->clock_name, dev->sm_clock_mhz);
	if (pc)
		printf(", \"power_clock\": {\"limited\": %s, \"boost_mhz\": %.9g, \"boost_power_w\": "
		       "%.9g, \"tdp_w\": %.9g, \"clock_mhz\": %.9g, \"power_w\": %.9g, "
		       "\"above_tdp_at_base\": %s}", pc->limited ? "true" : "false", pc->boost_mhz,
		       pc->boost_power_w, pc->tdp_w, pc->clock_mhz, pc->power_w,
		       pc->above_at_floor ? "true" : "false");
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
	printf(", \"atomics\": {\"shared_requests\": %.17g, \"shared_passes_per_request\": %.9g"
	       ", \"global_requests\": %.17g, \"global_updates\": %.17g"
	       ", \"global_passes_per_request\": %.9g, \"hot_address_share\": %.9g"
	       ", \"hot_address_updates\": %.17g, \"l2_atomic_units\": %.9g"
	       ", \"l2_atomic_cycles\": %.17g}", e->atomics.smem_requests,
	       gp_atomics_smem_passes_per_request(&e->atomics), e->atomics.global_requests,
	       e->atomics.global_updates, gp_atomics_global_passes_per_request(&e->atomics),
	       e->atomics.hot_share, e->atomics.hot_updates, e->atomics.l2_slices,
	       e->atomics.l2_cycles);
	printf(", \"what_would_move_it\": ");
	gp_cli_json_string(stdout, gp_estimate_hint(e));
	gp_cliprint_caveats(stdout, e, NULL, 1);
	gp_estimate_rates(e, dev, &r);
	printf(", \"dram_gbps\": %.9g, \"dram_peak_fraction\": %.9g, \"smem_gbps\": %.9g"
	       ", \"fp32_inst_per_s\": %.9g, \"fp64_inst_per_s\": %.9g}",
	       r.dram_bytes_per_s / 1e9, r.dram_bytes_per_s / 1e9 / dev->dram_bw_gbps,
	       r.smem_bytes_per_s / 1e9, r.fp32_inst_per_s, r.fp64_inst_per_s);
}

void gp_estprint_human(const struct gp_device *dev, const struct gp_kernel *k,
			const struct gp_cli_launch *a, const struct gp_estimate *e,
			const struct gp_powerclock *pc)
{
	const struct gp_launch *l = &a->l;
	const long long *g = a->env.grid_dim, *b = a->env.block_dim;
	struct gp_estimate_rates r;
	gp_estimate_rates(e, dev, &r);
	printf("kernel        %s on %s (%d SMs @ %g MHz, %s clock)\n", gp_cli_esc(k->display_name),
	       gp_cli_esc(dev->full_name), dev->sms, dev->sm_clock_mhz, dev->clock_name);
	if (pc && !pc->limited)
		printf("power         %.1f W at the %g MHz boost clock, within the %g W limit: no "
		       "throttling\n", pc->boost_power_w, pc->boost_mhz, pc->tdp_w);
	else if (pc && pc->above_at_floor)
		printf("power         %.1f W at the %g MHz boost clock, %.1f W even at the %g MHz base "
		       "clock, above the %g W limit: run at the base clock\n", pc->boost_power_w,
		       pc->boost_mhz, pc->power_w, pc->floor_mhz, pc->tdp_w);
	else if (pc)
		printf("power         %.1f W at the %g MHz boost clock, above the %g W limit: %.1f W "
		       "at %.0f MHz (energy model)\n", pc->boost_power_w, pc->boost_mhz, pc->tdp_w,
		       pc->power_w, pc->clock_mhz);
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
		if (e->atomics.smem_passes > 0)
			printf("atomics       shared: %.4g passes a request on the shared pipe (lanes on "
			       "one address one after another)\n",
			       gp_atomics_smem_passes_per_request(&e->atomics));
		if (e->atomics.global_passes > 0)
			printf("atomics       global: %.4g M updates, %.4g passes a request, %.3g%% on the "
			       "hottest address: %.4g M L2 cycles at %g a clock an address\n",
			       e->atomics.global_updates / 1e6,
			       gp_atomics_global_passes_per_request(&e->atomics),
			       100 * e->atomics.hot_share, e->atomics.l2_cycles / 1e6,
			       GP_ATOMICS_ADDR_OPS_PER_CLK);
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
/* v in G or T with its unit ("2961 GB/s", "33.45 TB/s", "10.25 T inst/s"). */
static void si_text(double v, const char *unit, char *out, size_t sz)
{
	if (v >= 1e12)
		snprintf(out, sz, "%.4g T%s", v / 1e12, unit);
	else
		snprintf(out, sz, "%.4g G%s", v / 1e9, unit);
}

/* The roofline (roofline.h) as two lines of text on stdout and a chart at path: every roof
 * the model priced the launch against (ceilings of one value drawn as one line naming them
 * all), the kernel's point at each memory level (levels at one intensity as one point). */
int gp_estprint_roofline(const struct gp_device *dev, const struct gp_kernel *k,
		    const struct gp_estimate *e, const char *path)
{
	struct gp_diag d, why;
	struct gp_roofline r;
	struct gp_plot_roof roofs[GP_ROOFLINE_ROOFS_MAX];
	struct gp_plot_point pts[GP_ROOF_LEVELS];
	const char *inputs[2] = { k->path, dev->path };
	char names[GP_ROOFLINE_ROOFS_MAX][256], pnames[GP_ROOF_LEVELS][200], title[400];
	char labels[GP_ROOFLINE_ROOFS_MAX][96], values[GP_ROOFLINE_ROOFS_MAX][96];
	char xlabel[160], ylabel[160], shortname[128], val[48];
	int npts = 0, nroofs = 0, plotted[GP_ROOFLINE_ROOFS_MAX];
	gp_diag_clear(&d);
	gp_diag_clear(&why);
	if (gp_roofline_of(e, dev, &r, &why) < 0) {
		/* "moves no memory bytes ...": after the descriptor's name */
		gp_diag_field(&d, "--plot");
		gp_error(&d, GP_EINVAL, "%s %s", k->path, why.msg);
		gp_diag_hint(&d, "a roofline places work per byte moved; leave out --plot");
		return gp_cli_fail(&d);
	}
	gp_demangle_short(k->display_name, shortname, sizeof(shortname));
	si_text(r.work_per_s, "/s", val, sizeof(val));
	printf("roofline      %s thread instructions %s; per byte at ", r.work_name, val);
	for (int l = 0, n = 0; l < GP_ROOF_LEVELS; l++)
		if (r.bytes[l] > 0)
			printf("%s%s %.4g", n++ ? ", " : "", gp_roof_level_name(l), r.intensity[l]);
	printf("\nroofs         ");
	for (int i = 0; i < r.nroofs; i++) {
		const struct gp_roof *f = &r.roofs[i];
		int same = -1;
		si_text(f->value, f->level >= 0 ? "B/s" : " inst/s", val, sizeof(val));
		printf("%s%s %s%s%s", i ? ", " : "", f->name, val,
		       f->from_model ? " (this launch's bound)" : "", i == r.limiter ? " (limiter)" : "");
		for (int j = 0; j < nroofs && f->level < 0 && same < 0; j++)
			if (!roofs[j].diagonal && roofs[j].value == f->value && !roofs[j].dashed &&
			    !f->from_model)
				same = j;
		if (same >= 0) {
			/* one line for "fp32, ctrl, issue 33.45 T inst/s" */
			size_t used = strlen(labels[same]);
			snprintf(labels[same] + used, sizeof(labels[0]) - used, ", %s", f->name);
			roofs[same].limiter |= i == r.limiter;
			plotted[i] = same;
			continue;
		}
		snprintf(labels[nroofs], sizeof(labels[0]), "%s", f->name);
		snprintf(values[nroofs], sizeof(values[0]), "%s%s", val,
			 f->from_model ? " (this launch's bound)" : "");
		roofs[nroofs] = (struct gp_plot_roof){ .name = names[nroofs], .value = f->value,
						       .diagonal = f->level >= 0,
						       .dashed = f->from_model,
						       .limiter = i == r.limiter };
		plotted[i] = nroofs++;
	}
	printf("\n");
	for (int j = 0; j < nroofs; j++)
		snprintf(names[j], sizeof(names[0]), "%.95s %.95s%s", labels[j], values[j],
			 roofs[j].limiter ? " <- limiter" : "");
	for (int l = 0; l < GP_ROOF_LEVELS; l++) {
		int roof = 0, merged = 0;
		if (!(r.bytes[l] > 0))
			continue;
		for (int i = 0; i < r.nroofs; i++)
			if (r.roofs[i].level == l)
				roof = plotted[i];
		for (int j = 0; j < npts && !merged; j++)
			if (pts[j].x == r.intensity[l]) {
				/* "... at DRAM: 4 per byte" -> "... at DRAM, L2: 4 per byte" */
				char *colon = strrchr(pnames[j], ':'), tail[160];
				snprintf(tail, sizeof(tail), "%s", colon);
				snprintf(colon, sizeof(pnames[0]) - (size_t)(colon - pnames[j]), ", %s%s",
					 gp_roof_level_name(l), tail);
				merged = 1;
			}
		if (merged)
			continue;
		si_text(r.work_per_s, "/s", val, sizeof(val));
		snprintf(pnames[npts], sizeof(pnames[0]), "%.80s at %s: %.3g per byte, %s",
			 shortname, gp_roof_level_name(l), r.intensity[l], val);
		pts[npts] = (struct gp_plot_point){ .name = pnames[npts], .x = r.intensity[l],
						    .y = r.work_per_s, .roof = roof };
		npts++;
	}
	snprintf(title, sizeof(title), "roofline: %.100s on %s, %s-bound (kernel %.4g us)",
		 shortname, dev->name, gp_estimate_limiter_name(e), e->kernel_s * 1e6);
	/* short enough for the plot's width */
	snprintf(xlabel, sizeof(xlabel), "%s thread instructions per byte%s", r.work_name,
		 strcmp(r.work_name, "FP32+FP64") == 0 ? " (an FMA is one)" : " at each level");
	snprintf(ylabel, sizeof(ylabel), "%s thread instructions/s", r.work_name);
	if (gp_plot_roofline(title, xlabel, ylabel, roofs, nroofs, pts, npts, path, inputs, 2,
			     NULL, &d) < 0)
		return gp_cli_fail(&d);
	return GP_EXIT_OK;
}
