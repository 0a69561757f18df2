/* system.h - multi-GPU systems: nodes of devices with their host, PCIe switches, GPU
 * interconnect and node network, loaded from devices/systems/NAME.json, and concurrent copies
 * over them (max-min fair sharing of the links). */
#ifndef GPUPERF_SYSTEM_H
#define GPUPERF_SYSTEM_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"

#define GP_SYSTEM_NODE_KINDS_MAX 8      /* distinct node descriptions */
#define GP_SYSTEM_GPUS_PER_NODE_MAX 64
#define GP_SYSTEM_SWITCHES_MAX 32       /* PCIe switches per node */
#define GP_SYSTEM_GPUS_MAX 4096         /* GPUs in the whole system */
#define GP_SYSTEM_PATH_MAX 8            /* links on one path */

/* How the GPUs of a node reach each other. */
enum gp_peer_kind {
	GP_PEER_PCIE,      /* through the PCIe switches / root complex */
	GP_PEER_NVLINK,    /* direct NVLink between every pair (bw_gbps per pair) */
	GP_PEER_NVSWITCH,  /* NVSwitch crossbar (bw_gbps per GPU, to any peer) */
};

/* One kind of node, repeated count times. Bandwidths are per direction, GB/s (1e9 B/s). */
struct gp_sys_node {
	char name[64];
	char device[128];            /* device name or path (gp_device_find) */
	int count;                   /* identical nodes */
	int gpus;                    /* devices per node */
	char host_cpu[128];
	double host_mem_bytes;
	/* PCIe: each GPU's link, and the switches GPUs share towards the host; or, with
	 * host_c2c, each GPU's NVLink-C2C link to its own CPU (Grace Hopper: no switches,
	 * generation and lanes 0, pcie_bw_gbps the C2C bandwidth per direction) */
	int host_c2c;
	int pcie_generation, pcie_lanes;
	double pcie_bw_gbps;
	struct gp_link_dir htod, dtoh;      /* eq. 5.5 startup and lambda per direction */
	int nswitches;
	double switch_uplink_gbps[GP_SYSTEM_SWITCHES_MAX];
	int switch_of[GP_SYSTEM_GPUS_PER_NODE_MAX];   /* -1: straight to the root complex */
	/* GPU to GPU inside the node */
	enum gp_peer_kind peer_kind;
	double peer_bw_gbps, peer_latency_s, peer_lambda;
	/* network adapters (0 when the node is alone) */
	int nics;
	double nic_bw_gbps;          /* per port */
};

/* Directed link kinds (each physical link is two of these, one per direction). */
enum gp_sys_link_kind {
	GP_LINK_PCIE,       /* a GPU's own PCIe link */
	GP_LINK_UPLINK,     /* a PCIe switch's upstream link to the host */
	GP_LINK_PEER,       /* NVLink / NVSwitch port */
	GP_LINK_NIC,        /* a node's network adapters, aggregated */
};

struct gp_sys_link {
	char name[64];              /* "n0/gpu3/pcie/up": stable, used as output keys */
	enum gp_sys_link_kind kind;
	int node;
	double bw_gbps;             /* capacity in this direction */
	double lambda;              /* achievable fraction (thesis eq. 5.5's lambda) */
	double per_flow_gbps;       /* most one flow can use (one NIC port); 0: no cap */
};

struct gp_system {
	char name[128];
	char full_name[256];
	char path[512];
	int nkinds;
	struct gp_sys_node kind[GP_SYSTEM_NODE_KINDS_MAX];
	char network_kind[64];
	double net_latency_s, net_lambda;
	/* derived at load: node and GPU numbering (node-major), the directed links */
	int nodes, gpus;
	int *node_kind;             /* [nodes] */
	int *node_first_gpu;        /* [nodes] */
	int *gpu_node;              /* [gpus] */
	int *gpu_local;             /* [gpus] index inside its node */
	int nlinks;
	struct gp_sys_link *links;
	int *link_base;             /* [nodes]: first link of each node */
};

/* An endpoint: a GPU (global index) or a node's host memory. */
struct gp_sys_ep {
	int is_host;
	int index;                  /* GPU index, or node index for a host */
};

/* The links a copy crosses and its startup (alpha). */
struct gp_sys_path {
	int n;
	int link[GP_SYSTEM_PATH_MAX];
	double latency_s;
	int crosses_nodes;
};

/*
 * Load and validate a system file (devices/systems/README.md). Errors name the
 * file and JSON path: unknown keys, missing or out-of-range figures, a GPU in
 * two switches, a switch GPU index out of range, more than one node without a
 * network, figures without a "sources" entry. The device files are not opened
 * (gp_system_device() does that). Returns 0, or negative with d filled; release
 * with gp_system_release() in both cases.
 */
int gp_system_load(const char *path, struct gp_system *s, struct gp_diag *d);
int gp_system_parse(const char *text, size_t len, const char *name, struct gp_system *s,
		    struct gp_diag *d);
/* Resolve a path or a name under $GPUPERF_SYSTEMS, devices/systems, the install dir. */
int gp_system_find(const char *name_or_path, struct gp_system *s, struct gp_diag *d);
/* Free what s owns; s may then be loaded again. Safe on a zeroed or failed s. */
void gp_system_release(struct gp_system *s);

/* The node kind of GPU g. */
const struct gp_sys_node *gp_system_gpu_kind(const struct gp_system *s, int g);

/*
 * The links a copy from src to dst crosses (host<->GPU within a node, GPU<->GPU
 * anywhere) and its startup: host copies use eq. 5.5's t_s of the direction,
 * peer copies the node's peer latency, copies between nodes the network's.
 * Host copies to another node's GPU and a GPU to itself are -GP_EINVAL.
 */
int gp_system_path(const struct gp_system *s, struct gp_sys_ep src, struct gp_sys_ep dst,
		   struct gp_sys_path *p, struct gp_diag *d);

/* One copy among concurrent ones. */
struct gp_flow {
	struct gp_sys_path path;    /* in */
	double bytes;               /* in, >= 0 */
	double release_s;           /* in: when it is issued; data moves after the path's latency */
	double end_s;               /* out: when the last byte arrives (release_s for 0 bytes) */
	double min_rate_gbps;       /* out: the lowest rate it ran at */
};

/*
 * Run n concurrent copies to completion. At every moment the active copies
 * share each link max-min fairly (progressive filling: the most contended link
 * fixes the rate of the copies crossing it, and so on), a link offering
 * bw_gbps x lambda; rates are recomputed whenever a copy starts or ends.
 * A lone copy therefore takes latency + bytes / (bw x lambda) (thesis eq. 5.5).
 * link_busy_s (s->nlinks entries, may be NULL) accumulates the time each link
 * carries data, link_bytes (may be NULL) the bytes it carries.
 * Returns 0, -GP_EINVAL for a negative size, -GP_ENOMEM.
 */
int gp_system_flows(const struct gp_system *s, struct gp_flow *f, int n, double *link_busy_s,
		    double *link_bytes, struct gp_diag *d);

#endif
