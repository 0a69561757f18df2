/* estimate_caveats.c - the regimes where make validate measured the model off (estimate_caveats.h). The bands and
 * figures below are make validate's rows (README, "Known limits of the model"). */
#include <stdio.h>

#include "gpuperf/estimate_caveats.h"

unsigned gp_caveats(const struct gp_estimate *e, int has_barrier)
{
	unsigned c = 0;
	if (e->model == GP_MODEL_HIERARCHY && e->has_profile &&
	    e->hier.l1_data_ratio >= GP_CAVEAT_L1_EDGE_LO &&
	    e->hier.l1_data_ratio <= GP_CAVEAT_L1_EDGE_HI &&
	    e->hier.l1_reuse_share >= GP_CAVEAT_L1_REUSE_MIN)
		c |= GP_CAVEAT_L1_EDGE;
	if (e->model == GP_MODEL_HIERARCHY && e->has_profile &&
	    e->hier.l2_data_ratio >= GP_CAVEAT_L2_EDGE_LO &&
	    e->hier.l2_data_ratio <= GP_CAVEAT_L2_EDGE_HI &&
	    e->hier.shared_reuse_share >= GP_CAVEAT_L2_SHARED_MIN)
		c |= GP_CAVEAT_L2_EDGE;
	/* against the unloaded latency bound: under the DRAM's queue every DRAM-bound launch
	 * meets its latency bound (the wait grows until they agree) */
	if (has_barrier && e->warps_per_block >= GP_CAVEAT_BARRIER_WARPS &&
	    e->latency_idle_cycles > 0 &&
	    e->occupancy_warps / e->latency_idle_cycles <=
		    GP_CAVEAT_BARRIER_NEAR * e->throughput_bound_wpc)
		c |= GP_CAVEAT_WIDE_BARRIER;
	return c;
}

const char *gp_caveat_name(enum gp_caveat c)
{
	switch (c) {
	case GP_CAVEAT_L1_EDGE: return "l1_edge";
	case GP_CAVEAT_WIDE_BARRIER: return "wide_barrier";
	case GP_CAVEAT_L2_EDGE: return "l2_edge";
	}
	return "?";
}

const char *gp_caveat_ids(unsigned mask, char *buf, size_t n)
{
	size_t at = 0;
	if (n)
		buf[0] = '\0';
	for (int i = 0; i < GP_CAVEAT_COUNT; i++) {
		int w;
		if (!(mask & (1u << i)) || at >= n)
			continue;
		w = snprintf(buf + at, n - at, "%s%s", at ? ";" : "",
			     gp_caveat_name((enum gp_caveat)(1u << i)));
		at += w > 0 ? (size_t)w : 0;
	}
	return buf;
}

const char *gp_caveat_text(enum gp_caveat c, const struct gp_estimate *e, char *buf, size_t n)
{
	switch (c) {
	case GP_CAVEAT_L1_EDGE:
		/* gpu-cache (one 8-warp block an SM re-reading one buffer): misses from the
		 * counters' L2 reads over the loads; the estimate's errors from every row of
		 * the tables in the band (validate_model samples every other one) */
		snprintf(buf, n, "the data an SM reuses is %.2fx what its L1 can cache; this estimate "
			 "keeps every L1 hit below 1x and, above it, those of the warps the "
			 "schedulers run ahead while their data fits, then none; measured "
			 "(gpu-benches gpu-cache on V100, A100 80 GB, H100 PCIe), the L1 misses "
			 "0-7%% of loads at 0.91-1.0x, 6-11%% at 1.05-1.16x, 11-16%% at "
			 "1.25-1.46x and 33%% at 1.6x (V100), and all of them by 1.47x (A100), "
			 "1.71x (H100) and 1.84x (V100): those kernels ran from 20%% slower to 2x "
			 "faster than estimated (2x: V100 at 1.6x), below 1x up to 18%% slower",
			 e->hier.l1_data_ratio);
		break;
	case GP_CAVEAT_WIDE_BARRIER:
		snprintf(buf, n, "blocks of %d warps meet at a barrier and the launch is %s the "
			 "latency bound: measured tiled transposes with 16-32-warp blocks ran 16-45%% "
			 "slower than this model (gpu-matrix-transpose H100 SXM: padded tile -24%%, "
			 "16-warp coarsened -16%%; padded tiles on A100 PCIe -45%%, RTX 2080 Ti -26%% "
			 "at 8192^2; fastWalshTransform's 16-warp blocks -21%% on the QV100): their "
			 "blocks live about 600 cycles longer than the critical path; read this time "
			 "as a lower bound", e->warps_per_block,
			 e->regime == GP_REGIME_LATENCY ? "at" : "near");
		break;
	case GP_CAVEAT_L2_EDGE:
		/* gpu-l2-cache (blocks on every SM re-reading the data set), validate_model */
		if (e->hier.l2_set_law)
			snprintf(buf, n, "the data the blocks share is %.2fx the L2, where this "
				 "estimate loses L2 hits as sets filled at random would, a law read "
				 "on gpu-benches gpu-l2-cache (A100 80 GB 8%% fast at 0.75x and 13%% at "
				 "0.99x, H100 PCIe 15%% fast at 0.94x, H200 7%% slow at 0.79x); NVIDIA "
				 "does not document the L2's placement: the kernel may run about 15%% "
				 "slower or faster than estimated", e->hier.l2_data_ratio);
		else
			snprintf(buf, n, "the data the blocks share is %.2fx the L2, where this "
				 "estimate keeps every L2 hit; the two-section A100 and H100 L2s lost "
				 "hits from 0.7x (gpu-benches gpu-l2-cache: with every hit kept, A100 "
				 "80 GB takes 1.35x and 2.2x the estimate at 0.75x and 0.99x), which no "
				 "measurement here checks on this GPU's L2: the kernel may run up to "
				 "2.2x slower than estimated", e->hier.l2_data_ratio);
		break;
	default:
		snprintf(buf, n, "?");
	}
	return buf;
}
