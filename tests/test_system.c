/* test_system.c - system loading, routing, and link sharing among concurrent copies (by hand). */
#include "testutil.h"
#include "gpuperf/system.h"
#include "util.h"

#define V100 "devices/systems/v100x4-pcie.json"
#define H100 "devices/systems/dgx-h100.json"
#define A100X2 "devices/systems/dgx-a100x2-hdr.json"

/* thesis eqs. 5.6/5.7 (the shipped PCIe 3.0 x16 figures) */
#define TS_HTOD 3.96868e-6
#define TS_DTOH 5.15692e-6
#define L_HTOD 0.689
#define L_DTOH 0.653

static struct gp_sys_ep gpu(int i)
{
	struct gp_sys_ep e = { 0, i };
	return e;
}

static struct gp_sys_ep host(int node)
{
	struct gp_sys_ep e = { 1, node };
	return e;
}

static void load(const char *path, struct gp_system *s)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_system_load(path, s, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

static void test_shipped_systems_load(void **state)
{
	struct gp_system s;
	(void)state;
	load(H100, &s);
	assert_int_equal(s.nodes, 1);
	assert_int_equal(s.gpus, 8);
	assert_int_equal(s.kind[0].peer_kind, GP_PEER_NVSWITCH);
	tu_assert_rel(s.kind[0].peer_bw_gbps, 450, 1e-12);
	/* PCIe 5.0 x16 = 4 x Table 4.3's 3.x x16 figure (0.985 GB/s x 16 lanes x 4) */
	tu_assert_rel(s.kind[0].pcie_bw_gbps, gp_pcie_bw_gbps(5, 16), 1e-12);
	tu_assert_rel(s.kind[0].pcie_bw_gbps, 0.985 * 16 * 4, 1e-9);
	/* 8 x (pcie up/down + nvswitch out/in) + nic tx/rx */
	assert_int_equal(s.nlinks, 8 * 4 + 2);
	gp_system_release(&s);

	load(V100, &s);
	assert_int_equal(s.gpus, 4);
	assert_int_equal(s.kind[0].nswitches, 2);
	assert_int_equal(s.kind[0].switch_of[1], 0);
	assert_int_equal(s.kind[0].switch_of[2], 1);
	tu_assert_rel(s.kind[0].pcie_bw_gbps, 15.8, 1e-12);   /* Table 4.3 */
	gp_system_release(&s);

	load(A100X2, &s);
	assert_int_equal(s.nodes, 2);
	assert_int_equal(s.gpus, 16);
	assert_int_equal(s.gpu_node[9], 1);
	assert_int_equal(s.gpu_local[9], 1);
	assert_int_equal(s.node_first_gpu[1], 8);
	tu_assert_rel(s.net_latency_s, 5e-6, 1e-12);
	gp_system_release(&s);
}

static void test_find_by_name(void **state)
{
	struct gp_system s;
	struct gp_diag d;
	(void)state;
	assert_int_equal(gp_system_find("dgx-h100", &s, &d), 0);
	assert_string_equal(s.name, "dgx-h100");
	gp_system_release(&s);
	assert_int_equal(gp_system_find("no-such-system", &s, &d), -GP_ENOTFOUND);
	tu_assert_contains(d.msg, "unknown system 'no-such-system'");
	tu_assert_contains(d.hint, "devices/systems");
	gp_system_release(&s);
}

static void test_paths(void **state)
{
	struct gp_system s;
	struct gp_sys_path p;
	struct gp_diag d;
	(void)state;
	load(V100, &s);
	/* host -> GPU 0: its switch's uplink, then its own link; eq. 5.6 startup */
	assert_int_equal(gp_system_path(&s, host(0), gpu(0), &p, &d), 0);
	assert_int_equal(p.n, 2);
	assert_string_equal(s.links[p.link[0]].name, "n0/switch0/uplink/down");
	assert_string_equal(s.links[p.link[1]].name, "n0/gpu0/pcie/down");
	tu_assert_rel(p.latency_s, TS_HTOD, 1e-12);
	/* GPU 3 -> host: eq. 5.7 startup */
	assert_int_equal(gp_system_path(&s, gpu(3), host(0), &p, &d), 0);
	assert_string_equal(s.links[p.link[0]].name, "n0/gpu3/pcie/up");
	assert_string_equal(s.links[p.link[1]].name, "n0/switch1/uplink/up");
	tu_assert_rel(p.latency_s, TS_DTOH, 1e-12);
	/* same switch: two links; across switches: through both uplinks */
	assert_int_equal(gp_system_path(&s, gpu(0), gpu(1), &p, &d), 0);
	assert_int_equal(p.n, 2);
	assert_int_equal(gp_system_path(&s, gpu(1), gpu(2), &p, &d), 0);
	assert_int_equal(p.n, 4);
	assert_string_equal(s.links[p.link[1]].name, "n0/switch0/uplink/up");
	assert_string_equal(s.links[p.link[2]].name, "n0/switch1/uplink/down");
	/* errors */
	assert_int_equal(gp_system_path(&s, gpu(2), gpu(2), &p, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "to itself");
	assert_int_equal(gp_system_path(&s, gpu(0), gpu(4), &p, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "GPU 4 does not exist");
	assert_int_equal(gp_system_path(&s, host(0), host(0), &p, &d), -GP_EINVAL);
	gp_system_release(&s);

	load(H100, &s);
	assert_int_equal(gp_system_path(&s, gpu(2), gpu(5), &p, &d), 0);
	assert_int_equal(p.n, 2);
	assert_string_equal(s.links[p.link[0]].name, "n0/gpu2/nvswitch/out");
	assert_string_equal(s.links[p.link[1]].name, "n0/gpu5/nvswitch/in");
	tu_assert_rel(p.latency_s, 3.4e-6, 1e-12);
	gp_system_release(&s);

	load(A100X2, &s);
	assert_int_equal(gp_system_path(&s, gpu(3), gpu(12), &p, &d), 0);
	assert_int_equal(p.crosses_nodes, 1);
	assert_int_equal(p.n, 4);
	assert_string_equal(s.links[p.link[1]].name, "n0/nic0/tx");
	assert_string_equal(s.links[p.link[2]].name, "n1/nic0/rx");
	assert_string_equal(s.links[p.link[3]].name, "n1/gpu4/pcie/down");
	/* a host copy to another node's GPU is not a host copy */
	assert_int_equal(gp_system_path(&s, host(0), gpu(9), &p, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "not in node 0");
	gp_system_release(&s);
}

static void flow(struct gp_system *s, struct gp_flow *f, struct gp_sys_ep a, struct gp_sys_ep b,
		 double bytes)
{
	struct gp_diag d;
	memset(f, 0, sizeof(*f));
	assert_int_equal(gp_system_path(s, a, b, &f->path, &d), 0);
	f->bytes = bytes;
}

static void test_lone_copy_is_eq_5_5(void **state)
{
	struct gp_system s;
	struct gp_flow f[1];
	struct gp_diag d;
	(void)state;
	load(V100, &s);
	flow(&s, &f[0], host(0), gpu(0), 1e9);
	assert_int_equal(gp_system_flows(&s, f, 1, NULL, NULL, &d), 0);
	/* eq. 5.5: t_s + n / (bw x lambda); the uplink and the GPU link are both 15.8 GB/s */
	tu_assert_rel(f[0].end_s, TS_HTOD + 1e9 / (15.8e9 * L_HTOD), 1e-9);
	gp_system_release(&s);
}

static void test_shared_switch_halves_bandwidth(void **state)
{
	struct gp_system s;
	struct gp_flow f[4];
	struct gp_diag d;
	double busy[64] = { 0 }, bytes[64] = { 0 };
	double C = 15.8e9 * L_HTOD;
	(void)state;
	load(V100, &s);
	assert_true(s.nlinks <= 64);
	/* GPUs 0 and 1 share switch 0's uplink: each copy gets half of it */
	flow(&s, &f[0], host(0), gpu(0), 1e9);
	flow(&s, &f[1], host(0), gpu(1), 1e9);
	assert_int_equal(gp_system_flows(&s, f, 2, busy, bytes, &d), 0);
	tu_assert_rel(f[0].end_s, TS_HTOD + 1e9 / (C / 2), 1e-9);
	tu_assert_rel(f[1].end_s, TS_HTOD + 1e9 / (C / 2), 1e-9);
	tu_assert_rel(f[0].min_rate_gbps, C / 2 / 1e9, 1e-9);
	/* the uplink carried both copies for the whole time */
	tu_assert_rel(busy[s.link_base[0] + 2 * 4 + 1], 2e9 / C, 1e-9);
	tu_assert_rel(bytes[s.link_base[0] + 2 * 4 + 1], 2e9, 1e-9);

	/* GPUs 0 and 2 are under different switches: no sharing */
	flow(&s, &f[0], host(0), gpu(0), 1e9);
	flow(&s, &f[1], host(0), gpu(2), 1e9);
	assert_int_equal(gp_system_flows(&s, f, 2, NULL, NULL, &d), 0);
	tu_assert_rel(f[1].end_s, TS_HTOD + 1e9 / C, 1e-9);

	/* four copies at once: each switch carries two, so 4 GPUs copy only 2x as fast as one */
	for (int i = 0; i < 4; i++)
		flow(&s, &f[i], host(0), gpu(i), 0.25e9);
	assert_int_equal(gp_system_flows(&s, f, 4, NULL, NULL, &d), 0);
	for (int i = 0; i < 4; i++)
		tu_assert_rel(f[i].end_s, TS_HTOD + 0.25e9 / (C / 2), 1e-9);
	gp_system_release(&s);
}

static void test_max_min_reallocates_when_a_copy_ends(void **state)
{
	struct gp_system s;
	struct gp_flow f[2];
	struct gp_diag d;
	double C = 15.8e9 * L_HTOD;
	(void)state;
	load(V100, &s);
	/* 1 GB and 0.5 GB through one uplink: the short one ends at t_s + 0.5e9/(C/2); the long
	 * one then has the uplink alone for its last 0.5 GB: t_s + 0.5e9/(C/2) + 0.5e9/C */
	flow(&s, &f[0], host(0), gpu(0), 1e9);
	flow(&s, &f[1], host(0), gpu(1), 0.5e9);
	assert_int_equal(gp_system_flows(&s, f, 2, NULL, NULL, &d), 0);
	tu_assert_rel(f[1].end_s, TS_HTOD + 0.5e9 / (C / 2), 1e-9);
	tu_assert_rel(f[0].end_s, TS_HTOD + 0.5e9 / (C / 2) + 0.5e9 / C, 1e-9);
	/* issued later: the second copy starts at 1 ms, so the first runs alone until then */
	flow(&s, &f[0], host(0), gpu(0), 1e9);
	flow(&s, &f[1], host(0), gpu(1), 0.2e9);
	f[1].release_s = 1e-3;
	assert_int_equal(gp_system_flows(&s, f, 2, NULL, NULL, &d), 0);
	{
		double t1 = 1e-3 + TS_HTOD;             /* second copy's data starts */
		double done0 = (t1 - TS_HTOD) * C;      /* bytes of copy 0 by then */
		double end1 = t1 + 0.2e9 / (C / 2);
		double left0 = 1e9 - done0 - (end1 - t1) * C / 2;
		tu_assert_rel(f[1].end_s, end1, 1e-9);
		tu_assert_rel(f[0].end_s, end1 + left0 / C, 1e-9);
	}
	gp_system_release(&s);
}

static void test_nic_port_caps_one_copy(void **state)
{
	struct gp_system s;
	struct gp_flow f[1];
	struct gp_diag d;
	double pcie4 = gp_pcie_bw_gbps(4, 16);
	(void)state;
	load(A100X2, &s);
	/* GPU 0 -> GPU 8 over HDR: min(source PCIe up 31.52 x 0.653, one port 25 x 0.9, dest PCIe
	 * down 31.52 x 0.689) = the source's PCIe link */
	flow(&s, &f[0], gpu(0), gpu(8), 1e9);
	assert_int_equal(gp_system_flows(&s, f, 1, NULL, NULL, &d), 0);
	tu_assert_rel(f[0].end_s, 5e-6 + 1e9 / (pcie4 * 1e9 * L_DTOH), 1e-9);
	gp_system_release(&s);
}

static void test_flow_errors_and_zero_bytes(void **state)
{
	struct gp_system s;
	struct gp_flow f[1];
	struct gp_diag d;
	(void)state;
	load(V100, &s);
	flow(&s, &f[0], host(0), gpu(0), 0);
	f[0].release_s = 2e-3;
	assert_int_equal(gp_system_flows(&s, f, 1, NULL, NULL, &d), 0);
	/* no transfer is started for 0 bytes (thesis Table 5.1) */
	tu_assert_rel(f[0].end_s, 2e-3, 1e-12);
	/* a copy too small to move the clock at 1000 s still ends */
	flow(&s, &f[0], host(0), gpu(0), 1e-6);
	f[0].release_s = 1000;
	assert_int_equal(gp_system_flows(&s, f, 1, NULL, NULL, &d), 0);
	tu_assert_rel(f[0].end_s, 1000 + TS_HTOD, 1e-12);
	flow(&s, &f[0], host(0), gpu(0), -1);
	assert_int_equal(gp_system_flows(&s, f, 1, NULL, NULL, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "not valid");
	gp_system_release(&s);
}

/* ---- every load error, on an edited copy of the V100 file ---- */

static char *base_text;

static char *edit(const char *from, const char *to)
{
	const char *at = strstr(base_text, from);
	size_t n = strlen(base_text) - strlen(from) + strlen(to) + 1;
	char *out = malloc(n);
	assert_non_null(at);
	memcpy(out, base_text, (size_t)(at - base_text));
	strcpy(out + (at - base_text), to);
	strcat(out, at + strlen(from));
	return out;
}

static void expect_error(const char *from, const char *to, const char *field, const char *msg)
{
	struct gp_system s;
	struct gp_diag d;
	char *text = edit(from, to);
	gp_diag_clear(&d);
	if (gp_system_parse(text, strlen(text), "x.json", &s, &d) >= 0) {
		print_error("edit '%s' -> '%s' was accepted\n", from, to);
		fail();
	}
	assert_string_equal(d.file, "x.json");
	if (field)
		assert_string_equal(d.field, field);
	tu_assert_contains(d.msg, msg);
	assert_true(d.hint[0] != '\0');
	gp_system_release(&s);
	free(text);
}

static void test_load_errors(void **state)
{
	struct gp_system s;
	struct gp_diag d;
	(void)state;
	base_text = gp_read_file(V100, 0, NULL, &d);
	assert_non_null(base_text);
	/* the unedited text loads */
	assert_int_equal(gp_system_parse(base_text, strlen(base_text), "x.json", &s, &d), 0);
	gp_system_release(&s);

	/* malformed JSON: file and line */
	{
		char *t = edit("\"count\": 1,", "\"count\": 1,,");
		assert_true(gp_system_parse(t, strlen(t), "x.json", &s, &d) < 0);
		assert_int_equal(d.code, GP_EPARSE);
		assert_int_equal(d.line, 8);
		gp_system_release(&s);
		free(t);
	}
	expect_error("\"count\": 1,", "\"cuont\": 1,", "/nodes/0/cuont", "unknown key");
	expect_error("\"gpus\": 4,", "\"gpus\": 0,", "/nodes/0/gpus", "");
	expect_error("\"gpus\": 4,", "\"gpus\": \"four\",", "/nodes/0/gpus", "");
	expect_error("\"gpus\": [2, 3]", "\"gpus\": [1, 3]", "/nodes/0/pcie/switches/1/gpus/0",
		     "already under switch 0");
	expect_error("\"gpus\": [2, 3]", "\"gpus\": [2, 4]", "/nodes/0/pcie/switches/1/gpus/1",
		     "must be a GPU index 0..3");
	expect_error("\"gpus\": [2, 3]", "\"gpus\": []", "/nodes/0/pcie/switches/1",
		     "at least one GPU");
	expect_error("\"kind\": \"pcie\"", "\"kind\": \"infinity-fabric\"", "/nodes/0/peer",
		     "kind must be");
	expect_error("\"kind\": \"pcie\",", "\"kind\": \"pcie\", \"bw_gbps\": 10,", "/nodes/0/peer",
		     "does not apply");
	expect_error("\"kind\": \"pcie\", \"latency_us\": 5.15692", "\"kind\": \"nvswitch\", \"latency_us\": 5.15692",
		     "/nodes/0/peer/bw_gbps", "");
	expect_error("\"lambda\": 0.689", "\"lambda\": 1.5", "/nodes/0/pcie/htod/lambda", "");
	expect_error("\"generation\": 3", "\"generation\": 9", "/nodes/0/pcie/generation", "");
	expect_error("\"mem_gib\": 384", "\"mem_gib\": -1", "/nodes/0/host/mem_gib", "");
	expect_error("\"count\": 1,", "\"count\": 2,", "/network", "is required when the system has 2 nodes");
	expect_error("\"count\": 1,", "\"count\": 2,", NULL, "2 nodes");
	expect_error("\"sources\": {", "\"network\": {\"kind\": \"ib\", \"latency_us\": 1, \"lambda\": 1}, "
		     "\"sources\": {", "/network/latency_us", "has no entry in \"sources\"");
	expect_error("\"/nodes/0/host/mem_gib\":", "\"/nodes/0/host/xmem\":", "/nodes/0/host/mem_gib",
		     "has no entry in \"sources\"");
	{
		const char *t = "{\"name\": \"e\", \"nodes\": [], \"sources\": {}}";
		assert_true(gp_system_parse(t, strlen(t), "x.json", &s, &d) < 0);
		assert_string_equal(d.field, "/nodes");
		tu_assert_contains(d.msg, "1 to 8");
		gp_system_release(&s);
	}
	free(base_text);
}

static void test_multinode_needs_nics(void **state)
{
	struct gp_system s;
	struct gp_diag d;
	char *t;
	(void)state;
	base_text = gp_read_file(V100, 0, NULL, &d);
	assert_non_null(base_text);
	{
		char *a = edit("\"count\": 1,", "\"count\": 2,");
		free(base_text);
		base_text = a;
	}
	t = edit("\"sources\": {", "\"network\": {\"kind\": \"ib\", \"latency_us\": 1, \"lambda\": 1}, "
				 "\"sources\": {\"/network\": \"test\",");
	assert_true(gp_system_parse(t, strlen(t), "x.json", &s, &d) < 0);
	assert_string_equal(d.field, "/nodes/0/nic");
	tu_assert_contains(d.msg, "is required");
	gp_system_release(&s);
	free(t);
	free(base_text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shipped_systems_load),
		cmocka_unit_test(test_find_by_name),
		cmocka_unit_test(test_paths),
		cmocka_unit_test(test_lone_copy_is_eq_5_5),
		cmocka_unit_test(test_shared_switch_halves_bandwidth),
		cmocka_unit_test(test_max_min_reallocates_when_a_copy_ends),
		cmocka_unit_test(test_nic_port_caps_one_copy),
		cmocka_unit_test(test_flow_errors_and_zero_bytes),
		cmocka_unit_test(test_load_errors),
		cmocka_unit_test(test_multinode_needs_nics),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
