/* app_int.h - the application model's private parts, shared by app.c (lifetime, queries),
 * app_load.c (JSON to model), app_kind.c (the operation kinds), app_eval.c (evaluation on a
 * timeline) and app_save.c (calibrated copies). Nothing outside these files includes it. */
#ifndef GPUPERF_APP_INT_H
#define GPUPERF_APP_INT_H

#include <stddef.h>
#include <stdint.h>

#include "gpuperf/app.h"
#include "gpuperf/collective.h"
#include "gpuperf/expr.h"
#include "gpuperf/kernel.h"
#include "gpuperf/system.h"
#include "jsonutil.h"

#define APP_DOC "models/README.md"
#define APP_STREAMS_MAX 32
#define APP_OP_MANAGED_MAX 8
#define APP_OP_PARAMS_MAX 16
#define APP_OP_BUILTINS_MAX 24
/* the memo key: grid, block, their y and z, occupancy, lambda, smem, regs, the parameters */
#define APP_KEY_MAX (APP_OP_PARAMS_MAX + GP_LAUNCH_ARGS_MAX + 10)

/* A compiled expression plus the variables it depends on (bit i = variable i). */
struct fexpr {
	struct gp_expr *e;      /* NULL: field absent */
	uint64_t deps;
	int is_const;           /* no variables: value below, no evaluation per point */
	double value;
};

struct app_var {
	char name[GP_NAME_MAX];
	int is_input;
	int is_int;
	int has_default;        /* inputs: 0 = null (unset) */
	double def;
	struct fexpr expr;      /* derived variables */
};

struct app_op {
	enum gp_app_op_kind kind;
	const struct app_kind *type;      /* the row of app_kinds[] it was loaded by */
	char name[GP_NAME_MAX];
	int stream;                       /* -1: the legacy default stream (synchronizing) */
	enum gp_app_dir dir;
	int pageable;
	struct fexpr bytes;               /* memcpy, managed; prefetch (absent = whole buffer) */
	int buffer;                       /* prefetch: op index of the managed allocation */
	/* kernel */
	struct gp_kernel kernel;
	int has_kernel;
	/* "kernel": "NAME.{arch}.json": one descriptor per architecture found; kernel is the
	 * lowest, more[] the others, each with its sm (kernel_sm for kernel) */
	int kernel_sm, nmore;
	struct gp_kernel *more;
	int *more_sm;
	/* the launch to emulate at each evaluation: a launch-bound op ("sass", "function",
	 * "args", "init": bound) or a descriptor that records its launch (emulated again when
	 * the op's launch differs); NULL otherwise. Arguments bound to expressions are
	 * largname[i] = largexpr[i] ("null" pointers: larg_null) */
	int bound;
	struct gp_launch_rec *lt;
	int nlargs;
	char largname[GP_LAUNCH_ARGS_MAX][GP_NAME_MAX];
	struct fexpr largexpr[GP_LAUNCH_ARGS_MAX];
	unsigned char larg_null[GP_LAUNCH_ARGS_MAX];
	struct fexpr grid, block, occupancy, lambda, smem, regs;
	struct fexpr grid_yz[2], block_yz[2];   /* "grid": [x, y, z] / "block": [x, y, z] */
	int nbuiltin;                     /* launchenv.h names the descriptor uses */
	char bnames[APP_OP_BUILTINS_MAX][GP_NAME_MAX];
	int nparams;
	char pnames[APP_OP_PARAMS_MAX][GP_NAME_MAX];
	char pfields[APP_OP_PARAMS_MAX][GP_NAME_MAX + 8];   /* "params/NAME", for messages */
	struct fexpr pexpr[APP_OP_PARAMS_MAX];
	int nmanaged;
	int managed[APP_OP_MANAGED_MAX];  /* op indices of managed buffers the kernel touches */
	/* multi-GPU (memcpy, kernel, alloc: data split over "gpus"; p2p; collectives) */
	struct fexpr gpus, src, dst;
	enum gp_coll_op coll;
	enum gp_coll_algo algo;
};

struct gp_app {
	char name[128];
	char path[512];
	char device[128];
	char *text;                       /* the source, for writing calibrated copies */
	size_t text_len;
	struct gp_json_lines *lines;      /* line of each JSON value, for evaluation errors */
	int nvars;
	struct app_var vars[GP_APP_VARS_MAX];
	int ninputs;
	int inputs[GP_APP_VARS_MAX];      /* var index of input i */
	const void *vars_json;            /* while loading: the "variables" object */
	int nops;
	struct app_op *ops;
	struct gp_system *sys;            /* "system": NULL for a single device */
	struct gp_kcache *kcache;         /* emulated launches, shared by every evaluator */
};

/* Copy engines (one per direction) and the compute engine each run one op at a time: the
 * resource an op occupies on the timeline. */
enum { RES_HTOD, RES_DTOH, RES_COMPUTE, RES_NONE };

struct gp_app_eval;

/*
 * One operation kind ("op" in the model), after redis's dictType: what varies between kinds
 * is this row, not a chain of ifs. load fills o from op at JSON path (keys already checked
 * against keys[], the system already required when needs_system); run prices op number op
 * and sets *t (seconds it takes) and *res (the resource it occupies, RES_NONE by default).
 * Both return 0 or a negative GP_E* code with d filled.
 */
struct app_kind {
	const char *name;
	enum gp_app_op_kind kind;
	enum gp_coll_op coll;             /* collectives: which one (unused for other kinds) */
	int needs_system;                 /* refused in a model without "system" */
	int timed;                        /* takes time: a column in sweeps, a calibration target */
	const char *const *keys;          /* allowed keys, NULL-terminated */
	int (*load)(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		    const char *path, int idx, const char *dir);
	int (*run)(struct gp_app_eval *e, const struct gp_device *dev, int op,
		   struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);
};

/* The kind named name (the model's "op"), NULL when there is none. */
const struct app_kind *app_kind_find(const char *name);
/* "memcpy, kernel, ..." for the hint of an unknown kind. */
void app_kind_list(char *buf, size_t sz);

/* Loaders (app_load.c), one per kind. */
int app_load_memcpy(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		    const char *path, int idx, const char *dir);
int app_load_kernel(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		    const char *path, int idx, const char *dir);
int app_load_managed(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		     const char *path, int idx, const char *dir);
int app_load_prefetch(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		      const char *path, int idx, const char *dir);
int app_load_sync(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		  const char *path, int idx, const char *dir);
int app_load_alloc(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		   const char *path, int idx, const char *dir);
int app_load_p2p(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
		 const char *path, int idx, const char *dir);
int app_load_collective(struct gp_jr *r, struct gp_app *a, struct app_op *o, const cJSON *op,
			const char *path, int idx, const char *dir);

/* Evaluators (app_eval.c), one per kind. */
int app_run_memcpy(struct gp_app_eval *e, const struct gp_device *dev, int op,
		   struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);
int app_run_kernel(struct gp_app_eval *e, const struct gp_device *dev, int op,
		   struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);
int app_run_managed(struct gp_app_eval *e, const struct gp_device *dev, int op,
		    struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);
int app_run_prefetch(struct gp_app_eval *e, const struct gp_device *dev, int op,
		     struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);
int app_run_sync(struct gp_app_eval *e, const struct gp_device *dev, int op,
		 struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);
int app_run_alloc(struct gp_app_eval *e, const struct gp_device *dev, int op,
		  struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);
int app_run_p2p(struct gp_app_eval *e, const struct gp_device *dev, int op,
		struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);
int app_run_collective(struct gp_app_eval *e, const struct gp_device *dev, int op,
		       struct gp_app_op_result *r, double *t, int *res, struct gp_diag *d);

/* Helpers shared between the files (app.c). */
void app_fexpr_free(struct fexpr *f);
/* Index of variable name among the first nvisible, -1 when absent. */
int app_var_index(const struct gp_app *a, int nvisible, const char *name);
/* Of a kernel op's descriptor set, the one for dev's architecture; else the newest older
 * one; else the oldest (borrowed from o). */
const struct gp_kernel *app_pick_kernel(const struct app_op *o, const struct gp_device *dev);

#endif
