/* test_emu_list.c - `gpuperf extract --sass F --list` marks the functions it refuses: on the
 * sm_90 differential listings, whose VIMNMX instructions CUDA 11.8's disassemblers print as
 * nothing (a PC gap), exactly the functions with a gap carry ", refused: PC gap or repeat",
 * and no other does. Which functions have a gap is found here from the listing's own text
 * (each function's instruction addresses, 16 bytes apart on sm_70+), and is also what the
 * listings are known to hold: the four min/max kernels of ops.cu and b_reduce_max of warp.cu. */
#include <ctype.h>
#include "testutil.h"

#define MARK ", refused: PC gap or repeat"
#define MAXF 128

struct fgap {
	char name[128];
	int gap;
};

/* The functions of a cuobjdump ("Function : NAME") or nvdisasm (".text.NAME:") listing and
 * whether their instruction addresses (the "/ *0x0a40* /" column) skip one. */
static int scan_gaps(const char *path, struct fgap *fs)
{
	FILE *f = fopen(path, "r");
	char line[1024];
	int n = 0, in_text = 0;
	long prev = -1;
	assert_non_null(f);
	while (fgets(line, sizeof(line), f)) {
		const char *p = line, *q;
		char name[128];
		while (*p == ' ' || *p == '\t')
			p++;
		if (sscanf(p, "Function : %127s", name) == 1 ||
		    (strncmp(p, ".text.", 6) == 0 && sscanf(p + 6, "%127[^:]:", name) == 1 &&
		     strchr(p, ':') && strchr(p, ':')[1] <= ' ')) {
			assert_true(n < MAXF);
			snprintf(fs[n].name, sizeof(fs[n].name), "%s", name);
			fs[n++].gap = 0;
			prev = -1;
			in_text = 1;
			continue;
		}
		if (strncmp(p, ".section", 8) == 0)
			in_text = 0;   /* nvdisasm: .nv.info and constant sections have addresses too */
		if (!in_text || strncmp(p, "/*", 2) != 0 || !isxdigit((unsigned char)p[2]))
			continue;
		for (q = p + 2; isxdigit((unsigned char)*q); q++)
			;
		if (strncmp(q, "*/", 2) != 0)
			continue;
		{
			long addr = strtol(p + 2, NULL, 16);
			const char *t = q + 2;
			while (*t == ' ' || *t == '\t')
				t++;
			if (!*t || *t == '\n' || *t == '.')
				continue;   /* an address with no instruction text, a directive */
			if (prev >= 0 && addr != prev + 16)
				fs[n - 1].gap = 1;
			prev = addr;
		}
	}
	fclose(f);
	return n;
}

/* --list on path: every function listed once, the mark on exactly the gapped ones, and those
 * are the names want (space-separated, in listing order). */
static void check_list(const char *path, const char *want)
{
	static struct fgap fs[MAXF];
	static struct tu_run r;
	char got[512] = "";
	int n = scan_gaps(path, fs), marked = 0;
	tu_gpuperf(&r, "extract --sass %s --list", path);
	assert_int_equal(r.status, 0);
	for (int i = 0; i < n; i++) {
		char key[160];
		const char *at, *eol;
		snprintf(key, sizeof(key), "%.127s ", fs[i].name);
		at = strstr(r.out, key);
		while (at && at != r.out && at[-1] != '\n')
			at = strstr(at + 1, key);
		if (!at)
			fail_msg("%s: %s is not listed:\n%s", path, fs[i].name, r.out);
		eol = strchr(at, '\n');
		assert_non_null(eol);
		{
			int has = 0;
			const char *m = strstr(at, MARK);
			has = m && m < eol;
			if (has != fs[i].gap)
				fail_msg("%s: %s %s the mark, its PCs %s a gap", path, fs[i].name,
					 has ? "has" : "lacks", fs[i].gap ? "have" : "have no");
			if (has) {
				marked++;
				size_t len = strlen(got);
				snprintf(got + len, sizeof(got) - len, " %.127s", fs[i].name);
			}
		}
	}
	/* one line per function, no more marks than the functions that have one */
	{
		int lines = 0, marks = 0;
		for (const char *p = r.out; (p = strchr(p, '\n')); p++)
			lines++;
		for (const char *p = r.out; (p = strstr(p, MARK)); p++)
			marks++;
		assert_int_equal(lines, n);
		assert_int_equal(marks, marked);
	}
	assert_string_equal(got, want);
}

static void ops_sm90(void **state)
{
	(void)state;
	/* 65 kernels; min/max are VIMNMX on sm_90 */
	check_list("tests/data/diff/ops.sm_90.nvdisasm.asm",
		   " _Z6d_smaxPKjPj _Z6d_uminPKjPj _Z6d_umaxPKjPj _Z6d_sminPKjPj");
}

static void warp_sm90(void **state)
{
	(void)state;
	check_list("tests/data/diff/warp.sm_90.sass", " _Z12b_reduce_maxPKjPj");
}

/* the same kernels on sm_80 have no gap: no mark */
static void ops_sm80(void **state)
{
	(void)state;
	check_list("tests/data/diff/ops.sm_80.nvdisasm.asm", "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(ops_sm90),
		cmocka_unit_test(warp_sm90),
		cmocka_unit_test(ops_sm80),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
