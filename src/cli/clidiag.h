/* clidiag.h - the library's field names as the command line spells them, and diag printing.
 *
 * The library names what a diag is about by its own fields ("launch.grid",
 * "engine.max_cycles", "kernel.param NAME"), and its messages and hints refer to other
 * fields as "{launch.grid}". The command layer prints them as the options that set those
 * fields ("--grid"): one table, field -> option, every option of it an entry of some
 * command's option table (tests/test_optable.c checks that).
 */
#ifndef GPUPERF_CLIDIAG_H
#define GPUPERF_CLIDIAG_H

#include <stdio.h>

#include "gpuperf/diag.h"

/* The option that sets field ("launch.grid" -> "--grid"), or NULL for a field no option
 * sets (a JSON path, "device memory"). Only the field's first word counts:
 * "kernel.param n" -> "--param". */
const char *gp_cli_field_option(const char *field);

/* Row i of the table (0..): its field name into *field and its option, or NULL past the
 * end. For tests. */
const char *gp_cli_field_row(int i, const char **field);

/* src with each "{FIELD}" of the table replaced by its option, into dst of size sz: the
 * library's notes and warnings (extract's hooks.note), printed as the user's options. */
void gp_cli_fields_expand(const char *src, char *dst, size_t sz);

/*
 * out = in with the field mapped (its first word replaced by the option's spelling, the
 * rest kept: "kernel.param n" -> "--param n") and each "{FIELD}" of the table in the
 * message and hint replaced by the option's spelling. Unknown names stay as written.
 * out may not be in. Text that no longer fits its buffer is cut, as gp_error cuts.
 */
void gp_cli_diag_map(const struct gp_diag *in, struct gp_diag *out);

/* gp_diag_print of the mapped diag: what the user sees. */
void gp_cli_diag_print(const struct gp_diag *d, FILE *f);

/* A usage error from the library (GP_EUSAGE): "gpuperf CMD: MSG" (mapped) and the pointer
 * to 'gpuperf help CMD', as gp_cli_usage; returns GP_EXIT_USAGE. */
int gp_cli_diag_usage(const char *cmd, const struct gp_diag *d);
/* (A hint in d is printed instead, followed by the pointer to 'gpuperf help CMD'.) */

#endif
