# mk/emu.mk - the SASS emulator: dynamic counts, divergence and memory profiles from a listing.
LIB_OBJS += emu.o emu_decode.o emu_isa.o emu_mem.o
CLI_OBJS += extract_emu.o
TESTS += test_emu
BENCHES += bench_emu
