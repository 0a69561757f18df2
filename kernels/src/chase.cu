// chase.cu - a pointer chase: one thread follows a chain of 8-byte pointers, each load's
// address the value the load before it returned, for `steps` loads (a multiple of 32: the
// body is unrolled 32 times, so the loop's counter and branch cost 1/32 of a load). Laid
// out as a shuffled ring (extract --init 0=ring:64) it is the latency microbenchmark's walk.
__global__ void chase(void *const *start, void **sink, long long steps)
{
	void *const *p = start;
#pragma unroll 1
	for (long long n = 0; n < steps; n += 32) {
#pragma unroll
		for (int u = 0; u < 32; u++)
			p = (void *const *)*p;
	}
	if (threadIdx.x > 12345)   // never taken: keeps the walk's result live
		sink[0] = (void *)p;
}
