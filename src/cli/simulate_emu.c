/* simulate_emu.c - 'gpuperf simulate --sass': the engine on the emulated launch, in process
 * (gpuperf/engine_emu.h), sampled by default (--sms N: on N SMs), --full for every block. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "extract_emu.h"
#include "optable.h"
#include "simulate_emu.h"
#include "gpuperf/engine_emu.h"
#include "gpuperf/ptxas.h"
#include "gpuperf/sass.h"

static const char *cmd = "simulate";

struct simemu_opts {
	const char *sass, *func, *ptxas, *device, *clock;
	struct gp_emu_cli emu;
	struct gp_cli_engine en;
	struct gp_engine_opts eo;
	int regs, json, queue;
};

static int read_emu(const char *cmd_, const struct gp_option *opt, const char *val, void *base)
{
	(void)cmd_;
	return gp_emu_cli_option(&((struct simemu_opts *)base)->emu, opt->name, val) < 0
		       ? GP_EXIT_USAGE : 0;
}

#define O struct simemu_opts
#define EMU(n, a, h, field, fl) GP_OPTION_CALLBACK(n, a, h, O, field, read_emu, fl)
const struct gp_option gp_simulate_emu_options[] = {
	GP_OPTION_STRING("--sass", "FILE", "cuobjdump -sass / nvdisasm listing: the emulator runs "
			 "the launch and feeds the engine", O, sass, GP_OPT_REQUIRED),
	GP_OPTION_STRING("--function", "NAME", "the kernel (as in the source, or mangled)", O,
			 func, 0),
	GP_OPTION_STRING("--ptxas", "LOG", "ptxas -v output: registers and shared memory", O,
			 ptxas, 0),
	GP_OPTION_STRING("--device", "D", "device file or name", O, device, GP_OPT_REQUIRED),
	GP_OPTION_STRING("--clock", "base|boost|MHZ", "the SM clock", O, clock, 0),
	EMU("--grid", "X[xY[xZ]]", "the launch's grid", emu.grid, GP_OPT_REQUIRED),
	EMU("--block", "X[xY[xZ]]", "threads per block", emu.block, GP_OPT_REQUIRED),
	EMU("--arg", "I|NAME=V", "a kernel argument", emu.argv, GP_OPT_REPEAT),
	EMU("--init", "I|NAME=zeros|index|const:V|random:LO:HI|ring:SPACING|file:PATH",
	    "contents of an array argument", emu.init, GP_OPT_REPEAT),
	EMU("--branch", "PC=P", "probability a data-dependent branch is taken", emu.l,
	    GP_OPT_REPEAT),
	EMU("--source", "FILE.cu", "the kernel's source: argument names for --arg and --init",
	    emu.source, 0),
	GP_OPTION_INT("--smem-dynamic", "N", "dynamic shared memory bytes", O,
		      emu.l.smem_dynamic_bytes, 0, 1 << 20),
	GP_OPTION_INT("--seed", "N", "seed of the branch decisions", O, emu.l.seed, 0, 1LL << 62),
	GP_OPTION_INT("--regs", "R", "registers per thread (default: ptxas, the listing, 32)", O,
		      regs, 1, 255),
	GP_OPTION_GROUP(gp_cli_engine_options, O, en, GP_CLI_ENGINE_JOBS | GP_CLI_ENGINE_FULL |
			GP_CLI_ENGINE_SMS),
	GP_OPTION_INT("--queue", "N", "blocks the emulator runs ahead of the engine (default 2)",
		      O, queue, 1, 1024),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_END,
};
#undef EMU
#undef O

static void print_json(const struct gp_device *dev, const struct gp_sass_func *fn,
		       const struct gp_engine_result *r, const struct gp_engine_emu_info *x)
{
	printf("{\"device\": ");
	gp_cli_json_string(stdout, dev->name);
	printf(", \"kernel\": ");
	gp_cli_json_string(stdout, fn->name);
	printf(", \"source\": \"emulator\", \"cycles\": %llu, \"kernel_s\": %.9g, \"time_s\": %.9g"
	       ", \"duration_s\": %.9g", (unsigned long long)r->cycles, r->kernel_s, r->time_s,
	       r->duration_s);
	printf(", \"warp_instructions\": %.17g, \"issue_slots\": %.17g, \"ipc\": %.9g"
	       ", \"thread_instructions\": %.17g, \"simd_efficiency\": %.9g", r->warp_instructions,
	       r->issue_slots, r->ipc, r->thread_instructions, r->simd_efficiency);
	printf(", \"blocks_per_sm\": %d, \"achieved_occupancy\": %.9g", r->blocks_per_sm,
	       r->achieved_occupancy);
	/* traffic in estimate's names: bytes each level moves */
	printf(", \"dram_bytes\": %.17g, \"dram_read_bytes\": %.17g, \"dram_write_bytes\": %.17g"
	       ", \"l2_bytes\": %.17g, \"l1_bytes\": %.17g, \"shared_bytes\": %.17g"
	       ", \"l2_read_sectors\": %.17g, \"l2_write_sectors\": %.17g",
	       r->dram_bytes, r->dram_read_bytes, r->dram_write_bytes, r->l2_accesses * 32,
	       r->l1_accesses * 32, r->smem_instructions * r->smem_conflict_ways * 128,
	       r->l2_read_sectors, r->l2_write_sectors);
	printf(", \"l1_hit_rate\": %.9g, \"l2_hit_rate\": %.9g, \"bank_ways\": %.9g"
	       ", \"emu_bank_ways\": %.9g", r->l1_hit_rate, r->l2_hit_rate, r->smem_conflict_ways,
	       x->emu_bank_ways);
	printf(", \"atomic_requests\": %.17g, \"atomic_addrs_per_request\": %.9g"
	       ", \"atomic_lanes_per_request\": %.9g", x->atomic_requests,
	       x->atomic_addrs_per_request, x->atomic_lanes_per_request);
	/* the L2's atomic units, in estimate's name for the passes */
	printf(", \"l2_atomic_requests\": %.17g, \"global_passes_per_request\": %.9g"
	       ", \"l2_atomic_wait_cycles\": %.9g", r->atomic_l2_requests,
	       r->atomic_l2_requests > 0 ? r->atomic_l2_passes / r->atomic_l2_requests : 0,
	       r->atomic_l2_wait_cycles);
	printf(", \"stalls\": {");
	for (int s = 0; s < GP_STALL_COUNT; s++)
		printf("%s\"%s\": %.9g", s ? ", " : "", gp_stall_name(s), r->stall[s]);
	printf("}, \"blocks\": %lld, \"waves\": %lld, \"sampled\": %s, \"sms_simulated\": %d"
	       ", \"sampled_blocks\": %lld, \"blocks_simulated\": %lld, \"blocks_emulated\": %lld"
	       ", \"sampled_fraction\": %.9g, \"error_estimate\": %.9g, \"waves_simulated\": %.9g"
	       ", \"emu_warp_instructions\": %.17g}\n", r->blocks,
	       r->waves, r->sampled ? "true" : "false", x->sms_simulated, x->sampled_blocks,
	       x->blocks_simulated, x->blocks_emulated, x->sampled_fraction, x->error_estimate,
	       r->waves_simulated, x->emu_warp_instructions);
}

static void print_human(const struct gp_device *dev, const struct gp_sass_func *fn,
			const struct gp_engine_result *r, const struct gp_engine_emu_info *x)
{
	printf("kernel        %s on %s (%d SMs @ %g MHz), emulated in process\n", gp_cli_esc(fn->name),
	       gp_cli_esc(dev->full_name), dev->sms, dev->sm_clock_mhz);
	printf("launch        %lld blocks, %lld waves of %d blocks/SM\n", r->blocks, r->waves,
	       r->blocks_per_sm);
	if (x->sms_simulated < dev->sms || r->sampled)
		printf("sampled       %d of %d SMs, %lld of %lld blocks simulated (%.3g%% of the "
		       "launch, %.3g waves), error estimate %.2g%%\n", x->sms_simulated, dev->sms,
		       x->blocks_simulated, x->grid_blocks, 100 * x->sampled_fraction,
		       r->waves_simulated, 100 * x->error_estimate);
	printf("cycles        %llu (%.6g ms kernel, %.6g ms with launch overhead)\n",
	       (unsigned long long)r->cycles, r->kernel_s * 1e3, r->time_s * 1e3);
	printf("instructions  %.6g warp instructions, IPC %.4g, SIMD efficiency %.1f%%\n",
	       r->warp_instructions, r->ipc, r->simd_efficiency * 100);
	printf("traffic       L1/TEX %.4g MB (hit %.1f%%), L2 %.4g MB (hit %.1f%%), DRAM %.4g MB "
	       "(%.4g read, %.4g written), shared %.4g MB\n", r->l1_accesses * 32 / 1e6,
	       100 * r->l1_hit_rate, r->l2_accesses * 32 / 1e6, 100 * r->l2_hit_rate,
	       r->dram_bytes / 1e6, r->dram_read_bytes / 1e6, r->dram_write_bytes / 1e6,
	       r->smem_instructions * r->smem_conflict_ways * 128 / 1e6);
	if (r->smem_instructions > 0)
		printf("shared        %.4g bank ways per instruction (1 = no conflicts)\n",
		       r->smem_conflict_ways);
	if (x->atomic_requests > 0)
		printf("atomics       %.6g requests, %.4g lanes over %.4g distinct addresses each "
		       "(serialisation %.3gx)\n", x->atomic_requests, x->atomic_lanes_per_request,
		       x->atomic_addrs_per_request,
		       x->atomic_addrs_per_request > 0
			       ? x->atomic_lanes_per_request / x->atomic_addrs_per_request : 0);
	if (r->atomic_l2_requests > 0)
		printf("L2 atomics    %.6g requests at the slices' atomic units, %.4g passes each, "
		       "%.4g cycles waiting for a busy unit each\n", r->atomic_l2_requests,
		       r->atomic_l2_passes / r->atomic_l2_requests, r->atomic_l2_wait_cycles);
	printf("stalls        ");
	for (int s = 0; s < GP_STALL_COUNT; s++)
		printf("%s %.1f%%  ", gp_stall_name(s), r->stall[s] * 100);
	printf("(scheduler cycles)\n");
}

/* The README's older spelling of --sms: "--sample N" (and --sample=N), a sample on N SMs,
 * read as "--sample --sms N" into args (2 argc + 1 places). Returns the new argc. */
static int old_sample_count(int argc, char **argv, char **args)
{
	int n = 0;
	for (int i = 0; i < argc; i++) {
		const char *v = NULL;
		if (strcmp(argv[i], "--sample") == 0 && i + 1 < argc && argv[i + 1][0] &&
		    strspn(argv[i + 1], "0123456789") == strlen(argv[i + 1]))
			v = argv[++i];
		else if (strncmp(argv[i], "--sample=", 9) == 0)
			v = argv[i] + 9;
		if (!v) {
			args[n++] = argv[i];
			continue;
		}
		args[n++] = "--sample";
		args[n++] = "--sms";
		args[n++] = (char *)v;
	}
	args[n] = NULL;
	return n;
}

int gp_simulate_emu(int argc, char **argv)
{
	static struct simemu_opts p;
	struct gp_diag d;
	struct gp_device dev;
	struct gp_sass_file file;
	struct gp_engine_result r;
	struct gp_engine_emu_info info;
	struct gp_engine_emu_opts eo;
	const struct gp_sass_func *fn;
	static uint8_t cbank2[65536];
	unsigned cbank2_bytes = 0;
	int rc, sig;
	char **args = malloc(((size_t)argc * 2 + 1) * sizeof(*args));

	if (!args)
		return GP_EXIT_ERROR;
	argc = old_sample_count(argc, argv, args);
	memset(&p, 0, sizeof(p));
	gp_emu_cli_init(&p.emu);
	p.emu.cmd = "simulate";
	gp_engine_opts_init(&p.eo);
	gp_diag_clear(&d);
	memset(&file, 0, sizeof(file));
	rc = gp_optable_parse(cmd, gp_simulate_emu_options, argc, args, &p);
	free(args);   /* the values point into argv */
	if (rc || (rc = gp_cli_engine_apply(cmd, &p.en, &p.eo)))
		return rc;
	if ((rc = gp_cli_load_device(p.device, &dev)) || (rc = gp_cli_apply_clock(p.clock, &dev)))
		return rc;
	{
		/* the block against the device's limit, before anything runs: blamed on --block */
		long long b[3] = { p.emu.l.block[0], p.emu.l.block[1], p.emu.l.block[2] };
		if ((rc = gp_cli_block_fits(cmd, b, p.emu.block, &dev)))
			return rc;
	}
	if (gp_sass_load(p.sass, &file, &d) < 0)
		return gp_cli_fail(&d);
	rc = GP_EXIT_ERROR;
	if (!(fn = gp_sass_find(&file, p.func, dev.cc_major * 10 + dev.cc_minor, &d)) &&
	    !(fn = gp_sass_find(&file, p.func, 0, &d))) {
		gp_cli_fail(&d);
		goto out;
	}
	gp_engine_emu_opts_init(&eo);
	eo.full = p.en.full;
	eo.sample_sms = (int)p.en.sms;
	eo.queue_blocks = p.queue;
	eo.regs = p.regs;
	if (p.ptxas) {
		struct gp_ptxas_log log;
		const struct gp_ptxas_func *pf;
		if (gp_ptxas_load(p.ptxas, &log, &d) < 0) {
			gp_cli_fail(&d);
			goto out;
		}
		if ((pf = gp_ptxas_find_sm(&log, fn->name, fn->display_name, fn->sm))) {
			if (!eo.regs && pf->has_regs)
				eo.regs = pf->regs;
			eo.smem_static_bytes = (int)pf->smem_bytes;
		}
		gp_ptxas_log_release(&log);
	}
	p.emu.on = 1;
	if ((rc = gp_emu_cli_prepare(&p.emu, p.sass, fn)) != 0)
		goto out;
	rc = GP_EXIT_ERROR;
	p.emu.l.file = &file;
	p.emu.l.smem_static_bytes = (unsigned)eo.smem_static_bytes;
	if (gp_emu_cbank_load(p.sass, fn->name, 2, cbank2, sizeof(cbank2), &cbank2_bytes, &d) < 0) {
		gp_cli_fail(&d);
		goto out;
	}
	p.emu.l.cbank2 = cbank2_bytes ? cbank2 : NULL;
	p.emu.l.cbank2_bytes = cbank2_bytes;
	p.eo.cancel = gp_cli_cancel_arm();
	rc = gp_engine_run_emu(&dev, fn, &p.emu.l, &p.eo, &eo, &r, &info, &d);
	sig = gp_cli_cancel_disarm();
	if (rc < 0) {
		if (!d.file[0])   /* the emulator names PC and listing line: the listing's */
			gp_diag_at(&d, p.sass, d.line, d.col);
		if (!d.hint[0])
			gp_diag_hint(&d, "the instruction is named by its PC and listing line: check "
				     "the launch's --arg sizes and --init contents");
		gp_cli_fail(&d);
		rc = sig ? 128 + sig : GP_EXIT_ERROR;
		goto out;
	}
	if (p.json)
		print_json(&dev, fn, &r, &info);
	else
		print_human(&dev, fn, &r, &info);
	rc = GP_EXIT_OK;
out:
	gp_emu_cli_release(&p.emu);
	gp_sass_file_release(&file);
	return rc;
}
