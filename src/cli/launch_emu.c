/* launch_emu.c - a kernel emulated at the launch a command evaluates (launch_emu.h). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "launch_emu.h"
#include "gpuperf/extract.h"
#include "gpuperf/kcache.h"
#include "util.h"

static int add_arg(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_cli_emu *em = base;
	int is_arg = strcmp(opt->name, "--arg") == 0;
	int *n = is_arg ? &em->nargs : &em->ninit;
	if (*n == GP_LAUNCH_ARGS_MAX)
		return gp_cli_usage(cmd, "%s: at most %d", opt->name, GP_LAUNCH_ARGS_MAX);
	if (!strchr(val, '=') || val[0] == '=')
		return gp_cli_usage(cmd, "%s: expected INDEX=VALUE or NAME=VALUE, got '%s'",
				    opt->name, val);
	(is_arg ? em->args : em->inits)[(*n)++] = val;
	return 0;
}

#define O struct gp_cli_emu
const struct gp_option gp_cli_emu_options[] = {
	GP_OPTION_STRING("--sass", "LISTING", "emulate this SASS listing at the launch (instead "
			 "of --kernel)", O, sass, 0),
	GP_OPTION_STRING("--function", "K", "the kernel in the listing (source or mangled name)", O,
			 func, 0),
	GP_OPTION_STRING("--ptxas", "LOG", "its ptxas -v log: registers, shared memory", O, ptxas, 0),
	GP_OPTION_STRING("--ptx", "FILE", "an extern \"C\" kernel's argument layout", O, ptx, 0),
	GP_OPTION_STRING("--cubin", "FILE", "an extern \"C\" kernel's argument layout", O, cubin, 0),
	GP_OPTION_STRING("--source", "FILE.cu", "the kernel's declaration: argument names", O,
			 source, 0),
	GP_OPTION_CALLBACK("--arg", "I=V", "argument I (index or name): a value, a buffer's size in "
			   "bytes, null (repeatable)", O, args, add_arg, 0),
	GP_OPTION_CALLBACK("--init", "I=SPEC", "buffer I's contents: zeros, index, const:V, "
			   "random:LO:HI, ring:S, file:PATH (repeatable)", O, inits, add_arg, 0),
	GP_OPTION_INT("--seed", "S", "the block sample and data-dependent branches", O, seed, 0,
		      1LL << 62),
	GP_OPTION_INT("--sample-blocks", "N", "blocks emulated of a larger grid (default 8)", O, sample, 2,
		      1 << 20),
	GP_OPTION_STRING("--cache", "DIR", "keep emulated launches in DIR for later runs", O, cache,
			 0),
	GP_OPTION_END,
};
#undef O

void gp_cli_emu_init(struct gp_cli_emu *em)
{
	memset(em, 0, sizeof(*em));
	em->seed = 1;
}

/* in (the value of opt) made absolute into out, as the record keeps it. */
static int abs_into(const char *opt, const char *in, char *out, size_t n)
{
	int rc;
	if (!in) {
		out[0] = '\0';
		return 0;
	}
	rc = in[0] ? gp_path_absolute(NULL, in, out, n) : -GP_ENOTFOUND;
	if (rc == 0)
		return 0;
	fprintf(stderr, "error: '%s' '%s': cannot be read: %s\nhint: check the path\n", opt,
		gp_cli_esc(in), !in[0] ? "the path is empty" : rc == -GP_ELIMIT ?
		"the path is too long" : strerror(errno));
	return GP_EXIT_ERROR;
}

/* The launch --sass describes at a's grid and block. */
static int rec_from_options(const char *cmd, const struct gp_cli_emu *em, struct gp_cli_launch *a,
			    struct gp_launch_rec *r)
{
	long long g[3];
	int rc;
	gp_launch_rec_init(r);
	if (a->block <= 0)
		return gp_cli_usage(cmd, "--sass needs --block (and --grid or --threads)");
	if ((rc = gp_cli_grid_dims(cmd, a->grid, a->threads, a->block, g)))
		return rc;
	if ((rc = abs_into("--sass", em->sass, r->sass, sizeof(r->sass))) ||
	    (rc = abs_into("--ptxas", em->ptxas, r->ptxas, sizeof(r->ptxas))) ||
	    (rc = abs_into("--ptx", em->ptx, r->ptx, sizeof(r->ptx))) ||
	    (rc = abs_into("--cubin", em->cubin, r->cubin, sizeof(r->cubin))) ||
	    (rc = abs_into("--source", em->source, r->source, sizeof(r->source))))
		return rc;
	{
		/* the emulator runs the grid's shape: a plain count is its x (util.h) */
		struct gp_diag d;
		double gv[3] = { (double)g[0], (double)g[1], (double)g[2] };
		double bv[3] = { (double)a->block_dim[0], (double)a->block_dim[1],
				 (double)a->block_dim[2] };
		gp_diag_clear(&d);
		if ((a->grid ? gp_dim3_read(a->grid, GP_DIM3_GRID, 0, "--grid", g, &d)
			     : gp_dim3_check(gv, 3, NULL, GP_DIM3_GRID, 0, "--threads", NULL, &d)) < 0 ||
		    gp_dim3_check(bv, 3, a->block_text, GP_DIM3_BLOCK, 0, "--block", NULL, &d) < 0)
			return gp_cli_diag_usage(cmd, &d);
	}
	for (int i = 0; i < 3; i++) {
		r->grid[i] = (unsigned)g[i];
		r->block[i] = (unsigned)a->block_dim[i];
	}
	snprintf(r->func, sizeof(r->func), "%s", em->func ? em->func : "");
	r->seed = (uint64_t)em->seed;
	r->sample = (int)em->sample;
	for (int i = 0; i < em->nargs; i++)
		if (gp_launch_rec_add_arg(r, em->args[i]) < 0)
			return gp_cli_usage(cmd, "--arg '%.40s...' is too long", em->args[i]);
	for (int i = 0; i < em->ninit; i++) {
		if ((rc = gp_launch_rec_add_init(r, NULL, em->inits[i])) == -GP_ENOTFOUND) {
			fprintf(stderr, "error: '--init' '%s': cannot be read: %s\nhint: check the "
				"path\n", gp_cli_esc(strstr(em->inits[i], "=file:") + 6), strerror(errno));
			return GP_EXIT_ERROR;
		}
		if (rc < 0)
			return gp_cli_usage(cmd, "--init '%.40s...' is too long", em->inits[i]);
	}
	return 0;
}

/* r emulated on dev into k, through --cache DIR when given. */
static int emulate(const struct gp_cli_emu *em, const struct gp_launch_rec *r,
		   const struct gp_device *dev, struct gp_kernel *k)
{
	struct gp_diag d;
	int rc;
	gp_diag_clear(&d);
	if (em->cache) {
		struct gp_kcache_opts o = { em->cache, 0, 0 };
		struct gp_kcache *c = gp_kcache_new(&o, &d);
		const struct gp_kernel *ck;
		char path[GP_LAUNCH_PATH_MAX + 64];
		if (!c) {
			gp_diag_field(&d, "--cache");
			return gp_cli_fail(&d);
		}
		/* the cached descriptor, loaded again as the caller's own */
		rc = gp_kcache_get(c, r, dev, &ck, &d);
		if (rc == 0) {
			snprintf(path, sizeof(path), "%s", ck->path);
			gp_kcache_release(c, ck);
			rc = path[0] ? gp_kernel_load(path, k, &d) : gp_extract_launch(r, dev, k, &d);
		}
		gp_kcache_free(c);
	} else {
		rc = gp_extract_launch(r, dev, k, &d);
	}
	return rc < 0 ? gp_cli_fail(&d) : 0;
}

int gp_cli_emu_kernel(const char *cmd, const struct gp_cli_emu *em, struct gp_cli_launch *a,
		      const struct gp_device *dev, struct gp_kernel *k)
{
	struct gp_launch_rec *r;
	struct gp_diag d;
	long long g[3];
	int rc, same;
	char was[600], now[600];
	if (!em->sass && (em->func || em->nargs || em->ninit || em->ptxas))
		return gp_cli_usage(cmd, "--function, --arg, --init and --ptxas go with --sass");
	if (em->sass && a->kernel)
		return gp_cli_usage(cmd, "give --kernel (a descriptor) or --sass (a listing to "
				    "emulate), not both");
	if (!em->sass && !a->kernel)
		return gp_cli_usage(cmd, "--kernel K or --sass LISTING is required");
	if (!(r = malloc(sizeof(*r)))) {
		fprintf(stderr, "error: out of memory\n");
		return GP_EXIT_ERROR;
	}
	if (em->sass) {
		rc = rec_from_options(cmd, em, a, r);
		if (!rc)
			rc = emulate(em, r, dev, k);
		if (!rc)
			snprintf(k->path, sizeof(k->path), "%s", em->sass);
		free(r);
		return rc;
	}
	gp_diag_clear(&d);
	if (gp_kernel_find(a->kernel, k, &d) < 0) {
		free(r);
		return gp_cli_fail(&d);
	}
	/* an emulated descriptor at the launch it records, unless --grid/--block say another */
	if (k->fidelity != GP_FID_EMULATED || !k->dynamic || !k->dynamic->block[0] ||
	    a->block <= 0 || (!a->grid && !a->threads)) {
		free(r);
		return 0;
	}
	if ((rc = gp_cli_grid_dims(cmd, a->grid, a->threads, a->block, g))) {
		free(r);
		gp_kernel_release(k);
		return rc;
	}
	{
		/* --block always gives the block's shape; --grid when written AxB */
		double gd[3], bd[3];
		for (int i = 0; i < 3; i++) {
			gd[i] = (double)g[i];
			bd[i] = (double)a->block_dim[i];
		}
		same = gp_launch_same_shape(k->dynamic->grid, k->dynamic->block, gd, bd,
					    a->grid && strpbrk(a->grid, "xX,"), 1);
	}
	if (same) {
		free(r);
		return 0;
	}
	snprintf(was, sizeof(was), "grid %ux%ux%u, block %ux%ux%u", k->dynamic->grid[0],
		 k->dynamic->grid[1], k->dynamic->grid[2], k->dynamic->block[0],
		 k->dynamic->block[1], k->dynamic->block[2]);
	snprintf(now, sizeof(now), "grid %lldx%lldx%lld, block %lldx%lldx%lld", g[0], g[1], g[2],
		 a->block_dim[0], a->block_dim[1], a->block_dim[2]);
	if (!k->launch || access(k->launch->sass, R_OK) != 0) {
		fprintf(stderr, "error: '--kernel' %s was emulated at %s; this launch is %s: its "
			"counts and addresses are that launch's\n", gp_cli_esc(k->path), was, now);
		if (k->launch)
			fprintf(stderr, "hint: its listing %s cannot be read: put it back, or "
				"estimate --sass LISTING --grid ... --block ... --arg ...\n",
				gp_cli_esc(k->launch->sass));
		else
			fprintf(stderr, "hint: extract it again at this launch, or estimate --sass "
				"LISTING --grid ... --block ... --arg ... (emulated at each launch)\n");
		gp_kernel_release(k);
		free(r);
		return GP_EXIT_ERROR;
	}
	*r = *k->launch;
	for (int i = 0; i < 3; i++) {
		r->grid[i] = (unsigned)g[i];
		r->block[i] = (unsigned)a->block_dim[i];
	}
	fprintf(stderr, "note: %s was emulated at %s; emulating %s again at %s (its arguments "
		"as recorded)\n", gp_cli_esc(k->path), was, gp_cli_esc(k->launch->sass), now);
	{
		char path[512];
		snprintf(path, sizeof(path), "%s", k->path);
		gp_kernel_release(k);
		rc = emulate(em, r, dev, k);
		if (!rc)
			snprintf(k->path, sizeof(k->path), "%s", path);
	}
	free(r);
	return rc;
}

int gp_cli_emu_find(const char *cmd, struct gp_cli_launch *a, const struct gp_device *dev,
		    struct gp_kernel *k)
{
	struct gp_cli_emu none;
	gp_cli_emu_init(&none);
	return gp_cli_emu_kernel(cmd, &none, a, dev, k);
}
