/* test_transfer.c - thesis eqs. 5.5-5.7, Table 4.3, Table 5.1 -> Table 6.2, and error paths. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/transfer.h"

/* The TITAN X testbed of thesis Table 6.2: PCIe 2.0 x4, bandwidth from Table 4.3. */
static struct gp_link titanx_link(void)
{
	struct gp_link l;
	memset(&l, 0, sizeof(l));
	strcpy(l.kind, "pcie");
	l.generation = 2;
	l.lanes = 4;
	l.htod.startup_s = 0.0073276e-3;
	l.htod.lambda = 0.8435;
	l.dtoh.startup_s = 0.01167905e-3;
	l.dtoh.lambda = 0.8421;
	return l;
}

static void test_gtx970_eqs_5_6_5_7(void **state)
{
	struct gp_device dev;
	struct gp_transfer t;
	struct gp_diag d;
	(void)state;
	tu_device("devices/gtx970.json", &dev);
	/* eq. 5.6 and 5.7 as printed in the thesis, for 1 KB ... 1.6 GB */
	for (double n = 1024; n <= 1.6e9; n *= 8) {
		assert_int_equal(gp_transfer_time(&dev.link, GP_XFER_HTOD, GP_HOST_PINNED, n, &t, &d), 0);
		tu_assert_rel(t.time_s, 3.9687e-6 + n / (15.8e9 * 0.689), 2e-5);
		tu_assert_rel(t.bandwidth_gbps, n / t.time_s / 1e9, 1e-12);
		assert_int_equal(gp_transfer_time(&dev.link, GP_XFER_DTOH, GP_HOST_PINNED, n, &t, &d), 0);
		tu_assert_rel(t.time_s, 5.1569e-6 + n / (15.8e9 * 0.653), 2e-5);
	}
	/* 400M floats, the thesis's largest saxpy input: 1.6e9 B in 146.98 ms (hand: 1.6e9 /
	 * 10.8862e9 + 3.97e-6) */
	assert_int_equal(gp_transfer_time(&dev.link, GP_XFER_HTOD, GP_HOST_PINNED, 1.6e9, &t, &d), 0);
	tu_assert_rel(t.time_s, 0.1469790, 1e-6);
	/* large copies approach bw x lambda = 10.886 GB/s */
	tu_assert_rel(t.bandwidth_gbps, 15.8 * 0.689, 1e-4);
	/* no pageable figures in the file: the main ones are used and said so */
	assert_int_equal(gp_transfer_time(&dev.link, GP_XFER_HTOD, GP_HOST_PAGEABLE, 1e6, &t, &d), 0);
	assert_int_equal(t.used_pageable, 0);
	tu_assert_rel(t.startup_s, 3.96868e-6, 1e-9);
}

static void test_titanx_table_6_2(void **state)
{
	struct gp_link l = titanx_link();
	struct gp_transfer t;
	struct gp_diag d;
	(void)state;
	/* Table 4.3: 2.x x4 = 2 GB/s, Table 6.2's bandwidth row */
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PINNED, 4e8, &t, &d), 0);
	tu_assert_rel(t.link_bw_gbps, 2.0, 1e-12);
	/* hand: 7.3276e-6 + 4e8 / (2e9 * 0.8435) = 0.2371146 s */
	tu_assert_rel(t.time_s, 7.3276e-6 + 4e8 / (2e9 * 0.8435), 1e-12);
	tu_assert_rel(t.time_s, 0.2371146, 1e-6);
	assert_int_equal(gp_transfer_time(&l, GP_XFER_DTOH, GP_HOST_PINNED, 4e8, &t, &d), 0);
	tu_assert_rel(t.time_s, 11.67905e-6 + 4e8 / (2e9 * 0.8421), 1e-12);
	tu_assert_rel(t.time_s, 0.2375132, 1e-6);
	/* a 4-byte copy is startup plus 2.4 ns */
	assert_int_equal(gp_transfer_time(&l, GP_XFER_DTOH, GP_HOST_PINNED, 4, &t, &d), 0);
	tu_assert_rel(t.time_s, 11.67905e-6, 3e-4);
}

static void test_pageable_figures(void **state)
{
	struct gp_link l = titanx_link();
	struct gp_transfer t;
	struct gp_diag d;
	(void)state;
	l.has_pageable = 1;
	l.htod_pageable.startup_s = 10e-6;
	l.htod_pageable.lambda = 0.5;
	l.dtoh_pageable = l.dtoh;
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PAGEABLE, 1e6, &t, &d), 0);
	assert_int_equal(t.used_pageable, 1);
	tu_assert_rel(t.time_s, 10e-6 + 1e6 / (2e9 * 0.5), 1e-12);
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PINNED, 1e6, &t, &d), 0);
	assert_int_equal(t.used_pageable, 0);
	tu_assert_rel(t.time_s, 7.3276e-6 + 1e6 / (2e9 * 0.8435), 1e-12);
}

static void test_table_4_3_and_generations(void **state)
{
	struct gp_link l;
	struct gp_diag d;
	double bw;
	static const struct { int gen, lanes; double gbps; } rows[] = {
		{ 1, 1, 0.25 }, { 1, 4, 1 }, { 1, 8, 2 }, { 1, 16, 4 },
		{ 2, 1, 0.5 }, { 2, 4, 2 }, { 2, 8, 4 }, { 2, 16, 8 },
		{ 3, 1, 0.985 }, { 3, 4, 3.94 }, { 3, 8, 7.9 }, { 3, 16, 15.8 },
		/* 4.0-6.0 double per generation from 3.x's 0.985 GB/s per lane */
		{ 4, 16, 31.52 }, { 5, 16, 63.04 }, { 6, 16, 126.08 }, { 6, 1, 7.88 },
	};
	(void)state;
	memset(&l, 0, sizeof(l));
	strcpy(l.kind, "pcie");
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		l.generation = rows[i].gen;
		l.lanes = rows[i].lanes;
		assert_int_equal(gp_link_bandwidth_gbps(&l, &bw, &d), 0);
		tu_assert_rel(bw, rows[i].gbps, 1e-12);
	}
	/* NVLink-C2C (Grace Hopper): its own figure, 450 GB/s per direction */
	strcpy(l.kind, "nvlink-c2c");
	l.generation = 0;
	l.lanes = 0;
	l.bw_gbps = 450;
	assert_int_equal(gp_link_bandwidth_gbps(&l, &bw, &d), 0);
	tu_assert_rel(bw, 450, 1e-12);
	l.bw_gbps = 0;
	assert_int_equal(gp_link_bandwidth_gbps(&l, &bw, &d), -GP_EINVAL);
	assert_string_equal(d.field, "/link/bw_gbps");
	tu_assert_contains(d.msg, "link bandwidth is 0 GB/s");
	tu_assert_contains(d.hint, "bw_gbps > 0");
}

/* Thesis 5.4.2: the startup is the mean of the 4..512-byte copies of Table 5.1, and that
 * gives Table 6.2's GTX 970 figures (0.00396868 ms, 0.00515692 ms). */
static void test_table_5_1_gives_table_6_2_startup(void **state)
{
	double bytes[32], htod[32], dtoh[32], ts;
	struct gp_diag d;
	char line[256];
	int n = 0;
	FILE *f = fopen("data/thesis_table_5_1.csv", "r");
	(void)state;
	assert_non_null(f);
	assert_non_null(fgets(line, sizeof(line), f));
	assert_string_equal(line, "bytes,htod_ms,dtoh_ms\n");
	while (fgets(line, sizeof(line), f) && n < 32) {
		char *e1, *e2, *e3;
		bytes[n] = strtod(line, &e1);
		assert_int_equal(*e1, ',');
		htod[n] = strtod(e1 + 1, &e2) * 1e-3;
		assert_int_equal(*e2, ',');
		dtoh[n] = strtod(e2 + 1, &e3) * 1e-3;
		assert_true(*e3 == '\n' || *e3 == '\0');
		n++;
	}
	fclose(f);
	assert_int_equal(n, 9);
	assert_true(bytes[0] == 0 && bytes[8] == 512);
	assert_int_equal(gp_transfer_fit_startup(bytes, htod, n, 1024, &ts, &d), 0);
	tu_assert_rel(ts, 0.00396868e-3, 2e-6);   /* mean 3.968675 us, printed rounded */
	assert_int_equal(gp_transfer_fit_startup(bytes, dtoh, n, 1024, &ts, &d), 0);
	tu_assert_rel(ts, 0.00515692e-3, 2e-6);
	/* only the 0-byte row: nothing to average */
	assert_int_equal(gp_transfer_fit_startup(bytes, htod, 1, 1024, &ts, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "no copy between 1 and 1024 bytes");
	htod[3] = -1;
	assert_int_equal(gp_transfer_fit_startup(bytes, htod, n, 1024, &ts, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "measured time must be >= 0");
}

static void test_fit_lambda_inverts_eq_5_5(void **state)
{
	struct gp_link l = titanx_link();
	struct gp_transfer t;
	struct gp_diag d;
	double lam;
	(void)state;
	assert_int_equal(gp_transfer_time(&l, GP_XFER_DTOH, GP_HOST_PINNED, 1e9, &t, &d), 0);
	assert_int_equal(gp_transfer_fit_lambda(1e9, t.time_s, t.startup_s, 2, &lam, &d), 0);
	tu_assert_rel(lam, 0.8421, 1e-12);
	assert_int_equal(gp_transfer_fit_lambda(1e9, 1e-6, 2e-6, 2, &lam, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "does not exceed the startup");
	assert_int_equal(gp_transfer_fit_lambda(0, 1, 0, 2, &lam, &d), -GP_EINVAL);
}

static void test_bad_inputs(void **state)
{
	struct gp_link l = titanx_link();
	struct gp_transfer t;
	struct gp_diag d;
	(void)state;
	gp_diag_clear(&d);
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PINNED, -1, &t, &d), -GP_EINVAL);
	assert_string_equal(d.field, "bytes");
	tu_assert_contains(d.msg, "must be a finite number >= 0, got -1");
	assert_true(d.hint[0] != '\0');
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PINNED, NAN, &t, &d), -GP_EINVAL);
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PINNED, 1e300, &t, &d), -GP_ERANGE);
	tu_assert_contains(d.msg, "above the");
	/* 0 bytes: no transfer at all (Table 5.1's first row is call overhead only) */
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PINNED, 0, &t, &d), 0);
	assert_true(t.time_s == 0 && t.bandwidth_gbps == 0);
	/* zero bandwidth: unknown generation */
	l.generation = 0;
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PINNED, 1, &t, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "link bandwidth is 0 GB/s");
	l = titanx_link();
	l.dtoh.lambda = 0;
	gp_diag_clear(&d);
	assert_int_equal(gp_transfer_time(&l, GP_XFER_DTOH, GP_HOST_PINNED, 1, &t, &d), -GP_EINVAL);
	assert_string_equal(d.field, "/link/dtoh/lambda");
	tu_assert_contains(d.msg, "lambda must be > 0, got 0");
	l = titanx_link();
	l.htod.startup_s = -1e-6;
	gp_diag_clear(&d);
	assert_int_equal(gp_transfer_time(&l, GP_XFER_HTOD, GP_HOST_PINNED, 1, &t, &d), -GP_EINVAL);
	assert_string_equal(d.field, "/link/htod/startup_us");
}

static void test_parsers(void **state)
{
	enum gp_xfer_dir dir;
	enum gp_host_mem mem;
	struct gp_diag d;
	double v;
	(void)state;
	assert_int_equal(gp_xfer_dir_parse("dtoh", &dir, &d), 0);
	assert_int_equal(dir, GP_XFER_DTOH);
	assert_int_equal(gp_xfer_dir_parse("h2d", &dir, &d), 0);
	assert_int_equal(dir, GP_XFER_HTOD);
	assert_int_equal(gp_xfer_dir_parse("up", &dir, &d), -GP_EUSAGE);
	tu_assert_contains(d.msg, "unknown direction 'up'");
	assert_int_equal(gp_host_mem_parse("pageable", &mem, &d), 0);
	assert_int_equal(mem, GP_HOST_PAGEABLE);
	assert_int_equal(gp_host_mem_parse("locked", &mem, &d), -GP_EUSAGE);
	assert_int_equal(gp_transfer_parse_bytes("64M", &v), 0);
	assert_true(v == 67108864.0);
	assert_int_equal(gp_transfer_parse_bytes("4KiB", &v), 0);
	assert_true(v == 4096.0);
	assert_int_equal(gp_transfer_parse_bytes("1.5G", &v), 0);
	assert_true(v == 1.5 * 1073741824.0);
	assert_int_equal(gp_transfer_parse_bytes("-8", &v), 0);
	assert_true(v == -8);
	assert_int_equal(gp_transfer_parse_bytes("12x", &v), -GP_EPARSE);
	assert_int_equal(gp_transfer_parse_bytes("M", &v), -GP_EPARSE);
	assert_int_equal(gp_transfer_parse_bytes("", &v), -GP_EPARSE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gtx970_eqs_5_6_5_7),
		cmocka_unit_test(test_titanx_table_6_2),
		cmocka_unit_test(test_pageable_figures),
		cmocka_unit_test(test_table_4_3_and_generations),
		cmocka_unit_test(test_table_5_1_gives_table_6_2_startup),
		cmocka_unit_test(test_fit_lambda_inverts_eq_5_5),
		cmocka_unit_test(test_bad_inputs),
		cmocka_unit_test(test_parsers),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
