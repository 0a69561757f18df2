/* test_collective.c - collectives against the alpha-beta formulas, computed by hand. */
#include "testutil.h"
#include "gpuperf/collective.h"

#define H100 "devices/systems/dgx-h100.json"
#define V100 "devices/systems/v100x4-pcie.json"
#define A100X2 "devices/systems/dgx-a100x2-hdr.json"
#define GIB 1073741824.0

/* dgx-h100.json: NVSwitch 450 GB/s per direction x lambda 0.8, alpha 3.4 us (NCCL tuning) */
#define H_ALPHA 3.4e-6
#define H_B (450e9 * 0.8)

static void load(const char *path, struct gp_system *s)
{
	struct gp_diag d;
	if (gp_system_load(path, s, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

static void run(const struct gp_system *s, enum gp_coll_op op, enum gp_coll_algo algo,
		double n, int p, struct gp_coll_result *r)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_collective_time(s, op, algo, n, p, 0, NULL, NULL, r, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

/* The check: a 1 GiB all-reduce on the 8-GPU system is the ring formula
 * 2(p-1) alpha + 2(p-1)/p n / B (Thakur et al. 2005; NCCL's ring). */
static void test_allreduce_1gib_dgx_h100_ring_formula(void **state)
{
	struct gp_system s;
	struct gp_coll_result r;
	double n = GIB, p = 8;
	(void)state;
	load(H100, &s);
	run(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, n, 8, &r);
	assert_int_equal(r.algo, GP_COLL_RING);
	tu_assert_rel(r.time_s, 2 * (p - 1) * H_ALPHA + 2 * (p - 1) / p * n / H_B, 1e-9);
	/* = 14 x 3.4 us + 1.75 GiB / 360 GB/s = 47.6 us + 5219.58 us */
	tu_assert_rel(r.time_s, 5267.18e-6, 1e-6);
	assert_int_equal(r.ring_steps, 14);
	tu_assert_rel(r.alpha_s, H_ALPHA, 1e-12);
	tu_assert_rel(r.bw_gbps, H_B / 1e9, 1e-9);
	/* binomial reduce + broadcast: 2 lg p (alpha + n/B): every step's copies use distinct ports */
	tu_assert_rel(r.tree_s, 2 * 3 * (H_ALPHA + n / H_B), 1e-9);
	assert_int_equal(r.tree_steps, 6);
	/* nccl-tests conventions: busbw = algbw x 2(p-1)/p, close to B for large messages */
	tu_assert_rel(r.algbw_gbps, n / r.time_s / 1e9, 1e-12);
	tu_assert_rel(r.busbw_gbps, r.algbw_gbps * 1.75, 1e-12);
	assert_true(r.busbw_gbps < H_B / 1e9 && r.busbw_gbps > 0.99 * H_B / 1e9);
	gp_system_release(&s);
}

static void test_small_allreduce_picks_tree(void **state)
{
	struct gp_system s;
	struct gp_coll_result r;
	double n = 4096;
	(void)state;
	load(H100, &s);
	run(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, n, 8, &r);
	/* tree 6 (alpha + n/B) = 20.47 us against ring 14 alpha + 1.75 n / B = 47.62 us */
	assert_int_equal(r.algo, GP_COLL_TREE);
	tu_assert_rel(r.time_s, 6 * (H_ALPHA + n / H_B), 1e-9);
	tu_assert_rel(r.ring_s, 14 * H_ALPHA + 1.75 * n / H_B, 1e-9);
	/* a byte: each step's copy lasts less than the resolution of the time it starts at */
	run(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, 1, 8, &r);
	tu_assert_rel(r.time_s, 6 * (H_ALPHA + 1 / H_B), 1e-9);
	/* forcing the ring */
	run(&s, GP_COLL_ALLREDUCE, GP_COLL_RING, n, 8, &r);
	assert_int_equal(r.algo, GP_COLL_RING);
	tu_assert_rel(r.time_s, 14 * H_ALPHA + 1.75 * n / H_B, 1e-9);
	gp_system_release(&s);
}

static void test_allgather_and_broadcast(void **state)
{
	struct gp_system s;
	struct gp_coll_result r;
	double n = 256.0 * 1048576;
	(void)state;
	load(H100, &s);
	run(&s, GP_COLL_ALLGATHER, GP_COLL_AUTO, n, 8, &r);
	/* ring (p-1) alpha + (p-1)/p n/B; Bruck lg p alpha + (p-1)/p n/B: same bandwidth term,
	 * fewer startups on a crossbar */
	tu_assert_rel(r.ring_s, 7 * H_ALPHA + 7.0 / 8 * n / H_B, 1e-9);
	tu_assert_rel(r.tree_s, 3 * H_ALPHA + 7.0 / 8 * n / H_B, 1e-9);
	assert_int_equal(r.algo, GP_COLL_TREE);
	tu_assert_rel(r.busbw_gbps, n / r.time_s / 1e9 * 7.0 / 8, 1e-12);

	run(&s, GP_COLL_BROADCAST, GP_COLL_AUTO, n, 8, &r);
	/* binomial: lg p (alpha + n/B); scatter (4+2+1)/8 n + ring allgather 7/8 n:
	 * (lg p + p - 1) alpha + 2 (p-1)/p n / B */
	tu_assert_rel(r.tree_s, 3 * (H_ALPHA + n / H_B), 1e-9);
	tu_assert_rel(r.ring_s, 10 * H_ALPHA + 14.0 / 8 * n / H_B, 1e-9);
	assert_int_equal(r.algo, GP_COLL_RING);
	assert_int_equal(r.ring_steps, 10);
	gp_system_release(&s);
}

static void test_non_power_of_two_and_one_gpu(void **state)
{
	struct gp_system s;
	struct gp_coll_result r;
	double n = GIB;
	(void)state;
	load(H100, &s);
	run(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, n, 6, &r);
	tu_assert_rel(r.ring_s, 10 * H_ALPHA + 10.0 / 6 * n / H_B, 1e-9);
	tu_assert_rel(r.tree_s, 2 * 3 * (H_ALPHA + n / H_B), 1e-9);   /* ceil(lg 6) = 3 */
	/* Bruck on 6: steps of 1, 2 and min(4, 2) = 2 blocks of n/6 */
	run(&s, GP_COLL_ALLGATHER, GP_COLL_TREE, n, 6, &r);
	tu_assert_rel(r.time_s, 3 * H_ALPHA + 5.0 / 6 * n / H_B, 1e-9);
	run(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, n, 1, &r);
	assert_true(r.time_s == 0);
	gp_system_release(&s);
}

/* Over PCIe with two GPUs per switch, the tree's second step sends two copies through one
 * uplink: they share it, and the step takes twice as long as the first. */
static void test_pcie_switch_sharing_in_the_tree(void **state)
{
	struct gp_system s;
	struct gp_coll_result r;
	double n = 64.0 * 1048576;
	double a = 5.15692e-6;               /* peer latency of v100x4-pcie.json */
	double B = 15.8e9 * 0.653;           /* PCIe 3.0 x16, the up direction's lambda is lower */
	(void)state;
	load(V100, &s);
	run(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, n, 4, &r);
	/* ring 0>1>2>3>0: each link direction carries one copy: 6 alpha + 1.5 n / B */
	tu_assert_rel(r.ring_s, 6 * a + 1.5 * n / B, 1e-9);
	/* reduce: 2>0 and 3>1 share switch 1's uplink (B/2), then 1>0 (B); broadcast mirrors it */
	tu_assert_rel(r.tree_s, 2 * ((a + 2 * n / B) + (a + n / B)), 1e-9);
	assert_int_equal(r.algo, GP_COLL_RING);
	gp_system_release(&s);
}

/* Across two DGX A100: one ring per NIC (8 channels); each ring leaves a node through its
 * own GPU, whose PCIe link (Gen4 x16 x the DtoH lambda) is slower than an HDR port (25 x 0.9):
 * B = 8 x 31.52 x 0.653 GB/s. */
static void test_two_nodes_channels(void **state)
{
	struct gp_system s;
	struct gp_coll_result r;
	struct gp_diag d;
	double n = GIB, p = 16;
	double B = 8 * gp_pcie_bw_gbps(4, 16) * 1e9 * 0.653, a = 5e-6;
	double *busy, *bytes;
	(void)state;
	load(A100X2, &s);
	busy = calloc((size_t)s.nlinks, sizeof(double));
	bytes = calloc((size_t)s.nlinks, sizeof(double));
	assert_int_equal(gp_collective_time(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, n, 16, 0, busy,
					    bytes, &r, &d), 0);
	assert_int_equal(r.channels, 8);
	assert_int_equal(r.algo, GP_COLL_RING);
	tu_assert_rel(r.alpha_s, a, 1e-12);
	tu_assert_rel(r.time_s, 2 * (p - 1) * a + 2 * (p - 1) / p * n / B, 1e-9);
	/* node 0's NICs send one ring chunk per channel per step: 30 steps x n/16 bytes */
	for (int l = 0; l < s.nlinks; l++)
		if (strcmp(s.links[l].name, "n0/nic0/tx") == 0)
			tu_assert_rel(bytes[l], 30 * n / 16, 1e-9);
	free(busy);
	free(bytes);
	/* 8 GPUs of the same system stay inside node 0: NVSwitch at 300 x 0.8 */
	run(&s, GP_COLL_ALLREDUCE, GP_COLL_RING, n, 8, &r);
	assert_int_equal(r.channels, 1);
	tu_assert_rel(r.time_s, 14 * 3.4e-6 + 1.75 * n / (300e9 * 0.8), 1e-9);
	gp_system_release(&s);
}

static void test_errors_and_names(void **state)
{
	struct gp_system s;
	struct gp_coll_result r;
	struct gp_diag d;
	enum gp_coll_op op;
	enum gp_coll_algo al;
	(void)state;
	load(H100, &s);
	assert_int_equal(gp_collective_time(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, 1, 9, 0, NULL, NULL,
					    &r, &d), -GP_EINVAL);
	assert_string_equal(d.field, "coll.gpus");
	tu_assert_contains(d.msg, "system 'dgx-h100' has 8");
	assert_int_equal(gp_collective_time(&s, GP_COLL_BROADCAST, GP_COLL_AUTO, 1, 4, 4, NULL, NULL,
					    &r, &d), -GP_EINVAL);
	assert_string_equal(d.field, "coll.root");
	assert_int_equal(gp_collective_time(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, -5, 8, 0, NULL, NULL,
					    &r, &d), -GP_EINVAL);
	assert_string_equal(d.field, "coll.bytes");
	assert_int_equal(gp_collective_time(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, 1e300, 8, 0, NULL,
					    NULL, &r, &d), -GP_EINVAL);
	assert_int_equal(gp_coll_op_parse("all-reduce", &op, &d), 0);
	assert_int_equal(op, GP_COLL_ALLREDUCE);
	assert_int_equal(gp_coll_op_parse("all_gather", &op, &d), 0);
	assert_int_equal(op, GP_COLL_ALLGATHER);
	assert_int_equal(gp_coll_op_parse("alltoall", &op, &d), -GP_EUSAGE);
	tu_assert_contains(d.hint, "allreduce, allgather or broadcast");
	assert_int_equal(gp_coll_algo_parse("tree", &al, &d), 0);
	assert_int_equal(al, GP_COLL_TREE);
	assert_int_equal(gp_coll_algo_parse("rings", &al, &d), -GP_EUSAGE);
	assert_string_equal(gp_coll_op_name(GP_COLL_BROADCAST), "broadcast");
	gp_system_release(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_allreduce_1gib_dgx_h100_ring_formula),
		cmocka_unit_test(test_small_allreduce_picks_tree),
		cmocka_unit_test(test_allgather_and_broadcast),
		cmocka_unit_test(test_non_power_of_two_and_one_gpu),
		cmocka_unit_test(test_pcie_switch_sharing_in_the_tree),
		cmocka_unit_test(test_two_nodes_channels),
		cmocka_unit_test(test_errors_and_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
