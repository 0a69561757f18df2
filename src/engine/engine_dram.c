/* engine_dram.c - DRAM channels: banks with open rows, a shared data bus, queueing under load. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"
#include "gpuperf/drammix.h"

/*
 * Each channel is a FCFS server (seed 004, SimTRaX section 4: latency is a
 * function of load and row-buffer state, not an average). A read of k sectors
 * waits for its bank (a row miss adds activation time, EN_DRAM_ACT_NS) and
 * for the channel's data bus, which moves one sector in 32 / (peak bandwidth
 * per channel) SM cycles (thesis eq. 4.7 spread over the channels). So the
 * bandwidth limit is never exceeded and queueing delay grows with the load.
 */
/*
 * The L2 slice of a channel serves one sector in slice_sector_fp SM cycles. The device's
 * measured L2-resident bandwidth (memory.l2_bw_gbps, gpu-benches' gpu-l2-cache/gpu-cache
 * plateaus; the analytical model's L2 ceiling is the same figure) is spread evenly over the
 * engine's slices, one per DRAM channel, at the SM clock the engine counts cycles in: all
 * slices busy move exactly the measured bandwidth. A device without the figure keeps
 * EN_L2_SLICE_BYTES_PER_CLK per slice (an assumption: ~2.5x DRAM on GM204).
 */
uint64_t en_l2_slice_sector_fp(const struct gp_device *dev, int slices)
{
	double bpc = EN_L2_SLICE_BYTES_PER_CLK;   /* bytes per SM cycle per slice */
	uint64_t fp;
	if (dev->l2_bw_gbps > 0 && dev->sm_clock_mhz > 0 && slices > 0)
		bpc = dev->l2_bw_gbps * 1e9 / slices / (dev->sm_clock_mhz * 1e6);
	fp = (uint64_t)llround(EN_SECTOR_BYTES / bpc * (double)EN_FP);
	return fp > 0 ? fp : 1;
}

/*
 * A channel's partial-write stage takes one sector written only in part for
 * gp_device_partial_write_bytes (32 B; 64 with ECC, a read-modify-write) at the channel's
 * share of the device's peak DRAM bandwidth, at the SM clock the engine counts cycles in:
 * every channel's stage busy writes dram_bw_gbps / those bytes partial sectors a second,
 * the law the naive transpose's scattered stores follow on the A100 (-2%), the RTX 2080 Ti
 * (-1%) and the H100 SXM (+14%) (device.c). The peak and not the sustained figure, and not
 * on the data bus: a partial store moves no extra DRAM sectors (V100's Nsight counters);
 * the stage is the channel's write path, a server beside the slice and the bus.
 * A device imported from a GPGPU-Sim config (store_ack_retire: import-config sets it on
 * every one, no measured device has it) has none: it reproduces GPGPU-Sim's memory path,
 * whose sectored L2 takes a partial write into the sector's byte mask at no cost (policy L,
 * fetch on read; gpu-cache.cc, data_cache::wr_miss_wa_lazy_fetch_on_read), and Accel-Sim's
 * cycles on it (tests/data/accelsim) are the reference there.
 */
uint64_t en_dram_partial_write_fp(const struct gp_device *dev)
{
	int nch = dev->dram_channels > 0 ? dev->dram_channels : 1;
	/* the channel's peak bytes per SM cycle */
	double bpc = dev->dram_bw_gbps * 1e9 / nch / (dev->sm_clock_mhz * 1e6);
	uint64_t fp;
	if (dev->store_ack_retire)
		return 0;
	fp = (uint64_t)llround(gp_device_partial_write_bytes(dev) / bpc * (double)EN_FP);
	return fp > 0 ? fp : 1;
}

/*
 * The factor on a sector's bus time that makes the engine's saturated triad (2 reads : 1
 * write, full lines) run at the device's measured sustained bandwidth
 * (memory.sustained_gbps, gpu-stream's triad plateau: the same figure the analytical model
 * charges DRAM at, gp_drammix_sustained_gbps). The engine's own bus moves a channel's 12
 * sectors of two read lines and one written line in 12 x 32 B / (peak per channel x (1 -
 * tRFC / tREFI)) plus the write batch's share of two turnarounds, 2 x tWTR / batch; the
 * measured plateau is lower because it also pays what the engine does not time (row
 * misses and precharges under the real mapping, further bus turnarounds, refresh beyond
 * one die's tRFC, command-bus limits). The factor f stretches the sector time so that
 *
 *   12 x 32 B / (sustained / channels) = f x 12 x 32 B / (peak / channels x (1 - refresh))
 *                                        + 2 x tWTR / batch
 *
 * It is never below 1: a measured figure above the engine's own ceiling does not make the
 * bus faster than its peak. Without the figure it is exactly 1 (the device's timing is
 * unchanged). The read-only and write-only plateaus (memory.dram_*_sustained_gbps) stay
 * with the model (drammix.h).
 */
double en_dram_sustained_factor(const struct gp_device *dev)
{
	int nch = dev->dram_channels > 0 ? dev->dram_channels : 1;
	double line3_bytes = 12.0 * EN_SECTOR_BYTES;
	double own_ns, want_ns, f;
	if (!(dev->dram_sustained_gbps > 0) || !(dev->dram_bw_gbps > 0))
		return 1.0;
	own_ns = line3_bytes / (dev->dram_bw_gbps / nch * (1.0 - EN_DRAM_RFC_NS / EN_DRAM_REFI_NS));
	want_ns = line3_bytes / (dev->dram_sustained_gbps / nch) -
		  2.0 * EN_DRAM_TURN_NS / EN_DRAM_WRITE_BATCH;
	f = want_ns / own_ns;
	return f > 1.0 ? f : 1.0;
}

int en_dram_init(struct en_dram *m, const struct gp_device *dev, uint64_t icnt_cycles,
		 struct gp_diag *d)
{
	double clk_hz = dev->sm_clock_mhz * 1e6;
	double bpc = dev->dram_bw_gbps * 1e9 / (dev->dram_channels > 0 ? dev->dram_channels : 1) /
		     clk_hz;   /* bytes per SM cycle per channel */
	double line_cycles;
	memset(m, 0, sizeof(*m));
	m->nch = dev->dram_channels > 0 ? dev->dram_channels : 1;
	if (en_amap_of_device(&m->map, dev, d) < 0)
		return -GP_EINVAL;
	m->nbanks = 1 << m->map.nbank_bits;
	m->ch = calloc((size_t)m->nch, sizeof(*m->ch));
	if (!m->ch)
		return gp_error(d, GP_ENOMEM, "out of memory");
	for (int c = 0; c < m->nch; c++) {
		m->ch[c].bank_free = calloc((size_t)m->nbanks, sizeof(uint64_t));
		m->ch[c].open_row = calloc((size_t)m->nbanks, sizeof(uint64_t));
		m->ch[c].xbar = calloc(EN_SLICES_MAX, sizeof(*m->ch[c].xbar));
		m->ch[c].rep = calloc(EN_SLICES_MAX, sizeof(*m->ch[c].rep));
		m->ch[c].atom_q = calloc(EN_SLICES_MAX * EN_ATOM_QUEUE, sizeof(uint64_t));
		if (!m->ch[c].bank_free || !m->ch[c].open_row || !m->ch[c].xbar || !m->ch[c].rep ||
		    !m->ch[c].atom_q)
			return gp_error(d, GP_ENOMEM, "out of memory");
	}
	/* refresh takes the bus tRFC of every tREFI */
	bpc *= 1.0 - EN_DRAM_RFC_NS / EN_DRAM_REFI_NS;
	/* stretched to the measured sustained figure (1: no figure, the timing unchanged) */
	bpc /= en_dram_sustained_factor(dev);
	m->sector_fp = (uint64_t)llround(EN_SECTOR_BYTES / bpc * (double)EN_FP);
	if (m->sector_fp == 0)
		m->sector_fp = 1;
	m->act_fp = (uint64_t)llround(EN_DRAM_ACT_NS * 1e-9 * clk_hz * (double)EN_FP);
	m->turn_fp = (uint64_t)llround(EN_DRAM_TURN_NS * 1e-9 * clk_hz * (double)EN_FP);
	m->slice_sector_fp = en_l2_slice_sector_fp(dev, m->nch);
	m->partial_fp = en_dram_partial_write_fp(dev);
	if (dev->dram_write_read_wait_ns > 0) {
		m->wwait_cycles = dev->dram_write_read_wait_ns * 1e-9 * clk_hz;
		m->wcap_bytes = gp_drammix_write_gbps(dev) * 1e9 / m->nch / clk_hz *
				EN_DRAM_WRITE_WINDOW_CYCLES;
	}
	/* an unloaded full-line read takes exactly the table's DRAM latency (Table 4.2) */
	line_cycles = (double)en_fp_ceil(4 * m->sector_fp);
	{
		double base = dev->lat_mem[GP_MEM_DRAM] - (double)icnt_cycles - line_cycles;
		m->base_cycles = base > 0 ? (uint64_t)llround(base) : 0;
	}
	return 0;
}

void en_dram_release(struct en_dram *m)
{
	if (m->ch)
		for (int c = 0; c < m->nch; c++) {
			free(m->ch[c].bank_free);
			free(m->ch[c].open_row);
			free(m->ch[c].xbar);
			free(m->ch[c].rep);
			free(m->ch[c].atom_q);
		}
	free(m->ch);
	m->ch = NULL;
}

/*
 * One access. The bank: a different open row costs precharge + activation,
 * and the bank is busy until its data has moved. The data bus: a
 * work-conserving server at the channel's bandwidth less refresh; writes
 * wait in a write queue and drain in batches, each paying the bus turnaround
 * into and out of writing. The two overlap as under a
 * first-ready scheduler with bank parallelism (FR-FCFS; Rixner et al., "Memory
 * access scheduling", ISCA 2000): while other requests are queued, a row
 * activation in one bank does not idle the bus, so a stream that keeps rows
 * open runs at the bus rate and one that keeps one bank busy runs at that
 * bank's rate. The data is back when both its bank and its bus slot are done.
 */
static uint64_t access(struct en_dram *m, const struct en_dloc *at, int sectors, int write,
		       uint64_t t_fp)
{
	struct en_chan *c = &m->ch[at->ch];
	int b = at->bank;
	uint64_t bank, xs, xfer = (uint64_t)sectors * m->sector_fp, done;
	bank = t_fp > c->bank_free[b] ? t_fp : c->bank_free[b];
	if (c->open_row[b] != at->row + 1) {
		bank += m->act_fp;
		c->open_row[b] = at->row + 1;
		m->row_misses++;
	} else {
		m->row_hits++;
	}
	xs = t_fp > c->bus_free ? t_fp : c->bus_free;
	/* writes drain from the write queue in batches: two turnarounds per batch */
	if (write)
		xs += 2 * m->turn_fp / EN_DRAM_WRITE_BATCH;
	c->bus_free = xs + xfer;
	done = bank + xfer > c->bus_free ? bank + xfer : c->bus_free;
	c->bank_free[b] = done;
	return done;
}

/*
 * The channel's write utilisation at t_fp after adding `bytes` written then: its written
 * bytes, each weighted by e^-(age / window) (an exponentially weighted moving sum, which for
 * a steady rate r holds r x window), over the bytes its write-only plateau moves in a
 * window. Times that arrive out of order decay nothing.
 */
static double write_util(struct en_dram *m, struct en_chan *c, uint64_t t_fp, double bytes)
{
	if (t_fp > c->w_t_fp) {
		double age = (double)(t_fp - c->w_t_fp) / (double)EN_FP;
		c->w_bytes *= exp(-age / EN_DRAM_WRITE_WINDOW_CYCLES);
		c->w_t_fp = t_fp;
	}
	c->w_bytes += bytes;
	return c->w_bytes / m->wcap_bytes;
}

/* A read's data is back after the bus and the fixed part, and, on a device with
 * memory.dram_write_read_wait_ns, that figure times its channel's write utilisation: the
 * wait the analytical model adds per DRAM round (estimate.c write_wait_cycles). */
uint64_t en_dram_read(struct en_dram *m, const struct en_dloc *at, int sectors, uint64_t t_fp)
{
	uint64_t done = access(m, at, sectors, 0, t_fp), wait = 0;
	m->read_bytes += (uint64_t)sectors * EN_SECTOR_BYTES;
	if (m->wwait_cycles > 0)
		wait = (uint64_t)llround(m->wwait_cycles * write_util(m, &m->ch[at->ch], t_fp, 0));
	return en_fp_ceil(done) + m->base_cycles + wait;
}

uint64_t en_dram_write(struct en_dram *m, const struct en_dloc *at, int sectors, uint64_t t_fp)
{
	uint64_t done = access(m, at, sectors, 1, t_fp);
	m->write_bytes += (uint64_t)sectors * EN_SECTOR_BYTES;
	if (m->wwait_cycles > 0)
		write_util(m, &m->ch[at->ch], t_fp, (double)sectors * EN_SECTOR_BYTES);
	return en_fp_ceil(done) + m->base_cycles;
}
