# mk/emu.mk - the SASS emulator: dynamic counts, divergence and memory profiles from a listing.
LIB_OBJS += emu.o emu_decode.o emu_isa.o emu_mem.o emu_gmem.o emu_link.o emu_cbank.o
CLI_OBJS += extract_emu.o
TESTS += test_emu test_model_real
BENCHES += bench_emu

# Fuzzing the emulator on listings: 'make fuzz-run-fuzz_emu SECONDS=N' (also part of 'make fuzz').
FUZZERS += fuzz_emu
FUZZ_SEEDS_fuzz_emu := kernels/sass ../shared/data/ext/sass ../shared/data/thesis_saxpy2_sm52.sass
