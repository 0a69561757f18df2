/* transfer.c - host<->device copy time, T = t_s + n / (bw * lambda) (thesis eq. 5.5). */
#include <math.h>
#include <string.h>

#include "gpuperf/transfer.h"
#include "util.h"

int gp_link_bandwidth_gbps(const struct gp_link *link, double *out, struct gp_diag *d)
{
	double bw = link->bw_gbps;

	/* The thesis reads bw off Table 4.3 by generation and lanes (5.4.2, nvidia-smi);
	 * a link that states its own figure (NVLink-C2C, an integrated GPU, measured) wins. */
	if (!(bw > 0) && strcmp(link->kind, "pcie") == 0)
		bw = gp_pcie_bw_gbps(link->generation, link->lanes);
	if (!(bw > 0) || !isfinite(bw)) {
		gp_diag_field(d, "/link/bw_gbps");
		gp_error(d, GP_EINVAL, "link bandwidth is %g GB/s (kind '%s', generation %d, x%d)",
			 bw, link->kind, link->generation, link->lanes);
		gp_diag_hint(d, "give /link/bw_gbps > 0, or a PCIe generation 1-6 and lanes 1-16");
		return -GP_EINVAL;
	}
	*out = bw;
	return 0;
}

int gp_transfer_time(const struct gp_link *link, enum gp_xfer_dir dir, enum gp_host_mem mem,
		     double bytes, struct gp_transfer *out, struct gp_diag *d)
{
	const struct gp_link_dir *ld;
	const char *dname = gp_xfer_dir_name(dir);
	double bw;
	int rc;

	memset(out, 0, sizeof(*out));
	if (!isfinite(bytes) || bytes < 0) {
		gp_diag_field(d, "bytes");
		gp_error(d, GP_EINVAL, "transfer size must be a finite number >= 0, got %.17g", bytes);
		gp_diag_hint(d, "sizes are in bytes, e.g. 1048576 or 1M");
		return -GP_EINVAL;
	}
	if (bytes > GP_TRANSFER_MAX_BYTES) {
		gp_diag_field(d, "bytes");
		gp_error(d, GP_ERANGE, "transfer size %g B is above the %g B limit", bytes,
			 GP_TRANSFER_MAX_BYTES);
		gp_diag_hint(d, "split the copy; no device holds more than a few hundred GB");
		return -GP_ERANGE;
	}
	if ((rc = gp_link_bandwidth_gbps(link, &bw, d)) < 0)
		return rc;

	if (mem == GP_HOST_PAGEABLE && link->has_pageable) {
		ld = dir == GP_XFER_HTOD ? &link->htod_pageable : &link->dtoh_pageable;
		out->used_pageable = 1;
	} else {
		ld = dir == GP_XFER_HTOD ? &link->htod : &link->dtoh;
	}
	if (!(ld->lambda > 0) || !isfinite(ld->lambda)) {
		gp_diag_field(d, "/link/%s%s/lambda", out->used_pageable ? "pageable/" : "", dname);
		gp_error(d, GP_EINVAL, "lambda must be > 0, got %g", ld->lambda);
		gp_diag_hint(d, "lambda is the measured share of the link bandwidth (thesis eq. 5.5), "
				"e.g. 0.689");
		return -GP_EINVAL;
	}
	if (!(ld->startup_s >= 0) || !isfinite(ld->startup_s)) {
		gp_diag_field(d, "/link/%s%s/startup_us", out->used_pageable ? "pageable/" : "",
			      dname);
		gp_error(d, GP_EINVAL, "startup time must be >= 0, got %g s", ld->startup_s);
		gp_diag_hint(d, "startup is the time of a tiny copy (thesis Table 5.1), a few us");
		return -GP_EINVAL;
	}

	out->bytes = bytes;
	out->startup_s = ld->startup_s;
	out->lambda = ld->lambda;
	out->link_bw_gbps = bw;
	if (bytes == 0)
		return 0;   /* Table 5.1: a 0-byte cudaMemcpy starts no transfer */
	/* thesis eq. 5.5 (5.6/5.7 for the GTX 970 testbed) */
	out->time_s = ld->startup_s + bytes / (bw * 1e9 * ld->lambda);
	out->bandwidth_gbps = bytes / out->time_s / 1e9;
	return 0;
}

int gp_transfer_fit_startup(const double *bytes, const double *time_s, int n, double max_bytes,
			    double *startup_s, struct gp_diag *d)
{
	double sum = 0;
	int used = 0;

	for (int i = 0; i < n; i++) {
		if (!(time_s[i] >= 0) || !isfinite(time_s[i])) {
			gp_diag_field(d, "row %d", i + 1);
			return gp_error(d, GP_EINVAL, "measured time must be >= 0, got %g", time_s[i]);
		}
		if (bytes[i] > 0 && bytes[i] <= max_bytes) {
			sum += time_s[i];
			used++;
		}
	}
	if (used == 0) {
		gp_error(d, GP_EINVAL, "no copy between 1 and %g bytes to average", max_bytes);
		gp_diag_hint(d, "startup is fitted from copies of a few bytes (thesis Table 5.1)");
		return -GP_EINVAL;
	}
	*startup_s = sum / used;
	return 0;
}

int gp_transfer_fit_lambda(double bytes, double time_s, double startup_s, double bw_gbps,
			   double *lambda, struct gp_diag *d)
{
	if (!(bytes > 0) || !(bw_gbps > 0) || !(startup_s >= 0) || !isfinite(time_s))
		return gp_error(d, GP_EINVAL,
				"lambda fit needs bytes > 0, bw > 0, startup >= 0 (got %g, %g, %g)",
				bytes, bw_gbps, startup_s);
	if (!(time_s > startup_s)) {
		gp_error(d, GP_EINVAL, "measured time %g s does not exceed the startup %g s",
			 time_s, startup_s);
		gp_diag_hint(d, "fit lambda on a large copy (MBs), where bandwidth dominates");
		return -GP_EINVAL;
	}
	/* eq. 4.4 on eq. 5.5: estimated transfer part at lambda = 1 over the measured one */
	*lambda = (bytes / (bw_gbps * 1e9)) / (time_s - startup_s);
	return 0;
}

int gp_xfer_dir_parse(const char *s, enum gp_xfer_dir *out, struct gp_diag *d)
{
	if (!strcmp(s, "htod") || !strcmp(s, "h2d")) {
		*out = GP_XFER_HTOD;
		return 0;
	}
	if (!strcmp(s, "dtoh") || !strcmp(s, "d2h")) {
		*out = GP_XFER_DTOH;
		return 0;
	}
	gp_diag_field(d, "transfer.dir");
	gp_error(d, GP_EUSAGE, "unknown direction '%s'", s);
	gp_diag_hint(d, "use htod (host to device) or dtoh (device to host)");
	return -GP_EUSAGE;
}

const char *gp_xfer_dir_name(enum gp_xfer_dir dir)
{
	return dir == GP_XFER_HTOD ? "htod" : "dtoh";
}

int gp_host_mem_parse(const char *s, enum gp_host_mem *out, struct gp_diag *d)
{
	if (!strcmp(s, "pinned")) {
		*out = GP_HOST_PINNED;
		return 0;
	}
	if (!strcmp(s, "pageable")) {
		*out = GP_HOST_PAGEABLE;
		return 0;
	}
	gp_diag_field(d, "transfer.host");
	gp_error(d, GP_EUSAGE, "unknown host memory kind '%s'", s);
	gp_diag_hint(d, "use pinned (cudaMallocHost) or pageable (malloc/new)");
	return -GP_EUSAGE;
}

const char *gp_host_mem_name(enum gp_host_mem mem)
{
	return mem == GP_HOST_PINNED ? "pinned" : "pageable";
}

int gp_transfer_parse_bytes(const char *s, double *out)
{
	char buf[64];
	size_t n = strlen(s);
	double mult = 1;

	if (n == 0 || n >= sizeof(buf))
		return -GP_EPARSE;
	memcpy(buf, s, n + 1);
	if (n > 3 && !strcmp(buf + n - 2, "iB"))
		buf[(n -= 2)] = '\0';
	switch (buf[n - 1]) {
	case 'k': case 'K': mult = 1024; break;
	case 'm': case 'M': mult = 1024.0 * 1024; break;
	case 'g': case 'G': mult = 1024.0 * 1024 * 1024; break;
	case 't': case 'T': mult = 1024.0 * 1024 * 1024 * 1024; break;
	case 'p': case 'P': mult = 1024.0 * 1024 * 1024 * 1024 * 1024; break;
	default: break;
	}
	if (mult != 1) {
		if (n < 2)
			return -GP_EPARSE;
		buf[n - 1] = '\0';
	}
	if (gp_parse_double(buf, out) < 0)
		return -GP_EPARSE;
	*out *= mult;
	/* bytes come whole: 1.5K is 1536, 0.5 is no size at all */
	if (!isfinite(*out) || *out != floor(*out))
		return -GP_EPARSE;
	return 0;
}
