# Host-device transfers (thesis eq. 5.5) and Unified Memory (UVMSmart): planner, model, commands.
LIB_OBJS += transfer.o uvm.o uvm_model.o uvm_workload.o gmmu.o
CLI_OBJS += cmd_transfer.o cmd_uvm.o
TESTS += test_transfer test_uvm test_uvm_cli test_gmmu test_uvm_workload
