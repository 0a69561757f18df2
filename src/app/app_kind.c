/* app_kind.c - the operation kinds of an application model ("op" in models/NAME.json): one row
 * each with the keys it takes, its loader (app_load.c) and its evaluator (app_eval.c). A new
 * kind is a row here plus those two functions. */
#include <stdio.h>
#include <string.h>

#include "app_int.h"

#define COMMON_KEYS "op", "name", "stream"

static const char *const memcpy_keys[] = { COMMON_KEYS, "dir", "bytes", "pageable", "gpus", NULL };
static const char *const kernel_keys[] = { COMMON_KEYS, "kernel", "grid", "block", "params",
					   "occupancy", "lambda", "smem_dynamic_bytes", "regs",
					   "managed", "gpus", "sass", "function", "ptxas", "ptx",
					   "cubin", "source", "args", "init", "seed", "sample", NULL };
static const char *const managed_keys[] = { COMMON_KEYS, "bytes", NULL };
static const char *const prefetch_keys[] = { COMMON_KEYS, "buffer", "dir", "bytes", NULL };
static const char *const sync_keys[] = { COMMON_KEYS, NULL };
static const char *const alloc_keys[] = { COMMON_KEYS, "bytes", "gpus", NULL };
static const char *const p2p_keys[] = { COMMON_KEYS, "src", "dst", "bytes", NULL };
static const char *const coll_keys[] = { COMMON_KEYS, "bytes", "gpus", "algo", "root", NULL };

/* In the order the unknown-operation hint lists them. Untimed kinds (allocations, sync)
 * take no time of their own: no column in sweeps, nothing to calibrate. */
static const struct app_kind app_kinds[] = {
	{ .name = "memcpy", .kind = GP_APP_MEMCPY,
	  .needs_system = 0, .timed = 1, .keys = memcpy_keys,
	  .load = app_load_memcpy, .run = app_run_memcpy },
	{ .name = "kernel", .kind = GP_APP_KERNEL,
	  .needs_system = 0, .timed = 1, .keys = kernel_keys,
	  .load = app_load_kernel, .run = app_run_kernel },
	{ .name = "managed", .kind = GP_APP_MANAGED,
	  .needs_system = 0, .timed = 0, .keys = managed_keys,
	  .load = app_load_managed, .run = app_run_managed },
	{ .name = "prefetch", .kind = GP_APP_PREFETCH,
	  .needs_system = 0, .timed = 1, .keys = prefetch_keys,
	  .load = app_load_prefetch, .run = app_run_prefetch },
	{ .name = "sync", .kind = GP_APP_SYNC,
	  .needs_system = 0, .timed = 0, .keys = sync_keys,
	  .load = app_load_sync, .run = app_run_sync },
	{ .name = "alloc", .kind = GP_APP_ALLOC,
	  .needs_system = 0, .timed = 0, .keys = alloc_keys,
	  .load = app_load_alloc, .run = app_run_alloc },
	{ .name = "p2p", .kind = GP_APP_P2P,
	  .needs_system = 1, .timed = 1, .keys = p2p_keys,
	  .load = app_load_p2p, .run = app_run_p2p },
	{ .name = "allreduce", .kind = GP_APP_COLLECTIVE, .coll = GP_COLL_ALLREDUCE,
	  .needs_system = 1, .timed = 1, .keys = coll_keys,
	  .load = app_load_collective, .run = app_run_collective },
	{ .name = "allgather", .kind = GP_APP_COLLECTIVE, .coll = GP_COLL_ALLGATHER,
	  .needs_system = 1, .timed = 1, .keys = coll_keys,
	  .load = app_load_collective, .run = app_run_collective },
	{ .name = "broadcast", .kind = GP_APP_COLLECTIVE, .coll = GP_COLL_BROADCAST,
	  .needs_system = 1, .timed = 1, .keys = coll_keys,
	  .load = app_load_collective, .run = app_run_collective },
};

#define N_KINDS (sizeof(app_kinds) / sizeof(app_kinds[0]))

const struct app_kind *app_kind_find(const char *name)
{
	for (size_t i = 0; i < N_KINDS; i++)
		if (strcmp(app_kinds[i].name, name) == 0)
			return &app_kinds[i];
	return NULL;
}

void app_kind_list(char *buf, size_t sz)
{
	size_t used = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < N_KINDS && used < sz; i++)
		used += (size_t)snprintf(buf + used, sz - used, "%s%s", i ? ", " : "",
					 app_kinds[i].name);
}

const char *gp_app_op_kind_name(enum gp_app_op_kind k)
{
	switch (k) {
	case GP_APP_MEMCPY: return "memcpy";
	case GP_APP_KERNEL: return "kernel";
	case GP_APP_MANAGED: return "managed";
	case GP_APP_PREFETCH: return "prefetch";
	case GP_APP_SYNC: return "sync";
	case GP_APP_ALLOC: return "alloc";
	case GP_APP_P2P: return "p2p";
	case GP_APP_COLLECTIVE: return "collective";
	}
	return "?";
}
