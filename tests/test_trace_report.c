/* test_trace_report.c - 'trace-report' says only what its rows show: two different traces and
 * logs give two different texts, each matching its own data (nvprof logs, NVBit traces). */
#include "testutil.h"
#include "util.h"

static struct tu_run r;

#define VA_TRACE "ext/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g"
#define VA_LOG "ext/hwdata/microgpusim_nvprof_vectoradd_100_32_gtx1080.log"
#define MM_TRACE "ext/traces/microgpusim_matrixmul-32-32-trace/kernelslist.g"
#define MM_LOG "ext/hwdata/microgpusim_nvprof_simple_matrixmul_5_5_5_32_gtx1080.log"

/* The report for one case NAME,TRACE[,LOG] (shared-data paths); caller frees. NULL: skip. */
static char *report(const char *name, const char *trace, const char *log)
{
	char tp[2048], lp[2200] = "", out[128];
	struct gp_diag d;
	char *text;
	if (!tu_shared_path(trace))
		return NULL;
	snprintf(tp, sizeof(tp), "%s", tu_shared_path(trace));
	if (access(tp, R_OK) != 0)
		return NULL;
	if (log) {
		snprintf(lp, sizeof(lp), ",%s", tu_shared_path(log));
		if (access(lp + 1, R_OK) != 0)
			return NULL;
	}
	snprintf(out, sizeof(out), "/tmp/gp_test_trep_%d.md", (int)getpid());
	tu_gpuperf(&r, "trace-report --measured-on gtx1080 --device gtx1080 --case %s,%s%s -o %s",
		   name, tp, lp, out);
	assert_int_equal(r.status, 0);
	gp_diag_clear(&d);
	text = gp_read_file(out, 0, NULL, &d);
	assert_non_null(text);
	remove(out);
	return text;
}

/*
 * vectorAdd with its own nvprof log: the trace holds 344 warp instructions and nvprof counted
 * 344 (inst_executed in the log), elapsed_cycles_sm 89355 over 20 SMs = 4468 cycles. The
 * launch is one block of 1024 threads (the trace's header).
 */
static void test_vectoradd_own_log(void **state)
{
	char *t = report("va", VA_TRACE, VA_LOG);
	(void)state;
	if (!t)
		skip();
	tu_assert_contains(t, "- va on gtx1080: 1 block x 1024 threads; the engine executed 344 "
			      "warp instructions, the trace holds 344 (equal), nvprof counted 344 "
			      "(the same launch). Measured 4468 cycles:");
	tu_assert_contains(t, "exceed both the model's and the engine's in 1 of 1 rows measured "
			      "on the same launch (largest such launch: 1 block)");
	assert_null(strstr(t, "other kernel"));
	free(t);
}

/*
 * matrixMul with the only matrixMul log there is, from another launch (inst_executed 1232
 * against 4416 traced): the report must not compare its cycles nor say anything about
 * vectorAdd's 344 instructions.
 */
static void test_matrixmul_other_launch(void **state)
{
	char *t = report("mm", MM_TRACE, MM_LOG);
	(void)state;
	if (!t)
		skip();
	tu_assert_contains(t, "- mm on gtx1080: 1 block x 1024 threads; the engine executed 4416 "
			      "warp instructions, the trace holds 4416 (equal), nvprof counted 1232 "
			      "(another launch). Its cycles are not compared.");
	tu_assert_contains(t, "marked \"other kernel\"");
	assert_null(strstr(t, "344"));
	assert_null(strstr(t, "vectorAdd"));
	assert_null(strstr(t, "measured on the same launch"));
	free(t);
}

/* The vectorAdd trace against matrixMul's log: a mismatch the notes must call out. */
static void test_mismatched_log(void **state)
{
	char *t = report("mix", VA_TRACE, MM_LOG);
	(void)state;
	if (!t)
		skip();
	tu_assert_contains(t, "the trace holds 344 (equal), nvprof counted 1232 (another launch)");
	assert_null(strstr(t, "Measured 5360"));
	free(t);
}

/* No log: nothing measured is claimed. */
static void test_no_log(void **state)
{
	char *t = report("bare", MM_TRACE, NULL);
	(void)state;
	if (!t)
		skip();
	tu_assert_contains(t, "the trace holds 4416 (equal); no measurement.");
	assert_null(strstr(t, "nvprof counted"));
	free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vectoradd_own_log),
		cmocka_unit_test(test_matrixmul_other_launch),
		cmocka_unit_test(test_mismatched_log),
		cmocka_unit_test(test_no_log),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
