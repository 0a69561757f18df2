/* test_badinput.c - the bad-input catalogue (tests/badinput.tsv): every case must exit with its
 * status and print its message, and never crash or hang.
 *
 * Each line: STATUS <TAB> MESSAGE <TAB> ARGUMENTS. In ARGUMENTS:
 *   <<dev:FROM|TO>>   a copy of devices/gtx970.json with the first FROM replaced by TO
 *   <<ker:FROM|TO>>   the same from kernels/saxpy2.json
 *   <<kerprog:JSON>>  kernels/saxpy2.json with its "program" object replaced by JSON (empty:
 *                     the key removed), so that no key appears twice
 *   <<file:TEXT>>     a file holding TEXT (\n, \t, \r, \xHH escapes)
 *   <<bytes:N:HH>>    a file of N bytes 0xHH
 *   <<sparse:N>>      a sparse file of N bytes (for size limits)
 *   <<nest:N:OPEN:CLOSE:MIDDLE>> OPEN x N, MIDDLE, CLOSE x N (deep nesting)
 * Lines starting with '#' are comments. */
#include <ctype.h>
#include <signal.h>

#include "testutil.h"
#include "util.h"

#define MAX_CASES 1024

struct bad_case {
	int line;
	int status;
	char msg[512];
	char args[4096];
};

static struct bad_case cases[MAX_CASES];
static int ncases;
static int tmpno;

static char *read_all(const char *path)
{
	struct gp_diag d;
	char *t = gp_read_file(path, 0, NULL, &d);
	assert_non_null(t);
	return t;
}

static void unescape(const char *in, size_t n, char *out, size_t *outlen)
{
	size_t j = 0;
	for (size_t i = 0; i < n; i++) {
		if (in[i] == '\\' && i + 1 < n) {
			char c = in[++i];
			if (c == 'n')
				out[j++] = '\n';
			else if (c == 't')
				out[j++] = '\t';
			else if (c == 'r')
				out[j++] = '\r';
			else if (c == 'x' && i + 2 < n) {
				char hex[3] = { in[i + 1], in[i + 2], 0 };
				out[j++] = (char)strtol(hex, NULL, 16);
				i += 2;
			} else
				out[j++] = c;
		} else {
			out[j++] = in[i];
		}
	}
	*outlen = j;
}

static const char *write_tmp(const char *data, size_t n)
{
	static char path[8][128];
	char *p = path[tmpno % 8];
	FILE *f;
	snprintf(p, 128, "/tmp/gp_bad_%d_%d.json", (int)getpid(), tmpno++);
	f = fopen(p, "wb");
	assert_non_null(f);
	fwrite(data, 1, n, f);
	fclose(f);
	return p;
}

static const char *edited(const char *base, const char *spec, size_t n)
{
	char from[1024], to[1024], *text, *out, *at;
	const char *bar = memchr(spec, '|', n);
	size_t fl, tl, olen;
	assert_non_null(bar);
	unescape(spec, (size_t)(bar - spec), from, &fl);
	unescape(bar + 1, n - (size_t)(bar - spec) - 1, to, &tl);
	from[fl] = to[tl] = '\0';
	text = read_all(base);
	at = strstr(text, from);
	if (!at) {
		print_error("catalogue: '%s' not found in %s\n", from, base);
		free(text);
		fail();
	}
	olen = strlen(text) - fl + tl;
	out = malloc(olen + 1);
	memcpy(out, text, (size_t)(at - text));
	memcpy(out + (at - text), to, tl);
	strcpy(out + (at - text) + tl, at + fl);
	free(text);
	{
		const char *p = write_tmp(out, olen);
		free(out);
		return p;
	}
}

/* kernels/saxpy2.json with the value of "program" (an object, no braces inside strings)
 * replaced by the JSON of spec; an empty spec removes the member. */
static const char *kerprog(const char *spec, size_t n)
{
	char *text = read_all("kernels/saxpy2.json"), *at, *e, *out, json[4096];
	size_t jl, olen;
	int depth = 0;
	unescape(spec, n, json, &jl);
	json[jl] = '\0';
	at = strstr(text, "\"program\": {");
	assert_non_null(at);
	for (e = strchr(at, '{'); *e; e++) {
		depth += *e == '{';
		depth -= *e == '}';
		if (depth == 0)
			break;
	}
	e++;
	if (!jl) {                  /* drop the member and its comma */
		while (*e == ',' || *e == ' ' || *e == '\n')
			e++;
	}
	olen = strlen(text) + jl + 16;
	out = malloc(olen);
	assert_non_null(out);
	snprintf(out, olen, "%.*s%s%s%s", (int)(at - text), text, jl ? "\"program\": " : "",
		 json, e);
	free(text);
	{
		const char *p = write_tmp(out, strlen(out));
		free(out);
		return p;
	}
}

/* Expand the <<..>> forms of args into cmd. */
static void expand(const char *args, char *cmd, size_t cap)
{
	size_t j = 0;
	for (const char *s = args; *s && j + 1 < cap;) {
		const char *end;
		const char *path = NULL;
		if (strncmp(s, "<<", 2) != 0 || !(end = strstr(s, ">>"))) {
			cmd[j++] = *s++;
			continue;
		}
		if (!strncmp(s, "<<dev:", 6))
			path = edited("devices/gtx970.json", s + 6, (size_t)(end - s - 6));
		else if (!strncmp(s, "<<kerprog:", 10))
			path = kerprog(s + 10, (size_t)(end - s - 10));
		else if (!strncmp(s, "<<ker:", 6))
			path = edited("kernels/saxpy2.json", s + 6, (size_t)(end - s - 6));
		else if (!strncmp(s, "<<file:", 7)) {
			char buf[4096];
			size_t n;
			unescape(s + 7, (size_t)(end - s - 7), buf, &n);
			path = write_tmp(buf, n);
		} else if (!strncmp(s, "<<bytes:", 8)) {
			long n = strtol(s + 8, NULL, 10);
			int byte = (int)strtol(strchr(s + 8, ':') + 1, NULL, 16);
			char *buf = malloc((size_t)n);
			memset(buf, byte, (size_t)n);
			path = write_tmp(buf, (size_t)n);
			free(buf);
		} else if (!strncmp(s, "<<sparse:", 9)) {
			path = write_tmp("", 0);
			assert_int_equal(truncate(path, strtoll(s + 9, NULL, 10)), 0);
		} else if (!strncmp(s, "<<nest:", 7)) {
			char open[16], close[16], mid[256], *buf;
			long n = strtol(s + 7, NULL, 10);
			size_t len = 0;
			const char *f1 = strchr(s + 7, ':') + 1, *f2 = strchr(f1, ':'), *f3 = strchr(f2 + 1, ':');
			snprintf(open, sizeof(open), "%.*s", (int)(f2 - f1), f1);
			snprintf(close, sizeof(close), "%.*s", (int)(f3 - f2 - 1), f2 + 1);
			snprintf(mid, sizeof(mid), "%.*s", (int)(end - f3 - 1), f3 + 1);
			buf = malloc((size_t)n * (strlen(open) + strlen(close)) + strlen(mid) + 1);
			for (long i = 0; i < n; i++)
				len += (size_t)sprintf(buf + len, "%s", open);
			len += (size_t)sprintf(buf + len, "%s", mid);
			for (long i = 0; i < n; i++)
				len += (size_t)sprintf(buf + len, "%s", close);
			path = write_tmp(buf, len);
			free(buf);
		} else {
			print_error("catalogue: unknown form %.20s\n", s);
			fail();
		}
		j += (size_t)snprintf(cmd + j, cap - j, "%s", path);
		s = end + 2;
	}
	cmd[j] = '\0';
}

static void load_catalogue(void)
{
	FILE *f;
	if (ncases)
		return;   /* loaded once for both tests */
	f = fopen("tests/badinput.tsv", "r");
	char line[8192];
	int no = 0;
	assert_non_null(f);
	while (fgets(line, sizeof(line), f)) {
		char *t1, *t2;
		no++;
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		t1 = strchr(line, '\t');
		t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
		if (!t1 || !t2) {
			print_error("tests/badinput.tsv:%d: needs STATUS<TAB>MESSAGE<TAB>ARGS\n", no);
			fail();
		}
		*t1 = *t2 = '\0';
		assert_true(ncases < MAX_CASES);
		cases[ncases].line = no;
		cases[ncases].status = atoi(line);
		snprintf(cases[ncases].msg, sizeof(cases[ncases].msg), "%s", t1 + 1);
		snprintf(cases[ncases].args, sizeof(cases[ncases].args), "%s", t2 + 1);
		ncases++;
	}
	fclose(f);
}

/* 1 when line has an option name: "--word", or a one-letter "-x" standing alone. */
static int names_option(const char *line)
{
	for (const char *p = line; (p = strchr(p, '-')); p++) {
		int start = p == line || p[-1] == ' ' || p[-1] == '(' || p[-1] == '\'';
		if (start && p[1] == '-' && isalpha((unsigned char)p[2]))
			return 1;
		if (start && isalpha((unsigned char)p[1]) &&
		    (p[2] == ' ' || p[2] == ':' || p[2] == '\0'))
			return 1;
	}
	return 0;
}

/*
 * The location part the README promises for every case, derived from the case's own
 * arguments (so a new catalogue line is checked without extra columns): the error line
 * (the one with "error:", else the usage line) names the file the input came from (a path
 * or generated fixture of the command line, with :LINE or a field where the format has
 * them), or the option at fault (--flag), or for an unknown command the command word, or
 * a positional argument that does not resolve (quoted).
 * Returns NULL when located, else what is missing.
 */
static const char *unlocated(const char *cmd, const char *err)
{
	char line[4096], tok[4096], quoted[4200];
	const char *e = strstr(err, "error:"), *s = cmd;
	size_t n;
	if (!e)
		e = err;   /* usage lines: "gpuperf CMD: --option: ..." */
	while (e > err && e[-1] != '\n')
		e--;
	n = strcspn(e, "\n");
	snprintf(line, sizeof(line), "%.*s", (int)(n < sizeof(line) ? n : sizeof(line) - 1), e);
	if (names_option(line))
		return NULL;
	/* "PATH[:LINE[:COL]]: error:" with PATH a file, e.g. the device file behind a name */
	if (strstr(line, ": error:")) {
		char path[4096];
		struct stat st;
		snprintf(path, sizeof(path), "%.*s", (int)strcspn(line, ":"), line);
		if (path[0] && stat(path, &st) == 0)
			return NULL;
	}
	for (int first = 1, after_opt = 0; *s; first = 0) {
		size_t k = strcspn(s, " ");
		struct stat st;
		int positional;
		snprintf(tok, sizeof(tok), "%.*s", (int)k, s);
		s += k;
		while (*s == ' ')
			s++;
		/* the command word, or a positional argument (a model or file name that does not
		 * resolve): the error names it quoted */
		positional = !after_opt && tok[0] != '-';
		after_opt = tok[0] == '-';
		snprintf(quoted, sizeof(quoted), "'%s'", tok);
		if ((first || positional) && strstr(line, quoted))
			return NULL;
		if (tok[0] && (strchr(tok, '/') || stat(tok, &st) == 0) && strstr(line, tok))
			return NULL;
	}
	return "the error line names no file, option or command of the command line";
}

/* The catalogue's lines that read ../shared/data (run only where it is present), or the rest. */
static int run_cases(int shared)
{
	int bad = 0, n = 0;
	FILE *dump = getenv("GP_BADINPUT_DUMP") ? fopen(getenv("GP_BADINPUT_DUMP"), "a") : NULL;
	load_catalogue();
	for (int i = 0; i < ncases; i++) {
		static struct tu_run r;
		char cmd[8192];
		const char *why;
		if (!strstr(cases[i].args, "../shared/data") != !shared)
			continue;
		n++;
		expand(cases[i].args, cmd, sizeof(cmd));
		tu_gpuperf(&r, "%s", cmd);
		if (dump)   /* GP_BADINPUT_DUMP=FILE: every case's status and stderr, to compare builds */
			fprintf(dump, "tests/badinput.tsv:%d: exit %d\n%s", cases[i].line, r.status,
				r.err);
		if (r.status != cases[i].status || !strstr(r.err, cases[i].msg) ||
		    (r.status == 1 && !strstr(r.err, "error:")) || r.status >= 128) {
			fprintf(stderr, "tests/badinput.tsv:%d: gpuperf %s\n  exit %d (want %d)\n  stderr: %s"
				"  want message: %s\n", cases[i].line, cmd, r.status, cases[i].status,
				r.err, cases[i].msg);
			bad++;
		}
		/* every error names a hint, except usage lines, which point at 'gpuperf help' */
		else if (!strstr(r.err, "hint:")) {
			fprintf(stderr, "tests/badinput.tsv:%d: no hint line in: %s\n", cases[i].line, r.err);
			bad++;
		} else if ((why = unlocated(cmd, r.err))) {
			fprintf(stderr, "tests/badinput.tsv:%d: gpuperf %s\n  %s: %s", cases[i].line, cmd,
				why, r.err);
			bad++;
		}
	}
	for (int i = 0; i < tmpno; i++) {
		char p[128];
		snprintf(p, sizeof(p), "/tmp/gp_bad_%d_%d.json", (int)getpid(), i);
		remove(p);
	}
	if (dump)
		fclose(dump);
	fprintf(stderr, "bad-input catalogue: %d cases%s, %d wrong\n", n,
		shared ? " reading ../shared/data" : "", bad);
	assert_int_equal(bad, 0);
	return n;
}

static void test_catalogue(void **state)
{
	(void)state;
	assert_true(run_cases(0) >= 40);
}

static void test_catalogue_shared_data(void **state)
{
	struct stat st;
	(void)state;
	/* the lines name ../shared/data itself, as a user in the checkout would; a run told the
	 * data is elsewhere or absent ($GPUPERF_SHARED_DATA) does not read it */
	if (!tu_shared_data() || stat("../shared/data", &st) != 0) {
		tu_skip_why("../shared/data not found: its bad-input lines not run");
		skip();
	}
	assert_true(run_cases(1) >= 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_catalogue),
		cmocka_unit_test(test_catalogue_shared_data),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
