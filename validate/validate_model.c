/* validate_model.c - the hierarchy model (no lambda) against hardware measurements:
 * gpu-benches' stream bandwidth and pointer-chase latency tables (V100, A100, H200), its
 * gpu-cache and gpu-l2-cache load bandwidth tables (V100, A100, H100 PCIe, H200), the
 * thesis's saxpy2 figures (GTX 970, TITAN X), and the AccelWattch QV100 table's Rodinia,
 * Parboil and CUDA SDK kernels emulated from their public sources' sm_70 listings
 * (tests/data/accelwattch: the launches and their derivation in cases.tsv), and
 * gpu-matrix-transpose's twenty transposes on the H100 SXM (tests/data/transpose_h100).
 * Prints every case, the mean absolute percentage error per group and overall, the points within 10% per
 * group and the worst point, and a log-log plot of predicted against measured (one colour
 * per GPU) in $GPUPERF_VALIDATE_OUT/model.png. Skipped sources are
 * listed with the reason. Exits non-zero only when it cannot run. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/estimate_caveats.h"
#include "gpuperf/drammix.h"
#include "gpuperf/estimate.h"
#include "testutil.h"
#include "awcase.h"
#include "hwstream.h"
#include "trcase.h"
#include "tgcase.h"
#include "cachecase.h"

#define MAXCASES 1024
/* what GP_COMBINE_DEFAULT means in estimate.c */
#define GP_COMBINE_IS_QUEUE (combine_default() == GP_COMBINE_QUEUE)

struct vcase {
	char gpu[16];
	char group[16];
	char name[64];
	double pred, meas;       /* the default combination */
	double pred_min, pred_queue;
	double pred_prop;        /* latency group: the proportional hit model (else = pred) */
	int dependent;           /* cache groups: a row a device figure was taken from */
	unsigned caveats;        /* the default combination's (estimate_caveats.h) */
};

static enum gp_combine combine_default(void)
{
	static int which = -1;
	if (which < 0) {
		struct gp_device dev;
		struct gp_kernel_counts c = { .ins = { [GP_UNIT_FP32] = 1 }, .ins_issued = 1,
					      .latency_bound_cycles = 100 };
		struct gp_launch l = { .grid = 1, .block = 32 };
		struct gp_estimate e;
		struct gp_diag d;
		which = GP_COMBINE_MIN;
		if (gp_device_load("devices/v100.json", &dev, &d) == 0 &&
		    gp_estimate_counts(&dev, &c, 0, 0, &l, &e, &d) == 0)
			which = e.combine;
	}
	return (enum gp_combine)which;
}

static struct vcase cases[MAXCASES];
static int ncases;

static void add(const char *gpu, const char *group, const char *name, double pred_min,
		double pred_queue, double meas)
{
	struct vcase *c;
	if (ncases >= MAXCASES)
		return;
	c = &cases[ncases++];
	snprintf(c->gpu, sizeof(c->gpu), "%s", gpu);
	snprintf(c->group, sizeof(c->group), "%s", group);
	snprintf(c->name, sizeof(c->name), "%s", name);
	c->pred_min = pred_min;
	c->pred_queue = pred_queue;
	c->pred = GP_COMBINE_IS_QUEUE ? pred_queue : pred_min;
	c->pred_prop = c->pred;
	c->meas = meas;
}

static int load_dev(const char *name, struct gp_device *dev)
{
	struct gp_diag d;
	char path[128];
	snprintf(path, sizeof(path), "devices/%s.json", name);
	if (gp_device_load(path, dev, &d) < 0) {
		fprintf(stderr, "validate_model: %s: %s\n", path, d.msg);
		return -1;
	}
	return 0;
}

/* The gpu-benches table file under ../shared/data for device dev_name: 1 with *f open and
 * *dev at the clock the table's machine held (testutil.h tu_device_load_benched), 0 when the
 * data is absent (the group is skipped), -1 when the device file does not load. */
static int open_table(const char *dev_name, const char *file, struct gp_device *dev, FILE **f)
{
	const char *path = tu_shared_path(file);
	char dpath[128];
	if (!path)
		return 0;
	snprintf(dpath, sizeof(dpath), "devices/%s.json", dev_name);
	if (tu_device_load_benched(dpath, dev) < 0)
		return -1;
	return (*f = fopen(path, "r")) ? 1 : 0;
}

/* ---- gpu-stream: triad bandwidth against resident threads (2 blocks per SM) ---- */
/* gpu-stream's columns the model is compared on: the kernel (kernels/mem/gpu_stream_*.json)
 * and how many arrays of N doubles it moves. The init column's two lowest rows give the
 * devices' block replacement time (tests/test_device_block_replacement.c), and its rows of 896-1024
 * threads the write-only ceiling (memory.dram_write_sustained_gbps), as V100's read row of
 * 1024 threads gives its read-only one: those rows are not independent. Scale (1 read :
 * 1 write) is held out, and so are the other read rows. */
static const struct {
	const char *col;
	int streams;
} stream_cols[] = { { "init", 1 }, { "read", 1 }, { "scale", 2 }, { "triad", 3 } };
#define STREAM_COLS (sizeof(stream_cols) / sizeof(stream_cols[0]))

static int stream_table(const char *dev_name, const char *file, const struct gp_kernel *ks)
{
	struct gp_device dev;
	char line[512];
	FILE *f;
	int row = 0;
	int rc;

	if ((rc = open_table(dev_name, file, &dev, &f)) <= 0)
		return rc;
	while (fgets(line, sizeof(line), f)) {
		int bs;
		double v[6];
		char *g = strstr(line, "GB/s:");
		struct gp_launch l;
		struct gp_estimate e, q;
		struct gp_diag d;
		char name[64];
		if (!g || sscanf(line, "%d", &bs) != 1 ||
		    sscanf(g + 5, "%lf %lf %lf %lf %lf %lf", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5]) != 6)
			continue;
		/* every other row keeps the plot and the listing readable */
		if (row++ % 2)
			continue;
		l = hw_stream_launch(bs);
		/* the table's first four columns are init, read, scale, triad in every file */
		for (size_t c = 0; c < STREAM_COLS; c++) {
			double bytes = stream_cols[c].streams * HW_STREAM_N * 8;
			l.combine = GP_COMBINE_MIN;
			if (gp_estimate_kernel(&dev, &ks[c], NULL, &l, &e, &d) < 0 ||
			    (l.combine = GP_COMBINE_QUEUE,
			     gp_estimate_kernel(&dev, &ks[c], NULL, &l, &q, &d)) < 0) {
				fprintf(stderr, "validate_model: %s %s block %d: %s\n", dev_name,
					stream_cols[c].col, bs, d.msg);
				fclose(f);
				return -1;
			}
			snprintf(name, sizeof(name), "%s GB/s, 2 x %d threads/SM", stream_cols[c].col, bs);
			add(dev_name, strcmp(stream_cols[c].col, "triad") ? "stream-cols" : "stream", name,
			    bytes / e.kernel_s / 1e9, bytes / q.kernel_s / 1e9, v[c]);
		}
	}
	fclose(f);
	return 0;
}

/* ---- gpu-small-kernels: back-to-back scale kernels, one double a thread ---- */
/* gpu-small-kernels/main.cu (te42kyfo/gpu-benches; h200.txt at c35574e, a100_80.txt at
 * 11f5daa): for d doubles and blocks of b threads, scale<<<d / b + 1, b>>> (A[i] = B[i] x
 * 0.25, threads past d return) launched 2000-30000 times back to back, the rate 16 d bytes
 * over the median time a kernel. The columns are block sizes doubling from `first`: 32-1024
 * on the H200 (the source's loop); the A100 80 GB file has nine, 4-1024 (its rates say so:
 * the first five move the same blocks a second, as a block-start limit would; the loop at
 * its commit starts at 16 and prints seven, the one before started at 4). Only the rows whose
 * two arrays pass twice the L2 (16 d > 2 L2) are compared: below, a kernel reads what the one
 * before wrote into the L2, which one launch's estimate does not know, and a few microseconds
 * of launch cost dominate. The dispatch-bound columns (blocks of 4-64 threads on the A100
 * 80 GB, 32-64 on the H200) give the devices' block_dispatch_ns at d >= 10^7: not
 * independent there. The kernel is gpu-stream's scale (the same one read and one write a
 * thread) without gpu-stream's 6144-byte shared-memory spoiler (none here), at the occupancy
 * the calculator gives. A launch in this stream also writes back the dirty lines the one
 * before left in the L2 (memhier.c's deferred writes, not in one launch's time): the time
 * compared is the larger of the estimate's and all its DRAM bytes, deferred included, at
 * its DRAM ceiling (ss_time). */
static double ss_time(const struct gp_estimate *e)
{
	double t = e->dram_gbps_ceiling > 0 ? e->dram_bytes / (e->dram_gbps_ceiling * 1e9) : 0;
	return t > e->kernel_s ? t : e->kernel_s;
}

static int small_kernels_table(const char *dev_name, const char *file, int first,
			       const struct gp_kernel *stream_scale)
{
	struct gp_kernel scale_k = *stream_scale;   /* a shallow copy, never released */
	const struct gp_kernel *scale = &scale_k;
	struct gp_device dev;
	char line[512];
	FILE *f;
	int row = 0, rc;

	scale_k.smem_static_bytes = 0;
	if ((rc = open_table(dev_name, file, &dev, &f)) <= 0)
		return rc;
	while (fgets(line, sizeof(line), f)) {
		double v[12];
		long long dd;
		int n = hw_small_row(line, &dd, v, 12);
		if (n < 2 || 16.0 * (double)dd <= 2 * dev.l2_bytes || row++ % 2)
			continue;
		for (int c = 0; c < n; c++) {
			struct gp_launch l = { 0 };
			struct gp_estimate e, q;
			struct gp_diag d;
			char name[64];
			int block = first << c;
			l.block = block;
			l.grid = dd / block + 1;
			l.combine = GP_COMBINE_MIN;
			if (gp_estimate_kernel(&dev, scale, NULL, &l, &e, &d) < 0 ||
			    (l.combine = GP_COMBINE_QUEUE,
			     gp_estimate_kernel(&dev, scale, NULL, &l, &q, &d)) < 0) {
				fprintf(stderr, "validate_model: %s %s d %lld block %d: %s\n", dev_name,
					file, dd, block, d.msg);
				fclose(f);
				return -1;
			}
			snprintf(name, sizeof(name), "scale GB/s, %lld doubles, %d-thread blocks", dd,
				 block);
			add(dev_name, "small-kernels", name, 16.0 * (double)dd / ss_time(&e) / 1e9,
			    16.0 * (double)dd / ss_time(&q) / 1e9, v[c]);
		}
	}
	fclose(f);
	return 0;
}

/* ---- gpu-latency: one thread chasing pointers through a data set of S kB ---- */
static int latency_table(const char *dev_name, const char *file)
{
	struct gp_device dev;
	char line[256];
	FILE *f;
	int row = 0;
	int rc;

	if ((rc = open_table(dev_name, file, &dev, &f)) <= 0)
		return rc;
	while (fgets(line, sizeof(line), f)) {
		double steps, clk, kb, ms, cyc;
		char text[1024], name[64];
		struct gp_kernel k;
		struct gp_launch l = { .grid = 1, .block = 32 };
		struct gp_estimate e, ep;
		struct gp_device at = dev;
		struct gp_diag d;
		if (sscanf(line, "%lf %lf %lf %lf %lf", &steps, &clk, &kb, &ms, &cyc) != 5)
			continue;
		if (row++ % 6)
			continue;
		/* the measurement's clock: SM-clocked levels keep their cycles, DRAM its time */
		at.lat_mem[GP_MEM_DRAM] *= clk / dev.sm_clock_mhz;
		at.sm_clock_mhz = clk;
		tu_chase_text(text, sizeof(text), kb);
		gp_kernel_init(&k);
		l.reuse = GP_REUSE_PROPORTIONAL;
		if (gp_kernel_parse(text, strlen(text), "chase", &k, &d) < 0 ||
		    gp_estimate_kernel(&at, &k, NULL, &l, &ep, &d) < 0 ||
		    (l.reuse = GP_REUSE_STACK, gp_estimate_kernel(&at, &k, NULL, &l, &e, &d)) < 0) {
			fprintf(stderr, "validate_model: %s chase %g kB: %s\n", dev_name, kb, d.msg);
			gp_kernel_release(&k);
			fclose(f);
			return -1;
		}
		/* one thread loads nothing else: DRAM at its unloaded latency */
		snprintf(name, sizeof(name), "chase cycles, %g kB", kb);
		{
			double p = gp_memhier_mean_latency(&at, &e.hier, at.lat_mem[GP_MEM_DRAM]);
			double pp = gp_memhier_mean_latency(&at, &ep.hier, at.lat_mem[GP_MEM_DRAM]);
			add(dev_name, "latency", name, p, p, cyc);
			cases[ncases - 1].pred_prop = pp;
			cases[ncases - 1].caveats = e.caveats;
		}
		gp_kernel_release(&k);
	}
	fclose(f);
	return 0;
}

/* ---- gpu-cache and gpu-l2-cache: load bandwidth against the data set (tests/cachecase.h:
 * the kernels, the versions measured, what Eff. bw counts) ---- */
/* The rows memory.l2_bw_gbps and memory.l2_lockstep_gbps (and h200's
 * memory.dram_read_sustained_gbps) cite in the device files (their "sources"): not
 * independent. */
static const struct {
	const char *gpu;
	int l2;
	double kb_lo, kb_hi;
} cache_dep[] = {
	{ "v100", 0, 384, 6144 },          /* "L2-resident plateau ~2440 GB/s for 0.4-6 MB" */
	{ "a100-80", 1, 2048, 25600 },     /* "plateau ~5400 GB/s for 2-25 MB" */
	{ "h100-pcie", 1, 8192, 36864 },   /* "plateau ~6950 GB/s for 8-37 MB" */
	{ "h200", 1, 8192, 30720 },        /* "plateau ~9800 GB/s for 8-30 MB" */
	{ "a100-80", 0, 236, 19456 },      /* memory.l2_lockstep_gbps: "the 28 rows from 236 kB" */
	{ "h100-pcie", 0, 384, 22764 },    /* memory.l2_lockstep_gbps: "the 26 rows from 384 kB" */
	{ "h100-pcie", 1, 100352, 1556992 }, /* the read-only DRAM plateau, 1988.45 GB/s */
	{ "h200", 1, 100352, 4881920 },    /* the read-only DRAM plateau, 3888.5 GB/s */
};

static int cache_dependent(const char *gpu, int l2, double kb)
{
	for (size_t i = 0; i < sizeof(cache_dep) / sizeof(cache_dep[0]); i++)
		if (strcmp(cache_dep[i].gpu, gpu) == 0 && cache_dep[i].l2 == l2 &&
		    kb >= cache_dep[i].kb_lo && kb <= cache_dep[i].kb_hi)
			return 1;
	return 0;
}

/* The rows an estimate flags with a caveat (estimate_caveats.h) against the rest: how much of the
 * error the caution lines announce. */
static void caution_summary(void)
{
	double se[2] = { 0 };
	int n[2] = { 0 }, in10[2] = { 0 }, per[GP_CAVEAT_COUNT] = { 0 };
	for (int i = 0; i < ncases; i++) {
		const struct vcase *c = &cases[i];
		double e = 100 * fabs(c->pred - c->meas) / c->meas;
		int f = c->caveats != 0;
		se[f] += e;
		n[f]++;
		in10[f] += e <= 10;
		for (int b = 0; b < GP_CAVEAT_COUNT; b++)
			per[b] += (c->caveats >> b) & 1;
	}
	printf("caution lines (estimate_caveats.h): %d rows flagged (", n[1]);
	for (int b = 0; b < GP_CAVEAT_COUNT; b++)
		printf("%s%s %d", b ? ", " : "", gp_caveat_name((enum gp_caveat)(1u << b)), per[b]);
	printf("), MAPE %.1f%%, %d within 10%%; the other %d rows MAPE %.1f%%, %d within 10%%\n",
	       n[1] ? se[1] / n[1] : 0, in10[1], n[0], n[0] ? se[0] / n[0] : 0, in10[0]);
	printf("flagged:");
	for (int i = 0, k = 0; i < ncases; i++)
		if (cases[i].caveats)
			printf("%s %s %s (%+.1f%%)", k++ ? ";" : "", cases[i].gpu, cases[i].name,
			       100 * (cases[i].pred - cases[i].meas) / cases[i].meas);
	printf("\n");
}

/* MAPE of a cache group's held-out rows (default combination); *n gets their count */
static double mape_held_out(const char *group, int *n)
{
	double s = 0;
	*n = 0;
	for (int i = 0; i < ncases; i++)
		if (strcmp(cases[i].group, group) == 0 && !cases[i].dependent) {
			s += fabs(cases[i].pred - cases[i].meas) / cases[i].meas;
			++*n;
		}
	return *n ? 100 * s / *n : NAN;
}

static int cache_table(const char *dev_name, const char *file, int l2, int every)
{
	struct gp_device dev;
	char line[512];
	FILE *f;
	int row = 0;
	int rc;

	if ((rc = open_table(dev_name, file, &dev, &f)) <= 0)
		return rc;
	while (fgets(line, sizeof(line), f)) {
		double kb, meas, pmin, pq;
		struct gp_estimate em, eq;
		struct gp_diag d;
		char name[64];
		if (!cc_row(line, l2, &kb, &meas) || row++ % every)
			continue;
		if (cc_predict(&dev, l2, kb, GP_COMBINE_MIN, &pmin, &em, &d) < 0 ||
		    cc_predict(&dev, l2, kb, GP_COMBINE_QUEUE, &pq, &eq, &d) < 0) {
			fprintf(stderr, "validate_model: %s %s %g kB: %s\n", dev_name, file, kb, d.msg);
			fclose(f);
			return -1;
		}
		snprintf(name, sizeof(name), "%s GB/s, %g kB", l2 ? "l2-cache" : "cache", kb);
		add(dev_name, l2 ? "l2cache" : "cache", name, pmin, pq, meas);
		cases[ncases - 1].dependent = cache_dependent(dev_name, l2, kb);
		cases[ncases - 1].caveats = GP_COMBINE_IS_QUEUE ? eq.caveats : em.caveats;
	}
	fclose(f);
	return 0;
}

/* ---- the thesis: saxpy2, a = 128, 400e6 threads, measured time recovered from eq. 4.4
 * (t_measured = t_estimated(lambda = 1) / lambda, lambda = 0.703787 on both GPUs) ---- */
static int thesis(const char *dev_name, const struct gp_kernel *k)
{
	struct gp_device dev;
	struct gp_params p;
	struct gp_launch l = { .grid = 400000000 / 256, .block = 256 };
	struct gp_estimate hier, hq, th;
	struct gp_diag d;
	if (load_dev(dev_name, &dev) < 0)
		return -1;
	gp_params_init(&p);
	gp_params_set(&p, "a", 128, NULL);
	l.combine = GP_COMBINE_MIN;
	if (gp_estimate_kernel(&dev, k, &p, &l, &hier, &d) < 0)
		return -1;
	l.combine = GP_COMBINE_QUEUE;
	if (gp_estimate_kernel(&dev, k, &p, &l, &hq, &d) < 0)
		return -1;
	l.combine = GP_COMBINE_DEFAULT;
	l.model = GP_MODEL_THESIS;
	if (gp_estimate_kernel(&dev, k, &p, &l, &th, &d) < 0)
		return -1;
	add(dev_name, "thesis", "saxpy2 a=128 ms", hier.kernel_s * 1e3, hq.kernel_s * 1e3,
	    th.kernel_s / 0.703787 * 1e3);
	return 0;
}

/* ---- AccelWattch QV100 (accelwattch_hw_perf.csv, Nsight Compute): each kernel of
 * tests/data/accelwattch/cases.tsv emulated with the benchmark's launch and compared in
 * SM cycles (Elapsed_Cycles) and in DRAM sectors read and written ---- */
/* what of the table stays out of the accelwattch group, and why */
#define AW_SKIPPED \
	"10 skipped: dct8x8's CUDAkernel1DCT and parboil sad (texture " \
	"reads, not emulated), b+tree's two kernels, kmeans and mergeSort's two kernels " \
	"(addresses and branches follow the input files' keys, points and ranks), the three " \
	"CUTLASS WMMA GEMMs (CUTLASS's templates, not built here)"

/* DRAM reads below this are constants, not arrays: left out of the reads' relative error */
#define AW_READS_MIN_SECTORS 1000

/* tu_validate_dir(sub): where a group writes the descriptors it emulates. 0, or -1 said on
 * stderr. */
static int case_dir(const char *sub, char *dir, size_t n)
{
	if (tu_validate_dir(sub, dir, n) < 0) {
		fprintf(stderr, "validate_model: cannot create %s\n", dir);
		return -1;
	}
	return 0;
}

static int accelwattch(void)
{
	const char *csv = tu_shared_path(AW_CSV);
	struct gp_device dev;
	struct gp_diag d;
	struct aw_case c;
	static struct tu_run run;
	char dir[512], desc[640];
	int n = 0, nrd = 0;
	double rd_err = 0, wr_pred = 0, wr_meas = 0;

	if (!csv || aw_device(&dev, &d) < 0) {
		fprintf(stderr, "validate_model: qv100: %s\n", csv ? d.msg : "no shared data");
		return -1;
	}
	if (case_dir("accelwattch", dir, sizeof(dir)) < 0)
		return -1;
	printf("accelwattch: QV100 = devices/v100.json at %.0f MHz SM / L2, DRAM %.0f MHz (%.0f GB/s "
	       "peak, %.0f sustained), the clocks Nsight Compute locks while it profiles\n",
	       dev.sm_clock_mhz, dev.mem_clock_mhz, dev.dram_bw_gbps, dev.dram_sustained_gbps);
	printf("%-12s %-8s %10s %10s %8s %10s %10s %10s %10s %10s %10s %10s %10s\n", "case",
	       "limiter", "cycles", "measured", "error", "L1 sect", "measured", "L2 sect", "measured",
	       "DRAM rd", "measured", "DRAM wr", "measured");
	for (int i = 0; aw_case_get(NULL, i, &c) == 0; i++) {
		struct aw_meas m;
		struct aw_pred p;
		if (aw_meas_get(csv, c.kernel, &m) < 0) {
			fprintf(stderr, "validate_model: %s: no row for %s in %s\n", c.name, c.kernel, csv);
			return -1;
		}
		snprintf(desc, sizeof(desc), "%s/%s.json", dir, c.name);
		if (aw_predict(&dev, &c, desc, &run, &p) < 0) {
			fprintf(stderr, "validate_model: accelwattch %s: %s", c.name, run.err);
			return -1;
		}
		printf("%-12s %-8s %10.0f %10.0f %+7.1f%% %10.0f %10.0f %10.0f %10.0f %10.0f %10.0f "
		       "%10.0f %10.0f\n", c.name, p.limiter, p.cycles, m.cycles,
		       100 * (p.cycles - m.cycles) / m.cycles, p.l1_sectors, m.l1_sectors, p.l2_sectors,
		       m.l2_sectors, p.dram_rd_sectors, m.dram_rd_sectors, p.dram_wr_sectors,
		       m.dram_wr_sectors);
		add("qv100", "accelwattch", c.name, p.cycles_min, p.cycles_queue, m.cycles);
		cases[ncases - 1].caveats = p.caveats;
		/* a kernel that reads a few constants (binomialOptions' 640 sectors of options,
		 * quasirandomGenerator's 21 of table) would swamp a relative error */
		if (m.dram_rd_sectors >= AW_READS_MIN_SECTORS) {
			rd_err += fabs(p.dram_rd_sectors - m.dram_rd_sectors) / m.dram_rd_sectors;
			nrd++;
		}
		wr_pred += p.dram_wr_sectors;
		wr_meas += m.dram_wr_sectors;
		n++;
	}
	if (n == 0)
		return -1;
	/* writes: some kernels write back nothing within the launch, so the sums compare */
	printf("accelwattch: %d cases (cycles at %.0f MHz; DRAM in 32-byte sectors, writes within the "
	       "kernel): DRAM reads %.1f%% mean absolute error over the %d cases reading %d sectors "
	       "or more, DRAM writes %.3g predicted against %.3g measured over all cases\n\n", n,
	       dev.sm_clock_mhz, nrd ? 100 * rd_err / nrd : 0.0, nrd, AW_READS_MIN_SECTORS, wr_pred,
	       wr_meas);
	return 0;
}

/* ---- gpu-matrix-transpose on the H100 SXM (tests/data/transpose_h100): twenty transposes
 * of a 32768^2 float matrix, emulated from their sm_90 listing with main.cu's launches and
 * compared in milliseconds per launch ----
 * The measurement is cudaEvent time over 100 back-to-back launches divided by 100 (main.cu
 * RunTest). Launches that follow each other on one stream overlap the host's launch overhead
 * with the kernel before (each kernel runs 3 ms or more), so what a launch adds on the GPU is
 * its grid's start and end, not the 5 us a lone launch pays: the estimate's duration_s (kernel
 * + grid_start_end_us) is compared, not time_s. The difference, 3 us against 2.9 ms or more,
 * is at most 0.1% here. */
static int transpose(void)
{
	struct gp_device dev;
	struct tr_case c;
	static struct tu_run run;
	char dir[512], desc[640];
	double naive[2] = { 0 }, padded[2] = { 0 };
	int n = 0;

	if (load_dev("h100-sxm", &dev) < 0)
		return -1;
	if (case_dir("transpose", dir, sizeof(dir)) < 0)
		return -1;
	printf("transpose: gpu-matrix-transpose's kernels, N = 32768 floats (8.6 GB read + write), "
	       "on %s (%d SMs at %.0f MHz, DRAM %.0f GB/s sustained of %.0f); measured ms: cudaEvent "
	       "over 100 back-to-back launches; predicted: the kernel with its grid's start and end\n",
	       dev.full_name, dev.sms, dev.sm_clock_mhz, gp_drammix_sustained_gbps(&dev), dev.dram_bw_gbps);
	printf("%-18s %-6s %-9s %10s %10s %8s %-8s %10s %10s %10s\n", "case", "block", "grid",
	       "predicted", "measured", "error", "limiter", "l1 cyc/w", "smem c/w", "dram c/w");
	for (int i = 0; tr_case_get(NULL, i, &c) == 0; i++) {
		struct tr_pred p;
		double ms;
		if (tr_meas_get(c.name, &ms, NULL) < 0) {
			fprintf(stderr, "validate_model: transpose %s: no row in %s/results.tsv\n", c.name,
				TR_DIR);
			return -1;
		}
		snprintf(desc, sizeof(desc), "%s/%s.json", dir, c.name);
		if (tr_predict(&dev, &c, desc, &run, &p) < 0) {
			fprintf(stderr, "validate_model: transpose %s: %s", c.name, run.err);
			return -1;
		}
		printf("%-18s %-6s %-9s %10.4f %10.4f %+7.1f%% %-8s %10.2f %10.2f %10.2f\n", c.name,
		       c.block, c.grid, p.duration_ms, ms, 100 * (p.duration_ms - ms) / ms, p.limiter,
		       p.cpw[GP_BOUND_L1], p.cpw[GP_BOUND_SMEM], p.cpw[GP_BOUND_DRAM]);
		add("h100-sxm", "transpose", c.name, p.duration_min_ms, p.duration_queue_ms, ms);
		cases[ncases - 1].caveats = p.caveats;
		if (strcmp(c.name, "Naive") == 0) {
			naive[0] = p.duration_ms;
			naive[1] = ms;
		} else if (strcmp(c.name, "TiledPadded") == 0) {
			padded[0] = p.duration_ms;
			padded[1] = ms;
		}
		n++;
	}
	if (n == 0 || naive[1] <= 0 || padded[1] <= 0)
		return -1;
	printf("transpose: %d cases; Naive / TiledPadded: predicted %.2fx, measured %.2fx\n\n", n,
	       naive[0] / padded[0], naive[1] / padded[1]);
	return 0;
}

/* ---- the naive and the padded-tile transpose on an A100 PCIe and an RTX 2080 Ti
 * (tests/data/transpose_gpus): one launch each between two cudaEvents, so the estimate's
 * time_s (the kernel and the host's launch overhead) is compared. The naive kernel's stores
 * write 32 sectors 4 bytes each: the partial-sector stores' bound (estimate.c
 * GP_BOUND_PARTIAL), held out on both GPUs (the law was read off these rows and the H100's;
 * docs/ARCHITECTURE.md) ---- */
static int transpose_gpus(void)
{
	struct tg_case c;
	static struct tu_run run;
	char dir[512], desc[700];
	int n = 0;

	if (case_dir("transpose-gpus", dir, sizeof(dir)) < 0)
		return -1;
	printf("transpose-gpus: naive and padded-tile (\"Shared\") transposes, one cudaEvent-timed "
	       "launch each (tests/data/transpose_gpus); predicted: time_s, the kernel with the "
	       "host's launch overhead\n");
	printf("%-10s %-7s %-11s %10s %10s %8s %-15s %10s\n", "device", "kernel", "M x N",
	       "predicted", "measured", "error", "limiter", "partial c/w");
	for (int i = 0; tg_case_get(i, &c) == 0; i++) {
		struct gp_device dev;
		struct gp_estimate e, em, eq;
		char name[64];
		if (load_dev(c.dev, &dev) < 0)
			return -1;
		snprintf(desc, sizeof(desc), "%s/%s_%s_%dx%d.json", dir, c.dev, c.kernel, c.m, c.n);
		if (tg_predict(&dev, &c, desc, &run, &e, &em, &eq) < 0) {
			fprintf(stderr, "validate_model: transpose-gpus %s %s: %s", c.dev, c.kernel,
				run.err);
			return -1;
		}
		snprintf(name, sizeof(name), "%s %dx%d ms", c.kernel, c.m, c.n);
		printf("%-10s %-7s %5dx%-5d %10.4f %10.4f %+7.1f%% %-15s %10.2f\n", c.dev, c.kernel,
		       c.m, c.n, e.time_s * 1e3, c.ms, 100 * (e.time_s * 1e3 - c.ms) / c.ms,
		       gp_estimate_limiter_name(&e), e.cpw[GP_BOUND_PARTIAL]);
		add(c.dev, "transpose-gpus", name, em.time_s * 1e3, eq.time_s * 1e3, c.ms);
		cases[ncases - 1].caveats = e.caveats;
		n++;
	}
	if (n == 0)
		return -1;
	printf("transpose-gpus: %d cases\n\n", n);
	return 0;
}

/* which: 0 the default, 1 min, 2 queue, 3 the proportional hit model */
static double mape(const char *group, int which)
{
	double s = 0;
	int n = 0;
	for (int i = 0; i < ncases; i++)
		if (!group || strcmp(cases[i].group, group) == 0) {
			double p = which == 1 ? cases[i].pred_min : which == 2 ? cases[i].pred_queue
				 : which == 3 ? cases[i].pred_prop : cases[i].pred;
			s += fabs(p - cases[i].meas) / cases[i].meas;
			n++;
		}
	return n ? 100 * s / n : NAN;
}

/* Points within 10% and the worst point (default combination), per group and overall. */
static void within_summary(const char *const *groups, size_t ngroups)
{
	for (size_t g = 0; g <= ngroups; g++) {
		int n = 0, in = 0, worst = -1;
		double ew = 0;
		for (int i = 0; i < ncases; i++) {
			double e = fabs(cases[i].pred - cases[i].meas) / cases[i].meas;
			if (g < ngroups && strcmp(cases[i].group, groups[g]) != 0)
				continue;
			n++;
			in += e <= 0.10;
			if (worst < 0 || e > ew) {
				worst = i;
				ew = e;
			}
		}
		if (worst < 0)
			continue;
		printf("within 10%% %-8s %3d of %3d; worst: %s %s (%+.1f%%)\n",
		       g < ngroups ? groups[g] : "all", in, n, cases[worst].gpu, cases[worst].name,
		       100 * (cases[worst].pred - cases[worst].meas) / cases[worst].meas);
	}
}

static void plot(void)
{
	const char *out = getenv("GPUPERF_VALIDATE_OUT");
	const char *gpus[] = { "v100", "a100", "a100-80", "h100-pcie", "h200", "gtx970", "titanx",
			       "qv100", "h100-sxm", "rtx2080ti" };
	/* one colour a GPU (gnuplot's own cycle repeats after eight) */
	const char *colours[] = { "#009e73", "#56b4e9", "#e69f00", "#f0e442", "#0072b2", "#d55e00",
				  "#000000", "#9400d3", "#cc79a7", "#8b4513" };
	char path[1024];
	FILE *g;
	if (!out || system("command -v gnuplot >/dev/null 2>&1") != 0) {
		printf("plot: skipped (%s)\n", out ? "gnuplot not installed" : "GPUPERF_VALIDATE_OUT unset");
		return;
	}
	snprintf(path, sizeof(path), "gnuplot > '%s/model.png'", out);
	if (!(g = popen(path, "w")))
		return;
	fprintf(g, "set terminal pngcairo size 900,800\nset logscale xy\nset key top left\n"
		   "set title 'gpuperf hierarchy model (no lambda): predicted vs measured'\n"
		   "set xlabel 'measured (GB/s, cycles, ms)'\nset ylabel 'predicted'\n"
		   "set grid\n");
	for (size_t gi = 0; gi < sizeof(gpus) / sizeof(gpus[0]); gi++) {
		fprintf(g, "$g%zu << EOD\n", gi);   /* datablock names: no '-' */
		for (int i = 0; i < ncases; i++)
			if (strcmp(cases[i].gpu, gpus[gi]) == 0)
				fprintf(g, "%.6g %.6g\n", cases[i].meas, cases[i].pred);
		fprintf(g, "EOD\n");
	}
	/* the rows an estimate flags with a caution line (estimate_caveats.h), ringed */
	fprintf(g, "$flagged << EOD\n");
	for (int i = 0; i < ncases; i++)
		if (cases[i].caveats)
			fprintf(g, "%.6g %.6g\n", cases[i].meas, cases[i].pred);
	fprintf(g, "EOD\n");
	fprintf(g, "plot x title 'predicted = measured' lc rgb 'black' lw 1.5 dt 2");
	for (size_t gi = 0; gi < sizeof(gpus) / sizeof(gpus[0]); gi++)
		fprintf(g, ", $g%zu using 1:2 title '%s' with points pt 7 ps 1.2 lc rgb '%s'", gi,
			gpus[gi], colours[gi]);
	fprintf(g, ", $flagged using 1:2 title 'caution line (estimate_caveats.h)' with points pt 6 ps 2.2 "
		   "lw 1.5 lc rgb '#d00000'");
	fprintf(g, "\n");
	if (pclose(g) == 0)
		printf("plot: %s/model.png\n", out);
}

int main(void)
{
	struct gp_kernel stream[STREAM_COLS], saxpy2;
	struct gp_diag d;
	const char *const groups[] = { "stream", "stream-cols", "latency", "cache", "l2cache",
				       "small-kernels", "thesis", "accelwattch", "transpose",
				       "transpose-gpus" };
	int rc = 0;

	if (!tu_shared_data()) {
		printf("validate_model: ../shared/data not found; nothing to validate\n");
		return 0;
	}
	gp_kernel_init(&saxpy2);
	for (size_t c = 0; c < STREAM_COLS; c++) {
		char path[64];
		gp_kernel_init(&stream[c]);
		snprintf(path, sizeof(path), "kernels/mem/gpu_stream_%s.json", stream_cols[c].col);
		if (rc == 0 && gp_kernel_load(path, &stream[c], &d) < 0)
			rc = -1;
	}
	if (rc < 0 || gp_kernel_load("kernels/saxpy2.json", &saxpy2, &d) < 0) {
		fprintf(stderr, "validate_model: %s\n", d.msg);
		return 1;
	}
	if (stream_table("v100", "ext/hwdata/gpu-benches/gpu-stream_v100.txt", stream) < 0 ||
	    stream_table("a100", "ext/hwdata/gpu-benches/gpu-stream_a100_40.txt", stream) < 0 ||
	    stream_table("h200", "ext/hwdata/gpu-benches/gpu-stream_h200.txt", stream) < 0 ||
	    stream_table("a100-80", "ext/hwdata/gpu-benches/gpu-stream_a100_80.txt", stream) < 0 ||
	    stream_table("h100-pcie", "ext/hwdata/gpu-benches/gpu-stream_h100_pcie.txt", stream) < 0 ||
	    latency_table("v100", "ext/hwdata/gpu-benches/gpu-latency_v100.txt") < 0 ||
	    latency_table("a100", "ext/hwdata/gpu-benches/gpu-latency_a100_40.txt") < 0 ||
	    latency_table("a100-80", "ext/hwdata/gpu-benches/gpu-latency_a100_80.txt") < 0 ||
	    latency_table("h100-pcie", "ext/hwdata/gpu-benches/gpu-latency_h100_pcie.txt") < 0 ||
	    cache_table("v100", CC_DIR "gpu-cache_v100.txt", 0, 2) < 0 ||
	    cache_table("a100-80", CC_DIR "gpu-cache_a100_80.txt", 0, 2) < 0 ||
	    cache_table("h100-pcie", CC_DIR "gpu-cache_h100_pcie.txt", 0, 2) < 0 ||
	    cache_table("a100-80", CC_DIR "gpu-l2-cache_a100_80.txt", 1, 3) < 0 ||
	    cache_table("h100-pcie", CC_DIR "gpu-l2-cache_h100_pcie.txt", 1, 3) < 0 ||
	    cache_table("h200", CC_DIR "gpu-l2-cache_h200.txt", 1, 3) < 0 ||
	    small_kernels_table("a100-80", CC_DIR "gpu-small-kernels_a100_80.txt", 4, &stream[2]) < 0 ||
	    small_kernels_table("h200", CC_DIR "gpu-small-kernels_h200.txt", 32, &stream[2]) < 0 ||
	    thesis("gtx970", &saxpy2) < 0 || thesis("titanx", &saxpy2) < 0 || accelwattch() < 0 ||
	    transpose() < 0 || transpose_gpus() < 0)
		return 1;
	printf("combination of bounds by default: %s\n", gp_combine_name(combine_default()));
	printf("%-9s %-11s %-36s %12s %12s %8s %10s %10s\n", "gpu", "group", "case", "predicted",
	       "measured", "error", "err(min)", "err(queue)");
	for (int i = 0; i < ncases; i++)
		printf("%-9s %-11s %-36s %12.5g %12.5g %+7.1f%% %+9.1f%% %+9.1f%%\n", cases[i].gpu,
		       cases[i].group, cases[i].name, cases[i].pred, cases[i].meas,
		       100 * (cases[i].pred - cases[i].meas) / cases[i].meas,
		       100 * (cases[i].pred_min - cases[i].meas) / cases[i].meas,
		       100 * (cases[i].pred_queue - cases[i].meas) / cases[i].meas);
	for (size_t g = 0; g < sizeof(groups) / sizeof(groups[0]); g++)
		printf("MAPE %-11s %6.1f%%   (min %5.1f%%, queue %5.1f%%)\n", groups[g], mape(groups[g], 0),
		       mape(groups[g], 1), mape(groups[g], 2));
	printf("MAPE all         %6.1f%% over %d cases, no lambda   (min %5.1f%%, queue %5.1f%%)\n",
	       mape(NULL, 0), ncases, mape(NULL, 1), mape(NULL, 2));
	printf("reuse hit model: stack (LRU stack distance) %.1f%% on the latency group, "
	       "proportional %.1f%%\n", mape("latency", 0), mape("latency", 3));
	within_summary(groups, sizeof(groups) / sizeof(groups[0]));
	{
		int nc, nl;
		double mc = mape_held_out("cache", &nc), ml = mape_held_out("l2cache", &nl);
		printf("held out (without the L2 and DRAM plateau rows the device files cite): cache %.1f%% "
		       "over %d, l2cache %.1f%% over %d\n", mc, nc, ml, nl);
	}
	caution_summary();
	printf("skipped: gpu-small-kernels' rows below twice the L2 (a kernel reads what the "
	       "one before left in the L2, and the launch cost dominates the smallest); "
	       "of accelwattch_hw_perf.csv's 25 kernels, %s\n", AW_SKIPPED);
	printf("not independent: gpu-small-kernels' rows of d >= 10^7 doubles in the columns of "
	       "4-64 threads a block (a100-80) and 32-64 (h200) (block_dispatch_ns); "
	       "gpu-stream init's rows of 896-1024 threads (the write-only DRAM "
	       "ceilings), v100's read row of 1024 threads (its read-only ceiling), init's rows of "
	       "32 and 64 threads (block replacement), every triad plateau (sustained_gbps); scale "
	       "is held out; the L2 plateaus memory.l2_bw_gbps cites: v100's gpu-cache rows of "
	       "0.4-6 MB, gpu-l2-cache's rows of 2-25 MB (a100-80), 8-37 MB (h100-pcie) and 8-30 MB "
	       "(h200); the read-only DRAM ceilings' gpu-l2-cache rows, 100-1557 MB (h100-pcie) and "
	       "100-4882 MB (h200); the L2 lockstep rates memory.l2_lockstep_gbps cites: "
	       "gpu-cache's rows of 236-19456 kB (a100-80) and 384-22764 kB (h100-pcie), v100's "
	       "being its ceiling's rows; the L1 "
	       "plateaus and edges, the L2 edges and the other rows past the L2 are held out; the "
	       "partial-sector stores' law (estimate.c GP_BOUND_PARTIAL) was read off the naive "
	       "transposes at 8192 x 8192 (a100, rtx2080ti) and 32768 x 32768 (h100-sxm); their "
	       "other sizes are held out\n");
	plot();
	for (size_t c = 0; c < STREAM_COLS; c++)
		gp_kernel_release(&stream[c]);
	gp_kernel_release(&saxpy2);
	return 0;
}
