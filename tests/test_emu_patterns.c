/* test_emu_patterns.c - address patterns of emulated descriptors: the emulator's exact affine fit of
 * each global access (extract --grid/--block), per-dimension coefficients (tid_y, tid_z,
 * block_y, block_z) in the descriptor and the engine, and what they change in simulate.
 * The coefficients are worked out by hand from kernels/src; the sector counts from them. */
#include "testutil.h"
#include "gpuperf/engine.h"
#include "gpuperf/estimate.h"
#include "gpuperf/kernel.h"

#define TN_ARGS "--arg 0=262144 --arg 1=262144 --arg 2=256 --arg 3=256"

static char dir[128];

static int setup(void **state)
{
	char cmd[256];
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/gp_pat_%d", (int)getpid());
	snprintf(cmd, sizeof(cmd), "mkdir -p %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[256];
	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* extract KERNEL (kernels/sass/KERNEL.SM.sass) for a launch into dir/OUT, and load it. */
static void extract(const char *kernel, const char *sm, const char *dev, const char *launch,
		    const char *out, struct gp_kernel *k)
{
	struct tu_run *r = malloc(sizeof(*r));
	char path[256];
	struct gp_diag d;
	assert_non_null(r);
	tu_gpuperf(r, "extract --sass kernels/sass/%s.%s.sass --ptxas kernels/sass/%s.%s.ptxas.log "
		   "--device %s %s -o %s/%s", kernel, sm, kernel, sm, dev, launch, dir, out);
	if (r->status != 0)
		fprintf(stderr, "%s", r->err);
	assert_int_equal(r->status, 0);
	free(r);
	snprintf(path, sizeof(path), "%s/%s", dir, out);
	gp_diag_clear(&d);
	if (gp_kernel_load(path, k, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

/* The pattern of the n-th instruction whose opcode starts with op. */
static const struct gp_pattern *pat_of(const struct gp_kernel *k, const char *op, int n)
{
	const struct gp_program *p = k->program;
	for (int i = 0; i < p->n; i++)
		if (strncmp(p->ins[i].op, op, strlen(op)) == 0 && n-- == 0) {
			assert_true(p->ins[i].pattern >= 0 && p->ins[i].pattern < p->npatterns);
			return &p->patterns[p->ins[i].pattern];
		}
	fail_msg("no %s in the program", op);
	return NULL;
}

static int sim(const struct gp_device *dev, const struct gp_kernel *k, long long grid, int block,
	       struct gp_engine_result *r, struct gp_diag *d)
{
	struct gp_params p;
	struct gp_launch l = { .grid = grid, .block = block };
	struct gp_engine_opts o;
	gp_params_init(&p);
	gp_engine_opts_init(&o);
	gp_diag_clear(d);
	return gp_engine_run(dev, k, &p, &l, &o, r, d);
}

static void sim_ok(const struct gp_device *dev, const struct gp_kernel *k, long long grid,
		   int block, struct gp_engine_result *r)
{
	struct gp_diag d;
	if (sim(dev, k, grid, block, r, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

/* What the descriptor's program was before the fit: no instruction with a pattern. */
static void strip_patterns(struct gp_kernel *k)
{
	for (int i = 0; i < k->program->n; i++)
		k->program->ins[i].pattern = -1;
}

/* transpose_naive (kernels/src/transpose_naive.cu) on 256x256 floats, grid 8x32, block 32x8:
 * x = bx*32 + tx, y = by*8 + ty; the load in[y*256 + x] has index
 * tx + 256*ty + 32*bx + 2048*by, the store out[x*256 + y] has 256*tx + ty + 8192*bx + 8*by. */
static void naive_transpose_patterns(void **state)
{
	struct gp_kernel k;
	struct gp_device v100;
	struct gp_engine_result r;
	const struct gp_pattern *ld, *st;
	(void)state;
	if (!getenv("GPUPERF_BIN"))
		skip();
	extract("transpose_naive", "sm_70", "v100", "--grid 8x32 --block 32x8 " TN_ARGS, "tn.json",
		&k);
	ld = pat_of(&k, "LDG", 0);
	st = pat_of(&k, "STG", 0);
	assert_int_equal(k.program->npatterns, 2);
	assert_string_equal(ld->array, "arg0");
	assert_string_equal(st->array, "arg1");
	assert_int_equal(ld->elem_bytes, 4);
	assert_int_equal(st->elem_bytes, 4);
	assert_true(ld->dims && st->dims);
	assert_true(ld->offset == 0 && ld->c_tid == 1 && ld->c_tid_y == 256 && ld->c_tid_z == 0 &&
		    ld->c_block == 32 && ld->c_block_y == 2048 && ld->c_block_z == 0 &&
		    ld->c_iter == 0);
	assert_true(st->offset == 0 && st->c_tid == 256 && st->c_tid_y == 1 && st->c_tid_z == 0 &&
		    st->c_block == 8192 && st->c_block_y == 8 && st->c_block_z == 0 &&
		    st->c_iter == 0);

	/* the engine's memory traffic from them: 2048 warps; a warp's load is 32 consecutive
	 * floats (4 sectors), its store 32 floats 256 apart (32 sectors). Every sector of in
	 * is read once (8192 sectors, 262144 bytes from DRAM); the 8192 sectors of out are each
	 * written by 8 warps (ty = 0..7 of one block), the first a miss: L2 hits
	 * 7 * 8192 of 8192 + 65536 sectors = 7/9. Unit stride (no pattern) would store 4
	 * sectors a warp. */
	tu_device("devices/v100.json", &v100);
	sim_ok(&v100, &k, 256, 256, &r);
	assert_true(r.l2_read_sectors == 2048 * 4);
	assert_true(r.l2_write_sectors == 2048 * 32);
	assert_true(r.dram_read_bytes == 262144);
	assert_true(fabs(r.l2_hit_rate - 7.0 / 9.0) < 1e-12);
	strip_patterns(&k);
	sim_ok(&v100, &k, 256, 256, &r);
	assert_true(r.l2_write_sectors == 2048 * 4);
	gp_kernel_release(&k);
}

/* The naive transpose's scattered stores make it slower than the padded tile
 * (kernels/src/transpose.cu, grid 8x8, block 32x32: both its global accesses are rows of 32
 * floats), as on hardware and in Accel-Sim (README: 2.25x at 512^2). Without the patterns
 * both ran unit-stride and the naive kernel, which has no barrier and no shared memory,
 * came out faster: on v100 naive 1041 cycles, padded 1160; with them naive 1501, padded
 * 1162. */
static void naive_slower_than_padded(void **state)
{
	struct gp_kernel kn, kp;
	struct gp_device v100;
	struct gp_engine_result rn, rp;
	const struct gp_pattern *ld, *st;
	(void)state;
	if (!getenv("GPUPERF_BIN"))
		skip();
	extract("transpose_naive", "sm_70", "v100", "--grid 8x32 --block 32x8 " TN_ARGS, "tn2.json",
		&kn);
	extract("transpose", "sm_70", "v100", "--grid 8x8 --block 32x32 " TN_ARGS, "tp.json", &kp);
	/* padded tile: in[(by*32 + ty)*256 + bx*32 + tx], out[(bx*32 + ty)*256 + by*32 + tx] */
	ld = pat_of(&kp, "LDG", 0);
	st = pat_of(&kp, "STG", 0);
	assert_true(ld->c_tid == 1 && ld->c_tid_y == 256 && ld->c_block == 32 &&
		    ld->c_block_y == 8192 && ld->offset == 0);
	assert_true(st->c_tid == 1 && st->c_tid_y == 256 && st->c_block == 8192 &&
		    st->c_block_y == 32 && st->offset == 0);
	tu_device("devices/v100.json", &v100);
	sim_ok(&v100, &kn, 256, 256, &rn);
	sim_ok(&v100, &kp, 64, 1024, &rp);
	printf("with patterns: naive %llu cycles, padded %llu\n", (unsigned long long)rn.cycles, (unsigned long long)rp.cycles);
	assert_true(rn.cycles > rp.cycles);
	/* both write out once: 8192 sectors for the tile, 65536 for the naive stores */
	assert_true(rp.l2_write_sectors == 64 * 32 * 4);
	assert_true(rn.l2_write_sectors == 8 * rp.l2_write_sectors);
	strip_patterns(&kn);
	strip_patterns(&kp);
	sim_ok(&v100, &kn, 256, 256, &rn);
	sim_ok(&v100, &kp, 64, 1024, &rp);
	printf("unit stride:   naive %llu cycles, padded %llu\n", (unsigned long long)rn.cycles, (unsigned long long)rp.cycles);
	assert_true(rn.cycles < rp.cycles);
	gp_kernel_release(&kn);
	gp_kernel_release(&kp);
}

/* vecadd (c[i] = a[i] + b[i], i = blockIdx.x*blockDim.x + threadIdx.x) on a 1D launch: each
 * access gets tid 1 and block = blockDim = 256 in the linear form (no per-dimension keys),
 * which is the engine's default: simulate gives the same result with and without them. */
static void vecadd_linear(void **state)
{
	struct gp_kernel k;
	struct gp_device dev;
	struct gp_engine_result with, without;
	(void)state;
	if (!getenv("GPUPERF_BIN"))
		skip();
	extract("vecadd", "sm_70", "v100",
		"--grid 160 --block 256 --arg 0=163840 --arg 1=163840 --arg 2=163840 --arg 3=40960",
		"va.json", &k);
	assert_int_equal(k.program->npatterns, 3);
	for (int i = 0; i < 3; i++) {
		const struct gp_pattern *p = &k.program->patterns[i];
		assert_false(p->dims);
		assert_false(p->c_block_is_blocksize);
		assert_true(p->c_tid == 1 && p->c_block == 256 && p->offset == 0 && p->c_iter == 0);
		assert_int_equal(p->elem_bytes, 4);
	}
	tu_device("devices/v100.json", &dev);
	sim_ok(&dev, &k, 160, 256, &with);
	strip_patterns(&k);
	sim_ok(&dev, &k, 160, 256, &without);
	assert_true(with.cycles == without.cycles);
	assert_true(with.dram_bytes == without.dram_bytes);
	assert_true(with.l2_read_sectors == without.l2_read_sectors);
	/* 160 blocks x 8 warps, two loads of 4 sectors each */
	assert_true(with.l2_read_sectors == 1280 * 8);
	gp_kernel_release(&k);
}

/* A grid-stride loop (kernels/src/gridstride.cu): i = bx*256 + tx + k*(256*80) over the loop's
 * iteration k, so iter = 20480. */
static void gridstride_iter(void **state)
{
	struct gp_kernel k;
	const struct gp_pattern *p;
	(void)state;
	if (!getenv("GPUPERF_BIN"))
		skip();
	extract("gridstride", "sm_70", "v100",
		"--grid 80 --block 256 --arg 0=524288 --arg 1=524288 --arg 2=2.0 --arg 3=131072",
		"gs.json", &k);
	for (int n = 0; n < 2; n++) {
		p = pat_of(&k, n ? "STG" : "LDG", 0);
		assert_true(p->c_tid == 1 && p->c_block == 256 && p->c_iter == 20480 &&
			    p->offset == 0 && !p->dims);
	}
	gp_kernel_release(&k);
}

/* extract from a tests/data/accelwattch listing (cases.tsv's launch). */
static void extract_aw(const char *listing, const char *func, const char *launch, const char *out,
		       struct gp_kernel *k, struct tu_run *r)
{
	char path[256];
	struct gp_diag d;
	tu_gpuperf(r, "extract --sass tests/data/accelwattch/sass/%s.sm_70.sass --ptxas "
		   "tests/data/accelwattch/sass/%s.sm_70.ptxas.log --function %s --device v100 %s "
		   "-o %s/%s", listing, listing, func, launch, dir, out);
	if (r->status != 0)
		fprintf(stderr, "%s", r->err);
	assert_int_equal(r->status, 0);
	snprintf(path, sizeof(path), "%s/%s", dir, out);
	gp_diag_clear(&d);
	if (gp_kernel_load(path, k, &d) < 0) {
		gp_diag_print(&d, stderr);
		fail();
	}
}

/* Rodinia hotspot (tests/data/accelwattch/src/hotspot.cu), 86x86 blocks of 16x16 on 1024^2
 * with iteration 2, border 2: index = 1024*(12*by - 2 + ty) + 12*bx - 2 + tx (small blocks of
 * 16 - 2*2 = 12), for temp_src, power and the store to temp_dst alike: offset -2050, tid 1,
 * tid_y 1024, block 12, block_y 12288. Its sampled blocks start with (0,0) and (13,1), which
 * alone fix only 13*block + block_y: the fit takes integers only once the span is whole. */
static void hotspot_offsets(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	struct gp_kernel k;
	(void)state;
	assert_non_null(r);
	if (!getenv("GPUPERF_BIN"))
		skip();
	extract_aw("hotspot", "_Z14calculate_tempiPfS_S_iiiiffffff",
		   "--grid 86x86 --block 16x16 --arg 0=2 --arg 1=4194304 --arg 2=4194304 "
		   "--arg 3=4194304 --arg 4=1024 --arg 5=1024 --arg 6=2 --arg 7=2 --arg 8=1.0681e-7 "
		   "--arg 9=10.0 --arg 10=10.0 --arg 11=20480.0 --arg 12=1.4583e-7", "hs.json", &k, r);
	assert_int_equal(k.program->npatterns, 3);
	for (int i = 0; i < 3; i++) {
		const struct gp_pattern *p = &k.program->patterns[i];
		assert_true(p->dims && p->offset == -2050 && p->c_tid == 1 && p->c_tid_y == 1024 &&
			    p->c_block == 12 && p->c_block_y == 12288 && p->c_tid_z == 0 &&
			    p->c_block_z == 0 && p->c_iter == 0);
	}
	gp_kernel_release(&k);
	free(r);
}

/* Rodinia srad_v1's srad kernel (tests/data/accelwattch/src/srad_v1.cu), 1D: ei = bx*512 + tx,
 * row = ei % Nr, col = ei / Nr. d_iN[row], d_iS[row], d_jW[col], d_jE[col] are not affine in
 * the thread index: no pattern (never a wrong one); the other 10 global accesses are ei's
 * (d_I[ei], the neighbours d_I[d_iN[row] + Nr*col] read through index-initialised tables,
 * the five stores): tid 1, block 512. simulate counts the 4 left in its note. */
static void srad_no_fit(void **state)
{
	struct tu_run *r = malloc(sizeof(*r));
	struct gp_kernel k;
	int global = 0, none = 0;
	(void)state;
	assert_non_null(r);
	if (!getenv("GPUPERF_BIN"))
		skip();
	extract_aw("srad_v1", "_Z4sradfiilPiS_S_S_PfS0_S0_S0_fS0_S0_",
		   "--grid 450 --block 512 --arg 0=0.5 --arg 1=502 --arg 2=458 --arg 3=229916 "
		   "--arg 4=2008 --arg 5=2008 --arg 6=1832 --arg 7=1832 --arg 8=919664 "
		   "--arg 9=919664 --arg 10=919664 --arg 11=919664 --arg 12=0.05 --arg 13=919664 "
		   "--arg 14=919664 --init 4=index --init 5=index --init 6=index --init 7=index "
		   "--init 14=random:1.0:2.7", "srad.json", &k, r);
	for (int i = 0; i < k.program->n; i++) {
		const struct gp_pinstr *in = &k.program->ins[i];
		const struct gp_pattern *p;
		if (in->iclass != GP_IC_GLD && in->iclass != GP_IC_GST)
			continue;
		global++;
		if (in->pattern < 0) {
			none++;
			assert_int_equal(in->iclass, GP_IC_GLD);
			continue;
		}
		p = &k.program->patterns[in->pattern];
		assert_true(!p->dims && p->c_tid == 1 && p->c_block == 512 && p->offset == 0);
	}
	assert_int_equal(global, 14);
	assert_int_equal(none, 4);
	tu_gpuperf(r, "simulate --kernel %s/srad.json --device v100 --grid 450 --block 512", dir);
	assert_int_equal(r->status, 0);
	assert_non_null(strstr(r->err, "4 of its 14 global loads, stores and atomics have no "
				"address pattern"));
	gp_kernel_release(&k);
	free(r);
}

/* ==== JSON and launch-shape checks ==== */

static const char desc[] =
	"{\"name\": \"k\", \"per_warp\": {\"ins_lsu\": 1, \"ins_issued\": 2, \"gmem_bytes\": 128, "
	"\"smem_bytes\": 0, \"latency_bound\": 500}, \"program\": {\"instructions\": ["
	"{\"class\": \"gld\", \"dst\": [\"R0\"], \"width\": 4, \"pattern\": 0}, "
	"{\"class\": \"gst\", \"src\": [\"R0\"], \"width\": 4, \"pattern\": 1}, "
	"{\"class\": \"branch\", \"exit\": true}], \"patterns\": ["
	"{\"array\": \"a\", \"tid\": 1, \"block\": 32, \"tid_y\": 256, \"block_y\": 2048, "
	"\"tid_z\": 3, \"block_z\": -5, \"offset\": 8}, "
	"{\"array\": \"b\", \"tid\": 1, \"block\": \"blocksize\"}]}%s}";
static const char shape[] =
	", \"dynamic\": {\"grid\": [8, 32, 1], \"block\": [32, 8, 1], \"warps\": 2048, "
	"\"warp_instructions\": 6144}";

static void parse(const char *extra, struct gp_kernel *k, struct gp_diag *d, int want)
{
	char text[2048];
	snprintf(text, sizeof(text), desc, extra);
	gp_diag_clear(d);
	assert_int_equal(gp_kernel_parse(text, strlen(text), "t.json", k, d), want);
}

static void roundtrip(void **state)
{
	struct gp_kernel k, k2;
	struct gp_diag d;
	char path[256];
	FILE *f;
	char buf[8192];
	size_t n;
	(void)state;
	parse(shape, &k, &d, 0);
	snprintf(path, sizeof(path), "%s/rt.json", dir);
	assert_int_equal(gp_kernel_save(&k, path, NULL, &d), 0);
	f = fopen(path, "r");
	assert_non_null(f);
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	/* the linear pattern stays linear: one tid_y key, from the first pattern */
	assert_non_null(strstr(buf, "\"tid_y\""));
	assert_null(strstr(strstr(buf, "\"tid_y\"") + 1, "\"tid_y\""));
	assert_int_equal(gp_kernel_load(path, &k2, &d), 0);
	for (int i = 0; i < 2; i++) {
		const struct gp_pattern *a = &k.program->patterns[i], *b = &k2.program->patterns[i];
		assert_int_equal(a->dims, b->dims);
		assert_true(a->offset == b->offset && a->c_tid == b->c_tid && a->c_block == b->c_block &&
			    a->c_tid_y == b->c_tid_y && a->c_tid_z == b->c_tid_z &&
			    a->c_block_y == b->c_block_y && a->c_block_z == b->c_block_z &&
			    a->c_block_is_blocksize == b->c_block_is_blocksize);
	}
	assert_true(k2.program->patterns[0].dims && k2.program->patterns[0].c_tid_y == 256 &&
		    k2.program->patterns[0].c_block_y == 2048 && k2.program->patterns[0].c_tid_z == 3 &&
		    k2.program->patterns[0].c_block_z == -5 && k2.program->patterns[0].c_block == 32);
	assert_true(!k2.program->patterns[1].dims && k2.program->patterns[1].c_block_is_blocksize);
	gp_kernel_release(&k);
	gp_kernel_release(&k2);
}

/* With a shape the engine splits the indices (x fastest); without one, or for another launch,
 * it refuses. */
static void shape_checks(void **state)
{
	struct gp_kernel k;
	struct gp_device dev;
	struct gp_engine_result r;
	struct gp_diag d;
	(void)state;
	tu_device("devices/v100.json", &dev);
	parse(shape, &k, &d, 0);
	/* the load: tid.z and block.z are 0 in this launch; a warp is 32 threads of one row
	 * (tx 0..31, stride 1) from element 8 + 256*ty + ..., one sector in: 4 whole sectors
	 * (offset 7 would straddle 5); rows and blocks touch distinct sectors */
	sim_ok(&dev, &k, 256, 256, &r);
	assert_true(r.l2_read_sectors == 2048 * 4);
	assert_int_equal(sim(&dev, &k, 128, 512, &r, &d), -GP_EINVAL);
	assert_string_equal(d.field, "launch.block");
	assert_non_null(strstr(d.msg, "dynamic.block"));
	assert_int_equal(sim(&dev, &k, 512, 256, &r, &d), -GP_EINVAL);
	assert_string_equal(d.field, "launch.grid");
	gp_kernel_release(&k);
	parse("", &k, &d, 0);
	assert_int_equal(sim(&dev, &k, 256, 256, &r, &d), -GP_EINVAL);
	assert_string_equal(d.field, "/dynamic/block");
	gp_kernel_release(&k);
}

static void bad_keys(void **state)
{
	static const char *const bad[][2] = {
		{ "{\"array\": \"a\", \"tid_y\": 2, \"block\": \"blocksize\"}", "/program/patterns/0/block" },
		{ "{\"array\": \"a\", \"tid_y\": 2}", "/program/patterns/0/block" },
		{ "{\"array\": \"a\", \"block\": 1, \"block_z\": true}", "/program/patterns/0/block_z" },
		{ "{\"array\": \"a\", \"block\": 1, \"tid_z\": 1e10}", "/program/patterns/0/tid_z" },
	};
	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		char text[1024];
		struct gp_kernel k;
		struct gp_diag d;
		snprintf(text, sizeof(text),
			 "{\"name\": \"k\", \"per_warp\": {\"ins_lsu\": 1, \"ins_issued\": 2, "
			 "\"gmem_bytes\": 128, \"smem_bytes\": 0, \"latency_bound\": 500}, \"program\": "
			 "{\"instructions\": [{\"class\": \"gld\", \"width\": 4, \"pattern\": 0}], "
			 "\"patterns\": [%s]}}", bad[i][0]);
		gp_diag_clear(&d);
		assert_true(gp_kernel_parse(text, strlen(text), "t.json", &k, &d) < 0);
		if (strcmp(d.field, bad[i][1]) != 0)
			fail_msg("case %zu: field '%s', want '%s' (%s)", i, d.field, bad[i][1], d.msg);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(naive_transpose_patterns),
		cmocka_unit_test(naive_slower_than_padded),
		cmocka_unit_test(vecadd_linear),
		cmocka_unit_test(gridstride_iter),
		cmocka_unit_test(hotspot_offsets),
		cmocka_unit_test(srad_no_fit),
		cmocka_unit_test(roundtrip),
		cmocka_unit_test(shape_checks),
		cmocka_unit_test(bad_keys),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
