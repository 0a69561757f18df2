/* test_util_grow.c - the library's one growth step (gp_grow, gp_grow_int in util.h): the
 * capacities it picks, its refusals, and that a refusal leaves the array as it was. */
#include "testutil.h"

#include <limits.h>
#include <stdint.h>

#include "util.h"

/* Capacities: from empty the larger of GP_GROW_MIN (16) and need; then the larger of twice
 * the old one and need; nothing when need fits. */
static void test_capacities(void **state)
{
	int *a = NULL;
	size_t cap = 0;
	(void)state;
	assert_int_equal(gp_grow((void **)&a, &cap, 1, sizeof(*a)), 0);
	assert_int_equal(cap, 16);
	for (int i = 0; i < 16; i++)
		a[i] = i;
	assert_int_equal(gp_grow((void **)&a, &cap, 16, sizeof(*a)), 0);
	assert_int_equal(cap, 16);               /* fits: unchanged */
	assert_int_equal(gp_grow((void **)&a, &cap, 17, sizeof(*a)), 0);
	assert_int_equal(cap, 32);               /* 2 x 16 */
	assert_int_equal(gp_grow((void **)&a, &cap, 100, sizeof(*a)), 0);
	assert_int_equal(cap, 100);              /* need > 2 x 32 */
	for (int i = 0; i < 16; i++)
		assert_int_equal(a[i], i);       /* the contents move with it */
	free(a);
}

/* Sizes that overflow size_t are refused as out of memory, and *p and *cap stay. */
static void test_overflow(void **state)
{
	double *a = NULL;
	size_t cap = 0;
	int icap = 0;
	(void)state;
	assert_int_equal(gp_grow((void **)&a, &cap, 4, sizeof(*a)), 0);
	double *before = a;
	assert_int_equal(gp_grow((void **)&a, &cap, SIZE_MAX / sizeof(*a) + 1, sizeof(*a)),
			 -GP_ENOMEM);
	assert_ptr_equal(a, before);
	assert_int_equal(cap, 16);
	/* twice a capacity past half of size_t saturates, then the byte count overflows */
	cap = SIZE_MAX / 2 + 1;
	assert_int_equal(gp_grow((void **)&a, &cap, cap + 1, 2), -GP_ENOMEM);
	assert_ptr_equal(a, before);
	free(a);
	a = NULL;
	assert_int_equal(gp_grow_int((void **)&a, &icap, -1, sizeof(*a)), -GP_ENOMEM);
	assert_null(a);
	assert_int_equal(icap, 0);
}

/* The int form: the same steps, the capacity as an int. */
static void test_int(void **state)
{
	char *s = NULL;
	int cap = 0;
	(void)state;
	assert_int_equal(gp_grow_int((void **)&s, &cap, 5, 1), 0);
	assert_int_equal(cap, 16);
	assert_int_equal(gp_grow_int((void **)&s, &cap, 17, 1), 0);
	assert_int_equal(cap, 32);
	memcpy(s, "0123456789abcdefghijklmnopqrstu", 32);
	assert_int_equal(gp_grow_int((void **)&s, &cap, 40, 1), 0);
	assert_int_equal(cap, 64);
	assert_string_equal(s, "0123456789abcdefghijklmnopqrstu");
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_capacities),
		cmocka_unit_test(test_overflow),
		cmocka_unit_test(test_int),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
