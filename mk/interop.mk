# interop: GPGPU-Sim/Accel-Sim configs, NVBit traces, measured tables.
LIB_OBJS += device_save.o gpgpusim_config.o
CLI_OBJS += cmd_import_config.o
LIB_OBJS += traceg.o trace_kernel.o hwdata.o
TESTS += test_import
TESTS += test_trace
