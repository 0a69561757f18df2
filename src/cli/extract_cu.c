/* extract_cu.c - 'gpuperf extract' from a .cu or a cubin in one command, and --all: every
 * kernel of a listing, for every architecture, one descriptor each. The CUDA tools run as
 * child processes (fork/exec with an argument vector, never a shell) in a private
 * temporary directory; the descriptors come from gp_extract_one, one call per kernel with the
 * options parsed once (cmd_extract_options). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "extract_cu.h"
#include "util.h"
#include "gpuperf/demangle.h"
#include "gpuperf/device.h"
#include "gpuperf/ptx.h"
#include "gpuperf/sass.h"

#define MAX_JOBS 256

static const char *cmd = "extract";

/* ==== Options ==== */

int gp_extract_workflow_wanted(const struct gp_extract_opts *p)
{
	return p->cu || p->cubin || p->all || p->narch > 1;
}

static int check_opts(const struct gp_extract_opts *w)
{
	const char *alone = w->list ? "--list" : w->trace ? "--trace" : w->explain ? "--explain" : NULL;
	if (alone)
		return gp_cli_usage(cmd, "%s does not combine with --cu, --cubin or --all", alone);
	if (!!w->cu + !!w->cubin + !!w->sass + !!w->ptx != 1)
		return gp_cli_usage(cmd, "give one input: --cu FILE.cu, --cubin FILE, --sass FILE or "
				    "--ptx FILE");
	if (!w->device)
		return gp_cli_usage(cmd, "--device is required (its latencies make the latency "
				    "bound)");
	if (w->keep && !w->cu)
		return gp_cli_usage(cmd, "--keep keeps what --cu builds: give --cu FILE.cu");
	if (w->ptxas && (w->cu || w->cubin))
		return gp_cli_usage(cmd, "--ptxas comes from the tools with --cu and --cubin");
	return 0;
}

/* ==== Running the CUDA tools ==== */

/* dir + "/" + name into out when it fits and is an executable file. */
static int try_tool(const char *dir, size_t dlen, const char *name, char *out, size_t sz)
{
	size_t nlen = strlen(name);
	if (dlen + 1 + nlen + 1 > sz)
		return 0;
	memcpy(out, dir, dlen);
	out[dlen] = '/';
	memcpy(out + dlen + 1, name, nlen + 1);
	return access(out, X_OK) == 0;
}

/* The tool's full path: next to `near` (may be NULL), else $CUDA_HOME/bin, else $PATH. */
static int find_tool(const char *name, const char *near, char *out, size_t sz)
{
	const char *home = getenv("CUDA_HOME"), *path = getenv("PATH");
	char dir[PATH_MAX];
	if (near && near[0]) {
		const char *slash = strrchr(near, '/');
		if (slash && try_tool(near, (size_t)(slash - near), name, out, sz))
			return 1;
	}
	if (home && *home) {
		int n = snprintf(dir, sizeof(dir), "%s/bin", home);
		if (n > 0 && (size_t)n < sizeof(dir) && try_tool(dir, (size_t)n, name, out, sz))
			return 1;
	}
	while (path && *path) {
		const char *end = strchr(path, ':');
		size_t len = end ? (size_t)(end - path) : strlen(path);
		if (len > 0 && try_tool(path, len, name, out, sz))
			return 1;
		path = end ? end + 1 : NULL;
	}
	out[0] = '\0';
	return 0;
}

/*
 * Run argv[0] (a full path) with its arguments, stdout to out_path and stderr to err_path
 * (NULL: /dev/null), in directory dir. Returns the exit status, or -1 when it could not
 * run or died on a signal.
 */
static int run_tool(char *const argv[], const char *dir, const char *out_path, const char *err_path)
{
	pid_t pid;
	int st;
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		int in = open("/dev/null", O_RDONLY);
		int out = open(out_path ? out_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0600);
		int err = open(err_path ? err_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0600);
		if (in < 0 || out < 0 || err < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0 ||
		    dup2(err, 2) < 0 || (dir && chdir(dir) < 0))
			_exit(127);
		execv(argv[0], argv);
		_exit(127);
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* "release 11.8" from a tool's --version, as 118; 0 when unknown. */
static int tool_release(const char *tool, const char *tmp)
{
	char out[PATH_MAX], buf[4096];
	char *argv[] = { (char *)tool, "--version", NULL };
	FILE *f;
	size_t n;
	const char *r;
	int major, minor;
	snprintf(out, sizeof(out), "%s/version.txt", tmp);
	if (run_tool(argv, NULL, out, NULL) != 0 || !(f = fopen(out, "r")))
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	buf[n] = '\0';
	fclose(f);
	unlink(out);
	if (!(r = strstr(buf, "release ")) || sscanf(r + 8, "%d.%d", &major, &minor) != 2)
		return 0;
	return major * 10 + minor;
}

/* The newest PTX ISA a CUDA release's ptxas reads (the PTX ISA release notes). */
static void ptx_isa_for(int release, char *out, size_t sz)
{
	int major = release / 10, minor = release % 10;
	if (major >= 13)
		snprintf(out, sz, "%d.%d", major - 4, minor);
	else if (major == 12)
		snprintf(out, sz, "8.%d", minor > 5 ? minor - 1 : minor);
	else if (major == 11)
		snprintf(out, sz, "7.%d", minor);
	else if (major == 10)
		snprintf(out, sz, "6.%d", 3 + minor);
	else
		snprintf(out, sz, "6.0");
}

/* Copy a PTX file with .version lowered to isa (when higher) and .target set to sm_X. */
static int retarget_ptx(const char *in, const char *out, const char *isa, int sm)
{
	FILE *fi = fopen(in, "r"), *fo;
	char line[4096];
	int ok = 1;
	if (!fi)
		return -1;
	if (!(fo = fopen(out, "w"))) {
		fclose(fi);
		return -1;
	}
	while (fgets(line, sizeof(line), fi)) {
		if (strncmp(line, ".version ", 9) == 0 && strtod(line + 9, NULL) > strtod(isa, NULL))
			ok = fprintf(fo, ".version %s\n", isa) > 0 && ok;
		else if (strncmp(line, ".target ", 8) == 0)
			ok = fprintf(fo, ".target sm_%d\n", sm) > 0 && ok;
		else
			ok = fputs(line, fo) >= 0 && ok;
	}
	fclose(fi);
	return fclose(fo) == 0 && ok ? 0 : -1;
}

struct tools {
	char nvcc[PATH_MAX], ptxas[PATH_MAX], dump[PATH_MAX], old_ptxas[PATH_MAX];
	int dump_is_nvdisasm;
	int nvcc_rel, dump_rel;
};

static void manual_steps(const struct gp_extract_opts *w, int sm)
{
	const char *src = w->cu ? w->cu : w->cubin;
	fprintf(stderr, "hint: the same by hand (CUDA toolkit: nvcc, ptxas, cuobjdump):\n");
	if (w->cu)
		fprintf(stderr, "  nvcc -arch=sm_%d -cubin -Xptxas -v -o k.cubin %s 2> k.ptxas.log\n"
			"  cuobjdump -sass k.cubin > k.sass\n", sm, src);
	else
		fprintf(stderr, "  cuobjdump -sass %s > k.sass\n  cuobjdump -res-usage %s > "
			"k.ptxas.log\n", src, src);
	fprintf(stderr, "  gpuperf extract --sass k.sass --ptxas k.ptxas.log --device %s --all -o "
		"DIR\n  (a toolkit too new for your cuobjdump: nvcc -arch=compute_75 -ptx, set the "
		"PTX's .version to what the older ptxas reads and .target to sm_%d, then that "
		"ptxas -v and its cuobjdump; kernels/sass/gen.sh does this)\n", w->device, sm);
}

/* Where a cuobjdump comes from: a package of its own in NVIDIA's repository, part of the
 * toolkit package in Debian's. */
static void dump_package_hint(void)
{
	fprintf(stderr, "hint: cuobjdump is packaged as cuda-cuobjdump-X-Y in NVIDIA's CUDA "
		"repository (e.g. cuda-cuobjdump-12-8 for CUDA 12.8; nvdisasm: cuda-nvdisasm-X-Y) and "
		"in Debian 12's nvidia-cuda-toolkit (section non-free, CUDA 11.8); or point "
		"$CUDA_HOME at a toolkit that has bin/cuobjdump\n");
}

/*
 * The disassembler for the targets: the first cuobjdump (then nvdisasm, for --cu) next to
 * nvcc, in $CUDA_HOME/bin or on $PATH whose release prints every instruction of the newest
 * target (gp_sass_disasm_release: CUDA 11.8's leaves some sm_90 ones blank); else the newest
 * found. 1 when one is found.
 */
static int find_dumper(const struct gp_extract_opts *w, struct tools *t, const char *tmp)
{
	static const char *const names[] = { "cuobjdump", "nvdisasm" };
	const char *home = getenv("CUDA_HOME"), *path = getenv("PATH");
	char dirs[64][PATH_MAX], cand[PATH_MAX];
	int ndirs = 0, need = 0, best_rel = -1;
	for (int i = 0; i < (w->narch ? w->narch : 0); i++)
		if (gp_sass_disasm_release(w->arch[i]) > need)
			need = gp_sass_disasm_release(w->arch[i]);
	if (t->nvcc[0] && strrchr(t->nvcc, '/'))
		snprintf(dirs[ndirs++], PATH_MAX, "%.*s", (int)(strrchr(t->nvcc, '/') - t->nvcc),
			 t->nvcc);
	if (home && *home)
		snprintf(dirs[ndirs++], PATH_MAX, "%s/bin", home);
	while (path && *path && ndirs < 64) {
		const char *end = strchr(path, ':');
		size_t len = end ? (size_t)(end - path) : strlen(path);
		if (len > 0 && len < PATH_MAX)
			snprintf(dirs[ndirs++], PATH_MAX, "%.*s", (int)len, path);
		path = end ? end + 1 : NULL;
	}
	for (int n = 0; n < (w->cu ? 2 : 1); n++)
		for (int i = 0; i < ndirs; i++) {
			int rel;
			if (!try_tool(dirs[i], strlen(dirs[i]), names[n], cand, sizeof(cand)))
				continue;
			rel = tool_release(cand, tmp);
			if (rel > best_rel) {
				snprintf(t->dump, sizeof(t->dump), "%s", cand);
				t->dump_is_nvdisasm = n == 1;
				t->dump_rel = rel;
				best_rel = rel;
			}
			if (rel >= need)
				return 1;
		}
	if (best_rel >= 0 && need && t->dump_rel < need)
		fprintf(stderr, "gpuperf extract: warning: %s is CUDA %d.%d; sm_%d listings need "
			"CUDA %d.%d or newer to show every instruction (listings with gaps are "
			"refused)\n", gp_cli_esc(t->dump), t->dump_rel / 10, t->dump_rel % 10,
			w->arch[w->narch - 1], need / 10, need % 10);
	return best_rel >= 0;
}

static int find_tools(const struct gp_extract_opts *w, struct tools *t, const char *tmp, int sm)
{
	int have_dump;
	memset(t, 0, sizeof(*t));
	if (w->cu)
		find_tool("nvcc", NULL, t->nvcc, sizeof(t->nvcc));
	have_dump = find_dumper(w, t, tmp);
	if (w->cu) {
		int have_nvcc = find_tool("nvcc", NULL, t->nvcc, sizeof(t->nvcc));
		int have_ptxas = find_tool("ptxas", NULL, t->ptxas, sizeof(t->ptxas));
		if (!have_nvcc || !have_ptxas || !have_dump) {
			fprintf(stderr, "gpuperf extract: error: --cu needs nvcc, ptxas and cuobjdump "
				"(or nvdisasm); not found:%s%s%s (looked in $CUDA_HOME/bin and $PATH)\n",
				have_nvcc ? "" : " nvcc", have_ptxas ? "" : " ptxas",
				have_dump ? "" : " cuobjdump nvdisasm");
			if (!have_dump)
				dump_package_hint();
			manual_steps(w, sm);
			return GP_EXIT_ERROR;
		}
		t->nvcc_rel = tool_release(t->nvcc, tmp);
		/* an older dumper cannot read a newer toolkit's cubins: its own ptxas builds them */
		find_tool("ptxas", t->dump, t->old_ptxas, sizeof(t->old_ptxas));
	} else if (!have_dump) {
		fprintf(stderr, "gpuperf extract: error: --cubin needs cuobjdump; not found (looked "
			"in $CUDA_HOME/bin and $PATH)\n");
		dump_package_hint();
		manual_steps(w, sm);
		return GP_EXIT_ERROR;
	}
	return 0;
}

static void show_failure(const char *what, const char *err_path)
{
	char buf[2048];
	FILE *f = fopen(err_path, "r");
	size_t n = 0;
	if (f) {
		n = fread(buf, 1, sizeof(buf) - 1, f);
		fclose(f);
	}
	buf[n] = '\0';
	fprintf(stderr, "gpuperf extract: error: %s failed%s%s", what, n ? ":\n" : "\n", buf);
	if (n && buf[n - 1] != '\n')
		fputc('\n', stderr);
}

/* Dump the SASS of cubin into sass_out; 0 or -1 (reasons in err). */
static int dump_sass(const struct tools *t, const char *cubin, const char *sass_out, const char *err)
{
	char *argv[] = { (char *)t->dump, t->dump_is_nvdisasm ? "-c" : "-sass", (char *)cubin, NULL };
	return run_tool(argv, NULL, sass_out, err) == 0 ? 0 : -1;
}

/*
 * One architecture from a .cu: <tmp>/k.sm_X.sass and <tmp>/k.sm_X.ptxas.log. Direct
 * (nvcc -cubin, then the dumper) when the toolkit is not newer than the dumper; else,
 * or when that fails, the PTX route through the dumper's own ptxas.
 */
static int build_cu(const struct gp_extract_opts *w, const struct tools *t, const char *tmp, const char *cu_abs,
		    int sm, char *sass, char *log, size_t sz)
{
	char cubin[PATH_MAX], ptx[PATH_MAX], ptx2[PATH_MAX], err[PATH_MAX], arch[32], isa[16];
	int direct = !(t->nvcc_rel && t->dump_rel && t->nvcc_rel > t->dump_rel);

	snprintf(sass, sz, "%s/k.sm_%d.sass", tmp, sm);
	snprintf(log, sz, "%s/k.sm_%d.ptxas.log", tmp, sm);
	snprintf(cubin, sizeof(cubin), "%s/k.sm_%d.cubin", tmp, sm);
	snprintf(err, sizeof(err), "%s/err.txt", tmp);
	if (direct) {
		char *argv[] = { (char *)t->nvcc, arch, "-cubin", "-Xptxas", "-v", "-o", cubin,
				 (char *)cu_abs, NULL };
		snprintf(arch, sizeof(arch), "-arch=sm_%d", sm);
		if (run_tool(argv, tmp, NULL, log) == 0 && dump_sass(t, cubin, sass, err) == 0)
			return 0;
		fprintf(stderr, "gpuperf extract: note: nvcc -cubin + %s failed for sm_%d; trying "
			"the PTX route\n", gp_cli_esc(t->dump), sm);
	}
	if (!t->old_ptxas[0]) {
		fprintf(stderr, "gpuperf extract: error: no ptxas next to %s for the PTX route\n",
			gp_cli_esc(t->dump));
		manual_steps(w, sm);
		return -1;
	}
	snprintf(ptx, sizeof(ptx), "%s/k.ptx", tmp);
	snprintf(ptx2, sizeof(ptx2), "%s/k.sm_%d.ptx", tmp, sm);
	{
		/* the lowest virtual architecture a current nvcc still writes, or the target's */
		char *argv[] = { (char *)t->nvcc, arch, "-ptx", "-o", ptx, (char *)cu_abs, NULL };
		snprintf(arch, sizeof(arch), "-arch=compute_%d", sm < 75 ? 75 : sm);
		if (run_tool(argv, tmp, NULL, err) != 0) {
			show_failure("nvcc -ptx", err);
			return -1;
		}
	}
	ptx_isa_for(t->dump_rel, isa, sizeof(isa));
	if (retarget_ptx(ptx, ptx2, isa, sm) < 0) {
		fprintf(stderr, "gpuperf extract: error: cannot write %s\n", ptx2);
		return -1;
	}
	{
		char *argv[] = { (char *)t->old_ptxas, arch, "-v", ptx2, "-o", cubin, NULL };
		snprintf(arch, sizeof(arch), "-arch=sm_%d", sm);
		if (run_tool(argv, tmp, NULL, log) != 0) {
			show_failure(t->old_ptxas, log);
			manual_steps(w, sm);
			return -1;
		}
	}
	if (dump_sass(t, cubin, sass, err) < 0) {
		show_failure(t->dump, err);
		return -1;
	}
	fprintf(stderr, "gpuperf extract: note: sm_%d built through PTX ISA %s with %s (nvcc "
		"%d.%d is newer than %s %d.%d)\n", sm, isa, t->old_ptxas, t->nvcc_rel / 10,
		t->nvcc_rel % 10, gp_cli_esc(t->dump), t->dump_rel / 10, t->dump_rel % 10);
	return 0;
}

static int build_cubin(const struct gp_extract_opts *w, const struct tools *t, const char *tmp, char *sass,
		       char *log, size_t sz)
{
	char err[PATH_MAX];
	char *argv[] = { (char *)t->dump, "-res-usage", (char *)w->cubin, NULL };
	snprintf(sass, sz, "%s/k.sass", tmp);
	snprintf(log, sz, "%s/k.res-usage.txt", tmp);
	snprintf(err, sizeof(err), "%s/err.txt", tmp);
	if (dump_sass(t, w->cubin, sass, err) < 0) {
		show_failure("cuobjdump -sass", err);
		return -1;
	}
	if (run_tool(argv, NULL, log, err) != 0) {
		fprintf(stderr, "gpuperf extract: warning: cuobjdump -res-usage failed: registers "
			"unknown\n");
		log[0] = '\0';
	}
	return 0;
}

/* ==== One descriptor per kernel per architecture ==== */

/* The kernel's name as written in the source, from its demangled form: without the return
 * type, namespaces and parameters; with template arguments when keep_templates, each run
 * of other characters made one '_' ("void ns::vecAdd<float>(float*)" -> "vecAdd" or
 * "vecAdd_float"). */
static void source_name(const char *display, int keep_templates, char *out, size_t sz)
{
	const char *p, *start = display;
	size_t j = 0;
	int depth = 0;
	for (p = display; *p && !(depth == 0 && *p == '('); p++) {
		if (*p == '<')
			depth++;
		else if (*p == '>' && depth > 0)
			depth--;
		else if (depth == 0 && *p == ' ')
			start = p + 1;
		else if (depth == 0 && *p == ':' && p[1] == ':')
			start = p + 2;
	}
	depth = 0;
	for (const char *q = start; q < p && j + 1 < sz; q++) {
		int ident = (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
			    (*q >= '0' && *q <= '9') || *q == '_';
		if (*q == '<')
			depth++;
		if (depth == 0 || keep_templates) {
			if (ident)
				out[j++] = *q;
			else if (j > 0 && out[j - 1] != '_')
				out[j++] = '_';
		}
		if (*q == '>' && depth > 0)
			depth--;
	}
	while (j > 0 && out[j - 1] == '_')
		j--;
	out[j] = '\0';
}

/* A file name for a kernel: its source name ("vecAdd"); with template arguments when
 * another kernel of the listing for the same architecture has that name
 * ("vecAdd_float"); the mangled name when that is still ambiguous (overloads). */
static void stem_of(const struct gp_sass_file *f, const struct gp_sass_func *fn, char *out,
		    size_t sz)
{
	char other[256];
	const char *disp = fn->display_name[0] ? fn->display_name : fn->name;
	for (int level = 0; level < 2; level++) {
		int clash = 0;
		source_name(disp, level, out, sz);
		for (int i = 0; i < f->n && out[0]; i++) {
			const struct gp_sass_func *g = &f->funcs[i];
			if (g == fn || g->sm != fn->sm || strcmp(g->name, fn->name) == 0)
				continue;
			source_name(g->display_name[0] ? g->display_name : g->name, level, other,
				    sizeof(other));
			clash |= strcmp(other, out) == 0;
		}
		if (out[0] && !clash)
			return;
	}
	snprintf(out, sz, "%.*s", (int)sz - 1, fn->name);
}

struct job {
	const struct gp_sass_func *fn;
	const char *listing, *log, *cubin;   /* cubin: its parameter table, may be NULL */
	int is_ptx, sm;
};

static int run_job(const struct gp_extract_opts *w, const struct job *j, const char *outp)
{
	static struct gp_extract_opts one;
	one = *w;   /* every other option applies to each kernel as given */
	one.cu = one.cubin = NULL;
	one.all = 0;
	one.sass = j->is_ptx ? NULL : j->listing;
	one.ptx = j->is_ptx ? j->listing : NULL;
	one.ptxas = j->log && j->log[0] ? j->log : NULL;
	one.func = j->fn->name;
	one.narch = j->fn->sm ? 1 : 0;
	one.arch[0] = j->fn->sm;
	one.outp = outp;
	one.emu.cubin = j->cubin;
	return gp_extract_one(&one);
}

/* Add the kernels of one listing that match --function and the architecture (0: any). */
static int select_kernels(const struct gp_extract_opts *w, const struct gp_sass_file *f, const char *listing,
			  const char *log, const char *cubin, int is_ptx, int sm, struct job *jobs,
			  int *njobs)
{
	int before = *njobs;
	for (int i = 0; i < f->n; i++) {
		const struct gp_sass_func *fn = &f->funcs[i];
		if (w->func && !gp_demangle_matches(fn->name, fn->display_name, w->func))
			continue;
		if (sm && fn->sm && fn->sm != sm)
			continue;
		if (*njobs == MAX_JOBS) {
			fprintf(stderr, "gpuperf extract: error: more than %d kernels\n", MAX_JOBS);
			return GP_EXIT_ERROR;
		}
		jobs[(*njobs)++] = (struct job){ fn, listing, log, cubin, is_ptx, fn->sm ? fn->sm : sm };
	}
	if (*njobs == before) {
		char for_sm[24] = "";
		if (sm)
			snprintf(for_sm, sizeof(for_sm), " for sm_%d", sm);
		fprintf(stderr, "%s: error: no kernel%s%s%s in the listing\n", gp_cli_esc(listing),
			w->func ? " named " : "", gp_cli_esc(w->func ? w->func : ""), for_sm);
		if (sm)
			fprintf(stderr, "hint: the listing holds code for other architectures; "
				"'gpuperf extract --sass %s --list' shows them\n", gp_cli_esc(listing));
		else
			fprintf(stderr, "hint: 'gpuperf extract --sass %s --list' shows its kernels\n",
				gp_cli_esc(listing));
		return GP_EXIT_ERROR;
	}
	return 0;
}

/* The temporary directory is private (mkdtemp): everything in it is this run's. */
static void remove_tmp(const char *tmp)
{
	DIR *dp = opendir(tmp);
	struct dirent *e;
	char p[PATH_MAX + 256];
	if (dp) {
		while ((e = readdir(dp)))
			if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
				snprintf(p, sizeof(p), "%s/%s", tmp, e->d_name);
				unlink(p);
			}
		closedir(dp);
	}
	rmdir(tmp);
}

/* --keep DIR: the file built at path copied to DIR/name (atomically, never over an input),
 * and path made the copy's, so the descriptors record a listing that stays. 0 or -1 (error
 * printed). */
static int keep_file(const struct gp_extract_opts *w, char *path, size_t n, const char *name)
{
	char out[PATH_MAX], *text;
	const char *in[] = { w->cu, w->cubin };
	struct gp_atomic a;
	struct gp_diag d;
	size_t len = 0;
	struct stat st;
	gp_diag_clear(&d);
	if (stat(w->keep, &st) != 0 && mkdir(w->keep, 0777) != 0) {
		fprintf(stderr, "error: '--keep' %s: cannot create the directory: %s\n", gp_cli_esc(w->keep),
			strerror(errno));
		return -1;
	}
	if ((size_t)snprintf(out, sizeof(out), "%s/%s", w->keep, name) >= sizeof(out) ||
	    strlen(out) >= n) {
		fprintf(stderr, "error: '--keep' %s: the path is too long\n", gp_cli_esc(w->keep));
		return -1;
	}
	if (!(text = gp_read_file(path, 0, &len, &d)) || gp_output_check(out, in, 2, &d) < 0 ||
	    gp_atomic_open(&a, out, &d) < 0) {
		free(text);
		gp_diag_field(&d, "--keep");
		gp_cli_fail(&d);
		return -1;
	}
	if (fwrite(text, 1, len, a.f) != len) {
		gp_atomic_abort(&a);
		free(text);
		fprintf(stderr, "error: '--keep' %s: write failed\nhint: check the disk\n", gp_cli_esc(out));
		return -1;
	}
	free(text);
	if (gp_atomic_commit(&a, &d) < 0)
		return gp_cli_fail(&d), -1;
	if (gp_path_absolute(NULL, out, path, n) < 0)
		snprintf(path, n, "%s", out);
	return 0;
}

/* keep_file for what --cu built for sm: DIR/<the .cu's stem>.sm_XY.<ext>. */
static int keep_built(const struct gp_extract_opts *w, int sm, const char *ext, char *path)
{
	char stem[256], name[300];
	const char *b = strrchr(w->cu, '/');
	snprintf(stem, sizeof(stem), "%s", b ? b + 1 : w->cu);
	if (strrchr(stem, '.'))
		*strrchr(stem, '.') = '\0';
	snprintf(name, sizeof(name), "%s.sm_%d.%s", stem, sm, ext);
	return keep_file(w, path, PATH_MAX, name);
}

int gp_extract_workflow(const struct gp_extract_opts *opts)
{
	static struct gp_extract_opts w;
	static struct gp_sass_file files[GP_EXTRACT_MAX_ARCHS];
	static struct job jobs[MAX_JOBS];
	static char sass[GP_EXTRACT_MAX_ARCHS][PATH_MAX], log[GP_EXTRACT_MAX_ARCHS][PATH_MAX];
	static char cubin[GP_EXTRACT_MAX_ARCHS][PATH_MAX];   /* parameter tables */
	struct gp_device dev;
	struct gp_diag d;
	char tmp[PATH_MAX] = "", cu_abs[PATH_MAX];
	int rc, nfiles = 0, njobs = 0, dir_mode, failed = 0, dev_sm;
	struct tools t;
	struct gp_outset set;

	w = *opts;
	gp_outset_init(&set);
	w.outs = &set;
	memset(files, 0, sizeof(files));
	memset(cubin, 0, sizeof(cubin));
	if ((rc = check_opts(&w)))
		return rc;
	/* the .cu being built names the kernel's arguments for --arg and --init */
	if (w.cu && !w.emu.source)
		w.emu.source = w.cu;
	if ((rc = gp_cli_load_device(w.device, &dev)))
		return rc;
	dev_sm = dev.cc_major * 10 + dev.cc_minor;
	if (w.cu && w.narch == 0)
		w.arch[w.narch++] = dev_sm;   /* the device's own architecture */
	if (w.cu || w.cubin) {
		const char *base = getenv("TMPDIR");
		snprintf(tmp, sizeof(tmp), "%s/gpuperf-extract.XXXXXX", base && *base ? base : "/tmp");
		if (!mkdtemp(tmp)) {
			fprintf(stderr, "gpuperf extract: error: cannot create a temporary directory "
				"%s: %s\n", tmp, strerror(errno));
			return GP_EXIT_ERROR;
		}
		if ((rc = find_tools(&w, &t, tmp, w.narch ? w.arch[0] : dev_sm)))
			goto out;
		rc = GP_EXIT_ERROR;
		if (w.cu && gp_path_absolute(NULL, w.cu, cu_abs, sizeof(cu_abs)) < 0) {
			fprintf(stderr, "%s: error: cannot open: %s\n", gp_cli_esc(w.cu), strerror(errno));
			goto out;
		}
		if (w.cu) {
			for (int i = 0; i < w.narch; i++, nfiles++) {
				if (build_cu(&w, &t, tmp, cu_abs, w.arch[i], sass[i], log[i],
					     PATH_MAX) < 0)
					goto out;
				snprintf(cubin[i], PATH_MAX, "%s/k.sm_%d.cubin", tmp, w.arch[i]);
				/* the cubin: an extern "C" kernel's parameter table */
				if (w.keep && (keep_built(&w, w.arch[i], "sass", sass[i]) < 0 ||
					       keep_built(&w, w.arch[i], "ptxas.log", log[i]) < 0 ||
					       keep_built(&w, w.arch[i], "cubin", cubin[i]) < 0))
					goto out;
			}
		} else {
			if (build_cubin(&w, &t, tmp, sass[0], log[0], PATH_MAX) < 0)
				goto out;
			snprintf(cubin[0], PATH_MAX, "%s", w.cubin);
			nfiles = 1;
		}
	} else {
		snprintf(sass[0], PATH_MAX, "%s", w.sass ? w.sass : w.ptx);
		snprintf(log[0], PATH_MAX, "%s", w.ptxas ? w.ptxas : "");
		nfiles = 1;
	}
	rc = GP_EXIT_ERROR;
	for (int i = 0; i < nfiles; i++) {
		gp_diag_clear(&d);
		if ((w.ptx ? gp_ptx_load(sass[i], &files[i], &d) : gp_sass_load(sass[i], &files[i], &d))
		    < 0) {
			gp_cli_fail(&d);
			goto out;
		}
		if (w.cu) {
			if ((rc = select_kernels(&w, &files[i], sass[i], log[i], cubin[i], 0,
						 w.arch[i], jobs, &njobs)))
				goto out;
		} else if (w.narch == 0) {
			if ((rc = select_kernels(&w, &files[i], sass[i], log[i],
						 cubin[i][0] ? cubin[i] : NULL, !!w.ptx, 0, jobs,
						 &njobs)))
				goto out;
		} else {
			for (int a = 0; a < w.narch; a++)
				if ((rc = select_kernels(&w, &files[i], sass[i], log[i],
							 cubin[i][0] ? cubin[i] : NULL, !!w.ptx,
							 w.arch[a], jobs, &njobs)))
					goto out;
		}
	}
	rc = GP_EXIT_ERROR;
	dir_mode = w.all || njobs > 1;
	if (njobs > 1 && !w.all) {
		fprintf(stderr, "gpuperf extract: error: %d kernels match%s%s:", njobs,
			w.func ? " " : "", w.func ? w.func : "");
		for (int i = 0; i < njobs && i < 8; i++)
			fprintf(stderr, " %s (sm_%d)", gp_cli_esc(jobs[i].fn->name), jobs[i].sm);
		fprintf(stderr, "\nhint: --all -o DIR writes one descriptor each; or pick one with "
			"--function NAME and --arch sm_XY\n");
		goto out;
	}
	if (dir_mode) {
		struct stat st;
		if (!w.outp) {
			rc = gp_cli_usage(cmd, "--all writes one file per kernel: give -o DIR");
			goto out;
		}
		if (stat(w.outp, &st) != 0 && gp_outset_mkdir(&set, w.outp, &d) < 0) {
			gp_diag_hint(&d, "-o with --all names a directory whose parent exists and is "
				     "writable");
			gp_cli_fail(&d);
			goto out;
		}
		if (stat(w.outp, &st) != 0 || !S_ISDIR(st.st_mode)) {
			fprintf(stderr, "%s: error: -o with --all must be a directory\n", gp_cli_esc(w.outp));
			fputs("hint: --all writes DIR/NAME.sm_XY.json per kernel: give -o a directory "
			      "(made when missing), or drop --all and pick one kernel with --function\n",
			      stderr);
			goto out;
		}
	}
	for (int i = 0; i < njobs; i++) {
		char outp[PATH_MAX], stem[200];
		const struct gp_sass_file *f = NULL;
		for (int k = 0; k < nfiles && !f; k++)
			if (jobs[i].listing == sass[k])
				f = &files[k];
		if (dir_mode) {
			stem_of(f, jobs[i].fn, stem, sizeof(stem));
			if (jobs[i].sm)
				snprintf(outp, sizeof(outp), "%s/%s.sm_%d.json", w.outp, stem, jobs[i].sm);
			else
				snprintf(outp, sizeof(outp), "%s/%s.json", w.outp, stem);
		}
		if (run_job(&w, &jobs[i], dir_mode ? outp : w.outp) != GP_EXIT_OK)
			failed++;
	}
	/* every kernel's outputs or none (util.h, gp_outset) */
	gp_diag_clear(&d);
	if (failed) {
		fprintf(stderr, "gpuperf extract: error: %d of %d kernel(s) failed (above): no "
			"descriptor written\nhint: fix those, or pick the others with --function\n",
			failed, njobs);
	} else if (gp_outset_commit(&set, &d) < 0) {
		gp_cli_fail(&d);
		failed = 1;
	} else if (dir_mode) {
		fprintf(stderr, "gpuperf extract: %d descriptor(s) in %s\n", njobs, gp_cli_esc(w.outp));
	}
	rc = failed ? GP_EXIT_ERROR : GP_EXIT_OK;
out:
	gp_outset_abort(&set);   /* nothing left to remove after a commit */
	for (int i = 0; i < GP_EXTRACT_MAX_ARCHS; i++)
		gp_sass_file_release(&files[i]);
	if (tmp[0])
		remove_tmp(tmp);
	return rc;
}
