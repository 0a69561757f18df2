/* devlist.h - the device files a command can name: every NAME.json on the device search path. */
#ifndef GPUPERF_DEVLIST_H
#define GPUPERF_DEVLIST_H

/* One device file: its name as --device takes it ("a100") and its path. */
struct gp_devlist_entry {
	char *name, *path;
};

struct gp_devlist {
	int n;
	struct gp_devlist_entry *ents;   /* sorted by name */
};

/*
 * Fill l with dir's NAME.json files, or (dir NULL) those of every directory of the device
 * search path (gp_searchpath_dirs), where an earlier directory hides a later file of the same
 * name as it does when a name is resolved. Returns the count (0: none found) or -1 when out
 * of memory; release l with gp_devlist_release either way. *ndirs (may be NULL) gets the
 * number of directories looked at, first/last their names (may be NULL) for messages.
 */
int gp_devlist_fill(struct gp_devlist *l, const char *dir, int *ndirs, const char **first,
		    const char **last);
void gp_devlist_release(struct gp_devlist *l);

#endif
