/* extract_cu.h - 'gpuperf extract --cu/--cubin/--all' (one command from a .cu to descriptors). */
#ifndef GPUPERF_EXTRACT_CU_H
#define GPUPERF_EXTRACT_CU_H

/* 1 when argv (extract's, argv[0] the command name) asks for --cu, --cubin, --all or
 * more than one --arch: gp_extract_workflow() then runs the command. */
int gp_extract_workflow_wanted(int argc, char **argv);

/* Run the CUDA tools if needed, then cmd_extract once per kernel per architecture.
 * Returns an exit status (errors printed). */
int gp_extract_workflow(int argc, char **argv);

#endif
