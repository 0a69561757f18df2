/* emu_decode.c - SASS operands for the emulator: registers (R, UR, P, UP) with .reuse, .64,
 * .H1, .CC and -, |x|, ~, ! modifiers; integer, hex and float immediates; constant-bank
 * references c[bank][offset] (register-indexed too); memory addresses [R2.64+UR4+0x10],
 * [R7.X4], desc[UR4][...]; special registers; branch targets. Decoded once per function. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"

/* ==== Opcode families ==== */

static const struct {
	const char *base;
	uint8_t op;
} families[] = {
	{ "NOP", EOP_NOP }, { "MOV", EOP_MOV }, { "MOV32I", EOP_MOV }, { "UMOV", EOP_MOV },
	{ "S2R", EOP_S2R }, { "S2UR", EOP_S2R }, { "CS2R", EOP_CS2R }, { "IMAD", EOP_IMAD },
	{ "UIMAD", EOP_IMAD }, { "IMUL", EOP_IMUL }, { "IMUL32I", EOP_IMUL }, { "IADD3", EOP_IADD3 },
	{ "UIADD3", EOP_IADD3 }, { "IADD", EOP_IADD }, { "IADD32I", EOP_IADD }, { "ISUB", EOP_IADD },
	{ "ISCADD", EOP_ISCADD }, { "ISCADD32I", EOP_ISCADD }, { "XMAD", EOP_XMAD },
	{ "LEA", EOP_LEA }, { "ULEA", EOP_LEA }, { "SHF", EOP_SHF }, { "USHF", EOP_SHF },
	{ "SHL", EOP_SHL }, { "SHR", EOP_SHR }, { "LOP3", EOP_LOP3 }, { "ULOP3", EOP_LOP3 },
	{ "LOP", EOP_LOP }, { "LOP32I", EOP_LOP }, { "PLOP3", EOP_PLOP3 }, { "UPLOP3", EOP_PLOP3 },
	{ "PSETP", EOP_PSETP }, { "PSET", EOP_PSET }, { "CSETP", EOP_CSETP },
	{ "SEL", EOP_SEL }, { "USEL", EOP_SEL }, { "ISETP", EOP_ISETP },
	{ "UISETP", EOP_ISETP }, { "FSETP", EOP_FSETP }, { "DSETP", EOP_DSETP },
	{ "PRMT", EOP_PRMT }, { "UPRMT", EOP_PRMT }, { "SGXT", EOP_SGXT }, { "USGXT", EOP_SGXT },
	{ "BFE", EOP_BFE }, { "BFI", EOP_BFI }, { "IABS", EOP_IABS }, { "IMNMX", EOP_IMNMX },
	{ "POPC", EOP_POPC },
	{ "UPOPC", EOP_POPC }, { "FLO", EOP_FLO }, { "UFLO", EOP_FLO }, { "BREV", EOP_BREV },
	{ "UBREV", EOP_BREV }, { "FADD", EOP_FADD }, { "FADD32I", EOP_FADD }, { "FMUL", EOP_FMUL },
	{ "FMUL32I", EOP_FMUL }, { "FFMA", EOP_FFMA }, { "FFMA32I", EOP_FFMA },
	{ "FMNMX", EOP_FMNMX }, { "FSEL", EOP_FSEL }, { "FSET", EOP_FSET }, { "ISET", EOP_ISET }, { "I2I", EOP_I2I }, { "I2FP", EOP_I2F },
	{ "VMNMX", EOP_VMNMX }, { "I2F", EOP_I2F },
	{ "F2I", EOP_F2I }, { "F2F", EOP_F2F }, { "MUFU", EOP_MUFU }, { "FCHK", EOP_FCHK },
	{ "DADD", EOP_DADD }, { "DMUL", EOP_DMUL }, { "DFMA", EOP_DFMA }, { "HFMA2", EOP_HFMA2 },
	{ "SHFL", EOP_SHFL }, { "VOTE", EOP_VOTE }, { "VOTEU", EOP_VOTE }, { "P2R", EOP_P2R },
	{ "R2P", EOP_R2P }, { "ICMP", EOP_ICMP }, { "ULDC", EOP_LDC }, { "LDC", EOP_LDC },
	{ "LDG", EOP_LD }, { "LD", EOP_LD }, { "LDS", EOP_LD }, { "LDL", EOP_LD },
	{ "STG", EOP_ST }, { "ST", EOP_ST }, { "STS", EOP_ST }, { "STL", EOP_ST },
	{ "ATOM", EOP_ATOM }, { "ATOMG", EOP_ATOM }, { "ATOMS", EOP_ATOM }, { "RED", EOP_RED },
	{ "REDG", EOP_RED }, { "BRA", EOP_BRA }, { "BRX", EOP_BRX }, { "JMX", EOP_BRX },
	{ "CALL", EOP_CALL }, { "CAL", EOP_CALL }, { "JCAL", EOP_CALL }, { "RET", EOP_RET }, { "EXIT", EOP_EXIT },
	{ "KILL", EOP_KILL }, { "SSY", EOP_SSY }, { "SYNC", EOP_SYNC }, { "PBK", EOP_PBK },
	{ "BRK", EOP_BRK }, { "PCNT", EOP_PCNT }, { "CONT", EOP_CONT }, { "BAR", EOP_BAR },
	/* no effect on values, addresses or control flow the emulator follows */
	{ "BSSY", EOP_NOP }, { "BSYNC", EOP_NOP }, { "BREAK", EOP_NOP }, { "WARPSYNC", EOP_NOP }, { "BMOV", EOP_NOP },
	{ "MEMBAR", EOP_NOP }, { "DEPBAR", EOP_NOP }, { "ERRBAR", EOP_NOP }, { "CCTL", EOP_NOP },
	{ "FENCE", EOP_NOP }, { "YIELD", EOP_NOP }, { "TEXDEPBAR", EOP_NOP }, { "NANOSLEEP", EOP_NOP },
	{ "BPT", EOP_UNSUPPORTED }, { "PMTRIG", EOP_NOP }, { "CCTLL", EOP_NOP },
	{ "RRO", EOP_MOV }, { "FSWZADD", EOP_VALUE_UNKNOWN },
	{ "LDGSTS", EOP_LDGSTS }, { "LDGDEPBAR", EOP_NOP }, { "LDSM", EOP_LDSM },
	{ "R2UR", EOP_MOV },
};

/* Opcodes whose values the emulator does not compute (their results are data-dependent):
 * half/tensor math, MUFU variants without a C equivalent, texture reads. */
static const char *const value_unknown[] = {
	"HADD2", "HMUL2", "HSETP2", "HSET2", "HMNMX2", "HMMA", "IMMA", "BMMA", "DMMA", "HGMMA",
	"DMNMX", "DSET", "F2FP", "F2IP", "IDP", "IDP4A", "VABSDIFF", "VABSDIFF4", "TEX",
	"TLD", "TLD4", "TXQ", "SULD", "SUST", "REDUX", "MATCH", "FRND", "IPA",
};

static int starts(const char *s, const char *p)
{
	return strncmp(s, p, strlen(p)) == 0;
}

/* ==== Operands ==== */

static const char *skip(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* A register name at s ("R12", "RZ", "UR4", "URZ", "P3", "PT", "UP1", "UPT"): kind and number,
 * returns characters used or 0. */
static int reg_at(const char *s, uint8_t *kind, int16_t *num)
{
	int u = 0, n = 0, i;
	if (s[0] == 'U' && (s[1] == 'R' || s[1] == 'P'))
		u = 1;
	i = u;
	if (s[i] == 'R') {
		if (s[i + 1] == 'Z' && !isalnum((unsigned char)s[i + 2])) {
			*kind = u ? OK_UR : OK_R;
			*num = u ? EMU_URZ : EMU_RZ;
			return i + 2;
		}
		if (!isdigit((unsigned char)s[i + 1]))
			return 0;
		for (i++; isdigit((unsigned char)s[i]); i++)
			n = n * 10 + (s[i] - '0');
		if (isalpha((unsigned char)s[i]) || n > (u ? 62 : 254))
			return 0;
		*kind = u ? OK_UR : OK_R;
		*num = (int16_t)n;
		return i;
	}
	if (s[i] == 'P') {
		if (s[i + 1] == 'T' && !isalnum((unsigned char)s[i + 2])) {
			*kind = u ? OK_UP : OK_P;
			*num = EMU_PT;
			return i + 2;
		}
		if (s[i + 1] >= '0' && s[i + 1] <= '6' && !isalnum((unsigned char)s[i + 2])) {
			*kind = u ? OK_UP : OK_P;
			*num = (int16_t)(s[i + 1] - '0');
			return i + 2;
		}
	}
	return 0;
}

/* Suffixes after a register: .reuse .64 .H0 .H1 .CC .X4 .U32 (skipped) */
static const char *reg_suffixes(const char *s, struct emu_opnd *o)
{
	while (*s == '.') {
		const char *e = s + 1;
		while (isalnum((unsigned char)*e) || *e == '_')
			e++;
		if (e - s == 3 && strncmp(s, ".64", 3) == 0)
			o->is64 = 1;
		else if (e - s == 3 && strncmp(s, ".H1", 3) == 0)
			o->h1 = 1;
		else if (e - s == 3 && strncmp(s, ".CC", 3) == 0)
			o->cc = 1;
		else if (s[1] == 'X' && isdigit((unsigned char)s[2]))
			o->scale = (uint8_t)atoi(s + 2);
		else if (e - s == 3 && s[1] == 'B' && s[2] >= '0' && s[2] <= '3')
			o->byte_sel = (uint8_t)(s[2] - '0');
		s = e;
	}
	return s;
}

static int parse_num(const char *s, long long *v, const char **end)
{
	char *e;
	int neg = 0;
	if (*s == '-') {
		neg = 1;
		s++;
	} else if (*s == '+') {
		s++;
	}
	if (!isdigit((unsigned char)*s))
		return -1;
	*v = (long long)strtoull(s, &e, 0);
	if (neg)
		*v = -*v;
	*end = e;
	return 0;
}

/* "[R2.64+UR4+0x10]", "[R7.X4+-0x4]", "[0x10]" into o (kind OK_MEM). */
static int parse_addr(const char *s, struct emu_opnd *o)
{
	o->kind = OK_MEM;
	o->reg = -1;
	o->ureg = -1;
	s = skip(s + 1);
	while (*s && *s != ']') {
		uint8_t k;
		int16_t num;
		int n;
		s = skip(s);
		if (*s == '+') {
			s = skip(s + 1);
			continue;
		}
		if ((n = reg_at(s, &k, &num)) > 0 && (k == OK_R || k == OK_UR)) {
			struct emu_opnd tmp;
			memset(&tmp, 0, sizeof(tmp));
			s = reg_suffixes(s + n, &tmp);
			if (k == OK_UR && o->reg >= 0 && o->ureg < 0) {
				o->ureg = num;
			} else if (o->reg < 0) {
				o->reg = num;
				o->reg_is_ur = k == OK_UR;
				o->is64 = tmp.is64;
				o->scale = tmp.scale;
			} else if (k == OK_UR && o->ureg < 0) {
				o->ureg = num;
			} else {
				return -1;
			}
			continue;
		}
		{
			long long v;
			const char *e;
			if (parse_num(s, &v, &e) < 0)
				return -1;
			o->off += (int32_t)v;
			s = e;
		}
	}
	return *s == ']' ? 0 : -1;
}

static const struct { const char *name; uint8_t sr; } sregs[] = {
	{ "SR_TID.X", SR_TID_X }, { "SR_TID.Y", SR_TID_Y }, { "SR_TID.Z", SR_TID_Z },
	{ "SR_CTAID.X", SR_CTAID_X }, { "SR_CTAID.Y", SR_CTAID_Y }, { "SR_CTAID.Z", SR_CTAID_Z },
	{ "SR_LANEID", SR_LANEID }, { "SR_NTID.X", SR_NTID_X }, { "SR_NTID.Y", SR_NTID_Y },
	{ "SR_NTID.Z", SR_NTID_Z }, { "SR_NCTAID.X", SR_NCTAID_X }, { "SR_NCTAID.Y", SR_NCTAID_Y },
	{ "SR_NCTAID.Z", SR_NCTAID_Z }, { "SR_WARPID", SR_WARPID }, { "SR_EQMASK", SR_EQMASK },
	{ "SR_LTMASK", SR_LTMASK }, { "SR_LEMASK", SR_LEMASK }, { "SR_GTMASK", SR_GTMASK },
	{ "SR_GEMASK", SR_GEMASK }, { "SR_CLOCKLO", SR_CLOCK }, { "SR_CLOCKHI", SR_CLOCK },
	{ "SR_CLOCK", SR_CLOCK }, { "SR_GLOBALTIMERLO", SR_CLOCK }, { "SR_GLOBALTIMERHI", SR_CLOCK },
	{ "SR_VIRTUALSMID", SR_SMID }, { "SR_SMID", SR_SMID }, { "SRZ", SR_ZERO },
};

/* The low 32 bits of a decimal immediate's integer part, two's complement: what a cast
 * through int64_t gives in its range, computed with fmod (exact) so that a value past
 * 64 bits ("1.84467e+19" of an FP32 operand) or not finite converts without undefined
 * behaviour. An FP operand reads fimm, not these bits. */
static uint32_t imm_low32(double v)
{
	double m;
	if (!isfinite(v))
		return 0;
	m = fmod(trunc(v), 4294967296.0);
	if (m < 0)
		m += 4294967296.0;
	return (uint32_t)m;
}

/* One operand's text (already split at top-level commas). Returns 0 or -1. */
static int parse_operand(const char *t, struct emu_opnd *o)
{
	uint8_t k;
	int16_t num;
	int n;
	memset(o, 0, sizeof(*o));
	o->reg = -1;
	o->ureg = -1;
	t = skip(t);
	for (;;) {
		if (*t == '-' && !isdigit((unsigned char)t[1]) && t[1] != '.') {
			o->neg = 1;
			t++;
		} else if (*t == '|') {
			o->abs = 1;
			t++;
		} else if (*t == '~' || *t == '!') {
			o->inv = 1;
			t++;
		} else {
			break;
		}
	}
	if (*t == '`') {
		o->kind = OK_TARGET;
		return 0;
	}
	if (strchr(t, '@')) {
		o->kind = OK_RELOC;
		return 0;
	}
	if (starts(t, "desc[")) {
		const char *e = strchr(t, ']');
		if (!e || e[1] != '[')
			return -1;
		return parse_addr(e + 1, o);
	}
	if (*t == '[')
		return parse_addr(t, o);
	if (t[0] == 'c' && (t[1] == '[' || (t[1] == ' ' && t[2] == '['))) {
		long long bank;
		const char *e, *p = strchr(t, '[') + 1;
		if (parse_num(p, &bank, &e) < 0 || *e != ']' || bank < 0 || bank > 17)
			return -1;
		o->kind = OK_C;
		o->bank = (uint8_t)bank;
		p = skip(e + 1);
		if (*p != '[')
			return -1;
		p = skip(p + 1);
		while (*p && *p != ']') {
			long long v;
			p = skip(p);
			if (*p == '+') {
				p++;
				continue;
			}
			if ((n = reg_at(p, &k, &num)) > 0 && (k == OK_R || k == OK_UR)) {
				struct emu_opnd tmp;
				memset(&tmp, 0, sizeof(tmp));
				p = reg_suffixes(p + n, &tmp);
				o->reg = num;
				o->reg_is_ur = k == OK_UR;
				continue;
			}
			if (parse_num(p, &v, &e) < 0)
				return -1;
			o->off += (int32_t)v;
			p = e;
		}
		if (*p != ']')
			return -1;
		reg_suffixes(p + 1, o);
		return 0;
	}
	if ((n = reg_at(t, &k, &num)) > 0) {
		o->kind = k;
		o->reg = num;
		t = reg_suffixes(t + n, o);
		/* |R8|.reuse: the operand-reuse flag follows the closing bar */
		if (o->abs && *t == '|')
			t = reg_suffixes(t + 1, o);
		return *skip(t) ? -1 : 0;
	}
	if (t[0] == 'P' && t[1] == 'R' && !isalnum((unsigned char)t[2])) {
		o->kind = OK_PR;
		return *skip(t + 2) ? -1 : 0;
	}
	if (t[0] == 'B' && isdigit((unsigned char)t[1])) {
		o->kind = OK_B;
		o->reg = (int16_t)atoi(t + 1);
		return 0;
	}
	if (starts(t, "SR")) {
		for (size_t i = 0; i < sizeof(sregs) / sizeof(sregs[0]); i++)
			if (strcmp(t, sregs[i].name) == 0) {
				o->kind = OK_SR;
				o->imm = sregs[i].sr;
				return 0;
			}
		o->kind = OK_SR;
		o->imm = SR_OTHER;
		return 0;
	}
	/* immediates: 0x1f, -0x4, 3, 2.5e-07, +INF, -QNAN */
	{
		const char *s = t;
		int neg = 0;
		char *e;
		if (*s == '-' || *s == '+')
			neg = *s++ == '-';
		if (starts(s, "INF") || starts(s, "QNAN") || starts(s, "NAN")) {
			o->kind = OK_IMM;
			o->has_fimm = 1;
			o->fimm = s[0] == 'I' ? (neg ? -HUGE_VAL : HUGE_VAL) : NAN;
			o->imm = 0;
			return 0;
		}
		if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
			unsigned long long v = strtoull(s, &e, 16);
			if (*skip(e))
				return -1;
			o->kind = OK_IMM;
			o->imm = (uint32_t)(neg ? (uint32_t)-(int64_t)v : (uint32_t)v);
			return 0;
		}
		if (isdigit((unsigned char)*s) || *s == '.') {
			double v = strtod(s, &e);
			if (*skip(e))
				return -1;
			o->kind = OK_IMM;
			o->has_fimm = 1;
			o->fimm = neg ? -v : v;
			o->imm = imm_low32(neg ? -v : v);
			return 0;
		}
	}
	return -1;
}

/* Split the operand text at top-level commas. Returns count or -1. */
static int split_ops(const char *s, char out[][160], int max)
{
	int n = 0, depth = 0;
	const char *start = s;
	for (const char *c = s;; c++) {
		if (*c == '[' || *c == '(')
			depth++;
		else if (*c == ']' || *c == ')')
			depth--;
		if ((*c == ',' && depth == 0) || *c == '\0') {
			const char *a = skip(start), *b = c;
			while (b > a && (b[-1] == ' ' || b[-1] == '\t'))
				b--;
			if (b > a) {
				if (n >= max)
					return -1;
				snprintf(out[n++], 160, "%.*s", (int)(b - a), a);
			}
			if (!*c)
				break;
			start = c + 1;
		}
	}
	return n;
}

/* ==== Modifiers ==== */

#define has_mod gp_sass_has_mod

static const char *const cmp_names[] = { "F", "LT", "EQ", "LE", "GT", "NE", "GE", "NUM", "NAN",
					 "LTU", "EQU", "LEU", "GTU", "NEU", "GEU", "T" };

static void decode_mods(const char *opc, struct emu_ins *e)
{
	static const struct { const char *m; uint32_t f; } mods[] = {
		{ "WIDE", MF_WIDE }, { "U32", MF_U32 }, { "HI", MF_HI }, { "X", MF_X },
		{ "EX", MF_X },   /* ISETP.GT.AND.EX (sm_7x+): the high half of a 64-bit compare */
		{ "L", MF_L },
		{ "R", MF_R }, { "MRG", MF_MRG }, { "PSL", MF_PSL }, { "CBCC", MF_CBCC },
		{ "CHI", MF_CHI }, { "CLO", MF_CLO }, { "CSFU", MF_CSFU }, { "SX32", MF_SX32 }, { "U64", MF_U64 },
		{ "S64", MF_S64 }, { "S32", MF_S32 }, { "E", MF_E }, { "NZ", MF_NZ }, { "Z", MF_Z },
		{ "F64", MF_F64 }, { "F32", MF_FLOAT }, { "TRUNC", MF_TRUNC }, { "FLOOR", MF_FLOOR },
		{ "CEIL", MF_CEIL }, { "DIV", MF_DIV }, { "SH", MF_SH },
	};
	for (size_t i = 0; i < sizeof(mods) / sizeof(mods[0]); i++)
		if (has_mod(opc, mods[i].m))
			e->mf |= mods[i].f;
	for (int i = 0; i < 16; i++)
		if (has_mod(opc, cmp_names[i]) && i != CMP_F && i != CMP_T)
			e->cmp = (uint8_t)i;
	if (has_mod(opc, "T") && e->cmp == 0)
		e->cmp = CMP_T;
	{
		/* the boolean op is the last AND/OR/XOR modifier (ISETP.GE.AND, PSETP.AND.OR) */
		const char *s = opc;
		e->bop = BOP_AND;
		while ((s = strchr(s, '.'))) {
			s++;
			if (starts(s, "AND") && (s[3] == '.' || !s[3]))
				e->bop = BOP_AND;
			else if (starts(s, "OR") && (s[2] == '.' || !s[2]))
				e->bop = BOP_OR;
			else if (starts(s, "XOR") && (s[3] == '.' || !s[3]))
				e->bop = BOP_XOR;
		}
	}
}

/* Conversion types: the first type modifier is the destination, the second the source
 * (I2F.F64.S64, F2I.U32.F64); one type names the integer side. */
static void conv_types(const char *opc, struct emu_ins *e, int i2f)
{
	static const char *const t[] = { "F16", "F32", "F64", "S8", "S16", "S32", "S64", "U8",
					  "U16", "U32", "U64" };
	const char *s = strchr(opc, '.');
	int n = 0;
	char found[2][4] = { "", "" };
	while (s && n < 2) {
		for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
			size_t len = strlen(t[i]);
			if (strncmp(s + 1, t[i], len) == 0 && (s[1 + len] == '.' || !s[1 + len])) {
				snprintf(found[n++], 4, "%s", t[i]);
				break;
			}
		}
		s = strchr(s + 1, '.');
	}
	e->mf &= ~(MF_SRC64 | MF_DST64 | MF_SRCU | MF_DSTU);
	if (n == 1) {
		int is_f = found[0][0] == 'F';
		if ((i2f && !is_f) || (!i2f && is_f)) {
			/* names the source */
			if (strstr(found[0], "64"))
				e->mf |= MF_SRC64;
			if (found[0][0] == 'U')
				e->mf |= MF_SRCU;
		} else {
			if (strstr(found[0], "64"))
				e->mf |= MF_DST64;
			if (found[0][0] == 'U')
				e->mf |= MF_DSTU;
		}
	} else if (n == 2) {
		if (strstr(found[0], "64"))
			e->mf |= MF_DST64;
		if (found[0][0] == 'U')
			e->mf |= MF_DSTU;
		if (strstr(found[1], "64"))
			e->mf |= MF_SRC64;
		if (found[1][0] == 'U')
			e->mf |= MF_SRCU;
	}
}

/* Operand layout: leading predicate destinations, register destination, carry-outs,
 * sources, trailing predicate inputs. */
static void layout(struct emu_ins *e, int setp, int nodst)
{
	int i = 0, n = e->nops, end = n;
	e->rd = 255;
	if (nodst) {
		e->s0 = 0;
		e->ns = (uint8_t)n;
		return;
	}
	while (i < n && i < 2 && (e->o[i].kind == OK_P || e->o[i].kind == OK_UP))
		i++;
	e->npd = (uint8_t)i;
	if (!setp && i < n) {
		int j;
		e->rd = (uint8_t)i++;
		/* predicates between the destination and a source are carry-outs: one, or two
		 * (IADD3 R18, P1, P2, R244, R18, R216: a three-way 64-bit add's low half) */
		for (j = i; j < n && (e->o[j].kind == OK_P || e->o[j].kind == OK_UP); j++)
			;
		if (j < n)
			i = j;
		e->ncout = (uint8_t)(i - e->rd - 1);
	}
	while (end > i && (e->o[end - 1].kind == OK_P || e->o[end - 1].kind == OK_UP))
		end--;
	e->s0 = (uint8_t)i;
	e->ns = (uint8_t)(end - i);
	e->ncin = (uint8_t)(n - end);
}

/* Families whose semantics write a register destination (checked once, at decode). */
static int needs_dst(int op)
{
	switch (op) {
	case EOP_NOP: case EOP_ST: case EOP_RED: case EOP_BRA: case EOP_BRX: case EOP_CALL:
	case EOP_RET: case EOP_EXIT: case EOP_KILL: case EOP_SSY: case EOP_SYNC: case EOP_PBK:
	case EOP_BRK: case EOP_PCNT: case EOP_CONT: case EOP_BAR: case EOP_ISETP: case EOP_FSETP:
	case EOP_DSETP: case EOP_PSETP: case EOP_CSETP: case EOP_PLOP3: case EOP_FCHK: case EOP_VOTE: case EOP_R2P:
	case EOP_VALUE_UNKNOWN: case EOP_ATOM: case EOP_UNSUPPORTED: case EOP_LDGSTS:
		return 0;
	default:
		return 1;
	}
}

static void unsupported(struct emu_ins *e, char *why, const char *fmt, const char *arg)
{
	e->op = EOP_UNSUPPORTED;
	snprintf(why, 96, fmt, arg);
}

int emu_decode(const struct gp_sass_func *fn, struct emu_ins *ins, char (*why)[96])
{
	char ops[EMU_MAX_OPS + 6][160];
	for (int i = 0; i < fn->n; i++) {
		const struct gp_sass_ins *s = &fn->ins[i];
		struct emu_ins *e = &ins[i];
		char base[48];
		const char *t = s->text;
		int n, nodst = 0, setp = 0;
		size_t m;

		memset(e, 0, sizeof(*e));
		why[i][0] = '\0';
		e->target = s->target;
		e->space = s->space;
		e->width = s->width_bytes ? s->width_bytes : 4;
		e->iclass = (uint8_t)s->iclass;
		e->dual = s->dual;
		e->sm_old = fn->sm && fn->sm < 70;
		e->prob_pc = s->addr;
		snprintf(base, sizeof(base), "%.*s", (int)strcspn(s->opcode, "."), s->opcode);
		e->uniform = base[0] == 'U' && strcmp(base, "UMOV") != 0 ? 1 : 0;
		if (strcmp(base, "UMOV") == 0 || strcmp(base, "R2UR") == 0)
			e->uniform = 1;   /* R2UR: the value of the first lane that runs it */
		/* guard */
		if (*t == '@') {
			t++;
			if (*t == '!') {
				e->guard_neg = 1;
				t++;
			}
			if (t[0] == 'U') {
				e->guard_kind = 2;
				t++;
			} else {
				e->guard_kind = 1;
			}
			e->guard_reg = t[1] == 'T' ? EMU_PT : (uint8_t)(t[1] - '0');
			while (*t && *t != ' ' && *t != '\t')
				t++;
		}
		t = skip(t);
		t += strlen(s->opcode);
		if (strlen(s->text) >= sizeof(s->text) - 1) {
			unsupported(e, why[i], "instruction text cut in the listing (%s)", s->opcode);
			continue;
		}
		n = split_ops(t, ops, EMU_MAX_OPS + 6);
		if (n < 0 || n > EMU_MAX_OPS) {
			unsupported(e, why[i], "too many operands for the emulator (%s)", s->opcode);
			continue;
		}
		e->nops = (uint8_t)n;
		e->op = EOP_UNSUPPORTED;
		for (m = 0; m < sizeof(families) / sizeof(families[0]); m++)
			if (strcmp(families[m].base, base) == 0) {
				e->op = families[m].op;
				break;
			}
		/* nvdisasm's annotations ((*"BRANCH_TARGETS .L_x_0"*)) are not operands */
		if (n > 0) {
			char *a = strstr(ops[n - 1], "(*");
			if (a) {
				while (a > ops[n - 1] && (a[-1] == ' ' || a[-1] == '\t'))
					a--;
				*a = '\0';
				if (!ops[n - 1][0])
					n--;
			}
		}
		/* BRX R4 -0xd0: register and offset without a comma */
		if (strcmp(base, "BRX") == 0 && n == 1) {
			char *sp = strpbrk(ops[0], " \t");
			if (sp) {
				*sp = '\0';
				snprintf(ops[1], sizeof(ops[1]), "%s", skip(sp + 1));
				n = ops[1][0] ? 2 : 1;
			}
		}
		e->nops = (uint8_t)n;
		for (int k = 0; k < n; k++)
			if (parse_operand(ops[k], &e->o[k]) < 0) {
				char msg[96];
				if (e->op == EOP_CSETP && strcmp(ops[k], "CC") == 0) {
					/* CSETP's condition code operand: the warp's flags */
					e->o[k].kind = OK_NONE;
					continue;
				}
				if (e->op == EOP_NOP || e->op == EOP_RET) {
					/* scoreboard operands (DEPBAR SB5), RET's return register (the
					 * emulator keeps its own call stack) */
					e->o[k].kind = OK_NONE;
					continue;
				}
				snprintf(msg, sizeof(msg), "operand '%.60s' not understood", ops[k]);
				unsupported(e, why[i], "%s", msg);
				goto next;
			}
		decode_mods(s->opcode, e);
		if (m == sizeof(families) / sizeof(families[0])) {
			for (size_t v = 0; v < sizeof(value_unknown) / sizeof(value_unknown[0]); v++)
				if (strcmp(value_unknown[v], base) == 0)
					e->op = EOP_VALUE_UNKNOWN;
			if (e->op == EOP_UNSUPPORTED && s->known && s->space == GP_SPACE_NONE &&
			    s->flow == GP_FLOW_NONE && s->iclass != GP_IC_INT && s->iclass != GP_IC_IMUL &&
			    s->iclass != GP_IC_MISC)
				e->op = EOP_VALUE_UNKNOWN;   /* float/half/sfu/tensor math */
			if (e->op == EOP_UNSUPPORTED) {
				unsupported(e, why[i], "opcode %s is not emulated", base);
				continue;
			}
		}
		switch (e->op) {
		case EOP_ISETP: case EOP_FSETP: case EOP_DSETP: case EOP_PSETP: case EOP_PLOP3:
		case EOP_CSETP:
			setp = 1;
			break;
		case EOP_ST: case EOP_RED: case EOP_BRA: case EOP_BRX: case EOP_CALL: case EOP_RET:
		case EOP_EXIT: case EOP_KILL: case EOP_SSY: case EOP_SYNC: case EOP_PBK: case EOP_BRK:
		case EOP_PCNT: case EOP_CONT: case EOP_BAR: case EOP_NOP: case EOP_R2P:
		case EOP_LDGSTS:
			nodst = 1;
			break;
		default:
			break;
		}
		layout(e, setp, nodst);
		/* Kepler marks the last instruction of a divergent path with .S instead of SYNC */
		e->sync_s = fn->sm && fn->sm < 50 && has_mod(s->opcode, "S") && e->op != EOP_SSY &&
			    e->op != EOP_SYNC;
		if (needs_dst(e->op) && (e->rd == 255 || (e->o[e->rd].kind != OK_R &&
							  e->o[e->rd].kind != OK_UR))) {
			unsupported(e, why[i], "%s without a register destination", base);
			continue;
		}
		if (e->op == EOP_I2F || e->op == EOP_F2I || e->op == EOP_F2F)
			conv_types(s->opcode, e, e->op == EOP_I2F);
		e->rnd = has_mod(s->opcode, "RZ") ? RND_RZ : has_mod(s->opcode, "RM") ? RND_RM :
			 has_mod(s->opcode, "RP") ? RND_RP : RND_RN;
		if (e->op == EOP_IADD3) {
			e->sub = has_mod(s->opcode, "RS") ? IADD3_RS : has_mod(s->opcode, "LS") ? IADD3_LS
											: IADD3_PLAIN;
			/* sm_5x/6x IADD3 takes a 20-bit signed immediate, which nvdisasm prints
			 * as its 20 bits: `IADD3 R29, R7, 0xfffe0, R5` is c + b - 32 (the
			 * differential harness's r_001) */
			for (int k = 0; e->sm_old && k < e->nops; k++)
				if (e->o[k].kind == OK_IMM && e->o[k].imm >= 0x80000 &&
				    e->o[k].imm <= 0xfffff)
					e->o[k].imm |= 0xfff00000u;
		}
		if (e->op == EOP_XMAD) {
			/* XMAD.S16.U16: types of a then b (default unsigned) */
			const char *p = strchr(s->opcode, '.');
			int k = 0;
			while (p && k < 2) {
				if (starts(p + 1, "S16") || starts(p + 1, "U16")) {
					if (p[1] == 'S')
						e->mf |= k == 0 ? MF_S16A : MF_S16B;
					k++;
				}
				p = strchr(p + 1, '.');
			}
		}
		if (e->op == EOP_LD || e->op == EOP_ST || e->op == EOP_ATOM || e->op == EOP_RED) {
			e->is_store = e->op != EOP_LD;
			e->is_atomic = e->op == EOP_ATOM || e->op == EOP_RED;
			if (e->space == GP_SPACE_NONE && (e->op == EOP_ATOM || e->op == EOP_RED))
				e->space = GP_SPACE_GLOBAL;   /* REDG/ATOMG: global reductions */
			if (e->space == GP_SPACE_G2S || e->space == GP_SPACE_NONE) {
				unsupported(e, why[i], "memory space of %s is not emulated", base);
				continue;
			}
			if (e->op == EOP_ATOM || e->op == EOP_RED) {
				static const char *const aops[] = { "ADD", "MIN", "MAX", "INC", "DEC",
								    "AND", "OR", "XOR", "EXCH", "CAS",
								    "POPC", "CAST" };
				e->sub = 255;
				for (size_t a = 0; a < sizeof(aops) / sizeof(aops[0]); a++)
					if (has_mod(s->opcode, aops[a]))
						e->sub = (uint8_t)a;
				if (e->sub == 255)
					e->sub = 0;
				if (has_mod(s->opcode, "64") || has_mod(s->opcode, "U64") ||
				    has_mod(s->opcode, "S64"))
					e->width = 8;
				else if (e->width > 8)
					e->width = 4;
			}
		}
		if (e->op == EOP_LDGSTS) {
			/* LDGSTS [shared], [global] (, Pread): both addresses, and lanes whose
			 * optional predicate is false zero-fill the shared words without reading */
			if (n < 2 || e->o[0].kind != OK_MEM || e->o[1].kind != OK_MEM ||
			    (n > 2 && e->o[2].kind != OK_P) || n > 3) {
				unsupported(e, why[i], "%s operands are not [shared], [global](, P)", base);
				continue;
			}
			e->space = GP_SPACE_G2S;
		}
		if (e->op == EOP_LDSM) {
			/* LDSM.16.M88.4 Rd, [Ra]: ldmatrix; each supplying lane gives a 16-byte row */
			const char *last = strrchr(s->opcode, '.');
			e->mat_n = last && (strcmp(last, ".4") == 0 || strcmp(last, ".X4") == 0) ? 4 :
				   last && (strcmp(last, ".2") == 0 || strcmp(last, ".X2") == 0) ? 2 : 1;
			e->mat_trans = has_mod(s->opcode, "MT88");
			e->width = 16;
			e->space = GP_SPACE_SHARED;
			if (n != 2 || e->o[1].kind != OK_MEM || !has_mod(s->opcode, "16")) {
				unsupported(e, why[i], "%s form is not emulated (only LDSM.16 Rd, [Ra])",
					    base);
				continue;
			}
		}
		for (int k = 0; k < n && e->op != EOP_R2P && e->op != EOP_P2R; k++)
			if (e->o[k].kind == OK_PR) {
				unsupported(e, why[i], "%s: PR as an operand is not emulated", base);
				break;
			}
		if (e->op == EOP_UNSUPPORTED)
			continue;
		if (e->op == EOP_R2P || e->op == EOP_P2R) {
			/* R2P PR, Ra[.Bn][, mask] and P2R Rd, PR[, Ra, mask] (sm_7x+ forms; the CC
			 * register forms of sm_5x/6x are not emulated) */
			int r2p = e->op == EOP_R2P, pr = r2p ? 0 : 1;
			if (n < pr + 1 || e->o[pr].kind != OK_PR ||
			    (r2p && (n < 2 || n > 3 || e->o[1].kind != OK_R ||
				     (n == 3 && e->o[2].kind != OK_IMM))) ||
			    (!r2p && n != 2 && (n != 4 || e->o[2].kind != OK_R ||
						e->o[3].kind != OK_IMM))) {
				unsupported(e, why[i], "%s form is not emulated (PR, a register, a mask)",
					    base);
				continue;
			}
			/* sm_5x/6x print the byte on the opcode (P2R.B1), sm_7x+ on the register */
			for (int b = 1; b <= 3 && n > pr + 1; b++) {
				char mod[3] = { 'B', (char)('0' + b), '\0' };
				if (has_mod(s->opcode, mod))
					e->o[r2p ? 1 : 2].byte_sel = (uint8_t)b;
			}
		}
		if (e->op == EOP_CSETP) {
			/* CSETP.cond.bop Pd, Pq, CC, Pc: the flags' test (the names of
			 * cuobjdump's condition-code tests; of them the emulator keeps carry,
			 * sign and zero, not overflow) */
			static const char *const t[] = { "F", "T", "EQ", "NE", "LO", "HS", "HI", "LS",
							 "SFT", "SFF" };
			const char *p = strchr(s->opcode, '.');
			e->sub = 255;
			for (size_t a = 0; p && a < sizeof(t) / sizeof(t[0]); a++)
				if (starts(p + 1, t[a]) && (p[1 + strlen(t[a])] == '.' ||
							    p[1 + strlen(t[a])] == '\0'))
					e->sub = (uint8_t)a;
			if (e->sub == 255 || n < 4 || e->o[2].kind != OK_NONE) {
				unsupported(e, why[i], "condition of %s is not emulated", s->opcode);
				continue;
			}
		}
		if (e->op == EOP_PSETP || e->op == EOP_PSET) {
			/* PSETP.AND.OR: the first op combines a and b, the second adds c */
			const char *p = strchr(s->opcode, '.');
			e->sub = p && starts(p + 1, "OR") ? BOP_OR : p && starts(p + 1, "XOR") ? BOP_XOR
										: BOP_AND;
		}
		if (e->op == EOP_SHFL) {
			e->sub = has_mod(s->opcode, "UP") ? 1 : has_mod(s->opcode, "DOWN") ? 2 :
				 has_mod(s->opcode, "BFLY") ? 3 : 0;
		}
		if (e->op == EOP_VOTE)
			e->sub = has_mod(s->opcode, "ALL") ? 1 : has_mod(s->opcode, "ANY") ? 2 : 0;
		if (e->op == EOP_MUFU) {
			static const char *const f[] = { "COS", "SIN", "EX2", "LG2", "RCP", "RSQ", "SQRT",
							 "RCP64H", "RSQ64H", "TANH" };
			e->sub = 255;
			for (size_t a = 0; a < sizeof(f) / sizeof(f[0]); a++)
				if (has_mod(s->opcode, f[a]))
					e->sub = (uint8_t)a;
			if (e->sub == 255)
				e->op = EOP_VALUE_UNKNOWN;
		}
		if (e->op == EOP_LOP) {
			e->sub = has_mod(s->opcode, "AND") ? 0 : has_mod(s->opcode, "OR") ? 1 :
				 has_mod(s->opcode, "XOR") ? 2 : 3;
		}
		if (e->op == EOP_BRX && strcmp(base, "BRX") == 0 && fn->sm >= 50 &&
		    n >= 1 && n <= 2 && e->o[0].kind == OK_R && e->o[0].reg < EMU_RZ - 1 &&
		    (n == 1 || e->o[1].kind == OK_IMM))
			e->target = -1;   /* BRX Ra imm: per lane, from Ra (emu.c) */
		else if (e->op == EOP_BRX || (e->op == EOP_CALL && e->target < 0) ||
		    (e->op == EOP_BRA && e->target < 0 && !(e->mf & MF_DIV))) {
			if (e->op == EOP_BRA && e->target < 0)
				unsupported(e, why[i], "%s target outside the function", base);
			else if (e->op != EOP_CALL)
				unsupported(e, why[i], "%s: computed branch targets are not emulated",
					    base);
			else
				unsupported(e, why[i], "%s: callee not in the listing", base);
			continue;
		}
		if (e->op == EOP_BRA && e->target < 0) {
			unsupported(e, why[i], "%s: no target", base);
			continue;
		}
		/* `@!P0 BRA P1, 0x240`: a predicate source before the target; the branch is
		 * taken where the guard and it both hold (emu.c: guard_mask) */
		if (e->op == EOP_BRA && n >= 2 && (e->o[0].kind == OK_P || e->o[0].kind == OK_UP))
			e->bra_cond = 1;
		if (strcmp(base, "BAR") == 0 && !has_mod(s->opcode, "SYNC") &&
		    !has_mod(s->opcode, "SYNCALL") && s->opcode[3] != '\0')
			unsupported(e, why[i], "barrier form %s is not emulated (only BAR.SYNC)",
				    s->opcode);
		for (int k = 0; k < n && e->op != EOP_UNSUPPORTED; k++)
			if (e->o[k].kind == OK_RELOC && e->op != EOP_MOV && e->op != EOP_CALL &&
			    e->op != EOP_RET)
				unsupported(e, why[i], "relocated operand in %s", base);
next:;
	}
	/* a data-dependent predicate takes the probability of the branch that reads it */
	for (int i = 0; i < fn->n; i++) {
		struct emu_ins *e = &ins[i];
		int pd;
		if (e->op == EOP_UNSUPPORTED || (e->npd == 0 && e->ncout == 0))
			continue;
		pd = e->npd ? e->o[0].reg : -1;
		if (pd < 0 || e->o[0].kind != OK_P || pd == EMU_PT)
			continue;
		for (int j = i + 1; j < fn->n && j < i + 48; j++) {
			const struct emu_ins *f = &ins[j];
			if (f->guard_kind == 1 && f->guard_reg == pd &&
			    (f->op == EOP_BRA || f->op == EOP_EXIT || f->op == EOP_BRK ||
			     f->op == EOP_SYNC || f->op == EOP_RET || f->op == EOP_CALL || f->sync_s)) {
				e->prob_pc = fn->ins[j].addr;
				e->prob_neg = f->guard_neg;
				break;
			}
			if (f->bra_cond && f->o[0].kind == OK_P && f->o[0].reg == pd) {
				e->prob_pc = fn->ins[j].addr;
				e->prob_neg = f->o[0].inv;
				break;
			}
			if ((f->npd && f->o[0].kind == OK_P && f->o[0].reg == pd) ||
			    (f->op == EOP_BRA && f->guard_kind == 0))
				break;
		}
	}
	return 0;
}
