/* cmd_collective.c - 'gpuperf collective': one all-reduce / all-gather / broadcast on a system. */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/collective.h"
#include "gpuperf/transfer.h"
#include "util.h"

static void print_json(const struct gp_system *s, enum gp_coll_op op, double bytes, int gpus,
		       const struct gp_coll_result *r, const double *busy, const double *lbytes)
{
	int first = 1;
	printf("{\"system\": ");
	gp_cli_json_string(stdout, s->name);
	printf(", \"op\": \"%s\", \"bytes\": %.17g, \"gpus\": %d", gp_coll_op_name(op), bytes, gpus);
	printf(", \"algo\": \"%s\", \"time_s\": %.9g, \"ring_s\": %.9g, \"tree_s\": %.9g",
	       gp_coll_algo_name(r->algo), r->time_s, r->ring_s, r->tree_s);
	printf(", \"ring_steps\": %d, \"tree_steps\": %d, \"channels\": %d", r->ring_steps,
	       r->tree_steps, r->channels);
	printf(", \"alpha_s\": %.9g, \"bw_gbps\": %.9g, \"algbw_gbps\": %.9g, \"busbw_gbps\": %.9g",
	       r->alpha_s, r->bw_gbps, r->algbw_gbps, r->busbw_gbps);
	printf(", \"links\": {");
	for (int l = 0; l < s->nlinks; l++) {
		if (busy[l] <= 0)
			continue;
		printf("%s", first ? "" : ", ");
		gp_cli_json_string(stdout, s->links[l].name);
		printf(": {\"busy_s\": %.9g, \"bytes\": %.17g}", busy[l], lbytes[l]);
		first = 0;
	}
	printf("}}\n");
}

static void print_human(const struct gp_system *s, enum gp_coll_op op, double bytes, int gpus,
			const struct gp_coll_result *r, const double *busy, const double *lbytes)
{
	char *shown;
	printf("%s of %.6g MiB over %d GPU%s of %s\n", gp_coll_op_name(op), bytes / 1048576.0, gpus,
	       gpus == 1 ? "" : "s", s->full_name);
	if (gpus == 1) {
		printf("time          0 (one GPU: nothing to exchange)\n");
		return;
	}
	printf("ring          %.6g us in %d steps (%d channel%s): alpha %.4g us, B %.6g GB/s\n",
	       r->ring_s * 1e6, r->ring_steps, r->channels, r->channels == 1 ? "" : "s",
	       r->alpha_s * 1e6, r->bw_gbps);
	printf("tree          %.6g us in %d steps (binomial)\n", r->tree_s * 1e6, r->tree_steps);
	printf("chosen        %s: %.6g us, algbw %.6g GB/s, busbw %.6g GB/s\n",
	       gp_coll_algo_name(r->algo), r->time_s * 1e6, r->algbw_gbps, r->busbw_gbps);
	printf("busiest links\n");
	shown = calloc((size_t)s->nlinks, 1);
	for (int k = 0; shown && k < 8; k++) {
		int best = -1;
		for (int l = 0; l < s->nlinks; l++)
			if (!shown[l] && busy[l] > 0 && (best < 0 || busy[l] > busy[best]))
				best = l;
		if (best < 0)
			break;
		shown[best] = 1;
		printf("  %-28s %10.6g us  %12.6g MiB\n", s->links[best].name, busy[best] * 1e6,
		       lbytes[best] / 1048576.0);
	}
	free(shown);
}

struct collective_opts {
	const char *system;
	enum gp_coll_op op;
	enum gp_coll_algo algo;
	double bytes;
	long long gpus, root;
	int json;
};

static int read_bytes(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	double *bytes = &((struct collective_opts *)base)->bytes;
	(void)opt;
	if (gp_transfer_parse_bytes(val, bytes) < 0 || !(*bytes >= 0) || *bytes > GP_COLL_MAX_BYTES)
		return gp_cli_usage(cmd, "--bytes: '%s' is not a size 0..1P in whole bytes (e.g. 1G, "
				    "256MiB, 4096)",
				    val);
	return 0;
}

static int read_op(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_diag d;
	(void)cmd, (void)opt;
	gp_diag_clear(&d);
	return gp_coll_op_parse(val, &((struct collective_opts *)base)->op, &d) < 0 ? gp_cli_fail(&d)
										    : 0;
}

static int read_algo(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct gp_diag d;
	(void)cmd, (void)opt;
	gp_diag_clear(&d);
	return gp_coll_algo_parse(val, &((struct collective_opts *)base)->algo, &d) < 0
		       ? gp_cli_fail(&d) : 0;
}

#define O struct collective_opts
const struct gp_option cmd_collective_options[] = {
	GP_OPTION_STRING("--system", "S", "system name or JSON file (devices/systems/)", O, system,
			 GP_OPT_REQUIRED),
	GP_OPTION_CALLBACK("--bytes", "N", "bytes per GPU (1G, 256MiB, 4096; at most 1P)", O, bytes,
			   read_bytes, GP_OPT_REQUIRED),
	GP_OPTION_CALLBACK("--op", "allreduce|allgather|broadcast", "the collective (default "
			   "allreduce)", O, op, read_op, 0),
	GP_OPTION_INT("--gpus", "P", "GPUs taking part (default: all of the system's)", O, gpus, 1,
		      GP_SYSTEM_GPUS_MAX),
	GP_OPTION_CALLBACK("--algo", "auto|ring|tree", "algorithm (auto: the faster)", O, algo,
			   read_algo, 0),
	GP_OPTION_INT("--root", "R", "broadcast root GPU", O, root, 0, GP_SYSTEM_GPUS_MAX - 1),
	GP_OPTION_FLAG("--json", "one JSON object on stdout", O, json),
	GP_OPTION_END,
};
#undef O

int cmd_collective(int argc, char **argv)
{
	static const char *cmd = "collective";
	struct collective_opts p = { .op = GP_COLL_ALLREDUCE, .algo = GP_COLL_AUTO };
	struct gp_system s;
	struct gp_coll_result r;
	struct gp_diag d;
	enum gp_coll_op op;
	enum gp_coll_algo algo;
	const char *system;
	double bytes, *busy = NULL, *lbytes = NULL;
	long long gpus, root;
	int json, rc;

	gp_diag_clear(&d);
	if ((rc = gp_optable_parse(cmd, cmd_collective_options, argc, argv, &p)))
		return rc;
	system = p.system, op = p.op, algo = p.algo, bytes = p.bytes, gpus = p.gpus, root = p.root;
	json = p.json;
	if (gp_system_find(system, &s, &d) < 0) {
		gp_system_release(&s);
		return gp_cli_fail(&d);
	}
	if (gpus == 0)
		gpus = s.gpus;
	busy = calloc((size_t)s.nlinks, sizeof(double));
	lbytes = calloc((size_t)s.nlinks, sizeof(double));
	if (!busy || !lbytes) {
		gp_error(&d, GP_ENOMEM, "out of memory");
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (gp_collective_time(&s, op, algo, bytes, (int)gpus, (int)root, busy, lbytes, &r, &d) < 0) {
		rc = gp_cli_fail(&d);
		goto out;
	}
	if (json)
		print_json(&s, op, bytes, (int)gpus, &r, busy, lbytes);
	else
		print_human(&s, op, bytes, (int)gpus, &r, busy, lbytes);
	rc = GP_EXIT_OK;
out:
	free(busy);
	free(lbytes);
	gp_system_release(&s);
	return rc;
}
