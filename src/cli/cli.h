/* cli.h - what the subcommands share: the command table entry, option helpers, error printing. */
#ifndef GPUPERF_CLI_H
#define GPUPERF_CLI_H

#include "gpuperf/diag.h"
#include "gpuperf/estimate.h"
#include "gpuperf/expr.h"
#include "gpuperf/device_whatif.h"
#include "gpuperf/launchenv.h"
#include "optable.h"
#include "clidiag.h"

/* Exit statuses (STYLE 8). */
#define GP_EXIT_OK 0
#define GP_EXIT_ERROR 1
#define GP_EXIT_USAGE 2

struct gp_option;
struct gp_command {
	const char *name;
	int (*fn)(int argc, char **argv);   /* argv[0] is the command name */
	const char *help;                   /* one line */
	const char *usage;                  /* synopsis for 'gpuperf help CMD'; with options: notes */
	/* the command's option tables (optable.h), one per form of the command, NULL-terminated;
	 * NULL while it still scans by hand */
	const struct gp_option *const *options;
};

/* Print d the compiler way, its fields as the options that set them (clidiag.h), and
 * return GP_EXIT_ERROR (or GP_EXIT_USAGE for GP_EUSAGE). */
int gp_cli_fail(const struct gp_diag *d);

/* s as a message may show it: its control bytes escaped by gp_diag_escape (the one
 * escaping rule). For a name or text from an input file (a function, device, kernel or
 * option name, a trace line) in a note or warning printed with fprintf. The result lives
 * until 8 more calls on the same thread; at most 1023 bytes. */
const char *gp_cli_esc(const char *s);

/* Print "gpuperf CMD: MSG" plus the usage line to stderr; returns GP_EXIT_USAGE. */
int gp_cli_usage(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/*
 * Option scanning without getopt's globals. Usage:
 *   struct gp_opts o; gp_opts_init(&o, argc, argv);
 *   while (gp_opts_next(&o)) {
 *     if (!o.positional && !strcmp(o.arg, "--device")) { if (!(dev = gp_opt_value(&o))) ... }
 *     else return gp_cli_usage(cmd, "unknown option '%s'", o.arg);
 *   }
 * Accepts "--name value" and "--name=value". Positional arguments come back
 * with o.positional set.
 */
struct gp_opts {
	int argc, i;
	char **argv;
	const char *arg;        /* current argument (name part for --x=y) */
	const char *inline_val; /* value after '=' */
	char namebuf[128];
	int positional;
};
void gp_opts_init(struct gp_opts *o, int argc, char **argv);
int gp_opts_next(struct gp_opts *o);
/* The option's value, or NULL after printing a usage error naming it. */
const char *gp_opt_value(struct gp_opts *o);

/* Strict numeric option values; print usage errors and return -1 on bad input. */
int gp_opt_double(const char *cmd, const char *opt, const char *val, double min, double max,
		  double *out);
int gp_opt_ll(const char *cmd, const char *opt, const char *val, long long min, long long max,
	      long long *out);

/* 1 when stderr is a terminal (progress bars only then). */
int gp_cli_stderr_is_tty(void);


/* Write s as a JSON string literal (quoted, escaped) to f (a FILE *). */
void gp_cli_json_string(void *f, const char *s);

/* Load the device named by --device, printing errors; returns 0 or an exit status. */
struct gp_device;
int gp_cli_load_device(const char *name, struct gp_device *dev);

/* The same with what-if overrides (--set memory.dram_bw_gbps=1800; set may be NULL):
 * dev->name gets "+PATH=VALUE" for each, and unless json a "what-if" line goes to
 * stdout with what the file said and what was rescaled. */
struct gp_whatif;
int gp_cli_load_device_whatif(const char *name, struct gp_whatif *set, int json,
			   struct gp_device *dev);
/* The same for a name an input file gave (named_in: its path, e.g. a model's "device"): a
 * device that is not found is blamed on that file's /device, not on --device. */
int gp_cli_load_device_named(const char *name, const char *named_in, struct gp_whatif *set,
			     int json, struct gp_device *dev);
/* Add a --set PATH=VALUE device override, printing errors; 0 or an exit status. */
int gp_cli_whatif_add(struct gp_whatif *set, const char *text);
/* The same as an option-table callback (optable.h): the entry's field is a struct gp_whatif. */
struct gp_option;
int gp_cli_opt_whatif(const char *cmd, const struct gp_option *opt, const char *val, void *base);

/*
 * The launch options estimate, simulate and uvm share: --device --kernel --block
 * --grid --threads --param and, when allowed by mask, --occupancy --lambda --regs
 * --smem-dynamic --set --clock (gp_cli_launch_options below).
 */
enum {
	GP_CLI_LAUNCH_OCCUPANCY = 1,
	GP_CLI_LAUNCH_LAMBDA = 2,
	GP_CLI_LAUNCH_REGS = 4,        /* --regs and --smem-dynamic */
	GP_CLI_LAUNCH_SET = 8,         /* --set PATH=VALUE device what-ifs */
	GP_CLI_LAUNCH_CLOCK = 16,      /* --clock base|boost|sustained|default|MHZ */
};
struct gp_cli_launch {
	const char *device, *kernel, *grid, *threads, *clock;
	long long block;               /* threads per block: the product of block_dim */
	long long block_dim[3];        /* --block X[xY[xZ]] */
	const char *block_text;        /* as given (argv) */
	struct gp_params params;       /* --param, then the built-ins gp_cli_launch_finish adds */
	struct gp_params user;         /* --param only: what the user set */
	struct gp_launch l;
	struct gp_launchenv env;       /* grid and block per dimension */
	struct gp_whatif set;          /* --set device overrides */
};
void gp_cli_launch_init(struct gp_cli_launch *a);
/* SIGINT and SIGTERM set the returned flag (an engine run polls it and stops cleanly) until
 * gp_cli_cancel_disarm, which restores the defaults and returns the signal that came (0:
 * none); a stopped command exits 128 + it. */
const volatile int *gp_cli_cancel_arm(void);
int gp_cli_cancel_disarm(void);
/* --grid X[xY[xZ]] or --threads N (with block threads a block) per dimension; 0 or an exit
 * status (usage error printed). */
int gp_cli_grid_dims(const char *cmd, const char *grid_arg, const char *threads_arg,
		     long long block, long long dims[3]);
/* The launch options as a table (optable.h) over struct gp_cli_launch: a command includes it
 * with GP_OPTION_GROUP(gp_cli_launch_options, its struct, its gp_cli_launch, mask). --device
 * and --kernel are marked required; --block defaults through gp_cli_launch_shape. */
extern const struct gp_option gp_cli_launch_options[];
/*
 * The engine's options: one struct and one table (gp_cli_engine_options) for every command
 * that runs the engine, simulate (and its --trace and --sass forms), run, sweep and
 * calibrate, so each option has one name, one range and one message everywhere:
 *   --jobs T        host threads for one launch's SMs, [1, GP_ENGINE_JOBS_MAX]
 *   --scheduler S   gto | lrr
 *   --max-cycles N  simulated SM cycles a launch may take, [1, 2^63-1]
 *   --sample        simulate whole waves until the per-wave time is steady, extrapolate
 *   --full          every block, no extrapolation (the mask's GP_CLI_ENGINE_FULL)
 *   --sms N         a sampled run on N of the device's SMs (GP_CLI_ENGINE_SMS: --sass)
 * A command includes the table with GP_OPTION_GROUP(gp_cli_engine_options, its struct, its
 * gp_cli_engine, mask). Each field is 0 when its option was not given.
 */
enum {
	GP_CLI_ENGINE_JOBS = 1,   /* --jobs (sweep's --jobs is its points at once: its own) */
	GP_CLI_ENGINE_FULL = 2,   /* --full (simulate; the engine backend always samples) */
	GP_CLI_ENGINE_SMS = 4,    /* --sms (simulate --sass) */
};
struct gp_cli_engine {
	long long jobs;           /* host threads for one launch's SMs */
	long long max_cycles;     /* SM cycles a launch may take */
	int sched;                /* enum gp_engine_sched + 1 */
	int sample, full;
	long long sms;            /* SMs a sampled --sass run simulates */
};
extern const struct gp_option gp_cli_engine_options[];
/* The given options of e into o (set its defaults with gp_engine_opts_init first):
 * jobs, scheduler, max_cycles, sample. --full with --sample or --sms is a usage error
 * (printed); returns 0 or an exit status. */
struct gp_engine_opts;
int gp_cli_engine_apply(const char *cmd, const struct gp_cli_engine *e, struct gp_engine_opts *o);
/* The first option e holds ("--max-cycles", "--jobs", ...), or NULL when none was given. */
const char *gp_cli_engine_given(const struct gp_cli_engine *e);

/* The launch's block and grid into a->l (gp_cli_grid). Without --block: the block (and,
 * without --grid or --threads, the grid) of the launch an emulated descriptor records in
 * "dynamic", with a note on stderr; a usage error when k records none. Call after loading
 * k, before gp_cli_launch_finish. Returns 0 or an exit status (errors printed). */
struct gp_kernel;
int gp_cli_launch_shape(const char *cmd, struct gp_cli_launch *a, const struct gp_kernel *k);

/* Apply a --clock argument (NULL: keep the file's default) to dev; prints the error.
 * Returns 0 or an exit status. */
int gp_cli_apply_clock(const char *arg, struct gp_device *dev);
/*
 * After the device and kernel are loaded: resolve --grid X[xY[xZ]] / --threads into
 * a.l.grid and a.env, set a.l.block, add the built-in names k uses (blockDim.x, threads,
 * sms, ...) to a.params, and warn on stderr (unless quiet) for each descriptor parameter
 * left at its default and for a descriptor without register counts. Returns 0 or an
 * exit status (errors printed).
 */
int gp_cli_launch_finish(const char *cmd, struct gp_cli_launch *a, const struct gp_device *dev,
			 const struct gp_kernel *k, int quiet);

/* Resolve --grid / --threads into a grid for a block size; prints usage errors.
 * --grid may be X, XxY or XxYxZ (the total is returned). Returns 0 or an exit status. */
/* --block X[xY[xZ]] into threads per dimension and the total, within CUDA's limits (util.h,
 * gp_dim3_read) or the largest block a device file may allow (GP_CLI_BLOCK_THREADS_MAX, the
 * schema's bound of limits.max_threads_per_block); -1 after printing a usage error. */
#define GP_CLI_BLOCK_THREADS_MAX 8192
int gp_cli_block(const char *cmd, const char *val, long long dims[3], long long *total);
/* A comma-separated list of names (--device a100,v100): 0, or an exit status after printing
 * the usage error for an empty name or a name listed twice (opt names the option). */
int gp_cli_list_check(const char *cmd, const char *opt, const char *list);
/* Whether the block of dims fits dev (its limits.max_threads_per_block, CUDA's per-dimension
 * limits): 0, or an exit status after printing the error naming --block, the limit and dev. */
struct gp_device;
int gp_cli_block_fits(const char *cmd, const long long dims[3], const char *text,
		      const struct gp_device *dev);

int gp_cli_grid(const char *cmd, const char *grid_arg, const char *threads_arg, int block,
		long long *grid);
#endif
