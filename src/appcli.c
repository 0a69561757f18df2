/* appcli.c - command-line helpers shared by run, sweep and calibrate. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "appcli.h"
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

int gp_appcli_load_model(const char *path, struct gp_app **out)
{
	struct gp_diag d;
	gp_diag_clear(&d);
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
	const char *name = opt ? opt : gp_app_device(a);
	if (!name || !name[0])
		return gp_cli_usage(cmd, "model %s names no device: give --device", gp_app_path(a));
	return gp_cli_load_device(name, dev);
}
