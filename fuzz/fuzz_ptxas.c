/* fuzz_ptxas.c - libFuzzer harness: ptxas logs and PTX text must never crash the readers. */
#include <stdint.h>
#include <stdlib.h>

#include "gpuperf/ptx.h"
#include "gpuperf/ptxas.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct gp_ptxas_log log;
	struct gp_sass_file f;
	struct gp_diag d;

	gp_diag_clear(&d);
	if (gp_ptxas_parse((const char *)data, size, "fuzz", &log, &d) == 0) {
		gp_ptxas_find(&log, "k", "k(int)", "sm_52");
		gp_ptxas_log_release(&log);
	}
	/* the same bytes as PTX (the fallback reader shares the log's line handling) */
	if (gp_ptx_parse((const char *)data, size, "fuzz", &f, &d) == 0)
		gp_sass_file_release(&f);
	return 0;
}
