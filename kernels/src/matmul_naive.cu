// matmul_naive.cu - C = A x B, one output per thread, the k loop straight from global memory.
__global__ void matmul_naive(const float *A, const float *B, float *C, int n)
{
	int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
	if (row < n && col < n) {
		float acc = 0;
#pragma unroll 1
		for (int k = 0; k < n; k++)
			acc += A[row * n + k] * B[k * n + col];
		C[row * n + col] = acc;
	}
}
