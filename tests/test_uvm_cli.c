/* test_uvm_cli.c - 'gpuperf transfer' and 'gpuperf uvm': outputs, JSON keys, error paths. */
#include "testutil.h"

/* GTX 970's file with its link replaced (TITAN X testbed link, or a broken one). */
static const char *device_with_link(int slot, const char *link)
{
	static char text[65536];
	FILE *f = fopen("devices/gtx970.json", "r");
	size_t n;
	char *a, *b;
	if (!f)
		return NULL;
	n = fread(text, 1, sizeof(text) - 1, f);
	fclose(f);
	text[n] = '\0';
	a = strstr(text, "\"link\": {");
	b = a ? strstr(a, "},\n  \"uvm\"") : NULL;
	if (!a || !b)
		return NULL;
	{
		static char out[70000];
		snprintf(out, sizeof(out), "%.*s\"link\": %s,\n  \"uvm\"%s", (int)(a - text), text, link,
			 b + strlen("},\n  \"uvm\""));
		return tu_tmpfile(slot, ".json", out);
	}
}

static void test_transfer_cli(void **state)
{
	struct tu_run r;
	const char *tx;
	(void)state;
	tu_gpuperf(&r, "transfer --device gtx970 --bytes 1600000000 --dir htod --json");
	assert_int_equal(r.status, 0);
	/* eq. 5.6: 3.96868 us + 1.6e9 / (15.8e9 x 0.689) */
	tu_assert_contains(r.out, "\"time_s\": 0.146979038");
	tu_assert_contains(r.out, "\"bandwidth_gbps\": 10.88");
	tu_assert_contains(r.out, "\"dir\": \"htod\"");
	tu_gpuperf(&r, "transfer --device gtx970 --bytes 1M --dir dtoh");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "pcie 3.0 x16");
	tu_assert_contains(r.out, "lambda 0.653");

	/* TITAN X testbed (Table 6.2): PCIe 2.0 x4, bw from Table 4.3 */
	tx = device_with_link(0, "{ \"kind\": \"pcie\", \"generation\": 2, \"lanes\": 4, "
				 "\"htod\": { \"startup_us\": 7.3276, \"lambda\": 0.8435 }, "
				 "\"dtoh\": { \"startup_us\": 11.67905, \"lambda\": 0.8421 } }");
	assert_non_null(tx);
	tu_gpuperf(&r, "transfer --device %s --bytes 400000000 --dir dtoh --json", tx);
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"time_s\": 0.237513163");
	tu_assert_contains(r.out, "\"link_bw_gbps\": 2}");

	/* bad inputs */
	tu_gpuperf(&r, "transfer --device gtx970 --bytes -5 --dir htod");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "error: '--bytes' transfer size must be a finite number >= 0, got -5");
	tu_assert_contains(r.err, "hint:");
	tu_gpuperf(&r, "transfer --device gtx970 --bytes 12q --dir htod");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "'12q' is not a size");
	tu_gpuperf(&r, "transfer --device gtx970 --bytes 8 --dir sideways");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown direction 'sideways'");
	tu_gpuperf(&r, "transfer --device gtx970 --bytes 8 --dir htod --host shared");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown host memory kind 'shared'");
	tu_gpuperf(&r, "transfer --device gtx970 --bytes 8");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--device, --bytes and --dir are required");
	/* zero bandwidth in a device file is refused where it is read */
	tx = device_with_link(1, "{ \"kind\": \"pcie\", \"generation\": 3, \"lanes\": 16, "
				 "\"bw_gbps\": 0, \"htod\": { \"startup_us\": 4, \"lambda\": 0.7 }, "
				 "\"dtoh\": { \"startup_us\": 5, \"lambda\": 0.6 } }");
	assert_non_null(tx);
	tu_gpuperf(&r, "transfer --device %s --bytes 8 --dir htod", tx);
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "/link/bw_gbps");
}

static void test_uvm_cli(void **state)
{
	struct tu_run r;
	(void)state;
	/* 64 MB sequential: hand counts as in test_uvm (6 TBNp faults per 2 MB tree) */
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --pattern sequential --prefetcher tbnp --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"faults\": 192,");
	tu_assert_contains(r.out, "\"migrated_bytes\": 67108864,");
	tu_assert_contains(r.out, "\"time_s\": ");
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --prefetcher none --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"faults\": 16384,");
	/* 16384 x (45 us + 4096 B / 3.2219 GB/s) + one 100-cycle walk = 0.758109052 s */
	tu_assert_contains(r.out, "\"time_s\": 0.758109052}");
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --pattern strided:64K --prefetcher seqlocal");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "1024 far faults");
	/* oversubscription on a smaller device memory */
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 16M --passes 2 --device-mem 8M --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"refaults\": 48,");
	tu_assert_contains(r.out, "\"evicted_bytes\": 25165824,");
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --mem-prefetch --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"faults\": 0,");
	/* with a kernel: saxpy2's time from the analytical model overlaps the migrations */
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --arrays 2 --kernel kernels/saxpy2.json "
		       "--block 256 --threads 16777216 --json");
	assert_int_equal(r.status, 0);
	tu_assert_contains(r.out, "\"arrays\": 2,");
	tu_assert_contains(r.out, "\"faults\": 384,");

	/* bad inputs */
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --prefetcher lru");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "unknown prefetcher 'lru'");
	tu_assert_contains(r.err, "hint: use none, random, seqlocal or tbnp");
	tu_gpuperf(&r, "uvm --device gtx970 --bytes -64M");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "managed allocation size must be > 0, got -67108864");
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --pattern strided:-4");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "must be a size > 0");
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --device-mem 1M");
	assert_int_equal(r.status, 1);
	tu_assert_contains(r.err, "below two 2 MB regions");
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --passes 0");
	assert_int_equal(r.status, 2);
	tu_gpuperf(&r, "uvm --device gtx970");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--device and --bytes (or --kernel) are required");
	tu_gpuperf(&r, "uvm --device gtx970 --bytes 64M --kernel kernels/saxpy2.json");
	assert_int_equal(r.status, 2);
	tu_assert_contains(r.err, "--kernel needs --block");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_transfer_cli),
		cmocka_unit_test(test_uvm_cli),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
