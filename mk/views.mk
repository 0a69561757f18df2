# mk/views.mk - what a performance engineer reads: several devices in one estimate, the
# roofline's data, occupancy curves, sweep exit status.
CLI_OBJS += devlist.o
TESTS += test_multidev test_sweep_status
