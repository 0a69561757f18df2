/* test_engine_real.c - the engine on real kernels and trace sizes: schedulers with few warps,
 * the DRAM address map, allocation placement, zero-trip guards, bounded runs, streamed traces. */
#include <math.h>
#include "testutil.h"
#include "gpuperf/backend.h"
#include "gpuperf/engine.h"
#include "gpuperf/traceg.h"
#include <lzma.h>
#include <zlib.h>
#include "engine_int.h"
#include "util.h"

static struct gp_device gtx970;
static struct gp_kernel saxpy2;

static int setup(void **state)
{
	struct gp_diag d;
	(void)state;
	if (tu_device_load("devices/gtx970.json", &gtx970) < 0)
		return -1;
	if (gp_kernel_load("kernels/saxpy2.json", &saxpy2, &d) < 0) {
		gp_diag_print(&d, stderr);
		return -1;
	}
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	gp_kernel_release(&saxpy2);
	return 0;
}

/* ==== Schedulers on SMs holding fewer warps than schedulers ==== */

/*
 * Every policy with 1..9 resident warps on a GM204 SM (4 schedulers): one block
 * of w warps, and w one-warp blocks at --occupancy 1 (one resident warp per SM).
 * Each warp executes saxpy2's 26 + 4a warp instructions (the program: 22 before
 * the loop plus 4 per trip, 4 after; the same count test_engine.c's policies
 * case derives), so the totals are exact; with one warp per SM there is nothing
 * to choose and every policy gives the same cycles. Under ASan this is the case
 * that read past the warp array with LRR.
 */
static void test_schedulers_few_warps(void **state)
{
	const enum gp_engine_sched pol[] = { GP_ENGINE_GTO, GP_ENGINE_LRR };
	struct gp_params p;
	struct gp_diag d;
	uint64_t one_warp_cycles = 0;
	(void)state;
	gp_params_init(&p);
	gp_params_set(&p, "a", 3, NULL);
	for (size_t s = 0; s < sizeof(pol) / sizeof(pol[0]); s++)
		for (int w = 1; w <= 9; w++)
			for (int shape = 0; shape < 2; shape++) {
				struct gp_launch l = { .grid = shape ? w : 1, .block = shape ? 32 : 32 * w,
						       .occupancy_warps = shape ? 1 : 0 };
				struct gp_engine_opts o;
				struct gp_engine_result r;
				gp_engine_opts_init(&o);
				o.sched = pol[s];
				o.jobs = 1 + (w % 2);
				gp_diag_clear(&d);
				assert_int_equal(gp_engine_run(&gtx970, &saxpy2, &p, &l, &o, &r, &d), 0);
				assert_true(r.warp_instructions == (double)w * (26 + 4 * 3));
				if (w == 1 && s == 0 && shape == 0)
					one_warp_cycles = r.cycles;
				if (w == 1)
					assert_true(r.cycles == one_warp_cycles);
			}
}

/* ==== The DRAM address map ==== */

/*
 * By hand, for V100's 32 channels and the Volta map (dramid@8; bank bits 14 13 12 8,
 * row bits 27..15): chunk = addr >> 8 = g * 32 + r, channel = r XOR (g(x) x^5 mod
 * x^5 + x^2 + 1). addr 0: chunk 0 -> channel 0, bank 0, row 0. addr 256: r = 1 ->
 * channel 1. addr 8192: g = 1, x^5 = x^2 + 1 = 5 -> channel 5; local address
 * 1 << 8 has bank bit 8 set -> bank 1, row 0. addr 16384: g = 2, x^6 = x^3 + x = 10
 * -> channel 10. Consecutive indexing puts 8192 on channel 0.
 */
static void test_amap_by_hand(void **state)
{
	struct en_amap m;
	struct en_dloc at;
	char why[128];
	(void)state;
	assert_int_equal(en_amap_init(&m, 32, NULL, 0, why, sizeof(why)), 0);
	en_amap_locate(&m, 0, &at);
	assert_int_equal(at.ch, 0);
	assert_int_equal(at.bank, 0);
	assert_true(at.row == 0);
	en_amap_locate(&m, 256 + 100, &at);
	assert_int_equal(at.ch, 1);
	en_amap_locate(&m, 8192, &at);
	assert_int_equal(at.ch, 5);
	assert_int_equal(at.bank, 1);
	assert_true(at.row == 0);
	en_amap_locate(&m, 16384, &at);
	assert_int_equal(at.ch, 10);
	/* local address of chunk g = 1 << 15 (row bit 15): row 1, bank permuted by row 1 */
	en_amap_locate(&m, (uint64_t)1 << (15 - 8 + 5 + 8), &at);
	assert_true(at.row == 1);
	assert_int_equal(at.bank, 1);
	assert_int_equal(en_amap_init(&m, 32, NULL, 1, why, sizeof(why)), 0);
	en_amap_locate(&m, 8192, &at);
	assert_int_equal(at.ch, 0);
	/* bad letters are refused with the reason */
	assert_int_equal(en_amap_init(&m, 32, "dramid@8;RBX", 0, why, sizeof(why)), -1);
	tu_assert_contains(why, "'X'");
	assert_int_equal(en_amap_init(&m, 32, "bank@8;", 0, why, sizeof(why)), -1);
	assert_int_equal(en_amap_init(&m, 32, "dramid@8;" "0000000000000000000000000000000000000000000000000000000000000000",
				      0, why, sizeof(why)), -1);
	tu_assert_contains(why, "no bank bits");
}

/*
 * IPOLY's property (Rau 1991): x^k is invertible modulo an irreducible P, so 2^d
 * chunks a power-of-two stride apart land on 2^d distinct channels for every
 * stride; round robin puts strides of 2^d chunks all on one channel. For 40 and
 * 80 channels (A100, H100) every run of n consecutive chunks covers all n.
 */
static void test_amap_spread(void **state)
{
	struct en_amap m, c;
	struct en_dloc at;
	char why[128];
	(void)state;
	assert_int_equal(en_amap_init(&m, 32, NULL, 0, why, sizeof(why)), 0);
	assert_int_equal(en_amap_init(&c, 32, NULL, 1, why, sizeof(why)), 0);
	for (int k = 0; k < 40; k++) {
		uint64_t seen = 0, cseen = 0;
		for (uint64_t i = 0; i < 32; i++) {
			en_amap_locate(&m, (i << k) << 8, &at);
			seen |= 1ULL << at.ch;
			en_amap_locate(&c, (i << k) << 8, &at);
			cseen |= 1ULL << at.ch;
		}
		assert_true(seen == 0xFFFFFFFFULL);
		if (k >= 5)
			assert_true(cseen == 1);
	}
	for (int n = 40; n <= 80; n += 40) {
		assert_int_equal(en_amap_init(&m, n, NULL, 0, why, sizeof(why)), 0);
		for (uint64_t g = 0; g < 300; g += 7) {
			uint64_t seen[2] = { 0, 0 };
			for (uint64_t r = 0; r < (uint64_t)n; r++) {
				en_amap_locate(&m, (g * (uint64_t)n + r) << 8, &at);
				assert_true(at.ch >= 0 && at.ch < n);
				seen[at.ch / 64] |= 1ULL << (at.ch % 64);
			}
			assert_int_equal(__builtin_popcountll(seen[0]) + __builtin_popcountll(seen[1]), n);
		}
	}
}

/* ==== Allocations and the STREAM triad ==== */

/* a[i] = b[i] + s * c[i] over n floats: SASS-like program, one pattern per array. */
static const char *triad_json =
	"{\"name\": \"triad\", \"fidelity\": \"hand\", \"params\": {}, \"regs_per_thread\": 8,"
	" \"per_warp\": {\"ins_issued\": 12, \"latency_bound\": 1}, \"program\": {\"instructions\": ["
	"{\"op\": \"S2R\", \"class\": \"misc\", \"dst\": [\"R0\"]},"
	"{\"op\": \"S2R\", \"class\": \"misc\", \"dst\": [\"R1\"]},"
	"{\"op\": \"IMAD\", \"class\": \"imul\", \"dst\": [\"R0\"], \"src\": [\"R0\", \"R1\"]},"
	"{\"op\": \"ISETP.GE.AND\", \"class\": \"int\", \"dst\": [\"P0\"], \"src\": [\"R0\"]},"
	"{\"op\": \"EXIT\", \"class\": \"branch\", \"pred\": \"P0\", \"exit\": true},"
	"{\"op\": \"IMAD.WIDE\", \"class\": \"imul\", \"dst\": [\"R2\"], \"src\": [\"R0\"]},"
	"{\"op\": \"IMAD.WIDE\", \"class\": \"imul\", \"dst\": [\"R4\"], \"src\": [\"R0\"]},"
	"{\"op\": \"LDG.E\", \"class\": \"gld\", \"dst\": [\"R6\"], \"src\": [\"R2\"], \"pattern\": 1},"
	"{\"op\": \"LDG.E\", \"class\": \"gld\", \"dst\": [\"R7\"], \"src\": [\"R4\"], \"pattern\": 2},"
	"{\"op\": \"IMAD.WIDE\", \"class\": \"imul\", \"dst\": [\"R2\"], \"src\": [\"R0\"]},"
	"{\"op\": \"FFMA\", \"class\": \"fp32\", \"dst\": [\"R6\"], \"src\": [\"R6\", \"R7\"]},"
	"{\"op\": \"STG.E\", \"class\": \"gst\", \"src\": [\"R2\", \"R6\"], \"pattern\": 0},"
	"{\"op\": \"EXIT\", \"class\": \"branch\", \"exit\": true}],"
	" \"patterns\": ["
	"{\"array\": \"a\", \"elem_bytes\": 4, \"kind\": \"affine\", \"offset\": 0, \"tid\": 1, \"block\": \"blocksize\", \"iter\": 0},"
	"{\"array\": \"b\", \"elem_bytes\": 4, \"kind\": \"affine\", \"offset\": 0, \"tid\": 1, \"block\": \"blocksize\", \"iter\": 0},"
	"{\"array\": \"c\", \"elem_bytes\": 4, \"kind\": \"affine\", \"offset\": 0, \"tid\": 1, \"block\": \"blocksize\", \"iter\": 0}]}}";

/*
 * cudaMalloc order and alignment: a, b, c of 1000 floats (4000 bytes, rounded up
 * to 4096 by the 256-byte alignment) start at EN_HEAP_BASE, +4096, +8192; the
 * default pattern of an instruction without one is an array of its own after them.
 */
static void test_placement(void **state)
{
	struct gp_kernel k;
	struct en_sim s;
	struct gp_diag d;
	(void)state;
	tu_kernel_text(&k, triad_json, "triad.json");
	memset(&s, 0, sizeof(s));
	s.block_threads = 256;
	s.threads = 1000;
	gp_diag_clear(&d);
	assert_int_equal(en_prog_compile(&gtx970, &k, NULL, 256, &s.prog, &d), 0);
	assert_int_equal(en_place_arrays(&s, EN_ALLOC_ALIGN, &d), 0);
	assert_true(s.prog.pat[0].base == EN_HEAP_BASE);
	assert_true(s.prog.pat[1].base == EN_HEAP_BASE + 4096);
	assert_true(s.prog.pat[2].base == EN_HEAP_BASE + 8192);
	en_prog_release(&s.prog);
	gp_kernel_release(&k);
}

/*
 * A STREAM triad of 2^22 floats per array (12 bytes per element moved) through
 * the engine on V100, A100 and H100 SXM reaches the devices' sustained bandwidth
 * within 10%: V100 814 GB/s and A100 1375 GB/s (the device files, measured by
 * gpu-benches); the H100 SXM file has no measured figure, so its reference is the
 * H100 PCIe's measured efficiency, 1832 GB/s best triad (gpu-stream_h100_pcie.txt)
 * of its 2039 GB/s peak (5120-bit HBM2e at 1593 MHz DDR), times the SXM's 3350.
 * Before the address map, arrays 2^40 apart shared channel and bank: V100 reached
 * 212 GB/s.
 */
static void test_triad_bandwidth(void **state)
{
	const char *names[] = { "v100", "a100", "h100-sxm" };
	struct gp_kernel k;
	(void)state;
	tu_kernel_text(&k, triad_json, "triad.json");
	for (int i = 0; i < 3; i++) {
		char path[64];
		struct gp_device dev;
		struct gp_diag d;
		struct gp_launch l = { .grid = (1 << 22) / 256, .block = 256 };
		struct gp_engine_result r;
		double want;
		snprintf(path, sizeof(path), "devices/%s.json", names[i]);
		tu_device(path, &dev);
		want = dev.dram_sustained_gbps > 0 ? dev.dram_sustained_gbps : 1832.0 / 2039.0 * 3350.0;
		gp_diag_clear(&d);
		assert_int_equal(gp_engine_run(&dev, &k, NULL, &l, NULL, &r, &d), 0);
		/* b and c read once: 8 bytes x 2^22; a written back but for what the L2 still holds */
		tu_assert_rel(r.dram_read_bytes, 8.0 * (1 << 22), 0.01);
		assert_true(r.dram_write_bytes <= 4.0 * (1 << 22) &&
			    r.dram_write_bytes >= 4.0 * (1 << 22) - dev.l2_bytes);
		tu_assert_rel(r.dram_bw_gbps, want, 0.10);
	}
	gp_kernel_release(&k);
}

/* ==== Zero-trip guards on real SASS ==== */

/*
 * rowsum's SASS (kernels/sass/rowsum.sm_70.sass, nvcc -O3): a guard at 11
 * (cols < 1) jumps over both the 4x unrolled loop (31..69) and the remainder
 * loop (78..86) to 87; a guard at 19 jumps over the unrolled loop alone to 70;
 * one at 70 over the remainder loop. Instructions per warp by hand from the
 * listing: unrolled 0, remainder 3 trips: 0..19 (20), 70 (1), 71..77 (7), 3 x
 * 78..86 (27), 87..90 (4) = 59 (the engine used to take the outer guard and
 * ran 16); 2 and 3 trips: 20 + 11 + 2 x 39 + 1 + 7 + 27 + 4 = 148; both empty:
 * 0..11 then 87..90 = 16.
 */
static void test_zero_trip_guard(void **state)
{
	const int trips[3][2] = { { 0, 3 }, { 2, 3 }, { 0, 0 } };
	const double want[3] = { 59, 148, 16 };
	char out[64];
	(void)state;
	snprintf(out, sizeof(out), "/tmp/gp_test_rowsum_%d.json", (int)getpid());
	for (int i = 0; i < 3; i++) {
		struct tu_run r;
		const char *p;
		tu_gpuperf(&r, "extract --sass kernels/sass/rowsum.sm_70.sass --device v100 "
			   "--loop 1=%d --loop 2=%d -o %s", trips[i][0], trips[i][1], out);
		assert_int_equal(r.status, 0);
		tu_gpuperf(&r, "simulate --device v100 --kernel %s --block 32 --grid 1 --json", out);
		assert_int_equal(r.status, 0);
		p = strstr(r.out, "\"warp_instructions\": ");
		assert_non_null(p);
		assert_true(strtod(p + 21, NULL) == want[i]);
	}
	remove(out);
}

/* ==== Bounded runs ==== */

/*
 * The engine backend's state carries --max-cycles: a saxpy2 launch of 10^6 blocks
 * (a = 64: ~50 million cycles on a GTX 970) stops after the first epoch at or past
 * 5000 cycles with GP_ELIMIT, naming --max-cycles; the analytic backend has no
 * state to bound. Without a bound the sampled backend finishes (sampling stops at
 * a steady wave long before the default bound).
 */
static void test_backend_bounds(void **state)
{
	const struct gp_backend_ops *be = gp_backend_find("engine");
	struct gp_backend_opts b = { .max_cycles = 5000 };
	struct gp_kernel_result kr;
	struct gp_params p;
	struct gp_launch l = { .grid = 1000000, .block = 256 };
	struct gp_diag d;
	void *st = NULL;
	(void)state;
	assert_non_null(be);
	gp_params_init(&p);
	gp_params_set(&p, "a", 64, NULL);
	assert_int_equal(gp_backend_state_new(&gp_backend_analytic, &b, &st), 0);
	assert_null(st);
	assert_int_equal(gp_backend_state_new(be, &b, &st), 0);
	assert_non_null(st);
	gp_diag_clear(&d);
	assert_int_equal(be->kernel_time(st, &gtx970, &saxpy2, &p, &l, &kr, &d), -GP_ELIMIT);
	tu_assert_contains(d.msg, "stopped after");
	tu_assert_contains(d.field, "engine.max_cycles");
	gp_backend_state_free(be, st);
	b.max_cycles = 0;
	assert_int_equal(gp_backend_state_new(be, &b, &st), 0);
	l.grid = 13 * 8 * 40;
	gp_diag_clear(&d);
	assert_int_equal(be->kernel_time(st, &gtx970, &saxpy2, &p, &l, &kr, &d), 0);
	assert_true(kr.time_s > 0);
	gp_backend_state_free(be, st);
}

/*
 * The default bound of a sampled run: a pointer chase (each load waits for the one
 * before; 10^6 trips of ~400 cycles per warp, one warp per SM) never finishes a wave
 * within 10^8 cycles, so --sample stops there and says which bound it was.
 */
static void test_sample_default_bound(void **state)
{
	const char *k = tu_tmpfile(0, ".json",
		"{\"name\": \"chase\", \"fidelity\": \"hand\", \"params\": {\"n\": 1000000},"
		" \"regs_per_thread\": 8, \"per_warp\": {\"ins_issued\": 1, \"latency_bound\": 1},"
		" \"program\": {\"instructions\": ["
		"{\"op\": \"LDG\", \"class\": \"gld\", \"dst\": [\"R1\"], \"src\": [\"R1\"], \"pattern\": 0},"
		"{\"op\": \"BRA\", \"class\": \"branch\", \"target\": 0}],"
		" \"loops\": [{\"head\": 0, \"tail\": 1, \"trips\": \"n\"}],"
		" \"patterns\": [{\"array\": \"t\", \"elem_bytes\": 4, \"kind\": \"random\","
		" \"footprint_bytes\": 1073741824}]}}");
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "simulate --device gtx970 --kernel %s --block 1 --grid 2600 --occupancy 1 "
		   "--sample", k);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "stopped at the default bound of 100000000 simulated cycles");
	tu_assert_contains(r.err, "0 of 2600 blocks done");
	tu_assert_contains(r.err, "--max-cycles");
	remove(k);
}

/* ==== Streamed traces ==== */

/* The GTX 1080 vectorAdd trace's full warp (microgpusim_vectoradd-100-32-trace, warp 0),
 * scaled to blocks x threads with every lane active; the arrays back to back. */
static const char *const vadd[] = {
	"0008 ffffffff 1 R1 MOV 0 0", "0010 ffffffff 1 R0 S2R 0 0", "0018 ffffffff 1 R2 S2R 0 0",
	"0028 ffffffff 1 R3 XMAD.MRG 2 R0 R255 0", "0030 ffffffff 1 R2 XMAD 2 R0 R2 0",
	"0038 ffffffff 1 R0 XMAD.PSL.CBCC 3 R0 R3 R2 0", "0048 ffffffff 0 ISETP.GE.AND 1 R0 0",
	"0050 ffffffff 0 NOP 0 0", "0058 00000000 0 EXIT 0 0", "0068 ffffffff 1 R6 SHL 1 R0 0",
	"0070 ffffffff 1 R0 SHR 1 R0 0", "0078 ffffffff 1 R4 IADD 1 R6 0",
	"0088 ffffffff 1 R5 IADD.X 1 R0 0", "0090 ffffffff 1 R2 IADD 1 R6 0",
	"0098 ffffffff 1 R4 LDG.E.CG 1 R4 4 1 0x%llx 4", "00a8 ffffffff 1 R3 IADD.X 1 R0 0",
	"00b0 ffffffff 1 R2 LDG.E.CG 1 R2 4 1 0x%llx 4", "00b8 ffffffff 1 R6 IADD 1 R6 0",
	"00c8 ffffffff 1 R7 IADD.X 1 R0 0", "00d0 ffffffff 1 R0 FADD 2 R2 R4 0",
	"00d8 ffffffff 0 STG.E 2 R6 R0 4 1 0x%llx 4", "00e8 ffffffff 0 NOP 0 0",
	"00f0 ffffffff 0 EXIT 0 0",
};

/* The trace text (caller frees); bad_block >= 0 corrupts that block's first mask. */
static char *vadd_trace(int blocks, int threads, int bad_block, size_t *len)
{
	const unsigned long long a = 0x7f2b2d500000ULL, n = (unsigned long long)blocks * threads;
	size_t cap = (size_t)blocks * (size_t)(threads / 32) * 1400 + 4096, m = 0;
	char *t = malloc(cap);
	assert_non_null(t);
	m += tu_trace_header(t + m, cap - m, "_Z6vecAddIfEvPT_S1_S1_i", blocks, threads, 61);
	for (int b = 0; b < blocks; b++) {
		m += (size_t)snprintf(t + m, cap - m, "#BEGIN_TB\n\nthread block = %d,0,0\n\n", b);
		for (int w = 0; w < threads / 32; w++) {
			unsigned long long off = ((unsigned long long)b * threads + (unsigned)w * 32) * 4;
			unsigned long long arr[3] = { a + off, a + n * 4 + off, a + 2 * n * 4 + off };
			int k = 0;
			m += (size_t)snprintf(t + m, cap - m, "warp = %d\ninsts = 23\n", w);
			for (int i = 0; i < 23; i++) {
				char line[128];
				if (strstr(vadd[i], "%llx"))
					snprintf(line, sizeof(line), vadd[i], arr[k++]);
				else
					snprintf(line, sizeof(line), "%s", vadd[i]);
				if (b == bad_block && w == 0 && i == 0)
					snprintf(line, sizeof(line), "0008 zz 1 R1 MOV 0 0");
				m += (size_t)snprintf(t + m, cap - m, "%s\n", line);
			}
			m += (size_t)snprintf(t + m, cap - m, "\n");
		}
		m += (size_t)snprintf(t + m, cap - m, "#END_TB\n\n");
	}
	*len = m;
	return t;
}

static const char *write_file(const char *suffix, const char *text, size_t len, int codec)
{
	static char path[8][256];
	static int k;
	char *p = path[k++ % 8];
	snprintf(p, 256, "/tmp/gp_test_stream_%d_%d%s", (int)getpid(), k, suffix);
	if (codec == 0) {
		FILE *f = fopen(p, "w");
		assert_non_null(f);
		assert_true(fwrite(text, 1, len, f) == len);
		fclose(f);
	} else if (codec == 1) {
		gzFile z = gzopen(p, "wb");
		assert_non_null(z);
		assert_true(gzwrite(z, text, (unsigned)len) == (int)len);
		gzclose(z);
	} else {
		size_t cap = len + len / 2 + 4096, out = 0;
		uint8_t *buf = malloc(cap);
		FILE *f = fopen(p, "wb");
		assert_non_null(buf);
		assert_non_null(f);
		assert_int_equal(lzma_easy_buffer_encode(1, LZMA_CHECK_CRC64, NULL,
							 (const uint8_t *)text, len, buf, &out, cap),
				 LZMA_OK);
		assert_true(fwrite(buf, 1, out, f) == out);
		fclose(f);
		free(buf);
	}
	return p;
}

/*
 * A 120-block vectorAdd trace (256 threads) on a GTX 1080: streamed from the file
 * (plain, gzip, xz) the engine gives exactly what it gives on the trace parsed into
 * memory, and the 120 x 8 x 23 traced instructions; with --jobs 2 too.
 */
static void test_stream_equals_memory(void **state)
{
	struct gp_device dev;
	struct gp_trace_kernel t;
	struct gp_engine_result mem, r;
	struct gp_engine_trace_info info;
	struct gp_engine_opts o;
	struct gp_diag d;
	size_t len;
	char *text = vadd_trace(120, 256, -1, &len);
	(void)state;
	tu_device("devices/gtx1080.json", &dev);
	gp_diag_clear(&d);
	assert_int_equal(gp_trace_kernel_parse(text, len, "v.traceg", &t, &d), 0);
	assert_int_equal(gp_engine_run_trace(&dev, &t, NULL, &mem, &d), 0);
	assert_true(mem.warp_instructions == 120.0 * 8 * 23);
	for (int codec = 0; codec < 3; codec++)
		for (int jobs = 1; jobs <= 2; jobs++) {
			const char *p = write_file(codec == 0 ? ".traceg" : codec == 1 ? ".gz" : ".xz",
						   text, len, codec);
			gp_engine_opts_init(&o);
			o.jobs = jobs;
			gp_diag_clear(&d);
			if (gp_engine_run_trace_file(&dev, p, &o, &r, &info, &d) < 0) {
				gp_diag_print(&d, stderr);
				fail();
			}
			assert_true(r.cycles == mem.cycles);
			assert_true(r.warp_instructions == mem.warp_instructions);
			assert_true(r.dram_bytes == mem.dram_bytes);
			assert_true(r.l2_read_sectors == mem.l2_read_sectors);
			assert_true(info.trace_warp_instructions == 120.0 * 8 * 23);
			assert_true(info.trace_bytes_read == (double)len);
			assert_string_equal(info.name, "_Z6vecAddIfEvPT_S1_S1_i");
			remove(p);
		}
	gp_trace_kernel_release(&t);
	free(text);
}

/*
 * Errors name the file's line wherever the block sits: block 7's first mask is
 * 'zz'; the in-memory parser and the streamed reader name the same line. A
 * truncated gzip file is an error, not a shorter trace.
 */
static void test_stream_errors(void **state)
{
	struct gp_device dev;
	struct gp_trace_kernel t;
	struct gp_engine_result r;
	struct gp_diag dm, ds;
	size_t len;
	char *text = vadd_trace(10, 64, 7, &len);
	const char *p;
	FILE *f;
	long size;
	(void)state;
	tu_device("devices/gtx1080.json", &dev);
	gp_diag_clear(&dm);
	assert_true(gp_trace_kernel_parse(text, len, "v.traceg", &t, &dm) < 0);
	tu_assert_contains(dm.msg, "malformed mask 'zz'");
	p = write_file(".traceg", text, len, 0);
	gp_diag_clear(&ds);
	assert_true(gp_engine_run_trace_file(&dev, p, NULL, &r, NULL, &ds) < 0);
	tu_assert_contains(ds.msg, "malformed mask 'zz'");
	assert_int_equal(ds.line, dm.line);
	remove(p);
	free(text);
	/* a gzip file cut in half */
	text = vadd_trace(60, 256, -1, &len);
	p = write_file(".gz", text, len, 1);
	f = fopen(p, "r+");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	fclose(f);
	assert_int_equal(truncate(p, size / 2), 0);
	gp_diag_clear(&ds);
	assert_true(gp_engine_run_trace_file(&dev, p, NULL, &r, NULL, &ds) < 0);
	assert_true(strstr(ds.msg, "cannot read or decompress") || strstr(ds.msg, "inside a block"));
	remove(p);
	free(text);
}

/*
 * Sampling stops reading: 2000 blocks of 1024 threads on a GTX 1080 are 50 waves of
 * 40 blocks; the run stops once the per-wave time is steady, having read a small
 * part of the file (the rest of the launch is extrapolated).
 */
static void test_stream_sample_stops(void **state)
{
	struct gp_device dev;
	struct gp_engine_result r;
	struct gp_engine_trace_info info;
	struct gp_engine_opts o;
	struct gp_diag d;
	size_t len;
	char *text = vadd_trace(2000, 1024, -1, &len);
	const char *p = write_file(".traceg", text, len, 0);
	(void)state;
	tu_device("devices/gtx1080.json", &dev);
	gp_engine_opts_init(&o);
	o.sample = 1;
	gp_diag_clear(&d);
	assert_int_equal(gp_engine_run_trace_file(&dev, p, &o, &r, &info, &d), 0);
	assert_int_equal(r.sampled, 1);
	assert_true(r.waves == 50);
	assert_true(info.trace_bytes_read < 0.5 * (double)len);
	remove(p);
	free(text);
}

/* ==== Imported address maps ==== */

/*
 * import-config carries -gpgpu_mem_addr_mapping and -gpgpu_memory_partition_indexing:
 * QV100 (indexing 2, IPOLY) and A100 (indexing 0, round robin, bank bits 14 13 12 7);
 * the written device files load and drive the engine's map.
 */
static void test_import_mapping(void **state)
{
	const char *cfg[2] = { "ext/configs/SM7_QV100/gpgpusim.config",
			       "ext/configs/SM80_A100/gpgpusim.config" };
	const char *want[2] = { "\"partition_indexing\":\t\"ipoly\"",
				"\"partition_indexing\":\t\"consecutive\"" };
	const char *letters[2] = { "RBBBCCCB.CCCSSSSS", "RBBBCCCC.BCCSSSSS" };
	char out[64], cfgpath[2100];
	(void)state;
	if (!tu_shared_path(cfg[0]))
		skip();
	snprintf(out, sizeof(out), "/tmp/gp_test_import_%d.json", (int)getpid());
	for (int i = 0; i < 2; i++) {
		struct tu_run r;
		struct gp_device dev;
		struct gp_diag d;
		struct en_amap m;
		struct en_dloc at;
		char why[128], *text;
		snprintf(cfgpath, sizeof(cfgpath), "%s", tu_shared_path(cfg[i]));
		tu_gpuperf(&r, "import-config %s --quiet -o %s", cfgpath, out);
		assert_int_equal(r.status, 0);
		text = gp_read_file(out, 0, NULL, &d);
		assert_non_null(text);
		tu_assert_contains(text, want[i]);
		tu_assert_contains(text, letters[i]);
		free(text);
		tu_device(out, &dev);
		assert_int_equal(dev.dram_partition_indexing,
				 i == 0 ? GP_DRAM_INDEX_IPOLY : GP_DRAM_INDEX_CONSECUTIVE);
		assert_int_equal(en_amap_init(&m, dev.dram_channels, dev.dram_addr_mapping,
					      dev.dram_partition_indexing == GP_DRAM_INDEX_CONSECUTIVE,
					      why, sizeof(why)), 0);
		/* A100: round robin over 40 channels, 256-byte chunks; local address 1 << 7
		 * (bank bit 7 of the A100 letters) is bank 1 */
		if (i == 1) {
			en_amap_locate(&m, 41 * 256, &at);
			assert_int_equal(at.ch, 1);
			en_amap_locate(&m, 128, &at);
			assert_int_equal(at.ch, 0);
			assert_int_equal(at.bank, 1);
		}
	}
	remove(out);
}

/* A shuffled ring (ring.h; kernel.h's wrap and shuffle, extract's --init ring) visits each
 * element once a pass, for any count (powers of 2 and 4 and neither; 2835 pointers:
 * gpu-latency's 177 kB), and gp_ring_place inverts it, in an order a stride would not give:
 * consecutive places land on neighbouring elements about 2/n of the time, and the two
 * pointers of a 128-byte line (elements 2i, 2i + 1) sit a uniform fraction of the ring
 * apart (mean 1/2, the ring law's premise, memhier.c ring_fit). The same name gives the same
 * ring, another name another. */
static void test_ring_places(void **state)
{
	static const uint64_t counts[] = { 1, 2, 3, 64, 1000, 1024, 2835, 4097, 65536 };
	(void)state;
	for (size_t c = 0; c < sizeof(counts) / sizeof(counts[0]); c++) {
		uint64_t n = counts[c], *where = malloc(n * sizeof(*where));
		unsigned char *seen = calloc(n, 1);
		struct gp_ring p, q, o;
		uint64_t adjacent = 0, same = 0;
		double gap = 0;
		assert_non_null(seen);
		assert_non_null(where);
		gp_ring_init(&p, n, "chain");
		gp_ring_init(&q, n, "chain");
		gp_ring_init(&o, n, "other");
		assert_true((1ULL << (2 * p.half_bits)) >= n);
		assert_true(n < 4 || (1ULL << (2 * p.half_bits)) < 4 * n);
		for (uint64_t x = 0; x < n; x++) {
			uint64_t e = gp_ring_element(&p, x);
			assert_true(e < n);
			assert_int_equal(seen[e], 0);
			seen[e] = 1;
			where[e] = x;
			assert_true(gp_ring_place(&p, e) == x);
			assert_true(gp_ring_element(&q, x) == e);
			same += gp_ring_element(&o, x) == e;
			if (x > 0) {
				uint64_t prev = gp_ring_element(&p, x - 1);
				adjacent += prev + 1 == e || e + 1 == prev;
			}
		}
		if (n >= 1000) {
			for (uint64_t i = 0; i + 1 < n; i += 2)
				gap += (double)((where[i + 1] + n - where[i]) % n) / (double)n;
			gap /= (double)(n / 2);
			assert_true((double)adjacent / (double)n < 0.01);
			assert_true(fabs(gap - 0.5) < 0.03);
			assert_true((double)same / (double)n < 0.01);
		}
		free(seen);
		free(where);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_schedulers_few_warps),
		cmocka_unit_test(test_amap_by_hand),
		cmocka_unit_test(test_amap_spread),
		cmocka_unit_test(test_import_mapping),
		cmocka_unit_test(test_placement),
		cmocka_unit_test(test_triad_bandwidth),
		cmocka_unit_test(test_zero_trip_guard),
		cmocka_unit_test(test_backend_bounds),
		cmocka_unit_test(test_sample_default_bound),
		cmocka_unit_test(test_stream_equals_memory),
		cmocka_unit_test(test_stream_errors),
		cmocka_unit_test(test_stream_sample_stops),
		cmocka_unit_test(test_ring_places),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
