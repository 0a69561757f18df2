/* kcache.h - emulated launches kept for reuse: each distinct launch (launchrec.h: listing,
 * function, architecture, grid, block, shared memory, argument values, inits, seed, sample)
 * on each device is emulated once (gp_extract_launch) and its descriptor shared by every
 * evaluation that asks for it, across threads; optionally kept on disk across runs in a
 * bounded directory that concurrent processes may share. */
#ifndef GPUPERF_KCACHE_H
#define GPUPERF_KCACHE_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/kernel.h"
#include "gpuperf/launchrec.h"

struct gp_kcache_opts {
	const char *dir;         /* on-disk cache directory (made when absent); NULL: memory only */
	double max_bytes;        /* the directory's bound: the oldest entries go beyond it; 0: 1 GiB */
	int max_entries;         /* descriptors kept in memory; 0: 512 */
};

struct gp_kcache;

/* A new cache, or NULL with d filled (out of memory, a directory that cannot be made). */
struct gp_kcache *gp_kcache_new(const struct gp_kcache_opts *o, struct gp_diag *d);
void gp_kcache_free(struct gp_kcache *c);

/*
 * The descriptor of launch r on dev into *k: kept in memory, else read from the directory,
 * else emulated and kept (a launch that cannot be emulated keeps its error: every later ask
 * gets the same). Thread-safe; a launch another thread is emulating is waited for. *k is
 * borrowed until gp_kcache_release(c, *k); with a directory, its path is the file that holds
 * it there. Returns 0 or the emulation's negative GP_E* code
 * with d filled.
 */
int gp_kcache_get(struct gp_kcache *c, const struct gp_launch_rec *r, const struct gp_device *dev,
		  const struct gp_kernel **k, struct gp_diag *d);
void gp_kcache_release(struct gp_kcache *c, const struct gp_kernel *k);

struct gp_kcache_stats {
	long long asked, emulated, memory_hits, disk_hits;
};
void gp_kcache_stats(struct gp_kcache *c, struct gp_kcache_stats *s);

#endif
