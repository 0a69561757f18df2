/* test_engine_real.c - the engine on real kernels and trace sizes: schedulers with few warps,
 * the DRAM address map, allocation placement, zero-trip guards, bounded runs, streamed traces. */
#include <math.h>
#include "testutil.h"
#include "gpuperf/engine.h"
#include "../src/engine_int.h"

static struct gp_device gtx970;
static struct gp_kernel saxpy2;

static int setup(void **state)
{
	struct gp_diag d;
	(void)state;
	if (gp_device_load("devices/gtx970.json", &gtx970, &d) < 0 ||
	    gp_kernel_load("kernels/saxpy2.json", &saxpy2, &d) < 0) {
		gp_diag_print(&d, stderr);
		return -1;
	}
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	gp_kernel_release(&saxpy2);
	return 0;
}

/* ==== Schedulers on SMs holding fewer warps than schedulers ==== */

/*
 * Every policy with 1..9 resident warps on a GM204 SM (4 schedulers): one block
 * of w warps, and w one-warp blocks at --occupancy 1 (one resident warp per SM).
 * Each warp executes saxpy2's 26 + 4a warp instructions (the program: 22 before
 * the loop plus 4 per trip, 4 after; the same count test_engine.c's policies
 * case derives), so the totals are exact; with one warp per SM there is nothing
 * to choose and every policy gives the same cycles. Under ASan this is the case
 * that read past the warp array with LRR.
 */
static void test_schedulers_few_warps(void **state)
{
	const enum gp_engine_sched pol[] = { GP_ENGINE_GTO, GP_ENGINE_LRR };
	struct gp_params p;
	struct gp_diag d;
	uint64_t one_warp_cycles = 0;
	(void)state;
	gp_params_init(&p);
	gp_params_set(&p, "a", 3, NULL);
	for (size_t s = 0; s < sizeof(pol) / sizeof(pol[0]); s++)
		for (int w = 1; w <= 9; w++)
			for (int shape = 0; shape < 2; shape++) {
				struct gp_launch l = { .grid = shape ? w : 1, .block = shape ? 32 : 32 * w,
						       .occupancy_warps = shape ? 1 : 0 };
				struct gp_engine_opts o;
				struct gp_engine_result r;
				gp_engine_opts_init(&o);
				o.sched = pol[s];
				o.jobs = 1 + (w % 2);
				gp_diag_clear(&d);
				assert_int_equal(gp_engine_run(&gtx970, &saxpy2, &p, &l, &o, &r, &d), 0);
				assert_true(r.warp_instructions == (double)w * (26 + 4 * 3));
				if (w == 1 && s == 0 && shape == 0)
					one_warp_cycles = r.cycles;
				if (w == 1)
					assert_true(r.cycles == one_warp_cycles);
			}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_schedulers_few_warps),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
