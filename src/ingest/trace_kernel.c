/* trace_kernel.c - a kernel descriptor (counts, coalescing, latency bound, program) from an NVBit trace. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/sass.h"
#include "gpuperf/traceg.h"
#include "gpuperf/trace_kernel.h"
#include "util.h"

#define WARP 32
#define SECTOR 32
#define NREG 263   /* R0..R254, P0..P6 (kernel.h register ids) */

/* ==== A set of 32-byte sectors (open addressing) ==== */

struct sset {
	uint64_t *slot;   /* sector + 1; 0 = empty */
	size_t cap, n;
};

static size_t hash64(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return (size_t)x;
}

/* Insert; returns 1 when new, 0 when present, -1 out of memory. */
static int sset_add(struct sset *s, uint64_t sector)
{
	size_t i;
	if ((s->n + 1) * 2 > s->cap) {
		size_t ncap = s->cap ? s->cap * 2 : 1024;
		uint64_t *n = calloc(ncap, sizeof(*n));
		if (!n)
			return -1;
		for (size_t j = 0; j < s->cap; j++) {
			if (!s->slot[j])
				continue;
			for (i = hash64(s->slot[j]) & (ncap - 1); n[i]; i = (i + 1) & (ncap - 1))
				;
			n[i] = s->slot[j];
		}
		free(s->slot);
		s->slot = n;
		s->cap = ncap;
	}
	for (i = hash64(sector + 1) & (s->cap - 1); s->slot[i]; i = (i + 1) & (s->cap - 1))
		if (s->slot[i] == sector + 1)
			return 0;
	s->slot[i] = sector + 1;
	s->n++;
	return 1;
}

/* ==== Per-request figures ==== */

/* Distinct sectors of one warp access (each thread touches width bytes from its address). */
static int request_sectors(const uint64_t *a, uint32_t mask, int width, uint64_t *out)
{
	int n = 0;
	for (int l = 0; l < WARP; l++) {
		if (!(mask >> l & 1))
			continue;
		for (uint64_t s = a[l] / SECTOR; s <= (a[l] + (uint64_t)width - 1) / SECTOR; s++) {
			int seen = 0;
			for (int j = 0; j < n && !seen; j++)
				seen = out[j] == s;
			if (!seen && n < 4 * WARP)
				out[n++] = s;
		}
	}
	return n;
}

/* Shared-memory passes: the most distinct 4-byte words any one of the 32 banks must serve. */
static int smem_wavefronts(const uint64_t *a, uint32_t mask, int width)
{
	uint64_t words[4 * WARP];
	int nw = 0, per_bank[32] = { 0 }, worst = 0;
	for (int l = 0; l < WARP; l++) {
		if (!(mask >> l & 1))
			continue;
		for (uint64_t w = a[l] / 4; w <= (a[l] + (uint64_t)width - 1) / 4; w++) {
			int seen = 0;
			for (int j = 0; j < nw && !seen; j++)
				seen = words[j] == w;
			if (!seen && nw < 4 * WARP)
				words[nw++] = w;
		}
	}
	for (int j = 0; j < nw; j++)
		if (++per_bank[words[j] % 32] > worst)
			worst = per_bank[words[j] % 32];
	return worst;
}

static int is_global(enum gp_iclass c)
{
	return c == GP_IC_GLD || c == GP_IC_GST || c == GP_IC_ATOM;
}

static int popcount32(uint32_t m)
{
	int n = 0;
	while (m) {
		m &= m - 1;
		n++;
	}
	return n;
}

/* ==== Latency bound (thesis 5.2.2: critical path of the dependency graph) ==== */

static double class_latency(const struct gp_device *dev, enum gp_iclass c, int first_touch)
{
	switch (c) {
	case GP_IC_GLD: case GP_IC_GST:
		return first_touch ? dev->lat_mem[GP_MEM_DRAM] : dev->lat_mem[GP_MEM_L2];
	case GP_IC_ATOM: return dev->lat_mem[GP_MEM_L2];
	case GP_IC_LDS: case GP_IC_STS: return dev->lat_mem[GP_MEM_SHARED];
	case GP_IC_LDC: return dev->lat_mem[GP_MEM_CONST];
	case GP_IC_LOCAL: return dev->lat_mem[GP_MEM_L1];
	case GP_IC_BRANCH: return dev->lat_branch_not_taken;
	default: return dev->lat_class[c];
	}
}

/* ==== Address patterns ==== */

struct inst_ref {
	size_t ins;        /* index into t->ins */
	long long block;   /* linear block index */
	int warp;          /* warp in block */
	int iter;          /* n-th execution of this PC by the warp */
};

static long long block_linear(const struct gp_trace_kernel *t, const struct gp_trace_warp *w)
{
	return w->block[0] + (long long)w->block[1] * t->grid[0] +
	       (long long)w->block[2] * t->grid[0] * t->grid[1];
}

/* The copy region holding addr, or -1. */
static int region_of(const struct gp_trace_list *regions, uint64_t addr)
{
	if (!regions)
		return -1;
	for (int i = 0; i < regions->n; i++) {
		const struct gp_trace_cmd *c = &regions->cmds[i];
		if (c->kind != GP_TRACE_KERNEL && addr >= c->addr && addr < c->addr + c->bytes)
			return i;
	}
	return -1;
}

/*
 * Fit index = offset + tid*c_tid + block*c_block + iter*c_iter (elements of the access
 * width) to every traced access of one static instruction; random over the touched
 * range when one access does not fit.
 */
static void fit_pattern(const struct gp_trace_kernel *t, const struct inst_ref *refs, int nref,
			enum gp_iclass cls, const struct gp_trace_list *regions,
			struct gp_pattern *p)
{
	const struct gp_trace_inst *i0 = &t->ins[refs[0].ins];
	int elem = i0->width_bytes ? i0->width_bytes : 4, bt = t->block[0] * t->block[1] * t->block[2];
	uint64_t lo = UINT64_MAX, hi = 0, base;
	double c_tid = 0, c_block = 0, c_iter = 0, off;
	int have_tid = 0, have_block = 0, have_iter = 0, fits = 1, reg;
	double idx0 = 0;
	int tid0 = 0;
	const struct inst_ref *r0 = &refs[0];

	for (int r = 0; r < nref; r++) {
		const struct gp_trace_inst *in = &t->ins[refs[r].ins];
		const uint64_t *a = t->addrs + in->addr;
		for (int l = 0; l < WARP; l++) {
			if (!(in->mask >> l & 1))
				continue;
			if (a[l] < lo)
				lo = a[l];
			if (a[l] + elem > hi)
				hi = a[l] + elem;
		}
	}
	memset(p, 0, sizeof(*p));
	p->elem_bytes = elem;
	if (lo == UINT64_MAX) {   /* no active thread ever ran it: give it the default unit-stride pattern */
		snprintf(p->array, sizeof(p->array), "pc%x", i0->pc);
		p->kind = GP_PAT_AFFINE;
		p->c_tid = 1;
		p->c_block_is_blocksize = 1;
		p->c_block = bt;
		return;
	}
	if (cls == GP_IC_LDS || cls == GP_IC_STS) {
		snprintf(p->array, sizeof(p->array), "shared");
		base = 0;
	} else if ((reg = region_of(regions, lo)) >= 0) {
		snprintf(p->array, sizeof(p->array), "copy%d", reg);
		base = regions->cmds[reg].addr;
	} else {
		snprintf(p->array, sizeof(p->array), "pc%x", i0->pc);
		base = lo;
	}

#define IDX(in, l) ((double)(int64_t)(t->addrs[(in)->addr + (l)] - base) / elem)
	/* reference access: first active lane of the first execution */
	for (int l = 0; l < WARP; l++) {
		if (i0->mask >> l & 1) {
			tid0 = r0->warp * WARP + l;
			idx0 = IDX(i0, l);
			break;
		}
	}
	for (int r = 0; r < nref && !(have_tid && have_block && have_iter); r++) {
		const struct gp_trace_inst *in = &t->ins[refs[r].ins];
		for (int l = 0; l < WARP; l++) {
			int tid = refs[r].warp * WARP + l;
			if (!(in->mask >> l & 1))
				continue;
			if (!have_tid && refs[r].block == r0->block && refs[r].iter == r0->iter &&
			    tid != tid0) {
				c_tid = (IDX(in, l) - idx0) / (tid - tid0);
				have_tid = 1;
			}
			if (!have_iter && refs[r].block == r0->block && tid == tid0 &&
			    refs[r].iter != r0->iter) {
				c_iter = (IDX(in, l) - idx0) / (refs[r].iter - r0->iter);
				have_iter = 1;
			}
			if (!have_block && refs[r].block != r0->block && tid == tid0 &&
			    refs[r].iter == r0->iter) {
				c_block = (IDX(in, l) - idx0) / (double)(refs[r].block - r0->block);
				have_block = 1;
			}
		}
	}
	if (!have_block)
		c_block = c_tid * bt;   /* one block traced: blocks follow one another */
	off = idx0 - tid0 * c_tid - (double)r0->block * c_block - r0->iter * c_iter;
	for (int r = 0; r < nref && fits; r++) {
		const struct gp_trace_inst *in = &t->ins[refs[r].ins];
		for (int l = 0; l < WARP && fits; l++) {
			double want;
			if (!(in->mask >> l & 1))
				continue;
			want = off + (refs[r].warp * WARP + l) * c_tid + (double)refs[r].block * c_block +
			       refs[r].iter * c_iter;
			fits = fabs(IDX(in, l) - want) < 1e-6;
		}
	}
#undef IDX
	if (fits) {
		p->kind = GP_PAT_AFFINE;
		p->offset = off;
		p->c_tid = c_tid;
		p->c_block = c_block;
		p->c_iter = c_iter;
		p->c_block_is_blocksize = c_block == bt && c_tid == 1;
		p->footprint_bytes = 0;
	} else {
		p->kind = GP_PAT_RANDOM;
		p->footprint_bytes = (double)(hi - lo);
		p->offset = (double)(lo - base) / elem;
	}
}

/* ==== Program: the longest warp's path, folded into static code with loops ==== */

static int build_program(const struct gp_trace_kernel *t, const enum gp_iclass *cls,
			 const struct gp_trace_list *regions, struct gp_program *pg,
			 struct gp_diag *d)
{
	const struct gp_trace_warp *rep = NULL;
	uint32_t *pcs = NULL;
	int npc = 0, rc = 0;
	int *execs = NULL, *entries = NULL, *taken_to = NULL;
	struct inst_ref *refs = NULL;
	/* pg's patterns and loops are allocated to their counts on entry */
	int cap_patterns = pg->npatterns, cap_loops = pg->nloops;

	for (size_t w = 0; w < t->nwarps; w++)
		if (!rep || t->warps[w].count > rep->count)
			rep = &t->warps[w];
	if (!rep || !rep->count)
		return 0;
	/* static code: the distinct PCs of the representative warp, in address order */
	pcs = malloc(rep->count * sizeof(*pcs));
	if (!pcs)
		goto nomem;
	for (size_t i = 0; i < rep->count; i++) {
		uint32_t pc = t->ins[rep->first + i].pc;
		int lo = 0, hi = npc;
		while (lo < hi) {
			int mid = (lo + hi) / 2;
			if (pcs[mid] < pc)
				lo = mid + 1;
			else
				hi = mid;
		}
		if (lo < npc && pcs[lo] == pc)
			continue;
		memmove(pcs + lo + 1, pcs + lo, (size_t)(npc - lo) * sizeof(*pcs));
		pcs[lo] = pc;
		npc++;
	}
	execs = calloc((size_t)npc, sizeof(*execs));
	entries = calloc((size_t)npc, sizeof(*entries));
	taken_to = malloc((size_t)npc * sizeof(*taken_to));
	refs = malloc(t->ninst * sizeof(*refs));
	if (!execs || !entries || !taken_to || !refs)
		goto nomem;
	for (int i = 0; i < npc; i++)
		taken_to[i] = -1;
	{
		int prev = -1;
		for (size_t i = 0; i < rep->count; i++) {
			const struct gp_trace_inst *in = &t->ins[rep->first + i];
			int s = 0, lo = 0, hi = npc - 1;
			while (lo <= hi) {
				int mid = (lo + hi) / 2;
				if (pcs[mid] == in->pc) {
					s = mid;
					break;
				}
				if (pcs[mid] < in->pc)
					lo = mid + 1;
				else
					hi = mid - 1;
			}
			execs[s]++;
			if (prev >= 0 && s != prev + 1)
				taken_to[prev] = s;     /* control left prev for s */
			if (prev >= 0 && s <= prev)
				entries[s]++;           /* reached by a backward jump */
			prev = s;
		}
	}
	for (int s = 0; s < npc; s++) {
		struct gp_pinstr pi;
		const struct gp_trace_inst *in = NULL;
		enum gp_iclass c;
		for (size_t i = 0; i < rep->count && !in; i++)
			if (t->ins[rep->first + i].pc == pcs[s])
				in = &t->ins[rep->first + i];
		c = cls[in->op];
		memset(&pi, 0, sizeof(pi));
		pi.iclass = (uint8_t)c;
		pi.ndst = in->ndst > GP_PI_MAX_DST ? GP_PI_MAX_DST : in->ndst;
		pi.nsrc = in->nsrc > GP_PI_MAX_SRC ? GP_PI_MAX_SRC : in->nsrc;
		for (int j = 0; j < GP_PI_MAX_DST; j++)
			pi.dst[j] = j < pi.ndst ? in->dst[j] : -1;
		for (int j = 0; j < GP_PI_MAX_SRC; j++)
			pi.src[j] = j < pi.nsrc ? in->src[j] : -1;
		pi.width_bytes = in->width_bytes;
		pi.mem_level = (uint8_t)(c == GP_IC_LDS || c == GP_IC_STS ? GP_MEM_SHARED :
					 c == GP_IC_LDC ? GP_MEM_CONST : c == GP_IC_LOCAL ? GP_MEM_L1 :
					 c == GP_IC_ATOM ? GP_MEM_L2 : GP_MEM_DRAM);
		pi.pattern = -1;
		pi.target = c == GP_IC_BRANCH && taken_to[s] >= 0 ? taken_to[s] : -1;
		pi.predicated = in->mask != 0xffffffffu;
		pi.is_exit = s == npc - 1 && c == GP_IC_BRANCH;
		snprintf(pi.op, sizeof(pi.op), "%.15s", t->ops[in->op]);
		if (gp_iclass_is_memory(c) && in->width_bytes) {
			/* every execution of this PC by any warp, with its per-warp iteration */
			int nref = 0;
			struct gp_pattern pat;
			for (size_t w = 0; w < t->nwarps; w++) {
				const struct gp_trace_warp *tw = &t->warps[w];
				int it = 0;
				for (size_t i = 0; i < tw->count; i++) {
					if (t->ins[tw->first + i].pc != pcs[s])
						continue;
					refs[nref].ins = tw->first + i;
					refs[nref].block = block_linear(t, tw);
					refs[nref].warp = tw->warp;
					refs[nref].iter = it++;
					nref++;
				}
			}
			fit_pattern(t, refs, nref, c, regions, &pat);
			if (gp_grow_int((void **)&pg->patterns, &cap_patterns, pg->npatterns + 1,
					sizeof(*pg->patterns)) < 0)
				goto nomem;
			pg->patterns[pg->npatterns] = pat;
			pi.pattern = (int16_t)pg->npatterns++;
		}
		if (gp_program_push(pg, &pi) < 0)
			goto nomem;
	}
	/* loops: a branch that jumps back; trips = executions of its tail per entry of its head */
	for (int s = 0; s < npc; s++) {
		struct gp_ploop *nl;
		int head = taken_to[s];
		double trips;
		if (head < 0 || head > s || pg->ins[s].iclass != GP_IC_BRANCH)
			continue;
		/* body runs per entry from above: executions of the head over the times it
		 * was reached other than by a backward jump */
		trips = execs[head] / (double)(execs[head] - entries[head] > 0 ?
					       execs[head] - entries[head] : 1);
		if (gp_grow_int((void **)&pg->loops, &cap_loops, pg->nloops + 1, sizeof(*pg->loops)) < 0)
			goto nomem;
		nl = pg->loops;
		nl[pg->nloops].head = head;
		nl[pg->nloops].tail = s;
		nl[pg->nloops].trips = gp_expr_const(trips);
		if (!nl[pg->nloops].trips)
			goto nomem;
		pg->nloops++;
	}
	goto out;
nomem:
	rc = gp_error(d, GP_ENOMEM, "out of memory building the program of %s", t->path);
out:
	free(pcs);
	free(execs);
	free(entries);
	free(taken_to);
	free(refs);
	return rc;
}

/* ==== The descriptor ==== */

int gp_trace_to_kernel(const struct gp_trace_kernel *t, const struct gp_device *dev,
		       const struct gp_trace_list *regions, struct gp_kernel *k,
		       struct gp_trace_stats *st_out, struct gp_diag *d)
{
	struct gp_trace_stats st;
	struct sset seen = { 0 };
	enum gp_iclass *cls = NULL;
	double *share = NULL;   /* per opcode: what an execution counts on its unit (sass.h) */
	double unit[GP_UNIT_COUNT] = { 0 }, lat_sum = 0, tensor_work = 0;
	uint64_t sec[4 * WARP];
	int rc = 0;

	memset(&st, 0, sizeof(st));
	if (!t->nwarps) {
		gp_diag_at(d, t->path, 0, 0);
		gp_error(d, GP_EINVAL, "the trace holds no warps");
		gp_diag_hint(d, "trace a kernel launch with the Accel-Sim NVBit tracer");
		return -GP_EINVAL;
	}
	cls = malloc((size_t)(t->nops ? t->nops : 1) * sizeof(*cls));
	share = malloc((size_t)(t->nops ? t->nops : 1) * sizeof(*share));
	if (!cls || !share) {
		free(cls);
		free(share);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	for (int i = 0; i < t->nops; i++) {
		cls[i] = gp_trace_opcode_class(t->ops[i]);
		share[i] = cls[i] == GP_IC_TENSOR ? gp_sass_mma_share(t->ops[i]) : 1;
	}

	st.warps = (double)t->nwarps;
	for (size_t w = 0; w < t->nwarps; w++) {
		const struct gp_trace_warp *tw = &t->warps[w];
		double ready[NREG] = { 0 }, issue = -dev->ilp_latency_cycles, end = 0;
		for (size_t i = 0; i < tw->count; i++) {
			const struct gp_trace_inst *in = &t->ins[tw->first + i];
			enum gp_iclass c = cls[in->op];
			int active = popcount32(in->mask), first_touch = 0;
			double start, lat;

			st.warp_insts++;
			st.thread_insts += active;
			st.by_class[c]++;
			st.thread_by_class[c] += active;
			if (c == GP_IC_TENSOR)   /* its m16n8k16 equivalents */
				tensor_work += share[in->op];
			if (in->width_bytes && active && is_global(c)) {
				const uint64_t *a = t->addrs + in->addr;
				int ns = request_sectors(a, in->mask, in->width_bytes, sec);
				for (int j = 0; j < ns; j++) {
					int added = sset_add(&seen, sec[j]);
					if (added < 0) {
						rc = gp_error(d, GP_ENOMEM, "out of memory");
						goto out;
					}
					first_touch |= added;
				}
				if (c == GP_IC_GLD) {
					st.gld_requests++;
					st.gld_sectors += ns;
				} else {
					st.gst_requests++;
					st.gst_sectors += ns;
				}
			} else if (in->width_bytes && active && (c == GP_IC_LDS || c == GP_IC_STS)) {
				st.smem_requests++;
				st.smem_wavefronts += smem_wavefronts(t->addrs + in->addr, in->mask,
								      in->width_bytes);
			}
			/* critical path: an instruction waits for its sources and for the issue
			 * of its predecessor plus the ILP latency */
			start = issue + dev->ilp_latency_cycles;
			for (int j = 0; j < in->nsrc; j++)
				if (in->src[j] < NREG && ready[in->src[j]] > start)
					start = ready[in->src[j]];
			lat = class_latency(dev, c, first_touch);
			if (c == GP_IC_BRANCH && i + 1 < tw->count) {
				uint32_t next = t->ins[tw->first + i + 1].pc;
				if (next <= in->pc || next > in->pc + 0x20)
					lat = dev->lat_branch_taken;
			}
			for (int j = 0; j < in->ndst; j++)
				if (in->dst[j] < NREG)
					ready[in->dst[j]] = start + lat;
			if (start + lat > end)
				end = start + lat;
			issue = start;
		}
		/* the end node adds the block replacement latency (thesis 5.2.2) */
		lat_sum += end + dev->block_replacement_cycles;
	}
	st.latency_bound_cycles = lat_sum / st.warps;
	st.footprint_bytes = (double)seen.n * SECTOR;
	if (st.gld_requests + st.gst_requests > 0)
		st.sectors_per_request = (st.gld_sectors + st.gst_sectors) /
					 (st.gld_requests + st.gst_requests);
	/* DRAM traffic: compulsory when the footprint fits in L2, else every requested sector */
	st.dram_bytes = gp_memprofile_dram_bytes(dev, st.footprint_bytes,
						 (st.gld_sectors + st.gst_sectors) * SECTOR, 1);

	for (int c = 0; c < GP_IC_COUNT; c++) {
		/* kernels/README.md: INS_CUDA holds integer work where there are no INT32 lanes */
		enum gp_unit u = gp_unit_on(dev, gp_iclass_unit((enum gp_iclass)c), GP_FOLD_INT32);
		unit[u] += c == GP_IC_TENSOR ? tensor_work : st.by_class[c];
	}

	snprintf(k->name, sizeof(k->name), "%s", t->name[0] ? t->name : "kernel");
	snprintf(k->display_name, sizeof(k->display_name), "%s", k->name);
	snprintf(k->path, sizeof(k->path), "%s", t->path);
	k->fidelity = GP_FID_TRACE;
	if (t->binary_version > 0)
		snprintf(k->arch, sizeof(k->arch), "sm_%d", t->binary_version);
	k->regs_per_thread = t->nregs > 255 ? 255 : t->nregs;
	k->smem_static_bytes = t->shmem_bytes;
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		gp_expr_free(k->ins[u]);
		k->ins[u] = unit[u] > 0 ? gp_expr_const(unit[u] / st.warps) : NULL;
		if (unit[u] > 0 && !k->ins[u])
			goto nomem;
	}
	gp_expr_free(k->ins_issued);
	gp_expr_free(k->gmem_bytes);
	gp_expr_free(k->smem_bytes);
	gp_expr_free(k->latency_bound);
	k->ins_issued = gp_expr_const(st.warp_insts / st.warps);
	k->gmem_bytes = gp_expr_const(st.dram_bytes / st.warps);
	k->smem_bytes = gp_expr_const(st.smem_wavefronts * dev->smem_bytes_per_clk / st.warps);
	k->latency_bound = gp_expr_const(st.latency_bound_cycles);
	if (!k->ins_issued || !k->gmem_bytes || !k->smem_bytes || !k->latency_bound)
		goto nomem;
	gp_program_free(k->program);
	k->program = gp_program_new();
	if (!k->program)
		goto nomem;
	if ((rc = build_program(t, cls, regions, k->program, d)) < 0)
		goto out;
	if (st_out)
		*st_out = st;
	goto out;
nomem:
	rc = gp_error(d, GP_ENOMEM, "out of memory building the descriptor");
out:
	free(seen.slot);
	free(cls);
	free(share);
	return rc;
}
