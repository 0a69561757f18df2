/* searchpath.c - the search path for data files: as given, the current directory,
 * $GPUPERF_PATH, the share directory next to the binary, the install prefix, the source tree. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gpuperf/searchpath.h"

#ifndef GP_SRCDIR
#define GP_SRCDIR ""
#endif

static const char *const subdirs[] = { "devices", "kernels", "models", "devices/systems" };
static const char *const singular[] = { "device", "kernel", "model", "system" };
static const char *const legacy_env[] = { "GPUPERF_DEVICES", "GPUPERF_KERNELS", "GPUPERF_MODELS",
					   "GPUPERF_SYSTEMS" };

static void add_dir(char dirs[][GP_SEARCHPATH_LEN], int *n, int max, const char *a, const char *b)
{
	char buf[GP_SEARCHPATH_LEN];
	int len;
	if (*n >= max || !a || !*a)
		return;
	len = snprintf(buf, sizeof(buf), "%s%s%s", a, b ? "/" : "", b ? b : "");
	if (len < 0 || (size_t)len >= sizeof(buf))
		return;
	for (int i = 0; i < *n; i++)
		if (strcmp(dirs[i], buf) == 0)
			return;
	memcpy(dirs[(*n)++], buf, (size_t)len + 1);
}

/* Each entry of a colon-separated list, with sub appended (NULL: as is). */
static void add_list(char dirs[][GP_SEARCHPATH_LEN], int *n, int max, const char *list,
		     const char *sub)
{
	char item[GP_SEARCHPATH_LEN];
	while (list && *list) {
		const char *end = strchr(list, ':');
		size_t len = end ? (size_t)(end - list) : strlen(list);
		if (len > 0 && len < sizeof(item)) {
			memcpy(item, list, len);
			item[len] = '\0';
			add_dir(dirs, n, max, item, sub);
		}
		list = end ? end + 1 : NULL;
	}
}

/* <directory of the running binary>/../share/gpuperf, or "" when /proc/self/exe is absent. */
static void share_next_to_binary(char *out, size_t sz)
{
	char exe[PATH_MAX];
	ssize_t len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	char *slash;
	out[0] = '\0';
	if (len <= 0)
		return;
	exe[len] = '\0';
	if (!(slash = strrchr(exe, '/')))
		return;
	*slash = '\0';
	snprintf(out, sz, "%s/../share/gpuperf", exe);
}

int gp_searchpath_dirs(enum gp_data_kind kind, const char *extra,
		     char dirs[][GP_SEARCHPATH_LEN], int max)
{
	char share[PATH_MAX + 32];
	const char *sub = subdirs[kind];
	int n = 0;

	add_list(dirs, &n, max, extra, NULL);
	add_list(dirs, &n, max, getenv("GPUPERF_PATH"), sub);
	add_list(dirs, &n, max, getenv(legacy_env[kind]), NULL);
	add_dir(dirs, &n, max, sub, NULL);
	share_next_to_binary(share, sizeof(share));
	add_dir(dirs, &n, max, share, sub);
	add_dir(dirs, &n, max, GP_DATADIR, sub);
	add_dir(dirs, &n, max, GP_SRCDIR, sub);
	return n;
}

/* A regular file, or a name that exists but cannot be followed (a symbolic link in a loop
 * or dangling): the loader then reports why it cannot open it, instead of the search
 * going on to call the name unknown. */
static int is_file(const char *p)
{
	struct stat st;
	if (stat(p, &st) == 0)
		return S_ISREG(st.st_mode);
	return lstat(p, &st) == 0;
}

static int copy_out(char *path, size_t sz, const char *a, const char *b, const char *c)
{
	size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
	if (la + lb + lc >= sz)
		return 0;
	memcpy(path, a, la);
	memcpy(path + la, b, lb);
	memcpy(path + la + lb, c, lc + 1);
	return 1;
}

int gp_searchpath_find(enum gp_data_kind kind, const char *name_or_path, const char *extra,
		     char *path, size_t sz, const char *field, struct gp_diag *d)
{
	char dirs[GP_SEARCHPATH_DIRS_MAX][GP_SEARCHPATH_LEN];
	struct stat st;
	size_t len = strlen(name_or_path);
	const char *ext = len > 5 && strcmp(name_or_path + len - 5, ".json") == 0 ? "" : ".json";
	int n;

	/* as given: an existing file or directory (the loader reports a directory), or any
	 * path with a slash (the loader reports it missing) */
	if (stat(name_or_path, &st) == 0 || lstat(name_or_path, &st) == 0 ||
	    strchr(name_or_path, '/'))
		return copy_out(path, sz, name_or_path, "", "") ? 0 : -GP_ENOTFOUND;
	if (*ext && copy_out(path, sz, name_or_path, ext, "") && is_file(path))
		return 0;
	n = gp_searchpath_dirs(kind, extra, dirs, GP_SEARCHPATH_DIRS_MAX);
	for (int i = 0; i < n; i++) {
		char base[GP_SEARCHPATH_LEN + 2];
		if (copy_out(base, sizeof(base), dirs[i], "/", "") &&
		    copy_out(path, sz, base, name_or_path, ext) && is_file(path))
			return 0;
	}
	path[0] = '\0';
	gp_diag_clear(d);
	gp_diag_field(d, "%s", field);
	gp_error(d, GP_ENOTFOUND, "unknown %s '%s'", singular[kind], name_or_path);
	gp_diag_hint(d, "%slooked in the current directory and %d more (%s%s%s); set "
			"GPUPERF_PATH=DIR[:DIR...] (each with %s/) or give a path",
		     kind == GP_DATA_DEVICES ? "'gpuperf devices' lists the known ones; " : "", n,
		     n ? dirs[0] : "", n > 1 ? " ... " : "", n > 1 ? dirs[n - 1] : "", subdirs[kind]);
	return -GP_ENOTFOUND;
}
