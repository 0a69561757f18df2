// transpose_naive.cu - out = in^T straight through global memory: row-wise loads, column-wise stores.
__global__ void transpose_naive(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x < w && y < h)
		out[x * h + y] = in[y * w + x];
}
