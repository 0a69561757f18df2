/* test_layer_calls.c - tests/layers.sh, the check that no library object calls a symbol a
 * higher layer defines (core < model, ingest < engine < app < cli): it passes on this build's
 * objects (its allow-list is empty), and fails, naming the arrow, when a call from
 * core into model (or any new arrow up) is added to what nm reports. */
#include "testutil.h"

/* Run "sh tests/layers.sh ARGS" into r (status and stdout+stderr in r->out). */
static void layers(struct tu_run *r, const char *args)
{
	char cmd[4096], outp[64];
	FILE *f;
	size_t n;
	int st;
	snprintf(outp, sizeof(outp), "/tmp/gp_test_layers.%d", (int)getpid());
	snprintf(cmd, sizeof(cmd), "sh tests/layers.sh %s >%s 2>&1 </dev/null", args, outp);
	st = system(cmd);
	r->status = WIFEXITED(st) ? WEXITSTATUS(st) : 128;
	r->out[0] = '\0';
	if ((f = fopen(outp, "r"))) {
		n = fread(r->out, 1, sizeof(r->out) - 1, f);
		r->out[n] = '\0';
		fclose(f);
	}
	remove(outp);
}

/* The build directory of the binary under test (build/, build-san/, ...), where the objects
 * are. */
static const char *build_dir(void)
{
	static char dir[512];
	char *slash;
	snprintf(dir, sizeof(dir), "%s", tu_bin_path());
	slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	else
		snprintf(dir, sizeof(dir), ".");
	return dir;
}

/* nm -A of this build's objects into a fixture file, with extra (fake) lines appended. */
static const char *build_nm(int slot, const char *extra)
{
	static char path[8][256];
	char cmd[2048];
	const char *dir = build_dir();
	FILE *f;
	snprintf(path[slot], sizeof(path[slot]), "/tmp/gp_test_layers_nm.%d.%d", (int)getpid(), slot);
	tu_tmp_remember(path[slot]);
	snprintf(cmd, sizeof(cmd), "nm -A %s/*.o >%s 2>/dev/null", dir, path[slot]);
	if (system(cmd) != 0)
		fail_msg("nm on %s/*.o failed (build the objects first)", dir);
	assert_non_null(f = fopen(path[slot], "a"));
	fputs(extra, f);
	fclose(f);
	return path[slot];
}

/* A few objects as nm prints them: device.o (core) defines gp_device_load, estimate.o (model)
 * gp_estimate_kernel, engine.o (engine) gp_engine_run and uses the model. */
#define FIXTURE                                                               \
	"x/device.o:0000000000000000 T gp_device_load\n"                      \
	"x/device.o:                 U malloc\n"                              \
	"x/estimate.o:0000000000000000 T gp_estimate_kernel\n"                \
	"x/estimate.o:                 U gp_device_load\n"                    \
	"x/engine.o:0000000000000000 T gp_engine_run\n"                       \
	"x/engine.o:                 U gp_estimate_kernel\n"

/* Calls down (model -> core, engine -> model) and to the C library pass. */
static void fixture_down_passes(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	char args[512];
	(void)state;
	assert_non_null(r);
	snprintf(args, sizeof(args), "--nm %s", tu_tmpfile(0, ".nm", FIXTURE));
	layers(r, args);
	assert_int_equal(r->status, 0);
	tu_assert_contains(r->out, "layers: 0 arrow(s) up, 0 known of an allow-list of 0, 0 new");
	free(r);
}

/* The same objects with device.o (core) calling gp_estimate_kernel (model): one new arrow,
 * named with its symbol, and a failure. */
static void fixture_core_into_model_fails(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	char args[512];
	(void)state;
	assert_non_null(r);
	snprintf(args, sizeof(args), "--nm %s",
		 tu_tmpfile(1, ".nm", FIXTURE "x/device.o:                 U gp_estimate_kernel\n"));
	layers(r, args);
	assert_int_equal(r->status, 1);
	tu_assert_contains(r->out,
			   "layers: NEW   up: core/device.c -> model/estimate.c (gp_estimate_kernel)");
	tu_assert_contains(r->out, "layers: 1 arrow(s) up, 0 known of an allow-list of 0, 1 new");
	tu_assert_contains(r->out, "hint: ");
	free(r);
}

/* This build's objects keep the layers: no arrow up at all. */
static void build_passes(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	(void)state;
	assert_non_null(r);
	layers(r, build_dir());
	if (r->status != 0)
		fail_msg("tests/layers.sh %s:\n%s", build_dir(), r->out);
	tu_assert_contains(r->out, "layers: 0 arrow(s) up, 0 known of an allow-list of 0, 0 new");
	assert_null(strstr(r->out, "NEW"));
	free(r);
}

/* This build's objects plus one call from core into model (occupancy.o using
 * gp_estimate_kernel), one from core into the engine and one from app into a command: each
 * is named and the check fails; a call down or within a floor added the same way passes. */
static void build_plus_arrows_fails(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	char args[512], extra[1024];
	const char *dir = build_dir();
	(void)state;
	assert_non_null(r);
	snprintf(extra, sizeof(extra), "%s/occupancy.o:                 U gp_estimate_kernel\n", dir);
	snprintf(args, sizeof(args), "--nm %s", build_nm(0, extra));
	layers(r, args);
	assert_int_equal(r->status, 1);
	tu_assert_contains(r->out,
			   "layers: NEW   up: core/occupancy.c -> model/estimate.c (gp_estimate_kernel)");
	tu_assert_contains(r->out, ", 1 new");

	snprintf(extra, sizeof(extra),
		 "%s/util.o:                 U gp_engine_run\n"
		 "%s/sweep.o:                 U gp_extract_one\n", dir, dir);
	snprintf(args, sizeof(args), "--nm %s", build_nm(1, extra));
	layers(r, args);
	assert_int_equal(r->status, 1);
	tu_assert_contains(r->out, "layers: NEW   up: core/util.c -> engine/engine.c (gp_engine_run)");
	tu_assert_contains(r->out, "layers: NEW   up: app/sweep.c -> cli/extract_one.c (gp_extract_one)");
	tu_assert_contains(r->out, ", 2 new");

	/* down (app -> engine) and within the model/ingest floor (emu.c -> estimate.c) */
	snprintf(extra, sizeof(extra),
		 "%s/sweep.o:                 U gp_engine_run\n"
		 "%s/emu.o:                 U gp_estimate_kernel\n", dir, dir);
	snprintf(args, sizeof(args), "--nm %s", build_nm(2, extra));
	layers(r, args);
	if (r->status != 0)
		fail_msg("a call down was called an arrow up:\n%s", r->out);
	free(r);
}

/* Without objects or arguments: a message, a hint, exit 2 (never a pass). */
static void no_objects_refused(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	(void)state;
	assert_non_null(r);
	layers(r, "tests");
	assert_int_equal(r->status, 2);
	tu_assert_contains(r->out, "layers: no objects of src/*/*.c in tests");
	tu_assert_contains(r->out, "hint: ");
	layers(r, "");
	assert_int_equal(r->status, 2);
	free(r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(fixture_down_passes),
		cmocka_unit_test(fixture_core_into_model_fails),
		cmocka_unit_test(build_passes),
		cmocka_unit_test(build_plus_arrows_fails),
		cmocka_unit_test(no_objects_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
