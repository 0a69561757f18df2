// branchy.cu - data-independent divergence: even lanes take one path, odd lanes another, and
// threads with i % 8 == 7 loop k times more.
__global__ void branchy(const float *x, float *y, int n, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float v = x[i];
	if (i & 1)
		v = v * 3.0f + 1.0f;
	else
		v = v * 0.5f - 2.0f;
	if ((i & 7) == 7)
		for (int j = 0; j < k; j++)
			v = v * 1.0001f + 0.5f;
	y[i] = v;
}
