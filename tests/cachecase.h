/* cachecase.h - gpu-benches' two cache-bandwidth tables (gpu-cache, gpu-l2-cache) as hand
 * descriptors the hierarchy model estimates: the descriptor text for one row's data set,
 * the launch, and the table's rows. Shared by validate_model.c and tests/test_model_cache_tables.c;
 * needs testutil.h first.
 *
 * The tables were measured with older versions of the benchmarks than the repository's
 * HEAD (te42kyfo/gpu-benches; the files are at 1c36d509, ../shared/data/ext/MANIFEST.md):
 *
 * gpu-cache (cuda-cache/main.cu at 266497d, the commit that added v100/a100_80/h100_pcie.txt):
 *   dtype = double; sumKernel<N, iters, 256><<<smCount, 256>>>: ONE block of 256 threads per
 *   SM, every block reads the same N doubles (thread t: B[t + 256 i], i < N / 256) iters =
 *   100000000 / N + 2 times, localSum += B[i] then localSum *= 1.3 after each pass.
 *   "data set" = N x 8 bytes (blockDV / 1024); Eff. bw = N x 8 x smCount x iters / time: the
 *   bytes the SMs load, from whatever level, per second. Check: v100's 2 kB row, N = 256,
 *   iters = 390627, 2048 x 80 x 390627 B / 13646.3 GB/s = 4.7 ms (printed 5 ms).
 * gpu-l2-cache (gpu-l2-cache/main.cu at 3088b33 for a100_80/h200, f54baaa for h100_pcie):
 *   sumKernel<64, 1024>: 1024 threads, each 64 double loads (32 pairs B[idx], B[idx + 1024]
 *   into one DFMA), so a block reads 64 x 1024 x 8 B = 512 kB (the first column); blocks b
 *   with the same b % blockRun read the same 512 kB slice, so the data set is blockRun x
 *   512 kB (the second column). Eff. bw = 512 kB x blockCount / time. The source says
 *   blockCount = 200000 (3088b33) or 100000 (f54baaa), but the printed times agree with
 *   100000 on all three files (h200's 4881920 kB row: 512 kB x 100000 / 3888.2 GB/s = 13.5 ms,
 *   printed 13 ms; 200000 would be 27 ms): the launch here is 100000 blocks.
 *
 * Both kernels' SASS (CUDA 11.8 ptxas for sm_80 on the PTX of the sources above) is a
 * software-pipelined stream: eight 8-byte loads in flight per thread ahead of a dependent
 * FP64 chain (gpu-cache: one DADD a load, the passes' DMUL folded into a DFMA; gpu-l2-cache:
 * one DFMA a pair), 32 registers (two 1024-thread blocks per SM on A100/H100). The programs
 * below are that loop: a prologue of CC_WINDOW loads, then iterations of (the chain's FP64
 * instruction on the oldest load, the load that refills its register), then the chain's
 * tail. What they carry for the hierarchy model (memhier.c): the per-warp requests (8 sectors
 * each: 32 lanes x 8 bytes), and the footprints (distinct bytes, requested bytes, and the
 * per-block and per-warp distinct bytes, so the reuse is the model's to place). */
#ifndef GP_CACHECASE_H
#define GP_CACHECASE_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gpuperf/estimate.h"
#include "gpuperf/kernel.h"

#define CC_DIR "ext/hwdata/gpu-benches/"
#define CC_WINDOW 8             /* loads in flight per thread in both listings */
#define CC_CACHE_BLOCK 256      /* gpu-cache's blockSize */
#define CC_L2_BLOCK 1024        /* gpu-l2-cache's blockSize */
#define CC_L2_LOADS 64          /* its loads per thread (N = 64) */
#define CC_L2_GRID 100000LL     /* its blockCount, from the printed times (above) */
#define CC_L2_SLICE_BYTES (64.0 * 1024 * 8)   /* a block's 512 kB */

/* gpu-cache's passes over N doubles: main.cu's `iters = 100000000 / N + 2` (int) */
static inline double cc_cache_iters(double n_doubles)
{
	return floor(100000000.0 / n_doubles) + 2;
}

/* Passes the descriptor runs: iters, or fewer when that is at least CC_PASSES_MIN passes and
 * CC_LOADS_MIN loads a thread. The one-wave stream's rate is the same every pass, and the
 * model's counts walk every load of the program (gp_program_counts), 390625 of them a
 * warp at any N (iters x N / 256 = 1e8 / 256): this keeps validate_model to a second. The
 * first pass (each SM's compulsory misses) stays under 1/16 of the loads, and under 1.5% of
 * them on the L1 rows (N / 256 <= 60 loads a pass: 4096 / 60 = 68 passes). */
#define CC_PASSES_MIN 16
#define CC_LOADS_MIN 4096
static inline double cc_cache_passes(double n_doubles)
{
	double u = n_doubles / CC_CACHE_BLOCK;
	return fmin(cc_cache_iters(n_doubles), fmax(CC_PASSES_MIN, ceil(CC_LOADS_MIN / u)));
}

/* Loads of 8 bytes one thread (and one warp, as requests) makes in the descriptor over N
 * doubles: the passes' loads, rounded to whole windows (integer trips: one walk). */
static inline double cc_cache_loads(double n_doubles)
{
	double l = cc_cache_passes(n_doubles) * (n_doubles / CC_CACHE_BLOCK);
	return CC_WINDOW * fmax(2, round(l / CC_WINDOW));
}

/* Appends to t (capacity n, used *at) what printf gives; 0, or -1 when it does not fit. */
static inline int cc_put(char *t, size_t n, size_t *at, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static inline int cc_put(char *t, size_t n, size_t *at, const char *fmt, ...)
{
	va_list ap;
	int w;
	if (*at >= n)
		return -1;
	va_start(ap, fmt);
	w = vsnprintf(t + *at, n - *at, fmt, ap);
	va_end(ap);
	if (w < 0 || (size_t)w >= n - *at)
		return -1;
	*at += (size_t)w;
	return 0;
}

/*
 * The descriptor of a software-pipelined load stream (the file comment): `loads` 8-byte loads
 * per thread, `per_fp` of them feeding one FP64 instruction of a dependent chain (1: DADD,
 * 2: DFMA of a pair), CC_WINDOW loads in flight; one global allocation of `foot_bytes`
 * distinct bytes that the launch's `warps` warps request `accessed` bytes of, `block_bytes` /
 * `warp_bytes` its per-block / per-warp distinct bytes summed over the launch, `stride` the
 * launch-order distance between blocks that read the same sector.
 * Registers: R2..R17 the window, R20/R21 the sum, R22/R23 the address.
 */
static inline int cc_stream_text(char *t, size_t n, const char *name, double loads, int per_fp,
				 double foot_bytes, double accessed, double block_bytes,
				 double warp_bytes, double stride)
{
	const int fps = CC_WINDOW / per_fp;       /* FP64 instructions an iteration */
	const double trips = loads / CC_WINDOW - 1;
	const char *fp = per_fp == 2 ? "DFMA" : "DADD";
	size_t at = 0;
	int rc = 0, pc = 0, head;

	rc |= cc_put(t, n, &at,
		     "{\"name\": \"%s\", \"fidelity\": \"hand\", \"regs_per_thread\": 32, "
		     "\"per_warp\": {\"ins_lsu\": %.17g, \"ins_fp64\": %.17g, \"ins_int32\": %.17g, "
		     "\"ins_ctrl\": %.17g, \"ins_issued\": %.17g, \"gmem_bytes\": %.17g, "
		     "\"latency_bound\": 1000}, \"program\": {\"instructions\": [", name, loads,
		     loads / per_fp + 1, 3 + 2 * (trips + 1), trips + 2,
		     loads * (1 + 1.0 / per_fp) + 3 * (trips + 1) + 4, loads * 256);
	/* thread index and address; the window's first loads */
	rc |= cc_put(t, n, &at, "{\"op\": \"S2R\", \"class\": \"misc\", \"dst\": [\"R0\"]}, "
		     "{\"op\": \"IMAD.WIDE\", \"class\": \"imul\", \"dst\": [\"R22\", \"R23\"], "
		     "\"src\": [\"R0\"]}, {\"op\": \"MOV\", \"class\": \"misc\", \"dst\": [\"R20\", "
		     "\"R21\"]}");
	pc = 3;
	for (int j = 0; j < CC_WINDOW; j++, pc++)
		rc |= cc_put(t, n, &at, ", {\"op\": \"LDG.E.64.CONSTANT\", \"class\": \"gld\", "
			     "\"dst\": [\"R%d\", \"R%d\"], \"src\": [\"R22\", \"R23\"], \"width\": 8, "
			     "\"level\": \"dram\"}", 2 + 2 * j, 3 + 2 * j);
	/* the loop: each FP64 instruction takes the oldest loads, which are then refilled */
	head = pc;
	for (int f = 0; f < fps; f++) {
		int r = 2 + 2 * per_fp * f;
		if (per_fp == 2)
			rc |= cc_put(t, n, &at, ", {\"op\": \"%s\", \"class\": \"fp64\", \"dst\": "
				     "[\"R20\", \"R21\"], \"src\": [\"R20\", \"R21\", \"R%d\", \"R%d\", "
				     "\"R%d\", \"R%d\"]}", fp, r, r + 1, r + 2, r + 3);
		else
			rc |= cc_put(t, n, &at, ", {\"op\": \"%s\", \"class\": \"fp64\", \"dst\": "
				     "[\"R20\", \"R21\"], \"src\": [\"R20\", \"R21\", \"R%d\", \"R%d\"]}",
				     fp, r, r + 1);
		pc++;
		for (int j = 0; j < per_fp; j++, pc++)
			rc |= cc_put(t, n, &at, ", {\"op\": \"LDG.E.64.CONSTANT\", \"class\": "
				     "\"gld\", \"dst\": [\"R%d\", \"R%d\"], \"src\": [\"R22\", "
				     "\"R23\"], \"width\": 8, \"level\": \"dram\"}", r + 2 * j,
				     r + 2 * j + 1);
	}
	rc |= cc_put(t, n, &at, ", {\"op\": \"IMAD.WIDE\", \"class\": \"imul\", \"dst\": [\"R22\", "
		     "\"R23\"], \"src\": [\"R22\", \"R23\"]}, {\"op\": \"ISETP.NE.AND\", \"class\": "
		     "\"int\", \"dst\": [\"P0\"], \"src\": [\"R22\"]}, {\"op\": \"BRA\", \"class\": "
		     "\"branch\", \"pred\": \"P0\", \"target\": %d}", head);
	pc += 3;
	/* the chain's tail on the last window, the final scaling and the never-true store test */
	for (int f = 0; f < fps; f++, pc++) {
		int r = 2 + 2 * per_fp * f;
		rc |= cc_put(t, n, &at, ", {\"op\": \"%s\", \"class\": \"fp64\", \"dst\": [\"R20\", "
			     "\"R21\"], \"src\": [\"R20\", \"R21\", \"R%d\", \"R%d\", \"R%d\", "
			     "\"R%d\"]}", fp, r, r + 1, r + 2 * per_fp - 2, r + 2 * per_fp - 1);
	}
	rc |= cc_put(t, n, &at, ", {\"op\": \"DMUL\", \"class\": \"fp64\", \"dst\": [\"R20\", "
		     "\"R21\"], \"src\": [\"R20\", \"R21\"]}, {\"op\": \"DSETP.NEU.AND\", \"class\": "
		     "\"fp64\", \"dst\": [\"P1\"], \"src\": [\"R20\", \"R21\"]}, {\"op\": \"EXIT\", "
		     "\"class\": \"branch\", \"exit\": true}], \"loops\": [{\"head\": %d, \"tail\": %d, "
		     "\"trips\": \"%.17g\"}]}, ", head, head + fps * (1 + per_fp) + 2, trips);
	/* one record per load of the loop's body: each runs once an iteration and once in the
	 * prologue, loads / CC_WINDOW times a warp */
	rc |= cc_put(t, n, &at, "\"memory\": [");
	for (int j = 0; j < CC_WINDOW; j++)
		rc |= cc_put(t, n, &at, "%s{\"pc\": %d, \"op\": \"LDG.E.64.CONSTANT\", \"width_bytes\": 8, "
			     "\"requests\": %.17g, \"sectors_per_request\": 8, \"bytes\": %.17g, "
			     "\"alloc\": 0}", j ? ", " : "", 16 * (head + j + 1 + j / per_fp),
			     loads / CC_WINDOW, loads / CC_WINDOW * 256);
	rc |= cc_put(t, n, &at, "], \"footprints\": [{\"name\": \"B\", \"bytes\": %.17g, "
		     "\"accessed_bytes\": %.17g, \"block_bytes\": %.17g, \"warp_bytes\": %.17g, "
		     "\"share_stride_blocks\": %.17g}]}", foot_bytes, accessed, block_bytes,
		     warp_bytes, stride);
	return rc ? -1 : 0;
}

/* gpu-cache over N doubles on a device of `sms` SMs (grid = sms, block = 256). Each warp
 * reads its own 32 consecutive doubles of every 256 (warp_bytes = block_bytes), and every
 * block the whole buffer (block_bytes = sms x N x 8), iters times (accessed). */
static inline int cc_cache_text(char *t, size_t n, double n_doubles, int sms)
{
	double f = n_doubles * 8, loads = cc_cache_loads(n_doubles);
	return cc_stream_text(t, n, "gpu_cache_sumKernel", loads, 1, f, sms * 8.0 * loads * 256,
			      sms * f, sms * f, 1);
}

/* gpu-l2-cache with blockRun slices of 512 kB (grid CC_L2_GRID, block 1024): each block reads
 * its slice once (block_bytes = warp_bytes = accessed), the launch blockRun slices, and blocks
 * b, b + blockRun, ... the same one (share_stride_blocks = blockRun). */
static inline int cc_l2_text(char *t, size_t n, double block_run)
{
	double acc = CC_L2_GRID * CC_L2_SLICE_BYTES;
	return cc_stream_text(t, n, "gpu_l2_cache_sumKernel", CC_L2_LOADS, 2,
			      block_run * CC_L2_SLICE_BYTES, acc, acc, acc, block_run);
}

/* One row of either table: the data set (kB: gpu-cache's buffer, gpu-l2-cache's total) and
 * the measured Eff. bw (GB/s). 1 read, 0 not a data row. */
static inline int cc_row(const char *line, int l2, double *kb, double *gbps)
{
	double a, ms;
	if (l2)
		return sscanf(line, " %lf kB %lf kB %lfms %*f%% %lf GB/s", &a, kb, &ms, gbps) == 4;
	return sscanf(line, " %lf kB %lfms %*f%% %lf GB/s", kb, &ms, gbps) == 3;
}

/* Predicted Eff. bw of one row on dev (combine: GP_COMBINE_MIN / QUEUE / DEFAULT): bytes the
 * benchmark counts over the estimate's kernel time. est (may be NULL) gets the estimate.
 * 0, or -1 with d set. */
static inline int cc_predict(const struct gp_device *dev, int l2, double kb, enum gp_combine comb,
			     double *gbps, struct gp_estimate *est, struct gp_diag *d)
{
	static char text[32768];
	struct gp_kernel k;
	struct gp_launch l = { 0 };
	struct gp_estimate e;
	double bytes;
	int rc;
	if (l2) {
		double run = kb * 1024 / CC_L2_SLICE_BYTES;
		rc = cc_l2_text(text, sizeof(text), run);
		l.grid = CC_L2_GRID;
		l.block = CC_L2_BLOCK;
		bytes = CC_L2_GRID * CC_L2_SLICE_BYTES;
	} else {
		double nd = kb * 1024 / 8;
		rc = cc_cache_text(text, sizeof(text), nd, dev->sms);
		l.grid = dev->sms;
		l.block = CC_CACHE_BLOCK;
		bytes = cc_cache_loads(nd) * 256 * 8 * dev->sms;   /* 8 warps an SM */
	}
	if (rc < 0) {
		gp_error(d, GP_EINVAL, "descriptor text too long");
		return -1;
	}
	l.combine = comb;
	gp_kernel_init(&k);
	rc = gp_kernel_parse(text, strlen(text), l2 ? "gpu-l2-cache" : "gpu-cache", &k, d) < 0 ||
	     gp_estimate_kernel(dev, &k, NULL, &l, &e, d) < 0;
	gp_kernel_release(&k);
	if (rc)
		return -1;
	*gbps = bytes / e.kernel_s / 1e9;
	if (est)
		*est = e;
	return 0;
}

#endif
