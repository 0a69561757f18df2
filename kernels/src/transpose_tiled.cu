// transpose_tiled.cu - out = in^T through an unpadded 32x32 shared tile (column reads: bank conflicts).
#define TD 32
__global__ void transpose_tiled(const float *in, float *out, int w, int h)
{
	__shared__ float tile[TD][TD];
	int x = blockIdx.x * TD + threadIdx.x, y = blockIdx.y * TD + threadIdx.y;
	if (x < w && y < h)
		tile[threadIdx.y][threadIdx.x] = in[y * w + x];
	__syncthreads();
	x = blockIdx.y * TD + threadIdx.x;
	y = blockIdx.x * TD + threadIdx.y;
	if (x < h && y < w)
		out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}
