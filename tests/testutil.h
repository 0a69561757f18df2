/* testutil.h - shared helpers for the cmocka tests: data paths, running the CLI. */
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

/* Directory of ../shared/data (relative to the project root), or NULL when absent:
 * tests that need it call skip(). $GPUPERF_SHARED_DATA overrides. */
static inline const char *tu_shared_data(void)
{
	static char buf[1024];
	struct stat st;
	const char *env = getenv("GPUPERF_SHARED_DATA");
	const char *cand[] = { env, "../shared/data", "../../shared/data" };
	for (size_t i = 0; i < sizeof(cand) / sizeof(cand[0]); i++) {
		if (cand[i] && stat(cand[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			snprintf(buf, sizeof(buf), "%s", cand[i]);
			return buf;
		}
	}
	return NULL;
}

/* Path under the shared data dir, or NULL (then skip the test). */
static inline const char *tu_shared_path(const char *rel)
{
	static char buf[2048];
	const char *base = tu_shared_data();
	if (!base)
		return NULL;
	snprintf(buf, sizeof(buf), "%s/%s", base, rel);
	return buf;
}

/* Result of running the gpuperf binary. */
struct tu_run {
	int status;          /* exit status, or 128+signal */
	char out[65536];
	char err[16384];
};

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

/* Write text to a fresh temp file; returns its path (static buffer, one at a time per slot). */
static inline const char *tu_tmpfile(int slot, const char *suffix, const char *text)
{
	static char paths[8][256];
	FILE *f;
	snprintf(paths[slot], sizeof(paths[slot]), "/tmp/gp_test_%d_%d%s", (int)getpid(), slot,
		 suffix);
	f = fopen(paths[slot], "w");
	if (f) {
		fputs(text, f);
		fclose(f);
	}
	return paths[slot];
}

#endif
