/* emu_fit.c - address patterns of an emulated launch: each global access instruction's element
 * index fitted as an affine function of the lane's coordinates, exactly.
 *
 * The unknowns are the coefficients of x = (1, tid.x, tid.y, tid.z, block.x, block.y, block.z,
 * k), k the warp's earlier accesses at this instruction in its block (the iteration of a loop
 * entered once). The fit keeps a basis of the points seen that are linearly independent and a
 * real solution exact on them (free directions 0). A point in their span must get the value
 * the solution gives it to within 1/4; a new direction joins the basis and the system is
 * solved again. At the end the solution, rounded to integers, must give every basis point its
 * value exactly; then each point checked on the way gets its own value exactly too: it is an
 * affine combination of basis points, so any affine function exact on the basis gives it the
 * same value the solution did then (within 1/4 of its integer value, so equal to it). The
 * integers come last because a partial span can need fractions (block (0,0) and (13,1) alone
 * fix 13*c_bx + c_by, not the two). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"

#define NV EMU_FIT_VARS

static void fit_fail(struct emu_fit *f)
{
	f->state = -1;
}

/* Gauss-Jordan over the basis points into f->sol (free columns 0). */
static void solve(struct emu_fit *f)
{
	double a[NV][NV + 1];
	int pivcol[NV], r = 0;
	for (int i = 0; i < f->m; i++) {
		for (int j = 0; j < NV; j++)
			a[i][j] = (double)f->pts[i][j];
		a[i][NV] = (double)f->val[i];
	}
	for (int col = 0; col < NV && r < f->m; col++) {
		int best = r;
		for (int i = r + 1; i < f->m; i++)
			if (fabs(a[i][col]) > fabs(a[best][col]))
				best = i;
		if (fabs(a[best][col]) < 1e-9)
			continue;
		if (best != r)
			for (int j = 0; j <= NV; j++) {
				double t = a[r][j];
				a[r][j] = a[best][j];
				a[best][j] = t;
			}
		for (int j = NV; j >= col; j--)
			a[r][j] /= a[r][col];
		for (int i = 0; i < f->m; i++) {
			double g = a[i][col];
			if (i == r || g == 0)
				continue;
			for (int j = col; j <= NV; j++)
				a[i][j] -= g * a[r][j];
		}
		pivcol[r++] = col;
	}
	memset(f->sol, 0, sizeof(f->sol));
	for (int i = 0; i < r; i++)
		f->sol[pivcol[i]] = a[i][NV];
}

/* Is x in the span of the basis (its echelon rows)? The reduced x into v. */
static int in_span(const struct emu_fit *f, const double *x, double *v, int *piv)
{
	double scale = 1, big = 0;
	for (int j = 0; j < NV; j++) {
		v[j] = x[j];
		scale = fabs(v[j]) > scale ? fabs(v[j]) : scale;
	}
	for (int i = 0; i < f->m; i++) {
		double g = v[f->piv[i]] / f->ech[i][f->piv[i]];
		if (g != 0)
			for (int j = 0; j < NV; j++)
				v[j] -= g * f->ech[i][j];
	}
	*piv = -1;
	for (int j = 0; j < NV; j++)
		if (fabs(v[j]) > big) {
			big = fabs(v[j]);
			*piv = j;
		}
	return big <= 1e-6 * scale;
}

/* coef . x exactly, or -1 on overflow. */
static int eval(const int64_t *coef, const int64_t *x, int64_t *out)
{
	int64_t s = 0, t;
	for (int j = 0; j < NV; j++) {
		if (__builtin_mul_overflow(coef[j], x[j], &t) || __builtin_add_overflow(s, t, &s))
			return -1;
	}
	*out = s;
	return 0;
}

static void fit_point(struct emu_fit *f, const int64_t *x, int64_t e)
{
	double xd[NV], v[NV], pred = 0;
	int piv;
	for (int j = 0; j < NV; j++)
		xd[j] = (double)x[j];
	if (f->m < NV && !in_span(f, xd, v, &piv)) {
		/* a new direction: it joins the basis, and the solution is made again */
		memcpy(f->ech[f->m], v, sizeof(v));
		f->piv[f->m] = piv;
		memcpy(f->pts[f->m], x, sizeof(f->pts[0]));
		f->val[f->m++] = e;
		solve(f);
		return;
	}
	for (int j = 0; j < NV; j++)
		pred += f->sol[j] * xd[j];
	if (!(fabs(pred - (double)e) <= 0.25))
		fit_fail(f);
}

/* in_span and fit_point's prediction for the points k0..n-1 of x (its columns), as those two
 * compute them point by point: in[k] whether point k0 + k lies in the basis's span, pred[k]
 * the solution's value there. A reduction step whose factor g or row entry is 0 leaves v
 * as it was, up to the sign of a zero, which neither the magnitudes here nor a later factor's
 * test see; so the steps are taken without the test, lanes side by side. */
static void span_batch(const struct emu_fit *f, double (*x)[W], int k0, int n, uint8_t *in,
		       double *pred)
{
	/* all W columns, those past n zero: fixed trip counts the compiler vectorises */
	double v[NV][W], scale[W], big[W];
	int cnt = n - k0;
	for (int k = 0; k < W; k++) {
		scale[k] = 1;
		big[k] = 0;
		pred[k] = 0;
	}
	for (int j = 0; j < NV; j++) {
		for (int k = 0; k < W; k++)
			v[j][k] = k < cnt ? x[j][k0 + k] : 0;
		for (int k = 0; k < W; k++) {
			scale[k] = fabs(v[j][k]) > scale[k] ? fabs(v[j][k]) : scale[k];
			pred[k] += f->sol[j] * v[j][k];
		}
	}
	for (int i = 0; i < f->m; i++) {
		const double *row = f->ech[i], p = row[f->piv[i]];
		double g[W];
		for (int k = 0; k < W; k++)
			g[k] = v[f->piv[i]][k] / p;
		for (int j = 0; j < NV; j++) {
			double rj = row[j];
			if (rj == 0)
				continue;
			for (int k = 0; k < W; k++)
				v[j][k] -= g[k] * rj;
		}
	}
	for (int j = 0; j < NV; j++)
		for (int k = 0; k < W; k++)
			big[k] = fabs(v[j][k]) > big[k] ? fabs(v[j][k]) : big[k];
	for (int k = 0; k < cnt; k++)
		in[k] = big[k] <= 1e-6 * scale[k];
}

void emu_fit_access(struct emu_ctx *c, const struct emu_warp *w, int idx, const uint64_t *addr,
		    uint32_t mask, int width)
{
	struct emu_fit *f = &c->fit[idx];
	const struct gp_emu_launch *l = c->l;
	uint32_t *kp = &c->fit_k[(size_t)w->warp_in_block * (size_t)c->n + (size_t)idx];
	int64_t x[W][NV], e[W];
	double xd[NV][W], pred[W];
	uint8_t in[W];
	int alloc, n = 0, pow2 = width > 0 && !(width & (width - 1)), shift = 0;
	uint64_t base, k_it, tx, ty, tz;
	if (f->state < 0)
		return;
	f->wacc += c->wt;
	alloc = emu_mem_alloc_of(c, addr[__builtin_ctz(mask)]);
	if (alloc < 0 || width <= 0 || (f->state == 1 && (alloc != f->alloc || width != f->width))) {
		fit_fail(f);
		return;
	}
	f->state = 1;
	f->alloc = alloc;
	f->width = width;
	base = gp_emu_alloc_base(alloc);
	k_it = (*kp)++;
	while (pow2 && (1 << shift) < width)
		shift++;
	/* every lane's point (a lane outside the allocation or off the element grid fails the
	 * fit, whatever the lanes before it did) */
	/* lane 0's thread coordinates, then one thread further per lane */
	tx = w->tid0 % l->block[0];
	ty = w->tid0 / l->block[0] % l->block[1];
	tz = w->tid0 / ((uint64_t)l->block[0] * l->block[1]);
	for (int lane = 0; lane < W; lane++, tx++) {
		uint64_t off = addr[lane] - base;
		if (tx == l->block[0]) {
			tx = 0;
			if (++ty == l->block[1]) {
				ty = 0;
				tz++;
			}
		}
		if (!(mask >> lane & 1))
			continue;
		if (emu_mem_alloc_of(c, addr[lane]) != alloc ||
		    (pow2 ? off & (uint64_t)(width - 1) : off % (uint64_t)width)) {
			fit_fail(f);
			return;
		}
		e[n] = (int64_t)(pow2 ? off >> shift : off / (uint64_t)width);
		x[n][0] = 1;
		x[n][1] = (int64_t)tx;
		x[n][2] = (int64_t)ty;
		x[n][3] = (int64_t)tz;
		x[n][4] = c->ctaid[0];
		x[n][5] = c->ctaid[1];
		x[n][6] = c->ctaid[2];
		x[n][7] = (int64_t)k_it;
		for (int j = 0; j < NV; j++)
			xd[j][n] = (double)x[n][j];
		n++;
	}
	/* the points in lane order as fit_point takes them: checked against the basis all at
	 * once until one joins it; that one, and the rest after it, against the new basis */
	for (int k0 = 0; k0 < n && f->state > 0;) {
		int k = k0, m = f->m;
		span_batch(f, xd, k0, n, in, pred);
		for (; k < n; k++) {
			if (m < NV && !in[k - k0]) {
				fit_point(f, x[k], e[k]);   /* a new direction: the basis grows */
				k++;
				break;
			}
			if (!(fabs(pred[k - k0] - (double)e[k]) <= 0.25)) {
				fit_fail(f);
				return;
			}
		}
		k0 = k;
	}
}

/* The integer coefficients: the solution rounded, exact on every basis point. A sampled
 * launch also needs each block coordinate that varies over the grid to vary among the
 * emulated accesses (its direction in the span), or the blocks not run would be guessed. */
static int fit_final(const struct emu_ctx *c, const struct emu_fit *f, int64_t *coef)
{
	int64_t got;
	for (int j = 0; j < NV; j++) {
		if (!(fabs(f->sol[j]) < 1e15))
			return -1;
		coef[j] = (int64_t)llround(f->sol[j]);
	}
	for (int i = 0; i < f->m; i++)
		if (eval(coef, f->pts[i], &got) < 0 || got != f->val[i])
			return -1;
	if (c->r->blocks_emulated < c->r->blocks_total)
		for (int a = 0; a < 3; a++) {
			double e[NV] = { 0 }, v[NV];
			int piv;
			e[4 + a] = 1;
			if (c->l->grid[a] > 1 && !in_span(f, e, v, &piv))
				return -1;
		}
	return 0;
}

void emu_fit_reject(struct emu_ctx *c, int idx)
{
	c->fit[idx].state = -1;
}

int emu_fit_result(const struct emu_ctx *c, struct gp_emu_result *r)
{
	r->pat = calloc((size_t)c->n, sizeof(*r->pat));
	if (!r->pat)
		return gp_error(c->d, GP_ENOMEM, "out of memory");
	for (int i = 0; i < c->n; i++) {
		const struct emu_fit *f = &c->fit[i];
		struct gp_emu_pattern *p = &r->pat[i];
		int64_t coef[NV];
		if (f->state != 1 || fit_final(c, f, coef) < 0)
			continue;
		p->ok = 1;
		p->arg = c->alloc_arg[f->alloc];
		p->elem_bytes = f->width;
		p->offset = coef[0];
		for (int a = 0; a < 3; a++) {
			p->c_tid[a] = coef[1 + a];
			p->c_block[a] = coef[4 + a];
		}
		p->c_iter = coef[7];
		/* k is the loop's iteration only when every execution of the instruction made an
		 * access (no iteration skipped it with all lanes off) */
		p->every_exec = fabs(f->wacc - r->pc[i].warp_execs) <= 1e-9 * (1 + r->pc[i].warp_execs);
	}
	return 0;
}
