/* appcli.c - command-line helpers shared by run, sweep and calibrate, and the printers of an
 * evaluated model's multi-GPU, energy and critical-path figures. */
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/searchpath.h"

#include "appcli.h"
#include "gpuperf/kcache.h"
#include "gpuperf/collective.h"
#include "gpuperf/energy.h"
#include "gpuperf/engine.h"
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
			    const struct gp_cli_engine *e, void **state)
{
	struct gp_backend_opts b = { 0 };
	const char *given = e ? gp_cli_engine_given(e) : NULL;
	*state = NULL;
	if (given && !be->state_new)
		return gp_cli_usage(cmd, "%s: the %s backend simulates no cycles (use it with "
				    "--backend engine)", given, be->name);
	if (e) {
		/* the engine backend samples every launch: --sample says so, nothing to set */
		b.max_cycles = (uint64_t)e->max_cycles;
		b.jobs = (int)e->jobs;
		b.sched = e->sched ? e->sched - 1 : 0;
	}
	if (gp_backend_state_new(be, &b, state) < 0) {
		fprintf(stderr, "gpuperf %s: error: out of memory\n", cmd);
		return GP_EXIT_ERROR;
	}
	return 0;
}

int gp_appcli_load_model(const char *name, const char *cache, struct gp_app **out)
{
	struct gp_diag d;
	char path[GP_SEARCHPATH_LEN];
	gp_diag_clear(&d);
	/* a name (saxpy_app) resolves like devices and kernels: ./, $GPUPERF_PATH, the install */
	if (gp_searchpath_find(GP_DATA_MODELS, name, NULL, path, sizeof(path), "MODEL", &d) < 0)
		return gp_cli_fail(&d);
	if (gp_app_load(path, out, &d) < 0)
		return gp_cli_fail(&d);
	if (cache) {
		struct gp_kcache_opts o = { cache, 0, 0 };
		if (gp_app_set_cache(*out, &o, &d) < 0) {
			gp_app_free(*out);
			*out = NULL;
			gp_diag_field(&d, "--cache");
			return gp_cli_fail(&d);
		}
	}
	return 0;
}

int gp_appcli_set(const struct gp_app *a, struct gp_app_values *v, const char *text)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_app_values_assign_once(a, v, text, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

int gp_appcli_vary_clash(const char *cmd, const struct gp_app_values *v,
			 const struct gp_sweep_axis *axes, int naxes)
{
	for (int i = 0; i < naxes; i++)
		if (axes[i].input >= 0 && v->given[axes[i].input])
			return gp_cli_usage(cmd, "--vary %s and --set %s=%g: the variable is both varied "
					    "and set", axes[i].name, axes[i].name, v->value[axes[i].input]);
	return 0;
}

int gp_appcli_device(const char *cmd, const struct gp_app *a, const char *opt,
		     struct gp_device *dev)
{
	return gp_appcli_device_set(cmd, a, opt, NULL, 1, dev);
}

int gp_appcli_device_set(const char *cmd, const struct gp_app *a, const char *opt,
			 struct gp_whatif *set, int json, struct gp_device *dev)
{
	const char *name = opt ? opt : gp_app_device(a);
	if (!name || !name[0])
		return gp_cli_usage(cmd, "model %s names no device: give --device", gp_app_path(a));
	return gp_cli_load_device_named(name, opt ? NULL : gp_app_path(a), set, json, dev);
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
				"using %s's (%s)\n", gp_cli_esc(gp_app_path(a)), gp_cli_esc(gp_app_op_name(a, op)), gp_cli_esc(set),
				dev_arch, gp_cli_esc(dev->name), gp_cli_esc(k->arch), gp_cli_esc(k->path));
		else if (k->program)
			/* the hierarchy model (no lambda) walks the program with the target's
			 * latencies; the instructions themselves stay the other ISA's */
			fprintf(stderr, "note: %s: kernel %s was made for %s; %s is %s: its %s "
				"instructions are timed with %s's latencies (with a lambda, the thesis "
				"model keeps its counts as given; extract one for %s: "
				"gpuperf extract --all --arch %s)\n", gp_cli_esc(gp_app_path(a)),
				gp_cli_esc(gp_app_op_name(a, op)), gp_cli_esc(k->arch), gp_cli_esc(dev->name), dev_arch, gp_cli_esc(k->arch), dev_arch,
				dev_arch, dev_arch);
		else
			fprintf(stderr, "note: %s: kernel %s was made for %s; %s is %s: its counts and "
				"latency bound are %s's (extract one for %s: gpuperf extract --all "
				"--arch %s)\n", gp_cli_esc(gp_app_path(a)), gp_cli_esc(gp_app_op_name(a, op)), gp_cli_esc(k->arch),
				gp_cli_esc(dev->name), dev_arch, gp_cli_esc(k->arch), dev_arch, dev_arch);
	}
}

void gp_appcli_inputs(const struct gp_app *a, const char **list, int *n, int max)
{
	const struct gp_system *sys = gp_app_system(a);
	if (*n < max)
		list[(*n)++] = gp_app_path(a);
	if (sys && sys->path[0] && *n < max)
		list[(*n)++] = sys->path;
	for (int op = 0; op < gp_app_n_ops(a) && *n < max; op++) {
		if (gp_app_op_kernel_path(a, op))
			list[(*n)++] = gp_app_op_kernel_path(a, op);
		/* a launch-bound op's listing, logs, source and --init files: read at each
		 * evaluation, so never an output either */
		if (*n < max)
			*n += gp_app_op_launch_files(a, op, list + *n, max - *n);
	}
}

/* ==== The devices of a sweep ==== */

#define DEVICE_GLOBS_MAX 8

/* Add the devices of one --devices value (its own copy, split in place): comma-separated
 * names or paths, or a glob. */
static int add_devices(const char *cmd, char *val, const char **names, int *n, glob_t *globs,
		       int *nglobs)
{
	char *save = NULL, *tok;
	for (tok = strtok_r(val, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (strpbrk(tok, "*?[")) {
			glob_t *g = &globs[*nglobs];
			if (*nglobs == DEVICE_GLOBS_MAX)
				return gp_cli_usage(cmd, "--devices: too many patterns");
			if (glob(tok, 0, NULL, g) != 0)
				return gp_cli_usage(cmd, "--devices: '%s' matches no file", tok);
			(*nglobs)++;
			for (size_t i = 0; i < g->gl_pathc; i++) {
				if (*n == GP_APPCLI_DEVICES_MAX)
					return gp_cli_usage(cmd, "more than %d devices",
							    GP_APPCLI_DEVICES_MAX);
				names[(*n)++] = g->gl_pathv[i];
			}
			continue;
		}
		if (*n == GP_APPCLI_DEVICES_MAX)
			return gp_cli_usage(cmd, "more than %d devices", GP_APPCLI_DEVICES_MAX);
		names[(*n)++] = tok;
	}
	return 0;
}

/* Each named device once per value of axis (or once), with set's what-ifs. */
static int load_devices(const char *cmd, const char *const *names, int n, const struct gp_app *a,
			const struct gp_whatif *set, const struct gp_sweep_axis *axis, int note,
			int from_model, struct gp_appcli_devices *out)
{
	long long per = axis ? axis->n : 1;
	int rc;
	if (axis && (long long)n * per > GP_APPCLI_DEVICES_MAX)
		return gp_cli_usage(cmd, "%d devices x %lld values of %s is more than %d devices", n,
				    per, axis->name, GP_APPCLI_DEVICES_MAX);
	if (axis) {
		const char *fig = strncmp(axis->name, "device.", 7) == 0 ? axis->name + 7 : axis->name;
		for (int i = 0; i < set->n; i++)
			if (strcmp(set->path[i], fig) == 0)
				return gp_cli_usage(cmd, "--vary %s and --set %s=%g: the device figure is "
						    "both varied and set", axis->name, set->path[i],
						    set->value[i]);
	}
	if (!(out->devs = calloc((size_t)n * (size_t)per, sizeof(*out->devs))))
		return GP_EXIT_ERROR;
	for (int i = 0; i < n; i++) {
		for (long long k = 0; k < per; k++) {
			struct gp_whatif one = *set;
			struct gp_device *dev = &out->devs[out->n];
			if (axis) {
				char text[GP_WHATIF_PATH_MAX + 64];
				snprintf(text, sizeof(text), "%s=%.17g", axis->name, axis->values[k]);
				if ((rc = gp_cli_whatif_add(&one, text)))
					return rc;
			}
			if ((rc = gp_cli_load_device_named(names[i], from_model ? gp_app_path(a) : NULL,
							   &one, 1, dev)))
				return rc;
			out->ptrs[out->n++] = dev;
			if (k == 0 && note)
				gp_appcli_note_arch(a, dev);
		}
	}
	return 0;
}

int gp_appcli_devices_load(const char *cmd, const char *const *vals, int nvals,
			   const struct gp_app *a, const struct gp_whatif *set,
			   const struct gp_sweep_axis *axis, int note, struct gp_appcli_devices *out)
{
	const char *names[GP_APPCLI_DEVICES_MAX];
	char *copies[GP_APPCLI_DEVICE_VALUES_MAX] = { 0 };
	glob_t globs[DEVICE_GLOBS_MAX];
	int n = 0, nglobs = 0, rc = 0, from_model = 0;

	memset(out, 0, sizeof(*out));
	for (int i = 0; i < nvals && !rc; i++) {
		if (i == GP_APPCLI_DEVICE_VALUES_MAX)
			rc = gp_cli_usage(cmd, "too many --devices values");
		else if (strlen(vals[i]) >= 4096)
			rc = gp_cli_usage(cmd, "--devices: list too long");
		else if ((rc = gp_cli_list_check(cmd, "--devices", vals[i])))
			;
		else if (!(copies[i] = strdup(vals[i])))
			rc = GP_EXIT_ERROR;
		else
			rc = add_devices(cmd, copies[i], names, &n, globs, &nglobs);
	}
	if (!rc && n == 0) {
		if (!gp_app_device(a)[0])
			rc = gp_cli_usage(cmd, "model %s names no device: give --devices",
					  gp_app_path(a));
		else
			names[n++] = gp_app_device(a), from_model = 1;
	}
	if (!rc)
		rc = load_devices(cmd, names, n, a, set, axis, note, from_model, out);
	for (int i = 0; i < nglobs; i++)
		globfree(&globs[i]);
	for (int i = 0; i < nvals && i < GP_APPCLI_DEVICE_VALUES_MAX; i++)
		free(copies[i]);
	return rc;
}

void gp_appcli_devices_release(struct gp_appcli_devices *l)
{
	free(l->devs);
	memset(l, 0, sizeof(*l));
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
