/* test_model_local_memory.c - local memory charged per resident thread, not per launched thread: the
 * localframe kernel (tests/data/localframe: a 64-byte stack frame written and read by every
 * thread beside one coalesced load and store) emulated on its real launch, its DRAM bytes
 * and time derived by hand. */
#include <math.h>
#include <stdio.h>

#include "testutil.h"
#include "gpuperf/estimate.h"
#include "gpuperf/extract.h"

#define N (1 << 24)

static int n_arg(void *ctx, const struct gp_sass_func *fn, struct gp_emu_launch *l,
		 struct gp_diag *d)
{
	int rc = gp_emu_args_from_name(fn->name, l, d);
	(void)ctx;
	if (rc < 0)
		return rc;
	for (int i = 0; i < 2; i++)
		l->args[i].alloc_bytes = 4.0 * N;
	l->args[2].value = N;   /* localframe(in, out, n) */
	l->args[2].given = 1;
	return 0;
}

/* The descriptor of localframe for dev on its launch of n / 256 blocks of 256 threads. */
static void extract(const struct gp_device *dev, const char *sass, const char *log,
		    struct gp_extract_result *x)
{
	static struct gp_flowgraph_opts co;
	static struct gp_emu_launch l;
	struct gp_extract_request q = { .sass = sass, .ptxas = log, .dev = dev, .co = &co,
		.launch = &l, .hooks = { .launch_prepare = n_arg } };
	struct gp_diag d;
	memset(&co, 0, sizeof(co));
	gp_params_init(&co.defaults);
	gp_emu_launch_init(&l);
	l.grid[0] = N / 256;
	l.block[0] = 256;
	gp_diag_clear(&d);
	if (gp_extract(&q, x, &d) < 0)
		fail_msg("%s: %s", sass, d.msg);
}

/*
 * A100 (40 GB SXM, 108 SMs): 24 registers, 256 threads a block, so 8 blocks (2048 threads)
 * an SM. The driver holds frames for the resident threads only and local memory is cached
 * in L1 and L2 (src/model/memhier.c, "Local memory"): 108 x 2048 x 64 B = 14.2 MB of frames,
 * under the L2's 40 MB, serve the launch's 16.8 M threads, so its 1.27 GB of local accesses
 * stay in the caches but for the frames' first touch and what the L2 loses of them between
 * a block and its slot's next (the set law on the wave's 15 MB of data loses 8% of those
 * rewrites: memhier.c). DRAM moves the two 64 MiB arrays, the frames once, and at most a tenth
 * of the 1.07 GB the launched threads' frames would be: 148.4 to 255.8 MB, where charged per
 * launched thread, before, the model had about 1 GB. A warp's L2 traffic is its 17 STL and its
 * STG (4 sectors each), written through the L1, and its LDG (4) that misses it; the two LDL
 * (8 sectors) hit the L1, which holds the SM's 128 KiB of frames: 76 sectors, 2432 B a
 * warp, 1.275 GB over the 524288 warps. The launch is bound by that L2 traffic: its time is those bytes at the L2's
 * measured rate (memory.l2_bw_gbps), within 15%.
 */
static void test_a100(void **state)
{
	struct gp_device dev;
	struct gp_extract_result x;
	struct gp_kernel_counts c;
	struct gp_estimate e;
	struct gp_launch la = { .grid = N / 256, .block = 256 };
	struct gp_diag d;
	double arrays = 2 * 4.0 * N, frames = 108 * 2048 * 64.0, l2 = 2432.0 * (N / 32), t;
	(void)state;
	assert_int_equal(tu_device_load("a100", &dev), 0);
	extract(&dev, "tests/data/localframe/localframe.sm_80.sass",
		"tests/data/localframe/localframe.sm_80.ptxas.log", &x);
	gp_diag_clear(&d);
	assert_int_equal(x.k.regs_per_thread, 24);
	assert_int_equal(gp_estimate_kernel(&dev, &x.k, NULL, &la, &e, &d), 0);
	assert_int_equal(e.occupancy_warps, 64);
	printf("  a100: DRAM %.1f MB (arrays %.1f, frames %.1f), L2 %.3f GB (by hand %.3f), "
	       "%.1f us, limiter %s\n", e.dram_bytes / 1e6, arrays / 1e6, frames / 1e6,
	       e.l2_bytes / 1e9, l2 / 1e9, e.kernel_s * 1e6, gp_estimate_limiter_name(&e));
	assert_true(e.dram_bytes >= arrays + frames &&
		    e.dram_bytes <= arrays + frames + 0.1 * 64.0 * N);
	assert_true(fabs(e.l2_bytes - l2) <= 1e-6 * l2);
	t = l2 / (dev.l2_bw_gbps * 1e9);
	assert_true(fabs(e.kernel_s - t) <= 0.15 * t);
	/* the descriptor's own DRAM bytes a warp (the thesis model's GMem): the arrays' 256 B
	 * and the frames' share, 14.2 MB over the launch's 524288 warps (27 B); it was 2688 */
	gp_diag_clear(&d);
	assert_int_equal(gp_kernel_eval(&x.k, NULL, &c, &d), 0);
	printf("  a100 descriptor: %.1f DRAM bytes a warp\n", c.gmem_bytes);
	assert_true(fabs(c.gmem_bytes - (256 + frames / (N / 32))) <= 0.01 * c.gmem_bytes);
	gp_extract_result_release(&x);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_a100),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
