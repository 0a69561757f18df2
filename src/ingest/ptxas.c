/* ptxas.c - reading 'ptxas -v' output and 'cuobjdump -res-usage' listings. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/ptxas.h"
#include "util.h"

#define PTXAS_MAX_LINE 65536
#define PTXAS_MAX_FUNCS 65536

struct pstate {
	const char *name;
	struct gp_diag *d;
	struct gp_ptxas_log *log;
	int line;
	int cur;          /* function the next resource lines belong to, -1 none */
	char arch[16];    /* "arch = sm_XX" of cuobjdump blocks */
};

static int perr(struct pstate *p, const char *msg, const char *what)
{
	gp_error(p->d, GP_EPARSE, "%s '%s'", msg, what);
	gp_diag_at(p->d, p->name, p->line, 0);
	gp_diag_hint(p->d, "expected 'ptxas -v' output (nvcc -Xptxas -v) or 'cuobjdump -res-usage'");
	return -GP_EPARSE;
}

/*
 * What a kernel descriptor accepts (kernels/README.md): at most 255 registers per
 * thread (no CUDA architecture allocates more) and 16 MiB of static shared memory,
 * so that what extract writes, estimate loads.
 */
static int set_regs(struct pstate *p, struct gp_ptxas_func *f, long v)
{
	char buf[32];
	if (v > 255) {
		snprintf(buf, sizeof(buf), "%ld", v);
		return perr(p, "more than 255 registers per thread (no GPU allocates more):", buf);
	}
	f->regs = (int)v;
	f->has_regs = 1;
	return 0;
}

static int set_smem(struct pstate *p, struct gp_ptxas_func *f, long v)
{
	char buf[32];
	if (v > (1L << 24)) {
		snprintf(buf, sizeof(buf), "%ld", v);
		return perr(p, "static shared memory over 16 MiB:", buf);
	}
	f->smem_bytes = v;
	return 0;
}

static struct gp_ptxas_func *add(struct pstate *p, const char *name, size_t len)
{
	struct gp_ptxas_log *l = p->log;
	struct gp_ptxas_func *f;
	if (l->n >= PTXAS_MAX_FUNCS) {
		gp_error(p->d, GP_ELIMIT, "more than %d functions", PTXAS_MAX_FUNCS);
		gp_diag_at(p->d, p->name, p->line, 0);
		return NULL;
	}
	if (gp_grow_int((void **)&l->funcs, &l->cap, l->n + 1, sizeof(*l->funcs)) < 0) {
		gp_error(p->d, GP_ENOMEM, "out of memory");
		return NULL;
	}
	f = &l->funcs[l->n];
	memset(f, 0, sizeof(*f));
	snprintf(f->name, sizeof(f->name), "%.*s", (int)(len < 511 ? len : 511), name);
	f->line = p->line;
	p->cur = l->n++;
	return f;
}

/* A non-negative decimal below 2^31 at *s; advances *s. */
static int number(struct pstate *p, const char **s, long *out)
{
	char *end;
	long v;
	while (**s == ' ' || **s == '\t')
		(*s)++;
	if (!isdigit((unsigned char)**s))
		return perr(p, "expected a number at", *s);
	errno = 0;
	v = strtol(*s, &end, 10);
	if (errno || v > 2147483647L)
		return perr(p, "number out of range", *s);
	*s = end;
	*out = v;
	return 0;
}

static const char *after(const char *s, const char *key)
{
	const char *k = strstr(s, key);
	return k ? k + strlen(key) : NULL;
}

/* "Used 8 registers, used 1 barriers, 4096 bytes smem, 344 bytes cmem[0], 8 bytes lmem" */
static int used_line(struct pstate *p, const char *s)
{
	struct gp_ptxas_func *f = p->cur >= 0 ? &p->log->funcs[p->cur] : NULL;
	if (!f)
		return 0;
	while (*s) {
		long v;
		const char *item = s;
		size_t len = strcspn(s, ",");
		char buf[128];
		snprintf(buf, sizeof(buf), "%.*s", (int)(len < 127 ? len : 127), item);
		{
			const char *t = buf;
			while (*t == ' ')
				t++;
			if (strncmp(t, "Used ", 5) == 0 || strncmp(t, "used ", 5) == 0) {
				t += 5;
				if (number(p, &t, &v) < 0)
					return -GP_EPARSE;
				if (strstr(t, "register")) {
					if (set_regs(p, f, v) < 0)
						return -GP_EPARSE;
				} else if (strstr(t, "barrier")) {
					f->barriers = (int)v;
				}
			} else if (isdigit((unsigned char)*t)) {
				if (number(p, &t, &v) < 0)
					return -GP_EPARSE;
				if (strstr(t, "smem")) {
					if (set_smem(p, f, v) < 0)
						return -GP_EPARSE;
				}
				else if (strstr(t, "lmem"))
					f->lmem_bytes = v;
				else if (strstr(t, "cmem[")) {
					long bank = atol(strstr(t, "cmem[") + 5);
					if (bank >= 0 && bank < GP_PTXAS_CMEM_BANKS)
						f->cmem_bytes[bank] = v;
				}
			}
		}
		s += len;
		if (*s == ',')
			s++;
	}
	return 0;
}

/* "0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads" */
static int props_line(struct pstate *p, const char *s)
{
	struct gp_ptxas_func *f = &p->log->funcs[p->cur];
	for (int k = 0; k < 3; k++) {
		long v;
		if (number(p, &s, &v) < 0)
			return -GP_EPARSE;
		if (strncmp(s, " bytes stack frame", 18) == 0)
			f->stack_bytes = v;
		else if (strncmp(s, " bytes spill stores", 19) == 0)
			f->spill_store_bytes = v;
		else if (strncmp(s, " bytes spill loads", 18) == 0)
			f->spill_load_bytes = v;
		else
			return perr(p, "unexpected function properties", s);
		s = strchr(s, ',');
		if (!s)
			break;
		s++;
	}
	return 0;
}

/* "REG:22 STACK:0 SHARED:0 LOCAL:0 CONSTANT[0]:360 TEXTURE:0 ..." */
static int resusage_line(struct pstate *p, const char *s)
{
	struct gp_ptxas_func *f = &p->log->funcs[p->cur];
	while (*s) {
		const char *colon;
		long v;
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s)
			break;
		colon = strchr(s, ':');
		if (!colon)
			return perr(p, "expected KEY:VALUE at", s);
		{
			const char *val = colon + 1;
			if (number(p, &val, &v) < 0)
				return -GP_EPARSE;
			if (strncmp(s, "REG:", 4) == 0) {
				if (set_regs(p, f, v) < 0)
					return -GP_EPARSE;
			} else if (strncmp(s, "STACK:", 6) == 0) {
				f->stack_bytes = v;
			} else if (strncmp(s, "SHARED:", 7) == 0) {
				if (set_smem(p, f, v) < 0)
					return -GP_EPARSE;
			} else if (strncmp(s, "LOCAL:", 6) == 0) {
				f->lmem_bytes = v;
			} else if (strncmp(s, "CONSTANT[", 9) == 0) {
				long bank = atol(s + 9);
				if (bank >= 0 && bank < GP_PTXAS_CMEM_BANKS)
					f->cmem_bytes[bank] = v;
			}
			s = val;
		}
	}
	return 0;
}

static int parse_line(struct pstate *p, const char *s)
{
	const char *r;
	while (*s == ' ' || *s == '\t')
		s++;
	if (strncmp(s, "arch = sm_", 10) == 0) {
		snprintf(p->arch, sizeof(p->arch), "sm_%d", atoi(s + 10));
		return 0;
	}
	if (strncmp(s, "Function ", 9) == 0 && s[strlen(s) - 1] == ':') {
		/* cuobjdump -res-usage: " Function _Z5mylogPd:" then "REG:22 ..." */
		struct gp_ptxas_func *f = add(p, s + 9, strlen(s + 9) - 1);
		if (!f)
			return -1;
		f->is_entry = 1;
		snprintf(f->arch, sizeof(f->arch), "%s", p->arch);
		return 0;
	}
	if (strncmp(s, "REG:", 4) == 0 && p->cur >= 0)
		return resusage_line(p, s);
	if (strncmp(s, "ptxas", 5) != 0) {
		/* the properties line follows "Function properties for" */
		if (p->cur >= 0 && isdigit((unsigned char)*s) && strstr(s, "bytes stack frame"))
			return props_line(p, s);
		return 0;
	}
	r = strchr(s, ':');
	if (!r || strncmp(s, "ptxas info", 10) != 0)
		return 0;   /* warnings, errors: not resource lines */
	r++;
	while (*r == ' ')
		r++;
	if (strncmp(r, "Compiling entry function '", 26) == 0) {
		const char *name = r + 26, *q = strstr(name, "' for '");
		struct gp_ptxas_func *f;
		if (!q)
			return perr(p, "malformed line", s);
		f = add(p, name, (size_t)(q - name));
		if (!f)
			return -1;
		f->is_entry = 1;
		snprintf(f->arch, sizeof(f->arch), "%.*s", (int)strcspn(q + 7, "'"), q + 7);
		return 0;
	}
	if (strncmp(r, "Function properties for ", 24) == 0) {
		const char *name = r + 24;
		size_t len = strlen(name);
		while (len > 0 && name[len - 1] == ' ')
			len--;
		if (p->cur >= 0 && strlen(p->log->funcs[p->cur].name) == len &&
		    strncmp(p->log->funcs[p->cur].name, name, len) == 0)
			return 0;
		{
			/* a device function: its properties without a "Compiling" line */
			char arch[16];
			struct gp_ptxas_func *f;
			snprintf(arch, sizeof(arch), "%s", p->cur >= 0 ? p->log->funcs[p->cur].arch : "");
			f = add(p, name, len);
			if (!f)
				return -1;
			snprintf(f->arch, sizeof(f->arch), "%s", arch);
		}
		return 0;
	}
	if (strncmp(r, "Used ", 5) == 0)
		return used_line(p, r);
	if (isdigit((unsigned char)*r) && (after(r, "bytes gmem"))) {
		long v;
		const char *t = r;
		if (number(p, &t, &v) < 0)
			return -GP_EPARSE;
		p->log->gmem_bytes = v;
	}
	return 0;
}

int gp_ptxas_parse(const char *text, size_t len, const char *name, struct gp_ptxas_log *out,
		   struct gp_diag *d)
{
	struct pstate p;
	char *line = NULL;
	size_t pos = 0;
	int rc = 0;

	memset(out, 0, sizeof(*out));
	memset(&p, 0, sizeof(p));
	p.name = name;
	p.d = d;
	p.log = out;
	p.cur = -1;
	pos = gp_bom_bytes(text, len);
	line = malloc(PTXAS_MAX_LINE + 1);
	if (!line)
		return gp_error(d, GP_ENOMEM, "out of memory");
	while (pos < len) {
		size_t e = pos, n;
		while (e < len && text[e] != '\n')
			e++;
		n = e - pos;
		p.line++;
		if (memchr(text + pos, '\0', n)) {
			gp_error(d, GP_EPARSE, "binary data, not a ptxas log");
			gp_diag_at(d, name, p.line, 0);
			gp_diag_hint(d, "pass the text that 'nvcc -Xptxas -v' prints on stderr");
			rc = -GP_EPARSE;
			break;
		}
		if (n > PTXAS_MAX_LINE) {
			gp_error(d, GP_ELIMIT, "line longer than %d characters", PTXAS_MAX_LINE);
			gp_diag_at(d, name, p.line, 0);
			gp_diag_hint(d, "is this a ptxas log?");
			rc = -GP_ELIMIT;
			break;
		}
		memcpy(line, text + pos, n);
		line[n] = '\0';
		while (n > 0 && (line[n - 1] == '\r' || line[n - 1] == ' '))
			line[--n] = '\0';
		if (n > 0 && parse_line(&p, line) < 0) {
			rc = -(d && d->code ? d->code : GP_EPARSE);
			break;
		}
		pos = e + 1;
	}
	free(line);
	if (rc == 0 && out->n == 0) {
		gp_error(d, GP_EPARSE, "no function resource information found");
		gp_diag_at(d, name, 0, 0);
		gp_diag_hint(d, "compile with 'nvcc -Xptxas -v ...' and keep its stderr, or run "
				"'cuobjdump -res-usage'");
		rc = -GP_EPARSE;
	}
	if (rc < 0)
		gp_ptxas_log_release(out);
	return rc;
}

int gp_ptxas_load(const char *path, struct gp_ptxas_log *out, struct gp_diag *d)
{
	size_t len;
	char *text = gp_read_file(path, 0, &len, d);
	int rc;
	memset(out, 0, sizeof(*out));
	if (!text)
		return -(d && d->code ? d->code : GP_EIO);
	rc = gp_ptxas_parse(text, len, path, out, d);
	free(text);
	return rc;
}

void gp_ptxas_log_release(struct gp_ptxas_log *log)
{
	if (!log)
		return;
	free(log->funcs);
	memset(log, 0, sizeof(*log));
}

const struct gp_ptxas_func *gp_ptxas_find(const struct gp_ptxas_log *log, const char *name,
					  const char *display_name, const char *arch)
{
	for (int i = 0; i < log->n; i++) {
		const struct gp_ptxas_func *f = &log->funcs[i];
		int name_ok = (name && strcmp(f->name, name) == 0) ||
			      (display_name && strcmp(f->name, display_name) == 0);
		/* logs of extern "C"-style names or shortened ones: "saxpy2" for saxpy2(int, ...) */
		if (!name_ok && display_name && strchr(display_name, '(') && !strchr(f->name, '(')) {
			size_t len = strcspn(display_name, "(<");
			name_ok = strlen(f->name) == len && strncmp(f->name, display_name, len) == 0;
		}
		int arch_ok = !arch || !arch[0] || !f->arch[0] || strcmp(f->arch, arch) == 0;
		if (name_ok && arch_ok)
			return f;
	}
	return NULL;
}

const struct gp_ptxas_func *gp_ptxas_find_sm(const struct gp_ptxas_log *log, const char *name,
					     const char *display_name, int sm)
{
	char arch[16] = "";
	if (sm)
		snprintf(arch, sizeof(arch), "sm_%d", sm);
	return gp_ptxas_find(log, name, display_name, arch);
}
