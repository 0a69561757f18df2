/* fit_write_wait.c - derives each device's memory.dram_write_read_wait_ns (what a DRAM read
 * waits per unit of the DRAM's write utilisation, estimate.c's write_wait_cycles) from
 * gpu-stream's triad column (../shared/data/ext/hwdata/gpu-benches): the value in 0..2000 ns,
 * 10 ns apart, whose hierarchy-model predictions of all of the table's rows (2 blocks of
 * 32..1024 threads an SM) have the least mean absolute percentage error (tests/writewait.h).
 * Prints per device the error without the figure and at the fit, the device file's figure,
 * and the scale column's error without it and at the fit: scale (1 read : 1 write) is held
 * out and checks it. The figures in the device files (devices/NAME.json) come from this
 * program; `make fit-write-wait` runs it, tests/test_model_write_wait.c checks they still agree. */
#include <stdio.h>

#include "hwstream.h"
#include "writewait.h"

int main(void)
{
	struct gp_kernel triad, scale;
	struct gp_diag d;
	int rc = 0;

	gp_kernel_init(&triad);
	gp_kernel_init(&scale);
	if (gp_kernel_load("kernels/mem/gpu_stream_triad.json", &triad, &d) < 0 ||
	    gp_kernel_load("kernels/mem/gpu_stream_scale.json", &scale, &d) < 0) {
		fprintf(stderr, "fit_write_wait: %s\n", d.msg);
		return 1;
	}
	printf("%-10s %8s %8s %10s %10s %10s %10s\n", "device", "file ns", "fit ns", "triad 0",
	       "triad fit", "scale 0", "scale fit");
	for (size_t s = 0; s < HW_STREAM_NFILES && rc == 0; s++) {
		struct gp_device dev;
		struct gp_hw_stream t;
		char path[64];
		double ns = 0, err, t0, s0, sf, file_ns;
		int tc, sc;
		snprintf(path, sizeof(path), "devices/%s.json", hw_stream_files[s].dev);
		if (tu_device_load_benched(path, &dev) < 0) {
			rc = 1;
			break;
		}
		if (hw_stream_load(hw_stream_files[s].file, &t) != 0) {
			printf("%-10s skipped: ../shared/data/%s not found or unreadable\n",
			       hw_stream_files[s].dev, hw_stream_files[s].file);
			continue;
		}
		if ((tc = hw_stream_column_find(&t, "triad")) < 0 ||
		    (sc = hw_stream_column_find(&t, "scale")) < 0) {
			fprintf(stderr, "fit_write_wait: %s: no triad or scale column\n",
				hw_stream_files[s].file);
			rc = 1;
			break;
		}
		file_ns = dev.dram_write_read_wait_ns;
		if (ww_fit(&dev, &triad, &t, tc, &ns, &err, &d) < 0)
			rc = 1;
		dev.dram_write_read_wait_ns = 0;
		if (rc || (t0 = ww_mape(&dev, &triad, 3, &t, tc, &d)) < 0 ||
		    (s0 = ww_mape(&dev, &scale, 2, &t, sc, &d)) < 0)
			rc = 1;
		dev.dram_write_read_wait_ns = ns;
		if (rc || (sf = ww_mape(&dev, &scale, 2, &t, sc, &d)) < 0) {
			fprintf(stderr, "fit_write_wait: %s: %s\n", hw_stream_files[s].dev, d.msg);
			rc = 1;
			break;
		}
		printf("%-10s %8.0f %8.0f %9.1f%% %9.1f%% %9.1f%% %9.1f%%\n", hw_stream_files[s].dev,
		       file_ns, ns, t0, err, s0, sf);
	}
	gp_kernel_release(&triad);
	gp_kernel_release(&scale);
	return rc;
}
