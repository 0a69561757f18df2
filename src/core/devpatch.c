/* devpatch.c - copies of device files with calibrated link figures (cJSON writer). */
#include <stdio.h>
#include <stdlib.h>

#include "devpatch.h"
#include "jsonutil.h"
#include "util.h"

/* Replace in place (keeping the key's position) or append. */
static int set_item(cJSON *obj, const char *key, cJSON *v)
{
	if (!v)
		return 0;
	if (cJSON_GetObjectItemCaseSensitive(obj, key))
		return cJSON_ReplaceItemInObjectCaseSensitive(obj, key, v) != 0;
	cJSON_AddItemToObject(obj, key, v);
	return 1;
}

static int set_num(cJSON *obj, const char *key, double v)
{
	return set_item(obj, key, cJSON_CreateNumber(v));
}

static int set_str(cJSON *obj, const char *key, const char *v)
{
	return set_item(obj, key, cJSON_CreateString(v));
}

int gp_devpatch_link(const char *in_path, const struct gp_link_update *u, const char *out_path,
		     struct gp_outset *set, struct gp_diag *d)
{
	static const char *const dirs[2] = { "htod", "dtoh" };
	struct gp_atomic out;
	cJSON *root = NULL, *link, *src;
	char *text, *json = NULL;
	size_t len;
	int rc = 0, ok = 1;

	text = gp_read_file(in_path, 4u << 20, &len, d);
	if (!text)
		return d ? -d->code : -GP_EIO;
	rc = gp_json_parse(text, len, in_path, &root, d);
	free(text);
	if (rc)
		return rc;
	link = cJSON_GetObjectItemCaseSensitive(root, "link");
	if (!cJSON_IsObject(link)) {
		cJSON_Delete(root);
		gp_diag_at(d, in_path, 0, 0);
		gp_diag_field(d, "/link");
		return gp_error(d, GP_EINVAL, "the device has no link object to calibrate");
	}
	src = cJSON_GetObjectItemCaseSensitive(root, "sources");
	if (!cJSON_IsObject(src)) {
		cJSON_DeleteItemFromObjectCaseSensitive(root, "sources");
		src = cJSON_AddObjectToObject(root, "sources");
	}
	for (int i = 0; i < 2 && ok; i++) {
		cJSON *dir;
		char path[64];
		if (!u->set[i])
			continue;
		dir = cJSON_GetObjectItemCaseSensitive(link, dirs[i]);
		if (!cJSON_IsObject(dir)) {
			cJSON_DeleteItemFromObjectCaseSensitive(link, dirs[i]);
			dir = cJSON_AddObjectToObject(link, dirs[i]);
		}
		ok = dir && set_num(dir, "startup_us", u->startup_s[i] * 1e6);
		if (ok && u->has_lambda[i])
			ok = set_num(dir, "lambda", u->lambda[i]);
		snprintf(path, sizeof(path), "/link/%s", dirs[i]);
		ok = ok && src && set_str(src, path, u->source);
	}
	if (ok)
		json = cJSON_Print(root);
	cJSON_Delete(root);
	if (!json)
		return gp_error(d, GP_ENOMEM, "out of memory");
	if ((rc = gp_atomic_open_in(&out, set, out_path, d)) < 0) {
		free(json);
		return rc;
	}
	fputs(json, out.f);
	fputc('\n', out.f);
	free(json);
	return gp_atomic_commit(&out, d);
}
