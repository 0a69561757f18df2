/* ring.h - a shuffled ring: n places visited in one fixed pseudo-random order, pass after
 * pass (a pointer chase through a std::shuffle'd chain, gpu-benches' gpu-latency). The
 * engine walks one (a wrapping pattern's "shuffle", kernel.h) and the emulator lays one out
 * in a buffer (extract --init N=ring:SPACING). */
#ifndef GPUPERF_RING_H
#define GPUPERF_RING_H

#include <stdint.h>

struct gp_ring {
	uint64_t n;        /* places, >= 1 */
	uint64_t key;      /* the permutation's key */
	int half_bits;     /* the Feistel halves' width: 4^half_bits >= n */
};

/* The ring over n places with the key of a name (FNV-1a): the same name, the same ring. */
void gp_ring_init(struct gp_ring *r, uint64_t n, const char *name);
/* The element at place x (< n): a bijection of [0, n). */
uint64_t gp_ring_element(const struct gp_ring *r, uint64_t x);
/* Its inverse: the place of element e (< n). */
uint64_t gp_ring_place(const struct gp_ring *r, uint64_t e);

#endif
