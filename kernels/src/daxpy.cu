// daxpy.cu - FP64: y = a*x + y repeated `reps` times (an FP64-unit bound loop).
__global__ void daxpy_reps(int n, int reps, double a, const double *x, double *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		double xi = x[i], yi = y[i];
#pragma unroll 1
		for (int r = 0; r < reps; r++)
			yi = a * xi + yi;
		y[i] = yi;
	}
}
