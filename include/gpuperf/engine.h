/* engine.h - the cycle-level reference engine: runs a descriptor's program on a device, cycle by cycle. */
#ifndef GPUPERF_ENGINE_H
#define GPUPERF_ENGINE_H

#include <stdint.h>
#include "gpuperf/backend.h"
#include "gpuperf/device.h"
#include "gpuperf/estimate.h"
#include "gpuperf/kernel.h"
#include "gpuperf/uvm.h"

/* Warp scheduler policy of every scheduler of every SM. */
enum gp_engine_sched {
	GP_ENGINE_GTO,   /* greedy then oldest: stay on a warp until it stalls, then the oldest ready */
	GP_ENGINE_LRR,   /* loose round robin: next ready warp after the last one issued */
};

/*
 * Why a scheduler did not issue in a cycle (the CPI stack). Issue cycles are
 * GP_STALL_ISSUE; the rest are the reason of the warp that would issue first.
 */
enum gp_stall {
	GP_STALL_ISSUE,       /* issued an instruction */
	GP_STALL_DEPENDENCY,  /* register RAW on an ALU result, ILP or branch delay */
	GP_STALL_MEMORY,      /* waiting for a load, or the SM's miss entries are all in use */
	GP_STALL_UNIT,        /* operands ready, execution unit (or LSU / shared memory) busy */
	GP_STALL_BARRIER,     /* BAR.SYNC waiting for the rest of the block */
	GP_STALL_IDLE,        /* no warp resident (tail of the launch, block replacement) */
	GP_STALL_MIO,         /* an LSU or MUFU instruction waits for its sub-partition's MIO
			       * queue entry: the SM's one MIO dispatch is behind (mio_throttle) */
	GP_STALL_COUNT
};

struct gp_engine_opts {
	enum gp_engine_sched sched;
	int jobs;                 /* host threads for the SM phase (OpenMP); >= 1 */
	int sample;               /* 1: simulate whole waves until steady, extrapolate */
	long long threads;        /* launch thread count (bounds guard); 0 = grid * block */
	int mshr_per_sm;          /* outstanding line requests per SM; 0 = GP_ENGINE_MSHR_DEFAULT */
	/* Called from the simulating thread every few thousand cycles with the
	 * fraction of blocks finished (0..1); NULL for none. */
	void (*progress)(double fraction, void *ctx);
	void *progress_ctx;
	/* Stop with -GP_ELIMIT once this many SM cycles are simulated; 0 = none for a
	 * full run (its size is checked before it starts), GP_ENGINE_SAMPLE_MAX_CYCLES
	 * for a sampled one. */
	uint64_t max_cycles;
	/* Polled between epochs: non-zero stops the run with -GP_ECANCELED (a signal
	 * handler sets it). NULL for none. */
	const volatile int *cancel;
	/* Unified Memory: the program's global arrays are cudaMallocManaged and start on
	 * the host; a GMMU (per-SM TLBs, walks, replayable far faults) sits in the L1-miss
	 * path (seed 001 B.1-B.3, C.1). Not with sample. */
	int managed;
	enum gp_uvm_prefetcher prefetcher;
	double device_mem_bytes;  /* device memory for managed pages; 0 = the device's */
	int fault_mshrs;          /* far faults outstanding at once; 0 = unlimited */
	int no_skip_ahead;        /* 1: poll every epoch while warps wait on faults (C.2 off) */
};

#define GP_ENGINE_MSHR_DEFAULT 256
/* Default bound of a sampled run: 10^8 SM cycles (~70 ms of a GPU at 1.4 GHz,
 * minutes of host time), far beyond the few waves sampling needs. */
#define GP_ENGINE_SAMPLE_MAX_CYCLES 100000000ULL
#define GP_ENGINE_JOBS_MAX 256
/* SMs the engine simulates (each costs about 20 KB and a step per cycle; the largest GPUs
 * have under 200). Larger devices are for the analytical model. */
#define GP_ENGINE_SMS_MAX 1024

/* Everything a run reports. Counts are for the whole launch (extrapolated when sampled). */
struct gp_engine_result {
	uint64_t cycles;             /* SM cycles from launch to the last warp's exit */
	double kernel_s;             /* cycles / SM clock */
	double time_s;               /* kernel_s + the device's launch overhead (as estimate) */
	double duration_s;           /* kernel_s + the grid's start and end (as estimate) */
	double warp_instructions;    /* warp instructions executed */
	double issue_slots;          /* scheduler issue slots used (a dual-issued pair is one) */
	double ipc;                  /* warp instructions per cycle, whole GPU */
	double ipc_per_sm;
	int blocks_per_sm;           /* resident limit used (occupancy calculator) */
	int warps_per_block;
	double theoretical_warps;    /* blocks_per_sm * warps_per_block */
	double achieved_warps;       /* resident warps per SM averaged over the run */
	double achieved_occupancy;   /* achieved_warps / max warps per SM, 0..1 */
	double stall[GP_STALL_COUNT];/* fraction of scheduler cycles, sums to 1 */
	double unit_util[GP_UNIT_COUNT]; /* busy fraction of each unit's throughput */
	double mio_util;             /* busy fraction of the SMs' MIO dispatch (LSU and MUFU) */
	double unit_warp_instructions[GP_UNIT_COUNT]; /* warp instructions each unit executed */
	double issue_util;           /* issue slots used / available */
	double dram_bytes;           /* read + write */
	double dram_read_bytes, dram_write_bytes;
	double l2_dirty_bytes;       /* written sectors the L2 still holds at the end: written back
				      * by later traffic, outside this launch's time */
	double dram_row_hit_rate;    /* DRAM accesses that found their row open, 0..1 */
	double dram_bw_gbps;         /* achieved: dram_bytes / kernel_s */
	double dram_peak_gbps;
	double dram_latency_avg_cycles; /* SM-to-SM latency of loads served by DRAM */
	double dram_latency_max_cycles;
	double l1_hit_rate, l2_hit_rate;   /* sector hit rates, 0 when no accesses */
	double l1_accesses, l2_accesses;   /* sectors */
	double l2_read_sectors, l2_write_sectors; /* of l2_accesses: loads and stores (not atomics) */
	double thread_instructions;  /* warp instructions x their active threads */
	double simd_efficiency;      /* thread_instructions / (32 x warp_instructions), 0..1 */
	double smem_conflict_ways;   /* average shared-memory wavefronts per shared instruction */
	double smem_instructions;    /* shared-memory warp instructions (LDS/STS/ATOMS) */
	double atomic_l2_requests;   /* global atomic requests (one a line) at the L2's atomic units */
	double atomic_l2_passes;     /* their passes: a request's most lanes on one address */
	double atomic_l2_wait_cycles;/* mean cycles a request waited for its busy unit */
	double wave_steady_rel;      /* sampled: |last - previous| / last of the mean per-wave
				      * times that stopped the run (below 0.03), else 0 */
	long long blocks;            /* blocks in the launch */
	long long waves;             /* ceil(blocks / (SMs * blocks_per_sm)) */
	int sampled;                 /* 1 when extrapolated */
	long long blocks_simulated;
	double waves_simulated;
	double energy_j;             /* when the device has power figures, else 0 */
	/* Unified Memory (opts.managed), from the GMMU; 0 otherwise */
	int managed_arrays;          /* program arrays mapped as managed allocations */
	double managed_bytes;        /* their sizes */
	double faults;               /* far faults */
	double migrated_bytes;       /* host -> device, faulted and prefetched pages */
	double prefetched_bytes;     /* of which brought by the prefetcher */
	double evicted_bytes;        /* written back to make room (device memory full) */
	double fault_time_s;         /* link busy with fault handling, migrations, write-back waits */
	double tlb_hit_rate;         /* of translated (L1-missing) line requests */
	double walks;                /* page-table walks that found the page valid */
	long long epochs;            /* epochs the clock stepped through: the host's work */
};

void gp_engine_opts_init(struct gp_engine_opts *o);

/*
 * Simulate one launch. The kernel must carry a program (kernels/README.md);
 * params override its declared defaults (loop trip counts). Deterministic:
 * the same inputs give the same result for every o->jobs. Returns 0, or a
 * negative gp_err with d filled: no program, an instruction the device cannot
 * run (no tensor units), a loop without a trip count, a launch that cannot be
 * resident (occupancy), or a launch too large (GP_ELIMIT) to run in full.
 */
int gp_engine_run(const struct gp_device *dev, const struct gp_kernel *k,
		  const struct gp_params *params, const struct gp_launch *l,
		  const struct gp_engine_opts *o, struct gp_engine_result *out, struct gp_diag *d);

struct gp_trace_kernel;

/*
 * Simulate a traced launch (trace.h): grid, block, registers and shared memory
 * from the trace's header; each warp executes its own traced instruction
 * stream (the traced active masks, the traced addresses; a branch costs the
 * taken latency when the next traced PC is not the fall-through). Blocks are
 * issued in the order the trace lists them; every block of the grid must be in
 * it, once. o->threads is not used. Deterministic like gp_engine_run. Errors: a
 * block missing from the trace or traced twice, one PC with two opcodes, an
 * opcode the device has no units for, a launch that cannot be resident.
 */
int gp_engine_run_trace(const struct gp_device *dev, const struct gp_trace_kernel *t,
			const struct gp_engine_opts *o, struct gp_engine_result *out,
			struct gp_diag *d);

/* What a streamed trace run read. */
struct gp_engine_trace_info {
	char name[256];                   /* the kernel's name from the header */
	int block_threads;
	double trace_warp_instructions;   /* traced warp instructions of the blocks read */
	double trace_bytes_read;          /* trace text read (decompressed) */
};

/*
 * Simulate the kernel trace in the file at path (plain, gzip or xz) like
 * gp_engine_run_trace, reading it block by block as the blocks are issued:
 * memory holds the resident blocks' streams, whatever the file's size, and a
 * sampled run stops reading when it stops. Blocks run in the file's order.
 * info (may be NULL) says what was read.
 */
int gp_engine_run_trace_file(const struct gp_device *dev, const char *path,
			     const struct gp_engine_opts *o, struct gp_engine_result *out,
			     struct gp_engine_trace_info *info, struct gp_diag *d);

const char *gp_stall_name(enum gp_stall s);
const char *gp_engine_sched_name(enum gp_engine_sched s);
/* "gto" / "lrr" to the policy; -1 when unknown. */
int gp_engine_sched_from_name(const char *name);

/*
 * The figures of dev that only the engine reads and the device loader leaves to it: the
 * DRAM address mapping's letters over the device's channels (GPGPU-Sim's
 * -gpgpu_mem_addr_mapping). What writes a device (import-config) calls it so that no
 * device it writes is one the engine refuses. 0, or -GP_EINVAL naming dev->path and
 * /memory/addr_mapping.
 */
int gp_engine_device_check(const struct gp_device *dev, struct gp_diag *d);

/* The engine as a backend; state is a const struct gp_engine_opts *, or NULL for
 * the defaults with sampling on (launches of any size finish in seconds). */
extern const struct gp_backend_ops gp_backend_engine;

#endif
