/* fuzz_gsim.c - libFuzzer harness for the GPGPU-Sim option-file tokenizer. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/gpgpusim_config.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_gsim_config c;
	struct gp_diag d;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	gp_gsim_config_init(&c);
	gp_gsim_config_parse(&c, text, "fuzz.config", &d);
	gp_gsim_config_release(&c);
	free(text);
	return 0;
}
