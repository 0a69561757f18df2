/* test_kparams.c - extern "C" kernels' argument layout from PTX, a cubin and the source, and
 * emulation from each route giving the same descriptor as the mangled twin
 * (kernels/src/externc.cu, listings, PTX and cubins in kernels/sass by gen.sh). */
#include "testutil.h"
#include "gpuperf/kparams.h"
#include "util.h"

static const int archs[] = { 61, 70, 80, 90 };

/* The three kernels, their twins and a launch each (vadd: n = 2000 on 8 x 256 threads;
 * saxpy: n = 5000 over 4 x 128 threads, a grid-stride loop; transpose: 100 x 70 on 16 x 16
 * blocks of a 7 x 5 grid). Pointers are given their buffer sizes in bytes. */
static const struct {
	const char *c, *mangled, *launch;
} kern[] = {
	{ "vadd", "vadd_m", "--grid 8 --block 256 --arg 0=8000 --arg 1=8000 --arg 2=8000 "
			    "--arg 3=2000" },
	{ "saxpy_gs", "saxpy_gs_m", "--grid 4 --block 128 --arg 0=5000 --arg 1=2.0 "
				    "--arg 2=20000 --arg 3=20000" },
	{ "transpose_c", "transpose_c_m", "--grid 7x5 --block 16x16 --arg 0=28000 "
					  "--arg 1=28000 --arg 2=100 --arg 3=70" },
};

static char *slurp(const char *path, size_t *len)
{
	struct gp_diag d;
	gp_diag_clear(&d);
	return gp_read_file(path, 0, len, &d);
}

/* The layouts, read by hand from the declarations: p pointer, i int, f float. */
static void assert_layout(const struct gp_emu_launch *l, const char *want, int float_known)
{
	assert_int_equal(l->nargs, (int)strlen(want));
	for (int i = 0; want[i]; i++) {
		assert_int_equal(l->args[i].is_pointer, want[i] == 'p');
		assert_int_equal(l->args[i].size_bytes, want[i] == 'p' ? 8 : 4);
		if (float_known)
			assert_int_equal(l->args[i].is_float, want[i] == 'f');
	}
}

static const char *const layouts[] = { "pppi", "ifpp", "ppii" };

static void test_ptx_cubin_source_layouts(void **state)
{
	char path[128];
	char *src = slurp("kernels/src/externc.cu", NULL);
	(void)state;
	assert_non_null(src);
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++) {
		size_t len;
		char *ptx, *cubin;
		snprintf(path, sizeof(path), "kernels/sass/externc.sm_%d.ptx", archs[a]);
		assert_non_null(ptx = slurp(path, NULL));
		snprintf(path, sizeof(path), "kernels/sass/externc.sm_%d.cubin", archs[a]);
		assert_non_null(cubin = slurp(path, &len));
		for (size_t k = 0; k < sizeof(kern) / sizeof(kern[0]); k++) {
			struct gp_emu_launch l;
			struct gp_diag d;
			int real_unknown = 0;
			gp_emu_launch_init(&l);
			gp_diag_clear(&d);
			assert_int_equal(gp_kparams_from_ptx(ptx, kern[k].c, &l, &d), 0);
			assert_layout(&l, layouts[k], 1);
			gp_emu_launch_init(&l);
			assert_int_equal(gp_kparams_from_cubin(cubin, len, kern[k].c, &l, &real_unknown,
							       &d), 0);
			assert_layout(&l, layouts[k], 0);
			assert_int_equal(real_unknown, 1);
			gp_emu_launch_init(&l);
			assert_int_equal(gp_kparams_from_source(src, kern[k].c, 1, &l, &d), 0);
			assert_layout(&l, layouts[k], 1);
		}
		/* transpose's names as declared */
		{
			struct gp_emu_launch l;
			struct gp_diag d;
			gp_emu_launch_init(&l);
			assert_int_equal(gp_kparams_from_source(src, "transpose_c", 1, &l, &d), 0);
			assert_string_equal(l.args[0].name, "in");
			assert_string_equal(l.args[3].name, "h");
			assert_int_equal(gp_kparams_from_ptx(ptx, "nosuch", &l, &d), -GP_ENOTFOUND);
			assert_int_equal(gp_kparams_from_cubin(cubin, len, "nosuch", &l, &d.line, &d),
					 -GP_ENOTFOUND);
			/* not an ELF file, and one cut short */
			assert_int_equal(gp_kparams_from_cubin(ptx, 200, "vadd", &l, &d.line, &d),
					 -GP_EPARSE);
			assert_int_equal(gp_kparams_from_cubin(cubin, 100, "vadd", &l, &d.line, &d),
					 -GP_EPARSE);
		}
		free(ptx);
		free(cubin);
	}
	free(src);
}

/* An aggregate parameter is refused with its name, not laid out wrong. */
static void test_aggregate_refused(void **state)
{
	struct gp_emu_launch l;
	struct gp_diag d;
	(void)state;
	gp_emu_launch_init(&l);
	gp_diag_clear(&d);
	assert_int_equal(gp_kparams_from_ptx(".visible .entry k(\n\t.param .align 4 .b8 k_param_0[12],"
					     "\n\t.param .u32 k_param_1\n)\n{\n\tret;\n}\n", "k", &l,
					     &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "aggregate");
	assert_int_equal(gp_kparams_from_source("struct S { int a, b; };\nextern \"C\" __global__ "
						"void k(S s, int n) {}\n", "k", 1, &l, &d), -GP_EINVAL);
	tu_assert_contains(d.msg, "'S '");
}

/* The descriptor's text after its name and display name (the only lines that differ). */
/* The descriptor's counts: from "fidelity" to its end, less the recorded launch (the
 * listing and the function's name differ between the twins, the counts do not). Cuts json. */
static const char *counts_of(char *json)
{
	char *p = strstr(json, "\"fidelity\""), *l;
	assert_non_null(p);
	if ((l = strstr(p, "\"launch\":")))
		*l = '\0';
	return p;
}

static char *extract(const char *args, const char *tmpname)
{
	struct tu_run r;
	char *text;
	tu_gpuperf(&r, "extract %s --device a100 -o %s", args, tmpname);
	if (r.status != 0)
		print_error("%s\n", r.err);
	assert_int_equal(r.status, 0);
	tu_tmp_remember(tmpname);
	assert_non_null(text = slurp(tmpname, NULL));
	return text;
}

/* Each kernel from SASS + the PTX beside it, from SASS + --ptx, from SASS + --source (a copy
 * of the listing with no PTX beside it): the same descriptor as its mangled twin. */
static void test_routes_match_twins(void **state)
{
	char a1[4096], a2[4096], o1[64], o2[64], copy[64], cmd[256];
	(void)state;
	snprintf(o1, sizeof(o1), "/tmp/gp_kp_%d_c.json", (int)getpid());
	snprintf(o2, sizeof(o2), "/tmp/gp_kp_%d_m.json", (int)getpid());
	snprintf(copy, sizeof(copy), "/tmp/gp_kp_%d.sass", (int)getpid());
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++) {
		snprintf(cmd, sizeof(cmd), "cp kernels/sass/externc.sm_%d.sass %s", archs[a], copy);
		assert_int_equal(system(cmd), 0);
		tu_tmp_remember(copy);
		for (size_t k = 0; k < sizeof(kern) / sizeof(kern[0]); k++) {
			char *twin, *c;
			const char *route[3] = { "", "--ptx kernels/sass/externc.sm_%d.ptx",
						 "--source kernels/src/externc.cu" };
			snprintf(a2, sizeof(a2), "--sass kernels/sass/externc.sm_%d.sass --function "
				 "%s %s", archs[a], kern[k].mangled, kern[k].launch);
			twin = extract(a2, o2);
			for (int r = 0; r < 3; r++) {
				char extra[128];
				snprintf(extra, sizeof(extra), route[r], archs[a]);
				if (r == 2)
					snprintf(a1, sizeof(a1), "--sass %s %s --function %s %s", copy,
						 extra, kern[k].c, kern[k].launch);
				else
					snprintf(a1, sizeof(a1), "--sass kernels/sass/externc.sm_%d.sass "
						 "%s --function %s %s", archs[a], extra, kern[k].c,
						 kern[k].launch);
				c = extract(a1, o1);
				if (r == 2) {
					/* --source names the twin's arguments too: the same names */
					char *named;
					snprintf(a2, sizeof(a2), "--sass kernels/sass/externc.sm_%d.sass "
						 "--source kernels/src/externc.cu --function %s %s",
						 archs[a], kern[k].mangled, kern[k].launch);
					named = extract(a2, o2);
					assert_string_equal(counts_of(c), counts_of(named));
					free(named);
				} else {
					assert_string_equal(counts_of(c), counts_of(twin));
				}
				free(c);
			}
			free(twin);
		}
	}
}

/* The grid-stride loop's trips, by hand: 5000 elements over 512 threads, threads below
 * 5000 - 9*512 = 392 do 10 iterations, the others 9: warps 0..12 (warp 12's lanes 0..7
 * reach 392) run 10, warps 13..15 run 9: (13*10 + 3*9) / 16 = 9.8125 per warp. */
static void test_saxpy_trips(void **state)
{
	struct tu_run r;
	(void)state;
	tu_gpuperf(&r, "extract --sass kernels/sass/externc.sm_80.sass --function saxpy_gs "
		   "--device a100 %s", kern[1].launch);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "laid out from kernels/sass/externc.sm_80.ptx");
	tu_assert_contains(r.err, "(9.812 iterations)");
	/* --arg by the declared name */
	tu_gpuperf(&r, "extract --sass kernels/sass/externc.sm_80.sass --function saxpy_gs "
		   "--source kernels/src/externc.cu --device a100 --grid 4 --block 128 --arg n=5000 "
		   "--arg alpha=2.0 --arg x=20000 --arg y=20000");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.err, "(9.812 iterations)");
}

/* From the cubin: cuobjdump dumps the SASS, the parameter table gives the layout. */
static void test_cubin_route(void **state)
{
	char a1[4096], a2[4096], o1[64], o2[64];
	const char *env = getenv("CUDA_HOME");
	const char *homes[] = { env, "/opt/cuda118/root/usr" }, *home = NULL;
	char tool[512];
	(void)state;
	for (int i = 0; i < 2 && !home; i++) {
		snprintf(tool, sizeof(tool), "%s/bin/cuobjdump", homes[i] ? homes[i] : "");
		if (homes[i] && access(tool, X_OK) == 0)
			home = homes[i];
	}
	if (!home) {
		tu_skip_why("no cuobjdump in $CUDA_HOME/bin or /opt/cuda118/root/usr/bin: the "
			    "cubin route dumps with it");
		skip();
	}
	setenv("CUDA_HOME", home, 1);
	snprintf(o1, sizeof(o1), "/tmp/gp_kpc_%d_c.json", (int)getpid());
	snprintf(o2, sizeof(o2), "/tmp/gp_kpc_%d_m.json", (int)getpid());
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++)
		for (size_t k = 0; k < sizeof(kern) / sizeof(kern[0]); k++) {
			char *c, *m;
			snprintf(a1, sizeof(a1), "--cubin kernels/sass/externc.sm_%d.cubin --function "
				 "%s %s", archs[a], kern[k].c, kern[k].launch);
			snprintf(a2, sizeof(a2), "--cubin kernels/sass/externc.sm_%d.cubin --function "
				 "%s %s", archs[a], kern[k].mangled, kern[k].launch);
			c = extract(a1, o1);
			m = extract(a2, o2);
			assert_string_equal(counts_of(c), counts_of(m));
			free(c);
			free(m);
		}
}

/* No layout anywhere: one error naming the kernel, a hint with the three ways. */
static void test_no_layout(void **state)
{
	struct tu_run r;
	char copy[64], cmd[256];
	(void)state;
	snprintf(copy, sizeof(copy), "/tmp/gp_kpn_%d.sass", (int)getpid());
	snprintf(cmd, sizeof(cmd), "cp kernels/sass/externc.sm_80.sass %s", copy);
	assert_int_equal(system(cmd), 0);
	tu_tmp_remember(copy);
	tu_gpuperf(&r, "extract --sass %s --function vadd --device a100 --grid 1 --block 32 "
		   "--arg 3=10", copy);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "'vadd' is not a mangled C++ name");
	tu_assert_contains(r.err, "hint: an extern \"C\" kernel's arguments come from its PTX");
	/* --ptx that does not hold the kernel */
	tu_gpuperf(&r, "extract --sass %s --ptx kernels/ptx/vecadd.ptx --function vadd --device a100 "
		   "--grid 1 --block 32 --arg 3=10", copy);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "kernels/ptx/vecadd.ptx: error: the PTX has no .entry vadd");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ptx_cubin_source_layouts),
		cmocka_unit_test(test_aggregate_refused),
		cmocka_unit_test(test_routes_match_twins),
		cmocka_unit_test(test_saxpy_trips),
		cmocka_unit_test(test_cubin_route),
		cmocka_unit_test(test_no_layout),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
