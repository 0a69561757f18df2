/* util.c - file reading with limits, atomic output, strict number parsing. */
#define _GNU_SOURCE         /* renameat2 (an output set's exchange); realpath */
#include <stdio.h>
#include <pthread.h>
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <fcntl.h>
#include <math.h>
#include <stdint.h>
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
	int fd;

	if (!max_bytes)
		max_bytes = GP_INPUT_MAX_BYTES;
	gp_diag_at(d, path, 0, 0);
	/* O_NONBLOCK: opening a FIFO nobody writes must not block; it reads as empty */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0) {
		gp_error(d, GP_EIO, "cannot open: %s", strerror(errno));
		gp_diag_hint(d, "check the path and its permissions");
		return NULL;
	}
	if (fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
		close(fd);
		gp_error(d, GP_EIO, "is a directory, not a file");
		gp_diag_hint(d, "name a file inside it");
		return NULL;
	}
	/* devices and sockets never end (/dev/zero) or block: only files and pipes are read */
	if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode)) {
		close(fd);
		gp_error(d, GP_EIO, "is a device or socket, not a file");
		gp_diag_hint(d, "name a regular file (a pipe is read up to the size limit)");
		return NULL;
	}
	if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) < 0 || !(f = fdopen(fd, "rb"))) {
		close(fd);
		gp_error(d, GP_EIO, "cannot open: %s", strerror(errno));
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
			size_t bytes = cap + 1;   /* cap and the NUL */
			if (gp_grow((void **)&buf, &bytes, 2 * cap + 1, 1) < 0)
				goto nomem;
			cap = bytes - 1;
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

/* ==== Atomic output ==== */

/*
 * 64-bit FNV-1a of a name, for shortening temporary names that would not fit
 * NAME_MAX (two outputs with the same long prefix still get distinct names).
 */
static unsigned long long name_hash(const char *s)
{
	unsigned long long h = 1469598103934665603ULL;
	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 1099511628211ULL;
	}
	return h;
}

/*
 * The temporary's prefix "<base>.tmp." in a->tmp, with the directory part of
 * the target kept; when <base>.tmp.<pid> could exceed NAME_MAX the base is cut
 * and a hash of the whole base appended. Returns the offset of the base in tmp.
 */
static size_t tmp_prefix(struct gp_atomic *a)
{
	const char *slash = strrchr(a->path, '/');
	const char *base = slash ? slash + 1 : a->path;
	size_t dirlen = (size_t)(base - a->path);
	/* ".tmp." + up to 20 digits of pid */
	size_t room = NAME_MAX - 5 - 20;
	memcpy(a->tmp, a->path, dirlen);
	if (strlen(base) <= room)
		snprintf(a->tmp + dirlen, sizeof(a->tmp) - dirlen, "%s.tmp.", base);
	else
		snprintf(a->tmp + dirlen, sizeof(a->tmp) - dirlen, "%.*s~%016llx.tmp.",
			 (int)(room - 17), base, name_hash(base));
	return dirlen;
}

/*
 * Remove "<prefix><pid>" files left by processes that no longer run (a
 * SIGKILLed sweep): only regular files this user owns, only names that are
 * exactly the prefix and a decimal pid, only when that pid is not alive.
 */
static void remove_stale(const struct gp_atomic *a, size_t dirlen)
{
	char dir[sizeof(a->tmp)];
	const char *prefix = a->tmp + dirlen;
	size_t plen = strlen(prefix);
	struct dirent *e;
	DIR *dp;
	int dfd;

	if (dirlen == 0)
		snprintf(dir, sizeof(dir), ".");
	else
		snprintf(dir, sizeof(dir), "%.*s", (int)dirlen, a->tmp);
	if (!(dp = opendir(dir)))
		return;
	dfd = dirfd(dp);
	while ((e = readdir(dp))) {
		struct stat st;
		char *end;
		long pid;
		if (strncmp(e->d_name, prefix, plen) != 0 || !isdigit((unsigned char)e->d_name[plen]))
			continue;
		errno = 0;
		pid = strtol(e->d_name + plen, &end, 10);
		if (*end || errno || pid <= 0 || pid == (long)getpid())
			continue;
		if (kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		if (fstatat(dfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode) &&
		    st.st_uid == geteuid())
			unlinkat(dfd, e->d_name, 0);
	}
	closedir(dp);
}

static int open_error(struct gp_atomic *a, const char *path, int e, struct gp_diag *d)
{
	gp_diag_at(d, path, 0, 0);
	gp_error(d, GP_EIO, "cannot create output: %s", strerror(e));
	gp_diag_hint(d, "check that the directory exists and is writable");
	a->tmp[0] = '\0';
	return -GP_EIO;
}

/* A character device or FIFO is written in place: it cannot be replaced, only written. */
static int open_direct(struct gp_atomic *a, const char *path, struct gp_diag *d)
{
	/* O_NONBLOCK: a FIFO nobody reads fails (ENXIO) instead of blocking for ever */
	int fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	if (fd < 0) {
		int e = errno;
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EIO, "cannot open output: %s", e == ENXIO ? "a FIFO with no reader"
						  : strerror(e));
		gp_diag_hint(d, "start the reader first, or write to a regular file");
		return -GP_EIO;
	}
	if (fstat(fd, &st) < 0 || !(S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) ||
	    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) < 0 || !(a->f = fdopen(fd, "w"))) {
		close(fd);
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EIO, "cannot open output: it changed while being opened");
		gp_diag_hint(d, "write to a regular file");
		return -GP_EIO;
	}
	a->direct = 1;
	return 0;
}

/* ==== Temporaries removed on a fatal signal ====
 * The one process-wide state of the library, because a signal handler can reach no other:
 * the names of the open atomic outputs' temporaries. A slot's name is written before its
 * flag is set and the flag cleared before the name is reused, so the handler only unlinks
 * whole names (unlink, signal and raise are async-signal-safe, POSIX.1-2008 2.4.3). */
#define TMP_SLOTS 128
static char tmp_names[TMP_SLOTS][1100];
static volatile sig_atomic_t tmp_used[TMP_SLOTS];
static volatile sig_atomic_t tmp_handlers_installed;

static void tmp_on_signal(int sig)
{
	for (int i = 0; i < TMP_SLOTS; i++)
		if (tmp_used[i])
			unlink(tmp_names[i]);
	/* the default action of sig, once the handler returns (sig is blocked until then) */
	signal(sig, SIG_DFL);
	raise(sig);
}

/* SIGTERM, SIGINT and SIGHUP remove the temporaries and then act as they would have, where
 * the command has not taken them itself; SIGXFSZ (a write past ulimit -f) is ignored, so
 * the write fails with EFBIG and the commit reports it instead of the process dying. */
void gp_atomic_handlers_install(void)
{
	static const int sigs[] = { SIGTERM, SIGINT, SIGHUP };
	struct sigaction old, sa;
	if (tmp_handlers_installed)
		return;
	tmp_handlers_installed = 1;
	memset(&sa, 0, sizeof(sa));
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		sigaddset(&sa.sa_mask, sigs[i]);
	sa.sa_handler = tmp_on_signal;
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL)
			sigaction(sigs[i], &sa, NULL);
	if (sigaction(SIGXFSZ, NULL, &old) == 0 && old.sa_handler == SIG_DFL)
		signal(SIGXFSZ, SIG_IGN);
}

/* The slot now holding name, or -1 when all are taken (the temporary is then left to the
 * next run's removal of stale temporaries). */
static int tmp_register(const char *name)
{
	gp_atomic_handlers_install();
	for (int i = 0; i < TMP_SLOTS; i++)
		if (!tmp_used[i]) {
			snprintf(tmp_names[i], sizeof(tmp_names[i]), "%s", name);
			tmp_used[i] = 1;
			return i;
		}
	return -1;
}

static void tmp_unregister(struct gp_atomic *a)
{
	/* by name too: a zeroed struct gp_atomic never opened has slot 0 */
	if (a->tmp_slot >= 0 && a->tmp_slot < TMP_SLOTS && tmp_used[a->tmp_slot] &&
	    strcmp(tmp_names[a->tmp_slot], a->tmp) == 0)
		tmp_used[a->tmp_slot] = 0;
	a->tmp_slot = -1;
}

int gp_atomic_open(struct gp_atomic *a, const char *path, struct gp_diag *d)
{
	struct stat st;
	size_t dirlen;
	int fd;
	memset(a, 0, sizeof(*a));
	a->tmp_slot = -1;
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
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
			return open_direct(a, path, d);
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EINVAL, "output is %s, not a file",
			 S_ISDIR(st.st_mode) ? "a directory" : "a special file");
		gp_diag_hint(d, "name a regular file to write");
		return -GP_EINVAL;
	}
	dirlen = tmp_prefix(a);
	remove_stale(a, dirlen);
	snprintf(a->tmp + strlen(a->tmp), sizeof(a->tmp) - strlen(a->tmp), "%ld", (long)getpid());
	/* registered before it exists: a signal between the open and the registration would
	 * leave it otherwise (an unlink of a name not yet created does nothing) */
	a->tmp_slot = tmp_register(a->tmp);
	/* O_EXCL|O_NOFOLLOW: a file or symlink planted at the predictable name is never followed */
	fd = open(a->tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (fd < 0 && errno == EEXIST) {
		/* our pid's name: left by a dead process that had the same pid, if it is ours */
		if (lstat(a->tmp, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() &&
		    unlink(a->tmp) == 0)
			fd = open(a->tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
		else
			errno = EEXIST;
	}
	if (fd < 0 && errno == EEXIST) {
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EIO, "cannot create output: the temporary name '%s' is taken by a "
			 "file or link this user did not leave", a->tmp);
		gp_diag_hint(d, "remove it if it is yours; it is never followed or overwritten");
		tmp_unregister(a);    /* not ours: never to be removed */
		a->tmp[0] = '\0';
		return -GP_EIO;
	}
	if (fd < 0) {
		tmp_unregister(a);
		return open_error(a, path, errno, d);
	}
	if (!(a->f = fdopen(fd, "w"))) {
		int e = errno;
		close(fd);
		unlink(a->tmp);
		tmp_unregister(a);
		return open_error(a, path, e, d);
	}
	return 0;
}

/* ==== Outputs committed together (gp_outset) ====
 * A member's state: opened (its gp_atomic still writing), finished (its temporary complete,
 * waiting for the set's commit), or aborted. */
enum { MEMBER_OPEN, MEMBER_FINISHED, MEMBER_ABORTED };
struct gp_outset_member {
	char path[1024];
	char tmp[1100];
	int state, direct, is_stdout, tmp_slot;
};

static void set_member_abort(struct gp_atomic *a)
{
	if (a->set && a->set_index >= 0 && a->set_index < a->set->n)
		a->set->m[a->set_index].state = MEMBER_ABORTED;
	a->set = NULL;
}

/* The finished temporary handed to the set: renamed by gp_outset_commit. */
static int set_finished(struct gp_atomic *a)
{
	struct gp_outset_member *m = &a->set->m[a->set_index];
	snprintf(m->tmp, sizeof(m->tmp), "%s", a->tmp);
	m->tmp_slot = a->tmp_slot;
	m->direct = a->direct;
	m->is_stdout = a->is_stdout;
	m->state = MEMBER_FINISHED;
	a->set = NULL;
	a->tmp_slot = -1;
	a->tmp[0] = '\0';
	return 0;
}

int gp_atomic_commit(struct gp_atomic *a, struct gp_diag *d)
{
	int bad, e = 0;
	if (a->is_stdout) {
		if (fflush(stdout) == 0 && !ferror(stdout))
			return a->set ? set_finished(a) : 0;
		set_member_abort(a);
		gp_diag_at(d, "<stdout>", 0, 0);
		return gp_error(d, GP_EIO, "cannot write to stdout: %s", strerror(errno));
	}
	bad = fflush(a->f) != 0 || ferror(a->f);
	if (bad)
		e = errno;
	if (!bad && fsync(fileno(a->f)) != 0 && errno != EINVAL && errno != EROFS) {
		bad = 1;
		e = errno;
	}
	if (fclose(a->f) != 0 && !bad) {
		bad = 1;
		e = errno;
	}
	a->f = NULL;
	if (!bad && a->set)
		return set_finished(a);
	if (!bad && !a->direct && rename(a->tmp, a->path) != 0) {
		bad = 1;
		e = errno;
	}
	if (bad) {
		set_member_abort(a);
		if (!a->direct)
			unlink(a->tmp);
		tmp_unregister(a);
		a->tmp[0] = '\0';
		gp_diag_at(d, a->path, 0, 0);
		gp_error(d, GP_EIO, "cannot write output: %s", e ? strerror(e) : "write error");
		gp_diag_hint(d, "check free disk space and that the directory is writable");
		return -GP_EIO;
	}
	tmp_unregister(a);
	a->tmp[0] = '\0';
	return 0;
}

void gp_atomic_abort(struct gp_atomic *a)
{
	set_member_abort(a);
	if (a->is_stdout) {
		fflush(stdout);
		return;
	}
	if (a->f)
		fclose(a->f);
	a->f = NULL;
	if (a->tmp[0] && !a->direct)
		unlink(a->tmp);
	tmp_unregister(a);
	a->tmp[0] = '\0';
}

const char *gp_atomic_tmp_path(const struct gp_atomic *a)
{
	return a->tmp[0] && !a->direct ? a->tmp : NULL;
}

void gp_outset_init(struct gp_outset *set)
{
	memset(set, 0, sizeof(*set));
}

/* The directory part of path ("." when none) and its last component. */
static const char *split_dir(const char *path, char *dir, size_t n)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		snprintf(dir, n, ".");
	else if (slash == path)
		snprintf(dir, n, "/");
	else
		snprintf(dir, n, "%.*s", (int)(slash - path), path);
	return slash ? slash + 1 : path;
}

/* Whether outputs a and b are one file: the same inode when both exist, else the same
 * name in the same directory. */
static int same_output(const char *a, const char *b)
{
	struct stat sa, sb;
	char da[1024], db[1024];
	const char *na, *nb;
	int ea = stat(a, &sa) == 0, eb = stat(b, &sb) == 0;
	if (ea && eb)
		return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	if (ea != eb)
		return 0;
	na = split_dir(a, da, sizeof(da));
	nb = split_dir(b, db, sizeof(db));
	return strcmp(na, nb) == 0 && stat(da, &sa) == 0 && stat(db, &sb) == 0 &&
	       sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

int gp_atomic_open_in(struct gp_atomic *a, struct gp_outset *set, const char *path,
		      struct gp_diag *d)
{
	struct stat st;
	int rc;
	if (!set)
		return gp_atomic_open(a, path, d);
	for (int i = 0; i < set->n; i++) {
		/* a device (/dev/null) or standard output takes any number of outputs */
		if (strcmp(path, "-") == 0 || (stat(path, &st) == 0 && S_ISCHR(st.st_mode)))
			break;
		if (set->m[i].state != MEMBER_ABORTED && same_output(path, set->m[i].path)) {
			memset(a, 0, sizeof(*a));
			a->tmp_slot = -1;
			gp_diag_at(d, path, 0, 0);
			gp_error(d, GP_EINVAL, "the output is also the output '%s': one would replace "
				 "the other", set->m[i].path);
			gp_diag_hint(d, "give each output its own file");
			return -GP_EINVAL;
		}
	}
	if (gp_grow((void **)&set->m, &set->cap, (size_t)set->n + 1, sizeof(*set->m)) < 0) {
		memset(a, 0, sizeof(*a));
		a->tmp_slot = -1;
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	if ((rc = gp_atomic_open(a, path, d)) < 0)
		return rc;
	memset(&set->m[set->n], 0, sizeof(set->m[set->n]));
	snprintf(set->m[set->n].path, sizeof(set->m[set->n].path), "%s", path);
	set->m[set->n].state = MEMBER_OPEN;
	set->m[set->n].tmp_slot = -1;
	a->set = set;
	a->set_index = set->n++;
	return 0;
}

int gp_outset_mkdir(struct gp_outset *set, const char *dir, struct gp_diag *d)
{
	struct stat st;
	if (mkdir(dir, 0777) == 0) {
		if (set->ndirs < (int)(sizeof(set->dirs) / sizeof(set->dirs[0])))
			snprintf(set->dirs[set->ndirs++], sizeof(set->dirs[0]), "%s", dir);
		return 0;
	}
	if (errno == EEXIST && stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
		return 0;
	gp_diag_at(d, dir, 0, 0);
	if (errno == EEXIST)
		gp_error(d, GP_EIO, "cannot create the directory: a file of that name is there");
	else
		gp_error(d, GP_EIO, "cannot create the directory: %s", strerror(errno));
	gp_diag_hint(d, "its parent directory must exist and be writable");
	return -GP_EIO;
}

static void member_unregister(struct gp_outset_member *m)
{
	if (m->tmp_slot >= 0 && m->tmp_slot < TMP_SLOTS && tmp_used[m->tmp_slot] &&
	    strcmp(tmp_names[m->tmp_slot], m->tmp) == 0)
		tmp_used[m->tmp_slot] = 0;
	m->tmp_slot = -1;
}

static void set_release(struct gp_outset *set)
{
	free(set->m);
	gp_outset_init(set);
}

void gp_outset_abort(struct gp_outset *set)
{
	for (int i = 0; i < set->n; i++) {
		struct gp_outset_member *m = &set->m[i];
		if (m->state == MEMBER_FINISHED && !m->direct && !m->is_stdout && m->tmp[0])
			unlink(m->tmp);
		member_unregister(m);
	}
	for (int i = set->ndirs - 1; i >= 0; i--)
		rmdir(set->dirs[i]);
	set_release(set);
}

/* How a member took its name, to be undone: exchanged with the file it replaces (that file
 * is now at its temporary's name), new (nothing was there), or replaced for good. */
enum { TOOK_NOTHING, TOOK_EXCHANGED, TOOK_NEW, TOOK_REPLACED };

static int take_name(struct gp_outset_member *m)
{
	if (renameat2(AT_FDCWD, m->tmp, AT_FDCWD, m->path, RENAME_EXCHANGE) == 0)
		return TOOK_EXCHANGED;
	if (errno == ENOENT && renameat2(AT_FDCWD, m->tmp, AT_FDCWD, m->path, RENAME_NOREPLACE) == 0)
		return TOOK_NEW;
	if (errno == EINVAL || errno == ENOSYS || errno == ENOTSUP)
		return rename(m->tmp, m->path) == 0 ? TOOK_REPLACED : -1;
	return -1;
}

int gp_outset_commit(struct gp_outset *set, struct gp_diag *d)
{
	sigset_t stop, old_mask;
	int *took = NULL, bad = -1, e = 0;
	for (int i = 0; i < set->n; i++)
		if (set->m[i].state != MEMBER_FINISHED) {
			gp_diag_at(d, set->m[i].path, 0, 0);
			gp_error(d, GP_EINVAL, "output not written whole: no output of the run kept");
			gp_diag_hint(d, "the error before this one says why");
			gp_outset_abort(set);
			return -GP_EINVAL;
		}
	if (set->n && !(took = calloc((size_t)set->n, sizeof(*took)))) {
		gp_outset_abort(set);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	/* a signal between two renames would leave some new files and some old ones */
	sigemptyset(&stop);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &stop, &old_mask);
	for (int i = 0; i < set->n && bad < 0; i++) {
		struct gp_outset_member *m = &set->m[i];
		if (m->direct || m->is_stdout)
			continue;
		if ((took[i] = take_name(m)) < 0) {
			e = errno;
			took[i] = TOOK_NOTHING;
			bad = i;
		}
	}
	for (int i = 0; i < set->n; i++) {
		struct gp_outset_member *m = &set->m[i];
		if (bad >= 0 && took[i] == TOOK_EXCHANGED)   /* the previous file back */
			renameat2(AT_FDCWD, m->tmp, AT_FDCWD, m->path, RENAME_EXCHANGE);
		else if (bad >= 0 && took[i] == TOOK_NEW)
			unlink(m->path);
		/* what is left at the temporary's name: the previous file, or the unused output */
		if (!m->direct && !m->is_stdout && took[i] != TOOK_NEW && took[i] != TOOK_REPLACED)
			unlink(m->tmp);
		member_unregister(m);
	}
	pthread_sigmask(SIG_SETMASK, &old_mask, NULL);
	free(took);
	if (bad >= 0) {
		gp_diag_at(d, set->m[bad].path, 0, 0);
		gp_error(d, GP_EIO, "cannot write output: %s", strerror(e));
		gp_diag_hint(d, "check that the directory is writable; no output of the run was kept");
		for (int i = set->ndirs - 1; i >= 0; i--)
			rmdir(set->dirs[i]);
		set_release(set);
		return -GP_EIO;
	}
	set_release(set);
	return 0;
}

int gp_output_check(const char *out_path, const char *const *inputs, int ninputs,
		    struct gp_diag *d)
{
	struct stat o, in;
	if (!out_path || strcmp(out_path, "-") == 0 || stat(out_path, &o) != 0 ||
	    !S_ISREG(o.st_mode))
		return 0;
	for (int i = 0; i < ninputs; i++) {
		if (!inputs[i] || stat(inputs[i], &in) != 0)
			continue;
		if (in.st_dev == o.st_dev && in.st_ino == o.st_ino) {
			gp_diag_at(d, out_path, 0, 0);
			gp_error(d, GP_EINVAL, "the output is the input '%s': it would be overwritten",
				 inputs[i]);
			gp_diag_hint(d, "write the output to another file");
			return -GP_EINVAL;
		}
	}
	return 0;
}

const char *gp_fmt_exact(char *buf, double v)
{
	for (int digits = 1; digits <= 17; digits++) {
		snprintf(buf, GP_FMT_EXACT_LEN, "%.*g", digits, v);
		if (strtod(buf, NULL) == v || v != v)
			break;
	}
	return buf;
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

const char *gp_number_refusal(const char *s)
{
	char *end;
	if (s && *s) {
		(void)strtod(s, &end);
		if (end != s && *end == '\0')
			return "is not a finite number in double range";
	}
	return "is not a number";
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

/* ==== Launch shapes (CUDA's limits) ==== */

static int dim3_hint(struct gp_diag *d, enum gp_dim3_kind kind, long long max_threads)
{
	if (kind == GP_DIM3_BLOCK && max_threads > GP_BLOCK_THREADS_MAX)
		gp_diag_hint(d, "a block is X, XxY or XxYxZ threads: x and y at most %lld, z at most "
			     "%lld, %lld in all (CUDA's limits; a device file may allow up to %lld, its "
			     "limits.max_threads_per_block)", GP_BLOCK_XY_MAX, GP_BLOCK_Z_MAX,
			     GP_BLOCK_THREADS_MAX, max_threads);
	else if (kind == GP_DIM3_BLOCK)
		gp_diag_hint(d, "a block is X, XxY or XxYxZ threads: x and y at most %lld, z at most "
			     "%lld, x*y*z at most %lld (%s)", GP_BLOCK_XY_MAX, GP_BLOCK_Z_MAX,
			     max_threads, max_threads == GP_BLOCK_THREADS_MAX ? "CUDA's limits"
			     : "CUDA's, and the device's limits.max_threads_per_block");
	else
		gp_diag_hint(d, "a grid is X, XxY or XxYxZ blocks: x at most 2^31-1 (%lld), y and z "
			     "at most %lld (CUDA's limits)%s", GP_GRID_X_MAX, GP_GRID_YZ_MAX,
			     kind == GP_DIM3_GRID_TOTAL ? "; a plain count is the blocks in all" : "");
	return -GP_EUSAGE;
}

const char *gp_fmt_num(char *buf, double v)
{
	if (v == floor(v) && fabs(v) < 9007199254740992.0)
		snprintf(buf, GP_FMT_EXACT_LEN, "%.0f", v);
	else
		gp_fmt_exact(buf, v);
	return buf;
}

static int dim3_limits(const double v[3], int n, const char *text, enum gp_dim3_kind kind,
		       long long max_threads, const char *what, int *at, struct gp_diag *d)
{
	char w[300];   /* what, quoted, or nothing (what NULL: the caller's field names it) */
	static const char axis[] = "xyz";
	const char *unit = kind == GP_DIM3_BLOCK ? "block" : "grid";
	int total = kind == GP_DIM3_GRID_TOTAL && n == 1;
	double threads = 1;
	if (max_threads <= 0)
		max_threads = GP_BLOCK_THREADS_MAX;
	snprintf(w, sizeof(w), "%s%s%s", what ? "'" : "", what ? what : "", what ? "' " : "");
	for (int i = 0; i < n; i++)
		threads *= v[i] >= 1 ? v[i] : 1;
	*at = -1;
	/* the threads in all first: the limit a block of 2048 meets is the 1024 it holds */
	for (int i = 0; i < n && kind == GP_DIM3_BLOCK && threads > (double)max_threads; i++)
		if (v[i] < 1 || v[i] != floor(v[i]))
			break;
		else if (i == n - 1) {
			char t[GP_FMT_EXACT_LEN];
			gp_error(d, GP_EUSAGE, "%s'%s': %s threads per block, above the %lld a "
				 "block holds", w, text, gp_fmt_num(t, threads), max_threads);
			return dim3_hint(d, kind, max_threads);
		}
	for (int i = 0; i < n; i++) {
		/* a device file may allow larger blocks than CUDA (a what-if): x and y then as many */
		double xy = max_threads > GP_BLOCK_XY_MAX ? max_threads : GP_BLOCK_XY_MAX;
		double max = kind == GP_DIM3_BLOCK ? (i < 2 ? xy : GP_BLOCK_Z_MAX)
				: total ? (double)GP_GRID_BLOCKS_MAX : i == 0 ? GP_GRID_X_MAX
				: GP_GRID_YZ_MAX;
		char shown[GP_FMT_EXACT_LEN];
		gp_fmt_num(shown, v[i]);
		*at = i;
		if (v[i] != floor(v[i])) {
			gp_error(d, GP_EUSAGE, "%s'%s': %s %c %s is not a whole number", w, text,
				 unit, axis[i], shown);
			return dim3_hint(d, kind, max_threads);
		}
		if (v[i] < 1) {
			gp_error(d, GP_EUSAGE, "%s'%s': %s %c is %s; each dimension is at least 1",
				 w, text, unit, axis[i], shown);
			return dim3_hint(d, kind, max_threads);
		}
		if (v[i] > max) {
			if (total)
				gp_error(d, GP_EUSAGE, "%s'%s': %s blocks, more than CUDA's largest grid "
					 "((2^31-1) x 65535 x 65535)", w, text, shown);
			else
				gp_error(d, GP_EUSAGE, "%s'%s': %s %c is %s, above CUDA's %.0f", w,
					 text, unit, axis[i], shown, max);
			return dim3_hint(d, kind, max_threads);
		}
	}
	*at = -1;
	return 0;
}

int gp_dim3_read(const char *s, enum gp_dim3_kind kind, long long max_threads, const char *what,
		 long long out[3], struct gp_diag *d)
{
	double v[3] = { 1, 1, 1 };
	const char *p = s ? s : "";
	int n = 0, rc;
	for (;;) {
		char part[64], *end;
		size_t k = strspn(p, "0123456789.eE+-");
		if (n == 3 || k == 0 || k >= sizeof(part))
			break;
		memcpy(part, p, k);
		part[k] = '\0';
		errno = 0;
		v[n] = strtod(part, &end);
		if (*end || !isfinite(v[n]))
			break;
		n++;
		p += k;
		if (*p == '\0') {
			int at;
			if ((rc = dim3_limits(v, n, s, kind, max_threads, what, &at, d)) < 0)
				return rc;
			for (int i = 0; i < 3; i++)
				out[i] = (long long)v[i];
			return 0;
		}
		if (*p != 'x' && *p != 'X' && *p != ',')
			break;
		p++;
	}
	gp_error(d, GP_EUSAGE, "%s%s%s'%s' is not X, XxY or XxYxZ (whole numbers, as CUDA's dim3)",
		 what ? "'" : "", what ? what : "", what ? "' " : "", s ? s : "");
	return dim3_hint(d, kind, max_threads <= 0 ? GP_BLOCK_THREADS_MAX : max_threads);
}

int gp_dim3_check(const double v[3], int ndims, const char *text, enum gp_dim3_kind kind,
		  long long max_threads, const char *what, int *at, struct gp_diag *d)
{
	int ignored;
	char shown[3 * GP_FMT_EXACT_LEN + 3], num[GP_FMT_EXACT_LEN];
	shown[0] = '\0';
	for (int i = 0; i < ndims && i < 3; i++) {
		size_t k = strlen(shown);
		snprintf(shown + k, sizeof(shown) - k, "%s%s", i ? "x" : "", gp_fmt_num(num, v[i]));
	}
	return dim3_limits(v, ndims < 1 ? 1 : ndims > 3 ? 3 : ndims, text ? text : shown, kind,
			   max_threads, what, at ? at : &ignored, d);
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

size_t gp_bom_bytes(const char *text, size_t len)
{
	return len >= 3 && (unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB &&
			       (unsigned char)text[2] == 0xBF ? 3 : 0;
}

/* a terminated text: its NUL differs from the mark, so the comparisons stop there */
const char *gp_skip_bom(const char *text)
{
	return text + gp_bom_bytes(text, 3);
}

/* ==== Growth ==== */

int gp_grow(void **p, size_t *cap, size_t need, size_t elem_bytes)
{
	size_t nc = *cap <= SIZE_MAX / 2 ? *cap * 2 : SIZE_MAX;
	void *np;
	if (need <= *cap)
		return 0;
	if (nc < GP_GROW_MIN)
		nc = GP_GROW_MIN;
	if (nc < need)
		nc = need;
	if (elem_bytes == 0 || nc > SIZE_MAX / elem_bytes)
		return -GP_ENOMEM;
	if (!(np = realloc(*p, nc * elem_bytes)))
		return -GP_ENOMEM;
	*p = np;
	*cap = nc;
	return 0;
}

int gp_grow_int(void **p, int *cap, int need, size_t elem_bytes)
{
	size_t c = *cap > 0 ? (size_t)*cap : 0;
	int rc;
	if (need < 0)
		return -GP_ENOMEM;
	if ((rc = gp_grow(p, &c, (size_t)need, elem_bytes)) < 0)
		return rc;
	/* more was allocated than an int counts: recording less is safe */
	*cap = c > INT_MAX ? INT_MAX : (int)c;
	return 0;
}

int gp_path_absolute(const char *dir, const char *in, char *out, size_t n)
{
	char joined[PATH_MAX], real[PATH_MAX];
	if (!in || !in[0]) {
		if (n)
			out[0] = '\0';
		return 0;
	}
	if (in[0] != '/' && dir && dir[0]) {
		if ((size_t)snprintf(joined, sizeof(joined), "%s/%s", dir, in) >= sizeof(joined))
			return -GP_ELIMIT;
		in = joined;
	}
	if (!realpath(in, real))
		return -GP_ENOTFOUND;
	if (strlen(real) >= n)
		return -GP_ELIMIT;
	memcpy(out, real, strlen(real) + 1);
	return 0;
}
