// threshold.cu - a data-dependent branch: elements above t take a 16-step loop and a store, the
// others nothing (the emulator decides it from --init or a --branch probability).
__global__ void threshold(const float *x, float *y, float t, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float v = x[i];
	if (v > t) {
		for (int j = 0; j < 16; j++)
			v = v * 0.75f + 0.5f;
		y[i] = v;
	}
}
