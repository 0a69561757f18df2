/* cmd_devices.c - 'gpuperf devices': list the device descriptions, or compare a few side by side. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/datapath.h"
#include "gpuperf/device.h"

#define COMPARE_MAX 8

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
static double r_ridge(const struct gp_device *d, const struct gp_device_peaks *p) { (void)d; return p->ridge_flop_per_byte; }
static double r_bpc(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return gp_device_gmem_bytes_per_clk(d); }
static double r_memgib(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->mem_size_bytes / 1073741824.0; }
static double r_l2(const struct gp_device *d, const struct gp_device_peaks *p) { (void)p; return d->l2_bytes / 1048576.0; }
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
static const char *t_link(const struct gp_device *d, char *b, size_t n)
{
	if (strcmp(d->link.kind, "pcie") == 0)
		snprintf(b, n, "PCIe %d.0 x%d", d->link.generation, d->link.lanes);
	else
		snprintf(b, n, "%s", d->link.kind);
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
	{ "ridge FP32 (FLOP/byte)", "ridge_flop_per_byte", 0, "%.1f", r_ridge, NULL },
	{ "DRAM bytes/clk/SM (4.7)", "gmem_bytes_per_clk_sm", 0, "%.2f", r_bpc, NULL },
	{ "memory (GiB)", "mem_gib", 0, "%.0f", r_memgib, NULL },
	{ "L2 (MiB)", "l2_mib", 0, "%.1f", r_l2, NULL },
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
	{ "launch overhead (us)", "launch_overhead_us", 0, "%.1f", r_launch, NULL },
	{ "host link", "link", 1, NULL, NULL, t_link },
	{ "host link (GB/s/dir)", "link_bw_gbps", 0, "%.1f", r_linkbw, NULL },
	{ "TDP (W)", "tdp_w", 2, "%.0f", r_tdp, NULL },
};

static void compare_human(const struct gp_device *devs, const struct gp_device_peaks *pk, int n)
{
	char buf[64];
	printf("%-27s", "");
	for (int i = 0; i < n; i++)
		printf(" %16.16s", devs[i].name);
	printf("\n");
	for (size_t r = 0; r < sizeof(rows) / sizeof(rows[0]); r++) {
		printf("%-27s", rows[r].label);
		for (int i = 0; i < n; i++) {
			if (rows[r].kind == 1) {
				printf(" %16.16s", rows[r].text(&devs[i], buf, sizeof(buf)));
				continue;
			}
			double v = rows[r].num(&devs[i], &pk[i]);
			if (v == 0 && rows[r].kind == 2)
				snprintf(buf, sizeof(buf), "-");
			else
				snprintf(buf, sizeof(buf), rows[r].fmt, v);
			printf(" %16s", buf);
		}
		printf("\n");
	}
}

static void compare_json(const struct gp_device *devs, const struct gp_device_peaks *pk, int n)
{
	char buf[64];
	printf("[");
	for (int i = 0; i < n; i++) {
		printf("%s\n {\"name\": ", i ? "," : "");
		gp_cli_json_string(stdout, devs[i].name);
		for (size_t r = 0; r < sizeof(rows) / sizeof(rows[0]); r++) {
			printf(", \"%s\": ", rows[r].json);
			if (rows[r].kind == 1)
				gp_cli_json_string(stdout, rows[r].text(&devs[i], buf, sizeof(buf)));
			else if (rows[r].kind == 2 && rows[r].num(&devs[i], &pk[i]) == 0)
				printf("null");
			else
				printf("%.9g", rows[r].num(&devs[i], &pk[i]));
		}
		printf("}");
	}
	printf("\n]\n");
}

/* devices --compare a,b[,c...]: load each (name or path), at --clock when given. */
static int compare(const char *list, const char *clock, int json)
{
	struct gp_device devs[COMPARE_MAX];
	struct gp_device_peaks pk[COMPARE_MAX];
	char buf[4096], *save = NULL, *tok;
	int n = 0, rc;

	if (strlen(list) >= sizeof(buf))
		return gp_cli_usage("devices", "--compare: the list is too long");
	snprintf(buf, sizeof(buf), "%s", list);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (n == COMPARE_MAX)
			return gp_cli_usage("devices", "--compare: at most %d devices", COMPARE_MAX);
		if ((rc = gp_cli_load_device(tok, &devs[n])) || (rc = gp_cli_apply_clock(clock, &devs[n])))
			return rc;
		gp_device_peaks(&devs[n], &pk[n]);
		n++;
	}
	if (n < 2)
		return gp_cli_usage("devices", "--compare needs two or more devices, e.g. "
				    "--compare a100,h100-sxm");
	if (json)
		compare_json(devs, pk, n);
	else
		compare_human(devs, pk, n);
	return GP_EXIT_OK;
}

#define MAX_DEVICES 1024

struct entry {
	char *name, *path;
};

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct entry *)a)->name, ((const struct entry *)b)->name);
}

/* Append dir's NAME.json files not already listed; returns the new count. */
static int add_dir_names(const char *dir, struct entry *ents, int n)
{
	DIR *dp = opendir(dir);
	struct dirent *e;
	if (!dp)
		return n;
	while ((e = readdir(dp)) && n < MAX_DEVICES) {
		size_t len = strlen(e->d_name);
		int seen = 0;
		char path[2048];
		if (len <= 5 || strcmp(e->d_name + len - 5, ".json") != 0)
			continue;
		for (int i = 0; i < n && !seen; i++)
			seen = strcmp(ents[i].name, e->d_name) == 0;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (seen || !(ents[n].name = strdup(e->d_name)))
			continue;
		if (!(ents[n].path = strdup(path))) {
			free(ents[n].name);
			continue;
		}
		n++;
	}
	closedir(dp);
	return n;
}

struct devices_opts {
	const char *dir, *list, *clock;
	int json;
};

#define O struct devices_opts
const struct gp_option cmd_devices_options[] = {
	GP_OPTION_STRING("--compare", "A,B[,C...]", "compare these devices side by side", O, list, 0),
	GP_OPTION_STRING("--clock", "base|boost|sustained|MHZ", "clock of the comparison "
			 "(with --compare)", O, clock, 0),
	GP_OPTION_FLAG("--json", "JSON on stdout", O, json),
	GP_OPTION_ARG("DIR", "list this directory's device files, not the search path", O, dir, 0),
	GP_OPTION_END,
};
#undef O

int cmd_devices(int argc, char **argv)
{
	struct devices_opts p = { 0 };
	const char *dir, *list, *clock;
	int json, status = GP_EXIT_OK, n = 0, shown = 0;
	static struct entry ents[MAX_DEVICES];
	DIR *dp;

	if ((status = gp_optable_parse("devices", cmd_devices_options, argc, argv, &p)))
		return status;
	dir = p.dir, list = p.list, clock = p.clock, json = p.json;
	if (list)
		return dir ? gp_cli_usage("devices", "--compare takes device names, not a directory")
			   : compare(list, clock, json);
	if (clock)
		return gp_cli_usage("devices", "--clock goes with --compare");
	if (dir) {
		dp = opendir(dir);
		if (!dp) {
			fprintf(stderr, "%s: error: cannot open the device directory\n"
				"hint: name a directory of device JSON files, or leave it out to list "
				"the search path ($GPUPERF_PATH, the install, the source tree)\n", dir);
			return GP_EXIT_ERROR;
		}
		closedir(dp);
		n = add_dir_names(dir, ents, n);
	} else {
		/* the search path gp_device_find uses: an earlier directory hides a later file of
		 * the same name, as it does when a name is resolved */
		static char dirs[GP_DATAPATH_DIRS_MAX][GP_DATAPATH_LEN];
		int nd = gp_datapath_dirs(GP_DATA_DEVICES, NULL, dirs, GP_DATAPATH_DIRS_MAX);
		for (int i = 0; i < nd; i++)
			n = add_dir_names(dirs[i], ents, n);
		if (n == 0) {
			fprintf(stderr, "error: no device files found in %d directories (%s ... %s)\n"
				"hint: set GPUPERF_PATH=DIR (with devices/), install with 'make install', "
				"or name a directory\n", nd, nd ? dirs[0] : "", nd ? dirs[nd - 1] : "");
			return GP_EXIT_ERROR;
		}
	}
	qsort(ents, (size_t)n, sizeof(ents[0]), by_name);
	if (json)
		printf("[");
	else
		printf("%-12s %-38s %-9s %4s %5s %9s %9s\n", "NAME", "GPU", "ARCH", "CC", "SMS",
		       "CLOCK_MHZ", "DRAM_GBS");
	for (int i = 0; i < n; i++) {
		struct gp_device dev;
		struct gp_diag d;
		const char *path = ents[i].path;
		gp_diag_clear(&d);
		if (gp_device_load(path, &dev, &d) < 0) {
			gp_diag_print(&d, stderr);
			status = GP_EXIT_ERROR;
			continue;
		}
		if (json) {
			printf("%s\n {\"name\": ", shown ? "," : "");
			gp_cli_json_string(stdout, dev.name);
			printf(", \"full_name\": ");
			gp_cli_json_string(stdout, dev.full_name);
			printf(", \"arch\": ");
			gp_cli_json_string(stdout, dev.arch);
			printf(", \"compute_capability\": \"%d.%d\", \"sms\": %d, \"sm_clock_mhz\": %g, "
			       "\"dram_bw_gbps\": %.6g, \"boost_clock_mhz\": %g, \"base_clock_mhz\": ",
			       dev.cc_major, dev.cc_minor, dev.sms, dev.sm_clock_mhz, dev.dram_bw_gbps,
			       dev.boost_clock_mhz);
			if (dev.base_clock_mhz > 0)
				printf("%g", dev.base_clock_mhz);
			else
				printf("null");
			printf(", \"sustained_clock_mhz\": ");
			if (dev.sustained_clock_mhz > 0)
				printf("%g", dev.sustained_clock_mhz);
			else
				printf("null");
			printf(", \"path\": ");
			gp_cli_json_string(stdout, path);
			printf("}");
		} else {
			printf("%-12s %-38.38s %-9s %2d.%d %5d %9.0f %9.1f\n", dev.name, dev.full_name,
			       dev.arch, dev.cc_major, dev.cc_minor, dev.sms, dev.sm_clock_mhz,
			       dev.dram_bw_gbps);
		}
		shown++;
	}
	if (json)
		printf("\n]\n");
	for (int i = 0; i < n; i++) {
		free(ents[i].name);
		free(ents[i].path);
	}
	return status;
}
