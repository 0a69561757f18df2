# mk/emufix.mk - emulator forms of the AccelWattch listings (BRA Pp, R2P/P2R, |Rn|.reuse, NULL
# arguments) and fractional mean trip counts in estimate and the engine.
TESTS += test_emu_aw
$(BUILD)/tests/test_emu $(BUILD)/tests/test_emu_aw: tests/emufix.h
TESTS += test_emu_arith
$(BUILD)/tests/test_emu_arith: tests/emufix.h
TESTS += test_emu_mem
$(BUILD)/tests/test_emu_mem: tests/emufix.h
TESTS += test_emu_diff
$(BUILD)/tests/test_emu_diff: tests/emufix.h
