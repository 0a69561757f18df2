/* device.c - load, validate and find device descriptions (devices/NAME.json, devices/README.md). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gpuperf/datapath.h"
#include "gpuperf/device.h"
#include "gpuperf/drammix.h"
#include "jsonutil.h"
#include "util.h"

#define DOC "devices/README.md"
#define BIG 1e12

/* ==== Sections ==== */

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

static int read_memory(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	const cJSON *m;
	const char *p = "/memory";
	double size_gib = 0, computed;
	int rc, have_rate = 1;

	if ((rc = gp_jr_obj(r, root, "", "memory", 1, &m)))
		return rc;
	static const char *const keys[] = { "clock_mhz", "bus_width_bits", "data_rate", "dram_bw_gbps",
		"sustained_gbps", "size_gib", "channels", "l2_bytes", "l1_bytes_per_sm", "line_bytes",
		"l2_assoc", "l1_assoc", "l1_sets", "l2_bw_gbps", "l2_lockstep_gbps", "addr_mapping", "partition_indexing",
		"l2_partitions", "icnt_sectors_per_clk", "store_ack_retire", "l2_slices_per_channel",
		"l1_miss_queue_entries", "l2_write_miss_dram", "dram_read_sustained_gbps",
		"dram_write_sustained_gbps", "l2_dirty_bytes", "dram_write_read_wait_ns", "ecc", NULL };
	char idx[32] = "";
	if ((rc = gp_jr_only_keys(r, m, p, keys)) < 0)
		return rc;
	if ((rc = gp_jr_num(r, m, p, "clock_mhz", 0, 1, 1e6, &dev->mem_clock_mhz)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "bus_width_bits", 0, 8, 1 << 16, &dev->bus_width_bits)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "data_rate", 0, 0.5, 64, &dev->data_rate)) < 0)
		return rc;
	have_rate = dev->mem_clock_mhz > 0 && dev->bus_width_bits > 0 && dev->data_rate > 0;
	if ((rc = gp_jr_num(r, m, p, "dram_bw_gbps", !have_rate, 0.001, 1e6, &dev->dram_bw_gbps)) < 0)
		return rc;
	if (have_rate) {
		/* thesis eq. 4.7 numerator: clock x bus width / 8 x data rate */
		computed = dev->mem_clock_mhz * 1e6 * dev->bus_width_bits / 8.0 * dev->data_rate / 1e9;
		if (dev->dram_bw_gbps == 0)
			dev->dram_bw_gbps = computed;
		else if (fabs(dev->dram_bw_gbps - computed) > 0.02 * computed)
			return gp_jr_fail(r, GP_EINVAL, "/memory/dram_bw_gbps",
					  "is %g but clock x bus width / 8 x data rate gives %g GB/s",
					  dev->dram_bw_gbps, computed);
	}
	if ((rc = gp_jr_num(r, m, p, "sustained_gbps", 0, 0.001, 1e6, &dev->dram_sustained_gbps)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "size_gib", 1, 0.001, 1e5, &size_gib)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "channels", 1, 1, 4096, &dev->dram_channels)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "l2_bytes", 1, 0, 1e10, &dev->l2_bytes)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "l1_bytes_per_sm", 1, 0, 1e8, &dev->l1_bytes_per_sm)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "line_bytes", 1, 32, 1024, &dev->line_bytes)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "l2_assoc", 1, 1, 1024, &dev->l2_assoc)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "l1_sets", 0, 1, 4096, &dev->l1_sets)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "l1_assoc", dev->l1_sets == 0, 1, 1024, &dev->l1_assoc)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "l2_bw_gbps", 0, 0.001, 1e7, &dev->l2_bw_gbps)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "l2_lockstep_gbps", 0, 0.001, 1e7, &dev->l2_lockstep_gbps)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "l2_partitions", 0, 1, 8, &dev->l2_partitions)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "icnt_sectors_per_clk", 0, 0.001, 64,
			    &dev->icnt_sectors_per_clk)) < 0 ||
	    (rc = gp_jr_bool(r, m, p, "store_ack_retire", 0, &dev->store_ack_retire)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "l2_slices_per_channel", 0, 1, 8, &dev->l2_slices_per_channel)) < 0 ||
	    (rc = gp_jr_int(r, m, p, "l1_miss_queue_entries", 0, 1, 65536,
			    &dev->l1_miss_queue_entries)) < 0 ||
	    (rc = gp_jr_bool(r, m, p, "l2_write_miss_dram", 0, &dev->l2_write_miss_dram)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "dram_read_sustained_gbps", 0, 0.001, 1e6,
			    &dev->dram_read_sustained_gbps)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "dram_write_sustained_gbps", 0, 0.001, 1e6,
			    &dev->dram_write_sustained_gbps)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "l2_dirty_bytes", 0, 1, 1e10, &dev->l2_dirty_bytes)) < 0 ||
	    (rc = gp_jr_num(r, m, p, "dram_write_read_wait_ns", 0, 0, 1e5,
			    &dev->dram_write_read_wait_ns)) < 0 ||
	    (rc = gp_jr_bool(r, m, p, "ecc", 0, &dev->dram_ecc)) < 0)
		return rc;
	if (dev->l2_dirty_bytes > dev->l2_bytes)
		return gp_jr_fail(r, GP_EINVAL, "/memory/l2_dirty_bytes",
				  "%g bytes is more than the L2 holds (l2_bytes %g)",
				  dev->l2_dirty_bytes, dev->l2_bytes);
	if (dev->dram_sustained_gbps > dev->dram_bw_gbps * 1.0001)
		return gp_jr_fail(r, GP_EINVAL, "/memory/sustained_gbps",
				  "%g GB/s is above the peak %g GB/s", dev->dram_sustained_gbps,
				  dev->dram_bw_gbps);
	if ((rc = check_mix(r, dev)) < 0)
		return rc;
	dev->mem_size_bytes = size_gib * 1024.0 * 1024.0 * 1024.0;
	/* the engine checks the mapping's letters when it builds the map */
	if ((rc = gp_jr_str(r, m, p, "addr_mapping", 0, dev->dram_addr_mapping,
			    sizeof(dev->dram_addr_mapping))) < 0 ||
	    (rc = gp_jr_str(r, m, p, "partition_indexing", 0, idx, sizeof(idx))) < 0)
		return rc;
	if (rc == 0) {
		if (strcmp(idx, "consecutive") == 0)
			dev->dram_partition_indexing = GP_DRAM_INDEX_CONSECUTIVE;
		else if (strcmp(idx, "ipoly") == 0)
			dev->dram_partition_indexing = GP_DRAM_INDEX_IPOLY;
		else
			return gp_jr_fail(r, GP_EINVAL, "/memory/partition_indexing",
					  "'%s' is not consecutive or ipoly", idx);
	}
	return 0;
}

static int read_units(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	static const char *keys[GP_UNIT_COUNT] = {
		[GP_UNIT_FP32] = "fp32_cores", [GP_UNIT_INT32] = "int32", [GP_UNIT_FP64] = "fp64",
		[GP_UNIT_SFU] = "sfu", [GP_UNIT_TENSOR] = "tensor", [GP_UNIT_LSU] = "lsu",
		[GP_UNIT_CTRL] = NULL,
	};
	const cJSON *u;
	const char *p = "/units";
	int rc;

	if ((rc = gp_jr_obj(r, root, "", "units", 1, &u)))
		return rc;
	static const char *const ukeys[] = { "fp32_cores", "int32", "fp64", "sfu", "tensor", "lsu",
		"schedulers", "issue_per_scheduler", "dual_issue", "int32_shares_fp32", "smem_bytes_per_clk",
		"smem_banks", NULL };
	if ((rc = gp_jr_only_keys(r, u, p, ukeys)) < 0)
		return rc;
	for (int i = 0; i < GP_UNIT_COUNT; i++) {
		if (!keys[i])
			continue;
		if ((rc = gp_jr_num(r, u, p, keys[i], 1, 0, 4096, &dev->units[i])) < 0)
			return rc;
	}
	if (dev->units[GP_UNIT_FP32] <= 0)
		return gp_jr_fail(r, GP_EINVAL, "/units/fp32_cores", "must be > 0");
	if (dev->units[GP_UNIT_LSU] <= 0)
		return gp_jr_fail(r, GP_EINVAL, "/units/lsu", "must be > 0");
	if ((rc = gp_jr_int(r, u, p, "schedulers", 1, 1, 64, &dev->schedulers)) < 0 ||
	    (rc = gp_jr_int(r, u, p, "issue_per_scheduler", 1, 1, 8, &dev->issue_per_scheduler)) < 0 ||
	    (rc = gp_jr_bool(r, u, p, "dual_issue", 1, &dev->dual_issue)) < 0 ||
	    (rc = gp_jr_bool(r, u, p, "int32_shares_fp32", 0, &dev->int32_shares_fp32)) < 0 ||
	    (rc = gp_jr_num(r, u, p, "smem_bytes_per_clk", 1, 1, 1e5, &dev->smem_bytes_per_clk)) < 0 ||
	    (rc = gp_jr_int(r, u, p, "smem_banks", 1, 1, 256, &dev->smem_banks)) < 0)
		return rc;
	if (dev->int32_shares_fp32 &&
	    !(dev->units[GP_UNIT_INT32] > 0 && dev->units[GP_UNIT_INT32] <= dev->units[GP_UNIT_FP32]))
		return gp_jr_fail(r, GP_EINVAL, "/units/int32_shares_fp32",
				  "needs int32 lanes, at most fp32_cores, to share");
	/* the branch unit: one branch per scheduler per cycle */
	dev->units[GP_UNIT_CTRL] = (double)dev->warp_size * dev->schedulers;
	return 0;
}

static int read_limits(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	const cJSON *l, *arr, *c;
	const char *p = "/limits";
	char gran[16];
	int rc, i;

	if ((rc = gp_jr_obj(r, root, "", "limits", 1, &l)))
		return rc;
	static const char *const keys[] = { "max_threads_per_block", "max_threads_per_sm",
		"max_warps_per_sm", "max_blocks_per_sm", "regs_per_sm", "max_regs_per_block",
		"max_regs_per_thread", "reg_alloc_unit", "reg_alloc_granularity", "sub_partitions",
		"warp_alloc_granularity", "smem_per_sm_bytes", "smem_per_block_bytes",
		"smem_per_block_optin_bytes", "smem_reserved_per_block_bytes", "smem_alloc_unit_bytes",
		"smem_carveout_kib", NULL };
	if ((rc = gp_jr_only_keys(r, l, p, keys)) < 0)
		return rc;
	if ((rc = gp_jr_int(r, l, p, "max_threads_per_block", 1, 32, 8192, &dev->max_threads_per_block)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "max_threads_per_sm", 1, 32, 65536, &dev->max_threads_per_sm)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "max_warps_per_sm", 1, 1, 2048, &dev->max_warps_per_sm)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "max_blocks_per_sm", 1, 1, 1024, &dev->max_blocks_per_sm)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "regs_per_sm", 1, 1024, 1 << 22, &dev->regs_per_sm)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "max_regs_per_block", 1, 1024, 1 << 22, &dev->max_regs_per_block)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "max_regs_per_thread", 1, 16, 1024, &dev->max_regs_per_thread)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "reg_alloc_unit", 1, 1, 4096, &dev->reg_alloc_unit)) < 0 ||
	    (rc = gp_jr_str(r, l, p, "reg_alloc_granularity", 1, gran, sizeof(gran))) < 0 ||
	    (rc = gp_jr_int(r, l, p, "sub_partitions", 1, 1, 16, &dev->sub_partitions)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "warp_alloc_granularity", 1, 1, 64, &dev->warp_alloc_granularity)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "smem_per_sm_bytes", 1, 0, 1 << 24, &dev->smem_per_sm_bytes)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "smem_per_block_bytes", 1, 0, 1 << 24, &dev->smem_per_block_bytes)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "smem_per_block_optin_bytes", 1, 0, 1 << 24, &dev->smem_per_block_optin_bytes)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "smem_reserved_per_block_bytes", 1, 0, 1 << 20, &dev->smem_reserved_per_block_bytes)) < 0 ||
	    (rc = gp_jr_int(r, l, p, "smem_alloc_unit_bytes", 1, 1, 1 << 20, &dev->smem_alloc_unit_bytes)) < 0 ||
	    (rc = gp_jr_arr(r, l, p, "smem_carveout_kib", 1, &arr)) < 0)
		return rc;
	if (strcmp(gran, "warp") == 0)
		dev->reg_alloc_per_warp = 1;
	else if (strcmp(gran, "block") == 0)
		dev->reg_alloc_per_warp = 0;
	else
		return gp_jr_fail(r, GP_EINVAL, "/limits/reg_alloc_granularity",
				  "must be \"warp\" or \"block\", got \"%s\"", gran);
	i = 0;
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

static int read_latency(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	static const struct { const char *key; int iclass; } alu[] = {
		{ "fp32", GP_IC_FP32 }, { "int", GP_IC_INT }, { "imul", GP_IC_IMUL },
		{ "fp64", GP_IC_FP64 }, { "sfu", GP_IC_SFU }, { "half", GP_IC_HALF },
		{ "tensor", GP_IC_TENSOR }, { "conv", GP_IC_CONV }, { "bar", GP_IC_BAR },
		{ "misc", GP_IC_MISC },
	};
	const cJSON *l;
	const char *p = "/latency";
	int rc;

	if ((rc = gp_jr_obj(r, root, "", "latency", 1, &l)))
		return rc;
	static const char *const keys[] = { "fp32", "int", "imul", "fp64", "sfu", "half", "tensor",
		"conv", "bar", "misc", "dram", "l2", "l1", "shared", "const", "branch_taken",
		"branch_not_taken", "ilp", "block_replacement", "l2_far", NULL };
	if ((rc = gp_jr_only_keys(r, l, p, keys)) < 0)
		return rc;
	for (size_t i = 0; i < sizeof(alu) / sizeof(alu[0]); i++)
		if ((rc = gp_jr_num(r, l, p, alu[i].key, 1, 0, 1e5, &dev->lat_class[alu[i].iclass])) < 0)
			return rc;
	for (int m = 0; m < GP_MEM_COUNT; m++)
		if ((rc = gp_jr_num(r, l, p, gp_memlevel_name(m), 1, 0, 1e6, &dev->lat_mem[m])) < 0)
			return rc;
	if ((rc = gp_jr_num(r, l, p, "branch_taken", 1, 0, 1e5, &dev->lat_branch_taken)) < 0 ||
	    (rc = gp_jr_num(r, l, p, "branch_not_taken", 1, 0, 1e5, &dev->lat_branch_not_taken)) < 0 ||
	    (rc = gp_jr_num(r, l, p, "ilp", 1, 0, 1e4, &dev->ilp_latency_cycles)) < 0 ||
	    (rc = gp_jr_num(r, l, p, "block_replacement", 1, 0, 1e6, &dev->block_replacement_cycles)) < 0 ||
	    (rc = gp_jr_num(r, l, p, "l2_far", 0, 0, 1e6, &dev->lat_l2_far)) < 0)
		return rc;
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

static int read_dir(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
		    int required, struct gp_link_dir *out)
{
	const cJSON *o;
	char p[128];
	double us = 0;
	int rc = gp_jr_obj(r, obj, path, key, required, &o);
	if (rc)
		return rc;
	snprintf(p, sizeof(p), "%s/%s", path, key);
	static const char *const keys[] = { "startup_us", "lambda", NULL };
	if ((rc = gp_jr_only_keys(r, o, p, keys)) < 0)
		return rc;
	if ((rc = gp_jr_num(r, o, p, "startup_us", 1, 0, 1e7, &us)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "lambda", 1, 1e-6, 10, &out->lambda)) < 0)
		return rc;
	if (out->lambda <= 0)
		return gp_jr_fail(r, GP_EINVAL, p, "lambda must be > 0");
	out->startup_s = us * 1e-6;
	return 0;
}

static int read_link(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	const cJSON *l, *pg;
	const char *p = "/link";
	struct gp_link *k = &dev->link;
	int rc;

	if ((rc = gp_jr_obj(r, root, "", "link", 1, &l)))
		return rc;
	static const char *const keys[] = { "kind", "generation", "lanes", "bw_gbps", "htod", "dtoh",
		"pageable", NULL };
	if ((rc = gp_jr_only_keys(r, l, p, keys)) < 0)
		return rc;
	if ((rc = gp_jr_str(r, l, p, "kind", 1, k->kind, sizeof(k->kind))) < 0)
		return rc;
	if (strcmp(k->kind, "pcie") == 0) {
		if ((rc = gp_jr_int(r, l, p, "generation", 1, 1, 6, &k->generation)) < 0 ||
		    (rc = gp_jr_int(r, l, p, "lanes", 1, 1, 32, &k->lanes)) < 0)
			return rc;
		if (k->lanes != 1 && k->lanes != 2 && k->lanes != 4 && k->lanes != 8 &&
		    k->lanes != 16 && k->lanes != 32)
			return gp_jr_fail(r, GP_EINVAL, "/link/lanes", "must be 1, 2, 4, 8, 16 or 32, got %d",
					  k->lanes);
		k->bw_gbps = gp_pcie_bw_gbps(k->generation, k->lanes);
		if ((rc = gp_jr_num(r, l, p, "bw_gbps", 0, 1e-3, 1e5, &k->bw_gbps)) < 0)
			return rc;
	} else if (strcmp(k->kind, "nvlink-c2c") == 0) {
		if ((rc = gp_jr_num(r, l, p, "bw_gbps", 1, 1e-3, 1e5, &k->bw_gbps)) < 0)
			return rc;
	} else if (strcmp(k->kind, "integrated") == 0) {
		/* an integrated GPU (Jetson) copies DRAM to DRAM: the file states the rate */
		if ((rc = gp_jr_num(r, l, p, "bw_gbps", 1, 1e-3, 1e5, &k->bw_gbps)) < 0)
			return rc;
	} else {
		return gp_jr_fail(r, GP_EINVAL, "/link/kind",
				  "must be \"pcie\" or \"nvlink-c2c\" (or \"integrated\": a GPU sharing host "
				  "memory), got \"%s\"", k->kind);
	}
	if ((rc = read_dir(r, l, p, "htod", 1, &k->htod)) < 0 ||
	    (rc = read_dir(r, l, p, "dtoh", 1, &k->dtoh)) < 0)
		return rc;
	rc = gp_jr_obj(r, l, p, "pageable", 0, &pg);
	if (rc < 0)
		return rc;
	if (rc == 0) {
		k->has_pageable = 1;
		if ((rc = read_dir(r, pg, "/link/pageable", "htod", 1, &k->htod_pageable)) < 0 ||
		    (rc = read_dir(r, pg, "/link/pageable", "dtoh", 1, &k->dtoh_pageable)) < 0)
			return rc;
	}
	return 0;
}

/* UVMSmart (seed 001) defaults: 4 KB pages, 45 us faults, 100-cycle walk, Table 1. */
static void uvm_defaults(struct gp_uvm *u)
{
	static const double kb[] = { 4, 16, 64, 256, 1024 };
	static const double gbps[] = { 3.2219, 6.4437, 8.4771, 10.508, 11.223 };
	u->page_bytes = 4096;
	u->fault_latency_s = 45e-6;
	u->ptw_cycles = 100;
	u->n_bw = 5;
	for (int i = 0; i < 5; i++) {
		u->bw_size_bytes[i] = kb[i] * 1024;
		u->bw_gbps[i] = gbps[i];
	}
}

static int read_uvm(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	const cJSON *u, *arr, *pt;
	const char *p = "/uvm";
	double us = 45;
	int rc, i = 0;

	uvm_defaults(&dev->uvm);
	rc = gp_jr_obj(r, root, "", "uvm", 0, &u);
	if (rc)
		return rc < 0 ? rc : 0;
	static const char *const keys[] = { "page_bytes", "fault_latency_us", "ptw_cycles", "bw_by_size",
		NULL };
	if ((rc = gp_jr_only_keys(r, u, p, keys)) < 0)
		return rc;
	if ((rc = gp_jr_num(r, u, p, "page_bytes", 0, 512, 1 << 30, &dev->uvm.page_bytes)) < 0 ||
	    (rc = gp_jr_num(r, u, p, "fault_latency_us", 0, 0, 1e6, &us)) < 0 ||
	    (rc = gp_jr_num(r, u, p, "ptw_cycles", 0, 0, 1e7, &dev->uvm.ptw_cycles)) < 0)
		return rc;
	dev->uvm.fault_latency_s = us * 1e-6;
	rc = gp_jr_arr(r, u, p, "bw_by_size", 0, &arr);
	if (rc < 0)
		return rc;
	if (rc == 1)
		return 0;
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

static int read_power(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	const cJSON *pw, *ins;
	const char *p = "/power";
	int rc = gp_jr_obj(r, root, "", "power", 0, &pw);
	if (rc)
		return rc < 0 ? rc : 0;
	static const char *const keys[] = { "tdp_w", "idle_w", "pj_per_warp_ins", "pj_per_dram_byte",
		NULL };
	if ((rc = gp_jr_only_keys(r, pw, p, keys)) < 0)
		return rc;
	dev->power.has_power = 1;
	if ((rc = gp_jr_num(r, pw, p, "tdp_w", 1, 1, 1e5, &dev->power.tdp_w)) < 0 ||
	    (rc = gp_jr_num(r, pw, p, "idle_w", 1, 0, 1e5, &dev->power.idle_w)) < 0)
		return rc;
	if (dev->power.idle_w > dev->power.tdp_w)
		return gp_jr_fail(r, GP_EINVAL, "/power/idle_w", "is above tdp_w");
	/* per-operation energies are optional together: without them energy is TDP-scaled */
	rc = gp_jr_obj(r, pw, p, "pj_per_warp_ins", 0, &ins);
	if (rc < 0)
		return rc;
	if (rc == 1) {
		if (cJSON_GetObjectItemCaseSensitive(pw, "pj_per_dram_byte"))
			return gp_jr_fail(r, GP_EINVAL, "/power/pj_per_warp_ins",
					  "is missing (give it with pj_per_dram_byte, or neither)");
		return 0;
	}
	if ((rc = gp_jr_num(r, pw, p, "pj_per_dram_byte", 1, 0, 1e6, &dev->power.pj_per_dram_byte)) < 0)
		return rc;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if ((rc = gp_jr_num(r, ins, "/power/pj_per_warp_ins", gp_unit_name(u), 1, 0, 1e7,
				    &dev->power.pj_per_warp_ins[u])) < 0)
			return rc;
	return 0;
}

/* Optional vendor clocks; the model runs at sm_clock_mhz unless told otherwise. */
static int read_clocks(struct gp_jr *r, const cJSON *root, struct gp_device *dev)
{
	int rc;
	if ((rc = gp_jr_num(r, root, "", "base_clock_mhz", 0, 1, 1e5, &dev->base_clock_mhz)) < 0 ||
	    (rc = gp_jr_num(r, root, "", "boost_clock_mhz", 0, 1, 1e5, &dev->boost_clock_mhz)) < 0 ||
	    (rc = gp_jr_num(r, root, "", "sustained_clock_mhz", 0, 1, 1e5,
			    &dev->sustained_clock_mhz)) < 0)
		return rc;
	snprintf(dev->file_clock_name, sizeof(dev->file_clock_name), "%s",
		 dev->boost_clock_mhz == dev->sm_clock_mhz ? "boost" : "file");
	if (dev->boost_clock_mhz == 0)
		dev->boost_clock_mhz = dev->sm_clock_mhz;
	if (dev->base_clock_mhz > dev->boost_clock_mhz)
		return gp_jr_fail(r, GP_EINVAL, "/base_clock_mhz", "%g MHz is above the boost clock %g MHz",
				  dev->base_clock_mhz, dev->boost_clock_mhz);
	dev->file_clock_mhz = dev->sm_clock_mhz;
	snprintf(dev->clock_name, sizeof(dev->clock_name), "%s", dev->file_clock_name);
	return 0;
}

/* ==== Loading ==== */

static int parse_cc(struct gp_jr *r, const char *s, struct gp_device *dev)
{
	int maj, min, n = 0;
	if (sscanf(s, "%d.%d%n", &maj, &min, &n) != 2 || s[n] != '\0' || maj < 1 || maj > 20 ||
	    min < 0 || min > 9)
		return gp_jr_fail(r, GP_EINVAL, "/compute_capability",
				  "must look like \"8.0\", got \"%s\"", s);
	dev->cc_major = maj;
	dev->cc_minor = min;
	return 0;
}

int gp_device_parse(const char *text, size_t len, const char *name, struct gp_device *dev,
		    struct gp_diag *d)
{
	struct gp_jr r = { name, d, DOC, NULL };
	cJSON *root = NULL;
	const cJSON *sources;
	char cc[16];
	double us = 0, edges_us = 0, dispatch_ns = 0;
	int rc;

	memset(dev, 0, sizeof(*dev));
	snprintf(dev->path, sizeof(dev->path), "%s", name);
	if ((rc = gp_jr_parse(&r, text, len, &root)) < 0)
		return rc;
	dev->warp_size = 32;
	{
		static const char *const keys[] = { "name", "full_name", "arch", "compute_capability",
			"sms", "sm_clock_mhz", "base_clock_mhz", "boost_clock_mhz", "sustained_clock_mhz",
			"warp_size", "launch_overhead_us", "grid_start_end_us", "block_dispatch_ns",
			"memory", "units", "limits", "latency", "link", "uvm", "power", "sources", "notes",
			NULL };
		if ((rc = gp_jr_only_keys(&r, root, "", keys)) < 0)
			goto out;
	}
	if ((rc = gp_jr_str(&r, root, "", "name", 1, dev->name, sizeof(dev->name))) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "full_name", 0, dev->full_name, sizeof(dev->full_name))) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "arch", 1, dev->arch, sizeof(dev->arch))) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "compute_capability", 1, cc, sizeof(cc))) < 0 ||
	    (rc = parse_cc(&r, cc, dev)) < 0 ||
	    (rc = gp_jr_int(&r, root, "", "sms", 1, 1, 100000, &dev->sms)) < 0 ||
	    (rc = gp_jr_num(&r, root, "", "sm_clock_mhz", 1, 1, 1e5, &dev->sm_clock_mhz)) < 0 ||
	    (rc = read_clocks(&r, root, dev)) < 0 ||
	    (rc = gp_jr_int(&r, root, "", "warp_size", 0, 1, 1024, &dev->warp_size)) < 0 ||
	    (rc = gp_jr_num(&r, root, "", "launch_overhead_us", 1, 0, 1e6, &us)) < 0 ||
	    (rc = gp_jr_num(&r, root, "", "grid_start_end_us", 0, 0, 1e6, &edges_us)) < 0 ||
	    (rc = gp_jr_num(&r, root, "", "block_dispatch_ns", 0, 0, 1e6, &dispatch_ns)) < 0 ||
	    (rc = read_memory(&r, root, dev)) < 0 || (rc = read_units(&r, root, dev)) < 0 ||
	    (rc = read_limits(&r, root, dev)) < 0 || (rc = read_latency(&r, root, dev)) < 0 ||
	    (rc = read_link(&r, root, dev)) < 0 || (rc = read_uvm(&r, root, dev)) < 0 ||
	    (rc = read_power(&r, root, dev)) < 0 ||
	    (rc = gp_jr_obj(&r, root, "", "sources", 1, &sources)) < 0 ||
	    (rc = gp_jr_check_sources(&r, root, "", sources)) < 0)
		goto out;
	if (!dev->full_name[0])
		snprintf(dev->full_name, sizeof(dev->full_name), "%s", dev->name);
	dev->launch_overhead_s = us * 1e-6;
	dev->grid_start_end_s = edges_us * 1e-6;
	dev->block_dispatch_s = dispatch_ns * 1e-9;
	rc = gp_device_validate(dev, d);
	if (rc < 0 && d && (!d->file[0] || (d->line == 0 && strcmp(d->file, name) == 0)))
		gp_diag_at(d, name, d->field[0] == '/' ? gp_json_line(r.lines, d->field) : 0, 0);
out:
	cJSON_Delete(root);
	gp_jr_release(&r);
	return rc;
}

int gp_device_load(const char *path, struct gp_device *dev, struct gp_diag *d)
{
	size_t len;
	char *text = gp_read_file(path, 16 << 20, &len, d);
	int rc;
	if (!text)
		return d ? -d->code : -GP_EIO;
	rc = gp_device_parse(text, len, path, dev, d);
	free(text);
	return rc;
}

static int fail_field(struct gp_diag *d, const char *field, const char *fmt, double a, double b)
{
	gp_diag_field(d, "%s", field);
	gp_error(d, GP_EINVAL, fmt, a, b);
	gp_diag_hint(d, "the occupancy limits must be consistent; see " DOC);
	return -GP_EINVAL;
}

int gp_device_validate(const struct gp_device *dev, struct gp_diag *d)
{
	if ((long)dev->max_warps_per_sm * dev->warp_size != dev->max_threads_per_sm)
		return fail_field(d, "/limits/max_warps_per_sm",
				  "max warps per SM x warp size (%g) != max threads per SM (%g)",
				  (double)dev->max_warps_per_sm * dev->warp_size,
				  (double)dev->max_threads_per_sm);
	if (dev->max_threads_per_block > dev->max_threads_per_sm)
		return fail_field(d, "/limits/max_threads_per_block",
				  "max threads per block (%g) exceeds max threads per SM (%g)",
				  dev->max_threads_per_block, dev->max_threads_per_sm);
	if (dev->max_threads_per_block % dev->warp_size)
		return fail_field(d, "/limits/max_threads_per_block",
				  "max threads per block (%g) is not a multiple of the warp size (%g)",
				  dev->max_threads_per_block, dev->warp_size);
	if (dev->max_regs_per_block > dev->regs_per_sm)
		return fail_field(d, "/limits/max_regs_per_block",
				  "registers per block (%g) exceed registers per SM (%g)",
				  dev->max_regs_per_block, dev->regs_per_sm);
	if ((long)dev->max_regs_per_thread * dev->warp_size > dev->regs_per_sm)
		return fail_field(d, "/limits/max_regs_per_thread",
				  "one warp at the register limit (%g) exceeds registers per SM (%g)",
				  (double)dev->max_regs_per_thread * dev->warp_size, dev->regs_per_sm);
	if (dev->smem_per_block_bytes > dev->smem_per_block_optin_bytes)
		return fail_field(d, "/limits/smem_per_block_bytes",
				  "default shared memory per block (%g) exceeds the opt-in maximum (%g)",
				  dev->smem_per_block_bytes, dev->smem_per_block_optin_bytes);
	if (dev->smem_per_block_optin_bytes > dev->smem_per_sm_bytes)
		return fail_field(d, "/limits/smem_per_block_optin_bytes",
				  "opt-in shared memory per block (%g) exceeds shared memory per SM (%g)",
				  dev->smem_per_block_optin_bytes, dev->smem_per_sm_bytes);
	if ((long)dev->carveout_kib[dev->n_carveout - 1] * 1024 != dev->smem_per_sm_bytes)
		return fail_field(d, "/limits/smem_carveout_kib",
				  "largest configuration (%g KiB) differs from shared memory per SM (%g KiB)",
				  dev->carveout_kib[dev->n_carveout - 1], dev->smem_per_sm_bytes / 1024.0);
	if (dev->max_warps_per_sm % dev->sub_partitions && dev->sub_partitions > 1)
		return fail_field(d, "/limits/sub_partitions",
				  "max warps per SM (%g) is not divisible by the sub-partitions (%g)",
				  dev->max_warps_per_sm, dev->sub_partitions);
	if (dev->schedulers > dev->max_warps_per_sm)
		return fail_field(d, "/units/schedulers", "more schedulers (%g) than warps per SM (%g)",
				  dev->schedulers, dev->max_warps_per_sm);
	return 0;
}

int gp_device_find(const char *name_or_path, const char *search_path, struct gp_device *dev,
		   struct gp_diag *d)
{
	char path[GP_DATAPATH_LEN];
	if (gp_datapath_find(GP_DATA_DEVICES, name_or_path, search_path, path, sizeof(path),
			     "launch.device", d) < 0)
		return -GP_ENOTFOUND;
	return gp_device_load(path, dev, d);
}

int gp_clock_parse(const char *s, enum gp_clock_kind *kind, double *mhz, struct gp_diag *d)
{
	static const struct { const char *name; enum gp_clock_kind kind; } names[] = {
		{ "default", GP_CLOCK_DEFAULT }, { "base", GP_CLOCK_BASE }, { "boost", GP_CLOCK_BOOST },
		{ "sustained", GP_CLOCK_SUSTAINED },
	};
	char *end;
	double v;

	*mhz = 0;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(s, names[i].name) == 0) {
			*kind = names[i].kind;
			return 0;
		}
	v = strtod(s, &end);
	if (end == s || *end || !(v >= 1 && v <= 1e5)) {
		gp_diag_field(d, "launch.clock");
		gp_error(d, GP_EINVAL, "'%s' is not a clock", s);
		gp_diag_hint(d, "give base, boost, sustained, default or MHz (1..100000), e.g. {launch.clock} 1410");
		return -GP_EINVAL;
	}
	*kind = GP_CLOCK_MHZ;
	*mhz = v;
	return 0;
}

int gp_device_set_clock(struct gp_device *dev, enum gp_clock_kind kind, double mhz,
			struct gp_diag *d)
{
	static const char *const names[] = { "default", "base", "boost", "sustained", "given" };
	double to = mhz, scale;

	switch (kind) {
	case GP_CLOCK_DEFAULT: to = dev->file_clock_mhz > 0 ? dev->file_clock_mhz : dev->sm_clock_mhz; break;
	case GP_CLOCK_BASE: to = dev->base_clock_mhz; break;
	case GP_CLOCK_BOOST: to = dev->boost_clock_mhz > 0 ? dev->boost_clock_mhz : dev->sm_clock_mhz; break;
	case GP_CLOCK_SUSTAINED: to = dev->sustained_clock_mhz; break;
	case GP_CLOCK_MHZ: break;
	}
	if (!(to > 0) || !isfinite(to)) {
		gp_diag_field(d, "launch.clock");
		gp_error(d, GP_EINVAL, "device '%s' has no %s clock", dev->name, names[kind]);
		gp_diag_hint(d, "give the clock in MHz ({launch.clock} 1410), or add %s_clock_mhz to %s",
			     names[kind], dev->path);
		return -GP_EINVAL;
	}
	/* DRAM latency is fixed in ns (the memory has its own clock): its cycles follow the SM
	 * clock, as the shipped files scale the measured tables (devices/README.md). */
	scale = to / dev->sm_clock_mhz;
	dev->lat_mem[GP_MEM_DRAM] *= scale;
	dev->lat_class[GP_IC_GLD] = dev->lat_mem[GP_MEM_DRAM];
	dev->lat_class[GP_IC_GST] = dev->lat_mem[GP_MEM_DRAM];
	dev->sm_clock_mhz = to;
	snprintf(dev->clock_name, sizeof(dev->clock_name), "%s",
		 kind == GP_CLOCK_DEFAULT && dev->file_clock_name[0] ? dev->file_clock_name : names[kind]);
	return 0;
}

void gp_device_peaks(const struct gp_device *dev, struct gp_device_peaks *p)
{
	const double hz = dev->sm_clock_mhz * 1e6;
	/* a tensor lane is 1/32 of a dense m16n8k16 warp MMA per cycle: 2048 FMAs / 32 = 64
	 * FMAs per lane-cycle (devices/README.md) */
	p->fp32_tflops = dev->sms * dev->units[GP_UNIT_FP32] * 2 * hz / 1e12;
	p->fp64_tflops = dev->sms * dev->units[GP_UNIT_FP64] * 2 * hz / 1e12;
	p->tensor_fp16_tflops = dev->sms * dev->units[GP_UNIT_TENSOR] * 64 * 2 * hz / 1e12;
	p->dram_gbps = dev->dram_bw_gbps;
	p->ridge_flop_per_byte = p->fp32_tflops * 1e12 / (dev->dram_bw_gbps * 1e9);
	p->dram_latency_ns = dev->lat_mem[GP_MEM_DRAM] / hz * 1e9;
}

/* The DRAM bytes, at the peak bandwidth, that one partial-sector store occupies its channel's
 * write path for: one 32-byte sector, two with ECC (a read-modify-write). Measured law
 * (docs/ARCHITECTURE.md, "Partial-sector stores"): the naive transpose's scattered stores
 * run at dram_bw / this on the A100 (-2%), the RTX 2080 Ti (-1%) and the H100 SXM (+14%). */
double gp_device_partial_write_bytes(const struct gp_device *dev)
{
	return 32.0 * (dev->dram_ecc ? 2 : 1);
}

double gp_device_gmem_bytes_per_clk(const struct gp_device *dev)
{
	/* thesis eq. 4.7: GMem clock x bus width / 8 x data rate / (SMs x SM clock) */
	return dev->dram_bw_gbps * 1e9 / (dev->sms * dev->sm_clock_mhz * 1e6);
}

double gp_device_l2_bytes_per_clk(const struct gp_device *dev)
{
	return dev->l2_bw_gbps > 0 ? dev->l2_bw_gbps * 1e9 / (dev->sms * dev->sm_clock_mhz * 1e6) : 0;
}

double gp_device_l2_lockstep_cost(const struct gp_device *dev)
{
	return dev->l2_bw_gbps > 0 && dev->l2_lockstep_gbps > 0 ? dev->l2_bw_gbps / dev->l2_lockstep_gbps
								  : 1;
}

double gp_pcie_bw_gbps(int generation, int lanes)
{
	/* thesis Table 4.3 (x1, x4, x8, x16) for 1.x-3.x, as printed; 4.0-6.0 double per
	 * generation (PCI-SIG: 16, 32, 64 GT/s) from 3.x's 0.985 GB/s per lane. Other lane counts
	 * scale the x1 figure. */
	static const double table[4][4] = {
		{ 0, 0, 0, 0 }, { 0.25, 1, 2, 4 }, { 0.5, 2, 4, 8 }, { 0.985, 3.94, 7.9, 15.8 },
	};
	double per_lane;
	if (generation < 1 || generation > 6 || lanes < 1)
		return 0;
	if (generation <= 3) {
		switch (lanes) {
		case 1: return table[generation][0];
		case 4: return table[generation][1];
		case 8: return table[generation][2];
		case 16: return table[generation][3];
		default: return table[generation][0] * lanes;
		}
	}
	per_lane = 0.985 * (double)(1 << (generation - 3));
	return per_lane * lanes;
}
