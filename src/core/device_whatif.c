/* device_whatif.c - apply command-line overrides to a device file before it is validated. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/searchpath.h"
#include "gpuperf/device_whatif.h"
#include "jsonutil.h"
#include "util.h"

void gp_whatif_init(struct gp_whatif *s)
{
	memset(s, 0, sizeof(*s));
}

int gp_whatif_is_device_name(const char *text)
{
	static const char *const heads[] = { "device.", "memory.", "units.", "limits.", "latency.",
		"link.", "uvm.", "power.", NULL };
	for (int i = 0; heads[i]; i++)
		if (strncmp(text, heads[i], strlen(heads[i])) == 0)
			return 1;
	return 0;
}

int gp_whatif_parse(struct gp_whatif *s, const char *text, struct gp_diag *d)
{
	const char *eq = strchr(text, '=');
	const char *name = text;
	size_t len;
	double v;
	int i;

	if (strncmp(name, "device.", 7) == 0)
		name += 7;
	if (!eq || eq < name || eq == name || gp_parse_double(eq + 1, &v) < 0) {
		gp_error(d, GP_EPARSE, "'%s' is not PATH=NUMBER", text);
		gp_diag_hint(d, "a device figure by its JSON path with dots, e.g. "
				"memory.dram_bw_gbps=1800 or link.htod.lambda=0.7");
		return -GP_EPARSE;
	}
	len = (size_t)(eq - name);
	if (len >= GP_WHATIF_PATH_MAX) {
		gp_error(d, GP_EPARSE, "'%.*s' is too long for a device figure", (int)len, name);
		return -GP_EPARSE;
	}
	for (i = 0; i < s->n; i++)
		if (strlen(s->path[i]) == len && strncmp(s->path[i], name, len) == 0) {
			/* one value a figure: a second is refused, never silently the last */
			char num[GP_FMT_EXACT_LEN];
			gp_error(d, GP_EUSAGE, "'%s': %s is given twice (first as %s=%s)", text,
				 s->path[i], s->path[i], gp_fmt_num(num, s->value[i]));
			gp_diag_hint(d, "give each device figure once");
			return -GP_EUSAGE;
		}
	if (i == s->n) {
		if (s->n == GP_WHATIF_MAX) {
			gp_error(d, GP_ELIMIT, "more than %d device overrides", GP_WHATIF_MAX);
			gp_diag_hint(d, "write a device file with the figures changed (a copy of the "
				     "device's JSON) and name it as the device");
			return -GP_ELIMIT;
		}
		s->n++;
	}
	memcpy(s->path[i], name, len);
	s->path[i][len] = '\0';
	s->value[i] = v;
	return 0;
}

/* The node at a dotted path ("memory.dram_bw_gbps", "uvm.bw_by_size.0.1"), or NULL. */
static cJSON *walk(cJSON *root, const char *dotted)
{
	char buf[GP_WHATIF_PATH_MAX], *save = NULL, *part;
	cJSON *n = root;
	snprintf(buf, sizeof(buf), "%s", dotted);
	for (part = strtok_r(buf, ".", &save); part && n; part = strtok_r(NULL, ".", &save)) {
		if (cJSON_IsArray(n)) {
			char *end;
			long i = strtol(part, &end, 10);
			n = (*end || i < 0) ? NULL : cJSON_GetArrayItem(n, (int)i);
		} else {
			n = cJSON_GetObjectItemCaseSensitive(n, part);
		}
	}
	return n;
}

static int overridden(const struct gp_whatif *s, const char *path)
{
	for (int i = 0; i < s->n; i++)
		if (strcmp(s->path[i], path) == 0)
			return 1;
	return 0;
}

/* Set a number a cross-check depends on, and say so. */
static void rescale(struct gp_whatif *s, cJSON *root, const char *path, double factor)
{
	cJSON *n = walk(root, path);
	size_t used = strlen(s->rescaled_text);
	if (!cJSON_IsNumber(n) || overridden(s, path) || factor == 1)
		return;
	cJSON_SetNumberValue(n, n->valuedouble * factor);
	snprintf(s->rescaled_text + used, sizeof(s->rescaled_text) - used, "%s%s x%.4g",
		 used ? ", " : "", path, factor);
	s->rescaled++;
}

static void cite(cJSON *root, const char *dotted)
{
	cJSON *src = cJSON_GetObjectItemCaseSensitive(root, "sources");
	char key[GP_WHATIF_PATH_MAX + 2];
	size_t j = 0;
	if (!cJSON_IsObject(src))
		return;
	key[j++] = '/';
	for (const char *p = dotted; *p && j + 1 < sizeof(key); p++)
		key[j++] = *p == '.' ? '/' : *p;
	key[j] = '\0';
	cJSON_DeleteItemFromObjectCaseSensitive(src, key);
	cJSON_AddStringToObject(src, key, "what-if: set on the command line (--set)");
}

/* The memory figures tied by thesis eq. 4.7's numerator: clock x bus / 8 x rate = peak. */
static void keep_memory_consistent(struct gp_whatif *s, cJSON *root)
{
	cJSON *m = cJSON_GetObjectItemCaseSensitive(root, "memory");
	cJSON *clk, *bus, *rate, *bw;
	double computed, ratio;
	if (!cJSON_IsObject(m))
		return;
	clk = walk(root, "memory.clock_mhz");
	bus = walk(root, "memory.bus_width_bits");
	rate = walk(root, "memory.data_rate");
	bw = walk(root, "memory.dram_bw_gbps");
	if (!cJSON_IsNumber(clk) || !cJSON_IsNumber(bus) || !cJSON_IsNumber(rate))
		return;
	computed = clk->valuedouble * 1e6 * bus->valuedouble / 8.0 * rate->valuedouble / 1e9;
	if (overridden(s, "memory.dram_bw_gbps")) {
		if (!(computed > 0))
			return;
		ratio = bw->valuedouble / computed;
		/* the clock carries the change unless the user set it too */
		if (!overridden(s, "memory.clock_mhz"))
			rescale(s, root, "memory.clock_mhz", ratio);
		else if (!overridden(s, "memory.bus_width_bits"))
			rescale(s, root, "memory.bus_width_bits", ratio);
	} else if (overridden(s, "memory.clock_mhz") || overridden(s, "memory.bus_width_bits") ||
		   overridden(s, "memory.data_rate")) {
		if (cJSON_IsNumber(bw) && bw->valuedouble > 0)
			rescale(s, root, "memory.dram_bw_gbps", computed / bw->valuedouble);
	}
}

/* Measured figures that are a fraction of another: when --set changes the base, they
 * follow it (unless set themselves). The sustained bandwidths are a fraction of the peak;
 * the L2's lockstep read rate, of its ceiling; the dirty bytes the L2 keeps, of its size. */
static const struct {
	const char *base, *follower;
} followers[] = {
	{ "memory.dram_bw_gbps", "memory.sustained_gbps" },
	{ "memory.dram_bw_gbps", "memory.dram_read_sustained_gbps" },
	{ "memory.dram_bw_gbps", "memory.dram_write_sustained_gbps" },
	{ "memory.l2_bw_gbps", "memory.l2_lockstep_gbps" },
	{ "memory.l2_bytes", "memory.l2_dirty_bytes" },
};
#define NFOLLOWERS (sizeof(followers) / sizeof(followers[0]))

int gp_whatif_find(const char *name_or_path, struct gp_whatif *s, struct gp_device *dev,
		   struct gp_diag *d)
{
	char path[GP_SEARCHPATH_LEN], *text = NULL, *out = NULL;
	cJSON *root = NULL;
	double base_before[NFOLLOWERS];
	size_t len;
	int rc;

	if (!s || s->n == 0)
		return gp_device_find(name_or_path, NULL, dev, d);
	if (gp_searchpath_find(GP_DATA_DEVICES, name_or_path, NULL, path, sizeof(path), "launch.device",
			     d) < 0)
		return -GP_ENOTFOUND;
	if (!(text = gp_read_file(path, 4u << 20, &len, d)))
		return d ? -d->code : -GP_EIO;
	if ((rc = gp_json_parse(text, len, path, &root, d)) < 0)
		goto out;
	s->rescaled = 0;
	s->rescaled_text[0] = '\0';
	for (size_t i = 0; i < NFOLLOWERS; i++) {
		cJSON *b = walk(root, followers[i].base);
		base_before[i] = cJSON_IsNumber(b) ? b->valuedouble : 0;
	}
	for (int i = 0; i < s->n; i++) {
		cJSON *n = walk(root, s->path[i]);
		if (!cJSON_IsNumber(n)) {
			gp_diag_at(d, path, 0, 0);
			gp_diag_field(d, "device.set %s", s->path[i]);
			rc = gp_error(d, n ? GP_EINVAL : GP_ENOTFOUND, "%s",
				      n ? "is not a number in the device file"
					: "is not a figure of the device file");
			gp_diag_hint(d, "name a numeric figure by its JSON path with dots, as in "
					"devices/README.md (memory.dram_bw_gbps, units.fp32_cores, ...)");
			goto out;
		}
		s->file_value[i] = n->valuedouble;
		cJSON_SetNumberValue(n, s->value[i]);
		cite(root, s->path[i]);
	}
	keep_memory_consistent(s, root);
	for (size_t i = 0; i < NFOLLOWERS; i++) {
		cJSON *b = walk(root, followers[i].base);
		if (base_before[i] > 0 && cJSON_IsNumber(b))
			rescale(s, root, followers[i].follower, b->valuedouble / base_before[i]);
	}
	if (!(out = cJSON_PrintUnformatted(root))) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	rc = gp_device_parse(out, strlen(out), path, dev, d);
	if (rc < 0 && d)
		gp_diag_hint(d, "the overrides ({device.set}) break this cross-check of the device file: "
				"set the figure it names as well");
out:
	free(text);
	if (out)
		cJSON_free(out);
	cJSON_Delete(root);
	return rc;
}
