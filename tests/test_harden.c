/* test_harden.c - what no input may do: run code through gnuplot, overwrite an input, follow a
 * planted link, replace a device file, leave temporaries behind, block on a FIFO, or take
 * unbounded time or memory. Hostile names are passed as argv, never through a shell. */
#define _DEFAULT_SOURCE     /* mknod, makedev, wait4, usleep */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/sysmacros.h>
#include <sys/time.h>
#include <time.h>

#include "testutil.h"
#include "csvio.h"
#include "util.h"
#include "gpuperf/app.h"
#include "gpuperf/ptx.h"
#include "gpuperf/ptxas.h"
#include "gpuperf/sass.h"
#include "gpuperf/system.h"
#include "gpuperf/traceg.h"

/* ==== Running the binary with an exact argv ==== */

struct hrun {
	int status;            /* exit status, 128+signal, or -1 when it ran past the limit */
	char err[16384];
	long maxrss_kb;        /* the child's peak resident memory */
	double seconds;
};

struct hopts {
	const char *cwd;        /* run there (NULL: here) */
	const char *symlink_to; /* plant <symlink_at>.tmp.<child pid> -> symlink_to first */
	const char *symlink_at;
	int umask_bits;         /* -1: inherit */
};

static char root[1024];  /* the project root (where the tests start) */

static int under_valgrind(void)
{
	const char *b = getenv("GPUPERF_BIN");
	return b && strstr(b, "valgrind");
}

/* argv for GPUPERF_BIN (which may be "valgrind -q ... build/gpuperf") then args. */
static void run_opts(struct hrun *r, const struct hopts *o, const char *const *args)
{
	char binbuf[2048], *argv[64], errp[128];
	const char *bin = getenv("GPUPERF_BIN");
	struct timespec t0, t1;
	struct rusage ru;
	int n = 0, st = 0, fd;
	pid_t pid, w;

	snprintf(binbuf, sizeof(binbuf), "%s", bin ? bin : "build/gpuperf");
	for (char *save = NULL, *t = strtok_r(binbuf, " ", &save); t; t = strtok_r(NULL, " ", &save))
		argv[n++] = t;
	/* a relative binary path is relative to the project root, whatever cwd the child gets */
	if (argv[n - 1][0] != '/' && o && o->cwd) {
		static char abs[2048];
		snprintf(abs, sizeof(abs), "%s/%s", root, argv[n - 1]);
		argv[n - 1] = abs;
	}
	for (int i = 0; args[i] && n < 63; i++)
		argv[n++] = (char *)args[i];
	argv[n] = NULL;
	snprintf(errp, sizeof(errp), "/tmp/gp_harden_err.%d", (int)getpid());
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		int nul = open("/dev/null", O_RDWR);
		fd = open(errp, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		if (fd < 0 || nul < 0 || dup2(nul, 0) < 0 || dup2(nul, 1) < 0 || dup2(fd, 2) < 0)
			_exit(120);
		if (o && o->cwd && chdir(o->cwd) != 0)
			_exit(121);
		if (o && o->umask_bits >= 0)
			umask((mode_t)o->umask_bits);
		if (o && o->symlink_to) {
			char at[1200];
			snprintf(at, sizeof(at), "%s.tmp.%ld", o->symlink_at, (long)getpid());
			if (symlink(o->symlink_to, at) != 0)
				_exit(122);
		}
		execvp(argv[0], argv);
		_exit(127);
	}
	/* a hang is a failure, not a stuck test: 120 s even under valgrind */
	for (int i = 0; (w = wait4(pid, &st, WNOHANG, &ru)) == 0 && i < 12000; i++)
		usleep(10000);
	if (w == 0) {
		kill(pid, SIGKILL);
		wait4(pid, &st, 0, &ru);
		r->status = -1;
	} else {
		r->status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	r->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
	r->maxrss_kb = ru.ru_maxrss;
	r->err[0] = '\0';
	fd = open(errp, O_RDONLY);
	if (fd >= 0) {
		ssize_t got = read(fd, r->err, sizeof(r->err) - 1);
		r->err[got > 0 ? got : 0] = '\0';
		close(fd);
	}
	unlink(errp);
}

#define RUN(r, ...) run_opts((r), NULL, (const char *const[]){ __VA_ARGS__, NULL })
#define RUN_IN(r, o, ...) run_opts((r), (o), (const char *const[]){ __VA_ARGS__, NULL })

/* ==== Files ==== */

static char dir[256];

static void fresh_dir(void)
{
	snprintf(dir, sizeof(dir), "/tmp/gp_harden_XXXXXX");
	assert_non_null(mkdtemp(dir));
}

static void rm_dir(void)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char p[1024];
	if (!d)
		return;
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
			snprintf(p, sizeof(p), "%s/%s", dir, e->d_name);
			unlink(p);
		}
	closedir(d);
	rmdir(dir);
}

static const char *in_dir(int slot, const char *name)
{
	static char p[8][1024];
	snprintf(p[slot], sizeof(p[slot]), "%s/%s", dir, name);
	return p[slot];
}

static int count_entries(void)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;
	assert_non_null(d);
	while ((e = readdir(d)))
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	closedir(d);
	return n;
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	if (len)
		*len = (size_t)n;
	return buf;
}

static void copy_file(const char *from, const char *to)
{
	size_t n;
	char *t = slurp(from, &n);
	FILE *f = fopen(to, "wb");
	assert_non_null(t);
	assert_non_null(f);
	assert_int_equal(fwrite(t, 1, n, f), n);
	fclose(f);
	free(t);
}

static void assert_same_bytes(const char *path, const char *want)
{
	char *t = slurp(path, NULL);
	assert_non_null(t);
	assert_string_equal(t, want);
	free(t);
}

static int exists(const char *p)
{
	struct stat st;
	return lstat(p, &st) == 0;
}

static int have_gnuplot(void)
{
	const char *path = getenv("PATH");
	char buf[4096], p[4200], *save = NULL;
	snprintf(buf, sizeof(buf), "%s", path ? path : "");
	for (char *d = strtok_r(buf, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
		snprintf(p, sizeof(p), "%s/gnuplot", d);
		if (access(p, X_OK) == 0)
			return 1;
	}
	return 0;
}

/* ==== 1. Nothing reaches gnuplot as code ==== */

/* Plot names that broke out of "set output '...'" (quote + system(), a newline + '!' shell
 * escape, backquote substitution, a backslash before the quote): each must give exactly one
 * chart under exactly that name and run nothing. The child runs in the scratch directory, so
 * an injected "touch pwned" would show up there. */
static void test_plot_names_are_data(void **state)
{
	static const char *const names[] = {
		"x';system \"touch pwned\";'.svg",
		"a\nb`touch pwned2`\\\".svg",
		"q\\';\n!touch pwned3\nset output 'pwned4'\n.svg",
		"@x $s0 \"';`touch pwned5`.png",
	};
	char model[1200], csv[1200], dev[1200];
	struct hopts o = { NULL, NULL, NULL, -1 };
	struct hrun r;
	(void)state;
	if (!have_gnuplot())
		skip();
	fresh_dir();
	o.cwd = dir;
	snprintf(model, sizeof(model), "%s/models/saxpy_app.json", root);
	snprintf(dev, sizeof(dev), "%s/devices/gtx970.json", root);
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		char *svg;
		snprintf(csv, sizeof(csv), "%s/s.csv", dir);
		RUN_IN(&r, &o, "sweep", model, "--vary", "computeIntensity=1,2,4", "--devices", dev,
		       "-o", csv, "--plot", names[i]);
		if (r.status != 0)
			print_error("plot name %zu: %s\n", i, r.err);
		assert_int_equal(r.status, 0);
		svg = slurp(in_dir(0, names[i]), NULL);
		assert_non_null(svg);
		/* the chart itself, from gnuplot's standard output */
		assert_true(strstr(svg, i == 3 ? "PNG" : "<svg") != NULL);
		free(svg);
		/* s.csv and the chart, nothing else (no pwned*, no temporaries) */
		assert_int_equal(count_entries(), 2);
		unlink(in_dir(0, names[i]));
		unlink(csv);
	}
	rm_dir();
}

/* ==== 2. Outputs ==== */

/* `sweep M.json -o M.json` and the like exited 0 over their own input: now exit 1, input
 * byte for byte as it was (also through a hard link, which the names do not show). */
static void test_outputs_are_never_inputs(void **state)
{
	char *model;
	struct hrun r;
	(void)state;
	fresh_dir();
	model = slurp("models/saxpy_app.json", NULL);
	assert_non_null(model);
	copy_file("models/saxpy_app.json", in_dir(0, "M.json"));
	RUN(&r, "sweep", in_dir(0, "M.json"), "--vary", "computeIntensity=1,2", "-o",
	    in_dir(1, "M.json"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "the output is the input");
	assert_same_bytes(in_dir(0, "M.json"), model);

	assert_int_equal(link(in_dir(0, "M.json"), in_dir(1, "hard.csv")), 0);
	RUN(&r, "sweep", in_dir(0, "M.json"), "--vary", "computeIntensity=1,2", "-o",
	    in_dir(1, "hard.csv"));
	assert_int_equal(r.status, 1);
	assert_same_bytes(in_dir(0, "M.json"), model);
	unlink(in_dir(1, "hard.csv"));

	/* the device file a sweep reads */
	copy_file("devices/gtx970.json", in_dir(1, "dev.json"));
	RUN(&r, "sweep", in_dir(0, "M.json"), "--vary", "computeIntensity=1,2", "--devices",
	    in_dir(1, "dev.json"), "-o", in_dir(2, "dev.json"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "it would be overwritten");

	/* calibrate's measurements: --force covers the model, never the data */
	{
		const char *csv = "computeIntensity,measured_s\n1,0.6\n2,0.61\n";
		FILE *f = fopen(in_dir(3, "D.csv"), "w");
		assert_non_null(f);
		fputs(csv, f);
		fclose(f);
		RUN(&r, "calibrate", in_dir(0, "M.json"), in_dir(3, "D.csv"), "-o",
		    in_dir(4, "D.csv"), "--force");
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "the output is the input");
		assert_same_bytes(in_dir(3, "D.csv"), csv);
	}

	/* extract's listing */
	{
		char *sass = slurp("kernels/sass/vecadd.sm_70.sass", NULL);
		copy_file("kernels/sass/vecadd.sm_70.sass", in_dir(5, "in.sass"));
		RUN(&r, "extract", "--sass", in_dir(5, "in.sass"), "--device", "v100", "-o",
		    in_dir(6, "in.sass"));
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "the output is the input");
		assert_same_bytes(in_dir(5, "in.sass"), sass);
		free(sass);
	}
	/* import-config's config (needs the shared GPGPU-Sim configs) */
	{
		const char *cfg = tu_shared_path("ext/configs/SM7_QV100/gpgpusim.config");
		if (cfg && exists(cfg)) {
			char *text = slurp(cfg, NULL);
			copy_file(cfg, in_dir(7, "c.config"));
			RUN(&r, "import-config", in_dir(7, "c.config"), "--quiet", "-o",
			    in_dir(7, "c.config"));
			assert_int_equal(r.status, 1);
			tu_assert_contains(r.err, "the output is the input");
			assert_same_bytes(in_dir(7, "c.config"), text);
			free(text);
		}
	}
	free(model);
	rm_dir();
}

/* A link planted at the predictable temporary name is never followed (O_EXCL|O_NOFOLLOW): the
 * run fails naming it, the link's target keeps its bytes, no output appears. */
static void test_planted_link_not_followed(void **state)
{
	struct hopts o = { NULL, NULL, NULL, -1 };
	struct hrun r;
	(void)state;
	fresh_dir();
	o.symlink_to = tu_tmpfile(0, ".victim", "victim\n");
	o.symlink_at = in_dir(0, "out.csv");
	RUN_IN(&r, &o, "sweep", "models/saxpy_app.json", "--vary", "computeIntensity=1,2", "-o",
	       in_dir(0, "out.csv"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "is taken by a file or link");
	assert_same_bytes(o.symlink_to, "victim\n");
	assert_false(exists(in_dir(0, "out.csv")));
	unlink(o.symlink_to);
	rm_dir();
}

/* A SIGKILLed run leaves OUT.tmp.PID; the next run to the same output removes it when PID is
 * gone, and leaves one whose process still runs (this test's own pid) alone. */
static void test_stale_temporaries_removed(void **state)
{
	char stale[1100], live[1100];
	struct hrun r;
	pid_t dead = fork();
	FILE *f;
	(void)state;
	if (dead == 0)
		_exit(0);
	waitpid(dead, NULL, 0);
	fresh_dir();
	snprintf(stale, sizeof(stale), "%s/out.csv.tmp.%ld", dir, (long)dead);
	snprintf(live, sizeof(live), "%s/out.csv.tmp.%ld", dir, (long)getpid());
	assert_non_null(f = fopen(stale, "w"));
	fclose(f);
	assert_non_null(f = fopen(live, "w"));
	fclose(f);
	RUN(&r, "sweep", "models/saxpy_app.json", "--vary", "computeIntensity=1,2", "-o",
	    in_dir(0, "out.csv"));
	assert_int_equal(r.status, 0);
	assert_false(exists(stale));
	assert_true(exists(live));
	assert_true(exists(in_dir(0, "out.csv")));
	rm_dir();
}

/* An output name of 254 bytes (NAME_MAX 255) cannot take ".tmp.<pid>": the temporary's name is
 * shortened and hashed, the output gets its full name with mode 0666 & ~umask, and nothing
 * else is left. */
static void test_long_names_and_mode(void **state)
{
	char name[256];
	struct hopts o = { NULL, NULL, NULL, 077 };
	struct stat st;
	struct hrun r;
	(void)state;
	fresh_dir();
	memset(name, 'n', 250);
	strcpy(name + 250, ".csv");
	RUN_IN(&r, &o, "sweep", "models/saxpy_app.json", "--vary", "computeIntensity=1,2", "-o",
	       in_dir(0, name));
	assert_int_equal(r.status, 0);
	assert_int_equal(stat(in_dir(0, name), &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
	assert_int_equal(count_entries(), 1);
	rm_dir();
}

/* Character devices and FIFOs are written in place, never replaced (as root, `sweep -o
 * /dev/null` had replaced /dev/null with a regular file): copies of /dev/null (1,3) and
 * /dev/full (1,7) made here, so the machine's own are never at risk. */
static void test_devices_and_fifos_as_outputs(void **state)
{
	struct stat st;
	struct hrun r;
	(void)state;
	fresh_dir();
	assert_int_equal(mkfifo(in_dir(2, "fifo"), 0600), 0);
	RUN(&r, "sweep", "models/saxpy_app.json", "--vary", "computeIntensity=1,2", "-o",
	    in_dir(2, "fifo"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "a FIFO with no reader");
	assert_int_equal(lstat(in_dir(2, "fifo"), &st), 0);
	assert_true(S_ISFIFO(st.st_mode));
	if (mknod(in_dir(0, "null"), S_IFCHR | 0666, makedev(1, 3)) != 0 ||
	    mknod(in_dir(1, "full"), S_IFCHR | 0666, makedev(1, 7)) != 0) {
		rm_dir();
		skip();          /* not root: no device nodes to test with */
	}
	RUN(&r, "sweep", "models/saxpy_app.json", "--vary", "computeIntensity=1,2", "-o",
	    in_dir(0, "null"));
	assert_int_equal(r.status, 0);
	assert_int_equal(lstat(in_dir(0, "null"), &st), 0);
	assert_true(S_ISCHR(st.st_mode));
	/* disk full: the message names the path */
	RUN(&r, "sweep", "models/saxpy_app.json", "--vary", "computeIntensity=1,2", "-o",
	    in_dir(1, "full"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, in_dir(1, "full"));
	tu_assert_contains(r.err, "No space left on device");
	assert_int_equal(lstat(in_dir(1, "full"), &st), 0);
	assert_true(S_ISCHR(st.st_mode));
	assert_int_equal(count_entries(), 3);
	rm_dir();
}

/* ==== 3. Inputs and bounded work ==== */

/* A FIFO nobody writes, as the device file, reads as empty instead of blocking for ever;
 * /dev/zero is refused before a byte is read. */
static void test_fifo_and_device_inputs(void **state)
{
	struct hrun r;
	(void)state;
	fresh_dir();
	assert_int_equal(mkfifo(in_dir(0, "dev.json"), 0600), 0);
	RUN(&r, "occupancy", "--block", "256", "--regs", "8", "--smem", "0", "--device",
	    in_dir(0, "dev.json"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "empty file");
	RUN(&r, "extract", "--sass", "/dev/zero", "--list");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "is a device or socket, not a file");
	rm_dir();
}

static void write_lines(const char *path, const char *head, const char *fmt, long n)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(head, f);
	for (long i = 0; i < n; i++)
		fprintf(f, fmt, i, i);
	fclose(f);
}

/* ==== Parsers read len bytes, no more ==== */

/* Every parser taking (text, len) reads those bytes only: the text here ends on the last
 * byte before a page the process may not touch, so one byte more is a SIGSEGV. The JSON
 * and CSV readers once read text[len] (an empty kernel text from the engine's fuzzer
 * overran its buffer under AddressSanitizer). */
static void parse_at_page_end(const char *text, size_t len)
{
	long page = sysconf(_SC_PAGESIZE);
	size_t span = ((len + (size_t)page - 1) / (size_t)page + 1) * (size_t)page;
	char *m = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *guard, *t;
	struct gp_diag d;
	struct gp_kernel k;
	struct gp_device dev;
	struct gp_app *a = NULL;
	struct gp_system sys;
	struct gp_csv csv;
	struct gp_sass_file sf;
	struct gp_ptxas_log log;
	struct gp_trace_kernel tk;

	assert_true(m != MAP_FAILED);
	guard = m + span - (size_t)page;
	assert_int_equal(mprotect(guard, (size_t)page, PROT_NONE), 0);
	t = guard - len;
	memcpy(t, text, len);
	if (gp_kernel_parse(t, len, "k.json", &k, &d) == 0)
		gp_kernel_release(&k);
	gp_device_parse(t, len, "d.json", &dev, &d);
	if (gp_app_parse(t, len, "a.json", ".", &a, &d) == 0)
		gp_app_free(a);
	gp_system_parse(t, len, "s.json", &sys, &d);
	gp_system_release(&sys);
	if (gp_csv_parse(t, len, "t.csv", &csv, &d) == 0)
		gp_csv_release(&csv);
	if (gp_sass_parse(t, len, "f.sass", &sf, &d) == 0)
		gp_sass_file_release(&sf);
	if (gp_ptx_parse(t, len, "f.ptx", &sf, &d) == 0)
		gp_sass_file_release(&sf);
	if (gp_ptxas_parse(t, len, "p.log", &log, &d) == 0)
		gp_ptxas_log_release(&log);
	if (gp_trace_kernel_parse(t, len, "k.traceg", &tk, &d) == 0)
		gp_trace_kernel_release(&tk);
	munmap(m, span);
}

static void test_parsers_read_only_len(void **state)
{
	static const char *const texts[] = { "", " ", "\n\t", "{", "\xEF", "\xEF\xBB",
					     "\xEF\xBB\xBF", "{\"name\": \"k\"", "a,b\n1,",
					     "{\"name\": \"k\"}" };
	struct gp_diag d;
	size_t len;
	char *dev;
	(void)state;
	for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++)
		parse_at_page_end(texts[i], strlen(texts[i]));
	/* a whole valid device file, parsed to the end */
	assert_non_null(dev = gp_read_file("devices/v100.json", 0, &len, &d));
	parse_at_page_end(dev, len);
	free(dev);
}

/* Inputs that took minutes: 70,000 small functions (a quadratic duplicate check, 20 s and
 * 390 MB here before), a GPGPU-Sim config of 200,000 unknown options (never finished), a
 * 100,002-column CSV (55 s), 500,000 copy lines of a kernelslist.g (910 MB), 100,000 PTX
 * registers (15.6 s). Each is now
 * refused or read within seconds and bounded memory. */
static void test_parsers_are_linear(void **state)
{
	struct hrun r;
	FILE *f;
	(void)state;
	fresh_dir();
	write_lines(in_dir(0, "many.sass"), "\tcode for sm_70\n",
		    "\t\tFunction : f%ld_%ld\n        /*0000*/                   MOV R1, R2 ;\n"
		    "        /*0010*/                   EXIT ;\n", 70000);
	RUN(&r, "extract", "--sass", in_dir(0, "many.sass"), "--list");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "more than 65536 functions");
	if (!under_valgrind())
		assert_true(r.seconds < 10);

	/* 100,000 distinct PTX registers: a linear search per name took 15.6 s */
	write_lines(in_dir(5, "regs.ptx"), ".version 7.0\n.target sm_70\n.address_size 64\n"
		    ".visible .entry k()\n{\n\t.reg .b32 \t%r<100001>;\n",
		    "\tmov.u32 \t%%r%ld, %%tid.x; // %ld\n", 100000);
	assert_non_null(f = fopen(in_dir(5, "regs.ptx"), "a"));
	fputs("\tret;\n}\n", f);
	fclose(f);
	RUN(&r, "extract", "--ptx", in_dir(5, "regs.ptx"), "--list");
	assert_int_equal(r.status, 0);
	if (!under_valgrind())
		assert_true(r.seconds < 5);

	write_lines(in_dir(1, "big.config"), "", "-unknown_option_%ld %ld\n", 200000);
	RUN(&r, "import-config", in_dir(1, "big.config"), "-o", in_dir(2, "out.json"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "more than 65536 options");
	if (!under_valgrind())
		assert_true(r.seconds < 10);

	assert_non_null(f = fopen(in_dir(3, "wide.csv"), "w"));
	for (int i = 0; i < 100002; i++)
		fprintf(f, "c%d,", i);
	fputs("measured_s\n", f);
	for (int i = 0; i < 100002; i++)
		fputs("1,", f);
	fputs("0.5\n", f);
	fclose(f);
	RUN(&r, "calibrate", "models/saxpy_app.json", in_dir(3, "wide.csv"), "-o",
	    in_dir(2, "out.json"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "more than 16384 cells in a row");
	if (!under_valgrind())
		assert_true(r.seconds < 10);

	write_lines(in_dir(4, "kernelslist.g"), "", "MemcpyHtoD,0x7f00000%05lx,4%ld\n", 500000);
	RUN(&r, "simulate", "--device", "gtx970", "--trace", in_dir(4, "kernelslist.g"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "the list names no kernel trace");
	if (!under_valgrind())
		assert_true(r.maxrss_kb < 200 * 1024);   /* ~100 bytes a line; was ~1.9 KB */
	assert_false(exists(in_dir(2, "out.json")));
	rm_dir();
}

/* A device with 100,000 SMs (a valid device file) made a one-block simulation allocate 2 GB;
 * the engine now refuses it up front, naming the device file, not the kernel. */
static void test_engine_sm_bound(void **state)
{
	char *dev = slurp("devices/gtx970.json", NULL), *at;
	struct hrun r;
	FILE *f;
	(void)state;
	fresh_dir();
	assert_non_null(at = strstr(dev, "\"sms\": 13,"));
	assert_non_null(f = fopen(in_dir(0, "big.json"), "w"));
	fprintf(f, "%.*s\"sms\": 100000,%s", (int)(at - dev), dev, at + strlen("\"sms\": 13,"));
	fclose(f);
	RUN(&r, "simulate", "--device", in_dir(0, "big.json"), "--kernel", "kernels/saxpy2.json",
	    "--grid", "1", "--block", "32");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "big.json: error: '--device' the engine simulates at most 1024");
	if (!under_valgrind())
		assert_true(r.maxrss_kb < 100 * 1024);
	/* a launch too large is the launch's fault, not the descriptor's */
	RUN(&r, "simulate", "--device", "gtx970", "--kernel", "kernels/saxpy2.json", "--grid",
	    "100000000000", "--block", "1024", "--param", "a=1");
	assert_int_equal(r.status, 1);
	assert_true(strncmp(r.err, "error: '--grid'", 15) == 0);
	free(dev);
	rm_dir();
}

/* ==== 4./5. Nonsense refused, with the right file and line ==== */

/* A system naming a GPU that no device file describes was accepted by `collective`. */
static void test_system_unknown_device(void **state)
{
	char *sys = slurp("devices/systems/dgx-a100x2-hdr.json", NULL), *at;
	struct hrun r;
	FILE *f;
	int line = 1;
	(void)state;
	fresh_dir();
	assert_non_null(sys);
	assert_non_null(at = strstr(sys, "\"device\": \"a100\""));
	for (const char *c = sys; c < at; c++)
		line += *c == '\n';
	assert_non_null(f = fopen(in_dir(0, "sys.json"), "w"));
	fprintf(f, "%.*s\"device\": \"nosuchgpu\"%s", (int)(at - sys), sys,
		at + strlen("\"device\": \"a100\""));
	fclose(f);
	RUN(&r, "collective", "--system", in_dir(0, "sys.json"), "--bytes", "1M");
	assert_int_equal(r.status, 1);
	{
		char want[1200];
		snprintf(want, sizeof(want), "sys.json:%d: error: '/nodes/0/device' unknown device "
			 "'nosuchgpu'", line);
		tu_assert_contains(r.err, want);
	}
	free(sys);
	rm_dir();
}

/* `trace-report --data X` whose data cannot be written exited 1 after writing the report: now
 * neither appears. Needs the shared NVBit traces and a /dev/full copy (root). */
static void test_trace_report_all_or_nothing(void **state)
{
	const char *list = tu_shared_path("ext/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g");
	char cases[2100];
	struct hrun r;
	(void)state;
	if (!list || !exists(list))
		skip();
	fresh_dir();
	if (mknod(in_dir(0, "full"), S_IFCHR | 0666, makedev(1, 7)) != 0) {
		rm_dir();
		skip();
	}
	snprintf(cases, sizeof(cases), "vectorAdd,%s", list);
	RUN(&r, "trace-report", "--measured-on", "gtx1080", "--device", "gtx1080", "--case", cases,
	    "--data", in_dir(0, "full"), "-o", in_dir(1, "report.md"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "No space left on device");
	assert_false(exists(in_dir(1, "report.md")));
	assert_int_equal(count_entries(), 1);
	rm_dir();
}

/* Text of an input echoed in a message reaches the terminal with its control bytes and its
 * bytes that are not UTF-8 as \\xHH: ESC and BEL of a crafted name, C1's CSI (U+009B) and a
 * lone 0xff are escaped, UTF-8 text (U+00E9) is kept. Through the library's printer and
 * through the binary (an unknown command, a usage error echoing an option's value). */
static void test_control_bytes_escaped(void **state)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f;
	struct gp_diag d;
	struct hrun r;
	(void)state;
	assert_non_null(f = open_memstream(&buf, &n));
	gp_diag_fputs("a\x1b[31mb\x07 \xc3\xa9 \xc2\x9b \xff\xc3", f);
	fclose(f);
	assert_string_equal(buf, "a\\x1b[31mb\\x07 \xc3\xa9 \\xc2\\x9b \\xff\\xc3");
	free(buf);
	gp_diag_clear(&d);
	gp_diag_at(&d, "t\x1b]0;x\x07.json", 3, 0);
	gp_diag_field(&d, "/name\r");
	gp_error(&d, GP_EINVAL, "got \"\x1b[2J\"");
	gp_diag_hint(&d, "see\x08");
	assert_non_null(f = open_memstream(&buf, &n));
	gp_diag_print(&d, f);
	fclose(f);
	assert_string_equal(buf, "t\\x1b]0;x\\x07.json:3: error: '/name\\x0d' got \"\\x1b[2J\"\n"
				 "hint: see\\x08\n");
	free(buf);
	RUN(&r, "help", "x\x1b]0;t\x07");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown command 'x\\x1b]0;t\\x07'\nhint: ");
	assert_null(strchr(r.err, '\x1b'));
	RUN(&r, "collective", "--system", "dgx-h100", "--bytes", "1\x1b[2J");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "'1\\x1b[2J' is not a size");
	assert_null(strchr(r.err, '\x1b'));
}

/* A fatal signal while an atomic output is open leaves no temporary and still kills (the
 * library's handler removes it and re-raises: 128 + 15 seen as WTERMSIG 15); a write past
 * ulimit -f fails with EFBIG at the commit instead of SIGXFSZ killing the process. Both in
 * a child that uses the library directly, so the result is the mechanism's alone. */
static void test_signals_leave_no_temporary(void **state)
{
	int status;
	pid_t pid;
	(void)state;
	fresh_dir();
	if ((pid = fork()) == 0) {
		struct gp_atomic a;
		struct gp_diag d;
		if (gp_atomic_open(&a, in_dir(0, "out.txt"), &d) < 0)
			_exit(3);
		fputs("partial", a.f);
		fflush(a.f);
		raise(SIGTERM);
		_exit(4);    /* not reached: SIGTERM's default action ends the child */
	}
	assert_true(pid > 0);
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGTERM);
	assert_int_equal(count_entries(), 0);

	if ((pid = fork()) == 0) {
		struct rlimit lim = { 4096, 4096 };
		struct gp_atomic a;
		struct gp_diag d;
		char block[1024];
		memset(block, 'x', sizeof(block));
		if (setrlimit(RLIMIT_FSIZE, &lim) != 0 || gp_atomic_open(&a, in_dir(0, "big.txt"), &d) < 0)
			_exit(3);
		for (int i = 0; i < 16; i++)
			fwrite(block, 1, sizeof(block), a.f);
		if (gp_atomic_commit(&a, &d) == -GP_EIO && strstr(d.msg, strerror(EFBIG)))
			_exit(0);
		_exit(5);
	}
	assert_true(pid > 0);
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
	assert_int_equal(count_entries(), 0);
	rm_dir();
}

/* trace-report -o (or --data) naming a kernel trace its list names is refused before
 * anything is read or written: the trace keeps its bytes. */
static void test_trace_report_keeps_listed_traces(void **state)
{
	struct hrun r;
	char cases[1200], *after;
	FILE *f;
	(void)state;
	fresh_dir();
	assert_non_null(f = fopen(in_dir(0, "kernelslist.g"), "w"));
	fputs("MemcpyHtoD,0x7f0000000000,400\nkernel-1.traceg\n", f);
	fclose(f);
	assert_non_null(f = fopen(in_dir(0, "kernel-1.traceg"), "w"));
	fputs("-kernel name = k\n", f);
	fclose(f);
	snprintf(cases, sizeof(cases), "v,%s", in_dir(0, "kernelslist.g"));
	RUN(&r, "trace-report", "--measured-on", "gtx1080", "--device", "gtx1080", "--case", cases,
	    "-o", in_dir(1, "kernel-1.traceg"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "it would be overwritten");
	tu_assert_contains(r.err, "kernelslist.g:2 names it");
	RUN(&r, "trace-report", "--measured-on", "gtx1080", "--device", "gtx1080", "--case", cases,
	    "--data", in_dir(1, "kernel-1.traceg"), "-o", in_dir(2, "r.md"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "it would be overwritten");
	assert_non_null(after = slurp(in_dir(0, "kernel-1.traceg"), NULL));
	assert_string_equal(after, "-kernel name = k\n");
	free(after);
	assert_int_equal(count_entries(), 2);
	rm_dir();
}

/* Work refused from what it would produce, before it is made: uvm --bytes 1T (268,435,456
 * page touches over the 2e8 bound) grew 2.4 GB of page state in 27 s before refusing; now
 * it refuses within a few MB and well under a second. */
static void test_uvm_bound_up_front(void **state)
{
	struct hrun r;
	(void)state;
	RUN(&r, "uvm", "--device", "gtx970", "--bytes", "1T");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "268435456 page touches exceed the model's limit of 200000000");
	assert_true(r.maxrss_kb < 64 * 1024);
	assert_true(r.seconds < 5);
}

/* A fine geometric --vary (x1.0000001 from 1 to 1e9: 2.07e8 values, over the 1e8 bound)
 * grew 785 MB of values in 10 s before refusing in calibrate; the count now comes from the
 * logarithms first, in the one parser sweep and calibrate share. */
static void test_vary_bound_up_front(void **state)
{
	struct hrun r;
	(void)state;
	RUN(&r, "calibrate", "models/saxpy_app.json", "--against", "engine", "--vary",
	    "numElements=1:1e9:x1.0000001");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "more than 1e8 values");
	assert_true(r.maxrss_kb < 64 * 1024);
	RUN(&r, "sweep", "models/saxpy_app.json", "-o", "-", "--vary", "numElements=1:1e9:x1.0000001");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "more than 1e8 values");
	assert_true(r.maxrss_kb < 64 * 1024);
}

/* A device named by a link in a loop is reported as the loop it is, not as an unknown
 * device: the name as given (loop) and the name with .json (loop2 -> loop2.json). */
static void test_device_link_loop_named(void **state)
{
	struct hrun r;
	struct hopts o = { .umask_bits = -1 };
	(void)state;
	fresh_dir();
	o.cwd = dir;
	assert_int_equal(symlink("loopb", in_dir(0, "loop")), 0);
	assert_int_equal(symlink("loop", in_dir(0, "loopb")), 0);
	assert_int_equal(symlink("loop2c", in_dir(0, "loop2.json")), 0);
	assert_int_equal(symlink("loop2.json", in_dir(0, "loop2c")), 0);
	RUN_IN(&r, &o, "occupancy", "--device", "loop", "--block", "256", "--regs", "8", "--smem", "0");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "loop: error: cannot open: ");
	tu_assert_contains(r.err, strerror(ELOOP));
	RUN_IN(&r, &o, "occupancy", "--device", "loop2", "--block", "256", "--regs", "8", "--smem", "0");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "loop2.json: error: cannot open: ");
	tu_assert_contains(r.err, strerror(ELOOP));
	assert_null(strstr(r.err, "unknown device"));
	rm_dir();
}

/* A PTX file with CRLF line ends (written on Windows) reads as the same file with LF ends,
 * as ptxas reads it: the same functions, instructions, lines and branch targets. Before, its
 * first statement was refused as "malformed instruction '\x0d ...'". */
static void test_ptx_crlf_as_lf(void **state)
{
	struct gp_sass_file lf, crlf;
	struct gp_diag d;
	size_t n, m = 0;
	char *t = slurp("kernels/ptx/daxpy.ptx", &n), *c;
	(void)state;
	assert_non_null(t);
	assert_non_null(c = malloc(2 * n + 1));
	for (size_t i = 0; i < n; i++) {
		if (t[i] == '\n')
			c[m++] = '\r';
		c[m++] = t[i];
	}
	gp_diag_clear(&d);
	assert_int_equal(gp_ptx_parse(t, n, "lf.ptx", &lf, &d), 0);
	assert_int_equal(gp_ptx_parse(c, m, "crlf.ptx", &crlf, &d), 0);
	assert_int_equal(crlf.n, lf.n);
	for (int f = 0; f < lf.n; f++) {
		assert_string_equal(crlf.funcs[f].name, lf.funcs[f].name);
		assert_int_equal(crlf.funcs[f].n, lf.funcs[f].n);
		assert_true(lf.funcs[f].n > 10);
		for (int i = 0; i < lf.funcs[f].n; i++) {
			assert_string_equal(crlf.funcs[f].ins[i].text, lf.funcs[f].ins[i].text);
			assert_int_equal(crlf.funcs[f].ins[i].line, lf.funcs[f].ins[i].line);
			assert_int_equal(crlf.funcs[f].ins[i].target, lf.funcs[f].ins[i].target);
		}
	}
	gp_sass_file_release(&lf);
	gp_sass_file_release(&crlf);
	free(t);
	free(c);
}

/* A full disk (/dev/full behind the output's name) for the outputs a catalogue line cannot
 * name: a chart (its name must end in .svg/.png) and --trace-out's two files. Each fails
 * with one error naming the file and the reason, a hint, exit 1, and nothing of the other
 * file left: a trace whose list cannot be written goes too. A result printed on a full
 * stdout fails the command as well. */
static void test_full_disk_outputs(void **state)
{
	struct hrun r;
	(void)state;
	fresh_dir();
	assert_int_equal(symlink("/dev/full", in_dir(0, "p.svg")), 0);
	RUN(&r, "estimate", "--device", "v100", "--kernel", "kernels/saxpy2.json", "--block", "256",
	    "--grid", "100", "--param", "a=1", "--plot", in_dir(0, "p.svg"));
	if (have_gnuplot()) {
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "p.svg: error: cannot write output: No space left on "
				   "device\nhint: ");
	}
	unlink(in_dir(0, "p.svg"));
	assert_int_equal(symlink("/dev/full", in_dir(0, "kernelslist.g")), 0);
	RUN(&r, "extract", "--sass", "kernels/sass/vecadd.sm_80.sass", "--device", "a100", "--grid",
	    "4", "--block", "128", "--arg", "3=512", "--trace-out", dir, "-o", in_dir(1, "v.json"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "kernelslist.g: error: cannot write output: No space left on "
			   "device\nhint: ");
	assert_false(exists(in_dir(2, "kernel-1.traceg")));
	assert_false(exists(in_dir(1, "v.json")));
	assert_int_equal(count_entries(), 1);
	unlink(in_dir(0, "kernelslist.g"));
	assert_int_equal(symlink("/dev/full", in_dir(0, "kernel-1.traceg")), 0);
	RUN(&r, "extract", "--sass", "kernels/sass/vecadd.sm_80.sass", "--device", "a100", "--grid",
	    "4", "--block", "128", "--arg", "3=512", "--trace-out", dir, "-o", in_dir(1, "v.json"));
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "kernel-1.traceg: error: writing the trace failed: No space "
			   "left on device\nhint: check free disk space");
	assert_int_equal(count_entries(), 1);
	unlink(in_dir(0, "kernel-1.traceg"));
	rm_dir();
	{
		/* stdout on /dev/full: the child's stdout is /dev/null in RUN, so by hand */
		char cmd[2048];
		const char *bin = getenv("GPUPERF_BIN");
		int st;
		snprintf(cmd, sizeof(cmd), "%s estimate --device v100 --kernel kernels/saxpy2.json "
			 "--block 256 --grid 100 --param a=1 --json >/dev/full 2>/dev/null",
			 bin ? bin : "build/gpuperf");
		st = system(cmd);
		assert_true(WIFEXITED(st));
		assert_int_equal(WEXITSTATUS(st), 1);
	}
}

/* Names read from files echoed in notes, warnings and the text results go through the one
 * escaping rule (gp_diag_escape) like errors do: a function name with an ESC sequence in a
 * listing, a device's full name with one. Before, extract's summary line, --list, the
 * estimate/simulate headers and the occupancy, run, transfer and uvm headers printed them
 * raw. */
static void assert_no_control(const char *what, const char *text)
{
	for (const char *c = text; *c; c++)
		if ((unsigned char)*c < 0x20 && *c != '\n' && *c != '\t' && *c != '\r') {
			print_error("%s: control byte 0x%02x in: %s\n", what, (unsigned char)*c, text);
			fail();
		}
}

static void run_both(struct hrun *r, char *out, size_t n, const char *const *args)
{
	/* stdout as well: RUN gives the child /dev/null, so the output goes through -o - or
	 * a file the command names; here the shell-free way is a file in the scratch dir */
	char cmdline[4096];
	size_t k = 0;
	FILE *f;
	const char *bin = getenv("GPUPERF_BIN");
	k += (size_t)snprintf(cmdline + k, sizeof(cmdline) - k, "%s", bin ? bin : "build/gpuperf");
	for (int i = 0; args[i]; i++)
		k += (size_t)snprintf(cmdline + k, sizeof(cmdline) - k, " '%s'", args[i]);
	snprintf(cmdline + k, sizeof(cmdline) - k, " >%s 2>&1", in_dir(7, "both.txt"));
	r->status = system(cmdline);
	out[0] = '\0';
	if ((f = fopen(in_dir(7, "both.txt"), "r"))) {
		size_t got = fread(out, 1, n - 1, f);
		out[got] = '\0';
		fclose(f);
	}
}

static void test_file_names_escaped_in_notes(void **state)
{
	static char out[65536];
	struct hrun r;
	char *t, *at;
	FILE *f;
	(void)state;
	fresh_dir();
	/* the listing's function name gets ESC [31m: the .sass file and the descriptor from it */
	assert_non_null(t = slurp("kernels/sass/vecadd.sm_80.sass", NULL));
	assert_non_null(at = strstr(t, "_Z6vecaddPKfS0_Pfi"));
	assert_non_null(f = fopen(in_dir(0, "k.sass"), "w"));
	fprintf(f, "%.*s_Z6vecaddPKfS0_Pfi\x1b[31m%s", (int)(at - t), t, at + strlen("_Z6vecaddPKfS0_Pfi"));
	fclose(f);
	free(t);
	RUN(&r, "extract", "--sass", in_dir(0, "k.sass"), "--device", "a100", "-o", in_dir(1, "k.json"));
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "_Z6vecaddPKfS0_Pfi\\x1b[31m sm_80: 16 instructions");
	assert_no_control("extract", r.err);
	/* the device's full name gets ESC [2J */
	assert_non_null(t = slurp("devices/gtx970.json", NULL));
	assert_non_null(at = strstr(t, "\"NVIDIA GeForce GTX 970\""));
	assert_non_null(f = fopen(in_dir(2, "d.json"), "w"));
	fprintf(f, "%.*s\"NVIDIA GeForce GTX 970\\u001b[2J\"%s", (int)(at - t), t,
		at + strlen("\"NVIDIA GeForce GTX 970\""));
	fclose(f);
	free(t);
	{
		const char *const cases[][16] = {
			{ "extract", "--sass", in_dir(0, "k.sass"), "--device", "a100", "--list", NULL },
			{ "estimate", "--device", "a100", "--kernel", in_dir(1, "k.json"), "--block", "256",
			  "--grid", "10", NULL },
			{ "estimate", "--device", "a100,v100", "--kernel", in_dir(1, "k.json"), "--block",
			  "256", "--grid", "10", NULL },
			{ "simulate", "--device", "a100", "--kernel", in_dir(1, "k.json"), "--block", "256",
			  "--grid", "10", NULL },
			{ "occupancy", "--device", in_dir(2, "d.json"), "--regs", "32", "--smem", "0",
			  "--block", "256", NULL },
			{ "run", "models/saxpy_app.json", "--device", in_dir(2, "d.json"), NULL },
			{ "transfer", "--device", in_dir(2, "d.json"), "--bytes", "1M", "--dir", "htod", NULL },
			{ "uvm", "--device", in_dir(2, "d.json"), "--bytes", "1M", NULL },
			{ "estimate", "--device", in_dir(2, "d.json"), "--kernel", "kernels/saxpy2.json",
			  "--block", "256", "--grid", "10", "--param", "a=1", NULL },
		};
		for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
			run_both(&r, out, sizeof(out), cases[i]);
			assert_true(WIFEXITED(r.status) && WEXITSTATUS(r.status) == 0);
			assert_true(strstr(out, "\\x1b[31m") || strstr(out, "\\x1b[2J"));
			assert_no_control(cases[i][0], out);
		}
	}
	unlink(in_dir(7, "both.txt"));
	rm_dir();
}

/* A launch-bound model's listing, ptxas log and --init file are inputs: sweep -o and
 * calibrate -o naming one are refused before anything runs (a sweep whose points failed
 * wrote its CSV over the model's listing), and so is extract -o naming its --init file. */
static void test_launch_files_are_inputs(void **state)
{
	static const char *const keep[] = { "k.sass", "k.log", "in.bin" };
	char model[2048], *before[3];
	struct hrun r;
	FILE *f;
	(void)state;
	fresh_dir();
	copy_file("kernels/sass/gridstride.sm_80.sass", in_dir(0, "k.sass"));
	copy_file("kernels/sass/gridstride.sm_80.ptxas.log", in_dir(0, "k.log"));
	assert_non_null(f = fopen(in_dir(0, "in.bin"), "wb"));
	for (int i = 0; i < 16384; i++)
		fputc(i & 0xff, f);
	fclose(f);
	snprintf(model, sizeof(model), "{ \"name\": \"gs\", \"device\": \"a100\", \"variables\": "
		 "{ \"n\": { \"value\": 4096, \"type\": \"int\" } }, \"ops\": [ { \"op\": \"kernel\", "
		 "\"name\": \"scale\", \"sass\": \"k.sass\", \"ptxas\": \"k.log\", \"args\": "
		 "{ \"0\": \"4 * n\", \"1\": \"4 * n\", \"2\": 2.0, \"3\": \"n\" }, \"init\": "
		 "{ \"0\": \"file:in.bin\" }, \"grid\": \"16\", \"block\": \"256\" } ] }\n");
	assert_non_null(f = fopen(in_dir(0, "gs.json"), "w"));
	fputs(model, f);
	fclose(f);
	for (int i = 0; i < 3; i++)
		assert_non_null(before[i] = slurp(in_dir(0, keep[i]), NULL));
	for (int i = 0; i < 3; i++) {
		RUN(&r, "sweep", in_dir(0, "gs.json"), "-o", in_dir(1, keep[i]), "--vary", "n=1024,4096");
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "it would be overwritten\nhint: ");
		RUN(&r, "calibrate", in_dir(0, "gs.json"), "--against", "engine", "--vary", "n=4096",
		    "-o", in_dir(1, keep[i]));
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "it would be overwritten\nhint: ");
	}
	{
		char init[1200];
		snprintf(init, sizeof(init), "0=file:%s", in_dir(0, "in.bin"));
		RUN(&r, "extract", "--sass", in_dir(0, "k.sass"), "--device", "a100", "--grid", "16",
		    "--block", "256", "--arg", "2=2.0", "--arg", "3=4096", "--arg", "0=16384",
		    "--init", init, "-o", in_dir(1, "in.bin"));
		assert_int_equal(r.status, 1);
		tu_assert_contains(r.err, "'-o' the output is the input");
		assert_null(strstr(r.err, "emulated"));   /* refused before the run */
	}
	for (int i = 0; i < 3; i++) {
		size_t n;
		char *after = slurp(in_dir(0, keep[i]), &n);
		assert_non_null(after);
		assert_memory_equal(after, before[i], n);
		free(after);
		free(before[i]);
	}
	assert_int_equal(count_entries(), 4);
	rm_dir();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plot_names_are_data),
		cmocka_unit_test(test_outputs_are_never_inputs),
		cmocka_unit_test(test_planted_link_not_followed),
		cmocka_unit_test(test_stale_temporaries_removed),
		cmocka_unit_test(test_long_names_and_mode),
		cmocka_unit_test(test_devices_and_fifos_as_outputs),
		cmocka_unit_test(test_fifo_and_device_inputs),
		cmocka_unit_test(test_parsers_are_linear),
		cmocka_unit_test(test_parsers_read_only_len),
		cmocka_unit_test(test_engine_sm_bound),
		cmocka_unit_test(test_system_unknown_device),
		cmocka_unit_test(test_trace_report_all_or_nothing),
		cmocka_unit_test(test_control_bytes_escaped),
		cmocka_unit_test(test_signals_leave_no_temporary),
		cmocka_unit_test(test_trace_report_keeps_listed_traces),
		cmocka_unit_test(test_uvm_bound_up_front),
		cmocka_unit_test(test_vary_bound_up_front),
		cmocka_unit_test(test_device_link_loop_named),
		cmocka_unit_test(test_ptx_crlf_as_lf),
		cmocka_unit_test(test_full_disk_outputs),
		cmocka_unit_test(test_file_names_escaped_in_notes),
		cmocka_unit_test(test_launch_files_are_inputs),
	};
	assert_non_null(getcwd(root, sizeof(root)));
	return cmocka_run_group_tests(tests, NULL, NULL);
}
