/* test_ptxas.c - ptxas -v logs and cuobjdump -res-usage: the thesis's Figure 5.3, real logs, bad input. */
#include "testutil.h"
#include "gpuperf/ptxas.h"

/* Thesis Figure 5.3: saxpy2 on sm_52 uses 8 registers and 344 bytes of cmem[0]. */
static void test_thesis_figure_5_3(void **state)
{
	struct gp_ptxas_log log;
	struct gp_diag d;
	const struct gp_ptxas_func *f;
	(void)state;
	assert_int_equal(gp_ptxas_load("tests/data/thesis_saxpy2_ptxas.txt", &log, &d), 0);
	assert_int_equal(log.n, 1);
	f = gp_ptxas_find(&log, "_Z6saxpy2iiPfS_", "saxpy2", "sm_52");
	assert_non_null(f);
	assert_int_equal(f->regs, 8);
	assert_int_equal(f->cmem_bytes[0], 344);
	assert_int_equal(f->smem_bytes, 0);
	assert_int_equal(f->stack_bytes, 0);
	assert_true(f->is_entry);
	assert_null(gp_ptxas_find(&log, "saxpy2", NULL, "sm_70"));
	gp_ptxas_log_release(&log);
}

/* The same log behind a UTF-8 byte-order mark (an editor's save) reads the same. */
static void test_bom(void **state)
{
	static const char text[] = "\xEF\xBB\xBFptxas info    : Compiling entry function "
				   "'_Z6saxpy2iiPfS_' for 'sm_52'\nptxas info    : Used 8 registers, "
				   "344 bytes cmem[0]\n";
	struct gp_ptxas_log log;
	struct gp_diag d;
	(void)state;
	assert_int_equal(gp_ptxas_parse(text, sizeof(text) - 1, "bom.log", &log, &d), 0);
	assert_int_equal(log.n, 1);
	assert_int_equal(log.funcs[0].regs, 8);
	assert_int_equal(log.funcs[0].cmem_bytes[0], 344);
	gp_ptxas_log_release(&log);
}

/* Two compilations in one log (sm_35, --maxrregcount=56): spills appear in the second. */
static void test_millecker_kmeans(void **state)
{
	const char *path = tu_shared_path("ext/ptxas/millecker_hybrid_kmeans_nvcc.txt");
	struct gp_ptxas_log log;
	struct gp_diag d;
	(void)state;
	if (!path)
		skip();
	assert_int_equal(gp_ptxas_load(path, &log, &d), 0);
	assert_int_equal(log.n, 2);
	assert_string_equal(log.funcs[0].arch, "sm_35");
	assert_int_equal(log.funcs[0].regs, 143);
	assert_int_equal(log.funcs[0].stack_bytes, 552);
	assert_int_equal(log.funcs[0].smem_bytes, 16384);
	assert_int_equal(log.funcs[0].cmem_bytes[2], 160);
	assert_int_equal(log.funcs[1].regs, 56);
	assert_int_equal(log.funcs[1].spill_store_bytes, 400);
	assert_int_equal(log.funcs[1].spill_load_bytes, 292);
	assert_int_equal(log.gmem_bytes, 312);
	gp_ptxas_log_release(&log);
}

/* Device functions have properties but no "Compiling entry" line (sm_20 onlinecf). */
static void test_device_function(void **state)
{
	const char *path = tu_shared_path("ext/ptxas/millecker_hybrid_onlinecf_nvcc.txt");
	struct gp_ptxas_log log;
	struct gp_diag d;
	(void)state;
	if (!path)
		skip();
	assert_int_equal(gp_ptxas_load(path, &log, &d), 0);
	assert_int_equal(log.n, 4);
	assert_false(log.funcs[1].is_entry);
	assert_int_equal(log.funcs[1].spill_store_bytes, 2428);
	assert_string_equal(log.funcs[1].arch, "sm_20");
	assert_int_equal(log.funcs[0].regs, 63);
	assert_int_equal(log.funcs[0].smem_bytes, 40984);
	assert_int_equal(log.funcs[0].cmem_bytes[16], 336);
	gp_ptxas_log_release(&log);
}

/* Newer ptxas prints demangled names (sm_86); matching by demangled name. */
static void test_demangled_names(void **state)
{
	const char *path = tu_shared_path("ext/ptxas/siboehm_SGEMM_CUDA_registers_info.sm_86.txt");
	struct gp_ptxas_log log;
	struct gp_diag d;
	const struct gp_ptxas_func *f;
	(void)state;
	if (!path)
		skip();
	assert_int_equal(gp_ptxas_load(path, &log, &d), 0);
	assert_int_equal(log.n, 15);
	f = gp_ptxas_find(&log, "_Z11sgemm_naiveiiifPKfS0_fPf",
			  "sgemm_naive(int, int, int, float, float const*, float const*, float, float*)",
			  "sm_86");
	assert_non_null(f);
	assert_int_equal(f->regs, 36);
	f = gp_ptxas_find(&log, NULL, "void mysgemm_v7<128, 128, 8, 8, 8>(int, int, int, float, "
			  "float*, float*, float, float*)", "sm_86");
	assert_non_null(f);
	assert_int_equal(f->regs, 124);
	assert_int_equal(f->smem_bytes, 16384);
	gp_ptxas_log_release(&log);
}

/* cuobjdump -res-usage: REG:22 STACK:0 SHARED:0 LOCAL:0 CONSTANT[0]:360 ... */
static void test_res_usage(void **state)
{
	const char *path = tu_shared_path("ext/ptxas/celeritas_logs_log.sm_70.cuobjdump_res_usage.txt");
	struct gp_ptxas_log log;
	struct gp_diag d;
	(void)state;
	if (!path)
		skip();
	assert_int_equal(gp_ptxas_load(path, &log, &d), 0);
	assert_int_equal(log.n, 1);
	assert_string_equal(log.funcs[0].name, "_Z5mylogPd");
	assert_int_equal(log.funcs[0].regs, 22);
	assert_int_equal(log.funcs[0].cmem_bytes[0], 360);
	assert_int_equal(log.funcs[0].cmem_bytes[2], 80);
	gp_ptxas_log_release(&log);
}

/* Our kernels' logs from the local nvcc (CUDA 13): barriers and shared memory. */
static void test_local_nvcc_log(void **state)
{
	struct gp_ptxas_log log;
	struct gp_diag d;
	(void)state;
	assert_int_equal(gp_ptxas_load("kernels/ptxas/histogram.sm_75.log", &log, &d), 0);
	assert_int_equal(log.n, 1);
	assert_int_equal(log.funcs[0].regs, 10);
	assert_int_equal(log.funcs[0].barriers, 1);
	assert_int_equal(log.funcs[0].smem_bytes, 1024);
	assert_string_equal(log.funcs[0].arch, "sm_75");
	gp_ptxas_log_release(&log);
}

static void expect_error(const char *text, size_t len, int line, const char *msg)
{
	struct gp_ptxas_log log;
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_true(gp_ptxas_parse(text, len, "bad.log", &log, &d) < 0);
	tu_assert_contains(d.msg, msg);
	assert_int_equal(d.line, line);
	assert_true(d.hint[0] != '\0');
	assert_int_equal(log.n, 0);
}

static void test_errors(void **state)
{
	static const char big[] = "ptxas info    : Compiling entry function 'k' for 'sm_52'\n"
				  "ptxas info    : Used 99999999999 registers, 0 bytes cmem[0]\n";
	static const char bad[] = "ptxas info    : Compiling entry function 'k' for 'sm_52'\n"
				  "ptxas info    : Function properties for k\n"
				  "    x bytes stack frame\n"
				  "    12 bytes stack frame, 0 bytes spill stores, 7 apples\n";
	(void)state;
	expect_error("just some text\n", 15, 0, "no function resource information");
	expect_error(big, sizeof(big) - 1, 2, "number out of range");
	expect_error(bad, sizeof(bad) - 1, 4, "unexpected function properties");
	expect_error("ptxas info : Compiling entry function 'k\n", 41, 1, "malformed line");
	expect_error("ptx\0as", 6, 1, "binary data");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_thesis_figure_5_3),
		cmocka_unit_test(test_bom),
		cmocka_unit_test(test_millecker_kmeans),
		cmocka_unit_test(test_device_function),
		cmocka_unit_test(test_demangled_names),
		cmocka_unit_test(test_res_usage),
		cmocka_unit_test(test_local_nvcc_log),
		cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
