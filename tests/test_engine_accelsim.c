/* test_engine_accelsim.c - the cycle-level engine (simulate --trace) against real Accel-Sim
 * (trace-driven) cycle counts on the same traces and the same configs.
 *
 * tests/data/accelsim/results.tsv holds Accel-Sim's gpu_sim_cycle per case, produced by
 * tests/data/accelsim/run.sh with a real Accel-Sim build (the commits are in the file);
 * cases.tsv says how each trace is made: the GTX 1080 NVBit traces of
 * ../shared/data/ext/traces on the microgpusim_GTX1080 and SM6_TITANX configs (skipped when
 * ../shared/data is absent) or a kernels/sass sm_70
 * listing emulated by `extract --trace-out` on the SM7_QV100 config. The engine runs on the
 * device imported from the same config (`import-config`, the files beside results.tsv), so
 * both simulators see the same SM count, clocks, caches and DRAM figures.
 *
 * Accel-Sim's gpu_sim_cycle includes the config's -gpgpu_kernel_launch_latency (5000
 * cycles), which gpuperf reports apart as launch overhead: the kernel's cycles are
 * gpu_sim_cycle - launch_latency_cycles (checked by hand on vecadd: 6146 with the latency,
 * 1147 with -gpgpu_kernel_launch_latency 0).
 *
 * The targets are a mean |error| <= 10% and every case within 25%; both are met and
 * asserted (mean 8.9%, worst case 16.3%). Also
 * asserted is what was measured when the data was committed (measured_pct below, engine -
 * Accel-Sim in % of Accel-Sim) plus a margin of 3 points per case: the engine is
 * deterministic and the traces fixed, so the margin only absorbs small legitimate changes,
 * and an engine that gets closer still passes. */
#include <math.h>

#include "testutil.h"

#define DATA "tests/data/accelsim/"
#define MARGIN_PCT 3.0

struct mcase {
	const char *name;
	double measured_pct;
};

/* engine - Accel-Sim, % of Accel-Sim, measured with the imported config devices. The
 * memory path as GPGPU-Sim composes it (see engine_mem.c): blocks retire at their stores'
 * acknowledgement, one sector packet a cycle through each SM port, crossbar outputs per
 * memory sub-partition with head-of-line blocking, a 16-entry L1 miss queue that stalls
 * the SM's memory pipeline, replies leaving each sub-partition's FIFO one a cycle with
 * head-of-line blocking, misses to sectors in flight merged into their read (each then
 * taking its own cycle at the SM's reply port), the GTX 1080's L2 write misses going on to
 * DRAM (write-allocate policy W) and the TITAN X's global accesses bypassing the L1
 * (-gpgpu_gmem_skip_L1D 1). Before them:
 * -50.0 -17.7 -29.1 -28.7 -48.0 -39.5 -14.6 -34.1 -13.4 -25.5 -15.7 -52.0 -32.8 -20.2
 * -3.9, mean 28.35. The two stencils were -17.4 and -19.6 before the merging: sectors
 * in flight were requested again (the same epoch's misses did not see each other), so
 * the engine sent 147916 L2 reads on stencil5_512 where Accel-Sim sends 56018; it now
 * sends 56132 (-37.2 and -33.9 with merging alone, -22.4 and -23.2 with the reply port,
 * -15.8 and -11.3 with the reply FIFOs). matrixmul_nvbit's 256 LDS.U.128 read one 16-byte
 * row for the whole warp: 2 wavefronts (core/coalesce.h, NVIDIA's figure for a broadcast
 * LDS.128), where GPGPU-Sim's shared memory counts a warp's distinct words once, one cycle:
 * +5.4% on the GTX 1080 and +9.1% on the TITAN X (-0.5% and +1.3% with one wavefront); sgemm_tiled's sm_70 LDS.U.128 -7.4% (-17.8%). */
static const struct mcase measured[] = {
	{ "vectoradd_nvbit", -5.6 }, { "matrixmul_nvbit", 5.4 }, { "vecadd", -9.4 },
	{ "triad", -3.1 }, { "transpose_naive", -16.3 }, { "transpose", -13.7 },
	{ "reduce", -6.9 }, { "stencil5", -15.8 }, { "gridstride", -3.3 },
	{ "sgemm_tiled", -7.4 }, { "vecadd_1m", 1.4 }, { "transpose_naive_512", -15.1 },
	{ "stencil5_512", -11.3 }, { "vectoradd_nvbit_titanx", -10.5 },
	{ "matrixmul_nvbit_titanx", 9.1 },
};
#define NMEASURED (sizeof(measured) / sizeof(measured[0]))
/* mean |measured_pct| over the fifteen cases */
#define MEASURED_MEAN_PCT 8.80

struct row {
	char name[64], config[64], trace[128], grid[32], block[32], args[512];
	double accel_cycles, launch_cycles;
};

/* Splits a TSV line in place into at most max fields; returns the count. */
static int split_tabs(char *line, char **f, int max)
{
	int n = 0;
	line[strcspn(line, "\r\n")] = '\0';
	f[n++] = line;
	for (char *p = line; *p && n < max; p++)
		if (*p == '\t') {
			*p = '\0';
			f[n++] = p + 1;
		}
	return n;
}

/* Loads cases.tsv joined with results.tsv by case name; returns the count. */
static size_t load_rows(struct row *rows, size_t max)
{
	char line[1024], *f[8];
	size_t n = 0;
	FILE *c = fopen(DATA "cases.tsv", "r");
	assert_non_null(c);
	while (n < max && fgets(line, sizeof(line), c)) {
		if (line[0] == '#' || split_tabs(line, f, 8) != 6)
			continue;
		struct row *r = &rows[n++];
		memset(r, 0, sizeof(*r));
		snprintf(r->name, sizeof(r->name), "%s", f[0]);
		snprintf(r->config, sizeof(r->config), "%s", f[1]);
		snprintf(r->trace, sizeof(r->trace), "%s", f[2]);
		snprintf(r->grid, sizeof(r->grid), "%s", f[3]);
		snprintf(r->block, sizeof(r->block), "%s", f[4]);
		snprintf(r->args, sizeof(r->args), "%s", f[5]);
		r->accel_cycles = NAN;
	}
	fclose(c);
	FILE *res = fopen(DATA "results.tsv", "r");
	assert_non_null(res);
	while (fgets(line, sizeof(line), res)) {
		if (line[0] == '#' || split_tabs(line, f, 8) != 7 || !strcmp(f[0], "case"))
			continue;
		for (size_t i = 0; i < n; i++)
			if (!strcmp(rows[i].name, f[0])) {
				assert_string_equal(rows[i].config, f[1]);
				assert_string_equal(rows[i].trace, f[2]);
				rows[i].accel_cycles = strtod(f[3], NULL);
				rows[i].launch_cycles = strtod(f[5], NULL);
			}
	}
	fclose(res);
	return n;
}

static double measured_for(const char *name)
{
	for (size_t i = 0; i < NMEASURED; i++)
		if (!strcmp(measured[i].name, name))
			return measured[i].measured_pct;
	fail_msg("%s: no measured error recorded", name);
	return NAN;
}

static void test_engine_against_accelsim(void **state)
{
	static struct tu_run r;
	static struct row rows[32];
	char dir[64], list[2200], cmd[160];
	double sum_abs = 0;
	size_t n, ran = 0, skipped = 0;
	(void)state;
	n = load_rows(rows, 32);
	assert_int_equal(n, NMEASURED);
	snprintf(dir, sizeof(dir), "/tmp/gp_test_accelsim_%d", (int)getpid());
	for (size_t i = 0; i < n; i++) {
		const struct row *c = &rows[i];
		double eng, acc, err, want;
		assert_false(isnan(c->accel_cycles));
		if (!strncmp(c->trace, "nvbit:", 6)) {
			const char *p;
			char rel[256];
			snprintf(rel, sizeof(rel), "ext/traces/%s/kernelslist.g", c->trace + 6);
			p = tu_shared_path(rel);
			if (!p || access(p, R_OK) != 0) {
				skipped++;
				continue;
			}
			snprintf(list, sizeof(list), "%s", p);
		} else {
			assert_int_equal(strncmp(c->trace, "sass:", 5), 0);
			tu_gpuperf(&r, "extract --sass kernels/sass/%s.sm_70.sass --ptxas "
				       "kernels/sass/%s.sm_70.ptxas.log --device v100 --grid %s --block %s %s "
				       "--trace-out %s -o %s/d.json",
				   c->trace + 5, c->trace + 5, c->grid, c->block, c->args, dir, dir);
			assert_int_equal(r.status, 0);
			snprintf(list, sizeof(list), "%s/kernelslist.g", dir);
		}
		tu_gpuperf(&r, "simulate --trace %s --device " DATA "%s.json --json", list, c->config);
		assert_int_equal(r.status, 0);
		eng = tu_json_num(r.out, "cycles");
		acc = c->accel_cycles - c->launch_cycles;
		assert_true(eng > 0 && acc > 0);
		err = 100 * (eng - acc) / acc;
		want = measured_for(c->name);
		printf("%-22s %-19s Accel-Sim %7.0f  engine %7.0f  %+6.1f%% (measured %+.1f%%)\n",
		       c->name, c->config, acc, eng, err, want);
		if (!(fabs(err) <= fabs(want) + MARGIN_PCT))
			print_error("%s: engine %.0f cycles, Accel-Sim %.0f: %+.1f%%, measured %+.1f%%\n",
				    c->name, eng, acc, err, want);
		assert_true(fabs(err) <= fabs(want) + MARGIN_PCT);
		/* the per-case target, met since the memory path above */
		assert_true(fabs(err) <= 25.0);
		sum_abs += fabs(err);
		ran++;
	}
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	assert_int_equal(system(cmd), 0);
	assert_true(ran > 0);
	printf("mean |error| %.1f%% over %zu case(s) (issue target 10%%, every case 25%%)\n",
	       sum_abs / (double)ran, ran);
	if (ran == n) {
		assert_true(sum_abs / (double)ran <= MEASURED_MEAN_PCT + MARGIN_PCT);
		/* the mean target */
		assert_true(sum_abs / (double)ran <= 10.0);
	}
	if (skipped) {
		tu_skip_why("%zu NVBit case(s) need ../shared/data/ext/traces", skipped);
		skip();
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_engine_against_accelsim),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
