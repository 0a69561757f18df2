// dot.cu - dot product: grid-stride loop, warp-shuffle reduction, one atomicAdd per warp.
__global__ void dot(const float *a, const float *b, float *out, int n)
{
	float s = 0;
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
		s += a[i] * b[i];
	for (int o = 16; o > 0; o >>= 1)
		s += __shfl_down_sync(0xffffffffu, s, o);
	if ((threadIdx.x & 31) == 0)
		atomicAdd(out, s);
}
