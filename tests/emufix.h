/* emufix.h - the emulator tests' fixture: a SASS listing loaded, a launch, its run and the
 * per-instruction execution counts (test_emu.c, test_emu_accelwattch.c), and the comparison
 * of two runs of one launch (emu_result_same). */
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

/* emu_result_same: every figure of two runs of one launch exactly equal, or a failure naming
 * what (the launch), the field and both values, a_name's first (test_emu_skip: skipping
 * against every period run; test_emu_fast: the fast paths against the general path). The
 * skipped periods are how a run got there, not what it found, and are not compared. */
#define EMU_SAME(field) \
	do { \
		if (a->field != b->field) \
			fail_msg("%s: " #field " %.17g (%s) vs %.17g (%s)", what, (double)a->field, \
				 a_name, (double)b->field, b_name); \
	} while (0)

static inline void emu_result_same(const char *what, const char *a_name, const char *b_name,
				   const struct gp_emu_result *a, const struct gp_emu_result *b)
{
	EMU_SAME(n);
	for (int i = 0; i < a->n; i++) {
		EMU_SAME(pc[i].warp_execs);
		EMU_SAME(pc[i].thread_execs);
		EMU_SAME(pc[i].taken);
		EMU_SAME(pc[i].random);
		EMU_SAME(pat[i].ok);
		EMU_SAME(pat[i].arg);
		EMU_SAME(pat[i].elem_bytes);
		EMU_SAME(pat[i].offset);
		EMU_SAME(pat[i].every_exec);
		EMU_SAME(pat[i].c_iter);
		for (int k = 0; k < 3; k++) {
			EMU_SAME(pat[i].c_tid[k]);
			EMU_SAME(pat[i].c_block[k]);
		}
	}
	EMU_SAME(warps_emulated);
	EMU_SAME(weight_sum);
	EMU_SAME(warps_total);
	EMU_SAME(blocks_total);
	EMU_SAME(blocks_emulated);
	for (int i = 0; i < a->blocks_emulated; i++)
		EMU_SAME(blocks[i]);
	EMU_SAME(warp_insts);
	EMU_SAME(thread_insts);
	EMU_SAME(ins_issued);
	EMU_SAME(simd_efficiency);
	EMU_SAME(unknown_addresses);
	EMU_SAME(first_unknown_pc);
	for (int c = 0; c < GP_IC_COUNT; c++)
		EMU_SAME(by_class[c]);
	EMU_SAME(dynamic->warp_instructions);
	EMU_SAME(dynamic->simd_efficiency);
	EMU_SAME(dynamic->nloops);
	for (int i = 0; i < a->dynamic->nloops; i++) {
		EMU_SAME(dynamic->loops[i].head_pc);
		EMU_SAME(dynamic->loops[i].trips_per_warp);
	}
	EMU_SAME(dynamic->nrandom);
	EMU_SAME(memory->n);
	for (int i = 0; i < a->memory->n; i++) {
		if (strcmp(a->memory->recs[i].op, b->memory->recs[i].op))
			fail_msg("%s: memory record %d: op %s (%s) vs %s (%s)", what, i,
				 a->memory->recs[i].op, a_name, b->memory->recs[i].op, b_name);
		EMU_SAME(memory->recs[i].pc);
		EMU_SAME(memory->recs[i].space);
		EMU_SAME(memory->recs[i].is_store);
		EMU_SAME(memory->recs[i].is_atomic);
		EMU_SAME(memory->recs[i].width_bytes);
		EMU_SAME(memory->recs[i].requests);
		EMU_SAME(memory->recs[i].sectors_per_request);
		EMU_SAME(memory->recs[i].bank_ways);
		EMU_SAME(memory->recs[i].partial_sectors_per_request);
		EMU_SAME(memory->recs[i].bytes);
		EMU_SAME(memory->recs[i].atomic_addrs_per_request);
		EMU_SAME(memory->recs[i].atomic_hot_share);
		EMU_SAME(memory->recs[i].alloc);
	}
	EMU_SAME(memory->nfoot);
	for (int i = 0; i < a->memory->nfoot; i++) {
		EMU_SAME(memory->foot[i].bytes);
		EMU_SAME(memory->foot[i].accessed_bytes);
		EMU_SAME(memory->foot[i].block_bytes);
		EMU_SAME(memory->foot[i].warp_bytes);
	}
}
#undef EMU_SAME

#endif
