/* test_model_l2_dirty.c - the dirty bytes an L2 keeps at a kernel's end (memory.l2_dirty_bytes,
 * memhier.c): the V100 figure re-derived from the two held-out kernels of the QV100 table, the
 * write-backs of hand profiles with and without it, the loader's and --set's handling, and
 * the AccelWattch kernels whose writes it predicts, against their measured counts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

#include <cmocka.h>

#include "testutil.h"
#include "awcase.h"
#include "gpuperf/device_whatif.h"
#include "gpuperf/memprofile.h"

#define MIB 1048576.0

/* The table's row of kernel (a prefix of its mangled name): 0, or -1. */
static int csv_row(const char *csv, const char *kernel, double *l2_writes, double *dram_writes)
{
	FILE *f = fopen(csv, "r");
	char line[16384];
	int rc = -1;
	if (!f)
		return -1;
	while (rc < 0 && fgets(line, sizeof(line), f)) {
		char *col[20], *s = line;
		int n = 0;
		while (n < 20 && s) {
			col[n++] = s;
			if ((s = strchr(s, ',')))
				*s++ = '\0';
		}
		if (n < 18 || strncmp(col[1], kernel, strlen(kernel)) != 0)
			continue;
		/* L2_WH + L2_WM: the sectors the kernel writes to the L2; DRAM_Wr: those written
		 * back within it */
		*l2_writes = strtod(col[12], NULL) + strtod(col[13], NULL);
		*dram_writes = strtod(col[9], NULL);
		rc = 0;
	}
	fclose(f);
	return rc;
}

/*
 * devices/v100.json's 3 MiB from two of the QV100 table's kernels that write each sector once,
 * far more than the L2 holds: mergeSortSharedKernel (4M keys
 * and 4M values, 32 MiB = 1048576 sectors) leaves 1048576 - 950169 = 98407 sectors
 * unwritten at its end, cudaTensorCoreGemm's compute_gemm (a 4096^2 float D, 64 MiB)
 * 2097152 - 1998866 = 98286: both 98304 = 3 MiB / 32 within 0.11%, half the 6 MiB L2.
 */
static void test_v100_figure(void **state)
{
	const char *csv = tu_shared_path(AW_CSV);
	static const char *const kernels[2] = { "_Z21mergeSortSharedKernel", "_Z12compute_gemm" };
	static const double written[2] = { 1048576, 2097152 };
	struct gp_device dev;
	(void)state;
	tu_device("v100", &dev);
	assert_true(dev.l2_dirty_bytes == 3 * MIB);
	assert_true(dev.l2_dirty_bytes == dev.l2_bytes / 2);
	if (!csv || access(csv, R_OK) != 0) {
		tu_skip_why("%s is absent", AW_CSV);
		skip();
	}
	for (int i = 0; i < 2; i++) {
		double l2w = 0, dramw = 0;
		assert_int_equal(csv_row(csv, kernels[i], &l2w, &dramw), 0);
		assert_true(l2w == written[i]);
		tu_assert_rel((l2w - dramw) * 32, dev.l2_dirty_bytes, 0.0011);
	}
	/* mergeSortSharedKernel is not among the validated kernels; compute_gemm is (its cycles,
	 * since its listing was added), and its DRAM writes there are not independent */
	for (int i = 0; i < 2; i++) {
		struct aw_case c;
		int found = 0;
		for (int k = 0; aw_case_get(NULL, k, &c) == 0; k++)
			found |= strncmp(c.kernel, kernels[i], strlen(kernels[i])) == 0;
		assert_int_equal(found, i == 1);
	}
}

/* A profile of 1000 blocks of 8 warps that load `ld` bytes of allocation 0 and store `st`
 * bytes of allocation 1, each sector once, 4 sectors a request. */
static void eval(const struct gp_device *dev, double ld, double st, struct gp_memhier *h)
{
	struct gp_memprofile *m = gp_memprofile_new();
	struct gp_memrec r = { .space = GP_MSPACE_GLOBAL, .width_bytes = 4,
			       .sectors_per_request = 4 };
	struct gp_footprint f = { .name = "in" };
	struct gp_memhier_launch l = { .warps = 8000, .grid_blocks = 1000, .wave_blocks = 1000 };
	assert_non_null(m);
	if (ld > 0) {
		r.requests = ld / (8000 * 128);
		r.bytes = r.requests * 128;
		r.alloc = 0;
		f.bytes = f.accessed_bytes = ld;
		assert_int_equal(gp_memprofile_push(m, &r), 0);
		assert_int_equal(gp_memprofile_push_footprint(m, &f), 0);
	}
	r.is_store = 1;
	r.requests = st / (8000 * 128);
	r.bytes = r.requests * 128;
	r.alloc = m->nfoot;
	snprintf(f.name, sizeof(f.name), "out");
	f.bytes = f.accessed_bytes = st;
	assert_int_equal(gp_memprofile_push(m, &r), 0);
	assert_int_equal(gp_memprofile_push_footprint(m, &f), 0);
	assert_int_equal(gp_memhier_eval(dev, m, &l, h), 0);
	gp_memprofile_free(m);
}

/*
 * By hand on V100 (6 MiB L2, 3 MiB dirty):
 * - a store-only stream of 12.8 MB: the last 6 MiB it touches are all stores, but only
 *   3 MiB stay dirty: 12.8e6 - 3 MiB written back within the kernel (6 MiB kept without
 *   the figure, as before);
 * - 20.48 MB read, 4.096 MB written: the stores' share of the last 6 MiB,
 *   6 MiB x 4.096 / 24.576 = 1 MiB, is under 3 MiB: unchanged by the figure;
 * - 1 MB written: all of it fits in 3 MiB: all deferred, either way.
 */
static void test_hand_profiles(void **state)
{
	struct gp_device dev, whole;
	struct gp_memhier h;
	(void)state;
	tu_device("v100", &dev);
	whole = dev;
	whole.l2_dirty_bytes = 0;
	assert_true(gp_memhier_l2_dirty_bytes(&dev) == 3 * MIB);
	assert_true(gp_memhier_l2_dirty_bytes(&whole) == 6 * MIB);
	eval(&dev, 0, 12.8e6, &h);
	tu_assert_rel(h.dram_write_bytes, 12.8e6, 1e-12);
	tu_assert_rel(h.dram_deferred_bytes, 3 * MIB, 1e-12);
	tu_assert_rel(h.dram_write_bytes - h.dram_deferred_bytes, 12.8e6 - 3 * MIB, 1e-12);
	eval(&whole, 0, 12.8e6, &h);
	tu_assert_rel(h.dram_deferred_bytes, 6 * MIB, 1e-12);
	eval(&dev, 20.48e6, 4.096e6, &h);
	tu_assert_rel(h.dram_read_bytes, 20.48e6, 1e-12);
	tu_assert_rel(h.dram_deferred_bytes, 1 * MIB, 1e-12);
	eval(&whole, 20.48e6, 4.096e6, &h);
	tu_assert_rel(h.dram_deferred_bytes, 1 * MIB, 1e-12);
	eval(&dev, 0, 1e6, &h);
	tu_assert_rel(h.dram_deferred_bytes, 1e6, 1e-12);
	/* a figure above the L2 (a what-if that shrank it) is held to the L2 */
	dev.l2_dirty_bytes = 2 * dev.l2_bytes;
	assert_true(gp_memhier_l2_dirty_bytes(&dev) == dev.l2_bytes);
}

/* The loader rejects more dirty bytes than the L2 holds; --set memory.l2_bytes rescales
 * the figure with the L2 (half of 12 MiB: 6 MiB); a device without it has none. */
static void test_loader_and_set(void **state)
{
	struct gp_whatif s;
	struct gp_device dev;
	struct gp_diag d;
	struct tu_run r;
	(void)state;
	gp_whatif_init(&s);
	assert_int_equal(gp_whatif_parse(&s, "memory.l2_bytes=12582912", &d), 0);
	assert_int_equal(gp_whatif_find("v100", &s, &dev, &d), 0);
	assert_true(dev.l2_dirty_bytes == 6 * MIB);
	tu_device("a100", &dev);
	assert_true(dev.l2_dirty_bytes == 0);
	tu_gpuperf(&r, "occupancy --device v100 --block 256 --regs 8 --smem 0 "
		       "--set memory.l2_dirty_bytes=7000000");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "'/memory/l2_dirty_bytes' 7e+06 bytes is more than the L2 holds");
}

/*
 * The AccelWattch kernels whose writes the figure moves, emulated as validate does
 * (tests/awcase.h), against the table's DRAM_Wr: quasirandomGenerator writes 12 MiB
 * (393216 sectors) and reads nothing: 393216 - 98304 = 294912 within the kernel (the
 * table: 294938; 196608 with 6 MiB kept); srad writes its 5 arrays of 229916 floats,
 * each span 28740 sectors, 143700 of which 98304 are kept: 45396 (the table: 45424; 0
 * before, its 4.6 MB of writes all fitting 6 MiB x their 83% share).
 */
static void test_accelwattch_writes(void **state)
{
	const char *csv = tu_shared_path(AW_CSV);
	static const char *const names[2] = { "qrng_gen", "srad_v1" };
	static const double want[2] = { 294912, 45396 };
	struct gp_device dev;
	struct gp_diag d;
	static struct tu_run run;
	(void)state;
	assert_int_equal(aw_device(&dev, &d), 0);
	for (int i = 0; i < 2; i++) {
		struct aw_case c;
		struct aw_pred p = { 0 };
		struct aw_meas m = { 0 };
		char desc[64];
		assert_int_equal(aw_case_get(names[i], 0, &c), 0);
		snprintf(desc, sizeof(desc), "/tmp/gp_l2dirty_%d.json", (int)getpid());
		if (aw_predict(&dev, &c, desc, &run, &p) < 0)
			fail_msg("%s: %s", names[i], run.err);
		remove(desc);
		assert_float_equal(p.dram_wr_sectors, want[i], 1);
		if (csv && access(csv, R_OK) == 0) {
			assert_int_equal(aw_meas_get(csv, c.kernel, &m), 0);
			tu_assert_rel(p.dram_wr_sectors, m.dram_wr_sectors, 0.001);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_v100_figure),
		cmocka_unit_test(test_hand_profiles),
		cmocka_unit_test(test_loader_and_set),
		cmocka_unit_test(test_accelwattch_writes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
