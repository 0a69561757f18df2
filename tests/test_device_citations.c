/* test_device_citations.c - a unit latency that one part of a compute capability cites as measured
 * is not left an assumption on another part of the same compute capability. */
#include <glob.h>
#include <cjson/cJSON.h>

#include "testutil.h"
#include "devsrc.h"
#include "gpuperf/device.h"
#include "gpuperf/iclass.h"

/* The latencies the rule covers: the tensor and SFU unit latencies (per dependent m16n8k16 and
 * per dependent MUFU operation, devices/README.md). Parts without tensor lanes carry no tensor
 * latency and are left out of the tensor rule. */
static const char *const rule_paths[] = { "/latency/tensor", "/latency/sfu" };

struct cited {
	char name[128];
	int cc_major, cc_minor;
	int has_tensor;
	int measured[2];           /* per rule_paths: a citation that is not an assumption */
};

static int is_measured(const char *src)
{
	return src && src[0] && !strstr(src, "assumption");
}

/* The "sources" object of a device file (the caller deletes *root). */
static const cJSON *file_sources(const char *path, cJSON **root)
{
	static char text[1 << 17];
	FILE *f = fopen(path, "rb");
	size_t n;
	assert_non_null(f);
	n = fread(text, 1, sizeof(text) - 1, f);
	fclose(f);
	assert_true(n < sizeof(text) - 1);
	text[n] = '\0';
	*root = cJSON_Parse(text);
	assert_non_null(*root);
	return cJSON_GetObjectItemCaseSensitive(*root, "sources");
}

/*
 * The rule: for each covered latency, a part whose citation is an assumption while another part
 * of the same compute capability (major.minor) cites a measurement. Writes one line per such
 * part into msg and returns how many there are.
 */
static int rule_violations(const struct cited *c, size_t n, char *msg, size_t cap)
{
	int bad = 0;
	size_t len = 0;
	msg[0] = '\0';
	for (size_t p = 0; p < 2; p++) {
		for (size_t i = 0; i < n; i++) {
			if ((p == 0 && !c[i].has_tensor) || c[i].measured[p])
				continue;
			for (size_t j = 0; j < n; j++) {
				if (j == i || !c[j].measured[p] || c[j].cc_major != c[i].cc_major ||
				    c[j].cc_minor != c[i].cc_minor || (p == 0 && !c[j].has_tensor))
					continue;
				if (len < cap)
					len += (size_t)snprintf(msg + len, cap - len,
						"%s %s: an assumption, but %s (cc %d.%d) cites a measurement\n",
						c[i].name, rule_paths[p], c[j].name, c[i].cc_major,
						c[i].cc_minor);
				bad++;
				break;
			}
		}
	}
	return bad;
}

/* The rule on every shipped device file. */
static void test_shipped_generations_agree(void **state)
{
	glob_t g;
	struct cited *c;
	char msg[8192];
	int nmeasured = 0;
	(void)state;
	assert_int_equal(glob("devices/*.json", 0, NULL, &g), 0);
	assert_true(g.gl_pathc >= 20);
	c = calloc(g.gl_pathc, sizeof(*c));
	assert_non_null(c);
	for (size_t i = 0; i < g.gl_pathc; i++) {
		struct gp_device dev;
		cJSON *root;
		const cJSON *src;
		tu_device(g.gl_pathv[i], &dev);
		src = file_sources(g.gl_pathv[i], &root);
		assert_non_null(src);
		snprintf(c[i].name, sizeof(c[i].name), "%s", dev.name);
		c[i].cc_major = dev.cc_major;
		c[i].cc_minor = dev.cc_minor;
		c[i].has_tensor = dev.units[GP_UNIT_TENSOR] > 0;
		for (size_t p = 0; p < 2; p++) {
			const char *s = source_of(src, rule_paths[p]);
			if (!s)
				fail_msg("%s: no source covers %s", g.gl_pathv[i], rule_paths[p]);
			c[i].measured[p] = is_measured(s);
			nmeasured += c[i].measured[p];
		}
		cJSON_Delete(root);
	}
	/* the rule has measured figures to compare with (V100, the sm_75 and sm_86 parts at least) */
	assert_true(nmeasured > 0);
	if (rule_violations(c, g.gl_pathc, msg, sizeof(msg)) != 0)
		fail_msg("same compute capability, different standing:\n%s", msg);
	free(c);
	globfree(&g);
}

/* The rule itself fires on a mixed generation and only there: same major.minor with one part
 * measured and one assumed is one violation; a different minor, a part without tensor lanes, or
 * both measured is none. */
static void test_rule_fires(void **state)
{
	char msg[1024];
	const struct cited mixed[] = {
		{ "ada_a", 8, 9, 1, { 1, 0 } },
		{ "ada_b", 8, 9, 1, { 0, 0 } },
	};
	const struct cited minors[] = {
		{ "ga100", 8, 0, 1, { 0, 1 } },
		{ "ga102", 8, 6, 1, { 1, 1 } },
	};
	const struct cited no_tc[] = {
		{ "maxwell_a", 5, 2, 0, { 0, 0 } },
		{ "maxwell_b", 5, 2, 0, { 1, 0 } },
	};
	const struct cited sfu_mixed[] = {
		{ "hopper_a", 9, 0, 1, { 0, 1 } },
		{ "hopper_b", 9, 0, 1, { 0, 1 } },
		{ "hopper_c", 9, 0, 1, { 0, 0 } },
	};
	(void)state;
	assert_int_equal(rule_violations(mixed, 2, msg, sizeof(msg)), 1);
	tu_assert_contains(msg, "ada_b /latency/tensor: an assumption, but ada_a (cc 8.9)");
	assert_int_equal(rule_violations(minors, 2, msg, sizeof(msg)), 0);
	assert_int_equal(rule_violations(no_tc, 2, msg, sizeof(msg)), 0);
	assert_int_equal(rule_violations(sfu_mixed, 3, msg, sizeof(msg)), 1);
	tu_assert_contains(msg, "hopper_c /latency/sfu");
	assert_true(is_measured("measured on an RTX 5090"));
	assert_false(is_measured("gpuperf assumption (~14 cycles)"));
	assert_false(is_measured(""));
	assert_false(is_measured(NULL));
}

/*
 * The RTX 5090's tensor latency, measured on an RTX 5070 Ti (same architecture and cc 12.0):
 * sass-king's chapter 13e chains N dependent m16n8k16 (FP32 accumulate) in one warp, 872, 1439 and
 * 2541 cycles for N = 16, 32, 64: (1439 - 872) / 16 = 35.4375 and (2541 - 1439) / 32 = 34.4375
 * cycles per added mma, (2541 - 872) / 48 = 34.77 over the whole range: 35 to the nearest cycle,
 * the chapter's model 310 + 35 x N. The RTX 5090's own chains in
 * microbench-blackwell run two warps per sub-partition: 65580 / 2048 = 32.021484 cycles (FP16
 * accumulate) is the sub-partition's 128 FMA per clock shared by two warps (2 x 2048 / 128 = 32),
 * so that figure bounds the latency from above and is not used.
 */
static void test_rtx5090_tensor(void **state)
{
	struct gp_device dev;
	cJSON *root;
	const char *s;
	(void)state;
	tu_device("devices/rtx5090.json", &dev);
	assert_int_equal(dev.cc_major, 12);
	assert_int_equal(dev.cc_minor, 0);
	assert_true(fabs((1439.0 - 872) / 16 - 35.4375) < 1e-12);
	assert_true(fabs((2541.0 - 1439) / 32 - 34.4375) < 1e-12);
	assert_true(fabs((2541.0 - 872) / 48 - 35) < 0.5);
	assert_true(fabs(65580.0 / 2048 - 2.0 * 2048 / 128) < 0.03);
	assert_true(dev.lat_class[GP_IC_TENSOR] == 35);
	/* 8 FP16 lanes in the m16n8k16 convention = 512 FMA per clock per SM, 128 per sub-partition */
	assert_true(dev.units[GP_UNIT_TENSOR] * 64 / 4 == 128);
	s = source_of(file_sources("devices/rtx5090.json", &root), "/latency/tensor");
	assert_non_null(s);
	assert_true(is_measured(s));
	tu_assert_contains(s, "florianmattana/sass-king corpus/tensor_cores/13_hmma_fp16/conclusion13.md");
	tu_assert_contains(s, "2e75546d7cee9fd260d864cb4052296657c2c44e");
	tu_assert_contains(s, "872, 1439 and 2541 cycles");
	tu_assert_contains(s, "sm120_mma_sparse/results/sm120_mma_full.csv");
	tu_assert_contains(s, "32.021484");
	cJSON_Delete(root);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rule_fires),
		cmocka_unit_test(test_shipped_generations_agree),
		cmocka_unit_test(test_rtx5090_tensor),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
