// storeload.cu - a global store read back by another thread of the block after a barrier:
// buf[i] = 3 * in[i] + 1, then out[i] = buf of the thread mirrored in the block.
__global__ void storeload(const int *in, int *buf, int *out)
{
	int base = blockIdx.x * blockDim.x, i = base + threadIdx.x;
	buf[i] = 3 * in[i] + 1;
	__syncthreads();
	out[i] = buf[base + blockDim.x - 1 - threadIdx.x];
}
