/* appcli.c - command-line helpers shared by run, sweep and calibrate. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "gpuperf/datapath.h"

#include "appcli.h"
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
