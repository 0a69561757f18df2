# mk/engine_sustained.mk - the engine's DRAM channels at the device's measured sustained
# bandwidth (engine_dram.c, en_dram_sustained_factor).
TESTS += test_engine_sustained
