# mk/chase.mk - the engine on gpu-benches' microbenchmarks (pointer chase, STREAM triad)
# against the measured tables: validate_engine_bench and test_engine_bench.
LIB_OBJS += engine_bench.o
VALIDATES += validate_engine_bench
TESTS += test_engine_bench
