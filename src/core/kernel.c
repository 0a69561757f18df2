/* kernel.c - kernel descriptors: load, save, evaluate (kernels/README.md). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gpuperf/searchpath.h"
#include "gpuperf/kernel.h"
#include "gpuperf/launchenv.h"
#include "jsonutil.h"
#include "memprofile_io.h"
#include "util.h"

#define DOC "kernels/README.md"

static const char *per_warp_unit_keys[GP_UNIT_COUNT] = {
	[GP_UNIT_FP32] = "ins_fp32", [GP_UNIT_INT32] = "ins_int32", [GP_UNIT_FP64] = "ins_fp64",
	[GP_UNIT_SFU] = "ins_sfu", [GP_UNIT_TENSOR] = "ins_tensor", [GP_UNIT_LSU] = "ins_lsu",
	[GP_UNIT_CTRL] = "ins_ctrl",
};

/* Every key a descriptor may hold: typos are errors, not silent defaults. */
static const char *const top_keys[] = { "name", "display_name", "fidelity", "arch", "params",
	"regs_per_thread", "smem_static_bytes", "per_warp", "program", "notes",
	"dynamic", "memory", "footprints", "launch", NULL };
static const char *const launch_keys[] = { "sass", "ptxas", "ptx", "cubin", "source", "function",
	"sm", "grid", "block", "smem_dynamic_bytes", "seed", "sample", "max_steps", "args", "init",
	NULL };
static const char *const program_keys[] = { "instructions", "loops", "patterns", NULL };
static const char *const instr_keys[] = { "op", "class", "dst", "src", "dual", "pred", "target",
	"exit", "width", "level", "pattern", "taken", "execs", "stall", "mma_share", NULL };
static const char *const loop_keys[] = { "head", "tail", "trips", NULL };
static const char *const pattern_keys[] = { "array", "elem_bytes", "kind", "offset", "tid", "block",
	"iter", "footprint_bytes", "wrap", "shuffle", "tid_y", "tid_z", "block_y", "block_z", NULL };

static const char *fidelity_names[] = {
	[GP_FID_HAND] = "hand", [GP_FID_SASS] = "sass", [GP_FID_PTX] = "ptx", [GP_FID_TRACE] = "trace",
	[GP_FID_EMULATED] = "emulated",
};

/* ==== Programs ==== */

struct gp_program *gp_program_new(void)
{
	return calloc(1, sizeof(struct gp_program));
}

void gp_program_free(struct gp_program *p)
{
	if (!p)
		return;
	for (int i = 0; i < p->nloops; i++)
		gp_expr_free(p->loops[i].trips);
	free(p->loops);
	free(p->patterns);
	free(p->ins);
	free(p);
}

int gp_program_push(struct gp_program *p, const struct gp_pinstr *in)
{
	if (gp_grow_int((void **)&p->ins, &p->cap, p->n + 1, sizeof(*p->ins)) < 0)
		return -GP_ENOMEM;
	p->ins[p->n] = *in;
	return p->n++;
}

/* "R12" -> 12, "P3" -> 259; RZ/PT are not registers (-1 with ok); else -2. */
static int reg_id(const char *s)
{
	char *end;
	long v;
	if (strcmp(s, "RZ") == 0 || strcmp(s, "PT") == 0 || strcmp(s, "URZ") == 0 ||
	    strcmp(s, "UPT") == 0)
		return -1;
	if ((s[0] != 'R' && s[0] != 'P') || !s[1])
		return -2;
	v = strtol(s + 1, &end, 10);
	if (*end || v < 0)
		return -2;
	if (s[0] == 'R')
		return v <= 254 ? (int)v : -2;
	return v <= 6 ? 256 + (int)v : -2;
}

static int read_regs(struct gp_jr *r, const cJSON *ins, const char *path, const char *key,
		     int16_t *out, uint8_t *n, int max)
{
	const cJSON *arr, *c;
	char p[128];
	int rc = gp_jr_arr(r, ins, path, key, 0, &arr), i = 0;
	*n = 0;
	if (rc)
		return rc < 0 ? rc : 0;
	snprintf(p, sizeof(p), "%s/%s", path, key);
	cJSON_ArrayForEach(c, arr) {
		int id;
		if (!cJSON_IsString(c) || (id = reg_id(c->valuestring)) == -2)
			return gp_jr_fail(r, GP_EINVAL, p, "entry %d must be a register name like \"R4\" or \"P0\"", i);
		i++;
		if (id < 0)
			continue;
		if (*n >= max)
			return gp_jr_fail(r, GP_ELIMIT, p, "more than %d registers", max);
		out[(*n)++] = (int16_t)id;
	}
	return 0;
}

static int read_pattern(struct gp_jr *r, const cJSON *o, const char *p, struct gp_pattern *pat)
{
	char kind[16] = "affine";
	const cJSON *blk;
	int rc;
	if ((rc = gp_jr_only_keys(r, o, p, pattern_keys)) < 0)
		return rc;
	memset(pat, 0, sizeof(*pat));
	pat->elem_bytes = 4;
	pat->c_tid = 1;
	pat->c_block_is_blocksize = 1;
	if ((rc = gp_jr_str(r, o, p, "array", 0, pat->array, sizeof(pat->array))) < 0 ||
	    (rc = gp_jr_int(r, o, p, "elem_bytes", 0, 1, 256, &pat->elem_bytes)) < 0 ||
	    (rc = gp_jr_str(r, o, p, "kind", 0, kind, sizeof(kind))) < 0)
		return rc;
	if (strcmp(kind, "affine") == 0) {
		pat->kind = GP_PAT_AFFINE;
	} else if (strcmp(kind, "random") == 0) {
		pat->kind = GP_PAT_RANDOM;
		if ((rc = gp_jr_num(r, o, p, "footprint_bytes", 1, 1, 1e15, &pat->footprint_bytes)) < 0)
			return rc;
		return 0;
	} else {
		char f[128];
		snprintf(f, sizeof(f), "%s/kind", p);
		return gp_jr_fail(r, GP_EINVAL, f, "must be \"affine\" or \"random\", got \"%s\"", kind);
	}
	if ((rc = gp_jr_num(r, o, p, "offset", 0, -1e15, 1e15, &pat->offset)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "tid", 0, -1e9, 1e9, &pat->c_tid)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "iter", 0, -1e12, 1e12, &pat->c_iter)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "footprint_bytes", 0, 0, 1e15, &pat->footprint_bytes)) < 0 ||
	    (rc = gp_jr_bool(r, o, p, "wrap", 0, &pat->wrap)) < 0 ||
	    (rc = gp_jr_bool(r, o, p, "shuffle", 0, &pat->shuffle)) < 0)
		return rc;
	if (pat->shuffle && !pat->wrap) {
		char f[128];
		snprintf(f, sizeof(f), "%s/shuffle", p);
		return gp_jr_fail(r, GP_EINVAL, f, "a shuffled ring walks a wrapping pattern: add "
				  "\"wrap\": true and its footprint_bytes");
	}
	if (pat->wrap && !(pat->footprint_bytes >= pat->elem_bytes)) {
		char f[128];
		snprintf(f, sizeof(f), "%s/footprint_bytes", p);
		return gp_jr_fail(r, GP_EINVAL, f, "a wrapping pattern needs footprint_bytes of at "
				  "least one element, got %g", pat->footprint_bytes);
	}
	/* per-dimension coefficients: any of them makes tid and block the x ones */
	pat->dims = cJSON_HasObjectItem(o, "tid_y") || cJSON_HasObjectItem(o, "tid_z") ||
		    cJSON_HasObjectItem(o, "block_y") || cJSON_HasObjectItem(o, "block_z");
	if ((rc = gp_jr_num(r, o, p, "tid_y", 0, -1e9, 1e9, &pat->c_tid_y)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "tid_z", 0, -1e9, 1e9, &pat->c_tid_z)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "block_y", 0, -1e12, 1e12, &pat->c_block_y)) < 0 ||
	    (rc = gp_jr_num(r, o, p, "block_z", 0, -1e12, 1e12, &pat->c_block_z)) < 0)
		return rc;
	blk = cJSON_GetObjectItemCaseSensitive(o, "block");
	if (pat->dims && (!blk || cJSON_IsString(blk))) {
		char f[128];
		snprintf(f, sizeof(f), "%s/block", p);
		return gp_jr_fail(r, GP_EINVAL, f, "with tid_y/tid_z/block_y/block_z, \"block\" is "
				  "blockIdx.x's coefficient: give it as a number of elements%s%s%s",
				  blk ? ", not \"" : "", blk ? blk->valuestring : "", blk ? "\"" : "");
	}
	if (blk && cJSON_IsString(blk) && strcmp(blk->valuestring, "blocksize") == 0) {
		pat->c_block_is_blocksize = 1;
	} else if (blk) {
		pat->c_block_is_blocksize = 0;
		if ((rc = gp_jr_num(r, o, p, "block", 1, -1e12, 1e12, &pat->c_block)) < 0)
			return rc;
	}
	return 0;
}

static int read_program(struct gp_jr *r, const cJSON *root, struct gp_kernel *k)
{
	const cJSON *prog, *arr, *c;
	struct gp_program *pg;
	int rc, i;

	rc = gp_jr_obj(r, root, "", "program", 0, &prog);
	if (rc)
		return rc < 0 ? rc : 0;
	pg = k->program = gp_program_new();
	if (!pg)
		return gp_jr_fail(r, GP_ENOMEM, "/program", "out of memory");
	if ((rc = gp_jr_only_keys(r, prog, "/program", program_keys)) < 0)
		return rc;
	if ((rc = gp_jr_arr(r, prog, "/program", "patterns", 0, &arr)) < 0)
		return rc;
	if (rc == 0 && cJSON_GetArraySize(arr) > 0) {
		int n = cJSON_GetArraySize(arr);
		if (n > 4096)
			return gp_jr_fail(r, GP_ELIMIT, "/program/patterns", "more than 4096 patterns");
		pg->patterns = calloc((size_t)n, sizeof(*pg->patterns));
		if (!pg->patterns)
			return gp_jr_fail(r, GP_ENOMEM, "/program/patterns", "out of memory");
		i = 0;
		cJSON_ArrayForEach(c, arr) {
			char p[64];
			snprintf(p, sizeof(p), "/program/patterns/%d", i);
			if (!cJSON_IsObject(c))
				return gp_jr_fail(r, GP_EINVAL, p, "must be an object");
			if ((rc = read_pattern(r, c, p, &pg->patterns[i])) < 0)
				return rc;
			pg->npatterns = ++i;
		}
	}
	if ((rc = gp_jr_arr(r, prog, "/program", "instructions", 1, &arr)) < 0)
		return rc;
	i = 0;
	cJSON_ArrayForEach(c, arr) {
		struct gp_pinstr in;
		char p[64], cls[16], lvl[16] = "", pred[8] = "";
		int width = 0, stall = 0, pat = -1, target = -1, dual = 0, ex = 0, ic, has_taken = 1, has_execs;
		int has_share = 1;
		double taken = 0, execs = 0, share = 0;
		snprintf(p, sizeof(p), "/program/instructions/%d", i);
		if (i >= 1000000)
			return gp_jr_fail(r, GP_ELIMIT, "/program/instructions", "more than 1000000 instructions");
		if (!cJSON_IsObject(c))
			return gp_jr_fail(r, GP_EINVAL, p, "must be an object");
		if ((rc = gp_jr_only_keys(r, c, p, instr_keys)) < 0)
			return rc;
		memset(&in, 0, sizeof(in));
		if ((rc = gp_jr_str(r, c, p, "op", 0, in.op, sizeof(in.op))) < 0 &&
		    rc != -GP_ELIMIT)
			return rc;
		if (rc == -GP_ELIMIT) {
			const cJSON *op = cJSON_GetObjectItemCaseSensitive(c, "op");
			snprintf(in.op, sizeof(in.op), "%.15s", op->valuestring);
		}
		if ((rc = gp_jr_str(r, c, p, "class", 1, cls, sizeof(cls))) < 0)
			return rc;
		if ((ic = gp_iclass_from_name(cls)) < 0) {
			char f[96];
			snprintf(f, sizeof(f), "%s/class", p);
			return gp_jr_fail(r, GP_EINVAL, f, "unknown class \"%s\"", cls);
		}
		in.iclass = (uint8_t)ic;
		if ((rc = read_regs(r, c, p, "dst", in.dst, &in.ndst, GP_PI_MAX_DST)) < 0 ||
		    (rc = read_regs(r, c, p, "src", in.src, &in.nsrc, GP_PI_MAX_SRC)) < 0 ||
		    (rc = gp_jr_bool(r, c, p, "dual", 0, &dual)) < 0 ||
		    (rc = gp_jr_bool(r, c, p, "exit", 0, &ex)) < 0 ||
		    (rc = gp_jr_int(r, c, p, "width", 0, 1, 128, &width)) < 0 ||
		    (rc = gp_jr_int(r, c, p, "stall", 0, 1, 15, &stall)) < 0 ||
		    (rc = gp_jr_str(r, c, p, "level", 0, lvl, sizeof(lvl))) < 0 ||
		    (rc = gp_jr_str(r, c, p, "pred", 0, pred, sizeof(pred))) < 0 ||
		    (rc = gp_jr_int(r, c, p, "pattern", 0, -1, pg->npatterns - 1, &pat)) < 0 ||
		    (rc = gp_jr_int(r, c, p, "target", 0, 0, 1000000, &target)) < 0 ||
		    (has_taken = gp_jr_num(r, c, p, "taken", 0, 0, 1, &taken)) < 0 ||
		    (has_execs = gp_jr_num(r, c, p, "execs", 0, 0, 1e12, &execs)) < 0 ||
		    (has_share = gp_jr_num(r, c, p, "mma_share", 0, 1.0 / 64, 64, &share)) < 0)
			return has_taken < 0 ? has_taken : has_execs < 0 ? has_execs
				: has_share < 0 ? has_share : rc;
		if (has_share == 0 && ic != GP_IC_TENSOR) {
			char f[96];
			snprintf(f, sizeof(f), "%s/mma_share", p);
			return gp_jr_fail(r, GP_EINVAL, f, "only a tensor instruction (class \"tensor\") "
					  "has an mma_share");
		}
		in.mma_share = has_share == 0 ? (float)share : 0;
		/* execs on every instruction or on none: counts from half of them would be wrong */
		if (i == 0)
			pg->has_execs = has_execs == 0;
		else if (pg->has_execs != (has_execs == 0)) {
			char f[96];
			snprintf(f, sizeof(f), "%s/execs", p);
			return gp_jr_fail(r, GP_EINVAL, f, "\"execs\" must be on every instruction or "
					  "on none (extract {launch.grid} writes it on all)");
		}
		in.execs = execs;
		/* divergence: a conditional branch's fraction of active threads that jump */
		if (has_taken == 0 && (ic != GP_IC_BRANCH || ex || !pred[0] || target < 0)) {
			char f[96];
			snprintf(f, sizeof(f), "%s/taken", p);
			return gp_jr_fail(r, GP_EINVAL, f, "only a conditional branch diverges (class "
					  "\"branch\" with \"pred\" and \"target\", not an exit)");
		}
		in.has_taken = has_taken == 0;
		in.taken = taken;
		in.dual = (uint8_t)dual;
		in.stall = (uint8_t)stall;
		in.is_exit = (uint8_t)ex;
		in.width_bytes = (uint8_t)(width ? width : (gp_iclass_is_memory(ic) ? 4 : 0));
		in.pattern = (int16_t)pat;
		in.target = target;
		in.predicated = pred[0] != '\0';
		if (pred[0] && in.nsrc < GP_PI_MAX_SRC) {
			const char *pn = pred[0] == '!' ? pred + 1 : pred;
			int id = reg_id(pn);
			/* a guard is P0..P6 or PT: RZ and general registers hold no predicate */
			if (id == -2 || (id == -1 && strcmp(pn, "PT") && strcmp(pn, "UPT")) ||
			    (id >= 0 && id < 256)) {
				char f[96];
				snprintf(f, sizeof(f), "%s/pred", p);
				return gp_jr_fail(r, GP_EINVAL, f, "must be a predicate like \"P0\"");
			}
			if (id >= 0)
				in.src[in.nsrc++] = (int16_t)id;
		}
		if (lvl[0]) {
			int m = gp_memlevel_from_name(lvl);
			if (m < 0) {
				char f[96];
				snprintf(f, sizeof(f), "%s/level", p);
				return gp_jr_fail(r, GP_EINVAL, f, "unknown memory level \"%s\"", lvl);
			}
			in.mem_level = (uint8_t)m;
		} else {
			in.mem_level = ic == GP_IC_LDS || ic == GP_IC_STS ? GP_MEM_SHARED :
				       ic == GP_IC_LDC ? GP_MEM_CONST : ic == GP_IC_LOCAL ? GP_MEM_L1 :
				       ic == GP_IC_ATOM ? GP_MEM_L2 : GP_MEM_DRAM;
		}
		if (gp_program_push(pg, &in) < 0)
			return gp_jr_fail(r, GP_ENOMEM, p, "out of memory");
		i++;
	}
	for (i = 0; i < pg->n; i++)
		if (pg->ins[i].target >= pg->n) {
			char p[64];
			snprintf(p, sizeof(p), "/program/instructions/%d/target", i);
			return gp_jr_fail(r, GP_ERANGE, p, "%d is past the last instruction (%d)",
					  pg->ins[i].target, pg->n - 1);
		}
	if ((rc = gp_jr_arr(r, prog, "/program", "loops", 0, &arr)) < 0)
		return rc;
	if (rc == 0 && cJSON_GetArraySize(arr) > 0) {
		int n = cJSON_GetArraySize(arr);
		if (n > 4096)
			return gp_jr_fail(r, GP_ELIMIT, "/program/loops", "more than 4096 loops");
		pg->loops = calloc((size_t)n, sizeof(*pg->loops));
		if (!pg->loops)
			return gp_jr_fail(r, GP_ENOMEM, "/program/loops", "out of memory");
		i = 0;
		cJSON_ArrayForEach(c, arr) {
			struct gp_ploop *l = &pg->loops[i];
			char p[64];
			snprintf(p, sizeof(p), "/program/loops/%d", i);
			if (!cJSON_IsObject(c))
				return gp_jr_fail(r, GP_EINVAL, p, "must be an object");
			if ((rc = gp_jr_only_keys(r, c, p, loop_keys)) < 0)
				return rc;
			if ((rc = gp_jr_int(r, c, p, "head", 1, 0, pg->n - 1, &l->head)) < 0 ||
			    (rc = gp_jr_int(r, c, p, "tail", 1, 0, pg->n - 1, &l->tail)) < 0 ||
			    (rc = gp_jr_expr(r, c, p, "trips", 1, &l->trips)) < 0) {
				pg->nloops = i + (l->trips != NULL);
				return rc;
			}
			pg->nloops = ++i;
			if (l->tail < l->head)
				return gp_jr_fail(r, GP_EINVAL, p, "tail (%d) is before head (%d)", l->tail,
						  l->head);
			if (pg->ins[l->tail].has_taken) {
				snprintf(p, sizeof(p), "/program/instructions/%d/taken", l->tail);
				return gp_jr_fail(r, GP_EINVAL, p, "a loop's back edge runs its trip "
						  "count and cannot diverge");
			}
		}
	}
	return 0;
}

/* ==== Descriptor ==== */

void gp_kernel_init(struct gp_kernel *k)
{
	memset(k, 0, sizeof(*k));
	gp_params_init(&k->defaults);
}

void gp_kernel_release(struct gp_kernel *k)
{
	for (int i = 0; i < GP_UNIT_COUNT; i++)
		gp_expr_free(k->ins[i]);
	gp_expr_free(k->ins_issued);
	gp_expr_free(k->gmem_bytes);
	gp_expr_free(k->smem_bytes);
	gp_expr_free(k->latency_bound);
	gp_program_free(k->program);
	gp_memprofile_free(k->memory);
	gp_dynamic_free(k->dynamic);
	free(k->launch);
	gp_kernel_init(k);
}

struct var_check {
	const struct gp_params *declared;
	const char *missing;
};

static void check_var(const char *name, void *ctx)
{
	struct var_check *vc = ctx;
	double v;
	if (!vc->missing && !gp_params_get(vc->declared, name, &v) && !gp_launchenv_is_builtin(name))
		vc->missing = name;
}

/* Every name an expression uses must be declared in "params" or be a built-in
 * (launchenv.h: blockDim.x, threads, sms, ...), which the launch supplies. */
static int check_declared(struct gp_jr *r, const struct gp_kernel *k, const struct gp_expr *e,
			  const char *path)
{
	struct var_check vc = { &k->defaults, NULL };
	if (!e)
		return 0;
	gp_expr_each_var(e, check_var, &vc);
	if (vc.missing) {
		int rc = gp_jr_fail(r, GP_EINVAL, path, "uses parameter '%s', which \"params\" does not declare",
				    vc.missing);
		if (r->d)
			gp_diag_hint(r->d, "add \"%s\": <default> to \"params\"", vc.missing);
		return rc;
	}
	return 0;
}

/* "launch": the emulated launch (launchrec.h); its strings and dimensions checked. */
static int read_dim3(struct gp_jr *r, const cJSON *o, const char *key, unsigned out[3])
{
	const cJSON *a, *c;
	char p[32];
	int i = 0;
	if (gp_jr_arr(r, o, "/launch", key, 1, &a) < 0)
		return -r->d->code;
	snprintf(p, sizeof(p), "/launch/%s", key);
	if (cJSON_GetArraySize(a) != 3)
		return gp_jr_fail(r, GP_EINVAL, p, "must be [x, y, z]");
	cJSON_ArrayForEach(c, a) {
		if (!cJSON_IsNumber(c) || !(c->valuedouble >= 1 && c->valuedouble <= 2147483647.0) ||
		    c->valuedouble != (double)(long long)c->valuedouble)
			return gp_jr_fail(r, GP_EINVAL, p, "must hold whole numbers in [1, 2^31-1]");
		out[i++] = (unsigned)c->valuedouble;
	}
	return 0;
}

static int read_strings(struct gp_jr *r, const cJSON *o, const char *key, char *out, size_t sz,
			int *n)
{
	const cJSON *a, *c;
	char p[48];
	int rc = gp_jr_arr(r, o, "/launch", key, 0, &a);
	*n = 0;
	if (rc)
		return rc < 0 ? rc : 0;
	cJSON_ArrayForEach(c, a) {
		snprintf(p, sizeof(p), "/launch/%s/%d", key, *n);
		if (*n >= GP_LAUNCH_ARGS_MAX)
			return gp_jr_fail(r, GP_EINVAL, p, "more than %d entries", GP_LAUNCH_ARGS_MAX);
		if (!cJSON_IsString(c) || !strchr(c->valuestring, '=') || strlen(c->valuestring) >= sz)
			return gp_jr_fail(r, GP_EINVAL, p, "must be \"NAME=VALUE\" (under %zu bytes)",
					  sz);
		snprintf(out + (size_t)*n * sz, sz, "%s", c->valuestring);
		(*n)++;
	}
	return 0;
}

static int read_launch(struct gp_jr *r, const cJSON *root, struct gp_kernel *k)
{
	const cJSON *o;
	struct gp_launch_rec *l;
	double x;
	int rc = gp_jr_obj(r, root, "", "launch", 0, &o);
	if (rc)
		return rc < 0 ? rc : 0;
	if (!(l = malloc(sizeof(*l))))
		return gp_error(r->d, GP_ENOMEM, "out of memory");
	gp_launch_rec_init(l);
	k->launch = l;
	if ((rc = gp_jr_only_keys(r, o, "/launch", launch_keys)) < 0 ||
	    (rc = gp_jr_str(r, o, "/launch", "sass", 1, l->sass, sizeof(l->sass))) < 0 ||
	    (rc = gp_jr_str(r, o, "/launch", "ptxas", 0, l->ptxas, sizeof(l->ptxas))) < 0 ||
	    (rc = gp_jr_str(r, o, "/launch", "ptx", 0, l->ptx, sizeof(l->ptx))) < 0 ||
	    (rc = gp_jr_str(r, o, "/launch", "cubin", 0, l->cubin, sizeof(l->cubin))) < 0 ||
	    (rc = gp_jr_str(r, o, "/launch", "source", 0, l->source, sizeof(l->source))) < 0 ||
	    (rc = gp_jr_str(r, o, "/launch", "function", 1, l->func, sizeof(l->func))) < 0 ||
	    (rc = gp_jr_int(r, o, "/launch", "sm", 0, 0, 999, &l->sm)) < 0 ||
	    (rc = read_dim3(r, o, "grid", l->grid)) < 0 ||
	    (rc = read_dim3(r, o, "block", l->block)) < 0 ||
	    (rc = gp_jr_int(r, o, "/launch", "sample", 0, 0, 1 << 20, &l->sample)) < 0 ||
	    (rc = read_strings(r, o, "args", &l->args[0][0], sizeof(l->args[0]), &l->nargs)) < 0 ||
	    (rc = read_strings(r, o, "init", &l->inits[0][0], sizeof(l->inits[0]), &l->ninit)) < 0)
		return rc;
	if ((rc = gp_jr_num(r, o, "/launch", "smem_dynamic_bytes", 0, 0, 4294967295.0, &x)) < 0)
		return rc;
	l->smem_dynamic_bytes = rc ? 0 : (unsigned)x;
	if ((rc = gp_jr_num(r, o, "/launch", "seed", 0, 0, 4611686018427387904.0, &x)) < 0)
		return rc;
	l->seed = rc ? 1 : (uint64_t)x;
	if ((rc = gp_jr_num(r, o, "/launch", "max_steps", 0, 0, 1e10, &x)) < 0)
		return rc;
	l->max_steps = rc ? 0 : (uint64_t)x;
	return 0;
}

static cJSON *launch_json(const struct gp_launch_rec *l)
{
	cJSON *o = cJSON_CreateObject(), *a;
	const char *paths[] = { "sass", l->sass, "ptxas", l->ptxas, "ptx", l->ptx, "cubin",
				l->cubin, "source", l->source };
	for (int i = 0; i < 10; i += 2)
		if (paths[i + 1][0])
			cJSON_AddStringToObject(o, paths[i], paths[i + 1]);
	cJSON_AddStringToObject(o, "function", l->func);
	cJSON_AddNumberToObject(o, "sm", l->sm);
	a = cJSON_AddArrayToObject(o, "grid");
	for (int i = 0; i < 3; i++)
		cJSON_AddItemToArray(a, cJSON_CreateNumber(l->grid[i]));
	a = cJSON_AddArrayToObject(o, "block");
	for (int i = 0; i < 3; i++)
		cJSON_AddItemToArray(a, cJSON_CreateNumber(l->block[i]));
	cJSON_AddNumberToObject(o, "smem_dynamic_bytes", l->smem_dynamic_bytes);
	cJSON_AddNumberToObject(o, "seed", (double)l->seed);
	cJSON_AddNumberToObject(o, "sample", l->sample);
	cJSON_AddNumberToObject(o, "max_steps", (double)l->max_steps);
	a = cJSON_AddArrayToObject(o, "args");
	for (int i = 0; i < l->nargs; i++)
		cJSON_AddItemToArray(a, cJSON_CreateString(l->args[i]));
	a = cJSON_AddArrayToObject(o, "init");
	for (int i = 0; i < l->ninit; i++)
		cJSON_AddItemToArray(a, cJSON_CreateString(l->inits[i]));
	return o;
}

int gp_kernel_parse(const char *text, size_t len, const char *name, struct gp_kernel *k,
		    struct gp_diag *d)
{
	struct gp_jr r = { name, d, DOC, NULL };
	cJSON *root = NULL;
	const cJSON *params, *pw, *c;
	char fid[16] = "hand";
	int rc;

	gp_kernel_init(k);
	snprintf(k->path, sizeof(k->path), "%s", name);
	if ((rc = gp_jr_parse(&r, text, len, &root)) < 0)
		return rc;
	if ((rc = gp_jr_only_keys(&r, root, "", top_keys)) < 0)
		goto out;
	if ((rc = gp_jr_str(&r, root, "", "name", 1, k->name, sizeof(k->name))) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "display_name", 0, k->display_name, sizeof(k->display_name))) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "fidelity", 0, fid, sizeof(fid))) < 0 ||
	    (rc = gp_jr_str(&r, root, "", "arch", 0, k->arch, sizeof(k->arch))) < 0 ||
	    (rc = gp_jr_int(&r, root, "", "regs_per_thread", 0, 0, 255, &k->regs_per_thread)) < 0 ||
	    (rc = gp_jr_int(&r, root, "", "smem_static_bytes", 0, 0, 1 << 24, &k->smem_static_bytes)) < 0)
		goto out;
	rc = -GP_EINVAL;
	for (int i = 0; i < GP_FID_COUNT; i++)
		if (strcmp(fid, fidelity_names[i]) == 0) {
			k->fidelity = (enum gp_fidelity)i;
			rc = 0;
		}
	if (rc < 0) {
		rc = gp_jr_fail(&r, GP_EINVAL, "/fidelity", "must be hand, sass, ptx, trace or emulated, got \"%s\"", fid);
		goto out;
	}
	if (!k->display_name[0])
		snprintf(k->display_name, sizeof(k->display_name), "%s", k->name);
	rc = gp_jr_obj(&r, root, "", "params", 0, &params);
	if (rc < 0)
		goto out;
	if (rc == 0) {
		cJSON_ArrayForEach(c, params) {
			char p[128];
			snprintf(p, sizeof(p), "/params/%s", c->string);
			if (!cJSON_IsNumber(c) || !isfinite(c->valuedouble)) {
				rc = gp_jr_fail(&r, GP_EINVAL, p, "default must be a finite number");
				goto out;
			}
			if ((rc = gp_params_set(&k->defaults, c->string, c->valuedouble, NULL)) < 0) {
				rc = gp_jr_fail(&r, -rc, p, "bad parameter name or too many parameters (max %d)",
						GP_PARAMS_MAX);
				goto out;
			}
		}
	}
	if ((rc = gp_jr_obj(&r, root, "", "per_warp", 1, &pw)) < 0)
		goto out;
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		char p[64];
		snprintf(p, sizeof(p), "/per_warp/%s", per_warp_unit_keys[u]);
		if ((rc = gp_jr_expr(&r, pw, "/per_warp", per_warp_unit_keys[u], 0, &k->ins[u])) < 0 ||
		    (rc = check_declared(&r, k, k->ins[u], p)) < 0)
			goto out;
		k->per_warp_lines[u] = gp_json_line(r.lines, p);
	}
	{
		static const char *const extra[4] = { "/per_warp/ins_issued", "/per_warp/gmem_bytes",
						      "/per_warp/smem_bytes",
						      "/per_warp/latency_bound" };
		for (int i = 0; i < 4; i++)
			k->per_warp_lines[GP_UNIT_COUNT + i] = gp_json_line(r.lines, extra[i]);
	}
	if ((rc = gp_jr_expr(&r, pw, "/per_warp", "ins_issued", 1, &k->ins_issued)) < 0 ||
	    (rc = check_declared(&r, k, k->ins_issued, "/per_warp/ins_issued")) < 0 ||
	    (rc = gp_jr_expr(&r, pw, "/per_warp", "gmem_bytes", 0, &k->gmem_bytes)) < 0 ||
	    (rc = check_declared(&r, k, k->gmem_bytes, "/per_warp/gmem_bytes")) < 0 ||
	    (rc = gp_jr_expr(&r, pw, "/per_warp", "smem_bytes", 0, &k->smem_bytes)) < 0 ||
	    (rc = check_declared(&r, k, k->smem_bytes, "/per_warp/smem_bytes")) < 0 ||
	    (rc = gp_jr_expr(&r, pw, "/per_warp", "latency_bound", 1, &k->latency_bound)) < 0 ||
	    (rc = check_declared(&r, k, k->latency_bound, "/per_warp/latency_bound")) < 0)
		goto out;
	cJSON_ArrayForEach(c, pw) {
		int known = !strcmp(c->string, "ins_issued") || !strcmp(c->string, "gmem_bytes") ||
			    !strcmp(c->string, "smem_bytes") || !strcmp(c->string, "latency_bound");
		for (int u = 0; u < GP_UNIT_COUNT; u++)
			known |= !strcmp(c->string, per_warp_unit_keys[u]);
		if (!known) {
			char p[128];
			snprintf(p, sizeof(p), "/per_warp/%s", c->string);
			rc = gp_jr_fail(&r, GP_EINVAL, p, "is not a known count");
			goto out;
		}
	}
	if ((rc = read_program(&r, root, k)) < 0 ||
	    (rc = gp_memprofile_read(&r, root, &k->memory, &k->dynamic)) < 0 ||
	    (rc = read_launch(&r, root, k)) < 0)
		goto out;
	if (k->program)
		for (int i = 0; i < k->program->nloops; i++) {
			char p[64];
			snprintf(p, sizeof(p), "/program/loops/%d/trips", i);
			if ((rc = check_declared(&r, k, k->program->loops[i].trips, p)) < 0)
				goto out;
		}
	rc = 0;
out:
	cJSON_Delete(root);
	gp_jr_release(&r);
	if (rc < 0)
		gp_kernel_release(k);
	return rc;
}

int gp_kernel_load(const char *path, struct gp_kernel *k, struct gp_diag *d)
{
	size_t len;
	char *text = gp_read_file(path, 64 << 20, &len, d);
	int rc;
	gp_kernel_init(k);
	if (!text)
		return d ? -d->code : -GP_EIO;
	rc = gp_kernel_parse(text, len, path, k, d);
	free(text);
	return rc;
}

int gp_kernel_find(const char *name_or_path, struct gp_kernel *k, struct gp_diag *d)
{
	char path[GP_SEARCHPATH_LEN];
	if (gp_searchpath_find(GP_DATA_KERNELS, name_or_path, NULL, path, sizeof(path), "launch.kernel",
			     d) < 0) {
		gp_kernel_init(k);
		return -GP_ENOTFOUND;
	}
	return gp_kernel_load(path, k, d);
}

/* ==== Evaluation ==== */

int gp_kernel_eval(const struct gp_kernel *k, const struct gp_params *params,
		   struct gp_kernel_counts *out, struct gp_diag *d)
{
	struct gp_params all = k->defaults;
	const struct gp_expr *exprs[4] = { k->ins_issued, k->gmem_bytes, k->smem_bytes,
					    k->latency_bound };
	double *outs[4] = { &out->ins_issued, &out->gmem_bytes, &out->smem_bytes,
			    &out->latency_bound_cycles };
	static const char *names[4] = { "ins_issued", "gmem_bytes", "smem_bytes", "latency_bound" };
	int rc;

	if (params) {
		for (int i = 0; i < params->n; i++) {
			double v;
			if (!gp_params_get(&k->defaults, params->names[i], &v) &&
			    !gp_launchenv_is_builtin(params->names[i])) {
				gp_diag_field(d, "kernel.param");
				gp_error(d, GP_ENOTFOUND, "kernel %s has no parameter '%s'", k->name,
					 params->names[i]);
				gp_diag_hint(d, "%s declares %d parameter(s)%s%s", k->path, k->defaults.n,
					     k->defaults.n ? ", the first is " : "",
					     k->defaults.n ? k->defaults.names[0] : "");
				return -GP_ENOTFOUND;
			}
			gp_params_set(&all, params->names[i], params->values[i], NULL);
		}
	}
	/* a hand count does not say which of its bytes are stores */
	out->gmem_store_bytes = 0;
	out->gmem_split_known = 0;
	for (int u = 0; u < GP_UNIT_COUNT; u++) {
		out->ins[u] = 0;
		if (k->ins[u] && (rc = gp_expr_eval(k->ins[u], &all, &out->ins[u], d)) < 0) {
			gp_diag_at(d, k->path, k->per_warp_lines[u], 0);
			gp_diag_field(d, "/per_warp/%s", per_warp_unit_keys[u]);
			return rc;
		}
	}
	for (int i = 0; i < 4; i++) {
		*outs[i] = 0;
		if (exprs[i] && (rc = gp_expr_eval(exprs[i], &all, outs[i], d)) < 0) {
			gp_diag_at(d, k->path, k->per_warp_lines[GP_UNIT_COUNT + i], 0);
			gp_diag_field(d, "/per_warp/%s", names[i]);
			return rc;
		}
	}
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (out->ins[u] < 0) {
			gp_diag_at(d, k->path, k->per_warp_lines[u], 0);
			gp_diag_field(d, "/per_warp/%s", per_warp_unit_keys[u]);
			gp_error(d, GP_ERANGE, "evaluates to %g; counts must be >= 0", out->ins[u]);
			gp_diag_hint(d, "check the expression and the parameter values given");
			return -GP_ERANGE;
		}
	for (int i = 0; i < 4; i++)
		if (*outs[i] < 0) {
			gp_diag_at(d, k->path, k->per_warp_lines[GP_UNIT_COUNT + i], 0);
			gp_diag_field(d, "/per_warp/%s", names[i]);
			gp_error(d, GP_ERANGE, "evaluates to %g; counts must be >= 0", *outs[i]);
			gp_diag_hint(d, "check the expression and the parameter values given");
			return -GP_ERANGE;
		}
	if (out->latency_bound_cycles <= 0) {
		gp_diag_at(d, k->path, k->per_warp_lines[GP_UNIT_COUNT + 3], 0);
		gp_diag_field(d, "/per_warp/latency_bound");
		gp_error(d, GP_ERANGE, "must be > 0 cycles");
		gp_diag_hint(d, "the latency bound is the warp's critical path; 'gpuperf extract' computes it");
		return -GP_ERANGE;
	}
	return 0;
}

/* ==== Saving ==== */

static cJSON *expr_json(const struct gp_expr *e)
{
	double v;
	if (gp_expr_is_const(e, &v))
		return cJSON_CreateNumber(v);
	return cJSON_CreateString(gp_expr_text(e));
}

static void add_regs(cJSON *o, const char *key, const int16_t *regs, int n)
{
	cJSON *a;
	char buf[8];
	if (n == 0)
		return;
	a = cJSON_AddArrayToObject(o, key);
	for (int i = 0; i < n; i++) {
		if (regs[i] >= 256)
			snprintf(buf, sizeof(buf), "P%d", regs[i] - 256);
		else
			snprintf(buf, sizeof(buf), "R%d", regs[i]);
		cJSON_AddItemToArray(a, cJSON_CreateString(buf));
	}
}

static cJSON *program_json(const struct gp_program *pg)
{
	cJSON *prog = cJSON_CreateObject(), *arr;
	arr = cJSON_AddArrayToObject(prog, "instructions");
	for (int i = 0; i < pg->n; i++) {
		const struct gp_pinstr *in = &pg->ins[i];
		cJSON *o = cJSON_CreateObject();
		int16_t src[GP_PI_MAX_SRC];
		int nsrc = in->nsrc;
		memcpy(src, in->src, sizeof(src));
		if (in->op[0])
			cJSON_AddStringToObject(o, "op", in->op);
		cJSON_AddStringToObject(o, "class", gp_iclass_name(in->iclass));
		add_regs(o, "dst", in->dst, in->ndst);
		/* a guarding predicate is written as "pred", the last source read from "pred" */
		if (in->predicated && nsrc > 0 && src[nsrc - 1] >= 256) {
			char buf[8];
			snprintf(buf, sizeof(buf), "P%d", src[nsrc - 1] - 256);
			cJSON_AddStringToObject(o, "pred", buf);
			nsrc--;
		}
		add_regs(o, "src", src, nsrc);
		if (in->dual)
			cJSON_AddBoolToObject(o, "dual", 1);
		if (in->stall)
			cJSON_AddNumberToObject(o, "stall", in->stall);
		if (in->mma_share > 0)
			cJSON_AddNumberToObject(o, "mma_share", in->mma_share);
		if (gp_iclass_is_memory(in->iclass)) {
			cJSON_AddNumberToObject(o, "width", in->width_bytes);
			cJSON_AddStringToObject(o, "level", gp_memlevel_name(in->mem_level));
		}
		if (in->pattern >= 0)
			cJSON_AddNumberToObject(o, "pattern", in->pattern);
		if (in->target >= 0)
			cJSON_AddNumberToObject(o, "target", in->target);
		if (in->is_exit)
			cJSON_AddBoolToObject(o, "exit", 1);
		if (in->has_taken)
			cJSON_AddNumberToObject(o, "taken", in->taken);
		if (pg->has_execs)
			cJSON_AddNumberToObject(o, "execs", in->execs);
		cJSON_AddItemToArray(arr, o);
	}
	arr = cJSON_AddArrayToObject(prog, "loops");
	for (int i = 0; i < pg->nloops; i++) {
		cJSON *o = cJSON_CreateObject();
		cJSON_AddNumberToObject(o, "head", pg->loops[i].head);
		cJSON_AddNumberToObject(o, "tail", pg->loops[i].tail);
		cJSON_AddItemToObject(o, "trips", expr_json(pg->loops[i].trips));
		cJSON_AddItemToArray(arr, o);
	}
	arr = cJSON_AddArrayToObject(prog, "patterns");
	for (int i = 0; i < pg->npatterns; i++) {
		const struct gp_pattern *pt = &pg->patterns[i];
		cJSON *o = cJSON_CreateObject();
		if (pt->array[0])
			cJSON_AddStringToObject(o, "array", pt->array);
		cJSON_AddNumberToObject(o, "elem_bytes", pt->elem_bytes);
		cJSON_AddStringToObject(o, "kind", pt->kind == GP_PAT_RANDOM ? "random" : "affine");
		if (pt->kind == GP_PAT_AFFINE) {
			cJSON_AddNumberToObject(o, "offset", pt->offset);
			cJSON_AddNumberToObject(o, "tid", pt->c_tid);
			if (pt->c_block_is_blocksize)
				cJSON_AddStringToObject(o, "block", "blocksize");
			else
				cJSON_AddNumberToObject(o, "block", pt->c_block);
			if (pt->dims) {
				cJSON_AddNumberToObject(o, "tid_y", pt->c_tid_y);
				cJSON_AddNumberToObject(o, "tid_z", pt->c_tid_z);
				cJSON_AddNumberToObject(o, "block_y", pt->c_block_y);
				cJSON_AddNumberToObject(o, "block_z", pt->c_block_z);
			}
			cJSON_AddNumberToObject(o, "iter", pt->c_iter);
			if (pt->wrap)
				cJSON_AddBoolToObject(o, "wrap", 1);
			if (pt->shuffle)
				cJSON_AddBoolToObject(o, "shuffle", 1);
		}
		if (pt->footprint_bytes > 0)
			cJSON_AddNumberToObject(o, "footprint_bytes", pt->footprint_bytes);
		cJSON_AddItemToArray(arr, o);
	}
	return prog;
}

int gp_kernel_save(const struct gp_kernel *k, const char *path, struct gp_outset *set,
		   struct gp_diag *d)
{
	cJSON *root = cJSON_CreateObject(), *params, *pw;
	struct gp_atomic out;
	char *text;
	int rc;

	cJSON_AddStringToObject(root, "name", k->name);
	if (k->display_name[0])
		cJSON_AddStringToObject(root, "display_name", k->display_name);
	cJSON_AddStringToObject(root, "fidelity", fidelity_names[k->fidelity]);
	if (k->arch[0])
		cJSON_AddStringToObject(root, "arch", k->arch);
	params = cJSON_AddObjectToObject(root, "params");
	for (int i = 0; i < k->defaults.n; i++)
		cJSON_AddNumberToObject(params, k->defaults.names[i], k->defaults.values[i]);
	cJSON_AddNumberToObject(root, "regs_per_thread", k->regs_per_thread);
	cJSON_AddNumberToObject(root, "smem_static_bytes", k->smem_static_bytes);
	pw = cJSON_AddObjectToObject(root, "per_warp");
	for (int u = 0; u < GP_UNIT_COUNT; u++)
		if (k->ins[u])
			cJSON_AddItemToObject(pw, per_warp_unit_keys[u], expr_json(k->ins[u]));
	if (k->ins_issued)
		cJSON_AddItemToObject(pw, "ins_issued", expr_json(k->ins_issued));
	if (k->gmem_bytes)
		cJSON_AddItemToObject(pw, "gmem_bytes", expr_json(k->gmem_bytes));
	if (k->smem_bytes)
		cJSON_AddItemToObject(pw, "smem_bytes", expr_json(k->smem_bytes));
	if (k->latency_bound)
		cJSON_AddItemToObject(pw, "latency_bound", expr_json(k->latency_bound));
	if (k->program)
		cJSON_AddItemToObject(root, "program", program_json(k->program));
	gp_memprofile_write(root, k->memory, k->dynamic);
	if (k->launch)
		cJSON_AddItemToObject(root, "launch", launch_json(k->launch));
	text = cJSON_Print(root);
	cJSON_Delete(root);
	if (!text)
		return gp_error(d, GP_ENOMEM, "out of memory writing %s", path);
	{
		/* what is written must load back: extract never leaves a descriptor that
		 * estimate refuses */
		struct gp_kernel back;
		struct gp_diag d2;
		gp_diag_clear(&d2);
		if (gp_kernel_parse(text, strlen(text), path, &back, &d2) < 0) {
			free(text);
			if (d) {
				*d = d2;
				gp_diag_hint(d, "the descriptor built from the inputs is invalid; "
						"nothing was written");
			}
			return -d2.code;
		}
		gp_kernel_release(&back);
	}
	rc = gp_atomic_open_in(&out, set, path, d);
	if (rc == 0) {
		fputs(text, out.f);
		fputc('\n', out.f);
		rc = gp_atomic_commit(&out, d);
	}
	free(text);
	return rc;
}
