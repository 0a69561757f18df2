/* fuzz_extract_opts.c - libFuzzer harness: 'gpuperf extract --sass LISTING' with the
 * emulator's options (--grid --block --arg --init --seed --sample-blocks --max-steps --branch
 * --dump --smem-dynamic --trace-out --trace-format) given random and malformed values, the
 * command itself run in process (the command objects are linked, as test_optable does).
 * Beyond no crash, hang or sanitizer report, each run must keep the bad-input contract:
 * exit 0, 1 or 2; on 1 or 2 a hint on stderr, at most one error line, and no output file,
 * trace or temporary left; never a temporary left after a success either.
 *
 * Input: a byte picks the listing and whether a trace is written; then records "OPT VALUE"
 * separated by '\n', OPT one byte indexing the option table, VALUE the rest of the line.
 * Every path a value names (the --dump and --init file: paths, the trace directory) is made
 * to lie in the harness's scratch directory, so the fuzzer writes nowhere else. Work is
 * kept to what a 10 s timeout allows: a --max-steps of at most 10^6 (10^5 when not given),
 * --sample-blocks at most 64, a traced grid of at most 64 blocks. */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "commands.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const listings[] = {
	"kernels/sass/vecadd.sm_80.sass",
	"kernels/sass/gridstride.sm_80.sass",
	"kernels/sass/chase.sm_80.sass",
	"kernels/sass/spin.sm_80.sass",
};

static const char *const options[] = {
	"--grid", "--block", "--arg", "--init", "--seed", "--sample-blocks", "--max-steps", "--branch",
	"--dump", "--smem-dynamic", "--trace-format", "--init", "--arg", "--grid",
};
#define NOPT (sizeof(options) / sizeof(options[0]))

static char scratch[256], errpath[300];
static int errfd = -1, stderr_fd = -1;   /* the command's stderr; libFuzzer's own */

static int sweep_scratch(const char *base, int *tmp);

/* At exit (libFuzzer's end of run): the scratch directory and its input go too. */
static void teardown(void)
{
	char p[400];
	int tmp = 0;
	sweep_scratch(scratch, &tmp);
	snprintf(p, sizeof(p), "%s/in.bin", scratch);
	unlink(p);
	rmdir(scratch);
}

static void setup(void)
{
	FILE *f;
	if (scratch[0])
		return;
	snprintf(scratch, sizeof(scratch), "/tmp/gp_fuzz_opts.%ld", (long)getpid());
	mkdir(scratch, 0700);
	atexit(teardown);
	/* the command's stderr goes to a file read after each run (a sanitizer's report
	 * from inside the command lands there too: build-fuzz/fuzz_extract_opts.stderr) */
	snprintf(errpath, sizeof(errpath), "%s", access("build-fuzz", W_OK) == 0 ?
		 "build-fuzz/fuzz_extract_opts.stderr" : "/tmp/gp_fuzz_extract_opts.stderr");
	errfd = open(errpath, O_RDWR | O_CREAT | O_TRUNC, 0600);
	stderr_fd = dup(2);
	if (errfd < 0 || stderr_fd < 0)
		abort();
	/* an --init file: an input, left in place */
	{
		char p[400];
		snprintf(p, sizeof(p), "%s/in.bin", scratch);
		if ((f = fopen(p, "wb"))) {
			for (int i = 0; i < 4096; i++)
				fputc(i * 7, f);
			fclose(f);
		}
	}
}

/* NAME.tmp.PID, what the atomic writer (util.c) makes: a name the fuzzed options give an
 * output ("-o x.tmp.json") is not one */
static int is_temporary(const char *name)
{
	const char *t = NULL, *p = name;
	while ((p = strstr(p, ".tmp.")))
		t = p++;
	if (!t || !t[5])
		return 0;
	for (t += 5; *t; t++)
		if (*t < '0' || *t > '9')
			return 0;
	return 1;
}

/* The scratch directory's entries other than in.bin, removed (one level below too);
 * *tmp set when one is a temporary (NAME.tmp.PID). Returns how many there were. */
static int sweep_scratch(const char *base, int *tmp)
{
	DIR *d = opendir(base);
	struct dirent *e;
	int n = 0;
	if (!d)
		return 0;
	while ((e = readdir(d))) {
		char p[800];
		struct stat st;
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
		    (base == scratch && !strcmp(e->d_name, "in.bin")))
			continue;
		if (is_temporary(e->d_name))
			*tmp = 1;
		snprintf(p, sizeof(p), "%s/%s", base, e->d_name);
		if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
			n += sweep_scratch(p, tmp);
			if (rmdir(p) != 0)
				n++;
		} else {
			unlink(p);
			n++;
		}
	}
	closedir(d);
	return n;
}

/* A path value kept inside the scratch directory: its last component (no '/'). */
static void in_scratch(char *out, size_t n, const char *name)
{
	const char *b = strrchr(name, '/');
	b = b ? b + 1 : name;
	if (!*b || !strcmp(b, ".") || !strcmp(b, "..") || !strcmp(b, "in.bin"))
		b = "f";
	snprintf(out, n, "%s/%s", scratch, b);
}

/* "I=PATH" / "I=file:PATH" with PATH moved into the scratch directory. */
static void path_value(char *v, size_t cap, const char *marker)
{
	char *eq = strstr(v, marker), tail[256], p[512];
	if (!eq)
		return;
	eq += strlen(marker);
	snprintf(tail, sizeof(tail), "%s", eq);
	if (!strcmp(marker, "=file:") && tail[0] == 'i')   /* sometimes the input file */
		snprintf(p, sizeof(p), "%s/in.bin", scratch);
	else
		in_scratch(p, sizeof(p), tail);
	snprintf(eq, cap - (size_t)(eq - v), "%s", p);
}

static double dims(const char *v)
{
	double p = 1;
	char *e;
	for (const char *s = v; *s;) {
		double x = strtod(s, &e);
		if (e == s)
			return p;
		p *= x > 1 ? x : 1;
		s = *e ? e + 1 : e;
	}
	return p;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char vals[24][160], out[512], trace[512], err[8192];
	char *argv[64];
	int argc = 0, nv = 0, trace_on, have_steps = 0, rc, tmp = 0, left, errors = 0;
	size_t pos = 1;
	ssize_t got;

	setup();
	if (size < 1)
		return 0;
	trace_on = data[0] & 1;
	argv[argc++] = "extract";
	argv[argc++] = "--sass";
	argv[argc++] = (char *)listings[(data[0] >> 1) % (sizeof(listings) / sizeof(listings[0]))];
	argv[argc++] = "--device";
	argv[argc++] = "a100";
	while (pos < size && nv < 24 && argc < 56) {
		const char *opt = options[data[pos] % NOPT];
		size_t e = pos + 1, n;
		char *v = vals[nv];
		while (e < size && data[e] != '\n')
			e++;
		n = e - pos - 1 < sizeof(vals[0]) - 1 ? e - pos - 1 : sizeof(vals[0]) - 1;
		memcpy(v, data + pos + 1, n);
		v[n] = '\0';
		if (memchr(v, '\0', n))
			v[strlen(v)] = '\0';
		pos = e + 1;
		if (!strcmp(opt, "--dump"))
			path_value(v, sizeof(vals[0]), "=");
		if (!strcmp(opt, "--init"))
			path_value(v, sizeof(vals[0]), "=file:");
		if (!strcmp(opt, "--max-steps")) {
			if (strtod(v, NULL) > 1e6)
				continue;
			have_steps = 1;
		}
		if (!strcmp(opt, "--sample-blocks") && strtod(v, NULL) > 64)
			continue;
		if (!strcmp(opt, "--grid")) {
			if (trace_on && dims(v) > 64)
				continue;
		}
		argv[argc++] = (char *)opt;
		argv[argc++] = v;
		nv++;
	}
	if (!have_steps) {
		argv[argc++] = "--max-steps";
		argv[argc++] = "100000";
	}
	if (trace_on) {
		snprintf(trace, sizeof(trace), "%s/trace", scratch);
		argv[argc++] = "--trace-out";
		argv[argc++] = trace;
	}
	snprintf(out, sizeof(out), "%s/out.json", scratch);
	argv[argc++] = "-o";
	argv[argc++] = out;
	argv[argc] = NULL;

	if (ftruncate(errfd, 0) != 0 || lseek(errfd, 0, SEEK_SET) != 0)
		abort();
	if (dup2(errfd, 2) < 0)
		abort();
	rc = cmd_extract(argc, argv);
	fflush(stdout);
	fflush(stderr);
	dup2(stderr_fd, 2);
	got = pread(errfd, err, sizeof(err) - 1, 0);
	err[got > 0 ? got : 0] = '\0';
	for (const char *l = err; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		errors += !strncmp(l, "error:", 6) || (strstr(l, ": error:") &&
			  strstr(l, ": error:") < (strchr(l, '\n') ? strchr(l, '\n') : l + strlen(l)));
	left = sweep_scratch(scratch, &tmp);
	if (rc != 0 && rc != 1 && rc != 2) {
		fprintf(stderr, "fuzz_extract_opts: exit %d\n%s", rc, err);
		abort();
	}
	if (tmp) {
		fprintf(stderr, "fuzz_extract_opts: a temporary left (exit %d)\n%s", rc, err);
		abort();
	}
	if (rc && (left || !strstr(err, "hint:") || errors > 1)) {
		fprintf(stderr, "fuzz_extract_opts: exit %d with %d file(s) left, %d error line(s)"
			"%s:\n%s", rc, left, errors, strstr(err, "hint:") ? "" : ", no hint", err);
		for (int i = 0; i < argc; i++)
			fprintf(stderr, " [%s]", argv[i]);
		fputc('\n', stderr);
		abort();
	}
	return 0;
}
