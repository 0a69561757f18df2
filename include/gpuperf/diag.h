/* diag.h - error reports the library hands back instead of printing or exiting. */
#ifndef GPUPERF_DIAG_H
#define GPUPERF_DIAG_H

#include <stddef.h>

/* Return codes: 0 is success, these are negated (return -GP_EINVAL). */
enum gp_err {
	GP_OK = 0,
	GP_EINVAL = 1,   /* bad value or impossible configuration */
	GP_EPARSE = 2,   /* malformed text: JSON, SASS, CSV, expression */
	GP_EIO = 3,      /* file cannot be read or written */
	GP_ENOMEM = 4,
	GP_ERANGE = 5,   /* value out of range or overflowing */
	GP_ENOTFOUND = 6,/* unknown device, kernel, parameter, function */
	GP_EUSAGE = 7,   /* command-line misuse (exit status 2) */
	GP_ELIMIT = 8,   /* input larger than a documented limit */
	GP_ECANCELED = 9,/* stopped on request (SIGINT/SIGTERM) */
};

/*
 * One error, compiler style: "<file>:<line>:<col>: error: <field>: <message>"
 * then "hint: <hint>". Fields that do not apply are empty / 0.
 */
struct gp_diag {
	int code;              /* enum gp_err, positive */
	char file[512];
	int line, col;
	char field[256];       /* JSON path ("/memory/bus_width_bits") or option name */
	char msg[512];
	char hint[512];
};

/* Clear a diag (NULL is fine). */
void gp_diag_clear(struct gp_diag *d);

/*
 * Fill d (may be NULL) and return -code, so callers write
 *   return gp_error(d, GP_EINVAL, "...", args);
 * file/line/field/hint are left as they were: set them with the helpers
 * below before or after. The message is printf-formatted.
 */
int gp_error(struct gp_diag *d, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

void gp_diag_at(struct gp_diag *d, const char *file, int line, int col);
void gp_diag_field(struct gp_diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void gp_diag_hint(struct gp_diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Print "file:line:col: error: field: msg" and "hint: ..." lines to stream (a FILE *),
 * each part through gp_diag_fputs. */
void gp_diag_print(const struct gp_diag *d, void *stream);

/* Write text to stream (a FILE *) as a terminal may show it: control bytes (C0, DEL, C1)
 * and bytes that are not UTF-8 become \xHH, so that a file name, option value or line of
 * an input echoed in a message cannot move the cursor, ring the bell or retitle the
 * window. Every message that echoes input goes through it. */
void gp_diag_fputs(const char *text, void *stream);

/* text escaped as gp_diag_fputs writes it, into out (size bytes, NUL-terminated; cut at a
 * whole character or escape when it does not fit). Returns out. */
char *gp_diag_escape(const char *text, char *out, size_t size);

/* Internal invariant broken: report file:line and abort. Never for user mistakes. */
#define GP_BUG(msg) gp_bug(__FILE__, __LINE__, (msg))
void gp_bug(const char *file, int line, const char *msg) __attribute__((noreturn));

#endif
