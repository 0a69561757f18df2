/* coalesce.h - the shared-memory wavefront rule the emulator (its memory profile) and the
 * engine's SMs (from traced or synthesised addresses) both apply: coalesce.c. */
#ifndef GP_COALESCE_H
#define GP_COALESCE_H

#include <stdint.h>

/*
 * Wavefronts (shared-pipe cycles) of one shared access of a warp: addr[l] the byte offset of
 * lane l for the lanes in mask (others unread), width its bytes a lane, banks the device's
 * 4-byte banks (32). A wavefront serves banks x 4 bytes, so an access of w bytes is served a
 * phase of banks x 4 / w lanes at a time (32, 16 or 8 lanes for 4, 8 or 16 bytes), and each
 * phase with an active lane takes as many wavefronts as the most distinct words one bank
 * must deliver in it (lanes reading the same word share it: a broadcast within the phase).
 * pack (loads): when lanes pair up on one address (lane l with l ^ 1, or l with l ^ 2, for
 * every active pair, all lanes on one address included) the return path packs two lanes'
 * data, so a phase covers twice the lanes. An LDS.128 of 32 distinct consecutive addresses
 * takes 4, a broadcast one 2, an LDS.64 broadcast 1. NVIDIA's forum answer on CC 7.x: "The
 * return bandwidth of L1 and shared memory is 128 bytes/cycle ... LDS.128 requires 4 requests
 * per instruction ... If the guidelines [pairs] are met the requests/instruction should
 * reduce from 4 to 2" (forums.developer.nvidia.com/t/unexpected-shared-memory-bank-conflict/
 * 77228/2); Nsight Compute on CC 8.6 and 9.0 counts 8 wavefronts for an LDS.128 whose
 * quarter-warps each conflict 2 ways and 2 for one whose half-warps each read one address
 * (forums.developer.nvidia.com/t/discrepancy-in-lds-128-wavefronts-does-smem-broadcast-
 * across-quarter-warps/373160). 0 for an empty mask.
 */
int gp_smem_wavefronts(const uint64_t *addr, uint32_t mask, int width, int banks, int pack);

#endif
