# mk/workflow.mk - the user's path: launches as CUDA writes them (built-in names in
# descriptor expressions), the data search path, device what-ifs, one-command extraction.
LIB_OBJS += launchenv.o
TESTS += test_workflow
LIB_OBJS += datapath.o
# the source tree is the last place names are looked up (after $GPUPERF_PATH and the install)
$(BUILD)/datapath.o: CFLAGS += -DGP_SRCDIR=\"$(CURDIR)\"
LIB_OBJS += devset.o
CLI_OBJS += extract_cu.o
LIB_OBJS += plot_layout.o
