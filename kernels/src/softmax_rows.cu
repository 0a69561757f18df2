// softmax_rows.cu - row-wise softmax of a rows x n row-major matrix, one block per row: each
// thread strides the row by blockDim.x (max, then the sum of exponentials, then the writes),
// with a shared-memory tree reduction between the passes (blockDim.x a power of two <= 1024).
__global__ void softmax_rows(const float *in, float *out, int n)
{
	__shared__ float red[1024];
	const float *x = in + (long)blockIdx.x * n;
	float *y = out + (long)blockIdx.x * n;
	float m = -3.4e38f, s = 0;
	for (int c = threadIdx.x; c < n; c += blockDim.x)
		m = fmaxf(m, x[c]);
	red[threadIdx.x] = m;
	__syncthreads();
	for (int w = blockDim.x / 2; w > 0; w /= 2) {
		if (threadIdx.x < w)
			red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + w]);
		__syncthreads();
	}
	m = red[0];
	__syncthreads();
	for (int c = threadIdx.x; c < n; c += blockDim.x)
		s += __expf(x[c] - m);
	red[threadIdx.x] = s;
	__syncthreads();
	for (int w = blockDim.x / 2; w > 0; w /= 2) {
		if (threadIdx.x < w)
			red[threadIdx.x] += red[threadIdx.x + w];
		__syncthreads();
	}
	s = red[0];
	for (int c = threadIdx.x; c < n; c += blockDim.x)
		y[c] = __expf(x[c] - m) / s;
}
