/* engine_emu.c - the execution-driven engine: the emulator (ingest/emu.c) runs the launch on a
 * producer thread and hands whole blocks of per-warp instruction records (the records the
 * trace source consumes, engine_trace.c) through a bounded queue to the engine, which takes
 * them as it issues blocks. Sampling: a GPU of N of the device's S SMs with that share of the
 * memory system runs every block those N SMs would (systematic sampling in launch order)
 * until the per-wave time is steady; counts are scaled to the launch. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"
#include "util.h"
#include "gpuperf/engine_emu.h"
#include "gpuperf/traceg.h"

#define EN_EMU_SHARED_BASE 0x7e0000000000ULL  /* where a trace puts shared addresses (emu.c) */
#define EN_EMU_QUEUE_DEFAULT 2

void gp_engine_emu_opts_init(struct gp_engine_emu_opts *o)
{
	memset(o, 0, sizeof(*o));
}

/* ==== The producer's per-warp buffers ==== */

struct wbuf {
	struct gp_trace_inst *ins;
	size_t n, cap;
	uint64_t *addrs;
	size_t na, capa;
};

/* Registers and opcode of one static instruction, as the trace line lists them. */
struct sins {
	uint8_t nd, ns;
	int16_t dst[GP_TRACE_MAX_DST], src[GP_TRACE_MAX_SRC];
	uint16_t op;
	uint8_t atomic;
};

struct feeder {
	/* shared between the threads, under mu */
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct gp_trace_kernel *q;       /* ring of ready blocks */
	double (*qatom)[3];              /* and their atomic requests, lanes, addresses */
	int qcap, qhead, qn;
	int done, rc, stop;
	struct gp_diag err;
	double q_bytes, peak_bytes;
	/* the producer's own */
	const struct gp_sass_func *fn;
	struct gp_emu_launch l;
	struct gp_emu_result r;
	int nw;
	struct wbuf *w;
	struct sins *si;
	char (*ops)[GP_TRACE_OP_MAX];
	int nops;
	long long S, N;                  /* sampled SMs N of S */
	long long serial;                /* blocks the producer finished */
	long long handed;                /* blocks the engine took */
	double ins, ins_sq;              /* per block taken: warp instructions, sum and squares */
	double atom_req, atom_lanes, atom_addrs;   /* of the blocks taken */
	double batom[3];                 /* the producer's block in progress */
	const char *name;
};

static int bytes_of(const struct gp_trace_kernel *k, double *b)
{
	*b = (double)k->ninst * sizeof(*k->ins) + (double)k->naddr * sizeof(*k->addrs) +
	     (double)k->nwarps * sizeof(*k->warps);
	return 0;
}

/* Is block b (linear, launch order) one of the sample's: every S/N-th, N of every S. */
static int taken(long long b, long long S, long long N)
{
	return (b * N) % S < N;
}

static int on_block(void *user, uint64_t block, int end)
{
	struct feeder *f = user;
	struct gp_trace_kernel k;
	size_t ninst = 0, naddr = 0, at = 0, ata = 0;
	double bytes;
	if (!end) {
		int stop;
		pthread_mutex_lock(&f->mu);
		stop = f->stop;
		pthread_mutex_unlock(&f->mu);
		if (stop)
			return -1;
		if (!taken((long long)block, f->S, f->N))
			return 1;
		for (int i = 0; i < f->nw; i++)
			f->w[i].n = f->w[i].na = 0;
		f->batom[0] = f->batom[1] = f->batom[2] = 0;
		return 0;
	}
	/* the block's warps one after another, as a trace lists them */
	memset(&k, 0, sizeof(k));
	for (int i = 0; i < f->nw; i++)
		ninst += f->w[i].n, naddr += f->w[i].na;
	k.ins = malloc((ninst ? ninst : 1) * sizeof(*k.ins));
	k.addrs = malloc((naddr ? naddr : 1) * sizeof(*k.addrs));
	k.warps = malloc((size_t)f->nw * sizeof(*k.warps));
	k.ops = malloc((size_t)(f->nops ? f->nops : 1) * sizeof(*k.ops));
	if (!k.ins || !k.addrs || !k.warps || !k.ops) {
		gp_trace_kernel_release(&k);
		return -1;
	}
	memcpy(k.name, f->name, strnlen(f->name, sizeof(k.name) - 1));
	k.grid[0] = (int)(f->serial + 1);   /* the scaled launch numbers its blocks in order */
	k.grid[1] = k.grid[2] = 1;
	k.nblocks = 1;
	if (f->nops)
		memcpy(k.ops, f->ops, (size_t)f->nops * sizeof(*k.ops));
	k.nops = f->nops;
	for (int i = 0; i < f->nw; i++) {
		struct wbuf *w = &f->w[i];
		k.warps[i].block[0] = (int)f->serial;
		k.warps[i].block[1] = k.warps[i].block[2] = 0;
		k.warps[i].warp = i;
		k.warps[i].first = at;
		k.warps[i].count = w->n;
		for (size_t j = 0; j < w->n; j++) {
			k.ins[at + j] = w->ins[j];
			if (w->ins[j].width_bytes)
				k.ins[at + j].addr += (uint32_t)ata;
		}
		if (w->na)   /* a warp without memory accesses has no address array */
			memcpy(k.addrs + ata, w->addrs, w->na * sizeof(*w->addrs));
		at += w->n;
		ata += w->na;
	}
	k.ninst = ninst;
	k.naddr = naddr;
	k.nwarps = (size_t)f->nw;
	f->serial++;
	bytes_of(&k, &bytes);
	pthread_mutex_lock(&f->mu);
	while (f->qn == f->qcap && !f->stop)
		pthread_cond_wait(&f->cv, &f->mu);
	if (f->stop) {
		pthread_mutex_unlock(&f->mu);
		gp_trace_kernel_release(&k);
		return -1;
	}
	memcpy(f->qatom[(f->qhead + f->qn) % f->qcap], f->batom, sizeof(f->batom));
	f->q[(f->qhead + f->qn++) % f->qcap] = k;
	f->q_bytes += bytes;
	if (f->q_bytes > f->peak_bytes)
		f->peak_bytes = f->q_bytes;
	pthread_cond_broadcast(&f->cv);
	pthread_mutex_unlock(&f->mu);
	return 0;
}

/* Distinct addresses among the lanes in mask. */
static int distinct(const uint64_t *a, uint32_t mask)
{
	uint64_t seen[32];
	int n = 0;
	for (int l = 0; l < 32; l++) {
		int dup = 0;
		if (!(mask >> l & 1))
			continue;
		for (int j = 0; j < n && !dup; j++)
			dup = seen[j] == a[l];
		if (!dup)
			seen[n++] = a[l];
	}
	return n;
}

static int on_inst(void *user, const struct gp_emu_winst *x)
{
	struct feeder *f = user;
	struct wbuf *w = &f->w[x->warp];
	const struct sins *s = &f->si[x->idx];
	struct gp_trace_inst *t;
	if (gp_grow((void **)&w->ins, &w->cap, w->n + 1, sizeof(*w->ins)) < 0)
		return -1;
	t = &w->ins[w->n++];
	memset(t, 0, sizeof(*t));
	t->pc = f->fn->ins[x->idx].addr;
	t->mask = x->mask;
	t->op = s->op;
	t->ndst = s->nd;
	t->nsrc = s->ns;
	memcpy(t->dst, s->dst, sizeof(t->dst));
	memcpy(t->src, s->src, sizeof(t->src));
	t->line = (uint32_t)x->idx + 1;
	if (x->addr) {
		t->width_bytes = (uint8_t)x->width_bytes;
		if (x->mask) {
			/* 32 entries, 0 for inactive lanes, as the trace reader stores them */
			uint64_t base = x->space == GP_SPACE_SHARED ? EN_EMU_SHARED_BASE : 0;
			if (gp_grow((void **)&w->addrs, &w->capa, w->na + 32, sizeof(*w->addrs)) < 0)
				return -1;
			t->addr = (uint32_t)w->na;
			for (int l = 0; l < 32; l++)
				w->addrs[w->na + (size_t)l] = x->mask >> l & 1 ? x->addr[l] + base : 0;
			w->na += 32;
			if (s->atomic) {
				f->batom[0] += 1;
				f->batom[1] += __builtin_popcount(x->mask);
				f->batom[2] += distinct(x->addr, x->mask);
			}
		}
	}
	return 0;
}

static void *producer(void *arg)
{
	struct feeder *f = arg;
	struct gp_diag d;
	int rc;
	gp_diag_clear(&d);
	rc = gp_emu_run(f->fn, &f->l, &f->r, &d);
	pthread_mutex_lock(&f->mu);
	f->done = 1;
	f->rc = rc;
	if (rc < 0)
		f->err = d;
	pthread_cond_broadcast(&f->cv);
	pthread_mutex_unlock(&f->mu);
	return NULL;
}

/* The engine's feed: the next block from the queue, waiting for the producer. */
static int feed(void *ctx, struct gp_trace_kernel *blk, struct gp_diag *d)
{
	struct feeder *f = ctx;
	double bytes;
	pthread_mutex_lock(&f->mu);
	while (f->qn == 0 && !f->done)
		pthread_cond_wait(&f->cv, &f->mu);
	if (f->qn == 0) {
		int rc = f->rc;
		if (rc < 0)
			*d = f->err;
		pthread_mutex_unlock(&f->mu);
		return rc < 0 ? rc : 0;
	}
	gp_trace_kernel_release(blk);
	*blk = f->q[f->qhead];
	f->atom_req += f->qatom[f->qhead][0];
	f->atom_lanes += f->qatom[f->qhead][1];
	f->atom_addrs += f->qatom[f->qhead][2];
	f->qhead = (f->qhead + 1) % f->qcap;
	f->qn--;
	bytes_of(blk, &bytes);
	f->q_bytes -= bytes;
	/* what the engine took (the producer's lead over it depends on the threads' timing) */
	f->handed++;
	f->ins += (double)blk->ninst;
	f->ins_sq += (double)blk->ninst * (double)blk->ninst;
	pthread_cond_broadcast(&f->cv);
	pthread_mutex_unlock(&f->mu);
	return 1;
}

/* ==== Static tables ==== */

static int static_tables(struct feeder *f)
{
	const struct gp_sass_func *fn = f->fn;
	f->si = calloc((size_t)fn->n, sizeof(*f->si));
	f->ops = calloc((size_t)fn->n + 1, sizeof(*f->ops));
	if (!f->si || !f->ops)
		return -GP_ENOMEM;
	for (int i = 0; i < fn->n; i++) {
		const struct gp_sass_ins *s = &fn->ins[i];
		struct sins *o = &f->si[i];
		char op[GP_TRACE_OP_MAX];
		int j = 0;
		/* registers as emu.c's trace_line lists them (R0..R254; every one, pairs as two) */
		for (int k = 0; k < s->ndst && o->nd < GP_TRACE_MAX_DST; k++)
			if (s->dst[k] >= 0 && s->dst[k] < 255)
				o->dst[o->nd++] = (int16_t)s->dst[k];
		for (int k = 0; k < s->nsrc && o->ns < GP_TRACE_MAX_SRC; k++)
			if (s->src[k] >= 0 && s->src[k] < 255)
				o->src[o->ns++] = (int16_t)s->src[k];
		size_t len = strnlen(s->opcode, sizeof(op) - 1);
		memcpy(op, s->opcode, len);
		op[len] = '\0';
		while (j < f->nops && strcmp(f->ops[j], op) != 0)
			j++;
		if (j == f->nops)
			memcpy(f->ops[f->nops++], op, sizeof(op));
		o->op = (uint16_t)j;
		o->atomic = gp_trace_opcode_class(op) == GP_IC_ATOM;
	}
	return 0;
}

/* ==== The scaled GPU ==== */

/* The scaled GPU for about n of dev's SMs: whole DRAM channels (each with its L2 slice at its
 * own speed, so a sector's service time and latency stay dev's), as many as keep the SMs'
 * share of the channels, and the SM count that matches them (*sms); L2 capacity and the
 * bandwidth figures in the same share. n = dev->sms: dev itself. */
static void scale_device(const struct gp_device *dev, int n, struct gp_device *out, int *sms)
{
	int nch = dev->dram_channels > 0 ? dev->dram_channels : 1, ch;
	double f;
	*out = *dev;
	*sms = dev->sms;
	if (n >= dev->sms)
		return;
	ch = (int)llround((double)nch * n / dev->sms);
	if (ch < 1)
		ch = 1;
	if (ch >= nch)
		return;
	f = (double)ch / nch;
	*sms = (int)llround(dev->sms * f);
	if (*sms < 1)
		*sms = 1;
	out->sms = *sms;
	out->dram_channels = ch;
	out->dram_bw_gbps *= f;
	out->dram_sustained_gbps *= f;
	out->dram_read_sustained_gbps *= f;
	out->dram_write_sustained_gbps *= f;
	out->l2_bw_gbps *= f;
	out->l2_lockstep_gbps *= f;
	out->l2_bytes *= f;
	out->l2_dirty_bytes *= f;
}

static void scale_result(struct gp_engine_result *r, double k, int sms)
{
	r->warp_instructions *= k;
	r->issue_slots *= k;
	r->thread_instructions *= k;
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		r->unit_warp_instructions[u] *= k;
	r->dram_bytes *= k;
	r->dram_read_bytes *= k;
	r->dram_write_bytes *= k;
	r->l2_dirty_bytes *= k;
	r->l1_accesses *= k;
	r->l2_accesses *= k;
	r->l2_read_sectors *= k;
	r->l2_write_sectors *= k;
	r->smem_instructions *= k;
	r->atomic_l2_requests *= k;
	r->atomic_l2_passes *= k;
	r->ipc = r->cycles ? r->warp_instructions / (double)r->cycles : 0;
	r->ipc_per_sm = r->ipc / sms;
	r->dram_bw_gbps = r->kernel_s > 0 ? r->dram_bytes / r->kernel_s / 1e9 : 0;
}

int gp_engine_run_emu(const struct gp_device *dev, const struct gp_sass_func *fn,
		      const struct gp_emu_launch *l, const struct gp_engine_opts *eo,
		      const struct gp_engine_emu_opts *o, struct gp_engine_result *out,
		      struct gp_engine_emu_info *info, struct gp_diag *d)
{
	struct feeder *f;
	struct gp_device sdev;
	struct gp_trace_kernel hdr;
	struct gp_engine_opts opts;
	pthread_t th;
	long long grid, nsampled = 0;
	int rc, started = 0, nthreads, n;
	double ins_read = 0;

	memset(info, 0, sizeof(*info));
	if (eo)
		opts = *eo;
	else
		gp_engine_opts_init(&opts);
	grid = (long long)l->grid[0] * l->grid[1] * l->grid[2];
	nthreads = (int)(l->block[0] * l->block[1] * l->block[2]);
	n = o->full || o->sample_sms <= 0 || o->sample_sms > dev->sms ? dev->sms : o->sample_sms;
	if (grid > (1LL << 26)) {
		gp_error(d, GP_ELIMIT, "a grid of %lld blocks is over the 2^26 the emulated engine "
			 "takes", grid);
		gp_diag_field(d, "launch.grid");
		gp_diag_hint(d, "estimate it, or simulate a smaller launch of the same kernel");
		return -GP_ELIMIT;
	}
	scale_device(dev, n, &sdev, &n);
	for (long long b = 0; b < grid; b++)
		nsampled += taken(b, dev->sms, n);
	opts.sample = !o->full;
	if (!(f = calloc(1, sizeof(*f))))
		return gp_error(d, GP_ENOMEM, "out of memory");
	pthread_mutex_init(&f->mu, NULL);
	pthread_cond_init(&f->cv, NULL);
	f->fn = fn;
	f->l = *l;
	f->l.on_block = on_block;
	f->l.on_inst = on_inst;
	f->l.user = f;
	f->l.trace = NULL;
	f->l.all_blocks_max = (int)grid;   /* every block is offered; the sample is on_block's */
	f->l.max_steps = UINT64_MAX;       /* the engine bounds the run (its cycles) */
	f->nw = (nthreads + 31) / 32;
	f->S = dev->sms;
	f->N = n;
	f->name = fn->name;
	f->qcap = o->queue_blocks > 0 ? o->queue_blocks : EN_EMU_QUEUE_DEFAULT;
	f->q = calloc((size_t)f->qcap, sizeof(*f->q));
	f->qatom = calloc((size_t)f->qcap, sizeof(*f->qatom));
	f->w = calloc((size_t)f->nw, sizeof(*f->w));
	if (!f->q || !f->qatom || !f->w || static_tables(f) < 0) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	memset(&hdr, 0, sizeof(hdr));
	memcpy(hdr.path, fn->name, strnlen(fn->name, sizeof(hdr.path) - 1));
	memcpy(hdr.name, fn->name, strnlen(fn->name, sizeof(hdr.name) - 1));
	hdr.grid[0] = (int)nsampled;
	hdr.grid[1] = hdr.grid[2] = 1;
	hdr.block[0] = nthreads;
	hdr.block[1] = hdr.block[2] = 1;
	hdr.shmem_bytes = o->smem_static_bytes + (int)l->smem_dynamic_bytes;
	hdr.nregs = o->regs > 0 ? o->regs : fn->regs_hint > 0 ? fn->regs_hint : 32;
	if (pthread_create(&th, NULL, producer, f) != 0) {
		rc = gp_error(d, GP_ENOMEM, "cannot start the emulator's thread");
		goto out;
	}
	started = 1;
	rc = en_run_feed(&sdev, &hdr, feed, f, &opts, out, &ins_read, d);
out:
	if (started) {
		pthread_mutex_lock(&f->mu);
		f->stop = 1;
		pthread_cond_broadcast(&f->cv);
		pthread_mutex_unlock(&f->mu);
		pthread_join(th, NULL);
		if (rc == 0 && f->rc < 0 && f->rc != -GP_ECANCELED) {
			*d = f->err;   /* the emulator failed after the engine had what it needed */
			rc = f->rc;
		}
	}
	if (rc == 0) {
		double k = (double)grid / (double)nsampled, nb = (double)f->handed, mean, var;
		scale_result(out, k, dev->sms);
		out->blocks = grid;
		out->blocks_simulated = out->sampled ? out->blocks_simulated : nsampled;
		info->grid_blocks = grid;
		info->sampled_blocks = nsampled;
		info->blocks_simulated = out->blocks_simulated;
		info->blocks_emulated = f->handed;
		info->sms_simulated = n;
		info->sampled_fraction = (double)out->blocks_simulated / (double)grid;
		info->emu_warp_instructions = f->ins;
		/* the spread of the simulated blocks' work: the standard error of its mean, with
		 * the finite-population correction (nothing left to extrapolate: 0) */
		mean = nb > 0 ? f->ins / nb : 0;
		var = nb > 1 ? (f->ins_sq - nb * mean * mean) / (nb - 1) : 0;
		if (!o->full && mean > 0 && nb > 0) {
			double fpc = 1 - info->sampled_fraction, se;
			se = sqrt((var > 0 ? var : 0) / nb * (fpc > 0 ? fpc : 0)) / mean;
			info->error_estimate = sqrt(se * se + out->wave_steady_rel *
						    out->wave_steady_rel * (fpc > 0 ? fpc : 0));
		}
		info->atomic_requests = nb > 0 ? f->atom_req / nb * (double)grid : 0;
		info->atomic_addrs_per_request = f->atom_req > 0 ? f->atom_addrs / f->atom_req : 0;
		info->atomic_lanes_per_request = f->atom_req > 0 ? f->atom_lanes / f->atom_req : 0;
		if (o->full && f->r.memory) {
			struct gp_memtotals t;
			gp_memprofile_totals(f->r.memory, &t);
			info->emu_bank_ways = t.requests[GP_MSPACE_SHARED] > 0
				? t.bank_cycles / t.requests[GP_MSPACE_SHARED] : 0;
		}
		info->peak_queue_bytes = f->peak_bytes;
	}
	(void)ins_read;
	for (int i = 0; i < f->qn; i++)
		gp_trace_kernel_release(&f->q[(f->qhead + i) % f->qcap]);
	free(f->q);
	free(f->qatom);
	for (int i = 0; f->w && i < f->nw; i++) {
		free(f->w[i].ins);
		free(f->w[i].addrs);
	}
	free(f->w);
	free(f->si);
	free(f->ops);
	gp_emu_result_release(&f->r);
	pthread_mutex_destroy(&f->mu);
	pthread_cond_destroy(&f->cv);
	free(f);
	return rc;
}
