# mk/mma.mk - tensor instructions: their m16n8k16 share (sass.c), Volta HMMA.884 register pairs, IADD3 carry-outs, long programs.
TESTS += test_mma
