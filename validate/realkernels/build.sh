#!/bin/sh
# Regenerate the SASS listings and ptxas logs of the real-kernel validation set (src/*.cu:
# this project's own kernels, each doing what a measured public kernel does; MANIFEST.md)
# for the GPUs they were measured on, and data/dedisp_shifts.f32. make validate reads the
# committed sass/ and data/ and never needs these tools.
#
# cudatorch's GEMMs were built with `nvcc -O3 -arch=sm_70` (cudatorch's README), so on an
# A100 or an RTX 2080 Ti the driver compiles its compute_70 PTX for sm_80 / sm_75. Here CUDA
# 13's nvcc writes compute_75 PTX (it has no compute_70; these kernels use nothing that the
# two differ in). Kernel Tuner (benchmark_hub's kernels) compiles each configuration for the
# GPU's own compute capability, its tunables as #define lines before the code: here -D
# defines to compute_XY PTX. Each PTX's .version and .target are rewritten so that the CUDA
# 11.8 ptxas assembles it for sm_XY, and cuobjdump lists it. A listing SRC-CONFIG.sm_XY is
# src/SRC.cu built with CONFIG's defines (run.sh finds the source by that name).
#   CUDA11=/path/to/cuda-11.8/bin sh validate/realkernels/build.sh
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
CUDA11=${CUDA11:-/opt/cuda118/root/usr/bin}
CC=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p sass data
one() { # SOURCE PTXARCH SM NAME [DEFINE...]
	src=$1 arch=$2 sm=$3 k=$4
	shift 4
	"$NVCC" -arch=compute_$arch -O3 -ptx "$@" "$src" -o "$tmp/$k.ptx"
	sed -e 's/^\.version .*/.version 7.8/' -e "s/^\.target .*/.target sm_$sm/" \
		"$tmp/$k.ptx" > "$tmp/$k.sm_$sm.ptx"
	"$CUDA11/ptxas" -arch=sm_$sm -v "$tmp/$k.sm_$sm.ptx" -o "$tmp/$k.sm_$sm.cubin" \
		2> "sass/$k.sm_$sm.ptxas.log"
	"$CUDA11/cuobjdump" -sass "$tmp/$k.sm_$sm.cubin" > "sass/$k.sm_$sm.sass"
	echo "sass/$k.sm_$sm.sass"
}
# Kernel Tuner's defines for a launch (util.py prepare_kernel_string): the grid and block
# sizes, every tunable, kernel_tuner=1
kt() { # GX GY BX BY
	echo "-Dgrid_size_x=$1 -Dgrid_size_y=$2 -Dgrid_size_z=1 -Dblock_size_x=$3 -Dblock_size_y=$4 -Dblock_size_z=1 -Dkernel_tuner=1"
}
# convolution.py: grid ceil(4096 / (block_size_x * tile_size_x)) x ceil(4096 / (block_size_y * tile_size_y))
conv() { # BX BY TX TY READ_ONLY USE_PADDING SM
	gx=$(( (4096 + $1 * $3 - 1) / ($1 * $3) )) gy=$(( (4096 + $2 * $4 - 1) / ($2 * $4) ))
	# shellcheck disable=SC2046
	one src/convolution_kt.cu "$7" "$7" "convolution_kt-bx$1-by$2-tx$3-ty$4-ro$5-pad$6" \
		$(kt $gx $gy "$1" "$2") -Dfilter_height=15 -Dfilter_width=15 -Dread_only="$5" \
		-Dtile_size_x="$3" -Dtile_size_y="$4" -Duse_padding="$6"
}
# dedispersion_milo.py: no grid divisors, so Kernel Tuner's default ceil(25000 / block_size_x)
# x ceil(2048 / block_size_y); only 1x1 tiles are used (MANIFEST.md), whose strides are 0
dedisp() { # BX BY SM
	gx=$(( (25000 + $1 - 1) / $1 )) gy=$(( (2048 + $2 - 1) / $2 ))
	# shellcheck disable=SC2046
	one src/dedisp_kt.cu "$3" "$3" "dedisp_kt-bx$1-by$2-tx1-ty1" $(kt $gx $gy "$1" "$2") \
		-Dtile_size_x=1 -Dtile_size_y=1 -Dtile_stride_x=0 -Dtile_stride_y=0
}
one src/matmul_rowmajor.cu 75 80 matmul_rowmajor
one src/matmul_rowmajor.cu 75 75 matmul_rowmajor
# the configurations of launches.csv (MANIFEST.md: how they were chosen)
conv 128 2 1 7 1 0 75
conv 64 4 1 4 1 0 75
conv 112 4 4 3 0 1 75
conv 48 4 1 2 0 1 75
conv 64 1 1 2 1 1 75
conv 16 16 2 4 0 1 75
conv 32 16 7 2 0 0 75
conv 64 1 5 2 1 0 75
conv 48 4 4 1 1 0 75
conv 16 16 3 3 0 0 75
conv 64 2 1 8 0 0 86
conv 128 2 2 4 1 0 86
conv 112 1 2 4 1 1 86
conv 64 2 3 7 1 0 86
conv 4 32 2 3 1 0 86
conv 112 1 3 7 0 1 86
conv 16 16 6 4 1 1 86
conv 64 1 8 2 0 0 86
conv 48 16 1 1 1 0 86
conv 96 2 4 6 1 1 86
dedisp 4 256 80
dedisp 4 168 80
dedisp 8 120 80
dedisp 8 56 80
dedisp 2 192 80
dedisp 2 112 80
dedisp 1 128 80
dedisp 2 216 80
dedisp 2 104 80
dedisp 1 144 80
dedisp 4 192 86
dedisp 8 96 86
dedisp 1 256 86
dedisp 4 208 86
dedisp 4 80 86
dedisp 4 56 86
dedisp 2 32 86
dedisp 2 152 86
dedisp 1 120 86
dedisp 1 112 86
"$CC" -O2 -o "$tmp/dedisp_shifts" src/dedisp_shifts.c
"$tmp/dedisp_shifts" > data/dedisp_shifts.f32
echo data/dedisp_shifts.f32
