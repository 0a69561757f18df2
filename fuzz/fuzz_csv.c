/* fuzz_csv.c - libFuzzer harness for the measurement CSV reader (every cell read as a number). */
#include <stdlib.h>
#include <string.h>

#include "csvio.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_csv t;
	struct gp_diag d;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (gp_csv_parse(text, size, "fuzz.csv", &t, &d) == 0) {
		double v;
		int c = gp_csv_col(&t, "measured_s");
		for (long r = 0; c >= 0 && r < t.nrows; r++)
			gp_csv_num(&t, r, c, &v, &d);
		gp_csv_release(&t);
	}
	free(text);
	return 0;
}
