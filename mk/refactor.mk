# mk/refactor.mk - the library's one growth step (util.c), the printers the commands share
# (cliprint.c), and the layering checks (thin commands, no library source including a
# command-layer header).
CLI_OBJS += cliprint.o
TESTS += test_grow test_layers test_rates
