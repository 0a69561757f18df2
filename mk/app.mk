# mk/app.mk - src/app: application models, sweeps, calibration, multi-GPU systems and
# collectives (run / sweep / calibrate / collective).
LIB_OBJS += $(call area_objs,app)

# The shipped systems go next to the devices (gp_system_find looks in DATADIR/devices/systems).
.PHONY: install-systems
install: install-systems
install-systems:
	install -d $(PREFIX)/share/gpuperf/devices/systems
	install -m 644 devices/systems/*.json $(PREFIX)/share/gpuperf/devices/systems

# sweep.c's MPI part (the MPI build of the tool is in mk/cli.mk)
MPI_OBJS += sweep.o
