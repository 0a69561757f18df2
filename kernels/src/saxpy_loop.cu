// saxpy_loop.cu - the thesis's saxpy2 (Figure 5.1): a loop of a FADDs between two loads.
__global__ void saxpy2(int n, int a, float *x, float *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		float t = 0;
#pragma unroll 1
		for (int c = 0; c < a; c++)
			t += x[i];
		y[i] += t;
	}
}
