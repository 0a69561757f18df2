# mk/core.mk - src/core: diagnostics, utilities, expressions, the device library, kernel
# descriptors, occupancy, the data search path, CSV and plots (the library's lowest layer).
LIB_OBJS += $(call area_objs,core)

# the source tree is the last place names are looked up (after $GPUPERF_PATH and the install)
$(BUILD)/searchpath.o: CFLAGS += -DGP_SRCDIR=\"$(CURDIR)\"
