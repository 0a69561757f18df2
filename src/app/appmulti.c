/* appmulti.c - multi-GPU pieces of application models: split host copies and peer copies over a
 * system's links, managed-memory oversubscription through the UVM model. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/appmulti.h"
#include "gpuperf/uvm.h"
#include "gpuperf/uvm_model.h"

static int run_flows(const struct gp_system *s, struct gp_flow *f, int n, double *busy,
		     double *time_s, struct gp_diag *d)
{
	int rc = gp_system_flows(s, f, n, busy, NULL, d);
	*time_s = 0;
	if (rc < 0)
		return rc;
	for (int i = 0; i < n; i++)
		if (f[i].end_s > *time_s)
			*time_s = f[i].end_s;
	return 0;
}

int gp_appmulti_host_copy(const struct gp_system *s, int htod, double bytes, int gpus,
			  double *link_busy_s, double *time_s, struct gp_diag *d)
{
	struct gp_flow *f;
	int rc = 0;
	*time_s = 0;
	if (gpus < 1 || gpus > s->gpus) {
		gp_error(d, GP_EINVAL, "a copy split over %d GPUs, system '%s' has %d", gpus, s->name,
			 s->gpus);
		gp_diag_hint(d, "use 1..%d GPUs", s->gpus);
		return -GP_EINVAL;
	}
	if (!(bytes >= 0) || !isfinite(bytes))
		return gp_error(d, GP_EINVAL, "transfer size %g bytes is not a size", bytes);
	f = calloc((size_t)gpus, sizeof(*f));
	if (!f)
		return gp_error(d, GP_ENOMEM, "out of memory");
	for (int g = 0; g < gpus && rc == 0; g++) {
		struct gp_sys_ep h = { 1, s->gpu_node[g] }, dv = { 0, g };
		rc = htod ? gp_system_path(s, h, dv, &f[g].path, d) : gp_system_path(s, dv, h, &f[g].path, d);
		f[g].bytes = bytes / gpus;
	}
	if (rc == 0)
		rc = run_flows(s, f, gpus, link_busy_s, time_s, d);
	free(f);
	return rc;
}

int gp_appmulti_p2p(const struct gp_system *s, int src, int dst, double bytes,
		    double *link_busy_s, double *time_s, struct gp_diag *d)
{
	struct gp_flow f;
	struct gp_sys_ep a = { 0, src }, b = { 0, dst };
	int rc;
	memset(&f, 0, sizeof(f));
	*time_s = 0;
	if ((rc = gp_system_path(s, a, b, &f.path, d)) < 0)
		return rc;
	f.bytes = bytes;
	return run_flows(s, &f, 1, link_busy_s, time_s, d);
}

int gp_appmulti_managed(const struct gp_device *dev, double capacity_bytes, const double *bytes,
			int n, double kernel_s, double *time_s, double *oversub_bytes,
			double *oversub_s, struct gp_diag *d)
{
	struct gp_uvm_config c;
	struct gp_uvm_workload w;
	struct gp_uvm_result r, unlimited;
	double total = 0;
	int rc;

	*time_s = kernel_s;
	*oversub_bytes = *oversub_s = 0;
	if (n > GP_UVM_ARRAYS_MAX)
		return gp_error(d, GP_ELIMIT, "a kernel touching %d managed buffers (at most %d)", n,
				GP_UVM_ARRAYS_MAX);
	memset(&w, 0, sizeof(w));
	for (int i = 0; i < n; i++) {
		if (bytes[i] <= 0)
			continue;
		w.arrays[w.n_arrays].bytes = bytes[i];
		w.arrays[w.n_arrays].pattern.kind = GP_UVM_SEQUENTIAL;
		w.arrays[w.n_arrays].elem_bytes = 4;
		w.n_arrays++;
		total += bytes[i];
	}
	if (w.n_arrays == 0)
		return 0;
	/* the driver's prefetcher (UVMSmart B.3.3), as 'gpuperf uvm' assumes by default */
	if ((rc = gp_uvm_config_init(&c, dev, GP_UVM_PF_TBNP, d)) < 0)
		return rc;
	w.passes = 1;
	w.kernel_s = kernel_s;
	c.capacity_bytes = 0;     /* unlimited: the reference without oversubscription */
	if ((rc = gp_uvm_config_check(&c, d)) < 0 || (rc = gp_uvm_model_run(&c, &w, &unlimited, d)) < 0)
		return rc;
	*time_s = unlimited.time_s;
	if (total <= capacity_bytes)
		return 0;
	/* what the explicit allocations leave (at least a page) */
	c.capacity_bytes = capacity_bytes > c.page_bytes ? capacity_bytes : c.page_bytes;
	if ((rc = gp_uvm_config_check(&c, d)) < 0 || (rc = gp_uvm_model_run(&c, &w, &r, d)) < 0)
		return rc;
	*time_s = r.time_s;
	*oversub_bytes = total - c.capacity_bytes;
	*oversub_s = r.time_s - unlimited.time_s;
	return 0;
}
