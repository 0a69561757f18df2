/* expr.h - arithmetic expressions over named parameters ("23 + 4*a"). */
#ifndef GPUPERF_EXPR_H
#define GPUPERF_EXPR_H

#include "gpuperf/diag.h"

#define GP_PARAMS_MAX 64
#define GP_NAME_MAX 64

/* A set of named values; names are copied in. */
struct gp_params {
	int n;
	char names[GP_PARAMS_MAX][GP_NAME_MAX];
	double values[GP_PARAMS_MAX];
};

void gp_params_init(struct gp_params *p);
/* Add or replace. Returns 0, or -GP_ELIMIT when full, -GP_EINVAL on a bad name. */
int gp_params_set(struct gp_params *p, const char *name, double value, struct gp_diag *d);
/* Returns 1 and fills *value when present, 0 when not. */
int gp_params_get(const struct gp_params *p, const char *name, double *value);
/* Parse "NAME=VALUE" (VALUE a number) into p; for --param / --set. A NAME p holds already is
 * refused (-GP_EUSAGE, naming both values): one value a name. */
int gp_params_parse_assignment(struct gp_params *p, const char *text, struct gp_diag *d);

/*
 * Grammar: sum := term (('+'|'-') term)* ; term := unary (('*'|'/'|'%') unary)* ;
 * unary := '-' unary | power ; power := atom ('^' unary)? ;
 * atom := number | name | name '(' args ')' | '(' sum ')'.
 * Functions: ceil floor round min max abs sqrt log2. Nesting depth is capped
 * at GP_EXPR_DEPTH_MAX; source length at GP_EXPR_LEN_MAX.
 */
#define GP_EXPR_DEPTH_MAX 64
#define GP_EXPR_LEN_MAX 4096

struct gp_expr;

/* Compile text. Returns a new expression the caller frees, or NULL with d filled
 * (d->col is the 1-based column of the error). */
struct gp_expr *gp_expr_parse(const char *text, struct gp_diag *d);
/* An expression holding a constant. */
struct gp_expr *gp_expr_const(double v);
void gp_expr_free(struct gp_expr *e);
struct gp_expr *gp_expr_dup(const struct gp_expr *e);

/* Evaluate. Unknown names, division by zero and non-finite results are errors. */
int gp_expr_eval(const struct gp_expr *e, const struct gp_params *p, double *out,
		 struct gp_diag *d);

/* The source text (borrowed, lives as long as e). */
const char *gp_expr_text(const struct gp_expr *e);

/* Call fn for each distinct free variable name (not function names). */
void gp_expr_each_var(const struct gp_expr *e, void (*fn)(const char *name, void *ctx),
		      void *ctx);

/* 1 when the expression has no variables (its value is then in *v). */
int gp_expr_is_const(const struct gp_expr *e, double *v);

#endif
