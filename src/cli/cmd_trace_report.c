/* cmd_trace_report.c - 'gpuperf trace-report': predicted vs measured kernel times for NVBit traces. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "optable.h"
#include "gpuperf/engine.h"
#include "gpuperf/estimate.h"
#include "gpuperf/hwdata.h"
#include "trace_cli.h"
#include "util.h"

#define CASES_MAX 16
#define DEVICES_MAX 8

/* --case NAME,KERNELSLIST[,NVPROF_LOG[,NVPROF_KERNEL]] */
struct tcase {
	char name[64], trace[1024], log[1024], log_kernel[256];
};

static int parse_case(const char *v, struct tcase *c)
{
	char buf[2400], *f[4] = { 0 }, *p = buf;
	int n = 0;
	if (strlen(v) >= sizeof(buf))
		return -1;
	snprintf(buf, sizeof(buf), "%s", v);
	while (p && n < 4) {
		f[n++] = p;
		p = strchr(p, ',');
		if (p)
			*p++ = '\0';
	}
	if (p || n < 2 || !f[0][0] || !f[1][0] || strlen(f[0]) >= sizeof(c->name) ||
	    strlen(f[1]) >= sizeof(c->trace) || (f[2] && strlen(f[2]) >= sizeof(c->log)) ||
	    (f[3] && strlen(f[3]) >= sizeof(c->log_kernel)))
		return -1;
	memset(c, 0, sizeof(*c));
	snprintf(c->name, sizeof(c->name), "%s", f[0]);
	snprintf(c->trace, sizeof(c->trace), "%s", f[1]);
	if (f[2])
		snprintf(c->log, sizeof(c->log), "%s", f[2]);
	if (f[3])
		snprintf(c->log_kernel, sizeof(c->log_kernel), "%s", f[3]);
	return 0;
}

struct measured {
	int have;
	char kernel[256];
	double inst_executed, elapsed_cycles_sm;
};

static int read_measured(const struct tcase *c, struct measured *m)
{
	struct gp_diag d;
	char *text;
	memset(m, 0, sizeof(*m));
	if (!c->log[0])
		return 0;
	gp_diag_clear(&d);
	text = gp_read_file(c->log, 0, NULL, &d);
	if (!text)
		return gp_cli_fail(&d);
	if (gp_hw_nvprof_metric(text, c->log, c->log_kernel[0] ? c->log_kernel : NULL,
				"inst_executed", &m->inst_executed, &d) < 0 ||
	    gp_hw_nvprof_metric(text, c->log, c->log_kernel[0] ? c->log_kernel : NULL,
				"elapsed_cycles_sm", &m->elapsed_cycles_sm, &d) < 0) {
		free(text);
		return gp_cli_fail(&d);
	}
	free(text);
	snprintf(m->kernel, sizeof(m->kernel), "%s", c->log_kernel);
	m->have = 1;
	return 0;
}

struct trace_report_opts {
	struct tcase cases[CASES_MAX];
	const char *devices[DEVICES_MAX], *hw, *outp, *datap;
	int ncase, ndev;
};

static int read_case(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct trace_report_opts *p = base;
	(void)opt;
	if (p->ncase == CASES_MAX)
		return gp_cli_usage(cmd, "at most %d --case options", CASES_MAX);
	if (parse_case(val, &p->cases[p->ncase]) < 0)
		return gp_cli_usage(cmd, "--case: expected NAME,KERNELSLIST[,NVPROF_LOG"
				    "[,NVPROF_KERNEL]], got '%s'", val);
	for (int i = 0; i < p->ncase; i++)   /* a row per case: one name, one row */
		if (strcmp(p->cases[i].name, p->cases[p->ncase].name) == 0)
			return gp_cli_usage(cmd, "--case '%s': case '%s' is given twice", val,
					    p->cases[i].name);
	p->ncase++;
	return 0;
}

static int read_device(const char *cmd, const struct gp_option *opt, const char *val, void *base)
{
	struct trace_report_opts *p = base;
	(void)opt;
	if (p->ndev == DEVICES_MAX)
		return gp_cli_usage(cmd, "at most %d --device options", DEVICES_MAX);
	for (int i = 0; i < p->ndev; i++)
		if (strcmp(p->devices[i], val) == 0)
			return gp_cli_usage(cmd, "--device '%s' is given twice", val);
	p->devices[p->ndev++] = val;
	return 0;
}

#define O struct trace_report_opts
#define NEED_BOTH "at least one --case and one --device are required"
const struct gp_option cmd_trace_report_options[] = {
	{ .kind = GP_OPTK_CALLBACK, .name = "--case", .argh = "NAME,KERNELSLIST[,NVPROF_LOG[,"
	  "NVPROF_KERNEL]]", .help = "a traced application and its measured times (at most 16)",
	  .offset = offsetof(O, cases), .cb = read_case, .flags = GP_OPT_REQUIRED | GP_OPT_REPEAT,
	  .missing = NEED_BOTH },
	{ .kind = GP_OPTK_CALLBACK, .name = "--device", .argh = "D", .help = "a device to predict "
	  "on (at most 8)", .offset = offsetof(O, devices), .cb = read_device,
	  .flags = GP_OPT_REQUIRED | GP_OPT_REPEAT, .missing = NEED_BOTH },
	{ .kind = GP_OPTK_STRING, .name = "--measured-on", .argh = "DEVICE", .help = "the GPU the "
	  "logs come from", .offset = offsetof(O, hw), .flags = GP_OPT_REQUIRED,
	  .missing = "--measured-on DEVICE (the GPU the logs come from) is required" },
	GP_OPTION_STRING("--data", "FILE.dat", "also write the cycles per case and device as columns (plots)", O, datap, 0),
	GP_OPTION_STRING("-o", "REPORT.md", "the report (default: standard output)", O, outp, 0),
	GP_OPTION_END,
};
#undef NEED_BOTH
#undef O

/* Neither output may replace a kernel trace the list names (a list that does not load is
 * reported where it is read). 0 or -GP_EINVAL. */
static int list_outputs_check(const char *list, const char *outp, const char *datap,
			      struct gp_diag *d)
{
	struct gp_trace_list l;
	struct gp_diag ignore;
	int rc = 0;
	if (gp_trace_list_load(list, &l, &ignore) < 0)
		return 0;
	for (int i = 0; i < l.n && rc == 0; i++) {
		const char *k = l.cmds[i].path;
		if (k && ((rc = gp_output_check(outp, &k, 1, d)) == 0))
			rc = gp_output_check(datap, &k, 1, d);
		if (rc < 0)
			gp_diag_hint(d, "%s:%d names it: write the report elsewhere", list,
				     l.cmds[i].line);
	}
	gp_trace_list_release(&l);
	return rc;
}

int cmd_trace_report(int argc, char **argv)
{
	static const char *cmd = "trace-report";
	struct trace_report_opts p;
	struct tcase *cases;
	const char **devices, *hw, *outp, *datap;
	struct gp_device hwdev;
	struct gp_atomic out, data;
	struct gp_outset set;
	struct gp_diag d;
	struct gp_trace_report_row rows[CASES_MAX * DEVICES_MAX];
	int ncase, ndev, nrow = 0, rc = GP_EXIT_OK, have_data = 0;

	memset(&p, 0, sizeof(p));
	p.outp = "-";
	if ((rc = gp_optable_parse(cmd, cmd_trace_report_options, argc, argv, &p)))
		return rc;
	cases = p.cases, devices = p.devices, hw = p.hw, outp = p.outp, datap = p.datap;
	ncase = p.ncase, ndev = p.ndev;
	gp_diag_clear(&d);
	if (gp_whatif_find(hw, NULL, &hwdev, &d) < 0) {
		if (!strcmp(d.field, "launch.device"))   /* the device the cases were measured on */
			gp_diag_field(&d, "--measured-on");
		return gp_cli_fail(&d);
	}
	gp_diag_clear(&d);
	{
		/* neither output may replace a trace, a log, a device or the other output */
		const char *in[2 * CASES_MAX + DEVICES_MAX + 2];
		int nin = 0;
		for (int i = 0; i < ncase; i++) {
			in[nin++] = cases[i].trace;
			in[nin++] = cases[i].log;
		}
		for (int i = 0; i < ndev; i++)
			in[nin++] = devices[i];
		in[nin++] = hwdev.path;
		if (gp_output_check(outp, in, nin, &d) < 0 || gp_output_check(datap, in, nin, &d) < 0)
			return gp_cli_fail(&d);
		for (int i = 0; i < ncase; i++)
			if (list_outputs_check(cases[i].trace, outp, datap, &d) < 0)
				return gp_cli_fail(&d);
	}
	/* the report and its data: both or neither (util.h, gp_outset) */
	gp_outset_init(&set);
	if (gp_atomic_open_in(&out, &set, outp, &d) < 0) {
		gp_outset_abort(&set);
		return gp_cli_fail(&d);
	}
	if (datap) {
		if (gp_atomic_open_in(&data, &set, datap, &d) < 0) {
			gp_diag_field(&d, "--data");
			gp_atomic_abort(&out);
			gp_outset_abort(&set);
			return gp_cli_fail(&d);
		}
		have_data = 1;
		fprintf(data.f, "# case device predicted_cycles measured_cycles engine_cycles\n");
	}

	gp_trace_report_intro(out.f, &hwdev);
	fprintf(out.f, "| kernel | device | warp insts (trace) | inst_executed (nvprof) | predicted "
		"cycles | engine cycles | measured cycles | predicted / measured | engine / measured "
		"| predicted time (us) | engine time (us) | measured kernel time (us) | regime, "
		"limiter |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");

	for (int c = 0; c < ncase && rc == GP_EXIT_OK; c++) {
		struct measured m;
		if ((rc = read_measured(&cases[c], &m)) != 0)
			break;
		for (int i = 0; i < ndev && rc == GP_EXIT_OK; i++) {
			struct gp_device dev;
			struct gp_trace_kernel t;
			struct gp_trace_list l;
			struct gp_trace_stats st;
			struct gp_kernel k;
			struct gp_launch launch;
			struct gp_estimate est;
			struct gp_engine_result er;
			double pcyc, ecyc, mcyc = 0;
			if ((rc = gp_cli_load_device(devices[i], &dev)) != 0)
				break;
			gp_kernel_init(&k);
			if ((rc = gp_cli_trace_load(cases[c].trace, NULL, &dev, &t, &l, &k, &st)) != 0)
				break;
			memset(&launch, 0, sizeof(launch));
			launch.grid = (long long)t.grid[0] * t.grid[1] * t.grid[2];
			launch.block = t.block[0] * t.block[1] * t.block[2];
			if (gp_estimate_kernel(&dev, &k, NULL, &launch, &est, &d) < 0 ||
			    gp_engine_run_trace(&dev, &t, NULL, &er, &d) < 0) {
				rc = gp_cli_fail(&d);
			} else {
				pcyc = gp_estimate_kernel_cycles(&est, &dev);
				ecyc = (double)er.cycles;
				if (m.have)
					mcyc = m.elapsed_cycles_sm / hwdev.sms;
				fprintf(out.f, "| %s | %s | %.0f | ", cases[c].name, dev.name,
					st.warp_insts);
				if (m.have)
					fprintf(out.f, "%.0f%s | %.0f | %.0f | %.0f%s | %.3g | %.3g | %.3g "
						"| %.3g | %.3g", m.inst_executed,
						m.inst_executed == st.warp_insts ? "" : " (other kernel)",
						pcyc, ecyc, mcyc,
						m.inst_executed == st.warp_insts ? "" : " (other kernel)",
						pcyc / mcyc, ecyc / mcyc, est.time_s * 1e6, er.time_s * 1e6,
						mcyc / (hwdev.sm_clock_mhz * 1e6) * 1e6);
				else
					fprintf(out.f, "- | %.0f | %.0f | - | - | - | %.3g | %.3g | -", pcyc,
						ecyc, est.time_s * 1e6, er.time_s * 1e6);
				fprintf(out.f, " | %s, %s |\n", gp_regime_name(est.regime),
					gp_bound_name(est.limiter_bound));
				if (have_data)
					fprintf(data.f, "%s %s %.6g %.6g %.6g\n", cases[c].name, dev.name,
						pcyc, mcyc, ecyc);
				rows[nrow] = (struct gp_trace_report_row){ .name = cases[c].name, .grid = launch.grid,
					.block = launch.block, .trace_ins = st.warp_insts,
					.engine_ins = er.warp_instructions, .meas_ins = m.inst_executed,
					.pcyc = pcyc, .ecyc = ecyc, .mcyc = mcyc, .have_m = m.have,
					.same_kernel = m.have && m.inst_executed == st.warp_insts };
				snprintf(rows[nrow].dev, sizeof(rows[nrow].dev), "%s", dev.name);
				nrow++;
			}
			gp_kernel_release(&k);
			gp_trace_kernel_release(&t);
			gp_trace_list_release(&l);
		}
	}
	if (rc == GP_EXIT_OK) {
		gp_trace_report_notes(out.f, rows, nrow);
		if ((have_data && gp_atomic_commit(&data, &d) < 0) || gp_atomic_commit(&out, &d) < 0 ||
		    gp_outset_commit(&set, &d) < 0) {
			rc = gp_cli_fail(&d);
			gp_atomic_abort(&out);
		}
	} else {
		gp_atomic_abort(&out);
		if (have_data)
			gp_atomic_abort(&data);
	}
	gp_outset_abort(&set);   /* nothing left to remove after a commit */
	return rc;
}
