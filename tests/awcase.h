/* awcase.h - the AccelWattch QV100 cases (tests/data/accelwattch): read a launch from
 * cases.tsv, emulate it from its committed sm_70 listing (gpuperf extract), estimate it
 * without lambda on the V100 file run as the measured QV100, and read the measurement
 * from ../shared/data/ext/hwdata/accelwattch_hw_perf.csv. Shared by validate_model.c and
 * tests/test_model_accelwattch.c; needs testutil.h first. */
#ifndef GP_AWCASE_H
#define GP_AWCASE_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/estimate.h"
#include "gpuperf/memhier.h"

#define AW_DIR "tests/data/accelwattch"
#define AW_CSV "ext/hwdata/accelwattch_hw_perf.csv"

/*
 * The QV100 the table was measured on, from devices/v100.json (a V100 SXM2: same GV100 chip,
 * 80 SMs, 6 MB L2, 4096-bit HBM2):
 * - SM clock 1132 MHz: Nsight Compute locks the clocks to base while it profiles
 *   (--clock-control base is its default; run_hw.py passes no other), and the QV100's base
 *   is 1132 MHz (accel-sim-framework util/tuner/GPU_Microbenchmark/hw_def/volta_QV100_hw_def.h
 *   CLK_FREQUENCY, and the core clock of ../shared/data/ext/configs/SM7_QV100/gpgpusim.config).
 * - DRAM clock 850 MHz (the same config's -gpgpu_clock_domains 1132:1132:1132:850), against
 *   the file's 877: peak and sustained DRAM bandwidths (triad, read-only, write-only) scale
 *   by 850/877 (870 GB/s peak).
 * - The L2 runs in the core clock domain (same config: the L2 clock is 1132): the file's
 *   L2 bandwidths (the ceiling and the lockstep rate), measured at 1530 MHz, scale by
 *   1132/1530.
 * DRAM latency is a time: gp_device_set_clock() rescales its cycles.
 */
#define AW_SM_MHZ 1132.0
#define AW_DRAM_MHZ 850.0

static inline int aw_device(struct gp_device *dev, struct gp_diag *d)
{
	double file_mhz, mem_mhz;
	if (gp_device_load("devices/v100.json", dev, d) < 0)
		return -1;
	file_mhz = dev->sm_clock_mhz;
	mem_mhz = dev->mem_clock_mhz;
	if (gp_device_set_clock(dev, GP_CLOCK_MHZ, AW_SM_MHZ, d) < 0)
		return -1;
	dev->dram_bw_gbps *= AW_DRAM_MHZ / mem_mhz;
	dev->dram_sustained_gbps *= AW_DRAM_MHZ / mem_mhz;
	dev->dram_read_sustained_gbps *= AW_DRAM_MHZ / mem_mhz;
	dev->dram_write_sustained_gbps *= AW_DRAM_MHZ / mem_mhz;
	dev->mem_clock_mhz = AW_DRAM_MHZ;
	dev->l2_bw_gbps *= AW_SM_MHZ / file_mhz;
	dev->l2_lockstep_gbps *= AW_SM_MHZ / file_mhz;
	return 0;
}

struct aw_case {
	char name[32];
	char kernel[96];     /* mangled, as the table's Kernel column */
	char listing[48];
	char grid[24], block[24];
	long smem_dynamic_bytes;
	char args[512];
	int launches;
};

/* the measurement of one kernel (hw_perf.csv: per launch, averaged over its launches) */
struct aw_meas {
	double cycles;           /* Elapsed_Cycles: sm__cycles_elapsed.sum / 80 SMs */
	double dram_rd_sectors;  /* dram__sectors_read.sum, 32-byte sectors */
	double dram_wr_sectors;  /* dram__sectors_write.sum */
	double l1_sectors;       /* L1_RH+L1_RM+L1_WH+L1_WM: l1tex__t_sectors_pipe_lsu_mem_global_op_ld/st */
	double l2_sectors;       /* L2_RH+L2_RM+L2_WH+L2_WM: lts__t_sectors_srcunit_tex_op_read/write */
};

struct aw_pred {
	double cycles;           /* the default combination, as a profiler times the kernel */
	double kernel_cycles;    /* of which the SMs' work (the grid's start and end left out) */
	double cycles_min, cycles_queue;
	double dram_rd_sectors, dram_wr_sectors;  /* writes back within the kernel */
	double l1_sectors, l2_sectors;            /* global loads and stores at L1/TEX, at L2 */
	double compulsory_bytes;
	double smem_wavefronts;  /* a warp's shared-memory cycles: requests x bank ways */
	const char *limiter;
	unsigned caveats;        /* the default combination's (estimate_caveats.h) */
};

/* Split a tab-separated line in place into at most n fields; returns the count. */
static inline int aw_split(char *s, char **f, int n)
{
	int k = 0;
	s[strcspn(s, "\r\n")] = '\0';
	while (k < n) {
		f[k++] = s;
		if (!(s = strchr(s, '\t')))
			break;
		*s++ = '\0';
	}
	return k;
}

static inline long long aw_dims(const char *s)
{
	long long p = 1;
	char *end;
	do {
		long v = strtol(s, &end, 10);
		if (end == s || v <= 0)
			return -1;
		p *= v;
		s = *end == 'x' ? end + 1 : end;
	} while (*end == 'x');
	return *end ? -1 : p;
}

/* Read case `name` (or the i-th case when name is NULL) from cases.tsv. Returns 0, or -1
 * when there is no such case or its line is malformed. */
static inline int aw_case_get(const char *name, int i, struct aw_case *c)
{
	FILE *f = fopen(AW_DIR "/cases.tsv", "r");
	char line[4096];
	int k = 0, rc = -1;
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *fl[9];
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (aw_split(line, fl, 9) != 9)
			break;
		if (name ? strcmp(fl[0], name) != 0 : k++ != i)
			continue;
		snprintf(c->name, sizeof(c->name), "%s", fl[0]);
		snprintf(c->kernel, sizeof(c->kernel), "%s", fl[1]);
		snprintf(c->listing, sizeof(c->listing), "%s", fl[2]);
		snprintf(c->grid, sizeof(c->grid), "%s", fl[3]);
		snprintf(c->block, sizeof(c->block), "%s", fl[4]);
		c->smem_dynamic_bytes = strtol(fl[5], NULL, 10);
		snprintf(c->args, sizeof(c->args), "%s", fl[6]);
		c->launches = atoi(fl[7]);
		rc = aw_dims(c->grid) > 0 && aw_dims(c->block) > 0 ? 0 : -1;
		break;
	}
	fclose(f);
	return rc;
}

/* The table's row for kernel: 0, or -1 when the table or the row is missing. */
static inline int aw_meas_get(const char *csv, const char *kernel, struct aw_meas *m)
{
	FILE *f = csv ? fopen(csv, "r") : NULL;
	static char line[16384];
	int rc = -1;
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *col[20], *s = line;
		int n = 0;
		while (n < 20 && s) {
			col[n++] = s;
			if ((s = strchr(s, ',')))
				*s++ = '\0';
		}
		if (n < 18 || strcmp(col[1], kernel) != 0)
			continue;
		m->l1_sectors = 0;
		m->l2_sectors = 0;
		for (int k = 0; k < 4; k++) {
			m->l1_sectors += strtod(col[2 + k], NULL);
			m->l2_sectors += strtod(col[10 + k], NULL);
		}
		m->dram_rd_sectors = strtod(col[8], NULL);
		m->dram_wr_sectors = strtod(col[9], NULL);
		m->cycles = strtod(col[17], NULL);
		rc = m->cycles > 0 ? 0 : -1;
		break;
	}
	fclose(f);
	return rc;
}

/*
 * Load the emulated descriptor desc and estimate it on dev for the launch grid x block (dim3
 * strings) with dynamic shared memory smem, with each combination of bounds: e the default,
 * em MIN, eq QUEUE. On failure r->err says why (name labels it). Returns 0 or -1.
 */
static inline int aw_estimate_desc(const struct gp_device *dev, const char *desc,
				   const char *name, const char *grid, const char *block,
				   long smem, struct tu_run *r, struct gp_estimate *e,
				   struct gp_estimate *em, struct gp_estimate *eq)
{
	struct gp_kernel k;
	struct gp_launch l = { 0 };
	struct gp_diag d;
	int rc = -1;

	gp_kernel_init(&k);
	if (gp_kernel_load(desc, &k, &d) < 0) {
		snprintf(r->err, sizeof(r->err), "%s: %s\n", desc, d.msg);
		goto out;
	}
	l.grid = aw_dims(grid);
	l.block = (int)aw_dims(block);
	l.smem_dynamic_bytes = smem;
	l.combine = GP_COMBINE_MIN;
	if (gp_estimate_kernel(dev, &k, NULL, &l, em, &d) < 0 ||
	    (l.combine = GP_COMBINE_QUEUE, gp_estimate_kernel(dev, &k, NULL, &l, eq, &d)) < 0 ||
	    (l.combine = GP_COMBINE_DEFAULT, gp_estimate_kernel(dev, &k, NULL, &l, e, &d)) < 0) {
		snprintf(r->err, sizeof(r->err), "%s: %s\n", name, d.msg);
		goto out;
	}
	rc = 0;
out:
	gp_kernel_release(&k);
	return rc;
}

/* Emulate case c into desc (gpuperf extract --grid/--block/--arg from its listing). r is
 * scratch for the binary's output. Returns 0 or -1. The bound on warp instructions is
 * raised above the default (3e6): compute_gemm's sample runs 30.9 million. */
static inline int aw_extract(const struct aw_case *c, const char *desc, struct tu_run *r)
{
	tu_gpuperf(r, "extract --sass " AW_DIR "/sass/%s.sm_70.sass --ptxas " AW_DIR
		      "/sass/%s.sm_70.ptxas.log --function %s --device v100 --grid %s --block %s "
		      "--smem-dynamic %ld --max-steps 100000000 %s -o %s",
		   c->listing, c->listing, c->kernel, c->grid, c->block, c->smem_dynamic_bytes,
		   c->args, desc);
	return r->status == 0 ? 0 : -1;
}

/*
 * Emulate case c into desc (aw_extract), then estimate it on dev without lambda with both
 * combinations of bounds. r is scratch for the binary's output (its err says why on
 * failure). Returns 0 or -1.
 */
static inline int aw_predict(const struct gp_device *dev, const struct aw_case *c,
			     const char *desc, struct tu_run *r, struct aw_pred *p)
{
	struct gp_estimate e, pm, pq;

	if (aw_extract(c, desc, r) < 0 || aw_estimate_desc(dev, desc, c->name, c->grid, c->block,
							   c->smem_dynamic_bytes, r, &e, &pm, &pq) < 0)
		return -1;
	/* Elapsed_Cycles is what Nsight Compute measures of the kernel: the grid's start and end
	 * with it (its idle-SM counter shows them), no host launch overhead */
	p->cycles = e.duration_s * dev->sm_clock_mhz * 1e6;
	p->kernel_cycles = e.kernel_s * dev->sm_clock_mhz * 1e6;
	p->cycles_min = pm.duration_s * dev->sm_clock_mhz * 1e6;
	p->cycles_queue = pq.duration_s * dev->sm_clock_mhz * 1e6;
	p->dram_rd_sectors = e.hier.dram_read_bytes / 32;
	p->dram_wr_sectors = (e.hier.dram_write_bytes - e.hier.dram_deferred_bytes) / 32;
	p->l1_sectors = e.hier.l1_bytes / 32;
	p->l2_sectors = e.hier.l2_bytes / 32;
	p->compulsory_bytes = e.hier.compulsory_bytes;
	p->smem_wavefronts = e.hier.smem_wavefronts;
	p->limiter = gp_bound_name(e.limiter_bound);
	p->caveats = e.caveats;
	return 0;
}

#endif
