#!/bin/sh
# gen.sh - the engine commands' outputs test_engine_opts compares byte for byte: recorded
# with the build from before the engine options became one group (the commit before it),
# so the group changes no output. Run from the project root: sh tests/data/engine_opts/gen.sh BIN
# simulate_sass.out has since gained the L2 atomic units' three JSON fields
# (l2_atomic_requests, global_passes_per_request, l2_atomic_wait_cycles); every other value as recorded.
B=${1:?give the gpuperf binary}
D=tests/data/engine_opts
"$B" simulate --device a100 --kernel kernels/mem/triad.json --sample --json --jobs 2 \
	--scheduler lrr --max-cycles 100000000 > $D/simulate.out 2> $D/simulate.err
"$B" simulate --sass kernels/sass/triad.sm_70.sass --device v100 --grid 64 --block 256 \
	--arg 0=65536 --arg 1=65536 --arg 2=65536 --arg 3=2.0 --arg 4=16384 --sample 4 --jobs 2 \
	--json > $D/simulate_sass.out 2> $D/simulate_sass.err
"$B" run models/saxpy_app.json --backend engine --set numElements=100000 --jobs 2 \
	--scheduler lrr --max-cycles 100000000 --json > $D/run.out 2> $D/run.err
"$B" sweep models/saxpy_app.json --backend engine --scheduler lrr --vary numElements=1000,2000 \
	--max-cycles 100000000 -o - > $D/sweep.out 2> $D/sweep.err
