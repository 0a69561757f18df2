/* traceg.c - Accel-Sim NVBit trace reader (kernelslist.g, kernel-N.traceg). */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/traceg.h"
#include "util.h"

#define WARP 32

/* ==== kernelslist.g ==== */

void gp_trace_list_release(struct gp_trace_list *l)
{
	for (int i = 0; l->cmds && i < l->n; i++)
		free(l->cmds[i].path);
	free(l->cmds);
	memset(l, 0, sizeof(*l));
}

static int list_fail(struct gp_diag *d, const char *file, int line, const char *what,
		     const char *hint)
{
	gp_diag_at(d, file, line, 0);
	gp_error(d, GP_EPARSE, "%s", what);
	gp_diag_hint(d, "%s", hint);
	return -GP_EPARSE;
}

/* "MemcpyHtoD,0x00007f2b2d500000,400" */
static int parse_copy(const char *s, uint64_t *addr, uint64_t *bytes)
{
	char *end;
	const char *c1 = strchr(s, ','), *c2;
	unsigned long long a, b;
	if (!c1 || !(c2 = strchr(c1 + 1, ',')))
		return -1;
	errno = 0;
	a = strtoull(c1 + 1, &end, 16);
	if (end == c1 + 1 || end != c2 || errno)
		return -1;
	b = strtoull(c2 + 1, &end, 10);
	while (*end == ' ' || *end == '\t' || *end == '\r')
		end++;
	if (end == c2 + 1 || *end || errno || c2[1] == '-')
		return -1;
	*addr = a;
	*bytes = b;
	return 0;
}

int gp_trace_list_load(const char *path, struct gp_trace_list *l, struct gp_diag *d)
{
	char *text, *p, *nl, dir[512];
	const char *slash;
	int line = 0, cap = 0, rc = 0;

	memset(l, 0, sizeof(*l));
	snprintf(l->path, sizeof(l->path), "%s", path);
	text = gp_read_file(path, 0, NULL, d);
	if (!text)
		return d ? -d->code : -GP_EIO;
	slash = strrchr(path, '/');
	if (slash)
		snprintf(dir, sizeof(dir), "%.*s", (int)(slash - path), path);
	else
		snprintf(dir, sizeof(dir), ".");
	for (p = (char *)gp_skip_bom(text); *p; p = nl) {
		struct gp_trace_cmd c;
		size_t len;
		nl = strchr(p, '\n');
		if (nl)
			*nl++ = '\0';
		else
			nl = p + strlen(p);
		line++;
		while (*p == ' ' || *p == '\t')
			p++;
		len = strlen(p);
		while (len && (p[len - 1] == '\r' || p[len - 1] == ' ' || p[len - 1] == '\t'))
			p[--len] = '\0';
		if (!len || p[0] == '#')
			continue;
		memset(&c, 0, sizeof(c));
		c.line = line;
		if (strncmp(p, "MemcpyHtoD,", 11) == 0 || strncmp(p, "MemcpyDtoH,", 11) == 0) {
			c.kind = p[6] == 'H' ? GP_TRACE_HTOD : GP_TRACE_DTOH;
			if (parse_copy(p, &c.addr, &c.bytes) < 0) {
				rc = list_fail(d, path, line, "malformed copy line",
					       "write 'MemcpyHtoD,0xADDRESS,BYTES'");
				goto out;
			}
		} else if (strncmp(p, "kernel", 6) == 0) {
			size_t n = strlen(dir) + strlen(p) + 2;
			c.kind = GP_TRACE_KERNEL;
			if (n > 1024) {
				rc = list_fail(d, path, line, "kernel trace path too long",
					       "shorten the directory names");
				goto out;
			}
			if (!(c.path = malloc(n))) {
				rc = gp_error(d, GP_ENOMEM, "out of memory reading %s", path);
				goto out;
			}
			memcpy(c.path, dir, strlen(dir));
			c.path[strlen(dir)] = '/';
			memcpy(c.path + strlen(dir) + 1, p, strlen(p) + 1);
		} else {
			rc = list_fail(d, path, line, "expected 'MemcpyHtoD,...', 'MemcpyDtoH,...' "
				       "or a kernel trace file name",
				       "kernelslist.g lists copies and kernel-N.traceg files, one a line");
			goto out;
		}
		if (l->n == GP_TRACE_LIST_MAX) {
			free(c.path);
			rc = list_fail(d, path, line, "more than 1000000 commands",
				       "split the list; the limits are listed in the README");
			goto out;
		}
		if (gp_grow_int((void **)&l->cmds, &cap, l->n + 1, sizeof(*l->cmds)) < 0) {
			free(c.path);
			rc = gp_error(d, GP_ENOMEM, "out of memory reading %s", path);
			goto out;
		}
		l->cmds[l->n++] = c;
	}
out:
	free(text);
	if (rc < 0)
		gp_trace_list_release(l);
	return rc;
}

/* ==== Opcode classes ==== */

/* Base mnemonic -> class, for the opcodes NVBit traces show (Kepler to Hopper SASS). */
static const struct {
	const char *op;
	enum gp_iclass c;
} op_classes[] = {
	{ "FADD", GP_IC_FP32 }, { "FADD32I", GP_IC_FP32 }, { "FMUL", GP_IC_FP32 },
	{ "FMUL32I", GP_IC_FP32 }, { "FFMA", GP_IC_FP32 }, { "FFMA32I", GP_IC_FP32 },
	{ "FMNMX", GP_IC_FP32 }, { "FSET", GP_IC_FP32 }, { "FSETP", GP_IC_FP32 },
	{ "FCMP", GP_IC_FP32 }, { "FCHK", GP_IC_FP32 }, { "FSWZADD", GP_IC_FP32 },
	{ "FSEL", GP_IC_FP32 },
	{ "HADD2", GP_IC_HALF }, { "HMUL2", GP_IC_HALF }, { "HFMA2", GP_IC_HALF },
	{ "HSET2", GP_IC_HALF }, { "HSETP2", GP_IC_HALF }, { "HMNMX2", GP_IC_HALF },
	{ "DADD", GP_IC_FP64 }, { "DMUL", GP_IC_FP64 }, { "DFMA", GP_IC_FP64 },
	{ "DSETP", GP_IC_FP64 }, { "DSET", GP_IC_FP64 }, { "DMNMX", GP_IC_FP64 },
	{ "MUFU", GP_IC_SFU }, { "RRO", GP_IC_SFU },
	{ "F2F", GP_IC_CONV }, { "F2I", GP_IC_CONV }, { "I2F", GP_IC_CONV }, { "I2I", GP_IC_CONV },
	{ "FRND", GP_IC_CONV }, { "F2FP", GP_IC_CONV }, { "I2FP", GP_IC_CONV },
	{ "F2IP", GP_IC_CONV },
	{ "IMAD", GP_IC_IMUL }, { "IMAD32I", GP_IC_IMUL }, { "IMUL", GP_IC_IMUL },
	{ "IMUL32I", GP_IC_IMUL }, { "XMAD", GP_IC_IMUL }, { "IMADSP", GP_IC_IMUL },
	{ "IMADU", GP_IC_IMUL },
	{ "IADD", GP_IC_INT }, { "IADD3", GP_IC_INT }, { "IADD32I", GP_IC_INT },
	{ "ISCADD", GP_IC_INT }, { "ISCADD32I", GP_IC_INT }, { "LOP", GP_IC_INT },
	{ "LOP3", GP_IC_INT }, { "LOP32I", GP_IC_INT }, { "SHL", GP_IC_INT }, { "SHR", GP_IC_INT },
	{ "SHF", GP_IC_INT }, { "LEA", GP_IC_INT }, { "ISETP", GP_IC_INT }, { "ISET", GP_IC_INT },
	{ "ICMP", GP_IC_INT }, { "IMNMX", GP_IC_INT }, { "BFE", GP_IC_INT }, { "BFI", GP_IC_INT },
	{ "POPC", GP_IC_INT }, { "FLO", GP_IC_INT }, { "SEL", GP_IC_INT }, { "PSETP", GP_IC_INT },
	{ "PSET", GP_IC_INT }, { "PLOP3", GP_IC_INT }, { "PRMT", GP_IC_INT },
	{ "IABS", GP_IC_INT }, { "SGXT", GP_IC_INT }, { "BMSK", GP_IC_INT },
	{ "BREV", GP_IC_INT }, { "MOV", GP_IC_MISC }, { "MOV32I", GP_IC_MISC }, { "P2R", GP_IC_INT },
	{ "R2P", GP_IC_INT }, { "CSET", GP_IC_INT }, { "CSETP", GP_IC_INT }, { "IDP", GP_IC_INT },
	{ "LDG", GP_IC_GLD }, { "LD", GP_IC_GLD }, { "LDGSTS", GP_IC_GLD }, { "TEX", GP_IC_GLD },
	{ "TEXS", GP_IC_GLD }, { "TLD", GP_IC_GLD }, { "TLDS", GP_IC_GLD }, { "TLD4", GP_IC_GLD },
	{ "SULD", GP_IC_GLD }, { "LDU", GP_IC_GLD },
	{ "STG", GP_IC_GST }, { "ST", GP_IC_GST }, { "SUST", GP_IC_GST },
	{ "LDS", GP_IC_LDS }, { "LDSM", GP_IC_LDS }, { "STS", GP_IC_STS },
	{ "LDC", GP_IC_LDC }, { "ULDC", GP_IC_LDC },
	{ "LDL", GP_IC_LOCAL }, { "STL", GP_IC_LOCAL },
	{ "ATOM", GP_IC_ATOM }, { "ATOMG", GP_IC_ATOM }, { "ATOMS", GP_IC_ATOM },
	{ "RED", GP_IC_ATOM }, { "SUATOM", GP_IC_ATOM }, { "SURED", GP_IC_ATOM },
	{ "BAR", GP_IC_BAR }, { "MEMBAR", GP_IC_BAR }, { "DEPBAR", GP_IC_BAR },
	{ "BRA", GP_IC_BRANCH }, { "BRX", GP_IC_BRANCH }, { "JMP", GP_IC_BRANCH },
	{ "JMX", GP_IC_BRANCH }, { "CAL", GP_IC_BRANCH }, { "CALL", GP_IC_BRANCH },
	{ "RET", GP_IC_BRANCH }, { "EXIT", GP_IC_BRANCH }, { "SSY", GP_IC_BRANCH },
	{ "SYNC", GP_IC_BRANCH }, { "BSSY", GP_IC_BRANCH }, { "BSYNC", GP_IC_BRANCH },
	{ "PBK", GP_IC_BRANCH }, { "BRK", GP_IC_BRANCH }, { "PCNT", GP_IC_BRANCH },
	{ "CONT", GP_IC_BRANCH }, { "KILL", GP_IC_BRANCH }, { "WARPSYNC", GP_IC_BRANCH },
	{ "BMOV", GP_IC_BRANCH }, { "YIELD", GP_IC_BRANCH }, { "BPT", GP_IC_BRANCH },
	{ "HMMA", GP_IC_TENSOR }, { "IMMA", GP_IC_TENSOR }, { "BMMA", GP_IC_TENSOR },
	{ "DMMA", GP_IC_TENSOR }, { "HGMMA", GP_IC_TENSOR },
};

enum gp_iclass gp_trace_opcode_class(const char *op)
{
	char base[GP_TRACE_OP_MAX];
	size_t n = 0;
	while (op[n] && op[n] != '.' && n + 1 < sizeof(base)) {
		base[n] = op[n];
		n++;
	}
	base[n] = '\0';
	for (size_t i = 0; i < sizeof(op_classes) / sizeof(op_classes[0]); i++)
		if (strcmp(op_classes[i].op, base) == 0)
			return op_classes[i].c;
	return GP_IC_MISC;   /* S2R CS2R NOP VOTE SHFL B2R ... */
}

/* ==== kernel-N.traceg ==== */

void gp_trace_kernel_release(struct gp_trace_kernel *k)
{
	free(k->ins);
	free(k->warps);
	free(k->addrs);
	free(k->ops);
	memset(k, 0, sizeof(*k));
}

struct tp {
	struct gp_trace_kernel *k;
	const char *file;
	struct gp_diag *d;
	int line;
	size_t cap_ins, cap_warps, cap_addr;
	int cap_ops;
	uint16_t opcache[256];   /* opcode name hash -> op index + 1 */
	int *wline;              /* per warp: the line of its 'warp =' */
	size_t cap_wline;
};

static int tfail(struct tp *t, int code, const char *hint, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static int tfail(struct tp *t, int code, const char *hint, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	gp_diag_at(t->d, t->file, t->line, 0);
	gp_error(t->d, code, "%s", msg);
	gp_diag_hint(t->d, "%s", hint);
	return -code;
}

#define FORMAT_HINT "instruction lines are 'PC mask ndst [dst...] OPCODE nsrc [src...] width " \
		    "[mode addresses...]' (Accel-Sim tracer)"

/* Split line into white-space tokens (in place). Returns the count (capped at max). */
static int split(char *s, char **tok, int max)
{
	/* 1: white space, 2: the end; a table lookup per character (the hot loop of a read) */
	static const unsigned char cls[256] = { ['\0'] = 2, [' '] = 1, ['\t'] = 1, ['\r'] = 1 };
	int n = 0;
	for (;;) {
		while (cls[(unsigned char)*s] == 1)
			s++;
		if (!*s)
			return n;
		if (n == max)
			return max + 1;
		tok[n++] = s;
		while (!cls[(unsigned char)*s])
			s++;
		if (*s)
			*s++ = '\0';
	}
}

/* Hex with an optional 0x, the whole token, at most 64 bits (by hand: the hot path of
 * a trace read, where strtoull's locale and base handling cost more than the work). */
static int num_hex(const char *s, uint64_t *v)
{
	uint64_t r = 0;
	int n = 0;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		s += 2;
	for (;; s++, n++) {
		unsigned c = (unsigned char)*s, x;
		if (c - '0' < 10)
			x = c - '0';
		else if ((c | 0x20) - 'a' < 6)
			x = (c | 0x20) - 'a' + 10;
		else
			break;
		if (r >> 60)
			return -1;
		r = r << 4 | x;
	}
	if (*s || n == 0)
		return -1;
	*v = r;
	return 0;
}

/* Decimal with an optional sign, the whole token; long ones go through gp_parse_ll. */
static int num_dec(const char *s, long long *v)
{
	const char *p = s + (s[0] == '-' || s[0] == '+');
	long long r = 0;
	int n = 0;
	for (; (unsigned)(*p - '0') < 10 && n < 18; p++, n++)
		r = r * 10 + (*p - '0');
	if (n == 0 || (*p && (unsigned)(*p - '0') >= 10))
		return -1;
	if (*p)
		return gp_parse_ll(s, v) < 0 ? -1 : 0;
	*v = s[0] == '-' ? -r : r;
	return 0;
}

/* "R12" -> 12, "P3" -> 259; RZ/R255, PT/P7, UR.., SR_.. -> -1 (not tracked). -2 = malformed. */
static int reg_id(const char *s)
{
	long long v;
	if ((s[0] == 'R' || s[0] == 'P') && isdigit((unsigned char)s[1])) {
		if (num_dec(s + 1, &v) < 0 || v < 0 || s[1] == '-' || s[1] == '+')
			return -2;
		if (s[0] == 'R')
			return v <= 254 ? (int)v : -1;
		return v <= 6 ? 256 + (int)v : -1;
	}
	if ((s[0] == 'R' || s[0] == 'P') && s[1] && strcmp(s, "RZ") != 0 && strcmp(s, "PT") != 0)
		return -2;
	if (isalpha((unsigned char)s[0]))
		return -1;   /* uniform (UR, UP) and special registers */
	return -2;
}

static int intern_op(struct tp *t, const char *op)
{
	struct gp_trace_kernel *k = t->k;
	unsigned h = gp_fnv1a(op, strlen(op));
	int c;
	/* a direct-mapped cache by the name's hash answers almost every lookup */
	h &= sizeof(t->opcache) / sizeof(t->opcache[0]) - 1;
	c = t->opcache[h] - 1;
	if (c >= 0 && c < k->nops && strcmp(k->ops[c], op) == 0)
		return c;
	for (int i = k->nops - 1; i >= 0; i--)
		if (strcmp(k->ops[i], op) == 0) {
			t->opcache[h] = (uint16_t)(i + 1);
			return i;
		}
	if (k->nops < 65535)
		t->opcache[h] = (uint16_t)(k->nops + 1);
	if (k->nops >= 65535)
		return tfail(t, GP_ELIMIT, "a trace has a few hundred distinct opcodes at most",
			     "more than 65535 distinct opcodes");
	if (gp_grow_int((void **)&k->ops, &t->cap_ops, k->nops + 1, sizeof(*k->ops)) < 0)
		return tfail(t, GP_ENOMEM, "free memory", "out of memory");
	snprintf(k->ops[k->nops], GP_TRACE_OP_MAX, "%s", op);
	return k->nops++;
}

static int popcount32(uint32_t m)
{
	int n = 0;
	while (m) {
		m &= m - 1;
		n++;
	}
	return n;
}

static int parse_inst(struct tp *t, char *s, const struct gp_trace_warp *w)
{
	struct gp_trace_kernel *k = t->k;
	struct gp_trace_inst *in;
	char *tok[GP_TRACE_MAX_DST + GP_TRACE_MAX_SRC + 48];
	int max = (int)(sizeof(tok) / sizeof(tok[0])), n = split(s, tok, max), i = 0, op;
	long long v;
	uint64_t u;

	/* built in place; counted only when the whole line parsed */
	if (gp_grow((void **)&k->ins, &t->cap_ins, k->ninst + 1, sizeof(*k->ins)) < 0)
		return tfail(t, GP_ENOMEM, "free memory", "out of memory");
	in = &k->ins[k->ninst];
	memset(in, 0, sizeof(*in));
	in->line = (uint32_t)t->line;
	if (n > max)
		return tfail(t, GP_EPARSE, FORMAT_HINT, "instruction line has too many fields");
	if (k->tracer_version < 3) {
		/* older tracers: "block_x block_y block_z warp" before each instruction */
		long long b[4];
		if (n < 4)
			return tfail(t, GP_EPARSE, FORMAT_HINT, "missing the block and warp prefix "
				     "of tracer version %d", k->tracer_version);
		for (int j = 0; j < 4; j++)
			if (num_dec(tok[i++], &b[j]) < 0 || b[j] < 0)
				return tfail(t, GP_EPARSE, FORMAT_HINT, "malformed block/warp prefix "
					     "'%s'", tok[i - 1]);
		if (b[0] != w->block[0] || b[1] != w->block[1] || b[2] != w->block[2] ||
		    b[3] != w->warp)
			return tfail(t, GP_EPARSE, "the prefix must repeat the 'thread block' and "
				     "'warp' lines", "prefix %lld,%lld,%lld warp %lld is not block "
				     "%d,%d,%d warp %d", b[0], b[1], b[2], b[3], w->block[0],
				     w->block[1], w->block[2], w->warp);
	}
	if (k->lineinfo) {
		if (i >= n || num_dec(tok[i++], &v) < 0)
			return tfail(t, GP_EPARSE, "'-enable lineinfo = 1' puts a source line number "
				     "first", "missing the source line number");
	}
	if (n - i < 6)
		return tfail(t, GP_EPARSE, FORMAT_HINT, "instruction line has %d fields, "
			     "expected at least 6", n - i);
	if (num_hex(tok[i++], &u) < 0 || u > 0xffffffffu)
		return tfail(t, GP_EPARSE, FORMAT_HINT, "malformed PC '%s'", tok[i - 1]);
	in->pc = (uint32_t)u;
	if (num_hex(tok[i++], &u) < 0 || u > 0xffffffffu)
		return tfail(t, GP_EPARSE, "the active mask is 8 hex digits", "malformed mask '%s'",
			     tok[i - 1]);
	in->mask = (uint32_t)u;
	if (num_dec(tok[i++], &v) < 0 || v < 0 || v > GP_TRACE_MAX_DST || i + v >= n)
		return tfail(t, GP_EPARSE, FORMAT_HINT, "bad destination count '%s'", tok[i - 1]);
	for (long long j = 0; j < v; j++) {
		int r = reg_id(tok[i++]);
		if (r == -2)
			return tfail(t, GP_EPARSE, FORMAT_HINT, "malformed register '%s'", tok[i - 1]);
		if (r >= 0)
			in->dst[in->ndst++] = (int16_t)r;
	}
	if (strlen(tok[i]) >= GP_TRACE_OP_MAX || !isalpha((unsigned char)tok[i][0]))
		return tfail(t, GP_EPARSE, FORMAT_HINT, "malformed opcode '%.40s'", tok[i]);
	if ((op = intern_op(t, tok[i++])) < 0)
		return op;
	in->op = (uint16_t)op;
	if (i >= n || num_dec(tok[i++], &v) < 0 || v < 0 || v > GP_TRACE_MAX_SRC || i + v >= n)
		return tfail(t, GP_EPARSE, FORMAT_HINT, "bad source count '%s'",
			     i <= n ? tok[i - 1] : "");
	for (long long j = 0; j < v; j++) {
		int r = reg_id(tok[i++]);
		if (r == -2)
			return tfail(t, GP_EPARSE, FORMAT_HINT, "malformed register '%s'", tok[i - 1]);
		if (r >= 0)
			in->src[in->nsrc++] = (int16_t)r;
	}
	if (num_dec(tok[i++], &v) < 0 || v < 0 || v > 128)
		return tfail(t, GP_EPARSE, FORMAT_HINT, "bad memory width '%s'", tok[i - 1]);
	in->width_bytes = (uint8_t)v;
	if (in->width_bytes) {
		uint64_t *a;
		int active = popcount32(in->mask), lane;
		long long mode;
		if (gp_grow((void **)&k->addrs, &t->cap_addr, k->naddr + WARP, sizeof(*k->addrs)) < 0)
			return tfail(t, GP_ENOMEM, "free memory", "out of memory");
		in->addr = (uint32_t)k->naddr;
		a = k->addrs + k->naddr;
		memset(a, 0, WARP * sizeof(*a));
		if (i >= n || num_dec(tok[i++], &mode) < 0 || mode < 0 || mode > 2)
			return tfail(t, GP_EPARSE, "address modes: 0 list, 1 base stride, 2 base deltas",
				     "bad address mode '%s'", i <= n ? tok[i - 1] : "");
		in->addr_mode = (uint8_t)mode;
		if (mode == 0) {
			if (n - i != active)
				return tfail(t, GP_EPARSE, "mode 0 lists one address per active "
					     "thread", "%d addresses for %d active threads", n - i,
					     active);
			for (lane = 0; lane < WARP; lane++)
				if (in->mask >> lane & 1)
					if (num_hex(tok[i++], &a[lane]) < 0)
						return tfail(t, GP_EPARSE, FORMAT_HINT,
							     "malformed address '%s'", tok[i - 1]);
		} else {
			uint64_t base;
			long long stride = 0, delta;
			int rank = 0;
			int want = mode == 1 ? 1 : (active > 0 ? active - 1 : 0);
			if (i >= n || num_hex(tok[i++], &base) < 0)
				return tfail(t, GP_EPARSE, FORMAT_HINT, "malformed base address '%s'",
					     i <= n ? tok[i - 1] : "");
			if (n - i != want)
				return tfail(t, GP_EPARSE, mode == 1 ? "mode 1 is 'base stride'" :
					     "mode 2 is the base and one delta per further active "
					     "thread", "%d values after the base, expected %d", n - i,
					     want);
			if (mode == 1 && num_dec(tok[i++], &stride) < 0)
				return tfail(t, GP_EPARSE, FORMAT_HINT, "malformed stride '%s'",
					     tok[i - 1]);
			/* base + stride per active thread (Accel-Sim's contiguous masks); deltas
			 * chain from one active thread to the next */
			for (lane = 0; lane < WARP; lane++) {
				if (!(in->mask >> lane & 1))
					continue;
				if (rank == 0) {
					a[lane] = base;
				} else if (mode == 1) {
					/* unsigned: a huge stride wraps like the address */
					a[lane] = base + (uint64_t)stride * (uint64_t)rank;
				} else {
					if (num_dec(tok[i++], &delta) < 0)
						return tfail(t, GP_EPARSE, FORMAT_HINT,
							     "malformed delta '%s'", tok[i - 1]);
					base += (uint64_t)delta;
					a[lane] = base;
				}
				rank++;
			}
		}
		k->naddr += WARP;
	} else if (i != n) {
		return tfail(t, GP_EPARSE, FORMAT_HINT, "unexpected '%.40s' after a width of 0",
			     tok[i]);
	}
	k->ninst++;
	return 0;
}

/* "key = N" (a warp's 'warp = W' and 'insts = N'): the number after the klen-byte key,
 * spaces around '=', nothing after it but a carriage return. */
static int key_num(const char *s, size_t klen, long long *v)
{
	const char *p = s + klen, *e;
	char num[24];
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != '=')
		return -1;
	while (*p == ' ' || *p == '\t')
		p++;
	for (e = p; *e && *e != '\r'; e++)
		;
	if (*e == '\r' && e[1])
		return -1;
	if (e == p || (size_t)(e - p) >= sizeof(num))
		return -1;
	memcpy(num, p, (size_t)(e - p));
	num[e - p] = '\0';
	return num_dec(num, v);
}

/* "-key = value" header lines. */
static int parse_header(struct tp *t, const char *s)
{
	struct gp_trace_kernel *k = t->k;
	const char *eq = strchr(s, '=');
	char key[64], val[512];
	size_t kl;
	int x, y, z, n = 0;
	long long v;
	uint64_t u;

	if (!eq)
		return tfail(t, GP_EPARSE, "header lines are '-key = value'", "header line "
			     "without '='");
	kl = (size_t)(eq - s - 1);
	while (kl && s[kl] == ' ')
		kl--;
	if (kl >= sizeof(key))
		kl = sizeof(key) - 1;
	memcpy(key, s + 1, kl);
	key[kl] = '\0';
	eq++;
	while (*eq == ' ')
		eq++;
	snprintf(val, sizeof(val), "%s", eq);
	for (size_t l = strlen(val); l && (val[l - 1] == '\r' || val[l - 1] == ' ');)
		val[--l] = '\0';

	if (strcmp(key, "kernel name") == 0) {
		snprintf(k->name, sizeof(k->name), "%s", val);
		return 0;
	}
	if (strcmp(key, "nvbit version") == 0) {
		snprintf(k->nvbit_version, sizeof(k->nvbit_version), "%s", val);
		return 0;
	}
	if (strcmp(key, "grid dim") == 0 || strcmp(key, "block dim") == 0) {
		int *dst = key[0] == 'g' ? k->grid : k->block;
		double v3[3];
		char what[80];
		const char *p = val;
		n = 0;
		/* strtoll, not sscanf's %d (undefined past INT_MAX); CUDA's limits then, as every
		 * launch shape's (util.h) */
		for (int i = 0; i < 3; i++) {
			char *end;
			errno = 0;
			if (*p++ != (i ? ',' : '(') || !(*p == '-' || (*p >= '0' && *p <= '9')))
				break;
			v3[i] = (double)strtoll(p, &end, 10);
			if (errno == ERANGE)
				v3[i] = 1e30;
			p = end;
			n = i + 1;
		}
		if (n != 3 || strcmp(p, ")") != 0)
			return tfail(t, GP_EPARSE, "write '(x,y,z)' with positive sizes",
				     "malformed %s '%s'", key, val);
		snprintf(what, sizeof(what), "-%s", key);
		if (gp_dim3_check(v3, 3, val, key[0] == 'g' ? GP_DIM3_GRID : GP_DIM3_BLOCK, 0, what,
				  NULL, t->d) < 0) {
			char msg[sizeof(t->d->msg)], hint[sizeof(t->d->hint)];
			snprintf(msg, sizeof(msg), "%s", t->d->msg);
			snprintf(hint, sizeof(hint), "%s", t->d->hint);
			return tfail(t, GP_EPARSE, hint, "%s", msg);
		}
		x = (int)v3[0], y = (int)v3[1], z = (int)v3[2];
		dst[0] = x;
		dst[1] = y;
		dst[2] = z;
		return 0;
	}
	if (strcmp(key, "shmem base_addr") == 0 || strcmp(key, "local mem base_addr") == 0) {
		if (num_hex(val, &u) < 0)
			return tfail(t, GP_EPARSE, "a hex address", "malformed %s '%s'", key, val);
		if (key[0] == 's')
			k->shmem_base = u;
		else
			k->local_base = u;
		return 0;
	}
	{
		static const char *ints[] = { "kernel id", "shmem", "nregs", "binary version",
					      "cuda stream id", "accelsim tracer version",
					      "enable lineinfo" };
		int *dst[] = { &k->kernel_id, &k->shmem_bytes, &k->nregs, &k->binary_version,
			       &k->stream_id, &k->tracer_version, &k->lineinfo };
		for (size_t i = 0; i < sizeof(ints) / sizeof(ints[0]); i++) {
			if (strcmp(key, ints[i]) != 0)
				continue;
			if (num_dec(val, &v) < 0 || v < 0 || v > 1 << 30)
				return tfail(t, GP_EPARSE, "a non-negative integer",
					     "malformed %s '%s'", key, val);
			*dst[i] = (int)v;
			return 0;
		}
	}
	return 0;   /* keys of newer tracers are skipped */
}

/* A warp of a block traced twice (two #BEGIN_TB sections of one block, or one warp twice
 * in a section) would be counted twice: refused, naming the second. Sorting (block, warp,
 * line) keys puts a repeat next to its first. 0 or -GP_EPARSE / -GP_ENOMEM. */
struct warp_key {
	uint64_t block;
	int warp, line;
	size_t i;
};

static int warp_key_cmp(const void *pa, const void *pb)
{
	const struct warp_key *a = pa, *b = pb;
	if (a->block != b->block)
		return a->block < b->block ? -1 : 1;
	if (a->warp != b->warp)
		return a->warp < b->warp ? -1 : 1;
	return (a->line > b->line) - (a->line < b->line);
}

static int warps_once(struct tp *t)
{
	const struct gp_trace_kernel *k = t->k;
	struct warp_key *key;
	int rc = 0;
	if (k->nwarps < 2)
		return 0;
	if (!(key = malloc(k->nwarps * sizeof(*key))))
		return gp_error(t->d, GP_ENOMEM, "out of memory reading %s", t->file);
	for (size_t i = 0; i < k->nwarps; i++) {
		const struct gp_trace_warp *w = &k->warps[i];
		key[i].block = ((uint64_t)w->block[2] * (uint64_t)k->grid[1] + (uint64_t)w->block[1]) *
				       (uint64_t)k->grid[0] + (uint64_t)w->block[0];
		key[i].warp = w->warp;
		key[i].line = t->wline[i];
		key[i].i = i;
	}
	qsort(key, k->nwarps, sizeof(*key), warp_key_cmp);
	for (size_t i = 1; i < k->nwarps && rc == 0; i++)
		if (key[i].block == key[i - 1].block && key[i].warp == key[i - 1].warp) {
			const struct gp_trace_warp *w = &k->warps[key[i].i];
			t->line = key[i].line;
			rc = tfail(t, GP_EPARSE, "a trace holds each warp of each block once",
				   "block %d,%d,%d warp %d is traced twice (first at line %d)",
				   w->block[0], w->block[1], w->block[2], w->warp, key[i - 1].line);
		}
	free(key);
	return rc;
}

/* The text of a whole trace (hdr NULL), or of blocks of a trace whose header hdr
 * already gave (lines numbered from line0 + 1). mut: text itself may be cut up
 * (no copy). */
static int parse_text(const char *text, size_t len, const char *name,
		      const struct gp_trace_kernel *hdr, int line0, int mut,
		      struct gp_trace_kernel *k, struct gp_diag *d)
{
	struct tp t = { 0 };
	char *buf, *p, *nl;
	int in_tb = 0, have_header_version = hdr != NULL, rc = 0;
	long long want = -1, kv = 0;
	int bx = 0, by = 0, bz = 0, have_block = 0;
	struct gp_trace_warp *w = NULL;
	size_t wmax;

	memset(k, 0, sizeof(*k));
	if (hdr) {
		/* the header's fields, none of its arrays */
		*k = *hdr;
		k->ninst = k->nwarps = k->naddr = 0;
		k->ins = NULL;
		k->warps = NULL;
		k->addrs = NULL;
		k->ops = NULL;
		k->nops = 0;
		k->nblocks = 0;
	}
	snprintf(k->path, sizeof(k->path), "%s", name);
	t.k = k;
	t.file = name;
	t.d = d;
	t.line = line0;
	if (mut) {
		buf = (char *)text;
	} else {
		if (!(buf = malloc(len + 1)))
			return gp_error(d, GP_ENOMEM, "out of memory reading %s", name);
		if (len)    /* an empty input may come as NULL, which memcpy must not see */
			memcpy(buf, text, len);
	}
	buf[len] = '\0';

	for (p = (char *)gp_skip_bom(buf); *p; p = nl) {
		char *s = p;
		nl = strchr(p, '\n');
		if (nl)
			*nl++ = '\0';
		else
			nl = p + strlen(p);
		t.line++;
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s || *s == '\r')
			continue;
		/* the hot path: instruction lines start with a hex digit, no keyword does */
		if (in_tb && isxdigit((unsigned char)s[0]) && w && want >= 0) {
			if ((rc = parse_inst(&t, s, w)) < 0)
				goto out;
			w->count++;
			continue;
		}
		if (!in_tb && s[0] == '-') {
			if ((rc = parse_header(&t, s)) < 0)
				goto out;
			if (strstr(s, "tracer version"))
				have_header_version = 1;
			continue;
		}
		if (strncmp(s, "#BEGIN_TB", 9) == 0) {
			if (in_tb) {
				rc = tfail(&t, GP_EPARSE, "each block ends with #END_TB",
					   "#BEGIN_TB inside a block");
				goto out;
			}
			if (!k->block[0] || !k->grid[0]) {
				rc = tfail(&t, GP_EPARSE, "the header gives '-grid dim = (x,y,z)' and "
					   "'-block dim = (x,y,z)'", "block trace before the grid and "
					   "block dimensions");
				goto out;
			}
			if (!have_header_version)
				k->tracer_version = 0;
			in_tb = 1;
			have_block = 0;
			w = NULL;
			k->nblocks++;
			continue;
		}
		if (strncmp(s, "#END_TB", 7) == 0) {
			if (!in_tb) {
				rc = tfail(&t, GP_EPARSE, "blocks start with #BEGIN_TB",
					   "#END_TB outside a block");
				goto out;
			}
			if (w && (long long)w->count != want) {
				rc = tfail(&t, GP_EPARSE, "'insts = N' must match the lines that follow",
					   "warp %d has %zu instructions, its header says %lld",
					   w->warp, w->count, want);
				goto out;
			}
			in_tb = 0;
			w = NULL;
			continue;
		}
		if (s[0] == '#')
			continue;   /* "#traces format = ..." */
		if (!in_tb) {
			rc = tfail(&t, GP_EPARSE, "instructions belong between #BEGIN_TB and #END_TB",
				   "text outside a block: '%.40s'", s);
			goto out;
		}
		if (strncmp(s, "thread block", 12) == 0) {
			int n = 0;
			if (sscanf(s, "thread block = %d,%d,%d%n", &bx, &by, &bz, &n) != 3 ||
			    (s[n] && s[n] != '\r') || bx < 0 || by < 0 || bz < 0 ||
			    bx >= k->grid[0] || by >= k->grid[1] || bz >= k->grid[2]) {
				rc = tfail(&t, GP_EPARSE, "write 'thread block = x,y,z' inside the grid",
					   "malformed or out-of-grid block index '%.40s'", s);
				goto out;
			}
			have_block = 1;
			continue;
		}
		if (strncmp(s, "warp", 4) == 0 && (s[4] == ' ' || s[4] == '=')) {
			int n = 0, wid;
			if (!have_block) {
				rc = tfail(&t, GP_EPARSE, "'thread block = x,y,z' comes first",
					   "warp before its thread block");
				goto out;
			}
			if (w && (long long)w->count != want) {
				rc = tfail(&t, GP_EPARSE, "'insts = N' must match the lines that follow",
					   "warp %d has %zu instructions, its header says %lld",
					   w->warp, w->count, want);
				goto out;
			}
			wmax = ((size_t)k->block[0] * k->block[1] * k->block[2] + WARP - 1) / WARP;
			(void)n;
			if (key_num(s, 4, &kv) < 0 || kv < 0 || (size_t)kv >= wmax) {
				rc = tfail(&t, GP_EPARSE, "warp ids run from 0 to (block threads + 31) "
					   "/ 32 - 1", "malformed or out-of-block warp '%.40s'", s);
				goto out;
			}
			if (gp_grow((void **)&k->warps, &t.cap_warps, k->nwarps + 1, sizeof(*k->warps))) {
				rc = gp_error(d, GP_ENOMEM, "out of memory reading %s", name);
				goto out;
			}
			if (gp_grow((void **)&t.wline, &t.cap_wline, k->nwarps + 1, sizeof(int))) {
				rc = gp_error(d, GP_ENOMEM, "out of memory reading %s", name);
				goto out;
			}
			t.wline[k->nwarps] = t.line;
			w = &k->warps[k->nwarps++];
			memset(w, 0, sizeof(*w));
			w->block[0] = bx;
			w->block[1] = by;
			w->block[2] = bz;
			w->warp = wid = (int)kv;
			w->first = k->ninst;
			want = -1;
			continue;
		}
		if (strncmp(s, "insts", 5) == 0) {
			int n = 0;
			(void)n;
			if (!w || key_num(s, 5, &want) < 0 || want < 0) {
				rc = tfail(&t, GP_EPARSE, "write 'insts = N' after 'warp = W'",
					   "malformed instruction count '%.40s'", s);
				goto out;
			}
			continue;
		}
		if (!w || want < 0) {
			rc = tfail(&t, GP_EPARSE, "each warp starts with 'warp = W' and 'insts = N'",
				   "instruction before its warp header");
			goto out;
		}
		if ((rc = parse_inst(&t, s, w)) < 0)
			goto out;
		w->count++;
	}
	if (in_tb) {
		rc = tfail(&t, GP_EPARSE, "each block ends with #END_TB", "trace ends inside a "
			   "block (truncated file?)");
		goto out;
	}
	if (!k->grid[0] || !k->block[0]) {
		rc = tfail(&t, GP_EPARSE, "the header gives '-grid dim = (x,y,z)' and "
			   "'-block dim = (x,y,z)'", "no grid or block dimensions");
		goto out;
	}
	rc = warps_once(&t);
out:
	free(t.wline);
	if (!mut)
		free(buf);
	if (rc < 0)
		gp_trace_kernel_release(k);
	return rc;
}

int gp_trace_kernel_parse(const char *text, size_t len, const char *name,
			  struct gp_trace_kernel *k, struct gp_diag *d)
{
	return parse_text(text, len, name, NULL, 0, 0, k, d);
}

int gp_trace_block_parse(const struct gp_trace_kernel *hdr, char *text, size_t len,
			 int line0, struct gp_trace_kernel *k, struct gp_diag *d)
{
	return parse_text(text, len, hdr->path, hdr, line0, 1, k, d);
}

int gp_trace_kernel_load(const char *path, struct gp_trace_kernel *k, struct gp_diag *d)
{
	size_t len;
	char *text = gp_read_file(path, 0, &len, d);
	int rc;
	if (!text) {
		memset(k, 0, sizeof(*k));
		return d ? -d->code : -GP_EIO;
	}
	/* a compressed trace is not text: say so rather than quote its bytes (RFC 1952's
	 * gzip magic 1f 8b; xz's fd '7zXZ' 00) */
	if ((len >= 2 && (unsigned char)text[0] == 0x1f && (unsigned char)text[1] == 0x8b) ||
	    (len >= 6 && memcmp(text, "\xfd" "7zXZ\0", 6) == 0)) {
		int gz = (unsigned char)text[0] == 0x1f;
		free(text);
		memset(k, 0, sizeof(*k));
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EPARSE, "the trace is %s-compressed, not text", gz ? "gzip" : "xz");
		gp_diag_hint(d, "decompress it first (%s FILE > kernel-N.traceg); simulate {trace.file} "
			     "reads it compressed", gz ? "zcat" : "xzcat");
		return -GP_EPARSE;
	}
	rc = gp_trace_kernel_parse(text, len, path, k, d);
	free(text);
	return rc;
}
