/* appmulti.h - what application models need from a multi-GPU system: data-parallel host copies,
 * peer copies, managed-memory oversubscription, per-GPU/per-link accounting. */
#ifndef GPUPERF_APPMULTI_H
#define GPUPERF_APPMULTI_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/system.h"

/*
 * bytes split evenly over GPUs 0..gpus-1, each part copied between a GPU and its
 * node's host at the same time (cudaMemcpyAsync per device): the copies share
 * PCIe switch uplinks max-min fairly (gp_system_flows), so *time_s is the last
 * one's end. A lone copy is thesis eq. 5.5. link_busy_s (s->nlinks, may be
 * NULL) accumulates each link's busy time. Errors: gpus outside 1..s->gpus,
 * a bad size.
 */
int gp_appmulti_host_copy(const struct gp_system *s, int htod, double bytes, int gpus,
			  double *link_busy_s, double *time_s, struct gp_diag *d);

/* One GPU-to-GPU copy (cudaMemcpyPeer) over the system's path between them. */
int gp_appmulti_p2p(const struct gp_system *s, int src, int dst, double bytes,
		    double *link_busy_s, double *time_s, struct gp_diag *d);

/*
 * Managed buffers a kernel sweeps (bytes[i], n of them) on a device that can
 * hold capacity_bytes of them, priced by the Unified Memory model (seed 001,
 * UVMSmart: far faults, the driver's tree-based prefetcher, LRU eviction with
 * write-back when the buffers exceed capacity), sequential access. *time_s is
 * the kernel's completion including kernel_s of its own work; *oversub_bytes
 * how far the buffers exceed capacity (0 when they fit) and *oversub_s what
 * that costs: the same run with unlimited device memory is that much faster.
 * Errors from the UVM model.
 */
int gp_appmulti_managed(const struct gp_device *dev, double capacity_bytes, const double *bytes,
			int n, double kernel_s, double *time_s, double *oversub_bytes,
			double *oversub_s, struct gp_diag *d);

#endif
