# mk/gmmu.mk - Unified Memory in the engine: the GMMU stage of 'gpuperf simulate --managed'.
LIB_OBJS += engine_gmmu.o
TESTS += test_engine_uvm

# Larger managed runs (tens of MB per array, oversubscription): not part of 'make check'.
check-slow:: $(BUILD)/gpuperf $(BUILD)/tests/test_engine_uvm
	$(Q)GPUPERF_BIN=$(BUILD)/gpuperf GPUPERF_SLOW=1 sh tests/run.sh $(BUILD)/tests/test_engine_uvm
BENCHES += bench_gmmu
