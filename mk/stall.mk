# mk/stall.mk - the control codes' stall counts of sm_70+ listings (sass.c, critpath.c, engine_sm.c).
TESTS += test_stall
