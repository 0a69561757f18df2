/* simulate_trace.c - 'gpuperf simulate --trace': the engine on an NVBit trace's kernels, copies priced by eq. 5.5. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/engine.h"
#include "gpuperf/transfer.h"
#include "trace_cli.h"

static const char *cmd = "simulate";

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* What a kernel line gave (allocated for kernels only: copy lines stay small). */
struct kstep {
	struct gp_engine_result r;
	char name[256], file[1024];
	int block;
	double trace_ins;
};

/* What one line of the list gave; printed only when the whole list ran. */
struct step {
	enum gp_trace_cmd_kind kind;
	int line;
	uint64_t bytes;
	struct gp_transfer x;
	struct kstep *k;     /* kernels: owned */
};

static void json_step(const struct step *st)
{
	const struct gp_engine_result *r;
	if (st->kind != GP_TRACE_KERNEL) {
		printf("{\"kind\": \"%s\", \"line\": %d, \"bytes\": %llu, \"time_s\": %.9g, "
		       "\"bandwidth_gbps\": %.9g}", st->kind == GP_TRACE_HTOD ? "htod" : "dtoh",
		       st->line, (unsigned long long)st->bytes, st->x.time_s, st->x.bandwidth_gbps);
		return;
	}
	r = &st->k->r;
	printf("{\"kind\": \"kernel\", \"line\": %d, \"kernel\": ", st->line);
	gp_cli_json_string(stdout, st->k->name);
	printf(", \"file\": ");
	gp_cli_json_string(stdout, st->k->file);
	printf(", \"grid\": %lld, \"block\": %d, \"cycles\": %llu, \"kernel_s\": %.9g, "
	       "\"time_s\": %.9g", r->blocks, st->k->block, (unsigned long long)r->cycles, r->kernel_s,
	       r->time_s);
	printf(", \"warp_instructions\": %.17g, \"trace_warp_instructions\": %.17g, "
	       "\"thread_instructions\": %.17g, \"simd_efficiency\": %.9g, \"ipc\": %.9g",
	       r->warp_instructions, st->k->trace_ins, r->thread_instructions, r->simd_efficiency,
	       r->ipc);
	printf(", \"achieved_occupancy\": %.9g, \"dram_read_bytes\": %.17g, "
	       "\"dram_write_bytes\": %.17g, \"l2_read_sectors\": %.17g, \"l2_write_sectors\": %.17g",
	       r->achieved_occupancy, r->dram_read_bytes, r->dram_write_bytes, r->l2_read_sectors,
	       r->l2_write_sectors);
	printf(", \"l1_hit_rate\": %.9g, \"l2_hit_rate\": %.9g, \"dram_row_hit_rate\": %.9g",
	       r->l1_hit_rate, r->l2_hit_rate, r->dram_row_hit_rate);
	printf(", \"dram_latency_avg_cycles\": %.9g, \"dram_latency_max_cycles\": %.9g, \"stalls\": {",
	       r->dram_latency_avg_cycles, r->dram_latency_max_cycles);
	for (int s = 0; s < GP_STALL_COUNT; s++)
		printf("%s\"%s\": %.9g", s ? ", " : "", gp_stall_name(s), r->stall[s]);
	printf("}, \"sampled\": %s}", r->sampled ? "true" : "false");
}

static void human_step(const struct step *st, enum gp_host_mem mem)
{
	const struct gp_engine_result *r;
	if (st->kind != GP_TRACE_KERNEL) {
		printf("%4d  copy    %s %llu bytes: %.4g us (eq. 5.5, %s host memory)\n", st->line,
		       st->kind == GP_TRACE_HTOD ? "htod" : "dtoh", (unsigned long long)st->bytes,
		       st->x.time_s * 1e6, gp_host_mem_name(mem));
		return;
	}
	r = &st->k->r;
	printf("%4d  kernel  %s: %lld x %d threads, %llu cycles, %.4g us (%.4g us with launch "
	       "overhead)\n", st->line, gp_cli_esc(st->k->name), r->blocks, st->k->block,
	       (unsigned long long)r->cycles, r->kernel_s * 1e6, r->time_s * 1e6);
	printf("              %.0f warp instructions (trace: %.0f), SIMD efficiency %.1f%%, IPC %.3g, "
	       "occupancy %.1f%%\n", r->warp_instructions, st->k->trace_ins, r->simd_efficiency * 100,
	       r->ipc, r->achieved_occupancy * 100);
	printf("              L2 %.0f load / %.0f store sectors (hit %.1f%%), DRAM %.0f B read, "
	       "%.0f B written\n", r->l2_read_sectors, r->l2_write_sectors, r->l2_hit_rate * 100,
	       r->dram_read_bytes, r->dram_write_bytes);
}

/* One kernel of the list, streamed from its file block by block as blocks are issued. */
static int run_kernel(const char *path, const struct gp_device *dev,
		      const struct gp_engine_opts *eo, struct step *st)
{
	struct gp_engine_trace_info info;
	struct gp_diag d;
	gp_diag_clear(&d);
	if (!(st->k = calloc(1, sizeof(*st->k)))) {
		gp_error(&d, GP_ENOMEM, "out of memory");
		return gp_cli_fail(&d);
	}
	if (gp_engine_run_trace_file(dev, path, eo, &st->k->r, &info, &d) < 0)
		return gp_cli_fail(&d);
	snprintf(st->k->name, sizeof(st->k->name), "%s", info.name);
	snprintf(st->k->file, sizeof(st->k->file), "%s", path);
	st->k->block = info.block_threads;
	st->k->trace_ins = info.trace_warp_instructions;
	return GP_EXIT_OK;
}

static int run_copy(const struct gp_device *dev, enum gp_host_mem mem, struct step *st)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_transfer_time(&dev->link, st->kind == GP_TRACE_HTOD ? GP_XFER_HTOD : GP_XFER_DTOH,
			     mem, (double)st->bytes, &st->x, &d) < 0) {
		gp_diag_field(&d, "link");
		return gp_cli_fail(&d);
	}
	return GP_EXIT_OK;
}

struct simulate_trace_opts {
	const char *device, *trace, *clock;
	struct gp_cli_engine en;
	struct gp_engine_opts eo;
	enum gp_host_mem mem;
	int json;
};

static int read_host(const char *cmd_, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_diag d;
	(void)opt;
	gp_diag_clear(&d);
	if (gp_host_mem_parse(val, &((struct simulate_trace_opts *)base)->mem, &d) < 0)
		return gp_cli_usage(cmd_, "--host: '%s' is not pinned or pageable", val);
	return 0;
}

#define O struct simulate_trace_opts
const struct gp_option cmd_simulate_trace_options[] = {
	GP_OPTION_STRING("--trace", "kernelslist.g|kernel-N.traceg", "an Accel-Sim NVBit trace: "
			 "its launches and copies", O, trace, GP_OPT_REQUIRED),
	GP_OPTION_STRING("--device", "D", "device name or JSON file", O, device, GP_OPT_REQUIRED),
	GP_OPTION_GROUP(gp_cli_engine_options, O, en, GP_CLI_ENGINE_JOBS | GP_CLI_ENGINE_FULL),
	GP_OPTION_CALLBACK("--host", "pinned|pageable", "host memory of the list's copies", O, mem,
			   read_host, 0),
	GP_OPTION_STRING("--clock", "base|boost|sustained|MHZ", "SM clock: the file's named clocks "
			 "or MHz", O, clock, 0),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_END,
};
#undef O

int gp_simulate_trace(int argc, char **argv)
{
	struct simulate_trace_opts p;
	struct gp_device dev;
	struct gp_engine_opts eo;
	struct gp_trace_list l;
	struct gp_diag d;
	struct step *steps;
	enum gp_host_mem mem;
	double copy_bytes = 0, copy_s = 0, kernel_s = 0;
	int ncopies = 0, nkernels = 0;
	const char *device, *trace, *clock;
	int json, rc = GP_EXIT_OK;

	memset(&p, 0, sizeof(p));
	p.mem = GP_HOST_PINNED;
	gp_engine_opts_init(&p.eo);
	gp_diag_clear(&d);
	if ((rc = gp_optable_parse_ex(cmd, cmd_simulate_trace_options, argc, argv, &p,
				      "%s does not go with --trace (the trace gives the launch)")) ||
	    (rc = gp_cli_engine_apply(cmd, &p.en, &p.eo)))
		return rc;
	device = p.device, trace = p.trace, clock = p.clock, eo = p.eo, mem = p.mem, json = p.json;
	if ((rc = gp_cli_load_device(device, &dev)) || (rc = gp_cli_apply_clock(clock, &dev)))
		return rc;
	memset(&l, 0, sizeof(l));
	if (ends_with(trace, ".g")) {
		if (gp_trace_list_load(trace, &l, &d) < 0)
			return gp_cli_fail(&d);
	} else {
		/* a bare kernel trace: a list of one kernel */
		l.cmds = calloc(1, sizeof(*l.cmds));
		if (!l.cmds) {
			gp_error(&d, GP_ENOMEM, "out of memory");
			return gp_cli_fail(&d);
		}
		l.n = 1;
		l.cmds[0].kind = GP_TRACE_KERNEL;
		l.cmds[0].line = 0;
		if (!(l.cmds[0].path = strdup(trace))) {
			gp_trace_list_release(&l);
			gp_error(&d, GP_ENOMEM, "out of memory");
			return gp_cli_fail(&d);
		}
	}
	steps = calloc((size_t)l.n + 1, sizeof(*steps));
	if (!steps) {
		gp_trace_list_release(&l);
		gp_error(&d, GP_ENOMEM, "out of memory");
		return gp_cli_fail(&d);
	}
	for (int i = 0; i < l.n && rc == GP_EXIT_OK; i++) {
		const struct gp_trace_cmd *c = &l.cmds[i];
		struct step *st = &steps[i];
		st->kind = c->kind;
		st->line = c->line;
		st->bytes = c->bytes;
		if (c->kind == GP_TRACE_KERNEL) {
			rc = run_kernel(c->path, &dev, &eo, st);
			nkernels++;
			if (rc == GP_EXIT_OK)
				kernel_s += st->k->r.time_s;
		} else {
			rc = run_copy(&dev, mem, st);
			ncopies++;
			copy_bytes += (double)c->bytes;
			copy_s += st->x.time_s;
		}
	}
	if (rc == GP_EXIT_OK && nkernels == 0) {
		gp_diag_at(&d, trace, 0, 0);
		gp_error(&d, GP_ENOTFOUND, "the list names no kernel trace");
		gp_diag_hint(&d, "kernelslist.g lines name kernel-N.traceg files");
		rc = gp_cli_fail(&d);
	}
	if (rc == GP_EXIT_OK && json) {
		printf("{\"device\": ");
		gp_cli_json_string(stdout, dev.name);
		printf(", \"trace\": ");
		gp_cli_json_string(stdout, trace);
		printf(", \"scheduler\": \"%s\", \"host\": \"%s\", \"commands\": [",
		       gp_engine_sched_name(eo.sched), gp_host_mem_name(mem));
		for (int i = 0; i < l.n; i++) {
			printf("%s", i ? ", " : "");
			json_step(&steps[i]);
		}
		printf("], \"copies\": %d, \"copy_bytes\": %.17g, \"copy_s\": %.9g, \"kernels\": %d, "
		       "\"kernel_s\": %.9g, \"total_s\": %.9g}\n", ncopies, copy_bytes, copy_s,
		       nkernels, kernel_s, copy_s + kernel_s);
	} else if (rc == GP_EXIT_OK) {
		printf("trace         %s on %s (%d SMs @ %g MHz, %s clock), %s scheduler, engine\n",
		       gp_cli_esc(trace), gp_cli_esc(dev.full_name), dev.sms, dev.sm_clock_mhz,
		       dev.clock_name,
		       gp_engine_sched_name(eo.sched));
		for (int i = 0; i < l.n; i++)
			human_step(&steps[i], mem);
		printf("total         %d copies (%.0f bytes, %.4g us) + %d kernels (%.4g us) = %.4g us, "
		       "in list order on one stream\n", ncopies, copy_bytes, copy_s * 1e6, nkernels,
		       kernel_s * 1e6, (copy_s + kernel_s) * 1e6);
	}
	for (int i = 0; i < l.n; i++)
		free(steps[i].k);
	free(steps);
	gp_trace_list_release(&l);
	return rc;
}
