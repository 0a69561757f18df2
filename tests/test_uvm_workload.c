/* test_uvm_workload.c - the UVM workload built from a kernel's address patterns and its
 * launch, and from arrays given by size, checked against values worked out by hand. */
#include "testutil.h"

#include "gpuperf/uvm_workload.h"

static void pattern(struct gp_pattern *p, const char *array, int elem_bytes,
		    enum gp_pat_kind kind, double c_tid, double footprint_bytes)
{
	memset(p, 0, sizeof(*p));
	snprintf(p->array, sizeof(p->array), "%s", array);
	p->elem_bytes = elem_bytes;
	p->kind = kind;
	p->c_tid = c_tid;
	p->footprint_bytes = footprint_bytes;
}

/*
 * Four patterns over three arrays: x read by consecutive threads (sequential), y 32
 * elements of 4 B apart per thread (strided by 128 B), a histogram's random bins over
 * 1 MiB, and x again (already an array: skipped). On the GTX 970 (13 SMs, 32-thread warps)
 * 64 resident warps per SM are 64 x 13 x 32 = 26624 threads in flight, more than the
 * launch's 10000, so all 10000 are.
 */
static void test_from_kernel(void **state)
{
	struct gp_pattern pats[4];
	struct gp_program prog;
	struct gp_kernel k;
	struct gp_device dev;
	struct gp_uvm_spec s;
	struct gp_uvm_workload w;
	struct gp_diag d;
	(void)state;
	gp_diag_clear(&d);
	tu_device("gtx970", &dev);
	assert_int_equal(dev.sms, 13);
	pattern(&pats[0], "x", 4, GP_PAT_AFFINE, 1, 0);
	pattern(&pats[1], "y", 4, GP_PAT_AFFINE, 32, 0);
	pattern(&pats[2], "bins", 0, GP_PAT_RANDOM, 0, 1048576);
	pattern(&pats[3], "x", 4, GP_PAT_AFFINE, 1, 0);
	memset(&prog, 0, sizeof(prog));
	prog.npatterns = 4;
	prog.patterns = pats;
	memset(&k, 0, sizeof(k));
	k.program = &prog;
	memset(&s, 0, sizeof(s));
	s.bytes = 8 << 20;
	s.has_bytes = 1;
	s.elem_bytes = 8;
	s.passes = 2;
	s.kernel_s = -1;
	s.kernel = &k;
	s.estimate_s = 0.0015;
	s.occupancy_warps = 64;
	s.launch_threads = 10000;
	assert_int_equal(gp_uvm_workload_build(&w, &dev, &s, &d), 0);
	assert_int_equal(w.n_arrays, 3);
	assert_int_equal(w.arrays[0].pattern.kind, GP_UVM_SEQUENTIAL);
	assert_true(w.arrays[0].bytes == 8 << 20 && w.arrays[0].elem_bytes == 4);
	assert_int_equal(w.arrays[1].pattern.kind, GP_UVM_STRIDED);
	assert_true(w.arrays[1].pattern.stride_bytes == 128);
	assert_int_equal(w.arrays[2].pattern.kind, GP_UVM_RANDOM);
	assert_true(w.arrays[2].bytes == 1048576);
	assert_true(w.arrays[2].elem_bytes == 8);       /* the pattern gives none */
	assert_true(w.kernel_s == 0.0015);               /* the estimate's, none given */
	assert_true(w.resident_threads == 10000);
	assert_int_equal(w.passes, 2);

	/* a bigger launch: the 26624 threads the SMs hold */
	s.launch_threads = 1e6;
	s.kernel_s = 0.002;
	assert_int_equal(gp_uvm_workload_build(&w, &dev, &s, &d), 0);
	assert_true(w.resident_threads == 26624);
	assert_true(w.kernel_s == 0.002);

	/* a pattern given wins over the descriptor's: two arrays of it */
	s.has_pattern = 1;
	s.pattern.kind = GP_UVM_RANDOM;
	s.n_arrays = 2;
	assert_int_equal(gp_uvm_workload_build(&w, &dev, &s, &d), 0);
	assert_int_equal(w.n_arrays, 2);
	assert_int_equal(w.arrays[1].pattern.kind, GP_UVM_RANDOM);
	assert_true(w.arrays[1].elem_bytes == 8);

	/* no patterns and no size: nothing to size the arrays by */
	prog.npatterns = 0;
	s.has_pattern = 0;
	s.has_bytes = 0;
	assert_int_equal(gp_uvm_workload_build(&w, &dev, &s, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "no address patterns");
}

/* More array names than the model holds is refused, not truncated. */
static void test_too_many_arrays(void **state)
{
	struct gp_pattern pats[GP_UVM_ARRAYS_MAX + 1];
	struct gp_program prog;
	struct gp_kernel k;
	struct gp_device dev;
	struct gp_uvm_spec s;
	struct gp_uvm_workload w;
	struct gp_diag d;
	(void)state;
	gp_diag_clear(&d);
	tu_device("gtx970", &dev);
	for (int i = 0; i <= GP_UVM_ARRAYS_MAX; i++) {
		char name[8];
		snprintf(name, sizeof(name), "a%d", i);
		pattern(&pats[i], name, 4, GP_PAT_AFFINE, 1, 0);
	}
	memset(&prog, 0, sizeof(prog));
	prog.npatterns = GP_UVM_ARRAYS_MAX + 1;
	prog.patterns = pats;
	memset(&k, 0, sizeof(k));
	k.program = &prog;
	memset(&s, 0, sizeof(s));
	s.has_bytes = 1;
	s.bytes = 4096;
	s.elem_bytes = 4;
	s.passes = 1;
	s.kernel = &k;
	s.launch_threads = 1;
	assert_int_equal(gp_uvm_workload_build(&w, &dev, &s, &d), -GP_ELIMIT);
	tu_assert_contains(d.msg, "more than 16 arrays");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_from_kernel),
		cmocka_unit_test(test_too_many_arrays),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
