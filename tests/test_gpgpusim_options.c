/* test_gpgpusim_options.c - import-config's table of one-to-one figures: unique rows, every value
 * bounds-checked with the option, file and line named, values and defaults where they belong. */
#include <stddef.h>

#include "testutil.h"
#include "gpuperf/gpgpusim_import.h"

/* MINI (gsimmini.h) has 15 lines, so an appended option is line 16 (and, repeated,
 * overrides the earlier value: the last one wins). */
#include "gsimmini.h"

static int import_text(const char *text, struct gp_import *imp, struct gp_diag *d)
{
	struct gp_import_opts o = { .like = "none" };
	gp_diag_clear(d);
	return gp_import_gpgpusim(tu_tmpfile(0, ".config", text), &o, imp, d);
}

static double field_of(const struct gp_device *dev, size_t field, int is_double)
{
	const char *p = (const char *)dev + field;
	return is_double ? *(const double *)(const void *)p : *(const int *)(const void *)p;
}

static void test_table_rows_unique(void **state)
{
	int n;
	const struct gp_import_figure *f = gp_import_figures(&n);
	(void)state;
	assert_true(n >= 8);
	for (int i = 0; i < n; i++) {
		assert_true(f[i].option[0] == '-');
		assert_true(f[i].min <= f[i].max);
		assert_true(f[i].field + (f[i].is_double ? sizeof(double) : sizeof(int)) <=
			    sizeof(struct gp_device));
		assert_true(f[i].path[0] == '/');
		/* an optional option says where its default comes from; a required one has none */
		assert_true(f[i].required ? f[i].dflt_cite == NULL : f[i].dflt_cite != NULL);
		for (int j = 0; j < i; j++) {
			assert_true(strcmp(f[i].option, f[j].option) != 0);
			assert_true(strcmp(f[i].path, f[j].path) != 0);
			assert_true(f[i].field != f[j].field);
		}
	}
}

/* Each row's option one past either bound is refused, naming the option, line 16 and the
 * bounds exactly as read_ll words them. */
static void test_table_bounds_refused(void **state)
{
	int n;
	const struct gp_import_figure *f = gp_import_figures(&n);
	struct gp_import *imp = malloc(sizeof(*imp));
	(void)state;
	assert_non_null(imp);
	for (int i = 0; i < n; i++) {
		long long bad[2] = { f[i].max + 1, f[i].min - 1 };
		for (int k = 0; k < 2; k++) {
			char text[2048], want[160];
			struct gp_diag d;
			snprintf(text, sizeof(text), "%s%s %lld\n", MINI, f[i].option, bad[k]);
			assert_true(import_text(text, imp, &d) < 0);
			assert_string_equal(d.field, f[i].option);
			assert_int_equal(d.line, 16);
			snprintf(want, sizeof(want), "expected an integer in %lld..%lld, got '%lld'",
				 f[i].min, f[i].max, bad[k]);
			tu_assert_contains(d.msg, want);
			tu_assert_contains(d.hint, "decimal integer");
		}
	}
	free(imp);
}

/* MINI gives -gpgpu_shader_registers 65536, -gpgpu_shader_cta 32, -gpgpu_shmem_size 98304 and
 * -dram_data_command_freq_ratio 2; the other rows take GPGPU-Sim's defaults (32 banks, L1 hit
 * 1 cycle, shared memory 3 cycles) or, for registers per block, the SM's 65536. */
static void test_table_values(void **state)
{
	static const struct {
		const char *option;
		double value;
		int given;
	} want[] = {
		{ "-gpgpu_shader_registers", 65536, 1 }, { "-gpgpu_registers_per_block", 65536, 0 },
		{ "-gpgpu_shader_cta", 32, 1 }, { "-gpgpu_shmem_size", 98304, 1 },
		{ "-gpgpu_shmem_num_banks", 32, 0 }, { "-dram_data_command_freq_ratio", 2, 1 },
		{ "-gpgpu_l1_latency", 1, 0 }, { "-gpgpu_smem_latency", 3, 0 },
	};
	int n, seen = 0;
	const struct gp_import_figure *f = gp_import_figures(&n);
	struct gp_import *imp = malloc(sizeof(*imp));
	struct gp_diag d;
	(void)state;
	assert_non_null(imp);
	assert_int_equal(import_text(MINI, imp, &d), 0);
	for (int i = 0; i < n; i++) {
		const char *src = gp_sources_get(&imp->src, f[i].path);
		for (size_t k = 0; k < sizeof(want) / sizeof(want[0]); k++) {
			if (strcmp(want[k].option, f[i].option) != 0)
				continue;
			seen++;
			assert_true(field_of(&imp->dev, f[i].field, f[i].is_double) == want[k].value);
			assert_non_null(src);
			if (want[k].given)
				assert_true(strncmp(src, f[i].option, strlen(f[i].option)) == 0);
			else
				assert_string_equal(src, f[i].dflt_cite);
		}
	}
	assert_int_equal(seen, (int)(sizeof(want) / sizeof(want[0])));
	/* a value inside the bounds lands in its field: 48 CTAs, 16 banks (64 bytes per clock) */
	assert_int_equal(import_text(MINI "-gpgpu_shader_cta 48\n-gpgpu_shmem_num_banks 16\n", imp,
				     &d), 0);
	assert_int_equal(imp->dev.max_blocks_per_sm, 48);
	assert_int_equal(imp->dev.smem_banks, 16);
	tu_assert_rel(imp->dev.smem_bytes_per_clk, 64, 1e-12);
	free(imp);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table_rows_unique),
		cmocka_unit_test(test_table_bounds_refused),
		cmocka_unit_test(test_table_values),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
