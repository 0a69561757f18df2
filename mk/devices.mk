# mk/devices.mk - device library and occupancy calculator: tests and the NVIDIA oracle table.
#
# The library objects (occupancy.o, cmd_occupancy.o) are in the top Makefile's lists.
# tests/occ_oracle.cpp runs NVIDIA's cuda_occupancy.h over every devices/*.json; it is
# built only where that header exists. It regenerates the committed subset
# tests/data/occ_oracle.txt and a larger table $(BUILD)/occ_oracle_full.txt that
# test_occupancy also compares against when present. Nothing else needs CUDA.

# This file is included before the top Makefile's first rule: keep 'all' the default.
ifeq ($(.DEFAULT_GOAL),)
.DEFAULT_GOAL := all
endif

TESTS += test_occupancy test_devices

CUDA_OCC_H ?= /usr/local/cuda/include/cuda_occupancy.h
CXX_ORACLE ?= g++

ifneq ($(wildcard $(CUDA_OCC_H)),)
$(BUILD)/occ_oracle: tests/occ_oracle.cpp $(LIB) | $(BUILD)
	@$(if $(Q),echo "  CXX     $@")
	$(Q)$(CXX_ORACLE) -std=c++11 -O2 -Wall -Wextra -Werror $(SANFLAGS) -Iinclude \
		-I$(dir $(CUDA_OCC_H)) -o $@ $< $(LIB) $(LDLIBS) $(LDFLAGS)

$(BUILD)/occ_oracle_full.txt: $(BUILD)/occ_oracle $(wildcard devices/*.json)
	@$(if $(Q),echo "  ORACLE  $@")
	$(Q)$(BUILD)/occ_oracle --full $@ $(sort $(wildcard devices/*.json))

tests/data/occ_oracle.txt: $(BUILD)/occ_oracle $(wildcard devices/*.json)
	@$(if $(Q),echo "  ORACLE  $@")
	$(Q)$(BUILD)/occ_oracle --subset $@ $(sort $(wildcard devices/*.json))

check-unit: $(BUILD)/occ_oracle_full.txt tests/data/occ_oracle.txt
endif

# make validate: the energy model's mean power against AccelWattch's Volta measurements.
VALIDATES += validate_power
$(BUILD)/validate_power: tests/awcase.h tests/powerfit.h
# the V100's fitted power figures (tests/powerfit.h)
TESTS += test_power_fit
$(BUILD)/tests/test_power_fit: tests/awcase.h tests/powerfit.h
TESTS += test_grid_edges
