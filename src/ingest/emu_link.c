/* emu_link.c - calls into another function of the same listing. A relocatable build (-rdc,
 * ptxas -c) keeps a __noinline__ device function as a function of its own and calls it by
 * name (CALL.ABS.NOINC `(_Z6clampiiii) on sm_7x+, JCAL on sm_5x/6x); the emulator places each
 * callee after the caller, the way a linker would, so CALL and RET run on the warp's own
 * return stack. */
#include <stdio.h>
#include <string.h>

#include "emu_int.h"

#define EMU_MAX_PARTS 16

/* The callee named in "CALL.ABS.NOINC `(_Z4cubed)" into out; 0, or -1 when there is none. */
static int callee_name(const char *text, char *out, size_t n)
{
	const char *p = strstr(text, "`(");
	size_t k;
	if (!p)
		return -1;
	p += 2;
	k = strcspn(p, ")");
	if (!k || p[k] != ')' || k >= n)
		return -1;
	memcpy(out, p, k);
	out[k] = '\0';
	return 0;
}

static const struct gp_sass_func *find_callee(const struct gp_sass_file *file, const char *name,
					      int sm)
{
	for (int i = 0; i < file->n; i++) {
		const struct gp_sass_func *g = &file->funcs[i];
		if (strcmp(g->name, name) == 0 && (!sm || !g->sm || g->sm == sm))
			return g;
	}
	return NULL;
}

/* A call by name: CALL/JCAL/CAL (the parser marks absolute calls as no control flow, their
 * targets being relocations) */
static int is_named_call(const struct gp_sass_ins *in)
{
	return in->target < 0 && (strncmp(in->opcode, "CALL", 4) == 0 ||
				  strncmp(in->opcode, "JCAL", 4) == 0 || strncmp(in->opcode, "CAL", 3) == 0);
}

/* Byte size of f's code: its last instruction's offset plus one instruction. */
static uint32_t code_bytes(const struct gp_sass_func *f)
{
	uint32_t step = f->sm && f->sm < 70 ? 8 : 16;
	return f->n ? f->ins[f->n - 1].addr + step : 0;
}

int emu_link(const struct gp_sass_file *file, const struct gp_sass_func *fn, struct gp_sass_func *out,
	     struct gp_diag *d)
{
	const struct gp_sass_func *part[EMU_MAX_PARTS];
	int base_idx[EMU_MAX_PARTS], np = 1, calls = 0;
	uint32_t base_addr[EMU_MAX_PARTS];
	char name[512];
	if (!file)
		return 0;
	for (int i = 0; i < fn->n; i++)
		if (is_named_call(&fn->ins[i]) &&
		    callee_name(fn->ins[i].text, name, sizeof(name)) == 0 &&
		    find_callee(file, name, fn->sm))
			calls++;
	if (!calls)
		return 0;
	memset(out, 0, sizeof(*out));
	snprintf(out->name, sizeof(out->name), "%s", fn->name);
	snprintf(out->display_name, sizeof(out->display_name), "%s", fn->display_name);
	out->sm = fn->sm;
	out->line = fn->line;
	out->source = fn->source;
	out->regs_hint = fn->regs_hint;
	part[0] = fn;
	base_idx[0] = 0;
	base_addr[0] = 0;
	for (int p = 0; p < np; p++) {
		const struct gp_sass_func *f = part[p];
		for (int i = 0; i < f->n; i++) {
			struct gp_sass_ins in = f->ins[i];
			const struct gp_sass_func *g;
			int q;
			in.addr += base_addr[p];
			if (in.target >= 0)
				in.target += base_idx[p];
			if (is_named_call(&in) &&
			    callee_name(in.text, name, sizeof(name)) == 0 &&
			    (g = find_callee(file, name, fn->sm)) != NULL) {
				for (q = 0; q < np && part[q] != g; q++)
					;
				if (q == np) {
					int rc = gp_sass_func_check(g, d);
					if (rc < 0) {
						gp_sass_func_release(out);
						return rc;
					}
					if (np == EMU_MAX_PARTS) {
						gp_sass_func_release(out);
						return gp_error(d, GP_ELIMIT, "%s calls more than %d "
								"functions", fn->name, EMU_MAX_PARTS - 1);
					}
					part[np] = g;
					base_idx[np] = base_idx[np - 1] + part[np - 1]->n;
					base_addr[np] = base_addr[np - 1] + code_bytes(part[np - 1]);
					np++;
				}
				in.target = base_idx[q];
				in.flow = GP_FLOW_CALL;
			}
			if (gp_sass_func_push(out, &in, d) < 0) {
				gp_sass_func_release(out);
				return -(d ? d->code : GP_ENOMEM);
			}
		}
	}
	return 1;
}
