/* test_model_mio.c - the hierarchy model's MIO bound (estimate.c, "MIO block") on a hand-made
 * descriptor of the brute-force dedispersion kernel's channel loop
 * (validate/realkernels/src/dedisp_kt.cu, its sm_80 and sm_86 listings in
 * validate/realkernels/sass): per channel and warp, one LDG.E of the channel's shift, one
 * LDG.E.U8 of the input byte, one F2I.U32.TRUNC (the delay) and one I2F.U16 (the byte to float),
 * one FMUL and one FADD, and two integer adds of the address; 1536 channels.
 *
 * The rates, by hand:
 * - conversions: class conv on the sfu unit (src/core/iclass.c), 16 lanes an SM on A100 and
 *   GA102 (4 SFU a processing block, the A100 and GA102 whitepapers), which is the CUDA C
 *   Programming Guide's "all other type conversions" (I2F.U16 converts to a float type, F2I
 *   from one), 16 results a clock an SM for compute capability 8.0 and 8.6: 32 / 16 = 2 cycles
 *   a warp instruction;
 * - loads: the lsu unit, 32 lanes an SM on A100 (8 LD/ST a processing block): 1 cycle a warp
 *   instruction, the rate an NVIDIA engineer gives for the MIO's dispatch to the LSU pipe on
 *   Ampere ("Each cycle the MIO unit can issue 1 instruction to the LSU pipe", NVIDIA developer
 *   forum, "How does the LSU execute load/store instructions in the Ampere architecture?");
 *   16 on GA102 (4 LD/ST a processing block): 2 cycles.
 * The model's rule puts the MUFU's work and the LSU's shared and constant accesses in series
 * (mio = sfu + those lsu cycles); global and local accesses wait in the LSU's own queue
 * (Nsight Compute's lg_throttle), not the MIO's. A descriptor without a memory profile does
 * not say which space its loads are in: all of them count (mio = sfu + lsu). With the
 * profile's two global loads the MIO holds the conversions alone, as the measured launches
 * (validate/realkernels/launches.csv) ran; the same loads from shared memory stay in series.
 */
#include <string.h>

#include "testutil.h"
#include "gpuperf/estimate.h"

/* 1536 channels x (2 conversions, 2 loads, 2 FP32, 2 INT32), 8 instructions issued each */
#define DEDISP_COUNTS \
	"{ \"name\": \"dedisp_loop\", \"fidelity\": \"hand\", \"regs_per_thread\": 32," \
	" \"per_warp\": { \"ins_sfu\": 3072, \"ins_lsu\": 3072, \"ins_fp32\": 3072," \
	" \"ins_int32\": 3072, \"ins_issued\": 12288, \"latency_bound\": 200000 }"
static const char dedisp_loop[] = DEDISP_COUNTS " }";

/* the same loop with its two loads' memory records (1536 requests a warp each) in SPACE */
#define DEDISP_WITH_LOADS(space) \
	DEDISP_COUNTS ", \"memory\": [ { \"pc\": 288, \"op\": \"LD.E\", \"space\": \"" space "\"," \
	" \"width_bytes\": 4, \"requests\": 1536, \"sectors_per_request\": 1, \"bytes\": 196608 }," \
	" { \"pc\": 320, \"op\": \"LD.E.U8\", \"space\": \"" space "\", \"width_bytes\": 1," \
	" \"requests\": 1536, \"sectors_per_request\": 1, \"bytes\": 49152 } ] }"

static void estimate_text(const char *device, const char *text, struct gp_estimate *e)
{
	struct gp_device dev;
	struct gp_kernel k;
	/* 64 warps an SM on every SM: 2 blocks of 1024 threads each */
	struct gp_launch l = { .grid = 108 * 2 * 8, .block = 1024, .model = GP_MODEL_HIERARCHY };
	struct gp_diag d;
	tu_device(device, &dev);
	gp_kernel_init(&k);
	assert_int_equal(gp_kernel_parse(text, strlen(text), "dedisp_loop.json", &k, &d), 0);
	assert_int_equal(gp_estimate_kernel(&dev, &k, NULL, &l, e, &d), 0);
	gp_kernel_release(&k);
}

static void estimate_on(const char *device, struct gp_estimate *e)
{
	estimate_text(device, dedisp_loop, e);
}

/* A100 PCIe: sfu 3072 x 32 / 16 = 6144, lsu 3072 x 32 / 32 = 3072, mio 9216 (the limiter,
 * 1.5x the sfu bound); issue 12288 / 4 = 3072, fp32 3072 x 32 / 64 = 1536 */
static void test_mio_dedisp_a100(void **state)
{
	struct gp_estimate e;
	(void)state;
	estimate_on("a100-pcie", &e);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_SFU], 6144, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_LSU], 3072, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_ISSUE], 3072, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 1536, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_MIO], 9216, 1e-12);
	assert_int_equal(e.limiter_bound, GP_BOUND_MIO);
}

/* RTX A6000 (GA102): sfu 3072 x 32 / 16 = 6144, lsu 3072 x 32 / 16 = 6144, mio 12288: twice
 * the sfu bound; the FP32 lanes also run the integer adds (units.int32_shares_fp32):
 * (3072 + 3072) x 32 / 128 = 1536 */
static void test_mio_dedisp_ga102(void **state)
{
	struct gp_estimate e;
	(void)state;
	estimate_on("rtxa6000", &e);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_SFU], 6144, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_LSU], 6144, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_UNIT0 + GP_UNIT_FP32], 1536, 1e-12);
	tu_assert_rel(e.cpw[GP_BOUND_MIO], 12288, 1e-12);
	assert_int_equal(e.limiter_bound, GP_BOUND_MIO);
}

/* A100 PCIe with the loads' records: global, so the MIO holds the conversions' 6144 cycles
 * alone and the LSU's 3072 are the LG queue's (the records have no footprints: their bytes go
 * to DRAM, which then binds); from shared memory, 6144 + 3072 = 9216, the limiter */
static void test_mio_global_loads_apart(void **state)
{
	struct gp_estimate g, sh;
	(void)state;
	estimate_text("a100-pcie", DEDISP_WITH_LOADS("global"), &g);
	tu_assert_rel(g.cpw[GP_BOUND_UNIT0 + GP_UNIT_SFU], 6144, 1e-12);
	tu_assert_rel(g.cpw[GP_BOUND_UNIT0 + GP_UNIT_LSU], 3072, 1e-12);
	tu_assert_rel(g.cpw[GP_BOUND_MIO], 6144, 1e-12);
	estimate_text("a100-pcie", DEDISP_WITH_LOADS("shared"), &sh);
	tu_assert_rel(sh.cpw[GP_BOUND_MIO], 9216, 1e-12);
	assert_int_equal(sh.limiter_bound, GP_BOUND_MIO);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mio_dedisp_a100),
		cmocka_unit_test(test_mio_dedisp_ga102),
		cmocka_unit_test(test_mio_global_loads_apart),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
