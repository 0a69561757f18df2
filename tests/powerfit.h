/* powerfit.h - AccelWattch's Volta power measurements against the energy model: which
 * hw_perf.csv row a measured kernel is, the emulated kernels' work (tests/awcase.h) at their
 * measured time, their mean power under a device's power figures, and the least-squares fit
 * of those figures (validate/validate_power.c says why this form). Shared by
 * validate_power.c and tests/test_energy_power_fit.c; needs testutil.h and awcase.h first. */
#ifndef GP_POWERFIT_H
#define GP_POWERFIT_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvio.h"
#include "gpuperf/energy.h"
#include "util.h"

#define PF_MEASURED "ext/hwdata/accelwattch_hw_power_validation_volta.csv"

/* Validation name prefix -> hw_perf.csv Benchmark; NULL benchmark: skipped, with why. */
static const struct {
	const char *prefix, *bench, *why;
} pf_map[] = {
	{ "backprop", "backprop-rodinia-3.1", NULL },
	{ "binomialOptions", "binomialOptions", NULL },
	{ "btree", NULL, "k1/k2 cannot be tied to the findK / findRangeK counter rows" },
	{ "cudaTensorCoreGemm", "cudaTensorCoreGemm", NULL },
	{ "cutlass", "cutlass_perf_test_k", NULL },   /* one benchmark per kernel: _k1.._k3 */
	{ "dct8x8", "dct8x8", NULL },
	{ "fastWalshTransform", "fastWalshTransform", NULL },
	{ "histogram", "histogram", NULL },
	{ "hotspot", "hotspot-rodinia-3.1", NULL },
	{ "kmeans", "kmeans-rodinia-3.1", NULL },
	{ "mergeSort", "mergeSort", NULL },
	{ "parboil_mriq", "parboil-mri-q", NULL },
	{ "parboil_sad", "parboil-sad", NULL },
	{ "parboil_sgemm", "parboil-sgemm", NULL },
	{ "pathfinder", NULL, "no row in hw_perf.csv" },
	{ "quasirandomGenerator", "quasirandomGenerator", NULL },
	{ "sobolQRNG", "sobolQRNG", NULL },
	{ "srad_v1", "srad_v1-rodinia-3.1", NULL },
};

/* The measurement file's header leaves its first column (the kernel name) unnamed, which
 * the CSV reader rejects: name it "kernel" and parse the rest as it is. */
static inline int pf_read_measured(const char *path, struct gp_csv *t, struct gp_diag *d)
{
	size_t len;
	char *text = gp_read_file(path, 1 << 20, &len, d), *named;
	int rc;
	if (!text)
		return -GP_EIO;
	named = malloc(len + 8);
	if (!named) {
		free(text);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	len = (size_t)snprintf(named, len + 8, "%s%s", text[0] == ',' ? "kernel" : "", text);
	rc = gp_csv_parse(named, len, path, t, d);
	free(named);
	free(text);
	return rc;
}

/* Row of the n-th (1-based) kernel of bench in hw_perf, or -1. */
static inline long pf_perf_row(const struct gp_csv *perf, int bcol, const char *bench, int n)
{
	for (long r = 0; r < perf->nrows; r++)
		if (strcmp(gp_csv_cell(perf, r, bcol), bench) == 0 && --n == 0)
			return r;
	return -1;
}

/* The hw_perf.csv row of measured kernel `name` (benchmark_kN: the N-th row of its benchmark
 * in the profiler's order), or -1 with *why saying why it has none. */
static inline long pf_perf_row_of(const struct gp_csv *perf, int bcol, const char *name,
				  const char **why)
{
	static char msg[192];
	const char *k = strrchr(name, '_');
	char bench[128];
	size_t i, np = sizeof(pf_map) / sizeof(pf_map[0]);
	long pr;
	int kn;
	for (i = 0; i < np; i++)
		if (k && strncmp(name, pf_map[i].prefix, strlen(pf_map[i].prefix)) == 0 &&
		    (size_t)(k - name) == strlen(pf_map[i].prefix))
			break;
	if (!k || k[1] != 'k' || (kn = atoi(k + 2)) < 1 || i == np) {
		*why = "not a benchmark this program knows";
		return -1;
	}
	if (!pf_map[i].bench) {
		*why = pf_map[i].why;
		return -1;
	}
	if (strcmp(pf_map[i].prefix, "cutlass") == 0) {
		snprintf(bench, sizeof(bench), "%s%d", pf_map[i].bench, kn);
		kn = 1;
	} else {
		snprintf(bench, sizeof(bench), "%s", pf_map[i].bench);
	}
	if ((pr = pf_perf_row(perf, bcol, bench, kn)) < 0) {
		snprintf(msg, sizeof(msg), "no row %d of %s in hw_perf.csv", kn, bench);
		*why = msg;
	}
	return pr;
}

#define PF_MAX 32
struct pf_row {
	char name[40];
	double meas_w, time_s, dram_bytes, warp_ins[GP_UNIT_COUNT];
	double pred_time_s;   /* the model's duration of the launch (a profiler's) */
	double pred_dram_bytes;  /* the model's DRAM traffic (dram_bytes: the measured one) */
};

/* Emulate the AccelWattch case whose kernel is `kernel` (hw_perf.csv's Kernel column) and
 * fill o's work: the emulation's instructions, the measured time (cycles / 1132 MHz), the
 * measured DRAM reads (read_sectors x 32) and the launch's own DRAM writes (the hierarchy
 * model's: the counters see only those within the kernel, and a launch repeated in a loop
 * writes back the rest during the next one), so that the fit sees the energy figures' error.
 * 1 done, 0 no such case, -1 error (said on stderr). */
static inline int pf_work(const char *kernel, double cycles, double read_sectors, const char *dir,
			  struct pf_row *o)
{
	static struct tu_run run;
	struct gp_estimate e, em, eq;
	struct gp_energy_work w;
	struct gp_device dev;
	struct gp_diag d;
	struct aw_case c;
	char desc[640];
	int i, found = 0;
	for (i = 0; !found && aw_case_get(NULL, i, &c) == 0; i++)
		found = strcmp(c.kernel, kernel) == 0;
	if (!found)
		return 0;
	if (aw_device(&dev, &d) < 0) {
		gp_diag_print(&d, stderr);
		return -1;
	}
	snprintf(desc, sizeof(desc), "%s/%s.json", dir, c.name);
	if (aw_extract(&c, desc, &run) < 0 ||
	    aw_estimate_desc(&dev, desc, c.name, c.grid, c.block, c.smem_dynamic_bytes, &run, &e, &em,
			     &eq) < 0) {
		fprintf(stderr, "%s: %s", c.name, run.err);
		return -1;
	}
	gp_energy_work_from_estimate(&e, &w);
	o->time_s = cycles / (AW_SM_MHZ * 1e6);
	o->pred_time_s = e.duration_s;
	o->dram_bytes = read_sectors * 32 + e.hier.dram_write_bytes;
	o->pred_dram_bytes = w.dram_bytes;
	memcpy(o->warp_ins, w.warp_ins, sizeof(o->warp_ins));
	return 1;
}

/* Mean power of row o with power figures pw, over o->time_s (the measured time, unless the
 * caller put another there). */
static inline double pf_power(const struct gp_power *pw, const struct pf_row *o)
{
	struct gp_energy_work w = { 0 };
	struct gp_energy e;
	struct gp_diag d;
	w.time_s = w.busy_s = o->time_s;
	w.dram_bytes = o->dram_bytes;
	memcpy(w.warp_ins, o->warp_ins, sizeof(w.warp_ins));
	return gp_energy_compute(pw, &w, &e, &d) < 0 ? NAN : e.avg_power_w;
}

/* The fit's three regressors of row o: 1, sum_u ratio_u x warp_ins_u / t (ratio: pw's pJ per
 * warp instruction over its FP32 figure), DRAM bytes / t (in 1e12 per second: pJ -> W). */
static inline void pf_x(const struct gp_power *pw, const struct pf_row *o, double x[3])
{
	double s = 0;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		s += pw->pj_per_warp_ins[u] / pw->pj_per_warp_ins[GP_UNIT_FP32] * o->warp_ins[u];
	x[0] = 1;
	x[1] = s / o->time_s * 1e-12;
	x[2] = o->dram_bytes / o->time_s * 1e-12;
}

/* Weighted least squares over rows[0..n) but `skip` (-1: none) and the tensor-core kernels
 * (one kernel cannot pin the tensor energy; they are predicted, not fitted): b = (idle W,
 * FP32 pJ, DRAM pJ per byte). 0, or -1 when the system is singular. */
static inline int pf_fit(const struct gp_power *pw, const struct pf_row *rows, int n, int skip,
		  double b[3])
{
	double a[3][4] = { { 0 } };
	for (int i = 0; i < n; i++) {
		double x[3], wt;
		if (i == skip || rows[i].warp_ins[GP_UNIT_TENSOR] > 0)
			continue;
		pf_x(pw, &rows[i], x);
		wt = 1 / (rows[i].meas_w * rows[i].meas_w);
		for (int r = 0; r < 3; r++) {
			for (int c = 0; c < 3; c++)
				a[r][c] += wt * x[r] * x[c];
			a[r][3] += wt * x[r] * rows[i].meas_w;
		}
	}
	for (int c = 0; c < 3; c++) {   /* Gauss-Jordan with partial pivoting */
		int p = c;
		for (int r = c + 1; r < 3; r++)
			if (fabs(a[r][c]) > fabs(a[p][c]))
				p = r;
		if (fabs(a[p][c]) < 1e-300)
			return -1;
		for (int k = 0; k < 4; k++) {
			double tmp = a[c][k];
			a[c][k] = a[p][k];
			a[p][k] = tmp;
		}
		for (int r = 0; r < 3; r++) {
			double f = a[r][c] / a[c][c];
			if (r == c)
				continue;
			for (int k = c; k < 4; k++)
				a[r][k] -= f * a[c][k];
		}
	}
	for (int r = 0; r < 3; r++)
		b[r] = a[r][3] / a[r][r];
	return 0;
}

/* pw with the fitted figures b */
static inline struct gp_power pf_fitted(const struct gp_power *pw, const double b[3])
{
	struct gp_power f = *pw;
	f.idle_w = b[0];
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		f.pj_per_warp_ins[u] = b[1] * pw->pj_per_warp_ins[u] / pw->pj_per_warp_ins[GP_UNIT_FP32];
	f.pj_per_dram_byte = b[2];
	return f;
}

/* The tensor energy (pJ an m16n8k16 equivalent) that makes pw's mean power of tensor-core
 * kernel o its measured one, the other figures pw's: one kernel's figure, with nothing held
 * out to check it (the table has one tensor-core kernel the emulator runs). */
static inline double pf_tensor_pj(const struct gp_power *pw, const struct pf_row *o)
{
	double rest = pw->pj_per_dram_byte * o->dram_bytes;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (u != GP_UNIT_TENSOR)
			rest += pw->pj_per_warp_ins[u] * o->warp_ins[u];
	return ((o->meas_w - pw->idle_w) * o->time_s * 1e12 - rest) / o->warp_ins[GP_UNIT_TENSOR];
}

/* The emulated kernels' rows (at most max) from the two tables under ../shared/data, their
 * descriptors written to dir: their count, or -1 with the reason on stderr. */
static inline int pf_collect(struct pf_row *rows, int max, const char *dir)
{
	struct gp_csv meas, perf;
	struct gp_diag d;
	char mpath[2048], ppath[2048];
	int n = 0, pcol, bcol, ccol, kcol, rdcol, rc = 0;
	if (!tu_shared_data())
		return -1;
	snprintf(mpath, sizeof(mpath), "%s", tu_shared_path(PF_MEASURED));
	snprintf(ppath, sizeof(ppath), "%s", tu_shared_path(AW_CSV));
	gp_diag_clear(&d);
	if (pf_read_measured(mpath, &meas, &d) < 0) {
		gp_diag_print(&d, stderr);
		return -1;
	}
	if (gp_csv_read(ppath, &perf, &d) < 0) {
		gp_diag_print(&d, stderr);
		gp_csv_release(&meas);
		return -1;
	}
	if ((pcol = gp_csv_require_col(&meas, "mean HW_power", &d)) < 0 ||
	    (bcol = gp_csv_require_col(&perf, "Benchmark", &d)) < 0 ||
	    (ccol = gp_csv_require_col(&perf, "Elapsed_Cycles", &d)) < 0 ||
	    (rdcol = gp_csv_require_col(&perf, "DRAM_Rd", &d)) < 0 ||
	    (kcol = gp_csv_require_col(&perf, "Kernel", &d)) < 0)
		rc = -1;
	for (long r = 0; rc == 0 && r < meas.nrows && n < max; r++) {
		const char *name = gp_csv_cell(&meas, r, 0), *why;
		double cycles, measured, rd;
		long pr = pf_perf_row_of(&perf, bcol, name, &why);
		if (pr < 0)
			continue;
		if (gp_csv_num(&meas, r, pcol, &measured, &d) < 0 ||
		    gp_csv_num(&perf, pr, ccol, &cycles, &d) < 0 ||
		    gp_csv_num(&perf, pr, rdcol, &rd, &d) < 0) {
			rc = -1;
			break;
		}
		if ((rc = pf_work(gp_csv_cell(&perf, pr, kcol), cycles, rd, dir, &rows[n])) == 1) {
			snprintf(rows[n].name, sizeof(rows[n].name), "%s", name);
			rows[n++].meas_w = measured;
			rc = 0;
		}
	}
	if (rc < 0 && d.code)
		gp_diag_print(&d, stderr);
	gp_csv_release(&meas);
	gp_csv_release(&perf);
	return rc < 0 ? -1 : n;
}

#endif
