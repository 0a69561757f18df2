/* validate_power.c - the energy model's mean power against AccelWattch's Volta measurements.
 *
 * AccelWattch (Kandiah et al., MICRO 2021) measured the mean board power of 26 kernels on a
 * Quadro GV100 (hwdata/accelwattch_hw_power_validation_volta.csv, 5 samples each) and
 * profiled the same kernels (hwdata/accelwattch_hw_perf.csv: pipeline duty, idle SMs,
 * elapsed cycles, cache and DRAM counts). Those counters carry no warp-instruction counts
 * per unit, so the per-operation path of gp_energy_compute() cannot be fed honestly; what
 * is checked is its TDP-scaled path, P = idle_w + (tdp_w - idle_w) x utilization, with
 * devices/qv100.json's figures and utilization = measured pipeline duty x the fraction of
 * SMs not idle (idle SMs do no dynamic work). validate/devices/qv100.json lives outside
 * devices/ so that importing a GV100 GPGPU-Sim config still finds one like device (v100). The prediction knows nothing of DRAM
 * traffic, so memory-bound kernels are expected to come out low.
 *
 * Kernel kN of a benchmark is the N-th row of that benchmark in hw_perf.csv (the
 * profiler's order). Skipped, with the reason printed: pathfinder (no counter row) and
 * the two b+tree kernels (their k1/k2 cannot be tied to the findK / findRangeK rows from
 * the data alone).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csvio.h"
#include "gpuperf/device.h"
#include "gpuperf/energy.h"
#include "testutil.h"
#include "util.h"

/* Validation name prefix -> hw_perf.csv Benchmark; NULL benchmark: skipped, with why. */
static const struct {
	const char *prefix, *bench, *why;
} map[] = {
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

static int report(struct gp_diag *d)
{
	gp_diag_print(d, stderr);
	return 1;
}

/* The measurement file's header leaves its first column (the kernel name) unnamed, which
 * the CSV reader rejects: name it "kernel" and parse the rest as it is. */
static int read_measured(const char *path, struct gp_csv *t, struct gp_diag *d)
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
static long perf_row(const struct gp_csv *perf, int bcol, const char *bench, int n)
{
	for (long r = 0; r < perf->nrows; r++)
		if (strcmp(gp_csv_cell(perf, r, bcol), bench) == 0 && --n == 0)
			return r;
	return -1;
}

int main(void)
{
	struct gp_csv meas, perf;
	struct gp_device dev;
	struct gp_diag d;
	char mpath[2048], ppath[2048], out_path[2048];
	const char *outdir = getenv("GPUPERF_VALIDATE_OUT");
	FILE *out = NULL;
	int bcol, dcol, icol, ccol, pcol, n = 0, skipped = 0;
	double sum_err = 0, sum_abs = 0;

	gp_diag_clear(&d);
	if (!tu_shared_data()) {
		printf("validate_power: ../shared/data is absent: skipped\n");
		return 0;
	}
	snprintf(mpath, sizeof(mpath), "%s", tu_shared_path("ext/hwdata/accelwattch_hw_power_validation_volta.csv"));
	snprintf(ppath, sizeof(ppath), "%s", tu_shared_path("ext/hwdata/accelwattch_hw_perf.csv"));
	if (read_measured(mpath, &meas, &d) < 0)
		return report(&d);
	if (gp_csv_read(ppath, &perf, &d) < 0) {
		gp_csv_release(&meas);
		return report(&d);
	}
	if (gp_device_load("validate/devices/qv100.json", &dev, &d) < 0 ||
	    (pcol = gp_csv_require_col(&meas, "mean HW_power", &d)) < 0 ||
	    (bcol = gp_csv_require_col(&perf, "Benchmark", &d)) < 0 ||
	    (dcol = gp_csv_require_col(&perf, "Pipeline_Duty", &d)) < 0 ||
	    (icol = gp_csv_require_col(&perf, "Num_Idle_SMs", &d)) < 0 ||
	    (ccol = gp_csv_require_col(&perf, "Elapsed_Cycles", &d)) < 0) {
		gp_csv_release(&meas);
		gp_csv_release(&perf);
		return report(&d);
	}
	/* the TDP-scaled path: the per-operation figures are left out on purpose (see top) */
	memset(dev.power.pj_per_warp_ins, 0, sizeof(dev.power.pj_per_warp_ins));
	dev.power.pj_per_dram_byte = 0;
	if (outdir) {
		snprintf(out_path, sizeof(out_path), "%s/power_volta.csv", outdir);
		out = fopen(out_path, "w");
		if (out)
			fprintf(out, "kernel,measured_w,predicted_w,error_pct,pipeline_duty,idle_sms\n");
	}
	printf("energy model (TDP-scaled: idle %g W + (TDP %g W - idle) x utilization) vs "
	       "AccelWattch Quadro GV100 mean power\n", dev.power.idle_w, dev.power.tdp_w);
	printf("%-24s %9s %9s %8s %6s %6s\n", "kernel", "meas_W", "pred_W", "err_%", "duty", "idle");
	for (long r = 0; r < meas.nrows; r++) {
		const char *name = gp_csv_cell(&meas, r, 0), *k = strrchr(name, '_');
		char bench[128];
		struct gp_energy_work w;
		struct gp_energy e;
		double measured, duty, idle_sms, cycles, err;
		long pr;
		size_t i;
		int kn;

		for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
			if (k && strncmp(name, map[i].prefix, strlen(map[i].prefix)) == 0 &&
			    (size_t)(k - name) == strlen(map[i].prefix))
				break;
		if (!k || k[1] != 'k' || (kn = atoi(k + 2)) < 1 || i == sizeof(map) / sizeof(map[0])) {
			printf("%-24s skipped: not a benchmark this program knows\n", name);
			skipped++;
			continue;
		}
		if (!map[i].bench) {
			printf("%-24s skipped: %s\n", name, map[i].why);
			skipped++;
			continue;
		}
		if (strcmp(map[i].prefix, "cutlass") == 0) {
			snprintf(bench, sizeof(bench), "%s%d", map[i].bench, kn);
			kn = 1;
		} else {
			snprintf(bench, sizeof(bench), "%s", map[i].bench);
		}
		if ((pr = perf_row(&perf, bcol, bench, kn)) < 0) {
			printf("%-24s skipped: no row %d of %s in hw_perf.csv\n", name, kn, bench);
			skipped++;
			continue;
		}
		if (gp_csv_num(&meas, r, pcol, &measured, &d) < 0 ||
		    gp_csv_num(&perf, pr, dcol, &duty, &d) < 0 ||
		    gp_csv_num(&perf, pr, icol, &idle_sms, &d) < 0 ||
		    gp_csv_num(&perf, pr, ccol, &cycles, &d) < 0)
			break;
		memset(&w, 0, sizeof(w));
		w.time_s = w.busy_s = cycles / (dev.sm_clock_mhz * 1e6);
		w.utilization = duty * (dev.sms - idle_sms) / dev.sms;
		if (w.utilization < 0)
			w.utilization = 0;
		if (w.utilization > 1)
			w.utilization = 1;
		if (gp_energy_compute(&dev.power, &w, &e, &d) < 0)
			break;
		err = (e.avg_power_w - measured) / measured * 100;
		printf("%-24s %9.1f %9.1f %+8.1f %6.3f %6.1f\n", name, measured, e.avg_power_w, err,
		       duty, idle_sms);
		if (out)
			fprintf(out, "%s,%.4f,%.4f,%.3f,%.4f,%.3f\n", name, measured, e.avg_power_w, err,
				duty, idle_sms);
		sum_err += err;
		sum_abs += fabs(err);
		n++;
	}
	if (out)
		fclose(out);
	gp_csv_release(&meas);
	gp_csv_release(&perf);
	if (d.code)
		return report(&d);
	if (!n) {
		fprintf(stderr, "validate_power: no kernel could be compared\n");
		return 1;
	}
	printf("power (AccelWattch Volta): %d kernels, %d skipped; mean |error| %.1f%%, "
	       "mean signed error %+.1f%%\n", n, skipped, sum_abs / n, sum_err / n);
	return 0;
}
