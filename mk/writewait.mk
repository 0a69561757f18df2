# mk/writewait.mk - the DRAM read's wait for writes (memory.dram_write_read_wait_ns): the
# program that fits it to gpu-stream's triad column, and its test.
TESTS += test_write_wait
$(BUILD)/tests/test_write_wait: tests/writewait.h tests/hwstream.h

$(BUILD)/fit_write_wait: validate/fit_write_wait.c tests/writewait.h tests/hwstream.h $(LIB) | $(BUILD)
	$(Q)$(CC) $(CFLAGS) $(ALL_INC) -Itests -o $@ $< $(LIB) $(LDLIBS)

.PHONY: fit-write-wait
fit-write-wait: $(BUILD)/fit_write_wait
	$(Q)$(BUILD)/fit_write_wait
