// gridstride.cu - y[i] = a * x[i] over a grid-stride loop (each thread visits ceil((n - tid) / stride) elements).
__global__ void scale_gridstride(const float *x, float *y, float a, int n)
{
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
		y[i] = a * x[i];
}
