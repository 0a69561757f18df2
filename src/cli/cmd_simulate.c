/* cmd_simulate.c - 'gpuperf simulate': one kernel launch through the cycle-level engine. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "launch_emu.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/engine.h"
#include "gpuperf/transfer.h"
#include "simulate_emu.h"
#include "trace_cli.h"

/* Global accesses of k's program without an address pattern (*total: all of them). */
static int unpatterned_global(const struct gp_kernel *k, int *total)
{
	int n = 0;
	*total = 0;
	for (int i = 0; k->program && i < k->program->n; i++) {
		const struct gp_pinstr *in = &k->program->ins[i];
		if (in->iclass == GP_IC_GLD || in->iclass == GP_IC_GST || in->iclass == GP_IC_ATOM) {
			++*total;
			n += in->pattern < 0;
		}
	}
	return n;
}

static void print_json(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_launch *l, const struct gp_engine_opts *o,
		       const struct gp_engine_result *r)
{
	printf("{\"device\": ");
	gp_cli_json_string(stdout, dev->name);
	printf(", \"clock\": \"%s\", \"sm_clock_mhz\": %.9g", dev->clock_name, dev->sm_clock_mhz);
	printf(", \"kernel\": ");
	gp_cli_json_string(stdout, k->name);
	printf(", \"grid\": %lld, \"block\": %d, \"scheduler\": \"%s\"", l->grid, l->block,
	       gp_engine_sched_name(o->sched));
	printf(", \"cycles\": %llu, \"time_s\": %.9g, \"kernel_s\": %.9g, \"duration_s\": %.9g",
	       (unsigned long long)r->cycles, r->time_s, r->kernel_s, r->duration_s);
	printf(", \"warp_instructions\": %.17g, \"issue_slots\": %.17g, \"ipc\": %.9g, \"ipc_per_sm\": %.9g",
	       r->warp_instructions, r->issue_slots, r->ipc, r->ipc_per_sm);
	printf(", \"thread_instructions\": %.17g, \"simd_efficiency\": %.9g", r->thread_instructions,
	       r->simd_efficiency);
	printf(", \"blocks_per_sm\": %d, \"theoretical_warps\": %.9g, \"achieved_warps\": %.9g",
	       r->blocks_per_sm, r->theoretical_warps, r->achieved_warps);
	printf(", \"achieved_occupancy\": %.9g", r->achieved_occupancy);
	printf(", \"stalls\": {");
	for (int s = 0; s < GP_STALL_COUNT; s++)
		printf("%s\"%s\": %.9g", s ? ", " : "", gp_stall_name(s), r->stall[s]);
	printf("}, \"unit_utilisation\": {");
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		printf("%s\"%s\": %.9g", u ? ", " : "", gp_unit_name(u), r->unit_util[u]);
	printf("}, \"mio_utilisation\": %.9g", r->mio_util);
	printf(", \"issue_utilisation\": %.9g", r->issue_util);
	printf(", \"dram_bytes\": %.17g, \"dram_read_bytes\": %.17g, \"dram_write_bytes\": %.17g"
	       ", \"l2_dirty_bytes\": %.17g",
	       r->dram_bytes, r->dram_read_bytes, r->dram_write_bytes, r->l2_dirty_bytes);
	printf(", \"dram_row_hit_rate\": %.9g", r->dram_row_hit_rate);
	printf(", \"dram_bw_gbps\": %.9g, \"dram_peak_gbps\": %.9g", r->dram_bw_gbps, r->dram_peak_gbps);
	printf(", \"dram_latency_avg_cycles\": %.9g, \"dram_latency_max_cycles\": %.9g",
	       r->dram_latency_avg_cycles, r->dram_latency_max_cycles);
	printf(", \"l1_hit_rate\": %.9g, \"l2_hit_rate\": %.9g, \"smem_conflict_ways\": %.9g",
	       r->l1_hit_rate, r->l2_hit_rate, r->smem_conflict_ways);
	printf(", \"blocks\": %lld, \"waves\": %lld, \"sampled\": %s, \"waves_simulated\": %.9g",
	       r->blocks, r->waves, r->sampled ? "true" : "false", r->waves_simulated);
	printf(", \"energy_j\": %.9g", r->energy_j);
	if (o->managed)
		printf(", \"managed\": true, \"prefetcher\": \"%s\", \"managed_arrays\": %d, "
		       "\"managed_bytes\": %.17g, \"faults\": %.17g, \"migrated_bytes\": %.17g, "
		       "\"prefetched_bytes\": %.17g, \"evicted_bytes\": %.17g, \"fault_time_s\": %.9g, "
		       "\"tlb_hit_rate\": %.9g, \"walks\": %.17g, \"epochs\": %lld",
		       gp_uvm_prefetcher_name(o->prefetcher), r->managed_arrays, r->managed_bytes,
		       r->faults, r->migrated_bytes, r->prefetched_bytes, r->evicted_bytes,
		       r->fault_time_s, r->tlb_hit_rate, r->walks, r->epochs);
	printf("}\n");
}

static void print_human(const struct gp_device *dev, const struct gp_kernel *k,
			const struct gp_launch *l, const struct gp_engine_opts *o,
			const struct gp_engine_result *r)
{
	printf("kernel        %s on %s (%d SMs @ %g MHz, %s clock), %s scheduler\n",
	       gp_cli_esc(k->display_name), gp_cli_esc(dev->full_name), dev->sms, dev->sm_clock_mhz, dev->clock_name,
	       gp_engine_sched_name(o->sched));
	printf("launch        %lld blocks x %d threads, %lld waves of %d blocks/SM\n", l->grid,
	       l->block, r->waves, r->blocks_per_sm);
	if (r->sampled)
		printf("sampled       simulated %.3g of %lld waves until the per-wave time was steady; "
		       "the rest is extrapolated\n", r->waves_simulated, r->waves);
	printf("cycles        %llu (%.6g ms kernel, %.6g ms with launch overhead)\n",
	       (unsigned long long)r->cycles, r->kernel_s * 1e3, r->time_s * 1e3);
	if (r->duration_s > r->kernel_s)
		printf("profiled      %.6g ms (kernel + the grid's start and end: a profiler's kernel "
		       "duration)\n", r->duration_s * 1e3);
	printf("instructions  %.6g warp instructions, %.6g issue slots, IPC %.4g (%.4g per SM)\n",
	       r->warp_instructions, r->issue_slots, r->ipc, r->ipc_per_sm);
	printf("threads       %.6g thread instructions, SIMD efficiency %.1f%% (active lanes)\n",
	       r->thread_instructions, r->simd_efficiency * 100);
	printf("occupancy     achieved %.4g warps/SM (%.1f%%), theoretical %.4g\n", r->achieved_warps,
	       r->achieved_occupancy * 100, r->theoretical_warps);
	printf("stalls        ");
	for (int s = 0; s < GP_STALL_COUNT; s++)
		printf("%s %.1f%%  ", gp_stall_name(s), r->stall[s] * 100);
	printf("(scheduler cycles)\nunits         issue %.1f%%  ", r->issue_util * 100);
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (r->unit_util[u] > 0)
			printf("%s %.1f%%  ", gp_unit_name(u), r->unit_util[u] * 100);
	if (r->mio_util > 0)
		printf("mio %.1f%%  ", r->mio_util * 100);
	printf("\ndram          %.6g MB (%.6g read, %.6g written), %.4g GB/s of %.4g peak\n",
	       r->dram_bytes / 1e6, r->dram_read_bytes / 1e6, r->dram_write_bytes / 1e6,
	       r->dram_bw_gbps, r->dram_peak_gbps);
	printf("dram latency  %.4g cycles average, %.4g max (loads served by DRAM)\n",
	       r->dram_latency_avg_cycles, r->dram_latency_max_cycles);
	printf("caches        L1 hit %.1f%%, L2 hit %.1f%% (sectors)\n", r->l1_hit_rate * 100,
	       r->l2_hit_rate * 100);
	if (r->l2_dirty_bytes > 0)
		printf("l2 dirty      %.6g MB written but still in the L2 at the end (written back "
		       "by later traffic, not in this time)\n", r->l2_dirty_bytes / 1e6);
	if (r->smem_conflict_ways > 0)
		printf("shared        %.3g wavefronts per instruction (1 = no bank conflicts)\n",
		       r->smem_conflict_ways);
	if (r->energy_j > 0)
		printf("energy        %.6g J\n", r->energy_j);
	if (o->managed) {
		printf("managed       %d arrays, %.6g MB, %s prefetcher\n", r->managed_arrays,
		       r->managed_bytes / 1e6, gp_uvm_prefetcher_name(o->prefetcher));
		printf("faults        %.0f far faults, %.6g MB migrated (%.6g MB prefetched), "
		       "%.6g MB evicted\n", r->faults, r->migrated_bytes / 1e6,
		       r->prefetched_bytes / 1e6, r->evicted_bytes / 1e6);
		printf("fault time    %.6g ms of fault handling and migration on the link; "
		       "TLB hit %.1f%%, %.0f walks\n", r->fault_time_s * 1e3, r->tlb_hit_rate * 100,
		       r->walks);
	}
}

struct progress_bar { int shown; int last; };

static void progress(double f, void *ctx)
{
	struct progress_bar *p = ctx;
	int pct = (int)(f * 100);
	if (pct == p->last)
		return;
	p->last = pct;
	p->shown = 1;
	fprintf(stderr, "\rsimulating [%-40.*s] %3d%%", pct * 40 / 100,
		"########################################", pct);
	fflush(stderr);
}

struct simulate_opts {
	struct gp_cli_launch a;
	struct gp_cli_engine en;
	struct gp_engine_opts eo;
	const char *pf_arg, *devmem_arg, *mshr_arg;
	int json;
};

#define O struct simulate_opts
const struct gp_option cmd_simulate_options[] = {
	GP_OPTION_GROUP(gp_cli_launch_options, O, a, GP_CLI_LAUNCH_OCCUPANCY | GP_CLI_LAUNCH_REGS |
			GP_CLI_LAUNCH_CLOCK | GP_CLI_LAUNCH_SET),
	GP_OPTION_GROUP(gp_cli_engine_options, O, en, GP_CLI_ENGINE_JOBS | GP_CLI_ENGINE_FULL),
	GP_OPTION_FLAG("--managed", "the arrays are cudaMallocManaged (GMMU, far faults)", O,
		       eo.managed),
	GP_OPTION_STRING("--prefetcher", "none|random|seqlocal|tbnp", "UVM prefetcher (with "
			 "--managed)", O, pf_arg, 0),
	GP_OPTION_STRING("--device-mem", "BYTES", "device memory managed pages may use (with "
			 "--managed)", O, devmem_arg, 0),
	GP_OPTION_STRING("--fault-mshrs", "N", "far faults outstanding at once, 0..2^20 (with "
			 "--managed)", O, mshr_arg, 0),
	GP_OPTION_FLAG("--no-skip-ahead", "poll every epoch while warps wait on faults (with "
		       "--managed)", O, eo.no_skip_ahead),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_END,
};
#undef O

int cmd_simulate(int argc, char **argv)
{
	static const char *cmd = "simulate";
	struct simulate_opts p;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_engine_result r;
	struct gp_diag d;
	struct progress_bar bar = { 0, -1 };
	const char *pf_arg, *devmem_arg, *mshr_arg;
	long long n;
	int json, rc, nglobal, sig;

	/* a trace gives the launch, its instructions and its copies */
	for (int i = 1; i < argc; i++)
		if (strncmp(argv[i], "--trace", 7) == 0 && (argv[i][7] == '\0' || argv[i][7] == '='))
			return gp_simulate_trace(argc, argv);
	/* a SASS listing: the emulator feeds the engine in process */
	for (int i = 1; i < argc; i++)
		if (strncmp(argv[i], "--sass", 6) == 0 && (argv[i][6] == '\0' || argv[i][6] == '='))
			return gp_simulate_emu(argc, argv);

	memset(&p, 0, sizeof(p));
	gp_cli_launch_init(&p.a);
	gp_diag_clear(&d);
	gp_engine_opts_init(&p.eo);
	if ((rc = gp_optable_parse(cmd, cmd_simulate_options, argc, argv, &p)) ||
	    (rc = gp_cli_engine_apply(cmd, &p.en, &p.eo)))
		return rc;
	pf_arg = p.pf_arg, devmem_arg = p.devmem_arg, mshr_arg = p.mshr_arg, json = p.json;
	/* whole warps only: the engine keeps resident warps as a count */
	if (p.a.l.occupancy_warps > 0 && p.a.l.occupancy_warps < 1)
		return gp_cli_usage(cmd, "--occupancy: %g is out of range [1, 1e+06]", p.a.l.occupancy_warps);
	if ((pf_arg || devmem_arg || mshr_arg || p.eo.no_skip_ahead) && !p.eo.managed)
		return gp_cli_usage(cmd, "--prefetcher, --device-mem, --fault-mshrs and "
				    "--no-skip-ahead need --managed");
	if (p.eo.managed && p.eo.sample)
		return gp_cli_usage(cmd, "--managed runs cannot be sampled (faults follow first "
				    "touches, so waves are not alike); drop --sample");
	if (pf_arg) {
		enum gp_uvm_prefetcher pf;
		if (gp_uvm_prefetcher_parse(pf_arg, &pf, &d) < 0)
			return gp_cli_fail(&d);
		p.eo.prefetcher = pf;
	}
	if (devmem_arg) {
		if (gp_transfer_parse_bytes(devmem_arg, &p.eo.device_mem_bytes) < 0)
			return gp_cli_usage(cmd, "--device-mem: '%s' is not a size (bytes, or with K/M/G)",
					    devmem_arg);
		if (!(p.eo.device_mem_bytes > 0)) {
			gp_diag_field(&d, "--device-mem");
			gp_error(&d, GP_EINVAL, "device memory must be > 0 bytes, got %s", devmem_arg);
			gp_diag_hint(&d, "give the memory managed pages may use, e.g. 2G; leave it out "
					 "for the device's own");
			return gp_cli_fail(&d);
		}
	}
	if (mshr_arg && gp_opt_ll(cmd, "--fault-mshrs", mshr_arg, 0, 1 << 20, &n) < 0)
		return GP_EXIT_USAGE;
	if (mshr_arg)
		p.eo.fault_mshrs = (int)n;
	if (p.a.threads && gp_opt_ll(cmd, "--threads", p.a.threads, 1, LLONG_MAX, &p.eo.threads) < 0)
		return GP_EXIT_USAGE;
	if ((rc = gp_cli_load_device_whatif(p.a.device, &p.a.set, json, &dev)) ||
	    (rc = gp_cli_apply_clock(p.a.clock, &dev)))
		return rc;
	if ((rc = gp_cli_emu_find(cmd, &p.a, &dev, &k)))   /* at another launch: again */
		return rc;
	if ((rc = gp_cli_launch_shape(cmd, &p.a, &k)) ||
	    (rc = gp_cli_launch_finish(cmd, &p.a, &dev, &k, 0))) {
		gp_kernel_release(&k);
		return rc;
	}
	if (k.fidelity == GP_FID_EMULATED && (n = unpatterned_global(&k, &nglobal)) > 0)
		fprintf(stderr, "note: %s: %lld of its %d global loads, stores and atomics have no "
			"address pattern (their emulated addresses are not affine in the thread and "
			"block indices): the engine runs those unit-stride by thread; for the emulated "
			"addresses simulate its trace (extract --trace-out DIR, then simulate --trace "
			"DIR/kernelslist.g)\n", gp_cli_esc(p.a.kernel), n, nglobal);
	if (gp_cli_stderr_is_tty()) {
		p.eo.progress = progress;
		p.eo.progress_ctx = &bar;
	}
	p.eo.cancel = gp_cli_cancel_arm();
	rc = gp_engine_run(&dev, &k, &p.a.params, &p.a.l, &p.eo, &r, &d);
	sig = gp_cli_cancel_disarm();
	if (bar.shown)
		fprintf(stderr, "\r%60s\r", "");
	if (rc < 0) {
		gp_kernel_release(&k);
		gp_cli_fail(&d);
		return rc == -GP_ECANCELED ? 128 + sig : GP_EXIT_ERROR;
	}
	if (json)
		print_json(&dev, &k, &p.a.l, &p.eo, &r);
	else
		print_human(&dev, &k, &p.a.l, &p.eo, &r);
	gp_kernel_release(&k);
	return GP_EXIT_OK;
}
