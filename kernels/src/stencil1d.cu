// stencil1d.cu - 7-point 1D stencil (radius 3) with the block's halo staged in shared memory.
#define R 3
#define BS 256
__global__ void stencil1d(const float *in, float *out, int n)
{
	__shared__ float s[BS + 2 * R];
	int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + R;
	s[l] = g < n ? in[g] : 0.0f;
	if (threadIdx.x < R) {
		s[l - R] = g >= R ? in[g - R] : 0.0f;
		s[l + BS] = g + BS < n ? in[g + BS] : 0.0f;
	}
	__syncthreads();
	float r = 0;
#pragma unroll
	for (int k = -R; k <= R; k++)
		r += s[l + k];
	if (g < n)
		out[g] = r;
}
