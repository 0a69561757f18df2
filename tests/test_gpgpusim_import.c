/* test_gpgpusim_import.c - GPGPU-Sim config import: option syntax, every error path, the real configs. */
#include "testutil.h"
#include "gpuperf/device_save.h"
#include "gpuperf/gpgpusim_import.h"
#include "gpuperf/occupancy.h"
#include "util.h"

#include "gsimmini.h"

static const char *write_cfg(int slot, const char *text)
{
	return tu_tmpfile(slot, ".config", text);
}

static struct gp_import *import_text(const char *text, struct gp_diag *d, int *rc)
{
	struct gp_import *imp = malloc(sizeof(*imp));
	struct gp_import_opts o = { .like = "none" };
	assert_non_null(imp);
	gp_diag_clear(d);
	*rc = gp_import_gpgpusim(write_cfg(0, text), &o, imp, d);
	return imp;
}

/* ==== Option syntax ==== */

static void test_syntax(void **state)
{
	struct gp_gpgpusim_options c;
	struct gp_diag d;
	const struct gp_gsim_opt *o;
	(void)state;
	gp_gpgpusim_options_init(&c);
	assert_int_equal(gp_gpgpusim_options_parse(&c,
		"# comment line\n-a 1 # trailing comment\n-b \"x=1:\n   y=2\"\n-a 3\n"
		"-neg -5\n", "f.config", &d), 0);
	o = gp_gpgpusim_options_get(&c, "-a");
	assert_non_null(o);
	assert_string_equal(o->value, "3");          /* repeated: the last wins */
	assert_int_equal(o->line, 5);
	o = gp_gpgpusim_options_get(&c, "-b");
	assert_string_equal(o->value, "x=1:y=2");    /* quoted across lines, blanks removed */
	assert_int_equal(o->line, 3);
	assert_string_equal(gp_gpgpusim_options_get(&c, "-neg")->value, "-5");
	assert_null(gp_gpgpusim_options_get(&c, "-missing"));
	gp_gpgpusim_options_release(&c);
}

static void expect_parse_error(const char *text, int line, const char *msg)
{
	struct gp_gpgpusim_options c;
	struct gp_diag d;
	gp_gpgpusim_options_init(&c);
	gp_diag_clear(&d);
	assert_true(gp_gpgpusim_options_parse(&c, text, "bad.config", &d) < 0);
	assert_string_equal(d.file, "bad.config");
	assert_int_equal(d.line, line);
	tu_assert_contains(d.msg, msg);
	assert_true(d.hint[0] != '\0');
	gp_gpgpusim_options_release(&c);
}

static void test_syntax_errors(void **state)
{
	(void)state;
	expect_parse_error("-a 1\n-b\n", 2, "no value");
	expect_parse_error("-a 1\n-b -c 2\n", 2, "no value");
	expect_parse_error("-a 1\nstray 2\n", 2, "expected an option");
	expect_parse_error("-a 1\n-b \"open\n\n", 2, "unterminated");
}

/* ==== Mapping and its errors ==== */

static void test_minimal(void **state)
{
	struct gp_diag d;
	int rc;
	struct gp_import *imp = import_text(MINI, &d, &rc);
	(void)state;
	if (rc < 0)
		gp_diag_print(&d, stderr);
	assert_int_equal(rc, 0);
	assert_int_equal(imp->dev.sms, 20);                     /* 10 clusters x 2 cores */
	assert_true(imp->dev.sm_clock_mhz == 1000);
	assert_int_equal(imp->dev.bus_width_bits, 8 * 16 * 8);  /* 8 channels x 16 bytes */
	tu_assert_rel(imp->dev.dram_bw_gbps, 500 * 128 * 2 / 1000.0, 1e-12);
	/* L2: 32 sets x 128 B x 24 ways x 8 channels x 1 sub-partition */
	tu_assert_rel(imp->dev.l2_bytes, 32.0 * 128 * 24 * 8, 1e-12);
	/* no FP timing: GPGPU-Sim default initiation 1 -> 4 units x 32 lanes */
	tu_assert_rel(imp->dev.units[GP_UNIT_FP32], 128, 1e-12);
	assert_int_equal(imp->n_unmapped, 0);
	free(imp);
}

static void expect_import_error(const char *text, const char *field, int line, const char *msg)
{
	struct gp_diag d;
	int rc;
	struct gp_import *imp = import_text(text, &d, &rc);
	assert_true(rc < 0);
	if (field)
		assert_string_equal(d.field, field);
	if (line)
		assert_int_equal(d.line, line);
	tu_assert_contains(d.msg, msg);
	assert_true(d.hint[0] != '\0');
	free(imp);
}

static void test_mapping_errors(void **state)
{
	(void)state;
	expect_import_error(MINI "-gpgpu_n_clusters abc\n", "-gpgpu_n_clusters", 16, "integer");
	expect_import_error(MINI "-gpgpu_clock_domains 1000:1000\n", "-gpgpu_clock_domains", 16,
			    "numbers");
	expect_import_error(MINI "-gpgpu_clock_domains 1000:1000:1000:-5\n",
			    "-gpgpu_clock_domains", 16, "positive clocks");
	expect_import_error(MINI "-gpgpu_shader_core_pipeline 2000:32\n",
			    "-gpgpu_shader_core_pipeline", 16, "multiple of the warp");
	expect_import_error(MINI "-gpgpu_cache:dl2 S:32:128\n", "-gpgpu_cache:dl2", 16,
			    "cache geometry");
	expect_import_error(MINI "-gpgpu_cache:dl1 Q:4:128:64,L\n", "-gpgpu_cache:dl1", 16,
			    "cache geometry");
	expect_import_error(MINI "-gpgpu_shmem_option 0,64,32\n", "-gpgpu_shmem_option", 16,
			    "ascending");
	expect_import_error(MINI "-gpgpu_shmem_option 0,32,64\n", "-gpgpu_shmem_option", 16,
			    "ending at");
	expect_import_error(MINI "-trace_opcode_latency_initiation_sp 4\n",
			    "-trace_opcode_latency_initiation_sp", 16, "numbers");
	expect_import_error(MINI "-trace_opcode_latency_initiation_sp 4,0\n",
			    "-trace_opcode_latency_initiation_sp", 16, "initiation >= 1");
	expect_import_error(MINI "-specialized_unit_1 1,4,BRA\n"
			    "-trace_opcode_latency_initiation_spec_op_1 4,4\n",
			    "-specialized_unit_1", 16, "enabled,units");
	expect_import_error(MINI "-gpgpu_dram_timing_opt \"nbk=16:RP=12\"\n",
			    "-gpgpu_dram_timing_opt", 16, "RCD and CL");
	/* a required option missing */
	expect_import_error("-gpgpu_compute_capability_major 7\n-gpgpu_n_clusters 4\n",
			    "-gpgpu_clock_domains", 0, "required option is missing");
}

static void test_unmapped_listed_once(void **state)
{
	struct gp_diag d;
	int rc, seen = 0;
	struct gp_import *imp = import_text(MINI "-visualizer_enabled 0\n-visualizer_enabled 1\n"
					    "-gpgpu_runtime_stat 500\n", &d, &rc);
	(void)state;
	assert_int_equal(rc, 0);
	assert_int_equal(imp->n_unmapped, 2);
	for (int i = 0; i < imp->n_unmapped; i++)
		if (strcmp(imp->unmapped[i].name, "-visualizer_enabled") == 0) {
			seen++;
			assert_int_equal(imp->unmapped[i].line, 17);   /* the last occurrence */
		}
	assert_int_equal(seen, 1);
	free(imp);
}

/* ==== The writer ==== */

static void test_save_roundtrip(void **state)
{
	struct gp_device a, b;
	struct gp_sources s;
	struct gp_diag d;
	char *text;
	(void)state;
	tu_device("devices/gtx970.json", &a);
	gp_sources_init(&s);
	gp_sources_set(&s, "/sms", "x");
	/* everything else uncovered: refused, naming the first figure */
	assert_null(gp_device_to_json(&a, &s, &d));
	tu_assert_contains(d.msg, "no source cites '/sm_clock_mhz'");
	assert_string_equal(d.field, "/sm_clock_mhz");
	gp_sources_set(&s, "/sm_clock_mhz", "x");
	gp_sources_set(&s, "/warp_size", "x");
	gp_sources_set(&s, "/launch_overhead_us", "x");
	gp_sources_set(&s, "/grid_start_end_us", "x");
	gp_sources_set(&s, "/memory", "x");
	gp_sources_set(&s, "/units", "x");
	gp_sources_set(&s, "/limits", "x");
	gp_sources_set(&s, "/latency", "x");
	gp_sources_set(&s, "/link", "x");
	gp_sources_set(&s, "/uvm", "x");
	gp_sources_set(&s, "/power", "x");
	text = gp_device_to_json(&a, &s, &d);
	assert_non_null(text);
	assert_int_equal(gp_device_parse(text, strlen(text), "rt.json", &b, &d), 0);
	free(text);
	assert_int_equal(b.sms, a.sms);
	assert_true(b.sm_clock_mhz == a.sm_clock_mhz);
	tu_assert_rel(b.launch_overhead_s, a.launch_overhead_s, 1e-9);
	tu_assert_rel(b.link.htod.startup_s, a.link.htod.startup_s, 1e-9);
	tu_assert_rel(b.mem_size_bytes, a.mem_size_bytes, 1e-12);
	assert_int_equal(b.n_carveout, a.n_carveout);
	assert_int_equal(b.uvm.n_bw, a.uvm.n_bw);
	tu_assert_rel(b.power.pj_per_warp_ins[GP_UNIT_CTRL], a.power.pj_per_warp_ins[GP_UNIT_CTRL],
		      1e-12);
	for (int i = 0; i < GP_IC_COUNT; i++)
		assert_true(b.lat_class[i] == a.lat_class[i]);
	for (int i = 0; i < GP_MEM_COUNT; i++)
		assert_true(b.lat_mem[i] == a.lat_mem[i]);
	/* drop removes a key and what is below it */
	gp_sources_drop(&s, "/memory");
	assert_null(gp_sources_cover(&s, "/memory/l2_bytes"));
	assert_non_null(gp_sources_cover(&s, "/units/fp32_cores"));
}

/* ==== The real configs (../shared/data/ext/configs) ==== */

static struct gp_import *import_real(const char *dir, int with_trace, const char *like)
{
	char cfg[4096], tc[4096];
	const char *base = tu_shared_path("ext/configs");
	struct gp_import_opts o = { 0 };
	struct gp_import *imp;
	struct gp_diag d;
	struct stat st;
	char *text;
	struct gp_device back;
	if (!base)
		return NULL;
	snprintf(cfg, sizeof(cfg), "%s/%s/gpgpusim.config", base, dir);
	snprintf(tc, sizeof(tc), "%s/%s/trace.config", base, dir);
	if (stat(cfg, &st) != 0)
		return NULL;
	if (with_trace && stat(tc, &st) != 0)   /* the GTX 1080 set names it differently */
		snprintf(tc, sizeof(tc), "%s/%s/gpgpusim.trace.config", base, dir);
	if (with_trace && stat(tc, &st) == 0)
		o.trace_config = tc;
	o.like = like;
	imp = malloc(sizeof(*imp));
	assert_non_null(imp);
	gp_diag_clear(&d);
	if (gp_import_gpgpusim(cfg, &o, imp, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
	/* what import-config writes must load like a shipped device */
	text = gp_device_to_json(&imp->dev, &imp->src, &d);
	assert_non_null(text);
	if (gp_device_parse(text, strlen(text), dir, &back, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
	free(text);
	assert_int_equal(back.sms, imp->dev.sms);
	return imp;
}

static void test_all_configs_import(void **state)
{
	static const char *dirs[] = { "SM6_TITANX", "SM75_RTX2060", "SM7_GV100", "SM7_QV100",
				      "SM7_TITANV", "SM80_A100", "SM86_RTX3070", "SM90_H100",
				      "microgpusim_GTX1080" };
	int found = 0;
	(void)state;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		for (int tr = 0; tr < 2; tr++) {
			struct gp_import *imp = import_real(dirs[i], tr, "none");
			if (!imp)
				continue;
			found++;
			assert_true(imp->n_unmapped > 0);   /* simulator knobs are reported */
			free(imp);
		}
	}
	if (!found)
		skip();
	assert_int_equal(found, 18);
}

static void test_qv100_figures(void **state)
{
	struct gp_import *imp = import_real("SM7_QV100", 1, "none");
	const struct gp_device *v;
	(void)state;
	if (!imp)
		skip();
	v = &imp->dev;
	/* -gpgpu_n_clusters 80 x -gpgpu_n_cores_per_cluster 1, clock domains 1132:...:850 */
	assert_int_equal(v->sms, 80);
	assert_true(v->sm_clock_mhz == 1132.0);
	assert_true(v->mem_clock_mhz == 850.0);
	/* -gpgpu_shader_core_pipeline 2048:32, -gpgpu_shader_registers 65536, -gpgpu_shader_cta 32 */
	assert_int_equal(v->max_threads_per_sm, 2048);
	assert_int_equal(v->max_warps_per_sm, 64);
	assert_int_equal(v->regs_per_sm, 65536);
	assert_int_equal(v->max_blocks_per_sm, 32);
	/* shared memory 98304 per SM, 65536 per block, carve-outs 8..96 KB */
	assert_int_equal(v->smem_per_sm_bytes, 98304);
	assert_int_equal(v->smem_per_block_bytes, 65536);
	assert_int_equal(v->n_carveout, 5);
	assert_int_equal(v->carveout_kib[4], 96);
	/* 32 channels x 16 bytes x 8 = 4096-bit HBM2, DDR: 850 x 512 x 2 = 870.4 GB/s */
	assert_int_equal(v->dram_channels, 32);
	assert_int_equal(v->bus_width_bits, 4096);
	tu_assert_rel(v->dram_bw_gbps, 870.4, 1e-12);
	/* dl2 32 sets x 128 B x 24 ways x 32 channels x 2 sub-partitions = 6 MB */
	tu_assert_rel(v->l2_bytes, 6.0 * 1024 * 1024, 1e-12);
	assert_int_equal(v->l2_assoc, 24);
	/* dl1 4 sets x 128 B x 64 ways = 32 KB; the sets kept (the adaptive L1 scales its ways) */
	tu_assert_rel(v->l1_bytes_per_sm, 32768, 1e-12);
	assert_int_equal(v->l1_sets, 4);
	/* trace.config pairs: sp 2,2 int 2,2 dp 8,4 sfu 20,8 -> 4 units x 32 / initiation */
	tu_assert_rel(v->units[GP_UNIT_FP32], 64, 1e-12);
	tu_assert_rel(v->units[GP_UNIT_INT32], 64, 1e-12);
	tu_assert_rel(v->units[GP_UNIT_FP64], 32, 1e-12);
	tu_assert_rel(v->units[GP_UNIT_SFU], 16, 1e-12);
	assert_true(v->lat_class[GP_IC_FP32] == 2 && v->lat_class[GP_IC_FP64] == 8);
	assert_true(v->lat_class[GP_IC_SFU] == 20);
	assert_true(v->lat_class[GP_IC_IMUL] == 5);        /* -ptx_opcode_latency_int MAD */
	assert_true(v->lat_branch_taken == 4);             /* BRA specialized unit 4,4 */
	/* memory latencies: L1 20, shared 20, L2 = 20 + 160, DRAM = 180 + 100 + (12+12)x1132/850 */
	assert_true(v->lat_mem[GP_MEM_L1] == 20 && v->lat_mem[GP_MEM_SHARED] == 20);
	assert_true(v->lat_mem[GP_MEM_L2] == 180);
	assert_true(v->lat_mem[GP_MEM_DRAM] == 280 + 32);
	/* -gpgpu_kernel_launch_latency 5000 cycles at 1132 MHz */
	tu_assert_rel(v->launch_overhead_s, 5000 / 1132e6, 1e-12);
	assert_true(v->cc_major == 7 && v->cc_minor == 0);
	assert_string_equal(v->arch, "volta");
	assert_non_null(strstr(gp_sources_get(&imp->src, "/sms"), "-gpgpu_n_clusters 80"));
	free(imp);
}

static void test_other_config_figures(void **state)
{
	struct gp_import *imp;
	(void)state;
	if (!(imp = import_real("SM80_A100", 1, "none")))
		skip();
	assert_int_equal(imp->dev.sms, 108);
	assert_true(imp->dev.sm_clock_mhz == 1410);
	/* dl2 128 x 128 x 16 x 40 channels x 4 sub-partitions = 40 MB */
	tu_assert_rel(imp->dev.l2_bytes, 40.0 * 1024 * 1024, 1e-12);
	assert_int_equal(imp->dev.carveout_kib[imp->dev.n_carveout - 1], 164);
	assert_int_equal(imp->dev.smem_reserved_per_block_bytes, 1024);   /* cc 8.0 default */
	free(imp);
	/* inline '#' comments after values: "-gpgpu_n_clusters 28 # 20 for GTX1080" */
	assert_non_null(imp = import_real("microgpusim_GTX1080", 1, "none"));
	assert_int_equal(imp->dev.sms, 28);
	assert_int_equal(imp->dev.bus_width_bits, 12 * 4 * 8);
	assert_true(imp->dev.dual_issue);                  /* -gpgpu_max_insn_issue_per_warp 2 */
	tu_assert_rel(imp->dev.units[GP_UNIT_FP32], 128, 1e-12);   /* trace pair sp 6,1 */
	tu_assert_rel(imp->dev.units[GP_UNIT_INT32], 0, 1e-12);    /* no INT units on Pascal */
	assert_true(imp->dev.lat_class[GP_IC_FP32] == 6);        /* gpgpusim.trace.config */
	assert_true(imp->dev.lat_class[GP_IC_FP64] == 8);
	free(imp);
	assert_non_null(imp = import_real("SM7_TITANV", 1, "none"));
	assert_int_equal(imp->dev.sms, 80);                /* 40 clusters x 2 cores */
	free(imp);
	assert_non_null(imp = import_real("SM75_RTX2060", 1, "none"));
	assert_int_equal(imp->dev.max_threads_per_sm, 1024);
	assert_int_equal(imp->dev.max_blocks_per_sm, 16);
	assert_int_equal(imp->dev.max_threads_per_block, 1024);
	free(imp);
	assert_non_null(imp = import_real("SM86_RTX3070", 1, "none"));
	assert_int_equal(imp->dev.max_warps_per_sm, 48);
	tu_assert_rel(imp->dev.units[GP_UNIT_FP64], 2, 1e-12);   /* dp 64,64: 4 x 32 / 64 */
	free(imp);
}

/* Imported and shipped devices agree on occupancy where the config holds the limits. */
static void same_occupancy(const char *dir, const char *shipped, long max_smem, int *checked)
{
	struct gp_import *imp = import_real(dir, 1, NULL);
	struct gp_device ship;
	struct gp_diag d;
	static const int blocks[] = { 32, 64, 96, 128, 192, 256, 384, 512, 768, 1024 };
	static const int regs[] = { 0, 16, 24, 32, 40, 64, 96, 128, 168, 255 };
	static const long smem[] = { 0, 1024, 4096, 16384, 40000 };
	if (!imp)
		return;
	if (gp_device_find(shipped, NULL, &ship, &d) < 0) {
		free(imp);
		return;
	}
	for (size_t b = 0; b < 10; b++)
		for (size_t r = 0; r < 10; r++)
			for (size_t s = 0; s < 5 && smem[s] <= max_smem; s++) {
				struct gp_occupancy o1, o2;
				int rc1 = gp_occupancy_calc(&imp->dev, blocks[b], regs[r], smem[s],
							    &o1, &d);
				int rc2 = gp_occupancy_calc(&ship, blocks[b], regs[r], smem[s], &o2, &d);
				assert_int_equal(rc1, rc2);
				if (rc1 == 0) {
					if (o1.active_blocks_per_sm != o2.active_blocks_per_sm)
						print_error("%s b=%d r=%d s=%ld: %d vs %d\n", dir,
							    blocks[b], regs[r], smem[s],
							    o1.active_blocks_per_sm,
							    o2.active_blocks_per_sm);
					assert_int_equal(o1.active_blocks_per_sm,
							 o2.active_blocks_per_sm);
					assert_int_equal(o1.limiter, o2.limiter);
				}
				(*checked)++;
			}
	free(imp);
}

static void test_occupancy_matches_shipped(void **state)
{
	int checked = 0;
	(void)state;
	same_occupancy("SM7_QV100", "v100", 1L << 30, &checked);
	same_occupancy("SM80_A100", "a100", 1L << 30, &checked);
	/* The GPGPU-Sim H100 config is derived from V100's: 96 KB shared memory per SM and
	 * cc 7.0 against the real 228 KB and 9.0, so only launches that shared memory does
	 * not limit can agree. */
	same_occupancy("SM90_H100", "h100-sxm", 0, &checked);
	if (!checked)
		skip();
	assert_int_equal(checked, 2 * 500 + 100);
}

/* ==== The command ==== */

static void test_cli(void **state)
{
	struct tu_run r;
	const char *base = tu_shared_path("ext/configs/SM7_QV100");
	const char *bad = write_cfg(1, MINI "-gpgpu_shader_registers lots\n");
	char out[256];
	struct gp_device dev;
	(void)state;
	snprintf(out, sizeof(out), "/tmp/gp_test_import_%d.json", (int)getpid());
	tu_gpuperf(&r, "import-config %s -o %s", bad, out);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, ":16: error: '-gpgpu_shader_registers' expected an integer");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "import-config %s", bad);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "-o FILE is required");
	tu_gpuperf(&r, "import-config --frobnicate x");
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "import-config /nonexistent/gpgpusim.config -o %s", out);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "cannot open");
	tu_gpuperf(&r, "import-config %s --like nosuchdevice -o %s", write_cfg(2, MINI), out);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "unknown device");
	if (!base)
		skip();
	tu_gpuperf(&r, "import-config %s/gpgpusim.config --trace-config %s/trace.config "
		   "--name qv100-test -o %s", base, base, out);
	assert_int_equal(r.status, 0);
	/* by default one summary line; --verbose lists each option with its line */
	tu_assert_contains(r.err, "options not used by gpuperf (");
	tu_assert_contains(r.err, "--verbose lists them with their lines");
	assert_null(strstr(r.err, "warning: option -visualizer_enabled is not used by gpuperf"));
	tu_gpuperf(&r, "import-config %s/gpgpusim.config --trace-config %s/trace.config "
		   "--name qv100-test --verbose -o %s", base, base, out);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "warning: option -visualizer_enabled is not used by gpuperf");
	tu_assert_contains(r.err, "taken from devices/v100.json");
	tu_device(out, &dev);
	assert_string_equal(dev.name, "qv100-test");
	assert_int_equal(dev.sms, 80);
	/* the imported device runs like a shipped one */
	tu_gpuperf(&r, "occupancy --device %s --block 256 --regs 32 --smem 0", out);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "active warps/SM    64 of 64");
	tu_gpuperf(&r, "estimate --device %s --kernel kernels/saxpy2.json --block 256 "
		   "--threads 1000000", out);
	assert_int_equal(r.status, 0);
	remove(out);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_syntax),
		cmocka_unit_test(test_syntax_errors),
		cmocka_unit_test(test_minimal),
		cmocka_unit_test(test_mapping_errors),
		cmocka_unit_test(test_unmapped_listed_once),
		cmocka_unit_test(test_save_roundtrip),
		cmocka_unit_test(test_all_configs_import),
		cmocka_unit_test(test_qv100_figures),
		cmocka_unit_test(test_other_config_figures),
		cmocka_unit_test(test_occupancy_matches_shipped),
		cmocka_unit_test(test_cli),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
