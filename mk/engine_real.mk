# mk/engine_real.mk - the engine on real kernels and real trace sizes: the address map of the
# memory system, bounded runs, scheduler corner cases, streamed (compressed) traces.
TESTS += test_engine_real
LIB_OBJS += engine_addr.o
