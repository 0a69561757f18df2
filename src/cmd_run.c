/* cmd_run.c - 'gpuperf run': evaluate an application model once and print each operation. */
#include <stdio.h>
#include <stdlib.h>

#include "appcli.h"
#include "cli.h"
#include "commands.h"
#include "gpuperf/device.h"

static const char *kind_name(enum gp_app_op_kind k)
{
	switch (k) {
	case GP_APP_MEMCPY: return "memcpy";
	case GP_APP_KERNEL: return "kernel";
	case GP_APP_MANAGED: return "managed";
	case GP_APP_PREFETCH: return "prefetch";
	case GP_APP_SYNC: return "sync";
	}
	return "?";
}

static void print_json(const struct gp_app *a, const struct gp_device *dev,
		       const struct gp_backend_ops *be, const struct gp_app_values *v,
		       const struct gp_app_op_result *ops, double total)
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
		       op ? ", " : "", gp_app_op_name(a, op), kind_name(k), r->time_s, r->start_s,
		       r->end_s);
		if (k == GP_APP_MEMCPY || k == GP_APP_PREFETCH || k == GP_APP_MANAGED)
			printf(", \"bytes\": %.17g", r->bytes);
		if (k == GP_APP_MEMCPY || k == GP_APP_PREFETCH)
			printf(", \"dir\": \"%s\"",
			       gp_app_op_dir(a, op) == GP_APP_HTOD ? "htod" : "dtoh");
		if (k == GP_APP_KERNEL)
			printf(", \"regime\": \"%s\", \"limiter\": \"%s\", \"occupancy_warps\": %.9g, "
			       "\"lambda\": %.9g",
			       gp_regime_name(r->k.regime), r->k.limiter, r->k.occupancy_warps,
			       r->lambda);
		printf("}");
	}
	printf("]}\n");
}

static void print_human(const struct gp_app *a, const struct gp_device *dev,
			const struct gp_backend_ops *be, const struct gp_app_op_result *ops,
			double total)
{
	printf("model   %s on %s (%s backend)\n", gp_app_name(a), dev->full_name, be->name);
	printf("%-20s %-8s %14s %14s  %s\n", "op", "kind", "time [ms]", "start [ms]", "details");
	for (int op = 0; op < gp_app_n_ops(a); op++) {
		const struct gp_app_op_result *r = &ops[op];
		enum gp_app_op_kind k = gp_app_op_kind(a, op);
		printf("%-20s %-8s %14.6f %14.6f  ", gp_app_op_name(a, op), kind_name(k),
		       r->time_s * 1e3, r->start_s * 1e3);
		if (k == GP_APP_MEMCPY || k == GP_APP_PREFETCH)
			printf("%s %.0f bytes (eq. 5.5)",
			       gp_app_op_dir(a, op) == GP_APP_HTOD ? "htod" : "dtoh", r->bytes);
		else if (k == GP_APP_MANAGED)
			printf("%.0f bytes", r->bytes);
		else if (k == GP_APP_KERNEL)
			printf("%s-bound (%s), %g warps/SM, lambda %g", gp_regime_name(r->k.regime),
			       r->k.limiter, r->k.occupancy_warps, r->lambda);
		printf("\n");
	}
	printf("total   %.6f ms\n", total * 1e3);
}

int cmd_run(int argc, char **argv)
{
	const char *model = NULL, *devname = NULL, *bename = "analytic";
	const struct gp_backend_ops *be;
	struct gp_app *a = NULL;
	struct gp_app_eval *e = NULL;
	struct gp_app_op_result *ops = NULL;
	struct gp_app_values v;
	struct gp_device *dev = NULL;
	struct gp_diag d;
	struct gp_opts o;
	int json = 0, rc, nsets = 0;
	const char *sets[256];
	double total;

	gp_opts_init(&o, argc, argv);
	while (gp_opts_next(&o)) {
		if (o.positional) {
			if (model)
				return gp_cli_usage("run", "one model at a time ('%s' is extra)", o.arg);
			model = o.arg;
		} else if (gp_opt_is(&o, "--device")) {
			if (!(devname = gp_opt_value(&o)))
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--set")) {
			if (nsets == 256)
				return gp_cli_usage("run", "too many --set options");
			if (!(sets[nsets++] = gp_opt_value(&o)))
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--backend")) {
			if (!(bename = gp_opt_value(&o)))
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--json")) {
			json = 1;
		} else {
			return gp_cli_usage("run", "unknown option '%s'", o.arg);
		}
	}
	if (!model)
		return gp_cli_usage("run", "no model given");
	if ((rc = gp_appcli_backend("run", bename, &be)))
		return rc;
	if ((rc = gp_appcli_load_model(model, &a)))
		return rc;
	gp_app_values_defaults(a, &v);
	for (int i = 0; i < nsets; i++)
		if ((rc = gp_appcli_set(a, &v, sets[i])))
			goto out;
	dev = malloc(sizeof(*dev));
	if (!dev) {
		rc = GP_EXIT_ERROR;
		goto out;
	}
	if ((rc = gp_appcli_device("run", a, devname, dev)))
		goto out;
	e = gp_app_eval_new(a, be, NULL);
	ops = calloc((size_t)gp_app_n_ops(a), sizeof(*ops));
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
		print_json(a, dev, be, &v, ops, total);
	else
		print_human(a, dev, be, ops, total);
	rc = GP_EXIT_OK;
out:
	free(ops);
	free(dev);
	gp_app_eval_free(e);
	gp_app_free(a);
	return rc;
}
