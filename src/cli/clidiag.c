/* clidiag.c - the library's field names mapped to the options that set them, for printing. */
#include <string.h>

#include "cli.h"
#include "clidiag.h"

/* Field -> option. A field is the library's own name for a value (struct, member); the
 * option is its spelling in every command that takes it (one meaning per option name).
 * Two fields may share an option where two commands read the same word for different
 * things' values (--set: a model's inputs in run, a device what-if in estimate). */
static const struct field_option {
	const char *field, *option;
} field_options[] = {
	/* a launch: estimate, occupancy, simulate, uvm, extract */
	{ "launch.device", "--device" },
	{ "launch.kernel", "--kernel" },
	{ "launch.clock", "--clock" },
	{ "launch.block", "--block" },
	{ "launch.grid", "--grid" },
	{ "launch.threads", "--threads" },
	{ "launch.regs", "--regs" },
	{ "launch.smem", "--smem" },
	{ "launch.carveout", "--carveout" },
	{ "launch.lambda", "--lambda" },
	{ "launch.occupancy", "--occupancy" },
	{ "kernel.param", "--param" },
	{ "device.set", "--set" },
	{ "model.kind", "--model" },
	/* the engine: simulate, run, sweep, calibrate (gp_cli_engine_options) */
	{ "engine.jobs", "--jobs" },
	{ "engine.sample", "--sample" },
	{ "engine.max_cycles", "--max-cycles" },
	/* unified memory: simulate --managed, uvm */
	{ "uvm.pattern", "--pattern" },
	{ "uvm.passes", "--passes" },
	{ "uvm.bytes", "--bytes" },
	{ "uvm.prefetcher", "--prefetcher" },
	{ "uvm.device_mem", "--device-mem" },
	{ "uvm.fault_mshrs", "--fault-mshrs" },
	/* copies */
	{ "transfer.dir", "--dir" },
	{ "transfer.host", "--host" },
	/* the emulator and listings: extract, estimate --sass, simulate --sass */
	{ "emu.trace_out", "--trace-out" },
	{ "emu.branch", "--branch" },
	{ "emu.max_steps", "--max-steps" },
	{ "emu.arg", "--arg" },
	{ "emu.init", "--init" },
	{ "emu.source", "--source" },
	{ "emu.ptx", "--ptx" },
	{ "emu.cubin", "--cubin" },
	{ "sass.arch", "--arch" },
	{ "sass.function", "--function" },
	{ "cfg.loop", "--loop" },
	{ "extract.all", "--all" },
	{ "trace.file", "--trace" },
	{ "import.like", "--like" },
	/* applications: run, sweep, calibrate, collective */
	{ "app.system", "--system" },
	{ "app.set", "--set" },
	{ "app.cache", "--cache" },
	{ "coll.gpus", "--gpus" },
	{ "coll.root", "--root" },
	{ "coll.bytes", "--bytes" },
	{ "coll.op", "--op" },
	{ "coll.algo", "--algo" },
	{ "sweep.vary", "--vary" },
	{ "calib.op", "--op" },
	{ "calib.against", "--against" },
	{ "plot.path", "--plot" },
	{ "out.json", "--json" },
};

#define NROWS (sizeof(field_options) / sizeof(field_options[0]))

/* The row whose field is s[0..n), or NULL. */
static const struct field_option *lookup(const char *s, size_t n)
{
	for (size_t i = 0; i < NROWS; i++)
		if (strlen(field_options[i].field) == n && memcmp(field_options[i].field, s, n) == 0)
			return &field_options[i];
	return NULL;
}

const char *gp_cli_field_option(const char *field)
{
	const struct field_option *r = lookup(field, strcspn(field, " "));
	return r ? r->option : NULL;
}

const char *gp_cli_field_row(int i, const char **field)
{
	if (i < 0 || (size_t)i >= NROWS)
		return NULL;
	*field = field_options[i].field;
	return field_options[i].option;
}

void gp_cli_fields_expand(const char *src, char *dst, size_t sz)
{
	size_t used = 0;
	while (*src && used + 1 < sz) {
		const char *close = *src == '{' ? strchr(src, '}') : NULL;
		const struct field_option *r = close ? lookup(src + 1, (size_t)(close - src - 1)) : NULL;
		if (r) {
			size_t n = strlen(r->option);
			if (n > sz - 1 - used)
				n = sz - 1 - used;
			memcpy(dst + used, r->option, n);
			used += n;
			src = close + 1;
			continue;
		}
		dst[used++] = *src++;
	}
	dst[used] = '\0';
}

void gp_cli_diag_map(const struct gp_diag *in, struct gp_diag *out)
{
	const char *opt = gp_cli_field_option(in->field);
	*out = *in;
	if (opt)
		snprintf(out->field, sizeof(out->field), "%s%s", opt, in->field + strcspn(in->field, " "));
	gp_cli_fields_expand(in->msg, out->msg, sizeof(out->msg));
	gp_cli_fields_expand(in->hint, out->hint, sizeof(out->hint));
}

void gp_cli_diag_print(const struct gp_diag *d, FILE *f)
{
	struct gp_diag shown;
	gp_cli_diag_map(d, &shown);
	gp_diag_print(&shown, f);
}

int gp_cli_diag_usage(const char *cmd, const struct gp_diag *d)
{
	struct gp_diag shown;
	gp_cli_diag_map(d, &shown);
	if (!shown.hint[0])
		return gp_cli_usage(cmd, "%s", shown.msg);
	/* the library's own hint says more than the pointer to the command's help */
	fprintf(stderr, "gpuperf %s: ", cmd);
	gp_diag_fputs(shown.msg, stderr);
	fputs("\nhint: ", stderr);
	gp_diag_fputs(shown.hint, stderr);
	fprintf(stderr, " ('gpuperf help %s' lists the options)\n", cmd);
	return GP_EXIT_USAGE;
}
