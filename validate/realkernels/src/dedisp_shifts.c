/* dedisp_shifts.c - writes the 1536 channel shifts that benchmark_hub's dedispersion tuning
 * script computes (kernels/dedisp_milo/dedispersion_milo.py, get_shifts, :25-35) as raw
 * little-endian float32, for gpuperf extract --init shifts=file:PATH. NumPy evaluates a
 * float32 array against a Python scalar in float32, so every step here is a float operation
 * on the scalar rounded to float; the last channel's shift is 0.
 *   cc -O2 -o dedisp_shifts dedisp_shifts.c && ./dedisp_shifts > dedisp_shifts.f32 */
#include <stdio.h>

int main(void)
{
	const int channels = 1536;
	const double bandwidth = 0.1953125, min_freq = 1425.0, sampling = 0.00004096;
	const double max_freq = min_freq + (channels - 1) * bandwidth;
	const double inv_high = 1 / (max_freq * max_freq);   /* Python float */
	const double time_unit = 25000 * sampling;
	for (int c = 0; c < channels; c++) {
		float f = (float)min_freq + (float)c * (float)bandwidth;
		float inv = 1.0f / (f * f);
		float s = (float)4148.808 * (inv - (float)inv_high);
		s = s * (float)25000.0;
		s = s / (float)time_unit;
		if (c == channels - 1)
			s = 0.0f;
		if (fwrite(&s, sizeof s, 1, stdout) != 1)
			return 1;
	}
	return 0;
}
