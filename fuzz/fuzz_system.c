/* fuzz_system.c - libFuzzer harness for the multi-GPU system loader and routing over what loads. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/collective.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_system s;
	struct gp_coll_result r;
	struct gp_diag d;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	/* whatever loads must also route and share links without trouble */
	if (gp_system_parse(text, size, "fuzz.json", &s, &d) == 0 && s.gpus <= 64)
		gp_collective_time(&s, GP_COLL_ALLREDUCE, GP_COLL_AUTO, 1048576, s.gpus, 0, NULL, NULL,
				   &r, &d);
	gp_system_release(&s);
	free(text);
	return 0;
}
