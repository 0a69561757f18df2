// cpasync.cu - a block stages its slice of two arrays into shared memory with cp.async
// (sm_80+): a 16-byte copy per thread of a (L1 bypassed) and a 4-byte copy of b into every
// other word (stride-2 shared writes, two threads per bank), zero-filled past n.
#include <cuda_pipeline.h>

__global__ void cpasync_stage(const float4 *a, const float *b, float *out, int n)
{
	__shared__ float4 sa[128];
	__shared__ float sb[256];
	int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
	__pipeline_memcpy_async(&sa[t], &a[i], sizeof(float4));
	__pipeline_memcpy_async(&sb[2 * t], &b[i], sizeof(float), i < n ? 0 : sizeof(float));
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[i] = sa[t].x + sb[2 * t];
}
