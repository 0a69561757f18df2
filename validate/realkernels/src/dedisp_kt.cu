// dedisp_kt.cu - brute-force dedispersion: for each of 2048 dispersion measures and 25000
// samples, the sum over 1536 channels of the byte input delayed by the channel's shift
// scaled by the DM: the kernel Kernel Tuner brute-forced on an A100 PCIe and an RTX A6000 in
// AutoTuningAssociation/benchmark_hub (kernels/dedisp_milo/dedispersion.cu with
// dedispersion.h; MANIFEST.md). Written for this project to do, statement for statement, what
// that kernel does (the same index arithmetic, tiles, strides, guards and channel loop; the
// loop carries no unroll pragma, as Kernel Tuner removes it for loop_unroll_factor_channel 0);
// no code was copied. The tunables come as -D defines, as Kernel Tuner puts #define lines
// before the code: block_size_x/y/z, tile_size_x/y, tile_stride_x/y.

#define DD_DMS 2048
#define DD_SAMPLES 25000
#define DD_CHANNELS 1536
#define DD_ROW (DD_SAMPLES + 650)     /* samples per channel: nr_samples + max_shift */
#define DD_DM_FIRST 0.0f
#define DD_DM_STEP 0.02f

#ifndef tile_size_x
#define tile_size_x 1
#endif
#ifndef tile_size_y
#define tile_size_y 1
#endif
#ifndef tile_stride_x
#define tile_stride_x 1
#endif
#ifndef tile_stride_y
#define tile_stride_y 1
#endif

/* stride 0: a thread's tile is contiguous; 1: its elements are a block width apart */
#if tile_stride_x == 0
#define DD_STEP_X 1
#define DD_LANE_X tile_size_x
#else
#define DD_STEP_X block_size_x
#define DD_LANE_X 1
#endif
#if tile_stride_y == 0
#define DD_STEP_Y 1
#define DD_LANE_Y tile_size_y
#else
#define DD_STEP_Y block_size_y
#define DD_LANE_Y 1
#endif

extern "C" __global__ void dedispersion_kernel(const unsigned char *input, float *output,
					       const float *shifts)
{
	int x0 = blockIdx.x * block_size_x * tile_size_x + threadIdx.x * DD_LANE_X;
	int y0 = blockIdx.y * block_size_y * tile_size_y + threadIdx.y * DD_LANE_Y;

	for (int u = 0; u < tile_size_x; u++) {
		int s = x0 + u * DD_STEP_X;
		if (s < DD_SAMPLES) {
			for (int v = 0; v < tile_size_y; v++) {
				int d = y0 + v * DD_STEP_Y;
				if (d < DD_DMS) {
					float sum = 0.0f;
					for (int ch = 0; ch < DD_CHANNELS; ch++) {
						unsigned int delay = (DD_DM_FIRST + d * DD_DM_STEP) * shifts[ch];
						sum += input[(ch * DD_ROW) + (s + delay)];
					}
					output[(d * DD_SAMPLES) + s] = sum;
				}
			}
		}
	}
}
