# mk/optable.mk - declarative option tables for the commands (parsing, checks, 'gpuperf help CMD').
CLI_OBJS += optable.o
TESTS += test_optable

# test_optable checks the commands' own tables against the parser and the binary's help:
# it links the command objects (all but main.o) besides the library. The binary is the
# prerequisite because the area files after this one still append to CLI_OBJS.
$(BUILD)/tests/test_optable: tests/test_optable.c tests/testutil.h $(BIN) | $(BUILD)/tests
	@$(if $(Q),echo "  CC      $@")
	$(Q)$(CC) $(CFLAGS) $(ALL_INC) -Itests -o $@ $< $(filter-out $(BUILD)/main.o,$(CLI_O)) $(LIB) \
		$(LDLIBS) -lcmocka $(LDFLAGS)
