/* test_calib_data.c - the library side of 'calibrate' and the --vary checks it shares with
 * 'sweep': the axis binder, the point iterator's order, the eq. 4.1 split of a kernel's
 * time, the thesis's Table 5.1 through the link path, and both commands refusing the same
 * --vary arguments with the same words. */
#include "testutil.h"

#include "csvio.h"
#include "gpuperf/app.h"
#include "gpuperf/backend.h"
#include "gpuperf/calib_data.h"
#include "gpuperf/device.h"
#include "gpuperf/sweep.h"

static struct tu_run r;

static struct gp_app *load_saxpy(void)
{
	struct gp_app *a = NULL;
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_int_equal(gp_app_load("models/saxpy_app.json", &a, &d), 0);
	return a;
}

/* numElements, blockSize and computeIntensity are int inputs of saxpy_app; gridSize is
 * derived from them (models/saxpy_app.json). */
static void test_axis_bind(void **state)
{
	struct gp_app *a = load_saxpy();
	struct gp_sweep_axis ax[2];
	struct gp_diag d;
	(void)state;
	gp_diag_clear(&d);
	assert_int_equal(gp_sweep_axis_parse("numElements=1000.5,2000", &ax[0], &d), 0);
	assert_int_equal(gp_sweep_axis_bind(&ax[0], a, NULL, 0, &d), -GP_EUSAGE);
	assert_string_equal(d.field, "sweep.vary");
	tu_assert_contains(d.msg, "numElements is an int variable, 1000.5 is not whole");
	gp_sweep_axis_release(&ax[0]);

	gp_diag_clear(&d);
	assert_int_equal(gp_sweep_axis_parse("gridSize=1,2", &ax[0], &d), 0);
	assert_int_equal(gp_sweep_axis_bind(&ax[0], a, NULL, 0, &d), -GP_EUSAGE);
	tu_assert_contains(d.msg, "'gridSize' is not an input variable");
	gp_sweep_axis_release(&ax[0]);

	gp_diag_clear(&d);
	assert_int_equal(gp_sweep_axis_parse("numElements=1000,2000", &ax[0], &d), 0);
	assert_int_equal(gp_sweep_axis_bind(&ax[0], a, NULL, 0, &d), 0);
	assert_int_equal(ax[0].input, gp_app_input_index(a, "numElements"));
	assert_int_equal(gp_sweep_axis_parse("numElements=3000,4000", &ax[1], &d), 0);
	assert_int_equal(gp_sweep_axis_bind(&ax[1], a, ax, 1, &d), -GP_EUSAGE);
	tu_assert_contains(d.msg, "'numElements' is varied twice");
	gp_sweep_axis_release(&ax[0]);
	gp_sweep_axis_release(&ax[1]);
	gp_app_free(a);
}

/* Axes A = {1, 2} and B = {10, 20, 30}: the last axis fastest, then the device, so point
 * p is (A[(p / 3) % 2], B[p % 3]) on device p / 6. */
static void test_iter_order(void **state)
{
	struct gp_sweep_axis ax[2];
	struct gp_app_values base, v;
	struct gp_sweep_iter it;
	double a_vals[2] = { 1, 2 }, b_vals[3] = { 10, 20, 30 };
	(void)state;
	memset(ax, 0, sizeof(ax));
	memset(&base, 0, sizeof(base));
	ax[0].input = 0;
	ax[0].n = 2;
	ax[0].values = a_vals;
	ax[1].input = 1;
	ax[1].n = 3;
	ax[1].values = b_vals;
	base.value[2] = 7;
	base.set[2] = 1;
	gp_sweep_iter_init(&it, ax, 2, 0);
	for (long long p = 0; p < 12; p++, gp_sweep_iter_next(&it)) {
		gp_sweep_iter_values(&it, &base, &v);
		assert_int_equal(it.dev, (int)(p / 6));
		assert_true(v.value[0] == a_vals[(p / 3) % 2]);
		assert_true(v.value[1] == b_vals[p % 3]);
		assert_true(v.set[0] && v.set[1]);
		assert_true(v.value[2] == 7 && v.set[2]);    /* the base is kept */
	}
	/* starting in the middle: point 4 is (A = 2, B = 20) on device 0 */
	gp_sweep_iter_init(&it, ax, 2, 4);
	gp_sweep_iter_values(&it, &base, &v);
	assert_int_equal(it.dev, 0);
	assert_true(v.value[0] == 2 && v.value[1] == 20);
}

/*
 * A measured saxpy2 launch: the model's estimate splits into the part eq. 4.1 divides by
 * lambda and the launch overhead, 5 us on the GTX 970 (the same overhead test_app_cli's
 * calibration data is built with). At the model's own lambda, 0.703787, the two parts add
 * back up to the model's kernel time.
 */
static void test_kernel_split(void **state)
{
	struct gp_app *a = load_saxpy();
	struct gp_app_values v;
	struct gp_app_op_result *ops;
	struct gp_app_eval *e;
	struct gp_calib_data c;
	struct gp_device dev;
	struct gp_csv t;
	struct gp_diag d;
	const char *p;
	double total;
	int op = gp_app_op_index(a, "saxpy2");
	(void)state;
	assert_true(op >= 0);
	gp_diag_clear(&d);
	assert_int_equal(gp_device_find(gp_app_device(a), NULL, &dev, &d), 0);
	p = tu_tmpfile(0, ".csv", "numElements,computeIntensity,op,measured_s\n"
				  "100000000,128,saxpy2,0.05\n");
	memset(&t, 0, sizeof(t));
	assert_int_equal(gp_csv_read(p, &t, &d), 0);
	gp_app_values_defaults(a, &v);
	assert_int_equal(gp_calib_data_init(&c, gp_app_n_ops(a), &d), 0);
	assert_int_equal(gp_calib_data_read_model(&c, a, &dev, &gp_backend_analytic, &t, &v, NULL,
						  &d), 0);
	assert_int_equal(c.kern[op].n, 1);
	tu_assert_rel(c.kern[op].f[0], 5e-6, 1e-9);
	tu_assert_rel(c.kern[op].m[0], 0.05, 1e-15);

	assert_int_equal(gp_app_values_assign(a, &v, "numElements=100000000", &d), 0);
	ops = calloc((size_t)gp_app_n_ops(a), sizeof(*ops));
	e = gp_app_eval_new(a, &gp_backend_analytic, NULL);
	assert_int_equal(gp_app_eval_run(e, &dev, &v, ops, &total, &d), 0);
	tu_assert_rel(ops[op].lambda, 0.703787, 1e-12);
	tu_assert_rel(c.kern[op].x[0] / 0.703787 + c.kern[op].f[0], ops[op].time_s, 1e-9);
	gp_app_eval_free(e);
	free(ops);
	gp_calib_data_release(&c);
	gp_csv_release(&t);
	remove(p);
	gp_app_free(a);
}

/*
 * Thesis Table 5.1 (data/thesis_table_5_1.csv, 9 sizes of 0-512 bytes per direction): the
 * 0-byte row is skipped and the startup is the mean of the other 8, 3.968675 us host to
 * device (eq. 5.6 gives 3.96868) and 5.1569125 us back (eq. 5.7: 5.15692); no copy reaches
 * 1 KiB, so lambda is not determined. The GTX 970's PCIe 3.0 x16 link is 15.8 GB/s per
 * direction (Table 4.3).
 */
static void test_thesis_link_table(void **state)
{
	struct gp_calib_data c;
	struct gp_device dev;
	struct gp_csv t;
	struct gp_diag d;
	(void)state;
	gp_diag_clear(&d);
	memset(&t, 0, sizeof(t));
	assert_int_equal(gp_csv_read("data/thesis_table_5_1.csv", &t, &d), 0);
	tu_device("gtx970", &dev);
	assert_int_equal(gp_calib_data_init(&c, 0, &d), 0);
	assert_int_equal(gp_calib_data_read_link(&c, &t, &d), 0);
	assert_int_equal(c.link[0].n, 9);
	assert_int_equal(c.link[1].n, 9);
	assert_int_equal(gp_calib_data_fit(&c, NULL, &dev, NULL, NULL, &d), 0);
	tu_assert_rel(c.bw_gbps, 15.8, 1e-12);
	assert_int_equal(c.lfit[0].n_zero, 1);
	tu_assert_rel(c.lfit[0].startup_s, 3.968675e-6, 1e-9);
	tu_assert_rel(c.lfit[1].startup_s, 5.1569125e-6, 1e-9);
	assert_int_equal(c.lfit[0].has_lambda, 0);
	/*
	 * --plot's points, eq. 5.5 per copy: the 4-byte host-to-device copy (0.0042464 ms
	 * measured) is predicted at 3.96868 us + 4 B / (15.8 GB/s x 0.689) = 3.96904744 us with
	 * the device file's figures and 3.968675 us + the same 0.000367438 us after the fit
	 * (lambda kept at 0.689). 8 copies per direction, the 0-byte ones left out.
	 */
	{
		struct gp_calib_series before, after;
		const double bw = 15.8e9 * 0.689;
		memset(&before, 0, sizeof(before));
		memset(&after, 0, sizeof(after));
		assert_int_equal(gp_calib_data_predictions(&c, &dev, &before, &after, &d), 0);
		assert_int_equal(before.n, 16);
		assert_int_equal(after.n, 16);
		tu_assert_rel(before.x[0], 0.0042464e-3, 1e-12);
		tu_assert_rel(before.m[0], 3.96868e-6 + 4 / bw, 1e-12);
		tu_assert_rel(after.m[0], 3.968675e-6 + 4 / bw, 1e-9);
		gp_calib_series_release(&before);
		gp_calib_series_release(&after);
	}
	gp_calib_data_release(&c);
	gp_csv_release(&t);
}

/*
 * The GH200's host link is NVLink-C2C at 450 GB/s per direction (devices/gh200.json): the
 * link fit uses the library's bandwidth rule (transfer.h), not a PCIe table.
 */
static void test_c2c_bandwidth(void **state)
{
	(void)state;
	tu_gpuperf(&r, "calibrate --link data/thesis_table_5_1.csv --device gh200 "
		       "-o /tmp/gp_test_c2c_%d.json --json", (int)getpid());
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"bw_gbps\": 450,");
	{
		char p[64];
		snprintf(p, sizeof(p), "/tmp/gp_test_c2c_%d.json", (int)getpid());
		remove(p);
	}
}

/* calibrate --against refuses what sweep refuses, with the same words and exit status,
 * and writes nothing (it used to fit four points and print a slope of -nan). */
static void same_refusal(const char *vary, const char *msg)
{
	char err[sizeof(r.err)], out[64];
	int status;
	snprintf(out, sizeof(out), "/tmp/gp_test_vary_%d.csv", (int)getpid());
	tu_gpuperf(&r, "sweep models/saxpy_app.json %s -o %s", vary, out);
	status = r.status;
	memcpy(err, r.err, sizeof(err));
	assert_int_equal(status, 2);
	tu_assert_contains(err, msg);
	assert_int_equal(access(out, F_OK), -1);
	snprintf(out, sizeof(out), "/tmp/gp_test_vary_%d.json", (int)getpid());
	tu_gpuperf(&r, "calibrate models/saxpy_app.json --against engine %s -o %s", vary, out);
	assert_int_equal(r.status, status);
	assert_string_equal(r.err, err);
	assert_true(strstr(r.out, "nan") == NULL);
	assert_int_equal(access(out, F_OK), -1);
}

static void test_vary_refused_alike(void **state)
{
	(void)state;
	same_refusal("--vary numElements=1000.5,2000 --vary numElements=3000,4000",
		     "numElements is an int variable, 1000.5 is not whole");
	same_refusal("--vary numElements=1000,2000 --vary numElements=3000,4000",
		     "'numElements' is varied twice");
	same_refusal("--vary gridSize=1,2", "'gridSize' is not an input variable");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_axis_bind),
		cmocka_unit_test(test_iter_order),
		cmocka_unit_test(test_kernel_split),
		cmocka_unit_test(test_thesis_link_table),
		cmocka_unit_test(test_c2c_bandwidth),
		cmocka_unit_test(test_vary_refused_alike),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
