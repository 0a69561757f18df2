// occ_oracle.cpp - expected occupancy from NVIDIA's cuda_occupancy.h for every device file (test oracle).
//
// Built only where /usr/local/cuda/include/cuda_occupancy.h exists (see mk/tests.mk);
// gpuperf itself never needs that header. For each device it fills a cudaOccDeviceProp
// from our JSON figures (compute capability, limits), runs NVIDIA's calculator over a
// generated set of launch configurations and writes, per (registers, shared memory,
// carve-out), the result for every block size 1..max_threads_per_block, run-length
// encoded:
//
//   D <device name> <compute capability>
//   L <regs> <smem bytes> <carve-out %, -1 default> <last block>:<blocks>:<mask> ...
//
// A run covers the block sizes after the previous run's last block up to its own.
// mask is NVIDIA's cudaOccLimitingFactor bit set: 1 warps, 2 registers, 4 shared
// memory, 8 blocks (all limits equal to the result). tests/test_occupancy.c reads it.
//
// usage: occ_oracle --full|--subset OUT DEVICE.json...

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <string>
#include <vector>

#include <cuda_occupancy.h>

extern "C" {
#include "gpuperf/device.h"
}

namespace {

struct config {
	int regs;
	long smem;
	int carveout;
};

// Deterministic LCG so the generated set never changes between runs.
struct lcg {
	unsigned long long s;
	unsigned next(unsigned n)
	{
		s = s * 6364136223846793005ULL + 1442695040888963407ULL;
		return (unsigned)((s >> 33) % n);
	}
};

void fill_prop(const gp_device &dev, cudaOccDeviceProp &p)
{
	p.computeMajor = dev.cc_major;
	p.computeMinor = dev.cc_minor;
	p.maxThreadsPerBlock = dev.max_threads_per_block;
	p.maxThreadsPerMultiprocessor = dev.max_threads_per_sm;
	p.regsPerBlock = dev.max_regs_per_block;
	p.regsPerMultiprocessor = dev.regs_per_sm;
	p.warpSize = dev.warp_size;
	p.sharedMemPerBlock = (size_t)dev.smem_per_block_bytes;
	p.sharedMemPerMultiprocessor = (size_t)dev.smem_per_sm_bytes;
	p.numSms = dev.sms;
	p.sharedMemPerBlockOptin = (size_t)dev.smem_per_block_optin_bytes;
	p.reservedSharedMemPerBlock = (size_t)dev.smem_reserved_per_block_bytes;
}

// The kernel: all shared memory dynamic, opted in up to the device's maximum
// (what cudaFuncSetAttribute(MaxDynamicSharedMemorySize) does), one barrier,
// partitioned global caching off (the runtime's default for cudaFuncAttributes).
void fill_attr(const gp_device &dev, int regs, cudaOccFuncAttributes &a)
{
	a.maxThreadsPerBlock = dev.max_threads_per_block;
	a.numRegs = regs;
	a.sharedSizeBytes = 0;
	a.partitionedGCConfig = PARTITIONED_GC_OFF;
	a.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
	a.maxDynamicSharedSizeBytes = (size_t)dev.smem_per_block_optin_bytes;
	a.numBlockBarriers = 1;
	a.virtualResourceCount = 0;
}

int write_line(FILE *f, const gp_device &dev, const config &c)
{
	cudaOccDeviceProp prop;
	cudaOccFuncAttributes attr;
	cudaOccDeviceState state;
	int prev_blocks = -1;
	unsigned prev_mask = 0;

	fill_prop(dev, prop);
	fill_attr(dev, c.regs, attr);
	state.carveoutConfig = c.carveout;
	fprintf(f, "L %d %ld %d", c.regs, c.smem, c.carveout);
	for (int b = 1; b <= dev.max_threads_per_block; b++) {
		cudaOccResult r;
		memset(&r, 0, sizeof(r));
		if (cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &state, b,
							    (size_t)c.smem) != CUDA_OCC_SUCCESS) {
			fprintf(stderr, "occ_oracle: %s: calculator error at block %d regs %d smem %ld\n",
				dev.name, b, c.regs, c.smem);
			return -1;
		}
		unsigned mask = r.limitingFactors & 0xf;
		if (b > 1 && (r.activeBlocksPerMultiprocessor != prev_blocks || mask != prev_mask))
			fprintf(f, " %d:%d:%u", b - 1, prev_blocks, prev_mask);
		prev_blocks = r.activeBlocksPerMultiprocessor;
		prev_mask = mask;
	}
	fprintf(f, " %d:%d:%u\n", dev.max_threads_per_block, prev_blocks, prev_mask);
	return 0;
}

// The configurations for one device. full: the large set (regenerated at build
// time); subset: the part committed under tests/data so every checkout can compare.
std::vector<config> configs(const gp_device &dev, bool full)
{
	std::vector<config> v;
	const long unit = dev.smem_alloc_unit_bytes;
	const long optin = dev.smem_per_block_optin_bytes;
	const long top = optin + dev.smem_reserved_per_block_bytes + 2 * unit;
	const int carve[] = { 0, 10, 25, 33, 50, 60, 75, 90, 100 };
	lcg rng = { 0x9e3779b97f4a7c15ULL ^ (unsigned long long)dev.sms };

	// every register count (0 = unknown) with no shared memory
	for (int r = 0; r <= 255; r++)
		v.push_back({ r, 0, -1 });
	// edges: 1 byte, the default and opt-in per-block limits and just past them
	const long edges[] = { 1, unit - 1, unit, unit + 1, (long)dev.smem_per_block_bytes,
			       (long)dev.smem_per_block_bytes + 1, optin - 1, optin, optin + 1 };
	for (long e : edges)
		for (int r : { 0, 32, 64, 128, 255 })
			if (full || r == 32)
				v.push_back({ r, e, -1 });
	if (full) {
		// every allocation unit (and one byte more) at 32 registers
		for (long s = 0; s <= top; s += unit) {
			v.push_back({ 32, s, -1 });
			v.push_back({ 32, s + 1, -1 });
		}
		// every KB at a spread of register counts
		for (long s = 0; s <= top; s += 1024)
			for (int r : { 0, 16, 40, 64, 96, 128, 168, 200, 255 })
				v.push_back({ r, s, -1 });
		// carve-out preferences
		for (int c : carve)
			for (long s = 0; s <= top; s += 2048)
				v.push_back({ 32, s, c });
		for (int i = 0; i < 2000; i++)
			v.push_back({ (int)rng.next(256), (long)rng.next((unsigned)top + 1),
				      rng.next(5) ? -1 : carve[rng.next(9)] });
	} else {
		for (long s = 0; s <= top; s += 8192)
			v.push_back({ 64, s, -1 });
		for (int c : { 0, 25, 50, 100 })
			for (long s = 0; s <= top; s += 16384)
				v.push_back({ 32, s, c });
		for (int i = 0; i < 60; i++)
			v.push_back({ (int)rng.next(256), (long)rng.next((unsigned)top + 1),
				      rng.next(5) ? -1 : carve[rng.next(9)] });
	}
	return v;
}

} // namespace

int main(int argc, char **argv)
{
	if (argc < 4 || (strcmp(argv[1], "--full") && strcmp(argv[1], "--subset"))) {
		fprintf(stderr, "usage: occ_oracle --full|--subset OUT DEVICE.json...\n");
		return 2;
	}
	bool full = strcmp(argv[1], "--full") == 0;
	std::string tmp = std::string(argv[2]) + ".tmp";
	FILE *f = fopen(tmp.c_str(), "w");
	if (!f) {
		perror(tmp.c_str());
		return 1;
	}
	fprintf(f, "# Expected occupancy from NVIDIA's cuda_occupancy.h (CUDA occupancy calculator "
		   "%d.%d rules), generated by tests/occ_oracle.cpp %s.\n",
		__CUDA_OCC_MAJOR__, __CUDA_OCC_MINOR__, argv[1]);
	fprintf(f, "# D <device> <cc>; L <regs> <smem> <carveout%%> <last block>:<blocks/SM>:<mask> "
		   "... (mask: 1 warps, 2 registers, 4 shared memory, 8 blocks)\n");
	for (int i = 3; i < argc; i++) {
		gp_device dev;
		gp_diag d;
		gp_diag_clear(&d);
		if (gp_device_load(argv[i], &dev, &d) < 0) {
			gp_diag_print(&d, stderr);
			fclose(f);
			remove(tmp.c_str());
			return 1;
		}
		fprintf(f, "D %s %d.%d\n", dev.name, dev.cc_major, dev.cc_minor);
		for (const config &c : configs(dev, full))
			if (write_line(f, dev, c) < 0) {
				fclose(f);
				remove(tmp.c_str());
				return 1;
			}
	}
	if (fclose(f) != 0 || rename(tmp.c_str(), argv[2]) != 0) {
		perror(argv[2]);
		remove(tmp.c_str());
		return 1;
	}
	return 0;
}
