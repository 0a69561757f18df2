// convolution_kt.cu - a 15x15 convolution of a 4096x4096 float image (input 4110x4110 with
// its border), the filter in constant memory, the block's input tile staged in shared
// memory: the kernel Kernel Tuner brute-forced on an RTX 2080 Ti and an RTX 3090 in
// AutoTuningAssociation/benchmark_hub (currently_unused/kernels/convolution.cu; MANIFEST.md).
// Written for this project to do, statement for statement, what that kernel does (the same
// tile, padding rule, load and store guards, fully unrolled filter loop and launch: block
// block_size_x x block_size_y, grid ceil(4096 / (block_size_x * tile_size_x)) x
// ceil(4096 / (block_size_y * tile_size_y))); no code was copied. The tunables come as -D
// defines, as Kernel Tuner puts #define lines before the code: block_size_x/y/z, tile_size_x/y,
// filter_width/height, read_only (1: loads through __ldg), use_padding.

#ifndef filter_width
#define filter_width 17
#endif
#ifndef filter_height
#define filter_height 17
#endif
#ifndef block_size_x
#define block_size_x 16
#endif
#ifndef block_size_y
#define block_size_y 16
#endif
#ifndef tile_size_x
#define tile_size_x 1
#endif
#ifndef tile_size_y
#define tile_size_y 1
#endif
#ifndef use_padding
#define use_padding 1
#endif

#define CV_W 4096                                  /* output image, square */
#define CV_BW ((filter_width / 2) * 2)             /* border columns */
#define CV_BH ((filter_height / 2) * 2)            /* border rows */
#define CV_IW (CV_W + CV_BW)                       /* input row length */
#define CV_IH (CV_W + CV_BH)
#define CV_TW (block_size_x * tile_size_x)         /* outputs of a block, x */
#define CV_TH (block_size_y * tile_size_y)         /* outputs of a block, y */
#define CV_ROWS (CV_TH + CV_BH)                    /* staged input rows */
#define CV_COLS (CV_TW + CV_BW)                    /* staged input columns */
#define CV_ROW_END (CV_ROWS < CV_IH ? CV_ROWS : CV_IH)
#define CV_COL_END (CV_COLS < CV_IW ? CV_COLS : CV_IW)

/* padding: only with use_padding, a block width not a multiple of 32 and a staged width
 * whose excess over the block width is not one either; it rounds that excess up to 32 */
#if use_padding == 1 && (block_size_x % 32) != 0 && ((CV_COLS - block_size_x) % 32) != 0
#define CV_PITCH (CV_COLS + ((32 - (CV_BW + CV_TW - block_size_x)) & 31))
#else
#define CV_PITCH CV_COLS
#endif

/* the guarded forms whenever a block's outputs do not tile the image exactly */
#if (CV_W % CV_TH) != 0 || (CV_W % CV_TW) != 0
#define CV_GUARD 1
#else
#define CV_GUARD 0
#endif

/* through the read-only path the address is pointer + row offset + column, added left to
 * right (two 64-bit steps), as the measured kernel's macro expands; else an int index */
#if read_only == 1
#define CV_LOAD(p, k) __ldg(p + k)
#else
#define CV_LOAD(p, k) (p)[k]
#endif

extern "C" {

__constant__ float d_filter[33 * 33];   /* room for the largest filter */

__global__ void convolution_kernel(float *output, float *input, float *filter)
{
	const int ly = threadIdx.y, lx = threadIdx.x;
	const int oy = blockIdx.y * block_size_y * tile_size_y;
	const int ox = blockIdx.x * block_size_x * tile_size_x;
	__shared__ float tile[CV_ROWS][CV_PITCH];

	/* stage the block's input rows and columns, each thread every block_size_y-th row and
	 * block_size_x-th column from its own */
#pragma unroll
	for (int r = ly; r < CV_ROW_END; r += block_size_y) {
#pragma unroll
		for (int q = lx; q < CV_COL_END; q += block_size_x) {
#if CV_GUARD
			int gy = oy + r, gx = ox + q;
			if (gy < CV_IH && gx < CV_IW)
				tile[r][q] = CV_LOAD(input, gy * CV_IW + gx);
#else
			tile[r][q] = CV_LOAD(input, (oy + r) * CV_IW + (ox + q));
#endif
		}
	}
	__syncthreads();

	float acc[tile_size_y][tile_size_x];
#pragma unroll
	for (int a = 0; a < tile_size_y; a++)
#pragma unroll
		for (int b = 0; b < tile_size_x; b++)
			acc[a][b] = 0.0f;

	/* every filter weight against every output of the thread's tile */
#pragma unroll
	for (int fy = 0; fy < filter_height; fy++) {
#pragma unroll
		for (int fx = 0; fx < filter_width; fx++) {
#pragma unroll
			for (int a = 0; a < tile_size_y; a++) {
#pragma unroll
				for (int b = 0; b < tile_size_x; b++)
					acc[a][b] += tile[ly + a * block_size_y + fy][lx + b * block_size_x + fx] *
						     d_filter[fy * filter_width + fx];
			}
		}
	}

#pragma unroll
	for (int a = 0; a < tile_size_y; a++) {
#pragma unroll
		for (int b = 0; b < tile_size_x; b++) {
#if CV_GUARD
			int gy = oy + ly + a * block_size_y, gx = ox + lx + b * block_size_x;
			if (gy < CV_W && gx < CV_W)
				output[gy * CV_W + gx] = acc[a][b];
#else
			output[(oy + ly + a * block_size_y) * CV_W + ox + lx + b * block_size_x] = acc[a][b];
#endif
		}
	}
}

}
