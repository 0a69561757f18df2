#!/bin/sh
# Regenerate localframe's SASS listings and ptxas logs (tests/test_model_local_memory.c reads the committed
# output; it never needs these tools). CUDA 13's nvcc writes compute_75 PTX; its .version and
# .target are rewritten for the CUDA 11.8 ptxas and cuobjdump (as kernels/sass/gen.sh does):
#   CUDA11=/path/to/cuda-11.8/bin sh tests/data/localframe/gen.sh
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA11=${CUDA11:-/opt/cuda118/usr/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$NVCC" -arch=compute_75 -ptx localframe.cu -o "$tmp/localframe.ptx"
for a in 70 80; do
	sed -e 's/^\.version .*/.version 7.8/' -e "s/^\.target .*/.target sm_$a/" \
		"$tmp/localframe.ptx" > "$tmp/localframe.sm_$a.ptx"
	"$CUDA11/ptxas" -arch=sm_$a -v "$tmp/localframe.sm_$a.ptx" -o "$tmp/localframe.sm_$a.cubin" \
		2> "localframe.sm_$a.ptxas.log"
	"$CUDA11/cuobjdump" -sass "$tmp/localframe.sm_$a.cubin" > "localframe.sm_$a.sass"
done
