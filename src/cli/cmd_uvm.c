/* cmd_uvm.c - 'gpuperf uvm': Unified Memory fault and migration cost of a kernel over managed
 * arrays (UVMSmart prefetchers, seed 001), analytically. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/estimate.h"
#include "gpuperf/transfer.h"
#include "gpuperf/uvm.h"
#include "gpuperf/uvm_model.h"
#include "gpuperf/uvm_workload.h"

static void print_json(const struct gp_device *dev, const struct gp_uvm_config *c,
		       const struct gp_uvm_workload *w, const struct gp_uvm_result *r)
{
	const struct gp_uvm_stats *s = &r->stats;
	double pb = s->page_bytes;
	printf("{\"device\": ");
	gp_cli_json_string(stdout, dev->name);
	printf(", \"prefetcher\": \"%s\", \"arrays\": %d, \"passes\": %d", gp_uvm_prefetcher_name(c->prefetcher),
	       w->n_arrays, w->passes);
	printf(", \"device_mem_bytes\": %.17g, \"touches\": %llu", c->capacity_bytes,
	       (unsigned long long)r->touches);
	printf(", \"faults\": %llu, \"refaults\": %llu, \"pending\": %llu",
	       (unsigned long long)s->faults, (unsigned long long)s->refaults,
	       (unsigned long long)s->pending);
	printf(", \"migrated_bytes\": %.17g, \"prefetched_bytes\": %.17g, \"evicted_bytes\": %.17g",
	       (double)s->migrated_pages * pb, (double)s->prefetched_pages * pb,
	       (double)s->evicted_pages * pb);
	printf(", \"transfers\": %llu", (unsigned long long)s->transfers);
	printf(", \"fault_s\": %.9g, \"migrate_s\": %.9g, \"evict_s\": %.9g, \"evict_wait_s\": %.9g",
	       s->fault_s, s->migrate_s, s->evict_s, s->evict_wait_s);
	printf(", \"prefetch_s\": %.9g, \"uvm_s\": %.9g, \"kernel_s\": %.9g, \"overlap_s\": %.9g",
	       r->prefetch_s, r->uvm_s, r->kernel_s, r->overlap_s);
	printf(", \"time_s\": %.9g}\n", r->time_s);
}

static void print_human(const struct gp_device *dev, const struct gp_uvm_config *c,
			const struct gp_uvm_workload *w, const struct gp_uvm_result *r)
{
	const struct gp_uvm_stats *s = &r->stats;
	double pb = s->page_bytes, mb = 1024.0 * 1024;
	printf("device        %s, %.4g GiB, host link x%.3g of PCIe 3.0 x16\n", gp_cli_esc(dev->full_name),
	       c->capacity_bytes / (mb * 1024), c->bw_scale);
	for (int i = 0; i < w->n_arrays; i++) {
		const struct gp_uvm_array *a = &w->arrays[i];
		printf("array %-7d %.6g MiB, %s", i, a->bytes / mb,
		       a->pattern.kind == GP_UVM_SEQUENTIAL ? "sequential"
		       : a->pattern.kind == GP_UVM_RANDOM   ? "random"
							    : "strided");
		if (a->pattern.kind == GP_UVM_STRIDED)
			printf(" by %.6g B", a->pattern.stride_bytes);
		printf("\n");
	}
	printf("prefetcher    %s%s, %d pass%s\n", gp_uvm_prefetcher_name(c->prefetcher),
	       w->prefetch_all ? " after cudaMemPrefetchAsync" : "", w->passes,
	       w->passes == 1 ? "" : "es");
	printf("faults        %llu far faults (%llu refaults after eviction), %llu page touches\n",
	       (unsigned long long)s->faults, (unsigned long long)s->refaults,
	       (unsigned long long)r->touches);
	printf("migrated      %.6g MiB in %llu transfers (%.6g MiB prefetched), %.6g MiB evicted\n",
	       s->migrated_pages * pb / mb, (unsigned long long)s->transfers,
	       s->prefetched_pages * pb / mb, s->evicted_pages * pb / mb);
	printf("fault time    %.6g ms handling + %.6g ms migration + %.6g ms waiting on write-back\n",
	       s->fault_s * 1e3, s->migrate_s * 1e3, s->evict_wait_s * 1e3);
	if (r->prefetch_s > 0)
		printf("prefetch      %.6g ms before the kernel\n", r->prefetch_s * 1e3);
	printf("kernel        %.6g ms without faults, %.6g ms overlapped with migrations\n",
	       r->kernel_s * 1e3, r->overlap_s * 1e3);
	printf("total         %.6g ms\n", r->time_s * 1e3);
}

/*
 * The model names what it was given ("arrays[0].bytes", "device memory", "workload"); when
 * that came from an option, name the option instead so the user sees what to change.
 */
static void name_option(struct gp_diag *d, const char *bytes_arg, const char *devmem_arg)
{
	if (d->file[0])
		return;
	if (bytes_arg && (strncmp(d->field, "arrays[", 7) == 0 || strcmp(d->field, "workload") == 0))
		gp_diag_field(d, "--bytes");
	else if (devmem_arg && strcmp(d->field, "device memory") == 0)
		gp_diag_field(d, "--device-mem");
}

struct uvm_opts {
	struct gp_cli_launch a;
	const char *bytes_arg, *devmem_arg;
	struct gp_uvm_pattern pat;
	int have_pattern, prefetch_all, json;
	enum gp_uvm_prefetcher pf;
	long long arrays, passes, seed;
	double elem, kernel_s;
};

static int read_pattern(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct uvm_opts *p = base;
	struct gp_diag d;
	(void)cmd, (void)opt;
	gp_diag_clear(&d);
	if (gp_uvm_pattern_parse(val, &p->pat, &d) < 0)
		return gp_cli_fail(&d);
	p->have_pattern = 1;
	return 0;
}

static int read_prefetcher(const char *cmd, const struct gp_option *opt, const char *val,
			   void *base)
{
	struct gp_diag d;
	(void)cmd, (void)opt;
	gp_diag_clear(&d);
	return gp_uvm_prefetcher_parse(val, &((struct uvm_opts *)base)->pf, &d) < 0
		       ? gp_cli_fail(&d) : 0;
}

#define O struct uvm_opts
const struct gp_option cmd_uvm_options[] = {
	GP_OPTION_GROUP_OPTIONAL(gp_cli_launch_options, O, a, GP_CLI_LAUNCH_LAMBDA),
	GP_OPTION_STRING("--bytes", "F", "managed bytes (a whole number, or with K/M/G)", O,
			 bytes_arg, 0),
	GP_OPTION_CALLBACK("--pattern", "sequential|strided:S|random", "how the kernel touches "
			   "the arrays", O, pat, read_pattern, 0),
	GP_OPTION_CALLBACK("--prefetcher", "none|random|seqlocal|tbnp", "UVM prefetcher (default "
			   "tbnp)", O, pf, read_prefetcher, 0),
	GP_OPTION_INT("--arrays", "N", "managed arrays", O, arrays, 1, GP_UVM_ARRAYS_MAX),
	GP_OPTION_DOUBLE("--elem-bytes", "E", "bytes per thread access", O, elem, 1, 1 << 20),
	GP_OPTION_INT("--passes", "P", "sweeps over the arrays (more shows thrashing)", O, passes, 1, 1000000),
	GP_OPTION_STRING("--device-mem", "BYTES", "device memory managed pages may use", O,
			 devmem_arg, 0),
	GP_OPTION_FLAG("--mem-prefetch", "cudaMemPrefetchAsync every array first", O,
		       prefetch_all),
	GP_OPTION_INT("--seed", "S", "seed of the random pattern and prefetcher", O, seed, 0,
		      1LL << 62),
	GP_OPTION_DOUBLE("--kernel-s", "SECONDS", "kernel time without faults (instead of "
			 "--kernel)", O, kernel_s, 0, 1e9),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_END,
};
#undef O

int cmd_uvm(int argc, char **argv)
{
	static const char *cmd = "uvm";
	struct uvm_opts p = { .pat = { GP_UVM_SEQUENTIAL, 0 }, .pf = GP_UVM_PF_TBNP, .arrays = 1,
			      .passes = 1, .seed = 1, .elem = 4, .kernel_s = -1 };
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_uvm_config c;
	struct gp_uvm_workload w;
	struct gp_uvm_spec spec;
	struct gp_uvm_result r;
	struct gp_diag d;
	const char *bytes_arg, *devmem_arg;
	double bytes = 0, devmem = -1;
	int have_kernel = 0, rc;

	gp_cli_launch_init(&p.a);
	gp_diag_clear(&d);
	if ((rc = gp_optable_parse(cmd, cmd_uvm_options, argc, argv, &p)))
		return rc;
	bytes_arg = p.bytes_arg, devmem_arg = p.devmem_arg;
	if (!p.a.device || (!bytes_arg && !p.a.kernel))
		return gp_cli_usage(cmd, "--device and --bytes (or --kernel) are required");
	if (bytes_arg && gp_transfer_parse_bytes(bytes_arg, &bytes) < 0)
		return gp_cli_usage(cmd, "--bytes: '%s' is not a size (bytes, or with K/M/G)",
				    bytes_arg);
	if (devmem_arg && (gp_transfer_parse_bytes(devmem_arg, &devmem) < 0 || !(devmem > 0)))
		return gp_cli_usage(cmd, "--device-mem: '%s' is not a size > 0 (bytes, or with "
				    "K/M/G)", devmem_arg);
	if (p.a.kernel && !p.a.block)
		return gp_cli_usage(cmd, "--kernel needs --block and --grid or --threads");
	if ((rc = gp_cli_load_device(p.a.device, &dev)))
		return rc;
	if (gp_uvm_config_init(&c, &dev, p.pf, &d) < 0) {
		if (!d.file[0] && d.field[0] == '/')
			gp_diag_at(&d, dev.path, 0, 0);
		return gp_cli_fail(&d);
	}
	if (devmem_arg)
		c.capacity_bytes = devmem;
	c.seed = (uint64_t)p.seed;

	memset(&spec, 0, sizeof(spec));
	spec.n_arrays = (int)p.arrays;
	spec.bytes = bytes;
	spec.has_bytes = bytes_arg != NULL;
	spec.pattern = p.pat;
	spec.has_pattern = p.have_pattern;
	spec.elem_bytes = p.elem;
	spec.passes = (int)p.passes;
	spec.prefetch_all = p.prefetch_all;
	spec.seed = (uint64_t)p.seed;
	spec.kernel_s = p.kernel_s;
	if (p.a.kernel) {
		struct gp_estimate e;
		p.a.l.block = (int)p.a.block;
		if ((rc = gp_cli_grid(cmd, p.a.grid, p.a.threads, p.a.l.block, &p.a.l.grid)))
			return rc;
		if (gp_kernel_find(p.a.kernel, &k, &d) < 0)
			return gp_cli_fail(&d);
		have_kernel = 1;
		if ((rc = gp_cli_launch_finish(cmd, &p.a, &dev, &k, 0))) {
			gp_kernel_release(&k);
			return rc;
		}
		if (gp_estimate_kernel(&dev, &k, &p.a.params, &p.a.l, &e, &d) < 0)
			goto fail;
		spec.kernel = &k;
		spec.estimate_s = e.time_s;
		spec.occupancy_warps = e.occupancy_warps;
		spec.launch_threads = (double)p.a.l.grid * p.a.l.block;
	}
	if (gp_uvm_workload_build(&w, &dev, &spec, &d) < 0)
		goto fail;
	if (gp_uvm_model_run(&c, &w, &r, &d) < 0)
		goto fail;
	if (p.json)
		print_json(&dev, &c, &w, &r);
	else
		print_human(&dev, &c, &w, &r);
	if (have_kernel)
		gp_kernel_release(&k);
	return GP_EXIT_OK;
fail:
	if (have_kernel)
		gp_kernel_release(&k);
	name_option(&d, bytes_arg, devmem_arg);
	return gp_cli_fail(&d);
}
