# gsim: the GPGPU-Sim option-file tokenizer, apart from the mapping (gpgpusim_config.o).
LIB_OBJS += gsim_config.o
TESTS += test_gsim
$(BUILD)/tests/test_import $(BUILD)/tests/test_gsim: tests/gsimmini.h
