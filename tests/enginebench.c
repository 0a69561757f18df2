/* enginebench.c - gpu-benches' pointer chase and STREAM triad as engine programs, timed as
 * the benchmarks time them (the second pass of the chase, the steady state of the triad). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/engine.h"
#include "enginebench.h"
#include "gpuperf/expr.h"
#include "gpuperf/kernel.h"

/* gpu-latency puts one 8-byte pointer every 64 bytes (its skip factor of 8) */
#define SPACING_BYTES 64.0

/* Run k once with "trips" = trips on one thread. */
static int run_trips(const struct gp_device *dev, const struct gp_kernel *k, double trips,
		     struct gp_engine_result *r, struct gp_diag *d)
{
	struct gp_params p;
	struct gp_launch l = { 0 };
	struct gp_engine_opts o;
	int rc;

	gp_params_init(&p);
	if ((rc = gp_params_set(&p, "trips", trips, d)) < 0)
		return rc;
	l.grid = 1;
	l.block = 1;
	gp_engine_opts_init(&o);
	return gp_engine_run(dev, k, &p, &l, &o, r, d);
}

/* Append printf output to buf (of size n) at *pos; -1 when it does not fit. */
static int put(char *buf, size_t n, size_t *pos, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static int put(char *buf, size_t n, size_t *pos, const char *fmt, ...)
{
	va_list ap;
	int w;
	va_start(ap, fmt);
	w = vsnprintf(buf + *pos, n - *pos, fmt, ap);
	va_end(ap);
	if (w < 0 || (size_t)w >= n - *pos)
		return -1;
	*pos += (size_t)w;
	return 0;
}

/* The chase program: U dependent 8-byte loads, then the counter, the compare and the
 * back branch (gpu-latency's unrolled loop, as its SASS has it). Load j of iteration i
 * reads the pointer at place i*U + j of a shuffled ring through the footprint's pointers,
 * one every SPACING_BYTES (kernel.h: wrap and shuffle; gpu-latency shuffles its chain with
 * std::shuffle). */
static int chase_text(double footprint_bytes, char *buf, size_t n)
{
	const int U = GP_BENCH_CHASE_UNROLL;
	size_t pos = 0;
	int bad = 0;

	bad |= put(buf, n, &pos, "{\"name\": \"chase\", \"fidelity\": \"hand\", \"params\": "
		   "{\"trips\": 1}, \"regs_per_thread\": 16, \"per_warp\": {\"ins_issued\": "
		   "\"trips * %d\", \"ins_lsu\": \"trips * %d\", \"latency_bound\": 1}, "
		   "\"program\": {\"instructions\": [", U + 3, U);
	for (int j = 0; j < U; j++)
		bad |= put(buf, n, &pos, "{\"op\": \"LDG.E.64\", \"class\": \"gld\", \"dst\": "
			   "[\"R2\", \"R3\"], \"src\": [\"R2\", \"R3\"], \"width\": 8, "
			   "\"level\": \"l1\", \"pattern\": %d}, ", j);
	bad |= put(buf, n, &pos,
		   "{\"op\": \"IADD3\", \"class\": \"int\", \"dst\": [\"R4\"], \"src\": [\"R4\"]}, "
		   "{\"op\": \"ISETP.NE.AND\", \"class\": \"int\", \"dst\": [\"P0\"], "
		   "\"src\": [\"R4\"]}, "
		   "{\"op\": \"BRA\", \"class\": \"branch\", \"pred\": \"P0\", \"target\": 0}, "
		   "{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}], "
		   "\"loops\": [{\"head\": 0, \"tail\": %d, \"trips\": \"trips\"}], \"patterns\": [",
		   U + 2);
	for (int j = 0; j < U; j++)
		bad |= put(buf, n, &pos, "%s{\"array\": \"chain\", \"elem_bytes\": %d, \"kind\": "
			   "\"affine\", \"offset\": %d, \"tid\": 0, \"block\": 0, \"iter\": %d, "
			   "\"footprint_bytes\": %.17g, \"wrap\": true, \"shuffle\": true}",
			   j ? ", " : "", (int)SPACING_BYTES, j, U, footprint_bytes);
	bad |= put(buf, n, &pos, "]}}");
	return bad ? -1 : 0;
}

int gp_engine_bench_chase(const struct gp_device *dev, double footprint_bytes,
			  double max_warm_loads, double *cycles_per_load, struct gp_diag *d)
{
	const int U = GP_BENCH_CHASE_UNROLL;
	struct gp_kernel k;
	struct gp_engine_result r1, r2;
	char *text = NULL;
	const size_t n = 32768;
	double lines, warm, trips1, trips2;
	int rc;

	if (!(footprint_bytes >= SPACING_BYTES) || footprint_bytes > 1e13)
		return gp_error(d, GP_EINVAL, "chase footprint must be 64 bytes..10 TB, got %g",
				footprint_bytes);
	lines = floor(footprint_bytes / SPACING_BYTES);
	warm = max_warm_loads > 0 && lines > max_warm_loads ? max_warm_loads : lines;
	trips1 = ceil(warm / U);
	trips2 = trips1 + GP_BENCH_CHASE_WINDOW / U;
	if (!(text = malloc(n)))
		return gp_error(d, GP_ENOMEM, "out of memory");
	if (chase_text(footprint_bytes, text, n) < 0) {
		free(text);
		return gp_error(d, GP_ELIMIT, "chase program does not fit its buffer");
	}
	gp_kernel_init(&k);
	rc = gp_kernel_parse(text, strlen(text), "chase", &k, d);
	free(text);
	if (rc < 0)
		goto out;
	if ((rc = run_trips(dev, &k, trips1, &r1, d)) < 0 ||
	    (rc = run_trips(dev, &k, trips2, &r2, d)) < 0)
		goto out;
	*cycles_per_load = ((double)r2.cycles - (double)r1.cycles) / ((trips2 - trips1) * U);
out:
	gp_kernel_release(&k);
	return rc;
}

/* gpu-stream's triad kernel, A[i] = 1.2 * B[i] + C[i] on doubles, one element a thread
 * (its SASS: the bounds check, two loads, the FMA, the store). */
static const char triad_text[] =
	"{\"name\": \"triad\", \"fidelity\": \"hand\", \"regs_per_thread\": 16, \"per_warp\": "
	"{\"ins_issued\": 7, \"ins_lsu\": 3, \"latency_bound\": 1}, \"program\": {\"instructions\": ["
	"{\"op\": \"ISETP.GE.AND\", \"class\": \"int\", \"dst\": [\"P0\"], \"src\": [\"R0\"]}, "
	"{\"op\": \"LDG.E.64\", \"class\": \"gld\", \"dst\": [\"R4\", \"R5\"], \"src\": [\"R2\"], "
	"\"width\": 8, \"level\": \"dram\", \"pattern\": 0}, "
	"{\"op\": \"LDG.E.64\", \"class\": \"gld\", \"dst\": [\"R6\", \"R7\"], \"src\": [\"R2\"], "
	"\"width\": 8, \"level\": \"dram\", \"pattern\": 1}, "
	"{\"op\": \"DFMA\", \"class\": \"fp64\", \"dst\": [\"R8\", \"R9\"], "
	"\"src\": [\"R4\", \"R5\", \"R6\", \"R7\"]}, "
	"{\"op\": \"STG.E.64\", \"class\": \"gst\", \"src\": [\"R2\", \"R8\", \"R9\"], "
	"\"width\": 8, \"level\": \"dram\", \"pattern\": 2}, "
	"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}], \"patterns\": ["
	"{\"array\": \"B\", \"elem_bytes\": 8, \"kind\": \"affine\"}, "
	"{\"array\": \"C\", \"elem_bytes\": 8, \"kind\": \"affine\"}, "
	"{\"array\": \"A\", \"elem_bytes\": 8, \"kind\": \"affine\"}]}}";

int gp_engine_bench_triad_kernel(struct gp_kernel *k, struct gp_diag *d)
{
	gp_kernel_init(k);
	return gp_kernel_parse(triad_text, strlen(triad_text), "triad", k, d);
}

/* Run the triad over elems elements, block threads a block; *kernel_s. */
static int triad_run(const struct gp_device *dev, const struct gp_kernel *k, double elems,
		     int block, double *kernel_s, struct gp_diag *d)
{
	struct gp_engine_result r;
	struct gp_params p;
	struct gp_launch l = { 0 };
	struct gp_engine_opts o;
	int rc;

	gp_params_init(&p);
	l.grid = (long long)ceil(elems / block);
	l.block = block;
	/* shared memory that lets two blocks, not three, be resident (gpu-stream does it
	 * with a static array and the carve-out) */
	l.smem_dynamic_bytes = (long)(dev->smem_per_sm_bytes / 2 - 2048);
	gp_engine_opts_init(&o);
	if ((rc = gp_engine_run(dev, k, &p, &l, &o, &r, d)) < 0)
		return rc;
	if (r.blocks_per_sm != 2)
		return gp_error(d, GP_EINVAL, "triad: %d blocks per SM resident, not 2",
				r.blocks_per_sm);
	*kernel_s = r.kernel_s;
	return 0;
}

int gp_engine_bench_triad(const struct gp_device *dev, int block, double *gbps,
			  struct gp_diag *d)
{
	struct gp_kernel k;
	double e1, e2, t1, t2;
	int rc;

	if (block < 32 || block > 1024 || block % 32)
		return gp_error(d, GP_EINVAL, "triad block must be 32..1024 threads, a multiple of "
				"32, got %d", block);
	if ((rc = gp_engine_bench_triad_kernel(&k, d)) < 0)
		goto out;
	/* gpu-stream's 1 GB arrays stream far past the L2, which in the steady state is full
	 * of dirty lines, each store evicting one to DRAM. A launch starts with an empty L2
	 * that absorbs the first L2-full of stores: time the difference between a launch
	 * over 2 L2s of data and one over 4, the second half of which is that steady state
	 * (running all 3 GB would take minutes). */
	e1 = ceil(2 * dev->l2_bytes / 24.0 / block) * block;
	e2 = 2 * e1;
	if ((rc = triad_run(dev, &k, e1, block, &t1, d)) < 0 ||
	    (rc = triad_run(dev, &k, e2, block, &t2, d)) < 0)
		goto out;
	*gbps = 24.0 * (e2 - e1) / (t2 - t1) / 1e9;
out:
	gp_kernel_release(&k);
	return rc;
}
