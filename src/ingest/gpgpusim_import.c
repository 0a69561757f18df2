/* gpgpusim_import.c - GPGPU-Sim / Accel-Sim options (read by gpgpusim_options.c) -> struct gp_device
 * with citations. */
#include <ctype.h>
#include <dirent.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gpuperf/searchpath.h"
#include "gpuperf/gpgpusim_import.h"
#include "util.h"

#define N_OF(a) (sizeof(a) / sizeof((a)[0]))

/* ==== Typed option reads: errors name the option, file and line ==== */

struct ctx {
	struct gp_gpgpusim_options *cfg;
	struct gp_import *out;
	struct gp_diag *d;
	char spec_cite[GP_IMPORT_OPS_MAX][400];
	int have_launch;       /* the config gave the launch latency */
	int have_bra;          /* ... and a BRA unit latency */
	int skip_l1;           /* -gpgpu_gmem_skip_L1D 1: global accesses bypass the L1D */
};

static int bad_value(struct ctx *x, const struct gp_gsim_opt *o, const char *want,
		     const char *hint)
{
	gp_diag_at(x->d, x->cfg->files[o->file], o->line, 0);
	gp_diag_field(x->d, "%s", o->name);
	gp_error(x->d, GP_EINVAL, "expected %s, got '%.60s'", want, o->value);
	gp_diag_hint(x->d, "%s", hint);
	return -GP_EINVAL;
}

/* "-name value (file:line)" for citations. */
static const char *ref(struct ctx *x, const struct gp_gsim_opt *o, char *buf, size_t sz)
{
	const char *f = x->cfg->files[o->file];
	const char *base = strrchr(f, '/');
	snprintf(buf, sz, "%s %.48s (%s:%d)", o->name, o->value, base ? base + 1 : f, o->line);
	return buf;
}

static int read_ll(struct ctx *x, const char *name, long long min, long long max, int required,
		   long long *v, const struct gp_gsim_opt **opt)
{
	const struct gp_gsim_opt *o = gp_gpgpusim_options_get(x->cfg, name);
	char want[96];
	*opt = o;
	if (!o) {
		if (!required)
			return 1;
		gp_diag_at(x->d, x->cfg->files[0], 0, 0);
		gp_diag_field(x->d, "%s", name);
		gp_error(x->d, GP_EINVAL, "required option is missing");
		gp_diag_hint(x->d, "a GPGPU-Sim device config sets %s (see the tested-cfgs "
				   "configs); add it", name);
		return -GP_EINVAL;
	}
	snprintf(want, sizeof(want), "an integer in %lld..%lld", min, max);
	if (gp_parse_ll(o->value, v) < 0 || *v < min || *v > max)
		return bad_value(x, o, want, "give a plain decimal integer");
	return 0;
}

/*
 * A separator-delimited list of numbers ("1132.0:1132.0:1132.0:850.0", "4,13,4,5,145").
 * n gets the count; fewer than min_n or more than max_n items is an error.
 */
static int read_list(struct ctx *x, const struct gp_gsim_opt *o, char sep, int min_n, int max_n,
		     double *vals, int *n)
{
	char buf[512], *p, *q;
	char want[96];
	int k = 0;
	snprintf(want, sizeof(want), "%d..%d numbers separated by '%c'", min_n, max_n, sep);
	if (strlen(o->value) >= sizeof(buf))
		return bad_value(x, o, want, "the value is too long");
	snprintf(buf, sizeof(buf), "%s", o->value);
	for (p = buf;; p = q + 1) {
		q = strchr(p, sep);
		if (q)
			*q = '\0';
		if (k >= max_n || gp_parse_double(p, &vals[k]) < 0)
			return bad_value(x, o, want, "check the separators and the number of fields");
		k++;
		if (!q)
			break;
	}
	if (k < min_n)
		return bad_value(x, o, want, "check the number of fields");
	*n = k;
	return 0;
}

static int read_list_opt(struct ctx *x, const char *name, char sep, int min_n, int max_n,
			 int required, double *vals, int *n, const struct gp_gsim_opt **opt)
{
	long long dummy;
	const struct gp_gsim_opt *o = gp_gpgpusim_options_get(x->cfg, name);
	*opt = o;
	*n = 0;
	if (!o)
		return required ? read_ll(x, name, 0, 0, 1, &dummy, opt) : 1;
	return read_list(x, o, sep, min_n, max_n, vals, n);
}

/* A "-gpgpu_cache:*" geometry: "[S|N:]nsets:bsize:assoc,..." (only the first field is used). */
struct cache_geom {
	int sector;
	long long nsets, line_bytes, assoc;
	long long miss_queue;          /* the <mq> of ",<mq>:<fifo>", 0 when not given */
	char write_alloc;              /* <wr_alloc> of the policy field (N, W, F, L), 0 */
};

static int read_cache(struct ctx *x, const char *name, struct cache_geom *g,
		      const struct gp_gsim_opt **opt)
{
	const struct gp_gsim_opt *o = gp_gpgpusim_options_get(x->cfg, name);
	char buf[128], *f[4], *p, *comma;
	int nf = 0;
	const char *want = "a cache geometry '[S:|N:]<nsets>:<bsize>:<assoc>,...'";
	*opt = o;
	memset(g, 0, sizeof(*g));
	if (!o)
		return 1;
	snprintf(buf, sizeof(buf), "%s", o->value);
	comma = strchr(buf, ',');
	if (comma) {
		/* the second comma-separated field is <rep>:<wr>:<alloc>:<wr_alloc>:<set index>,
		 * the fourth <miss queue entries>:<fifo entries> */
		const char *q = comma + 1;
		if (strlen(q) >= 8 && q[1] == ':' && q[3] == ':' && q[5] == ':' && q[7] == ':')
			g->write_alloc = q[6];
		for (int k = 0; k < 2 && q; k++)
			if ((q = strchr(q, ',')))
				q++;
		if (q) {
			char *e;
			long long v = strtoll(q, &e, 10);
			if (e != q && (*e == ':' || *e == ',' || *e == '\0') && v > 0 && v <= 65536)
				g->miss_queue = v;
		}
		*comma = '\0';
	}
	for (p = buf; nf < 4; nf++) {
		f[nf] = p;
		p = strchr(p, ':');
		if (!p) {
			nf++;
			break;
		}
		*p++ = '\0';
	}
	if (nf == 4) {
		if (strcmp(f[0], "S") != 0 && strcmp(f[0], "N") != 0)
			return bad_value(x, o, want, "the first field is S (sectored) or N (normal)");
		g->sector = f[0][0] == 'S';
		f[0] = f[1];
		f[1] = f[2];
		f[2] = f[3];
	} else if (nf != 3) {
		return bad_value(x, o, want, "see the cache option comments in GPGPU-Sim's configs");
	}
	if (gp_parse_ll(f[0], &g->nsets) < 0 || gp_parse_ll(f[1], &g->line_bytes) < 0 ||
	    gp_parse_ll(f[2], &g->assoc) < 0 || g->nsets < 1 || g->nsets > (1 << 20) ||
	    g->line_bytes < 1 || g->line_bytes > 4096 || g->assoc < 1 || g->assoc > 4096)
		return bad_value(x, o, want, "sets, line bytes and ways are positive integers");
	return 0;
}

/* Accel-Sim's "-trace_opcode_latency_initiation_X L,I" pairs and specialized units. */
static int read_pair(struct ctx *x, const char *name, int *lat, int *init,
		     const struct gp_gsim_opt **opt)
{
	double v[2];
	int n, rc = read_list_opt(x, name, ',', 2, 2, 0, v, &n, opt);
	if (rc != 0)
		return rc;
	if (v[0] < 0 || v[1] < 1 || v[0] > 1e6 || v[1] > 1e6 || v[0] != floor(v[0]) ||
	    v[1] != floor(v[1]))
		return bad_value(x, *opt, "'latency,initiation' (integers, initiation >= 1)",
				 "e.g. 4,2");
	*lat = (int)v[0];
	*init = (int)v[1];
	return 0;
}

static void add_op(struct gp_import *out, const char *unit, int units, int lat, int init,
		   int line)
{
	struct gp_import_op *op;
	if (out->n_ops >= GP_IMPORT_OPS_MAX)
		return;
	op = &out->ops[out->n_ops++];
	snprintf(op->unit, sizeof(op->unit), "%s", unit);
	op->units = units;
	op->latency_cycles = lat;
	op->initiation_cycles = init;
	op->line = line;
}

static void note(struct gp_import *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(struct gp_import *out, const char *fmt, ...)
{
	va_list ap;
	if (out->n_notes >= GP_IMPORT_NOTES_MAX)
		return;
	va_start(ap, fmt);
	vsnprintf(out->notes[out->n_notes++], sizeof(out->notes[0]), fmt, ap);
	va_end(ap);
}

/* ==== Defaults for what a config does not hold ==== */

static const char *arch_of(int major, int minor)
{
	switch (major) {
	case 3: return "kepler";
	case 5: return "maxwell";
	case 6: return "pascal";
	case 7: return minor >= 5 ? "turing" : "volta";
	case 8: return minor >= 9 ? "ada" : "ampere";
	case 9: return "hopper";
	case 10: case 12: return "blackwell";
	default: return "unknown";
	}
}

/*
 * Documented gpuperf defaults (README "interop"): the CUDA Occupancy
 * Calculator's granularities by compute capability, the thesis's latency
 * figures for what GPGPU-Sim configs leave out, the thesis GTX 970 PCIe
 * figures and UVMSmart's Unified Memory figures. No power figures.
 */
static void builtin_defaults(struct gp_device *dev, struct gp_sources *s, int cc_major)
{
	static const double uvm_size[] = { 4096, 16384, 65536, 262144, 1048576 };
	static const double uvm_bw[] = { 3.2219, 6.4437, 8.4771, 10.508, 11.223 };
	const char *occ = "gpuperf default (not in GPGPU-Sim configs): CUDA Occupancy Calculator "
			  "value for this compute capability";

	dev->mem_size_bytes = 16.0 * 1024 * 1024 * 1024;
	gp_sources_set(s, "/memory/size_gib", "gpuperf default 16 GiB (GPGPU-Sim configs do not "
		       "give the memory size; it only bounds footprints)");
	dev->max_threads_per_block = 1024;
	gp_sources_set(s, "/limits/max_threads_per_block", "%s (1024 since cc 2.0)", occ);
	dev->max_regs_per_thread = 255;
	gp_sources_set(s, "/limits/max_regs_per_thread", "%s (255 since cc 3.5)", occ);
	dev->reg_alloc_unit = 256;
	gp_sources_set(s, "/limits/reg_alloc_unit", "%s (256)", occ);
	dev->reg_alloc_per_warp = 1;
	gp_sources_set(s, "/limits/reg_alloc_granularity", "%s (warp)", occ);
	dev->warp_alloc_granularity = 1;
	gp_sources_set(s, "/limits/warp_alloc_granularity", "%s (as devices/gtx970.json)", occ);
	dev->smem_alloc_unit_bytes = cc_major >= 8 ? 128 : 256;
	gp_sources_set(s, "/limits/smem_alloc_unit_bytes", "%s (%d bytes)", occ,
		       dev->smem_alloc_unit_bytes);
	dev->smem_reserved_per_block_bytes = cc_major >= 8 ? 1024 : 0;
	gp_sources_set(s, "/limits/smem_reserved_per_block_bytes",
		       "%s (1 KB system use per block on sm_80+)", occ);
	dev->units[GP_UNIT_LSU] = 32;
	gp_sources_set(s, "/units/lsu", "gpuperf default: 32 LD/ST lanes per SM (GPGPU-Sim models "
		       "one warp-wide memory pipeline per SM)");
	dev->lat_branch_taken = 12;
	dev->lat_branch_not_taken = 10;
	gp_sources_set(s, "/latency/branch_taken", "gpuperf default: thesis Table 4.1 (12)");
	gp_sources_set(s, "/latency/branch_not_taken", "gpuperf default: thesis Table 4.1 (10)");
	dev->ilp_latency_cycles = 3;
	gp_sources_set(s, "/latency/ilp", "gpuperf default: thesis Table 4.1 (3)");
	dev->block_replacement_cycles = 393;
	gp_sources_set(s, "/latency/block_replacement", "gpuperf default: the mean of what "
		       "gpu-benches' gpu-stream init column gives on V100, A100 and H100/H200 (393; "
		       "devices/v100.json)");
	dev->lat_class[GP_IC_BAR] = 20;
	gp_sources_set(s, "/latency/bar", "gpuperf default (~20 cycles BAR.SYNC, as "
		       "devices/gtx970.json)");
	dev->launch_overhead_s = 5e-6;
	gp_sources_set(s, "/launch_overhead_us", "gpuperf default: thesis 5.4.1 (~5 us)");

	snprintf(dev->link.kind, sizeof(dev->link.kind), "pcie");
	dev->link.generation = cc_major >= 9 ? 5 : cc_major >= 8 ? 4 : 3;
	dev->link.lanes = 16;
	dev->link.bw_gbps = gp_pcie_bw_gbps(dev->link.generation, 16);
	dev->link.htod.startup_s = 3.96868e-6;
	dev->link.htod.lambda = 0.689;
	dev->link.dtoh.startup_s = 5.15692e-6;
	dev->link.dtoh.lambda = 0.653;
	gp_sources_set(s, "/link", "gpuperf default (GPGPU-Sim configs have no host link): PCIe "
		       "gen %d x16 by compute capability, bandwidth from thesis Table 4.3 scaled "
		       "per generation; startup and lambda of the thesis's GTX 970 testbed "
		       "(Table 6.2, eqs. 5.6/5.7)", dev->link.generation);
	dev->uvm.page_bytes = 4096;
	dev->uvm.fault_latency_s = 45e-6;
	dev->uvm.ptw_cycles = 100;
	dev->uvm.n_bw = (int)N_OF(uvm_size);
	for (int i = 0; i < dev->uvm.n_bw; i++) {
		dev->uvm.bw_size_bytes[i] = uvm_size[i];
		dev->uvm.bw_gbps[i] = uvm_bw[i];
	}
	gp_sources_set(s, "/uvm", "gpuperf default: UVMSmart (seed 001): 4 KB pages, 45 us "
		       "far-fault handling, 100-cycle page-table walk, Table 1 PCIe bandwidth by "
		       "transfer size");
	dev->power.has_power = 0;
}

/* The figures taken from a like device: everything a GPGPU-Sim config does not hold. */
static void copy_from_like(struct gp_device *dev, const struct gp_device *like,
			   struct gp_sources *s, const char *like_path)
{
	const char *fmt = "as %s (matching shipped device; see its sources)";
	static const char *keys[] = {
		"/memory/size_gib", "/limits/max_threads_per_block", "/limits/max_regs_per_thread",
		"/limits/reg_alloc_unit", "/limits/reg_alloc_granularity",
		"/limits/warp_alloc_granularity", "/limits/smem_alloc_unit_bytes",
		"/limits/smem_reserved_per_block_bytes", "/units/lsu", "/latency/branch_taken",
		"/latency/branch_not_taken", "/latency/ilp", "/latency/block_replacement",
		"/latency/bar", "/launch_overhead_us", "/grid_start_end_us", "/link", "/uvm",
	};
	dev->mem_size_bytes = like->mem_size_bytes;
	dev->max_threads_per_block = like->max_threads_per_block;
	dev->max_regs_per_thread = like->max_regs_per_thread;
	dev->reg_alloc_unit = like->reg_alloc_unit;
	dev->reg_alloc_per_warp = like->reg_alloc_per_warp;
	dev->warp_alloc_granularity = like->warp_alloc_granularity;
	dev->smem_alloc_unit_bytes = like->smem_alloc_unit_bytes;
	dev->smem_reserved_per_block_bytes = like->smem_reserved_per_block_bytes;
	dev->units[GP_UNIT_LSU] = like->units[GP_UNIT_LSU];
	dev->lat_branch_taken = like->lat_branch_taken;
	dev->lat_branch_not_taken = like->lat_branch_not_taken;
	dev->ilp_latency_cycles = like->ilp_latency_cycles;
	dev->block_replacement_cycles = like->block_replacement_cycles;
	dev->lat_class[GP_IC_BAR] = like->lat_class[GP_IC_BAR];
	dev->launch_overhead_s = like->launch_overhead_s;
	dev->grid_start_end_s = like->grid_start_end_s;
	dev->link = like->link;
	dev->uvm = like->uvm;
	for (size_t i = 0; i < N_OF(keys); i++) {
		gp_sources_drop(s, keys[i]);
		gp_sources_set(s, keys[i], fmt, like_path);
	}
	if (dev->grid_start_end_s <= 0)   /* an optional figure the like device lacks */
		gp_sources_drop(s, "/grid_start_end_us");
	/* a measured streaming bandwidth only carries over when the imported peak admits it */
	if (like->dram_sustained_gbps > 0 && like->dram_sustained_gbps <= dev->dram_bw_gbps) {
		dev->dram_sustained_gbps = like->dram_sustained_gbps;
		gp_sources_set(s, "/memory/sustained_gbps", fmt, like_path);
		/* and the read-only and write-only ones with it, derived against it (drammix.h) */
		if (like->dram_read_sustained_gbps <= dev->dram_bw_gbps &&
		    like->dram_write_sustained_gbps <= dev->dram_bw_gbps) {
			dev->dram_read_sustained_gbps = like->dram_read_sustained_gbps;
			dev->dram_write_sustained_gbps = like->dram_write_sustained_gbps;
			if (like->dram_read_sustained_gbps > 0)
				gp_sources_set(s, "/memory/dram_read_sustained_gbps", fmt, like_path);
			if (like->dram_write_sustained_gbps > 0)
				gp_sources_set(s, "/memory/dram_write_sustained_gbps", fmt, like_path);
		}
	}
	dev->power = like->power;
	if (like->power.has_power)
		gp_sources_set(s, "/power", fmt, like_path);
}

/* How well a shipped device matches: same compute capability, its name up to a '-' inside
 * the imported one ("h100" in "sm90_h100"), and its whole name there (so "a100" beats
 * "a100-80" for "sm80_a100"). */
static int like_score(const struct gp_device *dev, const struct gp_device *cand)
{
	char stem[64];
	size_t n = strcspn(cand->name, "-");
	snprintf(stem, sizeof(stem), "%.*s", (int)(n < sizeof(stem) ? n : sizeof(stem) - 1),
		 cand->name);
	return 2 * (cand->cc_major == dev->cc_major && cand->cc_minor == dev->cc_minor) +
	       (stem[0] && strstr(dev->name, stem) != NULL) +
	       (cand->name[0] && strstr(dev->name, cand->name) != NULL);
}

/*
 * Load every device file (NAME.json) of the search path and keep the one with the same SM
 * count and threads per SM; among several, the best like_score, if it is unique.
 */
static int find_like(const struct gp_device *dev, const char *search_path, struct gp_device *like,
		     char *like_path, size_t like_sz)
{
	char dirs[2048], *save = NULL, *dir;
	const char *env = getenv("GPUPERF_DEVICES");
	int found = 0, best = -1, tie = 0;

	if (!search_path) {
		/* the first device directory of the search path (./devices in the checkout, the
		 * installed share directory elsewhere): one copy of each shipped device */
		static char dd[GP_SEARCHPATH_DIRS_MAX][GP_SEARCHPATH_LEN];
		int nd = gp_searchpath_dirs(GP_DATA_DEVICES, NULL, dd, GP_SEARCHPATH_DIRS_MAX), i = 0;
		struct stat st;
		while (i < nd && !(stat(dd[i], &st) == 0 && S_ISDIR(st.st_mode)))
			i++;
		snprintf(dirs, sizeof(dirs), "%s%s%s", env ? env : "", env ? ":" : "",
			 i < nd ? dd[i] : "devices");
	} else
		snprintf(dirs, sizeof(dirs), "%s", search_path);
	for (dir = strtok_r(dirs, ":", &save); dir; dir = strtok_r(NULL, ":", &save)) {
		DIR *dp = opendir(dir);
		struct dirent *e;
		if (!dp)
			continue;
		while ((e = readdir(dp))) {
			size_t l = strlen(e->d_name);
			char path[512];
			struct gp_device cand;
			int pl, score;
			if (l < 6 || strcmp(e->d_name + l - 5, ".json") != 0)
				continue;
			pl = snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
			if (pl < 0 || (size_t)pl >= sizeof(path) || (size_t)pl >= like_sz)
				continue;
			if (gp_device_load(path, &cand, NULL) < 0)
				continue;
			if (cand.sms != dev->sms || cand.max_threads_per_sm != dev->max_threads_per_sm)
				continue;
			if (found && strcmp(like_path, path) == 0)
				continue;   /* the same file through two directories */
			score = like_score(dev, &cand);
			found = 1;
			if (score == best) {
				tie = 1;
			} else if (score > best) {
				best = score;
				tie = 0;
				*like = cand;
				memcpy(like_path, path, (size_t)pl + 1);
			}
		}
		closedir(dp);
	}
	return found && !tie;
}

/* ==== One-to-one figures: one option, one field ==== */

/* Where map_config reads a row: figures that later code derives others from come first. */
enum { STEP_LIMITS = 1, STEP_SMEM, STEP_SMEM_BANKS, STEP_DATA_RATE, STEP_LATENCY };

#define INT_FIG(f) offsetof(struct gp_device, f), 0
#define DBL_FIG(f) offsetof(struct gp_device, f), 1

/* Each option's default is GPGPU-Sim's own (gpgpu-sim/gpu-sim.cc, shader.cc option tables). */
static const struct gp_import_figure figures[] = {
	{ "-gpgpu_shader_registers", 256, 1 << 24, 1, STEP_LIMITS, INT_FIG(regs_per_sm),
	  "/limits/regs_per_sm", 0, 0, NULL },
	{ "-gpgpu_registers_per_block", 256, 1 << 24, 0, STEP_LIMITS, INT_FIG(max_regs_per_block),
	  "/limits/max_regs_per_block", 0, offsetof(struct gp_device, regs_per_sm),
	  "not set: as -gpgpu_shader_registers" },
	{ "-gpgpu_shader_cta", 1, 1024, 1, STEP_LIMITS, INT_FIG(max_blocks_per_sm),
	  "/limits/max_blocks_per_sm", 0, 0, NULL },
	{ "-gpgpu_shmem_size", 0, 1 << 24, 1, STEP_SMEM, INT_FIG(smem_per_sm_bytes),
	  "/limits/smem_per_sm_bytes", 0, 0, NULL },
	{ "-gpgpu_shmem_num_banks", 1, 256, 0, STEP_SMEM_BANKS, INT_FIG(smem_banks),
	  "/units/smem_banks", 32, 0, "GPGPU-Sim default 32 banks" },
	{ "-dram_data_command_freq_ratio", 1, 16, 0, STEP_DATA_RATE, DBL_FIG(data_rate),
	  "/memory/data_rate", 2, 0, "GPGPU-Sim default 2 (DDR)" },
	{ "-gpgpu_l1_latency", 0, 100000, 0, STEP_LATENCY, DBL_FIG(lat_mem[GP_MEM_L1]),
	  "/latency/l1", 1, 0, "GPGPU-Sim default (1)" },
	{ "-gpgpu_smem_latency", 0, 100000, 0, STEP_LATENCY, DBL_FIG(lat_mem[GP_MEM_SHARED]),
	  "/latency/shared", 3, 0, "GPGPU-Sim default (3)" },
};

const struct gp_import_figure *gp_import_figures(int *n)
{
	*n = (int)N_OF(figures);
	return figures;
}

static double fig_get(const struct gp_device *dev, size_t field, int is_double)
{
	const char *p = (const char *)dev + field;
	return is_double ? *(const double *)(const void *)p : *(const int *)(const void *)p;
}

static void fig_set(struct gp_device *dev, const struct gp_import_figure *f, double v)
{
	char *p = (char *)dev + f->field;
	if (f->is_double)
		*(double *)(void *)p = v;
	else
		*(int *)(void *)p = (int)v;
}

/* Read the rows of one step: the value (bounds-checked by read_ll, so errors name the file,
 * line and option) or the default into the field, and the citation into the sources. */
static int map_figures(struct ctx *x, int step)
{
	struct gp_device *dev = &x->out->dev;
	for (size_t i = 0; i < N_OF(figures); i++) {
		const struct gp_import_figure *f = &figures[i];
		const struct gp_gsim_opt *o;
		char r[160];
		long long v;
		int rc;
		if (f->step != step)
			continue;
		if ((rc = read_ll(x, f->option, f->min, f->max, f->required, &v, &o)) < 0)
			return rc;
		fig_set(dev, f, rc == 0 ? (double)v : f->dflt_field ?
			fig_get(dev, f->dflt_field, f->is_double) : f->dflt);
		gp_sources_set(&x->out->src, f->path, "%s", o ? ref(x, o, r, sizeof(r)) : f->dflt_cite);
	}
	return 0;
}

/* The citation of an option that was read already, or fallback when the config lacks it. */
static const char *cite_opt(struct ctx *x, const char *name, char *buf, size_t sz,
			    const char *fallback)
{
	const struct gp_gsim_opt *o = gp_gpgpusim_options_get(x->cfg, name);
	return o ? ref(x, o, buf, sz) : fallback;
}

/* ==== The mapping ==== */

static void derive_name(const char *config_path, char *name, size_t sz)
{
	char buf[512], *slash, *base;
	size_t n = 0;
	snprintf(buf, sizeof(buf), "%s", config_path);
	slash = strrchr(buf, '/');
	if (slash) {
		*slash = '\0';
		while (slash > buf && slash[-1] == '/')
			*--slash = '\0';
		base = strrchr(buf, '/');
		base = base ? base + 1 : buf;
	} else {
		base = "gpgpusim";
	}
	for (const char *p = base; *p && n + 1 < sz; p++) {
		unsigned char ch = (unsigned char)*p;
		name[n++] = (char)(isalnum(ch) ? tolower(ch) : (ch == '_' || ch == '-') ? ch : '-');
	}
	name[n] = '\0';
	if (!n)
		snprintf(name, sz, "gpgpusim");
}

/* Unit lanes per SM: units x warp / initiation interval (one warp instruction per unit per
 * initiation interval, GPGPU-Sim's pipelined functional units). */
static double lanes(long long units, int warp, int init)
{
	return init > 0 ? (double)units * warp / init : 0;
}

/* The latency/initiation of an Accel-Sim unit: the trace pair if given, else the PTX-mode lists
 * (index idx of -ptx_opcode_latency_X / -ptx_opcode_initiation_X). Returns 1 when found. */
static int unit_timing(struct ctx *x, const char *trace_key, const char *ptx_lat,
		       const char *ptx_init, int idx, int *lat, int *init, char *cite, size_t csz,
		       int *rc)
{
	const struct gp_gsim_opt *o, *oi;
	char r1[160], r2[160];
	double v[8], w[8];
	int n, m;
	*rc = read_pair(x, trace_key, lat, init, &o);
	if (*rc < 0)
		return 0;
	if (*rc == 0) {
		snprintf(cite, csz, "%s", ref(x, o, r1, sizeof(r1)));
		return 1;
	}
	*rc = read_list_opt(x, ptx_lat, ',', 1, 8, 0, v, &n, &o);
	if (*rc < 0)
		return 0;
	if (*rc == 1 || n <= idx) {
		*rc = 0;
		return 0;
	}
	*lat = (int)v[idx];
	*init = 1;
	*rc = read_list_opt(x, ptx_init, ',', 1, 8, 0, w, &m, &oi);
	if (*rc < 0)
		return 0;
	if (*rc == 0 && m > idx && w[idx] >= 1)
		*init = (int)w[idx];
	*rc = 0;
	if (oi)
		snprintf(cite, csz, "%s and %s, field %d", ref(x, o, r1, sizeof(r1)),
			 ref(x, oi, r2, sizeof(r2)), idx + 1);
	else
		snprintf(cite, csz, "%s, field %d", ref(x, o, r1, sizeof(r1)), idx + 1);
	return 1;
}

/*
 * Record every Accel-Sim specialized unit in out->ops:
 * "-specialized_unit_N enabled,units,max_latency,id_oc,oc_ex,NAME" with its
 * "-trace_opcode_latency_initiation_spec_op_N latency,initiation". x->spec_cite
 * holds the citation of each (indexed like out->ops).
 */
static int scan_spec_units(struct ctx *x)
{
	for (int k = 1; k <= 8; k++) {
		char key[64], buf[128], *f[6], *p, r1[160], r2[160];
		const struct gp_gsim_opt *o, *op;
		int nf = 0, lat = 0, init = 0, rc;
		long long en, nu;
		snprintf(key, sizeof(key), "-specialized_unit_%d", k);
		o = gp_gpgpusim_options_get(x->cfg, key);
		if (!o)
			continue;
		snprintf(buf, sizeof(buf), "%s", o->value);
		for (p = buf; p && nf < 6; nf++) {
			f[nf] = p;
			p = strchr(p, ',');
			if (p)
				*p++ = '\0';
		}
		if (nf != 6 || p || gp_parse_ll(f[0], &en) < 0 || gp_parse_ll(f[1], &nu) < 0 ||
		    nu < 0 || nu > 64 || !f[5][0])
			return bad_value(x, o, "'enabled,units,max_latency,id_oc,oc_ex,NAME'",
					 "e.g. 1,4,4,4,4,BRA");
		snprintf(key, sizeof(key), "-trace_opcode_latency_initiation_spec_op_%d", k);
		rc = read_pair(x, key, &lat, &init, &op);
		if (rc < 0)
			return rc;
		if (!en || !op || x->out->n_ops >= GP_IMPORT_OPS_MAX)
			continue;
		snprintf(x->spec_cite[x->out->n_ops], sizeof(x->spec_cite[0]), "%s with %s",
			 ref(x, o, r1, sizeof(r1)), ref(x, op, r2, sizeof(r2)));
		add_op(x->out, f[5], (int)nu, lat, init, o->line);
	}
	return 0;
}

/* The specialized unit recorded under name, or -1. */
static int find_op(const struct gp_import *out, const char *name)
{
	for (int i = 0; i < out->n_ops; i++)
		if (strcmp(out->ops[i].unit, name) == 0)
			return i;
	return -1;
}


/*
 * The SMs' interconnect ports. GPGPU-Sim sends every L1 miss, write and reply as one
 * packet per 32-byte sector, with an 8-byte header (shader.h: READ_PACKET_SIZE,
 * WRITE_PACKET_SIZE); its built-in crossbar (-network_mode 2, local_interconnect.cc)
 * moves one packet per port per cycle whatever its size, BookSim (-network_mode 1, the
 * default) one flit of -icnt_flit_size bytes. A block retires only when its stores are
 * acknowledged (shader.cc: shd_warp_t::hardware_done waits for stores_done), which
 * measured devices leave in their end-to-end figures, so only imported devices set it.
 */
static int map_icnt_ports(struct ctx *x, struct gp_device *dev, struct gp_sources *s)
{
	const struct gp_gsim_opt *o, *of;
	char r1[160], r2[160];
	long long mode = 1, flit = 32;
	int rc;
	if ((rc = read_ll(x, "-network_mode", 1, 3, 0, &mode, &o)) < 0)
		return rc;
	if ((rc = read_ll(x, "-icnt_flit_size", 1, 4096, 0, &flit, &of)) < 0)
		return rc;
	if (mode == 2) {
		dev->icnt_sectors_per_clk = 1;
		gp_sources_set(s, "/memory/icnt_sectors_per_clk", "%s: GPGPU-Sim's crossbar moves "
			       "one packet (a 32-byte sector and its header) per port per cycle",
			       ref(x, o, r1, sizeof(r1)));
	} else {
		long long flits = (32 + 8 + flit - 1) / flit;
		dev->icnt_sectors_per_clk = 1.0 / (double)flits;
		gp_sources_set(s, "/memory/icnt_sectors_per_clk", "%s, %s: a 32-byte sector and its "
			       "8-byte header take %lld flit(s) of one per port per cycle",
			       o ? ref(x, o, r1, sizeof(r1)) : "-network_mode 1 (GPGPU-Sim default)",
			       of ? ref(x, of, r2, sizeof(r2)) : "-icnt_flit_size 32 (default)", flits);
	}
	dev->store_ack_retire = 1;
	gp_sources_set(s, "/memory/store_ack_retire", "GPGPU-Sim: a warp is done when its stores "
		       "are acknowledged (shd_warp_t::hardware_done)");
	return 0;
}

/* Name, compute capability, architecture; then the built-in defaults for that capability. */
static int map_identity(struct ctx *x, const char *config_path, const struct gp_import_opts *io)
{
	struct gp_device *dev = &x->out->dev;
	struct gp_sources *s = &x->out->src;
	const struct gp_gsim_opt *o, *o2;
	char r1[160], r2[160];
	long long v;
	int rc;

	if (io->name)
		snprintf(dev->name, sizeof(dev->name), "%s", io->name);
	else
		derive_name(config_path, dev->name, sizeof(dev->name));
	gp_sources_set(s, "/name", "gpuperf import-config of %s", config_path);
	rc = read_ll(x, "-gpgpu_compute_capability_major", 1, 20, 0, &v, &o);
	if (rc < 0)
		return rc;
	if (rc == 0) {
		long long minor = 0;
		dev->cc_major = (int)v;
		rc = read_ll(x, "-gpgpu_compute_capability_minor", 0, 9, 0, &minor, &o2);
		if (rc < 0)
			return rc;
		dev->cc_minor = (int)minor;
		gp_sources_set(s, "/compute_capability", "%s%s%s", ref(x, o, r1, sizeof(r1)),
			       o2 ? ", " : "", o2 ? ref(x, o2, r2, sizeof(r2)) : "");
	} else {
		rc = read_ll(x, "-gpgpu_occupancy_sm_number", 10, 200, 0, &v, &o);
		if (rc < 0)
			return rc;
		if (rc == 1) {
			gp_diag_at(x->d, x->cfg->files[0], 0, 0);
			gp_diag_field(x->d, "-gpgpu_compute_capability_major");
			gp_error(x->d, GP_EINVAL, "required option is missing (and no "
				 "-gpgpu_occupancy_sm_number either)");
			gp_diag_hint(x->d, "add -gpgpu_compute_capability_major and _minor");
			return -GP_EINVAL;
		}
		dev->cc_major = (int)(v / 10);
		dev->cc_minor = (int)(v % 10);
		gp_sources_set(s, "/compute_capability", "%s", ref(x, o, r1, sizeof(r1)));
	}
	gp_sources_set(s, "/arch", "from the compute capability");
	snprintf(dev->arch, sizeof(dev->arch), "%s", arch_of(dev->cc_major, dev->cc_minor));
	snprintf(dev->full_name, sizeof(dev->full_name), "GPGPU-Sim config %s (%s, imported)",
		 dev->name, dev->arch);
	gp_sources_set(s, "/full_name", "gpuperf import-config");

	builtin_defaults(dev, s, dev->cc_major);
	return 0;
}

/* SM count, clocks and launch latency. */
static int map_sms_clocks(struct ctx *x)
{
	struct gp_device *dev = &x->out->dev;
	struct gp_sources *s = &x->out->src;
	const struct gp_gsim_opt *o, *o2;
	char r1[160], r2[160];
	long long v, ncl, ncpc = 1;
	double lst[16];
	int n, rc;

	if ((rc = read_ll(x, "-gpgpu_n_clusters", 1, 100000, 1, &ncl, &o)) < 0)
		return rc;
	if ((rc = read_ll(x, "-gpgpu_n_cores_per_cluster", 1, 1024, 0, &ncpc, &o2)) < 0)
		return rc;
	dev->sms = (int)(ncl * ncpc);
	gp_sources_set(s, "/sms", "%s x %s", ref(x, o, r1, sizeof(r1)),
		       o2 ? ref(x, o2, r2, sizeof(r2)) : "1 core per cluster (GPGPU-Sim default)");
	if ((rc = read_list_opt(x, "-gpgpu_clock_domains", ':', 4, 4, 1, lst, &n, &o)) < 0)
		return rc;
	for (int i = 0; i < 4; i++)
		if (!(lst[i] > 0 && lst[i] < 1e5))
			return bad_value(x, o, "four positive clocks in MHz "
					 "'core:interconnect:L2:DRAM'", "e.g. 1132.0:1132.0:1132.0:850.0");
	dev->sm_clock_mhz = lst[0];
	dev->mem_clock_mhz = lst[3];
	gp_sources_set(s, "/sm_clock_mhz", "%s, core clock", ref(x, o, r1, sizeof(r1)));
	gp_sources_set(s, "/memory/clock_mhz", "%s, DRAM clock", ref(x, o, r1, sizeof(r1)));
	if ((rc = read_ll(x, "-gpgpu_kernel_launch_latency", 0, 100000000, 0, &v, &o)) < 0)
		return rc;
	if (rc == 0) {
		dev->launch_overhead_s = (double)v / (dev->sm_clock_mhz * 1e6);
		gp_sources_set(s, "/launch_overhead_us", "%s core cycles / core clock",
			       ref(x, o, r1, sizeof(r1)));
		x->have_launch = 1;
	}
	return 0;
}

/* Threads, warps, registers, blocks, schedulers and issue. */
static int map_threads(struct ctx *x)
{
	struct gp_device *dev = &x->out->dev;
	struct gp_sources *s = &x->out->src;
	const struct gp_gsim_opt *o;
	char r1[160];
	long long v;
	double lst[16];
	int n, rc, warp;

	if ((rc = read_list_opt(x, "-gpgpu_shader_core_pipeline", ':', 2, 2, 1, lst, &n, &o)) < 0)
		return rc;
	if (!(lst[0] >= 32 && lst[0] <= 65536 && lst[1] >= 1 && lst[1] <= 64 &&
	      lst[0] == floor(lst[0]) && lst[1] == floor(lst[1]) &&
	      fmod(lst[0], lst[1]) == 0))
		return bad_value(x, o, "'<threads per SM>:<warp size>' with threads a multiple "
				 "of the warp size", "e.g. 2048:32");
	dev->max_threads_per_sm = (int)lst[0];
	dev->warp_size = warp = (int)lst[1];
	dev->max_warps_per_sm = dev->max_threads_per_sm / warp;
	ref(x, o, r1, sizeof(r1));
	gp_sources_set(s, "/limits/max_threads_per_sm", "%s", r1);
	gp_sources_set(s, "/warp_size", "%s", r1);
	gp_sources_set(s, "/limits/max_warps_per_sm", "%s: threads / warp size", r1);
	if (dev->max_threads_per_block > dev->max_threads_per_sm) {
		dev->max_threads_per_block = dev->max_threads_per_sm;
		gp_sources_set(s, "/limits/max_threads_per_block", "capped at %s", r1);
	}
	if ((rc = map_figures(x, STEP_LIMITS)) < 0)
		return rc;

	/* -- schedulers and issue -- */
	if ((rc = read_ll(x, "-gpgpu_num_sched_per_core", 1, 64, 0, &v, &o)) < 0)
		return rc;
	dev->schedulers = rc == 0 ? (int)v : 1;
	dev->sub_partitions = dev->schedulers;
	gp_sources_set(s, "/units/schedulers", "%s", o ? ref(x, o, r1, sizeof(r1)) :
		       "GPGPU-Sim default (1 scheduler per core)");
	gp_sources_set(s, "/limits/sub_partitions", "%s (register file split per scheduler, "
		       "GPGPU-Sim sub-core model)", o ? r1 : "schedulers");
	if ((rc = read_ll(x, "-gpgpu_max_insn_issue_per_warp", 1, 8, 0, &v, &o)) < 0)
		return rc;
	dev->issue_per_scheduler = 1;
	dev->dual_issue = rc == 0 && v > 1;
	gp_sources_set(s, "/units/issue_per_scheduler", "one warp scheduled per scheduler per "
		       "cycle (GPGPU-Sim)");
	gp_sources_set(s, "/units/dual_issue", "%s", o ? ref(x, o, r1, sizeof(r1)) :
		       "GPGPU-Sim default (1 instruction per warp per cycle)");
	(void)gp_gpgpusim_options_get(x->cfg, "-gpgpu_dual_issue_diff_exec_units");
	return 0;
}

/* Execution units: lanes = units x warp / initiation interval, and their latencies. */
static int map_units(struct ctx *x)
{
	struct gp_device *dev = &x->out->dev;
	struct gp_sources *s = &x->out->src;
	const struct gp_gsim_opt *o;
	char r1[160], cite[400];
	double lst[16];
	int n, rc, lat, init, warp = dev->warp_size;
	long long nsp = 0, nsfu = 0, ndp = 0, nint = 0, ntc = 0, tc_avail = 0;
	const struct gp_gsim_opt *osp, *osfu, *odp, *oint, *otc;
	char tcite[400];

	if ((rc = read_ll(x, "-gpgpu_num_sp_units", 0, 64, 1, &nsp, &osp)) < 0 ||
	    (rc = read_ll(x, "-gpgpu_num_sfu_units", 0, 64, 0, &nsfu, &osfu)) < 0 ||
	    (rc = read_ll(x, "-gpgpu_num_dp_units", 0, 64, 0, &ndp, &odp)) < 0 ||
	    (rc = read_ll(x, "-gpgpu_num_int_units", 0, 64, 0, &nint, &oint)) < 0 ||
	    (rc = read_ll(x, "-gpgpu_num_tensor_core_units", 0, 64, 0, &ntc, &otc)) < 0 ||
	    (rc = read_ll(x, "-gpgpu_tensor_core_avail", 0, 1, 0, &tc_avail, &o)) < 0)
		return rc;
	(void)gp_gpgpusim_options_get(x->cfg, "-gpgpu_pipeline_widths");

	/* FP32 */
	if (!unit_timing(x, "-trace_opcode_latency_initiation_sp", "-ptx_opcode_latency_fp",
			 "-ptx_opcode_initiation_fp", 0, &lat, &init, cite, sizeof(cite), &rc)) {
		if (rc < 0)
			return rc;
		lat = 4;
		init = 1;
		snprintf(cite, sizeof(cite), "GPGPU-Sim defaults (latency 4, initiation 1)");
	}
	dev->units[GP_UNIT_FP32] = lanes(nsp, warp, init);
	dev->lat_class[GP_IC_FP32] = lat;
	dev->lat_class[GP_IC_HALF] = lat;
	gp_sources_set(s, "/units/fp32_cores", "%s x warp %d / initiation %d of %s",
		       ref(x, osp, r1, sizeof(r1)), warp, init, cite);
	gp_sources_set(s, "/latency/fp32", "%s", cite);
	gp_sources_set(s, "/latency/half", "as fp32 (%s)", cite);
	add_op(x->out, "sp", (int)nsp, lat, init, osp->line);

	/* INT32: separate units from Volta on; 0 = integer ops on the FP32 pipes */
	if (!unit_timing(x, "-trace_opcode_latency_initiation_int", "-ptx_opcode_latency_int",
			 "-ptx_opcode_initiation_int", 0, &lat, &init, cite, sizeof(cite),
			 &rc)) {
		if (rc < 0)
			return rc;
		lat = (int)dev->lat_class[GP_IC_FP32];
		init = 1;
		snprintf(cite, sizeof(cite), "no integer timing given: as fp32");
	}
	dev->units[GP_UNIT_INT32] = nint > 0 ? lanes(nint, warp, init) : 0;
	dev->lat_class[GP_IC_INT] = lat;
	dev->lat_class[GP_IC_MISC] = lat;
	if (oint)
		gp_sources_set(s, "/units/int32", "%s x warp %d / initiation %d of %s",
			       ref(x, oint, r1, sizeof(r1)), warp, init, cite);
	else
		gp_sources_set(s, "/units/int32", "no -gpgpu_num_int_units: integer "
			       "instructions run on the SP units (0)");
	gp_sources_set(s, "/latency/int", "%s", cite);
	gp_sources_set(s, "/latency/misc", "as int (%s)", cite);
	add_op(x->out, "int", (int)nint, lat, init, oint ? oint->line : 0);
	{
		const struct gp_gsim_opt *ol;
		int rci = read_list_opt(x, "-ptx_opcode_latency_int", ',', 1, 8, 0, lst, &n,
					&ol);
		if (rci < 0)
			return rci;
		if (rci == 0 && n >= 4) {
			dev->lat_class[GP_IC_IMUL] = lst[3];
			gp_sources_set(s, "/latency/imul", "%s, field 4 (MAD)",
				       ref(x, ol, r1, sizeof(r1)));
		} else {
			dev->lat_class[GP_IC_IMUL] = lat;
			gp_sources_set(s, "/latency/imul", "as int (%s)", cite);
		}
	}

	/* FP64: on its own units, else GPGPU-Sim issues DP ops to the SP units */
	if (!unit_timing(x, "-trace_opcode_latency_initiation_dp", "-ptx_opcode_latency_dp",
			 "-ptx_opcode_initiation_dp", 0, &lat, &init, cite, sizeof(cite), &rc)) {
		if (rc < 0)
			return rc;
		lat = 8 * (int)dev->lat_class[GP_IC_FP32];
		init = 32;
		snprintf(cite, sizeof(cite), "no FP64 timing given: gpuperf default "
			 "(8 x fp32 latency, 1/32 rate)");
	}
	dev->units[GP_UNIT_FP64] = lanes(ndp > 0 ? ndp : nsp, warp, init);
	dev->lat_class[GP_IC_FP64] = lat;
	if (ndp > 0)
		gp_sources_set(s, "/units/fp64", "%s x warp %d / initiation %d of %s",
			       ref(x, odp, r1, sizeof(r1)), warp, init, cite);
	else
		gp_sources_set(s, "/units/fp64", "no DP units: DP ops on the %lld SP units "
			       "(%s) x warp %d / initiation %d of %s", nsp,
			       ref(x, osp, r1, sizeof(r1)), warp, init, cite);
	gp_sources_set(s, "/latency/fp64", "%s", cite);
	add_op(x->out, "dp", (int)ndp, lat, init, odp ? odp->line : 0);

	/* SFU */
	if (!unit_timing(x, "-trace_opcode_latency_initiation_sfu", "-ptx_opcode_latency_sfu",
			 "-ptx_opcode_initiation_sfu", 0, &lat, &init, cite, sizeof(cite),
			 &rc)) {
		if (rc < 0)
			return rc;
		lat = 20;
		init = 4;
		snprintf(cite, sizeof(cite), "no SFU timing given: gpuperf default "
			 "(latency 20, initiation 4)");
	}
	if (!osfu)
		nsfu = 1;
	dev->units[GP_UNIT_SFU] = lanes(nsfu, warp, init);
	dev->lat_class[GP_IC_SFU] = lat;
	dev->lat_class[GP_IC_CONV] = lat;
	gp_sources_set(s, "/units/sfu", "%s x warp %d / initiation %d of %s",
		       osfu ? ref(x, osfu, r1, sizeof(r1)) : "1 SFU (GPGPU-Sim default)",
		       warp, init, cite);
	gp_sources_set(s, "/latency/sfu", "%s", cite);
	gp_sources_set(s, "/latency/conv", "as sfu (conversions use the SFU path): %s",
		       cite);
	add_op(x->out, "sfu", (int)nsfu, lat, init, osfu ? osfu->line : 0);

	/* Tensor: the TENSOR specialized unit (trace mode) or the tensor core units */
	{
		long long su = 0;
		int have = 0, k;
		int tl, ti;
		const struct gp_gsim_opt *otp;
		if ((rc = scan_spec_units(x)) < 0)
			return rc;
		/* read (and list) the trace-mode pair even when the unit below wins */
		if ((rc = read_pair(x, "-trace_opcode_latency_initiation_tensor", &tl, &ti,
				    &otp)) < 0)
			return rc;
		if ((k = find_op(x->out, "TENSOR")) >= 0) {
			have = 1;
			su = x->out->ops[k].units;
			lat = x->out->ops[k].latency_cycles;
			init = x->out->ops[k].initiation_cycles;
			snprintf(tcite, sizeof(tcite), "%s", x->spec_cite[k]);
		} else if (unit_timing(x, "-trace_opcode_latency_initiation_tensor",
				       "-ptx_opcode_latency_tesnor",
				       "-ptx_opcode_initiation_tensor", 0, &lat, &init, tcite,
				       sizeof(tcite), &rc)) {
			have = 1;
			su = ntc;
		} else if (rc < 0) {
			return rc;
		}
		if (have && tc_avail && su > 0) {
			dev->units[GP_UNIT_TENSOR] = lanes(su, warp, init);
			dev->lat_class[GP_IC_TENSOR] = lat;
			gp_sources_set(s, "/units/tensor", "%lld units x warp %d / initiation "
				       "%d of %s (-gpgpu_tensor_core_avail 1)", su, warp, init,
				       tcite);
			gp_sources_set(s, "/latency/tensor", "%s", tcite);
			if (k < 0)
				add_op(x->out, "tensor", (int)su, lat, init, 0);
		} else {
			dev->units[GP_UNIT_TENSOR] = 0;
			dev->lat_class[GP_IC_TENSOR] = 0;
			gp_sources_set(s, "/units/tensor", "no tensor cores "
				       "(-gpgpu_tensor_core_avail 0 or absent)");
			gp_sources_set(s, "/latency/tensor", "no tensor cores");
		}
		/* Branches: Accel-Sim's BRA specialized unit */
		if ((k = find_op(x->out, "BRA")) >= 0) {
			dev->lat_branch_taken = x->out->ops[k].latency_cycles;
			dev->lat_branch_not_taken = x->out->ops[k].latency_cycles;
			gp_sources_set(s, "/latency/branch_taken", "%s", x->spec_cite[k]);
			gp_sources_set(s, "/latency/branch_not_taken", "%s", x->spec_cite[k]);
			x->have_bra = 1;
		}
	}
	return 0;
}

/* Shared memory: per SM, per block, the opt-in limit, carve-outs and banks. */
static int map_smem(struct ctx *x)
{
	struct gp_device *dev = &x->out->dev;
	struct gp_sources *s = &x->out->src;
	const struct gp_gsim_opt *o, *o2;
	char r1[160], r2[160];
	long long v;
	double lst[16];
	int n, rc;

	if ((rc = map_figures(x, STEP_SMEM)) < 0)
		return rc;
	(void)gp_gpgpusim_options_get(x->cfg, "-gpgpu_shmem_sizeDefault");
	if ((rc = read_ll(x, "-gpgpu_shmem_per_block", 0, 1 << 24, 0, &v, &o2)) < 0)
		return rc;
	dev->smem_per_block_bytes = rc == 0 ? (int)v : (dev->smem_per_sm_bytes < 49152 ?
							 dev->smem_per_sm_bytes : 49152);
	gp_sources_set(s, "/limits/smem_per_block_bytes", "%s", o2 ? ref(x, o2, r2, sizeof(r2)) :
		       "GPGPU-Sim default 48 KB per block (-gpgpu_shmem_per_block not set)");
	/* The opt-in maximum (cudaFuncAttributeMaxDynamicSharedMemorySize) is the SM's shared
	 * memory less the per-block reservation from Volta on (CUDA Programming Guide, compute
	 * capabilities table: 96 KB on 7.0, 64 KB on 7.5, 163 KB on 8.0, 99 KB on 8.6, 227 KB on
	 * 9.0); before Volta there is no opt-in. */
	if (dev->cc_major >= 7) {
		dev->smem_per_block_optin_bytes = dev->smem_per_sm_bytes -
						  dev->smem_reserved_per_block_bytes;
		gp_sources_set(s, "/limits/smem_per_block_optin_bytes", "%s less the per-block "
			       "reservation (CUDA C Programming Guide, opt-in limit from cc 7.0)",
			       cite_opt(x, "-gpgpu_shmem_size", r1, sizeof(r1), ""));
	} else {
		dev->smem_per_block_optin_bytes = dev->smem_per_block_bytes;
		gp_sources_set(s, "/limits/smem_per_block_optin_bytes", "no opt-in before cc 7.0: "
			       "as smem_per_block_bytes");
	}
	if (dev->smem_per_block_optin_bytes < dev->smem_per_block_bytes)
		dev->smem_per_block_optin_bytes = dev->smem_per_block_bytes;
	if ((rc = read_list_opt(x, "-gpgpu_shmem_option", ',', 1, GP_CARVEOUT_MAX, 0, lst, &n,
				&o)) < 0)
		return rc;
	if (rc == 0) {
		int k = 0;
		for (int i = 0; i < n; i++) {
			if (lst[i] < 0 || lst[i] != floor(lst[i]) || (i && lst[i] <= lst[i - 1]))
				return bad_value(x, o, "ascending shared-memory sizes in KB",
						 "e.g. 0,8,16,32,64,96");
			if (lst[i] > 0)   /* a 0 KB carve-out never holds a block's shared data */
				dev->carveout_kib[k++] = (int)lst[i];
		}
		if (k == 0 || dev->carveout_kib[k - 1] * 1024 != dev->smem_per_sm_bytes) {
			char want[96];
			snprintf(want, sizeof(want), "sizes ending at -gpgpu_shmem_size (%d KB)",
				 dev->smem_per_sm_bytes / 1024);
			return bad_value(x, o, want, "the largest carve-out is the SM's shared "
					 "memory");
		}
		dev->n_carveout = k;
		gp_sources_set(s, "/limits/smem_carveout_kib", "%s (0 KB dropped)",
			       ref(x, o, r1, sizeof(r1)));
	} else {
		dev->n_carveout = 1;
		dev->carveout_kib[0] = dev->smem_per_sm_bytes / 1024;
		gp_sources_set(s, "/limits/smem_carveout_kib", "one configuration: "
			       "-gpgpu_shmem_size / 1024");
	}
	if ((rc = map_figures(x, STEP_SMEM_BANKS)) < 0)
		return rc;
	dev->smem_bytes_per_clk = dev->smem_banks * 4.0;
	gp_sources_set(s, "/units/smem_bytes_per_clk", "banks x 4 bytes (%s)",
		       cite_opt(x, "-gpgpu_shmem_num_banks", r1, sizeof(r1), "32 banks"));
	return 0;
}

/* The L1 data cache, or none for global data under -gpgpu_gmem_skip_L1D. */
static int map_l1(struct ctx *x)
{
	struct gp_device *dev = &x->out->dev;
	struct gp_sources *s = &x->out->src;
	const struct gp_gsim_opt *o;
	char r1[160], r2[160];
	long long skip_l1 = 0;
	struct cache_geom g;
	int rc;

	if ((rc = read_cache(x, "-gpgpu_cache:dl1", &g, &o)) < 0)
		return rc;
	if (rc == 0) {
		const struct gp_gsim_opt *ou;
		long long uni = 0;
		dev->l1_bytes_per_sm = (double)(g.nsets * g.line_bytes * g.assoc);
		dev->l1_assoc = (int)g.assoc;
		dev->l1_sets = g.nsets <= 4096 ? (int)g.nsets : 0;
		ref(x, o, r1, sizeof(r1));
		if ((rc = read_ll(x, "-gpgpu_unified_l1d_size", 0, 1 << 20, 0, &uni, &ou)) < 0)
			return rc;
		gp_sources_set(s, "/memory/l1_bytes_per_sm", "%s: %lld sets x %lld B x %lld ways%s%s",
			       r1, g.nsets, g.line_bytes, g.assoc,
			       ou ? "; the unified L1/shared array is " : "",
			       ou ? ref(x, ou, r2, sizeof(r2)) : "");
		if (!dev->l1_sets)
			gp_sources_set(s, "/memory/l1_assoc", "%s", r1);
		if (g.miss_queue > 0) {
			dev->l1_miss_queue_entries = (int)g.miss_queue;
			gp_sources_set(s, "/memory/l1_miss_queue_entries", "%s: <mq> of the miss "
				       "queue field", r1);
		}
	} else {
		dev->l1_bytes_per_sm = 0;
		dev->l1_assoc = 1;
		dev->l1_sets = 0;
		gp_sources_set(s, "/memory/l1_bytes_per_sm", "no -gpgpu_cache:dl1: no L1 data cache");
		gp_sources_set(s, "/memory/l1_assoc", "no L1 data cache");
	}
	/* global accesses that skip the L1D go straight to the interconnect, without its
	 * latency queue (shader.cc: ldst_unit::memory_cycle takes the bypass path when
	 * -gpgpu_gmem_skip_L1D is set): for global data there is no L1 */
	if ((rc = read_ll(x, "-gpgpu_gmem_skip_L1D", 0, 1, 0, &skip_l1, &o)) < 0)
		return rc;
	if (skip_l1) {
		dev->l1_bytes_per_sm = 0;
		dev->l1_assoc = 1;
		dev->l1_sets = 0;
		gp_sources_set(s, "/memory/l1_bytes_per_sm", "%s: global accesses bypass the L1D",
			       ref(x, o, r1, sizeof(r1)));
		gp_sources_set(s, "/memory/l1_assoc", "%s: no L1 for global data", r1);
	}
	x->skip_l1 = (int)skip_l1;
	/* the sets stand for the ways: Accel-Sim's adaptive L1 keeps them and scales its ways */
	if (dev->l1_sets > 0)
		gp_sources_set(s, "/memory/l1_sets", "%s", r1);
	return 0;
}

/* L2 geometry, DRAM channels and bus width, address map, interconnect and bandwidth. */
static int map_l2_dram(struct ctx *x)
{
	struct gp_device *dev = &x->out->dev;
	struct gp_sources *s = &x->out->src;
	const struct gp_gsim_opt *o, *o2, *o3;
	char r1[160], r2[160], r3[160], cite[400];
	long long v, nmem, nper = 1, nsub = 1, bw_bytes, bl = 0;
	struct cache_geom g;
	int rc;

	if ((rc = read_cache(x, "-gpgpu_cache:dl2", &g, &o)) < 0)
		return rc;
	if (rc == 1) {
		long long dummy;
		return read_ll(x, "-gpgpu_cache:dl2", 0, 0, 1, &dummy, &o);
	}
	if ((rc = read_ll(x, "-gpgpu_n_mem", 1, 4096, 1, &nmem, &o2)) < 0)
		return rc;
	if ((rc = read_ll(x, "-gpgpu_n_sub_partition_per_mchannel", 1, 64, 0, &nsub, &o3)) < 0)
		return rc;
	dev->l2_bytes = (double)(g.nsets * g.line_bytes * g.assoc * nmem * nsub);
	dev->l2_assoc = (int)g.assoc;
	dev->line_bytes = (int)g.line_bytes;
	ref(x, o, r1, sizeof(r1));
	gp_sources_set(s, "/memory/l2_bytes", "%s: %lld sets x %lld B x %lld ways per memory "
		       "sub-partition, x %s x %s", r1, g.nsets, g.line_bytes, g.assoc,
		       ref(x, o2, r2, sizeof(r2)),
		       o3 ? ref(x, o3, r3, sizeof(r3)) : "1 sub-partition (default)");
	gp_sources_set(s, "/memory/l2_assoc", "%s", r1);
	gp_sources_set(s, "/memory/line_bytes", "%s (L2 line)", r1);
	/* GPGPU-Sim's WRITE_ALLOCATE ('W'): a write miss is sent on to DRAM and a read fetches
	 * the line (gpu-cache.cc, data_cache::wr_miss_wa_naive); the write is acknowledged only
	 * when DRAM has it (l2cache.cc: no early reply for this policy) */
	if (g.write_alloc == 'W') {
		dev->l2_write_miss_dram = 1;
		gp_sources_set(s, "/memory/l2_write_miss_dram", "%s: write-allocate policy W", r1);
	}
	if (nsub <= 8) {
		dev->l2_slices_per_channel = (int)nsub;
		gp_sources_set(s, "/memory/l2_slices_per_channel", "%s",
			       o3 ? r3 : "1 sub-partition (GPGPU-Sim default)");
	}

	/* -- DRAM: eq. 4.7 bandwidth = clock x width/8 x data rate -- */
	if ((rc = read_ll(x, "-gpgpu_n_mem_per_ctrlr", 1, 64, 0, &nper, &o)) < 0)
		return rc;
	if (rc == 1)
		nper = 1;
	if ((rc = read_ll(x, "-gpgpu_dram_buswidth", 1, 1024, 1, &bw_bytes, &o3)) < 0)
		return rc;
	if ((rc = read_ll(x, "-gpgpu_dram_burst_length", 1, 1024, 0, &bl, &o)) < 0)
		return rc;
	dev->dram_channels = (int)nmem;
	dev->bus_width_bits = (int)(nmem * nper * bw_bytes * 8);
	gp_sources_set(s, "/memory/channels", "%s", ref(x, o2, r2, sizeof(r2)));
	if (o)
		snprintf(cite, sizeof(cite), "; %s: %lld-byte DRAM access atom",
			 ref(x, o, r1, sizeof(r1)), bl * bw_bytes);
	else
		cite[0] = '\0';
	gp_sources_set(s, "/memory/bus_width_bits", "%s x %lld per controller x %s x 8%s", r2,
		       nper, ref(x, o3, r3, sizeof(r3)), cite);
	/* the engine's address map: the mapping letters as given, IPOLY for every hashed
	 * partition indexing (1 XOR, 2 IPOLY, 3 PAE, 4 random), round robin for 0 */
	if ((o = gp_gpgpusim_options_get(x->cfg, "-gpgpu_mem_addr_mapping"))) {
		if (strlen(o->value) >= sizeof(dev->dram_addr_mapping))
			return bad_value(x, o, "a mapping of at most 127 characters",
					 "GPGPU-Sim's notation: dramid@8;<64 letters of 0RBCS>");
		snprintf(dev->dram_addr_mapping, sizeof(dev->dram_addr_mapping), "%s", o->value);
		gp_sources_set(s, "/memory/addr_mapping", "%s", ref(x, o, r1, sizeof(r1)));
	}
	if ((rc = read_ll(x, "-gpgpu_memory_partition_indexing", 0, 16, 0, &v, &o)) < 0)
		return rc;
	if (rc == 0) {
		dev->dram_partition_indexing = v == 0 ? GP_DRAM_INDEX_CONSECUTIVE : GP_DRAM_INDEX_IPOLY;
		gp_sources_set(s, "/memory/partition_indexing", "%s%s", ref(x, o, r1, sizeof(r1)),
			       v == 0 || v == 2 ? "" : " (a hashed indexing: the engine uses IPOLY)");
	}
	if ((rc = map_icnt_ports(x, dev, s)) < 0)
		return rc;
	if ((rc = map_figures(x, STEP_DATA_RATE)) < 0)
		return rc;
	dev->dram_bw_gbps = gp_device_dram_rate_gbps(dev);
	gp_sources_set(s, "/memory/dram_bw_gbps", "thesis eq. 4.7: DRAM clock x bus width / 8 x "
		       "data rate");
	return 0;
}

/* Memory latencies in core cycles: L2 = L1 + ROP, DRAM = L2 + DRAM latency + tRCD + tCL;
 * then the options read only so they are not listed as unused. */
static int map_latency(struct ctx *x)
{
	struct gp_device *dev = &x->out->dev;
	struct gp_sources *s = &x->out->src;
	char r1[160], r2[160], r3[160], cite[400];
	int rc;
	long long rop = 85, dlat = 30;     /* GPGPU-Sim's defaults */
	double timing_core = 0, l1l;
	const struct gp_gsim_opt *orop, *odl, *ot;

	if ((rc = map_figures(x, STEP_LATENCY)) < 0 ||
	    (rc = read_ll(x, "-gpgpu_l2_rop_latency", 0, 100000, 0, &rop, &orop)) < 0 ||
	    (rc = read_ll(x, "-dram_latency", 0, 100000, 0, &dlat, &odl)) < 0)
		return rc;
	ot = gp_gpgpusim_options_get(x->cfg, "-gpgpu_dram_timing_opt");
	if (ot) {
		/* "nbk=16:CCD=2:RRD=6:RCD=12:...:CL=12:..." - row activate + CAS, DRAM cycles */
		const char *rcd = strstr(ot->value, "RCD="), *cl = strstr(ot->value, "CL=");
		char *e1, *e2;
		double a, b;
		while (cl && cl > ot->value && cl[-1] != ':')
			cl = strstr(cl + 1, "CL=");
		if (!rcd || !cl)
			return bad_value(x, ot, "DRAM timing 'name=value:...' with RCD and CL",
					 "e.g. nbk=16:CCD=2:RRD=6:RCD=12:RAS=28:RP=12:RC=40:CL=12:...");
		a = strtod(rcd + 4, &e1);
		b = strtod(cl + 3, &e2);
		if (e1 == rcd + 4 || e2 == cl + 3 || a < 0 || b < 0)
			return bad_value(x, ot, "numbers after RCD= and CL=", "e.g. RCD=12, CL=12");
		timing_core = (a + b) * dev->sm_clock_mhz / dev->mem_clock_mhz;
	}
	l1l = x->skip_l1 ? 0 : dev->lat_mem[GP_MEM_L1];
	dev->lat_mem[GP_MEM_CONST] = dev->lat_mem[GP_MEM_SHARED];
	dev->lat_mem[GP_MEM_L2] = l1l + (double)rop;
	dev->lat_mem[GP_MEM_DRAM] = l1l + (double)(rop + dlat) + round(timing_core);
	gp_sources_set(s, "/latency/const", "as shared (constant-cache hit): %s",
		       cite_opt(x, "-gpgpu_smem_latency", r1, sizeof(r1),
				"GPGPU-Sim default (3)"));
	if (x->skip_l1)
		snprintf(cite, sizeof(cite), "%s (-gpgpu_gmem_skip_L1D 1: no L1 latency queue)",
			 orop ? ref(x, orop, r2, sizeof(r2)) : "ROP 85 (default)");
	else
		snprintf(cite, sizeof(cite), "%s + %s",
			 cite_opt(x, "-gpgpu_l1_latency", r1, sizeof(r1), "L1 1"),
			 orop ? ref(x, orop, r2, sizeof(r2)) : "ROP 85 (default)");
	gp_sources_set(s, "/latency/l2", "%sL2 ROP latency: %s", x->skip_l1 ? "" : "L1 hit latency + ",
		       cite);
	gp_sources_set(s, "/latency/dram", "L2 latency + DRAM latency + (tRCD + tCL) in core "
		       "cycles: %s + %s + %s", cite,
		       odl ? ref(x, odl, r3, sizeof(r3)) : "30 (default)",
		       ot ? "-gpgpu_dram_timing_opt RCD+CL x core/DRAM clock" : "0");
	/* Options that only tune the simulator's own models; read so they are not reported as
	 * unknown, and said here so nobody wonders why they do not change gpuperf's device. */
	(void)gp_gpgpusim_options_get(x->cfg, "-gpgpu_sub_core_model");
	(void)gp_gpgpusim_options_get(x->cfg, "-gpgpu_adaptive_cache_config");
	(void)gp_gpgpusim_options_get(x->cfg, "-gpgpu_unified_l1d_size");
	return 0;
}

static int map_config(struct ctx *x, const char *config_path, const struct gp_import_opts *io)
{
	int rc;
	if ((rc = map_identity(x, config_path, io)) < 0 || (rc = map_sms_clocks(x)) < 0 ||
	    (rc = map_threads(x)) < 0 || (rc = map_units(x)) < 0 || (rc = map_smem(x)) < 0 ||
	    (rc = map_l1(x)) < 0 || (rc = map_l2_dram(x)) < 0 || (rc = map_latency(x)) < 0)
		return rc;
	return 0;
}

static void collect_unmapped(struct gp_gpgpusim_options *c, struct gp_import *out)
{
	for (int i = 0; i < c->n; i++) {
		if (c->opts[i].used)
			continue;
		if (out->n_unmapped >= GP_IMPORT_UNMAPPED_MAX) {
			out->n_unmapped_dropped++;
			continue;
		}
		snprintf(out->unmapped[out->n_unmapped].name, sizeof(out->unmapped[0].name), "%s",
			 c->opts[i].name);
		out->unmapped[out->n_unmapped].file = c->opts[i].file;
		out->unmapped[out->n_unmapped].line = c->opts[i].line;
		out->n_unmapped++;
	}
}

/* Say where an imported figure is far from the like device's (a config tuned for another
 * board, e.g. a derived H100 config at V100 clocks). */
static void compare_like(struct gp_import *out, const struct gp_device *like)
{
	const struct gp_device *dev = &out->dev;
	const struct {
		const char *what;
		double a, b;
	} pairs[] = {
		{ "SM clock (MHz)", dev->sm_clock_mhz, like->sm_clock_mhz },
		{ "DRAM bandwidth (GB/s)", dev->dram_bw_gbps, like->dram_bw_gbps },
		{ "shared memory per SM (bytes)", dev->smem_per_sm_bytes, like->smem_per_sm_bytes },
		{ "L2 (bytes)", dev->l2_bytes, like->l2_bytes },
		{ "FP32 lanes per SM", dev->units[GP_UNIT_FP32], like->units[GP_UNIT_FP32] },
	};
	if (dev->cc_major != like->cc_major || dev->cc_minor != like->cc_minor)
		note(out, "compute capability %d.%d differs from %s's %d.%d", dev->cc_major,
		     dev->cc_minor, out->like, like->cc_major, like->cc_minor);
	for (size_t i = 0; i < N_OF(pairs); i++) {
		if (pairs[i].b > 0 && fabs(pairs[i].a - pairs[i].b) > 0.1 * pairs[i].b)
			note(out, "%s %.6g differs from %s's %.6g by more than 10%%", pairs[i].what,
			     pairs[i].a, out->like, pairs[i].b);
	}
}

int gp_import_gpgpusim(const char *config_path, const struct gp_import_opts *o,
		       struct gp_import *out, struct gp_diag *d)
{
	struct gp_gpgpusim_options cfg;
	struct gp_import_opts none = { 0 };
	struct ctx x;
	struct gp_device *like = NULL;
	int rc;

	if (!o)
		o = &none;
	memset(out, 0, sizeof(*out));
	gp_sources_init(&out->src);
	gp_gpgpusim_options_init(&cfg);
	memset(&x, 0, sizeof(x));
	x.cfg = &cfg;
	x.out = out;
	x.d = d;
	rc = gp_gpgpusim_options_load(&cfg, config_path, d);
	if (rc < 0)
		goto out;
	if (o->trace_config) {
		rc = gp_gpgpusim_options_load(&cfg, o->trace_config, d);
		if (rc < 0)
			goto out;
	}
	rc = map_config(&x, config_path, o);
	if (rc < 0)
		goto out;

	/* Figures the config lacks: from the matching shipped device when there is one. */
	like = malloc(sizeof(*like));
	if (!like) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	if (o->like && strcmp(o->like, "none") != 0) {
		rc = gp_device_find(o->like, o->search_path, like, d);
		if (rc < 0) {
			gp_diag_hint(d, "{import.like} names a shipped device (gpuperf devices lists them), "
				     "or 'none' for built-in defaults");
			goto out;
		}
		snprintf(out->like, sizeof(out->like), "%s", like->path[0] ? like->path : o->like);
	} else if (!o->like && find_like(&out->dev, o->search_path, like, out->like,
					 sizeof(out->like))) {
		/* found by SM count and threads per SM */
	} else {
		out->like[0] = '\0';
	}
	if (out->like[0]) {
		/* what the config did give wins over the like device */
		struct gp_device keep = out->dev;
		struct gp_sources keep_src = out->src;
		copy_from_like(&out->dev, like, &out->src, out->like);
		if (x.have_launch) {
			out->dev.launch_overhead_s = keep.launch_overhead_s;
			gp_sources_set(&out->src, "/launch_overhead_us", "%s",
				       gp_sources_get(&keep_src, "/launch_overhead_us"));
		}
		if (x.have_bra) {
			out->dev.lat_branch_taken = keep.lat_branch_taken;
			out->dev.lat_branch_not_taken = keep.lat_branch_not_taken;
			gp_sources_set(&out->src, "/latency/branch_taken", "%s",
				       gp_sources_get(&keep_src, "/latency/branch_taken"));
			gp_sources_set(&out->src, "/latency/branch_not_taken", "%s",
				       gp_sources_get(&keep_src, "/latency/branch_not_taken"));
		}
		if (out->dev.max_threads_per_block > out->dev.max_threads_per_sm)
			out->dev.max_threads_per_block = out->dev.max_threads_per_sm;
		compare_like(out, like);
	}
	for (int i = 0; i < cfg.nfiles; i++)
		snprintf(out->files[i], sizeof(out->files[i]), "%s", cfg.files[i]);
	collect_unmapped(&cfg, out);
	rc = gp_device_validate(&out->dev, d);
	if (rc < 0) {
		gp_diag_at(d, config_path, 0, 0);
		gp_diag_hint(d, "the config describes a device gpuperf cannot accept; "
			     "check the option named");
	}
out:
	free(like);
	gp_gpgpusim_options_release(&cfg);
	return rc;
}
