# mk/fuzz.mk - fuzzing (libFuzzer via clang; make fuzz SECONDS=N): every fuzz/fuzz_X.c is a
# harness defining LLVMFuzzerTestOneInput, built into build-fuzz/ with its own copy of the
# library. FUZZ_SEEDS_<name> lists directories or files copied into its corpus first
# (missing ones, e.g. $(SHARED_DATA) on a machine without it, are left out by fuzz/seed.sh).
FUZZERS += $(patsubst fuzz/%.c,%,$(sort $(wildcard fuzz/fuzz_*.c)))

FUZZ_SEEDS_fuzz_app    := models
FUZZ_SEEDS_fuzz_csv    := data tests/data
FUZZ_SEEDS_fuzz_device := devices
FUZZ_SEEDS_fuzz_emu    := kernels/sass $(SHARED_DATA)/ext/sass $(SHARED_DATA)/thesis_saxpy2_sm52.sass
FUZZ_SEEDS_fuzz_engine := fuzz/seeds/engine
FUZZ_SEEDS_fuzz_expr   := fuzz/seeds/expr
FUZZ_SEEDS_fuzz_extract_opts := fuzz/seeds/extract_opts
FUZZ_SEEDS_fuzz_gsim   := $(SHARED_DATA)/ext/configs
FUZZ_SEEDS_fuzz_hwdata := $(SHARED_DATA)/ext/hwdata
FUZZ_SEEDS_fuzz_json   := devices kernels models
FUZZ_SEEDS_fuzz_kernel := kernels
FUZZ_SEEDS_fuzz_ptxas  := $(SHARED_DATA)/ext/ptxas kernels/ptxas kernels/ptx tests/data
FUZZ_SEEDS_fuzz_sass   := $(SHARED_DATA)/thesis_saxpy2_sm52.sass $(SHARED_DATA)/ext/sass kernels/ptx
FUZZ_SEEDS_fuzz_system := devices/systems
FUZZ_SEEDS_fuzz_traceg := $(SHARED_DATA)/ext/traces

FUZZ_BUILD  := build-fuzz
FUZZ_CC     := clang
FUZZ_CFLAGS := -DGP_DATADIR=\"$(PREFIX)/share/gpuperf\" -std=c11 -D_POSIX_C_SOURCE=200809L \
               -g -O1 -fno-omit-frame-pointer -fopenmp -fsanitize=fuzzer-no-link,address,undefined \
               -Iinclude $(addprefix -Isrc/,$(SRC_AREAS)) $(PKG_CFLAGS)

$(FUZZ_BUILD)/%.o: %.c | $(FUZZ_BUILD)
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(DEPFLAGS) -c -o $@ $<
$(FUZZ_BUILD)/libgpuperf.a: $(addprefix $(FUZZ_BUILD)/,$(LIB_OBJS))
	$(Q)rm -f $@ && ar rcs $@ $^
$(FUZZ_BUILD)/%: fuzz/%.c $(FUZZ_BUILD)/libgpuperf.a
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(DEPFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_BUILD)/libgpuperf.a \
		$(PKG_LIBS) -lcsv -lm
# fuzz_extract_opts runs 'extract' itself: it links the command objects (all but main.o)
FUZZ_CLI_O := $(addprefix $(FUZZ_BUILD)/,$(filter-out main.o,$(CLI_OBJS)))
$(FUZZ_BUILD)/fuzz_extract_opts: fuzz/fuzz_extract_opts.c $(FUZZ_CLI_O) $(FUZZ_BUILD)/libgpuperf.a
	$(Q)$(FUZZ_CC) $(FUZZ_CFLAGS) $(DEPFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_CLI_O) \
		$(FUZZ_BUILD)/libgpuperf.a $(PKG_LIBS) -lcsv -lm
$(FUZZ_BUILD):
	$(Q)mkdir -p $@
-include $(wildcard $(FUZZ_BUILD)/*.d)

# make fuzz: every harness in turn; fuzz-extract, fuzz-engine and fuzz-interop run a group.
.PHONY: fuzz fuzz-all fuzz-extract fuzz-engine fuzz-interop
.SECONDARY:
fuzz:: fuzz-all
fuzz-all: $(addprefix fuzz-run-,$(FUZZERS))
fuzz-extract: fuzz-run-fuzz_sass fuzz-run-fuzz_ptxas fuzz-run-fuzz_extract_opts
fuzz-engine: fuzz-run-fuzz_engine
fuzz-interop: fuzz-run-fuzz_gsim fuzz-run-fuzz_traceg fuzz-run-fuzz_hwdata
fuzz-run-%: $(FUZZ_BUILD)/%
	$(Q)mkdir -p $(FUZZ_BUILD)/corpus/$*
	$(Q)sh fuzz/seed.sh $(FUZZ_BUILD)/corpus/$* $(FUZZ_SEEDS_$*)
	@echo "fuzz: $* for $(SECONDS) s"
	$(Q)$(FUZZ_BUILD)/$* -max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=65536 -artifact_prefix=$(FUZZ_BUILD)/$*- \
		$(FUZZ_BUILD)/corpus/$* >$(FUZZ_BUILD)/$*.log 2>&1 \
		|| { tail -40 $(FUZZ_BUILD)/$*.log; echo "fuzz: $* FAILED (log: $(FUZZ_BUILD)/$*.log)"; exit 1; }
	$(Q)grep -E 'Done [0-9]+ runs' $(FUZZ_BUILD)/$*.log | sed 's/^/fuzz: $*: /'
