# mk/dram_mix.mk - the DRAM ceiling by read/write mix: the read-only and write-only plateaus
# of the device files and the bus turnaround derived from the triad figure (drammix.h).
LIB_OBJS += drammix.o
TESTS += test_dram_mix
$(BUILD)/tests/test_dram_mix: tests/hwstream.h
