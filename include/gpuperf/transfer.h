/* transfer.h - host<->device copies over PCIe / NVLink-C2C (thesis 4.5, 5.4.2, eq. 5.5). */
#ifndef GPUPERF_TRANSFER_H
#define GPUPERF_TRANSFER_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"

enum gp_xfer_dir { GP_XFER_HTOD, GP_XFER_DTOH };

/* Host buffer kind: pinned (page-locked) or pageable (plain malloc/new). */
enum gp_host_mem { GP_HOST_PINNED, GP_HOST_PAGEABLE };

/* Largest transfer accepted: 1 PiB, far above any device memory (guards overflow). */
#define GP_TRANSFER_MAX_BYTES 1125899906842624.0

/* One priced copy. */
struct gp_transfer {
	double bytes;
	double time_s;            /* eq. 5.5: startup_s + bytes / (link_bw_gbps * 1e9 * lambda) */
	double bandwidth_gbps;    /* effective bytes / time_s / 1e9 (0 for 0 bytes) */
	double startup_s;         /* t_s of the direction */
	double lambda;            /* bus utilisation of the direction */
	double link_bw_gbps;      /* bw of eq. 5.5 (Table 4.3 or the link's own figure) */
	int used_pageable;        /* 1 when the link's pageable figures were used */
};

/*
 * Per-direction bandwidth of a link, GB/s (1e9 bytes/s): the link's bw_gbps
 * when given, else Table 4.3 for its PCIe generation and lanes. Returns 0
 * and fills *out, or -GP_EINVAL when the link has no usable bandwidth.
 */
int gp_link_bandwidth_gbps(const struct gp_link *link, double *out, struct gp_diag *d);

/*
 * Price one copy of bytes (>= 0) in direction dir (thesis eq. 5.5). mem selects
 * the link's pageable figures when the link has them (otherwise the main
 * figures are used and used_pageable stays 0). A copy of 0 bytes costs 0: the
 * runtime does not start a transfer (thesis Table 5.1, first row). Errors
 * (-GP_EINVAL): negative or non-finite size, zero bandwidth, lambda <= 0,
 * negative startup.
 */
int gp_transfer_time(const struct gp_link *link, enum gp_xfer_dir dir, enum gp_host_mem mem,
		     double bytes, struct gp_transfer *out, struct gp_diag *d);

/*
 * Startup time from measured small copies (thesis 5.4.2): the mean time of
 * the copies with 0 < bytes <= max_bytes (0-byte copies are skipped: the
 * runtime does no transfer for them). Returns 0 with *startup_s set, or
 * -GP_EINVAL when no row qualifies or a time is negative.
 */
int gp_transfer_fit_startup(const double *bytes, const double *time_s, int n, double max_bytes,
			    double *startup_s, struct gp_diag *d);

/*
 * Lambda from one measured large copy (thesis eq. 4.4 applied to eq. 5.5):
 * lambda = (bytes / bw) / (time_s - startup_s). -GP_EINVAL when the measured
 * time does not exceed the startup or an input is not positive.
 */
int gp_transfer_fit_lambda(double bytes, double time_s, double startup_s, double bw_gbps,
			   double *lambda, struct gp_diag *d);

/* "htod"/"dtoh" (also "h2d"/"d2h"). -GP_EUSAGE with a hint otherwise. */
int gp_xfer_dir_parse(const char *s, enum gp_xfer_dir *out, struct gp_diag *d);
const char *gp_xfer_dir_name(enum gp_xfer_dir dir);
/* "pinned"/"pageable". -GP_EUSAGE otherwise. */
int gp_host_mem_parse(const char *s, enum gp_host_mem *out, struct gp_diag *d);
const char *gp_host_mem_name(enum gp_host_mem mem);

/* A byte count: a number (sign allowed, checked by the caller) with an optional binary
 * suffix K, M, G, T, P (also KiB, MiB, ...) that comes to a whole number of bytes ("1.5K"
 * is 1536; "0.5" is refused): the one parser of byte counts on command lines. 0 or
 * -GP_EPARSE. */
int gp_transfer_parse_bytes(const char *s, double *out);

#endif
