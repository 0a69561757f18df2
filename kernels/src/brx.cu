// brx.cu - a computed branch: brx.idx through a jump table of four targets (inline PTX; nvcc
// compiles a C switch to a compare tree). Thread i takes target i % 4: in[i], in[i + 1],
// in[i + 16] or the constant 7. ptxas puts the table in constant bank 2, which only nvdisasm
// prints, so this kernel's listings are nvdisasm's.
__global__ void brx_pick(const int *in, int *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int v;
	asm volatile("{\n\t"
		     ".reg .u32 %%sel;\n\t"
		     "and.b32 %%sel, %1, 3;\n\t"
		     "ts: .branchtargets L0, L1, L2, L3;\n\t"
		     "brx.idx %%sel, ts;\n"
		     "L0:\n\tld.global.u32 %0, [%2];\n\tbra.uni END;\n"
		     "L1:\n\tld.global.u32 %0, [%2+4];\n\tbra.uni END;\n"
		     "L2:\n\tld.global.u32 %0, [%2+64];\n\tbra.uni END;\n"
		     "L3:\n\tmov.u32 %0, 7;\n"
		     "END:\n\t}"
		     : "=r"(v) : "r"(i), "l"(in + i));
	out[i] = v;
}
