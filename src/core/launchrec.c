/* launchrec.c - a launch of a kernel from its listing (launchrec.h). */
#include <stdio.h>
#include <string.h>

#include "gpuperf/diag.h"
#include "gpuperf/launchrec.h"
#include "util.h"

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

int gp_launch_rec_add_arg(struct gp_launch_rec *r, const char *text)
{
	if (r->nargs >= GP_LAUNCH_ARGS_MAX || strlen(text) >= sizeof(r->args[0]))
		return -GP_ELIMIT;
	memcpy(r->args[r->nargs++], text, strlen(text) + 1);
	return 0;
}

int gp_launch_rec_add_init(struct gp_launch_rec *r, const char *dir, const char *text)
{
	const char *f = strstr(text, "=file:");
	char path[GP_LAUNCH_PATH_MAX];
	int rc;
	if (r->ninit >= GP_LAUNCH_ARGS_MAX)
		return -GP_ELIMIT;
	if (!f) {
		if (strlen(text) >= sizeof(r->inits[0]))
			return -GP_ELIMIT;
		memcpy(r->inits[r->ninit++], text, strlen(text) + 1);
		return 0;
	}
	if ((rc = gp_path_absolute(dir, f + 6, path, sizeof(path))) < 0)
		return rc;
	if ((size_t)snprintf(r->inits[r->ninit], sizeof(r->inits[0]), "%.*s=file:%s",
			     (int)(f - text), text, path) >= sizeof(r->inits[0]))
		return -GP_ELIMIT;
	r->ninit++;
	return 0;
}

int gp_launch_same_shape(const unsigned rgrid[3], const unsigned rblock[3], const double grid[3],
			 const double block[3], int grid_shaped, int block_shaped)
{
	double g = 1, b = 1, eg = 1, eb = 1;
	for (int i = 0; i < 3; i++) {
		g *= rgrid[i] ? rgrid[i] : 1;
		b *= rblock[i] ? rblock[i] : 1;
		eg *= grid[i];
		eb *= block[i];
	}
	if (g != eg || b != eb)
		return 0;
	for (int i = 0; i < 3; i++)
		if ((grid_shaped && (double)(rgrid[i] ? rgrid[i] : 1) != grid[i]) ||
		    (block_shaped && (double)(rblock[i] ? rblock[i] : 1) != block[i]))
			return 0;
	return 1;
}
