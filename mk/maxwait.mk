# mk/maxwait.mk - a block synchronisation waits for the slowest of its DRAM requests
# (estimate.c rounds_waited, critpath.c gp_critpath_dram_syncs).
TESTS += test_maxwait
