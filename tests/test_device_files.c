/* test_device_files.c - every device file in devices/ loads and its key figures agree with the vendors' and the thesis's. */
#include <glob.h>
#include <math.h>
#include <cjson/cJSON.h>

#include "testutil.h"
#include "devsrc.h"
#include "gpuperf/device.h"
#include "gpuperf/occupancy.h"
#include "gpuperf/system.h"
#include "gpuperf/transfer.h"

/*
 * Vendor figures each file must reproduce (whitepapers / datasheets cited in the
 * files' "sources"): SMs, clock, compute capability, peak DRAM GB/s, L2, per-SM
 * lanes, and the peak FP32 TFLOPS the vendor quotes (SMs x FP32 x 2 x clock).
 */
struct vendor {
	const char *name;
	int sms;
	double clock_mhz;
	int cc_major, cc_minor;
	double dram_gbps;      /* vendor peak */
	double l2_mib;
	int fp32, int32, fp64, tensor;
	double fp32_tflops;    /* vendor peak FP32 */
};

static const struct vendor vendors[] = {
	{ "gtx970",    13, 1253, 5, 2, 224,    1.75, 128, 0,  4,  0,  4.2 },  /* thesis testbed clock */
	{ "titanx",    24, 1076, 5, 2, 336.5,  3,    128, 0,  4,  0,  6.6 },
	{ "gtx1080",   20, 1733, 6, 1, 320,    2,    128, 0,  4,  0,  8.9 },
	{ "p100",      56, 1480, 6, 0, 732,    4,    64,  0,  32, 0,  10.6 },
	{ "v100",      80, 1530, 7, 0, 900,    6,    64,  64, 32, 8,  15.7 },
	{ "t4",        40, 1590, 7, 5, 320,    4,    64,  64, 2,  8,  8.1 },
	{ "rtx2080ti", 68, 1545, 7, 5, 616,    5.5,  64,  64, 2,  8,  13.4 },
	{ "a100",      108, 1410, 8, 0, 1555,  40,   64,  64, 32, 16, 19.5 },
	/* A100 40GB PCIe product brief (PB-10137-001) */
	{ "a100-pcie", 108, 1410, 8, 0, 1555,  40,   64,  64, 32, 16, 19.5 },
	{ "rtx3080ti", 80, 1665, 8, 6, 912,    6,    128, 64, 2,  8,  34.1 },
	{ "h100-sxm",  132, 1980, 9, 0, 3350,  50,   128, 64, 64, 32, 67 },
	{ "h200",      132, 1980, 9, 0, 4800,  50,   128, 64, 64, 32, 67 },
	/* Ada whitepaper Table 2; L40S and L4 datasheets */
	{ "rtx4090",   128, 2520, 8, 9, 1008,  72,   128, 64, 2,  8,  82.6 },
	{ "l40s",      142, 2520, 8, 9, 864,   96,   128, 64, 2,  8,  91.6 },
	{ "l4",        58,  2040, 8, 9, 300,   48,   128, 64, 2,  8,  30.3 },
	/* L40 and RTX 6000 Ada Generation datasheets; the Ada whitepaper's RTX 4080 (16 GB)
	 * column (716.8 GB/s = 256 bits / 8 x 22.4 Gbps) */
	{ "l40",       142, 2490, 8, 9, 864,   96,   128, 64, 2,  4,  90.5 },
	{ "rtx6000ada", 142, 2505, 8, 9, 960,  96,   128, 64, 2,  8,  91.1 },
	{ "rtx4080",   76,  2505, 8, 9, 716.8, 64,   128, 64, 2,  8,  48.7 },
	/* GA102 whitepaper Table 1; RTX A6000 and A10 datasheets */
	{ "rtxa6000",  84,  1800, 8, 6, 768,   6,    128, 64, 2,  8,  38.7 },
	{ "rtx3090",   82,  1695, 8, 6, 936,   6,    128, 64, 2,  8,  35.6 },
	{ "rtx3080",   68,  1710, 8, 6, 760,   5,    128, 64, 2,  8,  29.8 },
	{ "a10",       72,  1695, 8, 6, 600,   6,    128, 64, 2,  8,  31.2 },
	/* A40 datasheet: 10752 CUDA cores, 696 GB/s, 37.4 TFLOPS */
	{ "a40",       84,  1740, 8, 6, 696,   6,    128, 64, 2,  8,  37.4 },
	/* A100 whitepaper Table 3 and datasheet (80 GB); A30 datasheet (L2: the file's 24 MB) */
	{ "a100-80",   108, 1410, 8, 0, 2039,  40,   64,  64, 32, 16, 19.5 },
	{ "a30",       56,  1440, 8, 0, 933,   24,   64,  64, 32, 16, 10.3 },
	/* H100 datasheet (PCIe: 51 TFLOPS FP32, 2 TB/s); GH200 datasheet (4 TB/s, 67 TFLOPS); the
	 * GH200's L2 as CUDA's deviceQuery reports it on the part (62914560 bytes = 60 MiB; the
	 * datasheet gives none) */
	{ "h100-pcie", 114, 1755, 9, 0, 2000,  50,   128, 64, 64, 32, 51 },
	{ "gh200",     132, 1980, 9, 0, 4000,  60,   128, 64, 64, 32, 67 },
	/* Jetson AGX Orin 64 GB technical brief: 16 SMs, 1.3 GHz, 204.8 GB/s, 4 MB L2, 5.3 TFLOPS */
	{ "orin-agx",  16,  1300, 8, 7, 204.8, 4,    128, 64, 2,  16, 5.3 },
	/* HGX B200 (1000 W): 8 TB/s, FP32 80 TFLOPS; 148 SMs and 126 MB L2 measured (the file's
	 * sources); RTX Blackwell whitepaper Table 1: RTX 5090 */
	{ "b200",      148, 2111, 10, 0, 8000, 126,  128, 64, 64, 64, 80 },
	{ "rtx5090",   170, 2407, 12, 0, 1792, 96,   128, 128, 2, 8,  104.8 },
	/* GeForce RTX 5080 specifications: 10752 CUDA cores, 2.62 GHz, 256-bit 30 Gbps GDDR7 */
	{ "rtx5080",   84,  2617, 12, 0, 960,  64,   128, 128, 2, 8,  56.3 },
};
#define N_VENDORS (sizeof(vendors) / sizeof(vendors[0]))

static const struct vendor *vendor_of(const char *name)
{
	for (size_t i = 0; i < N_VENDORS; i++)
		if (strcmp(vendors[i].name, name) == 0)
			return &vendors[i];
	return NULL;
}

/* Every file loads (the loader checks types, ranges, limits and that "sources" covers
 * every number) and is in the vendor table above. */
static void test_all_load(void **state)
{
	glob_t g;
	size_t n = 0;
	(void)state;
	assert_int_equal(glob("devices/*.json", 0, NULL, &g), 0);
	for (size_t i = 0; i < g.gl_pathc; i++) {
		struct gp_device dev;
		const struct vendor *v;
		tu_device(g.gl_pathv[i], &dev);
		v = vendor_of(dev.name);
		if (!v)
			fail_msg("%s: no vendor figures in tests/test_device_files.c", g.gl_pathv[i]);
		n++;
	}
	globfree(&g);
	assert_int_equal(n, N_VENDORS);
}

static void test_vendor_figures(void **state)
{
	(void)state;
	for (size_t i = 0; i < N_VENDORS; i++) {
		const struct vendor *v = &vendors[i];
		struct gp_device dev;
		char path[256];
		double eq47, fp32;

		snprintf(path, sizeof(path), "devices/%s.json", v->name);
		tu_device(path, &dev);
		assert_string_equal(dev.name, v->name);
		assert_int_equal(dev.sms, v->sms);
		tu_assert_rel(dev.sm_clock_mhz, v->clock_mhz, 1e-9);
		assert_int_equal(dev.cc_major, v->cc_major);
		assert_int_equal(dev.cc_minor, v->cc_minor);
		/* memory clock x bus width / 8 x data rate (eq. 4.7's numerator) within 2% of
		 * the vendor's peak, and so is the bandwidth the model uses */
		eq47 = dev.mem_clock_mhz * dev.bus_width_bits / 8 * dev.data_rate / 1000;
		tu_assert_rel(eq47, v->dram_gbps, 0.02);
		tu_assert_rel(dev.dram_bw_gbps, v->dram_gbps, 0.02);
		tu_assert_rel(dev.l2_bytes, v->l2_mib * 1048576, 1e-9);
		assert_int_equal((int)dev.units[GP_UNIT_FP32], v->fp32);
		assert_int_equal((int)dev.units[GP_UNIT_INT32], v->int32);
		assert_int_equal((int)dev.units[GP_UNIT_FP64], v->fp64);
		assert_int_equal((int)dev.units[GP_UNIT_TENSOR], v->tensor);
		/* peak FP32 = SMs x lanes x 2 (FMA) x clock, as the vendor quotes it */
		fp32 = dev.sms * dev.units[GP_UNIT_FP32] * 2 * dev.sm_clock_mhz * 1e6 / 1e12;
		tu_assert_rel(fp32, v->fp32_tflops, 0.02);
		if (dev.dram_sustained_gbps > 0)
			assert_true(dev.dram_sustained_gbps <= dev.dram_bw_gbps);
	}
}

/* Thesis Table 6.1 and eq. 4.7: 13.78 bytes/cycle/SM on the GTX 970, 13.03 on the TITAN X. */
static void test_eq47_thesis(void **state)
{
	struct gp_device dev;
	(void)state;
	tu_device("devices/gtx970.json", &dev);
	assert_true(fabs(gp_device_gmem_bytes_per_clk(&dev) - 13.78) < 0.005);
	tu_device("devices/titanx.json", &dev);
	assert_true(fabs(gp_device_gmem_bytes_per_clk(&dev) - 13.03) < 0.005);
	/* and from the Table 6.1 inputs directly: 1753 x 384/8 x 4 / (24 x 1076) */
	assert_true(fabs(dev.mem_clock_mhz * dev.bus_width_bits / 8 * dev.data_rate /
			 (dev.sms * dev.sm_clock_mhz) - 13.03) < 0.005);
}

/* Thesis Table 6.2: the TITAN X testbed's PCIe 2.0 x4 link. */
static void test_titanx_link(void **state)
{
	struct gp_device dev;
	(void)state;
	tu_device("devices/titanx.json", &dev);
	assert_string_equal(dev.link.kind, "pcie");
	assert_int_equal(dev.link.generation, 2);
	assert_int_equal(dev.link.lanes, 4);
	tu_assert_rel(dev.link.bw_gbps, 2.0, 1e-12);
	tu_assert_rel(dev.link.bw_gbps, gp_pcie_bw_gbps(2, 4), 1e-12);
	tu_assert_rel(dev.link.htod.startup_s, 7.3276e-6, 1e-9);
	tu_assert_rel(dev.link.dtoh.startup_s, 11.67905e-6, 1e-9);
	tu_assert_rel(dev.link.htod.lambda, 0.8435, 1e-12);
	tu_assert_rel(dev.link.dtoh.lambda, 0.8421, 1e-12);
}

/* The per-compute-capability limits of the CUDA C Programming Guide. */
static void test_cc_limits(void **state)
{
	static const struct {
		int major, minor, warps, blocks, smem_kib, optin_kib, reserved, unit, subp;
	} cc[] = {
		{ 5, 2, 64, 32, 96, 48, 0, 256, 4 },   { 6, 0, 64, 32, 64, 48, 0, 256, 2 },
		{ 6, 1, 64, 32, 96, 48, 0, 256, 4 },   { 7, 0, 64, 32, 96, 96, 0, 256, 4 },
		{ 7, 5, 32, 16, 64, 64, 0, 256, 4 },   { 8, 0, 64, 32, 164, 163, 1024, 128, 4 },
		{ 8, 6, 48, 16, 100, 99, 1024, 128, 4 }, { 9, 0, 64, 32, 228, 227, 1024, 128, 4 },
		{ 8, 7, 48, 16, 164, 163, 1024, 128, 4 }, { 8, 9, 48, 24, 100, 99, 1024, 128, 4 },
		{ 10, 0, 64, 32, 228, 227, 1024, 128, 4 }, { 12, 0, 48, 24, 100, 99, 1024, 128, 4 },
	};
	(void)state;
	for (size_t i = 0; i < N_VENDORS; i++) {
		struct gp_device dev;
		char path[256];
		size_t k;
		snprintf(path, sizeof(path), "devices/%s.json", vendors[i].name);
		tu_device(path, &dev);
		for (k = 0; k < sizeof(cc) / sizeof(cc[0]); k++)
			if (cc[k].major == dev.cc_major && cc[k].minor == dev.cc_minor)
				break;
		assert_true(k < sizeof(cc) / sizeof(cc[0]));
		assert_int_equal(dev.max_warps_per_sm, cc[k].warps);
		assert_int_equal(dev.max_threads_per_sm, cc[k].warps * 32);
		assert_int_equal(dev.max_blocks_per_sm, cc[k].blocks);
		assert_int_equal(dev.smem_per_sm_bytes, cc[k].smem_kib * 1024);
		assert_int_equal(dev.smem_per_block_optin_bytes, cc[k].optin_kib * 1024);
		assert_int_equal(dev.smem_per_block_bytes, 48 * 1024);
		assert_int_equal(dev.smem_reserved_per_block_bytes, cc[k].reserved);
		assert_int_equal(dev.smem_alloc_unit_bytes, cc[k].unit);
		assert_int_equal(dev.sub_partitions, cc[k].subp);
		assert_int_equal(dev.regs_per_sm, 65536);
		assert_int_equal(dev.max_regs_per_thread, 255);
		assert_int_equal(dev.carveout_kib[dev.n_carveout - 1], cc[k].smem_kib);
		assert_int_equal(dev.dual_issue, dev.cc_major < 7);
	}
}

/* Tensor lanes (README convention: lanes = dense FP16 FMA/clk/SM / 64) reproduce the
 * vendors' dense FP16 tensor peaks: V100 125, A100 312, T4 65 TFLOPS; H100 SXM 989
 * TFLOPS, which NVIDIA quotes at 1830 MHz; RTX 4090 330.3 (Ada whitepaper Table 2, FP16
 * accumulate), L40S 362.05 (datasheet, quoted at 2490 MHz), L40 181.05 (datasheet: its FP16
 * and BF16 peaks are the same, the FP32-accumulate rate), RTX 6000 Ada 364.25 (datasheet:
 * 1457 FP8 sparse / 4), RTX 4080 194.9 (whitepaper: 389.9 sparse), A40 149.7 (datasheet),
 * RTX 5080 225.1 (specifications: 1801 AI TOPS, FP4 sparse = 8 x the dense FP16 rate),
 * L4 121, A30 165, A100 80 GB 312,
 * RTX 5090 419 (RTX Blackwell whitepaper Table 1), HGX B200 2250 (quoted at ~1856 MHz);
 * Jetson AGX Orin: 170 sparse INT8 TOPS = 85 dense, twice the FP16 rate (42.6 TFLOPS). */
static void test_tensor_peaks(void **state)
{
	static const struct { const char *name; double mhz, tflops; } t[] = {
		{ "v100", 1530, 125 }, { "a100", 1410, 312 }, { "t4", 1590, 65 },
		{ "h100-sxm", 1830, 989 }, { "rtx4090", 2520, 330.3 }, { "l40s", 2490, 362.05 },
		{ "l4", 2040, 121 }, { "a30", 1440, 165 }, { "a100-80", 1410, 312 },
		{ "rtx5090", 2407, 419 }, { "b200", 1856, 2250 }, { "orin-agx", 1300, 85.0 / 2 },
		{ "l40", 2490, 181.05 }, { "rtx6000ada", 2505, 364.25 }, { "rtx4080", 2505, 194.9 },
		{ "a40", 1740, 149.7 }, { "rtx5080", 2617, 225.1 },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct gp_device dev;
		char path[256];
		snprintf(path, sizeof(path), "devices/%s.json", t[i].name);
		tu_device(path, &dev);
		tu_assert_rel(dev.units[GP_UNIT_TENSOR] * 64 * 2 * dev.sms * t[i].mhz * 1e6 / 1e12,
			      t[i].tflops, 0.01);
	}
}

/* The measured sustained bandwidths (gpu-benches stream triad) stay below the peaks and
 * the memory latencies come from the measured pointer chase (gpu-benches). */
static void test_measured(void **state)
{
	struct gp_device dev;
	(void)state;
	tu_device("devices/a100.json", &dev);
	tu_assert_rel(dev.dram_sustained_gbps, 1375, 1e-9);
	tu_assert_rel(dev.lat_mem[GP_MEM_DRAM], 571, 1e-9);
	tu_assert_rel(dev.lat_mem[GP_MEM_L2], 213, 1e-9);
	tu_assert_rel(dev.lat_mem[GP_MEM_L1], 36, 1e-9);
	tu_device("devices/h200.json", &dev);
	tu_assert_rel(dev.dram_sustained_gbps, 3534, 1e-9);
	assert_true(dev.dram_sustained_gbps / dev.dram_bw_gbps > 0.7);
	tu_device("devices/v100.json", &dev);
	/* 437 cycles at 1380 MHz (317 ns) scaled to 1530 MHz */
	tu_assert_rel(dev.lat_mem[GP_MEM_DRAM], 437.0 * 1530 / 1380, 0.005);
	/* the clock gpu-latency_v100.txt ran at under load */
	tu_assert_rel(dev.sustained_clock_mhz, 1380, 1e-12);
	/* gpu-stream_a100_80.txt best triad; gpu-latency_a100_80.txt plateaus (the medians
	 * gp_hw_latency_levels takes: 36.0, 211.0, 571.2 cycles) */
	tu_device("devices/a100-80.json", &dev);
	tu_assert_rel(dev.dram_sustained_gbps, 1759, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_L1], 36, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_L2], 211, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_DRAM], 571.2, 0.001);
	/* gpu-stream_h100_pcie.txt best triad 1832; gpu-latency_h100_pcie.txt at 1755 MHz:
	 * L1 34.2, L2 265.5, DRAM 657.2 cycles */
	tu_device("devices/h100-pcie.json", &dev);
	tu_assert_rel(dev.dram_sustained_gbps, 1832, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_L1], 34.2, 0.01);
	tu_assert_rel(dev.lat_mem[GP_MEM_L2], 265.5, 0.01);
	tu_assert_rel(dev.lat_mem[GP_MEM_DRAM], 657.2, 0.001);
	tu_assert_rel(dev.sustained_clock_mhz, 1755, 1e-12);
}

static cJSON *sources_of(const char *path, cJSON **root)
{
	FILE *f = fopen(path, "rb");
	static char text[1 << 16];
	size_t n;
	assert_non_null(f);
	n = fread(text, 1, sizeof(text) - 1, f);
	fclose(f);
	text[n] = '\0';
	*root = cJSON_Parse(text);
	assert_non_null(*root);
	return cJSON_GetObjectItemCaseSensitive(*root, "sources");
}

/*
 * The measured tables in the repository's data (../shared/data/ext/hwdata/gpu-benches)
 * cover a generation's memory latencies: gpu-latency for sm_70 (V100), sm_80 (A100 40/80 GB)
 * and sm_90 (H100 PCIe); gpu-stream for the parts measured. Every shipped device of such a
 * generation cites the table for L1, L2 and DRAM latency, never calls those an assumption,
 * and the parts with their own STREAM table cite it for the sustained bandwidth. Instruction
 * latencies the GV100/TU102 measurements cover (Arafa et al.'s data) cite them on every sm_70
 * and sm_75 part; A100 80 GB and H200 cite gpu-small-kernels for the launch floor, the
 * partitioned-L2 parts the far-section plateau, the A30 its device report's L2. The cited
 * files exist when the data is present.
 *
 * Unit latencies measured by Accel-Sim's tuner microbenchmarks: the tuner's output on a TITAN V
 * (GV100) gives a dependent wmma m16n16k16 35.35 cycles (V100 tensor 35); its tuned RTX 3070
 * configuration (GA104, sm_86; ../shared/data/ext/configs/SM86_RTX3070/trace.config) gives SFU
 * 21 and tensor 32 cycles, cited on every sm_86 part for both, and on the other Ampere parts
 * (sm_80, sm_87) for the SFU as a same-architecture figure; its tuned RTX 2060 configuration
 * (TU106) gives 16 cycles per HMMA.1688, 32 per m16n8k16, cited on the sm_75 parts. The
 * figures must equal the cited ones, and the configs in the repository's data must say so. The GH200 cites the
 * deviceQuery report of its L2 size.
 */
/* The latency of `unit` in an Accel-Sim trace.config under ../shared/data
 * ("-trace_opcode_latency_initiation_<unit> <latency>,<initiation>"); -1 when absent. */
static double trace_config_latency(const char *rel, const char *unit)
{
	char line[256], key[64];
	double lat = -1, l;
	FILE *f = fopen(tu_shared_path(rel), "r");
	assert_non_null(f);
	snprintf(key, sizeof(key), "-trace_opcode_latency_initiation_%s ", unit);
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, key, strlen(key)) && sscanf(line + strlen(key), "%lf,", &l) == 1)
			lat = l;
	fclose(f);
	return lat;
}

static void test_measured_not_assumed(void **state)
{
	static const struct { int major, minor; const char *table; } gen[] = {
		{ 7, 0, "gpu-latency_v100.txt" }, { 8, 0, "gpu-latency_a100_" },
		{ 9, 0, "gpu-latency_h100_pcie.txt" },
	};
	static const struct { const char *device, *table; } stream[] = {
		{ "v100", "gpu-stream_v100.txt" }, { "a100", "gpu-stream_a100_40.txt" },
		{ "a100-80", "gpu-stream_a100_80.txt" }, { "h100-pcie", "gpu-stream_h100_pcie.txt" },
		{ "h200", "gpu-stream_h200.txt" },
	};
	static const char *const lat[] = { "/latency/l1", "/latency/l2", "/latency/dram" };
	/* instruction latencies measured per compute capability (Arafa et al., HPEC 2019, data
	 * repository GPUs-ISA-Latencies: GV100 and TU102 outputs; Accel-Sim's tuner output;
	 * committed microbenchmark outputs of other parts of the same compute capability) */
	static const struct {
		int major, minor;
		const char *path, *cite;
		int ic;          /* the latency class the figure sets, when cycles > 0 */
		double cycles;   /* the cited measurement; 0: only the citation is checked */
	} instr[] = {
		{ 7, 0, "/latency/sfu", "GPUs-ISA-Latencies", 0, 0 },
		{ 7, 0, "/latency/imul", "GPUs-ISA-Latencies", 0, 0 },
		{ 7, 0, "/latency/half", "GPUs-ISA-Latencies", 0, 0 },
		{ 7, 5, "/latency/fp64", "GPUs-ISA-Latencies", 0, 0 },
		{ 7, 5, "/latency/imul", "GPUs-ISA-Latencies", 0, 0 },
		{ 7, 5, "/latency/sfu", "GPUs-ISA-Latencies", 0, 0 },
		{ 7, 5, "/latency/conv", "GPUs-ISA-Latencies", 0, 0 },
		{ 7, 5, "/latency/half", "GPUs-ISA-Latencies", 0, 0 },
		/* Accel-Sim tuner output, TITAN V: 35.35 cycles per dependent wmma */
		{ 7, 0, "/latency/tensor", "GPU_Microbenchmark/output.file", GP_IC_TENSOR, 35 },
		/* Accel-Sim's tuned RTX 3070 config: -trace_opcode_latency_initiation_sfu 21,8,
		 * -trace_opcode_latency_initiation_tensor 32,32 */
		{ 8, 6, "/latency/sfu", "SM86_RTX3070/trace.config", GP_IC_SFU, 21 },
		{ 8, 6, "/latency/tensor", "SM86_RTX3070/trace.config", GP_IC_TENSOR, 32 },
		{ 8, 7, "/latency/sfu", "SM86_RTX3070/trace.config", GP_IC_SFU, 21 },
		{ 8, 0, "/latency/sfu", "SM86_RTX3070/trace.config", GP_IC_SFU, 21 },
		/* Accel-Sim's tuned RTX 2060 config: 16 cycles per HMMA.1688, 2 per m16n8k16 */
		{ 7, 5, "/latency/tensor", "SM75_RTX2060/trace.config", GP_IC_TENSOR, 32 },
		/* the Accel-Sim tuner on an RTX 3070: lat_double, a dependent DFMA chain, 55 cycles
		 * ('-trace_opcode_latency_initiation_dp 55,64' in commit 60daddae, before a later
		 * commit set the 64 the repository's copy holds) */
		{ 8, 6, "/latency/fp64", "60daddae4127a833e89a13407f56ca852dd21890", GP_IC_FP64, 55 },
		/* an RTX 4070 (AD104): dependent FADD/FMUL 4.03, FMA 4.05 cycles */
		{ 8, 9, "/latency/fp32", "ins_microbenchmark_RTX_4070.csv", GP_IC_FP32, 4 },
	};
	/* the cited Accel-Sim configs in the repository's data: the unit's latency per SASS
	 * instruction times the SASS instructions per m16n8k16 (sm_75: 2 HMMA.1688) */
	static const struct { const char *file, *unit; int per_mma; double cycles; } cfg[] = {
		{ "ext/configs/SM86_RTX3070/trace.config", "sfu", 1, 21 },
		{ "ext/configs/SM86_RTX3070/trace.config", "tensor", 1, 32 },
		{ "ext/configs/SM75_RTX2060/trace.config", "tensor", 2, 32 },
	};
	/* per part: launch floors (gpu-small-kernels), the far L2 section (gpu-latency's
	 * plateau between one section and the whole L2), a device report's L2 size */
	static const struct { const char *device, *path, *cite; } part[] = {
		{ "a100-80", "/launch_overhead_us", "gpu-small-kernels_a100_80.txt" },
		{ "h200", "/launch_overhead_us", "gpu-small-kernels_h200.txt" },
		{ "a100", "/latency/l2_far", "gpu-latency_a100_40.txt" },
		{ "a100-80", "/latency/l2_far", "gpu-latency_a100_80.txt" },
		{ "h100-pcie", "/latency/l2_far", "gpu-latency_h100_pcie.txt" },
		{ "a100", "/memory/l2_partitions", "whitepaper" },
		{ "a100-80", "/memory/l2_partitions", "whitepaper" },
		{ "h100-pcie", "/memory/l2_partitions", "whitepaper" },
		{ "h100-sxm", "/latency/l2_far", "gpu-latency_h100_pcie.txt" },
		{ "h200", "/latency/l2_far", "gpu-latency_h100_pcie.txt" },
		{ "gh200", "/latency/l2_far", "gpu-latency_h100_pcie.txt" },
		{ "a30", "/latency/l2_far", "gpu-latency_a100_80.txt" },
		{ "a30", "/memory/l2_bytes", "L2 Cache Size: 24576 KiB" },
		{ "gh200", "/memory/l2_bytes", "L2 Cache Size: 62914560 bytes" },
	};
	int ninstr = 0, npart = 0;
	const char *files[] = { "gpu-small-kernels_a100_80.txt", "gpu-small-kernels_h200.txt",
		"gpu-latency_v100.txt", "gpu-latency_a100_40.txt",
		"gpu-latency_a100_80.txt", "gpu-latency_h100_pcie.txt", "gpu-stream_v100.txt",
		"gpu-stream_a100_40.txt", "gpu-stream_a100_80.txt", "gpu-stream_h100_pcie.txt",
		"gpu-stream_h200.txt" };
	int covered = 0;
	(void)state;
	for (size_t i = 0; i < N_VENDORS; i++) {
		struct gp_device dev;
		cJSON *root;
		const cJSON *src;
		char path[256];
		snprintf(path, sizeof(path), "devices/%s.json", vendors[i].name);
		tu_device(path, &dev);
		src = sources_of(path, &root);
		for (size_t g = 0; g < sizeof(gen) / sizeof(gen[0]); g++) {
			if (gen[g].major != dev.cc_major || gen[g].minor != dev.cc_minor)
				continue;
			for (size_t k = 0; k < 3; k++) {
				const char *c = source_of(src, lat[k]);
				if (!c || !strstr(c, gen[g].table) || strstr(c, "assumption"))
					fail_msg("%s %s: cites \"%s\", expected the measured %s", path,
						 lat[k], c ? c : "(nothing)", gen[g].table);
			}
			covered++;
		}
		for (size_t k = 0; k < sizeof(stream) / sizeof(stream[0]); k++) {
			const char *c;
			if (strcmp(stream[k].device, dev.name))
				continue;
			c = source_of(src, "/memory/sustained_gbps");
			assert_true(dev.dram_sustained_gbps > 0);
			if (!c || !strstr(c, stream[k].table) || strstr(c, "assumption"))
				fail_msg("%s: sustained bandwidth cites \"%s\", expected %s", path,
					 c ? c : "(nothing)", stream[k].table);
		}
		for (size_t k = 0; k < sizeof(instr) / sizeof(instr[0]); k++) {
			const char *c;
			if (instr[k].major != dev.cc_major || instr[k].minor != dev.cc_minor)
				continue;
			c = source_of(src, instr[k].path);
			if (!c || !strstr(c, instr[k].cite) || strstr(c, "assumption"))
				fail_msg("%s %s: cites \"%s\", expected the measured %s", path,
					 instr[k].path, c ? c : "(nothing)", instr[k].cite);
			if (instr[k].cycles > 0 && dev.lat_class[instr[k].ic] != instr[k].cycles)
				fail_msg("%s %s: %g cycles, the cited %s measured %g", path,
					 instr[k].path, dev.lat_class[instr[k].ic], instr[k].cite,
					 instr[k].cycles);
			ninstr++;
		}
		for (size_t k = 0; k < sizeof(part) / sizeof(part[0]); k++) {
			const char *c;
			if (strcmp(part[k].device, dev.name))
				continue;
			c = source_of(src, part[k].path);
			if (!c || !strstr(c, part[k].cite) || strstr(c, "assumption"))
				fail_msg("%s %s: cites \"%s\", expected %s", path, part[k].path,
					 c ? c : "(nothing)", part[k].cite);
			npart++;
		}
		cJSON_Delete(root);
	}
	/* v100; a100, a100-pcie, a100-80, a30; h100-sxm, h200, h100-pcie, gh200 */
	assert_int_equal(covered, 9);
	/* v100: 4; t4, rtx2080ti: 6 each; rtx3080, rtx3080ti, rtx3090, rtxa6000, a10, a40: 3
	 * each; orin-agx, a100, a100-pcie, a100-80, a30, rtx4090, l40s, l4, l40, rtx6000ada,
	 * rtx4080: 1 each; every part row found */
	assert_int_equal(ninstr, 45);
	assert_int_equal(npart, (int)(sizeof(part) / sizeof(part[0])));
	if (tu_shared_data()) {
		for (size_t k = 0; k < sizeof(files) / sizeof(files[0]); k++) {
			char rel[256];
			struct stat st;
			snprintf(rel, sizeof(rel), "ext/hwdata/gpu-benches/%s", files[k]);
			assert_int_equal(stat(tu_shared_path(rel), &st), 0);
		}
		for (size_t k = 0; k < sizeof(cfg) / sizeof(cfg[0]); k++) {
			double lat = trace_config_latency(cfg[k].file, cfg[k].unit);
			if (lat * cfg[k].per_mma != cfg[k].cycles)
				fail_msg("%s: %s latency %g x %d, the device files cite %g", cfg[k].file,
					 cfg[k].unit, lat, cfg[k].per_mma, cfg[k].cycles);
		}
	}
}

/* Base/boost/sustained clocks and what --clock changes: the SM clock, and the DRAM
 * latency in cycles (a time in ns at the new clock); on-chip latencies stay. */
static void test_clocks(void **state)
{
	struct gp_device dev;
	struct gp_diag d;
	enum gp_clock_kind kind;
	double mhz;
	(void)state;

	tu_device("devices/a100.json", &dev);
	assert_string_equal(dev.clock_name, "boost");
	tu_assert_rel(dev.base_clock_mhz, 1095, 1e-12);
	tu_assert_rel(dev.boost_clock_mhz, 1410, 1e-12);
	gp_diag_clear(&d);
	assert_int_equal(gp_device_set_clock(&dev, GP_CLOCK_BASE, 0, &d), 0);
	assert_string_equal(dev.clock_name, "base");
	tu_assert_rel(dev.sm_clock_mhz, 1095, 1e-12);
	/* 571 cycles at 1410 MHz is 405 ns: 443.4 cycles at 1095 MHz */
	tu_assert_rel(dev.lat_mem[GP_MEM_DRAM], 571.0 * 1095 / 1410, 1e-12);
	tu_assert_rel(dev.lat_class[GP_IC_GLD], 571.0 * 1095 / 1410, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_L2], 213, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_L1], 36, 1e-12);
	assert_int_equal(gp_device_set_clock(&dev, GP_CLOCK_DEFAULT, 0, &d), 0);
	assert_string_equal(dev.clock_name, "boost");
	tu_assert_rel(dev.sm_clock_mhz, 1410, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_DRAM], 571, 1e-12);

	/* V100 at the clock gpu-latency_v100.txt ran at gives back the table's 437 cycles */
	tu_device("devices/v100.json", &dev);
	assert_int_equal(gp_device_set_clock(&dev, GP_CLOCK_SUSTAINED, 0, &d), 0);
	tu_assert_rel(dev.sm_clock_mhz, 1380, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_DRAM], 437, 0.005);
	/* its base clock, and the A100 PCIe's (the clock Nsight Compute locks by default) */
	assert_int_equal(gp_device_set_clock(&dev, GP_CLOCK_BASE, 0, &d), 0);
	tu_assert_rel(dev.sm_clock_mhz, 1312, 1e-12);
	tu_device("devices/a100-pcie.json", &dev);
	assert_int_equal(gp_device_set_clock(&dev, GP_CLOCK_BASE, 0, &d), 0);
	tu_assert_rel(dev.sm_clock_mhz, 765, 1e-12);
	/* no base clock in the file: an error naming the option */
	tu_device("devices/h200.json", &dev);
	gp_diag_clear(&d);
	assert_int_equal(gp_device_set_clock(&dev, GP_CLOCK_BASE, 0, &d), -GP_EINVAL);
	assert_string_equal(d.field, "launch.clock");
	tu_assert_contains(d.msg, "has no base clock");
	assert_int_equal(gp_device_set_clock(&dev, GP_CLOCK_MHZ, 765, &d), 0);
	assert_string_equal(dev.clock_name, "given");
	tu_assert_rel(dev.sm_clock_mhz, 765, 1e-12);

	/* the thesis testbed clock is neither the vendor's base nor its boost */
	tu_device("devices/gtx970.json", &dev);
	assert_string_equal(dev.clock_name, "file");
	tu_assert_rel(dev.boost_clock_mhz, 1178, 1e-12);

	assert_int_equal(gp_clock_parse("sustained", &kind, &mhz, &d), 0);
	assert_int_equal(kind, GP_CLOCK_SUSTAINED);
	assert_int_equal(gp_clock_parse("1410.5", &kind, &mhz, &d), 0);
	assert_int_equal(kind, GP_CLOCK_MHZ);
	tu_assert_rel(mhz, 1410.5, 1e-12);
	assert_int_equal(gp_clock_parse("0", &kind, &mhz, &d), -GP_EINVAL);
	assert_int_equal(gp_clock_parse("1410MHz", &kind, &mhz, &d), -GP_EINVAL);
	assert_int_equal(gp_clock_parse("", &kind, &mhz, &d), -GP_EINVAL);
}

/* The commands say which clock they ran at; --clock base takes the vendor base clock
 * (GA102 whitepaper Table 1: RTX 3090 1395 MHz). */
static void test_clock_cli(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "estimate --device h100-sxm --kernel kernels/saxpy2.json --block 256 "
		   "--threads 1000000 --param a=128");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "(132 SMs @ 1980 MHz, boost clock)");
	tu_gpuperf(&r, "estimate --device rtx3090 --kernel kernels/saxpy2.json --block 256 "
		   "--threads 1000000 --param a=128 --clock base --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"clock\": \"base\", \"sm_clock_mhz\": 1395");
	tu_gpuperf(&r, "simulate --device gtx970 --kernel kernels/saxpy2.json --block 256 "
		   "--threads 4096 --param a=1 --clock 1000");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "(13 SMs @ 1000 MHz, given clock)");
	tu_gpuperf(&r, "occupancy --device h100-pcie --block 256 --clock sustained");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "clock              1755 MHz (sustained)");
	/* GTX 1080 specifications: base clock 1607 MHz */
	if (tu_shared_data()) {
		tu_gpuperf(&r, "simulate --device gtx1080 --clock base --trace %s",
			   tu_shared_path("ext/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g"));
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.out, "(20 SMs @ 1607 MHz, base clock)");
	}
}

/* More devices of one compute capability and SM count must not leave an imported
 * GPGPU-Sim config without its like device: SM80_A100 keeps a100 (not a100-80), SM90_H100
 * h100-sxm (not gh200 or h200). */
static void test_import_like(void **state)
{
	static const struct { const char *cfg, *like; } c[] = {
		{ "SM80_A100", "devices/a100.json" }, { "SM90_H100", "devices/h100-sxm.json" },
	};
	struct tu_run r;
	char dir[4096];
	(void)state;
	if (!tu_shared_data())
		skip();
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		snprintf(dir, sizeof(dir), "%s", tu_shared_path("ext/configs/"));
		tu_gpuperf(&r, "import-config %s%s/gpgpusim.config --trace-config %s%s/trace.config -o %s",
			   dir, c[i].cfg, dir, c[i].cfg, tu_tmpfile(1, ".json", ""));
		assert_int_equal(r.status, 0);
		tu_assert_contains(r.err, c[i].like);
	}
}

/* validate/devices/qv100.json, the GPU of the AccelWattch power measurements (kept out of
 * devices/ so that imports of GV100 configs keep one like device): Quadro GV100 datasheet,
 * 80 SMs, 16.6 TFLOPS FP32 at 1627 MHz, 870 GB/s, 250 W; its memory latencies are the V100's
 * measured ones. */
static void test_qv100(void **state)
{
	struct gp_device dev;
	(void)state;
	tu_device("validate/devices/qv100.json", &dev);
	assert_int_equal(dev.sms, 80);
	assert_int_equal(dev.cc_major, 7);
	tu_assert_rel(dev.sms * dev.units[GP_UNIT_FP32] * 2 * dev.sm_clock_mhz * 1e6 / 1e12, 16.6, 0.02);
	tu_assert_rel(dev.mem_clock_mhz * dev.bus_width_bits / 8 * dev.data_rate / 1000, 870, 0.02);
	tu_assert_rel(dev.power.tdp_w, 250, 1e-12);
	tu_assert_rel(dev.base_clock_mhz, 1132, 1e-12);
	tu_assert_rel(dev.lat_mem[GP_MEM_L1], 30, 1e-12);
	/* 436.8 cycles at 1380 MHz converted to 1627 MHz */
	tu_assert_rel(dev.lat_mem[GP_MEM_DRAM], 436.8 * 1627 / 1380, 0.002);
}

/* 'gpuperf devices' lists every file, at least 20 GPUs, with sm_86 workstation parts, sm_89,
 * sm_100 and sm_120 among them; --json carries the clocks. */
static void test_listing(void **state)
{
	struct tu_run r;
	const char *p;
	int n = 0;
	(void)state;
	tu_gpuperf(&r, "devices --json");
	assert_int_equal(r.status, 0);
	for (p = r.out; (p = strstr(p, "{\"name\": ")); p++)
		n++;
	assert_int_equal(n, (int)N_VENDORS);
	assert_true(n >= 20);
	tu_assert_contains(r.out, "\"name\": \"rtxa6000\", \"full_name\": \"NVIDIA RTX A6000\", \"arch\": \"ampere\", \"compute_capability\": \"8.6\"");
	tu_assert_contains(r.out, "\"compute_capability\": \"8.9\"");
	tu_assert_contains(r.out, "\"compute_capability\": \"10.0\"");
	tu_assert_contains(r.out, "\"compute_capability\": \"12.0\"");
	tu_assert_contains(r.out, "\"name\": \"rtx3090\"");
	tu_assert_contains(r.out, "\"boost_clock_mhz\": 1695, \"base_clock_mhz\": 1395");
	/* the table prints the longest product name whole (it cut it at 38 characters) */
	tu_gpuperf(&r, "devices");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "gh200        NVIDIA GH200 Grace Hopper Superchip (96 GB HBM3) hopper");
	tu_gpuperf(&r, "devices --clock base");
	assert_int_equal(r.status, 2);
}

/* Jetson AGX Orin: an integrated GPU; a copy reads and writes the one 204.8 GB/s LPDDR5,
 * so the file's link is half of it: 1 MiB host to device = 3.96868 us + 2^20 B /
 * (102.4e9 B/s x 0.689) = 18.83 us. */
static void test_integrated_link(void **state)
{
	struct gp_device dev;
	struct gp_transfer t;
	struct gp_diag d;
	(void)state;
	tu_device("devices/orin-agx.json", &dev);
	assert_string_equal(dev.link.kind, "integrated");
	tu_assert_rel(dev.link.bw_gbps, dev.dram_bw_gbps / 2, 1e-12);
	gp_diag_clear(&d);
	assert_int_equal(gp_transfer_time(&dev.link, GP_XFER_HTOD, GP_HOST_PINNED, 1048576.0, &t, &d),
			 0);
	tu_assert_rel(t.time_s, 3.96868e-6 + 1048576.0 / (102.4e9 * 0.689), 1e-9);
	/* an integrated link must state its rate */
	dev.link.bw_gbps = 0;
	assert_int_equal(gp_transfer_time(&dev.link, GP_XFER_HTOD, GP_HOST_PINNED, 1.0, &t, &d),
			 -GP_EINVAL);
	assert_string_equal(d.field, "/link/bw_gbps");
}

/* devices --compare: peaks and ceilings derived by hand from the files. A100: 108 x 64 x 2
 * x 1.41 GHz = 19.49 TFLOPS FP32, ridge 19.49e12 / 1555e9 = 12.5 FLOP/byte, DRAM 571
 * cycles / 1.41 GHz = 405 ns; H100 SXM dense FP16 at 1980 MHz: 132 x 32 x 64 x 2 x 1.98 GHz
 * = 1070.5 TFLOPS. Partial-sector stores: A100 (ECC) 1555 GB/s / 64 B = 24.3 G/s, the RTX
 * 2080 Ti (no ECC) 616 / 32 = 19.25. */
static void test_compare(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "devices --compare a100,h100-sxm");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "                                       a100      h100-sxm\n");
	tu_assert_contains(r.out, "FP32 peak (TFLOPS)                     19.5          66.9\n");
	tu_assert_contains(r.out, "ridge FP32 (FLOP/byte)                 12.5          20.0\n");
	tu_assert_contains(r.out, "latency DRAM (ns)                       405           375\n");
	tu_assert_contains(r.out, "base clock (MHz)                       1095             -\n");
	tu_assert_contains(r.out, "FP16 tensor dense (TFLOPS)              312          1071\n");
	/* the L2's measured rates: A100 from the A100 80 GB's tables (gpu-l2-cache's plateau,
	 * gpu-cache's lockstep median), the H100 SXM's from the H200's, with no lockstep one */
	tu_assert_contains(r.out, "L2 measured (GB/s)                     5400          9800\n");
	tu_assert_contains(r.out, "L2 lockstep reads (GB/s)               4600             -\n");
	/* the L2's geometry the model's set law takes (memhier.c set_fit): two sections on both,
	 * Accel-Sim's 16 (SM80_A100) and 40 ways (SM90_H100) */
	tu_assert_contains(r.out, "L2 sections                               2             2\n");
	tu_assert_contains(r.out, "L2 ways                                  16            40\n");
	tu_gpuperf(&r, "devices --compare a100,rtx2080ti");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "memory ECC                               on           off\n");
	tu_assert_contains(r.out, "partial-sector stores (G/s)            24.3          19.2\n");
	/* columns as wide as their longest cell: Blackwell's 16-character architecture ran into
	 * its neighbour at a fixed 16 */
	tu_gpuperf(&r, "devices --compare h100-sxm,b200");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "architecture                       hopper sm_90  blackwell sm_100\n");
	/* at the base clock the peaks follow it: 108 x 64 x 2 x 1.095 GHz = 15.1 TFLOPS */
	tu_gpuperf(&r, "devices --compare a100,h100-sxm --clock base --json");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "device 'h100-sxm' has no base clock");
	/* A100 80 GB: its gpu-latency table's idle clock, 108 x 64 x 2 x 1.095 GHz; H100 PCIe:
	 * its product brief's base, 114 x 128 x 2 x 1.125 GHz = 32.832 TFLOPS */
	tu_gpuperf(&r, "devices --compare a100-80,h100-pcie --clock base --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"sm_clock_mhz\": 1095, \"clock\": \"base\"");
	tu_assert_contains(r.out, "\"sm_clock_mhz\": 1125, \"clock\": \"base\"");
	tu_assert_contains(r.out, "\"fp32_tflops\": 32.832,");
	tu_gpuperf(&r, "devices --compare a100,rtx3090 --clock base --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"fp32_tflops\": 15.13728");
	tu_assert_contains(r.out, "\"clock\": \"base\"");
	tu_assert_contains(r.out, "\"dram_sustained_gbps\": null");
	tu_gpuperf(&r, "devices --compare a100");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "two or more devices");
	tu_gpuperf(&r, "devices --compare a100,nosuchgpu");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "unknown device 'nosuchgpu'");
}

/* GH200: the host link is NVLink-C2C at the datasheet's 900 GB/s total = 450 GB/s per
 * direction, and copies use it. 1 GiB host to device: 3.96868 us + 2^30 B / (450e9 B/s x
 * 0.689) = 3.4671 ms, against 24.72 ms over the H100 SXM's PCIe 5.0 x16 (63.04 GB/s). */
static void test_gh200_c2c(void **state)
{
	struct gp_device dev;
	struct gp_transfer t;
	struct gp_diag d;
	struct gp_system sys;
	struct gp_sys_path path;
	struct gp_flow f;
	struct tu_run r;
	double bw, want = 3.96868e-6 + 1073741824.0 / (450e9 * 0.689);
	char *model, *at;
	FILE *fp;
	long len;
	(void)state;

	tu_device("devices/gh200.json", &dev);
	assert_string_equal(dev.link.kind, "nvlink-c2c");
	gp_diag_clear(&d);
	assert_int_equal(gp_link_bandwidth_gbps(&dev.link, &bw, &d), 0);
	tu_assert_rel(bw, 900.0 / 2, 1e-12);
	assert_int_equal(gp_transfer_time(&dev.link, GP_XFER_HTOD, GP_HOST_PINNED, 1073741824.0, &t,
					  &d), 0);
	tu_assert_rel(t.time_s, want, 1e-9);
	tu_gpuperf(&r, "transfer --device gh200 --bytes 1G --dir htod");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "nvlink-c2c");
	tu_assert_contains(r.out, "time          3.46709 ms");

	/* the system: GPU 0's host link is its C2C link, both directions at 450 GB/s */
	memset(&sys, 0, sizeof(sys));
	assert_int_equal(gp_system_load("devices/systems/gh200.json", &sys, &d), 0);
	assert_int_equal(sys.kind[0].host_c2c, 1);
	assert_int_equal(gp_system_path(&sys, (struct gp_sys_ep){ 1, 0 }, (struct gp_sys_ep){ 0, 0 },
					 &path, &d), 0);
	assert_int_equal(path.n, 1);
	assert_string_equal(sys.links[path.link[0]].name, "n0/gpu0/c2c/down");
	tu_assert_rel(sys.links[path.link[0]].bw_gbps, 450, 1e-12);
	memset(&f, 0, sizeof(f));
	f.path = path;
	f.bytes = 1073741824.0;
	assert_int_equal(gp_system_flows(&sys, &f, 1, NULL, NULL, &d), 0);
	tu_assert_rel(f.end_s, want, 1e-9);
	gp_system_release(&sys);

	/* run: the saxpy_multi model on the gh200 system copies x (1.6e9 B) in
	 * 3.96868 us + 1.6e9 / (450e9 x 0.689) = 5.164427 ms */
	fp = fopen("models/saxpy_multi.json", "rb");
	assert_non_null(fp);
	fseek(fp, 0, SEEK_END);
	len = ftell(fp);
	rewind(fp);
	model = calloc(1, (size_t)len + 64);
	assert_non_null(model);
	assert_int_equal(fread(model, 1, (size_t)len, fp), (size_t)len);
	fclose(fp);
	at = strstr(model, "\"dgx-a100x2-hdr\"");
	assert_non_null(at);
	memmove(at + strlen("\"gh200\""), at + strlen("\"dgx-a100x2-hdr\""),
		strlen(at + strlen("\"dgx-a100x2-hdr\"")) + 1);
	memcpy(at, "\"gh200\"", strlen("\"gh200\""));
	tu_gpuperf(&r, "run %s", tu_tmpfile(0, ".json", model));
	free(model);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "htod_x               memcpy         5.164427");
	tu_assert_contains(r.out, "n0/gpu0/c2c/down");

	/* one host link per node */
	{
		static const char both[] =
			"{\"name\": \"x\", \"nodes\": [{\"name\": \"n\", \"device\": \"gh200\", "
			"\"gpus\": 1, \"host\": {\"mem_gib\": 1}, \"c2c\": {}, \"pcie\": {}, "
			"\"peer\": {\"kind\": \"pcie\", \"latency_us\": 1}}], \"sources\": {}}";
		gp_diag_clear(&d);
		assert_true(gp_system_parse(both, strlen(both), "both.json", &sys, &d) < 0);
	}
	gp_system_release(&sys);
	tu_assert_contains(d.msg, "not both");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_all_load),
		cmocka_unit_test(test_vendor_figures),
		cmocka_unit_test(test_eq47_thesis),
		cmocka_unit_test(test_titanx_link),
		cmocka_unit_test(test_cc_limits),
		cmocka_unit_test(test_tensor_peaks),
		cmocka_unit_test(test_measured),
		cmocka_unit_test(test_measured_not_assumed),
		cmocka_unit_test(test_clocks),
		cmocka_unit_test(test_clock_cli),
		cmocka_unit_test(test_compare),
		cmocka_unit_test(test_gh200_c2c),
		cmocka_unit_test(test_integrated_link),
		cmocka_unit_test(test_listing),
		cmocka_unit_test(test_qv100),
		cmocka_unit_test(test_import_like),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
