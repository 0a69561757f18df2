/* test_model_atomics.c - same-address atomics priced as they serialise (atomics.h): one-bin and
 * uniform 256-bin histograms (kernels/src/hist_atomics.cu, its committed sm_70/sm_80 listings)
 * in shared memory (ATOMS) and in global memory (RED, and ATOM returning the old count),
 * emulated on A100 and V100 at 65536 blocks of 256 threads over n = 2^24 inputs, their
 * times derived by hand from the cited rates. */
#include <math.h>
#include <stdio.h>

#include "testutil.h"
#include "gpuperf/estimate.h"
#include "gpuperf/extract.h"

#define N (1 << 24)

struct hist_case {
	int uniform;      /* in[i] = i (256 bins evenly), else in[i] = 0 (one bin) */
};

static int hist_args(void *ctx, const struct gp_sass_func *fn, struct gp_emu_launch *l,
		     struct gp_diag *d)
{
	const struct hist_case *hc = ctx;
	int rc = gp_emu_args_from_name(fn->name, l, d);
	if (rc < 0)
		return rc;
	/* (in, bins, n) or (in, bins, old, n): n is the last argument */
	for (int i = 0; i < l->nargs - 1; i++)
		l->args[i].alloc_bytes = i == 1 ? 4.0 * 256 : 4.0 * N;
	l->args[l->nargs - 1].value = N;
	l->args[l->nargs - 1].given = 1;
	l->args[0].init = hc->uniform ? GP_EMU_INIT_INDEX : GP_EMU_INIT_CONST;
	l->args[0].init_lo = 0;
	return 0;
}

/* func of hist_atomics on dev (listing sm_<sm>) over N inputs, estimated into e; with
 * off, the same with the profile's contention figures removed: the model before the term. */
static void estimate(const char *dev_name, int sm, const char *func, int uniform, int off,
		     struct gp_estimate *e)
{
	static struct gp_flowgraph_opts co;
	static struct gp_emu_launch l;
	struct hist_case hc = { .uniform = uniform };
	struct gp_device dev;
	char sass[64];
	struct gp_extract_request q = { .sass = sass, .co = &co, .launch = &l,
		.hooks = { .launch_prepare = hist_args, .ctx = &hc } };
	struct gp_extract_result x;
	struct gp_launch la = { .grid = N / 256, .block = 256 };
	struct gp_diag d;
	snprintf(sass, sizeof(sass), "kernels/sass/hist_atomics.sm_%d.sass", sm);
	assert_int_equal(tu_device_load(dev_name, &dev), 0);
	q.dev = &dev;
	q.func = func;
	memset(&co, 0, sizeof(co));
	gp_params_init(&co.defaults);
	gp_emu_launch_init(&l);
	l.grid[0] = N / 256;
	l.block[0] = 256;
	gp_diag_clear(&d);
	if (gp_extract(&q, &x, &d) < 0)
		fail_msg("%s %s: %s", sass, func, d.msg);
	assert_non_null(x.k.memory);
	if (off)
		for (int i = 0; i < x.k.memory->n; i++)
			x.k.memory->recs[i].atomic_addrs_per_request =
				x.k.memory->recs[i].atomic_hot_share = 0;
	gp_diag_clear(&d);
	if (gp_estimate_kernel(&dev, &x.k, NULL, &la, e, &d) < 0)
		fail_msg("%s %s on %s: %s", sass, func, dev_name, d.msg);
	printf("  %-8s %-15s %-8s %s %10.2f us, limiter %s\n", dev_name, func,
	       uniform ? "uniform" : "one bin", off ? "(term off)" : "          ", e->kernel_s * 1e6,
	       gp_estimate_limiter_name(e));
	gp_extract_result_release(&x);
}

/*
 * Global atomics, one bin. Every one of the n = 2^24 updates hits bins[0]: a request's 32
 * lanes one address (32 passes) and the launch's hottest address all of them (share 1). An
 * L2 atomic unit updates one address once a clock (GK110 whitepaper; atomics.h), so the
 * launch takes at least 2^24 = 16,777,216 cycles, 11.899 ms at the A100's 1410 MHz and
 * 10.965 ms at the V100's 1530 MHz; the model's waves round the launch's 65536 blocks up to
 * whole blocks an SM (+0.1%). Everything else this launch does takes 62-172 us: it is that
 * one address, 64x (V100's ATOM, whose uniform launch moves the old counts too) to 192x (A100's
 * RED) the uniform histogram, where the uncontended model had the two within 2%.
 * Uniform: in[i] = i puts a warp's 32 consecutive inputs in 32 bins (1 pass a request) and
 * n / 256 = 65536 updates on each bin, 65536 cycles = 46.5 us on A100 (42.8 us on V100),
 * below the DRAM-bound ~62 us: the estimate is exactly the model's without the term. The
 * passes spread over 40 (A100) and 32 (V100) memory channels' atomic units: 2^19 / 40 =
 * 13107 cycles, no bound. ATOM (hist_global_old) serialises the same.
 */
static void test_global(void **state)
{
	static const struct { const char *dev; int sm; double mhz; } g[] = {
		{ "a100", 80, 1410 }, { "v100", 70, 1530 } };
	static const char *const funcs[] = { "hist_global", "hist_global_old" };
	(void)state;
	for (size_t k = 0; k < sizeof(g) / sizeof(g[0]); k++) {
		for (size_t f = 0; f < 2; f++) {
			struct gp_estimate one, one_off, uni, uni_off;
			double t = (double)N / (g[k].mhz * 1e6);
			estimate(g[k].dev, g[k].sm, funcs[f], 0, 0, &one);
			estimate(g[k].dev, g[k].sm, funcs[f], 0, 1, &one_off);
			estimate(g[k].dev, g[k].sm, funcs[f], 1, 0, &uni);
			estimate(g[k].dev, g[k].sm, funcs[f], 1, 1, &uni_off);
			assert_string_equal(gp_estimate_limiter_name(&one), "atomics");
			assert_true(one.atomics.hot_share == 1);
			assert_true(one.atomics.hot_updates == N);
			assert_true(one.atomics.l2_cycles == N);
			tu_assert_rel(gp_atomics_global_passes_per_request(&one.atomics), 32, 1e-12);
			assert_true(one.kernel_s >= t && one.kernel_s <= 1.002 * t);
			/* serialised: 1.5-2.5 orders of magnitude over the uniform launch */
			assert_true(one.kernel_s > 50 * uni.kernel_s);
			assert_true(one.kernel_s < 400 * uni.kernel_s);
			/* the uniform histogram as before, and the term's figures by hand */
			assert_true(uni.kernel_s == uni_off.kernel_s);
			assert_string_not_equal(gp_estimate_limiter_name(&uni), "atomics");
			assert_true(uni.atomics.hot_share == 1.0 / 256);
			assert_true(uni.atomics.hot_updates == N / 256);
			assert_true(uni.atomics.l2_slices == (k == 0 ? 40 : 32));
			tu_assert_rel(gp_atomics_global_passes_per_request(&uni.atomics), 1, 1e-12);
			/* off, one bin priced as uniform (the defect): within 2% of it (the one
			 * bin's RED touches 1 sector a request, the uniform one's 4) */
			assert_true(fabs(one_off.kernel_s - uni.kernel_s) < 0.02 * uni.kernel_s);
		}
	}
}

/*
 * Shared atomics, one bin: each warp's ATOMS has its 32 lanes on h[0], 32 passes through the
 * shared pipe, which serves one word a bank a cycle; with the block's STS clearing h (1
 * wavefront) and its LDS reading it for the merge (1), a warp takes 34 shared cycles. The
 * A100's 108 SMs then need 2^19 warps x 34 / 108 = 165,052 cycles, 117.1 us at 1410 MHz; the
 * model's queue at the knee adds 2%: within 5%. Uniform: the ATOMS's 32 lanes hit 32 bins
 * in 32 banks, 1 pass, 3 cycles a warp, the launch DRAM-bound as before (exactly). The merge
 * (RED of each block's 256 bins) is uniform for either input: 65536 updates a bin, no bound.
 * So 1.7x the uniform time on A100 (the pipe's 32 passes against the DRAM's 14 cycles a
 * warp), V100 (80 SMs, 1530 MHz): 2^19 x 34 / 80 = 222,822 cycles, 145.6 us.
 */
static void test_shared(void **state)
{
	static const struct { const char *dev; int sm, sms; double mhz; } g[] = {
		{ "a100", 80, 108, 1410 }, { "v100", 70, 80, 1530 } };
	(void)state;
	for (size_t k = 0; k < sizeof(g) / sizeof(g[0]); k++) {
		struct gp_estimate one, uni, uni_off;
		double t = (double)(N / 32) * 34 / g[k].sms / (g[k].mhz * 1e6);
		estimate(g[k].dev, g[k].sm, "hist_shared", 0, 0, &one);
		estimate(g[k].dev, g[k].sm, "hist_shared", 1, 0, &uni);
		estimate(g[k].dev, g[k].sm, "hist_shared", 1, 1, &uni_off);
		assert_string_equal(gp_estimate_limiter_name(&one), "shared_memory");
		tu_assert_rel(one.cpw[GP_BOUND_SMEM], 34, 1e-9);
		tu_assert_rel(gp_atomics_smem_passes_per_request(&one.atomics), 32, 1e-12);
		assert_true(fabs(one.kernel_s - t) < 0.05 * t);
		tu_assert_rel(uni.cpw[GP_BOUND_SMEM], 3, 1e-9);
		tu_assert_rel(gp_atomics_smem_passes_per_request(&uni.atomics), 1, 1e-12);
		assert_true(uni.kernel_s == uni_off.kernel_s);
		assert_true(one.kernel_s > 1.5 * uni.kernel_s);
		/* the merge's RED: 65536 updates on each bin */
		assert_true(one.atomics.hot_updates == N / 256);
	}
}

/* The report names the limiter and the figures, in JSON and in text. */
static void test_report(void **state)
{
	struct tu_run r;
	const char *launch = "--device a100 --grid 65536 --block 256 --arg 0=67108864 "
			     "--arg 1=1024 --arg 2=16777216 --init 0=const:0";
	(void)state;
	tu_gpuperf(&r, "estimate --sass kernels/sass/hist_atomics.sm_80.sass --function "
		   "hist_global %s --json", launch);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"limiter\": \"atomics\"");
	assert_true(tu_json_num(r.out, "hot_address_share") == 1);
	assert_true(tu_json_num(r.out, "global_passes_per_request") == 32);
	assert_true(tu_json_num(r.out, "l2_atomic_cycles") == N);
	tu_gpuperf(&r, "estimate --sass kernels/sass/hist_atomics.sm_80.sass --function "
		   "hist_shared %s", launch);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "shared: 32 passes a request");
	tu_assert_contains(r.out, "limiter       shared_memory");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_global),
		cmocka_unit_test(test_shared),
		cmocka_unit_test(test_report),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
