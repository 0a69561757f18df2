/* trace_cli.c - 'extract --trace': a kernel descriptor from an Accel-Sim NVBit trace; and the
 * text of trace-report's document around its table. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "util.h"
#include "trace_cli.h"

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && strcmp(s + n - m, suffix) == 0;
}

int gp_cli_trace_load(const char *trace, const char *func, const struct gp_device *dev,
		      struct gp_trace_kernel *t, struct gp_trace_list *l, struct gp_kernel *k,
		      struct gp_trace_stats *st)
{
	struct gp_diag d;
	const char *kpath = trace;
	gp_diag_clear(&d);
	memset(l, 0, sizeof(*l));
	memset(t, 0, sizeof(*t));
	if (ends_with(trace, ".g")) {
		int found = 0;
		if (gp_trace_list_load(trace, l, &d) < 0)
			return gp_cli_fail(&d);
		for (int i = 0; i < l->n && !found; i++) {
			struct gp_trace_kernel probe;
			if (l->cmds[i].kind != GP_TRACE_KERNEL)
				continue;
			if (!func) {
				kpath = l->cmds[i].path;
				found = 1;
				break;
			}
			if (gp_trace_kernel_load(l->cmds[i].path, &probe, &d) < 0) {
				gp_trace_list_release(l);
				return gp_cli_fail(&d);
			}
			if (strcmp(probe.name, func) == 0) {
				*t = probe;
				found = 2;
			} else {
				gp_trace_kernel_release(&probe);
			}
		}
		if (!found) {
			gp_diag_at(&d, trace, 0, 0);
			gp_error(&d, GP_ENOTFOUND, func ? "no kernel '%s' in the list" : "the list names "
				 "no kernel trace%s", func ? func : "");
			gp_diag_hint(&d, "kernelslist.g lines name kernel-N.traceg files");
			gp_trace_list_release(l);
			return gp_cli_fail(&d);
		}
		if (found == 1 && gp_trace_kernel_load(kpath, t, &d) < 0) {
			gp_trace_list_release(l);
			return gp_cli_fail(&d);
		}
	} else if (gp_trace_kernel_load(trace, t, &d) < 0) {
		return gp_cli_fail(&d);
	}
	if (dev && k) {
		if (gp_trace_to_kernel(t, dev, l->n ? l : NULL, k, st, &d) < 0) {
			gp_trace_kernel_release(t);
			gp_trace_list_release(l);
			return gp_cli_fail(&d);
		}
	}
	return GP_EXIT_OK;
}

int gp_extract_trace(const char *trace, const char *func, const char *device, const char *outp)
{
	struct gp_device dev;
	struct gp_trace_kernel t;
	struct gp_trace_list l;
	struct gp_trace_stats st;
	struct gp_kernel k;
	struct gp_diag d;
	int rc;

	if ((rc = gp_cli_load_device(device, &dev)) != 0)
		return rc;
	gp_kernel_init(&k);
	if ((rc = gp_cli_trace_load(trace, func, &dev, &t, &l, &k, &st)) != 0) {
		gp_kernel_release(&k);
		return rc;
	}
	gp_diag_clear(&d);
	if (gp_output_check(outp, (const char *[]){ trace, dev.path, t.path }, 3, &d) < 0 ||
	    gp_kernel_save(&k, outp ? outp : "-", NULL, &d) < 0) {
		rc = gp_cli_fail(&d);
	} else {
		fprintf(stderr, "gpuperf extract: %s (trace, %s): %.0f warp instructions in %.0f warps "
			"(%.4g per warp), %.3g sectors per global request, footprint %.0f bytes, "
			"latency bound %.0f cycles%s%s\n", gp_cli_esc(k.name), gp_cli_esc(k.arch[0] ? k.arch : "sm_?"),
			st.warp_insts, st.warps, st.warp_insts / st.warps, st.sectors_per_request,
			st.footprint_bytes, st.latency_bound_cycles, outp ? " -> " : "",
			outp ? outp : "");
	}
	gp_kernel_release(&k);
	gp_trace_kernel_release(&t);
	gp_trace_list_release(&l);
	return rc;
}

/* ==== trace-report's document ==== */

void gp_trace_report_intro(FILE *f, const struct gp_device *hw)
{
	fprintf(f, "# Predicted vs measured kernel time from NVBit traces\n\n"
		"Written by `make report-traces` (`gpuperf trace-report`); do not edit.\n\n"
		"Each trace is turned into a kernel descriptor (`gpuperf extract --trace`: dynamic "
		"counts, coalescing and footprint from the traced addresses, latency bound from the "
		"dependency critical path) and run through the analytical model (`gpuperf "
		"estimate`, thesis eqs. 4.1-4.7) on each device. Measured figures are nvprof's "
		"`inst_executed` and `elapsed_cycles_sm` on a real %s; `elapsed_cycles_sm` is summed "
		"over the %d SMs, so the kernel's duration is it / %d, in cycles of the SM clock; "
		"times use %s's %g MHz. Predicted cycles are the kernel part of eq. 4.1 (without "
		"launch overhead) times the device's SM clock; the predicted time adds the device's "
		"launch overhead.\n\n"
		"The engine columns drive the cycle-level reference engine with the trace itself "
		"(`gpuperf simulate --trace`): every warp executes its own traced instruction stream "
		"with the traced active masks and addresses, through the engine's schedulers, "
		"scoreboard, L1/L2 and DRAM, from cold caches; engine time adds the same launch "
		"overhead.\n\n", hw->full_name, hw->sms, hw->sms, hw->name,
		hw->sm_clock_mhz);
}

static const char *side(double v, double ref)
{
	return v < ref ? "below" : v > ref ? "above" : "equal to";
}

/* Notes under the table, each derived from the rows written above it. */
void gp_trace_report_notes(FILE *f, const struct gp_trace_report_row *rows, int n)
{
	int other = 0, same = 0, under = 0;
	long long max_grid = 0;
	for (int i = 0; i < n; i++) {
		const struct gp_trace_report_row *w = &rows[i];
		other += w->have_m && !w->same_kernel;
		if (w->have_m && w->same_kernel) {
			same++;
			if (w->mcyc > w->pcyc && w->mcyc > w->ecyc) {
				under++;
				if (w->grid > max_grid)
					max_grid = w->grid;
			}
		}
	}
	if (other)
		fprintf(f, "\nA measured row marked \"other kernel\" comes from an nvprof log of a "
			"different launch than the trace (its instruction count differs); it is shown "
			"for scale only, not as a validation.\n");
	fprintf(f, "\nPer row:\n\n");
	for (int i = 0; i < n; i++) {
		const struct gp_trace_report_row *w = &rows[i];
		fprintf(f, "- %s on %s: %lld block%s x %d threads; the engine executed %.0f warp "
			"instructions, the trace holds %.0f (%s)", w->name, w->dev, w->grid,
			w->grid == 1 ? "" : "s", w->block, w->engine_ins, w->trace_ins,
			w->engine_ins == w->trace_ins ? "equal" : "different");
		if (!w->have_m) {
			fprintf(f, "; no measurement.\n");
			continue;
		}
		fprintf(f, ", nvprof counted %.0f (%s). ", w->meas_ins,
			w->same_kernel ? "the same launch" : "another launch");
		if (!w->same_kernel) {
			fprintf(f, "Its cycles are not compared.\n");
			continue;
		}
		fprintf(f, "Measured %.0f cycles: the model's %.0f is %s it (x%.3g), the engine's "
			"%.0f %s it (x%.3g).\n", w->mcyc, w->pcyc, side(w->pcyc, w->mcyc),
			w->pcyc / w->mcyc, w->ecyc, side(w->ecyc, w->mcyc), w->ecyc / w->mcyc);
	}
	if (under)
		fprintf(f, "\nThe measured cycles exceed both the model's and the engine's in %d of "
			"%d rows measured on the same launch (largest such launch: %lld block%s). "
			"Neither models block dispatch, cold instruction and constant caches or the "
			"drain of the last stores, which a measured `elapsed_cycles_sm` holds and "
			"which weigh most on small launches; the thesis folds such fixed costs into "
			"the launch overhead (5.4.1), so the predicted time with launch overhead is "
			"the figure to compare with a wall-clock measurement, and eq. 4.4's lambda is "
			"fitted on large launches.\n", under, same, max_grid, max_grid == 1 ? "" : "s");
}
