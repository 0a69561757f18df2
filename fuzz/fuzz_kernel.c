/* fuzz_kernel.c - libFuzzer harness for kernel descriptors: load, evaluate, save. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gpuperf/kernel.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_kernel k;
	struct gp_kernel_counts c;
	struct gp_diag d;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (gp_kernel_parse(text, size, "fuzz.json", &k, &d) == 0) {
		char path[64];
		gp_kernel_eval(&k, NULL, &c, &d);
		snprintf(path, sizeof(path), "/tmp/gp_fuzz_kernel.%d.json", (int)getpid());
		gp_kernel_save(&k, path, NULL, &d);
		unlink(path);
		gp_kernel_release(&k);
	}
	free(text);
	return 0;
}
