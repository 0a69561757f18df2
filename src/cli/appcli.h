/* appcli.h - what run, sweep and calibrate share on the command line: model, backend, --set. */
#ifndef GPUPERF_APPCLI_H
#define GPUPERF_APPCLI_H

#include <stdio.h>

#include "gpuperf/app.h"
#include "gpuperf/device_whatif.h"
#include "gpuperf/sweep.h"

/* Find a backend by name; prints the error (an unbuilt engine says so) and returns an
 * exit status, or 0 with *out set. */
int gp_appcli_backend(const char *cmd, const char *name, const struct gp_backend_ops **out);

/* be's state with the engine's options e (cli.h's struct gp_cli_engine, as parsed by
 * gp_cli_engine_options; NULL: none), *state NULL for a backend without state, freed with
 * gp_backend_state_free; an option given to a backend without cycles is a usage error;
 * prints errors; 0 or an exit status. */
struct gp_cli_engine;
int gp_appcli_backend_state(const char *cmd, const struct gp_backend_ops *be,
			    const struct gp_cli_engine *e, void **state);

/* Load a model, printing errors; 0 or an exit status. */
/* The model by name or path; cache: a directory that keeps its emulated launches (--cache),
 * or NULL. Returns 0 or an exit status (error printed). */
int gp_appcli_load_model(const char *path, const char *cache, struct gp_app **out);

/* Apply one --set NAME=VALUE; prints the error and returns an exit status, or 0. */
int gp_appcli_set(const struct gp_app *a, struct gp_app_values *v, const char *text);
/* A --vary axis over a variable --set also gave (v->given): 0, or an exit status after
 * printing the usage error naming both. */
struct gp_sweep_axis;
int gp_appcli_vary_clash(const char *cmd, const struct gp_app_values *v,
			 const struct gp_sweep_axis *axes, int naxes);

/* The device of --device, else the model's; prints errors; 0 or an exit status. */
int gp_appcli_device(const char *cmd, const struct gp_app *a, const char *opt,
		     struct gp_device *dev);
/* The same with what-if device overrides (--set device.memory.dram_bw_gbps=...). */
struct gp_whatif;
int gp_appcli_device_set(const char *cmd, const struct gp_app *a, const char *opt,
			 struct gp_whatif *set, int json, struct gp_device *dev);

/* Say on stderr when a kernel of the model was made for another architecture than dev's:
 * its counts and latency bound are then that ISA's (a what-if, not a prediction). */
void gp_appcli_note_arch(const struct gp_app *a, const struct gp_device *dev);

/*
 * The files a loaded model read (the model, its kernel descriptors, its
 * system), borrowed from a, appended to list[*n] up to max; for
 * gp_output_check() so that no output replaces one of them.
 */
void gp_appcli_inputs(const struct gp_app *a, const char **list, int *n, int max);

/*
 * The devices a sweep runs on, from its --devices values (comma-separated names or paths,
 * or globs; at most GP_APPCLI_DEVICE_VALUES_MAX values), or the model's device when there
 * are none; each with set's what-ifs, and once per value of axis (a what-if device axis,
 * NULL: none). note: say when a descriptor was made for another architecture. Prints
 * errors; returns 0 or an exit status. Release with gp_appcli_devices_release (also after
 * an error).
 */
#define GP_APPCLI_DEVICES_MAX 64
#define GP_APPCLI_DEVICE_VALUES_MAX 16
struct gp_appcli_devices {
	int n;
	struct gp_device *devs;                          /* n of them, owned */
	const struct gp_device *ptrs[GP_APPCLI_DEVICES_MAX];   /* &devs[i] */
};
int gp_appcli_devices_load(const char *cmd, const char *const *vals, int nvals,
			   const struct gp_app *a, const struct gp_whatif *set,
			   const struct gp_sweep_axis *axis, int note, struct gp_appcli_devices *out);
void gp_appcli_devices_release(struct gp_appcli_devices *l);

/* Printers of an evaluated model (run): an op's multi-GPU, memory and energy fields as
 * JSON members (", \"gpus\": 2, ..."); the whole model's GPUs used, energy, busy times
 * and critical path, as JSON members or as text lines. */
void gp_appcli_print_op_json(FILE *f, enum gp_app_op_kind k, const struct gp_app_op_result *r);
void gp_appcli_print_stats_json(FILE *f, const struct gp_app *a, const struct gp_app_stats *st,
				const struct gp_app_op_result *ops, double total);
void gp_appcli_print_stats(FILE *f, const struct gp_app *a, const struct gp_app_stats *st,
			   const struct gp_app_op_result *ops, double total);

#endif
