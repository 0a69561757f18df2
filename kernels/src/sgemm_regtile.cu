// sgemm_regtile.cu - C = alpha*A*B + beta*C (n x n, row-major, n a multiple of 64), register-tiled:
// a block of 16x16 threads computes a 64x64 tile of C, each thread a 4x4 sub-tile held in
// registers, over k-steps of 16 through shared-memory tiles of A (64x16) and B (16x64).
#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4
__global__ void sgemm_regtile(int n, float alpha, const float *A, const float *B, float beta,
			      float *C)
{
	__shared__ float As[BK][BM], Bs[BK][BN];
	int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
	int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
	float acc[TM][TN] = { { 0 } };
	for (int k0 = 0; k0 < n; k0 += BK) {
		for (int i = tid; i < BM * BK; i += 256) {
			int r = i / BK, c = i % BK;
			As[c][r] = A[(long)(row0 + r) * n + k0 + c];
		}
		for (int i = tid; i < BK * BN; i += 256) {
			int r = i / BN, c = i % BN;
			Bs[r][c] = B[(long)(k0 + r) * n + col0 + c];
		}
		__syncthreads();
#pragma unroll
		for (int k = 0; k < BK; k++) {
			float a[TM], b[TN];
#pragma unroll
			for (int i = 0; i < TM; i++)
				a[i] = As[k][ty * TM + i];
#pragma unroll
			for (int j = 0; j < TN; j++)
				b[j] = Bs[k][tx * TN + j];
#pragma unroll
			for (int i = 0; i < TM; i++)
#pragma unroll
				for (int j = 0; j < TN; j++)
					acc[i][j] += a[i] * b[j];
		}
		__syncthreads();
	}
	for (int i = 0; i < TM; i++)
		for (int j = 0; j < TN; j++) {
			long idx = (long)(row0 + ty * TM + i) * n + col0 + tx * TN + j;
			C[idx] = alpha * acc[i][j] + beta * C[idx];
		}
}
