# mk/workflow.mk - the user's path: launches as CUDA writes them (built-in names in
# descriptor expressions), the data search path, device what-ifs, one-command extraction.
LIB_OBJS += launchenv.o
TESTS += test_workflow
