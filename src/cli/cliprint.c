/* cliprint.c - printers the commands share: SI numbers, the device comparison table, a
 * listing's functions. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cliprint.h"
#include "gpuperf/estimate_caveats.h"
#include "device_schema.h"
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

/* A line of the comparison that is not a device file's figure: a label and how to print it
 * for one device. The figures' own lines are the schema's rows with a --compare entry
 * (device_schema.c); rank orders the two kinds into one table. */
struct derived {
	int rank;
	const char *label, *json;
	int kind;        /* 0 number, 1 text */
	const char *fmt; /* printf format of a number */
	double (*num)(const struct gp_device *, const struct gp_device_peaks *);
	const char *(*text)(const struct gp_device *, char *, size_t);
};

static double r_fp32(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->fp32_tflops; }
static double r_fp64(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->fp64_tflops; }
static double r_tensor(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->tensor_fp16_tflops; }
static double r_ridge(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->ridge_flop_per_byte; }
static double r_bpc(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return gp_device_gmem_bytes_per_clk(d); }
static double r_l2sec(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->l2_partitions > 1 ? d->l2_partitions : 1; }
static double r_ldramns(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->dram_latency_ns; }

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

static const struct derived derived[] = {
	{ 10, "architecture", "arch", 1, NULL, NULL, t_arch },
	{ 40, "clock used is", "clock", 1, NULL, NULL, t_clock },
	{ 80, "FP32 peak (TFLOPS)", "fp32_tflops", 0, "%.1f", r_fp32, NULL },
	{ 90, "FP64 peak (TFLOPS)", "fp64_tflops", 0, "%.2f", r_fp64, NULL },
	{ 100, "FP16 tensor dense (TFLOPS)", "tensor_fp16_tflops", 0, "%.0f", r_tensor, NULL },
	{ 130, "DRAM the model uses (GB/s)", "dram_model_gbps", 0, "%.0f", r_modelbw, NULL },
	{ 140, "  which is", "dram_model_source", 1, NULL, NULL, t_modelbw },
	{ 190, "partial-sector stores (G/s)", "partial_writes_gps", 0, "%.1f", r_pwrate, NULL },
	{ 200, "ridge FP32 (FLOP/byte)", "ridge_flop_per_byte", 0, "%.1f", r_ridge, NULL },
	{ 210, "DRAM bytes/clk/SM (4.7)", "gmem_bytes_per_clk_sm", 0, "%.2f", r_bpc, NULL },
	{ 240, "L2 sections", "l2_sections", 0, "%.0f", r_l2sec, NULL },
	{ 430, "latency DRAM (ns)", "lat_dram_ns", 0, "%.0f", r_ldramns, NULL },
	{ 480, "host link", "link", 1, NULL, NULL, t_link },
};

#define N_DERIVED (sizeof(derived) / sizeof(derived[0]))
#define ROWS_MAX 128

/* A line of the table: one of the two kinds. */
struct row {
	const struct derived *d;
	const struct gp_dfield *f;
};

static int row_rank(const struct row *r)
{
	return r->d ? r->d->rank : r->f->cmp.rank;
}

static const char *row_label(const struct row *r)
{
	return r->d ? r->d->label : r->f->cmp.label;
}

/* The lines in rank order into rows; returns how many. */
static size_t compare_rows(struct row *rows)
{
	size_t n = 0;
	for (size_t i = 0; i < N_DERIVED && n < ROWS_MAX; i++)
		rows[n++] = (struct row){ &derived[i], NULL };
	for (size_t i = 0; i < gp_dschema_n_fields && n < ROWS_MAX; i++)
		if (gp_dschema_fields[i].cmp.rank > 0)
			rows[n++] = (struct row){ NULL, &gp_dschema_fields[i] };
	for (size_t i = 1; i < n; i++)   /* insertion sort: stable, a few dozen lines */
		for (size_t j = i; j > 0 && row_rank(&rows[j - 1]) > row_rank(&rows[j]); j--) {
			struct row t = rows[j];
			rows[j] = rows[j - 1];
			rows[j - 1] = t;
		}
	return n;
}

/* A figure's value as the line shows it (its display unit, else the JSON's). */
static double field_value(const struct gp_dfield *f, const struct gp_device *dev)
{
	return gp_dunit_to_json(f->cmp.unit != GP_DU_NONE ? f->cmp.unit : f->unit,
				gp_dfield_get(f, dev));
}

/* 1 when the line prints text (and fills *text), 0 when a number (*v), -1 when not given. */
static int row_value(const struct row *r, const struct gp_device *dev,
		     const struct gp_device_peaks *pk, char *buf, size_t n, const char **text,
		     double *v)
{
	if (r->d) {
		if (r->d->kind == 1) {
			*text = r->d->text(dev, buf, n);
			return 1;
		}
		*v = r->d->num(dev, pk);
		return 0;
	}
	if (r->f->cmp.show == GP_DSHOW_ONOFF) {
		*text = gp_dfield_get(r->f, dev) != 0 ? "on" : "off";
		return 1;
	}
	if (r->f->cmp.show == GP_DSHOW_TEXT) {
		*text = gp_dfield_text(r->f, dev);
		return *text ? 1 : -1;
	}
	*v = field_value(r->f, dev);
	return *v == 0 && r->f->cmp.show == GP_DSHOW_KNOWN ? -1 : 0;
}

/* Row r's cell for one device into buf ("-" for a figure the file does not give). */
static const char *compare_cell(const struct row *r, const struct gp_device *dev,
				const struct gp_device_peaks *pk, char *buf, size_t n)
{
	const char *text;
	double v;
	switch (row_value(r, dev, pk, buf, n, &text, &v)) {
	case 1: return text;
	case -1: snprintf(buf, n, "-"); return buf;
	}
	snprintf(buf, n, r->d ? r->d->fmt : r->f->cmp.fmt, v);
	return buf;
}

/* Labels and columns as wide as their longest entry, so no two cells run together. */
static void compare_human(FILE *f, const struct gp_device *devs, const struct gp_device_peaks *pk,
			  int n)
{
	struct row rows[ROWS_MAX];
	const size_t nrows = compare_rows(rows);
	char buf[64];
	int lw = 0, cw = 0;
	for (size_t r = 0; r < nrows; r++) {
		int l = (int)strlen(row_label(&rows[r]));
		lw = l > lw ? l : lw;
		for (int i = 0; i < n; i++) {
			int c = (int)strlen(compare_cell(&rows[r], &devs[i], &pk[i], buf, sizeof(buf)));
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
		fprintf(f, "%-*s", lw, row_label(&rows[r]));
		for (int i = 0; i < n; i++)
			fprintf(f, "  %*s", cw, compare_cell(&rows[r], &devs[i], &pk[i], buf, sizeof(buf)));
		fprintf(f, "\n");
	}
}

static void compare_json(FILE *f, const struct gp_device *devs, const struct gp_device_peaks *pk,
			 int n)
{
	struct row rows[ROWS_MAX];
	const size_t nrows = compare_rows(rows);
	char buf[64];
	fprintf(f, "[");
	for (int i = 0; i < n; i++) {
		fprintf(f, "%s\n {\"name\": ", i ? "," : "");
		gp_cli_json_string(f, devs[i].name);
		for (size_t r = 0; r < nrows; r++) {
			const char *text;
			double v;
			fprintf(f, ", \"%s\": ", rows[r].d ? rows[r].d->json : rows[r].f->cmp.json);
			switch (row_value(&rows[r], &devs[i], &pk[i], buf, sizeof(buf), &text, &v)) {
			case 1: gp_cli_json_string(f, text); break;
			case -1: fprintf(f, "null"); break;
			default: fprintf(f, "%.9g", v); break;
			}
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
