/* occupancy_curve.c - a kernel's registers and shared memory for the calculator, and the
 * calculator's curves (occcurve.h) printed and plotted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "occupancy_curve.h"
#include "gpuperf/demangle.h"
#include "gpuperf/kernel.h"
#include "gpuperf/ptxas.h"
#include "plot.h"

/* The log's entry function: the one named, else the only one (for dev's sm when the log
 * holds several compilations). NULL after printing why. */
static const struct gp_ptxas_func *log_entry(const struct gp_ptxas_log *log, const char *path,
					     const char *function, int sm)
{
	const struct gp_ptxas_func *f = NULL;
	char want[16];
	snprintf(want, sizeof(want), "sm_%d", sm);
	if (function) {
		/* as the user writes it: mangled, the signature or the source name */
		for (int i = 0; i < log->n; i++) {
			const struct gp_ptxas_func *g = &log->funcs[i];
			if (!g->is_entry || !gp_demangle_matches(g->name, NULL, function))
				continue;
			if (!f || (strcmp(g->arch, want) == 0 && strcmp(f->arch, want) != 0))
				f = g;
		}
		if (!f)
			fprintf(stderr, "%s: error: no function '%s' in the log\nhint: --function "
				"takes a name the log prints after 'Compiling entry function'\n", gp_cli_esc(path),
				gp_cli_esc(function));
		return f;
	}
	for (int i = 0; i < log->n; i++) {
		const struct gp_ptxas_func *g = &log->funcs[i];
		if (!g->is_entry || (g->arch[0] && strcmp(g->arch, want) != 0))
			continue;
		if (f && strcmp(f->name, g->name) != 0) {
			fprintf(stderr, "%s: error: the log has several kernels ('%s', '%s', ...)\n"
				"hint: name one with --function NAME\n", gp_cli_esc(path), gp_cli_esc(f->name), gp_cli_esc(g->name));
			return NULL;
		}
		f = f ? f : g;
	}
	if (!f) {
		for (int i = 0; i < log->n && !f; i++)
			if (log->funcs[i].is_entry)
				f = &log->funcs[i];
		if (!f)
			fprintf(stderr, "%s: error: the log compiles no kernel (entry function)\n"
				"hint: give the 'ptxas -v' output of the kernel's compilation\n", gp_cli_esc(path));
	}
	return f;
}

int gp_occcli_kernel(const char *kernel, const char *ptxas, const char *function,
		     const struct gp_device *dev, long long *regs, long long *smem, char *label,
		     size_t n)
{
	struct gp_diag d;
	long long r, s;
	const char *from;
	gp_diag_clear(&d);
	if (kernel && ptxas)
		return gp_cli_usage("occupancy", "give --kernel or --ptxas, not both");
	if (kernel) {
		struct gp_kernel k;
		if (gp_kernel_find(kernel, &k, &d) < 0)
			return gp_cli_fail(&d);
		r = k.regs_per_thread, s = k.smem_static_bytes;
		gp_demangle_short(k.display_name, label, n);
		gp_kernel_release(&k);
		from = kernel;
	} else {
		struct gp_ptxas_log log;
		const struct gp_ptxas_func *f;
		char shown[512];
		if (gp_ptxas_load(ptxas, &log, &d) < 0)
			return gp_cli_fail(&d);
		if (!(f = log_entry(&log, ptxas, function, dev->cc_major * 10 + dev->cc_minor))) {
			gp_ptxas_log_release(&log);
			return GP_EXIT_ERROR;
		}
		r = f->regs, s = f->smem_bytes;
		gp_demangle(f->name, shown, sizeof(shown));
		gp_demangle_short(shown, label, n);
		fprintf(stderr, "note: %s: %s compiled for %s\n", gp_cli_esc(ptxas), gp_cli_esc(label),
			gp_cli_esc(f->arch[0] ? f->arch : "an architecture the log does not name"));
		gp_ptxas_log_release(&log);
		from = ptxas;
	}
	if (*regs < 0)
		*regs = r;
	if (*smem < 0)
		*smem = s;
	fprintf(stderr, "note: %s: %lld registers a thread%s, %lld bytes of static shared memory%s\n",
		gp_cli_esc(from), *regs, *regs == r ? "" : " (--regs)", *smem, *smem == s ? "" : " (--smem)");
	return 0;
}

static const char *const axis_titles[] = { "threads per block", "registers per thread",
					    "shared memory per block [bytes]" };

int gp_occcli_curve(const struct gp_device *dev, enum gp_occ_axis axis, long long block,
		    long long regs, long long smem, int carveout, const char *label, int csv,
		    const char *plot, const char *const *inputs, int ninputs)
{
	struct gp_occ_curve c;
	struct gp_diag d;
	double *x = NULL, *y = NULL;
	int *lim = NULL, rc = GP_EXIT_OK;
	const long long held[3] = { block, regs, smem };
	gp_diag_clear(&d);
	if (gp_occ_curve_make(dev, axis, (int)block, (int)regs, (long)smem, carveout, &c, &d) < 0)
		return gp_cli_fail(&d);
	if (csv) {
		printf("block,regs,smem_bytes,active_blocks_per_sm,active_warps_per_sm,occupancy,"
		       "limiter\n");
	} else {
		char held_text[3][48];
		snprintf(held_text[0], sizeof(held_text[0]), "%lld threads a block", block);
		snprintf(held_text[1], sizeof(held_text[1]), "%lld registers a thread", regs);
		snprintf(held_text[2], sizeof(held_text[2]), "%lld bytes of shared memory", smem);
		printf("occupancy of %s on %s over %s, at", label[0] ? label : "a launch", dev->name,
		       axis_titles[axis]);
		for (int i = 0, k = 0; i < 3; i++)
			if (i != (int)axis)
				printf("%s %s", k++ ? "," : "", held_text[i]);
		printf("\n%-10s %9s %8s %9s %s\n", gp_occ_axis_name(axis), "BLOCKS/SM", "WARPS/SM",
		       "OCCUPANCY", "LIMITER");
	}
	for (int i = 0; i < c.n; i++) {
		const struct gp_occ_point *p = &c.pts[i];
		long long v[3] = { block, regs, smem };
		const char *why = gp_occ_limiter_name(p->occ.limiter);
		v[axis] = p->value;
		if (csv)
			printf("%lld,%lld,%lld,%d,%d,%.6g,%s%s\n", v[0], v[1], v[2],
			       p->occ.active_blocks_per_sm, p->occ.active_warps_per_sm,
			       p->occ.occupancy, p->launchable ? "" : "does_not_fit:", why);
		else
			printf("%-10ld %9d %8d %8.1f%% %s%s%s\n", p->value, p->occ.active_blocks_per_sm,
			       p->occ.active_warps_per_sm, 100 * p->occ.occupancy,
			       p->launchable ? "" : "does not fit: ", why,
			       p->value == held[axis] ? "  <- this launch" : "");
	}
	if (plot) {
		char title[300];
		x = malloc((size_t)c.n * sizeof(*x));
		y = malloc((size_t)c.n * sizeof(*y));
		lim = malloc((size_t)c.n * sizeof(*lim));
		if (!x || !y || !lim) {
			gp_error(&d, GP_ENOMEM, "out of memory");
			rc = gp_cli_fail(&d);
			goto out;
		}
		for (int i = 0; i < c.n; i++) {
			x[i] = (double)c.pts[i].value;
			y[i] = 100 * c.pts[i].occ.occupancy;
			lim[i] = (int)c.pts[i].occ.limiter;
		}
		snprintf(title, sizeof(title), "occupancy of %.100s on %s over %s", label[0] ? label :
			 "a launch", dev->name, gp_occ_axis_name(axis));
		{
			const char *names[4];
			for (int i = 0; i < 4; i++)
				names[i] = gp_occ_limiter_name(i);
			if (gp_plot_occupancy(title, axis_titles[axis], x, y, lim, c.n, names, 4,
					      (double)held[axis], plot, inputs, ninputs, NULL, &d) < 0)
				rc = gp_cli_fail(&d);
		}
	}
out:
	free(x);
	free(y);
	free(lim);
	gp_occ_curve_release(&c);
	return rc;
}
