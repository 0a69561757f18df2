/* fuzz_expr.c - libFuzzer harness for expressions: parse, evaluate with parameters, copy. */
#include <stdlib.h>
#include <string.h>

#include "gpuperf/expr.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_params p;
	struct gp_diag d;
	struct gp_expr *e, *e2;
	double v;
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	gp_params_init(&p);
	gp_params_set(&p, "a", 3, NULL);
	gp_params_set(&p, "n", 0, NULL);
	gp_params_set(&p, "x", -1e300, NULL);
	e = gp_expr_parse(text, &d);
	if (e) {
		gp_expr_eval(e, &p, &v, &d);
		gp_expr_is_const(e, &v);
		e2 = gp_expr_dup(e);
		gp_expr_free(e2);
		gp_expr_free(e);
	}
	free(text);
	return 0;
}
