/* extract_emu.c - 'gpuperf extract --grid G --block B [--arg ...]': parse the launch, give the
 * kernel's arguments to the emulated launch gp_extract() runs, and print what it found. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "extract_emu.h"
#include "util.h"

static const char *cmd = "extract";

static const char *const opts[] = { "--grid", "--block", "--arg", "--smem-dynamic", "--init",
				    "--branch", "--seed", "--max-steps", "--trace-out", "--sample",
				    "--source", "--trace-format" };

void gp_emu_cli_init(struct gp_emu_cli *e)
{
	memset(e, 0, sizeof(*e));
	gp_emu_launch_init(&e->l);
}

int gp_emu_cli_is_option(const char *opt)
{
	for (size_t i = 0; i < sizeof(opts) / sizeof(opts[0]); i++)
		if (strcmp(opt, opts[i]) == 0)
			return 1;
	return 0;
}

static int dim3(const char *opt, const char *v, unsigned out[3])
{
	long long d[3];
	if (gp_parse_dim3(v, 1LL << 31, d) < 0)
		return gp_cli_usage(cmd, "%s: expected X, XxY or XxYxZ (each >= 1), got '%s'", opt, v),
		       -1;
	for (int i = 0; i < 3; i++)
		out[i] = (unsigned)d[i];
	return 0;
}

int gp_emu_cli_option(struct gp_emu_cli *e, const char *opt, const char *v)
{
	long long n;
	double p;
	if (!gp_emu_cli_is_option(opt))
		return 0;
	if (strcmp(opt, "--grid") == 0) {
		e->on = 1;
		e->grid = v;
		return dim3(opt, v, e->l.grid) < 0 ? -1 : 1;
	}
	if (strcmp(opt, "--block") == 0) {
		e->block = v;
		return dim3(opt, v, e->l.block) < 0 ? -1 : 1;
	}
	if (strcmp(opt, "--arg") == 0 || strcmp(opt, "--init") == 0) {
		int is_arg = opt[2] == 'a';
		if ((is_arg ? e->nargv : e->ninit) >= GP_EMU_CLI_MAX)
			return gp_cli_usage(cmd, "%s: at most %d", opt, GP_EMU_CLI_MAX), -1;
		if (!strchr(v, '=') || v[0] == '=')
			return gp_cli_usage(cmd, "%s: expected INDEX=%s, got '%s'", opt,
					    is_arg ? "VALUE" : "zeros|index|const:V|random:LO:HI|ring:SPACING", v), -1;
		if (is_arg)
			e->argv[e->nargv++] = v;
		else
			e->init[e->ninit++] = v;
		return 1;
	}
	if (strcmp(opt, "--smem-dynamic") == 0) {
		if (gp_opt_ll(cmd, opt, v, 0, 1 << 20, &n) < 0)
			return -1;
		e->l.smem_dynamic_bytes = (unsigned)n;
		return 1;
	}
	if (strcmp(opt, "--branch") == 0) {
		const char *eq = strchr(v, '=');
		char *end;
		unsigned long pc;
		if (!eq || e->l.nbranch >= GP_EMU_MAX_BRANCH)
			return gp_cli_usage(cmd, "--branch: expected PC=P (PC in hex as listed, P in "
					    "0..1), got '%s'", v), -1;
		errno = 0;
		pc = strtoul(v, &end, 16);
		if (end != eq || end == v || errno || pc > 0xffffffffUL ||
		    gp_opt_double(cmd, "--branch", eq + 1, 0, 1, &p) < 0)
			return end != eq || end == v ? (gp_cli_usage(cmd, "--branch: '%s' is not "
					"PC=P with a hex PC", v), -1) : -1;
		e->l.branch_pc[e->l.nbranch] = (uint32_t)pc;
		e->l.branch_p[e->l.nbranch++] = p;
		return 1;
	}
	if (strcmp(opt, "--seed") == 0) {
		if (gp_opt_ll(cmd, opt, v, 0, (1LL << 62), &n) < 0)
			return -1;
		e->l.seed = (uint64_t)n;
		return 1;
	}
	if (strcmp(opt, "--max-steps") == 0) {
		if (gp_opt_ll(cmd, opt, v, 1, (1LL << 62), &n) < 0)
			return -1;
		e->l.max_steps = (uint64_t)n;
		return 1;
	}
	if (strcmp(opt, "--sample") == 0) {
		if (gp_opt_ll(cmd, opt, v, 2, 1 << 20, &n) < 0)
			return -1;
		e->l.sample_blocks = (int)n;
		return 1;
	}
	if (strcmp(opt, "--source") == 0) {
		e->source = v;
		return 1;
	}
	if (strcmp(opt, "--trace-format") == 0) {
		if (strcmp(v, "accelsim") != 0 && strcmp(v, "gpuperf") != 0) {
			gp_cli_usage(cmd, "--trace-format must be gpuperf or accelsim, got '%s'", v);
			return -1;
		}
		e->l.trace_accelsim = strcmp(v, "accelsim") == 0;
		return 1;
	}
	e->trace_out = v;
	return 1;
}

/* The kernel's parameter names from its CUDA source: the list after "__global__ ... NAME(",
 * each name the last identifier of its declaration. Returns 0, or an exit status. */
static int source_names(struct gp_emu_cli *e, const struct gp_sass_func *fn)
{
	struct gp_diag d;
	char base[256], *text;
	const char *p;
	size_t blen;
	int n = 0;
	gp_diag_clear(&d);
	snprintf(base, sizeof(base), "%.255s", fn->display_name);
	base[strcspn(base, "(<")] = '\0';
	if (strrchr(base, ':'))
		memmove(base, strrchr(base, ':') + 1, strlen(strrchr(base, ':')));
	blen = strlen(base);
	if (!(text = gp_read_file(e->source, 0, NULL, &d)))
		return gp_cli_fail(&d);
	for (p = strstr(text, "__global__"); p; p = strstr(p + 1, "__global__")) {
		const char *q = p, *end = strchr(p, '{');
		while ((q = strstr(q, base)) && (!end || q < end)) {
			const char *r = q + blen;
			while (*r == ' ' || *r == '\t' || *r == '\n')
				r++;
			if ((q == text || !(isalnum((unsigned char)q[-1]) || q[-1] == '_')) &&
			    *r == '(') {
				p = r + 1;
				goto found;
			}
			q += blen;
		}
	}
	free(text);
	return gp_cli_usage(cmd, "--source %s: no __global__ %s(...) in it", e->source, base);
found:
	while (n < e->l.nargs) {
		const char *c = p, *last = NULL;
		int depth = 0;
		for (; *c && !((*c == ',' || *c == ')') && depth == 0); c++) {
			if (*c == '<' || *c == '(' || *c == '[')
				depth++;
			else if (*c == '>' || *c == ')' || *c == ']')
				depth--;
			else if ((isalpha((unsigned char)*c) || *c == '_') &&
				 (c == p || !(isalnum((unsigned char)c[-1]) || c[-1] == '_')))
				last = c;
		}
		if (last) {
			size_t len = 0;
			while (isalnum((unsigned char)last[len]) || last[len] == '_')
				len++;
			snprintf(e->l.args[n].name, sizeof(e->l.args[n].name), "%.*s", (int)len, last);
		}
		n++;
		if (*c != ',')
			break;
		p = c + 1;
	}
	free(text);
	return 0;
}

static long arg_index(const struct gp_emu_cli *e, const char *v, const char **eq)
{
	char *end;
	long idx = strtol(v, &end, 10);
	*eq = strchr(v, '=');
	if (end != v && *end == '=')
		return idx;
	for (int i = 0; i < e->l.nargs; i++)
		if (*eq && (size_t)(*eq - v) == strlen(e->l.args[i].name) &&
		    strncmp(v, e->l.args[i].name, (size_t)(*eq - v)) == 0)
			return i;
	return -1;
}

/* "3=1000", "2=2.5", "0=4096" (a pointer: its size in bytes), "1=null" (a NULL pointer) */
static int apply_arg(struct gp_emu_cli *e, const char *v)
{
	const char *end;
	long idx = arg_index(e, v, &end);
	double x;
	struct gp_emu_arg *a;
	if (!end || idx < 0 || idx >= e->l.nargs)
		return gp_cli_usage(cmd, "--arg '%s': the index must be 0..%d (the kernel's "
				    "arguments in order) or a name --source gives", v, e->l.nargs - 1);
	a = &e->l.args[idx];
	if (a->is_pointer && strcmp(end + 1, "null") == 0) {
		a->is_null = 1;
		a->given = 1;
		return 0;
	}
	if (gp_parse_double(end + 1, &x) < 0)
		return gp_cli_usage(cmd, "--arg '%s': '%s' is not a number", v, end + 1);
	if (a->is_pointer) {
		if (x < 0)
			return gp_cli_usage(cmd, "--arg '%s': a pointer's value is its buffer size in "
					    "bytes (>= 0)", v);
		a->alloc_bytes = (uint64_t)x;
	} else {
		if (!a->is_float && x != (double)(long long)x)
			return gp_cli_usage(cmd, "--arg '%s': argument %ld is an integer", v, idx);
		a->value = x;
	}
	a->given = 1;
	return 0;
}

static int apply_init(struct gp_emu_cli *e, const char *v)
{
	const char *end;
	long idx = arg_index(e, v, &end);
	const char *s = end ? end + 1 : v;
	struct gp_emu_arg *a;
	if (!end || idx < 0 || idx >= e->l.nargs || !e->l.args[idx].is_pointer)
		return gp_cli_usage(cmd, "--init '%s': the index must name a pointer argument", v);
	a = &e->l.args[idx];
	if (strcmp(s, "zeros") == 0) {
		a->init = GP_EMU_INIT_ZEROS;
	} else if (strcmp(s, "index") == 0) {
		a->init = GP_EMU_INIT_INDEX;
	} else if (strncmp(s, "const:", 6) == 0) {
		a->init = GP_EMU_INIT_CONST;
		a->init_float = strpbrk(s + 6, ".eE") != NULL;
		if (gp_parse_double(s + 6, &a->init_lo) < 0)
			return gp_cli_usage(cmd, "--init '%s': const:V needs a number", v);
	} else if (strncmp(s, "random:", 7) == 0) {
		char lo[64];
		const char *c = strchr(s + 7, ':');
		if (!c || (size_t)(c - s - 7) >= sizeof(lo))
			return gp_cli_usage(cmd, "--init '%s': random:LO:HI", v);
		snprintf(lo, sizeof(lo), "%.*s", (int)(c - s - 7), s + 7);
		a->init = GP_EMU_INIT_RANDOM;
		a->init_float = strpbrk(s + 7, ".eE") != NULL;
		if (gp_parse_double(lo, &a->init_lo) < 0 || gp_parse_double(c + 1, &a->init_hi) < 0 ||
		    a->init_hi < a->init_lo)
			return gp_cli_usage(cmd, "--init '%s': random:LO:HI with LO <= HI", v);
	} else if (strncmp(s, "ring:", 5) == 0) {
		long long sp;
		if (gp_parse_ll(s + 5, &sp) < 0 || !(sp == 32 || sp == 64 || (sp > 0 && sp % 128 == 0)) ||
		    sp > (1LL << 30))
			return gp_cli_usage(cmd, "--init '%s': ring:SPACING, the bytes between the "
					    "pointers: 32, 64 or a multiple of 128", v);
		if (a->alloc_bytes < (uint64_t)sp)
			return gp_cli_usage(cmd, "--init '%s': a ring needs the buffer's size, at "
					    "least one SPACING: give it with --arg %ld=BYTES", v, idx);
		a->init = GP_EMU_INIT_RING;
		a->ring_spacing = (unsigned)sp;
	} else {
		return gp_cli_usage(cmd, "--init '%s': zeros, index, const:V, random:LO:HI or "
				    "ring:SPACING", v);
	}
	return 0;
}

int gp_emu_cli_prepare(struct gp_emu_cli *e, const struct gp_sass_func *fn)
{
	struct gp_diag d;
	int rc;
	gp_diag_clear(&d);
	if (!e->block)
		return gp_cli_usage(cmd, "--grid needs --block");
	if (gp_emu_args_from_name(fn->name, &e->l, &d) < 0 && (e->nargv || e->ninit))
		return gp_cli_fail(&d);
	if (e->source && (rc = source_names(e, fn)) != 0)
		return rc;
	for (int i = 0; i < e->nargv; i++)
		if (apply_arg(e, e->argv[i]))
			return GP_EXIT_USAGE;
	for (int i = 0; i < e->ninit; i++)
		if (apply_init(e, e->init[i]))
			return GP_EXIT_USAGE;
	for (int i = 0; i < e->l.nargs; i++)
		if (!e->l.args[i].is_pointer && !e->l.args[i].given)
			fprintf(stderr, "gpuperf extract: warning: argument %d (%s) not given: 0 "
				"(set it with --arg %d=VALUE)\n", i, e->l.args[i].is_float ? "real" :
				"integer", i);
	if (e->trace_out) {
		/* a trace holds every block */
		double total = (double)e->l.grid[0] * e->l.grid[1] * e->l.grid[2];
		if (total > 1 << 20)
			return gp_cli_usage(cmd, "--trace-out writes every block: at most %d, the grid "
					    "has %.0f", 1 << 20, total);
	}
	return GP_EXIT_OK;
}

void gp_emu_cli_report(const struct gp_emu_cli *e, const struct gp_emu_result *r)
{
	fprintf(stderr, "gpuperf extract: emulated %d of %.0f block(s), %.0f warp(s) (grid %ux%ux%u, "
		"block %ux%ux%u): %.1f warp instructions per warp, SIMD efficiency %.3f\n",
		r->blocks_emulated, r->blocks_total, r->warps_total, e->l.grid[0], e->l.grid[1],
		e->l.grid[2], e->l.block[0], e->l.block[1], e->l.block[2],
		r->warp_insts / r->warps_emulated, r->simd_efficiency);
	if (r->blocks_emulated < r->blocks_total) {
		/* a sample: which blocks ran (linear index x + y*gx + z*gx*gy) */
		fprintf(stderr, "gpuperf extract: sampled blocks (--seed %llu, --sample %d):",
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
	for (int i = 0; i < r->dynamic->nloops; i++)
		fprintf(stderr, "gpuperf extract: loop at 0x%04x: %.4g back-edge jumps per entering "
			"warp (%.4g iterations)\n", r->dynamic->loops[i].head_pc,
			r->dynamic->loops[i].trips_per_warp, r->dynamic->loops[i].trips_per_warp + 1);
	if (r->unknown_addresses)
		fprintf(stderr, "gpuperf extract: note: %d warp access(es) use addresses computed from "
			"unknown data (first at 0x%04x): they assume zeros; describe the buffer with "
			"--init\n", r->unknown_addresses, r->first_unknown_pc);
	for (int i = 0; i < r->dynamic->nrandom; i++)
		fprintf(stderr, "gpuperf extract: note: the branch at 0x%04x depends on data: decided "
			"with probability (--branch 0x%04x=P, --init)\n", r->dynamic->random_pcs[i],
			r->dynamic->random_pcs[i]);
}

