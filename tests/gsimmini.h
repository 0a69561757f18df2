/* gsimmini.h - a minimal complete GPGPU-Sim config (every required option, Volta-like
 * figures; 15 lines, so an appended option is line 16) for test_gpgpusim_import.c and test_gpgpusim_options.c. */
#ifndef GP_TESTS_GSIMMINI_H
#define GP_TESTS_GSIMMINI_H
#define MINI                                                                       \
	"-gpgpu_compute_capability_major 7\n-gpgpu_compute_capability_minor 0\n"  \
	"-gpgpu_n_clusters 10 # inline comment\n-gpgpu_n_cores_per_cluster 2\n"   \
	"-gpgpu_clock_domains 1000.0:1000.0:1000.0:500.0\n"                         \
	"-gpgpu_shader_core_pipeline 2048:32\n-gpgpu_shader_registers 65536\n"     \
	"-gpgpu_shader_cta 32\n-gpgpu_num_sp_units 4\n-gpgpu_num_sched_per_core 4\n" \
	"-gpgpu_shmem_size 98304\n-gpgpu_cache:dl2 S:32:128:24,L:B:m:L:P,A:192:4,32:0,32\n" \
	"-gpgpu_n_mem 8\n-gpgpu_dram_buswidth 16\n-dram_data_command_freq_ratio 2\n"
#endif
