/* extract_emu.c - 'gpuperf extract --grid G --block B [--arg ...]': parse the launch, run the
 * SASS emulator, write the trace it can make, and turn its counts into the descriptor. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
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

static int write_trace(struct gp_emu_cli *e, const struct gp_sass_func *fn, int nregs,
		       struct gp_emu_result *r, struct gp_diag *d)
{
	char path[1100];
	struct gp_atomic list, tr;
	struct stat st;
	int rc;
	if (mkdir(e->trace_out, 0777) < 0 && !(errno == EEXIST && stat(e->trace_out, &st) == 0 &&
						 S_ISDIR(st.st_mode)))
	{
		gp_diag_field(d, "--trace-out");
		gp_error(d, GP_EIO, "%s: cannot create the directory: %s", e->trace_out,
			 strerror(errno));
		gp_diag_hint(d, "its parent directory must exist and be writable");
		return -GP_EIO;
	}
	snprintf(path, sizeof(path), "%s/kernel-1.traceg", e->trace_out);
	if ((rc = gp_atomic_open(&tr, path, d)) < 0)
		return rc;
	gp_emu_trace_header(tr.f, fn, &e->l, nregs);
	e->l.trace = tr.f;
	rc = gp_emu_run(fn, &e->l, r, d);
	e->l.trace = NULL;
	if (rc < 0) {
		gp_atomic_abort(&tr);
		return rc;
	}
	if ((rc = gp_atomic_commit(&tr, d)) < 0)
		return rc;
	snprintf(path, sizeof(path), "%s/kernelslist.g", e->trace_out);
	if ((rc = gp_atomic_open(&list, path, d)) < 0)
		return rc;
	/* the buffers whose sizes were given, as copies: readers of the list name the arrays */
	for (int i = 0, a = 0; i < e->l.nargs; i++) {
		if (!e->l.args[i].is_pointer)
			continue;
		if (e->l.args[i].alloc_bytes)
			fprintf(list.f, "MemcpyHtoD,0x%016llx,%llu\n",
				(unsigned long long)gp_emu_alloc_base(a),
				(unsigned long long)e->l.args[i].alloc_bytes);
		a++;
	}
	fprintf(list.f, "kernel-1.traceg\n");
	return gp_atomic_commit(&list, d);
}

static int run_launch(struct gp_emu_cli *e, const char *sass_path, const struct gp_sass_func *fn,
		      int smem_static_bytes, int nregs, struct gp_emu_result *r)
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
		if ((rc = apply_init(e, e->init[i])) != 0)
			return rc;
	for (int i = 0; i < e->l.nargs; i++)
		if (!e->l.args[i].is_pointer && !e->l.args[i].given)
			fprintf(stderr, "gpuperf extract: warning: argument %d (%s) not given: 0 "
				"(set it with --arg %d=VALUE)\n", i, e->l.args[i].is_float ? "real" :
				"integer", i);
	e->l.smem_static_bytes = (unsigned)smem_static_bytes;
	if (e->trace_out) {
		/* a trace holds every block */
		double total = (double)e->l.grid[0] * e->l.grid[1] * e->l.grid[2];
		if (total > 1 << 20)
			return gp_cli_usage(cmd, "--trace-out writes every block: at most %d, the grid "
					    "has %.0f", 1 << 20, total);
		e->l.all_blocks_max = (int)total;
		rc = write_trace(e, fn, nregs, r, &d);
	} else {
		rc = gp_emu_run(fn, &e->l, r, &d);
	}
	if (rc < 0) {
		if (d.line && !d.file[0])
			gp_diag_at(&d, sass_path, d.line, 0);
		if (!d.hint[0])
			gp_diag_hint(&d, "%s", rc == -GP_ELIMIT ? "raise --max-steps, or check the "
				     "launch (a loop bound of 0 from an argument not given?)" :
				     "the instruction is named by its PC and listing line");
		return gp_cli_fail(&d);
	}
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
	return GP_EXIT_OK;
}

int gp_emu_cli_run(struct gp_emu_cli *e, const char *sass_path, const struct gp_sass_func *fn,
		   int smem_static_bytes, int nregs, struct gp_emu_result *r)
{
	int rc = run_launch(e, sass_path, fn, smem_static_bytes, nregs, r);
	for (int i = 0; rc == 0 && i < e->ndump; i++)
		rc = write_dump(e, sass_path, e->dump[i], r);
	/* the --init files are read by the run and the dumps only */
	for (int i = 0; i < GP_EMU_MAX_ARGS; i++) {
		free(e->init_file[i]);
		e->init_file[i] = NULL;
		e->l.args[i].init_data = NULL;
	}
	return rc;
}

int gp_emu_cli_loops(const struct gp_cfg *cfg, const struct gp_emu_result *r,
		     struct gp_cfg_opts *co)
{
	for (int L = 0; L < gp_cfg_nloops(cfg); L++) {
		const struct gp_cfg_loop *lp = gp_cfg_loop(cfg, L);
		double head = r->pc[lp->head].warp_execs, taken = r->pc[lp->tail].taken, it = 0;
		struct gp_cfg_loopspec *s;
		int given = 0;
		for (int k = 0; k < co->nspecs; k++)
			given |= strcmp(co->specs[k].key, lp->name) == 0;
		if (given || co->nspecs >= GP_CFG_MAX_SPECS)
			continue;
		if (head > taken)
			it = head / (head - taken);
		s = &co->specs[co->nspecs++];
		snprintf(s->key, sizeof(s->key), "%s", lp->name);
		snprintf(s->expr, sizeof(s->expr), "%.17g", it);
	}
	return 0;
}

int gp_emu_cli_fill(struct gp_emu_result *r, const struct gp_device *dev, struct gp_kernel *k,
		    struct gp_diag *d)
{
	double unit[GP_UNIT_COUNT] = { 0 }, per = 1.0 / r->warps_emulated, dram, smem = 0;
	struct gp_memtotals t;
	for (int c = 0; c < GP_IC_COUNT; c++) {
		enum gp_unit u = gp_iclass_unit((enum gp_iclass)c);
		/* as the static path: integer and branch work on the CUDA cores when the device
		 * has no separate INT32 units */
		if (dev->units[GP_UNIT_INT32] <= 0 && (u == GP_UNIT_INT32 || u == GP_UNIT_CTRL))
			u = GP_UNIT_FP32;
		unit[u] += r->by_class[c] * per;
	}
	gp_memprofile_totals(r->memory, &t);
	/* DRAM: compulsory traffic when the footprint fits in L2, else every sector requested
	 * (as for traces) */
	dram = t.footprint_bytes <= dev->l2_bytes ? t.footprint_bytes / r->warps_total
						  : t.sector_bytes[GP_MSPACE_GLOBAL];
	dram += t.sector_bytes[GP_MSPACE_LOCAL];
	for (int i = 0; i < r->memory->n; i++) {
		const struct gp_memrec *m = &r->memory->recs[i];
		if (m->space == GP_MSPACE_SHARED)
			smem += m->requests * (m->bank_ways > 0 ? m->bank_ways : 1) *
				dev->smem_bytes_per_clk * (m->width_bytes > 4 ? m->width_bytes / 4 : 1);
	}
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		gp_expr_free(k->ins[u]);
		k->ins[u] = unit[u] > 0 ? gp_expr_const(unit[u]) : NULL;
		if (unit[u] > 0 && !k->ins[u])
			return gp_error(d, GP_ENOMEM, "out of memory");
	}
	gp_expr_free(k->ins_issued);
	gp_expr_free(k->gmem_bytes);
	gp_expr_free(k->smem_bytes);
	/* listed pairs share an issue slot only on devices that dual-issue (as the static path) */
	k->ins_issued = gp_expr_const((dev->dual_issue ? r->ins_issued : r->warp_insts) * per);
	k->gmem_bytes = gp_expr_const(dram);
	k->smem_bytes = gp_expr_const(smem);
	if (!k->ins_issued || !k->gmem_bytes || !k->smem_bytes)
		return gp_error(d, GP_ENOMEM, "out of memory");
	k->fidelity = GP_FID_EMULATED;
	gp_memprofile_free(k->memory);
	gp_dynamic_free(k->dynamic);
	k->memory = r->memory;
	k->dynamic = r->dynamic;
	r->memory = NULL;
	r->dynamic = NULL;
	return 0;
}

/* The emulator's exact address fits as descriptor patterns: per-dimension coefficients when
 * the launch has a y or z extent (the descriptor's dynamic section records its shape), the
 * linear tid and block otherwise. An iteration coefficient needs every execution to have
 * accessed (cfg then keeps it only for a loop that is not nested). */
static struct gp_pattern *emu_patterns(const struct gp_emu_launch *l, const struct gp_emu_result *r)
{
	struct gp_pattern *pats = calloc((size_t)r->n, sizeof(*pats));
	int shaped = l->block[1] * l->block[2] > 1 || l->grid[1] * l->grid[2] > 1;
	for (int i = 0; pats && r->pat && i < r->n; i++) {
		const struct gp_emu_pattern *f = &r->pat[i];
		struct gp_pattern *p = &pats[i];
		if (!f->ok || (f->c_iter != 0 && !f->every_exec) || f->arg < 0 || f->arg >= l->nargs)
			continue;
		/* the argument's name, as its footprint is named (emu.c names them all) */
		snprintf(p->array, sizeof(p->array), "%s", l->args[f->arg].name);
		p->elem_bytes = f->elem_bytes;
		p->kind = GP_PAT_AFFINE;
		p->offset = (double)f->offset;
		p->c_tid = (double)f->c_tid[0];
		p->c_block = (double)f->c_block[0];
		p->c_iter = (double)f->c_iter;
		p->dims = shaped;
		p->c_tid_y = (double)f->c_tid[1];
		p->c_tid_z = (double)f->c_tid[2];
		p->c_block_y = (double)f->c_block[1];
		p->c_block_z = (double)f->c_block[2];
	}
	return pats;
}

int gp_emu_cli_extract(struct gp_emu_cli *e, const char *sass, const struct gp_sass_file *file,
		       const struct gp_sass_func *fn, int smem_static_bytes, int nregs,
		       const struct gp_device *dev, struct gp_cfg_opts *co, struct gp_cfg **cfg,
		       struct gp_emu_result *r)
{
	static uint8_t cbank2[65536];   /* the largest constant bank */
	unsigned cbank2_bytes = 0;
	double *execs;
	struct gp_pattern *pats;
	struct gp_diag d;
	int rc;
	gp_diag_clear(&d);
	e->l.file = file;
	/* BRX jump tables: nvdisasm listings print the kernel's constant bank 2 */
	if (gp_emu_cbank_load(sass, fn->name, 2, cbank2, sizeof(cbank2), &cbank2_bytes, &d) < 0)
		return gp_cli_fail(&d);
	e->l.cbank2 = cbank2_bytes ? cbank2 : NULL;
	e->l.cbank2_bytes = cbank2_bytes;
	if ((rc = gp_emu_cli_run(e, sass, fn, smem_static_bytes, nregs, r)) != 0)
		return rc;
	/* dynamic loop trips feed the static parts */
	gp_emu_cli_loops(*cfg, r, co);
	gp_cfg_free(*cfg);
	*cfg = NULL;
	/* the descriptor's program keeps the instructions the launch executed, with their counts */
	if (!(execs = malloc((size_t)r->n * sizeof(double)))) {
		gp_error(&d, GP_ENOMEM, "out of memory");
		return gp_cli_fail(&d);
	}
	for (int i = 0; i < r->n; i++)
		execs[i] = r->pc[i].warp_execs / r->warps_emulated;
	if (!(pats = emu_patterns(&e->l, r))) {
		free(execs);
		gp_error(&d, GP_ENOMEM, "out of memory");
		return gp_cli_fail(&d);
	}
	co->execs = execs;
	co->patterns = pats;
	rc = gp_cfg_build(fn, dev, co, cfg, &d);
	co->execs = NULL;
	co->patterns = NULL;
	free(execs);
	free(pats);
	if (rc < 0)
		return gp_cli_fail(&d);
	return 0;
}
