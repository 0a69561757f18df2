/* test_engine_mshr.c - L1 misses to a sector whose fill is already in flight merge into
 * that read (GPGPU-Sim's mshr_table) instead of sending another request to L2. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/device.h"
#include "gpuperf/engine.h"
#include "gpuperf/kernel.h"

/* One warp, n independent 4-byte loads of the same 32 consecutive floats (one 128-byte
 * line, 4 sectors), then an FADD reading the last load's result, and EXIT. */
static void run_loads(int n, struct gp_engine_result *r)
{
	char text[4096];
	size_t off = 0;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_launch l = { .grid = 1, .block = 32 };
	struct gp_engine_opts o;
	struct gp_diag d;
	off += (size_t)snprintf(text + off, sizeof(text) - off,
				"{\"name\": \"m\", \"fidelity\": \"hand\", \"regs_per_thread\": 32, "
				"\"per_warp\": {\"ins_issued\": %d, \"latency_bound\": 1}, "
				"\"program\": {\"instructions\": [", n + 2);
	for (int i = 0; i < n; i++)
		off += (size_t)snprintf(text + off, sizeof(text) - off,
					"{\"op\": \"LDG.E\", \"class\": \"gld\", \"dst\": [\"R%d\"], "
					"\"src\": [\"R0\"], \"width\": 4, \"pattern\": 0}, ",
					2 + i);
	snprintf(text + off, sizeof(text) - off,
		 "{\"op\": \"FADD\", \"class\": \"fp32\", \"dst\": [\"R1\"], "
		 "\"src\": [\"R%d\"]}, "
		 "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}], \"patterns\": ["
		 "{\"array\": \"x\", \"elem_bytes\": 4, \"kind\": \"affine\", \"tid\": 1, "
		 "\"block\": 0, \"iter\": 0}]}}", 1 + n);
	tu_device("a100", &dev);
	gp_kernel_init(&k);
	tu_kernel_text(&k, text, "m");
	gp_engine_opts_init(&o);
	assert_int_equal(gp_engine_run(&dev, &k, NULL, &l, &o, r, &d), 0);
	gp_kernel_release(&k);
}

/*
 * By hand: the loads issue within the first epoch (the L2 round trip, 213 cycles on A100),
 * so every load after the first finds the line's 4 sectors pending. One load: 4 misses, 4
 * sectors read from L2. Two: the second merges into the first's read, 4 merged hits of 8
 * accesses, still 4 sectors from L2 (8 when every access to a pending sector sent its own
 * request). Nine: loads 2..9 merge, 32 of 36, and L2 still reads 4 sectors (the shipped
 * devices carry no per-entry merge limit; GPGPU-Sim's QV100 has 8). The last load's result
 * comes with the fill it joined, so the three kernels end on the same cycle.
 */
static void test_merge(void **state)
{
	struct gp_engine_result one, two, nine;
	(void)state;
	run_loads(1, &one);
	run_loads(2, &two);
	run_loads(9, &nine);
	assert_true(one.l1_accesses == 4 && one.l1_hit_rate == 0 && one.l2_read_sectors == 4);
	assert_true(two.l1_accesses == 8 && two.l2_read_sectors == 4);
	assert_true(fabs(two.l1_hit_rate - 4.0 / 8) < 1e-12);
	assert_true(nine.l1_accesses == 36 && nine.l2_read_sectors == 4);
	assert_true(fabs(nine.l1_hit_rate - 32.0 / 36) < 1e-12);
	assert_true(two.cycles == one.cycles && nine.cycles == one.cycles);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_merge),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
