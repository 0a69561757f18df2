/* test_sweep.c - sweep axes, row order and content, and identical bytes for any --jobs. */
#include "testutil.h"

#include "gpuperf/sweep.h"
#include "csvio.h"

static void test_axis_forms(void **state)
{
	struct gp_sweep_axis ax;
	struct gp_diag d;
	(void)state;
	gp_diag_clear(&d);
	assert_int_equal(gp_sweep_axis_parse("blockSize=32,64,256", &ax, &d), 0);
	assert_string_equal(ax.name, "blockSize");
	assert_int_equal(ax.n, 3);
	assert_true(ax.values[2] == 256);
	gp_sweep_axis_release(&ax);

	assert_int_equal(gp_sweep_axis_parse("a=1:10", &ax, &d), 0);
	assert_int_equal(ax.n, 10);
	assert_true(ax.values[9] == 10);
	gp_sweep_axis_release(&ax);

	/* 0.1 steps land on STOP despite binary rounding */
	assert_int_equal(gp_sweep_axis_parse("x=0:1:0.1", &ax, &d), 0);
	assert_int_equal(ax.n, 11);
	tu_assert_rel(ax.values[10], 1.0, 1e-12);
	gp_sweep_axis_release(&ax);

	assert_int_equal(gp_sweep_axis_parse("x=10:1:-3", &ax, &d), 0);
	assert_int_equal(ax.n, 4);
	assert_true(ax.values[3] == 1);
	gp_sweep_axis_release(&ax);

	assert_int_equal(gp_sweep_axis_parse("n=1000:1000000:x10", &ax, &d), 0);
	assert_int_equal(ax.n, 4);
	assert_true(ax.values[3] == 1000000);
	gp_sweep_axis_release(&ax);

	assert_int_equal(gp_sweep_axis_parse("n=5", &ax, &d), 0);
	assert_int_equal(ax.n, 1);
	gp_sweep_axis_release(&ax);
}

static void expect_bad(const char *spec, const char *msg)
{
	struct gp_sweep_axis ax;
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_int_equal(gp_sweep_axis_parse(spec, &ax, &d), -GP_EUSAGE);
	assert_string_equal(d.field, "sweep.vary");
	tu_assert_contains(d.msg, msg);
	assert_true(d.hint[0] != '\0');
}

static void test_axis_errors(void **state)
{
	(void)state;
	expect_bad("blockSize", "expected VAR=VALUES");
	expect_bad("=1,2", "expected VAR=VALUES");
	expect_bad("a=", "no values");
	expect_bad("a=1,x,3", "'x' is not a number");
	expect_bad("a=1:y", "START and STOP must be numbers");
	expect_bad("a=1:10:0", "STEP is 0");
	expect_bad("a=1:10:-1", "walks away from STOP");
	expect_bad("a=1:10:x1", "factor must be > 1");
	expect_bad("a=0:10:x2", "0 < START <= STOP");
	expect_bad("a=1:10:xq", "factor after 'x'");
	expect_bad("a=0:1e12", "more than 1e8 values");
	expect_bad("a=1:2:3:4", "too many ':'");
}

struct sw {
	struct gp_app *app;
	struct gp_device dev[2];
	const struct gp_device *devs[2];
	struct gp_sweep_axis axes[2];
	struct gp_sweep s;
};

static void sw_init(struct sw *w, const char *a1, const char *a2, int ndev)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	memset(w, 0, sizeof(*w));
	assert_int_equal(gp_app_load("models/saxpy_app.json", &w->app, &d), 0);
	tu_device("gtx970", &w->dev[0]);
	/* a second device: the same GPU with half the SMs and a slower link */
	w->dev[1] = w->dev[0];
	snprintf(w->dev[1].name, sizeof(w->dev[1].name), "half,970");
	w->dev[1].sms = 6;
	w->devs[0] = &w->dev[0];
	w->devs[1] = &w->dev[1];
	assert_int_equal(gp_sweep_axis_parse(a1, &w->axes[0], &d), 0);
	w->axes[0].input = gp_app_input_index(w->app, w->axes[0].name);
	w->s.naxes = 1;
	if (a2) {
		assert_int_equal(gp_sweep_axis_parse(a2, &w->axes[1], &d), 0);
		w->axes[1].input = gp_app_input_index(w->app, w->axes[1].name);
		w->s.naxes = 2;
	}
	w->s.app = w->app;
	w->s.be = &gp_backend_analytic;
	w->s.ndev = ndev;
	w->s.devs = w->devs;
	w->s.axes = w->axes;
	w->s.jobs = 1;
	gp_app_values_defaults(w->app, &w->s.base);
}

static void sw_release(struct sw *w)
{
	gp_sweep_axis_release(&w->axes[0]);
	gp_sweep_axis_release(&w->axes[1]);
	gp_app_free(w->app);
}

/* Run the sweep into a string (caller frees). */
static char *sweep_text(const struct gp_sweep *s, size_t *len)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_non_null(f);
	assert_int_equal(gp_sweep_write(s, f, &d), 0);
	fclose(f);
	*len = n;
	return buf;
}

static void test_rows_order_and_content(void **state)
{
	struct sw w;
	struct gp_csv t;
	struct gp_diag d;
	char *text;
	size_t len;
	double v;
	int tc, gc;
	(void)state;
	sw_init(&w, "computeIntensity=1,128", "blockSize=256,2048", 2);
	assert_int_equal(gp_sweep_points(&w.s), 8);
	text = sweep_text(&w.s, &len);
	gp_diag_clear(&d);
	assert_int_equal(gp_csv_parse(text, len, "sweep", &t, &d), 0);
	assert_string_equal(strtok(text, "\n"),
			    "numElements,blockSize,computeIntensity,occupancy,device,backend,"
			    "htod_x_s,htod_y_s,saxpy2_s,dtoh_y_s,total_s,saxpy2_regime,"
			    "saxpy2_limiter,saxpy2_occupancy_warps,energy_j,edp_js,error,"
			    "saxpy2_dram_gbps,saxpy2_fp_inst_per_s,saxpy2_caveats");
	assert_int_equal(t.nrows, 8);
	/* devices outermost, then the axes with the last one fastest */
	assert_string_equal(gp_csv_cell(&t, 0, 4), "gtx970");
	assert_string_equal(gp_csv_cell(&t, 4, 4), "half,970");    /* quoted by the writer */
	assert_string_equal(gp_csv_cell(&t, 0, 2), "1");
	assert_string_equal(gp_csv_cell(&t, 1, 1), "2048");
	assert_string_equal(gp_csv_cell(&t, 2, 2), "128");
	assert_string_equal(gp_csv_cell(&t, 0, 3), "");            /* occupancy unset */
	assert_string_equal(gp_csv_cell(&t, 0, 5), "analytic");
	/* a = 1 on the GTX 970: GMem-bound (thesis 6.1: low intensities are memory-bound) */
	assert_string_equal(gp_csv_cell(&t, 0, 11), "throughput");
	assert_string_equal(gp_csv_cell(&t, 0, 12), "dram");
	assert_string_equal(gp_csv_cell(&t, 2, 12), "issue");
	assert_string_equal(gp_csv_cell(&t, 2, 13), "64");
	/* 2048 threads per block cannot launch: an error row with empty times */
	assert_string_equal(gp_csv_cell(&t, 1, 10), "");
	tu_assert_contains(gp_csv_cell(&t, 1, 16), "2048");
	assert_string_equal(gp_csv_cell(&t, 0, 16), "");
	/* the row for a = 128, block 256 on the GTX 970 is the thesis's 595.7 ms */
	tc = gp_csv_col(&t, "total_s");
	assert_int_equal(gp_csv_num(&t, 2, tc, &v, &d), 0);
	tu_assert_rel(v, 0.595700981, 1e-8);
	/* half the SMs: the kernel takes 13/6 as long, copies are unchanged */
	gc = gp_csv_col(&t, "saxpy2_s");
	{
		double k13, k6;
		assert_int_equal(gp_csv_num(&t, 2, gc, &k13, &d), 0);
		assert_int_equal(gp_csv_num(&t, 6, gc, &k6, &d), 0);
		tu_assert_rel(k6 - 5e-6, (k13 - 5e-6) * 13 / 6, 1e-6);
	}
	gp_csv_release(&t);
	free(text);
	sw_release(&w);
}

/* Rows come out in a fixed order whatever the number of threads. */
static void test_jobs_identical_bytes(void **state)
{
	struct sw w;
	char *a, *b, *c;
	size_t la, lb, lc;
	(void)state;
	sw_init(&w, "numElements=1000:20000000:1000", "blockSize=128,1024", 2);
	assert_int_equal(gp_sweep_points(&w.s), 80000);
	a = sweep_text(&w.s, &la);
	w.s.jobs = 2;
	b = sweep_text(&w.s, &lb);
	w.s.jobs = 3;
	c = sweep_text(&w.s, &lc);
	assert_true(la > 80000 * 50);
	assert_int_equal(la, lb);
	assert_int_equal(la, lc);
	assert_memory_equal(a, b, la);
	assert_memory_equal(a, c, la);
	free(a);
	free(b);
	free(c);
	sw_release(&w);
}

static void progress(void *ctx, long long done, long long total)
{
	long long *last = ctx;
	assert_true(done > *last && done <= total);
	*last = done;
}

static void test_progress_reaches_total(void **state)
{
	struct sw w;
	long long last = 0;
	char *a;
	size_t la;
	(void)state;
	sw_init(&w, "numElements=1000:10000000:1000", NULL, 1);
	w.s.progress = progress;
	w.s.progress_ctx = &last;
	a = sweep_text(&w.s, &la);
	assert_int_equal(last, 10000);
	free(a);
	sw_release(&w);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_axis_forms),
		cmocka_unit_test(test_axis_errors),
		cmocka_unit_test(test_rows_order_and_content),
		cmocka_unit_test(test_jobs_identical_bytes),
		cmocka_unit_test(test_progress_reaches_total),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
