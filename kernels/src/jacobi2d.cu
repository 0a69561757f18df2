// jacobi2d.cu - one 5-point Jacobi sweep on an n x n grid (interior points).
__global__ void jacobi2d(const float *u, float *v, int n)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x > 0 && y > 0 && x < n - 1 && y < n - 1)
		v[y * n + x] = 0.25f * (u[y * n + x - 1] + u[y * n + x + 1] + u[(y - 1) * n + x] +
					u[(y + 1) * n + x]);
}
