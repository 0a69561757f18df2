/* engine_addr.c - the DRAM address map (channel, bank, row of a byte address) and where
 * a program's arrays are allocated, as the hardware and cudaMalloc do it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"

/*
 * The map follows GPGPU-Sim's documented -gpgpu_mem_addr_mapping notation
 * ("dramid@N;" then 64 bit letters, most significant first, dots ignored):
 * the channel id is taken out of the address at bit N, so every aligned 2^N-byte
 * chunk lives in one channel and the bits above N shift down to make the
 * channel's local address; the letters then say which local bits are bank (B),
 * row (R), column (C) or burst (S) bits. Which channel a chunk goes to is the
 * partition index function (-gpgpu_memory_partition_indexing):
 *
 *   consecutive: chunk mod channels (round robin);
 *   ipoly:       the chunk index as a polynomial over GF(2) reduced modulo an
 *                irreducible polynomial of degree log2(channels) (B. R. Rau,
 *                "Pseudo-randomly interleaved memory", ISCA 1991). Any power-of-two
 *                stride below 2^(2^d - 1) chunks then spreads over all channels,
 *                which is what real GPUs' address swizzling is for: arrays a
 *                power of two apart (cudaMalloc places them back to back) no longer
 *                fall on the same channel and bank.
 *
 * Banks are permuted the same way (Z. Zhang, Z. Zhu, X. Zhang, "A permutation-based
 * page interleaving scheme to reduce row-buffer conflicts and exploit data
 * locality", MICRO 2000): the bank bits are XORed with the row bits folded to
 * their width, so arrays whose addresses differ only in row bits (b[i] and c[i]
 * of a STREAM triad) open rows in different banks instead of closing each
 * other's. Within one row the bank stays fixed, so locality is kept.
 *
 * Writing the chunk as g * 2^d + r (r: its low d bits), chunk(x) mod P(x) =
 * r XOR (g(x) x^d mod P(x)), so the hash is r XOR h(g). For a channel count n
 * that is not a power of two the same h(g), d = ceil(log2 n), rotates the round
 * robin instead: chunk = g * n + r goes to (r + h(g)) mod n. Both keep each run
 * of n consecutive chunks on n distinct channels, so the local address g stays
 * unique within a channel.
 */

/* Primitive (so irreducible) polynomials over GF(2) of degree 1..12, x^d term included. */
static const uint32_t primitive_poly[13] = {
	0, 0x3, 0x7, 0xB, 0x13, 0x25, 0x43, 0x83, 0x11D, 0x211, 0x409, 0x805, 0x1053,
};

/* The default letters: the Volta/Hopper configs' map (16 banks, 2 KiB rows per bank). */
#define EN_AMAP_DEFAULT "dramid@8;00000000.00000000.00000000.00000000.0000RRRR.RRRRRRRR.RBBBCCCB.CCCSSSSS"

static int parse_map(struct en_amap *m, const char *s, char *why, size_t nwhy)
{
	char *end;
	long at;
	int bit = 63, nb = 0, nr = 0;
	if (strncmp(s, "dramid@", 7) != 0) {
		snprintf(why, nwhy, "must start with 'dramid@N;' (the channel bit)");
		return -1;
	}
	at = strtol(s + 7, &end, 10);
	if (end == s + 7 || *end != ';' || at < 5 || at > 40) {
		snprintf(why, nwhy, "'dramid@N;' needs N in 5..40");
		return -1;
	}
	m->chunk_shift = (int)at;
	for (const char *p = end + 1; *p; p++) {
		if (*p == '.')
			continue;
		if (bit < 0) {
			snprintf(why, nwhy, "more than 64 bit letters");
			return -1;
		}
		switch (*p) {
		case 'B':
			if (nb == EN_AMAP_MAX_BITS) {
				snprintf(why, nwhy, "more than %d bank bits", EN_AMAP_MAX_BITS);
				return -1;
			}
			m->bank_bit[nb++] = (uint8_t)bit;
			break;
		case 'R':
			if (nr == EN_AMAP_MAX_ROW_BITS) {
				snprintf(why, nwhy, "more than %d row bits", EN_AMAP_MAX_ROW_BITS);
				return -1;
			}
			m->row_bit[nr++] = (uint8_t)bit;
			break;
		case '0': case 'C': case 'S':
			break;
		default:
			snprintf(why, nwhy, "'%c' is not one of 0 R B C S", *p);
			return -1;
		}
		bit--;
	}
	if (bit != -1) {
		snprintf(why, nwhy, "needs 64 bit letters, got %d", 63 - bit);
		return -1;
	}
	if (nb == 0) {
		snprintf(why, nwhy, "has no bank bits (B)");
		return -1;
	}
	m->nbank_bits = nb;
	m->nrow_bits = nr;
	return 0;
}

/* Group bit positions (descending) into runs of adjacent bits: lowest bit and width. */
static int runs(const uint8_t *bits, int n, uint8_t *lo, uint8_t *w)
{
	int nr = 0;
	for (int i = 0; i < n;) {
		int j = i + 1;
		while (j < n && bits[j] + 1 == bits[j - 1])
			j++;
		lo[nr] = bits[j - 1];
		w[nr++] = (uint8_t)(j - i);
		i = j;
	}
	return nr;
}

int en_amap_init(struct en_amap *m, int channels, const char *mapping, int consecutive,
		 char *why, size_t nwhy)
{
	memset(m, 0, sizeof(*m));
	m->nch = channels > 0 ? channels : 1;
	m->consecutive = consecutive;
	while ((1 << m->deg) < m->nch)
		m->deg++;
	if (m->deg > 12) {
		snprintf(why, nwhy, "%d channels: at most 4096", m->nch);
		return -1;
	}
	m->pow2 = (1 << m->deg) == m->nch;
	if (parse_map(m, mapping && mapping[0] ? mapping : EN_AMAP_DEFAULT, why, nwhy) < 0)
		return -1;
	/* xpow[i] = x^(d + i) mod P: h(g) is the XOR of xpow over g's set bits, looked up
	 * a byte of g at a time */
	if (m->deg > 0) {
		uint32_t p = primitive_poly[m->deg], top = 1u << m->deg, v = top ^ p;   /* x^d */
		for (int i = 0; i < 64; i++) {
			m->xpow[i] = v;
			v <<= 1;
			if (v & top)
				v ^= p;
		}
	}
	for (int k = 0; k < 8; k++)
		for (int b = 0; b < 256; b++) {
			uint32_t h = 0;
			for (int i = 0; i < 8; i++)
				if (b >> i & 1)
					h ^= m->xpow[8 * k + i];
			m->hbyte[k][b] = (uint16_t)h;
		}
	m->nbank_runs = runs(m->bank_bit, m->nbank_bits, m->bank_lo, m->bank_w);
	m->nrow_runs = runs(m->row_bit, m->nrow_bits, m->row_lo, m->row_w);
	return 0;
}

int en_amap_of_device(struct en_amap *m, const struct gp_device *dev, struct gp_diag *d)
{
	char why[128];
	if (en_amap_init(m, dev->dram_channels, dev->dram_addr_mapping,
			 dev->dram_partition_indexing == GP_DRAM_INDEX_CONSECUTIVE, why,
			 sizeof(why)) == 0)
		return 0;
	gp_error(d, GP_EINVAL, "memory address mapping '%s' %s", dev->dram_addr_mapping, why);
	gp_diag_at(d, dev->path, 0, 0);
	gp_diag_field(d, "/memory/addr_mapping");
	gp_diag_hint(d, "GPGPU-Sim's -gpgpu_mem_addr_mapping notation: dramid@8;<64 of 0RBCS>");
	return -GP_EINVAL;
}

static inline uint32_t ipoly_high(const struct en_amap *m, uint64_t g)
{
	uint32_t h = 0;
	for (int k = 0; g; k++, g >>= 8)
		h ^= m->hbyte[k][g & 0xff];
	return h;
}

/* The bits of v in the runs (lowest bit, width), most significant run first, packed. */
static inline uint64_t pack(uint64_t v, const uint8_t *lo, const uint8_t *w, int n)
{
	uint64_t r = 0;
	for (int i = 0; i < n; i++)
		r = (r << w[i]) | ((v >> lo[i]) & (((uint64_t)1 << w[i]) - 1));
	return r;
}

/* The row's bits XOR-folded to n bits: the bank permutation. */
static inline uint64_t fold(uint64_t row, int n)
{
	uint64_t f = 0;
	for (; row; row >>= n)
		f ^= row;
	return f & (((uint64_t)1 << n) - 1);
}

void en_amap_locate(const struct en_amap *m, uint64_t addr, struct en_dloc *out)
{
	uint64_t chunk = addr >> m->chunk_shift, g, r;
	uint64_t low = addr & (((uint64_t)1 << m->chunk_shift) - 1), local;
	if (m->pow2) {
		g = chunk >> m->deg;
		r = chunk & (uint64_t)(m->nch - 1);
		out->ch = (int)(m->consecutive ? r : r ^ ipoly_high(m, g));
	} else {
		g = chunk / (uint64_t)m->nch;
		r = chunk % (uint64_t)m->nch;
		out->ch = (int)(m->consecutive ? r : (r + ipoly_high(m, g)) % (uint64_t)m->nch);
	}
	local = (g << m->chunk_shift) | low;
	out->local = local;
	out->row = pack(local, m->row_lo, m->row_w, m->nrow_runs);
	out->bank = (int)(pack(local, m->bank_lo, m->bank_w, m->nbank_runs) ^
			  fold(out->row, m->nbank_bits));
}

/* ==== Allocations: where cudaMalloc would put the program's arrays ==== */

/* Smallest and largest value of c * i for i in [0, n). */
static void term(double c, double n, double *lo, double *hi)
{
	double v = n > 0 ? c * (n - 1) : 0;
	*lo += v < 0 ? v : 0;
	*hi += v > 0 ? v : 0;
}

void en_pat_range(const struct en_sim *s, const struct en_pat *p, double iters, double *lo,
		  double *hi)
{
	double bt = s->block_threads, full = floor((double)s->threads / bt);
	double rest = (double)s->threads - full * bt;
	double l1 = p->offset, h1 = p->offset, l2, h2;
	if (p->random || p->wrap) {
		*lo = 0;
		*hi = (double)p->footprint_elems - 1;
		return;
	}
	term((double)p->c_iter, iters, &l1, &h1);
	if (p->dims) {
		/* a shaped launch has whole blocks: each coordinate over its extent */
		const struct en_prog *g = &s->prog;
		term((double)p->c_tid, (double)g->bdim[0], &l1, &h1);
		term((double)p->c_tid_y, (double)g->bdim[1], &l1, &h1);
		term((double)p->c_tid_z, (double)g->bdim[2], &l1, &h1);
		term((double)p->c_block, (double)g->gdim[0], &l1, &h1);
		term((double)p->c_block_y, (double)g->gdim[1], &l1, &h1);
		term((double)p->c_block_z, (double)g->gdim[2], &l1, &h1);
		*lo = l1;
		*hi = h1;
		return;
	}
	l2 = l1;
	h2 = h1;
	term((double)p->c_tid, bt, &l1, &h1);
	term((double)p->c_block, full, &l1, &h1);
	if (rest > 0) {
		/* the last, partial block */
		term((double)p->c_tid, rest, &l2, &h2);
		l2 += (double)p->c_block * full;
		h2 += (double)p->c_block * full;
		if (full < 1) {
			l1 = l2;
			h1 = h2;
		}
		*lo = l1 < l2 ? l1 : l2;
		*hi = h1 > h2 ? h1 : h2;
		return;
	}
	*lo = l1;
	*hi = h1;
}

/*
 * Each distinct array (pattern base) gets an allocation holding every byte its
 * patterns touch over the launch; allocations follow each other from
 * EN_HEAP_BASE, each starting on an align-byte boundary (cudaMalloc's documented
 * 256 bytes; whole 2 MiB pages for managed memory), in the order the
 * descriptor declares them. The patterns' bases
 * move so that their lowest touched byte is their allocation's first.
 */
static int first_pat(const struct en_prog *p, uint64_t base)
{
	int k = 0;
	while (k < p->npat && p->pat[k].base != base)
		k++;
	return k;
}

int en_place_arrays(struct en_sim *s, double align, struct gp_diag *d)
{
	struct en_prog *p = &s->prog;
	uint64_t cursor = EN_HEAP_BASE;
	uint64_t *old = calloc((size_t)p->npat + 1, sizeof(uint64_t));
	double *lo = calloc((size_t)p->npat + 1, sizeof(double));
	double *hi = calloc((size_t)p->npat + 1, sizeof(double));
	int nold = 0, rc = 0;
	if (!old || !lo || !hi) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	for (int i = 0; i < p->n; i++) {
		const struct en_ins *in = &p->ins[i];
		const struct en_pat *pt;
		double l, h, iters = 1;
		int a;
		if (in->kind != EN_K_GLD && in->kind != EN_K_GST && in->kind != EN_K_ATOM)
			continue;
		if (in->inner_loop >= 0)
			iters = (double)p->trips[in->inner_loop];
		pt = &p->pat[in->pattern];
		en_pat_range(s, pt, iters > 0 ? iters : 1, &l, &h);
		l *= pt->elem_bytes;
		h = h * pt->elem_bytes + (in->width > pt->elem_bytes ? in->width : pt->elem_bytes);
		for (a = 0; a < nold && old[a] != pt->base; a++)
			;
		if (a == nold) {
			old[nold] = pt->base;
			lo[nold] = l;
			hi[nold++] = h;
		} else {
			lo[a] = l < lo[a] ? l : lo[a];
			hi[a] = h > hi[a] ? h : hi[a];
		}
	}
	/* allocation order: the order the descriptor declares the arrays (patterns) */
	for (int a = 1; a < nold; a++)
		for (int b = a; b > 0 && first_pat(p, old[b]) < first_pat(p, old[b - 1]); b--) {
			uint64_t t = old[b];
			double tl = lo[b], th = hi[b];
			old[b] = old[b - 1];
			lo[b] = lo[b - 1];
			hi[b] = hi[b - 1];
			old[b - 1] = t;
			lo[b - 1] = tl;
			hi[b - 1] = th;
		}
	for (int a = 0; a < nold; a++) {
		/* the allocation starts on an align boundary at or below the lowest touched byte,
		 * so whole pages of it (managed memory) belong to this array alone */
		double start = floor(lo[a] / align) * align;
		double bytes = ceil((hi[a] - start) / align) * align;
		uint64_t nbase;
		if (!(bytes >= 0) || bytes > EN_HEAP_MAX_BYTES || !(fabs(lo[a]) < EN_HEAP_MAX_BYTES) ||
		    (double)(cursor - EN_HEAP_BASE) + bytes > EN_HEAP_MAX_BYTES) {
			gp_diag_field(d, "/program/patterns");
			gp_error(d, GP_ELIMIT, "the program's global arrays span %.4g bytes, more than "
				 "the %.4g the engine places", (double)(cursor - EN_HEAP_BASE) + bytes,
				 EN_HEAP_MAX_BYTES);
			gp_diag_hint(d, "check the patterns' coefficients against the launch size");
			rc = -GP_ELIMIT;
			goto out;
		}
		nbase = cursor - (uint64_t)(int64_t)start;
		for (int k = 0; k < p->npat; k++)
			if (p->pat[k].base == old[a])
				p->pat[k].base = nbase | EN_PLACED;
		cursor += (uint64_t)bytes;
	}
	for (int k = 0; k < p->npat; k++)
		p->pat[k].base &= ~EN_PLACED;
out:
	free(old);
	free(lo);
	free(hi);
	return rc;
}
