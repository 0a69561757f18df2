/* memhier.c - traffic per memory level and hit rates from a memory profile (memhier.h).
 *
 * Hit rates come from a footprint model, the reasoning of the footprint- and reuse-distance
 * cache models in the GPU analytical-model literature (MDM, Wang et al., MICRO 2020;
 * PPT-GPU's reuse profiles, Arafa et al., SC 2021) reduced to what a profile carries: per
 * allocation, the compulsory bytes F (distinct sectors) and the requested sector bytes A.
 * The first touch of every sector misses everywhere; the reuse A - F hits a cache when the
 * data the resident wave has in flight fits in it (memhier.h, enum gp_reuse):
 *   wave fraction    w = min(1, resident blocks / launched blocks)
 *   wave footprint   WS = min(sum F, sum Fb x w)   (Fb: per-block distinct bytes, summed)
 *   L1 (per SM)      h1 = fit((L1 - shared carve-out), sum Fb x w / active SMs)   (loads only)
 *   L2               h2 = fit(L2, WS)
 *   fit(C, W)        STACK: W <= C ? 1 : 0;  PROPORTIONAL: min(1, C / W)
 *   DRAM reads       = F_loads + reuse x (1 - h1) x (1 - h2)
 *   DRAM writes      = F_stores (the L2 is write-back and merges partial sectors)
 *   deferred writes  = min(F_stores, L2 x F_stores / (F_loads + F_stores), L2 dirty)
 * The last: a write-back L2 evicts a dirty line only to make room, so at the kernel's end it
 * still holds the last L2-capacity bytes the launch touched (LRU on a streaming footprint),
 * of which stores are their share of the footprint; those dirty lines are written back when
 * later traffic evicts them, outside this kernel's time (a kernel ends when its last warp
 * retires; nothing flushes the L2: the CUDA programming guide's L2 section, the persisting-
 * access window being the only control; GPGPU-Sim/Accel-Sim's L2 is write-back likewise).
 * They stay in dram_write_bytes (the traffic the launch causes) and leave its DRAM time.
 * An L2 may keep fewer dirty bytes than it holds: the device's memory.l2_dirty_bytes, where
 * measured, bounds them. The QV100's Nsight Compute counters show it: every kernel that
 * writes more than 3 MiB leaves 3 MiB (98304 sectors, half its 6 MiB) unwritten at its end,
 * whatever its mix (devices/v100.json cites the two kernels the figure is taken from,
 * mergeSort's and cudaTensorCoreGemm's; the latter's DRAM writes in the validation group are
 * therefore not independent). Write-backs that start before a set is full of dirty lines (eager
 * write-back, Lee, Tyson and Farrens, "Eager writeback - a technique for improving bandwidth
 * utilization", MICRO 2000) would do this: they are this kernel's DRAM time.
 * Stores and atomics write through the L1 to the L2 (Volta/Ampere/Hopper tuning guides).
 *
 * A partitioned L2 (A100, H100: l2_partitions = 2) caches each address in the section of
 * the memory controller that owns it, and replicates what an SM reads from the other
 * section in the SM's own ("Each L2 partition localizes and caches data for memory
 * accesses from SMs in the GPCs directly connected to the partition", A100 whitepaper, L2
 * section; gpu-benches README, gpu-latency and gpu-cache: "segmented L2 cache at 2x20MB and
 * 2x25MB", "beyond this point, data cannot be replicated in both L2 cache sections"). A
 * section thus serves a wave's whole footprint (its own lines and the replicas) while it
 * fits one section, L2 / P. Past that the near section misses: the 1/P of the reuse it owns
 * goes to DRAM, the rest is found in the far sections, which still hold their own lines
 * while the footprint fits the whole L2:
 *   near hits  h2n = fit(L2 / P, WS)
 *   far hits   (fit(L2, WS) - h2n) x (1 - 1/P)
 * That is one SM's reuse (the gpu-latency chase: half its lines miss between one section
 * and the whole L2). A sector SMs of every section share in a launch of many waves has a
 * copy in each section its readers sit by, so a section that drops it leaves the others'
 * (shared_fit): its hits are fit(L2, distance), far past one section (gpu-l2-cache's rows
 * keep the L2's rate past one section, A100 to 28 MB of its 2 x 20 MB).
 * Replicas are what let the sections serve SMs that read one sector together in parallel.
 * Past one section (gpu-cache: every SM re-reads one buffer in lockstep) the tables' rate
 * drops to 0.59 (A100) and 0.45 (H100 PCIe) of the L2 plateau below it, while DRAM still
 * sees one SM's pass in 108 or 114 (the lockstep hits remain): "data cannot be replicated
 * in both L2 cache sections and the maximum bandwidth drops, as data has also to be fetched
 * from the other section" (gpu-benches README, gpu-cache). The mechanism inside the L2 is
 * not documented; the model takes the lockstep hits on a wave whose footprint passes one
 * section as served by one copy, by one section at a time: l2_one_copy_bytes, which
 * estimate.c charges P times the L2's time (1/2 of the rate on these two-section parts).
 * Below one section the lockstep hits (l2_lockstep_bytes: the hits an SM makes at the same
 * step as other SMs on the same sector) have their own measured rate, the device's
 * memory.l2_lockstep_gbps, which estimate.c charges them at. The H100 PCIe's passes the L2's
 * ceiling (119% of it) while the table's L2-read column counts 31-40% of the loads at the
 * slices: Hopper's L2 Request Coalescer merges reads of one sector before the slices ("tries
 * to coalesce read requests before forwarding them to the L2 cache", Nsight Compute Profiling
 * Guide, hardware units, lrc; GH100 on). The A100's is 85% of its ceiling: many SMs asking
 * one slice for one sector at once, with no coalescer before it (NVIDIA documents no
 * mechanism; the rate is the measurement). Past one section the one-copy rate holds on both.
 *
 * A warp's reuse of its own sectors past the L1 (greedy_group_hits): LRU keeps nothing of
 * warps that sweep their data in turn once the SM's data passes the L1, but the SM's
 * schedulers do not turn the warps in turn. Each keeps issuing from its oldest ready warp
 * (greedy-then-oldest: Rogers, O'Connor and Aamodt, "Cache-conscious wavefront scheduling",
 * MICRO 2012, who show it keeping a warp's lines that round-robin issue thrashes; GPGPU-Sim's
 * Pascal config runs it, -gpgpu_scheduler gto, and Accel-Sim's Volta-to-Hopper configs name
 * it in a comment while they set lrr: NVIDIA documents neither, and the tables' hits past
 * the capacity, more than any replacement keeps of a cyclic stream, are the evidence), so
 * one warp per scheduler runs ahead on L1 hits while the others wait on the L2,
 * and its lines stay while the group's data, ws1 / g for g warps a scheduler, and what
 * the others bring in during one of its passes (rho = their L2 bytes per cycle over the
 * L1's 128 a cycle) fit in what the warps' outstanding lines leave of the L1. The group
 * finishes, the next takes its place; the others' L2 bytes meanwhile, rho (g - 1) / g of
 * the reuse, are the misses:
 *   h1 = 1 - rho (g - 1) / g   when  ws1 / g x (1 + rho) <= L1 - warps x in-flight bytes
 * The held-back warps keep the L1's miss queue full, and the L1 takes requests in order: a
 * miss that finds the queue full holds the hits behind it until one returns, so the SM's L1
 * time is its hits' plus those misses' L2 time, one after the other (l1_stall_cycles):
 * gpu-cache's rates there are hits / L1 rate + misses / L2 rate within 5% (V100 148 kB:
 * 92% hits, 10000 GB/s for 10158 measured), not the L1's rate alone.
 * gpu-cache's 8 warps an SM (g = 2) keep 91% (V100), 86% (A100) and 88% (H100 PCIe) of their
 * hits past the L1, measured 85-92%, 84-89% and 85-94%, and lose them at 204 kB (V100:
 * measured 67% there, 0% at 236 kB), 236 kB (A100: 1% measured) and 384 kB (H100 PCIe: the
 * L2's rate measured), the L1s being 128 kB, 160 kB and 224 kB by the driver's carve-out
 * (occupancy.h), which gpu-latency's chase measures on its own (tests/test_model_cache_cliffs.c).
 *
 * Local memory (a thread's stack frame, spills) lives in device memory but is cached in L1
 * and L2 like global data ("On devices of compute capability 2.x and higher, all local
 * memory accesses are always cached in L1 and L2": Nsight Visual Studio Edition, Memory
 * Statistics - Local; CUDA C Programming Guide, Device Memory Accesses, Local Memory), and
 * the driver sizes its allocation per thread for the threads the device holds at once, not
 * for the launch (cudaLimitStackSize is bytes per thread; NVIDIA developer forum, "What's
 * the difference between CUDA stack and local memory?"): the block that takes a slot takes
 * its predecessor's frames. So the launch's local data are the resident threads' frames,
 * frames = the profile's distinct local bytes (every launched thread's frame) x the wave's
 * share of the blocks, occupancy x SMs x frame bytes; they are part of the wave's data (ws,
 * ws1) whole. A thread reads only what it stored in its frame, so no local load is a first
 * touch: local loads are reuse, hit by the fit laws like any other, and reach DRAM only as
 * far as the frames and the wave's other data pass the L1 and the L2. Local stores write the
 * frames once; a block that takes a slot rewrites its predecessor's frames a wave's data
 * later, and what the L2 lost of them meanwhile (1 - h2 of every launched thread's frame
 * past the resident ones) is written back again. A 64-byte frame on an A100 is 14.2 MB of
 * frames for the 1.07 GB of a 16.8 M-thread launch's (tests/test_model_local_memory.c).
 */
#include <math.h>
#include <string.h>

#include "gpuperf/memhier.h"

#define SECTOR_BYTES 32.0

int gp_reuse_parse(const char *s, enum gp_reuse *out)
{
	if (strcmp(s, "stack") == 0)
		*out = GP_REUSE_STACK;
	else if (strcmp(s, "proportional") == 0)
		*out = GP_REUSE_PROPORTIONAL;
	else
		return -GP_EINVAL;
	return 0;
}

static double fit(enum gp_reuse r, double cap, double ws)
{
	if (ws <= 0)
		return 1;
	if (r == GP_REUSE_PROPORTIONAL)
		return fmin(1, cap / ws);
	return ws <= cap ? 1 : 0;
}

/* The hits of an LRU cache of cap bytes in 128-byte lines of 4 sectors on a fixed shuffled
 * walk around ws bytes of lines, pass after pass, that touches k sectors of each line (a
 * pointer chase around a random ring: gpu-latency's 8-byte pointers 64 bytes apart, k = 2).
 * A line's k touches fall at independent uniform places on the ring. Between two touches a
 * fraction f of the ring apart the walk meets the other lines each with probability
 * 1 - (1 - f)^k, so the line is still cached while f < f* = 1 - (1 - cap / ws)^(1/k). A
 * touch finds its own sector, last touched one pass ago, when the line stayed cached all the
 * way round: every one of the k gaps between its touches under f*, the probability that k
 * arcs of length f* cover a circle (Stevens, "Solution to a geometrical problem in
 * probability", Annals of Eugenics 9, 1939; the largest of k uniform spacings, David and
 * Nagaraja, "Order Statistics", 2003, sec. 6.4):
 *   h = sum_{j=0}^{k} (-1)^j C(k, j) (1 - j f*)_+^(k-1)
 * k = 1 is the cyclic stream, no hit past the capacity; k = 2 gives h = 1 - 2 sqrt(1 - cap /
 * ws). The L1 edges of gpu-latency's chase follow it: V100 (128 kB) 0.75, 0.33 and 0.11 of
 * the loads at 130, 144 and 160 kB, measured 0.68, 0.37 and 0.13 (tests/test_model_cache_cliffs.c). */
static double ring_fit(double cap, double ws, double k)
{
	double x, h = 0, binom = 1;
	if (ws <= cap)
		return 1;
	x = 1 - pow(1 - cap / ws, 1 / k);
	for (int j = 0; j <= (int)k; j++) {
		double u = 1 - j * x;
		if (u <= 0)
			break;
		h += (j % 2 ? -binom : binom) * pow(u, k - 1);
		binom = binom * (k - j) / (j + 1);
	}
	return fmin(1, fmax(0, h));
}

/* fit, or ring_fit for a ring walk (ring: its sectors a line, 0 for none; gp_memhier_eval
 * decides when the ring law applies) */
static double cap_fit(enum gp_reuse r, double cap, double ws, double ring)
{
	return ring > 0 ? ring_fit(cap, ws, ring) : fit(r, cap, ws);
}

/* The stack law on an L2 of ways-way sets its address hash fills at random: a line comes
 * back to find itself cached when the other lines of its set that the sweep touched since
 * are fewer than the ways, N < ways with N Poisson of mean ways x ws / cap (the number of
 * a random set's lines, with the hash's sets equally likely: Smith, "A comparative study
 * of set associative memory mapping algorithms and their use for cache and main memory",
 * IEEE TSE 4(2), 1978; Hill and Smith, "Evaluating associativity in CPU caches", IEEE TC
 * 38(12), 1989). A set of more lines than ways loses every line of a cyclic sweep under
 * LRU. So the hits fall before the capacity, 16% of them at 3/4 of it with 16 ways, and
 * some stay past it. ways 0: the stack law's step. */
static double set_fit(double ways, double cap, double ws)
{
	double lambda, term, sum;
	if (ws <= 0)
		return 1;
	if (!(ways > 0) || !(cap > 0))
		return ws <= cap ? 1 : 0;
	lambda = ways * ws / cap;
	term = exp(-lambda);
	sum = term;
	for (int n = 1; n < (int)ways; n++) {
		term *= lambda / n;
		sum += term;
	}
	return fmin(1, sum);
}

/* The L2's fit of reuse at distance ws in cap bytes. On a sectioned L2 (A100, H100), the
 * set law with the device's ways for the stack. Every SM re-reading data that fit the L2
 * (gpu-l2-cache, the lines of each section's own readers and the other's) loses hits from
 * about 0.7 of the capacity on, as random sets of Accel-Sim's geometries would: A100 80 GB
 * (16 ways) 0.84, 0.63, 0.49 and 0.13 of its re-reads hit at 0.75, 0.90, 0.99 and 1.29 of
 * the 40 MB by the law, 0.83, 0.62, 0.43 and 0.16 by the table's rates (hits at the L2's,
 * misses at the DRAM's, one after the other: estimate.c l2_serial_cpw); H100 PCIe (40 ways)
 * 0.92, 0.63, 0.41 and 0.20 at 0.79, 0.94, 1.03 and 1.13 of the 50 MB, 0.91, 0.59, 0.40 and
 * 0.16 by the table (tests/test_model_cache_tables.c). NVIDIA documents neither the hash nor the
 * replacement. Where the law is not used: a single-section L2, the V100's, keeps every hit
 * of gpu-latency's one-SM chase to 0.94 of its 6 MB, where 24 random ways would lose 40%
 * (contiguous data fill a good hash's sets evenly); a ring walk has its own law (cap_fit),
 * and the proportional law stays as it is. */
static int uses_set_law(const struct gp_device *dev, enum gp_reuse r)
{
	return r != GP_REUSE_PROPORTIONAL && dev->l2_partitions > 1;
}

static double l2_cap_fit(const struct gp_device *dev, enum gp_reuse r, double cap, double ws,
			 double ring)
{
	if (ring > 0 || !uses_set_law(dev, r))
		return cap_fit(r, cap, ws, ring);
	return set_fit(dev->l2_assoc, cap, ws);
}

int gp_memhier_l1_caches_globals(const struct gp_device *dev)
{
	return dev->cc_major >= 7;
}

double gp_memhier_l2_dirty_bytes(const struct gp_device *dev)
{
	return dev->l2_dirty_bytes > 0 ? fmin(dev->l2_dirty_bytes, dev->l2_bytes) : dev->l2_bytes;
}

double gp_memhier_load_latency(const struct gp_device *dev, double h1, double h2,
			    double dram_latency_cycles)
{
	return h1 * dev->lat_mem[GP_MEM_L1] +
	       (1 - h1) * (h2 * dev->lat_mem[GP_MEM_L2] + (1 - h2) * dram_latency_cycles);
}

double gp_memhier_mean_latency(const struct gp_device *dev, const struct gp_memhier *h,
			    double dram_latency_cycles)
{
	double near = dev->lat_mem[GP_MEM_L2];
	double far = dev->lat_l2_far > near ? dev->lat_l2_far : near;
	double l2 = near + h->l2_far_share * (far - near);
	return h->l1_hit_rate * dev->lat_mem[GP_MEM_L1] +
	       (1 - h->l1_hit_rate) * (h->l2_hit_rate * l2 + (1 - h->l2_hit_rate) * dram_latency_cycles);
}

/* L1/TEX tag-stage cycles of one request: a coalesced request (at most twice the sectors
 * its width needs: 4 for 4-byte lanes) takes one cycle per 128-byte line; more sectors
 * than that means the lanes are scattered, one line (one cycle) per sector. */
static double wavefronts(const struct gp_memrec *r)
{
	double s = r->sectors_per_request;
	if (s <= 2.0 * (r->width_bytes > 0 ? r->width_bytes : 4))
		return s / 4 > 1 ? ceil(s / 4) : 1;
	return s;
}

/* One allocation's traffic over the launch (a = -1: records with no allocation). */
struct alloc_traffic {
	double ld, st;     /* requested load / store sector bytes */
	double f;          /* its distinct bytes (the footprint scaled to the launch) */
	double fr, fs;     /* first touches by loads, sectors stores write */
	double fb;         /* load bytes that are a block's first touch (>= fr) */
	double fw;         /* load bytes that are a warp's first touch (>= fb) */
	double steps;      /* executions per warp of its load instructions, summed */
	double stride;     /* blocks between a shared sector's consecutive sharers; 0 unknown */
	double ring;       /* sectors a line of a ring walk touches (ring_fit); 0: none */
	int local;         /* every record of it is local memory (the threads' frames) */
	double launched;   /* local: every launched thread's frame (f: the resident ones') */
};

/* One allocation's traffic: resident is the share of the launch's blocks one wave holds
 * (local frames are the resident threads': file comment, "Local memory"). */
static int alloc_traffic(const struct gp_memprofile *m, int a, double warps, double resident,
			 struct alloc_traffic *t)
{
	double acc;
	int locals = 0, others = 0;

	*t = (struct alloc_traffic){ 0 };
	for (int i = 0; i < m->n; i++) {
		const struct gp_memrec *r = &m->recs[i];
		double b;
		if (r->space != GP_MSPACE_GLOBAL && r->space != GP_MSPACE_LOCAL)
			continue;
		if ((a < 0 && r->alloc >= 0 && r->alloc < m->nfoot) || (a >= 0 && r->alloc != a))
			continue;
		if (r->space == GP_MSPACE_LOCAL)
			locals++;
		else
			others++;
		b = r->requests * r->sectors_per_request * SECTOR_BYTES * warps;
		if (r->is_store || r->is_atomic) {
			t->st += b;
		} else {
			t->ld += b;
			t->steps += r->requests;
		}
	}
	t->steps = fmax(1, t->steps);
	acc = t->ld + t->st;
	if (acc <= 0)
		return 0;
	if (a >= 0) {
		t->stride = m->foot[a].share_stride_blocks;
		t->ring = m->foot[a].ring_sectors_per_line;
	}
	/* the footprint scales with the launch: F/A as profiled; unknown: no reuse */
	t->f = acc;
	if (a >= 0 && m->foot[a].accessed_bytes > 0)
		t->f = acc * fmin(1.0, m->foot[a].bytes / m->foot[a].accessed_bytes);
	else if (a >= 0 && m->foot[a].bytes > 0)
		t->f = fmin(acc, m->foot[a].bytes);
	/* the threads' frames (file comment, "Local memory"): the profile's distinct local
	 * bytes are every launched thread's frame; the launch reuses the resident threads'.
	 * A thread reads only what it stored there, so no local load is a first touch: its
	 * loads are all reuse, its stores write the frames once */
	t->local = a >= 0 && locals > 0 && others == 0;
	if (t->local) {
		t->launched = fmin(t->f, t->st);
		t->f *= fmin(1, resident);
		t->fs = fmin(t->f, t->st);
		t->fb = t->fw = t->fr = 0;
		return 1;
	}
	/* a read-modify-write allocation (read, then written in place: backprop's weights,
	 * mri-q's Qr/Qi) brings every sector it reads from DRAM and writes every sector it
	 * stores back: its reads' footprint is the allocation's, up to the bytes read, and so
	 * is its writes'; splitting F between them in the proportion of their requests would
	 * lose half of each */
	t->fr = fmin(t->f, t->ld);
	t->fs = fmin(t->f, t->st);
	/* what the blocks share: each block's own first touches, summed, less the launch's */
	t->fb = t->fr;
	if (a >= 0 && m->foot[a].block_bytes > 0 && m->foot[a].accessed_bytes > 0)
		t->fb = fmin(t->ld, fmax(t->fr, acc * fmin(1.0, m->foot[a].block_bytes /
							  m->foot[a].accessed_bytes)));
	t->fw = t->fb;
	if (a >= 0 && m->foot[a].warp_bytes > 0 && m->foot[a].accessed_bytes > 0)
		t->fw = fmin(t->ld, fmax(t->fb, acc * fmin(1.0, m->foot[a].warp_bytes /
							  m->foot[a].accessed_bytes)));
	return 1;
}

/* The L2's sections (file comment): 1 where the device gives none */
static double l2_sections(const struct gp_device *dev)
{
	return dev->l2_partitions > 1 ? dev->l2_partitions : 1;
}

/* The far sections' hits of a partitioned L2 (file comment), from the hit rates h of the
 * whole L2 and hn of one section: what the whole holds and the section does not, less the
 * section's own share of it */
static double far_section_hits(const struct gp_device *dev, double h, double hn)
{
	return h > hn ? (h - hn) * (1 - 1 / l2_sections(dev)) : 0;
}

/* L2 hits of reuse at distance ws, near section and far ones (file comment); *far gets
 * the far share */
static double l2_fit_ring(const struct gp_device *dev, enum gp_reuse r, double ws,
			  double ring, double *far)
{
	double parts = l2_sections(dev);
	double h2 = l2_cap_fit(dev, r, dev->l2_bytes, ws, ring);
	double h2n = parts > 1 ? l2_cap_fit(dev, r, dev->l2_bytes / parts, ws, ring) : h2;
	*far = far_section_hits(dev, h2, h2n);
	return h2n + *far;
}

static double l2_fit(const struct gp_device *dev, enum gp_reuse r, double ws, double *far)
{
	return l2_fit_ring(dev, r, ws, 0, far);
}

/* L2 hits of sectors the SMs of every section read (file comment): each section keeps the
 * replicas its own SMs fetch, so a sector one section has dropped is still in the other as
 * long as the whole L2 holds the reuse distance; past one section a hit is far with the
 * other sections' share. */
static double shared_fit(const struct gp_device *dev, enum gp_reuse r, double ws, double *far)
{
	l2_fit(dev, r, ws, far);
	return l2_cap_fit(dev, r, dev->l2_bytes, ws, 0);
}

/* L2 hits of a sector its sharers, stride blocks apart in a launch of many waves, meet in
 * turn (the k > 1 comment in gp_memhier_eval), far ones in *far. The W = wave slots in flight
 * each start a block a lifetime T after their last, at phases spread uniformly over T, so
 * the launches stride apart span floor(stride / W) lifetimes plus the sum of r = stride mod W
 * of the W uniform spacings of a circle: Beta(r, W - r + 1) of T, mean r / (W + 1), variance
 * r (W - r + 1) / ((W + 1)^2 (W + 2)) (the spacings of uniform points, David and Nagaraja,
 * "Order Statistics", 2003, sec. 6.4). The W blocks read W x fb bytes a lifetime, so the
 * reuse distance is that span x W x fb, about stride x fb, and the L2 (or one section) holds
 * it with set_fit's probability at that distance, averaged over the span (normal
 * approximation). The distance is at most the distinct bytes ws. */
static double staggered_fit(const struct gp_device *dev, const struct gp_memhier_launch *l,
			    double stride, double fb, double ws, double *far)
{
	double w = l->wave_blocks, full = floor(stride / w), r = stride - full * w;
	double mu = full + r / (w + 1), sd = sqrt(r * (w - r + 1) / ((w + 1) * (w + 1) * (w + 2)));
	double parts = l2_sections(dev), h[2];
	if (l->reuse == GP_REUSE_PROPORTIONAL || !(fb > 0))
		return shared_fit(dev, l->reuse, fmin(ws, stride * fb), far);
	for (int i = 0; i < 2; i++) {
		double cap = dev->l2_bytes / (i ? parts : 1), u = cap / (w * fb), wsum = 0;
		if (!uses_set_law(dev, l->reuse)) {
			/* the step: the probability the span is under the capacity's */
			if (ws <= cap)
				h[i] = 1;
			else if (sd > 0)
				h[i] = 0.5 * erfc((mu - u) / (sd * sqrt(2)));
			else
				h[i] = mu <= u ? 1 : 0;
			continue;
		}
		/* the set law's mean over the span's spread, the distance at most ws: the
		 * midpoint rule on 48 strips of +-6 deviations, the normal's weights
		 * normalised (the kink where the distance reaches ws rules out a
		 * Gauss-Hermite rule of few nodes) */
		h[i] = 0;
		for (int j = 0; j < 48; j++) {
			double z = -6 + (j + 0.5) * 0.25, wt = exp(-z * z / 2);
			double span = fmax(0, mu + sd * z);
			h[i] += wt * set_fit(dev->l2_assoc, cap, fmin(ws, span * w * fb));
			wsum += wt;
		}
		h[i] /= wsum;
	}
	*far = far_section_hits(dev, h[0], h[1]);
	return h[0];
}

/* SMs that kw of a launch's blocks sharing a sector sit on. A launch of one wave deals its G
 * blocks to the S SMs in turn, G / S each, so kw of them taken at random miss a given SM with
 * probability C(G - G/S, kw) / C(G, kw): dw = S (1 - that). It is kw when every SM has one
 * block and S when every block shares the sector (gpu-cache: 80 blocks on 80 SMs, one each,
 * and past the L2 its DRAM read rate is 1/80 of its L2 rate, V100 29 of 2330 GB/s, A100 80 GB
 * 23 of 2471 at 26632 kB, 1/107; balls in bins, 50.7 SMs, would give 1/50.7). In a launch of
 * many waves a block starts wherever one ended: at random, S (1 - (1 - 1/S)^kw). */
static double sms_holding(const struct gp_memhier_launch *l, double sms, double kw)
{
	double g = l->grid_blocks, per = g / sms, p;
	if (g > l->wave_blocks)
		p = pow(1 - 1 / sms, kw);
	else if (g - per - kw + 1 <= 0)
		p = 0;
	else
		p = exp(lgamma(g - per + 1) - lgamma(g - per - kw + 1) + lgamma(g - kw + 1) -
			lgamma(g + 1));
	/* kw blocks sit on kw SMs at most; the forms above can round a hair past it */
	return fmin(kw, sms * (1 - p));
}

/* L1 hits of a warp's reuse of its own sectors when the SM's data ws1 passes the L1 c1,
 * the file comment's law: warps_sm warps an SM, inflight_bytes outstanding per warp (0:
 * unknown). The others' L2 rate is the measured L2 ceiling's per-SM share or what their
 * outstanding bytes bring in an L2 latency (Little's law), the smaller; with neither known
 * there is no law and no hit (0). *rate_out gets that rate (bytes per SM cycle) where the
 * law holds, else 0. */
static double greedy_group_hits(const struct gp_device *dev, double ws1, double c1,
				double warps_sm, double inflight_bytes, double *rate_out)
{
	double k = dev->schedulers, g = warps_sm / k, rate = INFINITY, rho;
	*rate_out = 0;
	if (!(g > 1) || !(c1 > 0) || !(dev->line_bytes > 0))
		return 0;
	if (dev->l2_bw_gbps > 0)
		rate = gp_device_l2_bytes_per_clk(dev);
	if (inflight_bytes > 0 && dev->lat_mem[GP_MEM_L2] > 0)
		rate = fmin(rate, (warps_sm - k) * inflight_bytes / dev->lat_mem[GP_MEM_L2]);
	if (!isfinite(rate))
		return 0;
	rho = rate / dev->line_bytes;
	if (ws1 / g * (1 + rho) > c1 - warps_sm * inflight_bytes)
		return 0;
	*rate_out = rate;
	return fmax(0, 1 - rho * (g - 1) / g);
}

int gp_memhier_eval(const struct gp_device *dev, const struct gp_memprofile *m,
		 const struct gp_memhier_launch *l, struct gp_memhier *o)
{
	double ld_total = 0, st_total = 0, f_ld = 0, f_st = 0, f_all = 0, f_blk = 0, ws, ws1, fw;
	double c1, h1, h2, h1_own, warps_sm, held_rate = 0;
	double h2far, to_l2_ld, active_sms, l1_hits = 0, l2_hits = 0, far_hits = 0, miss = 0;
	double lockstep = 0, past_section, own_reuse = 0, shared_reuse = 0, cap_all = 0, cap_blk = 0;
	double frames = 0, local_st_miss = 0;
	struct alloc_traffic t;

	*o = (struct gp_memhier){ 0 };
	if (!(l->warps > 0) || !(l->grid_blocks > 0))
		return -GP_EINVAL;
	fw = l->wave_blocks >= l->grid_blocks ? 1 : l->wave_blocks / l->grid_blocks;
	for (int a = -1; a < m->nfoot; a++) {
		if (!alloc_traffic(m, a, l->warps, fw, &t))
			continue;
		/* the bytes of the lines the sectors fill: 4 / k of a ring walk's */
		double lines = t.ring > 0 ? 4 / t.ring : 1;
		f_all += t.f;
		if (t.local) {
			/* the resident threads' frames are the wave's own, whole */
			frames += t.f;
			f_st += t.fs;
			ld_total += t.ld;
			st_total += t.st;
			continue;
		}
		f_blk += t.f + (t.fb - t.fr);
		cap_all += t.f * lines;
		cap_blk += (t.f + (t.fb - t.fr)) * lines;
		f_ld += t.fr;
		f_st += t.fs;
		ld_total += t.ld;
		st_total += t.st;
	}
	for (int i = 0; i < m->n; i++) {
		const struct gp_memrec *r = &m->recs[i];
		if (r->space == GP_MSPACE_SHARED) {
			/* bank_ways counts the wavefronts of a wide access too: 4 for an LDS.128
			 * of 32 distinct addresses, 2 for a broadcast (core/coalesce.h); an
			 * ATOMS takes one pass per update of its busiest address when more */
			o->smem_wavefronts += r->requests * gp_memrec_smem_passes(r);
		} else if (r->space == GP_MSPACE_GLOBAL || r->space == GP_MSPACE_LOCAL) {
			o->l1_wavefronts += r->requests * wavefronts(r);
			o->global_requests += r->requests;
			if (r->is_store && !r->is_atomic)
				o->partial_writes += r->requests * r->partial_sectors_per_request;
			if (!r->is_store && !r->is_atomic)
				o->global_load_requests += r->requests;
		}
	}
	/* __constant__ data (the emulator's "constant" footprint, banks other than the
	 * parameters'): its first touch misses the constant caches and the L2 (the
	 * AccelWattch table: binomialOptions' 640 DRAM read sectors are its 1024 options of
	 * 20 B, mri-q's 516 beyond its arrays its 1024 k-space values of 16 B); the rest of
	 * its reads are constant-cache hits, on no level here. They reach the L2 from the
	 * constant caches, not the L1/TEX: l2_bytes (the TEX-L2 traffic) leaves them out */
	for (int a = 0; a < m->nfoot; a++) {
		int is_const = 0;
		for (int i = 0; i < m->n && !is_const; i++)
			is_const = m->recs[i].alloc == a && m->recs[i].space == GP_MSPACE_CONSTANT;
		if (is_const)
			o->const_bytes += m->foot[a].bytes;
	}
	o->smem_bytes = o->smem_wavefronts * 128.0 * l->warps;
	o->l1_bytes = ld_total + st_total;
	o->compulsory_bytes = f_ld + f_st + o->const_bytes;

	/* The wave's data: its blocks' share of what each block touches (f_blk counts a
	 * sector blocks share once per block; cap_ the same in the bytes of the lines they
	 * fill: 4 / k of a ring walk's sectors), at most the launch's distinct bytes: blocks
	 * that read one buffer (gpu-benches' gpu-cache: every SM the same N doubles) have the
	 * buffer in flight, not 1/blocks of it each. An L1 is an SM's own: it holds what the
	 * SM's blocks touch, the wave's per-block data over the SMs (ws1), whether or not
	 * other SMs touch the same sectors; the L2 is shared and holds the distinct bytes. */
	active_sms = l->grid_blocks < dev->sms ? l->grid_blocks : dev->sms;
	ws = fmin(cap_all, cap_blk * fw) + frames;
	ws1 = (cap_blk * fw + frames) / active_sms;
	c1 = gp_memhier_l1_caches_globals(dev) ? fmax(0, dev->l1_bytes_per_sm - l->smem_per_sm_bytes) : 0;
	h1 = fit(l->reuse, c1, ws1);
	/* a warp's own reuse past the L1: the warps the schedulers run ahead keep theirs */
	warps_sm = fmin(l->wave_blocks, l->grid_blocks) / active_sms * (l->warps / l->grid_blocks);
	o->warp_inflight_bytes = l->inflight_share * ld_total / l->warps;
	h1_own = h1;
	if (h1 < 1) {
		double hg = greedy_group_hits(dev, ws1, c1, warps_sm, o->warp_inflight_bytes,
					      &held_rate);
		if (hg > h1)
			h1_own = hg;
		else
			held_rate = 0;
	}
	h2 = l2_fit(dev, l->reuse, ws, &h2far);
	/* a wave past one section of a partitioned L2: its lockstep hits have one copy (file
	 * comment) */
	past_section = dev->l2_partitions > 1 && ws > dev->l2_bytes / dev->l2_partitions ? 1 : 0;
	for (int a = -1; a < m->nfoot; a++) {
		double own, share, k = 1, kw = 1, dw = 1, groups, s_l1, h1s, h2s, fars, p1;
		double h1a = h1_own, h2a = h2, fara = h2far, stall_rate = held_rate;
		int ring;
		if (!alloc_traffic(m, a, l->warps, fw, &t))
			continue;
		/* a block that takes a slot rewrites its predecessor's frames a wave's data
		 * later: each line the L2 lost since is written back again (a thread's own
		 * stores to its frame come too soon after each other to lose it) */
		if (t.local)
			local_st_miss += fmax(0, t.launched - t.fs) * (1 - h2);
		/* a ring walk's own reuse: ring_fit at both levels (no warps run ahead on it:
		 * each touch waits for the one before) */
		ring = t.ring > 0 && l->reuse != GP_REUSE_PROPORTIONAL;
		if (ring) {
			h1a = ring_fit(c1, ws1, t.ring);
			h2a = l2_fit_ring(dev, l->reuse, ws, t.ring, &fara);
			stall_rate = 0;
		}
		/* The blocks in flight walk their programs together, so between two warps' uses
		 * of a sector at the same step the wave touches one step's data: its footprint
		 * over the steps (the reuse distance of warps in lockstep, Nugteren et al., HPCA
		 * 2014; the footprint of the blocks in flight, not of the launch, as in GCoM, Lee
		 * et al., ISCA 2022). A step is one load instruction executed, whatever loop
		 * holds it: unrolling a loop moves its loads to more instructions, not the warps
		 * apart (cudaTensorCoreGemm's fully unrolled K loop: an iteration of its tile loop
		 * is a whole K panel, 2 x 1 MiB, which counted as one step put the 80 blocks' use
		 * of the same A and B chunks past the 6 MB L2, 4.1x the counters' DRAM reads). */
		h1s = fit(l->reuse, c1, ws1 / t.steps);
		h2s = l2_fit(dev, l->reuse, ws / t.steps, &fars);
		/* A sector k = fb / fr blocks touch: kw of them are in flight together, in
		 * groups = k / kw waves: all k unless the profile says how far apart in launch
		 * order they are (share_stride_blocks: a wave of W blocks holds W / stride of
		 * them, at least one; gpu-l2-cache's blocks b and b + blockRun read one slice).
		 * They sit on dw SMs (sms_holding) and meet it at the same step; a group's first
		 * touch comes a wave's data after the group before it. */
		if (t.fb > t.fr && t.fr > 0) {
			k = t.fb / t.fr;
			kw = t.stride > 0 ? fmin(k, fmax(1, l->wave_blocks / t.stride)) : k;
			dw = sms_holding(l, active_sms, kw);
		}
		groups = k / kw;
		/* a warp's reuse of its own sectors comes back after its other data: the SM's
		 * share of the wave for L1. Past L1, the first of the dw SMs to come back to a
		 * sector in lockstep finds it a wave's data later in L2, the others at the same
		 * step (gpu-cache: 80 SMs re-read one buffer, and the L2 serves its passes while
		 * DRAM sees one SM's: its DRAM read rate is 1/80 of its L2 read rate) */
		own = t.ld - t.fw;
		/* the L1 edge's reuse (estimate_caveats.h): the stack law's; a ring's has its own law */
		if (!ring)
			own_reuse += own;
		p1 = 1 / fmax(1, dw);
		l1_hits += own * h1a;
		own *= 1 - h1a;
		if (stall_rate > 0)
			o->l1_stall_cycles += own / l->warps / stall_rate;
		l2_hits += own * (p1 * h2a + (1 - p1) * h2s);
		lockstep += own * (1 - p1) * h2s;
		far_hits += own * (p1 * fara + (1 - p1) * fars);
		miss += own * (p1 * (1 - h2a) + (1 - p1) * (1 - h2s));
		/* sectors the warps of a block share (a GEMM's tile rows) are met on the
		 * block's SM at the same step */
		share = t.fw - t.fb;
		l1_hits += share * h1s;
		share *= 1 - h1s;
		l2_hits += share * h2s;
		far_hits += share * fars;
		miss += share * (1 - h2s);
		/* sectors blocks share (a stencil's halo, a GEMM's tiles, a table every block
		 * reads): of a sector's k - 1 touches after the launch's first, groups - 1 open
		 * a group (a wave's data after the last: in the SM's L1 if it is one of the dw
		 * the last group ran on and its wave's data fits, else L2 at the wave's
		 * distance); of the rest, within a group, dw - 1 are first on their SM and go to
		 * the L2 at the same step (a halo's two neighbours sit on two SMs), kw - dw find
		 * it in their SM's L1 when that holds it.
		 * Steps line up only while the blocks start together: a launch of one wave. In a
		 * launch of many, a block starts when one ends, so in the steady state the
		 * blocks in flight are spread over a block's lifetime, and block b + stride
		 * starts stride / W of it after block b, while the W blocks touch stride
		 * blocks' data: every sharer after the first meets the sector about stride x a
		 * block's distinct bytes after the one before it (spread: staggered_fit),
		 * whether in the same wave or not (gpu-l2-cache: blockRun slices of 512 kB, the
		 * data set; its rows fall to DRAM across the L2's capacity, not at twice it as
		 * in-wave sharers at the same step would keep them). */
		if (k > 1) {
			double after = t.fb - t.fr, open = after * (groups - 1) / (k - 1);
			shared_reuse += after;
			double within = after - open, h1o = h1 * dw / active_sms;
			double hw = h2s, farw = fars, ho = h2, faro = h2far, h1w = h1s;
			int staggered = t.stride > 0 && l->grid_blocks > l->wave_blocks;
			if (staggered) {
				/* a co-resident sharer started a uniform fraction of a block's
				 * lifetime before, while its SM read that fraction of its blocks'
				 * bytes: it is within the L1 for the L1's share of those bytes */
				double fb1 = t.fb / l->grid_blocks, sm_bytes = l->wave_blocks / active_sms * fb1;
				h1w = sm_bytes > 0 ? fmin(1, c1 / sm_bytes) : 1;
				hw = ho = staggered_fit(dev, l, t.stride, fb1, ws, &farw);
				faro = farw;
			}
			s_l1 = kw > 1 ? within * (kw - dw) / (kw - 1) : 0;
			l1_hits += s_l1 * h1w + open * h1o;
			within -= s_l1 * h1w;
			open *= 1 - h1o;
			if (!staggered)
				lockstep += within * h2s;
			l2_hits += within * hw + open * ho;
			far_hits += within * farw + open * faro;
			miss += within * (1 - hw) + open * (1 - ho);
		}
	}
	to_l2_ld = ld_total - l1_hits;
	o->l2_bytes = to_l2_ld + st_total;
	o->dram_read_bytes = f_ld + miss + o->const_bytes;
	o->dram_write_bytes = f_st + local_st_miss;
	o->dram_bytes = o->dram_read_bytes + o->dram_write_bytes;
	if (f_st > 0)
		o->dram_deferred_bytes = fmin(fmin(f_st, dev->l2_bytes * fmin(1, f_st / f_all)),
					      gp_memhier_l2_dirty_bytes(dev));
	o->l1_hit_rate = ld_total > 0 ? l1_hits / ld_total : 0;
	o->l2_hit_rate = to_l2_ld > 0 ? 1 - (f_ld + miss) / to_l2_ld : 0;
	if (o->l2_hit_rate < 0)
		o->l2_hit_rate = 0;
	o->l2_hit_bytes = o->l2_hit_rate * to_l2_ld;
	o->l2_far_share = l2_hits > 0 ? far_hits / l2_hits : 0;
	o->l2_lockstep_bytes = lockstep;
	o->l2_one_copy_bytes = past_section * lockstep;
	o->l1_data_ratio = c1 > 0 ? ws1 / c1 : 0;
	o->l1_reuse_share = ld_total > 0 ? own_reuse / ld_total : 0;
	o->l2_data_ratio = dev->l2_bytes > 0 ? ws / dev->l2_bytes : 0;
	o->l2_set_law = uses_set_law(dev, l->reuse);
	o->shared_reuse_share = ld_total > 0 ? shared_reuse / ld_total : 0;
	return 0;
}
