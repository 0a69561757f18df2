/* test_optable.c - the commands' option tables: 'gpuperf help CMD' is rendered from the table the
 * parser reads, the parser takes exactly the table's options, and the table's bounds hold. */
#include "testutil.h"

#include <limits.h>
#include <stdalign.h>

#include "commands.h"
#include "optable.h"

/* Every command parsing with an option table; a command with two forms has a line for each:
 * the arguments that select the form, and its message for an option not in its table. */
static const struct {
	const char *name;
	const struct gp_option *table;
	const char *form, *unknown;
} cmds[] = {
	{ "occupancy", cmd_occupancy_options, "", "unknown option '%s'" },
	{ "transfer", cmd_transfer_options, "", "unknown option '%s'" },
	{ "collective", cmd_collective_options, "", "unknown option '%s'" },
	{ "devices", cmd_devices_options, "", "unknown option '%s'" },
	{ "estimate", cmd_estimate_options, "", "unknown option '%s'" },
	{ "simulate", cmd_simulate_options, "", "unknown option '%s'" },
	{ "simulate", cmd_simulate_trace_options, "--trace x", "%s does not go with --trace" },
	{ "uvm", cmd_uvm_options, "", "unknown option '%s'" },
	{ "import-config", cmd_import_config_options, "", "unknown option '%s'" },
	{ "trace-report", cmd_trace_report_options, "", "unknown option '%s'" },
	{ "run", cmd_run_options, "", "unknown option '%s'" },
	{ "sweep", cmd_sweep_options, "", "unknown option '%s'" },
	{ "calibrate", cmd_calibrate_options, "", "unknown option '%s'" },
	{ "extract", cmd_extract_options, "", "unknown option '%s'" },
};
#define N_CMDS (sizeof(cmds) / sizeof(cmds[0]))

/* Options of the commands not converted yet (from their usage text) and of other tables:
 * a table without them must refuse them. */
static const char *const elsewhere[] = {
	"--device", "--kernel", "--block", "--grid", "--threads", "--param", "--occupancy",
	"--lambda", "--regs", "--smem", "--smem-dynamic", "--carveout", "--set", "--clock",
	"--json", "--bytes", "--dir", "--host", "--system", "--op", "--gpus", "--algo", "--root",
	"--compare", "--model", "--combine", "--reuse", "--plot", "--jobs", "--sample", "--sample-blocks",
	"--scheduler", "--max-cycles", "--managed", "--prefetcher", "--device-mem", "--trace",
	"--backend", "--vary", "-o", "--force", "--no-skip-ahead", "--fault-mshrs",
	"--pattern", "--arrays", "--passes", "--kernel-s", "--mem-prefetch", "--trace-config",
	"--like", "--quiet", "-v", "--case", "--measured-on", "--data", "--link", "--against",
	"--device-out", "--full", "--sms",
	"--no-such-option",
};

/* A value the entry must accept. Choices ("htod|dtoh") take their first alternative;
 * callbacks whose value name is not a list of choices are named here. */
static const char *valid_value(const struct gp_option *opt, char *buf, size_t size, int high)
{
	static const struct { const char *name, *value; } named[] = {
		{ "--block", "32x2" }, { "--bytes", "1G" }, { "--set", "memory.dram_bw_gbps=1800" },
		{ "--param", "a=128" }, { "--compare", "v100,a100" },
		{ "--case", "k,kernelslist.g" }, { "--device", "v100" }, { "--device-mem", "160G" },
		{ "--vary", "n=1,2" }, { "--devices", "v100" },
		{ "--arch", "sm_52" }, { "--loop", "1=4" }, { "--grid", "2x2" }, { "--arg", "0=1" },
		{ "--init", "0=zeros" }, { "--branch", "10=0.5" }, { "--source", "k.cu" },
		{ "--trace-out", "dir" }, { "--dump", "0=out.bin" },
	};
	const char *bar;
	switch (opt->kind) {
	case GP_OPTK_INT:
		snprintf(buf, size, "%lld", high ? opt->imax : opt->imin);
		return buf;
	case GP_OPTK_DOUBLE:
		snprintf(buf, size, "%.17g", high ? opt->dmax : opt->dmin);
		return buf;
	case GP_OPTK_CALLBACK:
		for (size_t i = 0; i < sizeof(named) / sizeof(named[0]); i++)
			if (strcmp(named[i].name, opt->name) == 0)
				return named[i].value;
		bar = opt->argh ? strchr(opt->argh, '|') : NULL;
		assert_non_null(bar);   /* a new callback entry needs a value in named[] */
		snprintf(buf, size, "%.*s", (int)(bar - opt->argh), opt->argh);
		return buf;
	case GP_OPTK_FLAG:
		return NULL;
	default:
		return "x";
	}
}

/* Parse argv against table into a fresh zeroed options struct; the exit status. */
static int parse(const char *cmd, const struct gp_option *table, int argc, char **argv)
{
	static alignas(max_align_t) char base[1 << 17];
	FILE *keep = stderr;
	int rc;
	memset(base, 0, sizeof(base));
	stderr = fopen("/dev/null", "w");   /* the refusals' messages are checked through the binary */
	rc = gp_optable_parse(cmd, table, argc, argv, base);
	fclose(stderr);
	stderr = keep;
	return rc;
}

/* argv: cmd, then every required entry with a valid value (except skip), then extra. */
static int with_required(const char *cmd, const struct gp_optable_entry *e, int n,
			 const struct gp_option *skip, char **argv, char bufs[][64])
{
	int argc = 0;
	argv[argc++] = (char *)cmd;
	for (int i = 0; i < n; i++) {
		const struct gp_option *opt = e[i].opt;
		if (!e[i].required || opt == skip)
			continue;
		if (opt->kind != GP_OPTK_ARG)
			argv[argc++] = (char *)opt->name;
		argv[argc++] = (char *)valid_value(opt, bufs[i], 64, 0);
	}
	return argc;
}

/* The synopsis and option list the binary prints are the table rendered, and nothing more. */
static void test_help_is_the_table(void **state)
{
	struct tu_run r;
	(void)state;
	for (size_t c = 0; c < N_CMDS; c++) {
		struct gp_optable_entry e[GP_OPTABLE_MAX];
		char *text = NULL, *tok, *save = NULL, synopsis[4096];
		size_t len = 0;
		FILE *f = open_memstream(&text, &len);
		int n = gp_optable_flatten(cmds[c].table, e, GP_OPTABLE_MAX);
		assert_true(n > 0);
		assert_non_null(f);
		gp_optable_usage(f, cmds[c].name, cmds[c].table);
		fclose(f);
		tu_gpuperf(&r, "help %s", cmds[c].name);
		assert_int_equal(r.status, 0);
		/* the binary's help is exactly the rendering of the table (the first form first) */
		if (cmds[c].form[0])
			assert_non_null(strstr(r.out, text));
		else
			assert_int_equal(strncmp(r.out, text, len), 0);
		for (int i = 0; i < n; i++) {
			char line[256];
			/* "  --device D  ..." or "  -o, --output FILE  ..." */
			if (e[i].opt->kind == GP_OPTK_ARG || !e[i].opt->argh)
				snprintf(line, sizeof(line), " %s  ", e[i].opt->name);
			else
				snprintf(line, sizeof(line), " %s %s", e[i].opt->name, e[i].opt->argh);
			tu_assert_contains(r.out, line);
			assert_non_null(e[i].opt->help);
		}
		/* each option the synopsis names is one of the table's */
		snprintf(synopsis, sizeof(synopsis), "%.*s", (int)(strstr(text, "\n\n") - text), text);
		for (tok = strtok_r(synopsis, " []\n.", &save); tok; tok = strtok_r(NULL, " []\n.", &save))
			if (tok[0] == '-')
				assert_non_null(gp_optable_find(cmds[c].table, ~0u, tok));
		tu_gpuperf(&r, "%s %s --help", cmds[c].name, cmds[c].form);
		assert_int_equal(r.status, 0);
		assert_non_null(strstr(r.out, text));
		free(text);
	}
}

/* Every entry is accepted with a valid value (for numbers: both bounds), alone with the
 * required ones; leaving out a required one is refused. */
static void test_parser_takes_the_table(void **state)
{
	(void)state;
	for (size_t c = 0; c < N_CMDS; c++) {
		struct gp_optable_entry e[GP_OPTABLE_MAX];
		char bufs[GP_OPTABLE_MAX][64], mine[2][64], *argv[2 * GP_OPTABLE_MAX + 4];
		int n = gp_optable_flatten(cmds[c].table, e, GP_OPTABLE_MAX), argc;
		assert_int_equal(parse(cmds[c].name, cmds[c].table,
				       with_required(cmds[c].name, e, n, NULL, argv, bufs), argv), 0);
		for (int i = 0; i < n; i++) {
			const struct gp_option *opt = e[i].opt;
			for (int high = 0; high < 2; high++) {
				argc = with_required(cmds[c].name, e, n, opt, argv, bufs);
				if (opt->kind != GP_OPTK_ARG)
					argv[argc++] = (char *)opt->name;
				if (opt->kind != GP_OPTK_FLAG)
					argv[argc++] = (char *)valid_value(opt, mine[high], 64, high);
				if (parse(cmds[c].name, cmds[c].table, argc, argv) != 0)
					fail_msg("gpuperf %s: %s refused with a valid value", cmds[c].name,
						 opt->name);
			}
			if (!e[i].required)
				continue;
			argc = with_required(cmds[c].name, e, n, opt, argv, bufs);
			assert_int_equal(parse(cmds[c].name, cmds[c].table, argc, argv), 2);
		}
	}
}

/* Options not in a command's table are refused by the binary with exit 2, naming them. */
static void test_parser_refuses_the_rest(void **state)
{
	struct tu_run r;
	(void)state;
	for (size_t c = 0; c < N_CMDS; c++)
		for (size_t k = 0; k < sizeof(elsewhere) / sizeof(elsewhere[0]); k++) {
			char want[96];
			int selects_other_form = 0;
			for (size_t c2 = 0; c2 < N_CMDS; c2++)
				if (c2 != c && strcmp(cmds[c2].name, cmds[c].name) == 0 &&
				    strstr(cmds[c2].form, elsewhere[k]))
					selects_other_form = 1;   /* simulate --trace */
			if (selects_other_form || gp_optable_find(cmds[c].table, ~0u, elsewhere[k]))
				continue;
			tu_gpuperf(&r, "%s %s %s 1", cmds[c].name, cmds[c].form, elsewhere[k]);
			assert_int_equal(r.status, 2);
			snprintf(want, sizeof(want), cmds[c].unknown, elsewhere[k]);
			tu_assert_contains(r.err, want);
		}
}

/* Each bounded entry refuses the whole number just outside its bounds (exit 2, naming the
 * option and the bounds from the table); each valued entry refuses a missing value. */
static void test_bounds_from_the_table(void **state)
{
	struct tu_run r;
	int checked = 0;
	(void)state;
	for (size_t c = 0; c < N_CMDS; c++) {
		struct gp_optable_entry e[GP_OPTABLE_MAX];
		int n = gp_optable_flatten(cmds[c].table, e, GP_OPTABLE_MAX);
		for (int i = 0; i < n; i++) {
			const struct gp_option *opt = e[i].opt;
			char want[160];
			if (opt->kind != GP_OPTK_FLAG && opt->kind != GP_OPTK_ARG) {
				tu_gpuperf(&r, "%s %s %s", cmds[c].name, cmds[c].form, opt->name);
				assert_int_equal(r.status, 2);
				snprintf(want, sizeof(want), "option '%s' needs a value", opt->name);
				tu_assert_contains(r.err, want);
			}
			if (opt->kind == GP_OPTK_INT && opt->imax == LLONG_MAX) {
				/* no whole number above: 2^63 overflows */
				snprintf(want, sizeof(want), "%s: '9223372036854775808' is not a whole "
					 "number (or overflows 64 bits)", opt->name);
				tu_gpuperf(&r, "%s %s %s 9223372036854775808", cmds[c].name,
					   cmds[c].form, opt->name);
				assert_int_equal(r.status, 2);
				tu_assert_contains(r.err, want);
			} else if (opt->kind == GP_OPTK_INT) {
				snprintf(want, sizeof(want), "%s: %lld is out of range [%lld, %lld]",
					 opt->name, opt->imax + 1, opt->imin, opt->imax);
				tu_gpuperf(&r, "%s %s %s %lld", cmds[c].name, cmds[c].form, opt->name,
					   opt->imax + 1);
				assert_int_equal(r.status, 2);
				tu_assert_contains(r.err, want);
			}
			if (opt->kind == GP_OPTK_INT) {
				snprintf(want, sizeof(want), "%s: %lld is out of range", opt->name,
					 opt->imin - 1);
				tu_gpuperf(&r, "%s %s %s %lld", cmds[c].name, cmds[c].form, opt->name,
					   opt->imin - 1);
				assert_int_equal(r.status, 2);
				tu_assert_contains(r.err, want);
				checked++;
			} else if (opt->kind == GP_OPTK_DOUBLE) {
				snprintf(want, sizeof(want), "%s: %g is out of range [%g, %g]", opt->name,
					 opt->dmax * 2, opt->dmin, opt->dmax);
				tu_gpuperf(&r, "%s %s %s %.17g", cmds[c].name, cmds[c].form, opt->name,
					   opt->dmax * 2);
				assert_int_equal(r.status, 2);
				tu_assert_contains(r.err, want);
				tu_gpuperf(&r, "%s %s %s -1", cmds[c].name, cmds[c].form, opt->name);
				assert_int_equal(r.status, 2);
				checked++;
			}
		}
	}
	/* occupancy: --regs --smem --carveout; collective: --gpus --root; estimate: the launch
	 * group's --occupancy --lambda --regs --smem-dynamic; simulate: --occupancy --regs
	 * --smem-dynamic and the engine group's --jobs --max-cycles; simulate --trace: --jobs
	 * --max-cycles; uvm: --lambda --arrays --elem-bytes --passes --seed --kernel-s */
	assert_true(checked >= 22);
}

/* A table's bounds wider than its field's type are narrowed to the type: 4294967296 for an
 * int field bounded only by LLONG_MAX is refused, not stored as 0 (it wraps to 2^32 mod 2^32). */
struct narrow_opts { int n; };
static const struct gp_option narrow_table[] = {
	GP_OPTION_INT("--n", "N", "a count", struct narrow_opts, n, 0, LLONG_MAX),
	GP_OPTION_END,
};
static void test_bounds_narrowed_to_the_field(void **state)
{
	struct narrow_opts o = { -1 };
	char *ok[] = { "t", "--n", "2147483647" }, *wrap[] = { "t", "--n", "4294967296" };
	FILE *keep = stderr;
	(void)state;
	assert_int_equal(gp_optable_parse("t", narrow_table, 3, ok, &o), 0);
	assert_int_equal(o.n, INT_MAX);
	o.n = -1;
	stderr = fopen("/dev/null", "w");
	assert_int_equal(gp_optable_parse("t", narrow_table, 3, wrap, &o), 2);
	fclose(stderr);
	stderr = keep;
	assert_int_equal(o.n, -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_help_is_the_table),
		cmocka_unit_test(test_parser_takes_the_table),
		cmocka_unit_test(test_parser_refuses_the_rest),
		cmocka_unit_test(test_bounds_from_the_table),
		cmocka_unit_test(test_bounds_narrowed_to_the_field),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
