# mk/lat.mk - device library citations: a unit latency measured on one part of a compute
# capability is not left an assumption on another part of the same compute capability.

# This file is included before the top Makefile's first rule: keep 'all' the default.
ifeq ($(.DEFAULT_GOAL),)
.DEFAULT_GOAL := all
endif

TESTS += test_devices_cited
