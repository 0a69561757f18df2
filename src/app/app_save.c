/* app_save.c - calibrated copies of an application model: the source with kernels' "lambda"
 * replaced, written atomically. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "app_int.h"
#include "util.h"

int gp_app_save_lambdas(const struct gp_app *a, const double *lambda, const char *path,
			struct gp_outset *set, struct gp_diag *d)
{
	struct gp_atomic out;
	cJSON *root = NULL, *ops;
	char *text = NULL;
	int rc;

	for (int op = 0; op < a->nops; op++)
		if (!isnan(lambda[op]) && a->ops[op].kind != GP_APP_KERNEL)
			return gp_error(d, GP_EINVAL, "op '%s' is not a kernel", a->ops[op].name);
	if ((rc = gp_json_parse(a->text, a->text_len, a->path, &root, d)))
		return rc;
	ops = cJSON_GetObjectItemCaseSensitive(root, "ops");
	for (int op = 0; op < a->nops; op++) {
		cJSON *o = cJSON_GetArrayItem(ops, op);
		if (isnan(lambda[op]))
			continue;
		if (!o) {
			cJSON_Delete(root);
			GP_BUG("op index outside the model's ops");
		}
		cJSON_DeleteItemFromObjectCaseSensitive(o, "lambda");
		if (!cJSON_AddNumberToObject(o, "lambda", lambda[op])) {
			cJSON_Delete(root);
			return gp_error(d, GP_ENOMEM, "out of memory");
		}
	}
	text = cJSON_Print(root);
	cJSON_Delete(root);
	if (!text)
		return gp_error(d, GP_ENOMEM, "out of memory");
	if ((rc = gp_atomic_open_in(&out, set, path, d)) < 0) {
		free(text);
		return rc;
	}
	fputs(text, out.f);
	fputc('\n', out.f);
	free(text);
	return gp_atomic_commit(&out, d);
}

int gp_app_save_lambda(const struct gp_app *a, int op, double lambda, const char *path,
		       struct gp_diag *d)
{
	double *l = malloc((size_t)a->nops * sizeof(*l));
	int rc;
	if (!l)
		return gp_error(d, GP_ENOMEM, "out of memory");
	for (int i = 0; i < a->nops; i++)
		l[i] = i == op ? lambda : NAN;
	rc = gp_app_save_lambdas(a, l, path, NULL, d);
	free(l);
	return rc;
}
