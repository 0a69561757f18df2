/* fuzz_device.c - libFuzzer harness for the device JSON loader. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/device.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_device dev;
	struct gp_diag d;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	gp_device_parse(text, size, "fuzz.json", &dev, &d);
	free(text);
	return 0;
}
