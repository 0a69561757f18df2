/* test_emu_contention.c - atomic contention in the memory records: one-bin and uniform 256-bin
 * histograms (kernels/src/hist_atomics.cu: shared ATOMS merged by global RED, global RED,
 * global ATOM) on sm_61..sm_90, the figures derived by hand from the --init input. */
#include "testutil.h"
#include "gpuperf/emu.h"

static const int archs[] = { 61, 70, 80, 90 };

/*
 * 16 blocks x 256 threads over n = 4096 inputs. One bin (every input 0): each request's 32
 * lanes update one address, and every update of the launch hits it: 1 address a request, a
 * hottest share of 1. Uniform (input i = i, the bin i & 255): a warp's 32 consecutive inputs
 * are 32 bins, and each bin takes 4096 / 256 = 16 of the 4096 updates: 32 and 1/256. The
 * shared histogram's merge (bins[j] += h[j], j = the thread) is the uniform case for either
 * input: each block updates all 256 bins once.
 */
struct want {
	const char *space;
	double addrs, share;
};

static void run_one(int sm, const char *func, int uniform, const struct want *w, int nw)
{
	char path[96];
	struct gp_sass_file f;
	struct gp_diag d;
	struct gp_emu_launch l;
	struct gp_emu_result r;
	const struct gp_sass_func *fn;
	int seen = 0;
	snprintf(path, sizeof(path), "kernels/sass/hist_atomics.sm_%d.sass", sm);
	gp_diag_clear(&d);
	assert_int_equal(gp_sass_load(path, &f, &d), 0);
	assert_non_null(fn = gp_sass_find(&f, func, sm, &d));
	gp_emu_launch_init(&l);
	assert_int_equal(gp_emu_args_from_name(fn->name, &l, &d), 0);
	l.grid[0] = 16;
	l.block[0] = 256;
	for (int i = 0; i < l.nargs; i++) {
		l.args[i].alloc_bytes = 4 * 4096;
		l.args[i].value = 4096;   /* n, the last argument; pointers ignore it */
	}
	l.args[0].init = uniform ? GP_EMU_INIT_INDEX : GP_EMU_INIT_CONST;
	l.args[0].init_lo = 0;
	memset(&r, 0, sizeof(r));
	assert_int_equal(gp_emu_run(fn, &l, &r, &d), 0);
	for (int i = 0; i < r.memory->n; i++) {
		const struct gp_memrec *m = &r.memory->recs[i];
		if (!m->is_atomic) {
			assert_true(m->atomic_addrs_per_request == 0);
			continue;
		}
		assert_true(seen < nw);
		if (strcmp(gp_memspace_name(m->space), w[seen].space) != 0)
			fail_msg("sm_%d %s: atomic %d (%s) in %s, expected %s", sm, func, seen, m->op,
				 gp_memspace_name(m->space), w[seen].space);
		if (m->atomic_addrs_per_request != w[seen].addrs ||
		    m->atomic_hot_share != w[seen].share)
			fail_msg("sm_%d %s %s (%s): %.17g addresses a request, hottest share %.17g; "
				 "expected %g and %g", sm, func, m->op, uniform ? "uniform" : "one bin",
				 m->atomic_addrs_per_request, m->atomic_hot_share, w[seen].addrs,
				 w[seen].share);
		seen++;
	}
	assert_int_equal(seen, nw);
	/* no atomic counted as an unknown instruction (sm_90's REDG) */
	assert_int_equal(fn->n_unknown, 0);
	assert_true(r.by_class[GP_IC_ATOM] > 0);
	gp_emu_result_release(&r);
	gp_sass_file_release(&f);
}

static void test_histograms(void **state)
{
	(void)state;
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++) {
		int sm = archs[a];
		for (int uniform = 0; uniform < 2; uniform++) {
			double addrs = uniform ? 32 : 1, share = uniform ? 1.0 / 256 : 1;
			const struct want shared[] = { { "shared", addrs, share },
						       { "global", 32, 1.0 / 256 } };
			const struct want global[] = { { "global", addrs, share } };
			run_one(sm, "hist_shared", uniform, shared, 2);
			run_one(sm, "hist_global", uniform, global, 1);
			run_one(sm, "hist_global_old", uniform, global, 1);
		}
	}
}

/* The figures reach the descriptor's memory records, and read back. */
static void test_descriptor(void **state)
{
	struct tu_run r;
	struct gp_kernel k;
	char out[64];
	int found = 0;
	(void)state;
	snprintf(out, sizeof(out), "/tmp/gp_contention_%d.json", (int)getpid());
	tu_tmp_remember(out);
	tu_gpuperf(&r, "extract --sass kernels/sass/hist_atomics.sm_90.sass --function hist_global "
		   "--device h100-sxm --grid 16 --block 256 --arg 0=16384 --arg 1=1024 --arg 2=4096 "
		   "--init 0=index -o %s", out);
	assert_int_equal(r.status, 0);
	tu_kernel_load(out, &k);
	assert_non_null(k.memory);
	for (int i = 0; i < k.memory->n; i++) {
		const struct gp_memrec *m = &k.memory->recs[i];
		if (!m->is_atomic)
			continue;
		assert_string_equal(m->op, "REDG.E.ADD.STRONG.GPU");
		assert_true(m->atomic_addrs_per_request == 32);
		assert_true(m->atomic_hot_share == 1.0 / 256);
		found++;
	}
	assert_int_equal(found, 1);
	gp_kernel_release(&k);
	/* out of range is refused with the field named */
	{
		const char *bad = tu_tmpfile(0, ".json", "{ \"name\": \"k\", \"arch\": \"sm_90\", "
			"\"per_warp\": { \"ins_lsu\": 1, \"ins_issued\": 1, \"gmem_bytes\": 128, "
			"\"smem_bytes\": 0, \"latency_bound\": 500 }, \"memory\": [ { \"pc\": 0, "
			"\"op\": \"RED\", "
			"\"space\": \"global\", \"atomic\": true, \"width_bytes\": 4, \"requests\": 1, "
			"\"atomic_hottest_share\": 2 } ] }");
		tu_gpuperf(&r, "estimate --device h100-sxm --kernel %s --threads 1024 --block 256", bad);
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "atomic_hottest_share");
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_histograms),
		cmocka_unit_test(test_descriptor),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
