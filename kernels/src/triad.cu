// triad.cu - STREAM triad: a[i] = b[i] + s * c[i], one element per thread (bounds-checked).
__global__ void triad(float *a, const float *b, const float *c, float s, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		a[i] = b[i] + s * c[i];
}
