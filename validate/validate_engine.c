/* validate_engine.c - the hierarchy model (estimate, no lambda) against the cycle-level
 * engine (simulate --trace) on the same emulated launches of the committed real sm_70
 * listings (kernels/sass): nine kernels x V100, A100, H100 SXM x two sizes, a small one
 * whose data fit every L2 (3-4 MB) and a large one of 63-67 MB, 1.3x H100's 50 MB L2, 1.6x
 * A100's 40 MB, 11x V100's 6 MB (larger traces would not fit the run's time). SGEMM
 * stays small, 256^2 and 384^2, 0.8 and 1.8 MB: its emulation grows with n^3.
 * Each launch is emulated once (extract --trace-out, real addresses); the trace lives under
 * /tmp and is removed as soon as the engine has run it on the three devices.
 * Prints every case, the mean absolute difference per size and overall, and writes the
 * engine's figures and the descriptors under $GPUPERF_VALIDATE_OUT/agree/ (engine.tsv) so
 * the model can be re-run against them without the engine. Exits non-zero only when it
 * cannot run. About 4 minutes of CPU: the emulation and the engine on the large traces. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "testutil.h"

struct acase {
	const char *kernel, *size, *launch, *args;
};

/* pointer arguments are given as their size in bytes (README "Emulating a kernel") */
static const struct acase cases[] = {
	{ "vecadd", "small", "--grid 1024 --block 256",
	  "--arg 0=1048576 --arg 1=1048576 --arg 2=1048576 --arg 3=262144" },
	{ "vecadd", "large", "--grid 21504 --block 256",
	  "--arg 0=22020096 --arg 1=22020096 --arg 2=22020096 --arg 3=5505024" },
	{ "triad", "small", "--grid 1024 --block 256",
	  "--arg 0=1048576 --arg 1=1048576 --arg 2=1048576 --arg 3=2.0 --arg 4=262144" },
	{ "triad", "large", "--grid 21504 --block 256",
	  "--arg 0=22020096 --arg 1=22020096 --arg 2=22020096 --arg 3=2.0 --arg 4=5505024" },
	{ "transpose_naive", "small", "--grid 16x64 --block 32x8",
	  "--arg 0=1048576 --arg 1=1048576 --arg 2=512 --arg 3=512" },
	{ "transpose_naive", "large", "--grid 88x352 --block 32x8",
	  "--arg 0=31719424 --arg 1=31719424 --arg 2=2816 --arg 3=2816" },
	{ "transpose_tiled", "small", "--grid 16x16 --block 32x32",
	  "--arg 0=1048576 --arg 1=1048576 --arg 2=512 --arg 3=512" },
	{ "transpose_tiled", "large", "--grid 88x88 --block 32x32",
	  "--arg 0=31719424 --arg 1=31719424 --arg 2=2816 --arg 3=2816" },
	{ "transpose", "small", "--grid 16x16 --block 32x32",
	  "--arg 0=1048576 --arg 1=1048576 --arg 2=512 --arg 3=512" },
	{ "transpose", "large", "--grid 88x88 --block 32x32",
	  "--arg 0=31719424 --arg 1=31719424 --arg 2=2816 --arg 3=2816" },
	{ "stencil5", "small", "--grid 16x64 --block 32x8",
	  "--arg 0=1048576 --arg 1=1048576 --arg 2=512" },
	{ "stencil5", "large", "--grid 88x352 --block 32x8",
	  "--arg 0=31719424 --arg 1=31719424 --arg 2=2816" },
	{ "reduce", "small", "--grid 4096 --block 256",
	  "--arg 0=4194304 --arg 1=16384 --arg 2=1048576" },
	{ "reduce", "large", "--grid 65536 --block 256",
	  "--arg 0=67108864 --arg 1=262144 --arg 2=16777216" },
	{ "gridstride", "small", "--grid 512 --block 256",
	  "--arg 0=2097152 --arg 1=2097152 --arg 2=2.0 --arg 3=524288" },
	{ "gridstride", "large", "--grid 512 --block 256",
	  "--arg 0=33554432 --arg 1=33554432 --arg 2=2.0 --arg 3=8388608" },
	{ "sgemm_tiled", "small", "--grid 8x8 --block 32x32",
	  "--arg 0=256 --arg 1=1.0 --arg 2=262144 --arg 3=262144 --arg 4=0.0 --arg 5=262144" },
	{ "sgemm_tiled", "large", "--grid 12x12 --block 32x32",
	  "--arg 0=384 --arg 1=1.0 --arg 2=589824 --arg 3=589824 --arg 4=0.0 --arg 5=589824" },
};
#define NCASES (sizeof(cases) / sizeof(cases[0]))

static const char *const devs[] = { "v100", "a100", "h100-sxm" };
#define NDEVS 3

static struct tu_run run;
static char trace[128];

/* the trace directory goes whatever happens */
static void remove_trace(void)
{
	char cmd[160];
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", trace);
	if (system(cmd) != 0)
		fprintf(stderr, "validate_engine: could not remove %s\n", trace);
}

/* A failed step's stderr, or a note that it printed nothing. */
static const char *step_err(const struct tu_run *r)
{
	return r->err[0] ? r->err : "(nothing on stderr)\n";
}

int main(void)
{
	char dir[512], desc[640], tsv[640];
	double sum[3] = { 0 };
	int n[3] = { 0 };
	FILE *t;

	snprintf(trace, sizeof(trace), "/tmp/gp_agree_%d", (int)getpid());
	tu_gpuperf(&run, "estimate --help");   /* is the binary there */
	if (run.status == 127 || run.status >= 128) {
		fprintf(stderr, "validate_engine: cannot run $GPUPERF_BIN\n");
		return 1;
	}
	if (tu_validate_dir("agree", dir, sizeof(dir)) < 0) {
		fprintf(stderr, "validate_engine: cannot create %s\n", dir);
		return 1;
	}
	snprintf(tsv, sizeof(tsv), "%s/engine.tsv", dir);
	if (!(t = fopen(tsv, "w"))) {
		fprintf(stderr, "validate_engine: cannot write %s\n", tsv);
		return 1;
	}
	fprintf(t, "kernel\tsize\tdevice\tlaunch\tdescriptor\tengine_s\n");
	printf("%-16s %-6s %-9s %12s %12s %8s\n", "kernel", "size", "device", "engine us", "model us",
	       "diff");
	for (size_t i = 0; i < NCASES; i++) {
		const struct acase *c = &cases[i];
		snprintf(desc, sizeof(desc), "%s/%s.%s.json", dir, c->kernel, c->size);
		tu_gpuperf(&run, "extract --sass kernels/sass/%s.sm_70.sass --ptxas "
				 "kernels/sass/%s.sm_70.ptxas.log --device v100 %s %s --trace-out %s -o %s",
			   c->kernel, c->kernel, c->launch, c->args, trace, desc);
		if (run.status != 0) {
			fprintf(stderr, "validate_engine: extract %s %s failed (exit %d): %s", c->kernel,
				c->size, run.status, step_err(&run));
			remove_trace();
			fclose(t);
			return 1;
		}
		for (int d = 0; d < NDEVS; d++) {
			double eng, mod, diff;
			tu_gpuperf(&run, "simulate --device %s --trace %s/kernelslist.g --json", devs[d],
				   trace);
			/* the first kernel_s is the kernel command's (before the run's totals) */
			eng = run.status == 0 ? tu_json_num(run.out, "kernel_s") : NAN;
			mod = NAN;
			if (eng > 0) {
				tu_gpuperf(&run, "estimate --device %s --kernel %s %s --json", devs[d],
					   desc, c->launch);
				mod = run.status == 0 ? tu_json_num(run.out, "kernel_s") : NAN;
			}
			if (!(eng > 0) || !(mod > 0)) {
				/* the stderr of the command that failed, simulate's or estimate's */
				fprintf(stderr, "validate_engine: %s %s on %s: %s %s (exit %d): %s",
					c->kernel, c->size, devs[d], eng > 0 ? "estimate" : "simulate",
					run.status ? "failed" : "gave no kernel_s", run.status,
					step_err(&run));
				remove_trace();
				fclose(t);
				return 1;
			}
			diff = 100 * (mod - eng) / eng;
			sum[0] += fabs(diff);
			n[0]++;
			sum[strcmp(c->size, "small") ? 2 : 1] += fabs(diff);
			n[strcmp(c->size, "small") ? 2 : 1]++;
			printf("%-16s %-6s %-9s %12.2f %12.2f %+7.1f%%\n", c->kernel, c->size, devs[d],
			       eng * 1e6, mod * 1e6, diff);
			fflush(stdout);
			fprintf(t, "%s\t%s\t%s\t%s\t%s\t%.9g\n", c->kernel, c->size, devs[d], c->launch,
				desc, eng);
		}
		remove_trace();
	}
	fclose(t);
	printf("mean |model - engine| small %5.1f%% (%d cases), large %5.1f%% (%d cases)\n",
	       sum[1] / n[1], n[1], sum[2] / n[2], n[2]);
	printf("mean |model - engine| all   %5.1f%% over %d cases, no lambda\n", sum[0] / n[0], n[0]);
	return 0;
}
