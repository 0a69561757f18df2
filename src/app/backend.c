/* backend.c - the table of backends behind struct gp_backend_ops: the analytical model's
 * (model/backend_analytic.c) and the engine's (engine.c). It stands in app, the first layer
 * that links both. */
#include <string.h>

#include "gpuperf/backend.h"
#include "gpuperf/engine.h"

/* Every backend built in. */
static const struct gp_backend_ops *const backends[] = {
	&gp_backend_analytic,
	&gp_backend_engine,
};

const struct gp_backend_ops *gp_backend_find(const char *name)
{
	for (size_t i = 0; i < sizeof(backends) / sizeof(backends[0]); i++)
		if (strcmp(backends[i]->name, name) == 0)
			return backends[i];
	return NULL;
}

int gp_backend_state_new(const struct gp_backend_ops *be, const struct gp_backend_opts *b,
			 void **out)
{
	*out = NULL;
	return be->state_new ? be->state_new(b, out) : 0;
}

void gp_backend_state_free(const struct gp_backend_ops *be, void *state)
{
	if (state && be->state_free)
		be->state_free(state);
}
