/* test_demangle.c - kernel names demangled as c++filt prints them (names from the real listings). */
#include "testutil.h"
#include "gpuperf/demangle.h"

static void check(const char *mangled, const char *want)
{
	char out[1024];
	assert_int_equal(gp_demangle(mangled, out, sizeof(out)), 0);
	assert_string_equal(out, want);
}

static void test_functions(void **state)
{
	(void)state;
	check("_Z6saxpy2iiPfS_", "saxpy2(int, int, float*, float*)");
	check("_Z11sgemm_naiveiiifPfPKffS_",
	      "sgemm_naive(int, int, int, float, float*, float const*, float, float*)");
	check("_Z4moveiPdS_S_PKdS1_S1_S1_",
	      "move(int, double*, double*, double*, double const*, double const*, double const*, "
	      "double const*)");
	check("_Z9histogramPKhPji", "histogram(unsigned char const*, unsigned int*, int)");
	check("_Z10daxpy_repsiidPKdPd", "daxpy_reps(int, int, double, double const*, double*)");
	check("_Z5emptyv", "empty()");
	check("_Z4cubed", "cube(double)");
}

static void test_templates(void **state)
{
	(void)state;
	check("_Z9max_flopsI6__halfEvPmS1_PT_S3_Pfj",
	      "void max_flops<__half>(unsigned long*, unsigned long*, __half*, __half*, float*, "
	      "unsigned int)");
	check("_Z1kILi4EEvPfPKfi", "void k<4>(float*, float const*, int)");
	check("_Z11Mandelbrot1IdEvP6uchar4iiiT_S2_S2_S2_S2_S0_iiiib",
	      "void Mandelbrot1<double>(uchar4*, int, int, int, double, double, double, double, "
	      "double, uchar4, int, int, int, int, bool)");
	check("_ZN6thrust8cuda_cub3cub11EmptyKernelIvEEvv",
	      "void thrust::cuda_cub::cub::EmptyKernel<void>()");
	check("_Z1fILj32EEvv", "void f<32u>()");
}

static void test_not_mangled(void **state)
{
	char out[64];
	(void)state;
	assert_int_equal(gp_demangle("gemm_tiled", out, sizeof(out)), -1);
	assert_string_equal(out, "gemm_tiled");
	/* truncated or malformed: the name comes back unchanged */
	assert_int_equal(gp_demangle("_Z6saxpy", out, sizeof(out)), -1);
	assert_string_equal(out, "_Z6saxpy");
	assert_int_equal(gp_demangle("_Z99x", out, sizeof(out)), -1);
	assert_int_equal(gp_demangle("_Z1fS9_", out, sizeof(out)), -1);
	assert_int_equal(gp_demangle("_Z1fT_", out, sizeof(out)), -1);
	/* deep nesting is refused, not a stack overflow */
	{
		char deep[400] = "_Z1f";
		for (int i = 0; i < 300; i++)
			strcat(deep, "P");
		strcat(deep, "i");
		assert_int_equal(gp_demangle(deep, out, sizeof(out)), -1);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_functions),
		cmocka_unit_test(test_templates),
		cmocka_unit_test(test_not_mangled),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
