# mk/mshr.mk - L1 misses merged into reads in flight.
TESTS += test_engine_mshr
