/* test_engine_energy.c - the engine's energy_j against values worked out by hand (energy.h's model). */
#include "testutil.h"
#include "gpuperf/energy.h"
#include "gpuperf/engine.h"

/*
 * GTX 970 power figures (devices/gtx970.json): idle 15 W, fp32 1200 pJ, fp64 4000 pJ,
 * ctrl 400 pJ per warp instruction, 60 pJ per DRAM byte; 1253 MHz SM clock and 5 us launch
 * overhead. They are restated here so that a changed device file shows up as a failure
 * instead of moving the expected values with it.
 */
#define IDLE_W 15.0
#define PJ_FP32 1200.0
#define PJ_FP64 4000.0
#define PJ_CTRL 400.0
#define PJ_DRAM_BYTE 60.0
#define CLOCK_HZ 1253e6
#define LAUNCH_S 5e-6

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	if (tu_device_load("devices/gtx970.json", &gtx970) < 0)
		return -1;
	return 0;
}

static void sim(const struct gp_kernel *k, const struct gp_device *dev, long long grid, int block,
		struct gp_engine_result *r)
{
	struct gp_params p;
	struct gp_launch l = { .grid = grid, .block = block };
	struct gp_engine_opts o;
	struct gp_diag d;
	gp_params_init(&p);
	gp_engine_opts_init(&o);
	o.jobs = 1;
	gp_diag_clear(&d);
	if (gp_engine_run(dev, k, &p, &l, &o, r, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

static void test_device_figures(void **state)
{
	(void)state;
	assert_true(gtx970.power.has_power);
	assert_true(gtx970.power.idle_w == IDLE_W);
	assert_true(gtx970.power.pj_per_warp_ins[GP_UNIT_FP32] == PJ_FP32);
	assert_true(gtx970.power.pj_per_warp_ins[GP_UNIT_FP64] == PJ_FP64);
	assert_true(gtx970.power.pj_per_warp_ins[GP_UNIT_CTRL] == PJ_CTRL);
	assert_true(gtx970.power.pj_per_dram_byte == PJ_DRAM_BYTE);
	assert_true(gtx970.sm_clock_mhz * 1e6 == CLOCK_HZ);
	tu_assert_rel(gtx970.launch_overhead_s, LAUNCH_S, 1e-12);
}

#define CHAIN "{\"instructions\": [" \
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"], \"src\": [\"R0\"]}," \
	"{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R1\"]}," \
	"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}]}"

/*
 * One warp: FADD, dependent FADD, EXIT. Timing by hand (Table 4.1, GTX 970): issue at 0,
 * the second FADD at 6 (fp32 latency), EXIT 3 later (ILP issue spacing), done at 10.
 *   static  = 15 W x (10 / 1253e6 s + 5e-6 s) = 15 x 5.0079808e-6 = 7.5119713e-5 J
 *   dynamic = 2 x 1200 pJ (FADD) + 1 x 400 pJ (EXIT, branch unit) = 2800 pJ = 2.8e-9 J
 *   total   = 7.5122513e-5 J; no DRAM traffic.
 */
static void test_alu_chain(void **state)
{
	struct gp_kernel k;
	struct gp_engine_result r;
	struct gp_device quiet;
	double static_j = IDLE_W * (10 / CLOCK_HZ + LAUNCH_S);
	(void)state;
	tu_program_kernel(&k, "", CHAIN);
	sim(&k, &gtx970, 1, 32, &r);
	assert_int_equal(r.cycles, 10);
	assert_true(r.dram_bytes == 0);
	tu_assert_rel(static_j, 7.5119713e-5, 1e-7);
	tu_assert_rel(r.energy_j, static_j + 2800e-12, 1e-9);
	/* the same device with no idle power: the 2800 pJ of the three instructions alone */
	quiet = gtx970;
	quiet.power.idle_w = 0;
	sim(&k, &quiet, 1, 32, &r);
	tu_assert_rel(r.energy_j, 2800e-12, 1e-9);
	gp_kernel_release(&k);
}

/*
 * 32 warps x 13 blocks, each warp 100 DADDs and an EXIT (the FP64 throughput case of
 * test_engine.c): 41600 DADDs at 4000 pJ and 416 EXITs at 400 pJ = 0.1664 + 0.0001664 mJ,
 * plus 15 W over the run's cycles and the launch overhead.
 */
static void test_fp64_loop(void **state)
{
	struct gp_kernel k;
	struct gp_engine_result r;
	double dyn = 41600 * PJ_FP64 * 1e-12 + 416 * PJ_CTRL * 1e-12;
	(void)state;
	tu_program_kernel(&k, "\"a\": 100",
		    "{\"instructions\": ["
		    "{\"op\": \"DADD\", \"class\": \"fp64\", \"dst\": [\"R2\", \"R3\"], \"src\": [\"R0\", \"R1\"]},"
		    "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}],"
		    " \"loops\": [{\"head\": 0, \"tail\": 0, \"trips\": 100}]}");
	sim(&k, &gtx970, 13, 1024, &r);
	assert_true(r.warp_instructions == 41600 + 416);
	tu_assert_rel(dyn, 1.665664e-4, 1e-9);
	tu_assert_rel(r.energy_j, IDLE_W * ((double)r.cycles / CLOCK_HZ + LAUNCH_S) + dyn, 1e-9);
	gp_kernel_release(&k);
}

/*
 * One warp loads 32 consecutive floats (one 128-byte line, 4 sectors, cold caches: all
 * from DRAM), adds and exits: 128 DRAM bytes x 60 pJ = 7680 pJ, plus LDG (lsu, 1500 pJ),
 * FADD (1200 pJ), EXIT (400 pJ). With idle power off only those remain: 10780 pJ.
 */
static void test_dram_bytes(void **state)
{
	struct gp_kernel k;
	struct gp_engine_result r;
	struct gp_device quiet = gtx970;
	(void)state;
	quiet.power.idle_w = 0;
	tu_program_kernel(&k, "",
		    "{\"instructions\": ["
		    "{\"op\": \"LDG\", \"class\": \"gld\", \"dst\": [\"R1\"], \"pattern\": 0},"
		    "{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R2\"], \"src\": [\"R1\"]},"
		    "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}],"
		    " \"patterns\": [{\"array\": \"x\", \"elem_bytes\": 4, \"tid\": 1, \"block\": 32}]}");
	sim(&k, &quiet, 1, 32, &r);
	assert_true(r.dram_read_bytes == 128);
	assert_true(r.dram_write_bytes == 0);
	assert_true(quiet.power.pj_per_warp_ins[GP_UNIT_LSU] == 1500);
	tu_assert_rel(r.energy_j, (128 * PJ_DRAM_BYTE + 1500 + PJ_FP32 + PJ_CTRL) * 1e-12, 1e-9);
	gp_kernel_release(&k);
}

/*
 * A device with only TDP and idle figures: energy.h's fallback, idle x time plus
 * (tdp - idle) x utilization x busy time, the utilization being the busiest resource's.
 * The FP64 loop keeps the FP64 unit busy over 97% of the run (test_engine.c), so the
 * dynamic part is (145 - 15) W x [0.97, 1] x kernel time.
 */
static void test_tdp_only(void **state)
{
	struct gp_kernel k;
	struct gp_engine_result r;
	struct gp_device tdp = gtx970;
	double static_j, dyn_j;
	(void)state;
	memset(tdp.power.pj_per_warp_ins, 0, sizeof(tdp.power.pj_per_warp_ins));
	tdp.power.pj_per_dram_byte = 0;
	assert_true(tdp.power.tdp_w == 145);
	tu_program_kernel(&k, "",
		    "{\"instructions\": ["
		    "{\"op\": \"DADD\", \"class\": \"fp64\", \"dst\": [\"R2\", \"R3\"], \"src\": [\"R0\", \"R1\"]},"
		    "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}],"
		    " \"loops\": [{\"head\": 0, \"tail\": 0, \"trips\": 100}]}");
	sim(&k, &tdp, 13, 1024, &r);
	static_j = IDLE_W * r.time_s;
	dyn_j = r.energy_j - static_j;
	assert_true(dyn_j >= (145 - IDLE_W) * 0.97 * r.kernel_s);
	assert_true(dyn_j <= (145 - IDLE_W) * 1.0 * r.kernel_s * (1 + 1e-12));
	gp_kernel_release(&k);
}

/* No power section: energy_j is 0 (engine.h), not a made-up figure. */
static void test_no_power(void **state)
{
	struct gp_kernel k;
	struct gp_engine_result r;
	struct gp_device none = gtx970;
	(void)state;
	none.power.has_power = 0;
	tu_program_kernel(&k, "", CHAIN);
	sim(&k, &none, 1, 32, &r);
	assert_true(r.energy_j == 0);
	gp_kernel_release(&k);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_device_figures),
		cmocka_unit_test(test_alu_chain),
		cmocka_unit_test(test_fp64_loop),
		cmocka_unit_test(test_dram_bytes),
		cmocka_unit_test(test_tdp_only),
		cmocka_unit_test(test_no_power),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
