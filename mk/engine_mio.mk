# mk/engine_mio.mk - the engine's MIO dispatch (LSU and MUFU in series): its test.
TESTS += test_engine_mio
