/* cmd_occupancy.c - 'gpuperf occupancy': the occupancy calculator on the command line. */
#include <limits.h>
#include <stdio.h>

#include "cli.h"
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

int cmd_occupancy(int argc, char **argv)
{
	struct gp_opts o;
	struct gp_device dev;
	struct gp_occupancy occ;
	struct gp_diag d;
	const char *device = NULL, *clock = NULL, *v;
	long long block = 0, regs = 0, smem = 0, carveout = GP_OCC_CARVEOUT_DEFAULT;
	int json = 0, rc, have_block = 0;
	struct gp_devset set;

	gp_devset_init(&set);
	gp_opts_init(&o, argc, argv);
	while (gp_opts_next(&o)) {
		if (gp_opt_is(&o, "--json")) {
			json = 1;
			continue;
		}
		if (o.positional)
			return gp_cli_usage("occupancy", "unexpected argument '%s'", o.arg);
		if (gp_opt_is(&o, "--set")) {
			if (!(v = gp_opt_value(&o)))
				return GP_EXIT_USAGE;
			if ((rc = gp_cli_devset_add(&set, v)))
				return rc;
			continue;
		}
		if (!gp_opt_is(&o, "--device") && !gp_opt_is(&o, "--block") &&
		    !gp_opt_is(&o, "--regs") && !gp_opt_is(&o, "--smem") &&
		    !gp_opt_is(&o, "--carveout") && !gp_opt_is(&o, "--clock"))
			return gp_cli_usage("occupancy", "unknown option '%s'", o.arg);
		if (!(v = gp_opt_value(&o)))
			return GP_EXIT_USAGE;
		if (gp_opt_is(&o, "--device"))
			device = v;
		else if (gp_opt_is(&o, "--clock"))
			clock = v;
		else if (gp_opt_is(&o, "--block")) {
			long long dims[3];
			if (gp_cli_block("occupancy", v, dims, &block) < 0)
				return GP_EXIT_USAGE;
			have_block = 1;
		} else if (gp_opt_is(&o, "--regs")) {
			if (gp_opt_ll("occupancy", "--regs", v, 0, 1 << 20, &regs) < 0)
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--carveout")) {
			if (gp_opt_ll("occupancy", "--carveout", v, 0, 100, &carveout) < 0)
				return GP_EXIT_USAGE;
		} else if (gp_opt_ll("occupancy", "--smem", v, 0, 1LL << 40, &smem) < 0)
			return GP_EXIT_USAGE;
	}
	if (!device || !have_block)
		return gp_cli_usage("occupancy", "--device and --block are required");
	if ((rc = gp_cli_load_device_set(device, &set, json, &dev)) ||
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
