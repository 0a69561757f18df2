# mk/model.mk - the memory-hierarchy model: per-level traffic, the program's critical path
# on the target device, its tests and its validation against hardware measurements.
LIB_OBJS += hier.o critpath.o backend_analytic.o
TESTS += test_model_mem
VALIDATES += validate_model
TESTS += test_block_repl
$(BUILD)/validate_model $(BUILD)/tests/test_block_repl: tests/hwstream.h
