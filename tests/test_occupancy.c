/* test_occupancy.c - the occupancy calculator against NVIDIA's (oracle table) and hand-derived cases. */
#include <limits.h>
#include <unistd.h>

#include "testutil.h"
#include "gpuperf/occupancy.h"

/* NVIDIA's cudaOccLimitingFactor bits, by our limiter. */
static const unsigned nv_bit[4] = {
	[GP_OCC_WARPS] = 1, [GP_OCC_REGISTERS] = 2, [GP_OCC_SHARED] = 4, [GP_OCC_BLOCKS] = 8,
};

/* ==== Oracle comparison ==== */

struct oracle_stats {
	long lines, configs, mismatches;
	int devices;
	char names[32][128];
};

/*
 * Compare one configuration with NVIDIA's result: same blocks per SM (0 = cannot
 * launch = our -GP_EINVAL), our limiter among NVIDIA's limiting factors and the
 * first of them in our tie order, and every per-limit block count equal to the
 * result exactly when NVIDIA lists that factor.
 */
static int check_one(const struct gp_device *dev, int block, int regs, long smem, int carve,
		     int nv_blocks, unsigned nv_mask, char *why, size_t whysz)
{
	struct gp_occupancy o;
	int rc, first = -1;

	/* no diag: the messages are tested below, and formatting them 57M times is slow */
	o.active_blocks_per_sm = -1;
	rc = gp_occupancy_calc_carveout(dev, block, regs, smem, carve, &o, NULL);
	if ((nv_blocks == 0) != (rc == -GP_EINVAL) || (rc != 0 && rc != -GP_EINVAL)) {
		snprintf(why, whysz, "rc %d, NVIDIA %d blocks", rc, nv_blocks);
		return 1;
	}
	if (o.active_blocks_per_sm != nv_blocks) {
		snprintf(why, whysz, "%d blocks, NVIDIA %d", o.active_blocks_per_sm, nv_blocks);
		return 1;
	}
	for (int i = 0; i < 4; i++) {
		int in_mask = (nv_mask & nv_bit[i]) != 0;
		if (in_mask && first < 0)
			first = i;
		if (in_mask != (o.blocks_by_limit[i] == nv_blocks)) {
			snprintf(why, whysz, "limit %s = %d, NVIDIA mask %u", gp_occ_limiter_name(i),
				 o.blocks_by_limit[i], nv_mask);
			return 1;
		}
	}
	if ((int)o.limiter != first) {
		snprintf(why, whysz, "limiter %s, NVIDIA mask %u", gp_occ_limiter_name(o.limiter),
			 nv_mask);
		return 1;
	}
	if (nv_blocks > 0 && o.active_warps_per_sm != nv_blocks * ((block + 31) / 32)) {
		snprintf(why, whysz, "%d warps for %d blocks", o.active_warps_per_sm, nv_blocks);
		return 1;
	}
	return 0;
}

/* Sanitizer builds are ~5x slower: they check every FULL_STRIDE-th line of the full table. */
#if defined(__SANITIZE_ADDRESS__)
#define FULL_STRIDE 4
#else
#define FULL_STRIDE 1
#endif

/* Read a table written by tests/occ_oracle.cpp and compare every configuration on every
 * stride-th line of it. */
static void compare_table(const char *path, int stride, struct oracle_stats *st)
{
	static char line[1 << 16];
	struct gp_device dev;
	int have_dev = 0, lineno = 0;
	FILE *f = fopen(path, "r");

	assert_non_null(f);
	memset(st, 0, sizeof(*st));
	while (fgets(line, sizeof(line), f)) {
		char *p = line, *end;
		int regs, carve, from = 1;
		long smem;

		lineno++;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (line[0] == 'D') {
			char name[128];
			assert_int_equal(sscanf(line, "D %127s", name), 1);
			tu_device(name, &dev);
			have_dev = 1;
			if (st->devices < 32)
				snprintf(st->names[st->devices], sizeof(st->names[0]), "%s", name);
			st->devices++;
			continue;
		}
		if (line[0] != 'L' || !have_dev)
			fail_msg("%s:%d: unexpected line", path, lineno);
		regs = (int)strtol(p + 1, &end, 10);
		smem = strtol(end, &end, 10);
		carve = (int)strtol(end, &end, 10);
		if (st->lines++ % stride)
			continue;
		for (p = end; *p && *p != '\n';) {
			int last = (int)strtol(p, &end, 10), nvb;
			unsigned mask;
			if (end == p || *end != ':')
				fail_msg("%s:%d: bad run", path, lineno);
			nvb = (int)strtol(end + 1, &end, 10);
			mask = (unsigned)strtoul(end + 1, &end, 10);
			p = end;
			for (int b = from; b <= last; b++) {
				char why[256];
				st->configs++;
				if (check_one(&dev, b, regs, smem, carve, nvb, mask, why, sizeof(why))) {
					if (st->mismatches++ < 10)
						print_error("%s:%d: %s block %d regs %d smem %ld carve-out "
							    "%d: %s\n", path, lineno, dev.name, b, regs,
							    smem, carve, why);
				}
			}
			from = last + 1;
		}
		if (from != dev.max_threads_per_block + 1)
			fail_msg("%s:%d: runs end at %d, not %d", path, lineno, from - 1,
				 dev.max_threads_per_block);
	}
	fclose(f);
}

/* The committed table: every shipped device, zero mismatches. */
static void test_oracle_committed(void **state)
{
	struct oracle_stats st;
	char cmd[256];
	FILE *ls;
	char name[256];
	(void)state;

	compare_table("tests/data/occ_oracle.txt", 1, &st);
	printf("oracle (committed): %d devices, %ld lines, %ld configurations, %ld mismatches\n",
	       st.devices, st.lines, st.configs, st.mismatches);
	assert_int_equal(st.mismatches, 0);
	/* at least 20k configurations per device */
	assert_true(st.configs >= 20000L * st.devices);

	/* every device file has its section */
	snprintf(cmd, sizeof(cmd), "ls devices/*.json");
	ls = popen(cmd, "r");
	assert_non_null(ls);
	while (fgets(name, sizeof(name), ls)) {
		struct gp_device dev;
		int found = 0;
		name[strcspn(name, "\n")] = '\0';
		tu_device(name, &dev);
		for (int i = 0; i < st.devices && i < 32; i++)
			found |= strcmp(st.names[i], dev.name) == 0;
		if (!found)
			fail_msg("%s is not in tests/data/occ_oracle.txt; regenerate it where "
				 "cuda_occupancy.h exists (make tests/data/occ_oracle.txt)", name);
	}
	pclose(ls);
}

/* The large table the build generates when cuda_occupancy.h exists (next to the binary). */
static void test_oracle_full(void **state)
{
	struct oracle_stats st;
	char path[1024];
	const char *bin = getenv("GPUPERF_BIN");
	const char *slash;
	(void)state;

	if (!bin || !(slash = strrchr(bin, '/')))
		bin = "build/gpuperf", slash = bin + 5;
	snprintf(path, sizeof(path), "%.*s/occ_oracle_full.txt", (int)(slash - bin), bin);
	if (access(path, R_OK) != 0) {
		tu_skip_why("no %s (CUDA's cuda_occupancy.h absent): the 57-million-configuration "
			    "oracle comparison not run, only the committed 4.1 million", path);
		skip();
	}
	/* under valgrind (tests/run.sh sets GPUPERF_VALGRIND) a sample keeps it to seconds */
	compare_table(path, getenv("GPUPERF_VALGRIND") ? 64 : FULL_STRIDE, &st);
	printf("oracle (full): %d devices, %ld lines, %ld configurations, %ld mismatches\n",
	       st.devices, st.lines, st.configs, st.mismatches);
	assert_int_equal(st.mismatches, 0);
}

/* ==== Hand-derived cases ==== */

/* Thesis 5.2 / 6: saxpy2 with 256 threads x 8 registers reaches 64 resident warps on the GTX 970. */
static void test_gtx970_thesis(void **state)
{
	struct gp_device dev;
	struct gp_occupancy o;
	(void)state;
	tu_device("gtx970", &dev);
	assert_int_equal(gp_occupancy_calc(&dev, 256, 8, 0, &o, NULL), 0);
	/* 64 warps / 8 warps per block = 8 blocks; registers: 8 x 32 = 256 per warp,
	 * 65536 / 4 / 256 = 64 warps per sub-partition -> 256 warps -> 32 blocks */
	assert_int_equal(o.active_blocks_per_sm, 8);
	assert_int_equal(o.active_warps_per_sm, 64);
	assert_true(o.occupancy == 1.0);
	assert_int_equal(o.limiter, GP_OCC_WARPS);
	assert_int_equal(o.blocks_by_limit[GP_OCC_REGISTERS], 32);
	assert_int_equal(o.blocks_by_limit[GP_OCC_BLOCKS], 32);
	assert_int_equal(o.blocks_by_limit[GP_OCC_SHARED], INT_MAX);
	assert_int_equal(o.regs_per_block, 8 * 256);
}

/* Registers: 255 x 32 = 8160 -> 8192 per warp; 16384 per sub-partition holds 2 warps,
 * 8 per SM; 4-warp blocks -> 2 blocks, 8 warps (12.5%). */
static void test_registers_v100(void **state)
{
	struct gp_device dev;
	struct gp_occupancy o;
	(void)state;
	tu_device("v100", &dev);
	assert_int_equal(gp_occupancy_calc(&dev, 128, 255, 0, &o, NULL), 0);
	assert_int_equal(o.active_blocks_per_sm, 2);
	assert_int_equal(o.active_warps_per_sm, 8);
	assert_int_equal(o.limiter, GP_OCC_REGISTERS);
	assert_true(o.occupancy == 0.125);
	/* 3 warps x 168 regs: 5376 per warp, 3 per sub-partition -> 12 warps -> 4 blocks of 3 */
	assert_int_equal(gp_occupancy_calc(&dev, 96, 168, 0, &o, NULL), 0);
	assert_int_equal(o.blocks_by_limit[GP_OCC_REGISTERS], 4);
}

/* Shared memory on sm_80: 1 KB reserved per block, 128-byte units, 164 KB per SM. */
static void test_shared_a100(void **state)
{
	struct gp_device dev;
	struct gp_occupancy o;
	(void)state;
	tu_device("a100", &dev);
	assert_int_equal(gp_occupancy_calc(&dev, 32, 16, 0, &o, NULL), 0);
	assert_int_equal(o.blocks_by_limit[GP_OCC_SHARED], 164);  /* 167936 / 1024 */
	assert_int_equal(o.smem_per_block_bytes, 1024);
	assert_int_equal(gp_occupancy_calc(&dev, 32, 16, 49152, &o, NULL), 0);
	assert_int_equal(o.active_blocks_per_sm, 3);              /* 167936 / 50176 */
	assert_int_equal(o.limiter, GP_OCC_SHARED);
	assert_int_equal(gp_occupancy_calc(&dev, 32, 16, 100, &o, NULL), 0);
	assert_int_equal(o.smem_per_block_bytes, 1152);           /* 1124 rounded to 128 */
	/* the opt-in maximum still launches, one byte more does not */
	assert_int_equal(gp_occupancy_calc(&dev, 32, 16, 166912, &o, NULL), 0);
	assert_int_equal(o.active_blocks_per_sm, 1);
	assert_int_equal(gp_occupancy_calc(&dev, 32, 16, 166913, &o, NULL), -GP_EINVAL);
}

/* Carve-outs: the preference is rounded up to a configuration; a block needing more
 * gets the smallest configuration that holds it. */
static void test_carveout(void **state)
{
	struct gp_device dev;
	struct gp_occupancy o;
	(void)state;
	tu_device("v100", &dev);
	/* 25% of 96 KB = 24 KB -> 32 KB; 20000 -> 20224 bytes: 1 block */
	assert_int_equal(gp_occupancy_calc_carveout(&dev, 256, 32, 20000, 25, &o, NULL), 0);
	assert_int_equal(o.smem_config_bytes, 32768);
	assert_int_equal(o.active_blocks_per_sm, 1);
	/* 0%: the smallest configuration holding 40000 -> 40192 bytes is 64 KB */
	assert_int_equal(gp_occupancy_calc_carveout(&dev, 256, 32, 40000, 0, &o, NULL), 0);
	assert_int_equal(o.smem_config_bytes, 65536);
	/* default: all 96 KB -> 2 blocks */
	assert_int_equal(gp_occupancy_calc(&dev, 256, 32, 40000, &o, NULL), 0);
	assert_int_equal(o.smem_config_bytes, 98304);
	assert_int_equal(o.active_blocks_per_sm, 2);
	/* Turing has no 0 KB configuration: 0% still means 32 KB */
	tu_device("t4", &dev);
	assert_int_equal(gp_occupancy_calc_carveout(&dev, 64, 32, 1000, 0, &o, NULL), 0);
	assert_int_equal(o.smem_config_bytes, 32768);
	assert_int_equal(o.blocks_by_limit[GP_OCC_SHARED], 32);  /* 32768 / 1024 */
	assert_int_equal(gp_occupancy_calc_carveout(&dev, 64, 32, 1000, 101, &o, NULL),
			 -GP_EINVAL);
}

/* GP100 has 2 register sub-partitions; a block that only fits that way is refused
 * because the other cc 6.x parts have 4: 200 regs -> 6400 per warp, 10 warps rounded
 * to 12 x 6400 = 76800 > 65536. */
static void test_gp100_rule(void **state)
{
	struct gp_device dev;
	struct gp_occupancy o;
	struct gp_diag d;
	(void)state;
	tu_device("p100", &dev);
	assert_int_equal(dev.sub_partitions, 2);
	gp_diag_clear(&d);
	assert_int_equal(gp_occupancy_calc(&dev, 320, 200, 0, &o, &d), -GP_EINVAL);
	assert_int_equal(o.limiter, GP_OCC_REGISTERS);
	assert_string_equal(d.field, "launch.regs");
	/* 8 warps: rounded to 8 either way, 51200 registers: fits */
	assert_int_equal(gp_occupancy_calc(&dev, 256, 200, 0, &o, NULL), 0);
	assert_int_equal(o.active_blocks_per_sm, 1);
}

/* The hardware's per-block register check counts warps in multiples of the 4
 * sub-partitions. With 64K registers per block it is implied by the per-SM limit, so
 * use a cc 5.3 part (32K registers per block, CUDA C Programming Guide): 160 registers
 * -> 5120 per warp; 6 warps = 30720 fits, but 8 x 5120 = 40960 does not (NVIDIA's
 * calculator gives 0 blocks for 192 threads, 3 for 128). */
static void test_hardware_register_check(void **state)
{
	struct gp_device dev;
	struct gp_occupancy o;
	struct gp_diag d;
	(void)state;
	tu_device("gtx970", &dev);
	dev.cc_minor = 3;
	dev.max_regs_per_block = 32768;
	assert_int_equal(gp_occupancy_calc(&dev, 128, 160, 0, &o, NULL), 0);
	assert_int_equal(o.active_blocks_per_sm, 3);
	gp_diag_clear(&d);
	assert_int_equal(gp_occupancy_calc(&dev, 192, 160, 0, &o, &d), -GP_EINVAL);
	assert_int_equal(o.regs_per_block, 30720);
	tu_assert_contains(d.msg, "40960");
	tu_assert_contains(d.msg, "sub-partitions");
}

/* Ties: 64 threads on cc 5.2 -> 32 blocks by warps and by the block limit: warps reported. */
static void test_tie_rule(void **state)
{
	struct gp_device dev;
	struct gp_occupancy o;
	(void)state;
	tu_device("gtx970", &dev);
	assert_int_equal(gp_occupancy_calc(&dev, 64, 0, 0, &o, NULL), 0);
	assert_int_equal(o.blocks_by_limit[GP_OCC_WARPS], 32);
	assert_int_equal(o.blocks_by_limit[GP_OCC_BLOCKS], 32);
	assert_int_equal(o.limiter, GP_OCC_WARPS);
	/* 1024 threads x 32 registers: 2 blocks by warps and by registers: warps */
	assert_int_equal(gp_occupancy_calc(&dev, 1024, 32, 0, &o, NULL), 0);
	assert_int_equal(o.blocks_by_limit[GP_OCC_REGISTERS], 2);
	assert_int_equal(o.limiter, GP_OCC_WARPS);
	/* 32 threads: 32 blocks by the block limit alone */
	assert_int_equal(gp_occupancy_calc(&dev, 32, 0, 0, &o, NULL), 0);
	assert_int_equal(o.limiter, GP_OCC_BLOCKS);
	assert_int_equal(o.active_warps_per_sm, 32);
}

/* Launches that cannot happen, and arguments out of range. */
static void test_impossible(void **state)
{
	struct gp_device dev;
	struct gp_occupancy o;
	struct gp_diag d;
	(void)state;
	tu_device("gtx970", &dev);

	gp_diag_clear(&d);
	assert_int_equal(gp_occupancy_calc(&dev, 1025, 8, 0, &o, &d), -GP_EINVAL);
	assert_string_equal(d.field, "launch.block");
	tu_assert_contains(d.msg, "1025 threads");
	assert_int_equal(o.active_blocks_per_sm, 0);
	assert_int_equal(o.limiter, GP_OCC_WARPS);

	gp_diag_clear(&d);
	assert_int_equal(gp_occupancy_calc(&dev, 32, 256, 0, &o, &d), -GP_EINVAL);
	assert_string_equal(d.field, "launch.regs");
	tu_assert_contains(d.msg, "256 registers");
	tu_assert_contains(d.hint, "maxrregcount");

	/* 1024 threads x 65 registers: 2304 per warp x 32 warps = 73728 > 65536 */
	gp_diag_clear(&d);
	assert_int_equal(gp_occupancy_calc(&dev, 1024, 65, 0, &o, &d), -GP_EINVAL);
	assert_int_equal(o.regs_per_block, 73728);
	tu_assert_contains(d.msg, "73728");

	gp_diag_clear(&d);
	assert_int_equal(gp_occupancy_calc(&dev, 256, 8, 49153, &o, &d), -GP_EINVAL);
	assert_string_equal(d.field, "launch.smem");
	assert_int_equal(o.limiter, GP_OCC_SHARED);
	tu_assert_contains(d.hint, "49152");

	gp_diag_clear(&d);
	assert_int_equal(gp_occupancy_calc(&dev, 0, 8, 0, &o, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "at least 1");
	assert_int_equal(gp_occupancy_calc(&dev, 32, -1, 0, &o, &d), -GP_EINVAL);
	assert_int_equal(gp_occupancy_calc(&dev, 32, 8, -5, &o, &d), -GP_EINVAL);
	/* no overflow for absurd sizes */
	assert_int_equal(gp_occupancy_calc(&dev, INT_MAX, 255, LONG_MAX, &o, &d), -GP_EINVAL);
	assert_int_equal(o.limiter, GP_OCC_WARPS);
}

/* ==== The command ==== */

static void test_cli(void **state)
{
	struct tu_run r;
	(void)state;

	tu_gpuperf(&r, "occupancy --device gtx970 --block 256 --regs 8 --smem 0 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"active_blocks_per_sm\": 8");
	tu_assert_contains(r.out, "\"active_warps_per_sm\": 64");
	tu_assert_contains(r.out, "\"occupancy\": 1,");
	tu_assert_contains(r.out, "\"limiter\": \"warps\"");
	tu_assert_contains(r.out, "\"shared_memory\": null");

	tu_gpuperf(&r, "occupancy --device h100-sxm --block 1024 --regs 64 --smem 0");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "active warps/SM    32 of 64");
	tu_assert_contains(r.out, "limiter            registers");

	tu_gpuperf(&r, "occupancy --device v100 --block 256 --regs 32 --smem 20000 --carveout 25 "
		       "--json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"smem_config_bytes\": 32768");

	tu_gpuperf(&r, "occupancy --device gtx970 --block 1025 --regs 8 --smem 0");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "1025 threads per block, above the 1024 a block holds on gtx970");
	tu_assert_contains(r.err, "hint:");

	tu_gpuperf(&r, "occupancy --device a100 --block 128 --regs 32 --smem 200000");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "shared memory");
	tu_assert_contains(r.err, "hint:");

	tu_gpuperf(&r, "occupancy --device gtx970 --block 128 --regs 256 --smem 0");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "256 registers per thread");

	tu_gpuperf(&r, "occupancy --device gtx970 --block 128 --carveout 150");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--carveout");

	tu_gpuperf(&r, "occupancy --device gtx970 --block abc");
	assert_int_equal(r.status, 2);

	tu_gpuperf(&r, "occupancy --device nosuchgpu --block 128");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "hint:");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_oracle_committed),
		cmocka_unit_test(test_oracle_full),
		cmocka_unit_test(test_gtx970_thesis),
		cmocka_unit_test(test_registers_v100),
		cmocka_unit_test(test_shared_a100),
		cmocka_unit_test(test_carveout),
		cmocka_unit_test(test_gp100_rule),
		cmocka_unit_test(test_hardware_register_check),
		cmocka_unit_test(test_tie_rule),
		cmocka_unit_test(test_impossible),
		cmocka_unit_test(test_cli),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
