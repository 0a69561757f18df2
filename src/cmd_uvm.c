/* cmd_uvm.c - 'gpuperf uvm': Unified Memory fault and migration cost of a kernel over managed
 * arrays (UVMSmart prefetchers, seed 001), analytically. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "gpuperf/estimate.h"
#include "gpuperf/transfer.h"
#include "gpuperf/uvm.h"
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
	printf("device        %s, %.4g GiB, host link x%.3g of PCIe 3.0 x16\n", dev->full_name,
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

int cmd_uvm(int argc, char **argv)
{
	static const char *cmd = "uvm";
	struct gp_opts o;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_cli_launch a;
	struct gp_uvm_config c;
	struct gp_uvm_workload w;
	struct gp_uvm_spec spec;
	struct gp_uvm_result r;
	struct gp_uvm_pattern pat = { GP_UVM_SEQUENTIAL, 0 };
	struct gp_diag d;
	enum gp_uvm_prefetcher pf = GP_UVM_PF_TBNP;
	const char *bytes_arg = NULL, *devmem_arg = NULL, *v;
	double bytes = 0, elem = 4, devmem = -1, kernel_s = -1;
	long long arrays = 1, passes = 1, seed = 1;
	int json = 0, have_pattern = 0, prefetch_all = 0, have_kernel = 0, rc, st;

	gp_cli_launch_init(&a);
	gp_diag_clear(&d);
	gp_opts_init(&o, argc, argv);
	while (gp_opts_next(&o)) {
		if (gp_opt_is(&o, "--json")) {
			json = 1;
			continue;
		}
		if (gp_opt_is(&o, "--mem-prefetch")) {
			prefetch_all = 1;
			continue;
		}
		if (o.positional)
			return gp_cli_usage(cmd, "unexpected argument '%s'", o.arg);
		if ((rc = gp_cli_launch_opt(&o, cmd, GP_CLI_LAUNCH_LAMBDA, &a, &st)) < 0)
			return st;
		if (rc == 1)
			continue;
		if (!gp_opt_is(&o, "--bytes") &&
		    !gp_opt_is(&o, "--pattern") && !gp_opt_is(&o, "--prefetcher") &&
		    !gp_opt_is(&o, "--arrays") && !gp_opt_is(&o, "--elem-bytes") &&
		    !gp_opt_is(&o, "--passes") && !gp_opt_is(&o, "--device-mem") &&
		    !gp_opt_is(&o, "--seed") && !gp_opt_is(&o, "--kernel-s"))
			return gp_cli_usage(cmd, "unknown option '%s'", o.arg);
		if (!(v = gp_opt_value(&o)))
			return GP_EXIT_USAGE;
		if (gp_opt_is(&o, "--bytes")) {
			bytes_arg = v;
		} else if (gp_opt_is(&o, "--device-mem")) {
			devmem_arg = v;
		} else if (gp_opt_is(&o, "--pattern")) {
			if (gp_uvm_pattern_parse(v, &pat, &d) < 0)
				return gp_cli_fail(&d);
			have_pattern = 1;
		} else if (gp_opt_is(&o, "--prefetcher")) {
			if (gp_uvm_prefetcher_parse(v, &pf, &d) < 0)
				return gp_cli_fail(&d);
		} else if (gp_opt_is(&o, "--arrays")) {
			if (gp_opt_ll(cmd, "--arrays", v, 1, GP_UVM_ARRAYS_MAX, &arrays) < 0)
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--elem-bytes")) {
			if (gp_opt_double(cmd, "--elem-bytes", v, 1, 1 << 20, &elem) < 0)
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--passes")) {
			if (gp_opt_ll(cmd, "--passes", v, 1, 1000000, &passes) < 0)
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--seed")) {
			if (gp_opt_ll(cmd, "--seed", v, 0, 1LL << 62, &seed) < 0)
				return GP_EXIT_USAGE;
		} else {
			if (gp_opt_double(cmd, "--kernel-s", v, 0, 1e9, &kernel_s) < 0)
				return GP_EXIT_USAGE;
		}
	}
	if (!a.device || (!bytes_arg && !a.kernel))
		return gp_cli_usage(cmd, "--device and --bytes (or --kernel) are required");
	if (bytes_arg && gp_transfer_parse_bytes(bytes_arg, &bytes) < 0)
		return gp_cli_usage(cmd, "--bytes: '%s' is not a size (bytes, or with K/M/G)",
				    bytes_arg);
	if (devmem_arg && gp_transfer_parse_bytes(devmem_arg, &devmem) < 0)
		return gp_cli_usage(cmd, "--device-mem: '%s' is not a size (bytes, or with K/M/G)",
				    devmem_arg);
	if (a.kernel && !a.block)
		return gp_cli_usage(cmd, "--kernel needs --block and --grid or --threads");
	if ((rc = gp_cli_load_device(a.device, &dev)))
		return rc;
	if (gp_uvm_config_init(&c, &dev, pf, &d) < 0) {
		if (!d.file[0] && d.field[0] == '/')
			gp_diag_at(&d, dev.path, 0, 0);
		return gp_cli_fail(&d);
	}
	if (devmem_arg)
		c.capacity_bytes = devmem;
	c.seed = (uint64_t)seed;

	memset(&spec, 0, sizeof(spec));
	spec.n_arrays = (int)arrays;
	spec.bytes = bytes;
	spec.has_bytes = bytes_arg != NULL;
	spec.pattern = pat;
	spec.has_pattern = have_pattern;
	spec.elem_bytes = elem;
	spec.passes = (int)passes;
	spec.prefetch_all = prefetch_all;
	spec.seed = (uint64_t)seed;
	spec.kernel_s = kernel_s;
	if (a.kernel) {
		struct gp_estimate e;
		a.l.block = (int)a.block;
		if ((rc = gp_cli_grid(cmd, a.grid, a.threads, a.l.block, &a.l.grid)))
			return rc;
		if (gp_kernel_find(a.kernel, &k, &d) < 0)
			return gp_cli_fail(&d);
		have_kernel = 1;
		if ((rc = gp_cli_launch_finish(cmd, &a, &dev, &k, 0))) {
			gp_kernel_release(&k);
			return rc;
		}
		if (gp_estimate_kernel(&dev, &k, &a.params, &a.l, &e, &d) < 0)
			goto fail;
		spec.kernel = &k;
		spec.estimate_s = e.time_s;
		spec.occupancy_warps = e.occupancy_warps;
		spec.launch_threads = (double)a.l.grid * a.l.block;
	}
	if (gp_uvm_workload_build(&w, &dev, &spec, &d) < 0)
		goto fail;
	if (gp_uvm_model_run(&c, &w, &r, &d) < 0)
		goto fail;
	if (json)
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
