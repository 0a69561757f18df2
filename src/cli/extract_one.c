/* extract_one.c - 'gpuperf extract' for one kernel: the options to a gp_extract() request, its
 * notes and the emulator's report on stderr, then --explain, the descriptor and the summary. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "cliprint.h"
#include "extract_cu.h"
#include "util.h"
#include "gpuperf/extract.h"
#include "gpuperf/ptx.h"
#include "gpuperf/sass.h"

static const char *cmd = "extract";

struct one_ctx {
	struct gp_extract_opts *p;
	int status;                 /* an exit status the launch's arguments ended with */
};

static void print_note(void *ctx, const char *line)
{
	char shown[1024];
	(void)ctx;
	gp_cli_fields_expand(line, shown, sizeof(shown));   /* "{emu.ptx}" as "--ptx" */
	fprintf(stderr, "gpuperf extract: %s\n", gp_cli_esc(shown));
}

static int prepare(void *ctx, const struct gp_sass_func *fn, struct gp_emu_launch *l,
		   struct gp_diag *d)
{
	struct one_ctx *c = ctx;
	(void)l;   /* c->p->emu.l */
	if ((c->status = gp_emu_cli_prepare(&c->p->emu, c->p->sass, fn)) != 0)
		return gp_error(d, GP_EUSAGE, "the emulated launch's arguments");
	return 0;
}

static int report(void *ctx, const struct gp_emu_launch *l, const struct gp_emu_result *r,
		  struct gp_diag *d)
{
	struct one_ctx *c = ctx;
	(void)l;
	gp_emu_cli_report(&c->p->emu, r);
	if ((c->status = gp_emu_cli_dump(&c->p->emu, c->p->sass, r)) != 0)
		return gp_error(d, GP_EUSAGE, "the emulated launch's --dump");
	return 0;
}

/* --list: the listing's functions on stdout. */
static int list(const struct gp_extract_opts *p)
{
	struct gp_diag d;
	struct gp_sass_file file;
	gp_diag_clear(&d);
	memset(&file, 0, sizeof(file));
	if (p->sass ? gp_sass_load(p->sass, &file, &d) < 0 : gp_ptx_load(p->ptx, &file, &d) < 0)
		return gp_cli_fail(&d);
	if (p->sass && p->ptx)
		fprintf(stderr, "gpuperf extract: note: using the SASS listing; --ptx %s gives the "
			"argument layout only\n", gp_cli_esc(p->ptx));
	gp_cliprint_sass_functions(stdout, &file);
	gp_sass_file_release(&file);
	return GP_EXIT_OK;
}

/* path without empty and "." components, and each ".." with the component before it
 * (a lexical form for a directory that does not exist yet), into out. */
static void lexical(const char *path, char *out, size_t n)
{
	size_t j = 0;
	if (n < 2)
		return;
	if (*path == '/')
		out[j++] = '/';
	out[j] = '\0';
	for (const char *s = path; *s;) {
		size_t len = strcspn(s, "/");
		if ((len == 1 && s[0] == '.') || len == 0) {
			/* nothing */
		} else if (len == 2 && s[0] == '.' && s[1] == '.' && j > 0 &&
			   strcmp(out + (strrchr(out, '/') ? strrchr(out, '/') - out + 1 : 0), "..") &&
			   !(j == 1 && out[0] == '/')) {
			char *cut = strrchr(out, '/');
			j = cut ? (size_t)(cut - out) + (cut == out) : 0;
			out[j] = '\0';
		} else if (j + len + 2 < n) {
			if (j && out[j - 1] != '/')
				out[j++] = '/';
			memcpy(out + j, s, len);
			out[j += len] = '\0';
		}
		s += len + (s[len] == '/');
	}
}

/* path with its directory resolved (one that does not exist yet in its lexical form), into
 * out: two spellings of one file that is still to be written compare equal. */
static void place_of(const char *path, char *out, size_t n)
{
	char dir[PATH_MAX], real[PATH_MAX];
	const char *slash = strrchr(path, '/');
	snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - path) : 1, slash ? path : ".");
	if (!dir[0])
		snprintf(dir, sizeof(dir), "/");
	if (gp_path_absolute(NULL, dir, real, sizeof(real)) == 0) {
		snprintf(out, n, "%s/%s", real, slash ? slash + 1 : path);
	} else {
		char both[2 * PATH_MAX];
		snprintf(both, sizeof(both), "%s/%s", dir, slash ? slash + 1 : path);
		lexical(both, out, n);
	}
}

/* Are a and b one file: the same device and inode when both exist, else the same place? */
static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	char pa[PATH_MAX + 256], pb[PATH_MAX + 256];
	if (!a || !b || strcmp(a, "-") == 0 || strcmp(b, "-") == 0)
		return 0;
	if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
		return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	place_of(a, pa, sizeof(pa));
	place_of(b, pb, sizeof(pb));
	return strcmp(pa, pb) == 0;
}

/* The PTX files beside a listing its argument layout may come from ("k.sm_80.sass":
 * k.sm_80.ptx, k.ptx), into a and b (empty when the listing's name does not end so). */
static void ptx_besides(const char *sass, char *a, char *b, size_t n)
{
	size_t len = sass ? strlen(sass) : 0;
	const char *sm;
	a[0] = b[0] = '\0';
	if (len < 6 || strcmp(sass + len - 5, ".sass") != 0 || len + 1 > n)
		return;
	snprintf(a, n, "%.*s.ptx", (int)(len - 5), sass);
	sm = strstr(sass, ".sm_");
	if (sm && (size_t)(sm - sass) < len - 5)
		snprintf(b, n, "%.*s.ptx", (int)(sm - sass), sass);
}

/* Every output against every input and against each other, before anything runs: -o,
 * each --dump and --trace-out DIR's two files may be none of the files the command reads
 * (the listing, the PTX beside it, the ptxas log, the PTX, the device, --source, an --init
 * file), and no two may be one file. Returns 0 or an exit status (printed). */
static int outputs_check(const struct gp_extract_opts *p, const char *dev_path)
{
	const struct gp_emu_cli *e = &p->emu;
	const char *in[10 + GP_EMU_CLI_MAX], *out[3 + GP_EMU_CLI_MAX], *what[3 + GP_EMU_CLI_MAX];
	static const char *const names[] = { "kernel-1.traceg", "kernelslist.g" };
	char beside[2][PATH_MAX], trace[2][PATH_MAX];
	int nin = 0, nout = 0;
	struct gp_diag d;
	in[nin++] = p->sass;
	in[nin++] = p->ptx;
	in[nin++] = p->ptxas;
	in[nin++] = dev_path;
	in[nin++] = e->source;
	in[nin++] = e->ptx;
	in[nin++] = e->cubin;
	ptx_besides(p->sass, beside[0], beside[1], sizeof(beside[0]));
	for (int k = 0; k < 2; k++)
		if (beside[k][0] && access(beside[k], F_OK) == 0)
			in[nin++] = beside[k];
	for (int i = 0; i < e->ninit; i++) {
		const char *f = strstr(e->init[i], "=file:");
		if (f)
			in[nin++] = f + 6;
	}
	if (p->outp && strcmp(p->outp, "-") != 0) {
		what[nout] = "-o";
		out[nout++] = p->outp;
	}
	for (int i = 0; i < e->ndump; i++) {
		what[nout] = "--dump";
		out[nout++] = strchr(e->dump[i], '=') + 1;
	}
	for (int k = 0; e->trace_out && k < 2; k++) {
		snprintf(trace[k], sizeof(trace[k]), "%s/%s", e->trace_out, names[k]);
		what[nout] = "--trace-out";
		out[nout++] = trace[k];
	}
	for (int i = 0; i < nout; i++) {
		struct stat st;
		gp_diag_clear(&d);
		if (gp_output_check(out[i], in, nin, &d) < 0) {
			gp_diag_field(&d, "%s", what[i]);
			return gp_cli_fail(&d);
		}
		/* a device (/dev/null) takes any number of outputs */
		for (int j = 0; j < i && !(stat(out[i], &st) == 0 && S_ISCHR(st.st_mode)); j++)
			if (same_file(out[i], out[j])) {
				gp_diag_field(&d, "%s", what[i]);
				gp_error(&d, GP_EINVAL, "%s is also the output '%s' (%s): one output "
					 "would replace the other", out[i], out[j], what[j]);
				if (!strcmp(what[i], "--trace-out"))
					gp_diag_hint(&d, "write %s outside the trace's directory %s",
						     !strcmp(what[j], "-o") ? "-o" : "the --dump",
						     e->trace_out);
				else
					gp_diag_hint(&d, "give each output its own file");
				return gp_cli_fail(&d);
			}
	}
	return 0;
}

int gp_extract_one(struct gp_extract_opts *p)
{
	struct gp_diag d;
	struct gp_device dev;
	struct gp_extract_result x;
	struct gp_outset own, *set = p->outs ? p->outs : &own;   /* -o, each --dump,
							 * --trace-out's two files: all or none */
	struct one_ctx c = { p, 0 };
	struct gp_extract_request q = {
		.sass = p->sass, .ptx = p->ptx, .ptxas = p->ptxas, .func = p->func,
		.sm = p->narch ? p->arch[0] : 0, .dev = &dev, .co = &p->co,
		.launch = p->emu.on ? &p->emu.l : NULL, .trace_out = p->emu.trace_out, .outs = set,
		.hooks = { .ctx = &c, .note = print_note, .launch_prepare = prepare,
			   .launch_done = report },
	};
	const char *outp = p->outp;
	int rc;

	if (p->emu.on && !p->sass)
		return gp_cli_usage(cmd, "--grid emulates a SASS listing: give --sass");
	if (p->list)
		return list(p);
	p->emu.ptx = p->sass ? p->ptx : NULL;   /* the argument layout of an extern "C" kernel */
	if ((rc = gp_cli_load_device(p->device, &dev)) != 0)
		return rc;
	if (p->emu.on) {
		long long b[3] = { p->emu.l.block[0], p->emu.l.block[1], p->emu.l.block[2] };
		if (p->emu.block && (rc = gp_cli_block_fits(cmd, b, p->emu.block, &dev)) != 0)
			return rc;
	}
	if ((rc = outputs_check(p, dev.path)) != 0)
		return rc;
	gp_outset_init(&own);
	p->emu.set = set;
	gp_diag_clear(&d);
	if (gp_extract(&q, &x, &d) < 0) {
		rc = c.status ? c.status : gp_cli_fail(&d);
		goto out;
	}
	/* an emulated descriptor records its launch: used at another, it is emulated again */
	if (p->emu.on && !p->emu.trace_out && (x.k.launch = malloc(sizeof(*x.k.launch))) &&
	    gp_emu_cli_record(&p->emu, p->sass, p->ptxas, x.func, x.sm, x.k.launch) < 0) {
		free(x.k.launch);
		x.k.launch = NULL;
	}
	rc = GP_EXIT_ERROR;
	if (p->explain) {
		char *text = gp_flowgraph_explain(x.cfg);
		if (!text) {
			gp_error(&d, GP_ENOMEM, "out of memory");
			gp_cli_fail(&d);
			goto out;
		}
		fputs(text, stdout);
		free(text);
	}
	if (outp || !p->explain) {
		const char *in[] = { p->sass, p->ptx, p->ptxas, dev.path };
		if (gp_output_check(outp, in, 4, &d) < 0 ||
		    gp_kernel_save(&x.k, outp ? outp : "-", set, &d) < 0) {
			gp_cli_fail(&d);
			goto out;
		}
	}
	if (!p->outs && gp_outset_commit(&own, &d) < 0) {
		gp_cli_fail(&d);
		goto out;
	}
	{
		const struct gp_flowgraph_summary *s = gp_flowgraph_summary(x.cfg);
		fprintf(stderr, "gpuperf extract: %s%s%s: %d instructions, %d loop(s), latency bound %s"
			"%s%s\n", gp_cli_esc(x.func), x.sm ? " sm_" : "", x.sm ? strchr(x.k.arch, '_') + 1 : "",
			s->reachable, gp_flowgraph_nloops(x.cfg), s->latency, outp ? " -> " : "",
			gp_cli_esc(outp ? outp : ""));
	}
	rc = GP_EXIT_OK;
out:
	gp_outset_abort(&own);   /* nothing left to remove after a commit; p->outs is the caller's */
	p->emu.set = NULL;
	gp_emu_cli_release(&p->emu);
	gp_extract_result_release(&x);
	return rc;
}
