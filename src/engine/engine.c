/* engine.c - the engine's driver: launch setup, block scheduler, epochs over SMs (OpenMP), results. */
#include <math.h>
#include <omp.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"
#include "util.h"
#include "gpuperf/atomics.h"
#include "gpuperf/energy.h"
#include "gpuperf/occupancy.h"
#include "gpuperf/traceg.h"
#include "gpuperf/trace_stream.h"

/* Without --sample, launches above this many warp instructions are refused (hours of host time). */
#define EN_FULL_RUN_MAX_INS 1e11
/* Sampling: mean per-wave times of two consecutive windows of waves must agree this closely. */
#define EN_STEADY_REL 0.03
#define EN_STEADY_WINDOW 4
#define EN_PROGRESS_EPOCHS 512
/* Polls of the epoch counter before a waiting thread starts yielding its core. */
#define EN_SPIN 20000

static const char *const stall_names[GP_STALL_COUNT] = {
	"issue", "dependency", "memory", "unit_busy", "barrier", "idle", "mio_throttle",
};

const char *gp_stall_name(enum gp_stall s)
{
	return (unsigned)s < GP_STALL_COUNT ? stall_names[s] : "?";
}

const char *gp_engine_sched_name(enum gp_engine_sched s)
{
	return s == GP_ENGINE_LRR ? "lrr" : "gto";
}

int gp_engine_sched_from_name(const char *name)
{
	if (strcmp(name, "gto") == 0)
		return GP_ENGINE_GTO;
	if (strcmp(name, "lrr") == 0)
		return GP_ENGINE_LRR;
	return -1;
}

void gp_engine_opts_init(struct gp_engine_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->sched = GP_ENGINE_GTO;
	o->jobs = 1;
	o->prefetcher = GP_UVM_PF_TBNP;   /* what the CUDA driver does (seed 001 B.3.3) */
}

/* Upper bound of a warp's dynamic instructions: each instruction times the trips of its loops. */
static double ins_per_warp_bound(const struct en_prog *p)
{
	double sum = 0;
	for (int i = 0; i < p->n; i++) {
		double m = 1;
		for (int l = 0; l < p->nloops; l++)
			if (p->loop_head[l] <= i && i <= p->loop_tail[l])
				m *= (double)p->trips[l];
		sum += m;
	}
	return sum;
}

static void sim_release(struct en_sim *s)
{
	if (s->sm)
		for (int i = 0; i < s->nsm; i++)
			en_sm_release(&s->sm[i]);
	free(s->sm);
	free(s->mpos);
	en_cache_release(&s->l2);
	en_dram_release(&s->dram);
	en_gmmu_release(s);
	en_prog_release(&s->prog);
	if (s->trace)
		en_trace_release(s->trace);
}

static int launch_error(struct gp_diag *d, const char *field, const char *hint, int code,
			const char *msg)
{
	/* the launch's own figures: not the fault of a file named by an earlier diagnostic */
	if (d)
		d->file[0] = '\0';
	gp_diag_at(d, NULL, 0, 0);
	gp_error(d, code, "%s", msg);
	gp_diag_field(d, "%s", field);
	if (hint)
		gp_diag_hint(d, "%s", hint);
	return -code;
}

/* Per-dimension patterns need the shape the descriptor records (dynamic.grid/block) to be
 * the launch's: the same totals, and every thread of the grid run (no --threads cut). */
static int check_shape(const struct gp_kernel *k, const struct en_prog *p,
		       const struct gp_launch *l, long long threads, struct gp_diag *d)
{
	char msg[640];
	long long bt, gt;
	if (!p->shape_known)
		return en_shape_error(k, d);
	bt = p->bdim[0] * p->bdim[1] * p->bdim[2];
	gt = p->gdim[0] * p->gdim[1] * p->gdim[2];
	if (bt == l->block && gt == l->grid && threads == bt * gt)
		return 0;
	snprintf(msg, sizeof(msg), "kernel %.200s: its patterns have per-dimension coefficients for "
		 "grid %lldx%lldx%lld, block %lldx%lldx%lld (dynamic.grid, dynamic.block), not this "
		 "launch of %lld blocks x %d threads%s", k->name, (long long)p->gdim[0],
		 (long long)p->gdim[1], (long long)p->gdim[2], (long long)p->bdim[0],
		 (long long)p->bdim[1], (long long)p->bdim[2], l->grid, l->block,
		 threads != l->grid * (long long)l->block ? " ({launch.threads} cuts the grid)" : "");
	launch_error(d, bt != l->block ? "launch.block" : "launch.grid",
		     "give the recorded {launch.grid} and {launch.block}, or extract the descriptor again for "
		     "this launch", GP_EINVAL, msg);
	gp_diag_at(d, k->path[0] ? k->path : k->name, 0, 0);
	return -GP_EINVAL;
}

/* One launch's instructions: a descriptor's program with params, or a trace (into tr)
 * in memory (t) or streamed (ts, hdr its header). */
struct en_source {
	const struct gp_kernel *k;
	const struct gp_params *params;
	const struct gp_trace_kernel *t;
	struct en_trace *tr;
	struct gp_trace_stream *ts;
	const struct gp_trace_kernel *hdr;
	double *trace_ins;             /* out: traced warp instructions read, or NULL */
	en_trace_feed *feed;           /* blocks from a producer (engine_emu.c), or NULL */
	void *feed_ctx;
};

/* When an SM can start a block that is ready at t: it starts its blocks one after another,
 * dispatch cycles apart (the device's block_dispatch_ns; the estimate's block_dispatch bound,
 * README "Block starts"), so no earlier than the one before it plus that; a device without
 * the figure starts each block when it is ready. */
static uint64_t start_at(const struct en_sim *s, struct en_sm *sm, uint64_t t)
{
	if (s->dispatch == 0)
		return t;
	if (t < sm->dispatch_free)
		t = sm->dispatch_free;
	sm->dispatch_free = t + s->dispatch;
	return t;
}

int gp_engine_device_check(const struct gp_device *dev, struct gp_diag *d)
{
	struct en_amap m;
	return en_amap_of_device(&m, dev, d);
}

/* A launch error of a trace's launch: its header holds the size, no option was given, so
 * the trace and its header line are blamed. Returns -d's code (d already filled). */
static int trace_blamed(struct gp_diag *d, const struct en_source *src, const char *field,
			const char *hint)
{
	int code = d ? d->code : GP_EINVAL;
	if (d && src->hdr) {
		gp_diag_at(d, src->hdr->path, 0, 0);
		gp_diag_field(d, "%s", field);
		gp_diag_hint(d, "%s", hint);
	}
	return -code;
}

static int sim_setup(struct en_sim *s, const struct gp_device *dev, const struct en_source *src,
		     const struct gp_launch *l, const struct gp_engine_opts *o, struct gp_diag *d)
{
	const struct gp_kernel *k = src->k;
	struct gp_occupancy occ;
	char msg[256];
	int rc, regs;
	long smem;
	double l1_lines, l2_sets;

	memset(s, 0, sizeof(*s));
	s->dev = dev;
	if (o)
		s->opts = *o;
	else
		gp_engine_opts_init(&s->opts);
	if (dev->warp_size != 32)
		return launch_error(d, "warp_size", NULL, GP_EINVAL,
				    "the engine models 32-thread warps only");
	if (s->opts.jobs < 1 || s->opts.jobs > GP_ENGINE_JOBS_MAX) {
		snprintf(msg, sizeof(msg), "jobs must be 1..%d, got %d", GP_ENGINE_JOBS_MAX,
			 s->opts.jobs);
		return launch_error(d, "engine.jobs", NULL, GP_EUSAGE, msg);
	}
	if (l->block < 1 || l->block > dev->max_threads_per_block) {
		snprintf(msg, sizeof(msg), "block size %d outside 1..%d for %s", l->block,
			 dev->max_threads_per_block, dev->name);
		launch_error(d, "launch.block", "the device's limits.max_threads_per_block", GP_EINVAL,
			     msg);
		return trace_blamed(d, src, "-block dim", "the trace's blocks do not fit this "
				    "device (its limits.max_threads_per_block): simulate it on one "
				    "whose blocks are as large");
	}
	if (l->grid < 1 || l->grid > (1LL << 40)) {
		snprintf(msg, sizeof(msg), "grid of %lld blocks outside 1..2^40", l->grid);
		launch_error(d, "launch.grid", NULL, GP_ERANGE, msg);
		return trace_blamed(d, src, "-grid dim", "the engine simulates at most 2^40 blocks");
	}
	s->grid = l->grid;
	s->block_threads = l->block;
	s->threads = s->opts.threads > 0 ? s->opts.threads : l->grid * (long long)l->block;
	if (s->threads > l->grid * (long long)l->block) {
		snprintf(msg, sizeof(msg), "%lld threads do not fit %lld blocks of %d", s->threads,
			 l->grid, l->block);
		return launch_error(d, "launch.threads", NULL, GP_EINVAL, msg);
	}
	s->wpb = (l->block + 31) / 32;
	if (dev->sms > GP_ENGINE_SMS_MAX) {
		snprintf(msg, sizeof(msg), "the engine simulates at most %d SMs; device '%s' has %d",
			 GP_ENGINE_SMS_MAX, dev->name, dev->sms);
		launch_error(d, "launch.device", "use the analytical model (estimate, run) for this device",
			     GP_ELIMIT, msg);
		gp_diag_at(d, dev->path, 0, 0);
		return -GP_ELIMIT;
	}

	regs = l->regs_override > 0 ? l->regs_override : k ? k->regs_per_thread : src->hdr->nregs;
	smem = (long)(k ? k->smem_static_bytes : src->hdr->shmem_bytes) + l->smem_dynamic_bytes;
	if ((rc = gp_occupancy_calc(dev, l->block, regs, smem, &occ, d)) < 0)
		return rc;
	s->bps = occ.active_blocks_per_sm;
	s->l1_bytes = gp_occupancy_l1_bytes(dev, &occ);
	if (l->occupancy_warps > occ.active_warps_per_sm) {
		/* the engine can only hold fewer blocks than fit, never more: a larger figure
		 * would be ignored */
		char msg[256];
		snprintf(msg, sizeof(msg), "%g warps per SM is more than fit: %d of this launch "
			 "(%d blocks of %d threads, limited by %s)", l->occupancy_warps,
			 occ.active_warps_per_sm, occ.active_blocks_per_sm, l->block,
			 gp_occ_limiter_name(occ.limiter));
		return launch_error(d, "launch.occupancy", "the engine holds at most the occupancy "
				    "calculator's blocks: give fewer warps", GP_EINVAL, msg);
	}
	if (l->occupancy_warps > 0) {
		/* forced occupancy: resident blocks that give at most that many warps */
		int b = (int)floor(l->occupancy_warps / s->wpb);
		if (b < 1)
			b = 1;
		if (b < s->bps)
			s->bps = b;
	}
	if (s->bps < 1)
		return launch_error(d, "launch.block", "check registers and shared memory per block",
				    GP_EINVAL, "no block of this launch fits on an SM");

	if (src->hdr) {
		/* a trace's length is its own bound: no full-run limit; its blocks load as
		 * they are issued, at most one per block slot at a time */
		s->trace = src->tr;
		if ((rc = en_trace_init(dev, src->t, src->ts, src->hdr->path, l->grid, l->block,
					dev->sms * s->bps, &s->prog, s->trace, d)) < 0)
			return rc;
		s->trace->feed = src->feed;
		s->trace->feed_ctx = src->feed_ctx;
	} else if ((rc = en_prog_compile(dev, k, src->params, l->block, &s->prog, d)) < 0) {
		return rc;
	} else if (s->prog.has_dims && (rc = check_shape(k, &s->prog, l, s->threads, d)) < 0) {
		return rc;
	} else if (!s->opts.sample &&
	    ins_per_warp_bound(&s->prog) * (double)s->grid * s->wpb > EN_FULL_RUN_MAX_INS) {
		snprintf(msg, sizeof(msg),
			 "launch has up to %.3g warp instructions, over the %.0e a full run allows",
			 ins_per_warp_bound(&s->prog) * (double)s->grid * s->wpb, EN_FULL_RUN_MAX_INS);
		return launch_error(d, "launch.grid", "add {engine.sample} to simulate whole waves and extrapolate",
				    GP_ELIMIT, msg);
	}

	s->src = s->trace ? EN_SRC_TRACE : s->prog.ndiv > 0 ? EN_SRC_DIV : EN_SRC_PROG;
	s->nsm = dev->sms;
	s->sched = dev->schedulers > 0 ? dev->schedulers : 1;
	s->issue_w = dev->issue_per_scheduler > 0 ? dev->issue_per_scheduler : 1;
	s->dual = dev->dual_issue;
	s->lat_l2 = (uint64_t)(dev->lat_mem[GP_MEM_L2] >= 2 ? dev->lat_mem[GP_MEM_L2] : 2);
	s->lat_l1 = (uint64_t)(dev->lat_mem[GP_MEM_L1] >= 1 ? dev->lat_mem[GP_MEM_L1] : s->lat_l2);
	s->lat_dram = (uint64_t)(dev->lat_mem[GP_MEM_DRAM] > (double)s->lat_l2
					 ? dev->lat_mem[GP_MEM_DRAM] : (double)s->lat_l2);
	s->lat_shared = (uint64_t)(dev->lat_mem[GP_MEM_SHARED] >= 1 ? dev->lat_mem[GP_MEM_SHARED] : 1);
	s->lat_const = (uint64_t)(dev->lat_mem[GP_MEM_CONST] >= 1 ? dev->lat_mem[GP_MEM_CONST] : 1);
	s->lat_bar = (uint64_t)(dev->lat_class[GP_IC_BAR] >= 1 ? dev->lat_class[GP_IC_BAR] : 1);
	s->lat_taken = (uint64_t)(dev->lat_branch_taken >= 1 ? dev->lat_branch_taken : 1);
	s->lat_not_taken = (uint64_t)(dev->lat_branch_not_taken >= 1 ? dev->lat_branch_not_taken : 1);
	s->ilp = (uint64_t)(dev->ilp_latency_cycles >= 1 ? dev->ilp_latency_cycles : 1);
	s->repl = (uint64_t)(dev->block_replacement_cycles > 0 ? dev->block_replacement_cycles : 0);
	s->dispatch = (uint64_t)llround(dev->block_dispatch_s * dev->sm_clock_mhz * 1e6);
	s->icnt = s->lat_l2 / 2;
	if (dev->icnt_sectors_per_clk > 0)
		s->icnt_sector_fp = (uint64_t)llround((double)EN_FP / dev->icnt_sectors_per_clk);
	s->store_ack_retire = dev->store_ack_retire;
	s->nslices = dev->l2_slices_per_channel > 0 ? dev->l2_slices_per_channel : 1;
	s->atom_pass_fp = (uint64_t)llround((double)EN_FP / GP_ATOMICS_ADDR_OPS_PER_CLK);
	s->l2_write_miss_dram = dev->l2_write_miss_dram;
	if (s->icnt_sector_fp && dev->l1_miss_queue_entries > 0)
		s->mq_fp = (uint64_t)dev->l1_miss_queue_entries * s->icnt_sector_fp;
	s->lsu_cost_fp = (uint64_t)llround(32.0 * s->sched / dev->units[GP_UNIT_LSU] * (double)EN_FP);
	/* The SM's MIO block holds the LSU and the slow math (MUFU) units of its four
	 * sub-partitions, and one MIO scheduler dispatches their instructions (NVIDIA on the
	 * Volta-Ampere MIO; Nsight Compute's mio_throttle: "MIO pipelines, which include
	 * special math instructions ... as well as shared memory instructions"): a warp
	 * instruction takes the dispatch for the cycles the model gives the unit, warp_size /
	 * lanes per SM (estimate.c, unit_cycles), so a kernel using both has them in series;
	 * global and local accesses skip it (engine_sm.c mio_cost: the LG queue).
	 * Every device has it, as the model's bound: the sources describe Volta to Hopper */
	memset(s->mio_fp, 0, sizeof(s->mio_fp));
	for (int i = 0; i < 2; i++) {
		int u = i == 0 ? GP_UNIT_SFU : GP_UNIT_LSU;      /* the MIO's two pipes */
		if (dev->units[u] > 0)
			s->mio_fp[u] = (uint64_t)llround((double)dev->warp_size / dev->units[u] *
							 (double)EN_FP);
	}
	s->smem_banks = dev->smem_banks > 0 ? dev->smem_banks : 32;
	s->smem_wave_fp = dev->smem_bytes_per_clk > 0
				  ? (uint64_t)llround(s->smem_banks * 4.0 / dev->smem_bytes_per_clk *
						      (double)EN_FP)
				  : EN_FP;
	s->mshr = s->opts.mshr_per_sm > 0 ? s->opts.mshr_per_sm : GP_ENGINE_MSHR_DEFAULT;
	/* the engine's lines are 128 bytes with 32-byte sectors (CUDA C Programming Guide) */
	/* the L1 the driver's carve-out leaves (occupancy.h) in the device's sets, its ways what
	 * they leave of it (as Accel-Sim's adaptive L1 scales its associativity, not its sets,
	 * with the carve-out); else in the device's ways (4 where it gives none) */
	l1_lines = s->l1_bytes / 128.0;
	if (dev->l1_sets > 0) {
		s->l1_sets = dev->l1_sets;
		s->l1_assoc = (int)(l1_lines / s->l1_sets) > 0 ? (int)(l1_lines / s->l1_sets) : 1;
	} else {
		s->l1_assoc = dev->l1_assoc > 0 ? dev->l1_assoc : 4;
		s->l1_sets = (int)(l1_lines / s->l1_assoc) > 0 ? (int)(l1_lines / s->l1_assoc) : 1;
	}
	if ((rc = en_dram_init(&s->dram, dev, s->icnt, d)) < 0)
		return rc;
	/* a program's arrays where cudaMalloc puts them; a trace has its own addresses */
	if (!s->trace &&
	    (rc = en_place_arrays(s, s->opts.managed ? EN_MANAGED_ALIGN : EN_ALLOC_ALIGN, d)) < 0)
		return rc;
	l2_sets = dev->l2_bytes / 128.0 / (dev->l2_assoc > 0 ? dev->l2_assoc : 16);
	s->l2_sets_per_slice = (int)(l2_sets / s->dram.nch) > 0 ? (int)(l2_sets / s->dram.nch) : 1;
	/* a partitioned L2 (memhier.c's comment): each section owns a contiguous half of the
	 * channels and replicates the other's lines it serves, within the same capacity */
	s->l2_sections = dev->l2_partitions > 1 && s->dram.nch % dev->l2_partitions == 0 &&
			 s->nsm >= dev->l2_partitions ? dev->l2_partitions : 1;
	s->lat_l2_far = dev->lat_l2_far > (double)s->lat_l2 ? (uint64_t)dev->lat_l2_far : s->lat_l2;
	if (en_cache_init(&s->l2, s->l2_sets_per_slice * s->dram.nch,
			  dev->l2_assoc > 0 ? dev->l2_assoc : 16) < 0)
		return gp_error(d, GP_ENOMEM, "out of memory");
	s->sm = calloc((size_t)s->nsm, sizeof(*s->sm));
	s->mpos = calloc((size_t)s->nsm, sizeof(int));
	if (!s->sm || !s->mpos)
		return gp_error(d, GP_ENOMEM, "out of memory");
	for (int i = 0; i < s->nsm; i++)
		if (en_sm_init(s, &s->sm[i], i) < 0)
			return gp_error(d, GP_ENOMEM, "out of memory for SM state");
	if (s->opts.managed && (rc = en_gmmu_setup(s, k, d)) < 0)
		return rc;
	/* first wave: breadth first over the SMs, as the hardware's block scheduler */
	for (int b = 0; b < s->bps; b++)
		for (int i = 0; i < s->nsm && s->next_block < s->grid; i++) {
			struct en_tblock *tb = NULL;
			if (s->trace && !(tb = en_trace_block_get(s->trace, &s->prog, s->next_block))) {
				*d = s->trace->err;
				return -d->code;
			}
			if (en_sm_assign(&s->sm[i], s->next_block++, start_at(s, &s->sm[i], 0), tb) < 0)
				return gp_error(d, GP_ENOMEM, "out of memory");
		}
	return 0;
}

/* ==== The serial step between epochs: blocks and sampling ==== */

struct done_ref { uint64_t t; int sm; long long block; uint64_t ins; struct en_tblock *tb;
		  uint64_t store_ack; };

static int done_cmp(const void *a, const void *b)
{
	const struct done_ref *x = a, *y = b;
	if (x->t != y->t)
		return x->t < y->t ? -1 : 1;
	if (x->sm != y->sm)
		return x->sm < y->sm ? -1 : 1;
	return x->block < y->block ? -1 : x->block > y->block;
}

struct run_state {
	uint64_t t0, t1, epoch;
	int done, rc;
	long long wave_blocks;
	double done_ins;
	uint64_t stop_t;               /* sampling: cycle of the last steady wave */
	long long stop_blocks;
	double stop_ins;
	double wave_cycles;
	struct done_ref *refs;
	int caprefs;
};

static void note_wave(struct en_sim *s, struct run_state *r, uint64_t t)
{
	const int m = EN_STEADY_WINDOW, nbuf = (int)(sizeof(s->wave_t) / sizeof(s->wave_t[0]));
	int k = s->nwaves_seen++;
	double last = 0, prev = 0;
	s->wave_t[k % nbuf] = t;
	/* steady: the mean per-wave time of the last m waves is within EN_STEADY_REL
	 * of the m before (waves 1..2m; wave 0 includes the launch ramp) */
	if (!s->opts.sample || k < 2 * m + 1)
		return;
	last = (double)(t - s->wave_t[(k - m) % nbuf]) / m;
	prev = (double)(s->wave_t[(k - m) % nbuf] - s->wave_t[(k - 2 * m) % nbuf]) / m;
	if (fabs(last - prev) > EN_STEADY_REL * last)
		return;
	s->steady_rel = last > 0 ? fabs(last - prev) / last : 0;
	s->stop = 1;
	r->stop_t = t;
	r->stop_blocks = s->done_blocks;
	r->stop_ins = r->done_ins;
	r->wave_cycles = last;
}

static void serial_step(struct en_sim *s, struct run_state *r)
{
	int n = 0;
	uint64_t next = EN_INF;

	if (!s->gm)
		en_mem_step(s, r->t0, r->t1);
	else if ((r->rc = en_gmmu_mem_step(s, r->t0, r->t1)) < 0) {
		r->done = 1;
		return;
	}
	for (int i = 0; i < s->nsm; i++)
		n += s->sm[i].ndn;
	if (gp_grow_int((void **)&r->refs, &r->caprefs, n + 1, sizeof(*r->refs)) < 0) {
		r->rc = -GP_ENOMEM;
		r->done = 1;
		return;
	}
	n = 0;
	for (int i = 0; i < s->nsm; i++) {
		struct en_sm *sm = &s->sm[i];
		for (int j = 0; j < sm->ndn; j++) {
			/* with store_ack_retire a block is done when its stores are acknowledged
			 * too (st_ack is set only then) */
			uint64_t t = sm->dn[j].t, ack = sm->b[sm->dn[j].bslot].st_ack;
			if (ack > t) {
				t = ack;
				if (t > sm->last_exit)
					sm->last_exit = t;
			}
			r->refs[n++] = (struct done_ref){ t, i, sm->dn[j].block, sm->dn[j].ins,
							  sm->dn[j].tb, sm->b[sm->dn[j].bslot].store_ack };
		}
		sm->ndn = 0;
	}
	qsort(r->refs, (size_t)n, sizeof(*r->refs), done_cmp);
	if (s->trace)
		for (int j = 0; j < n; j++)
			en_trace_block_put(s->trace, r->refs[j].tb);
	for (int j = 0; j < n && !s->stop; j++) {
		const struct done_ref *f = &r->refs[j];
		s->done_blocks++;
		r->done_ins += (double)f->ins;
		if (s->done_blocks % r->wave_blocks == 0)
			note_wave(s, r, f->t);
		if (s->next_block < s->grid && !s->stop) {
			/* the replacement time runs from the block's last instruction (thesis
			 * Table 4.1), and its slot frees no earlier than its stores are
			 * acknowledged (GPGPU-Sim's shader: a warp is done when stores_done(),
			 * a block when all its warps are) */
			uint64_t at = f->t + s->repl > f->store_ack ? f->t + s->repl : f->store_ack;
			struct en_tblock *tb = NULL;
			if (at < r->t1)
				at = r->t1;   /* a block cannot start inside the epoch that freed it */
			if (s->trace && !(tb = en_trace_block_get(s->trace, &s->prog, s->next_block))) {
				r->rc = -s->trace->err.code;
				r->done = 1;
				return;
			}
			if (en_sm_assign(&s->sm[f->sm], s->next_block++, start_at(s, &s->sm[f->sm], at),
					 tb) < 0) {
				r->rc = -GP_ENOMEM;
				r->done = 1;
				return;
			}
		}
	}
	r->epoch++;
	if (s->opts.progress && r->epoch % EN_PROGRESS_EPOCHS == 0)
		s->opts.progress((double)s->done_blocks / (double)s->grid, s->opts.progress_ctx);
	/* time bounds: the cycle limit and an interrupt, both between epochs */
	if ((s->max_cycles && r->t1 >= s->max_cycles && s->done_blocks < s->grid) ||
	    (s->opts.cancel && *s->opts.cancel)) {
		r->rc = (s->opts.cancel && *s->opts.cancel) ? -GP_ECANCELED : -GP_ELIMIT;
		r->done = 1;
		return;
	}
	if (s->stop || s->done_blocks >= s->grid) {
		r->done = 1;
		return;
	}
	for (int i = 0; i < s->nsm; i++) {
		uint64_t e = en_sm_next_event(&s->sm[i]);
		if (e < next)
			next = e;
	}
	if (s->gm)
		next = en_gmmu_next_event(s, next, r->t0, r->t1);
	if (next == EN_INF)
		GP_BUG("engine: blocks left but nothing can run");
	r->t0 = next > r->t1 ? next : r->t1;
}

/* ==== Results ==== */

/*
 * The launch's energy through the library's model (energy.h, gp_energy_compute), so the
 * engine and the analytical backend price the same work the same way: the device is
 * powered for time_s (kernel + launch overhead, as gp_energy_work_from_estimate), the
 * counted warp instructions per unit and DRAM bytes carry their per-operation energies.
 * For a TDP-only device the utilization is that of the busiest resource (issue slots, a
 * unit or DRAM bandwidth), the engine's counterpart of eq. 4.3 over eq. 4.6. The work is
 * finite and non-negative by construction, so a failure leaves energy_j at 0.
 */
static void engine_energy(const struct gp_device *dev, struct gp_engine_result *out)
{
	struct gp_energy_work w;
	struct gp_energy en;
	double util = out->issue_util;
	memset(&w, 0, sizeof(w));
	w.time_s = out->time_s;
	w.busy_s = out->kernel_s;
	memcpy(w.warp_ins, out->unit_warp_instructions, sizeof(w.warp_ins));
	w.dram_bytes = out->dram_bytes;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (out->unit_util[u] > util)
			util = out->unit_util[u];
	if (out->dram_peak_gbps > 0 && out->dram_bw_gbps / out->dram_peak_gbps > util)
		util = out->dram_bw_gbps / out->dram_peak_gbps;
	w.utilization = util > 1 ? 1 : util;
	if (gp_energy_compute(&dev->power, &w, &en, NULL) == 0)
		out->energy_j = en.total_j;
}

static void finish(struct en_sim *s, struct run_state *r, struct gp_engine_result *out)
{
	const struct gp_device *dev = s->dev;
	uint64_t sim_t;           /* cycles simulated and accounted */
	double scale, occ = 0, busy[GP_UNIT_COUNT] = { 0 }, stall[GP_STALL_COUNT] = { 0 };
	double stall_total = 0, mio = 0, ins = 0, slots = 0, l1a = 0, l1h = 0, sw = 0, si = 0, tins = 0;
	uint64_t last_exit = 0;

	memset(out, 0, sizeof(*out));
	for (int i = 0; i < s->nsm; i++)
		if (s->sm[i].last_exit > last_exit)
			last_exit = s->sm[i].last_exit;
	if (s->stop) {
		/* sampled: the steady per-wave time carries the remaining blocks */
		sim_t = r->t1;
		out->sampled = 1;
		out->blocks_simulated = r->stop_blocks;
		out->waves_simulated = (double)r->stop_blocks / (double)r->wave_blocks;
		out->cycles = r->stop_t + (uint64_t)llround((double)(s->grid - r->stop_blocks) /
							    (double)r->wave_blocks * r->wave_cycles);
	} else {
		/* a launch is over when its writes are in: stores the L2 takes at once do not
		 * move its end, but the channels' partial-write stages (engine_mem.c) hold a
		 * wave's sectors written in part for up to the whole wave's time, so the end
		 * waits for them to drain */
		for (int c = 0; c < s->dram.nch; c++) {
			if (en_fp_ceil(s->dram.ch[c].pw_free) > last_exit)
				last_exit = en_fp_ceil(s->dram.ch[c].pw_free);
			/* and for the L2's atomic units to finish their updates */
			for (int k = 0; k < s->nslices; k++)
				if (en_fp_ceil(s->dram.ch[c].atom_free[k]) > last_exit)
					last_exit = en_fp_ceil(s->dram.ch[c].atom_free[k]);
		}
		out->cycles = last_exit + 1;
		sim_t = out->cycles;
		out->blocks_simulated = s->grid;
		out->waves_simulated = (double)s->grid / (double)r->wave_blocks;
	}
	for (int i = 0; i < s->nsm; i++) {
		struct en_sm *sm = &s->sm[i];
		/* occupancy integral up to the end of what was simulated */
		if (sim_t > sm->occ_last_t)
			sm->occ_integral += (uint64_t)sm->resident * (sim_t - sm->occ_last_t);
		occ += (double)sm->occ_integral;
		for (int u = 0; u < GP_UNIT_COUNT; u++)
			busy[u] += (double)sm->unit_busy_fp[u] / (double)EN_FP;
		mio += (double)sm->mio_busy_fp / (double)EN_FP;
		for (int q = 0; q < GP_STALL_COUNT; q++)
			stall[q] += (double)sm->stall[q];
		/* every SM is idle after the last exit, up to where accounting stopped */
		if (!s->stop && sm->stall_t > sim_t)
			stall[GP_STALL_IDLE] -= (double)(sm->stall_t - sim_t) * s->sched;
		ins += (double)sm->warp_ins;
		tins += (double)en_sm_thread_ins(s, sm);
		slots += (double)sm->issue_slots;
		l1a += (double)sm->l1_access;
		l1h += (double)sm->l1_hit;
		sw += (double)sm->smem_ways_fp / (double)EN_FP;
		si += (double)sm->smem_ins;
	}
	/* sampled runs: whole-launch counts from the finished blocks' average */
	scale = s->stop ? (r->stop_ins / (double)r->stop_blocks * (double)s->grid) / ins : 1;
	out->warp_instructions = ins * scale;
	for (int i = 0; i < s->nsm; i++)
		for (int u = 0; u < GP_UNIT_COUNT; u++)
			out->unit_warp_instructions[u] += (double)s->sm[i].unit_ins[u] * scale;
	out->thread_instructions = tins * scale;
	out->simd_efficiency = ins > 0 ? tins / (32.0 * ins) : 0;
	out->issue_slots = slots * scale;
	out->kernel_s = (double)out->cycles / (dev->sm_clock_mhz * 1e6);
	out->time_s = out->kernel_s + dev->launch_overhead_s;
	out->duration_s = out->kernel_s + dev->grid_start_end_s;
	out->ipc = out->warp_instructions / (double)out->cycles;
	out->ipc_per_sm = out->ipc / s->nsm;
	out->blocks_per_sm = s->bps;
	out->warps_per_block = s->wpb;
	out->theoretical_warps = (double)s->bps * s->wpb;
	out->achieved_warps = occ / ((double)sim_t * s->nsm);
	out->achieved_occupancy = out->achieved_warps / dev->max_warps_per_sm;
	for (int q = 0; q < GP_STALL_COUNT; q++)
		stall_total += stall[q];
	for (int q = 0; q < GP_STALL_COUNT; q++)
		out->stall[q] = stall_total > 0 ? stall[q] / stall_total : 0;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		out->unit_util[u] = busy[u] / ((double)sim_t * s->nsm * s->sched);
	out->unit_util[GP_UNIT_CTRL] = 0;
	out->mio_util = mio / ((double)sim_t * s->nsm);
	out->issue_util = slots / ((double)sim_t * s->nsm * s->sched * s->issue_w);
	out->dram_read_bytes = (double)s->dram.read_bytes * scale;
	out->dram_write_bytes = (double)s->dram.write_bytes * scale;
	out->dram_bytes = out->dram_read_bytes + out->dram_write_bytes;
	{
		double dirty = 0;
		for (size_t i = 0; i < (size_t)s->l2.sets * (size_t)s->l2.assoc; i++)
			if (s->l2.lines[i].tag)
				dirty += __builtin_popcount(s->l2.lines[i].dirty);
		out->l2_dirty_bytes = dirty * EN_SECTOR_BYTES * scale;
	}
	out->dram_row_hit_rate = s->dram.row_hits + s->dram.row_misses > 0
		? (double)s->dram.row_hits / (double)(s->dram.row_hits + s->dram.row_misses) : 0;
	out->dram_bw_gbps = (double)(s->dram.read_bytes + s->dram.write_bytes) /
			    ((double)sim_t / (dev->sm_clock_mhz * 1e6)) / 1e9;
	out->dram_peak_gbps = dev->dram_bw_gbps;
	out->dram_latency_avg_cycles = s->dram.lat_n ? (double)s->dram.lat_sum / s->dram.lat_n : 0;
	out->dram_latency_max_cycles = (double)s->dram.lat_max;
	out->l1_hit_rate = l1a > 0 ? l1h / l1a : 0;
	out->l2_hit_rate = s->l2_access ? (double)s->l2_hit / (double)s->l2_access : 0;
	out->l1_accesses = l1a * scale;
	out->l2_accesses = (double)s->l2_access * scale;
	out->l2_read_sectors = (double)s->l2_read_sectors * scale;
	out->l2_write_sectors = (double)s->l2_write_sectors * scale;
	out->smem_conflict_ways = si > 0 ? sw / si : 0;
	out->smem_instructions = si * scale;
	out->atomic_l2_requests = (double)s->atom_requests * scale;
	out->atomic_l2_passes = (double)s->atom_passes * scale;
	out->atomic_l2_wait_cycles = s->atom_requests
		? (double)s->atom_wait_cycles / (double)s->atom_requests : 0;
	out->wave_steady_rel = s->stop ? s->steady_rel : 0;
	out->blocks = s->grid;
	out->waves = (s->grid + r->wave_blocks - 1) / r->wave_blocks;
	if (dev->power.has_power)
		engine_energy(dev, out);
}

/*
 * Work sharing for the epoch loop without a barrier that needs every thread:
 * each thread claims its own SMs first (they stay in its core's caches), then
 * any left unclaimed; whoever finishes the epoch's last SM runs the serial
 * step and opens the next epoch. A thread the host has descheduled (more
 * runnable threads than cores) thus holds nobody up, and OpenMP's spinning
 * barriers are avoided. Which thread runs an SM never changes what the SM
 * computes, so results stay the same for every thread count.
 */
struct en_work {
	atomic_int epoch;      /* current epoch number */
	atomic_int done;       /* SMs finished in this epoch */
	atomic_int finished;   /* the launch is over */
	atomic_int *claim;     /* per SM: the last epoch it was claimed for */
};

static void epoch_loop(struct en_sim *s, struct run_state *r, struct en_work *wk, uint64_t epoch,
		       int tid, int nth)
{
	const int nsm = s->nsm;
	for (;;) {
		int e;
		if (atomic_load_explicit(&wk->finished, memory_order_acquire))
			return;
		e = atomic_load_explicit(&wk->epoch, memory_order_acquire);
		/* own SMs (tid, tid + nth, ...) first, then the others */
		for (int k = 0; k < 2 * nsm; k++) {
			int i = k < nsm ? tid + k * nth : k - nsm, expect = e - 1;
			if (i >= nsm || k >= nsm + nsm)
				continue;
			if (!atomic_compare_exchange_strong_explicit(&wk->claim[i], &expect, e,
								     memory_order_acq_rel,
								     memory_order_relaxed))
				continue;
			en_sm_epoch(s, &s->sm[i], r->t0, r->t1);
			if (atomic_fetch_add_explicit(&wk->done, 1, memory_order_acq_rel) + 1 == nsm) {
				/* every SM of the epoch is done: this thread alone steps the rest */
				serial_step(s, r);
				r->t1 = r->t0 + epoch;
				atomic_store_explicit(&wk->done, 0, memory_order_relaxed);
				if (r->done)
					atomic_store_explicit(&wk->finished, 1, memory_order_release);
				atomic_store_explicit(&wk->epoch, e + 1, memory_order_release);
				break;
			}
		}
		for (int spin = 0; atomic_load_explicit(&wk->epoch, memory_order_acquire) == e &&
				   !atomic_load_explicit(&wk->finished, memory_order_acquire);
		     spin++)
			if (spin > EN_SPIN)
				sched_yield();
	}
}

static int run(const struct gp_device *dev, const struct en_source *src, const struct gp_launch *l,
	       const struct gp_engine_opts *o, struct gp_engine_result *out, struct gp_diag *d)
{
	struct en_sim *s = calloc(1, sizeof(*s));
	struct run_state r;
	struct en_work wk;
	int rc, jobs;
	uint64_t epoch;

	if (!s)
		return gp_error(d, GP_ENOMEM, "out of memory");
	memset(&r, 0, sizeof(r));
	if ((rc = sim_setup(s, dev, src, l, o, d)) < 0)
		goto out;
	/* Epochs no longer than the L2 round trip, so no reply is due inside the
	 * epoch that asked for it, nor (normally) a replacement block (seed 003:
	 * SMs in parallel, shared state stepped in a fixed order in between). */
	epoch = s->lat_l2;
	if (s->repl < epoch)
		epoch = s->repl > EN_EPOCH_MIN ? s->repl : EN_EPOCH_MIN;
	if (epoch > s->lat_l2)
		epoch = s->lat_l2;
	r.wave_blocks = (long long)s->nsm * s->bps;
	/* sampled runs stop at a steady wave, which may never come: bound them by default */
	s->max_cycles = s->opts.max_cycles ? s->opts.max_cycles
					   : s->opts.sample ? GP_ENGINE_SAMPLE_MAX_CYCLES : 0;
	r.t0 = 0;
	r.t1 = epoch;
	jobs = s->opts.jobs;

	/* SMs in parallel within an epoch, each touching only its own state; the
	 * shared memory system and block scheduler step in between, on one thread,
	 * in a fixed order: the result does not depend on the thread count. */
	if (jobs > s->nsm)
		jobs = s->nsm;
	atomic_init(&wk.epoch, 0);
	atomic_init(&wk.done, 0);
	atomic_init(&wk.finished, 0);
	wk.claim = malloc(sizeof(*wk.claim) * (size_t)s->nsm);
	if (!wk.claim) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	for (int i = 0; i < s->nsm; i++)
		atomic_init(&wk.claim[i], -1);
#pragma omp parallel num_threads(jobs) if (jobs > 1)
	epoch_loop(s, &r, &wk, epoch, omp_get_thread_num(), omp_get_num_threads());
	free(wk.claim);
	if ((rc = r.rc) == -GP_ELIMIT) {
		gp_diag_field(d, "engine.max_cycles");
		if (s->opts.max_cycles)
			gp_error(d, GP_ELIMIT, "stopped after %llu cycles with %lld of %lld blocks done",
				 (unsigned long long)r.t1, s->done_blocks, s->grid);
		else
			gp_error(d, GP_ELIMIT, "stopped at the default bound of %llu simulated cycles "
				 "with %lld of %lld blocks done (%d whole waves, no steady wave time yet)",
				 (unsigned long long)s->max_cycles, s->done_blocks, s->grid,
				 s->nwaves_seen);
		gp_diag_hint(d, s->opts.sample ? "give {engine.max_cycles} N to let it run longer"
				: "raise {engine.max_cycles}, or use {engine.sample} to extrapolate from whole waves");
		goto out;
	} else if (rc == -GP_ECANCELED) {
		gp_error(d, GP_ECANCELED, "interrupted after %llu cycles with %lld of %lld blocks done",
			 (unsigned long long)r.t1, s->done_blocks, s->grid);
		gp_diag_hint(d, "nothing was written; run again to completion or with {engine.sample}");
		goto out;
	} else if (rc < 0 && s->trace && s->trace->err.code) {
		*d = s->trace->err;   /* a block of the trace failed to load */
		goto out;
	} else if (rc < 0) {
		gp_error(d, GP_ENOMEM, "out of memory during the simulation");
		goto out;
	}
	if (s->opts.progress)
		s->opts.progress(1.0, s->opts.progress_ctx);
	finish(s, &r, out);
	out->epochs = (long long)r.epoch;
	if (s->gm)
		en_gmmu_result(s, out);
out:
	if (s->trace && src->trace_ins)
		*src->trace_ins = s->trace->ninst;
	free(r.refs);
	sim_release(s);
	free(s);
	return rc;
}

int gp_engine_run(const struct gp_device *dev, const struct gp_kernel *k,
		  const struct gp_params *params, const struct gp_launch *l,
		  const struct gp_engine_opts *o, struct gp_engine_result *out, struct gp_diag *d)
{
	struct en_source src = { k, params, NULL, NULL, NULL, NULL, NULL, NULL, NULL };
	return run(dev, &src, l, o, out, d);
}

static int run_trace(const struct gp_device *dev, struct en_source *src,
		     const struct gp_engine_opts *o, struct gp_engine_result *out, struct gp_diag *d)
{
	const struct gp_trace_kernel *h = src->hdr;
	struct gp_launch l;
	struct gp_engine_opts opts;
	memset(&l, 0, sizeof(l));
	if (o)
		opts = *o;
	else
		gp_engine_opts_init(&opts);
	opts.threads = 0;   /* the traced masks say which threads run */
	l.grid = (long long)h->grid[0] * h->grid[1] * h->grid[2];
	l.block = h->block[0] * h->block[1] * h->block[2];
	return run(dev, src, &l, &opts, out, d);
}

int gp_engine_run_trace(const struct gp_device *dev, const struct gp_trace_kernel *t,
			const struct gp_engine_opts *o, struct gp_engine_result *out,
			struct gp_diag *d)
{
	struct en_trace tr;
	struct en_source src = { NULL, NULL, t, &tr, NULL, t, NULL, NULL, NULL };
	memset(&tr, 0, sizeof(tr));
	return run_trace(dev, &src, o, out, d);
}

int gp_engine_run_trace_file(const struct gp_device *dev, const char *path,
			     const struct gp_engine_opts *o, struct gp_engine_result *out,
			     struct gp_engine_trace_info *info, struct gp_diag *d)
{
	struct en_trace tr;
	struct gp_trace_kernel hdr;
	struct gp_trace_stream *ts;
	struct en_source src = { NULL, NULL, NULL, &tr, NULL, &hdr, NULL, NULL, NULL };
	double ins = 0;
	int rc;
	memset(&tr, 0, sizeof(tr));
	if ((rc = gp_trace_stream_open(path, &ts, &hdr, d)) < 0)
		return rc;
	src.ts = ts;
	src.trace_ins = &ins;
	rc = run_trace(dev, &src, o, out, d);
	if (rc == 0 && !out->sampled) {
		/* a full run read the grid's blocks: the file must hold no more */
		struct gp_trace_kernel extra;
		int more;
		memset(&extra, 0, sizeof(extra));
		if ((more = gp_trace_stream_next(ts, &extra, d)) > 0) {
			gp_error(d, GP_EINVAL, "the trace holds more blocks than the grid's %lld",
				 out->blocks);
			gp_diag_at(d, path, 0, 0);
			gp_diag_hint(d, "'-grid dim' in the header must match the blocks traced");
		}
		gp_trace_kernel_release(&extra);
		rc = more > 0 ? -GP_EINVAL : more;
	}
	if (info) {
		memset(info, 0, sizeof(*info));
		snprintf(info->name, sizeof(info->name), "%s", hdr.name);
		info->block_threads = hdr.block[0] * hdr.block[1] * hdr.block[2];
		info->trace_bytes_read = (double)gp_trace_stream_bytes(ts);
		info->trace_warp_instructions = ins;
	}
	gp_trace_stream_close(ts);
	return rc;
}

int en_run_feed(const struct gp_device *dev, const struct gp_trace_kernel *hdr,
		en_trace_feed *feed, void *ctx, const struct gp_engine_opts *o,
		struct gp_engine_result *out, double *ins_read, struct gp_diag *d)
{
	struct en_trace tr;
	struct en_source src = { NULL, NULL, NULL, &tr, NULL, hdr, ins_read, feed, ctx };
	memset(&tr, 0, sizeof(tr));
	return run_trace(dev, &src, o, out, d);
}

/* ==== Backend ==== */

static int engine_kernel_time(void *state, const struct gp_device *dev, const struct gp_kernel *k,
			      const struct gp_params *params, const struct gp_launch *l,
			      struct gp_kernel_result *out, struct gp_diag *d)
{
	struct gp_engine_result res;
	struct gp_engine_opts defaults;
	double best = 0;
	int rc;
	/* without options, sample (application models launch kernels of any size) under
	 * the default bound */
	gp_engine_opts_init(&defaults);
	defaults.sample = 1;
	rc = gp_engine_run(dev, k, params, l, state ? state : &defaults, &res, d);
	if (rc < 0)
		return rc;
	memset(out, 0, sizeof(*out));
	out->time_s = res.time_s;
	out->occupancy_warps = res.achieved_warps;
	out->warp_instructions = res.warp_instructions;
	out->dram_bytes = res.dram_bytes;
	out->energy_j = res.energy_j;
	/* counted as the analytical backend counts them: every lane of an FP warp instruction */
	out->fp_thread_ops = (res.unit_warp_instructions[GP_UNIT_FP32] +
			      res.unit_warp_instructions[GP_UNIT_FP64]) * dev->warp_size;
	/* the most used resource names the limiter; above 80% the run is throughput bound */
	snprintf(out->limiter, sizeof(out->limiter), "issue");
	best = res.issue_util;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (res.unit_util[u] > best) {
			best = res.unit_util[u];
			snprintf(out->limiter, sizeof(out->limiter), "%s", gp_unit_name((enum gp_unit)u));
		}
	if (res.dram_peak_gbps > 0 && res.dram_bw_gbps / res.dram_peak_gbps > best) {
		best = res.dram_bw_gbps / res.dram_peak_gbps;
		snprintf(out->limiter, sizeof(out->limiter), "dram");
	}
	out->regime = best >= 0.8 ? GP_REGIME_THROUGHPUT : GP_REGIME_LATENCY;
	return 0;
}

/* The backend's state: sampled runs (application models launch kernels of any
 * size) bounded by b->max_cycles, else by the default bound, on b->jobs threads with
 * b->sched's warp scheduler. */
static int engine_state_new(const struct gp_backend_opts *b, void **out)
{
	struct gp_engine_opts *o = malloc(sizeof(*o));
	if (!o)
		return -GP_ENOMEM;
	gp_engine_opts_init(o);
	o->sample = 1;
	if (b) {
		o->max_cycles = b->max_cycles;
		o->jobs = b->jobs > 0 ? b->jobs : 1;
		o->sched = b->sched == GP_ENGINE_LRR ? GP_ENGINE_LRR : GP_ENGINE_GTO;
	}
	*out = o;
	return 0;
}

const struct gp_backend_ops gp_backend_engine = {
	.name = "engine",
	.kernel_time = engine_kernel_time,
	.state_new = engine_state_new,
	.state_free = free,
};
