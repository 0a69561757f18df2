# mk/engine.mk - src/engine: the cycle-level reference engine (SMs, memory system, DRAM, GMMU,
# traces) behind 'gpuperf simulate'.
LIB_OBJS += $(call area_objs,engine)
