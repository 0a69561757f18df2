/* fuzz_json.c - libFuzzer harness for the JSON reader's own checks: nesting bound, repeated
 * keys, and the path-to-line index, which must hold every value cJSON parsed under the path
 * the typed readers build ("/a/b/0"), whatever escapes its keys use. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonutil.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

/* Every value under node must have a line in 1..nlines; abort (a finding) when one has not. */
static void walk(const struct gp_json_lines *l, const cJSON *node, char *path, size_t len,
		 int nlines)
{
	int line = gp_json_line(l, path);
	if (line < 1 || line > nlines)
		abort();
	if (!cJSON_IsObject(node) && !cJSON_IsArray(node))
		return;
	int i = 0;
	for (const cJSON *c = node->child; c; c = c->next, i++) {
		int n = cJSON_IsArray(node) ? snprintf(path + len, 4096 - len, "/%d", i)
					    : snprintf(path + len, 4096 - len, "/%s", c->string);
		if (n < 0 || len + (size_t)n >= 4096)
			continue;      /* too long to spell: the index still has it, we cannot ask */
		walk(l, c, path, len + (size_t)n, nlines);
		path[len] = '\0';
	}
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct gp_diag d;
	struct gp_jr r = { "fuzz.json", &d, NULL, NULL };
	cJSON *root = NULL;
	char *text = malloc(size + 1), path[4096] = "";
	int nlines = 1;
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	for (size_t i = 0; i < size; i++)
		nlines += text[i] == '\n';
	if (gp_jr_parse(&r, text, size, &root) == 0) {
		walk(r.lines, root, path, 0, nlines);
		cJSON_Delete(root);
	} else if (d.line > nlines || d.msg[0] == '\0') {
		abort();           /* errors name a line inside the file and say something */
	}
	gp_jr_release(&r);
	free(text);
	return 0;
}
