/* app_save.c - calibrated copies of an application model: the source with one kernel's
 * "lambda" replaced, written atomically. */
#include <stdio.h>
#include <stdlib.h>

#include "app_int.h"
#include "util.h"

int gp_app_save_lambda(const struct gp_app *a, int op, double lambda, const char *path,
		       struct gp_diag *d)
{
	struct gp_atomic out;
	cJSON *root = NULL, *ops, *o;
	char *text = NULL;
	int rc;

	if (a->ops[op].kind != GP_APP_KERNEL)
		return gp_error(d, GP_EINVAL, "op '%s' is not a kernel", a->ops[op].name);
	if ((rc = gp_json_parse(a->text, a->text_len, a->path, &root, d)))
		return rc;
	ops = cJSON_GetObjectItemCaseSensitive(root, "ops");
	o = cJSON_GetArrayItem(ops, op);
	if (!o) {
		cJSON_Delete(root);
		GP_BUG("op index outside the model's ops");
	}
	cJSON_DeleteItemFromObjectCaseSensitive(o, "lambda");
	if (!cJSON_AddNumberToObject(o, "lambda", lambda) || !(text = cJSON_Print(root))) {
		cJSON_Delete(root);
		return gp_error(d, GP_ENOMEM, "out of memory");
	}
	cJSON_Delete(root);
	if ((rc = gp_atomic_open(&out, path, d)) < 0) {
		free(text);
		return rc;
	}
	fputs(text, out.f);
	fputc('\n', out.f);
	free(text);
	return gp_atomic_commit(&out, d);
}

