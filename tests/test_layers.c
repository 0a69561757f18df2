/* test_layers.c - the layering the commands rely on, checked on the source tree: each
 * cmd_*.c stays thin (at most CMD_MAX_LINES lines), and no library source includes a
 * command-layer header (public headers under include/ count as the library's). Sources are
 * found by walking src/ and include/ recursively, so the check holds
 * whether the files sit in src/ or in area folders under it.
 *
 * Which sources are the command layer: the objects the build lists in CLI_OBJS (Makefile
 * and the mk/ area files; their file names, wherever the folder), and any source in a
 * folder named "cli". A command-layer header is commands.h or the header of a command-layer source
 * (cli.h for cli.c); every other source under src/ is the library's. */
#define _XOPEN_SOURCE 700   /* nftw */
#include "testutil.h"

#include <ftw.h>
#include <glob.h>

#define CMD_MAX_LINES 300
#define MAX_SOURCES 512
#define NAME_LEN 128

static char src_paths[MAX_SOURCES][512];
static int nsrc;
static char cli_names[MAX_SOURCES][NAME_LEN];   /* "cli.c", "cmd_run.c", ... */
static int ncli;

static const char *base_name(const char *p)
{
	const char *s = strrchr(p, '/');
	return s ? s + 1 : p;
}

static int collect(const char *path, const struct stat *st, int type, struct FTW *f)
{
	size_t n = strlen(path);
	(void)st, (void)f;
	if (type == FTW_F && n > 2 && (strcmp(path + n - 2, ".c") == 0 ||
				       strcmp(path + n - 2, ".h") == 0)) {
		assert_true(nsrc < MAX_SOURCES);
		snprintf(src_paths[nsrc++], sizeof(src_paths[0]), "%s", path);
	}
	return 0;
}

static void add_cli_name(const char *obj, size_t len)
{
	/* "cli.o" or "cli/cmd_run.o" -> "cli.c" / "cmd_run.c" */
	char name[NAME_LEN];
	const char *slash;
	if (len < 3 || len >= sizeof(name) || strncmp(obj + len - 2, ".o", 2) != 0)
		return;
	snprintf(name, sizeof(name), "%.*s", (int)len, obj);
	slash = strrchr(name, '/');
	snprintf(cli_names[ncli], NAME_LEN, "%.*sc", (int)strlen(slash ? slash + 1 : name) - 1,
		 slash ? slash + 1 : name);
	ncli++;
}

/* Object names on the lines of the CLI_OBJS assignments (and their continuations). */
static void read_cli_objs(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[1024];
	int in = 0;
	assert_non_null(f);
	while (fgets(line, sizeof(line), f)) {
		char *p = line, *end;
		if (line[0] == '#')
			continue;
		if (!in) {
			char *at = strstr(line, "CLI_OBJS");
			if (!at || line != at || !(p = strchr(at, '=')))
				continue;
			p++;
		}
		end = line + strlen(line);
		in = end > line + 1 && end[-2] == '\\';
		while (*p) {
			size_t len;
			p += strspn(p, " \t\\\n:+=");
			len = strcspn(p, " \t\\\n");
			if (len)
				add_cli_name(p, len);
			p += len;
		}
	}
	fclose(f);
}

static void load_tree(void)
{
	glob_t g;
	if (nsrc)
		return;
	assert_int_equal(nftw("src", collect, 16, FTW_PHYS), 0);
	assert_int_equal(nftw("include", collect, 16, FTW_PHYS), 0);
	read_cli_objs("Makefile");
	assert_int_equal(glob("mk/*.mk", 0, NULL, &g), 0);
	for (size_t i = 0; i < g.gl_pathc; i++)
		read_cli_objs(g.gl_pathv[i]);
	globfree(&g);
}

/* 1 when the source at path is the command layer's. */
static int is_cli_source(const char *path)
{
	const char *b = base_name(path);
	if (strstr(path, "/cli/"))
		return 1;
	for (int i = 0; i < ncli; i++)
		if (strcmp(cli_names[i], b) == 0)
			return 1;
	return 0;
}

/* 1 when name ("optable.h") is a command-layer header. */
static int is_cli_header(const char *name)
{
	char c_name[NAME_LEN];
	size_t n = strlen(name);
	if (strcmp(name, "commands.h") == 0)
		return 1;
	if (n < 3 || n >= sizeof(c_name) || strcmp(name + n - 2, ".h") != 0)
		return 0;
	snprintf(c_name, sizeof(c_name), "%.*s.c", (int)n - 2, name);
	for (int i = 0; i < nsrc; i++)
		if (strcmp(base_name(src_paths[i]), c_name) == 0 && is_cli_source(src_paths[i]))
			return 1;
	return 0;
}

/* The build lists its command objects, and they include the command headers the
 * layering names: the classification itself is not empty. */
static void test_classification(void **state)
{
	int cmds = 0;
	(void)state;
	load_tree();
	assert_true(nsrc > 50);
	for (int i = 0; i < nsrc; i++)
		cmds += strncmp(base_name(src_paths[i]), "cmd_", 4) == 0;
	assert_true(cmds >= 13);
	for (int i = 0; i < nsrc; i++)
		if (strncmp(base_name(src_paths[i]), "cmd_", 4) == 0)
			assert_true(is_cli_source(src_paths[i]));
	assert_true(is_cli_header("cli.h"));
	assert_true(is_cli_header("optable.h"));
	assert_true(is_cli_header("commands.h"));
	assert_true(is_cli_header("appcli.h"));
	assert_true(is_cli_header("cliout.h"));
	assert_true(is_cli_header("calibcli.h"));
	assert_true(is_cli_header("trace_cli.h"));
	assert_false(is_cli_header("util.h"));
	assert_false(is_cli_header("csvio.h"));
	assert_false(is_cli_source("src/estimate.c"));
}

/* Each command is options, one library call and a printer: at most CMD_MAX_LINES lines. */
static void test_commands_are_thin(void **state)
{
	int checked = 0;
	(void)state;
	load_tree();
	for (int i = 0; i < nsrc; i++) {
		const char *b = base_name(src_paths[i]);
		FILE *f;
		int lines = 0, c;
		if (strncmp(b, "cmd_", 4) != 0 || strcmp(b + strlen(b) - 2, ".c") != 0)
			continue;
		assert_non_null(f = fopen(src_paths[i], "r"));
		while ((c = getc(f)) != EOF)
			lines += c == '\n';
		fclose(f);
		if (lines > CMD_MAX_LINES)
			fail_msg("%s has %d lines (at most %d): move its arithmetic into the library "
				 "and its printers into the command helpers", src_paths[i], lines,
				 CMD_MAX_LINES);
		checked++;
	}
	assert_true(checked >= 13);
}

/* No library source (.c or .h) includes a command-layer header. */
static void test_library_below_commands(void **state)
{
	int libs = 0;
	(void)state;
	load_tree();
	for (int i = 0; i < nsrc; i++) {
		FILE *f;
		char line[1024];
		int lineno = 0;
		if (is_cli_source(src_paths[i]) || is_cli_header(base_name(src_paths[i])))
			continue;
		libs++;
		assert_non_null(f = fopen(src_paths[i], "r"));
		while (fgets(line, sizeof(line), f)) {
			char *q, *end, name[NAME_LEN];
			lineno++;
			if (strncmp(line, "#include \"", 10) != 0)
				continue;
			q = line + 10;
			if (!(end = strchr(q, '"')) || end - q >= NAME_LEN)
				continue;
			snprintf(name, sizeof(name), "%.*s", (int)(end - q), q);
			if (is_cli_header(base_name(name)))
				fail_msg("%s:%d: a library source includes the command layer's %s",
					 src_paths[i], lineno, name);
		}
		fclose(f);
	}
	assert_true(libs > 40);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_classification),
		cmocka_unit_test(test_commands_are_thin),
		cmocka_unit_test(test_library_below_commands),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
