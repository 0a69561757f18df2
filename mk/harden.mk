# Hardening: outputs never replace inputs or device files, safe temporaries, hostile plot names,
# bounded parsers (tests/test_harden.c; the catalogue cases are in tests/badinput.tsv).
TESTS += test_harden
FUZZERS += fuzz_json
FUZZ_SEEDS_fuzz_json := devices kernels models
