/* launchenv.c - built-in names for descriptor expressions: the launch and the device. */
#include <string.h>

#include "gpuperf/launchenv.h"

/* What each built-in reads; LAUNCH ones need only the launch, DEVICE ones the device. */
enum which {
	B_BLOCKDIM_X, B_BLOCKDIM_Y, B_BLOCKDIM_Z, B_GRIDDIM_X, B_GRIDDIM_Y, B_GRIDDIM_Z,
	B_BLOCK, B_BLOCKS, B_THREADS, B_WARPS_PER_BLOCK,
	B_SMS, B_WARP_SIZE, B_CLOCK, B_DRAM_BW, B_L2, B_L1, B_SMEM_SM, B_THREADS_SM, B_WARPS_SM,
	B_BLOCKS_SM, B_REGS_SM, B_LINE, B_CC,
};

static const struct {
	const char *name;
	enum which w;
} builtins[] = {
	{ "blockDim.x", B_BLOCKDIM_X }, { "blockDim.y", B_BLOCKDIM_Y },
	{ "blockDim.z", B_BLOCKDIM_Z }, { "gridDim.x", B_GRIDDIM_X },
	{ "gridDim.y", B_GRIDDIM_Y }, { "gridDim.z", B_GRIDDIM_Z },
	{ "block", B_BLOCK }, { "blocks", B_BLOCKS }, { "threads", B_THREADS },
	{ "warps_per_block", B_WARPS_PER_BLOCK },
	{ "sms", B_SMS }, { "warp_size", B_WARP_SIZE },
	{ "device.sm_clock_mhz", B_CLOCK }, { "device.dram_bw_gbps", B_DRAM_BW },
	{ "device.l2_bytes", B_L2 }, { "device.l1_bytes_per_sm", B_L1 },
	{ "device.smem_per_sm_bytes", B_SMEM_SM }, { "device.max_threads_per_sm", B_THREADS_SM },
	{ "device.max_warps_per_sm", B_WARPS_SM }, { "device.max_blocks_per_sm", B_BLOCKS_SM },
	{ "device.regs_per_sm", B_REGS_SM }, { "device.line_bytes", B_LINE },
	{ "device.cc", B_CC },
};
#define N_BUILTINS (sizeof(builtins) / sizeof(builtins[0]))

long long gp_launchenv_blocks(const struct gp_launchenv *env)
{
	return env->grid_dim[0] * env->grid_dim[1] * env->grid_dim[2];
}

long long gp_launchenv_block_threads(const struct gp_launchenv *env)
{
	return env->block_dim[0] * env->block_dim[1] * env->block_dim[2];
}

static int lookup(const char *name)
{
	for (size_t i = 0; i < N_BUILTINS; i++)
		if (strcmp(builtins[i].name, name) == 0)
			return (int)i;
	return -1;
}

int gp_launchenv_is_builtin(const char *name)
{
	return lookup(name) >= 0;
}

const char *gp_launchenv_name(int i)
{
	return i >= 0 && (size_t)i < N_BUILTINS ? builtins[i].name : NULL;
}

int gp_launchenv_value(const char *name, const struct gp_launchenv *env,
		       const struct gp_device *dev, double *out)
{
	int i = lookup(name);
	double v;
	if (i < 0)
		return 0;
	switch (builtins[i].w) {
	case B_BLOCKDIM_X: case B_BLOCKDIM_Y: case B_BLOCKDIM_Z:
		*out = (double)env->block_dim[builtins[i].w - B_BLOCKDIM_X];
		return 1;
	case B_GRIDDIM_X: case B_GRIDDIM_Y: case B_GRIDDIM_Z:
		*out = (double)env->grid_dim[builtins[i].w - B_GRIDDIM_X];
		return 1;
	case B_BLOCK:
		*out = (double)gp_launchenv_block_threads(env);
		return 1;
	case B_BLOCKS:
		*out = (double)gp_launchenv_blocks(env);
		return 1;
	case B_THREADS:
		*out = (double)gp_launchenv_blocks(env) * (double)gp_launchenv_block_threads(env);
		return 1;
	default:
		break;
	}
	if (!dev)
		return 0;
	switch (builtins[i].w) {
	case B_WARPS_PER_BLOCK: {
		long long t = gp_launchenv_block_threads(env);
		v = (double)((t + dev->warp_size - 1) / dev->warp_size);
		break;
	}
	case B_SMS: v = dev->sms; break;
	case B_WARP_SIZE: v = dev->warp_size; break;
	case B_CLOCK: v = dev->sm_clock_mhz; break;
	case B_DRAM_BW: v = dev->dram_bw_gbps; break;
	case B_L2: v = dev->l2_bytes; break;
	case B_L1: v = dev->l1_bytes_per_sm; break;
	case B_SMEM_SM: v = dev->smem_per_sm_bytes; break;
	case B_THREADS_SM: v = dev->max_threads_per_sm; break;
	case B_WARPS_SM: v = dev->max_warps_per_sm; break;
	case B_BLOCKS_SM: v = dev->max_blocks_per_sm; break;
	case B_REGS_SM: v = dev->regs_per_sm; break;
	case B_LINE: v = dev->line_bytes; break;
	case B_CC: v = dev->cc_major * 10 + dev->cc_minor; break;
	default: return 0;
	}
	*out = v;
	return 1;
}

struct uses {
	const char *name;
	int found;
};

static void note_use(const char *name, void *ctx)
{
	struct uses *u = ctx;
	if (strcmp(name, u->name) == 0)
		u->found = 1;
}

int gp_launchenv_kernel_uses(const struct gp_kernel *k, const char *name)
{
	const struct gp_expr *e[4] = { k->ins_issued, k->gmem_bytes, k->smem_bytes,
				       k->latency_bound };
	struct uses u = { name, 0 };
	for (int i = 0; i < GP_UNIT_COUNT; i++)
		if (k->ins[i])
			gp_expr_each_var(k->ins[i], note_use, &u);
	for (int i = 0; i < 4; i++)
		if (e[i])
			gp_expr_each_var(e[i], note_use, &u);
	if (k->program)
		for (int i = 0; i < k->program->nloops; i++)
			if (k->program->loops[i].trips)
				gp_expr_each_var(k->program->loops[i].trips, note_use, &u);
	return u.found;
}

int gp_launchenv_apply(const struct gp_kernel *k, const struct gp_launchenv *env,
		       const struct gp_device *dev, struct gp_params *p, struct gp_diag *d)
{
	int added = 0, rc;
	for (size_t i = 0; i < N_BUILTINS; i++) {
		const char *name = builtins[i].name;
		double v;
		if (gp_params_get(p, name, &v))
			continue;
		if (!gp_params_get(&k->defaults, name, &v) && !gp_launchenv_kernel_uses(k, name))
			continue;
		if (!gp_launchenv_value(name, env, dev, &v))
			continue;
		if ((rc = gp_params_set(p, name, v, d)) < 0)
			return rc;
		added++;
	}
	return added;
}
