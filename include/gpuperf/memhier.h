/* memhier.h - the memory hierarchy seen from a launch's memory profile: traffic per level
 * (L1/TEX, shared memory, L2, DRAM), hit rates from footprints against the device's cache
 * sizes, the pipeline cycles each level costs a warp, and the mean latency of a global load.
 * The analytical model (estimate.c) turns these into bounds; see docs/ARCHITECTURE.md. */
#ifndef GPUPERF_MEMHIER_H
#define GPUPERF_MEMHIER_H

#include "gpuperf/device.h"
#include "gpuperf/memprofile.h"

/*
 * How reuse hits a cache of capacity C when the resident wave's footprint is WS.
 * STACK: LRU stack distance (Mattson et al., IBM Systems Journal 1970): a reuse hits iff
 * the distinct data touched since its last use fits; with the wave's footprint as that
 * distance, h = 1 when WS <= C, else 0 (cyclic sweeps, tiles that fit or not).
 * PROPORTIONAL: h = min(1, C / WS), the hit rate of reuses spread uniformly at random over
 * the footprint (the working-set form of footprint-based GPU cache models).
 */
enum gp_reuse { GP_REUSE_DEFAULT = 0, GP_REUSE_STACK, GP_REUSE_PROPORTIONAL };

/* "stack" / "proportional" -> 0, or -GP_EINVAL. */
int gp_reuse_parse(const char *s, enum gp_reuse *out);

/* The launch as the hierarchy sees it. */
struct gp_memhier_launch {
	double warps;              /* launched warps */
	double grid_blocks;        /* launched blocks */
	double wave_blocks;        /* blocks resident at once on the whole GPU */
	double smem_per_sm_bytes;  /* shared memory the resident blocks take from the L1 */
	double inflight_share;     /* the share of a warp's global loads it has outstanding at
				    * once while they go to the L2 (Little's law on its program at
				    * the L2 latency, estimate.c), at most 1; 0: unknown */
	enum gp_reuse reuse;       /* DEFAULT: STACK */
};

struct gp_memhier {
	/* whole launch, bytes */
	double l1_bytes;           /* sector bytes global/local requests move through L1/TEX */
	double smem_bytes;         /* bytes shared-memory requests move (wavefronts x 128) */
	double l2_bytes;           /* L1 misses + every store/atomic (the L1 writes through) */
	double dram_bytes;         /* L2 misses: reads plus write-backs */
	double dram_read_bytes, dram_write_bytes;
	double dram_deferred_bytes; /* of dram_write_bytes, dirty lines the L2 still holds at the
				     * kernel's end: written back after it, not in its time */
	double compulsory_bytes;   /* sum of the footprints (distinct sectors x 32) */
	double const_bytes;        /* __constant__ data's first touches (in the DRAM reads) */
	double l1_hit_rate;        /* global/local load sectors served by L1 */
	double l2_hit_rate;        /* load sectors reaching L2 served by it */
	double l2_hit_bytes;       /* those load sectors' bytes over the launch */
	double l2_far_share;       /* of those L2 hits, the share served by a far L2 section */
	double l2_lockstep_bytes;  /* of those L2 hits, the ones an SM makes at the same step as
				    * others on the same sector (memhier.c): memory.l2_lockstep_gbps */
	double l2_one_copy_bytes;  /* of the lockstep hits, those on sectors a partitioned L2
				    * cannot replicate (memhier.c): one section serves them all */
	double l1_data_ratio;      /* the data an SM's blocks of one wave touch over the L1 bytes
				    * it can cache (0: no L1 caching globals) */
	double l1_reuse_share;     /* of the global/local load sectors, the share a warp makes
				    * again on its own sectors: what the L1's capacity decides
				    * (a ring walk's, which ring_fit places, left out) */
	double l2_data_ratio;      /* the wave's distinct bytes over the L2's */
	int l2_set_law;            /* the L2's hits follow the set law (memhier.c set_fit) */
	double shared_reuse_share; /* of the global/local load sectors, the share that re-read
				    * sectors other blocks touched first */
	/* per warp, in each level's own units */
	double l1_wavefronts;      /* L1/TEX tag-stage cycles: one per 128-byte line a request touches */
	double warp_inflight_bytes; /* global load bytes a warp has outstanding while they go to
				     * the L2 (the launch's inflight_share of its load bytes);
				     * 0: unknown */
	double l1_stall_cycles;    /* per warp: the SM cycles the L1's pipeline waits for the misses
				    * of warps the schedulers hold back (memhier.c, greedy_group_hits),
				    * one after another with its hits */
	double smem_wavefronts;    /* shared-memory cycles: requests x bank ways (an ATOMS's
				    * atomic passes when more: gp_memrec_smem_passes) */
	double global_load_requests;
	double global_requests;    /* loads, stores and atomics to global/local memory */
	double partial_writes;     /* sectors stores write only in part, each request's */
};

/*
 * Evaluate the profile m for launch l on dev (no allocation, no I/O). A profile with no
 * global/local records leaves the global fields 0. Returns 0, or -GP_EINVAL when the
 * launch has no warps.
 */
int gp_memhier_eval(const struct gp_device *dev, const struct gp_memprofile *m,
		 const struct gp_memhier_launch *l, struct gp_memhier *out);

/*
 * Mean latency of a global load for hit rates h1 (L1) and h2 (L2) and a DRAM latency
 * (cycles): h1 x L1 + (1 - h1) (h2 x L2 + (1 - h2) x DRAM).
 */
double gp_memhier_load_latency(const struct gp_device *dev, double h1, double h2,
			    double dram_latency_cycles);

/*
 * Mean latency of a global load of the evaluated launch h (cycles): gp_memhier_load_latency
 * with the L2 hits split between the near section (device l2) and the far one (l2_far, on
 * devices with l2_partitions > 1) in h's l2_far_share.
 */
double gp_memhier_mean_latency(const struct gp_device *dev, const struct gp_memhier *h,
			    double dram_latency_cycles);

/* The most dirty bytes dev's L2 keeps at a kernel's end, the bound on dram_deferred_bytes:
 * memory.l2_dirty_bytes (at most l2_bytes), or l2_bytes when the device does not give it. */
double gp_memhier_l2_dirty_bytes(const struct gp_device *dev);

/* Does dev's L1 cache global loads by default? (cc >= 7.0; CUDA C Programming Guide,
 * compute capability 5.x/6.x: global loads are cached in L2 only unless marked read-only) */
int gp_memhier_l1_caches_globals(const struct gp_device *dev);

#endif
