/* fuzz_app.c - libFuzzer harness for application models: load, then evaluate on the GTX 970. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/app.h"
#include "gpuperf/backend.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static struct gp_device dev;
static int have_dev = -1;

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_app *a = NULL;
	struct gp_diag d;
	char *text;

	if (have_dev < 0)
		have_dev = gp_device_load("devices/gtx970.json", &dev, &d) == 0;
	text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	/* kernel paths resolve against the project root, so seeds' descriptors load */
	if (gp_app_parse(text, size, "fuzz.json", ".", &a, &d) == 0 && have_dev) {
		struct gp_app_values in;
		struct gp_app_op_result *ops = calloc((size_t)gp_app_n_ops(a) + 1, sizeof(*ops));
		struct gp_app_eval *e = gp_app_eval_new(a, &gp_backend_analytic, NULL);
		double total;
		if (ops && e) {
			gp_app_values_defaults(a, &in);
			gp_app_eval_run(e, &dev, &in, ops, &total, &d);
		}
		gp_app_eval_free(e);
		free(ops);
	}
	gp_app_free(a);
	free(text);
	return 0;
}
