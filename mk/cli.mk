# mk/cli.mk - src/cli: the command-line tool, main.c's table plus one cmd_<name>.c per
# subcommand, the option tables and the printers (thin over the library).
CLI_OBJS += $(call area_objs,cli)
MPI_OBJS += cmd_sweep.o

# Distributed sweeps (GP_HAVE_MPI): only sweep.c and cli's cmd_sweep.c (MPI_OBJS) read it,
# so $(BUILD)/mpi/gpuperf is those two compiled with mpicc, linked with the other objects of
# this build. tests/test_sweep_mpi.c checks that 'mpirun -np 2 gpuperf sweep' writes the
# bytes of a serial sweep; check-unit runs it on the normal build where mpicc exists.
# (MPI=1 still builds everything with mpicc into build-mpi/.)
MPICC   ?= mpicc
MPI_BIN := $(BUILD)/mpi/gpuperf
ifneq ($(SAN)$(MPI),)
CHECK_MPI :=
else
CHECK_MPI := $(if $(shell command -v $(MPICC) 2>/dev/null),1)
endif

$(BUILD)/mpi/%.o: %.c | $(BUILD)/mpi
	@$(if $(Q),echo "  MPICC   $@")
	$(Q)$(MPICC) $(CFLAGS) -DGP_HAVE_MPI=1 $(DEPFLAGS) -I$(<D) -c -o $@ $<
$(MPI_BIN): $(addprefix $(BUILD)/mpi/,$(MPI_OBJS)) $(CLI_O) $(LIB_O)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(MPICC) $(LDFLAGS) -o $@ $(addprefix $(BUILD)/mpi/,$(MPI_OBJS)) \
		$(filter-out $(addprefix $(BUILD)/,$(MPI_OBJS)),$(CLI_O) $(LIB_O)) $(LDLIBS)
$(BUILD)/mpi:
	$(Q)mkdir -p $@

.PHONY: check-mpi
check-mpi: deps $(BIN) $(MPI_BIN) $(BUILD)/tests/test_sweep_mpi
	$(Q)GPUPERF_BIN=$(BIN) GPUPERF_MPI_BIN=$(MPI_BIN) sh tests/run.sh $(BUILD)/tests/test_sweep_mpi
