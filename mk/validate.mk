# mk/validate.mk - accuracy programs: every validate/validate_X.c is build/validate_X, run by
# 'make validate' (each prints its cases and its mean error against measurements, and exits
# non-zero only when it cannot run); the write-wait fit and the NVBit trace report.
VALIDATES += $(patsubst validate/%.c,%,$(sort $(wildcard validate/validate_*.c)))

$(BUILD)/validate_%: validate/validate_%.c $(TEST_SUPPORT_O) $(LIB) | $(BUILD)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(DEPFLAGS) $(ALL_INC) -Itests -o $@ $< $(TEST_SUPPORT_O) $(LIB) $(LDLIBS)

$(BUILD)/fit_%: validate/fit_%.c $(LIB) | $(BUILD)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(DEPFLAGS) $(ALL_INC) -Itests -o $@ $< $(LIB) $(LDLIBS)

# The DRAM read's wait for writes fitted to gpu-stream's triad column (tests/writewait.h).
.PHONY: fit-write-wait
fit-write-wait: $(BUILD)/fit_write_wait
	$(Q)$(BUILD)/fit_write_wait

# report-traces: docs/trace_report.md (and docs/trace_report.png with gnuplot) from gpuperf
# runs on the two GTX 1080 NVBit traces of $(SHARED_DATA)/ext (the analytical model and the
# trace-driven engine), against their nvprof logs.
EXT_DATA ?= $(SHARED_DATA)/ext
REPORT_DIR := $(BUILD)/report

.PHONY: report-traces
report-traces: $(BIN)
	$(Q)test -d $(EXT_DATA)/traces || { echo "report-traces: $(EXT_DATA) not found" >&2; exit 1; }
	$(Q)mkdir -p $(REPORT_DIR) docs
	$(Q)$(BIN) import-config $(EXT_DATA)/configs/microgpusim_GTX1080/gpgpusim.config \
		--trace-config $(EXT_DATA)/configs/microgpusim_GTX1080/gpgpusim.trace.config \
		--name gtx1080-gpgpusim --quiet -o $(REPORT_DIR)/gtx1080-gpgpusim.json
	$(Q)$(BIN) trace-report --measured-on gtx1080 --device gtx1080 \
		--device $(REPORT_DIR)/gtx1080-gpgpusim.json \
		--case vectorAdd,$(EXT_DATA)/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g,$(EXT_DATA)/hwdata/microgpusim_nvprof_vectoradd_100_32_gtx1080.log \
		--case vectorAdd-run2,$(EXT_DATA)/traces/microgpusim_vectoradd-100-32-trace/kernelslist.g,$(EXT_DATA)/hwdata/microgpusim_nvprof_vectoradd_100_32_metrics_all_gtx1080.txt \
		--case matrixMul,$(EXT_DATA)/traces/microgpusim_matrixmul-32-32-trace/kernelslist.g,$(EXT_DATA)/hwdata/microgpusim_nvprof_simple_matrixmul_5_5_5_32_gtx1080.log \
		--data $(REPORT_DIR)/trace_report.dat -o docs/trace_report.md
	$(Q)if command -v gnuplot >/dev/null 2>&1; then \
		gnuplot -e "set terminal pngcairo size 900,500; set output 'docs/trace_report.png'; \
			set style data histograms; set style fill solid 0.8; set logscale y; \
			set ylabel 'SM cycles'; set xtics rotate by -30; set key above; \
			set title 'NVBit traces on GTX 1080: predicted vs measured'; \
			plot '$(REPORT_DIR)/trace_report.dat' using 3:xticlabels(strcol(1).'/'.strcol(2)) title 'predicted (model)', \
			'' using 5 title 'engine (trace-driven)', '' using 4 title 'measured (nvprof)'" \
			&& echo "wrote docs/trace_report.png"; \
	else echo "report-traces: gnuplot not installed, no PNG"; fi
	$(Q)echo "wrote docs/trace_report.md"

# make validation-doc: docs/VALIDATION.md written from the output of make validate's programs
# (validate/report.sh; the explanations are validate/notes/*.md). Takes as long as make validate.
.PHONY: validation-doc
validation-doc: $(BIN) $(addprefix $(BUILD)/,$(VALIDATES))
	$(Q)mkdir -p $(BUILD)/validate
	$(Q)GPUPERF_BIN=$(BIN) GPUPERF_VALIDATE_OUT=$(BUILD)/validate \
		sh validate/report.sh -b $(BUILD) -o docs/VALIDATION.md $(VALIDATES) realkernels

# The real-kernel validation set (validate/realkernels: published times of public kernels,
# emulated from committed listings of kernels written to match them, and the AccelWattch
# QV100 kernels of tests/data/accelwattch), reported apart from the
# microbenchmarks; run first by make validate, and by make validation-doc (report.sh's
# "realkernels") for its section of docs/VALIDATION.md.
.PHONY: validate-realkernels
validate-realkernels: $(BIN)
	$(Q)mkdir -p $(BUILD)/validate
	$(Q)GPUPERF_BIN=$(BIN) GPUPERF_VALIDATE_OUT=$(BUILD)/validate sh validate/realkernels/run.sh \
		| tee $(BUILD)/validate/realkernels.log
validate: validate-realkernels
