/* test_emu.c - the SASS emulator on real listings (kernels/sass, made by ptxas/cuobjdump 11.8 from
 * the kernels in kernels/src): dynamic counts worked out by hand from the listing and the source, every
 * thread's address recomputed from the kernel's C indexing, coalescing and bank conflicts of
 * the canonical cases, and the GTX 1080 NVBit traces of ../shared/data/ext/traces. */
#include <dirent.h>
#include "testutil.h"
#include "emufix.h"
#include "gpuperf/flowgraph.h"
#include "gpuperf/device.h"
#include "gpuperf/emu.h"
#include "gpuperf/kernel.h"
#include "gpuperf/sass.h"
#include "gpuperf/traceg.h"

/* ==== Fixture: tests/emufix.h ==== */

static const struct gp_memrec *rec(const struct kfix *k, uint32_t pc)
{
	for (int i = 0; i < k->r.memory->n; i++)
		if (k->r.memory->recs[i].pc == pc)
			return &k->r.memory->recs[i];
	fail_msg("no memory record at 0x%x", pc);
	return NULL;
}

static const struct gp_footprint *foot(const struct kfix *k, const char *name)
{
	for (int i = 0; i < k->r.memory->nfoot; i++)
		if (strcmp(k->r.memory->foot[i].name, name) == 0)
			return &k->r.memory->foot[i];
	fail_msg("no footprint %s", name);
	return NULL;
}

/* Address checking: expect(a, lane) gives the address the C source computes. */
struct addrcheck {
	uint64_t (*expect)(const struct addrcheck *ac, const struct gp_emu_access *a, int lane);
	const unsigned *block;       /* blockDim */
	const unsigned *grid;
	long long p[4];              /* kernel's scalar parameters */
	long long checked, wrong, unexpected;
	uint32_t first_wrong_pc;
};

static void on_access(void *user, const struct gp_emu_access *a)
{
	struct addrcheck *ac = user;
	if (a->space == GP_SPACE_CONST)
		return;   /* LDC of kernel parameters (sm_90) */
	for (int lane = 0; lane < 32; lane++) {
		uint64_t want;
		if (!(a->mask >> lane & 1))
			continue;
		want = ac->expect(ac, a, lane);
		if (want == UINT64_MAX) {
			ac->unexpected++;
			continue;
		}
		ac->checked++;
		if (want != a->addr[lane]) {
			if (!ac->wrong)
				ac->first_wrong_pc = a->pc;
			ac->wrong++;
		}
	}
}

static void thread_xyz(const struct addrcheck *ac, const struct gp_emu_access *a, int lane,
		       unsigned *tx, unsigned *ty)
{
	unsigned t = a->tid0 + (unsigned)lane;
	*tx = t % ac->block[0];
	*ty = t / ac->block[0] % ac->block[1];
}

#define A(i) gp_emu_alloc_base(i)
#define SASS(name) "kernels/sass/" name

/* ==== vecadd: c[i] = a[i] + b[i], i < n ==== */

static uint64_t vecadd_addr(const struct addrcheck *ac, const struct gp_emu_access *a, int lane)
{
	unsigned tx, ty;
	uint64_t i;
	thread_xyz(ac, a, lane, &tx, &ty);
	i = (uint64_t)a->block[0] * ac->block[0] + tx;
	if (a->space != GP_SPACE_GLOBAL || a->width_bytes != 4 || i >= (uint64_t)ac->p[0])
		return UINT64_MAX;
	/* loads of a (arg 0) and b (arg 1), the store to c (arg 2) */
	if (a->is_store)
		return A(2) + 4 * i;
	return (a->addr[lane] >> 32 == A(0) >> 32 ? A(0) : A(1)) + 4 * i;
}

static void vecadd_counts(void **state)
{
	static const int sms[] = { 61, 70, 80, 90 };
	(void)state;
	for (size_t s = 0; s < sizeof(sms) / sizeof(sms[0]); s++) {
		struct kfix k;
		char path[128];
		struct addrcheck ac = { vecadd_addr, NULL, NULL, { 1000 }, 0, 0, 0, 0 };
		snprintf(path, sizeof(path), SASS("vecadd.sm_%d.sass"), sms[s]);
		kload(&k, path, NULL, 0);
		/* n = 1000 over 4 blocks of 256: warps 0..30 full, warp 31 has 8 threads in range */
		kdim(&k, 4, 1, 256, 1);
		karg(&k, 3, 1000);
		ac.block = k.l.block;
		ac.grid = k.l.grid;
		k.l.on_access = on_access;
		k.l.user = &ac;
		krun(&k);
		assert_true(k.r.blocks_emulated == 4);
		assert_true(k.r.warps_total == 32);
		/* every warp issues the whole listing up to the second EXIT (the partial warp's
		 * 8 threads too): sm_80 has 16 instructions before it (0x00..0xf0) */
		if (sms[s] == 80) {
			assert_true(k.r.warp_insts == 32 * 16);
			/* threads: 31 full warps x 16 x 32, warp 31: 6 x 32 before @P0 EXIT and
			 * 10 x 8 after */
			assert_true(k.r.thread_insts == 31 * 16 * 32 + 6 * 32 + 10 * 8);
		}
		{
			/* two loads and a store: one request per warp; 4 sectors for a full warp,
			 * 1 for the 8-thread warp (elements 992..999 = bytes 3968..3999, one
			 * aligned sector): (31 x 4 + 1) / 32 */
			int nglob = 0;
			for (int i = 0; i < k.r.memory->n; i++) {
				const struct gp_memrec *m = &k.r.memory->recs[i];
				if (m->space != GP_MSPACE_GLOBAL)
					continue;
				nglob++;
				assert_true(m->requests == 1);
				assert_true(fabs(m->sectors_per_request - 125.0 / 32) < 1e-12);
				assert_true(m->bytes == 1000.0 * 4 / 32);
			}
			assert_int_equal(nglob, 3);
		}
		/* each array: 1000 floats = 125 sectors */
		assert_true(foot(&k, "arg0")->bytes == 4000);
		assert_true(foot(&k, "arg2")->bytes == 4000);
		assert_true(ac.checked == 3 * 1000);
		assert_true(ac.wrong == 0);
		assert_true(ac.unexpected == 0);
		assert_int_equal(k.r.dynamic->nrandom, 0);
		kfree(&k);
	}
}


/* ==== grid-stride loop: y[i] = a * x[i], i += blockDim.x * gridDim.x ==== */

static uint64_t gridstride_addr(const struct addrcheck *ac, const struct gp_emu_access *a, int lane)
{
	unsigned tx, ty;
	uint64_t off, arr = a->is_store ? A(1) : A(0), t;
	thread_xyz(ac, a, lane, &tx, &ty);
	t = (uint64_t)a->block[0] * ac->block[0] + tx;
	/* the address must be element i = t + k * stride of its array */
	if (a->addr[lane] < arr)
		return UINT64_MAX;
	off = (a->addr[lane] - arr) / 4;
	if (off >= (uint64_t)ac->p[0] || off % (ac->block[0] * ac->grid[0]) != t)
		return UINT64_MAX;
	return arr + 4 * off;
}

/* A sampled launch weighs its strata: vecadd (sm_70) on 100 blocks of 256 with n = 99 x 256
 * + 128, so the last block is half active (its warps 4..7 leave at @P0 EXIT, 0x60). Each warp
 * runs 0x00..0x60 (7 instructions); the body 0x70..0xf0 (9) runs in the 8 warps of blocks
 * 0..98 and 4 of block 99: (99 x 8 + 4) / 800 = (100 - 1 + 0.5) / 100 = 0.995 per warp of
 * the launch. --sample-blocks 8 runs block 0, block 99 and 6 random full blocks: weighed equally
 * that was (7 x 8 + 4) / 64 = 0.9375 (6% low); stratified, blocks 0 and 99 stand for one
 * block each and the 6 random ones for 98 / 6 each: (8 + 4 + 98 x 8) / 800 = 0.995. The
 * launch run whole (all_blocks_max 128) gives the same. Footprint of a: 25472 floats =
 * 101888 bytes = 3184 sectors; the sample sees 32 (block 0) + 16 (block 99) + 6 x 32 (random,
 * x 98 / 6) = 3184 (equal weights gave 240 x 100 / 8 = 3000). */
static void sample_strata(void **state)
{
	(void)state;
	for (int whole = 0; whole < 2; whole++) {
		struct kfix k;
		const double body = (100 - 1 + 0.5) / 100;
		kload(&k, SASS("vecadd.sm_70.sass"), NULL, 0);
		kdim(&k, 100, 1, 256, 1);
		karg(&k, 3, 99 * 256 + 128);
		k.l.sample_blocks = 8;
		if (whole)
			k.l.all_blocks_max = 128;
		krun(&k);
		assert_int_equal(k.r.blocks_emulated, whole ? 100 : 8);
		assert_true(k.r.blocks[0] == 0 && k.r.blocks[k.r.blocks_emulated - 1] == 99);
		for (uint32_t pc = 0; pc <= 0xf0; pc += 0x10) {
			double want = pc <= 0x60 ? 1 : body;
			assert_true(fabs(execs(&k, pc) / k.r.warps_emulated - want) < 1e-12);
		}
		/* the whole launch's sums are integers: exact */
		if (whole)
			assert_true(execs(&k, 0x70) == 99 * 8 + 4);
		/* launch totals: 7 + 9 x 0.995 = 15.955 instructions per warp, x 800 warps */
		assert_true(fabs(k.r.dynamic->warp_instructions - 15.955 * 800) < 1e-8);
		for (int i = 0; i < k.r.memory->n; i++) {
			const struct gp_memrec *m = &k.r.memory->recs[i];
			assert_true(fabs(m->requests - body) < 1e-12);
			assert_true(fabs(m->bytes - body * 128) < 1e-10);
			assert_true(fabs(m->sectors_per_request - 4) < 1e-12);
		}
		assert_true(fabs(foot(&k, "arg0")->bytes - 101888) < 1e-6);
		assert_true(fabs(foot(&k, "arg2")->accessed_bytes - 101888) < 1e-6);
		/* no sector is shared: each block's and each warp's own ones sum to the same */
		assert_true(fabs(foot(&k, "arg1")->block_bytes - 101888) < 1e-6);
		assert_true(fabs(foot(&k, "arg1")->warp_bytes - 101888) < 1e-6);
		kfree(&k);
	}
}

static void gridstride_counts(void **state)
{
	struct kfix k;
	struct addrcheck ac = { gridstride_addr, NULL, NULL, { 10000 }, 0, 0, 0, 0 };
	(void)state;
	kload(&k, SASS("gridstride.sm_80.sass"), NULL, 0);
	/* n = 10000, 4 x 128 threads, stride 512: threads t < 10000 - 19 x 512 = 272 visit 20
	 * elements, the others 19. Warps 0-7 and warp 8 (its lanes 0-15 < 272) iterate 20 times,
	 * warps 9-15 19 times. Listing: 6 instructions to the bounds EXIT, ULDC once, 10 per
	 * iteration (0x70..0x100), EXIT: 9 x 208 + 7 x 198. */
	kdim(&k, 4, 1, 128, 1);
	karg(&k, 2, 2.0);
	karg(&k, 3, 10000);
	ac.block = k.l.block;
	ac.grid = k.l.grid;
	k.l.on_access = on_access;
	k.l.user = &ac;
	krun(&k);
	assert_true(k.r.warp_insts == 9 * 208 + 7 * 198);
	/* back edge 0x100 -> 0x70: 9 x 19 + 7 x 18 = 297 jumps over 16 entering warps */
	assert_int_equal(k.r.dynamic->nloops, 1);
	assert_int_equal(k.r.dynamic->loops[0].head_pc, 0x70);
	assert_true(fabs(k.r.dynamic->loops[0].trips_per_warp - 297.0 / 16) < 1e-12);
	/* loads: 9 x 20 + 7 x 19 = 313 requests over 16 warps */
	assert_true(fabs(rec(&k, 0x90)->requests - 313.0 / 16) < 1e-12);
	assert_true(foot(&k, "arg0")->bytes == 40000);
	/* every element loaded and stored once, each at its own thread's stride position */
	assert_true(ac.checked == 2 * 10000);
	assert_true(ac.wrong == 0 && ac.unexpected == 0);
	kfree(&k);
}

/* ==== rowsum: unrolled by 16 with a remainder loop ==== */

static uint64_t rowsum_addr(const struct addrcheck *ac, const struct gp_emu_access *a, int lane)
{
	unsigned tx, ty;
	uint64_t r, off;
	thread_xyz(ac, a, lane, &tx, &ty);
	r = (uint64_t)a->block[0] * ac->block[0] + tx;
	if (a->is_store)
		return A(1) + 4 * r;
	/* m[r * n + c] for some c < n: the row must be the thread's own */
	if (a->addr[lane] < A(0))
		return UINT64_MAX;
	off = (a->addr[lane] - A(0)) / 4;
	return off / (uint64_t)ac->p[1] == r ? A(0) + 4 * off : UINT64_MAX;
}

static void rowsum_counts(void **state)
{
	struct kfix k;
	struct addrcheck ac = { rowsum_addr, NULL, NULL, { 256, 100 }, 0, 0, 0, 0 };
	(void)state;
	kload(&k, SASS("rowsum.sm_80.sass"), NULL, 0);
	/* 256 rows of n = 100 columns: the x16 loop (0x1f0..0x450, 39 instructions) runs
	 * 100 / 16 = 6 times, the remainder loop (0x500..0x580, 9) 100 % 16 = 4 times.
	 * Per warp: 20 to the first loop test, 11 set-up, 6 x 39, 1 remainder test, 9 set-up,
	 * 4 x 9, 4 to the EXIT = 315 (static extraction charges both loops with no bound). */
	kdim(&k, 2, 1, 128, 1);
	karg(&k, 2, 256);
	karg(&k, 3, 100);
	ac.block = k.l.block;
	ac.grid = k.l.grid;
	k.l.on_access = on_access;
	k.l.user = &ac;
	krun(&k);
	assert_true(k.r.warp_insts == 8 * 315);
	assert_int_equal(k.r.dynamic->nloops, 2);
	assert_int_equal(k.r.dynamic->loops[0].head_pc, 0x1f0);
	assert_true(k.r.dynamic->loops[0].trips_per_warp == 5);
	assert_int_equal(k.r.dynamic->loops[1].head_pc, 0x500);
	assert_true(k.r.dynamic->loops[1].trips_per_warp == 3);
	assert_true(rec(&k, 0x200)->requests == 6);
	assert_true(rec(&k, 0x520)->requests == 4);
	/* a row per thread, 400 bytes apart: every lane its own sector */
	assert_true(rec(&k, 0x200)->sectors_per_request == 32);
	assert_true(rec(&k, 0x5b0)->sectors_per_request == 4);
	assert_true(foot(&k, "arg0")->bytes == 256 * 100 * 4);
	assert_true(ac.checked == 256 * 100 + 256);
	assert_true(ac.wrong == 0 && ac.unexpected == 0);
	kfree(&k);
}

/* ==== tree reduction in shared memory ==== */

static uint64_t reduce_addr(const struct addrcheck *ac, const struct gp_emu_access *a, int lane)
{
	unsigned tx, ty;
	uint64_t i, off;
	thread_xyz(ac, a, lane, &tx, &ty);
	i = (uint64_t)a->block[0] * ac->block[0] + tx;
	if (a->space == GP_SPACE_GLOBAL)
		return a->is_store ? (tx == 0 ? A(1) + 4 * a->block[0] : UINT64_MAX) : A(0) + 4 * i;
	/* shared: s[t], or s[t + stride] with stride a power of two below blockDim (p[1]: where
	 * the listing's shared window starts) */
	off = (a->addr[lane] - (uint64_t)ac->p[1]) / 4;
	if (off == tx)
		return a->addr[lane];
	if (off > tx && off - tx < ac->block[0] / 2 + 1 && ((off - tx) & (off - tx - 1)) == 0)
		return a->addr[lane];
	return UINT64_MAX;
}

static void reduce_counts(void **state)
{
	struct kfix k;
	struct addrcheck ac = { reduce_addr, NULL, NULL, { 512, 0 }, 0, 0, 0, 0 };
	(void)state;
	kload(&k, SASS("reduce.sm_80.sass"), NULL, 0);
	/* 2 blocks of 256: strides 128..1, 8 trips of the 10-instruction loop (0x130..0x1c0).
	 * Every warp: 17 to the first BAR, 2 set-up, 80 in the loop, the @P0 EXIT; warp 0's
	 * thread 0 alone runs the 5-instruction tail: 7 x 100 + 105 per block. */
	kdim(&k, 2, 1, 256, 1);
	karg(&k, 2, 512);
	ac.block = k.l.block;
	ac.grid = k.l.grid;
	k.l.on_access = on_access;
	k.l.user = &ac;
	krun(&k);
	assert_true(k.r.warp_insts == 2 * (7 * 100 + 105));
	assert_true(execs(&k, 0x1e0) == 2);
	assert_int_equal(k.r.dynamic->nloops, 1);
	assert_true(k.r.dynamic->loops[0].trips_per_warp == 7);
	/* s[t] += s[t + stride] runs in warps 0-3, 0-1, then warp 0 for six strides: 12
	 * requests of 8 warps; consecutive words, no bank conflict */
	assert_true(rec(&k, 0x150)->requests == 12.0 / 8);
	assert_true(rec(&k, 0x170)->bank_ways == 1);
	/* the tail: one thread, one sector */
	assert_true(rec(&k, 0x210)->requests == 1.0 / 8);
	assert_true(rec(&k, 0x210)->sectors_per_request == 1);
	/* 512 loads; shared: 512 stores s[t], 2 x 255 x 3 in the tree, 2 loads of s[0] */
	assert_true(ac.checked == 512 + 512 + 2 * 255 * 3 + 2 + 2);
	assert_true(ac.wrong == 0 && ac.unexpected == 0);
	kfree(&k);

	/* the other architectures: the same loop, requests and addresses */
	for (int sm = 61; sm <= 90; sm += sm == 61 ? 9 : 20) {
		char path[128];
		int lds15 = 0, tail = 0;
		struct addrcheck ac2 = { reduce_addr, NULL, NULL, { 512, sm == 90 ? 0x400 : 0 },
					 0, 0, 0, 0 };
		snprintf(path, sizeof(path), SASS("reduce.sm_%d.sass"), sm);
		kload(&k, path, NULL, 0);
		kdim(&k, 2, 1, 256, 1);
		karg(&k, 2, 512);
		ac2.block = k.l.block;
		ac2.grid = k.l.grid;
		k.l.on_access = on_access;
		k.l.user = &ac2;
		krun(&k);
		assert_int_equal(k.r.dynamic->nloops, 1);
		assert_true(k.r.dynamic->loops[0].trips_per_warp == 7);
		for (int i = 0; i < k.r.memory->n; i++) {
			const struct gp_memrec *m = &k.r.memory->recs[i];
			if (m->space == GP_MSPACE_SHARED && !m->is_store && m->requests == 12.0 / 8)
				lds15++;
			if (m->space == GP_MSPACE_GLOBAL && m->is_store && m->requests == 1.0 / 8)
				tail++;
		}
		assert_int_equal(lds15, 2);
		assert_int_equal(tail, 1);
		assert_true(ac2.checked == 512 + 512 + 2 * 255 * 3 + 2 + 2);
		assert_true(ac2.wrong == 0 && ac2.unexpected == 0);
		kfree(&k);
	}
}

/* ==== transposes: naive (global), 32x32 tile, padded 32x33 tile ==== */

static uint64_t transpose_addr(const struct addrcheck *ac, const struct gp_emu_access *a, int lane)
{
	unsigned tx, ty;
	long long w = ac->p[0], h = ac->p[1], pitch = ac->p[2], x, y;
	thread_xyz(ac, a, lane, &tx, &ty);
	if (pitch == 0) {
		/* naive: out[x * h + y] = in[y * w + x] */
		x = (long long)a->block[0] * ac->block[0] + tx;
		y = (long long)a->block[1] * ac->block[1] + ty;
		return a->is_store ? A(1) + (uint64_t)(4 * (x * h + y)) : A(0) + (uint64_t)(4 * (y * w + x));
	}
	if (a->space == GP_SPACE_SHARED)
		/* sm_90 code addresses the block's shared window from 0x400 (its first KiB is
		 * reserved: MOV 0x400, PRMT with SR_CgaCtaId) */
		return (uint64_t)ac->p[3] + (a->is_store ? (uint64_t)(4 * (ty * pitch + tx))
							 : (uint64_t)(4 * (tx * pitch + ty)));
	if (!a->is_store) {
		x = (long long)a->block[0] * 32 + tx;
		y = (long long)a->block[1] * 32 + ty;
		return A(0) + (uint64_t)(4 * (y * w + x));
	}
	x = (long long)a->block[1] * 32 + tx;
	y = (long long)a->block[0] * 32 + ty;
	return A(1) + (uint64_t)(4 * (y * h + x));
}

static void transposes(void **state)
{
	static const struct { const char *file; int pitch; double lds_ways; } t[] = {
		{ SASS("transpose_naive.sm_80.sass"), 0, 0 },
		{ SASS("transpose_tiled.sm_80.sass"), 32, 32 },
		{ SASS("transpose.sm_80.sass"), 33, 1 },
		{ SASS("transpose_tiled.sm_70.sass"), 32, 32 },
		{ SASS("transpose.sm_61.sass"), 33, 1 },
		{ SASS("transpose_tiled.sm_90.sass"), 32, 32 },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct kfix k;
		struct addrcheck ac = { transpose_addr, NULL, NULL,
					{ 64, 64, t[i].pitch, strstr(t[i].file, "sm_90") ? 0x400 : 0 },
					0, 0, 0, 0 };
		int lds = 0;
		kload(&k, t[i].file, NULL, 0);
		/* a 64 x 64 matrix: naive in 32x8 blocks (2 x 8), tiled in 32x32 blocks (2 x 2) */
		if (t[i].pitch)
			kdim(&k, 2, 2, 32, 32);
		else
			kdim(&k, 2, 8, 32, 8);
		karg(&k, 2, 64);
		karg(&k, 3, 64);
		ac.block = k.l.block;
		ac.grid = k.l.grid;
		k.l.on_access = on_access;
		k.l.user = &ac;
		krun(&k);
		for (int m = 0; m < k.r.memory->n; m++) {
			const struct gp_memrec *r = &k.r.memory->recs[m];
			if (r->space == GP_MSPACE_GLOBAL && !r->is_store)
				assert_true(r->sectors_per_request == 4);   /* row-wise: 128 bytes */
			if (r->space == GP_MSPACE_GLOBAL && r->is_store)
				/* naive column-wise store: 32 lanes 256 bytes apart */
				assert_true(r->sectors_per_request == (t[i].pitch ? 4 : 32));
			if (r->space == GP_MSPACE_SHARED && r->is_store)
				assert_true(r->bank_ways == 1);
			if (r->space == GP_MSPACE_SHARED && !r->is_store) {
				/* tile[tx][ty]: 32 rows of 32 words share a bank; 33 spreads them */
				assert_true(r->bank_ways == t[i].lds_ways);
				lds++;
			}
		}
		assert_int_equal(lds, t[i].pitch ? 1 : 0);
		/* every element read and written once (and through the tile) */
		if (ac.wrong || ac.unexpected)
			print_message("%s: %lld wrong (first at 0x%x), %lld unexpected of %lld\n",
				      t[i].file, ac.wrong, ac.first_wrong_pc, ac.unexpected, ac.checked);
		assert_true(ac.checked == (t[i].pitch ? 4 : 2) * 64 * 64);
		assert_true(ac.wrong == 0 && ac.unexpected == 0);
		kfree(&k);
	}
}

/* ==== Addresses of more kernels against their C indexing ==== */

/* One access as the C source sees it: which array (pointer argument, or -1 for shared), the
 * byte offset in it, and the thread. */
struct cacc {
	int arr;
	long long off;
	int store;
	unsigned bx, by, tx, ty;
	const long long *p;          /* the kernel's scalar arguments, as the test set them */
	unsigned bdx, bdy, gdx;
};

typedef int (*c_ok)(const struct cacc *c);

struct cfix {
	const struct addrcheck *ac;
	c_ok ok;
	long long sbase;
	long long checked, wrong;
};

static void on_c_access(void *user, const struct gp_emu_access *a)
{
	struct cfix *f = user;
	if (a->space == GP_SPACE_CONST)
		return;
	for (int lane = 0; lane < 32; lane++) {
		struct cacc c;
		unsigned t = a->tid0 + (unsigned)lane;
		if (!(a->mask >> lane & 1))
			continue;
		memset(&c, 0, sizeof(c));
		c.store = a->is_store;
		c.bx = a->block[0];
		c.by = a->block[1];
		c.bdx = f->ac->block[0];
		c.bdy = f->ac->block[1];
		c.gdx = f->ac->grid[0];
		c.tx = t % c.bdx;
		c.ty = t / c.bdx % c.bdy;
		c.p = f->ac->p;
		if (a->space == GP_SPACE_SHARED) {
			c.arr = -1;
			c.off = (long long)a->addr[lane] - f->sbase;
		} else {
			uint64_t b = gp_emu_alloc_base(0);
			c.arr = a->addr[lane] < b ? -2 : (int)((a->addr[lane] - b) >> 32);
			c.off = (long long)(a->addr[lane] - gp_emu_alloc_base(c.arr < 0 ? 0 : c.arr));
		}
		f->checked++;
		if (!f->ok(&c)) {
			if (!f->wrong)
				print_message("first wrong access: pc 0x%x arr %d off %lld thread (%u,%u) "
					      "of block (%u,%u)%s\n", a->pc, c.arr, c.off, c.tx, c.ty, c.bx,
					      c.by, c.store ? " store" : "");
			f->wrong++;
		}
	}
}

/* v[i] = f(u[i], u[i-1], u[i+1], u[i-n], u[i+n]) for interior points */
static int stencil5_ok(const struct cacc *c)
{
	long long n = c->p[0], x = c->bx * c->bdx + c->tx, y = c->by * c->bdy + c->ty, i = y * n + x;
	long long e = c->off / 4;
	if (!(x > 0 && y > 0 && x < n - 1 && y < n - 1) || c->off % 4)
		return 0;
	if (c->arr == 1)
		return c->store && e == i;
	return c->arr == 0 && !c->store && (e == i || e == i - 1 || e == i + 1 || e == i - n ||
					    e == i + n);
}

/* C[row][col] = sum_k A[row][k] * B[k][col] */
static int matmul_naive_ok(const struct cacc *c)
{
	long long n = c->p[0], row = c->by * c->bdy + c->ty, col = c->bx * c->bdx + c->tx;
	long long e = c->off / 4;
	if (row >= n || col >= n || c->off % 4)
		return 0;
	if (c->arr == 0)
		return !c->store && e / n == row;
	if (c->arr == 1)
		return !c->store && e % n == col && e / n < n;
	return c->arr == 2 && c->store && e == row * n + col;
}

/* 16x16 tiles: A[row][k0 + tx], B[k0 + ty][col] into As[ty][tx], Bs[ty][tx]; reads As[ty][k],
 * Bs[k][tx] (the two tiles in either order: offsets modulo a tile) */
static int matmul_tiled_ok(const struct cacc *c)
{
	long long n = c->p[0], row = c->by * 16 + c->ty, col = c->bx * 16 + c->tx;
	if (c->arr == -1) {
		long long w = (c->off % 1024) / 4, nw = c->off % 4 ? 0 : 1;
		if (!nw || c->off < 0 || c->off >= 2048)
			return 0;
		if (c->store)
			return w == c->ty * 16 + c->tx;
		return w / 16 == c->ty || w % 16 == c->tx;
	}
	if (c->off % 4)
		return 0;
	if (c->arr == 0)
		return !c->store && c->off / 4 / n == row && (c->off / 4 % n) % 16 == c->tx;
	if (c->arr == 1)
		return !c->store && c->off / 4 % n == col && (c->off / 4 / n) % 16 == c->ty;
	return c->arr == 2 && c->store && c->off / 4 == row * n + col;
}

/* sgemm_tiled(n, alpha, A, B, beta, C): 32x32 tiles, C read and written */
static int sgemm_ok(const struct cacc *c)
{
	long long n = c->p[0], row = c->by * 32 + c->ty, col = c->bx * 32 + c->tx;
	if (c->arr == -1) {
		long long w = (c->off % 4096) / 4;
		if (c->off % 4 || c->off < 0 || c->off >= 8192)
			return 0;
		if (c->store)
			return w == c->ty * 32 + c->tx;
		return w / 32 == c->ty || w % 32 == c->tx;
	}
	if (c->off % 4)
		return 0;
	if (c->arr == 0)
		return !c->store && c->off / 4 / n == row && (c->off / 4 % n) % 32 == c->tx;
	if (c->arr == 1)
		return !c->store && c->off / 4 % n == col && (c->off / 4 / n) % 32 == c->ty;
	return c->arr == 2 && c->off / 4 == row * n + col;
}

/* histogram with data[i] = i & 255 (--init index on bytes): h[tx] = 0, atomicAdd(&h[data[i]]),
 * atomicAdd(&bins[tx], h[tx]) */
static int histogram_ok(const struct cacc *c)
{
	long long n = c->p[0], t = c->bx * c->bdx + c->tx, stride = (long long)c->bdx * c->gdx;
	if (c->arr == 0)
		return !c->store && c->off < n && c->off % stride == t;
	if (c->arr == 1)
		return c->store && c->off == 4 * (long long)c->tx;
	if (c->arr == -1) {
		/* the thread's own word, or the bin of one of its data bytes */
		if (c->off == 4 * (long long)c->tx)
			return 1;
		for (long long i = t; i < n; i += stride)
			if (c->off == 4 * (i & 255))
				return 1;
	}
	return 0;
}

/* dot: a[i] * b[i] over a grid-stride loop, atomicAdd(out) from lane 0 of each warp */
static int dot_ok(const struct cacc *c)
{
	long long n = c->p[0], t = c->bx * c->bdx + c->tx, stride = (long long)c->bdx * c->gdx;
	if (c->arr == 0 || c->arr == 1)
		return !c->store && c->off % 4 == 0 && c->off / 4 < n && (c->off / 4) % stride == t;
	return c->arr == 2 && c->store && c->off == 0 && c->tx % 32 == 0;
}

/* stencil1d: s[tx + R] = in[g], halo threads tx < R also s[tx] = in[g - R] and
 * s[tx + R + BS] = in[g + BS]; each thread reads s[tx .. tx + 2R]; out[g] */
static int stencil1d_ok(const struct cacc *c)
{
	long long n = c->p[0], g = c->bx * c->bdx + c->tx, tx = c->tx, e = c->off / 4;
	if (c->off % 4)
		return 0;
	if (c->arr == -1) {
		if (c->store)
			return e == tx + 3 || (tx < 3 && (e == tx || e == tx + 3 + 256));
		return e >= tx && e <= tx + 6;
	}
	if (c->arr == 0)
		return !c->store && (e == g || (tx < 3 && (e == g - 3 || e == g + 256))) && e < n;
	return c->arr == 1 && c->store && e == g && g < n;
}

/* one element per thread i < n: x[i] (8-byte for daxpy) read, y[i] read and written */
static int elementwise_ok(const struct cacc *c)
{
	long long n = c->p[0], i = c->bx * c->bdx + c->tx, w = c->p[1];
	if (i >= n || c->off != w * i)
		return 0;
	return c->arr == 0 ? !c->store : c->arr == 1;
}

static void more_addresses(void **state)
{
	static const struct {
		const char *file;
		unsigned gx, gy, bx, by;
		c_ok ok;
		long long p[2];        /* p[0]: n; p[1]: element bytes (elementwise) */
		int args[4][2];        /* --arg index=value pairs, -1 ends */
		long long sbase;       /* sm_90 shared window */
		long long want;        /* exact per-thread accesses, 0 = at least one */
	} t[] = {
		{ SASS("stencil5.sm_80.sass"), 4, 4, 16, 16, stencil5_ok, { 64 }, { { 2, 64 }, { -1 } },
		  0, 62 * 62 * 6 },
		{ SASS("stencil5.sm_61.sass"), 4, 4, 16, 16, stencil5_ok, { 64 }, { { 2, 64 }, { -1 } },
		  0, 62 * 62 * 6 },
		{ SASS("jacobi2d.sm_90.sass"), 4, 4, 16, 16, stencil5_ok, { 64 }, { { 2, 64 }, { -1 } },
		  0, 62 * 62 * 5 },
		{ SASS("matmul_naive.sm_80.sass"), 2, 2, 16, 16, matmul_naive_ok, { 32 },
		  { { 3, 32 }, { -1 } }, 0, 32 * 32 * (2 * 32 + 1) },
		{ SASS("matmul_naive.sm_61.sass"), 2, 2, 16, 16, matmul_naive_ok, { 32 },
		  { { 3, 32 }, { -1 } }, 0, 32 * 32 * (2 * 32 + 1) },
		{ SASS("matmul_tiled.sm_80.sass"), 2, 2, 16, 16, matmul_tiled_ok, { 32 },
		  { { 3, 32 }, { -1 } }, 0, 0 },
		{ SASS("matmul_tiled.sm_90.sass"), 2, 2, 16, 16, matmul_tiled_ok, { 32 },
		  { { 3, 32 }, { -1 } }, 0x400, 0 },
		{ SASS("sgemm_tiled.sm_80.sass"), 2, 2, 32, 32, sgemm_ok, { 64 }, { { 0, 64 }, { -1 } },
		  0, 0 },
		{ SASS("sgemm_tiled.sm_70.sass"), 2, 2, 32, 32, sgemm_ok, { 64 }, { { 0, 64 }, { -1 } },
		  0, 0 },
		{ SASS("histogram.sm_80.sass"), 4, 1, 256, 1, histogram_ok, { 4096 },
		  { { 2, 4096 }, { -1 } }, 0, 1024 * (1 + 2 * 4 + 2) },
		{ SASS("histogram.sm_61.sass"), 4, 1, 256, 1, histogram_ok, { 4096 },
		  { { 2, 4096 }, { -1 } }, 0, 1024 * (1 + 2 * 4 + 2) },
		{ SASS("dot.sm_80.sass"), 4, 1, 256, 1, dot_ok, { 4096 }, { { 3, 4096 }, { -1 } }, 0,
		  2 * 4096 + 32 },
		{ SASS("dot.sm_70.sass"), 4, 1, 256, 1, dot_ok, { 4096 }, { { 3, 4096 }, { -1 } }, 0,
		  2 * 4096 + 32 },
		{ SASS("stencil1d.sm_80.sass"), 4, 1, 256, 1, stencil1d_ok, { 1000 },
		  { { 2, 1000 }, { -1 } }, 0, 0 },
		{ SASS("daxpy.sm_80.sass"), 4, 1, 256, 1, elementwise_ok, { 1000, 8 },
		  { { 0, 1000 }, { 1, 3 }, { -1 } }, 0, 3 * 1000 },
		/* the compiler loads x[i] once, outside the a-times loop: 3 accesses per thread */
		{ SASS("saxpy_loop.sm_61.sass"), 4, 1, 256, 1, elementwise_ok, { 1000, 4 },
		  { { 0, 1000 }, { 1, 5 }, { -1 } }, 0, 3 * 1000 },
		{ SASS("sfu.sm_90.sass"), 4, 1, 256, 1, elementwise_ok, { 1000, 4 },
		  { { 2, 1000 }, { -1 } }, 0, 2 * 1000 },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct kfix k;
		struct addrcheck ac;
		struct cfix f;
		memset(&ac, 0, sizeof(ac));
		memset(&f, 0, sizeof(f));
		kload(&k, t[i].file, NULL, 0);
		kdim(&k, t[i].gx, t[i].gy, t[i].bx, t[i].by);
		for (int a = 0; a < 4 && t[i].args[a][0] >= 0; a++)
			karg(&k, t[i].args[a][0], t[i].args[a][1]);
		if (strstr(t[i].file, "histogram")) {
			k.l.args[0].init = GP_EMU_INIT_INDEX;   /* data[i] = i mod 256 (bytes) */
		}
		if (strstr(t[i].file, "daxpy"))
			k.l.args[2].value = 2.0;
		if (strstr(t[i].file, "sgemm"))
			k.l.args[1].value = 1.0;
		ac.block = k.l.block;
		ac.grid = k.l.grid;
		memcpy(ac.p, t[i].p, sizeof(t[i].p));
		f.ac = &ac;
		f.ok = t[i].ok;
		f.sbase = t[i].sbase;
		k.l.on_access = on_c_access;
		k.l.user = &f;
		krun(&k);
		if (f.wrong || (t[i].want && f.checked != t[i].want))
			print_message("%s: %lld wrong of %lld (want %lld)\n", t[i].file, f.wrong, f.checked,
				      t[i].want);
		assert_true(f.wrong == 0);
		assert_true(f.checked > 0);
		/* only the histogram's addresses come from data, and it declared the data */
		assert_int_equal(k.r.unknown_addresses, 0);
		if (t[i].want)
			assert_true(f.checked == t[i].want);
		/* sfu_mix's fast math has data-dependent range checks: without --init they are
		 * decided by probability and reported; the others depend on no data */
		if (strstr(t[i].file, "sfu"))
			assert_true(k.r.dynamic->nrandom > 0);
		else
			/* sfu_mix's fast math has data-dependent range checks: without --init they are
		 * decided by probability and reported; the others depend on no data */
		if (strstr(t[i].file, "sfu"))
			assert_true(k.r.dynamic->nrandom > 0);
		else
			assert_int_equal(k.r.dynamic->nrandom, 0);
		kfree(&k);
	}
}

/* ==== Footprints against traffic: a 5-point stencil ==== */

static void stencil_footprint(void **state)
{
	struct kfix k;
	const struct gp_footprint *u, *v;
	(void)state;
	kload(&k, SASS("stencil5.sm_80.sass"), NULL, 0);
	/* n = 64 in 16x16 blocks: every sector of u is read (rows 0 and 63 through u[i -+ n] of
	 * x = 1..62, which touches each of a row's 8 sectors), v's rows 1..62 written whole */
	kdim(&k, 4, 4, 16, 16);
	karg(&k, 2, 64);
	krun(&k);
	u = foot(&k, "arg0");
	v = foot(&k, "arg1");
	assert_true(u->bytes == 64 * 64 * 4);
	assert_true(v->bytes == 62 * 64 * 4);
	/* five loads per interior point: the sectors requested are several times the distinct
	 * ones (what a model without addresses charges as DRAM traffic). A warp holds two rows
	 * of 16 floats (64 bytes: 2 aligned sectors each, 3 for the -+1 neighbours), fewer
	 * where boundary threads are idle: 2 to 6 sectors per request */
	assert_true(u->accessed_bytes > 2.5 * u->bytes);
	for (int i = 0; i < k.r.memory->n; i++) {
		const struct gp_memrec *m = &k.r.memory->recs[i];
		if (m->space == GP_MSPACE_GLOBAL)
			assert_true(m->sectors_per_request >= 2 && m->sectors_per_request <= 6);
	}
	kfree(&k);
}

/* ==== Kepler's .S: the lanes that run "@P1 NOP.S" reconverge at the SSY target ==== */

static void kepler_sync_s(void **state)
{
	const char *path = tu_shared_path("ext/sass/celeritas_logs_log2_mylog2_fp64.sm_35.cuobjdump.s");
	(void)state;
	if (!path || access(path, R_OK) != 0)
		skip();
	for (int p = 0; p <= 1; p++) {
		struct kfix k;
		int i0e0 = -1, i260 = -1;
		kload(&k, path, NULL, 0);
		/* P1 (special inputs: 0, inf, nan) compares against a compiler constant of bank 2,
		 * unknown to the emulator: decided with --branch at the NOP.S it guards */
		kdim(&k, 2, 1, 64, 1);
		k.l.nbranch = 1;
		k.l.branch_pc[0] = 0xd8;
		k.l.branch_p[0] = p;
		krun(&k);
		for (int i = 0; i < k.fn->n; i++) {
			if (k.fn->ins[i].addr == 0xe0)
				i0e0 = i;
			if (k.fn->ins[i].addr == 0x260)
				i260 = i;
		}
		assert_true(i0e0 >= 0 && i260 >= 0);
		/* p = 1: every lane leaves at the NOP.S, the general path (0xe0..) never runs;
		 * p = 0: every lane takes it. Both meet at 0x260 */
		assert_true(k.r.pc[i0e0].thread_execs == (p ? 0 : 128));
		assert_true(k.r.pc[i260].thread_execs == 128);
		{
			/* reported by the NOP.S it decides (with two predicated-only compares on
			 * the loaded value) */
			int found = 0;
			for (int i = 0; i < k.r.dynamic->nrandom; i++)
				found |= k.r.dynamic->random_pcs[i] == 0xd8;
			assert_true(found);
		}
		kfree(&k);
	}
}

/* ==== Static and dynamic agree where there is one path ==== */

static void static_agrees(void **state)
{
	static const char *const names[] = { "triad", "vecadd", "transpose_naive", "daxpy" };
	static const int sms[] = { 61, 70, 80, 90 };
	struct gp_device devs[2], dev;
	struct gp_diag d;
	(void)state;
	gp_diag_clear(&d);
	/* a dual-issuing Pascal and an Ampere that does not */
	tu_device("devices/gtx1080.json", &devs[0]);
	tu_device("devices/a100.json", &devs[1]);
	for (size_t n = 0; n < 2 * sizeof(names) / sizeof(names[0]); n++) {
		dev = devs[n % 2];
		for (size_t s = 0; s < sizeof(sms) / sizeof(sms[0]); s++) {
			struct kfix k;
			struct gp_flowgraph *cfg = NULL;
			struct gp_kernel kk;
			struct gp_kernel_counts kc;
			char path[128];
			double issued;
			snprintf(path, sizeof(path), "kernels/sass/%s.sm_%d.sass", names[n / 2], sms[s]);
			kload(&k, path, NULL, 0);
			/* every thread in range: the whole listing to the last EXIT, once (daxpy with
			 * reps = 1 runs its loop once: the static count's loop1 = 1) */
			kdim(&k, 2, 2, 32, 8);
			for (int i = 0; i < k.l.nargs; i++)
				if (!k.l.args[i].is_pointer)
					karg(&k, i, strcmp(names[n / 2], "daxpy") == 0 && i == 1 ? 1 : 1 << 20);
			krun(&k);
			assert_int_equal(gp_flowgraph_build(k.fn, &dev, NULL, &cfg, &d), 0);
			gp_kernel_init(&kk);
			assert_int_equal(gp_flowgraph_fill_kernel(cfg, &kk, &d), 0);
			assert_int_equal(gp_kernel_eval(&kk, NULL, &kc, &d), 0);
			/* dual-issue pairs share a slot where the device pairs them (sm_61 listings
			 * have { } pairs; gp_emu_cli_fill makes the same choice) */
			issued = (dev.dual_issue ? k.r.ins_issued : k.r.warp_insts) / k.r.warps_emulated;
			if (kc.ins_issued != issued)
				fail_msg("%s on %s: static %g, emulated %g issue slots per warp", path,
					 dev.name, kc.ins_issued, issued);
			gp_kernel_release(&kk);
			gp_flowgraph_free(cfg);
			kfree(&k);
		}
	}
}

/* ==== The thesis's saxpy2 listing (Figure 5.2, sm_52) ==== */

static void thesis_saxpy2(void **state)
{
	const char *path = tu_shared_path("thesis_saxpy2_sm52.sass");
	static const int as[] = { 0, 1, 5 };
	(void)state;
	if (!path || access(path, R_OK) != 0)
		skip();
	for (size_t i = 0; i < sizeof(as) / sizeof(as[0]); i++) {
		struct kfix k;
		int a = as[i];
		kload(&k, path, NULL, 0);
		/* saxpy2(n, a, x, y) on n = 1024 in 4 x 256: the 16 instructions to the loop test
		 * (0x08..0xa8), for a >= 1 the 3 set-up (0xb0..0xc8) and 4 per trip (0xd0..0xf0),
		 * then 7 to the EXIT: 26 + 4a per warp, 23 when a = 0 skips the loop. Dual-issue
		 * partners ({IADD.X, BRA} at 0xa8, {MOV, LDG} at 0xb8, {FADD, BRA} at 0xf0) share a
		 * slot: issued = executed - 1 - (a ? 1 + a : 0). */
		kdim(&k, 4, 1, 256, 1);
		karg(&k, 0, 1024);
		karg(&k, 1, a);
		krun(&k);
		assert_true(k.r.warp_insts == 32.0 * (a ? 26 + 4 * a : 23));
		assert_true(k.r.ins_issued == 32.0 * ((a ? 26 + 4 * a : 23) - 1 - (a ? 1 + a : 0)));
		assert_true(execs(&k, 0xd0) == 32.0 * a);
		kfree(&k);
	}
}

/* ==== Against a GTX 1080's NVBit traces ==== */

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* Addresses of every execution of the memory instruction at pc, sorted, relative to their
 * minimum (the allocations' bases differ between the GPU and the emulator). */
static size_t addr_set(const struct gp_trace_kernel *t, uint32_t pc, uint64_t **out)
{
	size_t n = 0, cap = 1024;
	uint64_t *v = malloc(cap * sizeof(*v));
	assert_non_null(v);
	for (size_t i = 0; i < t->ninst; i++) {
		const struct gp_trace_inst *in = &t->ins[i];
		if (in->pc != pc || !in->width_bytes)
			continue;
		for (int l = 0; l < 32; l++) {
			if (!(in->mask >> l & 1))
				continue;
			if (n == cap)
				assert_non_null(v = realloc(v, (cap *= 2) * sizeof(*v)));
			v[n++] = t->addrs[in->addr + (size_t)l];
		}
	}
	qsort(v, n, sizeof(*v), cmp_u64);
	for (size_t i = n; i-- > 0;)
		v[i] -= v[0];
	*out = v;
	return n;
}

/* Emulate the traced launch (grid, block and arguments as the GPU ran it) into an Accel-Sim
 * trace of our own, read back with the same reader as the GPU's. */
static void nvbit_emulate(const char *trace_rel, const char *sass, const long long *argv, int nargv,
			  struct gp_trace_kernel *t, struct gp_trace_kernel *e)
{
	const char *tp = tu_shared_path(trace_rel);
	struct gp_diag d;
	struct kfix k;
	FILE *f;
	char *buf;
	long len;
	if (!tp || access(tp, R_OK) != 0)
		skip();
	gp_diag_clear(&d);
	if (gp_trace_kernel_load(tp, t, &d) < 0)
		fail_msg("%s: %s", tp, d.msg);
	kload(&k, sass, t->name, 61);
	for (int i = 0; i < 3; i++) {
		k.l.grid[i] = (unsigned)t->grid[i];
		k.l.block[i] = (unsigned)t->block[i];
	}
	for (int i = 0; i < nargv; i++)
		karg(&k, i + 3, (double)argv[i]);
	assert_non_null(f = tmpfile());
	gp_emu_trace_header(f, k.fn, &k.l, t->nregs);
	k.l.trace = f;
	krun(&k);
	len = ftell(f);
	rewind(f);
	assert_non_null(buf = malloc((size_t)len + 1));
	assert_int_equal(fread(buf, 1, (size_t)len, f), (size_t)len);
	fclose(f);
	if (gp_trace_kernel_parse(buf, (size_t)len, "emulated", e, &d) < 0)
		fail_msg("emulated trace: line %d: %s", d.line, d.msg);
	free(buf);
	assert_int_equal(e->nwarps, t->nwarps);
	kfree(&k);
}

/* Same binary: the same warps, PCs in the same order with the same active masks, the same
 * opcode families, and per memory instruction the same address set up to its base. */
static void nvbit_compare_exact(const struct gp_trace_kernel *t, const struct gp_trace_kernel *e,
				const char *what)
{
	size_t nmem = 0, nopdiff = 0;
	assert_int_equal(e->ninst, t->ninst);
	for (size_t w = 0; w < t->nwarps; w++) {
		const struct gp_trace_warp *tw = &t->warps[w], *ew = &e->warps[w];
		assert_int_equal(ew->warp, tw->warp);
		assert_int_equal(ew->count, tw->count);
		for (size_t i = 0; i < tw->count; i++) {
			const struct gp_trace_inst *a = &t->ins[tw->first + i], *b = &e->ins[ew->first + i];
			const char *oa = t->ops[a->op], *ob = e->ops[b->op];
			if (a->pc != b->pc || a->mask != b->mask)
				fail_msg("warp %d instruction %zu: GPU pc %04x mask %08x, emulated pc %04x "
					 "mask %08x", tw->warp, i, a->pc, a->mask, b->pc, b->mask);
			assert_int_equal(strcspn(oa, "."), strcspn(ob, "."));
			assert_memory_equal(oa, ob, strcspn(oa, "."));
			nopdiff += strcmp(oa, ob) != 0;
			assert_int_equal(a->width_bytes, b->width_bytes);
		}
	}
	for (size_t i = 0; i < t->ninst; i++) {
		uint64_t *va, *vb;
		size_t na, nb;
		int seen = 0;
		if (!t->ins[i].width_bytes)
			continue;
		for (size_t j = 0; j < i && !seen; j++)
			seen = t->ins[j].width_bytes && t->ins[j].pc == t->ins[i].pc;
		if (seen)
			continue;
		na = addr_set(t, t->ins[i].pc, &va);
		nb = addr_set(e, t->ins[i].pc, &vb);
		assert_int_equal(na, nb);
		assert_memory_equal(va, vb, na * sizeof(*va));
		free(va);
		free(vb);
		nmem++;
	}
	/* the CUDA 11.8 ptxas leaves out the .CG the traced binary's loads carry */
	print_message("%s: %zu warps, %zu instructions, %zu memory instructions compared; %zu "
		      "opcode modifiers differ\n", what, t->nwarps, t->ninst, nmem, nopdiff);
	assert_true(nmem == 3);
}

/* The 4-byte words (offsets in the space) one warp's accesses of a class cover, sorted:
 * global ones relative to the lowest address of the same instruction ordinal, shared ones
 * modulo tile (the two tiles' order in shared memory is the compiler's choice). */
static size_t warp_words(const struct gp_trace_kernel *t, const struct gp_trace_warp *w, int shared,
			 int ordinal, uint64_t tile, uint64_t *out, size_t max)
{
	size_t n = 0;
	int ord = -1;
	for (size_t i = 0; i < w->count; i++) {
		const struct gp_trace_inst *in = &t->ins[w->first + i];
		const char *op = t->ops[in->op];
		int is_shared = strncmp(op, "LDS", 3) == 0 || strncmp(op, "STS", 3) == 0;
		if (!in->width_bytes || is_shared != shared)
			continue;
		ord++;
		if (!shared && ord != ordinal)
			continue;
		for (int l = 0; l < 32; l++) {
			uint64_t a;
			if (!(in->mask >> l & 1))
				continue;
			a = t->addrs[in->addr + (size_t)l];
			for (int k = 0; k < in->width_bytes / 4 && n < max; k++)
				out[n++] = shared ? (a - t->shmem_base + 4u * (unsigned)k) % tile
						  : a + 4u * (unsigned)k;
		}
	}
	qsort(out, n, sizeof(*out), cmp_u64);
	if (!shared)
		for (size_t i = n; i-- > 0;)
			out[i] -= out[0];
	return n;
}

static void nvbit_vectoradd(void **state)
{
	/* vecAdd<float><<<ceil(100 / 1024.0), 1024>>>(d_a, d_b, d_c, 100): the listing the CUDA
	 * 11.8 ptxas makes is the traced binary's, instruction for instruction */
	static const long long args[] = { 100 };
	struct gp_trace_kernel t, e;
	(void)state;
	nvbit_emulate("ext/traces/microgpusim_vectoradd-100-32-trace/kernel-1.traceg",
		      SASS("vectoradd_nvbit.sm_61.sass"), args, 1, &t, &e);
	/* warps 0-2 run all 23 instructions, warp 3 (threads 96..127, 4 in range) too, warps
	 * 4-31 stop at the @P0 EXIT after 9: 4 x 23 + 28 x 9 */
	assert_int_equal(t.ninst, 4 * 23 + 28 * 9);
	nvbit_compare_exact(&t, &e, "vectorAdd");
	gp_trace_kernel_release(&t);
	gp_trace_kernel_release(&e);
}

static void nvbit_matrixmul(void **state)
{
	/* mult_gpu<float><<<(1, 1), (32, 32)>>>(A, B, C, MROW, MROW), MROW = 32. The traced
	 * binary came from another compiler: it reads the A tile with 8 LDS.U.128 where the
	 * CUDA 11.8 listing has 32 LDS.U.32, so the streams differ (138 against 142
	 * instructions per warp). Compared: the warps, the 32 FFMA per warp, every global
	 * access (in order) up to its base, and the shared words each warp reads. */
	static const long long args[] = { 32, 32 };
	struct gp_trace_kernel t, e;
	uint64_t *a, *b;
	(void)state;
	/* skips without the trace: allocate only after it was read */
	nvbit_emulate("ext/traces/microgpusim_matrixmul-32-32-trace/kernel-1.traceg",
		      SASS("matrixmul_nvbit.sm_61.sass"), args, 2, &t, &e);
	a = malloc(8192 * sizeof(*a));
	b = malloc(8192 * sizeof(*b));
	assert_non_null(a);
	assert_non_null(b);
	for (size_t w = 0; w < t.nwarps; w++) {
		const struct gp_trace_warp *tw = &t.warps[w], *ew = &e.warps[w];
		int ffma[2] = { 0, 0 };
		assert_int_equal(ew->warp, tw->warp);
		assert_int_equal(tw->count, 138);
		assert_int_equal(ew->count, 142);
		for (size_t i = 0; i < tw->count; i++)
			ffma[0] += strncmp(t.ops[t.ins[tw->first + i].op], "FFMA", 4) == 0;
		for (size_t i = 0; i < ew->count; i++)
			ffma[1] += strncmp(e.ops[e.ins[ew->first + i].op], "FFMA", 4) == 0;
		assert_int_equal(ffma[0], 32);
		assert_int_equal(ffma[1], 32);
		/* LDG A, LDG B, STG C */
		for (int o = 0; o < 3; o++) {
			size_t na = warp_words(&t, tw, 0, o, 0, a, 8192);
			size_t nb = warp_words(&e, ew, 0, o, 0, b, 8192);
			assert_int_equal(na, 32);
			assert_int_equal(nb, 32);
			assert_memory_equal(a, b, na * sizeof(*a));
		}
		{
			/* shared: 2 stores + 64 loads of 32 words per warp */
			size_t na = warp_words(&t, tw, 1, 0, 4096, a, 8192);
			size_t nb = warp_words(&e, ew, 1, 0, 4096, b, 8192);
			assert_int_equal(na, 66 * 32);
			assert_int_equal(nb, 66 * 32);
			assert_memory_equal(a, b, na * sizeof(*a));
		}
	}
	print_message("matrixMul: %zu warps: 138 (GPU) and 142 (emulated) instructions per warp, "
		      "32 FFMA each; global and shared words per warp identical\n", t.nwarps);
	free(a);
	free(b);
	gp_trace_kernel_release(&t);
	gp_trace_kernel_release(&e);
}

/* ==== Divergence and reconvergence: SSY/SYNC (sm_61), BSSY/BSYNC (sm_7x+) ==== */

static void branchy_reconverges(void **state)
{
	static const int sms[] = { 61, 70, 80, 90 };
	(void)state;
	for (size_t s = 0; s < sizeof(sms) / sizeof(sms[0]); s++) {
		struct kfix k;
		char path[128];
		const struct gp_memrec *st = NULL;
		snprintf(path, sizeof(path), SASS("branchy.sm_%d.sass"), sms[s]);
		kload(&k, path, NULL, 0);
		/* 256 threads, k = 5: odd/even lanes split, lanes 7, 15, 23, 31 of each warp loop
		 * 5 times, and every lane meets again before the store */
		kdim(&k, 2, 1, 128, 1);
		karg(&k, 2, 256);
		karg(&k, 3, 5);
		krun(&k);
		for (int i = 0; i < k.r.memory->n; i++)
			if (k.r.memory->recs[i].is_store)
				st = &k.r.memory->recs[i];
		assert_non_null(st);
		/* one full-warp store per warp: the paths reconverged */
		assert_true(st->requests == 1);
		assert_true(st->bytes == 128);
		assert_true(k.r.simd_efficiency < 1);
		assert_int_equal(k.r.dynamic->nrandom, 0);
		if (sms[s] == 61) {
			/* the 4-step unrolled body runs once (k - k % 4 = 4), the remainder once, with
			 * the 4 looping lanes of each of the 8 warps; the other lanes SYNC at 0x110 to
			 * 0x3b8 and wait there */
			assert_true(execs(&k, 0x110) == 8);
			assert_true(execs(&k, 0x318) == 8);
			assert_true(k.r.pc[0].thread_execs == 256);
			for (int i = 0; i < k.fn->n; i++) {
				uint32_t a = k.fn->ins[i].addr;
				if (a == 0x318 || a == 0x398 || a == 0x3b0)
					assert_true(k.r.pc[i].thread_execs == 8 * 4);
				if (a == 0x3b8)
					assert_true(k.r.pc[i].thread_execs == 256);
			}
		}
		kfree(&k);
	}
}

/* ==== Data-dependent branches: declared contents, or a probability ==== */

static double stored_threads(const struct kfix *k)
{
	for (int i = 0; i < k->r.memory->n; i++)
		if (k->r.memory->recs[i].is_store)
			return k->r.memory->recs[i].bytes / 4 * k->r.warps_total;
	return -1;
}

static void threshold_branch(void **state)
{
	static const int sms[] = { 61, 70, 80, 90 };
	(void)state;
	for (size_t s = 0; s < sizeof(sms) / sizeof(sms[0]); s++) {
		struct kfix k;
		char path[128];
		double half[2];
		snprintf(path, sizeof(path), SASS("threshold.sm_%d.sass"), sms[s]);
		kload(&k, path, NULL, 0);
		kdim(&k, 4, 1, 256, 1);
		karg(&k, 2, 0.5);
		karg(&k, 3, 1024);
		/* x = 1.0 everywhere: every element is above t = 0.5 */
		k.l.args[0].init = GP_EMU_INIT_CONST;
		k.l.args[0].init_float = 1;
		k.l.args[0].init_lo = 1.0;
		krun(&k);
		assert_true(stored_threads(&k) == 1024);
		assert_int_equal(k.r.dynamic->nrandom, 0);
		gp_emu_result_release(&k.r);
		/* x = 0: none is */
		k.l.args[0].init_lo = 0.0;
		krun(&k);
		assert_true(stored_threads(&k) == 0);
		gp_emu_result_release(&k.r);
		/* unknown contents: decided per thread with p = 0.5, seeded; the branch named is
		 * the one that reads the compare */
		k.l.args[0].init = GP_EMU_INIT_UNKNOWN;
		for (int rep = 0; rep < 2; rep++) {
			krun(&k);
			half[rep] = stored_threads(&k);
			assert_int_equal(k.r.dynamic->nrandom, 1);
			if (rep == 0)
				k.l.branch_pc[0] = k.r.dynamic->random_pcs[0];
			gp_emu_result_release(&k.r);
		}
		/* 1024 coin flips: within 5 standard deviations (16) of 512, and the same twice */
		assert_true(half[0] > 512 - 80 && half[0] < 512 + 80);
		assert_true(half[0] == half[1]);
		/* --branch PC=1: the data-dependent exit is always taken; PC=0: never */
		k.l.nbranch = 1;
		k.l.branch_p[0] = 1;
		krun(&k);
		assert_true(stored_threads(&k) == 0);
		gp_emu_result_release(&k.r);
		k.l.branch_p[0] = 0;
		krun(&k);
		assert_true(stored_threads(&k) == 1024);
		kfree(&k);
	}
}

/* ==== The command line: extract --grid, --trace-out, simulate --trace ==== */

static void cli_extract_emulated(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	struct gp_kernel k;
	struct gp_diag d;
	struct gp_kernel_counts kc;
	char out[128];
	(void)state;
	assert_non_null(r);
	if (!getenv("GPUPERF_BIN"))
		skip();
	snprintf(out, sizeof(out), "/tmp/gp_emu_%d.json", (int)getpid());
	tu_gpuperf(r, "extract --sass kernels/sass/rowsum.sm_80.sass --ptxas "
		   "kernels/sass/rowsum.sm_80.ptxas.log --device a100 --grid 2 --block 128 --arg 2=256 "
		   "--arg 3=100 -o %s", out);
	assert_int_equal(r->status, 0);
	/* the trip counts it found, per loop */
	assert_non_null(strstr(r->err, "loop at 0x01f0: 5 back-edge jumps per entering warp (6 "
				   "iterations)"));
	assert_non_null(strstr(r->err, "loop at 0x0500: 3 back-edge jumps per entering warp (4 "
				   "iterations)"));
	gp_diag_clear(&d);
	assert_int_equal(gp_kernel_load(out, &k, &d), 0);
	assert_int_equal(k.fidelity, GP_FID_EMULATED);
	assert_int_equal(gp_kernel_eval(&k, NULL, &kc, &d), 0);
	/* the hand count of rowsum_counts: 315 per warp, no --loop needed */
	assert_true(kc.ins_issued == 315);
	/* 100 loads and the store: 101 LSU instructions per warp */
	assert_true(kc.ins[GP_UNIT_LSU] == 101 + 1);
	/* compulsory traffic (fits A100's L2): 256 x 100 x 4 + 256 x 4 bytes over 8 warps */
	assert_true(kc.gmem_bytes == (256.0 * 100 * 4 + 256 * 4) / 8);
	assert_int_equal(k.regs_per_thread, 30);
	assert_non_null(k.dynamic);
	assert_true(k.dynamic->warps == 8);
	assert_int_equal(k.dynamic->nloops, 2);
	assert_non_null(k.memory);
	assert_int_equal(k.memory->n, 18);
	gp_kernel_release(&k);
	/* the same launch with the source's argument names */
	tu_gpuperf(r, "extract --sass kernels/sass/rowsum.sm_80.sass --source kernels/src/rowsum.cu "
		   "--device a100 --grid 2 --block 128 --arg rows=256 --arg n=100 --init m=index "
		   "-o %s", out);
	assert_int_equal(r->status, 0);
	assert_int_equal(gp_kernel_load(out, &k, &d), 0);
	assert_int_equal(gp_kernel_eval(&k, NULL, &kc, &d), 0);
	assert_true(kc.ins_issued == 315);
	assert_string_equal(k.memory->foot[0].name, "m");
	assert_string_equal(k.memory->foot[1].name, "out");
	gp_kernel_release(&k);
	unlink(out);
	free(r);
}

static void cli_trace_out_simulates(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	char dir[128];
	(void)state;
	assert_non_null(r);
	if (!getenv("GPUPERF_BIN"))
		skip();
	snprintf(dir, sizeof(dir), "/tmp/gp_emu_trace_%d", (int)getpid());
	tu_gpuperf(r, "extract --sass kernels/sass/vecadd.sm_61.sass --device gtx1080 --grid 4 "
		   "--block 256 --arg 3=1000 --arg 0=4000 --arg 1=4000 --arg 2=4000 --trace-out %s "
		   "-o %s/vecadd.json", dir, dir);
	assert_int_equal(r->status, 0);
	tu_gpuperf(r, "simulate --trace %s/kernelslist.g --device gtx1080", dir);
	assert_int_equal(r->status, 0);
	/* the three buffers are copied in first: 12000 bytes */
	assert_non_null(strstr(r->out, "3 copies (12000 bytes"));
	/* the engine runs the emulated warps: 32 warps x 23 instructions */
	assert_non_null(strstr(r->out, "736 warp instructions (trace: 736)"));
	/* the descriptor's program has the emulator's address patterns (c[i] = a[i] + b[i] fits
	 * each access exactly): simulate has nothing to note, nor has the trace run above */
	assert_null(strstr(r->err, "no address pattern"));
	tu_gpuperf(r, "simulate --kernel %s/vecadd.json --device gtx1080 --grid 4 --block 256", dir);
	assert_int_equal(r->status, 0);
	assert_null(strstr(r->err, "no address pattern"));
	tu_gpuperf(r, "extract --trace %s/kernel-1.traceg --device gtx1080", dir);
	assert_int_equal(r->status, 0);
	{
		static const char *const files[] = { "kernelslist.g", "kernel-1.traceg", "vecadd.json" };
		char path[256];
		for (size_t i = 0; i < 3; i++) {
			snprintf(path, sizeof(path), "%s/%s", dir, files[i]);
			unlink(path);
		}
		rmdir(dir);
	}
	free(r);
}

/* --trace-format accelsim keeps every line of the default trace but limits the register
 * lists to Accel-Sim's parser (trace_parser.cc asserts at most 1 destination and 4 sources,
 * as NVBit lists operands): the same as the default trace cut by
 * tests/data/accelsim/accelsim_regs.awk, the filter the committed Accel-Sim runs used. */
static void cli_trace_format_accelsim(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	char dir[128], cmd[1024];
	(void)state;
	assert_non_null(r);
	if (!getenv("GPUPERF_BIN") || system("command -v awk >/dev/null 2>&1") != 0)
		skip();
	snprintf(dir, sizeof(dir), "/tmp/gp_emu_tfmt_%d", (int)getpid());
	snprintf(cmd, sizeof(cmd), "mkdir -p %s", dir);
	assert_int_equal(system(cmd), 0);
	tu_gpuperf(r, "extract --sass kernels/sass/triad.sm_70.sass --device v100 --grid 2 --block 64 "
		   "--arg 4=128 --trace-out %s/a -o %s/a.json", dir, dir);
	assert_int_equal(r->status, 0);
	tu_gpuperf(r, "extract --sass kernels/sass/triad.sm_70.sass --device v100 --grid 2 --block 64 "
		   "--arg 4=128 --trace-out %s/b --trace-format accelsim -o %s/b.json", dir, dir);
	assert_int_equal(r->status, 0);
	/* IMAD.WIDE writes a register pair: two destinations by default, one for Accel-Sim */
	snprintf(cmd, sizeof(cmd), "grep -q ' 2 R[0-9]* R[0-9]* IMAD.WIDE' %s/a/kernel-1.traceg && "
		 "! grep -q ' 2 R[0-9]* R[0-9]* IMAD.WIDE' %s/b/kernel-1.traceg", dir, dir);
	assert_int_equal(system(cmd), 0);
	snprintf(cmd, sizeof(cmd), "awk -f tests/data/accelsim/accelsim_regs.awk %s/a/kernel-1.traceg "
		 "| cmp -s - %s/b/kernel-1.traceg", dir, dir);
	assert_int_equal(system(cmd), 0);
	tu_gpuperf(r, "extract --sass kernels/sass/triad.sm_70.sass --device v100 --grid 2 --block 64 "
		   "--trace-format accelsim -o %s/c.json", dir);
	assert_int_equal(r->status, 2);
	assert_non_null(strstr(r->err, "--trace-format goes with --trace-out"));
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	assert_int_equal(system(cmd), 0);
	free(r);
}

/* ==== cp.async (LDGSTS): a global read and a shared write in one instruction ==== */

/* The memory record of pc in space (LDGSTS has one per side). */
static const struct gp_memrec *rec_in(const struct kfix *k, uint32_t pc, int space)
{
	for (int i = 0; i < k->r.memory->n; i++)
		if (k->r.memory->recs[i].pc == pc && k->r.memory->recs[i].space == space)
			return &k->r.memory->recs[i];
	fail_msg("no %s memory record at 0x%x", gp_memspace_name(space), pc);
	return NULL;
}

/* PC of the nth instruction (0-based) whose text contains what (never-run @!PT ones skipped). */
static uint32_t pc_of(const struct kfix *k, const char *what, int nth)
{
	for (int i = 0; i < k->fn->n; i++)
		if (strstr(k->fn->ins[i].text, what) && strncmp(k->fn->ins[i].text, "@!PT", 4) != 0 &&
		    nth-- == 0)
			return k->fn->ins[i].addr;
	fail_msg("no instruction '%s' in %s", what, k->fn->name);
	return 0;
}

/* Every access of a kernel checked against its C source: expect returns the address of
 * (instruction, space, thread) or UINT64_MAX for an access the source does not make. */
struct srccheck {
	const struct gp_sass_func *fn;
	unsigned bx;                 /* blockDim.x */
	uint64_t smem0;              /* the shared window's first byte the kernel uses (sm_90: 0x400) */
	long long n;
	uint32_t pcs[8];             /* instructions the expect function tells apart */
	uint64_t (*expect)(const struct srccheck *sc, uint32_t pc, const char *text, int space,
			   int is_store, unsigned bid, unsigned t, uint64_t got);
	long long checked, wrong, unexpected;
	uint32_t first_wrong_pc;
};

static void on_src_access(void *user, const struct gp_emu_access *a)
{
	struct srccheck *sc = user;
	const char *text = "";
	if (a->space == GP_SPACE_CONST)
		return;
	for (int i = 0; i < sc->fn->n; i++)
		if (sc->fn->ins[i].addr == a->pc)
			text = sc->fn->ins[i].text;
	for (int lane = 0; lane < 32; lane++) {
		uint64_t want;
		if (!(a->mask >> lane & 1))
			continue;
		want = sc->expect(sc, a->pc, text, a->space, a->is_store, a->block[0], a->tid0 + (unsigned)lane,
				  a->addr[lane]);
		if (want == UINT64_MAX) {
			sc->unexpected++;
			continue;
		}
		sc->checked++;
		if (want != a->addr[lane]) {
			if (!sc->wrong)
				sc->first_wrong_pc = a->pc;
			sc->wrong++;
		}
	}
}

/* cpasync.cu: sa[t] <- a[i] (16 bytes), sb[2t] <- b[i] (zero fill when i >= n),
 * out[i] = sa[t].x + sb[2t]; sa is shared bytes 0..2047, sb from 2048; pcs: the LDS of sb[2t]
 * and of sa[t].x */
static uint64_t cpasync_addr(const struct srccheck *sc, uint32_t pc, const char *text, int space,
			     int is_store, unsigned bid, unsigned t, uint64_t got)
{
	(void)got;
	uint64_t i = (uint64_t)bid * sc->bx + t;
	int big = strstr(text, ".128") != NULL;
	if (strstr(text, "LDGSTS")) {
		if (space == GP_SPACE_GLOBAL)
			return is_store ? UINT64_MAX : big ? A(0) + 16 * i
					  : (long long)i < sc->n ? A(1) + 4 * i : UINT64_MAX;
		return is_store ? sc->smem0 + (big ? 16 * t : 2048 + 8 * t) : UINT64_MAX;
	}
	if (pc == sc->pcs[0])
		return sc->smem0 + 2048 + 8 * t;
	if (pc == sc->pcs[1])
		return sc->smem0 + 16 * t;
	if (strstr(text, "STG"))
		return A(2) + 4 * i;
	return UINT64_MAX;
}

static void cpasync_ldgsts(void **state)
{
	static const struct { const char *file; uint64_t smem0; } t[] = {
		{ SASS("cpasync.sm_80.sass"), 0 },
		{ SASS("cpasync.sm_90.sass"), 0x400 },
	};
	(void)state;
	for (size_t f = 0; f < sizeof(t) / sizeof(t[0]); f++) {
		struct kfix k;
		struct srccheck sc = { NULL, 128, t[f].smem0, 300, { 0 }, cpasync_addr, 0, 0, 0, 0 };
		const struct gp_memrec *m;
		uint32_t big, zfill, copy, lds_b, lds_a;
		kload(&k, t[f].file, "cpasync_stage", 0);
		/* 3 blocks of 128 threads (12 warps), n = 300: block 2 copies b for t < 44 and
		 * zero-fills the rest of its sb */
		kdim(&k, 3, 1, 128, 1);
		karg(&k, 3, 300);
		sc.fn = k.fn;
		big = pc_of(&k, "LDGSTS.E.BYPASS.128", 0);
		zfill = pc_of(&k, "@P0 LDGSTS.E [", 0);
		copy = pc_of(&k, "@!P0 LDGSTS.E [", 0);
		lds_b = sc.pcs[0] = pc_of(&k, "LDS R", 0);
		lds_a = sc.pcs[1] = pc_of(&k, "LDS R", 1);
		k.l.on_access = on_src_access;
		k.l.user = &sc;
		krun(&k);
		/* LDGSTS.128: every warp, 32 lanes x 16 contiguous bytes = 512 bytes, 16 sectors;
		 * its shared side 16-byte rows in quarter-warp phases, each conflict-free: 4
		 * wavefronts (coalesce.h) */
		m = rec_in(&k, big, GP_MSPACE_GLOBAL);
		assert_true(m->requests == 1 && m->sectors_per_request == 16 && m->bytes == 512);
		assert_false(m->is_store);
		assert_int_equal(m->alloc, 0);
		m = rec_in(&k, big, GP_MSPACE_SHARED);
		assert_true(m->requests == 1 && m->bank_ways == 4 && m->bytes == 512 && m->is_store);
		/* the zero fill (i >= n: block 2's warp 1 lanes 12..31, warps 2 and 3) reads no
		 * global memory: 3 shared requests of the 12 warps; sb[2t] puts lanes t and t + 16
		 * in one bank: 2 ways; 20 + 32 + 32 lanes x 4 bytes */
		m = rec_in(&k, zfill, GP_MSPACE_GLOBAL);
		assert_true(m->requests == 0 && m->bytes == 0);
		m = rec_in(&k, zfill, GP_MSPACE_SHARED);
		assert_true(m->requests * 12 == 3 && m->bank_ways == 2 && m->bytes * 12 == 84 * 4);
		/* the copy (i < n): 8 full warps of blocks 0 and 1, block 2's warp 0 (4 sectors
		 * each) and warp 1's lanes 0..11 (b[288..299]: bytes 1152..1199, sectors 36 and
		 * 37): 38 sectors in 10 requests */
		m = rec_in(&k, copy, GP_MSPACE_GLOBAL);
		assert_true(m->requests * 12 == 10);
		assert_true(fabs(m->sectors_per_request - 3.8) < 1e-12);
		assert_true(m->bytes * 12 == 300 * 4);
		assert_int_equal(m->alloc, 1);
		/* its shared side: 2 ways for the 9 full warps, 1 for lanes 0..11 (sb[64..86]: 12
		 * even banks) - 19 ways over 10 requests */
		m = rec_in(&k, copy, GP_MSPACE_SHARED);
		assert_true(m->requests * 12 == 10 && m->bytes * 12 == 300 * 4);
		assert_true(fabs(m->bank_ways - 1.9) < 1e-12);
		/* the reads after the barrier: sb[2t] 2 ways, sa[t].x 16 bytes apart: lanes t, t + 8,
		 * t + 16, t + 24 share a bank, 4 ways */
		assert_true(rec(&k, lds_b)->bank_ways == 2);
		assert_true(rec(&k, lds_a)->bank_ways == 4);
		/* footprints: a 384 x 16 bytes, b's 300 floats in 38 sectors */
		assert_true(foot(&k, "arg0")->bytes == 384 * 16);
		assert_true(foot(&k, "arg1")->bytes == 38 * 32);
		/* every thread's addresses: LDGSTS.128 384 global + 384 shared, the b copy 300
		 * global + 384 shared (both forms), two LDS of 384, the store 384 */
		if (sc.wrong || sc.unexpected)
			print_message("%s: %lld wrong (first at 0x%x), %lld unexpected of %lld\n",
				      t[f].file, sc.wrong, sc.first_wrong_pc, sc.unexpected, sc.checked);
		assert_true(sc.checked == 768 + 684 + 768 + 384);
		assert_true(sc.wrong == 0 && sc.unexpected == 0);
		kfree(&k);
	}
}

/* cpasync.cu cpasync_gather: s[t] <- idx[i] (zero fill when i >= n), then out[s[127 - t]];
 * with idx[i] = i the store goes to out[j], j = 128 bid + 127 - t, when j < n, else out[0].
 * pcs: the LDS. */
static uint64_t gather_addr(const struct srccheck *sc, uint32_t pc, const char *text, int space,
			    int is_store, unsigned bid, unsigned t, uint64_t got)
{
	uint64_t i = (uint64_t)bid * sc->bx + t, j = (uint64_t)bid * sc->bx + 127 - t;
	(void)got;
	if (strstr(text, "LDGSTS")) {
		if (space == GP_SPACE_GLOBAL)
			return !is_store && (long long)i < sc->n ? A(0) + 4 * i : UINT64_MAX;
		return is_store ? sc->smem0 + 4 * t : UINT64_MAX;
	}
	if (pc == sc->pcs[0])
		return sc->smem0 + 4 * (127 - (uint64_t)t);
	if (strstr(text, "STG"))
		return A(1) + 4 * ((long long)j < sc->n ? j : 0);
	return UINT64_MAX;
}

static void cpasync_copies_values(void **state)
{
	static const struct { const char *file; uint64_t smem0; } t[] = {
		{ SASS("cpasync.sm_80.sass"), 0 },
		{ SASS("cpasync.sm_90.sass"), 0x400 },
	};
	(void)state;
	for (size_t f = 0; f < sizeof(t) / sizeof(t[0]); f++) {
		struct kfix k;
		struct srccheck sc = { NULL, 128, t[f].smem0, 300, { 0 }, gather_addr, 0, 0, 0, 0 };
		kload(&k, t[f].file, "cpasync_gather", 0);
		kdim(&k, 3, 1, 128, 1);
		karg(&k, 2, 300);
		k.l.args[0].init = GP_EMU_INIT_INDEX;
		sc.fn = k.fn;
		sc.pcs[0] = pc_of(&k, "LDS R", 0);
		k.l.on_access = on_src_access;
		k.l.user = &sc;
		krun(&k);
		/* 300 global reads, 384 shared writes (copies and zero fills), 384 LDS, 384
		 * stores whose addresses are the copied (or zero-filled) words */
		if (sc.wrong || sc.unexpected)
			print_message("%s: %lld wrong (first at 0x%x), %lld unexpected of %lld\n",
				      t[f].file, sc.wrong, sc.first_wrong_pc, sc.unexpected, sc.checked);
		assert_true(sc.checked == 300 + 384 + 384 + 384);
		assert_true(sc.wrong == 0 && sc.unexpected == 0);
		/* no address depended on unknown data: the copies carried idx's declared values */
		assert_int_equal(k.r.unknown_addresses, 0);
		kfree(&k);
	}
}

/* cpasync.cu cpasync_tail: s[t] <- a[4i .. 4i + 3] as one 16-byte copy whose src-size is
 * the bytes left of n ints (the rest zero-filled), then out[w[4 (t ^ 1) + t % 4]]; with
 * a[e] = e that is out[e] for e = 4 (128 bid + (t ^ 1)) + t % 4 when e < n, else out[0]. The
 * global address of a .ZFILL copy is its row's start. pcs: the LDS. */
static uint64_t tail_addr(const struct srccheck *sc, uint32_t pc, const char *text, int space,
			  int is_store, unsigned bid, unsigned t, uint64_t got)
{
	uint64_t i = (uint64_t)bid * sc->bx + t, e = 4 * ((uint64_t)bid * sc->bx + (t ^ 1)) + t % 4;
	(void)got;
	if (strstr(text, "LDGSTS")) {
		if (space == GP_SPACE_GLOBAL)
			return !is_store && (long long)(4 * i) < sc->n ? A(0) + 16 * i : UINT64_MAX;
		return is_store ? sc->smem0 + 16 * t : UINT64_MAX;
	}
	if (pc == sc->pcs[0])
		return sc->smem0 + 4 * (4 * (uint64_t)(t ^ 1) + t % 4);
	if (strstr(text, "STG"))
		return A(1) + 4 * ((long long)e < sc->n ? e : 0);
	return UINT64_MAX;
}

static void cpasync_zfill_tail(void **state)
{
	static const struct { const char *file; uint64_t smem0; } t[] = {
		{ SASS("cpasync.sm_80.sass"), 0 },
		{ SASS("cpasync.sm_90.sass"), 0x400 },
	};
	(void)state;
	for (size_t f = 0; f < sizeof(t) / sizeof(t[0]); f++) {
		struct kfix k;
		struct srccheck sc = { NULL, 128, t[f].smem0, 1002, { 0 }, tail_addr, 0, 0, 0, 0 };
		uint32_t z8 = 0;
		kload(&k, t[f].file, "cpasync_tail", 0);
		/* 256 threads, n = 1002: thread 250 copies 8 bytes (a[1000], a[1001]) and zero-fills
		 * 8 (LDGSTS...ZFILL [R5], [R2.64+0x8]), threads 251..255 only zero-fill */
		kdim(&k, 2, 1, 128, 1);
		karg(&k, 2, 1002);
		k.l.args[0].init = GP_EMU_INIT_INDEX;
		sc.fn = k.fn;
		sc.pcs[0] = pc_of(&k, "LDS R", 0);
		z8 = pc_of(&k, ".ZFILL [R5], [R2.64+0x8]", 0);
		k.l.on_access = on_src_access;
		k.l.user = &sc;
		krun(&k);
		/* 251 threads read, 256 write shared, 256 LDS and 256 stores addressed by the
		 * copied words: a[1000] and a[1001] copied, a[1002] and a[1003] zeros */
		if (sc.wrong || sc.unexpected)
			print_message("%s: %lld wrong (first at 0x%x), %lld unexpected of %lld\n",
				      t[f].file, sc.wrong, sc.first_wrong_pc, sc.unexpected, sc.checked);
		assert_true(sc.checked == 251 + 3 * 256);
		assert_true(sc.wrong == 0 && sc.unexpected == 0);
		/* the 8-byte form ran for one thread: one request of one sector */
		assert_true(execs(&k, z8) == 1);
		assert_true(rec_in(&k, z8, GP_MSPACE_GLOBAL)->sectors_per_request == 1);
		kfree(&k);
	}
}

/* ==== ldmatrix (LDSM): row addresses from 8, 16 or 32 lanes ==== */

/* base + step * k for the k in 0..n-1 that gives got (an unrolled loop's iterations are the
 * compiler's to order), else an address the source never makes */
static uint64_t one_of(uint64_t base, uint64_t step, int n, uint64_t got)
{
	for (int k = 0; k < n; k++)
		if (base + step * (uint64_t)k == got)
			return got;
	return base + step * (uint64_t)n;
}

/* What ldmatrix gives thread t (PTX ISA, ldmatrix) with in[] initialised to its index: s as
 * words w holds B + w (B = 256 bid), so 16-bit element 2w is B + w and 2w + 1 is 0. Register
 * k of a non-transposed load is the word at row (8k + t / 4)'s address + 4 (t % 4); of a
 * transposed one, elements (row 2 (t % 4), column t / 4) and (row 2 (t % 4) + 1, same column)
 * of matrix k. rowb(L) is lane L's row address in bytes. */
static uint32_t ldsm_reg(unsigned bid, unsigned t, int k, int trans, unsigned (*rowb)(unsigned))
{
	uint32_t b = 256 * bid;
	if (!trans)
		return b + (rowb(8 * (unsigned)k + t / 4) + 4 * (t % 4)) / 4;
	{
		unsigned col = t / 4, r0 = rowb(8 * (unsigned)k + 2 * (t % 4));
		unsigned r1 = rowb(8 * (unsigned)k + 2 * (t % 4) + 1);
		/* element e of s: 0 when odd (the high half of a small word) */
		uint32_t lo = (r0 / 2 + col) % 2 ? 0 : b + (r0 / 2 + col) / 2;
		uint32_t hi = (r1 / 2 + col) % 2 ? 0 : b + (r1 / 2 + col) / 2;
		return lo | hi << 16;
	}
}

static unsigned row_x4(unsigned l) { return 2 * ((l % 16) * 32 + (l / 16) * 8); }
static unsigned row_x2(unsigned l) { return 2 * ((l % 16) * 8); }
static unsigned row_x1(unsigned l) { return 2 * ((l % 8) * 64); }

/* ldsm.cu (16-bit s[16 * 32], 64 bytes a row): s as words w = t + 32k <- in[256 bid + w];
 * x4 from &s[(t % 16) * 32 + (t / 16) * 8], x2.trans from &s[(t % 16) * 8] (t < 16), x1 from
 * &s[(t % 8) * 64] (t < 8); then out[a0], out[a2 + 4096], out[b0 + 8192], out[c0 + 12288].
 * pcs: the x4, x2, x1 LDSM. */
static uint64_t ldsm_addr(const struct srccheck *sc, uint32_t pc, const char *text, int space,
			  int is_store, unsigned bid, unsigned t, uint64_t got)
{
	(void)text;
	if (pc == sc->pcs[0])
		return sc->smem0 + 2 * ((t % 16) * 32 + (t / 16) * 8);
	if (pc == sc->pcs[1])
		return t < 16 ? sc->smem0 + 2 * ((t % 16) * 8) : UINT64_MAX;
	if (pc == sc->pcs[2])
		return t < 8 ? sc->smem0 + 2 * ((t % 8) * 64) : UINT64_MAX;
	if (space == GP_SPACE_GLOBAL && !is_store)
		return one_of(A(0) + 4 * (256 * (uint64_t)bid + t), 4 * 32, 8, got);
	if (space == GP_SPACE_SHARED && is_store)
		return one_of(sc->smem0 + 4 * (uint64_t)t, 4 * 32, 8, got);
	if (space == GP_SPACE_GLOBAL) {
		/* the four stores, in whatever order the compiler put them */
		uint64_t want[4];
		want[0] = A(1) + 4 * (uint64_t)ldsm_reg(bid, t, 0, 0, row_x4);
		want[1] = A(1) + 4 * ((uint64_t)ldsm_reg(bid, t, 2, 0, row_x4) + 4096);
		want[2] = A(1) + 4 * ((uint64_t)ldsm_reg(bid, t, 0, 1, row_x2) + 8192);
		want[3] = A(1) + 4 * ((uint64_t)ldsm_reg(bid, t, 0, 0, row_x1) + 12288);
		for (int j = 0; j < 4; j++)
			if (got == want[j])
				return got;
		return want[0] + 1;
	}
	return UINT64_MAX;
}

static void ldsm_ldmatrix(void **state)
{
	static const struct { const char *file; uint64_t smem0; } t[] = {
		{ SASS("ldsm.sm_80.sass"), 0 },
		{ SASS("ldsm.sm_90.sass"), 0x400 },
	};
	(void)state;
	for (size_t f = 0; f < sizeof(t) / sizeof(t[0]); f++) {
		struct kfix k;
		struct srccheck sc = { NULL, 32, t[f].smem0, 0, { 0 }, ldsm_addr, 0, 0, 0, 0 };
		const struct gp_memrec *m;
		kload(&k, t[f].file, NULL, 0);
		kdim(&k, 2, 1, 32, 1);   /* two warps, one per block */
		k.l.args[0].init = GP_EMU_INIT_INDEX;   /* in[w] = w: the stores show the elements */
		sc.fn = k.fn;
		sc.pcs[0] = pc_of(&k, "LDSM.16.M88.4", 0);
		sc.pcs[1] = pc_of(&k, "LDSM.16.MT88.2", 0);
		sc.pcs[2] = pc_of(&k, "LDSM.16.M88 ", 0);
		k.l.on_access = on_src_access;
		k.l.user = &sc;
		krun(&k);
		/* .x4: 32 rows of 16 bytes, 512 bytes a warp; in each 8-lane phase (one matrix)
		 * rows 64 bytes apart land on two groups of 4 banks (128 bytes = all 32 banks): 4
		 * rows per group, 4 ways, 16 wavefronts over the 4 phases */
		m = rec(&k, sc.pcs[0]);
		assert_true(m->space == GP_MSPACE_SHARED && !m->is_store);
		assert_true(m->requests == 1 && m->bank_ways == 16 && m->bytes == 512 &&
			    m->width_bytes == 16);
		/* .x2.trans: 16 consecutive 16-byte rows, each phase 128 contiguous bytes: one
		 * wavefront a matrix, 2 */
		m = rec(&k, sc.pcs[1]);
		assert_true(m->requests == 1 && m->bank_ways == 2 && m->bytes == 256);
		/* .x1: 8 rows 128 bytes apart, all in banks 0..3: 8 ways in its one phase */
		m = rec(&k, sc.pcs[2]);
		assert_true(m->requests == 1 && m->bank_ways == 8 && m->bytes == 128);
		/* addresses: 8 LDG and 8 STS x 64 threads, the x4 64, the x2 2 x 16, the x1
		 * 2 x 8 row addresses, 4 STG x 64 */
		if (sc.wrong || sc.unexpected)
			print_message("%s: %lld wrong (first at 0x%x), %lld unexpected of %lld\n",
				      t[f].file, sc.wrong, sc.first_wrong_pc, sc.unexpected, sc.checked);
		assert_true(sc.checked == 512 + 512 + 64 + 32 + 16 + 256);
		assert_true(sc.wrong == 0 && sc.unexpected == 0);
		kfree(&k);
	}
}

/* ==== Calls: a __noinline__ device function, in the kernel's code or a function of its own ==== */

/* calls.cu call_clamp: l = clampi(i - 1, 0, n - 1), r = clampi(i + 1, 0, n - 1); threads
 * i < n read in[l] and in[r] and write out[i] */
static uint64_t calls_addr(const struct srccheck *sc, uint32_t pc, const char *text, int space,
			   int is_store, unsigned bid, unsigned t, uint64_t got)
{
	long long i = (long long)bid * sc->bx + t, l = i - 1 < 0 ? 0 : i - 1;
	long long r = i + 1 > sc->n - 1 ? sc->n - 1 : i + 1;
	(void)pc;
	(void)text;
	if (space != GP_SPACE_GLOBAL || i >= sc->n)
		return UINT64_MAX;
	if (is_store)
		return A(1) + 4 * (uint64_t)i;
	return got == A(0) + 4 * (uint64_t)l ? got : A(0) + 4 * (uint64_t)r;
}

static void calls_through(void **state)
{
	/* whole-program listings call into the kernel's own code (CALL.REL.NOINC, CAL on sm_61);
	 * relocatable ones call _Z6clampiiii by name (CALL.ABS.NOINC, JCAL on sm_61) */
	/* not sm_90: the 11.8 cuobjdump and nvdisasm print clampi's min with n - 1 (a VIMNMX,
	 * encoding 0x...7c48) as a blank line, so those listings compute another clamp */
	static const char *const files[] = {
		SASS("calls.sm_61.sass"), SASS("calls.sm_70.sass"), SASS("calls.sm_80.sass"),
		SASS("calls_rdc.sm_61.nvdisasm.asm"), SASS("calls_rdc.sm_70.nvdisasm.asm"),
		SASS("calls_rdc.sm_80.nvdisasm.asm"),
	};
	(void)state;
	for (size_t f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
		struct kfix k;
		struct srccheck sc = { NULL, 64, 0, 100, { 0 }, calls_addr, 0, 0, 0, 0 };
		int rdc = strstr(files[f], "_rdc") != NULL;
		const struct gp_sass_func *callee = NULL;
		kload(&k, files[f], "call_clamp", 0);
		/* 2 blocks of 64, n = 100: block 1's warp 1 keeps lanes 0..3 (i = 96..99) */
		kdim(&k, 2, 1, 64, 1);
		karg(&k, 2, 100);
		sc.fn = k.fn;
		k.l.on_access = on_src_access;
		k.l.user = &sc;
		if (rdc) {
			/* without the listing the call cannot be followed */
			assert_int_equal(gp_emu_run(k.fn, &k.l, &k.r, &k.d), -GP_EINVAL);
			assert_non_null(strstr(k.d.msg, "callee not in the listing"));
			callee = gp_sass_find(&k.f, "_Z6clampiiii", 0, &k.d);
			assert_non_null(callee);
			k.l.file = &k.f;
			sc.checked = sc.wrong = sc.unexpected = 0;
		}
		krun(&k);
		/* 100 threads: in[l], in[r] and out[i] each */
		if (sc.wrong || sc.unexpected)
			print_message("%s: %lld wrong (first at 0x%x), %lld unexpected of %lld\n",
				      files[f], sc.wrong, sc.first_wrong_pc, sc.unexpected, sc.checked);
		assert_true(sc.checked == 300 && sc.wrong == 0 && sc.unexpected == 0);
		if (rdc)   /* the callee placed after the kernel */
			assert_int_equal(k.r.n, k.fn->n + callee->n);
		else
			assert_int_equal(k.r.n, k.fn->n);
		if (strstr(files[f], "calls.sm_80")) {
			/* per warp: 6 to the EXIT, 6 to the CALL, 6 in clampi (to RET.REL.NODEC), 6
			 * to the second CALL, 6 in clampi, 8 to the EXIT: 38 */
			assert_true(k.r.warp_insts == 4 * 38);
		}
		if (strstr(files[f], "calls_rdc.sm_80")) {
			/* 6 to the EXIT, 9 to CALL.ABS.NOINC, 4 in _Z6clampiiii (to RET.ABS.NODEC),
			 * 8 to the second call, 4, 9 to the EXIT: 40 */
			assert_true(k.r.warp_insts == 4 * 40);
			/* the callee's RET (its 4th instruction) ran twice per warp */
			assert_string_equal(callee->ins[3].opcode, "RET.ABS.NODEC");
			assert_true(k.r.pc[k.fn->n + 3].warp_execs == 8);
		}
		kfree(&k);
	}
}

/* ==== Computed branches: BRX through the jump table in constant bank 2 ==== */

/* brx.cu: thread i takes target i % 4: in[i], in[i + 1], in[i + 16], the constant 7; then
 * out[i] */
static uint64_t brx_addr(const struct srccheck *sc, uint32_t pc, const char *text, int space,
			 int is_store, unsigned bid, unsigned t, uint64_t got)
{
	uint64_t i = (uint64_t)bid * sc->bx + t;
	static const int64_t off[4] = { 0, 1, 16, -1 };
	(void)pc;
	(void)text;
	(void)got;
	if (space != GP_SPACE_GLOBAL)
		return UINT64_MAX;
	if (is_store)
		return A(1) + 4 * i;
	return off[i % 4] < 0 ? UINT64_MAX : A(0) + 4 * (i + (uint64_t)off[i % 4]);
}

static void brx_jump_table(void **state)
{
	static const char *const files[] = {
		SASS("brx.sm_61.nvdisasm.asm"), SASS("brx.sm_70.nvdisasm.asm"),
		SASS("brx.sm_80.nvdisasm.asm"), SASS("brx.sm_90.nvdisasm.asm"),
	};
	(void)state;
	for (size_t f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
		struct kfix k;
		struct srccheck sc = { NULL, 64, 0, 0, { 0 }, brx_addr, 0, 0, 0, 0 };
		uint8_t cb[256];
		unsigned ncb = 0;
		uint32_t brx, table[4];
		int ib = -1;
		kload(&k, files[f], NULL, 0);
		brx = pc_of(&k, "BRX R", 0);
		for (int i = 0; i < k.fn->n; i++)
			if (k.fn->ins[i].addr == brx)
				ib = i;
		/* the table: four 32-bit offsets, the first the instruction after BRX (L0), each
		 * path two instructions (LDG and BRA, or SYNC on sm_61) long; sm_61 may name the
		 * control word that heads the path's 32-byte group */
		assert_int_equal(gp_emu_cbank_load(files[f], k.fn->name, 2, cb, sizeof(cb), &ncb,
						   &k.d), 0);
		assert_int_equal(ncb, 16);
		memcpy(table, cb, sizeof(table));
		for (int j = 0; j < 4; j++) {
			uint32_t a = k.fn->ins[ib + 1 + 2 * j].addr;
			assert_true(table[j] == a ||
				    (k.fn->sm < 70 && table[j] == a - 8 && !(table[j] & 31)));
		}
		kdim(&k, 2, 1, 64, 1);
		/* without the table the branch cannot be followed */
		assert_int_equal(gp_emu_run(k.fn, &k.l, &k.r, &k.d), -GP_EINVAL);
		assert_non_null(strstr(k.d.msg, "computed branch target depends on data"));
		k.l.cbank2 = cb;
		k.l.cbank2_bytes = ncb;
		sc.fn = k.fn;
		k.l.on_access = on_src_access;
		k.l.user = &sc;
		krun(&k);
		/* 128 threads: 32 per path, 3 paths load; every thread stores */
		if (sc.wrong || sc.unexpected)
			print_message("%s: %lld wrong (first at 0x%x), %lld unexpected of %lld\n",
				      files[f], sc.wrong, sc.first_wrong_pc, sc.unexpected, sc.checked);
		assert_true(sc.checked == 3 * 32 + 128 && sc.wrong == 0 && sc.unexpected == 0);
		/* each warp splits four ways: every path's first instruction runs once per warp
		 * with 8 lanes */
		for (int j = 0; j < 4; j++) {
			assert_true(k.r.pc[ib + 1 + 2 * j].warp_execs == 4);
			assert_true(k.r.pc[ib + 1 + 2 * j].thread_execs == 4 * 8);
		}
		if (strstr(files[f], "sm_61")) {
			/* 16 to the BRX, 2 on each path, 4 to the EXIT: 28 per warp */
			assert_true(k.r.warp_insts == 4 * 28);
		}
		if (strstr(files[f], "sm_80")) {
			/* 13 to the BRX, 2 + 2 + 2 + 1 on the paths, BSYNC and 3 to the EXIT: 24 per
			 * warp; lanes: 13 x 32 + 7 x 8 + 4 x 32 = 600 of 768 */
			assert_true(k.r.warp_insts == 4 * 24);
			assert_true(fabs(k.r.simd_efficiency - 600.0 / 768) < 1e-12);
		}
		kfree(&k);
	}
}

/* ==== Every listing emulates, or says which instruction it cannot ==== */

static int sweep_dir(const char *dir, const char *const (*expect)[3], int nexpect, int *nfail)
{
	char names[256][256];
	int n = 0, ok = 0;
	DIR *dp = opendir(dir);
	struct dirent *de;
	if (!dp)
		return -1;
	while ((de = readdir(dp)) && n < 256)
		if (de->d_name[0] != '.' && (strstr(de->d_name, ".sass") || strstr(de->d_name, ".s") ||
					      strstr(de->d_name, ".asm")) && !strstr(de->d_name, ".log"))
			snprintf(names[n++], sizeof(names[0]), "%s", de->d_name);
	closedir(dp);
	for (int i = 0; i < n; i++) {
		char path[70000];
		struct gp_sass_file f;
		struct gp_diag d;
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
		gp_diag_clear(&d);
		if (gp_sass_load(path, &f, &d) < 0) {
			/* a listing with an unreadable instruction line is refused (test_sass);
			 * other files are not listings */
			if (strstr(d.msg, "no instruction"))
				(*nfail)++;
			continue;
		}
		for (int j = 0; j < f.n; j++) {
			const struct gp_sass_func *fn = &f.funcs[j];
			struct gp_emu_launch l;
			struct gp_emu_result r;
			static uint8_t cb2[65536];
			unsigned ncb2 = 0;
			const char *want = NULL;
			int rc;
			gp_emu_launch_init(&l);
			if (gp_emu_args_from_name(fn->name, &l, &d) < 0)
				l.nargs = 0;
			/* a small launch: 2 x 64 threads, integers 64, reals 1 */
			for (int k = 0; k < l.nargs; k++)
				l.args[k].value = l.args[k].is_float ? 1.0 : 64;
			l.grid[0] = 2;
			l.block[0] = 64;
			l.max_steps = 2000000;
			l.file = &f;
			if (gp_emu_cbank_load(path, fn->name, 2, cb2, sizeof(cb2), &ncb2, &d) < 0)
				fail_msg("%s: %s", path, d.msg);
			l.cbank2 = ncb2 ? cb2 : NULL;
			l.cbank2_bytes = ncb2;
			for (int e = 0; e < nexpect; e++)
				if (strcmp(expect[e][0], names[i]) == 0 && strcmp(expect[e][1], fn->name) == 0)
					want = expect[e][2];
			gp_diag_clear(&d);
			rc = gp_emu_run(fn, &l, &r, &d);
			if (want) {
				if (rc == 0 || !strstr(d.msg, want))
					fail_msg("%s %s: expected '%s', got '%s'", names[i], fn->name, want,
						 rc == 0 ? "success" : d.msg);
				(*nfail)++;
				continue;
			}
			if (rc < 0)
				fail_msg("%s %s: %s", names[i], fn->name, d.msg);
			assert_true(r.warp_insts > 0);
			gp_emu_result_release(&r);
			ok++;
		}
		gp_sass_file_release(&f);
	}
	return ok;
}

/* A spin-wait nothing releases (kernels/src/spin.cu, its flag all zeros) stops at the
 * default bound of warp instructions: -GP_ELIMIT with the bound named and a hint (the bound
 * is set so this takes under 2 s; make bench, not this test, times it). A --branch PC
 * between two instructions is refused before the launch runs. */
static void spin_stops_at_default_bound(void **state)
{
	struct gp_sass_file f;
	struct gp_emu_launch l;
	struct gp_emu_result r;
	struct gp_diag d;
	const struct gp_sass_func *fn;
	char want[96];
	(void)state;
	gp_diag_clear(&d);
	assert_int_equal(gp_sass_load("kernels/sass/spin.sm_80.sass", &f, &d), 0);
	assert_non_null(fn = gp_sass_find(&f, "_Z4spinPVKiPi", 0, &d));
	gp_emu_launch_init(&l);
	assert_int_equal(gp_emu_args_from_name(fn->name, &l, &d), 0);
	l.args[0].init = GP_EMU_INIT_ZEROS;
	l.grid[0] = 1;
	l.block[0] = 32;
	l.file = &f;
	assert_int_equal(gp_emu_run(fn, &l, &r, &d), -GP_ELIMIT);
	snprintf(want, sizeof(want), "more than %llu warp instructions ({emu.max_steps}) in one warp",
		 (unsigned long long)GP_EMU_DEFAULT_WARP_STEPS);
	assert_non_null(strstr(d.msg, want));
	assert_non_null(strstr(d.hint, "{emu.max_steps}"));
	gp_emu_result_release(&r);
	gp_diag_clear(&d);
	l.branch_pc[0] = 0x94;
	l.branch_p[0] = 0.5;
	l.nbranch = 1;
	assert_int_equal(gp_emu_run(fn, &l, &r, &d), -GP_EINVAL);
	assert_non_null(strstr(d.msg, "PC 0x0094 holds no instruction"));
	assert_non_null(strstr(d.hint, "0x0090"));
	gp_emu_result_release(&r);
	gp_sass_file_release(&f);
}

static void every_listing(void **state)
{
	/* what does not emulate, and the message that says why */
	static const char *const ext[][3] = {
		/* a device function run as a kernel returns to no caller (cu_cbrt, which calls
		 * it, emulates) */
		{ "celeritas_pow_cube.sm_70.nvdisasm_G_lineinfo.s", "_Z4cubed",
		  "PC 0x0100 (RET.ABS.NODEC): RET with no CALL" },
		/* its loop runs 1e8 times: the step bound stops it */
		{ "librecuda_async_write_float_dloop.sm_80.nvdisasm.asm", "write_float",
		  "more than 2000000 warp instructions ({emu.max_steps})" },
	};
	static const char *const own[][3] = {
		{ "calls_rdc.sm_61.nvdisasm.asm", "_Z6clampiiii", "(RET): RET with no CALL" },
		{ "calls_rdc.sm_70.nvdisasm.asm", "_Z6clampiiii", "(RET.ABS.NODEC): RET with no CALL" },
		{ "calls_rdc.sm_80.nvdisasm.asm", "_Z6clampiiii", "(RET.ABS.NODEC): RET with no CALL" },
		/* sm_90 kernels the 11.8 disassemblers list with a VIMNMX blank: refused alone,
		 * the rest of their listing runs; call_clamp under -rdc for its callee's gap */
		{ "calls.sm_90.sass", "_Z10call_clampPKfPfi", "(sm_90): no instruction at PC 0x01d0" },
		{ "calls_rdc.sm_90.nvdisasm.asm", "_Z6clampiiii", "(sm_90): no instruction at PC 0x0010" },
		{ "calls_rdc.sm_90.nvdisasm.asm", "_Z10call_clampPKfPfi",
		  "'_Z6clampiiii' (sm_90): no instruction at PC 0x0010" },
		{ "matvec_tiled.sm_90.sass", "_Z12matvec_tiledPKfS0_Pfii",
		  "(sm_90): no instruction at PC 0x0340" },
	};
	const char *dir = tu_shared_path("ext/sass");
	int nfail = 0, ok;
	(void)state;
	/* the 26 kernels of kernels/src and the float and double versions of the two traced
	 * ones, for 4 architectures */
	ok = sweep_dir("kernels/sass", own, 7, &nfail);
	/* + cpasync's three kernels and ldsm for sm_80 and sm_90, calls.cu's two kernels
	 * whole-program and relocatable for 4 (its device function alone returns to no
	 * caller), brx for 4, the three transposes for sm_75 (tests/data/transpose_gpus), and
	 * externc.cu's three extern "C" kernels and their three mangled twins for 4,
	 * hist_atomics.cu's three histograms for 4; less the sm_90 kernels whose listing has
	 * the 11.8 disassemblers' VIMNMX blank (refused per function, the listing's other
	 * kernels run): call_clamp in calls.sm_90 and in calls_rdc.sm_90 (there through its
	 * callee clampi) and matvec_tiled.sm_90: 2 + 1 fewer. nfail: the 3 clamps of sm_61..80
	 * returning to no caller + sm_90's clampi, 2 call_clamps and matvec_tiled (own[]);
	 * + softmax_rows for sm_80 and sgemm_regtile for sm_80 and sm_86 (the launch-bound
	 * kernels of tests/test_app_launch_bound.c and bench/bench_klaunch.c) */
	assert_int_equal(ok, 4 * (26 + 2 + 2) + 2 * (3 + 1) + 4 * (2 + 2) + 4 + 3 + 4 * 6 + 4 * 3 - 2 - 1 +
			 1 + 2);
	assert_int_equal(nfail, 3 + 4);
	nfail = 0;
	if (!dir)
		skip();
	ok = sweep_dir(dir, ext, 2, &nfail);
	print_message("ext/sass: %d functions emulate, %d report why not\n", ok, nfail);
	assert_int_equal(nfail, 2);
	assert_true(ok > 20);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(vecadd_counts),
		cmocka_unit_test(sample_strata),
		cmocka_unit_test(gridstride_counts),
		cmocka_unit_test(rowsum_counts),
		cmocka_unit_test(reduce_counts),
		cmocka_unit_test(transposes),
		cmocka_unit_test(more_addresses),
		cmocka_unit_test(thesis_saxpy2),
		cmocka_unit_test(static_agrees),
		cmocka_unit_test(kepler_sync_s),
		cmocka_unit_test(stencil_footprint),
		cmocka_unit_test(nvbit_vectoradd),
		cmocka_unit_test(nvbit_matrixmul),
		cmocka_unit_test(cpasync_ldgsts),
		cmocka_unit_test(cpasync_copies_values),
		cmocka_unit_test(cpasync_zfill_tail),
		cmocka_unit_test(ldsm_ldmatrix),
		cmocka_unit_test(calls_through),
		cmocka_unit_test(brx_jump_table),
		cmocka_unit_test(every_listing),
		cmocka_unit_test(spin_stops_at_default_bound),
		cmocka_unit_test(branchy_reconverges),
		cmocka_unit_test(threshold_branch),
		cmocka_unit_test(cli_extract_emulated),
		cmocka_unit_test(cli_trace_out_simulates),
		cmocka_unit_test(cli_trace_format_accelsim),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
