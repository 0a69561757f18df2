/* iclass.c - names of instruction classes, units and memory levels, and the class -> unit map. */
#include <string.h>

#include "gpuperf/device.h"
#include "gpuperf/iclass.h"

struct iclass_info {
	const char *name;
	enum gp_unit unit;
	int memory;
};

/* Which unit executes each class (thesis eq. 4.5, extended to FP64/SFU/LSU/tensor). */
static const struct iclass_info iclasses[GP_IC_COUNT] = {
	[GP_IC_FP32]   = { "fp32",   GP_UNIT_FP32,   0 },
	[GP_IC_INT]    = { "int",    GP_UNIT_INT32,  0 },
	[GP_IC_IMUL]   = { "imul",   GP_UNIT_INT32,  0 },
	[GP_IC_FP64]   = { "fp64",   GP_UNIT_FP64,   0 },
	[GP_IC_SFU]    = { "sfu",    GP_UNIT_SFU,    0 },
	[GP_IC_HALF]   = { "half",   GP_UNIT_FP32,   0 },
	[GP_IC_TENSOR] = { "tensor", GP_UNIT_TENSOR, 0 },
	[GP_IC_CONV]   = { "conv",   GP_UNIT_SFU,    0 },
	[GP_IC_GLD]    = { "gld",    GP_UNIT_LSU,    1 },
	[GP_IC_GST]    = { "gst",    GP_UNIT_LSU,    1 },
	[GP_IC_LDS]    = { "lds",    GP_UNIT_LSU,    1 },
	[GP_IC_STS]    = { "sts",    GP_UNIT_LSU,    1 },
	[GP_IC_LDC]    = { "ldc",    GP_UNIT_LSU,    1 },
	[GP_IC_LOCAL]  = { "local",  GP_UNIT_LSU,    1 },
	[GP_IC_ATOM]   = { "atom",   GP_UNIT_LSU,    1 },
	[GP_IC_BAR]    = { "bar",    GP_UNIT_CTRL,   0 },
	[GP_IC_BRANCH] = { "branch", GP_UNIT_CTRL,   0 },
	[GP_IC_MISC]   = { "misc",   GP_UNIT_INT32,  0 },
};

static const char *units[GP_UNIT_COUNT] = {
	[GP_UNIT_FP32] = "fp32", [GP_UNIT_INT32] = "int32", [GP_UNIT_FP64] = "fp64",
	[GP_UNIT_SFU] = "sfu", [GP_UNIT_TENSOR] = "tensor", [GP_UNIT_LSU] = "lsu",
	[GP_UNIT_CTRL] = "ctrl",
};

static const char *memlevels[GP_MEM_COUNT] = {
	[GP_MEM_DRAM] = "dram", [GP_MEM_L2] = "l2", [GP_MEM_L1] = "l1",
	[GP_MEM_SHARED] = "shared", [GP_MEM_CONST] = "const",
};

const char *gp_iclass_name(enum gp_iclass c)
{
	return (unsigned)c < GP_IC_COUNT ? iclasses[c].name : "?";
}

const char *gp_unit_name(enum gp_unit u)
{
	return (unsigned)u < GP_UNIT_COUNT ? units[u] : "?";
}

const char *gp_memlevel_name(enum gp_memlevel m)
{
	return (unsigned)m < GP_MEM_COUNT ? memlevels[m] : "?";
}

int gp_iclass_from_name(const char *name)
{
	for (int i = 0; i < GP_IC_COUNT; i++)
		if (strcmp(iclasses[i].name, name) == 0)
			return i;
	return -1;
}

int gp_memlevel_from_name(const char *name)
{
	for (int i = 0; i < GP_MEM_COUNT; i++)
		if (strcmp(memlevels[i], name) == 0)
			return i;
	return -1;
}

enum gp_unit gp_iclass_unit(enum gp_iclass c)
{
	return (unsigned)c < GP_IC_COUNT ? iclasses[c].unit : GP_UNIT_CTRL;
}

int gp_iclass_is_memory(enum gp_iclass c)
{
	return (unsigned)c < GP_IC_COUNT && iclasses[c].memory;
}

enum gp_unit gp_unit_on(const struct gp_device *dev, enum gp_unit u, enum gp_unit_fold fold)
{
	if (dev->units[GP_UNIT_INT32] > 0)
		return u;
	if (u == GP_UNIT_INT32 || (fold == GP_FOLD_INT32_CTRL && u == GP_UNIT_CTRL))
		return GP_UNIT_FP32;
	return u;
}

void gp_unit_fold_counts(const struct gp_device *dev, double *ins, enum gp_unit_fold fold)
{
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		enum gp_unit to = gp_unit_on(dev, (enum gp_unit)u, fold);
		if (to != (enum gp_unit)u) {
			ins[to] += ins[u];
			ins[u] = 0;
		}
	}
}
