/* coalesce.c - a warp's lane addresses to the 32-byte sectors and 128-byte lines they touch,
 * the sectors stores write only in part, and shared-memory bank wavefronts: the rules both the
 * program walk (program.c, the model's counts) and the engine's SMs apply (program_int.h). */
#include <string.h>

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

int en_mem_bank_ways(const uint64_t *addr, int n, int width, int banks)
{
	uint64_t words[128];
	int count[64] = { 0 };
	int m = 0, u = 0, ways = 1, per = width >= 4 ? width / 4 : 1;
	if (banks <= 0 || banks > 64)
		banks = 32;
	for (int l = 0; l < n; l++)
		for (int k = 0; k < per; k++)
			words[m++] = (addr[l] >> 2) + (uint64_t)k;
	sort_u64(words, m);
	/* distinct words in the same bank serialise; the same word is a broadcast */
	for (int i = 0; i < m; i++)
		if (u == 0 || words[i] != words[u - 1])
			words[u++] = words[i];
	for (int i = 0; i < u; i++) {
		int b = (int)(words[i] % (uint64_t)banks);
		if (++count[b] > ways)
			ways = count[b];
	}
	/* 8- and 16-byte accesses are served in 2 or 4 wavefronts of 32 words anyway */
	if (per > 1 && ways < (u + banks - 1) / banks)
		ways = (u + banks - 1) / banks;
	return ways;
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
