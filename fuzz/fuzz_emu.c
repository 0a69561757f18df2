/* fuzz_emu.c - libFuzzer harness: emulating any listing the SASS reader accepts must never crash
 * or run away (a small launch, a small step bound). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gpuperf/emu.h"
#include "gpuperf/sass.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct gp_sass_file f;
	struct gp_diag d;

	gp_diag_clear(&d);
	if (gp_sass_parse((const char *)data, size, "fuzz", &f, &d) < 0)
		return 0;
	for (int i = 0; i < f.n && i < 2; i++) {
		struct gp_emu_launch l;
		struct gp_emu_result r;
		gp_emu_launch_init(&l);
		if (gp_emu_args_from_name(f.funcs[i].name, &l, &d) < 0)
			l.nargs = 0;
		for (int k = 0; k < l.nargs; k++)
			l.args[k].value = 16;
		l.grid[0] = 2;
		l.block[0] = 40;   /* a partial second warp */
		l.max_steps = 20000;
		l.smem_static_bytes = 4096;
		if (gp_emu_run(&f.funcs[i], &l, &r, &d) == 0)
			gp_emu_result_release(&r);
	}
	gp_sass_file_release(&f);
	return 0;
}
