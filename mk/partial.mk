# mk/partial.mk - partial-sector stores (estimate.c GP_BOUND_PARTIAL): the naive and padded-tile
# transposes measured on an A100 PCIe and an RTX 2080 Ti (tests/data/transpose_gpus), make
# validate's transpose-gpus group and test_partial_writes, sharing tests/tgcase.h.
TESTS += test_partial_writes
$(BUILD)/tests/test_partial_writes $(BUILD)/validate_model: tests/tgcase.h tests/awcase.h
