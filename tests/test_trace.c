/* test_trace.c - Accel-Sim traces: formats, errors, and the GTX 1080 traces against nvprof. */
#include "testutil.h"
#include "gpuperf/hwdata.h"
#include "gpuperf/traceg.h"
#include "gpuperf/trace_kernel.h"
#include "util.h"

#define HDR(ver)                                                                   \
	"-kernel name = _Z4testPf\n-kernel id = 1\n-grid dim = (2,1,1)\n"          \
	"-block dim = (64,1,1)\n-shmem = 256\n-nregs = 12\n-binary version = 70\n" \
	"-cuda stream id = 0\n-shmem base_addr = 0x00007f0000000000\n"             \
	"-local mem base_addr = 0x00007f0001000000\n-nvbit version = 1.5.5\n"      \
	"-accelsim tracer version = " #ver "\n-enable lineinfo = 0\n\n"              \
	"#traces format = PC mask dest_num [reg_dests] opcode src_num [reg_srcs] mem_width "\
	"[adrrescompress?] [mem_addresses]\n\n"

static int parse(const char *text, struct gp_trace_kernel *k, struct gp_diag *d)
{
	gp_diag_clear(d);
	return gp_trace_kernel_parse(text, strlen(text), "t.traceg", k, d);
}

static void test_address_modes(void **state)
{
	struct gp_trace_kernel k;
	struct gp_diag d;
	const uint64_t *a;
	(void)state;
	assert_int_equal(parse(HDR(4)
		"#BEGIN_TB\n\nthread block = 1,0,0\n\nwarp = 1\ninsts = 4\n"
		"0000 ffffffff 1 R1 MOV 0 0 \n"
		"0010 0000000f 1 R2 LDG.E 2 R4 R5 4 0 0x100 0x104 0x10c 0x200 \n"
		"0020 ffffffff 0 STG.E.64 3 R4 R6 R7 8 1 0x1000 8 \n"
		"0030 00000007 1 R3 LDS 1 R255 4 2 0x40 4 -8 \n"
		"#END_TB\n", &k, &d), 0);
	assert_string_equal(k.name, "_Z4testPf");
	assert_int_equal(k.grid[0], 2);
	assert_int_equal(k.block[0], 64);
	assert_int_equal(k.nregs, 12);
	assert_int_equal(k.shmem_bytes, 256);
	assert_int_equal(k.binary_version, 70);
	assert_int_equal(k.tracer_version, 4);
	assert_true(k.shmem_base == 0x00007f0000000000ULL);
	assert_int_equal((int)k.nwarps, 1);
	assert_int_equal(k.warps[0].block[0], 1);
	assert_int_equal(k.warps[0].warp, 1);
	assert_int_equal((int)k.ninst, 4);
	/* mode 0: one address per active thread */
	a = k.addrs + k.ins[1].addr;
	assert_true(a[0] == 0x100 && a[1] == 0x104 && a[2] == 0x10c && a[3] == 0x200 && a[4] == 0);
	assert_int_equal(k.ins[1].nsrc, 2);
	assert_int_equal(k.ins[1].src[1], 5);
	/* mode 1: base + stride per active thread */
	a = k.addrs + k.ins[2].addr;
	assert_true(a[0] == 0x1000 && a[1] == 0x1008 && a[31] == 0x1000 + 31 * 8);
	assert_int_equal(k.ins[2].width_bytes, 8);
	/* mode 2: deltas chain from one active thread to the next; R255 (RZ) is not a register */
	a = k.addrs + k.ins[3].addr;
	assert_true(a[0] == 0x40 && a[1] == 0x44 && a[2] == 0x3c);
	assert_int_equal(k.ins[3].nsrc, 0);
	assert_string_equal(k.ops[k.ins[2].op], "STG.E.64");
	gp_trace_kernel_release(&k);
}

static void test_old_and_lineinfo(void **state)
{
	struct gp_trace_kernel k;
	struct gp_diag d;
	(void)state;
	/* tracer version 2: "block_x block_y block_z warp" before every instruction */
	assert_int_equal(parse(HDR(2)
		"#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 2\n"
		"0 0 0 0 0000 ffffffff 1 R1 MOV 0 0\n"
		"0 0 0 0 0010 ffffffff 0 EXIT 0 0\n#END_TB\n", &k, &d), 0);
	assert_int_equal((int)k.ninst, 2);
	gp_trace_kernel_release(&k);
	assert_true(parse(HDR(2)
		"#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 1\n"
		"0 0 0 1 0000 ffffffff 1 R1 MOV 0 0\n#END_TB\n", &k, &d) < 0);
	assert_int_equal(d.line, 21);
	tu_assert_contains(d.msg, "is not block 0,0,0 warp 0");
	/* "-enable lineinfo = 1": a source line number first */
	{
		char text[4096];
		snprintf(text, sizeof(text), "%s", HDR(4));
		*strstr(text, "lineinfo = 0") = '\0';
		strcat(text, "lineinfo = 1\n#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\ninsts = 1\n"
			     "17 0000 ffffffff 1 R1 MOV 0 0\n#END_TB\n");
		assert_int_equal(parse(text, &k, &d), 0);
		assert_int_equal((int)k.ins[0].pc, 0);
		gp_trace_kernel_release(&k);
	}
}

static void expect_error(const char *body, int line, const char *msg)
{
	struct gp_trace_kernel k;
	struct gp_diag d;
	char text[8192];
	snprintf(text, sizeof(text), "%s%s", HDR(4), body);
	assert_true(parse(text, &k, &d) < 0);
	assert_string_equal(d.file, "t.traceg");
	if (line && d.line != line)
		print_error("%s: line %d, expected %d\n", msg, d.line, line);
	if (line)
		assert_int_equal(d.line, line);
	tu_assert_contains(d.msg, msg);
	assert_true(d.hint[0] != '\0');
	assert_null(k.ins);
}

#define TB "#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\n"    /* lines 17-19 */

static void test_errors(void **state)
{
	(void)state;
	expect_error(TB "insts = 2\n0000 ffffffff 1 R1 MOV 0 0\n#END_TB\n", 22, "header says 2");
	expect_error(TB "insts = 1\n0000 fffffffz 1 R1 MOV 0 0\n#END_TB\n", 21, "malformed mask");
	expect_error(TB "insts = 1\n0000 ffffffff 1 R1 MOV 0 0\n", 21, "inside a block");
	expect_error(TB "insts = 1\n0000 00000003 1 R1 LDG 1 R2 4 0 0x10\n#END_TB\n", 21,
		     "1 addresses for 2 active threads");
	expect_error(TB "insts = 1\n0000 00000007 1 R1 LDG 1 R2 4 2 0x10 4\n#END_TB\n", 21,
		     "expected 2");
	expect_error(TB "insts = 1\n0000 ffffffff 1 R1 LDG 1 R2 4 7 0x10\n#END_TB\n", 21,
		     "bad address mode");
	expect_error(TB "insts = 1\n0000 ffffffff 1 R1 MOV 0 0 junk\n#END_TB\n", 21,
		     "after a width of 0");
	expect_error(TB "insts = 1\n0000 ffffffff 1 Rx MOV 0 0\n#END_TB\n", 21, "malformed register");
	expect_error(TB "insts = 1\n0000 ffffffff 9 R1 MOV 0 0\n#END_TB\n", 21,
		     "bad destination count");
	expect_error("0000 ffffffff 1 R1 MOV 0 0\n", 17, "outside a block");
	expect_error("#BEGIN_TB\nthread block = 5,0,0\n", 18, "out-of-grid");
	expect_error("#BEGIN_TB\nthread block = 0,0,0\nwarp = 2\n", 19, "out-of-block warp");
	expect_error("#BEGIN_TB\nthread block = 0,0,0\nwarp = 0\n0000 ffffffff 0 NOP 0 0\n", 20,
		     "before its warp header");
	expect_error("#END_TB\n", 17, "outside a block");
	{
		struct gp_trace_kernel k;
		struct gp_diag d;
		assert_true(parse("-kernel name = x\n-grid dim = (0,1,1)\n", &k, &d) < 0);
		assert_int_equal(d.line, 2);
		tu_assert_contains(d.msg, "'-grid dim' '(0,1,1)': grid x is 0; each dimension is at "
				  "least 1");
		assert_true(parse("-kernel name = x\n-block dim = (32,1,1)\n#BEGIN_TB\n", &k, &d) < 0);
		tu_assert_contains(d.msg, "before the grid and block dimensions");
	}
}

static void test_list(void **state)
{
	struct gp_trace_list l;
	struct gp_diag d;
	const char *p = tu_tmpfile(0, ".g", "MemcpyHtoD,0x00007f2b2d500000,400\n\n"
				   "kernel-1.traceg\r\nMemcpyDtoH,0x10,8\n");
	(void)state;
	assert_int_equal(gp_trace_list_load(p, &l, &d), 0);
	assert_int_equal(l.n, 3);
	assert_int_equal(l.cmds[0].kind, GP_TRACE_HTOD);
	assert_true(l.cmds[0].addr == 0x00007f2b2d500000ULL && l.cmds[0].bytes == 400);
	assert_int_equal(l.cmds[1].kind, GP_TRACE_KERNEL);
	assert_string_equal(l.cmds[1].path, "/tmp/kernel-1.traceg");
	assert_int_equal(l.cmds[2].kind, GP_TRACE_DTOH);
	gp_trace_list_release(&l);
	p = tu_tmpfile(0, ".g", "MemcpyHtoD,0x10,8\nMemcpyHtoD,zz,8\n");
	assert_true(gp_trace_list_load(p, &l, &d) < 0);
	assert_int_equal(d.line, 2);
	tu_assert_contains(d.msg, "malformed copy");
	p = tu_tmpfile(0, ".g", "launch things\n");
	assert_true(gp_trace_list_load(p, &l, &d) < 0);
	assert_int_equal(d.line, 1);
}

static void test_opcode_classes(void **state)
{
	(void)state;
	assert_int_equal(gp_trace_opcode_class("FFMA"), GP_IC_FP32);
	assert_int_equal(gp_trace_opcode_class("XMAD.PSL.CBCC"), GP_IC_IMUL);
	assert_int_equal(gp_trace_opcode_class("IADD.X"), GP_IC_INT);
	assert_int_equal(gp_trace_opcode_class("MOV"), GP_IC_MISC);   /* nvprof's inst_misc */
	assert_int_equal(gp_trace_opcode_class("LDG.E.CG"), GP_IC_GLD);
	assert_int_equal(gp_trace_opcode_class("LDS.U.128"), GP_IC_LDS);
	assert_int_equal(gp_trace_opcode_class("STS"), GP_IC_STS);
	assert_int_equal(gp_trace_opcode_class("BAR.SYNC"), GP_IC_BAR);
	assert_int_equal(gp_trace_opcode_class("EXIT"), GP_IC_BRANCH);
	assert_int_equal(gp_trace_opcode_class("HMMA.884.F32.F32"), GP_IC_TENSOR);
	assert_int_equal(gp_trace_opcode_class("DFMA"), GP_IC_FP64);
	assert_int_equal(gp_trace_opcode_class("MUFU.RCP"), GP_IC_SFU);
	assert_int_equal(gp_trace_opcode_class("S2R"), GP_IC_MISC);
}

/* The critical path of vectorAdd's early-exit warps, by hand (thesis 5.2.2): with ILP 3,
 * misc/int 6, int mad 13, branch not taken 10, block replacement 150:
 *   MOV 0->6, S2R 3->9 (R0), S2R 6->12 (R2), XMAD.MRG waits R0: 9->22 (R3),
 *   XMAD waits R2: 12->25 (R2), XMAD.PSL waits R2: 25->38 (R0), ISETP waits R0: 38->44,
 *   NOP 41->47, EXIT 44->54; + 150 = 204 cycles. */
static void test_flowgraph_latency_bound(void **state)
{
	struct gp_trace_kernel t;
	struct gp_trace_stats st;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_diag d;
	(void)state;
	assert_int_equal(parse(HDR(4) TB "insts = 9\n"
		"0008 ffffffff 1 R1 MOV 0 0\n0010 ffffffff 1 R0 S2R 0 0\n"
		"0018 ffffffff 1 R2 S2R 0 0\n0028 ffffffff 1 R3 XMAD.MRG 2 R0 R255 0\n"
		"0030 ffffffff 1 R2 XMAD 2 R0 R2 0\n0038 ffffffff 1 R0 XMAD.PSL.CBCC 3 R0 R3 R2 0\n"
		"0048 ffffffff 0 ISETP.GE.AND 1 R0 0\n0050 ffffffff 0 NOP 0 0\n"
		"0058 ffffffff 0 EXIT 0 0\n#END_TB\n", &t, &d), 0);
	tu_device("devices/gtx970.json", &dev);
	dev.ilp_latency_cycles = 3;
	dev.lat_class[GP_IC_MISC] = 6;
	dev.lat_class[GP_IC_INT] = 6;
	dev.lat_class[GP_IC_IMUL] = 13;
	dev.lat_branch_not_taken = 10;
	dev.block_replacement_cycles = 150;
	gp_kernel_init(&k);
	assert_int_equal(gp_trace_to_kernel(&t, &dev, NULL, &k, &st, &d), 0);
	assert_true(st.latency_bound_cycles == 204);
	assert_int_equal(k.program->n, 9);
	assert_int_equal(k.program->nloops, 0);
	gp_kernel_release(&k);
	gp_trace_kernel_release(&t);
}

/* A loop: the body runs 3 times per entry; the program folds it with trips 3 and fits the
 * load's address to index = tid + 64*iter. */
static void test_loop_and_pattern(void **state)
{
	struct gp_trace_kernel t;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_diag d;
	const struct gp_pattern *p;
	double trips;
	(void)state;
	assert_int_equal(parse(HDR(4) TB "insts = 8\n"
		"0000 ffffffff 1 R1 MOV 0 0\n"
		"0010 ffffffff 1 R2 LDG.E 1 R4 4 1 0x1000 4\n"
		"0020 ffffffff 0 BRA 0 0\n"
		"0010 ffffffff 1 R2 LDG.E 1 R4 4 1 0x1100 4\n"
		"0020 ffffffff 0 BRA 0 0\n"
		"0010 ffffffff 1 R2 LDG.E 1 R4 4 1 0x1200 4\n"
		"0020 ffffffff 0 BRA 0 0\n"
		"0030 ffffffff 0 EXIT 0 0\n#END_TB\n", &t, &d), 0);
	tu_device("devices/gtx970.json", &dev);
	gp_kernel_init(&k);
	assert_int_equal(gp_trace_to_kernel(&t, &dev, NULL, &k, NULL, &d), 0);
	assert_int_equal(k.program->n, 4);
	assert_int_equal(k.program->ins[2].target, 1);
	assert_int_equal(k.program->nloops, 1);
	assert_int_equal(k.program->loops[0].head, 1);
	assert_int_equal(k.program->loops[0].tail, 2);
	assert_true(gp_expr_is_const(k.program->loops[0].trips, &trips) && trips == 3);
	p = &k.program->patterns[0];
	assert_int_equal(p->kind, GP_PAT_AFFINE);
	assert_true(p->c_tid == 1 && p->c_iter == 64 && p->offset == 0);
	gp_kernel_release(&k);
	gp_trace_kernel_release(&t);
}

/* ==== The GTX 1080 traces ==== */

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

static void test_vectoradd_vs_nvprof(void **state)
{
	struct gp_trace_kernel t;
	struct gp_trace_list l;
	struct gp_trace_stats st;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_kernel_counts c;
	struct gp_diag d;
	const char *dir = tu_shared_path("ext/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g");
	char path[4096];
	char *log;
	(void)state;
	if (!dir)
		skip();
	snprintf(path, sizeof(path), "%s", dir);   /* tu_shared_path's buffer is reused below */
	log = shared_text("ext/hwdata/microgpusim_nvprof_vectoradd_100_32_gtx1080.log");
	if (!log)
		skip();
	assert_int_equal(gp_trace_list_load(path, &l, &d), 0);
	assert_int_equal(l.n, 4);
	assert_int_equal(gp_trace_kernel_load(l.cmds[3].path, &t, &d), 0);
	tu_device("gtx1080", &dev);
	gp_kernel_init(&k);
	assert_int_equal(gp_trace_to_kernel(&t, &dev, &l, &k, &st, &d), 0);

	/* dynamic warp instructions = nvprof inst_executed (344) */
	assert_true(st.warp_insts == nvprof(log, "inst_executed"));
	assert_true(st.warp_insts == 344);
	/* thread-level instructions by class against nvprof's inst_* counters */
	assert_true(st.thread_by_class[GP_IC_FP32] == nvprof(log, "inst_fp_32"));
	assert_true(st.thread_by_class[GP_IC_INT] + st.thread_by_class[GP_IC_IMUL] ==
		    nvprof(log, "inst_integer"));
	assert_true(st.thread_by_class[GP_IC_MISC] == nvprof(log, "inst_misc"));
	assert_true(st.thread_by_class[GP_IC_GLD] + st.thread_by_class[GP_IC_GST] ==
		    nvprof(log, "inst_compute_ld_st"));
	assert_true(st.gld_requests == nvprof(log, "inst_executed_global_loads"));
	assert_true(st.gst_requests == nvprof(log, "inst_executed_global_stores"));
	/* coalescing from the addresses: sectors match nvprof's L2 bytes / 32 */
	assert_true(st.gld_sectors * 32 == nvprof(log, "l2_global_load_bytes"));
	assert_true(st.gst_sectors * 32 == nvprof(log, "l2_local_global_store_bytes"));
	tu_assert_rel(st.gst_sectors / st.gst_requests, nvprof(log, "gst_transactions_per_request"),
		      1e-6);
	/* 3 arrays of 100 floats, 13 sectors each */
	assert_true(st.footprint_bytes == 3 * 13 * 32);

	/* the descriptor: per-warp averages over the 32 traced warps */
	assert_int_equal(k.fidelity, GP_FID_TRACE);
	assert_int_equal(k.regs_per_thread, 8);
	assert_string_equal(k.arch, "sm_61");
	assert_int_equal(gp_kernel_eval(&k, NULL, &c, &d), 0);
	tu_assert_rel(c.ins_issued, 344.0 / 32, 1e-12);
	tu_assert_rel(c.gmem_bytes, 1248.0 / 32, 1e-12);
	/* GTX 1080 has no INT32 units: integer work is on the FP32 cores (INS_CUDA) */
	tu_assert_rel(c.ins[GP_UNIT_FP32], (4 + 96 + 96 + 100) / 32.0, 1e-12);
	tu_assert_rel(c.ins[GP_UNIT_LSU], 12 / 32.0, 1e-12);
	assert_true(c.latency_bound_cycles > dev.block_replacement_cycles);
	/* program: the longest warp's 23 instructions, the loads with unit-stride patterns
	 * on the copied arrays */
	assert_non_null(k.program);
	assert_int_equal(k.program->n, 23);
	assert_int_equal(k.program->npatterns, 3);
	assert_string_equal(k.program->patterns[0].array, "copy0");
	assert_int_equal(k.program->patterns[0].kind, GP_PAT_AFFINE);
	assert_true(k.program->patterns[0].c_tid == 1 && k.program->patterns[0].offset == 0);
	assert_string_equal(k.program->patterns[1].array, "copy1");
	assert_string_equal(k.program->patterns[2].array, "copy2");
	assert_true(k.program->ins[22].is_exit);
	{
		/* the descriptor saves and loads back */
		struct gp_kernel k2;
		char out[128];
		snprintf(out, sizeof(out), "/tmp/gp_test_trace_%d.json", (int)getpid());
		assert_int_equal(gp_kernel_save(&k, out, NULL, &d), 0);
		gp_kernel_init(&k2);
		assert_int_equal(gp_kernel_load(out, &k2, &d), 0);
		assert_int_equal(k2.program->n, 23);
		gp_kernel_release(&k2);
		remove(out);
	}
	gp_kernel_release(&k);
	gp_trace_kernel_release(&t);
	gp_trace_list_release(&l);
	free(log);
}

static void test_matrixmul(void **state)
{
	struct gp_trace_kernel t;
	struct gp_trace_stats st;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_diag d;
	const char *sp = tu_shared_path("ext/traces/microgpusim_matrixmul-32-32-trace/kernel-1.traceg");
	char p[4096];
	char *stats;
	long long total = 0;
	(void)state;
	if (!sp)
		skip();
	snprintf(p, sizeof(p), "%s", sp);
	stats = shared_text("ext/traces/microgpusim_matrixmul-32-32-trace/stats.csv");
	if (!stats)
		skip();
	/* the tracer's own count: the row ends "..., 1024, 4416,4416" (total_insts,
	 * total_reported_insts) */
	assert_non_null(strrchr(stats, ' '));
	assert_int_equal(sscanf(strrchr(stats, ' ') + 1, "%*d,%lld", &total), 1);
	assert_int_equal(gp_trace_kernel_load(p, &t, &d), 0);
	tu_device("gtx1080", &dev);
	gp_kernel_init(&k);
	assert_int_equal(gp_trace_to_kernel(&t, &dev, NULL, &k, &st, &d), 0);
	assert_true(st.warp_insts == (double)total);
	assert_true(st.warp_insts == 4416);
	assert_int_equal(t.block[0] * t.block[1], 1024);
	assert_int_equal(k.regs_per_thread, 30);
	assert_int_equal(k.smem_static_bytes, 8192);
	/* three 32x32 float matrices: 12 KB footprint, fully coalesced (4 sectors/request) */
	assert_true(st.footprint_bytes == 3 * 32 * 32 * 4);
	tu_assert_rel(st.sectors_per_request, 4, 1e-12);
	assert_true(st.by_class[GP_IC_BAR] == 128);        /* 2 BAR.SYNC x 2 x 32 warps */
	assert_true(st.smem_requests == 1344);
	gp_kernel_release(&k);
	gp_trace_kernel_release(&t);
	free(stats);
}

/* ==== The commands ==== */

static void test_cli(void **state)
{
	struct tu_run r;
	const char *bad = tu_tmpfile(1, ".traceg", HDR(4) TB "insts = 1\n0000 zz 1 R1 MOV 0 0\n");
	const char *sp = tu_shared_path("ext/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g");
	char list[4096], log[4096], out[128], report[128];
	struct gp_kernel k;
	struct gp_diag d;
	(void)state;
	tu_gpuperf(&r, "extract --trace %s --device gtx1080", bad);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, ":21: error: malformed mask 'zz'");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "extract --trace %s", bad);
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "extract --trace %s --sass x.sass --device gtx1080", bad);
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "trace-report --device gtx1080 --measured-on gtx1080 --case onlyname");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "NAME,KERNELSLIST");
	tu_gpuperf(&r, "trace-report --device gtx1080 --case a,b");
	assert_int_equal(r.status, 2);
	if (!sp)
		skip();
	snprintf(list, sizeof(list), "%s", sp);
	snprintf(log, sizeof(log), "%s", tu_shared_path(
		"ext/hwdata/microgpusim_nvprof_vectoradd_100_32_gtx1080.log"));
	snprintf(out, sizeof(out), "/tmp/gp_test_xt_%d.json", (int)getpid());
	snprintf(report, sizeof(report), "/tmp/gp_test_rep_%d.md", (int)getpid());
	tu_gpuperf(&r, "extract --trace %s --device gtx1080 -o %s", list, out);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "344 warp instructions in 32 warps");
	gp_kernel_init(&k);
	assert_int_equal(gp_kernel_load(out, &k, &d), 0);
	assert_int_equal(k.fidelity, GP_FID_TRACE);
	gp_kernel_release(&k);
	/* the descriptor runs through the model like any other */
	tu_gpuperf(&r, "estimate --device gtx1080 --kernel %s --block 1024 --grid 1", out);
	assert_int_equal(r.status, 0);
	tu_gpuperf(&r, "extract --trace %s --function nosuch --device gtx1080", list);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "no kernel 'nosuch'");
	tu_gpuperf(&r, "trace-report --measured-on gtx1080 --device gtx1080 --case va,%s,%s -o %s",
		   list, log, report);
	assert_int_equal(r.status, 0);
	{
		char *text = gp_read_file(report, 0, NULL, &d);
		assert_non_null(text);
		/* trace and nvprof agree on the instruction count; 89355 / 20 SMs measured */
		tu_assert_contains(text, "| va | gtx1080 | 344 | 344 | ");
		tu_assert_contains(text, "| 4468 | ");
		free(text);
	}
	tu_gpuperf(&r, "trace-report --measured-on gtx1080 --device gtx1080 --case va,%s,/no/log "
		   "-o %s", list, report);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "cannot open");
	remove(out);
	remove(report);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_address_modes),
		cmocka_unit_test(test_old_and_lineinfo),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_opcode_classes),
		cmocka_unit_test(test_flowgraph_latency_bound),
		cmocka_unit_test(test_loop_and_pattern),
		cmocka_unit_test(test_vectoradd_vs_nvprof),
		cmocka_unit_test(test_matrixmul),
		cmocka_unit_test(test_cli),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
