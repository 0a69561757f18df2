# mk/caveat.mk - where an estimate falls in a regime make validate measured the model off.
LIB_OBJS += caveat.o
TESTS += test_caveat
