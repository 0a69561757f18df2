/* cmd_run.c - 'gpuperf run': evaluate an application model once and print each operation. */
#include <stdio.h>
#include <stdlib.h>

#include "appcli.h"
#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/app.h"
#include "gpuperf/estimate_caveats.h"
#include "gpuperf/collective.h"
#include "gpuperf/device.h"
#include "gpuperf/energy.h"
#include "gpuperf/engine.h"
#include "gpuperf/transfer.h"

static void print_json(const struct gp_app *a, const struct gp_device *dev,
		       const struct gp_backend_ops *be, const struct gp_app_values *v,
		       const struct gp_app_op_result *ops, double total, const struct gp_app_stats *st)
{
	printf("{\"model\": ");
	gp_cli_json_string(stdout, gp_app_name(a));
	printf(", \"device\": ");
	gp_cli_json_string(stdout, dev->name);
	printf(", \"backend\": \"%s\", \"inputs\": {", be->name);
	for (int i = 0; i < gp_app_n_inputs(a); i++) {
		printf("%s\"%s\": ", i ? ", " : "", gp_app_input_name(a, i));
		if (v->set[i])
			printf("%.17g", v->value[i]);
		else
			printf("null");
	}
	printf("}, \"total_s\": %.9g, \"ops\": [", total);
	for (int op = 0; op < gp_app_n_ops(a); op++) {
		const struct gp_app_op_result *r = &ops[op];
		enum gp_app_op_kind k = gp_app_op_kind(a, op);
		printf("%s{\"name\": \"%s\", \"kind\": \"%s\", \"time_s\": %.9g, \"start_s\": %.9g, "
		       "\"end_s\": %.9g",
		       op ? ", " : "", gp_app_op_name(a, op), gp_app_op_kind_name(k), r->time_s, r->start_s,
		       r->end_s);
		gp_appcli_print_op_json(stdout, k, r);
		if (k == GP_APP_MEMCPY || k == GP_APP_PREFETCH || k == GP_APP_MANAGED)
			printf(", \"bytes\": %.17g", r->bytes);
		if (k == GP_APP_MEMCPY || k == GP_APP_PREFETCH)
			printf(", \"dir\": \"%s\"",
			       gp_app_op_dir(a, op) == GP_APP_HTOD ? "htod" : "dtoh");
		if (k == GP_APP_KERNEL) {
			double dram_gbps, fp_per_s;
			gp_app_op_rates(r, &dram_gbps, &fp_per_s);
			/* the descriptor used on this device (of a "{arch}" set: its own) */
			printf(", \"descriptor_arch\": ");
			gp_cli_json_string(stdout, gp_app_op_kernel_for(a, op, dev)->arch);
			printf(", \"dram_gbps\": %.9g, \"fp_inst_per_s\": %.9g, \"regime\": \"%s\", "
			       "\"limiter\": \"%s\", \"occupancy_warps\": %.9g", dram_gbps, fp_per_s,
			       gp_regime_name(r->k.regime), r->k.limiter, r->k.occupancy_warps);
			/* the ids only; estimate's --json has each one's text */
			printf(", \"caveats\": [");
			for (int c = 0, n = 0; c < GP_CAVEAT_COUNT; c++)
				if (r->k.caveats & (1u << c))
					printf("%s\"%s\"", n++ ? ", " : "",
					       gp_caveat_name((enum gp_caveat)(1u << c)));
			printf("], \"lambda\": %.9g", r->lambda);
		}
		printf("}");
	}
	printf("]");
	gp_appcli_print_stats_json(stdout, a, st, ops, total);
	printf("}\n");
}

static void print_human(const struct gp_app *a, const struct gp_device *dev,
			const struct gp_backend_ops *be, const struct gp_app_op_result *ops,
			double total, const struct gp_app_stats *st)
{
	printf("model   %s on %s (%s backend)\n", gp_cli_esc(gp_app_name(a)), gp_cli_esc(dev->full_name), be->name);
	printf("%-20s %-8s %14s %14s  %s\n", "op", "kind", "time [ms]", "start [ms]", "details");
	for (int op = 0; op < gp_app_n_ops(a); op++) {
		const struct gp_app_op_result *r = &ops[op];
		enum gp_app_op_kind k = gp_app_op_kind(a, op);
		double dram_gbps, fp_per_s;
		char ids[64];
		gp_app_op_rates(r, &dram_gbps, &fp_per_s);
		printf("%-20s %-8s %14.6f %14.6f  ", gp_app_op_name(a, op), gp_app_op_kind_name(k),
		       r->time_s * 1e3, r->start_s * 1e3);
		if (k == GP_APP_MEMCPY || k == GP_APP_PREFETCH)
			printf("%s %.0f bytes (eq. 5.5)",
			       gp_app_op_dir(a, op) == GP_APP_HTOD ? "htod" : "dtoh", r->bytes);
		else if (k == GP_APP_MANAGED)
			printf("%.0f bytes", r->bytes);
		else if (k == GP_APP_KERNEL)
			printf("%s-bound (%s), %g warps/SM, lambda %g, %.4g GB/s DRAM, %.4g G FP inst/s",
			       gp_regime_name(r->k.regime), r->k.limiter, r->k.occupancy_warps,
			       r->lambda, dram_gbps, fp_per_s / 1e9);
		else if (k == GP_APP_ALLOC)
			printf("%.0f bytes", r->bytes);
		else if (k == GP_APP_P2P)
			printf("%.0f bytes peer to peer", r->bytes);
		else if (k == GP_APP_COLLECTIVE)
			printf("%.0f bytes, %s", r->bytes, gp_coll_algo_name(r->coll_algo));
		if (r->gpus > 1)
			printf(" [%d GPUs]", r->gpus);
		if (k == GP_APP_KERNEL && r->k.caveats)
			printf(" [caution: %s; estimate prints the measured band]",
			       gp_caveat_ids(r->k.caveats, ids, sizeof(ids)));
		if (k == GP_APP_KERNEL && r->oversub_bytes > 0)
			printf(" [managed: %.4g GiB beyond device memory, paging %.6f ms, "
			       "oversubscription %.6f ms of it]",
			       r->oversub_bytes / 1073741824.0, r->paging_s * 1e3, r->oversub_s * 1e3);
		printf("\n");
	}
	printf("total   %.6f ms\n", total * 1e3);
	gp_appcli_print_stats(stdout, a, st, ops, total);
}

#define RUN_SETS_MAX 256

struct run_opts {
	const char *model, *devname, *bename, *cache;
	const char *sets[RUN_SETS_MAX];
	struct gp_cli_engine en;
	int nsets, json;
	double device_mem;
};

static int read_set(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct run_opts *p = base;
	(void)opt;
	if (p->nsets == RUN_SETS_MAX)
		return gp_cli_usage(cmd, "too many --set options");
	p->sets[p->nsets++] = val;
	return 0;
}

/* what-if device memory for allocations and managed memory */
static int read_device_mem(const char *cmd, const struct gp_option *opt, const char *val,
			   void *base)
{
	double *v = &((struct run_opts *)base)->device_mem;
	(void)opt;
	if (gp_transfer_parse_bytes(val, v) < 0 || !(*v > 0))
		return gp_cli_usage(cmd, "--device-mem: '%s' is not a size > 0 (e.g. 160G)", val);
	return 0;
}

#define O struct run_opts
const struct gp_option cmd_run_options[] = {
	{ .kind = GP_OPTK_ARG, .name = "MODEL", .help = "a path or a name (models/NAME.json on "
	  "the search path)", .offset = offsetof(O, model), .flags = GP_OPT_REQUIRED,
	  .missing = "no model given", .extra = "one model at a time ('%s' is extra)" },
	GP_OPTION_STRING("--device", "D", "the device (default: the model's)", O, devname, 0),
	GP_OPTION_CALLBACK("--set", "VAR=VALUE", "a model variable, or a device figure "
			   "(device.memory.dram_bw_gbps=1800: a what-if)", O, sets, read_set, GP_OPT_REPEAT),
	GP_OPTION_STRING("--backend", "analytic|engine", "what prices each launch (default "
			 "analytic)", O, bename, 0),
	GP_OPTION_GROUP(gp_cli_engine_options, O, en, GP_CLI_ENGINE_JOBS),
	GP_OPTION_CALLBACK("--device-mem", "BYTES", "what-if device memory for allocations and "
			   "managed memory", O, device_mem, read_device_mem, 0),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_STRING("--cache", "DIR", "keep the emulated launches in DIR for later runs (bounded: 1 GiB)", O, cache, 0),
	GP_OPTION_END,
};
#undef O

int cmd_run(int argc, char **argv)
{
	struct run_opts p = { .bename = "analytic" };
	const char *model, *devname, *bename;
	const struct gp_backend_ops *be;
	void *be_state = NULL;
	struct gp_app *a = NULL;
	struct gp_app_eval *e = NULL;
	struct gp_app_op_result *ops = NULL;
	struct gp_app_values v;
	struct gp_device *dev = NULL;
	struct gp_diag d;
	int json, rc, nsets;
	const char **sets;
	double total, device_mem;
	struct gp_whatif devset;

	if ((rc = gp_optable_parse("run", cmd_run_options, argc, argv, &p)))
		return rc;
	model = p.model, devname = p.devname, bename = p.bename;
	sets = p.sets, nsets = p.nsets, json = p.json, device_mem = p.device_mem;
	if ((rc = gp_appcli_backend("run", bename, &be)))
		return rc;
	if ((rc = gp_appcli_backend_state("run", be, &p.en, &be_state)))
		return rc;
	if ((rc = gp_appcli_load_model(model, p.cache, &a)))
		goto out;
	gp_app_values_defaults(a, &v);
	gp_whatif_init(&devset);
	for (int i = 0; i < nsets; i++) {
		/* device.PATH=V and memory./units./... paths are what-if device figures */
		if (gp_whatif_is_device_name(sets[i]))
			rc = gp_cli_whatif_add(&devset, sets[i]);
		else
			rc = gp_appcli_set(a, &v, sets[i]);
		if (rc)
			goto out;
	}
	dev = malloc(sizeof(*dev));
	if (!dev) {
		rc = GP_EXIT_ERROR;
		goto out;
	}
	if ((rc = gp_appcli_device_set("run", a, devname, &devset, json, dev)))
		goto out;
	gp_appcli_note_arch(a, dev);
	e = gp_app_eval_new(a, be, be_state);
	ops = calloc((size_t)gp_app_n_ops(a), sizeof(*ops));
	if (e)
		gp_app_eval_set_device_mem(e, device_mem);
	if (!e || !ops) {
		fprintf(stderr, "gpuperf run: error: out of memory\n");
		rc = GP_EXIT_ERROR;
		goto out;
	}
	gp_diag_clear(&d);
	if (gp_app_eval_run(e, dev, &v, ops, &total, &d) < 0) {
		if (!d.file[0])
			gp_diag_at(&d, gp_app_path(a), 0, 0);
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (json)
		print_json(a, dev, be, &v, ops, total, gp_app_eval_stats(e));
	else
		print_human(a, dev, be, ops, total, gp_app_eval_stats(e));
	rc = GP_EXIT_OK;
out:
	free(ops);
	free(dev);
	gp_app_eval_free(e);
	gp_app_free(a);
	gp_backend_state_free(be, be_state);
	return rc;
}
