/* launchrec.h - a launch of a kernel from its listing, every value known: what an emulated
 * launch was (a descriptor's "launch" section, kernels/README.md) and what emulating it
 * again needs. The launch-bound kernels of klaunch.h are these with expressions bound. */
#ifndef GPUPERF_LAUNCHREC_H
#define GPUPERF_LAUNCHREC_H

#include <stddef.h>
#include <stdint.h>

#define GP_LAUNCH_ARGS_MAX 32
#define GP_LAUNCH_PATH_MAX 1024

struct gp_launch_rec {
	char sass[GP_LAUNCH_PATH_MAX];     /* the listing (cuobjdump -sass / nvdisasm) */
	char ptxas[GP_LAUNCH_PATH_MAX];    /* its ptxas -v log, "" none */
	char ptx[GP_LAUNCH_PATH_MAX], cubin[GP_LAUNCH_PATH_MAX], source[GP_LAUNCH_PATH_MAX];
					   /* an extern "C" kernel's layout; "" none */
	char func[512];                    /* the kernel as the listing names it (mangled) */
	int sm;                            /* its architecture (80 for sm_80) */
	unsigned grid[3], block[3];
	unsigned smem_dynamic_bytes;
	uint64_t seed;                     /* the block sample and the random branches */
	int sample;                        /* blocks emulated of a larger grid; 0: the default */
	uint64_t max_steps;                /* 0: the default */
	int nargs, ninit;
	char args[GP_LAUNCH_ARGS_MAX][160];   /* "NAME=VALUE" or "I=VALUE", as --arg takes them */
	char inits[GP_LAUNCH_ARGS_MAX][600];  /* "NAME=SPEC", as --init takes them */
};

/* Zeroed with seed 1, the emulator's default. */
void gp_launch_rec_init(struct gp_launch_rec *r);

/* "grid 128x128x1, block 32x32x1, smem 0, args n=4096 alpha=1 ..." for messages. */
void gp_launch_rec_describe(const struct gp_launch_rec *r, char *out, size_t n);

/* "NAME=VALUE" (or "I=VALUE") appended to r's arguments. 0, or -GP_ELIMIT (too many, too long). */
int gp_launch_rec_add_arg(struct gp_launch_rec *r, const char *text);

/* "NAME=SPEC" appended to r's inits, a file:PATH spec's path made absolute (relative to dir
 * when given, else to the current directory: gp_path_absolute). 0, -GP_ENOTFOUND (the file
 * cannot be resolved; errno says why) or -GP_ELIMIT (too many, too long). */
int gp_launch_rec_add_init(struct gp_launch_rec *r, const char *dir, const char *text);

/*
 * 1 when a launch of grid x block threads is the launch a descriptor recorded (rgrid x rblock):
 * the same blocks and threads in all, and the same extent in each dimension of the grid
 * (block) when grid_shaped (block_shaped) says the launch gives its shape. A 1-D total of a
 * 2-D recorded grid is the same launch when its shape is not given, as models wrote launches
 * before they were recorded. The one rule for models, estimate and simulate.
 */
int gp_launch_same_shape(const unsigned rgrid[3], const unsigned rblock[3], const double grid[3],
			 const double block[3], int grid_shaped, int block_shaped);

#endif
