/* plot_layout.h - choices that keep a chart readable: which axes are logarithmic, how many
 * legend rows many series need, one colour per device and one dash per other series. */
#ifndef GPUPERF_PLOT_LAYOUT_H
#define GPUPERF_PLOT_LAYOUT_H

/*
 * Log base for an axis holding v[0..n) (values repeat freely): 2 when the distinct
 * values are all positive and each is about twice the previous (a x2 sweep), 10 when
 * they are positive, step by a near-constant factor >= 1.5, or span more than 50x;
 * 0 for a linear axis.
 */
int gp_plot_log_base(const double *v, int n);

/* Legend columns and canvas height (pixels) for nseries series under the plot. */
void gp_plot_legend_layout(int nseries, int *cols, int *height_px);

/* A distinct colour for series group i ("#rrggbb"; cycles after 12). */
const char *gp_plot_colour(int i);

#endif
