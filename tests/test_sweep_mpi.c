/* test_sweep_mpi.c - 'mpirun -np 2 gpuperf sweep' (a build with MPI=1) writes the same bytes as a
 * serial sweep. Runs when GPUPERF_MPI_BIN names that build ('make check-mpi'), else skips. */
#include "testutil.h"

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	*len = (size_t)n;
	return buf;
}

/* The MPI sweep and the serial one of ARGS: the same exit status (want: 0, or 1 when some
 * points cannot run) and the same CSV byte for byte. */
static void sweep_same(const char *args, int want)
{
	const char *mpi = getenv("GPUPERF_MPI_BIN");
	char cmd[2048];
	char *a, *b;
	size_t la, lb;
	int st;
	if (!mpi) {
		tu_skip_why("no MPI build (GPUPERF_MPI_BIN unset; 'make check-mpi' builds one): "
			    "mpirun sweeps not compared with serial ones");
		skip();
	}
	snprintf(cmd, sizeof(cmd),
		 "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl=self,vader "
		 "mpirun --oversubscribe -np 2 %s sweep %s -o /tmp/gp_mpi_a.csv </dev/null", mpi, args);
	st = system(cmd);
	assert_true(WIFEXITED(st));
	assert_int_equal(WEXITSTATUS(st), want);
	snprintf(cmd, sizeof(cmd), "%s sweep %s -o /tmp/gp_mpi_b.csv </dev/null",
		 getenv("GPUPERF_BIN") ? getenv("GPUPERF_BIN") : "build/gpuperf", args);
	st = system(cmd);
	assert_true(WIFEXITED(st));
	assert_int_equal(WEXITSTATUS(st), want);
	a = slurp("/tmp/gp_mpi_a.csv", &la);
	b = slurp("/tmp/gp_mpi_b.csv", &lb);
	assert_non_null(a);
	assert_non_null(b);
	assert_true(la > 1000);
	assert_int_equal(la, lb);
	assert_memory_equal(a, b, la);
	free(a);
	free(b);
	remove("/tmp/gp_mpi_a.csv");
	remove("/tmp/gp_mpi_b.csv");
}

/* Many chunks, both ranks writing some; error rows included (block 2048), so both exit 1. */
static void test_mpi_matches_serial(void **state)
{
	(void)state;
	sweep_same("models/saxpy_app.json --vary numElements=1000:10000000:1000 "
		   "--vary blockSize=64,2048 --devices gtx970,devices/gtx970.json", 1);
}

/* Fewer points than one chunk: rank 1 has nothing to send. */
static void test_mpi_small_sweep(void **state)
{
	(void)state;
	sweep_same("models/saxpy_app.json --vary computeIntensity=1:512:x2", 0);
}

/* A launch-bound kernel: each rank emulates the launches of its points (a softmax one block a
 * row over block and row sizes), and the CSV is the serial one's. */
static void test_mpi_emulated_launches(void **state)
{
	(void)state;
	sweep_same("tests/data/launch/softmax.json --vary block=64,128,256,512,1024 "
		   "--vary n=1024,2048,4096", 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mpi_emulated_launches),
		cmocka_unit_test(test_mpi_matches_serial),
		cmocka_unit_test(test_mpi_small_sweep),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
