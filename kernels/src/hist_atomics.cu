// hist_atomics.cu - 256-bin histograms of in[i] & 255: in shared memory (ATOMS) merged into
// global bins (RED), straight into global bins (RED), and the same returning the old count
// (ATOM). Their atomics contend as the input does: one bin serialises every update.
__global__ void hist_shared(const unsigned *in, unsigned *bins, int n)
{
	__shared__ unsigned h[256];
	for (int j = threadIdx.x; j < 256; j += blockDim.x)
		h[j] = 0;
	__syncthreads();
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		atomicAdd(&h[in[i] & 255], 1u);
	__syncthreads();
	for (int j = threadIdx.x; j < 256; j += blockDim.x)
		atomicAdd(&bins[j], h[j]);
}

__global__ void hist_global(const unsigned *in, unsigned *bins, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		atomicAdd(&bins[in[i] & 255], 1u);
}

__global__ void hist_global_old(const unsigned *in, unsigned *bins, unsigned *old, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		old[i] = atomicAdd(&bins[in[i] & 255], 1u);
}
