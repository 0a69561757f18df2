/* test_expr.c - expressions: values, precedence, functions, and every error path. */
#include "testutil.h"
#include "gpuperf/expr.h"

static double ev(const char *text, const struct gp_params *p)
{
	struct gp_diag d;
	double v = -12345;
	struct gp_expr *e = gp_expr_parse(text, &d);
	assert_non_null(e);
	assert_int_equal(gp_expr_eval(e, p, &v, &d), 0);
	gp_expr_free(e);
	return v;
}

static void test_values(void **state)
{
	struct gp_params p;
	(void)state;
	gp_params_init(&p);
	assert_int_equal(gp_params_set(&p, "a", 128, NULL), 0);
	assert_int_equal(gp_params_set(&p, "numElements", 400000000, NULL), 0);
	assert_int_equal(gp_params_set(&p, "blockSize", 256, NULL), 0);
	/* thesis eq. 5.1 and 5.3 terms for a = 128 */
	assert_true(ev("942 + 24*a", &p) == 942 + 24 * 128);
	assert_true(ev("23 + 4*a", &p) == 535);
	assert_true(ev("-2^2", &p) == -4);
	assert_true(ev("2^3^2", &p) == 512);
	assert_true(ev("(1 + 2) * 3 - 4 / 2", &p) == 7);
	assert_true(ev("7 % 4", &p) == 3);
	assert_true(ev("ceil(numElements / blockSize)", &p) == 1562500);
	assert_true(ev("floor((numElements + blockSize - 1) / blockSize)", &p) == 1562500);
	assert_true(ev("ceil(1000 / 256)", &p) == 4);
	assert_true(ev("min(3, a, 1) + max(2, 5, 4)", &p) == 6);
	assert_true(ev("abs(-3) + sqrt(16) + log2(8) + round(2.5)", &p) == 3 + 4 + 3 + 3);
	assert_true(ev("  1.5e3 ", &p) == 1500);
}

static void expect_parse_error(const char *text, int col, const char *msg)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_null(gp_expr_parse(text, &d));
	tu_assert_contains(d.msg, msg);
	if (col)
		assert_int_equal(d.col, col);
}

static void test_parse_errors(void **state)
{
	char deep[300];
	(void)state;
	expect_parse_error("1 +", 4, "unexpected end");
	expect_parse_error("(1 + 2", 7, "expected ')'");
	expect_parse_error("2 * $", 5, "unexpected character");
	expect_parse_error("1 2", 3, "unexpected text");
	expect_parse_error("foo(1)", 0, "unknown function");
	expect_parse_error("min(1)", 0, "wrong number of arguments");
	expect_parse_error("", 1, "unexpected end");
	memset(deep, '(', 200);
	strcpy(deep + 200, "1");
	expect_parse_error(deep, 0, "nested too deeply");
}

/* The README's "64 levels of nesting": 64 parentheses parse (to 1), 65 do not; chains of
 * signs and exponents count as levels too, so none of them can exhaust the stack. */
static void test_nesting_limit(void **state)
{
	char text[4096];
	struct gp_params p;
	(void)state;
	gp_params_init(&p);
	memset(text, '(', 64);
	text[64] = '1';
	memset(text + 65, ')', 64);
	text[129] = '\0';
	assert_true(ev(text, &p) == 1);
	memset(text, '(', 65);
	text[65] = '1';
	memset(text + 66, ')', 65);
	text[131] = '\0';
	expect_parse_error(text, 0, "over 64 levels");
	memset(text, '-', 3000);      /* under the 4096-character limit */
	strcpy(text + 3000, "1");
	expect_parse_error(text, 0, "nested too deeply");
	for (int i = 0; i < 1500; i++)
		memcpy(text + 2 * i, "2^", 2);
	strcpy(text + 3000, "1");
	expect_parse_error(text, 0, "nested too deeply");
}

static void expect_eval_error(const char *text, const char *msg)
{
	struct gp_diag d;
	struct gp_params p;
	double v;
	struct gp_expr *e = gp_expr_parse(text, &d);
	gp_params_init(&p);
	gp_params_set(&p, "zero", 0, NULL);
	assert_non_null(e);
	gp_diag_clear(&d);
	assert_true(gp_expr_eval(e, &p, &v, &d) < 0);
	tu_assert_contains(d.msg, msg);
	gp_expr_free(e);
}

static void test_eval_errors(void **state)
{
	(void)state;
	expect_eval_error("1 / zero", "division by zero");
	expect_eval_error("5 % (zero * 2)", "division by zero");
	expect_eval_error("b + 1", "unknown parameter 'b'");
	expect_eval_error("10 ^ 400", "not finite");
	/* no real cube root of -8 through pow(): a domain error, not an overflow */
	expect_eval_error("(-8)^(1/3)", "domain error");
	expect_eval_error("sqrt(0 - 1)", "negative");
}

static void collect(const char *name, void *ctx)
{
	strcat(ctx, name);
	strcat(ctx, ",");
}

static void test_vars_and_const(void **state)
{
	struct gp_diag d;
	char seen[128] = "";
	double v;
	struct gp_expr *e = gp_expr_parse("a*b + ceil(a) + max(c, 2)", &d);
	(void)state;
	gp_expr_each_var(e, collect, seen);
	assert_string_equal(seen, "a,b,c,");
	assert_false(gp_expr_is_const(e, &v));
	assert_string_equal(gp_expr_text(e), "a*b + ceil(a) + max(c, 2)");
	gp_expr_free(e);
	e = gp_expr_const(-384.5);
	assert_true(gp_expr_is_const(e, &v));
	assert_true(v == -384.5);
	gp_expr_free(e);
}

static void test_assignments(void **state)
{
	struct gp_params p;
	struct gp_diag d;
	double v;
	(void)state;
	gp_params_init(&p);
	assert_int_equal(gp_params_parse_assignment(&p, "a=128", &d), 0);
	assert_true(gp_params_get(&p, "a", &v) && v == 128);
	/* a name given twice is refused naming both, the first kept (never silently the last) */
	assert_int_equal(gp_params_parse_assignment(&p, "a=2.5e1", &d), -GP_EUSAGE);
	tu_assert_contains(d.msg, "'a=2.5e1': 'a' is given twice (first as a=128)");
	assert_true(gp_params_get(&p, "a", &v) && v == 128);
	assert_int_equal(p.n, 1);
	assert_int_equal(gp_params_parse_assignment(&p, "b=2.5e1", &d), 0);
	assert_true(gp_params_get(&p, "b", &v) && v == 25);
	assert_int_equal(gp_params_parse_assignment(&p, "a", &d), -GP_EUSAGE);
	assert_int_equal(gp_params_parse_assignment(&p, "a=x", &d), -GP_EUSAGE);
	assert_int_equal(gp_params_parse_assignment(&p, "a=nan", &d), -GP_EUSAGE);
	assert_int_equal(gp_params_parse_assignment(&p, "9a=1", &d), -GP_EINVAL);
	for (int i = 0; i < GP_PARAMS_MAX - 2; i++) {   /* a and b are in */
		char name[16];
		snprintf(name, sizeof(name), "p%d", i);
		assert_int_equal(gp_params_set(&p, name, i, NULL), 0);
	}
	assert_int_equal(gp_params_set(&p, "overflow", 1, &d), -GP_ELIMIT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_parse_errors),
		cmocka_unit_test(test_nesting_limit),
		cmocka_unit_test(test_eval_errors),
		cmocka_unit_test(test_vars_and_const),
		cmocka_unit_test(test_assignments),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
