// reduce.cu - block sum in shared memory (tree of halving strides, __syncthreads each step).
__global__ void reduce_sum(const float *in, float *out, int n)
{
	__shared__ float s[256];
	int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
	s[t] = i < n ? in[i] : 0.0f;
	__syncthreads();
	for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
		if (t < stride)
			s[t] += s[t + stride];
		__syncthreads();
	}
	if (t == 0)
		out[blockIdx.x] = s[0];
}
