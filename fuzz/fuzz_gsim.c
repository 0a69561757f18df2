/* fuzz_gsim.c - libFuzzer harness for the GPGPU-Sim option-file tokenizer. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/gpgpusim_import.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_gpgpusim_options c;
	struct gp_diag d;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	gp_gpgpusim_options_init(&c);
	gp_gpgpusim_options_parse(&c, text, "fuzz.config", &d);
	gp_gpgpusim_options_release(&c);
	free(text);
	return 0;
}
