/* fuzz_hwdata.c - libFuzzer harness for the gpu-benches and nvprof table readers. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/hwdata.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_hw_latency *lt = malloc(sizeof(*lt));
	struct gp_hw_stream *st = malloc(sizeof(*st));
	struct gp_diag d;
	double v, a, b, c;
	char *text = malloc(size + 1);
	if (text && lt && st) {
		memcpy(text, data, size);
		text[size] = '\0';
		if (gp_hw_latency_parse(text, "f", lt, &d) == 0)
			gp_hw_latency_levels(lt, &a, &b, &c);
		if (gp_hw_stream_parse(text, "f", st, &d) == 0)
			gp_hw_stream_max(st, "triad");
		gp_hw_nvprof_metric(text, "f", NULL, "inst_executed", &v, &d);
	}
	free(text);
	free(lt);
	free(st);
	return 0;
}
