/* appcli.c - command-line helpers shared by run, sweep and calibrate, and the printers of an
 * evaluated model's multi-GPU, energy and critical-path figures. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/datapath.h"

#include "appcli.h"
#include "gpuperf/collective.h"
#include "gpuperf/energy.h"
#include "gpuperf/system.h"
#include "cli.h"

int gp_appcli_backend(const char *cmd, const char *name, const struct gp_backend_ops **out)
{
	*out = gp_backend_find(name);
	if (*out)
		return 0;
	if (strcmp(name, "engine") == 0) {
		fprintf(stderr, "gpuperf %s: error: the 'engine' backend is not built into this "
				"gpuperf\nhint: this build has the analytical model only; use "
				"--backend analytic\n",
			cmd);
		return GP_EXIT_ERROR;
	}
	return gp_cli_usage(cmd, "--backend: unknown backend '%s' (analytic or engine)", name);
}

int gp_appcli_backend_state(const char *cmd, const struct gp_backend_ops *be,
			    const char *max_cycles, void **state)
{
	struct gp_backend_bounds b = { 0 };
	long long n;
	*state = NULL;
	if (max_cycles) {
		if (!be->state_new)
			return gp_cli_usage(cmd, "--max-cycles: the %s backend simulates no cycles "
					    "(use it with --backend engine)", be->name);
		if (gp_opt_ll(cmd, "--max-cycles", max_cycles, 1, LLONG_MAX, &n) < 0)
			return GP_EXIT_USAGE;
		b.max_cycles = (uint64_t)n;
	}
	if (gp_backend_state_new(be, &b, state) < 0) {
		fprintf(stderr, "gpuperf %s: error: out of memory\n", cmd);
		return GP_EXIT_ERROR;
	}
	return 0;
}

int gp_appcli_load_model(const char *name, struct gp_app **out)
{
	struct gp_diag d;
	char path[GP_DATAPATH_LEN];
	gp_diag_clear(&d);
	/* a name (saxpy_app) resolves like devices and kernels: ./, $GPUPERF_PATH, the install */
	if (gp_datapath_find(GP_DATA_MODELS, name, NULL, path, sizeof(path), "MODEL", &d) < 0)
		return gp_cli_fail(&d);
	if (gp_app_load(path, out, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

int gp_appcli_set(const struct gp_app *a, struct gp_app_values *v, const char *text)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_app_values_assign(a, v, text, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

int gp_appcli_device(const char *cmd, const struct gp_app *a, const char *opt,
		     struct gp_device *dev)
{
	return gp_appcli_device_set(cmd, a, opt, NULL, 1, dev);
}

int gp_appcli_device_set(const char *cmd, const struct gp_app *a, const char *opt,
			 struct gp_devset *set, int json, struct gp_device *dev)
{
	const char *name = opt ? opt : gp_app_device(a);
	if (!name || !name[0])
		return gp_cli_usage(cmd, "model %s names no device: give --device", gp_app_path(a));
	return gp_cli_load_device_set(name, set, json, dev);
}

void gp_appcli_note_arch(const struct gp_app *a, const struct gp_device *dev)
{
	char dev_arch[16];
	snprintf(dev_arch, sizeof(dev_arch), "sm_%d%d", dev->cc_major, dev->cc_minor);
	for (int op = 0; op < gp_app_n_ops(a); op++) {
		const struct gp_kernel *k = gp_app_op_kernel_for(a, op, dev);
		char set[200];
		if (!k || !k->arch[0] || strcmp(k->arch, dev_arch) == 0)
			continue;
		if (gp_app_op_kernel_set(a, op, set, sizeof(set)))
			fprintf(stderr, "note: %s: kernel %s has descriptors for %s, none for %s (%s): "
				"using %s's (%s)\n", gp_app_path(a), gp_app_op_name(a, op), set,
				dev_arch, dev->name, k->arch, k->path);
		else if (k->program)
			/* the hierarchy model (no lambda) walks the program with the target's
			 * latencies; the instructions themselves stay the other ISA's */
			fprintf(stderr, "note: %s: kernel %s was made for %s; %s is %s: its %s "
				"instructions are timed with %s's latencies (with a lambda, the thesis "
				"model keeps its counts as given; extract one for %s: "
				"gpuperf extract --all --arch %s)\n", gp_app_path(a),
				gp_app_op_name(a, op), k->arch, dev->name, dev_arch, k->arch, dev_arch,
				dev_arch, dev_arch);
		else
			fprintf(stderr, "note: %s: kernel %s was made for %s; %s is %s: its counts and "
				"latency bound are %s's (extract one for %s: gpuperf extract --all "
				"--arch %s)\n", gp_app_path(a), gp_app_op_name(a, op), k->arch,
				dev->name, dev_arch, k->arch, dev_arch, dev_arch);
	}
}

void gp_appcli_inputs(const struct gp_app *a, const char **list, int *n, int max)
{
	const struct gp_system *sys = gp_app_system(a);
	if (*n < max)
		list[(*n)++] = gp_app_path(a);
	if (sys && sys->path[0] && *n < max)
		list[(*n)++] = sys->path;
	for (int op = 0; op < gp_app_n_ops(a) && *n < max; op++)
		if (gp_app_op_kernel_path(a, op))
			list[(*n)++] = gp_app_op_kernel_path(a, op);
}

/* ==== Printing an evaluated model ==== */

void gp_appcli_print_op_json(FILE *f, enum gp_app_op_kind k, const struct gp_app_op_result *r)
{
	fprintf(f, ", \"gpus\": %d", r->gpus);
	if (k == GP_APP_ALLOC || k == GP_APP_P2P || k == GP_APP_COLLECTIVE)
		fprintf(f, ", \"bytes\": %.17g", r->bytes);
	if (k == GP_APP_COLLECTIVE)
		fprintf(f, ", \"algo\": \"%s\"", gp_coll_algo_name(r->coll_algo));
	if (k == GP_APP_KERNEL)
		fprintf(f, ", \"energy_j\": %.9g, \"paging_s\": %.9g, \"oversub_bytes\": %.17g, "
		       "\"oversub_s\": %.9g",
		       r->energy_j, r->paging_s, r->oversub_bytes, r->oversub_s);
}

void gp_appcli_print_stats_json(FILE *f, const struct gp_app *a, const struct gp_app_stats *st,
				const struct gp_app_op_result *ops, double total)
{
	const struct gp_system *sys = gp_app_system(a);
	int *path = malloc((size_t)gp_app_n_ops(a) * sizeof(int)), n = 0, first = 1;
	fprintf(f, ", \"gpus_used\": %d", st->gpus_used);
	if (st->has_energy)
		fprintf(f, ", \"energy_j\": %.9g, \"static_j\": %.9g, \"dynamic_j\": %.9g, "
		       "\"edp_js\": %.9g",
		       st->energy_j, st->static_j, st->dynamic_j,
		       gp_energy_delay_product(st->energy_j, total));
	else
		fprintf(f, ", \"energy_j\": null");
	if (sys) {
		fprintf(f, ", \"system\": ");
		gp_cli_json_string(f, sys->name);
	}
	fprintf(f, ", \"gpu_busy_s\": [");
	for (int g = 0; g < st->gpus_used && g < st->ngpus; g++)
		fprintf(f, "%s%.9g", g ? ", " : "", st->gpu_busy_s[g]);
	fprintf(f, "], \"link_busy_s\": {");
	for (int l = 0; sys && l < st->nlinks; l++) {
		if (st->link_busy_s[l] <= 0)
			continue;
		fprintf(f, "%s", first ? "" : ", ");
		gp_cli_json_string(f, sys->links[l].name);
		fprintf(f, ": %.9g", st->link_busy_s[l]);
		first = 0;
	}
	fprintf(f, "}, \"critical_path\": [");
	if (path)
		n = gp_app_critical_path(ops, gp_app_n_ops(a), path);
	for (int i = 0; i < n; i++) {
		fprintf(f, "%s", i ? ", " : "");
		gp_cli_json_string(f, gp_app_op_name(a, path[i]));
	}
	fprintf(f, "]");
	free(path);
}

void gp_appcli_print_stats(FILE *f, const struct gp_app *a, const struct gp_app_stats *st,
			   const struct gp_app_op_result *ops, double total)
{
	const struct gp_system *sys = gp_app_system(a);
	int *path = malloc((size_t)gp_app_n_ops(a) * sizeof(int)), n = 0;
	if (st->has_energy)
		fprintf(f, "energy  %.6g J (idle %.6g J on %d GPU%s + dynamic %.6g J), EDP %.6g J s\n",
		       st->energy_j, st->static_j, st->gpus_used, st->gpus_used == 1 ? "" : "s",
		       st->dynamic_j, gp_energy_delay_product(st->energy_j, total));
	if (sys) {
		fprintf(f, "GPUs    %d of %s busy:", st->gpus_used, sys->name);
		for (int g = 0; g < st->gpus_used && g < st->ngpus; g++)
			fprintf(f, " %.6g", st->gpu_busy_s[g] * 1e3);
		fprintf(f, " ms\n");
		for (int l = 0; l < st->nlinks; l++)
			if (st->link_busy_s[l] > 0)
				fprintf(f, "link    %-28s busy %.6f ms\n", sys->links[l].name,
				       st->link_busy_s[l] * 1e3);
	}
	if (path)
		n = gp_app_critical_path(ops, gp_app_n_ops(a), path);
	fprintf(f, "critical path:");
	for (int i = 0; i < n; i++)
		fprintf(f, " %s%s", i ? "> " : "", gp_app_op_name(a, path[i]));
	fprintf(f, "\n");
	free(path);
}
