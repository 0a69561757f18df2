/* util.c - file reading with limits, atomic output, strict number parsing. */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

char *gp_read_file(const char *path, size_t max_bytes, size_t *len, struct gp_diag *d)
{
	struct stat st;
	char *buf = NULL;
	size_t n = 0, cap;
	FILE *f;

	if (!max_bytes)
		max_bytes = GP_INPUT_MAX_BYTES;
	gp_diag_at(d, path, 0, 0);
	f = fopen(path, "rb");
	if (!f) {
		gp_error(d, GP_EIO, "cannot open: %s", strerror(errno));
		gp_diag_hint(d, "check the path and its permissions");
		return NULL;
	}
	if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
		fclose(f);
		gp_error(d, GP_EIO, "is a directory, not a file");
		gp_diag_hint(d, "name a file inside it");
		return NULL;
	}
	/* regular files announce their size: refuse before reading (pipes are counted below) */
	if (S_ISREG(st.st_mode) && (unsigned long long)st.st_size > max_bytes) {
		fclose(f);
		gp_error(d, GP_ELIMIT, "file is larger than the %zu-byte limit", max_bytes);
		gp_diag_hint(d, "split the input; the limits are listed in the README");
		return NULL;
	}
	cap = 65536;
	buf = malloc(cap + 1);
	if (!buf)
		goto nomem;
	for (;;) {
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (n > max_bytes) {
			free(buf);
			fclose(f);
			gp_error(d, GP_ELIMIT, "file is larger than the %zu-byte limit", max_bytes);
			gp_diag_hint(d, "split the input; the limits are listed in the README");
			return NULL;
		}
		if (got == 0)
			break;
		if (n == cap) {
			char *nb;
			cap *= 2;
			nb = realloc(buf, cap + 1);
			if (!nb)
				goto nomem;
			buf = nb;
		}
	}
	if (ferror(f)) {
		free(buf);
		fclose(f);
		gp_error(d, GP_EIO, "read error: %s", strerror(errno));
		return NULL;
	}
	fclose(f);
	buf[n] = '\0';
	if (len)
		*len = n;
	return buf;
nomem:
	free(buf);
	fclose(f);
	gp_error(d, GP_ENOMEM, "out of memory reading the file");
	return NULL;
}

int gp_atomic_open(struct gp_atomic *a, const char *path, struct gp_diag *d)
{
	int fd;
	memset(a, 0, sizeof(*a));
	if (strcmp(path, "-") == 0) {
		a->f = stdout;
		a->is_stdout = 1;
		return 0;
	}
	if (strlen(path) >= sizeof(a->path)) {
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EINVAL, "output path is too long");
		gp_diag_hint(d, "use a path shorter than %zu characters", sizeof(a->path));
		return -GP_EINVAL;
	}
	snprintf(a->path, sizeof(a->path), "%s", path);
	snprintf(a->tmp, sizeof(a->tmp), "%s.tmp.%ld", path, (long)getpid());
	fd = open(a->tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || !(a->f = fdopen(fd, "w"))) {
		int e = errno;
		if (fd >= 0)
			close(fd);
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EIO, "cannot create output: %s", strerror(e));
		gp_diag_hint(d, "check that the directory exists and is writable");
		a->tmp[0] = '\0';
		return -GP_EIO;
	}
	return 0;
}

int gp_atomic_commit(struct gp_atomic *a, struct gp_diag *d)
{
	int bad;
	if (a->is_stdout)
		return fflush(stdout) == 0 ? 0 : gp_error(d, GP_EIO, "cannot write to stdout");
	bad = fflush(a->f) != 0 || ferror(a->f);
	bad |= fsync(fileno(a->f)) != 0 && errno != EINVAL;
	bad |= fclose(a->f) != 0;
	a->f = NULL;
	if (bad || rename(a->tmp, a->path) != 0) {
		int e = errno;
		unlink(a->tmp);
		a->tmp[0] = '\0';
		gp_diag_at(d, a->path, 0, 0);
		gp_error(d, GP_EIO, "cannot write output: %s", strerror(e));
		gp_diag_hint(d, "check free disk space and that the directory is writable");
		return -GP_EIO;
	}
	a->tmp[0] = '\0';
	return 0;
}

void gp_atomic_abort(struct gp_atomic *a)
{
	if (a->is_stdout) {
		fflush(stdout);
		return;
	}
	if (a->f)
		fclose(a->f);
	a->f = NULL;
	if (a->tmp[0])
		unlink(a->tmp);
	a->tmp[0] = '\0';
}

const char *gp_atomic_tmp_path(const struct gp_atomic *a)
{
	return a->tmp[0] ? a->tmp : NULL;
}

int gp_parse_double(const char *s, double *out)
{
	char *end;
	double v;
	if (!s || !*s)
		return -GP_EPARSE;
	errno = 0;
	v = strtod(s, &end);
	if (end == s || *end != '\0' || errno == ERANGE || !isfinite(v))
		return -GP_EPARSE;
	*out = v;
	return 0;
}

int gp_parse_ll(const char *s, long long *out)
{
	char *end;
	long long v;
	if (!s || !*s)
		return -GP_EPARSE;
	errno = 0;
	v = strtoll(s, &end, 10);
	if (end == s || *end != '\0' || errno == ERANGE)
		return -GP_EPARSE;
	*out = v;
	return 0;
}

int gp_parse_dim3(const char *s, long long max, long long out[3])
{
	const char *p = s;
	int n = 0;

	if (!s || !*s)
		return -GP_EPARSE;
	out[0] = out[1] = out[2] = 1;
	while (n < 3) {
		char *end;
		long long v;
		if (*p < '0' || *p > '9')
			return -GP_EPARSE;
		errno = 0;
		v = strtoll(p, &end, 10);
		if (errno == ERANGE)
			return -GP_ERANGE;
		if (v < 1 || v > max)
			return -GP_ERANGE;
		out[n++] = v;
		if (*end == '\0')
			return 0;
		if (*end != 'x' && *end != 'X' && *end != ',')
			return -GP_EPARSE;
		p = end + 1;
	}
	return -GP_EPARSE;
}

void gp_text_position(const char *text, size_t pos, int *line, int *col)
{
	int l = 1, c = 1;
	for (size_t i = 0; i < pos && text[i]; i++) {
		if (text[i] == '\n') {
			l++;
			c = 1;
		} else {
			c++;
		}
	}
	*line = l;
	*col = c;
}

const char *gp_skip_bom(const char *text)
{
	if ((unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB &&
	    (unsigned char)text[2] == 0xBF)
		return text + 3;
	return text;
}
