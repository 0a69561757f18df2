#!/bin/sh
# Regenerate the sm_70 SASS listings and ptxas logs of src/*.cu (the AccelWattch QV100 kernels
# that `make validate` emulates). make check and make validate read the committed output and
# never need these tools.
#
# CUDA 13's nvcc writes the PTX (compute_75); its .version and .target are rewritten so that
# the CUDA 11.8 ptxas and cuobjdump, which still read sm_70 cubins, assemble and list it
# (the same steps as kernels/sass/gen.sh):
#   CUDA11=/path/to/cuda-11.8/bin sh tests/data/accelwattch/gen.sh
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA11=${CUDA11:-/opt/cuda118/root/usr/bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the benchmarks' own device-code flags: parboil mri-q builds with APP_CUDACFLAGS=--use_fast_math
# (benchmarks/mri-q/src/cuda/Makefile); the others with nvcc's defaults
flags() { case $1 in mri-q) echo --use_fast_math ;; esac; }
mkdir -p sass
for cu in src/*.cu; do
	k=$(basename "$cu" .cu)
	"$NVCC" -arch=compute_75 $(flags "$k") -ptx "$cu" -o "$tmp/$k.ptx"
	sed -e 's/^\.version .*/.version 7.8/' -e 's/^\.target .*/.target sm_70/' \
		"$tmp/$k.ptx" > "$tmp/$k.sm_70.ptx"
	"$CUDA11/ptxas" -arch=sm_70 -v "$tmp/$k.sm_70.ptx" -o "$tmp/$k.sm_70.cubin" \
		2> "sass/$k.sm_70.ptxas.log"
	"$CUDA11/cuobjdump" -sass "$tmp/$k.sm_70.cubin" > "sass/$k.sm_70.sass"
done
