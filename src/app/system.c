/* system.c - load multi-GPU system descriptions (devices/systems/README.md), route copies over
 * their links and share the links among concurrent copies. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gpuperf/searchpath.h"
#include "gpuperf/device.h"
#include "gpuperf/system.h"
#include "jsonutil.h"
#include "util.h"

#define DOC "devices/systems/README.md"

static int read_dir(struct gp_jr *r, const cJSON *obj, const char *path, const char *key,
		    struct gp_link_dir *out)
{
	static const char *const keys[] = { "startup_us", "lambda", NULL };
	const cJSON *o;
	char p[160];
	double us = 0;
	int rc = gp_jr_obj(r, obj, path, key, 1, &o);
	if (rc)
		return rc;
	snprintf(p, sizeof(p), "%s/%s", path, key);
	if ((rc = gp_jr_only_keys(r, o, p, keys)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "startup_us", 1, 0, 1e7, &us)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "lambda", 1, 1e-6, 1, &out->lambda)) < 0)
		return rc;
	out->startup_s = us * 1e-6;
	return 0;
}

/* ==== Node sections ==== */

static int read_switches(struct gp_jr *r, const cJSON *pcie, const char *path,
			 struct gp_sys_node *k)
{
	static const char *const keys[] = { "gpus", "uplink_gbps", NULL };
	const cJSON *arr, *sw;
	char p[192];
	int rc, i = 0;

	for (int g = 0; g < GP_SYSTEM_GPUS_PER_NODE_MAX; g++)
		k->switch_of[g] = -1;
	if ((rc = gp_jr_arr(r, pcie, path, "switches", 0, &arr)))
		return rc < 0 ? rc : 0;
	if (cJSON_GetArraySize(arr) > GP_SYSTEM_SWITCHES_MAX)
		return gp_jr_fail(r, GP_ELIMIT, path, "more than %d switches", GP_SYSTEM_SWITCHES_MAX);
	cJSON_ArrayForEach(sw, arr) {
		const cJSON *gl, *g;
		int j = 0;
		snprintf(p, sizeof(p), "%s/switches/%d", path, i);
		if (!cJSON_IsObject(sw))
			return gp_jr_fail(r, GP_EINVAL, p, "must be an object {\"gpus\": [...], \"uplink_gbps\": N}");
		if ((rc = gp_jr_only_keys(r, sw, p, keys)) < 0 ||
		    (rc = gp_jr_num(r, sw, p, "uplink_gbps", 1, 1e-3, 1e5, &k->switch_uplink_gbps[i])) < 0 ||
		    (rc = gp_jr_arr(r, sw, p, "gpus", 1, &gl)) < 0)
			return rc;
		cJSON_ArrayForEach(g, gl) {
			char gp[224];
			snprintf(gp, sizeof(gp), "%s/gpus/%d", p, j++);
			if (!cJSON_IsNumber(g) || g->valuedouble != floor(g->valuedouble) ||
			    g->valuedouble < 0 || g->valuedouble >= k->gpus)
				return gp_jr_fail(r, GP_EINVAL, gp, "must be a GPU index 0..%d", k->gpus - 1);
			if (k->switch_of[g->valueint] >= 0)
				return gp_jr_fail(r, GP_EINVAL, gp, "GPU %d is already under switch %d",
						  g->valueint, k->switch_of[g->valueint]);
			k->switch_of[g->valueint] = i;
		}
		if (j == 0)
			return gp_jr_fail(r, GP_EINVAL, p, "a switch needs at least one GPU");
		i++;
	}
	k->nswitches = i;
	return 0;
}

static int read_pcie(struct gp_jr *r, const cJSON *node, const char *path, struct gp_sys_node *k)
{
	static const char *const keys[] = { "generation", "lanes", "bw_gbps", "htod", "dtoh",
					    "switches", NULL };
	const cJSON *o;
	char p[160];
	int rc;
	if ((rc = gp_jr_obj(r, node, path, "pcie", 1, &o)))
		return rc;
	snprintf(p, sizeof(p), "%s/pcie", path);
	if ((rc = gp_jr_only_keys(r, o, p, keys)) < 0 ||
	    (rc = gp_jr_int(r, o, p, "generation", 1, 1, 6, &k->pcie_generation)) < 0 ||
	    (rc = gp_jr_int(r, o, p, "lanes", 1, 1, 32, &k->pcie_lanes)) < 0)
		return rc;
	/* thesis Table 4.3 unless the file gives a measured figure */
	k->pcie_bw_gbps = gp_pcie_bw_gbps(k->pcie_generation, k->pcie_lanes);
	if ((rc = gp_jr_num(r, o, p, "bw_gbps", 0, 1e-3, 1e5, &k->pcie_bw_gbps)) < 0)
		return rc;
	if (k->pcie_bw_gbps <= 0)
		return gp_jr_fail(r, GP_EINVAL, p, "no bandwidth known for PCIe %d.0 x%d: give bw_gbps",
				  k->pcie_generation, k->pcie_lanes);
	if ((rc = read_dir(r, o, p, "htod", &k->htod)) < 0 ||
	    (rc = read_dir(r, o, p, "dtoh", &k->dtoh)) < 0)
		return rc;
	return read_switches(r, o, p, k);
}

/* A Grace Hopper node: each GPU reaches host memory over its own NVLink-C2C link. */
static int read_c2c(struct gp_jr *r, const cJSON *o, const char *path, struct gp_sys_node *k)
{
	static const char *const keys[] = { "bw_gbps", "htod", "dtoh", NULL };
	char p[160];
	int rc;
	snprintf(p, sizeof(p), "%s/c2c", path);
	if ((rc = gp_jr_only_keys(r, o, p, keys)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "bw_gbps", 1, 1e-3, 1e5, &k->pcie_bw_gbps)) < 0 ||
	    (rc = read_dir(r, o, p, "htod", &k->htod)) < 0 ||
	    (rc = read_dir(r, o, p, "dtoh", &k->dtoh)) < 0)
		return rc;
	k->host_c2c = 1;
	k->pcie_generation = 0;
	k->pcie_lanes = 0;
	k->nswitches = 0;
	for (int j = 0; j < GP_SYSTEM_GPUS_PER_NODE_MAX; j++)
		k->switch_of[j] = -1;
	return 0;
}

/* The host link of a node: "pcie" or "c2c", exactly one. */
static int read_host_link(struct gp_jr *r, const cJSON *node, const char *path,
			  struct gp_sys_node *k)
{
	const cJSON *c2c = cJSON_GetObjectItemCaseSensitive(node, "c2c");
	const cJSON *pcie = cJSON_GetObjectItemCaseSensitive(node, "pcie");
	char p[160];
	if (!c2c)
		return read_pcie(r, node, path, k);
	snprintf(p, sizeof(p), "%s/c2c", path);
	if (pcie)
		return gp_jr_fail(r, GP_EINVAL, p, "a node has one host link: \"pcie\" or \"c2c\", "
				  "not both");
	if (!cJSON_IsObject(c2c))
		return gp_jr_fail(r, GP_EINVAL, p, "must be an object");
	return read_c2c(r, c2c, path, k);
}

static int read_peer(struct gp_jr *r, const cJSON *node, const char *path, struct gp_sys_node *k)
{
	static const char *const keys[] = { "kind", "bw_gbps", "latency_us", "lambda", NULL };
	const cJSON *o;
	char p[160], kind[32];
	double us = 0;
	int rc;
	if ((rc = gp_jr_obj(r, node, path, "peer", 1, &o)))
		return rc;
	snprintf(p, sizeof(p), "%s/peer", path);
	if ((rc = gp_jr_only_keys(r, o, p, keys)) < 0 ||
	    (rc = gp_jr_str(r, o, p, "kind", 1, kind, sizeof(kind))) < 0 ||
	    (rc = gp_jr_num(r, o, p, "latency_us", 1, 0, 1e6, &us)) < 0)
		return rc;
	k->peer_latency_s = us * 1e-6;
	if (strcmp(kind, "pcie") == 0) {
		k->peer_kind = GP_PEER_PCIE;
		/* peer copies use the PCIe links and switches, with their own figures */
		if (cJSON_GetObjectItemCaseSensitive(o, "bw_gbps"))
			return gp_jr_fail(r, GP_EINVAL, p,
					  "bw_gbps does not apply to \"pcie\" peers (the PCIe links carry them)");
		return 0;
	}
	if (strcmp(kind, "nvlink") == 0)
		k->peer_kind = GP_PEER_NVLINK;
	else if (strcmp(kind, "nvswitch") == 0)
		k->peer_kind = GP_PEER_NVSWITCH;
	else
		return gp_jr_fail(r, GP_EINVAL, p, "kind must be \"pcie\", \"nvlink\" or \"nvswitch\", got \"%s\"",
				  kind);
	if ((rc = gp_jr_num(r, o, p, "bw_gbps", 1, 1e-3, 1e6, &k->peer_bw_gbps)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "lambda", 1, 1e-6, 1, &k->peer_lambda)) < 0)
		return rc;
	return 0;
}

static int read_node(struct gp_jr *r, const cJSON *node, const char *path, struct gp_sys_node *k)
{
	static const char *const keys[] = { "name", "count", "device", "gpus", "host", "pcie",
					    "c2c", "peer", "nic", NULL };
	static const char *const hkeys[] = { "cpu", "mem_gib", NULL };
	static const char *const nkeys[] = { "count", "bw_gbps", NULL };
	const cJSON *host, *nic;
	char p[160];
	double gib = 0;
	int rc;

	if (!cJSON_IsObject(node))
		return gp_jr_fail(r, GP_EINVAL, path, "must be an object");
	k->count = 1;
	if ((rc = gp_jr_only_keys(r, node, path, keys)) < 0 ||
	    (rc = gp_jr_str(r, node, path, "name", 1, k->name, sizeof(k->name))) < 0 ||
	    (rc = gp_jr_int(r, node, path, "count", 0, 1, GP_SYSTEM_GPUS_MAX, &k->count)) < 0 ||
	    (rc = gp_jr_str(r, node, path, "device", 1, k->device, sizeof(k->device))) < 0 ||
	    (rc = gp_jr_int(r, node, path, "gpus", 1, 1, GP_SYSTEM_GPUS_PER_NODE_MAX, &k->gpus)) < 0 ||
	    (rc = gp_jr_obj(r, node, path, "host", 1, &host)) < 0)
		return rc;
	{
		/* a GPU the system cannot price is an error here, not in a later command */
		struct gp_device *dev = malloc(sizeof(*dev));
		if (!dev)
			return gp_error(r->d, GP_ENOMEM, "out of memory");
		rc = gp_device_find(k->device, NULL, dev, NULL);
		free(dev);
		if (rc < 0) {
			snprintf(p, sizeof(p), "%s/device", path);
			rc = gp_jr_fail(r, GP_EINVAL, p, "unknown device '%s'", k->device);
			if (r->d)
				gp_diag_hint(r->d, "'gpuperf devices' lists the known ones; or give a "
					     "path to a device JSON");
			return rc;
		}
	}
	snprintf(p, sizeof(p), "%s/host", path);
	if ((rc = gp_jr_only_keys(r, host, p, hkeys)) < 0 ||
	    (rc = gp_jr_str(r, host, p, "cpu", 0, k->host_cpu, sizeof(k->host_cpu))) < 0 ||
	    (rc = gp_jr_num(r, host, p, "mem_gib", 1, 1e-3, 1e9, &gib)) < 0)
		return rc;
	k->host_mem_bytes = gib * 1073741824.0;
	if ((rc = read_host_link(r, node, path, k)) < 0 || (rc = read_peer(r, node, path, k)) < 0)
		return rc;
	rc = gp_jr_obj(r, node, path, "nic", 0, &nic);
	if (rc < 0)
		return rc;
	if (rc == 0) {
		snprintf(p, sizeof(p), "%s/nic", path);
		if ((rc = gp_jr_only_keys(r, nic, p, nkeys)) < 0 ||
		    (rc = gp_jr_int(r, nic, p, "count", 1, 1, 256, &k->nics)) < 0 ||
		    (rc = gp_jr_num(r, nic, p, "bw_gbps", 1, 1e-3, 1e5, &k->nic_bw_gbps)) < 0)
			return rc;
	}
	return 0;
}

/* ==== Derived numbering and links ==== */

static int add_link(struct gp_system *s, int cap, int node, enum gp_sys_link_kind kind,
		    double bw, double lambda, double per_flow, const char *fmt, int a, const char *dir)
{
	struct gp_sys_link *l;
	if (s->nlinks >= cap)
		GP_BUG("link table overflow");
	l = &s->links[s->nlinks++];
	snprintf(l->name, sizeof(l->name), fmt, node, a, dir);
	l->kind = kind;
	l->node = node;
	l->bw_gbps = bw;
	l->lambda = lambda;
	l->per_flow_gbps = per_flow;
	return s->nlinks - 1;
}

/*
 * Per node, in this order (gp_system_path relies on it): for each GPU its PCIe link up
 * (towards the host: the DtoH lambda) and down (HtoD lambda); for each switch its uplink up
 * and down; for NVSwitch each GPU's port out and in, for NVLink every ordered pair; the NIC
 * transmit and receive.
 */
static int count_links(const struct gp_sys_node *k)
{
	int n = 2 * k->gpus + 2 * k->nswitches + 2;
	if (k->peer_kind == GP_PEER_NVSWITCH)
		n += 2 * k->gpus;
	else if (k->peer_kind == GP_PEER_NVLINK)
		n += k->gpus * (k->gpus - 1);
	return n;
}

static int build(struct gp_system *s, struct gp_diag *d)
{
	int nodes = 0, gpus = 0, cap = 0, n = 0, g = 0;

	for (int i = 0; i < s->nkinds; i++) {
		nodes += s->kind[i].count;
		gpus += s->kind[i].count * s->kind[i].gpus;
		cap += s->kind[i].count * count_links(&s->kind[i]);
		if (gpus > GP_SYSTEM_GPUS_MAX) {
			gp_diag_at(d, s->path, 0, 0);
			gp_diag_field(d, "/nodes");
			gp_error(d, GP_ELIMIT, "more than %d GPUs in the system", GP_SYSTEM_GPUS_MAX);
			gp_diag_hint(d, "lower the node counts");
			return -GP_ELIMIT;
		}
	}
	s->nodes = nodes;
	s->gpus = gpus;
	s->node_kind = calloc((size_t)nodes, sizeof(int));
	s->node_first_gpu = calloc((size_t)nodes, sizeof(int));
	s->link_base = calloc((size_t)nodes, sizeof(int));
	s->gpu_node = calloc((size_t)gpus, sizeof(int));
	s->gpu_local = calloc((size_t)gpus, sizeof(int));
	s->links = calloc((size_t)cap, sizeof(*s->links));
	if (!s->node_kind || !s->node_first_gpu || !s->link_base || !s->gpu_node || !s->gpu_local ||
	    !s->links)
		return gp_error(d, GP_ENOMEM, "out of memory for system '%s'", s->name);

	for (int i = 0; i < s->nkinds; i++) {
		const struct gp_sys_node *k = &s->kind[i];
		for (int c = 0; c < k->count; c++, n++) {
			s->node_kind[n] = i;
			s->node_first_gpu[n] = g;
			s->link_base[n] = s->nlinks;
			for (int j = 0; j < k->gpus; j++, g++) {
				s->gpu_node[g] = n;
				s->gpu_local[g] = j;
				const char *fmt = k->host_c2c ? "n%d/gpu%d/c2c/%s" : "n%d/gpu%d/pcie/%s";
				add_link(s, cap, n, GP_LINK_PCIE, k->pcie_bw_gbps, k->dtoh.lambda, 0, fmt,
					 j, "up");
				add_link(s, cap, n, GP_LINK_PCIE, k->pcie_bw_gbps, k->htod.lambda, 0, fmt,
					 j, "down");
			}
			for (int w = 0; w < k->nswitches; w++) {
				add_link(s, cap, n, GP_LINK_UPLINK, k->switch_uplink_gbps[w], k->dtoh.lambda,
					 0, "n%d/switch%d/uplink/%s", w, "up");
				add_link(s, cap, n, GP_LINK_UPLINK, k->switch_uplink_gbps[w], k->htod.lambda,
					 0, "n%d/switch%d/uplink/%s", w, "down");
			}
			if (k->peer_kind == GP_PEER_NVSWITCH) {
				for (int j = 0; j < k->gpus; j++) {
					add_link(s, cap, n, GP_LINK_PEER, k->peer_bw_gbps, k->peer_lambda, 0,
						 "n%d/gpu%d/nvswitch/%s", j, "out");
					add_link(s, cap, n, GP_LINK_PEER, k->peer_bw_gbps, k->peer_lambda, 0,
						 "n%d/gpu%d/nvswitch/%s", j, "in");
				}
			} else if (k->peer_kind == GP_PEER_NVLINK) {
				for (int a = 0; a < k->gpus; a++)
					for (int b = 0; b < k->gpus; b++) {
						char to[16];
						if (a == b)
							continue;
						snprintf(to, sizeof(to), "to%d", b);
						add_link(s, cap, n, GP_LINK_PEER, k->peer_bw_gbps, k->peer_lambda,
							 0, "n%d/gpu%d/nvlink/%s", a, to);
					}
			}
			add_link(s, cap, n, GP_LINK_NIC, k->nics * k->nic_bw_gbps, s->net_lambda,
				 k->nic_bw_gbps, "n%d/nic%d/%s", 0, "tx");
			add_link(s, cap, n, GP_LINK_NIC, k->nics * k->nic_bw_gbps, s->net_lambda,
				 k->nic_bw_gbps, "n%d/nic%d/%s", 0, "rx");
		}
	}
	return 0;
}

/* ==== Loading ==== */

int gp_system_parse(const char *text, size_t len, const char *name, struct gp_system *s,
		    struct gp_diag *d)
{
	static const char *const keys[] = { "name", "full_name", "description", "nodes", "network",
					    "sources", NULL };
	static const char *const netkeys[] = { "kind", "latency_us", "lambda", NULL };
	struct gp_jr r = { name, d, DOC, NULL };
	cJSON *root = NULL;
	const cJSON *nodes, *node, *net, *sources;
	char p[64];
	double us = 0;
	int rc, i = 0, total_nodes = 0;

	memset(s, 0, sizeof(*s));
	snprintf(s->path, sizeof(s->path), "%s", name);
	if ((rc = gp_jr_parse(&r, text, len, &root)) < 0)
		return rc;
	if ((rc = gp_jr_only_keys(&r, root, "", keys)) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "name", 1, s->name, sizeof(s->name))) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "full_name", 0, s->full_name, sizeof(s->full_name))) < 0 ||
	    (rc = gp_jr_arr(&r, root, "", "nodes", 1, &nodes)) < 0)
		goto out;
	if (cJSON_GetArraySize(nodes) < 1 || cJSON_GetArraySize(nodes) > GP_SYSTEM_NODE_KINDS_MAX) {
		rc = gp_jr_fail(&r, GP_EINVAL, "/nodes", "must list 1 to %d node kinds",
				GP_SYSTEM_NODE_KINDS_MAX);
		goto out;
	}
	cJSON_ArrayForEach(node, nodes) {
		snprintf(p, sizeof(p), "/nodes/%d", i);
		if ((rc = read_node(&r, node, p, &s->kind[i])) < 0)
			goto out;
		total_nodes += s->kind[i].count;
		i++;
	}
	s->nkinds = i;
	s->net_lambda = 1;
	if ((rc = gp_jr_obj(&r, root, "", "network", 0, &net)) < 0)
		goto out;
	if (rc == 0) {
		if ((rc = gp_jr_only_keys(&r, net, "/network", netkeys)) < 0 ||
		    (rc = gp_jr_str(&r, net, "/network", "kind", 1, s->network_kind,
				    sizeof(s->network_kind))) < 0 ||
		    (rc = gp_jr_num(&r, net, "/network", "latency_us", 1, 0, 1e6, &us)) < 0 ||
		    (rc = gp_jr_num(&r, net, "/network", "lambda", 1, 1e-6, 1, &s->net_lambda)) < 0)
			goto out;
		s->net_latency_s = us * 1e-6;
	} else if (total_nodes > 1) {
		rc = gp_jr_fail(&r, GP_EINVAL, "/network", "is required when the system has %d nodes",
				total_nodes);
		goto out;
	}
	if (total_nodes > 1) {
		for (int k = 0; k < s->nkinds; k++)
			if (s->kind[k].nics < 1) {
				snprintf(p, sizeof(p), "/nodes/%d/nic", k);
				rc = gp_jr_fail(&r, GP_EINVAL, p,
						"is required: the system has %d nodes and they talk over the network",
						total_nodes);
				goto out;
			}
	}
	if ((rc = gp_jr_obj(&r, root, "", "sources", 1, &sources)) < 0 ||
	    (rc = gp_jr_check_sources(&r, root, "", sources)) < 0)
		goto out;
	if (!s->full_name[0])
		snprintf(s->full_name, sizeof(s->full_name), "%s", s->name);
	rc = build(s, d);
out:
	cJSON_Delete(root);
	gp_jr_release(&r);
	return rc;
}

int gp_system_load(const char *path, struct gp_system *s, struct gp_diag *d)
{
	size_t len;
	char *text;
	int rc;
	memset(s, 0, sizeof(*s));
	text = gp_read_file(path, 4 << 20, &len, d);
	if (!text)
		return d ? -d->code : -GP_EIO;
	rc = gp_system_parse(text, len, path, s, d);
	free(text);
	return rc;
}

int gp_system_find(const char *name_or_path, struct gp_system *s, struct gp_diag *d)
{
	char path[GP_SEARCHPATH_LEN];
	memset(s, 0, sizeof(*s));
	if (gp_searchpath_find(GP_DATA_SYSTEMS, name_or_path, NULL, path, sizeof(path), "app.system",
			     d) < 0)
		return -GP_ENOTFOUND;
	return gp_system_load(path, s, d);
}

void gp_system_release(struct gp_system *s)
{
	if (!s)
		return;
	free(s->node_kind);
	free(s->node_first_gpu);
	free(s->link_base);
	free(s->gpu_node);
	free(s->gpu_local);
	free(s->links);
	s->node_kind = s->node_first_gpu = s->link_base = s->gpu_node = s->gpu_local = NULL;
	s->links = NULL;
	s->nlinks = 0;
}

const struct gp_sys_node *gp_system_gpu_kind(const struct gp_system *s, int g)
{
	return &s->kind[s->node_kind[s->gpu_node[g]]];
}

/* ==== Routing ==== */

/* Link indices inside a node, by the layout build() makes. */
static int l_pcie(const struct gp_system *s, int node, int local, int down)
{
	return s->link_base[node] + 2 * local + down;
}

static int l_uplink(const struct gp_system *s, int node, int sw, int down)
{
	const struct gp_sys_node *k = &s->kind[s->node_kind[node]];
	return s->link_base[node] + 2 * k->gpus + 2 * sw + down;
}

static int l_peer_base(const struct gp_system *s, int node)
{
	const struct gp_sys_node *k = &s->kind[s->node_kind[node]];
	return s->link_base[node] + 2 * k->gpus + 2 * k->nswitches;
}

static int l_nic(const struct gp_system *s, int node, int rx)
{
	const struct gp_sys_node *k = &s->kind[s->node_kind[node]];
	return s->link_base[node] + count_links(k) - 2 + rx;
}

static void push(struct gp_sys_path *p, int link)
{
	if (p->n >= GP_SYSTEM_PATH_MAX)
		GP_BUG("path too long");
	p->link[p->n++] = link;
}

static int check_ep(const struct gp_system *s, struct gp_sys_ep e, struct gp_diag *d)
{
	if (e.is_host ? (e.index < 0 || e.index >= s->nodes) : (e.index < 0 || e.index >= s->gpus)) {
		gp_error(d, GP_EINVAL, "%s %d does not exist in system '%s' (%d nodes, %d GPUs)",
			 e.is_host ? "host of node" : "GPU", e.index, s->name, s->nodes, s->gpus);
		gp_diag_hint(d, "GPUs are numbered 0..%d node by node", s->gpus - 1);
		return -GP_EINVAL;
	}
	return 0;
}

int gp_system_path(const struct gp_system *s, struct gp_sys_ep src, struct gp_sys_ep dst,
		   struct gp_sys_path *p, struct gp_diag *d)
{
	int rc;
	memset(p, 0, sizeof(*p));
	if ((rc = check_ep(s, src, d)) < 0 || (rc = check_ep(s, dst, d)) < 0)
		return rc;
	if (src.is_host && dst.is_host)
		return gp_error(d, GP_EINVAL, "a copy between host memories is not a GPU transfer");
	if (src.is_host || dst.is_host) {
		/* host <-> GPU: the GPU's PCIe link, then its switch's uplink (thesis eq. 5.5) */
		int gpu = src.is_host ? dst.index : src.index;
		int node = src.is_host ? src.index : dst.index;
		int down = src.is_host;
		const struct gp_sys_node *k = gp_system_gpu_kind(s, gpu);
		int local = s->gpu_local[gpu], sw = k->switch_of[local];
		if (s->gpu_node[gpu] != node) {
			gp_error(d, GP_EINVAL, "GPU %d is not in node %d: host copies stay inside a node",
				 gpu, node);
			gp_diag_hint(d, "copy to a GPU of the same node, then peer-to-peer");
			return -GP_EINVAL;
		}
		if (down && sw >= 0)
			push(p, l_uplink(s, node, sw, 1));
		push(p, l_pcie(s, node, local, down));
		if (!down && sw >= 0)
			push(p, l_uplink(s, node, sw, 0));
		p->latency_s = down ? k->htod.startup_s : k->dtoh.startup_s;
		return 0;
	}
	if (src.index == dst.index)
		return gp_error(d, GP_EINVAL, "a peer copy from GPU %d to itself", src.index);
	{
		int na = s->gpu_node[src.index], nb = s->gpu_node[dst.index];
		int la = s->gpu_local[src.index], lb = s->gpu_local[dst.index];
		const struct gp_sys_node *ka = &s->kind[s->node_kind[na]];
		if (na != nb) {
			/* GPUDirect RDMA: GPU -> its NIC (under its PCIe switch) -> network -> NIC -> GPU;
			 * the fabric between the NICs is taken as non-blocking (a fat tree). */
			push(p, l_pcie(s, na, la, 0));
			push(p, l_nic(s, na, 0));
			push(p, l_nic(s, nb, 1));
			push(p, l_pcie(s, nb, lb, 1));
			p->latency_s = s->net_latency_s;
			p->crosses_nodes = 1;
			return 0;
		}
		p->latency_s = ka->peer_latency_s;
		if (ka->peer_kind == GP_PEER_NVSWITCH) {
			push(p, l_peer_base(s, na) + 2 * la);
			push(p, l_peer_base(s, na) + 2 * lb + 1);
		} else if (ka->peer_kind == GP_PEER_NVLINK) {
			push(p, l_peer_base(s, na) + la * (ka->gpus - 1) + (lb < la ? lb : lb - 1));
		} else {
			/* PCIe peer copy: up the source's link; across the root complex when the two
			 * GPUs are not under the same switch; down the destination's link */
			int swa = ka->switch_of[la], swb = ka->switch_of[lb];
			push(p, l_pcie(s, na, la, 0));
			if (swa != swb || swa < 0) {
				if (swa >= 0)
					push(p, l_uplink(s, na, swa, 0));
				if (swb >= 0)
					push(p, l_uplink(s, na, swb, 1));
			}
			push(p, l_pcie(s, na, lb, 1));
		}
	}
	return 0;
}

/* ==== Concurrent copies: max-min fair sharing ==== */

struct flow_state {
	double remaining;
	double rate;          /* bytes/s */
	int active, done, frozen;
};

/*
 * Progressive filling (Bertsekas & Gallager, Data Networks, 6.5.2): raise all rates
 * together; the link whose capacity runs out first fixes the rate of its flows; repeat
 * with the rest. A flow's per-flow cap (one NIC port) acts as a private link.
 */
static void fair_rates(const struct gp_system *s, const struct gp_flow *f, struct flow_state *st,
		       int n, double *cap_left, int *count)
{
	for (int l = 0; l < s->nlinks; l++) {
		cap_left[l] = s->links[l].bw_gbps * s->links[l].lambda * 1e9;
		count[l] = 0;
	}
	for (int i = 0; i < n; i++) {
		st[i].frozen = !st[i].active || st[i].done;
		st[i].rate = 0;
		if (!st[i].frozen)
			for (int j = 0; j < f[i].path.n; j++)
				count[f[i].path.link[j]]++;
	}
	for (;;) {
		double best = INFINITY;
		int best_link = -1, best_flow = -1;
		for (int l = 0; l < s->nlinks; l++)
			if (count[l] > 0 && cap_left[l] / count[l] < best) {
				best = cap_left[l] / count[l];
				best_link = l;
				best_flow = -1;
			}
		for (int i = 0; i < n; i++) {
			if (st[i].frozen)
				continue;
			for (int j = 0; j < f[i].path.n; j++) {
				const struct gp_sys_link *L = &s->links[f[i].path.link[j]];
				double c = L->per_flow_gbps * L->lambda * 1e9;
				if (L->per_flow_gbps > 0 && c < best) {
					best = c;
					best_flow = i;
					best_link = -1;
				}
			}
		}
		if (best_link < 0 && best_flow < 0)
			break;
		for (int i = 0; i < n; i++) {
			int hit = 0;
			if (st[i].frozen)
				continue;
			if (best_flow == i)
				hit = 1;
			for (int j = 0; j < f[i].path.n && !hit; j++)
				if (f[i].path.link[j] == best_link)
					hit = 1;
			if (!hit)
				continue;
			st[i].rate = best;
			st[i].frozen = 1;
			for (int j = 0; j < f[i].path.n; j++) {
				cap_left[f[i].path.link[j]] -= best;
				count[f[i].path.link[j]]--;
			}
		}
	}
}

int gp_system_flows(const struct gp_system *s, struct gp_flow *f, int n, double *link_busy_s,
		    double *link_bytes, struct gp_diag *d)
{
	struct flow_state *st;
	double *cap_left, t = 0;
	int *count, left = 0, rc = 0;

	for (int i = 0; i < n; i++)
		if (!(f[i].bytes >= 0) || !isfinite(f[i].bytes) || !(f[i].release_s >= 0))
			return gp_error(d, GP_EINVAL, "copy %d: size %g bytes / issue time %g s is not valid",
					i, f[i].bytes, f[i].release_s);
	st = calloc((size_t)(n > 0 ? n : 1), sizeof(*st));
	cap_left = calloc((size_t)(s->nlinks > 0 ? s->nlinks : 1), sizeof(double));
	count = calloc((size_t)(s->nlinks > 0 ? s->nlinks : 1), sizeof(int));
	if (!st || !cap_left || !count) {
		rc = gp_error(d, GP_ENOMEM, "out of memory for %d copies", n);
		goto out;
	}
	for (int i = 0; i < n; i++) {
		st[i].remaining = f[i].bytes;
		f[i].min_rate_gbps = 0;
		if (f[i].bytes == 0 || f[i].path.n == 0) {
			/* no transfer is started for 0 bytes (thesis Table 5.1, first row) */
			st[i].done = 1;
			f[i].end_s = f[i].release_s + (f[i].bytes > 0 ? f[i].path.latency_s : 0);
		} else {
			left++;
		}
	}
	while (left > 0) {
		double next = INFINITY, dt;
		for (int i = 0; i < n; i++)
			if (!st[i].done && !st[i].active &&
			    f[i].release_s + f[i].path.latency_s <= t * (1 + 1e-15))
				st[i].active = 1;
		fair_rates(s, f, st, n, cap_left, count);
		for (int i = 0; i < n; i++) {
			if (st[i].done)
				continue;
			if (st[i].active) {
				double r = st[i].rate / 1e9;
				if (f[i].min_rate_gbps == 0 || r < f[i].min_rate_gbps)
					f[i].min_rate_gbps = r;
				if (st[i].rate > 0 && t + st[i].remaining / st[i].rate < next)
					next = t + st[i].remaining / st[i].rate;
			} else if (f[i].release_s + f[i].path.latency_s < next) {
				next = f[i].release_s + f[i].path.latency_s;
			}
		}
		if (!isfinite(next)) {
			rc = gp_error(d, GP_EINVAL, "a copy can make no progress (a link has no bandwidth)");
			goto out;
		}
		dt = next - t;
		if (link_busy_s || link_bytes) {
			for (int l = 0; l < s->nlinks; l++)
				count[l] = 0;
			for (int i = 0; i < n; i++)
				if (st[i].active && !st[i].done)
					for (int j = 0; j < f[i].path.n; j++) {
						count[f[i].path.link[j]] = 1;
						if (link_bytes)
							link_bytes[f[i].path.link[j]] += st[i].rate * dt;
					}
			if (link_busy_s)
				for (int l = 0; l < s->nlinks; l++)
					if (count[l])
						link_busy_s[l] += dt;
		}
		for (int i = 0; i < n; i++) {
			if (!st[i].active || st[i].done)
				continue;
			/* the copies whose end defined the event finish exactly then (subtracting
			 * could leave a residue below the time's resolution and never end); the
			 * others move rate x dt */
			if (t + st[i].remaining / st[i].rate <= next ||
			    st[i].remaining - st[i].rate * dt <= f[i].bytes * 1e-12) {
				st[i].remaining = 0;
				st[i].done = 1;
				f[i].end_s = next;
				left--;
			} else {
				st[i].remaining -= st[i].rate * dt;
			}
		}
		t = next;
	}
out:
	free(st);
	free(cap_left);
	free(count);
	return rc;
}
