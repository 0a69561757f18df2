/* fuzz_sass.c - libFuzzer harness: SASS listings (then the CFG analysis) must never crash. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/flowgraph.h"
#include "gpuperf/sass.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct gp_sass_file f;
	struct gp_diag d;
	struct gp_device dev;

	gp_diag_clear(&d);
	if (gp_sass_parse((const char *)data, size, "fuzz", &f, &d) < 0)
		return 0;
	/* a small Maxwell-like latency table: the analysis must cope with any listing */
	memset(&dev, 0, sizeof(dev));
	snprintf(dev.name, sizeof(dev.name), "fuzz");
	for (int c = 0; c < GP_IC_COUNT; c++)
		dev.lat_class[c] = 6;
	for (int m = 0; m < GP_MEM_COUNT; m++)
		dev.lat_mem[m] = 100;
	dev.lat_branch_taken = 12;
	dev.ilp_latency_cycles = 3;
	dev.block_replacement_cycles = 150;
	dev.dual_issue = 1;
	for (int i = 0; i < f.n && i < 4; i++) {
		struct gp_flowgraph *c = NULL;
		if (gp_flowgraph_build(&f.funcs[i], &dev, NULL, &c, &d) == 0) {
			char *x = gp_flowgraph_explain(c);
			free(x);
			gp_flowgraph_free(c);
		}
	}
	gp_sass_file_release(&f);
	return 0;
}
