/* devsrc.h - the citation a device file gives a figure, for the tests that check sources. */
#ifndef GP_DEVSRC_H
#define GP_DEVSRC_H

#include <string.h>

#include <cjson/cJSON.h>

/* The citation that covers a JSON path: the longest key of "sources" that is the path or one
 * of its parents (devices/README.md); NULL when none does. */
static inline const char *source_of(const cJSON *sources, const char *path)
{
	const cJSON *e;
	const char *best = NULL;
	size_t best_len = 0;
	cJSON_ArrayForEach(e, sources) {
		size_t n = strlen(e->string);
		if (strncmp(path, e->string, n) == 0 && (path[n] == '\0' || path[n] == '/') &&
		    n >= best_len && cJSON_IsString(e)) {
			best = e->valuestring;
			best_len = n;
		}
	}
	return best;
}

#endif
