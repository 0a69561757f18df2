/* util.h - internal helpers: whole-file reads with limits, atomic writes, number parsing,
 * array growth. */
#ifndef GPUPERF_UTIL_H
#define GPUPERF_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "gpuperf/diag.h"

/* Inputs larger than this are refused (documented in the README). */
#define GP_INPUT_MAX_BYTES (256L * 1024 * 1024)

/*
 * Read a whole regular file into a NUL-terminated buffer the caller frees.
 * Refuses directories, unreadable files and files over max_bytes
 * (0 = GP_INPUT_MAX_BYTES). *len gets the size (may be NULL).
 */
char *gp_read_file(const char *path, size_t max_bytes, size_t *len, struct gp_diag *d);

/*
 * Atomic output. gp_atomic_open() creates "<path>.tmp.<pid>" next to path with
 * O_CREAT|O_EXCL|O_NOFOLLOW and mode 0666 & ~umask (a name longer than NAME_MAX
 * allows is cut and a hash of it appended), after removing such temporaries of
 * processes that no longer run (regular files of this user only);
 * gp_atomic_commit() flushes, fsyncs, closes and renames it over path, naming
 * path in any error (disk full); gp_atomic_abort() closes and removes it.
 * A path that is a character device or a FIFO is written directly and never
 * replaced (a FIFO without a reader is an error, not a hang); a directory or
 * other special file is refused. "-" means stdout (commit and abort then only
 * flush).
 * Signals: the first open installs, for SIGTERM, SIGINT and SIGHUP where the process
 * left them at their default, a handler that removes every open temporary and then
 * re-raises the signal (the process ends as it would have: 128 + the signal); a command
 * with its own handler removes gp_atomic_tmp_path() itself. SIGXFSZ left at its default
 * is ignored, so a write past ulimit -f fails with EFBIG and commit names the path.
 */
struct gp_outset;
struct gp_atomic {
	FILE *f;
	char path[1024];
	char tmp[1100];
	int is_stdout;
	int direct;      /* a device or FIFO written in place */
	int tmp_slot;    /* its place among the temporaries a fatal signal removes, or -1 */
	struct gp_outset *set;   /* the group it is committed with (gp_atomic_open_in), or NULL */
	int set_index;
};
int gp_atomic_open(struct gp_atomic *a, const char *path, struct gp_diag *d);
int gp_atomic_commit(struct gp_atomic *a, struct gp_diag *d);
void gp_atomic_abort(struct gp_atomic *a);
/* The library's SIGTERM/SIGINT/SIGHUP handlers (remove every open temporary, then act as
 * the signal would have; each only where the signal's action is the default), installed
 * by the first gp_atomic_open. A command that takes the signals for a while calls this
 * first and puts the handlers it replaced back after, so later outputs stay covered. */
void gp_atomic_handlers_install(void);
/* The temporary file of the open atomic output, for signal handlers to unlink (NULL: none). */
const char *gp_atomic_tmp_path(const struct gp_atomic *a);

/*
 * Outputs committed together: a command with more than one output (-o and --plot, a report
 * and its --data, a trace and its list, a descriptor and its --dump files) either gives every
 * one its name or leaves every previous file as it was and no temporary behind.
 * gp_atomic_open_in() opens path as gp_atomic_open() does, as a member of set (set NULL:
 * on its own), refusing (-GP_EINVAL, naming both) an output that is the same file as a member
 * already in set (device and inode, or the same name in the same directory when either does
 * not exist yet). A member's gp_atomic_commit() only finishes it (flush, fsync, close: a full
 * disk fails there, naming its path) and hands its temporary to set, so the struct gp_atomic
 * may go out of scope; its gp_atomic_abort() removes it. gp_outset_commit() then renames every
 * member over its path with SIGTERM, SIGINT and SIGHUP held, each by exchanging it with the
 * file it replaces (renameat2 RENAME_EXCHANGE; on a file system without it, a plain rename
 * that cannot be undone), so that when one rename fails the earlier ones are undone: the
 * previous files are back, new names removed. It fails (-GP_EINVAL) when a member was
 * aborted or never finished. Standard output and devices or FIFOs are written in place and
 * cannot be taken back. gp_outset_mkdir() makes a directory for the set's outputs (0 when it
 * exists already); gp_outset_abort() removes every temporary and the directories it made
 * (when empty). Commit and abort release the set and leave it empty, so an abort after
 * either does nothing (one cleanup path may always end with it).
 */
struct gp_outset {
	int n;
	size_t cap;
	struct gp_outset_member *m;
	int ndirs;
	char dirs[4][1024];
};
void gp_outset_init(struct gp_outset *set);
int gp_atomic_open_in(struct gp_atomic *a, struct gp_outset *set, const char *path,
		      struct gp_diag *d);
int gp_outset_mkdir(struct gp_outset *set, const char *dir, struct gp_diag *d);
int gp_outset_commit(struct gp_outset *set, struct gp_diag *d);
void gp_outset_abort(struct gp_outset *set);

/*
 * Refuse an output that is the same file (device and inode, so hard links and
 * other spellings count) as one of the ninputs input paths (NULL entries and
 * inputs that do not exist are skipped). Every command that writes calls it
 * with everything it read before writing. 0, or -GP_EINVAL naming both.
 */
int gp_output_check(const char *out_path, const char *const *inputs, int ninputs,
		    struct gp_diag *d);

/* strtod/strtoll with the whole string consumed and a finite result. 0 or -GP_EPARSE. */
int gp_parse_double(const char *s, double *out);
int gp_parse_ll(const char *s, long long *out);
/*
 * What a message says after a string gp_parse_double refused: "is not a number", or, for a
 * number it spells (1e400, 1e-400, inf, nan), "is not a finite number in double range".
 */
const char *gp_number_refusal(const char *s);
/*
 * v in the fewest significant digits (1..17, as printf's %g) that read back as v, so a message
 * never shows 16384.996 as 16385: into buf (GP_FMT_EXACT_LEN bytes), which is returned.
 */
#define GP_FMT_EXACT_LEN 32
const char *gp_fmt_exact(char *buf, double v);
/* The same, but a whole number below 2^53 in full ("100", not "1e+02"): a value as it was
 * written on a command line. */
const char *gp_fmt_num(char *buf, double v);
/* "X", "XxY" or "XxYxZ" (CUDA's dim3 as written on a command line) into out[3], missing
 * dimensions 1; each in [1, max]. Returns 0 or -GP_EPARSE (bad text) / -GP_ERANGE. */
int gp_parse_dim3(const char *s, long long max, long long out[3]);

/*
 * CUDA's launch limits (CUDA C++ Programming Guide, "Features and Technical Specifications",
 * every compute capability from 3.0): a grid's x at most 2^31-1 blocks, y and z 65535; a
 * block's x and y at most 1024 threads, z 64, and 1024 in all.
 */
#define GP_GRID_X_MAX 2147483647LL
#define GP_GRID_YZ_MAX 65535LL
#define GP_BLOCK_XY_MAX 1024LL
#define GP_BLOCK_Z_MAX 64LL
#define GP_BLOCK_THREADS_MAX 1024LL
/* The largest grid, in blocks in all: (2^31-1) x 65535 x 65535. */
#define GP_GRID_BLOCKS_MAX (GP_GRID_X_MAX * GP_GRID_YZ_MAX * GP_GRID_YZ_MAX)
enum gp_dim3_kind {
	GP_DIM3_GRID,          /* blocks per dimension */
	GP_DIM3_GRID_TOTAL,    /* the same, but a plain count ("4096", no 'x') is the grid's
				* blocks in all, up to GP_GRID_BLOCKS_MAX (the analytical
				* model's grids, which have no shape) */
	GP_DIM3_BLOCK,         /* threads per dimension */
};
/*
 * The one reading of a launch's grid or block shape, s as "X", "XxY" or "XxYxZ": into out[3]
 * (missing dimensions 1), each a whole number from 1 to CUDA's limit above; a block's threads
 * in all at most max_threads (the device's limits.max_threads_per_block; 0: CUDA's 1024; a
 * device's limit above 1024 lets x and y be as large).
 * what names the value in messages (an option, a JSON path). Returns 0, or -GP_EUSAGE with
 * d's message naming what, the text, the dimension at fault and its limit, e.g. "'--grid'
 * '1x65536': grid y is 65536, above CUDA's 65535", and a hint with every limit.
 */
int gp_dim3_read(const char *s, enum gp_dim3_kind kind, long long max_threads, const char *what,
		 long long out[3], struct gp_diag *d);
/* The same check of the first ndims dimensions of v, already read or computed (a model's
 * expressions, a device's own limit): 0 or -GP_EUSAGE as gp_dim3_read, the values shown as
 * text (NULL: "XxYxZ" of them). what NULL leaves it out of the message (the caller's diag
 * field names the value); *at (may be NULL) gets the dimension at fault, -1 for a total. */
int gp_dim3_check(const double v[3], int ndims, const char *text, enum gp_dim3_kind kind,
		  long long max_threads, const char *what, int *at, struct gp_diag *d);

/* FNV-1a hash of len bytes of s: the one hash of the name indexes (listings, configs, PTX
 * registers, trace opcodes). */
static inline unsigned gp_fnv1a(const char *s, size_t len)
{
	unsigned h = 2166136261u;
	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

/* The bytes of [a, e) (a < e) in a's 32-byte sector, as a mask of the sector's bytes (bit i:
 * byte i); *next gets where the piece ends, the next sector's start or e. A store's sectors
 * written only in part are those whose lanes' pieces, ORed, are not all ones: the one rule
 * of the emulator's and the engine's (emu_mem.c, engine_mem.c). */
static inline uint32_t gp_sector_piece(uint64_t a, uint64_t e, uint64_t *next)
{
	uint64_t end = ((a >> 5) + 1) << 5;
	int len;
	if (end > e)
		end = e;
	len = (int)(end - a);
	*next = end;
	return len == 32 ? 0xffffffffu : ((1u << len) - 1) << (a & 31);
}

/*
 * The one growth step of the library's arrays and buffers: make *p, with *cap elements of
 * elem_bytes allocated, hold at least need elements. The new capacity is the largest of
 * need, twice *cap and GP_GROW_MIN, so appending one at a time costs amortized O(1).
 * Returns 0 (*p and *cap the grown ones; nothing done when need <= *cap), or -GP_ENOMEM
 * when out of memory or when the bytes would overflow size_t, with *p and *cap unchanged
 * (the caller turns it into its own diagnostic). The contents are kept, the new part is
 * not initialized.
 */
#define GP_GROW_MIN 16
int gp_grow(void **p, size_t *cap, size_t need, size_t elem_bytes);
/* The same for an int capacity: a need above INT_MAX (or below 0) is -GP_ENOMEM, and the
 * capacity stops at INT_MAX. */
int gp_grow_int(void **p, int *cap, int need, size_t elem_bytes);

/* Line number (1-based) of offset pos in text, and its column. */
void gp_text_position(const char *text, size_t pos, int *line, int *col);

/* Strip a leading UTF-8 byte-order mark: returns text or text + 3. */
const char *gp_skip_bom(const char *text);
/* The bytes of a UTF-8 byte-order mark at the start of len bytes of text (not terminated):
 * 3 or 0. */
size_t gp_bom_bytes(const char *text, size_t len);

/* in made absolute with its links resolved (realpath): relative to dir when in is relative and
 * dir is given, else to the current directory; into out (n bytes). "" (or NULL) gives "".
 * 0, -GP_ENOTFOUND (it cannot be resolved: errno says why) or -GP_ELIMIT (longer than n). */
int gp_path_absolute(const char *dir, const char *in, char *out, size_t n);

#endif
