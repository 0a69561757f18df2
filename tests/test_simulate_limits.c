/* test_simulate_limits.c - time bounds and interrupts: --max-cycles, SIGINT/SIGTERM during a simulation. */
#include "testutil.h"

static void test_max_cycles(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "simulate --device gtx970 --kernel saxpy2 --block 256 --threads 4000000 "
		       "--param a=128 --max-cycles 20000");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "error: '--max-cycles' stopped after");
	tu_assert_contains(r.err, "of 15625 blocks done");
	tu_assert_contains(r.err, "hint: raise --max-cycles");
	assert_string_equal(r.out, "");
	/* a limit above the run's length changes nothing */
	tu_gpuperf(&r, "simulate --device gtx970 --kernel saxpy2 --block 256 --grid 13 "
		       "--param a=4 --max-cycles 100000000 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"cycles\"");
	tu_gpuperf(&r, "simulate --device gtx970 --kernel saxpy2 --block 256 --grid 13 --max-cycles 0");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--max-cycles: 0 is out of range");
}

/* A long simulation interrupted by a signal stops between epochs, prints why and exits
 * 128 + the signal, with nothing on stdout. */
static void interrupt(const char *sig, int want)
{
	char cmd[2048], out[64], err[64], buf[4096] = "";
	const char *bin = getenv("GPUPERF_BIN");
	FILE *f;
	int st;
	snprintf(out, sizeof(out), "/tmp/gp_limits_out.%d", (int)getpid());
	snprintf(err, sizeof(err), "/tmp/gp_limits_err.%d", (int)getpid());
	snprintf(cmd, sizeof(cmd),
		 "%s simulate --device gtx970 --kernel saxpy2 --block 256 --threads 400000000 "
		 "--param a=128 </dev/null >%s 2>%s & pid=$!; sleep %d; kill -%s $pid; wait $pid",
		 bin ? bin : "build/gpuperf", out, err, getenv("GPUPERF_VALGRIND") ? 10 : 1, sig);
	st = system(cmd);
	assert_true(WIFEXITED(st));
	assert_int_equal(WEXITSTATUS(st), want);
	f = fopen(err, "r");
	assert_non_null(f);
	buf[fread(buf, 1, sizeof(buf) - 1, f)] = '\0';
	fclose(f);
	tu_assert_contains(buf, "error: interrupted after");
	f = fopen(out, "r");
	assert_non_null(f);
	assert_int_equal(fgetc(f), EOF);
	fclose(f);
	remove(out);
	remove(err);
}

static void test_signals(void **state)
{
	(void)state;
	interrupt("INT", 130);
	interrupt("TERM", 143);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_max_cycles),
		cmocka_unit_test(test_signals),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
