// externc.cu - the same three kernels with C linkage (extern "C": the symbol carries no
// argument types, as NVRTC, CuPy RawKernel and driver-API kernels) and with C++ linkage (a
// mangled twin, "_m"): a vector add, a grid-stride saxpy and a naive transpose.
#define VADD_BODY                                                                          \
	{                                                                                  \
		int i = blockIdx.x * blockDim.x + threadIdx.x;                             \
		if (i < n)                                                                 \
			c[i] = a[i] + b[i];                                                \
	}
#define SAXPY_BODY                                                                         \
	{                                                                                  \
		for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;                 \
		     i += blockDim.x * gridDim.x)                                          \
			y[i] = alpha * x[i] + y[i];                                        \
	}
#define TRANSPOSE_BODY                                                                     \
	{                                                                                  \
		int x = blockIdx.x * blockDim.x + threadIdx.x;                             \
		int y = blockIdx.y * blockDim.y + threadIdx.y;                             \
		if (x < w && y < h)                                                        \
			out[x * h + y] = in[y * w + x];                                    \
	}

extern "C" __global__ void vadd(const float *a, const float *b, float *c, int n) VADD_BODY
extern "C" __global__ void saxpy_gs(int n, float alpha, const float *x, float *y) SAXPY_BODY
extern "C" __global__ void transpose_c(const float *in, float *out, int w, int h) TRANSPOSE_BODY

__global__ void vadd_m(const float *a, const float *b, float *c, int n) VADD_BODY
__global__ void saxpy_gs_m(int n, float alpha, const float *x, float *y) SAXPY_BODY
__global__ void transpose_c_m(const float *in, float *out, int w, int h) TRANSPOSE_BODY
