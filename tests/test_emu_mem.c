/* test_emu_mem.c - the emulator's functional global memory: stores kept and read back (by the
 * same or another thread), atomics that compute their results (shared ATOMS.POPC.INC/ADD,
 * global RED.ADD on integers and floats), buffers loaded from bytes (GP_EMU_INIT_FILE,
 * extract --init I=file:PATH) and written after the launch (gp_emu_buffer_read,
 * extract --dump I=PATH). Expected buffers are computed on the host from the same inputs. */
#include "testutil.h"
#include "emufix.h"

#define SASS(name) "kernels/sass/" name

static const int archs[] = { 61, 70, 80, 90 };

static void load_arch(struct kfix *k, const char *kernel, int sm)
{
	char path[96];
	snprintf(path, sizeof(path), SASS("%s.sm_%d.sass"), kernel, sm);
	kload(k, path, NULL, 0);
}

static void read_buf(struct kfix *k, int arg, void *out, uint64_t n)
{
	if (gp_emu_buffer_read(&k->r, &k->l, arg, 0, n, out, &k->d) < 0)
		fail_msg("%s", k->d.msg);
}

/* divtrip's stores: out[0] = q = ceil(n / 512), out[1] = k after k = 3k + i for i < q (mod
 * 2^32): n = 2000: 4 and 0+1, 3+2, 3*5+3 = 18; n = 100000: 196 and 936778098 (wrapped). */
static void division_stored(void **state)
{
	(void)state;
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++) {
		static const struct { int n; int32_t q, k; } cases[] = {
			{ 2000, 4, 18 }, { 100000, 196, 936778098 },
		};
		for (size_t i = 0; i < 2; i++) {
			struct kfix k;
			int32_t out[2] = { -1, -1 };
			load_arch(&k, "divtrip", archs[a]);
			kdim(&k, 1, 1, 512, 1);
			karg(&k, 0, cases[i].n);
			k.l.args[1].init = GP_EMU_INIT_ZEROS;
			k.l.args[1].alloc_bytes = 8;
			krun(&k);
			read_buf(&k, 1, out, sizeof(out));
			assert_int_equal(out[0], cases[i].q);
			assert_int_equal(out[1], cases[i].k);
			kfree(&k);
		}
	}
}

/* storeload: buf[i] = 3 in[i] + 1 stored, then each thread loads its mirror's store: out[i] =
 * 3 in[m] + 1 with m = base + 127 - tid; in from a file's bytes (in[i] = i * i - 50). */
static void store_then_load(void **state)
{
	enum { N = 512, B = 128 };
	int32_t in[N], out[N], buf[N];
	(void)state;
	for (int i = 0; i < N; i++)
		in[i] = i * i - 50;
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++) {
		struct kfix k;
		load_arch(&k, "storeload", archs[a]);
		kdim(&k, N / B, 1, B, 1);
		k.l.args[0].init = GP_EMU_INIT_FILE;
		k.l.args[0].init_data = (const uint8_t *)in;
		k.l.args[0].init_data_bytes = sizeof(in);
		for (int j = 0; j < 3; j++)
			k.l.args[j].alloc_bytes = sizeof(in);
		k.l.args[1].init = k.l.args[2].init = GP_EMU_INIT_UNKNOWN;
		krun(&k);
		read_buf(&k, 1, buf, sizeof(buf));
		read_buf(&k, 2, out, sizeof(out));
		for (int i = 0; i < N; i++) {
			int m = i / B * B + B - 1 - i % B;
			if (buf[i] != 3 * in[i] + 1 || out[i] != 3 * in[m] + 1)
				fail_msg("sm_%d i = %d: buf %d out %d, want %d %d", archs[a], i, buf[i],
					 out[i], 3 * in[i] + 1, 3 * in[m] + 1);
		}
		/* the loads read stored data: nothing is decided by probability */
		assert_int_equal(k.r.dynamic->nrandom, 0);
		kfree(&k);
	}
}

/* histogram(data, bins, n): shared atomics per block (ATOMS.POPC.INC, ATOMS.ADD on sm_61),
 * then global RED.ADD of each block's bins; every block runs, so bins equal the host's count
 * of the n bytes (data[i] = (7 i^2 + 3 i) mod 256, and a skewed half of bin 5). */
static void histogram_atomics(void **state)
{
	enum { N = 5000 };
	uint8_t data[N];
	uint32_t want[256] = { 0 }, got[256];
	(void)state;
	for (int i = 0; i < N; i++) {
		data[i] = (uint8_t)(i % 2 ? 5 : (7 * i * i + 3 * i) & 255);
		want[data[i]]++;
	}
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++) {
		struct kfix k;
		load_arch(&k, "histogram", archs[a]);
		kdim(&k, 6, 1, 256, 1);
		karg(&k, 2, N);
		k.l.args[0].init = GP_EMU_INIT_FILE;
		k.l.args[0].init_data = data;
		k.l.args[0].init_data_bytes = N;
		k.l.args[0].alloc_bytes = N;
		k.l.args[1].init = GP_EMU_INIT_ZEROS;
		k.l.args[1].alloc_bytes = sizeof(got);
		krun(&k);
		read_buf(&k, 1, got, sizeof(got));
		for (int b = 0; b < 256; b++)
			if (got[b] != want[b])
				fail_msg("sm_%d bin %d: %u, want %u", archs[a], b, got[b], want[b]);
		kfree(&k);
	}
}

/* dot(a, b, out, n): shuffle-reduced per warp, RED.E.ADD.F32 per warp into out (initially
 * 0.5); a[i] = i % 7, b[i] = i % 5 keep every partial sum an integer below 2^24, so the float
 * sum is exact in any order: 0.5 + sum (i % 7)(i % 5). */
static void dot_float_atomic(void **state)
{
	enum { N = 3000 };
	float a_[N], b_[N], init = 0.5f, got;
	double want = 0.5;
	(void)state;
	for (int i = 0; i < N; i++) {
		a_[i] = (float)(i % 7);
		b_[i] = (float)(i % 5);
		want += (double)(i % 7) * (i % 5);
	}
	for (size_t a = 0; a < sizeof(archs) / sizeof(archs[0]); a++) {
		struct kfix k;
		load_arch(&k, "dot", archs[a]);
		kdim(&k, 4, 1, 256, 1);
		karg(&k, 3, N);
		k.l.args[0].init = k.l.args[1].init = k.l.args[2].init = GP_EMU_INIT_FILE;
		k.l.args[0].init_data = (const uint8_t *)a_;
		k.l.args[1].init_data = (const uint8_t *)b_;
		k.l.args[2].init_data = (const uint8_t *)&init;
		k.l.args[0].init_data_bytes = k.l.args[1].init_data_bytes = sizeof(a_);
		k.l.args[2].init_data_bytes = 4;
		k.l.args[0].alloc_bytes = k.l.args[1].alloc_bytes = sizeof(a_);
		k.l.args[2].alloc_bytes = 4;
		krun(&k);
		read_buf(&k, 2, &got, 4);
		if ((double)got != want)
			fail_msg("sm_%d: %.1f, want %.1f", archs[a], (double)got, want);
		kfree(&k);
	}
}

/* extract --init I=file:PATH and --dump I=PATH: the histogram's bins written as bytes; the
 * errors name the option */
static void cli_init_file_dump(void **state)
{
	enum { N = 1000 };
	char text[N + 1], cmd[1024], dump[256];
	uint32_t want[256] = { 0 }, got[256];
	const char *data;
	struct tu_run r;
	FILE *f;
	(void)state;
	for (int i = 0; i < N; i++) {
		text[i] = (char)('a' + i % 26);
		want['a' + i % 26]++;
	}
	text[N] = '\0';
	data = tu_tmpfile(0, ".bin", text);
	snprintf(dump, sizeof(dump), "/tmp/gp_test_%d_dump.bin", (int)getpid());
	tu_tmp_remember(dump);
	snprintf(cmd, sizeof(cmd), "extract --sass %s --device a100 --grid 2 --block 256 "
		 "--arg 2=%d --init 0=file:%s --init 1=zeros --arg 1=1024 --dump 1=%s -o /dev/null",
		 SASS("histogram.sm_80.sass"), N, data, dump);
	tu_gpuperf(&r, "%s", cmd);
	if (r.status != 0)
		fail_msg("%s", r.err);
	assert_non_null(f = fopen(dump, "rb"));
	assert_int_equal(fread(got, 1, sizeof(got), f), sizeof(got));
	assert_int_equal(fgetc(f), EOF);
	fclose(f);
	assert_memory_equal(got, want, sizeof(want));
	/* a buffer without a size cannot be dumped */
	tu_gpuperf(&r, "extract --sass %s --device a100 --grid 2 --block 256 --arg 2=%d "
		   "--init 0=file:%s --dump 1=%s -o /dev/null", SASS("histogram.sm_80.sass"), N, data,
		   dump);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--dump '1=");
	tu_assert_contains(r.err, "the buffer needs a size");
	/* a file larger than the declared buffer */
	tu_gpuperf(&r, "extract --sass %s --device a100 --grid 2 --block 256 --arg 2=%d --arg 0=100 "
		   "--init 0=file:%s -o /dev/null", SASS("histogram.sm_80.sass"), N, data);
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "the file has 1000 bytes, the buffer is declared 100");
	/* a file that is not there */
	tu_gpuperf(&r, "extract --sass %s --device a100 --grid 2 --block 256 --arg 2=%d "
		   "--init 0=file:/nonexistent/x.bin -o /dev/null", SASS("histogram.sm_80.sass"), N);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "/nonexistent/x.bin");
	tu_assert_contains(r.err, "hint:");
	/* --dump over an input is refused and the input left alone */
	tu_gpuperf(&r, "extract --sass %s --device a100 --grid 2 --block 256 --arg 2=%d "
		   "--init 0=file:%s --dump 0=%s -o /dev/null", SASS("histogram.sm_80.sass"), N, data,
		   data);
	assert_int_not_equal(r.status, 0);
	assert_non_null(f = fopen(data, "rb"));
	assert_int_equal(fread(cmd, 1, sizeof(cmd), f), N);
	fclose(f);
	assert_memory_equal(cmd, text, N);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(division_stored),
		cmocka_unit_test(store_then_load),
		cmocka_unit_test(histogram_atomics),
		cmocka_unit_test(dot_float_atomic),
		cmocka_unit_test(cli_init_file_dump),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
