# app area: application models, sweeps, calibration (run / sweep / calibrate).
LIB_OBJS += csvio.o app.o app_load.o app_kind.o app_eval.o app_save.o sweep.o calibrate.o calib_data.o plot.o devpatch.o
CLI_OBJS += appcli.o calibcli.o cliout.o cmd_run.o cmd_sweep.o cmd_calibrate.o
TESTS += test_csvio test_app test_sweep test_calibrate test_app_cli test_sweep_mpi test_calib_data test_app_kinds
BENCHES += bench_sweep

# Distributed sweeps: build with Open MPI (MPI=1, into build-mpi/) and check that
# 'mpirun -np 2 gpuperf sweep' writes the bytes of a serial sweep. Part of 'make check'.
.PHONY: check-mpi
check-mpi: deps $(BIN) $(BUILD)/tests/test_sweep_mpi
	$(Q)$(MAKE) --no-print-directory MPI=1 build-mpi/gpuperf
	$(Q)GPUPERF_BIN=$(BIN) GPUPERF_MPI_BIN=build-mpi/gpuperf sh tests/run.sh \
		$(BUILD)/tests/test_sweep_mpi
ifneq ($(MPI),1)
check: check-mpi
endif
