/* test_opcodes.c - every row of the SASS and PTX opcode tables, and lookups per family. */
#include "testutil.h"
#include "gpuperf/opcodes.h"
#include "gpuperf/sass.h"

static void test_table_rows(void **state)
{
	size_t n;
	const struct gp_opcode *t = gp_opcode_table(&n);
	(void)state;
	assert_true(n > 150);
	for (size_t i = 0; i < n; i++) {
		assert_true(t[i].name[0] >= 'A' && t[i].name[0] <= 'Z');
		assert_true(t[i].families != 0 && (t[i].families & ~GP_FAMS_ALL) == 0);
		assert_true((int)t[i].iclass >= 0 && t[i].iclass < GP_IC_COUNT);
		/* a row is found by its own name in each of its families */
		for (int fam = 0; fam < GP_FAM_COUNT; fam++) {
			static const int sm[GP_FAM_COUNT] = { 35, 52, 70, 80, 90 };
			if (t[i].families & GP_FAM_BIT(fam))
				assert_ptr_equal(gp_opcode_find(t[i].name, sm[fam]), &t[i]);
		}
		/* no two rows for the same name and family */
		for (size_t j = i + 1; j < n; j++)
			if (strcmp(t[i].name, t[j].name) == 0)
				assert_int_equal(t[i].families & t[j].families, 0);
		if (t[i].flow != GP_FLOW_NONE)
			assert_int_equal(t[i].iclass, GP_IC_BRANCH);
	}
}

static void test_lookups(void **state)
{
	(void)state;
	assert_int_equal(gp_sm_family(35), GP_FAM_KEPLER);
	assert_int_equal(gp_sm_family(61), GP_FAM_MAXWELL);
	assert_int_equal(gp_sm_family(75), GP_FAM_VOLTA);
	assert_int_equal(gp_sm_family(86), GP_FAM_AMPERE);
	assert_int_equal(gp_sm_family(90), GP_FAM_HOPPER);
	assert_int_equal(gp_sm_family(20), -1);
	/* IMAD.MOV is a move on Volta+, a multiply-add on Maxwell */
	assert_int_equal(gp_opcode_find("IMAD.MOV.U32", 75)->iclass, GP_IC_MISC);
	assert_int_equal(gp_opcode_find("IMAD.WIDE.U32", 75)->iclass, GP_IC_IMUL);
	assert_int_equal(gp_opcode_find("IMAD.MOV", 52)->iclass, GP_IC_IMUL);
	/* XMAD exists on Maxwell/Pascal only; HGMMA on Hopper only */
	assert_non_null(gp_opcode_find("XMAD.PSL.CBCC", 52));
	assert_null(gp_opcode_find("XMAD", 70));
	assert_int_equal(gp_opcode_find("HGMMA.64x128x16.F32", 90)->iclass, GP_IC_TENSOR);
	assert_null(gp_opcode_find("HGMMA.64x128x16.F32", 80));
	assert_int_equal(gp_opcode_find("LDG.E.64.SYS", 70)->space, GP_SPACE_GLOBAL);
	assert_int_equal(gp_opcode_find("ATOMS.ADD", 80)->space, GP_SPACE_SHARED);
	assert_int_equal(gp_opcode_find("BSSY", 75)->flow, GP_FLOW_SETSYNC);
	assert_null(gp_opcode_find("FROB", 0));
	/* sm 0 (unknown): any family */
	assert_non_null(gp_opcode_find("XMAD", 0));
}

static void test_ptx_table(void **state)
{
	size_t n;
	const struct gp_ptx_opcode *t = gp_ptx_opcode_table(&n);
	(void)state;
	for (size_t i = 0; i < n; i++) {
		assert_true(t[i].name[0] >= 'a' && t[i].name[0] <= 'z');
		assert_ptr_equal(gp_ptx_opcode_find(t[i].name), &t[i]);
		assert_true((int)t[i].iclass >= 0 && t[i].iclass < GP_IC_COUNT);
	}
	assert_int_equal(gp_ptx_opcode_find("mad")->rule, GP_PTX_MULTYPE);
	assert_int_equal(gp_ptx_opcode_find("bra")->flow, GP_FLOW_JUMP);
	assert_null(gp_ptx_opcode_find("frobnicate"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table_rows),
		cmocka_unit_test(test_lookups),
		cmocka_unit_test(test_ptx_table),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
