// sfu.cu - SFU-heavy: fast sine, exponential and reciprocal square root per element.
__global__ void sfu_mix(const float *x, float *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		float v = x[i];
		y[i] = __sinf(v) + __expf(v) * rsqrtf(v * v + 1.0f) + __logf(v + 2.0f);
	}
}
