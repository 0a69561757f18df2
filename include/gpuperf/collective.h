/* collective.h - all-reduce, all-gather and broadcast over a system's links, priced with the
 * alpha-beta model (Thakur, Rabenseifner & Gropp 2005; the ring is NCCL's), ring or tree. */
#ifndef GPUPERF_COLLECTIVE_H
#define GPUPERF_COLLECTIVE_H

#include "gpuperf/system.h"

enum gp_coll_op { GP_COLL_ALLREDUCE, GP_COLL_ALLGATHER, GP_COLL_BROADCAST, GP_COLL_OP_COUNT };
enum gp_coll_algo { GP_COLL_AUTO, GP_COLL_RING, GP_COLL_TREE };

/* Largest collective accepted: 1 PiB (guards overflow in the step arithmetic). */
#define GP_COLL_MAX_BYTES 1125899906842624.0

struct gp_coll_result {
	enum gp_coll_algo algo;       /* the one priced in time_s: ring or tree */
	double time_s;
	double ring_s, tree_s;        /* both candidates (what "the cheaper" chose between) */
	int ring_steps, tree_steps;
	int channels;                 /* rings run side by side (one per NIC across nodes) */
	double alpha_s;               /* ring: latency of one step */
	double bw_gbps;               /* ring: B of T = steps x alpha + f(p) n / B */
	double algbw_gbps;            /* bytes / time_s (nccl-tests "algbw") */
	double busbw_gbps;            /* algbw x the op's bus factor (nccl-tests "busbw") */
};

/*
 * Price one collective over the first gpus GPUs of s (node-major numbering):
 *  - allreduce of bytes per GPU:
 *      ring  2(p-1) steps, each rank sends bytes/p to the next:
 *            T = 2(p-1) alpha + 2(p-1)/p * bytes / B
 *      tree  binomial reduce then binomial broadcast: T = 2 ceil(lg p) (alpha + bytes / B)
 *  - allgather, bytes = the gathered total (each rank contributes bytes/p):
 *      ring  T = (p-1) alpha + (p-1)/p * bytes / B
 *      tree  Bruck / recursive doubling: T = ceil(lg p) alpha + (p-1)/p * bytes / B
 *  - broadcast of bytes from root:
 *      ring  binomial scatter + ring allgather (van de Geijn):
 *            T = (ceil(lg p) + p - 1) alpha + 2(p-1)/p * bytes / B
 *      tree  binomial: T = ceil(lg p) (alpha + bytes / B)
 * (Thakur, Rabenseifner, Gropp, "Optimization of Collective Communication Operations in
 * MPICH", IJHPCA 19(1), 2005, sections 3-4.) The reduction arithmetic is not priced: on a
 * GPU it streams at DRAM speed, well above any link's. Each step's copies run at once
 * through gp_system_flows(), so alpha and B come from the links the step crosses and how
 * many copies share them: on NVSwitch each GPU's port, over PCIe the switch uplinks, across
 * nodes the NICs (one ring per NIC, as NCCL's channels). algo AUTO prices both and keeps the
 * cheaper. link_busy_s / link_bytes (s->nlinks entries, may be NULL) accumulate the chosen
 * algorithm's use of each link. p = 1 costs 0.
 * Errors (-GP_EINVAL, d names the option): gpus outside 1..s->gpus, root outside 0..gpus-1,
 * bytes negative, non-finite or above GP_COLL_MAX_BYTES.
 */
int gp_collective_time(const struct gp_system *s, enum gp_coll_op op, enum gp_coll_algo algo,
		       double bytes, int gpus, int root, double *link_busy_s, double *link_bytes,
		       struct gp_coll_result *out, struct gp_diag *d);

/* "allreduce", "allgather", "broadcast" (also "all-reduce", "all_reduce", ...). -GP_EUSAGE. */
int gp_coll_op_parse(const char *s, enum gp_coll_op *out, struct gp_diag *d);
const char *gp_coll_op_name(enum gp_coll_op op);
/* "ring", "tree", "auto". -GP_EUSAGE. */
int gp_coll_algo_parse(const char *s, enum gp_coll_algo *out, struct gp_diag *d);
const char *gp_coll_algo_name(enum gp_coll_algo a);

#endif
