/* app.h - application models (models/NAME.json): a whole CUDA program as copies, launches and
 * managed memory over named variables, evaluated on a device through a backend. */
#ifndef GPUPERF_APP_H
#define GPUPERF_APP_H

#include "gpuperf/backend.h"
#include "gpuperf/device.h"
#include "gpuperf/diag.h"

/* At most this many variables (inputs + derived) and operations per model. */
#define GP_APP_VARS_MAX 64
#define GP_APP_OPS_MAX 256

enum gp_app_op_kind {
	GP_APP_MEMCPY,     /* cudaMemcpy: thesis eq. 5.5 per direction */
	GP_APP_KERNEL,     /* a launch: the backend's kernel_time */
	GP_APP_MANAGED,    /* cudaMallocManaged: registers a buffer resident on the host */
	GP_APP_PREFETCH,   /* cudaMemPrefetchAsync of a managed buffer */
	GP_APP_SYNC,       /* cudaDeviceSynchronize: joins every stream */
	/* multi-GPU (appmulti.h; need the model's "system" except alloc) */
	GP_APP_ALLOC,      /* cudaMalloc, split over "gpus": checked against device memory */
	GP_APP_P2P,        /* cudaMemcpyPeer between two GPUs over the system's links */
	GP_APP_COLLECTIVE, /* all-reduce / all-gather / broadcast (collective.h) */
};

enum gp_app_dir { GP_APP_HTOD, GP_APP_DTOH };

/* The loaded model; opaque. */
struct gp_app;

/*
 * Load a model file. Kernel descriptors it names are resolved relative to the
 * model's directory first, then through gp_kernel_find(). Every expression is
 * compiled and checked at load time: a name that is not a variable, a derived
 * variable used before it is defined, an unknown op or key are errors naming
 * the file and JSON path ("/ops/2/grid"). Returns 0 and a new model the caller
 * frees with gp_app_free(), or a negative gp_err with d filled.
 */
int gp_app_load(const char *path, struct gp_app **out, struct gp_diag *d);
/* Same from text; name is used in messages, dir to resolve kernel paths (NULL: "."). */
int gp_app_parse(const char *text, size_t len, const char *name, const char *dir,
		 struct gp_app **out, struct gp_diag *d);
void gp_app_free(struct gp_app *a);

const char *gp_app_name(const struct gp_app *a);
const char *gp_app_path(const struct gp_app *a);
/* The device the model names ("" when none); --device overrides it. */
const char *gp_app_device(const struct gp_app *a);

/*
 * Inputs are the variables whose value is a number (or null: unset, e.g.
 * "occupancy" left to the occupancy calculator); derived variables are
 * expressions over inputs and earlier derived variables.
 */
int gp_app_n_inputs(const struct gp_app *a);
const char *gp_app_input_name(const struct gp_app *a, int i);
/* Index of an input variable, or -1 (a derived variable is not an input). */
int gp_app_input_index(const struct gp_app *a, const char *name);
/* Default value; returns 0 when the default is null (unset). */
int gp_app_input_default(const struct gp_app *a, int i, double *v);
/* 1 when the input is declared "int": values must be whole numbers. */
int gp_app_input_is_int(const struct gp_app *a, int i);

int gp_app_n_ops(const struct gp_app *a);
const char *gp_app_op_name(const struct gp_app *a, int op);
enum gp_app_op_kind gp_app_op_kind(const struct gp_app *a, int op);
/* The kind's name in results ("memcpy", "kernel", ..., "collective" for every collective). */
const char *gp_app_op_kind_name(enum gp_app_op_kind k);
/* Direction of a memcpy or prefetch op. */
enum gp_app_dir gp_app_op_dir(const struct gp_app *a, int op);
/* The descriptor a kernel op uses on dev: of a set, the one for dev's architecture, else
 * the newest older one, else the oldest. */
struct gp_device;
const struct gp_kernel *gp_app_op_kernel_for(const struct gp_app *a, int op,
					     const struct gp_device *dev);
/* A set's architectures as "sm_70, sm_80" into archs; returns how many (0: not a set). */
int gp_app_op_kernel_set(const struct gp_app *a, int op, char *archs, size_t sz);
/* Index of the op named name, or -1. */
int gp_app_op_index(const struct gp_app *a, const char *name);
/* Whether an op's time is reported (managed allocation and sync take none). */
int gp_app_op_is_timed(const struct gp_app *a, int op);
/* The descriptor file a kernel op loaded (borrowed, lives as long as a), or NULL. */
const char *gp_app_op_kernel_path(const struct gp_app *a, int op);
/* The files a kernel op's launch reads when it is emulated (a launch-bound op, or a
 * descriptor that records its launch): the listing, its ptxas log, PTX, cubin, source and
 * every --init file, at most max into paths (borrowed, live as long as a). Returns how
 * many; 0 for other ops. For outputs checked against every input. */
int gp_app_op_launch_files(const struct gp_app *a, int op, const char **paths, int max);

/*
 * Input values for one evaluation: value[i] for input i, set[i] 0 when the
 * input is unset (null). gp_app_values_defaults() fills the defaults.
 */
struct gp_app_values {
	double value[GP_APP_VARS_MAX];
	unsigned char set[GP_APP_VARS_MAX];
	unsigned char given[GP_APP_VARS_MAX];   /* by gp_app_values_assign (not a default) */
};
void gp_app_values_defaults(const struct gp_app *a, struct gp_app_values *v);
/* Set input name from "NAME=VALUE" (--set); unknown names, derived variables,
 * non-numbers and fractional values of int inputs are errors; a second assignment of a name
 * replaces the first. */
int gp_app_values_assign(const struct gp_app *a, struct gp_app_values *v, const char *text,
			 struct gp_diag *d);
/* The same for a command line's --set: a name assigned before (v->given) is an error naming
 * both values, never silently the last. */
int gp_app_values_assign_once(const struct gp_app *a, struct gp_app_values *v, const char *text,
			      struct gp_diag *d);

/* One op's outcome. Times in seconds; start/end on the application timeline. */
struct gp_app_op_result {
	double time_s, start_s, end_s;
	double bytes;                    /* memcpy/prefetch/managed: bytes moved or allocated */
	struct gp_kernel_result k;       /* kernel ops: what the backend reported */
	double lambda;                   /* kernel ops: lambda used (eq. 4.4), 1 when none */
	int gpus;                        /* GPUs the op ran on (its "gpus"; 1 by default) */
	double energy_j;                 /* kernel ops: energy on all its GPUs (energy.h) */
	double oversub_bytes;            /* kernel ops: managed bytes beyond device memory */
	double oversub_s;                /* kernel ops: what oversubscription adds to time_s */
	double paging_s;                 /* kernel ops: of time_s, Unified Memory faults/migrations */
	int coll_algo;                   /* collectives: enum gp_coll_algo chosen */
};

/*
 * A kernel op's achieved rates over its time: DRAM GB/s and FP thread instructions per
 * second (FP32 + FP64, an FMA once), what run prints and sweep writes per kernel. Returns 1,
 * or 0 with both 0 when the op took no time (nothing to divide by).
 */
int gp_app_op_rates(const struct gp_app_op_result *r, double *dram_gbps, double *fp_inst_per_s);

/*
 * A reusable evaluator for one model and backend; holds per-op caches so a
 * sweep that leaves a launch's inputs unchanged does not recompute it. Not
 * thread-safe: use one per thread. Returns NULL on out-of-memory.
 */
struct gp_app_eval;
struct gp_app_eval *gp_app_eval_new(const struct gp_app *a, const struct gp_backend_ops *be,
				    void *be_state);
void gp_app_eval_free(struct gp_app_eval *e);
/*
 * Where the model keeps the descriptors of the launches it emulates (launch-bound ops, and
 * descriptors used at another launch than the one they record: kcache.h). Every evaluator of
 * the model shares one cache in memory (threads included); o->dir adds a directory that keeps
 * them across runs. Call before evaluating. Returns 0 or negative with d filled.
 */
struct gp_kcache_opts;
struct gp_kcache_stats;
int gp_app_set_cache(struct gp_app *a, const struct gp_kcache_opts *o, struct gp_diag *d);
/* Launches asked for, emulated, found in memory and on disk so far. */
void gp_app_cache_stats(const struct gp_app *a, struct gp_kcache_stats *s);

/*
 * Kernel lambda policy: lambda <= 0 (the default) uses each op's "lambda" (1
 * when absent); lambda > 0 evaluates every kernel at that value instead
 * (calibration: 1 gives t_estimated of eq. 4.4).
 */
void gp_app_eval_set_lambda(struct gp_app_eval *e, double lambda);

/*
 * Evaluate the model for one set of input values on dev. ops (gp_app_n_ops()
 * entries, caller-provided) gets each op's result, *total_s the end of the
 * last op. Errors (a launch that cannot run, division by zero, a required
 * expression that uses an unset input) return negative with d naming the op.
 */
int gp_app_eval_run(struct gp_app_eval *e, const struct gp_device *dev,
		    const struct gp_app_values *in, struct gp_app_op_result *ops,
		    double *total_s, struct gp_diag *d);

/* The model's multi-GPU system (NULL when it has none); lives as long as a. */
struct gp_system;
const struct gp_system *gp_app_system(const struct gp_app *a);

/* What-if device memory in bytes for allocations and managed memory (0: the device's). */
void gp_app_eval_set_device_mem(struct gp_app_eval *e, double bytes);

/*
 * Accounting of the last gp_app_eval_run(): per-GPU busy time (kernels and
 * collectives on it), per-link busy time of the system (s->links order), and
 * energy: every GPU used idles at idle_w for the whole run, kernels add their
 * dynamic energy (energy.h). has_energy is 0 when the device has no power
 * figures. Borrowed: valid until the next run or gp_app_eval_free().
 */
struct gp_app_stats {
	int gpus_used;
	int ngpus;                 /* entries of gpu_busy_s (the system's GPUs, or 1) */
	const double *gpu_busy_s;
	int nlinks;                /* entries of link_busy_s (0 without a system) */
	const double *link_busy_s;
	int has_energy;
	double energy_j, static_j, dynamic_j;
};
const struct gp_app_stats *gp_app_eval_stats(const struct gp_app_eval *e);

/* Bytes a memcpy/prefetch op moves for these inputs (calibration's x values). */
int gp_app_op_bytes(const struct gp_app *a, int op, const struct gp_app_values *in,
		    double *bytes, struct gp_diag *d);

/* Write a copy of the model's file with the kernel op's "lambda" set (the thesis keeps
 * the kernel lambda in the application model, Figure 5.23). Atomic. */
int gp_app_save_lambda(const struct gp_app *a, int op, double lambda, const char *path,
		       struct gp_diag *d);
/* The same for several kernels at once: lambda[op] for each op (NaN: left as it is),
 * committed with the outputs of set (util.h, gp_outset; NULL: alone).
 * Errors: a lambda for an op that is not a kernel, writing path. */
struct gp_outset;
int gp_app_save_lambdas(const struct gp_app *a, const double *lambda, const char *path,
			struct gp_outset *set, struct gp_diag *d);

/*
 * The critical path of an evaluated model: starting from the op that ends last,
 * repeatedly the op that ended exactly when the current one started (what it
 * waited for). Writes op indices into path (first op first) and returns their
 * count; ops that take no time are skipped.
 */
int gp_app_critical_path(const struct gp_app_op_result *ops, int nops, int *path);

#endif
