// calls.cu - a device function kept out of line (__noinline__) called twice per thread, and a
// dense switch on the lane's index (a jump table where the compiler makes one).
__device__ __noinline__ int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

__global__ void call_clamp(const float *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int l = clampi(i - 1, 0, n - 1), r = clampi(i + 1, 0, n - 1);
	if (i < n)
		out[i] = in[l] + in[r];
}

__global__ void switch_pick(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v;
	switch (threadIdx.x % 8) {
	case 0: v = in[i]; break;
	case 1: v = in[i] * 2.0f; break;
	case 2: v = in[i + 1]; break;
	case 3: v = in[i] + 3.0f; break;
	case 4: v = in[2 * i]; break;
	case 5: v = -in[i]; break;
	case 6: v = in[i + 7]; break;
	default: v = 0.0f; break;
	}
	out[i] = v;
}
