/* gpgpusim_options.c - GPGPU-Sim / Accel-Sim option files ("-name value" pairs) read into a
 * name-indexed table; what the options mean is gpgpusim_import.c's business. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/gpgpusim_options.h"
#include "util.h"

/* ==== Option file tokenizer ==== */

void gp_gpgpusim_options_init(struct gp_gpgpusim_options *c)
{
	memset(c, 0, sizeof(*c));
}

void gp_gpgpusim_options_release(struct gp_gpgpusim_options *c)
{
	for (int i = 0; i < c->n; i++)
		free(c->opts[i].value);
	free(c->opts);
	free(c->slots);
	memset(c, 0, sizeof(*c));
}

/* ==== Name index: open addressing, so reading and looking up options stays linear ==== */

/* The slot holding name, or the empty slot where it would go. */
static int *find_slot(const struct gp_gpgpusim_options *c, const char *name, size_t len)
{
	unsigned mask = (unsigned)c->nslots - 1;
	for (unsigned i = gp_fnv1a(name, len) & mask;; i = (i + 1) & mask) {
		const char *o;
		if (!c->slots[i])
			return &c->slots[i];
		o = c->opts[c->slots[i] - 1].name;
		if (strlen(o) == len && memcmp(o, name, len) == 0)
			return &c->slots[i];
	}
}

/* Keep the index at most half full: rebuild it twice as large. */
static int grow_slots(struct gp_gpgpusim_options *c)
{
	int n = c->nslots ? 2 * c->nslots : 256;
	int *old = c->slots;
	if (!(c->slots = calloc((size_t)n, sizeof(*c->slots)))) {
		c->slots = old;
		return -1;
	}
	c->nslots = n;
	free(old);
	for (int i = 0; i < c->n; i++)
		*find_slot(c, c->opts[i].name, strlen(c->opts[i].name)) = i + 1;
	return 0;
}

static int add_opt(struct gp_gpgpusim_options *c, const char *name, size_t name_len, char *value,
		   int line, struct gp_diag *d)
{
	struct gp_gsim_opt *o = NULL;
	int *slot;
	if (2 * (c->n + 1) > c->nslots && grow_slots(c) < 0) {
		free(value);
		return gp_error(d, GP_ENOMEM, "out of memory reading options");
	}
	slot = find_slot(c, name, name_len);
	if (*slot) {
		o = &c->opts[*slot - 1];        /* repeated: the last value wins */
		free(o->value);
	}
	if (!o) {
		if (c->n >= GP_GSIM_OPTS_MAX) {
			free(value);
			gp_diag_at(d, c->files[c->nfiles - 1], line, 0);
			gp_error(d, GP_ELIMIT, "more than %d options", GP_GSIM_OPTS_MAX);
			gp_diag_hint(d, "a GPGPU-Sim config holds a few hundred; is this one?");
			return -GP_ELIMIT;
		}
		if (gp_grow_int((void **)&c->opts, &c->cap, c->n + 1, sizeof(*c->opts)) < 0) {
			free(value);
			return gp_error(d, GP_ENOMEM, "out of memory reading options");
		}
		*slot = c->n + 1;
		o = &c->opts[c->n++];
		memset(o, 0, sizeof(*o));
		memcpy(o->name, name, name_len);
		o->name[name_len] = '\0';
	}
	o->value = value;
	o->line = line;
	o->file = c->nfiles - 1;
	o->used = 0;
	return 0;
}

/* One token: [start, end) on line; quoted tokens have their quotes and white space removed. */
struct tok {
	const char *s;
	size_t len;
	int line;
	int quoted;
};

/* Next token from *p (advancing it and *line). Returns 1, 0 at the end, negative on error. */
static int next_tok(const char **p, int *line, struct tok *t, const char *file, struct gp_diag *d)
{
	const char *s = *p;
	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n' || *s == '\f' ||
		       *s == '\v') {
			if (*s == '\n')
				(*line)++;
			s++;
		}
		if (*s == '#') {
			while (*s && *s != '\n')
				s++;
			continue;
		}
		break;
	}
	if (!*s) {
		*p = s;
		return 0;
	}
	t->line = *line;
	if (*s == '"') {
		const char *q = ++s;
		while (*q && *q != '"') {
			if (*q == '\n')
				(*line)++;
			q++;
		}
		if (!*q) {
			gp_diag_at(d, file, t->line, 0);
			gp_error(d, GP_EPARSE, "unterminated quoted value");
			gp_diag_hint(d, "close the value with '\"'");
			return -GP_EPARSE;
		}
		t->s = s;
		t->len = (size_t)(q - s);
		t->quoted = 1;
		*p = q + 1;
		return 1;
	}
	t->s = s;
	while (*s && !isspace((unsigned char)*s) && *s != '#')
		s++;
	t->len = (size_t)(s - t->s);
	t->quoted = 0;
	*p = s;
	return 1;
}

static int is_option(const struct tok *t)
{
	return !t->quoted && t->len >= 2 && t->s[0] == '-' &&
	       (isalpha((unsigned char)t->s[1]) || t->s[1] == '_');
}

static char *tok_value(const struct tok *t)
{
	char *v = malloc(t->len + 1);
	size_t n = 0;
	if (!v)
		return NULL;
	for (size_t i = 0; i < t->len; i++)
		if (!t->quoted || !isspace((unsigned char)t->s[i]))
			v[n++] = t->s[i];
	v[n] = '\0';
	return v;
}

int gp_gpgpusim_options_parse(struct gp_gpgpusim_options *c, const char *text, const char *file,
			 struct gp_diag *d)
{
	const char *p = gp_skip_bom(text);
	int line = 1, rc;
	struct tok name, val;

	if (c->nfiles >= GP_GSIM_FILES_MAX)
		return gp_error(d, GP_ELIMIT, "more than %d option files", GP_GSIM_FILES_MAX);
	snprintf(c->files[c->nfiles++], sizeof(c->files[0]), "%s", file);
	while ((rc = next_tok(&p, &line, &name, file, d)) > 0) {
		char *v;
		if (!is_option(&name)) {
			gp_diag_at(d, file, name.line, 0);
			gp_error(d, GP_EPARSE, "expected an option (-name), got '%.*s'",
				 (int)(name.len > 60 ? 60 : name.len), name.s);
			gp_diag_hint(d, "GPGPU-Sim option files hold '-option value' pairs; "
					"'#' starts a comment");
			return -GP_EPARSE;
		}
		if (name.len >= sizeof(c->opts[0].name)) {
			gp_diag_at(d, file, name.line, 0);
			gp_error(d, GP_ELIMIT, "option name longer than %zu characters",
				 sizeof(c->opts[0].name) - 1);
			return -GP_ELIMIT;
		}
		rc = next_tok(&p, &line, &val, file, d);
		if (rc < 0)
			return rc;
		if (rc == 0 || is_option(&val)) {
			gp_diag_at(d, file, name.line, 0);
			gp_diag_field(d, "%.*s", (int)name.len, name.s);
			gp_error(d, GP_EPARSE, "option has no value");
			gp_diag_hint(d, "write '%.*s VALUE'", (int)name.len, name.s);
			return -GP_EPARSE;
		}
		v = tok_value(&val);
		if (!v)
			return gp_error(d, GP_ENOMEM, "out of memory reading options");
		rc = add_opt(c, name.s, name.len, v, name.line, d);
		if (rc < 0)
			return rc;
	}
	return rc;
}

int gp_gpgpusim_options_load(struct gp_gpgpusim_options *c, const char *path, struct gp_diag *d)
{
	char *text = gp_read_file(path, 16L * 1024 * 1024, NULL, d);
	int rc;
	if (!text)
		return d ? -d->code : -GP_EIO;
	rc = gp_gpgpusim_options_parse(c, text, path, d);
	free(text);
	return rc;
}

const struct gp_gsim_opt *gp_gpgpusim_options_get(struct gp_gpgpusim_options *c, const char *name)
{
	int *slot;
	if (!c->nslots)
		return NULL;
	slot = find_slot(c, name, strlen(name));
	if (!*slot)
		return NULL;
	c->opts[*slot - 1].used = 1;
	return &c->opts[*slot - 1];
}
