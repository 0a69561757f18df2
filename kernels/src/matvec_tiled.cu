// matvec_tiled.cu - y = A x for a rows x width row-major A, one thread per row: x is staged in
// shared memory one blockDim.x-wide tile at a time, so the outer loop runs
// ceil(width / blockDim.x) times (a runtime division).
__global__ void matvec_tiled(const float *A, const float *x, float *y, int rows, int width)
{
	extern __shared__ float xs[];
	int row = blockIdx.x * blockDim.x + threadIdx.x;
	int tiles = (width + blockDim.x - 1) / blockDim.x;
	float acc = 0.0f;
#pragma unroll 1
	for (int t = 0; t < tiles; t++) {
		int j0 = t * blockDim.x;
		int j = j0 + threadIdx.x;
		xs[threadIdx.x] = j < width ? x[j] : 0.0f;
		__syncthreads();
		int len = min((int)blockDim.x, width - j0);
		if (row < rows)
			for (int k = 0; k < len; k++)
				acc += A[(size_t)row * width + j0 + k] * xs[k];
		__syncthreads();
	}
	if (row < rows)
		y[row] = acc;
}
