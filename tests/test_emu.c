/* test_emu.c - the SASS emulator on real listings (kernels/sass, made by ptxas/cuobjdump 11.8 from
 * the kernels in kernels/src): dynamic counts worked out by hand from the listing and the source, every
 * thread's address recomputed from the kernel's C indexing, coalescing and bank conflicts of
 * the canonical cases, and the GTX 1080 NVBit traces of ../shared/data/ext/traces. */
#include "testutil.h"
#include "gpuperf/emu.h"
#include "gpuperf/sass.h"
#include "gpuperf/trace.h"

/* ==== Fixture ==== */

struct kfix {
	struct gp_sass_file f;
	const struct gp_sass_func *fn;
	struct gp_emu_launch l;
	struct gp_emu_result r;
	struct gp_diag d;
};

static void kload(struct kfix *k, const char *path, const char *func, int sm)
{
	memset(k, 0, sizeof(*k));
	gp_diag_clear(&k->d);
	if (gp_sass_load(path, &k->f, &k->d) < 0)
		fail_msg("%s: %s", path, k->d.msg);
	k->fn = gp_sass_find(&k->f, func, sm, &k->d);
	if (!k->fn)
		fail_msg("%s: %s", path, k->d.msg);
	gp_emu_launch_init(&k->l);
	assert_int_equal(gp_emu_args_from_name(k->fn->name, &k->l, &k->d), 0);
}

static void kdim(struct kfix *k, unsigned gx, unsigned gy, unsigned bx, unsigned by)
{
	k->l.grid[0] = gx;
	k->l.grid[1] = gy;
	k->l.block[0] = bx;
	k->l.block[1] = by;
}

static void karg(struct kfix *k, int i, double v)
{
	k->l.args[i].value = v;
	k->l.args[i].given = 1;
}

static void krun(struct kfix *k)
{
	if (gp_emu_run(k->fn, &k->l, &k->r, &k->d) < 0)
		fail_msg("%s: %s", k->fn->name, k->d.msg);
}

static void kfree(struct kfix *k)
{
	gp_emu_result_release(&k->r);
	gp_sass_file_release(&k->f);
}

/* Executions of the instruction at byte address pc, summed over the emulated warps. */
static __attribute__((unused)) double execs(const struct kfix *k, uint32_t pc)
{
	for (int i = 0; i < k->fn->n; i++)
		if (k->fn->ins[i].addr == pc)
			return k->r.pc[i].warp_execs;
	fail_msg("no instruction at 0x%x", pc);
	return -1;
}

static __attribute__((unused)) const struct gp_memrec *rec(const struct kfix *k, uint32_t pc)
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
	if (a->space != 1 || a->width_bytes != 4 || i >= (uint64_t)ac->p[0])
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(vecadd_counts),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
