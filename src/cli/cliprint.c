/* cliprint.c - printers the commands share: SI numbers, the device comparison table, a
 * listing's functions. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cliprint.h"
#include "gpuperf/caveat.h"
#include "gpuperf/drammix.h"

void gp_cliprint_si(FILE *f, double v, const char *unit)
{
	static const char *const pre[] = { "", "k", "M", "G", "T", "P" };
	int i = 0;
	while (v >= 1000 && i < 5) {
		v /= 1000;
		i++;
	}
	fprintf(f, "%.4g %s%s", v, pre[i], unit);
}

/* ==== The device comparison ==== */

/* One row of the comparison: a label and how to print it for one device. */
struct row {
	const char *label, *json;
	int kind;        /* 0 number, 1 text, 2 number that 0 means unknown (printed "-") */
	const char *fmt; /* printf format of a number */
	double (*num)(const struct gp_device *, const struct gp_device_peaks *);
	const char *(*text)(const struct gp_device *, char *, size_t);
};

static double r_sms(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->sms; }
static double r_clock(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->sm_clock_mhz; }
static double r_base(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->base_clock_mhz; }
static double r_boost(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->boost_clock_mhz; }
static double r_sust(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->sustained_clock_mhz; }
static double r_fp32(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->fp32_tflops; }
static double r_fp64(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->fp64_tflops; }
static double r_tensor(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->tensor_fp16_tflops; }
static double r_dram(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->dram_gbps; }
static double r_sustbw(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->dram_sustained_gbps; }
static double r_readbw(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->dram_read_sustained_gbps; }
static double r_writebw(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->dram_write_sustained_gbps; }
static double r_wwait(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->dram_write_read_wait_ns; }
static double r_ridge(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->ridge_flop_per_byte; }
static double r_bpc(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return gp_device_gmem_bytes_per_clk(d); }
static double r_memgib(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->mem_size_bytes / 1073741824.0; }
static double r_l2(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->l2_bytes / 1048576.0; }
static double r_l2sec(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->l2_partitions > 1 ? d->l2_partitions : 1; }
static double r_l2ways(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->l2_assoc; }
static double r_l2bw(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->l2_bw_gbps; }
static double r_l2lock(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->l2_lockstep_gbps; }
static double r_l1(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->l1_bytes_per_sm / 1024.0; }
static double r_smem(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->smem_per_sm_bytes / 1024.0; }
static double r_warps(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->max_warps_per_sm; }
static double r_blocks(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->max_blocks_per_sm; }
static double r_regs(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->regs_per_sm; }
static double r_lfp32(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_class[GP_IC_FP32]; }
static double r_limul(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_class[GP_IC_IMUL]; }
static double r_lsfu(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_class[GP_IC_SFU]; }
static double r_ltensor(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_class[GP_IC_TENSOR]; }
static double r_lbar(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_class[GP_IC_BAR]; }
static double r_lshared(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_mem[GP_MEM_SHARED]; }
static double r_ll1(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_mem[GP_MEM_L1]; }
static double r_ll2(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_mem[GP_MEM_L2]; }
static double r_ll2far(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_l2_far; }
static double r_ldram(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->lat_mem[GP_MEM_DRAM]; }
static double r_ldramns(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->dram_latency_ns; }
static double r_launch(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->launch_overhead_s * 1e6; }
static double r_repl(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->block_replacement_cycles; }
static double r_edges(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->grid_start_end_s * 1e6; }
static double r_dispatch(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->block_dispatch_s * 1e9; }
static double r_linkbw(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->link.bw_gbps; }
static double r_tdp(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->power.has_power ? d->power.tdp_w : 0; }

static const char *t_arch(const struct gp_device *d, char *b, size_t n)
{
	snprintf(b, n, "%s sm_%d%d", d->arch, d->cc_major, d->cc_minor);
	return b;
}
static const char *t_clock(const struct gp_device *d, char *b, size_t n)
{
	(void)b;
	(void)n;
	return d->clock_name;
}
static double r_pwrate(const struct gp_device *d, const struct gp_device_peaks *p)
{
	(void)p;
	return d->dram_bw_gbps / gp_device_partial_write_bytes(d);
}
static const char *t_ecc(const struct gp_device *d, char *b, size_t n)
{
	(void)b;
	(void)n;
	return d->dram_ecc ? "on" : "off";
}
static const char *t_link(const struct gp_device *d, char *b, size_t n)
{
	if (strcmp(d->link.kind, "pcie") == 0)
		snprintf(b, n, "PCIe %d.0 x%d", d->link.generation, d->link.lanes);
	else
		snprintf(b, n, "%s", d->link.kind);
	return b;
}

/* The sustained DRAM bandwidth every estimate on the device uses (gp_drammix_sustained_gbps),
 * and where it comes from: the file's measurement, or the fraction of the peak the model
 * assumes without one (GP_DRAM_SUSTAINED_FRACTION). */
static double r_modelbw(const struct gp_device *d, const struct gp_device_peaks *p)
{
	(void)p;
	return gp_drammix_sustained_gbps(d);
}
static const char *t_modelbw(const struct gp_device *d, char *b, size_t n)
{
	/* (with the read-only and write-only plateaus below, a launch's mix moves it between
	 * them: drammix.h) */
	if (d->dram_sustained_gbps > 0)
		return "measured";
	snprintf(b, n, "%.3g x peak", GP_DRAM_SUSTAINED_FRACTION);
	return b;
}

static const struct row rows[] = {
	{ "architecture", "arch", 1, NULL, NULL, t_arch },
	{ "SMs", "sms", 0, "%.0f", r_sms, NULL },
	{ "clock used (MHz)", "sm_clock_mhz", 0, "%.0f", r_clock, NULL },
	{ "clock used is", "clock", 1, NULL, NULL, t_clock },
	{ "base clock (MHz)", "base_clock_mhz", 2, "%.0f", r_base, NULL },
	{ "boost clock (MHz)", "boost_clock_mhz", 0, "%.0f", r_boost, NULL },
	{ "sustained clock (MHz)", "sustained_clock_mhz", 2, "%.0f", r_sust, NULL },
	{ "FP32 peak (TFLOPS)", "fp32_tflops", 0, "%.1f", r_fp32, NULL },
	{ "FP64 peak (TFLOPS)", "fp64_tflops", 0, "%.2f", r_fp64, NULL },
	{ "FP16 tensor dense (TFLOPS)", "tensor_fp16_tflops", 0, "%.0f", r_tensor, NULL },
	{ "DRAM peak (GB/s)", "dram_bw_gbps", 0, "%.0f", r_dram, NULL },
	{ "DRAM measured (GB/s)", "dram_sustained_gbps", 2, "%.0f", r_sustbw, NULL },
	{ "DRAM the model uses (GB/s)", "dram_model_gbps", 0, "%.0f", r_modelbw, NULL },
	{ "  which is", "dram_model_source", 1, NULL, NULL, t_modelbw },
	{ "DRAM read-only (GB/s)", "dram_read_sustained_gbps", 2, "%.0f", r_readbw, NULL },
	{ "DRAM write-only (GB/s)", "dram_write_sustained_gbps", 2, "%.0f", r_writebw, NULL },
	{ "read wait per write util (ns)", "dram_write_read_wait_ns", 2, "%.0f", r_wwait, NULL },
	{ "memory ECC", "ecc", 1, NULL, NULL, t_ecc },
	{ "partial-sector stores (G/s)", "partial_writes_gps", 0, "%.1f", r_pwrate, NULL },
	{ "ridge FP32 (FLOP/byte)", "ridge_flop_per_byte", 0, "%.1f", r_ridge, NULL },
	{ "DRAM bytes/clk/SM (4.7)", "gmem_bytes_per_clk_sm", 0, "%.2f", r_bpc, NULL },
	{ "memory (GiB)", "mem_gib", 0, "%.0f", r_memgib, NULL },
	{ "L2 (MiB)", "l2_mib", 0, "%.1f", r_l2, NULL },
	{ "L2 sections", "l2_sections", 0, "%.0f", r_l2sec, NULL },
	{ "L2 ways", "l2_ways", 0, "%.0f", r_l2ways, NULL },
	{ "L2 measured (GB/s)", "l2_bw_gbps", 2, "%.0f", r_l2bw, NULL },
	{ "L2 lockstep reads (GB/s)", "l2_lockstep_gbps", 2, "%.0f", r_l2lock, NULL },
	{ "L1+shared per SM (KiB)", "l1_kib_per_sm", 0, "%.0f", r_l1, NULL },
	{ "shared max per SM (KiB)", "smem_kib_per_sm", 0, "%.0f", r_smem, NULL },
	{ "warps per SM", "max_warps_per_sm", 0, "%.0f", r_warps, NULL },
	{ "blocks per SM", "max_blocks_per_sm", 0, "%.0f", r_blocks, NULL },
	{ "registers per SM", "regs_per_sm", 0, "%.0f", r_regs, NULL },
	{ "latency fp32 (cycles)", "lat_fp32_cycles", 0, "%.0f", r_lfp32, NULL },
	{ "latency imul (cycles)", "lat_imul_cycles", 0, "%.0f", r_limul, NULL },
	{ "latency sfu (cycles)", "lat_sfu_cycles", 0, "%.0f", r_lsfu, NULL },
	{ "latency tensor (cycles)", "lat_tensor_cycles", 0, "%.0f", r_ltensor, NULL },
	{ "latency barrier (cycles)", "lat_bar_cycles", 0, "%.0f", r_lbar, NULL },
	{ "latency shared (cycles)", "lat_shared_cycles", 0, "%.0f", r_lshared, NULL },
	{ "latency L1 hit (cycles)", "lat_l1_cycles", 0, "%.0f", r_ll1, NULL },
	{ "latency L2 hit (cycles)", "lat_l2_cycles", 0, "%.0f", r_ll2, NULL },
	{ "latency far L2 hit (cycles)", "lat_l2_far_cycles", 2, "%.0f", r_ll2far, NULL },
	{ "latency DRAM (cycles)", "lat_dram_cycles", 0, "%.0f", r_ldram, NULL },
	{ "latency DRAM (ns)", "lat_dram_ns", 0, "%.0f", r_ldramns, NULL },
	{ "block replacement (cycles)", "block_replacement_cycles", 0, "%.0f", r_repl, NULL },
	{ "launch overhead (us)", "launch_overhead_us", 0, "%.1f", r_launch, NULL },
	{ "grid start/end (us)", "grid_start_end_us", 0, "%.2f", r_edges, NULL },
	{ "block start (ns)", "block_dispatch_ns", 2, "%.1f", r_dispatch, NULL },
	{ "host link", "link", 1, NULL, NULL, t_link },
	{ "host link (GB/s/dir)", "link_bw_gbps", 0, "%.1f", r_linkbw, NULL },
	{ "TDP (W)", "tdp_w", 2, "%.0f", r_tdp, NULL },
};

/* Row r's cell for device i into buf ("-" for a figure the file does not give). */
static const char *compare_cell(size_t r, const struct gp_device *dev,
				const struct gp_device_peaks *pk, char *buf, size_t n)
{
	double v;
	if (rows[r].kind == 1)
		return rows[r].text(dev, buf, n);
	v = rows[r].num(dev, pk);
	if (v == 0 && rows[r].kind == 2)
		snprintf(buf, n, "-");
	else
		snprintf(buf, n, rows[r].fmt, v);
	return buf;
}

/* Labels and columns as wide as their longest entry, so no two cells run together. */
static void compare_human(FILE *f, const struct gp_device *devs, const struct gp_device_peaks *pk,
			  int n)
{
	const size_t nrows = sizeof(rows) / sizeof(rows[0]);
	char buf[64];
	int lw = 0, cw = 0;
	for (size_t r = 0; r < nrows; r++) {
		int l = (int)strlen(rows[r].label);
		lw = l > lw ? l : lw;
		for (int i = 0; i < n; i++) {
			int c = (int)strlen(compare_cell(r, &devs[i], &pk[i], buf, sizeof(buf)));
			cw = c > cw ? c : cw;
		}
	}
	for (int i = 0; i < n; i++) {
		int c = (int)strlen(devs[i].name);
		cw = c > cw ? c : cw;
	}
	fprintf(f, "%-*s", lw, "");
	for (int i = 0; i < n; i++)
		fprintf(f, "  %*s", cw, gp_cli_esc(devs[i].name));
	fprintf(f, "\n");
	for (size_t r = 0; r < nrows; r++) {
		fprintf(f, "%-*s", lw, rows[r].label);
		for (int i = 0; i < n; i++)
			fprintf(f, "  %*s", cw, compare_cell(r, &devs[i], &pk[i], buf, sizeof(buf)));
		fprintf(f, "\n");
	}
}

static void compare_json(FILE *f, const struct gp_device *devs, const struct gp_device_peaks *pk,
			 int n)
{
	char buf[64];
	fprintf(f, "[");
	for (int i = 0; i < n; i++) {
		fprintf(f, "%s\n {\"name\": ", i ? "," : "");
		gp_cli_json_string(f, devs[i].name);
		for (size_t r = 0; r < sizeof(rows) / sizeof(rows[0]); r++) {
			fprintf(f, ", \"%s\": ", rows[r].json);
			if (rows[r].kind == 1)
				gp_cli_json_string(f, rows[r].text(&devs[i], buf, sizeof(buf)));
			else if (rows[r].kind == 2 && rows[r].num(&devs[i], &pk[i]) == 0)
				fprintf(f, "null");
			else
				fprintf(f, "%.9g", rows[r].num(&devs[i], &pk[i]));
		}
		fprintf(f, "}");
	}
	fprintf(f, "\n]\n");
}

void gp_cliprint_devices_compare(FILE *f, const struct gp_device *devs,
				 const struct gp_device_peaks *pk, int n, int json)
{
	if (json)
		compare_json(f, devs, pk, n);
	else
		compare_human(f, devs, pk, n);
}

/* ==== A listing's functions ==== */

void gp_cliprint_sass_functions(FILE *f, const struct gp_sass_file *file)
{
	for (int i = 0; i < file->n; i++) {
		const struct gp_sass_func *fn = &file->funcs[i];
		fprintf(f, "%-40s sm_%-3d %6d instructions%s%s%s", gp_cli_esc(fn->name), fn->sm, fn->n,
			fn->source == GP_SRC_PTX ? " (ptx)" : "", fn->n_unknown ? ", unknown opcodes" : "",
			fn->broken ? ", refused: PC gap or repeat" : "");
		if (strcmp(fn->display_name, fn->name) != 0)
			fprintf(f, "  %s", gp_cli_esc(fn->display_name));
		fprintf(f, "\n");
	}
}

void gp_cliprint_caveats(FILE *f, const struct gp_estimate *e, const char *prefix, int json)
{
	char buf[1024];
	int first = 1;
	if (json)
		fprintf(f, ", \"caveats\": [");
	for (int i = 0; i < GP_CAVEAT_COUNT; i++) {
		enum gp_caveat c = (enum gp_caveat)(1u << i);
		if (!(e->caveats & c))
			continue;
		gp_caveat_text(c, e, buf, sizeof(buf));
		if (json) {
			fprintf(f, "%s{\"id\": \"%s\", \"text\": ", first ? "" : ", ",
				gp_caveat_name(c));
			gp_cli_json_string(f, buf);
			fprintf(f, "}");
		} else {
			fprintf(f, "%s%s\n", prefix, buf);
		}
		first = 0;
	}
	if (json)
		fprintf(f, "]");
}
