/* trcase.h - gpu-matrix-transpose's twenty H100 kernels (tests/data/transpose_h100): read a
 * launch from cases.tsv and its measured time from results.tsv, emulate it from the committed
 * sm_90 listing (gpuperf extract) and estimate it on devices/h100-sxm.json. Shared by
 * validate_model.c and tests/test_model_transpose_h100.c; needs testutil.h and awcase.h first
 * (aw_split, aw_dims, aw_estimate_desc). */
#ifndef GP_TRCASE_H
#define GP_TRCASE_H

#include <stdio.h>
#include <string.h>

#include "gpuperf/estimate.h"
#include "gpuperf/kernel.h"
#include "gpuperf/memprofile.h"

#define TR_DIR "tests/data/transpose_h100"
#define TR_LISTING TR_DIR "/sass/instantiate.sm_90"
#define TR_DEVICE "devices/h100-sxm.json"

struct tr_case {
	char name[32];        /* the README's label, results.tsv's first column */
	char kernel[64];      /* mangled */
	char grid[24], block[24];
	int sample_blocks;
	char args[128];
};

struct tr_pred {
	double duration_ms;   /* kernel + the grid's start and end (what the comparison uses) */
	double kernel_ms, time_ms;   /* without them; with the host's launch overhead */
	double duration_min_ms, duration_queue_ms;   /* the two combinations of bounds */
	const char *limiter;  /* "latency" in the latency regime, else the throughput bound */
	const char *throughput_limiter;
	double cpw[GP_BOUND_COUNT];   /* cycles per warp per bound (eq. 4.5 terms) */
	double latency_bound_cycles, occupancy_warps;
	double dram_bytes, l1_bytes, l2_bytes;  /* whole launch (DRAM: reads + writes) */
	double smem_wavefronts;       /* per warp: shared requests x bank ways */
	double l1_wavefronts;         /* per warp: 128-byte lines the global requests touch */
	unsigned caveats;             /* the default combination's (estimate_caveats.h) */
};

/* Case `name` (or the i-th when name is NULL) of cases.tsv: 0, or -1 when there is none or
 * its line is malformed. */
static inline int tr_case_get(const char *name, int i, struct tr_case *c)
{
	FILE *f = fopen(TR_DIR "/cases.tsv", "r");
	char line[1024];
	int k = 0, rc = -1;
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *fl[7];
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (aw_split(line, fl, 7) != 7)
			break;
		if (name ? strcmp(fl[0], name) != 0 : k++ != i)
			continue;
		snprintf(c->name, sizeof(c->name), "%s", fl[0]);
		snprintf(c->kernel, sizeof(c->kernel), "%s", fl[1]);
		snprintf(c->grid, sizeof(c->grid), "%s", fl[2]);
		snprintf(c->block, sizeof(c->block), "%s", fl[3]);
		c->sample_blocks = atoi(fl[4]);
		snprintf(c->args, sizeof(c->args), "%s", fl[5]);
		rc = aw_dims(c->grid) > 0 && aw_dims(c->block) > 0 && c->sample_blocks > 0 ? 0 : -1;
		break;
	}
	fclose(f);
	return rc;
}

/* The measured time (ms, mean of 100 back-to-back launches) of kernel `name`, and its block
 * as results.tsv gives it (block, 24 bytes, may be NULL): 0, or -1 when there is no row. */
static inline int tr_meas_get(const char *name, double *ms, char *block)
{
	FILE *f = fopen(TR_DIR "/results.tsv", "r");
	char line[256];
	int rc = -1;
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *fl[5], *end;
		if (line[0] == '#' || aw_split(line, fl, 5) != 5 || strcmp(fl[0], name) != 0)
			continue;
		*ms = strtod(fl[2], &end);
		if (block)
			snprintf(block, 24, "%s", fl[1]);
		rc = end != fl[2] && *ms > 0 ? 0 : -1;
		break;
	}
	fclose(f);
	return rc;
}

/*
 * Emulate case c from the committed listing into the descriptor desc (left for the caller to
 * read, e.g. its memory records) and estimate it on dev without lambda, the default
 * combination. r is scratch for the binary's output (its err says why on failure).
 * Returns 0 or -1.
 */
static inline int tr_predict(const struct gp_device *dev, const struct tr_case *c,
			     const char *desc, struct tu_run *r, struct tr_pred *p)
{
	struct gp_estimate e, em, eq;

	tu_gpuperf(r, "extract --sass " TR_LISTING ".sass --ptxas " TR_LISTING ".ptxas.log "
		      "--function %s --device h100-sxm --grid %s --block %s --sample-blocks %d %s -o %s",
		   c->kernel, c->grid, c->block, c->sample_blocks, c->args, desc);
	if (r->status != 0 ||
	    aw_estimate_desc(dev, desc, c->name, c->grid, c->block, 0, r, &e, &em, &eq) < 0)
		return -1;
	p->duration_ms = e.duration_s * 1e3;
	p->duration_min_ms = em.duration_s * 1e3;
	p->duration_queue_ms = eq.duration_s * 1e3;
	p->kernel_ms = e.kernel_s * 1e3;
	p->time_ms = e.time_s * 1e3;
	p->limiter = gp_estimate_limiter_name(&e);
	p->throughput_limiter = gp_bound_name(e.limiter_bound);
	memcpy(p->cpw, e.cpw, sizeof(p->cpw));
	p->latency_bound_cycles = e.latency_bound_cycles;
	p->occupancy_warps = e.occupancy_warps;
	p->dram_bytes = e.hier.dram_read_bytes + e.hier.dram_write_bytes;
	p->l1_bytes = e.hier.l1_bytes;
	p->l2_bytes = e.hier.l2_bytes;
	p->smem_wavefronts = e.hier.smem_wavefronts;
	p->l1_wavefronts = e.hier.l1_wavefronts;
	p->caveats = e.caveats;
	return 0;
}

#endif
