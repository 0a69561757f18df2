/* device_save.h - write a struct gp_device as a devices/NAME.json file, with its citations. */
#ifndef GPUPERF_DEVICE_SAVE_H
#define GPUPERF_DEVICE_SAVE_H

#include "gpuperf/device.h"
#include "gpuperf/diag.h"

/*
 * Citations for a device file: JSON path -> where the figure comes from
 * (devices/README.md, "sources"). A key covers that path and everything
 * below it ("/memory" covers "/memory/clock_mhz").
 */
#define GP_SOURCES_MAX 160
#define GP_SOURCE_KEY_MAX 64
#define GP_SOURCE_TEXT_MAX 400

struct gp_sources {
	int n;
	char key[GP_SOURCES_MAX][GP_SOURCE_KEY_MAX];
	char text[GP_SOURCES_MAX][GP_SOURCE_TEXT_MAX];
};

void gp_sources_init(struct gp_sources *s);
/* Add or replace the citation of key (printf-formatted text, truncated to fit).
 * Returns 0, or -GP_ELIMIT when the table is full. */
int gp_sources_set(struct gp_sources *s, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* The exact entry for key, or NULL. */
const char *gp_sources_get(const struct gp_sources *s, const char *key);
/* The entry covering path (itself or its nearest ancestor), or NULL. */
const char *gp_sources_cover(const struct gp_sources *s, const char *path);
/* Remove key and every entry below it (used when a figure is re-derived). */
void gp_sources_drop(struct gp_sources *s, const char *key);

/*
 * Write dev as JSON following devices/README.md (key order and units as
 * there: _us for the times held in seconds, size_gib for mem_size_bytes).
 * Optional sections are written when present: "power" when has_power,
 * "pageable" when has_pageable, "sustained_gbps", "dram_read_sustained_gbps" and
 * "dram_write_sustained_gbps" each when > 0. Every number
 * written must be covered by src; the first uncovered path is an error
 * (-GP_EINVAL naming it) and nothing is written. The file is replaced
 * atomically; "-" writes to stdout.
 */
int gp_device_save(const struct gp_device *dev, const struct gp_sources *src, const char *path,
		   struct gp_diag *d);

/* Same, into a new NUL-terminated string the caller frees (NULL on error). */
char *gp_device_to_json(const struct gp_device *dev, const struct gp_sources *src,
			struct gp_diag *d);

#endif
