# mk/views.mk - what a performance engineer reads: several devices in one estimate, the
# roofline's data, occupancy curves, sweep exit status.
CLI_OBJS += devlist.o estimate_print.o estimate_devices.o occupancy_curve.o
TESTS += test_multidev test_sweep_status test_roofline test_occ_curve test_messages
LIB_OBJS += roofline.o occcurve.o
