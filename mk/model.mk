# mk/model.mk - src/model: the analytical model (estimate, the memory hierarchy, the critical
# path, DRAM mixes, transfers and Unified Memory, energy, caveats).
LIB_OBJS += $(call area_objs,model)
