# multi: multi-GPU systems, collectives, energy.
LIB_OBJS += system.o collective.o energy.o appmulti.o
CLI_OBJS += cmd_collective.o
TESTS += test_system test_collective test_energy test_multi_app test_multi_cli
