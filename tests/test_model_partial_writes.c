/* test_model_partial_writes.c - stores that write a sector only in part: what the emulator records
 * (partial_sectors_per_request, checked by hand from the kernels' indexing), the model's
 * bound for them (estimate.c GP_BOUND_PARTIAL: a sector time of the channels' peak
 * bandwidth a partial write, two with ECC), and the naive transposes measured on an A100
 * PCIe and an RTX 2080 Ti (tests/data/transpose_gpus), which that law was read from together
 * with the H100 SXM's (tests/test_model_transpose_h100.c). The listings are committed: only the
 * gpuperf binary is needed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

#include <cmocka.h>

#include "testutil.h"
#include "awcase.h"
#include "tgcase.h"

static struct tu_run run;

static const char *gpuperf_bin(void)
{
	const char *bin = getenv("GPUPERF_BIN");
	return bin ? bin : "build/gpuperf";
}

static void need_bin(void)
{
	if (access(gpuperf_bin(), X_OK) != 0) {
		tu_skip_why("%s not built (set GPUPERF_BIN)", gpuperf_bin());
		skip();
	}
}

/* The i-th global store record of descriptor path. */
static double store_field(const char *path, int partial)
{
	struct gp_kernel k;
	struct gp_diag d;
	double v = -1;
	gp_kernel_init(&k);
	assert_int_equal(gp_kernel_load(path, &k, &d), 0);
	assert_non_null(k.memory);
	for (int i = 0; i < k.memory->n; i++) {
		const struct gp_memrec *r = &k.memory->recs[i];
		if (r->space == GP_MSPACE_GLOBAL && r->is_store) {
			v = partial ? r->partial_sectors_per_request : r->sectors_per_request;
			break;
		}
	}
	gp_kernel_release(&k);
	return v;
}

/* Row `kernel` at M x N on device dev_name of results.tsv, predicted; its emulated descriptor
 * is left at desc (for store_field; the caller removes it) or removed when desc is NULL. */
static void predict(const char *dev_name, const char *kernel, int m, int n, struct tg_case *c,
		    struct gp_estimate *e, char *desc)
{
	char tmp[96];
	struct gp_device dev;
	struct gp_diag d;
	struct gp_estimate em, eq;
	char path[64];
	for (int i = 0; tg_case_get(i, c) == 0; i++) {
		if (strcmp(c->dev, dev_name) || strcmp(c->kernel, kernel) || c->m != m || c->n != n)
			continue;
		snprintf(path, sizeof(path), "devices/%s.json", dev_name);
		assert_int_equal(gp_device_load(path, &dev, &d), 0);
		need_bin();
		snprintf(tmp, sizeof(tmp), "/tmp/gp_tg_%d_%s.json", (int)getpid(), kernel);
		if (tg_predict(&dev, c, tmp, &run, e, &em, &eq) < 0)
			fail_msg("%s %s: %s", dev_name, kernel, run.err);
		if (desc)
			snprintf(desc, 96, "%s", tmp);
		else
			remove(tmp);
		return;
	}
	fail_msg("no row %s %s %dx%d in %s/results.tsv", dev_name, kernel, m, n, TG_DIR);
}

/*
 * The emulator: the naive transpose's store out[x h + y] puts its 32 lanes (x = 32 bx + lane)
 * h x 4 = 32 KiB apart: 32 sectors, each with 4 of its 32 bytes written, all 32 partial;
 * its load in[y w + x] reads 4 whole sectors and writes none. The padded tile's store
 * out[y h + x] is 32 consecutive floats from a multiple of 128 bytes (h = 8192): 4 whole
 * sectors, none partial.
 */
static void test_emulated_partial_sectors(void **state)
{
	struct tg_case c;
	struct gp_estimate e;
	char desc[96];
	(void)state;
	predict("a100", "Naive", 8192, 8192, &c, &e, desc);
	tu_assert_rel(store_field(desc, 0), 32, 1e-9);
	tu_assert_rel(store_field(desc, 1), 32, 1e-9);
	tu_assert_rel(e.hier.partial_writes, 32, 1e-9);
	remove(desc);
	predict("a100", "Shared", 8192, 8192, &c, &e, desc);
	tu_assert_rel(store_field(desc, 0), 4, 1e-9);
	assert_true(store_field(desc, 1) == 0);
	assert_true(e.hier.partial_writes == 0 && e.cpw[GP_BOUND_PARTIAL] == 0);
	remove(desc);
}

/*
 * The bound by hand, 8192^2 floats in 32x32 blocks: 2^21 warps, each with 32 partial writes.
 * A100 (HBM2 with ECC): 32 x 64 bytes at 1555 GB/s / (108 SMs x 1.41 GHz) = 10.212 bytes a
 * cycle an SM: 200.55 cycles a warp; 2^21 / 108 warps an SM = 19418 -> 3.894e6 cycles =
 * 2.762 ms. RTX 2080 Ti (GDDR6, no ECC): 32 x 32 bytes at 616 GB/s / (68 x 1.545 GHz) = 5.863
 * bytes a cycle an SM: 174.65 cycles a warp; 2^21 / 68 = 30840 warps an SM -> 5.386e6 cycles
 * = 3.486 ms. Both are the limiter; the predictions add the launch's ramp, tail and overhead.
 * Measured (one launch each): 2.8205 and 3.5124 ms.
 */
static void test_bound_by_hand(void **state)
{
	struct tg_case c;
	struct gp_estimate e;
	(void)state;
	predict("a100", "Naive", 8192, 8192, &c, &e, NULL);
	tu_assert_rel(e.cpw[GP_BOUND_PARTIAL], 32 * 64 / (1555e9 / (108 * 1.41e9)), 1e-9);
	tu_assert_rel(e.cpw[GP_BOUND_PARTIAL], 200.55, 1e-4);
	assert_int_equal(e.limiter_bound, GP_BOUND_PARTIAL);
	tu_assert_rel(e.cpw[GP_BOUND_PARTIAL] * 2097152.0 / 108 / 1.41e9 * 1e3, 2.7618, 1e-4);
	if (!(e.kernel_s * 1e3 > 2.7618 && e.kernel_s * 1e3 < 2.7618 * 1.02))
		fail_msg("a100 naive kernel %.4f ms, bound 2.7618", e.kernel_s * 1e3);
	tu_assert_rel(e.time_s * 1e3, c.ms, 0.05);

	predict("rtx2080ti", "Naive", 8192, 8192, &c, &e, NULL);
	tu_assert_rel(e.cpw[GP_BOUND_PARTIAL], 32 * 32 / (616e9 / (68 * 1.545e9)), 1e-9);
	tu_assert_rel(e.cpw[GP_BOUND_PARTIAL], 174.65, 1e-4);
	assert_int_equal(e.limiter_bound, GP_BOUND_PARTIAL);
	tu_assert_rel(e.cpw[GP_BOUND_PARTIAL] * 2097152.0 / 68 / 1.545e9 * 1e3, 3.4863, 1e-4);
	tu_assert_rel(e.time_s * 1e3, c.ms, 0.05);
}

/*
 * Both GPUs measure the naive transpose at about twice the padded tile's time or more at
 * every size (A100 2.85x, 3.71x and 2.22x at 1024^2, 8192^2 and 1024 x 2048; RTX 2080 Ti
 * 2.10x, 2.34x and 1.99x), and the model puts it above twice at each.
 */
static void test_naive_slower_than_padded(void **state)
{
	static const char *const devs[] = { "a100", "rtx2080ti" };
	static const int sizes[][2] = { { 1024, 1024 }, { 8192, 8192 }, { 1024, 2048 } };
	(void)state;
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 3; j++) {
			struct tg_case cn, cs;
			struct gp_estimate en, es;
			predict(devs[i], "Naive", sizes[j][0], sizes[j][1], &cn, &en, NULL);
			predict(devs[i], "Shared", sizes[j][0], sizes[j][1], &cs, &es, NULL);
			assert_true(cn.ms > 1.9 * cs.ms);
			if (!(en.time_s > 2 * es.time_s))
				fail_msg("%s %dx%d: naive %.4f ms, padded %.4f ms", devs[i], sizes[j][0],
					 sizes[j][1], en.time_s * 1e3, es.time_s * 1e3);
		}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_emulated_partial_sectors),
		cmocka_unit_test(test_bound_by_hand),
		cmocka_unit_test(test_naive_slower_than_padded),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
