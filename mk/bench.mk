# mk/bench.mk - the benchmarks: every bench/bench_X.c is build/bench_X, run by 'make bench'
# (estimates/s, emulated and engine warp instructions/s, sweep rows/s, trace reading).
BENCHES += $(patsubst bench/%.c,%,$(sort $(wildcard bench/bench_*.c)))

$(BUILD)/bench_%: bench/bench_%.c $(LIB) | $(BUILD)
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(DEPFLAGS) $(ALL_INC) -o $@ $< $(LIB) $(LDLIBS)
