# mk/cache.mk - gpu-benches' gpu-cache and gpu-l2-cache tables in make validate (validate_model's
# cache and l2cache groups) and the hand-derived facts of their descriptors (test_cache_tables).
# Both share tests/cachecase.h.
TESTS += test_cache_tables
$(BUILD)/tests/test_cache_tables $(BUILD)/validate_model: tests/cachecase.h
