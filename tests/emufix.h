/* emufix.h - the emulator tests' fixture: a SASS listing loaded, a launch, its run and the
 * per-instruction execution counts (test_emu.c, test_emu_accelwattch.c). */
#ifndef GP_TESTS_EMUFIX_H
#define GP_TESTS_EMUFIX_H
#include "testutil.h"
#include "gpuperf/emu.h"
#include "gpuperf/sass.h"

struct kfix {
	struct gp_sass_file f;
	const struct gp_sass_func *fn;
	struct gp_emu_launch l;
	struct gp_emu_result r;
	struct gp_diag d;
};

static inline void kload(struct kfix *k, const char *path, const char *func, int sm)
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

static inline void kdim(struct kfix *k, unsigned gx, unsigned gy, unsigned bx, unsigned by)
{
	k->l.grid[0] = gx;
	k->l.grid[1] = gy;
	k->l.block[0] = bx;
	k->l.block[1] = by;
}

static inline void karg(struct kfix *k, int i, double v)
{
	k->l.args[i].value = v;
	k->l.args[i].given = 1;
}

static inline void krun(struct kfix *k)
{
	if (gp_emu_run(k->fn, &k->l, &k->r, &k->d) < 0)
		fail_msg("%s: %s", k->fn->name, k->d.msg);
}

static inline void kfree(struct kfix *k)
{
	gp_emu_result_release(&k->r);
	gp_sass_file_release(&k->f);
}

/* Executions of the instruction at byte address pc, summed over the emulated warps. */
static inline double execs(const struct kfix *k, uint32_t pc)
{
	for (int i = 0; i < k->fn->n; i++)
		if (k->fn->ins[i].addr == pc)
			return k->r.pc[i].warp_execs;
	fail_msg("no instruction at 0x%x", pc);
	return -1;
}

#endif
