/* cmd_occupancy.c - 'gpuperf occupancy': the occupancy calculator on the command line. */
#include <limits.h>
#include <stdio.h>

#include "cli.h"
#include "commands.h"
#include "occupancy_curve.h"
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
	const char *device, *clock, *curve, *kernel, *ptxas, *function, *plot;
	long long block, block_dim[3], regs, smem, carveout;
	const char *block_text;
	int json, csv;
	struct gp_whatif set;
};

static int read_block(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct occupancy_opts *p = base;
	(void)opt;
	p->block_text = val;
	return gp_cli_block(cmd, val, p->block_dim, &p->block) < 0 ? GP_EXIT_USAGE : 0;
}

#define O struct occupancy_opts
const struct gp_option cmd_occupancy_options[] = {
	GP_OPTION_STRING("--device", "D", "device name or JSON file (required)", O, device, 0),
	GP_OPTION_CALLBACK("--block", "X[xY[xZ]]", "threads per block (CUDA dim3: x, y <= 1024, z <= 64, 1024 in all, or the device's limit; "
			   "required but with --curve block)", O, block, read_block, 0),
	GP_OPTION_INT("--regs", "R", "registers per thread (0: not counted)", O, regs, 0, 1 << 20),
	GP_OPTION_INT("--smem", "BYTES", "shared memory per block", O, smem, 0, 1LL << 40),
	GP_OPTION_INT("--carveout", "PCT", "shared memory carveout, percent of the unified L1",
		      O, carveout, 0, 100),
	GP_OPTION_CALLBACK("--set", "PATH=VALUE", "what-if device figure (memory.dram_bw_gbps=1800)",
			   O, set, gp_cli_opt_whatif, GP_OPT_REPEAT),
	GP_OPTION_STRING("--clock", "base|boost|sustained|MHZ", "SM clock shown with the result", O,
			 clock, 0),
	GP_OPTION_STRING("--kernel", "K", "registers and shared memory of this descriptor (--regs "
			 "and --smem override)", O, kernel, 0),
	GP_OPTION_STRING("--ptxas", "LOG", "... or of this 'ptxas -v' log's kernel", O, ptxas, 0),
	GP_OPTION_STRING("--function", "NAME", "the log's kernel (when it has several)", O,
			 function, 0),
	GP_OPTION_STRING("--curve", "block|regs|smem", "occupancy over every block size, register "
			 "count or shared-memory size, the rest held", O, curve, 0),
	GP_OPTION_FLAG("--csv", "the curve as CSV on stdout", O, csv),
	GP_OPTION_STRING("--plot", "FILE.png|svg", "plot the curve (gnuplot)", O, plot, 0),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_END,
};
#undef O

int cmd_occupancy(int argc, char **argv)
{
	struct occupancy_opts p = { .carveout = GP_OCC_CARVEOUT_DEFAULT, .regs = -1, .smem = -1 };
	enum gp_occ_axis axis = GP_OCC_AXIS_BLOCK;
	char label[128] = "";
	struct gp_device dev;
	struct gp_occupancy occ;
	struct gp_diag d;
	const char *device, *clock;
	long long block, regs, smem, carveout;
	int json, rc;

	gp_whatif_init(&p.set);
	if ((rc = gp_optable_parse("occupancy", cmd_occupancy_options, argc, argv, &p)))
		return rc;
	device = p.device, clock = p.clock, block = p.block, regs = p.regs, smem = p.smem;
	carveout = p.carveout, json = p.json;
	if (p.curve && gp_occ_axis_parse(p.curve, &axis) < 0)
		return gp_cli_usage("occupancy", "--curve must be block, regs or smem, got '%s'",
				    p.curve);
	if (!device || (!block && !(p.curve && axis == GP_OCC_AXIS_BLOCK)))
		return gp_cli_usage("occupancy", "--device and --block are required (--block but "
				    "with --curve block)");
	if ((p.csv || p.plot) && !p.curve)
		return gp_cli_usage("occupancy", "--csv and --plot draw a curve: add --curve "
				    "block|regs|smem");
	if (p.curve && json)
		return gp_cli_usage("occupancy", "--curve prints a table or, with --csv, CSV; not "
				    "--json");
	if (p.function && !p.ptxas)
		return gp_cli_usage("occupancy", "--function names a kernel of --ptxas LOG");
	if ((rc = gp_cli_load_device_whatif(device, &p.set, json, &dev)) ||
	    (rc = gp_cli_apply_clock(clock, &dev)))
		return rc;
	if (block && (rc = gp_cli_block_fits("occupancy", p.block_dim, p.block_text, &dev)))
		return rc;
	if ((p.kernel || p.ptxas) &&
	    (rc = gp_occcli_kernel(p.kernel, p.ptxas, p.function, &dev, &p.regs, &p.smem, label,
				   sizeof(label))))
		return rc;
	regs = p.regs = p.regs < 0 ? 0 : p.regs;
	smem = p.smem = p.smem < 0 ? 0 : p.smem;
	if (p.curve) {
		const char *inputs[2] = { dev.path, p.kernel ? p.kernel : p.ptxas };
		return gp_occcli_curve(&dev, axis, block, regs,
				       smem, (int)carveout, label, p.csv, p.plot, inputs,
				       p.kernel || p.ptxas ? 2 : 1);
	}
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
	printf("device             %s (%s, cc %d.%d)\n", gp_cli_esc(dev.name), gp_cli_esc(dev.full_name), dev.cc_major,
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
