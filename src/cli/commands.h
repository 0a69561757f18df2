/* commands.h - entry points of the subcommands (one cmd_<name>.c each). */
#ifndef GPUPERF_COMMANDS_H
#define GPUPERF_COMMANDS_H

#include "optable.h"

/* The option tables of the commands converted to optable.h: each command parses with its
 * table and 'gpuperf help CMD' renders the same one. */
extern const struct gp_option cmd_occupancy_options[];
extern const struct gp_option cmd_transfer_options[];
extern const struct gp_option cmd_collective_options[];
extern const struct gp_option cmd_devices_options[];
extern const struct gp_option cmd_estimate_options[];
extern const struct gp_option cmd_simulate_options[];
extern const struct gp_option cmd_simulate_trace_options[];   /* simulate --trace */
extern const struct gp_option cmd_uvm_options[];
extern const struct gp_option cmd_import_config_options[];
extern const struct gp_option cmd_trace_report_options[];
extern const struct gp_option cmd_run_options[];
extern const struct gp_option cmd_sweep_options[];
extern const struct gp_option cmd_calibrate_options[];
extern const struct gp_option cmd_extract_options[];

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
