/* launchrec.c - a launch of a kernel from its listing (launchrec.h). */
#include <stdio.h>
#include <string.h>

#include "gpuperf/launchrec.h"

void gp_launch_rec_init(struct gp_launch_rec *r)
{
	memset(r, 0, sizeof(*r));
	r->seed = 1;
	for (int i = 0; i < 3; i++)
		r->grid[i] = r->block[i] = 1;
}

void gp_launch_rec_describe(const struct gp_launch_rec *r, char *out, size_t n)
{
	size_t len;
	snprintf(out, n, "grid %ux%ux%u, block %ux%ux%u", r->grid[0], r->grid[1], r->grid[2],
		 r->block[0], r->block[1], r->block[2]);
	len = strlen(out);
	if (r->smem_dynamic_bytes && len < n)
		len += (size_t)snprintf(out + len, n - len, ", %u bytes of dynamic shared memory",
					r->smem_dynamic_bytes);
	for (int i = 0; i < r->nargs && len < n; i++)
		len += (size_t)snprintf(out + len, n - len, "%s%s", i ? " " : ", args ",
					r->args[i]);
	for (int i = 0; i < r->ninit && len < n; i++)
		len += (size_t)snprintf(out + len, n - len, "%s%s", i ? " " : ", init ",
					r->inits[i]);
}

int gp_launch_rec_same(const struct gp_launch_rec *a, const struct gp_launch_rec *b)
{
	if (strcmp(a->sass, b->sass) || strcmp(a->ptxas, b->ptxas) || strcmp(a->ptx, b->ptx) ||
	    strcmp(a->cubin, b->cubin) || strcmp(a->source, b->source) ||
	    strcmp(a->func, b->func) || a->sm != b->sm ||
	    memcmp(a->grid, b->grid, sizeof(a->grid)) || memcmp(a->block, b->block, sizeof(a->block)) ||
	    a->smem_dynamic_bytes != b->smem_dynamic_bytes || a->seed != b->seed ||
	    a->sample != b->sample || a->max_steps != b->max_steps || a->nargs != b->nargs ||
	    a->ninit != b->ninit)
		return 0;
	for (int i = 0; i < a->nargs; i++)
		if (strcmp(a->args[i], b->args[i]))
			return 0;
	for (int i = 0; i < a->ninit; i++)
		if (strcmp(a->inits[i], b->inits[i]))
			return 0;
	return 1;
}
