/* devlist.c - list the device files on the search path (devices, estimate --device all). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devlist.h"
#include "gpuperf/searchpath.h"

#define DEVLIST_MAX 1024

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct gp_devlist_entry *)a)->name,
		      ((const struct gp_devlist_entry *)b)->name);
}

/* Append dir's NAME.json files not already listed; 0 or -1 when out of memory. */
static int add_dir(struct gp_devlist *l, const char *dir)
{
	DIR *dp = opendir(dir);
	struct dirent *e;
	int rc = 0;
	if (!dp)
		return 0;
	while ((e = readdir(dp)) && l->n < DEVLIST_MAX) {
		size_t len = strlen(e->d_name);
		int seen = 0;
		char path[2048];
		struct gp_devlist_entry *ent = &l->ents[l->n];
		if (len <= 5 || strcmp(e->d_name + len - 5, ".json") != 0)
			continue;
		for (int i = 0; i < l->n && !seen; i++)
			seen = strncmp(l->ents[i].name, e->d_name, len - 5) == 0 &&
			       !l->ents[i].name[len - 5];
		if (seen)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		ent->name = strndup(e->d_name, len - 5);
		ent->path = strdup(path);
		if (!ent->name || !ent->path) {
			free(ent->name);
			free(ent->path);
			rc = -1;
			break;
		}
		l->n++;
	}
	closedir(dp);
	return rc;
}

int gp_devlist_fill(struct gp_devlist *l, const char *dir, int *ndirs, const char **first,
		    const char **last)
{
	static char dirs[GP_SEARCHPATH_DIRS_MAX][GP_SEARCHPATH_LEN];
	int nd = 1;
	l->n = 0;
	if (!(l->ents = calloc(DEVLIST_MAX, sizeof(*l->ents))))
		return -1;
	if (dir) {
		if (add_dir(l, dir) < 0)
			return -1;
	} else {
		nd = gp_searchpath_dirs(GP_DATA_DEVICES, NULL, dirs, GP_SEARCHPATH_DIRS_MAX);
		for (int i = 0; i < nd; i++)
			if (add_dir(l, dirs[i]) < 0)
				return -1;
	}
	if (ndirs)
		*ndirs = nd;
	if (first)
		*first = dir ? dir : nd ? dirs[0] : "";
	if (last)
		*last = dir ? dir : nd ? dirs[nd - 1] : "";
	qsort(l->ents, (size_t)l->n, sizeof(l->ents[0]), by_name);
	return l->n;
}

void gp_devlist_release(struct gp_devlist *l)
{
	for (int i = 0; l->ents && i < l->n; i++) {
		free(l->ents[i].name);
		free(l->ents[i].path);
	}
	free(l->ents);
	l->ents = NULL;
	l->n = 0;
}
