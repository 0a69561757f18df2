# mk/phases.mk - barrier phases on the model's critical path (critpath.c) and their test.
TESTS += test_phases
