/* estimate.c - kernel time from Little's law: thesis eqs. 4.1-4.7 (after Volkov 2016), and
 * the hierarchy model built on them (estimate.h, docs/ARCHITECTURE.md). */
#include <math.h>
#include <string.h>

#include "gpuperf/estimate_caveats.h"
#include "gpuperf/critpath.h"
#include "gpuperf/drammix.h"
#include "gpuperf/program.h"
#include "gpuperf/estimate.h"

static const char *bound_names[GP_BOUND_COUNT] = {
	"fp32", "int32", "fp64", "sfu", "tensor", "lsu", "ctrl", "issue", "dram", "shared_memory",
	"l1", "l2", "mio", "partial_writes", "block_dispatch", "atomics",
};

const char *gp_bound_name(enum gp_bound b)
{
	return (unsigned)b < GP_BOUND_COUNT ? bound_names[b] : "?";
}

const char *gp_regime_name(enum gp_regime r)
{
	return r == GP_REGIME_LATENCY ? "latency" : "throughput";
}

const char *gp_model_name(enum gp_model m)
{
	return m == GP_MODEL_THESIS ? "thesis" : m == GP_MODEL_HIERARCHY ? "hierarchy" : "auto";
}

const char *gp_combine_name(enum gp_combine c)
{
	return c == GP_COMBINE_QUEUE ? "queue" : c == GP_COMBINE_MIN ? "min" : "default";
}

int gp_combine_parse(const char *s, enum gp_combine *out)
{
	if (strcmp(s, "min") == 0)
		*out = GP_COMBINE_MIN;
	else if (strcmp(s, "queue") == 0)
		*out = GP_COMBINE_QUEUE;
	else
		return -GP_EINVAL;
	return 0;
}

int gp_model_parse(const char *s, enum gp_model *out)
{
	for (int m = GP_MODEL_AUTO; m <= GP_MODEL_HIERARCHY; m++)
		if (strcmp(s, gp_model_name((enum gp_model)m)) == 0) {
			*out = (enum gp_model)m;
			return 0;
		}
	return -GP_EINVAL;
}

/* The DRAM ceiling of a launch that reads rd and writes wr bytes in its time (drammix.h):
 * the triad-derived sustained figure where the device gives no read-only or write-only
 * plateau or the mix is unknown (rd < 0), exactly as without them. */
static double dram_ceiling_gbps(const struct gp_device *dev, double rd, double wr)
{
	struct gp_drammix m;
	if (rd < 0 || gp_drammix_get(dev, &m) <= 0)
		return gp_drammix_sustained_gbps(dev);
	return gp_drammix_gbps(&m, rd, wr);
}

/* What a DRAM read on a warp's path waits, in cycles, per unit of DRAM utilisation u for
 * a launch that reads rd and writes wr bytes against a DRAM ceiling of ceil_gbps: the
 * device's wait per unit of write utilisation (memory.dram_write_read_wait_ns) times the
 * write utilisation per unit of u, u ceil x wr / (rd + wr) / the write-only ceiling (the
 * measured plateau, else the sustained figure: gp_drammix_write_gbps). A
 * read-only or write-only launch waits nothing (no read rounds, or no writes), nor one
 * whose mix is unknown (rd < 0). gpu-stream's block lifetimes show it (devices/README.md):
 * at the same total DRAM bandwidth a read waits longer the more of it is writes (H200:
 * scale, half writes, 127-306 ns more than read-only at 16-35% write utilisation, about
 * 820 ns per unit), more than the M/D/1 queue of the bytes explains. */
static double write_wait_cycles(const struct gp_device *dev, double rd, double wr,
				double ceil_gbps)
{
	if (!(dev->dram_write_read_wait_ns > 0) || !(rd > 0) || !(wr > 0))
		return 0;
	return dev->dram_write_read_wait_ns * 1e-9 * dev->sm_clock_mhz * 1e6 * ceil_gbps * wr /
	       ((rd + wr) * gp_drammix_write_gbps(dev));
}

static enum gp_model model_of(const struct gp_launch *l)
{
	if (l->model != GP_MODEL_AUTO)
		return l->model;
	return l->lambda > 0 ? GP_MODEL_THESIS : GP_MODEL_HIERARCHY;
}

/* Cycles a warp needs on each unit: warp size x instructions / lanes (eq. 4.5's first term,
 * applied to every unit). Integer work runs on the FP32 cores where the device has no
 * separate INT32 lanes (Maxwell/Pascal; the thesis's INS_CUDA). Where the INT32 lanes are
 * FP32 lanes that also run integer work (units.int32_shares_fp32: GA10x's processing block
 * has "16 FP32 CUDA Cores" and "16 CUDA Cores that can process FP32 or INT32", NVIDIA Ampere
 * GA102 whitepaper; AD10x the same, NVIDIA Ada whitepaper; RTX Blackwell's 32 each run
 * either), a warp's FP32 and integer instructions share the FP32 lanes, and integer ones
 * are confined to the shared ones: the FP32 bound counts both, warp x (FP32 + INT32) / FP32
 * lanes, beside the INT32 bound's warp x INT32 / INT32 lanes (the best split of the FP32
 * work over the two datapaths meets both). */
static int unit_cycles(const struct gp_device *dev, const struct gp_kernel_counts *c,
		       double *cpw, struct gp_diag *d)
{
	double ins[GP_UNIT_COUNT];
	memcpy(ins, c->ins, sizeof(ins));
	gp_unit_fold_counts(dev, ins, GP_FOLD_INT32);
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		cpw[u] = 0;
		if (ins[u] <= 0)
			continue;
		if (dev->units[u] <= 0) {
			gp_diag_field(d, "/units/%s", gp_unit_name(u));
			gp_error(d, GP_EINVAL, "the kernel uses %s instructions but %s has no %s units",
				 gp_unit_name(u), dev->name, gp_unit_name(u));
			gp_diag_hint(d, "pick a device that has them, or a descriptor made for this one");
			return -GP_EINVAL;
		}
		cpw[u] = dev->warp_size * ins[u] / dev->units[u];
	}
	if (dev->int32_shares_fp32 && ins[GP_UNIT_INT32] > 0)
		cpw[GP_UNIT_FP32] = dev->warp_size * (ins[GP_UNIT_FP32] + ins[GP_UNIT_INT32]) /
				    dev->units[GP_UNIT_FP32];
	return 0;
}

/* Of the LSU's lsu_cpw cycles a warp, those of its global and local accesses (the LG queue's,
 * not the MIO's): the profile's requests in those spaces over the LSU's instructions. No
 * profile: 0 (the counts do not say which space an access is in). */
static double lg_cycles(const struct gp_memprofile *prof, const struct gp_kernel_counts *c,
			double lsu_cpw)
{
	double lg = 0;
	if (!prof || !(c->ins[GP_UNIT_LSU] > 0))
		return 0;
	for (int i = 0; i < prof->n; i++)
		if (prof->recs[i].space == GP_MSPACE_GLOBAL || prof->recs[i].space == GP_MSPACE_LOCAL)
			lg += prof->recs[i].requests;
	return lsu_cpw * fmin(1, lg / c->ins[GP_UNIT_LSU]);
}

/* What the hierarchy model needs beyond the counts. */
struct hier_in {
	const struct gp_memprofile *prof;  /* NULL: counts' gmem_bytes go to DRAM */
	double lat_loaded_cycles;          /* latency bound with DRAM at saturation */
	double lat_lockstep_cycles;        /* a one-wave launch: its SM's warps as one block */
	int has_barriers;                  /* the program's blocks meet at barriers */
	double lat_repl_cycles;            /* what the block replacement adds to the path */
	double dram_syncs;                 /* block syncs after a DRAM round (critpath.h); < 0: 1 */
	double inflight_share;             /* a warp's loads outstanding to the L2 (memhier.h); 0 */
	int latency_rederived;
	int counts_from_program;
};

/* What the rate of warps depends on beyond the launch's occupancy. */
struct rate_in {
	const double *cpw;          /* cycles per warp per bound, all SMs active */
	double lat0, lat_sat;       /* latency bound unloaded / with DRAM at saturation */
	double dram_lat;            /* the device's unloaded DRAM latency */
	double req_cycles;          /* DRAM service time of a warp's requests, all SMs active */
	double syncs;               /* rounds a block synchronisation waits on (<= rounds) */
	double harmonic;            /* H_m, m the block's DRAM requests of one round */
	double requests;            /* m */
	double gauss;               /* sqrt(2 ln m): the Gaussian maximum of m, in deviations */
	int stores_only;            /* reads nothing from DRAM: no warp waits on a DRAM round */
	double block_warps;         /* > 1: a block's warps meet at barriers (warp_rate) */
	double write_wait;          /* cycles a DRAM read waits more per unit DRAM utilisation
				     * for the writes among the launch's bytes (write_wait_cycles) */
	double serial_cpw;          /* cycles per warp of its L2 hits and DRAM reads one after
				     * the other (l2_serial_cpw); 0: none */
	enum gp_combine combine;
};

/* Warps/cycle/SM of n_warps resident warps that each alternate between waiting out their
 * latency and using the SM's pipes: a closed queueing network of one delay station (think
 * time Z) and one queueing station per pipe k with service demand d[k] cycles per warp.
 * Mean value analysis (Reiser & Lavenberg, J. ACM 27(2), 1980) solves it exactly by
 * recursion on the population: with Q_k(0) = 0,
 *   R_k(n) = d_k (1 + Q_k(n - 1)),  X(n) = n / (Z + sum_k R_k(n)),  Q_k(n) = X(n) R_k(n),
 * a warp arriving at a pipe finding the queue of the network with itself taken out (the
 * arrival theorem). Z = lat - sum d_k, so one warp alone takes its latency bound (X = 1 /
 * lat); X tends to 1 / max d_k, the throughput bound, for many warps: the thesis's two
 * asymptotes, joined by the queueing each pipe adds near the knee (more where several pipes
 * are near their ceilings). A population between two integers (resident blocks of a
 * fractional occupancy) takes X linearly between theirs. The schedulers interleave the
 * warps' instructions cycle by cycle, a processor-sharing discipline, for which the product
 * form that MVA rests on holds whatever the service distribution (BCMP theorem, Baskett et
 * al., J. ACM 22(2), 1975). Schweitzer's approximation of the recursion (Q_k(n - 1) taken as
 * (n - 1) / n of Q_k(n)), which this replaced, is pessimistic at the knee of a few
 * customers: gpu-cache's 8 warps an SM that keep 64 loads in flight reach 97.5-98.4% of
 * the L1's 128 bytes a cycle on V100, A100 and H100 PCIe (at their measured clocks), the
 * exact recursion 93.5-95.5% of it and Schweitzer's 89-90% (README, "The queues at the
 * knee"). */
static double closed_rate(double n_warps, double lat, const double *d, int nd)
{
	double a[GP_BOUND_COUNT], sum = 0, s = 0, z, c, r, x = 0, x_below = 0;
	long top = (long)ceil(n_warps);
	for (int k = 0; k < nd; k++) {
		a[k] = d[k];             /* R_k(1) = d_k: nobody queues ahead of the first warp */
		sum += d[k];
	}
	z = lat > sum ? lat - sum : 0;
	c = z + sum;
	r = c;
	/* With R_k(n) = d_k (1 + Q_k(n - 1)) and Q_k(n) = X(n) R_k(n):
	 *   R_k(n + 1) = d_k + X(n) d_k R_k(n),  r(n + 1) = z + sum + X(n) S(n),
	 * S(n) = sum_k d_k R_k(n). S(n) is made from X(n - 1), while X(n)'s division runs, so
	 * each population's critical path is one division and one multiply-add (bench_estimate:
	 * the recursion is most of the hierarchy model's time) */
	for (int k = 0; k < nd; k++)
		s += d[k] * a[k];
	for (long n = 1; n <= top; n++) {
		x_below = x;
		x = (double)n / r;
		r = c + x * s;
		s = 0;           /* S(n + 1), made while the next division runs */
		for (int k = 0; k < nd; k++) {
			a[k] = d[k] + x * d[k] * a[k];
			s += d[k] * a[k];
		}
	}
	return x_below + (x - x_below) * (n_warps - (double)(top - 1));
}

/* Dependent DRAM rounds on a warp's critical path: what saturating DRAM adds to it over
 * what one round's loaded latency adds (at least 1). */
static double dram_rounds(const struct rate_in *r)
{
	double n = r->lat_sat > r->lat0
		? (r->lat_sat - r->lat0) / ((GP_DRAM_LOADED_FACTOR - 1) * r->dram_lat) : 1;
	return n > 1 ? n : 1;
}

/* The root in (0, 1) of u (L0 + k u / (1 - u)) = a, i.e. (k - L0) u^2 + (L0 + a) u - a = 0
 * (f(0) = -a, f(1) = k): the form 2a / (b + sqrt(b^2 + 4 (k - L0) a)), b = L0 + a, is stable
 * for either sign of k - L0. */
static double md1_root(double lat0, double k, double a)
{
	double b = lat0 + a;
	return 2 * a / (b + sqrt(fmax(0, b * b + 4 * (k - lat0) * a)));
}

/* The m-th harmonic number, 1 + 1/2 + ... + 1/m (0 for m < 1). */
double gp_estimate_harmonic(double m)
{
	double h = 0;
	for (long long k = (long long)m; k >= 1; k--)
		h += 1.0 / (double)k;
	return h;
}

/* What a block synchronisation (a barrier, or the block's end, which frees its slot only
 * when its last warp exits: the engine's warp_exit, engine_sm.c) waits beyond the mean
 * wait W for the slowest of its block's m requests of the round before it, at DRAM
 * utilisation u with sq the service time of a warp's round. Two limits, the smaller taken:
 * - light load: waits exponential with mean W (the M/M/1 wait of a customer that waits:
 *   Kleinrock, Queueing Systems vol. 1, sec. 3.2; the M/D/1 mean kept as W); the largest
 *   of m independent ones has mean W H_m (Renyi's representation of exponential order
 *   statistics), W (H_m - 1) beyond the mean;
 * - near saturation: the resident warps bound the requests in flight (a closed network),
 *   and a channel's backlog then varies around its mean Nq = u^2 / (2 (1 - u)) requests
 *   like a Poisson count (standard deviation sqrt(Nq) services), so the largest of m is
 *   about sqrt(2 ln m) standard deviations above the mean (the maximum of m Gaussians,
 *   Cramer, Mathematical Methods of Statistics, 28.6). The open exponential form would
 *   grow as 1 / (1 - u) here and hold the DRAM below its measured plateau.
 * The requests are independent as far as they are distinct 128-byte lines: a line goes to
 * one DRAM channel, whose queue is its own (the engine's en_dram_locate). */
static double slowest_extra(const struct rate_in *r, double u, double sq)
{
	double w, nq;
	if (!(r->requests > 1) || !(r->syncs > 0))
		return 0;
	w = u * sq / (2 * (1 - u));
	nq = u * u / (2 * (1 - u));
	return fmin(w * (r->harmonic - 1), sq * r->gauss * sqrt(nq));
}

/* The root in (0, 1) of f(u) = u L0 + e u^2 + k u^2 / (1 - u) + g u^2 / sqrt(2 (1 - u)) - a
 * by Newton's method from u0 at or above it: f is increasing and convex on (0, 1), so the
 * steps descend to the root monotonically. e is the writes' linear term (write_wait_cycles),
 * g the Gaussian slowest-request term (slowest_extra); with both 0 and u0 the M/D/1 root
 * (md1_root) it returns u0. */
static double dram_root(double lat0, double e, double k, double g, double a, double u0)
{
	double u = u0;
	for (int it = 0; it < 40 && (e > 0 || g > 0); it++) {
		double v = 1 - u, q = sqrt(2 * v);
		double f = u * lat0 + e * u * u + k * u * u / v + g * u * u / q - a;
		double df = lat0 + 2 * e * u + k * u * (2 - u) / (v * v) +
			    g * (2 * u / q + u * u / (q * q * q));
		double step = f / df;
		u -= step;
		if (step <= 1e-14 * u)
			break;
	}
	return u;
}

/* The utilisation u that solves u (L0 + E u + n W(u) + s X(u)) = a (Little's law for the
 * DRAM round, warp_rate), X = min(exponential, Gaussian) as in slowest_extra and E u the
 * writes' wait. With X one of the two alone the left side is larger, so each alone has its
 * root below the true one; the true root is the larger of the two (at it, the smaller X is
 * the one that binds). Exponential: X = W (H_m - 1) folds into k' = (n + s (H_m - 1)) S / 2;
 * Gaussian: X = S c u / sqrt(2 (1 - u)), c = sqrt(2 ln m). Each root lies below the M/D/1
 * root of its k without E and X (md1_root), where dram_root starts. Without a
 * synchronisation on a DRAM round (s = 0) or with one request a round (H_1 = 1, c = 0) X is
 * 0 and both are the root of u (L0 + E u + n W(u)) = a. */
static double dram_utilisation(const struct rate_in *r, double n, double s, double e, double sq,
			       double a)
{
	double k = n * sq / 2, ke = (n + s * (r->harmonic - 1)) * sq / 2;
	double ue = dram_root(r->lat0, e, ke, 0, a, md1_root(r->lat0, ke, a));
	double u = dram_root(r->lat0, e, k, s * sq * r->gauss, a, md1_root(r->lat0, k, a));
	return fmax(u, ue);
}

/* Cycles per warp of bound b when a fraction sms_frac of the SMs share the device-wide
 * levels (DRAM, L2, the memory's write path): their time per warp shrinks with it. */
static double bound_cpw(const double *cpw, int b, double sms_frac)
{
	return b == GP_BOUND_DRAM || b == GP_BOUND_L2 || b == GP_BOUND_PARTIAL ||
	       b == GP_BOUND_ATOMIC ? cpw[b] * sms_frac : cpw[b];
}

/* Warps/cycle/SM at occ resident warps when a fraction sms_frac of the SMs share the
 * device-wide levels (DRAM, L2). MIN: eq. 4.3 with L(u) = L0 + (Lsat - L0) u, u the DRAM
 * utilisation, by fixed-point iteration. QUEUE: L(u) = L0 + E u + n u S / (2 (1 - u)) +
 * s X(u) with n dependent DRAM requests on the critical path, E u their wait for the
 * launch's writes (write_wait_cycles), s of them closed by a block synchronisation and X
 * their slowest request's extra wait (slowest_extra), u by dram_utilisation; the other
 * ceilings are queueing stations of a closed network of the resident warps, or of the
 * resident blocks when they meet at barriers (closed_rate). A launch that only writes to
 * DRAM has no round on its path and the DRAM as its hard ceiling. */
static double warp_rate(const struct rate_in *r, double occ, double sms_frac, double *lat_out,
			double *u_out, enum gp_bound *lim)
{
	double cpw[GP_BOUND_COUNT], pipes[GP_BOUND_COUNT], best = 0, other = 0, x = 0, u = 0;
	double lat = r->lat0, dram;
	int npipes = 0;
	*lim = GP_BOUND_ISSUE;
	for (int b = 0; b < GP_BOUND_COUNT; b++)
		cpw[b] = bound_cpw(r->cpw, b, sms_frac);
	for (int b = 0; b < GP_BOUND_COUNT; b++) {
		if (cpw[b] > best) {
			best = cpw[b];
			*lim = (enum gp_bound)b;
		}
		/* the MIO station holds the MUFU's work and the LSU's shared and constant accesses:
		 * not twice; the LSU's global and local ones are its own station (the LG queue) */
		if (cpw[GP_BOUND_MIO] > 0 && b == GP_BOUND_UNIT0 + GP_UNIT_SFU)
			continue;
		if (cpw[GP_BOUND_MIO] > 0 && b == GP_BOUND_UNIT0 + GP_UNIT_LSU) {
			double lg = cpw[GP_BOUND_UNIT0 + GP_UNIT_SFU] + cpw[b] - cpw[GP_BOUND_MIO];
			if (lg > 1e-9 * cpw[b]) {
				pipes[npipes++] = lg;
				if (lg > other)
					other = lg;
			}
			continue;
		}
		/* the block starts are a hard ceiling, not a queue: the replacement latency a
		 * slot waits (block_replacement, measured) already holds its block's start */
		if (b != GP_BOUND_DRAM && b != GP_BOUND_DISPATCH && b != GP_BOUND_ATOMIC &&
		    cpw[b] > 0) {
			pipes[npipes++] = cpw[b];
			if (cpw[b] > other)
				other = cpw[b];
		}
	}
	dram = cpw[GP_BOUND_DRAM];
	if (r->combine != GP_COMBINE_QUEUE) {
		for (int it = 0; it < 6; it++) {
			lat = r->lat0 + (r->lat_sat - r->lat0) * u;
			x = fmin(occ / lat, 1 / best);
			if (r->serial_cpw > 0)
				x = fmin(x, 1 / (r->serial_cpw * sms_frac));
			u = fmin(1, dram * x);
		}
		*lat_out = lat;
		*u_out = u;
		return x;
	}
	if (dram > 0) {
		/* u (L0 + E u + n S u / (2 (1 - u)) + s X(u)) = a with a = occ D, E = n x the
		 * writes' wait: each of the n rounds on the path waits it (dram_utilisation) */
		double n = r->stores_only ? 0 : dram_rounds(r), sq = r->req_cycles * sms_frac;
		double a = occ * dram, s = fmin(n, r->syncs), e = n * r->write_wait;
		u = dram_utilisation(r, n, s, e, sq, a);
		if (other > 0 && u > dram / other)
			u = dram / other;        /* another ceiling binds first */
		if (u >= 1)
			u = 1 - 1e-12;
		lat = r->lat0 + e * u + n * sq * u / (2 * (1 - u)) + s * slowest_extra(r, u, sq);
	}
	/* x <= occ / lat = u / dram: the DRAM ceiling holds; the DRAM latency is the one the
	 * warps' latency was taken at (u), which the pipes' queues keep x a little below */
	/* Barriers make a block's warps reach each phase together: the SM's customers are then
	 * its resident blocks, not its warps, each bringing all its warps' demand on the
	 * busiest pipe at once, so one block's phase on that pipe overlaps another's latency
	 * only as far as the few blocks' phases fall apart (a closed network of occ / wpb
	 * customers). The other pipes' time stays in the block's path, whose phases already
	 * end when all its warps have done their share (critpath.h). Warps that never wait
	 * for each other stay the customers, each with its own small demand. On the QV100's
	 * fastWalshTransform kernel 1 (six barrier-separated shared-memory stages between an
	 * 8 KB load and store, 2 blocks an SM), which the warp network overlapped fully with
	 * its DRAM time: -27.8% -> -18.2%; the H100's 32-way conflicted tiled transpose
	 * -35.3% -> -25.7% (docs/ARCHITECTURE.md). */
	if (r->block_warps > 1 && other > 0) {
		double per_block = other * r->block_warps;
		x = closed_rate(occ / r->block_warps, lat, &per_block, 1) * r->block_warps;
	} else {
		x = closed_rate(occ, lat, pipes, npipes);
	}
	/* stores leave the SM without waiting for DRAM (a block's slot frees when its warps
	 * exit), so a launch that only writes there has no DRAM round on its path: the DRAM is
	 * only its ceiling, reached with the latency bound's linear rise, no queue before it (the
	 * write-only columns rise straight to their plateau: gpu-stream init on V100, 723 GB/s
	 * at 2 x 160 threads an SM, 895 from 2 x 224 on) */
	if (r->stores_only && dram > 0 && x > 1 / dram)
		x = 1 / dram;
	if (cpw[GP_BOUND_DISPATCH] > 0 && x > 1 / cpw[GP_BOUND_DISPATCH])
		x = 1 / cpw[GP_BOUND_DISPATCH];
	/* the hottest address's updates follow one another at the L2 whatever the SMs do:
	 * a ceiling of the device, as the block starts are (atomics.h) */
	if (cpw[GP_BOUND_ATOMIC] > 0 && x > 1 / cpw[GP_BOUND_ATOMIC]) {
		x = 1 / cpw[GP_BOUND_ATOMIC];
		*lim = GP_BOUND_ATOMIC;
	}
	if (r->serial_cpw > 0 && x > 1 / (r->serial_cpw * sms_frac)) {
		x = 1 / (r->serial_cpw * sms_frac);
		*lim = GP_BOUND_L2;
	}
	*lat_out = lat;
	*u_out = u;
	return x;
}

/* The L2's work for bytes of which the hierarchy's lockstep and one-copy hits are part, in
 * bytes at its ceiling: lockstep hits take the L2's lockstep rate, and on sectors a
 * partitioned L2 cannot replicate one section's: P times the ceiling's time (memhier.c, which
 * leaves no one-copy bytes where P is 1) */
static double l2_work_bytes(const struct gp_device *dev, const struct gp_memhier *hier, double bytes)
{
	double one = hier->l2_one_copy_bytes, lock = hier->l2_lockstep_bytes - one;
	return bytes + (dev->l2_partitions - 1) * one + (gp_device_l2_lockstep_cost(dev) - 1) * lock;
}

/* An L2 slice serves its requests in order, and a read that misses holds the ones behind
 * it until its sector comes from DRAM: a launch whose loads both hit and miss takes its
 * hits at the L2's rate and its misses at the DRAM's, one after the other, not the slower
 * of the two alone. gpu-l2-cache's rows across the L2's capacity follow this sum with the
 * hits of the set law (memhier.c set_fit): A100 80 GB 4299, 2789 and 1978 GB/s at 30, 39.5 and
 * 51.5 MB for 4000, 2462 and 1946 measured, where the slower of the two alone keeps the
 * L2's 5400 to 39.5 MB; H100 PCIe 3968 at 47 MB for 3453. NVIDIA documents neither the
 * slice's queue nor its miss handling. The sum is a ceiling, as the DRAM's is: with no
 * hits it is the DRAM's, with no misses the L2's. Cycles per warp; 0 with no L2 rate. */
static double l2_serial_cpw(const struct gp_device *dev, const struct gp_memhier *hier,
			    double warps, double dram_bpc)
{
	if (!(dev->l2_bw_gbps > 0) || !(dram_bpc > 0) || !(warps > 0))
		return 0;
	return (l2_work_bytes(dev, hier, hier->l2_hit_bytes) / gp_device_l2_bytes_per_clk(dev) +
		hier->dram_read_bytes / dram_bpc) / warps;
}

static int estimate_core(const struct gp_device *dev, const struct gp_kernel_counts *c,
			 const struct hier_in *h, int regs, long smem_bytes,
			 const struct gp_launch *l, struct gp_estimate *e, struct gp_diag *d)
{
	double warps_per_block, clock_hz, best = 0, dram_bpc = 0, write_wait = 0;
	int stores_only = 0;
	enum gp_model model = model_of(l);
	int rc;

	gp_diag_clear(d);
	memset(e, 0, sizeof(*e));
	if (l->grid < 1) {
		gp_diag_field(d, "launch.grid");
		gp_error(d, GP_EINVAL, "grid must have at least one block, got %lld", l->grid);
		gp_diag_hint(d, "give {launch.grid} >= 1 or {launch.threads} >= 1");
		return -GP_EINVAL;
	}
	if (l->lambda < 0 || !isfinite(l->lambda)) {
		gp_diag_field(d, "launch.lambda");
		gp_error(d, GP_EINVAL, "lambda must be > 0, got %g", l->lambda);
		gp_diag_hint(d, "lambda scales the model (eq. 4.4); 1 means uncalibrated");
		return -GP_EINVAL;
	}
	if (model == GP_MODEL_HIERARCHY && l->lambda > 0 && l->lambda != 1) {
		gp_diag_field(d, "launch.lambda");
		gp_error(d, GP_EINVAL, "the hierarchy model takes no lambda (got %g)", l->lambda);
		gp_diag_hint(d, "leave {launch.lambda} out, or use {model.kind} thesis for eq. 4.1 with lambda");
		return -GP_EINVAL;
	}
	if ((rc = gp_occupancy_calc(dev, l->block, l->regs_override > 0 ? l->regs_override : regs,
				    smem_bytes + l->smem_dynamic_bytes, &e->occ, d)) < 0)
		return rc;
	e->model = model;
	/* QUEUE validates better than MIN (validate_model 7.3% against 8.2% MAPE,
	 * validate_engine 8.9% against 10.2%) */
	e->combine = l->combine != GP_COMBINE_DEFAULT ? l->combine : GP_COMBINE_QUEUE;
	e->counts = *c;
	e->lambda = model == GP_MODEL_THESIS && l->lambda > 0 ? l->lambda : 1.0;
	warps_per_block = ceil((double)l->block / dev->warp_size);
	e->warps_per_block = (int)warps_per_block;
	e->warps_launched = (double)l->grid * warps_per_block;          /* eq. 4.2 */

	e->occupancy_warps = e->occ.active_warps_per_sm;
	if (l->occupancy_warps > 0) {
		if (l->occupancy_warps > dev->max_warps_per_sm) {
			gp_diag_field(d, "launch.occupancy");
			gp_error(d, GP_EINVAL, "%g resident warps is more than the %d an SM of %s holds",
				 l->occupancy_warps, dev->max_warps_per_sm, dev->name);
			gp_diag_hint(d, "leave {launch.occupancy} out to use the occupancy calculator");
			return -GP_EINVAL;
		}
		e->occupancy_warps = l->occupancy_warps;
	}
	e->wave_blocks = e->occupancy_warps / warps_per_block * dev->sms;
	/* a launch smaller than one full wave cannot fill the SMs (occupancy is per SM) */
	if (e->warps_launched / dev->sms < e->occupancy_warps)
		e->occupancy_warps = e->warps_launched / dev->sms;

	if ((rc = unit_cycles(dev, c, e->cpw, d)) < 0)
		return rc;
	/* eq. 4.5: issue slots per warp over schedulers; eq. 4.7 for DRAM bytes per cycle */
	e->cpw[GP_BOUND_ISSUE] = c->ins_issued / ((double)dev->schedulers * dev->issue_per_scheduler);
	clock_hz = dev->sm_clock_mhz * 1e6;
	/* An SM starts its blocks one after another, block_dispatch_ns apart at best: a launch of
	 * many small blocks runs at one block an SM per that time, whatever else it does (gpu-
	 * benches' gpu-small-kernels: back-to-back scale kernels of 4- to 64-thread blocks move a
	 * fixed number of blocks a second, 1.34e9 on the A100 80 GB's 108 SMs and 1.64e9 on the
	 * H200's 132, 80.4 ns an SM on both; README, "Block starts"). Each warp carries its
	 * block's share. */
	if (dev->block_dispatch_s > 0)
		e->cpw[GP_BOUND_DISPATCH] = dev->block_dispatch_s * clock_hz / warps_per_block;
	if (model == GP_MODEL_THESIS) {
		e->dram_gbps_ceiling = dev->dram_bw_gbps;
		e->cpw[GP_BOUND_DRAM] = c->gmem_bytes / gp_device_gmem_bytes_per_clk(dev);
		e->cpw[GP_BOUND_SMEM] = c->smem_bytes / dev->smem_bytes_per_clk;
		e->dram_bytes = e->l2_bytes = e->l1_bytes = c->gmem_bytes * e->warps_launched;
	} else {
		double per_warp_dram = c->gmem_bytes, per_warp_l2 = c->gmem_bytes;
		/* the DRAM bytes read and written in the kernel's time; -1: the mix is unknown */
		double rd_bytes = -1, wr_bytes = -1;
		if (c->gmem_split_known) {
			wr_bytes = c->gmem_store_bytes;
			rd_bytes = c->gmem_bytes - wr_bytes;
		}
		e->cpw[GP_BOUND_SMEM] = c->smem_bytes / dev->smem_bytes_per_clk;
		e->l1_bytes = c->gmem_bytes * e->warps_launched;
		if (h && h->prof) {
			struct gp_memhier_launch hl = {
				.warps = e->warps_launched, .grid_blocks = (double)l->grid,
				.wave_blocks = e->wave_blocks,
				/* the carve-out the driver configures (occupancy.h) */
				.smem_per_sm_bytes = (double)gp_occupancy_driver_carveout_bytes(dev, &e->occ),
				.inflight_share = h->inflight_share,
				.reuse = l->reuse,
			};
			if ((rc = gp_memhier_eval(dev, h->prof, &hl, &e->hier)) < 0) {
				gp_error(d, rc, "the memory profile gives no traffic for this launch");
				return rc;
			}
			e->has_profile = 1;
			/* deferred write-backs (memhier.c) are traffic but not this kernel's time */
			per_warp_dram = (e->hier.dram_bytes - e->hier.dram_deferred_bytes) /
					e->warps_launched;
			rd_bytes = e->hier.dram_read_bytes;
			wr_bytes = fmax(0, e->hier.dram_write_bytes - e->hier.dram_deferred_bytes);
			per_warp_l2 = e->hier.l2_bytes / e->warps_launched;
			e->l1_bytes = e->hier.l1_bytes;
			/* the L1 waits for held-back warps' misses in turn with its hits (memhier.c) */
			e->cpw[GP_BOUND_L1] = e->hier.l1_wavefronts + e->hier.l1_stall_cycles;
			/* A store that writes a sector only in part costs the memory's write path
			 * one sector time of its channel at the peak bandwidth, two with ECC (a
			 * read-modify-write): measured on the naive transpose's scattered stores
			 * (A100 -2%, RTX 2080 Ti -1%, H100 SXM +14%: docs/ARCHITECTURE.md,
			 * "Partial-sector stores"); a stage of its own, not the L2's bytes */
			e->cpw[GP_BOUND_PARTIAL] = e->hier.partial_writes *
						   gp_device_partial_write_bytes(dev) /
						   gp_device_gmem_bytes_per_clk(dev);
			e->cpw[GP_BOUND_SMEM] = e->hier.smem_wavefronts;
			/* the L2's atomic units, a device-wide level as the DRAM: cycles per warp
			 * with every SM active */
			gp_atomics_eval(dev, h->prof, e->warps_launched, &e->atomics);
			e->cpw[GP_BOUND_ATOMIC] = e->atomics.l2_cycles * dev->sms / e->warps_launched;
		}
		/* the one ceiling the DRAM bound, its queue (warp_rate's u) and the pipeline fill
		 * below all take, through cpw[GP_BOUND_DRAM] */
		e->dram_gbps_ceiling = dram_ceiling_gbps(dev, rd_bytes, wr_bytes);
		write_wait = write_wait_cycles(dev, rd_bytes, wr_bytes, e->dram_gbps_ceiling);
		stores_only = rd_bytes == 0 && wr_bytes > 0;
		dram_bpc = e->dram_gbps_ceiling * 1e9 / (dev->sms * clock_hz);
		e->cpw[GP_BOUND_DRAM] = per_warp_dram / dram_bpc;
		if (dev->l2_bw_gbps > 0)
			e->cpw[GP_BOUND_L2] = l2_work_bytes(dev, &e->hier,
							    per_warp_l2 * e->warps_launched) /
					      e->warps_launched / gp_device_l2_bytes_per_clk(dev);
		e->dram_bytes = e->has_profile ? e->hier.dram_bytes : per_warp_dram * e->warps_launched;
		/* The SM's MIO block holds the LSU and the slow math (MUFU, "XU") units shared by
		 * its four sub-partitions; their instructions wait in queues for the one MIO
		 * scheduler that dispatches to them (an NVIDIA engineer on the NVIDIA developer
		 * forum, "What's the difference between MIO and LSU instruction queue in Volta
		 * architecture?": "On Volta - Ampere the MIO (Memory Input Output) block consists of
		 * the LSU ..., and slow math units"; Nsight Compute's mio_throttle stall: "MIO
		 * pipelines, which include special math instructions ... as well as shared memory
		 * instructions"). So a kernel that uses both pipes has them in series: the MIO bound
		 * is the sum of their cycles (it binds on the AccelWattch QV100 kernels mri-q, -7.3%,
		 * and backprop's layerforward, -5.5%: validate_model's accelwattch group). Global
		 * and local accesses wait in the LSU's own queue instead (Nsight Compute's lg_throttle: "the
		 * L1 instruction queue for local and global (LG) memory operations"), so of the
		 * LSU's cycles only those of shared and constant accesses join the MIO's. */
		if (e->cpw[GP_BOUND_UNIT0 + GP_UNIT_SFU] > 0 && e->cpw[GP_BOUND_UNIT0 + GP_UNIT_LSU] > 0)
			e->cpw[GP_BOUND_MIO] = e->cpw[GP_BOUND_UNIT0 + GP_UNIT_SFU] +
					       e->cpw[GP_BOUND_UNIT0 + GP_UNIT_LSU] -
					       lg_cycles(h ? h->prof : NULL, c,
							 e->cpw[GP_BOUND_UNIT0 + GP_UNIT_LSU]);
		e->l2_bytes = per_warp_l2 * e->warps_launched;
		e->counts_from_program = h ? h->counts_from_program : 0;
		e->latency_rederived = h ? h->latency_rederived : 0;
	}
	e->limiter_bound = GP_BOUND_ISSUE;
	for (int b = 0; b < GP_BOUND_COUNT; b++)
		if (e->cpw[b] > best) {
			best = e->cpw[b];
			e->limiter_bound = (enum gp_bound)b;
		}
	if (best <= 0) {
		gp_error(d, GP_EINVAL, "the kernel issues no instructions (every count is 0)");
		gp_diag_hint(d, "check per_warp/ins_issued in the descriptor");
		return -GP_EINVAL;
	}
	if (model == GP_MODEL_HIERARCHY && !(c->latency_bound_cycles > 0)) {
		gp_error(d, GP_EINVAL, "the latency bound must be > 0 cycles, got %g",
			 c->latency_bound_cycles);
		gp_diag_hint(d, "check per_warp/latency_bound in the descriptor");
		return -GP_EINVAL;
	}
	e->cpw_bound = best;
	e->throughput_bound_wpc = 1.0 / best;                               /* eq. 4.6 */
	e->latency_bound_cycles = e->latency_idle_cycles = c->latency_bound_cycles;
	e->latency_wpc = e->occupancy_warps / c->latency_bound_cycles;
	e->dram_latency_cycles = dev->lat_mem[GP_MEM_DRAM];
	if (model == GP_MODEL_THESIS) {
		if (e->latency_wpc < e->throughput_bound_wpc) {                     /* eq. 4.3 */
			e->warp_throughput_wpc = e->latency_wpc;
			e->regime = GP_REGIME_LATENCY;
		} else {
			e->warp_throughput_wpc = e->throughput_bound_wpc;
			e->regime = GP_REGIME_THROUGHPUT;
		}
		e->kernel_s = e->warps_launched /
			      (e->warp_throughput_wpc * dev->sms * clock_hz * e->lambda);  /* eq. 4.1 */
	} else {
		/* whole waves of wave_blocks, then the partial last wave on ceil(r / SMs) blocks
		 * per SM over min(r, SMs) SMs; a launch under one wave is only that tail, and
		 * takes at least its latency bound (occ / (occ / L) = L) */
		double bps = e->wave_blocks / dev->sms, lat = 0, x = 0, cycles = 0, waves, u_dram = 0;
		enum gp_bound lim = GP_BOUND_ISSUE;
		struct rate_in ri = { .cpw = e->cpw, .lat0 = c->latency_bound_cycles,
				      .dram_lat = dev->lat_mem[GP_MEM_DRAM], .combine = e->combine };
		ri.lat_sat = h && h->lat_loaded_cycles > c->latency_bound_cycles ? h->lat_loaded_cycles
										: c->latency_bound_cycles;
		/* the customer of the DRAM queue is one round of a warp's requests, issued
		 * together: its service is the round's DRAM bytes at the SM's share of the
		 * bandwidth. A warp whose critical path has n dependent rounds (a loop's
		 * iterations) brings its DRAM bytes as n customers of 1/n of them each; the M/D/1
		 * wait of a round, S u / (2 (1 - u)) (Kleinrock, Queueing Systems vol. 1, the
		 * Pollaczek-Khinchine mean wait with deterministic service S), uses the round's S,
		 * not the whole warp's */
		ri.req_cycles = e->cpw[GP_BOUND_DRAM] / dram_rounds(&ri);
		/* a round's requests: the distinct 128-byte lines of a warp's round (its DRAM
		 * bytes, the customer above) times the block's warps; a kernel without a program
		 * is taken to wait for its one round at the block's end */
		ri.syncs = h && h->dram_syncs >= 0 ? h->dram_syncs : 1;
		ri.requests = warps_per_block * fmax(1, ceil(ri.req_cycles * dram_bpc / 128 - 1e-9));
		ri.harmonic = gp_estimate_harmonic(ri.requests);
		ri.gauss = sqrt(2 * log(fmax(1, ri.requests)));
		ri.write_wait = write_wait;
		ri.stores_only = stores_only;
		ri.block_warps = h && h->has_barriers ? warps_per_block : 0;
		if (e->has_profile)
			ri.serial_cpw = l2_serial_cpw(dev, &e->hier, e->warps_launched, dram_bpc);
		if (bps <= 0)
			bps = 1.0 / warps_per_block;
		waves = (double)l->grid / e->wave_blocks;
		e->full_waves = (long long)floor(waves + 1e-9);
		e->tail_blocks = l->grid - (long long)llround(e->full_waves * e->wave_blocks);
		if (e->tail_blocks < 0)
			e->tail_blocks = 0;
		/* a launch of less than one wave is its tail alone (below: every output of a
		 * whole wave's rate is the tail's there) */
		if (e->full_waves > 0 || e->tail_blocks == 0) {
			x = warp_rate(&ri, bps * warps_per_block, 1.0, &lat, &u_dram, &lim);
			e->latency_bound_cycles = lat;
			if (e->full_waves > 0)
				cycles += e->full_waves * (bps * warps_per_block / x);
		}
		if (e->tail_blocks > 0) {
			double per_sm = ceil((double)e->tail_blocks / dev->sms);
			double active = e->tail_blocks < dev->sms ? (double)e->tail_blocks : dev->sms;
			double ut, xt = warp_rate(&ri, per_sm * warps_per_block, active / dev->sms,
						  &lat, &ut, &lim);
			cycles += per_sm * warps_per_block / xt;
			/* the blocks of a launch of one partial wave start together and, with the
			 * same work, meet their barriers in lockstep: the SM's per_sm blocks are one
			 * block of all its warps (hier_in.lat_lockstep_cycles) */
			if (e->full_waves == 0 && h && h->lat_lockstep_cycles > cycles)
				cycles = h->lat_lockstep_cycles;
			/* nor does a block of a launch of one partial wave wait for a successor:
			 * the path's replacement time (critpath.c) is not the launch's, as far as
			 * the wave is latency-bound (x L / occupancy = 1); what it saves is latency,
			 * so the busiest pipe's time stays a floor */
			if (e->full_waves == 0 && h && e->latency_rederived)
				cycles = fmax(cycles - h->lat_repl_cycles *
						       fmin(1, xt * lat / (per_sm * warps_per_block)),
					      per_sm * warps_per_block *
						      bound_cpw(e->cpw, lim, active / dev->sms));
			if (e->full_waves == 0) {
				x = xt;
				u_dram = ut;
				e->latency_bound_cycles = lat;
			}
		}
		/* The launch's DRAM pipeline fills once: its first bytes come back one unloaded
		 * DRAM latency after the launch, and at best the rest stream at the ceiling
		 * behind them (a pipeline's fill plus its work over its throughput; Hennessy &
		 * Patterson ch. 3/appendix C). Between waves the next wave's latency overlaps
		 * the last one's transfers, so only this first fill is exposed; it matters for a
		 * launch of a wave or two, where the steady-state rate above counts as if the
		 * SMs had been streaming before it began. Only with a memory profile: hand counts'
		 * DRAM bytes and latency bound are taken as given. */
		if (e->has_profile && e->cpw[GP_BOUND_DRAM] > 0)
			cycles = fmax(cycles, dev->lat_mem[GP_MEM_DRAM] +
						      e->warps_launched * e->cpw[GP_BOUND_DRAM] / dev->sms);
		e->latency_wpc = e->occupancy_warps / e->latency_bound_cycles;
		/* under QUEUE the DRAM ceiling is only approached: 90% of it counts as reached;
		 * the L2's hits-then-misses sum is a ceiling too */
		e->regime = x < 1 / fmax(best, ri.serial_cpw) *
					(e->combine == GP_COMBINE_QUEUE ? 0.9 : 1 - 1e-9)
				    ? GP_REGIME_LATENCY : GP_REGIME_THROUGHPUT;
		e->warp_throughput_wpc = e->warps_launched / (cycles * dev->sms);
		e->kernel_s = cycles / clock_hz;
		{
			double u = e->combine == GP_COMBINE_QUEUE ? u_dram
							      : fmin(1, e->cpw[GP_BOUND_DRAM] * x);
			e->dram_latency_cycles = e->combine == GP_COMBINE_QUEUE
				? dev->lat_mem[GP_MEM_DRAM] + ri.req_cycles * u / (2 * fmax(1e-9, 1 - u))
				: dev->lat_mem[GP_MEM_DRAM] * (1 + (GP_DRAM_LOADED_FACTOR - 1) * u);
		}
	}
	e->load_latency_cycles = e->has_profile
		? gp_memhier_mean_latency(dev, &e->hier, e->dram_latency_cycles)
		: e->dram_latency_cycles;
	for (int b = 0; b < GP_BOUND_COUNT; b++)
		e->util[b] = fmin(1, e->cpw[b] * e->warp_throughput_wpc);
	e->launch_overhead_s = dev->launch_overhead_s;
	e->time_s = e->kernel_s + e->launch_overhead_s;
	e->grid_start_end_s = dev->grid_start_end_s;
	e->duration_s = e->kernel_s + e->grid_start_end_s;
	if (!isfinite(e->time_s)) {
		gp_error(d, GP_ERANGE, "the estimate overflows (grid of %lld blocks)", l->grid);
		gp_diag_hint(d, "check the grid size and the descriptor's counts");
		return -GP_ERANGE;
	}
	return 0;
}

int gp_estimate_counts(const struct gp_device *dev, const struct gp_kernel_counts *c,
		       int regs, long smem_bytes, const struct gp_launch *l,
		       struct gp_estimate *e, struct gp_diag *d)
{
	return estimate_core(dev, c, NULL, regs, smem_bytes, l, e, d);
}

/* Expected latency of the slowest of n loads, each hitting L1 with h1 and L2 with h2 (taken
 * independent): a barrier waits for the last of its block's loads, not their mean. The
 * maximum is the slowest level any of them reaches: DRAM with 1 - (1 - pd)^n, pd the
 * chance one load goes to DRAM, else L2 with (1 - pd)^n - (1 - p2)^n, p2 = 1 - h1, else L1
 * (the expectation of a maximum over levels; order statistics of a discrete law). */
static double block_load_latency(const struct gp_device *dev, double h1, double h2,
				 double dram_latency_cycles, double n)
{
	double p2 = 1 - h1, pd = (1 - h1) * (1 - h2);
	double none_dram = pow(1 - pd, n), all_l1 = pow(1 - p2, n);
	return (1 - none_dram) * dram_latency_cycles +
	       (none_dram - all_l1) * dev->lat_mem[GP_MEM_L2] + all_l1 * dev->lat_mem[GP_MEM_L1];
}

/* The share of a warp's global loads k's program has outstanding at once while they all go
 * to the L2: the L2 latency over its critical path at that latency (Little's law: a warp's
 * requests times the latency over the path), at most all of them. */
static int inflight_share(const struct gp_device *dev, const struct gp_kernel *k,
			  const struct gp_params *params, double *out, struct gp_diag *d)
{
	double path;
	int rc = gp_critpath_program(dev, k, params, dev->lat_mem[GP_MEM_L2], &path, d);
	if (rc < 0)
		return rc;
	*out = path > 0 ? fmin(1, dev->lat_mem[GP_MEM_L2] / path) : 1;
	return 0;
}

/* Hierarchy model with a program: the program's counts for dev and its critical path with
 * global loads at the hit-rate mix, unloaded and with DRAM at saturation. */
static int program_inputs(const struct gp_device *dev, const struct gp_kernel *k,
			  const struct gp_params *params, const struct gp_launch *l,
			  struct gp_kernel_counts *c, struct hier_in *h, struct gp_diag *d)
{
	double lat0, lat_sat, mix0 = dev->lat_mem[GP_MEM_DRAM], mix_sat, wpb, blk0, blk_sat, h1 = 0, h2 = 0;
	struct gp_estimate pre;
	int rc;
	if ((rc = gp_program_counts(dev, k, params, c, d)) < 0)
		return rc;
	h->counts_from_program = 1;
	mix_sat = mix0 * GP_DRAM_LOADED_FACTOR;
	memset(&pre, 0, sizeof(pre));
	if (k->memory) {
		/* the hit rates of this launch, from a first pass with the program's counts */
		struct hier_in h0 = { .prof = k->memory, .dram_syncs = -1 };
		if ((rc = inflight_share(dev, k, params, &h->inflight_share, d)) < 0)
			return rc;
		h0.inflight_share = h->inflight_share;
		c->latency_bound_cycles = dev->lat_mem[GP_MEM_DRAM];
		if ((rc = estimate_core(dev, c, &h0, k->regs_per_thread, k->smem_static_bytes, l, &pre,
					d)) < 0)
			return rc;
		h1 = pre.hier.l1_hit_rate;
		h2 = pre.hier.l2_hit_rate;
		mix0 = gp_memhier_mean_latency(dev, &pre.hier, dev->lat_mem[GP_MEM_DRAM]);
		mix_sat = gp_memhier_mean_latency(dev, &pre.hier,
					       dev->lat_mem[GP_MEM_DRAM] * GP_DRAM_LOADED_FACTOR);
	}
	/* the block's warps meet at its barriers: each phase's path ends only when all of
	 * them have done their share of it (critpath.h) */
	wpb = ceil((double)l->block / dev->warp_size);
	if (k->memory) {
		blk0 = block_load_latency(dev, h1, h2, dev->lat_mem[GP_MEM_DRAM], wpb);
		blk_sat = block_load_latency(dev, h1, h2,
					     dev->lat_mem[GP_MEM_DRAM] * GP_DRAM_LOADED_FACTOR, wpb);
	} else {
		blk0 = mix0;
		blk_sat = mix_sat;
	}
	if ((rc = gp_critpath_phased(dev, k, params, mix0, blk0, wpb, &lat0, &h->lat_repl_cycles,
				     &h->dram_syncs, d)) < 0 ||
	    (rc = gp_critpath_phased(dev, k, params, mix_sat, blk_sat, wpb, &lat_sat, NULL, NULL,
				     d)) < 0)
		return rc;
	/* a launch of less than one wave: all its blocks start at once, and blocks with the
	 * same work reach each barrier, and the end, together, so an SM's blocks wait at a
	 * barrier for all the SM's warps' share of the phase (the phase cost of critpath.h
	 * with the SM's warps for the block's; the launch's blocks all end with the SM's last
	 * warp). Several waves drift apart: their blocks keep their own phases */
	if (k->memory && pre.full_waves == 0 && pre.tail_blocks > 0) {
		double sm_warps = ceil((double)pre.tail_blocks / dev->sms) * wpb;
		if (sm_warps > wpb &&
		    (rc = gp_critpath_phased(dev, k, params, mix0, blk0, sm_warps,
					     &h->lat_lockstep_cycles, NULL, NULL, d)) < 0)
			return rc;
	}
	c->latency_bound_cycles = lat0;
	h->lat_loaded_cycles = lat_sat;
	h->latency_rederived = 1;
	return 0;
}

int gp_estimate_kernel(const struct gp_device *dev, const struct gp_kernel *k,
		       const struct gp_params *params, const struct gp_launch *l,
		       struct gp_estimate *out, struct gp_diag *d)
{
	struct gp_kernel_counts c;
	struct hier_in h = { .dram_syncs = -1 };
	int rc = gp_kernel_eval(k, params, &c, d);
	if (rc < 0)
		return rc;
	/* one scan of the program: the hierarchy model's queues and the caveats both read it */
	h.has_barriers = k->program && gp_critpath_has_barrier(k);
	if (model_of(l) == GP_MODEL_HIERARCHY) {
		double cpw[GP_BOUND_COUNT];
		/* the per_warp variant stays valid for the device even when the program replaces it */
		if ((rc = unit_cycles(dev, &c, cpw, d)) < 0)
			return rc;
		h.prof = k->memory;
		if (k->program && (rc = program_inputs(dev, k, params, l, &c, &h, d)) < 0)
			return rc;
	}
	if ((rc = estimate_core(dev, &c, &h, k->regs_per_thread, k->smem_static_bytes, l, out,
				d)) < 0)
		return rc;
	out->caveats = gp_caveats(out, h.has_barriers);
	return rc;
}

/* ==== Reading an estimate ==== */

const char *gp_estimate_limiter_name(const struct gp_estimate *e)
{
	return e->regime == GP_REGIME_LATENCY ? "latency" : gp_bound_name(e->limiter_bound);
}

const char *gp_estimate_hint(const struct gp_estimate *e)
{
	if (e->regime == GP_REGIME_LATENCY)
		return "more resident warps (occupancy) or more independent work per warp (ILP, MLP)";
	switch ((int)e->limiter_bound) {
	case GP_BOUND_ISSUE: return "fewer instructions per warp";
	case GP_BOUND_DRAM: return "fewer DRAM bytes: reuse through L1/L2/shared memory, no wasted sectors";
	case GP_BOUND_SMEM: return "fewer shared-memory wavefronts: remove bank conflicts (padding), broadcasts";
	case GP_BOUND_L1: return "fewer 128-byte lines per request: coalesce the global accesses";
	case GP_BOUND_L2: return "fewer L2 sectors: coalescing, reuse in L1 or shared memory";
	case GP_BOUND_PARTIAL: return "whole 32-byte sectors per store: stage the stores in shared memory and write them coalesced";
	case GP_BOUND_ATOMIC: return "fewer atomics on one address: privatise in shared memory or aggregate a warp's updates first";
	case GP_BOUND_MIO: return "fewer memory and special-math (MUFU) instructions: they share the MIO";
	case GP_BOUND_UNIT0 + GP_UNIT_LSU: return "fewer memory instructions (wider accesses, reuse in registers)";
	case GP_BOUND_UNIT0 + GP_UNIT_CTRL: return "fewer branches and barriers";
	default: return "fewer instructions on this unit, or a device with more of its lanes";
	}
}

/* A per-warp quantity over the whole launch per second of kernel time. */
static double achieved(double per_warp, const struct gp_estimate *e)
{
	return e->kernel_s > 0 ? per_warp * e->warps_launched / e->kernel_s : 0;
}

void gp_estimate_rates(const struct gp_estimate *e, const struct gp_device *dev,
		       struct gp_estimate_rates *r)
{
	/* the hierarchy model's misses less the write-backs deferred past the kernel's end;
	 * the thesis model's gmem_bytes */
	r->dram_bytes_per_s = e->kernel_s > 0
		? (e->dram_bytes - e->hier.dram_deferred_bytes) / e->kernel_s : 0;
	r->smem_bytes_per_s = achieved(e->counts.smem_bytes, e);
	r->fp32_inst_per_s = achieved(e->counts.ins[GP_UNIT_FP32] * dev->warp_size, e);
	r->fp64_inst_per_s = achieved(e->counts.ins[GP_UNIT_FP64] * dev->warp_size, e);
}

double gp_estimate_kernel_cycles(const struct gp_estimate *e, const struct gp_device *dev)
{
	return e->kernel_s * dev->sm_clock_mhz * 1e6;
}

int gp_estimate_roofline(const struct gp_estimate *e, const struct gp_device *dev,
			 struct gp_roofline_point *p, struct gp_diag *d)
{
	double clock_hz = dev->sm_clock_mhz * 1e6;
	/* FP thread instructions per warp: an FMA is one instruction, two FLOPs */
	double ops = (e->counts.ins[GP_UNIT_FP32] + e->counts.ins[GP_UNIT_FP64]) * dev->warp_size;
	memset(p, 0, sizeof(*p));
	if (!(e->dram_bytes > 0) || !(ops > 0))
		return gp_error(d, GP_EINVAL, "has no %s: it has no point on a roofline",
				ops > 0 ? "DRAM traffic" : "FP32/FP64 instructions");
	/* peak thread instructions/s: lanes per SM x SMs x clock */
	p->fp32_peak_inst_per_s = dev->units[GP_UNIT_FP32] * dev->sms * clock_hz;
	p->fp64_peak_inst_per_s = dev->units[GP_UNIT_FP64] > 0
		? dev->units[GP_UNIT_FP64] * dev->sms * clock_hz : 0;
	p->inst_per_byte = ops * e->warps_launched / e->dram_bytes;
	p->inst_per_s = ops * e->warps_launched / e->kernel_s;
	return 0;
}
