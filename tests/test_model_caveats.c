/* test_model_caveats.c - the caveats an estimate carries where make validate measured the model off
 * (estimate_caveats.h): the L1 edge on gpu-benches' gpu-cache (tests/cachecase.h) and wide barrier
 * blocks on gpu-matrix-transpose's H100 kernels (tests/trcase.h), each flagged inside its
 * band and not outside it, and what estimate prints and writes to JSON. The descriptors come
 * from the kernels' sources and the committed listings; no measurement is read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

#include <cmocka.h>

#include "testutil.h"
#include "awcase.h"
#include "cachecase.h"
#include "trcase.h"
#include "gpuperf/estimate_caveats.h"

static struct tu_run run;

static const char *gpuperf_bin(void)
{
	const char *bin = getenv("GPUPERF_BIN");
	return bin ? bin : "build/gpuperf";
}

/* Skip the test when the binary that emulates the listings is not built. */
static void require_bin(void)
{
	if (access(gpuperf_bin(), X_OK) != 0) {
		tu_skip_why("%s not built (set GPUPERF_BIN)", gpuperf_bin());
		skip();
	}
}

/* gpu-cache (l2 = 0) or gpu-l2-cache (1) over kb kB on devices/NAME.json at its benched clock */
static struct gp_estimate cache_case(const char *name, int l2, double kb)
{
	struct gp_device dev;
	struct gp_estimate e = { 0 };
	struct gp_diag d;
	char path[96];
	double gbps;
	snprintf(path, sizeof(path), "devices/%s.json", name);
	tu_device_benched(path, &dev);
	assert_int_equal(cc_predict(&dev, l2, kb, GP_COMBINE_DEFAULT, &gbps, &e, &d), 0);
	return e;
}

/* A row of gpu-cache (l2 = 0) or gpu-l2-cache (1): its data set, the ratio the caveat reads
 * (l1_data_ratio or l2_data_ratio) and the caveats it must carry. */
struct edge_row {
	const char *dev;
	int l2;
	double kb, ratio;
	unsigned caveats;
};

static void check_rows(const struct edge_row *r, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		struct gp_estimate e = cache_case(r[i].dev, r[i].l2, r[i].kb);
		double got = r[i].l2 ? e.hier.l2_data_ratio : e.hier.l1_data_ratio;
		if (fabs(got - r[i].ratio) > 1e-9 || e.caveats != r[i].caveats)
			fail_msg("%s %s %g kB: ratio %.9g (expected %.9g), caveats %u (expected %u)",
				 r[i].dev, r[i].l2 ? "gpu-l2-cache" : "gpu-cache", r[i].kb, got,
				 r[i].ratio, e.caveats, r[i].caveats);
	}
}

/* gpu-cache: one 8-warp block an SM re-reads the whole buffer, so an SM's data is the buffer
 * and nearly every load is a warp's reuse of its own sectors. The L1 it can cache: V100 all
 * its 128 kB; A100 and H100 their 192 and 256 kB less the driver's 32 kB carve-out, 1 kB
 * reserved for each of the 32 blocks an SM can hold (occupancy.h): 160 and 224 kB. So 148 kB
 * on V100 is 148 / 128 = 1.15625 of it, 204 kB on A100 204 / 160, 280 kB on H100 280 / 224,
 * 124 kB on V100 0.96875: all in the band. 100 kB on V100 (0.78) and 280 kB (2.19) are
 * outside. */
static void test_l1_edge(void **state)
{
	static const struct edge_row rows[] = {
		{ "v100", 0, 148, 148.0 / 128, GP_CAVEAT_L1_EDGE },
		{ "v100", 0, 124, 124.0 / 128, GP_CAVEAT_L1_EDGE },
		{ "a100-80", 0, 204, 204.0 / 160, GP_CAVEAT_L1_EDGE },
		{ "h100-pcie", 0, 280, 280.0 / 224, GP_CAVEAT_L1_EDGE },
		{ "v100", 0, 100, 100.0 / 128, 0 },
		{ "v100", 0, 280, 280.0 / 128, 0 },
	};
	struct gp_estimate e;
	(void)state;
	check_rows(rows, sizeof(rows) / sizeof(rows[0]));
	e = cache_case("v100", 0, 148);
	/* N = 18944 doubles: 74 loads a pass of a warp's 74 distinct requests, 56 passes
	 * (cachecase.h: max(16, ceil(4096 / 74))), 4144 loads: all but the first pass reuse */
	assert_true(cc_cache_loads(18944) == 4144);
	assert_float_equal(e.hier.l1_reuse_share, 1 - 74.0 / 4144, 1e-9);
	/* gpu-l2-cache's blocks read their slice once: no warp comes back to its own sectors,
	 * so the L1's capacity decides nothing whatever the SM's data */
	e = cache_case("a100-80", 1, 1536);
	assert_float_equal(e.hier.l1_reuse_share, 0, 1e-12);
	assert_int_equal(e.caveats & GP_CAVEAT_L1_EDGE, 0);
}

/* gpu-l2-cache: blockRun slices of 512 kB, each read by 100000 / blockRun blocks on every
 * SM, so all but the first read of a sector re-read another block's: a share of
 * 1 - blockRun / 100000. The data set over the L2 (A100 80 GB 40 MB, H100 PCIe 50 MB):
 * 30720 kB is 0.75 of A100's, 40448 kB 0.9875; 36864 kB is 0.72 of H100's (below the band,
 * where every GPU measured kept its hits), 52736 kB 1.03 (past the L2: the model's misses).
 * gpu-latency's chase, one thread, shares nothing: not flagged whatever its size. */
static void test_l2_edge(void **state)
{
	struct gp_estimate e;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_launch l = { .grid = 1, .block = 32 };
	struct gp_diag d;
	char text[1024];
	static const struct edge_row rows[] = {
		{ "a100-80", 1, 30720, 0.75, GP_CAVEAT_L2_EDGE },
		{ "a100-80", 1, 40448, 0.9875, GP_CAVEAT_L2_EDGE },
		{ "h100-pcie", 1, 36864, 0.72, 0 },
		{ "h100-pcie", 1, 52736, 1.03, 0 },
	};
	(void)state;
	check_rows(rows, sizeof(rows) / sizeof(rows[0]));
	e = cache_case("a100-80", 1, 30720);
	assert_float_equal(e.hier.shared_reuse_share, 1 - 60.0 / 100000, 1e-9);
	/* a two-section L2 loses its hits by the set law there: the caution says by how much
	 * the tables were off with it, a one-section L2's what they were off with every hit */
	assert_int_equal(e.hier.l2_set_law, 1);
	assert_non_null(strstr(gp_caveat_text(GP_CAVEAT_L2_EDGE, &e, text, sizeof(text)),
			       "about 15% slower or faster"));
	/* the chase over 0.9 of V100's 6 MB L2 */
	tu_device_benched("devices/v100.json", &dev);
	tu_chase_text(text, sizeof(text), 0.9 * dev.l2_bytes / 1024);
	gp_kernel_init(&k);
	assert_int_equal(gp_kernel_parse(text, strlen(text), "chase", &k, &d), 0);
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	gp_kernel_release(&k);
	assert_float_equal(e.hier.l2_data_ratio, 0.9, 1e-6);
	assert_float_equal(e.hier.shared_reuse_share, 0, 0);
	assert_int_equal(e.caveats & GP_CAVEAT_L2_EDGE, 0);
	assert_int_equal(e.hier.l2_set_law, 0);
	assert_non_null(strstr(gp_caveat_text(GP_CAVEAT_L2_EDGE, &e, text, sizeof(text)),
			       "up to 2.2x slower"));
}

/* Emulate gpu-matrix-transpose's case name into desc and estimate it on h100-sxm. */
static struct gp_estimate transpose_case(const char *name, const char *desc)
{
	struct gp_device dev;
	struct gp_diag d;
	struct tr_case c;
	struct tr_pred p;
	struct gp_kernel k;
	struct gp_launch l = { 0 };
	struct gp_estimate e;

	require_bin();
	assert_int_equal(gp_device_load(TR_DEVICE, &dev, &d), 0);
	assert_int_equal(tr_case_get(name, 0, &c), 0);
	if (tr_predict(&dev, &c, desc, &run, &p) < 0)
		print_error("%s: %s", name, run.err);
	gp_kernel_init(&k);
	assert_int_equal(gp_kernel_load(desc, &k, &d), 0);
	l.grid = aw_dims(c.grid);
	l.block = (int)aw_dims(c.block);
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	gp_kernel_release(&k);
	return e;
}

/* The band is read off the measured rows (README, "Known limits of the model"): the padded
 * tile (32 warps, its unloaded latency bound lets 0.84x the throughput bound through) and
 * the 16-warp coarsened tile (1.92x) ran 24% and 16% slower than the model; the 64-wide
 * tile's 32-warp blocks (2.98x) and the 8-warp coarsened tile are within 5%. */
static void test_wide_barrier(void **state)
{
	char desc[64];
	struct gp_estimate e;
	double x;
	(void)state;
	snprintf(desc, sizeof(desc), "/tmp/gp_cav_%d.json", (int)getpid());
	e = transpose_case("TiledPadded", desc);
	x = e.occupancy_warps / e.latency_idle_cycles / e.throughput_bound_wpc;
	assert_true(x > 0.7 && x < 1);
	assert_int_equal(e.caveats, GP_CAVEAT_WIDE_BARRIER);
	e = transpose_case("Coarsen2", desc);
	x = e.occupancy_warps / e.latency_idle_cycles / e.throughput_bound_wpc;
	assert_true(x > 1.5 && x < GP_CAVEAT_BARRIER_NEAR);
	assert_int_equal(e.caveats, GP_CAVEAT_WIDE_BARRIER);
	e = transpose_case("Vec2_T64", desc);
	x = e.occupancy_warps / e.latency_idle_cycles / e.throughput_bound_wpc;
	assert_true(x > 2.5);
	assert_int_equal(e.caveats, 0);
	/* 8 warps a block: below the caveat's 16, whatever its latency */
	e = transpose_case("Coarsen4", desc);
	assert_int_equal(e.caveats, 0);
	/* the naive transpose has no barrier */
	e = transpose_case("Naive", desc);
	assert_int_equal(e.caveats, 0);
	remove(desc);
}

/* fastWalshTransform's fwtBatch1Kernel on the QV100 (AccelWattch's launch, tests/awcase.h):
 * 16-warp blocks with barriers, 2.11x, measured 21% slower than the model: inside the band */
static void test_wide_barrier_fwt(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	struct aw_case c;
	struct gp_estimate e, em, eq;
	char desc[64];
	double x;
	(void)state;
	require_bin();
	assert_int_equal(aw_device(&dev, &d), 0);
	assert_int_equal(aw_case_get("fwt_k1", 0, &c), 0);
	snprintf(desc, sizeof(desc), "/tmp/gp_cav_fwt_%d.json", (int)getpid());
	if (aw_extract(&c, desc, &run) < 0 ||
	    aw_estimate_desc(&dev, desc, c.name, c.grid, c.block, c.smem_dynamic_bytes, &run, &e,
			     &em, &eq) < 0)
		print_error("fwt_k1: %s", run.err);
	remove(desc);
	assert_int_equal(aw_dims(c.block), 512);
	x = e.occupancy_warps / e.latency_idle_cycles / e.throughput_bound_wpc;
	assert_true(x > 2 && x < GP_CAVEAT_BARRIER_NEAR);
	assert_int_equal(e.caveats, GP_CAVEAT_WIDE_BARRIER);
}

/* estimate prints each caveat on a 'caution' line and lists them in --json by id. */
static void test_cli(void **state)
{
	char desc[64];
	(void)state;
	snprintf(desc, sizeof(desc), "/tmp/gp_cav_%d.json", (int)getpid());
	transpose_case("TiledPadded", desc);
	tu_gpuperf(&run, "estimate --device h100-sxm --kernel %s --grid 1024x1024 --block 32x32",
		   desc);
	assert_int_equal(run.status, 0);
	tu_assert_contains(run.out, "caution       blocks of 32 warps meet at a barrier and the "
				    "launch is at the latency bound: measured tiled transposes");
	tu_gpuperf(&run, "estimate --device h100-sxm --kernel %s --grid 1024x1024 --block 32x32 "
			 "--json", desc);
	assert_int_equal(run.status, 0);
	tu_assert_contains(run.out, "\"caveats\": [{\"id\": \"wide_barrier\", \"text\": \"blocks of "
				    "32 warps meet at a barrier");
	transpose_case("Coarsen4", desc);
	tu_gpuperf(&run, "estimate --device h100-sxm --kernel %s --grid 1024x1024 --block 32x8 "
			 "--json", desc);
	assert_int_equal(run.status, 0);
	tu_assert_contains(run.out, "\"caveats\": []");
	tu_gpuperf(&run, "estimate --device h100-sxm --kernel %s --grid 1024x1024 --block 32x8",
		   desc);
	assert_null(strstr(run.out, "caution"));
	remove(desc);
}

/* run and sweep carry the ids: a model whose one kernel is the padded tile */
static void test_cli_app(void **state)
{
	char desc[64], app[64], csv[64], text[512];
	FILE *f;
	(void)state;
	snprintf(desc, sizeof(desc), "/tmp/gp_cav_%d.json", (int)getpid());
	snprintf(app, sizeof(app), "/tmp/gp_cav_app_%d.json", (int)getpid());
	snprintf(csv, sizeof(csv), "/tmp/gp_cav_app_%d.csv", (int)getpid());
	transpose_case("TiledPadded", desc);
	assert_non_null(f = fopen(app, "w"));
	fprintf(f, "{\"name\": \"tile\", \"device\": \"h100-sxm\", \"variables\": {\"n\": 1024}, "
		   "\"ops\": [{\"op\": \"kernel\", \"name\": \"tp\", \"kernel\": \"%s\", "
		   "\"grid\": [\"n\", \"n\"], \"block\": [32, 32]}]}\n", desc);
	fclose(f);
	tu_gpuperf(&run, "run %s", app);
	assert_int_equal(run.status, 0);
	tu_assert_contains(run.out, "[caution: wide_barrier; estimate prints the measured band]");
	tu_gpuperf(&run, "run %s --json", app);
	assert_int_equal(run.status, 0);
	tu_assert_contains(run.out, "\"caveats\": [\"wide_barrier\"]");
	/* 64 x 64 tiles of 1024 threads are one wave on 132 SMs; still 32-warp blocks at a
	 * barrier, latency-bound */
	tu_gpuperf(&run, "sweep %s --vary n=64,1024 -o %s", app, csv);
	assert_int_equal(run.status, 0);
	assert_non_null(f = fopen(csv, "r"));
	assert_non_null(fgets(text, sizeof(text), f));
	tu_assert_contains(text, ",tp_caveats\n");
	assert_non_null(fgets(text, sizeof(text), f));
	tu_assert_contains(text, ",wide_barrier\n");
	fclose(f);
	remove(csv);
	remove(app);
	remove(desc);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_l1_edge),
		cmocka_unit_test(test_l2_edge),
		cmocka_unit_test(test_wide_barrier),
		cmocka_unit_test(test_wide_barrier_fwt),
		cmocka_unit_test(test_cli),
		cmocka_unit_test(test_cli_app),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
