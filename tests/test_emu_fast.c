/* test_emu_fast.c - the emulator's whole-warp fast paths (emu_fast.c: shared LD/ST, FFMA/FADD/
 * FMUL, IADD3, ISETP, IMAD.WIDE) against its general path (emu_isa.c, emu_mem.c): every
 * kernel of the real listings in kernels/sass and tests/data/diff run twice, once with
 * gp_emu_launch.general_only, and everything the run gives compared to the bit: the output
 * buffers, the per-PC counts, the totals and classes, loops, the memory records and
 * footprints, and (in a second pair of runs) the trace, which makes the fast paths write every
 * lane's address. */
#include <dirent.h>
#include "testutil.h"
#include "emufix.h"

#define NT 128                 /* tests/data/diff: 2 blocks of 64, as test_emu_diff runs them */
#define BUF_BYTES (256 * 1024) /* kernels/sass: each pointer argument's buffer */

/* One run's outcome: the result (rc 0) or the refusal's message, its buffers, its trace. */
struct outcome {
	struct kfix k;
	int rc;
	char msg[600];
	uint8_t *buf[GP_EMU_MAX_ARGS];
	char *trace;
	size_t trace_len;
};

static uint8_t cbank2[65536];

/* Inputs the diff kernels read: 3 words per thread, the same pseudo-random words for both
 * runs (what they are does not matter here, only that both runs see them). */
static uint8_t diff_in[3 * NT * 8], diff_out[NT * 200 * 8], sass_init[BUF_BYTES];

static void fill(uint8_t *p, size_t n, uint64_t s)
{
	for (size_t i = 0; i < n; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		p[i] = (uint8_t)(s >> 24);
	}
}

/* kernels/sass: each pointer a buffer of floats in [1, 2) (FILE contents), ints 64 (n, sizes,
 * strides), floats 1.5; 2 blocks of 128 threads, 16 x 16 for the 2-D kernels (a name with
 * "matmul", "transpose", "jacobi", "stencil5", "sgemm" or "matrixmul") */
static void launch_sass(struct kfix *k)
{
	static const char *const two_d[] = { "matmul", "transpose", "jacobi", "stencil5", "sgemm",
					     "matrixmul" };
	int is2d = 0;
	for (size_t i = 0; i < sizeof(two_d) / sizeof(two_d[0]); i++)
		is2d |= strstr(k->fn->name, two_d[i]) != NULL;
	if (is2d)
		kdim(k, 2, 2, 16, 16);
	else
		kdim(k, 2, 1, 128, 1);
	for (int i = 0; i < k->l.nargs; i++) {
		struct gp_emu_arg *a = &k->l.args[i];
		if (a->is_pointer) {
			a->init = GP_EMU_INIT_FILE;
			a->init_data = sass_init;
			a->init_data_bytes = a->alloc_bytes = BUF_BYTES;
		} else {
			karg(k, i, a->is_float ? 1.5 : 64);
		}
	}
}

static void launch_diff(struct kfix *k)
{
	kdim(k, NT / 64, 1, 64, 1);
	k->l.args[0].init = k->l.args[1].init = GP_EMU_INIT_FILE;
	k->l.args[0].init_data = diff_in;
	k->l.args[0].init_data_bytes = k->l.args[0].alloc_bytes = sizeof(diff_in);
	k->l.args[1].init_data = diff_out;
	k->l.args[1].init_data_bytes = k->l.args[1].alloc_bytes = sizeof(diff_out);
}

/* Run fn of path one way (general_only, with a trace or not) into o. */
static void run_one(struct outcome *o, const char *path, const struct gp_sass_file *f,
		    const struct gp_sass_func *fn, int diff, int general_only, int trace)
{
	struct kfix *k = &o->k;
	FILE *tf = NULL;
	memset(o, 0, sizeof(*o));
	k->fn = fn;
	gp_emu_launch_init(&k->l);
	if (gp_emu_args_from_name(k->fn->name, &k->l, &k->d) < 0 ||
	    (diff && k->l.nargs != 2)) {
		o->rc = 1;   /* the same for both runs: compared as a refusal */
		snprintf(o->msg, sizeof(o->msg), "arguments: %s", k->d.msg);
		return;
	}
	if (gp_emu_cbank_load(path, k->fn->name, 2, cbank2, sizeof(cbank2), &k->l.cbank2_bytes,
			      &k->d) < 0)
		fail_msg("%s: %s", path, k->d.msg);
	k->l.cbank2 = k->l.cbank2_bytes ? cbank2 : NULL;
	k->l.file = f;
	if (diff)
		launch_diff(k);
	else
		launch_sass(k);
	k->l.general_only = general_only;
	if (trace) {
		assert_non_null(tf = open_memstream(&o->trace, &o->trace_len));
		k->l.trace = tf;
	}
	o->rc = gp_emu_run(k->fn, &k->l, &k->r, &k->d);
	if (tf)
		fclose(tf);
	if (o->rc < 0) {
		snprintf(o->msg, sizeof(o->msg), "%s", k->d.msg);
		return;
	}
	for (int i = 0; i < k->l.nargs; i++)
		if (k->l.args[i].is_pointer) {
			uint64_t n = k->l.args[i].alloc_bytes;
			assert_non_null(o->buf[i] = malloc(n ? n : 1));
			if (gp_emu_buffer_read(&k->r, &k->l, i, 0, n, o->buf[i], &k->d) < 0)
				fail_msg("%s", k->d.msg);
		}
}

static void outcome_release(struct outcome *o)
{
	for (int i = 0; i < GP_EMU_MAX_ARGS; i++)
		free(o->buf[i]);
	free(o->trace);
	if (o->rc == 0)
		gp_emu_result_release(&o->k.r);
}

/* Everything fast (a) and general (b) gave must agree. */
static void compare(const char *path, const char *name, const struct outcome *fo,
		    const struct outcome *go)
{
	const struct gp_emu_result *a = &fo->k.r, *b = &go->k.r;
	char what[512];
	if (fo->rc != go->rc || strcmp(fo->msg, go->msg))
		fail_msg("%s %s: fast paths %d '%s', general %d '%s'", path, name, fo->rc, fo->msg,
			 go->rc, go->msg);
	if (fo->rc)
		return;
	for (int i = 0; i < fo->k.l.nargs; i++)
		if (fo->buf[i] && memcmp(fo->buf[i], go->buf[i], fo->k.l.args[i].alloc_bytes)) {
			uint64_t j = 0;
			while (fo->buf[i][j] == go->buf[i][j])
				j++;
			fail_msg("%s %s: argument %d differs at byte %llu: 0x%02x vs 0x%02x", path,
				 name, i, (unsigned long long)j, fo->buf[i][j], go->buf[i][j]);
		}
	snprintf(what, sizeof(what), "%s %s", path, name);
	emu_result_same(what, "fast paths", "general", a, b);
}

/* Counts over the whole test, printed and checked at the end. */
static long kernels_run, kernels_refused, fast_insts;

/* Both ways for every function of listing path; a trace pair too when trace is set. */
static void listing(const char *path, int diff, int trace)
{
	struct gp_sass_file f;
	struct gp_diag d;
	gp_diag_clear(&d);
	if (gp_sass_load(path, &f, &d) < 0)
		fail_msg("%s: %s", path, d.msg);
	for (int i = 0; i < f.n; i++) {
		const struct gp_sass_func *fn = &f.funcs[i];
		struct outcome *fo, *go;
		if (fn->broken || fn->name[0] == '$' || strstr(fn->name, "__cuda_sm"))
			continue;   /* gaps (sm_90 VIMNMX), subroutines */
		assert_non_null(fo = calloc(1, sizeof(*fo)));
		assert_non_null(go = calloc(1, sizeof(*go)));
		run_one(fo, path, &f, fn, diff, 0, 0);
		run_one(go, path, &f, fn, diff, 1, 0);
		compare(path, fn->name, fo, go);
		if (fo->rc) {
			/* refused both ways, for what the inputs here are, not for an
			 * instruction: a C name (no argument types), a device function run
			 * as a kernel, sm_90's listing gap in a callee, indices and
			 * pointers read from the float buffers */
			static const char *const why[] = {
				"is not a mangled C++ name", "RET with no CALL to return to",
				"(sm_90): no instruction at PC", "(a misaligned address)",
				"declared 262144 bytes",
			};
			size_t w = 0;
			while (w < sizeof(why) / sizeof(why[0]) && !strstr(fo->msg, why[w]))
				w++;
			if (w == sizeof(why) / sizeof(why[0]))
				fail_msg("%s %s: %s", path, fn->name, fo->msg);
			kernels_refused++;
		} else {
			kernels_run++;
			fast_insts += (long)fo->k.r.warp_insts;
		}
		if (trace && fo->rc == 0) {
			outcome_release(fo);
			outcome_release(go);
			run_one(fo, path, &f, fn, diff, 0, 1);
			run_one(go, path, &f, fn, diff, 1, 1);
			compare(path, fn->name, fo, go);
			if (fo->trace_len != go->trace_len || memcmp(fo->trace, go->trace, fo->trace_len))
				fail_msg("%s %s: the traces differ (%zu and %zu bytes)", path, fn->name,
					 fo->trace_len, go->trace_len);
		}
		outcome_release(fo);
		outcome_release(go);
		free(fo);
		free(go);
	}
	gp_sass_file_release(&f);
}

static int has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && strcmp(s + n - m, suf) == 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every kernel of every listing in kernels/sass (sm_61 to sm_90), with traces. */
static void kernels_sass(void **state)
{
	DIR *dir = opendir("kernels/sass");
	struct dirent *de;
	char *names[512];
	int n = 0;
	(void)state;
	assert_non_null(dir);
	while ((de = readdir(dir)) && n < 512)
		if (has_suffix(de->d_name, ".sass") || has_suffix(de->d_name, ".nvdisasm.asm"))
			assert_non_null(names[n++] = strdup(de->d_name));
	closedir(dir);
	qsort(names, (size_t)n, sizeof(names[0]), cmp_str);
	fill(sass_init, sizeof(sass_init), 0x2545f4914f6cdd1dULL);
	/* floats in [1, 2): exponent 0x3f8, random mantissas */
	for (size_t i = 0; i + 4 <= sizeof(sass_init); i += 4) {
		uint32_t v;
		memcpy(&v, sass_init + i, 4);
		v = 0x3f800000u | (v & 0x7fffffu);
		memcpy(sass_init + i, &v, 4);
	}
	kernels_run = kernels_refused = fast_insts = 0;
	for (int i = 0; i < n; i++) {
		char path[600];
		snprintf(path, sizeof(path), "kernels/sass/%s", names[i]);
		listing(path, 0, 1);
		free(names[i]);
	}
	print_message("kernels/sass: %d listings, %ld kernels alike both ways (%ld warp "
		      "instructions), %ld refused alike\n", n, kernels_run, fast_insts,
		      kernels_refused);
	assert_true(n >= 100);
}

/* tests/data/diff: the ops, random and warp kernels on sm_61, sm_70, sm_80 and sm_90 */
static void diff_listings(void **state)
{
	static const int archs[] = { 61, 70, 80, 90 };
	static const char *const files[] = { "ops.sm_%d.nvdisasm.asm", "random.sm_%d.nvdisasm.asm",
					     "warp.sm_%d.sass" };
	(void)state;
	fill(diff_in, sizeof(diff_in), 0x9e3779b97f4a7c15ULL);
	fill(diff_out, sizeof(diff_out), 0x243f6a8885a308d3ULL);
	kernels_run = kernels_refused = fast_insts = 0;
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++)
		for (size_t f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
			char name[64], path[96];
			snprintf(name, sizeof(name), files[f], archs[a]);
			snprintf(path, sizeof(path), "tests/data/diff/%s", name);
			listing(path, 1, f == 2);
		}
	print_message("tests/data/diff: %ld kernels alike both ways (%ld warp instructions), "
		      "%ld refused alike\n", kernels_run, fast_insts, kernels_refused);
	/* 65 + 50 + 43 kernels a listing, sm_90's 5 VIMNMX kernels left out (broken) */
	assert_int_equal(kernels_run + kernels_refused, 4 * (65 + 50 + 43) - 5);
	assert_int_equal(kernels_refused, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(diff_listings),
		cmocka_unit_test(kernels_sass),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
