# mk/agree.mk - the hierarchy model against the cycle-level engine on the same emulated
# launches of real kernels (validate_engine) and the agreement it reaches (test_agree).
VALIDATES += validate_engine
TESTS += test_agree
