/* drammix.h - the DRAM ceiling by read/write mix: pure streams run faster than mixed ones.
 *
 * A device file may give, besides the triad figure memory.sustained_gbps (2 reads : 1
 * write), the measured plateaus of a read-only and a write-only stream
 * (memory.dram_read_sustained_gbps, memory.dram_write_sustained_gbps). The DRAM time of a
 * launch that moves R bytes in and W bytes out is then
 *
 *   t = R / read_gbps + W / write_gbps + turn_ns_per_byte x min(R, W)      (ns, bytes, GB/s)
 *
 * The last term is the data bus's read/write turnaround. A memory controller holds writes
 * in a write queue and drains them in batches when it fills past a high watermark, serving
 * reads in between (write drain; Chatterjee et al., "Staged Reads: Mitigating the Impact
 * of DRAM Writes on DRAM Reads", HPCA 2012, sec. 2; GPGPU-Sim's -dram_write_queue_size
 * high:low watermarks, which the engine follows, engine_dram.c). Every switch of the bus
 * from reading to writing and back leaves it idle for the JEDEC turnaround delays (read
 * to write: RL + BL/2 - WL + a guard cycle; write to read: WL + BL/2 + tWTR; JESD235 HBM,
 * JESD79-4 DDR4 timing tables). A batch of fixed size costs a fixed pair of them, so the
 * idle time grows with the number of batches: with the writes, while reads are the
 * majority, and with the reads, which break the drains, when writes are; none for a pure
 * stream, which never switches. What we take from it: the idle time is proportional to
 * min(R, W), at a per-device cost per byte that the tables do not give directly. It is
 * derived so that the triad mix runs exactly at sustained_gbps:
 *
 *   3 / sustained = 2 / read_gbps + 1 / write_gbps + turn_ns_per_byte
 *
 * so triad-like launches keep the figure the model always had. A device that gives one of
 * the two plateaus has the other at sustained_gbps (the triad figure, as before).
 */
#ifndef GPUPERF_DRAMMIX_H
#define GPUPERF_DRAMMIX_H

#include "gpuperf/device.h"

/* Fraction of the peak DRAM bandwidth sustained where a device file gives no measurement:
 * the median of the triad fractions in gpu-benches' gpu-stream tables (V100 814/900,
 * A100 40 GB 1375/1555, A100 80 GB 1759/2039, H100 PCIe 1832/2039, H200 3534/4800). */
#define GP_DRAM_SUSTAINED_FRACTION 0.884

/* The DRAM bandwidth a triad stream sustains on dev, GB/s: memory.sustained_gbps, else
 * GP_DRAM_SUSTAINED_FRACTION of the peak. The hierarchy model's DRAM ceiling. */
double gp_drammix_sustained_gbps(const struct gp_device *dev);
/* The write-only DRAM ceiling, GB/s: memory.dram_write_sustained_gbps, else the above. */
double gp_drammix_write_gbps(const struct gp_device *dev);

struct gp_drammix {
	double read_gbps;          /* ceiling of a read-only stream */
	double write_gbps;         /* ceiling of a write-only stream */
	double turn_ns_per_byte;   /* bus turnaround time per byte of min(R, W) */
};

/* The mix figures of dev. Returns 1 when dev gives a read-only or write-only plateau (m
 * filled as above), 0 when it gives neither (m: both ceilings at gp_drammix_sustained_gbps(),
 * no turnaround), -1 when its figures would need a negative turnaround (a device file
 * the loader rejects; m as for 0). */
int gp_drammix_get(const struct gp_device *dev, struct gp_drammix *m);

/* GB/s of a launch moving read_bytes and write_bytes (>= 0): their total over the time
 * above; the read ceiling when both are 0. */
double gp_drammix_gbps(const struct gp_drammix *m, double read_bytes, double write_bytes);

#endif
