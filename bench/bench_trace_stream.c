/* bench_trace_stream.c - the engine on large NVBit traces streamed from disk: time and peak
 * memory for the GTX 1080 vectorAdd trace scaled to 2000 blocks, and for a 1 GB trace
 * (plain and gzip). The traces are generated into /tmp and removed afterwards. */
/* wait4() for the child's own peak memory */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

/* The GTX 1080 vectorAdd trace's warp (../shared/data/ext/traces/microgpusim_vectoradd-100-32-trace,
 * warp 0): a full warp's 23 instructions; the three addresses are a[i], b[i], c[i]. */
static const char *const warp_text[] = {
	"0008 ffffffff 1 R1 MOV 0 0 \n", "0010 ffffffff 1 R0 S2R 0 0 \n",
	"0018 ffffffff 1 R2 S2R 0 0 \n", "0028 ffffffff 1 R3 XMAD.MRG 2 R0 R255 0 \n",
	"0030 ffffffff 1 R2 XMAD 2 R0 R2 0 \n", "0038 ffffffff 1 R0 XMAD.PSL.CBCC 3 R0 R3 R2 0 \n",
	"0048 ffffffff 0 ISETP.GE.AND 1 R0 0 \n", "0050 ffffffff 0 NOP 0 0 \n",
	"0058 00000000 0 EXIT 0 0 \n", "0068 ffffffff 1 R6 SHL 1 R0 0 \n",
	"0070 ffffffff 1 R0 SHR 1 R0 0 \n", "0078 ffffffff 1 R4 IADD 1 R6 0 \n",
	"0088 ffffffff 1 R5 IADD.X 1 R0 0 \n", "0090 ffffffff 1 R2 IADD 1 R6 0 \n",
	"0098 ffffffff 1 R4 LDG.E.CG 1 R4 4 1 0x%llx 4 \n", "00a8 ffffffff 1 R3 IADD.X 1 R0 0 \n",
	"00b0 ffffffff 1 R2 LDG.E.CG 1 R2 4 1 0x%llx 4 \n", "00b8 ffffffff 1 R6 IADD 1 R6 0 \n",
	"00c8 ffffffff 1 R7 IADD.X 1 R0 0 \n", "00d0 ffffffff 1 R0 FADD 2 R2 R4 0 \n",
	"00d8 ffffffff 0 STG.E 2 R6 R0 4 1 0x%llx 4 \n", "00e8 ffffffff 0 NOP 0 0 \n",
	"00f0 ffffffff 0 EXIT 0 0 \n",
};

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* vectorAdd over blocks x 1024 threads, every thread active; arrays back to back from
 * the traced a's address as cudaMalloc places them. gz: write gzip. Returns bytes. */
static long long gen(const char *path, long long blocks, int gz)
{
	const unsigned long long a = 0x7f2b2d500000ULL, n = (unsigned long long)blocks * 1024;
	const unsigned long long b = a + n * 4, c = b + n * 4;
	FILE *f = gz ? NULL : fopen(path, "w");
	gzFile z = gz ? gzopen(path, "wb1") : NULL;
	char line[256], *buf = malloc(1 << 20);
	size_t len = 0;
	long long total = 0;
	if ((!f && !z) || !buf) {
		free(buf);
		return -1;
	}
#define PUT(...)                                                                      \
	do {                                                                          \
		int k_ = snprintf(line, sizeof(line), __VA_ARGS__);                   \
		if (len + (size_t)k_ > (1 << 20)) {                                   \
			if (gz)                                                       \
				gzwrite(z, buf, (unsigned)len);                       \
			else                                                          \
				fwrite(buf, 1, len, f);                               \
			total += (long long)len;                                      \
			len = 0;                                                      \
		}                                                                     \
		memcpy(buf + len, line, (size_t)k_);                                  \
		len += (size_t)k_;                                                    \
	} while (0)
	PUT("-kernel name = _Z6vecAddIfEvPT_S1_S1_i\n-kernel id = 1\n");
	PUT("-grid dim = (%lld,1,1)\n-block dim = (1024,1,1)\n-shmem = 0\n-nregs = 8\n", blocks);
	PUT("-binary version = 61\n-cuda stream id = 0\n-accelsim tracer version = 4\n");
	PUT("-enable lineinfo = 0\n\n");
	for (long long blk = 0; blk < blocks; blk++) {
		PUT("#BEGIN_TB\n\nthread block = %lld,0,0\n\n", blk);
		for (int w = 0; w < 32; w++) {
			unsigned long long off = ((unsigned long long)blk * 1024 + (unsigned)w * 32) * 4;
			PUT("warp = %d\ninsts = 23\n", w);
			for (int i = 0; i < 23; i++) {
				if (i == 14)
					PUT(warp_text[i], a + off);
				else if (i == 16)
					PUT(warp_text[i], b + off);
				else if (i == 20)
					PUT(warp_text[i], c + off);
				else
					PUT("%s", warp_text[i]);
			}
			PUT("\n");
		}
		PUT("#END_TB\n\n");
	}
	if (gz)
		gzwrite(z, buf, (unsigned)len);
	else
		fwrite(buf, 1, len, f);
	total += (long long)len;
	free(buf);
	if (gz)
		gzclose(z);
	else
		fclose(f);
#undef PUT
	return total;
}

/* Run build/gpuperf simulate on the trace: wall time and the child's peak RSS. */
static int simulate(const char *bin, const char *trace, const char *extra, double *secs,
		    long *rss_kb, unsigned long long *cycles)
{
	char cmd[1024], out[] = "/tmp/bench_trace_stream_out.XXXXXX";
	struct rusage ru;
	int status, fd = mkstemp(out);
	double t0 = now_s();
	pid_t pid;
	FILE *f;
	if (fd < 0)
		return -1;
	snprintf(cmd, sizeof(cmd), "exec %s simulate --device gtx1080 --trace %s --json %s >%s",
		 bin, trace, extra, out);
	pid = fork();
	if (pid == 0) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &status, 0, &ru) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		close(fd);
		unlink(out);
		return -1;
	}
	*secs = now_s() - t0;
	*rss_kb = ru.ru_maxrss;
	*cycles = 0;
	if ((f = fdopen(fd, "r"))) {
		char buf[4096];
		size_t n = fread(buf, 1, sizeof(buf) - 1, f);
		char *p;
		buf[n] = '\0';
		if ((p = strstr(buf, "\"cycles\": ")))
			*cycles = strtoull(p + 10, NULL, 10);
		fclose(f);
	} else {
		close(fd);
	}
	unlink(out);
	return 0;
}

int main(int argc, char **argv)
{
	const char *bin = argc > 1 ? argv[1] : "build/gpuperf";
	/* about 1 GB of trace text: ~830 bytes per warp, 32 warps per block */
	long long big_blocks = argc > 2 ? atoll(argv[2]) : 38000;
	struct { const char *what, *path, *extra; long long blocks; int gz; } cases[] = {
		{ "vectorAdd 2000 blocks", "/tmp/bench_vecadd2000.traceg", "", 2000, 0 },
		{ "vectorAdd 2000 blocks, gzip", "/tmp/bench_vecadd2000.traceg.gz", "", 2000, 1 },
		{ "1 GB trace", "/tmp/bench_1gb.traceg", "", big_blocks, 0 },
		{ "1 GB trace, --sample", "/tmp/bench_1gb.traceg", "--sample", big_blocks, 0 },
		{ "1 GB trace, gzip", "/tmp/bench_1gb.traceg.gz", "", big_blocks, 1 },
	};
	long long bytes = 0;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		double secs;
		long rss;
		unsigned long long cycles;
		if (i == 0 || strcmp(cases[i].path, cases[i - 1].path) != 0) {
			double t0 = now_s();
			if ((bytes = gen(cases[i].path, cases[i].blocks, cases[i].gz)) < 0) {
				fprintf(stderr, "bench_trace_stream: cannot write %s\n", cases[i].path);
				return 1;
			}
			printf("bench_trace_stream: wrote %s (%.1f MB of text, %lld blocks) in %.1f s\n",
			       cases[i].path, bytes / 1e6, cases[i].blocks, now_s() - t0);
		}
		if (simulate(bin, cases[i].path, cases[i].extra, &secs, &rss, &cycles) < 0) {
			fprintf(stderr, "bench_trace_stream: simulate failed on %s\n", cases[i].path);
			return 1;
		}
		printf("bench_trace_stream: %-28s GTX 1080: %llu cycles, %.2f s, peak RSS %.1f MB "
		       "(%.1f MB/s of trace text)\n", cases[i].what, cycles, secs, rss / 1024.0,
		       bytes / 1e6 / secs);
		if (i + 1 == sizeof(cases) / sizeof(cases[0]) ||
		    strcmp(cases[i].path, cases[i + 1].path) != 0)
			unlink(cases[i].path);
	}
	return 0;
}
