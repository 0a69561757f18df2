/* trace.h - Accel-Sim NVBit traces (kernelslist.g, kernel-N.traceg) and descriptors made from them. */
#ifndef GPUPERF_TRACE_H
#define GPUPERF_TRACE_H

#include <stddef.h>
#include <stdint.h>

#include "gpuperf/device.h"
#include "gpuperf/diag.h"
#include "gpuperf/iclass.h"
#include "gpuperf/kernel.h"

/* ==== kernelslist.g ==== */

enum gp_trace_cmd_kind { GP_TRACE_KERNEL, GP_TRACE_HTOD, GP_TRACE_DTOH };

struct gp_trace_cmd {
	enum gp_trace_cmd_kind kind;
	uint64_t addr, bytes;        /* copies: device address and size */
	char *path;                  /* kernels: the .traceg file with the list's directory, owned
				      * by the list; NULL for copies (a copy line costs ~40 bytes) */
	int line;
};

struct gp_trace_list {
	char path[512];
	int n;
	struct gp_trace_cmd *cmds;
};

/* Commands per kernelslist.g (real lists hold thousands). */
#define GP_TRACE_LIST_MAX 1000000

/* Read a kernelslist.g: "MemcpyHtoD,0xADDR,BYTES", "MemcpyDtoH,0xADDR,BYTES" and
 * "kernel-N.traceg" lines, at most GP_TRACE_LIST_MAX. Errors name file and line.
 * Release frees every cmds[i].path too. */
int gp_trace_list_load(const char *path, struct gp_trace_list *l, struct gp_diag *d);
void gp_trace_list_release(struct gp_trace_list *l);

/* ==== kernel-N.traceg ==== */

#define GP_TRACE_MAX_DST 4
#define GP_TRACE_MAX_SRC 8
#define GP_TRACE_OP_MAX 32

/* One dynamic warp instruction. Registers use kernel.h's ids: R0..R254 = 0..254,
 * P0..P6 = 256..262; RZ, uniform and special registers are left out. */
struct gp_trace_inst {
	uint32_t pc;
	uint32_t mask;               /* active threads */
	uint16_t op;                 /* index into gp_trace_kernel.ops */
	uint8_t ndst, nsrc;
	int16_t dst[GP_TRACE_MAX_DST];
	int16_t src[GP_TRACE_MAX_SRC];
	uint8_t width_bytes;         /* per-thread access width; 0 = not a memory instruction */
	uint8_t addr_mode;           /* as traced: 0 list, 1 base+stride, 2 base+deltas */
	uint32_t addr;               /* memory instructions: first of 32 entries in .addrs */
	uint32_t line;
};

struct gp_trace_warp {
	int block[3];                /* block index */
	int warp;                    /* warp inside the block */
	size_t first, count;         /* ins[first .. first + count) */
};

struct gp_trace_kernel {
	char path[512];
	char name[256];
	int kernel_id;
	int grid[3], block[3];
	int shmem_bytes, nregs, binary_version, tracer_version, stream_id, lineinfo;
	uint64_t shmem_base, local_base;
	char nvbit_version[32];
	size_t ninst, nwarps, naddr;
	struct gp_trace_inst *ins;
	struct gp_trace_warp *warps;
	uint64_t *addrs;             /* 32 per memory instruction, 0 for inactive lanes */
	int nops;
	char (*ops)[GP_TRACE_OP_MAX];/* distinct opcodes as traced ("LDG.E.CG") */
	long long nblocks;           /* #BEGIN_TB sections */
};

/*
 * Read a kernel trace (tracer versions 1-4 and later: versions below 3 carry
 * "block_x block_y block_z warp" before each instruction; "-enable lineinfo = 1"
 * a line number). Address modes list, base+stride and base+deltas are expanded
 * to one address per active thread. Errors name file and line. Inputs are
 * limited to GP_INPUT_MAX_BYTES. Release with gp_trace_kernel_release.
 */
int gp_trace_kernel_load(const char *path, struct gp_trace_kernel *k, struct gp_diag *d);
int gp_trace_kernel_parse(const char *text, size_t len, const char *name,
			  struct gp_trace_kernel *k, struct gp_diag *d);
void gp_trace_kernel_release(struct gp_trace_kernel *k);
/* Blocks (#BEGIN_TB .. #END_TB) of a trace whose header hdr gave (grid, block,
 * tracer version, line info); errors name hdr->path and lines from line0 + 1.
 * k gets hdr's fields and these blocks' warps, instructions and addresses. text
 * (len bytes and room for one more) is cut up in place. */
int gp_trace_block_parse(const struct gp_trace_kernel *hdr, char *text, size_t len,
			 int line0, struct gp_trace_kernel *k, struct gp_diag *d);

/* ==== Streaming: a kernel trace read block by block, in bounded memory ==== */

struct gp_trace_stream;

/*
 * Open a kernel trace, plain or compressed (gzip, xz; told by the content), and
 * read its header into hdr (no instructions). Memory stays bounded by the
 * largest block whatever the file's size. Close with gp_trace_stream_close.
 */
int gp_trace_stream_open(const char *path, struct gp_trace_stream **out,
			 struct gp_trace_kernel *hdr, struct gp_diag *d);
/* The next block in file order into blk (released and refilled on each call):
 * 1 when one was read, 0 at the end of the file, negative gp_err on an error. */
int gp_trace_stream_next(struct gp_trace_stream *s, struct gp_trace_kernel *blk,
			 struct gp_diag *d);
/* Back to the first block. */
int gp_trace_stream_rewind(struct gp_trace_stream *s, struct gp_diag *d);
/* Bytes of trace text read so far (decompressed). */
uint64_t gp_trace_stream_bytes(const struct gp_trace_stream *s);
void gp_trace_stream_close(struct gp_trace_stream *s);

/* Instruction class of a traced opcode ("LDG.E.CG" -> GP_IC_GLD); unknown ones are misc. */
enum gp_iclass gp_trace_opcode_class(const char *op);

/* ==== What a trace says about the kernel ==== */

struct gp_trace_stats {
	double warps;                      /* traced warps */
	double warp_insts;                 /* dynamic warp instructions (nvprof inst_executed) */
	double thread_insts;               /* ... times active threads */
	double by_class[GP_IC_COUNT];      /* dynamic warp instructions per class */
	double thread_by_class[GP_IC_COUNT];
	double gld_requests, gst_requests; /* global load/store warp instructions with active threads */
	double gld_sectors, gst_sectors;   /* 32-byte sectors they touch (summed per request) */
	double sectors_per_request;        /* (gld + gst sectors) / requests */
	double footprint_bytes;            /* distinct global 32-byte sectors x 32 */
	double smem_requests, smem_wavefronts; /* shared accesses and bank-conflict passes */
	double latency_bound_cycles;       /* mean per warp of the dependency critical path */
	double dram_bytes;                 /* what the descriptor charges as gmem_bytes, in total */
};

/*
 * Turn a trace into a descriptor (fidelity "trace"): per-warp dynamic counts
 * by unit (integer work on the FP32 cores when dev has no INT32 units,
 * kernels/README.md), ins_issued = dynamic instructions (traces carry no
 * dual-issue pairing), gmem_bytes = compulsory traffic (distinct sectors)
 * when the footprint fits dev's L2, else every sector requested; smem_bytes
 * from the bank-conflict passes; latency_bound = mean critical path (thesis
 * 5.2.2, dev's latencies; a global access is charged DRAM latency on a
 * sector's first touch, L2 after); registers and shared memory from the
 * header. k->program holds the longest warp's path with one address pattern
 * per memory instruction (affine when every traced access fits it, random
 * over the touched range otherwise). regions (may be NULL) names arrays by
 * the kernelslist.g copies. k must be gp_kernel_init'ed; st may be NULL.
 */
int gp_trace_to_kernel(const struct gp_trace_kernel *t, const struct gp_device *dev,
		       const struct gp_trace_list *regions, struct gp_kernel *k,
		       struct gp_trace_stats *st, struct gp_diag *d);

#endif
