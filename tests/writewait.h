/* writewait.h - the hierarchy model against a gpu-stream column, and the fit of a device's
 * memory.dram_write_read_wait_ns to the triad column (validate/fit_write_wait.c, which the
 * device files' figures come from, and tests/test_model_write_wait.c, which checks they still
 * are). Needs hwstream.h first. */
#ifndef GP_WRITEWAIT_H
#define GP_WRITEWAIT_H

#include <math.h>

#include "gpuperf/estimate.h"

/* the fit's grid: 0..2000 ns, 10 ns apart */
#define WW_STEP_NS 10
#define WW_MAX_NS 2000

/* The bandwidth the model predicts for row i of a gpu-stream table (2 blocks of 32 (i + 1)
 * threads an SM, as gpu-stream launches them) of kernel k moving `streams` arrays: > 0 GB/s,
 * or -1 with d filled. */
static inline double ww_predict(const struct gp_device *dev, const struct gp_kernel *k,
				int streams, int i, struct gp_diag *d)
{
	struct gp_launch l = hw_stream_launch(32 * (i + 1));
	struct gp_estimate e;
	l.combine = GP_COMBINE_QUEUE;
	if (gp_estimate_kernel(dev, k, NULL, &l, &e, d) < 0)
		return -1;
	return streams * HW_STREAM_N * 8 / e.kernel_s / 1e9;
}

/* Mean absolute percentage error of k's predictions over every row of column col; -1 when
 * an estimate fails. */
static inline double ww_mape(const struct gp_device *dev, const struct gp_kernel *k, int streams,
			     const struct gp_hw_stream *t, int col, struct gp_diag *d)
{
	double sum = 0;
	for (int i = 0; i < t->n; i++) {
		double p = ww_predict(dev, k, streams, i, d), m = t->gbps[i][col];
		if (p < 0)
			return -1;
		sum += fabs(p - m) / m;
	}
	return 100 * sum / t->n;
}

/* The figure in 0..WW_MAX_NS, WW_STEP_NS apart, with the least triad error (the first of
 * equals), into *ns with that error into *err: 0, or -1 when an estimate fails. dev's own
 * figure is left as it was. */
static inline int ww_fit(struct gp_device *dev, const struct gp_kernel *triad,
			 const struct gp_hw_stream *t, int col, double *ns, double *err,
			 struct gp_diag *d)
{
	double keep = dev->dram_write_read_wait_ns, best = -1;
	for (int v = 0; v <= WW_MAX_NS; v += WW_STEP_NS) {
		double m;
		dev->dram_write_read_wait_ns = v;
		if ((m = ww_mape(dev, triad, 3, t, col, d)) < 0) {
			dev->dram_write_read_wait_ns = keep;
			return -1;
		}
		if (best < 0 || m < best) {
			best = m;
			*ns = v;
		}
	}
	dev->dram_write_read_wait_ns = keep;
	*err = best;
	return 0;
}

#endif
