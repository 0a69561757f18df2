/* test_device_schema.c - the device schema's rows (src/core/device_schema.c) against
 * devices/README.md, every shipped device through load -> save -> load, and each row's range
 * refused with its JSON path and a hint. */
#include <glob.h>
#include <cjson/cJSON.h>

#include "testutil.h"
#include "device_schema.h"
#include "gpuperf/device.h"
#include "gpuperf/device_save.h"
#include "util.h"

/* The whole file (gp_read_file: the library's one reader), asserted readable. */
static char *slurp(const char *path)
{
	struct gp_diag d;
	size_t len;
	char *t;
	gp_diag_clear(&d);
	t = gp_read_file(path, 1 << 24, &len, &d);
	assert_non_null(t);
	return t;
}

/* ==== The rows and devices/README.md ==== */

#define DOC_MAX 512

struct doc {
	int n;
	char name[DOC_MAX][96];
	int line[DOC_MAX];
};

/* The names README documents: in each "## `section`" (or "## Top level") part, the
 * backquoted keys of a table row's first cell, as "section.key". */
static void read_doc(struct doc *doc)
{
	char *text = slurp("devices/README.md"), *save = NULL;
	char sec[64] = "";
	int in_fields = 0, no = 0;
	doc->n = 0;
	for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		no++;
		if (strncmp(l, "## ", 3) == 0) {
			const char *q = strchr(l, '`');
			in_fields = strcmp(l, "## Top level") == 0 || q;
			sec[0] = '\0';
			if (q && strchr(q + 1, '`'))
				snprintf(sec, sizeof(sec), "%.*s", (int)(strchr(q + 1, '`') - q - 1), q + 1);
			continue;
		}
		if (!in_fields || strncmp(l, "| `", 3) != 0)
			continue;
		/* the first cell: `a`, `b` */
		char *end = strchr(l + 1, '|');
		assert_non_null(end);
		for (char *q = l + 1; (q = strchr(q, '`')) && q < end;) {
			char *e = strchr(q + 1, '`');
			assert_non_null(e);
			assert_true(doc->n < DOC_MAX);
			snprintf(doc->name[doc->n], sizeof(doc->name[0]), "%s%s%.*s", sec, sec[0] ? "." : "",
				 (int)(e - q - 1), q + 1);
			doc->line[doc->n++] = no;
			q = e + 1;
		}
	}
	free(text);
}

static int documented(const struct doc *doc, const char *name)
{
	for (int i = 0; i < doc->n; i++)
		if (strcmp(doc->name[i], name) == 0)
			return 1;
	return 0;
}

static void test_rows_documented(void **state)
{
	static struct doc doc;
	char buf[128];
	int bad = 0;
	(void)state;
	read_doc(&doc);
	assert_true(doc.n > 100);
	for (size_t i = 0; i < gp_dschema_n_fields; i++) {
		const char *name = gp_dfield_doc(&gp_dschema_fields[i], buf, sizeof(buf));
		if (!documented(&doc, name)) {
			fprintf(stderr, "row %s is not in devices/README.md\n", name);
			bad++;
		}
	}
	/* and every documented name is a row, a section or one of the root's free keys */
	for (int k = 0; k < doc.n; k++) {
		int found = strcmp(doc.name[k], "sources") == 0 || strcmp(doc.name[k], "notes") == 0;
		for (size_t i = 0; !found && i < gp_dschema_n_fields; i++)
			found = strcmp(gp_dfield_doc(&gp_dschema_fields[i], buf, sizeof(buf)), doc.name[k]) == 0;
		for (size_t i = 1; !found && i < gp_dschema_n_sections; i++) {
			char *s;
			snprintf(buf, sizeof(buf), "%s", gp_dschema_sections[i].path + 1);
			for (s = buf; *s; s++)
				*s = *s == '/' ? '.' : *s;
			found = strcmp(buf, doc.name[k]) == 0;
		}
		if (!found) {
			fprintf(stderr, "devices/README.md:%d: '%s' is not a row of the schema\n",
				doc.line[k], doc.name[k]);
			bad++;
		}
	}
	assert_int_equal(bad, 0);
}

/* Each row's section is in the section table, and a row path is not given twice. */
static void test_rows_unique(void **state)
{
	char a[128], b[128];
	(void)state;
	for (size_t i = 0; i < gp_dschema_n_fields; i++) {
		assert_non_null(gp_dschema_section(gp_dschema_fields[i].section));
		for (size_t j = i + 1; j < gp_dschema_n_fields; j++)
			assert_string_not_equal(gp_dfield_path(&gp_dschema_fields[i], a, sizeof(a)),
						gp_dfield_path(&gp_dschema_fields[j], b, sizeof(b)));
	}
}

/* ==== Every shipped device: load, save, load ==== */

static void file_sources(const char *path, struct gp_sources *src)
{
	char *text = slurp(path);
	cJSON *root = cJSON_Parse(text), *s;
	assert_non_null(root);
	gp_sources_init(src);
	cJSON_ArrayForEach(s, cJSON_GetObjectItemCaseSensitive(root, "sources"))
		assert_int_equal(gp_sources_set(src, s->string, "%s", s->valuestring), 0);
	cJSON_Delete(root);
	free(text);
}

static size_t field_bytes(const struct gp_dfield *f)
{
	switch (f->type) {
	case GP_DT_NUM: return sizeof(double);
	case GP_DT_STR: return f->size;
	case GP_DT_CUSTOM: return sizeof(int);
	default: return sizeof(int);
	}
}

static void test_shipped_round_trip(void **state)
{
	static struct gp_device a, b;
	static struct gp_sources src;
	glob_t g;
	(void)state;
	assert_int_equal(glob("devices/*.json", 0, NULL, &g), 0);
	assert_true(g.gl_pathc >= 31);
	for (size_t i = 0; i < g.gl_pathc; i++) {
		const char *path = g.gl_pathv[i];
		struct gp_diag d;
		char *text;
		gp_diag_clear(&d);
		if (gp_device_load(path, &a, &d) < 0)
			fail_msg("%s: %s", path, d.msg);
		file_sources(path, &src);
		text = gp_device_to_json(&a, &src, &d);
		if (!text)
			fail_msg("%s: saving: %s (%s)", path, d.msg, d.field);
		if (gp_device_parse(text, strlen(text), path, &b, &d) < 0)
			fail_msg("%s: reloading the saved copy: %s (%s)", path, d.msg, d.field);
		free(text);
		if (memcmp(&a, &b, sizeof(a)) != 0) {
			char p[128];
			for (size_t k = 0; k < gp_dschema_n_fields; k++) {
				const struct gp_dfield *f = &gp_dschema_fields[k];
				if (memcmp((char *)&a + f->off, (char *)&b + f->off, field_bytes(f)))
					fprintf(stderr, "%s: %s differs after saving\n", path,
						gp_dfield_path(f, p, sizeof(p)));
			}
			fail_msg("%s: the saved copy loads to another struct", path);
		}
	}
	globfree(&g);
}

/* The saved copy of a shipped file (the caller deletes it); dev is the loaded file. */
static cJSON *saved(const char *path, struct gp_device *dev)
{
	static struct gp_sources src;
	struct gp_diag d;
	char *text;
	cJSON *root;
	tu_device(path, dev);
	file_sources(path, &src);
	gp_diag_clear(&d);
	text = gp_device_to_json(dev, &src, &d);
	assert_non_null(text);
	root = cJSON_Parse(text);
	assert_non_null(root);
	free(text);
	return root;
}

static double saved_num(const cJSON *root, const char *sec, const char *key)
{
	const cJSON *o = sec[0] ? cJSON_GetObjectItemCaseSensitive(root, sec) : root;
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	assert_true(cJSON_IsNumber(v));
	return v->valuedouble;
}

/* A figure is written where the file gives it and in the file's unit; one the reader derives
 * and no source cites is left for the reader to derive again. */
static void test_saved_text(void **state)
{
	static struct gp_device dev;
	cJSON *root;
	(void)state;
	/* GTX 970: no dram_bw_gbps in the file; eq. 4.7: 1753 MHz x 256 bits / 8 x 4 = 224.384 GB/s */
	root = saved("devices/gtx970.json", &dev);
	assert_float_equal(dev.dram_bw_gbps, 224.384, 1e-9);
	assert_null(cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(root, "memory"),
						     "dram_bw_gbps"));
	assert_float_equal(saved_num(root, "link", "bw_gbps"), 15.8, 0);
	cJSON_Delete(root);
	/* V100: the vendor's 900 GB/s is cited and written; the link's 15.8 GB/s is Table 4.3's
	 * PCIe 3.0 x16, not in the file, left out; 16 GiB = 2^34 bytes, written back as 16 */
	root = saved("devices/v100.json", &dev);
	assert_float_equal(saved_num(root, "memory", "dram_bw_gbps"), 900, 0);
	assert_float_equal(dev.link.bw_gbps, 15.8, 0);
	assert_null(cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(root, "link"),
						     "bw_gbps"));
	assert_float_equal(dev.mem_size_bytes, 17179869184.0, 0);
	assert_float_equal(saved_num(root, "memory", "size_gib"), 16, 0);
	assert_float_equal(dev.launch_overhead_s * 1e6, saved_num(root, "", "launch_overhead_us"), 1e-9);
	cJSON_Delete(root);
}

/* ==== Ranges ==== */

/* The object at a section path of root, made (with copies of the link's directions for a
 * pageable section, so that its required members are there) when absent. */
static cJSON *section_at(cJSON *root, const char *path)
{
	char buf[128], *save = NULL;
	cJSON *o = root;
	snprintf(buf, sizeof(buf), "%s", path);
	for (char *k = strtok_r(buf, "/", &save); k; k = strtok_r(NULL, "/", &save)) {
		cJSON *c = cJSON_GetObjectItemCaseSensitive(o, k);
		if (!c) {
			if (strcmp(k, "pageable") == 0) {
				c = cJSON_AddObjectToObject(o, k);
				cJSON_AddItemToObject(c, "htod", cJSON_Duplicate(cJSON_GetObjectItem(o, "htod"), 1));
				cJSON_AddItemToObject(c, "dtoh", cJSON_Duplicate(cJSON_GetObjectItem(o, "dtoh"), 1));
			} else {
				c = cJSON_AddObjectToObject(o, k);
			}
		}
		o = c;
	}
	return o;
}

/* gtx970.json with row f set to v (number) or s (string); the parse's result and d. */
static int parse_with(const struct gp_dfield *f, double v, const char *s, struct gp_diag *d)
{
	static struct gp_device dev;
	char *text = slurp("devices/gtx970.json"), *out;
	cJSON *root = cJSON_Parse(text), *o;
	int rc;
	assert_non_null(root);
	o = section_at(root, f->section);
	cJSON_DeleteItemFromObjectCaseSensitive(o, f->key);
	cJSON_AddItemToObject(o, f->key, s ? cJSON_CreateString(s) : cJSON_CreateNumber(v));
	out = cJSON_Print(root);
	gp_diag_clear(d);
	rc = gp_device_parse(out, strlen(out), "gtx970-edited.json", &dev, d);
	free(out);
	cJSON_Delete(root);
	free(text);
	return rc;
}

static void expect_refused(const struct gp_dfield *f, double v, const char *s, int want,
			   const char *msg)
{
	struct gp_diag d;
	char p[128];
	int rc = parse_with(f, v, s, &d);
	gp_dfield_path(f, p, sizeof(p));
	if (rc != -want || strcmp(d.field, p) != 0 || !strstr(d.msg, msg) || !d.hint[0] ||
	    d.line <= 0)
		fail_msg("%s = %g%s%s: rc %d, field '%s', line %d, '%s', hint '%s' (want '%s')", p, v,
			 s ? " " : "", s ? s : "", rc, d.field, d.line, d.msg, d.hint, msg);
}

static void test_range_refused(void **state)
{
	int checked = 0;
	(void)state;
	for (size_t i = 0; i < gp_dschema_n_fields; i++) {
		const struct gp_dfield *f = &gp_dschema_fields[i];
		switch (f->type) {
		case GP_DT_NUM:
		case GP_DT_INT:
			assert_true(f->max > f->min);
			/* past either end, a whole number for the integer rows */
			expect_refused(f, f->max + (f->max - f->min) + 1, NULL, GP_ERANGE, "must be in [");
			expect_refused(f, floor(f->min) - 1, NULL, GP_ERANGE, "must be in [");
			checked += 2;
			break;
		case GP_DT_BOOL:
			expect_refused(f, 1, NULL, GP_EINVAL, "must be true or false");
			checked++;
			break;
		case GP_DT_ENUM:
			expect_refused(f, 0, "neither", GP_EINVAL, "neither");
			checked++;
			break;
		case GP_DT_STR:
		case GP_DT_CUSTOM:
			break;
		}
	}
	/* at the time of writing 101 numeric rows x 2 ends, 5 booleans, 3 enumerations: 210 */
	fprintf(stderr, "ranges: %d values out of range refused\n", checked);
	assert_true(checked >= 210);
}

/* The memory figures of the example: a cache line of 16 bytes is refused with the
 * path, the range and README in the hint. */
static void test_line_bytes(void **state)
{
	struct gp_diag d;
	(void)state;
	for (size_t i = 0; i < gp_dschema_n_fields; i++)
		if (strcmp(gp_dschema_fields[i].key, "line_bytes") == 0) {
			assert_int_equal(parse_with(&gp_dschema_fields[i], 16, NULL, &d), -GP_ERANGE);
			assert_string_equal(d.field, "/memory/line_bytes");
			tu_assert_contains(d.msg, "must be in [32, 1024], got 16");
			tu_assert_contains(d.hint, "devices/README.md");
			return;
		}
	fail_msg("no /memory/line_bytes row");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rows_documented),
		cmocka_unit_test(test_rows_unique),
		cmocka_unit_test(test_shipped_round_trip),
		cmocka_unit_test(test_saved_text),
		cmocka_unit_test(test_range_refused),
		cmocka_unit_test(test_line_bytes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
