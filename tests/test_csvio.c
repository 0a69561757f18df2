/* test_csvio.c - CSV reader (line numbers, every malformed case) and the row writer. */
#include "testutil.h"

#include "csvio.h"

static int parse(const char *text, struct gp_csv *t, struct gp_diag *d)
{
	gp_diag_clear(d);
	return gp_csv_parse(text, strlen(text), "m.csv", t, d);
}

static void test_reads_rows_with_lines(void **state)
{
	struct gp_csv t;
	struct gp_diag d;
	double v;
	(void)state;
	/* BOM, a blank line, a quoted cell holding a comma, CRLF endings */
	assert_int_equal(parse("\xEF\xBB\xBFn,label,measured_s\r\n1,a,0.5\r\n\r\n2,\"x,y\",1e-3\r\n",
			       &t, &d), 0);
	assert_int_equal(t.ncols, 3);
	assert_int_equal(t.nrows, 2);
	assert_string_equal(t.names[0], "n");
	assert_string_equal(t.names[2], "measured_s");
	assert_int_equal(t.lines[0], 2);
	assert_int_equal(t.lines[1], 4);
	assert_string_equal(gp_csv_cell(&t, 1, 1), "x,y");
	assert_int_equal(gp_csv_num(&t, 1, 2, &v, &d), 0);
	assert_true(v == 1e-3);
	assert_int_equal(gp_csv_col(&t, "label"), 1);
	assert_int_equal(gp_csv_col(&t, "nope"), -1);
	gp_csv_release(&t);
}

static void test_empty_file(void **state)
{
	struct gp_csv t;
	struct gp_diag d;
	(void)state;
	assert_int_equal(parse("", &t, &d), -GP_EPARSE);
	assert_int_equal(d.line, 1);
	tu_assert_contains(d.msg, "empty file");
	assert_true(d.hint[0] != '\0');
	assert_int_equal(parse(" \n\n", &t, &d), -GP_EPARSE);
	tu_assert_contains(d.msg, "empty file");
}

static void test_ragged_row_names_line(void **state)
{
	struct gp_csv t;
	struct gp_diag d;
	(void)state;
	assert_int_equal(parse("a,b\n1,2\n3\n", &t, &d), -GP_EPARSE);
	assert_int_equal(d.line, 3);
	tu_assert_contains(d.msg, "row has 1 cells, the header has 2");
	/* an unquoted comma inside a value adds a cell */
	assert_int_equal(parse("n,measured_s\n1,1,5\n", &t, &d), -GP_EPARSE);
	assert_int_equal(d.line, 2);
	tu_assert_contains(d.hint, "double quotes");
}

static void test_bad_quoting(void **state)
{
	struct gp_csv t;
	struct gp_diag d;
	(void)state;
	assert_int_equal(parse("a,b\n1,2\n\"x\"y,3\n", &t, &d), -GP_EPARSE);
	assert_int_equal(d.line, 3);
	tu_assert_contains(d.msg, "malformed quoting");
	assert_int_equal(parse("a,b\n1,\"open\n", &t, &d), -GP_EPARSE);
	tu_assert_contains(d.msg, "unterminated");
}

static void test_header_checks(void **state)
{
	struct gp_csv t;
	struct gp_diag d;
	(void)state;
	assert_int_equal(parse("a,,c\n1,2,3\n", &t, &d), -GP_EPARSE);
	tu_assert_contains(d.msg, "column 2 of the header has no name");
	assert_int_equal(parse("a,b,a\n1,2,3\n", &t, &d), -GP_EPARSE);
	tu_assert_contains(d.msg, "'a' appears twice (columns 1 and 3)");
}

static void test_cells_as_numbers(void **state)
{
	struct gp_csv t;
	struct gp_diag d;
	double v;
	(void)state;
	assert_int_equal(parse("n,measured_s\n1,abc\n2,\n3,\"1,5\"\n", &t, &d), 0);
	assert_int_equal(gp_csv_num(&t, 0, 1, &v, &d), -GP_EPARSE);
	assert_int_equal(d.line, 2);
	assert_string_equal(d.field, "measured_s");
	tu_assert_contains(d.msg, "'abc' is not a number");
	gp_diag_clear(&d);
	assert_int_equal(gp_csv_num(&t, 1, 1, &v, &d), -GP_EPARSE);
	assert_int_equal(d.line, 3);
	tu_assert_contains(d.msg, "is empty");
	gp_diag_clear(&d);
	assert_int_equal(gp_csv_num(&t, 2, 1, &v, &d), -GP_EPARSE);
	assert_int_equal(d.line, 4);
	tu_assert_contains(d.msg, "'1,5' is not a number");
	gp_diag_clear(&d);
	assert_int_equal(gp_csv_require_col(&t, "bytes", &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "missing column 'bytes'");
	tu_assert_contains(d.hint, "n, measured_s");
	gp_csv_release(&t);
}

static void test_read_missing_file(void **state)
{
	struct gp_csv t;
	struct gp_diag d;
	(void)state;
	gp_diag_clear(&d);
	assert_true(gp_csv_read("/nonexistent/x.csv", &t, &d) < 0);
	assert_string_equal(d.file, "/nonexistent/x.csv");
}

/* The formatter must agree with printf's %.9g, which it replaces for speed. */
static void test_fmt_matches_printf(void **state)
{
	const double vals[] = { 0,	  1,	  -1,	 0.1,	 1e-5,	 1e-4,	 0.000123456789123,
				123456789.5, 999999999.5, 1e9, 1e21, 1e-300, 1.7e308, 0.5,
				0.146659919, 595.700981e-3, 1562500, 4e8, -2.5e-7, 33.333333333333 };
	char a[64], b[64];
	unsigned long long x = 88172645463325252ULL;
	(void)state;
	for (size_t i = 0; i < sizeof(vals) / sizeof(vals[0]); i++) {
		gp_fmt_double(a, vals[i]);
		snprintf(b, sizeof(b), "%.9g", vals[i]);
		assert_string_equal(a, b);
	}
	for (int i = 0; i < 200000; i++) {
		double v;
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		v = ldexp((double)(x >> 11) / 9007199254740992.0, (int)(x % 160) - 80);
		gp_fmt_double(a, v);
		snprintf(b, sizeof(b), "%.9g", v);
		if (strcmp(a, b) != 0) {
			print_error("%.17g: got %s, printf gives %s\n", v, a, b);
			fail();
		}
	}
	assert_int_equal(gp_fmt_double(a, NAN), 0);
	assert_string_equal(a, "");
}

static void test_writer_quotes_text(void **state)
{
	struct gp_buf b;
	(void)state;
	gp_buf_init(&b);
	assert_int_equal(gp_csv_put_str(&b, "gtx970"), 0);
	assert_int_equal(gp_csv_put_sep(&b), 0);
	assert_int_equal(gp_csv_put_str(&b, "a,b \"c\""), 0);
	assert_int_equal(gp_csv_put_sep(&b), 0);
	assert_int_equal(gp_csv_put_num(&b, 0.25), 0);
	assert_int_equal(gp_csv_put_eol(&b), 0);
	assert_int_equal(gp_buf_put(&b, "", 1), 0);
	assert_string_equal(b.p, "gtx970,\"a,b \"\"c\"\"\",0.25\n");
	gp_buf_release(&b);
}

/* What the writer quotes, the reader gives back. */
static void test_round_trip(void **state)
{
	struct gp_buf b;
	struct gp_csv t;
	struct gp_diag d;
	(void)state;
	gp_buf_init(&b);
	gp_buf_put(&b, "name,v\n", 7);
	gp_csv_put_str(&b, "x, \"y\"\nz");
	gp_csv_put_sep(&b);
	gp_csv_put_num(&b, 1.5e-7);
	gp_csv_put_eol(&b);
	gp_diag_clear(&d);
	assert_int_equal(gp_csv_parse(b.p, b.n, "rt", &t, &d), 0);
	assert_int_equal(t.nrows, 1);
	assert_string_equal(gp_csv_cell(&t, 0, 0), "x, \"y\"\nz");
	assert_string_equal(gp_csv_cell(&t, 0, 1), "1.5e-07");
	gp_csv_release(&t);
	gp_buf_release(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reads_rows_with_lines),
		cmocka_unit_test(test_empty_file),
		cmocka_unit_test(test_ragged_row_names_line),
		cmocka_unit_test(test_bad_quoting),
		cmocka_unit_test(test_header_checks),
		cmocka_unit_test(test_cells_as_numbers),
		cmocka_unit_test(test_read_missing_file),
		cmocka_unit_test(test_fmt_matches_printf),
		cmocka_unit_test(test_writer_quotes_text),
		cmocka_unit_test(test_round_trip),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
