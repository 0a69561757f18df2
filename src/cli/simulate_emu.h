/* simulate_emu.h - 'gpuperf simulate --sass': the engine fed by the emulator in process. */
#ifndef GPUPERF_SIMULATE_EMU_H
#define GPUPERF_SIMULATE_EMU_H

#include "optable.h"

extern const struct gp_option gp_simulate_emu_options[];
/* The whole command for argv holding --sass; returns the exit status. */
int gp_simulate_emu(int argc, char **argv);

#endif
