# mk/accelsim.mk - the cycle-level engine against real Accel-Sim (trace-driven) cycle counts
# on the same traces and configs (tests/data/accelsim; run.sh regenerates the reference).
TESTS += test_accelsim
