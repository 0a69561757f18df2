/* extract_one.c - 'gpuperf extract' for one kernel: the options to a gp_extract() request, its
 * notes and the emulator's report on stderr, then --explain, the descriptor and the summary. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
	(void)ctx;
	fprintf(stderr, "gpuperf extract: %s\n", line);
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
			"argument layout only\n", p->ptx);
	gp_cliprint_sass_functions(stdout, &file);
	gp_sass_file_release(&file);
	return GP_EXIT_OK;
}

int gp_extract_one(struct gp_extract_opts *p)
{
	struct gp_diag d;
	struct gp_device dev;
	struct gp_extract_result x;
	struct one_ctx c = { p, 0 };
	struct gp_extract_request q = {
		.sass = p->sass, .ptx = p->ptx, .ptxas = p->ptxas, .func = p->func,
		.sm = p->narch ? p->arch[0] : 0, .dev = &dev, .co = &p->co,
		.launch = p->emu.on ? &p->emu.l : NULL, .trace_out = p->emu.trace_out,
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
		char *text = gp_cfg_explain(x.cfg);
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
		    gp_kernel_save(&x.k, outp ? outp : "-", &d) < 0) {
			gp_cli_fail(&d);
			goto out;
		}
	}
	{
		const struct gp_cfg_summary *s = gp_cfg_summary(x.cfg);
		fprintf(stderr, "gpuperf extract: %s%s%s: %d instructions, %d loop(s), latency bound %s"
			"%s%s\n", x.func, x.sm ? " sm_" : "", x.sm ? strchr(x.k.arch, '_') + 1 : "",
			s->reachable, gp_cfg_nloops(x.cfg), s->latency, outp ? " -> " : "",
			outp ? outp : "");
	}
	rc = GP_EXIT_OK;
out:
	gp_emu_cli_release(&p->emu);
	gp_extract_result_release(&x);
	return rc;
}
