/* fuzz_traceg.c - libFuzzer harness for the NVBit trace reader, the trace -> descriptor step and the trace-driven engine. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/engine.h"
#include "gpuperf/traceg.h"
#include "gpuperf/trace_kernel.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_trace_kernel t;
	struct gp_device dev;
	struct gp_kernel k;
	struct gp_diag d;
	if (gp_trace_kernel_parse((const char *)data, size, "fuzz.traceg", &t, &d) < 0)
		return 0;
	if (gp_device_load("devices/gtx970.json", &dev, &d) == 0) {
		gp_kernel_init(&k);
		gp_trace_to_kernel(&t, &dev, NULL, &k, NULL, &d);
		gp_kernel_release(&k);
		/* small launches through the engine (each warp's traced stream) */
		if (t.ninst <= 4096 && (long long)t.grid[0] * t.grid[1] * t.grid[2] <= 64) {
			struct gp_engine_result r;
			gp_engine_run_trace(&dev, &t, NULL, &r, &d);
		}
	}
	gp_trace_kernel_release(&t);
	return 0;
}
