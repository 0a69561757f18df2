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
 * The per-operation path is checked on the kernels validate_model emulates from their SASS
 * (tests/data/accelwattch/cases.tsv, tests/awcase.h): their warp instructions per unit and
 * instructions come from the emulation, their DRAM bytes from the counters (DRAM_Rd +
 * DRAM_Wr) and their time from the measured Elapsed_Cycles at 1132 MHz, so the error is the
 * energy figures' alone. It is shown with devices/v100.json's figures (what an estimate on
 * the V100 charges), and with the figures a least-squares fit of the measured powers gives:
 * the idle power, one scale for the per-unit energies (their ratios kept) and the energy of a
 * DRAM byte, P = idle + scale x sum_u ratio_u x warp_ins_u / t + pJ_dram x bytes / t,
 * weighted by 1 / P_measured^2 (relative errors). The fit's error on the kernels it was fitted
 * to is reported with its leave-one-out error (each kernel predicted by the figures fitted to
 * the others), the figure that says how it predicts a kernel it has not seen.
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
#include "awcase.h"
#include "powerfit.h"

static int report(struct gp_diag *d)
{
	gp_diag_print(d, stderr);
	return 1;
}

/* The per-operation section: rows with v100's figures, the fit and its leave-one-out
 * error. 0, or 1 on error. */
static int op_report(const struct pf_row *rows, int n, FILE *out)
{
	struct gp_device v100;
	struct gp_power fit, est;
	struct gp_diag d;
	double b[3], sum = 0, sum_fit = 0, sum_loo = 0, signed_v = 0, sum_e = 0, signed_e = 0;
	int nf = 0;
	if (gp_device_load("devices/v100.json", &v100, &d) < 0)
		return report(&d);
	if (n < 4 || pf_fit(&v100.power, rows, n, -1, b) < 0) {
		fprintf(stderr, "validate_power: %d emulated kernels, too few to fit\n", n);
		return 1;
	}
	fit = pf_fitted(&v100.power, b);
	printf("\nper-operation energy (devices/v100.json: idle %g W, FP32 %g pJ a warp instruction, "
	       "tensor %g pJ an m16n8k16, DRAM %g pJ a byte) on the %d kernels validate_model "
	       "emulates, at their measured time\n", v100.power.idle_w,
	       v100.power.pj_per_warp_ins[GP_UNIT_FP32], v100.power.pj_per_warp_ins[GP_UNIT_TENSOR],
	       v100.power.pj_per_dram_byte, n);
	printf("%-24s %9s %9s %8s %9s %8s %9s %8s %9s %9s %8s\n", "kernel", "meas_W", "v100_W",
	       "err_%", "fit_W", "err_%", "loo_W", "err_%", "meas_mJ", "pred_mJ", "err_%");
	for (int i = 0; i < n; i++) {
		double bl[3], pv = pf_power(&v100.power, &rows[i]), pf = pf_power(&fit, &rows[i]), pl;
		double em = rows[i].meas_w * rows[i].time_s, ep;
		int tensor = rows[i].warp_ins[GP_UNIT_TENSOR] > 0;
		struct pf_row pr = rows[i];
		struct gp_power lf;
		if (pf_fit(&v100.power, rows, n, i, bl) < 0)
			return 1;
		lf = pf_fitted(&v100.power, bl);
		pl = pf_power(&lf, &rows[i]);
		/* end to end: the energy with the model's own time, against measured power x time */
		pr.time_s = pr.pred_time_s;
		pr.dram_bytes = pr.pred_dram_bytes;
		ep = pf_power(&v100.power, &pr) * pr.time_s;
		printf("%-24s %9.1f %9.1f %+8.1f %9.1f %+8.1f %9.1f %+8.1f %9.4f %9.4f %+8.1f%s\n",
		       rows[i].name, rows[i].meas_w, pv, 100 * (pv / rows[i].meas_w - 1), pf,
		       100 * (pf / rows[i].meas_w - 1), pl, 100 * (pl / rows[i].meas_w - 1), em * 1e3,
		       ep * 1e3, 100 * (ep / em - 1), tensor ? "  (tensor: not in the fit)" : "");
		if (out) {
			fprintf(out, "%s,%.4f,%.4f,%.4f,%.4f,%.9g,%.9g,%.9g,%.9g", rows[i].name,
				rows[i].meas_w, pv, pf, pl, rows[i].time_s, rows[i].pred_time_s,
				rows[i].dram_bytes, rows[i].pred_dram_bytes);
			for (int u = 0; u < GP_UNIT_COUNT; u++)
				fprintf(out, ",%.9g", rows[i].warp_ins[u]);
			fprintf(out, "\n");
		}
		sum_e += fabs(ep / em - 1);
		signed_e += ep / em - 1;
		if (tensor)
			continue;
		sum += fabs(pv / rows[i].meas_w - 1);
		signed_v += pv / rows[i].meas_w - 1;
		sum_fit += fabs(pf / rows[i].meas_w - 1);
		sum_loo += fabs(pl / rows[i].meas_w - 1);
		nf++;
	}
	if (nf == 0)
		return 1;
	printf("fitted to the %d without tensor instructions: idle %.2f W, FP32 %.1f pJ a warp "
	       "instruction (the other units in v100.json's ratios), DRAM %.2f pJ a byte\n", nf, b[0],
	       b[1], b[2]);
	printf("power, per-operation (AccelWattch Volta, %d emulated kernels): v100.json's figures "
	       "mean |error| %.1f%% (signed %+.1f%%); fitted %.1f%%, leave-one-out %.1f%%\n", nf,
	       100 * sum / nf, 100 * signed_v / nf, 100 * sum_fit / nf, 100 * sum_loo / nf);
	/* the tensor kernels: the energy an m16n8k16 takes for their measured power, and what the
	 * ratio estimate (1024 pJ : 600 pJ FP32) left them at */
	est = fit;
	est.pj_per_warp_ins[GP_UNIT_TENSOR] = b[1] * 1024 / 600;
	for (int i = 0; i < n; i++)
		if (rows[i].warp_ins[GP_UNIT_TENSOR] > 0)
			printf("tensor: %s takes %.0f pJ an m16n8k16 equivalent for its measured power "
			       "with the fitted figures (one kernel: nothing held out); the estimate's %.0f "
			       "pJ gave %+.1f%%\n", rows[i].name, pf_tensor_pj(&fit, &rows[i]),
			       est.pj_per_warp_ins[GP_UNIT_TENSOR],
			       100 * (pf_power(&est, &rows[i]) / rows[i].meas_w - 1));
	printf("energy a launch, end to end (the model's counts, DRAM traffic and time, v100.json's "
	       "figures, against measured power x measured time, %d kernels): mean |error| %.1f%% "
	       "(signed %+.1f%%)\n", n, 100 * sum_e / n, 100 * signed_e / n);
	return 0;
}

int main(void)
{
	struct gp_csv meas, perf;
	struct gp_device dev;
	struct gp_diag d;
	char mpath[2048], ppath[2048], out_path[2048], dir[512];
	const char *outdir = getenv("GPUPERF_VALIDATE_OUT");
	FILE *out = NULL;
	static struct pf_row ops[PF_MAX];
	int bcol, dcol, icol, ccol, pcol, n = 0, nops, skipped = 0, rc;
	double sum_err = 0, sum_abs = 0;

	gp_diag_clear(&d);
	if (!tu_shared_data()) {
		printf("validate_power: ../shared/data is absent: skipped\n");
		return 0;
	}
	snprintf(mpath, sizeof(mpath), "%s", tu_shared_path(PF_MEASURED));
	snprintf(ppath, sizeof(ppath), "%s", tu_shared_path(AW_CSV));
	if (pf_read_measured(mpath, &meas, &d) < 0)
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
	if (tu_validate_dir("power", dir, sizeof(dir)) < 0) {
		fprintf(stderr, "validate_power: cannot create %s\n", dir);
		gp_csv_release(&meas);
		gp_csv_release(&perf);
		return 1;
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
		const char *name = gp_csv_cell(&meas, r, 0), *why = NULL;
		struct gp_energy_work w;
		struct gp_energy e;
		double measured, duty, idle_sms, cycles, err;
		long pr;

		if ((pr = pf_perf_row_of(&perf, bcol, name, &why)) < 0) {
			printf("%-24s skipped: %s\n", name, why);
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
	out = NULL;
	if (outdir) {
		snprintf(out_path, sizeof(out_path), "%s/power_ops_volta.csv", outdir);
		out = fopen(out_path, "w");
		if (out) {
			fprintf(out, "kernel,measured_w,v100_w,fitted_w,leave_one_out_w,time_s,"
				"predicted_time_s,dram_bytes,predicted_dram_bytes");
			for (int u = 0; u < GP_UNIT_COUNT; u++)
				fprintf(out, ",warp_ins_%s", gp_unit_name(u));
			fprintf(out, "\n");
		}
	}
	if ((nops = pf_collect(ops, PF_MAX, dir)) < 0)
		rc = 1;
	else
		rc = op_report(ops, nops, out);
	if (out)
		fclose(out);
	return rc;
}
