// sgemm_tiled.cu - C = alpha*A*B + beta*C, 32x32 shared tiles, one output per thread (n a multiple of 32).
#define TS 32
__global__ void sgemm_tiled(int n, float alpha, const float *A, const float *B, float beta, float *C)
{
	__shared__ float As[TS][TS], Bs[TS][TS];
	int tx = threadIdx.x, ty = threadIdx.y;
	int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
	float acc = 0;
	for (int k0 = 0; k0 < n; k0 += TS) {
		As[ty][tx] = A[row * n + k0 + tx];
		Bs[ty][tx] = B[(k0 + ty) * n + col];
		__syncthreads();
		for (int k = 0; k < TS; k++)
			acc += As[ty][k] * Bs[k][tx];
		__syncthreads();
	}
	C[row * n + col] = alpha * acc + beta * C[row * n + col];
}
