# multi: multi-GPU systems, collectives, energy.
LIB_OBJS += system.o collective.o energy.o appmulti.o
CLI_OBJS += cmd_collective.o
TESTS += test_system test_collective test_energy test_multi_app test_multi_cli
BENCHES += bench_collective

# The shipped systems go next to the devices (gp_system_find looks in DATADIR/devices/systems).
install: install-systems
.PHONY: install-systems
install-systems:
	install -d $(PREFIX)/share/gpuperf/devices/systems
	install -m 644 devices/systems/*.json $(PREFIX)/share/gpuperf/devices/systems

FUZZERS += fuzz_system
FUZZ_SEEDS_fuzz_system := devices/systems
