# mk/engine_real.mk - the engine on real kernels and real trace sizes: the address map of the
# memory system, bounded runs, scheduler corner cases, streamed (compressed) traces.
TESTS += test_engine_real
LIB_OBJS += engine_addr.o
LIB_OBJS += trace_stream.o
# Compressed traces: zlib (gzip) and liblzma (xz), through pkg-config.
STREAM_PKGS := zlib liblzma
PKG_LIBS += $(shell pkg-config --libs $(STREAM_PKGS) 2>/dev/null)
LDLIBS += $(shell pkg-config --libs $(STREAM_PKGS) 2>/dev/null)
BENCHES += bench_trace_stream
# Fuzzing every engine option (schedulers, jobs, sampling, managed memory, streamed traces):
# 'make fuzz-engine SECONDS=N' (also part of 'make fuzz').
FUZZERS += fuzz_engine
FUZZ_SEEDS_fuzz_engine := fuzz/seeds/engine
.PHONY: fuzz-engine
fuzz-engine: fuzz-run-fuzz_engine
fuzz:: fuzz-engine
