/* cmd_occupancy.c - 'gpuperf occupancy': the occupancy calculator on the command line. */
#include <limits.h>
#include <stdio.h>

#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/occupancy.h"

/* A per-limit block count: INT_MAX means the kernel does not use that resource. */
static void print_limit_json(const char *key, int v, const char *sep)
{
	if (v == INT_MAX)
		printf("\"%s\": null%s", key, sep);
	else
		printf("\"%s\": %d%s", key, v, sep);
}

static void print_limit_text(const char *name, int v, const char *sep)
{
	if (v == INT_MAX)
		printf("%s unlimited%s", name, sep);
	else
		printf("%s %d%s", name, v, sep);
}

struct occupancy_opts {
	const char *device, *clock;
	long long block, block_dim[3], regs, smem, carveout;
	int json;
	struct gp_devset set;
};

static int read_block(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct occupancy_opts *p = base;
	(void)opt;
	return gp_cli_block(cmd, val, p->block_dim, &p->block) < 0 ? GP_EXIT_USAGE : 0;
}

#define O struct occupancy_opts
const struct gp_option cmd_occupancy_options[] = {
	GP_OPTION_STRING("--device", "D", "device name or JSON file", O, device, GP_OPT_REQUIRED),
	GP_OPTION_CALLBACK("--block", "X[xY[xZ]]", "threads per block (CUDA dim3, at most 2^20)", O,
			   block, read_block, GP_OPT_REQUIRED),
	GP_OPTION_INT("--regs", "R", "registers per thread (0: not counted)", O, regs, 0, 1 << 20),
	GP_OPTION_INT("--smem", "BYTES", "shared memory per block", O, smem, 0, 1LL << 40),
	GP_OPTION_INT("--carveout", "PCT", "shared memory carveout, percent of the unified L1",
		      O, carveout, 0, 100),
	GP_OPTION_CALLBACK("--set", "PATH=VALUE", "what-if device figure (memory.dram_bw_gbps=1800)",
			   O, set, gp_cli_opt_devset, GP_OPT_REPEAT),
	GP_OPTION_STRING("--clock", "base|boost|sustained|MHZ", "SM clock shown with the result", O,
			 clock, 0),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_END,
};
#undef O

int cmd_occupancy(int argc, char **argv)
{
	struct occupancy_opts p = { .carveout = GP_OCC_CARVEOUT_DEFAULT };
	struct gp_device dev;
	struct gp_occupancy occ;
	struct gp_diag d;
	const char *device, *clock;
	long long block, regs, smem, carveout;
	int json, rc;

	gp_devset_init(&p.set);
	if ((rc = gp_optable_parse("occupancy", cmd_occupancy_options, argc, argv, &p)))
		return rc;
	device = p.device, clock = p.clock, block = p.block, regs = p.regs, smem = p.smem;
	carveout = p.carveout, json = p.json;
	if ((rc = gp_cli_load_device_set(device, &p.set, json, &dev)) ||
	    (rc = gp_cli_apply_clock(clock, &dev)))
		return rc;
	gp_diag_clear(&d);
	if (gp_occupancy_calc_carveout(&dev, (int)block, (int)regs, (long)smem, (int)carveout,
				       &occ, &d) < 0)
		return gp_cli_fail(&d);
	if (json) {
		printf("{\"device\": ");
		gp_cli_json_string(stdout, dev.name);
		printf(", \"clock\": \"%s\", \"sm_clock_mhz\": %.9g", dev.clock_name, dev.sm_clock_mhz);
		printf(", \"block\": %lld, \"regs\": %lld, \"smem\": %lld, "
		       "\"active_blocks_per_sm\": %d, \"active_warps_per_sm\": %d, "
		       "\"max_warps_per_sm\": %d, \"occupancy\": %.6g, \"limiter\": \"%s\", "
		       "\"regs_per_block\": %d, \"smem_per_block_bytes\": %d, "
		       "\"smem_config_bytes\": %d, \"blocks_by_limit\": {",
		       block, regs, smem, occ.active_blocks_per_sm, occ.active_warps_per_sm,
		       dev.max_warps_per_sm, occ.occupancy, gp_occ_limiter_name(occ.limiter),
		       occ.regs_per_block, occ.smem_per_block_bytes, occ.smem_config_bytes);
		for (int i = 0; i < 4; i++)
			print_limit_json(gp_occ_limiter_name(i), occ.blocks_by_limit[i],
					 i < 3 ? ", " : "}}\n");
		return GP_EXIT_OK;
	}
	printf("device             %s (%s, cc %d.%d)\n", dev.name, dev.full_name, dev.cc_major,
	       dev.cc_minor);
	/* occupancy does not depend on the clock; the line says what a paired estimate uses */
	printf("clock              %g MHz (%s)\n", dev.sm_clock_mhz, dev.clock_name);
	printf("block              %lld threads, %lld registers/thread, %lld bytes shared\n", block,
	       regs, smem);
	printf("active blocks/SM   %d\n", occ.active_blocks_per_sm);
	printf("active warps/SM    %d of %d\n", occ.active_warps_per_sm, dev.max_warps_per_sm);
	printf("occupancy          %.1f%%\n", occ.occupancy * 100);
	printf("limiter            %s\n", gp_occ_limiter_name(occ.limiter));
	printf("blocks by limit    ");
	print_limit_text("warps", occ.blocks_by_limit[GP_OCC_WARPS], ", ");
	print_limit_text("blocks", occ.blocks_by_limit[GP_OCC_BLOCKS], ", ");
	print_limit_text("registers", occ.blocks_by_limit[GP_OCC_REGISTERS], ", ");
	print_limit_text("shared memory", occ.blocks_by_limit[GP_OCC_SHARED], "\n");
	printf("allocated/block    %d registers, %d bytes shared (SM configured for %d bytes)\n",
	       occ.regs_per_block, occ.smem_per_block_bytes, occ.smem_config_bytes);
	return GP_EXIT_OK;
}
