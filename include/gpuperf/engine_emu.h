/* engine_emu.h - the execution-driven engine: the SASS emulator runs a launch's blocks in
 * process and hands each block's per-warp instruction streams (masks, lane addresses) to the
 * cycle-level engine as the engine issues the block; no trace file, no fitted patterns. */
#ifndef GPUPERF_ENGINE_EMU_H
#define GPUPERF_ENGINE_EMU_H

#include "gpuperf/device.h"
#include "gpuperf/emu.h"
#include "gpuperf/engine.h"
#include "gpuperf/sass.h"

/* How much of the launch to simulate. */
struct gp_engine_emu_opts {
	int full;              /* 1: every block on every SM, no extrapolation */
	int sample_sms;        /* sampled: SMs simulated (1..the device's; 0 = all of them) */
	int regs;              /* registers per thread (occupancy); 0 = the listing's hint or 32 */
	int smem_static_bytes; /* static shared memory per block (ptxas) */
	int queue_blocks;      /* blocks emulated ahead of the engine; 0 = 2 */
};

void gp_engine_emu_opts_init(struct gp_engine_emu_opts *o);

/* What the run did besides the engine's result. */
struct gp_engine_emu_info {
	long long grid_blocks;          /* blocks of the launch */
	long long sampled_blocks;       /* blocks the sample holds (the scaled launch's grid) */
	long long blocks_simulated;     /* of those, the engine ran (it stops at a steady wave) */
	long long blocks_emulated;      /* the emulator handed to the engine (it runs up to the
					 * queue's length more, which depends on timing) */
	int sms_simulated;              /* SMs of the simulated (scaled) GPU */
	double sampled_fraction;        /* blocks_simulated / grid_blocks */
	double error_estimate;          /* relative error of the cycles from extrapolating:
					 * the steady test's residual and the sampled blocks'
					 * work spread (standard error), combined; 0 for --full */
	double emu_warp_instructions;   /* warp instructions of the blocks handed over */
	double atomic_requests;         /* atomic warp instructions with active lanes, launch */
	double atomic_addrs_per_request;/* distinct addresses a request updates (1..32): its
					 * serialisation is lanes / this, as memprofile's field */
	double atomic_lanes_per_request;
	double emu_bank_ways;           /* the emulator's own mean shared wavefronts per request
					 * (its memory profile), for --full runs; else 0 */
	double peak_queue_bytes;        /* most memory the queued blocks held at once (timing-
					 * dependent: the threads' race, not the simulation) */
};

/*
 * Simulate launch l of fn (a function of a loaded listing, l->file set for its callees) on
 * dev. The emulator runs on a thread of its own, ahead of the engine by o->queue_blocks
 * blocks; memory holds the resident blocks' streams and the queue. Sampled: the launch runs
 * on a GPU of o->sample_sms SMs whose DRAM and L2 bandwidth and L2 capacity are that share
 * of dev's, with the blocks that many SMs of dev would run (every S/N-th block in launch
 * order, systematic sampling), until the per-wave time is steady (the engine's --sample);
 * counts are scaled to the launch. l is copied (its on_block/on_inst hooks are the
 * engine's). Deterministic for every eo->jobs. Returns 0, or a negative gp_err with d
 * filled (the emulator's error names PC and listing line).
 */
int gp_engine_run_emu(const struct gp_device *dev, const struct gp_sass_func *fn,
		      const struct gp_emu_launch *l, const struct gp_engine_opts *eo,
		      const struct gp_engine_emu_opts *o, struct gp_engine_result *out,
		      struct gp_engine_emu_info *info, struct gp_diag *d);

#endif
