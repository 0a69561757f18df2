// matmul_rowmajor.cu - C (m x n) = A (m x k) x B (k x n), row-major floats: the two
// hand-written kernels that mmjerge/cudatorch measured on an A100 and an RTX 2080 Ti
// (MANIFEST.md). Written for this project to do, statement for statement, what that
// benchmark's matrixMulNaive and matrixMulShared do (the same loads, guards, tile, loop
// bounds and launch: 32x32 threads, grid ceil(n/32) x ceil(m/32)), so that their listings
// stand for the measured kernels; no code was copied.

// one output a thread, the k loop straight from global memory
__global__ void mm_naive(float *a, float *b, float *c, int m, int n, int k)
{
	int r = blockIdx.y * blockDim.y + threadIdx.y;
	int q = blockIdx.x * blockDim.x + threadIdx.x;
	if (r >= m || q >= n)
		return;
	float acc = 0.0f;
	for (int j = 0; j < k; j++)
		acc += a[r * k + j] * b[j * n + q];
	c[r * n + q] = acc;
}

// 32x32 tiles of A and B in shared memory (unpadded), zero-filled past the edges
#define MM_T 32
__global__ void mm_tiled32(float *a, float *b, float *c, int m, int n, int k)
{
	__shared__ float ta[MM_T][MM_T];
	__shared__ float tb[MM_T][MM_T];
	int x = threadIdx.x, y = threadIdx.y;
	int r = blockIdx.y * MM_T + y, q = blockIdx.x * MM_T + x;
	float acc = 0.0f;
	for (int t = 0; t < (k + MM_T - 1) / MM_T; t++) {
		int ka = t * MM_T + x, kb = t * MM_T + y;
		ta[y][x] = (r < m && ka < k) ? a[r * k + ka] : 0.0f;
		tb[y][x] = (kb < k && q < n) ? b[kb * n + q] : 0.0f;
		__syncthreads();
		for (int j = 0; j < MM_T; j++)
			acc += ta[y][j] * tb[j][x];
		__syncthreads();
	}
	if (r < m && q < n)
		c[r * n + q] = acc;
}
