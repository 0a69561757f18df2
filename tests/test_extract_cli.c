/* test_extract_cli.c - 'gpuperf extract' end to end: thesis saxpy2 -> estimate, PTX path, errors. */
#include "testutil.h"
#include "util.h"

static double time_ms(const char *out)
{
	const char *t = strstr(out, "\ntime ");
	double v = -1;
	if (t)
		sscanf(t + 6, " %lf", &v);
	return v;
}

/* Extracted from the thesis listing, the descriptor estimates within 10% of the hand-written one. */
static void test_saxpy2_to_estimate(void **state)
{
	const char *sass = tu_shared_path("thesis_saxpy2_sm52.sass");
	struct tu_run r;
	char out[64], cmd[512];
	(void)state;
	if (!sass)
		skip();
	snprintf(out, sizeof(out), "/tmp/gp_extract_%d.json", (int)getpid());
	tu_gpuperf(&r, "extract --sass %s --ptxas tests/data/thesis_saxpy2_ptxas.txt --device gtx970 "
		   "--loop 1=a -o %s", sass, out);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "latency bound 936 + 24*a");
	{
		FILE *f = fopen(out, "r");
		char buf[65536];
		size_t n;
		assert_non_null(f);
		n = fread(buf, 1, sizeof(buf) - 1, f);
		buf[n] = '\0';
		fclose(f);
		tu_assert_contains(buf, "\"ins_fp32\":\t\"23 + 4*a\"");
		tu_assert_contains(buf, "\"ins_issued\":\t\"23 + 4*a\"");
		tu_assert_contains(buf, "\"gmem_bytes\":\t384");
		tu_assert_contains(buf, "\"regs_per_thread\":\t8");
		tu_assert_contains(buf, "\"fidelity\":\t\"sass\"");
		tu_assert_contains(buf, "\"loops\"");
	}
	for (int a = 1; a <= 256; a *= 16) {
		struct tu_run h;
		double t_hand, t_ext;
		snprintf(cmd, sizeof(cmd), "estimate --device gtx970 --block 256 --threads 4000000 "
			 "--param a=%d --kernel", a);
		tu_gpuperf(&h, "%s kernels/saxpy2.json", cmd);
		tu_gpuperf(&r, "%s %s", cmd, out);
		assert_int_equal(h.status, 0);
		assert_int_equal(r.status, 0);
		t_hand = time_ms(h.out);
		t_ext = time_ms(r.out);
		assert_true(t_hand > 0);
		tu_assert_rel(t_ext, t_hand, 0.10);
	}
	remove(out);
}

static void test_explain(void **state)
{
	const char *sass = tu_shared_path("thesis_saxpy2_sm52.sass");
	struct tu_run r;
	(void)state;
	if (!sass)
		skip();
	tu_gpuperf(&r, "extract --sass %s --device gtx970 --loop .L_none=a --explain", sass);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "no loop '.L_none'");
	tu_assert_contains(r.err, "hint: its loops");
	tu_gpuperf(&r, "extract --sass %s --device gtx970 --loop 0xd0=a --explain", sass);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "latency bound: 936 + 24*a = 960 cycles");
	tu_assert_contains(r.out, "loop 1 (0x00d0)");
	/* --explain without -o prints no JSON */
	assert_null(strstr(r.out, "\"per_warp\""));
}

static void test_ptx_path(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "extract --ptx kernels/ptx/daxpy.ptx --ptxas kernels/ptxas/daxpy.sm_75.log "
		   "--device gtx970 --loop 1=reps --param reps=10");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"fidelity\":\t\"ptx\"");
	tu_assert_contains(r.out, "\"reps\":\t10");
	tu_assert_contains(r.out, "\"ins_fp64\":\t\"1 + reps\"");
	tu_assert_contains(r.err, "lower fidelity");
	tu_gpuperf(&r, "extract --ptx kernels/ptx/vecadd.ptx --list");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "vecadd(float const*, float const*, float*, int)");
}

static void test_list_and_select(void **state)
{
	const char *sass = tu_shared_path("ext/sass/librecuda_write_float.sm_80.nvdisasm.asm");
	struct tu_run r;
	(void)state;
	if (!sass)
		skip();
	tu_gpuperf(&r, "extract --sass %s --list", sass);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "write_float_ptr");
	tu_gpuperf(&r, "extract --sass %s --device gtx970", sass);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "3 functions match");
	tu_assert_contains(r.err, "hint: choose one with --function");
	tu_gpuperf(&r, "extract --sass %s --device gtx970 --function nope", sass);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "function 'nope' is not in the listing");
	tu_gpuperf(&r, "extract --sass %s --device gtx970 --function write_float_ptr", sass);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"latency_bound\":\t515");
}

static void test_usage_errors(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "extract --device gtx970");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--sass FILE or --ptx FILE is required");
	tu_gpuperf(&r, "extract --ptx kernels/ptx/vecadd.ptx");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--device is required");
	tu_gpuperf(&r, "extract --ptx kernels/ptx/vecadd.ptx --device gtx970 --loop nothing");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "expected LOOP=EXPR");
	tu_gpuperf(&r, "extract --ptx kernels/ptx/vecadd.ptx --device gtx970 --arch fermi");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "not an architecture");
	tu_gpuperf(&r, "extract --ptx kernels/ptx/vecadd.ptx --device gtx970 --bogus 1");
	assert_int_equal(r.status, 2);
}

static void test_input_errors(void **state)
{
	struct tu_run r;
	const char *garbage = tu_tmpfile(0, ".sass", "random words\nnothing here\n");
	const char *trunc = tu_tmpfile(1, ".sass", "\tcode for sm_52\n\t\tFunction : k\n"
						  "        /*0008*/     MOV R1, c[0x0][0x20");
	const char *badlog = tu_tmpfile(2, ".log", "not a log\n");
	(void)state;
	tu_gpuperf(&r, "extract --sass %s --device gtx970", garbage);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "error: no SASS code found");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "extract --sass %s --device gtx970", trunc);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, ":3: error: unbalanced brackets");
	tu_gpuperf(&r, "extract --ptx kernels/ptx/vecadd.ptx --ptxas %s --device gtx970", badlog);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "no function resource information found");
	tu_gpuperf(&r, "extract --sass /nonexistent.sass --device gtx970");
	assert_int_equal(r.status, 1);
	tu_gpuperf(&r, "extract --ptx kernels/ptx/vecadd.ptx --device gtx970 --loop 1=a");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "no loop '1'");
	remove(garbage);
	remove(trunc);
	remove(badlog);
}

/* --trace-out DIR never replaces an input: a listing and a ptxas log named as its two files
 * (DIR/kernel-1.traceg, DIR/kernelslist.g) are refused before the launch runs, both left as
 * they were, and no temporary is left in DIR. */
static void test_trace_out_keeps_inputs(void **state)
{
	static struct tu_run r;
	char dir[64], cmd[512];
	char *before, *after;
	size_t n0, n1;
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/gp_trace_in_%d", (int)getpid());
	snprintf(cmd, sizeof(cmd), "rm -rf %s && mkdir %s && cp kernels/sass/gridstride.sm_80.sass "
		 "%s/kernel-1.traceg && cp kernels/sass/gridstride.sm_80.ptxas.log %s/kernelslist.g",
		 dir, dir, dir, dir);
	assert_int_equal(system(cmd), 0);
	tu_gpuperf(&r, "extract --sass %s/kernel-1.traceg --device a100 --grid 1 --block 32 "
		   "--arg 2=1.0 --arg 3=32 --trace-out %s", dir, dir);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "the output is the input");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "extract --sass kernels/sass/gridstride.sm_80.sass --ptxas %s/kernelslist.g "
		   "--device a100 --grid 1 --block 32 --arg 2=1.0 --arg 3=32 --trace-out %s", dir, dir);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "kernelslist.g: error: '--trace-out' the output is the input");
	snprintf(cmd, sizeof(cmd), "%s/kernel-1.traceg", dir);
	before = gp_read_file("kernels/sass/gridstride.sm_80.sass", 0, &n0, NULL);
	after = gp_read_file(cmd, 0, &n1, NULL);
	assert_non_null(before);
	assert_non_null(after);
	assert_true(n0 == n1 && memcmp(before, after, n0) == 0);
	free(before);
	free(after);
	snprintf(cmd, sizeof(cmd), "test $(ls %s | wc -l) -eq 2 && rm -rf %s", dir, dir);
	assert_int_equal(system(cmd), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_saxpy2_to_estimate),
		cmocka_unit_test(test_explain),
		cmocka_unit_test(test_ptx_path),
		cmocka_unit_test(test_list_and_select),
		cmocka_unit_test(test_usage_errors),
		cmocka_unit_test(test_input_errors),
		cmocka_unit_test(test_trace_out_keeps_inputs),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
