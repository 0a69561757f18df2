/* plot_layout.c - readable charts with many series (see plot_layout.h). */
#include <math.h>
#include <stdlib.h>

#include "plot_layout.h"

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

int gp_plot_log_base(const double *v, int n)
{
	double *s, lo_ratio = INFINITY, hi_ratio = 0;
	int m = 0, base = 0;
	if (n < 2 || !(s = malloc((size_t)n * sizeof(*s))))
		return 0;
	for (int i = 0; i < n; i++)
		s[i] = v[i];
	qsort(s, (size_t)n, sizeof(*s), cmp_double);
	for (int i = 0; i < n; i++)
		if (m == 0 || s[i] != s[m - 1])
			s[m++] = s[i];
	if (m >= 2 && s[0] > 0) {
		for (int i = 1; i < m; i++) {
			double r = s[i] / s[i - 1];
			lo_ratio = fmin(lo_ratio, r);
			hi_ratio = fmax(hi_ratio, r);
		}
		if (m >= 3 && lo_ratio > 1.9 && hi_ratio < 2.1)
			base = 2;
		else if ((m >= 3 && lo_ratio >= 1.5 && hi_ratio / lo_ratio < 1.2) ||
			 s[m - 1] / s[0] > 50)
			base = 10;
	}
	free(s);
	return base;
}

void gp_plot_legend_layout(int nseries, int *cols, int *height_px)
{
	int rows;
	*cols = nseries <= 8 ? 1 : nseries <= 24 ? 3 : 4;
	rows = (nseries + *cols - 1) / *cols;
	/* 640 px of plot, a title, and about 17 px per legend row below it */
	*height_px = nseries <= 8 ? 640 : 600 + rows * 17;
}

const char *gp_plot_colour(int i)
{
	/* twelve hues apart enough to tell on screen and in print */
	static const char *const c[] = { "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
		"#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22", "#000000", "#aec7e8" };
	return c[i % 12];
}
