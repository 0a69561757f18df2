/* drammix.c - the device's DRAM ceilings: sustained, write-only, and by read/write mix (drammix.h). */
#include <math.h>

#include "gpuperf/drammix.h"

double gp_drammix_sustained_gbps(const struct gp_device *dev)
{
	return dev->dram_sustained_gbps > 0 ? dev->dram_sustained_gbps
					    : GP_DRAM_SUSTAINED_FRACTION * dev->dram_bw_gbps;
}

double gp_drammix_write_gbps(const struct gp_device *dev)
{
	return dev->dram_write_sustained_gbps > 0 ? dev->dram_write_sustained_gbps
						  : gp_drammix_sustained_gbps(dev);
}

int gp_drammix_get(const struct gp_device *dev, struct gp_drammix *m)
{
	double s = gp_drammix_sustained_gbps(dev), turn;
	m->read_gbps = m->write_gbps = s;
	m->turn_ns_per_byte = 0;
	if (!(dev->dram_read_sustained_gbps > 0) && !(dev->dram_write_sustained_gbps > 0))
		return 0;
	/* the triad moves 3 bytes in the time 2 read and 1 written bytes take plus one byte's
	 * turnaround (min(2, 1) = 1): ns per byte are 1 / GB/s */
	turn = 3 / s - 2 / (dev->dram_read_sustained_gbps > 0 ? dev->dram_read_sustained_gbps : s) -
	       1 / (dev->dram_write_sustained_gbps > 0 ? dev->dram_write_sustained_gbps : s);
	/* a few ulps below 0 is rounding of figures that make it exactly 0 */
	if (turn < -1e-12 / s)
		return -1;
	if (dev->dram_read_sustained_gbps > 0)
		m->read_gbps = dev->dram_read_sustained_gbps;
	if (dev->dram_write_sustained_gbps > 0)
		m->write_gbps = dev->dram_write_sustained_gbps;
	m->turn_ns_per_byte = fmax(0, turn);
	return 1;
}

double gp_drammix_gbps(const struct gp_drammix *m, double read_bytes, double write_bytes)
{
	double r = fmax(0, read_bytes), w = fmax(0, write_bytes);
	double ns = r / m->read_gbps + w / m->write_gbps + m->turn_ns_per_byte * fmin(r, w);
	return ns > 0 ? (r + w) / ns : m->read_gbps;
}
