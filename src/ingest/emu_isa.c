/* emu_isa.c - what each SASS instruction does to registers, predicates and memory, lane by
 * lane (integer, logic, shifts, compares, moves, conversions, the simple float ops, shuffles,
 * votes, loads, stores and atomics). Control flow is emu.c's. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"

/* ==== Operand reads ==== */

static inline uint32_t cbank_read(const struct emu_ctx *c, const struct emu_warp *w,
				  const struct emu_opnd *o, int lane, int word)
{
	uint32_t v = 0;
	int64_t off = o->off + 4 * word;
	if (o->reg >= 0)
		off += o->reg_is_ur ? w->ur[o->reg] : w->r[o->reg][lane];
	if (o->bank == 2 && emu_cbank_known(c, 2)) {
		if (off < 0 || off + 4 > (int64_t)c->l->cbank2_bytes)
			return 0;
		memcpy(&v, c->l->cbank2 + off, 4);
		return v;
	}
	if (o->bank != 0 || off < 0 || off + 4 > (int64_t)EMU_CBANK_BYTES)
		return 0;
	memcpy(&v, c->cbank + off, 4);
	return v;
}

static inline uint32_t raw(const struct emu_ctx *c, const struct emu_warp *w,
			   const struct emu_opnd *o, int lane)
{
	switch (o->kind) {
	case OK_R:
		return w->r[o->reg][lane];
	case OK_UR:
		return o->reg == EMU_URZ ? 0 : w->ur[o->reg];
	case OK_IMM:
		return o->imm;
	case OK_C:
		return cbank_read(c, w, o, lane, 0);
	case OK_P:
		return (w->p[o->reg] >> lane & 1) ^ o->inv;
	case OK_UP:
		return (o->reg == EMU_PT ? 1u : w->up[o->reg]) ^ o->inv;
	default:
		return 0;
	}
}

/* Integer value with -, |x| and ~ applied. */
static inline uint32_t iv(const struct emu_ctx *c, const struct emu_warp *w,
			  const struct emu_opnd *o, int lane)
{
	uint32_t v = raw(c, w, o, lane);
	if (o->kind == OK_P || o->kind == OK_UP)
		return v;
	if (o->abs && (int32_t)v < 0)
		v = 0u - v;
	if (o->neg)
		v = 0u - v;
	if (o->inv)
		v = ~v;
	return v;
}

uint32_t emu_opnd_u32(const struct emu_ctx *c, const struct emu_warp *w,
		      const struct emu_opnd *o, int lane)
{
	return iv(c, w, o, lane);
}

/* 64-bit value: a register pair, two constant words, or a sign-extended immediate. */
static inline uint64_t iv64(const struct emu_ctx *c, const struct emu_warp *w,
			    const struct emu_opnd *o, int lane)
{
	uint64_t v;
	if (o->kind == OK_R)
		v = o->reg == EMU_RZ ? 0 : (uint64_t)w->r[o->reg][lane] |
			(uint64_t)w->r[o->reg + 1 < EMU_RZ ? o->reg + 1 : EMU_RZ][lane] << 32;
	else if (o->kind == OK_UR)
		v = o->reg == EMU_URZ ? 0 : (uint64_t)w->ur[o->reg] | (uint64_t)w->ur[o->reg + 1] << 32;
	else if (o->kind == OK_C)
		v = (uint64_t)cbank_read(c, w, o, lane, 0) | (uint64_t)cbank_read(c, w, o, lane, 1) << 32;
	else
		v = (uint64_t)(int64_t)(int32_t)o->imm;
	if (o->neg)
		v = 0 - v;
	if (o->inv)
		v = ~v;
	return v;
}

static inline float fv(const struct emu_ctx *c, const struct emu_warp *w, const struct emu_opnd *o,
		       int lane)
{
	float f = o->kind == OK_IMM && o->has_fimm ? (float)o->fimm : bits_f(raw(c, w, o, lane));
	if (o->abs)
		f = fabsf(f);
	if (o->neg)
		f = -f;
	return f;
}

/* Doubles: register pairs, constant pairs; a hex immediate holds the upper 32 bits. */
static inline double dv(const struct emu_ctx *c, const struct emu_warp *w, const struct emu_opnd *o,
			int lane)
{
	double f;
	if (o->kind == OK_IMM)
		f = o->has_fimm ? o->fimm : bits_d((uint64_t)o->imm << 32);
	else {
		struct emu_opnd t = *o;
		t.neg = t.inv = 0;
		f = bits_d(iv64(c, w, &t, lane));
	}
	if (o->abs)
		f = fabs(f);
	if (o->neg)
		f = -f;
	return f;
}

static inline int pv(const struct emu_warp *w, const struct emu_opnd *o, int lane)
{
	if (o->kind == OK_P)
		return (int)((w->p[o->reg] >> lane & 1) ^ o->inv);
	if (o->kind == OK_UP)
		return (int)((o->reg == EMU_PT ? 1u : w->up[o->reg]) ^ o->inv);
	return 1;
}

/* ==== Writes ==== */

static inline void wr(struct emu_warp *w, const struct emu_opnd *o, int lane, uint32_t v)
{
	if (o->kind == OK_R) {
		if (o->reg != EMU_RZ)
			w->r[o->reg][lane] = v;
	} else if (o->kind == OK_UR) {
		if (o->reg != EMU_URZ)
			w->ur[o->reg] = v;
	}
}

static inline void wr_reg(struct emu_warp *w, const struct emu_opnd *o, int k, int lane, uint32_t v)
{
	if (o->kind == OK_R) {
		if (o->reg != EMU_RZ && o->reg + k < EMU_RZ)
			w->r[o->reg + k][lane] = v;
	} else if (o->kind == OK_UR) {
		if (o->reg != EMU_URZ && o->reg + k < EMU_URZ)
			w->ur[o->reg + k] = v;
	}
}

static inline void wr64(struct emu_warp *w, const struct emu_opnd *o, int lane, uint64_t v)
{
	wr_reg(w, o, 0, lane, (uint32_t)v);
	wr_reg(w, o, 1, lane, (uint32_t)(v >> 32));
}

static inline void wp(struct emu_warp *w, const struct emu_opnd *o, int lane, int v)
{
	if (o->kind == OK_P && o->reg != EMU_PT) {
		if (v)
			w->p[o->reg] |= 1u << lane;
		else
			w->p[o->reg] &= ~(1u << lane);
	} else if (o->kind == OK_UP && o->reg != EMU_PT) {
		w->up[o->reg] = (uint8_t)(v != 0);
	}
}

/* One source operand for every lane at once (the operand's kind is switched on once, not per
 * lane). fp: -x and |x| act on the sign bit; mods 0: leave -, |x| and ~ to the caller. */
static void gather(const struct emu_ctx *c, const struct emu_warp *w, const struct emu_opnd *o,
		   int fp, int mods, uint32_t out[W])
{
	uint32_t v;
	int l;
	switch (o->kind) {
	case OK_R:
		memcpy(out, w->r[o->reg], sizeof(uint32_t) * W);
		break;
	case OK_UR:
	case OK_IMM:
		v = o->kind == OK_UR ? (o->reg == EMU_URZ ? 0 : w->ur[o->reg])
				     : fp && o->has_fimm ? f_bits((float)o->fimm) : o->imm;
		for (l = 0; l < W; l++)
			out[l] = v;
		break;
	case OK_C:
		if (o->reg < 0) {
			v = cbank_read(c, w, o, 0, 0);
			for (l = 0; l < W; l++)
				out[l] = v;
		} else {
			for (l = 0; l < W; l++)   /* register-indexed */
				out[l] = raw(c, w, o, l);
		}
		break;
	default:
		for (l = 0; l < W; l++)
			out[l] = raw(c, w, o, l);
		break;
	}
	if (!mods || o->kind == OK_P || o->kind == OK_UP)
		return;
	if (fp) {
		uint32_t and = o->abs ? 0x7fffffffu : ~0u, xor = o->neg ? 0x80000000u : 0;
		if (o->abs || o->neg)
			for (l = 0; l < W; l++)
				out[l] = (out[l] & and) ^ xor;
		return;
	}
	if (o->abs)
		for (l = 0; l < W; l++)
			out[l] = (int32_t)out[l] < 0 ? 0u - out[l] : out[l];
	if (o->neg)
		for (l = 0; l < W; l++)
			out[l] = 0u - out[l];
	if (o->inv)
		for (l = 0; l < W; l++)
			out[l] = ~out[l];
}

/* Write v[lane] of the lanes in exec to register operand d. */
static void scatter(struct emu_warp *w, const struct emu_opnd *d, uint32_t exec, const uint32_t *v)
{
	if (d->kind == OK_R) {
		if (d->reg != EMU_RZ)
			emu_write_lanes(w->r[d->reg], exec, v);
	} else {
		for (int l = 0; l < W; l++)
			if (exec >> l & 1)
				wr(w, d, l, v[l]);
	}
}

/* ==== Helpers ==== */

static int cmp_i(int cmp, uint32_t a, uint32_t b, int is_unsigned)
{
	int lt = is_unsigned ? a < b : (int32_t)a < (int32_t)b, eq = a == b;
	switch (cmp) {
	case CMP_LT: return lt;
	case CMP_EQ: return eq;
	case CMP_LE: return lt || eq;
	case CMP_GT: return !lt && !eq;
	case CMP_NE: return !eq;
	case CMP_GE: return !lt;
	case CMP_T: return 1;
	default: return 0;
	}
}

static int cmp_f(int cmp, double a, double b)
{
	int un = isnan(a) || isnan(b);
	switch (cmp) {
	case CMP_LT: return !un && a < b;
	case CMP_EQ: return !un && a == b;
	case CMP_LE: return !un && a <= b;
	case CMP_GT: return !un && a > b;
	case CMP_NE: return !un && a != b;
	case CMP_GE: return !un && a >= b;
	case CMP_NUM: return !un;
	case CMP_NAN: return un;
	case CMP_LTU: return un || a < b;
	case CMP_EQU: return un || a == b;
	case CMP_LEU: return un || a <= b;
	case CMP_GTU: return un || a > b;
	case CMP_NEU: return un || a != b;
	case CMP_GEU: return un || a >= b;
	case CMP_T: return 1;
	default: return 0;
	}
}

static int bop(int op, int a, int b)
{
	return op == BOP_AND ? a && b : op == BOP_OR ? a || b : a != b;
}

static uint32_t lut3(uint32_t lut, uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t r = 0;
	/* LOP3.LUT: bit i of the table is the result for a = i>>2&1, b = i>>1&1, c = i&1,
	 * i.e. the table is the function applied to 0xF0, 0xCC, 0xAA */
	for (int i = 0; i < 8; i++)
		if (lut >> i & 1)
			r |= ((i & 4) ? a : ~a) & ((i & 2) ? b : ~b) & ((i & 1) ? c : ~c);
	return r;
}

/* IEEE half from a float (round to nearest even), for HFMA2 constant materialisation. */
static uint16_t f2h(float f)
{
	uint32_t x = f_bits(f), sign = (x >> 16) & 0x8000, mant = x & 0x7fffff;
	int e = (int)((x >> 23) & 0xff) - 127 + 15;
	if (((x >> 23) & 0xff) == 0xff)
		return (uint16_t)(sign | 0x7c00 | (mant ? 0x200 : 0));
	if (e >= 31)
		return (uint16_t)(sign | 0x7c00);
	if (e <= 0) {
		uint32_t m, shift;
		if (e < -10)
			return (uint16_t)sign;
		m = mant | 0x800000;
		shift = (uint32_t)(14 - e);
		{
			uint32_t h = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
			if (rem > half || (rem == half && (h & 1)))
				h++;
			return (uint16_t)(sign | h);
		}
	}
	{
		uint32_t h = ((uint32_t)e << 10) | (mant >> 13), rem = mant & 0x1fff;
		if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
			h++;
		return (uint16_t)(sign | h);
	}
}

/* ==== Conversions with a rounding mode ==== */

/* Denormal floats as zero (the .FTZ conversions and MUFU flush them, keeping the sign). */
static inline float ftz(float x)
{
	return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x;
}

/* The integer v (signed: two's complement) rounded to `bits` significant bits by rnd, as a
 * double (exact: the rounded value has at most 53 bits). IEEE 754-2008 4.3: RZ truncates
 * the magnitude, RM/RP round toward -inf/+inf, RN to nearest, ties to even. */
static double int_round(uint64_t v, int sgn, int bits, int rnd)
{
	int neg = sgn && (int64_t)v < 0, n, shift;
	uint64_t mag = neg ? 0 - v : v, q, rem, half;
	if (!mag)
		return 0.0;
	n = 64 - __builtin_clzll(mag);
	if (n <= bits)
		return neg ? -(double)mag : (double)mag;
	shift = n - bits;
	q = mag >> shift;
	rem = mag & ((1ull << shift) - 1);
	half = 1ull << (shift - 1);
	if ((rnd == RND_RN && (rem > half || (rem == half && (q & 1)))) ||
	    (rnd == RND_RM && neg && rem) || (rnd == RND_RP && !neg && rem))
		q++;
	return neg ? -ldexp((double)q, shift) : ldexp((double)q, shift);
}

static float int_to_float(uint64_t v, int sgn, int rnd)
{
	return (float)int_round(v, sgn, 24, rnd);
}

static double int_to_double(uint64_t v, int sgn, int rnd)
{
	return int_round(v, sgn, 53, rnd);
}

/* x to float by rnd: the nearest float, stepped one ulp when the mode rounds the other way. */
static float double_to_float(double x, int rnd)
{
	float f = (float)x;
	if (rnd == RND_RN || isnan(x) || (double)f == x)
		return f;
	if (rnd == RND_RZ && fabs((double)f) > fabs(x))
		return nextafterf(f, 0.0f);
	if (rnd == RND_RM && (double)f > x)
		return nextafterf(f, -INFINITY);
	if (rnd == RND_RP && (double)f < x)
		return nextafterf(f, INFINITY);
	return f;
}

/* x to an integral value by rnd. */
static double round_int(double x, int rnd)
{
	switch (rnd) {
	case RND_RZ: return trunc(x);
	case RND_RM: return floor(x);
	case RND_RP: return ceil(x);
	default: return nearbyint(x);
	}
}

static uint32_t bit_reverse(uint32_t a)
{
	uint32_t r = 0;
	for (int k = 0; k < 32; k++)
		r |= (a >> k & 1) << (31 - k);
	return r;
}

static const struct emu_opnd *S(const struct emu_ins *e, int k)
{
	static const struct emu_opnd rz = { .kind = OK_R, .reg = EMU_RZ, .ureg = -1 };
	return k < e->ns ? &e->o[e->s0 + k] : &rz;
}

static const struct emu_opnd *CIN(const struct emu_ins *e, int k)
{
	static const struct emu_opnd pf = { .kind = OK_P, .reg = EMU_PT, .inv = 1 };
	return k < e->ncin ? &e->o[e->s0 + e->ns + k] : &pf;
}

/* A .CC destination's flags for one lane: the carry, and the sign and zero of r. */
static void set_flags(struct emu_warp *w, int lane, uint32_t carry, uint32_t r)
{
	uint32_t bit = 1u << lane;
	w->cc = (w->cc & ~bit) | (carry & 1) << lane;
	w->cc_sign = (w->cc_sign & ~bit) | (r >> 31) << lane;
	w->cc_zero = (w->cc_zero & ~bit) | (uint32_t)(r == 0) << lane;
}

/* ==== Memory ==== */

/* What a global load of width bytes at addr reads: what the launch stored there, else the
 * buffer's declared contents (emu_gmem.c). */
static inline void global_value(struct emu_ctx *c, uint64_t addr, int width, uint32_t *out, int *taint)
{
	int a = emu_mem_alloc_of(c, addr);
	if (a < 0) {
		memset(out, 0, (size_t)(width >= 4 ? width : 4));
		*taint = 1;
		return;
	}
	emu_gmem_read(c->gmem, c->l, a, addr - gp_emu_alloc_base(a), width, out, taint);
}

/* Keep a global store of width bytes (a store outside every allocation is not kept: loads
 * there read unknown data; nor one of a loop skip's verification period, emu_skip.c). */
static int global_store(struct emu_ctx *c, int idx, uint64_t addr, int width, const void *v,
			int taint)
{
	int a = emu_mem_alloc_of(c, addr), rc;
	/* outside every allocation; or a period that verifies a loop skip (emu_skip.c) */
	if (a < 0 || c->skip_rec == 2)
		return 0;
	rc = emu_gmem_write(c->gmem, a, addr - gp_emu_alloc_base(a), width, v, taint);
	if (rc == -GP_ELIMIT)
		return emu_fail(c, idx, "the launch stores more than %u MiB to global memory the "
				"emulator keeps", EMU_GMEM_MAX_PAGES / 256);
	if (rc < 0) {
		c->fault = 1;
		return gp_error(c->d, GP_ENOMEM, "out of memory");
	}
	return 0;
}

/* Is the address register a 64-bit pair ([R2.64]; .E global accesses before sm_80; .E global
 * atomics on any: sm_80's ATOMG.E.CAS prints its pair as [R4])? */
static int addr_wide(const struct emu_ctx *c, const struct emu_ins *e, const struct emu_opnd *m)
{
	return m->is64 || ((e->mf & MF_E) && e->space == GP_SPACE_GLOBAL &&
			   (c->sm < 80 || e->is_atomic));
}

/* Address of one lane: base register (32 or 64 bit) scaled, + uniform register + offset. */
static uint64_t lane_addr(const struct emu_ctx *c, const struct emu_warp *w, const struct emu_ins *e,
			  const struct emu_opnd *m, int lane)
{
	uint64_t a = 0;
	int wide = addr_wide(c, e, m);
	(void)c;
	if (m->reg >= 0) {
		if (m->reg_is_ur) {
			a = m->reg == EMU_URZ ? 0 : wide ? (uint64_t)w->ur[m->reg] |
				(uint64_t)w->ur[m->reg + 1] << 32 : w->ur[m->reg];
		} else if (m->reg != EMU_RZ) {
			a = wide ? (uint64_t)w->r[m->reg][lane] | (uint64_t)w->r[m->reg + 1][lane] << 32
				 : w->r[m->reg][lane];
		}
		if (m->scale)
			a *= m->scale;
	}
	if (m->ureg >= 0 && m->ureg != EMU_URZ)
		a += w->ur[m->ureg];
	a += (uint64_t)(int64_t)m->off;
	return a;
}

/* Does pointer argument arg have a size to check accesses against? alloc_bytes, or a size
 * of 0 declared (given with no size, or an empty --init file): an empty buffer, of which
 * every byte is past the end. Otherwise (not given) the buffer is unbounded. */
static int arg_sized(const struct gp_emu_arg *arg)
{
	return arg->alloc_bytes || (arg->given && !arg->is_null) || arg->init == GP_EMU_INIT_FILE;
}

/* The lanes whose address (operand m of instruction idx) depends on unknown data. */
static uint32_t addr_taint(const struct emu_ctx *c, const struct emu_warp *w, int idx,
			   const struct emu_opnd *m)
{
	if (m->reg < 0 || m->reg_is_ur || m->reg == EMU_RZ)
		return 0;
	return w->taint[m->reg] | (addr_wide(c, &c->ins[idx], m) && m->reg + 1 < EMU_RZ
					   ? w->taint[m->reg + 1] : 0);
}

/* One lane's global access of width bytes at addr (m its address operand): refused when it
 * ends past its argument's declared size, or when the address is not a multiple of the
 * width (the GPU faults: a misaligned address error). An address from unknown data is a
 * guess and not checked for alignment. Returns 0 or -GP_EINVAL with c->d filled (the PC
 * and listing line, emu_fail). */
static int global_check(struct emu_ctx *c, const struct emu_warp *w, int idx, uint32_t guess,
			int lane, uint64_t addr, int width, const char *verb)
{
	int a = emu_mem_alloc_of(c, addr);
	const struct gp_emu_arg *arg = a >= 0 ? &c->l->args[c->alloc_arg[a]] : NULL;
	int guessed = guess >> lane & 1;
	if (arg && addr - gp_emu_alloc_base(a) + (uint64_t)width > arg->alloc_bytes &&
	    arg_sized(arg)) {
		emu_fail(c, idx, "thread %u of block (%u,%u,%u) %s byte %llu of argument %d, "
			 "declared %llu bytes", w->tid0 + (unsigned)lane, c->ctaid[0], c->ctaid[1],
			 c->ctaid[2], verb, (unsigned long long)(addr - gp_emu_alloc_base(a)),
			 c->alloc_arg[a], (unsigned long long)arg->alloc_bytes);
		gp_diag_hint(c->d, "declare the buffer's size with {emu.arg} %d=BYTES (as the kernel "
			     "indexes it for this launch), or check {launch.grid}, {launch.block} and the integer "
			     "arguments", c->alloc_arg[a]);
		return -GP_EINVAL;
	}
	if (width > 1 && addr % (uint64_t)width && !guessed) {
		if (arg)
			emu_fail(c, idx, "thread %u of block (%u,%u,%u) %s %d bytes at byte %llu of "
				 "argument %d, not a multiple of %d (a misaligned address)",
				 w->tid0 + (unsigned)lane, c->ctaid[0], c->ctaid[1], c->ctaid[2], verb,
				 width, (unsigned long long)(addr - gp_emu_alloc_base(a)),
				 c->alloc_arg[a], width);
		else
			emu_fail(c, idx, "thread %u of block (%u,%u,%u) %s %d bytes at address 0x%llx, "
				 "not a multiple of %d (a misaligned address)", w->tid0 + (unsigned)lane,
				 c->ctaid[0], c->ctaid[1], c->ctaid[2], verb, width,
				 (unsigned long long)addr, width);
		gp_diag_hint(c->d, "a GPU faults on a %d-byte access at an address that is not a "
			     "multiple of %d: check the integer arguments that offset the pointer",
			     width, width);
		return -GP_EINVAL;
	}
	return 0;
}

static const struct emu_opnd *mem_operand(const struct emu_ins *e)
{
	for (int k = 0; k < e->nops; k++)
		if (e->o[k].kind == OK_MEM)
			return &e->o[k];
	return NULL;
}

static uint8_t *space_ptr(struct emu_ctx *c, struct emu_warp *w, int idx, int lane, uint64_t a,
			  int width, int space)
{
	if (space == GP_SPACE_SHARED) {
		if (a + (uint64_t)width > c->smem_bytes) {
			emu_fail(c, idx, "shared address 0x%llx is outside the block's %u bytes "
				 "(thread %u)", (unsigned long long)a, c->smem_bytes, w->tid0 + (unsigned)lane);
			return NULL;
		}
		return c->smem + a;
	}
	if (a + (uint64_t)width > EMU_LOCAL_BYTES) {
		emu_fail(c, idx, "local address 0x%llx is outside the %u-byte stack the emulator "
			 "provides (thread %u)", (unsigned long long)a, EMU_LOCAL_BYTES,
			 w->tid0 + (unsigned)lane);
		return NULL;
	}
	if (!w->local) {
		w->local = calloc((size_t)W * EMU_LOCAL_BYTES + 16, 1);
		if (!w->local) {
			gp_error(c->d, GP_ENOMEM, "out of memory");
			c->fault = 1;
			return NULL;
		}
	}
	return w->local + (size_t)lane * EMU_LOCAL_BYTES + a;
}

/* ==== Atomics ==== */

/* The value an atomic leaves of old, given operand v (and CAS's new value v2), in 64 bits
 * (32-bit forms use the low word); e->sub is the operation (emu_decode.c: ADD, MIN, MAX, INC,
 * DEC, AND, OR, XOR, EXCH, CAS, POPC.INC; CAST is atomic_lane's). MIN/MAX are unsigned unless .S32/.S64; .F32 adds
 * floats (.FTZ flushes denormals, as RED.E.ADD.F32.FTZ.RN does), .F64 doubles; INC wraps to 0
 * past v, DEC to v below 1 or above v (PTX ISA, atom: inc/dec). */
static uint64_t atomic_op(const struct emu_ins *e, const char *opcode, int width, uint64_t old,
			  uint64_t v, uint64_t v2)
{
	int sgn = (e->mf & (MF_S32 | MF_S64)) != 0, wide = width == 8;
	uint64_t m = wide ? UINT64_MAX : UINT32_MAX;
	int64_t so = wide ? (int64_t)old : (int32_t)old, sv = wide ? (int64_t)v : (int32_t)v;
	old &= m;
	v &= m;
	switch (e->sub) {
	case 0:
		if (e->mf & MF_F64)
			return d_bits(bits_d(old) + bits_d(v));
		if (e->mf & MF_FLOAT) {
			float r = bits_f((uint32_t)old) + bits_f((uint32_t)v);
			return f_bits(strstr(opcode, ".FTZ") ? ftz(r) : r);
		}
		return (old + v) & m;
	case 1: return sgn ? (so < sv ? old : v) : (old < v ? old : v);
	case 2: return sgn ? (so > sv ? old : v) : (old > v ? old : v);
	case 3: return old >= v ? 0 : old + 1;
	case 4: return old == 0 || old > v ? v : old - 1;
	case 5: return old & v;
	case 6: return old | v;
	case 7: return old ^ v;
	case 8: return v;
	case 9: return old == v ? v2 & m : old;
	case 10: return (old + 1) & m;
	default: return old;
	}
}

/* One lane's atomic at p (4 or 8 bytes, shared or local memory, or a global word read into
 * p): the old value into vals, the new one into p. */
static void atomic_lane(const struct emu_ctx *c, const struct emu_warp *w, int idx, int vk,
			int lane, uint8_t *p, uint32_t *vals)
{
	const struct emu_ins *e = &c->ins[idx];
	int width = e->width == 8 ? 8 : 4;
	uint64_t old = 0, v = 1, v2 = 0, nv;
	memcpy(&old, p, (size_t)width);
	if (vk < e->nops)
		v = width == 8 ? iv64(c, w, &e->o[vk], lane) : iv(c, w, &e->o[vk], lane);
	if (vk + 1 < e->nops)
		v2 = width == 8 ? iv64(c, w, &e->o[vk + 1], lane) : iv(c, w, &e->o[vk + 1], lane);
	vals[0] = (uint32_t)old;
	vals[1] = (uint32_t)(old >> 32);
	if (e->sub == 11) {
		/* ATOMS.CAST.SPIN (a shared CAS loop's step): store v2 where old equals v, and
		 * return 1 when it stored, 0 when not */
		vals[0] = (old & 0xffffffffu) == (v & 0xffffffffu);
		vals[1] = 0;
		if (vals[0])
			memcpy(p, &v2, 4);
		return;
	}
	nv = atomic_op(e, c->fn->ins[idx].opcode, width, old, v, v2);
	memcpy(p, &nv, (size_t)width);
}

/* Is the value operand of lane's store or atomic (words registers from o) unknown data? */
static int value_taint(const struct emu_warp *w, const struct emu_opnd *o, int words, int lane)
{
	int t = 0;
	if (o->kind != OK_R || o->reg == EMU_RZ)
		return 0;
	for (int k = 0; k < words && o->reg + k < EMU_RZ; k++)
		t |= (int)(w->taint[o->reg + k] >> lane & 1);
	return t;
}

/* LD/ST/ATOM/RED in any space. */
static int exec_mem(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec, uint32_t *taint)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *m = mem_operand(e);
	uint64_t addr[W];
	int width = e->width, words = width >= 4 ? width / 4 : 1, vk = 0;
	int space = e->space == GP_SPACE_LOCAL ? GP_SPACE_LOCAL : e->space;
	uint32_t vals[W][4], guess;
	if (!m)
		return emu_fail(c, idx, "no address operand");
	for (int k = 0; k < e->nops; k++)
		if (&e->o[k] == m)
			vk = k + 1;   /* the stored value follows the address */
	guess = space == GP_SPACE_GLOBAL ? addr_taint(c, w, idx, m) : 0;
	for (int lane = 0; lane < W; lane++) {
		if (!(exec >> lane & 1))
			continue;
		addr[lane] = lane_addr(c, w, e, m, lane);
		if (space == GP_SPACE_GLOBAL &&
		    global_check(c, w, idx, guess, lane, addr[lane], width, "accesses") < 0)
			return -GP_EINVAL;
	}
	if (m->reg >= 0 && !m->reg_is_ur && m->reg != EMU_RZ &&
	    ((w->taint[m->reg] | (addr_wide(c, e, m) && m->reg + 1 < EMU_RZ ? w->taint[m->reg + 1]
									   : 0)) & exec)) {
		/* the address depends on unknown data: it assumes the declared (or zero) contents */
		emu_fit_reject(c, idx);
		if (!c->r->unknown_addresses++)
			c->r->first_unknown_pc = c->fn->ins[idx].addr;
	}
	if (exec && emu_mem_account(c, w, idx, addr, exec) < 0)
		return -GP_EINVAL;
	for (int lane = 0, prev = -1; lane < W; lane++) {
		uint8_t *p;
		if (!(exec >> lane & 1))
			continue;
		if (space == GP_SPACE_GLOBAL && (e->is_store || e->is_atomic)) {
			/* kept: a later load reads it; an atomic reads, computes and writes back
			 * lane by lane (lanes in order, as one serialisation the GPU may pick) */
			const struct emu_opnd *v = &e->o[vk < e->nops ? vk : 0];
			uint32_t buf[4] = { 0, 0, 0, 0 };
			int t = 0, rc;
			if (e->is_atomic) {
				int aw = width == 8 ? 8 : 4;
				global_value(c, addr[lane], aw, buf, &t);
				atomic_lane(c, w, idx, vk, lane, (uint8_t *)buf, vals[lane]);
				if (t)
					*taint |= 1u << lane;   /* the old value returned */
				t |= vk < e->nops && value_taint(w, &e->o[vk], aw / 4, lane);
				rc = global_store(c, idx, addr[lane], aw, buf, t);
			} else {
				for (int k = 0; k < words; k++)
					buf[k] = v->kind == OK_R ? (v->reg + k >= EMU_RZ ? 0 : w->r[v->reg + k][lane])
								 : iv(c, w, v, lane);
				rc = global_store(c, idx, addr[lane], width, buf,
						  value_taint(w, v, words, lane));
			}
			if (rc < 0)
				return rc;
			continue;
		}
		if (space == GP_SPACE_GLOBAL) {
			/* lanes reading the last active lane's address (a broadcast) read its
			 * value: declared contents depend on the address only */
			if (prev >= 0 && addr[prev] == addr[lane]) {
				memcpy(vals[lane], vals[prev], sizeof(vals[lane]));
				*taint |= (*taint >> prev & 1u) << lane;
			} else {
				int t = 0;
				global_value(c, addr[lane], width, vals[lane], &t);
				if (t)
					*taint |= 1u << lane;
			}
			prev = lane;
			continue;
		}
		if (!(p = space_ptr(c, w, idx, lane, addr[lane], width, space)))
			return c->fault ? -(c->d ? c->d->code : GP_EINVAL) : -GP_EINVAL;
		if (e->is_atomic) {
			atomic_lane(c, w, idx, vk, lane, p, vals[lane]);
			if (space == GP_SPACE_SHARED) {
				uint8_t *tw = &c->smem_taint[addr[lane] / 4];
				if (tw[0] || (width == 8 && tw[1]))
					*taint |= 1u << lane;
				tw[0] |= (uint8_t)(vk < e->nops && value_taint(w, &e->o[vk], 1, lane));
				if (width == 8)
					tw[1] |= (uint8_t)(vk < e->nops && value_taint(w, &e->o[vk], 2, lane));
			}
		} else if (e->is_store) {
			const struct emu_opnd *v = &e->o[vk < e->nops ? vk : 0];
			for (int k = 0; k < words; k++) {
				uint32_t x = v->kind == OK_R ? (v->reg + k >= EMU_RZ ? 0 : w->r[v->reg + k][lane])
							     : iv(c, w, v, lane);
				if (width >= 4)
					memcpy(p + 4 * k, &x, 4);
				else
					memcpy(p, &x, (size_t)width);
			}
			if (space == GP_SPACE_SHARED) {
				int t = v->kind == OK_R && v->reg != EMU_RZ && (w->taint[v->reg] >> lane & 1);
				for (int k = 0; k < words; k++)
					c->smem_taint[addr[lane] / 4 + (uint64_t)k] = (uint8_t)t;
			}
		} else {
			if (width == 4) {
				uint32_t x;
				memcpy(&x, p, 4);
				vals[lane][0] = x;
			} else if (width == 8) {
				memcpy(vals[lane], p, 8);   /* constant sizes: plain moves */
			} else if (width == 16) {
				memcpy(vals[lane], p, 16);
			} else {
				vals[lane][0] = 0;
				memcpy(&vals[lane][0], p, (size_t)width);
			}
			if (width == 1 && strstr(c->fn->ins[idx].opcode, ".S8"))
				vals[lane][0] = (uint32_t)(int32_t)(int8_t)vals[lane][0];
			else if (width == 2 && strstr(c->fn->ins[idx].opcode, ".S16"))
				vals[lane][0] = (uint32_t)(int32_t)(int16_t)vals[lane][0];
			if (space == GP_SPACE_SHARED) {
				const uint8_t *tw = c->smem_taint + addr[lane] / 4;
				int any = tw[0];
				if (words > 1)
					any |= tw[1];
				if (words > 2)
					any |= tw[2] | tw[3];
				if (any)
					*taint |= 1u << lane;
			}
		}
	}
	if (e->rd != 255 && (!e->is_store || e->is_atomic)) {
		const struct emu_opnd *d = &e->o[e->rd];
		for (int lane = 0; lane < W; lane++)
			if (exec >> lane & 1)
				for (int k = 0; k < (e->is_atomic ? (width == 8 ? 2 : 1) : words); k++)
					wr_reg(w, d, k, lane, vals[lane][k]);
	}
	return 0;
}

/* LDGSTS (cp.async, sm_80+): each lane reads width bytes of global memory and writes them to
 * shared memory in one instruction; lanes whose read predicate (third operand) is false write
 * zeros and read nothing (cp.async's src-size 0, the zero fill); .ZFILL zero-fills the tail
 * (a src-size between). The global side is counted
 * in c->ms (sectors, footprint), the shared side in c->ms_g2s (bank ways). The copy lands
 * at once: the DEPBAR/LDGDEPBAR that wait for it order nothing the emulator could see. */
static int exec_ldgsts(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *ms = &e->o[0], *mg = &e->o[1];
	uint64_t saddr[W], gaddr[W];
	uint8_t fill[W];
	uint32_t rd = exec;
	int width = e->width, words = width >= 4 ? width / 4 : 1;
	int zfill = gp_sass_has_mod(c->fn->ins[idx].opcode, "ZFILL");
	if (e->nops > 2) {
		const struct emu_opnd *p = &e->o[2];
		uint32_t v = p->reg == EMU_PT ? ~0u : w->p[p->reg];
		rd &= p->inv ? ~v : v;
	}
	for (int lane = 0; lane < W; lane++) {
		if (!(exec >> lane & 1))
			continue;
		saddr[lane] = lane_addr(c, w, e, ms, lane);
		gaddr[lane] = lane_addr(c, w, e, mg, lane);
		/* .ZFILL (cp.async with a src-size below the copy's size): the address's offset
		 * within the copy size is the count of trailing bytes zero-filled; the read starts
		 * at the aligned address */
		fill[lane] = zfill ? (uint8_t)(gaddr[lane] & (uint64_t)(width - 1)) : 0;
		gaddr[lane] -= fill[lane];
		if ((rd >> lane & 1) &&
		    global_check(c, w, idx, addr_taint(c, w, idx, mg), lane, gaddr[lane], width,
				 "copies") < 0)
			return -GP_EINVAL;
	}
	if (mg->reg >= 0 && !mg->reg_is_ur && mg->reg != EMU_RZ &&
	    ((w->taint[mg->reg] | (mg->is64 && mg->reg + 1 < EMU_RZ ? w->taint[mg->reg + 1] : 0)) &
	     rd)) {
		emu_fit_reject(c, idx);
		if (!c->r->unknown_addresses++)
			c->r->first_unknown_pc = c->fn->ins[idx].addr;
	}
	/* shared side first: the trace keeps the last access, the global one */
	if (emu_mem_account_side(c, w, idx, saddr, exec, GP_SPACE_SHARED, 1, &c->ms_g2s[idx]) < 0 ||
	    emu_mem_account_side(c, w, idx, gaddr, rd, GP_SPACE_GLOBAL, 0, &c->ms[idx]) < 0)
		return -GP_EINVAL;
	for (int lane = 0; lane < W; lane++) {
		uint32_t v[4] = { 0, 0, 0, 0 };
		uint8_t *p;
		int t = 0;
		if (!(exec >> lane & 1))
			continue;
		if (!(p = space_ptr(c, w, idx, lane, saddr[lane], width, GP_SPACE_SHARED)))
			return c->fault ? -(c->d ? c->d->code : GP_EINVAL) : -GP_EINVAL;
		if (rd >> lane & 1)
			global_value(c, gaddr[lane], width, v, &t);
		if (fill[lane])
			memset((uint8_t *)v + (width - fill[lane]), 0, fill[lane]);
		memcpy(p, v, (size_t)(width < 16 ? width : 16));
		for (int k = 0; k < words; k++)
			c->smem_taint[saddr[lane] / 4 + (uint64_t)k] = (uint8_t)t;
	}
	return 0;
}

/* LDSM (ldmatrix, sm_75+): lanes 0..8n-1 each give the shared address of one 16-byte row of
 * n 8x8 matrices of 16-bit elements (lanes 8k..8k+7: matrix k). Lane l receives, in its k-th
 * register, row l / 4 of matrix k at elements 2 (l % 4) and 2 (l % 4) + 1; transposed
 * (.MT88), column l / 4 at rows 2 (l % 4) and 2 (l % 4) + 1 (PTX ISA, "ldmatrix"). The
 * request is the 8n rows (16 bytes each); each matrix is one 8-lane phase for the banks. */
static int exec_ldsm(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec, uint32_t *taint)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *m = &e->o[1], *d = &e->o[e->rd];
	uint32_t rows = e->mat_n == 4 ? ~0u : (1u << (8 * e->mat_n)) - 1;
	uint64_t addr[W];
	if (!exec)
		return 0;
	if ((exec & rows) != rows)
		return emu_fail(c, idx, "ldmatrix needs lanes 0..%d to give row addresses; lanes "
				"0x%08x are active (thread %u)", 8 * e->mat_n - 1, exec, w->tid0);
	for (int lane = 0; lane < W; lane++) {
		if (!(rows >> lane & 1))
			continue;
		addr[lane] = lane_addr(c, w, e, m, lane);
		if (addr[lane] & 15)
			return emu_fail(c, idx, "ldmatrix row address 0x%llx is not 16-byte aligned "
					"(thread %u)", (unsigned long long)addr[lane],
					w->tid0 + (unsigned)lane);
		if (!space_ptr(c, w, idx, lane, addr[lane], 16, GP_SPACE_SHARED))
			return c->fault ? -(c->d ? c->d->code : GP_EINVAL) : -GP_EINVAL;
	}
	if (emu_mem_account(c, w, idx, addr, rows) < 0)
		return -GP_EINVAL;
	for (int lane = 0; lane < W; lane++) {
		if (!(exec >> lane & 1))
			continue;
		for (int k = 0; k < e->mat_n; k++) {
			uint32_t v;
			int t;
			if (!e->mat_trans) {
				uint64_t a = addr[8 * k + lane / 4] + (uint64_t)(lane % 4) * 4;
				memcpy(&v, c->smem + a, 4);
				t = c->smem_taint[a / 4];
			} else {
				uint64_t a0 = addr[8 * k + 2 * (lane % 4)] + (uint64_t)(lane / 4) * 2;
				uint64_t a1 = addr[8 * k + 2 * (lane % 4) + 1] + (uint64_t)(lane / 4) * 2;
				uint16_t lo, hi;
				memcpy(&lo, c->smem + a0, 2);
				memcpy(&hi, c->smem + a1, 2);
				v = (uint32_t)lo | (uint32_t)hi << 16;
				t = c->smem_taint[a0 / 4] | c->smem_taint[a1 / 4];
			}
			if (t)
				*taint |= 1u << lane;
			wr_reg(w, d, k, lane, v);
		}
	}
	return 0;
}

/* ==== The interpreter ==== */

#define LANES(...)                                                                    \
	for (int lane = 0; lane < W; lane++) {                                        \
		if (!(exec >> lane & 1))                                              \
			continue;                                                     \
		__VA_ARGS__;                                                          \
		if (e->uniform)                                                       \
			break;                                                        \
	}

static uint32_t sreg(const struct emu_ctx *c, const struct emu_warp *w, uint32_t sr, int lane)
{
	const unsigned *b = c->l->block, *g = c->l->grid;
	unsigned t = w->tid0 + (unsigned)lane;
	switch (sr) {
	case SR_TID_X: return t % b[0];
	case SR_TID_Y: return t / b[0] % b[1];
	case SR_TID_Z: return t / (b[0] * b[1]);
	case SR_CTAID_X: return c->ctaid[0];
	case SR_CTAID_Y: return c->ctaid[1];
	case SR_CTAID_Z: return c->ctaid[2];
	case SR_LANEID: return (uint32_t)lane;
	case SR_NTID_X: return b[0];
	case SR_NTID_Y: return b[1];
	case SR_NTID_Z: return b[2];
	case SR_NCTAID_X: return g[0];
	case SR_NCTAID_Y: return g[1];
	case SR_NCTAID_Z: return g[2];
	case SR_WARPID: return w->warp_in_block;
	case SR_EQMASK: return 1u << lane;
	case SR_LTMASK: return (1u << lane) - 1;
	case SR_LEMASK: return (uint32_t)((2ull << lane) - 1);
	case SR_GTMASK: return ~(uint32_t)((2ull << lane) - 1);
	case SR_GEMASK: return ~((1u << lane) - 1);
	case SR_CLOCK: return (uint32_t)c->steps;
	default: return 0;
	}
}

int emu_exec(struct emu_ctx *c, struct emu_warp *w, int idx, uint32_t exec, uint32_t active)
{
	const struct emu_ins *e = &c->ins[idx];
	const struct emu_opnd *d = e->rd != 255 ? &e->o[e->rd] : NULL;
	uint32_t taint = 0;
	(void)active;
	if (!exec)
		return 0;
	if (e->fast) {
		int rc = emu_fast_exec(c, w, idx, exec);
		if (rc)
			return rc < 0 ? rc : 0;
	}
	switch (e->op) {
	case EOP_NOP:
		return 0;
	case EOP_MOV:
		if (!e->uniform) {
			uint32_t a[W];
			gather(c, w, S(e, 0), 0, 1, a);
			scatter(w, d, exec, a);
			return 0;
		}
		LANES(wr(w, d, lane, iv(c, w, S(e, 0), lane)));
		return 0;
	case EOP_S2R:
		LANES(wr(w, d, lane, S(e, 0)->kind == OK_SR ? sreg(c, w, S(e, 0)->imm, lane) : 0));
		return 0;
	case EOP_CS2R: {
		int two = !strstr(c->fn->ins[idx].opcode, ".32");
		LANES(wr_reg(w, d, 0, lane, sreg(c, w, S(e, 0)->imm, lane));
		      if (two) wr_reg(w, d, 1, lane, 0));
		return 0;
	}
	case EOP_IMAD:
		if (e->mf & (MF_WIDE | MF_HI)) {
			/* IMAD.WIDE: Rd:Rd+1 = a * b + Rc:Rc+1; IMAD.HI: Rd = (a * b + Rc:Rc+1) >> 32,
			 * the addend a register pair too (the division fix-up's
			 * IMAD.HI.U32 R5, R3, R5, R2 with R2 = 0 adds R3 << 32); .X adds the carry-in
			 * predicate, a carry-out predicate takes bit 64 of the sum */
			LANES({
				uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane);
				uint64_t p = (e->mf & MF_U32) ? (uint64_t)a * b
							      : (uint64_t)((int64_t)(int32_t)a * (int32_t)b);
				uint64_t addend = iv64(c, w, S(e, 2), lane), s = p + addend;
				unsigned carry = s < p;
				if (e->mf & MF_X) {
					uint64_t ci = (uint64_t)pv(w, CIN(e, 0), lane);
					carry += s + ci < s;
					s += ci;
				}
				if (e->mf & MF_WIDE)
					wr64(w, d, lane, s);
				else
					wr(w, d, lane, (uint32_t)(s >> 32));
				if (e->ncout)
					wp(w, &e->o[e->rd + 1], lane, (int)carry);
			});
		} else if (!(e->mf & MF_X) && !e->ncout && !e->uniform) {
			uint32_t a[W], b[W], cc[W];
			gather(c, w, S(e, 0), 0, 1, a);
			gather(c, w, S(e, 1), 0, 1, b);
			gather(c, w, S(e, 2), 0, 1, cc);
			for (int l = 0; l < W; l++)
				a[l] = a[l] * b[l] + cc[l];
			scatter(w, d, exec, a);
		} else {
			LANES({
				uint64_t s = (uint64_t)(iv(c, w, S(e, 0), lane) * iv(c, w, S(e, 1), lane)) +
					     iv(c, w, S(e, 2), lane);
				if (e->mf & MF_X)
					s += e->sm_old ? (w->cc >> lane & 1) : (uint32_t)pv(w, CIN(e, 0), lane);
				wr(w, d, lane, (uint32_t)s);
				if (e->ncout)
					wp(w, &e->o[e->rd + 1], lane, (int)(s >> 32 & 1));
			});
		}
		return 0;
	case EOP_IMUL:
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane);
			uint64_t p = strstr(c->fn->ins[idx].opcode, ".S32") == NULL &&
					     strstr(c->fn->ins[idx].opcode, ".U32")
				     ? (uint64_t)a * b : (uint64_t)((int64_t)(int32_t)a * (int32_t)b);
			wr(w, d, lane, (e->mf & MF_HI) ? (uint32_t)(p >> 32) : (uint32_t)p);
		});
		return 0;
	case EOP_IADD3:
		LANES({
			uint64_t s = 0;
			for (int k = 0; k < 3; k++) {
				const struct emu_opnd *o = S(e, k);
				struct emu_opnd t = *o;
				t.neg = 0;
				if (o->neg) {
					s += (uint64_t)(uint32_t)~iv(c, w, &t, lane);
					if (!(e->mf & MF_X))
						s += 1;
				} else {
					s += iv(c, w, o, lane);
				}
			}
			if (e->mf & MF_X)
				for (int k = 0; k < e->ncin && k < 2; k++)
					s += (uint32_t)pv(w, CIN(e, k), lane);
			if (e->sub != IADD3_PLAIN) {
				/* sm_5x/6x .RS/.LS: (a + b), carries kept, shifted 16 before c is
				 * added (the XMAD mul.hi sequence's column sum) */
				uint64_t ab = (uint64_t)iv(c, w, S(e, 0), lane) + iv(c, w, S(e, 1), lane);
				s = (e->sub == IADD3_RS ? ab >> 16 : (uint64_t)(uint32_t)(ab << 16)) +
				    iv(c, w, S(e, 2), lane);
			}
			wr(w, d, lane, (uint32_t)s);
			for (int k = 0; k < e->ncout; k++)
				wp(w, &e->o[e->rd + 1 + k], lane, (int)((s >> 32) > (uint64_t)k));
		});
		return 0;
	case EOP_IADD: {
		/* sm_3x..6x IADD/ISUB: a negated operand is its complement plus 1, the 1
		 * dropped with .X (`IADD.X R5, R5, -R7` is a + ~b + carry), so the carry out
		 * of `IADD R4.CC, R4, -R6` is a subtraction's no-borrow, 1 for b = 0 */
		int sub = strncmp(c->fn->ins[idx].opcode, "ISUB", 4) == 0;
		LANES({
			uint64_t s = 0;
			for (int k = 0; k < 2; k++) {
				struct emu_opnd t = *S(e, k);
				int neg = t.neg ^ (k == 1 && sub);
				t.neg = 0;
				if (neg)
					s += (uint64_t)(uint32_t)~iv(c, w, &t, lane) + ((e->mf & MF_X) ? 0 : 1);
				else
					s += iv(c, w, &t, lane);
			}
			if (e->mf & MF_X)
				s += w->cc >> lane & 1;
			wr(w, d, lane, (uint32_t)s);
			if (d->cc)
				set_flags(w, lane, (uint32_t)(s >> 32), (uint32_t)s);
		});
		return 0;
	}
	case EOP_ISCADD:
		LANES({
			uint64_t s = (uint64_t)(iv(c, w, S(e, 0), lane) << (iv(c, w, S(e, 2), lane) & 31)) +
				     iv(c, w, S(e, 1), lane);
			wr(w, d, lane, (uint32_t)s);
			if (d->cc)
				set_flags(w, lane, (uint32_t)(s >> 32), (uint32_t)s);
		});
		return 0;
	case EOP_XMAD:
		/* 16x16-bit multiply-add (Maxwell/Pascal). Modifiers as nouveau's codegen
		 * documents them (nv50_ir.h, NV50_IR_SUBOP_XMAD_*; its gm107 emitter) and
		 * Ryujinx's shader translator implements them (InstEmitIntegerArithmetic,
		 * EmitXmad): .H1 picks an operand's upper half, .S16 sign-extends it; .PSL
		 * shifts the product left 16; .CLO/.CHI take c's low/high half; .CBCC adds
		 * b << 16 to c; .MRG puts b's low half into the result's upper half; .X adds
		 * the carry flag. .CSFU subtracts 2^16 from c for each negative operand
		 * whose cross product in a signed high multiply is non-zero: a16 < 0 with
		 * b's other half non-zero, b16 < 0 with a's other half non-zero (nouveau:
		 * "if both operands to the multiplication are non-zero, subtract 65536 for
		 * each negative operand"; Ryujinx leaves out the non-zero condition, which
		 * the differential harness's smulhi/sdiv on sm_61 shows to be needed). */
		LANES({
			const struct emu_opnd *oa = S(e, 0), *ob = S(e, 1), *oc = S(e, 2);
			uint32_t ra = iv(c, w, oa, lane), rb = iv(c, w, ob, lane), rc = iv(c, w, oc, lane);
			uint32_t a16 = oa->h1 ? ra >> 16 : ra & 0xffff, b16 = ob->h1 ? rb >> 16 : rb & 0xffff;
			int64_t pa = (e->mf & MF_S16A) ? (int16_t)a16 : (int64_t)a16;
			int64_t pb = (e->mf & MF_S16B) ? (int16_t)b16 : (int64_t)b16;
			uint32_t p = (uint32_t)(pa * pb), cc = rc;
			if (e->mf & MF_PSL)
				p <<= 16;
			if (e->mf & MF_CHI)
				cc = rc >> 16;
			else if (e->mf & MF_CLO)
				cc = rc & 0xffff;
			else if (e->mf & MF_CBCC)
				cc = rc + (rb << 16);
			else if (e->mf & MF_CSFU) {
				uint32_t a_other = oa->h1 ? ra & 0xffff : ra >> 16;
				uint32_t b_other = ob->h1 ? rb & 0xffff : rb >> 16;
				cc -= (uint32_t)(pa < 0 && b_other) << 16;
				cc -= (uint32_t)(pb < 0 && a_other) << 16;
			}
			{
				uint64_t s = (uint64_t)p + cc;
				uint32_t r = (uint32_t)s;
				if (e->mf & MF_X)
					s += w->cc >> lane & 1, r = (uint32_t)s;
				if (e->mf & MF_MRG)
					r = (r & 0xffff) | (rb << 16);
				wr(w, d, lane, r);
				if (d->cc)
					set_flags(w, lane, (uint32_t)(s >> 32), r);
			}
		});
		return 0;
	case EOP_LEA:
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane), r;
			uint64_t s;
			uint32_t cin = 0;
			if (e->mf & MF_X)
				cin = e->sm_old ? (w->cc >> lane & 1) : (uint32_t)pv(w, CIN(e, 0), lane);
			if (e->mf & MF_HI) {
				uint32_t hi, sh;
				if (e->mf & MF_SX32) {
					hi = (uint32_t)((int32_t)a >> 31);
					sh = iv(c, w, S(e, 2), lane) & 31;
				} else {
					hi = iv(c, w, S(e, 2), lane);
					sh = iv(c, w, S(e, 3), lane) & 31;
				}
				r = (uint32_t)(((uint64_t)hi << 32 | a) >> (32 - sh));
				s = (uint64_t)r + b + cin;
			} else {
				uint32_t sh = iv(c, w, S(e, 2), lane) & 31;
				s = (uint64_t)(a << sh) + b + cin;
			}
			wr(w, d, lane, (uint32_t)s);
			if (e->ncout)
				wp(w, &e->o[e->rd + 1], lane, (int)(s >> 32 & 1));
			if (d->cc)
				set_flags(w, lane, (uint32_t)(s >> 32), (uint32_t)s);
		});
		return 0;
	case EOP_SHF: {
		/* the count clamps (to 32 for 32-bit types), or wraps with .W (& 31, & 63) */
		int is64 = (e->mf & (MF_U64 | MF_S64)) != 0, sgn = (e->mf & (MF_S32 | MF_S64)) != 0;
		int wrap = gp_sass_has_mod(c->fn->ins[idx].opcode, "W");
		/* sm_5x/6x SHF.L gives the high word of hi:lo << n (`SHF.L.U64 R5, R4, R9, R5`
		 * is a 64-bit shift's upper half), SHF.R the low word of hi:lo >> n */
		int hi = (e->mf & MF_HI) || (e->sm_old && (e->mf & MF_L));
		LANES({
			uint64_t v = (uint64_t)iv(c, w, S(e, 2), lane) << 32 | iv(c, w, S(e, 0), lane);
			uint32_t s = iv(c, w, S(e, 1), lane);
			uint64_t r;
			if (wrap)
				s &= is64 ? 63 : 31;
			else if (s > (is64 ? 64u : 32u))
				s = is64 ? 64 : 32;
			if (e->mf & MF_L)
				r = s >= 64 ? 0 : v << s;
			else if (sgn)
				r = (uint64_t)((int64_t)v >> (s > 63 ? 63 : s));
			else
				r = s >= 64 ? 0 : v >> s;
			wr(w, d, lane, hi ? (uint32_t)(r >> 32) : (uint32_t)r);
		});
		return 0;
	}
	case EOP_SHL: {
		/* .W (sm_5x/6x): the shift count wraps (& 31) instead of clamping */
		uint32_t wrap = gp_sass_has_mod(c->fn->ins[idx].opcode, "W") ? 31u : ~0u;
		LANES({
			uint32_t s = iv(c, w, S(e, 1), lane) & wrap;
			wr(w, d, lane, s >= 32 ? 0 : iv(c, w, S(e, 0), lane) << s);
		});
		return 0;
	}
	case EOP_SHR: {
		uint32_t wrap = gp_sass_has_mod(c->fn->ins[idx].opcode, "W") ? 31u : ~0u;
		LANES({
			uint32_t s = iv(c, w, S(e, 1), lane) & wrap, a = iv(c, w, S(e, 0), lane);
			if (e->mf & MF_U32)
				wr(w, d, lane, s >= 32 ? 0 : a >> s);
			else
				wr(w, d, lane, (uint32_t)((int32_t)a >> (s >= 32 ? 31 : s)));
		});
		return 0;
	}
	case EOP_LOP3:
		LANES({
			uint32_t r = lut3(iv(c, w, S(e, 3), lane), iv(c, w, S(e, 0), lane),
					  iv(c, w, S(e, 1), lane), iv(c, w, S(e, 2), lane));
			wr(w, d, lane, r);
			if (e->npd)
				wp(w, &e->o[0], lane, r != 0);
		});
		return 0;
	case EOP_LOP:
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane);
			uint32_t r = e->sub == 0 ? a & b : e->sub == 1 ? a | b : e->sub == 2 ? a ^ b : b;
			wr(w, d, lane, r);
			if (d->cc)   /* `LOP.XOR RZ.CC, R3, R5`: the sign of a ^ b, carry kept */
				set_flags(w, lane, w->cc >> lane, r);
			if (e->npd)
				wp(w, &e->o[0], lane, (e->mf & MF_Z) ? r == 0 : r != 0);
		});
		return 0;
	case EOP_PLOP3:
		LANES({
			uint32_t a = (uint32_t)pv(w, &e->o[2], lane), b = (uint32_t)pv(w, &e->o[3], lane);
			uint32_t cc = (uint32_t)pv(w, &e->o[4], lane);
			uint32_t l1 = e->nops > 5 ? raw(c, w, &e->o[5], lane) : 0;
			uint32_t l2 = e->nops > 6 ? raw(c, w, &e->o[6], lane) : 0;
			wp(w, &e->o[0], lane, (int)(lut3(l1, 0u - a, 0u - b, 0u - cc) & 1));
			if (e->npd > 1)
				wp(w, &e->o[1], lane, (int)(lut3(l2, 0u - a, 0u - b, 0u - cc) & 1));
		});
		return 0;
	case EOP_PSETP:
		LANES({
			int a = pv(w, &e->o[2], lane), b = pv(w, &e->o[3], lane);
			int cc = e->nops > 4 ? pv(w, &e->o[4], lane) : 1;
			int r = bop(e->sub, a, b);
			wp(w, &e->o[0], lane, bop(e->bop, r, cc));
			if (e->npd > 1)
				wp(w, &e->o[1], lane, bop(e->bop, !r, cc));
		});
		return 0;
	case EOP_PSET:
		/* PSET.bop.bop Rd, Pa, Pb, Pc (sm_5x/6x): all ones (1.0 with .BF) when
		 * (Pa bop Pb) bop Pc holds, else 0 */
		LANES({
			int r = bop(e->bop, bop(e->sub, pv(w, CIN(e, 0), lane), pv(w, CIN(e, 1), lane)),
				    pv(w, CIN(e, 2), lane));
			wr(w, d, lane, strstr(c->fn->ins[idx].opcode, ".BF") ? (r ? 0x3f800000u : 0)
									     : (r ? 0xffffffffu : 0));
		});
		return 0;
	case EOP_CSETP:
		/* CSETP.test.bop Pd, Pq, CC, Pc: the flags' test (e->sub, emu_decode.c's
		 * order) combined with Pc; Pq gets the negated test */
		LANES({
			int cf = w->cc >> lane & 1, sf = w->cc_sign >> lane & 1, zf = w->cc_zero >> lane & 1;
			int t = e->sub == 0 ? 0 : e->sub == 1 ? 1 : e->sub == 2 ? zf : e->sub == 3 ? !zf
			      : e->sub == 4 ? !cf : e->sub == 5 ? cf : e->sub == 6 ? cf && !zf
			      : e->sub == 7 ? !cf || zf : e->sub == 8 ? sf : !sf;
			int pc = pv(w, &e->o[3], lane);
			wp(w, &e->o[0], lane, bop(e->bop, t, pc));
			wp(w, &e->o[1], lane, bop(e->bop, !t, pc));
		});
		return 0;
	case EOP_R2P: {
		/* R2P PR, Ra.Bn, mask: P<i> = bit i of Ra's byte n where mask bit i is set
		 * (P0..P6; bit 7 is PT's slot and writes nothing). NVIDIA's SASS opcode
		 * reference (SPA 5.0, "R2P: Move Register To Predicate/CC Register"); the mask
		 * defaults to 0xff. */
		const struct emu_opnd *a = &e->o[1];
		uint32_t mask = e->nops > 2 ? e->o[2].imm & 0x7f : 0x7f;
		for (int i = 0; i < 7; i++) {
			if (!(mask >> i & 1))
				continue;
			LANES({
				uint32_t v = a->reg == EMU_RZ ? 0 : w->r[a->reg][lane];
				if (v >> (8 * a->byte_sel + i) & 1)
					w->p[i] |= 1u << lane;
				else
					w->p[i] &= ~(1u << lane);
			});
			/* the predicates are as known as the register's byte */
			w->taint[GP_REG_P(i)] = (w->taint[GP_REG_P(i)] & ~exec) |
						(a->reg == EMU_RZ ? 0 : w->taint[a->reg] & exec);
		}
		return 0;
	}
	case EOP_P2R: {
		/* P2R Rd, PR, Ra, mask: Rd = Ra with byte n's bits under mask replaced by P<i>
		 * (same reference: "P2R: Move Predicate Register To Register", .B0 unless the
		 * register says .Bn); P2R Rd, PR is the whole of PR zero-extended */
		const struct emu_opnd *a = e->nops > 2 ? &e->o[2] : NULL;
		uint32_t mask = e->nops > 3 ? e->o[3].imm & 0xff : 0xff;
		unsigned sh = a ? 8u * a->byte_sel : 0;
		for (int i = 0; i < 7; i++)
			if (mask >> i & 1)
				c->xtaint |= w->taint[GP_REG_P(i)] & exec;
		LANES({
			uint32_t pr = 0, v = a && a->reg != EMU_RZ ? w->r[a->reg][lane] : 0;
			for (int i = 0; i < 7; i++)
				pr |= (w->p[i] >> lane & 1) << i;
			v = (v & ~(mask << sh)) | ((pr & mask) << sh);
			wr(w, d, lane, v);
		});
		return 0;
	}
	case EOP_SEL:
		LANES(wr(w, d, lane, pv(w, CIN(e, 0), lane) ? iv(c, w, S(e, 0), lane)
							    : iv(c, w, S(e, 1), lane)));
		return 0;
	case EOP_FSEL:
		LANES(wr(w, d, lane, pv(w, CIN(e, 0), lane) ? f_bits(fv(c, w, S(e, 0), lane))
							    : f_bits(fv(c, w, S(e, 1), lane))));
		return 0;
	case EOP_ISETP: case EOP_FSETP: case EOP_DSETP: {
		uint32_t random = 0;
		double p = c->l->branch_default_p;
		/* lanes whose compare reads data-dependent values are decided by probability */
		for (int k = 0; k < e->ns; k++) {
			const struct emu_opnd *o = S(e, k);
			if (o->kind == OK_R && o->reg != EMU_RZ)
				random |= w->taint[o->reg] |
					  (e->op == EOP_DSETP && o->reg + 1 < EMU_RZ ? w->taint[o->reg + 1] : 0);
			else if (o->kind == OK_UR && o->reg != EMU_URZ)
				random |= w->taint[GP_REG_UR(o->reg)];
			else if (o->kind == OK_C && !emu_cbank_known(c, o->bank))
				random = ~0u;
		}
		random &= exec;
		if (random) {
			for (int k = 0; k < c->l->nbranch; k++)
				if (c->l->branch_pc[k] == e->prob_pc)
					p = c->l->branch_p[k];
			/* p is the chance the deciding branch jumps: of a false predicate for @!P */
			if (e->prob_neg)
				p = 1 - p;
			c->r->pc[idx].random = 1;
		}
		LANES({
			int r;
			if (random >> lane & 1)
				r = (double)(emu_rand(&w->rng) >> 11) * 0x1p-53 < p;
			else if (e->op == EOP_FSETP)
				r = cmp_f(e->cmp, fv(c, w, S(e, 0), lane), fv(c, w, S(e, 1), lane));
			else if (e->op == EOP_DSETP)
				r = cmp_f(e->cmp, dv(c, w, S(e, 0), lane), dv(c, w, S(e, 1), lane));
			else if ((e->mf & MF_X) && e->ncin >= 2) {
				uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane);
				int lo = pv(w, CIN(e, 1), lane);
				if (e->cmp == CMP_EQ)
					r = a == b && lo;
				else if (e->cmp == CMP_NE)
					r = a != b || lo;
				else
					r = a != b ? cmp_i(e->cmp, a, b, (e->mf & MF_U32) != 0) : lo;
			} else if ((e->mf & MF_X) && e->sm_old) {
				/* sm_5x/6x ISETP.X: the high words of a 64-bit compare, the low
				 * words' subtraction in the flags (`IADD RZ.CC, -R2, R11`: carry
				 * when lo_a >= lo_b, zero when equal) */
				uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane);
				int ge = w->cc >> lane & 1, eq = w->cc_zero >> lane & 1;
				if (a != b)
					r = cmp_i(e->cmp, a, b, (e->mf & MF_U32) != 0);
				else
					r = cmp_i(e->cmp, ge ? 1u : 0u, eq ? 1u : ge ? 0u : 1u, 1);
			} else {
				r = cmp_i(e->cmp, iv(c, w, S(e, 0), lane), iv(c, w, S(e, 1), lane),
					  (e->mf & MF_U32) != 0);
			}
			{
				int pc = pv(w, CIN(e, 0), lane);
				if (e->npd > 0)
					wp(w, &e->o[0], lane, bop(e->bop, r, pc));
				if (e->npd > 1)
					wp(w, &e->o[1], lane, bop(e->bop, !r, pc));
			}
		});
		c->decided_lanes = random;
		return 0;
	}
	case EOP_ICMP:
		/* ICMP.cmp[.U32] Rd, Ra, Rb, Rc: Rc compared with 0, Ra when true, else Rb
		 * (`ICMP.GE.U32 R41, RZ, 0x1, R29` is 0 for every R29) */
		LANES(wr(w, d, lane, cmp_i(e->cmp, iv(c, w, S(e, 2), lane), 0, !!(e->mf & MF_U32))
					     ? iv(c, w, S(e, 0), lane) : iv(c, w, S(e, 1), lane)));
		return 0;
	case EOP_I2I: {
		/* I2I.D.S (sm_5x/6x): the source's type (U8..S32) extended, |x| or -x applied,
		 * then the destination's width kept (saturated with .SAT) */
		const char *opc = c->fn->ins[idx].opcode, *p = strchr(opc, '.');
		int bits[2] = { 32, 32 }, sgn[2] = { 1, 1 }, n = 0, sat = strstr(opc, ".SAT") != NULL;
		for (; p && n < 2; p = strchr(p + 1, '.'))
			if ((p[1] == 'S' || p[1] == 'U') && isdigit((unsigned char)p[2])) {
				sgn[n] = p[1] == 'S';
				bits[n++] = atoi(p + 2);
			}
		if (n == 1)
			bits[1] = bits[0], sgn[1] = sgn[0];
		LANES({
			const struct emu_opnd *o = S(e, 0);
			uint32_t r = raw(c, w, o, lane);
			int64_t x = bits[1] >= 32 ? (sgn[1] ? (int64_t)(int32_t)r : (int64_t)r)
				  : sgn[1] ? (int64_t)((int32_t)(r << (32 - bits[1])) >> (32 - bits[1]))
					   : (int64_t)(r & ((1u << bits[1]) - 1));
			int64_t lo = sgn[0] ? -(1LL << (bits[0] - 1)) : 0;
			int64_t hi = sgn[0] ? (1LL << (bits[0] - 1)) - 1 : (1LL << bits[0]) - 1;
			if (o->abs && x < 0)
				x = -x;
			if (o->neg)
				x = -x;
			if (sat)
				x = x < lo ? lo : x > hi ? hi : x;
			r = (uint32_t)x;
			if (bits[0] < 32)
				r = sgn[0] ? (uint32_t)((int32_t)(r << (32 - bits[0])) >> (32 - bits[0]))
					   : r & ((1u << bits[0]) - 1);
			wr(w, d, lane, r);
			if (d->cc)   /* `I2I.S32.S32 RZ.CC, R3`: R3's sign and zero */
				set_flags(w, lane, w->cc >> lane, r);
		});
		return 0;
	}
	case EOP_VMNMX: {
		/* VMNMX.[UD.]Ta.Tb.MIN|MAX[.MX] Rd, Ra, Rb, Rc (sm_5x/6x video min/max): the
		 * first op on a and b (signed unless .U32 names the type), then .MX: the maximum
		 * with c, else the result alone */
		const char *opc = c->fn->ins[idx].opcode;
		int is_min = strstr(opc, ".MIN") != NULL, mx = strstr(opc, ".MX") != NULL;
		int is_u = strstr(opc, ".U32") != NULL;
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane), r;
			int lt = is_u ? a < b : (int32_t)a < (int32_t)b;
			r = is_min ? (lt ? a : b) : (lt ? b : a);
			if (mx) {
				uint32_t cc = iv(c, w, S(e, 2), lane);
				int rlt = is_u ? r < cc : (int32_t)r < (int32_t)cc;
				r = rlt ? cc : r;
			}
			wr(w, d, lane, r);
		});
		return 0;
	}
	case EOP_ISET:
		/* ISET.LT.AND Rd, Ra, Rb, Pc (sm_5x/6x): all ones (1.0 with .BF) when the compare
		 * combined with Pc holds, else 0 */
		LANES({
			int r = bop(e->bop, cmp_i(e->cmp, iv(c, w, S(e, 0), lane), iv(c, w, S(e, 1), lane),
						  (e->mf & MF_U32) != 0), pv(w, CIN(e, 0), lane));
			wr(w, d, lane, strstr(c->fn->ins[idx].opcode, ".BF") ? (r ? 0x3f800000u : 0)
									     : (r ? 0xffffffffu : 0));
		});
		return 0;
	case EOP_FSET:
		LANES({
			int r = bop(e->bop, cmp_f(e->cmp, fv(c, w, S(e, 0), lane), fv(c, w, S(e, 1), lane)),
				    pv(w, CIN(e, 0), lane));
			wr(w, d, lane, strstr(c->fn->ins[idx].opcode, ".BF") ? (r ? 0x3f800000u : 0)
									     : (r ? 0xffffffffu : 0));
		});
		return 0;
	case EOP_PRMT:
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), sel = iv(c, w, S(e, 1), lane);
			uint32_t b = iv(c, w, S(e, 2), lane), r = 0;
			uint64_t bytes = (uint64_t)b << 32 | a;
			for (int k = 0; k < 4; k++) {
				uint32_t n = sel >> (4 * k) & 0xf, by = (uint32_t)(bytes >> (8 * (n & 7))) & 0xff;
				if (n & 8)
					by = (by & 0x80) ? 0xff : 0;
				r |= by << (8 * k);
			}
			wr(w, d, lane, r);
		});
		return 0;
	case EOP_SGXT:
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), n = iv(c, w, S(e, 1), lane), r = a;
			if (n == 0)
				r = 0;
			else if (n < 32)
				r = (e->mf & MF_U32) ? a & ((1u << n) - 1)
						     : (uint32_t)((int32_t)(a << (32 - n)) >> (32 - n));
			wr(w, d, lane, r);
		});
		return 0;
	case EOP_BFE: {
		/* .BREV: the source bit-reversed first (BFE.U32.BREV Rd, Ra, 0x2000 is brev) */
		int rev = gp_sass_has_mod(c->fn->ins[idx].opcode, "BREV");
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane);
			if (rev)
				a = bit_reverse(a);
			uint32_t pos = b & 0xff, len = b >> 8 & 0xff, r;
			if (len == 0 || pos >= 32)
				r = 0;
			else {
				if (pos + len > 32)
					len = 32 - pos;
				r = (a >> pos) & (len == 32 ? 0xffffffffu : (1u << len) - 1);
				if (!(e->mf & MF_U32) && len < 32 && (r >> (len - 1) & 1))
					r |= ~((1u << len) - 1);
			}
			wr(w, d, lane, r);
		});
		return 0;
	}
	case EOP_BFI:
		/* BFI Rd, Ra, Rb, Rc (sm_5x/6x, PTX bfi): Rc with bits [pos, pos + len) from
		 * a's low bits, pos = b[7:0] and len = b[15:8]; len 0 or pos >= 32 leaves Rc,
		 * a field past bit 31 is cut there */
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane);
			uint32_t r = iv(c, w, S(e, 2), lane), pos = b & 0xff, len = b >> 8 & 0xff;
			if (len && pos < 32) {
				uint32_t m;
				if (pos + len > 32)
					len = 32 - pos;
				m = (len == 32 ? 0xffffffffu : (1u << len) - 1) << pos;
				r = (r & ~m) | (a << pos & m);
			}
			wr(w, d, lane, r);
		});
		return 0;
	case EOP_IABS:
		LANES({
			int32_t a = (int32_t)iv(c, w, S(e, 0), lane);
			wr(w, d, lane, a < 0 ? 0u - (uint32_t)a : (uint32_t)a);
		});
		return 0;
	case EOP_IMNMX:
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), b = iv(c, w, S(e, 1), lane);
			int lt = (e->mf & MF_U32) ? a < b : (int32_t)a < (int32_t)b;
			int mn = pv(w, CIN(e, 0), lane);
			wr(w, d, lane, mn ? (lt ? a : b) : (lt ? b : a));
		});
		return 0;
	case EOP_POPC:
		LANES(wr(w, d, lane, (uint32_t)__builtin_popcount(iv(c, w, S(e, 0), lane))));
		return 0;
	case EOP_FLO:
		LANES({
			uint32_t a = iv(c, w, S(e, 0), lane), r;
			if (!(e->mf & MF_U32) && (int32_t)a < 0)
				a = ~a;
			r = a ? 31u - (uint32_t)__builtin_clz(a) : 0xffffffffu;
			if ((e->mf & MF_SH) && a)
				r = 31 - r;
			wr(w, d, lane, r);
		});
		return 0;
	case EOP_BREV:
		LANES(wr(w, d, lane, bit_reverse(iv(c, w, S(e, 0), lane))));
		return 0;
	case EOP_FADD: case EOP_FMUL: case EOP_FFMA: {
		uint32_t a[W], b[W], cc[W], r[W];
		gather(c, w, S(e, 0), 1, 1, a);
		gather(c, w, S(e, 1), 1, 1, b);
		if (e->op == EOP_FFMA) {
			gather(c, w, S(e, 2), 1, 1, cc);
			for (int l = 0; l < W; l++)
				r[l] = f_bits(fmaf(bits_f(a[l]), bits_f(b[l]), bits_f(cc[l])));
		} else if (e->op == EOP_FADD) {
			for (int l = 0; l < W; l++)
				r[l] = f_bits(bits_f(a[l]) + bits_f(b[l]));
		} else {
			for (int l = 0; l < W; l++)
				r[l] = f_bits(bits_f(a[l]) * bits_f(b[l]));
		}
		scatter(w, d, exec, r);
		return 0;
	}
	case EOP_FMNMX:
		LANES({
			float a = fv(c, w, S(e, 0), lane), b = fv(c, w, S(e, 1), lane);
			wr(w, d, lane, f_bits(pv(w, CIN(e, 0), lane) ? fminf(a, b) : fmaxf(a, b)));
		});
		return 0;
	case EOP_DADD:
		LANES(wr64(w, d, lane, d_bits(dv(c, w, S(e, 0), lane) + dv(c, w, S(e, 1), lane))));
		return 0;
	case EOP_DMUL:
		LANES(wr64(w, d, lane, d_bits(dv(c, w, S(e, 0), lane) * dv(c, w, S(e, 1), lane))));
		return 0;
	case EOP_DFMA:
		LANES(wr64(w, d, lane, d_bits(fma(dv(c, w, S(e, 0), lane), dv(c, w, S(e, 1), lane),
						  dv(c, w, S(e, 2), lane)))));
		return 0;
	case EOP_I2F:
		LANES({
			const struct emu_opnd *o = S(e, 0);
			uint64_t v = (e->mf & MF_SRC64) ? iv64(c, w, o, lane)
			   : (e->mf & MF_SRCU) ? (uint64_t)iv(c, w, o, lane)
					       : (uint64_t)(int64_t)(int32_t)iv(c, w, o, lane);
			int sgn = !(e->mf & MF_SRCU);
			if (e->mf & MF_DST64)
				wr64(w, d, lane, d_bits(int_to_double(v, sgn, e->rnd)));
			else
				wr(w, d, lane, f_bits(int_to_float(v, sgn, e->rnd)));
		});
		return 0;
	case EOP_F2I: {
		/* .FTZ flushes a denormal source to zero first */
		int ftz_in = gp_sass_has_mod(c->fn->ins[idx].opcode, "FTZ");
		LANES({
			double x = (e->mf & MF_SRC64) ? dv(c, w, S(e, 0), lane)
			       : ftz_in ? ftz(fv(c, w, S(e, 0), lane)) : fv(c, w, S(e, 0), lane);
			int mode = (e->mf & MF_TRUNC) ? RND_RZ : (e->mf & MF_FLOOR) ? RND_RM :
				   (e->mf & MF_CEIL) ? RND_RP : e->rnd;
			x = round_int(x, mode);
			/* NaN converts to 0 (PTX ISA, cvt: "NaN is converted to 0"), out-of-range
			 * values saturate */
			if (isnan(x))
				x = 0;
			if (e->mf & MF_DST64) {
				if (e->mf & MF_DSTU)
					wr64(w, d, lane, x <= 0 ? 0 : x >= 0x1p64 ? UINT64_MAX : (uint64_t)x);
				else
					wr64(w, d, lane, (uint64_t)(x <= -0x1p63 ? INT64_MIN : x >= 0x1p63
								    ? INT64_MAX : (int64_t)x));
			} else if (e->mf & MF_DSTU) {
				wr(w, d, lane, x <= 0 ? 0 : x >= 0x1p32 ? UINT32_MAX : (uint32_t)x);
			} else {
				wr(w, d, lane, (uint32_t)(x <= -0x1p31 ? INT32_MIN : x >= 0x1p31 ? INT32_MAX
											 : (int32_t)x));
			}
		});
		return 0;
	}
	case EOP_F2F:
		LANES({
			double x = (e->mf & MF_SRC64) ? dv(c, w, S(e, 0), lane) : fv(c, w, S(e, 0), lane);
			/* .TRUNC/.FLOOR/.CEIL/.ROUND: to an integral value; .RZ/.RM/.RP: the
			 * precision conversion's rounding */
			if (e->mf & MF_TRUNC)
				x = trunc(x);
			else if (e->mf & MF_FLOOR)
				x = floor(x);
			else if (e->mf & MF_CEIL)
				x = ceil(x);
			else if (strstr(c->fn->ins[idx].opcode, ".ROUND"))
				x = nearbyint(x);
			if (e->mf & MF_DST64)
				wr64(w, d, lane, d_bits(x));
			else
				wr(w, d, lane, f_bits(double_to_float(x, e->rnd)));
		});
		return 0;
	case EOP_MUFU:
		LANES({
			/* MUFU flushes denormal inputs and results to zero */
			float x = ftz(fv(c, w, S(e, 0), lane)), r;
			switch (e->sub) {
			case 0: r = cosf(x); break;
			case 1: r = sinf(x); break;
			case 2: r = exp2f(x); break;
			case 3: r = log2f(x); break;
			case 4: r = 1.0f / x; break;
			case 5: r = 1.0f / sqrtf(x); break;
			case 6: r = sqrtf(x); break;
			case 9: r = tanhf(x); break;
			default: {
				/* RCP64H/RSQ64H: the upper word of the double reciprocal */
				double dx = bits_d((uint64_t)raw(c, w, S(e, 0), lane) << 32);
				double dr = e->sub == 7 ? 1.0 / dx : 1.0 / sqrt(dx);
				wr(w, d, lane, (uint32_t)(d_bits(dr) >> 32));
				continue;
			}
			}
			wr(w, d, lane, f_bits(ftz(r)));
		});
		return 0;
	case EOP_FCHK:
		/* the division needs no slow path (inputs are normal numbers) */
		LANES(wp(w, &e->o[0], lane, 0));
		return 0;
	case EOP_HFMA2: {
		/* only what compilers use it for: materialising constants (a or b zero) */
		const struct emu_opnd *a = S(e, 0), *b = S(e, 1);
		int zero = (a->kind == OK_R && a->reg == EMU_RZ) || (b->kind == OK_R && b->reg == EMU_RZ);
		if (!zero) {
			c->xtaint = exec;
			LANES(wr(w, d, lane, 0));
			return 0;
		}
		LANES({
			uint32_t r;
			if (e->ns >= 4 && S(e, 2)->kind == OK_IMM && S(e, 3)->kind == OK_IMM)
				r = (uint32_t)f2h((float)S(e, 2)->fimm) << 16 | f2h((float)S(e, 3)->fimm);
			else
				r = iv(c, w, S(e, 2), lane);
			wr(w, d, lane, r);
		});
		return 0;
	}
	case EOP_SHFL: {
		uint32_t src[W];
		const struct emu_opnd *a = S(e, 0);
		for (int lane = 0; lane < W; lane++)
			src[lane] = iv(c, w, a, lane);
		LANES({
			uint32_t bval = iv(c, w, S(e, 1), lane) & 31, cv = iv(c, w, S(e, 2), lane);
			uint32_t clamp = cv & 31, seg = cv >> 8 & 31;
			uint32_t maxl = ((uint32_t)lane & seg) | (clamp & ~seg), minl = (uint32_t)lane & seg;
			int32_t j;
			int ok;
			switch (e->sub) {
			case 1: j = lane - (int32_t)bval; ok = j >= (int32_t)maxl; break;
			case 2: j = lane + (int32_t)bval; ok = j <= (int32_t)maxl; break;
			case 3: j = lane ^ (int32_t)bval; ok = j <= (int32_t)maxl; break;
			default: j = (int32_t)(minl | (bval & ~seg)); ok = j <= (int32_t)maxl; break;
			}
			if (!ok || j < 0 || j >= W)
				j = lane;
			wr(w, d, lane, src[j]);
			if (e->npd)
				wp(w, &e->o[0], lane, ok);
		});
		return 0;
	}
	case EOP_VOTE: {
		/* VOTE.ANY R0, PT, P0 / VOTE.ALL P1, P0 / VOTEU.ANY UR4, UPT, PT */
		const struct emu_opnd *src = &e->o[e->nops - 1], *rdst = NULL, *pdst = NULL;
		uint32_t ballot = 0;
		int all, any;
		for (int k = 0; k + 1 < e->nops; k++) {
			if ((e->o[k].kind == OK_R || e->o[k].kind == OK_UR) && !rdst)
				rdst = &e->o[k];
			else if ((e->o[k].kind == OK_P || e->o[k].kind == OK_UP) && !pdst)
				pdst = &e->o[k];
		}
		for (int lane = 0; lane < W; lane++)
			if ((exec >> lane & 1) && pv(w, src, lane))
				ballot |= 1u << lane;
		all = ballot == exec;
		any = ballot != 0;
		for (int lane = 0; lane < W; lane++) {
			if (!(exec >> lane & 1))
				continue;
			if (rdst)
				wr(w, rdst, lane, ballot);
			if (pdst)
				wp(w, pdst, lane, e->sub == 1 ? all : any);
		}
		return 0;
	}
	case EOP_LDC: {
		int words = e->width >= 8 ? e->width / 4 : 1;
		const struct emu_opnd *o = S(e, 0);
		uint64_t addr[W];
		if (o->kind != OK_C)
			return emu_fail(c, idx, "constant load without a c[bank][offset] operand");
		if (!emu_cbank_known(c, o->bank))
			c->xtaint = exec;
		LANES({
			struct emu_opnd t = *o;
			for (int k = 0; k < words; k++)
				wr_reg(w, d, k, lane, cbank_read(c, w, &t, lane, k));
			if (e->width < 4) {
				uint32_t v = cbank_read(c, w, &t, lane, 0);
				wr(w, d, lane, e->width == 1 ? (v & 0xff) : (v & 0xffff));
			}
			addr[lane] = (uint64_t)(o->off + (o->reg >= 0 ? (int64_t)(o->reg_is_ur ?
					w->ur[o->reg] : w->r[o->reg][lane]) : 0));
		});
		if (!e->uniform)
			return emu_mem_account(c, w, idx, addr, exec);
		return 0;
	}
	case EOP_LD: case EOP_ST: case EOP_ATOM: case EOP_RED: {
		int rc = exec_mem(c, w, idx, exec, &taint);
		c->xtaint |= taint;
		return rc;
	}
	case EOP_LDGSTS:
		return exec_ldgsts(c, w, idx, exec);
	case EOP_LDSM: {
		int rc = exec_ldsm(c, w, idx, exec, &taint);
		c->xtaint |= taint;
		return rc;
	}
	case EOP_VALUE_UNKNOWN:
		c->xtaint = exec;
		return 0;
	default:
		return emu_fail(c, idx, "instruction not emulated here");
	}
}
