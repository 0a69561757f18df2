/* tgcase.h - the naive and the padded-tile transpose measured on an A100 PCIe and an RTX 2080
 * Ti (tests/data/transpose_gpus): read a row of results.tsv, emulate its kernel from the
 * project's committed listing with the benchmark's launch (gpuperf extract) and estimate it
 * on the row's device file without lambda. Shared by validate_model.c and
 * tests/test_model_partial_writes.c; needs testutil.h and awcase.h first. */
#ifndef GP_TGCASE_H
#define GP_TGCASE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/estimate.h"

#define TG_DIR "tests/data/transpose_gpus"

struct tg_case {
	char dev[24];         /* device file name */
	char kernel[16];      /* "Naive" or "Shared" */
	int m, n;             /* rows, columns */
	double ms;            /* measured: one launch between two cudaEvents */
};

/* The i-th row of results.tsv: 0, or -1 when there is none or it is malformed. */
static inline int tg_case_get(int i, struct tg_case *c)
{
	FILE *f = fopen(TG_DIR "/results.tsv", "r");
	char line[512];
	int k = 0, rc = -1;
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *fl[7], *end;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (k++ != i)
			continue;
		if (aw_split(line, fl, 7) != 7)
			break;
		snprintf(c->dev, sizeof(c->dev), "%s", fl[0]);
		snprintf(c->kernel, sizeof(c->kernel), "%s", fl[2]);
		c->m = atoi(fl[3]);
		c->n = atoi(fl[4]);
		c->ms = strtod(fl[5], &end);
		rc = end != fl[5] && c->ms > 0 && c->m > 0 && c->n > 0 &&
		     (strcmp(c->kernel, "Naive") == 0 || strcmp(c->kernel, "Shared") == 0) ? 0 : -1;
		break;
	}
	fclose(f);
	return rc;
}

/* The project's kernel that is the benchmark's, statement for statement (MANIFEST.md). */
static inline const char *tg_listing(const struct tg_case *c)
{
	return strcmp(c->kernel, "Naive") == 0 ? "transpose_naive" : "transpose";
}

/* The listing's architecture: the GPU's own (sm_75 for the Turing part, sm_80 for the A100). */
static inline const char *tg_arch(const struct tg_case *c)
{
	return strcmp(c->dev, "rtx2080ti") == 0 ? "sm_75" : "sm_80";
}

/*
 * Emulate case c into desc with the benchmark's launch (grid ((N + 31) / 32, (M + 31) / 32),
 * 32x32 threads; kernel(in, out, w = N, h = M)) and estimate it on dev with the default
 * combination of bounds (e) and both others (em, eq). r is scratch (its err says why on
 * failure). Returns 0 or -1.
 */
static inline int tg_predict(const struct gp_device *dev, const struct tg_case *c, const char *desc,
			     struct tu_run *r, struct gp_estimate *e, struct gp_estimate *em,
			     struct gp_estimate *eq)
{
	char grid[32];
	long bytes = (long)c->m * c->n * 4;
	snprintf(grid, sizeof(grid), "%dx%d", (c->n + 31) / 32, (c->m + 31) / 32);
	tu_gpuperf(r, "extract --sass kernels/sass/%s.%s.sass --ptxas kernels/sass/%s.%s.ptxas.log "
		      "--device %s --grid %s --block 32x32 --arg 0=%ld --arg 1=%ld --arg 2=%d "
		      "--arg 3=%d -o %s", tg_listing(c), tg_arch(c), tg_listing(c), tg_arch(c),
		   c->dev, grid, bytes, bytes, c->n, c->m, desc);
	if (r->status != 0)
		return -1;
	return aw_estimate_desc(dev, desc, c->kernel, grid, "32x32", 0, r, e, em, eq);
}

#endif
