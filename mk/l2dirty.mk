# mk/l2dirty.mk - the dirty bytes an L2 keeps at a kernel's end (memory.l2_dirty_bytes, hier.c):
# the V100 figure from the QV100 table's held-out kernels, hand profiles, the AccelWattch writes.
TESTS += test_l2dirty
$(BUILD)/tests/test_l2dirty: tests/awcase.h
