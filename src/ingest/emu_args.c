/* emu_args.c - an emulated launch's arguments from text (emu_args.h): the layout, the values
 * and the buffers' contents, with the checks every caller shares. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "gpuperf/emu_args.h"
#include "gpuperf/kparams.h"
#include "util.h"

/* The kernel's name as written in its source: "vecAdd" of "void ns::vecAdd<float>(float*)". */
static void source_base(const struct gp_sass_func *fn, char *base, size_t n)
{
	snprintf(base, n, "%.255s", fn->display_name[0] ? fn->display_name : fn->name);
	base[strcspn(base, "(<")] = '\0';
	if (strrchr(base, ':'))
		memmove(base, strrchr(base, ':') + 1, strlen(strrchr(base, ':')));
	if (strrchr(base, ' '))
		memmove(base, strrchr(base, ' ') + 1, strlen(strrchr(base, ' ')));
}

/* The PTX beside a listing: its path with the extensions replaced by .ptx, the last first
 * ("k.sm_80.sass": k.sm_80.ptx, then k.ptx). Returns the file's text (the caller frees) and
 * its path in out, or NULL. */
static char *ptx_beside(const char *listing, char *out, size_t n)
{
	char stem[1024];
	const char *slash = strrchr(listing, '/');
	snprintf(stem, sizeof(stem), "%s", listing);
	for (;;) {
		char *dot = strrchr(stem, '.');
		struct gp_diag d;
		char *text;
		if (!dot || dot < stem + (slash ? slash - listing + 1 : 0) || dot == stem)
			return NULL;
		*dot = '\0';
		snprintf(out, n, "%s.ptx", stem);
		gp_diag_clear(&d);
		if (strcmp(out, listing) != 0 && access(out, R_OK) == 0 &&
		    (text = gp_read_file(out, 0, NULL, &d)))
			return text;
	}
}

enum layout_kind { FROM_PTX, FROM_CUBIN, FROM_SOURCE };

/* Layout from one file: 1 when it gave the arguments, 0 when it does not describe the
 * kernel (and need not), negative on an error (d filled). */
static int layout_from(const char *path, const char *text, enum layout_kind kind, size_t len,
		       const struct gp_sass_func *fn, int must, struct gp_emu_launch *l,
		       int *real_unknown, struct gp_diag *d)
{
	char base[256];
	int rc;
	source_base(fn, base, sizeof(base));
	if (kind == FROM_CUBIN)
		rc = gp_kparams_from_cubin(text, len, fn->name, l, real_unknown, d);
	else if (kind == FROM_SOURCE)
		rc = gp_kparams_from_source(text, base, 1, l, d);
	else
		rc = gp_kparams_from_ptx(text, fn->name, l, d);
	if (rc == -GP_ENOTFOUND && !must) {
		gp_diag_clear(d);
		return 0;
	}
	if (rc < 0) {
		gp_diag_at(d, path, 0, 0);
		if (!d->hint[0])
			gp_diag_hint(d, "the file must hold %s as built for this listing", fn->name);
		return rc;
	}
	return 1;
}

/* One of s's files read and laid out: 1, 0 or negative as layout_from. */
static int layout_file(const char *path, enum layout_kind kind, const struct gp_sass_func *fn,
		       struct gp_emu_launch *l, int *real_unknown, struct gp_diag *d)
{
	size_t len = 0;
	char *text = gp_read_file(path, 0, &len, d);
	int rc;
	if (!text)
		return -d->code;
	rc = layout_from(path, text, kind, len, fn, 1, l, real_unknown, d);
	free(text);
	return rc;
}

int gp_emu_args_layout(const struct gp_emu_argsrc *s, const struct gp_sass_func *fn,
		       struct gp_emu_launch *l, int *real_unknown, char *from, size_t n,
		       struct gp_diag *d)
{
	struct gp_diag dn;
	char path[1100], base[256], *text;
	int rc = 0, named = 0;
	from[0] = '\0';
	*real_unknown = 0;
	gp_diag_clear(&dn);
	if (gp_emu_args_from_name(fn->name, l, &dn) == 0)
		goto names;
	l->nargs = 0;
	if (s->ptx) {
		if ((rc = layout_file(s->ptx, FROM_PTX, fn, l, real_unknown, d)) > 0)
			snprintf(from, n, "%s", s->ptx);
	} else if (s->listing && (text = ptx_beside(s->listing, path, sizeof(path)))) {
		if ((rc = layout_from(path, text, FROM_PTX, 0, fn, 0, l, real_unknown, d)) > 0)
			snprintf(from, n, "%s", path);
		free(text);
	}
	if (!rc && s->cubin && (rc = layout_file(s->cubin, FROM_CUBIN, fn, l, real_unknown, d)) > 0)
		snprintf(from, n, "%s", s->cubin);
	if (!rc && s->source && (rc = layout_file(s->source, FROM_SOURCE, fn, l, real_unknown,
						  d)) > 0) {
		snprintf(from, n, "%s", s->source);
		named = 1;
	}
	if (rc < 0)
		return rc;
	if (!rc) {
		*d = dn;
		gp_diag_hint(d, "an extern \"C\" kernel's arguments come from its PTX ({emu.ptx}, or a "
				".ptx beside the listing), its cubin ({emu.cubin}) or its declaration "
				"({emu.source} FILE.cu)");
		return 1;
	}
names:
	if (s->source && !named) {
		source_base(fn, base, sizeof(base));
		if (!(text = gp_read_file(s->source, 0, NULL, d)))
			return -d->code;
		rc = gp_kparams_from_source(text, base, 0, l, d);
		free(text);
		if (rc < 0) {
			char msg[sizeof(d->msg)];
			snprintf(msg, sizeof(msg), "%s", d->msg);
			return gp_error(d, GP_EUSAGE, "{emu.source} %s: %s", s->source, msg);
		}
	}
	return 0;
}

long gp_emu_arg_index(const struct gp_emu_launch *l, const char *spec, const char **eq)
{
	char *end;
	long idx = strtol(spec, &end, 10);
	*eq = strchr(spec, '=');
	if (end != spec && *end == '=')
		return idx;
	for (int i = 0; i < l->nargs; i++)
		if (*eq && (size_t)(*eq - spec) == strlen(l->args[i].name) &&
		    strncmp(spec, l->args[i].name, (size_t)(*eq - spec)) == 0)
			return i;
	return -1;
}

/* The range of an integer argument of size bytes and sign (emu.h): a signed type's
 * [-2^(8size-1), 2^(8size-1) - 1], an unsigned one's [0, 2^(8size) - 1], either when the
 * layout does not say (PTX, a cubin). */
static int int_fits(int size, int sign, double x)
{
	double half = size >= 8 ? 9223372036854775808.0 : (double)(1ULL << (8 * size - 1));
	if (sign > 0)
		return x >= -half && x < half;
	if (sign < 0)
		return x >= 0 && x < 2 * half;
	return x >= -half && x < 2 * half;
}

static int arg_apply(struct gp_emu_launch *l, int real_unknown, const char *spec,
		     struct gp_diag *d);

/* One value per argument: a second is refused naming both, never silently the last. */
static int twice(struct gp_diag *d, const char *opt, const char *spec, const char *first,
		 long idx)
{
	gp_error(d, GP_EUSAGE, "%s '%s': argument %ld is given twice (first as '%s')", opt, spec,
		 idx, first);
	gp_diag_hint(d, "give each argument once");
	return -GP_EUSAGE;
}

int gp_emu_arg_apply(struct gp_emu_launch *l, int real_unknown, const char *spec,
		     struct gp_diag *d)
{
	int rc = arg_apply(l, real_unknown, spec, d);
	if (rc < 0 && !d->hint[0])
		gp_diag_hint(d, "an argument is I=VALUE (I its index or name): a scalar's value in "
				"its C type's range, a pointer's buffer size in bytes, or null");
	return rc;
}

static int arg_apply(struct gp_emu_launch *l, int real_unknown, const char *spec,
		     struct gp_diag *d)
{
	const char *end;
	long idx = gp_emu_arg_index(l, spec, &end);
	double x;
	struct gp_emu_arg *a;
	if (!end || idx < 0 || idx >= l->nargs)
		return gp_error(d, GP_EUSAGE, "{emu.arg} '%s': the index must be 0..%d (the kernel's "
				"arguments in order) or a name {emu.source} gives", spec, l->nargs - 1);
	a = &l->args[idx];
	if (a->arg_spec)
		return twice(d, "{emu.arg}", spec, a->arg_spec, idx);
	if (a->is_pointer && strcmp(end + 1, "null") == 0) {
		a->is_null = 1;
		a->given = 1;
		a->arg_spec = spec;
		return 0;
	}
	if (gp_parse_double(end + 1, &x) < 0)
		return gp_error(d, GP_EUSAGE, "{emu.arg} '%s': '%s' %s", spec, end + 1,
				gp_number_refusal(end + 1));
	if (a->is_pointer) {
		/* the emulator's buffers live below 2^48 (emu.h's allocation bases) */
		if (!(x >= 0 && x <= 281474976710656.0) || x != (double)(long long)x)
			return gp_error(d, GP_EUSAGE, "{emu.arg} '%s': a pointer's value is its buffer size "
					"in bytes, a whole number in [0, 2^48]", spec);
		a->alloc_bytes = (uint64_t)x;
	} else {
		/* a cubin's table says 4 bytes, not int or float: a real is a float */
		if (real_unknown && a->size_bytes == 4 && strpbrk(end + 1, ".eE") &&
		    !strpbrk(end + 1, "xX"))
			a->is_float = 1;
		if (!a->is_float && (x != floor(x) || !int_fits(a->size_bytes, a->sign, x))) {
			int bits = 8 * a->size_bytes;
			char lo[16];
			snprintf(lo, sizeof(lo), a->sign < 0 ? "0" : "-2^%d", bits - 1);
			return gp_error(d, GP_EUSAGE, "{emu.arg} '%s': argument %ld is an integer of %d "
					"bits%s: a whole number from %s to 2^%d-1", spec, idx, bits,
					a->sign > 0 ? ", signed" : a->sign < 0 ? ", unsigned" : "", lo,
					a->sign > 0 ? bits - 1 : bits);
		}
		a->value = x;
	}
	a->given = 1;
	a->arg_spec = spec;
	return 0;
}

/* An init value the buffer's elements hold: an integer below 2^63 in magnitude (whole for
 * const:), a real within a float's range (4-byte elements take it as a float). */
static int init_fits(int real, double x)
{
	if (real)
		return fabs(x) <= 3.4028234663852886e38;
	return x >= -9223372036854775808.0 && x < 9223372036854775808.0;
}

static int init_range(struct gp_diag *d, const char *spec)
{
	return gp_error(d, GP_EUSAGE, "{emu.init} '%s': an integer value within +-2^63, or a real "
			"within a float's range (+-3.4e38)", spec);
}

static int init_apply(struct gp_emu_launch *l, const char *spec,
		      uint8_t *files[GP_EMU_MAX_ARGS], struct gp_diag *d);

int gp_emu_init_apply(struct gp_emu_launch *l, const char *spec,
		      uint8_t *files[GP_EMU_MAX_ARGS], struct gp_diag *d)
{
	int rc = init_apply(l, spec, files, d);
	if (rc < 0 && !d->hint[0])
		gp_diag_hint(d, "an init is I=SPEC for a pointer argument I: zeros, index, const:V, "
				"random:LO:HI, ring:SPACING or file:PATH");
	return rc;
}

static int init_apply(struct gp_emu_launch *l, const char *spec,
		      uint8_t *files[GP_EMU_MAX_ARGS], struct gp_diag *d)
{
	const char *end;
	long idx = gp_emu_arg_index(l, spec, &end);
	const char *s = end ? end + 1 : spec;
	struct gp_emu_arg *a;
	if (!end || idx < 0 || idx >= l->nargs || !l->args[idx].is_pointer)
		return gp_error(d, GP_EUSAGE, "{emu.init} '%s': the index must name a pointer argument",
				spec);
	a = &l->args[idx];
	if (a->init_spec)
		return twice(d, "{emu.init}", spec, a->init_spec, idx);
	a->init_spec = spec;
	if (strcmp(s, "zeros") == 0) {
		a->init = GP_EMU_INIT_ZEROS;
	} else if (strcmp(s, "index") == 0) {
		a->init = GP_EMU_INIT_INDEX;
	} else if (strncmp(s, "const:", 6) == 0) {
		a->init = GP_EMU_INIT_CONST;
		a->init_float = strpbrk(s + 6, ".eE") != NULL;
		if (gp_parse_double(s + 6, &a->init_lo) < 0)
			return gp_error(d, GP_EUSAGE, "{emu.init} '%s': const:V needs a number", spec);
		if (!init_fits(a->init_float, a->init_lo))
			return init_range(d, spec);
	} else if (strncmp(s, "random:", 7) == 0) {
		char lo[64];
		const char *c = strchr(s + 7, ':');
		if (!c || (size_t)(c - s - 7) >= sizeof(lo))
			return gp_error(d, GP_EUSAGE, "{emu.init} '%s': random:LO:HI", spec);
		snprintf(lo, sizeof(lo), "%.*s", (int)(c - s - 7), s + 7);
		a->init = GP_EMU_INIT_RANDOM;
		a->init_float = strpbrk(s + 7, ".eE") != NULL;
		if (gp_parse_double(lo, &a->init_lo) < 0 || gp_parse_double(c + 1, &a->init_hi) < 0 ||
		    a->init_hi < a->init_lo)
			return gp_error(d, GP_EUSAGE, "{emu.init} '%s': random:LO:HI with LO <= HI", spec);
		if (!init_fits(a->init_float, a->init_lo) || !init_fits(a->init_float, a->init_hi))
			return init_range(d, spec);
	} else if (strncmp(s, "ring:", 5) == 0) {
		long long sp;
		if (gp_parse_ll(s + 5, &sp) < 0 || !(sp == 32 || sp == 64 || (sp > 0 && sp % 128 == 0)) ||
		    sp > (1LL << 30))
			return gp_error(d, GP_EUSAGE, "{emu.init} '%s': ring:SPACING, the bytes between the "
					"pointers: 32, 64 or a multiple of 128", spec);
		if (a->alloc_bytes < (uint64_t)sp)
			return gp_error(d, GP_EUSAGE, "{emu.init} '%s': a ring needs the buffer's size, at "
					"least one SPACING: give it with {emu.arg} %ld=BYTES", spec, idx);
		a->init = GP_EMU_INIT_RING;
		a->ring_spacing = (unsigned)sp;
	} else if (strncmp(s, "file:", 5) == 0 && s[5]) {
		/* the buffer's bytes; its size unless --arg declared one at least as large */
		size_t len = 0;
		uint8_t *buf = (uint8_t *)gp_read_file(s + 5, 0, &len, d);
		if (!buf) {
			gp_diag_field(d, "emu.init");
			return -d->code;
		}
		free(files[idx]);
		files[idx] = buf;
		if (a->alloc_bytes && a->alloc_bytes < len)
			return gp_error(d, GP_EUSAGE, "{emu.init} '%s': the file has %zu bytes, the buffer "
					"is declared %llu ({emu.arg} %ld)", spec, len,
					(unsigned long long)a->alloc_bytes, idx);
		if (!a->alloc_bytes)
			a->alloc_bytes = len;
		a->init = GP_EMU_INIT_FILE;
		a->init_data = buf;
		a->init_data_bytes = len;
	} else {
		return gp_error(d, GP_EUSAGE, "{emu.init} '%s': zeros, index, const:V, random:LO:HI, "
				"ring:SPACING or file:PATH", spec);
	}
	return 0;
}

void gp_emu_args_free_files(struct gp_emu_launch *l, uint8_t *files[GP_EMU_MAX_ARGS])
{
	for (int i = 0; i < GP_EMU_MAX_ARGS; i++) {
		free(files[i]);
		files[i] = NULL;
		l->args[i].init_data = NULL;
	}
}
