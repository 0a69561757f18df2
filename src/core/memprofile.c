/* memprofile.c - a launch's dynamic profile: memory records, footprints, totals, and their
 * JSON form in descriptors (kernels/README.md). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/device.h"
#include "gpuperf/kernel.h"
#include "gpuperf/memprofile.h"
#include "gpuperf/occupancy.h"
#include "memprofile_io.h"
#include "util.h"

#define GP_MEMREC_MAX 1000000
#define GP_FOOT_MAX 4096

static const char *const space_names[GP_MSPACE_COUNT] = {
	[GP_MSPACE_GLOBAL] = "global", [GP_MSPACE_SHARED] = "shared", [GP_MSPACE_LOCAL] = "local",
	[GP_MSPACE_CONSTANT] = "constant",
};

const char *gp_memspace_name(enum gp_memspace s)
{
	return (unsigned)s < GP_MSPACE_COUNT ? space_names[s] : "?";
}

int gp_memspace_parse(const char *s, enum gp_memspace *out)
{
	for (int i = 0; i < GP_MSPACE_COUNT; i++)
		if (strcmp(s, space_names[i]) == 0) {
			*out = (enum gp_memspace)i;
			return 0;
		}
	return -GP_EINVAL;
}

struct gp_memprofile *gp_memprofile_new(void)
{
	return calloc(1, sizeof(struct gp_memprofile));
}

void gp_memprofile_free(struct gp_memprofile *m)
{
	if (!m)
		return;
	free(m->recs);
	free(m->foot);
	free(m);
}

int gp_memprofile_push(struct gp_memprofile *m, const struct gp_memrec *r)
{
	if (m->n >= GP_MEMREC_MAX)
		return -GP_ELIMIT;
	if (gp_grow_int((void **)&m->recs, &m->cap, m->n + 1, sizeof(*m->recs)) < 0)
		return -GP_ENOMEM;
	m->recs[m->n++] = *r;
	return 0;
}

int gp_memprofile_push_footprint(struct gp_memprofile *m, const struct gp_footprint *f)
{
	if (m->nfoot >= GP_FOOT_MAX)
		return -GP_ELIMIT;
	if (gp_grow_int((void **)&m->foot, &m->foot_cap, m->nfoot + 1, sizeof(*m->foot)) < 0)
		return -GP_ENOMEM;
	m->foot[m->nfoot++] = *f;
	return 0;
}

struct gp_dynamic *gp_dynamic_new(void)
{
	struct gp_dynamic *dy = calloc(1, sizeof(*dy));
	if (dy)
		for (int i = 0; i < 3; i++)
			dy->grid[i] = dy->block[i] = 1;
	return dy;
}

void gp_dynamic_free(struct gp_dynamic *dy)
{
	if (!dy)
		return;
	free(dy->loops);
	free(dy->random_pcs);
	free(dy);
}

int gp_dynamic_push_loop(struct gp_dynamic *dy, uint32_t head_pc, double trips)
{
	if (dy->nloops >= GP_MEMREC_MAX)
		return -GP_ELIMIT;
	if (gp_grow_int((void **)&dy->loops, &dy->loops_cap, dy->nloops + 1, sizeof(*dy->loops)) < 0)
		return -GP_ENOMEM;
	dy->loops[dy->nloops++] = (struct gp_looptrip){ head_pc, trips };
	return 0;
}

int gp_dynamic_push_random(struct gp_dynamic *dy, uint32_t pc)
{
	if (dy->nrandom >= GP_MEMREC_MAX)
		return -GP_ELIMIT;
	if (gp_grow_int((void **)&dy->random_pcs, &dy->random_cap, dy->nrandom + 1, sizeof(*dy->random_pcs)) < 0)
		return -GP_ENOMEM;
	dy->random_pcs[dy->nrandom++] = pc;
	return 0;
}

void gp_memprofile_totals(const struct gp_memprofile *m, struct gp_memtotals *t)
{
	memset(t, 0, sizeof(*t));
	if (!m)
		return;
	for (int i = 0; i < m->n; i++) {
		const struct gp_memrec *r = &m->recs[i];
		int s = r->space < GP_MSPACE_COUNT ? r->space : GP_MSPACE_GLOBAL;
		t->requests[s] += r->requests;
		t->bytes[s] += r->bytes;
		t->sector_bytes[s] += 32.0 * r->requests * r->sectors_per_request;
		if (s == GP_MSPACE_SHARED)
			t->bank_cycles += r->requests * (r->bank_ways > 1 ? r->bank_ways : 1);
	}
	for (int i = 0; i < m->nfoot; i++) {
		if (strcmp(m->foot[i].name, "local") == 0) {
			t->local_footprint_bytes += m->foot[i].bytes;
			t->local_accessed_bytes += m->foot[i].accessed_bytes;
		}
		if (strcmp(m->foot[i].name, "shared") == 0 || strcmp(m->foot[i].name, "local") == 0)
			continue;
		t->footprint_bytes += m->foot[i].bytes;
		t->accessed_bytes += m->foot[i].accessed_bytes;
	}
}

/* ==== JSON ==== */

static const char *const dynamic_keys[] = { "grid", "block", "warps", "warp_instructions",
	"simd_efficiency", "blocks_emulated", "blocks_total", "loops", "random_branches", NULL };
static const char *const memrec_keys[] = { "pc", "op", "space", "store", "atomic", "width_bytes",
	"requests", "sectors_per_request", "partial_sectors_per_request", "bank_ways", "bytes",
	"alloc", "atomic_addresses_per_request", "atomic_hottest_share", NULL };
static const char *const foot_keys[] = { "name", "bytes", "accessed_bytes", "block_bytes",
					  "warp_bytes", "share_stride_blocks",
					  "ring_sectors_per_line", NULL };
static const char *const loop_keys[] = { "head_pc", "trips_per_warp", NULL };

static int read_dim3(struct gp_jr *r, const cJSON *o, const char *path, const char *key,
		     unsigned out[3])
{
	const cJSON *a, *c;
	int rc = gp_jr_arr(r, o, path, key, 0, &a), i = 0;
	char p[96];

	if (rc != 0)
		return rc < 0 ? rc : 0;
	snprintf(p, sizeof(p), "%s/%s", path, key);
	if (cJSON_GetArraySize(a) < 1 || cJSON_GetArraySize(a) > 3)
		return gp_jr_fail(r, GP_EINVAL, p, "must hold 1 to 3 whole numbers (x, y, z)");
	cJSON_ArrayForEach(c, a) {
		if (!cJSON_IsNumber(c) || c->valuedouble < 1 || c->valuedouble > 2147483647.0 ||
		    c->valuedouble != floor(c->valuedouble))
			return gp_jr_fail(r, GP_EINVAL, p, "must hold whole numbers in [1, 2147483647]");
		out[i++] = (unsigned)c->valuedouble;
	}
	return 0;
}

static int read_dynamic(struct gp_jr *r, const cJSON *o, struct gp_dynamic *dy)
{
	const cJSON *a, *c;
	int rc, i = 0;

	if ((rc = gp_jr_only_keys(r, o, "/dynamic", dynamic_keys)) < 0 ||
	    (rc = read_dim3(r, o, "/dynamic", "grid", dy->grid)) < 0 ||
	    (rc = read_dim3(r, o, "/dynamic", "block", dy->block)) < 0 ||
	    (rc = gp_jr_num(r, o, "/dynamic", "warps", 1, 0, 1e18, &dy->warps)) < 0 ||
	    (rc = gp_jr_num(r, o, "/dynamic", "warp_instructions", 1, 0, 1e21, &dy->warp_instructions)) < 0 ||
	    (rc = gp_jr_num(r, o, "/dynamic", "simd_efficiency", 0, 0, 1, &dy->simd_efficiency)) < 0 ||
	    (rc = gp_jr_int(r, o, "/dynamic", "blocks_emulated", 0, 0, 2147483647, &dy->blocks_emulated)) < 0 ||
	    (rc = gp_jr_num(r, o, "/dynamic", "blocks_total", 0, 0, 1e18, &dy->blocks_total)) < 0)
		return rc;
	if ((rc = gp_jr_arr(r, o, "/dynamic", "loops", 0, &a)) < 0)
		return rc;
	if (rc == 0)
		cJSON_ArrayForEach(c, a) {
			char p[64];
			double pc, trips;
			snprintf(p, sizeof(p), "/dynamic/loops/%d", i++);
			if (!cJSON_IsObject(c))
				return gp_jr_fail(r, GP_EINVAL, p, "must be an object {head_pc, trips_per_warp}");
			if ((rc = gp_jr_only_keys(r, c, p, loop_keys)) < 0 ||
			    (rc = gp_jr_num(r, c, p, "head_pc", 1, 0, 4294967295.0, &pc)) < 0 ||
			    (rc = gp_jr_num(r, c, p, "trips_per_warp", 1, 0, 1e18, &trips)) < 0)
				return rc;
			if (gp_dynamic_push_loop(dy, (uint32_t)pc, trips) < 0)
				return gp_jr_fail(r, GP_ENOMEM, p, "out of memory");
		}
	if ((rc = gp_jr_arr(r, o, "/dynamic", "random_branches", 0, &a)) < 0)
		return rc;
	i = 0;
	if (rc == 0)
		cJSON_ArrayForEach(c, a) {
			char p[64];
			snprintf(p, sizeof(p), "/dynamic/random_branches/%d", i++);
			if (!cJSON_IsNumber(c) || c->valuedouble < 0 || c->valuedouble > 4294967295.0)
				return gp_jr_fail(r, GP_EINVAL, p, "must be an instruction's PC (a byte offset)");
			if (gp_dynamic_push_random(dy, (uint32_t)c->valuedouble) < 0)
				return gp_jr_fail(r, GP_ENOMEM, p, "out of memory");
		}
	return 0;
}

static int read_memrec(struct gp_jr *r, const cJSON *o, const char *p, int nfoot,
		       struct gp_memrec *m)
{
	char space[16] = "global";
	enum gp_memspace sp;
	double pc = 0;
	int st = 0, at = 0, rc;

	memset(m, 0, sizeof(*m));
	m->alloc = -1;
	m->width_bytes = 4;
	m->sectors_per_request = 0;
	if (!cJSON_IsObject(o))
		return gp_jr_fail(r, GP_EINVAL, p, "must be an object (kernels/README.md, \"memory\")");
	if ((rc = gp_jr_only_keys(r, o, p, memrec_keys)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "pc", 0, 0, 4294967295.0, &pc)) < 0 ||
	    (rc = gp_jr_str(r, o, p, "op", 0, m->op, sizeof(m->op))) < 0 ||
	    (rc = gp_jr_str(r, o, p, "space", 0, space, sizeof(space))) < 0 ||
	    (rc = gp_jr_bool(r, o, p, "store", 0, &st)) < 0 ||
	    (rc = gp_jr_bool(r, o, p, "atomic", 0, &at)) < 0 ||
	    (rc = gp_jr_int(r, o, p, "width_bytes", 0, 1, 128, &m->width_bytes)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "requests", 1, 0, 1e15, &m->requests)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "sectors_per_request", 0, 0, 128, &m->sectors_per_request)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "partial_sectors_per_request", 0, 0, 128,
			    &m->partial_sectors_per_request)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "bank_ways", 0, 0, 32, &m->bank_ways)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "bytes", 0, 0, 1e18, &m->bytes)) < 0 ||
	    (rc = gp_jr_int(r, o, p, "alloc", 0, -1, nfoot - 1, &m->alloc)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "atomic_addresses_per_request", 0, 0, 32,
			    &m->atomic_addrs_per_request)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "atomic_hottest_share", 0, 0, 1, &m->atomic_hot_share)) < 0)
		return rc;
	m->pc = (uint32_t)pc;
	if (gp_memspace_parse(space, &sp) < 0) {
		char q[96];
		snprintf(q, sizeof(q), "%s/space", p);
		return gp_jr_fail(r, GP_EINVAL, q, "must be global, shared, local or constant, got \"%s\"",
				  space);
	}
	m->space = (uint8_t)sp;
	m->is_store = (uint8_t)st;
	m->is_atomic = (uint8_t)at;
	if (!cJSON_GetObjectItemCaseSensitive(o, "sectors_per_request") &&
	    (sp == GP_MSPACE_GLOBAL || sp == GP_MSPACE_LOCAL)) {
		/* default: a coalesced access, 32 lanes x width over 32-byte sectors */
		m->sectors_per_request = ceil(32.0 * m->width_bytes / 32.0);
	}
	if (!cJSON_GetObjectItemCaseSensitive(o, "bank_ways") && sp == GP_MSPACE_SHARED)
		m->bank_ways = 1;
	if (m->partial_sectors_per_request > 0 &&
	    (!st || (sp != GP_MSPACE_GLOBAL && sp != GP_MSPACE_LOCAL) ||
	     m->partial_sectors_per_request > m->sectors_per_request)) {
		char q[112];
		snprintf(q, sizeof(q), "%s/partial_sectors_per_request", p);
		return gp_jr_fail(r, GP_EINVAL, q, "%g: only a global or local store writes sectors "
				  "in part, at most its sectors_per_request (%g)",
				  m->partial_sectors_per_request, m->sectors_per_request);
	}
	if (!cJSON_GetObjectItemCaseSensitive(o, "bytes"))
		m->bytes = m->requests * 32.0 * m->width_bytes;
	return 0;
}

int gp_memprofile_read(struct gp_jr *r, const cJSON *root, struct gp_memprofile **mp,
		       struct gp_dynamic **dy)
{
	const cJSON *o, *a, *c;
	int rc, i = 0;

	*mp = NULL;
	*dy = NULL;
	if ((rc = gp_jr_obj(r, root, "", "dynamic", 0, &o)) < 0)
		return rc;
	if (rc == 0) {
		if (!(*dy = gp_dynamic_new()))
			return gp_jr_fail(r, GP_ENOMEM, "/dynamic", "out of memory");
		if ((rc = read_dynamic(r, o, *dy)) < 0)
			goto fail;
	}
	if (!cJSON_GetObjectItemCaseSensitive(root, "memory") &&
	    !cJSON_GetObjectItemCaseSensitive(root, "footprints"))
		return 0;
	if (!(*mp = gp_memprofile_new())) {
		rc = gp_jr_fail(r, GP_ENOMEM, "/memory", "out of memory");
		goto fail;
	}
	if ((rc = gp_jr_arr(r, root, "", "footprints", 0, &a)) < 0)
		goto fail;
	if (rc == 0)
		cJSON_ArrayForEach(c, a) {
			char p[64];
			struct gp_footprint f;
			memset(&f, 0, sizeof(f));
			snprintf(p, sizeof(p), "/footprints/%d", i++);
			if (!cJSON_IsObject(c)) {
				rc = gp_jr_fail(r, GP_EINVAL, p, "must be an object {name, bytes, accessed_bytes}");
				goto fail;
			}
			if ((rc = gp_jr_only_keys(r, c, p, foot_keys)) < 0 ||
			    (rc = gp_jr_str(r, c, p, "name", 1, f.name, sizeof(f.name))) < 0 ||
			    (rc = gp_jr_num(r, c, p, "bytes", 1, 0, 1e18, &f.bytes)) < 0 ||
			    (rc = gp_jr_num(r, c, p, "accessed_bytes", 0, 0, 1e21, &f.accessed_bytes)) < 0)
				goto fail;
			if (rc == 1)
				f.accessed_bytes = f.bytes;
			if ((rc = gp_jr_num(r, c, p, "block_bytes", 0, 0, 1e21, &f.block_bytes)) < 0)
				goto fail;
			if (f.block_bytes > 0 && (f.block_bytes < f.bytes ||
						  f.block_bytes > f.accessed_bytes)) {
				char q[80];
				snprintf(q, sizeof(q), "%s/block_bytes", p);
				rc = gp_jr_fail(r, GP_EINVAL, q, "must lie between bytes (%g) and "
						"accessed_bytes (%g), got %g", f.bytes,
						f.accessed_bytes, f.block_bytes);
				goto fail;
			}
			if ((rc = gp_jr_num(r, c, p, "warp_bytes", 0, 0, 1e21, &f.warp_bytes)) < 0)
				goto fail;
			if (f.warp_bytes > 0 && (f.warp_bytes < fmax(f.bytes, f.block_bytes) ||
						 f.warp_bytes > f.accessed_bytes)) {
				char q[80];
				snprintf(q, sizeof(q), "%s/warp_bytes", p);
				rc = gp_jr_fail(r, GP_EINVAL, q, "must lie between block_bytes (%g) and "
						"accessed_bytes (%g), got %g", f.block_bytes,
						f.accessed_bytes, f.warp_bytes);
				goto fail;
			}
			if ((rc = gp_jr_num(r, c, p, "share_stride_blocks", 0, 0, 1e15,
					    &f.share_stride_blocks)) < 0)
				goto fail;
			if ((rc = gp_jr_num(r, c, p, "ring_sectors_per_line", 0, 1, 4,
					    &f.ring_sectors_per_line)) < 0)
				goto fail;
			if (f.ring_sectors_per_line != floor(f.ring_sectors_per_line)) {
				char q[112];
				snprintf(q, sizeof(q), "%s/ring_sectors_per_line", p);
				rc = gp_jr_fail(r, GP_EINVAL, q, "must be a whole number of sectors, "
						"1 to 4, got %g", f.ring_sectors_per_line);
				goto fail;
			}
			if (f.accessed_bytes < f.bytes) {
				char q[80];
				snprintf(q, sizeof(q), "%s/accessed_bytes", p);
				rc = gp_jr_fail(r, GP_EINVAL, q, "must be >= bytes (%g): distinct sectors "
						"cannot exceed the sectors requested", f.bytes);
				goto fail;
			}
			if ((rc = gp_memprofile_push_footprint(*mp, &f)) < 0) {
				rc = gp_jr_fail(r, -rc, p, "too many footprints");
				goto fail;
			}
		}
	if ((rc = gp_jr_arr(r, root, "", "memory", 0, &a)) < 0)
		goto fail;
	i = 0;
	if (rc == 0)
		cJSON_ArrayForEach(c, a) {
			char p[64];
			struct gp_memrec m;
			snprintf(p, sizeof(p), "/memory/%d", i++);
			if ((rc = read_memrec(r, c, p, (*mp)->nfoot, &m)) < 0)
				goto fail;
			if ((rc = gp_memprofile_push(*mp, &m)) < 0) {
				rc = gp_jr_fail(r, -rc, p, "too many memory records (max %d)", GP_MEMREC_MAX);
				goto fail;
			}
		}
	return 0;
fail:
	gp_memprofile_free(*mp);
	gp_dynamic_free(*dy);
	*mp = NULL;
	*dy = NULL;
	return rc;
}

static void add_dim3(cJSON *o, const char *key, const unsigned v[3])
{
	cJSON *a = cJSON_AddArrayToObject(o, key);
	for (int i = 0; i < 3; i++)
		cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
}

void gp_memprofile_write(cJSON *root, const struct gp_memprofile *mp, const struct gp_dynamic *dy)
{
	if (dy) {
		cJSON *o = cJSON_AddObjectToObject(root, "dynamic"), *a;
		add_dim3(o, "grid", dy->grid);
		add_dim3(o, "block", dy->block);
		cJSON_AddNumberToObject(o, "warps", dy->warps);
		cJSON_AddNumberToObject(o, "warp_instructions", dy->warp_instructions);
		cJSON_AddNumberToObject(o, "simd_efficiency", dy->simd_efficiency);
		cJSON_AddNumberToObject(o, "blocks_emulated", dy->blocks_emulated);
		cJSON_AddNumberToObject(o, "blocks_total", dy->blocks_total);
		a = cJSON_AddArrayToObject(o, "loops");
		for (int i = 0; i < dy->nloops; i++) {
			cJSON *l = cJSON_CreateObject();
			cJSON_AddNumberToObject(l, "head_pc", dy->loops[i].head_pc);
			cJSON_AddNumberToObject(l, "trips_per_warp", dy->loops[i].trips_per_warp);
			cJSON_AddItemToArray(a, l);
		}
		a = cJSON_AddArrayToObject(o, "random_branches");
		for (int i = 0; i < dy->nrandom; i++)
			cJSON_AddItemToArray(a, cJSON_CreateNumber(dy->random_pcs[i]));
	}
	if (!mp)
		return;
	cJSON *a = cJSON_AddArrayToObject(root, "memory");
	for (int i = 0; i < mp->n; i++) {
		const struct gp_memrec *m = &mp->recs[i];
		cJSON *o = cJSON_CreateObject();
		cJSON_AddNumberToObject(o, "pc", m->pc);
		cJSON_AddStringToObject(o, "op", m->op);
		cJSON_AddStringToObject(o, "space", gp_memspace_name(m->space));
		if (m->is_store)
			cJSON_AddBoolToObject(o, "store", 1);
		if (m->is_atomic)
			cJSON_AddBoolToObject(o, "atomic", 1);
		cJSON_AddNumberToObject(o, "width_bytes", m->width_bytes);
		cJSON_AddNumberToObject(o, "requests", m->requests);
		cJSON_AddNumberToObject(o, "sectors_per_request", m->sectors_per_request);
		if (m->partial_sectors_per_request > 0)
			cJSON_AddNumberToObject(o, "partial_sectors_per_request",
						m->partial_sectors_per_request);
		if (m->space == GP_MSPACE_SHARED)
			cJSON_AddNumberToObject(o, "bank_ways", m->bank_ways);
		cJSON_AddNumberToObject(o, "bytes", m->bytes);
		if (m->alloc >= 0)
			cJSON_AddNumberToObject(o, "alloc", m->alloc);
		if (m->atomic_addrs_per_request > 0) {
			cJSON_AddNumberToObject(o, "atomic_addresses_per_request",
						m->atomic_addrs_per_request);
			cJSON_AddNumberToObject(o, "atomic_hottest_share", m->atomic_hot_share);
		}
		cJSON_AddItemToArray(a, o);
	}
	a = cJSON_AddArrayToObject(root, "footprints");
	for (int i = 0; i < mp->nfoot; i++) {
		cJSON *o = cJSON_CreateObject();
		cJSON_AddStringToObject(o, "name", mp->foot[i].name);
		cJSON_AddNumberToObject(o, "bytes", mp->foot[i].bytes);
		cJSON_AddNumberToObject(o, "accessed_bytes", mp->foot[i].accessed_bytes);
		if (mp->foot[i].block_bytes > 0)
			cJSON_AddNumberToObject(o, "block_bytes", mp->foot[i].block_bytes);
		if (mp->foot[i].warp_bytes > 0)
			cJSON_AddNumberToObject(o, "warp_bytes", mp->foot[i].warp_bytes);
		if (mp->foot[i].share_stride_blocks > 0)
			cJSON_AddNumberToObject(o, "share_stride_blocks",
						mp->foot[i].share_stride_blocks);
		if (mp->foot[i].ring_sectors_per_line > 0)
			cJSON_AddNumberToObject(o, "ring_sectors_per_line",
						mp->foot[i].ring_sectors_per_line);
		cJSON_AddItemToArray(a, o);
	}
}

/* gp_memrec_atomic_passes: memprofile.h */
double gp_memrec_atomic_passes(const struct gp_memrec *r)
{
	double lanes, passes;
	if (!r->is_atomic || !(r->atomic_addrs_per_request > 0) || !(r->requests > 0) ||
	    r->width_bytes <= 0)
		return 0;
	lanes = r->bytes / (r->width_bytes * r->requests);
	passes = fmax(lanes / r->atomic_addrs_per_request, lanes * r->atomic_hot_share);
	return passes > 1 ? passes : 1;
}

/* gp_memrec_smem_passes: memprofile.h */
double gp_memrec_smem_passes(const struct gp_memrec *r)
{
	double ways = r->bank_ways > 1 ? r->bank_ways : 1;
	return fmax(ways, gp_memrec_atomic_passes(r));
}

/* gp_program_shared_ways: kernel.h */
double *gp_program_shared_ways(const struct gp_program *p, const struct gp_memprofile *m)
{
	int nprog = 0, nrec = 0, r = 0;
	double *ways;
	if (!m || m->n == 0)
		return NULL;
	for (int i = 0; i < p->n; i++)
		nprog += p->ins[i].iclass == GP_IC_LDS || p->ins[i].iclass == GP_IC_STS;
	for (int j = 0; j < m->n; j++)
		nrec += m->recs[j].space == GP_MSPACE_SHARED && !m->recs[j].is_atomic;
	if (nprog == 0 || nprog != nrec || !(ways = calloc((size_t)p->n, sizeof(*ways))))
		return NULL;
	for (int i = 0; i < p->n; i++) {
		const struct gp_memrec *rec;
		if (p->ins[i].iclass != GP_IC_LDS && p->ins[i].iclass != GP_IC_STS)
			continue;
		while (m->recs[r].space != GP_MSPACE_SHARED || m->recs[r].is_atomic)
			r++;
		rec = &m->recs[r++];
		if (strncmp(rec->op, p->ins[i].op, 3) != 0) {
			free(ways);
			return NULL;
		}
		ways[i] = rec->bank_ways > 1 ? rec->bank_ways : 1;
	}
	return ways;
}

double gp_memprofile_dram_bytes(const struct gp_device *dev, double footprint_bytes,
				double requested_bytes, double warps)
{
	return footprint_bytes <= dev->l2_bytes ? footprint_bytes / warps : requested_bytes;
}

/* ==== Copies (a cached emulated run gives each device's descriptor its own) ==== */

static void *dup_array(const void *p, size_t n, size_t sz)
{
	void *q;
	if (!p || n == 0)
		return NULL;
	if ((q = malloc(n * sz)))
		memcpy(q, p, n * sz);
	return q;
}

struct gp_memprofile *gp_memprofile_clone(const struct gp_memprofile *m)
{
	struct gp_memprofile *c;
	if (!m || !(c = gp_memprofile_new()))
		return NULL;
	c->recs = dup_array(m->recs, (size_t)m->n, sizeof(*m->recs));
	c->foot = dup_array(m->foot, (size_t)m->nfoot, sizeof(*m->foot));
	if ((m->n && !c->recs) || (m->nfoot && !c->foot)) {
		gp_memprofile_free(c);
		return NULL;
	}
	c->n = c->cap = m->n;
	c->nfoot = c->foot_cap = m->nfoot;
	return c;
}

struct gp_dynamic *gp_dynamic_clone(const struct gp_dynamic *dy)
{
	struct gp_dynamic *c;
	if (!dy || !(c = malloc(sizeof(*c))))
		return NULL;
	*c = *dy;
	c->loops = dup_array(dy->loops, (size_t)dy->nloops, sizeof(*dy->loops));
	c->random_pcs = dup_array(dy->random_pcs, (size_t)dy->nrandom, sizeof(*dy->random_pcs));
	c->loops_cap = c->nloops;
	c->random_cap = c->nrandom;
	if ((dy->nloops && !c->loops) || (dy->nrandom && !c->random_pcs)) {
		gp_dynamic_free(c);
		return NULL;
	}
	return c;
}

double gp_memprofile_local_dram_bytes(const struct gp_device *dev, const struct gp_memtotals *t,
				      int block_threads, int regs_per_thread, long smem_bytes,
				      double blocks, double warps)
{
	struct gp_occupancy occ;
	double resident = 1, frames, once, req = t->sector_bytes[GP_MSPACE_LOCAL];
	if (!(t->local_footprint_bytes > 0) || !(warps > 0))
		return 0;
	if (blocks > 0 &&
	    gp_occupancy_calc(dev, block_threads, regs_per_thread, smem_bytes, &occ, NULL) == 0 &&
	    occ.active_blocks_per_sm > 0)
		resident = fmin(1, (double)occ.active_blocks_per_sm * dev->sms / blocks);
	frames = t->local_footprint_bytes;
	if (t->local_accessed_bytes > 0)
		frames = req * warps * fmin(1, t->local_footprint_bytes / t->local_accessed_bytes);
	frames *= resident;
	once = frames / warps;
	if (frames <= dev->l2_bytes)
		return once;
	return once + fmax(0, req - once) * (1 - dev->l2_bytes / frames);
}
