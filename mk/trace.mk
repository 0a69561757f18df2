# mk/trace.mk - the engine driven by NVBit traces: 'gpuperf simulate --trace', its tests.
LIB_OBJS += engine_trace.o
CLI_OBJS += simulate_trace.o
TESTS += test_engine_trace test_engine_div

# The trace fuzzer drives the engine too, which runs its SMs with OpenMP.
build-fuzz/fuzz_traceg: FUZZ_CFLAGS += -fopenmp
