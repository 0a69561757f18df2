# app area: application models, sweeps, calibration (run / sweep / calibrate).
LIB_OBJS += csvio.o app.o sweep.o calibrate.o plot.o devpatch.o
CLI_OBJS += appcli.o cmd_run.o cmd_sweep.o cmd_calibrate.o
TESTS += test_csvio test_app test_sweep test_calibrate test_app_cli
BENCHES += bench_sweep
