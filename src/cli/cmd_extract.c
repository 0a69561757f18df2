/* cmd_extract.c - 'gpuperf extract': kernel descriptors from SASS, ptxas logs and PTX (thesis 5.2). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cliprint.h"
#include "commands.h"
#include "optable.h"
#include "util.h"
#include "gpuperf/device.h"
#include "gpuperf/kernel.h"
#include "gpuperf/ptx.h"
#include "gpuperf/ptxas.h"
#include "gpuperf/sass.h"
#include "extract_cu.h"
#include "trace_cli.h"

static const char *cmd = "extract";

static int read_arch(const char *cmd_, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_extract_opts *p = base;
	const char *v = strncmp(val, "sm_", 3) == 0 ? val + 3 : val;
	char *end;
	long n = strtol(v, &end, 10);
	(void)cmd_, (void)opt;
	if (*end || end == v || n < 10 || n > 999)
		return gp_cli_usage(cmd, "--arch: '%s' is not an architecture like sm_70", val);
	if (p->narch == GP_EXTRACT_MAX_ARCHS)
		return gp_cli_usage(cmd, "at most %d --arch", GP_EXTRACT_MAX_ARCHS);
	p->arch[p->narch++] = (int)n;
	return 0;
}

static int read_loop(const char *cmd_, const struct gp_option *opt, const char *v, void *base)
{
	struct gp_flowgraph_opts *co = &((struct gp_extract_opts *)base)->co;
	const char *eq = strchr(v, '=');
	struct gp_flowgraph_loopspec *s;
	(void)cmd_, (void)opt;
	if (!eq || eq == v || !eq[1])
		return gp_cli_usage(cmd, "--loop: expected LOOP=EXPR (LOOP: label, index or address), "
				    "got '%s'", v);
	if (co->nspecs >= GP_FLOWGRAPH_MAX_SPECS)
		return gp_cli_usage(cmd, "--loop: at most %d", GP_FLOWGRAPH_MAX_SPECS);
	if ((size_t)(eq - v) >= sizeof(s->key) || strlen(eq + 1) >= sizeof(s->expr))
		return gp_cli_usage(cmd, "--loop: '%s' is too long", v);
	s = &co->specs[co->nspecs++];
	snprintf(s->key, sizeof(s->key), "%.*s", (int)(eq - v), v);
	snprintf(s->expr, sizeof(s->expr), "%s", eq + 1);
	return 0;
}

static int read_param(const char *cmd_, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_diag d;
	(void)cmd_, (void)opt;
	gp_diag_clear(&d);
	if (gp_params_parse_assignment(&((struct gp_extract_opts *)base)->co.defaults, val, &d) < 0) {
		gp_diag_field(&d, "--param");
		return gp_cli_fail(&d);
	}
	return 0;
}

/* the emulator's launch options: extract_emu.c reads them */
static int read_emu(const char *cmd_, const struct gp_option *opt, const char *val, void *base)
{
	(void)cmd_;
	return gp_emu_cli_option(&((struct gp_extract_opts *)base)->emu, opt->name, val) < 0
		       ? GP_EXIT_USAGE : 0;
}

#define O struct gp_extract_opts
#define EMU(n, a, h, field, fl) GP_OPTION_CALLBACK(n, a, h, O, field, read_emu, fl)
const struct gp_option cmd_extract_options[] = {
	GP_OPTION_STRING("--cu", "FILE.cu", "build it for each --arch (nvcc, ptxas, cuobjdump in "
			 "$CUDA_HOME/bin or $PATH)", O, cu, 0),
	GP_OPTION_STRING("--cubin", "FILE", "dump a cubin or executable with cuobjdump", O, cubin,
			 0),
	GP_OPTION_STRING("--keep", "DIR", "with --cu: keep the listings and ptxas logs built in DIR "
			 "(a model's \"sass\" names them; emulated descriptors find them again)", O,
			 keep, 0),
	GP_OPTION_STRING("--sass", "FILE", "cuobjdump -sass / nvdisasm listing", O, sass, 0),
	GP_OPTION_STRING("--ptx", "FILE", "PTX (lower fidelity: when no SASS is at hand)", O, ptx,
			 0),
	GP_OPTION_STRING("--ptxas", "LOG", "ptxas -v output: registers and shared memory", O, ptxas,
			 0),
	GP_OPTION_STRING("--trace", "kernel-N.traceg|kernelslist.g", "an Accel-Sim NVBit trace: "
			 "dynamic counts, coalescing and footprint", O, trace, 0),
	GP_OPTION_STRING("--function", "NAME", "the kernel, as in the source (triad, vecAdd<float>) "
			 "or mangled", O, func, 0),
	GP_OPTION_CALLBACK("--arch", "sm_XY", "the architecture's kernels (with --cu: "
			   "to build; default: the device's)", O, arch,
			   read_arch, GP_OPT_REPEAT),
	GP_OPTION_STRING("--device", "D", "its latencies make the latency bound", O, device, 0),
	GP_OPTION_CALLBACK("--loop", "LOOP=EXPR", "trips of a loop (label .L_x_1, index 1, or "
			   "address 0xd0)", O, co, read_loop, GP_OPT_REPEAT),
	GP_OPTION_CALLBACK("--param", "NAME=VALUE", "a parameter's default in the descriptor", O,
			   co.defaults, read_param, GP_OPT_REPEAT),
	{ .kind = GP_OPTK_STRING, .name = "-o", .alias = "--output", .argh = "OUT.json|DIR",
	  .help = "the descriptor (default: standard output); with --all a directory",
	  .offset = offsetof(O, outp) },
	GP_OPTION_FLAG("--all", "every kernel of the listing for every --arch, one descriptor "
		       "each (DIR/NAME.sm_XY.json)", O, all),
	GP_OPTION_FLAG("--explain", "print the critical path with each edge's latency", O, explain),
	GP_OPTION_FLAG("--list", "list the listing's functions", O, list),
	EMU("--grid", "X[xY[xZ]]", "emulate the launch: dynamic counts, loop trips, memory "
	    "profile", emu.grid, 0),
	EMU("--block", "X[xY[xZ]]", "threads per block of the emulated launch", emu.block, 0),
	EMU("--arg", "I|NAME=V", "a kernel argument of the emulated launch", emu.argv,
	    GP_OPT_REPEAT),
	EMU("--init", "I|NAME=zeros|index|const:V|random:LO:HI|ring:SPACING|file:PATH",
	    "contents of an array argument", emu.init, GP_OPT_REPEAT),
	EMU("--dump", "I|NAME=PATH", "write an array argument's buffer after the emulated launch",
	    emu.dump, GP_OPT_REPEAT),
	EMU("--branch", "PC=P", "probability a data-dependent branch is taken", emu.l,
	    GP_OPT_REPEAT),
	EMU("--source", "FILE.cu", "the kernel's source: argument names for --arg and --init "
	    "(default with --cu: that file)",
	    emu.source, 0),
	GP_OPTION_INT("--smem-dynamic", "N", "dynamic shared memory bytes of the emulated launch",
		      O, emu.l.smem_dynamic_bytes, 0, 1 << 20),
	GP_OPTION_INT("--seed", "N", "seed of the block sample and branch decisions", O,
		      emu.l.seed, 0, 1LL << 62),
	GP_OPTION_INT("--sample-blocks", "N", "blocks emulated when the grid is large (default 8)", O,
		      emu.l.sample_blocks, 2, 1 << 20),
	GP_OPTION_INT("--max-steps", "N", "warp instructions over the whole run", O,
		      emu.l.max_steps, 1, GP_EMU_MAX_STEPS_BOUND),
	GP_OPTION_FLAG("--no-skip-loops", "run every loop period (default: a sample jumps over "
		       "steady barrier loops, figures unchanged)", O, emu.no_skip_loops),
	EMU("--trace-out", "DIR", "write the emulated launch as an Accel-Sim trace", emu.trace_out,
	    0),
	EMU("--trace-format", "gpuperf|accelsim", "accelsim: register lists within Accel-Sim's "
	    "parser limits (1 destination, 4 sources)", emu.trace_out, 0),
	GP_OPTION_END,
};
#undef EMU
#undef O

int cmd_extract(int argc, char **argv)
{
	static struct gp_extract_opts p;
	int rc;

	memset(&p, 0, sizeof(p));
	gp_emu_cli_init(&p.emu);
	gp_params_init(&p.co.defaults);
	if ((rc = gp_optable_parse(cmd, cmd_extract_options, argc, argv, &p)))
		return rc;
	if (!p.emu.on && (p.emu.block || p.emu.nargv || p.emu.ninit || p.emu.trace_out ||
			  p.emu.l.nbranch || p.emu.ndump))
		return gp_cli_usage(cmd, "--block, --arg, --init, --dump, --branch and --trace-out "
				    "describe a launch to emulate: give --grid too");
	if (p.emu.l.trace_accelsim && !p.emu.trace_out)
		return gp_cli_usage(cmd, "--trace-format goes with --trace-out DIR");
	if (gp_extract_workflow_wanted(&p))
		return gp_extract_workflow(&p);
	if (p.emu.on && !p.sass)
		return gp_cli_usage(cmd, "--grid emulates a SASS listing: give --sass");
	if (p.trace) {
		/* an NVBit trace: counts, coalescing and footprint from the dynamic stream */
		if (p.sass || p.ptx || p.ptxas)
			return gp_cli_usage(cmd, "--trace excludes --sass, --ptx and --ptxas");
		if (!p.device)
			return gp_cli_usage(cmd, "--device is required");
		return gp_extract_trace(p.trace, p.func, p.device, p.outp);
	}
	if (!p.sass && !p.ptx)
		return gp_cli_usage(cmd, "--sass FILE or --ptx FILE is required (or --trace FILE)");
	if (!p.device && !p.list)
		return gp_cli_usage(cmd, "--device is required");
	return gp_extract_one(&p);
}
