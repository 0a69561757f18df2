# mk/model.mk - src/model: the analytical model (estimate, the analytic backend, the memory hierarchy, the critical
# path, transfers and Unified Memory, energy, caveats).
LIB_OBJS += $(call area_objs,model)
