// sgemm_regtile.cu - C = alpha*A*B + beta*C (n x n, row-major), register-tiled: each thread
// computes a 4x4 sub-tile of C in registers; a block of bx x by threads a (4 by) x (4 bx) tile,
// over k-steps of 16 through shared-memory tiles of A and B (blocks up to 32x32, n a multiple
// of the tile).
#define BK 16
#define TM 4
#define TN 4
__global__ void sgemm_regtile(int n, float alpha, const float *A, const float *B, float beta,
			      float *C)
{
	__shared__ float As[BK][128], Bs[BK][128];
	int tx = threadIdx.x, ty = threadIdx.y, nt = blockDim.x * blockDim.y;
	int tid = ty * blockDim.x + tx, bm = blockDim.y * TM, bn = blockDim.x * TN;
	int row0 = blockIdx.y * bm, col0 = blockIdx.x * bn;
	float acc[TM][TN] = { { 0 } };
	for (int k0 = 0; k0 < n; k0 += BK) {
		for (int i = tid; i < bm * BK; i += nt) {
			int r = i / BK, c = i % BK;
			As[c][r] = A[(long)(row0 + r) * n + k0 + c];
		}
		for (int i = tid; i < BK * bn; i += nt) {
			int r = i / bn, c = i % bn;
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
