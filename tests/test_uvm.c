/* test_uvm.c - the migration planner (UVMSmart B.3, Figure 2 examples), its timing, and the
 * analytical Unified Memory model. */
#include <math.h>

#include "testutil.h"
#include "gpuperf/uvm.h"
#include "gpuperf/uvm_model.h"

#define KB 1024.0
#define MB (1024.0 * 1024.0)

static struct gp_device gtx970;

static int setup(void **state)
{
	(void)state;
	return tu_device_load("devices/gtx970.json", &gtx970);
}

static struct gp_uvm_config cfg(enum gp_uvm_prefetcher pf)
{
	struct gp_uvm_config c;
	struct gp_diag d;
	assert_int_equal(gp_uvm_config_init(&c, &gtx970, pf, &d), 0);
	return c;
}

/* Expect the plan's groups to be exactly (first page, pages, fault) triples. */
static void expect_groups(const struct gp_uvm_plan *p, int n, const uint64_t (*g)[3])
{
	if (p->n_groups != n) {
		for (int i = 0; i < p->n_groups; i++)
			print_error("group %d: page %llu, %u pages, fault %d\n", i,
				    (unsigned long long)p->groups[i].first_page, p->groups[i].n_pages,
				    p->groups[i].is_fault);
	}
	assert_int_equal(p->n_groups, n);
	for (int i = 0; i < n; i++) {
		assert_int_equal(p->groups[i].first_page, g[i][0]);
		assert_int_equal(p->groups[i].n_pages, g[i][1]);
		assert_int_equal(p->groups[i].is_fault, g[i][2]);
	}
}

static int touch(struct gp_uvm_space *s, uint64_t page, struct gp_uvm_plan *p)
{
	double ready;
	return gp_uvm_touch(s, page, 0, &ready, p);
}

static void test_bandwidth_table_1(void **state)
{
	struct gp_uvm_config c = cfg(GP_UVM_PF_NONE);
	(void)state;
	/* UVMSmart Table 1 on the 15.8 GB/s PCIe 3.0 x16 link of the GTX 970 (scale 1) */
	tu_assert_rel(c.bw_scale, 1.0, 1e-12);
	tu_assert_rel(gp_uvm_bw_gbps(&c, 4 * KB), 3.2219, 1e-12);
	tu_assert_rel(gp_uvm_bw_gbps(&c, 16 * KB), 6.4437, 1e-12);
	tu_assert_rel(gp_uvm_bw_gbps(&c, 64 * KB), 8.4771, 1e-12);
	tu_assert_rel(gp_uvm_bw_gbps(&c, 256 * KB), 10.508, 1e-12);
	tu_assert_rel(gp_uvm_bw_gbps(&c, 1024 * KB), 11.223, 1e-12);
	/* log2 midpoint of 4 KB and 16 KB: the mean of the two */
	tu_assert_rel(gp_uvm_bw_gbps(&c, 8 * KB), (3.2219 + 6.4437) / 2, 1e-12);
	/* 60 KB: log2 60 = 15.907, 95.3% of the way from 16 KB to 64 KB = 8.38244 */
	tu_assert_rel(gp_uvm_bw_gbps(&c, 60 * KB), 8.382436, 1e-6);
	/* 2 MB: carried by the atan fit's shape, 11.223 * atan(149.3)/atan(74.7) = 11.2712 */
	tu_assert_rel(gp_uvm_bw_gbps(&c, 2 * MB), 11.271249, 1e-6);
	tu_assert_rel(gp_uvm_transfer_s(&c, 4 * KB), 4096 / 3.2219e9, 1e-12);
	/* a PCIe 2.0 x4 link (2 GB/s, Table 4.3) scales the table by 2/15.8 */
	struct gp_device dev = gtx970;
	struct gp_diag d;
	dev.link.generation = 2;
	dev.link.lanes = 4;
	dev.link.bw_gbps = 0;
	assert_int_equal(gp_uvm_config_init(&c, &dev, GP_UVM_PF_NONE, &d), 0);
	tu_assert_rel(gp_uvm_bw_gbps(&c, 1024 * KB), 11.223 * 2 / 15.8, 1e-12);
}

/* Seed 001, Figure 2, first example: 512 KB, faults on the first page of N0^1, N0^3, N0^5,
 * N0^7 (4 KB fault group + 60 KB prefetch group each), then on N0^0: N1^0 reaches 128 KB and
 * N2^0 192 KB > 50% of 256 KB, so N0^2 is prefetched; the root then holds 384 KB > 256 KB and
 * N0^4 and N0^6 follow. After five faults the whole 512 KB is valid. */
static void test_tbnp_figure2_example1(void **state)
{
	struct gp_uvm_config c = cfg(GP_UVM_PF_TBNP);
	struct gp_uvm_space *s;
	struct gp_uvm_plan p;
	struct gp_diag d;
	uint64_t first, np;
	(void)state;
	c.capacity_bytes = 0;
	assert_non_null(s = gp_uvm_space_new(&c, &d));
	assert_int_equal(gp_uvm_space_alloc(s, 512 * KB, &first, &np, &d), 0);
	assert_int_equal(np, 128);
	gp_uvm_plan_init(&p);
	for (int leaf = 1; leaf < 8; leaf += 2) {
		const uint64_t g[][3] = { { (uint64_t)leaf * 16, 1, 1 }, { (uint64_t)leaf * 16 + 1, 15, 0 } };
		assert_int_equal(touch(s, first + (uint64_t)leaf * 16, &p), GP_UVM_FAULT);
		expect_groups(&p, 2, g);
		assert_int_equal(p.migrate_pages, 16);
	}
	{
		const uint64_t g[][3] = { { 0, 1, 1 }, { 1, 15, 0 }, { 32, 16, 0 }, { 64, 16, 0 },
					  { 96, 16, 0 } };
		assert_int_equal(touch(s, first, &p), GP_UVM_FAULT);
		expect_groups(&p, 5, g);
		assert_int_equal(p.migrate_pages, 64);
	}
	for (uint64_t q = 0; q < 128; q++)
		assert_true(gp_uvm_page_valid(s, first + q));
	struct gp_uvm_stats st;
	gp_uvm_space_stats(s, &st);
	assert_int_equal(st.faults, 5);
	assert_int_equal(st.migrated_pages, 128);
	gp_uvm_plan_release(&p);
	gp_uvm_space_free(s);
}

/* Second example: faults on N0^1 and N0^3, then N0^0 (N2^0 to-be-valid 192 KB: N0^2 joins),
 * which leaves N2^0 full; the next fault, on N0^4, takes the root to 320 KB > 256 KB and the
 * whole right half moves as one 256 KB group split by the fault into 4 KB + 252 KB. (The
 * seed's text lost the words after each "50%"; the groups it names are these.) */
static void test_tbnp_figure2_example2(void **state)
{
	struct gp_uvm_config c = cfg(GP_UVM_PF_TBNP);
	struct gp_uvm_space *s;
	struct gp_uvm_plan p;
	struct gp_diag d;
	uint64_t first, np;
	(void)state;
	assert_non_null(s = gp_uvm_space_new(&c, &d));
	assert_int_equal(gp_uvm_space_alloc(s, 512 * KB, &first, &np, &d), 0);
	gp_uvm_plan_init(&p);
	assert_int_equal(touch(s, first + 16, &p), GP_UVM_FAULT);
	assert_int_equal(touch(s, first + 48, &p), GP_UVM_FAULT);
	{
		const uint64_t g[][3] = { { 0, 1, 1 }, { 1, 15, 0 }, { 32, 16, 0 } };
		assert_int_equal(touch(s, first, &p), GP_UVM_FAULT);
		expect_groups(&p, 3, g);
	}
	{
		const uint64_t g[][3] = { { 64, 1, 1 }, { 65, 63, 0 } };
		assert_int_equal(touch(s, first + 64, &p), GP_UVM_FAULT);
		expect_groups(&p, 2, g);
		assert_int_equal(p.groups[0].n_pages * 4, 4);     /* 4 KB */
		assert_int_equal(p.groups[1].n_pages * 4, 252);   /* 252 KB */
	}
	/* every later access hits or waits: no fault */
	for (uint64_t q = 0; q < 128; q++)
		assert_int_not_equal(touch(s, first + q, &p), GP_UVM_FAULT);
	gp_uvm_plan_release(&p);
	gp_uvm_space_free(s);
}

/* "For a full binary tree of 2 MB, TBNp can prefetch at most 1020 KB at once": faults on
 * leaves 0, 1, 2, 4, 8 fill the left 1 MB; a fault on leaf 16 moves 4 KB + 1020 KB. Also the
 * allocation rounding of B.3.3 (4 MB + 192 KB becomes 4 MB + 256 KB). */
static void test_tbnp_1020kb_and_rounding(void **state)
{
	struct gp_uvm_config c = cfg(GP_UVM_PF_TBNP);
	struct gp_uvm_space *s;
	struct gp_uvm_plan p;
	struct gp_diag d;
	uint64_t first, np, f2, n2;
	static const int leaves[] = { 0, 1, 2, 4, 8 };
	(void)state;
	assert_non_null(s = gp_uvm_space_new(&c, &d));
	assert_int_equal(gp_uvm_space_alloc(s, 2 * MB, &first, &np, &d), 0);
	gp_uvm_plan_init(&p);
	for (int i = 0; i < 5; i++)
		assert_int_equal(touch(s, first + 16 * (uint64_t)leaves[i], &p), GP_UVM_FAULT);
	for (uint64_t q = 0; q < 256; q++)
		assert_true(gp_uvm_page_valid(s, first + q));
	assert_false(gp_uvm_page_valid(s, first + 256));
	{
		const uint64_t g[][3] = { { 256, 1, 1 }, { 257, 255, 0 } };
		assert_int_equal(touch(s, first + 256, &p), GP_UVM_FAULT);
		expect_groups(&p, 2, g);
		assert_int_equal(p.groups[1].n_pages * 4, 1020);
	}
	assert_int_equal(gp_uvm_space_alloc(s, 4 * MB + 192 * KB, &f2, &n2, &d), 0);
	assert_int_equal(f2, 512);       /* 2 MB aligned after the first */
	assert_int_equal(n2 * 4, 4 * 1024 + 256);
	gp_uvm_plan_release(&p);
	gp_uvm_space_free(s);
}

static void test_seqlocal_none_random(void **state)
{
	struct gp_uvm_config c = cfg(GP_UVM_PF_SEQLOCAL);
	struct gp_uvm_space *s;
	struct gp_uvm_plan p;
	struct gp_diag d;
	uint64_t first, np;
	double ready;
	(void)state;
	/* B.3.2: a fault on page 5 of a block: pages 0-5 form the fault group, 6-15 prefetch */
	assert_non_null(s = gp_uvm_space_new(&c, &d));
	assert_int_equal(gp_uvm_space_alloc(s, 1 * MB, &first, &np, &d), 0);
	gp_uvm_plan_init(&p);
	{
		const uint64_t g[][3] = { { 16, 6, 1 }, { 22, 10, 0 } };
		assert_int_equal(touch(s, first + 21, &p), GP_UVM_FAULT);
		expect_groups(&p, 2, g);
	}
	/* timing: walk, 45 us handling, then 24 KB and 40 KB back to back at Table 1 rates */
	double t24 = 24 * KB / (gp_uvm_bw_gbps(&c, 24 * KB) * 1e9);
	double t40 = 40 * KB / (gp_uvm_bw_gbps(&c, 40 * KB) * 1e9);
	double ptw = 100 / 1253e6;
	assert_int_equal(gp_uvm_touch(s, first + 16, 0, &ready, NULL), GP_UVM_PENDING);
	tu_assert_rel(ready, ptw + 45e-6 + t24, 1e-12);
	assert_int_equal(gp_uvm_touch(s, first + 31, 0, &ready, NULL), GP_UVM_PENDING);
	tu_assert_rel(ready, ptw + 45e-6 + t24 + t40, 1e-12);
	assert_int_equal(gp_uvm_touch(s, first + 31, 1.0, &ready, NULL), GP_UVM_HIT);
	assert_true(ready == 1.0);
	gp_uvm_space_free(s);

	/* none: only the faulting page, one 4 KB group */
	c = cfg(GP_UVM_PF_NONE);
	assert_non_null(s = gp_uvm_space_new(&c, &d));
	assert_int_equal(gp_uvm_space_alloc(s, 1 * MB, &first, &np, &d), 0);
	{
		const uint64_t g[][3] = { { 7, 1, 1 } };
		assert_int_equal(touch(s, first + 7, &p), GP_UVM_FAULT);
		expect_groups(&p, 1, g);
	}
	assert_int_equal(touch(s, first + 8, &p), GP_UVM_FAULT);
	gp_uvm_space_free(s);

	/* random: the faulting page plus one page of the same 2 MB region, the same for the same
	 * seed and page whatever happened before */
	c = cfg(GP_UVM_PF_RANDOM);
	uint64_t cand[2];
	for (int run = 0; run < 2; run++) {
		assert_non_null(s = gp_uvm_space_new(&c, &d));
		assert_int_equal(gp_uvm_space_alloc(s, 4 * MB, &first, &np, &d), 0);
		if (run == 1)
			assert_int_equal(touch(s, first + 900, &p), GP_UVM_FAULT);
		assert_int_equal(touch(s, first + 600, &p), GP_UVM_FAULT);
		assert_int_equal(p.n_groups, 2);
		assert_int_equal(p.migrate_pages, 2);
		int fi = p.groups[0].is_fault ? 0 : 1;
		assert_int_equal(p.groups[fi].first_page, first + 600);
		cand[run] = p.groups[1 - fi].first_page;
		assert_true(cand[run] >= first + 512 && cand[run] < first + 1024);
		gp_uvm_space_free(s);
	}
	assert_int_equal(cand[0], cand[1]);
	gp_uvm_plan_release(&p);
}

static struct gp_uvm_result run(enum gp_uvm_prefetcher pf, double bytes, int passes,
				double capacity, int prefetch_all)
{
	struct gp_uvm_config c = cfg(pf);
	struct gp_uvm_workload w;
	struct gp_uvm_result r;
	struct gp_diag d;
	memset(&w, 0, sizeof(w));
	if (capacity >= 0)
		c.capacity_bytes = capacity;
	w.n_arrays = 1;
	w.arrays[0].bytes = bytes;
	w.arrays[0].elem_bytes = 4;
	w.passes = passes;
	w.prefetch_all = prefetch_all;
	assert_int_equal(gp_uvm_model_run(&c, &w, &r, &d), 0);
	return r;
}

/* A sequential sweep over 64 MB: faults per prefetcher by hand. none: one per 4 KB page
 * (16384). seqlocal: one per 64 KB block (1024). tbnp: per 2 MB tree the faults land on
 * leaves 0, 1, 2, 4, 8, 16 (each fill covers the rest), 6 x 32 = 192. The times order as in
 * seed 001: TBNp fastest, no prefetcher slowest. */
static void test_sequential_stream(void **state)
{
	struct gp_uvm_result none, rnd, seq, tbn;
	double ptw = 100 / 1253e6;
	(void)state;
	none = run(GP_UVM_PF_NONE, 64 * MB, 1, -1, 0);
	rnd = run(GP_UVM_PF_RANDOM, 64 * MB, 1, -1, 0);
	seq = run(GP_UVM_PF_SEQLOCAL, 64 * MB, 1, -1, 0);
	tbn = run(GP_UVM_PF_TBNP, 64 * MB, 1, -1, 0);
	assert_int_equal(none.stats.faults, 16384);
	assert_int_equal(seq.stats.faults, 1024);
	assert_int_equal(tbn.stats.faults, 192);
	assert_true(rnd.stats.faults < 16384 && rnd.stats.faults > 1024);
	for (int i = 0; i < 4; i++) {
		const struct gp_uvm_result *r = i == 0 ? &none : i == 1 ? &rnd : i == 2 ? &seq : &tbn;
		assert_true(r->stats.migrated_pages == 16384);
		assert_true(r->stats.refaults == 0 && r->stats.evicted_pages == 0);
	}
	/* none, by hand: 16384 x (45 us + 4 KB at 3.2219 GB/s) serialized, plus the last walk */
	tu_assert_rel(none.time_s, 16384 * (45e-6 + 4096 / 3.2219e9) + ptw, 1e-9);
	/* seqlocal: 1024 x (45 us + 4 KB + 60 KB transfers) */
	tu_assert_rel(seq.time_s,
		      1024 * (45e-6 + 4096 / 3.2219e9 + 61440 / (8.382435668555182e9)) + ptw, 1e-6);
	assert_true(tbn.time_s < seq.time_s);
	assert_true(seq.time_s < rnd.time_s);
	assert_true(rnd.time_s < none.time_s);
}

/* Oversubscription: 16 MB swept twice on 8 MB of device memory with LRU over 2 MB regions.
 * Pass 1 evicts regions 0-3 as 4-7 arrive; pass 2 refaults everything and evicts all eight:
 * 12 evictions = 24 MB written back, 2 x 8 x 6 = 96 TBNp faults, 48 of them refaults. With
 * room for everything the second pass costs nothing. */
static void test_oversubscription_thrashing(void **state)
{
	struct gp_uvm_result fit, over;
	(void)state;
	fit = run(GP_UVM_PF_TBNP, 16 * MB, 2, 32 * MB, 0);
	over = run(GP_UVM_PF_TBNP, 16 * MB, 2, 8 * MB, 0);
	assert_int_equal(fit.stats.faults, 48);
	assert_int_equal(fit.stats.evicted_pages, 0);
	assert_int_equal(over.stats.faults, 96);
	assert_int_equal(over.stats.refaults, 48);
	assert_int_equal(over.stats.evicted_pages * 4096, 24 * MB);
	assert_int_equal(over.stats.migrated_pages * 4096, 32 * MB);
	assert_true(over.stats.evict_s > 0);
	assert_true(over.time_s > 2 * fit.time_s);
}

/* cudaMemPrefetchAsync of 64 MB: 32 transfers of 2 MB, no fault, and the kernel then hits. */
static void test_explicit_prefetch(void **state)
{
	struct gp_uvm_config c = cfg(GP_UVM_PF_NONE);
	struct gp_uvm_result r;
	(void)state;
	r = run(GP_UVM_PF_NONE, 64 * MB, 1, -1, 1);
	assert_int_equal(r.stats.faults, 0);
	assert_int_equal(r.stats.transfers, 32);
	assert_int_equal(r.stats.migrated_pages, 16384);
	assert_int_equal(r.stats.hits, 16384);
	tu_assert_rel(r.prefetch_s, 32 * (2 * MB) / (gp_uvm_bw_gbps(&c, 2 * MB) * 1e9), 1e-12);
	tu_assert_rel(r.time_s, r.prefetch_s, 1e-12);
	assert_true(r.time_s < run(GP_UVM_PF_TBNP, 64 * MB, 1, -1, 0).time_s);
}

/* The kernel's work overlaps migrations: total between max(kernel, uvm) and their sum. */
static void test_kernel_overlap(void **state)
{
	struct gp_uvm_config c = cfg(GP_UVM_PF_TBNP);
	struct gp_uvm_workload w;
	struct gp_uvm_result r;
	struct gp_diag d;
	(void)state;
	memset(&w, 0, sizeof(w));
	w.n_arrays = 2;
	for (int i = 0; i < 2; i++) {
		w.arrays[i].bytes = 32 * MB;
		w.arrays[i].elem_bytes = 4;
	}
	w.passes = 1;
	w.kernel_s = 10e-3;
	w.resident_threads = 13 * 2048;
	assert_int_equal(gp_uvm_model_run(&c, &w, &r, &d), 0);
	assert_int_equal(r.stats.faults, 192);
	assert_true(r.time_s >= r.uvm_s && r.time_s >= r.kernel_s);
	assert_true(r.time_s <= r.uvm_s + r.kernel_s + 1e-9);
	assert_true(r.overlap_s > 0);
	tu_assert_rel(r.overlap_s, r.uvm_s + r.kernel_s - r.time_s, 1e-9);
	/* strided by 64 KB: one touch per basic block; random: every page in some order */
	w.n_arrays = 1;
	w.kernel_s = 0;
	w.arrays[0].pattern.kind = GP_UVM_STRIDED;
	w.arrays[0].pattern.stride_bytes = 64 * KB;
	c = cfg(GP_UVM_PF_NONE);
	assert_int_equal(gp_uvm_model_run(&c, &w, &r, &d), 0);
	assert_int_equal(r.touches, 512);
	assert_int_equal(r.stats.faults, 512);
	w.arrays[0].pattern.kind = GP_UVM_RANDOM;
	w.arrays[0].bytes = 4 * MB;
	assert_int_equal(gp_uvm_model_run(&c, &w, &r, &d), 0);
	assert_int_equal(r.touches, 1048576);
	assert_int_equal(r.stats.faults, 1024);   /* all 1024 pages, each once */
}

static void test_bad_inputs(void **state)
{
	struct gp_uvm_config c = cfg(GP_UVM_PF_TBNP);
	struct gp_uvm_space *s;
	struct gp_uvm_workload w;
	struct gp_uvm_result r;
	struct gp_uvm_pattern pat;
	enum gp_uvm_prefetcher pf;
	struct gp_diag d;
	uint64_t first, np;
	double ready;
	(void)state;
	gp_diag_clear(&d);
	assert_int_equal(gp_uvm_prefetcher_parse("lru", &pf, &d), -GP_EUSAGE);
	tu_assert_contains(d.msg, "unknown prefetcher 'lru'");
	tu_assert_contains(d.hint, "none, random, seqlocal or tbnp");
	assert_int_equal(gp_uvm_prefetcher_parse("seqlocal", &pf, &d), 0);
	assert_int_equal(pf, GP_UVM_PF_SEQLOCAL);
	assert_int_equal(gp_uvm_pattern_parse("strided:0", &pat, &d), -GP_EUSAGE);
	tu_assert_contains(d.msg, "stride in 'strided:0' must be a size > 0");
	assert_int_equal(gp_uvm_pattern_parse("zigzag", &pat, &d), -GP_EUSAGE);
	assert_int_equal(gp_uvm_pattern_parse("strided:64K", &pat, &d), 0);
	assert_true(pat.kind == GP_UVM_STRIDED && pat.stride_bytes == 65536);

	assert_non_null(s = gp_uvm_space_new(&c, &d));
	assert_int_equal(gp_uvm_space_alloc(s, -5, &first, &np, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "managed allocation size must be > 0, got -5");
	assert_int_equal(gp_uvm_space_alloc(s, 2e12, &first, &np, &d), -GP_ELIMIT);
	assert_int_equal(gp_uvm_space_alloc(s, 1 * MB, &first, &np, &d), 0);
	assert_int_equal(gp_uvm_touch(s, first + np, 0, &ready, NULL), -GP_ERANGE);
	assert_int_equal(gp_uvm_prefetch(s, first, np + 1, 0, &ready, &d), -GP_ERANGE);
	gp_uvm_space_free(s);

	/* zero bandwidth, bad page size, bad table, too little memory */
	struct gp_device dev = gtx970;
	dev.link.bw_gbps = 0;
	dev.link.generation = 0;
	assert_int_equal(gp_uvm_config_init(&c, &dev, GP_UVM_PF_NONE, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "link bandwidth is 0 GB/s");
	c = cfg(GP_UVM_PF_NONE);
	c.page_bytes = 5000;
	assert_null(gp_uvm_space_new(&c, &d));
	tu_assert_contains(d.msg, "page size must be a power of two");
	c = cfg(GP_UVM_PF_NONE);
	c.bw_gbps[2] = 0;
	assert_int_equal(gp_uvm_config_check(&c, &d), -GP_EINVAL);
	assert_string_equal(d.field, "/uvm/bw_by_size/2");
	c = cfg(GP_UVM_PF_NONE);
	c.capacity_bytes = 1 * MB;
	assert_int_equal(gp_uvm_config_check(&c, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "below two 2 MB regions");
	c = cfg(GP_UVM_PF_NONE);
	c.prefetcher = (enum gp_uvm_prefetcher)9;
	assert_int_equal(gp_uvm_config_check(&c, &d), -GP_EINVAL);

	c = cfg(GP_UVM_PF_NONE);
	memset(&w, 0, sizeof(w));
	w.n_arrays = 1;
	w.arrays[0].bytes = 1 * MB;
	w.passes = 0;
	assert_int_equal(gp_uvm_model_run(&c, &w, &r, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "passes must be >= 1");
	w.passes = 1;
	w.arrays[0].bytes = -1;
	assert_int_equal(gp_uvm_model_run(&c, &w, &r, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "must be > 0, got -1");
	w.arrays[0].bytes = 1 * MB;
	w.arrays[0].pattern.kind = GP_UVM_RANDOM;
	w.arrays[0].elem_bytes = 1;
	w.passes = 1000;
	assert_int_equal(gp_uvm_model_run(&c, &w, &r, &d), -GP_ELIMIT);
	tu_assert_contains(d.msg, "exceed the model's limit");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bandwidth_table_1),
		cmocka_unit_test(test_tbnp_figure2_example1),
		cmocka_unit_test(test_tbnp_figure2_example2),
		cmocka_unit_test(test_tbnp_1020kb_and_rounding),
		cmocka_unit_test(test_seqlocal_none_random),
		cmocka_unit_test(test_sequential_stream),
		cmocka_unit_test(test_oversubscription_thrashing),
		cmocka_unit_test(test_explicit_prefetch),
		cmocka_unit_test(test_kernel_overlap),
		cmocka_unit_test(test_bad_inputs),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
