/* extract_emu.c - 'gpuperf extract --grid G --block B [--arg ...]': parse the launch, give the
 * kernel's arguments to the emulated launch gp_extract() runs, and print what it found. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "cli.h"
#include "gpuperf/kparams.h"
#include "extract_emu.h"
#include "util.h"

static const char *cmd = "extract";

static const char *const opts[] = { "--grid", "--block", "--arg", "--smem-dynamic", "--init",
				    "--branch", "--seed", "--max-steps", "--trace-out", "--sample",
				    "--source", "--trace-format", "--dump" };

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
	if (strcmp(opt, "--dump") == 0) {
		if (e->ndump >= GP_EMU_CLI_MAX)
			return gp_cli_usage(cmd, "%s: at most %d", opt, GP_EMU_CLI_MAX), -1;
		if (!strchr(v, '=') || v[0] == '=' || !strchr(v, '=')[1])
			return gp_cli_usage(cmd, "--dump: expected INDEX=PATH, got '%s'", v), -1;
		e->dump[e->ndump++] = v;
		return 1;
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
		if (gp_opt_ll(cmd, opt, v, 1, GP_EMU_MAX_STEPS_BOUND, &n) < 0)
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

/* The kernel's name as written in its source: "vecAdd" of "void ns::vecAdd<float>(float*)". */
static void source_base(const struct gp_sass_func *fn, char *base, size_t n)
{
	snprintf(base, n, "%.255s", fn->display_name[0] ? fn->display_name : fn->name);
	base[strcspn(base, "(<")] = '\0';
	if (strrchr(base, ':'))
		memmove(base, strrchr(base, ':') + 1, strlen(strrchr(base, ':')));
	if (strrchr(base, ' '))
		memmove(base, strrchr(base, ' ') + 1, strlen(strrchr(base, ' ')));
}

/* The PTX beside a listing: its path with the extensions replaced by .ptx, the last first
 * ("k.sm_80.sass": k.sm_80.ptx, then k.ptx). Returns the file's text (the caller frees) and
 * its path in out, or NULL. */
static char *ptx_beside(const char *listing, char *out, size_t n)
{
	char stem[1024];
	const char *slash = strrchr(listing, '/');
	snprintf(stem, sizeof(stem), "%s", listing);
	for (;;) {
		char *dot = strrchr(stem, '.');
		struct gp_diag d;
		char *text;
		if (!dot || dot < stem + (slash ? slash - listing + 1 : 0) || dot == stem)
			return NULL;
		*dot = '\0';
		snprintf(out, n, "%s.ptx", stem);
		gp_diag_clear(&d);
		if (strcmp(out, listing) != 0 && access(out, R_OK) == 0 &&
		    (text = gp_read_file(out, 0, NULL, &d)))
			return text;
	}
}

/* Layout from one file: 1 when it gave the arguments, 0 when it does not describe the
 * kernel (and need not), -1 on an error (printed). */
static int layout_from(struct gp_emu_cli *e, const char *path, const char *text, int is_cubin,
		       size_t len, const struct gp_sass_func *fn, int must)
{
	struct gp_diag d;
	char base[256];
	int rc;
	gp_diag_clear(&d);
	source_base(fn, base, sizeof(base));
	if (is_cubin == 1)
		rc = gp_kparams_from_cubin(text, len, fn->name, &e->l, &e->real_unknown, &d);
	else if (is_cubin == 2)
		rc = gp_kparams_from_source(text, base, 1, &e->l, &d);
	else
		rc = gp_kparams_from_ptx(text, fn->name, &e->l, &d);
	if (rc == -GP_ENOTFOUND && !must)
		return 0;
	if (rc < 0) {
		gp_diag_at(&d, path, 0, 0);
		if (!d.hint[0])
			gp_diag_hint(&d, "the file must hold %s as built for this listing", fn->name);
		gp_cli_fail(&d);
		return -1;
	}
	fprintf(stderr, "gpuperf extract: note: %s is not a mangled C++ name: %d argument(s) laid "
		"out from %s\n", fn->name, e->l.nargs, path);
	return 1;
}

/*
 * The kernel's arguments: from its mangled name; else (extern "C") from --ptx or the PTX
 * beside the listing, the cubin, or the --source declaration, in that order. Then --source
 * names them. Returns 0 or an exit status (error printed).
 */
static int arg_layout(struct gp_emu_cli *e, const char *sass_path, const struct gp_sass_func *fn)
{
	struct gp_diag d;
	char path[1100], base[256], *text = NULL;
	size_t len = 0;
	int rc = 0, named = 0;
	gp_diag_clear(&d);
	if (gp_emu_args_from_name(fn->name, &e->l, &d) == 0)
		goto names;
	e->l.nargs = 0;
	if (e->ptx) {
		struct gp_diag d2;
		gp_diag_clear(&d2);
		if (!(text = gp_read_file(e->ptx, 0, NULL, &d2)))
			return gp_cli_fail(&d2);
		rc = layout_from(e, e->ptx, text, 0, 0, fn, 1);
	} else if ((text = ptx_beside(sass_path, path, sizeof(path)))) {
		rc = layout_from(e, path, text, 0, 0, fn, 0);
	}
	free(text);
	text = NULL;
	if (!rc && e->cubin) {
		struct gp_diag d2;
		gp_diag_clear(&d2);
		if (!(text = gp_read_file(e->cubin, 0, &len, &d2)))
			return gp_cli_fail(&d2);
		rc = layout_from(e, e->cubin, text, 1, len, fn, 1);
		free(text);
		text = NULL;
	}
	if (!rc && e->source) {
		struct gp_diag d2;
		gp_diag_clear(&d2);
		if (!(text = gp_read_file(e->source, 0, NULL, &d2)))
			return gp_cli_fail(&d2);
		rc = layout_from(e, e->source, text, 2, 0, fn, 1);
		named = rc == 1;
		free(text);
		text = NULL;
	}
	if (rc < 0)
		return GP_EXIT_ERROR;
	if (!rc) {
		if (!e->nargv && !e->ninit)
			return 0;   /* a kernel without arguments, or run as it is */
		gp_cli_fail(&d);
		fprintf(stderr, "hint: an extern \"C\" kernel's arguments come from its PTX (--ptx, "
			"or a .ptx beside the listing), its cubin (--cubin) or its declaration "
			"(--source FILE.cu)\n");
		return GP_EXIT_ERROR;
	}
names:
	if (e->source && !named) {
		struct gp_diag d2;
		gp_diag_clear(&d2);
		source_base(fn, base, sizeof(base));
		if (!(text = gp_read_file(e->source, 0, NULL, &d2)))
			return gp_cli_fail(&d2);
		rc = gp_kparams_from_source(text, base, 0, &e->l, &d2);
		free(text);
		if (rc < 0)
			return gp_cli_usage(cmd, "--source %s: %s", e->source, d2.msg);
	}
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
		/* a cubin's table says 4 bytes, not int or float: a real is a float */
		if (e->real_unknown && a->size_bytes == 4 && strpbrk(end + 1, ".eE") &&
		    !strpbrk(end + 1, "xX"))
			a->is_float = 1;
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
	} else if (strncmp(s, "file:", 5) == 0 && s[5]) {
		/* the buffer's bytes; its size unless --arg declared one at least as large */
		struct gp_diag d;
		size_t len = 0;
		uint8_t *buf = (uint8_t *)gp_read_file(s + 5, 0, &len, &d);
		if (!buf) {
			gp_diag_field(&d, "--init");
			return gp_cli_fail(&d);
		}
		free(e->init_file[idx]);
		e->init_file[idx] = buf;
		if (a->alloc_bytes && a->alloc_bytes < len)
			return gp_cli_usage(cmd, "--init '%s': the file has %zu bytes, the buffer is "
					    "declared %llu (--arg %ld)", v, len,
					    (unsigned long long)a->alloc_bytes, idx);
		if (!a->alloc_bytes)
			a->alloc_bytes = len;
		a->init = GP_EMU_INIT_FILE;
		a->init_data = buf;
		a->init_data_bytes = len;
	} else {
		return gp_cli_usage(cmd, "--init '%s': zeros, index, const:V, random:LO:HI, "
				    "ring:SPACING or file:PATH", v);
	}
	return 0;
}

/* --dump I=PATH: the buffer after the launch, its declared size, written atomically. */
static int write_dump(struct gp_emu_cli *e, const char *sass_path, const char *v,
		      const struct gp_emu_result *r)
{
	const char *end, *path = strchr(v, '=') + 1;
	long idx = arg_index(e, v, &end);
	struct gp_diag d;
	if (!end || idx < 0 || idx >= e->l.nargs || !e->l.args[idx].is_pointer)
		return gp_cli_usage(cmd, "--dump '%s': the index must name a pointer argument", v);
	if (!e->l.args[idx].alloc_bytes)
		return gp_cli_usage(cmd, "--dump '%s': the buffer needs a size: --arg %ld=BYTES or "
				    "--init %ld=file:PATH", v, idx, idx);
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
	if (gp_emu_buffer_save(r, &e->l, (int)idx, path, &d) < 0) {
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
		return gp_cli_usage(cmd, "--grid needs --block");
	if ((rc = arg_layout(e, sass_path, fn)) != 0)
		return rc;
	for (int i = 0; i < e->nargv; i++)
		if (apply_arg(e, e->argv[i]))
			return GP_EXIT_USAGE;
	for (int i = 0; i < e->ninit; i++)
		if ((rc = apply_init(e, e->init[i])) != 0)
			return rc;
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

int gp_emu_cli_dump(struct gp_emu_cli *e, const char *sass_path, const struct gp_emu_result *r)
{
	int rc = 0;
	for (int i = 0; rc == 0 && i < e->ndump; i++)
		rc = write_dump(e, sass_path, e->dump[i], r);
	return rc;
}

void gp_emu_cli_release(struct gp_emu_cli *e)
{
	/* the --init files are read by the run and the dumps only */
	for (int i = 0; i < GP_EMU_CLI_MAX; i++) {
		free(e->init_file[i]);
		e->init_file[i] = NULL;
	}
	for (int i = 0; i < GP_EMU_MAX_ARGS; i++)
		e->l.args[i].init_data = NULL;
}
