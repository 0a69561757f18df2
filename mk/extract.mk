# mk/extract.mk - SASS / ptxas / PTX ingestion: 'gpuperf extract' (thesis 5.2 automated).
LIB_OBJS += sass.o opcodes.o cfg.o ptxas.o ptx.o demangle.o extract.o
CLI_OBJS += cmd_extract.o extract_one.o
TESTS += test_extract
TESTS += test_sass test_opcodes test_cfg test_ptxas test_ptx test_demangle test_extract_cli

# Fuzzing the SASS and ptxas readers: 'make fuzz-extract SECONDS=N' (also part of 'make fuzz').
FUZZ_SEEDS_fuzz_sass := ../shared/data/thesis_saxpy2_sm52.sass ../shared/data/ext/sass kernels/ptx
FUZZ_SEEDS_fuzz_ptxas := ../shared/data/ext/ptxas kernels/ptxas kernels/ptx tests/data
# (rules here come before 'all' in the Makefile: keep 'all' the default goal)
.DEFAULT_GOAL := all
.PHONY: fuzz-extract
fuzz-extract: fuzz-run-fuzz_sass fuzz-run-fuzz_ptxas
fuzz:: fuzz-extract
