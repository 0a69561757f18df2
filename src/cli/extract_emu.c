/* extract_emu.c - 'gpuperf extract --grid G --block B [--arg ...]': parse the launch, give the
 * kernel's arguments to the emulated launch gp_extract() runs, and print what it found. */
#include <ctype.h>
#include <limits.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "cli.h"
#include "gpuperf/emu_args.h"
#include "extract_emu.h"
#include "util.h"


void gp_emu_cli_init(struct gp_emu_cli *e)
{
	memset(e, 0, sizeof(*e));
	e->cmd = "extract";
	gp_emu_launch_init(&e->l);
}

/* --grid / --block within CUDA's limits (util.h, gp_dim3_read). */
static int dim3(const char *cmd, const char *opt, const char *v, unsigned out[3])
{
	long long dims[3];
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_dim3_read(v, strcmp(opt, "--block") == 0 ? GP_DIM3_BLOCK : GP_DIM3_GRID, 0, opt,
			 dims, &d) < 0)
		return gp_cli_diag_usage(cmd, &d), -1;
	for (int i = 0; i < 3; i++)
		out[i] = (unsigned)dims[i];
	return 0;
}

int gp_emu_cli_option(struct gp_emu_cli *e, const char *opt, const char *v)
{
	double p;
	if (strcmp(opt, "--grid") == 0) {
		e->on = 1;
		e->grid = v;
		return dim3(e->cmd, opt, v, e->l.grid) < 0 ? -1 : 1;
	}
	if (strcmp(opt, "--block") == 0) {
		e->block = v;
		return dim3(e->cmd, opt, v, e->l.block) < 0 ? -1 : 1;
	}
	if (strcmp(opt, "--dump") == 0) {
		if (e->ndump >= GP_EMU_CLI_MAX)
			return gp_cli_usage(e->cmd, "%s: at most %d", opt, GP_EMU_CLI_MAX), -1;
		if (!strchr(v, '=') || v[0] == '=' || !strchr(v, '=')[1])
			return gp_cli_usage(e->cmd, "--dump: expected INDEX=PATH, got '%s'", v), -1;
		e->dump[e->ndump++] = v;
		return 1;
	}
	if (strcmp(opt, "--arg") == 0 || strcmp(opt, "--init") == 0) {
		int is_arg = opt[2] == 'a';
		if ((is_arg ? e->nargv : e->ninit) >= GP_EMU_CLI_MAX)
			return gp_cli_usage(e->cmd, "%s: at most %d", opt, GP_EMU_CLI_MAX), -1;
		if (!strchr(v, '=') || v[0] == '=')
			return gp_cli_usage(e->cmd, "%s: expected INDEX=%s, got '%s'", opt,
					    is_arg ? "VALUE" : "zeros|index|const:V|random:LO:HI|ring:SPACING", v), -1;
		if (is_arg)
			e->argv[e->nargv++] = v;
		else
			e->init[e->ninit++] = v;
		return 1;
	}
	if (strcmp(opt, "--branch") == 0) {
		const char *eq = strchr(v, '=');
		char *end;
		unsigned long pc;
		if (!eq || e->l.nbranch >= GP_EMU_MAX_BRANCH)
			return gp_cli_usage(e->cmd, "--branch: expected PC=P (PC in hex as listed, P in "
					    "0..1), got '%s'", v), -1;
		errno = 0;
		pc = strtoul(v, &end, 16);
		if (end != eq || end == v)
			return gp_cli_usage(e->cmd, "--branch: '%s' is not PC=P with a hex PC", v), -1;
		if (errno || pc > 0xffffffffUL)
			return gp_cli_usage(e->cmd, "--branch '%s': PC %.*s is past 32 bits, no "
					    "instruction lies there", v, (int)(eq - v), v), -1;
		if (gp_opt_double(e->cmd, "--branch", eq + 1, 0, 1, &p) < 0)
			return -1;
		for (int i = 0; i < e->l.nbranch; i++)   /* one probability a branch */
			if (e->l.branch_pc[i] == (uint32_t)pc)
				return gp_cli_usage(e->cmd, "--branch '%s': PC 0x%04lx is given twice (first "
						    "with P=%g)", v, pc, e->l.branch_p[i]), -1;
		e->l.branch_pc[e->l.nbranch] = (uint32_t)pc;
		e->l.branch_p[e->l.nbranch++] = p;
		return 1;
	}
	if (strcmp(opt, "--source") == 0) {
		e->source = v;
		return 1;
	}
	if (strcmp(opt, "--trace-format") == 0) {
		if (strcmp(v, "accelsim") != 0 && strcmp(v, "gpuperf") != 0) {
			gp_cli_usage(e->cmd, "--trace-format must be gpuperf or accelsim, got '%s'", v);
			return -1;
		}
		e->l.trace_accelsim = strcmp(v, "accelsim") == 0;
		return 1;
	}
	if (strcmp(opt, "--trace-out") == 0) {
		if (!v[0])
			return gp_cli_usage(e->cmd, "--trace-out: the directory's path is empty"), -1;
		e->trace_out = v;
		return 1;
	}
	return 0;
}

/*
 * The kernel's arguments (gp_emu_args_layout): printed when an extern "C" layout came from a
 * file, an error when none did and arguments are given. Returns 0 or an exit status (error
 * printed).
 */
static int arg_layout(struct gp_emu_cli *e, const char *sass_path, const struct gp_sass_func *fn)
{
	struct gp_emu_argsrc s = { sass_path, e->ptx, e->cubin, e->source };
	struct gp_diag d;
	char from[1100];
	int rc;
	gp_diag_clear(&d);
	rc = gp_emu_args_layout(&s, fn, &e->l, &e->real_unknown, from, sizeof(from), &d);
	if (rc < 0)
		return d.code == GP_EUSAGE ? gp_cli_diag_usage(e->cmd, &d) : gp_cli_fail(&d);
	if (rc == 1 && (e->nargv || e->ninit))
		return gp_cli_fail(&d);
	if (from[0])
		fprintf(stderr, "gpuperf %s: note: %s is not a mangled C++ name: %d argument(s) "
			"laid out from %s\n", e->cmd, gp_cli_esc(fn->name), e->l.nargs, gp_cli_esc(from));
	return 0;
}

/* A library error of an --arg/--init/--dump value, as the command prints it. */
static int value_error(const char *cmd, const struct gp_diag *d)
{
	return d->code == GP_EUSAGE ? gp_cli_diag_usage(cmd, d) : gp_cli_fail(d);
}

/* --dump I=PATH names a pointer argument with a size a file can hold: its index into *idx,
 * else a usage exit (checked before the launch is emulated, and again when writing). */
static int dump_target(const struct gp_emu_cli *e, const char *v, long *idx)
{
	const char *end;
	uint64_t n;
	*idx = gp_emu_arg_index(&e->l, v, &end);
	if (!end || *idx < 0 || *idx >= e->l.nargs || !e->l.args[*idx].is_pointer)
		return gp_cli_usage(e->cmd, "--dump '%s': the index must name a pointer argument", v);
	if (!(n = e->l.args[*idx].alloc_bytes))
		return gp_cli_usage(e->cmd, "--dump '%s': the buffer needs a size: --arg %ld=BYTES or "
				    "--init %ld=file:PATH", v, *idx, *idx);
	if (n > GP_INPUT_MAX_BYTES)
		return gp_cli_usage(e->cmd, "--dump '%s': argument %ld's buffer is %llu bytes, at most "
				    "%ld are written", v, *idx, (unsigned long long)n,
				    (long)GP_INPUT_MAX_BYTES);
	return 0;
}

/* --dump I=PATH: the buffer after the launch, its declared size, written atomically. */
static int write_dump(struct gp_emu_cli *e, const char *sass_path, const char *v,
		      const struct gp_emu_result *r)
{
	const char *path = strchr(v, '=') + 1;
	long idx;
	struct gp_diag d;
	int rc;
	if ((rc = dump_target(e, v, &idx)) != 0)
		return rc;
	gp_diag_clear(&d);
	{
		/* never over what the run read: the listing and the --init files */
		const char *in[GP_EMU_CLI_MAX + 1];
		int n = 0;
		in[n++] = sass_path;
		for (int i = 0; i < e->ninit; i++) {
			const char *f = strstr(e->init[i], "=file:");
			if (f)
				in[n++] = f + 6;
		}
		if (gp_output_check(path, in, n, &d) < 0) {
			gp_diag_field(&d, "--dump");
			return gp_cli_fail(&d);
		}
	}
	if (gp_emu_buffer_save(r, &e->l, (int)idx, path, e->set, &d) < 0) {
		gp_diag_field(&d, "--dump");
		return gp_cli_fail(&d);
	}
	return 0;
}

int gp_emu_cli_prepare(struct gp_emu_cli *e, const char *sass_path,
		       const struct gp_sass_func *fn)
{
	struct gp_diag d;
	int rc;
	gp_diag_clear(&d);
	if (!e->block)
		return gp_cli_usage(e->cmd, "--grid needs --block");
	if ((rc = arg_layout(e, sass_path, fn)) != 0)
		return rc;
	for (int i = 0; i < e->nargv; i++)
		if (gp_emu_arg_apply(&e->l, e->real_unknown, e->argv[i], &d) < 0)
			return value_error(e->cmd, &d);
	for (int i = 0; i < e->ninit; i++)
		if (gp_emu_init_apply(&e->l, e->init[i], e->init_file, &d) < 0)
			return value_error(e->cmd, &d);
	for (int i = 0; i < e->l.nargs; i++)
		if (!e->l.args[i].is_pointer && !e->l.args[i].given)
			fprintf(stderr, "gpuperf %s: warning: argument %d (%s) not given: 0 "
				"(set it with --arg %d=VALUE)\n", e->cmd, i, e->l.args[i].is_float ? "real" :
				"integer", i);
	for (int i = 0; i < e->ndump; i++) {
		long idx;
		if ((rc = dump_target(e, e->dump[i], &idx)) != 0)
			return rc;
	}
	/* loop skipping's figures are exact, its skipped periods store nothing: off when a
	 * buffer is wanted */
	e->l.skip_loops = !e->no_skip_loops && !e->ndump;
	if (e->trace_out) {
		/* a trace holds every block */
		double total = (double)e->l.grid[0] * e->l.grid[1] * e->l.grid[2];
		if (total > 1 << 20)
			return gp_cli_usage(e->cmd, "--trace-out writes every block: at most %d, the grid "
					    "has %.0f", 1 << 20, total);
	}
	return GP_EXIT_OK;
}

void gp_emu_cli_report(const struct gp_emu_cli *e, const struct gp_emu_result *r)
{
	fprintf(stderr, "gpuperf %s: emulated %d of %.0f block(s), %.0f warp(s) (grid %ux%ux%u, "
		"block %ux%ux%u): %.1f warp instructions per warp, SIMD efficiency %.3f\n", e->cmd,
		r->blocks_emulated, r->blocks_total, r->warps_total, e->l.grid[0], e->l.grid[1],
		e->l.grid[2], e->l.block[0], e->l.block[1], e->l.block[2],
		r->warp_insts / r->warps_emulated, r->simd_efficiency);
	if (r->blocks_emulated < r->blocks_total) {
		/* a sample: which blocks ran (linear index x + y*gx + z*gx*gy) */
		fprintf(stderr, "gpuperf %s: sampled blocks (--seed %llu, --sample-blocks %d):", e->cmd,
			(unsigned long long)e->l.seed, e->l.sample_blocks);
		for (int i = 0; i < r->blocks_emulated; i++)
			fprintf(stderr, " %llu", (unsigned long long)r->blocks[i]);
		if (r->blocks_emulated > 2)
			fprintf(stderr, "; counts weighted to the %.0f blocks (the first and the last "
				"stand for 1 each, the others for %.6g each)\n", r->blocks_total,
				(r->blocks_total - 2) / (r->blocks_emulated - 2));
		else
			fprintf(stderr, "; counts scaled to the %.0f blocks\n", r->blocks_total);
	}
	if (r->skipped_periods > 0)
		fprintf(stderr, "gpuperf %s: loop skipping: %.0f steady loop period(s) jumped over, "
			"their counts and accesses as if run (--no-skip-loops runs them)\n", e->cmd,
			r->skipped_periods);
	for (int i = 0; i < r->dynamic->nloops; i++)
		fprintf(stderr, "gpuperf %s: loop at 0x%04x: %.4g back-edge jumps per entering "
			"warp (%.4g iterations)\n", e->cmd, r->dynamic->loops[i].head_pc,
			r->dynamic->loops[i].trips_per_warp, r->dynamic->loops[i].trips_per_warp + 1);
	if (r->unknown_addresses)
		fprintf(stderr, "gpuperf %s: note: %d warp access(es) use addresses computed from "
			"unknown data (first at 0x%04x): they assume zeros; describe the buffer with "
			"--init\n", e->cmd, r->unknown_addresses, r->first_unknown_pc);
	for (int i = 0; i < r->dynamic->nrandom; i++)
		fprintf(stderr, "gpuperf %s: note: the branch at 0x%04x depends on data: decided "
			"with probability (--branch 0x%04x=P, --init)\n", e->cmd, r->dynamic->random_pcs[i],
			r->dynamic->random_pcs[i]);
}

int gp_emu_cli_dump(struct gp_emu_cli *e, const char *sass_path, const struct gp_emu_result *r)
{
	int rc = 0;
	for (int i = 0; rc == 0 && i < e->ndump; i++)
		rc = write_dump(e, sass_path, e->dump[i], r);
	return rc;
}

int gp_emu_cli_record(const struct gp_emu_cli *e, const char *sass, const char *ptxas,
		      const char *func, int sm, struct gp_launch_rec *r)
{
	gp_launch_rec_init(r);
	if (gp_path_absolute(NULL, sass, r->sass, sizeof(r->sass)) < 0 ||
	    gp_path_absolute(NULL, ptxas, r->ptxas, sizeof(r->ptxas)) < 0 ||
	    gp_path_absolute(NULL, e->ptx, r->ptx, sizeof(r->ptx)) < 0 ||
	    gp_path_absolute(NULL, e->cubin, r->cubin, sizeof(r->cubin)) < 0 ||
	    gp_path_absolute(NULL, e->source, r->source, sizeof(r->source)) < 0)
		return -1;
	snprintf(r->func, sizeof(r->func), "%s", func);
	r->sm = sm;
	memcpy(r->grid, e->l.grid, sizeof(r->grid));
	memcpy(r->block, e->l.block, sizeof(r->block));
	r->smem_dynamic_bytes = e->l.smem_dynamic_bytes;
	r->seed = e->l.seed;
	r->sample = e->l.sample_blocks;
	r->max_steps = e->l.max_steps;
	for (int i = 0; i < e->nargv; i++)
		if (gp_launch_rec_add_arg(r, e->argv[i]) < 0)
			return -1;
	for (int i = 0; i < e->ninit; i++)
		if (gp_launch_rec_add_init(r, NULL, e->init[i]) < 0)
			return -1;
	return 0;
}

void gp_emu_cli_release(struct gp_emu_cli *e)
{
	/* the --init files are read by the run and the dumps only */
	gp_emu_args_free_files(&e->l, e->init_file);
}
