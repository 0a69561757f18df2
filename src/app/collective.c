/* collective.c - alpha-beta pricing of collectives (ring and binomial tree) over a system's
 * links, each step's copies shared over the links by gp_system_flows(). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/collective.h"
#include "util.h"

/* One step's copies, built then run. */
struct step {
	int n, cap;
	struct gp_flow *f;
};

static int step_add(const struct gp_system *s, struct step *st, int from, int to, double bytes,
		    struct gp_diag *d)
{
	struct gp_sys_ep a = { 0, from }, b = { 0, to };
	int rc;
	if (gp_grow_int((void **)&st->f, &st->cap, st->n + 1, sizeof(*st->f)) < 0)
		return gp_error(d, GP_ENOMEM, "out of memory for collective steps");
	memset(&st->f[st->n], 0, sizeof(st->f[0]));
	if ((rc = gp_system_path(s, a, b, &st->f[st->n].path, d)) < 0)
		return rc;
	st->f[st->n].bytes = bytes;
	st->n++;
	return 0;
}

/* Run the step's copies together; *t_s gets the last arrival. */
static int step_run(const struct gp_system *s, struct step *st, double *busy, double *bytes,
		    double *t_s, struct gp_diag *d)
{
	int rc = gp_system_flows(s, st->f, st->n, busy, bytes, d);
	*t_s = 0;
	if (rc < 0)
		return rc;
	for (int i = 0; i < st->n; i++)
		if (st->f[i].end_s > *t_s)
			*t_s = st->f[i].end_s;
	return 0;
}

static int ceil_lg(int p)
{
	int k = 0;
	while ((1 << k) < p)
		k++;
	return k;
}

/* Ring order of channel c: node by node, each node's GPUs rotated by c so that every ring
 * leaves a node through a different GPU (and NIC). */
static void ring_order(const struct gp_system *s, int p, int c, int *order)
{
	int i = 0;
	for (int node = 0; node < s->nodes && i < p; node++) {
		int first = s->node_first_gpu[node];
		int k = s->kind[s->node_kind[node]].gpus;
		if (first + k > p)
			k = p - first;
		for (int j = 0; j < k; j++)
			order[i++] = first + (j + c) % k;
	}
}

static int channels_for(const struct gp_system *s, int p)
{
	int last = s->gpu_node[p - 1], c = 0;
	if (last == 0)
		return 1;
	for (int node = 0; node <= last; node++) {
		int n = s->kind[s->node_kind[node]].nics;
		if (c == 0 || n < c)
			c = n;
	}
	return c > 0 ? c : 1;
}

/* One ring step: every rank of every channel sends chunk bytes to its successor. */
static int ring_step(const struct gp_system *s, int p, int channels, double chunk, double *busy,
		     double *lbytes, double *t_s, struct gp_diag *d)
{
	struct step st = { 0 };
	int *order = malloc((size_t)p * sizeof(int)), rc = 0;
	if (!order)
		return gp_error(d, GP_ENOMEM, "out of memory for a ring of %d", p);
	for (int c = 0; c < channels && rc == 0; c++) {
		ring_order(s, p, c, order);
		for (int i = 0; i < p && rc == 0; i++)
			rc = step_add(s, &st, order[i], order[(i + 1) % p], chunk / channels, d);
	}
	if (rc == 0)
		rc = step_run(s, &st, busy, lbytes, t_s, d);
	free(order);
	free(st.f);
	return rc;
}

/* Binomial tree step k (0 = first of a broadcast): relative ranks r < 2^k send to r + 2^k.
 * up reverses it (a reduce). Ranks are relative to root. */
static int tree_step(const struct gp_system *s, int p, int root, int k, int up, double bytes,
		     double *busy, double *lbytes, double *t_s, struct gp_diag *d)
{
	struct step st = { 0 };
	int rc = 0, dist = 1 << k;
	for (int r = 0; r < dist && rc == 0; r++) {
		int a = (r + root) % p, b;
		if (r + dist >= p)
			continue;
		b = (r + dist + root) % p;
		rc = up ? step_add(s, &st, b, a, bytes, d) : step_add(s, &st, a, b, bytes, d);
	}
	if (rc == 0)
		rc = step_run(s, &st, busy, lbytes, t_s, d);
	free(st.f);
	return rc;
}

/* Binomial scatter step k (from the top, k = L-1 .. 0): relative rank r, a multiple of
 * 2^(k+1), hands r + 2^k the blocks of ranks [r + 2^k, min(r + 2^(k+1), p)). */
static int scatter_step(const struct gp_system *s, int p, int root, int k, double block,
			double *busy, double *lbytes, double *t_s, struct gp_diag *d)
{
	struct step st = { 0 };
	int rc = 0, dist = 1 << k;
	for (int r = 0; r < p && rc == 0; r += 2 * dist) {
		int hi = r + 2 * dist < p ? r + 2 * dist : p;
		if (r + dist >= p)
			continue;
		rc = step_add(s, &st, (r + root) % p, (r + dist + root) % p, (hi - r - dist) * block, d);
	}
	if (rc == 0)
		rc = step_run(s, &st, busy, lbytes, t_s, d);
	free(st.f);
	return rc;
}

/* Bruck allgather step k: rank i sends min(2^k, p - 2^k) blocks to rank i - 2^k. */
static int bruck_step(const struct gp_system *s, int p, int k, double block, double *busy,
		      double *lbytes, double *t_s, struct gp_diag *d)
{
	struct step st = { 0 };
	int rc = 0, dist = 1 << k, blocks = dist < p - dist ? dist : p - dist;
	for (int i = 0; i < p && rc == 0; i++)
		rc = step_add(s, &st, i, (i - dist + p) % p, blocks * block, d);
	if (rc == 0)
		rc = step_run(s, &st, busy, lbytes, t_s, d);
	free(st.f);
	return rc;
}

/* Scale what one step added to the accumulators by (times - 1) more repetitions. */
static void repeat(int nlinks, double *acc, const double *before, int times)
{
	if (!acc)
		return;
	for (int l = 0; l < nlinks; l++)
		acc[l] = before[l] + (acc[l] - before[l]) * times;
}

static int price_ring(const struct gp_system *s, enum gp_coll_op op, double bytes, int p, int root,
		      double *busy, double *lbytes, struct gp_coll_result *r, struct gp_diag *d)
{
	int L = ceil_lg(p), steps = op == GP_COLL_ALLREDUCE ? 2 * (p - 1) : p - 1, rc;
	double step_s = 0, t = 0, one = 0, *save = NULL;
	r->channels = channels_for(s, p);
	if (op == GP_COLL_BROADCAST) {
		/* scatter phase of van de Geijn's broadcast */
		for (int k = L - 1; k >= 0; k--) {
			if ((rc = scatter_step(s, p, root, k, bytes / p, busy, lbytes, &one, d)) < 0)
				return rc;
			t += one;
		}
	}
	if (busy || lbytes) {
		save = malloc(2 * (size_t)s->nlinks * sizeof(double));
		if (!save)
			return gp_error(d, GP_ENOMEM, "out of memory");
		for (int l = 0; l < s->nlinks; l++) {
			save[l] = busy ? busy[l] : 0;
			save[s->nlinks + l] = lbytes ? lbytes[l] : 0;
		}
	}
	/* the ring's steps are identical: run one, count it steps times */
	rc = ring_step(s, p, r->channels, bytes / p, busy, lbytes, &step_s, d);
	if (rc == 0 && save) {
		repeat(s->nlinks, busy, save, steps);
		repeat(s->nlinks, lbytes, save + s->nlinks, steps);
	}
	free(save);
	if (rc < 0)
		return rc;
	r->ring_steps = steps + (op == GP_COLL_BROADCAST ? L : 0);
	r->ring_s = t + steps * step_s;
	/* alpha of a step is the slowest copy's startup; B what is left of the step */
	{
		struct step st = { 0 };
		int *order = malloc((size_t)p * sizeof(int));
		double alpha = 0;
		if (!order)
			return gp_error(d, GP_ENOMEM, "out of memory");
		ring_order(s, p, 0, order);
		for (int i = 0; i < p && rc == 0; i++)
			rc = step_add(s, &st, order[i], order[(i + 1) % p], 0, d);
		for (int i = 0; i < st.n; i++)
			if (st.f[i].path.latency_s > alpha)
				alpha = st.f[i].path.latency_s;
		free(st.f);
		free(order);
		if (rc < 0)
			return rc;
		r->alpha_s = alpha;
		r->bw_gbps = step_s > alpha && bytes > 0 ? bytes / p / (step_s - alpha) / 1e9 : 0;
	}
	return 0;
}

static int price_tree(const struct gp_system *s, enum gp_coll_op op, double bytes, int p, int root,
		      double *busy, double *lbytes, struct gp_coll_result *r, struct gp_diag *d)
{
	int L = ceil_lg(p), rc;
	double one = 0, t = 0;
	r->tree_steps = 0;
	if (op == GP_COLL_ALLGATHER) {
		for (int k = 0; k < L; k++) {
			if ((rc = bruck_step(s, p, k, bytes / p, busy, lbytes, &one, d)) < 0)
				return rc;
			t += one;
			r->tree_steps++;
		}
	} else {
		if (op == GP_COLL_ALLREDUCE)
			for (int k = L - 1; k >= 0; k--) {
				if ((rc = tree_step(s, p, root, k, 1, bytes, busy, lbytes, &one, d)) < 0)
					return rc;
				t += one;
				r->tree_steps++;
			}
		for (int k = 0; k < L; k++) {
			if ((rc = tree_step(s, p, root, k, 0, bytes, busy, lbytes, &one, d)) < 0)
				return rc;
			t += one;
			r->tree_steps++;
		}
	}
	r->tree_s = t;
	return 0;
}

int gp_collective_time(const struct gp_system *s, enum gp_coll_op op, enum gp_coll_algo algo,
		       double bytes, int gpus, int root, double *link_busy_s, double *link_bytes,
		       struct gp_coll_result *out, struct gp_diag *d)
{
	int rc;
	memset(out, 0, sizeof(*out));
	if (gpus < 1 || gpus > s->gpus) {
		gp_diag_field(d, "coll.gpus");
		gp_error(d, GP_EINVAL, "%d GPUs asked for, system '%s' has %d", gpus, s->name, s->gpus);
		gp_diag_hint(d, "use 1..%d, or a system with more GPUs", s->gpus);
		return -GP_EINVAL;
	}
	if (root < 0 || root >= gpus) {
		gp_diag_field(d, "coll.root");
		gp_error(d, GP_EINVAL, "root %d is not one of the %d GPUs", root, gpus);
		gp_diag_hint(d, "the root is a GPU index 0..%d", gpus - 1);
		return -GP_EINVAL;
	}
	if (!(bytes >= 0) || !isfinite(bytes) || bytes > GP_COLL_MAX_BYTES) {
		gp_diag_field(d, "coll.bytes");
		gp_error(d, GP_EINVAL, "size %g bytes is not a valid collective size", bytes);
		gp_diag_hint(d, "give 0 .. 1 PiB");
		return -GP_EINVAL;
	}
	out->channels = 1;
	out->algo = algo == GP_COLL_TREE ? GP_COLL_TREE : GP_COLL_RING;
	if (gpus == 1)
		return 0;
	if ((rc = price_ring(s, op, bytes, gpus, root, NULL, NULL, out, d)) < 0 ||
	    (rc = price_tree(s, op, bytes, gpus, root, NULL, NULL, out, d)) < 0)
		return rc;
	if (algo == GP_COLL_AUTO)
		out->algo = out->tree_s < out->ring_s ? GP_COLL_TREE : GP_COLL_RING;
	out->time_s = out->algo == GP_COLL_TREE ? out->tree_s : out->ring_s;
	if (link_busy_s || link_bytes) {
		struct gp_coll_result again = *out;
		rc = out->algo == GP_COLL_TREE
			     ? price_tree(s, op, bytes, gpus, root, link_busy_s, link_bytes, &again, d)
			     : price_ring(s, op, bytes, gpus, root, link_busy_s, link_bytes, &again, d);
		if (rc < 0)
			return rc;
	}
	if (out->time_s > 0) {
		/* nccl-tests' bus bandwidth factors: allreduce 2(p-1)/p, allgather (p-1)/p,
		 * broadcast 1 (nccl-tests doc/PERFORMANCE.md) */
		double f = op == GP_COLL_ALLREDUCE ? 2.0 * (gpus - 1) / gpus
			   : op == GP_COLL_ALLGATHER ? (double)(gpus - 1) / gpus : 1.0;
		out->algbw_gbps = bytes / out->time_s / 1e9;
		out->busbw_gbps = out->algbw_gbps * f;
	}
	return 0;
}

/* ==== Names ==== */

static const char *const op_names[GP_COLL_OP_COUNT] = { "allreduce", "allgather", "broadcast" };

int gp_coll_op_parse(const char *s, enum gp_coll_op *out, struct gp_diag *d)
{
	char norm[32];
	size_t j = 0;
	for (size_t i = 0; s[i] && j + 1 < sizeof(norm); i++)
		if (s[i] != '-' && s[i] != '_')
			norm[j++] = s[i];
	norm[j] = '\0';
	for (int i = 0; i < GP_COLL_OP_COUNT; i++)
		if (strcmp(norm, op_names[i]) == 0) {
			*out = (enum gp_coll_op)i;
			return 0;
		}
	gp_diag_field(d, "coll.op");
	gp_error(d, GP_EUSAGE, "unknown collective '%s'", s);
	gp_diag_hint(d, "use allreduce, allgather or broadcast");
	return -GP_EUSAGE;
}

const char *gp_coll_op_name(enum gp_coll_op op)
{
	return op >= 0 && op < GP_COLL_OP_COUNT ? op_names[op] : "?";
}

int gp_coll_algo_parse(const char *s, enum gp_coll_algo *out, struct gp_diag *d)
{
	if (strcmp(s, "auto") == 0)
		*out = GP_COLL_AUTO;
	else if (strcmp(s, "ring") == 0)
		*out = GP_COLL_RING;
	else if (strcmp(s, "tree") == 0)
		*out = GP_COLL_TREE;
	else {
		gp_diag_field(d, "coll.algo");
		gp_error(d, GP_EUSAGE, "unknown algorithm '%s'", s);
		gp_diag_hint(d, "use ring, tree or auto (the cheaper of the two)");
		return -GP_EUSAGE;
	}
	return 0;
}

const char *gp_coll_algo_name(enum gp_coll_algo a)
{
	switch (a) {
	case GP_COLL_AUTO: return "auto";
	case GP_COLL_RING: return "ring";
	case GP_COLL_TREE: return "tree";
	}
	return "?";
}
