/* test_engine_trace.c - the engine driven by NVBit traces: hand-timed streams, the GTX 1080 traces vs nvprof, the CLI. */
#include <cjson/cJSON.h>

#include "testutil.h"
#include "gpuperf/engine.h"
#include "gpuperf/hwdata.h"
#include "gpuperf/traceg.h"
#include "util.h"

static struct gp_device gtx970, gtx1080;

static int setup(void **state)
{
	(void)state;
	if (tu_device_load("devices/gtx970.json", &gtx970) < 0 ||
	    tu_device_load("devices/gtx1080.json", &gtx1080) < 0)
		return -1;
	return 0;
}

#define HDR(grid, block)                                                                    \
	"-kernel name = _Z4testPf\n-kernel id = 1\n-grid dim = " grid "\n-block dim = " block \
	"\n-shmem = 0\n-nregs = 8\n-binary version = 61\n-cuda stream id = 0\n"             \
	"-accelsim tracer version = 4\n-enable lineinfo = 0\n\n"

static void parse(const char *text, struct gp_trace_kernel *t)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_trace_kernel_parse(text, strlen(text), "t.traceg", t, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

static int run(const struct gp_device *dev, const struct gp_trace_kernel *t, int jobs,
	       struct gp_engine_result *r, struct gp_diag *d)
{
	struct gp_engine_opts o;
	gp_engine_opts_init(&o);
	o.jobs = jobs;
	gp_diag_clear(d);
	return gp_engine_run_trace(dev, t, &o, r, d);
}

/*
 * One warp on a GTX 970 (misc and fp32 latency 6, ILP 3, branch taken 12,
 * not taken 10): MOV @0 (R1 at 6); FADD reads R1 @6; BRA @9. Its next traced
 * PC 0x40 is not the fall-through (0x28 or 0x30 past a control word), so it
 * was taken: EXIT @9+12 = 21, 22 cycles. Jumping to 0x28 instead: not taken,
 * EXIT @19, 20 cycles. Thread instructions follow the masks: 32+32+16+16.
 */
static void test_stream_by_hand(void **state)
{
	struct gp_trace_kernel t;
	struct gp_engine_result r;
	struct gp_diag d;
	(void)state;
	parse(HDR("(1,1,1)", "(32,1,1)") "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 4\n"
	      "0000 ffffffff 1 R1 MOV 0 0\n0010 ffffffff 1 R2 FADD 1 R1 0\n"
	      "0020 0000ffff 0 BRA 0 0\n0040 0000ffff 0 EXIT 0 0\n#END_TB\n", &t);
	assert_int_equal(run(&gtx970, &t, 1, &r, &d), 0);
	assert_int_equal((int)r.cycles, 22);
	assert_true(r.warp_instructions == 4);
	assert_true(r.thread_instructions == 96);
	tu_assert_rel(r.simd_efficiency, 96.0 / 128, 1e-12);
	gp_trace_kernel_release(&t);
	parse(HDR("(1,1,1)", "(32,1,1)") "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 4\n"
	      "0000 ffffffff 1 R1 MOV 0 0\n0010 ffffffff 1 R2 FADD 1 R1 0\n"
	      "0020 0000ffff 0 BRA 0 0\n0028 0000ffff 0 EXIT 0 0\n#END_TB\n", &t);
	assert_int_equal(run(&gtx970, &t, 1, &r, &d), 0);
	assert_int_equal((int)r.cycles, 20);
	gp_trace_kernel_release(&t);
}

/*
 * BAR.SYNC waits for the block, MEMBAR does not. A loop (FADD, BRA back) runs
 * once in warp 0 and five times in warp 1, then the barrier. Warp 1: FADD @0,
 * BRA @3 taken -> 15; FADD @15, BRA @18 -> 30; @30, @33 -> 45; @45, @48 -> 60;
 * FADD @60, BRA @63 not taken -> 73; BAR @73. Warp 0: FADD @0, BRA @3 not
 * taken -> 13, waits at BAR from 13. Both leave at 73 + 20 (bar latency):
 * EXIT @93, 94 cycles. A MEMBAR instead: warp 1's EXIT @76, 77 cycles.
 */
#define LOOP_BODY "0000 ffffffff 1 R1 FADD 1 R1 0\n0008 ffffffff 0 BRA 0 0\n"
static void test_barrier(void **state)
{
	struct gp_trace_kernel t;
	struct gp_engine_result r;
	struct gp_diag d;
	const char *fmt = HDR("(1,1,1)", "(64,1,1)")
		"#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 4\n" LOOP_BODY
		"0010 ffffffff 0 %s 0 0\n0018 ffffffff 0 EXIT 0 0\n"
		"warp = 1\ninsts = 12\n" LOOP_BODY LOOP_BODY LOOP_BODY LOOP_BODY LOOP_BODY
		"0010 ffffffff 0 %s 0 0\n0018 ffffffff 0 EXIT 0 0\n#END_TB\n";
	char text[2048];
	(void)state;
	snprintf(text, sizeof(text), fmt, "BAR.SYNC", "BAR.SYNC");
	parse(text, &t);
	assert_int_equal(run(&gtx970, &t, 1, &r, &d), 0);
	assert_int_equal((int)r.cycles, 94);
	assert_true(r.warp_instructions == 16);
	gp_trace_kernel_release(&t);
	snprintf(text, sizeof(text), fmt, "MEMBAR.CTA", "MEMBAR.CTA");
	parse(text, &t);
	assert_int_equal(run(&gtx970, &t, 1, &r, &d), 0);
	assert_int_equal((int)r.cycles, 77);
	gp_trace_kernel_release(&t);
	/* one PC is one instruction: a trace that disagrees is malformed */
	snprintf(text, sizeof(text), fmt, "BAR.SYNC", "MEMBAR.CTA");
	parse(text, &t);
	assert_int_equal(run(&gtx970, &t, 1, &r, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "PC 0x10 is 'MEMBAR.CTA' here and 'BAR.SYNC' on line 18");
	assert_int_equal(d.line, 32);
	gp_trace_kernel_release(&t);
}

/* Traced addresses reach the caches: two warps load the same 128 bytes; the
 * first misses (4 sectors from DRAM), the second hits in L2 or L1. */
static void test_traced_addresses(void **state)
{
	struct gp_trace_kernel t;
	struct gp_engine_result r;
	struct gp_diag d;
	(void)state;
	parse(HDR("(2,1,1)", "(32,1,1)") "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 2\n"
	      "0000 ffffffff 1 R1 LDG.E 1 R2 4 1 0x7f0000001000 4\n0010 ffffffff 0 EXIT 0 0\n"
	      "#END_TB\n#BEGIN_TB\nthread block = 1,0,0\nwarp = 0\ninsts = 3\n"
	      "0000 ffffffff 1 R1 LDG.E 1 R2 4 1 0x7f0000001000 4\n"
	      "0008 00000003 1 R3 LDG.E 1 R2 4 0 0x7f0000002000 0x7f0000003000\n"
	      "0010 ffffffff 0 EXIT 0 0\n#END_TB\n", &t);
	assert_int_equal(run(&gtx970, &t, 1, &r, &d), 0);
	assert_true(r.warp_instructions == 5);
	/* block 0: 4 sectors; block 1: the same 4 (L1 of another SM: to L2) + 2 scattered */
	assert_true(r.l2_read_sectors == 4 + 4 + 2);
	assert_true(r.dram_read_bytes == (4 + 2) * 32);
	assert_true(r.l2_write_sectors == 0);
	gp_trace_kernel_release(&t);
}

static void test_errors(void **state)
{
	struct gp_trace_kernel t;
	struct gp_engine_result r;
	struct gp_diag d;
	(void)state;
	/* a block of the grid missing */
	parse(HDR("(2,1,1)", "(32,1,1)") "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 2\n"
	      "0000 ffffffff 1 R1 MOV 0 0\n0010 ffffffff 0 EXIT 0 0\n#END_TB\n", &t);
	assert_int_equal(run(&gtx970, &t, 1, &r, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "block 1 of the 2-block grid is not in the trace");
	tu_assert_contains(d.file, "t.traceg");
	tu_assert_contains(d.hint, "trace every block");
	gp_trace_kernel_release(&t);
	/* fewer instructions than blocks: blocks are missing, found before indexing */
	parse(HDR("(1000,1,1)", "(32,1,1)") "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\n"
	      "insts = 1\n0000 ffffffff 0 EXIT 0 0\n#END_TB\n", &t);
	assert_int_equal(run(&gtx970, &t, 1, &r, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "the grid has 1000 blocks but the trace only 1 instructions");
	gp_trace_kernel_release(&t);
	/* the same warp twice: refused by the parser already (every reader of the trace,
	 * extract --trace too, would count it twice), at the second copy's 'warp =' line */
	{
		const char *twice = HDR("(1,1,1)", "(32,1,1)") "#BEGIN_TB\nthread block = 0,0,0\n"
			"warp = 0\ninsts = 1\n0000 ffffffff 0 EXIT 0 0\n#END_TB\n#BEGIN_TB\n"
			"thread block = 0,0,0\nwarp = 0\ninsts = 1\n0000 ffffffff 0 EXIT 0 0\n"
			"#END_TB\n";
		gp_diag_clear(&d);
		assert_int_equal(gp_trace_kernel_parse(twice, strlen(twice), "t.traceg", &t, &d),
				 -GP_EPARSE);
		tu_assert_contains(d.msg, "block 0,0,0 warp 0 is traced twice (first at line 14)");
		assert_int_equal(d.line, 20);
	}
	/* an opcode the device has no units for, named with its line */
	parse(HDR("(1,1,1)", "(32,1,1)") "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 2\n"
	      "0000 ffffffff 1 R4 HMMA.884.F32 2 R2 R3 0\n0010 ffffffff 0 EXIT 0 0\n#END_TB\n", &t);
	assert_int_equal(run(&gtx1080, &t, 1, &r, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "device gtx1080 has no tensor units for 'HMMA.884.F32' (PC 0x0)");
	assert_int_equal(d.line, 16);
	gp_trace_kernel_release(&t);
	/* more resident than fits: 1024 threads x 255 registers */
	parse("-grid dim = (1,1,1)\n-block dim = (1024,1,1)\n-nregs = 255\n"
	      "-accelsim tracer version = 4\n#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 1\n"
	      "0000 ffffffff 0 EXIT 0 0\n#END_TB\n", &t);
	assert_true(run(&gtx970, &t, 1, &r, &d) < 0);
	gp_trace_kernel_release(&t);
}

/* ==== The GTX 1080 traces (../shared/data/ext) ==== */

static char *shared_text(const char *rel)
{
	const char *p = tu_shared_path(rel);
	struct gp_diag d;
	return p ? gp_read_file(p, 0, NULL, &d) : NULL;
}

static double nvprof(const char *log, const char *metric)
{
	double v = -1;
	struct gp_diag d;
	assert_int_equal(gp_hw_nvprof_metric(log, "nvprof.log", NULL, metric, &v, &d), 0);
	return v;
}

static int load_trace(const char *rel, struct gp_trace_kernel *t)
{
	const char *p = tu_shared_path(rel);
	struct gp_diag d;
	if (!p)
		return -1;
	if (gp_trace_kernel_load(p, t, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
	return 0;
}

/* The engine's own results are the same on 1 and 2 host threads, field by field. */
static void assert_same(const struct gp_engine_result *a, const struct gp_engine_result *b)
{
	assert_true(a->cycles == b->cycles);
	assert_int_equal(memcmp(a, b, sizeof(*a)), 0);
}

/*
 * vectorAdd (100 floats, one block of 1024 threads) traced on a GTX 1080 and
 * measured there with nvprof: the engine executes every traced instruction
 * (inst_executed = 344), with the traced masks (warp_nonpred_execution_
 * efficiency = 95.53%), and its L2 sees the traced accesses (l2_global_load_
 * bytes 832 = 26 sectors, l2_local_global_store_bytes 416 = 13 sectors).
 * The engine's L2 starts cold: the 26 load sectors come from DRAM, 832 bytes.
 * The two nvprof runs measured 640 and 7136 DRAM bytes read (the copies just
 * before leave some lines in L2; instruction and constant fetches add more)
 * and 128 and 0 written; the stores stay in the engine's write-back L2.
 */
static void test_vectoradd(void **state)
{
	struct gp_trace_kernel t;
	struct gp_engine_result r1, r2;
	struct gp_diag d;
	char *log, *log2;
	(void)state;
	if (load_trace("ext/traces/microgpusim_vectoradd-100-32-trace/kernel-1.traceg", &t) < 0)
		skip();
	log = shared_text("ext/hwdata/microgpusim_nvprof_vectoradd_100_32_gtx1080.log");
	log2 = shared_text("ext/hwdata/microgpusim_nvprof_vectoradd_100_32_metrics_all_gtx1080.txt");
	if (!log || !log2) {
		free(log);
		free(log2);
		gp_trace_kernel_release(&t);
		skip();
	}
	assert_int_equal(run(&gtx1080, &t, 1, &r1, &d), 0);
	assert_int_equal(run(&gtx1080, &t, 2, &r2, &d), 0);
	assert_same(&r1, &r2);
	assert_true(r1.warp_instructions == 344);
	assert_true(r1.warp_instructions == nvprof(log, "inst_executed"));
	assert_true(r1.warp_instructions == (double)t.ninst);
	tu_assert_rel(r1.simd_efficiency * 100, nvprof(log, "warp_nonpred_execution_efficiency"),
		      1e-6);
	assert_true(r1.l2_read_sectors == 26);
	assert_true(r1.l2_read_sectors * 32 == nvprof(log, "l2_global_load_bytes"));
	assert_true(r1.l2_write_sectors == 13);
	assert_true(r1.l2_write_sectors * 32 == nvprof(log, "l2_local_global_store_bytes"));
	assert_true(r1.dram_read_bytes == 26 * 32);
	assert_true(nvprof(log, "dram_read_bytes") == 640 && nvprof(log2, "dram_read_bytes") == 7136);
	/* a sanity bound only (the two measured runs differ 11x); the value itself is the
	 * hand count of 26 cold sectors above */
	assert_true(r1.dram_read_bytes >= 640 && r1.dram_read_bytes <= 7136);
	assert_true(r1.dram_write_bytes == 0 && nvprof(log2, "dram_write_bytes") == 0);
	assert_true(r1.dram_write_bytes <= nvprof(log, "dram_write_bytes"));
	/* one block of 32 warps on one SM: a single wave */
	assert_int_equal(r1.blocks, 1);
	assert_int_equal(r1.waves, 1);
	free(log);
	free(log2);
	gp_trace_kernel_release(&t);
}

/*
 * matrixMul, 32x32 floats, one block of 32x32 threads: 4416 traced warp
 * instructions (the trace's stats.csv), two 4096-byte matrices read (256
 * sectors) and one written (128), shared memory through BAR.SYNC.
 */
static void test_matrixmul(void **state)
{
	struct gp_trace_kernel t;
	struct gp_engine_result r1, r2;
	struct gp_diag d;
	double lanes = 0;
	(void)state;
	if (load_trace("ext/traces/microgpusim_matrixmul-32-32-trace/kernel-1.traceg", &t) < 0)
		skip();
	assert_int_equal(run(&gtx1080, &t, 1, &r1, &d), 0);
	assert_int_equal(run(&gtx1080, &t, 2, &r2, &d), 0);
	assert_same(&r1, &r2);
	assert_true(r1.warp_instructions == 4416);
	for (size_t i = 0; i < t.ninst; i++)
		lanes += __builtin_popcount(t.ins[i].mask);
	assert_true(r1.thread_instructions == lanes);
	assert_true(r1.l2_read_sectors == 2 * 4096 / 32);
	assert_true(r1.l2_write_sectors == 4096 / 32);
	assert_true(r1.dram_read_bytes == 2 * 4096);
	assert_true(r1.smem_conflict_ways >= 1);
	gp_trace_kernel_release(&t);
}

static double jnum(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	assert_non_null(v);
	assert_true(cJSON_IsNumber(v));
	return v->valuedouble;
}

/*
 * simulate --trace on vectorAdd's kernelslist.g: three MemcpyHtoD lines of 400
 * bytes, priced by eq. 5.5 with the GTX 1080's link (PCIe 3.0 x16: 15.8 GB/s,
 * Table 4.3; htod startup 3.96868 us, lambda 0.689): 3.96868e-6 + 400 /
 * (15.8e9 x 0.689) = 4.00542e-6 s each; then the kernel.
 */
static void test_cli(void **state)
{
	struct tu_run r;
	const char *sp = tu_shared_path("ext/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g");
	const char *bad = tu_tmpfile(0, ".traceg", HDR("(2,1,1)", "(32,1,1)")
				     "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 2\n"
				     "0000 ffffffff 1 R1 MOV 0 0\n0010 ffffffff 0 EXIT 0 0\n#END_TB\n");
	char list[4096], json1[65536];
	cJSON *j, *cmds, *k;
	double copy = 3.96868e-6 + 400 / (15.8e9 * 0.689);
	(void)state;
	tu_gpuperf(&r, "simulate --trace %s --device gtx970 --block 32", bad);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--block does not go with --trace");
	tu_gpuperf(&r, "simulate --trace %s", bad);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--trace and --device are required");
	tu_gpuperf(&r, "simulate --trace %s --device gtx970 --host fast", bad);
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "simulate --trace %s --device gtx970", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "block 1 of the 2-block grid is not in the trace");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "simulate --trace /nonexistent/kernelslist.g --device gtx970");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "cannot open");
	if (!sp)
		skip();
	snprintf(list, sizeof(list), "%s", sp);
	tu_gpuperf(&r, "simulate --trace %s --device gtx1080 --json --jobs 1", list);
	assert_int_equal(r.status, 0);
	snprintf(json1, sizeof(json1), "%s", r.out);
	tu_gpuperf(&r, "simulate --trace %s --device gtx1080 --json --jobs 2", list);
	assert_int_equal(r.status, 0);
	assert_string_equal(json1, r.out);
	j = cJSON_Parse(r.out);
	assert_non_null(j);
	assert_true(jnum(j, "copies") == 3);
	assert_true(jnum(j, "copy_bytes") == 1200);
	assert_true(jnum(j, "kernels") == 1);
	tu_assert_rel(jnum(j, "copy_s"), 3 * copy, 1e-6);
	cmds = cJSON_GetObjectItemCaseSensitive(j, "commands");
	assert_int_equal(cJSON_GetArraySize(cmds), 4);
	for (int i = 0; i < 3; i++) {
		const cJSON *c = cJSON_GetArrayItem(cmds, i);
		assert_string_equal(cJSON_GetObjectItemCaseSensitive(c, "kind")->valuestring, "htod");
		assert_true(jnum(c, "bytes") == 400);
		tu_assert_rel(jnum(c, "time_s"), copy, 1e-6);
	}
	k = cJSON_GetArrayItem(cmds, 3);
	assert_string_equal(cJSON_GetObjectItemCaseSensitive(k, "kind")->valuestring, "kernel");
	assert_string_equal(cJSON_GetObjectItemCaseSensitive(k, "kernel")->valuestring,
			    "_Z6vecAddIfEvPT_S1_S1_i");
	assert_true(jnum(k, "warp_instructions") == 344);
	assert_true(jnum(k, "trace_warp_instructions") == 344);
	assert_true(jnum(k, "l2_read_sectors") == 26);
	assert_true(jnum(k, "l2_write_sectors") == 13);
	/* the kernel's time carries the device's 5 us launch overhead (devices/gtx1080.json) */
	tu_assert_rel(jnum(k, "time_s"), jnum(k, "cycles") / 1733e6 + 5e-6, 1e-9);
	tu_assert_rel(jnum(j, "total_s"), 3 * copy + jnum(k, "time_s"), 1e-6);
	/* the report's engine column is this run's cycles (89355 / 20 SMs measured) */
	{
		char report[128], row[128], *text;
		struct gp_diag d;
		const char *log = tu_shared_path(
			"ext/hwdata/microgpusim_nvprof_vectoradd_100_32_gtx1080.log");
		snprintf(report, sizeof(report), "/tmp/gp_test_erep_%d.md", (int)getpid());
		snprintf(row, sizeof(row), "| %.0f | 4468 | ", jnum(k, "cycles"));
		if (log) {
			char logp[4096];
			snprintf(logp, sizeof(logp), "%s", log);
			tu_gpuperf(&r, "trace-report --measured-on gtx1080 --device gtx1080 "
				   "--case va,%s,%s -o %s", list, logp, report);
			assert_int_equal(r.status, 0);
			text = gp_read_file(report, 0, NULL, &d);
			assert_non_null(text);
			tu_assert_contains(text, row);
			free(text);
			remove(report);
		}
	}
	cJSON_Delete(j);
	/* human output; a bare kernel trace has no copies */
	tu_gpuperf(&r, "simulate --trace %s --device gtx1080", list);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "344 warp instructions (trace: 344)");
	tu_assert_contains(r.out, "3 copies (1200 bytes");
	list[strlen(list) - strlen("kernelslist.g")] = '\0';
	tu_gpuperf(&r, "simulate --trace %skernel-1.traceg --device gtx1080", list);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "0 copies (0 bytes");
	/* a cycle limit per kernel: vectorAdd needs 480, stops at the first epoch past 100;
	 * nothing is printed on stdout */
	tu_gpuperf(&r, "simulate --trace %skernel-1.traceg --device gtx1080 --max-cycles 100", list);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "stopped after");
	assert_string_equal(r.out, "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stream_by_hand),
		cmocka_unit_test(test_barrier),
		cmocka_unit_test(test_traced_addresses),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_vectoradd),
		cmocka_unit_test(test_matrixmul),
		cmocka_unit_test(test_cli),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
