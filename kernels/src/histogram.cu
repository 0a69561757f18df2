// histogram.cu - 256-bin byte histogram: shared-memory atomics per block, then global atomics.
__global__ void histogram(const unsigned char *data, unsigned int *bins, int n)
{
	__shared__ unsigned int h[256];
	h[threadIdx.x] = 0;
	__syncthreads();
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
		atomicAdd(&h[data[i]], 1u);
	__syncthreads();
	atomicAdd(&bins[threadIdx.x], h[threadIdx.x]);
}
