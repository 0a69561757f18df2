// spin.cu - a spin-wait: each thread polls flag until another agent sets it, then counts
// its polls into polls[tid]. Emulated with the flag's buffer all zeros nothing sets it: the
// loop never ends, and the emulator's step bound (extract --max-steps) must stop it.
__global__ void spin(const volatile int *flag, int *polls)
{
	int n = 0;
	while (flag[0] == 0)
		n++;
	polls[threadIdx.x] = n;
}
