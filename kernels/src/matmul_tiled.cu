// matmul_tiled.cu - C = A x B with 16x16 shared-memory tiles (n a multiple of 16).
#define TILE 16
__global__ void matmul_tiled(const float *A, const float *B, float *C, int n)
{
	__shared__ float As[TILE][TILE], Bs[TILE][TILE];
	int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
	float acc = 0;
	for (int k0 = 0; k0 < n; k0 += TILE) {
		As[threadIdx.y][threadIdx.x] = A[row * n + k0 + threadIdx.x];
		Bs[threadIdx.y][threadIdx.x] = B[(k0 + threadIdx.y) * n + col];
		__syncthreads();
#pragma unroll
		for (int k = 0; k < TILE; k++)
			acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
		__syncthreads();
	}
	C[row * n + col] = acc;
}
