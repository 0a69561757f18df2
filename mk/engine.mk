# mk/engine.mk - the cycle-level reference engine: 'gpuperf simulate', its tests and benchmark.
LIB_OBJS += engine.o engine_sm.o engine_mem.o engine_dram.o
CLI_OBJS += cmd_simulate.o
TESTS += test_engine
BENCHES += bench_engine

# Slow engine tests (full-size launches, sweeps): minutes, so not part of 'make check'.
.PHONY: check-slow
check-slow:: $(BUILD)/gpuperf $(BUILD)/tests/test_engine_slow
	$(Q)GPUPERF_BIN=$(BUILD)/gpuperf sh tests/run.sh $(BUILD)/tests/test_engine_slow
