# mk/transpose.mk - gpu-matrix-transpose's twenty kernels measured on an H100 SXM
# (tests/data/transpose_h100): make validate's transpose group and the hand-checked traffic
# and pinned predictions of test_transpose_h100. Both share tests/trcase.h.
TESTS += test_transpose_h100
$(BUILD)/tests/test_transpose_h100 $(BUILD)/validate_model: tests/trcase.h tests/awcase.h
