/* uvm_model.c - analytical Unified Memory cost: a kernel's page-touch stream run through the
 * migration planner, with the kernel's work pipelined behind the migrations. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/transfer.h"
#include "gpuperf/uvm.h"
#include "gpuperf/uvm_model.h"
#include "util.h"

int gp_uvm_pattern_parse(const char *s, struct gp_uvm_pattern *out, struct gp_diag *d)
{
	memset(out, 0, sizeof(*out));
	if (!strcmp(s, "sequential")) {
		out->kind = GP_UVM_SEQUENTIAL;
		return 0;
	}
	if (!strcmp(s, "random")) {
		out->kind = GP_UVM_RANDOM;
		return 0;
	}
	if (!strncmp(s, "strided:", 8)) {
		double v;
		if (gp_transfer_parse_bytes(s + 8, &v) < 0 || !(v > 0) || !isfinite(v)) {
			gp_diag_field(d, "uvm.pattern");
			gp_error(d, GP_EUSAGE, "stride in '%s' must be a size > 0", s);
			gp_diag_hint(d, "strided:S takes bytes between accesses, e.g. strided:4096 or "
					"strided:64K");
			return -GP_EUSAGE;
		}
		out->kind = GP_UVM_STRIDED;
		out->stride_bytes = v;
		return 0;
	}
	gp_diag_field(d, "uvm.pattern");
	gp_error(d, GP_EUSAGE, "unknown access pattern '%s'", s);
	gp_diag_hint(d, "use sequential, strided:S (bytes) or random");
	return -GP_EUSAGE;
}

/* One array's page-touch stream. */
struct stream {
	const struct gp_uvm_array *a;
	uint64_t first_page, n_pages;   /* pages the user's bytes span */
	uint64_t n;                     /* touches */
	uint64_t i;                     /* next touch */
	double threads_per_touch;       /* thread accesses one touch stands for */
	uint64_t rng;
	uint64_t last_page;
};

/* A non-zero xorshift state per (seed, array). */
static uint64_t mix_seed(uint64_t seed, uint64_t i)
{
	uint64_t x = (seed + 1) * 0x9e3779b97f4a7c15ULL ^ (i + 1) * 0xbf58476d1ce4e5b9ULL;
	x ^= x >> 31;
	return x ? x : 1;
}

static uint64_t xorshift(uint64_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x;
}

/* Touch count and thread accesses per touch of one pass over array a. */
static void stream_shape(struct stream *st, double page_bytes)
{
	const struct gp_uvm_array *a = st->a;
	double elem = a->elem_bytes > 0 ? a->elem_bytes : 4;

	switch (a->pattern.kind) {
	case GP_UVM_SEQUENTIAL:
		st->n = st->n_pages;
		st->threads_per_touch = page_bytes / elem;
		break;
	case GP_UVM_STRIDED:
		if (a->pattern.stride_bytes >= page_bytes) {
			st->n = (uint64_t)ceil(a->bytes / a->pattern.stride_bytes);
			st->threads_per_touch = 1;
		} else {
			/* every page is touched, page/stride accesses each */
			st->n = st->n_pages;
			st->threads_per_touch = page_bytes / a->pattern.stride_bytes;
		}
		break;
	case GP_UVM_RANDOM:
		st->n = (uint64_t)ceil(a->bytes / elem);
		st->threads_per_touch = 1;
		break;
	}
}

static uint64_t stream_next(struct stream *st, double page_bytes)
{
	const struct gp_uvm_array *a = st->a;
	uint64_t k = st->i++ % st->n, off;

	switch (a->pattern.kind) {
	case GP_UVM_SEQUENTIAL:
		off = k;
		break;
	case GP_UVM_STRIDED:
		if (a->pattern.stride_bytes >= page_bytes)
			off = (uint64_t)floor((double)k * a->pattern.stride_bytes / page_bytes);
		else
			off = k;
		break;
	default:
		off = xorshift(&st->rng) % st->n_pages;
		break;
	}
	return st->first_page + off;
}

int gp_uvm_model_run(const struct gp_uvm_config *c, const struct gp_uvm_workload *w,
		     struct gp_uvm_result *r, struct gp_diag *d)
{
	struct gp_uvm_space *s = NULL;
	struct stream st[GP_UVM_ARRAYS_MAX];
	double *ring = NULL, total_touches = 0, per_touch_s, t0 = 0, prog, window = 0;
	uint64_t ring_n = 0;
	int rc = 0;

	memset(r, 0, sizeof(*r));
	if (w->n_arrays < 1 || w->n_arrays > GP_UVM_ARRAYS_MAX) {
		gp_diag_field(d, "arrays");
		return gp_error(d, GP_EINVAL, "need 1 to %d managed arrays, got %d",
				GP_UVM_ARRAYS_MAX, w->n_arrays);
	}
	if (w->passes < 1) {
		gp_diag_field(d, "uvm.passes");
		return gp_error(d, GP_EINVAL, "passes must be >= 1, got %d", w->passes);
	}
	if (!(w->kernel_s >= 0) || !isfinite(w->kernel_s) || !(w->resident_threads >= 0)) {
		gp_diag_field(d, "kernel");
		return gp_error(d, GP_EINVAL, "kernel time and resident threads must be >= 0");
	}
	if (!(s = gp_uvm_space_new(c, d)))
		return -(d ? d->code : GP_EINVAL);

	/* The touches first, from the arrays' sizes alone: the page state of a space is 9 bytes
	 * a page (1 TiB: 2.4 GB), so a workload over the bound is refused before any is made.
	 * An array whose size or element the space would refuse counts none here and is
	 * reported by the allocation below. */
	for (int i = 0; i < w->n_arrays; i++) {
		const struct gp_uvm_array *a = &w->arrays[i];
		memset(&st[i], 0, sizeof(st[i]));
		st[i].a = a;
		if (!(a->bytes > 0 && a->bytes <= GP_UVM_MAX_BYTES) || !(a->elem_bytes >= 0) ||
		    a->elem_bytes > a->bytes)
			continue;
		st[i].n_pages = (uint64_t)ceil(a->bytes / c->page_bytes);
		st[i].rng = mix_seed(w->seed, (uint64_t)i);
		stream_shape(&st[i], c->page_bytes);
		total_touches += (double)st[i].n * w->passes;
		if (w->resident_threads > 0)
			window += w->resident_threads / st[i].threads_per_touch / w->n_arrays;
	}
	for (int i = 0; i < w->n_arrays; i++) {
		const struct gp_uvm_array *a = &w->arrays[i];
		uint64_t np;
		if (total_touches > GP_UVM_MODEL_MAX_TOUCHES)
			break;
		if ((rc = gp_uvm_space_alloc(s, a->bytes, &st[i].first_page, &np, d)) < 0) {
			if (d)
				gp_diag_field(d, "arrays[%d].bytes", i);
			goto out;
		}
		if (!(a->elem_bytes >= 0) || a->elem_bytes > a->bytes) {
			gp_diag_field(d, "arrays[%d].elem_bytes", i);
			rc = gp_error(d, GP_EINVAL, "element size %g B must be in [1, array size]",
				      a->elem_bytes);
			goto out;
		}
	}
	if (total_touches > GP_UVM_MODEL_MAX_TOUCHES) {
		gp_diag_field(d, "workload");
		rc = gp_error(d, GP_ELIMIT, "%.0f page touches exceed the model's limit of %.0f",
			      total_touches, GP_UVM_MODEL_MAX_TOUCHES);
		gp_diag_hint(d, "use a larger element or stride, fewer passes, or a smaller array");
		goto out;
	}

	/* cudaMemPrefetchAsync on the kernel's stream: the kernel starts when it is done */
	if (w->prefetch_all) {
		for (int i = 0; i < w->n_arrays; i++) {
			double done;
			if ((rc = gp_uvm_prefetch(s, st[i].first_page, st[i].n_pages, 0, &done, d)) < 0)
				goto out;
			if (done > t0)
				t0 = done;
		}
		r->prefetch_s = t0;
	}

	/*
	 * Faults of touch i are raised when the work of touch i - window is done:
	 * the resident warps run ahead of the slowest one by that much (replayable
	 * faults, B.1/B.2). window 0 means every fault is raised at once.
	 */
	if (window >= 1 && window < total_touches) {
		ring_n = (uint64_t)window;
		if (!(ring = malloc(ring_n * sizeof(*ring)))) {
			rc = gp_error(d, GP_ENOMEM, "out of memory");
			goto out;
		}
	}
	per_touch_s = total_touches > 0 ? w->kernel_s / total_touches : 0;
	prog = t0;
	{
		uint64_t i = 0;
		uint64_t per_pass[GP_UVM_ARRAYS_MAX];
		for (int k = 0; k < w->n_arrays; k++)
			per_pass[k] = st[k].n;
		for (int pass = 0; pass < w->passes; pass++) {
			uint64_t done[GP_UVM_ARRAYS_MAX] = { 0 };
			for (;;) {
				/* the array furthest behind in its own pass goes next (interleaving) */
				int best = -1;
				double bf = 2;
				for (int k = 0; k < w->n_arrays; k++) {
					if (done[k] < per_pass[k]) {
						double f = (double)(done[k] + 1) / (double)per_pass[k];
						if (f < bf) {
							bf = f;
							best = k;
						}
					}
				}
				if (best < 0)
					break;
				done[best]++;
				uint64_t page = stream_next(&st[best], c->page_bytes);
				double raise = t0, ready;
				if (ring_n && i >= ring_n)
					raise = ring[i % ring_n];
				if ((rc = gp_uvm_touch(s, page, raise, &ready, NULL)) < 0) {
					rc = gp_error(d, -rc, "page %llu outside the arrays",
						      (unsigned long long)page);
					goto out;
				}
				prog = (ready > prog ? ready : prog) + per_touch_s;
				if (ring_n)
					ring[i % ring_n] = prog;
				i++;
			}
		}
		r->touches = i;
	}
	gp_uvm_space_stats(s, &r->stats);
	r->kernel_s = w->kernel_s;
	r->uvm_s = r->stats.fault_s + r->stats.migrate_s + r->stats.evict_wait_s;
	r->time_s = prog;
	r->overlap_s = r->uvm_s + r->kernel_s - r->time_s;
	if (r->overlap_s < 0)
		r->overlap_s = 0;
	rc = 0;
out:
	free(ring);
	gp_uvm_space_free(s);
	return rc;
}
