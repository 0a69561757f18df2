/* engine_dram.c - DRAM channels: banks with open rows, a shared data bus, queueing under load. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "engine_int.h"

/*
 * Each channel is a FCFS server (seed 004, SimTRaX section 4: latency is a
 * function of load and row-buffer state, not an average). A read of k sectors
 * waits for its bank (a row miss adds activation time, EN_DRAM_ACT_NS) and
 * for the channel's data bus, which moves one sector in 32 / (peak bandwidth
 * per channel) SM cycles (thesis eq. 4.7 spread over the channels). So the
 * bandwidth limit is never exceeded and queueing delay grows with the load.
 */
int en_dram_init(struct en_dram *m, const struct gp_device *dev, uint64_t icnt_cycles)
{
	double clk_hz = dev->sm_clock_mhz * 1e6;
	double bpc = dev->dram_bw_gbps * 1e9 / (dev->dram_channels > 0 ? dev->dram_channels : 1) /
		     clk_hz;   /* bytes per SM cycle per channel */
	double line_cycles;
	memset(m, 0, sizeof(*m));
	m->nch = dev->dram_channels > 0 ? dev->dram_channels : 1;
	m->ch = calloc((size_t)m->nch, sizeof(*m->ch));
	if (!m->ch)
		return -GP_ENOMEM;
	for (int c = 0; c < m->nch; c++)
		for (int b = 0; b < EN_DRAM_BANKS; b++)
			m->ch[c].open_row[b] = -1;
	m->sector_fp = (uint64_t)llround(EN_SECTOR_BYTES / bpc * (double)EN_FP);
	if (m->sector_fp == 0)
		m->sector_fp = 1;
	m->act_fp = (uint64_t)llround(EN_DRAM_ACT_NS * 1e-9 * clk_hz * (double)EN_FP);
	m->slice_sector_fp = (uint64_t)EN_SECTOR_BYTES * EN_FP / EN_L2_SLICE_BYTES_PER_CLK;
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
	free(m->ch);
	m->ch = NULL;
}

/* Bank and row of a line within its channel. */
static void locate(const struct en_dram *m, uint64_t line, int *bank, int64_t *row)
{
	uint64_t local = line / (uint64_t)m->nch;
	uint64_t r = local / (EN_DRAM_ROW_BYTES / 128);
	*bank = (int)((r ^ (r >> 4)) % EN_DRAM_BANKS);
	*row = (int64_t)r;
}

static uint64_t access(struct en_dram *m, int ch, uint64_t line, int sectors, uint64_t t_fp)
{
	struct en_chan *c = &m->ch[ch];
	int b;
	int64_t row;
	uint64_t ready, xs;
	locate(m, line, &b, &row);
	ready = t_fp > c->bank_free[b] ? t_fp : c->bank_free[b];
	if (c->open_row[b] != row) {
		ready += m->act_fp;
		c->open_row[b] = row;
		m->row_misses++;
	} else {
		m->row_hits++;
	}
	xs = ready > c->bus_free ? ready : c->bus_free;
	c->bus_free = xs + (uint64_t)sectors * m->sector_fp;
	c->bank_free[b] = c->bus_free;
	return c->bus_free;
}

uint64_t en_dram_read(struct en_dram *m, int ch, uint64_t line, int sectors, uint64_t t_fp)
{
	uint64_t done = access(m, ch, line, sectors, t_fp);
	m->read_bytes += (uint64_t)sectors * EN_SECTOR_BYTES;
	return en_fp_ceil(done) + m->base_cycles;
}

void en_dram_write(struct en_dram *m, int ch, uint64_t line, int sectors, uint64_t t_fp)
{
	access(m, ch, line, sectors, t_fp);
	m->write_bytes += (uint64_t)sectors * EN_SECTOR_BYTES;
}
