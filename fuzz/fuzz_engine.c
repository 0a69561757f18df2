/* fuzz_engine.c - libFuzzer harness for the engine's options: every scheduler, one and two
 * jobs, sampling, managed memory, forced occupancy, miss entries, cycle bounds, on
 * fuzzed programs and fuzzed traces streamed from a file (plain or gzip). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gpuperf/engine.h"
#include "gpuperf/traceg.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

/* The option bytes: the first 8 of the input. */
struct pick {
	unsigned char mode, sched, jobs, sample, managed, block, grid, occ;
};

static void options(const struct pick *p, struct gp_engine_opts *o)
{
	gp_engine_opts_init(o);
	o->sched = p->sched & 1 ? GP_ENGINE_LRR : GP_ENGINE_GTO;
	o->jobs = 1 + (p->jobs & 1);
	o->sample = p->sample & 1;
	o->managed = !o->sample && (p->managed & 1);
	o->mshr_per_sm = p->managed & 2 ? 1 + (p->jobs >> 1) : 0;
	o->prefetcher = (enum gp_uvm_prefetcher)((p->managed >> 2) % 4);
	o->fault_mshrs = p->managed & 16 ? 1 : 0;
	o->no_skip_ahead = (p->managed >> 5) & 1;
	/* bounded: every input finishes in milliseconds */
	o->max_cycles = 200000;
}

static void run_program(const struct pick *p, const struct gp_device *dev,
			const unsigned char *text, size_t size)
{
	struct gp_kernel k;
	struct gp_engine_opts o;
	struct gp_engine_result r;
	struct gp_params prm;
	struct gp_diag d;
	struct gp_launch l;
	options(p, &o);
	memset(&l, 0, sizeof(l));
	l.block = 1 + p->block * 4;          /* 1..1021 threads */
	l.grid = 1 + p->grid % 64;
	l.occupancy_warps = p->occ & 0x80 ? 1 + (p->occ & 63) : 0;
	gp_params_init(&prm);
	if (gp_kernel_parse((const char *)text, size, "fuzz.json", &k, &d) < 0) {
		/* not a descriptor: saxpy2 with the trip count from the input */
		if (gp_kernel_load("kernels/saxpy2.json", &k, &d) < 0)
			return;
		gp_params_set(&prm, "a", size % 17, NULL);
	}
	gp_engine_run(dev, &k, &prm, &l, &o, &r, &d);
	gp_kernel_release(&k);
}

static void run_trace(const struct pick *p, const struct gp_device *dev,
		      const unsigned char *text, size_t size)
{
	char path[64];
	struct gp_engine_opts o;
	struct gp_engine_result r;
	struct gp_engine_trace_info info;
	struct gp_diag d;
	FILE *f;
	options(p, &o);
	o.managed = 0;
	snprintf(path, sizeof(path), "/tmp/fuzz_engine_%d.traceg", (int)getpid());
	if (!(f = fopen(path, "wb")))
		return;
	fwrite(text, 1, size, f);
	fclose(f);
	gp_engine_run_trace_file(dev, path, &o, &r, &info, &d);
	remove(path);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const char *const devs[] = { "devices/gtx970.json", "devices/v100.json",
					    "devices/gtx1080.json" };
	struct pick p;
	struct gp_device dev;
	struct gp_diag d;
	if (size < sizeof(p))
		return 0;
	memcpy(&p, data, sizeof(p));
	if (gp_device_load(devs[p.mode % 3], &dev, &d) < 0)
		return 0;
	if (p.mode & 4)
		run_trace(&p, &dev, data + sizeof(p), size - sizeof(p));
	else
		run_program(&p, &dev, data + sizeof(p), size - sizeof(p));
	return 0;
}
