/* ring.c - a shuffled ring (ring.h). A four-round Feistel network over 2h bits (4^h >= n)
 * is a bijection of [0, 4^h) (Luby and Rackoff, SIAM J. Comput. 17, 1988); applied again
 * to a value past n until one falls inside ("cycle walking", Black and Rogaway, CT-RSA
 * 2002) it permutes [0, n), in under four steps on average since 4^h < 4n. Run backwards,
 * round by round, it is the inverse. */
#include "ring.h"

#define ROUNDS 4

/* splitmix64's finaliser: the round function */
static uint64_t mix64(uint64_t x)
{
	x += 0x9E3779B97F4A7C15ULL;
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
	x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
	return x ^ (x >> 31);
}

static uint64_t round_f(const struct gp_ring *r, int round, uint64_t half)
{
	return mix64(r->key ^ ((uint64_t)round << 56) ^ half) & (((uint64_t)1 << r->half_bits) - 1);
}

void gp_ring_init(struct gp_ring *r, uint64_t n, const char *name)
{
	r->n = n > 0 ? n : 1;
	r->half_bits = 1;
	while (((uint64_t)1 << (2 * r->half_bits)) < r->n)
		r->half_bits++;
	r->key = 0xCBF29CE484222325ULL;
	for (const char *c = name; *c; c++)
		r->key = (r->key ^ (uint8_t)*c) * 0x100000001B3ULL;
}

uint64_t gp_ring_element(const struct gp_ring *r, uint64_t x)
{
	const int h = r->half_bits;
	const uint64_t mask = ((uint64_t)1 << h) - 1;
	do {
		uint64_t lo = x >> h, hi = x & mask;
		for (int k = 0; k < ROUNDS; k++) {
			uint64_t t = hi;
			hi = lo ^ round_f(r, k, hi);
			lo = t;
		}
		x = (lo << h) | hi;
	} while (x >= r->n);
	return x;
}

uint64_t gp_ring_place(const struct gp_ring *r, uint64_t e)
{
	const int h = r->half_bits;
	const uint64_t mask = ((uint64_t)1 << h) - 1;
	do {
		uint64_t lo = e >> h, hi = e & mask;
		for (int k = ROUNDS - 1; k >= 0; k--) {
			uint64_t t = lo;
			lo = hi ^ round_f(r, k, lo);
			hi = t;
		}
		e = (lo << h) | hi;
	} while (e >= r->n);
	return e;
}
