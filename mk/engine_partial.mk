# mk/engine_partial.mk - the engine's partial-sector stores (engine_mem.c en_mem_partial, the
# channels' partial-write stage in en_mem_serve): their test.
TESTS += test_engine_partial
