# gpuperf - predicts CUDA kernel and application time on GPUs you may not own.
#
# Targets:
#   make            build libgpuperf.a and the gpuperf binary
#   make demo       install missing packages, build, run an estimate on bundled inputs
#   make check      build and run every test, then again under ASan+UBSan
#   make bench      benchmarks (estimates/s, engine warp instructions/s, sweep rows/s)
#   make validate   predicted against measured for every hardware measurement we can build
#                   a kernel for (per case, the mean error, plots under build/validate/)
#   make fuzz       fuzz every parser for SECONDS each (libFuzzer, clang)
#   make valgrind   the unit suite under valgrind memcheck
#   make deps       apt-get install what is missing (as root)
# Knobs:
#   V=1       show compiler command lines
#   DEBUG=1   -O0 -g
#   SAN=1     build with AddressSanitizer + UndefinedBehaviorSanitizer (into build-san/)
#   MPI=1     build with Open MPI for distributed sweeps (mpicc)
#   PREFIX    install prefix (/usr/local)
#   SECONDS   seconds per fuzz harness (30)

.DEFAULT_GOAL := all
PREFIX  ?= /usr/local
SECONDS ?= 30
CC      ?= cc
PKGS    := gsl libcjson

ifeq ($(SAN),1)
BUILD   := build-san
SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
else
BUILD   := build
SANFLAGS :=
endif

ifeq ($(MPI),1)
CC      := mpicc
BUILD   := $(BUILD)-mpi
MPIFLAGS := -DGP_HAVE_MPI=1
endif

ifeq ($(DEBUG),1)
OPT     := -O0 -g
else
OPT     := -O2 -g
endif

PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs $(PKGS) 2>/dev/null)
# The sources live in one folder per area (docs/ARCHITECTURE.md). A library object sees the
# public headers, core's private helpers and its own area's private headers, nothing above
# it: the layering is enforced by the include path. Tests, benchmarks and fuzzers see all.
SRC_AREAS := core model ingest engine app cli
vpath %.c $(addprefix src/,$(SRC_AREAS))
SRC_H   := $(wildcard include/gpuperf/*.h src/*/*.h)
CFLAGS  := -DGP_DATADIR=\"$(PREFIX)/share/gpuperf\" -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror $(OPT) $(SANFLAGS) \
           $(MPIFLAGS) -fopenmp -Iinclude -Isrc/core $(PKG_CFLAGS)
ALL_INC := $(addprefix -Isrc/,$(SRC_AREAS))
LDLIBS  := $(PKG_LIBS) -lcsv -lm -fopenmp
LDFLAGS := $(SANFLAGS)

ifeq ($(V),1)
Q :=
else
Q := @
endif

# The library: one object per module.
LIB_OBJS := \
	diag.o util.o ring.o jsonutil.o expr.o iclass.o device.o occupancy.o \
	kernel.o program.o coalesce.o memprofile.o estimate.o backend.o

# The command-line tool: main.c's table plus one cmd_<name>.c per subcommand.
CLI_OBJS := \
	main.o cli.o cmd_devices.o cmd_occupancy.o cmd_estimate.o

# Unit and CLI tests (cmocka), one program per module.
TESTS := \
	test_expr test_device test_estimate test_cli test_badinput test_limits test_memprofile

# Each further area (extract, engine, transfer/uvm, app/sweep, interop, ...) lists
# its objects, commands, tests and benchmarks in mk/<area>.mk:
#   LIB_OBJS += ...   CLI_OBJS += ...   TESTS += ...   BENCHES += ...
BENCHES := bench_estimate
# Accuracy programs (validate/validate_<name>.c): each prints its cases and its mean error
# against measurements, and exits non-zero only when it cannot run; areas append to the list.
VALIDATES :=

LIB      := $(BUILD)/libgpuperf.a
BIN      := $(BUILD)/gpuperf
# deferred: the area files below append to the lists
LIB_O     = $(addprefix $(BUILD)/,$(LIB_OBJS))
CLI_O     = $(addprefix $(BUILD)/,$(CLI_OBJS))
TEST_BIN  = $(addprefix $(BUILD)/tests/,$(TESTS))

include $(sort $(wildcard mk/*.mk))

.PHONY: all demo check check-unit check-san bench validate fuzz valgrind deps clean install

all: $(BIN) gpuperf

# ./gpuperf at the top is a link to the normal build.
gpuperf: $(BUILD)/gpuperf
	$(Q)ln -sf $(BUILD)/gpuperf gpuperf

$(BUILD)/%.o: %.c $(SRC_H) | $(BUILD)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) -I$(<D) -c -o $@ $<

$(LIB): $(LIB_O)
	@$(if $(Q),echo "  AR      $@")
	$(Q)rm -f $@ && ar rcs $@ $^

$(BIN): $(CLI_O) $(LIB)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(LDFLAGS) -o $@ $(CLI_O) $(LIB) $(LDLIBS)

$(BUILD)/tests/%: tests/%.c tests/testutil.h $(LIB) | $(BUILD)/tests
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(ALL_INC) -Itests -o $@ $< $(LIB) $(LDLIBS) -lcmocka $(LDFLAGS)

$(BUILD) $(BUILD)/tests:
	$(Q)mkdir -p $@

deps:
	$(Q)sh tests/deps.sh

demo: deps
	$(Q)$(MAKE) --no-print-directory all
	./gpuperf devices
	./gpuperf occupancy --device gtx970 --block 256 --regs 8 --smem 0
	./gpuperf estimate --device gtx970 --kernel kernels/saxpy2.json --block 256 \
		--threads 400000000 --param a=128 --lambda 0.703787
	./gpuperf estimate --device h100-sxm --kernel kernels/saxpy2.json --block 256 \
		--threads 400000000 --param a=128

# check: deps, the normal build's tests, then the same suite under ASan+UBSan.
check: deps
	$(Q)$(MAKE) --no-print-directory check-unit
	$(Q)$(MAKE) --no-print-directory check-unit SAN=1

check-unit: $(BIN) $(TEST_BIN)
	$(Q)GPUPERF_BIN=$(BIN) sh tests/run.sh $(TEST_BIN)

bench: $(BIN) $(addprefix $(BUILD)/,$(BENCHES))
	$(Q)for b in $(BENCHES); do $(BUILD)/$$b || exit 1; done

$(BUILD)/bench_%: bench/bench_%.c $(LIB) | $(BUILD)
	$(Q)$(CC) $(CFLAGS) $(ALL_INC) -o $@ $< $(LIB) $(LDLIBS)

validate: $(BIN) $(addprefix $(BUILD)/,$(VALIDATES))
	$(Q)mkdir -p $(BUILD)/validate
	$(Q)for v in $(VALIDATES); do GPUPERF_BIN=$(BIN) GPUPERF_VALIDATE_OUT=$(BUILD)/validate \
		$(BUILD)/$$v || exit 1; done

$(BUILD)/validate_%: validate/validate_%.c $(LIB) | $(BUILD)
	$(Q)$(CC) $(CFLAGS) $(ALL_INC) -Itests -o $@ $< $(LIB) $(LDLIBS)

valgrind: $(BIN) $(TEST_BIN)
	$(Q)GPUPERF_BIN="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite $(BIN)" \
		GPUPERF_VALGRIND=1 sh tests/run.sh $(TEST_BIN)

# install: the binary under bin/, the data under share/gpuperf/ (found from the binary's
# location at run time, so a copied tree still works; README "Where gpuperf finds files").
SHARE = $(PREFIX)/share/gpuperf
install: $(BIN)
	install -d $(PREFIX)/bin $(SHARE)/devices/systems $(SHARE)/kernels $(SHARE)/models
	install -m 755 $(BIN) $(PREFIX)/bin/gpuperf
	install -m 644 devices/*.json devices/README.md $(SHARE)/devices
	install -m 644 devices/systems/*.json $(SHARE)/devices/systems
	install -m 644 kernels/*.json kernels/README.md $(SHARE)/kernels
	install -m 644 models/*.json models/README.md $(SHARE)/models

clean:
	rm -rf build build-san build-mpi build-san-mpi build-fuzz gpuperf

# ---- Fuzzing (libFuzzer via clang; make fuzz SECONDS=N) ----
# Each harness is fuzz/<name>.c defining LLVMFuzzerTestOneInput; areas append to FUZZERS
# and set FUZZ_SEEDS_<name> (directories or files copied into the corpus first).
FUZZ_BUILD  := build-fuzz
FUZZ_CC     := clang
FUZZ_CFLAGS := -DGP_DATADIR=\"$(PREFIX)/share/gpuperf\" -std=c11 -D_POSIX_C_SOURCE=200809L \
               -g -O1 -fno-omit-frame-pointer -fopenmp -fsanitize=fuzzer-no-link,address,undefined \
               -Iinclude $(addprefix -Isrc/,$(SRC_AREAS)) $(PKG_CFLAGS)
FUZZERS += fuzz_device fuzz_kernel fuzz_expr fuzz_app fuzz_csv
FUZZ_SEEDS_fuzz_device := devices
FUZZ_SEEDS_fuzz_kernel := kernels
FUZZ_SEEDS_fuzz_expr   := fuzz/seeds/expr
FUZZ_SEEDS_fuzz_app    := models
FUZZ_SEEDS_fuzz_csv    := data tests/data

$(FUZZ_BUILD)/%.o: %.c $(SRC_H) | $(FUZZ_BUILD)
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $@ $<
$(FUZZ_BUILD)/libgpuperf.a: $(addprefix $(FUZZ_BUILD)/,$(LIB_OBJS))
	$(Q)rm -f $@ && ar rcs $@ $^
$(FUZZ_BUILD)/%: fuzz/%.c $(FUZZ_BUILD)/libgpuperf.a
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_BUILD)/libgpuperf.a \
		$(PKG_LIBS) -lcsv -lm
$(FUZZ_BUILD):
	$(Q)mkdir -p $@

.PHONY: fuzz fuzz-all
.SECONDARY:
fuzz:: fuzz-all
fuzz-all: $(addprefix fuzz-run-,$(FUZZERS))
fuzz-run-%: $(FUZZ_BUILD)/%
	$(Q)mkdir -p $(FUZZ_BUILD)/corpus/$*
	$(Q)sh fuzz/seed.sh $(FUZZ_BUILD)/corpus/$* $(FUZZ_SEEDS_$*)
	@echo "fuzz: $* for $(SECONDS) s"
	$(Q)$(FUZZ_BUILD)/$* -max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=65536 -artifact_prefix=$(FUZZ_BUILD)/$*- \
		$(FUZZ_BUILD)/corpus/$* >$(FUZZ_BUILD)/$*.log 2>&1 \
		|| { tail -40 $(FUZZ_BUILD)/$*.log; echo "fuzz: $* FAILED (log: $(FUZZ_BUILD)/$*.log)"; exit 1; }
	$(Q)grep -E 'Done [0-9]+ runs' $(FUZZ_BUILD)/$*.log | sed 's/^/fuzz: $*: /'
