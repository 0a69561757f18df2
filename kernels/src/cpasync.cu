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

// The copied words address a store: thread t writes out[s[127 - t]], where s[t] is idx[i]
// copied by cp.async, or 0 where the copy zero-fills (i >= n).
__global__ void cpasync_gather(const int *idx, int *out, int n)
{
	__shared__ int s[128];
	int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
	__pipeline_memcpy_async(&s[t], &idx[i], sizeof(int), i < n ? 0 : sizeof(int));
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[s[127 - t]] = t;
}

// 16-byte copies of an int array that ends inside a thread's row: src-size is the bytes left
// (16, part of a row, or none) and cp.async zero-fills the rest (the .ZFILL forms). The words
// copied address the store: out[w[4 (t ^ 1) + t % 4]], w = s as ints.
__global__ void cpasync_tail(const int *a, int *out, int n)
{
	__shared__ int4 s[128];
	int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
	int left = (n - 4 * i) * 4;
	size_t z = left >= 16 ? 0 : left <= 0 ? 16 : 16 - left;
	__pipeline_memcpy_async(&s[t], &((const int4 *)a)[i], sizeof(int4), z);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[((const int *)s)[4 * (t ^ 1) + t % 4]] = t;
}
