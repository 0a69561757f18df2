# mk/cliffs.mk - capacity cliffs of gpu-latency's tables: the driver's carve-out (L1), the
# partitioned L2 (near / far section), L2 sets by the channel-local address.
TESTS += test_cliffs
