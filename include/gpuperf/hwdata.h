/* hwdata.h - measured tables: gpu-benches latency/STREAM outputs and nvprof metric logs. */
#ifndef GPUPERF_HWDATA_H
#define GPUPERF_HWDATA_H

#include <stddef.h>
#include "gpuperf/diag.h"

#define GP_HW_ROWS_MAX 512
#define GP_HW_COLS_MAX 16

/*
 * gpu-benches "gpu-latency" output: a pointer chase over growing data sets,
 * rows "iterations clock_MHz footprint_kB time_ms cycles_per_load"
 * (a "clock:" line may come first).
 */
struct gp_hw_latency {
	double clock_mhz;                       /* of the last row */
	int n;
	double footprint_kib[GP_HW_ROWS_MAX];
	double cycles[GP_HW_ROWS_MAX];
};
int gp_hw_latency_parse(const char *text, const char *name, struct gp_hw_latency *t,
			struct gp_diag *d);

/*
 * Latency plateaus: L1 = median of the three smallest data sets, DRAM =
 * median of the three largest, L2 = median of the longest run of rows in
 * between whose values stay within 3% of the run's first (the near-L2
 * plateau on GPUs with split L2s). Cycles at the table's clock.
 */
void gp_hw_latency_levels(const struct gp_hw_latency *t, double *l1, double *l2, double *dram);

/*
 * gpu-benches "gpu-stream" output: a header "blockSize threads %occ | init read ..."
 * then rows "... | GB/s: v1 v2 ...". Columns are named by the header.
 */
struct gp_hw_stream {
	int ncols, n;
	char cols[GP_HW_COLS_MAX][16];
	double gbps[GP_HW_ROWS_MAX][GP_HW_COLS_MAX];
};
int gp_hw_stream_parse(const char *text, const char *name, struct gp_hw_stream *t,
		       struct gp_diag *d);
/* Highest GB/s of a column ("triad"); -1 when the column is absent. */
double gp_hw_stream_max(const struct gp_hw_stream *t, const char *col);

/*
 * One metric of one kernel from an "nvprof --metrics ... --csv" log: the
 * header row names the columns ("Kernel", "elapsed_cycles_sm", ...). kernel
 * NULL takes the first kernel row. Returns 0 with *value, -GP_ENOTFOUND when
 * the kernel or metric is absent, -GP_EPARSE on a malformed log or value.
 */
int gp_hw_nvprof_metric(const char *text, const char *name, const char *kernel,
			const char *metric, double *value, struct gp_diag *d);

#endif
