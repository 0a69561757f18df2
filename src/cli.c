/* cli.c - option scanning and error printing shared by the subcommands. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <limits.h>
#include <unistd.h>

#include "gpuperf/device.h"

#include "cli.h"
#include "util.h"

int gp_cli_fail(const struct gp_diag *d)
{
	gp_diag_print(d, stderr);
	return d->code == GP_EUSAGE ? GP_EXIT_USAGE : GP_EXIT_ERROR;
}

int gp_cli_usage(const char *cmd, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "gpuperf %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
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

int gp_opt_is(const struct gp_opts *o, const char *name)
{
	return !o->positional && strcmp(o->arg, name) == 0;
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
		gp_cli_usage(cmd, "%s: '%s' is not a number", opt, val);
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
		gp_diag_print(&d, stderr);
		return GP_EXIT_USAGE;
	}
	if (gp_device_set_clock(dev, kind, mhz, &d) < 0)
		return gp_cli_fail(&d);
	return 0;
}

int gp_cli_grid(const char *cmd, const char *grid_arg, const char *threads_arg, int block,
		long long *grid)
{
	long long v;
	/* CUDA's largest grid: (2^31-1) x 65535 x 65535 blocks */
	const long long max_grid = 2147483647LL * 65535LL * 65535LL;
	if ((grid_arg != NULL) == (threads_arg != NULL))
		return gp_cli_usage(cmd, "give exactly one of --grid G and --threads N");
	if (grid_arg) {
		if (gp_opt_ll(cmd, "--grid", grid_arg, 1, max_grid, &v) < 0)
			return GP_EXIT_USAGE;
		*grid = v;
		return 0;
	}
	if (gp_opt_ll(cmd, "--threads", threads_arg, 1, LLONG_MAX, &v) < 0)
		return GP_EXIT_USAGE;
	*grid = v / block + (v % block != 0);
	if (*grid > max_grid)
		return gp_cli_usage(cmd, "--threads %lld needs %lld blocks of %d, more than CUDA's "
				    "largest grid", v, *grid, block);
	return 0;
}

void gp_cli_launch_init(struct gp_cli_launch *a)
{
	memset(a, 0, sizeof(*a));
	gp_params_init(&a->params);
}

int gp_cli_launch_opt(struct gp_opts *o, const char *cmd, unsigned mask, struct gp_cli_launch *a,
		      int *status)
{
	static const struct {
		const char *name;
		unsigned need;
	} opts[] = {
		{ "--device", 0 }, { "--kernel", 0 }, { "--grid", 0 }, { "--threads", 0 },
		{ "--block", 0 }, { "--param", 0 }, { "--occupancy", GP_CLI_LAUNCH_OCCUPANCY },
		{ "--lambda", GP_CLI_LAUNCH_LAMBDA }, { "--regs", GP_CLI_LAUNCH_REGS },
		{ "--smem-dynamic", GP_CLI_LAUNCH_REGS }, { "--clock", GP_CLI_LAUNCH_CLOCK },
	};
	const char *v;
	long long n;
	int found = 0;

	for (size_t i = 0; i < sizeof(opts) / sizeof(opts[0]); i++)
		if (gp_opt_is(o, opts[i].name) && (opts[i].need & mask) == opts[i].need)
			found = 1;
	if (!found)
		return 0;
	*status = GP_EXIT_USAGE;
	if (!(v = gp_opt_value(o)))
		return -1;
	if (gp_opt_is(o, "--device")) {
		a->device = v;
	} else if (gp_opt_is(o, "--kernel")) {
		a->kernel = v;
	} else if (gp_opt_is(o, "--clock")) {
		a->clock = v;
	} else if (gp_opt_is(o, "--grid")) {
		a->grid = v;
	} else if (gp_opt_is(o, "--threads")) {
		a->threads = v;
	} else if (gp_opt_is(o, "--block")) {
		if (gp_opt_ll(cmd, "--block", v, 1, 1 << 20, &a->block) < 0)
			return -1;
	} else if (gp_opt_is(o, "--param")) {
		struct gp_diag d;
		gp_diag_clear(&d);
		if (gp_params_parse_assignment(&a->params, v, &d) < 0) {
			gp_diag_field(&d, "--param");
			*status = gp_cli_fail(&d);
			return -1;
		}
	} else if (gp_opt_is(o, "--occupancy")) {
		if (gp_opt_double(cmd, "--occupancy", v, 1e-9, 1e6, &a->l.occupancy_warps) < 0)
			return -1;
	} else if (gp_opt_is(o, "--lambda")) {
		if (gp_opt_double(cmd, "--lambda", v, 1e-9, 1e9, &a->l.lambda) < 0)
			return -1;
	} else if (gp_opt_is(o, "--regs")) {
		if (gp_opt_ll(cmd, "--regs", v, 1, 1 << 20, &n) < 0)
			return -1;
		a->l.regs_override = (int)n;
	} else {
		if (gp_opt_ll(cmd, "--smem-dynamic", v, 0, 1LL << 40, &n) < 0)
			return -1;
		a->l.smem_dynamic_bytes = (long)n;
	}
	return 1;
}
