#!/bin/sh
# Regenerate the PTX and the ptxas logs of the kernels in src/ with the local nvcc
# (CUDA 13 supports sm_75 and later; there is no cuobjdump here, so the descriptors
# come from the PTX path). Run from kernels/: sh build.sh [NVCC]
set -e
NVCC=${1:-/usr/local/cuda/bin/nvcc}
ARCH=sm_75
mkdir -p ptx ptxas
for cu in src/*.cu; do
	k=$(basename "$cu" .cu)
	"$NVCC" -arch=$ARCH -ptx "$cu" -o "ptx/$k.ptx"
	"$NVCC" -arch=$ARCH -Xptxas -v -c "$cu" -o /dev/null 2> "ptxas/$k.$ARCH.log"
done
