/* kcache.c - emulated launches kept for reuse (kcache.h). Entries are keyed by a 128-bit
 * hash of the launch record, the contents of every file it names and the device's figures;
 * the directory holds one descriptor per key (<32 hex digits>.json, written atomically). */
#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gpuperf/extract.h"
#include "gpuperf/kcache.h"
#include "util.h"

/* The key's format: changes when what an emulation gives changes. */
#define KEY_VERSION "gpuperf-kcache-1"

enum { E_BUSY, E_READY, E_FAILED };

/* A descriptor (a launch on a device) or a run (the launch emulated: the same on every device
 * of its listing's architecture; each device's descriptor is built from it). */
enum { K_DESC, K_RUN };

struct entry {
	int kind;
	uint64_t h[2];
	int state, refs;
	long long stamp;          /* last use, for eviction */
	struct gp_kernel k;       /* K_DESC */
	struct gp_emu_result run; /* K_RUN */
	struct gp_diag err;
};

struct filehash {
	char path[GP_LAUNCH_PATH_MAX];
	uint64_t h[2];
	int ok;
};

struct gp_kcache {
	char dir[GP_LAUNCH_PATH_MAX];
	double max_bytes;
	int max_entries;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	int n, cap;
	struct entry **e;
	int nfiles, files_cap;
	struct filehash *files;
	long long clock;
	struct gp_kcache_stats st;
};

/* Two FNV-1a 64-bit streams with different offsets: 128 bits of key. */
static void mix(uint64_t h[2], const void *p, size_t n)
{
	const unsigned char *b = p;
	for (size_t i = 0; i < n; i++) {
		h[0] = (h[0] ^ b[i]) * 0x100000001b3ULL;
		h[1] = (h[1] ^ b[i]) * 0x100000001b3ULL;
		h[1] ^= h[1] >> 29;
	}
}

static void mix_str(uint64_t h[2], const char *s)
{
	mix(h, s, strlen(s) + 1);
}

static void hash_init(uint64_t h[2])
{
	h[0] = 0xcbf29ce484222325ULL;
	h[1] = 0x84222325cbf29ce4ULL;
}

/* A file's contents into h (memoised per path for the cache's life: the inputs of one run do
 * not change under it); an unreadable file hashes as its name, and its error comes from the
 * emulation. Called with the lock held. */
static void mix_file(struct gp_kcache *c, uint64_t h[2], const char *path)
{
	struct filehash *f = NULL;
	if (!path[0])
		return;
	for (int i = 0; i < c->nfiles; i++)
		if (strcmp(c->files[i].path, path) == 0)
			f = &c->files[i];
	if (!f) {
		struct gp_diag d;
		size_t len = 0;
		char *text;
		if (c->nfiles == c->files_cap) {
			int cap = c->files_cap ? 2 * c->files_cap : 16;
			struct filehash *nf = realloc(c->files, (size_t)cap * sizeof(*nf));
			if (!nf) {
				mix_str(h, path);
				return;
			}
			c->files = nf;
			c->files_cap = cap;
		}
		f = &c->files[c->nfiles++];
		snprintf(f->path, sizeof(f->path), "%s", path);
		hash_init(f->h);
		gp_diag_clear(&d);
		if ((text = gp_read_file(path, 0, &len, &d))) {
			mix(f->h, text, len);
			f->ok = 1;
			free(text);
		}
	}
	mix_str(h, path);
	mix(h, f->h, sizeof(f->h));
}

static void run_key(struct gp_kcache *c, const struct gp_launch_rec *r, uint64_t h[2])
{
	hash_init(h);
	mix_str(h, KEY_VERSION);
	mix_file(c, h, r->sass);
	mix_file(c, h, r->ptxas);
	mix_file(c, h, r->ptx);
	mix_file(c, h, r->cubin);
	mix_file(c, h, r->source);
	mix_str(h, r->func);
	mix(h, &r->sm, sizeof(r->sm));
	mix(h, r->grid, sizeof(r->grid));
	mix(h, r->block, sizeof(r->block));
	mix(h, &r->smem_dynamic_bytes, sizeof(r->smem_dynamic_bytes));
	mix(h, &r->seed, sizeof(r->seed));
	mix(h, &r->sample, sizeof(r->sample));
	mix(h, &r->max_steps, sizeof(r->max_steps));
	for (int i = 0; i < r->nargs; i++)
		mix_str(h, r->args[i]);
	mix_str(h, "|");
	for (int i = 0; i < r->ninit; i++) {
		const char *f = strstr(r->inits[i], "=file:");
		mix_str(h, r->inits[i]);
		if (f)
			mix_file(c, h, f + 6);
	}
}

/* The descriptor's key: the run's and the device's figures as loaded (gp_device_parse zeroes
 * the struct first, so its padding is 0): latencies, units and the L2 decide the static
 * counts and the DRAM rule. */
static void desc_key(const uint64_t run[2], const struct gp_device *dev, uint64_t h[2])
{
	h[0] = run[0];
	h[1] = run[1];
	mix_str(h, "device");
	mix(h, dev, sizeof(*dev));
}

struct gp_kcache *gp_kcache_new(const struct gp_kcache_opts *o, struct gp_diag *d)
{
	struct gp_kcache *c = calloc(1, sizeof(*c));
	if (!c) {
		gp_error(d, GP_ENOMEM, "out of memory");
		return NULL;
	}
	c->max_bytes = o && o->max_bytes > 0 ? o->max_bytes : 1073741824.0;
	c->max_entries = o && o->max_entries > 0 ? o->max_entries : 512;
	if (o && o->dir) {
		struct stat st;
		if (!o->dir[0]) {
			gp_error(d, GP_EUSAGE, "the cache directory's path is empty");
			gp_diag_hint(d, "name a directory (made when absent), or leave {app.cache} out");
			free(c);
			return NULL;
		}
		if (strlen(o->dir) >= sizeof(c->dir) - 40) {
			gp_error(d, GP_EUSAGE, "%s: the cache directory's path is too long", o->dir);
			gp_diag_hint(d, "use a path shorter than %zu characters", sizeof(c->dir) - 40);
			free(c);
			return NULL;
		}
		snprintf(c->dir, sizeof(c->dir), "%s", o->dir);
		if (mkdir(c->dir, 0777) < 0) {
			int e = errno;
			if (e == EEXIST && stat(c->dir, &st) == 0 && !S_ISDIR(st.st_mode)) {
				/* "File exists" would say nothing of what is wrong */
				gp_error(d, GP_EIO, "%s: the cache directory is a file, not a directory",
					 c->dir);
				gp_diag_hint(d, "name a directory (made when absent), or leave {app.cache} out");
				free(c);
				return NULL;
			}
			if (e != EEXIST || stat(c->dir, &st) != 0) {
				gp_error(d, GP_EIO, "%s: cannot make the cache directory: %s", c->dir,
					 strerror(e == EEXIST ? errno : e));
				gp_diag_hint(d, "its parent must exist and be writable; or leave {app.cache} out");
				free(c);
				return NULL;
			}
		}
	}
	pthread_mutex_init(&c->mu, NULL);
	pthread_cond_init(&c->cv, NULL);
	return c;
}

static void entry_free(struct entry *e)
{
	gp_kernel_release(&e->k);
	gp_emu_result_release(&e->run);
	free(e);
}

void gp_kcache_free(struct gp_kcache *c)
{
	if (!c)
		return;
	for (int i = 0; i < c->n; i++)
		entry_free(c->e[i]);
	free(c->e);
	free(c->files);
	pthread_mutex_destroy(&c->mu);
	pthread_cond_destroy(&c->cv);
	free(c);
}

/* Drop the least recently used entries nobody holds beyond max_entries. Lock held. */
static void evict(struct gp_kcache *c)
{
	while (c->n > c->max_entries) {
		int old = -1;
		for (int i = 0; i < c->n; i++)
			if (c->e[i]->state != E_BUSY && c->e[i]->refs == 0 &&
			    (old < 0 || c->e[i]->stamp < c->e[old]->stamp))
				old = i;
		if (old < 0)
			return;
		entry_free(c->e[old]);
		c->e[old] = c->e[--c->n];
	}
}

static void file_name(const struct gp_kcache *c, const uint64_t h[2], char *out, size_t n)
{
	snprintf(out, n, "%s/%016llx%016llx.json", c->dir, (unsigned long long)h[0],
		 (unsigned long long)h[1]);
}

/* The directory's cache files: is name one of them? */
static int is_entry_name(const char *name)
{
	size_t n = strlen(name);
	if (n != 37 || strcmp(name + 32, ".json") != 0)
		return 0;
	for (size_t i = 0; i < 32; i++)
		if (!((name[i] >= '0' && name[i] <= '9') || (name[i] >= 'a' && name[i] <= 'f')))
			return 0;
	return 1;
}

/* Keep the directory under max_bytes: remove the oldest entries (by modification time) down
 * to 90% of it. Another process may remove the same file first: that is not an error. */
static void trim_dir(const struct gp_kcache *c)
{
	DIR *dir = opendir(c->dir);
	struct dirent *de;
	struct { char name[40]; double bytes; long long mtime; } *f = NULL;
	int n = 0, cap = 0;
	double total = 0;
	if (!dir)
		return;
	while ((de = readdir(dir))) {
		char path[GP_LAUNCH_PATH_MAX + 64];
		struct stat st;
		if (!is_entry_name(de->d_name))
			continue;
		snprintf(path, sizeof(path), "%s/%s", c->dir, de->d_name);
		if (stat(path, &st) < 0 || !S_ISREG(st.st_mode))
			continue;
		if (n == cap) {
			void *nf = realloc(f, (size_t)(cap = cap ? 2 * cap : 64) * sizeof(*f));
			if (!nf)
				break;
			f = nf;
		}
		snprintf(f[n].name, sizeof(f[n].name), "%s", de->d_name);
		f[n].bytes = (double)st.st_size;
		f[n].mtime = (long long)st.st_mtime;
		total += f[n++].bytes;
	}
	closedir(dir);
	while (total > c->max_bytes * 0.9 && total > 0 && n > 0) {
		int old = 0;
		char path[GP_LAUNCH_PATH_MAX + 64];
		for (int i = 1; i < n; i++)
			if (f[i].mtime < f[old].mtime)
				old = i;
		snprintf(path, sizeof(path), "%s/%s", c->dir, f[old].name);
		unlink(path);
		total -= f[old].bytes;
		f[old] = f[--n];
	}
	free(f);
}

/* The entry's descriptor from the directory (1), or 0 when it holds none that loads. */
static int from_dir(const struct gp_kcache *c, struct entry *e)
{
	char path[GP_LAUNCH_PATH_MAX + 64];
	struct gp_diag d;
	if (!c->dir[0])
		return 0;
	file_name(c, e->h, path, sizeof(path));
	if (access(path, R_OK) != 0)
		return 0;
	gp_diag_clear(&d);
	if (gp_kernel_load(path, &e->k, &d) < 0) {
		gp_kernel_init(&e->k);
		return 0;
	}
	return 1;
}

/* Written for the next run; a directory that cannot take it costs speed, not the answer. */
static void to_dir(const struct gp_kcache *c, struct entry *e)
{
	char path[GP_LAUNCH_PATH_MAX + 64];
	struct gp_diag d;
	if (!c->dir[0])
		return;
	file_name(c, e->h, path, sizeof(path));
	gp_diag_clear(&d);
	if (gp_kernel_save(&e->k, path, NULL, &d) == 0) {
		if (strlen(path) < sizeof(e->k.path))
			memcpy(e->k.path, path, strlen(path) + 1);
		trim_dir(c);
	}
}

/* The entry of key h and kind, made BUSY (held once) when absent: *made says so. Held once
 * more when present (after it is no longer BUSY). Lock held; NULL when out of memory. */
static struct entry *lookup(struct gp_kcache *c, int kind, const uint64_t h[2], int *made)
{
	struct entry *e = NULL;
	*made = 0;
	for (int i = 0; i < c->n && !e; i++)
		if (c->e[i]->kind == kind && c->e[i]->h[0] == h[0] && c->e[i]->h[1] == h[1])
			e = c->e[i];
	if (e) {
		e->refs++;
		while (e->state == E_BUSY)
			pthread_cond_wait(&c->cv, &c->mu);
		e->stamp = ++c->clock;
		return e;
	}
	if (c->n == c->cap) {
		int cap = c->cap ? 2 * c->cap : 16;
		struct entry **ne = realloc(c->e, (size_t)cap * sizeof(*ne));
		if (!ne)
			return NULL;
		c->e = ne;
		c->cap = cap;
	}
	if (!(e = calloc(1, sizeof(*e))))
		return NULL;
	e->kind = kind;
	e->h[0] = h[0];
	e->h[1] = h[1];
	e->state = E_BUSY;
	e->refs = 1;
	e->stamp = ++c->clock;
	gp_kernel_init(&e->k);
	c->e[c->n++] = e;
	*made = 1;
	return e;
}

/* The descriptor of entry e from the run of r: the run's entry reused when another device
 * made it, else made here and kept. Called without the lock. */
static int build(struct gp_kcache *c, const struct gp_launch_rec *r, const uint64_t rh[2],
		 const struct gp_device *dev, struct entry *e)
{
	struct entry *run;
	int made, rc;
	pthread_mutex_lock(&c->mu);
	run = lookup(c, K_RUN, rh, &made);
	pthread_mutex_unlock(&c->mu);
	if (!run)
		return gp_error(&e->err, GP_ENOMEM, "out of memory");
	if (made) {
		rc = gp_extract_launch_run(r, dev, NULL, &run->run, &e->k, &e->err);
		pthread_mutex_lock(&c->mu);
		c->st.emulated++;
		run->state = rc == 0 ? E_READY : E_FAILED;
		if (rc < 0) {
			run->err = e->err;
			gp_emu_result_release(&run->run);
		}
		pthread_cond_broadcast(&c->cv);
	} else if (run->state == E_FAILED) {
		pthread_mutex_lock(&c->mu);
		e->err = run->err;
		rc = -run->err.code;
	} else {
		/* run is READY and held: nobody frees it under us */
		rc = gp_extract_launch_run(r, dev, &run->run, NULL, &e->k, &e->err);
		pthread_mutex_lock(&c->mu);
	}
	run->refs--;
	pthread_mutex_unlock(&c->mu);
	return rc;
}

int gp_kcache_get(struct gp_kcache *c, const struct gp_launch_rec *r, const struct gp_device *dev,
		  const struct gp_kernel **k, struct gp_diag *d)
{
	uint64_t rh[2], h[2];
	struct entry *e;
	int made, rc = 0;
	pthread_mutex_lock(&c->mu);
	c->st.asked++;
	run_key(c, r, rh);
	desc_key(rh, dev, h);
	if (!(e = lookup(c, K_DESC, h, &made))) {
		pthread_mutex_unlock(&c->mu);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	if (!made) {
		c->st.memory_hits++;
	} else {
		int disk;
		pthread_mutex_unlock(&c->mu);
		/* outside the lock: other launches go on */
		gp_diag_clear(&e->err);
		if (!(disk = from_dir(c, e)) && (rc = build(c, r, rh, dev, e)) == 0)
			to_dir(c, e);
		pthread_mutex_lock(&c->mu);
		if (disk)
			c->st.disk_hits++;
		e->state = rc == 0 ? E_READY : E_FAILED;
		pthread_cond_broadcast(&c->cv);
	}
	if (e->state == E_FAILED) {
		e->refs--;
		*d = e->err;
		rc = -e->err.code;
		evict(c);
		pthread_mutex_unlock(&c->mu);
		return rc;
	}
	*k = &e->k;
	evict(c);
	pthread_mutex_unlock(&c->mu);
	return 0;
}

void gp_kcache_release(struct gp_kcache *c, const struct gp_kernel *k)
{
	pthread_mutex_lock(&c->mu);
	for (int i = 0; i < c->n; i++)
		if (c->e[i]->kind == K_DESC && &c->e[i]->k == k && c->e[i]->refs > 0)
			c->e[i]->refs--;
	evict(c);
	pthread_mutex_unlock(&c->mu);
}

void gp_kcache_stats(struct gp_kcache *c, struct gp_kcache_stats *s)
{
	pthread_mutex_lock(&c->mu);
	*s = c->st;
	pthread_mutex_unlock(&c->mu);
}
