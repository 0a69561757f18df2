/* cli.c - option scanning and error printing shared by the subcommands. */
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <limits.h>
#include <unistd.h>

#include "gpuperf/device.h"
#include "gpuperf/engine.h"

#include "cli.h"
#include "clidiag.h"
#include "optable.h"
#include "util.h"

int gp_cli_fail(const struct gp_diag *d)
{
	gp_cli_diag_print(d, stderr);
	return d->code == GP_EUSAGE ? GP_EXIT_USAGE : GP_EXIT_ERROR;
}

const char *gp_cli_esc(const char *s)
{
	/* a few at once, for one message's several names; per thread, as sweeps print from
	 * their workers' results */
	static _Thread_local char ring[8][1024];
	static _Thread_local unsigned next;
	char *b = ring[next++ % 8];
	return s ? gp_diag_escape(s, b, sizeof(ring[0])) : "(null)";
}

int gp_cli_usage(const char *cmd, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	fprintf(stderr, "gpuperf %s: ", cmd);
	gp_diag_fputs(msg, stderr);   /* the message echoes argv: escape its control bytes */
	fprintf(stderr, "\nhint: run 'gpuperf help %s' for its options\n", cmd);
	return GP_EXIT_USAGE;
}

void gp_opts_init(struct gp_opts *o, int argc, char **argv)
{
	memset(o, 0, sizeof(*o));
	o->argc = argc;
	o->argv = argv;
	o->i = 0;
}

int gp_opts_next(struct gp_opts *o)
{
	const char *a, *eq;
	if (++o->i >= o->argc)
		return 0;
	a = o->argv[o->i];
	o->inline_val = NULL;
	o->positional = !(a[0] == '-' && a[1] != '\0');
	eq = (!o->positional && a[1] == '-') ? strchr(a, '=') : NULL;
	if (eq && (size_t)(eq - a) < sizeof(o->namebuf)) {
		memcpy(o->namebuf, a, (size_t)(eq - a));
		o->namebuf[eq - a] = '\0';
		o->arg = o->namebuf;
		o->inline_val = eq + 1;
	} else {
		o->arg = a;
	}
	return 1;
}

const char *gp_opt_value(struct gp_opts *o)
{
	if (o->inline_val)
		return o->inline_val;
	if (o->i + 1 >= o->argc) {
		gp_cli_usage(o->argv[0], "option '%s' needs a value", o->arg);
		return NULL;
	}
	return o->argv[++o->i];
}

int gp_opt_double(const char *cmd, const char *opt, const char *val, double min, double max,
		  double *out)
{
	double v;
	if (gp_parse_double(val, &v) < 0) {
		gp_cli_usage(cmd, "%s: '%s' %s", opt, val, gp_number_refusal(val));
		return -1;
	}
	if (v < min || v > max) {
		gp_cli_usage(cmd, "%s: %g is out of range [%g, %g]", opt, v, min, max);
		return -1;
	}
	*out = v;
	return 0;
}

int gp_opt_ll(const char *cmd, const char *opt, const char *val, long long min, long long max,
	      long long *out)
{
	long long v;
	if (gp_parse_ll(val, &v) < 0) {
		gp_cli_usage(cmd, "%s: '%s' is not a whole number (or overflows 64 bits)", opt, val);
		return -1;
	}
	if (v < min || v > max) {
		gp_cli_usage(cmd, "%s: %lld is out of range [%lld, %lld]", opt, v, min, max);
		return -1;
	}
	*out = v;
	return 0;
}

int gp_cli_stderr_is_tty(void)
{
	return isatty(2);
}

void gp_cli_json_string(void *stream, const char *s)
{
	FILE *f = stream;
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

int gp_cli_load_device(const char *name, struct gp_device *dev)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_device_find(name, NULL, dev, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

int gp_cli_apply_clock(const char *arg, struct gp_device *dev)
{
	struct gp_diag d;
	enum gp_clock_kind kind;
	double mhz;

	if (!arg)
		return 0;
	gp_diag_clear(&d);
	if (gp_clock_parse(arg, &kind, &mhz, &d) < 0) {
		gp_cli_diag_print(&d, stderr);
		return GP_EXIT_USAGE;
	}
	if (gp_device_set_clock(dev, kind, mhz, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

/* --grid X[xY[xZ]] or --threads N into blocks per dimension; 0 or an exit status. */
static int parse_grid(const char *cmd, const char *grid_arg, const char *threads_arg, long long block,
		      long long dims[3])
{
	long long v;
	const long long max_grid = GP_GRID_BLOCKS_MAX;   /* CUDA's largest grid, blocks in all */
	struct gp_diag d;
	if ((grid_arg != NULL) == (threads_arg != NULL))
		return gp_cli_usage(cmd, "give exactly one of --grid G and --threads N");
	dims[1] = dims[2] = 1;
	if (grid_arg) {
		/* a plain count: any total CUDA could launch, as gridDim.x (util.h) */
		gp_diag_clear(&d);
		if (gp_dim3_read(grid_arg, GP_DIM3_GRID_TOTAL, 0, "--grid", dims, &d) < 0)
			return gp_cli_diag_usage(cmd, &d);
		return 0;
	}
	if (gp_opt_ll(cmd, "--threads", threads_arg, 1, LLONG_MAX, &v) < 0)
		return GP_EXIT_USAGE;
	dims[0] = v / block + (v % block != 0);
	if (dims[0] > max_grid)
		return gp_cli_usage(cmd, "--threads %lld needs %lld blocks of %lld, more than CUDA's "
				    "largest grid", v, dims[0], block);
	return 0;
}

int gp_cli_whatif_add(struct gp_whatif *set, const char *text)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_whatif_parse(set, text, &d) < 0) {
		gp_diag_field(&d, "--set");
		gp_cli_fail(&d);
		return GP_EXIT_USAGE;
	}
	return 0;
}

int gp_cli_opt_whatif(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	(void)cmd;
	return gp_cli_whatif_add((struct gp_whatif *)((char *)base + opt->offset), val);
}

int gp_cli_load_device_whatif(const char *name, struct gp_whatif *set, int json,
			   struct gp_device *dev)
{
	return gp_cli_load_device_named(name, NULL, set, json, dev);
}

int gp_cli_load_device_named(const char *name, const char *named_in, struct gp_whatif *set,
			     int json, struct gp_device *dev)
{
	struct gp_diag d;
	size_t used;
	gp_diag_clear(&d);
	if (gp_whatif_find(name, set, dev, &d) < 0) {
		/* a name a model gave: its "device" is to blame, not an option not given */
		if (named_in && (!strcmp(d.field, "launch.device") || !d.field[0])) {
			if (!d.file[0] || strcmp(d.file, name) == 0)
				gp_diag_at(&d, named_in, 0, 0);
			gp_diag_field(&d, "/device");
		}
		return gp_cli_fail(&d);
	}
	if (!set || set->n == 0)
		return 0;
	if (!json)
		printf("what-if       %s with", dev->name);
	for (int i = 0; i < set->n; i++) {
		used = strlen(dev->name);
		snprintf(dev->name + used, sizeof(dev->name) - used, "+%s=%g", set->path[i],
			 set->value[i]);
		if (!json)
			printf("%s %s = %g (file: %g)", i ? "," : "", set->path[i], set->value[i],
			       set->file_value[i]);
	}
	if (!json)
		printf("%s%s\n", set->rescaled ? "; kept consistent: " : "",
		       set->rescaled ? set->rescaled_text : "");
	return 0;
}

int gp_cli_grid_dims(const char *cmd, const char *grid_arg, const char *threads_arg,
		     long long block, long long dims[3])
{
	return parse_grid(cmd, grid_arg, threads_arg, block, dims);
}

int gp_cli_grid(const char *cmd, const char *grid_arg, const char *threads_arg, int block,
		long long *grid)
{
	long long dims[3];
	int rc = parse_grid(cmd, grid_arg, threads_arg, block, dims);
	if (rc)
		return rc;
	*grid = dims[0] * dims[1] * dims[2];
	return 0;
}

/* --block X[xY[xZ]]: per-dimension and total threads; -1 after printing a usage error. */
int gp_cli_block(const char *cmd, const char *val, long long dims[3], long long *total)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	/* the largest block a device file may allow (its schema's limits.max_threads_per_block);
	 * the device's own limit is checked once it is loaded (gp_cli_block_fits) */
	if (gp_dim3_read(val, GP_DIM3_BLOCK, GP_CLI_BLOCK_THREADS_MAX, "--block", dims, &d) < 0) {
		gp_cli_diag_usage(cmd, &d);
		return -1;
	}
	*total = dims[0] * dims[1] * dims[2];
	return 0;
}

int gp_cli_list_check(const char *cmd, const char *opt, const char *list)
{
	size_t n = strlen(list);
	if (n == 0 || list[0] == ',' || list[n - 1] == ',' || strstr(list, ",,"))
		return gp_cli_usage(cmd, "%s '%s': an empty name in the list", opt, list);
	for (const char *a = list; a; a = strchr(a, ',') ? strchr(a, ',') + 1 : NULL) {
		size_t la = strcspn(a, ",");
		for (const char *b = strchr(a, ','); b; b = strchr(b + 1, ',')) {
			size_t lb = strcspn(b + 1, ",");
			if (la == lb && strncmp(a, b + 1, la) == 0)
				return gp_cli_usage(cmd, "%s '%s': '%.*s' is listed twice", opt, list,
						    (int)la, a);
		}
	}
	return 0;
}

int gp_cli_block_fits(const char *cmd, const long long dims[3], const char *text,
		      const struct gp_device *dev)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	(void)cmd;
	double v[3] = { (double)dims[0], (double)dims[1], (double)dims[2] };
	if (gp_dim3_check(v, 3, text, GP_DIM3_BLOCK, dev->max_threads_per_block, "--block", NULL,
			  &d) < 0) {
		size_t n = strlen(d.msg);
		snprintf(d.msg + n, sizeof(d.msg) - n, " on %s", dev->name);
		d.code = GP_EINVAL;
		return gp_cli_fail(&d);
	}
	return 0;
}

int gp_cli_launch_finish(const char *cmd, struct gp_cli_launch *a, const struct gp_device *dev,
			 const struct gp_kernel *k, int quiet)
{
	struct gp_diag d;
	int rc;

	a->l.block = (int)a->block;
	memcpy(a->env.block_dim, a->block_dim, sizeof(a->env.block_dim));
	if (a->block > 0 && (rc = gp_cli_block_fits(cmd, a->block_dim, a->block_text, dev)))
		return rc;
	if ((rc = parse_grid(cmd, a->grid, a->threads, a->block, a->env.grid_dim)))
		return rc;
	a->l.grid = gp_launchenv_blocks(&a->env);
	gp_diag_clear(&d);
	if (gp_launchenv_apply(k, &a->env, dev, &a->params, &d) < 0)
		return gp_cli_fail(&d);
	if (quiet)
		return 0;
	for (int i = 0; i < k->defaults.n; i++) {
		double v;
		if (gp_params_get(&a->params, k->defaults.names[i], &v))
			continue;
		fprintf(stderr, "warning: %s: parameter '%s' left at its default %g\n"
			"hint: --param %s=VALUE sets it\n", gp_cli_esc(k->path), gp_cli_esc(k->defaults.names[i]),
			k->defaults.values[i], gp_cli_esc(k->defaults.names[i]));
	}
	for (int i = 0; i < a->user.n; i++)
		if (gp_launchenv_is_builtin(a->user.names[i]))
			fprintf(stderr, "warning: --param %s=%g overrides the value the launch gives it\n",
				gp_cli_esc(a->user.names[i]), a->user.values[i]);
	if (k->regs_per_thread == 0 && a->l.regs_override == 0)
		fprintf(stderr, "warning: %s has no register count: occupancy ignores registers\n"
			"hint: --regs N, or extract with --ptxas LOG (ptxas -v output)\n", gp_cli_esc(k->path));
	return 0;
}

int gp_cli_launch_shape(const char *cmd, struct gp_cli_launch *a, const struct gp_kernel *k)
{
	static char grid[96];
	const struct gp_dynamic *dy = k->dynamic;
	if (a->block > 0)
		goto grid;
	if (!dy || !dy->block[0])
		return gp_cli_usage(cmd, "--block is required: %s records no emulated launch (extract "
				    "--grid G --block B records one)", a->kernel);
	for (int i = 0; i < 3; i++)
		a->block_dim[i] = dy->block[i] ? dy->block[i] : 1;
	a->block = a->block_dim[0] * a->block_dim[1] * a->block_dim[2];
	if (!a->grid && !a->threads) {
		snprintf(grid, sizeof(grid), "%ux%ux%u", dy->grid[0] ? dy->grid[0] : 1,
			 dy->grid[1] ? dy->grid[1] : 1, dy->grid[2] ? dy->grid[2] : 1);
		a->grid = grid;
	}
	fprintf(stderr, "note: %s: the launch it was emulated for: grid %s, block %lldx%lldx%lld\n",
		gp_cli_esc(a->kernel), a->grid ? a->grid : "from --threads", a->block_dim[0], a->block_dim[1],
		a->block_dim[2]);
grid:
	a->l.block = (int)a->block;
	return gp_cli_grid(cmd, a->grid, a->threads, a->l.block, &a->l.grid);
}

void gp_cli_launch_init(struct gp_cli_launch *a)
{
	memset(a, 0, sizeof(*a));
	gp_params_init(&a->params);
	gp_params_init(&a->user);
	gp_whatif_init(&a->set);
	a->block_dim[0] = a->block_dim[1] = a->block_dim[2] = 1;
}

static int launch_block(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_cli_launch *a = base;
	(void)opt;
	a->block_text = val;
	return gp_cli_block(cmd, val, a->block_dim, &a->block) < 0 ? GP_EXIT_USAGE : 0;
}

static int launch_param(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_cli_launch *a = base;
	struct gp_diag d;
	(void)cmd, (void)opt;
	gp_diag_clear(&d);
	if (gp_params_parse_assignment(&a->params, val, &d) < 0 ||
	    gp_params_parse_assignment(&a->user, val, &d) < 0) {
		gp_diag_field(&d, "--param");
		return gp_cli_fail(&d);
	}
	return 0;
}

#define O struct gp_cli_launch
const struct gp_option gp_cli_launch_options[] = {
	GP_OPTION_STRING("--device", "D", "device name or JSON file", O, device, GP_OPT_REQUIRED),
	GP_OPTION_STRING("--kernel", "K", "kernel descriptor: name or JSON file", O, kernel,
			 GP_OPT_REQUIRED),
	GP_OPTION_CALLBACK("--block", "X[xY[xZ]]", "threads per block (CUDA dim3: x, y <= 1024, z <= 64, 1024 in all, or the device's limit; "
			   "default: the launch an emulated descriptor was made for)", O, block,
			   launch_block, 0),
	GP_OPTION_STRING("--grid", "X[xY[xZ]]", "blocks in the grid (CUDA dim3)", O, grid, 0),
	GP_OPTION_STRING("--threads", "N", "threads in all: the grid is N / block, rounded up", O,
			 threads, 0),
	GP_OPTION_CALLBACK("--param", "NAME=VALUE", "a descriptor parameter", O, params, launch_param,
			   GP_OPT_REPEAT),
	{ .kind = GP_OPTK_DOUBLE, .name = "--occupancy", .argh = "WARPS", .help = "resident warps "
	  "per SM instead of the occupancy calculator's", .offset = offsetof(O, l.occupancy_warps),
	  .dmin = 1e-9, .dmax = 1e6, .mask = GP_CLI_LAUNCH_OCCUPANCY },
	{ .kind = GP_OPTK_DOUBLE, .name = "--lambda", .argh = "L", .help = "memory lambda, thesis "
	  "eq. 4.4 (from calibrate)", .offset = offsetof(O, l.lambda), .dmin = 1e-9, .dmax = 1e9,
	  .mask = GP_CLI_LAUNCH_LAMBDA },
	{ .kind = GP_OPTK_INT, .name = "--regs", .argh = "R", .help = "registers per thread "
	  "instead of the descriptor's", .offset = offsetof(O, l.regs_override), .imin = 1,
	  .imax = 1 << 20, .size = sizeof(int), .mask = GP_CLI_LAUNCH_REGS },
	{ .kind = GP_OPTK_INT, .name = "--smem-dynamic", .argh = "BYTES", .help = "dynamic shared "
	  "memory per block", .offset = offsetof(O, l.smem_dynamic_bytes), .imin = 0,
	  .imax = 1LL << 40, .size = sizeof(long), .mask = GP_CLI_LAUNCH_REGS },
	{ .kind = GP_OPTK_CALLBACK, .name = "--set", .argh = "PATH=VALUE", .help = "what-if device "
	  "figure (memory.dram_bw_gbps=1800)", .offset = offsetof(O, set), .cb = gp_cli_opt_whatif,
	  .flags = GP_OPT_REPEAT, .mask = GP_CLI_LAUNCH_SET },
	{ .kind = GP_OPTK_STRING, .name = "--clock", .argh = "base|boost|sustained|MHZ",
	  .help = "SM clock: the file's named clocks or MHz", .offset = offsetof(O, clock),
	  .mask = GP_CLI_LAUNCH_CLOCK },
	GP_OPTION_END,
};
#undef O

/* ==== The engine's options ==== */

static int engine_sched(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	int sc = gp_engine_sched_from_name(val);
	(void)opt;
	if (sc < 0)
		return gp_cli_usage(cmd, "--scheduler: '%s' is not gto or lrr", val);
	((struct gp_cli_engine *)base)->sched = sc + 1;
	return 0;
}

#define O struct gp_cli_engine
const struct gp_option gp_cli_engine_options[] = {
	{ .kind = GP_OPTK_INT, .name = "--jobs", .argh = "T", .help = "engine: host threads for a "
	  "launch's SMs (OpenMP; the same result for every T)", .offset = offsetof(O, jobs),
	  .imin = 1, .imax = GP_ENGINE_JOBS_MAX, .size = sizeof(long long),
	  .mask = GP_CLI_ENGINE_JOBS },
	GP_OPTION_CALLBACK("--scheduler", "gto|lrr", "engine: warp scheduler (default gto)", O,
			   sched, engine_sched, 0),
	GP_OPTION_INT("--max-cycles", "N", "engine: stop a launch after N simulated SM cycles "
		      "(default: none in full, 1e8 sampled)", O, max_cycles, 1, LLONG_MAX),
	GP_OPTION_FLAG("--sample", "engine: simulate whole waves until the per-wave time is steady, "
		       "then extrapolate (run, sweep, calibrate: always)", O, sample),
	{ .kind = GP_OPTK_FLAG, .name = "--full", .help = "engine: every block, no extrapolation "
	  "(the default but with --sass)", .offset = offsetof(O, full), .mask = GP_CLI_ENGINE_FULL },
	{ .kind = GP_OPTK_INT, .name = "--sms", .argh = "N", .help = "engine: sample on N of the "
	  "device's SMs, with their share of DRAM and L2 (default: all)", .offset = offsetof(O, sms),
	  .imin = 1, .imax = GP_ENGINE_SMS_MAX, .size = sizeof(long long), .mask = GP_CLI_ENGINE_SMS },
	GP_OPTION_END,
};
#undef O

int gp_cli_engine_apply(const char *cmd, const struct gp_cli_engine *e, struct gp_engine_opts *o)
{
	if (e->full && e->sample)
		return gp_cli_usage(cmd, "--full and --sample exclude each other");
	if (e->full && e->sms)
		return gp_cli_usage(cmd, "--full and --sms exclude each other");
	if (e->jobs)
		o->jobs = (int)e->jobs;
	if (e->sched)
		o->sched = (enum gp_engine_sched)(e->sched - 1);
	if (e->max_cycles)
		o->max_cycles = (uint64_t)e->max_cycles;
	o->sample = e->sample;
	return 0;
}

const char *gp_cli_engine_given(const struct gp_cli_engine *e)
{
	/* in the order run named them before the group: --max-cycles first */
	return e->max_cycles ? "--max-cycles" : e->jobs ? "--jobs" : e->sched ? "--scheduler"
	       : e->sample ? "--sample" : e->full ? "--full" : e->sms ? "--sms" : NULL;
}

/* ==== Stopping a long run on SIGINT/SIGTERM ==== */

static volatile int cancel_flag;
static volatile sig_atomic_t cancel_signal;

static void on_cancel_signal(int sig)
{
	cancel_signal = sig;
	cancel_flag = 1;
}

/* the handlers arm replaced (the library's, which remove the open temporaries), put back
 * by disarm: SIG_DFL there would leave a later output's temporary to a signal */
static struct sigaction cancel_old[2];
static int cancel_armed;

const volatile int *gp_cli_cancel_arm(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof(sa));
	gp_atomic_handlers_install();   /* what is put back after */
	sa.sa_handler = on_cancel_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, cancel_armed ? NULL : &cancel_old[0]);
	sigaction(SIGTERM, &sa, cancel_armed ? NULL : &cancel_old[1]);
	cancel_armed = 1;
	return &cancel_flag;
}

int gp_cli_cancel_disarm(void)
{
	if (cancel_armed) {
		sigaction(SIGINT, &cancel_old[0], NULL);
		sigaction(SIGTERM, &cancel_old[1], NULL);
	}
	cancel_armed = 0;
	return (int)cancel_signal;
}
