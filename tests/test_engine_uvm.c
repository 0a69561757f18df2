/* test_engine_uvm.c - Unified Memory in the cycle-level engine: GMMU stage vs the analytical
 * model (faults, time, prefetcher order), skip-ahead, determinism, array mapping, errors. */
#include <math.h>
#include <time.h>

#include "testutil.h"
#include "gpuperf/engine.h"
#include "gpuperf/uvm.h"
#include "gpuperf/uvm_model.h"

#define MB (1024.0 * 1024.0)
#define SAXPY "tests/data/saxpy_uvm.json"
#define SAXPY2 "kernels/saxpy2.json"

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	return tu_device_load("devices/gtx970.json", &gtx970);
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

struct run {
	const char *kernel;
	long long threads;
	int a;                    /* the kernels' loop trips (work per element) */
	int managed, jobs, no_skip, fault_mshrs;
	enum gp_uvm_prefetcher pf;
	double device_mem;
};

static int engine(const struct run *x, struct gp_engine_result *res, struct gp_diag *d)
{
	struct gp_kernel k;
	struct gp_params p;
	struct gp_launch l;
	struct gp_engine_opts o;
	int rc;
	assert_int_equal(gp_kernel_load(x->kernel, &k, d), 0);
	gp_params_init(&p);
	assert_int_equal(gp_params_set(&p, "a", x->a, d), 0);
	memset(&l, 0, sizeof(l));
	l.block = 256;
	l.grid = (x->threads + 255) / 256;
	gp_engine_opts_init(&o);
	o.threads = x->threads;
	o.jobs = x->jobs > 0 ? x->jobs : 1;
	o.managed = x->managed;
	o.prefetcher = x->pf;
	o.device_mem_bytes = x->device_mem;
	o.no_skip_ahead = x->no_skip;
	o.fault_mshrs = x->fault_mshrs;
	rc = gp_engine_run(&gtx970, &k, &p, &l, &o, res, d);
	gp_kernel_release(&k);
	return rc;
}

/* The analytical model for the same launch: the arrays the engine mapped, the kernel's
 * time without Unified Memory, the engine's resident threads. */
static void model(enum gp_uvm_prefetcher pf, int arrays, double bytes, double device_mem,
		  const struct gp_engine_result *plain, struct gp_uvm_result *r)
{
	struct gp_uvm_config c;
	struct gp_uvm_workload w;
	struct gp_diag d;
	assert_int_equal(gp_uvm_config_init(&c, &gtx970, pf, &d), 0);
	if (device_mem > 0)
		c.capacity_bytes = device_mem;
	memset(&w, 0, sizeof(w));
	w.n_arrays = arrays;
	for (int i = 0; i < arrays; i++) {
		w.arrays[i].bytes = bytes;
		w.arrays[i].elem_bytes = 4;
		w.arrays[i].pattern.kind = GP_UVM_SEQUENTIAL;
	}
	w.passes = 1;
	w.kernel_s = plain->kernel_s;
	w.resident_threads = plain->theoretical_warps * 32 * gtx970.sms;
	assert_int_equal(gp_uvm_model_run(&c, &w, r, &d), 0);
}

/*
 * The streaming kernel over two managed arrays, every prefetcher: faults and
 * migrated pages exactly as the model's, total time within 15%, and seed 001's
 * order (TBNp fastest, no prefetching slowest). rand_tol: fault-count tolerance
 * of the random prefetcher (see test_saxpy2_agrees). Both sides call the same
 * planner (gp_uvm_touch), so equal counts check the engine's touch order only;
 * the GMMU's own figures are checked by hand in test_gmmu_hand.c.
 */
static void streaming(const char *kernel, long long threads, int a, double device_mem,
		      double rand_tol)
{
	struct run x = { kernel, threads, a, 0, 1, 0, 0, GP_UVM_PF_NONE, device_mem };
	struct gp_engine_result plain, res;
	struct gp_diag d;
	double t[GP_UVM_PF_COUNT], bytes = (double)threads * 4;

	assert_int_equal(engine(&x, &plain, &d), 0);
	print_message("%s, %.4g MB per array, a=%d: kernel alone %.4f ms\n", kernel, bytes / MB, a,
		      plain.kernel_s * 1e3);
	print_message("%-9s %9s %9s %11s %11s %7s\n", "", "faults", "model", "engine ms",
		      "model ms", "diff");
	x.managed = 1;
	for (int pf = 0; pf < GP_UVM_PF_COUNT; pf++) {
		struct gp_uvm_result m;
		x.pf = (enum gp_uvm_prefetcher)pf;
		assert_int_equal(engine(&x, &res, &d), 0);
		model(x.pf, 2, bytes, device_mem, &plain, &m);
		print_message("%-9s %9.0f %9llu %11.4f %11.4f %+6.1f%%\n",
			      gp_uvm_prefetcher_name(x.pf), res.faults,
			      (unsigned long long)m.stats.faults, res.kernel_s * 1e3, m.time_s * 1e3,
			      100 * (m.time_s / res.kernel_s - 1));
		assert_int_equal(res.managed_arrays, 2);
		assert_true(res.managed_bytes == 2 * bytes);
		if (pf == GP_UVM_PF_RANDOM && rand_tol > 0) {
			tu_assert_rel(res.faults, (double)m.stats.faults, rand_tol);
		} else {
			assert_true(res.faults == (double)m.stats.faults);
			assert_true(res.migrated_bytes ==
				    (double)m.stats.migrated_pages * m.stats.page_bytes);
			assert_true(res.evicted_bytes ==
				    (double)m.stats.evicted_pages * m.stats.page_bytes);
		}
		tu_assert_rel(m.time_s, res.kernel_s, 0.15);
		/* the link's busy time is the model's fault cost */
		tu_assert_rel(res.fault_time_s, m.uvm_s, 0.15);
		t[pf] = res.kernel_s;
	}
	assert_true(t[GP_UVM_PF_TBNP] < t[GP_UVM_PF_SEQLOCAL]);
	assert_true(t[GP_UVM_PF_SEQLOCAL] < t[GP_UVM_PF_RANDOM]);
	assert_true(t[GP_UVM_PF_RANDOM] < t[GP_UVM_PF_NONE]);
}

/* 2 x 4 MB, one element per thread: faults dominate. */
static void test_streaming_agrees(void **state)
{
	(void)state;
	streaming(SAXPY, 1 << 20, 1, 0, 0);
}

/*
 * The thesis's saxpy2 loads y only after its loop over x, so a warp's first
 * touch of y waits for its x page: y's pages are first touched in the order x's
 * pages arrive, not in address order. That order matters to the random
 * prefetcher alone (whether a page was touched before the fault that would
 * have prefetched it); the other three agree exactly.
 */
static void test_saxpy2_agrees(void **state)
{
	(void)state;
	streaming(SAXPY2, 1 << 20, 1, 0, 0.002);
}

/* Sizes of the mapped arrays follow the launch: a partial last block, 4 MB + 2304 B. */
static void test_array_extents(void **state)
{
	struct run x = { SAXPY, 1000000, 1, 1, 1, 0, 0, GP_UVM_PF_NONE, 0 };
	struct gp_engine_result res;
	struct gp_diag d;
	(void)state;
	assert_int_equal(engine(&x, &res, &d), 0);
	assert_true(res.managed_bytes == 2 * 4e6);
	/* no prefetching: one fault per touched page, ceil(4e6 / 4096) = 977 per array */
	assert_true(res.faults == 2 * 977);
	assert_true(res.migrated_bytes == 2 * 977 * 4096.0);
	assert_true(res.prefetched_bytes == 0);
	/* every line request after a page's first one: 32 per page, 8 SMs' TLBs each */
	assert_true(res.tlb_hit_rate > 0.8 && res.tlb_hit_rate < 1);
}

/*
 * Skip-ahead (seed 001 C.2) changes host time only: the same result with the
 * clock polling every epoch, and for 1 and 2 threads. A fault-bound run.
 */
static void test_skip_ahead_exact(void **state)
{
	struct run x = { SAXPY, 1 << 18, 1, 1, 1, 0, 0, GP_UVM_PF_NONE, 0 };
	struct gp_engine_result a, b, c;
	struct gp_diag d;
	double t0, ts, tn;
	(void)state;
	t0 = now_s();
	assert_int_equal(engine(&x, &a, &d), 0);
	ts = now_s() - t0;
	x.jobs = 2;
	assert_int_equal(engine(&x, &b, &d), 0);
	x.jobs = 1;
	x.no_skip = 1;
	t0 = now_s();
	assert_int_equal(engine(&x, &c, &d), 0);
	tn = now_s() - t0;
	print_message("1 MB x 2, no prefetcher: %.0f faults, %llu cycles; skip-ahead %lld epochs "
		      "%.3f s, polling %lld epochs %.3f s\n", a.faults, (unsigned long long)a.cycles,
		      a.epochs, ts, c.epochs, tn);
	assert_true(a.faults == 512);
	assert_int_equal(a.cycles, b.cycles);
	assert_int_equal(a.cycles, c.cycles);
	for (const struct gp_engine_result *o = &b; o; o = o == &b ? &c : NULL) {
		assert_true(o->faults == a.faults);
		assert_true(o->dram_bytes == a.dram_bytes);
		assert_true(o->warp_instructions == a.warp_instructions);
		assert_true(o->tlb_hit_rate == a.tlb_hit_rate);
		assert_true(o->walks == a.walks);
		assert_true(o->fault_time_s == a.fault_time_s);
		assert_true(o->dram_latency_avg_cycles == a.dram_latency_avg_cycles);
		for (int s = 0; s < GP_STALL_COUNT; s++)
			assert_true(o->stall[s] == a.stall[s]);
	}
	assert_int_equal(a.epochs, b.epochs);
	/* every warp waits on a fault most of the time: most epochs are skipped */
	assert_true(a.epochs * 20 < c.epochs);
}

/* A far-fault MSHR cap of one serializes raising faults behind their completion. */
static void test_fault_mshrs(void **state)
{
	struct run x = { SAXPY, 1 << 18, 1, 1, 1, 0, 0, GP_UVM_PF_SEQLOCAL, 0 };
	struct gp_engine_result a, b;
	struct gp_diag d;
	(void)state;
	assert_int_equal(engine(&x, &a, &d), 0);
	x.fault_mshrs = 1;
	assert_int_equal(engine(&x, &b, &d), 0);
	/* seqlocal: one fault per 64 KB block whatever the timing */
	assert_true(a.faults == 2 * 16 && b.faults == a.faults);
	assert_true(b.cycles >= a.cycles);
}

/*
 * Device memory smaller than the footprint: 2 x 4 MB through 4 MB (two 2 MB
 * regions). Eviction writes back and re-faults. Which region LRU picks depends
 * on the order of touches, and in the engine y's store follows its load by a
 * DRAM round trip, so a region can be evicted between the two (a re-fault the
 * model's one touch per page cannot have): faults agree within 10%, time 15%.
 */
static void test_oversubscribed(void **state)
{
	struct run x = { SAXPY, 1 << 20, 1, 1, 1, 0, 0, GP_UVM_PF_TBNP, 4 * MB };
	struct gp_engine_result plain, res;
	struct gp_uvm_result m;
	struct gp_diag d;
	(void)state;
	x.managed = 0;
	assert_int_equal(engine(&x, &plain, &d), 0);
	x.managed = 1;
	assert_int_equal(engine(&x, &res, &d), 0);
	model(GP_UVM_PF_TBNP, 2, 4 * MB, 4 * MB, &plain, &m);
	print_message("oversubscribed: engine %.0f faults, %.4g MB evicted, %.4f ms | model %llu "
		      "faults, %.4g MB evicted, %.4f ms\n", res.faults, res.evicted_bytes / MB,
		      res.kernel_s * 1e3, (unsigned long long)m.stats.faults,
		      m.stats.evicted_pages * 4096.0 / MB, m.time_s * 1e3);
	assert_true(res.evicted_bytes >= 4 * MB);
	assert_true(res.migrated_bytes >= 8 * MB);
	assert_true(res.faults >= (double)m.stats.faults);
	tu_assert_rel(res.faults, (double)m.stats.faults, 0.10);
	tu_assert_rel(m.time_s, res.kernel_s, 0.15);
}

static void test_library_errors(void **state)
{
	struct run x = { SAXPY, 1 << 16, 1, 1, 1, 0, 0, GP_UVM_PF_NONE, -1 };
	struct gp_engine_result res;
	struct gp_kernel k;
	struct gp_params p;
	struct gp_launch l = { .grid = 256, .block = 256 };
	struct gp_engine_opts o;
	struct gp_device dev;
	struct gp_diag d;
	(void)state;
	/* negative device memory */
	assert_int_equal(engine(&x, &res, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "device memory must be >= 0");
	tu_assert_contains(d.field, "uvm.device_mem");
	/* below two eviction regions */
	x.device_mem = 4096;
	assert_int_equal(engine(&x, &res, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "below two 2 MB regions");
	/* negative MSHRs */
	x.device_mem = 0;
	x.fault_mshrs = -1;
	assert_int_equal(engine(&x, &res, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "far-fault MSHRs must be >= 0");
	/* sampling cannot stand for a run whose waves differ */
	assert_int_equal(gp_kernel_load(SAXPY, &k, &d), 0);
	gp_params_init(&p);
	gp_engine_opts_init(&o);
	assert_int_equal(o.prefetcher, GP_UVM_PF_TBNP);
	o.managed = 1;
	o.sample = 1;
	assert_int_equal(gp_engine_run(&gtx970, &k, &p, &l, &o, &res, &d), -GP_EUSAGE);
	tu_assert_contains(d.msg, "cannot be sampled");
	tu_assert_contains(d.hint, "drop {engine.sample}");
	/* a link without bandwidth */
	o.sample = 0;
	dev = gtx970;
	dev.link.bw_gbps = 0;
	dev.link.generation = 0;
	assert_int_equal(gp_engine_run(&dev, &k, &p, &l, &o, &res, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "link bandwidth is 0 GB/s");
	/* a zero in the transfer-size bandwidth table */
	dev = gtx970;
	dev.uvm.n_bw = 2;
	dev.uvm.bw_size_bytes[0] = 4096;
	dev.uvm.bw_gbps[0] = 0;
	dev.uvm.bw_size_bytes[1] = 65536;
	dev.uvm.bw_gbps[1] = 8;
	assert_int_equal(gp_engine_run(&dev, &k, &p, &l, &o, &res, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "both figures be > 0");
	/* an unknown prefetcher number */
	o.prefetcher = GP_UVM_PF_COUNT;
	assert_int_equal(gp_engine_run(&gtx970, &k, &p, &l, &o, &res, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "unknown prefetcher");
	gp_kernel_release(&k);
}

static void test_cli(void **state)
{
	struct run x = { SAXPY, 1 << 18, 1, 1, 1, 0, 0, GP_UVM_PF_SEQLOCAL, 0 };
	struct gp_engine_result res;
	struct gp_diag d;
	struct tu_run r;
	char want[128];
	(void)state;
	assert_int_equal(engine(&x, &res, &d), 0);
	tu_gpuperf(&r, "simulate --device gtx970 --kernel " SAXPY " --block 256 --threads 262144 "
		   "--managed --prefetcher seqlocal --jobs 2 --json");
	assert_int_equal(r.status, 0);
	snprintf(want, sizeof(want), "\"cycles\": %llu,", (unsigned long long)res.cycles);
	tu_assert_contains(r.out, want);
	tu_assert_contains(r.out, "\"prefetcher\": \"seqlocal\"");
	tu_assert_contains(r.out, "\"faults\": 32,");
	tu_assert_contains(r.out, "\"migrated_bytes\": 2097152,");
	snprintf(want, sizeof(want), "\"fault_time_s\": %.9g,", res.fault_time_s);
	tu_assert_contains(r.out, want);
	tu_gpuperf(&r, "simulate --device gtx970 --kernel " SAXPY " --block 256 --threads 262144 "
		   "--managed --prefetcher seqlocal");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "managed       2 arrays, 2.09715 MB, seqlocal prefetcher");
	tu_assert_contains(r.out, "faults        32 far faults, 2.09715 MB migrated");
	tu_assert_contains(r.out, "fault time    ");
	/* without --managed nothing of it is reported */
	tu_gpuperf(&r, "simulate --device gtx970 --kernel " SAXPY " --block 256 --threads 262144 "
		   "--json");
	assert_int_equal(r.status, 0);
	assert_null(strstr(r.out, "\"faults\""));
}

static void test_cli_errors(void **state)
{
	static const struct { int status; const char *msg, *args; } cases[] = {
		{ 2, "unknown prefetcher 'lru'", "--managed --prefetcher lru" },
		{ 1, "device memory must be > 0 bytes, got -1M", "--managed --device-mem -1M" },
		{ 1, "device memory must be > 0 bytes, got 0", "--managed --device-mem 0" },
		{ 2, "--device-mem: 'lots' is not a size", "--managed --device-mem lots" },
		{ 1, "below two 2 MB regions", "--managed --device-mem 1M" },
		{ 2, "need --managed", "--prefetcher tbnp" },
		{ 2, "need --managed", "--device-mem 1G" },
		{ 2, "cannot be sampled", "--managed --sample" },
		{ 2, "--fault-mshrs: -1 is out of range", "--managed --fault-mshrs -1" },
	};
	struct tu_run r;
	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		tu_gpuperf(&r, "simulate --device gtx970 --kernel " SAXPY " --block 256 --grid 64 %s",
			   cases[i].args);
		if (r.status != cases[i].status)
			print_error("%s: exit %d\n%s", cases[i].args, r.status, r.err);
		assert_int_equal(r.status, cases[i].status);
		tu_assert_contains(r.err, cases[i].msg);
		tu_assert_contains(r.err, "hint:");
	}
}

/* make check-slow: 2 x 32 MB, and a kernel whose work overlaps TBNp's migrations. */
static void test_slow_large(void **state)
{
	(void)state;
	if (!getenv("GPUPERF_SLOW")) {
		tu_skip_why("2 x 32 MB managed runs only in 'make check-slow' (GPUPERF_SLOW unset)");
		skip();
	}
	streaming(SAXPY, 8 << 20, 1, 0, 0);
	streaming(SAXPY, 1 << 20, 2000, 0, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_streaming_agrees),
		cmocka_unit_test(test_saxpy2_agrees),
		cmocka_unit_test(test_array_extents),
		cmocka_unit_test(test_skip_ahead_exact),
		cmocka_unit_test(test_fault_mshrs),
		cmocka_unit_test(test_oversubscribed),
		cmocka_unit_test(test_library_errors),
		cmocka_unit_test(test_cli),
		cmocka_unit_test(test_cli_errors),
		cmocka_unit_test(test_slow_large),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
