# mk/pat.mk - address patterns of emulated launches: per-dimension pattern coefficients and the
# emulator's exact affine fit of each global access's element index.
LIB_OBJS += emu_fit.o
TESTS += test_pat
