/* engine_int.h - the engine's internal state, shared by engine*.c (not part of the public API). */
#ifndef GPUPERF_ENGINE_INT_H
#define GPUPERF_ENGINE_INT_H

#include <stdint.h>
#include "gpuperf/engine.h"
#include "gpuperf/traceg.h"
#include "gpuperf/trace_stream.h"
#include "program_int.h"

/* ==== Time ==== */

/* Fixed point (EN_FP) and the compiled program are program_int.h's. */
#define EN_INF UINT64_MAX

static inline uint64_t en_fp_ceil(uint64_t fp)
{
	return (fp + EN_FP - 1) >> EN_FP_SHIFT;
}

/* ==== Memory-system assumptions (the device files do not carry these) ==== */

#define EN_L2_SLICE_BYTES_PER_CLK 64   /* per slice without memory.l2_bw_gbps; ~2.5x DRAM on GM204 */
#define EN_DRAM_BANKS_MAX 256          /* per channel: 2^EN_AMAP_MAX_BITS */
#define EN_DRAM_ACT_NS 24.0            /* tRP + tRCD for a row miss (GDDR5 ~12 ns each) */
#define EN_DRAM_TURN_NS 2.0            /* bus turnaround between reads and writes (tWTR-like) */
#define EN_DRAM_WRITE_BATCH 24        /* writes per drain: -dram_write_queue_size 64:56:32 */
#define EN_DRAM_REFI_NS 3900.0         /* refresh interval tREFI (JESD235 HBM2, JESD212 GDDR5) */
#define EN_DRAM_RFC_NS 350.0           /* refresh cycle tRFC of an 8 Gb die (JESD235 HBM2) */
#define EN_DRAM_WRITE_WINDOW_CYCLES 4096.0  /* the write utilisation's averaging window, SM cycles
					 * (2-3 us: a few of the figure's own waits; engine_dram.c) */
#define EN_DRAM_QUEUE_SECTORS 128      /* channel queue bound: beyond it the L2 slice stalls */
#define EN_EPOCH_MIN 16                /* shortest epoch (SM cycles between memory steps) */
/* The interconnect's SM ports move one packet per cycle each way, and every L1 miss,
 * write and reply is one packet per 32-byte sector: GPGPU-Sim's L1 sends one miss-queue
 * entry a cycle (gpu-cache.cc, baseline_cache::cycle), its sectored L1 splits misses into
 * sector requests and its L2 sub-partition splits writes (l2cache.cc,
 * memory_sub_partition::breakdown_request_to_sector_requests), the crossbar grants each
 * output one packet a cycle (local_interconnect.cc, xbar_router::iSLIP_Advance; a 40-byte
 * flit (-icnt_flit_size 40) carries a sector and its 8-byte header in the BookSim network
 * too) and a cluster takes one reply a cycle (shader.cc, simt_core_cluster::icnt_cycle). */
#define EN_EJ_WINDOW 4096              /* reply-port reservations ahead of the epoch, cycles */
#define EN_SLICES_MAX 8                /* memory sub-partitions per channel */
#define EN_MERGE_SCAN 256              /* requests searched back for a pending sector's read */
/* An L2 slice takes 64 requests into its input queue (GPGPU-Sim's icnt-to-L2 queue,
 * -gpgpu_dram_partition_queues 64:64:64:64 in the tested SM7_QV100 and SM80_A100
 * gpgpusim.config files): an atomic waits outside while its unit has that many ahead. */
#define EN_ATOM_QUEUE 64

/* ==== Caches (engine_mem.c) ==== */

struct en_line {
	uint64_t tag;          /* line address + 1; 0 = invalid */
	uint64_t lru;
	uint64_t ready[4];     /* per sector: cycle the data is back at the SM (EN_INF: pending) */
	uint8_t valid, dirty;  /* sector masks */
};

struct en_cache {
	int sets, assoc;
	int set_shift;         /* partitioned L2: sets per slice */
	uint64_t stamp;
	struct en_line *lines;
	/* a wide set (assoc > EN_CACHE_LIST_ASSOC: an L1 of 4 sets, ~300 ways) finds a line
	 * through a hash of the lines it holds and its LRU way through a recency list, instead
	 * of scanning the ways: slot = set x assoc + way */
	uint32_t *index;       /* open addressing, linear probing: slot + 1, 0 empty */
	uint32_t index_mask;
	int32_t *newer, *older;/* per slot: the recency list's neighbours, -1 none */
	int32_t *mru, *lru_way;/* per set: the list's ends */
	int32_t *filled;       /* per set: ways taken so far (they fill in order) */
};

#define EN_CACHE_LIST_ASSOC 32

int en_cache_init(struct en_cache *c, int sets, int assoc);
void en_cache_release(struct en_cache *c);
/* The way holding line in set, or -1. */
int en_cache_find(const struct en_cache *c, int set, uint64_t line);
/* Choose a victim way in set (an invalid one, else LRU). */
int en_cache_victim(const struct en_cache *c, int set);
/* Put line in (set, way), empty and most recently used, and return it. */
struct en_line *en_cache_fill(struct en_cache *c, int set, int way, uint64_t line);
/* Move l to the front of its set's recency list (a wide set's; en_cache_touch) */
void en_cache_promote(struct en_cache *c, struct en_line *l);
/* Make the line l of c the most recently used of its set (inline: every L1 and L2 access
 * stamps one) */
static inline void en_cache_touch(struct en_cache *c, struct en_line *l)
{
	l->lru = ++c->stamp;
	if (c->index)
		en_cache_promote(c, l);
}
static inline struct en_line *en_cache_at(struct en_cache *c, int set, int way)
{
	return &c->lines[(size_t)set * (size_t)c->assoc + (size_t)way];
}

/* ==== Requests from the SMs to the shared memory system ==== */

/* EN_REQ_MERGE: sectors already requested by an earlier read of the same epoch (an L1
 * miss entry merged into, GPGPU-Sim's pending hit); it never leaves the SM and takes that
 * read's reply. */
enum en_req_kind { EN_REQ_READ, EN_REQ_WRITE, EN_REQ_ATOMIC, EN_REQ_MERGE };

struct en_req {
	uint64_t line;         /* byte address >> 7 */
	uint64_t cycle;        /* issued at the SM */
	uint64_t resp;         /* filled by the memory step: data back at the SM */
	int32_t l1_line;       /* L1 line to fill (set * assoc + way), -1 */
	int32_t load;          /* index into the SM's load records, -1 */
	uint8_t mask;          /* sectors */
	uint8_t kind;
	uint8_t dram;          /* set by the memory step: served by DRAM */
	uint8_t partial;       /* writes: sectors of mask the lanes write only in part */
	uint8_t passes;        /* atomics: passes through the slice's atomic unit, the most
				* lanes of the request on one address (en_mem_atomic_passes) */
	uint16_t sm;           /* issuing SM: which L2 section it reaches first */
	int16_t bslot;         /* a store's block slot (its acknowledgement ends the block), -1 */
	int32_t of;            /* merges: index of the read it waits for */
};

/* A load waiting for its line requests. */
struct en_load {
	int32_t slot;          /* warp slot */
	uint64_t gen;          /* warp generation: the slot may be reused before the reply */
	uint64_t ready;        /* max over L1 hits */
	uint8_t ndst;
	uint16_t dst[GP_PI_MAX_DST];
};

/* A reply the GMMU stage (engine_gmmu.c) delivers epochs after its request: the
 * request's translation waited on a walk or a far fault, so the memory step
 * served it late. Applied at the start of the SM's next epoch. */
struct en_late {
	uint64_t resp;         /* data back at the SM: L1 fill, MSHR release */
	uint64_t reg_ready;    /* slot >= 0: the load's registers (all its parts are back) */
	uint64_t line;
	uint64_t gen;
	int32_t l1_line;       /* -1 */
	int32_t slot;          /* -1: no register result with this reply */
	uint8_t mask;
	uint8_t mshr;          /* holds a miss entry (reads, atomics with a result) */
	uint8_t ndst;
	uint16_t dst[GP_PI_MAX_DST];
};

/* A port that passes one packet a cycle: its reserved cycles, a ring of EN_EJ_WINDOW bits
 * from base (engine_mem.c). */
struct en_slots {
	uint64_t base;
	uint64_t bits[EN_EJ_WINDOW / 64];
};

/* Move the ring to start at t (nothing is reserved before it any more). */
void en_slots_advance(struct en_slots *p, uint64_t t);
/* Reserve n cycles at or after t, free ones in any order; the first in *first, returns the
 * last. Beyond the window the port is taken as free. */
uint64_t en_slots_reserve(struct en_slots *p, uint64_t t, int n, uint64_t *first);

/* ==== Warps, blocks, SMs (engine_sm.c) ==== */

struct en_warp {
	uint64_t ready_at;     /* earliest issue by scoreboard/ILP/branch; EN_INF when unknown */
	uint64_t next_issue;   /* ILP / branch constraint */
	uint64_t gen;          /* unique per launched warp (age: lower is older) */
	uint64_t *reg;         /* ready cycle per compact register */
	uint8_t *reg_mem;      /* 1: value comes from memory */
	uint32_t *iter;        /* per loop: iterations done */
	uint64_t ins;          /* warp instructions executed */
	uint64_t tmark;        /* EN_SRC_PROG: ins when the active lanes last changed */
	struct en_simt simt;   /* divergence (program source) */
	uint32_t cur, end;     /* trace source: next and end of its dynamic instructions */
	const struct en_tblock *tb;  /* trace source: its block's streams */
	long long block;
	int32_t pc;
	int active;            /* active lanes; 0 = slot free */
	/* small, so a warp stays two cache lines (128 bytes) */
	int16_t bslot;         /* block slot */
	int16_t wib;           /* warp index within the block */
	int16_t ordpos;        /* index in its scheduler's age-ordered list */
	int16_t q;             /* its scheduler */
	uint8_t reason;        /* enum gp_stall when not ready */
	uint8_t at_bar;
	uint8_t bar_delay;     /* next_issue is the barrier's release latency */
};

struct en_bslot {
	struct en_tblock *tb;  /* trace source: the block's streams */
	long long block;       /* -1 = free */
	int live;              /* warps not exited */
	int at_bar;
	uint64_t store_ack;    /* when the L2 acknowledges the block's last store so far: the
				* slot frees no earlier (every device) */
	uint64_t st_ack;       /* with store_ack_retire: the last acknowledgement back at the SM,
				* after the reply path; the block retires no earlier */
};

struct en_tblock;
struct en_start { long long block; uint64_t t; int bslot; struct en_tblock *tb; };
struct en_done { uint64_t t; long long block; uint64_t ins; struct en_tblock *tb; int bslot; };

struct en_sm {
	int id;
	uint64_t dispatch_free;        /* the first cycle the SM can start its next block */
	struct en_warp *w;
	int nslots;
	struct en_bslot *b;
	int nbslots;
	int *greedy, *last;            /* per scheduler */
	int *ord, *nord, ordcap;       /* per scheduler: resident warp slots, oldest first */
	uint64_t *ordr;                /* their ready_at, same order */
	uint8_t *sreason;              /* per scheduler: stall reason of the last scan */
	uint64_t *qwake;               /* per scheduler: no need to scan before this cycle */
	uint64_t (*unit_free)[GP_UNIT_COUNT]; /* per scheduler (sub-partition), fixed point */
	uint64_t smem_free;            /* fixed point */
	/* The MIO: one dispatch an SM for the LSU and MUFU instructions of its schedulers,
	 * each of which holds one instruction in its queue until the dispatch takes it */
	uint64_t mio_free;             /* the dispatch is free from then, fixed point */
	uint64_t *mio_disp;            /* per scheduler: its last MIO instruction leaves the
					* queue then, fixed point */
	struct en_cache l1;
	uint64_t wake;
	uint64_t stall_t;              /* stall accounting done up to here */

	struct en_req *req; int nreq, capreq;      /* this epoch's requests */
	struct en_load *ld; int nld, capld;
	uint64_t *mshr; int nmshr, capmshr;        /* min-heap of release cycles */
	int mshr_unresolved;
	struct en_start *st; int nst, capst;       /* blocks to start */
	struct en_done *dn; int ndn, capdn;        /* blocks finished this epoch */
	struct en_late *late; int nlate, caplate;  /* GMMU: late replies for the next epoch */
	/* interconnect ports (memory step only): the injection port's free cycle and the
	 * reply port's reserved cycles */
	uint64_t inj_free;
	struct en_slots ej;
	uint64_t mq_free;              /* SM side: the miss queue drains by then, fixed point */

	/* statistics */
	uint64_t stall[GP_STALL_COUNT];
	uint64_t unit_busy_fp[GP_UNIT_COUNT];
	uint64_t mio_busy_fp;
	uint64_t unit_ins[GP_UNIT_COUNT];
	uint64_t warp_ins, issue_slots;
	uint64_t thread_ins;           /* warp instructions x active lanes */
	uint64_t l1_access, l1_hit;
	uint64_t smem_ins, smem_ways_fp;   /* shared instructions; their wavefronts, fixed point */
	uint64_t occ_integral, occ_last_t;
	int resident;
	uint64_t last_exit;
};

/* ==== The DRAM address map and allocations (engine_addr.c) ==== */

#define EN_AMAP_MAX_BITS 8             /* bank bits */
#define EN_AMAP_MAX_ROW_BITS 40
#define EN_HEAP_BASE 0x7f0000000000ULL /* first allocation (a typical CUDA VA on Linux) */
#define EN_HEAP_MAX_BYTES 17592186044416.0 /* 16 TiB of placed arrays */
#define EN_ALLOC_ALIGN 256.0           /* cudaMalloc's alignment */
#define EN_MANAGED_ALIGN 2097152.0     /* managed allocations: 2 MiB, whole GMMU pages */
#define EN_PLACED (1ULL << 63)

struct en_amap {
	int nch, deg, pow2, consecutive;
	int chunk_shift;               /* dramid@N */
	int nbank_bits, nrow_bits;
	uint8_t bank_bit[EN_AMAP_MAX_BITS];      /* local address bits, most significant first */
	uint8_t row_bit[EN_AMAP_MAX_ROW_BITS];
	uint32_t xpow[64];             /* x^(deg + i) mod P(x) */
	uint16_t hbyte[8][256];        /* h of g's byte k: XOR of xpow over its set bits */
	/* the letters as runs of adjacent local-address bits, most significant first */
	int nbank_runs, nrow_runs;
	uint8_t bank_lo[EN_AMAP_MAX_BITS], bank_w[EN_AMAP_MAX_BITS];
	uint8_t row_lo[EN_AMAP_MAX_ROW_BITS], row_w[EN_AMAP_MAX_ROW_BITS];
};

/* ch, bank, row; local: the byte address inside the channel (the channel's bits taken
 * out), which the L2 slice of that channel indexes its sets by */
struct en_dloc { int ch, bank; uint64_t row, local; };

/* Build the map for channels from a GPGPU-Sim style mapping string (NULL or "":
 * the Volta/Hopper default); consecutive: round-robin channels instead of IPOLY.
 * Returns 0, or -1 with why filled. */
int en_amap_init(struct en_amap *m, int channels, const char *mapping, int consecutive,
		 char *why, size_t nwhy);
/* The map of a device's DRAM (its channels, memory.addr_mapping and partition indexing).
 * Returns 0, or -GP_EINVAL with d naming the device file and its field. */
int en_amap_of_device(struct en_amap *m, const struct gp_device *dev, struct gp_diag *d);
void en_amap_locate(const struct en_amap *m, uint64_t addr, struct en_dloc *out);

struct en_sim;
struct en_pat;
/* Element index range [lo, hi] a pattern touches over the launch and iters trips. */
void en_pat_range(const struct en_sim *s, const struct en_pat *p, double iters, double *lo,
		  double *hi);
/* Place the program's arrays back to back from EN_HEAP_BASE, each aligned to align
 * bytes (cudaMalloc: 256), by moving the patterns' bases. */
int en_place_arrays(struct en_sim *s, double align, struct gp_diag *d);

/* ==== DRAM (engine_dram.c) ==== */

struct en_chan {
	uint64_t bus_free;             /* fixed point */
	uint64_t *bank_free;           /* per bank */
	uint64_t *open_row;            /* per bank: row + 1, 0 = closed */
	uint64_t slice_free;           /* the channel's L2 slice, fixed point */
	uint64_t pw_free;              /* its partial-write stage, fixed point */
	uint64_t atom_free[EN_SLICES_MAX]; /* per sub-partition (L2 slice): its atomic unit is
					* free from then, fixed point (engine_mem.c) */
	uint64_t *atom_q;              /* per sub-partition, EN_ATOM_QUEUE each: when its unit's
					* last requests are done, a ring (fixed point) */
	uint32_t atom_qpos[EN_SLICES_MAX]; /* the ring's next place */
	struct en_slots *xbar;         /* per sub-partition: its crossbar output's grants */
	struct en_slots *rep;          /* per sub-partition: its reply FIFO's cycles */
	double w_bytes;                /* bytes written, each decayed by e^-(age / window) */
	uint64_t w_t_fp;               /* when w_bytes was last decayed, fixed point */
};

struct en_dram {
	int nch, nbanks;
	struct en_chan *ch;
	struct en_amap map;
	uint64_t sector_fp;            /* bus time of one sector */
	uint64_t act_fp;               /* row activation */
	uint64_t turn_fp;              /* read/write turnaround */
	uint64_t slice_sector_fp;      /* L2 slice time per sector */
	uint64_t partial_fp;           /* partial-write stage time per partial sector; 0: none */
	uint64_t base_cycles;          /* fixed part of a DRAM read after the bus */
	double wwait_cycles;           /* a read's wait per unit of its channel's write
					* utilisation (memory.dram_write_read_wait_ns); 0: none */
	double wcap_bytes;             /* a channel's write-only bytes in one window */
	uint64_t read_bytes, write_bytes;
	uint64_t lat_sum, lat_n, lat_max;
	uint64_t row_hits, row_misses;
};

int en_dram_init(struct en_dram *m, const struct gp_device *dev, uint64_t icnt_cycles,
		 struct gp_diag *d);
/* Factor (>= 1) on a sector's DRAM bus time that brings the engine's saturated triad to
 * memory.sustained_gbps; exactly 1 without it (engine_dram.c says why). */
double en_dram_sustained_factor(const struct gp_device *dev);
/* Fixed-point SM cycles an L2 slice takes per sector when the L2 has slices slices: the
 * device's l2_bw_gbps spread over them, else EN_L2_SLICE_BYTES_PER_CLK per slice. */
uint64_t en_l2_slice_sector_fp(const struct gp_device *dev, int slices);
/* Fixed-point SM cycles a channel's partial-write stage takes per sector written only in
 * part: gp_device_partial_write_bytes at the channel's peak share of memory.dram_bw_gbps;
 * 0 (no stage) on a device that follows GPGPU-Sim's memory path (store_ack_retire). */
uint64_t en_dram_partial_write_fp(const struct gp_device *dev);
void en_dram_release(struct en_dram *m);
/* Channel, bank and row of a 128-byte line (engine_addr.c's map). */
static inline void en_dram_locate(const struct en_dram *m, uint64_t line, struct en_dloc *at)
{
	en_amap_locate(&m->map, line << 7, at);
}
/* Read sectors of the line at at arriving at its channel at fixed-point time t_fp;
 * returns the cycle the data is back at the SM. */
uint64_t en_dram_read(struct en_dram *m, const struct en_dloc *at, int sectors, uint64_t t_fp);
/* Write back sectors at t_fp (occupies the bus); returns the cycle the write is done,
 * as en_dram_read's. */
uint64_t en_dram_write(struct en_dram *m, const struct en_dloc *at, int sectors, uint64_t t_fp);

/* ==== The whole simulation (engine.c) ==== */

struct en_trace;

/* Where the warps' instructions come from; the SMs' issue path is compiled once per
 * source so the plain program pays nothing for the others. */
enum en_src {
	EN_SRC_PROG,    /* a program without divergent branches */
	EN_SRC_DIV,     /* a program with "taken" annotations: the reconvergence stack */
	EN_SRC_TRACE,   /* a trace: per-warp streams, traced masks and addresses */
};

struct en_sim {
	const struct gp_device *dev;
	struct en_prog prog;
	struct en_trace *trace;        /* instruction source: NULL = prog's control flow and
					* patterns, else the trace's streams and addresses */
	enum en_src src;
	struct gp_engine_opts opts;
	int nsm, sched, issue_w, dual;
	int wpb, bps, block_threads;
	long long grid, threads;
	uint64_t lat_l1, lat_l2, lat_dram, lat_shared, lat_const, lat_bar;
	uint64_t lat_taken, lat_not_taken, ilp, repl;
	uint64_t dispatch;             /* cycles an SM takes per block it starts (block_dispatch_ns) */
	uint64_t icnt;                 /* SM to L2 one way */
	uint64_t icnt_sector_fp;       /* an SM port's time per sector packet; 0: not modelled */
	int store_ack_retire;          /* blocks retire when their stores are acknowledged */
	int nslices;                   /* memory sub-partitions per channel (crossbar outputs) */
	uint64_t mq_fp;                /* L1 miss queue: entries x icnt_sector_fp; 0: unbounded */
	int l2_write_miss_dram;        /* L2 write misses go to DRAM, acknowledged from there */
	uint64_t lsu_cost_fp, smem_wave_fp;
	uint64_t atom_pass_fp;         /* an L2 atomic unit's time a pass, fixed point: one
					* update of an address, GP_ATOMICS_ADDR_OPS_PER_CLK */
	uint64_t atom_requests, atom_passes;   /* global atomics at the L2 units: requests
					* (one a line) and their passes */
	uint64_t atom_wait_cycles;     /* their waits for a busy unit, summed */
	/* The SM's MIO dispatch time of one warp instruction of each unit, fixed point: the
	 * LSU's and the MUFU's warp_size / lanes per SM (the model's unit cycles, estimate.c);
	 * 0 for the units outside the MIO */
	uint64_t mio_fp[GP_UNIT_COUNT];
	int smem_banks;
	int mshr;
	int l1_assoc, l1_sets;
	double l1_bytes;               /* L1 data cache per SM after the shared-memory carve-out */
	struct en_sm *sm;
	int *mpos;                     /* memory step: next request per SM */

	struct en_cache l2;
	int l2_sets_per_slice;
	int l2_sections;               /* device l2_partitions when it divides the channels, else 1 */
	uint64_t lat_l2_far;           /* an L2 hit in the far section */
	uint64_t l2_far_hits;          /* read sectors served by a far section */
	struct en_dram dram;
	uint64_t l2_access, l2_hit;
	uint64_t l2_read_sectors, l2_write_sectors;

	long long next_block, done_blocks;
	int stop;                      /* sampling reached a steady wave time */
	uint64_t wave_t[16];           /* completion cycles of the last waves (a ring) */
	int nwaves_seen;
	double steady_rel;     /* sampling: the steady test's residual when it stopped */

	struct en_gmmu *gm;            /* Unified Memory (opts.managed), else NULL */
	uint64_t max_cycles;           /* opts.max_cycles, or the default bound; 0 = none */
};

/* engine_sm.c */
int en_sm_init(struct en_sim *s, struct en_sm *sm, int id);
void en_sm_release(struct en_sm *sm);
/* Run one SM over cycles [t0, t1): apply the last memory step's replies,
 * start assigned blocks, issue. Touches only sm. */
void en_sm_epoch(struct en_sim *s, struct en_sm *sm, uint64_t t0, uint64_t t1);
/* Earliest cycle this SM can do anything once the memory step's replies are in. */
uint64_t en_sm_next_event(const struct en_sm *sm);
/* Thread instructions (warp instructions x active lanes) so far, the running warps' included. */
uint64_t en_sm_thread_ins(const struct en_sim *s, const struct en_sm *sm);
/* Queue a block to start on sm at cycle t (memory step / launch only); tb: its trace
 * streams (trace source) or NULL. */
int en_sm_assign(struct en_sm *sm, long long block, uint64_t t, struct en_tblock *tb);

/* engine_mem.c */
/* Per-lane byte addresses of a memory instruction's active lanes; returns the count. */
int en_mem_addresses(const struct en_sim *s, const struct en_ins *in, const struct en_warp *w,
		     uint64_t *addr);
/* The memory step: serve every SM's requests of the epoch in (cycle, SM) order. */
void en_mem_step(struct en_sim *s, uint64_t t0, uint64_t t1);
/* One request through L2 and DRAM, leaving the SM at sent (>= r->cycle) and reaching L2
 * icnt cycles later; fills r->resp (>= t1): a read's data or a write's acknowledgement
 * back at the SM, before the SM's reply port. */
void en_mem_serve(struct en_sim *s, struct en_req *r, uint64_t sent, uint64_t t1);

/* engine_gmmu.c: Unified Memory. The program's global arrays are mapped as managed
 * allocations; L1-missing requests are translated in the memory step, in canonical
 * order (deterministic for every thread count), and a request whose translation
 * completes beyond the epoch is served by a later memory step and answered late. */
int en_gmmu_setup(struct en_sim *s, const struct gp_kernel *k, struct gp_diag *d);
void en_gmmu_release(struct en_sim *s);
/* The memory step when s->gm is set; negative gp_err on failure (out of memory). */
int en_gmmu_mem_step(struct en_sim *s, uint64_t t0, uint64_t t1);
/* Start of the next epoch after [t0, t1) while requests wait on translations, given
 * next from the SMs: the epoch holding the earliest event (skip-ahead, C.2), or t1
 * itself without skip-ahead. Returns next unchanged when nothing is deferred. */
uint64_t en_gmmu_next_event(const struct en_sim *s, uint64_t next, uint64_t t0, uint64_t t1);
void en_gmmu_result(const struct en_sim *s, struct gp_engine_result *out);

/* ==== The trace source (engine_trace.c) ==== */

/* One dynamic instruction of a trace, as the SMs step through it. */
struct en_tins {
	int32_t sidx;          /* static instruction (en_prog.ins) */
	uint8_t lanes;         /* active lanes (traced mask) */
	uint8_t taken;         /* the next traced PC is not the fall-through */
};

/* A block's traced streams while it is on an SM: loaded by the serial step when the
 * block is assigned, released when it finishes, so a trace of any size runs in the
 * memory of the resident blocks. */
struct en_tblock {
	const struct gp_trace_inst *ins;   /* its instructions (the whole trace's in memory) */
	const uint64_t *addrs;
	struct en_tins *dyn;               /* parallel to ins */
	uint32_t *first, *count;           /* per warp of the block: its stream */
	size_t capdyn;
	struct gp_trace_kernel k;          /* a streamed block's own parse */
	int pool;                          /* index in the pool */
};

struct en_trace_static;

/* A source of whole blocks in memory (the emulator's, engine_emu.c): fills blk (released
 * first, as gp_trace_stream_next does) with the next block; 1, 0 at the end, or a negative
 * gp_err with d filled. Called from the serial step only. */
typedef int en_trace_feed(void *ctx, struct gp_trace_kernel *blk, struct gp_diag *d);

struct en_trace {
	const struct gp_trace_kernel *t;   /* in memory, or NULL */
	struct gp_trace_stream *ts;        /* streamed, or NULL */
	en_trace_feed *feed;               /* blocks handed in by a producer, or NULL */
	void *feed_ctx;
	const struct gp_device *dev;
	const char *path;
	int wpb;
	long long grid;
	size_t next_warp;                  /* in memory: the next block's first warp */
	struct en_tins *mdyn;              /* in memory: per instruction, filled per block */
	uint8_t **seen;                    /* per 2^16 blocks of the grid: bits, read already */
	long long nblocks;                 /* blocks handed out */
	double ninst;                      /* traced instructions read */
	struct en_trace_static *st;        /* PC -> static instruction */
	struct en_tblock *pool;
	int *free, nfree, npool;
	struct gp_diag err;                /* a block that failed to load (serial step) */
};

/* Set up the trace source (t in memory, or ts streamed from path) and the static
 * program p (grows as blocks bring new PCs; registers are not compacted). */
int en_trace_init(const struct gp_device *dev, const struct gp_trace_kernel *t,
		  struct gp_trace_stream *ts, const char *path, long long grid, int block_threads,
		  int pool_blocks, struct en_prog *p, struct en_trace *tr, struct gp_diag *d);
void en_trace_release(struct en_trace *tr);
/* The next block of the trace (file order) for the engine's block number block;
 * NULL with tr->err filled on a failure. Serial step only. */
struct en_tblock *en_trace_block_get(struct en_trace *tr, struct en_prog *p, long long block);
void en_trace_block_put(struct en_trace *tr, struct en_tblock *b);

/* Run a launch whose blocks come from feed (grid and block of hdr, its registers and
 * shared memory), as gp_engine_run_trace_file runs a streamed trace. engine.c. */
int en_run_feed(const struct gp_device *dev, const struct gp_trace_kernel *hdr,
		en_trace_feed *feed, void *ctx, const struct gp_engine_opts *o,
		struct gp_engine_result *out, double *ins_read, struct gp_diag *d);

/* Addresses of the active lanes of the warp's current traced instruction. */
static inline int en_trace_addresses(const struct en_tblock *tb, const struct en_warp *w,
				     uint64_t *addr)
{
	const struct gp_trace_inst *ti = &tb->ins[w->cur];
	const uint64_t *a;
	uint32_t m = ti->mask;
	int n = 0;
	if (!ti->width_bytes)
		return 0;   /* a memory opcode traced without addresses touches nothing */
	a = tb->addrs + ti->addr;
	while (m) {
		addr[n++] = a[__builtin_ctz(m)];
		m &= m - 1;
	}
	return n;
}

/* The same addresses by lane (lane[l] for the lanes of the returned mask). */
static inline uint32_t en_trace_lanes(const struct en_tblock *tb, const struct en_warp *w,
				      uint64_t *lane)
{
	const struct gp_trace_inst *ti = &tb->ins[w->cur];
	const uint64_t *a = tb->addrs + ti->addr;
	if (!ti->width_bytes)
		return 0;
	for (uint32_t m = ti->mask; m; m &= m - 1)
		lane[__builtin_ctz(m)] = a[__builtin_ctz(m)];
	return ti->mask;
}

/* Next static instruction of a warp after its current one; p->n when its stream ends. */
static inline int en_trace_next(const struct en_tblock *tb, const struct en_prog *p,
				struct en_warp *w, int *taken)
{
	*taken = tb->dyn[w->cur].taken;
	if (++w->cur >= w->end)
		return p->n;
	return tb->dyn[w->cur].sidx;
}

#endif
