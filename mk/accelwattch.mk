# mk/accelwattch.mk - the AccelWattch QV100 kernels of make validate (tests/data/accelwattch):
# the launch table and pinned predictions of three emulated launches. validate_model and the
# test share tests/awcase.h.
TESTS += test_accelwattch
$(BUILD)/tests/test_accelwattch $(BUILD)/validate_model: tests/awcase.h
