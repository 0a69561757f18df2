/* sweep.c - evaluate an application model over a cartesian product of inputs and devices,
 * streaming CSV rows in a fixed order (threads with OpenMP, ranks with MPI). */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#ifdef GP_HAVE_MPI
#include <mpi.h>
#endif

#include "gpuperf/estimate_caveats.h"
#include "gpuperf/estimate.h"
#include "gpuperf/sweep.h"
#include "csvio.h"
#include "util.h"

/* Rows per block: large enough to amortize scheduling, small enough to keep memory flat. */
#define CHUNK_POINTS 4096

/* ==== Axes ==== */

static int axis_fail(struct gp_diag *d, const char *spec, const char *hint, const char *msg)
{
	gp_diag_field(d, "sweep.vary");
	gp_error(d, GP_EUSAGE, "'%s': %s", spec, msg);
	gp_diag_hint(d, "%s", hint);
	return -GP_EUSAGE;
}

static const char *const AXIS_HINT =
	"write VAR=1,2,4 or VAR=START:STOP[:STEP] or VAR=START:STOP:xFACTOR";

static int axis_push(struct gp_sweep_axis *ax, long long *cap, double v)
{
	size_t c = (size_t)*cap;
	if (gp_grow((void **)&ax->values, &c, (size_t)ax->n + 1, sizeof(double)) < 0)
		return -GP_ENOMEM;
	*cap = (long long)c;
	ax->values[ax->n++] = v;
	return 0;
}

int gp_sweep_axis_parse(const char *spec, struct gp_sweep_axis *ax, struct gp_diag *d)
{
	const char *eq = strchr(spec, '=');
	char body[1024], *parts[3], *save = NULL, *tok;
	long long cap = 0;
	int nparts = 0;

	memset(ax, 0, sizeof(*ax));
	ax->input = -1;
	if (!eq || eq == spec || (size_t)(eq - spec) >= sizeof(ax->name))
		return axis_fail(d, spec, AXIS_HINT, "expected VAR=VALUES");
	snprintf(ax->name, sizeof(ax->name), "%.*s", (int)(eq - spec), spec);
	if (strlen(eq + 1) >= sizeof(body))
		return axis_fail(d, spec, "give a range instead of a long list", "list too long");
	snprintf(body, sizeof(body), "%s", eq + 1);
	if (!body[0])
		return axis_fail(d, spec, AXIS_HINT, "no values");

	if (!strchr(body, ':')) {
		for (tok = strtok_r(body, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
			double v;
			if (gp_parse_double(tok, &v) < 0) {
				char msg[128];
				snprintf(msg, sizeof(msg), "'%.64s' %s", tok, gp_number_refusal(tok));
				gp_sweep_axis_release(ax);
				return axis_fail(d, spec, AXIS_HINT, msg);
			}
			if (axis_push(ax, &cap, v) < 0) {
				gp_sweep_axis_release(ax);
				return gp_error(d, GP_ENOMEM, "out of memory");
			}
		}
		if (ax->n == 0)
			return axis_fail(d, spec, AXIS_HINT, "no values");
		return 0;
	}

	for (tok = body; nparts < 3;) {
		char *c = strchr(tok, ':');
		parts[nparts++] = tok;
		if (!c)
			break;
		*c = '\0';
		tok = c + 1;
		if (nparts == 3)
			return axis_fail(d, spec, AXIS_HINT, "too many ':'");
	}
	{
		double start, stop, step = 1, factor = 0;
		long long count;
		if (nparts < 2 || gp_parse_double(parts[0], &start) < 0 ||
		    gp_parse_double(parts[1], &stop) < 0)
			return axis_fail(d, spec, AXIS_HINT, "START and STOP must be numbers");
		if (nparts == 3) {
			if (parts[2][0] == 'x') {
				if (gp_parse_double(parts[2] + 1, &factor) < 0)
					return axis_fail(d, spec, AXIS_HINT,
							 "the factor after 'x' must be a number");
				if (!(factor > 1))
					return axis_fail(d, spec,
							 "use a factor above 1, e.g. x2",
							 "a geometric factor must be > 1");
				if (!(start > 0) || stop < start)
					return axis_fail(d, spec,
							 "geometric ranges grow from START > 0 up to STOP",
							 "needs 0 < START <= STOP");
			} else if (gp_parse_double(parts[2], &step) < 0) {
				return axis_fail(d, spec, AXIS_HINT, "STEP must be a number");
			}
		}
		if (factor > 0) {
			double v = start;
			/* the count from the logarithms, before any value is stored: x1.0000001 from
			 * 1 to 1e9 would otherwise grow 785 MB of values before the check below */
			if (log(stop * (1 + 1e-9) / start) / log(factor) >= (double)GP_SWEEP_AXIS_MAX)
				return axis_fail(d, spec, "narrow the range or take a larger factor",
						 "more than 1e8 values");
			while (v <= stop * (1 + 1e-9)) {
				if (ax->n >= GP_SWEEP_AXIS_MAX) {
					gp_sweep_axis_release(ax);
					return axis_fail(d, spec, "narrow the range",
							 "more than 1e8 values");
				}
				if (axis_push(ax, &cap, v) < 0) {
					gp_sweep_axis_release(ax);
					return gp_error(d, GP_ENOMEM, "out of memory");
				}
				v *= factor;
			}
			return 0;
		}
		if (step == 0)
			return axis_fail(d, spec, "give a non-zero STEP", "STEP is 0");
		if ((stop - start) / step < -1e-9)
			return axis_fail(d, spec, "make STEP negative to count down, positive to count up",
					 "STEP walks away from STOP");
		if ((stop - start) / step >= (double)GP_SWEEP_AXIS_MAX)
			return axis_fail(d, spec, "narrow the range or take a larger step",
					 "more than 1e8 values");
		/* count from the index so values do not accumulate rounding error */
		count = (long long)floor((stop - start) / step * (1 + 1e-12) + 1e-9) + 1;
		for (long long i = 0; i < count; i++)
			if (axis_push(ax, &cap, start + (double)i * step) < 0) {
				gp_sweep_axis_release(ax);
				return gp_error(d, GP_ENOMEM, "out of memory");
			}
	}
	return 0;
}

void gp_sweep_axis_release(struct gp_sweep_axis *ax)
{
	free(ax->values);
	ax->values = NULL;
	ax->n = 0;
}

int gp_sweep_axis_add(const char *spec, const struct gp_app *a, struct gp_sweep_axis *axes,
		      int *naxes, struct gp_diag *d)
{
	int rc;
	if ((rc = gp_sweep_axis_parse(spec, &axes[*naxes], d)) < 0)
		return rc;
	(*naxes)++;
	return gp_sweep_axis_bind(&axes[*naxes - 1], a, axes, *naxes - 1, d);
}

int gp_sweep_axis_bind(struct gp_sweep_axis *ax, const struct gp_app *a,
		       const struct gp_sweep_axis *prev, int nprev, struct gp_diag *d)
{
	ax->input = gp_app_input_index(a, ax->name);
	if (ax->input < 0) {
		gp_diag_field(d, "sweep.vary");
		gp_error(d, GP_EUSAGE, "'%s' is not an input variable of %s", ax->name,
			 gp_app_path(a));
		gp_diag_hint(d, "'gpuperf run %s {out.json}' lists the inputs", gp_app_path(a));
		return -GP_EUSAGE;
	}
	for (int j = 0; j < nprev; j++)
		if (prev[j].input == ax->input) {
			gp_diag_field(d, "sweep.vary");
			gp_error(d, GP_EUSAGE, "'%s' is varied twice", ax->name);
			gp_diag_hint(d, "give all of its values in one {sweep.vary}");
			return -GP_EUSAGE;
		}
	if (gp_app_input_is_int(a, ax->input))
		for (long long k = 0; k < ax->n; k++)
			if (ax->values[k] != floor(ax->values[k])) {
				gp_diag_field(d, "sweep.vary");
				char num[GP_FMT_EXACT_LEN];
				gp_error(d, GP_EUSAGE, "%s is an int variable, %s is not whole",
					 ax->name, gp_fmt_exact(num, ax->values[k]));
				gp_diag_hint(d, "give whole numbers");
				return -GP_EUSAGE;
			}
	return 0;
}

/* ==== Points ==== */

void gp_sweep_iter_init(struct gp_sweep_iter *it, const struct gp_sweep_axis *axes, int naxes,
			long long p)
{
	it->axes = axes;
	it->naxes = naxes;
	for (int i = naxes - 1; i >= 0; i--) {
		it->idx[i] = p % axes[i].n;
		p /= axes[i].n;
	}
	it->dev = (int)p;
}

void gp_sweep_iter_values(const struct gp_sweep_iter *it, const struct gp_app_values *base,
			  struct gp_app_values *v)
{
	*v = *base;
	for (int i = 0; i < it->naxes; i++) {
		v->value[it->axes[i].input] = it->axes[i].values[it->idx[i]];
		v->set[it->axes[i].input] = 1;
	}
}

void gp_sweep_iter_next(struct gp_sweep_iter *it)
{
	/* odometer: last axis fastest, then the device */
	for (int i = it->naxes - 1; i >= 0; i--) {
		if (++it->idx[i] < it->axes[i].n)
			return;
		it->idx[i] = 0;
	}
	it->dev++;
}

long long gp_sweep_points(const struct gp_sweep *s)
{
	long double p = s->ndev;
	for (int i = 0; i < s->naxes; i++)
		p *= (long double)s->axes[i].n;
	if (p > (long double)GP_SWEEP_POINTS_MAX)
		return -1;
	return (long long)p;
}

int gp_sweep_points_check(const struct gp_sweep *s, struct gp_diag *d)
{
	long double p = s->ndev;
	char shape[256];
	size_t k;
	if (gp_sweep_points(s) >= 0)
		return 0;
	k = (size_t)snprintf(shape, sizeof(shape), "%d device%s", s->ndev, s->ndev == 1 ? "" : "s");
	for (int i = 0; i < s->naxes; i++) {
		p *= (long double)s->axes[i].n;
		if (k < sizeof(shape))
			k += (size_t)snprintf(shape + k, sizeof(shape) - k, " x %lld", s->axes[i].n);
	}
	gp_diag_field(d, "sweep.vary");
	gp_error(d, GP_EUSAGE, "the sweep has %.4Lg points (%s), more than %lld", p, shape,
		 (long long)GP_SWEEP_POINTS_MAX);
	gp_diag_hint(d, "vary fewer values or take coarser steps, or split the sweep into runs of "
		     "at most %lld points", (long long)GP_SWEEP_POINTS_MAX);
	return -GP_EUSAGE;
}

int gp_sweep_is_writer(void)
{
#ifdef GP_HAVE_MPI
	int init = 0, rank = 0;
	MPI_Initialized(&init);
	if (init)
		MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	return rank == 0;
#else
	return 1;
#endif
}

/* ==== Rows ==== */

/* What one worker needs: its evaluator and result scratch. */
struct worker {
	struct gp_app_eval *eval;
	struct gp_app_op_result *ops;
	struct gp_diag diag;
	struct gp_sweep_failed failed;   /* of the points this worker ran */
};

static int put_header(const struct gp_sweep *s, struct gp_buf *b)
{
	const struct gp_app *a = s->app;
	int n = gp_app_n_ops(a), rc = 0;
	char col[GP_NAME_MAX + 32];
	for (int i = 0; i < gp_app_n_inputs(a); i++) {
		rc |= gp_csv_put_str(b, gp_app_input_name(a, i));
		rc |= gp_csv_put_sep(b);
	}
	rc |= gp_buf_put(b, "device,backend", 14);
	for (int op = 0; op < n; op++) {
		if (!gp_app_op_is_timed(a, op))
			continue;
		snprintf(col, sizeof(col), ",%s_s", gp_app_op_name(a, op));
		rc |= gp_buf_put(b, col, strlen(col));
	}
	rc |= gp_buf_put(b, ",total_s", 8);
	for (int op = 0; op < n; op++) {
		const char *nm = gp_app_op_name(a, op);
		if (gp_app_op_kind(a, op) != GP_APP_KERNEL)
			continue;
		snprintf(col, sizeof(col), ",%s_regime,%s_limiter,%s_occupancy_warps", nm, nm, nm);
		rc |= gp_buf_put(b, col, strlen(col));
	}
	rc |= gp_buf_put(b, ",energy_j,edp_js,error", 22);
	/* achieved throughput per kernel, after the columns older readers index */
	for (int op = 0; op < n; op++) {
		const char *nm = gp_app_op_name(a, op);
		if (gp_app_op_kind(a, op) != GP_APP_KERNEL)
			continue;
		snprintf(col, sizeof(col), ",%s_dram_gbps,%s_fp_inst_per_s", nm, nm);
		rc |= gp_buf_put(b, col, strlen(col));
	}
	/* where the analytic estimate is measured off (estimate_caveats.h), after those */
	for (int op = 0; op < n; op++) {
		if (gp_app_op_kind(a, op) != GP_APP_KERNEL)
			continue;
		snprintf(col, sizeof(col), ",%s_caveats", gp_app_op_name(a, op));
		rc |= gp_buf_put(b, col, strlen(col));
	}
	rc |= gp_buf_put(b, "\n", 1);
	return rc ? -GP_ENOMEM : 0;
}

/* Count a point that could not run; keep the first one's description. */
static void note_failed(const struct gp_sweep *s, struct worker *w, long long point,
			const struct gp_app_values *v, const char *device, const char *why)
{
	struct gp_sweep_failed *f = &w->failed;
	int used;
	f->n++;
	if (f->n > 1 && f->first_point < point)
		return;
	f->first_point = point;
	snprintf(f->why, sizeof(f->why), "%s", why);
	used = snprintf(f->point, sizeof(f->point), "device %s", device);
	for (int i = 0; i < s->naxes && used < (int)sizeof(f->point); i++) {
		char num[GP_FMT_EXACT_LEN];
		used += snprintf(f->point + used, sizeof(f->point) - (size_t)used, ", %s=%s",
				 s->axes[i].name, gp_fmt_exact(num, v->value[s->axes[i].input]));
	}
}

static int put_row(const struct gp_sweep *s, struct worker *w, const struct gp_sweep_iter *it,
		   long long point, struct gp_buf *b)
{
	const struct gp_app *a = s->app;
	struct gp_app_values v;
	int nin = gp_app_n_inputs(a), nops = gp_app_n_ops(a), rc = 0, bad, dev = it->dev;
	double total = 0;

	gp_sweep_iter_values(it, &s->base, &v);
	for (int i = 0; i < nin; i++) {
		if (v.set[i])
			rc |= gp_csv_put_num(b, v.value[i]);
		rc |= gp_csv_put_sep(b);
	}
	rc |= gp_csv_put_str(b, s->devs[dev]->name);
	rc |= gp_csv_put_sep(b);
	rc |= gp_csv_put_str(b, s->be->name);
	bad = gp_app_eval_run(w->eval, s->devs[dev], &v, w->ops, &total, &w->diag) < 0;
	for (int op = 0; op < nops; op++) {
		if (!gp_app_op_is_timed(a, op))
			continue;
		rc |= gp_csv_put_sep(b);
		if (!bad)
			rc |= gp_csv_put_num(b, w->ops[op].time_s);
	}
	rc |= gp_csv_put_sep(b);
	if (!bad)
		rc |= gp_csv_put_num(b, total);
	for (int op = 0; op < nops; op++) {
		const struct gp_kernel_result *k = &w->ops[op].k;
		if (gp_app_op_kind(a, op) != GP_APP_KERNEL)
			continue;
		rc |= gp_csv_put_sep(b);
		if (!bad)
			rc |= gp_csv_put_str(b, gp_regime_name(k->regime));
		rc |= gp_csv_put_sep(b);
		if (!bad)
			rc |= gp_csv_put_str(b, k->limiter);
		rc |= gp_csv_put_sep(b);
		if (!bad)
			rc |= gp_csv_put_num(b, k->occupancy_warps);
	}
	/* energy.h: joules of the run and the energy-delay product; empty without power figures */
	{
		const struct gp_app_stats *st = gp_app_eval_stats(w->eval);
		rc |= gp_csv_put_sep(b);
		if (!bad && st->has_energy)
			rc |= gp_csv_put_num(b, st->energy_j);
		rc |= gp_csv_put_sep(b);
		if (!bad && st->has_energy)
			rc |= gp_csv_put_num(b, st->energy_j * total);
	}
	rc |= gp_csv_put_sep(b);
	if (bad) {
		char msg[900];
		if (w->diag.field[0])
			snprintf(msg, sizeof(msg), "%s: %s", w->diag.field, w->diag.msg);
		else
			snprintf(msg, sizeof(msg), "%s", w->diag.msg);
		rc |= gp_csv_put_str(b, msg);
		note_failed(s, w, point, &v, s->devs[dev]->name, msg);
		gp_diag_clear(&w->diag);
	}
	for (int op = 0; op < nops; op++) {
		double dram_gbps, fp_per_s;
		int timed;
		if (gp_app_op_kind(a, op) != GP_APP_KERNEL)
			continue;
		timed = gp_app_op_rates(&w->ops[op], &dram_gbps, &fp_per_s);
		rc |= gp_csv_put_sep(b);
		if (!bad && timed)
			rc |= gp_csv_put_num(b, dram_gbps);
		rc |= gp_csv_put_sep(b);
		if (!bad && timed && fp_per_s > 0)
			rc |= gp_csv_put_num(b, fp_per_s);
	}
	for (int op = 0; op < nops; op++) {
		char ids[64];
		if (gp_app_op_kind(a, op) != GP_APP_KERNEL)
			continue;
		rc |= gp_csv_put_sep(b);
		if (!bad && w->ops[op].k.caveats)
			rc |= gp_csv_put_str(b, gp_caveat_ids(w->ops[op].k.caveats, ids, sizeof(ids)));
	}
	rc |= gp_csv_put_eol(b);
	return rc ? -GP_ENOMEM : 0;
}

/* Format points [first, first + count) into b (b is emptied first). */
static int put_chunk(const struct gp_sweep *s, struct worker *w, long long first, long long count,
		     struct gp_buf *b)
{
	struct gp_sweep_iter it;
	b->n = 0;
	gp_sweep_iter_init(&it, s->axes, s->naxes, first);
	for (long long k = 0; k < count; k++) {
		if (put_row(s, w, &it, first + k, b) < 0)
			return -GP_ENOMEM;
		gp_sweep_iter_next(&it);
	}
	return 0;
}

static int write_buf(FILE *out, const struct gp_buf *b, struct gp_diag *d)
{
	if (b->n && fwrite(b->p, 1, b->n, out) != b->n) {
		gp_error(d, GP_EIO, "cannot write output: %s", strerror(errno));
		gp_diag_hint(d, "check free disk space and that the directory is writable");
		return -GP_EIO;
	}
	return 0;
}

static void workers_free(struct worker *w, int n)
{
	for (int i = 0; w && i < n; i++) {
		gp_app_eval_free(w[i].eval);
		free(w[i].ops);
	}
	free(w);
}

static struct worker *workers_new(const struct gp_sweep *s, int n)
{
	struct worker *w = calloc((size_t)n, sizeof(*w));
	if (!w)
		return NULL;
	for (int i = 0; i < n; i++) {
		w[i].eval = gp_app_eval_new(s->app, s->be, s->be_state);
		w[i].ops = calloc((size_t)gp_app_n_ops(s->app), sizeof(*w[i].ops));
		if (!w[i].eval || !w[i].ops) {
			workers_free(w, n);
			return NULL;
		}
	}
	return w;
}

/* The workers' failed points into f: their count, and the first in the sweep's order (under
 * MPI over every rank: the first's description is sent from the rank that ran it). */
static void gather_failed(struct gp_sweep_failed *f, const struct worker *w, int jobs)
{
	memset(f, 0, sizeof(*f));
	f->first_point = -1;
	for (int i = 0; i < jobs; i++) {
		const struct gp_sweep_failed *g = &w[i].failed;
		if (g->n == 0)
			continue;
		if (f->n == 0 || g->first_point < f->first_point) {
			f->first_point = g->first_point;
			memcpy(f->why, g->why, sizeof(f->why));
			memcpy(f->point, g->point, sizeof(f->point));
		}
		f->n += g->n;
	}
#ifdef GP_HAVE_MPI
	{
		int init = 0, rank = 0;
		long long n = 0;
		struct { long first; int rank; } mine, first;
		MPI_Initialized(&init);
		if (!init)
			return;
		MPI_Comm_rank(MPI_COMM_WORLD, &rank);
		MPI_Allreduce(&f->n, &n, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
		mine.first = f->n ? (long)f->first_point : LONG_MAX;
		mine.rank = rank;
		MPI_Allreduce(&mine, &first, 1, MPI_LONG_INT, MPI_MINLOC, MPI_COMM_WORLD);
		f->n = n;
		if (n == 0)
			return;
		f->first_point = first.first;
		MPI_Bcast(f->why, (int)sizeof(f->why), MPI_CHAR, first.rank, MPI_COMM_WORLD);
		MPI_Bcast(f->point, (int)sizeof(f->point), MPI_CHAR, first.rank, MPI_COMM_WORLD);
	}
#endif
}

#ifdef GP_HAVE_MPI
/* Rank 0 writes chunks in order, receiving those owned by other ranks (chunk c belongs
 * to rank c % size); the others format theirs in order and send them. */
static int write_mpi(const struct gp_sweep *s, FILE *out, long long total, int rank, int size,
		     struct worker *w, struct gp_diag *d)
{
	long long nchunks = (total + CHUNK_POINTS - 1) / CHUNK_POINTS;
	struct gp_buf b;
	int rc = 0;
	gp_buf_init(&b);
	for (long long c = rank; rank != 0 && c < nchunks; c += size) {
		long long first = c * CHUNK_POINTS;
		long long cnt = total - first < CHUNK_POINTS ? total - first : CHUNK_POINTS;
		if (put_chunk(s, w, first, cnt, &b) < 0)
			MPI_Abort(MPI_COMM_WORLD, 1);
		MPI_Send(b.p, (int)b.n, MPI_CHAR, 0, 1, MPI_COMM_WORLD);
	}
	for (long long c = 0; rank == 0 && c < nchunks && rc == 0; c++) {
		long long first = c * CHUNK_POINTS;
		long long cnt = total - first < CHUNK_POINTS ? total - first : CHUNK_POINTS;
		int owner = (int)(c % size);
		if (owner == 0) {
			if (put_chunk(s, w, first, cnt, &b) < 0)
				rc = gp_error(d, GP_ENOMEM, "out of memory");
		} else {
			MPI_Status st;
			int n;
			MPI_Probe(owner, 1, MPI_COMM_WORLD, &st);
			MPI_Get_count(&st, MPI_CHAR, &n);
			b.n = 0;
			if (gp_buf_reserve(&b, (size_t)n + 1) < 0)
				MPI_Abort(MPI_COMM_WORLD, 1);
			MPI_Recv(b.p, n, MPI_CHAR, owner, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
			b.n = (size_t)n;
		}
		if (rc == 0)
			rc = write_buf(out, &b, d);
		if (s->progress && (c % 16 == 15 || c == nchunks - 1))
			s->progress(s->progress_ctx, first + cnt, total);
	}
	if (rc < 0)
		MPI_Abort(MPI_COMM_WORLD, 1);
	gp_buf_release(&b);
	return rc;
}
#endif

int gp_sweep_write(const struct gp_sweep *s, FILE *out, struct gp_diag *d)
{
	long long total = gp_sweep_points(s), done = 0;
	int jobs = s->jobs > 0 ? s->jobs : 1, rank = 0, size = 1, rc = 0, batch;
	struct worker *w = NULL;
	struct gp_buf *bufs = NULL;

	if (total < 0)
		return gp_sweep_points_check(s, d);
	if (s->naxes > GP_SWEEP_AXES_MAX)
		return gp_error(d, GP_ELIMIT, "more than %d varied variables", GP_SWEEP_AXES_MAX);
	for (int i = 0; i < s->naxes; i++)
		if (s->axes[i].input < 0 || s->axes[i].input >= gp_app_n_inputs(s->app))
			GP_BUG("sweep axis without an input index");
#ifdef GP_HAVE_MPI
	{
		int init = 0;
		MPI_Initialized(&init);
		if (init) {
			MPI_Comm_rank(MPI_COMM_WORLD, &rank);
			MPI_Comm_size(MPI_COMM_WORLD, &size);
		}
	}
#endif
	if (size > 1)
		jobs = 1;
	batch = jobs * 2;
	w = workers_new(s, jobs);
	bufs = calloc((size_t)batch, sizeof(*bufs));
	if (!w || !bufs) {
		rc = gp_error(d, GP_ENOMEM, "out of memory");
		goto out;
	}
	if (rank == 0) {
		struct gp_buf *h = &bufs[0];
		if ((rc = put_header(s, h)) < 0 || (rc = write_buf(out, h, d)) < 0) {
			if (rc == -GP_ENOMEM)
				gp_error(d, GP_ENOMEM, "out of memory");
			goto out;
		}
	}
#ifdef GP_HAVE_MPI
	if (size > 1) {
		rc = write_mpi(s, out, total, rank, size, w, d);
		if (rc == 0 && s->failed)
			gather_failed(s->failed, w, jobs);
		goto out;
	}
#endif
	while (done < total && rc == 0) {
		long long left = total - done;
		long long nchunks = (left + CHUNK_POINTS - 1) / CHUNK_POINTS;
		int nb = nchunks < batch ? (int)nchunks : batch, failed = 0;
#pragma omp parallel for num_threads(jobs) schedule(dynamic, 1) reduction(| : failed)
		for (int c = 0; c < nb; c++) {
			int t = 0;
			long long first = done + (long long)c * CHUNK_POINTS;
			long long cnt = total - first < CHUNK_POINTS ? total - first : CHUNK_POINTS;
#ifdef _OPENMP
			t = omp_get_thread_num();
#endif
			failed |= put_chunk(s, &w[t], first, cnt, &bufs[c]) < 0;
		}
		if (failed) {
			rc = gp_error(d, GP_ENOMEM, "out of memory formatting rows");
			break;
		}
		for (int c = 0; c < nb && rc == 0; c++)
			rc = write_buf(out, &bufs[c], d);
		done += (long long)nb * CHUNK_POINTS;
		if (done > total)
			done = total;
		if (s->progress)
			s->progress(s->progress_ctx, done, total);
	}
	if (rc == 0 && s->failed)
		gather_failed(s->failed, w, jobs);
out:
	for (int i = 0; bufs && i < batch; i++)
		gp_buf_release(&bufs[i]);
	free(bufs);
	workers_free(w, jobs);
	return rc;
}
