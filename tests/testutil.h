/* testutil.h - shared helpers for the cmocka tests: data paths, running the CLI, loading
 * devices and kernel descriptors. */
#ifndef GPUPERF_TESTUTIL_H
#define GPUPERF_TESTUTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <math.h>
#include <cmocka.h>

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/engine.h"
#include "gpuperf/kernel.h"

/* Directory of ../shared/data (relative to the project root), or NULL when absent:
 * tests that need it call skip(). $GPUPERF_SHARED_DATA overrides (alone). */
static inline const char *tu_shared_data(void)
{
	static char buf[1024];
	struct stat st;
	const char *env = getenv("GPUPERF_SHARED_DATA");
	const char *cand[] = { env, "../shared/data", "../../shared/data" };
	/* an explicit $GPUPERF_SHARED_DATA is the only place looked at (a wrong one = absent) */
	for (size_t i = 0; i < (env && env[0] ? 1 : sizeof(cand) / sizeof(cand[0])); i++) {
		if (cand[i] && stat(cand[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			snprintf(buf, sizeof(buf), "%s", cand[i]);
			return buf;
		}
	}
	return NULL;
}

/* The last path tu_shared_path() made (for the skip reason when that file is missing). */
static inline char *tu_shared_last(void)
{
	static char last[2048];
	return last;
}

/* Path under the shared data dir, or NULL (then skip the test). */
static inline const char *tu_shared_path(const char *rel)
{
	static char buf[2048];
	const char *base = tu_shared_data();
	if (!base)
		return NULL;
	snprintf(buf, sizeof(buf), "%s/%s", base, rel);
	snprintf(tu_shared_last(), 2048, "%s", buf);
	return buf;
}

/*
 * Skips say why. tu_skip_why() sets the reason for the next skip(); without one, a skip is
 * put down to ../shared/data being absent, or the last shared file asked for being missing.
 * skip() prints "skip: TEST (FILE:LINE): REASON" on stdout, which tests/run.sh collects into
 * the list of claims a run did not check.
 */
static inline char *tu_skip_reason(void)
{
	static char why[512];
	return why;
}

static inline void tu_skip_why(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(tu_skip_reason(), 512, fmt, ap);
	va_end(ap);
}

static inline void tu_skip_at(const char *file, int line, const char *func)
{
	char why[2600];
	const char *last = tu_shared_last();
	if (tu_skip_reason()[0])
		snprintf(why, sizeof(why), "%s", tu_skip_reason());
	else if (!tu_shared_data())
		snprintf(why, sizeof(why), "../shared/data not found (set GPUPERF_SHARED_DATA)");
	else if (last[0] && access(last, R_OK) != 0)
		snprintf(why, sizeof(why), "%s not found", last);
	else
		snprintf(why, sizeof(why), "no reason given");
	printf("skip: %s (%s:%d): %s\n", func, file, line, why);
	fflush(stdout);
	tu_skip_reason()[0] = '\0';
	_skip(file, line);
}

#undef skip
#define skip() tu_skip_at(__FILE__, __LINE__, __func__)

/* Result of running the gpuperf binary. */
struct tu_run {
	int status;          /* exit status, or 128+signal */
	char out[65536];
	char err[16384];
};

/* The binary under test: $GPUPERF_BIN's last word ("make valgrind" puts "valgrind -q ..."
 * before it), build/gpuperf when unset. */
static inline const char *tu_bin_path(void)
{
	const char *b = getenv("GPUPERF_BIN");
	if (!b || !b[0])
		return "build/gpuperf";
	return strrchr(b, ' ') ? strrchr(b, ' ') + 1 : b;
}

/* Run "$GPUPERF_BIN <args>" through /bin/sh (args is shell text). */
static inline void tu_gpuperf(struct tu_run *r, const char *fmt, ...)
{
	char args[4096], cmd[8192], outp[64], errp[64];
	const char *bin = getenv("GPUPERF_BIN");
	va_list ap;
	FILE *f;
	size_t n;
	int st;

	va_start(ap, fmt);
	vsnprintf(args, sizeof(args), fmt, ap);
	va_end(ap);
	snprintf(outp, sizeof(outp), "/tmp/gp_test_out.%d", (int)getpid());
	snprintf(errp, sizeof(errp), "/tmp/gp_test_err.%d", (int)getpid());
	snprintf(cmd, sizeof(cmd), "%s %s >%s 2>%s </dev/null", bin ? bin : "build/gpuperf",
		 args, outp, errp);
	st = system(cmd);
	if (WIFEXITED(st))
		r->status = WEXITSTATUS(st);
	else
		r->status = 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
	r->out[0] = r->err[0] = '\0';
	if ((f = fopen(outp, "r"))) {
		n = fread(r->out, 1, sizeof(r->out) - 1, f);
		r->out[n] = '\0';
		fclose(f);
	}
	if ((f = fopen(errp, "r"))) {
		n = fread(r->err, 1, sizeof(r->err) - 1, f);
		r->err[n] = '\0';
		fclose(f);
	}
	remove(outp);
	remove(errp);
}

/* Assert that text contains needle, printing both when not. */
#define tu_assert_contains(text, needle)                                                   \
	do {                                                                               \
		if (!strstr((text), (needle))) {                                           \
			print_error("expected to find \"%s\" in:\n%s\n", (needle), (text)); \
			fail();                                                            \
		}                                                                          \
	} while (0)

/* Relative closeness: |a-b| <= tol*|b|. */
#define tu_assert_rel(a, b, tol)                                                             \
	do {                                                                                 \
		double _a = (a), _b = (b);                                                   \
		double _d = _a - _b;                                                         \
		if (_d < 0)                                                                  \
			_d = -_d;                                                            \
		if (!(_d <= (tol) * (_b < 0 ? -_b : _b))) {                                  \
			print_error("%s = %.10g, expected %.10g (rel tol %g)\n", #a, _a, _b, \
				    (double)(tol));                                          \
			fail();                                                              \
		}                                                                            \
	} while (0)

/* $GPUPERF_VALIDATE_OUT/sub (build/validate/sub without it) into dir, made with its parents
 * if missing: where a validator writes what it compares. 0, or -1 (the caller says so). */
static inline int tu_validate_dir(const char *sub, char *dir, size_t n)
{
	const char *out = getenv("GPUPERF_VALIDATE_OUT");
	char cmd[1100];
	snprintf(dir, n, "%s/%s", out && out[0] ? out : "build/validate", sub);
	snprintf(cmd, sizeof(cmd), "mkdir -p '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* An Accel-Sim trace's kernel header (tracer version 4, 8 registers, no shared memory) for
 * kernel name on blocks blocks of threads threads, binary version binver, into t (capacity
 * cap): the characters written. */
static inline size_t tu_trace_header(char *t, size_t cap, const char *name, int blocks,
				     int threads, int binver)
{
	return (size_t)snprintf(t, cap, "-kernel name = %s\n-kernel id = 1\n-grid dim = (%d,1,1)\n"
				"-block dim = (%d,1,1)\n-shmem = 0\n-nregs = 8\n"
				"-binary version = %d\n-cuda stream id = 0\n"
				"-accelsim tracer version = 4\n-enable lineinfo = 0\n\n"
				"#traces format = PC mask ...\n\n", name, blocks, threads, binver);
}

/* The temp files tu_tmpfile made: removed when the test program exits, so a run leaves
 * nothing in /tmp (8 slots x the suffixes a program uses). */
static char tu_tmp_made[64][256];
static int tu_tmp_nmade;

static inline void tu_tmp_remove_all(void)
{
	for (int i = 0; i < tu_tmp_nmade; i++)
		unlink(tu_tmp_made[i]);
}

static inline void tu_tmp_remember(const char *path)
{
	for (int i = 0; i < tu_tmp_nmade; i++)
		if (strcmp(tu_tmp_made[i], path) == 0)
			return;
	if (tu_tmp_nmade == 0)
		atexit(tu_tmp_remove_all);
	if (tu_tmp_nmade < (int)(sizeof(tu_tmp_made) / sizeof(tu_tmp_made[0])))
		snprintf(tu_tmp_made[tu_tmp_nmade++], sizeof(tu_tmp_made[0]), "%s", path);
}

/* Write text to a fresh temp file; returns its path (static buffer, one at a time per slot). */
static inline const char *tu_tmpfile(int slot, const char *suffix, const char *text)
{
	static char paths[8][256];
	FILE *f;
	snprintf(paths[slot], sizeof(paths[slot]), "/tmp/gp_test_%d_%d%s", (int)getpid(), slot,
		 suffix);
	tu_tmp_remember(paths[slot]);
	f = fopen(paths[slot], "w");
	if (f) {
		fputs(text, f);
		fclose(f);
	}
	return paths[slot];
}

/* The number after the first "key": in a JSON text, or NAN. */
static inline double tu_json_num(const char *text, const char *key)
{
	char pat[128];
	const char *at;
	snprintf(pat, sizeof(pat), "\"%s\": ", key);
	at = strstr(text, pat);
	return at ? strtod(at + strlen(pat), NULL) : NAN;
}

/* ==== Devices and kernels for a test ==== */

/* A device: a path ("devices/gtx970.json") is loaded as is, a name ("gtx970") found on the
 * search path as gpuperf resolves it. 0, or -1 with the error printed (for setup
 * functions, which return it). */
static inline int tu_device_load(const char *name_or_path, struct gp_device *dev)
{
	struct gp_diag d;
	int rc;
	gp_diag_clear(&d);
	rc = strchr(name_or_path, '/') ? gp_device_load(name_or_path, dev, &d)
				       : gp_device_find(name_or_path, NULL, dev, &d);
	if (rc < 0) {
		gp_diag_print(&d, stderr);
		return -1;
	}
	return 0;
}

/* The same inside a test: a device that does not load fails it. */
static inline void tu_device(const char *name_or_path, struct gp_device *dev)
{
	if (tu_device_load(name_or_path, dev) < 0)
		fail_msg("device %s did not load", name_or_path);
}

/* A device as gpu-benches' tables measured it (../shared/data/ext/hwdata/gpu-benches): at the
 * clock its machine held under load, sustained_clock_mhz, which the device files cite from
 * the same machines' gpu-latency 'clock:' lines (v100: 1380 MHz, the V100 PCIe's boost, below
 * the SXM2's 1530 the file runs at by default); the file's clock where it gives none. 0, or
 * -1 with the error printed. */
static inline int tu_device_load_benched(const char *name_or_path, struct gp_device *dev)
{
	struct gp_diag d;
	if (tu_device_load(name_or_path, dev) < 0)
		return -1;
	if (dev->sustained_clock_mhz > 0 &&
	    gp_device_set_clock(dev, GP_CLOCK_SUSTAINED, 0, &d) < 0) {
		gp_diag_print(&d, stderr);
		return -1;
	}
	return 0;
}

/* The same inside a test: a device that does not load fails it. */
static inline void tu_device_benched(const char *name_or_path, struct gp_device *dev)
{
	if (tu_device_load_benched(name_or_path, dev) < 0)
		fail_msg("device %s did not load", name_or_path);
}

/* A kernel descriptor file (initialises k); one that does not load fails the test. Release
 * k with gp_kernel_release. */
static inline void tu_kernel_load(const char *path, struct gp_kernel *k)
{
	struct gp_diag d;
	gp_kernel_init(k);
	if (gp_kernel_load(path, k, &d) < 0)
		fail_msg("%s: %s", path, d.msg);
}

/* qsort order for doubles, ascending */
static inline int tu_cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* Median of v[0..n) (n >= 1), which it sorts: the middle value, or the mean of the two
 * middle ones when n is even. */
static inline double tu_median(double *v, size_t n)
{
	qsort(v, n, sizeof(v[0]), tu_cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* k run by the engine on dev with the default options, grid x block (1-D): a run that fails
 * fails the test. */
static inline void tu_engine_run(const struct gp_device *dev, const struct gp_kernel *k,
				 long long grid, int block, struct gp_engine_result *r)
{
	struct gp_launch l = { .grid = grid, .block = block };
	struct gp_engine_opts o;
	struct gp_diag d;
	gp_diag_clear(&d);
	gp_engine_opts_init(&o);
	if (gp_engine_run(dev, k, NULL, &l, &o, r, &d) < 0)
		fail_msg("%s: %s", k->name, d.msg);
}

/* A kernel descriptor from JSON text (name: the file name its errors give); a descriptor
 * that does not parse fails the test. Release k with gp_kernel_release. */
static inline void tu_kernel_text(struct gp_kernel *k, const char *text, const char *name)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_kernel_parse(text, strlen(text), name, k, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail_msg("kernel %s did not parse", name);
	}
}

/* A descriptor holding just a program, as the engine tests write them: params is the inside
 * of "params": {...}, program the "program" array; the per_warp counts the loader requires
 * are 1 and registers 8. Returns as gp_kernel_parse (d filled). */
static inline int tu_program_kernel_parse(struct gp_kernel *k, const char *params,
					  const char *program, const char *name, struct gp_diag *d)
{
	static char text[8192];
	snprintf(text, sizeof(text),
		 "{\"name\": \"t\", \"fidelity\": \"hand\", \"params\": {%s}, \"regs_per_thread\": 8,"
		 " \"per_warp\": {\"ins_issued\": 1, \"latency_bound\": 1}, \"program\": %s}",
		 params, program);
	gp_diag_clear(d);
	gp_kernel_init(k);
	return gp_kernel_parse(text, strlen(text), name, k, d);
}

/* The same where the descriptor must parse: one that does not fails the test. */
static inline void tu_program_kernel(struct gp_kernel *k, const char *params, const char *program)
{
	struct gp_diag d;
	if (tu_program_kernel_parse(k, params, program, "test.json", &d) < 0) {
		gp_diag_print(&d, stderr);
		fail_msg("the program kernel did not parse");
	}
}


/* A pointer chase around a shuffled ring as a hierarchy-model descriptor: one lane, one
 * sector a request, 1e9 requests around a data set of kib KiB that the benchmark warmed
 * first (so no compulsory misses to speak of), touching k sectors of each 128-byte line. */
static inline void tu_ring_text(char *text, size_t size, double kib, int k)
{
	const double steps = 1e9, sectors = kib * 1024 * k / 4;
	snprintf(text, size,
		 "{\"name\": \"chase\", \"fidelity\": \"hand\", \"per_warp\": {\"ins_lsu\": %.17g, "
		 "\"ins_issued\": %.17g, \"latency_bound\": 1000}, \"memory\": [{\"pc\": 0, "
		 "\"op\": \"LDG.E\", \"requests\": %.17g, \"sectors_per_request\": 1, \"bytes\": "
		 "%.17g, \"alloc\": 0}], \"footprints\": [{\"name\": \"buf\", \"bytes\": %.17g, "
		 "\"accessed_bytes\": %.17g, \"ring_sectors_per_line\": %d}]}",
		 steps, steps, steps, steps * 4, sectors, steps * 32 > sectors ? steps * 32 : sectors, k);
}

/* The gpu-latency chase: its main.cu (skip_factor 8) puts one 8-byte pointer every 64 bytes
 * in a shuffled ring, so each 128-byte line holds two, one sector in two (k = 2);
 * test_model_cache_cliffs.c and validate_model.c. */
static inline void tu_chase_text(char *text, size_t size, double kib)
{
	tu_ring_text(text, size, kib, 2);
}

#endif
