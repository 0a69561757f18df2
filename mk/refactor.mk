# mk/refactor.mk - the library's one growth step (util.c) and the layering checks.
TESTS += test_grow
CLI_OBJS += cliprint.o
