/* test_app_multigpu.c - application models on multi-GPU systems, checked by hand: the saxpy split
 * over 1-8 GPUs, collectives, memory capacity, managed oversubscription, energy. */
#include "testutil.h"
#include "gpuperf/app.h"
#include "gpuperf/appmulti.h"
#include "gpuperf/collective.h"
#include "util.h"

#define TS_HTOD 3.96868e-6     /* thesis eq. 5.6, the shipped systems' PCIe startup */
#define TS_DTOH 5.15692e-6     /* thesis eq. 5.7 */
#define L_HTOD 0.689
#define L_DTOH 0.653

struct run {
	struct gp_app *a;
	struct gp_app_eval *e;
	struct gp_device dev;
	struct gp_app_op_result ops[16];
	double total;
};

/* models/NAME.json with the first "from" replaced by "to" (NULL: as shipped). */
static char *model_text(const char *name, const char *from, const char *to)
{
	char path[256];
	struct gp_diag d;
	char *text, *out, *at;
	snprintf(path, sizeof(path), "models/%s.json", name);
	text = gp_read_file(path, 0, NULL, &d);
	assert_non_null(text);
	if (!from)
		return text;
	at = strstr(text, from);
	assert_non_null(at);
	out = malloc(strlen(text) - strlen(from) + strlen(to) + 1);
	memcpy(out, text, (size_t)(at - text));
	strcpy(out + (at - text), to);
	strcat(out, at + strlen(from));
	free(text);
	return out;
}

static int load(struct run *r, const char *name, const char *from, const char *to,
		struct gp_diag *d)
{
	char *text = model_text(name, from, to);
	int rc;
	memset(r, 0, sizeof(*r));
	gp_diag_clear(d);
	rc = gp_app_parse(text, strlen(text), "m.json", "models", &r->a, d);
	free(text);
	if (rc < 0)
		return rc;
	assert_true(gp_app_n_ops(r->a) <= 16);
	assert_int_equal(gp_device_find(gp_app_device(r->a), NULL, &r->dev, d), 0);
	r->e = gp_app_eval_new(r->a, &gp_backend_analytic, NULL);
	assert_non_null(r->e);
	return 0;
}

static int eval(struct run *r, const char *const *sets, int nsets, struct gp_diag *d)
{
	struct gp_app_values v;
	gp_app_values_defaults(r->a, &v);
	for (int i = 0; i < nsets; i++)
		assert_int_equal(gp_app_values_assign(r->a, &v, sets[i], d), 0);
	gp_diag_clear(d);
	return gp_app_eval_run(r->e, &r->dev, &v, r->ops, &r->total, d);
}

static void done(struct run *r)
{
	gp_app_eval_free(r->e);
	gp_app_free(r->a);
}

static int op(const struct run *r, const char *name)
{
	int i = gp_app_op_index(r->a, name);
	assert_true(i >= 0);
	return i;
}

/*
 * The saxpy check on two DGX A100 (each pair of GPUs shares a PCIe Gen4 x16 uplink):
 * kernel time / p (to within the launch overhead), host copies limited by the shared
 * uplinks, totals the sum of the serial default-stream ops.
 */
static void test_saxpy_split_1_2_4_8(void **state)
{
	static const char *const p_set[] = { "gpus=1", "gpus=2", "gpus=4", "gpus=8" };
	struct run r;
	struct gp_diag d;
	double bytes = 4 * 400e6, C_up, C_down, k1 = 0, dyn1 = 0, L;
	(void)state;
	assert_int_equal(load(&r, "saxpy_multi", NULL, NULL, &d), 0);
	C_down = gp_pcie_bw_gbps(4, 16) * 1e9 * L_HTOD;
	C_up = gp_pcie_bw_gbps(4, 16) * 1e9 * L_DTOH;
	L = r.dev.launch_overhead_s;
	for (int i = 0; i < 4; i++) {
		int p = 1 << i;
		double share = p == 1 ? 1 : 0.5;   /* GPUs 2k and 2k+1 share switch k */
		double htod = TS_HTOD + bytes / p / (C_down * share);
		double dtoh = TS_DTOH + bytes / p / (C_up * share);
		const struct gp_app_stats *st;
		assert_int_equal(eval(&r, &p_set[i], 1, &d), 0);
		tu_assert_rel(r.ops[op(&r, "htod_x")].time_s, htod, 1e-9);
		tu_assert_rel(r.ops[op(&r, "htod_y")].time_s, htod, 1e-9);
		tu_assert_rel(r.ops[op(&r, "dtoh_y")].time_s, dtoh, 1e-9);
		if (p == 1)
			k1 = r.ops[op(&r, "saxpy2")].time_s;
		/* eq. 4.1 over ceil(grid / p) blocks per GPU: the kernel part (all but the launch
		 * overhead) divides by p, to the rounding of 1562500 blocks over p GPUs */
		tu_assert_rel(r.ops[op(&r, "saxpy2")].time_s - L, (k1 - L) / p, 3e-6);
		tu_assert_rel(r.ops[op(&r, "saxpy2")].time_s - L,
			      (k1 - L) * ceil(1562500.0 / p) / 1562500.0, 1e-9);
		tu_assert_rel(r.total, 2 * htod + r.ops[op(&r, "saxpy2")].time_s + dtoh, 1e-12);
		st = gp_app_eval_stats(r.e);
		assert_int_equal(st->gpus_used, p);
		assert_int_equal(r.ops[op(&r, "saxpy2")].gpus, p);
		/* every GPU is busy for the kernel only; the same work costs the same dynamic
		 * energy however it is split; each GPU idles for the whole run */
		for (int g = 0; g < p; g++)
			tu_assert_rel(st->gpu_busy_s[g], r.ops[op(&r, "saxpy2")].time_s, 1e-12);
		assert_true(st->has_energy);
		tu_assert_rel(st->static_j, 50.0 * r.total * p, 1e-12);   /* a100.json idle_w */
		if (p == 1)
			dyn1 = st->dynamic_j;
		tu_assert_rel(st->dynamic_j, dyn1 * ceil(1562500.0 / p) * p / 1562500.0, 1e-9);
		tu_assert_rel(st->energy_j, st->static_j + st->dynamic_j, 1e-12);
	}
	/* 1 -> 2 GPUs: the two copies share one uplink, so they are no faster */
	assert_int_equal(eval(&r, &p_set[0], 1, &d), 0);
	k1 = r.ops[op(&r, "htod_x")].time_s;
	assert_int_equal(eval(&r, &p_set[1], 1, &d), 0);
	tu_assert_rel(r.ops[op(&r, "htod_x")].time_s, k1, 1e-12);
	done(&r);
}

/* Without shared switches (DGX H100: a Gen5 x16 path per GPU) the copies scale by p. */
static void test_saxpy_dgx_h100_copies_scale(void **state)
{
	static const char *const sets[] = { "gpus=8" };
	struct run r;
	struct gp_diag d;
	double C = gp_pcie_bw_gbps(5, 16) * 1e9 * L_HTOD;
	(void)state;
	assert_int_equal(load(&r, "saxpy_multi", "dgx-a100x2-hdr", "dgx-h100", &d), 0);
	assert_string_equal(gp_app_device(r.a), "h100-sxm");
	assert_int_equal(eval(&r, sets, 1, &d), 0);
	tu_assert_rel(r.ops[op(&r, "htod_x")].time_s, TS_HTOD + 1.6e9 / 8 / C, 1e-9);
	done(&r);
}

/* Weak scaling: each GPU gets numElements, so the kernel time stays (to rounding). */
static void test_weak_scaling(void **state)
{
	static const char *const one[] = { "weak=1", "gpus=1" }, *const four[] = { "weak=1", "gpus=4" };
	struct run r;
	struct gp_diag d;
	double k1;
	(void)state;
	assert_int_equal(load(&r, "saxpy_multi", NULL, NULL, &d), 0);
	assert_int_equal(eval(&r, one, 2, &d), 0);
	k1 = r.ops[op(&r, "saxpy2")].time_s;
	assert_int_equal(eval(&r, four, 2, &d), 0);
	tu_assert_rel(r.ops[op(&r, "saxpy2")].time_s, k1, 1e-9);
	tu_assert_rel(r.ops[op(&r, "htod_x")].bytes, 4 * 4 * 400e6, 1e-12);
	done(&r);
}

/* The all-reduce op of a data-parallel step is the ring formula; the critical path and the
 * NVSwitch ports' busy time follow. */
static void test_dp_step_allreduce(void **state)
{
	struct run r;
	struct gp_diag d;
	const struct gp_app_stats *st;
	const struct gp_system *sys;
	double n = 1073741824.0, B = 450e9 * 0.8, a = 3.4e-6;
	int path[16], np;
	(void)state;
	assert_int_equal(load(&r, "dp_step", NULL, NULL, &d), 0);
	assert_int_equal(eval(&r, NULL, 0, &d), 0);
	tu_assert_rel(r.ops[op(&r, "grads")].time_s, 14 * a + 1.75 * n / B, 1e-9);
	assert_int_equal(r.ops[op(&r, "grads")].coll_algo, GP_COLL_RING);
	tu_assert_rel(r.ops[op(&r, "grads")].start_s, r.ops[op(&r, "compute")].end_s, 1e-12);
	np = gp_app_critical_path(r.ops, gp_app_n_ops(r.a), path);
	assert_int_equal(np, 2);
	assert_int_equal(path[0], op(&r, "compute"));
	assert_int_equal(path[1], op(&r, "grads"));
	st = gp_app_eval_stats(r.e);
	sys = gp_app_system(r.a);
	for (int l = 0; l < st->nlinks; l++)
		if (strcmp(sys->links[l].name, "n0/gpu3/nvswitch/out") == 0)
			tu_assert_rel(st->link_busy_s[l], 14 * n / 8 / B, 1e-9);
	tu_assert_rel(st->gpu_busy_s[7], r.total, 1e-12);
	done(&r);
}

static void test_p2p_op(void **state)
{
	struct run r;
	struct gp_diag d;
	(void)state;
	/* GPU 0 -> GPU 8 of the two-node system: HDR through the source's PCIe link */
	assert_int_equal(load(&r, "dp_step", "{ \"op\": \"allreduce\"",
			      "{ \"op\": \"p2p\", \"src\": 0, \"dst\": 8, \"bytes\": \"gradBytes\" },\n"
			      "    { \"op\": \"allreduce\"", &d), 0);
	/* (dp_step names dgx-h100: GPU 8 does not exist there) */
	assert_true(eval(&r, NULL, 0, &d) < 0);
	assert_string_equal(d.field, "/ops/1/dst");
	tu_assert_contains(d.msg, "GPU 8 does not exist");
	done(&r);
	{
		char *t = model_text("dp_step", "{ \"op\": \"allreduce\"",
				     "{ \"op\": \"p2p\", \"src\": 0, \"dst\": 8, \"bytes\": \"gradBytes\" },\n"
				     "    { \"op\": \"allreduce\"");
		char *u = malloc(strlen(t) + 16);
		char *at = strstr(t, "\"dgx-h100\"");
		memcpy(u, t, (size_t)(at - t));
		strcpy(u + (at - t), "\"dgx-a100x2-hdr\"");
		strcat(u, at + strlen("\"dgx-h100\""));
		memset(&r, 0, sizeof(r));
		assert_int_equal(gp_app_parse(u, strlen(u), "m.json", "models", &r.a, &d), 0);
		assert_int_equal(gp_device_find(gp_app_device(r.a), NULL, &r.dev, &d), 0);
		r.e = gp_app_eval_new(r.a, &gp_backend_analytic, NULL);
		assert_int_equal(eval(&r, NULL, 0, &d), 0);
		tu_assert_rel(r.ops[1].time_s,
			      5e-6 + 1073741824.0 / (gp_pcie_bw_gbps(4, 16) * 1e9 * L_DTOH), 1e-9);
		assert_int_equal(gp_app_eval_stats(r.e)->gpus_used, 9);
		done(&r);
		free(t);
		free(u);
	}
}

/* The memory check: refused with a message naming the allocation; fits when split
 * or on a what-if device. */
static void test_memory_capacity(void **state)
{
	static const char *const big[] = { "numElements=6000000000" };
	static const char *const big2[] = { "numElements=6000000000", "gpus=2" };
	struct run r;
	struct gp_diag d;
	(void)state;
	assert_int_equal(load(&r, "saxpy_multi", NULL, NULL, &d), 0);
	/* x = 24e9 bytes = 22.35 GiB fits in 40 GiB; y does not (17.65 GiB left) */
	assert_int_equal(eval(&r, big, 1, &d), -GP_ERANGE);
	assert_string_equal(d.field, "/ops/1 (y)");
	tu_assert_contains(d.msg, "allocation 'y' does not fit: it needs 22.35 GiB on GPU 0, which "
				  "has 17.65 GiB left of 40 GiB (a100)");
	tu_assert_contains(d.hint, "managed");
	tu_assert_contains(d.hint, "{uvm.device_mem}");
	assert_int_equal(eval(&r, big2, 2, &d), 0);
	gp_app_eval_set_device_mem(r.e, 64.0 * 1073741824.0);
	assert_int_equal(eval(&r, big, 1, &d), 0);
	done(&r);
}

/* Managed memory beyond device memory runs; the UVM model prices the oversubscription as
 * the time over the same run with unlimited memory. */
static void test_managed_oversubscription(void **state)
{
	struct run r;
	struct gp_diag d;
	double fit_s, k;
	int s;
	(void)state;
	assert_int_equal(load(&r, "saxpy_managed", NULL, NULL, &d), 0);
	s = op(&r, "saxpy2");
	assert_int_equal(eval(&r, NULL, 0, &d), 0);
	fit_s = r.ops[s].time_s;
	k = r.ops[s].k.time_s;
	assert_true(r.ops[s].oversub_bytes == 0 && r.ops[s].oversub_s == 0);
	tu_assert_rel(r.ops[s].paging_s, fit_s - k, 1e-12);
	gp_app_eval_set_device_mem(r.e, 2.0 * 1073741824.0);
	assert_int_equal(eval(&r, NULL, 0, &d), 0);
	tu_assert_rel(r.ops[s].oversub_bytes, 3.2e9 - 2.0 * 1073741824.0, 1e-12);
	assert_true(r.ops[s].oversub_s > 0);
	tu_assert_rel(r.ops[s].time_s, fit_s + r.ops[s].oversub_s, 1e-9);
	done(&r);
}

static void test_critical_path_streams(void **state)
{
	struct gp_app_op_result o[4];
	int path[4];
	(void)state;
	memset(o, 0, sizeof(o));
	/* 0: [0,1]  1: [0,3] (other stream)  2: [1,2] after 0   3: [3,5] after 1 */
	o[0].time_s = 1; o[0].end_s = 1;
	o[1].time_s = 3; o[1].end_s = 3;
	o[2].time_s = 1; o[2].start_s = 1; o[2].end_s = 2;
	o[3].time_s = 2; o[3].start_s = 3; o[3].end_s = 5;
	assert_int_equal(gp_app_critical_path(o, 4, path), 2);
	assert_int_equal(path[0], 1);
	assert_int_equal(path[1], 3);
}

static void test_model_errors(void **state)
{
	struct run r;
	struct gp_diag d;
	static const char *const nine[] = { "gpus=9" };
	(void)state;
	/* a multi-GPU op in a model without a system */
	assert_true(load(&r, "saxpy_multi", "\"system\": \"dgx-a100x2-hdr\",",
			 "\"device\": \"a100\", \"ops2\": 0,", &d) < 0);
	tu_assert_contains(d.field, "/ops2");
	assert_true(load(&r, "dp_step", "\"system\": \"dgx-h100\",", "\"device\": \"h100-sxm\",",
			 &d) < 0);
	assert_string_equal(d.field, "/ops/1/op");
	tu_assert_contains(d.msg, "needs a multi-GPU system");
	tu_assert_contains(d.hint, "\"system\"");
	/* "gpus" above 1 without a system */
	assert_int_equal(load(&r, "saxpy_multi", "\"system\": \"dgx-a100x2-hdr\",",
			      "\"device\": \"a100\",", &d), 0);
	{
		static const char *const two[] = { "gpus=2" };
		assert_true(eval(&r, two, 1, &d) < 0);
		tu_assert_contains(d.msg, "the model has no multi-GPU system");
	}
	done(&r);
	/* more GPUs than the system has */
	assert_int_equal(load(&r, "dp_step", NULL, NULL, &d), 0);
	assert_true(eval(&r, nine, 1, &d) < 0);
	assert_string_equal(d.field, "/ops/0/gpus");
	tu_assert_contains(d.msg, "not a whole number in 1..8 (system 'dgx-h100')");
	done(&r);
	/* unknown system, bad algorithm, bad root */
	assert_true(load(&r, "dp_step", "\"dgx-h100\"", "\"dgx-nope\"", &d) < 0);
	assert_string_equal(d.field, "/system");
	tu_assert_contains(d.msg, "unknown system 'dgx-nope'");
	assert_true(load(&r, "dp_step", "\"gpus\": \"gpus\" }", "\"gpus\": \"gpus\", \"algo\": \"star\" }",
			 &d) < 0);
	assert_string_equal(d.field, "/ops/1/algo");
	assert_int_equal(load(&r, "dp_step", "\"gpus\": \"gpus\" }", "\"gpus\": \"gpus\", \"root\": 8 }",
			      &d), 0);
	assert_true(eval(&r, NULL, 0, &d) < 0);
	tu_assert_contains(d.msg, "root 8 is not one of the 8 GPUs");
	done(&r);
	/* an allocation without a name */
	assert_true(load(&r, "saxpy_multi", "{ \"op\": \"alloc\", \"name\": \"x\",", "{ \"op\": \"alloc\",",
			 &d) < 0);
	tu_assert_contains(d.msg, "needs a \"name\"");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_saxpy_split_1_2_4_8),
		cmocka_unit_test(test_saxpy_dgx_h100_copies_scale),
		cmocka_unit_test(test_weak_scaling),
		cmocka_unit_test(test_dp_step_allreduce),
		cmocka_unit_test(test_p2p_op),
		cmocka_unit_test(test_memory_capacity),
		cmocka_unit_test(test_managed_oversubscription),
		cmocka_unit_test(test_critical_path_streams),
		cmocka_unit_test(test_model_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
