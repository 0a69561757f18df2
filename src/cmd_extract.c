/* cmd_extract.c - 'gpuperf extract': kernel descriptors from SASS, ptxas logs and PTX (thesis 5.2). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "commands.h"
#include "util.h"
#include "gpuperf/cfg.h"
#include "gpuperf/device.h"
#include "gpuperf/kernel.h"
#include "gpuperf/ptx.h"
#include "gpuperf/ptxas.h"
#include "gpuperf/sass.h"
#include "extract_cu.h"
#include "trace_cli.h"
#include "extract_emu.h"

static const char *cmd = "extract";

static int parse_arch(const char *v, int *sm)
{
	char *end;
	long n;
	if (strncmp(v, "sm_", 3) == 0)
		v += 3;
	n = strtol(v, &end, 10);
	if (*end || end == v || n < 10 || n > 999)
		return gp_cli_usage(cmd, "--arch: '%s' is not an architecture like sm_52", v);
	*sm = (int)n;
	return 0;
}

static int add_loop(struct gp_cfg_opts *co, const char *v)
{
	const char *eq = strchr(v, '=');
	struct gp_cfg_loopspec *s;
	if (!eq || eq == v || !eq[1])
		return gp_cli_usage(cmd, "--loop: expected LOOP=EXPR (LOOP: label, index or address), "
				    "got '%s'", v);
	if (co->nspecs >= GP_CFG_MAX_SPECS)
		return gp_cli_usage(cmd, "--loop: at most %d", GP_CFG_MAX_SPECS);
	if ((size_t)(eq - v) >= sizeof(s->key) || strlen(eq + 1) >= sizeof(s->expr))
		return gp_cli_usage(cmd, "--loop: '%s' is too long", v);
	s = &co->specs[co->nspecs++];
	snprintf(s->key, sizeof(s->key), "%.*s", (int)(eq - v), v);
	snprintf(s->expr, sizeof(s->expr), "%s", eq + 1);
	return 0;
}

static void list_functions(const struct gp_sass_file *f)
{
	for (int i = 0; i < f->n; i++) {
		const struct gp_sass_func *fn = &f->funcs[i];
		printf("%-40s sm_%-3d %6d instructions%s%s", fn->name, fn->sm, fn->n,
		       fn->source == GP_SRC_PTX ? " (ptx)" : "", fn->n_unknown ? ", unknown opcodes" : "");
		if (strcmp(fn->display_name, fn->name) != 0)
			printf("  %s", fn->display_name);
		printf("\n");
	}
}

int cmd_extract(int argc, char **argv)
{
	struct gp_opts o;
	struct gp_diag d;
	struct gp_device dev;
	struct gp_sass_file file;
	struct gp_ptxas_log log;
	struct gp_kernel k;
	struct gp_cfg *cfg = NULL;
	static struct gp_cfg_opts co;
	static struct gp_emu_cli emu;
	struct gp_emu_result er;
	const struct gp_sass_func *fn;
	const char *sass = NULL, *ptx = NULL, *ptxas = NULL, *func = NULL, *device = NULL;
	const char *trace = NULL;
	const char *outp = NULL, *v;
	int explain = 0, list = 0, sm = 0, rc = GP_EXIT_ERROR, have_log = 0;

	if (gp_extract_workflow_wanted(argc, argv))
		return gp_extract_workflow(argc, argv);
	memset(&co, 0, sizeof(co));
	memset(&er, 0, sizeof(er));
	gp_emu_cli_init(&emu);
	gp_params_init(&co.defaults);
	gp_diag_clear(&d);
	gp_kernel_init(&k);
	memset(&file, 0, sizeof(file));
	memset(&log, 0, sizeof(log));
	gp_opts_init(&o, argc, argv);
	while (gp_opts_next(&o)) {
		if (gp_opt_is(&o, "--explain")) {
			explain = 1;
			continue;
		}
		if (gp_opt_is(&o, "--list")) {
			list = 1;
			continue;
		}
		if (o.positional)
			return gp_cli_usage(cmd, "unexpected argument '%s'", o.arg);
		if (!gp_opt_is(&o, "--sass") && !gp_opt_is(&o, "--ptx") && !gp_opt_is(&o, "--ptxas") &&
		    !gp_opt_is(&o, "--function") && !gp_opt_is(&o, "--device") &&
		    !gp_opt_is(&o, "--loop") && !gp_opt_is(&o, "--param") && !gp_opt_is(&o, "-o") &&
		    !gp_opt_is(&o, "--arch") && !gp_opt_is(&o, "--trace") &&
		    !gp_emu_cli_is_option(o.arg))
			return gp_cli_usage(cmd, "unknown option '%s'", o.arg);
		if (!(v = gp_opt_value(&o)))
			return GP_EXIT_USAGE;
		if (gp_emu_cli_is_option(o.arg)) {
			if (gp_emu_cli_option(&emu, o.arg, v) < 0)
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--sass"))
			sass = v;
		else if (gp_opt_is(&o, "--trace"))
			trace = v;
		else if (gp_opt_is(&o, "--ptx"))
			ptx = v;
		else if (gp_opt_is(&o, "--ptxas"))
			ptxas = v;
		else if (gp_opt_is(&o, "--function"))
			func = v;
		else if (gp_opt_is(&o, "--device"))
			device = v;
		else if (gp_opt_is(&o, "-o"))
			outp = v;
		else if (gp_opt_is(&o, "--arch")) {
			if (parse_arch(v, &sm))
				return GP_EXIT_USAGE;
		} else if (gp_opt_is(&o, "--loop")) {
			if (add_loop(&co, v))
				return GP_EXIT_USAGE;
		} else if (gp_params_parse_assignment(&co.defaults, v, &d) < 0) {
			gp_diag_field(&d, "--param");
			return gp_cli_fail(&d);
		}
	}
	if (!emu.on && (emu.block || emu.nargv || emu.ninit || emu.trace_out || emu.l.nbranch))
		return gp_cli_usage(cmd, "--block, --arg, --init, --branch and --trace-out describe a "
				    "launch to emulate: give --grid too");
	if (emu.on && !sass)
		return gp_cli_usage(cmd, "--grid emulates a SASS listing: give --sass");
	if (trace) {
		/* an NVBit trace: counts, coalescing and footprint from the dynamic stream */
		if (sass || ptx || ptxas)
			return gp_cli_usage(cmd, "--trace excludes --sass, --ptx and --ptxas");
		if (!device)
			return gp_cli_usage(cmd, "--device is required");
		return gp_extract_trace(trace, func, device, outp);
	}
	if (!sass && !ptx)
		return gp_cli_usage(cmd, "--sass FILE or --ptx FILE is required (or --trace FILE)");
	if (!device && !list)
		return gp_cli_usage(cmd, "--device is required");

	/* SASS is what runs; PTX is the fallback when no SASS is at hand */
	if (sass ? gp_sass_load(sass, &file, &d) < 0 : gp_ptx_load(ptx, &file, &d) < 0)
		return gp_cli_fail(&d);
	if (sass && ptx)
		fprintf(stderr, "gpuperf extract: note: using the SASS listing; --ptx %s is not read\n",
			ptx);
	if (list) {
		list_functions(&file);
		gp_sass_file_release(&file);
		return GP_EXIT_OK;
	}
	if ((rc = gp_cli_load_device(device, &dev)) != 0)
		goto out_file;
	rc = GP_EXIT_ERROR;
	fn = gp_sass_find(&file, func, sm, &d);
	if (!fn && !sm && d.code == GP_EINVAL) {
		/* the same kernel for several architectures: take the device's if present */
		struct gp_diag d2;
		fn = gp_sass_find(&file, func, dev.cc_major * 10 + dev.cc_minor, &d2);
		if (fn && fn->sm != dev.cc_major * 10 + dev.cc_minor)
			fn = NULL;
	}
	if (!fn) {
		gp_diag_at(&d, sass ? sass : ptx, 0, 0);
		gp_cli_fail(&d);
		goto out_file;
	}
	if (file.skipped_lines)
		fprintf(stderr, "gpuperf extract: warning: %s: %d line(s) not understood and ignored "
			"(first at line %d)\n", sass ? sass : ptx, file.skipped_lines,
			file.first_skipped_line);
	if (ptxas) {
		if (gp_ptxas_load(ptxas, &log, &d) < 0) {
			gp_cli_fail(&d);
			goto out_file;
		}
		have_log = 1;
	}
	if (gp_cfg_build(fn, &dev, &co, &cfg, &d) < 0) {
		gp_cli_fail(&d);
		goto out_file;
	}
	if (emu.on) {
		/* dynamic counts from the emulated launch; its loop trips feed the static parts */
		const struct gp_ptxas_func *pf = NULL;
		if (have_log) {
			char arch[16] = "";
			if (fn->sm)
				snprintf(arch, sizeof(arch), "sm_%d", fn->sm);
			pf = gp_ptxas_find(&log, fn->name, fn->display_name, arch);
		}
		static uint8_t cbank2[65536];   /* the largest constant bank */
		unsigned cbank2_bytes = 0;
		emu.l.file = sass ? &file : NULL;
		/* BRX jump tables: nvdisasm listings print the kernel's constant bank 2 */
		if (sass && gp_emu_cbank_load(sass, fn->name, 2, cbank2, sizeof(cbank2),
					      &cbank2_bytes, &d) < 0) {
			gp_cli_fail(&d);
			goto out_file;
		}
		emu.l.cbank2 = cbank2_bytes ? cbank2 : NULL;
		emu.l.cbank2_bytes = cbank2_bytes;
		if ((rc = gp_emu_cli_run(&emu, sass, fn, pf ? (int)pf->smem_bytes : 0,
					 pf && pf->has_regs ? pf->regs : fn->regs_hint, &er)) != 0)
			goto out;
		rc = GP_EXIT_ERROR;
		gp_emu_cli_loops(cfg, &er, &co);
		gp_cfg_free(cfg);
		cfg = NULL;
		if (gp_cfg_build(fn, &dev, &co, &cfg, &d) < 0) {
			gp_cli_fail(&d);
			goto out;
		}
	}
	for (int i = 0; i < gp_cfg_nwarnings(cfg); i++)
		fprintf(stderr, "gpuperf extract: warning: %s\n", gp_cfg_warning(cfg, i));
	if (gp_cfg_fill_kernel(cfg, &k, &d) < 0) {
		gp_cli_fail(&d);
		goto out;
	}
	k.regs_per_thread = fn->regs_hint;
	if (have_log) {
		char arch[16] = "";
		const struct gp_ptxas_func *pf;
		if (fn->sm)
			snprintf(arch, sizeof(arch), "sm_%d", fn->sm);
		pf = gp_ptxas_find(&log, fn->name, fn->display_name, arch);
		if (!pf) {
			fprintf(stderr, "gpuperf extract: warning: %s has no entry for %s%s%s; registers "
				"and shared memory unknown\n", ptxas, fn->name, arch[0] ? " on " : "",
				arch);
		} else {
			if (pf->has_regs)
				k.regs_per_thread = pf->regs;
			k.smem_static_bytes = (int)pf->smem_bytes;
			if (fn->source == GP_SRC_PTX && (pf->spill_store_bytes || pf->spill_load_bytes))
				fprintf(stderr, "gpuperf extract: warning: ptxas spills %ld/%ld bytes "
					"(stores/loads) that PTX does not show\n",
					pf->spill_store_bytes, pf->spill_load_bytes);
		}
	}
	if (fn->source == GP_SRC_PTX)
		fprintf(stderr, "gpuperf extract: note: counts from PTX, not SASS: lower fidelity\n");
	if (emu.on && gp_emu_cli_fill(&er, &dev, &k, &d) < 0) {
		gp_cli_fail(&d);
		goto out;
	}
	if (explain) {
		char *text = gp_cfg_explain(cfg);
		if (!text) {
			gp_error(&d, GP_ENOMEM, "out of memory");
			gp_cli_fail(&d);
			goto out;
		}
		fputs(text, stdout);
		free(text);
	}
	if (outp || !explain) {
		const char *in[] = { sass, ptx, ptxas, dev.path };
		if (gp_output_check(outp, in, 4, &d) < 0 ||
		    gp_kernel_save(&k, outp ? outp : "-", &d) < 0) {
			gp_cli_fail(&d);
			goto out;
		}
	}
	{
		const struct gp_cfg_summary *s = gp_cfg_summary(cfg);
		fprintf(stderr, "gpuperf extract: %s%s%s: %d instructions, %d loop(s), latency bound %s"
			"%s%s\n", fn->name, fn->sm ? " sm_" : "", fn->sm ? strchr(k.arch, '_') + 1 : "",
			s->reachable, gp_cfg_nloops(cfg), s->latency, outp ? " -> " : "",
			outp ? outp : "");
	}
	rc = GP_EXIT_OK;
out:
	gp_emu_result_release(&er);
	gp_cfg_free(cfg);
	gp_kernel_release(&k);
out_file:
	gp_ptxas_log_release(&log);
	gp_sass_file_release(&file);
	return rc;
}
