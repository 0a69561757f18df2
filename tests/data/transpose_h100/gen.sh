#!/bin/sh
# Regenerate the sm_90 SASS listing and ptxas log of src/instantiate.cu (gpu-matrix-transpose's
# twenty kernels, which `make validate` emulates on the H100 SXM). make check and make validate
# read the committed output and never need these tools.
#
# CUDA 13's nvcc writes the PTX (compute_75); its .version and .target are rewritten so that
# the CUDA 11.8 ptxas and cuobjdump assemble and list it for sm_90 (the steps of
# kernels/sass/gen.sh and tests/data/accelwattch/gen.sh). The benchmark builds with
# `nvcc -O3 -std=c++17 -arch=sm_90` (its README): -O3 is the host compiler's, and ptxas
# optimises at -O3 by default, so no device-code flags are passed.
#   CUDA11=/path/to/cuda-11.8/bin sh tests/data/transpose_h100/gen.sh
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA11=${CUDA11:-/opt/cuda118/root/usr/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p sass
for cu in src/*.cu; do
	k=$(basename "$cu" .cu)
	"$NVCC" -arch=compute_75 -std=c++17 -ptx "$cu" -o "$tmp/$k.ptx"
	sed -e 's/^\.version .*/.version 7.8/' -e 's/^\.target .*/.target sm_90/' \
		"$tmp/$k.ptx" > "$tmp/$k.sm_90.ptx"
	"$CUDA11/ptxas" -arch=sm_90 -v "$tmp/$k.sm_90.ptx" -o "$tmp/$k.sm_90.cubin" \
		2> "sass/$k.sm_90.ptxas.log"
	"$CUDA11/cuobjdump" -sass "$tmp/$k.sm_90.cubin" > "sass/$k.sm_90.sass"
done
