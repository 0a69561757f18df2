/* extract_launch.c - a launch record emulated into a descriptor (extract.h gp_extract_launch):
 * the same request 'gpuperf extract --sass --grid --block --arg --init' makes, from the
 * record's strings, so a descriptor at any launch is one call. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/emu_args.h"
#include "gpuperf/extract.h"

struct prep_ctx {
	const struct gp_launch_rec *r;
	uint8_t *files[GP_EMU_MAX_ARGS];
};

static const char *or_null(const char *s)
{
	return s[0] ? s : NULL;
}

/* The record's arguments into the launch, as extract's --arg/--init do. */
static int prepare(void *ctx, const struct gp_sass_func *fn, struct gp_emu_launch *l,
		   struct gp_diag *d)
{
	struct prep_ctx *c = ctx;
	const struct gp_launch_rec *r = c->r;
	struct gp_emu_argsrc s = { r->sass, or_null(r->ptx), or_null(r->cubin), or_null(r->source) };
	char from[GP_LAUNCH_PATH_MAX + 64];
	int real_unknown = 0, rc;
	rc = gp_emu_args_layout(&s, fn, l, &real_unknown, from, sizeof(from), d);
	if (rc < 0 || (rc == 1 && (r->nargs || r->ninit)))
		return rc < 0 ? rc : -d->code;
	gp_diag_clear(d);
	for (int i = 0; i < r->nargs; i++)
		if ((rc = gp_emu_arg_apply(l, real_unknown, r->args[i], d)) < 0)
			return rc;
	for (int i = 0; i < r->ninit; i++)
		if ((rc = gp_emu_init_apply(l, r->inits[i], c->files, d)) < 0)
			return rc;
	return 0;
}

int gp_extract_launch(const struct gp_launch_rec *r, const struct gp_device *dev,
		      struct gp_kernel *k, struct gp_diag *d)
{
	return gp_extract_launch_run(r, dev, NULL, NULL, k, d);
}

int gp_extract_launch_run(const struct gp_launch_rec *r, const struct gp_device *dev,
			  const struct gp_emu_result *reuse, struct gp_emu_result *keep,
			  struct gp_kernel *k, struct gp_diag *d)
{
	struct prep_ctx c;
	struct gp_emu_launch l;
	struct gp_flowgraph_opts co;
	struct gp_extract_result x;
	struct gp_extract_request q;
	int rc;

	memset(&c, 0, sizeof(c));
	c.r = r;
	memset(&co, 0, sizeof(co));
	gp_params_init(&co.defaults);
	gp_emu_launch_init(&l);
	memcpy(l.grid, r->grid, sizeof(l.grid));
	memcpy(l.block, r->block, sizeof(l.block));
	l.smem_dynamic_bytes = r->smem_dynamic_bytes;
	l.seed = r->seed;
	if (r->sample)
		l.sample_blocks = r->sample;
	l.max_steps = r->max_steps;
	memset(&q, 0, sizeof(q));
	q.sass = r->sass;
	q.ptxas = or_null(r->ptxas);
	q.func = or_null(r->func);
	q.sm = r->sm;
	q.dev = dev;
	q.co = &co;
	q.launch = &l;
	q.reuse = reuse;
	q.keep = keep;
	q.hooks.ctx = &c;
	q.hooks.launch_prepare = prepare;
	gp_kernel_init(k);
	rc = gp_extract(&q, &x, d);
	gp_emu_args_free_files(&l, c.files);
	if (rc == 0 && !(x.k.launch = malloc(sizeof(*x.k.launch))))
		rc = gp_error(d, GP_ENOMEM, "out of memory");
	if (rc == 0) {
		*x.k.launch = *r;
		snprintf(x.k.launch->func, sizeof(x.k.launch->func), "%s", x.func);
		x.k.launch->sm = x.sm;
		*k = x.k;
		gp_kernel_init(&x.k);
	}
	gp_extract_result_release(&x);
	return rc;
}
