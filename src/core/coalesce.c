/* coalesce.c - a warp's lane addresses to the 32-byte sectors and 128-byte lines they touch,
 * the sectors stores write only in part, and shared-memory bank wavefronts: the rules both the
 * program walk (program.c, the model's counts) and the engine's SMs apply (program_int.h). */
#include <string.h>

#include "coalesce.h"
#include "program_int.h"
#include "util.h"

static void sort_u64(uint64_t *a, int n)
{
	for (int i = 1; i < n; i++) {
		uint64_t v = a[i];
		int j = i - 1;
		while (j >= 0 && a[j] > v) {
			a[j + 1] = a[j];
			j--;
		}
		a[j + 1] = v;
	}
}

/* Sectors touched by the lanes (a lane's access may straddle two), sorted and unique. */
static int sectors_of(const uint64_t *addr, int n, int width, uint64_t *sec)
{
	int m = 0, sorted = 1, u = 0;
	for (int l = 0; l < n; l++) {
		uint64_t a = addr[l] >> 5, b = (addr[l] + (uint64_t)width - 1) >> 5;
		sec[m++] = a;
		if (b != a)
			sec[m++] = b;
	}
	for (int i = 1; i < m; i++)
		if (sec[i] < sec[i - 1]) {
			sorted = 0;
			break;
		}
	if (!sorted)
		sort_u64(sec, m);
	for (int i = 0; i < m; i++)
		if (u == 0 || sec[i] != sec[u - 1])
			sec[u++] = sec[i];
	return u;
}

/* The index of line in the ascending lines[0..nl), or -1. */
static int line_index(const uint64_t *lines, int nl, uint64_t line)
{
	int lo = 0, hi = nl - 1;
	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		if (lines[mid] == line)
			return mid;
		if (lines[mid] < line)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/*
 * A store that writes a sector only in part costs its memory channel a read-modify-write
 * (ECC) or a masked write (en_mem_serve), so the store path needs, per line request, its
 * sectors the lanes' bytes do not cover whole. The same rule as the emulator's (emu_mem.c
 * partial_sectors): each lane's [addr, addr + width) ORed into its sectors' byte masks; a
 * scattered 4-byte store has 32 partial sectors, a coalesced one none, one shifted by a
 * lane its first and last. This is the lanes that are not one contiguous range.
 */
static void partial_scattered(const uint64_t *addr, int n, int width, const uint64_t *lines,
			      int nl, uint8_t *partial)
{
	uint32_t cov[64][4];
	memset(cov, 0, sizeof(cov[0]) * (size_t)nl);
	for (int l = 0; l < n; l++) {
		uint64_t a = addr[l], e = addr[l] + (uint64_t)width;
		while (a < e) {
			uint64_t s = a >> 5, next;
			uint32_t piece = gp_sector_piece(a, e, &next);
			int j = line_index(lines, nl, s >> 2);
			if (j >= 0)
				cov[j][s & 3] |= piece;
			a = next;
		}
	}
	for (int j = 0; j < nl; j++) {
		partial[j] = 0;
		for (int k = 0; k < 4; k++)
			partial[j] += (uint8_t)(cov[j][k] && cov[j][k] != ~0u);
	}
}

/* en_mem_coalesce, and with partial (not NULL) en_mem_coalesce_partial's sectors written
 * in part; inlined into both, so the loads' path pays nothing for the stores'. */
static inline __attribute__((always_inline)) int
coalesce(const uint64_t *addr, int n, int width, uint64_t *lines, uint8_t *masks,
	 uint8_t *partial)
{
	uint64_t sec[64];
	int m, nl = 0, contiguous = n > 0;
	/* the common case, lanes at consecutive elements: the sectors are one range */
	for (int l = 1; l < n && contiguous; l++)
		contiguous = addr[l] == addr[l - 1] + (uint64_t)width;
	if (contiguous) {
		uint64_t a = addr[0], b = addr[n - 1] + (uint64_t)width;   /* bytes [a, b) */
		uint64_t s0 = a >> 5, s1 = (b - 1) >> 5;
		for (uint64_t x = s0; x <= s1; x++) {
			uint64_t line = x >> 2;
			if (nl == 0 || lines[nl - 1] != line) {
				lines[nl] = line;
				if (partial)
					partial[nl] = 0;
				masks[nl++] = 0;
			}
			masks[nl - 1] |= (uint8_t)(1u << (x & 3));
		}
		/* one range: only its first and last sectors can be partial */
		if (partial && width > 0) {
			if ((a & 31) || (s0 == s1 && (b & 31)))
				partial[0]++;
			if (s1 != s0 && (b & 31))
				partial[nl - 1]++;
		}
		return nl;
	}
	m = sectors_of(addr, n, width, sec);
	for (int i = 0; i < m; i++) {
		uint64_t line = sec[i] >> 2;
		if (nl == 0 || lines[nl - 1] != line) {
			lines[nl] = line;
			masks[nl++] = 0;
		}
		masks[nl - 1] |= (uint8_t)(1u << (sec[i] & 3));
	}
	if (partial && width > 0)
		partial_scattered(addr, n, width, lines, nl, partial);
	return nl;
}

int en_mem_coalesce(const uint64_t *addr, int n, int width, uint64_t *lines, uint8_t *masks)
{
	return coalesce(addr, n, width, lines, masks, NULL);
}

int en_mem_coalesce_partial(const uint64_t *addr, int n, int width, uint64_t *lines,
			    uint8_t *masks, uint8_t *partial)
{
	return coalesce(addr, n, width, lines, masks, partial);
}

/* Pair packing (coalesce.h): every active lane with an active partner l ^ d on its address. */
static int pairs_share(const uint64_t *addr, uint32_t mask, int d)
{
	for (int l = 0; l < 32; l++)
		if ((mask >> l & 1) && (mask >> (l ^ d) & 1) && addr[l] != addr[l ^ d])
			return 0;
	return 1;
}

/* The most distinct words one bank must deliver to the phase's lanes (mask, nonzero). */
static int phase_ways(const uint64_t *addr, uint32_t mask, int words, int banks)
{
	uint64_t word[128], first[64];
	uint64_t seen = 0;
	int n = 0, clash = 0, worst = 1, count[64] = { 0 };
	/* the usual cases first: every bank asked for one word (distinct or broadcast) */
	for (uint32_t m = mask; m && !clash; m &= m - 1)
		for (int k = 0; k < words; k++) {
			uint64_t w = (addr[__builtin_ctz(m)] >> 2) + (uint64_t)k;
			int b = (int)(w % (uint64_t)banks);
			if (!(seen >> b & 1)) {
				seen |= 1ull << b;
				first[b] = w;
			} else if (first[b] != w) {
				clash = 1;
			}
		}
	if (!clash)
		return 1;
	for (uint32_t m = mask; m; m &= m - 1)
		for (int k = 0; k < words && n < 128; k++)
			word[n++] = (addr[__builtin_ctz(m)] >> 2) + (uint64_t)k;
	sort_u64(word, n);
	for (int i = 0; i < n; i++) {
		int b = (int)(word[i] % (uint64_t)banks);
		if ((i == 0 || word[i] != word[i - 1]) && ++count[b] > worst)
			worst = count[b];
	}
	return worst;
}

/* gp_smem_wavefronts: coalesce.h */
int gp_smem_wavefronts(const uint64_t *addr, uint32_t mask, int width, int banks, int pack)
{
	int words = width >= 4 ? width / 4 : 1, lanes, total = 0;
	if (banks <= 0 || banks > 64)
		banks = 32;
	lanes = banks / words >= 1 ? banks / words : 1;
	if (lanes > 32)
		lanes = 32;
	if (pack && lanes < 32 && (pairs_share(addr, mask, 1) || pairs_share(addr, mask, 2)))
		lanes *= 2;
	for (int ph = 0; ph < 32; ph += lanes) {
		uint32_t m = mask & (uint32_t)(lanes >= 32 ? ~0ull : ((1ull << lanes) - 1) << ph);
		if (m)
			total += phase_ways(addr, m, words, banks);
	}
	return total;
}

int en_mem_atomic_passes(const uint64_t *addr, int n)
{
	uint64_t a[32];
	int most = 1, run = 1;
	if (n <= 1)
		return 1;
	if (n > 32)
		n = 32;
	memcpy(a, addr, (size_t)n * sizeof(*a));
	sort_u64(a, n);
	for (int i = 1; i < n; i++) {
		run = a[i] == a[i - 1] ? run + 1 : 1;
		if (run > most)
			most = run;
	}
	return most;
}
