/* cliout.c - an output file that an interrupt does not leave half-written, and a progress
 * meter on a terminal (cliout.h). */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "cliout.h"
#include "plot.h"

/*
 * The temporary output file, for the signal handler. A handler can reach
 * nothing but static storage, so this one buffer is the exception to "no
 * mutable globals"; it is written before the handler is installed and only
 * read inside it.
 */
static char interrupted_tmp[1100];
/* the handlers the guard replaced (the library's, which remove every open temporary), put
 * back by the unguard: SIG_DFL there would leave a later output's temporary to a signal */
static struct sigaction guarded_old[3];
static int guarded;
static const int guarded_sigs[3] = { SIGINT, SIGTERM, SIGHUP };

/* Exit 128 + the signal, as a shell reports a process the signal killed (130, 143). */
static void on_signal(int sig)
{
	if (interrupted_tmp[0])
		unlink(interrupted_tmp);   /* async-signal-safe */
	_exit(128 + sig);
}

void gp_cliout_guard(const struct gp_atomic *out)
{
	struct sigaction sa;
	const char *tmp = gp_atomic_tmp_path(out);
	if (!tmp)
		return;
	snprintf(interrupted_tmp, sizeof(interrupted_tmp), "%s", tmp);
	memset(&sa, 0, sizeof(sa));
	gp_atomic_handlers_install();   /* what is put back after */
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (int i = 0; i < 3; i++)
		sigaction(guarded_sigs[i], &sa, guarded ? NULL : &guarded_old[i]);
	guarded = 1;
}

void gp_cliout_unguard(void)
{
	if (guarded)
		for (int i = 0; i < 3; i++)
			sigaction(guarded_sigs[i], &guarded_old[i], NULL);
	guarded = 0;
	interrupted_tmp[0] = '\0';
}

static double since(const struct timespec *t0)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) * 1e-9;
}

void gp_cliout_progress_start(struct gp_cliout_progress *p, const char *label)
{
	p->label = label;
	clock_gettime(CLOCK_MONOTONIC, &p->t0);
	p->last_s = 0;
	p->shown = 0;
}

void gp_cliout_progress(void *ctx, long long done, long long total)
{
	struct gp_cliout_progress *p = ctx;
	double s = since(&p->t0);
	if (s < 1.0 || (s - p->last_s < 0.2 && done < total))
		return;
	p->last_s = s;
	p->shown = 1;
	fprintf(stderr, "\r%s: %lld/%lld points (%.0f%%), %.0f points/s   ", p->label, done, total,
		100.0 * (double)done / (double)total, (double)done / s);
	if (done == total)
		fputc('\n', stderr);
}

int gp_cliout_commit_plotted(struct gp_atomic *csv, struct gp_outset *set, const char *plotpath,
			     const char *x_col, const char *const *inputs, int ninputs)
{
	char tmp[sizeof(csv->tmp)];
	struct gp_diag d;
	int rc;
	gp_diag_clear(&d);
	snprintf(tmp, sizeof(tmp), "%s", gp_atomic_tmp_path(csv) ? gp_atomic_tmp_path(csv)
								  : csv->path);
	rc = gp_atomic_commit(csv, &d) < 0 ? gp_cli_fail(&d) : GP_EXIT_OK;
	gp_cliout_unguard();   /* the library's handlers remove the set's temporaries */
	if (rc == GP_EXIT_OK && plotpath && gp_plot_sweep(tmp, x_col, plotpath, inputs, ninputs,
							  set, &d) < 0)
		rc = gp_cli_fail(&d);
	if (rc == GP_EXIT_OK && gp_outset_commit(set, &d) < 0)
		rc = gp_cli_fail(&d);
	return rc;
}
