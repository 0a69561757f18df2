/* emu_gmem.c - the emulator's global memory: each pointer argument's declared contents
 * (struct gp_emu_arg.init: zeros, index, constant, random, a pointer ring, a file's bytes)
 * overlaid with what the launch's stores and atomics wrote, kept in sparse 4 KiB pages per
 * allocation, so a later load reads what an earlier store wrote, as on the GPU. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"
#include "ring.h"
#include "util.h"

#define PAGE_SHIFT 12
#define PAGE_BYTES (1u << PAGE_SHIFT)

struct emu_page {
	uint64_t no;                        /* page number in the allocation */
	uint8_t data[PAGE_BYTES];
	uint8_t written[PAGE_BYTES / 8];    /* per byte: a store wrote it */
	uint8_t taint[PAGE_BYTES / 4];      /* per 4-byte word: the stored value was unknown */
};

/* One allocation's pages: an open-addressing table by page number, and the last page found
 * (accesses of a warp mostly fall in one page). */
struct emu_gpages {
	struct emu_page **slot;
	size_t n, cap;
	struct emu_page *last;
};

struct gp_emu_gmem {
	int nallocs;
	int alloc_arg[GP_EMU_MAX_ARGS];
	uint64_t seed;
	size_t pages;                       /* over all allocations */
	struct emu_gpages a[GP_EMU_MAX_ARGS];
};

/* ==== Declared contents ==== */

static uint64_t mix(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ULL;
	x ^= x >> 33;
	return x;
}

/* The 4-byte words from byte off of a pointer ring (GP_EMU_INIT_RING): the pointer at slot
 * s (offset s x spacing) holds the address of the slot after it on the ring, base +
 * spacing x element(place(s) + 1). */
static void ring_words(const struct gp_emu_arg *arg, uint64_t base, uint64_t off, int words,
		       uint32_t *out)
{
	struct gp_ring ring;
	uint64_t n = arg->alloc_bytes / arg->ring_spacing, slot = UINT64_MAX, next = 0;
	gp_ring_init(&ring, n, arg->name);
	for (int k = 0; k < words; k++) {
		uint64_t o = off + 4 * (uint64_t)k, s = o / arg->ring_spacing, in = o % arg->ring_spacing;
		if (s >= n || (in != 0 && in != 4))
			continue;
		/* a pointer's two words: its successor found once */
		if (s != slot) {
			next = base + arg->ring_spacing *
				      gp_ring_element(&ring, (gp_ring_place(&ring, s) + 1) % n);
			slot = s;
		}
		out[k] = (uint32_t)(in ? next >> 32 : next);
	}
}

void emu_gmem_declared(const struct gp_emu_arg *arg, int alloc, uint64_t seed, uint64_t off,
		       int width, uint32_t *out, int *taint)
{
	int words = width >= 4 ? width / 4 : 1;
	memset(out, 0, (size_t)words * 4);
	if (!arg || arg->init == GP_EMU_INIT_UNKNOWN) {
		*taint = 1;
		return;
	}
	if (arg->init == GP_EMU_INIT_RING) {
		ring_words(arg, gp_emu_alloc_base(alloc), off, words, out);
		return;
	}
	if (arg->init == GP_EMU_INIT_FILE) {
		/* the file's bytes; past its end zeros */
		if (off < arg->init_data_bytes)
			memcpy(out, arg->init_data + off, (size_t)(arg->init_data_bytes - off < (uint64_t)width
					? arg->init_data_bytes - off : (uint64_t)width));
		return;
	}
	for (int k = 0; k < words; k++) {
		uint64_t v = 0;
		int ew = width >= 8 ? 8 : width;   /* element width: 8-byte pairs, else as wide */
		uint64_t elem = width == 16 ? (off / 4 + (uint64_t)k) : off / (uint64_t)ew;
		if (width == 16)
			ew = 4;
		switch (arg->init) {
		case GP_EMU_INIT_ZEROS:
			v = 0;
			break;
		case GP_EMU_INIT_INDEX:
			v = elem;
			break;
		case GP_EMU_INIT_CONST:
			v = arg->init_float ? (ew == 8 ? d_bits(arg->init_lo) : f_bits((float)arg->init_lo))
					    : (uint64_t)(int64_t)arg->init_lo;
			break;
		case GP_EMU_INIT_RANDOM: {
			double u = (double)(mix(seed ^ (uint64_t)alloc << 48 ^ elem) >> 11) * 0x1p-53;
			double x = arg->init_lo + u * (arg->init_hi - arg->init_lo);
			if (arg->init_float)
				v = ew == 8 ? d_bits(x) : f_bits((float)x);
			else
				v = (uint64_t)(int64_t)floor(arg->init_lo +
							     u * (arg->init_hi - arg->init_lo + 1));
			break;
		}
		default:
			break;
		}
		if (ew == 8 && width >= 8) {
			if (k % 2 == 0)
				out[k] = (uint32_t)v;
			else
				out[k] = (uint32_t)(v >> 32);
		} else if (width < 4) {
			out[k] = (uint32_t)(v & ((1u << (8 * width)) - 1));
		} else {
			out[k] = (uint32_t)v;
		}
	}
}

/* ==== Pages ==== */

struct gp_emu_gmem *emu_gmem_new(const struct emu_ctx *c)
{
	struct gp_emu_gmem *g = calloc(1, sizeof(*g));
	if (!g)
		return NULL;
	g->nallocs = c->nallocs;
	memcpy(g->alloc_arg, c->alloc_arg, sizeof(g->alloc_arg));
	g->seed = c->l->seed;
	return g;
}

void emu_gmem_free(struct gp_emu_gmem *g)
{
	if (!g)
		return;
	for (int i = 0; i < GP_EMU_MAX_ARGS; i++) {
		for (size_t k = 0; k < g->a[i].cap; k++)
			free(g->a[i].slot[k]);
		free(g->a[i].slot);
	}
	free(g);
}

static inline size_t page_hash(uint64_t no, size_t cap)
{
	return (size_t)((no * 0x9E3779B97F4A7C15ULL) >> 17) & (cap - 1);
}

static struct emu_page *page_find(struct emu_gpages *p, uint64_t no)
{
	if (p->last && p->last->no == no)
		return p->last;
	if (!p->n)
		return NULL;
	for (size_t i = page_hash(no, p->cap); p->slot[i]; i = (i + 1) & (p->cap - 1))
		if (p->slot[i]->no == no)
			return p->last = p->slot[i];
	return NULL;
}

/* The page, made (all unwritten) when missing; NULL when out of memory or over the bound. */
static struct emu_page *page_get(struct gp_emu_gmem *g, int alloc, uint64_t no)
{
	struct emu_gpages *p = &g->a[alloc];
	struct emu_page *pg = page_find(p, no);
	size_t i;
	if (pg)
		return pg;
	if (g->pages >= EMU_GMEM_MAX_PAGES)
		return NULL;
	if (2 * (p->n + 1) > p->cap) {
		size_t cap = p->cap ? 2 * p->cap : 64;
		struct emu_page **s = calloc(cap, sizeof(*s));
		if (!s)
			return NULL;
		for (size_t k = 0; k < p->cap; k++) {
			if (!p->slot[k])
				continue;
			for (i = page_hash(p->slot[k]->no, cap); s[i]; i = (i + 1) & (cap - 1))
				;
			s[i] = p->slot[k];
		}
		free(p->slot);
		p->slot = s;
		p->cap = cap;
	}
	if (!(pg = calloc(1, sizeof(*pg))))
		return NULL;
	pg->no = no;
	for (i = page_hash(no, p->cap); p->slot[i]; i = (i + 1) & (p->cap - 1))
		;
	p->slot[i] = pg;
	p->n++;
	g->pages++;
	return p->last = pg;
}

void emu_gmem_read(const struct gp_emu_gmem *g, const struct gp_emu_launch *l, int alloc,
		   uint64_t off, int width, uint32_t *out, int *taint)
{
	const struct gp_emu_arg *arg = alloc >= 0 && alloc < g->nallocs ? &l->args[g->alloc_arg[alloc]]
									: NULL;
	struct emu_gpages *p;
	int declared_taint = 0, all = 1, t = 0;
	emu_gmem_declared(arg, alloc, g->seed, off, width, out, &declared_taint);
	if (!arg || !(p = (struct emu_gpages *)&g->a[alloc])->n) {
		*taint |= declared_taint;
		return;
	}
	for (int b = 0; b < width; b++) {
		uint64_t o = off + (uint64_t)b;
		struct emu_page *pg = page_find(p, o >> PAGE_SHIFT);
		unsigned in = (unsigned)(o & (PAGE_BYTES - 1));
		if (!pg || !(pg->written[in / 8] >> (in % 8) & 1)) {
			all = 0;
			continue;
		}
		((uint8_t *)out)[b] = pg->data[in];
		t |= pg->taint[in / 4];
	}
	*taint |= t | (all ? 0 : declared_taint);
}

int emu_gmem_write(struct gp_emu_gmem *g, int alloc, uint64_t off, int width, const void *v,
		   int taint)
{
	const uint8_t *src = v;
	for (int b = 0; b < width;) {
		uint64_t o = off + (uint64_t)b;
		struct emu_page *pg = page_get(g, alloc, o >> PAGE_SHIFT);
		unsigned in = (unsigned)(o & (PAGE_BYTES - 1));
		if (!pg)
			return g->pages >= EMU_GMEM_MAX_PAGES ? -GP_ELIMIT : -GP_ENOMEM;
		/* the bytes that fall in this page */
		for (; b < width && in < PAGE_BYTES; b++, in++) {
			pg->data[in] = src[b];
			pg->written[in / 8] |= (uint8_t)(1u << (in % 8));
			pg->taint[in / 4] = (uint8_t)(taint != 0);
		}
	}
	return 0;
}

/* ==== After the run ==== */

int gp_emu_buffer_read(const struct gp_emu_result *r, const struct gp_emu_launch *l, int arg,
		       uint64_t off, uint64_t n, uint8_t *out, struct gp_diag *d)
{
	const struct gp_emu_gmem *g = r->gmem;
	int alloc = -1;
	if (!g)
		return gp_error(d, GP_EINVAL, "the run kept no memory");
	for (int a = 0; a < g->nallocs; a++)
		if (g->alloc_arg[a] == arg)
			alloc = a;
	if (alloc < 0)
		return gp_error(d, GP_EINVAL, "argument %d is not a pointer", arg);
	/* in 4-byte words from a 4-aligned offset: the declared contents' element view of a
	 * 4-byte load (an INDEX buffer reads 0, 1, 2... per word) */
	for (uint64_t k = 0; k < n;) {
		uint64_t o = (off + k) & ~(uint64_t)3;
		uint32_t w = 0;
		int t = 0;
		unsigned skip = (unsigned)((off + k) - o), take = 4 - skip;
		emu_gmem_read(g, l, alloc, o, 4, &w, &t);
		if (take > n - k)
			take = (unsigned)(n - k);
		memcpy(out + k, (uint8_t *)&w + skip, take);
		k += take;
	}
	return 0;
}

int gp_emu_buffer_save(const struct gp_emu_result *r, const struct gp_emu_launch *l, int arg,
		       const char *path, struct gp_outset *set, struct gp_diag *d)
{
	struct gp_atomic out;
	uint64_t n = arg >= 0 && arg < l->nargs ? l->args[arg].alloc_bytes : 0;
	uint8_t *buf;
	int rc;
	if (!n)
		return gp_error(d, GP_EINVAL, "argument %d has no declared size", arg);
	if (n > GP_INPUT_MAX_BYTES) {
		gp_error(d, GP_ELIMIT, "argument %d's buffer is %llu bytes; at most %ld are written",
			 arg, (unsigned long long)n, (long)GP_INPUT_MAX_BYTES);
		gp_diag_hint(d, "dump a buffer of at most %ld bytes", (long)GP_INPUT_MAX_BYTES);
		return -GP_ELIMIT;
	}
	if (!(buf = malloc((size_t)n)))
		return gp_error(d, GP_ENOMEM, "out of memory");
	if ((rc = gp_emu_buffer_read(r, l, arg, 0, n, buf, d)) < 0 ||
	    (rc = gp_atomic_open_in(&out, set, path, d)) < 0) {
		free(buf);
		return rc;
	}
	if (fwrite(buf, 1, (size_t)n, out.f) != (size_t)n) {
		int e = errno;
		gp_atomic_abort(&out);
		free(buf);
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EIO, "cannot write output: %s", strerror(e));
		gp_diag_hint(d, "check free disk space and that the directory is writable");
		return -GP_EIO;
	}
	free(buf);
	return gp_atomic_commit(&out, d);
}
