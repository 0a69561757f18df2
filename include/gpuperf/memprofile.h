/* memprofile.h - what a launch does dynamically: the emulated (or traced, or hand-written)
 * memory access profile and instruction totals a descriptor may carry (kernels/README.md,
 * sections "dynamic", "memory", "footprints"). The analytical model and the engine read
 * it; the SASS emulator writes it. */
#ifndef GPUPERF_MEMPROFILE_H
#define GPUPERF_MEMPROFILE_H

#include <stdint.h>
#include "gpuperf/diag.h"

enum gp_memspace { GP_MSPACE_GLOBAL, GP_MSPACE_SHARED, GP_MSPACE_LOCAL, GP_MSPACE_CONSTANT,
		   GP_MSPACE_COUNT };

/*
 * One memory instruction of the kernel (PC order). Counts are per launched warp (the mean
 * over every warp of the launch, scaled from the emulated sample), so a model multiplies
 * by the launch's warps.
 */
struct gp_memrec {
	uint32_t pc;                 /* byte offset of the instruction in its function */
	char op[32];                 /* opcode with modifiers: "LDG.E.SYS", "STS.128" */
	uint8_t space;               /* enum gp_memspace */
	uint8_t is_store;            /* stores and reductions (RED) write */
	uint8_t is_atomic;           /* ATOM/ATOMS/RED: read-modify-write */
	int width_bytes;             /* per thread: 1, 2, 4, 8, 16 */
	double requests;             /* warp-level executions with >= 1 active lane, per warp */
	double sectors_per_request;  /* mean distinct 32-byte sectors one request touches (1..32;
					4 for a coalesced 4-byte access, 32 fully scattered) */
	double bank_ways;            /* shared: mean worst-case bank serialisation of a request
					(1 conflict-free, 32 worst); 0 for other spaces */
	double partial_sectors_per_request; /* global stores: mean sectors a request writes only
					in part, fewer than their 32 bytes (0..sectors_per_request;
					32 for a fully scattered 4-byte store, 0 coalesced) */
	double bytes;                /* per warp: active lanes x width_bytes, summed over requests */
	double atomic_addrs_per_request; /* atomics: mean distinct addresses a request updates
					(1..32; 1: every lane the same, serialised by the unit);
					0 not recorded */
	double atomic_hot_share;     /* atomics: share of the instruction's lane updates over the
					launch that hit its hottest address within its allocation
					(1/distinct .. 1; a one-bin histogram 1); 0 not recorded */
	int alloc;                   /* index into footprints, -1 when unknown */
};

/*
 * One allocation (a pointer argument's buffer, "shared", "local"): what the whole launch
 * touches. bytes / accessed_bytes < 1 means reuse: accessed_bytes counts every sector
 * request, bytes only distinct sectors (the compulsory traffic).
 */
struct gp_footprint {
	char name[64];               /* "arg0", "A", "shared" */
	double bytes;                /* distinct 32-byte sectors touched x 32, whole launch */
	double accessed_bytes;       /* sectors requested x 32, whole launch */
	double block_bytes;          /* each block's distinct sectors x 32, summed over the
					launch's blocks: a sector neighbouring blocks share
					counts once per block (bytes <= block_bytes <=
					accessed_bytes); 0 when unknown (taken as bytes: no
					sharing between blocks) */
	double warp_bytes;           /* the same per warp (block_bytes <= warp_bytes <=
					accessed_bytes): what the warps of a block share;
					0 when unknown (taken as block_bytes) */
	double share_stride_blocks;  /* launch-order distance between consecutive blocks that
					touch a sector blocks share (gpu-l2-cache: blockRun;
					1: neighbours); 0 when unknown (taken as in flight
					together) */
	double ring_sectors_per_line; /* the allocation is walked in one fixed shuffled order,
					pass after pass (a pointer chase around a random ring),
					touching this many of each 128-byte line's 4 sectors
					(1-4); its reuse follows LRU on that walk (memhier.c,
					ring_fit); 0: not such a walk */
};

/* A loop's trip count as the emulator found it. */
struct gp_looptrip {
	uint32_t head_pc;
	double trips_per_warp;       /* mean executions of the loop's back edge per warp entering */
};

/* The launch as emulated and its totals. */
struct gp_dynamic {
	unsigned grid[3], block[3];  /* the launch the counts were made for */
	double warps;                /* launched warps */
	double warp_instructions;    /* whole launch, issued warp instructions */
	double simd_efficiency;      /* mean active lanes / warp size over issued instructions */
	int blocks_emulated;
	double blocks_total;
	int nloops, loops_cap;
	struct gp_looptrip *loops;
	int nrandom, random_cap;     /* branches decided by probability (data-dependent) */
	uint32_t *random_pcs;
};

struct gp_memprofile {
	int n, cap;
	struct gp_memrec *recs;
	int nfoot, foot_cap;
	struct gp_footprint *foot;
};

const char *gp_memspace_name(enum gp_memspace s);
/* "global", "shared", ... -> 0 with *out set, or -GP_EINVAL. */
int gp_memspace_parse(const char *s, enum gp_memspace *out);

/* Allocate / free (NULL is a no-op). Push returns 0 or -GP_ENOMEM. */
struct gp_memprofile *gp_memprofile_new(void);
void gp_memprofile_free(struct gp_memprofile *m);
int gp_memprofile_push(struct gp_memprofile *m, const struct gp_memrec *r);
int gp_memprofile_push_footprint(struct gp_memprofile *m, const struct gp_footprint *f);
struct gp_dynamic *gp_dynamic_new(void);
void gp_dynamic_free(struct gp_dynamic *dy);
int gp_dynamic_push_loop(struct gp_dynamic *dy, uint32_t head_pc, double trips);
int gp_dynamic_push_random(struct gp_dynamic *dy, uint32_t pc);
/* Deep copies (NULL for NULL or out of memory). */
struct gp_memprofile *gp_memprofile_clone(const struct gp_memprofile *m);
struct gp_dynamic *gp_dynamic_clone(const struct gp_dynamic *dy);

/*
 * The passes an atomic request r takes through its atomic unit (the shared-memory pipe for
 * ATOMS, an L2 slice's atomic unit for global ATOM/RED): the unit updates each address once a
 * pass, its distinct addresses side by side (as the shared pipe serves distinct banks), so a
 * request costs the most lanes any one address takes. The record gives that maximum's two
 * lower bounds, the mean lanes an address (lanes a request over atomic_addrs_per_request) and
 * the lanes on the launch's hottest address (lanes x atomic_hot_share); the larger is taken
 * (a one-bin histogram 32, a uniform one 1). At least 1; 0 for a record that is no atomic or
 * carries no contention figures (atomic_addrs_per_request 0).
 */
double gp_memrec_atomic_passes(const struct gp_memrec *r);

/*
 * A shared request's wavefronts on the shared-memory pipe, the one rule the model prices
 * them by: its bank ways (at least 1), or its atomic passes (gp_memrec_atomic_passes) when
 * more: either way one bank delivers one word a pass.
 */
double gp_memrec_smem_passes(const struct gp_memrec *r);

/* Whole-launch sums over the profile, for models: bytes and sector bytes per space. */
struct gp_memtotals {
	double requests[GP_MSPACE_COUNT];     /* per warp */
	double bytes[GP_MSPACE_COUNT];        /* per warp, bytes the threads asked for */
	double sector_bytes[GP_MSPACE_COUNT]; /* per warp, 32 x sectors (global/local) */
	double bank_cycles;                  /* per warp, shared wavefronts: requests x bank_ways */
	double footprint_bytes;              /* whole launch, distinct global bytes */
	double accessed_bytes;               /* whole launch, global sector bytes requested */
	double local_footprint_bytes;        /* whole launch, the "local" footprint's distinct
						bytes (every launched thread's frame, not the
						resident threads') and the sector bytes it */
	double local_accessed_bytes;         /* requested (its reuse: their ratio) */
};
void gp_memprofile_totals(const struct gp_memprofile *m, struct gp_memtotals *t);

struct gp_device;
/*
 * A launch's global DRAM traffic, the one rule emulated launches and traces share:
 * compulsory traffic, its whole footprint (footprint_bytes, distinct bytes of the launch),
 * when that fits in dev's L2, else every sector it requests (requested_bytes: no reuse
 * across the L2). Per warp when requested_bytes is per warp and warps the launch's warps
 * (the footprint's share is footprint_bytes / warps); the launch's total with warps = 1.
 */
double gp_memprofile_dram_bytes(const struct gp_device *dev, double footprint_bytes,
				double requested_bytes, double warps);

/*
 * A launch's local-memory DRAM traffic, per warp, from its totals t: local memory is cached
 * in L1 and L2, and the driver keeps frames for the resident threads only (src/model/memhier.c,
 * "Local memory"), so the launch's local data are the resident threads' frames: every
 * launched thread's frame (t's local sector bytes a warp x warps x the footprint's distinct
 * over requested bytes, as src/model/memhier.c scales a footprint) times the share of the launch's
 * blocks one wave holds (blocks of block_threads threads, regs_per_thread and smem_bytes
 * each, by the occupancy calculator; all when it refuses them). They reach DRAM once (frames /
 * warps) when they fit in dev's L2; past it the share 1 - L2 / frames of the rest of the
 * requested local sector bytes (t's, per warp) goes there too. 0 without local accesses.
 */
double gp_memprofile_local_dram_bytes(const struct gp_device *dev, const struct gp_memtotals *t,
				      int block_threads, int regs_per_thread, long smem_bytes,
				      double blocks, double warps);

#endif
