/* trace_cli.c - 'extract --trace': a kernel descriptor from an Accel-Sim NVBit trace. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "util.h"
#include "trace_cli.h"

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && strcmp(s + n - m, suffix) == 0;
}

int gp_cli_trace_load(const char *trace, const char *func, const struct gp_device *dev,
		      struct gp_trace_kernel *t, struct gp_trace_list *l, struct gp_kernel *k,
		      struct gp_trace_stats *st)
{
	struct gp_diag d;
	const char *kpath = trace;
	gp_diag_clear(&d);
	memset(l, 0, sizeof(*l));
	memset(t, 0, sizeof(*t));
	if (ends_with(trace, ".g")) {
		int found = 0;
		if (gp_trace_list_load(trace, l, &d) < 0)
			return gp_cli_fail(&d);
		for (int i = 0; i < l->n && !found; i++) {
			struct gp_trace_kernel probe;
			if (l->cmds[i].kind != GP_TRACE_KERNEL)
				continue;
			if (!func) {
				kpath = l->cmds[i].path;
				found = 1;
				break;
			}
			if (gp_trace_kernel_load(l->cmds[i].path, &probe, &d) < 0) {
				gp_trace_list_release(l);
				return gp_cli_fail(&d);
			}
			if (strcmp(probe.name, func) == 0) {
				*t = probe;
				found = 2;
			} else {
				gp_trace_kernel_release(&probe);
			}
		}
		if (!found) {
			gp_diag_at(&d, trace, 0, 0);
			gp_error(&d, GP_ENOTFOUND, func ? "no kernel '%s' in the list" : "the list names "
				 "no kernel trace%s", func ? func : "");
			gp_diag_hint(&d, "kernelslist.g lines name kernel-N.traceg files");
			gp_trace_list_release(l);
			return gp_cli_fail(&d);
		}
		if (found == 1 && gp_trace_kernel_load(kpath, t, &d) < 0) {
			gp_trace_list_release(l);
			return gp_cli_fail(&d);
		}
	} else if (gp_trace_kernel_load(trace, t, &d) < 0) {
		return gp_cli_fail(&d);
	}
	if (dev && k) {
		if (gp_trace_to_kernel(t, dev, l->n ? l : NULL, k, st, &d) < 0) {
			gp_trace_kernel_release(t);
			gp_trace_list_release(l);
			return gp_cli_fail(&d);
		}
	}
	return GP_EXIT_OK;
}

int gp_extract_trace(const char *trace, const char *func, const char *device, const char *outp)
{
	struct gp_device dev;
	struct gp_trace_kernel t;
	struct gp_trace_list l;
	struct gp_trace_stats st;
	struct gp_kernel k;
	struct gp_diag d;
	int rc;

	if ((rc = gp_cli_load_device(device, &dev)) != 0)
		return rc;
	gp_kernel_init(&k);
	if ((rc = gp_cli_trace_load(trace, func, &dev, &t, &l, &k, &st)) != 0) {
		gp_kernel_release(&k);
		return rc;
	}
	gp_diag_clear(&d);
	if (gp_output_check(outp, (const char *[]){ trace, dev.path, t.path }, 3, &d) < 0 ||
	    gp_kernel_save(&k, outp ? outp : "-", &d) < 0) {
		rc = gp_cli_fail(&d);
	} else {
		fprintf(stderr, "gpuperf extract: %s (trace, %s): %.0f warp instructions in %.0f warps "
			"(%.4g per warp), %.3g sectors per global request, footprint %.0f bytes, "
			"latency bound %.0f cycles%s%s\n", k.name, k.arch[0] ? k.arch : "sm_?",
			st.warp_insts, st.warps, st.warp_insts / st.warps, st.sectors_per_request,
			st.footprint_bytes, st.latency_bound_cycles, outp ? " -> " : "",
			outp ? outp : "");
	}
	gp_kernel_release(&k);
	gp_trace_kernel_release(&t);
	gp_trace_list_release(&l);
	return rc;
}
