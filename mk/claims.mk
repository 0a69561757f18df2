# mk/claims.mk - tests that check the README's claims against figures the code does not produce
# (hand-worked values, papers' figures), and the skipped-claims summary of 'make check'.
TESTS += test_engine_energy
TESTS += test_calibrate_engine
TESTS += test_gmmu_hand
TESTS += test_trace_report
TESTS += test_latency_bound
