/* commands.h - entry points of the subcommands (one cmd_<name>.c each). */
#ifndef GPUPERF_COMMANDS_H
#define GPUPERF_COMMANDS_H

int cmd_devices(int argc, char **argv);
int cmd_occupancy(int argc, char **argv);
int cmd_estimate(int argc, char **argv);
int cmd_collective(int argc, char **argv);
int cmd_simulate(int argc, char **argv);
int cmd_import_config(int argc, char **argv);
int cmd_trace_report(int argc, char **argv);
int cmd_extract(int argc, char **argv);
int cmd_transfer(int argc, char **argv);
int cmd_uvm(int argc, char **argv);

int cmd_run(int argc, char **argv);
int cmd_sweep(int argc, char **argv);
int cmd_calibrate(int argc, char **argv);

#endif
