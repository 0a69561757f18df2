/* emu_fit.c - address patterns of an emulated launch: each global access instruction's element
 * index fitted as an affine function of the lane's coordinates, exactly.
 *
 * The unknowns are the coefficients of x = (1, tid.x, tid.y, tid.z, block.x, block.y, block.z,
 * k), k the warp's earlier accesses at this instruction in its block (the iteration of a loop
 * entered once). The fit keeps a basis of the points seen that are linearly independent:
 * a point in their span must give the solution's value exactly (checked in integers); a new
 * direction joins the basis and the system is solved again, its integer solution checked on
 * every basis point. Points seen earlier are combinations of the basis, so an affine function
 * exact on the basis is exact on them too: every access is verified. Coefficients of the
 * directions no access varied (tid.z of a 2D block) are 0. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"

#define NV EMU_FIT_VARS

static void fit_fail(struct emu_fit *f)
{
	f->state = -1;
}

/* Least-norm-free solve: Gauss-Jordan over the basis points, free columns 0, rounded. */
static int solve(struct emu_fit *f)
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
	memset(f->coef, 0, sizeof(f->coef));
	for (int i = 0; i < r; i++) {
		double v = a[i][NV];
		if (!(fabs(v) < 1e15))
			return -1;
		f->coef[pivcol[i]] = (int64_t)llround(v);
	}
	return 0;
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
	double v[NV], scale = 1, big = 0;
	int64_t got;
	int piv = -1;
	if (f->m < NV) {
		for (int j = 0; j < NV; j++) {
			v[j] = (double)x[j];
			scale = fabs(v[j]) > scale ? fabs(v[j]) : scale;
		}
		for (int i = 0; i < f->m; i++) {
			double g = v[f->piv[i]] / f->ech[i][f->piv[i]];
			if (g != 0)
				for (int j = 0; j < NV; j++)
					v[j] -= g * f->ech[i][j];
		}
		for (int j = 0; j < NV; j++)
			if (fabs(v[j]) > big) {
				big = fabs(v[j]);
				piv = j;
			}
		if (big > 1e-6 * scale) {
			/* a new direction: it joins the basis, and the solution is made again */
			memcpy(f->ech[f->m], v, sizeof(v));
			f->piv[f->m] = piv;
			memcpy(f->pts[f->m], x, sizeof(f->pts[0]));
			f->val[f->m++] = e;
			if (solve(f) < 0) {
				fit_fail(f);
				return;
			}
			for (int i = 0; i < f->m; i++)
				if (eval(f->coef, f->pts[i], &got) < 0 || got != f->val[i]) {
					fit_fail(f);
					return;
				}
			return;
		}
	}
	if (eval(f->coef, x, &got) < 0 || got != e)
		fit_fail(f);
}

void emu_fit_access(struct emu_ctx *c, const struct emu_warp *w, int idx, const uint64_t *addr,
		    uint32_t mask, int width)
{
	struct emu_fit *f = &c->fit[idx];
	const struct gp_emu_launch *l = c->l;
	uint32_t *kp = &c->fit_k[(size_t)w->warp_in_block * (size_t)c->n + (size_t)idx];
	int64_t x[NV];
	int alloc;
	uint64_t base;
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
	x[0] = 1;
	x[4] = c->ctaid[0];
	x[5] = c->ctaid[1];
	x[6] = c->ctaid[2];
	x[7] = (*kp)++;
	for (int lane = 0; lane < W && f->state > 0; lane++) {
		uint64_t off, t;
		if (!(mask >> lane & 1))
			continue;
		if (emu_mem_alloc_of(c, addr[lane]) != alloc || (addr[lane] - base) % (uint64_t)width) {
			fit_fail(f);
			return;
		}
		off = (addr[lane] - base) / (uint64_t)width;
		t = w->tid0 + (unsigned)lane;
		x[1] = (int64_t)(t % l->block[0]);
		x[2] = (int64_t)(t / l->block[0] % l->block[1]);
		x[3] = (int64_t)(t / ((uint64_t)l->block[0] * l->block[1]));
		fit_point(f, x, (int64_t)off);
	}
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
		if (f->state != 1)
			continue;
		p->ok = 1;
		p->arg = c->alloc_arg[f->alloc];
		p->elem_bytes = f->width;
		p->offset = f->coef[0];
		for (int a = 0; a < 3; a++) {
			p->c_tid[a] = f->coef[1 + a];
			p->c_block[a] = f->coef[4 + a];
		}
		p->c_iter = f->coef[7];
		/* k is the loop's iteration only when every execution of the instruction made an
		 * access (no iteration skipped it with all lanes off) */
		p->every_exec = fabs(f->wacc - r->pc[i].warp_execs) <= 1e-9 * (1 + r->pc[i].warp_execs);
	}
	return 0;
}
