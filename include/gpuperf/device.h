/* device.h - a GPU as gpuperf sees it, loaded and validated from devices/NAME.json. */
#ifndef GPUPERF_DEVICE_H
#define GPUPERF_DEVICE_H

#include "gpuperf/diag.h"
#include "gpuperf/iclass.h"

#define GP_CARVEOUT_MAX 16
#define GP_DRAM_MAPPING_MAX 128

/* How the memory system picks a DRAM channel for an address (engine). */
enum gp_dram_index {
	GP_DRAM_INDEX_DEFAULT,       /* not given: IPOLY hashing */
	GP_DRAM_INDEX_CONSECUTIVE,   /* round robin over channels */
	GP_DRAM_INDEX_IPOLY,         /* Rau's polynomial hash of the address bits */
};
/* The DRAM standard (memory.type), the convention data_rate and clock_mhz follow
 * (devices/README.md). */
enum gp_dram_type {
	GP_DRAM_TYPE_UNKNOWN,        /* not given */
	GP_DRAM_TYPE_GDDR5, GP_DRAM_TYPE_GDDR5X, GP_DRAM_TYPE_GDDR6, GP_DRAM_TYPE_GDDR6X,
	GP_DRAM_TYPE_GDDR7, GP_DRAM_TYPE_HBM2, GP_DRAM_TYPE_HBM2E, GP_DRAM_TYPE_HBM3,
	GP_DRAM_TYPE_HBM3E, GP_DRAM_TYPE_LPDDR5,
};
#define GP_UVM_BW_POINTS 16

/* One direction of a host link (thesis eq. 5.5: T = t_s + n / (bw * lambda)). */
struct gp_link_dir {
	double startup_s;
	double lambda;
};

struct gp_link {
	char kind[32];          /* "pcie", "nvlink-c2c" or "integrated" (GPU shares host DRAM) */
	int generation;         /* PCIe 1..6; 0 for NVLink-C2C and integrated GPUs */
	int lanes;
	double bw_gbps;         /* per direction, GB/s (1e9), from Table 4.3 or given */
	struct gp_link_dir htod, dtoh;
	/* pageable host memory, where measured; has_pageable == 0 means same as pinned */
	int has_pageable;
	struct gp_link_dir htod_pageable, dtoh_pageable;
};

/* Unified Memory figures (UVMSmart, seed 001). */
struct gp_uvm {
	double page_bytes;              /* 4096 */
	double fault_latency_s;         /* 45 us far-fault handling */
	double ptw_cycles;              /* page-table walk, core cycles (100) */
	int n_bw;                       /* transfer-size -> bandwidth table (Table 1) */
	double bw_size_bytes[GP_UVM_BW_POINTS];
	double bw_gbps[GP_UVM_BW_POINTS];
};

/* Energy figures (optional: has_power == 0 when the file gives none). */
struct gp_power {
	int has_power;
	double tdp_w, idle_w;
	double pj_per_warp_ins[GP_UNIT_COUNT];  /* dynamic energy per warp instruction on a unit */
	double pj_per_dram_byte;
};

struct gp_device {
	char name[128];          /* short id, e.g. "gtx970" */
	char full_name[128];     /* "NVIDIA GeForce GTX 970" */
	char arch[32];           /* "maxwell" */
	int cc_major, cc_minor;  /* compute capability */
	char path[512];          /* file it came from */

	int sms;
	double sm_clock_mhz;     /* the clock the model runs at (file default, or gp_device_set_clock) */
	double file_clock_mhz;   /* sm_clock_mhz as the file gives it */
	double base_clock_mhz;   /* vendor base clock, 0 when the file gives none */
	double boost_clock_mhz;  /* vendor boost clock; sm_clock_mhz when the file gives none */
	double sustained_clock_mhz; /* measured clock under sustained load, 0 when unknown */
	char clock_name[16];     /* which clock sm_clock_mhz is: "boost", "file", "base", ... */
	char file_clock_name[16]; /* what the file's sm_clock_mhz is: "boost" when it equals the
				   * file's boost_clock_mhz, else "file" */
	int warp_size;

	/* memory: eq. 4.7 */
	double mem_clock_mhz;
	int bus_width_bits;
	double data_rate;        /* 2 (DDR) or 4 (GDDR5); HBM 2 */
	int dram_type;           /* enum gp_dram_type */
	double dram_bw_gbps;     /* peak; computed from the three above when absent */
	double dram_sustained_gbps; /* measured STREAM-like figure, 0 when unknown */
	/* measured plateaus of a read-only and a write-only stream (gpu-stream's read and init
	 * columns), 0 when unknown; the hierarchy model's DRAM time by read/write mix
	 * (drammix.h) */
	double dram_read_sustained_gbps, dram_write_sustained_gbps;
	/* what a DRAM read waits beyond the loaded latency per unit of the DRAM's write
	 * utilisation (writes' bytes/s over the write-only plateau), ns: measured from
	 * gpu-stream's triad knee (devices/README.md); 0 when unknown */
	double dram_write_read_wait_ns;
	double l2_bw_gbps;       /* measured L2-resident read bandwidth, 0 when unknown */
	/* measured L2 read rate when every SM reads the same sectors at the same step (gpu-cache's
	 * one buffer, one block an SM), where it differs from l2_bw_gbps; 0: l2_bw_gbps (memhier.c,
	 * lockstep hits) */
	double l2_lockstep_gbps;
	/* the memory runs with ECC (on by default on the part): a store that writes a sector
	 * only in part costs its channel two sector times, a read-modify-write, not one
	 * (gp_device_partial_write_bytes, estimate.c GP_BOUND_PARTIAL) */
	int dram_ecc;
	double mem_size_bytes;
	int dram_channels;       /* memory partitions / channels (engine) */
	double l2_bytes;
	/* the most write-back (dirty) bytes the L2 keeps (measured: the writes still in it at a
	 * kernel's end); 0 when unknown: all of l2_bytes (memhier.c) */
	double l2_dirty_bytes;
	double l1_bytes_per_sm;
	int l2_assoc, l1_assoc, line_bytes;
	/* the L1's sets where given (Accel-Sim's configs: 4 on Pascal to Hopper, the ways
	 * growing with the carve-out); 0: l1_assoc ways, the sets following from the size */
	int l1_sets;
	/* L2 sections (A100/H100: 2, each caching for the SMs next to it; 0 or 1: one) */
	int l2_partitions;
	/* DRAM address map (engine): GPGPU-Sim's -gpgpu_mem_addr_mapping notation, "" = the
	 * engine's default; channel selection (-gpgpu_memory_partition_indexing) */
	char dram_addr_mapping[GP_DRAM_MAPPING_MAX];
	int dram_partition_indexing;   /* enum gp_dram_index */
	/* GPGPU-Sim's memory path (engine; 0 = not modelled, as on the measured devices whose
	 * latencies are end to end): each SM's interconnect ports move this many 32-byte
	 * sector packets per cycle each way, and a block retires only when its stores are
	 * acknowledged */
	double icnt_sectors_per_clk;
	int store_ack_retire;
	int l2_slices_per_channel;     /* memory sub-partitions per channel, each its own
					* interconnect port (0 = not given) */
	int l1_miss_queue_entries;     /* L1 misses waiting for the interconnect before the
					* SM's memory pipeline stalls (0 = not modelled) */
	int l2_write_miss_dram;        /* an L2 write miss goes on to DRAM (and fetches the
					* line); acknowledged from there */

	/* per-SM units: lanes per SM (a warp instruction costs warp_size/lanes cycles) */
	double units[GP_UNIT_COUNT];   /* FP32 cores, INT32, FP64, SFU, tensor (warp MMA/clk x32), LSU, ctrl */
	int schedulers;                /* warp schedulers per SM */
	int issue_per_scheduler;       /* instructions per scheduler per cycle (1, or 2 with dual issue) */
	int dual_issue;                /* Kepler/Maxwell/Pascal pairs */
	int int32_shares_fp32;         /* the INT32 lanes are among the FP32 lanes (GA10x, AD10x,
					* RTX Blackwell): integer work takes FP32 lanes' slots */
	double smem_bytes_per_clk;     /* shared-memory bandwidth per SM */
	int smem_banks;

	/* occupancy limits (CUDA Occupancy Calculator) */
	int max_threads_per_block;
	int max_threads_per_sm;
	int max_warps_per_sm;
	int max_blocks_per_sm;
	int regs_per_sm;
	int max_regs_per_block;
	int max_regs_per_thread;
	int reg_alloc_unit;            /* registers, 256 */
	int reg_alloc_per_warp;        /* 1: granularity "warp", 0: "block" */
	int sub_partitions;            /* register file split (4 on Maxwell+) */
	int warp_alloc_granularity;
	int smem_per_sm_bytes;
	int smem_per_block_bytes;
	int smem_per_block_optin_bytes;
	int smem_reserved_per_block_bytes;
	int smem_alloc_unit_bytes;
	int n_carveout;
	int carveout_kib[GP_CARVEOUT_MAX]; /* shared-memory configurations, ascending */

	/* latencies in SM cycles (Tables 4.1/4.2) */
	double lat_class[GP_IC_COUNT];
	double lat_mem[GP_MEM_COUNT];
	double lat_branch_taken, lat_branch_not_taken;
	double ilp_latency_cycles;
	double block_replacement_cycles;
	double lat_l2_far;             /* an L2 hit in the far section (l2_partitions > 1), 0: l2 */
	double launch_overhead_s;
	/* the GPU time a grid spends outside its blocks, its start (the front end and the work
	 * distributor setting it up, the first blocks' dispatch) and its end (retiring the last
	 * block): part of what a profiler shows as the kernel's duration, 0 when unknown */
	double grid_start_end_s;
	/* the time an SM takes to start one block, one after another (block_dispatch_ns): a launch
	 * of many small blocks runs at one block an SM per this time at most; 0: not bound */
	double block_dispatch_s;

	struct gp_link link;
	struct gp_uvm uvm;
	struct gp_power power;
};

/*
 * Load and validate a device file. On error returns a negative gp_err and
 * fills d: malformed JSON names file:line; a missing, wrong-typed or out of
 * range field names the JSON path ("/units/fp32_cores"); inconsistent limits
 * (max_warps_per_sm * warp_size != max_threads_per_sm, ...) are rejected.
 * Every figure must be covered by "sources" (see devices/README.md).
 */
int gp_device_load(const char *path, struct gp_device *dev, struct gp_diag *d);

/* Same, from a JSON text in memory; name is used in messages. */
int gp_device_parse(const char *text, size_t len, const char *name, struct gp_device *dev,
		    struct gp_diag *d);

/*
 * Resolve a device argument: an existing path, else "<dir>/<name>.json" for
 * each dir of the colon-separated search path (NULL: $GPUPERF_DEVICES, then
 * "devices", then the install data directory).
 */
int gp_device_find(const char *name_or_path, const char *search_path, struct gp_device *dev,
		   struct gp_diag *d);

/* Check an in-memory device (what load runs after parsing). */
int gp_device_validate(const struct gp_device *dev, struct gp_diag *d);

/* Which clock gp_device_set_clock() runs the model at. */
enum gp_clock_kind {
	GP_CLOCK_DEFAULT,    /* the file's sm_clock_mhz */
	GP_CLOCK_BASE,
	GP_CLOCK_BOOST,
	GP_CLOCK_SUSTAINED,
	GP_CLOCK_MHZ,        /* a clock the caller gives */
};

/*
 * Parse a --clock argument: "base", "boost", "sustained", "default" or a number of
 * MHz (1..100000). Returns 0, or -GP_EINVAL naming the argument in d.
 */
int gp_clock_parse(const char *s, enum gp_clock_kind *kind, double *mhz, struct gp_diag *d);

/*
 * Run dev at another SM clock. DRAM latency is a time, not a cycle count: its
 * cycles scale with the clock (so do the global-load/store class latencies
 * that take it); on-chip latencies (L1, L2, shared, ALU) are SM-clock cycles
 * and stay. Sets clock_name. Returns -GP_EINVAL when the device gives no such
 * clock (a file without base_clock_mhz asked for "base") or mhz is not > 0.
 */
int gp_device_set_clock(struct gp_device *dev, enum gp_clock_kind kind, double mhz,
			struct gp_diag *d);

/* Vendor-style peaks at the device's current SM clock (what 'devices --compare' prints). */
struct gp_device_peaks {
	double fp32_tflops;          /* SMs x FP32 lanes x 2 (FMA) x clock */
	double fp64_tflops;          /* SMs x FP64 lanes x 2 x clock */
	double tensor_fp16_tflops;   /* dense FP16: SMs x tensor lanes x 64 FMA x 2 x clock */
	double dram_gbps;            /* peak */
	double ridge_flop_per_byte;  /* FP32 roofline ridge: fp32 peak / DRAM peak */
	double dram_latency_ns;      /* DRAM latency cycles / clock */
};
void gp_device_peaks(const struct gp_device *dev, struct gp_device_peaks *p);

/* Peak DRAM bandwidth from the memory's clock, bus width and data rate, GB/s (thesis eq. 4.7's
 * numerator); 0 unless all three are given. */
double gp_device_dram_rate_gbps(const struct gp_device *dev);
/* Peak global-memory bandwidth per SM per SM cycle, bytes (thesis eq. 4.7). */
double gp_device_gmem_bytes_per_clk(const struct gp_device *dev);
/* The measured L2 ceiling (memory.l2_bw_gbps) per SM per SM cycle, bytes; 0 without one. */
double gp_device_l2_bytes_per_clk(const struct gp_device *dev);
/* The L2's time for a lockstep hit over its time for another hit: memory.l2_bw_gbps over
 * memory.l2_lockstep_gbps, 1 without both. */
double gp_device_l2_lockstep_cost(const struct gp_device *dev);
/* DRAM bytes at the peak bandwidth one partial-sector store takes: 32, 64 with ECC. */
double gp_device_partial_write_bytes(const struct gp_device *dev);

/* PCIe bandwidth per direction for a generation and lane count, GB/s (Table 4.3
 * for 1.x-3.x; 4.0-6.0 by doubling). 0 when unknown. */
double gp_pcie_bw_gbps(int generation, int lanes);

#endif
