# mk/tests.mk - the test programs: every tests/test_X.c is build/tests/test_X (cmocka), run by
# 'make check' (check-unit) except those listed in SLOW_TESTS, which 'make check-slow' runs.
SLOW_TESTS := test_engine_slow
TESTS += $(filter-out $(SLOW_TESTS),$(patsubst tests/%.c,%,$(sort $(wildcard tests/test_*.c))))

# Code only the tests and validate programs use, kept out of the library: the engine's
# gpu-benches programs (tests/enginebench.c).
TEST_SUPPORT_O := $(BUILD)/tests/enginebench.o
$(BUILD)/tests/enginebench.o: tests/enginebench.c | $(BUILD)/tests
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(DEPFLAGS) $(ALL_INC) -Itests -c -o $@ $<

$(BUILD)/tests/%: tests/%.c $(TEST_SUPPORT_O) $(LIB) | $(BUILD)/tests
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(DEPFLAGS) $(ALL_INC) -Itests -o $@ $< $(TEST_SUPPORT_O) $(LIB) $(LDLIBS) \
		-lcmocka $(LDFLAGS)

# test_optable checks the commands' own tables against the parser and the binary's help,
# test_engine_opts the engine's option group and the field -> option map: they link the
# command objects (all but main.o) besides the library.
$(BUILD)/tests/test_optable $(BUILD)/tests/test_engine_opts: $(BUILD)/tests/%: tests/%.c $(BIN) | $(BUILD)/tests
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(DEPFLAGS) $(ALL_INC) -Itests -o $@ $< $(filter-out $(BUILD)/main.o,$(CLI_O)) \
		$(LIB) $(LDLIBS) -lcmocka $(LDFLAGS)

# check-unit: each program runs as soon as it is built, JOBS at a time (tests/run.sh --one
# writes its result under $(RUN_DIR)); the summary then prints the failures, the skipped
# claims and one closing "N passed, N failed, N skipped" line. The longest programs start
# first (TESTS_FIRST, by CPU seconds measured on the normal build) so the last ones do not
# run alone: cliffs 48, engine_atomics 26, optable 15, engine_bench 14, agree, accelsim and
# accelwattch, the engine's real, sustained and MIO tests 6, 4 and 3.
TESTS_FIRST := test_model_cache_cliffs test_engine_atomics test_optable test_engine_gpubenches test_engine_model_agree test_engine_accelsim \
               test_model_accelwattch test_engine_real test_engine_sustained test_engine_mio
RUN_DIR     := $(BUILD)/tests/run
RUN_ORDER    = $(filter $(TESTS),$(TESTS_FIRST)) $(filter-out $(TESTS_FIRST),$(TESTS))
TEST_ENV     = GPUPERF_BIN=$(BIN) GPUPERF_SHARED_DATA=$(SHARED_DATA)

# tests/layers.sh (no call from a lower layer into a higher one; test_layer_calls tests it)
# prints its arrows and allow-list before the summary; tests/libtext.sh (no command-line
# spelling in the library's string literals) its findings.
check-unit: $(addprefix $(RUN_DIR)/,$(addsuffix .res,$(RUN_ORDER)))
	$(Q)sh tests/layers.sh $(BUILD); layers=$$?; sh tests/libtext.sh; libtext=$$?; \
		sh tests/run.sh --summary $(RUN_DIR) $(TEST_BIN) && [ $$layers -eq 0 ] && \
		[ $$libtext -eq 0 ]

$(RUN_DIR)/%.res: $(BUILD)/tests/% $(BIN) FORCE | $(RUN_DIR)
	$(Q)$(TEST_ENV) sh tests/run.sh --one $< $(RUN_DIR)
$(RUN_DIR):
	$(Q)mkdir -p $@
.PHONY: FORCE
FORCE:

# The MPI sweep comparison runs in check-unit wherever mpicc is (mk/cli.mk).
ifneq ($(CHECK_MPI),)
$(RUN_DIR)/test_sweep_mpi.res: $(MPI_BIN)
$(RUN_DIR)/test_sweep_mpi.res: TEST_ENV += GPUPERF_MPI_BIN=$(MPI_BIN)
endif

# Slow engine tests (full-size launches, sweeps) and larger managed runs: minutes, so not
# part of 'make check'.
.PHONY: check-slow
check-slow:: $(BIN) $(BUILD)/tests/test_engine_slow
	$(Q)$(TEST_ENV) sh tests/run.sh $(BUILD)/tests/test_engine_slow
check-slow:: $(BIN) $(BUILD)/tests/test_engine_uvm
	$(Q)$(TEST_ENV) GPUPERF_SLOW=1 sh tests/run.sh $(BUILD)/tests/test_engine_uvm

# tests/occ_oracle.cpp runs NVIDIA's cuda_occupancy.h over every devices/*.json; it is built
# only where that header exists. It regenerates the committed subset tests/data/occ_oracle.txt
# and a larger table $(BUILD)/occ_oracle_full.txt that test_occupancy also compares against
# when present. Nothing else needs CUDA.
CUDA_OCC_H ?= /usr/local/cuda/include/cuda_occupancy.h
CXX_ORACLE ?= g++

ifneq ($(wildcard $(CUDA_OCC_H)),)
$(BUILD)/occ_oracle: tests/occ_oracle.cpp $(LIB) | $(BUILD)
	@$(if $(Q),echo "  CXX     $@")
	$(Q)$(CXX_ORACLE) -std=c++11 -O2 -Wall -Wextra -Werror $(SANFLAGS) $(DEPFLAGS) -Iinclude \
		-I$(dir $(CUDA_OCC_H)) -o $@ $< $(LIB) $(LDLIBS) $(LDFLAGS)

$(BUILD)/occ_oracle_full.txt: $(BUILD)/occ_oracle $(wildcard devices/*.json)
	@$(if $(Q),echo "  ORACLE  $@")
	$(Q)$(BUILD)/occ_oracle --full $@ $(sort $(wildcard devices/*.json))

tests/data/occ_oracle.txt: $(BUILD)/occ_oracle $(wildcard devices/*.json)
	@$(if $(Q),echo "  ORACLE  $@")
	$(Q)$(BUILD)/occ_oracle --subset $@ $(sort $(wildcard devices/*.json))

$(RUN_DIR)/test_occupancy.res: $(BUILD)/occ_oracle_full.txt tests/data/occ_oracle.txt
endif
