/* test_opcodes_mma.c - tensor instructions from SASS and PTX: their work in m16n8k16 equivalents
 * (sass.h gp_sass_mma_share), carried into the counts of extract, the model and the engine;
 * Volta's HMMA.884 steps writing a register pair; a three-way IADD3 with two carry-outs; and a
 * program longer than 32767 instructions (the unrolled tensor-core GEMM of the AccelWattch set,
 * tests/data/accelwattch: 37564 of them). Figures by hand from the shapes. */
#include <string.h>

#include "gpuperf/flowgraph.h"
#include "gpuperf/emu.h"
#include "gpuperf/estimate.h"
#include "gpuperf/ptx.h"
#include "gpuperf/sass.h"
#include "testutil.h"

/* FMAs of the warp instruction over 2048 (a dense FP16 m16n8k16), at the tensor cores' rate
 * for its type relative to FP16 */
static void test_shares(void **state)
{
	(void)state;
	/* Volta: a wmma m16n16k16 (4096 FMAs) is 16 HMMA.884 steps: 256 each */
	tu_assert_rel(gp_sass_mma_share("HMMA.884.F32.F32.STEP0"), 256.0 / 2048, 1e-12);
	tu_assert_rel(gp_sass_mma_share("HMMA.884.F16.F16.STEP1"), 256.0 / 2048, 1e-12);
	/* Turing m16n8k8, Ampere m16n8k16 */
	tu_assert_rel(gp_sass_mma_share("HMMA.1688.F32"), 0.5, 1e-12);
	tu_assert_rel(gp_sass_mma_share("HMMA.16816.F32.BF16"), 1, 1e-12);
	/* TF32 at half the FP16 rate: m16n8k4 (512 FMAs) and m16n8k8 (1024) */
	tu_assert_rel(gp_sass_mma_share("HMMA.1684.F32.TF32"), 0.5, 1e-12);
	tu_assert_rel(gp_sass_mma_share("HMMA.1688.F32.TF32"), 1, 1e-12);
	/* int8 at twice it (m8n8k16: 1024 MACs, m16n8k32: 4096), int4 at four times */
	tu_assert_rel(gp_sass_mma_share("IMMA.8816.S8.S8"), 0.25, 1e-12);
	tu_assert_rel(gp_sass_mma_share("IMMA.16832.S8.S8.SAT"), 1, 1e-12);
	tu_assert_rel(gp_sass_mma_share("IMMA.8832.U4.U4"), 0.25, 1e-12);
	/* FP64 m8n8k4 (256 FMAs) at 1/16 of the FP16 rate */
	tu_assert_rel(gp_sass_mma_share("DMMA.884"), 2, 1e-12);
	/* not derived: one m16n8k16 as before */
	tu_assert_rel(gp_sass_mma_share("HGMMA.64x128x16.F32"), 1, 1e-12);
}

/* An sm_70 listing: tid x 4 plus 0x1000 (R8) plus 0x100 (R2) through a three-way IADD3 whose
 * two carry-outs feed the high word, with an HMMA.884 step between that writes R6 and R7 only
 * (STEP0 R6 of a quad-pair's accumulator: R8 keeps its value). */
static const char volta[] =
	"\tcode for sm_70\n\t\tFunction : k\n"
	"\t.headerflags    @\"EF_CUDA_SM70 EF_CUDA_PTX_SM(EF_CUDA_SM70)\"\n"
	"        /*0000*/                   S2R R0, SR_TID.X ;\n"
	"        /*0010*/                   IMAD.SHL.U32 R0, R0, 0x4, RZ ;\n"
	"        /*0020*/                   MOV R8, 0x1000 ;\n"
	"        /*0030*/                   MOV R2, 0x100 ;\n"
	"        /*0040*/                   HMMA.884.F32.F32.STEP0 R6, R12.ROW, R14.COL, R6 ;\n"
	"        /*0050*/                   IADD3 R4, P0, P1, R0, R8, R2 ;\n"
	"        /*0060*/                   IADD3.X R5, RZ, RZ, RZ, P0, P1 ;\n"
	"        /*0070*/                   STG.E.SYS [R4], R6 ;\n"
	"        /*0080*/                   EXIT ;\n";

struct stores {
	long long seen, wrong;
};

static void on_store(void *user, const struct gp_emu_access *a)
{
	struct stores *s = user;
	if (!a->is_store)
		return;
	for (int lane = 0; lane < 32; lane++)
		if (a->mask >> lane & 1) {
			s->seen++;
			s->wrong += a->addr[lane] != 0x1100u + 4u * (a->tid0 + (unsigned)lane);
		}
}

static void test_volta_listing(void **state)
{
	struct gp_sass_file f;
	struct gp_emu_launch l;
	struct gp_emu_result r;
	struct stores s = { 0, 0 };
	struct gp_diag d;
	const struct gp_sass_ins *h;
	(void)state;
	assert_int_equal(gp_sass_parse(volta, strlen(volta), "k.sass", &f, &d), 0);
	h = &f.funcs[0].ins[4];
	assert_string_equal(h->opcode, "HMMA.884.F32.F32.STEP0");
	tu_assert_rel(h->mma_share, 0.125, 1e-7);
	/* the step writes its pair, R6 and R7 */
	assert_int_equal(h->ndst, 2);
	assert_int_equal(h->dst[0], GP_REG_R(6));
	assert_int_equal(h->dst[1], GP_REG_R(7));
	/* emulated: every lane stores to 0x1100 + 4 tid, no address from unknown data */
	gp_emu_launch_init(&l);
	l.grid[0] = 2;
	l.block[0] = 64;
	l.on_access = on_store;
	l.user = &s;
	assert_int_equal(gp_emu_run(&f.funcs[0], &l, &r, &d), 0);
	assert_int_equal(s.seen, 128);
	assert_int_equal(s.wrong, 0);
	assert_int_equal(r.unknown_addresses, 0);
	/* the tensor work: one eighth of an m16n8k16 a warp */
	tu_assert_rel(r.by_class[GP_IC_TENSOR] / r.warps_emulated, 0.125, 1e-12);
	gp_emu_result_release(&r);
	/* extract's static counts: ins_tensor 1/8 */
	{
		struct gp_device dev;
		struct gp_flowgraph *c;
		struct gp_kernel k;
		tu_device("v100", &dev);
		assert_int_equal(gp_flowgraph_build(&f.funcs[0], &dev, NULL, &c, &d), 0);
		gp_kernel_init(&k);
		assert_int_equal(gp_flowgraph_fill_kernel(c, &k, &d), 0);
		assert_string_equal(gp_flowgraph_summary(c)->ins[GP_UNIT_TENSOR], "0.125");
		assert_int_equal(k.program->ins[4].iclass, GP_IC_TENSOR);
		tu_assert_rel(k.program->ins[4].mma_share, 0.125, 1e-7);
		gp_kernel_release(&k);
		gp_flowgraph_free(c);
	}
	gp_sass_file_release(&f);
}

/* PTX: a wmma m16n16k16 is two m16n8k16, Volta's mma.m8n8k4 (four quad-pairs' 8x8x4) one
 * half, the FP64 m8n8k4 (one warp's, 256 FMAs at 1/16) two */
static const char ptx[] =
	".version 7.8\n.target sm_80\n.address_size 64\n"
	".visible .entry k()\n{\n"
	"\t.reg .f32 %f<9>;\n\t.reg .b32 %r<5>;\n\t.reg .f64 %fd<5>;\n"
	"\twmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, "
	"{%r1, %r2, %r3, %r4}, {%r1, %r2, %r3, %r4}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};\n"
	"\tmma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, "
	"{%r1, %r2}, {%r3, %r4}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};\n"
	"\tmma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%fd1, %fd2}, {%fd3}, {%fd4}, {%fd1, %fd2};\n"
	"\tret;\n}\n";

static void test_ptx_shares(void **state)
{
	struct gp_sass_file f;
	struct gp_diag d;
	double want[3] = { 2, 0.5, 2 };
	int k = 0;
	(void)state;
	assert_int_equal(gp_ptx_parse(ptx, strlen(ptx), "k.ptx", &f, &d), 0);
	for (int i = 0; i < f.funcs[0].n; i++)
		if (f.funcs[0].ins[i].iclass == GP_IC_TENSOR) {
			assert_true(k < 3);
			tu_assert_rel(f.funcs[0].ins[i].mma_share, want[k], 1e-7);
			k++;
		}
	assert_int_equal(k, 3);
	gp_sass_file_release(&f);
}

/* A loop of 1000 independent tensor instructions, each `share` of an m16n8k16 */
static void tensor_loop(struct gp_kernel *k, const char *share)
{
	char prog[512];
	snprintf(prog, sizeof(prog), "{\"instructions\": [{\"op\": \"HMMA.884.F32.F32\", \"class\": "
		 "\"tensor\"%s}, {\"op\": \"BRA\", \"class\": \"branch\", \"target\": 0}], "
		 "\"loops\": [{\"head\": 0, \"tail\": 1, \"trips\": \"1000\"}]}", share);
	tu_program_kernel(k, "", prog);
}

/* A descriptor's tensor instruction with its mma_share: V100 has 8 tensor lanes, 32 / 8 = 4
 * cycles of an SM a m16n8k16, so 1000 HMMA.884 steps (1/8 each) are 125 m16n8k16 and the
 * tensor bound 500 cycles a warp. The engine's scheduler owns 2 of the lanes: a whole
 * m16n8k16 holds it 16 cycles, a step 2, so a block of 32 warps, 8 a scheduler, takes 8 x 1000
 * x 2 = 16000 cycles of tensor work with steps (and as many issue slots for the two
 * instructions an iteration: the engine takes 24000) and 128000 with whole m16n8k16, where
 * the tensor unit alone decides (one warp alone would wait on its loop's branch instead) */
static void test_counts(void **state)
{
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_estimate e;
	struct gp_engine_result step, whole;
	struct gp_launch l = { .grid = 80, .block = 32 };
	struct gp_diag d;
	(void)state;
	tu_device("v100", &dev);
	tensor_loop(&k, ", \"mma_share\": 0.125");
	tu_assert_rel(k.program->ins[0].mma_share, 0.125, 1e-7);
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	tu_assert_rel(e.counts.ins[GP_UNIT_TENSOR], 125, 1e-9);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_TENSOR], 500, 1e-9);
	tu_engine_run(&dev, &k, 80, 1024, &step);
	gp_kernel_release(&k);
	tensor_loop(&k, "");
	tu_engine_run(&dev, &k, 80, 1024, &whole);
	gp_kernel_release(&k);
	printf("  engine: %llu cycles with steps of 1/8, %llu with whole m16n8k16\n",
	       (unsigned long long)step.cycles, (unsigned long long)whole.cycles);
	assert_true(step.cycles >= 16000 && step.cycles < 128000 / 4);
	tu_assert_rel((double)whole.cycles, 128000, 0.01);
}

/* 33000 instructions (past int16's 32767): a global load at the end keeps its pattern and is
 * counted; before, its index wrapped negative and the walk read outside the patterns */
static void test_long_program(void **state)
{
	const int n = 33000;
	size_t cap = (size_t)n * 48 + 512, at = 0;
	char *prog = malloc(cap);
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_estimate e;
	struct gp_launch l = { .grid = 80, .block = 32 };
	struct gp_diag d;
	(void)state;
	assert_non_null(prog);
	at += (size_t)snprintf(prog + at, cap - at,
			       "{\"name\": \"t\", \"fidelity\": \"hand\", \"regs_per_thread\": 8, "
			       "\"per_warp\": {\"ins_issued\": 1, \"latency_bound\": 1}, "
			       "\"program\": {\"instructions\": [");
	for (int i = 0; i < n - 2; i++)
		at += (size_t)snprintf(prog + at, cap - at, "{\"op\": \"FFMA\", \"class\": \"fp32\"}, ");
	snprintf(prog + at, cap - at, "{\"op\": \"LDG.E\", \"class\": \"gld\", \"dst\": [\"R1\"], "
				      "\"width\": 4}, {\"op\": \"EXIT\", \"class\": \"branch\", "
				      "\"exit\": true}]}}");
	tu_device("v100", &dev);
	tu_kernel_text(&k, prog, "long.json");
	assert_int_equal(k.program->n, n);
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, &e, &d), 0);
	tu_assert_rel(e.counts.ins[GP_UNIT_FP32], n - 2, 1e-12);
	tu_assert_rel(e.counts.ins[GP_UNIT_LSU], 1, 1e-12);
	/* one coalesced 4-byte load a warp: 128 bytes */
	tu_assert_rel(e.counts.gmem_bytes, 128, 1e-12);
	gp_kernel_release(&k);
	free(prog);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shares),
		cmocka_unit_test(test_volta_listing),
		cmocka_unit_test(test_ptx_shares),
		cmocka_unit_test(test_counts),
		cmocka_unit_test(test_long_program),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
