/* device_save.c - struct gp_device -> devices/NAME.json by device_schema.c's rows, with sources. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "device_schema.h"
#include "gpuperf/device_save.h"
#include "util.h"

/* ==== Citations ==== */

void gp_sources_init(struct gp_sources *s)
{
	memset(s, 0, sizeof(*s));
}

static int find_key(const struct gp_sources *s, const char *key)
{
	for (int i = 0; i < s->n; i++)
		if (strcmp(s->key[i], key) == 0)
			return i;
	return -1;
}

int gp_sources_set(struct gp_sources *s, const char *key, const char *fmt, ...)
{
	va_list ap;
	int i = find_key(s, key);
	if (i < 0) {
		if (s->n >= GP_SOURCES_MAX)
			return -GP_ELIMIT;
		i = s->n++;
		snprintf(s->key[i], sizeof(s->key[i]), "%s", key);
	}
	va_start(ap, fmt);
	vsnprintf(s->text[i], sizeof(s->text[i]), fmt, ap);
	va_end(ap);
	return 0;
}

const char *gp_sources_get(const struct gp_sources *s, const char *key)
{
	int i = find_key(s, key);
	return i < 0 ? NULL : s->text[i];
}

const char *gp_sources_cover(const struct gp_sources *s, const char *path)
{
	char buf[256];
	snprintf(buf, sizeof(buf), "%s", path);
	for (;;) {
		const char *t = gp_sources_get(s, buf);
		char *slash;
		if (t)
			return t;
		slash = strrchr(buf, '/');
		if (!slash || slash == buf)
			return NULL;
		*slash = '\0';
	}
}

void gp_sources_drop(struct gp_sources *s, const char *key)
{
	size_t kl = strlen(key);
	int j = 0;
	for (int i = 0; i < s->n; i++) {
		int below = strncmp(s->key[i], key, kl) == 0 &&
			    (s->key[i][kl] == '\0' || s->key[i][kl] == '/');
		if (below)
			continue;
		if (i != j) {
			memcpy(s->key[j], s->key[i], sizeof(s->key[j]));
			memcpy(s->text[j], s->text[i], sizeof(s->text[j]));
		}
		j++;
	}
	s->n = j;
}

/* ==== Writer ==== */

/* Building state: the first uncovered number or allocation failure ends the build. */
struct wr {
	const struct gp_sources *src;
	struct gp_diag *d;
	int err;
};

static void need_cover(struct wr *w, const char *path)
{
	if (w->err)
		return;
	if (!gp_sources_cover(w->src, path)) {
		w->err = gp_error(w->d, GP_EINVAL, "no source cites '%s'", path);
		gp_diag_field(w->d, "%s", path);
		gp_diag_hint(w->d, "every figure of a device file needs a 'sources' entry "
				   "(devices/README.md)");
	}
}

static void oom(struct wr *w)
{
	if (!w->err)
		w->err = gp_error(w->d, GP_ENOMEM, "out of memory building the device JSON");
}

static cJSON *obj(struct wr *w, cJSON *parent, const char *key)
{
	cJSON *o = cJSON_AddObjectToObject(parent, key);
	if (!o)
		oom(w);
	return o;
}

static void num(struct wr *w, cJSON *o, const char *path, const char *key, double v)
{
	char p[256];
	if (!o || w->err)
		return;
	snprintf(p, sizeof(p), "%s/%s", path, key);
	need_cover(w, p);
	/* Round away binary noise from unit conversions (us <-> s) so files read cleanly. */
	if (v != 0 && fabs(v) < 1e15) {
		char t[64];
		snprintf(t, sizeof(t), "%.12g", v);
		v = strtod(t, NULL);
	}
	if (!cJSON_AddNumberToObject(o, key, v))
		oom(w);
}

static void str(struct wr *w, cJSON *o, const char *key, const char *v)
{
	if (!o || w->err)
		return;
	if (!cJSON_AddStringToObject(o, key, v))
		oom(w);
}

static void boolean(struct wr *w, cJSON *o, const char *path, const char *key, int v)
{
	char p[256];
	if (!o || w->err)
		return;
	snprintf(p, sizeof(p), "%s/%s", path, key);
	need_cover(w, p);
	if (!cJSON_AddBoolToObject(o, key, v ? 1 : 0))
		oom(w);
}

/* The object of section path under root, made (with the sections around it) at its first
 * written row, so the objects come in the rows' order. */
static cJSON *section_obj(struct wr *w, cJSON *root, const char *path)
{
	const struct gp_dsection *s = gp_dschema_section(path);
	cJSON *parent, *o;
	if (!s || !s->parent)
		return root;
	if (!(parent = section_obj(w, root, s->parent)))
		return NULL;
	if ((o = cJSON_GetObjectItemCaseSensitive(parent, s->key)))
		return o;
	return obj(w, parent, s->key);
}

static void custom(struct wr *w, cJSON *o, const struct gp_dfield *f, const struct gp_device *dev)
{
	char p[256];
	cJSON *v;
	if (!o || w->err)
		return;
	if (!cJSON_IsString(v = f->write(dev)) && v)
		need_cover(w, gp_dfield_path(f, p, sizeof(p)));
	if (!v || w->err || !cJSON_AddItemToObject(o, f->key, v)) {
		cJSON_Delete(v);
		oom(w);
	}
}

static void field(struct wr *w, cJSON *o, const struct gp_dfield *f, const struct gp_device *dev)
{
	double v = gp_dfield_get(f, dev);
	switch (f->type) {
	case GP_DT_NUM:
	case GP_DT_INT:
		num(w, o, f->section, f->key, gp_dunit_to_json(f->unit, v));
		break;
	case GP_DT_BOOL:
		boolean(w, o, f->section, f->key, (int)v);
		break;
	case GP_DT_STR:
		str(w, o, f->key, (const char *)dev + f->off);
		break;
	case GP_DT_ENUM:
		str(w, o, f->key, f->names[(int)v] ? f->names[(int)v] : "");
		break;
	case GP_DT_CUSTOM:
		custom(w, o, f, dev);
		break;
	}
}

/* The rows of device_schema.c in their order, each where its save rule writes it. */
static cJSON *build(const struct gp_device *dev, struct wr *w)
{
	cJSON *root = cJSON_CreateObject(), *o;

	if (!root) {
		oom(w);
		return NULL;
	}
	for (size_t i = 0; i < gp_dschema_n_fields && !w->err; i++) {
		const struct gp_dfield *f = &gp_dschema_fields[i];
		if (gp_dfield_written(f, dev, w->src))
			field(w, section_obj(w, root, f->section), f, dev);
	}

	o = obj(w, root, "sources");
	for (int i = 0; o && i < w->src->n && !w->err; i++)
		str(w, o, w->src->key[i], w->src->text[i]);

	if (w->err) {
		cJSON_Delete(root);
		return NULL;
	}
	return root;
}

static int render(const struct gp_device *dev, const struct gp_sources *src, char **out,
		  struct gp_diag *d)
{
	struct wr w = { src, d, 0 };
	cJSON *root = build(dev, &w);
	*out = NULL;
	if (!root)
		return w.err ? w.err : -GP_ENOMEM;
	*out = cJSON_Print(root);
	cJSON_Delete(root);
	if (!*out)
		return gp_error(d, GP_ENOMEM, "out of memory printing the device JSON");
	return 0;
}

char *gp_device_to_json(const struct gp_device *dev, const struct gp_sources *src,
			struct gp_diag *d)
{
	char *text;
	return render(dev, src, &text, d) < 0 ? NULL : text;
}

int gp_device_save(const struct gp_device *dev, const struct gp_sources *src, const char *path,
		   struct gp_diag *d)
{
	struct gp_atomic a;
	char *text;
	int rc = render(dev, src, &text, d);

	if (rc < 0)
		return rc;
	rc = gp_atomic_open(&a, path, d);
	if (rc < 0) {
		free(text);
		return rc;
	}
	if (fputs(text, a.f) == EOF || fputc('\n', a.f) == EOF) {
		int e = errno;
		free(text);
		gp_atomic_abort(&a);
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EIO, "cannot write output: %s", strerror(e));
		gp_diag_hint(d, "check free disk space and that the directory is writable");
		return -GP_EIO;
	}
	free(text);
	return gp_atomic_commit(&a, d);
}
