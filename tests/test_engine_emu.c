/* test_engine_emu.c - the execution-driven engine (simulate --sass, gpuperf/engine_emu.h) on
 * emulated sm_70 launches: a full run equals the engine on the emulator's own trace file
 * (extract --trace-out, simulate --trace) in cycles and DRAM/L2/L1 traffic; its shared bank
 * ways equal the emulator's memory profile; atomic serialisation by hand on a histogram;
 * sampling (whole waves until steady) within 3% of the full run's cycles; the same result
 * for --jobs 1 and 2. */
#include <math.h>

#include "testutil.h"

struct ecase {
	const char *name, *kernel, *func, *launch;
	int shared;             /* has shared-memory accesses */
};

#define SGEMM "--grid 8x8 --block 32x32 --arg 0=256 --arg 1=1.0 --arg 2=262144 " \
	      "--arg 3=262144 --arg 4=0.0 --arg 5=262144"
static const struct ecase cases[] = {
	{ "sgemm", "sgemm_tiled", NULL, SGEMM, 1 },
	{ "transpose_tiled", "transpose_tiled", NULL, "--grid 16x16 --block 32x32 "
	  "--arg 0=1048576 --arg 1=1048576 --arg 2=512 --arg 3=512", 1 },
	{ "transpose_naive", "transpose_naive", NULL, "--grid 16x64 --block 32x8 "
	  "--arg 0=1048576 --arg 1=1048576 --arg 2=512 --arg 3=512", 0 },
	{ "reduce", "reduce", NULL, "--grid 1024 --block 256 --arg 0=1048576 --arg 1=4096 "
	  "--arg 2=262144", 1 },
	{ "stencil5", "stencil5", NULL, "--grid 16x64 --block 32x8 --arg 0=1048576 "
	  "--arg 1=1048576 --arg 2=512", 0 },
	{ "hist_shared", "hist_atomics", "hist_shared", "--grid 640 --block 256 "
	  "--arg 0=4194304 --arg 1=1024 --arg 2=1048576 --init 0=index", 1 },
	{ "triad", "triad", NULL, "--grid 1024 --block 256 --arg 0=1048576 --arg 1=1048576 "
	  "--arg 2=1048576 --arg 3=2.0 --arg 4=262144", 0 },
};
#define NCASES (sizeof(cases) / sizeof(cases[0]))

static struct tu_run r;

static void simulate_on(const struct ecase *c, const char *dev, const char *how, char *out,
			size_t cap)
{
	tu_gpuperf(&r, "simulate --sass kernels/sass/%s.sm_70.sass %s%s --ptxas "
		   "kernels/sass/%s.sm_70.ptxas.log --device %s %s %s --json", c->kernel,
		   c->func ? "--function " : "", c->func ? c->func : "", c->kernel, dev, c->launch,
		   how);
	if (r.status != 0)
		print_error("%s %s: %s", c->name, how, r.err);
	assert_int_equal(r.status, 0);
	snprintf(out, cap, "%s", r.out);
}

static void simulate(const struct ecase *c, const char *how, char *out, size_t cap)
{
	simulate_on(c, "v100", how, out, cap);
}

static void near(const char *what, const char *name, double got, double want, double rel)
{
	if (!(fabs(got - want) <= rel * fabs(want)))
		print_error("%s %s: %.9g, want %.9g within %.1f%%\n", name, what, got, want,
			    100 * rel);
	assert_true(fabs(got - want) <= rel * fabs(want));
}

/* --full against the engine on the emulator's trace of the same launch */
static void test_full_equals_trace(void **state)
{
	static char full[65536], tr[65536];
	char dir[64];
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/gp_test_engine_emu_%d", (int)getpid());
	for (size_t i = 0; i < NCASES; i++) {
		const struct ecase *c = &cases[i];
		char cmd[256];
		tu_gpuperf(&r, "extract --sass kernels/sass/%s.sm_70.sass %s%s --ptxas "
			   "kernels/sass/%s.sm_70.ptxas.log --device v100 %s --trace-out %s -o %s.json",
			   c->kernel, c->func ? "--function " : "", c->func ? c->func : "", c->kernel,
			   c->launch, dir, dir);
		assert_int_equal(r.status, 0);
		tu_gpuperf(&r, "simulate --device v100 --trace %s/kernelslist.g --json", dir);
		assert_int_equal(r.status, 0);
		snprintf(tr, sizeof(tr), "%s", r.out);
		simulate(c, "--full", full, sizeof(full));
		snprintf(cmd, sizeof(cmd), "rm -rf '%s' '%s.json'", dir, dir);
		assert_int_equal(system(cmd), 0);
		/* the same records: the same cycles, and traffic well within 5% */
		near("cycles", c->name, tu_json_num(full, "cycles"), tu_json_num(tr, "cycles"), 0);
		near("DRAM read bytes", c->name, tu_json_num(full, "dram_read_bytes"),
		     tu_json_num(tr, "dram_read_bytes"), 0.05);
		near("DRAM write bytes", c->name, tu_json_num(full, "dram_write_bytes"),
		     tu_json_num(tr, "dram_write_bytes"), 0.05);
		/* L2 load and store sectors (atomics are counted in l2_bytes besides) */
		near("L2 read sectors", c->name, tu_json_num(full, "l2_read_sectors"),
		     tu_json_num(tr, "l2_read_sectors"), 0.05);
		near("L2 write sectors", c->name, tu_json_num(full, "l2_write_sectors"),
		     tu_json_num(tr, "l2_write_sectors"), 0.05);
		near("L1 hit rate", c->name, tu_json_num(full, "l1_hit_rate"),
		     tu_json_num(tr, "l1_hit_rate"), 1e-9);
		near("warp instructions", c->name, tu_json_num(full, "warp_instructions"),
		     tu_json_num(tr, "trace_warp_instructions"), 0);
		/* shared-memory ways: the engine's wavefronts per instruction from the lane
		 * addresses, the emulator's from its own profile */
		if (c->shared) {
			assert_true(tu_json_num(full, "emu_bank_ways") >= 1);
			near("bank ways", c->name, tu_json_num(full, "bank_ways"),
			     tu_json_num(full, "emu_bank_ways"), 1e-9);
		}
	}
}

/* hist_shared: each of a block's 8 warps makes one ATOMS and one RED request (2 x 8 x 640 =
 * 10240); with in[i] = index the 32 lanes update 32 bins, with in[i] = 7 the ATOMS's lanes
 * all update one (serialised 32x) and the RED's 32 bins: (1 + 32) / 2 = 16.5 */
static void test_atomic_serialisation(void **state)
{
	static char out[65536];
	struct ecase c = cases[5];
	(void)state;
	simulate(&c, "--full", out, sizeof(out));
	near("atomic requests", c.name, tu_json_num(out, "atomic_requests"), 10240, 0);
	near("addresses per request", c.name, tu_json_num(out, "atomic_addrs_per_request"), 32, 0);
	c.launch = "--grid 640 --block 256 --arg 0=4194304 --arg 1=1024 --arg 2=1048576 "
		   "--init 0=const:7";
	simulate(&c, "--full", out, sizeof(out));
	near("addresses per request", c.name, tu_json_num(out, "atomic_addrs_per_request"), 16.5,
	     0);
	near("lanes per request", c.name, tu_json_num(out, "atomic_lanes_per_request"), 32, 0);
}

/* 4096 blocks of a triad on the GTX 970: 39.4 waves of 104 (13 SMs, 8 blocks each);
 * sampling stops at a steady wave (at 36% of the launch when written, 74377 cycles against
 * the full run's 74380) */
static void test_sampled_within_3pct(void **state)
{
	static char full[65536], s1[65536];
	const struct ecase c = { "triad 4096", "triad", NULL, "--grid 4096 --block 256 "
				 "--arg 0=4194304 --arg 1=4194304 --arg 2=4194304 --arg 3=2.0 "
				 "--arg 4=1048576", 0 };
	(void)state;
	simulate_on(&c, "gtx970", "--full", full, sizeof(full));
	simulate_on(&c, "gtx970", "--jobs 1", s1, sizeof(s1));
	assert_non_null(strstr(s1, "\"sampled\": true"));
	assert_true(tu_json_num(s1, "sampled_fraction") < 1);
	assert_true(tu_json_num(s1, "error_estimate") < 0.03);
	near("sampled cycles", c.name, tu_json_num(s1, "cycles"), tu_json_num(full, "cycles"),
	     0.03);
	near("sampled L2 bytes", c.name, tu_json_num(s1, "l2_bytes"),
	     tu_json_num(full, "l2_bytes"), 0.05);
	near("sampled L1 bytes", c.name, tu_json_num(s1, "l1_bytes"),
	     tu_json_num(full, "l1_bytes"), 0.05);
	/* deterministic for any --jobs */
	simulate_on(&c, "gtx970", "--jobs 2", full, sizeof(full));
	assert_string_equal(full, s1);
}

static void test_bad_input(void **state)
{
	(void)state;
	tu_gpuperf(&r, "simulate --sass kernels/sass/triad.sm_70.sass --device v100 --grid 4 "
		   "--block 64 --full --sample 4");
	assert_int_equal(r.status, 2);
	assert_non_null(strstr(r.err, "--full and --sample"));
	tu_gpuperf(&r, "simulate --sass kernels/sass/triad.sm_70.sass --device v100 --grid 4");
	assert_int_equal(r.status, 2);
	/* an access past a declared buffer: the emulator's error names the PC and line */
	tu_gpuperf(&r, "simulate --sass kernels/sass/triad.sm_70.sass --device v100 --grid 8 "
		   "--block 256 --arg 0=1024 --arg 1=1024 --arg 2=1024 --arg 3=2.0 --arg 4=2048 "
		   "--full");
	assert_int_equal(r.status, 1);
	assert_non_null(strstr(r.err, "triad.sm_70.sass:"));
	assert_non_null(strstr(r.err, "hint:"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_full_equals_trace),
		cmocka_unit_test(test_atomic_serialisation),
		cmocka_unit_test(test_sampled_within_3pct),
		cmocka_unit_test(test_bad_input),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
