#!/bin/sh
# Regenerate the PTX and the ptxas logs of the kernels in src/ with the local nvcc
# (CUDA 13 supports sm_75 and later; there is no cuobjdump here, so the descriptors
# come from the PTX path). Run from kernels/: sh build.sh [NVCC]
set -e
cd "$(dirname "$0")"
NVCC=${1:-/usr/local/cuda/bin/nvcc}
ARCH=sm_75
mkdir -p ptx ptxas
for cu in src/*.cu; do
	k=$(basename "$cu" .cu)
	"$NVCC" -arch=$ARCH -ptx "$cu" -o "ptx/$k.ptx"
	"$NVCC" -arch=$ARCH -Xptxas -v -c "$cu" -o /dev/null 2> "ptxas/$k.$ARCH.log"
done

# Descriptors (PTX path, T4 (sm_75) latency table; loop trip counts named after the
# source's variables, defaults for a typical launch).
G=${GPUPERF:-../build/gpuperf}
D=${DEVICE:-../devices/t4.json}
x() { k=$1; shift; "$G" extract --ptx "ptx/$k.ptx" --ptxas "ptxas/$k.sm_75.log" --device "$D" -o "$k.json" "$@"; }
x vecadd
x saxpy_loop --loop 1=a --param a=1
x reduce --loop "1=log2(block/2)" --param block=256
x matmul_tiled --loop 1=n/16 --param n=1024
x matmul_naive --loop 1=n --param n=1024
x transpose
x stencil1d
x jacobi2d
x histogram --loop "1=ceil(n/threads)" --param n=16777216 --param threads=1048576
x daxpy --loop 1=reps --param reps=100
x sfu
x dot --loop "1=ceil(n/threads)" --param n=16777216 --param threads=1048576
