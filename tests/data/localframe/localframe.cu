// localframe.cu - a streaming kernel with a 64-byte stack frame: a 16-float array that the
// thread writes whole, then updates and reads, all at indices from its own data, so ptxas
// keeps it in local memory (16 STL, then LDL, STL, LDL: 4-byte accesses only), beside one
// coalesced load and one coalesced store a thread (tests/test_model_local_memory.c).
__global__ void localframe(const float *in, float *out, int n)
{
	float t[16];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float x = in[i];
	int j = __float_as_int(x);
	for (int k = 0; k < 16; k++)
		t[(unsigned)(k + j) % 16] = x * (float)k;
	t[(unsigned)j % 16] += 1.0f;
	out[i] = t[(unsigned)(j >> 4) % 16];
}
