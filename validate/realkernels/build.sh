#!/bin/sh
# Regenerate the SASS listings and ptxas logs of the real-kernel validation set (src/*.cu:
# this project's own kernels, each doing what a measured public kernel does; MANIFEST.md)
# for the GPUs they were measured on. make validate reads the committed sass/ and never
# needs these tools.
#
# The measuring code was built with `nvcc -O3 -arch=sm_70` (cudatorch's README), so on an
# A100 or an RTX 2080 Ti the driver compiles its compute_70 PTX for sm_80 / sm_75. Here CUDA
# 13's nvcc writes compute_75 PTX (it has no compute_70; these kernels use nothing that the
# two differ in), its .version and .target are rewritten so that the CUDA 11.8 ptxas
# assembles it for each target, and cuobjdump lists it.
#   CUDA11=/path/to/cuda-11.8/bin sh validate/realkernels/build.sh
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA11=${CUDA11:-/opt/cuda118/usr/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p sass
one() { # SOURCE PTXARCH SM
	k=$(basename "$1" .cu)
	"$NVCC" -arch=compute_$2 -O3 -ptx "$1" -o "$tmp/$k.ptx"
	sed -e 's/^\.version .*/.version 7.8/' -e "s/^\.target .*/.target sm_$3/" \
		"$tmp/$k.ptx" > "$tmp/$k.sm_$3.ptx"
	"$CUDA11/ptxas" -arch=sm_$3 -v "$tmp/$k.sm_$3.ptx" -o "$tmp/$k.sm_$3.cubin" \
		2> "sass/$k.sm_$3.ptxas.log"
	"$CUDA11/cuobjdump" -sass "$tmp/$k.sm_$3.cubin" > "sass/$k.sm_$3.sass"
	echo "sass/$k.sm_$3.sass"
}
one src/matmul_rowmajor.cu 75 80
one src/matmul_rowmajor.cu 75 75
