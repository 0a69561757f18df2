/* emu_cbank.c - a function's constant bank from an nvdisasm listing. ptxas puts the
 * compiler's own constants (the jump tables of BRX) in bank 2; nvdisasm prints each bank as a
 * data section (.nv.constant2.<function>) of .byte/.short/.word/.zero lines, which the
 * emulator reads so that a computed branch goes where the hardware would send it. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu_int.h"

/* One data line's values (".byte 0xd0, 0x00" after the offset comment, ".word 0x00000110",
 * ".zero 368") appended to out. Returns 1 when the line is data, 0 when it ends the section, -1 when it
 * is data that cannot be read or does not fit. */
static int data_line(const char *s, uint8_t *out, unsigned cap, unsigned *n)
{
	static const struct { const char *dir; unsigned size; } dirs[] = {
		{ ".byte", 1 }, { ".short", 2 }, { ".word", 4 }, { ".dword", 8 }, { ".zero", 0 },
	};
	const char *p = s;
	while (isspace((unsigned char)*p))
		p++;
	if (p[0] == '/' && p[1] == '*') {
		const char *e = strstr(p, "*/");
		if (!e)
			return -1;
		p = e + 2;
		while (isspace((unsigned char)*p))
			p++;
	}
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		size_t len = strlen(dirs[i].dir);
		char *e;
		if (strncmp(p, dirs[i].dir, len) != 0 || !isspace((unsigned char)p[len]))
			continue;
		p += len;
		if (!dirs[i].size) {
			unsigned long z = strtoul(p, &e, 0);
			if (e == p || z > cap - *n)
				return -1;
			memset(out + *n, 0, z);
			*n += (unsigned)z;
			return 1;
		}
		for (;;) {
			unsigned long long v = strtoull(p, &e, 0);
			if (e == p || dirs[i].size > cap - *n)
				return -1;
			for (unsigned b = 0; b < dirs[i].size; b++)
				out[(*n)++] = (uint8_t)(v >> (8 * b));   /* little-endian */
			p = e;
			while (isspace((unsigned char)*p))
				p++;
			if (*p != ',')
				break;
			p++;
		}
		return 1;
	}
	return *p == '.' && strncmp(p, ".align", 6) == 0 ? 1 : 0;
}

int gp_emu_cbank_load(const char *path, const char *func, int bank, uint8_t *out, unsigned cap,
		      unsigned *n, struct gp_diag *d)
{
	char want[600], line[8192];
	FILE *f;
	int in = 0, lineno = 0, rc = 0;
	*n = 0;
	snprintf(want, sizeof(want), ".nv.constant%d.%s", bank, func);
	if (!(f = fopen(path, "r"))) {
		gp_diag_at(d, path, 0, 0);
		gp_error(d, GP_EIO, "cannot open the listing");
		gp_diag_hint(d, "the constant banks are read from the listing itself");
		return -GP_EIO;
	}
	while (fgets(line, sizeof(line), f)) {
		const char *p = line;
		lineno++;
		while (isspace((unsigned char)*p))
			p++;
		if (strncmp(p, ".section", 8) == 0) {
			const char *q = p + 8, *e;
			while (isspace((unsigned char)*q))
				q++;
			e = q + strcspn(q, ", \t\r\n");
			if (in)
				break;
			in = (size_t)(e - q) == strlen(want) && strncmp(q, want, (size_t)(e - q)) == 0;
			continue;
		}
		if (!in || !*p || *p == '\n' || strncmp(p, want, strlen(want)) == 0)
			continue;   /* the section's label line */
		rc = data_line(p, out, cap, n);
		if (rc < 0) {
			gp_diag_at(d, path, lineno, 0);
			rc = gp_error(d, GP_EINVAL, "constant bank %d of %s: data not understood or "
				      "larger than %u bytes", bank, func, cap);
			gp_diag_hint(d, "section %s holds .byte/.short/.word/.zero lines of numbers, "
				     "as nvdisasm prints them", want);
			break;
		}
		if (rc == 0)
			break;
		rc = 0;
	}
	fclose(f);
	return rc < 0 ? rc : 0;
}
