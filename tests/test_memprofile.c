/* test_memprofile.c - the descriptor's "dynamic", "memory" and "footprints" sections: load,
 * defaults, totals (hand-computed), save/load round trip, errors with their JSON path. */
#include "testutil.h"
#include "gpuperf/device.h"
#include "gpuperf/kernel.h"
#include "util.h"

/* A naive transpose's two global accesses for a 32x8 block on a 1024x1024 matrix, by hand:
 * the row-wise load touches 4 sectors per request, the column-wise store 32. */
static const char *desc =
	"{ \"name\": \"t\", \"fidelity\": \"emulated\", \"per_warp\": { \"ins_issued\": 20,"
	"  \"latency_bound\": 100 },"
	"  \"dynamic\": { \"grid\": [32, 128], \"block\": [32, 8], \"warps\": 32768,"
	"    \"warp_instructions\": 655360, \"simd_efficiency\": 1, \"blocks_emulated\": 3,"
	"    \"blocks_total\": 4096, \"loops\": [ { \"head_pc\": 128, \"trips_per_warp\": 7 } ],"
	"    \"random_branches\": [ 64 ] },"
	"  \"footprints\": [ { \"name\": \"in\", \"bytes\": 4194304, \"accessed_bytes\": 4194304 },"
	"                  { \"name\": \"out\", \"bytes\": 4194304, \"accessed_bytes\": 33554432 },"
	"                  { \"name\": \"shared\", \"bytes\": 4096 } ],"
	"  \"memory\": [ { \"pc\": 160, \"op\": \"LDG.E\", \"requests\": 1, \"alloc\": 0 },"
	"              { \"pc\": 176, \"op\": \"STG.E\", \"store\": true, \"requests\": 1,"
	"                \"sectors_per_request\": 32, \"alloc\": 1 },"
	"              { \"pc\": 192, \"op\": \"LDS\", \"space\": \"shared\", \"requests\": 2,"
	"                \"bank_ways\": 32, \"bytes\": 256 } ] }";

static void load_defaults_and_totals(void **state)
{
	(void)state;
	struct gp_kernel k;
	struct gp_diag d;
	struct gp_memtotals t;
	gp_diag_clear(&d);
	tu_kernel_text(&k, desc, "t.json");
	assert_int_equal(k.fidelity, GP_FID_EMULATED);
	assert_non_null(k.memory);
	assert_non_null(k.dynamic);
	assert_int_equal(k.dynamic->grid[0], 32);
	assert_int_equal(k.dynamic->grid[1], 128);
	assert_int_equal(k.dynamic->grid[2], 1);
	assert_int_equal(k.dynamic->nloops, 1);
	assert_int_equal(k.dynamic->loops[0].head_pc, 128);
	assert_int_equal(k.memory->n, 3);
	/* defaults: 4-byte coalesced load = 4 sectors, 32 lanes x 4 bytes */
	assert_true(k.memory->recs[0].sectors_per_request == 4);
	assert_true(k.memory->recs[0].bytes == 128);
	assert_int_equal(k.memory->recs[1].is_store, 1);
	gp_memprofile_totals(k.memory, &t);
	/* global sectors per warp: 1 x 4 x 32 + 1 x 32 x 32 = 1152 bytes */
	assert_true(t.sector_bytes[GP_MSPACE_GLOBAL] == 1152);
	assert_true(t.bytes[GP_MSPACE_GLOBAL] == 256);
	assert_true(t.bank_cycles == 64);
	/* shared is not a global footprint */
	assert_true(t.footprint_bytes == 8388608);
	assert_true(t.accessed_bytes == 37748736);
	gp_kernel_release(&k);
}

static void round_trip(void **state)
{
	(void)state;
	struct gp_kernel k, k2;
	struct gp_diag d;
	char path[] = "build/tests/memprofile_rt.json";
	gp_diag_clear(&d);
	tu_kernel_text(&k, desc, "t.json");
	assert_int_equal(gp_kernel_save(&k, path, NULL, &d), 0);
	assert_int_equal(gp_kernel_load(path, &k2, &d), 0);
	assert_int_equal(k2.fidelity, GP_FID_EMULATED);
	assert_int_equal(k2.memory->n, 3);
	assert_int_equal(k2.memory->nfoot, 3);
	assert_true(k2.memory->recs[2].bank_ways == 32);
	assert_int_equal(k2.memory->recs[2].space, GP_MSPACE_SHARED);
	assert_int_equal(k2.dynamic->nrandom, 1);
	assert_int_equal(k2.dynamic->random_pcs[0], 64);
	assert_true(k2.dynamic->blocks_total == 4096);
	gp_kernel_release(&k);
	gp_kernel_release(&k2);
	unlink(path);
}

/* A pointer chase's ring walk (ring_sectors_per_line) survives a save and a load; a
 * footprint without one has none. */
static void ring_round_trip(void **state)
{
	static const char *ring =
		"{\"name\": \"chase\", \"per_warp\": {\"ins_issued\": 1, \"latency_bound\": 1},"
		" \"memory\": [{\"requests\": 1, \"sectors_per_request\": 1, \"alloc\": 0}],"
		" \"footprints\": [{\"name\": \"buf\", \"bytes\": 4096, \"accessed_bytes\": 65536,"
		" \"ring_sectors_per_line\": 2}, {\"name\": \"b\", \"bytes\": 32}]}";
	struct gp_kernel k, k2;
	struct gp_diag d;
	char path[] = "build/tests/memprofile_ring.json";
	(void)state;
	gp_diag_clear(&d);
	tu_kernel_text(&k, ring, "ring.json");
	assert_true(k.memory->foot[0].ring_sectors_per_line == 2);
	assert_true(k.memory->foot[1].ring_sectors_per_line == 0);
	assert_int_equal(gp_kernel_save(&k, path, NULL, &d), 0);
	assert_int_equal(gp_kernel_load(path, &k2, &d), 0);
	assert_true(k2.memory->foot[0].ring_sectors_per_line == 2);
	assert_true(k2.memory->foot[1].ring_sectors_per_line == 0);
	gp_kernel_release(&k);
	gp_kernel_release(&k2);
	unlink(path);
}

static void expect_error(const char *text, const char *field)
{
	struct gp_kernel k;
	struct gp_diag d;
	gp_diag_clear(&d);
	assert_true(gp_kernel_parse(text, strlen(text), "bad.json", &k, &d) < 0);
	if (!strstr(d.field, field)) {
		fprintf(stderr, "field '%s', expected '%s' (%s)\n", d.field, field, d.msg);
		fail();
	}
}

static void errors_name_the_field(void **state)
{
	(void)state;
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"memory\":[{\"requests\":1,\"space\":\"texture\"}]}", "/memory/0/space");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"memory\":[{\"requests\":1,\"alloc\":0}]}", "/memory/0/alloc");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"memory\":[{\"requests\":1,\"bank_ways\":33}]}", "/memory/0/bank_ways");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"footprints\":[{\"name\":\"a\",\"bytes\":64,\"accessed_bytes\":32}]}",
		     "/footprints/0/accessed_bytes");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"footprints\":[{\"name\":\"a\",\"bytes\":64,\"accessed_bytes\":128,"
		     "\"block_bytes\":32}]}", "/footprints/0/block_bytes");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"footprints\":[{\"name\":\"a\",\"bytes\":64,\"accessed_bytes\":128,"
		     "\"block_bytes\":96,\"warp_bytes\":64}]}", "/footprints/0/warp_bytes");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"footprints\":[{\"name\":\"a\",\"bytes\":64,"
		     "\"ring_sectors_per_line\":2.5}]}", "/footprints/0/ring_sectors_per_line");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"footprints\":[{\"name\":\"a\",\"bytes\":64,"
		     "\"ring_sectors_per_line\":5}]}", "/footprints/0/ring_sectors_per_line");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"dynamic\":{\"warps\":1,\"warp_instructions\":1,\"grid\":[0]}}", "/dynamic/grid");
	expect_error("{\"name\":\"t\",\"per_warp\":{\"ins_issued\":1,\"latency_bound\":1},"
		     "\"dynamic\":{\"warps\":1,\"warp_instructions\":1,\"lanes\":3}}", "/dynamic/lanes");
}

/* dim3 as CUDA users write it on a command line */
static void dim3_parse(void **state)
{
	(void)state;
	long long d[3];
	assert_int_equal(gp_parse_dim3("256", 1024, d), 0);
	assert_true(d[0] == 256 && d[1] == 1 && d[2] == 1);
	assert_int_equal(gp_parse_dim3("32x8", 1024, d), 0);
	assert_true(d[0] == 32 && d[1] == 8 && d[2] == 1);
	assert_int_equal(gp_parse_dim3("128x512x2", 1LL << 31, d), 0);
	assert_true(d[0] == 128 && d[1] == 512 && d[2] == 2);
	assert_int_equal(gp_parse_dim3("32x", 1024, d), -GP_EPARSE);
	assert_int_equal(gp_parse_dim3("x8", 1024, d), -GP_EPARSE);
	assert_int_equal(gp_parse_dim3("1x2x3x4", 1024, d), -GP_EPARSE);
	assert_int_equal(gp_parse_dim3("-4", 1024, d), -GP_EPARSE);
	assert_int_equal(gp_parse_dim3("0x8", 1024, d), -GP_ERANGE);
	assert_int_equal(gp_parse_dim3("2048", 1024, d), -GP_ERANGE);
	assert_int_equal(gp_parse_dim3("99999999999999999999", 1024, d), -GP_ERANGE);
}

/* DRAM traffic (memprofile.c gp_memprofile_dram_bytes): the V100's 6 MiB L2 (whitepaper
 * Table 1) holds a 4 MiB footprint, read once: 4 MiB over 1024 warps is 4096 bytes a warp,
 * whatever they request; a 64 MiB one does not, and each warp moves the 8192 it requests */
static void dram_rule(void **state)
{
	struct gp_device v100;
	(void)state;
	assert_int_equal(tu_device_load("devices/v100.json", &v100), 0);
	assert_true(gp_memprofile_dram_bytes(&v100, 4194304, 8192, 1024) == 4096);
	assert_true(gp_memprofile_dram_bytes(&v100, 67108864, 8192, 1024) == 8192);
	assert_true(gp_memprofile_dram_bytes(&v100, 6291456, 1, 1) == 6291456);
	assert_true(gp_memprofile_dram_bytes(&v100, 6291457, 1, 1) == 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(load_defaults_and_totals),
		cmocka_unit_test(round_trip),
		cmocka_unit_test(ring_round_trip),
		cmocka_unit_test(errors_name_the_field),
		cmocka_unit_test(dim3_parse),
		cmocka_unit_test(dram_rule),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
