/* traceg.h - Accel-Sim NVBit trace reader (kernelslist.g, kernel-N.traceg): traceg.c. Read
 * block by block: trace_stream.h; descriptors made from traces: trace_kernel.h. */
#ifndef GPUPERF_TRACEG_H
#define GPUPERF_TRACEG_H

#include <stddef.h>
#include <stdint.h>

#include "gpuperf/diag.h"
#include "gpuperf/iclass.h"

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

/* Instruction class of a traced opcode ("LDG.E.CG" -> GP_IC_GLD); unknown ones are misc. */
enum gp_iclass gp_trace_opcode_class(const char *op);

#endif
