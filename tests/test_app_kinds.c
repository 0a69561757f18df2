/* test_app_kinds.c - every operation kind of an application model (the rows of app_kind.c)
 * loads from a minimal model, with its kind, whether it is timed, and the keys it refuses;
 * an unknown kind's hint names all ten. */
#include "testutil.h"

#include "gpuperf/app.h"

struct kind_case {
	const char *op;              /* the op's JSON */
	enum gp_app_op_kind kind;
	int timed;                   /* app.h: allocations and sync take no time of their own */
};

/* On the DGX H100 system (devices/systems/dgx-h100.json: 8 GPUs) so that every kind loads. */
static int load_op(const char *op, struct gp_app **a, struct gp_diag *d)
{
	char text[1024];
	snprintf(text, sizeof(text),
		 "{\"name\": \"k\", \"system\": \"dgx-h100\", \"variables\": {\"n\": 4096},"
		 " \"ops\": [{\"op\": \"managed\", \"name\": \"buf\", \"bytes\": \"n\"}, %s]}", op);
	gp_diag_clear(d);
	return gp_app_parse(text, strlen(text), "kinds.json", ".", a, d);
}

static void test_every_kind(void **state)
{
	static const struct kind_case cases[] = {
		{ "{\"op\": \"memcpy\", \"dir\": \"htod\", \"bytes\": \"n\"}", GP_APP_MEMCPY, 1 },
		{ "{\"op\": \"kernel\", \"name\": \"k\", \"kernel\": \"saxpy2\", \"grid\": 1, \"block\": 32}",
		  GP_APP_KERNEL, 1 },
		{ "{\"op\": \"managed\", \"name\": \"m2\", \"bytes\": \"n\"}", GP_APP_MANAGED, 0 },
		{ "{\"op\": \"prefetch\", \"buffer\": \"buf\", \"dir\": \"htod\"}", GP_APP_PREFETCH, 1 },
		{ "{\"op\": \"sync\"}", GP_APP_SYNC, 0 },
		{ "{\"op\": \"alloc\", \"name\": \"a\", \"bytes\": \"n\"}", GP_APP_ALLOC, 0 },
		{ "{\"op\": \"p2p\", \"src\": 0, \"dst\": 1, \"bytes\": \"n\"}", GP_APP_P2P, 1 },
		{ "{\"op\": \"allreduce\", \"bytes\": \"n\", \"gpus\": 8}", GP_APP_COLLECTIVE, 1 },
		{ "{\"op\": \"allgather\", \"bytes\": \"n\", \"gpus\": 8}", GP_APP_COLLECTIVE, 1 },
		{ "{\"op\": \"broadcast\", \"bytes\": \"n\", \"gpus\": 8}", GP_APP_COLLECTIVE, 1 },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct gp_app *a = NULL;
		struct gp_diag d;
		if (load_op(cases[i].op, &a, &d) != 0)
			fail_msg("%s: %s", cases[i].op, d.msg);
		assert_int_equal(gp_app_n_ops(a), 2);
		assert_int_equal(gp_app_op_kind(a, 1), cases[i].kind);
		assert_int_equal(gp_app_op_is_timed(a, 1), cases[i].timed);
		gp_app_free(a);
	}
}

/* Each kind refuses a key of another: the hint lists the kind's own keys. */
static void test_keys_per_kind(void **state)
{
	struct gp_app *a = NULL;
	struct gp_diag d;
	(void)state;
	assert_true(load_op("{\"op\": \"sync\", \"bytes\": 1}", &a, &d) < 0);
	assert_string_equal(d.field, "/ops/1/bytes");
	assert_string_equal(d.hint, "keys allowed here: op, name, stream");
	assert_true(load_op("{\"op\": \"p2p\", \"src\": 0, \"dst\": 1, \"bytes\": 1, \"gpus\": 2}",
			    &a, &d) < 0);
	assert_string_equal(d.field, "/ops/1/gpus");
	assert_string_equal(d.hint, "keys allowed here: op, name, stream, src, dst, bytes");
}

static void test_unknown_kind(void **state)
{
	struct gp_app *a = NULL;
	struct gp_diag d;
	(void)state;
	assert_true(load_op("{\"op\": \"memcopy\"}", &a, &d) < 0);
	assert_null(a);
	assert_string_equal(d.field, "/ops/1/op");
	assert_string_equal(d.hint, "operations: memcpy, kernel, managed, prefetch, sync, alloc, "
				    "p2p, allreduce, allgather, broadcast");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_kind),
		cmocka_unit_test(test_keys_per_kind),
		cmocka_unit_test(test_unknown_kind),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
