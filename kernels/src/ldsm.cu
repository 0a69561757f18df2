// ldsm.cu - ldmatrix (sm_75+) from a 16x32 tile of 16-bit values in shared memory: .x4 as an
// MMA A fragment (lane l gives row l % 16, column 8 * (l / 16); rows 64 bytes apart), .x2.trans
// of consecutive 16-byte rows, .x1 of rows 128 bytes apart; the elements loaded address the
// stores.
__global__ void ldsm_tiles(const unsigned *in, unsigned *out)
{
	__shared__ unsigned short s[16 * 32];
	int t = threadIdx.x;
	unsigned a0, a1, a2, a3, b0, b1, c0, p;
	for (int k = 0; k < 8; k++)
		((unsigned *)s)[t + 32 * k] = in[blockIdx.x * 256 + t + 32 * k];
	__syncthreads();
	p = (unsigned)__cvta_generic_to_shared(&s[(t % 16) * 32 + (t / 16) * 8]);
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
		     : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3) : "r"(p));
	p = (unsigned)__cvta_generic_to_shared(&s[(t % 16) * 8]);
	asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
		     : "=r"(b0), "=r"(b1) : "r"(p));
	p = (unsigned)__cvta_generic_to_shared(&s[(t % 8) * 64]);
	asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(c0) : "r"(p));
	/* the loaded elements address the stores, so an emulator's addresses show them */
	out[a0] = a1;
	out[a2 + 4096] = a3;
	out[b0 + 8192] = b1;
	out[c0 + 12288] = t;
}
