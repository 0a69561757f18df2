# gpuperf - predicts CUDA kernel and application time on GPUs you may not own.
#
# Targets:
#   make            build libgpuperf.a and the gpuperf binary
#   make demo       install missing packages, build, run an estimate on bundled inputs
#   make check      install missing packages, build once, run every test (in parallel)
#   make check-san  the same suite built with ASan+UBSan (gcc, into build-san/)
#   make check-ubsan-clang  the suite built with clang's UBSan incl. float-cast-overflow
#   make bench      benchmarks (estimates/s, engine warp instructions/s, sweep rows/s)
#   make validate   predicted against measured for every hardware measurement we can build
#                   a kernel for (per case, the mean error, plots under build/validate/)
#   make validation-doc  docs/VALIDATION.md from make validate's output (validate/report.sh)
#   make fuzz       fuzz every parser for SECONDS each (libFuzzer, clang)
#   make valgrind   the unit suite under valgrind memcheck
#   make deps       apt-get install what is missing (as root)
# Knobs:
#   V=1       show compiler command lines
#   DEBUG=1   -O0 -g
#   SAN=1     build with AddressSanitizer + UndefinedBehaviorSanitizer (into build-san/)
#   MPI=1     build with Open MPI for distributed sweeps (mpicc)
#   JOBS      parallel jobs of make check and its sanitizer passes (the number of cores)
#   PREFIX    install prefix (/usr/local)
#   SECONDS   seconds per fuzz harness (30)
#   SHARED_DATA  the shared measurements and listings ($GPUPERF_SHARED_DATA, else ../shared/data)
#
# The build follows the folders: mk/<area>.mk for each source folder under src/ (its objects
# are the folder's .c files), mk/tests.mk, mk/bench.mk, mk/validate.mk and mk/fuzz.mk for the
# programs (every tests/test_*.c, bench/bench_*.c, validate/validate_*.c, fuzz/fuzz_*.c).
# A new source file or program needs no mk edit; header dependencies come from the compiler.

.DEFAULT_GOAL := all
PREFIX  ?= /usr/local
SECONDS ?= 30
CC      ?= cc
PKGS    := gsl libcjson
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)
# Where the tests, fuzz seeds and reports find ../shared/data; one place for every reader.
SHARED_DATA ?= $(or $(GPUPERF_SHARED_DATA),../shared/data)

ifeq ($(SAN),1)
BUILD   := build-san
SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
else ifeq ($(SAN),clang)
# clang's UBSan with float-cast-overflow (not in GCC's set), into build-ubsan-clang/
CC      := clang
BUILD   := build-ubsan-clang
SANFLAGS := -fsanitize=undefined,float-cast-overflow -fno-sanitize-recover=all -fno-omit-frame-pointer
# clang's -Wall warns where gcc does not, none of it undefined behaviour: a variable set and
# never read (src/model/memhier.c f_blk), a value left unset on a path that skip() leaves by
# longjmp (tests/test_model_cache_tables.c), an empty format on purpose (tests/test_sass_stall.c)
CLANG_WNO := -Wno-unused-but-set-variable -Wno-sometimes-uninitialized -Wno-format-zero-length
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
CFLAGS  := -DGP_DATADIR=\"$(PREFIX)/share/gpuperf\" -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror $(OPT) $(SANFLAGS) \
           $(MPIFLAGS) $(CLANG_WNO) -fopenmp -Iinclude -Isrc/core $(PKG_CFLAGS)
ALL_INC := $(addprefix -Isrc/,$(SRC_AREAS))
LDLIBS  := $(PKG_LIBS) -lcsv -lm -fopenmp
LDFLAGS := $(SANFLAGS)
# Compiler-computed header dependencies: each object or program writes its .d beside it.
DEPFLAGS = -MMD -MP -MF $@.d -MT $@

ifeq ($(V),1)
Q :=
else
Q := @
endif

# The objects of source folder src/AREA: one per .c file (foo.c -> foo.o).
area_objs = $(patsubst src/$1/%.c,%.o,$(sort $(wildcard src/$1/*.c)))

# The lists the mk files fill: library objects (every area but cli), the command-line
# tool's objects (cli), test programs, benchmarks, accuracy programs, fuzzers.
LIB_OBJS  :=
CLI_OBJS  :=
TESTS     :=
BENCHES   :=
VALIDATES :=
FUZZERS   :=

LIB      := $(BUILD)/libgpuperf.a
BIN      := $(BUILD)/gpuperf
# deferred: the mk files below append to the lists
LIB_O     = $(addprefix $(BUILD)/,$(LIB_OBJS))
CLI_O     = $(addprefix $(BUILD)/,$(CLI_OBJS))
TEST_BIN  = $(addprefix $(BUILD)/tests/,$(TESTS))

include $(addprefix mk/,$(addsuffix .mk,$(SRC_AREAS)) tests.mk bench.mk validate.mk fuzz.mk)

.PHONY: all demo check check-unit check-san check-ubsan-clang bench validate valgrind deps clean install

all: $(BIN) gpuperf

# ./gpuperf at the top is a link to the normal build.
gpuperf: $(BUILD)/gpuperf
	$(Q)ln -sf $(BUILD)/gpuperf gpuperf

$(BUILD)/%.o: %.c | $(BUILD)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(DEPFLAGS) -I$(<D) -c -o $@ $<

$(LIB): $(LIB_O)
	@$(if $(Q),echo "  AR      $@")
	$(Q)rm -f $@ && ar rcs $@ $^

$(BIN): $(CLI_O) $(LIB)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(LDFLAGS) -o $@ $(CLI_O) $(LIB) $(LDLIBS)

$(BUILD) $(BUILD)/tests:
	$(Q)mkdir -p $@

-include $(wildcard $(BUILD)/*.d $(BUILD)/tests/*.d $(BUILD)/mpi/*.d)

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

# check: deps, then one build and the whole suite, JOBS programs at a time (a -j given to
# make is kept). check-san and check-ubsan-clang run the same suite on sanitizer builds.
PAR = $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(JOBS))
check: deps
	$(Q)$(MAKE) --no-print-directory $(PAR) check-unit
check-san: deps
	$(Q)$(MAKE) --no-print-directory $(PAR) check-unit SAN=1
check-ubsan-clang: deps
	$(Q)$(MAKE) --no-print-directory $(PAR) check-unit SAN=clang

bench: $(BIN) $(addprefix $(BUILD)/,$(BENCHES))
	$(Q)for b in $(BENCHES); do $(BUILD)/$$b || exit 1; done

validate: $(BIN) $(addprefix $(BUILD)/,$(VALIDATES))
	$(Q)mkdir -p $(BUILD)/validate
	$(Q)for v in $(VALIDATES); do GPUPERF_BIN=$(BIN) GPUPERF_VALIDATE_OUT=$(BUILD)/validate \
		$(BUILD)/$$v || exit 1; done

valgrind: $(BIN) $(TEST_BIN)
	$(Q)GPUPERF_BIN=$(BIN) GPUPERF_VALGRIND=1 sh tests/run.sh $(TEST_BIN)

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
	rm -rf build build-san build-ubsan-clang build-mpi build-san-mpi build-fuzz gpuperf
