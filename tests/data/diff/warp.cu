// warp.cu - the differential harness's hand-written kernels: shuffles, votes, warp and block
// reductions and scans, and atomics of each kind on global and shared memory (and scope).
// Launch: 2 blocks of 64 threads; thread i reads a = in[3i], b = in[3i + 1]; out holds 1024
// words the host fills first (tests/test_emu_diff.c computes every result on the host).
#define IDX int i = blockIdx.x * blockDim.x + threadIdx.x; unsigned a = in[3 * i], b = in[3 * i + 1]

__global__ void w_shfl_idx(const unsigned *in, unsigned *out) { IDX; out[i] = __shfl_sync(~0u, a, b & 31); (void)b; }
__global__ void w_shfl_up(const unsigned *in, unsigned *out) { IDX; out[i] = __shfl_up_sync(~0u, a, 3); (void)b; }
__global__ void w_shfl_down(const unsigned *in, unsigned *out) { IDX; out[i] = __shfl_down_sync(~0u, a, 5); (void)b; }
__global__ void w_shfl_xor(const unsigned *in, unsigned *out) { IDX; out[i] = __shfl_xor_sync(~0u, a, 13); (void)b; }
__global__ void w_shfl_w8(const unsigned *in, unsigned *out) { IDX; out[i] = __shfl_sync(~0u, a, b & 7, 8); }
__global__ void w_shfl_up_w16(const unsigned *in, unsigned *out) { IDX; out[i] = __shfl_up_sync(~0u, a, 2, 16); (void)b; }
__global__ void w_ballot(const unsigned *in, unsigned *out) { IDX; out[i] = __ballot_sync(~0u, a & 1); (void)b; }
__global__ void w_any_all(const unsigned *in, unsigned *out) { IDX; out[i] = __any_sync(~0u, a % 5 == 0) | __all_sync(~0u, a != 7) << 1 | __all_sync(~0u, b % 3 != 0) << 2; }
__global__ void w_reduce(const unsigned *in, unsigned *out)
{
	IDX;
	unsigned s = a;
	for (int o = 16; o > 0; o >>= 1)
		s += __shfl_down_sync(~0u, s, o);
	out[i] = s;
	(void)b;
}
__global__ void w_scan(const unsigned *in, unsigned *out)
{
	IDX;
	unsigned s = a;
	for (int o = 1; o < 32; o <<= 1) {
		unsigned t = __shfl_up_sync(~0u, s, o);
		if ((threadIdx.x & 31) >= o)
			s += t;
	}
	out[i] = s;
	(void)b;
}
__global__ void b_reduce_max(const unsigned *in, unsigned *out)
{
	__shared__ unsigned s[64];
	IDX;
	s[threadIdx.x] = a ^ b;
	__syncthreads();
	for (int o = 32; o > 0; o >>= 1) {
		if (threadIdx.x < o)
			s[threadIdx.x] = max(s[threadIdx.x], s[threadIdx.x + o]);
		__syncthreads();
	}
	if (threadIdx.x == 0)
		out[blockIdx.x] = s[0];
}
__global__ void b_scan(const unsigned *in, unsigned *out)
{
	__shared__ unsigned s[2][64];
	IDX;
	int p = 0;
	s[0][threadIdx.x] = a;
	__syncthreads();
	for (int o = 1; o < 64; o <<= 1) {
		s[1 - p][threadIdx.x] = s[p][threadIdx.x] + (threadIdx.x >= o ? s[p][threadIdx.x - o] : 0u);
		p = 1 - p;
		__syncthreads();
	}
	out[i] = s[p][threadIdx.x];
	(void)b;
}

/* Global atomics: out[256 + i] is thread i's own word (the old value returned into
 * out[128 + i]); out[a % 8] is shared by the launch. */
#define GATOM(name, call1, call2) \
__global__ void name(const unsigned *in, unsigned *out) { IDX; out[128 + i] = call1; call2; }
GATOM(g_add, atomicAdd(&out[256 + i], b), atomicAdd(&out[a % 8], b))
GATOM(g_sub, atomicSub(&out[256 + i], b), atomicSub(&out[a % 8], b))
GATOM(g_min, (unsigned)atomicMin((int *)&out[256 + i], (int)b), atomicMin((int *)&out[a % 8], (int)b))
GATOM(g_umin, atomicMin(&out[256 + i], b), atomicMin(&out[a % 8], b))
GATOM(g_max, (unsigned)atomicMax((int *)&out[256 + i], (int)b), atomicMax((int *)&out[a % 8], (int)b))
GATOM(g_umax, atomicMax(&out[256 + i], b), atomicMax(&out[a % 8], b))
GATOM(g_inc, atomicInc(&out[256 + i], b), atomicInc(&out[a % 8], 1000u))
GATOM(g_dec, atomicDec(&out[256 + i], b), atomicDec(&out[a % 8], 1000u))
GATOM(g_and, atomicAnd(&out[256 + i], b), atomicAnd(&out[a % 8], b | 0x0f0f0f0fu))
GATOM(g_or, atomicOr(&out[256 + i], b), atomicOr(&out[a % 8], b & 0x11111111u))
GATOM(g_xor, atomicXor(&out[256 + i], b), atomicXor(&out[a % 8], b))
GATOM(g_exch, atomicExch(&out[256 + i], b), (void)0)
GATOM(g_cas, atomicCAS(&out[256 + i], (i & 1) ? out[256 + i] : b, a), (void)0)
GATOM(g_fadd, __float_as_uint(atomicAdd((float *)&out[256 + i], (float)(b % 1000))), atomicAdd((float *)&out[a % 8], (float)(b % 1000)))
GATOM(g_add_block, atomicAdd_block(&out[256 + i], b), atomicAdd_block(&out[a % 8], b))
GATOM(g_add_system, atomicAdd_system(&out[256 + i], b), atomicAdd_system(&out[a % 8], b))
GATOM(g_red, 0u, atomicAdd(&out[a % 8], b))
__global__ void g_add64(const unsigned *in, unsigned *out)
{
	IDX;
	unsigned long long *o = (unsigned long long *)out;
	unsigned long long v = (unsigned long long)a << 32 | b;
	unsigned long long old = atomicAdd(&o[128 + i], v);
	out[640 + i] = (unsigned)old;
	out[512 + i] = (unsigned)(old >> 32);
	atomicAdd(&o[a % 4], v);
}
__global__ void g_cas64(const unsigned *in, unsigned *out)
{
	IDX;
	unsigned long long *o = (unsigned long long *)out;
	unsigned long long want = (i & 1) ? o[128 + i] : b;
	unsigned long long old = atomicCAS(&o[128 + i], want, (unsigned long long)a << 32 | b);
	out[640 + i] = (unsigned)old;
	out[512 + i] = (unsigned)(old >> 32);
}

/* Shared atomics: the block's words s[] start as out[256 + ...] and end in out[256 + ...]
 * again (each block its own 64 + 8), the old value returned into out[128 + i]. */
#define SATOM(name, call1, call2) \
__global__ void name(const unsigned *in, unsigned *out) \
{ \
	__shared__ unsigned s[72]; \
	IDX; \
	unsigned *base = &out[256 + 72 * blockIdx.x]; \
	s[threadIdx.x] = base[threadIdx.x]; \
	if (threadIdx.x < 8) \
		s[64 + threadIdx.x] = base[64 + threadIdx.x]; \
	__syncthreads(); \
	out[128 + i] = call1; \
	call2; \
	__syncthreads(); \
	base[threadIdx.x] = s[threadIdx.x]; \
	if (threadIdx.x < 8) \
		base[64 + threadIdx.x] = s[64 + threadIdx.x]; \
}
SATOM(s_add, atomicAdd(&s[threadIdx.x], b), atomicAdd(&s[64 + a % 8], b))
SATOM(s_min, (unsigned)atomicMin((int *)&s[threadIdx.x], (int)b), atomicMin((int *)&s[64 + a % 8], (int)b))
SATOM(s_umax, atomicMax(&s[threadIdx.x], b), atomicMax(&s[64 + a % 8], b))
SATOM(s_inc, atomicInc(&s[threadIdx.x], b), atomicInc(&s[64 + a % 8], 1000u))
SATOM(s_dec, atomicDec(&s[threadIdx.x], b), atomicDec(&s[64 + a % 8], 1000u))
SATOM(s_and, atomicAnd(&s[threadIdx.x], b), atomicAnd(&s[64 + a % 8], b | 0x0f0f0f0fu))
SATOM(s_or, atomicOr(&s[threadIdx.x], b), atomicOr(&s[64 + a % 8], b & 0x11111111u))
SATOM(s_xor, atomicXor(&s[threadIdx.x], b), atomicXor(&s[64 + a % 8], b))
SATOM(s_exch, atomicExch(&s[threadIdx.x], b), (void)0)
SATOM(s_cas, atomicCAS(&s[threadIdx.x], (i & 1) ? b : s[threadIdx.x], a), (void)0)
SATOM(s_fadd, __float_as_uint(atomicAdd((float *)&s[threadIdx.x], (float)(b % 1000))), atomicAdd((float *)&s[64 + a % 8], (float)(b % 1000)))
SATOM(s_count, 0u, atomicAdd(&s[64 + a % 8], 1u))
