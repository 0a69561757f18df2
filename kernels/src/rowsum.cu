// rowsum.cu - one thread sums one row of an n-column row-major matrix; the compiler unrolls the
// column loop by 4 with a remainder loop (the shape static extraction over-counts).
__global__ void rowsum(const float *m, float *out, int rows, int n)
{
	int r = blockIdx.x * blockDim.x + threadIdx.x;
	if (r >= rows)
		return;
	float s = 0;
#pragma unroll 16
	for (int c = 0; c < n; c++)
		s += m[(long)r * n + c];
	out[r] = s;
}
