/* device.c - load, validate and find device descriptions (devices/NAME.json, devices/README.md);
 * the fields themselves are device_schema.c's rows. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gpuperf/searchpath.h"
#include "gpuperf/device.h"
#include "device_schema.h"
#include "jsonutil.h"
#include "util.h"

#define DOC "devices/README.md"

/* ==== Loading ==== */

int gp_device_parse(const char *text, size_t len, const char *name, struct gp_device *dev,
		    struct gp_diag *d)
{
	struct gp_jr r = { name, d, DOC, NULL };
	cJSON *root = NULL;
	const cJSON *sources;
	int rc;

	memset(dev, 0, sizeof(*dev));
	snprintf(dev->path, sizeof(dev->path), "%s", name);
	if ((rc = gp_jr_parse(&r, text, len, &root)) < 0)
		return rc;
	/* the rows of device_schema.c, each section's checks after its rows; then the citations
	 * and the occupancy limits */
	if ((rc = gp_dschema_read(&r, root, dev)) < 0 ||
	    (rc = gp_jr_obj(&r, root, "", "sources", 1, &sources)) < 0 ||
	    (rc = gp_jr_check_sources(&r, root, "", sources)) < 0)
		goto out;
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
	char path[GP_SEARCHPATH_LEN];
	if (gp_searchpath_find(GP_DATA_DEVICES, name_or_path, search_path, path, sizeof(path),
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

double gp_device_dram_rate_gbps(const struct gp_device *dev)
{
	if (!(dev->mem_clock_mhz > 0 && dev->bus_width_bits > 0 && dev->data_rate > 0))
		return 0;
	/* thesis eq. 4.7 numerator: clock x bus width / 8 x data rate */
	return dev->mem_clock_mhz * 1e6 * dev->bus_width_bits / 8.0 * dev->data_rate / 1e9;
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
