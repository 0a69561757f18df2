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
					   "managed", "gpus", NULL };
static const char *const managed_keys[] = { COMMON_KEYS, "bytes", NULL };
static const char *const prefetch_keys[] = { COMMON_KEYS, "buffer", "dir", "bytes", NULL };
static const char *const sync_keys[] = { COMMON_KEYS, NULL };
static const char *const alloc_keys[] = { COMMON_KEYS, "bytes", "gpus", NULL };
static const char *const p2p_keys[] = { COMMON_KEYS, "src", "dst", "bytes", NULL };
static const char *const coll_keys[] = { COMMON_KEYS, "bytes", "gpus", "algo", "root", NULL };

/* In the order the unknown-operation hint lists them. coll is only read for collectives. */
static const struct app_kind app_kinds[] = {
	{ "memcpy", GP_APP_MEMCPY, GP_COLL_ALLREDUCE, 0, memcpy_keys, app_load_memcpy,
	  app_run_memcpy },
	{ "kernel", GP_APP_KERNEL, GP_COLL_ALLREDUCE, 0, kernel_keys, app_load_kernel,
	  app_run_kernel },
	{ "managed", GP_APP_MANAGED, GP_COLL_ALLREDUCE, 0, managed_keys, app_load_managed,
	  app_run_managed },
	{ "prefetch", GP_APP_PREFETCH, GP_COLL_ALLREDUCE, 0, prefetch_keys, app_load_prefetch,
	  app_run_prefetch },
	{ "sync", GP_APP_SYNC, GP_COLL_ALLREDUCE, 0, sync_keys, app_load_sync, app_run_sync },
	{ "alloc", GP_APP_ALLOC, GP_COLL_ALLREDUCE, 0, alloc_keys, app_load_alloc, app_run_alloc },
	{ "p2p", GP_APP_P2P, GP_COLL_ALLREDUCE, 1, p2p_keys, app_load_p2p, app_run_p2p },
	{ "allreduce", GP_APP_COLLECTIVE, GP_COLL_ALLREDUCE, 1, coll_keys, app_load_collective,
	  app_run_collective },
	{ "allgather", GP_APP_COLLECTIVE, GP_COLL_ALLGATHER, 1, coll_keys, app_load_collective,
	  app_run_collective },
	{ "broadcast", GP_APP_COLLECTIVE, GP_COLL_BROADCAST, 1, coll_keys, app_load_collective,
	  app_run_collective },
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
