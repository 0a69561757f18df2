// stencil5.cu - 5-point stencil on an n x n grid: v = c0*u + c1*(4 neighbours), interior points.
__global__ void stencil5(const float *u, float *v, int n)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x > 0 && y > 0 && x < n - 1 && y < n - 1) {
		int i = y * n + x;
		v[i] = 0.5f * u[i] + 0.125f * (u[i - 1] + u[i + 1] + u[i - n] + u[i + n]);
	}
}
