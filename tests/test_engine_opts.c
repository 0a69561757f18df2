/* test_engine_opts.c - the engine's options are one group: every command that runs the engine
 * (simulate, simulate --trace, simulate --sass, run, sweep, calibrate) reads them from the one
 * table with the same ranges and gives the same message for the same bad value; their outputs
 * are the bytes they were before the group (tests/data/engine_opts, gen.sh). And the library's
 * field names print as the options that set them (clidiag.c). */
#include "testutil.h"

#include <limits.h>

#include "cli.h"
#include "clidiag.h"
#include "commands.h"
#include "gpuperf/engine.h"
#include "optable.h"
#include "simulate_emu.h"

/* Each engine command form: its table, and a command line that runs it (engine options are
 * appended). */
static const struct {
	const char *name;
	const struct gp_option *table;
	const char *line;
} forms[] = {
	{ "simulate", cmd_simulate_options, "simulate --device gtx970 --kernel kernels/saxpy2.json "
	  "--block 256 --threads 262144" },
	{ "simulate", cmd_simulate_trace_options, "simulate --trace /nonexistent/kernelslist.g "
	  "--device gtx970" },
	{ "simulate", gp_simulate_emu_options, "simulate --sass kernels/sass/triad.sm_70.sass "
	  "--device v100 --grid 4 --block 64" },
	{ "run", cmd_run_options, "run models/saxpy_app.json --backend engine" },
	{ "sweep", cmd_sweep_options, "sweep models/saxpy_app.json --backend engine -o -" },
	{ "calibrate", cmd_calibrate_options, "calibrate models/saxpy_app.json --against engine "
	  "--vary computeIntensity=1,2" },
};
#define N_FORMS (sizeof(forms) / sizeof(forms[0]))

/* Every form has --scheduler, --max-cycles and --sample as the group's own entries (the
 * same pointer: one range, one help), and --jobs from the group or, in sweep (points at
 * once), with the group's range. */
static void test_one_group(void **state)
{
	static const char *const shared[] = { "--scheduler", "--max-cycles", "--sample" };
	const struct gp_option *jobs = gp_optable_find(gp_cli_engine_options, ~0u, "--jobs");
	(void)state;
	assert_non_null(jobs);
	for (size_t f = 0; f < N_FORMS; f++) {
		const struct gp_option *o;
		for (size_t i = 0; i < sizeof(shared) / sizeof(shared[0]); i++) {
			o = gp_optable_find(forms[f].table, ~0u, shared[i]);
			assert_non_null(o);
			assert_ptr_equal(o, gp_optable_find(gp_cli_engine_options, ~0u, shared[i]));
		}
		o = gp_optable_find(forms[f].table, ~0u, "--jobs");
		assert_non_null(o);
		assert_int_equal(o->kind, GP_OPTK_INT);
		assert_int_equal(o->imin, 1);
		assert_int_equal(o->imax, GP_ENGINE_JOBS_MAX);
		assert_true(o == jobs || strcmp(forms[f].name, "sweep") == 0);
	}
	/* --full where the engine can run whole launches, --sms only with --sass */
	assert_non_null(gp_optable_find(cmd_simulate_options, ~0u, "--full"));
	assert_non_null(gp_optable_find(gp_simulate_emu_options, ~0u, "--full"));
	assert_non_null(gp_optable_find(gp_simulate_emu_options, ~0u, "--sms"));
	assert_null(gp_optable_find(cmd_simulate_options, ~0u, "--sms"));
	assert_null(gp_optable_find(cmd_run_options, ~0u, "--full"));
}

/* The same bad value, the same message in every form, but for the command's name. */
static void test_same_messages(void **state)
{
	static const char *const bad[][2] = {
		{ "--max-cycles 0", "--max-cycles: 0 is out of range [1, 9223372036854775807]" },
		{ "--max-cycles 1.5", "--max-cycles: '1.5' is not a whole number (or overflows 64 "
		  "bits)" },
		{ "--max-cycles x", "--max-cycles: 'x' is not a whole number (or overflows 64 bits)" },
		{ "--max-cycles 9223372036854775808", "--max-cycles: '9223372036854775808' is not a "
		  "whole number (or overflows 64 bits)" },
		{ "--scheduler fifo", "--scheduler: 'fifo' is not gto or lrr" },
		{ "--jobs 0", "--jobs: 0 is out of range [1, 256]" },
		{ "--jobs 257", "--jobs: 257 is out of range [1, 256]" },
		{ "--jobs 2.5", "--jobs: '2.5' is not a whole number (or overflows 64 bits)" },
	};
	static struct tu_run r;
	(void)state;
	for (size_t f = 0; f < N_FORMS; f++)
		for (size_t b = 0; b < sizeof(bad) / sizeof(bad[0]); b++) {
			char want[512];
			tu_gpuperf(&r, "%s %s", forms[f].line, bad[b][0]);
			snprintf(want, sizeof(want), "gpuperf %s: %s\nhint: run 'gpuperf help %s' for "
				 "its options\n", forms[f].name, bad[b][1], forms[f].name);
			assert_int_equal(r.status, 2);
			assert_string_equal(r.err, want);
		}
}

/* An engine option for the analytical backend: refused naming it, the same way for each. */
static void test_refused_without_cycles(void **state)
{
	static const char *const opts[] = { "--max-cycles 5", "--jobs 2", "--scheduler lrr",
					    "--sample" };
	static struct tu_run r;
	(void)state;
	for (size_t i = 0; i < sizeof(opts) / sizeof(opts[0]); i++) {
		char want[256];
		snprintf(want, sizeof(want), "gpuperf run: %.*s: the analytic backend simulates no "
			 "cycles (use it with --backend engine)\n", (int)strcspn(opts[i], " "),
			 opts[i]);
		tu_gpuperf(&r, "run models/saxpy_app.json %s", opts[i]);
		assert_int_equal(r.status, 2);
		tu_assert_contains(r.err, want);
		snprintf(want, sizeof(want), "gpuperf calibrate: %.*s: neither backend simulates "
			 "cycles", (int)strcspn(opts[i], " "), opts[i]);
		tu_gpuperf(&r, "calibrate models/saxpy_app.json tests/data/none.csv %s", opts[i]);
		assert_int_equal(r.status, 2);
		tu_assert_contains(r.err, want);
	}
}

static void read_whole(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "rb");
	size_t n;
	assert_non_null(f);
	n = fread(buf, 1, size - 1, f);
	fclose(f);
	buf[n] = '\0';
}

/* The outputs recorded before the group (gen.sh), byte for byte. */
static void test_outputs_unchanged(void **state)
{
	static const char *const cases[][2] = {
		{ "simulate", "simulate --device a100 --kernel kernels/mem/triad.json --sample --json "
		  "--jobs 2 --scheduler lrr --max-cycles 100000000" },
		{ "simulate_sass", "simulate --sass kernels/sass/triad.sm_70.sass --device v100 "
		  "--grid 64 --block 256 --arg 0=65536 --arg 1=65536 --arg 2=65536 --arg 3=2.0 "
		  "--arg 4=16384 --sample 4 --jobs 2 --json" },
		/* the new spelling of the same run */
		{ "simulate_sass", "simulate --sass kernels/sass/triad.sm_70.sass --device v100 "
		  "--grid 64 --block 256 --arg 0=65536 --arg 1=65536 --arg 2=65536 --arg 3=2.0 "
		  "--arg 4=16384 --sms 4 --jobs 2 --json" },
		{ "run", "run models/saxpy_app.json --backend engine --set numElements=100000 "
		  "--jobs 2 --scheduler lrr --max-cycles 100000000 --json" },
		{ "sweep", "sweep models/saxpy_app.json --backend engine --scheduler lrr --vary "
		  "numElements=1000,2000 --max-cycles 100000000 -o -" },
	};
	static struct tu_run r;
	static char want[65536];
	(void)state;
	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		char path[256];
		tu_gpuperf(&r, "%s", cases[c][1]);
		assert_int_equal(r.status, 0);
		snprintf(path, sizeof(path), "tests/data/engine_opts/%s.out", cases[c][0]);
		read_whole(path, want, sizeof(want));
		assert_true(want[0] != '\0');
		assert_string_equal(r.out, want);
		snprintf(path, sizeof(path), "tests/data/engine_opts/%s.err", cases[c][0]);
		read_whole(path, want, sizeof(want));
		assert_string_equal(r.err, want);
	}
}

/* The library's field names print as options; text without them is left as it is. */
static void test_fields_map_to_options(void **state)
{
	static const struct gp_option *const tables[] = {
		cmd_occupancy_options, cmd_transfer_options, cmd_collective_options,
		cmd_devices_options, cmd_estimate_options, cmd_simulate_options,
		cmd_simulate_trace_options, gp_simulate_emu_options, cmd_uvm_options,
		cmd_import_config_options, cmd_trace_report_options, cmd_run_options,
		cmd_sweep_options, cmd_calibrate_options, cmd_extract_options,
	};
	struct gp_diag d, out;
	const char *field, *opt;
	(void)state;
	gp_diag_clear(&d);
	gp_error(&d, GP_EINVAL, "stopped: raise {engine.max_cycles} or {no.such} {");
	gp_diag_field(&d, "kernel.param n");
	gp_diag_hint(&d, "give {launch.grid} and {launch.block}");
	gp_cli_diag_map(&d, &out);
	assert_string_equal(out.field, "--param n");
	assert_string_equal(out.msg, "stopped: raise --max-cycles or {no.such} {");
	assert_string_equal(out.hint, "give --grid and --block");
	gp_diag_field(&d, "/memory/sms");   /* a JSON path: no option */
	gp_cli_diag_map(&d, &out);
	assert_string_equal(out.field, "/memory/sms");
	assert_string_equal(gp_cli_field_option("engine.max_cycles"), "--max-cycles");
	assert_null(gp_cli_field_option("engine"));
	/* every option of the table is an option of some command's table */
	for (int i = 0; (opt = gp_cli_field_row(i, &field)); i++) {
		int found = 0;
		for (size_t t = 0; t < sizeof(tables) / sizeof(tables[0]) && !found; t++)
			found = gp_optable_find(tables[t], ~0u, opt) != NULL;
		if (!found)
			fail_msg("%s maps to %s, which no command takes", field, opt);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one_group),
		cmocka_unit_test(test_same_messages),
		cmocka_unit_test(test_refused_without_cycles),
		cmocka_unit_test(test_outputs_unchanged),
		cmocka_unit_test(test_fields_map_to_options),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
