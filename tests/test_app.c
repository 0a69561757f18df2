/* test_app.c - application models: the thesis's saxpy application (eqs. 4.1, 5.6, 5.7 and its
 * 608.774 ms simulation), streams, managed memory, and every load/evaluation error. */
#include "testutil.h"

#include "gpuperf/app.h"
#include "gpuperf/estimate.h"

struct fx {
	struct gp_device dev;
	struct gp_app *app;
	struct gp_app_eval *eval;
	struct gp_app_op_result ops[GP_APP_OPS_MAX];
	struct gp_app_values in;
	double total;
	struct gp_diag d;
};

static struct fx *fx_new(const char *model_path)
{
	struct fx *f = calloc(1, sizeof(*f));
	assert_non_null(f);
	tu_device("gtx970", &f->dev);
	if (gp_app_load(model_path, &f->app, &f->d) < 0) {
		gp_diag_print(&f->d, stderr);
		fail();
	}
	f->eval = gp_app_eval_new(f->app, &gp_backend_analytic, NULL);
	assert_non_null(f->eval);
	gp_app_values_defaults(f->app, &f->in);
	return f;
}

static void fx_free(struct fx *f)
{
	gp_app_eval_free(f->eval);
	gp_app_free(f->app);
	free(f);
}

static int fx_run(struct fx *f)
{
	gp_diag_clear(&f->d);
	return gp_app_eval_run(f->eval, &f->dev, &f->in, f->ops, &f->total, &f->d);
}

static void fx_set(struct fx *f, const char *assignment)
{
	gp_diag_clear(&f->d);
	assert_int_equal(gp_app_values_assign(f->app, &f->in, assignment, &f->d), 0);
}

static int op(const struct fx *f, const char *name)
{
	int i = gp_app_op_index(f->app, name);
	assert_true(i >= 0);
	return i;
}

/* Thesis eq. 5.5 with the GTX 970's Table 6.2 figures (eqs. 5.6, 5.7). */
static double htod_s(double n) { return 3.96868e-6 + n / (15.8e9 * 0.689); }
static double dtoh_s(double n) { return 5.15692e-6 + n / (15.8e9 * 0.653); }

/*
 * saxpy2 on the GTX 970 by hand (thesis eqs. 4.1-4.6): 400M elements in
 * blocks of 256 -> 1,562,500 blocks x 8 warps; a = 128: INS_CUDA 535 ->
 * 32 x 535 / 128 = 133.75 cycles per warp, INS_issued 26 + 512 = 538 ->
 * 538 / 4 = 134.5 (the bound), GMem 384 B / 13.78 = 27.9, LSU 3; latency
 * bound 942 + 24 x 128 = 4014 cycles, 64 / 4014 > 1 / 134.5 so throughput-
 * bound; T = warps / (1/134.5 x 13 x 1253 MHz x 0.703787), plus the 5 us
 * launch overhead of the device file.
 */
static void test_saxpy_app_matches_thesis(void **state)
{
	struct fx *f = fx_new("models/saxpy_app.json");
	double warps = 1562500.0 * 8, n = 4.0 * 400000000;
	double kernel = warps * 134.5 / (13 * 1253e6 * 0.703787) + 5e-6;
	int k;
	(void)state;
	fx_set(f, "occupancy=64");
	assert_int_equal(fx_run(f), 0);
	k = op(f, "saxpy2");
	tu_assert_rel(f->ops[k].time_s, kernel, 1e-9);
	tu_assert_rel(f->ops[k].time_s, 0.1467, 1e-3);           /* thesis: ~146.7 ms */
	assert_int_equal(f->ops[k].k.regime, GP_REGIME_THROUGHPUT);
	assert_string_equal(f->ops[k].k.limiter, "issue");
	tu_assert_rel(f->ops[k].lambda, 0.703787, 1e-12);
	tu_assert_rel(f->ops[op(f, "htod_x")].time_s, htod_s(n), 1e-12);
	tu_assert_rel(f->ops[op(f, "htod_y")].time_s, htod_s(n), 1e-12);
	tu_assert_rel(f->ops[op(f, "dtoh_y")].time_s, dtoh_s(n), 1e-12);
	tu_assert_rel(f->ops[op(f, "htod_x")].time_s, 0.14698, 1e-4);
	tu_assert_rel(f->ops[op(f, "dtoh_y")].time_s, 0.15508, 1e-4);
	/* in order: each op starts when the previous one ends */
	tu_assert_rel(f->ops[k].start_s, 2 * htod_s(n), 1e-12);
	tu_assert_rel(f->total, 2 * htod_s(n) + kernel + dtoh_s(n), 1e-12);
	tu_assert_rel(f->total, 0.5957, 1e-3);
	/* within 5% of the thesis's simulated 608.774 ms (Figure 5.24) */
	tu_assert_rel(f->total, 0.608774, 0.05);
	fx_free(f);
}

/* Unset occupancy: the calculator's 64 warps (256 threads, 8 registers on cc 5.2). */
static void test_occupancy_from_calculator(void **state)
{
	struct fx *f = fx_new("models/saxpy_app.json");
	double forced;
	int k;
	(void)state;
	assert_int_equal(fx_run(f), 0);
	k = op(f, "saxpy2");
	assert_true(f->ops[k].k.occupancy_warps == 64);
	forced = f->ops[k].time_s;
	fx_set(f, "occupancy=64");
	assert_int_equal(fx_run(f), 0);
	assert_true(f->ops[k].time_s == forced);
	/* 8 warps per SM: latency-bound, 64/8 times slower than the 64-warp latency rate */
	fx_set(f, "occupancy=8");
	assert_int_equal(fx_run(f), 0);
	assert_int_equal(f->ops[k].k.regime, GP_REGIME_LATENCY);
	tu_assert_rel(f->ops[k].time_s - 5e-6,
		      1562500.0 * 8 / (8.0 / 4014 * 13 * 1253e6 * 0.703787), 1e-9);
	fx_free(f);
}

/* gridSize is an int: (1000 + 255) / 256 = 4 blocks, not 4.9 (Figure 5.23's integer division). */
static void test_int_variables_truncate(void **state)
{
	struct fx *f = fx_new("models/saxpy_app.json");
	int k;
	(void)state;
	fx_set(f, "numElements=1000");
	assert_int_equal(fx_run(f), 0);
	k = op(f, "saxpy2");
	/* 4 blocks x 8 warps over 13 SMs: the resident warps per SM the estimator uses */
	tu_assert_rel(f->ops[k].k.occupancy_warps, 32.0 / 13, 1e-12);
	tu_assert_rel(f->ops[op(f, "htod_x")].time_s, htod_s(4000), 1e-12);
	fx_free(f);
}

static void test_inputs_and_assignments(void **state)
{
	struct fx *f = fx_new("models/saxpy_app.json");
	double v;
	(void)state;
	assert_int_equal(gp_app_n_inputs(f->app), 4);
	assert_string_equal(gp_app_input_name(f->app, 0), "numElements");
	assert_int_equal(gp_app_input_index(f->app, "gridSize"), -1);
	assert_int_equal(gp_app_input_default(f->app, 0, &v), 1);
	assert_true(v == 400000000);
	assert_int_equal(gp_app_input_default(f->app, gp_app_input_index(f->app, "occupancy"), &v), 0);
	assert_string_equal(gp_app_device(f->app), "gtx970");

	assert_int_equal(gp_app_values_assign(f->app, &f->in, "numElement=5", &f->d), -GP_EUSAGE);
	tu_assert_contains(f->d.msg, "'numElement' is not a variable");
	gp_diag_clear(&f->d);
	assert_int_equal(gp_app_values_assign(f->app, &f->in, "gridSize=5", &f->d), -GP_EUSAGE);
	tu_assert_contains(f->d.msg, "derived variable");
	gp_diag_clear(&f->d);
	assert_int_equal(gp_app_values_assign(f->app, &f->in, "blockSize=big", &f->d), -GP_EUSAGE);
	tu_assert_contains(f->d.msg, "'big' is not a number");
	gp_diag_clear(&f->d);
	assert_int_equal(gp_app_values_assign(f->app, &f->in, "blockSize=2.5", &f->d), -GP_EUSAGE);
	tu_assert_contains(f->d.msg, "int variable");
	gp_diag_clear(&f->d);
	assert_int_equal(gp_app_values_assign(f->app, &f->in, "blockSize", &f->d), -GP_EUSAGE);
	tu_assert_contains(f->d.msg, "not NAME=VALUE");
	fx_free(f);
}

static void test_eval_errors(void **state)
{
	struct fx *f = fx_new("models/saxpy_app.json");
	(void)state;
	fx_set(f, "blockSize=0");
	assert_true(fx_run(f) < 0);
	assert_string_equal(f->d.field, "/variables/gridSize");
	tu_assert_contains(f->d.msg, "division by zero");
	fx_set(f, "blockSize=2048");
	assert_true(fx_run(f) < 0);
	tu_assert_contains(f->d.msg, "2048");
	fx_set(f, "blockSize=256");
	fx_set(f, "occupancy=0");
	assert_true(fx_run(f) < 0);
	assert_string_equal(f->d.field, "/ops/2/occupancy");
	fx_free(f);
}

/* Write a model to a temp file and load it; returns the load status with d filled. */
static int load_text(const char *text, struct gp_app **a, struct gp_diag *d)
{
	const char *p = tu_tmpfile(0, ".json", text);
	int rc;
	gp_diag_clear(d);
	rc = gp_app_load(p, a, d);
	remove(p);
	return rc;
}

static void test_load_errors(void **state)
{
	struct gp_app *a = NULL;
	struct gp_diag d;
	(void)state;
	assert_true(load_text("{\"ops\": [{\"op\": \"memcpy\", \"dir\": \"htod\", \"bytes\": \"4*n\"}]}",
			      &a, &d) < 0);
	assert_string_equal(d.field, "/ops/0/bytes");
	tu_assert_contains(d.msg, "uses 'n', which is not a variable");
	assert_true(d.hint[0] != '\0');

	assert_true(load_text("{\"variables\": {\"b\": \"2*a\", \"a\": 1}, \"ops\": [{\"op\": \"sync\"}]}",
			      &a, &d) < 0);
	assert_string_equal(d.field, "/variables/b");
	tu_assert_contains(d.msg, "defined before it");

	assert_true(load_text("{\"ops\": [{\"op\": \"memset\"}]}", &a, &d) < 0);
	assert_string_equal(d.field, "/ops/0/op");
	tu_assert_contains(d.msg, "unknown operation \"memset\"");

	assert_true(load_text("{\"ops\": [{\"op\": \"memcpy\", \"dir\": \"htod\", \"byte\": 4}]}",
			      &a, &d) < 0);
	assert_string_equal(d.field, "/ops/0/byte");
	tu_assert_contains(d.msg, "unknown key");
	tu_assert_contains(d.hint, "bytes");

	assert_true(load_text("{\"ops\": [{\"op\": \"memcpy\", \"dir\": \"sideways\", \"bytes\": 4}]}",
			      &a, &d) < 0);
	assert_string_equal(d.field, "/ops/0/dir");

	assert_true(load_text("{\"ops\": [{\"op\": \"kernel\", \"kernel\": \"saxpy2_app\", "
			      "\"grid\": 1, \"block\": 32, \"params\": {\"b\": 1}}]}",
			      &a, &d) < 0);
	assert_string_equal(d.field, "/ops/0/params/b");
	tu_assert_contains(d.msg, "is not a parameter of kernel");

	assert_true(load_text("{\"ops\": [{\"op\": \"kernel\", \"kernel\": \"no_such_kernel\", "
			      "\"grid\": 1, \"block\": 32}]}",
			      &a, &d) < 0);
	assert_string_equal(d.field, "/ops/0/kernel");
	assert_int_equal(d.code, GP_ENOTFOUND);

	assert_true(load_text("{\"ops\": []}", &a, &d) < 0);
	assert_string_equal(d.field, "/ops");

	assert_true(load_text("{\"ops\": [{\"op\": \"sync\", \"name\": \"s\"}, {\"op\": \"sync\", "
			      "\"name\": \"s\"}]}", &a, &d) < 0);
	tu_assert_contains(d.msg, "already the name of op 0");

	assert_true(load_text("{\"ops\": [{\"op\": \"sync\", \"name\": \"a b\"}]}", &a, &d) < 0);
	tu_assert_contains(d.msg, "not a valid name");

	assert_true(load_text("{\"variables\": {\"n\": {\"value\": 1.5, \"type\": \"int\"}}, "
			      "\"ops\": [{\"op\": \"sync\"}]}", &a, &d) < 0);
	tu_assert_contains(d.msg, "not whole");

	assert_true(load_text("{\"variables\": {\"n\": true}, \"ops\": [{\"op\": \"sync\"}]}", &a,
			      &d) < 0);
	assert_string_equal(d.field, "/variables/n");

	assert_true(load_text("{\"ops\": [{\"op\": \"prefetch\", \"buffer\": \"x\", \"dir\": "
			      "\"htod\"}]}", &a, &d) < 0);
	tu_assert_contains(d.msg, "no \"managed\" op named 'x'");

	assert_true(load_text("{\"ops\": [\n  {\"op\": \"sync\"},\n  oops\n]}", &a, &d) < 0);
	assert_int_equal(d.line, 3);

	assert_true(load_text("{\"ops\": [{\"op\": \"sync\"}], \"extra\": 1}", &a, &d) < 0);
	assert_string_equal(d.field, "/extra");
	assert_null(a);
}

/* A required field that uses an unset (null) input names it and says how to set it. */
static void test_unset_input_required(void **state)
{
	struct gp_app *a = NULL;
	struct gp_app_eval *e;
	struct gp_app_values v;
	struct gp_app_op_result ops[1];
	struct gp_device dev;
	struct gp_diag d;
	double total;
	(void)state;
	assert_int_equal(load_text("{\"variables\": {\"n\": null}, \"ops\": [{\"op\": \"memcpy\", "
				   "\"dir\": \"htod\", \"bytes\": \"4*n\"}]}",
				   &a, &d), 0);
	tu_device("gtx970", &dev);
	e = gp_app_eval_new(a, &gp_backend_analytic, NULL);
	gp_app_values_defaults(a, &v);
	gp_diag_clear(&d);
	assert_int_equal(gp_app_eval_run(e, &dev, &v, ops, &total, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "needs 'n'");
	tu_assert_contains(d.hint, "{app.set} n=");
	gp_app_eval_free(e);
	gp_app_free(a);
}

static const char *STREAMS_MODEL =
	"{\"variables\": {\"n\": 100000000},\n"
	" \"ops\": [\n"
	"  {\"op\": \"memcpy\", \"name\": \"a\", \"dir\": \"htod\", \"bytes\": \"n\", \"stream\": 1},\n"
	"  {\"op\": \"memcpy\", \"name\": \"b\", \"dir\": \"htod\", \"bytes\": \"n\", \"stream\": 2},\n"
	"  {\"op\": \"memcpy\", \"name\": \"c\", \"dir\": \"dtoh\", \"bytes\": \"n\", \"stream\": 3},\n"
	"  {\"op\": \"sync\"},\n"
	"  {\"op\": \"memcpy\", \"name\": \"d\", \"dir\": \"dtoh\", \"bytes\": \"n\"}\n"
	" ]}";

/* Copies in one direction share a copy engine; opposite directions overlap; sync joins. */
static void test_streams_timeline(void **state)
{
	const char *p = tu_tmpfile(1, ".json", STREAMS_MODEL);
	struct fx *f = fx_new(p);
	double h = htod_s(1e8), dd = dtoh_s(1e8);
	(void)state;
	remove(p);
	assert_int_equal(fx_run(f), 0);
	assert_true(f->ops[0].start_s == 0);
	tu_assert_rel(f->ops[1].start_s, h, 1e-12);      /* waits for the HtD engine */
	assert_true(f->ops[2].start_s == 0);              /* DtH overlaps */
	tu_assert_rel(f->ops[3].end_s, 2 * h, 1e-12);     /* sync: the latest stream */
	tu_assert_rel(f->ops[4].start_s, 2 * h, 1e-12);
	tu_assert_rel(f->total, 2 * h + dd, 1e-12);
	assert_false(gp_app_op_is_timed(f->app, 3));
	fx_free(f);
}

static const char *MANAGED_MODEL =
	"{\"variables\": {\"n\": 1048576},\n"
	" \"ops\": [\n"
	"  {\"op\": \"managed\", \"name\": \"x\", \"bytes\": \"4*n\"},\n"
	"  {\"op\": \"managed\", \"name\": \"y\", \"bytes\": \"4*n\"},\n"
	"  {\"op\": \"prefetch\", \"buffer\": \"x\", \"dir\": \"htod\"},\n"
	"  {\"op\": \"kernel\", \"name\": \"k1\", \"kernel\": \"saxpy2_app\", \"grid\": \"n/256\",\n"
	"   \"block\": 256, \"params\": {\"a\": 1}, \"managed\": [\"x\"]},\n"
	"  {\"op\": \"kernel\", \"name\": \"k2\", \"kernel\": \"saxpy2_app\", \"grid\": \"n/256\",\n"
	"   \"block\": 256, \"params\": {\"a\": 1}, \"managed\": [\"x\", \"y\"]},\n"
	"  {\"op\": \"prefetch\", \"name\": \"back\", \"buffer\": \"y\", \"dir\": \"dtoh\"}\n"
	" ]}";

/*
 * A prefetch moves the buffer at copy speed (eq. 5.5); a kernel touching a
 * buffer that is not on the device pays demand paging: every 4 KB page a
 * 45 us far fault plus its transfer at the 4 KB bandwidth (UVMSmart, Table 1).
 */
static void test_managed_and_prefetch(void **state)
{
	const char *p = tu_tmpfile(2, ".json", MANAGED_MODEL);
	struct fx *f = fx_new(p);
	double bytes = 4.0 * 1048576, pages = bytes / 4096;
	double paging = pages * (45e-6 + 4096 / 3.2219e9);
	(void)state;
	remove(p);
	assert_int_equal(fx_run(f), 0);
	assert_true(f->ops[0].time_s == 0);
	tu_assert_rel(f->ops[2].time_s, htod_s(bytes), 1e-12);
	tu_assert_rel(f->ops[2].bytes, bytes, 0);
	tu_assert_rel(f->ops[3].time_s, f->ops[3].k.time_s, 1e-12);   /* x is resident */
	tu_assert_rel(f->ops[4].time_s, f->ops[4].k.time_s + paging, 1e-12);
	tu_assert_rel(f->ops[5].time_s, dtoh_s(bytes), 1e-12);         /* y migrated back */
	/* a second run starts from the host again */
	assert_int_equal(fx_run(f), 0);
	tu_assert_rel(f->ops[4].time_s, f->ops[4].k.time_s + paging, 1e-12);
	fx_free(f);
}

/* A calibrated copy differs only in the kernel op's lambda. */
static void test_save_lambda(void **state)
{
	struct fx *f = fx_new("models/saxpy_app.json");
	struct gp_app *b = NULL;
	struct gp_app_eval *e;
	struct gp_app_op_result ops[8];
	const char *out = "/tmp/gp_test_app_saved.json";
	double t1, t2;
	int k = op(f, "saxpy2");
	(void)state;
	assert_int_equal(gp_app_save_lambda(f->app, k, 0.5, out, &f->d), 0);
	assert_int_equal(gp_app_load(out, &b, &f->d), 0);
	remove(out);
	e = gp_app_eval_new(b, &gp_backend_analytic, NULL);
	assert_int_equal(fx_run(f), 0);
	t1 = f->ops[k].time_s;
	assert_int_equal(gp_app_eval_run(e, &f->dev, &f->in, ops, &t2, &f->d), 0);
	tu_assert_rel(ops[k].lambda, 0.5, 0);
	tu_assert_rel(ops[k].time_s - 5e-6, (t1 - 5e-6) * 0.703787 / 0.5, 1e-9);
	tu_assert_rel(ops[0].time_s, f->ops[0].time_s, 0);
	/* a forced lambda overrides the model's (what calibration uses) */
	gp_app_eval_set_lambda(e, 1);
	assert_int_equal(gp_app_eval_run(e, &f->dev, &f->in, ops, &t2, &f->d), 0);
	tu_assert_rel(ops[k].time_s - 5e-6, (t1 - 5e-6) * 0.703787, 1e-9);
	gp_app_eval_free(e);
	gp_app_free(b);
	fx_free(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_saxpy_app_matches_thesis),
		cmocka_unit_test(test_occupancy_from_calculator),
		cmocka_unit_test(test_int_variables_truncate),
		cmocka_unit_test(test_inputs_and_assignments),
		cmocka_unit_test(test_eval_errors),
		cmocka_unit_test(test_load_errors),
		cmocka_unit_test(test_unset_input_required),
		cmocka_unit_test(test_streams_timeline),
		cmocka_unit_test(test_managed_and_prefetch),
		cmocka_unit_test(test_save_lambda),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
