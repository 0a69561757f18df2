/* device_save.c - struct gp_device -> devices/NAME.json (schema: devices/README.md), with sources. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "gpuperf/device_save.h"
#include "util.h"

/* ==== Citations ==== */

void gp_sources_init(struct gp_sources *s)
{
	memset(s, 0, sizeof(*s));
}

static int find_key(const struct gp_sources *s, const char *key)
{
	for (int i = 0; i < s->n; i++)
		if (strcmp(s->key[i], key) == 0)
			return i;
	return -1;
}

int gp_sources_set(struct gp_sources *s, const char *key, const char *fmt, ...)
{
	va_list ap;
	int i = find_key(s, key);
	if (i < 0) {
		if (s->n >= GP_SOURCES_MAX)
			return -GP_ELIMIT;
		i = s->n++;
		snprintf(s->key[i], sizeof(s->key[i]), "%s", key);
	}
	va_start(ap, fmt);
	vsnprintf(s->text[i], sizeof(s->text[i]), fmt, ap);
	va_end(ap);
	return 0;
}

const char *gp_sources_get(const struct gp_sources *s, const char *key)
{
	int i = find_key(s, key);
	return i < 0 ? NULL : s->text[i];
}

const char *gp_sources_cover(const struct gp_sources *s, const char *path)
{
	char buf[256];
	snprintf(buf, sizeof(buf), "%s", path);
	for (;;) {
		const char *t = gp_sources_get(s, buf);
		char *slash;
		if (t)
			return t;
		slash = strrchr(buf, '/');
		if (!slash || slash == buf)
			return NULL;
		*slash = '\0';
	}
}

void gp_sources_drop(struct gp_sources *s, const char *key)
{
	size_t kl = strlen(key);
	int j = 0;
	for (int i = 0; i < s->n; i++) {
		int below = strncmp(s->key[i], key, kl) == 0 &&
			    (s->key[i][kl] == '\0' || s->key[i][kl] == '/');
		if (below)
			continue;
		if (i != j) {
			memcpy(s->key[j], s->key[i], sizeof(s->key[j]));
			memcpy(s->text[j], s->text[i], sizeof(s->text[j]));
		}
		j++;
	}
	s->n = j;
}

/* ==== Writer ==== */

/* Building state: the first uncovered number or allocation failure ends the build. */
struct wr {
	const struct gp_sources *src;
	struct gp_diag *d;
	int err;
};

static void need_cover(struct wr *w, const char *path)
{
	if (w->err)
		return;
	if (!gp_sources_cover(w->src, path)) {
		w->err = gp_error(w->d, GP_EINVAL, "no source cites '%s'", path);
		gp_diag_field(w->d, "%s", path);
		gp_diag_hint(w->d, "every figure of a device file needs a 'sources' entry "
				   "(devices/README.md)");
	}
}

static void oom(struct wr *w)
{
	if (!w->err)
		w->err = gp_error(w->d, GP_ENOMEM, "out of memory building the device JSON");
}

static cJSON *obj(struct wr *w, cJSON *parent, const char *key)
{
	cJSON *o = cJSON_AddObjectToObject(parent, key);
	if (!o)
		oom(w);
	return o;
}

static void num(struct wr *w, cJSON *o, const char *path, const char *key, double v)
{
	char p[256];
	if (!o || w->err)
		return;
	snprintf(p, sizeof(p), "%s/%s", path, key);
	need_cover(w, p);
	/* Round away binary noise from unit conversions (us <-> s) so files read cleanly. */
	if (v != 0 && fabs(v) < 1e15) {
		char t[64];
		snprintf(t, sizeof(t), "%.12g", v);
		v = strtod(t, NULL);
	}
	if (!cJSON_AddNumberToObject(o, key, v))
		oom(w);
}

static void str(struct wr *w, cJSON *o, const char *key, const char *v)
{
	if (!o || w->err)
		return;
	if (!cJSON_AddStringToObject(o, key, v))
		oom(w);
}

static void boolean(struct wr *w, cJSON *o, const char *path, const char *key, int v)
{
	char p[256];
	if (!o || w->err)
		return;
	snprintf(p, sizeof(p), "%s/%s", path, key);
	need_cover(w, p);
	if (!cJSON_AddBoolToObject(o, key, v ? 1 : 0))
		oom(w);
}

static void link_dir(struct wr *w, cJSON *parent, const char *path, const char *key,
		     const struct gp_link_dir *ld)
{
	char p[256];
	cJSON *o = obj(w, parent, key);
	snprintf(p, sizeof(p), "%s/%s", path, key);
	num(w, o, p, "startup_us", ld->startup_s * 1e6);
	num(w, o, p, "lambda", ld->lambda);
}

/* Latency table keys in the order of devices/README.md, with their enum gp_iclass. */
static const struct {
	const char *key;
	enum gp_iclass c;
} lat_keys[] = {
	{ "fp32", GP_IC_FP32 }, { "int", GP_IC_INT },   { "imul", GP_IC_IMUL },
	{ "fp64", GP_IC_FP64 }, { "sfu", GP_IC_SFU },   { "half", GP_IC_HALF },
	{ "tensor", GP_IC_TENSOR }, { "conv", GP_IC_CONV }, { "bar", GP_IC_BAR },
	{ "misc", GP_IC_MISC },
};

static const struct {
	const char *key;
	enum gp_memlevel m;
} mem_keys[] = {
	{ "dram", GP_MEM_DRAM }, { "l2", GP_MEM_L2 }, { "l1", GP_MEM_L1 },
	{ "shared", GP_MEM_SHARED }, { "const", GP_MEM_CONST },
};

/* Unit keys of "units" and of "power/pj_per_warp_ins", with their enum gp_unit. */
static const struct {
	const char *units_key, *power_key;
	enum gp_unit u;
} unit_keys[] = {
	{ "fp32_cores", "fp32", GP_UNIT_FP32 }, { "int32", "int32", GP_UNIT_INT32 },
	{ "fp64", "fp64", GP_UNIT_FP64 },       { "sfu", "sfu", GP_UNIT_SFU },
	{ "tensor", "tensor", GP_UNIT_TENSOR }, { "lsu", "lsu", GP_UNIT_LSU },
	{ NULL, "ctrl", GP_UNIT_CTRL },
};

#define N_OF(a) (sizeof(a) / sizeof((a)[0]))

static cJSON *build(const struct gp_device *dev, struct wr *w)
{
	cJSON *root = cJSON_CreateObject(), *o, *a;
	char cc[16];

	if (!root) {
		oom(w);
		return NULL;
	}
	str(w, root, "name", dev->name);
	str(w, root, "full_name", dev->full_name);
	str(w, root, "arch", dev->arch);
	snprintf(cc, sizeof(cc), "%d.%d", dev->cc_major, dev->cc_minor);
	str(w, root, "compute_capability", cc);
	num(w, root, "", "sms", dev->sms);
	num(w, root, "", "sm_clock_mhz", dev->sm_clock_mhz);
	num(w, root, "", "warp_size", dev->warp_size);
	num(w, root, "", "launch_overhead_us", dev->launch_overhead_s * 1e6);
	if (dev->grid_start_end_s > 0)
		num(w, root, "", "grid_start_end_us", dev->grid_start_end_s * 1e6);
	if (dev->block_dispatch_s > 0)
		num(w, root, "", "block_dispatch_ns", dev->block_dispatch_s * 1e9);

	o = obj(w, root, "memory");
	num(w, o, "/memory", "clock_mhz", dev->mem_clock_mhz);
	num(w, o, "/memory", "bus_width_bits", dev->bus_width_bits);
	num(w, o, "/memory", "data_rate", dev->data_rate);
	if (dev->dram_bw_gbps > 0)
		num(w, o, "/memory", "dram_bw_gbps", dev->dram_bw_gbps);
	if (dev->dram_sustained_gbps > 0)
		num(w, o, "/memory", "sustained_gbps", dev->dram_sustained_gbps);
	if (dev->dram_read_sustained_gbps > 0)
		num(w, o, "/memory", "dram_read_sustained_gbps", dev->dram_read_sustained_gbps);
	if (dev->dram_write_sustained_gbps > 0)
		num(w, o, "/memory", "dram_write_sustained_gbps", dev->dram_write_sustained_gbps);
	num(w, o, "/memory", "size_gib", dev->mem_size_bytes / (1024.0 * 1024.0 * 1024.0));
	num(w, o, "/memory", "channels", dev->dram_channels);
	num(w, o, "/memory", "l2_bytes", dev->l2_bytes);
	if (dev->l2_dirty_bytes > 0)
		num(w, o, "/memory", "l2_dirty_bytes", dev->l2_dirty_bytes);
	if (dev->dram_write_read_wait_ns > 0)
		num(w, o, "/memory", "dram_write_read_wait_ns", dev->dram_write_read_wait_ns);
	num(w, o, "/memory", "l1_bytes_per_sm", dev->l1_bytes_per_sm);
	num(w, o, "/memory", "line_bytes", dev->line_bytes);
	num(w, o, "/memory", "l2_assoc", dev->l2_assoc);
	if (dev->l1_sets > 0)
		num(w, o, "/memory", "l1_sets", dev->l1_sets);
	else
		num(w, o, "/memory", "l1_assoc", dev->l1_assoc);
	if (dev->l2_partitions > 1)
		num(w, o, "/memory", "l2_partitions", dev->l2_partitions);
	if (dev->l2_bw_gbps > 0)
		num(w, o, "/memory", "l2_bw_gbps", dev->l2_bw_gbps);
	if (dev->l2_lockstep_gbps > 0)
		num(w, o, "/memory", "l2_lockstep_gbps", dev->l2_lockstep_gbps);
	if (dev->dram_ecc)
		boolean(w, o, "/memory", "ecc", 1);
	if (dev->dram_addr_mapping[0])
		str(w, o, "addr_mapping", dev->dram_addr_mapping);
	if (dev->dram_partition_indexing != GP_DRAM_INDEX_DEFAULT)
		str(w, o, "partition_indexing",
		    dev->dram_partition_indexing == GP_DRAM_INDEX_CONSECUTIVE ? "consecutive" : "ipoly");
	if (dev->icnt_sectors_per_clk > 0)
		num(w, o, "/memory", "icnt_sectors_per_clk", dev->icnt_sectors_per_clk);
	if (dev->store_ack_retire)
		boolean(w, o, "/memory", "store_ack_retire", 1);
	if (dev->l2_slices_per_channel > 0)
		num(w, o, "/memory", "l2_slices_per_channel", dev->l2_slices_per_channel);
	if (dev->l1_miss_queue_entries > 0)
		num(w, o, "/memory", "l1_miss_queue_entries", dev->l1_miss_queue_entries);
	if (dev->l2_write_miss_dram)
		boolean(w, o, "/memory", "l2_write_miss_dram", 1);

	o = obj(w, root, "units");
	for (size_t i = 0; i < N_OF(unit_keys); i++)
		if (unit_keys[i].units_key)
			num(w, o, "/units", unit_keys[i].units_key, dev->units[unit_keys[i].u]);
	num(w, o, "/units", "schedulers", dev->schedulers);
	num(w, o, "/units", "issue_per_scheduler", dev->issue_per_scheduler);
	boolean(w, o, "/units", "dual_issue", dev->dual_issue);
	if (dev->int32_shares_fp32)
		boolean(w, o, "/units", "int32_shares_fp32", 1);
	num(w, o, "/units", "smem_bytes_per_clk", dev->smem_bytes_per_clk);
	num(w, o, "/units", "smem_banks", dev->smem_banks);

	o = obj(w, root, "limits");
	num(w, o, "/limits", "max_threads_per_block", dev->max_threads_per_block);
	num(w, o, "/limits", "max_threads_per_sm", dev->max_threads_per_sm);
	num(w, o, "/limits", "max_warps_per_sm", dev->max_warps_per_sm);
	num(w, o, "/limits", "max_blocks_per_sm", dev->max_blocks_per_sm);
	num(w, o, "/limits", "regs_per_sm", dev->regs_per_sm);
	num(w, o, "/limits", "max_regs_per_block", dev->max_regs_per_block);
	num(w, o, "/limits", "max_regs_per_thread", dev->max_regs_per_thread);
	num(w, o, "/limits", "reg_alloc_unit", dev->reg_alloc_unit);
	str(w, o, "reg_alloc_granularity", dev->reg_alloc_per_warp ? "warp" : "block");
	num(w, o, "/limits", "sub_partitions", dev->sub_partitions);
	num(w, o, "/limits", "warp_alloc_granularity", dev->warp_alloc_granularity);
	num(w, o, "/limits", "smem_per_sm_bytes", dev->smem_per_sm_bytes);
	num(w, o, "/limits", "smem_per_block_bytes", dev->smem_per_block_bytes);
	num(w, o, "/limits", "smem_per_block_optin_bytes", dev->smem_per_block_optin_bytes);
	num(w, o, "/limits", "smem_reserved_per_block_bytes", dev->smem_reserved_per_block_bytes);
	num(w, o, "/limits", "smem_alloc_unit_bytes", dev->smem_alloc_unit_bytes);
	if (o && !w->err) {
		need_cover(w, "/limits/smem_carveout_kib");
		a = cJSON_AddArrayToObject(o, "smem_carveout_kib");
		if (!a)
			oom(w);
		for (int i = 0; a && i < dev->n_carveout && !w->err; i++) {
			cJSON *n = cJSON_CreateNumber(dev->carveout_kib[i]);
			if (!n || !cJSON_AddItemToArray(a, n)) {
				cJSON_Delete(n);
				oom(w);
			}
		}
	}

	o = obj(w, root, "latency");
	for (size_t i = 0; i < N_OF(lat_keys); i++)
		num(w, o, "/latency", lat_keys[i].key, dev->lat_class[lat_keys[i].c]);
	num(w, o, "/latency", "branch_taken", dev->lat_branch_taken);
	num(w, o, "/latency", "branch_not_taken", dev->lat_branch_not_taken);
	num(w, o, "/latency", "ilp", dev->ilp_latency_cycles);
	num(w, o, "/latency", "block_replacement", dev->block_replacement_cycles);
	for (size_t i = 0; i < N_OF(mem_keys); i++)
		num(w, o, "/latency", mem_keys[i].key, dev->lat_mem[mem_keys[i].m]);
	if (dev->lat_l2_far > 0)
		num(w, o, "/latency", "l2_far", dev->lat_l2_far);

	o = obj(w, root, "link");
	str(w, o, "kind", dev->link.kind);
	num(w, o, "/link", "generation", dev->link.generation);
	num(w, o, "/link", "lanes", dev->link.lanes);
	if (dev->link.bw_gbps > 0)
		num(w, o, "/link", "bw_gbps", dev->link.bw_gbps);
	link_dir(w, o, "/link", "htod", &dev->link.htod);
	link_dir(w, o, "/link", "dtoh", &dev->link.dtoh);
	if (dev->link.has_pageable) {
		cJSON *p = obj(w, o, "pageable");
		link_dir(w, p, "/link/pageable", "htod", &dev->link.htod_pageable);
		link_dir(w, p, "/link/pageable", "dtoh", &dev->link.dtoh_pageable);
	}

	o = obj(w, root, "uvm");
	num(w, o, "/uvm", "page_bytes", dev->uvm.page_bytes);
	num(w, o, "/uvm", "fault_latency_us", dev->uvm.fault_latency_s * 1e6);
	num(w, o, "/uvm", "ptw_cycles", dev->uvm.ptw_cycles);
	if (o && !w->err && dev->uvm.n_bw > 0) {
		need_cover(w, "/uvm/bw_by_size");
		a = cJSON_AddArrayToObject(o, "bw_by_size");
		if (!a)
			oom(w);
		for (int i = 0; a && i < dev->uvm.n_bw && !w->err; i++) {
			double pair[2] = { dev->uvm.bw_size_bytes[i], dev->uvm.bw_gbps[i] };
			cJSON *p = cJSON_CreateDoubleArray(pair, 2);
			if (!p || !cJSON_AddItemToArray(a, p)) {
				cJSON_Delete(p);
				oom(w);
			}
		}
	}

	if (dev->power.has_power) {
		cJSON *pj;
		o = obj(w, root, "power");
		num(w, o, "/power", "tdp_w", dev->power.tdp_w);
		num(w, o, "/power", "idle_w", dev->power.idle_w);
		pj = obj(w, o, "pj_per_warp_ins");
		for (size_t i = 0; i < N_OF(unit_keys); i++)
			num(w, pj, "/power/pj_per_warp_ins", unit_keys[i].power_key,
			    dev->power.pj_per_warp_ins[unit_keys[i].u]);
		num(w, o, "/power", "pj_per_dram_byte", dev->power.pj_per_dram_byte);
	}

	o = obj(w, root, "sources");
	for (int i = 0; o && i < w->src->n && !w->err; i++)
		str(w, o, w->src->key[i], w->src->text[i]);

	if (w->err) {
		cJSON_Delete(root);
		return NULL;
	}
	return root;
}

static int render(const struct gp_device *dev, const struct gp_sources *src, char **out,
		  struct gp_diag *d)
{
	struct wr w = { src, d, 0 };
	cJSON *root = build(dev, &w);
	*out = NULL;
	if (!root)
		return w.err ? w.err : -GP_ENOMEM;
	*out = cJSON_Print(root);
	cJSON_Delete(root);
	if (!*out)
		return gp_error(d, GP_ENOMEM, "out of memory printing the device JSON");
	return 0;
}

char *gp_device_to_json(const struct gp_device *dev, const struct gp_sources *src,
			struct gp_diag *d)
{
	char *text;
	return render(dev, src, &text, d) < 0 ? NULL : text;
}

int gp_device_save(const struct gp_device *dev, const struct gp_sources *src, const char *path,
		   struct gp_diag *d)
{
	struct gp_atomic a;
	char *text;
	int rc = render(dev, src, &text, d);

	if (rc < 0)
		return rc;
	rc = gp_atomic_open(&a, path, d);
	if (rc < 0) {
		free(text);
		return rc;
	}
	if (fputs(text, a.f) == EOF || fputc('\n', a.f) == EOF) {
		int e = errno;
		free(text);
		gp_atomic_abort(&a);
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EIO, "cannot write output: %s", strerror(e));
		gp_diag_hint(d, "check free disk space and that the directory is writable");
		return -GP_EIO;
	}
	free(text);
	return gp_atomic_commit(&a, d);
}
