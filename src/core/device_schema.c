/* device_schema.c - the device file's rows (devices/README.md), the pass that reads them, and
 * each section's cross-field checks. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "device_schema.h"
#include "gpuperf/drammix.h"
#include "jsonutil.h"

#define N_OF(a) (sizeof(a) / sizeof((a)[0]))
#define OFF(m) offsetof(struct gp_device, m)

/* ==== Units ==== */

double gp_dunit_to_struct(enum gp_dunit u, double json)
{
	switch (u) {
	case GP_DU_US: return json * 1e-6;
	case GP_DU_NS: return json * 1e-9;
	case GP_DU_GIB: return json * 1024.0 * 1024.0 * 1024.0;
	case GP_DU_KIB: return json * 1024.0;
	case GP_DU_MIB: return json * 1048576.0;
	case GP_DU_NONE: break;
	}
	return json;
}

double gp_dunit_to_json(enum gp_dunit u, double member)
{
	switch (u) {
	case GP_DU_US: return member * 1e6;
	case GP_DU_NS: return member * 1e9;
	case GP_DU_GIB: return member / (1024.0 * 1024.0 * 1024.0);
	case GP_DU_KIB: return member / 1024.0;
	case GP_DU_MIB: return member / 1048576.0;
	case GP_DU_NONE: break;
	}
	return member;
}

/* ==== When a figure is needed, when it is written ==== */

static int is_pcie(const struct gp_device *dev)
{
	return strcmp(dev->link.kind, "pcie") == 0;
}

/* eq. 4.7's three figures given: dram_bw_gbps may be left out (it is computed) */
static int have_rate(const struct gp_device *dev)
{
	return gp_device_dram_rate_gbps(dev) > 0;
}

static int need_dram_bw(const struct gp_device *dev)
{
	return have_rate(dev) ? GP_DN_OPTIONAL : GP_DN_REQUIRED;
}

static int need_l1_assoc(const struct gp_device *dev)
{
	return dev->l1_sets == 0 ? GP_DN_REQUIRED : GP_DN_OPTIONAL;
}

static int need_pcie(const struct gp_device *dev)
{
	return is_pcie(dev) ? GP_DN_REQUIRED : GP_DN_SKIP;
}

/* PCIe: Table 4.3 unless given; NVLink-C2C and integrated GPUs state it; another kind is
 * refused by the link's check */
static int need_link_bw(const struct gp_device *dev)
{
	if (is_pcie(dev))
		return GP_DN_OPTIONAL;
	if (strcmp(dev->link.kind, "nvlink-c2c") == 0 || strcmp(dev->link.kind, "integrated") == 0)
		return GP_DN_REQUIRED;
	return GP_DN_SKIP;
}

/* A derived figure is written when a source cites it; else the reader derives it again. */
static int omit_dram_bw(const struct gp_device *dev, const struct gp_sources *src)
{
	return !(dev->dram_bw_gbps > 0) ||
	       (have_rate(dev) && dev->dram_bw_gbps == gp_device_dram_rate_gbps(dev) &&
		!gp_sources_cover(src, "/memory/dram_bw_gbps"));
}

static int omit_link_bw(const struct gp_device *dev, const struct gp_sources *src)
{
	return !(dev->link.bw_gbps > 0) ||
	       (is_pcie(dev) && dev->link.bw_gbps == gp_pcie_bw_gbps(dev->link.generation, dev->link.lanes) &&
		!gp_sources_cover(src, "/link/bw_gbps"));
}

static int omit_not_pcie(const struct gp_device *dev, const struct gp_sources *src)
{
	(void)src;
	return !is_pcie(dev);
}

/* The vendor clocks are written where a source cites them (the writer wrote none before they
 * were rows: callers whose sources name no clock get the files they got). */
static int omit_uncited_clock(const struct gp_device *dev, const struct gp_sources *src,
			      const char *path, double mhz)
{
	(void)dev;
	return !(mhz > 0) || !gp_sources_cover(src, path);
}

static int omit_base(const struct gp_device *dev, const struct gp_sources *src)
{
	return omit_uncited_clock(dev, src, "/base_clock_mhz", dev->base_clock_mhz);
}

static int omit_sustained(const struct gp_device *dev, const struct gp_sources *src)
{
	return omit_uncited_clock(dev, src, "/sustained_clock_mhz", dev->sustained_clock_mhz);
}

/* the boost clock also when it differs from sm_clock_mhz or the file gave it equal (the
 * reader fills in sm_clock_mhz without it) */
static int omit_boost(const struct gp_device *dev, const struct gp_sources *src)
{
	return omit_uncited_clock(dev, src, "/boost_clock_mhz", dev->boost_clock_mhz) ||
	       (dev->boost_clock_mhz == dev->sm_clock_mhz && strcmp(dev->file_clock_name, "boost") != 0);
}

static int omit_l1_assoc(const struct gp_device *dev, const struct gp_sources *src)
{
	(void)src;
	return dev->l1_sets > 0;
}

static int omit_one_section(const struct gp_device *dev, const struct gp_sources *src)
{
	(void)src;
	return dev->l2_partitions <= 1;
}

static int omit_no_bw_points(const struct gp_device *dev, const struct gp_sources *src)
{
	(void)src;
	return dev->uvm.n_bw == 0;
}

/* ==== Custom rows ==== */

static int read_cc(struct gp_jr *r, const cJSON *obj, const struct gp_dfield *f, int required,
		   struct gp_device *dev)
{
	char s[16];
	int maj, min, n = 0, rc;
	if ((rc = gp_jr_str(r, obj, f->section, f->key, required, s, sizeof(s))) != 0)
		return rc < 0 ? rc : 0;
	if (sscanf(s, "%d.%d%n", &maj, &min, &n) != 2 || s[n] != '\0' || maj < 1 || maj > 20 ||
	    min < 0 || min > 9)
		return gp_jr_fail(r, GP_EINVAL, "/compute_capability",
				  "must look like \"8.0\", got \"%s\"", s);
	dev->cc_major = maj;
	dev->cc_minor = min;
	return 0;
}

static cJSON *write_cc(const struct gp_device *dev)
{
	char cc[16];
	snprintf(cc, sizeof(cc), "%d.%d", dev->cc_major, dev->cc_minor);
	return cJSON_CreateString(cc);
}

static int read_carveout(struct gp_jr *r, const cJSON *obj, const struct gp_dfield *f,
			 int required, struct gp_device *dev)
{
	const cJSON *arr, *c;
	int rc, i = 0;
	if ((rc = gp_jr_arr(r, obj, f->section, f->key, required, &arr)) != 0)
		return rc < 0 ? rc : 0;
	cJSON_ArrayForEach(c, arr) {
		char path[64];
		snprintf(path, sizeof(path), "/limits/smem_carveout_kib/%d", i);
		if (i >= GP_CARVEOUT_MAX)
			return gp_jr_fail(r, GP_ELIMIT, path, "more than %d configurations", GP_CARVEOUT_MAX);
		if (!cJSON_IsNumber(c) || c->valuedouble < 0 || c->valuedouble > 16384 ||
		    c->valuedouble != floor(c->valuedouble))
			return gp_jr_fail(r, GP_EINVAL, path, "must be a whole number of KiB");
		if (i > 0 && c->valuedouble <= dev->carveout_kib[i - 1])
			return gp_jr_fail(r, GP_EINVAL, path, "configurations must be ascending");
		dev->carveout_kib[i++] = (int)c->valuedouble;
	}
	if (i == 0)
		return gp_jr_fail(r, GP_EINVAL, "/limits/smem_carveout_kib", "must not be empty");
	dev->n_carveout = i;
	return 0;
}

static cJSON *write_carveout(const struct gp_device *dev)
{
	cJSON *a = cJSON_CreateArray();
	for (int i = 0; a && i < dev->n_carveout; i++) {
		cJSON *n = cJSON_CreateNumber(dev->carveout_kib[i]);
		if (!n || !cJSON_AddItemToArray(a, n)) {
			cJSON_Delete(n);
			cJSON_Delete(a);
			return NULL;
		}
	}
	return a;
}

static int read_bw_by_size(struct gp_jr *r, const cJSON *obj, const struct gp_dfield *f,
			   int required, struct gp_device *dev)
{
	const cJSON *arr, *pt;
	int rc, i = 0;
	if ((rc = gp_jr_arr(r, obj, f->section, f->key, required, &arr)) != 0)
		return rc < 0 ? rc : 0;
	cJSON_ArrayForEach(pt, arr) {
		char path[64];
		const cJSON *a, *b;
		snprintf(path, sizeof(path), "/uvm/bw_by_size/%d", i);
		if (i >= GP_UVM_BW_POINTS)
			return gp_jr_fail(r, GP_ELIMIT, path, "more than %d points", GP_UVM_BW_POINTS);
		if (!cJSON_IsArray(pt) || cJSON_GetArraySize(pt) != 2 ||
		    !cJSON_IsNumber(a = cJSON_GetArrayItem(pt, 0)) ||
		    !cJSON_IsNumber(b = cJSON_GetArrayItem(pt, 1)))
			return gp_jr_fail(r, GP_EINVAL, path, "must be [bytes, GB/s]");
		if (a->valuedouble <= 0 || b->valuedouble <= 0 || !isfinite(a->valuedouble) ||
		    !isfinite(b->valuedouble))
			return gp_jr_fail(r, GP_EINVAL, path, "bytes and GB/s must be > 0");
		if (i > 0 && a->valuedouble <= dev->uvm.bw_size_bytes[i - 1])
			return gp_jr_fail(r, GP_EINVAL, path, "sizes must be ascending");
		dev->uvm.bw_size_bytes[i] = a->valuedouble;
		dev->uvm.bw_gbps[i] = b->valuedouble;
		i++;
	}
	if (i == 0)
		return gp_jr_fail(r, GP_EINVAL, "/uvm/bw_by_size", "must not be empty");
	dev->uvm.n_bw = i;
	return 0;
}

static cJSON *write_bw_by_size(const struct gp_device *dev)
{
	cJSON *a = cJSON_CreateArray();
	for (int i = 0; a && i < dev->uvm.n_bw; i++) {
		double pair[2] = { dev->uvm.bw_size_bytes[i], dev->uvm.bw_gbps[i] };
		cJSON *p = cJSON_CreateDoubleArray(pair, 2);
		if (!p || !cJSON_AddItemToArray(a, p)) {
			cJSON_Delete(p);
			cJSON_Delete(a);
			return NULL;
		}
	}
	return a;
}

/* ==== The rows ==== */

static const char *const reg_gran_names[] = { "block", "warp", NULL };
static const char *const dram_index_names[] = {
	[GP_DRAM_INDEX_DEFAULT] = NULL, [GP_DRAM_INDEX_CONSECUTIVE] = "consecutive",
	[GP_DRAM_INDEX_IPOLY] = "ipoly", [GP_DRAM_INDEX_IPOLY + 1] = NULL,
};

#define NUM GP_DT_NUM
#define INT GP_DT_INT
#define BOOL GP_DT_BOOL
#define STR GP_DT_STR
#define ENUM GP_DT_ENUM
#define CUSTOM GP_DT_CUSTOM
#define REQ GP_DN_REQUIRED
#define OPT GP_DN_OPTIONAL
#define ALWAYS .save = GP_DS_ALWAYS
#define NONZERO .save = GP_DS_NONZERO
#define NOUNIT GP_DU_NONE
#define SHOW(rank, label, json, fmt) \
	.cmp = { rank, label, json, GP_DSHOW_NUM, fmt, GP_DU_NONE }
#define SHOW_KNOWN(rank, label, json, fmt) \
	.cmp = { rank, label, json, GP_DSHOW_KNOWN, fmt, GP_DU_NONE }
#define SHOW_IN(rank, label, json, fmt, unit) \
	.cmp = { rank, label, json, GP_DSHOW_NUM, fmt, unit }
/* a latency row: Table 4.1/4.2 cycles, required */
#define LAT(key, member, max) { "/latency", key, NUM, OFF(member), REQ, 0, max, NOUNIT, ALWAYS
#define UNIT_LANES(key, u) { "/units", key, NUM, OFF(units[u]), REQ, 0, 4096, NOUNIT, ALWAYS }
#define PJ(key, u) { "/power/pj_per_warp_ins", key, NUM, OFF(power.pj_per_warp_ins[GP_UNIT_##u]), \
		REQ, 0, 1e7, NOUNIT, ALWAYS }
#define LINK_DIR(sec, member) \
	{ sec, "startup_us", NUM, OFF(member.startup_s), REQ, 0, 1e7, GP_DU_US, ALWAYS }, \
	{ sec, "lambda", NUM, OFF(member.lambda), REQ, 1e-6, 10, NOUNIT, ALWAYS }

const struct gp_dfield gp_dschema_fields[] = {
	/* ---- top level ---- */
	{ "", "name", STR, OFF(name), REQ, 0, 0, NOUNIT, ALWAYS, .size = sizeof(((struct gp_device *)0)->name) },
	{ "", "full_name", STR, OFF(full_name), OPT, 0, 0, NOUNIT, ALWAYS, .size = sizeof(((struct gp_device *)0)->full_name) },
	{ "", "arch", STR, OFF(arch), REQ, 0, 0, NOUNIT, ALWAYS, .size = sizeof(((struct gp_device *)0)->arch) },
	{ "", "compute_capability", CUSTOM, OFF(cc_major), REQ, 0, 0, NOUNIT, ALWAYS, .read = read_cc, .write = write_cc },
	{ "", "sms", INT, OFF(sms), REQ, 1, 100000, NOUNIT, ALWAYS, SHOW(20, "SMs", "sms", "%.0f") },
	{ "", "sm_clock_mhz", NUM, OFF(sm_clock_mhz), REQ, 1, 1e5, NOUNIT, ALWAYS, SHOW(30, "clock used (MHz)", "sm_clock_mhz", "%.0f") },
	{ "", "base_clock_mhz", NUM, OFF(base_clock_mhz), OPT, 1, 1e5, NOUNIT, ALWAYS, .omit = omit_base, SHOW_KNOWN(50, "base clock (MHz)", "base_clock_mhz", "%.0f") },
	{ "", "boost_clock_mhz", NUM, OFF(boost_clock_mhz), OPT, 1, 1e5, NOUNIT, ALWAYS, .omit = omit_boost, SHOW(60, "boost clock (MHz)", "boost_clock_mhz", "%.0f") },
	{ "", "sustained_clock_mhz", NUM, OFF(sustained_clock_mhz), OPT, 1, 1e5, NOUNIT, ALWAYS, .omit = omit_sustained, SHOW_KNOWN(70, "sustained clock (MHz)", "sustained_clock_mhz", "%.0f") },
	{ "", "warp_size", INT, OFF(warp_size), OPT, 1, 1024, NOUNIT, ALWAYS },
	{ "", "launch_overhead_us", NUM, OFF(launch_overhead_s), REQ, 0, 1e6, GP_DU_US, ALWAYS, SHOW(450, "launch overhead (us)", "launch_overhead_us", "%.1f") },
	{ "", "grid_start_end_us", NUM, OFF(grid_start_end_s), OPT, 0, 1e6, GP_DU_US, NONZERO, SHOW(460, "grid start/end (us)", "grid_start_end_us", "%.2f") },
	{ "", "block_dispatch_ns", NUM, OFF(block_dispatch_s), OPT, 0, 1e6, GP_DU_NS, NONZERO, SHOW_KNOWN(470, "block start (ns)", "block_dispatch_ns", "%.1f") },

	/* ---- memory (thesis eq. 4.7) ---- */
	{ "/memory", "clock_mhz", NUM, OFF(mem_clock_mhz), OPT, 1, 1e6, NOUNIT, ALWAYS },
	{ "/memory", "bus_width_bits", INT, OFF(bus_width_bits), OPT, 8, 1 << 16, NOUNIT, ALWAYS },
	{ "/memory", "data_rate", NUM, OFF(data_rate), OPT, 0.5, 64, NOUNIT, ALWAYS },
	{ "/memory", "type", ENUM, OFF(dram_type), OPT, 0, 0, NOUNIT, NONZERO, .size = 16, .names = (const char *const[]){ [GP_DRAM_TYPE_GDDR5] = "gddr5", "gddr5x", "gddr6", "gddr6x", "gddr7", "hbm2", "hbm2e", "hbm3", "hbm3e", "lpddr5", NULL }, .bad_fmt = "'%s' is not gddr5, gddr5x, gddr6, gddr6x, gddr7, hbm2, hbm2e, hbm3, hbm3e or lpddr5", .cmp = { 105, "DRAM type", "dram_type", GP_DSHOW_TEXT, NULL, GP_DU_NONE } },
	{ "/memory", "dram_bw_gbps", NUM, OFF(dram_bw_gbps), OPT, 0.001, 1e6, NOUNIT, ALWAYS, .need = need_dram_bw, .omit = omit_dram_bw, SHOW(110, "DRAM peak (GB/s)", "dram_bw_gbps", "%.0f") },
	{ "/memory", "sustained_gbps", NUM, OFF(dram_sustained_gbps), OPT, 0.001, 1e6, NOUNIT, NONZERO, SHOW_KNOWN(120, "DRAM measured (GB/s)", "dram_sustained_gbps", "%.0f") },
	{ "/memory", "dram_read_sustained_gbps", NUM, OFF(dram_read_sustained_gbps), OPT, 0.001, 1e6, NOUNIT, NONZERO, SHOW_KNOWN(150, "DRAM read-only (GB/s)", "dram_read_sustained_gbps", "%.0f") },
	{ "/memory", "dram_write_sustained_gbps", NUM, OFF(dram_write_sustained_gbps), OPT, 0.001, 1e6, NOUNIT, NONZERO, SHOW_KNOWN(160, "DRAM write-only (GB/s)", "dram_write_sustained_gbps", "%.0f") },
	{ "/memory", "size_gib", NUM, OFF(mem_size_bytes), REQ, 0.001, 1e5, GP_DU_GIB, ALWAYS, SHOW(220, "memory (GiB)", "mem_gib", "%.0f") },
	{ "/memory", "channels", INT, OFF(dram_channels), REQ, 1, 4096, NOUNIT, ALWAYS },
	{ "/memory", "l2_bytes", NUM, OFF(l2_bytes), REQ, 0, 1e10, NOUNIT, ALWAYS, SHOW_IN(230, "L2 (MiB)", "l2_mib", "%.1f", GP_DU_MIB) },
	{ "/memory", "l2_dirty_bytes", NUM, OFF(l2_dirty_bytes), OPT, 1, 1e10, NOUNIT, NONZERO },
	{ "/memory", "dram_write_read_wait_ns", NUM, OFF(dram_write_read_wait_ns), OPT, 0, 1e5, NOUNIT, NONZERO, SHOW_KNOWN(170, "read wait per write util (ns)", "dram_write_read_wait_ns", "%.0f") },
	{ "/memory", "l1_bytes_per_sm", NUM, OFF(l1_bytes_per_sm), REQ, 0, 1e8, NOUNIT, ALWAYS, SHOW_IN(280, "L1+shared per SM (KiB)", "l1_kib_per_sm", "%.0f", GP_DU_KIB) },
	{ "/memory", "line_bytes", INT, OFF(line_bytes), REQ, 32, 1024, NOUNIT, ALWAYS },
	{ "/memory", "l2_assoc", INT, OFF(l2_assoc), REQ, 1, 1024, NOUNIT, ALWAYS, SHOW(250, "L2 ways", "l2_ways", "%.0f") },
	{ "/memory", "l1_sets", INT, OFF(l1_sets), OPT, 1, 4096, NOUNIT, NONZERO },
	{ "/memory", "l1_assoc", INT, OFF(l1_assoc), OPT, 1, 1024, NOUNIT, ALWAYS, .need = need_l1_assoc, .omit = omit_l1_assoc },
	{ "/memory", "l2_partitions", INT, OFF(l2_partitions), OPT, 1, 8, NOUNIT, ALWAYS, .omit = omit_one_section },
	{ "/memory", "l2_bw_gbps", NUM, OFF(l2_bw_gbps), OPT, 0.001, 1e7, NOUNIT, NONZERO, SHOW_KNOWN(260, "L2 measured (GB/s)", "l2_bw_gbps", "%.0f") },
	{ "/memory", "l2_lockstep_gbps", NUM, OFF(l2_lockstep_gbps), OPT, 0.001, 1e7, NOUNIT, NONZERO, SHOW_KNOWN(270, "L2 lockstep reads (GB/s)", "l2_lockstep_gbps", "%.0f") },
	{ "/memory", "ecc", BOOL, OFF(dram_ecc), OPT, 0, 0, NOUNIT, NONZERO, .cmp = { 180, "memory ECC", "ecc", GP_DSHOW_ONOFF, NULL, GP_DU_NONE } },
	{ "/memory", "addr_mapping", STR, OFF(dram_addr_mapping), OPT, 0, 0, NOUNIT, NONZERO, .size = GP_DRAM_MAPPING_MAX },
	{ "/memory", "partition_indexing", ENUM, OFF(dram_partition_indexing), OPT, 0, 0, NOUNIT, NONZERO, .size = 32, .names = dram_index_names, .bad_fmt = "'%s' is not consecutive or ipoly" },
	{ "/memory", "icnt_sectors_per_clk", NUM, OFF(icnt_sectors_per_clk), OPT, 0.001, 64, NOUNIT, NONZERO },
	{ "/memory", "store_ack_retire", BOOL, OFF(store_ack_retire), OPT, 0, 0, NOUNIT, NONZERO },
	{ "/memory", "l2_slices_per_channel", INT, OFF(l2_slices_per_channel), OPT, 1, 8, NOUNIT, NONZERO },
	{ "/memory", "l1_miss_queue_entries", INT, OFF(l1_miss_queue_entries), OPT, 1, 65536, NOUNIT, NONZERO },
	{ "/memory", "l2_write_miss_dram", BOOL, OFF(l2_write_miss_dram), OPT, 0, 0, NOUNIT, NONZERO },

	/* ---- units: lanes per SM (a warp instruction costs warp_size / lanes cycles) ---- */
	UNIT_LANES("fp32_cores", GP_UNIT_FP32),
	UNIT_LANES("int32", GP_UNIT_INT32),
	UNIT_LANES("fp64", GP_UNIT_FP64),
	UNIT_LANES("sfu", GP_UNIT_SFU),
	UNIT_LANES("tensor", GP_UNIT_TENSOR),
	UNIT_LANES("lsu", GP_UNIT_LSU),
	{ "/units", "schedulers", INT, OFF(schedulers), REQ, 1, 64, NOUNIT, ALWAYS },
	{ "/units", "issue_per_scheduler", INT, OFF(issue_per_scheduler), REQ, 1, 8, NOUNIT, ALWAYS },
	{ "/units", "dual_issue", BOOL, OFF(dual_issue), REQ, 0, 0, NOUNIT, ALWAYS },
	{ "/units", "int32_shares_fp32", BOOL, OFF(int32_shares_fp32), OPT, 0, 0, NOUNIT, NONZERO },
	{ "/units", "smem_bytes_per_clk", NUM, OFF(smem_bytes_per_clk), REQ, 1, 1e5, NOUNIT, ALWAYS },
	{ "/units", "smem_banks", INT, OFF(smem_banks), REQ, 1, 256, NOUNIT, ALWAYS },

	/* ---- limits: the CUDA Occupancy Calculator's table ---- */
	{ "/limits", "max_threads_per_block", INT, OFF(max_threads_per_block), REQ, 32, 8192, NOUNIT, ALWAYS },
	{ "/limits", "max_threads_per_sm", INT, OFF(max_threads_per_sm), REQ, 32, 65536, NOUNIT, ALWAYS },
	{ "/limits", "max_warps_per_sm", INT, OFF(max_warps_per_sm), REQ, 1, 2048, NOUNIT, ALWAYS, SHOW(300, "warps per SM", "max_warps_per_sm", "%.0f") },
	{ "/limits", "max_blocks_per_sm", INT, OFF(max_blocks_per_sm), REQ, 1, 1024, NOUNIT, ALWAYS, SHOW(310, "blocks per SM", "max_blocks_per_sm", "%.0f") },
	{ "/limits", "regs_per_sm", INT, OFF(regs_per_sm), REQ, 1024, 1 << 22, NOUNIT, ALWAYS, SHOW(320, "registers per SM", "regs_per_sm", "%.0f") },
	{ "/limits", "max_regs_per_block", INT, OFF(max_regs_per_block), REQ, 1024, 1 << 22, NOUNIT, ALWAYS },
	{ "/limits", "max_regs_per_thread", INT, OFF(max_regs_per_thread), REQ, 16, 1024, NOUNIT, ALWAYS },
	{ "/limits", "reg_alloc_unit", INT, OFF(reg_alloc_unit), REQ, 1, 4096, NOUNIT, ALWAYS },
	{ "/limits", "reg_alloc_granularity", ENUM, OFF(reg_alloc_per_warp), REQ, 0, 0, NOUNIT, ALWAYS, .size = 16, .names = reg_gran_names, .bad_fmt = "must be \"warp\" or \"block\", got \"%s\"" },
	{ "/limits", "sub_partitions", INT, OFF(sub_partitions), REQ, 1, 16, NOUNIT, ALWAYS },
	{ "/limits", "warp_alloc_granularity", INT, OFF(warp_alloc_granularity), REQ, 1, 64, NOUNIT, ALWAYS },
	{ "/limits", "smem_per_sm_bytes", INT, OFF(smem_per_sm_bytes), REQ, 0, 1 << 24, NOUNIT, ALWAYS, SHOW_IN(290, "shared max per SM (KiB)", "smem_kib_per_sm", "%.0f", GP_DU_KIB) },
	{ "/limits", "smem_per_block_bytes", INT, OFF(smem_per_block_bytes), REQ, 0, 1 << 24, NOUNIT, ALWAYS },
	{ "/limits", "smem_per_block_optin_bytes", INT, OFF(smem_per_block_optin_bytes), REQ, 0, 1 << 24, NOUNIT, ALWAYS },
	{ "/limits", "smem_reserved_per_block_bytes", INT, OFF(smem_reserved_per_block_bytes), REQ, 0, 1 << 20, NOUNIT, ALWAYS },
	{ "/limits", "smem_alloc_unit_bytes", INT, OFF(smem_alloc_unit_bytes), REQ, 1, 1 << 20, NOUNIT, ALWAYS },
	{ "/limits", "smem_carveout_kib", CUSTOM, OFF(carveout_kib), REQ, 0, 0, NOUNIT, ALWAYS, .read = read_carveout, .write = write_carveout },

	/* ---- latency: SM cycles (thesis Tables 4.1, 4.2) ---- */
	LAT("fp32", lat_class[GP_IC_FP32], 1e5), SHOW(330, "latency fp32 (cycles)", "lat_fp32_cycles", "%.0f") },
	LAT("int", lat_class[GP_IC_INT], 1e5) },
	LAT("imul", lat_class[GP_IC_IMUL], 1e5), SHOW(340, "latency imul (cycles)", "lat_imul_cycles", "%.0f") },
	LAT("fp64", lat_class[GP_IC_FP64], 1e5) },
	LAT("sfu", lat_class[GP_IC_SFU], 1e5), SHOW(350, "latency sfu (cycles)", "lat_sfu_cycles", "%.0f") },
	LAT("half", lat_class[GP_IC_HALF], 1e5) },
	LAT("tensor", lat_class[GP_IC_TENSOR], 1e5), SHOW(360, "latency tensor (cycles)", "lat_tensor_cycles", "%.0f") },
	LAT("conv", lat_class[GP_IC_CONV], 1e5) },
	LAT("bar", lat_class[GP_IC_BAR], 1e5), SHOW(370, "latency barrier (cycles)", "lat_bar_cycles", "%.0f") },
	LAT("misc", lat_class[GP_IC_MISC], 1e5) },
	LAT("branch_taken", lat_branch_taken, 1e5) },
	LAT("branch_not_taken", lat_branch_not_taken, 1e5) },
	LAT("ilp", ilp_latency_cycles, 1e4) },
	LAT("block_replacement", block_replacement_cycles, 1e6), SHOW(440, "block replacement (cycles)", "block_replacement_cycles", "%.0f") },
	LAT("dram", lat_mem[GP_MEM_DRAM], 1e6), SHOW(420, "latency DRAM (cycles)", "lat_dram_cycles", "%.0f") },
	LAT("l2", lat_mem[GP_MEM_L2], 1e6), SHOW(400, "latency L2 hit (cycles)", "lat_l2_cycles", "%.0f") },
	LAT("l1", lat_mem[GP_MEM_L1], 1e6), SHOW(390, "latency L1 hit (cycles)", "lat_l1_cycles", "%.0f") },
	LAT("shared", lat_mem[GP_MEM_SHARED], 1e6), SHOW(380, "latency shared (cycles)", "lat_shared_cycles", "%.0f") },
	LAT("const", lat_mem[GP_MEM_CONST], 1e6) },
	{ "/latency", "l2_far", NUM, OFF(lat_l2_far), OPT, 0, 1e6, NOUNIT, NONZERO, SHOW_KNOWN(410, "latency far L2 hit (cycles)", "lat_l2_far_cycles", "%.0f") },

	/* ---- link: the host link (thesis 4.5, eq. 5.5) ---- */
	{ "/link", "kind", STR, OFF(link.kind), REQ, 0, 0, NOUNIT, ALWAYS, .size = sizeof(((struct gp_link *)0)->kind) },
	{ "/link", "generation", INT, OFF(link.generation), REQ, 1, 6, NOUNIT, ALWAYS, .need = need_pcie, .omit = omit_not_pcie },
	{ "/link", "lanes", INT, OFF(link.lanes), REQ, 1, 32, NOUNIT, ALWAYS, .need = need_pcie, .omit = omit_not_pcie },
	{ "/link", "bw_gbps", NUM, OFF(link.bw_gbps), OPT, 1e-3, 1e5, NOUNIT, ALWAYS, .need = need_link_bw, .omit = omit_link_bw, SHOW(490, "host link (GB/s/dir)", "link_bw_gbps", "%.1f") },
	LINK_DIR("/link/htod", link.htod),
	LINK_DIR("/link/dtoh", link.dtoh),
	LINK_DIR("/link/pageable/htod", link.htod_pageable),
	LINK_DIR("/link/pageable/dtoh", link.dtoh_pageable),

	/* ---- uvm: Unified Memory (UVMSmart, seed 001) ---- */
	{ "/uvm", "page_bytes", NUM, OFF(uvm.page_bytes), OPT, 512, 1 << 30, NOUNIT, ALWAYS },
	{ "/uvm", "fault_latency_us", NUM, OFF(uvm.fault_latency_s), OPT, 0, 1e6, GP_DU_US, ALWAYS },
	{ "/uvm", "ptw_cycles", NUM, OFF(uvm.ptw_cycles), OPT, 0, 1e7, NOUNIT, ALWAYS },
	{ "/uvm", "bw_by_size", CUSTOM, OFF(uvm.bw_size_bytes), OPT, 0, 0, NOUNIT, ALWAYS, .omit = omit_no_bw_points, .read = read_bw_by_size, .write = write_bw_by_size },

	/* ---- power: energy figures ---- */
	{ "/power", "tdp_w", NUM, OFF(power.tdp_w), REQ, 1, 1e5, NOUNIT, ALWAYS, SHOW_KNOWN(500, "TDP (W)", "tdp_w", "%.0f") },
	{ "/power", "idle_w", NUM, OFF(power.idle_w), REQ, 0, 1e5, NOUNIT, ALWAYS },
	PJ("fp32", FP32), PJ("int32", INT32), PJ("fp64", FP64), PJ("sfu", SFU),
	PJ("tensor", TENSOR), PJ("lsu", LSU), PJ("ctrl", CTRL),
	{ "/power", "pj_per_dram_byte", NUM, OFF(power.pj_per_dram_byte), OPT, 0, 1e6, NOUNIT, ALWAYS },
};
const size_t gp_dschema_n_fields = N_OF(gp_dschema_fields);

/* ==== Each section's checks (after its rows) ==== */

static void root_defaults(struct gp_device *dev)
{
	dev->warp_size = 32;
}

/* Optional vendor clocks; the model runs at sm_clock_mhz unless told otherwise. */
static int check_root(struct gp_jr *r, const cJSON *obj, struct gp_device *dev)
{
	(void)obj;
	snprintf(dev->file_clock_name, sizeof(dev->file_clock_name), "%s",
		 dev->boost_clock_mhz == dev->sm_clock_mhz ? "boost" : "file");
	if (dev->boost_clock_mhz == 0)
		dev->boost_clock_mhz = dev->sm_clock_mhz;
	if (dev->base_clock_mhz > dev->boost_clock_mhz)
		return gp_jr_fail(r, GP_EINVAL, "/base_clock_mhz", "%g MHz is above the boost clock %g MHz",
				  dev->base_clock_mhz, dev->boost_clock_mhz);
	dev->file_clock_mhz = dev->sm_clock_mhz;
	snprintf(dev->clock_name, sizeof(dev->clock_name), "%s", dev->file_clock_name);
	if (!dev->full_name[0])
		snprintf(dev->full_name, sizeof(dev->full_name), "%s", dev->name);
	return 0;
}

/* The read-only and write-only plateaus: each at most the peak, and with the triad figure
 * they are derived against (drammix.h) a turnaround of at least 0. */
static int check_mix(struct gp_jr *r, const struct gp_device *dev)
{
	static const char *const paths[2] = { "/memory/dram_read_sustained_gbps",
					      "/memory/dram_write_sustained_gbps" };
	const double v[2] = { dev->dram_read_sustained_gbps, dev->dram_write_sustained_gbps };
	struct gp_drammix m;
	int last = v[1] > 0 ? 1 : 0;
	if (!(v[0] > 0) && !(v[1] > 0))
		return 0;
	for (int i = 0; i < 2; i++)
		if (v[i] > dev->dram_bw_gbps * 1.0001)
			return gp_jr_fail(r, GP_EINVAL, paths[i], "%g GB/s is above the peak %g GB/s",
					  v[i], dev->dram_bw_gbps);
	if (!(dev->dram_sustained_gbps > 0))
		return gp_jr_fail(r, GP_EINVAL, paths[last],
				  "needs /memory/sustained_gbps, the triad figure the read/write "
				  "turnaround is derived from");
	if (gp_drammix_get(dev, &m) < 0)
		return gp_jr_fail(r, GP_EINVAL, paths[last],
				  "with read %g and write %g GB/s a 2:1 mix is slower than "
				  "sustained_gbps %g without any turnaround: the turnaround would be negative",
				  v[0] > 0 ? v[0] : dev->dram_sustained_gbps,
				  v[1] > 0 ? v[1] : dev->dram_sustained_gbps, dev->dram_sustained_gbps);
	return 0;
}

static int check_memory(struct gp_jr *r, const cJSON *obj, struct gp_device *dev)
{
	(void)obj;
	if (have_rate(dev)) {
		double computed = gp_device_dram_rate_gbps(dev);
		if (dev->dram_bw_gbps == 0)
			dev->dram_bw_gbps = computed;
		else if (fabs(dev->dram_bw_gbps - computed) > 0.02 * computed)
			return gp_jr_fail(r, GP_EINVAL, "/memory/dram_bw_gbps",
					  "is %g but clock x bus width / 8 x data rate gives %g GB/s",
					  dev->dram_bw_gbps, computed);
	}
	if (dev->l2_dirty_bytes > dev->l2_bytes)
		return gp_jr_fail(r, GP_EINVAL, "/memory/l2_dirty_bytes",
				  "%g bytes is more than the L2 holds (l2_bytes %g)",
				  dev->l2_dirty_bytes, dev->l2_bytes);
	if (dev->dram_sustained_gbps > dev->dram_bw_gbps * 1.0001)
		return gp_jr_fail(r, GP_EINVAL, "/memory/sustained_gbps",
				  "%g GB/s is above the peak %g GB/s", dev->dram_sustained_gbps,
				  dev->dram_bw_gbps);
	/* the engine checks addr_mapping's letters when it builds the map */
	return check_mix(r, dev);
}

static int check_units(struct gp_jr *r, const cJSON *obj, struct gp_device *dev)
{
	(void)obj;
	if (dev->units[GP_UNIT_FP32] <= 0)
		return gp_jr_fail(r, GP_EINVAL, "/units/fp32_cores", "must be > 0");
	if (dev->units[GP_UNIT_LSU] <= 0)
		return gp_jr_fail(r, GP_EINVAL, "/units/lsu", "must be > 0");
	if (dev->int32_shares_fp32 &&
	    !(dev->units[GP_UNIT_INT32] > 0 && dev->units[GP_UNIT_INT32] <= dev->units[GP_UNIT_FP32]))
		return gp_jr_fail(r, GP_EINVAL, "/units/int32_shares_fp32",
				  "needs int32 lanes, at most fp32_cores, to share");
	/* the branch unit: one branch per scheduler per cycle */
	dev->units[GP_UNIT_CTRL] = (double)dev->warp_size * dev->schedulers;
	return 0;
}

static int check_latency(struct gp_jr *r, const cJSON *obj, struct gp_device *dev)
{
	(void)obj;
	if (dev->lat_l2_far > 0 && dev->lat_l2_far < dev->lat_mem[GP_MEM_L2])
		return gp_jr_fail(r, GP_EINVAL, "/latency/l2_far", "%g cycles is below the near L2's %g",
				  dev->lat_l2_far, dev->lat_mem[GP_MEM_L2]);
	/* memory classes take the latency of the level they usually hit (devices/README.md) */
	dev->lat_class[GP_IC_GLD] = dev->lat_mem[GP_MEM_DRAM];
	dev->lat_class[GP_IC_GST] = dev->lat_mem[GP_MEM_DRAM];
	dev->lat_class[GP_IC_LDS] = dev->lat_mem[GP_MEM_SHARED];
	dev->lat_class[GP_IC_STS] = dev->lat_mem[GP_MEM_SHARED];
	dev->lat_class[GP_IC_LDC] = dev->lat_mem[GP_MEM_CONST];
	dev->lat_class[GP_IC_LOCAL] = dev->lat_mem[GP_MEM_L1];
	dev->lat_class[GP_IC_ATOM] = dev->lat_mem[GP_MEM_L2];
	dev->lat_class[GP_IC_BRANCH] = dev->lat_branch_taken;
	return 0;
}

static int check_link(struct gp_jr *r, const cJSON *obj, struct gp_device *dev)
{
	struct gp_link *k = &dev->link;
	(void)obj;
	if (need_link_bw(dev) == GP_DN_SKIP)
		return gp_jr_fail(r, GP_EINVAL, "/link/kind",
				  "must be \"pcie\" or \"nvlink-c2c\" (or \"integrated\": a GPU sharing host "
				  "memory), got \"%s\"", k->kind);
	if (!is_pcie(dev))
		return 0;
	if (k->lanes != 1 && k->lanes != 2 && k->lanes != 4 && k->lanes != 8 && k->lanes != 16 &&
	    k->lanes != 32)
		return gp_jr_fail(r, GP_EINVAL, "/link/lanes", "must be 1, 2, 4, 8, 16 or 32, got %d",
				  k->lanes);
	if (k->bw_gbps == 0)   /* not given (a given one is >= 1e-3): Table 4.3 */
		k->bw_gbps = gp_pcie_bw_gbps(k->generation, k->lanes);
	return 0;
}

/* UVMSmart (seed 001) defaults: 4 KB pages, 45 us faults, 100-cycle walk, Table 1. */
static void uvm_defaults(struct gp_device *dev)
{
	static const double kb[] = { 4, 16, 64, 256, 1024 };
	static const double gbps[] = { 3.2219, 6.4437, 8.4771, 10.508, 11.223 };
	struct gp_uvm *u = &dev->uvm;
	u->page_bytes = 4096;
	u->fault_latency_s = 45e-6;
	u->ptw_cycles = 100;
	u->n_bw = 5;
	for (int i = 0; i < 5; i++) {
		u->bw_size_bytes[i] = kb[i] * 1024;
		u->bw_gbps[i] = gbps[i];
	}
}

/* left out when it is the defaults and nothing cites it */
static int omit_uvm(const struct gp_device *dev, const struct gp_sources *src)
{
	struct gp_device def;
	memset(&def, 0, sizeof(def));
	uvm_defaults(&def);
	return memcmp(&def.uvm, &dev->uvm, sizeof(def.uvm)) == 0 &&
	       !gp_sources_cover(src, "/uvm/page_bytes");
}

static int check_power(struct gp_jr *r, const cJSON *obj, struct gp_device *dev)
{
	int ins = cJSON_GetObjectItemCaseSensitive(obj, "pj_per_warp_ins") != NULL;
	int dram = cJSON_GetObjectItemCaseSensitive(obj, "pj_per_dram_byte") != NULL;
	if (dev->power.idle_w > dev->power.tdp_w)
		return gp_jr_fail(r, GP_EINVAL, "/power/idle_w", "is above tdp_w");
	/* per-operation energies are optional together: without them energy is TDP-scaled */
	if (!ins && dram)
		return gp_jr_fail(r, GP_EINVAL, "/power/pj_per_warp_ins",
				  "is missing (give it with pj_per_dram_byte, or neither)");
	if (ins && !dram)   /* the reader's own "is missing" */
		return gp_jr_num(r, obj, "/power", "pj_per_dram_byte", 1, 0, 1e6,
				 &dev->power.pj_per_dram_byte);
	return 0;
}

static int omit_absent(const struct gp_device *dev, const struct gp_sources *src, size_t off)
{
	(void)src;
	return !*(const int *)((const char *)dev + off);
}
static int omit_no_pageable(const struct gp_device *dev, const struct gp_sources *src)
{
	return omit_absent(dev, src, OFF(link.has_pageable));
}
static int omit_no_power(const struct gp_device *dev, const struct gp_sources *src)
{
	return omit_absent(dev, src, OFF(power.has_power));
}

static const char *const root_extra[] = { "sources", "notes", NULL };

const struct gp_dsection gp_dschema_sections[] = {
	{ "", NULL, NULL, 1, -1, root_extra, root_defaults, check_root, NULL },
	{ "/memory", "", "memory", 1, -1, NULL, NULL, check_memory, NULL },
	{ "/units", "", "units", 1, -1, NULL, NULL, check_units, NULL },
	{ "/limits", "", "limits", 1, -1, NULL, NULL, NULL, NULL },
	{ "/latency", "", "latency", 1, -1, NULL, NULL, check_latency, NULL },
	{ "/link", "", "link", 1, -1, NULL, NULL, check_link, NULL },
	{ "/link/htod", "/link", "htod", 1, -1, NULL, NULL, NULL, NULL },
	{ "/link/dtoh", "/link", "dtoh", 1, -1, NULL, NULL, NULL, NULL },
	{ "/link/pageable", "/link", "pageable", 0, (int)OFF(link.has_pageable), NULL, NULL, NULL, omit_no_pageable },
	{ "/link/pageable/htod", "/link/pageable", "htod", 1, -1, NULL, NULL, NULL, NULL },
	{ "/link/pageable/dtoh", "/link/pageable", "dtoh", 1, -1, NULL, NULL, NULL, NULL },
	{ "/uvm", "", "uvm", 0, -1, NULL, uvm_defaults, NULL, omit_uvm },
	{ "/power", "", "power", 0, (int)OFF(power.has_power), NULL, NULL, check_power, omit_no_power },
	{ "/power/pj_per_warp_ins", "/power", "pj_per_warp_ins", 0, -1, NULL, NULL, NULL, NULL },
};
const size_t gp_dschema_n_sections = N_OF(gp_dschema_sections);

/* ==== Access ==== */

double gp_dfield_get(const struct gp_dfield *f, const struct gp_device *dev)
{
	const char *p = (const char *)dev + f->off;
	switch (f->type) {
	case GP_DT_NUM: return *(const double *)p;
	case GP_DT_INT: case GP_DT_BOOL: case GP_DT_ENUM: return *(const int *)p;
	case GP_DT_STR: case GP_DT_CUSTOM: break;
	}
	return 0;
}

const char *gp_dfield_text(const struct gp_dfield *f, const struct gp_device *dev)
{
	const char *p = (const char *)dev + f->off;
	if (f->type == GP_DT_STR)
		return p[0] ? p : NULL;
	if (f->type == GP_DT_ENUM)
		return f->names[*(const int *)p];
	return NULL;
}

const char *gp_dfield_path(const struct gp_dfield *f, char *buf, size_t n)
{
	snprintf(buf, n, "%s/%s", f->section, f->key);
	return buf;
}

const char *gp_dfield_doc(const struct gp_dfield *f, char *buf, size_t n)
{
	char *s;
	snprintf(buf, n, "%s%s%s", f->section[0] ? f->section + 1 : "", f->section[0] ? "." : "",
		 f->key);
	for (s = buf; *s; s++)
		if (*s == '/')
			*s = '.';
	return buf;
}

const struct gp_dsection *gp_dschema_section(const char *path)
{
	for (size_t i = 0; i < gp_dschema_n_sections; i++)
		if (strcmp(gp_dschema_sections[i].path, path) == 0)
			return &gp_dschema_sections[i];
	return NULL;
}

int gp_dschema_section_omitted(const char *path, const struct gp_device *dev,
			       const struct gp_sources *src)
{
	for (const struct gp_dsection *s = gp_dschema_section(path); s && s->parent;
	     s = gp_dschema_section(s->parent))
		if (s->omit && s->omit(dev, src))
			return 1;
	return 0;
}

int gp_dfield_written(const struct gp_dfield *f, const struct gp_device *dev,
		      const struct gp_sources *src)
{
	if (gp_dschema_section_omitted(f->section, dev, src))
		return 0;
	if (f->omit && f->omit(dev, src))
		return 0;
	if (f->save == GP_DS_NONZERO) {
		if (f->type == GP_DT_STR)
			return ((const char *)dev + f->off)[0] != '\0';
		return gp_dfield_get(f, dev) != 0;
	}
	return 1;
}

/* ==== Reading ==== */

static int read_enum(struct gp_jr *r, const cJSON *obj, const struct gp_dfield *f, int required,
		     struct gp_device *dev)
{
	char s[64], path[128];
	int rc;
	if (f->size > sizeof(s))
		return gp_jr_fail(r, GP_EINVAL, f->key, "schema row's buffer is too large");
	if ((rc = gp_jr_str(r, obj, f->section, f->key, required, s, f->size)) != 0)
		return rc < 0 ? rc : 0;
	for (int i = 0; f->names[i] || i == 0; i++)
		if (f->names[i] && strcmp(s, f->names[i]) == 0) {
			*(int *)((char *)dev + f->off) = i;
			return 0;
		}
	return gp_jr_fail(r, GP_EINVAL, gp_dfield_path(f, path, sizeof(path)), f->bad_fmt, s);
}

static int read_field(struct gp_jr *r, const cJSON *obj, const struct gp_dfield *f,
		      struct gp_device *dev)
{
	char *p = (char *)dev + f->off;
	int need = f->need ? f->need(dev) : f->required, rc;
	double v;
	if (need == GP_DN_SKIP)
		return 0;
	switch (f->type) {
	case GP_DT_NUM:
		rc = gp_jr_num(r, obj, f->section, f->key, need, f->min, f->max, &v);
		if (rc == 0)
			*(double *)p = gp_dunit_to_struct(f->unit, v);
		return rc < 0 ? rc : 0;
	case GP_DT_INT:
		rc = gp_jr_int(r, obj, f->section, f->key, need, (long long)f->min, (long long)f->max,
			       (int *)p);
		return rc < 0 ? rc : 0;
	case GP_DT_BOOL:
		rc = gp_jr_bool(r, obj, f->section, f->key, need, (int *)p);
		return rc < 0 ? rc : 0;
	case GP_DT_STR:
		rc = gp_jr_str(r, obj, f->section, f->key, need, p, f->size);
		if (rc == 0 && need && !((char *)p)[0]) {
			/* a required name or label that says nothing (an empty --name) */
			char full[256];
			snprintf(full, sizeof(full), "%s/%s", f->section, f->key);
			return gp_jr_fail(r, GP_EINVAL, full, "must not be empty");
		}
		return rc < 0 ? rc : 0;
	case GP_DT_ENUM:
		return read_enum(r, obj, f, need, dev);
	case GP_DT_CUSTOM:
		return f->read(r, obj, f, need, dev);
	}
	return 0;
}

/* The keys the section's object may hold: its rows, its sections, its extra keys. */
static int section_keys(const struct gp_dsection *s, const char **keys, size_t cap)
{
	size_t n = 0;
	for (size_t i = 0; i < gp_dschema_n_fields && n + 1 < cap; i++)
		if (strcmp(gp_dschema_fields[i].section, s->path) == 0)
			keys[n++] = gp_dschema_fields[i].key;
	for (size_t i = 0; i < gp_dschema_n_sections && n + 1 < cap; i++)
		if (gp_dschema_sections[i].parent && strcmp(gp_dschema_sections[i].parent, s->path) == 0)
			keys[n++] = gp_dschema_sections[i].key;
	for (size_t i = 0; s->extra_keys && s->extra_keys[i] && n + 1 < cap; i++)
		keys[n++] = s->extra_keys[i];
	keys[n] = NULL;
	return (int)n;
}

int gp_dschema_read(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	const cJSON *objs[N_OF(gp_dschema_sections)];
	int rc;

	for (size_t i = 0; i < gp_dschema_n_sections; i++) {
		const struct gp_dsection *s = &gp_dschema_sections[i];
		const cJSON *o = NULL;
		const char *keys[96];
		objs[i] = NULL;
		if (s->defaults)
			s->defaults(dev);
		if (!s->parent) {
			o = root;
		} else {
			const struct gp_dsection *ps = gp_dschema_section(s->parent);
			const cJSON *po = objs[ps - gp_dschema_sections];
			if (!po)
				continue;   /* an optional section left out: so is everything in it */
			if ((rc = gp_jr_obj(r, po, s->parent, s->key, s->required, &o)) < 0)
				return rc;
			if (rc == 1)
				continue;
		}
		objs[i] = o;
		if (s->present_off >= 0)
			*(int *)((char *)dev + s->present_off) = 1;
		section_keys(s, keys, N_OF(keys));
		if ((rc = gp_jr_only_keys(r, o, s->path, keys)) < 0)
			return rc;
		for (size_t j = 0; j < gp_dschema_n_fields; j++)
			if (strcmp(gp_dschema_fields[j].section, s->path) == 0 &&
			    (rc = read_field(r, o, &gp_dschema_fields[j], dev)) < 0)
				return rc;
		if (s->check && (rc = s->check(r, o, dev)) < 0)
			return rc;
	}
	return 0;
}
