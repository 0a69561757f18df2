/* backend.h - one interface over the analytical model and the cycle-level engine. */
#ifndef GPUPERF_BACKEND_H
#define GPUPERF_BACKEND_H

#include <stdint.h>
#include "gpuperf/estimate.h"

/* What a backend reports for one kernel launch; fields it cannot fill are 0. */
struct gp_kernel_result {
	double time_s;
	double occupancy_warps;
	enum gp_regime regime;
	char limiter[32];
	double warp_instructions;
	double dram_bytes;
	double energy_j;
	double fp_thread_ops;      /* FP32 + FP64 thread instructions (an FMA counts once);
				    * 0 when the backend does not count them */
	unsigned caveats;          /* the analytic estimate's (estimate_caveats.h: where make validate
				    * measured it off); 0 from the engine */
};

/* A backend instance's options (cycle-level backends; zero is each one's default). */
struct gp_backend_opts {
	uint64_t max_cycles;       /* simulated SM cycles per kernel launch */
	int jobs;                  /* host threads per launch; 0: one */
	int sched;                 /* warp scheduler (enum gp_engine_sched); 0: greedy-then-oldest */
};

struct gp_backend_ops {
	const char *name;          /* "analytic", "engine" */
	int (*kernel_time)(void *state, const struct gp_device *dev, const struct gp_kernel *k,
			   const struct gp_params *params, const struct gp_launch *l,
			   struct gp_kernel_result *out, struct gp_diag *d);
	/*
	 * Optional (NULL when the backend needs the whole descriptor): the same
	 * from counts already evaluated with gp_kernel_eval(), so callers that
	 * launch one kernel many times (sweeps) evaluate the counts only when its
	 * parameters change. Must give exactly what kernel_time gives.
	 */
	int (*kernel_time_counts)(void *state, const struct gp_device *dev,
				  const struct gp_kernel *k, const struct gp_kernel_counts *c,
				  const struct gp_launch *l, struct gp_kernel_result *out,
				  struct gp_diag *d);
	/*
	 * Optional (NULL: the backend has nothing to bound): a new state for
	 * kernel_time that holds the bounds; freed with state_free. Returns 0 or
	 * -GP_ENOMEM.
	 */
	int (*state_new)(const struct gp_backend_opts *b, void **out);
	void (*state_free)(void *state);
};

/* be's state for b in *out (NULL for a backend without state_new); 0 or -GP_ENOMEM. */
int gp_backend_state_new(const struct gp_backend_ops *be, const struct gp_backend_opts *b,
			 void **out);
/* Free what gp_backend_state_new made; NULL is a no-op. */
void gp_backend_state_free(const struct gp_backend_ops *be, void *state);

/* The analytical backend (state unused, pass NULL). */
extern const struct gp_backend_ops gp_backend_analytic;

/* Find by name; NULL when unknown. The table is src/app/backend.c's. */
const struct gp_backend_ops *gp_backend_find(const char *name);

#endif
